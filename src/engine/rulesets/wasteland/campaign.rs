//! The campaign aggregate and its one entry point, [`Campaign::execute`].
//!
//! `execute` runs a command against a copy of the campaign and keeps the copy
//! only when the command succeeds, so a refused command leaves the campaign
//! exactly as it was, whatever rule refused it and however far it got.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::character::{Character, Condition};
use super::command::{Command, Setting};
use super::enemy::Enemy;
use super::error::{RuleError, Unknown};
use super::house::{HouseRule, HungerTable};
use super::outcome::{
    ActionStatus, CharacterView, EnemyView, Event, InitiativeEntry, Npc, Outcome, SkillLevel, Unit,
    WorldView,
};
use super::skills::Skill;
use super::travel::Container;
use super::world::{Budget, Mode, World};
use crate::engine::dice::Dice;

/// Schema version of the serialized campaign.
pub const STATE_VERSION: u32 = 1;

/// A campaign: the world, the party, the field and what has happened in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Campaign {
    /// Schema version of this state.
    pub version: u32,
    /// The world line.
    pub world: World,
    /// Characters in creation order.
    pub players: Vec<Character>,
    /// Enemies on the field, dead ones until the next turn.
    pub enemies: Vec<Enemy>,
    /// NPCs met (the most recent [`Campaign::NPC_MEMORY`]).
    pub npcs: Vec<Npc>,
    /// Units that acted this round.
    pub acted: BTreeSet<Unit>,
    /// The last initiative order rolled.
    pub initiative: Vec<InitiativeEntry>,
    /// How many of each template have been added, for naming "Raider 2".
    pub spawned: BTreeMap<String, u32>,
    /// The house rules the GM turned on (none: seed 000 as written).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub house_rules: BTreeSet<HouseRule>,
    /// Hunger by character, counted while the `hunger` house rule is on.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hunger: HungerTable,
    /// Characters away from the party, by name, with where they are.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub apart: BTreeMap<String, String>,
    /// A locked container travel found, until it is opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container: Option<Container>,
    /// Characters who may still raise one skill for the chapter that began.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub chapter_raises: BTreeSet<String>,
    /// The campaign's own weapons, templates and consumables (homebrew).
    #[serde(
        default,
        skip_serializing_if = "crate::engine::homebrew::CopyOnWrite::is_plain"
    )]
    pub homebrew: crate::engine::homebrew::CopyOnWrite<super::homebrew::WastelandBrew>,
}

impl Default for Campaign {
    fn default() -> Self {
        Campaign {
            version: STATE_VERSION,
            world: World::default(),
            players: Vec::new(),
            enemies: Vec::new(),
            npcs: Vec::new(),
            acted: BTreeSet::new(),
            initiative: Vec::new(),
            spawned: BTreeMap::new(),
            house_rules: BTreeSet::new(),
            hunger: HungerTable::new(),
            apart: BTreeMap::new(),
            container: None,
            chapter_raises: BTreeSet::new(),
            homebrew: crate::engine::homebrew::CopyOnWrite::default(),
        }
    }
}

impl Campaign {
    /// NPCs remembered at most.
    pub const NPC_MEMORY: usize = 50;

    crate::engine::ruleset::execute_on_a_copy!(RuleError::bounded);

