//! Admission under load (`bot::admission`): with every slot taken, a command
//! waits its turn, is deferred when its deadline passes while it waits, and is
//! answered by the follow-up once admitted; a command that could not wait still
//! runs exactly once.

use crate::support;

use std::time::Duration;

use overseer::config::BotOptions;
use serde_json::Value;
use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::{CallbackKind, WebhookTarget};

const GM: (u64, &str) = (2_300_000_000_000_000_001, "admission_gm");

/// One slot, and replies deferred after 300 ms.
fn one_slot() -> BotOptions {
    BotOptions {
        admission_slots: 1,
        defer_after: Duration::from_millis(300),
        dice: Some(overseer::engine::dice::DiceScript::new()),
        ..BotOptions::default()
    }
}

/// Rows in the bot's event log (one per committed command).
async fn logged(world: &World) -> i64 {
    let pool = sqlx::SqlitePool::connect(&world.config.database_url)
        .await
        .expect("the database opens");
    let n = sqlx::query_scalar("SELECT COUNT(*) FROM event_log")
        .fetch_one(&pool)
        .await
        .expect("the log reads");
    pool.close().await;
    n
}

fn check_options() -> Vec<(&'static str, Opt)> {
    vec![
        ("characters", Opt::S("Runner")),
        ("attribute", Opt::S("AGI")),
        ("skill", Opt::S("Sneak")),
        ("difficulty", Opt::I(1)),
    ]
}

/// What a reply's embeds say (title, description, fields of each): the
/// callback's for a direct reply, the message's after a follow-up.
fn embeds_of(world: &World, interaction: u64) -> Vec<Value> {
    let response = world.fake.response(interaction).expect("answered");
    let embeds = if response.kind() == CallbackKind::from_code(4) {
        response.embeds().to_vec()
    } else {
        let id = response.original_message_id().expect("a placeholder");
        let message = world.fake.message(id).expect("the follow-up");
        message["embeds"].as_array().cloned().unwrap_or_default()
    };
    embeds
        .iter()
        .map(|e| serde_json::json!([e["title"], e["description"], e["fields"]]))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_waiting_for_a_slot_is_deferred_then_answered_once_admitted() {
    let world = World::start_with(one_slot()).await;
    let ch = world.channel();
    let started = world.cmd(GM, ch, "campaign start", &[]).await;
    assert_eq!(started.kind(), CallbackKind::from_code(4));
    let id = world.send_values(
        GM,
        ch,
        "character create",
        &character_options("Runner", "Courier", [5, 6, 0]),
        "en-US",
    );
    let created = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("created");
    assert!(!created.is_ephemeral(), "{}", created.callback);

    // A free slot: a /roll is answered at once. Its embeds are the reference.
    world.dice(&[3, 17]);
    let reference = world.cmd(GM, ch, "roll", &[("dice", Opt::S("2d20"))]).await;
    assert_eq!(reference.kind(), CallbackKind::from_code(4));

    // Another process holds the database's write lock: the /check that takes
    // the only slot waits for it inside its write.
    let before = logged(&world).await;
    let holder = sqlx::SqlitePool::connect(&world.config.database_url)
        .await
        .expect("the database opens");
    let mut lock = holder.acquire().await.expect("a connection");
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *lock)
        .await
        .expect("the write lock");
    // Two d20s, then the leader's d100 Luck roll.
    world.dice(&[2, 9, 50]);
    let check = world.send(GM, ch, "check", &check_options(), "en-US");
    tokio::time::sleep(Duration::from_millis(100)).await;
    // The /roll needs no write, but the slot is taken: it waits, and is
    // deferred at its deadline while it waits.
    world.dice(&[3, 17]);
    let roll = world.send(GM, ch, "roll", &[("dice", Opt::S("2d20"))], "en-US");
    for id in [check, roll] {
        let first = world
            .fake
            .wait_for_response(id, WAIT)
            .await
            .expect("answered");
        assert_eq!(
            first.kind(),
            CallbackKind::from_code(5),
            "{}",
            first.callback
        );
        assert!(!first.is_ephemeral(), "{}", first.callback);
    }
    let roll_token = world.fake.interaction_token(roll).expect("a token");
    assert!(
        world
            .fake
            .wait_for_followup(&roll_token, Duration::from_millis(500))
            .await
            .is_err(),
        "the /roll ran before the /check freed the slot"
    );

    // The lock goes: the /check is applied, then the /roll admitted.
    sqlx::query("COMMIT")
        .execute(&mut *lock)
        .await
        .expect("released");
    drop(lock);
    holder.close().await;
    for id in [check, roll] {
        let token = world.fake.interaction_token(id).expect("a token");
        let followup = world
            .fake
            .wait_for_followup(&token, WAIT)
            .await
            .expect("a follow-up");
        assert_eq!(followup.target, WebhookTarget::NewFollowup);
        assert_eq!(followup.status, 200, "{:?}", followup.body);
    }
    let shown = embeds_of(&world, reference.interaction_id);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(
        embeds_of(&world, roll),
        shown,
        "the same dice, the same roll"
    );
    let check_embeds = embeds_of(&world, check);
    assert_eq!(check_embeds.len(), 1, "{check_embeds:?}");
    assert_eq!(logged(&world).await, before + 1, "the /check applied once");
    assert_eq!(world.dice_left(), 0);
}
