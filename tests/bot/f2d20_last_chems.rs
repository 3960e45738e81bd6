//! Sneak attacks and Calmex in the Fallout 2d20 game through the real bot
//! and the fake Discord (issue #28), with scripted dice: `/f2d20 attack
//! sneak:true` makes the attack 1 easier and Vicious, and Calmex, taken with
//! `/f2d20 action take-chem`, adds its 2 combat dice to it; the GM's
//! `/f2d20 gm disease`, shown on the board and the sheet in both languages,
//! cured by Antibiotics.

use crate::f2d20_power::{campaign, shows, text, ANA, GM};
use crate::support::bot_world::{Opt, World};

/// The choice index of take-chem in `/f2d20 action`.
const TAKE_CHEM: i64 = 4;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sneak_attack_under_calmex_is_easier_vicious_and_rolls_two_more_dice() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let given = world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[("character", Opt::S("Ace")), ("item", Opt::S("Calmex"))],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    // Addiction 1: one combat die, a 3 is no Effect.
    world.dice(&[3]);
    let taken = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[("action", Opt::I(TAKE_CHEM)), ("detail", Opt::S("Calmex"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&taken));
    shows(&taken, &["Ace takes Calmex (0 left).", "not addicted"]);
    // Ace's Sledgehammer (STR, no Calmex re-roll) at Nora, Defense 1 less
    // 1: difficulty 0, so 12 and 13 hit. Torso (5), the hammer's 5 CD and
    // Calmex's 2: three 1s and four blanks, 3 damage, Nora 12 → 9.
    world.dice(&[12, 13, 5, 1, 1, 1, 3, 3, 3, 3]);
    let hit = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
                ("sneak", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    shows(
        &hit,
        &[
            "Difficulty **0** = Defense 1 − sneak attack 1",
            "Sneak attack",
            "🗡️ The target is unaware: the attack gains Vicious.",
            "💊 Calmex: +2 CD on the sneak attack",
            "9/12",
        ],
    );
    // Without the option the same d20s miss at Defense 1.
    world.dice(&[12, 13]);
    let missed = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&missed));
    assert!(!text(&missed).contains("Sneak attack"), "{}", text(&missed));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gm_gives_a_disease_the_board_shows_it_and_antibiotics_cure_it() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let options = [
        ("character", Opt::S("Ace")),
        ("disease", Opt::S("Blood Worms")),
    ];
    // Only the GM gives diseases.
    let refused = world.cmd(ANA, ch, "f2d20 gm disease", &options).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    let given = world.cmd(GM, ch, "f2d20 gm disease", &options).await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    shows(
        &given,
        &["🦠 Ace has caught Blood Worms (1 days; its effects are the GM's)."],
    );
    // Twice: refused privately, in the reader's words.
    let again = world.cmd(GM, ch, "f2d20 gm disease", &options).await;
    assert!(again.is_ephemeral(), "{}", text(&again));
    shows(&again, &["Ace already has Blood Worms."]);
    // The autocomplete offers the table's diseases.
    let id = world
        .fake
        .autocomplete("f2d20 gm disease")
        .user(GM.0, GM.1)
        .channel(ch)
        .focused("disease", "sludge")
        .send();
    let answer = world
        .fake
        .wait_for_response(id, crate::support::bot_world::WAIT)
        .await
        .unwrap();
    let offered: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(offered, vec!["Sludge Lung".to_owned()]);
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    shows(&board, &["🦠 Blood Worms (1 days)"]);
    let zh = world
        .cmd_locale(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))], "zh-CN")
        .await;
    shows(&zh, &["🦠 血虫（1 天）"]);
    // Antibiotics cure it at once.
    let given = world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Ace")),
                ("item", Opt::S("Antibiotics")),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    let taken = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[
                ("action", Opt::I(TAKE_CHEM)),
                ("detail", Opt::S("Antibiotics")),
            ],
        )
        .await;
    shows(
        &taken,
        &[
            "Ace takes Antibiotics (0 left).",
            "Diseases cured: Blood Worms",
        ],
    );
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    assert!(!text(&sheet).contains("🦠"), "{}", text(&sheet));
}

#[test]
fn every_disease_message_reads_in_both_languages() {
    use overseer::engine::name::slug;
    use overseer::engine::rulesets::fallout2d20::diseases::DISEASES;
    use overseer::games::fallout2d20::diseases::MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        let names = DISEASES
            .iter()
            .map(|d| format!("f2d20-bot-disease-{}", slug(&d.name)));
        for id in MESSAGE_IDS.iter().map(|s| (*s).to_owned()).chain(names) {
            assert!(defined.contains(&id), "{lang}: {id} missing");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fusion_core_powers_the_frame_and_shows_its_charges() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let entered = world
        .cmd(ANA, ch, "f2d20 power-armor", &[("action", Opt::I(0))])
        .await;
    assert!(!entered.is_ephemeral(), "{}", text(&entered));
    let given = world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Ace")),
                ("item", Opt::S("fusion core")),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    let put = world.cmd(ANA, ch, "f2d20 fusion-core", &[]).await;
    assert!(!put.is_ephemeral(), "{}", text(&put));
    shows(
        &put,
        &["🔋 Ace puts a fusion core into the Armor Frame: 10 charges (0 cores left)."],
    );
    // A second: refused privately, nothing changed.
    let again = world.cmd(ANA, ch, "f2d20 fusion-core", &[]).await;
    assert!(again.is_ephemeral(), "{}", text(&again));
    shows(&again, &["Ace's fusion core still has 10 charges."]);
    let session = world.cmd(GM, ch, "f2d20 gm session", &[]).await;
    shows(&session, &["🔋 Ace's fusion core: 9 charges left."]);
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    shows(&board, &["🛡️ Armor Frame (🔋 9 charges)"]);
    let zh = world
        .cmd_locale(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))], "zh-CN")
        .await;
    shows(&zh, &["🔋 9 点电量"]);
}

#[test]
fn every_fusion_core_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::fusion::MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}
