//! Commands: the intents a front end asks the engine to carry out. Every field
//! is already parsed into the engine's types or plain values; names are matched
//! by the engine, ignoring case.

use serde::{Deserialize, Serialize};

use super::character::NewCharacter;
use super::check::RerollOffer;
use super::data::LootTier;
use super::skills::Skill;
use super::world::{Mode, Period, Weather};
use crate::engine::special::Attribute;

/// A campaign setting the GM can change with `set`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "field", content = "value", rename_all = "snake_case")]
pub enum Setting {
    /// Chapter number (>= 1); starts the chapter now, resetting safe turns and chapter days.
    Chapter(i64),
    /// Where the party is.
    Location(String),
    /// The current quest.
    Quest(String),
    /// The weather.
    Weather(Weather),
    /// Exploration or combat.
    Mode(Mode),
    /// The day (>= 1).
    Day(i64),
    /// The time of day.
    Period(Period),
    /// Highest AP a character may hold, or none.
    ApCap(Option<i64>),
    /// Whether the party is sheltered from Rad Storms.
    Shelter(bool),
}

/// The names `set` accepts, for help texts and autocomplete.
pub const SETTING_FIELDS: [&str; 9] = [
    "chapter", "location", "quest", "weather", "mode", "day", "time", "ap_cap", "shelter",
];

impl Setting {
    /// Parses `set <field> <value>` as typed by a user. Field names ignore case;
    /// `time` and `period` are the same field, `apcap`/`ap-cap`/`ap_cap` too.
    pub fn parse(field: &str, value: &str) -> Result<Setting, super::RuleError> {
        use super::error::{RuleError, Unknown};
        let field_key: String = field
            .trim()
            .chars()
            .filter(|c| !matches!(c, '_' | '-' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        let value = value.trim();
        let number = |what: &str| {
            value.parse::<i64>().map_err(|_| RuleError::Invalid {
                what: what.to_owned(),
                value: value.to_owned(),
            })
        };
        let unknown = |kind: Unknown, names: Vec<String>| RuleError::Unknown {
            kind,
            name: value.to_owned(),
            suggestions: names,
        };
        Ok(match field_key.as_str() {
            "chapter" => Setting::Chapter(number("number")?),
            "location" => Setting::Location(value.to_owned()),
            "quest" => Setting::Quest(value.to_owned()),
            "weather" => Setting::Weather(Weather::parse(value).ok_or_else(|| {
                unknown(
                    Unknown::Weather,
                    Weather::TABLE
                        .iter()
                        .map(|(w, _)| w.name().to_owned())
                        .collect(),
                )
            })?),
            "mode" => Setting::Mode(Mode::parse(value).ok_or_else(|| {
                unknown(Unknown::Mode, vec!["exploration".into(), "combat".into()])
            })?),
            "day" => Setting::Day(number("number")?),
            "time" | "period" => Setting::Period(Period::parse(value).ok_or_else(|| {
                unknown(
                    Unknown::Period,
                    Period::ALL.iter().map(|p| p.name().to_owned()).collect(),
                )
            })?),
            "apcap" => {
                if value.eq_ignore_ascii_case("none") || value.eq_ignore_ascii_case("off") {
                    Setting::ApCap(None)
                } else {
                    Setting::ApCap(Some(number("number")?))
                }
            }
            "shelter" => Setting::Shelter(match value.to_ascii_lowercase().as_str() {
                "on" | "true" | "yes" | "1" => true,
                "off" | "false" | "no" | "0" => false,
                _ => {
                    return Err(RuleError::Invalid {
                        what: "on/off".into(),
                        value: value.to_owned(),
                    })
                }
            }),
            _ => {
                return Err(RuleError::Unknown {
                    kind: Unknown::Setting,
                    name: field.to_owned(),
                    suggestions: SETTING_FIELDS.iter().map(|s| (*s).to_owned()).collect(),
                })
            }
        })
    }
}

/// A skill check request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckRequest {
    /// Participants by name; the engine picks the leader (highest TN, first on ties).
    pub players: Vec<String>,
    /// The attribute.
    pub attribute: Attribute,
    /// The skill.
    pub skill: Skill,
    /// Difficulty 0..=5.
    pub difficulty: i64,
    /// AP the leader spends for extra dice, 0..=3.
    pub ap: i64,
    /// A GM's bonus to every participant's TN (may be negative), -10..=10.
    pub bonus: i64,
    /// How many times the check is made in a row, 1..=20 (see
    /// `Campaign::check`).
    #[serde(default = "crate::engine::dice::once")]
    pub repeat: i64,
}

/// Who is added to the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EnemySpec {
    /// From a template, optionally with a name (else "Raider", "Raider 2", ...).
    Template {
        /// The template's name.
        template: String,
        /// A name for this one.
        name: Option<String>,
    },
    /// A custom enemy.
    Custom {
        /// Its name.
        name: String,
        /// HP (1..=1000); also sets its tier.
        hp: i64,
        /// Damage dice as NdM.
        damage: String,
        /// Attack skill 1..=20.
        attack_skill: i64,
        /// Drops: junk, common, uncommon, rare, unique or none.
        drops: String,
        /// Special traits, free text.
        special: Option<String>,
    },
}

