//! Names and the game's words, tried as a new user would in every game and
//! in both languages: a character or enemy named like one of the game's
//! fixed words is refused with the reason; look-alike capitals (Cyrillic,
//! Greek) beside Latin ones are refused on every path, imports included; a
//! d20 condition typed as part of a known one is offered, not made up; the
//! Chinese name printed for each ammunition is read back by `give`/`take`.
//! Every refusal changes nothing.

use std::path::Path;

use serde_json::{json, Value};

use crate::cli_run::run;

/// Runs a command that must succeed; its message.
fn ok(db: &Path, args: &[&str]) -> String {
    let v = run(db, args);
    assert_eq!(v["ok"], true, "{args:?}: {v}");
    v["message"].as_str().unwrap_or_default().to_owned()
}

/// Runs a command that must be refused with `error`, changing nothing; its
/// (message, hint).
fn refused(db: &Path, args: &[&str], error: &str) -> (String, String) {
    let before = run(db, &["export"]);
    let v = run(db, args);
    assert_eq!(
        (&v["ok"], v["error"].as_str()),
        (&json!(false), Some(error)),
        "{args:?}: {v}"
    );
    assert_eq!(
        run(db, &["export"]),
        before,
        "{args:?} changed the campaign"
    );
    (
        v["message"].as_str().unwrap_or_default().to_owned(),
        v["hint"].as_str().unwrap_or_default().to_owned(),
    )
}

/// `args` with `--lang zh-CN` before them.
fn zh<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["--lang", "zh-CN"];
    all.extend_from_slice(args);
    all
}

/// A new campaign of `ruleset` (the default game when `None`).
fn campaign(dir: &Path, file: &str, ruleset: Option<&str>) -> std::path::PathBuf {
    let db = dir.join(file);
    match ruleset {
        Some(id) => ok(&db, &["init", "--ruleset", id]),
        None => ok(&db, &["init"]),
    };
    db
}

/// Each game's command that adds a character named `name`.
fn add_character<'a>(game: &str, name: &'a str) -> Vec<&'a str> {
    add_character_of(game, "1", name)
}

/// Each game's command that adds a character named `name`, played by `owner`.
fn add_character_of<'a>(game: &str, owner: &'a str, name: &'a str) -> Vec<&'a str> {
    let rest: &[&'a str] = match game {
        "wasteland" => &[
            "P",
            "Vault",
            "6",
            "7",
            "5",
            "4",
            "6",
            "8",
            "4",
            "Small Guns",
            "Sneak",
            "Lockpick",
        ],
        "fallout-2d20" => &[
            "6",
            "6",
            "6",
            "5",
            "6",
            "6",
            "5",
            "small guns",
            "sneak",
            "medicine",
        ],
        "fallout-pnp" => &[
            "3",
            "4",
            "3",
            "2",
            "3",
            "4",
            "3",
            "Small Guns",
            "Lockpick",
            "Speech",
        ],
        _ => &["3", "1", "3", "2", "0", "1", "2", "Athletics"],
    };
    let mut args = vec!["add-player", owner];
    if game == "wasteland" {
        args.push(name);
    } else {
        args.extend(["P", name]);
    }
    args.extend_from_slice(rest);
    args
}

const FIXED_EN: &str = "is one of the game's own words (an item, a skill, a body part...): \
                        a character or an enemy so named could not be told from it in a \
                        command. Choose another name.";
const FIXED_ZH: &str =
    "是本游戏自己的用词（物品、技能、身体部位等）：这样命名的角色或敌人在命令里无法与它区分。请换一个名字。";

