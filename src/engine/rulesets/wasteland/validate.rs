//! The invariants a campaign state keeps, checked as one function.
//!
//! Commands keep these by construction; [`Campaign::validate`] checks them on
//! state that did not come from commands (an imported export, a hand-edited
//! file) and in property tests, so whatever enters the store is a state the
//! engine could have produced. It reports the first broken rule with where it
//! is, in the order a reader would look: world, characters, enemies, the rest.

use std::collections::BTreeSet;

use super::campaign::{Campaign, STATE_VERSION};
use super::character::{Character, Condition, MAX_AP, MAX_CAPS, MAX_RADS, MAX_STACK};
use super::effect::{Effect, PERMANENT};
use super::enemy::Enemy;
use super::error::RuleError;
use super::outcome::Unit;
use super::skills::Skill;
use crate::engine::name::{self, Bound};
use crate::engine::special::Special;

/// Longest effect duration a command can set.
pub const MAX_EFFECT_TURNS: i32 = 999;
/// Highest chapter, day and round numbers a state may hold.
pub const MAX_COUNTER: u32 = 1_000_000;

/// The first broken invariant: where, and which rule.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{at}: {rule}")]
pub struct Broken {
    /// Where in the state, e.g. `players[1] "Jake" hp`.
    pub at: String,
    /// The rule it breaks.
    pub rule: Rule,
}

/// An invariant of the campaign state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rule {
    /// The state's schema version is not this engine's.
    #[error("state version {found}, expected {expected}")]
    Version {
        /// The version found.
        found: u32,
        /// The version this engine reads.
        expected: u32,
    },
    /// A number outside its range.
    #[error("{value} is outside {min}..={max}")]
    Range {
        /// The value found.
        value: i64,
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// Text a command would refuse (too long, forbidden characters, not normalized).
    #[error("text refused: {0}")]
    Text(RuleError),
    /// Two things whose names are the same name.
    #[error("{name} appears twice")]
    Duplicate {
        /// The second one's name.
        name: String,
    },
    /// A name that only looks like another one of the same list (their
    /// confusable skeletons meet: [`name::repeated`]).
    #[error("{name} looks the same as {other}")]
    LooksLike {
        /// The later name.
        name: String,
        /// The earlier name it looks like.
        other: String,
    },
    /// A reference to something that does not exist.
    #[error("{name} does not exist")]
    Missing {
        /// The name referred to.
        name: String,
    },
    /// A combination of values commands never produce.
    #[error("{what}")]
    Inconsistent {
        /// What is inconsistent, as a short machine-readable phrase.
        what: &'static str,
    },
}

fn broken(at: impl Into<String>, rule: Rule) -> Broken {
    Broken {
        at: at.into(),
        rule,
    }
}

fn range(at: &str, value: i64, min: i64, max: i64) -> Result<(), Broken> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(broken(at, Rule::Range { value, min, max }))
    }
}

/// Text must be exactly what [`name::clean`] would have stored.
fn text(at: &str, bound: Bound, value: &str) -> Result<(), Broken> {
    match name::clean(bound, value) {
        Ok(clean) if clean == value => Ok(()),
        Ok(_) => Err(broken(
            at,
            Rule::Inconsistent {
                what: "text not trimmed or not normalized",
            },
        )),
        Err(e) => Err(broken(at, Rule::Text(e.into()))),
    }
}

/// Names in a list must be distinct by the one name identity.
fn distinct<'a>(at: &str, names: impl Iterator<Item = &'a str>) -> Result<(), Broken> {
    let mut seen = BTreeSet::new();
    for n in names {
        if !seen.insert(name::key(n)) {
            return Err(broken(
                at,
                Rule::Duplicate {
                    name: name::echo(n),
                },
            ));
        }
    }
    Ok(())
}

fn effects(at: &str, list: &[Effect]) -> Result<(), Broken> {
    for (i, e) in list.iter().enumerate() {
        let here = format!("{at}.effects[{i}]");
        text(&format!("{here}.name"), name::EFFECT_NAME, &e.name)?;
        if e.turns != PERMANENT {
            range(
                &format!("{here}.turns"),
                i64::from(e.turns),
                1,
                i64::from(MAX_EFFECT_TURNS),
            )?;
        }
    }
    distinct(
        &format!("{at}.effects"),
        list.iter().map(|e| e.name.as_str()),
    )
}

