//! A fake Discord for end-to-end tests: a REST API and a gateway on `127.0.0.1` that a real
//! serenity 0.12 / poise 0.7 client can connect to.
//!
//! # Wiring a bot to the fake
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! // `HttpBuilder::proxy` only takes effect with the rate limiter disabled, and
//! // `ClientBuilder::token` would replace this Http: use `new_with_http`.
//! let http = fake.http("fake-token"); // = HttpBuilder::new(..).proxy(fake.api_base()).ratelimiter_disabled(true).build()
//! let mut client = serenity::ClientBuilder::new_with_http(http, intents).framework(framework).await?;
//! tokio::spawn(async move { client.start().await });
//! fake.wait_ready(Duration::from_secs(5)).await?;
//!
//! let id = fake.slash_command("ping").locale("zh-CN").send();
//! let reply = fake.wait_for_response(id, Duration::from_secs(5)).await?;
//! assert_eq!(reply.content(), Some("pong"));
//! ```
//!
//! # What it emulates
//!
//! * `GET /gateway` (and `/gateway/bot`) points the client at the fake gateway; `/gateway/bot`
//!   reports the shard count ([`FakeDiscordBuilder::shards`], 1 unless configured).
//! * Shards: each IDENTIFY names its shard `[id, total]` (a client without `shard` is shard
//!   `[0, 1]`); a total other than the fake's shard count, or an id not below it, is closed with
//!   4010 "Invalid shard". Each shard has its own session, and an event goes to the session of
//!   the shard that owns its guild, `(guild_id >> 22) % shard_count`, as Discord routes them
//!   (events without a guild go to shard 0). With one shard this is the single session of an
//!   unsharded bot. The methods that act on "the current client" act on shard 0's connection.
//! * The gateway sends HELLO, answers IDENTIFY with READY, RESUME with a replay of the missed
//!   dispatches followed by RESUMED (or INVALID_SESSION for an unknown session), and every
//!   heartbeat with a heartbeat ACK. Every dispatch carries the session's next sequence number.
//!   Frames are always uncompressed text, which serenity accepts even though its IDENTIFY asks
//!   for `compress: true`.
//! * Pins, by the newer routes (`PUT`/`DELETE /channels/{c}/messages/pins/{m}`, `GET
//!   /channels/{c}/messages/pins`) and by the older ones (`/channels/{c}/pins/{m}`,
//!   `/channels/{c}/pins`), at most 50 per channel.
//! * Interaction callbacks, follow-ups and edits of interaction responses, channel messages,
//!   command registration, `GET /users/@me` and `GET /oauth2/applications/@me`. The fake keeps
//!   the messages it was asked to create so that edits, `GET`s and button clicks see them.
//! * Files of injected attachment options ([`SlashCommand::attachment_option`]), served like
//!   Discord's CDN at `GET /attachments/{id}/{filename}` (outside `/api/v10`, no token), so the
//!   bot can download them. Files the bot uploads are recorded ([`RecordedFile`];
//!   [`InteractionResponse::files`] for an interaction's). An attachment's `size` may be made to
//!   disagree with its bytes ([`SlashCommand::attachment_option_sized`]), to test a bot that
//!   checks the size it reads as well as the size it was told.
//! * Discord's refusals of uploads, on every route: more than [`limits::FILES`] files in one
//!   request, or an empty (zero-byte) file, is answered 400 with code 50035 and the error under
//!   `files` (or `files[n]`); files together larger than the upload limit
//!   ([`FakeDiscordBuilder::upload_limit`], 25 MiB by default) are answered 413 with code 40005
//!   "Request entity too large". Either changes nothing and is listed by
//!   [`FakeDiscord::rejected_requests`]. A message with only a file is not empty.
//! * Discord's error answers for the common mistakes: a second callback for the same
//!   interaction (400, code 40060), an unknown interaction (404, 10062), editing a response that
//!   does not exist yet (404, 10008). Any route the fake does not know is recorded and answered
//!   with a 404 Discord error JSON.
//! * Discord's limits on what it is asked to show (see [`limits`]), on every route that creates
//!   or edits a message (callback types 4 and 7, follow-ups, edits of `@original` and of
//!   follow-ups, channel messages), on autocomplete results (type 8) and on modals (type 9):
//!   content, embeds (per field and the 6000 total over all embeds of a message), action rows,
//!   buttons, select menus, choices, modal titles. Lengths count UTF-16 code units like
//!   Discord. A body over a limit is answered like Discord, 400 with
//!   `{"code": 50035, "errors": {..}, "message": "Invalid Form Body"}` where `errors` nests by
//!   JSON path down to `{"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": ..}]}` (under
//!   `data` for a callback), and changes nothing: no message is stored or edited and the
//!   interaction stays unanswered. [`FakeDiscord::rejected_requests`] lists them, and every
//!   timeout error lists them first.
//! * Discord's refusal of an empty message: a create (callback type 4, follow-up, channel
//!   message) without content, embeds, components, attachments, stickers or a poll, or an edit
//!   (callback type 7, edits of `@original`, of follow-ups and of channel messages) that would
//!   leave the message so, is answered 400 with `{"code": 50006, "message": "Cannot send an
//!   empty message"}` and changes nothing. [`FakeDiscord::rejected_requests`] lists these too.
//! * Discord's 3 s deadline for autocomplete: an autocomplete interaction without a callback
//!   3 s after it was sent is a failure (Discord shows "Loading options failed" and answers a
//!   late callback with 404, 10062). [`FakeDiscord::wait_for_response`] returns it as an error
//!   at once, [`FakeDiscord::failures`] lists it, and dropping the fake panics with the list,
//!   so the test that made it fails even if it never waited for the answer.
//!
//! Every request and every gateway payload is recorded. All waiting is event driven (a
//! [`tokio::sync::watch`] channel is bumped on every state change) and bounded by a timeout; a
//! timeout error describes what the fake saw, to make failures easy to read.
//!
//! Injected events are validated against serenity's own model types before they are sent, so a
//! payload serenity would drop (it only logs a WARN for malformed events) fails loudly instead.

use std::collections::{HashMap, HashSet};
use std::fmt::{self, Write as _};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// Application id the fake reports (READY, `/oauth2/applications/@me`) unless configured.
pub const DEFAULT_APPLICATION_ID: u64 = 1_100_000_000_000_000_001;
/// User id of the bot account unless configured (Discord bots share it with the application).
pub const DEFAULT_BOT_USER_ID: u64 = DEFAULT_APPLICATION_ID;
/// User name of the bot account unless configured.
pub const DEFAULT_BOT_NAME: &str = "Overseer";
/// Owner of the application reported by `/oauth2/applications/@me` unless configured.
pub const DEFAULT_OWNER_ID: u64 = 1_100_000_000_000_000_002;
/// Guild used by injected interactions unless the builder says otherwise.
pub const DEFAULT_GUILD_ID: u64 = 1_100_000_000_000_000_100;
/// Channel used by injected interactions unless the builder says otherwise.
pub const DEFAULT_CHANNEL_ID: u64 = 1_100_000_000_000_000_200;
/// Invoking user of injected interactions unless the builder says otherwise.
pub const DEFAULT_USER_ID: u64 = 1_100_000_000_000_000_300;
/// User name of [`DEFAULT_USER_ID`].
pub const DEFAULT_USER_NAME: &str = "vault_dweller";
/// Locale of injected interactions unless the builder says otherwise.
pub const DEFAULT_LOCALE: &str = "en-US";
/// Permissions of an ordinary guild member: add reactions, view channel, send messages, embed
/// links, attach files, read message history, use external emojis and use application commands.
pub const DEFAULT_MEMBER_PERMISSIONS: u64 =
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 18) | (1 << 31);
/// Permissions of the bot in the channel of an injected interaction (`app_permissions`):
/// [`DEFAULT_MEMBER_PERMISSIONS`] plus manage messages.
pub const DEFAULT_APP_PERMISSIONS: u64 = DEFAULT_MEMBER_PERMISSIONS | (1 << 13);
/// The ADMINISTRATOR permission bit.
pub const ADMINISTRATOR: u64 = 1 << 3;
/// Heartbeat interval announced in HELLO unless configured (Discord's usual value).
pub const DEFAULT_HEARTBEAT_INTERVAL: Duration = Duration::from_millis(41_250);

/// Discord's epoch (2015-01-01) in Unix milliseconds, used to mint realistic snowflakes.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
/// Message flag: ephemeral.
const FLAG_EPHEMERAL: u64 = 1 << 6;
/// Message flag: "bot is thinking" placeholder of a deferred response.
const FLAG_LOADING: u64 = 1 << 7;
/// Discord's upload limit for a guild without boosts, sent as `attachment_size_limit`.
const ATTACHMENT_SIZE_LIMIT: u64 = 26_214_400;
/// Upper bound of a request head the fake accepts.
const MAX_HEAD_BYTES: usize = 64 * 1024;
/// Interaction type of an autocomplete request.
const AUTOCOMPLETE: u64 = 4;
/// How long Discord waits for the answer to an autocomplete interaction.
pub const AUTOCOMPLETE_DEADLINE: Duration = Duration::from_secs(3);
/// Discord's error code for a message with nothing to show ("Cannot send an empty message").
pub const EMPTY_MESSAGE: u64 = 50_006;
/// Discord's error code for a request whose files exceed the upload limit ("Request entity too
/// large", HTTP 413).
pub const ENTITY_TOO_LARGE: u64 = 40_005;

// ---------------------------------------------------------------------------------------------
// Public data types
// ---------------------------------------------------------------------------------------------

/// One HTTP request the fake received, with the status it answered.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    /// Position in the request log, starting at 0.
    pub index: usize,
    /// HTTP method in upper case (`GET`, `POST`, ...).
    pub method: String,
    /// Full request path without the query, e.g. `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    /// The path relative to `/api/v10`, e.g. `/interactions/1/tok/callback`; equal to
    /// [`Self::path`] when the request did not target the v10 API.
    pub route: String,
    /// The query string without `?`, if any (serenity writes e.g. `?&wait=true`).
    pub query: Option<String>,
    /// Headers with lower-cased names, in the order received.
    pub headers: Vec<(String, String)>,
    /// The request body exactly as received (after removing chunked transfer encoding).
    pub raw_body: Vec<u8>,
    /// The JSON body: the body itself for `application/json`, the `payload_json` part for
    /// `multipart/form-data`; `None` when there is no JSON.
    pub body: Option<Value>,
    /// File parts of a `multipart/form-data` body (everything except `payload_json`).
    pub files: Vec<RecordedFile>,
    /// The status code the fake answered with.
    pub status: u16,
    /// `false` when no handler matched the route (the fake answered 404).
    pub known_route: bool,
    /// The JSON body of an error answer (status 400 or more), e.g. Discord's
    /// `{"code": 50035, "errors": {..}, "message": "Invalid Form Body"}` for a body over a limit.
    pub error: Option<Value>,
}

impl RecordedRequest {
    /// The value of the first header called `name` (case-insensitive).
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.as_str())
    }

    /// Whether the fake refused the body as Discord would: for breaking one of Discord's limits
    /// (400 with code 50035 "Invalid Form Body"), for an empty message (400 with code 50006
    /// "Cannot send an empty message") or for files over the upload limit (413 with code 40005);
    /// see [`FakeDiscord::rejected_requests`].
    #[must_use]
    pub fn is_rejected(&self) -> bool {
        let code = |codes: &[u64]| {
            self.error
                .as_ref()
                .is_some_and(|error| codes.iter().any(|code| error["code"] == *code))
        };
        (self.status == 400 && code(&[INVALID_FORM_BODY, EMPTY_MESSAGE]))
            || (self.status == 413 && code(&[ENTITY_TOO_LARGE]))
    }

    /// `METHOD /route -> status error-body`, for assertion messages.
    #[must_use]
    pub fn describe(&self) -> String {
        format!(
            "{} {} -> {} {}",
            self.method,
            self.route,
            self.status,
            self.error
                .as_ref()
                .map(Value::to_string)
                .unwrap_or_default()
        )
    }
}

/// One part of a `multipart/form-data` request body.
#[derive(Clone, Debug)]
pub struct RecordedFile {
    /// The form field name, e.g. `files[0]`.
    pub field: String,
    /// The file name from `Content-Disposition`, if present.
    pub filename: Option<String>,
    /// The part's `Content-Type`, if present.
    pub content_type: Option<String>,
    /// The part's content.
    pub data: Vec<u8>,
}

/// The `type` of an interaction callback body (Discord's "interaction callback type").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallbackKind {
    /// 1: PONG.
    Pong,
    /// 4: CHANNEL_MESSAGE_WITH_SOURCE, a reply message.
    ChannelMessage,
    /// 5: DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, "bot is thinking".
    DeferredChannelMessage,
    /// 6: DEFERRED_UPDATE_MESSAGE, acknowledges a component without changing its message yet.
    DeferredUpdateMessage,
    /// 7: UPDATE_MESSAGE, edits the message a component is attached to.
    UpdateMessage,
    /// 8: APPLICATION_COMMAND_AUTOCOMPLETE_RESULT.
    AutocompleteResult,
    /// 9: MODAL.
    Modal,
    /// Any other code.
    Other(u64),
}

impl CallbackKind {
    /// Maps Discord's numeric callback type.
    #[must_use]
    pub fn from_code(code: u64) -> Self {
        match code {
            1 => Self::Pong,
            4 => Self::ChannelMessage,
            5 => Self::DeferredChannelMessage,
            6 => Self::DeferredUpdateMessage,
            7 => Self::UpdateMessage,
            8 => Self::AutocompleteResult,
            9 => Self::Modal,
            other => Self::Other(other),
        }
    }

    /// Discord's numeric callback type.
    #[must_use]
    pub fn code(self) -> u64 {
        match self {
            Self::Pong => 1,
            Self::ChannelMessage => 4,
            Self::DeferredChannelMessage => 5,
            Self::DeferredUpdateMessage => 6,
            Self::UpdateMessage => 7,
            Self::AutocompleteResult => 8,
            Self::Modal => 9,
            Self::Other(code) => code,
        }
    }
}

/// Which message a webhook request about an interaction addressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebhookTarget {
    /// `POST /webhooks/{app}/{token}`: create a follow-up message.
    NewFollowup,
    /// `.../messages/@original`: the original interaction response.
    Original,
    /// `.../messages/{id}`: a follow-up (or the original) by message id.
    Message(u64),
}

/// A webhook request (follow-up, edit, fetch or delete) made with an interaction's token.
#[derive(Clone, Debug)]
pub struct WebhookCall {
    /// HTTP method in upper case.
    pub method: String,
    /// Which message it addressed.
    pub target: WebhookTarget,
    /// JSON body, if any.
    pub body: Option<Value>,
    /// The status the fake answered with: 400 for a body over Discord's limits, which changed
    /// nothing (see [`FakeDiscord::rejected_requests`]).
    pub status: u16,
    /// Id of the message created, edited, fetched or deleted, if the call succeeded.
    pub message_id: Option<u64>,
    /// Files sent with the call (the file parts of a `multipart/form-data` body), in order.
    pub files: Vec<RecordedFile>,
    /// When the fake received the call.
    pub at: Instant,
}

impl WebhookCall {
    /// The `content` of the body, if present.
    #[must_use]
    pub fn content(&self) -> Option<&str> {
        self.body.as_ref()?.get("content")?.as_str()
    }

    /// The `embeds` of the body (empty if absent).
    #[must_use]
    pub fn embeds(&self) -> &[Value] {
        self.body
            .as_ref()
            .and_then(|body| body.get("embeds"))
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice)
    }
}

/// How one interaction was answered, in figures ([`FakeDiscord::answer_timings`]).
#[derive(Clone, Copy, Debug)]
pub struct AnswerTiming {
    /// The callback's type, once it arrived.
    pub callback: Option<CallbackKind>,
    /// From the injection to the fake receiving the callback.
    pub callback_after: Option<Duration>,
    /// The callback carried a public message with embeds (its `data`, not ephemeral).
    pub callback_message: bool,
    /// From the injection to the first webhook call made with the interaction's token
    /// (after a deferral: the follow-up that fills the "thinking..." placeholder).
    pub followup_after: Option<Duration>,
    /// That first webhook call succeeded and carried a public message with embeds.
    pub followup_message: bool,
}

/// Whether a callback or webhook body is a public message with embeds: a callback's
/// message is under `data`, a webhook call's is the body itself.
fn public_with_embeds(body: &Value) -> bool {
    let message = body.get("data").unwrap_or(body);
    let ephemeral = message["flags"].as_u64().unwrap_or(0) & 64 != 0;
    let embeds = message["embeds"].as_array().is_some_and(|e| !e.is_empty());
    !ephemeral && embeds
}

/// What the bot answered to an injected interaction: the callback body plus the webhook calls
/// made with its token up to the moment this snapshot was taken.
#[derive(Clone, Debug)]
pub struct InteractionResponse {
    /// The injected interaction's id.
    pub interaction_id: u64,
    /// The injected interaction's token.
    pub token: String,
    /// The full callback body (`{"type": .., "data": ..}`).
    pub callback: Value,
    /// Files sent with the callback (the file parts of its `multipart/form-data` body), in
    /// order; see [`Self::files`] for these plus the follow-ups' files.
    pub callback_files: Vec<RecordedFile>,
    /// Follow-ups, edits, fetches and deletes made with the token so far, in order.
    pub webhook_calls: Vec<WebhookCall>,
    /// Bodies of further callbacks for the same interaction, which the fake refused like
    /// Discord (400, code 40060 "Interaction has already been acknowledged").
    pub rejected_callbacks: Vec<Value>,
    /// The current state of the original response message, if one exists.
    pub original_message: Option<Value>,
    /// Time from the injection of the interaction to the fake receiving its callback,
    /// measured inside the fake (so it does not include the waiter's wake-up).
    pub callback_latency: Duration,
}

impl InteractionResponse {
    /// The callback type.
    #[must_use]
    pub fn kind(&self) -> CallbackKind {
        CallbackKind::from_code(self.callback["type"].as_u64().unwrap_or(0))
    }

    /// The callback `data` object (`Value::Null` when absent).
    #[must_use]
    pub fn data(&self) -> &Value {
        &self.callback["data"]
    }

    /// `data.content`, if present.
    #[must_use]
    pub fn content(&self) -> Option<&str> {
        self.data()["content"].as_str()
    }