    /// Carries out one command on this copy of the campaign: each family
    /// of commands has its own dispatcher, each command its own function.
    fn apply(&mut self, command: &Command, dice: &mut dyn Dice) -> Result<Outcome, RuleError> {
        let mut out = Outcome::default();
        match command {
            Command::Typed(typed) => return self.apply(&typed.resolve(self), dice),
            Command::Init
            | Command::Status { .. }
            | Command::Turn
            | Command::Set(_)
            | Command::AddPlayer(_)
            | Command::AddPlayerPreset { .. }
            | Command::RemovePlayer { .. }
            | Command::SetHouseRule { .. }
            | Command::HouseRules
            | Command::NpcGen { .. } => self.apply_party(command, dice, &mut out)?,
            Command::Check(_)
            | Command::Reroll(_)
            | Command::Roll { .. }
            | Command::ChapterRaise { .. }
            | Command::SkillUp { .. }
            | Command::OpenContainer { .. } => self.apply_dice(command, dice, &mut out)?,
            Command::Damage { .. }
            | Command::Initiative
            | Command::AddEnemy(_)
            | Command::AddPack { .. }
            | Command::HurtEnemy { .. }
            | Command::EnemyAttack { .. } => self.apply_fight(command, dice, &mut out)?,
            Command::Doctor { .. }
            | Command::FirstAid { .. }
            | Command::Hurt { .. }
            | Command::Heal { .. }
            | Command::Rads { .. }
            | Command::Caps { .. }
            | Command::Ap { .. }
            | Command::Revive { .. }
            | Command::EffectAdd { .. }
            | Command::EffectRemove { .. }
            | Command::EffectList { .. } => self.apply_body(command, dice, &mut out)?,
            Command::InventoryAdd { .. }
            | Command::InventoryRemove { .. }
            | Command::UseItem { .. }
            | Command::Rest { .. }
            | Command::Location { .. }
            | Command::MoveTeam { .. }
            | Command::Loot { .. }
            | Command::Trade { .. } => self.apply_world(command, dice, &mut out)?,
        }
        Ok(out)
    }

