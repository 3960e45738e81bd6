//! The Gun Bash of the Fallout 2d20 game through the real bot and the fake
//! Discord (issue #28): both rows are offered by `/f2d20 attack`'s weapon
//! autocomplete to a character carrying nothing, and one hits and stuns
//! with scripted dice.

use crate::f2d20_power::{campaign, shows, text, ANA};
use crate::support::bot_world::{Opt, World, WAIT};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gun_bash_rows_are_offered_to_anyone_and_one_stuns() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let id = world
        .fake
        .autocomplete("f2d20 attack")
        .user(ANA.0, ANA.1)
        .channel(ch)
        .focused("weapon", "bash")
        .send();
    let answer = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let names: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["Gun Bash", "Gun Bash (1H)"]);
    // In Chinese, the labels are the Chinese names.
    let id = world
        .fake
        .autocomplete("f2d20 attack")
        .user(ANA.0, ANA.1)
        .channel(ch)
        .locale("zh-CN")
        .focused("weapon", "bash")
        .send();
    let answer = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let names: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["枪托砸击", "枪托砸击（单手）"]);

    // Ace (STR 5 + Melee Weapons) at Nora, Defense 1: 1 and 1 hit. Torso
    // (5); the one-handed row's 2 CD: 5 and 2 = 3 with an Effect: Stun.
    world.dice(&[1, 1, 5, 5, 2]);
    let hit = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Gun Bash (1H)")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    shows(
        &hit,
        &[
            "⚔️ Ace attacks Nora with Gun Bash (1H)",
            "[5→1⚡] [2→2] = **3** damage, Effects 1",
            "weapon 2 + melee bonus 0 + AP 0 + extra ammo 0 CD",
            "Nora, torso: 3 physical − DR 0 (of 0) = **3**",
            "9/12 (←12)",
            "Stun: Nora loses their normal actions next turn",
        ],
    );
}
