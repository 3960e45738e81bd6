//! What the secret-roll and hidden-numbers tests (`tests/bot/secret*.rs`,
//! `tests/bot/bands.rs`) share: every message the bot sent, read back with
//! who could read it (an ephemeral reply, the GMs' channel, or public: the
//! channel, a follow-up, a tracker edit, an autocomplete answer), and the
//! assertions that no public one carries a secret number.

use serde_json::Value;

use super::bot_world::{World, WAIT};
use super::fake_discord::{
    CallbackKind, InteractionResponse, OptionValue, RecordedRequest, WebhookCall,
};

/// The GMs' own channel of these tests (copies of secret rolls go there).
pub const GM_CHANNEL: u64 = 5_000_000_000_000_000_777;

/// One message the bot sent: who could read it and what it said.
#[derive(Debug)]
pub struct Sent {
    /// Only the user who ran the command (ephemeral) or only the GMs (the GM
    /// channel) could read it.
    pub private: bool,
    /// `METHOD route`, for failure messages.
    pub at: String,
    /// Its text: content, embeds, button labels, autocomplete choices.
    pub text: String,
}

/// The text a message body shows: content, embed titles, descriptions,
/// fields and footers, button labels, select options, autocomplete choice
/// names.
pub fn shown(body: &Value, out: &mut String) {
    let message = if body["data"].is_object() {
        &body["data"]
    } else {
        body
    };
    if let Some(c) = message["content"].as_str() {
        out.push_str(c);
        out.push('\n');
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.push_str(embed[key].as_str().unwrap_or_default());
            out.push('\n');
        }
        for f in embed["fields"].as_array().into_iter().flatten() {
            out.push_str(f["name"].as_str().unwrap_or_default());
            out.push('\n');
            out.push_str(f["value"].as_str().unwrap_or_default());
            out.push('\n');
        }
        out.push_str(embed["footer"]["text"].as_str().unwrap_or_default());
        out.push('\n');
    }
    for row in message["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            out.push_str(c["label"].as_str().unwrap_or_default());
            out.push('\n');
            for option in c["options"].as_array().into_iter().flatten() {
                out.push_str(option["label"].as_str().unwrap_or_default());
                out.push('\n');
            }
        }
    }
    for choice in message["choices"].as_array().into_iter().flatten() {
        out.push_str(choice["name"].as_str().unwrap_or_default());
        out.push('\n');
    }
}

/// Whether a message body carries the ephemeral flag.
pub fn ephemeral_flag(body: &Value) -> bool {
    let flags = body["data"]["flags"]
        .as_u64()
        .or_else(|| body["flags"].as_u64())
        .unwrap_or(0);
    flags & 64 != 0
}

/// Every message the bot sent or edited from request `since` on, with its
/// visibility. An edit of an interaction's first answer is as private as
/// that answer was; so is the update of a private message a component of it
/// was pressed on.
pub fn sent_since(world: &World, since: usize) -> Vec<Sent> {
    let requests: Vec<RecordedRequest> = world.fake.requests();
    let private_tokens: Vec<String> = requests
        .iter()
        .filter(|r| r.route.ends_with("/callback"))
        .filter(|r| r.body.as_ref().is_some_and(ephemeral_flag))
        .filter_map(|r| r.route.split('/').nth(3).map(str::to_owned))
        .collect();
    let gm_channel = format!("/channels/{GM_CHANNEL}/");
    requests
        .iter()
        .filter(|r| r.index >= since && (r.method == "POST" || r.method == "PATCH"))
        .filter(|r| {
            r.route.starts_with("/interactions/")
                || r.route.starts_with("/webhooks/")
                || r.route.starts_with("/channels/")
        })
        .filter_map(|r| {
            let body = r.body.as_ref()?;
            let mut text = String::new();
            shown(body, &mut text);
            let original = r.route.ends_with("/messages/@original");
            let token = r.route.split('/').nth(3).unwrap_or_default();
            let private = r.route.starts_with(&gm_channel)
                || ephemeral_flag(body)
                || (original && private_tokens.iter().any(|t| t == token))
                || updates_private_message(world, r);
            Some(Sent {
                private,
                at: format!("{} {}", r.method, r.route),
                text,
            })
        })
        .collect()
}