impl Campaign {
    /// Characters and enemies share one namespace: no name is, or only
    /// looks like, another's ([`name::repeated`], the check every new name
    /// passes), so an import cannot bring two a command could not tell apart.
    fn validate_names(&self) -> Result<(), Broken> {
        let players = self.players.iter().map(|c| c.name.as_str());
        let enemies = self.enemies.iter().map(|e| e.name.as_str());
        let Some(r) = name::repeated(players.chain(enemies)) else {
            return Ok(());
        };
        let at = if r.at < self.players.len() {
            "players"
        } else {
            "enemies"
        };
        let rule = if r.same {
            Rule::Duplicate {
                name: name::echo(&r.name),
            }
        } else {
            Rule::LooksLike {
                name: name::echo(&r.name),
                other: name::echo(&r.earlier),
            }
        };
        Err(broken(at, rule))
    }

    /// Checks every invariant the engine keeps; the first broken one is the error.
    pub fn validate(&self) -> Result<(), Broken> {
        if self.version != STATE_VERSION {
            return Err(broken(
                "version",
                Rule::Version {
                    found: self.version,
                    expected: STATE_VERSION,
                },
            ));
        }
        self.validate_world()?;
        for (i, c) in self.players.iter().enumerate() {
            validate_character(&format!("players[{i}]"), c)?;
        }
        let mut owners = BTreeSet::new();
        for c in self.players.iter().filter(|c| c.is_alive()) {
            if !owners.insert(c.owner.as_str()) {
                return Err(broken(
                    format!("players \"{}\"", name::echo(&c.name)),
                    Rule::Inconsistent {
                        what: "owner has two living characters",
                    },
                ));
            }
        }
        for (i, e) in self.enemies.iter().enumerate() {
            self.validate_enemy(&format!("enemies[{i}]"), e)?;
        }
        self.validate_names()?;
        range(
            "npcs",
            self.npcs.len() as i64,
            0,
            Campaign::NPC_MEMORY as i64,
        )?;
        for (i, npc) in self.npcs.iter().enumerate() {
            text(&format!("npcs[{i}].name"), name::CONCEPT, &npc.name)?;
        }
        self.validate_units()?;
        self.validate_spawned()?;
        Ok(())
    }

    /// An enemy's name, HP, tier, dice, skill and traits in bounds, its
    /// template known, its effects valid.
    fn validate_enemy(&self, at: &str, e: &Enemy) -> Result<(), Broken> {
        text(&format!("{at}.name"), name::ENEMY_NAME, &e.name)?;
        range(&format!("{at}.max_hp"), i64::from(e.max_hp), 1, 1000)?;
        range(&format!("{at}.hp"), i64::from(e.hp), 0, i64::from(e.max_hp))?;
        range(&format!("{at}.tier"), i64::from(e.tier), 1, 5)?;
        range(
            &format!("{at}.damage_dice"),
            i64::from(e.damage_dice),
            1,
            20,
        )?;
        range(
            &format!("{at}.damage_sides"),
            i64::from(e.damage_sides),
            2,
            100,
        )?;
        range(
            &format!("{at}.attack_skill"),
            i64::from(e.attack_skill),
            1,
            20,
        )?;
        text(&format!("{at}.special"), name::SPECIAL_TRAITS, &e.special)?;
        if let Some(t) = &e.template {
            if self.homebrew.enemies.find(t).is_none() {
                return Err(broken(
                    format!("{at}.template"),
                    Rule::Missing {
                        name: name::echo(t),
                    },
                ));
            }
        }
        effects(at, &e.effects)?;
        Ok(())
    }

    /// Units that acted or stand in the initiative exist.
    fn validate_units(&self) -> Result<(), Broken> {
        for unit in self
            .acted
            .iter()
            .chain(self.initiative.iter().map(|e| &e.unit))
        {
            let exists = match unit {
                Unit::Player(n) => self.player_index(n).is_ok(),
                Unit::Enemy(n) => self.enemy_index(n).is_ok(),
            };
            if !exists {
                return Err(broken(
                    "acted/initiative",
                    Rule::Missing {
                        name: name::echo(unit.name()),
                    },
                ));
            }
        }
        Ok(())
    }

    /// Templates spawned are known, their counters in bounds.
    fn validate_spawned(&self) -> Result<(), Broken> {
        for (template, count) in &self.spawned {
            if self.homebrew.enemies.find(template).is_none() {
                return Err(broken(
                    "spawned",
                    Rule::Missing {
                        name: name::echo(template),
                    },
                ));
            }
            range(
                &format!("spawned \"{template}\""),
                i64::from(*count),
                0,
                i64::from(MAX_COUNTER),
            )?;
        }
        Ok(())
    }