    /// The table's commands: the campaign, its characters, settings and house rules.
    fn apply_party(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Init => self.init(out),
            Command::Status { player } => self.status(player.as_deref(), out)?,
            Command::Turn => self.turn(dice, out),
            Command::Set(setting) => self.set(setting, out)?,
            Command::AddPlayer(new) => self.add_player(new, out)?,
            Command::AddPlayerPreset {
                owner,
                name,
                character,
                background,
                preset,
            } => {
                let names = [owner, name, character, background];
                self.add_player_preset(preset, names, out)?;
            }
            Command::RemovePlayer { name } => self.remove_player(name, out)?,
            Command::SetHouseRule { rule, on } => self.set_house_rule(*rule, *on, out)?,
            Command::HouseRules => self.list_house_rules(out),
            Command::NpcGen { count } => self.npc_gen(*count, dice, out)?,
            _ => unreachable!("`apply` routes only its family's commands here"),
        }
        Ok(())
    }

    /// Checks and rolls: skill checks, re-rolls, plain dice, and the checks of levelling and opening containers.
    fn apply_dice(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Check(request) => self.check(request, dice, out)?,
            Command::Reroll(offer) => self.reroll(offer, dice, out)?,
            Command::Roll {
                count,
                sides,
                repeat,
            } => roll_generic(*count, *sides, *repeat, dice, out)?,
            Command::ChapterRaise { player, skill } => {
                self.chapter_raise(player, *skill, dice, out)?;
            }
            Command::SkillUp { player, skill } => self.skill_up(player, *skill, dice, out)?,
            Command::OpenContainer { player, skill } => {
                self.open_container(player, *skill, dice, out)?;
            }
            _ => unreachable!("`apply` routes only its family's commands here"),
        }
        Ok(())
    }

    /// Combat: player attacks, initiative, enemies coming, hurt and attacking.
    fn apply_fight(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Damage {
                player,
                weapon,
                ap,
                target,
                close,
            } => self.damage(player, weapon, *ap, target.as_deref(), *close, dice, out)?,
            Command::Initiative => self.roll_initiative(dice, out),
            Command::AddEnemy(spec) => self.add_enemy(spec, out)?,
            Command::AddPack {
                template,
                count,
                name,
            } => self.add_pack(template, *count, name.as_deref(), out)?,
            Command::HurtEnemy { name, amount } => {
                self.hurt_enemy(name, *amount, dice, out)?;
            }
            Command::EnemyAttack { enemy, target } => {
                self.enemy_attack(enemy, target.as_deref(), dice, out)?;
            }
            _ => unreachable!("`apply` routes only its family's commands here"),
        }
        Ok(())
    }

    /// Health and care: the doctor, first aid, damage, healing, radiation, caps, AP, revival and status effects.
    fn apply_body(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::Doctor { player } => self.doctor(player, dice, out)?,
            Command::FirstAid { medic, target } => {
                self.first_aid(medic, target.as_deref(), dice, out)?;
            }
            Command::Hurt { player, amount } => self.hurt(player, *amount, out)?,
            Command::Heal { player, amount } => self.heal_command(player, *amount, out)?,
            Command::Rads { player, amount } => self.rads_command(player, *amount, out)?,
            Command::Caps { player, amount } => self.caps(player, *amount, out)?,
            Command::Ap { player, amount } => self.ap_command(player, *amount, out)?,
            Command::Revive { player } => self.revive(player, out)?,
            Command::EffectAdd {
                player,
                name,
                turns,
            } => self.effect_add(player, name, *turns, out)?,
            Command::EffectRemove { player, name } => self.effect_remove(player, name, out)?,
            Command::EffectList { player } => self.effect_list(player, out)?,
            _ => unreachable!("`apply` routes only its family's commands here"),
        }
        Ok(())
    }

    /// Goods and travel: inventory, items used, rest, places, loot and trade.
    fn apply_world(
        &mut self,
        command: &Command,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::InventoryAdd { player, item, qty } => {
                self.inventory(player, item, *qty, true, out)?;
            }
            Command::InventoryRemove { player, item, qty } => {
                self.inventory(player, item, *qty, false, out)?;
            }
            Command::UseItem {
                player,
                item,
                target,
                provider,
            } => self.use_item(
                player,
                item,
                target.as_deref(),
                provider.as_deref(),
                dice,
                out,
            )?,
            Command::Rest { hours, force } => self.rest(*hours, *force, dice, out)?,
            Command::Location { player, place } => {
                self.location(player.as_deref(), place.as_deref(), out)?;
            }
            Command::MoveTeam { place } => self.move_team(place, dice, out)?,
            Command::Loot { tier, count } => {
                super::loot::draw(&self.homebrew.loot, *tier, *count, dice, out)?;
            }
            Command::Trade {
                player,
                price,
                side,
                settle,
            } => self.trade(player, *price, *side, settle.as_ref(), out)?,
            _ => unreachable!("`apply` routes only its family's commands here"),
        }
        Ok(())
    }

    // ----- lookups --------------------------------------------------------

    /// The index of a character by name, by the one name identity
    /// ([`crate::engine::name::key`]: case, accents and compatibility forms folded).
    pub fn player_index(&self, name: &str) -> Result<usize, RuleError> {
        crate::engine::roster::index_by_name(&self.players, name, |p| &p.name).map_err(
            |suggestions| RuleError::Unknown {
                kind: Unknown::Player,
                name: name.to_owned(),
                suggestions,
            },
        )
    }

    /// A character by name ([`Campaign::player_index`]).
    pub fn player(&self, name: &str) -> Result<&Character, RuleError> {
        Ok(&self.players[self.player_index(name)?])
    }

    /// The character a user owns, if any (the living one first).
    #[must_use]
    pub fn character_of(&self, owner: &str) -> Option<&Character> {
        self.players
            .iter()
            .filter(|p| p.owner == owner)
            .min_by_key(|p| !p.is_alive())
    }

    /// The index of an enemy by name, by the one name identity.
    pub fn enemy_index(&self, name: &str) -> Result<usize, RuleError> {
        self.enemies
            .iter()
            .position(|e| crate::engine::name::same(&e.name, name))
            .ok_or_else(|| RuleError::Unknown {
                kind: Unknown::Enemy,
                name: name.to_owned(),
                suggestions: self
                    .enemies
                    .iter()
                    .filter(|e| e.is_alive())
                    .map(|e| e.name.clone())
                    .collect(),
            })
    }

    /// Living enemies.
    pub fn living_enemies(&self) -> impl Iterator<Item = &Enemy> {
        self.enemies.iter().filter(|e| e.is_alive())
    }

    /// Characters who count for the encounter budget: all that are not dead.
    #[must_use]
    pub fn party_size(&self) -> u32 {
        self.players.iter().filter(|p| p.is_alive()).count() as u32
    }

    // ----- views ----------------------------------------------------------

    /// The world line with derived values.
    #[must_use]
    pub fn world_view(&self) -> WorldView {
        let budget = Budget::for_chapter(self.world.chapter);
        WorldView {
            world: self.world.clone(),
            chapter_day: self.world.chapter_day(),
            hp_budget: budget.hp_for_party(self.party_size()),
            hp_used: self.living_enemies().map(|e| e.hp).sum(),
            max_tier: budget.max_tier,
        }
    }

    /// A character's sheet.
    #[must_use]
    pub fn character_view(&self, c: &Character) -> CharacterView {
        let weather = self.world.weather;
        CharacterView {
            name: c.name.clone(),
            owner: c.owner.clone(),
            character: c.character.clone(),
            background: c.background.clone(),
            special: c.special,
            effective: c.effective_all(weather),
            skills: Skill::ALL
                .into_iter()
                .map(|skill| SkillLevel {
                    skill,
                    level: c.skill(skill),
                    tag: c.is_tag(skill),
                })
                .collect(),
            hp: c.hp,
            max_hp: c.max_hp(),
            rads: c.rads,
            rad_band: super::character::radiation_band(c.rads),
            caps: c.caps,
            ap: c.ap,
            carry_weight: c.carry_weight(),
            load: c.load(),
            encumbered: c.encumbered(),
            initiative: c.initiative(weather),
            inventory: c.inventory.clone(),
            brewed: c
                .inventory
                .iter()
                .filter(|s| {
                    use crate::engine::homebrew::Homebrew as _;
                    ["weapons", "consumables"]
                        .iter()
                        .any(|k| self.homebrew.is_homebrew(k, &s.item))
                })
                .map(|s| s.item.clone())
                .collect(),
            effects: c.effects.clone(),
            condition: c.condition,
        }
    }

    /// An enemy as shown on the field.
    #[must_use]
    pub fn enemy_view(e: &Enemy) -> EnemyView {
        EnemyView {
            name: e.name.clone(),
            template: e.template.clone(),
            tier: e.tier,
            hp: e.hp,
            max_hp: e.max_hp,
            damage: format!("{}d{}", e.damage_dice, e.damage_sides),
            attack_skill: e.attack_skill,
            drops: e.drops,
            special: e.special.clone(),
            effects: e.effects.clone(),
            alive: e.is_alive(),
        }
    }

    fn status(&self, player: Option<&str>, out: &mut Outcome) -> Result<(), RuleError> {
        if let Some(name) = player {
            let c = self.player(name)?;
            out.push(Event::Sheet {
                character: self.character_view(c),
            });
            // While the party is split, the sheet says where the character is.
            if !self.apart.is_empty() {
                let name = c.name.clone();
                out.push(Event::Whereabouts {
                    party: self.world.location.clone(),
                    everyone: self
                        .whereabouts()
                        .into_iter()
                        .filter(|w| w.name == name)
                        .collect(),
                });
            }
            return Ok(());
        }
        out.push(Event::Status {
            world: self.world_view(),
            players: self
                .players
                .iter()
                .map(|c| self.character_view(c))
                .collect(),
            enemies: self.enemies.iter().map(Campaign::enemy_view).collect(),
            npcs: self.npcs.clone(),
            action_status: self.action_status(),
            initiative: self.initiative.clone(),
        });
        if !self.apart.is_empty() {
            out.push(Event::Whereabouts {
                party: self.world.location.clone(),
                everyone: self.whereabouts(),
            });
        }
        if !self.house_rules.is_empty() {
            self.list_house_rules(out);
            if self.house(HouseRule::Hunger) {
                for c in &self.players {
                    let hunger = self.hunger_of(&c.name);
                    out.push(Event::Hunger {
                        name: c.name.clone(),
                        before: hunger,
                        after: hunger,
                        hungry: hunger > super::house::HUNGRY_OVER,
                    });
                }
            }
        }
        Ok(())
    }

    // ----- action tracking --------------------------------------------------

    /// Who still has to act this round.
    #[must_use]
    pub fn action_status(&self) -> ActionStatus {
        let living = self
            .players
            .iter()
            .filter(|p| p.condition == Condition::Active)
            .map(|p| Unit::Player(p.name.clone()))
            .chain(self.living_enemies().map(|e| Unit::Enemy(e.name.clone())));
        let pending: Vec<Unit> = living.filter(|u| !self.acted.contains(u)).collect();
        ActionStatus {
            all_acted: pending.is_empty(),
            pending,
        }
    }

    /// Marks units as having acted and reports who is still pending.
    pub(crate) fn mark_acted(&mut self, units: impl IntoIterator<Item = Unit>, out: &mut Outcome) {
        self.acted.extend(units);
        out.push(Event::ActionStatus(self.action_status()));
    }

    pub(crate) fn forget_unit(&mut self, unit: &Unit) {
        self.acted.remove(unit);
        self.initiative.retain(|e| &e.unit != unit);
        if let Unit::Player(name) = unit {
            self.apart.remove(name);
            self.hunger.remove(name);
            self.chapter_raises.remove(name);
        }
    }

    /// A character's one skill raise of the chapter (the skill-up rule, INT
    /// check included); refused when the chapter's raise was used or none
    /// was granted.
    pub(crate) fn chapter_raise(
        &mut self,
        player: &str,
        skill: super::skills::Skill,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.player_index(player)?;
        let name = self.players[i].name.clone();
        if !self.chapter_raises.contains(&name) {
            return Err(RuleError::NoChapterRaise { name });
        }
        self.skill_up(&name, skill, dice, out)?;
        self.chapter_raises.remove(&name);
        Ok(())
    }

    // ----- modes ------------------------------------------------------------

    pub(crate) fn change_mode(&mut self, to: Mode, out: &mut Outcome) {
        let from = self.world.mode;
        if from == to {
            return;
        }
        self.world.mode = to;
        self.acted.clear();
        match to {
            Mode::Combat => self.world.combat_round = 1,
            Mode::Exploration => {
                self.world.combat_round = 0;
                self.initiative.clear();
            }
        }
        out.push(Event::ModeChanged { from, to });
    }

    fn set(&mut self, setting: &Setting, out: &mut Outcome) -> Result<(), RuleError> {
        // Kept to tell a setting that changes nothing (the same weather, the
        // same day): it is refused, so nothing is saved, logged or undone.
        let before = self.clone();
        let mut chapter_raises = None;
        match setting {
            Setting::Chapter(n) => {
                self.world.chapter = in_range("chapter", *n, 1, 999)? as u32;
                self.world.chapter_start_turn = self.world.turn;
                // A new chapter: every living character may raise one skill.
                let living: Vec<String> = self
                    .players
                    .iter()
                    .filter(|c| c.is_alive())
                    .map(|c| c.name.clone())
                    .collect();
                self.chapter_raises = living.iter().cloned().collect();
                chapter_raises = Some(living);
            }
            Setting::Location(text) => {
                // The GM sets where the whole party is (no travel roll: that
                // is `move-team`); a split party regroups there.
                self.world.location =
                    crate::engine::name::clean(crate::engine::name::LOCATION, text)?;
                self.apart.clear();
            }
            Setting::Quest(text) => {
                self.world.quest = crate::engine::name::clean(crate::engine::name::QUEST, text)?;
            }
            Setting::Weather(w) => self.world.weather = *w,
            Setting::Mode(m) => {
                self.change_mode(*m, out);
            }
            Setting::Day(d) => self.world.day = in_range("day", *d, 1, 100_000)? as u32,
            Setting::Period(p) => self.world.period = *p,
            Setting::ApCap(cap) => {
                self.world.ap_cap = match cap {
                    Some(c) => Some(in_range("ap_cap", *c, 0, 99)? as u32),
                    None => None,
                };
            }
            Setting::Shelter(on) => self.world.shelter = *on,
        }
        if *self == before {
            let value = serde_json::to_value(setting).unwrap_or_default();
            let word = |key: &str| match value.get(key) {
                Some(serde_json::Value::String(s)) => s.clone(),
                Some(serde_json::Value::Null) | None => "none".to_owned(),
                Some(serde_json::Value::Bool(true)) => "on".to_owned(),
                Some(serde_json::Value::Bool(false)) => "off".to_owned(),
                Some(other) => other.to_string(),
            };
            return Err(RuleError::AlreadySet {
                what: word("field"),
                value: word("value"),
            });
        }
        out.events.insert(
            0,
            Event::SettingChanged {
                setting: setting.clone(),
            },
        );
        if let Some(players) = chapter_raises.filter(|p| !p.is_empty()) {
            out.push(Event::ChapterRaises { players });
        }
        Ok(())
    }

    /// A new campaign, in place of this one.
    fn init(&mut self, out: &mut Outcome) {
        *self = Campaign::new();
        out.push(Event::CampaignStarted {
            world: self.world_view(),
        });
    }

    /// A character made from a preset's S.P.E.C.I.A.L. and tags; `names`
    /// are the owner, the name, the concept and the background.
    fn add_player_preset(
        &mut self,
        preset: &str,
        names: [&String; 4],
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let brew = &self.homebrew.presets;
        let p = brew.find(preset).ok_or_else(|| RuleError::Unknown {
            kind: super::error::Unknown::Preset,
            name: crate::engine::name::echo(preset),
            suggestions: brew.names(),
        })?;
        let [owner, name, character, background] = names.map(Clone::clone);
        let new = super::character::NewCharacter {
            owner,
            name,
            character,
            background,
            special: p.special,
            tags: p.tags.map(|s| s.name().to_owned()),
        };
        self.add_player(&new, out)
    }

    fn remove_player(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.player_index(name)?;
        let removed = self.players.remove(i);
        self.forget_unit(&Unit::Player(removed.name.clone()));
        out.push(Event::CharacterRemoved { name: removed.name });
        Ok(())
    }

    /// A character's running effects.
    fn effect_list(&self, player: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let c = &self.players[self.player_index(player)?];
        out.push(Event::Effects {
            name: c.name.clone(),
            effects: c.effects.clone(),
        });
        Ok(())
    }

    fn add_player(
        &mut self,
        new: &super::character::NewCharacter,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let character = Character::create(new)?;
        self.ensure_name_free(&character.name)?;
        if let Some(existing) = self
            .players
            .iter()
            .find(|p| p.owner == character.owner && p.is_alive())
        {
            return Err(RuleError::OwnerHasCharacter {
                owner: character.owner.clone(),
                existing: existing.name.clone(),
            });
        }
        out.push(Event::CharacterCreated {
            character: self.character_view(&character),
        });
        self.players.push(character);
        Ok(())
    }
}

/// Checks that an integer lies in `min..=max`.
pub(crate) fn in_range(what: &str, value: i64, min: i64, max: i64) -> Result<i64, RuleError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(RuleError::OutOfRange {
            what: what.to_owned(),
            value,
            min,
            max,
        })
    }
}

/// Rolls `count` dice of `sides` sides, `repeat` times.
fn roll_generic(
    count: i64,
    sides: i64,
    repeat: i64,
    dice: &mut dyn Dice,
    out: &mut Outcome,
) -> Result<(), RuleError> {
    let repeat = in_range("repeat", repeat, 1, crate::engine::dice::REPEAT_MAX)?;
    for _ in 0..repeat {
        let count = in_range("dice count", count, 1, 100)? as u32;
        let sides = in_range("sides", sides, 2, 1000)? as u32;
        let faces = crate::engine::dice::roll_many(dice, count, sides);
        out.push(Event::Dice {
            count,
            sides,
            total: faces.iter().sum(),
            min: faces.iter().copied().min().unwrap_or(0),
            max: faces.iter().copied().max().unwrap_or(0),
            faces,
        });
    }
    Ok(())
}

crate::engine::roster::roster_of!(Campaign, players, enemies);
