//! Orange Mentats' second Aim die and Grape Mentats' Barter re-roll drawn for
//! Discord in both languages (issue #28): a campaign played with scripted
//! dice, its attack and test drawn in en-US and zh-CN.

use overseer::cli::tokenize::tokenize;
use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::{Campaign, Outcome};
use overseer::games::fallout2d20::cli::grammar::parse;
use overseer::games::fallout2d20::render::outcome_specs;
use overseer::i18n::Lang;

fn play(c: &mut Campaign, text: &str, faces: &[u32]) -> Outcome {
    let words = tokenize(text).expect("words");
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let cmd = parse(&words).expect("a command");
    c.execute(&cmd, &mut ScriptedDice::new(faces.iter().copied()))
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn drawn(lang: Lang, out: &Outcome) -> String {
    outcome_specs(lang, out)
        .iter()
        .map(overseer::bot::render::EmbedSpec::text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_mentats_dice_read_in_both_languages() {
    let mut c = Campaign::new();
    for line in [
        "add-player 1 Pat Ace 5 7 5 4 5 7 7 small-guns barter survival",
        "give Ace \"Orange Mentats\"",
        "give Ace \"Grape Mentats\"",
        "give Ace \"10mm Pistol\"",
        "give Ace 10mm 5",
        "creature-add Raider",
        "action Ace take-chem \"Orange Mentats\"",
        "action Ace take-chem \"Grape Mentats\"",
    ] {
        play(&mut c, line, &[]);
    }
    // AGI 7 + Small Guns 2 (tagged): 15 and 18 miss; Aim re-rolls the 18
    // (2), Orange Mentats the 15 (12). Location 5, four blank combat dice.
    let out = play(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --aim",
        &[15, 18, 2, 12, 5, 3, 3, 3, 3],
    );
    let en = drawn(Lang::EnUs, &out);
    assert!(en.contains("🎯 Aim re-rolled die 2: 18 → 2"), "{en}");
    assert!(
        en.contains("🎯 Orange Mentats: Aim also re-rolled die 1: 15 → 12"),
        "{en}"
    );
    let zh = drawn(Lang::ZhCn, &out);
    assert!(
        zh.contains("🎯 橙子曼塔斯：瞄准再重掷第 1 颗骰子：15 → 12"),
        "{zh}"
    );
    // CHA 4 + Barter 2 (tagged) at 3, made 1 by Grape Mentats: 12 and 9
    // miss; the 12 is re-rolled: 2.
    let out = play(&mut c, "test Ace CHA Barter 3", &[12, 9, 2]);
    let en = drawn(Lang::EnUs, &out);
    assert!(en.contains("💊 Grape Mentats: difficulty 3 → 1"), "{en}");
    assert!(
        en.contains("💊 Grape Mentats re-rolled die 1: 12 → 2"),
        "{en}"
    );
    let zh = drawn(Lang::ZhCn, &out);
    assert!(zh.contains("💊 葡萄曼塔斯 重掷第 1 颗骰子：12 → 2"), "{zh}");
}
