//! The apparel specials in the Fallout 2d20 game through the real bot and
//! the fake Discord (issue #28), with scripted dice: `/f2d20 reroll
//! apparel:` spends a worn piece's once-a-scene re-roll on one d20 of the
//! player's latest test, the sheet shows it used (in English and Chinese),
//! a second one is refused privately, and `/f2d20 gm session` makes it
//! ready again; the Utility Coveralls' carry weight, the Gas Mask against
//! airborne poison and on a Speech test, and a helmet worn under Cage
//! Armor.

use crate::f2d20::{agi_athletics_test, button_ids, button_labels, click};
use crate::f2d20_power::{campaign, shows, text, ANA, GM};
use crate::support::bot_world::{Opt, World};

/// Nora's player.
const BEN: (u64, &str) = (4_000_000_000_000_000_103, "pa_ben");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn casual_clothing_rerolls_one_d20_of_an_agi_test_once_a_scene() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let worn = world
        .cmd(
            ANA,
            ch,
            "f2d20 wear",
            &[("piece", Opt::S("Casual Clothing"))],
        )
        .await;
    assert!(!worn.is_ephemeral(), "{}", text(&worn));
    // AGI 7 + Athletics 0, difficulty 2: 15 misses, 4 scores.
    world.dice(&[15, 4]);
    let test = agi_athletics_test(&world, ANA, ch, 2).await;
    shows(&test, &["❌ **Failed**: 1 success of 2 needed"]);
    // The clothing re-rolls the 15: a 3.
    world.dice(&[3]);
    let rerolled = world
        .cmd(
            ANA,
            ch,
            "f2d20 reroll",
            &[("apparel", Opt::S("Casual Clothing"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&rerolled));
    assert!(!rerolled.is_ephemeral(), "{}", text(&rerolled));
    shows(
        &rerolled,
        &[
            "👔 Ace: the Casual Clothing re-rolls a d20 of this AGI test",
            "Die 1 re-rolled: **15** · 4 → **3** · 4 (once this scene)",
            "✅ **Passed**",
        ],
    );
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(
        &sheet,
        &["Apparel re-rolls this scene: Casual Clothing (STR or AGI): used"],
    );
    let zh = world
        .cmd_locale(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))], "zh-CN")
        .await;
    shows(&zh, &["本场景服装重掷：便服（力量或敏捷）：已用"]);
    // Spent: refused privately, nothing re-rolled.
    world.dice(&[15, 16]);
    agi_athletics_test(&world, ANA, ch, 1).await;
    let again = world
        .cmd(
            ANA,
            ch,
            "f2d20 reroll",
            &[("apparel", Opt::S("Casual Clothing"))],
        )
        .await;
    assert!(again.is_ephemeral(), "{}", text(&again));
    shows(
        &again,
        &["Ace already used the Casual Clothing's re-roll this scene"],
    );
    let zh = world
        .cmd_locale(
            ANA,
            ch,
            "f2d20 reroll",
            &[("apparel", Opt::S("Casual Clothing"))],
            "zh-CN",
        )
        .await;
    shows(&zh, &["Ace 本场景已用过 便服 的重掷"]);
    // A new session: ready again.
    world.cmd(GM, ch, "f2d20 gm session", &[]).await;
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(
        &sheet,
        &["Apparel re-rolls this scene: Casual Clothing (STR or AGI): ready"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_under_the_roll_spends_the_pieces_reroll_for_its_player_only() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    for piece in ["Military Fatigues", "Lab Coat"] {
        world
            .cmd(ANA, ch, "f2d20 wear", &[("piece", Opt::S(piece))])
            .await;
    }
    // AGI 7 + Athletics 0, difficulty 2: 15 misses, 4 scores.
    world.dice(&[15, 4]);
    let test = agi_athletics_test(&world, ANA, ch, 2).await;
    // The fatigues (worn first) re-roll AGI tests; the lab coat does not.
    assert_eq!(
        button_ids(test.components()),
        vec![
            "f2d20-luck:v1:1:Ace".to_owned(),
            "f2d20-garb:v1:1:0:Ace".to_owned()
        ],
        "{}",
        test.callback
    );
    assert_eq!(
        button_labels(test.components())[1],
        "👔 Military Fatigues: re-roll a d20 (once a scene)"
    );
    // Nora's player may not press it: refused privately.
    let foreign = click(&world, &test, "f2d20-garb:v1:1:0:Ace", BEN).await;
    assert!(foreign.is_ephemeral(), "{}", foreign.callback);
    assert_eq!(text(&foreign).trim(), "Ace is not your character.");
    world.dice(&[2]);
    let pressed = click(&world, &test, "f2d20-garb:v1:1:0:Ace", ANA).await;
    assert_eq!(world.dice_left(), 0, "{}", pressed.callback);
    shows(
        &pressed,
        &[
            "👔 Ace: the Military Fatigues re-rolls a d20 of this AGI test",
            "Die 1 re-rolled: **15** · 4 → **2** · 4 (once this scene)",
            "✅ **Passed**",
        ],
    );
    // Spent: the roll keeps its Luck button only.
    assert_eq!(
        button_ids(pressed.components()),
        vec!["f2d20-luck:v1:2:Ace".to_owned()],
        "{}",
        pressed.callback
    );
    // The old button is stale now: refused privately, nothing changed.
    let stale = click(&world, &test, "f2d20-garb:v1:1:0:Ace", ANA).await;
    assert!(stale.is_ephemeral(), "{}", stale.callback);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn utility_coveralls_show_on_the_sheet_as_five_more_carry_weight() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    // Ace: STR 5, 150 + 50.
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["Carry weight 200"]);
    world
        .cmd(
            ANA,
            ch,
            "f2d20 wear",
            &[("piece", Opt::S("Utility Coveralls"))],
        )
        .await;
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["Carry weight 205", "Utility Coveralls"]);
    let zh = world
        .cmd_locale(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))], "zh-CN")
        .await;
    shows(&zh, &["负重 205", "工装连体服"]);
}

