//! Import from Foundry VTT through the `overseer cli` binary: `homebrew
//! import` of Foundry Items and creature Actors into a fallout-2d20 campaign,
//! `import-character` of a character Actor, the imported entries in play,
//! undo with `recover`, and each refusal (malformed, out of range, another
//! game, a missing file) localized and leaving the campaign unchanged.

use std::path::Path;

use serde_json::{json, Value};

/// Runs `overseer cli --db <db> --seed 7 <args>`; (JSON, exit code).
fn run(db: &Path, args: &[&str]) -> (Value, i32) {
    crate::cli_run::run_seeded(db, 7, args)
}

fn ok(db: &Path, args: &[&str]) -> Value {
    let (v, code) = run(db, args);
    assert_eq!((code, &v["ok"]), (0, &json!(true)), "{args:?}: {v}");
    v
}

/// Runs a command that must be refused with `error`; its message.
fn refused(db: &Path, args: &[&str], error: &str) -> String {
    let (v, code) = run(db, args);
    assert_eq!(
        (code, v["error"].as_str()),
        (1, Some(error)),
        "{args:?}: {v}"
    );
    v["message"].as_str().expect("message").to_owned()
}

fn fixture(name: &str) -> String {
    format!(
        "{}/tests/fixtures/foundry/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn fixture_json(name: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(fixture(name)).expect("fixture")).expect("json")
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("utf-8 path").to_owned()
}

/// The campaign's whole content, to compare before and after a refusal.
fn content(db: &Path) -> Value {
    ok(db, &["content"])["content"].clone()
}

#[test]
fn foundry_items_a_creature_and_a_character_come_in_and_play() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let v = ok(&db, &["homebrew", "import", &fixture("folder.json")]);
    assert_eq!(
        v["kinds"],
        json!({"weapons": 1, "ammo": 1, "armour": 2, "chems": 1})
    );
    // The perk is named with its reason, document by document (issue #44).
    assert_eq!(v["ignored"], json!([]));
    assert_eq!(
        v["pack"]["left_out"],
        json!([{"entry": "Toughness", "kind": "perk", "reason": "character_only"}])
    );
    assert_eq!(
        v["message"],
        "Imported 5 homebrew entries (weapons 1, ammo 1, armour 2, chems 1). One document \
         has no place in this game: Toughness (perk): it belongs to a character, not to the \
         campaign's content."
    );
    let v = ok(&db, &["homebrew", "import", &fixture("creature.json")]);
    assert_eq!(v["kinds"], json!({"creatures": 1}));
    let v = ok(&db, &["creature-add", "glowing mole rat"]);
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains("8/8")),
        "{v}"
    );
    // The character's Needler, its rounds and the scrap arm are the
    // campaign's now: nothing new comes in as homebrew.
    let v = ok(&db, &["import-character", &fixture("character.json")]);
    assert_eq!(
        (&v["character"], &v["homebrew"]),
        (&json!("Nora Vance"), &json!({}))
    );
    assert_eq!(
        v["ignored"],
        json!([
            "Nora Vance: Army Helmet (apparel, not worn)",
            "Nora Vance: system.currency.caps"
        ])
    );
    let v = ok(&db, &["status", "Nora Vance"]);
    let m = v["message"].as_str().expect("message");
    assert!(m.contains("left arm: 🛡 physical 1 · energy 1"), "{m}");
    assert!(m.contains("torso: 🛡 physical 1 · energy 2"), "{m}");
    // She fires her imported Needler with her Needler Rounds: one is spent.
    let v = ok(
        &db,
        &["attack", "Nora Vance", "Glowing Mole Rat", "Needler Pistol"],
    );
    assert_eq!(v["events"][0]["report"]["weapon"], "Needler Pistol", "{v}");
    assert_eq!(v["events"][0]["report"]["ammo"]["spent"], 1, "{v}");
    // She wears imported apparel.
    let v = ok(&db, &["wear", "Nora Vance", "Scrap Chest Piece"]);
    let torso = &v["events"][0]["dr"][1];
    assert_eq!(
        (&torso[0], &torso[1]["physical"], &torso[1]["energy"]),
        (&json!("torso"), &json!({"dr": 2}), &json!({"dr": 1}))
    );
}