    /// `data.embeds` (empty if absent).
    #[must_use]
    pub fn embeds(&self) -> &[Value] {
        self.data()["embeds"].as_array().map_or(&[], Vec::as_slice)
    }

    /// `data.components` (empty if absent).
    #[must_use]
    pub fn components(&self) -> &[Value] {
        self.data()["components"]
            .as_array()
            .map_or(&[], Vec::as_slice)
    }

    /// Whether `data.flags` has the ephemeral bit.
    #[must_use]
    pub fn is_ephemeral(&self) -> bool {
        self.data()["flags"].as_u64().unwrap_or(0) & FLAG_EPHEMERAL != 0
    }

    /// The autocomplete choices as `(name, value)` pairs (empty unless an autocomplete result).
    #[must_use]
    pub fn choices(&self) -> Vec<(String, Value)> {
        self.data()["choices"]
            .as_array()
            .map(|choices| {
                choices
                    .iter()
                    .map(|choice| {
                        (
                            choice["name"].as_str().unwrap_or_default().to_owned(),
                            choice["value"].clone(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Every file the bot sent about this interaction, with its raw bytes in
    /// [`RecordedFile::data`]: the callback's files ([`Self::callback_files`]) followed by the
    /// files of each webhook call (follow-ups and edits), in the order they arrived. Serenity
    /// names the parts `files[0]`, `files[1]`, ... per request; [`RecordedFile::filename`] is the
    /// name the bot gave the file.
    #[must_use]
    pub fn files(&self) -> Vec<RecordedFile> {
        self.callback_files
            .iter()
            .chain(self.webhook_calls.iter().flat_map(|call| &call.files))
            .cloned()
            .collect()
    }

    /// The file the bot sent about this interaction under `filename` (the first one, searching
    /// like [`Self::files`]).
    #[must_use]
    pub fn file(&self, filename: &str) -> Option<RecordedFile> {
        self.files()
            .into_iter()
            .find(|file| file.filename.as_deref() == Some(filename))
    }

    /// The id of the original response message, if one exists.
    #[must_use]
    pub fn original_message_id(&self) -> Option<u64> {
        self.original_message
            .as_ref()
            .and_then(|message| parse_id(&message["id"]))
    }
}

/// How a gateway client established its session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandshakeKind {
    /// The client sent IDENTIFY (op 2) and got READY.
    Identify,
    /// The client sent RESUME (op 6) and got RESUMED.
    Resume,
}

/// A completed gateway handshake (READY or RESUMED sent).
#[derive(Clone, Debug)]
pub struct GatewayHandshake {
    /// 1 for the first handshake of this fake, 2 for the second, ...
    pub number: usize,
    /// The websocket connection it happened on (1, 2, ... in accept order).
    pub connection: u64,
    /// IDENTIFY or RESUME.
    pub kind: HandshakeKind,
    /// The session the connection is now attached to.
    pub session_id: String,
    /// The `d` of the client's IDENTIFY or RESUME payload.
    pub payload: Value,
    /// The request target of the websocket upgrade, e.g. `/?v=10`.
    pub request_target: String,
}

/// A payload a gateway client sent to the fake.
#[derive(Clone, Debug)]
pub struct GatewayPayload {
    /// The websocket connection it arrived on.
    pub connection: u64,
    /// The parsed payload (`{"op": .., "d": ..}`); `Value::String` of the raw text when it
    /// was not JSON.
    pub payload: Value,
}

/// A waiting method ran out of time. Its `Display` lists what the fake did see.
#[derive(Clone)]
pub struct WaitTimeout {
    /// What was awaited.
    pub what: String,
    /// How long it waited.
    pub waited: Duration,
    /// A summary of the fake's state when it gave up.
    pub state: String,
}

impl fmt::Display for WaitTimeout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fake Discord: timed out after {:?} waiting for {}\n{}",
            self.waited, self.what, self.state
        )
    }
}

impl fmt::Debug for WaitTimeout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for WaitTimeout {}

/// A value for an injected slash command option.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    /// Option type 3.
    String(String),
    /// Option type 4.
    Integer(i64),
    /// Option type 10.
    Number(f64),
    /// Option type 5.
    Boolean(bool),
    /// Option type 6; the user also goes into `resolved.users` (and `resolved.members` in a
    /// guild), which poise needs to build a `User`/`Member` argument.
    User {
        /// The user's id.
        id: u64,
        /// The user's name.
        name: String,
    },
    /// Option type 7; the channel also goes into `resolved.channels` (a text channel).
    Channel(u64),
    /// Option type 8 (role id; not resolved).
    Role(u64),
    /// Option type 11: a file the user attached. The option's value is the attachment id; the
    /// attachment itself goes into `resolved.attachments` (which poise needs to build a
    /// `serenity::Attachment` argument), with a `url` on the fake's own HTTP server
    /// ([`FakeDiscord::attachment_url`]) that serves `bytes`. Usually made by
    /// [`SlashCommand::attachment_option`], which mints the id.
    Attachment {
        /// The attachment id.
        id: u64,
        /// The file name, e.g. `campaign.json`.
        filename: String,
        /// The file's content.
        bytes: Vec<u8>,
        /// The `size` Discord reports; `None` for the true one (the length of `bytes`).
        size: Option<u64>,
    },
}

impl OptionValue {
    /// Discord's option type code.
    #[must_use]
    pub fn type_code(&self) -> u64 {
        match self {
            Self::String(_) => 3,
            Self::Integer(_) => 4,
            Self::Boolean(_) => 5,
            Self::User { .. } => 6,
            Self::Channel(_) => 7,
            Self::Role(_) => 8,
            Self::Number(_) => 10,
            Self::Attachment { .. } => 11,
        }
    }

    fn to_json(&self) -> Value {
        match self {
            Self::String(text) => json!(text),
            Self::Integer(number) => json!(number),
            Self::Number(number) => json!(number),
            Self::Boolean(flag) => json!(flag),
            Self::User { id, .. }
            | Self::Channel(id)
            | Self::Role(id)
            | Self::Attachment { id, .. } => json!(id.to_string()),
        }
    }
}

impl From<&str> for OptionValue {
    fn from(value: &str) -> Self {
        Self::String(value.to_owned())
    }
}

impl From<String> for OptionValue {
    fn from(value: String) -> Self {
        Self::String(value)
    }
}

impl From<i64> for OptionValue {
    fn from(value: i64) -> Self {
        Self::Integer(value)
    }
}

impl From<i32> for OptionValue {
    fn from(value: i32) -> Self {
        Self::Integer(value.into())
    }
}

impl From<u32> for OptionValue {
    fn from(value: u32) -> Self {
        Self::Integer(value.into())
    }
}

impl From<f64> for OptionValue {
    fn from(value: f64) -> Self {
        Self::Number(value)
    }
}

impl From<bool> for OptionValue {
    fn from(value: bool) -> Self {
        Self::Boolean(value)
    }
}

// ---------------------------------------------------------------------------------------------
// Configuration and start-up
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
struct Config {
    application_id: u64,
    bot_user_id: u64,
    bot_name: String,
    owner_id: u64,
    guild_id: u64,
    channel_id: u64,
    user_id: u64,
    user_name: String,
    heartbeat_interval: Duration,
    token: Option<String>,
    shard_count: u32,
    upload_limit: u64,
}

/// Configures a [`FakeDiscord`] before starting it; [`FakeDiscord::start`] uses the defaults.
#[derive(Clone, Debug)]
#[must_use]
pub struct FakeDiscordBuilder {
    config: Config,
}

impl Default for FakeDiscordBuilder {
    fn default() -> Self {
        Self {
            config: Config {
                application_id: DEFAULT_APPLICATION_ID,
                bot_user_id: DEFAULT_BOT_USER_ID,
                bot_name: DEFAULT_BOT_NAME.to_owned(),
                owner_id: DEFAULT_OWNER_ID,
                guild_id: DEFAULT_GUILD_ID,
                channel_id: DEFAULT_CHANNEL_ID,
                user_id: DEFAULT_USER_ID,
                user_name: DEFAULT_USER_NAME.to_owned(),
                heartbeat_interval: DEFAULT_HEARTBEAT_INTERVAL,
                token: None,
                shard_count: 1,
                upload_limit: ATTACHMENT_SIZE_LIMIT,
            },
        }
    }
}

impl FakeDiscordBuilder {
    /// The application id (READY's `application.id`, webhook routes, command registration).
    pub fn application_id(mut self, id: u64) -> Self {
        self.config.application_id = id;
        self
    }

    /// The bot account's user id and name.
    pub fn bot_user(mut self, id: u64, name: &str) -> Self {
        self.config.bot_user_id = id;
        name.clone_into(&mut self.config.bot_name);
        self
    }

    /// The application owner reported by `/oauth2/applications/@me` (poise's owners).
    pub fn owner_id(mut self, id: u64) -> Self {
        self.config.owner_id = id;
        self
    }

    /// The guild listed in READY and used by injected interactions by default.
    pub fn default_guild(mut self, id: u64) -> Self {
        self.config.guild_id = id;
        self
    }

    /// The channel used by injected interactions by default.
    pub fn default_channel(mut self, id: u64) -> Self {
        self.config.channel_id = id;
        self
    }

    /// The user who invokes injected interactions by default.
    pub fn default_user(mut self, id: u64, name: &str) -> Self {
        self.config.user_id = id;
        name.clone_into(&mut self.config.user_name);
        self
    }

    /// The heartbeat interval announced in HELLO; a short one makes serenity heartbeat often.
    pub fn heartbeat_interval(mut self, interval: Duration) -> Self {
        self.config.heartbeat_interval = interval;
        self
    }

    /// Require this bot token (with or without the `Bot ` prefix): REST requests with another
    /// `Authorization` get 401 and an IDENTIFY with another token is closed with 4004.
    /// By default any token is accepted.
    pub fn expect_token(mut self, token: &str) -> Self {
        self.config.token = Some(strip_bot_prefix(token).to_owned());
        self
    }

    /// How many gateway shards the bot has (`/gateway/bot`'s `shards`, checked against each
    /// IDENTIFY's `[id, total]`); 1 unless set.
    ///
    /// # Panics
    ///
    /// Panics if `count` is 0.
    pub fn shards(mut self, count: u32) -> Self {
        assert!(count > 0, "a bot has at least one shard");
        self.config.shard_count = count;
        self
    }

    /// The most bytes the files of one request may have together (Discord's upload limit);
    /// more is answered 413, code 40005. 25 MiB unless set.
    pub fn upload_limit(mut self, bytes: u64) -> Self {
        self.config.upload_limit = bytes;
        self
    }

    /// Binds the REST API and the gateway on two free ports of 127.0.0.1 and starts serving.
    ///
    /// # Panics
    ///
    /// Panics if a loopback port cannot be bound.
    pub async fn start(self) -> FakeDiscord {
        let http_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake Discord: bind the REST API on 127.0.0.1");
        let gateway_listener = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake Discord: bind the gateway on 127.0.0.1");
        let http_addr = http_listener
            .local_addr()
            .expect("fake Discord: REST address");
        let gateway_addr = gateway_listener
            .local_addr()
            .expect("fake Discord: gateway address");
        let (changes, _) = watch::channel(0_u64);
        let inner = Arc::new(Inner {
            config: self.config,
            http_addr,
            gateway_addr,
            state: Mutex::new(State::default()),
            changes,
            tasks: Mutex::new(Vec::new()),
        });

        let http_task = tokio::spawn(accept_http(Arc::clone(&inner), http_listener));
        let gateway_task = tokio::spawn(accept_gateway(Arc::clone(&inner), gateway_listener));
        inner.track(http_task.abort_handle());
        inner.track(gateway_task.abort_handle());
        FakeDiscord { inner }
    }
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

/// A running fake Discord. Dropping it stops its listeners and closes every connection.
pub struct FakeDiscord {
    inner: Arc<Inner>,
}

impl Drop for FakeDiscord {
    /// Stops the fake; panics (failing the test) if an autocomplete interaction went unanswered
    /// past Discord's deadline ([`FakeDiscord::failures`]), unless the test already fails.
    fn drop(&mut self) {
        for task in lock(&self.inner.tasks).drain(..) {
            task.abort();
        }
        if std::thread::panicking() {
            return;
        }
        let failures = self.failures();
        assert!(
            failures.is_empty(),
            "fake Discord: what real Discord would have failed:\n  {}",
            failures.join("\n  ")
        );
    }
}

impl fmt::Debug for FakeDiscord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("FakeDiscord")
            .field("api_base", &self.api_base())
            .field("gateway_url", &self.gateway_url())
            .finish_non_exhaustive()
    }
}

impl FakeDiscord {
    /// Starts a fake with the default configuration (see the `DEFAULT_*` constants).
    pub async fn start() -> Self {
        FakeDiscordBuilder::default().start().await
    }

    /// A builder to configure ids, the heartbeat interval or a required token.
    pub fn builder() -> FakeDiscordBuilder {
        FakeDiscordBuilder::default()
    }

    /// `http://127.0.0.1:PORT`, the value for `serenity::http::HttpBuilder::proxy`.
    #[must_use]
    pub fn api_base(&self) -> String {
        format!("http://{}", self.inner.http_addr)
    }

    /// The URL at which the fake serves the file of an attachment option
    /// ([`OptionValue::Attachment`]): `http://127.0.0.1:PORT/attachments/{id}/{filename}`, with
    /// the file name percent-encoded. It is outside `/api/v10` and needs no token, like Discord's
    /// CDN, so serenity's `Attachment::download` (a plain GET, without the API proxy) reaches it.
    /// It answers 404 for an id the fake does not hold or a different file name.
    #[must_use]
    pub fn attachment_url(&self, id: u64, filename: &str) -> String {
        upload_url(self.inner.http_addr, id, filename)
    }

    /// `ws://127.0.0.1:PORT`, what `GET /gateway` returns.
    #[must_use]
    pub fn gateway_url(&self) -> String {
        self.inner.gateway_url()
    }

    /// A serenity `Http` talking to this fake: `HttpBuilder::new(token).proxy(api_base)` with the
    /// rate limiter disabled (the proxy is ignored otherwise). Pass it to
    /// `ClientBuilder::new_with_http`; `ClientBuilder::token` would replace it.
    #[must_use]
    pub fn http(&self, token: &str) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(token)
            .proxy(self.api_base())
            .ratelimiter_disabled(true)
            .build()
    }

    /// The application id.
    #[must_use]
    pub fn application_id(&self) -> u64 {
        self.inner.config.application_id
    }

    /// The bot account's user id.
    #[must_use]
    pub fn bot_user_id(&self) -> u64 {
        self.inner.config.bot_user_id
    }

    /// The guild injected interactions use by default.
    #[must_use]
    pub fn default_guild_id(&self) -> u64 {
        self.inner.config.guild_id
    }

    /// The channel injected interactions use by default.
    #[must_use]
    pub fn default_channel_id(&self) -> u64 {
        self.inner.config.channel_id
    }

    /// The user who invokes injected interactions by default.
    #[must_use]
    pub fn default_user_id(&self) -> u64 {
        self.inner.config.user_id
    }

    // ----- injection -------------------------------------------------------------------------

