//! Mines in the Fallout 2d20 game through the real bot and the fake Discord
//! (issue #28), with scripted dice: a player places a mine their character
//! carries in the zone they stand in, and a raider the GM moves into the
//! zone sets it off; its Blast strikes every unit there; a thrown Pulse
//! Grenade strikes the robot and names the human it spared; the reply reads
//! in English and every message exists in Chinese too.

use crate::support;

use support::bot_world::{Opt, World, WAIT};

use super::f2d20_power::{campaign, shows, text, ANA, GM};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_placed_mine_goes_off_when_a_raider_walks_in() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    for (character, item) in [("Ace", "Frag Mine")] {
        let given = world
            .cmd(
                GM,
                ch,
                "f2d20 gm give",
                &[("character", Opt::S(character)), ("item", Opt::S(item))],
            )
            .await;
        assert!(!given.is_ephemeral(), "{}", text(&given));
    }
    // Without a zone there is nowhere to place it.
    let refused = world
        .cmd(ANA, ch, "f2d20 mine", &[("mine", Opt::S("Frag Mine"))])
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["Ace stands in no zone"]);
    for (unit, zone) in [("Ace", "Street"), ("Nora", "Street")] {
        world
            .cmd(
                GM,
                ch,
                "f2d20 gm zone",
                &[("unit", Opt::S(unit)), ("zone", Opt::S(zone))],
            )
            .await;
    }
    // The mine autocomplete offers the mines Ace carries.
    let id = world
        .fake
        .autocomplete("f2d20 mine")
        .user(ANA.0, ANA.1)
        .channel(ch)
        .focused("mine", "")
        .send();
    let answer = world.fake.wait_for_response(id, WAIT).await.unwrap();
    let offered: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(offered, ["Frag Mine".to_owned()]);
    let placed = world
        .cmd(ANA, ch, "f2d20 mine", &[("mine", Opt::S("Frag Mine"))])
        .await;
    assert!(!placed.is_ephemeral(), "{}", text(&placed));
    shows(&placed, &["Ace places a Frag Mine in Street (0 left)"]);
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm zone",
            &[("unit", Opt::S("Ace")), ("zone", Opt::S("Alley"))],
        )
        .await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("Raider"))],
        )
        .await;
    // 6 CD: 2, 2, 2, 1, 1, blank = 8; the raider's d20 5 (torso, DR 1: 7),
    // Nora's d20 1 (head: 8).
    world.dice(&[2, 2, 2, 1, 1, 3, 5, 1]);
    let walked = world
        .cmd(
            GM,
            ch,
            "f2d20 gm zone",
            &[("unit", Opt::S("Raider")), ("zone", Opt::S("Street"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&walked));
    shows(
        &walked,
        &[
            "💥 The Frag Mine in Street goes off under Raider",
            "Placed by Ace.",
            "= **8** damage",
            "Raider, torso: 8 physical − DR 1 (of 1) = **7**",
            "Nora, head: 8 physical − DR 0 (of 0) = **8**",
        ],
    );
}

#[test]
fn every_mine_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::mines::MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pulse_grenade_strikes_the_robot_and_says_who_it_spared() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Ace")),
                ("item", Opt::S("Pulse Grenade")),
            ],
        )
        .await;
    for template in ["Mister Handy", "Raider"] {
        world
            .cmd(
                GM,
                ch,
                "f2d20 gm creature-add",
                &[("template", Opt::S(template))],
            )
            .await;
    }
    for (unit, zone) in [
        ("Ace", "Street"),
        ("Mister Handy", "Diner"),
        ("Raider", "Diner"),
    ] {
        world
            .cmd(
                GM,
                ch,
                "f2d20 gm zone",
                &[("unit", Opt::S(unit)), ("zone", Opt::S(zone))],
            )
            .await;
    }
    // 1 and 1 hit; Mister Handy's d20 5 (main body); 6 CD of 2 = 12
    // energy, DR 3: 9. The raider is no machine: no die, no hit.
    world.dice(&[1, 1, 5, 2, 2, 2, 2, 2, 2]);
    let thrown = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Mister Handy")),
                ("weapon", Opt::S("Pulse Grenade")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&thrown));
    shows(
        &thrown,
        &[
            "⚔️ Ace attacks Mister Handy with Pulse Grenade",
            "Blast: strikes Mister Handy",
            "Machines only: Raider spared",
            "Mister Handy, main body: 12 energy − DR 3 (of 3) = **9**",
        ],
    );
    assert!(!text(&thrown).contains("Raider,"), "{}", text(&thrown));
}