#[test]
fn a_character_brings_unknown_items_as_homebrew_and_recover_undoes_all_of_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let before = content(&db);
    let v = ok(
        &db,
        &["import-character", &fixture("character.json"), "77", "Sam"],
    );
    assert_eq!(v["homebrew"], json!({"weapons": 1, "ammo": 1, "armour": 1}));
    assert_eq!(
        v["message"],
        "Imported Nora Vance from Foundry VTT; 3 carried items came in as homebrew. Left \
         out, as this game does not model them: Nora Vance: Army Helmet (apparel, not worn); \
         Nora Vance: system.currency.caps."
    );
    let v = ok(&db, &["homebrew", "show", "Needler Pistol"]);
    assert_eq!(v["origin"], "homebrew");
    let v = ok(&db, &["status", "Nora Vance"]);
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains("Sam")),
        "{v}"
    );
    ok(&db, &["recover"]);
    assert_eq!(content(&db), before);
    refused(&db, &["status", "Nora Vance"], "unknown_unit");
}

#[test]
fn bad_foundry_files_are_refused_in_both_languages_and_change_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let before = content(&db);
    let broken = write(
        dir.path(),
        "broken.json",
        "{\"name\": \"Laser\", \"type\": ",
    );
    let m = refused(&db, &["homebrew", "import", &broken], "malformed");
    assert!(m.starts_with("This is not a homebrew file: "), "{m}");
    let m = refused(&db, &["import-character", &broken], "malformed");
    assert!(m.starts_with("This is not a homebrew file: "), "{m}");
    let mut w = fixture_json("weapon.json");
    w["system"]["damage"]["rating"] = json!(40);
    let big = write(dir.path(), "big.json", &w.to_string());
    let m = refused(&db, &["homebrew", "import", &big], "invalid");
    assert!(
        m.starts_with("weapons: Rusty Laser Pistol, field damage: "),
        "{m}"
    );
    let (v, _) = run(&db, &["--lang", "zh-CN", "homebrew", "import", &big]);
    let zh = v["message"].as_str().expect("message");
    assert!(
        zh.contains("Rusty Laser Pistol") && zh.contains("damage"),
        "{zh}"
    );
    assert_ne!(zh, m, "the refusal speaks Chinese");
    let mut w = fixture_json("weapon.json");
    w["system"]["weaponType"] = json!("bows");
    let bows = write(dir.path(), "bows.json", &w.to_string());
    let m = refused(&db, &["homebrew", "import", &bows], "invalid");
    assert!(
        m.starts_with("weapons: Rusty Laser Pistol, field system.weaponType: "),
        "{m}"
    );
    let mut pc = fixture_json("character.json");
    pc["system"]["luckPoints"] = json!(9);
    let lucky = write(dir.path(), "lucky.json", &pc.to_string());
    let m = refused(&db, &["import-character", &lucky], "invalid");
    assert!(
        m.starts_with("character: Nora Vance, field system.luckPoints: "),
        "{m}"
    );
    let m = refused(
        &db,
        &[
            "import-character",
            &dir.path().join("none.json").to_string_lossy(),
        ],
        "file",
    );
    assert!(m.starts_with("Cannot use the file "), "{m}");
    assert_eq!(content(&db), before);
    // Another game refuses Foundry's Fallout documents.
    let other = dir.path().join("d.db");
    ok(&other, &["init", "--ruleset", "d20"]);
    let m = refused(
        &other,
        &["homebrew", "import", &fixture("weapon.json")],
        "other_game",
    );
    assert_eq!(m, "The file is for Fallout 2d20, not this campaign's game.");
    // The game is named in the reader's words, not by its id.
    let m = refused(
        &other,
        &[
            "--lang",
            "zh-CN",
            "homebrew",
            "import",
            &fixture("weapon.json"),
        ],
        "other_game",
    );
    assert_eq!(m, "该文件属于 辐射 2d20，不是本战役的游戏。");
    refused(
        &other,
        &["import-character", &fixture("character.json")],
        "other_game",
    );
}