    /// Starts building a slash command interaction (type 2). `command` is the full invocation
    /// path: `"ping"`, `"character create"` (subcommand, option type 1) or
    /// `"gm npc spawn"` (subcommand group, option type 2, then subcommand).
    pub fn slash_command(&self, command: &str) -> SlashCommand<'_> {
        SlashCommand::new(self, command, false)
    }

    /// Starts building an autocomplete interaction (type 4) for `command` (same path syntax as
    /// [`Self::slash_command`]); set the option being typed with [`SlashCommand::focused`].
    pub fn autocomplete(&self, command: &str) -> SlashCommand<'_> {
        SlashCommand::new(self, command, true)
    }

    /// Starts building a button click (interaction type 3, `component_type` 2).
    ///
    /// Unless [`ComponentInteraction::message`] names one, the clicked message is the newest
    /// message the fake stored whose components contain `custom_id` (a message the bot created
    /// through the fake); if there is none, a minimal message by the bot is made up.
    pub fn button_click(&self, custom_id: &str) -> ComponentInteraction<'_> {
        ComponentInteraction::new(self, custom_id, 2, Vec::new())
    }

    /// Starts building a string select menu choice (interaction type 3, `component_type` 3)
    /// with the selected `values`. The message is found as for [`Self::button_click`].
    pub fn select_menu(&self, custom_id: &str, values: &[&str]) -> ComponentInteraction<'_> {
        let values = values.iter().map(|value| (*value).to_owned()).collect();
        ComponentInteraction::new(self, custom_id, 3, values)
    }

    /// Starts building a modal submission (interaction type 5) for the modal `custom_id`;
    /// add text inputs with [`ModalSubmit::field`].
    pub fn modal_submit(&self, custom_id: &str) -> ModalSubmit<'_> {
        ModalSubmit {
            fake: self,
            invoker: Invoker::new(&self.inner.config),
            custom_id: custom_id.to_owned(),
            fields: Vec::new(),
            message_id: None,
        }
    }

    /// Sends an arbitrary dispatch (op 0) event, e.g. `("MESSAGE_CREATE", message_json)`, to
    /// the current gateway session of the shard owning its `guild_id` (shard 0 without one)
    /// with the next sequence number. If that shard has no session yet the event is queued and
    /// sent right after its next READY.
    ///
    /// # Panics
    ///
    /// Panics if serenity would not parse it into a known event: serenity 0.12.5 turns unknown
    /// names and malformed payloads alike into `Event::Unknown` and drops them silently.
    pub fn dispatch(&self, event_name: &str, data: Value) {
        validate_event(event_name, &data);
        let mut state = self.inner.state();
        state.dispatch(event_name, data, self.inner.config.shard_count);
        drop(state);
        self.inner.bump();
    }

    // ----- interaction responses --------------------------------------------------------------

    /// Waits until the bot has answered the interaction's callback
    /// (`POST /interactions/{id}/{token}/callback`) and returns it with the webhook calls made
    /// so far.
    ///
    /// An autocomplete interaction left unanswered for [`AUTOCOMPLETE_DEADLINE`] is an error as
    /// soon as the deadline passes: Discord has given up on it ("Loading options failed").
    pub async fn wait_for_response(
        &self,
        interaction_id: u64,
        timeout: Duration,
    ) -> Result<InteractionResponse, WaitTimeout> {
        let what = format!("the callback of interaction {interaction_id}");
        let found = self
            .inner
            .wait_until(timeout, &what, |state| {
                let record = state.interactions.get(&interaction_id)?;
                if record.callback.is_some() {
                    Some(Ok(state.response_snapshot(record)))
                } else if record.deadline_missed {
                    Some(Err(state.summary()))
                } else {
                    None
                }
            })
            .await?;
        found.map_err(|state| WaitTimeout {
            what: format!(
                "{what} (an autocomplete, unanswered after {AUTOCOMPLETE_DEADLINE:?}: Discord \
                 shows \"Loading options failed\")"
            ),
            waited: AUTOCOMPLETE_DEADLINE,
            state,
        })
    }

    /// What real Discord would have failed that no request's answer shows: each autocomplete
    /// interaction left without a callback for [`AUTOCOMPLETE_DEADLINE`] (also one still
    /// unanswered now, past the deadline), and each callback that came too late for one.
    /// Dropping the fake panics when this is not empty.
    #[must_use]
    pub fn failures(&self) -> Vec<String> {
        let mut state = self.inner.state();
        let overdue: Vec<u64> = state
            .interactions
            .iter()
            .filter(|(_, record)| {
                record.kind == AUTOCOMPLETE
                    && record.callback.is_none()
                    && !record.deadline_missed
                    && record.injected_at.elapsed() >= AUTOCOMPLETE_DEADLINE
            })
            .map(|(id, _)| *id)
            .collect();
        for id in overdue {
            state.miss_deadline(id);
        }
        state.failures.clone()
    }

    /// [`Self::failures`], cleared: for a test that provokes a failure on purpose and checks
    /// it (the fake then drops without panicking).
    pub fn take_failures(&self) -> Vec<String> {
        let failures = self.failures();
        self.inner.state().failures.clear();
        failures
    }

    /// Waits until at least `count` webhook calls (follow-ups, edits, fetches, deletes) were
    /// made with the interaction's token and returns all of them so far.
    pub async fn wait_for_webhook_calls(
        &self,
        interaction_id: u64,
        count: usize,
        timeout: Duration,
    ) -> Result<Vec<WebhookCall>, WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                &format!("{count} webhook call(s) for interaction {interaction_id}"),
                |state| {
                    let record = state.interactions.get(&interaction_id)?;
                    (record.webhook_calls.len() >= count).then(|| record.webhook_calls.clone())
                },
            )
            .await
    }

    /// Waits for the first webhook call made with the interaction token `token` (the token is
    /// [`InteractionResponse::token`] or [`Self::interaction_token`]).
    pub async fn wait_for_followup(
        &self,
        token: &str,
        timeout: Duration,
    ) -> Result<WebhookCall, WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                &format!("a webhook call with token {token}"),
                |state| {
                    let id = state.tokens.get(token)?;
                    state.interactions.get(id)?.webhook_calls.first().cloned()
                },
            )
            .await
    }

    /// How each of `interaction_ids` has been answered so far, in figures only (no body
    /// is copied), so a load benchmark can follow thousands of interactions without a
    /// waiter each (every waiter is woken by every change of the fake's state, so
    /// thousands of them cost the fake work quadratic in the backlog). `None` for an
    /// id the fake never injected.
    #[must_use]
    pub fn answer_timings(&self, interaction_ids: &[u64]) -> Vec<Option<AnswerTiming>> {
        let state = self.inner.state();
        interaction_ids
            .iter()
            .map(|id| {
                let record = state.interactions.get(id)?;
                let callback = record.callback.as_ref();
                let followup = record.webhook_calls.first();
                Some(AnswerTiming {
                    callback: callback
                        .map(|body| CallbackKind::from_code(body["type"].as_u64().unwrap_or(0))),
                    callback_after: record.callback_at.map(|at| at - record.injected_at),
                    callback_message: callback.is_some_and(public_with_embeds),
                    followup_after: followup.map(|call| call.at - record.injected_at),
                    followup_message: followup.is_some_and(|call| {
                        call.status < 300 && call.body.as_ref().is_some_and(public_with_embeds)
                    }),
                })
            })
            .collect()
    }

    /// A snapshot of the interaction's response, if the bot has answered the callback.
    #[must_use]
    pub fn response(&self, interaction_id: u64) -> Option<InteractionResponse> {
        let state = self.inner.state();
        let record = state.interactions.get(&interaction_id)?;
        record.callback.as_ref()?;
        Some(state.response_snapshot(record))
    }

    /// The token of an injected interaction.
    #[must_use]
    pub fn interaction_token(&self, interaction_id: u64) -> Option<String> {
        let state = self.inner.state();
        state
            .interactions
            .get(&interaction_id)
            .map(|record| record.token.clone())
    }

    /// The message a component interaction was pressed on.
    #[must_use]
    pub fn interaction_message(&self, interaction_id: u64) -> Option<u64> {
        let state = self.inner.state();
        state
            .interactions
            .get(&interaction_id)
            .and_then(|record| record.source_message)
    }

    // ----- messages ---------------------------------------------------------------------------

    /// The current state of a message the fake stored (interaction responses, follow-ups,
    /// channel messages), as Discord's Message JSON.
    #[must_use]
    pub fn message(&self, message_id: u64) -> Option<Value> {
        self.inner.state().messages.get(&message_id).cloned()
    }

    /// All stored messages of a channel, oldest first.
    #[must_use]
    pub fn channel_messages(&self, channel_id: u64) -> Vec<Value> {
        let state = self.inner.state();
        state
            .message_order
            .iter()
            .filter_map(|id| state.messages.get(id))
            .filter(|message| parse_id(&message["channel_id"]) == Some(channel_id))
            .cloned()
            .collect()
    }

    /// Deletes a stored message, as a member deleting it in the client would; returns
    /// whether it existed.
    pub fn delete_message(&self, message_id: u64) -> bool {
        let mut state = self.inner.state();
        let existed = state.messages.remove(&message_id).is_some();
        state.message_order.retain(|kept| *kept != message_id);
        drop(state);
        self.inner.bump();
        existed
    }

    /// Waits until a stored message satisfies `predicate` (checked again on every change, so
    /// edits count) and returns it. The predicate runs while the fake's state is locked: it
    /// must not call the fake.
    pub async fn wait_for_message(
        &self,
        timeout: Duration,
        predicate: impl Fn(&Value) -> bool,
    ) -> Result<Value, WaitTimeout> {
        self.inner
            .wait_until(timeout, "a message matching the predicate", |state| {
                state
                    .message_order
                    .iter()
                    .filter_map(|id| state.messages.get(id))
                    .find(|message| predicate(message))
                    .cloned()
            })
            .await
    }

    // ----- requests ---------------------------------------------------------------------------

    /// Every HTTP request received so far, in order.
    #[must_use]
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.inner.state().requests.clone()
    }

    /// How many HTTP requests received so far match, without copying them.
    #[must_use]
    pub fn count_requests(&self, matching: impl Fn(&RecordedRequest) -> bool) -> usize {
        self.inner
            .state()
            .requests
            .iter()
            .filter(|r| matching(r))
            .count()
    }

    /// The requests no handler knew (answered with 404).
    #[must_use]
    pub fn unknown_requests(&self) -> Vec<RecordedRequest> {
        self.inner
            .state()
            .requests
            .iter()
            .filter(|request| !request.known_route)
            .cloned()
            .collect()
    }

    /// The requests the fake refused like Discord for breaking a limit on message bodies
    /// (content, embeds, components, autocomplete choices, modals; see [`limits`]): answered
    /// with 400 and `{"code": 50035, "errors": {..}, "message": "Invalid Form Body"}`, which is
    /// in [`RecordedRequest::error`]. A refused request changed nothing: no message was stored
    /// or edited, and a refused callback left the interaction unanswered.
    #[must_use]
    pub fn rejected_requests(&self) -> Vec<RecordedRequest> {
        self.inner
            .state()
            .requests
            .iter()
            .filter(|request| request.is_rejected())
            .cloned()
            .collect()
    }

    /// Waits until some request (already received or future) satisfies `predicate`. The
    /// predicate runs while the fake's state is locked: it must not call the fake.
    pub async fn wait_for_request(
        &self,
        timeout: Duration,
        predicate: impl Fn(&RecordedRequest) -> bool,
    ) -> Result<RecordedRequest, WaitTimeout> {
        self.inner
            .wait_until(timeout, "a request matching the predicate", |state| {
                state
                    .requests
                    .iter()
                    .find(|request| predicate(request))
                    .cloned()
            })
            .await
    }

    /// The body of the latest `PUT /applications/{app}/commands` (global registration).
    #[must_use]
    pub fn global_commands(&self) -> Option<Value> {
        self.inner.state().global_commands.clone()
    }

    /// The body of the latest `PUT /applications/{app}/guilds/{guild}/commands`.
    #[must_use]
    pub fn guild_commands(&self, guild_id: u64) -> Option<Value> {
        self.inner.state().guild_commands.get(&guild_id).cloned()
    }

    /// From now on, answer requests whose method equals `method` and whose route (path after
    /// `/api/v10`) starts with `route_prefix` with `status` and `body` (no body for 204)
    /// instead of the normal handler, `times` times or forever for `None`. Overrides are
    /// checked newest first. Useful to simulate Discord errors, e.g. 404 with
    /// `{"code": 10062, "message": "Unknown interaction"}`.
    pub fn override_route(
        &self,
        method: &str,
        route_prefix: &str,
        status: u16,
        body: Value,
        times: Option<usize>,
    ) {
        self.inner.state().overrides.push(RouteOverride {
            method: method.to_ascii_uppercase(),
            route_prefix: route_prefix.to_owned(),
            status,
            body,
            remaining: times,
        });
    }

    // ----- gateway ----------------------------------------------------------------------------

    /// Waits until a client is connected with a live session (READY or RESUMED sent, connection
    /// still open) and returns the handshake that established it.
    pub async fn wait_ready(&self, timeout: Duration) -> Result<GatewayHandshake, WaitTimeout> {
        self.inner
            .wait_until(timeout, "a gateway client with a live session", |state| {
                let connection = state.active_connection()?;
                state
                    .handshakes
                    .iter()
                    .rev()
                    .find(|handshake| handshake.connection == connection)
                    .cloned()
            })
            .await
    }

    /// How many shards the fake reports and routes events over.
    #[must_use]
    pub fn shard_count(&self) -> u32 {
        self.inner.config.shard_count
    }

    /// The shard that receives a guild's events here.
    #[must_use]
    pub fn shard_of_guild(&self, guild_id: u64) -> u32 {
        shard_of(guild_id, self.inner.config.shard_count)
    }

    /// The shards with a live session right now (a connection open and READY or RESUMED
    /// sent), ascending.
    #[must_use]
    pub fn live_shards(&self) -> Vec<u32> {
        let state = self.inner.state();
        let mut live: Vec<u32> = (0..self.inner.config.shard_count)
            .filter(|shard| state.active_connection_of(*shard).is_some())
            .collect();
        live.sort_unstable();
        live
    }

    /// Waits until each of `shards` has a live session and returns the handshake that
    /// established each, in the order of `shards`.
    pub async fn wait_shards_ready(
        &self,
        shards: &[u32],
        timeout: Duration,
    ) -> Result<Vec<GatewayHandshake>, WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                &format!("live sessions of shards {shards:?}"),
                |state| {
                    shards
                        .iter()
                        .map(|shard| {
                            let connection = state.active_connection_of(*shard)?;
                            state
                                .handshakes
                                .iter()
                                .rev()
                                .find(|handshake| handshake.connection == connection)
                                .cloned()
                        })
                        .collect()
                },
            )
            .await
    }

    /// Waits until none of `shards` has a live session (their connections closed, e.g. after
    /// the process running them was killed).
    pub async fn wait_shards_gone(
        &self,
        shards: &[u32],
        timeout: Duration,
    ) -> Result<(), WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                &format!("no live session of shards {shards:?}"),
                |state| {
                    shards
                        .iter()
                        .all(|shard| state.active_connection_of(*shard).is_none())
                        .then_some(())
                },
            )
            .await
    }

    /// Waits until at least `count` handshakes (READY or RESUMED) have completed since the fake
    /// started and returns the `count`-th; e.g. `wait_for_handshake(2, ..)` after
    /// [`Self::drop_gateway_connection`] or after restarting the bot.
    pub async fn wait_for_handshake(
        &self,
        count: usize,
        timeout: Duration,
    ) -> Result<GatewayHandshake, WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                &format!("gateway handshake number {count}"),
                |state| state.handshakes.get(count.checked_sub(1)?).cloned(),
            )
            .await
    }

    /// Every completed handshake so far.
    #[must_use]
    pub fn handshakes(&self) -> Vec<GatewayHandshake> {
        self.inner.state().handshakes.clone()
    }

    /// Every payload clients sent to the gateway (IDENTIFY, RESUME, heartbeats, presence
    /// updates, ...), in order.
    #[must_use]
    pub fn gateway_payloads(&self) -> Vec<GatewayPayload> {
        self.inner.state().gateway_payloads.clone()
    }

    /// How many heartbeats (op 1) clients sent; each was answered with op 11.
    #[must_use]
    pub fn heartbeat_count(&self) -> usize {
        self.inner.state().heartbeats
    }

    /// Waits until clients have sent at least `count` heartbeats in total.
    pub async fn wait_for_heartbeats(
        &self,
        count: usize,
        timeout: Duration,
    ) -> Result<usize, WaitTimeout> {
        self.inner
            .wait_until(timeout, &format!("{count} heartbeat(s)"), |state| {
                (state.heartbeats >= count).then_some(state.heartbeats)
            })
            .await
    }

    /// Waits until some gateway payload from a client (already received or future) satisfies
    /// `predicate`, e.g. a presence update (`op` 3). The predicate runs while the fake's state
    /// is locked: it must not call the fake.
    pub async fn wait_for_gateway_payload(
        &self,
        timeout: Duration,
        predicate: impl Fn(&GatewayPayload) -> bool,
    ) -> Result<GatewayPayload, WaitTimeout> {
        self.inner
            .wait_until(
                timeout,
                "a gateway payload matching the predicate",
                |state| {
                    state
                        .gateway_payloads
                        .iter()
                        .find(|payload| predicate(payload))
                        .cloned()
                },
            )
            .await
    }

    /// How many websocket connections are open right now.
    #[must_use]
    pub fn open_connections(&self) -> usize {
        self.inner.state().connections.len()
    }

    /// Waits until exactly `count` websocket connections are open: a dropped connection
    /// is counted until its task has finished closing, which takes a moment under load.
    pub async fn wait_for_open_connections(
        &self,
        count: usize,
        timeout: Duration,
    ) -> Result<(), WaitTimeout> {
        self.inner
            .wait_until(timeout, &format!("{count} open connection(s)"), |state| {
                (state.connections.len() == count).then_some(())
            })
            .await
    }

    /// The sequence number of the last dispatch sent in the current session (0 if none).
    #[must_use]
    pub fn last_sequence(&self) -> u64 {
        let state = self.inner.state();
        state
            .current_sessions
            .get(&0)
            .and_then(|session| state.sessions.get(session))
            .map_or(0, |session| session.seq)
    }

    /// Closes the current client's websocket abruptly: the TCP connection is shut without a
    /// close frame, as on a network failure. Serenity then reconnects with RESUME (the fake
    /// replays missed dispatches and sends RESUMED). The connection stops receiving events
    /// immediately; events injected before the client is back are delivered on resume.
    /// Returns `false` if no client was connected.
    pub fn drop_gateway_connection(&self) -> bool {
        self.signal_active(ConnCmd::Abort)
    }

    /// Closes the current client's websocket with a close frame carrying `code` (e.g. 4000
    /// "unknown error", which serenity answers with RESUME, or 4004 "authentication failed",
    /// which makes it give up). Returns `false` if no client was connected.
    pub fn close_gateway_connection(&self, code: u16, reason: &str) -> bool {
        self.signal_active(ConnCmd::Close(code, reason.to_owned()))
    }

    /// Sends op 7 RECONNECT to the current client, which makes serenity reconnect and RESUME.
    /// Returns `false` if no client was connected.
    pub fn request_reconnect(&self) -> bool {
        self.send_to_active(&json!({"op": 7, "d": null}))
    }

    /// Sends op 9 INVALID_SESSION (`d` = `resumable`) to the current client. With `false`
    /// serenity re-identifies through its shard queue, which waits until 5 s have passed since
    /// the shard last started. Returns `false` if no client was connected.
    pub fn invalidate_session(&self, resumable: bool) -> bool {
        self.send_to_active(&json!({"op": 9, "d": resumable}))
    }

    fn send_to_active(&self, payload: &Value) -> bool {
        let state = self.inner.state();
        let Some(connection) = state.active_connection() else {
            return false;
        };
        state.connections[&connection]
            .tx
            .send(ConnCmd::Send(payload.to_string()))
            .is_ok()
    }

    fn signal_active(&self, command: ConnCmd) -> bool {
        let mut state = self.inner.state();
        let Some(connection) = state.active_connection() else {
            return false;
        };
        let entry = state
            .connections
            .get_mut(&connection)
            .expect("active connection is registered");
        entry.ready = false;
        let sent = entry.tx.send(command).is_ok();
        drop(state);
        self.inner.bump();
        sent
    }

    fn inject(&self, build: impl FnOnce(&mut State, u64, &str) -> Injection) -> u64 {
        let mut state = self.inner.state();
        let id = state.snowflake();
        let token = format!(
            "fake-token-{id}-{:x}",
            id.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        );
        let injection = build(&mut state, id, &token);
        validate_event("INTERACTION_CREATE", &injection.payload);
        let kind = injection.payload["type"].as_u64().unwrap_or_default();
        let what = describe_interaction(&injection.payload);
        state.tokens.insert(token.clone(), id);
        state.interactions.insert(
            id,
            InteractionRecord {
                token,
                kind,
                what,
                deadline_missed: false,
                channel_id: injection.channel_id,
                guild_id: injection.guild_id,
                callback: None,
                callback_files: Vec::new(),
                original_message: None,
                source_message: injection.source_message,
                deferred_followup_pending: false,
                followups: Vec::new(),
                webhook_calls: Vec::new(),
                rejected_callbacks: Vec::new(),
                injected_at: Instant::now(),
                callback_at: None,
            },
        );
        state.dispatch(
            "INTERACTION_CREATE",
            injection.payload,
            self.inner.config.shard_count,
        );
        drop(state);
        self.inner.bump();
        if kind == AUTOCOMPLETE {
            // Discord gives up on an autocomplete after 3 s; so does the fake, on time, so that
            // a waiting test fails then instead of at its own timeout.
            if let Ok(runtime) = tokio::runtime::Handle::try_current() {
                let inner = Arc::clone(&self.inner);
                let timer = runtime.spawn(async move {
                    tokio::time::sleep(AUTOCOMPLETE_DEADLINE).await;
                    let missed = inner.state().miss_deadline(id);
                    if missed {
                        inner.bump();
                    }
                });
                self.inner.track(timer.abort_handle());
            }
        }
        id
    }
}