#[test]
fn a_character_or_enemy_named_like_a_fixed_word_is_refused_in_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games: [(&str, Option<&str>, &str, &str); 4] = [
        ("wasteland", None, "Stimpak", "潜行"),
        ("fallout-2d20", Some("fallout-2d20"), "torso", "治疗针"),
        ("fallout-pnp", Some("fallout-pnp"), "Sneak", "潜行"),
        ("d20", Some("d20"), "Sword", "倒地"),
    ];
    for (game, ruleset, english, chinese) in games {
        let db = campaign(dir.path(), &format!("{game}.db"), ruleset);
        let (message, _) = refused(&db, &add_character(game, english), "fixed_word");
        assert_eq!(message, format!("{english} {FIXED_EN}"), "{game}");
        let (message, _) = refused(&db, &zh(&add_character(game, chinese)), "fixed_word");
        assert_eq!(message, format!("{chinese} {FIXED_ZH}"), "{game}");
        // Any case, width or spacing of it.
        let upper = english.to_uppercase();
        refused(&db, &add_character(game, &upper), "fixed_word");
        // A name that only holds the word is a name.
        let longer = format!("{english} Jones");
        ok(&db, &add_character(game, &longer));
    }
    // Enemies and creatures named so; a lone one still takes its template's name.
    let w = dir.path().join("wasteland.db");
    // The default game's first enemies come after two safe turns.
    ok(&w, &["turn"]);
    ok(&w, &["turn"]);
    refused(&w, &["enemy-add", "Stimpak", "Radroach"], "fixed_word");
    assert!(ok(&w, &["enemy-add", "Radroach"]).contains("Radroach"));
    let f = dir.path().join("fallout-2d20.db");
    let (message, _) = refused(
        &f,
        &zh(&["creature-add", "Radroach", "1", "潜行"]),
        "fixed_word",
    );
    assert_eq!(message, format!("潜行 {FIXED_ZH}"));
    assert!(ok(&f, &["creature-add", "Radroach"]).contains("Radroach"));
    let p = dir.path().join("fallout-pnp.db");
    refused(&p, &["enemy-add", "Raider", "1", "Sneak"], "fixed_word");
    let d = dir.path().join("d20.db");
    let (message, _) = refused(&d, &["enemy-add", "Bandit", "1", "Sword"], "fixed_word");
    assert_eq!(message, format!("Sword {FIXED_EN}"));
    assert!(ok(&d, &["enemy-add", "Bandit"]).contains("Bandit"));
}

#[test]
fn look_alike_capitals_are_refused_beside_latin_names_in_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = [
        ("wasteland", None),
        ("fallout-2d20", Some("fallout-2d20")),
        ("fallout-pnp", Some("fallout-pnp")),
        ("d20", Some("d20")),
    ];
    for (game, ruleset) in games {
        let db = campaign(dir.path(), &format!("{game}.db"), ruleset);
        ok(&db, &add_character(game, "Kate"));
        if game == "wasteland" {
            // The default game's first enemies come after two safe turns.
            ok(&db, &["turn"]);
            ok(&db, &["turn"]);
        }
        // Cyrillic К, all Cyrillic capitals, Greek Κ.
        for other in ["\u{41a}ate", "\u{41a}\u{410}\u{422}\u{415}", "\u{39a}ate"] {
            let (message, _) = refused(&db, &add_character(game, other), "looks_like");
            assert_eq!(
                message,
                format!(
                    "The name {other} looks the same as Kate, who is already here: \
                     choose a name that reads differently."
                ),
                "{game}"
            );
        }
        // An enemy or creature beside a character, and the other way round.
        let enemy: Vec<&str> = match game {
            "wasteland" => vec!["enemy-add", "\u{39d}ed", "Radroach"],
            "fallout-2d20" => vec!["creature-add", "Radroach", "1", "\u{39d}ed"],
            "fallout-pnp" => vec!["enemy-add", "Raider", "1", "\u{39d}ed"],
            _ => vec!["enemy-add", "Bandit", "1", "\u{39d}ed"],
        };
        ok(&db, &enemy);
        let (message, _) = refused(&db, &zh(&add_character(game, "Ned")), "looks_like");
        assert_eq!(
            message, "名字 Ned 看起来与已有的 \u{39d}ed 一模一样：请换一个看得出区别的名字。",
            "{game}"
        );
    }
}

