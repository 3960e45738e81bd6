//! Command words typed in Chinese: every command, option and fixed word the
//! command line prints in Chinese (its help, the Discord command's names)
//! reads back as the English word, and a line typed in those words runs as
//! the English line.

use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// Runs `overseer cli --db <db> <args>`: its stdout and exit code.
fn run(db: &Path, args: &[&str], stdin: Option<&str>) -> (String, i32) {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    if let Some(text) = stdin {
        let mut input = child.stdin.take().expect("stdin");
        input.write_all(text.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().expect("binary runs");
    (
        String::from_utf8(out.stdout).expect("utf-8"),
        out.status.code().unwrap_or(-1),
    )
}

/// The replies of a batch, one JSON object a line.
fn batch(db: &Path, script: &str) -> Vec<Value> {
    let (out, _) = run(db, &["--seed", "7", "-"], Some(script));
    out.lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

/// The command word of each usage line of a help text (the lines indented
/// by two spaces; what a command does is indented further).
fn printed_words(help: &str) -> Vec<String> {
    help.lines()
        .filter(|l| l.starts_with("  ") && !l.starts_with("   ") && !l.trim().starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_command_word_the_chinese_help_prints_reads_back_as_that_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (game, commands) in [
        ("wasteland-2d20", 35 + 15),
        ("fallout-2d20", 45 + 15),
        ("fallout-pnp", 28 + 15),
        ("d20", 17 + 15),
    ] {
        let db = dir.path().join(format!("{game}.db"));
        let (_, code) = run(&db, &["init", "--ruleset", game], None);
        assert_eq!(code, 0, "{game}");
        let (help, code) = run(&db, &["--lang", "zh-CN", "help"], None);
        assert_eq!(code, 0, "{help}");
        let words = printed_words(&help);
        let mut unique = words.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(
            (words.len(), unique.len()),
            (commands, commands),
            "{game}: {words:?}"
        );
        for word in &words {
            assert!(!word.is_ascii(), "{game}: {word} is not Chinese");
            let (usage, code) = run(&db, &["--lang", "zh-CN", "help", word], None);
            assert_eq!(code, 0, "{game}: help {word}: {usage}");
            assert!(
                usage.trim_start().starts_with(word.as_str()),
                "{game}: {word}: {usage}"
            );
        }
        // The English help keeps the English words.
        let (english, _) = run(&db, &["--lang", "en-US", "help"], None);
        assert!(
            printed_words(&english).iter().all(|w| w.is_ascii()),
            "{english}"
        );
    }
}

#[test]
fn a_line_typed_in_the_chinese_words_of_commands_and_options_runs_as_the_english_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let start = "init\nadd-player 2 Mira Mira Guard --preset \"Caravan Guard\"\n";
    let chinese = format!(
        "{start}物品栏 Mira 添加 治疗针 2\n效果 Mira 添加 喷射药 2\n效果 Mira 列表\n\
         敌人 添加 辐射蟑螂\n伤害 Mira 10毫米手枪 --目标 辐射蟑螂 --近距离\n\
         设置 天气 晴\n设置房规 列表\n撤销\n语言\n"
    );
    let english = format!(
        "{start}inventory Mira add Stimpak 2\neffect Mira add Jet 2\neffect Mira list\n\
         enemy-add Radroach\ndamage Mira \"10mm Pistol\" --target Radroach --close\n\
         set weather 晴\nrule list\nrecover\nlanguage\n"
    );
    let zh = batch(&dir.path().join("zh.db"), &chinese);
    let en = batch(&dir.path().join("en.db"), &english);
    assert_eq!(zh.len(), 11, "{zh:#?}");
    for (typed_zh, typed_en) in zh.iter().zip(&en) {
        assert_eq!(typed_zh["command"], typed_en["command"], "{typed_zh}");
        assert_eq!(typed_zh["message"], typed_en["message"], "{typed_zh}");
    }
    assert_eq!(zh[2]["command"], "inventory", "{}", zh[2]);
    assert_eq!(zh[6]["command"], "damage", "{}", zh[6]);
    assert_eq!(zh[9]["command"], "recover", "{}", zh[9]);
    // The secret option, typed in Chinese, marks the line secret.
    let f2 = dir.path().join("f2.db");
    let lines = batch(
        &f2,
        "开始 --规则 fallout-2d20\n创建 1 Ann Bo 6 6 6 5 6 6 5 轻型枪械 潜行 医疗\n\
         检定 Bo 感知 潜行 1 --暗骰\n行动点 团队 3\n动力装甲 Bo 离开\n\
         急救 Bo Bo 处理伤势\n急救 Bo Bo 包扎\n",
    );
    assert_eq!(lines[0]["ruleset"], "fallout-2d20", "{}", lines[0]);
    assert_eq!(lines[1]["ok"], true, "{}", lines[1]);
    assert_eq!(lines[2]["secret"], true, "{}", lines[2]);
    assert_eq!(lines[2]["command"], "test", "{}", lines[2]);
    assert_eq!(lines[3]["command"], "ap", "{}", lines[3]);
    assert_eq!(lines[3]["ok"], true, "{}", lines[3]);
    // `leave` read from 离开: refused by the rules (no frame to leave), not
    // by the grammar.
    assert_eq!(lines[4]["command"], "power-armor", "{}", lines[4]);
    // First aid's choices in Chinese: 处理伤势 is `treat` (refused by the
    // rules, Bo has no injury), a word that is no choice is refused as one.
    assert_eq!(lines[5]["command"], "first-aid", "{}", lines[5]);
    assert_eq!(lines[5]["error"], "no_injury", "{}", lines[5]);
    assert_eq!(lines[6]["error"], "invalid", "{}", lines[6]);
    // A word no command has is still refused, naming it.
    let (out, code) = run(&f2, &["--lang", "zh-CN", "飞行", "Bo"], None);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("飞行"), "{out}");
}

#[test]
fn a_name_of_several_words_typed_without_quotes_is_read_as_one_name() {
    // The classic game's attack names its weapon before the target: the
    // longest run of words that names a weapon is the weapon.
    let dir = tempfile::tempdir().expect("temp dir");
    let start = "开始 --规则 fallout-pnp\n创建 1 安娜 维克 3 4 3 2 3 4 3 轻型枪械 开锁 口才\n\
                 敌人 添加 掠夺者 2 匪徒\n";
    let quoted = batch(
        &dir.path().join("quoted.db"),
        &format!("{start}攻击 维克 \"12 号霰弹枪\" \"匪徒 1\" 10\n"),
    );
    let unquoted = batch(
        &dir.path().join("unquoted.db"),
        &format!("{start}攻击 维克 12 号霰弹枪 \"匪徒 1\" 10\n"),
    );
    assert_eq!(quoted.len(), 4, "{quoted:#?}");
    assert_eq!(quoted[3]["command"], "attack", "{}", quoted[3]);
    assert_eq!(
        unquoted[3]["message"], quoted[3]["message"],
        "{}",
        unquoted[3]
    );
    assert_eq!(unquoted[3]["ok"], quoted[3]["ok"], "{}", unquoted[3]);
    // Fallout 2d20: ammunition given by its two words.
    let f2 = batch(
        &dir.path().join("f2.db"),
        "开始 --规则 fallout-2d20\n创建 1 Ann Bo 6 6 6 5 6 6 5 轻型枪械 潜行 医疗\n给予 Bo 10mm 子弹 20\n",
    );
    assert_eq!(f2[2]["ok"], true, "{}", f2[2]);
    assert_eq!(f2[2]["qty"], 20, "{}", f2[2]);
}

/// Runs `script` (after `init --ruleset <game>`) typed in English and typed
/// in the words the Chinese help prints, each in its own campaign with the
/// same dice: the two give the same answers, line by line. The answers.
fn same_as_english(dir: &Path, game: &str, english: &[&str], chinese: &[&str]) -> Vec<Value> {
    let script = |lines: &[&str]| format!("init --ruleset {game}\n{}\n", lines.join("\n"));
    let en = batch(&dir.join(format!("{game}-en.db")), &script(english));
    let zh = batch(&dir.join(format!("{game}-zh.db")), &script(chinese));
    assert_eq!(en.len(), english.len() + 1, "{en:#?}");
    for ((e, z), line) in en
        .iter()
        .zip(&zh)
        .zip(std::iter::once(&"init").chain(chinese))
    {
        assert_eq!(z, e, "{line}");
    }
    zh
}

#[test]
fn create_character_and_an_attacks_perks_typed_in_chinese_options_run_as_the_english_ones() {
    let dir = tempfile::tempdir().expect("temp dir");
    let zh = same_as_english(
        dir.path(),
        "fallout-2d20",
        &[
            "create-character 2 Cy Cy --special 5,6,5,5,5,8,6 --tags \"small guns,sneak,medicine\" --perk \"Quick Hands\"",
            "creature-add Raider",
            "give Cy \"10mm Pistol\"",
            "give Cy 10mm 10",
            "ap group 2",
            "attack Cy Raider \"10mm Pistol\" --quick-hands --ammo 4",
            "attack Cy Raider \"10mm Pistol\" --gun-fu Raider",
        ],
        &[
            "新角色 2 Cy Cy --特殊 5,6,5,5,5,8,6 --专精技能 \"small guns,sneak,medicine\" --专长 \"Quick Hands\"",
            "creature-add Raider",
            "give Cy \"10mm Pistol\"",
            "give Cy 10mm 10",
            "ap group 2",
            "攻击 Cy Raider \"10mm Pistol\" --快手 --弹药 4",
            "攻击 Cy Raider \"10mm Pistol\" --枪斗术 Raider",
        ],
    );
    let sheet = &zh[1]["events"][0]["sheet"];
    assert_eq!(
        (&sheet["special"], &sheet["tags"], &sheet["perks"]),
        (
            &serde_json::json!([5, 6, 5, 5, 5, 8, 6]),
            &serde_json::json!(["small_guns", "sneak", "medicine"]),
            &serde_json::json!([{"name": "Quick Hands", "rank": 1}])
        ),
        "{}",
        zh[1]
    );
    assert_eq!(
        zh[6]["events"][0]["report"]["perks"],
        serde_json::json!([{"perk": "quick_hands", "ap": {"pool": "group", "before": 2, "after": 0}, "fire_rate": 4}]),
        "{}",
        zh[6]
    );
    // Gun Fu read from --枪斗术: refused for the perk Cy lacks, not as an
    // unknown option.
    assert_eq!(
        (&zh[7]["ok"], &zh[7]["error"]),
        (&Value::from(false), &Value::from("lacks_perk")),
        "{}",
        zh[7]
    );
}

#[test]
fn the_classic_games_fixed_words_typed_in_chinese_run_as_the_english_ones() {
    let dir = tempfile::tempdir().expect("temp dir");
    let start = "add-player 1 Ana Vic 3 4 3 2 3 4 3 small-guns Lockpick Speech";
    let zh = same_as_english(
        dir.path(),
        "fallout-pnp",
        &[
            start,
            "enemy-add Raider",
            "setting half-points on",
            "pip-boy Vic on",
            "find-ammo Vic 10mm clip",
            "attack Vic 10mm Raider 5 called arm",
        ],
        &[
            start,
            "enemy-add Raider",
            "设置 半点规则 开",
            "哔哔小子 Vic 开",
            "找弹药 Vic 10mm 弹匣",
            "攻击 Vic 10mm Raider 5 部位 持武器的手臂",
        ],
    );
    let event = |i: usize| &zh[i]["events"][0];
    assert_eq!(
        event(3)["setting"],
        serde_json::json!({"setting": "half_points", "value": true}),
        "{}",
        zh[3]
    );
    assert_eq!(
        (&zh[4]["command"], &zh[4]["on"]),
        (&Value::from("pip-boy"), &Value::from(true)),
        "{}",
        zh[4]
    );
    assert_eq!(event(5)["found"], "clip", "{}", zh[5]);
    assert_eq!(event(6)["chance"]["called"], "weapon_arm", "{}", zh[6]);
}

#[test]
fn the_shared_commands_words_typed_in_chinese_run_as_the_english_ones() {
    let dir = tempfile::tempdir().expect("temp dir");
    let zh = same_as_english(
        dir.path(),
        "d20",
        &["language zh-CN", "roll adv"],
        &["语言 中文", "掷骰 优势"],
    );
    assert_eq!(zh[1]["language"], "zh-CN", "{}", zh[1]);
    assert_eq!(zh[2]["events"][0]["roll"]["expr"], "2d20kh1", "{}", zh[2]);
    // A recap's format (its text holds the time: not compared).
    let recap = batch(
        &dir.path().join("d20-zh.db"),
        "回顾 --格式 标记文本
",
    );
    assert_eq!(
        (&recap[0]["ok"], &recap[0]["format"], &recap[0]["session"]),
        (&Value::from(true), &Value::from("md"), &Value::from(1)),
        "{}",
        recap[0]
    );
    // A refusal's usage line is in the words help prints, which read back.
    let refused = batch(&dir.path().join("d20-zh.db"), "回顾 --格式 纯文本\n");
    assert_eq!(
        refused[0]["hint"], "用法：回顾 [第几次团] [--格式 网页|标记文本|论坛代码]",
        "{}",
        refused[0]
    );
}
