//! The six attributes and the skill table (skill -> attribute) of the d20
//! game, as data, with the parsers for the words players type.
//!
//! Which attribute each skill uses is a decision where the seed only describes
//! the attributes; `docs/rulesets/d20.md` gives the reason for each row.

use serde::{Deserialize, Serialize};

use super::error::{RuleError, Unknown};

/// One of the six attributes, each a signed bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attribute {
    /// Strength: endurance, wrestling, melee.
    Str,
    /// Agility: acrobatics, dodging, stealth.
    Agi,
    /// Precision: driving, firing guns, reacting.
    Pre,
    /// Intelligence: knowledge, magic, repair.
    Int,
    /// Wisdom: noticing, resisting manipulation.
    Wis,
    /// Charisma: persuading, deceiving, leading.
    Cha,
}

impl Attribute {
    /// All six, in sheet order.
    pub const ALL: [Attribute; 6] = [
        Attribute::Str,
        Attribute::Agi,
        Attribute::Pre,
        Attribute::Int,
        Attribute::Wis,
        Attribute::Cha,
    ];

    /// The short name (`Str`, `Agi`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Attribute::Str => "Str",
            Attribute::Agi => "Agi",
            Attribute::Pre => "Pre",
            Attribute::Int => "Int",
            Attribute::Wis => "Wis",
            Attribute::Cha => "Cha",
        }
    }
}

/// The six attribute bonuses of a character, each in
/// [`Attributes::MIN`]`..=`[`Attributes::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Attributes {
    /// Strength.
    pub str: i32,
    /// Agility.
    pub agi: i32,
    /// Precision.
    pub pre: i32,
    /// Intelligence.
    pub int: i32,
    /// Wisdom.
    pub wis: i32,
    /// Charisma.
    pub cha: i32,
}

impl Attributes {
    /// Lowest attribute bonus.
    pub const MIN: i32 = -5;
    /// Highest attribute bonus.
    pub const MAX: i32 = 10;

    /// The bonus of one attribute.
    #[must_use]
    pub fn get(&self, attribute: Attribute) -> i32 {
        match attribute {
            Attribute::Str => self.str,
            Attribute::Agi => self.agi,
            Attribute::Pre => self.pre,
            Attribute::Int => self.int,
            Attribute::Wis => self.wis,
            Attribute::Cha => self.cha,
        }
    }
}

/// A skill of the d20 game; saves are the first three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// Fortitude save.
    Fortitude,
    /// Reflex save.
    Reflex,
    /// Will save.
    Will,
    /// Climbing, swimming, grappling.
    Athletics,
    /// Balance, tumbling.
    Acrobatics,
    /// Moving unseen.
    Stealth,
    /// Noticing things.
    Perception,
    /// Convincing honestly.
    Persuasion,
    /// Convincing dishonestly.
    Deception,
    /// Convincing by threat.
    Intimidation,
    /// Recalling information.
    Knowledge,
    /// Treating wounds and illness.
    Medicine,
    /// Living off the land, tracking.
    Survival,
    /// Vehicles.
    Driving,
    /// Machines and devices.
    Repair,
    /// Melee attacks.
    MeleeWeapons,
    /// Attacks with light ranged weapons.
    LightWeapons,
    /// Attacks with heavy ranged weapons.
    HeavyWeapons,
    /// Thrown and placed explosives.
    Explosives,
}

/// One row of the skill table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkillRow {
    /// The skill.
    pub skill: Skill,
    /// Its English name.
    pub name: &'static str,
    /// The attribute its rolls add.
    pub attribute: Attribute,
    /// Whether it is a saving throw.
    pub save: bool,
    /// Other words accepted for it (lower case, no spaces).
    pub aliases: &'static [&'static str],
}

const fn row(
    skill: Skill,
    name: &'static str,
    attribute: Attribute,
    save: bool,
    aliases: &'static [&'static str],
) -> SkillRow {
    SkillRow {
        skill,
        name,
        attribute,
        save,
        aliases,
    }
}

