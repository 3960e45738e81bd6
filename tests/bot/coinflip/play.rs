//! The coin flip played: a campaign started and played through the fake
//! Discord (scripted dice, each reply's text in English and Chinese) and
//! through the command line's core in the same process (`overseer::cli::run`,
//! seeded dice). Each runs in a child process of this test binary, which
//! installs the standard games and the coin flip before anything else
//! ([`super::install`]), so the other tests of the binary keep the
//! standard games.

use std::process::Command as Process;

use overseer::config::Config;
use overseer::engine::{Dice as _, SeededDice};
use overseer::i18n::Lang;
use serde_json::{json, Value};

use crate::support::bot_world::{Opt, World};
use crate::support::fake_discord::InteractionResponse;

/// Set in the child's environment: the child tests run only under it.
const CHILD_VAR: &str = "OVERSEER_COINFLIP_CHILD";
/// The GM and two players.
const GM: (u64, &str) = (5_000_000_000_000_000_001, "coin_gm");
const ANN: (u64, &str) = (5_000_000_000_000_000_002, "ann");
const BEN: (u64, &str) = (5_000_000_000_000_000_003, "ben");
/// The coin flip's place among `/campaign start`'s games (the standard four first).
const GAME_COIN: i64 = 4;
/// The seed of the command line's call.
const SEED: u64 = 7;

/// Runs the child test `name` in a process of its own and returns what it
/// printed, line by line; fails with its output when the child fails.
fn child(name: &str) -> Vec<String> {
    let exe = std::env::current_exe().expect("test binary");
    let out = Process::new(exe)
        .args([
            "--ignored",
            "--exact",
            name,
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_VAR, "1")
        .output()
        .expect("the child runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{name} failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains("1 passed"), "{name} did not run:\n{stdout}");
    stdout.lines().map(str::to_owned).collect()
}

/// The title and description of each embed of a reply, one per line.
fn embed_text(reply: &InteractionResponse) -> String {
    let mut lines = Vec::new();
    for embed in reply.embeds() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str().filter(|s| !s.is_empty()) {
                lines.push(s.to_owned());
            }
        }
    }
    lines.join("\n")
}

#[test]
fn a_coin_flip_campaign_is_started_and_played_through_discord() {
    child("coinflip::play::child_plays_through_discord");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a child process of a_coin_flip_campaign_is_started_and_played_through_discord"]
async fn child_plays_through_discord() {
    if std::env::var_os(CHILD_VAR).is_none() {
        return;
    }
    super::install();
    let world = World::scripted().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_COIN))])
        .await;
    assert_eq!(
        start.content(),
        Some("A campaign of Coin flip starts in this channel.")
    );
    assert_eq!(
        embed_text(&start),
        "Coin flip\nCall heads or tails: a right call scores a point."
    );

    world.dice(&[1]);
    let call = world
        .cmd(
            ANN,
            ch,
            "coin call",
            &[("name", Opt::S("Ann")), ("side", Opt::I(0))],
        )
        .await;
    assert!(!call.is_ephemeral());
    assert_eq!(
        embed_text(&call),
        "Coin flip\nFlip 1: the coin lands heads.\nAnn called heads: right! 1 point(s)."
    );

    // Ben may not call for Ann's player: refused privately, no coin flipped.
    let taken = world
        .cmd(
            BEN,
            ch,
            "coin call",
            &[("name", Opt::S("ann")), ("side", Opt::I(1))],
        )
        .await;
    assert!(taken.is_ephemeral());
    assert_eq!(
        taken.content(),
        Some("Ann is another player's name. Nothing was changed.")
    );
    let taken = world
        .cmd_locale(
            BEN,
            ch,
            "coin call",
            &[("name", Opt::S("Ann")), ("side", Opt::I(0))],
            "zh-CN",
        )
        .await;
    assert!(taken.is_ephemeral());
    assert_eq!(
        taken.content(),
        Some("Ann 是另一位玩家的名字。没有任何改变。")
    );

    world.dice(&[2]);
    let zh = world
        .cmd_locale(
            BEN,
            ch,
            "coin call",
            &[("name", Opt::S("Ben")), ("side", Opt::I(0))],
            "zh-CN",
        )
        .await;
    assert_eq!(
        embed_text(&zh),
        "抛硬币\n第 2 次抛掷：硬币落在反面。\nBen 猜正面，猜错了。现有 0 分。"
    );

    world.dice(&[2]);
    let flip = world.cmd(GM, ch, "coin flip", &[]).await;
    assert_eq!(
        embed_text(&flip),
        "Coin flip\nFlip 3: the coin lands tails."
    );
    assert_eq!(world.dice_left(), 0);

    let score = world.cmd(ANN, ch, "coin score", &[]).await;
    assert_eq!(embed_text(&score), "Coin flip\nAnn: 1\nBen: 0\nFlips: 3");
    let score = world.cmd_locale(BEN, ch, "coin score", &[], "zh-CN").await;
    assert_eq!(
        embed_text(&score),
        "抛硬币\nAnn：1 分\nBen：0 分\n抛掷次数：3"
    );
    // The shared `/campaign status` draws the game's board.
    let status = world.cmd(ANN, ch, "campaign status", &[]).await;
    assert_eq!(embed_text(&status), "Coin flip\nAnn: 1\nBen: 0\nFlips: 3");

    // Another game's command is refused in this channel, naming this game.
    let other = world.cmd(ANN, ch, "d20 sheet", &[]).await;
    assert!(other.is_ephemeral());
    assert_eq!(
        other.content(),
        Some(
            "/d20 sheet is not part of this game: this channel plays Coin flip. \
             Nothing was changed. `/help` lists this game's commands."
        )
    );
}