/// The games, each with the `--ruleset` that starts it.
const GAMES: [(&str, Option<&str>); 4] = [
    ("wasteland", None),
    ("fallout-2d20", Some("fallout-2d20")),
    ("fallout-pnp", Some("fallout-pnp")),
    ("d20", Some("d20")),
];

/// The Latin names of [`LOOK_ALIKES`], each on the roster before the others come.
const REAL: [&str; 8] = ["Kate", "Bob", "Tom", "Hank", "Mike", "Eve", "Zed", "Ned"];

/// Names with a Cyrillic or Greek capital (or all capitals) and the Latin
/// name each reads as: Cyrillic К, Greek Κ, Cyrillic В, Т, Н, М, Greek Ε,
/// Ζ, Ν, and Cyrillic КАТЕ.
const LOOK_ALIKES: [(&str, &str); 10] = [
    ("\u{41a}ate", "Kate"),
    ("\u{39a}ate", "Kate"),
    ("\u{412}ob", "Bob"),
    ("\u{422}om", "Tom"),
    ("\u{41d}ank", "Hank"),
    ("\u{41c}ike", "Mike"),
    ("\u{395}ve", "Eve"),
    ("\u{396}ed", "Zed"),
    ("\u{39d}ed", "Ned"),
    ("\u{41a}\u{410}\u{422}\u{415}", "Kate"),
];

/// The refusal of `name` beside `existing`, in English.
fn looks_like_en(name: &str, existing: &str) -> String {
    format!(
        "The name {name} looks the same as {existing}, who is already here: \
         choose a name that reads differently."
    )
}

/// The refusal of `name` beside `existing`, in Chinese.
fn looks_like_zh(name: &str, existing: &str) -> String {
    format!("名字 {name} 看起来与已有的 {existing} 一模一样：请换一个看得出区别的名字。")
}

/// Each game's command that brings in one enemy or creature named `name`.
fn add_enemy<'a>(game: &str, name: &'a str) -> Vec<&'a str> {
    match game {
        "wasteland" => vec!["enemy-add", name, "Radroach"],
        "fallout-2d20" => vec!["creature-add", "Radroach", "1", name],
        "fallout-pnp" => vec!["enemy-add", "Raider", "1", name],
        _ => vec!["enemy-add", "Bandit", "1", name],
    }
}

#[test]
fn every_look_alike_capital_is_refused_for_a_character_and_an_enemy_in_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let owners: Vec<String> = (1..=REAL.len()).map(|i| i.to_string()).collect();
    for (g, (game, ruleset)) in GAMES.into_iter().enumerate() {
        let db = campaign(dir.path(), &format!("{game}.db"), ruleset);
        for (owner, real) in owners.iter().zip(REAL) {
            ok(&db, &add_character_of(game, owner, real));
        }
        if game == "wasteland" {
            // The default game's first enemies come after two safe turns.
            ok(&db, &["turn"]);
            ok(&db, &["turn"]);
        }
        for (spoof, real) in LOOK_ALIKES {
            let (message, _) = refused(&db, &add_character_of(game, "9", spoof), "looks_like");
            assert_eq!(message, looks_like_en(spoof, real), "{game}: {spoof}");
            let (message, _) = refused(&db, &add_enemy(game, spoof), "looks_like");
            assert_eq!(message, looks_like_en(spoof, real), "{game}: enemy {spoof}");
        }
        // In Chinese, a pair of its own for each game.
        let (spoof, real) = LOOK_ALIKES[g * 2 + 1];
        let (message, _) = refused(&db, &zh(&add_character_of(game, "9", spoof)), "looks_like");
        assert_eq!(message, looks_like_zh(spoof, real), "{game}");
        let (message, _) = refused(&db, &zh(&add_enemy(game, spoof)), "looks_like");
        assert_eq!(message, looks_like_zh(spoof, real), "{game}: enemy");
    }
}