/// The skill table: every skill, its attribute, whether it is a save.
pub const SKILLS: [SkillRow; 19] = [
    row(
        Skill::Fortitude,
        "Fortitude",
        Attribute::Str,
        true,
        &["fort", "fortitudesave"],
    ),
    row(
        Skill::Reflex,
        "Reflex",
        Attribute::Agi,
        true,
        &["ref", "reflexsave"],
    ),
    row(Skill::Will, "Will", Attribute::Wis, true, &["willsave"]),
    row(
        Skill::Athletics,
        "Athletics",
        Attribute::Str,
        false,
        &["ath"],
    ),
    row(
        Skill::Acrobatics,
        "Acrobatics",
        Attribute::Agi,
        false,
        &["acro"],
    ),
    row(Skill::Stealth, "Stealth", Attribute::Agi, false, &[]),
    row(
        Skill::Perception,
        "Perception",
        Attribute::Wis,
        false,
        &["perc"],
    ),
    row(Skill::Persuasion, "Persuasion", Attribute::Cha, false, &[]),
    row(Skill::Deception, "Deception", Attribute::Cha, false, &[]),
    row(
        Skill::Intimidation,
        "Intimidation",
        Attribute::Cha,
        false,
        &[],
    ),
    row(Skill::Knowledge, "Knowledge", Attribute::Int, false, &[]),
    row(Skill::Medicine, "Medicine", Attribute::Int, false, &[]),
    row(Skill::Survival, "Survival", Attribute::Wis, false, &[]),
    row(Skill::Driving, "Driving", Attribute::Pre, false, &[]),
    row(Skill::Repair, "Repair", Attribute::Int, false, &[]),
    row(
        Skill::MeleeWeapons,
        "Melee Weapons",
        Attribute::Str,
        false,
        &["melee"],
    ),
    row(
        Skill::LightWeapons,
        "Light Weapons",
        Attribute::Pre,
        false,
        &["light"],
    ),
    row(
        Skill::HeavyWeapons,
        "Heavy Weapons",
        Attribute::Pre,
        false,
        &["heavy"],
    ),
    row(Skill::Explosives, "Explosives", Attribute::Pre, false, &[]),
];

/// A typed word reduced to its letters and digits, lower case, so "Melee
/// Weapons", "melee-weapons" and "MELEE_WEAPONS" are one word.
pub(crate) fn fold(word: &str) -> String {
    crate::engine::name::loose(word, skipped).collect()
}

/// Whether two words reduce ([`fold`]) to the same word, without allocating.
pub(crate) fn same_word(a: &str, b: &str) -> bool {
    crate::engine::name::loose_eq(a, b, skipped)
}

/// The characters [`fold`] drops.
fn skipped(c: char) -> bool {
    matches!(c, ' ' | '-' | '_' | '\'')
}

impl Skill {
    /// Every skill, in table order.
    pub fn all() -> impl Iterator<Item = Skill> {
        SKILLS.iter().map(|r| r.skill)
    }

    /// This skill's table row.
    #[must_use]
    pub fn row(self) -> &'static SkillRow {
        // The table lists every variant in declaration order; the test
        // `the_skill_table_lists_every_skill_in_order` holds it to that.
        &SKILLS[self as usize]
    }

    /// Its English name.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The attribute its rolls add.
    #[must_use]
    pub fn attribute(self) -> Attribute {
        self.row().attribute
    }

    /// Whether it is a saving throw.
    #[must_use]
    pub fn is_save(self) -> bool {
        self.row().save
    }

    /// Parses a skill word, ignoring case, spaces, hyphens and underscores;
    /// accepts the aliases of [`SKILLS`] and a trailing "save" on saves.
    #[must_use]
    pub fn parse(word: &str) -> Option<Skill> {
        let w = fold(word);
        SKILLS
            .iter()
            .find(|r| same_word(r.name, &w) || r.aliases.contains(&w.as_str()))
            .map(|r| r.skill)
    }

    /// Parses a skill word like [`Skill::parse`], or refuses it with the
    /// list of skills as suggestions.
    pub fn read(word: &str) -> Result<Skill, RuleError> {
        Skill::parse(word).ok_or_else(|| RuleError::unknown(Unknown::Skill, word, Skill::names()))
    }

    /// Parses a comma-separated list of skills (empty items skipped; a
    /// full-width comma counts too).
    pub fn read_list(text: &str) -> Result<Vec<Skill>, RuleError> {
        text.split([',', '，'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(Skill::read)
            .collect()
    }

    /// The English names of every skill, for hints and autocomplete.
    #[must_use]
    pub fn names() -> Vec<String> {
        SKILLS.iter().map(|r| r.name.to_owned()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_skill_table_lists_every_skill_in_order() {
        for (i, r) in SKILLS.iter().enumerate() {
            assert_eq!(r.skill as usize, i, "{}", r.name);
        }
    }

    #[test]
    fn skill_words_parse_ignoring_case_and_separators() {
        assert_eq!(Skill::parse("FORT"), Some(Skill::Fortitude));
        assert_eq!(Skill::parse("ref"), Some(Skill::Reflex));
        assert_eq!(Skill::parse("Will"), Some(Skill::Will));
        assert_eq!(Skill::parse("melee-weapons"), Some(Skill::MeleeWeapons));
        assert_eq!(Skill::parse("Light Weapons"), Some(Skill::LightWeapons));
        assert_eq!(Skill::parse("reflex_save"), Some(Skill::Reflex));
        assert_eq!(Skill::parse("juggling"), None);
    }
}
