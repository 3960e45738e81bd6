//! Overdrive's re-rolled combat dice drawn for Discord in both languages
//! (issue #28): an attack played with scripted dice, drawn in en-US and zh-CN.

use overseer::bot::render::EmbedSpec;
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
        .map(EmbedSpec::text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn overdrives_re_rolled_dice_read_in_both_languages() {
    let mut c = Campaign::new();
    for (line, faces) in [
        (
            "add-player 1 Pat Ace 5 7 5 4 5 7 7 small-guns barter survival",
            &[][..],
        ),
        ("give Ace Overdrive", &[]),
        ("give Ace \"10mm Pistol\"", &[]),
        ("give Ace 10mm 5", &[]),
        ("creature-add Raider", &[]),
        ("action Ace take-chem Overdrive", &[3]),
    ] {
        play(&mut c, line, faces);
    }
    // 1 and 1 hit the torso; 7 CD with blanks at 2, 3 and 5, re-rolled 2, 5, 3.
    let out = play(
        &mut c,
        "attack Ace Raider \"10mm Pistol\" --location torso",
        &[1, 1, 1, 3, 4, 2, 3, 5, 6, 2, 5, 3],
    );
    let en = drawn(Lang::EnUs, &out);
    assert!(
        en.contains("💊 Overdrive re-rolled blank combat dice: 3 → 2, 4 → 5, 3 → 3"),
        "{en}"
    );
    let zh = drawn(Lang::ZhCn, &out);
    assert!(
        zh.contains("💊 超载药 重掷空白战斗骰：3 → 2, 4 → 5, 3 → 3"),
        "{zh}"
    );
}