// ---------------------------------------------------------------------------------------------
// Interaction builders
// ---------------------------------------------------------------------------------------------

/// Who invokes an injected interaction, and where.
#[derive(Clone, Debug)]
struct Invoker {
    guild_id: Option<u64>,
    channel_id: u64,
    user_id: u64,
    user_name: String,
    permissions: String,
    app_permissions: String,
    roles: Vec<u64>,
    locale: String,
    guild_locale: String,
    attachment_size_limit: u64,
}

impl Invoker {
    fn new(config: &Config) -> Self {
        Self {
            guild_id: Some(config.guild_id),
            channel_id: config.channel_id,
            user_id: config.user_id,
            user_name: config.user_name.clone(),
            permissions: DEFAULT_MEMBER_PERMISSIONS.to_string(),
            app_permissions: DEFAULT_APP_PERMISSIONS.to_string(),
            roles: Vec::new(),
            locale: DEFAULT_LOCALE.to_owned(),
            guild_locale: DEFAULT_LOCALE.to_owned(),
            attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
        }
    }

    /// The interaction fields every type shares.
    fn base(&self, config: &Config, id: u64, token: &str, kind: u64) -> Value {
        let user = user_json(self.user_id, &self.user_name);
        let mut payload = json!({
            "id": id.to_string(),
            "application_id": config.application_id.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": self.channel_id.to_string(),
            "channel": {"id": self.channel_id.to_string(), "type": 0, "name": "vault-tec-terminal"},
            "locale": self.locale,
            "entitlements": [],
            "attachment_size_limit": self.attachment_size_limit,
            "app_permissions": self.app_permissions,
        });
        if let Some(guild_id) = self.guild_id {
            payload["guild_id"] = json!(guild_id.to_string());
            payload["guild_locale"] = json!(self.guild_locale);
            payload["context"] = json!(0);
            payload["authorizing_integration_owners"] = json!({"0": guild_id.to_string()});
            payload["member"] = json!({
                "user": user,
                "roles": self.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
                "deaf": false,
                "mute": false,
                "flags": 0,
                "pending": false,
                "permissions": self.permissions,
                "joined_at": "2077-10-23T09:47:00.000000+00:00",
                "nick": null,
                "avatar": null,
                "premium_since": null,
            });
        } else {
            payload["context"] = json!(1);
            payload["user"] = user;
        }
        payload
    }
}

/// Generates the setters shared by all interaction builders (they all have `invoker`).
macro_rules! invoker_setters {
    () => {
        /// Sends the interaction from this guild (default: the fake's default guild).
        pub fn guild(mut self, guild_id: u64) -> Self {
            self.invoker.guild_id = Some(guild_id);
            self
        }

        /// Sends the interaction from a DM with the bot: no `guild_id`, `user` instead of
        /// `member`.
        pub fn in_dm(mut self) -> Self {
            self.invoker.guild_id = None;
            self
        }

        /// The channel (default: the fake's default channel).
        pub fn channel(mut self, channel_id: u64) -> Self {
            self.invoker.channel_id = channel_id;
            self
        }

        /// The invoking user (default: the fake's default user).
        pub fn user(mut self, user_id: u64, user_name: &str) -> Self {
            self.invoker.user_id = user_id;
            user_name.clone_into(&mut self.invoker.user_name);
            self
        }

        /// The invoking member's permissions bitfield, e.g. `"8"` or `ADMINISTRATOR`
        /// (default: [`DEFAULT_MEMBER_PERMISSIONS`]).
        pub fn permissions(mut self, permissions: impl fmt::Display) -> Self {
            self.invoker.permissions = permissions.to_string();
            self
        }

        /// The bot's permissions in the channel, `app_permissions`
        /// (default: [`DEFAULT_APP_PERMISSIONS`]).
        pub fn app_permissions(mut self, permissions: impl fmt::Display) -> Self {
            self.invoker.app_permissions = permissions.to_string();
            self
        }

        /// The invoking member's role ids.
        pub fn roles(mut self, roles: &[u64]) -> Self {
            self.invoker.roles = roles.to_vec();
            self
        }

        /// The invoking user's client locale, e.g. `"zh-CN"` (default `"en-US"`).
        pub fn locale(mut self, locale: &str) -> Self {
            locale.clone_into(&mut self.invoker.locale);
            self
        }

        /// The guild's preferred locale (default `"en-US"`).
        pub fn guild_locale(mut self, locale: &str) -> Self {
            locale.clone_into(&mut self.invoker.guild_locale);
            self
        }
    };
}

struct Injection {
    payload: Value,
    channel_id: u64,
    guild_id: Option<u64>,
    source_message: Option<u64>,
}

/// Builder for an injected slash command (type 2) or autocomplete (type 4) interaction; made
/// by [`FakeDiscord::slash_command`] and [`FakeDiscord::autocomplete`].
#[derive(Debug)]
#[must_use = "the interaction is only injected by `send`"]
pub struct SlashCommand<'a> {
    fake: &'a FakeDiscord,
    invoker: Invoker,
    path: Vec<String>,
    options: Vec<(String, OptionValue)>,
    focused: Option<(String, String, u64)>,
    autocomplete: bool,
}

impl<'a> SlashCommand<'a> {
    fn new(fake: &'a FakeDiscord, command: &str, autocomplete: bool) -> Self {
        Self {
            fake,
            invoker: Invoker::new(&fake.inner.config),
            path: command.split_whitespace().map(str::to_owned).collect(),
            options: Vec::new(),
            focused: None,
            autocomplete,
        }
    }

    invoker_setters!();

    /// Adds an option of the (innermost) subcommand: a string, integer, number or boolean
    /// (`.option("name", "Ada")`, `.option("level", 3)`, `.option("rads", 2.5)`), or any
    /// [`OptionValue`].
    pub fn option(mut self, name: &str, value: impl Into<OptionValue>) -> Self {
        self.options.push((name.to_owned(), value.into()));
        self
    }

    /// Adds a user option, resolved like Discord does (`resolved.users`, and
    /// `resolved.members` in a guild).
    pub fn user_option(self, name: &str, user_id: u64, user_name: &str) -> Self {
        self.option(
            name,
            OptionValue::User {
                id: user_id,
                name: user_name.to_owned(),
            },
        )
    }

    /// Adds an attachment option (type 11), as if the user had uploaded `bytes` as `filename`.
    /// The fake mints the attachment id, puts the attachment into `resolved.attachments` and
    /// serves the bytes at its [`FakeDiscord::attachment_url`], so the bot can
    /// `Attachment::download` them; the download shows up in [`FakeDiscord::requests`] as
    /// `GET /attachments/{id}/{filename}`.
    pub fn attachment_option(self, name: &str, filename: &str, bytes: Vec<u8>) -> Self {
        self.attachment(name, filename, bytes, None)
    }

    /// Like [`Self::attachment_option`], but the attachment's `size` says `size` whatever the
    /// length of `bytes` (the CDN still serves all of `bytes`): for testing that a bot bounds
    /// what it reads, not only what it was told.
    pub fn attachment_option_sized(
        self,
        name: &str,
        filename: &str,
        bytes: Vec<u8>,
        size: u64,
    ) -> Self {
        self.attachment(name, filename, bytes, Some(size))
    }

    fn attachment(self, name: &str, filename: &str, bytes: Vec<u8>, size: Option<u64>) -> Self {
        let id = self.fake.inner.state().snowflake();
        self.option(
            name,
            OptionValue::Attachment {
                id,
                filename: filename.to_owned(),
                bytes,
                size,
            },
        )
    }

    /// For autocomplete: the option being typed and its partial input, as a string option.
    pub fn focused(self, name: &str, partial: &str) -> Self {
        self.focused_with_type(name, partial, 3)
    }

    /// For autocomplete: the option being typed, its partial input (Discord always sends a
    /// string) and its declared option type (3 string, 4 integer, 10 number).
    pub fn focused_with_type(mut self, name: &str, partial: &str, option_type: u64) -> Self {
        self.focused = Some((name.to_owned(), partial.to_owned(), option_type));
        self
    }

    /// The upload limit sent as `attachment_size_limit` (bytes; default 25 MiB, a server
    /// without boosts).
    pub fn attachment_size_limit(mut self, bytes: u64) -> Self {
        self.invoker.attachment_size_limit = bytes;
        self
    }

    /// Injects the interaction through the gateway and returns its id.
    ///
    /// # Panics
    ///
    /// Panics if the command path is empty or serenity could not parse the payload.
    pub fn send(self) -> u64 {
        assert!(!self.path.is_empty(), "fake Discord: empty command path");
        let Self {
            fake,
            invoker,
            path,
            options,
            focused,
            autocomplete,
        } = self;
        fake.inject(|state, id, token| {
            let config = &fake.inner.config;
            let mut leaf: Vec<Value> = Vec::new();
            let mut users = serde_json::Map::new();
            let mut members = serde_json::Map::new();
            let mut attachments = serde_json::Map::new();
            let mut channels = serde_json::Map::new();
            for (name, value) in &options {
                leaf.push(
                    json!({"name": name, "type": value.type_code(), "value": value.to_json()}),
                );
                if let OptionValue::User { id, name } = value {
                    users.insert(id.to_string(), user_json(*id, name));
                    members.insert(
                        id.to_string(),
                        json!({"roles": [], "deaf": false, "mute": false, "flags": 0,
                               "joined_at": "2077-10-23T09:47:00.000000+00:00", "nick": null}),
                    );
                }
                // A channel option is resolved like Discord does (`resolved.channels`,
                // a partial text channel), which serenity needs to read it.
                if let OptionValue::Channel(id) = value {
                    channels.insert(
                        id.to_string(),
                        json!({"id": id.to_string(), "name": format!("channel-{id}"),
                               "type": 0, "permissions": "0"}),
                    );
                }
                if let OptionValue::Attachment {
                    id,
                    filename,
                    bytes,
                    size,
                } = value
                {
                    let url = upload_url(fake.inner.http_addr, *id, filename);
                    attachments.insert(
                        id.to_string(),
                        json!({
                            "id": id.to_string(),
                            "filename": filename,
                            "size": size.unwrap_or(bytes.len() as u64),
                            "url": url,
                            "proxy_url": url,
                            "content_type": upload_content_type(filename),
                            "ephemeral": true,
                        }),
                    );
                    state.uploads.insert(*id, (filename.clone(), bytes.clone()));
                }
            }
            if let Some((name, partial, option_type)) = &focused {
                leaf.push(
                    json!({"name": name, "type": option_type, "value": partial, "focused": true}),
                );
            }
            let mut nested = leaf;
            for (depth, name) in path.iter().enumerate().skip(1).rev() {
                let kind = if depth == path.len() - 1 { 1 } else { 2 };
                nested = vec![json!({"name": name, "type": kind, "options": nested})];
            }
            let mut resolved = json!({});
            if !users.is_empty() {
                resolved["users"] = Value::Object(users);
                if invoker.guild_id.is_some() {
                    resolved["members"] = Value::Object(members);
                }
            }
            if !attachments.is_empty() {
                resolved["attachments"] = Value::Object(attachments);
            }
            if !channels.is_empty() {
                resolved["channels"] = Value::Object(channels);
            }
            let command_id = state.command_id(&path[0]);
            let kind = if autocomplete { 4 } else { 2 };
            let mut payload = invoker.base(config, id, token, kind);
            payload["data"] = json!({
                "id": command_id.to_string(),
                "name": path[0],
                "type": 1,
                "options": nested,
                "resolved": resolved,
            });
            if let Some(guild_id) = invoker.guild_id {
                payload["data"]["guild_id"] = json!(guild_id.to_string());
            }
            Injection {
                payload,
                channel_id: invoker.channel_id,
                guild_id: invoker.guild_id,
                source_message: None,
            }
        })
    }
}

/// Builder for an injected component interaction (type 3): a button click or a select menu
/// choice; made by [`FakeDiscord::button_click`] and [`FakeDiscord::select_menu`].
#[derive(Debug)]
#[must_use = "the interaction is only injected by `send`"]
pub struct ComponentInteraction<'a> {
    fake: &'a FakeDiscord,
    invoker: Invoker,
    custom_id: String,
    component_type: u64,
    values: Vec<String>,
    message_id: Option<u64>,
}

impl<'a> ComponentInteraction<'a> {
    fn new(
        fake: &'a FakeDiscord,
        custom_id: &str,
        component_type: u64,
        values: Vec<String>,
    ) -> Self {
        Self {
            fake,
            invoker: Invoker::new(&fake.inner.config),
            custom_id: custom_id.to_owned(),
            component_type,
            values,
            message_id: None,
        }
    }

    invoker_setters!();

    /// The message the component is on. A message the fake stored is sent as it is now;
    /// an unknown id gets a minimal message by the bot in the interaction's channel.
    pub fn message(mut self, message_id: u64) -> Self {
        self.message_id = Some(message_id);
        self
    }

    /// Injects the interaction through the gateway and returns its id.
    ///
    /// # Panics
    ///
    /// Panics if serenity could not parse the payload.
    pub fn send(self) -> u64 {
        let Self {
            fake,
            mut invoker,
            custom_id,
            component_type,
            values,
            message_id,
        } = self;
        fake.inject(|state, id, token| {
            let config = &fake.inner.config;
            let message = state.component_message(config, &mut invoker, &custom_id, message_id);
            let message_id = parse_id(&message["id"]);
            let mut payload = invoker.base(config, id, token, 3);
            payload["message"] = message;
            payload["data"] = json!({"custom_id": custom_id, "component_type": component_type});
            if component_type != 2 {
                payload["data"]["values"] = json!(values);
            }
            Injection {
                payload,
                channel_id: invoker.channel_id,
                guild_id: invoker.guild_id,
                source_message: message_id,
            }
        })
    }
}

/// Builder for an injected modal submission (type 5); made by [`FakeDiscord::modal_submit`].
#[derive(Debug)]
#[must_use = "the interaction is only injected by `send`"]
pub struct ModalSubmit<'a> {
    fake: &'a FakeDiscord,
    invoker: Invoker,
    custom_id: String,
    fields: Vec<(String, String)>,
    message_id: Option<u64>,
}

impl ModalSubmit<'_> {
    invoker_setters!();

    /// Adds a text input (component type 4) with its custom id and the submitted value, in its
    /// own action row.
    pub fn field(mut self, custom_id: &str, value: &str) -> Self {
        self.fields.push((custom_id.to_owned(), value.to_owned()));
        self
    }

    /// The message whose component opened the modal (optional, as on Discord).
    pub fn message(mut self, message_id: u64) -> Self {
        self.message_id = Some(message_id);
        self
    }

    /// Injects the interaction through the gateway and returns its id.
    ///
    /// # Panics
    ///
    /// Panics if serenity could not parse the payload.
    pub fn send(self) -> u64 {
        let Self {
            fake,
            invoker,
            custom_id,
            fields,
            message_id,
        } = self;
        fake.inject(|state, id, token| {
            let config = &fake.inner.config;
            let mut payload = invoker.base(config, id, token, 5);
            let rows: Vec<Value> = fields
                .iter()
                .map(|(field, value)| {
                    json!({"type": 1, "components": [
                        {"type": 4, "custom_id": field, "value": value, "style": 1}
                    ]})
                })
                .collect();
            payload["data"] = json!({"custom_id": custom_id, "components": rows});
            if let Some(message_id) = message_id {
                if let Some(message) = state.messages.get(&message_id) {
                    payload["message"] = message.clone();
                }
            }
            Injection {
                payload,
                channel_id: invoker.channel_id,
                guild_id: invoker.guild_id,
                source_message: message_id,
            }
        })
    }
}

// ---------------------------------------------------------------------------------------------
// Shared state
// ---------------------------------------------------------------------------------------------

struct Inner {
    config: Config,
    http_addr: SocketAddr,
    gateway_addr: SocketAddr,
    state: Mutex<State>,
    /// Bumped on every state change; waiters subscribe to it.
    changes: watch::Sender<u64>,
    tasks: Mutex<Vec<tokio::task::AbortHandle>>,
}

impl Inner {
    fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    fn bump(&self) {
        self.changes.send_modify(|version| *version += 1);
    }

    fn track(&self, task: tokio::task::AbortHandle) {
        let mut tasks = lock(&self.tasks);
        tasks.retain(|task| !task.is_finished());
        tasks.push(task);
    }

    fn gateway_url(&self) -> String {
        format!("ws://{}", self.gateway_addr)
    }

