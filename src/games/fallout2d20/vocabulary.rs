//! The Fallout 2d20 game's words in both languages: the name the game prints
//! for a shipped weapon, ammunition, chem, armour piece, power armour piece,
//! creature, disease, skill, attribute, hit location, range or damage type
//! is read back as that entry, in either language, on every front end. The
//! entries come from the engine's content tables (the English names it
//! knows) and their names from the locale files (`f2d20-bot-weapon-<slug>`,
//! `f2d20-bot-disease-<slug>`... in `f2d20.ftl`), so a word the bot prints is
//! a word it reads and no list is kept by hand; what the games share of it
//! is [`crate::i18n::vocabulary`].
//!
//! [`canonical`] rewrites the names of a command built on Discord before it
//! runs (the command line reads each word as it parses, [`super::WORDS`]);
//! a name a user gave, a homebrew entry or an English name is left as typed,
//! for the engine to match or refuse as always.

use std::sync::LazyLock;

use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::chems::CHEMS;
use crate::engine::rulesets::fallout2d20::data::{AMMO, ARMOUR, CREATURES, WEAPONS};
use crate::engine::rulesets::fallout2d20::diseases::DISEASES;
use crate::engine::rulesets::fallout2d20::power::POWER_ARMOR;
use crate::engine::rulesets::fallout2d20::skills::SKILLS;
use crate::engine::rulesets::fallout2d20::Command;
use crate::i18n::vocabulary::Vocabulary;

/// What a name names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A weapon, ammunition or chem: what `give` and `take` move.
    Item,
    /// An armour or power armour piece.
    Apparel,
    /// A creature template.
    Creature,
    /// A disease.
    Disease,
    /// A skill or an attribute.
    Skill,
    /// A hit location, a range band or a damage type.
    Word,
}

/// The game's vocabulary, from its content tables and locale files.
pub static VOCABULARY: LazyLock<Vocabulary<Kind>> = LazyLock::new(|| {
    let mut v = Vocabulary::new();
    let mut add = |kind: Kind, prefix: &str, english: &str| {
        v.add(kind, &format!("{prefix}{}", slug(english)), english);
    };
    for w in &WEAPONS {
        add(Kind::Item, "f2d20-bot-weapon-", &w.name);
    }
    for ammo in &AMMO {
        add(Kind::Item, "f2d20-bot-ammo-", ammo);
    }
    for c in &CHEMS {
        add(Kind::Item, "f2d20-bot-chem-", &c.name);
    }
    for a in &ARMOUR {
        add(Kind::Apparel, "f2d20-bot-armour-", &a.name);
    }
    for p in &POWER_ARMOR {
        add(Kind::Apparel, "f2d20-bot-power-", &p.name);
    }
    for c in &CREATURES {
        add(Kind::Creature, "f2d20-bot-creature-", &c.name);
    }
    for d in &DISEASES {
        add(Kind::Disease, "f2d20-bot-disease-", &d.name);
    }
    for s in SKILLS {
        add(Kind::Skill, "f2d20-bot-skill-", s.name());
    }
    v.add_prefix(Kind::Skill, "attr-");
    for prefix in ["f2d20-bot-loc-", "f2d20-range-", "f2d20-damage-"] {
        v.add_prefix(Kind::Word, prefix);
    }
    v
});

/// Rewrites `word` in place when it names an entry of `kind`.
fn read(kind: Kind, word: &mut String) {
    VOCABULARY.rewrite(Some(kind), word);
}

/// Rewrites an optional hit location.
fn read_location(word: Option<&mut String>) {
    if let Some(word) = word {
        read(Kind::Word, word);
    }
}

/// Rewrites the names of shipped entries in `command` typed in either
/// language into the English names the engine matches (see the module's
/// doc).
pub fn canonical(command: &mut Command) {
    match command {
        Command::Give { item, .. } | Command::Take { item, .. } => read(Kind::Item, item),
        Command::Mine { mine, .. } => read(Kind::Item, mine),
        Command::Wear { piece, .. }
        | Command::Doff { piece, .. }
        | Command::Repair { piece, .. }
        | Command::ApparelReroll { piece, .. } => read(Kind::Apparel, piece),
        Command::PowerArmor {
            frame: Some(frame), ..
        } => read(Kind::Apparel, frame),
        Command::AddCreature { template, .. } => read(Kind::Creature, template),
        Command::AddCreatureWords { words, .. } => {
            for w in words.iter_mut() {
                read(Kind::Creature, w);
            }
        }
        Command::Disease { disease, .. } => read(Kind::Disease, disease),
        Command::Attack(attack) => {
            read(Kind::Item, &mut attack.weapon);
            read_location(attack.location.as_mut());
        }
        Command::FirstAid { location, .. }
        | Command::Hurt { location, .. }
        | Command::AirbornePoison { location, .. } => read_location(location.as_mut()),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_printed_name_reads_back_as_its_entry() {
        let reads_back = |kind: Kind, prefix: &str, english: &str| {
            for lang in Lang::ALL {
                let id = format!("{prefix}{}", slug(english));
                let shown = crate::i18n::tr(lang, &id, &[]);
                assert_eq!(VOCABULARY.english(kind, &shown), Some(english), "{shown}");
            }
        };
        for d in &DISEASES {
            reads_back(Kind::Disease, "f2d20-bot-disease-", &d.name);
        }
        for w in &WEAPONS {
            reads_back(Kind::Item, "f2d20-bot-weapon-", &w.name);
        }
        for c in &CHEMS {
            reads_back(Kind::Item, "f2d20-bot-chem-", &c.name);
        }
        for c in &CREATURES {
            reads_back(Kind::Creature, "f2d20-bot-creature-", &c.name);
        }
    }

    #[test]
    fn a_disease_typed_in_chinese_is_given_by_its_english_name() {
        let mut command = Command::Disease {
            character: "Bo".to_owned(),
            disease: "痢 疾".to_owned(),
            end: false,
        };
        canonical(&mut command);
        assert_eq!(
            command,
            Command::Disease {
                character: "Bo".to_owned(),
                disease: "Dysentery".to_owned(),
                end: false,
            }
        );
    }
}