/// Every name of `value` (at any depth) that starts with `prefix`, in order.
fn names_starting(value: &Value, prefix: &str, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                match v.as_str() {
                    Some(n)
                        if k == "name" && n.starts_with(prefix) && !out.contains(&n.to_owned()) =>
                    {
                        out.push(n.to_owned());
                    }
                    _ => names_starting(v, prefix, out),
                }
            }
        }
        Value::Array(list) => list.iter().for_each(|v| names_starting(v, prefix, out)),
        _ => {}
    }
}

#[test]
fn a_pack_named_with_a_look_alike_capital_skips_the_numbers_that_look_taken() {
    let dir = tempfile::tempdir().expect("temp dir");
    let spoof = "\u{41a}ate";
    for (game, ruleset) in GAMES {
        let db = campaign(dir.path(), &format!("{game}.db"), ruleset);
        ok(&db, &add_character(game, "Kate 1"));
        let pack: Vec<&str> = match game {
            "wasteland" => {
                // Three living enemies at once come on the chapter's third day.
                for _ in 0..20 {
                    ok(&db, &["turn"]);
                }
                vec!["enemy-add", spoof, "Radroach", "x3"]
            }
            "fallout-2d20" => vec!["creature-add", "Radroach", "3", spoof],
            "fallout-pnp" => vec!["enemy-add", "Raider", "3", spoof],
            _ => vec!["enemy-add", "Bandit", "3", spoof],
        };
        let v = run(&db, &pack);
        assert_eq!(v["ok"], true, "{game}: {v}");
        let mut names = Vec::new();
        names_starting(&v["events"], spoof, &mut names);
        // "Кate 1" would read as the character Kate 1.
        assert_eq!(
            names,
            ["\u{41a}ate 2", "\u{41a}ate 3", "\u{41a}ate 4"],
            "{game}"
        );
    }
}

#[test]
fn a_campaign_import_whose_roster_holds_two_names_that_only_look_alike_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    // "КАТЕ" in Cyrillic capitals beside Kate.
    let spoof = "\u{41a}\u{410}\u{422}\u{415}";
    for (game, ruleset) in GAMES {
        let db = campaign(dir.path(), &format!("{game}.db"), ruleset);
        ok(&db, &add_character_of(game, "1", "Kate"));
        ok(&db, &add_character_of(game, "2", "Bob"));
        let file = dir.path().join(format!("{game}.json"));
        let file = file.to_string_lossy().into_owned();
        ok(&db, &["export", &file]);
        // Bob renamed, wherever the export names him.
        let text = std::fs::read_to_string(&file).expect("the export");
        let spoofed = text.replace("\"Bob\"", &format!("\"{spoof}\""));
        assert_ne!(spoofed, text, "{game}");
        let bad = dir.path().join(format!("{game}-alike.json"));
        std::fs::write(&bad, spoofed).expect("written");
        let other = campaign(dir.path(), &format!("{game}-2.db"), ruleset);
        let (message, _) = refused(
            &other,
            &["import", &bad.to_string_lossy()],
            "invalid_export",
        );
        let rule = if game == "wasteland" {
            format!("players: {spoof} looks the same as Kate")
        } else {
            format!("state: invalid campaign state: the name {spoof} looks the same as Kate")
        };
        assert_eq!(
            message,
            format!("The export breaks a rule of the game at {rule}. Nothing was imported."),
            "{game}"
        );
        // In Chinese, a Chinese sentence names where (a data path); the
        // engine's English rule follows in the hint, quoted, without its lead.
        let (message, hint) = refused(
            &other,
            &zh(&["import", &bad.to_string_lossy()]),
            "invalid_export",
        );
        let (at, rule) = if game == "wasteland" {
            ("players", format!("{spoof} looks the same as Kate"))
        } else {
            ("state", format!("the name {spoof} looks the same as Kate"))
        };
        assert_eq!(
            (message.as_str(), hint.as_str()),
            (
                format!("导出文件在 {at} 处违反了游戏规则。没有导入任何内容。").as_str(),
                format!("游戏引擎给出的规则（英文原文）：“{rule}”。").as_str()
            ),
            "{game}"
        );
        // The export as it was comes in, where no campaign is yet.
        ok(&dir.path().join(format!("{game}-3.db")), &["import", &file]);
    }
}

