//! Turns and rest: the exploration clock, combat rounds, effect ticks and their
//! damage, dying, weather changes and exposure, random events, and resting.
//!
//! Dice order on an exploration turn: effect ticks need none; then, at the start
//! of a new day, a d100 for the weather; then weather exposure checks (2d20 per
//! character in heat or cold, in party order); then, with no living enemies, the
//! d100 for a random event and, when it happens, a d100 for its kind and a die
//! to pick it.

use super::campaign::{in_range, Campaign};
use super::character::Condition;
use super::check::attribute_check;
use super::data::events::{ATMOSPHERE, ENCOUNTERS, QUEST_HOOKS};
use super::effect::{self, Chem, Kind};
use super::error::RuleError;
use super::house::HouseRule;
use super::outcome::{Event, Outcome, RandomEvent, RestHeal, Unit, WeatherHit};
use super::skills::Skill;
use super::world::{Mode, Weather};
use crate::engine::dice::Dice;
use crate::engine::special::Attribute;
use crate::engine::turns;

/// Chance in percent of a random event on an exploration turn.
pub const EVENT_CHANCE: u32 = 10;

/// Draws a weather by its weights with one d100.
pub fn draw_weather(dice: &mut dyn Dice) -> Weather {
    let mut roll = dice.roll(100);
    for (weather, weight) in Weather::TABLE {
        if roll <= weight {
            return weather;
        }
        roll -= weight;
    }
    Weather::Clear
}

impl Campaign {
    pub(crate) fn turn(&mut self, dice: &mut dyn Dice, out: &mut Outcome) {
        let mode = self.world.mode;
        match mode {
            Mode::Exploration => {
                self.world.turn += 1;
                let (next, new_day) = self.world.period.next();
                self.world.period = next;
                if new_day {
                    self.world.day += 1;
                }
                out.push(Event::TurnAdvanced {
                    turn: self.world.turn,
                    day: self.world.day,
                    period: next,
                });
                self.tick_effects(dice, out);
                self.tick_dying(out);
                self.remove_dead_enemies(out);
                self.grow_hunger(out);
                if new_day {
                    self.new_day_weather(dice, out);
                }
                self.weather_exposure(dice, out);
                if self.living_enemies().count() == 0 {
                    random_event(dice, out);
                }
            }
            Mode::Combat => {
                self.world.combat_round += 1;
                let notice = out.events.len();
                out.push(Event::RoundAdvanced {
                    round: self.world.combat_round,
                    first: None,
                });
                self.tick_effects(dice, out);
                self.tick_dying(out);
                self.remove_dead_enemies(out);
                if self.living_enemies().count() == 0 {
                    self.change_mode(Mode::Exploration, out);
                }
                self.acted.clear();
                if self.world.mode == Mode::Combat {
                    let first = self.first_to_act();
                    if let Some(Event::RoundAdvanced { first: slot, .. }) =
                        out.events.get_mut(notice)
                    {
                        *slot = first;
                    }
                }
            }
        }
        self.acted.clear();
    }

    /// The first in the initiative order who can act now.
    fn first_to_act(&self) -> Option<Unit> {
        let able = self.action_status().pending;
        turns::next(&self.initiative, None, |u| able.contains(u)).map(|step| step.unit)
    }

    fn tick_effects(&mut self, dice: &mut dyn Dice, out: &mut Outcome) {
        for i in 0..self.players.len() {
            if !self.players[i].is_alive() {
                continue;
            }
            for (name, damage) in damage_over_time(&self.players[i].effects) {
                if !self.players[i].is_alive() {
                    break;
                }
                let hp = self.players[i].hp.saturating_sub(damage);
                out.push(Event::EffectDamage {
                    unit: Unit::Player(self.players[i].name.clone()),
                    effect: name,
                    damage,
                    hp,
                });
                self.damage_player(i, damage, out);
            }
            let c = &mut self.players[i];
            expire_effects(&Unit::Player(c.name.clone()), &mut c.effects, out);
        }
        for i in 0..self.enemies.len() {
            if !self.enemies[i].is_alive() {
                continue;
            }
            for (name, damage) in damage_over_time(&self.enemies[i].effects) {
                let e = &mut self.enemies[i];
                if !e.is_alive() {
                    break;
                }
                e.hp = e.hp.saturating_sub(damage);
                out.push(Event::EffectDamage {
                    unit: Unit::Enemy(e.name.clone()),
                    effect: name,
                    damage,
                    hp: e.hp,
                });
                if e.hp == 0 {
                    let name = e.name.clone();
                    let drops = e.drops;
                    e.effects.clear();
                    out.push(Event::EnemyKilled {
                        name,
                        loot: drops
                            .and_then(|t| super::loot::draw_one(&self.homebrew.loot, t, dice)),
                    });
                }
            }
            let e = &mut self.enemies[i];
            expire_effects(&Unit::Enemy(e.name.clone()), &mut e.effects, out);
        }
    }

    fn tick_dying(&mut self, out: &mut Outcome) {
        for c in &mut self.players {
            if let Condition::Incapacitated { turns_down } = c.condition {
                let turns_down = turns_down + 1;
                if turns_down >= super::character::Character::TURNS_TO_DEATH {
                    c.condition = Condition::Dead;
                    out.push(Event::Died {
                        name: c.name.clone(),
                    });
                } else {
                    c.condition = Condition::Incapacitated { turns_down };
                    out.push(Event::DyingTick {
                        name: c.name.clone(),
                        turns_down,
                    });
                }
            }
        }
    }

