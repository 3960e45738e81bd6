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