#[test]
fn every_look_alike_capital_is_refused_on_import_character() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = campaign(dir.path(), "f.db", Some("fallout-2d20"));
    let owners: Vec<String> = (1..=REAL.len()).map(|i| i.to_string()).collect();
    for (owner, real) in owners.iter().zip(REAL) {
        ok(&db, &add_character_of("fallout-2d20", owner, real));
    }
    let fixture = format!(
        "{}/tests/fixtures/foundry/character.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let actor: Value =
        serde_json::from_str(&std::fs::read_to_string(&fixture).expect("fixture")).expect("json");
    for (i, (spoof, real)) in LOOK_ALIKES.into_iter().enumerate() {
        let mut pc = actor.clone();
        pc["name"] = json!(spoof);
        let path = dir.path().join(format!("{i}.json"));
        std::fs::write(&path, pc.to_string()).expect("written");
        let file = path.to_string_lossy().into_owned();
        let (message, _) = refused(&db, &["import-character", &file], "looks_like");
        assert_eq!(message, looks_like_en(spoof, real), "{spoof}");
        if i == 2 {
            let (message, _) = refused(&db, &zh(&["import-character", &file]), "looks_like");
            assert_eq!(message, looks_like_zh(spoof, real));
        }
    }
}

#[test]
fn a_homebrew_entry_named_like_another_with_a_look_alike_capital_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = campaign(dir.path(), "d.db", Some("d20"));
    let enemy = |name: &str| {
        json!({"name": name, "ac": 13, "hp": 22, "attack_bonus": 4,
            "damage": {"count": 1, "sides": 10, "keep": {"kind": "all"}, "modifier": 1},
            "initiative_bonus": 2, "save_bonus": 3})
    };
    let write = |file: &str, names: &[&str]| {
        let rows: Vec<Value> = names.iter().map(|n| enemy(n)).collect();
        let path = dir.path().join(file);
        let body = json!({"ruleset": "d20", "enemies": rows});
        std::fs::write(&path, body.to_string()).expect("written");
        path.to_string_lossy().into_owned()
    };
    ok(&db, &["homebrew", "import", &write("real.json", &REAL)]);
    for (i, (spoof, real)) in LOOK_ALIKES.into_iter().enumerate() {
        let file = write(&format!("{i}.json"), &[spoof]);
        let (message, _) = refused(&db, &["homebrew", "import", &file], "collides");
        assert_eq!(
            message,
            format!("enemies: {spoof} looks like {real}, which it does not replace."),
            "{spoof}"
        );
        if i == 4 {
            let (message, _) = refused(&db, &zh(&["homebrew", "import", &file]), "collides");
            assert_eq!(
                message,
                format!("敌人模板：{spoof} 与 {real} 过于相似，而它并未替换后者。")
            );
        }
    }
    // Two entries of one file that only look alike.
    let file = write("both.json", &["Rex", "R\u{415}X"]);
    let (message, _) = refused(&db, &["homebrew", "import", &file], "invalid");
    assert_eq!(message, "enemies: R\u{415}X, field name: collides with Rex");
}

