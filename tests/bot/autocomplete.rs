//! Every autocomplete the bot registers is answered: each option marked `autocomplete` of each
//! registered command, typed by the GM and by a player in a channel of each game (and in one
//! without a campaign), gets a list of choices (possibly empty) within Discord's 3 s. The fake
//! Discord fails any autocomplete left unanswered that long, as Discord does ("Loading options
//! failed"). A refused user's list is empty, so it shows nothing they may not see, and the
//! command itself stays refused when run.

use crate::support;

use serde_json::Value;
use support::bot_world::{Opt, World};
use support::fake_discord::{CallbackKind, InteractionResponse};

/// The GM of every campaign here (its creator).
const GM: (u64, &str) = (4_000_000_000_000_000_001, "ac_gm");
/// A member without Manage Server and without a role in any campaign.
const PLAYER: (u64, &str) = (4_000_000_000_000_000_002, "ac_player");

/// A channel per game, by the index of `/campaign start`'s `ruleset` choice.
const CHANNELS: [(u64, i64, &str); 4] = [
    (4_000_000_000_000_000_100, 0, "wasteland-2d20"),
    (4_000_000_000_000_000_101, 1, "d20"),
    (4_000_000_000_000_000_102, 2, "fallout-pnp"),
    (4_000_000_000_000_000_103, 3, "fallout-2d20"),
];
/// A channel without a campaign.
const NO_CAMPAIGN: u64 = 4_000_000_000_000_000_199;

/// How long a test waits for one answer; the fake fails an autocomplete after 3 s anyway.
const ANSWER: std::time::Duration = std::time::Duration::from_secs(5);

/// An autocomplete option of a registered command.
#[derive(Debug, Clone)]
struct Completable {
    /// The command path, e.g. `campaign rule`.
    command: String,
    /// The option's name.
    option: String,
    /// The option's type (3 string, 4 integer, 10 number).
    kind: u64,
}

