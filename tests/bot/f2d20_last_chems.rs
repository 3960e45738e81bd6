//! Sneak attacks and Calmex in the Fallout 2d20 game through the real bot
//! and the fake Discord (issue #28), with scripted dice: `/f2d20 attack
//! sneak:true` makes the attack 1 easier and Vicious, and Calmex, taken with
//! `/f2d20 action take-chem`, adds its 2 combat dice to it.

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
