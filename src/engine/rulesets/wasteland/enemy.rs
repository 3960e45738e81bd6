//! Enemies on the field: templates and custom enemies, the encounter budget's
//! four rules, enemy attacks, enemy damage and healing, death and its loot.

use serde::{Deserialize, Serialize};

use super::campaign::{in_range, Campaign};
use super::command::EnemySpec;
use super::data::{self, LootTier, ENEMY_TEMPLATES};
use super::effect::{self, Chem, Effect, Kind};
use super::error::{BudgetRule, RuleError, Unknown};
use super::house::HouseRule;
use super::outcome::{AttackResult, Event, Outcome, Unit};
use super::world::{Budget, Mode};
use crate::engine::dice::Dice;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::special::Attribute;

/// An enemy on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Enemy {
    /// Unique name on the field.
    pub name: String,
    /// The template it came from, `None` when custom.
    pub template: Option<String>,
    /// Tier 1..=5.
    pub tier: u8,
    /// Current HP.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Damage dice count.
    pub damage_dice: u32,
    /// Damage die sides.
    pub damage_sides: u32,
    /// Attack skill (d20 target) and initiative.
    pub attack_skill: u32,
    /// What it drops.
    pub drops: Option<LootTier>,
    /// Special traits.
    pub special: String,
    /// Status effects.
    pub effects: Vec<Effect>,
}

impl Enemy {
    /// Whether it still has HP.
    #[must_use]
    pub fn is_alive(&self) -> bool {
        self.hp > 0
    }
}

/// Tier of a custom enemy by its HP: <=15 1, <=25 2, <=45 3, <=80 4, else 5.
#[must_use]
pub fn tier_for_hp(hp: u32) -> u8 {
    match hp {
        0..=15 => 1,
        16..=25 => 2,
        26..=45 => 3,
        46..=80 => 4,
        _ => 5,
    }
}

impl Campaign {
    /// Checks the four budget rules, in order, for an enemy of `tier` and `hp`.
    pub fn budget_check(&self, tier: u8, hp: u32) -> Result<(), BudgetRule> {
        let budget = Budget::for_chapter(self.world.chapter);
        if tier > budget.max_tier {
            return Err(BudgetRule::Tier {
                tier,
                max_tier: budget.max_tier,
            });
        }
        let elapsed = self.world.chapter_turns();
        if elapsed < budget.safe_turns {
            return Err(BudgetRule::SafeTurns {
                elapsed,
                safe_turns: budget.safe_turns,
            });
        }
        let living = self.living_enemies().count() as u32;
        let chapter_day = self.world.chapter_day();
        if let Some(limit) = Budget::count_limit(chapter_day) {
            if living >= limit {
                return Err(BudgetRule::Count {
                    chapter_day,
                    living,
                    limit,
                });
            }
        }
        let used: u32 = self.living_enemies().map(|e| e.hp).sum();
        let total = budget.hp_for_party(self.party_size());
        if used + hp > total {
            return Err(BudgetRule::Hp {
                used,
                adding: hp,
                budget: total,
            });
        }
        Ok(())
    }

    /// Templates the budget would accept right now.
    #[must_use]
    pub fn fitting_templates(&self) -> Vec<String> {
        ENEMY_TEMPLATES
            .iter()
            .filter(|t| self.budget_check(t.tier, t.hp).is_ok())
            .map(|t| t.name.to_string())
            .collect()
    }

    /// Whether an enemy may not take `name`: an enemy or a character has
    /// it, or one that looks the same (one namespace, as in every game).
    fn enemy_name_taken(&self, name: &str) -> bool {
        self.enemies
            .iter()
            .map(|e| e.name.as_str())
            .chain(self.players.iter().map(|p| p.name.as_str()))
            .any(|n| crate::engine::name::looks_alike(n, name))
    }