/// Whether request `r` is a component's answer that updates (type 7) the
/// message it was pressed on, and that message is ephemeral: the update is
/// as private as the message.
fn updates_private_message(world: &World, r: &RecordedRequest) -> bool {
    let updates = r.route.ends_with("/callback")
        && r.body
            .as_ref()
            .is_some_and(|b| b["type"].as_u64() == Some(7));
    let Some(id) = r.route.split('/').nth(2).and_then(|id| id.parse().ok()) else {
        return false;
    };
    updates
        && world
            .fake
            .interaction_message(id)
            .and_then(|m| world.fake.message(m))
            .is_some_and(|m| ephemeral_flag(&m))
}

/// Whether `text` shows the number `n` on its own (not inside a longer one).
pub fn has_number(text: &str, n: u32) -> bool {
    let n = n.to_string();
    text.split(|c: char| !c.is_ascii_digit()).any(|t| t == n)
}

/// Asserts that no public message from `since` on shows any of `secret`,
/// and that the GM's private replies show them all; returns the messages.
pub fn assert_kept_secret(world: &World, since: usize, secret: &[u32]) -> Vec<Sent> {
    let sent = sent_since(world, since);
    assert!(
        sent.iter().any(|s| !s.private),
        "the channel heard nothing: {sent:#?}"
    );
    assert_no_public(&sent, secret);
    let private: String = sent
        .iter()
        .filter(|s| s.private)
        .map(|s| s.text.as_str())
        .collect();
    for &n in secret {
        assert!(
            has_number(&private, n),
            "{n} not in the GM's reply: {sent:#?}"
        );
    }
    sent
}

/// Asserts that no public message of `sent` shows any of `secret`.
pub fn assert_no_public(sent: &[Sent], secret: &[u32]) {
    for s in sent.iter().filter(|s| !s.private) {
        for &n in secret {
            assert!(
                !has_number(&s.text, n),
                "{n} in public {}: {}",
                s.at,
                s.text
            );
        }
    }
}

/// The text of an interaction's first answer.
pub fn text(reply: &InteractionResponse) -> String {
    let mut out = String::new();
    shown(&serde_json::json!({ "data": reply.data() }), &mut out);
    out
}

/// The id of the first interaction whose callback came at or after request `since`.
pub fn line_id(world: &World, since: usize) -> u64 {
    world
        .fake
        .requests()
        .iter()
        .filter(|r| r.index >= since && r.route.ends_with("/callback"))
        .find_map(|r| r.route.split('/').nth(2)?.parse().ok())
        .expect("an answered interaction")
}

/// Runs a command in the world's channel; the text of its reply, its
/// follow-ups included (waited for when the reply was deferred).
pub async fn run(
    world: &World,
    user: (u64, &str),
    command: &str,
    options: &[(&str, OptionValue)],
) -> (InteractionResponse, String) {
    let reply = world
        .cmd_values(user, world.channel(), command, options, "en-US")
        .await;
    let mut text = String::new();
    shown(&serde_json::json!({ "data": reply.data() }), &mut text);
    if reply.kind() == CallbackKind::DeferredChannelMessage {
        let answer = world
            .fake
            .wait_for_followup(&reply.token, WAIT)
            .await
            .expect("an answer after thinking");
        shown(&answer.body.expect("a body"), &mut text);
    }
    (reply, text)
}

/// The GM's private reply to the secret command whose channel line answered
/// interaction `id` (the first ephemeral follow-up of its token).
pub async fn private_copy(world: &World, id: u64) -> WebhookCall {
    let token = world.fake.interaction_token(id).expect("token");
    let copy = world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    assert!(
        copy.body.as_ref().is_some_and(ephemeral_flag),
        "{:?}",
        copy.body
    );
    copy
}

/// The custom ids of the components of a message body.
pub fn custom_ids(body: &Value) -> Vec<String> {
    body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}