#[test]
fn foundry_consumables_become_chems_taken_in_play_undone_and_refused_without_an_effect() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    ok(
        &db,
        &["import-character", &fixture("character.json"), "77", "Sam"],
    );
    let before = content(&db);
    let v = ok(&db, &["homebrew", "import", &fixture("consumables.json")]);
    assert_eq!(v["kinds"], json!({"chems": 3}));
    assert_eq!(
        v["message"],
        "Imported 3 homebrew entries (chems 3). Left out, as this game does not model them: \
         Swamp Tea: system.alcoholic; Swamp Tea: system.thirstReduction; Glow Tonic: \
         system.effect."
    );
    let v = ok(&db, &["homebrew", "list", "chems"]);
    let listed = v["entries"].as_array().expect("entries");
    assert!(
        listed
            .iter()
            .any(|e| e["name"] == "Glow Tonic" && e["origin"] == "homebrew"),
        "{v}"
    );
    // Nora takes a dose of the imported chem: 2 HP back.
    ok(&db, &["give", "Nora Vance", "Glow Tonic", "2"]);
    ok(&db, &["hurt", "Nora Vance", "5"]);
    let v = ok(&db, &["action", "Nora Vance", "take-chem", "Glow Tonic"]);
    let chem = &v["events"][0]["chem"];
    assert_eq!(
        (&chem["chem"], &chem["left"], &chem["healed"]["after"]),
        (&json!("Glow Tonic"), &json!(1), &json!(8)),
        "{v}"
    );
    // Undone step by step, back to before the import.
    for _ in 0..4 {
        ok(&db, &["recover"]);
    }
    assert_eq!(content(&db), before);
    // A consumable the game can do nothing with is refused by name.
    let mut charm = fixture_json("chem.json");
    charm["name"] = json!("Lucky Pebble");
    charm["system"]["consumableType"] = json!("other");
    let charm = write(dir.path(), "charm.json", &charm.to_string());
    let m = refused(&db, &["homebrew", "import", &charm], "no_effect");
    assert_eq!(
        m,
        "Lucky Pebble does nothing this game models (no healing, no radiation healed, no \
         addiction): a consumable without an effect has no kind here."
    );
    let (v, _) = run(&db, &["--lang", "zh-CN", "homebrew", "import", &charm]);
    assert_eq!(
        v["message"],
        "Lucky Pebble 没有本游戏能模拟的效果（不回复生命、不消除辐射、也不会成瘾）：\
         没有效果的消耗品在本游戏中无处可放。"
    );
    assert_eq!(content(&db), before);
}

#[test]
fn a_character_over_the_creation_total_comes_in_and_the_answer_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let mut pc = fixture_json("character.json");
    pc["system"]["attributes"]["str"]["value"] = json!(8);
    let strong = write(dir.path(), "strong.json", &pc.to_string());
    let v = ok(&db, &["import-character", &strong]);
    assert_eq!(v["special_total"], 42);
    let m = v["message"].as_str().expect("message");
    assert!(
        m.ends_with(
            "Nora Vance's S.P.E.C.I.A.L. adds up to 42, over the creation total 40 \
             (levels and perks raise it): kept as it is."
        ),
        "{m}"
    );
    // Under the total: refused, naming the field, nothing changes.
    let before = content(&db);
    pc["name"] = json!("Ada Vance");
    pc["system"]["attributes"]["str"]["value"] = json!(4);
    let weak = write(dir.path(), "weak.json", &pc.to_string());
    let m = refused(&db, &["import-character", &weak], "invalid");
    assert!(
        m.starts_with("character: Ada Vance, field system.attributes: "),
        "{m}"
    );
    assert_eq!(content(&db), before);
}

