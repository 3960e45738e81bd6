//! Uploads that take long to read are deferred at once through the fake
//! Discord: `/homebrew import` of a 150-entry file (35 KB) and `/character import`
//! of a Foundry character carrying 2,000 items are acknowledged ("thinking",
//! type 5) before the file is downloaded and parsed, well within Discord's
//! 3 s, and the answer follows. An `#[ignore]` benchmark prints how long a
//! 2,000-item character holds the database's write lock.

use std::time::Duration;

use overseer::engine::rulesets::fallout2d20::Fallout2d20;
use overseer::session::{CampaignKey, Session};
use serde_json::{json, Value};

use crate::homebrew::{bytes, text, GAME_F2D20, GM};
use crate::support;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::CallbackKind;

/// Discord's limit for the first answer to an interaction.
const DISCORD_LIMIT: Duration = Duration::from_secs(3);

/// A Fallout 2d20 homebrew file of `n` weapons (150: about 35 KB).
fn weapons_file(n: usize) -> Value {
    let weapons: Vec<Value> = (0..n)
        .map(|i| {
            json!({"name": format!("Javelin {i}"), "kind": "throwing", "damage": 4,
                "effects": [{"effect": "piercing", "value": 1}], "damage_type": "physical",
                "fire_rate": 0, "range": "medium", "qualities": ["suppressed", "thrown"],
                "ammo": null, "weight": 4, "cost": 10, "rarity": 1})
        })
        .collect();
    json!({"ruleset": "fallout-2d20", "weapons": weapons})
}

/// A Foundry character Actor carrying `n` small items: stacks of a
/// Stimpak, ten unknown darts, and trinkets the game does not hold.
fn crowded_character(n: usize) -> Value {
    let skills: Vec<Value> = [
        ("Small Guns", 3, true),
        ("Sneak", 2, true),
        ("Science", 2, true),
        ("Medicine", 1, false),
    ]
    .iter()
    .map(|(name, value, tag)| {
        json!({"name": name, "type": "skill", "system": {"value": value, "tag": tag}})
    })
    .collect();
    let mut items = skills;
    for i in 0..n {
        items.push(match i % 3 {
            0 => json!({"name": "Stimpak", "type": "consumable",
                "system": {"consumableType": "chem", "hp": 4, "duration": "instant", "quantity": 1}}),
            1 => json!({"name": format!("Dart {}", i % 10), "type": "ammo",
                "system": {"quantity": 1, "weight": 0.1, "cost": 1, "rarity": 1}}),
            _ => json!({"name": format!("Trinket {i}"), "type": "miscellany",
                "system": {"quantity": 1}}),
        });
    }
    let attr = |v: u32| json!({ "value": v });
    json!({"name": "Rosa Quill", "type": "character", "system": {
        "attributes": {"str": attr(5), "per": attr(6), "end": attr(6), "cha": attr(5),
            "int": attr(7), "agi": attr(6), "luc": attr(5)},
        "health": {"value": 11}, "luckPoints": 5, "radiation": 0, "level": {"value": 1}},
        "items": items})
}

/// Asserts the interaction was deferred at once, publicly, within
/// Discord's limit and before its answer came.
async fn deferred_at_once(world: &World, id: u64) {
    let callback = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("a first answer");
    assert_eq!(
        callback.kind(),
        CallbackKind::from_code(5),
        "{}",
        callback.callback
    );
    assert!(!callback.is_ephemeral(), "{}", callback.callback);
    assert!(
        callback.callback_latency < DISCORD_LIMIT,
        "first answered after {:?}",
        callback.callback_latency
    );
    // Whatever came after it is a follow-up: the answer fills the
    // placeholder the deferral left.
    assert!(
        callback.webhook_calls.iter().all(|c| c.method == "POST"),
        "{:?}",
        callback.webhook_calls
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_150_entry_homebrew_file_is_deferred_at_once_and_then_answered() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let file = bytes(&weapons_file(150));
    assert!((30_000..40_000).contains(&file.len()), "{}", file.len());
    let id = world
        .fake
        .slash_command("homebrew import")
        .user(GM.0, GM.1)
        .channel(ch)
        .locale("en-US")
        .attachment_option("file", "javelins.json", file)
        .send();
    deferred_at_once(&world, id).await;
    let answer = world.settled(id).await;
    assert!(!answer.is_ephemeral(), "{}", text(&answer));
    assert_eq!(
        text(&answer).trim_end(),
        "Imported 150 homebrew entries from javelins.json (weapons 150). \
         `/campaign recover` undoes it."
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_with_2000_items_is_deferred_at_once_and_comes_in() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let id = world
        .fake
        .slash_command("character import")
        .user(GM.0, GM.1)
        .channel(ch)
        .locale("en-US")
        .attachment_option("file", "rosa.json", bytes(&crowded_character(2000)))
        .send();
    deferred_at_once(&world, id).await;
    let answer = world.settled(id).await;
    assert!(!answer.is_ephemeral(), "{}", text(&answer));
    assert!(
        text(&answer).starts_with(
            "Imported Rosa Quill from Foundry VTT; 10 carried items came in as homebrew."
        ),
        "{}",
        text(&answer)
    );
    // The stacks merged: 667 Stimpaks, and 200 of each dart (Dart 1..9
    // are each one of ten kinds).
    let sheet = world
        .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Rosa Quill"))])
        .await;
    let sheet = text(&sheet);
    assert!(sheet.contains("Stimpak ×667"), "{sheet}");
    assert!(sheet.contains("Dart 1 ✦ ×67"), "{sheet}");
}

/// Imports a 2,000-item character through the session: (the time it took
/// to read, map and check off the lock, the time the write lock was held).
async fn timed_import(session: &Session, key: CampaignKey, n: usize) -> (Duration, Duration) {
    let doc = crowded_character(n).to_string().into_bytes();
    let start = std::time::Instant::now();
    let prepared = session
        .prepare_character(key, doc, "42".into(), String::new())
        .await
        .expect("prepared");
    let read = start.elapsed();
    let start = std::time::Instant::now();
    let done = session
        .store_character(key, 1, json!({"import-character": "bench"}), &prepared)
        .await
        .expect("stored");
    let locked = start.elapsed();
    assert!(done.is_ok(), "{done:?}");
    (read, locked)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: prints the write-lock time of a 2,000-item character"]
async fn bench_write_lock_of_a_2000_item_character() {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    let session = Session::open(&url).await.expect("open");
    for (channel, n) in [(1, 500), (2, 1000), (3, 2000), (4, 3000)] {
        let key = CampaignKey {
            guild_id: 1,
            channel_id: channel,
        };
        session
            .start_as::<Fallout2d20>(key, 1, None)
            .await
            .expect("start");
        let (read, locked) = timed_import(&session, key, n).await;
        println!(
            "import-character, {n} items ({} KB): read, mapped and checked off the lock \
             in {read:?}; write lock held {locked:?}",
            crowded_character(n).to_string().len() / 1024
        );
        if n == 2000 {
            assert!(locked < Duration::from_millis(100), "{locked:?}");
        }
    }
}
