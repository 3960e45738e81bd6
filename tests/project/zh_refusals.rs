//! The command line's refusals in Chinese: each game's refusals that name
//! its terms (skills, attributes, origins, items, perks, templates,
//! conditions...), rendered by the built binary in zh-CN with sample
//! arguments typed in Chinese words, hold no Latin word but the names the
//! commands gave and the reviewed list of `zh_rendered`. The usage lines
//! they carry are scanned too: they are printed in the reader's words.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;

use crate::zh_rendered::latin_words;

/// Runs `overseer cli --db <db> --seed 3 --lang zh-CN <args>`; the JSON reply.
fn run(db: &Path, args: &[&str]) -> Value {
    crate::cli_run::run(db, &[&["--lang", "zh-CN"][..], args].concat())
}

/// One game: its id, the lines that set a table up, and lines each refused.
struct Game {
    ruleset: &'static str,
    setup: &'static [&'static [&'static str]],
    refusals: &'static [&'static [&'static str]],
}

const GAMES: [Game; 4] = [
    Game {
        ruleset: "wasteland-2d20",
        setup: &[&[
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
            "轻型枪械",
            "潜行",
            "开锁",
        ]],
        refusals: &[
            &["check", "Jake", "感知", "开锁术", "2"],
            &["check", "Jake", "感觉", "开锁", "2"],
            // A word missing, and one that is not a number, named in Chinese.
            &["check"],
            &["check", "Jake", "感知", "开锁"],
            &["check", "Jake", "感知", "开锁", "二"],
            &["check", "Jake", "感知", "开锁", "2", "甲"],
            &["enemy-hurt", "Jake"],
            &["use-item", "Jake", "治疗"],
            &["use-item", "Jake", "超级治疗针"],
            &["出身", "Jake", "超级变种人"],
            &["enemy-add", "辐射"],
            &[
                "add-player",
                "2",
                "Amy",
                "Amy",
                "Vault",
                "6",
                "7",
                "5",
                "4",
                "6",
                "8",
                "4",
                "潜行",
                "潜行",
                "开锁",
            ],
            &[
                "add-player",
                "2",
                "Amy",
                "Amy",
                "Vault",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "轻型枪械",
                "潜行",
                "开锁",
            ],
            &[
                "add-player",
                "2",
                "治疗针",
                "Amy",
                "Vault",
                "6",
                "7",
                "5",
                "4",
                "6",
                "8",
                "4",
                "轻型枪械",
                "潜行",
                "开锁",
            ],
        ],
    },
    Game {
        ruleset: "fallout-2d20",
        setup: &[
            &[
                "add-player",
                "1",
                "Bo",
                "Bo",
                "6",
                "6",
                "6",
                "5",
                "6",
                "6",
                "5",
                "轻型枪械",
                "潜行",
                "医疗",
            ],
            &[
                "add-player",
                "1",
                "Grok",
                "Grok",
                "6",
                "6",
                "6",
                "5",
                "7",
                "6",
                "4",
                "轻型枪械",
                "潜行",
                "医疗",
            ],
        ],
        refusals: &[
            &[
                "add-player",
                "2",
                "Cy",
                "Cy",
                "6",
                "6",
                "6",
                "5",
                "6",
                "6",
                "5",
                "潜行",
                "潜行",
                "医疗",
            ],
            &[
                "add-player",
                "2",
                "Cy",
                "Cy",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "潜行",
                "开锁",
                "医疗",
            ],
            &["origin", "Grok", "超级变种人"],
            &["origin", "Bo", "变种"],
            &["level-up", "Bo", "--skill", "潜行", "--perk", "铁拳"],
            &["give", "Bo", "手枪"],
            &["rank", "Bo", "潜行", "9"],
            &["take", "Bo", "治疗针"],
            &["creature-add", "蟑螂"],
            &["豁免", "Bo", "强韧"],
            &["disease", "Bo", "痢疾", "--治愈"],
            &["read", "Bo", "拳击"],
            &["wear", "Bo", "战斗护甲"],
            &[
                "add-player",
                "2",
                "Cy",
                "躯干",
                "6",
                "6",
                "6",
                "5",
                "6",
                "6",
                "5",
                "潜行",
                "开锁",
                "医疗",
            ],
        ],
    },
    Game {
        ruleset: "fallout-pnp",
        setup: &[&[
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
            "轻型枪械",
            "开锁",
            "口才",
        ]],
        refusals: &[
            &["check", "Vic", "开锁术"],
            &["enemy-add", "掠夺"],
            &["出身", "Vic", "超级变种人"],
            &["攻击", "Vic", "10mm/.45", "掠夺者", "5", "部位", "尾巴"],
            &[
                "add-player",
                "2",
                "Ana",
                "Cy",
                "3",
                "4",
                "3",
                "2",
                "3",
                "4",
                "3",
                "开锁",
                "开锁",
                "口才",
            ],
            &[
                "add-player",
                "2",
                "Ana",
                "Cy",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "9",
                "开锁",
                "潜行",
                "口才",
            ],
            &[
                "add-player",
                "2",
                "Ana",
                "潜行",
                "3",
                "4",
                "3",
                "2",
                "3",
                "4",
                "3",
                "开锁",
                "潜行",
                "口才",
            ],
        ],
    },
    Game {
        ruleset: "d20",
        setup: &[&[
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
            "运动,察觉,强韧",
        ]],
        refusals: &[
            &["condition", "remove", "Kestrel", "倒地"],
            &["condition", "add", "Kestrel", "倒"],
            &["enemy-add", "强"],
            &["attack", "Kestrel", "剑", "Kestrel"],
            &[
                "add-player",
                "2",
                "Ana",
                "Cy",
                "3",
                "1",
                "3",
                "2",
                "0",
                "1",
                "2",
                "运动,运动",
            ],
            &[
                "add-player",
                "2",
                "Ana",
                "倒地",
                "3",
                "1",
                "3",
                "2",
                "0",
                "1",
                "2",
                "运动",
            ],
        ],
    },
];

#[test]
fn every_games_refusals_on_the_command_line_hold_no_latin_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut found = BTreeSet::new();
    let mut codes = BTreeSet::new();
    for game in &GAMES {
        let db = dir.path().join(format!("{}.db", game.ruleset));
        assert_eq!(run(&db, &["init", "--ruleset", game.ruleset])["ok"], true);
        for line in game.setup {
            let v = run(&db, line);
            assert_eq!(v["ok"], true, "{line:?}: {v}");
        }
        for line in game.refusals {
            let v = run(&db, line);
            assert_eq!(
                v["ok"], false,
                "{}: {line:?} was not refused: {v}",
                game.ruleset
            );
            let code = v["error"].as_str().unwrap_or_default().to_owned();
            codes.insert(format!("{} {code}", game.ruleset));
            // The names the line gave (capitalised Latin words) are the user's.
            let typed: Vec<&str> = line
                .iter()
                .copied()
                .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
                .collect();
            for key in ["message", "hint"] {
                let text = v[key].as_str().unwrap_or_default();
                for word in latin_words(text, &typed) {
                    found.insert(format!(
                        "{} {line:?} ({code}): {word} in {text:?}",
                        game.ruleset
                    ));
                }
            }
        }
    }
    assert!(
        codes.len() >= 25,
        "only {} refusal kinds: {codes:?}",
        codes.len()
    );
    assert!(
        found.is_empty(),
        "{} Latin words in Chinese refusals:\n{}",
        found.len(),
        found.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_wasteland_command_line_names_what_is_missing_or_not_a_number_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("w.db");
    assert_eq!(run(&db, &["init"])["ok"], true);
    for (line, code, message) in [
        (&["check"][..], "missing_argument", "缺少 玩家们。"),
        (
            &["check", "Jake", "感知", "开锁"][..],
            "missing_argument",
            "缺少 难度。",
        ),
        (
            &["enemy-hurt", "Jake"][..],
            "missing_argument",
            "缺少 数量。",
        ),
        (
            &["check", "Jake", "感知", "开锁", "二"][..],
            "not_a_number",
            "难度 必须是整数，收到 二。",
        ),
        (
            &["check", "Jake", "感知", "开锁", "2", "甲"][..],
            "not_a_number",
            "行动点 必须是整数，收到 甲。",
        ),
    ] {
        let v = run(&db, line);
        assert_eq!(
            (v["error"].as_str(), v["message"].as_str()),
            (Some(code), Some(message)),
            "{line:?}: {v}"
        );
    }
}