#[test]
fn a_characters_consumables_come_in_as_its_chems_and_it_takes_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let v = ok(
        &db,
        &["import-character", &fixture("character_consumables.json")],
    );
    // The Stimpak is shipped; the Glow Tonic and the Swamp Bread are new.
    assert_eq!(
        v["homebrew"],
        json!({"weapons": 1, "ammo": 1, "armour": 1, "chems": 2})
    );
    assert_eq!(
        v["ignored"],
        json!([
            "Nora Vance: Army Helmet (apparel, not worn)",
            "Nora Vance: Empty Syringe (quantity 0)",
            "Nora Vance: Lucky Charm (consumable)",
            "Nora Vance: system.currency.caps"
        ])
    );
    let v = ok(&db, &["status", "Nora Vance"]);
    assert_eq!(
        v["events"][0]["sheet"]["chems"],
        json!([
            {"count": 3, "name": "Stimpak"},
            {"count": 2, "name": "Glow Tonic"},
            {"count": 4, "name": "Swamp Bread"}
        ])
    );
    let m = v["message"].as_str().expect("message");
    assert!(
        m.contains("Chems: Stimpak ×3, Glow Tonic ✦ ×2, Swamp Bread ✦ ×4"),
        "{m}"
    );
    // She takes a dose of her imported chem: one of two left, 2 HP back.
    ok(&db, &["hurt", "Nora Vance", "5"]);
    let v = ok(&db, &["action", "Nora Vance", "take-chem", "Glow Tonic"]);
    let chem = &v["events"][0]["chem"];
    assert_eq!(
        (&chem["chem"], &chem["left"], &chem["healed"]["after"]),
        (&json!("Glow Tonic"), &json!(1), &json!(8)),
        "{v}"
    );
    // Undone: the character and her homebrew chems go together.
    ok(&db, &["recover"]);
    ok(&db, &["recover"]);
    ok(&db, &["recover"]);
    let v = ok(&db, &["homebrew", "list", "chems"]);
    assert!(
        !v["entries"]
            .as_array()
            .expect("entries")
            .iter()
            .any(|e| e["origin"] == "homebrew"),
        "{v}"
    );
}

#[test]
fn a_packs_source_folder_imports_whole_into_the_shipped_ammunition_and_recover_undoes_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let before = content(&db);
    // `data/packs/ammunition.db/` of the Fallout system: one file a document.
    let v = ok(&db, &["homebrew", "import", &fixture("ammunition.db")]);
    assert_eq!(v["kinds"], json!({"ammo": 20}));
    assert_eq!(v["pack"]["refused"], json!([]));
    let ammo = ok(&db, &["homebrew", "list", "ammo"])["entries"].clone();
    let names: Vec<&str> = ammo
        .as_array()
        .expect("entries")
        .iter()
        .filter_map(|e| e["name"].as_str())
        .collect();
    // Foundry's spellings found the shipped entries: no `10mm Round`.
    assert!(
        names.contains(&"10mm") && names.contains(&"mini nuke"),
        "{names:?}"
    );
    assert!(!names.iter().any(|n| n.ends_with("Round")), "{names:?}");
    ok(&db, &["recover"]);
    assert_eq!(content(&db), before);
    // A key written twice is refused, in words.
    let twice = write(
        dir.path(),
        "twice.json",
        r#"{"ruleset": "fallout-2d20", "ammo": [{"name": "Slug", "name": "Shot", "weight": 0, "cost": 1, "rarity": 0}]}"#,
    );
    let message = refused(&db, &["homebrew", "import", &twice], "duplicate_key");
    assert_eq!(
        message,
        "The key name is written twice in one object (line 1): JSON readers differ on which \
         one counts, so the file is refused."
    );
}

#[test]
fn irradiated_food_from_the_pack_rolls_its_radiation_in_json_and_both_languages() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    ok(
        &db,
        &["import-character", &fixture("character.json"), "77", "Sam"],
    );
    let packs = std::fs::read_to_string(fixture("packs.db")).expect("pack");
    let meat = packs
        .lines()
        .find(|l| l.contains("\"name\":\"Potted Meat\""))
        .expect("Potted Meat is in the pack");
    let meat = write(dir.path(), "meat.json", meat);
    ok(&db, &["homebrew", "import", &meat]);
    ok(&db, &["give", "Nora Vance", "Potted Meat", "2"]);
    for lang in ["en-US", "zh-CN"] {
        let v = ok(
            &db,
            &[
                "--lang",
                lang,
                "action",
                "Nora Vance",
                "take-chem",
                "Potted Meat",
            ],
        );
        let rads = &v["events"][0]["chem"]["irradiated"];
        let dice = rads["roll"]["dice"].as_array().expect("dice");
        assert_eq!(dice.len(), 2, "{v}");
        let effects = dice.iter().filter(|d| d["effect"] == json!(true)).count();
        assert_eq!(rads["roll"]["effects"], json!(effects), "{v}");
        assert_eq!(rads["report"]["before_dr"], json!(effects), "{v}");
        assert_eq!(rads["report"]["location"], json!("whole-body"), "{v}");
        let message = v["message"].as_str().expect("message");
        let line = if lang == "en-US" {
            format!("{effects} radiation (one an Effect)")
        } else {
            format!("{effects} 点辐射（每个效果一点）")
        };
        assert!(message.contains(&line), "{message}");
    }
}