/// Every option marked `autocomplete` in the commands the bot registered with the fake.
fn completables(registered: &Value) -> Vec<Completable> {
    fn walk(path: &str, options: &[Value], out: &mut Vec<Completable>) {
        for option in options {
            let name = option["name"].as_str().expect("option name");
            match option["type"].as_u64() {
                Some(1 | 2) => walk(
                    &format!("{path} {name}"),
                    option["options"].as_array().map_or(&[][..], Vec::as_slice),
                    out,
                ),
                Some(kind) if option["autocomplete"] == true => out.push(Completable {
                    command: path.to_owned(),
                    option: name.to_owned(),
                    kind,
                }),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for command in registered.as_array().expect("a command list") {
        let name = command["name"].as_str().expect("command name");
        let options = command["options"].as_array().map_or(&[][..], Vec::as_slice);
        walk(name, options, &mut out);
    }
    out
}

/// Types `partial` into the option as `user` in `channel` and returns the bot's answer, which
/// must be an autocomplete result.
async fn complete(
    world: &World,
    user: (u64, &str),
    channel: u64,
    what: &Completable,
    partial: &str,
) -> InteractionResponse {
    let id = world
        .fake
        .autocomplete(&what.command)
        .user(user.0, user.1)
        .channel(channel)
        .focused_with_type(&what.option, partial, what.kind)
        .send();
    let answer = world
        .fake
        .wait_for_response(id, ANSWER)
        .await
        .unwrap_or_else(|e| {
            panic!(
                "/{} {} typed by {} in channel {channel}: no answer: {e}",
                what.command, what.option, user.1
            )
        });
    assert_eq!(
        answer.kind(),
        CallbackKind::AutocompleteResult,
        "/{} {}: {:?}",
        what.command,
        what.option,
        answer.data()
    );
    answer
}

/// The names of the choices of an answer.
fn names(answer: &InteractionResponse) -> Vec<String> {
    answer.choices().into_iter().map(|(name, _)| name).collect()
}

/// A world with a campaign of each game, all started by [`GM`], and a wasteland enemy.
async fn world_of_every_game() -> World {
    let world = World::start().await;
    for (channel, game, id) in CHANNELS {
        let started = world
            .cmd(GM, channel, "campaign start", &[("ruleset", Opt::I(game))])
            .await;
        assert!(!started.is_ephemeral(), "{id}: {:?}", started.data());
    }
    let wasteland = CHANNELS[0].0;
    // The encounter budget keeps the chapter's first two turns free of enemies.
    for _ in 0..2 {
        let turn = world.cmd(GM, wasteland, "campaign turn", &[]).await;
        assert!(!turn.is_ephemeral(), "{:?}", turn.data());
    }
    let added = world
        .cmd(
            GM,
            wasteland,
            "enemy add",
            &[
                ("template", Opt::S("Radroach")),
                ("name", Opt::S("Secret Boss")),
            ],
        )
        .await;
    assert!(!added.is_ephemeral(), "{:?}", added.data());
    world
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_autocomplete_of_every_command_is_answered_for_gms_and_players_in_every_game() {
    let world = world_of_every_game().await;
    let registered = world
        .fake
        .guild_commands(world.fake.default_guild_id())
        .expect("the bot registered its commands");
    let all = completables(&registered);
    // The count pins the walk to the real tree: a command tree without autocomplete would
    // make this test pass vacuously.
    assert!(
        all.len() >= 40,
        "only {} autocomplete options: {all:?}",
        all.len()
    );
    let channels = CHANNELS
        .iter()
        .map(|(channel, _, _)| *channel)
        .chain([NO_CAMPAIGN]);
    let mut answered = 0;
    for channel in channels {
        for what in &all {
            for user in [GM, PLAYER] {
                complete(&world, user, channel, what, "").await;
                answered += 1;
            }
        }
    }
    assert_eq!(answered, all.len() * 2 * 5);
    assert!(
        world.fake.failures().is_empty(),
        "{:?}",
        world.fake.failures()
    );
    assert!(
        world.fake.rejected_requests().is_empty(),
        "{:?}",
        world.fake.rejected_requests()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_typing_into_a_gm_command_gets_an_empty_list_and_the_command_stays_refused() {
    let world = world_of_every_game().await;
    let wasteland = CHANNELS[0].0;
    let hurt = Completable {
        command: "enemy hurt".to_owned(),
        option: "enemy".to_owned(),
        kind: 3,
    };
    // The GM sees the enemy; the player, refused the command, sees nothing of it.
    let gm = complete(&world, GM, wasteland, &hurt, "").await;
    assert_eq!(names(&gm), ["Secret Boss"]);
    let player = complete(&world, PLAYER, wasteland, &hurt, "sec").await;
    assert_eq!(names(&player), [] as [String; 0]);
    let run = world
        .cmd(
            PLAYER,
            wasteland,
            "enemy hurt",
            &[("enemy", Opt::S("Secret Boss")), ("amount", Opt::I(3))],
        )
        .await;
    assert!(run.is_ephemeral());
    assert_eq!(
        run.content(),
        Some(
            "Only the GM (the campaign's creator, co-GMs, or members with Manage Server) can use \
             /enemy hurt."
        )
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_of_another_game_completes_to_an_empty_list_and_stays_refused_when_run() {
    let world = world_of_every_game().await;
    let rule = Completable {
        command: "campaign rule".to_owned(),
        option: "name".to_owned(),
        kind: 3,
    };
    // The wasteland game has house rules to offer; the d20 game has no /campaign rule.
    let wasteland = complete(&world, GM, CHANNELS[0].0, &rule, "").await;
    assert!(!names(&wasteland).is_empty());
    let d20 = CHANNELS[1].0;
    let other = complete(&world, GM, d20, &rule, "").await;
    assert_eq!(names(&other), [] as [String; 0]);
    let run = world
        .cmd(
            GM,
            d20,
            "campaign rule",
            &[("name", Opt::S("x")), ("on", Opt::B(true))],
        )
        .await;
    assert!(run.is_ephemeral());
    assert!(
        run.content()
            .is_some_and(|text| text.starts_with("/campaign rule is not part of this game")),
        "{:?}",
        run.content()
    );
}
