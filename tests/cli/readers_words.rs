//! Refusals in the reader's words, in every game: a word inside several
//! names is refused with those names (the closest first) and changes
//! nothing; a refusal that names a game term names it as the sheet does,
//! and a hint lists the valid words in the reader's language.

use std::path::Path;

use serde_json::Value;

use crate::cli_run::run;

/// A refusal's (message, hint), after checking it is one.
fn refused(db: &Path, args: &[&str]) -> (String, String) {
    let v = run(db, args);
    assert_eq!(v["ok"], false, "{args:?}: {v}");
    (
        v["message"].as_str().unwrap_or_default().to_owned(),
        v["hint"].as_str().unwrap_or_default().to_owned(),
    )
}

/// The campaign as an export holds it, to see that a refusal changed nothing.
fn state(db: &Path) -> Value {
    let v = run(db, &["export"]);
    assert_eq!(v["ok"], true, "{v}");
    v
}

/// A campaign of `ruleset` (the default game when `None`) with one
/// character, made by `player`.
fn campaign(dir: &Path, file: &str, ruleset: Option<&str>, player: &[&str]) -> std::path::PathBuf {
    let db = dir.join(file);
    let init = match ruleset {
        Some(id) => run(&db, &["init", "--ruleset", id]),
        None => run(&db, &["init"]),
    };
    assert_eq!(init["ok"], true, "{init}");
    let made = run(&db, player);
    assert_eq!(made["ok"], true, "{made}");
    db
}

const JAKE: [&str; 15] = [
    "add-player",
    "1",
    "Jake",
    "Jake",
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
];
const VIC: [&str; 14] = [
    "add-player",
    "1",
    "Ana",
    "Vic",
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
];
const KESTREL: [&str; 12] = [
    "add-player",
    "1",
    "Ana",
    "Kestrel",
    "3",
    "1",
    "3",
    "2",
    "0",
    "1",
    "2",
    "Athletics,Perception,Fortitude",
];

/// Asserts that `args` is refused with exactly `message`, and that the
/// campaign is as it was.
fn ambiguous(db: &Path, args: &[&str], message: &str) {
    let before = state(db);
    let (said, hint) = refused(db, args);
    assert_eq!(said, message, "{args:?}");
    assert!(
        hint.starts_with("Usage") || hint.starts_with("用法"),
        "{hint}"
    );
    assert_eq!(state(db), before, "{args:?} changed the campaign");
}

#[test]
fn a_word_inside_several_names_is_refused_with_them_in_every_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let w = campaign(dir.path(), "w.db", None, &JAKE);
    ambiguous(
        &w,
        &["enemy-add", "Rai"],
        "\"Rai\" could be any of 3 names: Raider, Raider Psycho, Raider Veteran. \
         Nothing was changed; type one of them.",
    );
    ambiguous(
        &w,
        &["--lang", "zh-CN", "use-item", "Jake", "治疗"],
        "“治疗”可指 2 个名称：治疗针、超级治疗针。未作任何更改；请输入其中一个。",
    );
    let f = campaign(dir.path(), "f.db", Some("fallout-2d20"), &crate::games::BO);
    ambiguous(
        &f,
        &["give", "Bo", "pistol"],
        "\"pistol\" could be any of 4 names: 10mm Pistol, Laser Pistol, 10mm Auto Pistol, \
         .44 Pistol. Nothing was changed; type one of them.",
    );
    ambiguous(
        &f,
        &["--lang", "zh-CN", "give", "Bo", "手枪"],
        "“手枪”可指 4 个名称：10毫米手枪、激光手枪、10mm 自动手枪、.44 手枪。\
         未作任何更改；请输入其中一个。",
    );
    // A prefix ranks before a name that only holds the word.
    ambiguous(
        &f,
        &[
            "--lang", "zh-CN", "level-up", "Bo", "--skill", "潜行", "--perk", "拳",
        ],
        "“拳”可指 2 个名称：拳击时报、铁拳。未作任何更改；请输入其中一个。",
    );
    let p = campaign(dir.path(), "p.db", Some("fallout-pnp"), &VIC);
    ambiguous(
        &p,
        &["enemy-add", "rad"],
        "\"rad\" could be any of 2 names: Radstag, Radscorpion. \
         Nothing was changed; type one of them.",
    );
    ambiguous(
        &p,
        &["--lang", "zh-CN", "enemy-add", "辐射"],
        "“辐射”可指 2 个名称：辐射鹿、辐射蝎。未作任何更改；请输入其中一个。",
    );
    let d = campaign(dir.path(), "d.db", Some("d20"), &KESTREL);
    ambiguous(
        &d,
        &["attack", "Kestrel", "sw", "Bandit"],
        "\"sw\" could be any of 2 names: Sword, Greatsword. \
         Nothing was changed; type one of them.",
    );
    ambiguous(
        &d,
        &["--lang", "zh-CN", "attack", "Kestrel", "剑", "Bandit"],
        "“剑”可指 2 个名称：长剑、巨剑。未作任何更改；请输入其中一个。",
    );
}

