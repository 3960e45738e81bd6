//! `create-character` on the command line (issue #45): a character with
//! its first perk in one command, and every refusal by its code, nothing
//! created, through the built binary.

use serde_json::json;

use crate::games::one;

const CASS: [&str; 12] = [
    "create-character",
    "1",
    "Ana",
    "Cass",
    "--special",
    "5,6,6,4,7,7,5",
    "--tags",
    "medicine,science,small guns",
    "--skills",
    "medicine=1,lockpick=3,sneak=2",
    "--perk",
    "healer",
];

#[test]
fn a_character_is_created_with_its_first_perk_and_bad_choices_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("create.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);

    // Refusals, each by its code; nothing is created.
    let with = |i: usize, value: &str| {
        let mut words = CASS.to_vec();
        words[i] = value;
        one(&db, &words)
    };
    for (i, value, code) in [
        (11, "awareness", "perk_attribute"),
        (11, "life giver", "perk_level"),
        (11, "Duck and Cover!", "perk_magazine"),
        (5, "6,6,6,6,6,6,6", "special_total"),
        (9, "medicine=2", "out_of_range"),
        (7, "medicine,medicine,sneak", "duplicate_tag"),
    ] {
        let (v, status) = with(i, value);
        assert_eq!((status, &v["error"]), (1, &json!(code)), "{value}: {v}");
    }
    let (v, status) = one(&db, &CASS[..10]);
    assert_eq!(status, 1, "without --perk: {v}");
    let (v, _) = one(&db, &["status"]);
    assert!(!v.to_string().contains("Cass"), "{v}");

    let (v, status) = one(&db, &CASS);
    assert_eq!(status, 0, "{v}");
    let sheet = &v["events"][0];
    assert_eq!(sheet["type"], "character_added", "{v}");
    let (v, _) = one(&db, &["status", "Cass"]);
    let text = v.to_string();
    assert!(text.contains("Healer"), "{v}");
}

/// A line's words, borrowed.
fn words(line: &[String]) -> Vec<&str> {
    line.iter().map(String::as_str).collect()
}

#[test]
fn an_origin_at_creation_sets_its_limits_traits_and_tags() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("origin.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    let grok = |special: &str, tags: &str| {
        vec![
            "create-character".to_owned(),
            "2".to_owned(),
            "Ana".to_owned(),
            "Grok".to_owned(),
            "--special".to_owned(),
            special.to_owned(),
            "--tags".to_owned(),
            tags.to_owned(),
            "--skills".to_owned(),
            "athletics=2".to_owned(),
            "--perk".to_owned(),
            "iron fist".to_owned(),
            "--origin".to_owned(),
            "Super Mutant".to_owned(),
        ]
    };
    // A super mutant's scores: STR and END 6 to 12, INT and CHA at most 6,
    // adding up to 44. Each refusal by its code, nothing created.
    for (special, code, expected) in [
        (
            "10,6,10,4,7,4,3",
            "origin_attribute",
            "Grok's INT 7 is over a Super Mutant's 6.",
        ),
        (
            "8,6,8,4,5,5,4",
            "special_total",
            "S.P.E.C.I.A.L. must add up to 44, not 40.",
        ),
        (
            "5,7,12,4,6,6,4",
            "out_of_range",
            "STR must be between 6 and 12 (got 5).",
        ),
    ] {
        let (v, status) = one(
            &db,
            &words(&grok(special, "melee weapons,unarmed,survival")),
        );
        assert_eq!((status, &v["error"]), (1, &json!(code)), "{special}: {v}");
        assert_eq!(v["message"], expected, "{v}");
    }
    let (v, _) = one(&db, &["status"]);
    assert!(!v.to_string().contains("Grok"), "{v}");

    let (v, status) = one(
        &db,
        &words(&grok("12,6,10,4,4,4,4", "melee weapons,unarmed,survival")),
    );
    assert_eq!(status, 0, "{v}");
    let sheet = &v["events"][0]["sheet"];
    assert_eq!(sheet["origin"], "Super Mutant", "{v}");
    assert_eq!(sheet["traits"], json!(["Forced Evolution"]));
    assert_eq!(sheet["special"], json!([12, 6, 10, 4, 4, 4, 4]));
    // HP END + LCK; Luck points LCK.
    assert_eq!((&sheet["max_hp"], &sheet["luck"]), (&json!(14), &json!(4)));
    assert_eq!(sheet["perks"], json!([{"name": "Iron Fist", "rank": 1}]));
}

#[test]
fn an_origin_typed_in_chinese_at_creation() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("origin-zh.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    let ghoul = |tags: &str| {
        [
            "--lang",
            "zh-CN",
            "create-character",
            "3",
            "Ana",
            "Gus",
            "--special",
            "5,6,6,4,7,7,5",
            "--tags",
            tags,
            "--perk",
            "healer",
            "--origin",
            "尸鬼",
        ]
        .map(str::to_owned)
        .to_vec()
    };
    // The ghoul's own tag is Survival: picked too, it is tagged twice.
    let (v, status) = one(&db, &words(&ghoul("潜行,开锁,生存")));
    assert_eq!((status, &v["error"]), (1, &json!("duplicate_tag")), "{v}");
    let (v, status) = one(&db, &words(&ghoul("潜行,开锁,轻型枪械")));
    assert_eq!(status, 0, "{v}");
    let sheet = &v["events"][0]["sheet"];
    assert_eq!(sheet["origin"], "Ghoul", "{v}");
    assert_eq!(sheet["traits"], json!(["Necrotic Post-Human"]));
    assert_eq!(
        sheet["tags"],
        json!(["sneak", "lockpick", "small_guns", "survival"])
    );
    let message = v["message"].as_str().unwrap_or_default();
    assert!(message.contains("尸鬼"), "{v}");

    // A Survivor who is Gifted: two more points (42), one Luck point fewer.
    let (v, status) = one(
        &db,
        &[
            "create-character",
            "4",
            "Ana",
            "Sal",
            "--special",
            "6,6,6,6,6,6,6",
            "--tags",
            "medicine,science,small guns",
            "--perk",
            "iron fist",
            "--origin",
            "幸存者",
            "--traits",
            "天赋异禀",
        ],
    );
    assert_eq!(status, 0, "{v}");
    let sheet = &v["events"][0]["sheet"];
    assert_eq!(sheet["traits"], json!(["Gifted"]), "{v}");
    assert_eq!((&sheet["luck"], &sheet["luck_max"]), (&json!(5), &json!(5)));
    // Traits without an origin: refused.
    let (v, status) = one(
        &db,
        &[
            "create-character",
            "5",
            "Ana",
            "Ned",
            "--special",
            "5,6,6,4,7,7,5",
            "--tags",
            "medicine,science,small guns",
            "--perk",
            "healer",
            "--traits",
            "Gifted",
        ],
    );
    assert_eq!((status, &v["error"]), (1, &json!("invalid")), "{v}");
}