    fn unique_enemy_name(&self, name: &str) -> Result<String, RuleError> {
        let name = crate::engine::name::clean(crate::engine::name::ENEMY_NAME, name)?;
        self.ensure_name_free(&name)?;
        Ok(name)
    }

    /// Refuses a new name a character or an enemy already has (or one
    /// that looks the same): characters and enemies share one namespace;
    /// and one of the game's fixed words ([`crate::engine::name::fixed_word`]).
    pub(crate) fn ensure_name_free(&self, name: &str) -> Result<(), RuleError> {
        use crate::engine::name::{clash, fixed_word, Clash};
        if let Some(word) = fixed_word("wasteland-2d20", name) {
            return Err(RuleError::FixedWord {
                name: name.to_owned(),
                word,
            });
        }
        let enemies = self.enemies.iter().map(|e| e.name.as_str());
        let players = self.players.iter().map(|p| p.name.as_str());
        match (clash(name, enemies), clash(name, players)) {
            (Some(Clash::Same(_)), _) => Err(RuleError::DuplicateEnemy {
                name: name.to_owned(),
            }),
            (_, Some(Clash::Same(existing))) => Err(RuleError::DuplicateName {
                name: existing.to_owned(),
            }),
            (Some(Clash::LooksLike(existing)), _) | (_, Some(Clash::LooksLike(existing))) => {
                Err(RuleError::LooksLike {
                    name: name.to_owned(),
                    existing: existing.to_owned(),
                })
            }
            (None, None) => Ok(()),
        }
    }

    /// Brings an enemy in (from a template or made up), within the
    /// encounter budget; the first one starts the combat.
    pub(crate) fn add_enemy(
        &mut self,
        spec: &EnemySpec,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let enemy = match spec {
            EnemySpec::Template { template, name } => {
                self.enemy_from_template(template, name.as_deref())?
            }
            EnemySpec::Custom {
                name,
                hp,
                damage,
                attack_skill,
                drops,
                special,
            } => {
                let name = self.unique_enemy_name(name)?;
                custom_enemy(name, *hp, damage, *attack_skill, drops, special.as_deref())?
            }
        };
        if let Err(rule) = self.budget_check(enemy.tier, enemy.hp) {
            return Err(RuleError::Budget {
                enemy: enemy.name,
                tier: enemy.tier,
                rule,
                fits: self.fitting_templates(),
            });
        }
        if let Some(t) = &enemy.template {
            *self.spawned.entry(t.clone()).or_insert(0) += 1;
        }
        let first = self.living_enemies().count() == 0;
        self.enemies.push(enemy);
        if first {
            self.change_mode(Mode::Combat, out);
        }
        let view = self.world_view();
        out.events.insert(
            0,
            Event::EnemyAdded {
                enemy: Campaign::enemy_view(self.enemies.last().expect("just pushed")),
                hp_used: view.hp_used,
                hp_budget: view.hp_budget,
            },
        );
        Ok(())
    }

    /// The enemy template `template` names, homebrew first.
    fn enemy_template(&self, template: &str) -> Result<data::EnemyTemplate, RuleError> {
        let brew = &self.homebrew.enemies;
        brew.find(template).ok_or_else(|| RuleError::Unknown {
            kind: Unknown::Template,
            name: template.to_owned(),
            suggestions: brew.names(),
        })
    }

    /// An enemy of a template, named as asked or the first free of
    /// "Template", "Template 2", ... (counting from those spawned).
    fn enemy_from_template(&self, template: &str, name: Option<&str>) -> Result<Enemy, RuleError> {
        let t = self.enemy_template(template)?;
        let name = if let Some(n) = name {
            self.unique_enemy_name(n)?
        } else {
            let mut n = self.spawned.get(&*t.name).copied().unwrap_or(0);
            loop {
                n += 1;
                let candidate = if n == 1 {
                    t.name.to_string()
                } else {
                    format!("{} {n}", t.name)
                };
                if !self.enemy_name_taken(&candidate) {
                    break candidate;
                }
            }
        };
        Ok(Enemy {
            name,
            template: Some(t.name.to_string()),
            tier: t.tier,
            hp: t.hp,
            max_hp: t.hp,
            damage_dice: t.damage_dice,
            damage_sides: t.damage_sides,
            attack_skill: t.attack_skill,
            drops: t.drops,
            special: t.special.to_string(),
            effects: Vec::new(),
        })
    }