/// Buy or sell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TradeSide {
    /// The character buys.
    Buy,
    /// The character sells.
    Sell,
}

/// An item moved by a settled trade.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TradeGoods {
    /// The item.
    pub item: String,
    /// How many (1..=999).
    pub qty: i64,
}

/// Everything the engine can be asked to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Command {
    /// Start over with a fresh campaign.
    Init,
    /// Read the campaign, or one character.
    Status {
        /// A character's name, or the whole campaign.
        player: Option<String>,
    },
    /// Advance an exploration turn or a combat round.
    Turn,
    /// Change a setting.
    Set(Setting),
    /// Create a character.
    AddPlayer(NewCharacter),
    /// Create a character from a preset the campaign knows (shipped or its
    /// homebrew): the preset's S.P.E.C.I.A.L. and tags.
    AddPlayerPreset {
        /// Who plays it.
        owner: String,
        /// The name used in commands.
        name: String,
        /// Concept or full name.
        character: String,
        /// Background.
        background: String,
        /// The preset's name.
        preset: String,
    },
    /// Remove a character.
    RemovePlayer {
        /// Its name.
        name: String,
    },
    /// A skill check.
    Check(CheckRequest),
    /// Resolve a Luck re-roll offered by a check.
    Reroll(RerollOffer),
    /// Roll generic dice.
    Roll {
        /// How many (1..=100).
        count: i64,
        /// Sides (2..=1000).
        sides: i64,
        /// How many times to roll them, 1..=[`crate::engine::dice::REPEAT_MAX`].
        #[serde(default = "crate::engine::dice::once")]
        repeat: i64,
    },
    /// Roll weapon damage, optionally against an enemy.
    Damage {
        /// The attacker.
        player: String,
        /// The weapon.
        weapon: String,
        /// AP spent for extra dice, 0..=3.
        ap: i64,
        /// An enemy to apply the damage to.
        target: Option<String>,
        /// Close range (Spread weapons add a die).
        close: bool,
    },
    /// Roll initiative for everyone on the field.
    Initiative,
    /// Add an enemy, within the encounter budget.
    AddEnemy(EnemySpec),
    /// Add a pack of enemies from one template, named `<name> 1`..`<name> N`
    /// (the template's name unless one is given), all within the encounter
    /// budget or none.
    AddPack {
        /// The template's name.
        template: String,
        /// How many, 1..=[`PACK_MAX`].
        count: i64,
        /// The pack's name instead of the template's.
        name: Option<String>,
    },
    /// Damage (or, negative, heal) an enemy.
    HurtEnemy {
        /// The enemy.
        name: String,
        /// Damage; negative heals.
        amount: i64,
    },
    /// An enemy attacks a character: the one named, or (`None`) one picked at
    /// random among those who can act.
    EnemyAttack {
        /// The attacker.
        enemy: String,
        /// The character attacked; `None` picks one at random.
        target: Option<String>,
    },
    /// GM: a doctor's visit: 200 rads off and a Medicine check (difficulty 3)
    /// against addictions.
    Doctor {
        /// The patient.
        player: String,
    },
    /// First aid with a Medkit from the medic's inventory: INT + Medicine at
    /// difficulty 1 heals 10 HP.
    FirstAid {
        /// Who treats (and whose Medkit is used).
        medic: String,
        /// Who is treated, if not the medic.
        target: Option<String>,
    },
    /// Damage a character.
    Hurt {
        /// The character.
        player: String,
        /// Damage, >= 0.
        amount: i64,
    },
    /// Heal a character (+2 per Medicine level).
    Heal {
        /// The character.
        player: String,
        /// HP, >= 0.
        amount: i64,
    },
    /// Add (or, negative, remove) rads.
    Rads {
        /// The character.
        player: String,
        /// Rads.
        amount: i64,
    },
    /// Give or take caps.
    Caps {
        /// The character.
        player: String,
        /// Caps.
        amount: i64,
    },
    /// Give or take AP.
    Ap {
        /// The character.
        player: String,
        /// AP.
        amount: i64,
    },
    /// Put items in an inventory.
    InventoryAdd {
        /// The character.
        player: String,
        /// The item.
        item: String,
        /// How many (1..=999).
        qty: i64,
    },
    /// Take items out of an inventory.
    InventoryRemove {
        /// The character.
        player: String,
        /// The item.
        item: String,
        /// How many (1..=999).
        qty: i64,
    },
    /// Use a consumable, on oneself or another character.
    UseItem {
        /// Who uses it (their Medicine bonus applies; the item comes from
        /// their inventory unless a provider gives it).
        player: String,
        /// The consumable.
        item: String,
        /// Who receives it, if not the user.
        target: Option<String>,
        /// Whose inventory pays, if not the user's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        provider: Option<String>,
    },
    /// Add a status effect.
    EffectAdd {
        /// The character.
        player: String,
        /// The effect.
        name: String,
        /// Turns (>= 1), or -1 for permanent.
        turns: i64,
    },
    /// Remove a status effect.
    EffectRemove {
        /// The character.
        player: String,
        /// The effect.
        name: String,
    },
    /// List a character's effects.
    EffectList {
        /// The character.
        player: String,
    },
    /// Rest for some hours.
    Rest {
        /// Hours (1..=24).
        hours: i64,
        /// Rest outside shelter even under the `safe-rest` house rule (GM).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        force: bool,
    },
    /// GM: turn a house rule on or off.
    SetHouseRule {
        /// The rule.
        rule: super::house::HouseRule,
        /// On or off.
        on: bool,
    },
    /// The house rules now on.
    HouseRules,
    /// Where everyone is (no name), where one character is (a name), or move
    /// one character (a name and a place).
    Location {
        /// The character.
        player: Option<String>,
        /// Where to move them.
        place: Option<String>,
    },
    /// GM: the whole party travels to a place (a d6 may find a container).
    MoveTeam {
        /// The place.
        place: String,
    },
    /// A character's one skill raise of a new chapter (the skill-up rule).
    ChapterRaise {
        /// The character.
        player: String,
        /// The skill.
        skill: Skill,
    },
    /// Open a found container with Lockpick or Science.
    OpenContainer {
        /// Who tries.
        player: String,
        /// Lockpick or Science.
        skill: Skill,
    },
    /// Raise a skill by one, with the INT bonus check.
    SkillUp {
        /// The character.
        player: String,
        /// The skill.
        skill: Skill,
    },
    /// Bring a dead or incapacitated character back at 1 HP.
    Revive {
        /// The character.
        player: String,
    },
    /// Draw loot.
    Loot {
        /// A tier, or each item's tier drawn by weight.
        tier: Option<LootTier>,
        /// How many distinct items (1..=10).
        count: i64,
    },
    /// Quote (and optionally settle) a trade.
    Trade {
        /// The character trading.
        player: String,
        /// Base price in caps (1..=1,000,000).
        price: i64,
        /// Buy or sell.
        side: TradeSide,
        /// Goods to move when the deal is settled; `None` only quotes.
        settle: Option<TradeGoods>,
    },
    /// Generate NPCs.
    NpcGen {
        /// How many (1..=5).
        count: i64,
    },
    /// Words typed on the command line that the campaign splits into one of
    /// the commands above by the names it knows.
    Typed(super::typed::Typed),
}

