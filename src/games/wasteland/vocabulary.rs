//! The wasteland game's words in both languages: the Chinese name the game
//! prints for a shipped item, weapon, enemy template, preset or effect is
//! read back as that entry, on every front end. The names come from the
//! same places the replies take them from: the game's content tables (the
//! English names the engine knows) and the locale files (`item-<slug>`,
//! `enemy-<slug>`, `preset-<slug>`, `effect-<slug>` in `data.ftl`), so a
//! word the bot prints is a word it reads, and no list is kept by hand.
//!
//! [`canonical`] rewrites the names of a parsed [`Command`] before it runs:
//! a Chinese name (any width, any spacing) becomes the entry's English name,
//! an enemy's "辐射蟑螂 2" becomes "Radroach 2"; any other word (a name a user
//! gave, a homebrew entry, an English name) is left as it was typed, for the
//! engine to match or refuse as always. What the games' vocabularies share
//! is [`crate::i18n::vocabulary`].

use std::sync::LazyLock;

use crate::engine::rulesets::wasteland::command::EnemySpec;
use crate::engine::rulesets::wasteland::data::{self, slug};
use crate::engine::rulesets::wasteland::effect::Kind as EffectKind;
use crate::engine::rulesets::wasteland::typed::Typed;
use crate::engine::rulesets::wasteland::Command;
use crate::i18n::vocabulary::Vocabulary;
use crate::i18n::Lang;

/// What a name names, by the prefix of its message id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    /// An item, weapon or ammunition (`item-`).
    Item,
    /// An enemy template (`enemy-`).
    Enemy,
    /// A character preset (`preset-`).
    Preset,
    /// A timed effect (`effect-`).
    Effect,
    /// Any other word of the game's tables a refusal offers: a skill, an
    /// attribute, a loot tier, a weather, a period.
    Word,
}

impl Kind {
    /// The message id prefix of its names.
    fn prefix(self) -> &'static str {
        match self {
            Kind::Item => "item",
            Kind::Enemy => "enemy",
            Kind::Preset => "preset",
            Kind::Effect => "effect",
            Kind::Word => "",
        }
    }
}

/// Every shipped entry's names in both languages, by kind (the games'
/// shared [`Vocabulary`]).
static WORDS: LazyLock<Vocabulary<Kind>> = LazyLock::new(|| {
    let mut words = Vocabulary::new();
    let mut add = |kind: Kind, english: &'static str| {
        words.add(
            kind,
            &format!("{}-{}", kind.prefix(), slug(english)),
            english,
        );
    };
    for weapon in &data::WEAPONS {
        add(Kind::Item, &weapon.name);
        if let Some(ammo) = weapon.ammo.as_deref() {
            add(Kind::Item, ammo);
        }
    }
    for item in &data::CONSUMABLES {
        add(Kind::Item, &item.name);
    }
    for tier in data::LootTier::ALL {
        for entry in data::loot::table(tier) {
            add(Kind::Item, &entry.name);
        }
    }
    for template in &data::ENEMY_TEMPLATES {
        add(Kind::Enemy, &template.name);
    }
    for preset in &data::PRESETS {
        add(Kind::Preset, &preset.name);
    }
    for effect in EffectKind::ALL {
        add(Kind::Effect, effect.name());
    }
    for prefix in ["skill-", "attr-", "tier-", "weather-", "period-"] {
        words.add_prefix(Kind::Word, prefix);
    }
    // A custom enemy's drops: a loot tier, or none.
    words.add(Kind::Word, "none", "none");
    words
});

/// The English name of the shipped entry of `kind` whose Chinese name is
/// `word`, if it is one (an English word is the engine's to match).
fn english(kind: Kind, word: &str) -> Option<&'static str> {
    if word.is_ascii() {
        return None;
    }
    WORDS.english(kind, word)
}

/// The game's fixed word `name` is, in any language, as the engine's
/// English (an item, a preset, an effect, a skill...; an enemy template is
/// not one, as a lone enemy takes its template's name): the words a
/// character or an enemy may not be called ([`crate::engine::name::fixed_word`]).
#[must_use]
pub fn fixed_word(name: &str) -> Option<String> {
    [Kind::Item, Kind::Preset, Kind::Effect, Kind::Word]
        .into_iter()
        .find_map(|kind| WORDS.english(kind, name))
        .map(str::to_owned)
}

/// The names a refusal of `typed` offers (`names`, the engine's English),
/// in the reader's words, the closest to what was typed first.
#[must_use]
pub fn hint(lang: Lang, typed: &str, names: &[String]) -> Vec<String> {
    WORDS.hint(lang, typed, names)
}