    /// Re-evaluates `check` on every state change until it yields a value or time runs out.
    async fn wait_until<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> Result<T, WaitTimeout> {
        let mut changes = self.changes.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            changes.borrow_and_update();
            if let Some(found) = check(&self.state()) {
                return Ok(found);
            }
            match tokio::time::timeout_at(deadline, changes.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => {
                    return Err(WaitTimeout {
                        what: what.to_owned(),
                        waited: timeout,
                        state: self.state().summary(),
                    })
                }
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[derive(Default)]
struct State {
    last_snowflake: u64,
    requests: Vec<RecordedRequest>,
    overrides: Vec<RouteOverride>,
    global_commands: Option<Value>,
    guild_commands: HashMap<u64, Value>,
    command_ids: HashMap<String, u64>,
    interactions: HashMap<u64, InteractionRecord>,
    tokens: HashMap<String, u64>,
    messages: HashMap<u64, Value>,
    message_order: Vec<u64>,
    /// Files injected as attachment options, by attachment id: `(filename, content)`.
    uploads: HashMap<u64, (String, Vec<u8>)>,
    connection_count: u64,
    connections: HashMap<u64, Connection>,
    sessions: HashMap<String, Session>,
    /// The live session of each shard (the newest attached).
    current_sessions: HashMap<u32, String>,
    /// Dispatches injected before their shard had a session: `(shard, event, data)`; sent
    /// after that shard's next READY.
    pending: Vec<(u32, String, Value)>,
    handshakes: Vec<GatewayHandshake>,
    gateway_payloads: Vec<GatewayPayload>,
    heartbeats: usize,
    /// What real Discord would have failed (see [`FakeDiscord::failures`]).
    failures: Vec<String>,
}

struct RouteOverride {
    method: String,
    route_prefix: String,
    status: u16,
    body: Value,
    remaining: Option<usize>,
}

struct InteractionRecord {
    token: String,
    /// The interaction type (2 command, 3 component, 4 autocomplete, 5 modal submit).
    kind: u64,
    /// The command and options, custom id or modal it carried, for failure messages.
    what: String,
    /// An autocomplete left unanswered past [`AUTOCOMPLETE_DEADLINE`] (a failure recorded).
    deadline_missed: bool,
    channel_id: u64,
    guild_id: Option<u64>,
    callback: Option<Value>,
    callback_files: Vec<RecordedFile>,
    original_message: Option<u64>,
    /// The message a component or modal interaction came from.
    source_message: Option<u64>,
    /// After a type 5 callback, the first follow-up replaces the "thinking" placeholder.
    deferred_followup_pending: bool,
    followups: Vec<u64>,
    webhook_calls: Vec<WebhookCall>,
    rejected_callbacks: Vec<Value>,
    /// When the interaction was injected and when its callback arrived.
    injected_at: Instant,
    callback_at: Option<Instant>,
}

struct Connection {
    tx: mpsc::UnboundedSender<ConnCmd>,
    session: Option<String>,
    /// READY/RESUMED sent and not dropped by the fake: dispatches go here.
    ready: bool,
    request_target: String,
}

struct Session {
    /// The shard the session belongs to.
    shard: u32,
    seq: u64,
    /// Every dispatch frame of the session, for replay on RESUME.
    log: Vec<(u64, String)>,
}

enum ConnCmd {
    Send(String),
    Abort,
    Close(u16, String),
}

impl State {
    /// A fresh, strictly increasing snowflake based on the current time.
    fn snowflake(&mut self) -> u64 {
        let from_clock = now_millis().saturating_sub(DISCORD_EPOCH_MS) << 22;
        self.last_snowflake = from_clock.max(self.last_snowflake + 1);
        self.last_snowflake
    }

    /// Records the failure of an autocomplete interaction left without a callback past
    /// [`AUTOCOMPLETE_DEADLINE`]; `false` if it was answered in time or is already recorded.
    fn miss_deadline(&mut self, interaction_id: u64) -> bool {
        let Some(record) = self.interactions.get_mut(&interaction_id) else {
            return false;
        };
        if record.kind != AUTOCOMPLETE || record.callback.is_some() || record.deadline_missed {
            return false;
        }
        record.deadline_missed = true;
        let failure = format!(
            "autocomplete interaction {interaction_id} ({}) got no response within {:?} \
             (Discord shows \"Loading options failed\")",
            record.what, AUTOCOMPLETE_DEADLINE
        );
        self.failures.push(failure);
        true
    }

    fn command_id(&mut self, name: &str) -> u64 {
        if let Some(id) = self.command_ids.get(name) {
            return *id;
        }
        let id = self.snowflake();
        self.command_ids.insert(name.to_owned(), id);
        id
    }

    /// The newest connection attached to shard 0's current session and marked ready.
    fn active_connection(&self) -> Option<u64> {
        self.active_connection_of(0)
    }

    /// The newest connection attached to a shard's current session and marked ready.
    fn active_connection_of(&self, shard: u32) -> Option<u64> {
        let session = self.current_sessions.get(&shard)?;
        self.connections
            .iter()
            .filter(|(_, connection)| {
                connection.ready && connection.session.as_ref() == Some(session)
            })
            .map(|(id, _)| *id)
            .max()
    }

    /// Assigns the next sequence number, logs the frame and sends it to the active connection
    /// (or queues the event if there is no session yet).
    fn dispatch(&mut self, event_name: &str, data: Value, shard_count: u32) {
        let shard = data["guild_id"]
            .as_str()
            .and_then(|id| id.parse::<u64>().ok())
            .map_or(0, |guild| shard_of(guild, shard_count));
        let Some(session_id) = self.current_sessions.get(&shard).cloned() else {
            self.pending.push((shard, event_name.to_owned(), data));
            return;
        };
        let frame = self.session_frame(&session_id, event_name, &data);
        if let Some(connection) = self.active_connection_of(shard) {
            // A send error means the connection task just ended; the frame is in the session
            // log and is replayed if the client resumes.
            let _ = self.connections[&connection].tx.send(ConnCmd::Send(frame));
        }
    }

    fn session_frame(&mut self, session_id: &str, event_name: &str, data: &Value) -> String {
        let session = self
            .sessions
            .get_mut(session_id)
            .expect("current session exists");
        session.seq += 1;
        let frame = json!({"op": 0, "t": event_name, "s": session.seq, "d": data}).to_string();
        session.log.push((session.seq, frame.clone()));
        frame
    }

    fn response_snapshot(&self, record: &InteractionRecord) -> InteractionResponse {
        let interaction_id = self.tokens.get(&record.token).copied().unwrap_or_default();
        InteractionResponse {
            interaction_id,
            token: record.token.clone(),
            callback: record.callback.clone().unwrap_or(Value::Null),
            callback_files: record.callback_files.clone(),
            webhook_calls: record.webhook_calls.clone(),
            rejected_callbacks: record.rejected_callbacks.clone(),
            original_message: record
                .original_message
                .and_then(|id| self.messages.get(&id).cloned()),
            callback_latency: record
                .callback_at
                .map_or(Duration::ZERO, |at| at - record.injected_at),
        }
    }

    fn store_message(&mut self, message: Value) -> u64 {
        let id = parse_id(&message["id"]).expect("stored messages have an id");
        self.messages.insert(id, message);
        self.message_order.push(id);
        id
    }

    /// Creates and stores a message from a create-message style body.
    #[allow(clippy::too_many_arguments)]
    fn create_message(
        &mut self,
        config: &Config,
        channel_id: u64,
        guild_id: Option<u64>,
        body: &Value,
        files: &[RecordedFile],
        message_type: u64,
        from_webhook: bool,
    ) -> u64 {
        let id = self.snowflake();
        let mut message = json!({
            "id": id.to_string(),
            "channel_id": channel_id.to_string(),
            "author": bot_user_json(config),
            "content": "",
            "timestamp": now_timestamp(),
            "edited_timestamp": null,
            "tts": body["tts"].as_bool().unwrap_or(false),
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": false,
            "type": message_type,
            "flags": 0,
        });
        if let Some(guild_id) = guild_id {
            message["guild_id"] = json!(guild_id.to_string());
        }
        if from_webhook {
            message["webhook_id"] = json!(config.application_id.to_string());
            message["application_id"] = json!(config.application_id.to_string());
        }
        if let Some(reference) = body.get("message_reference").filter(|r| !r.is_null()) {
            message["message_reference"] = reference.clone();
        }
        let attachments = self.attachments(files);
        apply_edit(&mut message, body, attachments);
        message["edited_timestamp"] = Value::Null;
        self.store_message(message)
    }

    fn attachments(&mut self, files: &[RecordedFile]) -> Option<Vec<Value>> {
        if files.is_empty() {
            return None;
        }
        Some(
            files
                .iter()
                .map(|file| {
                    let id = self.snowflake();
                    let filename = file.filename.clone().unwrap_or_else(|| file.field.clone());
                    let url =
                        format!("https://cdn.fake-discord.invalid/attachments/{id}/{filename}");
                    json!({
                        "id": id.to_string(),
                        "filename": filename,
                        "size": file.data.len(),
                        "url": url,
                        "proxy_url": url,
                        "content_type": file.content_type,
                    })
                })
                .collect(),
        )
    }

    fn edit_message(&mut self, message_id: u64, body: &Value, files: &[RecordedFile]) -> bool {
        let attachments = self.attachments(files);
        let Some(message) = self.messages.get_mut(&message_id) else {
            return false;
        };
        apply_edit(message, body, attachments);
        let flags = message["flags"].as_u64().unwrap_or(0) & !FLAG_LOADING;
        message["flags"] = json!(flags);
        true
    }

    /// The message a component interaction is attached to (see
    /// [`FakeDiscord::button_click`]). The invoker's channel follows the message.
    fn component_message(
        &mut self,
        config: &Config,
        invoker: &mut Invoker,
        custom_id: &str,
        message_id: Option<u64>,
    ) -> Value {
        let found = match message_id {
            Some(id) => self.messages.get(&id).cloned(),
            None => self
                .message_order
                .iter()
                .rev()
                .filter_map(|id| self.messages.get(id))
                .find(|message| has_custom_id(&message["components"], custom_id))
                .cloned(),
        };
        if let Some(message) = found {
            if let Some(channel_id) = parse_id(&message["channel_id"]) {
                invoker.channel_id = channel_id;
            }
            return message;
        }
        let id = message_id.unwrap_or_else(|| self.snowflake());
        let message = json!({
            "id": id.to_string(),
            "channel_id": invoker.channel_id.to_string(),
            "author": bot_user_json(config),
            "content": "",
            "timestamp": now_timestamp(),
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": false,
            "type": 0,
            "flags": 0,
        });
        self.store_message(message.clone());
        message
    }

    /// A readable digest for timeout errors.
    fn summary(&self) -> String {
        let mut out = String::new();
        for failure in &self.failures {
            let _ = writeln!(out, "  FAILED: {failure}");
        }
        let _ = writeln!(
            out,
            "  gateway: {} open connection(s), current sessions by shard {:?}, {} handshake(s), {} heartbeat(s)",
            self.connections.len(),
            self.current_sessions,
            self.handshakes.len(),
            self.heartbeats
        );
        for handshake in &self.handshakes {
            let _ = writeln!(
                out,
                "    handshake #{} on connection {}: {:?} session {}",
                handshake.number, handshake.connection, handshake.kind, handshake.session_id
            );
        }
        let rejected: Vec<&RecordedRequest> = self
            .requests
            .iter()
            .filter(|request| request.is_rejected())
            .collect();
        if !rejected.is_empty() {
            let _ = writeln!(
                out,
                "  {} request(s) REFUSED as Discord would (400, code 50035 or 50006):",
                rejected.len()
            );
            for request in rejected {
                let _ = writeln!(
                    out,
                    "    #{} {}",
                    request.index,
                    truncate(&request.describe(), 1000)
                );
            }
        }
        let skip = self.requests.len().saturating_sub(25);
        let _ = writeln!(
            out,
            "  last HTTP requests ({} in total):",
            self.requests.len()
        );
        for request in &self.requests[skip..] {
            let body = request
                .body
                .as_ref()
                .map(|body| truncate(&body.to_string(), 200))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "    {} {} -> {}{} {}",
                request.method,
                request.route,
                request.status,
                if request.known_route {
                    ""
                } else {
                    " (unknown route)"
                },
                body
            );
        }
        out
    }
}

// ---------------------------------------------------------------------------------------------
// REST API
// ---------------------------------------------------------------------------------------------

struct ParsedRequest {
    method: String,
    path: String,
    query: Option<String>,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

struct HttpReply {
    status: u16,
    body: Option<ReplyBody>,
}

enum ReplyBody {
    /// Sent as `application/json`.
    Json(Value),
    /// Sent as is, with this content type.
    Raw {
        content_type: &'static str,
        data: Vec<u8>,
    },
}

impl HttpReply {
    fn json(body: Value) -> Self {
        Self {
            status: 200,
            body: Some(ReplyBody::Json(body)),
        }
    }

    fn raw(content_type: &'static str, data: Vec<u8>) -> Self {
        Self {
            status: 200,
            body: Some(ReplyBody::Raw { content_type, data }),
        }
    }

    fn no_content() -> Self {
        Self {
            status: 204,
            body: None,
        }
    }

    fn error(status: u16, code: u64, message: &str) -> Self {
        Self {
            status,
            body: Some(ReplyBody::Json(json!({"code": code, "message": message}))),
        }
    }
}

/// Turns Nagle's algorithm off on an accepted socket. With it on, a frame written
/// while the previous one is unacknowledged waits for the bot's delayed ACK (about
/// 40 ms on Linux), which would add the fake's own latency to every measurement.
fn no_delay(stream: &TcpStream) {
    if let Err(error) = stream.set_nodelay(true) {
        eprintln!("fake Discord: TCP_NODELAY not set: {error}");
    }
}

async fn accept_http(inner: Arc<Inner>, listener: TcpListener) {
    while let Ok((stream, _)) = listener.accept().await {
        no_delay(&stream);
        let task = tokio::spawn(serve_http_connection(Arc::clone(&inner), stream));
        inner.track(task.abort_handle());
    }
}

async fn serve_http_connection(inner: Arc<Inner>, stream: TcpStream) {
    let mut stream = BufReader::new(stream);
    loop {
        let request = match read_request(&mut stream).await {
            Ok(Some(request)) => request,
            Ok(None) => return,
            Err(error) => {
                let reply = HttpReply::error(400, 0, &format!("fake Discord: {error}"));
                let _ = write_response(stream.get_mut(), &reply).await;
                return;
            }
        };
        let close = request
            .headers
            .iter()
            .any(|(name, value)| name == "connection" && value.eq_ignore_ascii_case("close"));
        let reply = handle_request(&inner, request);
        if write_response(stream.get_mut(), &reply).await.is_err() || close {
            return;
        }
    }
}

/// Reads one HTTP/1.1 request; `Ok(None)` when the client closed the connection cleanly.
async fn read_request(stream: &mut BufReader<TcpStream>) -> Result<Option<ParsedRequest>, String> {
    let mut line = String::new();
    // Tolerate stray empty lines between requests.
    loop {
        line.clear();
        let read = stream
            .read_line(&mut line)
            .await
            .map_err(|e| e.to_string())?;
        if read == 0 {
            return Ok(None);
        }
        if !line.trim().is_empty() {
            break;
        }
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().ok_or("missing method")?.to_ascii_uppercase();
    let target = parts.next().ok_or("missing request target")?.to_owned();
    let mut head_bytes = line.len();
    let mut headers = Vec::new();
    loop {
        line.clear();
        let read = stream
            .read_line(&mut line)
            .await
            .map_err(|e| e.to_string())?;
        head_bytes += read;
        if read == 0 {
            return Err("connection closed inside the request head".to_owned());
        }
        if head_bytes > MAX_HEAD_BYTES {
            return Err("request head too large".to_owned());
        }
        let trimmed = line.trim_end_matches(['\r', '\n']);
        if trimmed.is_empty() {
            break;
        }
        if let Some((name, value)) = trimmed.split_once(':') {
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
        }
    }
    let header = |name: &str| {
        headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let chunked = header("transfer-encoding")
        .is_some_and(|value| value.to_ascii_lowercase().contains("chunked"));
    let body = if chunked {
        read_chunked(stream).await?
    } else if let Some(length) = header("content-length") {
        let length: usize = length
            .parse()
            .map_err(|_| format!("bad content-length {length:?}"))?;
        let mut body = vec![0; length];
        stream
            .read_exact(&mut body)
            .await
            .map_err(|e| e.to_string())?;
        body
    } else {
        Vec::new()
    };
    // Origin form is expected; accept absolute form too.
    let target = match target.find("://") {
        Some(scheme_end) => {
            let after = &target[scheme_end + 3..];
            after
                .find('/')
                .map_or_else(|| "/".to_owned(), |slash| after[slash..].to_owned())
        }
        None => target,
    };
    let (path, query) = match target.split_once('?') {
        Some((path, query)) => (path.to_owned(), Some(query.to_owned())),
        None => (target, None),
    };
    Ok(Some(ParsedRequest {
        method,
        path,
        query,
        headers,
        body,
    }))
}

async fn read_chunked(stream: &mut BufReader<TcpStream>) -> Result<Vec<u8>, String> {
    let mut body = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        stream
            .read_line(&mut line)
            .await
            .map_err(|e| e.to_string())?;
        let size_text = line.trim().split(';').next().unwrap_or_default();
        let size = usize::from_str_radix(size_text, 16)
            .map_err(|_| format!("bad chunk size {size_text:?}"))?;
        if size == 0 {
            // Trailers until the empty line.
            loop {
                line.clear();
                let read = stream
                    .read_line(&mut line)
                    .await
                    .map_err(|e| e.to_string())?;
                if read == 0 || line.trim().is_empty() {
                    return Ok(body);
                }
            }
        }
        let start = body.len();
        body.resize(start + size, 0);
        stream
            .read_exact(&mut body[start..])
            .await
            .map_err(|e| e.to_string())?;
        let mut crlf = [0_u8; 2];
        stream
            .read_exact(&mut crlf)
            .await
            .map_err(|e| e.to_string())?;
    }
}

async fn write_response(stream: &mut TcpStream, reply: &HttpReply) -> std::io::Result<()> {
    let reason = match reply.status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        _ => "Fake",
    };
    let mut head = format!("HTTP/1.1 {} {reason}\r\n", reply.status);
    let body = match (&reply.body, reply.status) {
        (_, 204) | (None, _) => None,
        (Some(ReplyBody::Json(body)), _) => {
            Some(("application/json", body.to_string().into_bytes()))
        }
        (Some(ReplyBody::Raw { content_type, data }), _) => Some((*content_type, data.clone())),
    };
    if let Some((content_type, body)) = &body {
        let _ = write!(
            head,
            "content-type: {content_type}\r\ncontent-length: {}\r\n",
            body.len()
        );
    } else if reply.status != 204 {
        head.push_str("content-length: 0\r\n");
    }
    head.push_str("\r\n");
    let mut out = head.into_bytes();
    if let Some((_, body)) = body {
        out.extend_from_slice(&body);
    }
    stream.write_all(&out).await?;
    stream.flush().await
}

/// Routes, answers and records one request.
fn handle_request(inner: &Inner, request: ParsedRequest) -> HttpReply {
    let content_type = request
        .headers
        .iter()
        .find(|(name, _)| name == "content-type")
        .map(|(_, value)| value.clone())
        .unwrap_or_default();
    let (body, files) = if content_type.starts_with("multipart/form-data") {
        parse_multipart(&content_type, &request.body)
    } else {
        (serde_json::from_slice(&request.body).ok(), Vec::new())
    };
    let route = request
        .path
        .strip_prefix("/api/v10")
        .unwrap_or(&request.path)
        .to_owned();

    let mut state = inner.state();
    // Discord refuses bad uploads whatever the route, before it looks at the body.
    let (reply, known_route) = match check_files(&files, inner.config.upload_limit) {
        Some(refused) => (refused, true),
        None => route_request(inner, &mut state, &request, &route, body.as_ref(), &files),
    };
    let index = state.requests.len();
    let error = match &reply.body {
        Some(ReplyBody::Json(error)) if reply.status >= 400 => Some(error.clone()),
        _ => None,
    };
    state.requests.push(RecordedRequest {
        index,
        method: request.method,
        path: request.path,
        route,
        query: request.query,
        headers: request.headers,
        raw_body: request.body,
        body,
        files,
        status: reply.status,
        known_route,
        error,
    });
    drop(state);
    inner.bump();
    reply
}

fn route_request(
    inner: &Inner,
    state: &mut State,
    request: &ParsedRequest,
    route: &str,
    body: Option<&Value>,
    files: &[RecordedFile],
) -> (HttpReply, bool) {
    let config = &inner.config;
    if let Some(position) = state.overrides.iter().rposition(|rule| {
        rule.method == request.method
            && route.starts_with(&rule.route_prefix)
            && rule.remaining != Some(0)
    }) {
        let rule = &mut state.overrides[position];
        if let Some(remaining) = &mut rule.remaining {
            *remaining -= 1;
        }
        let reply = HttpReply {
            status: rule.status,
            body: Some(ReplyBody::Json(rule.body.clone())),
        };
        return (reply, true);
    }
    if let Some(file) = request.path.strip_prefix("/attachments/") {
        return (serve_upload(state, &request.method, file), true);
    }
    if !request.path.starts_with("/api/v10/") {
        return (
            HttpReply::error(404, 0, "fake Discord: only /api/v10 is served"),
            false,
        );
    }
    if let Some(expected) = &config.token {
        let authorization = request
            .headers
            .iter()
            .find(|(name, _)| name == "authorization")
            .map_or("", |(_, value)| value.as_str());
        if strip_bot_prefix(authorization) != expected {
            return (HttpReply::error(401, 0, "401: Unauthorized"), true);
        }
    }

    let empty = Value::Null;
    let body = body.unwrap_or(&empty);
    let segments: Vec<&str> = route.trim_start_matches('/').split('/').collect();
    let app = config.application_id.to_string();
    let method = request.method.as_str();
    let reply = match (method, segments.as_slice()) {
        ("GET", ["gateway"]) => HttpReply::json(json!({"url": inner.gateway_url()})),
        ("GET", ["gateway", "bot"]) => HttpReply::json(json!({
            "url": inner.gateway_url(),
            "shards": inner.config.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) => HttpReply::json(json!({
            "id": app,
            "name": config.bot_name,
            "icon": null,
            "description": "Fake application",
            "bot_public": false,
            "bot_require_code_grant": false,
            "owner": user_json(config.owner_id, "overseer_owner"),
            "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
            "team": null,
            "flags": 0,
        })),
        ("GET", ["users", "@me"]) => HttpReply::json(bot_user_json(config)),
        ("PUT", ["applications", app_id, "commands"]) if *app_id == app => {
            if let Some(refused) = check_commands(body) {
                refused
            } else {
                state.global_commands = Some(body.clone());
                HttpReply::json(json!([]))
            }
        }
        ("PUT", ["applications", app_id, "guilds", guild, "commands"]) if *app_id == app => {
            match guild.parse() {
                Ok(guild) => {
                    if let Some(refused) = check_commands(body) {
                        refused
                    } else {
                        state.guild_commands.insert(guild, body.clone());
                        HttpReply::json(json!([]))
                    }
                }
                Err(_) => HttpReply::error(404, 10004, "Unknown Guild"),
            }
        }
        (
            "GET",
            ["applications", app_id, "commands"]
            | ["applications", app_id, "guilds", _, "commands"],
        ) if *app_id == app => HttpReply::json(json!([])),
        ("PUT" | "GET", ["applications", _, ..]) => {
            HttpReply::error(404, 10002, "Unknown Application")
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            interaction_callback(state, config, id, token, body, files)
        }
        (_, ["webhooks", app_id, token]) if *app_id == app && method == "POST" => webhook_call(
            state,
            config,
            method,
            token,
            &WebhookTarget::NewFollowup,
            body,
            files,
        ),
        (_, ["webhooks", app_id, token, "messages", message]) if *app_id == app => {
            let target = if *message == "@original" {
                Some(WebhookTarget::Original)
            } else {
                message.parse().ok().map(WebhookTarget::Message)
            };
            match target {
                Some(target) => webhook_call(state, config, method, token, &target, body, files),
                None => HttpReply::error(404, 10008, "Unknown Message"),
            }
        }
        (_, ["webhooks", ..]) => HttpReply::error(404, 10015, "Unknown Webhook"),
        ("POST", ["channels", channel, "messages"]) => {
            let refused = check_message_body(body)
                .or_else(|| creates_empty_message(body, files).then(empty_message));
            match (channel.parse(), refused) {
                (Ok(_), Some(refused)) => refused,
                (Ok(channel_id), None) => {
                    let message_type =
                        if body.get("message_reference").is_some_and(|r| !r.is_null()) {
                            19
                        } else {
                            0
                        };
                    let id = state.create_message(
                        config,
                        channel_id,
                        None,
                        body,
                        files,
                        message_type,
                        false,
                    );
                    HttpReply::json(state.messages[&id].clone())
                }
                (Err(_), _) => HttpReply::error(404, 10003, "Unknown Channel"),
            }
        }
        ("GET", ["channels", channel, "messages"]) => {
            let channel = channel.parse::<u64>().ok();
            let mut messages: Vec<Value> = state
                .message_order
                .iter()
                .filter_map(|id| state.messages.get(id))
                .filter(|message| parse_id(&message["channel_id"]) == channel)
                .cloned()
                .collect();
            messages.reverse();
            HttpReply::json(Value::Array(messages))
        }
        // Pins: the newer routes under /messages (with the Pin Messages permission) and the
        // older ones serenity 0.12 uses; both change the same state.
        (
            "PUT" | "DELETE",
            ["channels", channel, "messages", "pins", message]
            | ["channels", channel, "pins", message],
        ) => pin(state, method, channel, message),
        ("GET", ["channels", channel, "messages", "pins"]) => {
            let channel = channel.parse::<u64>().ok();
            let items: Vec<Value> = state
                .message_order
                .iter()
                .rev()
                .filter_map(|id| state.messages.get(id))
                .filter(|m| parse_id(&m["channel_id"]) == channel && m["pinned"] == true)
                .map(|m| json!({"pinned_at": now_timestamp(), "message": m}))
                .collect();
            HttpReply::json(json!({"items": items, "has_more": false}))
        }
        (_, ["channels", _, "messages", message]) => {
            channel_message(state, method, message, body, files)
        }
        ("GET", ["channels", channel, "pins"]) => {
            let channel = channel.parse::<u64>().ok();
            let mut pinned: Vec<Value> = state
                .message_order
                .iter()
                .filter_map(|id| state.messages.get(id))
                .filter(|m| parse_id(&m["channel_id"]) == channel && m["pinned"] == true)
                .cloned()
                .collect();
            pinned.reverse();
            HttpReply::json(Value::Array(pinned))
        }
        ("PUT" | "DELETE", ["channels", _, "messages", _, "reactions", ..])
        | ("POST", ["channels", _, "typing"]) => HttpReply::no_content(),
        _ => {
            return (
                HttpReply::error(
                    404,
                    0,
                    &format!(
                        "404: Not Found (the fake Discord has no handler for {method} {route})"
                    ),
                ),
                false,
            )
        }
    };
    (reply, true)
}

/// `GET /attachments/{id}/{filename}`: the bytes of a file injected with a slash command
/// (see [`OptionValue::Attachment`]), like Discord's CDN. No authorization is needed, as on
/// the CDN; the file name must match too.
fn serve_upload(state: &State, method: &str, file: &str) -> HttpReply {
    let Some((id, name)) = file.split_once('/') else {
        return HttpReply::error(404, 0, "404: Not Found");
    };
    let upload = id
        .parse::<u64>()
        .ok()
        .and_then(|id| state.uploads.get(&id))
        .filter(|(filename, _)| encode_path_segment(filename) == name);
    match (method, upload) {
        ("GET", Some((filename, data))) => {
            HttpReply::raw(upload_content_type(filename), data.clone())
        }
        ("GET", None) => HttpReply::error(404, 0, "404: Not Found"),
        _ => HttpReply::error(405, 0, "405: Method Not Allowed"),
    }
}

fn interaction_callback(
    state: &mut State,
    config: &Config,
    id: &str,
    token: &str,
    body: &Value,
    files: &[RecordedFile],
) -> HttpReply {
    let Some(interaction_id) = id
        .parse::<u64>()
        .ok()
        .filter(|id| state.interactions.contains_key(id))
    else {
        return HttpReply::error(404, 10062, "Unknown interaction");
    };
    let record = state
        .interactions
        .get_mut(&interaction_id)
        .expect("checked above");
    if record.token != token {
        return HttpReply::error(401, 50027, "Invalid Webhook Token");
    }
    if record.kind == AUTOCOMPLETE
        && record.callback.is_none()
        && record.injected_at.elapsed() >= AUTOCOMPLETE_DEADLINE
    {
        // Too late: Discord has given up on it and no longer knows the interaction.
        state.miss_deadline(interaction_id);
        return HttpReply::error(404, 10062, "Unknown interaction");
    }
    if let Some(refused) = check_callback(body) {
        // Refused before anything changes: the interaction still awaits its callback.
        return refused;
    }
    let empty = match body["type"].as_u64() {
        Some(4) => creates_empty_message(&body["data"], files),
        Some(7) => record
            .source_message
            .and_then(|id| state.messages.get(&id))
            .is_some_and(|source| edits_to_empty_message(source, &body["data"], files)),
        _ => false,
    };
    if empty {
        return empty_message();
    }
    let record = state
        .interactions
        .get_mut(&interaction_id)
        .expect("checked above");
    if record.callback.is_some() {
        record.rejected_callbacks.push(body.clone());
        return HttpReply::error(400, 40060, "Interaction has already been acknowledged.");
    }
    let (channel_id, guild_id, source) =
        (record.channel_id, record.guild_id, record.source_message);
    let data = &body["data"];
    let mut original = None;
    let mut deferred = false;
    match body["type"].as_u64() {
        Some(4) => {
            original =
                Some(state.create_message(config, channel_id, guild_id, data, files, 20, true));
        }
        Some(5) => {
            let flags = data["flags"].as_u64().unwrap_or(0) | FLAG_LOADING;
            let id = state.create_message(
                config,
                channel_id,
                guild_id,
                &json!({"flags": flags}),
                &[],
                20,
                true,
            );
            original = Some(id);
            deferred = true;
        }
        Some(6) => original = source,
        Some(7) => {
            if let Some(source) = source {
                state.edit_message(source, data, files);
                original = Some(source);
            }
        }
        _ => {}
    }
    let record = state
        .interactions
        .get_mut(&interaction_id)
        .expect("checked above");
    record.callback = Some(body.clone());
    record.callback_files = files.to_vec();
    record.callback_at = Some(Instant::now());
    record.original_message = original;
    record.deferred_followup_pending = deferred;
    HttpReply::no_content()
}

fn webhook_call(
    state: &mut State,
    config: &Config,
    method: &str,
    token: &str,
    target: &WebhookTarget,
    body: &Value,
    files: &[RecordedFile],
) -> HttpReply {
    let Some(&interaction_id) = state.tokens.get(token) else {
        return HttpReply::error(404, 10015, "Unknown Webhook");
    };
    let record = &state.interactions[&interaction_id];
    let (channel_id, guild_id) = (record.channel_id, record.guild_id);
    let original = record.original_message;
    let deferred_pending = record.deferred_followup_pending;
    let own_message = |id: u64| original == Some(id) || record.followups.contains(&id);
    let addressed = match target {
        WebhookTarget::NewFollowup => None,
        WebhookTarget::Original => original,
        WebhookTarget::Message(id) => Some(*id).filter(|id| own_message(*id)),
    };
    let unknown_message = HttpReply::error(404, 10008, "Unknown Message");
    let refused = match (method, target) {
        ("POST", WebhookTarget::NewFollowup) => check_message_body(body)
            .or_else(|| creates_empty_message(body, files).then(empty_message)),
        ("PATCH", _) => check_message_body(body).or_else(|| {
            addressed
                .and_then(|id| state.messages.get(&id))
                .is_some_and(|message| edits_to_empty_message(message, body, files))
                .then(empty_message)
        }),
        _ => None,
    };

    let (reply, message_id) = match (method, target, addressed, refused) {
        // A body over Discord's limits changes nothing (the call itself is still logged).
        (_, _, _, Some(refused)) => (refused, None),
        ("POST", WebhookTarget::NewFollowup, _, None) => {
            if record.callback.is_none() {
                (HttpReply::error(404, 10015, "Unknown Webhook"), None)
            } else if let (true, Some(original)) = (deferred_pending, original) {
                // After a deferred response the first follow-up fills the "thinking" message.
                state.edit_message(original, body, files);
                state
                    .interactions
                    .get_mut(&interaction_id)
                    .expect("exists")
                    .deferred_followup_pending = false;
                (
                    HttpReply::json(state.messages[&original].clone()),
                    Some(original),
                )
            } else {
                let id = state.create_message(config, channel_id, guild_id, body, files, 20, true);
                state
                    .interactions
                    .get_mut(&interaction_id)
                    .expect("exists")
                    .followups
                    .push(id);
                (HttpReply::json(state.messages[&id].clone()), Some(id))
            }
        }
        ("PATCH", _, Some(id), None) if state.messages.contains_key(&id) => {
            state.edit_message(id, body, files);
            if Some(id) == original {
                state
                    .interactions
                    .get_mut(&interaction_id)
                    .expect("exists")
                    .deferred_followup_pending = false;
            }
            (HttpReply::json(state.messages[&id].clone()), Some(id))
        }
        ("GET", _, Some(id), None) if state.messages.contains_key(&id) => {
            (HttpReply::json(state.messages[&id].clone()), Some(id))
        }
        ("DELETE", _, Some(id), None) if state.messages.remove(&id).is_some() => {
            state.message_order.retain(|kept| *kept != id);
            (HttpReply::no_content(), Some(id))
        }
        ("PATCH" | "GET" | "DELETE", _, _, None) => (unknown_message, None),
        _ => (HttpReply::error(405, 0, "405: Method Not Allowed"), None),
    };
    let record = state.interactions.get_mut(&interaction_id).expect("exists");
    record.webhook_calls.push(WebhookCall {
        method: method.to_owned(),
        target: target.clone(),
        body: (!body.is_null()).then(|| body.clone()),
        status: reply.status,
        message_id,
        files: files.to_vec(),
        at: Instant::now(),
    });
    reply
}

/// `PUT` / `DELETE /channels/{channel}/messages/pins/{message}` (or the older
/// `/channels/{channel}/pins/{message}`): pins or unpins a message of that channel (204);
/// Discord's cap of 50 pins per channel is answered with 30003.
fn pin(state: &mut State, method: &str, channel: &str, message: &str) -> HttpReply {
    let channel = channel.parse::<u64>().ok();
    let Some(id) = message.parse::<u64>().ok().filter(|id| {
        state
            .messages
            .get(id)
            .is_some_and(|m| parse_id(&m["channel_id"]) == channel)
    }) else {
        return HttpReply::error(404, 10008, "Unknown Message");
    };
    let pin = method == "PUT";
    if pin {
        let pinned = state
            .messages
            .values()
            .filter(|m| parse_id(&m["channel_id"]) == channel && m["pinned"] == true)
            .count();
        if pinned >= limits::PINS && state.messages[&id]["pinned"] != true {
            return HttpReply::error(400, 30003, "Maximum number of pins reached (50)");
        }
    }
    if let Some(message) = state.messages.get_mut(&id) {
        message["pinned"] = Value::Bool(pin);
    }
    HttpReply::no_content()
}

fn channel_message(
    state: &mut State,
    method: &str,
    message: &str,
    body: &Value,
    files: &[RecordedFile],
) -> HttpReply {
    let Some(id) = message
        .parse::<u64>()
        .ok()
        .filter(|id| state.messages.contains_key(id))
    else {
        return HttpReply::error(404, 10008, "Unknown Message");
    };
    match method {
        "GET" => HttpReply::json(state.messages[&id].clone()),
        "PATCH" => {
            if let Some(refused) = check_message_body(body).or_else(|| {
                edits_to_empty_message(&state.messages[&id], body, files).then(empty_message)
            }) {
                return refused;
            }
            state.edit_message(id, body, files);
            HttpReply::json(state.messages[&id].clone())
        }
        "DELETE" => {
            state.messages.remove(&id);
            state.message_order.retain(|kept| *kept != id);
            HttpReply::no_content()
        }
        _ => HttpReply::error(405, 0, "405: Method Not Allowed"),
    }
}

// ---------------------------------------------------------------------------------------------
// Discord's limits on message bodies
// ---------------------------------------------------------------------------------------------

/// Discord's error code for a body that breaks a limit ("Invalid Form Body").
pub const INVALID_FORM_BODY: u64 = 50_035;

/// Discord's limits on what a message, an autocomplete result and a modal may hold, as the
/// fake enforces them. Lengths count UTF-16 code units, as Discord does (JavaScript's
/// `String.length`): an emoji outside the Basic Multilingual Plane such as `😀` counts 2.
pub mod limits {
    /// `content` of a message.
    pub const CONTENT: usize = 2000;
    /// Embeds of one message.
    pub const EMBEDS: usize = 10;
    /// Embed title.
    pub const EMBED_TITLE: usize = 256;
    /// Embed description.
    pub const EMBED_DESCRIPTION: usize = 4096;
    /// Fields of one embed.
    pub const EMBED_FIELDS: usize = 25;
    /// Embed field name (and it must not be empty).
    pub const FIELD_NAME: usize = 256;
    /// Embed field value (and it must not be empty).
    pub const FIELD_VALUE: usize = 1024;
    /// Embed footer text.
    pub const FOOTER_TEXT: usize = 2048;
    /// Embed author name.
    pub const AUTHOR_NAME: usize = 256;
    /// Sum of title, description, field names and values, footer text and author name over
    /// all embeds of one message.
    pub const EMBEDS_TOTAL: usize = 6000;
    /// Action rows of one message (or modal).
    pub const ACTION_ROWS: usize = 5;
    /// Buttons of one action row; a select menu fills a row alone.
    pub const ROW_WIDTH: usize = 5;
    /// Button label.
    pub const BUTTON_LABEL: usize = 80;
    /// `custom_id` of a component or modal.
    pub const CUSTOM_ID: usize = 100;
    /// Options of a select menu.
    pub const SELECT_OPTIONS: usize = 25;
    /// Label, value and description of a select menu option.
    pub const SELECT_OPTION_TEXT: usize = 100;
    /// Placeholder of a select menu.
    pub const SELECT_PLACEHOLDER: usize = 150;
    /// Choices of an autocomplete result.
    pub const CHOICES: usize = 25;
    /// Name of an autocomplete choice (at least 1).
    pub const CHOICE_NAME: usize = 100;
    /// String value of an autocomplete choice.
    pub const CHOICE_VALUE: usize = 100;
    /// Modal title (at least 1).
    pub const MODAL_TITLE: usize = 45;
    /// Label of a modal text input (at least 1).
    pub const TEXT_INPUT_LABEL: usize = 45;
    /// Pinned messages of one channel.
    pub const PINS: usize = 50;
    /// Files of one message (`files[n]` parts of one request).
    pub const FILES: usize = 10;
    /// Chat-input commands an application registers (globally, and per guild).
    pub const COMMANDS: usize = 100;
    /// Options of a command or subcommand, and subcommands of a group.
    pub const COMMAND_OPTIONS: usize = 25;
    /// Name of a command, subcommand, group or option (at least 1).
    pub const COMMAND_NAME: usize = 32;
    /// Description of a command, subcommand, group or option (at least 1).
    pub const COMMAND_DESCRIPTION: usize = 100;
    /// Characters of one command over all its names, descriptions and choice values (the
    /// longest localization of each).
    pub const COMMAND_CHARACTERS: usize = 8000;
}

/// Length as Discord counts it: UTF-16 code units.
#[must_use]
pub fn discord_len(text: &str) -> usize {
    text.encode_utf16().count()
}

/// Collects Discord's nested `errors` object of a 50035 answer: each error sits at its JSON
/// path, e.g. `{"data": {"embeds": {"0": {"title": {"_errors": [{"code": .., "message": ..}]}}}}}`.
#[derive(Default)]
struct FormErrors {
    errors: serde_json::Map<String, Value>,
}

impl FormErrors {
    fn push(&mut self, path: &[String], code: &str, message: &str) {
        let mut node = &mut self.errors;
        for key in path {
            node = node
                .entry(key.clone())
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("error nodes are objects");
        }
        node.entry("_errors")
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .expect("_errors is an array")
            .push(json!({"code": code, "message": message}));
    }

    /// `BASE_TYPE_MAX_LENGTH` if `value` is a string longer than `max`.
    fn max_length(&mut self, path: &[String], value: &Value, max: usize) {
        if value.as_str().is_some_and(|text| discord_len(text) > max) {
            self.too_many(path, max);
        }
    }

    /// `BASE_TYPE_MAX_LENGTH` for a string or array over `max`.
    fn too_many(&mut self, path: &[String], max: usize) {
        self.push(
            path,
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {max} or fewer in length."),
        );
    }

    /// `BASE_TYPE_BAD_LENGTH` if `value` is a string outside `min..=max`.
    fn bad_length(&mut self, path: &[String], value: &Value, min: usize, max: usize) {
        if value
            .as_str()
            .is_some_and(|text| !(min..=max).contains(&discord_len(text)))
        {
            self.push(
                path,
                "BASE_TYPE_BAD_LENGTH",
                &format!("Must be between {min} and {max} in length."),
            );
        }
    }

    /// `BASE_TYPE_REQUIRED` for a missing, null or empty string, else
    /// [`Self::max_length`].
    fn required_max_length(&mut self, path: &[String], value: &Value, max: usize) {
        if value.as_str().is_none_or(str::is_empty) {
            self.push(path, "BASE_TYPE_REQUIRED", "This field is required");
        } else {
            self.max_length(path, value, max);
        }
    }

    /// The 400 answer, or `None` when no limit was broken.
    fn into_reply(self) -> Option<HttpReply> {
        (!self.errors.is_empty()).then(|| HttpReply {
            status: 400,
            body: Some(ReplyBody::Json(json!({
                "code": INVALID_FORM_BODY,
                "errors": Value::Object(self.errors),
                "message": "Invalid Form Body",
            }))),
        })
    }
}

fn child(path: &[String], key: impl fmt::Display) -> Vec<String> {
    let mut path = path.to_vec();
    path.push(key.to_string());
    path
}

/// Checks a create or edit message body (channel messages, webhook follow-ups and edits, the
/// `data` of callback types 4 and 7) against Discord's limits; `path` is where `body` sits in
/// the request (`[]` or `["data"]`).
fn check_message(errors: &mut FormErrors, path: &[String], body: &Value) {
    errors.max_length(&child(path, "content"), &body["content"], limits::CONTENT);
    if let Some(embeds) = body["embeds"].as_array() {
        check_embeds(errors, &child(path, "embeds"), embeds);
    }
    if let Some(rows) = body["components"].as_array() {
        check_components(errors, &child(path, "components"), rows);
    }
}

fn check_embeds(errors: &mut FormErrors, path: &[String], embeds: &[Value]) {
    if embeds.len() > limits::EMBEDS {
        errors.too_many(path, limits::EMBEDS);
    }
    let mut total = 0;
    let mut count = |value: &Value| total += value.as_str().map_or(0, discord_len);
    for (index, embed) in embeds.iter().enumerate() {
        let at = child(path, index);
        errors.max_length(&child(&at, "title"), &embed["title"], limits::EMBED_TITLE);
        errors.max_length(
            &child(&at, "description"),
            &embed["description"],
            limits::EMBED_DESCRIPTION,
        );
        errors.max_length(
            &child(&child(&at, "footer"), "text"),
            &embed["footer"]["text"],
            limits::FOOTER_TEXT,
        );
        errors.max_length(
            &child(&child(&at, "author"), "name"),
            &embed["author"]["name"],
            limits::AUTHOR_NAME,
        );
        count(&embed["title"]);
        count(&embed["description"]);
        count(&embed["footer"]["text"]);
        count(&embed["author"]["name"]);
        if let Some(fields) = embed["fields"].as_array() {
            let fields_path = child(&at, "fields");
            if fields.len() > limits::EMBED_FIELDS {
                errors.too_many(&fields_path, limits::EMBED_FIELDS);
            }
            for (index, field) in fields.iter().enumerate() {
                let at = child(&fields_path, index);
                errors.required_max_length(&child(&at, "name"), &field["name"], limits::FIELD_NAME);
                errors.required_max_length(
                    &child(&at, "value"),
                    &field["value"],
                    limits::FIELD_VALUE,
                );
                count(&field["name"]);
                count(&field["value"]);
            }
        }
    }
    if total > limits::EMBEDS_TOTAL {
        errors.push(
            path,
            "MAX_EMBED_SIZE_EXCEEDED",
            &format!(
                "Embed size exceeds maximum size of {}",
                limits::EMBEDS_TOTAL
            ),
        );
    }
}

/// Action rows of a message or a modal.
fn check_components(errors: &mut FormErrors, path: &[String], rows: &[Value]) {
    if rows.len() > limits::ACTION_ROWS {
        errors.too_many(path, limits::ACTION_ROWS);
    }
    for (index, row) in rows.iter().enumerate() {
        let Some(components) = row["components"].as_array() else {
            continue;
        };
        let row_path = child(&child(path, index), "components");
        let selects = components
            .iter()
            .filter(|component| matches!(component["type"].as_u64(), Some(3..=8)))
            .count();
        if selects > 0 && components.len() > 1 {
            errors.push(
                &row_path,
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            );
        } else if components.len() > limits::ROW_WIDTH {
            errors.too_many(&row_path, limits::ROW_WIDTH);
        }
        for (index, component) in components.iter().enumerate() {
            let at = child(&row_path, index);
            errors.max_length(
                &child(&at, "custom_id"),
                &component["custom_id"],
                limits::CUSTOM_ID,
            );
            match component["type"].as_u64() {
                Some(2) => errors.max_length(
                    &child(&at, "label"),
                    &component["label"],
                    limits::BUTTON_LABEL,
                ),
                Some(4) => errors.bad_length(
                    &child(&at, "label"),
                    &component["label"],
                    1,
                    limits::TEXT_INPUT_LABEL,
                ),
                Some(3..=8) => check_select(errors, &at, component),
                _ => {}
            }
        }
    }
}

fn check_select(errors: &mut FormErrors, path: &[String], select: &Value) {
    errors.max_length(
        &child(path, "placeholder"),
        &select["placeholder"],
        limits::SELECT_PLACEHOLDER,
    );
    let Some(options) = select["options"].as_array() else {
        return;
    };
    let options_path = child(path, "options");
    if options.len() > limits::SELECT_OPTIONS {
        errors.too_many(&options_path, limits::SELECT_OPTIONS);
    }
    for (index, option) in options.iter().enumerate() {
        let at = child(&options_path, index);
        for key in ["label", "value"] {
            errors.bad_length(
                &child(&at, key),
                &option[key],
                1,
                limits::SELECT_OPTION_TEXT,
            );
        }
        errors.max_length(
            &child(&at, "description"),
            &option["description"],
            limits::SELECT_OPTION_TEXT,
        );
    }
}

/// Checks a bulk overwrite of application commands (`PUT .../commands`) against Discord's
/// rules for chat-input commands; `None` if it keeps every one:
/// at most [`limits::COMMANDS`] commands; names of 1 to 32 lowercase letters, digits, `-` and
/// `_`, unique at their level; descriptions of 1 to 100 characters (localizations too); at most
/// 25 options per command or subcommand, 25 subcommands per group and 25 choices per option;
/// groups hold only subcommands, subcommands only plain options (no deeper nesting);
/// required options before optional ones; and at most [`limits::COMMAND_CHARACTERS`]
/// characters per command over every name, description and choice value, counting for each
/// field its longest localization.
fn check_commands(body: &Value) -> Option<HttpReply> {
    let mut errors = FormErrors::default();
    let Some(commands) = body.as_array() else {
        errors.push(&[], "BASE_TYPE_ARRAY", "Must be an array.");
        return errors.into_reply();
    };
    if commands.len() > limits::COMMANDS {
        errors.too_many(&[], limits::COMMANDS);
    }
    let mut names = HashSet::new();
    for (index, command) in commands.iter().enumerate() {
        let path = vec![index.to_string()];
        if !names.insert(command["name"].as_str().unwrap_or_default().to_owned()) {
            errors.push(
                &child(&path, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            );
        }
        let characters = check_command_node(&mut errors, &path, command, 0);
        if characters > limits::COMMAND_CHARACTERS {
            errors.push(
                &path,
                "APPLICATION_COMMAND_TOO_LARGE",
                &format!(
                    "Command exceeds maximum size ({characters} > {})",
                    limits::COMMAND_CHARACTERS
                ),
            );
        }
    }
    errors.into_reply()
}

/// Checks one command (`depth` 0), subcommand group or subcommand and its options; returns
/// the characters it counts towards [`limits::COMMAND_CHARACTERS`].
fn check_command_node(
    errors: &mut FormErrors,
    path: &[String],
    node: &Value,
    depth: usize,
) -> usize {
    let mut characters = check_name_and_description(errors, path, node);
    let kind = node["type"].as_u64().unwrap_or(1);
    let options = node["options"].as_array().map_or(&[][..], Vec::as_slice);
    let options_path = child(path, "options");
    if options.len() > limits::COMMAND_OPTIONS {
        errors.too_many(&options_path, limits::COMMAND_OPTIONS);
    }
    let mut names = HashSet::new();
    let mut optional_seen = false;
    for (index, option) in options.iter().enumerate() {
        let at = child(&options_path, index);
        let option_kind = option["type"].as_u64().unwrap_or(0);
        if !names.insert(option["name"].as_str().unwrap_or_default().to_owned()) {
            errors.push(
                &child(&at, "name"),
                "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
                "Option names must be unique",
            );
        }
        // A command (depth 0) holds subcommands, groups or plain options; a group
        // (type 2) holds subcommands only; a subcommand holds plain options only.
        let allowed = match (depth, kind) {
            (0, _) => true,
            (_, 2) => option_kind == 1,
            _ => option_kind >= 3,
        };
        if !allowed {
            errors.push(
                &child(&at, "type"),
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "Invalid nesting of subcommands",
            );
        }
        if option_kind == 1 || option_kind == 2 {
            characters += check_command_node(errors, &at, option, depth + 1);
            continue;
        }
        characters += check_name_and_description(errors, &at, option);
        let required = option["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            errors.push(
                &child(&at, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        optional_seen |= !required;
        if let Some(choices) = option["choices"].as_array() {
            let choices_path = child(&at, "choices");
            if choices.len() > limits::CHOICES {
                errors.too_many(&choices_path, limits::CHOICES);
            }
            for (index, choice) in choices.iter().enumerate() {
                let choice_path = child(&choices_path, index);
                errors.bad_length(
                    &child(&choice_path, "name"),
                    &choice["name"],
                    1,
                    limits::CHOICE_NAME,
                );
                errors.max_length(
                    &child(&choice_path, "value"),
                    &choice["value"],
                    limits::CHOICE_VALUE,
                );
                characters += longest(&choice["name"], &choice["name_localizations"]);
                characters += match &choice["value"] {
                    Value::String(text) => discord_len(text),
                    other => other.to_string().len(),
                };
            }
        }
    }
    characters
}

/// Checks a name (1 to 32 of lowercase letters, digits, `-`, `_`) and a description (1 to
/// 100 characters) with their localizations; returns their characters as counted towards
/// the command's size (the longest localization of each).
fn check_name_and_description(errors: &mut FormErrors, path: &[String], node: &Value) -> usize {
    let good_name = |name: &str| {
        (1..=limits::COMMAND_NAME).contains(&name.chars().count())
            && name.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    };
    let name_path = child(path, "name");
    if !node["name"].as_str().is_some_and(good_name) {
        errors.push(
            &name_path,
            "APPLICATION_COMMAND_INVALID_NAME",
            &format!("Command name is invalid: {}", node["name"]),
        );
    }
    if let Some(localized) = node["name_localizations"].as_object() {
        for (locale, name) in localized {
            if !name.as_str().is_some_and(good_name) {
                errors.push(
                    &child(&child(path, "name_localizations"), locale.as_str()),
                    "APPLICATION_COMMAND_INVALID_NAME",
                    &format!("Command name is invalid: {name}"),
                );
            }
        }
    }
    errors.bad_length(
        &child(path, "description"),
        &node["description"],
        1,
        limits::COMMAND_DESCRIPTION,
    );
    if node["description"].as_str().is_none() {
        errors.push(
            &child(path, "description"),
            "BASE_TYPE_REQUIRED",
            "This field is required",
        );
    }
    if let Some(localized) = node["description_localizations"].as_object() {
        for (locale, text) in localized {
            errors.bad_length(
                &child(&child(path, "description_localizations"), locale.as_str()),
                text,
                1,
                limits::COMMAND_DESCRIPTION,
            );
        }
    }
    longest(&node["name"], &node["name_localizations"])
        + longest(&node["description"], &node["description_localizations"])
}

/// The length of the longest of a field and its localizations.
fn longest(value: &Value, localizations: &Value) -> usize {
    let own = value.as_str().map_or(0, discord_len);
    localizations
        .as_object()
        .into_iter()
        .flat_map(|map| map.values())
        .filter_map(Value::as_str)
        .map(discord_len)
        .fold(own, usize::max)
}

/// Checks an interaction callback body; `None` if it keeps every limit.
fn check_callback(body: &Value) -> Option<HttpReply> {
    let mut errors = FormErrors::default();
    let data_path = ["data".to_owned()];
    let data = &body["data"];
    match body["type"].as_u64() {
        Some(4 | 7) => check_message(&mut errors, &data_path, data),
        Some(8) => {
            if let Some(choices) = data["choices"].as_array() {
                let path = child(&data_path, "choices");
                if choices.len() > limits::CHOICES {
                    errors.too_many(&path, limits::CHOICES);
                }
                for (index, choice) in choices.iter().enumerate() {
                    let at = child(&path, index);
                    if choice["name"].is_string() {
                        errors.bad_length(
                            &child(&at, "name"),
                            &choice["name"],
                            1,
                            limits::CHOICE_NAME,
                        );
                    } else {
                        errors.push(
                            &child(&at, "name"),
                            "BASE_TYPE_REQUIRED",
                            "This field is required",
                        );
                    }
                    errors.max_length(&child(&at, "value"), &choice["value"], limits::CHOICE_VALUE);
                }
            }
        }
        Some(9) => {
            if data["title"].is_string() {
                errors.bad_length(
                    &child(&data_path, "title"),
                    &data["title"],
                    1,
                    limits::MODAL_TITLE,
                );
            } else {
                errors.push(
                    &child(&data_path, "title"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                );
            }
            errors.max_length(
                &child(&data_path, "custom_id"),
                &data["custom_id"],
                limits::CUSTOM_ID,
            );
            if let Some(rows) = data["components"].as_array() {
                check_components(&mut errors, &child(&data_path, "components"), rows);
            }
        }
        _ => {}
    }
    errors.into_reply()
}

/// Checks a create or edit message body at the top level of the request; `None` if it keeps
/// every limit.
fn check_message_body(body: &Value) -> Option<HttpReply> {
    let mut errors = FormErrors::default();
    check_message(&mut errors, &[], body);
    errors.into_reply()
}

/// Discord's refusal of a request's files, or `None`: more than [`limits::FILES`], an empty
/// one (400, 50035, under `files` or `files[n]`), or more bytes together than `upload_limit`
/// (413, 40005).
fn check_files(files: &[RecordedFile], upload_limit: u64) -> Option<HttpReply> {
    let mut errors = FormErrors::default();
    if files.len() > limits::FILES {
        errors.push(
            &["files".to_owned()],
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {} or fewer in length.", limits::FILES),
        );
    }
    for (n, file) in files.iter().enumerate() {
        if file.data.is_empty() {
            errors.push(
                &["files".to_owned(), n.to_string()],
                "BASE_TYPE_REQUIRED",
                "This field is required",
            );
        }
    }
    if let Some(refused) = errors.into_reply() {
        return Some(refused);
    }
    let total: u64 = files.iter().map(|file| file.data.len() as u64).sum();
    (total > upload_limit)
        .then(|| HttpReply::error(413, ENTITY_TOO_LARGE, "Request entity too large"))
}

/// Discord's answer to a message with nothing to show.
fn empty_message() -> HttpReply {
    HttpReply::error(400, EMPTY_MESSAGE, "Cannot send an empty message")
}

/// Whether a stored message shows nothing: no content, embeds, components, attachments,
/// stickers or poll (what Discord refuses to send or to leave after an edit).
fn is_empty_message(message: &Value) -> bool {
    let none = |key: &str| message[key].as_array().is_none_or(Vec::is_empty);
    message["content"].as_str().is_none_or(str::is_empty)
        && none("embeds")
        && none("components")
        && none("attachments")
        && none("sticker_items")
        && message["poll"].is_null()
}

/// Whether a create-message body (or the `data` of callback type 4) with these files makes an
/// empty message.
fn creates_empty_message(body: &Value, files: &[RecordedFile]) -> bool {
    let none = |key: &str| body[key].as_array().is_none_or(Vec::is_empty);
    files.is_empty()
        && body["content"].as_str().is_none_or(str::is_empty)
        && none("embeds")
        && none("components")
        && none("sticker_ids")
        && body["poll"].is_null()
}

/// Whether an edit body with these files would leave `message` empty. A body's `attachments`
/// array keeps only the attachments it lists (by id); without it they stay.
fn edits_to_empty_message(message: &Value, body: &Value, files: &[RecordedFile]) -> bool {
    let mut edited = message.clone();
    apply_edit(&mut edited, body, None);
    if let Some(kept) = body["attachments"].as_array() {
        let kept: HashSet<String> = kept
            .iter()
            .filter_map(|attachment| parse_id(&attachment["id"]))
            .map(|id| id.to_string())
            .collect();
        let remaining: Vec<Value> = edited["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|attachment| {
                attachment["id"]
                    .as_str()
                    .is_some_and(|id| kept.contains(id))
            })
            .cloned()
            .collect();
        edited["attachments"] = Value::Array(remaining);
    }
    files.is_empty() && is_empty_message(&edited)
}

/// A short description of an injected interaction for failure messages: `/command sub
/// option=value focused=partial` for commands and autocomplete, the custom id otherwise.
fn describe_interaction(payload: &Value) -> String {
    let data = &payload["data"];
    if let Some(custom_id) = data["custom_id"].as_str() {
        return format!("custom id {custom_id:?}");
    }
    let mut out = format!("/{}", data["name"].as_str().unwrap_or_default());
    let mut options = data["options"].as_array().cloned().unwrap_or_default();
    while let Some(option) = options.first().cloned() {
        if matches!(option["type"].as_u64(), Some(1 | 2)) {
            let _ = write!(out, " {}", option["name"].as_str().unwrap_or_default());
            options = option["options"].as_array().cloned().unwrap_or_default();
            continue;
        }
        for option in &options {
            let marker = if option["focused"] == true {
                " (focused)"
            } else {
                ""
            };
            let _ = write!(
                out,
                " {}={}{marker}",
                option["name"].as_str().unwrap_or_default(),
                option["value"]
            );
        }
        break;
    }
    out
}

/// Extracts `payload_json` (as JSON) and the other parts (as files) of a multipart body.
fn parse_multipart(content_type: &str, body: &[u8]) -> (Option<Value>, Vec<RecordedFile>) {
    let Some(boundary) = content_type
        .split(';')
        .find_map(|part| part.trim().strip_prefix("boundary="))
    else {
        return (None, Vec::new());
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let delimiter = delimiter.as_bytes();
    let mut json_body = None;
    let mut files = Vec::new();
    for part in split_bytes(body, delimiter).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(head_end) = find_bytes(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]);
        let data = &part[head_end + 4..];
        let mut field = String::new();
        let mut filename = None;
        let mut part_type = None;
        for line in head.lines() {
            let (name, value) = line.split_once(':').unwrap_or((line, ""));
            if name.trim().eq_ignore_ascii_case("content-disposition") {
                for parameter in value.split(';').map(str::trim) {
                    if let Some(value) = parameter.strip_prefix("name=") {
                        value.trim_matches('"').clone_into(&mut field);
                    } else if let Some(value) = parameter.strip_prefix("filename=") {
                        filename = Some(value.trim_matches('"').to_owned());
                    }
                }
            } else if name.trim().eq_ignore_ascii_case("content-type") {
                part_type = Some(value.trim().to_owned());
            }
        }
        if field == "payload_json" {
            json_body = serde_json::from_slice(data).ok();
        } else {
            files.push(RecordedFile {
                field,
                filename,
                content_type: part_type,
                data: data.to_vec(),
            });
        }
    }
    (json_body, files)
}

fn find_bytes(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

fn split_bytes<'b>(mut haystack: &'b [u8], delimiter: &[u8]) -> Vec<&'b [u8]> {
    let mut parts = Vec::new();
    while let Some(position) = find_bytes(haystack, delimiter) {
        parts.push(&haystack[..position]);
        haystack = &haystack[position + delimiter.len()..];
    }
    parts.push(haystack);
    parts
}

// ---------------------------------------------------------------------------------------------
// Gateway
// ---------------------------------------------------------------------------------------------

async fn accept_gateway(inner: Arc<Inner>, listener: TcpListener) {
    while let Ok((stream, _)) = listener.accept().await {
        no_delay(&stream);
        let task = tokio::spawn(serve_gateway_connection(Arc::clone(&inner), stream));
        inner.track(task.abort_handle());
    }
}

enum Outgoing {
    Text(String),
    Close(u16, String),
}

async fn serve_gateway_connection(inner: Arc<Inner>, stream: TcpStream) {
    let target = Arc::new(Mutex::new(String::new()));
    let target_slot = Arc::clone(&target);
    #[allow(clippy::result_large_err)] // The error type is tungstenite's.
    let capture = move |request: &Request, response: Response| {
        *lock(&target_slot) = request.uri().to_string();
        Ok(response)
    };
    let Ok(websocket) = tokio_tungstenite::accept_hdr_async(stream, capture).await else {
        return;
    };
    let request_target = lock(&target).clone();
    let (mut sink, mut source) = websocket.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let connection = {
        let mut state = inner.state();
        state.connection_count += 1;
        let id = state.connection_count;
        state.connections.insert(
            id,
            Connection {
                tx,
                session: None,
                ready: false,
                request_target,
            },
        );
        id
    };
    inner.bump();

    let hello = json!({
        "op": 10,
        "d": {"heartbeat_interval": inner.config.heartbeat_interval.as_millis()},
    });
    let mut open = sink.send(WsMessage::Text(hello.to_string())).await.is_ok();
    while open {
        tokio::select! {
            incoming = source.next() => {
                let text = match incoming {
                    Some(Ok(WsMessage::Text(text))) => text,
                    Some(Ok(WsMessage::Binary(bytes))) => String::from_utf8_lossy(&bytes).into_owned(),
                    Some(Ok(WsMessage::Ping(_) | WsMessage::Pong(_) | WsMessage::Frame(_))) => continue,
                    Some(Ok(WsMessage::Close(_))) => {
                        // Completes the closing handshake the client started.
                        let _ = sink.close().await;
                        break;
                    }
                    Some(Err(_)) | None => break,
                };
                for outgoing in handle_gateway_payload(&inner, connection, &text) {
                    open = match outgoing {
                        Outgoing::Text(text) => sink.send(WsMessage::Text(text)).await.is_ok(),
                        Outgoing::Close(code, reason) => {
                            let _ = sink.send(close_message(code, reason)).await;
                            false
                        }
                    };
                    if !open {
                        break;
                    }
                }
            }
            command = rx.recv() => match command {
                Some(ConnCmd::Send(text)) => open = sink.send(WsMessage::Text(text)).await.is_ok(),
                Some(ConnCmd::Close(code, reason)) => {
                    let _ = sink.send(close_message(code, reason)).await;
                    open = false;
                }
                // Dropping both halves closes the TCP stream without a close frame.
                Some(ConnCmd::Abort) | None => open = false,
            },
        }
    }
    drop((sink, source));
    inner.state().connections.remove(&connection);
    inner.bump();
}

fn close_message(code: u16, reason: String) -> WsMessage {
    WsMessage::Close(Some(CloseFrame {
        code: CloseCode::from(code),
        reason: reason.into(),
    }))
}

fn handle_gateway_payload(inner: &Inner, connection: u64, text: &str) -> Vec<Outgoing> {
    let payload: Value =
        serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_owned()));
    let mut state = inner.state();
    state.gateway_payloads.push(GatewayPayload {
        connection,
        payload: payload.clone(),
    });
    let outgoing = match payload["op"].as_u64() {
        Some(1) => {
            state.heartbeats += 1;
            vec![Outgoing::Text(json!({"op": 11}).to_string())]
        }
        Some(2) => identify(inner, &mut state, connection, &payload["d"]),
        Some(6) => resume(&mut state, connection, &payload["d"]),
        _ => Vec::new(),
    };
    drop(state);
    inner.bump();
    outgoing
}

fn identify(inner: &Inner, state: &mut State, connection: u64, data: &Value) -> Vec<Outgoing> {
    let config = &inner.config;
    if let Some(expected) = &config.token {
        if strip_bot_prefix(data["token"].as_str().unwrap_or_default()) != expected {
            return vec![Outgoing::Close(4004, "Authentication failed.".to_owned())];
        }
    }
    let total = config.shard_count;
    let (shard, shard_total) = match &data["shard"] {
        Value::Null => (0, 1),
        value => (
            value[0].as_u64().unwrap_or(u64::MAX),
            value[1].as_u64().unwrap_or(0),
        ),
    };
    if shard_total != u64::from(total) || shard >= shard_total {
        return vec![Outgoing::Close(4010, "Invalid shard.".to_owned())];
    }
    let shard = shard as u32;
    let session_id = format!("fake-session-{}", state.sessions.len() + 1);
    state.sessions.insert(
        session_id.clone(),
        Session {
            shard,
            seq: 0,
            log: Vec::new(),
        },
    );
    let guilds: Vec<Value> = [config.guild_id]
        .into_iter()
        .filter(|guild| shard_of(*guild, total) == shard)
        .map(|guild| json!({"id": guild.to_string(), "unavailable": true}))
        .collect();
    let ready = json!({
        "v": 10,
        "user": bot_user_json(config),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": inner.gateway_url(),
        "shard": [shard, total],
        "application": {"id": config.application_id.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
    });
    validate_event("READY", &ready);
    let mut outgoing = vec![Outgoing::Text(state.session_frame(
        &session_id,
        "READY",
        &ready,
    ))];
    let (mine, others): (Vec<_>, Vec<_>) = std::mem::take(&mut state.pending)
        .into_iter()
        .partition(|(for_shard, _, _)| *for_shard == shard);
    state.pending = others;
    for (_, event_name, data) in mine {
        outgoing.push(Outgoing::Text(state.session_frame(
            &session_id,
            &event_name,
            &data,
        )));
    }
    attach(
        state,
        connection,
        &session_id,
        HandshakeKind::Identify,
        data,
    );
    outgoing
}

fn resume(state: &mut State, connection: u64, data: &Value) -> Vec<Outgoing> {
    let session_id = data["session_id"].as_str().unwrap_or_default().to_owned();
    let client_seq = data["seq"].as_u64().unwrap_or(0);
    let Some(session) = state.sessions.get(&session_id) else {
        return vec![Outgoing::Text(json!({"op": 9, "d": false}).to_string())];
    };
    let mut outgoing: Vec<Outgoing> = session
        .log
        .iter()
        .filter(|(seq, _)| *seq > client_seq)
        .map(|(_, frame)| Outgoing::Text(frame.clone()))
        .collect();
    outgoing.push(Outgoing::Text(state.session_frame(
        &session_id,
        "RESUMED",
        &json!({}),
    )));
    attach(state, connection, &session_id, HandshakeKind::Resume, data);
    outgoing
}

/// Makes `connection` the live connection of `session_id` and records the handshake.
fn attach(
    state: &mut State,
    connection: u64,
    session_id: &str,
    kind: HandshakeKind,
    payload: &Value,
) {
    for (id, other) in &mut state.connections {
        if *id != connection && other.session.as_deref() == Some(session_id) {
            other.ready = false;
        }
    }
    let Some(entry) = state.connections.get_mut(&connection) else {
        return;
    };
    entry.session = Some(session_id.to_owned());
    entry.ready = true;
    let request_target = entry.request_target.clone();
    if let Some(shard) = state.sessions.get(session_id).map(|session| session.shard) {
        state.current_sessions.insert(shard, session_id.to_owned());
    }
    let number = state.handshakes.len() + 1;
    state.handshakes.push(GatewayHandshake {
        number,
        connection,
        kind,
        session_id: session_id.to_owned(),
        payload: payload.clone(),
        request_target,
    });
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// The shard Discord sends a guild's events to: `(guild_id >> 22) % shard_count`.
#[must_use]
pub fn shard_of(guild_id: u64, shard_count: u32) -> u32 {
    ((guild_id >> 22) % u64::from(shard_count.max(1))) as u32
}

/// Panics unless serenity parses the dispatch into a known event. Serenity 0.12.5 turns a
/// malformed payload of a known event into `Event::Unknown` (its catch-all untagged variant),
/// which it drops with a mere DEBUG log, so a bad fake payload would otherwise only show up as
/// a timeout.
fn validate_event(event_name: &str, data: &Value) {
    use serenity::model::event::{Event, GatewayEvent};
    let frame = json!({"op": 0, "s": 1, "t": event_name, "d": data});
    let failure = match serde_json::from_value::<GatewayEvent>(frame) {
        Err(error) => error.to_string(),
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => precise_parse_error(event_name, data)
            .unwrap_or_else(|| "serenity does not know this event name".to_owned()),
        Ok(_) => return,
    };
    panic!("fake Discord: serenity cannot parse this {event_name} event: {failure}\n{data:#}");
}

/// Serenity's error for the payload of the events the fake builds itself.
fn precise_parse_error(event_name: &str, data: &Value) -> Option<String> {
    let data = data.clone();
    let result = match event_name {
        "INTERACTION_CREATE" => {
            serde_json::from_value::<serenity::model::application::Interaction>(data).map(drop)
        }
        "READY" => serde_json::from_value::<serenity::model::gateway::Ready>(data).map(drop),
        "MESSAGE_CREATE" => {
            serde_json::from_value::<serenity::model::channel::Message>(data).map(drop)
        }
        _ => return None,
    };
    result.err().map(|error| error.to_string())
}

/// Where the fake serves an injected attachment: `http://127.0.0.1:PORT/attachments/{id}/{name}`
/// (outside `/api/v10`, like Discord's CDN), with the file name percent-encoded.
fn upload_url(http_addr: SocketAddr, id: u64, filename: &str) -> String {
    format!(
        "http://{http_addr}/attachments/{id}/{}",
        encode_path_segment(filename)
    )
}

/// Percent-encodes everything except RFC 3986's unreserved characters.
fn encode_path_segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// The content type the fake gives an injected attachment: JSON for `*.json`, else opaque bytes.
fn upload_content_type(filename: &str) -> &'static str {
    let is_json = std::path::Path::new(filename)
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("json"));
    if is_json {
        "application/json"
    } else {
        "application/octet-stream"
    }
}

fn user_json(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "avatar": null,
        "bot": false,
    })
}

fn bot_user_json(config: &Config) -> Value {
    json!({
        "id": config.bot_user_id.to_string(),
        "username": config.bot_name,
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
    })
}

/// Applies the message fields of a create/edit body (`null` clears) to a stored message.
fn apply_edit(message: &mut Value, body: &Value, attachments: Option<Vec<Value>>) {
    if let Some(content) = body.get("content") {
        message["content"] = json!(content.as_str().unwrap_or_default());
    }
    for key in ["embeds", "components"] {
        if let Some(value) = body.get(key) {
            message[key] = if value.is_null() {
                json!([])
            } else {
                value.clone()
            };
        }
    }
    if let Some(flags) = body.get("flags").and_then(Value::as_u64) {
        message["flags"] = json!(flags);
    }
    if let Some(attachments) = attachments {
        message["attachments"] = Value::Array(attachments);
    }
    message["edited_timestamp"] = json!(now_timestamp());
}

fn has_custom_id(value: &Value, custom_id: &str) -> bool {
    match value {
        Value::Object(map) => {
            map.get("custom_id").and_then(Value::as_str) == Some(custom_id)
                || map.values().any(|value| has_custom_id(value, custom_id))
        }
        Value::Array(items) => items.iter().any(|value| has_custom_id(value, custom_id)),
        _ => false,
    }
}

/// Parses a snowflake given as a JSON string or number.
fn parse_id(value: &Value) -> Option<u64> {
    match value {
        Value::String(text) => text.parse().ok(),
        Value::Number(number) => number.as_u64(),
        _ => None,
    }
}

fn strip_bot_prefix(token: &str) -> &str {
    let token = token.trim();
    token.strip_prefix("Bot ").unwrap_or(token)
}

fn truncate(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

fn now_millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as u64)
}

/// The current UTC time as Discord writes it: `2024-05-01T12:34:56.789000+00:00`.
fn now_timestamp() -> String {
    let elapsed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let seconds = elapsed.as_secs();
    let (year, month, day) = civil_from_days(seconds / 86_400);
    let in_day = seconds % 86_400;
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:06}+00:00",
        in_day / 3600,
        in_day / 60 % 60,
        in_day % 60,
        elapsed.subsec_micros()
    )
}

/// Days since 1970-01-01 to a (year, month, day) date (Howard Hinnant's algorithm).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// Installs a `tracing` subscriber that prints through the test harness, filtered by
/// `RUST_LOG` (e.g. `RUST_LOG=serenity=debug`). Safe to call from every test.
pub fn init_test_tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
}