#[test]
fn an_imported_character_named_like_another_or_like_a_fixed_word_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = campaign(dir.path(), "f.db", Some("fallout-2d20"));
    let fixture = format!(
        "{}/tests/fixtures/foundry/character.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let actor: Value =
        serde_json::from_str(&std::fs::read_to_string(&fixture).expect("fixture")).expect("json");
    ok(&db, &["import-character", &fixture]);
    let write = |file: &str, name: &str| {
        let mut pc = actor.clone();
        pc["name"] = json!(name);
        let path = dir.path().join(file);
        std::fs::write(&path, pc.to_string()).expect("written");
        path.to_string_lossy().into_owned()
    };
    // "Nоra Vance" with a Cyrillic о.
    let nora = write("nora.json", "N\u{43e}ra Vance");
    let (message, _) = refused(&db, &["import-character", &nora], "looks_like");
    assert_eq!(message, looks_like_en("N\u{43e}ra Vance", "Nora Vance"));
    let stimpak = write("stimpak.json", "Stimpak");
    let (message, _) = refused(&db, &["import-character", &stimpak], "invalid");
    assert_eq!(
        message,
        "character: Stimpak, field name: it is the game's word Stimpak"
    );
}

#[test]
fn a_d20_condition_typed_as_part_of_a_known_one_is_offered_not_made_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = campaign(dir.path(), "d.db", Some("d20"));
    ok(&db, &add_character("d20", "Kestrel"));
    let (message, hint) = refused(
        &db,
        &zh(&["condition", "add", "Kestrel", "倒"]),
        "unknown_condition",
    );
    assert_eq!(message, "未知的状态：倒。");
    assert_eq!(
        hint,
        "可选：倒地、眩晕、中毒、恐惧、束缚、昏迷。 用法：状态 <添加|移除> <角色|敌人> <状态>"
    );
    let (message, hint) = refused(
        &db,
        &["condition", "add", "Kestrel", "pro"],
        "unknown_condition",
    );
    assert_eq!(message, "Unknown condition: pro.");
    assert!(
        hint.starts_with("Try: prone, poisoned, stunned, frightened, restrained, unconscious."),
        "{hint}"
    );
    // One letter off a known one.
    let (message, _) = refused(
        &db,
        &["condition", "add", "Kestrel", "prne"],
        "unknown_condition",
    );
    assert_eq!(message, "Unknown condition: prne.");
    // The known ones in either language, and the GM's own label.
    assert_eq!(
        ok(&db, &zh(&["condition", "add", "Kestrel", "倒 地"])),
        "Kestrel 现在处于倒地状态。"
    );
    assert_eq!(
        ok(&db, &["condition", "add", "Kestrel", "STUNNED"]),
        "Kestrel is now stunned."
    );
    assert_eq!(
        ok(&db, &["condition", "add", "Kestrel", "blessed"]),
        "Kestrel is now blessed."
    );
}

#[test]
fn the_chinese_name_printed_for_each_ammunition_is_read_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = campaign(dir.path(), "f.db", Some("fallout-2d20"));
    ok(&db, &add_character("fallout-2d20", "Bo"));
    assert_eq!(
        ok(&db, &zh(&["give", "Bo", "10mm 子弹", "20"])),
        "Bo 获得 10mm 子弹 ×20（现有 20）。"
    );
    assert_eq!(
        ok(&db, &zh(&["give", "Bo", "５．５６ｍｍ子弹", "3"])),
        "Bo 获得 5.56mm 子弹 ×3（现有 3）。"
    );
    assert_eq!(
        ok(&db, &zh(&["give", "Bo", ".44 马格南子弹", "2"])),
        "Bo 获得 .44 马格南子弹 ×2（现有 2）。"
    );
    assert_eq!(
        ok(&db, &zh(&["give", "Bo", "聚变核心", "1"])),
        "Bo 获得 聚变核心 ×1（现有 1）。"
    );
    assert_eq!(
        ok(&db, &["give", "Bo", "10mm", "5"]),
        "Bo receives 10mm ×5 (now 25)."
    );
}
