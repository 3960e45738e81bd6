//! Homebrew per campaign through the `overseer cli` binary, for every game:
//! `homebrew import` (whole or not at all), the imported entries in play
//! (an attack with an imported weapon, imported apparel worn, an imported
//! creature added), `homebrew list|show|remove|export`, `content`, undo with
//! `recover`, the export/import round trip, and each refusal leaving the
//! campaign unchanged.

use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli --db <db> --seed <seed> <args>`; (JSON, exit code).
fn run(db: &Path, seed: u64, args: &[&str]) -> (Value, i32) {
    let out = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", &seed.to_string()])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    (
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}")),
        out.status.code().unwrap_or(-1),
    )
}

/// Runs a command that must succeed.
fn ok(db: &Path, args: &[&str]) -> Value {
    let (v, code) = run(db, 7, args);
    assert_eq!((code, &v["ok"]), (0, &json!(true)), "{args:?}: {v}");
    v
}

/// Runs a command that must be refused with `error`; its message.
fn refused(db: &Path, args: &[&str], error: &str) -> String {
    let (v, code) = run(db, 7, args);
    assert_eq!(
        (code, v["error"].as_str()),
        (1, Some(error)),
        "{args:?}: {v}"
    );
    v["message"].as_str().expect("message").to_owned()
}

fn write(dir: &Path, name: &str, value: &Value) -> String {
    let path = dir.join(name);
    std::fs::write(&path, value.to_string()).expect("write");
    path.to_str().expect("utf-8 path").to_owned()
}

fn d20_file() -> Value {
    json!({"ruleset": "d20",
      "weapons": [{"name": "Rail Spike Gun", "skill": "light_weapons",
        "damage": {"count": 3, "sides": 4, "keep": {"kind": "all"}, "modifier": 2}, "delivery": "ranged"}],
      "enemies": [{"name": "Swamp Lurk", "ac": 13, "hp": 22, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 10, "keep": {"kind": "all"}, "modifier": 1},
        "initiative_bonus": 2, "save_bonus": 3}]})
}

fn names(v: &Value) -> Vec<(String, String)> {
    v["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| {
            (
                e["name"].as_str().unwrap_or_default().to_owned(),
                e["origin"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

#[test]
fn a_d20_campaign_imports_plays_lists_exports_and_undoes_its_homebrew() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    ok(&db, &["init", "--ruleset", "d20"]);
    ok(
        &db,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "3",
            "1",
            "2",
            "1",
            "0",
            "0",
            "0",
            "light_weapons",
        ],
    );
    let file = write(dir.path(), "d20.json", &d20_file());
    let v = ok(&db, &["homebrew", "import", &file]);
    assert_eq!(v["imported"], 2);
    assert_eq!(v["kinds"], json!({"weapons": 1, "enemies": 1}));
    // The imported template's numbers, and the imported weapon's dice.
    let v = ok(&db, &["enemy-add", "swamp lurk"]);
    let lurk = &v["events"][0]["enemies"][0];
    assert_eq!(
        (&lurk["name"], &lurk["ac"], &lurk["hp"]),
        (&json!("Swamp Lurk"), &json!(13), &json!(22))
    );
    let (v, code) = run(&db, 3, &["attack", "Ann", "rail spike gun", "Swamp Lurk"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["weapon"], "Rail Spike Gun");
    let dice = &v["events"][0]["damage"]["dice"];
    assert_eq!(dice["expr"], "3d4+2");
    assert_eq!(dice["faces"], json!([3, 4, 1]));
    assert_eq!(dice["total"], 10);
    // HP after is `hp_after` at the top level; before and after in the event.
    assert_eq!(v["hp_after"], json!(12), "{v}");
    assert_eq!(
        (
            &v["events"][0]["hp"]["before"],
            &v["events"][0]["hp"]["after"]
        ),
        (&json!(22), &json!(12))
    );
    // Listed, marked and shown.
    let v = ok(&db, &["homebrew", "list", "enemies"]);
    let listed = names(&v);
    assert_eq!(listed.len(), 7);
    assert_eq!(
        listed.last(),
        Some(&("Swamp Lurk".to_owned(), "homebrew".to_owned()))
    );
    assert_eq!(listed[0], ("Bandit".to_owned(), "shipped".to_owned()));
    let v = ok(&db, &["homebrew", "show", "rail", "spike", "gun"]);
    assert_eq!(
        (&v["kind"], &v["origin"]),
        (&json!("weapons"), &json!("homebrew"))
    );
    assert_eq!(v["entry"], d20_file()["weapons"][0]);
    // A shipped entry removed for this campaign only.
    let v = ok(&db, &["homebrew", "remove", "Sword"]);
    assert_eq!(
        (&v["removed"], &v["origin"]),
        (&json!("Sword"), &json!("shipped"))
    );
    let msg = refused(
        &db,
        &["attack", "Ann", "Sword", "Swamp Lurk"],
        "unknown_weapon",
    );
    assert!(msg.contains("Sword"), "{msg}");
    // `content` speaks the schema: every weapon the campaign sees.
    let v = ok(&db, &["content", "weapons"]);
    let weapons = v["content"]["weapons"].as_array().expect("weapons");
    assert!(weapons.iter().any(|w| *w == d20_file()["weapons"][0]));
    assert!(!weapons.iter().any(|w| w["name"] == "Sword"));
    // Export, then import into a fresh campaign: the same homebrew.
    let out = dir.path().join("brew.json");
    let out = out.to_str().expect("path");
    let v = ok(&db, &["homebrew", "export", out]);
    assert_eq!(v["entries"], 3);
    let exported: Value =
        serde_json::from_str(&std::fs::read_to_string(out).expect("read")).expect("json");
    assert_eq!(exported["remove"], json!({"weapons": ["Sword"]}));
    let other = dir.path().join("other.db");
    ok(&other, &["init", "--ruleset", "d20"]);
    ok(&other, &["homebrew", "import", out]);
    assert_eq!(
        names(&ok(&other, &["homebrew", "list"])),
        names(&ok(&db, &["homebrew", "list"]))
    );
    // The campaign export carries the homebrew too.
    let export = dir.path().join("campaign.json");
    ok(&db, &["export", export.to_str().expect("path")]);
    let third = dir.path().join("third.db");
    ok(&third, &["import", export.to_str().expect("path")]);
    assert_eq!(
        names(&ok(&third, &["homebrew", "list"])),
        names(&ok(&db, &["homebrew", "list"]))
    );
    // Undo: the removal, then (after the attack and the enemy) the import.
    let v = ok(&db, &["recover"]);
    assert_eq!(v["undone"], "homebrew");
    ok(&db, &["homebrew", "show", "Sword"]);
    for _ in 0..3 {
        ok(&db, &["recover"]);
    }
    refused(&db, &["homebrew", "show", "Rail Spike Gun"], "unknown");
}

#[test]
fn every_bad_homebrew_file_is_refused_by_entry_and_field_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    ok(&db, &["init", "--ruleset", "d20"]);
    let import = |name: &str, v: &Value, error: &str| {
        let f = write(dir.path(), name, v);
        refused(&db, &["homebrew", "import", &f], error)
    };
    let weapon = d20_file()["weapons"][0].clone();
    // Over 256 KiB.
    let big = dir.path().join("big.json");
    std::fs::write(&big, vec![b' '; 256 * 1024 + 1]).expect("write");
    let msg = refused(
        &db,
        &["homebrew", "import", big.to_str().expect("path")],
        "too_large",
    );
    assert!(msg.contains("262145") && msg.contains("262144"), "{msg}");
    // Over 500 entries.
    let many: Vec<Value> = (0..501)
        .map(|i| {
            let mut w = weapon.clone();
            w["name"] = json!(format!("Spike {i}"));
            w
        })
        .collect();
    let msg = import("many.json", &json!({"weapons": many}), "too_many");
    assert!(msg.contains("501") && msg.contains("500"), "{msg}");
    // An unknown kind.
    let msg = import("kind.json", &json!({"spells": [weapon]}), "unknown_kind");
    assert!(
        msg.contains("spells") && msg.contains("weapons, enemies"),
        "{msg}"
    );
    // A number out of range, named by entry and field.
    let mut lurk = d20_file()["enemies"][0].clone();
    lurk["ac"] = json!(41);
    let msg = import(
        "range.json",
        &json!({"weapons": [weapon], "enemies": [lurk]}),
        "invalid",
    );
    assert_eq!(msg, "enemies: Swamp Lurk, field ac: 41 is outside 1..=40");
    // An unknown field.
    let mut typo = weapon.clone();
    typo["damge"] = json!(3);
    let msg = import("typo.json", &json!({"weapons": [typo]}), "invalid");
    assert!(
        msg.starts_with("weapons: Rail Spike Gun, field damge"),
        "{msg}"
    );
    // A name that looks like a shipped one it does not replace (Cyrillic е).
    let mut alike = weapon.clone();
    alike["name"] = json!("Knif\u{0435}");
    let msg = import("alike.json", &json!({"weapons": [alike]}), "collides");
    assert!(msg.contains("Knife"), "{msg}");
    // A name that fails the gate (a hidden character).
    let mut hidden = weapon.clone();
    hidden["name"] = json!("Rail\u{200b}Gun");
    let msg = import("hidden.json", &json!({"weapons": [hidden]}), "invalid");
    assert!(msg.contains("field name"), "{msg}");
    // Malformed JSON, and a file of another game.
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, b"{\"weapons\": [").expect("write");
    refused(
        &db,
        &["homebrew", "import", bad.to_str().expect("path")],
        "malformed",
    );
    import(
        "game.json",
        &json!({"ruleset": "fallout-pnp", "weapons": [weapon]}),
        "other_game",
    );
    // In Chinese too.
    let f = write(dir.path(), "kind2.json", &json!({"spells": [weapon]}));
    let (v, _) = run(&db, 7, &["--lang", "zh-CN", "homebrew", "import", &f]);
    assert!(
        v["message"]
            .as_str()
            .is_some_and(|m| m.contains("本游戏没有")),
        "{v}"
    );
    // Nothing changed: no homebrew, and nothing to undo past the start.
    let v = ok(&db, &["homebrew", "list"]);
    assert!(names(&v).iter().all(|(_, o)| o == "shipped"));
    refused(&db, &["recover"], "nothing_to_undo");
}

#[test]
fn a_wasteland_campaign_fights_with_an_imported_weapon_enemy_and_consumable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("w.db");
    ok(&db, &["init"]);
    let file = write(
        dir.path(),
        "w.json",
        &json!({
        "weapons": [{"name": "Nail Board", "dice": 3, "kind": "melee", "effects": ["bleed"], "ammo": null}],
        "enemies": [{"name": "Glowing Mole", "tier": 1, "hp": 17, "damage_dice": 2, "damage_sides": 6,
                     "attack_skill": 9, "drops": "junk", "special": "burrows", "rad_immune": true}],
        "consumables": [{"name": "Cactus Juice", "heal": 6, "rads": 1, "ap": 0, "effect": null,
                         "addictive": false, "cures_addiction": false, "hunger": 0}]}),
    );
    let v = ok(&db, &["homebrew", "import", &file]);
    assert_eq!(v["imported"], 3);
    ok(
        &db,
        &[
            "add-player",
            "1",
            "Vera",
            "Vera",
            "Scav",
            "--preset",
            "Drifter",
        ],
    );
    ok(&db, &["turn"]);
    ok(&db, &["turn"]);
    let v = ok(&db, &["enemy-add", "glowing mole"]);
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains("HP 17")),
        "{v}"
    );
    let (v, code) = run(
        &db,
        3,
        &["damage", "Vera", "nail board", "--target", "Glowing Mole"],
    );
    assert_eq!(code, 0, "{v}");
    let faces: Vec<i64> = v["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .filter_map(|d| d["face"].as_i64())
        .collect();
    assert_eq!(faces, [4, 4, 6]);
    assert_eq!(
        (&v["weapon"], &v["total"], &v["hp"]),
        (&json!("Nail Board"), &json!(9), &json!(8))
    );
    assert_eq!(v["weapon_effects"], json!(["bleed"]));
    ok(&db, &["inventory", "Vera", "add", "Cactus Juice", "1"]);
    let v = ok(&db, &["use-item", "Vera", "cactus juice"]);
    assert!(
        v["message"]
            .as_str()
            .is_some_and(|m| m.contains("rads 0 to 1")),
        "{v}"
    );
}

#[test]
fn a_fallout_2d20_campaign_wears_imported_apparel_and_keeps_it_when_the_entry_goes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let dr = |p: u32, e: u32| json!({"physical": {"dr": p}, "energy": {"dr": e}, "radiation": {"dr": 0}, "poison": {"dr": 0}});
    let file = write(
        dir.path(),
        "f.json",
        &json!({
        "armour": [{"name": "Tire Plate", "slot": "torso", "dr": dr(3, 1)}],
        "creatures": [{"name": "Rust Crab", "level": 2, "kind": "animal", "body": 6, "mind": 3,
            "melee": 2, "guns": 0, "other": 1, "hp": 9, "initiative": 9, "defense": 1,
            "size": "normal", "locations": "insect", "dr": [{"location": "body", "dr": dr(2, 0)}],
            "attacks": [{"attribute": "body", "skill": "melee", "weapon": {"name": "Pincer",
                "kind": "unarmed", "damage": 3, "effects": [], "damage_type": "physical",
                "fire_rate": 0, "range": "close", "qualities": [], "ammo": null}}]}]}),
    );
    ok(&db, &["homebrew", "import", &file]);
    ok(
        &db,
        &[
            "add-player",
            "1",
            "Cole",
            "Cole",
            "6",
            "6",
            "6",
            "6",
            "6",
            "5",
            "5",
            "small guns",
            "medicine",
            "sneak",
        ],
    );
    let v = ok(&db, &["wear", "Cole", "tire plate"]);
    let torso = &v["events"][0]["dr"][1];
    assert_eq!((&torso[0], &torso[1]), (&json!("torso"), &dr(3, 1)));
    let v = ok(&db, &["creature-add", "rust crab"]);
    assert!(
        v["message"].as_str().is_some_and(|m| m.contains("9/9")),
        "{v}"
    );
    // Removing the entries leaves what is in play as it was.
    ok(&db, &["homebrew", "remove", "Tire Plate"]);
    ok(&db, &["homebrew", "remove", "Rust Crab"]);
    let v = ok(&db, &["status", "Cole"]);
    assert!(
        v["message"]
            .as_str()
            .is_some_and(|m| m.contains("torso: 🛡 physical 3 · energy 1")),
        "{v}"
    );
    refused(&db, &["wear", "Cole", "tire plate"], "unknown_armour");
}

#[test]
fn a_pen_and_paper_campaign_adds_an_imported_enemy_with_an_imported_weapon() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("p.db");
    ok(&db, &["init", "--ruleset", "fallout-pnp"]);
    let weapon = json!({"id": "claw-x", "name": "Bone Claw", "kind": "creature", "range": "melee",
        "dice": {"count": 2, "sides": 6}, "modifier": 1, "rad": null, "burn": false, "splash": null,
        "shotgun": false, "heavy_ammo": false, "poison": null});
    let enemy = json!({"id": "bone-rat", "name": "Bone Rat", "hp": 12, "agi": 6, "end": 4, "lck": 5,
        "skill": 60, "weapon": "claw-x", "armour": "none", "morale": 6, "xp": 25});
    // An enemy whose weapon the campaign does not know is refused.
    let f = write(dir.path(), "alone.json", &json!({"enemies": [enemy]}));
    let msg = refused(&db, &["homebrew", "import", &f], "invalid");
    assert!(msg.contains("Bone Rat") && msg.contains("weapon"), "{msg}");
    let f = write(
        dir.path(),
        "p.json",
        &json!({"weapons": [weapon], "enemies": [enemy]}),
    );
    ok(&db, &["homebrew", "import", &f]);
    let v = ok(&db, &["enemy-add", "bone-rat"]);
    let rat = &v["events"][0]["enemy"];
    assert_eq!(
        (&rat["name"], &rat["weapon"]),
        (&json!("Bone Rat"), &json!("claw-x"))
    );
    // A weapon a template names, then one an enemy on the field carries,
    // cannot be removed from under them.
    let msg = refused(&db, &["homebrew", "remove", "claw-x"], "invalid");
    assert_eq!(
        msg,
        "enemies: Bone Rat, field weapon: `claw-x` is no entry of this campaign"
    );
    ok(&db, &["homebrew", "remove", "bone-rat"]);
    refused(&db, &["homebrew", "remove", "claw-x"], "in_play");
}

/// A wasteland campaign in `dir`/`name` with a homebrew two-word enemy
/// template and consumable, Vera (Drifter), and `turns` turns passed (two
/// are safe; from the 17th, the chapter's third day, any number of enemies
/// may stand).
fn wasteland_brewed(dir: &Path, name: &str, turns: usize) -> std::path::PathBuf {
    let db = dir.join(name);
    ok(&db, &["init"]);
    let file = write(
        dir,
        "w.json",
        &json!({
        "enemies": [{"name": "Glowing Mole", "tier": 1, "hp": 7, "damage_dice": 2, "damage_sides": 6,
                     "attack_skill": 9, "drops": "junk", "special": "burrows", "rad_immune": true}],
        "consumables": [{"name": "Cactus Juice", "heal": 6, "rads": 1, "ap": 0, "effect": null,
                         "addictive": false, "cures_addiction": false, "hunger": 0}]}),
    );
    ok(&db, &["homebrew", "import", &file]);
    ok(
        &db,
        &[
            "add-player",
            "1",
            "Vera",
            "Vera",
            "Scav",
            "--preset",
            "Drifter",
        ],
    );
    for _ in 0..turns {
        ok(&db, &["turn"]);
    }
    db
}

/// The wasteland command line splits words typed without quotes by the
/// campaign's names, its homebrew over the shipped tables: `enemy-add
/// Glowing Mole` is the campaign's two-word template (it was read as an
/// enemy "Glowing" of a template "Mole"), `enemy-add Big Glowing Mole` an
/// enemy "Big" of it, and `use-item Vera Cactus Juice` the campaign's
/// two-word consumable (it was read as "Cactus" given to "Juice").
#[test]
fn the_wasteland_command_line_splits_unquoted_words_by_the_campaigns_homebrew() {
    let mole = |name: &str, used: i64| {
        json!({"type": "enemy_added", "hp_budget": 30, "hp_used": used,
          "enemy": {"alive": true, "attack_skill": 9, "damage": "2d6", "drops": "junk", "effects": [],
            "hp": 7, "max_hp": 7, "name": name, "special": "burrows", "template": "Glowing Mole", "tier": 1}})
    };
    let combat = json!({"type": "mode_changed", "from": "exploration", "to": "combat"});
    let dir = tempfile::tempdir().expect("temp dir");

    // All the words are the campaign's template.
    let db = wasteland_brewed(dir.path(), "one.db", 2);
    let v = ok(&db, &["enemy-add", "Glowing", "Mole"]);
    assert_eq!(v["events"], json!([mole("Glowing Mole", 7), combat]));
    assert_eq!(
        v["message"],
        "Glowing Mole (tier 1, HP 7) enters; HP budget 7/30. Mode: exploration to combat."
    );
    // All the words are the campaign's consumable: Vera drinks it herself.
    ok(&db, &["inventory", "Vera", "add", "Cactus Juice", "1"]);
    let v = ok(&db, &["use-item", "Vera", "Cactus", "Juice"]);
    assert_eq!(
        v["events"][0],
        json!({"type": "item_used", "item": "Cactus Juice", "left": 0, "target": "Vera", "user": "Vera"})
    );
    assert_eq!(
        v["message"],
        "Vera uses Cactus Juice on Vera. Vera: HP 40 to 40/40. Vera: rads 0 to 1."
    );

    // A name, then the campaign's template.
    let db = wasteland_brewed(dir.path(), "two.db", 2);
    let v = ok(&db, &["enemy-add", "Big", "Glowing", "Mole"]);
    assert_eq!(v["events"], json!([mole("Big", 7), combat]));

    // A pack of the campaign's template (the chapter's third day).
    let db = wasteland_brewed(dir.path(), "three.db", 17);
    let v = ok(&db, &["enemy-add", "Glowing", "Mole", "x2"]);
    assert_eq!(
        v["events"],
        json!([
            mole("Glowing Mole 1", 7),
            mole("Glowing Mole 2", 14),
            combat
        ])
    );
    // The shipped split is kept: a name, then a shipped template.
    let v = ok(&db, &["enemy-add", "Big", "Mole", "Rat"]);
    assert_eq!(
        (&v["enemy"]["name"], &v["enemy"]["template"]),
        (&json!("Big"), &json!("Mole Rat"))
    );
}