/// Most enemies one pack adds.
pub const PACK_MAX: i64 = 20;

impl Command {
    /// Whether the command only reads the campaign (nothing to save or undo).
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        matches!(
            self,
            Command::Status { .. }
                | Command::EffectList { .. }
                | Command::Roll { .. }
                | Command::HouseRules
                | Command::Location { place: None, .. }
        )
    }

    /// The command's name in the seed's language (`add-player`, `enemy-hurt`, ...).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Command::Init => "init",
            Command::Status { .. } => "status",
            Command::Turn => "turn",
            Command::Set(_) => "set",
            Command::AddPlayer(_) | Command::AddPlayerPreset { .. } => "add-player",
            Command::RemovePlayer { .. } => "remove-player",
            Command::Check(_) => "check",
            Command::Reroll(_) => "reroll",
            Command::Roll { .. } => "roll",
            Command::Damage { .. } => "damage",
            Command::Initiative => "initiative",
            Command::AddEnemy(_) | Command::AddPack { .. } => "enemy-add",
            Command::HurtEnemy { .. } => "enemy-hurt",
            Command::EnemyAttack { .. } => "enemy-attack",
            Command::Doctor { .. } => "doctor",
            Command::SetHouseRule { .. } => "rule",
            Command::HouseRules => "rules",
            Command::Location { .. } => "location",
            Command::MoveTeam { .. } => "move-team",
            Command::ChapterRaise { .. } => "chapter-raise",
            Command::OpenContainer { .. } => "open-container",
            Command::FirstAid { .. } => "first-aid",
            Command::Hurt { .. } => "hurt",
            Command::Heal { .. } => "heal",
            Command::Rads { .. } => "rads",
            Command::Caps { .. } => "caps",
            Command::Ap { .. } => "ap",
            Command::InventoryAdd { .. } | Command::InventoryRemove { .. } => "inventory",
            Command::UseItem { .. } => "use-item",
            Command::Typed(typed) => typed.name(),
            Command::EffectAdd { .. }
            | Command::EffectRemove { .. }
            | Command::EffectList { .. } => "effect",
            Command::Rest { .. } => "rest",
            Command::SkillUp { .. } => "skill-up",
            Command::Revive { .. } => "revive",
            Command::Loot { .. } => "loot",
            Command::Trade { .. } => "trade",
            Command::NpcGen { .. } => "npc-gen",
        }
    }
}