    fn validate_world(&self) -> Result<(), Broken> {
        let w = &self.world;
        let max = i64::from(MAX_COUNTER);
        range("world.chapter", i64::from(w.chapter), 1, max)?;
        range("world.day", i64::from(w.day), 1, max)?;
        range("world.turn", i64::from(w.turn), 0, max)?;
        range(
            "world.chapter_start_turn",
            i64::from(w.chapter_start_turn),
            0,
            i64::from(w.turn),
        )?;
        range("world.combat_round", i64::from(w.combat_round), 0, max)?;
        if let Some(cap) = w.ap_cap {
            range("world.ap_cap", i64::from(cap), 0, 99)?;
        }
        text("world.location", name::LOCATION, &w.location)?;
        text("world.quest", name::QUEST, &w.quest)
    }
}

fn validate_character(at: &str, c: &Character) -> Result<(), Broken> {
    text(&format!("{at}.name"), name::CHARACTER_NAME, &c.name)?;
    let at = format!("{at} \"{}\"", c.name);
    text(&format!("{at}.owner"), name::OWNER, &c.owner)?;
    text(&format!("{at}.character"), name::CONCEPT, &c.character)?;
    text(&format!("{at}.background"), name::BACKGROUND, &c.background)?;
    for (i, score) in c.special.0.iter().enumerate() {
        range(
            &format!("{at}.special[{i}]"),
            i64::from(*score),
            i64::from(Special::MIN),
            i64::from(Special::MAX),
        )?;
    }
    // Creation: S.P.E.C.I.A.L. adds up to 40, and nothing in the game changes
    // it afterwards.
    range(
        &format!("{at}.special total"),
        i64::from(c.special.total()),
        i64::from(Special::CREATION_TOTAL),
        i64::from(Special::CREATION_TOTAL),
    )?;
    validate_skills(&at, c)?;
    range(
        &format!("{at}.hp"),
        i64::from(c.hp),
        0,
        i64::from(c.max_hp()),
    )?;
    range(
        &format!("{at}.rads"),
        i64::from(c.rads),
        0,
        i64::from(MAX_RADS),
    )?;
    range(
        &format!("{at}.caps"),
        i64::from(c.caps),
        0,
        i64::from(MAX_CAPS),
    )?;
    range(&format!("{at}.ap"), i64::from(c.ap), 0, i64::from(MAX_AP))?;
    validate_belongings(&at, c)
}

/// A character's skills: every skill at a level in bounds, three
/// different tags, each at least where a tag starts.
fn validate_skills(at: &str, c: &Character) -> Result<(), Broken> {
    for skill in Skill::ALL {
        let Some(level) = c.skills.get(&skill) else {
            return Err(broken(
                format!("{at}.skills"),
                Rule::Missing {
                    name: skill.name().to_owned(),
                },
            ));
        };
        range(
            &format!("{at}.skills.{}", skill.name()),
            i64::from(*level),
            0,
            i64::from(Skill::MAX_LEVEL),
        )?;
    }
    let mut tags = c.tags.clone();
    tags.sort_unstable();
    tags.dedup();
    if tags.len() != 3 || c.tags.len() != 3 {
        return Err(broken(
            format!("{at}.tags"),
            Rule::Inconsistent {
                what: "not three different tag skills",
            },
        ));
    }
    // A tag skill starts at 2 and skills only ever rise.
    for tag in &c.tags {
        range(
            &format!("{at}.skills.{} (tagged)", tag.name()),
            i64::from(c.skills.get(tag).copied().unwrap_or(0)),
            i64::from(Skill::TAG_START),
            i64::from(Skill::MAX_LEVEL),
        )?;
    }
    Ok(())
}