    /// Adds `count` enemies of a template named `<base> 1`, `<base> 2`, ...
    /// (numbers already taken are skipped): their `EnemyAdded` events in
    /// order, then whatever else happened (combat starting). All or none:
    /// the first that breaks the budget refuses the whole pack.
    pub(crate) fn add_pack(
        &mut self,
        template: &str,
        count: i64,
        name: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let count = super::campaign::in_range("count", count, 1, super::command::PACK_MAX)?;
        let t = self.enemy_template(template)?;
        let base = match name {
            Some(n) => crate::engine::name::clean(crate::engine::name::ENEMY_NAME, n)?,
            None => t.name.to_string(),
        };
        let names = crate::engine::name::pack_names(
            crate::engine::name::ENEMY_NAME,
            &base,
            count as usize,
            |candidate| self.enemy_name_taken(candidate),
        )?;
        let (mut added, mut rest) = (Vec::new(), Vec::new());
        for candidate in names {
            let mut one = Outcome::default();
            let spec = EnemySpec::Template {
                template: t.name.to_string(),
                name: Some(candidate),
            };
            self.add_enemy(&spec, &mut one)?;
            for event in one.events {
                if matches!(event, Event::EnemyAdded { .. }) {
                    added.push(event);
                } else {
                    rest.push(event);
                }
            }
        }
        out.events.extend(added);
        out.events.extend(rest);
        Ok(())
    }

    /// Applies damage (positive) or healing (negative) to an enemy; handles death,
    /// its loot and the end of combat.
    pub(crate) fn change_enemy_hp(
        &mut self,
        index: usize,
        delta: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        let e = &mut self.enemies[index];
        let before = e.hp;
        let after = (i64::from(before) + delta).clamp(0, i64::from(e.max_hp)) as u32;
        e.hp = after;
        out.push(Event::EnemyHp {
            name: e.name.clone(),
            delta: i64::from(after) - i64::from(before),
            before,
            after,
            max: e.max_hp,
        });
        if before > 0 && after == 0 {
            let name = e.name.clone();
            let drops = e.drops;
            e.effects.clear();
            let loot =
                drops.and_then(|tier| super::loot::draw_one(&self.homebrew.loot, tier, dice));
            out.push(Event::EnemyKilled { name, loot });
            if self.living_enemies().count() == 0 && self.world.mode == Mode::Combat {
                self.change_mode(Mode::Exploration, out);
            }
        }
    }

    pub(crate) fn hurt_enemy(
        &mut self,
        name: &str,
        amount: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let amount = in_range("amount", amount, -10_000, 10_000)?;
        let i = self.enemy_index(name)?;
        if !self.enemies[i].is_alive() {
            return Err(RuleError::EnemyDead {
                name: self.enemies[i].name.clone(),
            });
        }
        self.change_enemy_hp(i, -amount, dice, out);
        Ok(())
    }

