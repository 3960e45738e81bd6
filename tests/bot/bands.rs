//! Hidden enemy numbers through the real bot and the fake Discord, in every
//! game: a GM sets `/campaign enemies bands`, a fight runs (an enemy is added
//! and hurt to distinctive numbers, the board is shown, the tracker follows),
//! and every message the bot sends meanwhile is read back with its
//! visibility: no public one (reply, follow-up, tracker edit) shows the
//! enemy's HP or its attack and defence numbers, the band word shows
//! instead, `/enemy show` gives the GM the numbers privately, and `hidden`
//! shows not even the band.

use crate::support;

use serde_json::Value;
use support::bot_world::{character_options, World, WAIT};
use support::fake_discord::OptionValue;
use support::secrecy::{run, sent_since, shown};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (7_000_000_000_000_000_001, "bands_gm");
/// A player.
const ANA: (u64, &str) = (7_000_000_000_000_000_002, "ana_player");

/// Choice indices of `/campaign start`'s game.
const GAME_D20: i64 = 1;
const GAME_PNP: i64 = 2;
const GAME_F2D20: i64 = 3;

/// Choice indices of `/campaign enemies`'s setting.
const BANDS: i64 = 1;
const HIDDEN: i64 = 2;

/// Posts the tracker as the GM and returns its message id.
async fn post_tracker(world: &World) -> u64 {
    let ch = world.channel();
    let before: Vec<Value> = world.fake.channel_messages(ch);
    let (_, text) = run(world, GM, "campaign tracker", &[]).await;
    assert!(text.contains("Tracker posted and pinned"), "{text}");
    let tracker = world
        .fake
        .channel_messages(ch)
        .into_iter()
        .find(|m| {
            !before.iter().any(|b| b["id"] == m["id"])
                && m["content"].as_str().is_some_and(|c| c.starts_with("📌"))
        })
        .expect("the tracker message");
    tracker["id"].as_str().unwrap().parse().unwrap()
}