/// What a refusal of `typed` offers ([`crate::i18n::vocabulary::offer`]):
/// the entries whose names hold it when there are several, else every name
/// of `names` (the engine's English) closest first, in the reader's words.
#[must_use]
pub fn offer(lang: Lang, typed: &str, names: &[String]) -> crate::i18n::vocabulary::Offer {
    crate::i18n::vocabulary::offer_of(typed, names, |english| {
        WORDS
            .shown(lang, english)
            .unwrap_or_else(|| english.to_owned())
    })
}

/// Rewrites `word` in place when it is the Chinese name of an entry of `kind`.
fn read(kind: Kind, word: &mut String) {
    if let Some(english) = english(kind, word) {
        english.clone_into(word);
    }
}

/// Rewrites an enemy's name: a template's Chinese name, alone or followed by
/// the pack number ("辐射蟑螂 2", "辐射蟑螂2").
fn read_enemy(word: &mut String) {
    let trimmed = word.trim();
    let head = trimmed.trim_end_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
    let number = trimmed[head.len()..].trim();
    if let Some(english) = english(Kind::Enemy, head) {
        *word = if number.is_empty() {
            english.to_owned()
        } else {
            format!("{english} {number}")
        };
    }
}

/// Rewrites an optional unit name: an enemy's Chinese name becomes its
/// English one; a character's name is left alone.
fn read_unit(word: Option<&mut String>) {
    if let Some(word) = word {
        read_enemy(word);
    }
}

/// Rewrites the names of shipped entries in `command` typed in Chinese into
/// the English names the engine matches (see the module's doc).
pub fn canonical(command: &mut Command) {
    match command {
        Command::AddPlayerPreset { preset, .. } => read(Kind::Preset, preset),
        Command::Damage { weapon, target, .. } => {
            read(Kind::Item, weapon);
            read_unit(target.as_mut());
        }
        Command::AddEnemy(EnemySpec::Custom { drops, .. }) => read(Kind::Word, drops),
        Command::AddPack { template, .. }
        | Command::AddEnemy(EnemySpec::Template { template, .. }) => read(Kind::Enemy, template),
        Command::Typed(Typed::EnemyAdd { words, .. }) => {
            for w in words.iter_mut() {
                read(Kind::Enemy, w);
            }
        }
        Command::Typed(Typed::UseItem {
            words, provider, ..
        }) => {
            for w in words.iter_mut() {
                read(Kind::Item, w);
            }
            if let Some(provider) = provider {
                read(Kind::Item, provider);
            }
        }
        Command::HurtEnemy { name, .. } => read_enemy(name),
        Command::EnemyAttack { enemy, target } => {
            read_enemy(enemy);
            read_unit(target.as_mut());
        }
        Command::InventoryAdd { item, .. } | Command::InventoryRemove { item, .. } => {
            read(Kind::Item, item);
        }
        Command::UseItem {
            item,
            target,
            provider,
            ..
        } => {
            read(Kind::Item, item);
            read_unit(target.as_mut());
            if let Some(provider) = provider {
                read(Kind::Item, provider);
            }
        }
        Command::EffectAdd { name, .. } | Command::EffectRemove { name, .. } => {
            read(Kind::Effect, name);
        }
        Command::Trade {
            settle: Some(goods),
            ..
        } => read(Kind::Item, &mut goods.item),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_names_of_shipped_entries_read_as_their_english_names() {
        assert_eq!(english(Kind::Enemy, "辐射蟑螂"), Some("Radroach"));
        assert_eq!(english(Kind::Item, "10毫米手枪"), Some("10mm Pistol"));
        assert_eq!(english(Kind::Item, "１０毫米 手枪"), Some("10mm Pistol"));
        assert_eq!(english(Kind::Item, "治疗针"), Some("Stimpak"));
        assert_eq!(english(Kind::Preset, "商队护卫"), Some("Caravan Guard"));
        assert_eq!(english(Kind::Word, "稀有"), Some("Rare"));
        assert_eq!(english(Kind::Word, "无"), Some("none"));
        // English and unknown words are the engine's to match.
        assert_eq!(english(Kind::Item, "Stimpak"), None);
        assert_eq!(english(Kind::Item, "自制刀"), None);
    }

    #[test]
    fn an_enemy_keeps_its_pack_number() {
        let mut name = "辐射蟑螂 2".to_owned();
        read_enemy(&mut name);
        assert_eq!(name, "Radroach 2");
        let mut name = "辐射蟑螂3".to_owned();
        read_enemy(&mut name);
        assert_eq!(name, "Radroach 3");
        let mut name = "Kate".to_owned();
        read_enemy(&mut name);
        assert_eq!(name, "Kate");
    }
}
