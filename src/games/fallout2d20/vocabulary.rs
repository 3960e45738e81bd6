//! The Fallout 2d20 game's words in both languages: the name the game prints
//! for a shipped weapon, ammunition, chem, armour piece, power armour piece,
//! creature, disease, skill, attribute, hit location, range, damage type,
//! perk or magazine, origin, trait, weapon or apparel mod and robot part is
//! read back as that entry, in either language, on every front end. The
//! entries come from the engine's content tables (the English names it
//! knows) and their names from the locale files (`f2d20-bot-weapon-<slug>`,
//! `f2d20-bot-disease-<slug>`... in `f2d20.ftl`; perks, traits, mods and
//! robot parts in `f2d20_names.ftl`), so a word the bot prints is a word it
//! reads and no list is kept by hand; what the games share of it is
//! [`crate::i18n::vocabulary`].
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
use crate::engine::rulesets::fallout2d20::mods::{APPAREL_MODS, WEAPON_MODS};
use crate::engine::rulesets::fallout2d20::origins::{ORIGINS, TRAITS};
use crate::engine::rulesets::fallout2d20::perks::PERKS;
use crate::engine::rulesets::fallout2d20::power::POWER_ARMOR;
use crate::engine::rulesets::fallout2d20::robots::{ROBOT_ARMOUR, ROBOT_MODULES};
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
    /// A perk or a magazine.
    Perk,
    /// An origin.
    Origin,
    /// A trait.
    Trait,
    /// A weapon or apparel mod.
    Mod,
    /// A robot's plating, armour or module.
    RobotPart,
}

/// The message-id prefix of each table's names, with the kind: a name is
/// the prefix and the slug of the content file's English name. First the
/// tables named in `f2d20.ftl` ([`PRINTED`] of them: weapons, ammunition,
/// chems, armour, power armour, creatures, diseases, skills), then the
/// ones named in `f2d20_names.ftl` (and the origins in `f2d20-origins.ftl`).
const PREFIXES: [(&str, Kind); 15] = [
    ("f2d20-bot-weapon-", Kind::Item),
    ("f2d20-bot-ammo-", Kind::Item),
    ("f2d20-bot-chem-", Kind::Item),
    ("f2d20-bot-armour-", Kind::Apparel),
    ("f2d20-bot-power-", Kind::Apparel),
    ("f2d20-bot-creature-", Kind::Creature),
    ("f2d20-bot-disease-", Kind::Disease),
    ("f2d20-bot-skill-", Kind::Skill),
    ("f2d20-bot-perk-", Kind::Perk),
    ("f2d20-bot-origin-", Kind::Origin),
    ("f2d20-bot-trait-", Kind::Trait),
    ("f2d20-weapon-mod-", Kind::Mod),
    ("f2d20-apparel-mod-", Kind::Mod),
    ("f2d20-robot-armour-", Kind::RobotPart),
    ("f2d20-robot-module-", Kind::RobotPart),
];

/// How many of [`PREFIXES`] name their entries in `f2d20.ftl`.
const PRINTED: usize = 8;

/// Every shipped entry the game names, a table at a time: the message-id
/// prefix and kind ([`PREFIXES`]) and the English names of the table's
/// entries.
fn entries() -> Vec<(&'static str, Kind, Vec<String>)> {
    fn names<'a>(it: impl Iterator<Item = &'a str>) -> Vec<String> {
        it.map(str::to_owned).collect()
    }
    let tables = [
        names(WEAPONS.iter().map(|x| &*x.name)),
        names(AMMO.iter().copied()),
        names(CHEMS.iter().map(|x| &*x.name)),
        names(ARMOUR.iter().map(|x| &*x.name)),
        names(POWER_ARMOR.iter().map(|x| &*x.name)),
        names(CREATURES.iter().map(|x| &*x.name)),
        names(DISEASES.iter().map(|x| &*x.name)),
        names(SKILLS.iter().map(|x| x.name())),
        names(PERKS.iter().map(|x| &*x.name)),
        names(ORIGINS.iter().map(|x| &*x.name)),
        names(TRAITS.iter().map(|x| &*x.name)),
        names(WEAPON_MODS.iter().map(|x| x.name.as_str())),
        names(APPAREL_MODS.iter().map(|x| x.name.as_str())),
        names(ROBOT_ARMOUR.iter().map(|x| &*x.name)),
        names(ROBOT_MODULES.iter().map(|x| &*x.name)),
    ];
    PREFIXES
        .into_iter()
        .zip(tables)
        .map(|((prefix, kind), names)| (prefix, kind, names))
        .collect()
}