#[test]
fn refusals_and_hints_name_the_games_terms_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let zh = |args: &[&'static str]| {
        let mut all = vec!["--lang", "zh-CN"];
        all.extend_from_slice(args);
        all
    };
    // Fallout 2d20: the perk a rank needs the level for, as the sheet names it.
    let f = campaign(dir.path(), "f.db", Some("fallout-2d20"), &crate::games::BO);
    assert_eq!(run(&f, &["xp", "Bo", "400"])["ok"], true);
    let level_up = zh(&["level-up", "Bo", "--skill", "潜行", "--perk", "铁拳"]);
    assert_eq!(run(&f, &level_up)["ok"], true);
    let rank = zh(&[
        "level-up", "Bo", "--skill", "潜行", "--perk", "铁拳", "--rank",
    ]);
    assert_eq!(refused(&f, &rank).0, "铁拳 的第 2 级需要 6 级。");
    let (message, hint) = refused(&f, &zh(&["creature-add", "蟑螂"]));
    assert_eq!(message, "未知的模板：蟑螂。");
    assert_eq!(
        hint,
        "可选：辐射蟑螂、鼹鼠、膨胀蝇、杂种狗、掠夺者、狂尸鬼、辐射蝎、好帮手先生。 \
         用法：添加生物 <模板> [个数] [名字] [--盟友]"
    );
    // A command of another game: this game's commands in Chinese.
    let (_, hint) = refused(&f, &zh(&["add-creature", "蟑螂"]));
    assert!(hint.starts_with("可选：创建、添加生物、"), "{hint}");
    assert!(!hint.contains("creature-add"), "{hint}");
    // Wasteland.
    let w = campaign(dir.path(), "w.db", None, &JAKE);
    let (message, hint) = refused(&w, &zh(&["check", "Jake", "感知", "开锁术", "2"]));
    assert_eq!(message, "未知的技能：开锁术。");
    assert!(
        hint.starts_with("可选：开锁、医疗、近战、修理、科学、潜行、口才、生存、交易、轻型枪械。"),
        "{hint}"
    );
    // Fallout PnP: the valid words in the refusal, ids named in Chinese.
    let p = campaign(dir.path(), "p.db", Some("fallout-pnp"), &VIC);
    assert_eq!(
        refused(&p, &zh(&["enemy-add", "掠夺"])).0,
        "掠夺 不是敌人模板。模板：掠夺者、鼹鼠、辐射鹿、狂尸鬼、死亡爪、机器人、辐射蝎、超级变种人。"
    );
    assert_eq!(
        refused(&p, &zh(&["check", "Vic", "开锁术"])).0,
        "开锁术 不是技能。技能：开锁、近战、爆破、修理、科学、口才、医疗、潜行、观察、轻型枪械、重型枪械。"
    );
    // d20: a condition typed in Chinese is named in Chinese when refused.
    let d = campaign(dir.path(), "d.db", Some("d20"), &KESTREL);
    let (message, _) = refused(&d, &zh(&["condition", "remove", "Kestrel", "倒地"]));
    assert_eq!(message, "未知的状态：倒地。");
    let (message, hint) = refused(&d, &zh(&["enemy-add", "强"]));
    assert_eq!(message, "未知的敌人模板：强。");
    assert!(
        hint.starts_with("可选：强盗、猎犬、守卫、蛮兵、勇士、无人机。"),
        "{hint}"
    );
}

#[test]
fn a_command_with_words_that_fit_no_usage_is_refused_with_its_usage_in_every_table_game() {
    // Fallout 2d20's usage refusal said the bare word "usage" in both
    // languages; every table game now says the command's usage.
    let dir = tempfile::tempdir().expect("temp dir");
    for ruleset in ["d20", "fallout-pnp", "fallout-2d20"] {
        let db = dir.path().join(format!("{ruleset}.db"));
        assert_eq!(run(&db, &["init", "--ruleset", ruleset])["ok"], true);
        let (message, hint) = refused(&db, &["hurt"]);
        assert!(message.starts_with("Usage: hurt <"), "{ruleset}: {message}");
        assert_eq!(message, hint, "{ruleset}");
        let (message, hint) = refused(&db, &["--lang", "zh-CN", "hurt"]);
        assert!(message.starts_with("用法：伤害 <"), "{ruleset}: {message}");
        assert_eq!(message, hint, "{ruleset}");
    }
}

#[test]
fn a_move_too_far_names_the_range_bands_in_the_readers_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let f = campaign(dir.path(), "f.db", Some("fallout-2d20"), &crate::games::BO);
    let zh = |args: &[&str]| {
        let mut all = vec!["--lang", "zh-CN"];
        all.extend_from_slice(args);
        run(&f, &all)
    };
    assert_eq!(zh(&["区域", "Bo", "a"])["ok"], true);
    assert_eq!(zh(&["区域距离", "a", "b", "远"])["ok"], true);
    assert_eq!(zh(&["先攻", "Bo"])["ok"], true);
    let v = zh(&["行动", "Bo", "移动", "b"]);
    assert_eq!(v["error"], "zone_too_far", "{v}");
    // The bands are the game's words (远, 中), not its keys (long, medium).
    assert_eq!(v["message"], "Bo 用这个行动到不了 b（远）：最远只能到 中。");
    assert_eq!(
        v["hint"],
        "用法：行动 <单位> <瞄准|拿取物品|互动|移动|服用药物|协助|放弃|预备|冲刺> [盟友|触发条件|区域|药物]"
    );
}
