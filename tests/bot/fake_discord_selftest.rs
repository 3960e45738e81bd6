//! Self-test of the fake Discord in `tests/support/fake_discord.rs`: a tiny poise bot, defined
//! here, runs against the fake through the real serenity client, and the tests check what the
//! fake saw.

use crate::support;

use std::sync::{Arc, Mutex};

use futures_util::{SinkExt, StreamExt};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use support::fake_discord::{
    CallbackKind, FakeDiscord, HandshakeKind, WebhookTarget, DEFAULT_CHANNEL_ID, DEFAULT_USER_ID,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// Upper bound for every wait; the happy paths take milliseconds.
const WAIT: Duration = Duration::from_secs(5);

type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// The test bot's user data: errors raised by commands or the event handler.
struct Data {
    errors: Arc<Mutex<Vec<String>>>,
}

/// Replies "pong" with an embed.
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    let embed = serenity::CreateEmbed::new()
        .title("Vault-Tec uplink")
        .description("Signal strength: nominal")
        .colour(0x00_ff_41)
        .field("Latency", "0 ms", true);
    ctx.send(poise::CreateReply::default().content("pong").embed(embed))
        .await?;
    Ok(())
}

#[allow(clippy::unused_async)] // poise awaits autocomplete callbacks.
async fn complete_item(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let partial = partial.to_lowercase();
    let choices = ["Nuka-Cola", "Nuka-Cola Quantum", "Stimpak", "RadAway"]
        .into_iter()
        .filter(|item| item.to_lowercase().starts_with(&partial))
        .map(serenity::AutocompleteChoice::from)
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Takes an item, with autocompletion.
#[poise::command(slash_command)]
async fn loot(
    ctx: Context<'_>,
    #[autocomplete = "complete_item"] item: String,
) -> Result<(), Error> {
    ctx.say(format!("You take the {item}.")).await?;
    Ok(())
}

/// Sends a message with a button; the click is handled in `on_event`.
#[poise::command(slash_command)]
async fn vault(ctx: Context<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("vault_open")
        .label("Open")
        .style(serenity::ButtonStyle::Primary);
    ctx.send(
        poise::CreateReply::default()
            .content("The vault door is sealed.")
            .components(vec![serenity::CreateActionRow::Buttons(vec![button])]),
    )
    .await?;
    Ok(())
}

/// Defers, follows up, then edits the follow-up.
#[poise::command(slash_command)]
async fn scavenge(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    let handle = ctx.say("Scavenging the ruins…").await?;
    handle
        .edit(
            ctx,
            poise::CreateReply::default().content("You found 3 bottle caps."),
        )
        .await?;
    Ok(())
}

/// Pings a user, allowing exactly that mention.
#[poise::command(slash_command)]
async fn greet(ctx: Context<'_>, user: serenity::User) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(format!("Welcome to the vault, <@{}>!", user.id))
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(vec![user.id])),
    )
    .await?;
    Ok(())
}

/// Command group.
#[allow(clippy::unused_async)] // poise commands are async.
#[poise::command(slash_command, subcommands("character_create"))]
async fn character(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Subcommand echoing its typed options and the caller's locale.
#[poise::command(slash_command, rename = "create")]
async fn character_create(
    ctx: Context<'_>,
    name: String,
    level: i64,
    carry_weight: f64,
    irradiated: bool,
) -> Result<(), Error> {
    ctx.say(format!(
        "{name} L{level} {carry_weight}lb irradiated={irradiated} locale={}",
        ctx.locale().unwrap_or("?")
    ))
    .await?;
    Ok(())
}

/// Downloads the attached file, replies with a copy of it, then follows up with a receipt file.
#[poise::command(slash_command)]
async fn archive(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), Error> {
    let bytes = file.download().await?;
    let copy = serenity::CreateAttachment::bytes(bytes.clone(), format!("copy-{}", file.filename));
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "Archived {} ({} bytes).",
                file.filename,
                bytes.len()
            ))
            .attachment(copy),
    )
    .await?;
    let receipt = serenity::CreateAttachment::bytes(
        format!("{} {}", file.id, file.size).into_bytes(),
        "receipt.txt",
    );
    ctx.send(poise::CreateReply::default().attachment(receipt))
        .await?;
    Ok(())
}

/// Requires Manage Server; poise refuses it to other members.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
async fn purge(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("Purged.").await?;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    match interaction {
        serenity::Interaction::Component(component) => {
            let content = match (&component.data.custom_id[..], &component.data.kind) {
                ("vault_open", serenity::ComponentInteractionDataKind::Button) => {
                    format!("The vault door rolls open for {}.", component.user.name)
                }
                ("perk_pick", serenity::ComponentInteractionDataKind::StringSelect { values }) => {
                    format!("Perks: {}", values.join(", "))
                }
                _ => return Ok(()),
            };
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .components(vec![]);
            component
                .create_response(
                    ctx,
                    serenity::CreateInteractionResponse::UpdateMessage(update),
                )
                .await?;
        }
        serenity::Interaction::Modal(modal) if modal.data.custom_id == "register" => {
            let fields: Vec<String> = modal
                .data
                .components
                .iter()
                .flat_map(|row| &row.components)
                .filter_map(|component| match component {
                    serenity::ActionRowComponent::InputText(input) => Some(format!(
                        "{}={}",
                        input.custom_id,
                        input.value.as_deref().unwrap_or_default()
                    )),
                    _ => None,
                })
                .collect();
            let reply = serenity::CreateInteractionResponseMessage::new()
                .content(format!("Registered {}", fields.join(" ")))
                .ephemeral(true);
            modal
                .create_response(ctx, serenity::CreateInteractionResponse::Message(reply))
                .await?;
        }
        _ => {}
    }
    Ok(())
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let failure = match &error {
        poise::FrameworkError::Command { error, ctx, .. } => Some((
            ctx.data(),
            format!("command {}: {error}", ctx.command().name),
        )),
        poise::FrameworkError::EventHandler {
            error, framework, ..
        } => Some((framework.user_data, format!("event handler: {error}"))),
        _ => None,
    };
    if let Some((data, message)) = failure {
        data.errors.lock().expect("errors lock").push(message);
    }
    if let Err(e) = poise::builtins::on_error(error).await {
        eprintln!("error while handling an error: {e}");
    }
}

/// The test bot: a serenity client with the poise framework, running in a task.
struct Bot {
    shard_manager: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    errors: Arc<Mutex<Vec<String>>>,
}

impl Bot {
    async fn start(fake: &FakeDiscord) -> Self {
        let errors = Arc::new(Mutex::new(Vec::new()));
        let data_errors = Arc::clone(&errors);
        let options = poise::FrameworkOptions {
            commands: vec![
                ping(),
                loot(),
                vault(),
                scavenge(),
                greet(),
                character(),
                purge(),
                archive(),
            ],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            // Replies carry no allowed_mentions unless a command sets them.
            allowed_mentions: None,
            ..Default::default()
        };
        let framework = poise::Framework::builder()
            .options(options)
            .setup(move |ctx, _ready, framework| {
                Box::pin(async move {
                    poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                    Ok(Data {
                        errors: data_errors,
                    })
                })
            })
            .build();
        let client = serenity::ClientBuilder::new_with_http(
            fake.http("fake-bot-token"),
            serenity::GatewayIntents::non_privileged(),
        )
        .framework(framework)
        .await
        .expect("build the serenity client");
        let shard_manager = Arc::clone(&client.shard_manager);
        let task = tokio::spawn(async move {
            let mut client = client;
            client.start().await
        });
        Self {
            shard_manager,
            task,
            errors,
        }
    }

    /// Starts the bot and waits until the fake has sent READY and the commands are registered.
    async fn start_ready(fake: &FakeDiscord) -> Self {
        let bot = Self::start(fake).await;
        fake.wait_ready(WAIT).await.expect("the bot connects");
        fake.wait_for_request(WAIT, |request| {
            request.method == "PUT" && request.route.ends_with("/commands")
        })
        .await
        .expect("the bot registers its commands");
        bot
    }

    fn assert_no_errors(&self) {
        let errors = self.errors.lock().expect("errors lock");
        assert!(errors.is_empty(), "the bot reported errors: {errors:#?}");
    }