    /// An enemy's attack on a character (named, or a random one who can
    /// act): a stunned enemy loses the action, a suppressed one attacks 2
    /// worse; a d20 under its skill hits, then damage, a dodge (house
    /// rule) and its counter.
    pub(crate) fn enemy_attack(
        &mut self,
        enemy: &str,
        target: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let ei = self.enemy_index(enemy)?;
        if !self.enemies[ei].is_alive() {
            return Err(RuleError::EnemyDead {
                name: self.enemies[ei].name.clone(),
            });
        }
        let random = target.is_none();
        let ti = match target {
            Some(t) => self.player_index(t)?,
            None => self.random_target(dice)?,
        };
        if !self.players[ti].is_alive() {
            return Err(RuleError::Dead {
                name: self.players[ti].name.clone(),
            });
        }
        let enemy_name = self.enemies[ei].name.clone();
        let target_name = self.players[ti].name.clone();
        let e = &mut self.enemies[ei];
        if e.effects.iter().any(|x| x.kind() == Some(Kind::Stunned)) {
            e.effects.retain(|x| x.kind() != Some(Kind::Stunned));
            out.push(Event::EnemyLostAction {
                enemy: enemy_name.clone(),
            });
            self.mark_acted([Unit::Enemy(enemy_name)], out);
            return Ok(());
        }
        let suppressed = e.effects.iter().any(|x| x.kind() == Some(Kind::Suppressed));
        if suppressed {
            e.effects.retain(|x| x.kind() != Some(Kind::Suppressed));
        }
        let skill = e
            .attack_skill
            .saturating_sub(if suppressed { 2 } else { 0 });
        let (n, m) = (e.damage_dice, e.damage_sides);
        let roll = dice.roll(20);
        let result = match roll {
            20 => AttackResult::Fumble,
            1 => AttackResult::Critical,
            r if r <= skill => AttackResult::Hit,
            _ => AttackResult::Miss,
        };
        let blow = self.enemy_damage(ti, result, (n, m), dice);
        let dodge = self.dodge(ti, result, blow.damage, dice);
        out.push(Event::EnemyAttack {
            enemy: enemy_name.clone(),
            target: target_name,
            random,
            roll,
            skill,
            suppressed,
            result,
            damage_dice: blow.dice,
            raw_damage: blow.raw,
            reduction: blow.reduction,
            damage: blow.damage,
        });
        self.land_blow(ei, ti, dodge, blow.damage, (n, m), dice, out);
        self.mark_acted([Unit::Enemy(enemy_name)], out);
        Ok(())
    }

    /// An enemy's blow lands: the dodge (when rolled) first; a blow not
    /// dodged hurts the target, a dodge on a 1 turns the enemy's own dice
    /// on it.
    #[allow(clippy::too_many_arguments)]
    fn land_blow(
        &mut self,
        ei: usize,
        ti: usize,
        dodge: Option<(u32, u8, bool, bool)>,
        damage: u32,
        (n, m): (u32, u32),
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        match dodge {
            Some((roll, agi, dodged, counter)) => {
                out.push(Event::Dodge {
                    name: self.players[ti].name.clone(),
                    roll,
                    agi,
                    dodged,
                    counter,
                });
                if !dodged {
                    self.damage_player(ti, damage, out);
                } else if counter {
                    let back: u32 = crate::engine::dice::roll_many(dice, n, m).iter().sum();
                    self.change_enemy_hp(ei, -i64::from(back), dice, out);
                }
            }
            None if damage > 0 => self.damage_player(ti, damage, out),
            None => {}
        }
    }

    /// A random character among those who can act (conscious).
    fn random_target(&self, dice: &mut dyn Dice) -> Result<usize, RuleError> {
        let able: Vec<usize> = (0..self.players.len())
            .filter(|&i| self.players[i].ensure_can_act().is_ok())
            .collect();
        if able.is_empty() {
            return Err(if self.players.is_empty() {
                RuleError::NoPlayers
            } else {
                RuleError::NoTarget
            });
        }
        let pick = dice.roll(able.len() as u32) as usize;
        Ok(able[pick.clamp(1, able.len()) - 1])
    }

