//! The last core chems drawn for Discord in both languages (issue #28):
//! X-Cell's free bought d20, a sneak attack and Calmex's dice on it. A campaign played with scripted dice, its
//! reports drawn in en-US and zh-CN.

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

fn ace() -> Campaign {
    let mut c = Campaign::new();
    play(
        &mut c,
        "add-player 1 Pat Ace 5 7 5 4 5 7 7 small-guns sneak survival",
        &[],
    );
    c
}

#[test]
fn x_cell_s_free_die_reads_in_both_languages() {
    let mut c = ace();
    for line in ["give Ace X-Cell", "ap group 6"] {
        play(&mut c, line, &[]);
    }
    let out = play(&mut c, "action Ace take-chem X-Cell", &[3]);
    let en = drawn(Lang::EnUs, &out);
    assert!(en.contains("Ace takes X-Cell (0 left)."), "{en}");
    // Two bought dice: 3 AP less the first die's 1.
    let out = play(&mut c, "test Ace AGI Sneak 1 --buy 2", &[12, 13, 4, 9]);
    let en = drawn(Lang::EnUs, &out);
    assert!(en.contains("+2 d20 bought for 2 AP"), "{en}");
    assert!(en.contains("💊 X-Cell: 1 bought d20 free"), "{en}");
    let zh = drawn(Lang::ZhCn, &out);
    assert!(zh.contains("💊 X细胞：免费购买 1 颗 d20"), "{zh}");
}

#[test]
fn a_sneak_attack_reads_in_both_languages() {
    let mut c = ace();
    for line in [
        "give Ace Calmex",
        "give Ace \".44 Pistol\"",
        "give Ace \".44 magnum\" 2",
        "creature-add Raider",
    ] {
        play(&mut c, line, &[]);
    }
    play(&mut c, "action Ace take-chem Calmex", &[3]);
    // The .44 is Vicious already: +2 CD, and Calmex's 2 (an AGI attack:
    // the 13 is re-rolled to 14). Torso; ten blanks.
    let out = play(
        &mut c,
        "attack Ace Raider \".44 Pistol\" --sneak",
        &[12, 13, 14, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
    );
    let en = drawn(Lang::EnUs, &out);
    assert!(en.contains("− sneak attack 1"), "{en}");
    assert!(
        en.contains("🗡️ The target is unaware: the weapon is already Vicious, +2 CD."),
        "{en}"
    );
    assert!(en.contains("💊 Calmex: +2 CD on the sneak attack"), "{en}");
    let zh = drawn(Lang::ZhCn, &out);
    assert!(zh.contains("− 偷袭 1"), "{zh}");
    assert!(
        zh.contains("🗡️ 目标未察觉：武器已有凶残效果，战斗骰 +2。"),
        "{zh}"
    );
    assert!(zh.contains("💊 镇静剂：偷袭战斗骰 +2"), "{zh}");
}
