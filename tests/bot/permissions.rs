//! The bot's command tree: every command is classified GM or not, the GM rule,
//! and zh-CN localizations with Discord-valid names and descriptions.

use overseer::bot::localize::{choice_id, command_id, ZH_LOCALE};
use overseer::bot::permissions::{is_gm, GM_COMMANDS, PLAYER_COMMANDS};
use overseer::bot::{commands, Data, Error};
use overseer::i18n::{raw_ids, Lang};
use overseer::session::Settings;

type Command = poise::Command<Data, Error>;

fn walk<'a>(list: &'a [Command], out: &mut Vec<&'a Command>) {
    for c in list {
        out.push(c);
        walk(&c.subcommands, out);
    }
}

fn tree() -> Vec<Command> {
    commands()
}

fn all(list: &[Command]) -> Vec<&Command> {
    let mut out = Vec::new();
    walk(list, &mut out);
    out
}

#[test]
fn every_gm_command_exists_and_every_command_is_classified() {
    overseer::app::install();
    let list = tree();
    let every = all(&list);
    let names: Vec<&str> = every.iter().map(|c| c.qualified_name.as_ref()).collect();
    for gm in GM_COMMANDS.iter() {
        assert!(names.contains(gm), "GM command {gm:?} is not in the tree");
    }
    for player in PLAYER_COMMANDS.iter() {
        assert!(
            names.contains(player),
            "player command {player:?} is not in the tree"
        );
        assert!(
            !GM_COMMANDS.contains(player),
            "{player:?} is in both tables"
        );
    }
    for c in every.iter().filter(|c| c.subcommands.is_empty()) {
        let q = c.qualified_name.as_ref();
        assert!(
            GM_COMMANDS.contains(&q) || PLAYER_COMMANDS.contains(&q),
            "command {q:?} is neither a GM nor a player command"
        );
    }
}

#[test]
fn gms_are_the_creator_co_gms_and_server_managers() {
    let settings = Settings {
        language: None,
        creator: 1,
        gms: vec![2],
        ruleset: overseer::engine::ruleset::rulesets().default(),
    };
    assert!(is_gm(&settings, 1, false));
    assert!(is_gm(&settings, 2, false));
    assert!(is_gm(&settings, 3, true));
    assert!(!is_gm(&settings, 3, false));
}

fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

fn localized<'a>(
    list: &'a [(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
) -> Option<&'a str> {
    list.iter()
        .find(|(l, _)| l == ZH_LOCALE)
        .map(|(_, v)| v.as_ref())
}

#[test]
fn every_name_is_localized_and_valid_for_discord() {
    overseer::app::install();
    let zh_ids = raw_ids(Lang::ZhCn);
    let en_ids = raw_ids(Lang::EnUs);
    let list = tree();
    for c in all(&list) {
        let q = c.qualified_name.as_ref();
        let base = command_id(q);
        assert!(
            en_ids.contains(&base) && zh_ids.contains(&base),
            "{base} missing"
        );
        assert!(valid_name(&c.name), "bad name {:?}", c.name);
        let zh_name =
            localized(&c.name_localizations).unwrap_or_else(|| panic!("{q}: no zh-CN name"));
        assert!(valid_name(zh_name), "{q}: bad zh-CN name {zh_name:?}");
        let desc = c.description.as_deref().unwrap_or_default();
        assert!(
            (1..=100).contains(&desc.chars().count()),
            "{q}: description {desc:?}"
        );
        let zh_desc = localized(&c.description_localizations)
            .unwrap_or_else(|| panic!("{q}: no zh-CN description"));
        assert!(
            (1..=100).contains(&zh_desc.chars().count()),
            "{q}: zh description {zh_desc:?}"
        );
        let mut zh_params = Vec::new();
        for p in &c.parameters {
            assert!(valid_name(&p.name), "{q}: bad option name {:?}", p.name);
            let zn = localized(&p.name_localizations)
                .unwrap_or_else(|| panic!("{q} {}: no zh-CN name", p.name));
            assert!(valid_name(zn), "{q}: bad zh-CN option name {zn:?}");
            assert!(!zh_params.contains(&zn), "{q}: duplicate zh-CN option {zn}");
            zh_params.push(zn);
            let d = p.description.as_deref().unwrap_or_default();
            assert!(
                (1..=100).contains(&d.chars().count()),
                "{q} {}: description {d:?}",
                p.name
            );
            let zd = localized(&p.description_localizations)
                .unwrap_or_else(|| panic!("{q} {}: no zh-CN description", p.name));
            assert!(
                (1..=100).contains(&zd.chars().count()),
                "{q} {}: zh description",
                p.name
            );
            for choice in p.choices.iter() {
                assert!(
                    zh_ids.contains(&choice_id(&choice.name)),
                    "{q}: choice {} not localized",
                    choice.name
                );
                assert!(
                    choice.localizations.iter().any(|(l, _)| l == ZH_LOCALE),
                    "{q}: choice {} has no zh-CN label",
                    choice.name
                );
            }
        }
        let siblings: Vec<&str> = c
            .subcommands
            .iter()
            .filter_map(|s| localized(&s.name_localizations))
            .collect();
        let mut unique = siblings.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(
            unique.len(),
            siblings.len(),
            "{q}: duplicate zh-CN subcommand names"
        );
    }
}