    /// The damage of an enemy's hit (`n`d`m`; a critical adds `n`), less
    /// Med-X's 2 on the target; nothing on a miss.
    fn enemy_damage(
        &self,
        ti: usize,
        result: AttackResult,
        (n, m): (u32, u32),
        dice: &mut dyn Dice,
    ) -> EnemyBlow {
        let mut blow = EnemyBlow {
            dice: Vec::new(),
            raw: 0,
            reduction: 0,
            damage: 0,
        };
        if matches!(result, AttackResult::Hit | AttackResult::Critical) {
            blow.dice = crate::engine::dice::roll_many(dice, n, m);
            blow.raw = blow.dice.iter().sum::<u32>();
            if result == AttackResult::Critical {
                blow.raw += n;
            }
            if self.players[ti].has(Kind::Chem(Chem::MedX)) {
                blow.reduction = 2.min(blow.raw.saturating_sub(1));
            }
            blow.damage = blow.raw - blow.reduction;
        }
        blow
    }

    /// `dodge`: a plain hit may be dodged (d20 <= effective AGI); a 1 also
    /// turns the enemy's own damage dice on it. The roll, AGI, whether it
    /// was dodged, and whether it turns back.
    fn dodge(
        &self,
        ti: usize,
        result: AttackResult,
        damage: u32,
        dice: &mut dyn Dice,
    ) -> Option<(u32, u8, bool, bool)> {
        if !(self.house(HouseRule::Dodge) && result == AttackResult::Hit && damage > 0) {
            return None;
        }
        let agi = self.players[ti]
            .effective(Attribute::Agi, self.world.weather)
            .value;
        let roll = dice.roll(20);
        let dodged = roll <= u32::from(agi);
        Some((roll, agi, dodged, roll == 1))
    }

    /// Puts a weapon's status on an enemy.
    pub(crate) fn enemy_status(&mut self, index: usize, name: &str, turns: i32) -> Effect {
        let e = &mut self.enemies[index];
        effect::add_or_refresh(&mut e.effects, name, turns);
        e.effects
            .iter()
            .find(|x| x.name == name)
            .cloned()
            .unwrap_or(Effect {
                name: name.to_owned(),
                turns,
            })
    }
}

/// Names of templates, for suggestions.
#[must_use]
pub fn template_names() -> Vec<&'static str> {
    data::ENEMY_TEMPLATES.iter().map(|t| &*t.name).collect()
}

/// The damage of an enemy's hit: its dice, the raw total, Med-X's
/// reduction, and the damage taken.
struct EnemyBlow {
    dice: Vec<u32>,
    raw: u32,
    reduction: u32,
    damage: u32,
}

/// A made-up enemy: its HP, damage dice, attack skill, loot tier (or
/// none) and special traits, each within the game's bounds.
fn custom_enemy(
    name: String,
    hp: i64,
    damage: &str,
    attack_skill: i64,
    drops: &str,
    special: Option<&str>,
) -> Result<Enemy, RuleError> {
    let hp = in_range("hp", hp, 1, 1000)? as u32;
    let (n, m) = notation::plain_dice(damage)?;
    let n = in_range("damage dice", n, 1, 20)? as u32;
    let m = in_range("damage sides", m, 2, 100)? as u32;
    let attack_skill = in_range("attack skill", attack_skill, 1, 20)? as u32;
    let drops = if drops.trim().eq_ignore_ascii_case("none") {
        None
    } else {
        Some(LootTier::parse(drops).ok_or_else(|| {
            RuleError::Unknown {
                kind: Unknown::Tier,
                name: drops.to_owned(),
                suggestions: LootTier::ALL
                    .iter()
                    .map(|t| t.name().to_owned())
                    .chain(["none".to_owned()])
                    .collect(),
            }
        })?)
    };
    Ok(Enemy {
        name,
        template: None,
        tier: tier_for_hp(hp),
        hp,
        max_hp: hp,
        damage_dice: n,
        damage_sides: m,
        attack_skill,
        drops,
        special: crate::engine::name::clean(
            crate::engine::name::SPECIAL_TRAITS,
            special.unwrap_or(""),
        )?,
        effects: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_enemy_tiers_follow_hp() {
        assert_eq!(
            [15, 16, 25, 45, 80, 81].map(tier_for_hp),
            [1, 2, 2, 3, 4, 5]
        );
    }
}
