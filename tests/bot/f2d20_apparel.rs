//! The apparel specials in the Fallout 2d20 game through the real bot and
//! the fake Discord (issue #28), with scripted dice: `/f2d20 reroll
//! apparel:` spends a worn piece's once-a-scene re-roll on one d20 of the
//! player's latest test, the sheet shows it used (in English and Chinese),
//! a second one is refused privately, and `/f2d20 gm session` makes it
//! ready again.

use crate::f2d20_power::{campaign, shows, text, ANA, GM};
use crate::support::bot_world::{Opt, World};

/// The choice index of AGI in `/f2d20 test`'s attribute.
const AGI: i64 = 5;

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
    let test = world
        .cmd(
            ANA,
            ch,
            "f2d20 test",
            &[
                ("attribute", Opt::I(AGI)),
                ("skill", Opt::S("Athletics")),
                ("difficulty", Opt::I(2)),
            ],
        )
        .await;
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
    world
        .cmd(
            ANA,
            ch,
            "f2d20 test",
            &[
                ("attribute", Opt::I(AGI)),
                ("skill", Opt::S("Athletics")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
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
