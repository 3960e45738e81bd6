//! Growth's replies in both languages (issue #45): XP given, a level-up, a
//! magazine read and a refused level-up, drawn from real outcomes.

use overseer::cli::tokenize::tokenize;
use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::{Campaign, Command, Outcome, Skill};
use overseer::games::fallout2d20::cli::grammar::parse;
use overseer::games::fallout2d20::render::{outcome_specs, rule_error, GROWTH_MESSAGE_IDS};
use overseer::i18n::{raw_ids, Lang};

fn play(
    c: &mut Campaign,
    text: &str,
) -> Result<Outcome, overseer::engine::rulesets::fallout2d20::RuleError> {
    let owned = tokenize(text).expect("words");
    let words: Vec<&str> = owned.iter().map(String::as_str).collect();
    c.execute(&parse(&words).expect("parses"), &mut ScriptedDice::new([]))
}

fn vera() -> Campaign {
    let mut c = Campaign::new();
    let vera = Command::AddCharacter(NewCharacter {
        owner: "1".into(),
        player: "Vee".into(),
        name: "Vera".into(),
        special: [6, 8, 6, 4, 8, 4, 4],
        tags: vec![Skill::Medicine, Skill::EnergyWeapons, Skill::Science],
        points: vec![(Skill::Medicine, 1)],
    });
    c.execute(&vera, &mut ScriptedDice::new([])).expect("Vera");
    c
}

fn lines(lang: Lang, out: &Outcome) -> String {
    outcome_specs(lang, out)
        .iter()
        .map(|s| format!("{}\n{}", s.title, s.description))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_level_up_reads_in_both_languages() {
    let mut c = vera();
    let xp = play(&mut c, "xp Vera 100").expect("xp");
    assert_eq!(
        lines(Lang::EnUs, &xp),
        "⭐ Vera gains 100 XP\nXP 100 (next level at 100)\n⬆️ level-up ready"
    );
    assert_eq!(
        lines(Lang::ZhCn, &xp),
        "⭐ Vera 获得 100 经验\n经验 100（下一级需 100）\n⬆️ 可以升级"
    );
    let up = play(&mut c, "level-up Vera --skill medicine --perk healer").expect("level-up");
    assert_eq!(
        lines(Lang::EnUs, &up),
        "⬆️ Vera reaches level 2\nMaximum HP 10 → 11 (HP 11)\nMedicine: rank 4\nPerk: Healer (rank 1)\nXP 100 (next level at 300)"
    );
    assert!(
        lines(Lang::ZhCn, &up).starts_with("⬆️ Vera 升到 2 级\n最大生命值 10 → 11（生命值 11）\n")
    );
    let read = play(&mut c, "read Vera \"Duck and Cover!\"").expect("read");
    assert!(lines(Lang::ZhCn, &read).starts_with("📖 Vera 读了 卧倒掩护！"));
    let refused = play(&mut c, "level-up Vera --skill medicine --perk healer").expect_err("no XP");
    assert_eq!(
        rule_error(Lang::EnUs, &refused),
        "Vera needs 300 XP to reach level 3 and has 100."
    );
    assert_eq!(
        rule_error(Lang::ZhCn, &refused),
        "Vera 需要 300 经验才能升到 3 级，现有 100。"
    );
}

#[test]
fn every_growth_message_reads_in_both_languages() {
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in GROWTH_MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[test]
fn a_level_up_with_xp_for_another_says_the_next_is_ready() {
    let mut c = vera();
    // 300 XP: enough for level 2 (100) and level 3 (300).
    play(&mut c, "xp Vera 300").expect("xp");
    let up = play(&mut c, "level-up Vera --skill medicine --perk healer").expect("level 2");
    assert_eq!(
        lines(Lang::EnUs, &up),
        "⬆️ Vera reaches level 2\nMaximum HP 10 → 11 (HP 11)\nMedicine: rank 4\nPerk: Healer (rank 1)\nXP 300 (next level at 300)\n⬆️ level-up ready"
    );
    assert!(lines(Lang::ZhCn, &up).ends_with("\n⬆️ 可以升级"));
    // Level 3 taken: level 4 needs 600, so no further level is ready.
    let up = play(
        &mut c,
        "level-up Vera --skill science --perk \"Lead Belly\"",
    )
    .expect("level 3");
    let shown = lines(Lang::EnUs, &up);
    assert!(shown.ends_with("XP 300 (next level at 600)"), "{shown}");
    assert!(!shown.contains("level-up ready"), "{shown}");
}