/// The d20 and Fallout 2d20 command lines split unquoted words by the
/// campaign's names too: `attack Ann Rail Spike Gun Swamp Lurk` is the
/// campaign's three-word weapon at its template (it was read as a weapon
/// "Rail" at "Spike Gun Swamp Lurk"), `creature-add Rust Crab 2 Crabby` a
/// pack of two of the campaign's two-word template named Crabby (it was
/// read as the template "Rust" named "Crab 2 Crabby").
#[test]
fn the_d20_and_fallout_2d20_command_lines_split_unquoted_words_by_the_campaigns_homebrew() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d20.db");
    ok(&db, &["init", "--ruleset", "d20"]);
    ok(
        &db,
        &[
            "add-player",
            "1",
            "Ann",
            "Ann",
            "3",
            "1",
            "2",
            "1",
            "0",
            "0",
            "0",
            "light_weapons",
        ],
    );
    let file = write(dir.path(), "d20.json", &d20_file());
    ok(&db, &["homebrew", "import", &file]);
    ok(&db, &["enemy-add", "swamp lurk"]);
    let (v, code) = run(
        &db,
        3,
        &["attack", "Ann", "Rail", "Spike", "Gun", "Swamp", "Lurk"],
    );
    assert_eq!(code, 0, "{v}");
    assert_eq!(
        (&v["weapon"], &v["events"][0]["target"]),
        (
            &json!("Rail Spike Gun"),
            &json!({"kind": "enemy", "name": "Swamp Lurk"})
        )
    );
    assert_eq!(v["events"][0]["damage"]["dice"]["faces"], json!([3, 4, 1]));
    // A shipped weapon of two words is still found.
    let (v, code) = run(
        &db,
        3,
        &["attack", "Ann", "Blaster", "Rifle", "Swamp", "Lurk"],
    );
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["weapon"], "Blaster Rifle");

    let db = dir.path().join("f.db");
    ok(&db, &["init", "--ruleset", "fallout-2d20"]);
    let file = write(
        dir.path(),
        "f.json",
        &json!({
        "creatures": [{"name": "Rust Crab", "level": 2, "kind": "animal", "body": 6, "mind": 3,
            "melee": 2, "guns": 0, "other": 1, "hp": 9, "initiative": 9, "defense": 1,
            "size": "normal", "locations": "insect",
            "dr": [{"location": "body", "dr": {"physical": {"dr": 2}, "energy": {"dr": 0}, "radiation": {"dr": 0}, "poison": {"dr": 0}}}],
            "attacks": [{"attribute": "body", "skill": "melee", "weapon": {"name": "Pincer",
                "kind": "unarmed", "damage": 3, "effects": [], "damage_type": "physical",
                "fire_rate": 0, "range": "close", "qualities": [], "ammo": null}}]}]}),
    );
    ok(&db, &["homebrew", "import", &file]);
    let v = ok(&db, &["creature-add", "Rust", "Crab", "2", "Crabby"]);
    let added: Vec<(&Value, &Value, &Value)> = v["events"][0]["creatures"]
        .as_array()
        .expect("creatures")
        .iter()
        .map(|c| (&c["name"], &c["template"], &c["hp"]))
        .collect();
    let (crab, nine) = (json!("Rust Crab"), json!(9));
    assert_eq!(
        added,
        [
            (&json!("Crabby 1"), &crab, &nine),
            (&json!("Crabby 2"), &crab, &nine)
        ]
    );
    // A shipped template of two words is still found.
    let v = ok(&db, &["creature-add", "Feral", "Ghoul"]);
    assert_eq!(v["events"][0]["creatures"][0]["template"], "Feral Ghoul");
}