/// The English names of every shipped perk, origin, trait, mod and robot
/// part, a table at a time: the ones `f2d20_names.ftl` names ([`entries`]
/// after the first [`PRINTED`]).
#[must_use]
pub fn named_entries() -> Vec<(&'static str, Kind, Vec<String>)> {
    entries().split_off(PRINTED)
}

/// A perk's, trait's, mod's or robot part's name in the reader's language
/// (`None` when the locale files name no shipped entry `english` under
/// `prefix`: a homebrew entry).
#[must_use]
pub fn named(lang: crate::i18n::Lang, prefix: &str, english: &str) -> Option<String> {
    crate::i18n::try_tr(lang, &format!("{prefix}{}", slug(english)), &[])
}

/// The name of `english` under the first of `prefixes` that names it
/// ([`named`]), or `None`.
#[must_use]
pub fn named_under(lang: crate::i18n::Lang, prefixes: &[&str], english: &str) -> Option<String> {
    prefixes
        .iter()
        .find_map(|prefix| named(lang, prefix, english))
}

/// The game's vocabulary, from its content tables and locale files.
pub static VOCABULARY: LazyLock<Vocabulary<Kind>> = LazyLock::new(|| {
    let mut v = Vocabulary::new();
    let mut add = |kind: Kind, prefix: &str, english: &str| {
        v.add(kind, &format!("{prefix}{}", slug(english)), english);
    };
    for (prefix, kind, names) in entries() {
        for english in &names {
            add(kind, prefix, english);
        }
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

/// The game's fixed word `name` is, in any language, as the engine's
/// English (an item, a skill, a hit location, a perk...; a creature
/// template is not one, as a lone creature takes its template's name): the
/// words a character or a creature may not be called
/// ([`crate::engine::name::fixed_word`]).
#[must_use]
pub fn fixed_word(name: &str) -> Option<String> {
    [
        Kind::Item,
        Kind::Apparel,
        Kind::Disease,
        Kind::Skill,
        Kind::Word,
        Kind::Perk,
        Kind::Origin,
        Kind::Trait,
        Kind::Mod,
        Kind::RobotPart,
    ]
    .into_iter()
    .find_map(|kind| VOCABULARY.english(kind, name))
    .map(str::to_owned)
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
        Command::LevelUp { perk, .. } => read(Kind::Perk, perk),
        Command::Read { magazine, .. } => read(Kind::Perk, magazine),
        Command::CreateCharacter(creation) => {
            read(Kind::Perk, &mut creation.perk);
            if let Some(p) = creation.second_perk.as_mut() {
                read(Kind::Perk, p);
            }
        }
        Command::Origin { origin, traits, .. } => {
            read(Kind::Origin, origin);
            for t in traits.iter_mut() {
                read(Kind::Trait, t);
            }
        }
        Command::Robot { part, .. } => read(Kind::RobotPart, part),
        Command::Mod { item, name, .. } => {
            if VOCABULARY.english(Kind::Item, item).is_some() {
                read(Kind::Item, item);
            } else {
                read(Kind::Apparel, item);
            }
            read(Kind::Mod, name);
        }
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
        for (prefix, kind, names) in entries().into_iter().take(PRINTED) {
            for english in &names {
                reads_back(kind, prefix, english);
            }
        }
    }

    #[test]
    fn no_two_items_or_apparel_share_a_printed_name() {
        let mut seen: std::collections::HashMap<(Kind, String), String> =
            std::collections::HashMap::new();
        let mut count = 0;
        let items_and_apparel = entries()
            .into_iter()
            .filter(|(_, kind, _)| matches!(kind, Kind::Item | Kind::Apparel))
            .flat_map(|(prefix, kind, names)| names.into_iter().map(move |n| (kind, prefix, n)));
        for (kind, prefix, english) in items_and_apparel {
            for lang in Lang::ALL {
                let shown = crate::i18n::tr(lang, &format!("{prefix}{}", slug(&english)), &[]);
                let key = (kind, crate::i18n::vocabulary::folded(&shown));
                if let Some(other) = seen.insert(key, english.clone()) {
                    assert!(
                        crate::engine::name::same(&other, &english),
                        "{lang}: {other} and {english} are both printed {shown}"
                    );
                }
                count += 1;
            }
        }
        assert!(count > 200, "{count}");
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

    #[test]
    fn every_perk_trait_mod_and_robot_part_reads_back_and_no_two_share_a_chinese_name() {
        let mut taken: std::collections::HashMap<(Kind, String), String> =
            std::collections::HashMap::new();
        let mut count = 0;
        for (prefix, kind, names) in named_entries() {
            for english in &names {
                let id = format!("{prefix}{}", slug(english));
                let en = crate::i18n::try_tr(Lang::EnUs, &id, &[]);
                assert_eq!(en.as_deref(), Some(english.as_str()), "{id}");
                let zh = crate::i18n::try_tr(Lang::ZhCn, &id, &[])
                    .unwrap_or_else(|| panic!("no zh-CN name for {id}"));
                assert!(!zh.is_ascii(), "{id}: {zh}");
                for shown in [&zh, english, &format!(" {} ", zh.to_uppercase())] {
                    assert_eq!(VOCABULARY.english(kind, shown), Some(english.as_str()));
                }
                // The command line reads it back through the game's words.
                let read = crate::i18n::game_word(super::super::WORDS, &zh);
                assert_eq!(read.as_deref(), Some(english.as_str()), "{zh}");
                let folded = crate::i18n::vocabulary::folded(&zh);
                if let Some(other) = taken.insert((kind, folded), english.clone()) {
                    assert_eq!(&other, english, "{zh} names two entries");
                }
                count += 1;
            }
        }
        assert_eq!(count, 189 + 6 + 10 + 134 + 196 + 51 + 13);
    }

    #[test]
    fn perks_origins_traits_and_mods_typed_in_chinese_are_read_as_their_entries() {
        let mut level_up = Command::LevelUp {
            character: "Bo".to_owned(),
            skill: crate::engine::rulesets::fallout2d20::Skill::Sneak,
            perk: "铁 拳".to_owned(),
            further: false,
        };
        canonical(&mut level_up);
        assert!(
            matches!(&level_up, Command::LevelUp { perk, .. } if perk == "Iron Fist"),
            "{level_up:?}"
        );
        let mut modded = Command::Mod {
            character: "Bo".to_owned(),
            item: "１０毫米手枪".to_owned(),
            name: "开孔".to_owned(),
            remove: false,
        };
        canonical(&mut modded);
        assert_eq!(
            modded,
            Command::Mod {
                character: "Bo".to_owned(),
                item: "10mm Pistol".to_owned(),
                name: "Ported".to_owned(),
                remove: false,
            }
        );
        let mut origin = Command::Origin {
            character: "Bo".to_owned(),
            origin: "幸存者".to_owned(),
            traits: vec!["天赋异禀".to_owned(), "重手".to_owned(), "Kate".to_owned()],
        };
        canonical(&mut origin);
        assert_eq!(
            origin,
            Command::Origin {
                character: "Bo".to_owned(),
                origin: "Survivor".to_owned(),
                traits: vec![
                    "Gifted".to_owned(),
                    "Heavy Handed".to_owned(),
                    "Kate".to_owned()
                ],
            }
        );
        let mut read = Command::Read {
            character: "Bo".to_owned(),
            magazine: "野战手册 5-01：黑暗中吹口哨".to_owned(),
        };
        canonical(&mut read);
        assert!(
            matches!(&read, Command::Read { magazine, .. } if magazine == "FH 5-01 Whistling in the Dark"),
            "{read:?}"
        );
    }

    #[test]
    fn a_word_of_the_game_keeps_its_name_where_a_mod_shares_its_english() {
        let words = super::super::WORDS;
        let shown = crate::i18n::game_word_in(Lang::ZhCn, words, "long");
        assert_eq!(shown.as_deref(), Some("远"));
        assert_eq!(
            crate::i18n::game_word(words, "加长").as_deref(),
            Some("Long")
        );
        assert_eq!(crate::i18n::game_word(words, "远").as_deref(), Some("Long"));
    }
}