#[test]
fn framework_options_disable_mentions_and_owner_lookup() {
    overseer::app::install();
    let options = overseer::bot::framework_options();
    assert!(options.allowed_mentions.is_some());
    assert!(!options.initialize_owners);
    assert_eq!(options.commands.len(), tree().len());
}

#[test]
fn help_lists_every_command_once_with_the_gm_mark_the_framework_enforces() {
    overseer::app::install();
    let list = tree();
    let leaves: Vec<String> = all(&list)
        .into_iter()
        .filter(|c| c.subcommands.is_empty())
        .map(|c| format!("/{}", c.qualified_name))
        .collect();
    let listed = overseer::bot::help::listed();
    for leaf in &leaves {
        assert_eq!(
            listed.iter().filter(|(c, _)| c == leaf).count(),
            1,
            "{leaf} is not listed exactly once in /help"
        );
    }
    assert_eq!(
        listed.len(),
        leaves.len(),
        "/help lists a command that does not exist"
    );
    for (command, marked) in listed {
        let enforced = GM_COMMANDS.contains(&command.trim_start_matches('/'));
        assert_eq!(
            marked, enforced,
            "{command}: /help and the GM check disagree"
        );
    }
}

/// The registered options of every command, flattened: (command, option JSON).
fn registered_options() -> Vec<(String, serde_json::Value)> {
    fn walk(
        prefix: &str,
        options: &[serde_json::Value],
        out: &mut Vec<(String, serde_json::Value)>,
    ) {
        for o in options {
            let name = format!("{prefix} {}", o["name"].as_str().unwrap_or(""));
            match o["type"].as_u64() {
                Some(1 | 2) => walk(
                    &name,
                    o["options"].as_array().map_or(&[], Vec::as_slice),
                    out,
                ),
                _ => out.push((name, o.clone())),
            }
        }
    }
    let mut out = Vec::new();
    for c in tree() {
        let json = serde_json::to_value(c.create_as_slash_command().expect("a slash command"))
            .expect("serializes");
        walk(
            &format!("/{}", c.name),
            json["options"].as_array().map_or(&[], Vec::as_slice),
            &mut out,
        );
    }
    out
}

#[test]
fn every_text_option_has_the_engines_length_bound() {
    use overseer::engine::name;
    overseer::app::install();
    let options = registered_options();
    let strings: Vec<&(String, serde_json::Value)> =
        options.iter().filter(|(_, o)| o["type"] == 3).collect();
    assert!(strings.len() > 40, "{}", strings.len());
    for (at, o) in strings {
        let max = o["max_length"].as_u64();
        assert!(max.is_some(), "{at} has no max_length");
        let expected = match o["name"].as_str() {
            Some("character") => Some(name::CHARACTER_NAME.max),
            Some("item" | "settle" | "weapon") => Some(name::ITEM_NAME.max),
            Some("effect") => Some(name::EFFECT_NAME.max),
            Some("enemy" | "template") => Some(name::ENEMY_NAME.max),
            Some("background" | "special" | "value") => Some(name::FREE_TEXT_MAX),
            _ => None,
        };
        if let Some(expected) = expected {
            assert_eq!(max, Some(expected as u64), "{at}");
        }
    }
    let create_name = options
        .iter()
        .find(|(at, _)| at == "/character create name")
        .expect("character create has a name");
    assert_eq!(create_name.1["max_length"], name::CHARACTER_NAME.max);
    let custom_name = options
        .iter()
        .find(|(at, _)| at == "/enemy custom name")
        .expect("enemy custom has a name");
    assert_eq!(custom_name.1["max_length"], name::ENEMY_NAME.max);
}