/// A character's inventory (clean item names, stacks in bounds, each item
/// once), effects, and an incapacitation at 0 HP.
fn validate_belongings(at: &str, c: &Character) -> Result<(), Broken> {
    for (i, stack) in c.inventory.iter().enumerate() {
        text(
            &format!("{at}.inventory[{i}].item"),
            name::ITEM_NAME,
            &stack.item,
        )?;
        range(
            &format!("{at}.inventory[{i}].qty"),
            i64::from(stack.qty),
            1,
            i64::from(MAX_STACK),
        )?;
    }
    distinct(
        &format!("{at}.inventory"),
        c.inventory.iter().map(|s| s.item.as_str()),
    )?;
    effects(at, &c.effects)?;
    if let Condition::Incapacitated { turns_down } = c.condition {
        range(
            &format!("{at}.condition.turns_down"),
            i64::from(turns_down),
            0,
            i64::from(Character::TURNS_TO_DEATH),
        )?;
        if c.hp != 0 {
            return Err(broken(
                format!("{at}.hp"),
                Rule::Inconsistent {
                    what: "incapacitated with HP above 0",
                },
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rulesets::wasteland::character::NewCharacter;
    use crate::engine::rulesets::wasteland::Command;
    use crate::engine::ScriptedDice;

    fn campaign_with(names: &[&str]) -> Campaign {
        let mut c = Campaign::new();
        for (i, n) in names.iter().enumerate() {
            c.execute(
                &Command::AddPlayer(NewCharacter {
                    owner: format!("{i}"),
                    name: (*n).to_owned(),
                    character: "Wanderer".into(),
                    background: "Vault".into(),
                    special: [6, 7, 5, 4, 6, 8, 4],
                    tags: ["Small Guns".into(), "Sneak".into(), "Lockpick".into()],
                }),
                &mut ScriptedDice::new([]),
            )
            .expect("valid character");
        }
        c
    }

    #[test]
    fn a_state_made_by_commands_is_valid() {
        assert_eq!(campaign_with(&["Jake", "Éva"]).validate(), Ok(()));
    }

    #[test]
    fn two_names_that_only_look_alike_are_a_broken_state() {
        // "Кate" with a Cyrillic К only looks like Kate: two names a
        // command could not tell apart.
        let mut c = campaign_with(&["Kate", "Eva"]);
        c.players[1].name = "\u{41a}ate".into();
        assert_eq!(
            c.validate(),
            Err(Broken {
                at: "players".into(),
                rule: Rule::LooksLike {
                    name: "\u{41a}ate".into(),
                    other: "Kate".into(),
                }
            })
        );
    }

    #[test]
    fn each_kind_of_broken_state_is_named() {
        let mut c = campaign_with(&["Jake"]);
        c.players[0].hp = 9999;
        assert_eq!(
            c.validate(),
            Err(Broken {
                at: "players[0] \"Jake\".hp".into(),
                rule: Rule::Range {
                    value: 9999,
                    min: 0,
                    max: 50
                }
            })
        );

        let mut c = campaign_with(&["Jake"]);
        c.players[0].special.0[0] = 255;
        assert_eq!(
            c.validate().map_err(|b| b.at),
            Err("players[0] \"Jake\".special[0]".into())
        );

        let mut c = campaign_with(&["Jake"]);
        c.players[0].caps = u32::MAX;
        assert!(matches!(
            c.validate().map_err(|b| b.rule),
            Err(Rule::Range {
                max: 1_000_000_000,
                ..
            })
        ));

        let mut c = campaign_with(&["Jake", "Eva"]);
        c.players[1].name = "JAKE".into();
        c.players[1].owner = "9".into();
        assert_eq!(
            c.validate(),
            Err(Broken {
                at: "players".into(),
                rule: Rule::Duplicate {
                    name: "JAKE".into()
                }
            })
        );

        let mut c = campaign_with(&["Jake"]);
        c.players[0].effects.push(Effect {
            name: "Poisoned".into(),
            turns: -5,
        });
        assert_eq!(
            c.validate().map_err(|b| b.at),
            Err("players[0] \"Jake\".effects[0].turns".into())
        );

        let mut c = campaign_with(&["Jake"]);
        c.players[0].inventory[0].item = "x".repeat(100_000);
        assert!(matches!(
            c.validate().map_err(|b| b.rule),
            Err(Rule::Text(RuleError::OutOfRange { value: 100_000, .. }))
        ));

        let mut c = campaign_with(&["Jake"]);
        c.version = 7;
        assert_eq!(
            c.validate().map_err(|b| b.rule),
            Err(Rule::Version {
                found: 7,
                expected: STATE_VERSION
            })
        );

        let mut c = campaign_with(&["Jake"]);
        c.players[0].name = "\u{202E}ekaJ".into();
        assert!(matches!(
            c.validate().map_err(|b| b.rule),
            Err(Rule::Text(RuleError::ForbiddenCharacter { .. }))
        ));
    }
}
