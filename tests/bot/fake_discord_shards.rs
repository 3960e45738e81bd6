//! The fake Discord's shards, seen by bare gateway clients: `/gateway/bot` reports
//! the count, IDENTIFY must name a shard of that count, each guild's events go to
//! the session of the shard owning it, and events for a shard without a session
//! wait for its READY.

use crate::support;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use support::fake_discord::FakeDiscord;
use tokio_tungstenite::tungstenite::Message as WsMessage;

type RawGateway =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

const WAIT: Duration = Duration::from_secs(5);

/// The next text frame as JSON; `None` when the server closed the connection
/// (with the close code).
async fn next(gateway: &mut RawGateway) -> Result<Value, Option<u16>> {
    loop {
        let frame = tokio::time::timeout(WAIT, gateway.next())
            .await
            .expect("a frame in time");
        match frame {
            Some(Ok(WsMessage::Text(text))) => {
                return Ok(serde_json::from_str(&text).expect("JSON frame"))
            }
            Some(Ok(WsMessage::Close(frame))) => return Err(frame.map(|f| u16::from(f.code))),
            Some(Ok(_)) => {}
            Some(Err(_)) | None => return Err(None),
        }
    }
}

/// Connects and identifies as `shard` (`None`: no `shard` field).
async fn identify(fake: &FakeDiscord, shard: Option<[u32; 2]>) -> RawGateway {
    let (mut gateway, _) = tokio_tungstenite::connect_async(fake.gateway_url())
        .await
        .expect("connect to the fake gateway");
    assert_eq!(next(&mut gateway).await.expect("HELLO")["op"], 10);
    let mut d = json!({"token": "Bot raw", "intents": 0,
        "properties": {"os": "linux", "browser": "raw", "device": "raw"}});
    if let Some(shard) = shard {
        d["shard"] = json!(shard);
    }
    gateway
        .send(WsMessage::Text(json!({"op": 2, "d": d}).to_string()))
        .await
        .expect("send IDENTIFY");
    gateway
}

/// A guild owned by `shard` of `total`.
fn guild_of(shard: u64, total: u64) -> u64 {
    (1_000 * total + shard) << 22
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn events_reach_the_session_of_the_shard_owning_their_guild() {
    let fake = FakeDiscord::builder().shards(2).start().await;
    let gateway = fake
        .http("raw")
        .get_bot_gateway()
        .await
        .expect("GET /gateway/bot");
    assert_eq!(gateway.shards, 2);

    // A shard of another total, or outside this one, is closed with 4010.
    let mut wrong = identify(&fake, Some([0, 3])).await;
    assert_eq!(next(&mut wrong).await.expect_err("closed"), Some(4010));
    let mut outside = identify(&fake, Some([2, 2])).await;
    assert_eq!(next(&mut outside).await.expect_err("closed"), Some(4010));

    // An event for shard 0 before it has a session waits for its READY.
    let early = fake
        .slash_command("ping")
        .guild(guild_of(0, 2))
        .channel(1)
        .send();
    let mut one = identify(&fake, Some([1, 2])).await;
    let ready = next(&mut one).await.expect("READY");
    assert_eq!(ready["t"], "READY");
    assert_eq!(ready["d"]["shard"], json!([1, 2]));
    assert_eq!(fake.live_shards(), [1]);

    let for_one = fake
        .slash_command("ping")
        .guild(guild_of(1, 2))
        .channel(2)
        .send();
    let frame = next(&mut one).await.expect("an event on shard 1");
    assert_eq!(frame["d"]["id"], for_one.to_string());

    let mut zero = identify(&fake, Some([0, 2])).await;
    assert_eq!(
        next(&mut zero).await.expect("READY")["d"]["shard"],
        json!([0, 2])
    );
    let frame = next(&mut zero).await.expect("the early event");
    assert_eq!(frame["d"]["id"], early.to_string());
    let for_zero = fake
        .slash_command("ping")
        .guild(guild_of(0, 2))
        .channel(3)
        .send();
    assert_eq!(
        next(&mut zero).await.expect("an event on shard 0")["d"]["id"],
        for_zero.to_string()
    );
    let handshakes = fake
        .wait_shards_ready(&[0, 1], WAIT)
        .await
        .expect("both live");
    assert_eq!(handshakes[0].payload["shard"], json!([0, 2]));
    assert_eq!(handshakes[1].payload["shard"], json!([1, 2]));

    // Shard 1 saw nothing of shard 0's guilds: its next frame is its own event.
    let last = fake
        .slash_command("ping")
        .guild(guild_of(1, 2))
        .channel(4)
        .send();
    assert_eq!(
        next(&mut one).await.expect("event")["d"]["id"],
        last.to_string()
    );
    drop(one);
    fake.wait_shards_gone(&[1], WAIT)
        .await
        .expect("shard 1 gone");
    assert_eq!(fake.live_shards(), [0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unsharded_client_is_shard_zero_of_one() {
    let fake = FakeDiscord::start().await;
    assert_eq!(fake.shard_count(), 1);
    let mut client = identify(&fake, None).await;
    let ready = next(&mut client).await.expect("READY");
    assert_eq!(ready["d"]["shard"], json!([0, 1]));
    let id = fake.slash_command("ping").send();
    assert_eq!(
        next(&mut client).await.expect("event")["d"]["id"],
        id.to_string()
    );
}
