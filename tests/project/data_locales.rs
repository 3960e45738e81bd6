//! The data locale files (`locales/<lang>/data.ftl`) name every item, enemy,
//! event and NPC trait the data tables use, in English and Chinese alike.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_templates::fluent_bundle::FluentResource;
use overseer::engine::rulesets::wasteland::data::events::{ATMOSPHERE, ENCOUNTERS, QUEST_HOOKS};
use overseer::engine::rulesets::wasteland::data::loot::table;
use overseer::engine::rulesets::wasteland::data::npc::{APPEARANCES, KNOWLEDGE, MOTIVES, SPEECH};
use overseer::engine::rulesets::wasteland::data::{
    slug, LootTier, CONSUMABLES, ENEMY_TEMPLATES, WEAPONS,
};

const LANGS: [&str; 2] = ["en-US", "zh-CN"];

fn read(lang: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang)
        .join("data.ftl");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The messages of a file: `id = value` lines; comments, blank lines and
/// indented continuation lines are skipped. A value written as a quoted
/// literal (`{".44 Magnum"}`) is unquoted.
fn messages(lang: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (number, line) in read(lang).lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') || line.starts_with(char::is_whitespace)
        {
            continue;
        }
        let (id, value) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("{lang} line {}: no '=' in {line:?}", number + 1));
        let id = id.trim().to_string();
        let value = value.trim();
        let value = value
            .strip_prefix("{\"")
            .and_then(|v| v.strip_suffix("\"}"))
            .map_or_else(
                || value.to_string(),
                |v| v.replace("\\\"", "\"").replace("\\\\", "\\"),
            );
        assert!(!value.is_empty(), "{lang}: {id} is empty");
        assert!(
            out.insert(id.clone(), value).is_none(),
            "{lang}: {id} defined twice"
        );
    }
    out
}

fn item_names() -> Vec<&'static str> {
    let mut names: Vec<&str> = WEAPONS.iter().map(|w| &*w.name).collect();
    names.extend(WEAPONS.iter().filter_map(|w| w.ammo.as_deref()));
    names.extend(CONSUMABLES.iter().map(|c| &*c.name));
    for tier in LootTier::ALL {
        names.extend(table(tier).iter().map(|e| &*e.name));
    }
    names
}

fn event_ids() -> Vec<&'static str> {
    ENCOUNTERS
        .iter()
        .map(|e| e.id)
        .chain(ATMOSPHERE.iter().copied())
        .chain(QUEST_HOOKS.iter().copied())
        .collect()
}

fn npc_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for (category, list) in [
        ("appearance", APPEARANCES),
        ("motive", MOTIVES),
        ("knows", KNOWLEDGE),
        ("speech", SPEECH),
    ] {
        ids.extend(list.iter().map(|id| format!("npc-{category}-{id}")));
    }
    ids
}

#[test]
fn both_files_are_valid_fluent() {
    for lang in LANGS {
        if let Err((_, errors)) = FluentResource::try_new(read(lang)) {
            panic!("{lang}/data.ftl does not parse: {errors:?}");
        }
    }
}

#[test]
fn both_languages_define_the_same_ids() {
    let en: BTreeSet<String> = messages("en-US").into_keys().collect();
    let zh: BTreeSet<String> = messages("zh-CN").into_keys().collect();
    let only_en: Vec<&String> = en.difference(&zh).collect();
    let only_zh: Vec<&String> = zh.difference(&en).collect();
    assert!(only_en.is_empty(), "only in en-US: {only_en:?}");
    assert!(only_zh.is_empty(), "only in zh-CN: {only_zh:?}");
}

#[test]
fn every_item_is_named_and_english_is_the_name_itself() {
    for lang in LANGS {
        let messages = messages(lang);
        for name in item_names() {
            let id = format!("item-{}", slug(name));
            let value = messages.get(&id);
            assert!(value.is_some(), "{lang}: no {id} for {name}");
            if lang == "en-US" {
                assert_eq!(value.map(String::as_str), Some(name), "{id}");
            }
        }
    }
}

#[test]
fn every_enemy_and_special_is_named() {
    for lang in LANGS {
        let messages = messages(lang);
        for template in &ENEMY_TEMPLATES {
            let id = format!("enemy-{}", slug(&template.name));
            assert!(messages.contains_key(&id), "{lang}: no {id}");
            if template.special.is_empty() {
                continue;
            }
            // The whole string, and each part of a comma list on its own.
            let parts = template.special.split(',').map(str::trim);
            for special in std::iter::once(&*template.special).chain(parts) {
                let id = format!("enemy-special-{}", slug(special));
                assert!(messages.contains_key(&id), "{lang}: no {id}");
                if lang == "en-US" {
                    assert_eq!(messages.get(&id).map(String::as_str), Some(special));
                }
            }
        }
    }
    let en = messages("en-US");
    for template in &ENEMY_TEMPLATES {
        let id = format!("enemy-{}", slug(&template.name));
        assert_eq!(en.get(&id).map(String::as_str), Some(&*template.name));
    }
}

#[test]
fn every_event_and_npc_trait_has_translated_text() {
    let en = messages("en-US");
    let zh = messages("zh-CN");
    let ids = event_ids()
        .into_iter()
        .map(|id| format!("event-{id}"))
        .chain(npc_ids());
    for id in ids {
        let english = en.get(&id);
        let chinese = zh.get(&id);
        assert!(english.is_some(), "en-US: no {id}");
        assert!(chinese.is_some(), "zh-CN: no {id}");
        assert_ne!(english, chinese, "{id} is not translated");
    }
}

#[test]
fn clock_weather_effects_oracle_and_tiers_are_named() {
    let weather = [
        "Clear",
        "Overcast",
        "Cloudy",
        "Light Breeze",
        "Light Rain",
        "Heavy Rain",
        "Dusty",
        "Dense Fog",
        "Dust Storm",
        "Rad Storm",
        "Scorching Heat",
        "Bitter Cold",
    ];
    let periods = [
        "Early Morning",
        "Morning",
        "Noon",
        "Afternoon",
        "Evening",
        "Night",
        "Late Night",
        "Pre-Dawn",
    ];
    let effects = [
        "Buffout",
        "Jet",
        "Mentats",
        "Psycho",
        "Med-X",
        "Rad-X",
        "Aiming",
        "Stunned",
        "Prone",
        "Bleeding",
        "Burning",
        "Suppressed",
        "Incapacitated",
        "Buffout Addiction",
        "Jet Addiction",
        "Mentats Addiction",
        "Psycho Addiction",
        "Med-X Addiction",
    ];
    let mut ids: Vec<String> = Vec::new();
    ids.extend(weather.iter().map(|w| format!("weather-{}", slug(w))));
    ids.extend(periods.iter().map(|p| format!("period-{}", slug(p))));
    ids.extend(effects.iter().map(|e| format!("effect-{}", slug(e))));
    ids.extend((1..=6).map(|n| format!("oracle-{n}")));
    ids.extend(LootTier::ALL.iter().map(|t| format!("tier-{}", t.name())));
    for lang in LANGS {
        let messages = messages(lang);
        for id in &ids {
            assert!(messages.contains_key(id), "{lang}: no {id}");
        }
    }
    let en = messages("en-US");
    for name in weather.iter().chain(&periods).chain(&effects) {
        assert!(en.values().any(|v| v == name), "en-US never says {name}");
    }
}
