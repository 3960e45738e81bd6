//! The mapping on small hand-written files: each bound refused with where
//! it broke, each field of the game carried, each other field named.

use super::*;
use crate::engine::rulesets::wasteland::character::{Condition, MAX_CAPS};
use crate::engine::rulesets::wasteland::skills::Skill;

fn file(players: &str) -> String {
    format!(
        r#"{{"chapter": 2, "chapter_start_turn": 1, "global_location": "Diamond City",
            "turn": 9, "time_of_day": "Morning", "weather": "Acid Fog", "quest": "Q",
            "players": {{{players}}}, "enemies": {{}}, "npcs": {{}}, "history": [],
            "mode": "exploration", "combat_round": 0, "turn_actions": {{}}}}"#
    )
}

const JAKE: &str = r#""Jake": {"player_id": "1", "character": "Jake M", "background": "Vault",
    "hp": 40, "max_hp": 50, "rads": 10, "caps": 120, "ap": 2, "carry_weight": 210,
    "special": {"STR": 6, "PER": 7, "END": 5, "CHA": 4, "INT": 6, "AGI": 8, "LCK": 4},
    "tag_skills": ["Small Guns", "Sneak", "Lockpick"],
    "skills": {"Barter": 0, "Lockpick": 2, "Medicine": 0, "Melee": 1, "Repair": 0,
               "Science": 0, "Small Guns": 3, "Sneak": 2, "Speech": 0, "Survival": 0},
    "inventory": {"Stimpak": 2, "stimpak": 1, "Tin Can": 0},
    "hunger": 36, "status_effects": [{"name": "Rage", "remaining": 2, "source": "Psycho"}],
    "kills": 3, "quests_completed": 0, "location": "Diamond City"}"#;

#[test]
fn a_player_comes_over_with_every_number_and_what_is_not_modelled_is_named() {
    let done = import_seed(file(JAKE).as_bytes()).expect("imports");
    assert_eq!(done.format, SeedFormat::Current);
    let c = &done.campaign.players[0];
    assert_eq!((c.hp, c.rads, c.caps, c.ap), (40, 10, 120, 2));
    assert_eq!(c.special.0, [6, 7, 5, 4, 6, 8, 4]);
    assert_eq!(c.skills[&Skill::SmallGuns], 3);
    assert_eq!(c.inventory.len(), 1);
    assert_eq!(
        (c.inventory[0].item.as_str(), c.inventory[0].qty),
        ("Stimpak", 3)
    );
    assert_eq!(c.effects[0].name, "Psycho");
    assert_eq!(done.campaign.hunger["Jake"], 36);
    let w = &done.campaign.world;
    assert_eq!(
        (w.chapter, w.turn, w.day, w.period),
        (2, 9, 2, Period::Morning)
    );
    let named: Vec<(Subject, Option<&str>, &str)> = done
        .not_modelled
        .iter()
        .map(|n| (n.of, n.name.as_deref(), n.field.as_str()))
        .collect();
    assert_eq!(
        named,
        [
            (Subject::World, None, "weather"),
            (Subject::Player, Some("Jake"), "kills"),
        ]
    );
}

#[test]
fn each_bound_is_refused_where_it_broke() {
    let bad = |from: &str, to: &str| import_seed(file(&JAKE.replace(from, to)).as_bytes());
    assert_eq!(
        bad(r#""hp": 40"#, r#""hp": 51"#),
        Err(SeedError::Number {
            at: "players.Jake.hp".into(),
            value: "51".into(),
            min: 0,
            max: 50
        })
    );
    assert_eq!(
        bad(r#""caps": 120"#, r#""caps": 99999999999999999999"#).map(|_| ()),
        Err(SeedError::Number {
            at: "players.Jake.caps".into(),
            value: "99999999999999999999".into(),
            min: 0,
            max: i64::from(MAX_CAPS)
        })
    );
    assert!(matches!(
        bad(r#""STR": 6"#, r#""STR": 7"#),
        Err(SeedError::Refused {
            error: RuleError::SpecialTotal { total: 41 },
            ..
        })
    ));
    assert!(matches!(
        bad(r#""hp": 40"#, r#""hp": "40""#),
        Err(SeedError::Malformed {
            expected: Expected::Number,
            ..
        })
    ));
    assert!(matches!(import_seed(b"{"), Err(SeedError::NotJson { .. })));
    let twins = format!("{JAKE}, {}", JAKE.replace("\"Jake\"", "\"JAKE\""));
    assert!(matches!(
        import_seed(file(&twins).as_bytes()),
        Err(SeedError::Refused {
            error: RuleError::DuplicateName { .. },
            ..
        })
    ));
}

#[test]
fn a_player_at_zero_is_down_or_dead_as_the_script_says() {
    let down = JAKE.replace(r#""hp": 40"#, r#""hp": 0"#).replace(
        r#"{"name": "Rage", "remaining": 2, "source": "Psycho"}"#,
        r#"{"name": "Incapacitated", "remaining": 2}"#,
    );
    let done = import_seed(file(&down).as_bytes()).expect("imports");
    assert_eq!(
        done.campaign.players[0].condition,
        Condition::Incapacitated { turns_down: 1 }
    );
    let dead = JAKE.replace(r#""hp": 40"#, r#""hp": 0"#).replace(
        r#"{"name": "Rage", "remaining": 2, "source": "Psycho"}"#,
        "",
    );
    let done = import_seed(file(&dead).as_bytes()).expect("imports");
    assert_eq!(done.campaign.players[0].condition, Condition::Dead);
}

#[test]
fn a_skill_the_game_lacks_and_an_effect_twice_are_named_the_longer_kept() {
    let odd = JAKE
        .replace(
            r#""Survival": 0}"#,
            r#""Survival": 0, "Energy Weapons": 1}"#,
        )
        .replace(
            r#"{"name": "Rage", "remaining": 2, "source": "Psycho"}"#,
            r#"{"name": "Rage", "remaining": 2}, {"name": "Psycho", "remaining": 5}"#,
        );
    let done = import_seed(file(&odd).as_bytes()).expect("imports");
    let effects = &done.campaign.players[0].effects;
    assert_eq!(
        (effects.len(), effects[0].name.as_str(), effects[0].turns),
        (1, "Psycho", 5)
    );
    let named: Vec<(&str, Option<Value>)> = done
        .not_modelled
        .iter()
        .filter(|n| n.of == Subject::Player)
        .map(|n| (n.field.as_str(), n.value.clone()))
        .collect();
    assert_eq!(
        named,
        [
            ("skills.Energy Weapons", Some(Value::from(1))),
            ("status_effects", Some(Value::from("Psycho"))),
            ("kills", Some(Value::from(3))),
        ]
    );
}

#[test]
fn an_enemy_whose_name_only_looks_like_a_players_is_refused_naming_the_player() {
    // "Jаke" with a Cyrillic а beside the player Jake: one namespace.
    let spoof = "J\u{430}ke";
    let text = file(JAKE).replace(
        r#""enemies": {}"#,
        &format!(
            r#""enemies": {{"{spoof}": {{"hp": 5, "max_hp": 10, "damage": "1d6",
                "attack_skill": 5}}}}"#
        ),
    );
    match import_seed(text.as_bytes()) {
        Err(SeedError::Refused {
            at,
            error: RuleError::LooksLike { name, existing },
        }) => assert_eq!(
            (at, name, existing),
            (
                format!("enemies.{spoof}"),
                spoof.to_owned(),
                "Jake".to_owned()
            )
        ),
        other => panic!("{other:?}"),
    }
}