    async fn stop(self) {
        self.assert_no_errors();
        self.shard_manager.shutdown_all().await;
        let finished = tokio::time::timeout(WAIT, self.task)
            .await
            .expect("the client stops")
            .expect("the client task does not panic");
        assert!(finished.is_ok(), "client ended with {finished:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_command_gets_a_reply_embed() {
    support::fake_discord::init_test_tracing();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake.slash_command("ping").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();

    assert_eq!(reply.kind(), CallbackKind::ChannelMessage);
    assert_eq!(reply.content(), Some("pong"));
    assert_eq!(
        reply.embeds(),
        [json!({
            "title": "Vault-Tec uplink",
            "description": "Signal strength: nominal",
            "color": 0x00_ff_41,
            "fields": [{"name": "Latency", "value": "0 ms", "inline": true}],
            "type": "rich",
        })]
    );
    assert!(!reply.is_ephemeral());
    assert!(
        reply.data().get("allowed_mentions").is_none(),
        "no allowed_mentions unless the bot sets them: {}",
        reply.data()
    );
    // The fake keeps the reply as a message.
    let message = reply.original_message.clone().expect("original message");
    assert_eq!(message["content"], "pong");
    assert_eq!(message["channel_id"], DEFAULT_CHANNEL_ID.to_string());

    // Start-up traffic: gateway URL, owners, registration of all commands.
    let requests = fake.requests();
    let routes: Vec<String> = requests
        .iter()
        .map(|request| format!("{} {}", request.method, request.route))
        .collect();
    assert!(routes.contains(&"GET /gateway".to_owned()), "{routes:?}");
    assert!(
        routes.contains(&"GET /oauth2/applications/@me".to_owned()),
        "{routes:?}"
    );
    let commands = fake.global_commands().expect("registered globally");
    let names: Vec<&str> = commands
        .as_array()
        .expect("array of commands")
        .iter()
        .filter_map(|command| command["name"].as_str())
        .collect();
    assert_eq!(
        names,
        [
            "ping",
            "loot",
            "vault",
            "scavenge",
            "greet",
            "character",
            "purge",
            "archive"
        ]
    );
    assert!(fake.unknown_requests().is_empty(), "{routes:?}");

    // The handshake: serenity asks for API v10 and identifies with its token.
    let handshake = &fake.handshakes()[0];
    assert_eq!(handshake.kind, HandshakeKind::Identify);
    assert_eq!(handshake.request_target, "/?v=10");
    assert_eq!(handshake.payload["token"], "Bot fake-bot-token");
    let callback = requests
        .iter()
        .find(|request| request.route.ends_with("/callback"))
        .expect("callback request");
    assert_eq!(callback.header("authorization"), Some("Bot fake-bot-token"));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_returns_the_matching_choices() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake.autocomplete("loot").focused("item", "nuka").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();

    assert_eq!(reply.kind(), CallbackKind::AutocompleteResult);
    assert_eq!(
        reply.choices(),
        [
            ("Nuka-Cola".to_owned(), json!("Nuka-Cola")),
            ("Nuka-Cola Quantum".to_owned(), json!("Nuka-Cola Quantum")),
        ]
    );

    // The chosen value then runs the command.
    let id = fake.slash_command("loot").option("item", "Stimpak").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("You take the Stimpak."));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_click_is_handled_by_the_event_handler_and_updates_the_message() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake.slash_command("vault").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("The vault door is sealed."));
    assert_eq!(
        reply.components(),
        [json!({"type": 1, "components": [
            {"type": 2, "style": 1, "custom_id": "vault_open", "label": "Open", "disabled": false}
        ]})]
    );
    let message_id = reply.original_message_id().expect("reply message");

    // The click targets the bot's message with that button.
    let click = fake
        .button_click("vault_open")
        .user(DEFAULT_USER_ID + 1, "nick_valentine")
        .send();
    let update = fake.wait_for_response(click, WAIT).await.unwrap();

    assert_eq!(update.kind(), CallbackKind::UpdateMessage);
    assert_eq!(
        update.content(),
        Some("The vault door rolls open for nick_valentine.")
    );
    assert_eq!(update.components(), [] as [Value; 0]);
    assert_eq!(update.original_message_id(), Some(message_id));
    let message = fake.message(message_id).expect("stored message");
    assert_eq!(
        message["content"],
        "The vault door rolls open for nick_valentine."
    );
    assert_eq!(message["components"], json!([]));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_reply_is_followed_up_and_edited() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake.slash_command("scavenge").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(reply.kind(), CallbackKind::DeferredChannelMessage);

    let calls = fake.wait_for_webhook_calls(id, 2, WAIT).await.unwrap();
    assert_eq!(calls.len(), 2, "{calls:#?}");
    assert_eq!(calls[0].method, "POST");
    assert_eq!(calls[0].target, WebhookTarget::NewFollowup);
    assert_eq!(calls[0].content(), Some("Scavenging the ruins…"));
    assert_eq!(calls[0].status, 200);
    let message_id = calls[0].message_id.expect("follow-up message");
    assert_eq!(calls[1].method, "PATCH");
    assert_eq!(calls[1].target, WebhookTarget::Message(message_id));
    assert_eq!(calls[1].content(), Some("You found 3 bottle caps."));
    assert_eq!(calls[1].status, 200);

    // The first follow-up after a deferral fills the "thinking" message, like on Discord.
    let token = fake.interaction_token(id).expect("token");
    let first = fake.wait_for_followup(&token, WAIT).await.unwrap();
    assert_eq!(first.message_id, Some(message_id));
    let response = fake.response(id).expect("response");
    assert_eq!(response.original_message_id(), Some(message_id));
    let message = response.original_message.expect("original message");
    assert_eq!(message["content"], "You found 3 bottle caps.");
    assert_eq!(message["flags"], 0, "the loading flag is cleared");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_a_dropped_gateway_connection_and_still_answers() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;
    let id = fake.slash_command("ping").send();
    fake.wait_for_response(id, WAIT).await.unwrap();
    let sequence_before = fake.last_sequence();

    let started = Instant::now();
    assert!(fake.drop_gateway_connection());
    // Sent while the bot is disconnected: delivered when it resumes.
    let during_outage = fake.slash_command("ping").send();
    let resumed = fake.wait_for_handshake(2, WAIT).await.unwrap();

    assert_eq!(resumed.kind, HandshakeKind::Resume);
    assert_eq!(resumed.session_id, fake.handshakes()[0].session_id);
    assert_eq!(resumed.payload["seq"], sequence_before);
    let reply = fake.wait_for_response(during_outage, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("pong"));

    let after = fake.slash_command("ping").send();
    let reply = fake.wait_for_response(after, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("pong"));
    // Prompt: well under the seconds a human would notice, even on a loaded machine.
    assert!(started.elapsed() < Duration::from_secs(5));
    // READY, ping, ping during the outage, RESUMED, ping.
    assert_eq!(fake.last_sequence(), 5);
    fake.wait_for_open_connections(1, WAIT).await.unwrap();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_identifies_again_on_the_same_fake() {
    let fake = FakeDiscord::start().await;
    let first = Bot::start_ready(&fake).await;
    let id = fake.slash_command("ping").send();
    fake.wait_for_response(id, WAIT).await.unwrap();
    first.stop().await;

    let second = Bot::start(&fake).await;
    let handshake = fake.wait_for_handshake(2, WAIT).await.unwrap();
    assert_eq!(handshake.kind, HandshakeKind::Identify);
    assert_ne!(handshake.session_id, fake.handshakes()[0].session_id);
    fake.wait_ready(WAIT).await.unwrap();

    let id = fake.slash_command("ping").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("pong"));
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn allowed_mentions_are_in_the_reply_body_when_the_bot_sets_them() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;
    let mentioned = DEFAULT_USER_ID + 7;

    let id = fake
        .slash_command("greet")
        .user_option("user", mentioned, "piper")
        .send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();