#[test]
fn a_coin_flip_campaign_is_played_through_the_command_line() {
    let lines = child("coinflip::play::child_plays_through_the_command_line");
    let answers: Vec<Value> = lines
        .iter()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let codes: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("exit "))
        .collect();
    // The seeded coin's first face; Ann calls the side it shows.
    let heads = SeededDice::from_seed(SEED).roll(2) == 1;
    let side = if heads { "heads" } else { "tails" };
    let landed = format!("Flip 1: the coin lands {side}.\nAnn called {side}: right! 1 point(s).");
    assert_eq!(
        answers,
        [
            json!({"ok": true, "command": "init", "ruleset": "coin-flip",
                   "message": "Call heads or tails: a right call scores a point."}),
            json!({"ok": true, "command": "call", "message": landed, "events": [
                {"type": "flipped", "side": side, "flips": 1},
                {"type": "called", "name": "Ann", "call": side, "right": true, "points": 1}]}),
            json!({"ok": false, "command": "call", "error": "not_yours", "hint": "",
                   "message": "Ann is another player's name. Nothing was changed."}),
            json!({"ok": true, "command": "score", "message": "Ann：1 分\n抛掷次数：1",
                   "events": [{"type": "scores", "players": [["Ann", 1]], "flips": 1}]}),
            json!({"ok": true, "command": "recover", "undone": "call", "remaining": 0,
                   "version": 3, "message": "Undid call; 0 more undo steps kept."}),
            json!({"ok": true, "command": "score", "message": "No calls yet.\nFlips: 0",
                   "events": [{"type": "scores", "players": [], "flips": 0}]}),
        ]
    );
    assert_eq!(codes, ["0", "0", "1", "0", "0", "0"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a child process of a_coin_flip_campaign_is_played_through_the_command_line"]
async fn child_plays_through_the_command_line() {
    if std::env::var_os(CHILD_VAR).is_none() {
        return;
    }
    super::install();
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("coin.db").display().to_string();
    let config = Config {
        database_url: format!("sqlite://{db}"),
        default_locale: Lang::EnUs,
    };
    let heads = SeededDice::from_seed(SEED).roll(2) == 1;
    let side = if heads { "heads" } else { "tails" };
    let seed = SEED.to_string();
    // Ends the line the test harness began with the test's name.
    println!();
    let lines: [&[&str]; 6] = [
        &["init", "--ruleset", "coin-flip"],
        &["--seed", &seed, "--actor", "11", "call", "Ann", side],
        &["--actor", "12", "call", "ann", "tails"],
        &["--lang", "zh-CN", "score"],
        &["recover"],
        &["score"],
    ];
    for words in lines {
        let mut args = vec![
            "--db".to_owned(),
            db.clone(),
            "--campaign".to_owned(),
            "coins".to_owned(),
        ];
        args.extend(words.iter().map(|w| (*w).to_owned()));
        let code = overseer::cli::run(args, &config).await;
        println!("exit {code}");
    }
}