/// The choice index of poison in `/f2d20 gm hurt`'s damage type.
const POISON: i64 = 3;
/// The choice index of CHA in `/f2d20 test`'s attribute.
const CHA: i64 = 3;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gas_mask_softens_airborne_poison_and_muffles_speech() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    world
        .cmd(ANA, ch, "f2d20 wear", &[("piece", Opt::S("Gas Mask"))])
        .await;
    let hurt = world
        .cmd(
            GM,
            ch,
            "f2d20 gm hurt",
            &[
                ("target", Opt::S("Ace")),
                ("amount", Opt::I(5)),
                ("damage_type", Opt::I(POISON)),
                ("airborne", Opt::B(true)),
            ],
        )
        .await;
    assert!(!hurt.is_ephemeral(), "{}", text(&hurt));
    shows(
        &hurt,
        &["😷 Airborne poison: 5 before DR, poison DR 0 + 3 (Gas Mask) → 2 taken"],
    );
    let zh = world
        .cmd_locale(
            GM,
            ch,
            "f2d20 gm hurt",
            &[
                ("target", Opt::S("Ace")),
                ("amount", Opt::I(4)),
                ("damage_type", Opt::I(POISON)),
                ("airborne", Opt::B(true)),
            ],
            "zh-CN",
        )
        .await;
    shows(
        &zh,
        &["😷 空气传播毒素：减伤前 4，毒素减伤 0 + 3（防毒面具）→ 受到 1"],
    );
    // Not poison: refused privately.
    let refused = world
        .cmd(
            GM,
            ch,
            "f2d20 gm hurt",
            &[
                ("target", Opt::S("Ace")),
                ("amount", Opt::I(5)),
                ("airborne", Opt::B(true)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    // CHA 4 + Speech 0 at difficulty 1: one success is not enough masked.
    world.dice(&[3, 15]);
    let test = world
        .cmd(
            ANA,
            ch,
            "f2d20 test",
            &[
                ("attribute", Opt::I(CHA)),
                ("skill", Opt::S("Speech")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
    shows(
        &test,
        &[
            "😷 Gas Mask: Speech difficulty +1",
            "❌ **Failed**: 1 success of 2 needed",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cage_armor_is_worn_with_a_helmet_that_stays_on() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    world
        .cmd(ANA, ch, "f2d20 wear", &[("piece", Opt::S("Army Helmet"))])
        .await;
    let worn = world
        .cmd(ANA, ch, "f2d20 wear", &[("piece", Opt::S("Cage Armor"))])
        .await;
    assert!(!worn.is_ephemeral(), "{}", text(&worn));
    assert!(!text(&worn).contains("Taken off"), "{}", text(&worn));
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    // The cage's 3/4 over the helmet's 2/0 on the head.
    shows(
        &sheet,
        &[
            "**head**: 🛡 physical 3 · energy 4 · radiation 0 · poison 0",
            "Armour worn: Army Helmet, Cage Armor",
        ],
    );
    let zh = world
        .cmd_locale(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))], "zh-CN")
        .await;
    shows(&zh, &["穿着护甲：军用头盔、笼甲"]);
}

#[test]
fn every_apparel_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::apparel::MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}
