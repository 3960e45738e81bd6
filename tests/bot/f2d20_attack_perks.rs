//! An attack's perk option through the real bot and the fake Discord
//! (issue #45), with scripted dice: Cy takes Quick Hands at level 2, and
//! `/f2d20 attack quick_hands:true` pays 2 AP for 2 more shots; Ace,
//! without the perk, is refused with the reason and nothing changes.

use crate::f2d20_power::{campaign, shows, text, ANA, GM};
use crate::support::bot_world::{Opt, World};
use crate::support::fake_discord::OptionValue;

/// Cy's player.
const CY: (u64, &str) = (4_000_000_000_000_000_104, "pa_cy");

/// Cy: AGI 8, Small Guns 3 (tagged), with a 10mm Pistol and 10 rounds,
/// at level 2 with Quick Hands.
async fn cy(world: &World, ch: u64) {
    let mut options = vec![
        ("name", OptionValue::from("Cy")),
        (
            "player",
            OptionValue::User {
                id: CY.0,
                name: CY.1.to_owned(),
            },
        ),
    ];
    for (attribute, value) in ["str", "per", "end", "cha", "int", "agi", "lck"]
        .into_iter()
        .zip([5, 6, 5, 5, 5, 8, 6])
    {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in ["tag1", "tag2", "tag3"]
        .into_iter()
        .zip(["Small Guns", "Sneak", "Medicine"])
    {
        options.push((slot, OptionValue::from(tag)));
    }
    options.push(("points", OptionValue::from("Small Guns=1")));
    let made = world
        .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    for (item, count) in [("10mm Pistol", 1), ("10mm", 10)] {
        let given = world
            .cmd(
                GM,
                ch,
                "f2d20 gm give",
                &[
                    ("character", Opt::S("Cy")),
                    ("item", Opt::S(item)),
                    ("count", Opt::I(count)),
                ],
            )
            .await;
        assert!(!given.is_ephemeral(), "{}", text(&given));
    }
    let xp = world
        .cmd(
            GM,
            ch,
            "f2d20 gm xp",
            &[("character", Opt::S("Cy")), ("amount", Opt::I(100))],
        )
        .await;
    assert!(!xp.is_ephemeral(), "{}", text(&xp));
    let up = world
        .cmd(
            CY,
            ch,
            "f2d20 level-up",
            &[
                ("skill", Opt::S("Small Guns")),
                ("perk", Opt::S("Quick Hands")),
            ],
        )
        .await;
    shows(&up, &["Perk: Quick Hands (rank 1)"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_hands_on_discord_pays_two_ap_and_is_refused_without_the_perk() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    cy(&world, ch).await;
    let ap = world
        .cmd(
            GM,
            ch,
            "f2d20 gm ap",
            &[("pool", Opt::I(0)), ("value", Opt::I(2))],
        )
        .await;
    assert!(!ap.is_ephemeral(), "{}", text(&ap));
    // Ace holds no Quick Hands: refused, no die rolled, the pool kept.
    world.dice(&[]);
    let refused = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
                ("quick_hands", Opt::B(true)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["Ace does not hold Quick Hands."]);
    // Cy (target number 11) hits Nora with two 5s; the torso (5) and the
    // pistol's 4 CD with 4 more shots: eight blanks.
    world.dice(&[5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3]);
    let hit = world
        .cmd(
            CY,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("10mm Pistol")),
                ("ammo", Opt::I(4)),
                ("quick_hands", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    assert!(!hit.is_ephemeral(), "{}", text(&hit));
    shows(
        &hit,
        &[
            "Perks",
            "⚡ Quick Hands: Fire Rate 4 for this attack (group pool 2 → 0)",
        ],
    );
}

#[test]
fn every_attack_perk_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::render::ATTACK_PERK_MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in ATTACK_PERK_MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}