    assert_eq!(
        reply.content(),
        Some(format!("Welcome to the vault, <@{mentioned}>!").as_str())
    );
    assert_eq!(
        reply.data()["allowed_mentions"],
        json!({"parse": [], "users": [mentioned.to_string()], "roles": []})
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_subcommand_receives_typed_options_and_the_locale() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake
        .slash_command("character create")
        .option("name", "Ada")
        .option("level", 3)
        .option("carry_weight", 210.5)
        .option("irradiated", true)
        .locale("zh-CN")
        .send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();

    assert_eq!(
        reply.content(),
        Some("Ada L3 210.5lb irradiated=true locale=zh-CN")
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn member_permissions_from_the_interaction_are_enforced() {
    const MANAGE_GUILD: u64 = 1 << 5;
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let refused = fake.slash_command("purge").send();
    let reply = fake.wait_for_response(refused, WAIT).await.unwrap();
    assert!(reply.is_ephemeral());
    assert!(
        reply
            .content()
            .is_some_and(|text| text.contains("lacking permissions")),
        "{reply:?}"
    );

    let allowed = fake.slash_command("purge").permissions(MANAGE_GUILD).send();
    let reply = fake.wait_for_response(allowed, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("Purged."));
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_calls_are_recorded_and_answered_like_discord() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");

    // Unknown route: 404 with a Discord error body, recorded.
    let error = http
        .get_guild(serenity::GuildId::new(42))
        .await
        .expect_err("no handler for guilds");
    assert!(error.to_string().contains("no handler"), "{error}");
    let unknown = fake.unknown_requests();
    assert_eq!(unknown.len(), 1);
    assert_eq!(unknown[0].route, "/guilds/42");

    // Channel messages are stored and can be edited.
    let channel = serenity::ChannelId::new(DEFAULT_CHANNEL_ID);
    let sent = channel
        .send_message(
            &http,
            serenity::CreateMessage::new().content("War never changes."),
        )
        .await
        .expect("send a channel message");
    let edited = channel
        .edit_message(
            &http,
            sent.id,
            serenity::EditMessage::new().content("War. War never changes."),
        )
        .await
        .expect("edit it");
    assert_eq!(edited.content, "War. War never changes.");
    assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID).len(), 1);

    // Overrides simulate failures.
    fake.override_route(
        "POST",
        "/channels/",
        500,
        json!({"code": 0, "message": "500: Internal Server Error"}),
        Some(1),
    );
    assert!(channel.say(&http, "first").await.is_err());
    assert!(channel.say(&http, "second").await.is_ok());

    // Attachments go out as multipart: the JSON part and the files are both recorded.
    let sheet = serenity::CreateAttachment::bytes(b"STR 6 PER 7".to_vec(), "sheet.txt");
    let with_file = channel
        .send_files(
            &http,
            [sheet],
            serenity::CreateMessage::new().content("Character sheet"),
        )
        .await
        .expect("send a file");
    assert_eq!(with_file.attachments[0].filename, "sheet.txt");
    assert_eq!(with_file.attachments[0].size, 11);
    let upload = fake.requests().pop().expect("the upload");
    assert!(upload
        .header("content-type")
        .is_some_and(|value| value.starts_with("multipart/form-data")));
    assert_eq!(
        upload.body.as_ref().expect("payload_json")["content"],
        "Character sheet"
    );
    assert_eq!(upload.files[0].filename.as_deref(), Some("sheet.txt"));
    assert_eq!(upload.files[0].data, b"STR 6 PER 7");

    // Chunked request bodies are decoded.
    let mut raw = tokio::net::TcpStream::connect(fake.api_base().trim_start_matches("http://"))
        .await
        .expect("connect to the fake");
    let chunked = "POST /api/v10/channels/7/messages HTTP/1.1\r\nhost: fake\r\n\
        content-type: application/json\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n\
        9\r\n{\"content\r\n8\r\n\": \"Hi\"}\r\n0\r\n\r\n";
    raw.write_all(chunked.as_bytes()).await.expect("send");
    let mut answer = String::new();
    raw.read_to_string(&mut answer).await.expect("answer");
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
    let recorded = fake.requests().pop().expect("chunked request");
    assert_eq!(recorded.body, Some(json!({"content": "Hi"})));

    // A second acknowledgement of the same interaction is refused, like on Discord.
    let id = fake.slash_command("ping").send();
    let token = fake.interaction_token(id).expect("token");
    let interaction = serenity::InteractionId::new(id);
    let defer = json!({"type": 5});
    http.create_interaction_response(interaction, &token, &defer, vec![])
        .await
        .expect("first acknowledgement");
    let again = http
        .create_interaction_response(interaction, &token, &defer, vec![])
        .await
        .expect_err("second acknowledgement");
    assert!(
        again.to_string().contains("already been acknowledged"),
        "{again}"
    );
    let response = fake.response(id).expect("response");
    assert_eq!(response.kind(), CallbackKind::DeferredChannelMessage);
    assert_eq!(response.rejected_callbacks, [defer]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_select_menu_and_a_modal_submission_reach_the_event_handler() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    // A select menu on a message the bot never sent: the fake makes one up.
    let pick = fake
        .select_menu("perk_pick", &["Toughness", "Lead Belly"])
        .message(4242)
        .send();
    let update = fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(update.kind(), CallbackKind::UpdateMessage);
    assert_eq!(update.content(), Some("Perks: Toughness, Lead Belly"));
    assert_eq!(
        fake.message(4242).unwrap()["content"],
        "Perks: Toughness, Lead Belly"
    );

    let submit = fake
        .modal_submit("register")
        .field("name", "Ada")
        .field("vault", "111")
        .send();
    let reply = fake.wait_for_response(submit, WAIT).await.unwrap();
    assert_eq!(reply.kind(), CallbackKind::ChannelMessage);
    assert_eq!(reply.content(), Some("Registered name=Ada vault=111"));
    assert!(reply.is_ephemeral());
    let stored = fake
        .wait_for_message(WAIT, |message| {
            message["content"] == "Registered name=Ada vault=111"
        })
        .await
        .unwrap();
    assert_eq!(stored["flags"], 64);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_works_in_direct_messages() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    let id = fake.slash_command("ping").in_dm().send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();

    assert_eq!(reply.content(), Some("pong"));
    let message = reply.original_message.expect("original message");
    assert!(message.get("guild_id").is_none(), "{message}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heartbeats_are_acknowledged_without_reconnecting() {
    let fake = FakeDiscord::builder()
        .heartbeat_interval(Duration::from_millis(100))
        .start()
        .await;
    let bot = Bot::start_ready(&fake).await;

    fake.wait_for_heartbeats(2, WAIT).await.unwrap();
    let heartbeat = fake
        .wait_for_gateway_payload(WAIT, |payload| payload.payload["op"] == 1)
        .await
        .unwrap();

    // Serenity heartbeats with the last sequence number it saw (READY is 1).
    assert_eq!(heartbeat.payload["d"], 1);
    assert_eq!(fake.handshakes().len(), 1, "no reconnect");
    fake.wait_for_open_connections(1, WAIT).await.unwrap();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_a_reconnect_request_or_a_close_frame() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;

    assert!(fake.request_reconnect());
    let second = fake.wait_for_handshake(2, WAIT).await.unwrap();
    assert_eq!(second.kind, HandshakeKind::Resume);

    fake.wait_ready(WAIT).await.unwrap();
    assert!(fake.close_gateway_connection(4000, "unknown error"));
    let third = fake.wait_for_handshake(3, WAIT).await.unwrap();
    assert_eq!(third.kind, HandshakeKind::Resume);
    assert_eq!(third.session_id, second.session_id);

    let id = fake.slash_command("ping").send();
    let reply = fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(reply.content(), Some("pong"));
    bot.stop().await;
}

#[tokio::test]
#[should_panic(expected = "serenity cannot parse")]
async fn a_malformed_dispatch_is_refused_instead_of_silently_dropped() {
    let fake = FakeDiscord::start().await;
    fake.dispatch("INTERACTION_CREATE", json!({"type": 2, "id": "1"}));
}

/// A plain HTTP/1.1 GET to the fake: the status line, the lower-cased headers and the body.
async fn raw_get(fake: &FakeDiscord, path: &str) -> (String, Vec<(String, String)>, Vec<u8>) {
    let mut stream = tokio::net::TcpStream::connect(fake.api_base().trim_start_matches("http://"))
        .await
        .expect("connect to the fake");
    let request = format!("GET {path} HTTP/1.1\r\nhost: fake\r\nconnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("answer");
    let head_end = answer
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8(answer[..head_end].to_vec()).expect("ASCII head");
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap_or_default().to_owned();
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_owned()))
        .collect();
    (status, headers, answer[head_end + 4..].to_vec())
}

/// The next text frame of a raw gateway client, as JSON.
async fn next_json(gateway: &mut RawGateway) -> Value {
    loop {
        let message = tokio::time::timeout(WAIT, gateway.next())
            .await
            .expect("a gateway frame in time")
            .expect("the gateway stays open")
            .expect("a websocket message");
        if let WsMessage::Text(text) = message {
            return serde_json::from_str(&text).expect("JSON frame");
        }
    }
}

type RawGateway =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn header<'h>(headers: &'h [(String, String)], name: &str) -> Option<&'h str> {
    headers
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachment_option_reaches_a_raw_client_and_its_file_is_served() {
    let fake = FakeDiscord::start().await;

    // A bare gateway client: HELLO, IDENTIFY, READY.
    let (mut gateway, _) = tokio_tungstenite::connect_async(fake.gateway_url())
        .await
        .expect("connect to the fake gateway");
    assert_eq!(next_json(&mut gateway).await["op"], 10, "HELLO");
    let identify = json!({"op": 2, "d": {"token": "Bot raw-client", "intents": 0,
        "properties": {"os": "linux", "browser": "raw", "device": "raw"}}});
    gateway
        .send(WsMessage::Text(identify.to_string()))
        .await
        .expect("send IDENTIFY");
    assert_eq!(next_json(&mut gateway).await["t"], "READY");

    let campaign = br#"{"name":"Commonwealth","sessions":3}"#.to_vec();
    // Not UTF-8, and a name that needs percent-encoding in the URL.
    let map: Vec<u8> = vec![0x00, 0xff, 0x10, 0x80, b'\r', b'\n', 0x7f];
    let interaction = fake
        .slash_command("campaign import")
        .attachment_option("file", "campaign.json", campaign.clone())
        .attachment_option("map", "vault 111.bin", map.clone())
        .option("merge", true)
        .send();
    let frame = next_json(&mut gateway).await;
    assert_eq!(frame["t"], "INTERACTION_CREATE");
    let payload = frame["d"].clone();
    assert_eq!(payload["id"], interaction.to_string());
    let data = &payload["data"];
    let subcommand = &data["options"][0];
    assert_eq!(subcommand["name"], "import");
    assert_eq!(subcommand["type"], 1);
    let options = subcommand["options"].as_array().expect("leaf options");
    assert_eq!(options.len(), 3, "{options:#?}");
    let file_id: u64 = options[0]["value"]
        .as_str()
        .expect("an attachment option's value is its id as a string")
        .parse()
        .expect("a snowflake");
    let map_id: u64 = options[1]["value"].as_str().unwrap().parse().unwrap();
    assert_ne!(file_id, map_id);
    assert_eq!(
        options[0],
        json!({"name": "file", "type": 11, "value": file_id.to_string()})
    );
    assert_eq!(
        options[1],
        json!({"name": "map", "type": 11, "value": map_id.to_string()})
    );
    assert_eq!(
        options[2],
        json!({"name": "merge", "type": 5, "value": true})
    );

    let file_url = fake.attachment_url(file_id, "campaign.json");
    let map_url = fake.attachment_url(map_id, "vault 111.bin");
    assert_eq!(
        file_url,
        format!("{}/attachments/{file_id}/campaign.json", fake.api_base())
    );
    assert_eq!(
        map_url,
        format!("{}/attachments/{map_id}/vault%20111.bin", fake.api_base())
    );
    assert_eq!(
        data["resolved"],
        json!({"attachments": {
            file_id.to_string(): {
                "id": file_id.to_string(),
                "filename": "campaign.json",
                "size": campaign.len(),
                "url": file_url,
                "proxy_url": file_url,
                "content_type": "application/json",
                "ephemeral": true,
            },
            map_id.to_string(): {
                "id": map_id.to_string(),
                "filename": "vault 111.bin",
                "size": map.len(),
                "url": map_url,
                "proxy_url": map_url,
                "content_type": "application/octet-stream",
                "ephemeral": true,
            },
        }})
    );

    // Serenity 0.12.5 accepts the payload and resolves the option to the attachment.
    let parsed: serenity::Interaction =
        serde_json::from_value(payload).expect("serenity parses the interaction");
    let serenity::Interaction::Command(command) = parsed else {
        panic!("not a command interaction: {parsed:?}");
    };
    let resolved = command.data.options();
    let serenity::ResolvedValue::SubCommand(leaf) = &resolved[0].value else {
        panic!("not a subcommand: {resolved:?}");
    };
    let serenity::ResolvedValue::Attachment(attachment) = leaf[0].value else {
        panic!("not a resolved attachment: {leaf:?}");
    };
    assert_eq!(attachment.id.get(), file_id);
    assert_eq!(attachment.filename, "campaign.json");
    assert_eq!(attachment.size as usize, campaign.len());
    assert_eq!(attachment.content_type.as_deref(), Some("application/json"));
    assert!(attachment.ephemeral);

    // Serenity's own download (a plain GET of `url`) gets the bytes back.
    assert_eq!(attachment.download().await.expect("download"), campaign);

    // A plain HTTP client sees the status, content type and length, with no token.
    let path = format!("/attachments/{map_id}/vault%20111.bin");
    let (status, headers, body) = raw_get(&fake, &path).await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert_eq!(
        header(&headers, "content-type"),
        Some("application/octet-stream")
    );
    assert_eq!(
        header(&headers, "content-length"),
        Some(map.len().to_string().as_str())
    );
    assert_eq!(body, map);
    let (status, headers, body) =
        raw_get(&fake, &format!("/attachments/{file_id}/campaign.json")).await;
    assert_eq!(status, "HTTP/1.1 200 OK");
    assert_eq!(header(&headers, "content-type"), Some("application/json"));
    assert_eq!(body, campaign);

    // Unknown ids and other file names are 404s.
    let (status, _, _) = raw_get(&fake, "/attachments/42/campaign.json").await;
    assert_eq!(status, "HTTP/1.1 404 Not Found");
    let (status, _, _) = raw_get(&fake, &format!("/attachments/{file_id}/other.json")).await;
    assert_eq!(status, "HTTP/1.1 404 Not Found");

    // Every download is in the request log.
    let downloads: Vec<(String, String, u16)> = fake
        .requests()
        .into_iter()
        .filter(|request| request.path.starts_with("/attachments/"))
        .map(|request| (request.method, request.route, request.status))
        .collect();
    assert_eq!(
        downloads,
        [
            (
                "GET".into(),
                format!("/attachments/{file_id}/campaign.json"),
                200
            ),
            ("GET".into(), path, 200),
            (
                "GET".into(),
                format!("/attachments/{file_id}/campaign.json"),
                200
            ),
            ("GET".into(), "/attachments/42/campaign.json".into(), 404),
            (
                "GET".into(),
                format!("/attachments/{file_id}/other.json"),
                404
            ),
        ]
    );
    assert!(fake.unknown_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_multi_megabyte_attachment_is_served_whole_in_chunks() {
    let fake = FakeDiscord::start().await;
    // A Foundry pack's size: 6 MiB of bytes that differ along the file, so
    // a chunk out of place would show.
    let pack: Vec<u8> = (0..6 * 1024 * 1024u32).map(|i| (i % 251) as u8).collect();
    let file_id = 4_242_424_242_424_242_424;
    fake.slash_command("homebrew import")
        .option(
            "file",
            support::fake_discord::OptionValue::Attachment {
                id: file_id,
                filename: "pack.json".into(),
                bytes: pack.clone(),
                size: None,
            },
        )
        .send();
    let upload = fake.requests().len();
    // Read as the bot reads it: a streamed body, chunk by chunk.
    let mut response = reqwest::get(fake.attachment_url(file_id, "pack.json"))
        .await
        .expect("served");
    assert_eq!(response.status(), 200);
    assert_eq!(response.content_length(), Some(pack.len() as u64));
    let mut body = Vec::new();
    let mut chunks = 0;
    while let Some(chunk) = response.chunk().await.expect("a chunk") {
        body.extend_from_slice(&chunk);
        chunks += 1;
    }
    assert!(chunks > 1, "{chunks}");
    assert_eq!(body.len(), pack.len());
    assert!(body == pack, "the bytes came back as they were");
    assert_eq!(fake.requests().len(), upload + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_downloads_an_attachment_option_and_its_reply_files_are_recorded() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;
    let sheet = br#"{"name":"Nora","level":4}"#.to_vec();

    let id = fake
        .slash_command("archive")
        .attachment_option("file", "nora.json", sheet.clone())
        .send();
    fake.wait_for_response(id, WAIT).await.unwrap();
    fake.wait_for_webhook_calls(id, 1, WAIT).await.unwrap();
    let reply = fake.response(id).expect("the response with its follow-up");

    assert_eq!(reply.content(), Some("Archived nora.json (25 bytes)."));
    let download = fake
        .requests()
        .into_iter()
        .find(|request| request.path.starts_with("/attachments/"))
        .expect("the bot downloaded the file");
    assert_eq!(download.method, "GET");
    assert_eq!(download.status, 200);
    assert!(download.route.ends_with("/nora.json"), "{}", download.route);
    assert_eq!(download.header("authorization"), None);

    // The reply's file came with the multipart callback, the receipt with the follow-up.
    assert_eq!(reply.callback_files.len(), 1);
    let files = reply.files();
    let names: Vec<Option<&str>> = files.iter().map(|file| file.filename.as_deref()).collect();
    assert_eq!(names, [Some("copy-nora.json"), Some("receipt.txt")]);
    assert_eq!(reply.file("copy-nora.json").expect("the copy").data, sheet);
    let attachment_id = download.route.split('/').nth(2).expect("id segment");
    assert_eq!(
        reply.file("receipt.txt").expect("the receipt").data,
        format!("{attachment_id} 25").into_bytes()
    );
    assert_eq!(reply.webhook_calls[0].files.len(), 1);
    assert!(fake.unknown_requests().is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attachment_can_claim_another_size_than_the_bytes_it_serves() {
    let fake = FakeDiscord::start().await;
    let bot = Bot::start_ready(&fake).await;
    let bytes = vec![b'x'; 300];

    let id = fake
        .slash_command("archive")
        .attachment_option_sized("file", "big.json", bytes.clone(), 12)
        .send();
    fake.wait_for_response(id, WAIT).await.unwrap();
    fake.wait_for_webhook_calls(id, 1, WAIT).await.unwrap();
    let reply = fake.response(id).expect("the response with its follow-up");

    // The bot read every byte the CDN served, though `size` said 12.
    assert_eq!(reply.content(), Some("Archived big.json (300 bytes)."));
    let receipt = String::from_utf8(reply.file("receipt.txt").expect("the receipt").data.clone())
        .expect("text");
    assert!(receipt.ends_with(" 12"), "{receipt}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_discord_refuses_are_refused_and_change_nothing() {
    let fake = FakeDiscord::builder().upload_limit(100).start().await;
    let http = fake.http("fake-bot-token");
    let channel = serenity::ChannelId::new(DEFAULT_CHANNEL_ID);
    let file = |name: &str, len: usize| serenity::CreateAttachment::bytes(vec![b'a'; len], name);

    // Eleven files: 400, 50035, under `files`.
    let eleven: Vec<_> = (0..11).map(|n| file(&format!("f{n}.txt"), 1)).collect();
    let error = channel
        .send_files(
            &http,
            eleven,
            serenity::CreateMessage::new().content("many"),
        )
        .await
        .expect_err("more than ten files");
    assert!(error.to_string().contains("Invalid Form Body"), "{error}");
    let refused = fake.requests().pop().expect("the upload");
    assert_eq!(refused.status, 400);
    let errors = &refused.error.as_ref().expect("an error body")["errors"];
    assert_eq!(
        errors["files"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );

    // An empty file among good ones: 400, 50035, under `files.1`.
    let error = channel
        .send_files(
            &http,
            [file("a.txt", 3), file("empty.txt", 0)],
            serenity::CreateMessage::new().content("empty"),
        )
        .await
        .expect_err("an empty file");
    assert!(error.to_string().contains("Invalid Form Body"), "{error}");
    let refused = fake.requests().pop().expect("the upload");
    let errors = &refused.error.as_ref().expect("an error body")["errors"];
    assert_eq!(
        errors["files"]["1"]["_errors"][0]["code"],
        "BASE_TYPE_REQUIRED"
    );
    assert!(errors["files"].get("0").is_none(), "{errors}");

    // Files together over the upload limit: 413, 40005, even when each is under it.
    channel
        .send_files(
            &http,
            [file("a.txt", 60), file("b.txt", 41)],
            serenity::CreateMessage::new(),
        )
        .await
        .expect_err("over the upload limit");
    let refused = fake.requests().pop().expect("the upload");
    assert_eq!(refused.status, 413);
    assert_eq!(
        refused.error.as_ref().expect("an error body")["code"],
        40_005
    );

    // Nothing was stored, and each refusal is listed.
    assert!(fake.channel_messages(DEFAULT_CHANNEL_ID).is_empty());
    assert_eq!(fake.rejected_requests().len(), 3);

    // Exactly at the limit, and a message with nothing but a file, is accepted.
    let sent = channel
        .send_files(
            &http,
            [file("a.txt", 60), file("b.txt", 40)],
            serenity::CreateMessage::new(),
        )
        .await
        .expect("a message with only files");
    assert_eq!(sent.attachments.len(), 2);
    assert_eq!(sent.content, "");
    assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID).len(), 1);
    assert_eq!(fake.rejected_requests().len(), 3);
}

// ---------------------------------------------------------------------------------------------
// Discord's limits
// ---------------------------------------------------------------------------------------------

/// A string of `n` ASCII letters.
fn a(n: usize) -> String {
    "a".repeat(n)
}

/// A string of `n` copies of 😀, which is 1 `char`, 4 UTF-8 bytes and 2 UTF-16 code units.
fn grin(n: usize) -> String {
    "😀".repeat(n)
}

/// Discord's error leaf for a string or list longer than `max`.
fn max_length(max: usize) -> Value {
    json!({"_errors": [{
        "code": "BASE_TYPE_MAX_LENGTH",
        "message": format!("Must be {max} or fewer in length."),
    }]})
}

/// Discord's error leaf for a string outside `min..=max`.
fn bad_length(min: usize, max: usize) -> Value {
    json!({"_errors": [{
        "code": "BASE_TYPE_BAD_LENGTH",
        "message": format!("Must be between {min} and {max} in length."),
    }]})
}

/// Discord's error leaf for a missing or empty value.
fn required() -> Value {
    json!({"_errors": [{"code": "BASE_TYPE_REQUIRED", "message": "This field is required"}]})
}

/// `leaf` nested under the dot-separated JSON `path`, like Discord's `errors` object.
fn nest(path: &str, leaf: Value) -> Value {
    path.rsplit('.')
        .filter(|key| !key.is_empty())
        .fold(leaf, |inner, key| json!({ key: inner }))
}

/// The whole 400 body of a refusal with these `errors`.
fn invalid_form_body(errors: &Value) -> Value {
    json!({"code": 50035, "errors": errors, "message": "Invalid Form Body"})
}

/// An embed with just a description.
fn described(description: &str) -> Value {
    json!({"description": description})
}

/// An embed with `n` fields named and valued "f".
fn with_fields(n: usize) -> Value {
    let fields: Vec<Value> = (0..n)
        .map(|_| json!({"name": "f", "value": "f", "inline": true}))
        .collect();
    json!({"fields": fields})
}

fn button(custom_id: &str, label: &str) -> Value {
    json!({"type": 2, "style": 1, "custom_id": custom_id, "label": label})
}

fn row(components: &[Value]) -> Value {
    json!({"type": 1, "components": components})
}

fn buttons(n: usize) -> Vec<Value> {
    (0..n).map(|i| button(&format!("b{i}"), "B")).collect()
}

fn select(options: usize) -> Value {
    let options: Vec<Value> = (0..options)
        .map(|i| json!({"label": format!("o{i}"), "value": format!("o{i}")}))
        .collect();
    json!({"type": 3, "custom_id": "pick", "options": options})
}

/// One limit of a message body: a body exactly at the limit (accepted), one just over it
/// (refused) and the `errors` object Discord answers for the latter, relative to the body.
struct Case {
    what: &'static str,
    at_limit: Value,
    over: Value,
    errors: Value,
}

fn case(what: &'static str, at_limit: Value, over: Value, errors: Value) -> Case {
    Case {
        what,
        at_limit,
        over,
        errors,
    }
}

/// Every limit on a create or edit message body.
#[allow(clippy::too_many_lines)] // One table.
fn message_cases() -> Vec<Case> {
    let field = |name: &str, value: &str| json!({"fields": [{"name": name, "value": value}]});
    vec![
        case(
            "content",
            json!({"content": a(2000)}),
            json!({"content": a(2001)}),
            nest("content", max_length(2000)),
        ),
        case(
            "content counted in UTF-16 code units",
            json!({"content": grin(1000)}),
            json!({"content": format!("{}a", grin(1000))}),
            nest("content", max_length(2000)),
        ),
        case(
            "number of embeds",
            json!({"embeds": vec![described("e"); 10]}),
            json!({"embeds": vec![described("e"); 11]}),
            nest("embeds", max_length(10)),
        ),
        case(
            "embed title",
            json!({"embeds": [{"title": a(256)}]}),
            json!({"embeds": [{"title": a(257)}]}),
            nest("embeds.0.title", max_length(256)),
        ),
        case(
            "embed title counted in UTF-16 code units",
            json!({"embeds": [{"title": grin(128)}]}),
            json!({"embeds": [{"title": format!("{}a", grin(128))}]}),
            nest("embeds.0.title", max_length(256)),
        ),
        case(
            "embed description",
            json!({"embeds": [described(&a(4096))]}),
            json!({"embeds": [described("ok"), described(&a(4097))]}),
            nest("embeds.1.description", max_length(4096)),
        ),
        case(
            "number of fields",
            json!({"embeds": [with_fields(25)]}),
            json!({"embeds": [with_fields(26)]}),
            nest("embeds.0.fields", max_length(25)),
        ),
        case(
            "field name",
            json!({"embeds": [field(&a(256), "v")]}),
            json!({"embeds": [field(&a(257), "v")]}),
            nest("embeds.0.fields.0.name", max_length(256)),
        ),
        case(
            "empty field name",
            json!({"embeds": [field("n", "v")]}),
            json!({"embeds": [field("", "v")]}),
            nest("embeds.0.fields.0.name", required()),
        ),
        case(
            "field value",
            json!({"embeds": [field("n", &a(1024))]}),
            json!({"embeds": [field("n", &a(1025))]}),
            nest("embeds.0.fields.0.value", max_length(1024)),
        ),
        case(
            "field value counted in UTF-16 code units",
            json!({"embeds": [field("n", &grin(512))]}),
            json!({"embeds": [field("n", &format!("{}a", grin(512)))]}),
            nest("embeds.0.fields.0.value", max_length(1024)),
        ),
        case(
            "empty field value",
            json!({"embeds": [field("n", "v")]}),
            json!({"embeds": [field("n", "")]}),
            nest("embeds.0.fields.0.value", required()),
        ),
        case(
            "footer text",
            json!({"embeds": [{"footer": {"text": a(2048)}}]}),
            json!({"embeds": [{"footer": {"text": a(2049)}}]}),
            nest("embeds.0.footer.text", max_length(2048)),
        ),
        case(
            "author name",
            json!({"embeds": [{"author": {"name": a(256)}}]}),
            json!({"embeds": [{"author": {"name": a(257)}}]}),
            nest("embeds.0.author.name", max_length(256)),
        ),
        case(
            "6000 in total over all embeds",
            json!({"embeds": [
                {"title": a(200), "description": a(2800), "footer": {"text": a(100)}},
                {"author": {"name": a(100)}, "fields": [{"name": a(100), "value": a(700)}]},
                described(&a(2000)),
            ]}),
            json!({"embeds": [
                {"title": a(200), "description": a(2800), "footer": {"text": a(100)}},
                {"author": {"name": a(100)}, "fields": [{"name": a(100), "value": a(700)}]},
                described(&a(2001)),
            ]}),
            json!({"embeds": {"_errors": [{
                "code": "MAX_EMBED_SIZE_EXCEEDED",
                "message": "Embed size exceeds maximum size of 6000",
            }]}}),
        ),
        case(
            "6000 in total counted in UTF-16 code units",
            json!({"embeds": [described(&grin(1000)), described(&grin(1000)), described(&grin(1000))]}),
            json!({"embeds": [
                described(&grin(1000)),
                described(&grin(1000)),
                {"title": "a", "description": grin(1000)},
            ]}),
            json!({"embeds": {"_errors": [{
                "code": "MAX_EMBED_SIZE_EXCEEDED",
                "message": "Embed size exceeds maximum size of 6000",
            }]}}),
        ),
        case(
            "number of action rows",
            json!({"components": vec![row(&buttons(1)); 5]}),
            json!({"components": vec![row(&buttons(1)); 6]}),
            nest("components", max_length(5)),
        ),
        case(
            "buttons in a row",
            json!({"components": [row(&buttons(5))]}),
            json!({"components": [row(&buttons(1)), row(&buttons(6))]}),
            nest("components.1.components", max_length(5)),
        ),
        case(
            "a select menu fills its row alone",
            json!({"components": [row(&[select(2)]), row(&buttons(5))]}),
            json!({"components": [row(&[select(2), button("x", "X")])]}),
            nest(
                "components.0.components",
                json!({"_errors": [{
                    "code": "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "message": "The specified component exceeds the maximum width",
                }]}),
            ),
        ),
        case(
            "button label",
            json!({"components": [row(&[button("b", &a(80))])]}),
            json!({"components": [row(&[button("b", &a(81))])]}),
            nest("components.0.components.0.label", max_length(80)),
        ),
        case(
            "button label counted in UTF-16 code units",
            json!({"components": [row(&[button("b", &grin(40))])]}),
            json!({"components": [row(&[button("b", &grin(41))])]}),
            nest("components.0.components.0.label", max_length(80)),
        ),
        case(
            "custom_id",
            json!({"components": [row(&[button(&a(100), "B")])]}),
            json!({"components": [row(&[button("b", "B"), button(&a(101), "B")])]}),
            nest("components.0.components.1.custom_id", max_length(100)),
        ),
        case(
            "select menu options",
            json!({"components": [row(&[select(25)])]}),
            json!({"components": [row(&[select(26)])]}),
            nest("components.0.components.0.options", max_length(25)),
        ),
    ]
}

/// The `DiscordJsonError` serenity made of a refused request.
fn discord_error(error: &serenity::Error) -> &serenity::DiscordJsonError {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            assert_eq!(response.status_code.as_u16(), 400, "{error}");
            &response.error
        }
        other => panic!("expected Discord's 400 answer, got {other}"),
    }
}

/// Checks that the last request was refused with exactly `errors` (nested under `prefix`)
/// and that serenity reads it as Discord's "Invalid Form Body".
fn assert_refused_with(
    fake: &FakeDiscord,
    error: &serenity::Error,
    what: &str,
    prefix: &str,
    errors: &Value,
) {
    let parsed = discord_error(error);
    assert_eq!(parsed.code, 50035, "{what}: {error}");
    assert_eq!(parsed.message, "Invalid Form Body", "{what}");
    assert!(!parsed.errors.is_empty(), "{what}: serenity read no errors");
    let last = fake.requests().pop().expect("the refused request");
    assert!(last.is_rejected(), "{what}: {}", last.describe());
    let expected = invalid_form_body(&nest(prefix, errors.clone()));
    assert_eq!(last.error.as_ref(), Some(&expected), "{what}");
    let rejected = fake.rejected_requests();
    assert_eq!(
        rejected.last().map(|request| request.index),
        Some(last.index),
        "{what}: rejected_requests() lists it"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_messages_over_discords_limits_are_refused_and_not_stored() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    let channel = serenity::ChannelId::new(DEFAULT_CHANNEL_ID);
    let mut stored = 0;
    for case in message_cases() {
        let error = http
            .send_message(channel, vec![], &case.over)
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID).len(), stored);

        let message = http
            .send_message(channel, vec![], &case.at_limit)
            .await
            .unwrap_or_else(|e| panic!("{} at the limit: {e}", case.what));
        stored += 1;
        assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID).len(), stored);

        // An edit over the limit leaves the message as it was.
        let before = fake.message(message.id.get()).expect("stored");
        let error = http
            .edit_message(channel, message.id, &case.over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert_eq!(fake.message(message.id.get()), Some(before));
        http.edit_message(channel, message.id, &case.at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} edit at the limit: {e}", case.what));
    }
    assert_eq!(fake.rejected_requests().len(), 2 * message_cases().len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_callbacks_leave_the_interaction_unanswered() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    for case in message_cases() {
        // Type 4: a reply.
        let id = fake.slash_command("ping").send();
        let token = fake.interaction_token(id).expect("token");
        let interaction = serenity::InteractionId::new(id);
        let over = json!({"type": 4, "data": case.over});
        let error = http
            .create_interaction_response(interaction, &token, &over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "data", &case.errors);
        assert!(fake.response(id).is_none(), "{}: answered", case.what);
        let at_limit = json!({"type": 4, "data": case.at_limit});
        http.create_interaction_response(interaction, &token, &at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} at the limit: {e}", case.what));
        let response = fake.response(id).expect("answered");
        assert!(response.rejected_callbacks.is_empty());
        assert!(response.original_message.is_some());

        // Type 7: the update of a clicked message.
        let click = fake.button_click("limits").send();
        let token = fake.interaction_token(click).expect("token");
        let interaction = serenity::InteractionId::new(click);
        let before = fake.channel_messages(DEFAULT_CHANNEL_ID);
        let over = json!({"type": 7, "data": case.over});
        let error = http
            .create_interaction_response(interaction, &token, &over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "data", &case.errors);
        assert!(fake.response(click).is_none(), "{}: answered", case.what);
        assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID), before);
        let at_limit = json!({"type": 7, "data": case.at_limit});
        http.create_interaction_response(interaction, &token, &at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} update at the limit: {e}", case.what));
    }
    assert_eq!(fake.rejected_requests().len(), 2 * message_cases().len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn follow_ups_and_edits_over_discords_limits_are_refused() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    http.set_application_id(serenity::ApplicationId::new(fake.application_id()));
    for case in message_cases() {
        let id = fake.slash_command("ping").send();
        let token = fake.interaction_token(id).expect("token");
        http.create_interaction_response(
            serenity::InteractionId::new(id),
            &token,
            &json!({"type": 4, "data": {"content": "original"}}),
            vec![],
        )
        .await
        .expect("reply");
        let original = fake
            .response(id)
            .and_then(|response| response.original_message)
            .expect("original");

        // A follow-up.
        let messages = fake.channel_messages(DEFAULT_CHANNEL_ID).len();
        let error = http
            .create_followup_message(&token, &case.over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert_eq!(fake.channel_messages(DEFAULT_CHANNEL_ID).len(), messages);
        let calls = fake.response(id).expect("response").webhook_calls;
        assert_eq!((calls[0].status, calls[0].message_id), (400, None));
        let followup = http
            .create_followup_message(&token, &case.at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} follow-up at the limit: {e}", case.what));

        // An edit of @original.
        let error = http
            .edit_original_interaction_response(&token, &case.over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert_eq!(fake.response(id).unwrap().original_message, Some(original));
        http.edit_original_interaction_response(&token, &case.at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} edit at the limit: {e}", case.what));

        // An edit of the follow-up.
        let before = fake.message(followup.id.get());
        let error = http
            .edit_followup_message(&token, followup.id, &case.over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert_eq!(fake.message(followup.id.get()), before);
        http.edit_followup_message(&token, followup.id, &case.at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} follow-up edit at the limit: {e}", case.what));
    }
    assert_eq!(fake.rejected_requests().len(), 3 * message_cases().len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_results_and_modals_over_discords_limits_are_refused() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    let choices = |names: Vec<String>| {
        let choices: Vec<Value> = names
            .into_iter()
            .map(|name| json!({"name": name, "value": "v"}))
            .collect();
        json!({"type": 8, "data": {"choices": choices}})
    };
    let modal = |title: &str, custom_id: &str| {
        json!({"type": 9, "data": {"title": title, "custom_id": custom_id, "components": [
            {"type": 1, "components": [
                {"type": 4, "custom_id": "name", "style": 1, "label": "Name"}
            ]}
        ]}})
    };
    let cases = [
        case(
            "number of choices",
            choices(vec!["c".to_owned(); 25]),
            choices(vec!["c".to_owned(); 26]),
            nest("data.choices", max_length(25)),
        ),
        case(
            "choice name",
            choices(vec![a(100)]),
            choices(vec!["c".to_owned(), a(101)]),
            nest("data.choices.1.name", bad_length(1, 100)),
        ),
        case(
            "empty choice name",
            choices(vec!["c".to_owned()]),
            choices(vec![String::new()]),
            nest("data.choices.0.name", bad_length(1, 100)),
        ),
        case(
            "choice name counted in UTF-16 code units",
            choices(vec![grin(50)]),
            choices(vec![format!("{}a", grin(50))]),
            nest("data.choices.0.name", bad_length(1, 100)),
        ),
        case(
            "choice value",
            json!({"type": 8, "data": {"choices": [{"name": "c", "value": a(100)}]}}),
            json!({"type": 8, "data": {"choices": [{"name": "c", "value": a(101)}]}}),
            nest("data.choices.0.value", max_length(100)),
        ),
        case(
            "modal title",
            modal(&a(45), "m"),
            modal(&a(46), "m"),
            nest("data.title", bad_length(1, 45)),
        ),
        case(
            "modal title counted in UTF-16 code units",
            modal(&format!("{}a", grin(22)), "m"),
            modal(&grin(23), "m"),
            nest("data.title", bad_length(1, 45)),
        ),
        case(
            "modal custom_id",
            modal("t", &a(100)),
            modal("t", &a(101)),
            nest("data.custom_id", max_length(100)),
        ),
    ];
    for case in &cases {
        let id = fake.autocomplete("loot").focused("item", "n").send();
        let token = fake.interaction_token(id).expect("token");
        let interaction = serenity::InteractionId::new(id);
        let error = http
            .create_interaction_response(interaction, &token, &case.over, vec![])
            .await
            .expect_err(case.what);
        assert_refused_with(&fake, &error, case.what, "", &case.errors);
        assert!(fake.response(id).is_none(), "{}: answered", case.what);
        http.create_interaction_response(interaction, &token, &case.at_limit, vec![])
            .await
            .unwrap_or_else(|e| panic!("{} at the limit: {e}", case.what));
        assert!(fake.response(id).is_some());
    }
    assert_eq!(fake.rejected_requests().len(), cases.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_names_the_refused_callback_and_serenity_reads_its_path() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    let id = fake.slash_command("ping").send();
    let token = fake.interaction_token(id).expect("token");
    let body = json!({"type": 4, "data": {"embeds": [{"description": a(4097)}]}});
    let error = http
        .create_interaction_response(serenity::InteractionId::new(id), &token, &body, vec![])
        .await
        .expect_err("over the limit");
    let parsed = discord_error(&error);
    assert_eq!(parsed.errors.len(), 1);
    assert_eq!(parsed.errors[0].path, "data.embeds.0.description");
    assert_eq!(parsed.errors[0].code, "BASE_TYPE_MAX_LENGTH");
    assert_eq!(parsed.errors[0].message, "Must be 4096 or fewer in length.");
    let rejected = fake.rejected_requests();
    assert_eq!(rejected.len(), 1);
    assert_eq!(rejected[0].method, "POST");
    assert_eq!(
        rejected[0].route,
        format!("/interactions/{id}/{token}/callback")
    );
    assert_eq!(rejected[0].body.as_ref(), Some(&body));

    let timeout = fake
        .wait_for_response(id, Duration::from_millis(50))
        .await
        .expect_err("never answered");
    let message = timeout.to_string();
    assert!(message.contains("REFUSED"), "{message}");
    assert!(
        message.contains(r#"{"code":50035,"errors":{"data":{"embeds":{"0":{"description":{"_errors":[{"code":"BASE_TYPE_MAX_LENGTH","message":"Must be 4096 or fewer in length."}]}}}}},"message":"Invalid Form Body"}"#),
        "{message}"
    );
}

#[tokio::test]
async fn command_registration_is_refused_where_discord_refuses_it() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    http.set_application_id(serenity::ApplicationId::new(fake.application_id()));
    let subcommands = |n: usize| -> Vec<serde_json::Value> {
        (0..n)
            .map(|i| json!({"type": 1, "name": format!("sub-{i}"), "description": "A subcommand"}))
            .collect()
    };
    let command = |options: Vec<serde_json::Value>| json!([{"type": 1, "name": "game", "description": "A game", "options": options}]);
    let refused = |result: serenity::Result<Vec<serenity::Command>>, code: &str| {
        let error = result.expect_err("Discord refuses it").to_string();
        assert!(error.contains("Invalid Form Body"), "{error}");
        let last = fake.rejected_requests().pop().expect("a rejected request");
        let body = last.error.expect("an error body").to_string();
        assert!(body.contains(code), "{code} not in {body}");
    };

    // 25 subcommands fit; a 26th does not, and the refused body is not stored.
    http.create_global_commands(&command(subcommands(25)))
        .await
        .expect("25 subcommands are allowed");
    refused(
        http.create_global_commands(&command(subcommands(26))).await,
        "BASE_TYPE_MAX_LENGTH",
    );
    let stored = fake.global_commands().expect("the first registration");
    assert_eq!(stored[0]["options"].as_array().map(Vec::len), Some(25));

    // Names are lowercase; descriptions 1..=100.
    refused(
        http.create_global_commands(&json!([{"type": 1, "name": "Game", "description": "x"}]))
            .await,
        "APPLICATION_COMMAND_INVALID_NAME",
    );
    refused(
        http.create_global_commands(
            &json!([{"type": 1, "name": "game", "description": "x".repeat(101)}]),
        )
        .await,
        "BASE_TYPE_BAD_LENGTH",
    );
    // A group holds subcommands only.
    let group_in_group = json!({"type": 2, "name": "gm", "description": "GM", "options": [
        {"type": 2, "name": "deeper", "description": "Too deep", "options": subcommands(1)}
    ]});
    refused(
        http.create_global_commands(&command(vec![group_in_group]))
            .await,
        "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
    );
    // Required options come first.
    let optional_first = json!({"type": 1, "name": "roll", "description": "Roll", "options": [
        {"type": 4, "name": "bonus", "description": "Bonus", "required": false},
        {"type": 4, "name": "dice", "description": "Dice", "required": true}
    ]});
    refused(
        http.create_global_commands(&command(vec![optional_first]))
            .await,
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    );
    // 8000 characters per command, counting the longest localization of each field.
    let big: Vec<serde_json::Value> = (0..20)
        .map(|i| {
            json!({"type": 1, "name": format!("sub-{i}"), "description": "d".repeat(100),
                   "description_localizations": {"zh-CN": "说".repeat(100)},
                   "options": (0..4).map(|j| json!({"type": 3, "name": format!("o{j}"), "description": "e".repeat(100)})).collect::<Vec<_>>()})
        })
        .collect();
    refused(
        http.create_global_commands(&command(big)).await,
        "APPLICATION_COMMAND_TOO_LARGE",
    );
}

/// Checks that `error` is Discord's refusal of an empty message, as serenity reads it, and that
/// the fake lists the request among the refused ones.
fn assert_empty_refused(fake: &FakeDiscord, error: &serenity::Error, what: &str) {
    let parsed = discord_error(error);
    assert_eq!(parsed.code, 50006, "{what}: {error}");
    assert_eq!(parsed.message, "Cannot send an empty message", "{what}");
    let last = fake.requests().pop().expect("the refused request");
    assert!(last.is_rejected(), "{what}: {}", last.describe());
    assert_eq!(
        last.error,
        Some(json!({"code": 50006, "message": "Cannot send an empty message"})),
        "{what}"
    );
    assert_eq!(
        fake.rejected_requests().last().map(|request| request.index),
        Some(last.index),
        "{what}: rejected_requests() lists it"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn channel_messages_with_nothing_to_show_are_refused_and_not_stored() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    let channel = serenity::ChannelId::new(DEFAULT_CHANNEL_ID);
    for (what, body) in [
        ("no field at all", json!({})),
        ("empty content", json!({"content": ""})),
        (
            "empty lists",
            json!({"embeds": [], "components": [], "sticker_ids": []}),
        ),
        (
            "only allowed mentions",
            json!({"allowed_mentions": {"parse": []}}),
        ),
    ] {
        let error = http
            .send_message(channel, vec![], &body)
            .await
            .expect_err(what);
        assert_empty_refused(&fake, &error, what);
        assert!(
            fake.channel_messages(DEFAULT_CHANNEL_ID).is_empty(),
            "{what}"
        );
    }
    // Anything to show is enough: content, an embed, a component row.
    for body in [
        json!({"content": "x"}),
        json!({"embeds": [described("d")]}),
        json!({"components": [row(&[button("b", "B")])]}),
    ] {
        http.send_message(channel, vec![], &body)
            .await
            .unwrap_or_else(|e| panic!("{body}: {e}"));
    }

    // An edit that would leave nothing is refused and changes nothing; one that keeps
    // something (here the embed it adds) is fine.
    let message = http
        .send_message(channel, vec![], &json!({"content": "only text"}))
        .await
        .expect("sent");
    let before = fake.message(message.id.get());
    let error = http
        .edit_message(channel, message.id, &json!({"content": ""}), vec![])
        .await
        .expect_err("emptied");
    assert_empty_refused(&fake, &error, "edit to nothing");
    assert_eq!(fake.message(message.id.get()), before);
    http.edit_message(
        channel,
        message.id,
        &json!({"content": "", "embeds": [described("kept")]}),
        vec![],
    )
    .await
    .expect("an edit that leaves an embed");
    assert_eq!(fake.rejected_requests().len(), 5);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interaction_answers_with_nothing_to_show_are_refused_like_discord() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    http.set_application_id(serenity::ApplicationId::new(fake.application_id()));

    // Type 4: the reply. Refused, the interaction stays unanswered.
    let id = fake.slash_command("ping").send();
    let token = fake.interaction_token(id).expect("token");
    let interaction = serenity::InteractionId::new(id);
    let error = http
        .create_interaction_response(
            interaction,
            &token,
            &json!({"type": 4, "data": {"content": "", "embeds": [], "flags": 64}}),
            vec![],
        )
        .await
        .expect_err("an empty reply");
    assert_empty_refused(&fake, &error, "callback type 4");
    assert!(fake.response(id).is_none());
    http.create_interaction_response(
        interaction,
        &token,
        &json!({"type": 4, "data": {"content": "original"}}),
        vec![],
    )
    .await
    .expect("a reply with content");

    // A follow-up, and an edit of @original that would empty it.
    let error = http
        .create_followup_message(&token, &json!({"content": ""}), vec![])
        .await
        .expect_err("an empty follow-up");
    assert_empty_refused(&fake, &error, "follow-up");
    let error = http
        .edit_original_interaction_response(&token, &json!({"content": ""}), vec![])
        .await
        .expect_err("an emptying edit");
    assert_empty_refused(&fake, &error, "edit of @original");
    let original = fake
        .response(id)
        .and_then(|r| r.original_message)
        .expect("kept");
    assert_eq!(original["content"], "original");

    // An edit of a follow-up that would empty it.
    let followup = http
        .create_followup_message(&token, &json!({"content": "more"}), vec![])
        .await
        .expect("a follow-up with content");
    let error = http
        .edit_followup_message(&token, followup.id, &json!({"content": ""}), vec![])
        .await
        .expect_err("an emptying follow-up edit");
    assert_empty_refused(&fake, &error, "edit of a follow-up");
    assert_eq!(
        fake.message(followup.id.get()).expect("kept")["content"],
        "more"
    );

    // After a deferral, the "thinking" message must be filled with something.
    let deferred = fake.slash_command("ping").send();
    let token = fake.interaction_token(deferred).expect("token");
    http.create_interaction_response(
        serenity::InteractionId::new(deferred),
        &token,
        &json!({"type": 5}),
        vec![],
    )
    .await
    .expect("deferred");
    let error = http
        .edit_original_interaction_response(&token, &json!({"content": ""}), vec![])
        .await
        .expect_err("an empty fill");
    assert_empty_refused(&fake, &error, "edit of a deferred @original");
    let error = http
        .create_followup_message(&token, &json!({}), vec![])
        .await
        .expect_err("an empty first follow-up");
    assert_empty_refused(&fake, &error, "first follow-up after a deferral");
    http.edit_original_interaction_response(&token, &json!({"content": "done"}), vec![])
        .await
        .expect("a fill with content");

    // Type 7: the update of a clicked message may not leave it empty.
    let click = fake.button_click("empty-update").send();
    let token = fake.interaction_token(click).expect("token");
    let error = http
        .create_interaction_response(
            serenity::InteractionId::new(click),
            &token,
            &json!({"type": 7, "data": {"content": "", "components": []}}),
            vec![],
        )
        .await
        .expect_err("an update to nothing");
    assert_empty_refused(&fake, &error, "callback type 7");
    assert!(fake.response(click).is_none());
    http.create_interaction_response(
        serenity::InteractionId::new(click),
        &token,
        &json!({"type": 7, "data": {"content": "updated", "components": []}}),
        vec![],
    )
    .await
    .expect("an update with content");
    assert_eq!(fake.rejected_requests().len(), 7);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_autocomplete_unanswered_for_three_seconds_is_a_failure() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    // Nobody answers: there is no bot.
    let id = fake.autocomplete("loot").focused("item", "nu").send();
    let token = fake.interaction_token(id).expect("token");
    let sent = Instant::now();
    let error = fake
        .wait_for_response(id, WAIT)
        .await
        .expect_err("never answered");
    let waited = sent.elapsed();
    assert!(
        (Duration::from_secs(3)..WAIT).contains(&waited),
        "failed after {waited:?}"
    );
    let message = error.to_string();
    assert!(message.contains("Loading options failed"), "{message}");

    // Too late: Discord no longer knows the interaction.
    let late = http
        .create_interaction_response(
            serenity::InteractionId::new(id),
            &token,
            &json!({"type": 8, "data": {"choices": []}}),
            vec![],
        )
        .await
        .expect_err("a late answer");
    match late {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            assert_eq!(response.status_code.as_u16(), 404);
            assert_eq!(response.error.code, 10062);
        }
        other => panic!("expected 404 Unknown interaction, got {other}"),
    }
    assert!(fake.response(id).is_none());
    assert_eq!(
        fake.take_failures(),
        [format!(
            "autocomplete interaction {id} (/loot item=\"nu\" (focused)) got no response \
             within 3s (Discord shows \"Loading options failed\")"
        )]
    );

    // One answered in time (an empty list is an answer) is no failure.
    let answered = fake.autocomplete("loot").focused("item", "zz").send();
    let token = fake.interaction_token(answered).expect("token");
    http.create_interaction_response(
        serenity::InteractionId::new(answered),
        &token,
        &json!({"type": 8, "data": {"choices": []}}),
        vec![],
    )
    .await
    .expect("answered in time");
    assert!(fake.failures().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropping_the_fake_fails_the_test_that_left_an_autocomplete_unanswered() {
    let fake = FakeDiscord::start().await;
    let id = fake
        .autocomplete("character create")
        .focused("name", "")
        .send();
    // The test never waits for the answer; the deadline passes anyway.
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let dropped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(fake)))
        .expect_err("the drop fails the test");
    let message = dropped
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(
        message.contains(&format!(
            "autocomplete interaction {id} (/character create name=\"\" (focused)) got no response"
        )),
        "{message}"
    );
}

/// Sends a body-less request to the fake's REST API by hand; returns the status line and the
/// body.
async fn raw_request(fake: &FakeDiscord, method: &str, path: &str) -> (String, Vec<u8>) {
    let mut stream = tokio::net::TcpStream::connect(fake.api_base().trim_start_matches("http://"))
        .await
        .expect("connect to the fake");
    let request = format!(
        "{method} {path} HTTP/1.1\r\nhost: fake\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("answer");
    let head_end = answer
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .expect("a complete head");
    let head = String::from_utf8(answer[..head_end].to_vec()).expect("ASCII head");
    let status = head.lines().next().unwrap_or_default().to_owned();
    (status, answer[head_end + 4..].to_vec())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_are_pinned_by_the_newer_and_the_older_pins_routes() {
    let fake = FakeDiscord::start().await;
    let http = fake.http("fake-bot-token");
    let channel = serenity::ChannelId::new(DEFAULT_CHANNEL_ID);
    let first = http
        .send_message(channel, vec![], &json!({"content": "first"}))
        .await
        .expect("sent");
    let second = http
        .send_message(channel, vec![], &json!({"content": "second"}))
        .await
        .expect("sent");

    // The newer route, which asks for the Pin Messages permission.
    let pins = format!("/api/v10/channels/{DEFAULT_CHANNEL_ID}/messages/pins");
    let (status, _) = raw_request(&fake, "PUT", &format!("{pins}/{}", first.id)).await;
    assert_eq!(status, "HTTP/1.1 204 No Content");
    assert_eq!(fake.message(first.id.get()).expect("kept")["pinned"], true);
    // The older one, which serenity 0.12 sends.
    http.pin_message(channel, second.id, None)
        .await
        .expect("pinned");
    assert_eq!(fake.message(second.id.get()).expect("kept")["pinned"], true);

    let (status, body) = raw_request(&fake, "GET", &pins).await;
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let listed: Value = serde_json::from_slice(&body).expect("JSON");
    let ids: Vec<&str> = listed["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|item| item["message"]["id"].as_str().expect("an id"))
        .collect();
    assert_eq!(ids, [second.id.to_string(), first.id.to_string()]);
    assert_eq!(listed["has_more"], false);
    let old: Vec<serenity::Message> = http.get_pins(channel).await.expect("the older list");
    assert_eq!(old.len(), 2);

    let (status, _) = raw_request(&fake, "DELETE", &format!("{pins}/{}", first.id)).await;
    assert_eq!(status, "HTTP/1.1 204 No Content");
    assert_eq!(fake.message(first.id.get()).expect("kept")["pinned"], false);
    let (status, _) = raw_request(&fake, "PUT", &format!("{pins}/12345")).await;
    assert!(status.starts_with("HTTP/1.1 404"), "{status}");
    assert!(fake.unknown_requests().is_empty());
}