/// Waits until the tracker shows `expected` and returns its text.
async fn tracker_shows(world: &World, tracker: u64, expected: &str) -> String {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let mut text = String::new();
        shown(
            &world.fake.message(tracker).expect("the tracker"),
            &mut text,
        );
        if text.contains(expected) {
            return text;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the tracker never showed {expected:?}: {text}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// A command's options.
type Options = Vec<(&'static str, OptionValue)>;

/// An enemy's attack in a [`Fight`].
struct Attack {
    command: (&'static str, Options),
    dice: Vec<u32>,
    secrets: Vec<&'static str>,
    shows: &'static str,
}

/// One game's fight: how to start it, add the enemy and hurt it, the
/// enemy's name, what its numbers look like (none may be in public), and
/// its band after the hurt.
struct Fight {
    game: Option<i64>,
    /// The faces the commands before the fight and the enemy's arrival roll.
    dice: Vec<u32>,
    /// GM commands (without options) that make room for an enemy.
    before: Vec<&'static str>,
    /// A character for the enemy to attack: who makes it, with what.
    party: Option<((u64, &'static str), &'static str, Options)>,
    /// The enemy's attack on that character: the command, the faces it
    /// rolls, what no public message may show (its attack numbers) and what
    /// the channel reads instead.
    attack: Option<Attack>,
    add: (&'static str, Vec<(&'static str, OptionValue)>),
    hurt: (&'static str, Vec<(&'static str, OptionValue)>),
    enemy: &'static str,
    secrets: Vec<&'static str>,
    band: &'static str,
}

/// Runs `fight` with `bands`, then `hidden`, checking every message sent.
async fn fight_keeps_the_numbers(fight: Fight) {
    let world = World::scripted().await;
    let start: Vec<(&str, OptionValue)> = fight
        .game
        .map(|g| vec![("ruleset", OptionValue::from(g))])
        .unwrap_or_default();
    run(&world, GM, "campaign start", &start).await;

    // Only a GM chooses; the answer is private.
    let (refused, text) = run(
        &world,
        ANA,
        "campaign enemies",
        &[("setting", OptionValue::from(BANDS))],
    )
    .await;
    assert!(refused.is_ephemeral(), "{text}");
    let (chosen, text) = run(
        &world,
        GM,
        "campaign enemies",
        &[("setting", OptionValue::from(BANDS))],
    )
    .await;
    assert!(chosen.is_ephemeral(), "{text}");
    assert_eq!(
        text.trim(),
        "The channel now sees enemies' HP as bands (unhurt, wounded, bloodied, near death), without attack or defence numbers."
    );
    if let Some((user, command, options)) = &fight.party {
        let (made, text) = run(&world, *user, command, options).await;
        assert!(!made.is_ephemeral(), "{text}");
    }
    world.dice(&fight.dice);
    for command in &fight.before {
        let (done, text) = run(&world, GM, command, &[]).await;
        assert!(!done.is_ephemeral(), "{text}");
    }
    let tracker = post_tracker(&world).await;

    let since = world.fake.requests().len();
    let (added, text) = run(&world, GM, fight.add.0, &fight.add.1).await;
    assert!(!added.is_ephemeral(), "{text}");
    assert!(text.contains("unhurt"), "{text}");
    let (hurt, text) = run(&world, GM, fight.hurt.0, &fight.hurt.1).await;
    assert!(!hurt.is_ephemeral(), "{text}");
    assert!(text.contains(fight.band), "{text}");
    let (board, text) = run(&world, ANA, "campaign status", &[]).await;
    assert!(!board.is_ephemeral(), "{text}");
    assert!(text.contains(fight.band), "{text}");
    tracker_shows(&world, tracker, fight.band).await;
    if let Some(attack) = &fight.attack {
        let from = world.fake.requests().len();
        world.dice(&attack.dice);
        let (attacked, text) = run(&world, GM, attack.command.0, &attack.command.1).await;
        assert!(!attacked.is_ephemeral(), "{text}");
        assert!(text.contains(attack.shows), "{text}");
        for s in sent_since(&world, from).iter().filter(|s| !s.private) {
            for secret in &attack.secrets {
                assert!(
                    !s.text.contains(secret),
                    "{secret:?} in public {}: {}",
                    s.at,
                    s.text
                );
            }
        }
    }

    let sent = sent_since(&world, since);
    assert!(sent.iter().any(|s| s.at.starts_with("PATCH /channels/")));
    for s in sent.iter().filter(|s| !s.private) {
        for secret in &fight.secrets {
            assert!(
                !s.text.contains(secret),
                "{secret:?} in public {}: {}",
                s.at,
                s.text
            );
        }
    }

    // The GM reads every number, privately; a player may not.
    let name = [("name", OptionValue::from(fight.enemy))];
    let (shown_to_gm, text) = run(&world, GM, "enemy show", &name).await;
    assert!(shown_to_gm.is_ephemeral(), "{text}");
    for secret in &fight.secrets {
        assert!(text.contains(secret), "{secret:?} not in {text}");
    }
    let (board, text) = run(&world, GM, "enemy show", &[]).await;
    assert!(board.is_ephemeral(), "{text}");
    assert!(text.contains(fight.secrets[0]), "{text}");
    let (refused, text) = run(&world, ANA, "enemy show", &name).await;
    assert!(refused.is_ephemeral(), "{text}");
    assert!(!text.contains(fight.secrets[0]), "{text}");
    let missing = [("name", OptionValue::from("Nobody"))];
    let (none, text) = run(&world, GM, "enemy show", &missing).await;
    assert!(none.is_ephemeral());
    assert_eq!(text.trim(), "No enemy is called Nobody.");

    // Hidden: not even the band.
    let (chosen, _) = run(
        &world,
        GM,
        "campaign enemies",
        &[("setting", OptionValue::from(HIDDEN))],
    )
    .await;
    assert!(chosen.is_ephemeral());
    let since = world.fake.requests().len();
    let (_, text) = run(&world, ANA, "campaign status", &[]).await;
    assert!(text.contains("condition unknown"), "{text}");
    assert!(!text.contains(fight.band), "{text}");
    tracker_shows(&world, tracker, "condition unknown").await;
    for s in sent_since(&world, since).iter().filter(|s| !s.private) {
        assert!(!s.text.contains(fight.band), "{}: {}", s.at, s.text);
        for secret in &fight.secrets {
            assert!(!s.text.contains(secret), "{secret:?} in {}", s.text);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wasteland_fight_with_bands_shows_no_enemy_number_in_public() {
    fight_keeps_the_numbers(Fight {
        game: None,
        // Each turn rolls a d100 for its random event.
        dice: vec![50, 50],
        // The chapter's first two turns are safe: no enemy.
        before: vec!["campaign turn", "campaign turn"],
        party: Some((
            ANA,
            "character create",
            character_options("Ana", "Vault Dweller", [0, 1, 2]),
        )),
        // A natural 20 fumbles: no damage dice.
        attack: Some(Attack {
            command: (
                "enemy attack",
                vec![
                    ("enemy", OptionValue::from("Warden")),
                    ("target", OptionValue::from("Ana")),
                ],
            ),
            dice: vec![20],
            secrets: vec!["vs skill 19"],
            shows: "d20 **20** vs skill ?",
        }),
        add: (
            "enemy custom",
            vec![
                ("name", OptionValue::from("Warden")),
                ("hp", OptionValue::from(13)),
                ("damage", OptionValue::from("4d6")),
                ("attack_skill", OptionValue::from(19)),
            ],
        ),
        hurt: (
            "enemy hurt",
            vec![
                ("enemy", OptionValue::from("Warden")),
                ("amount", OptionValue::from(4)),
            ],
        ),
        enemy: "Warden",
        // 13 HP hurt by 4: 9/13, wounded; damage 4d6, attack skill 19.
        secrets: vec!["9/13", "/13", "4d6", "attack skill 19"],
        band: "wounded",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d20_fight_with_bands_shows_no_enemy_number_in_public() {
    fight_keeps_the_numbers(Fight {
        game: Some(GAME_D20),
        dice: vec![],
        before: vec![],
        party: Some((
            GM,
            "d20 create",
            vec![
                ("name", OptionValue::from("Ana")),
                ("level", OptionValue::from(5)),
                ("str", OptionValue::from(2)),
                ("agi", OptionValue::from(3)),
                ("pre", OptionValue::from(1)),
                ("int", OptionValue::from(0)),
                ("wis", OptionValue::from(1)),
                ("cha", OptionValue::from(-1)),
                ("skills", OptionValue::from("Stealth")),
                (
                    "player",
                    OptionValue::User {
                        id: ANA.0,
                        name: ANA.1.to_owned(),
                    },
                ),
            ],
        )),
        // The Bandit's attack bonus is +4: d20 15 makes 19; a hit rolls its
        // 1d6+2 damage (3).
        attack: Some(Attack {
            command: (
                "d20 enemy-attack",
                vec![
                    ("enemy", OptionValue::from("Bandit")),
                    ("target", OptionValue::from("Ana")),
                ],
            ),
            dice: vec![15, 3],
            secrets: vec!["+4", "**19**"],
            shows: "d20 **15** ? = **?** vs AC",
        }),
        add: (
            "d20 enemy-add",
            vec![("template", OptionValue::from("bandit"))],
        ),
        hurt: (
            "d20 hurt",
            vec![
                ("target", OptionValue::from("Bandit")),
                ("amount", OptionValue::from(3)),
            ],
        ),
        enemy: "Bandit",
        // A Bandit: AC 12, 11 HP; hurt by 3: 8/11, wounded.
        secrets: vec!["8/11", "/11", "AC 12"],
        band: "wounded",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pnp_fight_with_bands_shows_no_enemy_number_in_public() {
    fight_keeps_the_numbers(Fight {
        game: Some(GAME_PNP),
        // Its morale, 2d6: 3 and 3.
        dice: vec![3, 3],
        before: vec![],
        party: None,
        attack: None,
        add: (
            "pnp enemy add",
            vec![("template", OptionValue::from("raider"))],
        ),
        hurt: (
            "pnp gm hurt",
            vec![
                ("target", OptionValue::from("Raider")),
                ("amount", OptionValue::from(19)),
            ],
        ),
        enemy: "Raider",
        // A Raider: 30 HP; hurt by 19: 11/30, bloodied.
        secrets: vec!["11/30", "/30"],
        band: "bloodied",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_f2d20_fight_with_bands_shows_no_enemy_number_in_public() {
    fight_keeps_the_numbers(Fight {
        game: Some(GAME_F2D20),
        dice: vec![],
        before: vec![],
        party: None,
        attack: None,
        add: (
            "f2d20 gm creature-add",
            vec![("template", OptionValue::from("Raider"))],
        ),
        hurt: (
            "f2d20 gm hurt",
            vec![
                ("target", OptionValue::from("Raider")),
                ("amount", OptionValue::from(7)),
            ],
        ),
        enemy: "Raider",
        // A Raider: Defense 1, 8 HP, DR 1 on the torso; hurt by 7: 1/8, near death.
        secrets: vec!["1/8", "/8", "Defense 1", "physical 1"],
        band: "near death",
    })
    .await;
}