    fn remove_dead_enemies(&mut self, out: &mut Outcome) {
        let names: Vec<String> = self
            .enemies
            .iter()
            .filter(|e| !e.is_alive())
            .map(|e| e.name.clone())
            .collect();
        if names.is_empty() {
            return;
        }
        self.enemies.retain(super::enemy::Enemy::is_alive);
        for n in &names {
            self.forget_unit(&Unit::Enemy(n.clone()));
        }
        out.push(Event::DeadRemoved { names });
    }

    fn new_day_weather(&mut self, dice: &mut dyn Dice, out: &mut Outcome) {
        let from = self.world.weather;
        let to = draw_weather(dice);
        self.world.weather = to;
        if from != to {
            out.push(Event::WeatherChanged { from, to });
        }
    }

    fn weather_exposure(&mut self, dice: &mut dyn Dice, out: &mut Outcome) {
        let weather = self.world.weather;
        let rads = weather.rads_per_turn(self.world.shelter);
        for i in 0..self.players.len() {
            if self.players[i].condition != Condition::Active {
                continue;
            }
            if rads > 0 {
                let before = self.players[i].rads;
                self.irradiate(i, i64::from(rads), &mut Outcome::default());
                let c = &self.players[i];
                out.push(Event::WeatherEffect {
                    weather,
                    hit: WeatherHit::Rads {
                        name: c.name.clone(),
                        rads: c.rads - before,
                        halved: c.has(Kind::Chem(Chem::RadX)),
                    },
                });
            }
            if let Some(loss) = weather.exposure_damage() {
                let c = &self.players[i];
                let end = c.effective(Attribute::End, weather).value;
                let check = attribute_check(&c.name, Attribute::End, end, 1, c.ap, dice);
                let damage = if check.passed { 0 } else { loss };
                out.push(Event::WeatherEffect {
                    weather,
                    hit: WeatherHit::Exposure {
                        name: c.name.clone(),
                        dice: check.dice.iter().map(|d| d.face).collect(),
                        target: u32::from(end),
                        passed: check.passed,
                        damage,
                    },
                });
                if damage > 0 {
                    self.damage_player(i, damage, out);
                }
            }
        }
    }

    /// Rest: (5 + Survival) HP per hour for every living character, temporary
    /// effects end, enemies leave and combat ends, and the clock advances
    /// ceil(hours / 3) periods (each a turn), drawing weather for each new day.
    pub(crate) fn rest(
        &mut self,
        hours: i64,
        force: bool,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let hours = in_range("hours", hours, 1, 24)? as u32;
        if self.house(HouseRule::SafeRest) && !self.world.shelter && !force {
            return Err(RuleError::UnsafeRest);
        }
        if self.world.mode == Mode::Combat {
            self.change_mode(Mode::Exploration, out);
        }
        let enemies_removed: Vec<String> = self.enemies.drain(..).map(|e| e.name).collect();
        self.initiative.clear();
        self.acted.clear();
        let mut heals = Vec::new();
        for c in &mut self.players {
            if !c.is_alive() {
                continue;
            }
            let per_hour = 5 + u32::from(c.skill(Skill::Survival));
            let before = c.hp;
            c.hp = (c.hp + per_hour * hours).min(c.max_hp());
            if c.hp > 0 {
                c.condition = Condition::Active;
            }
            let cleared: Vec<String> = c
                .effects
                .iter()
                .filter(|e| !e.is_permanent())
                .map(|e| e.name.clone())
                .collect();
            c.effects.retain(effect::Effect::is_permanent);
            heals.push(RestHeal {
                name: c.name.clone(),
                per_hour,
                healed: c.hp - before,
                hp: c.hp,
                max_hp: c.max_hp(),
                cleared,
            });
        }
        let periods = hours.div_ceil(3);
        let mut new_days = 0;
        for _ in 0..periods {
            self.world.turn += 1;
            let (next, new_day) = self.world.period.next();
            self.world.period = next;
            if new_day {
                self.world.day += 1;
                new_days += 1;
            }
        }
        out.push(Event::Rested {
            hours,
            periods,
            day: self.world.day,
            period: self.world.period,
            heals,
            enemies_removed,
        });
        for _ in 0..new_days {
            self.new_day_weather(dice, out);
        }
        Ok(())
    }
}

/// Draws a random event with a 10% chance.
fn random_event(dice: &mut dyn Dice, out: &mut Outcome) {
    let roll = dice.roll(100);
    if roll > EVENT_CHANCE {
        return;
    }
    let kind_roll = dice.roll(100);
    let pick = |ids: &[&str], dice: &mut dyn Dice| -> String {
        ids[(dice.roll(ids.len() as u32) - 1) as usize].to_owned()
    };
    let event = if kind_roll <= 70 {
        let ids: Vec<&str> = ENCOUNTERS.iter().map(|e| e.id).collect();
        RandomEvent::Encounter {
            id: pick(&ids, dice),
        }
    } else if kind_roll <= 85 {
        RandomEvent::Atmosphere {
            id: pick(ATMOSPHERE, dice),
        }
    } else {
        RandomEvent::QuestHook {
            id: pick(QUEST_HOOKS, dice),
        }
    };
    out.push(Event::RandomEvent {
        roll,
        kind_roll,
        event,
    });
}

/// Each of `effects` that deals damage every turn (bleeding, burning), by
/// name, with its damage.
fn damage_over_time(effects: &[effect::Effect]) -> Vec<(String, u32)> {
    effects
        .iter()
        .map(|e| (e.name.clone(), effect::damage_per_turn(e)))
        .filter(|(_, d)| *d > 0)
        .collect()
}

/// Counts down `unit`'s effects by a turn, telling of each that expires.
fn expire_effects(unit: &Unit, effects: &mut Vec<effect::Effect>, out: &mut Outcome) {
    for name in effect::tick(effects) {
        out.push(Event::EffectExpired {
            unit: unit.clone(),
            effect: name,
        });
    }
}
