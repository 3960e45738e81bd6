//! The Discord front end: poise slash commands over [`crate::session::Session`].
//!
//! One campaign per channel (threads count as channels). Every command is short:
//! parse the arguments, run one engine command through the session, reply with
//! the `render` module's embeds. The helpers here do the shared part: resolve
//! the language, run, reply with embeds or an ephemeral localized error.
//!
//! Two things wrap every interaction: a tracing span with its latency
//! (`traced.rs`), and a deadline after which a reply still waiting for the
//! session is deferred (`defer.rs`), so a slow write never loses the interaction.

// poise requires command bodies, parent commands and autocomplete callbacks to be
// `async fn`, also when they have nothing to await.
#![allow(clippy::unused_async)]

pub(crate) mod acting;
pub mod admission;
pub mod autocomplete;
pub mod buttons;
pub(crate) mod commands;
pub(crate) mod defer;
pub mod drafts;
pub mod game;
pub mod help;
pub mod layout;
pub mod localize;
pub mod permissions;
pub mod play;
pub mod render;
pub(crate) mod secret;
pub mod table;
mod traced;
mod tracker;

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateAllowedMentions};

use crate::config::{BotConfig, BotOptions, Config};
use crate::engine::dice::{Dice, DiceScript, SeededDice};
use crate::engine::ruleset::RulesetId;
use crate::i18n::{self, Arg, Lang};
use crate::session::{self, CampaignKey, Session, SessionError, Settings};

/// What every command can reach: the session and the configuration.
pub struct Data {
    /// The one path to the campaigns.
    pub session: Session,
    /// Shared settings (default language...).
    pub config: Config,
    /// How long after an interaction arrives a reply still waiting for the session
    /// is deferred ([`BotOptions::defer_after`]; 1.5 s unless configured).
    pub defer_after: Duration,
    /// The test script the bot rolls from ([`BotOptions::dice`]); `None`
    /// (always, outside tests): fresh randomness from the operating system.
    pub dice: Option<DiceScript>,
    /// Forms filled in and waiting for their next step.
    pub forms: drafts::Drafts,
    /// How many commands run at once under load ([`admission`]).
    pub admission: std::sync::Arc<admission::Admission>,
}

impl Data {
    /// The dice for one interaction's rolls.
    #[must_use]
    pub fn dice(&self) -> BotDice {
        match &self.dice {
            Some(script) => BotDice::Script(script.clone()),
            None => BotDice::Os(session::os_dice()),
        }
    }
}

/// The dice of one interaction: random from the operating system, or a
/// test's script ([`Data::dice`]).
/// (The random case is the large one and the common one; one lives per
/// interaction.)
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum BotDice {
    /// Seeded from the operating system.
    Os(SeededDice),
    /// A test's script.
    Script(DiceScript),
}

impl Dice for BotDice {
    fn roll(&mut self, sides: u32) -> u32 {
        match self {
            BotDice::Os(dice) => dice.roll(sides),
            BotDice::Script(script) => script.roll(sides),
        }
    }
}

/// The error type of commands: anything unexpected (Discord API failures...).
/// Rule and session errors are answered inside the commands, not returned.
pub type Error = anyhow::Error;

/// The poise context of Overseer's commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Every command, with descriptions and zh-CN localizations applied.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut list = commands::all();
    qualify(&mut list, "");
    localize::apply(&mut list);
    list
}

/// Sets qualified names ("campaign gm add") the way the framework does at start-up,
/// so localization and tests see them before the framework exists.
fn qualify(commands: &mut [poise::Command<Data, Error>], parent: &str) {
    for command in commands {
        command.qualified_name = if parent.is_empty() {
            command.name.clone()
        } else {
            format!("{parent} {}", command.name).into()
        };
        let name = command.qualified_name.to_string();
        qualify(&mut command.subcommands, &name);
    }
}

/// The framework options: commands, the GM check, hooks, error handling and
/// the button handler. Mentions are disabled on every reply.
#[must_use]
pub fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(on_error(error)),
        command_check: Some(|ctx| Box::pin(gm_check(ctx))),
        allowed_mentions: Some(no_mentions()),
        event_handler: |framework, event| Box::pin(buttons::event_handler(framework, event)),
        initialize_owners: false,
        ..Default::default()
    }
}

/// Connects to Discord and serves until Ctrl-C or SIGTERM, with default [`BotOptions`]:
/// opens the database, then [`serve_until`].
pub async fn run(config: &Config, bot: &BotConfig) -> anyhow::Result<()> {
    let session = Session::open(&config.database_url).await?;
    serve(session, config.clone(), bot).await
}

/// [`run`] with an already open session.
pub async fn serve(session: Session, config: Config, bot: &BotConfig) -> anyhow::Result<()> {
    serve_until(
        session,
        config,
        bot,
        BotOptions::default(),
        shutdown_signal(),
    )
    .await
}

/// How many times a shutdown asks the shards to stop, a second apart, before it
/// gives up waiting: a shard still connecting is not stoppable yet and is caught
/// by the next attempt.
const STOP_ATTEMPTS: u32 = 5;

/// Serves until `shutdown` resolves, then stops every shard and returns `Ok`.
/// Runs the shard range of [`BotConfig::shards`] (SHARDS) out of its total, or,
/// unset, as many shards as Discord recommends. Builds the client (through `api_base` when set, for the fake Discord in tests),
/// registers the commands once connected (in the dev guild when set, else
/// globally) and handles every interaction in its own tracing span. Returns
/// early with the error if the client fails.
pub async fn serve_until(
    session: Session,
    config: Config,
    bot: &BotConfig,
    options: BotOptions,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    // Health and metrics know the shards from the first second, before
    // Discord is asked anything.
    crate::web::health::expect_shards(bot.shards.map_or(0..=0, |range| range.ids()));
    tokio::pin!(shutdown);
    if token_refused(bot).await {
        crate::web::health::token_rejected("401 Unauthorized");
        shutdown.await;
        return Ok(());
    }
    let dev_guild = bot.dev_guild_id.map(serenity::GuildId::new);
    let shards = bot.shards;
    // The tracker's thread stops when this function returns (the sender drops).
    let (_tracker_stop, tracker_stopped) = tokio::sync::oneshot::channel::<()>();
    let bot_http = bot.clone();
    let framework = poise::Framework::builder()
        .options(framework_options())
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                if let Some(guild) = dev_guild {
                    poise::builtins::register_in_guild(ctx, commands, guild).await?;
                    tracing::info!(guild = guild.get(), "commands registered in the dev guild");
                } else {
                    poise::builtins::register_globally(ctx, commands).await?;
                    tracing::info!("commands registered globally");
                }
                tracing::info!(user = %ready.user.name, "connected");
                tracker::spawn(
                    http_client(&bot_http),
                    &session,
                    config.clone(),
                    tracker::Timing {
                        interval: tracker::DEFAULT_INTERVAL,
                        poll: options.tracker_poll,
                        shards,
                    },
                    tracker_stopped,
                );
                Ok(Data {
                    session,
                    config,
                    defer_after: options.defer_after,
                    dice: options.dice,
                    forms: drafts::Drafts::default(),
                    admission: std::sync::Arc::new(admission::Admission::new(
                        options.admission_slots,
                    )),
                })
            })
        })
        .build();
    let intents = serenity::GatewayIntents::non_privileged();
    let mut client = serenity::ClientBuilder::new_with_http(http_client(bot), intents)
        .framework(traced::TracedFramework::new(framework))
        .event_handler(traced::ShardStages)
        .await?;
    let shards = client.shard_manager.clone();
    let mut running = start_shards(&mut client, bot.shards);
    tokio::select! {
        result = &mut running => return ended(result, shutdown).await,
        () = &mut shutdown => {}
    }
    tracing::info!("shutting down");
    for _ in 0..STOP_ATTEMPTS {
        shards.shutdown_all().await;
        if let Ok(result) = tokio::time::timeout(Duration::from_secs(1), &mut running).await {
            return result.map_err(Into::into);
        }
    }
    tracing::warn!("the shards did not report stopping; leaving them");
    Ok(())
}

/// Starts this process's shards (`range`, or as many as Discord recommends);
/// resolves when they stop.
fn start_shards(
    client: &mut serenity::Client,
    range: Option<crate::config::Shards>,
) -> std::pin::Pin<Box<dyn Future<Output = serenity::Result<()>> + Send + '_>> {
    match range {
        Some(range) => {
            tracing::info!(shards = %range, "starting this process's shard range");
            // serenity counts the range's end as the last shard to start
            // (`start_shard_range(0..3, 8)` starts shards 0, 1, 2 and 3).
            Box::pin(client.start_shard_range(range.first..range.last, range.total))
        }
        None => Box::pin(client.start()),
    }
}

/// Whether Discord refuses the bot's token: `GET /users/@me` answered 401.
/// No retry mends that, unlike an unreachable Discord (any other failure,
/// left to serenity's retries).
async fn token_refused(bot: &BotConfig) -> bool {
    match http_client(bot).get_current_user().await {
        Ok(_) => {
            crate::web::health::token_accepted();
            false
        }
        Err(serenity::Error::Http(e)) => e.status_code().map(|s| s.as_u16()) == Some(401),
        Err(_) => false,
    }
}

/// What the shards' end means: the gateway's 4004 (the token was rejected
/// while running) is said once, then the process waits for `shutdown` with
/// `/healthz` saying so, instead of exiting into a restart loop.
async fn ended(
    result: serenity::Result<()>,
    shutdown: std::pin::Pin<&mut impl Future<Output = ()>>,
) -> anyhow::Result<()> {
    if let Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) = &result {
        crate::web::health::token_rejected("the gateway closed with 4004, authentication failed");
        shutdown.await;
        return Ok(());
    }
    result.map_err(Into::into)
}

/// A client of Discord's HTTP API for the bot's token: through `api_base` when
/// set (the fake Discord in tests, which keeps no rate limits), else Discord's
/// own with serenity's rate limiter.
fn http_client(bot: &BotConfig) -> serenity::Http {
    match &bot.api_base {
        Some(base) => serenity::HttpBuilder::new(&bot.token)
            .proxy(base.as_str())
            .ratelimiter_disabled(true)
            .build(),
        None => serenity::Http::new(&bot.token),
    }
}

/// Resolves on Ctrl-C or SIGTERM; never if no signal handler can be installed
/// (the bot then runs until it is killed).
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        // `docker stop` and systemd ask with SIGTERM.
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    () = interrupted() => {}
                    _ = term.recv() => {}
                }
                return;
            }
            Err(e) => tracing::warn!(error = %e, "cannot listen for SIGTERM"),
        }
    }
    interrupted().await;
}

/// Ctrl-C; never resolves if it cannot be listened for.
async fn interrupted() {
    if let Err(e) = tokio::signal::ctrl_c().await {
        tracing::warn!(error = %e, "cannot listen for Ctrl-C");
        std::future::pending::<()>().await;
    }
}

/// No pings, ever: names typed by players are shown, not mentioned.
pub fn no_mentions() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
}

/// The campaign of a channel: guild (0 in DMs) and channel ids.
#[must_use]
pub fn campaign_key(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> CampaignKey {
    CampaignKey {
        guild_id: guild.map_or(0, |g| g.get() as i64),
        channel_id: channel.get() as i64,
    }
}

/// The campaign key of the channel a command runs in.
pub(crate) fn key(ctx: Context<'_>) -> CampaignKey {
    campaign_key(ctx.guild_id(), ctx.channel_id())
}

/// The user running a command, as stored.
pub(crate) fn actor(ctx: Context<'_>) -> i64 {
    ctx.author().id.get() as i64
}

/// Whether the invoking member has Manage Server (from the interaction's
/// resolved member permissions).
pub(crate) fn manage_server(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => member_manages(app.interaction.member.as_deref()),
        poise::Context::Prefix(_) => false,
    }
}

/// Whether an interaction member carries Manage Server.
pub(crate) fn member_manages(member: Option<&serenity::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(serenity::Permissions::manage_guild)
}

/// The reply language: the campaign's, else the user's locale, else the default.
pub(crate) fn choose_lang(campaign: Option<Lang>, locale: Option<&str>, default: Lang) -> Lang {
    campaign
        .or_else(|| locale.map(Lang::from_discord_locale))
        .unwrap_or(default)
}

/// The language before a campaign is known.
pub(crate) fn locale_lang(ctx: Context<'_>) -> Lang {
    choose_lang(None, ctx.locale(), ctx.data().config.default_locale)
}

/// A localized message with arguments.
pub(crate) fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    i18n::tr(lang, id, args)
}

/// Where a command runs and who runs it, with the campaign's settings loaded.
pub struct Here {
    /// The campaign.
    pub key: CampaignKey,
    /// The user.
    pub actor: i64,
    /// The reply language.
    pub lang: Lang,
    /// Whether the user is a GM of this campaign.
    pub gm: bool,
    /// The game the campaign plays.
    pub game: RulesetId,
}

/// Loads the channel's campaign settings. Without a campaign (or on failure),
/// or when the running command is not part of the campaign's game, it answers
/// the user and returns `None`: nothing runs, nothing changes.
pub(crate) async fn here(ctx: Context<'_>) -> Result<Option<Here>, Error> {
    let key = key(ctx);
    let actor = actor(ctx);
    let (settings, enemies) = match ctx.data().session.settings_and_enemies(key).await {
        Ok(read) => read,
        Err(e) => {
            fail(ctx, locale_lang(ctx), e).await?;
            return Ok(None);
        }
    };
    let here = here_from(ctx, key, actor, &settings);
    // What this command draws shows enemies' numbers as the campaign says.
    if let Err(e) = render::hidden::load_known(&ctx.data().session, key, enemies).await {
        fail(ctx, here.lang, e).await?;
        return Ok(None);
    }
    let command = &ctx.command().qualified_name;
    if !table::offered(command, here.game) {
        let args = [
            ("command", Arg::from(format!("/{command}"))),
            ("game", Arg::from(game_name(here.lang, here.game))),
        ];
        ephemeral(ctx, text(here.lang, "err-not-in-game", &args)).await?;
        return Ok(None);
    }
    Ok(Some(here))
}

/// A game's name as players read it, in their language.
#[must_use]
pub fn game_name(lang: Lang, game: RulesetId) -> String {
    game::installed()
        .and_then(|games| games.all().iter().find(|g| g.id() == game))
        .map_or_else(
            || text(lang, &format!("game-{}", game.as_str()), &[]),
            |g| g.name(lang),
        )
}

fn here_from(ctx: Context<'_>, key: CampaignKey, actor: i64, settings: &Settings) -> Here {
    Here {
        key,
        actor,
        lang: choose_lang(
            settings.language,
            ctx.locale(),
            ctx.data().config.default_locale,
        ),
        gm: permissions::is_gm(settings, actor, manage_server(ctx)),
        game: settings.ruleset,
    }
}

/// A reply as the user will read it: content, embeds, buttons, a file. [`send`]
/// lays it out within Discord's limits ([`layout::pages`]).
#[derive(Default)]
pub struct Reply {
    /// Text above the embeds.
    pub content: Option<String>,
    /// The embeds, before layout.
    pub embeds: Vec<render::EmbedSpec>,
    /// Buttons, on the first message.
    pub components: Vec<CreateActionRow>,
    /// Only the user sees it.
    pub ephemeral: bool,
    /// A file, on the first message.
    pub attachment: Option<serenity::CreateAttachment>,
}

impl Reply {
    /// A text reply.
    #[must_use]
    pub fn text(content: String) -> Reply {
        Reply {
            content: Some(content),
            ..Reply::default()
        }
    }

    /// An embed reply.
    #[must_use]
    pub fn embeds(embeds: Vec<render::EmbedSpec>) -> Reply {
        Reply {
            embeds,
            ..Reply::default()
        }
    }

    /// The same reply, visible only to the user.
    #[must_use]
    pub fn private(mut self) -> Reply {
        self.ephemeral = true;
        self
    }
}

/// Sends a reply as one or more messages within Discord's limits: the first
/// answers the interaction (with the buttons and the file), the rest follow
/// up. Mentions never ping.
pub(crate) async fn send(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    // A secret roll or blind check: the numbers go to the GMs only.
    if !reply.ephemeral && secret::hiding() {
        return secret::send_hidden(ctx, reply).await;
    }
    send_as_is(ctx, reply).await
}

/// [`send`] without the secret roll's routing: the reply goes where it says.
pub(crate) async fn send_as_is(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let Reply {
        content,
        embeds,
        mut components,
        ephemeral,
        mut attachment,
    } = reply;
    for page in layout::pages(content.as_deref(), embeds) {
        let mut message = poise::CreateReply::default()
            .ephemeral(ephemeral)
            .allowed_mentions(no_mentions())
            .components(std::mem::take(&mut components));
        if let Some(content) = page.content {
            message = message.content(content);
        }
        for spec in &page.embeds {
            message = message.embed(render::spec_to_embed(spec));
        }
        if let Some(file) = attachment.take() {
            message = message.attachment(file);
        }
        ctx.send(message).await?;
    }
    Ok(())
}

/// Sends the reply to a change that was already saved. If Discord refuses it,
/// the user is told the truth: the change was saved (and how to see it), in a
/// plain message, so nobody retries a command that already went through.
pub(crate) async fn send_saved(ctx: Context<'_>, lang: Lang, reply: Reply) -> Result<(), Error> {
    let Err(e) = send(ctx, reply).await else {
        return Ok(());
    };
    let command = ctx.command().qualified_name.clone();
    tracing::error!(
        command = %command,
        guild = ctx.guild_id().map_or(0, serenity::GuildId::get),
        channel = ctx.channel_id().get(),
        error = ?e,
        "a saved change's reply failed"
    );
    let notice = text(
        lang,
        "err-saved-reply-failed",
        &[("command", Arg::from(format!("/{command}")))],
    );
    if let Err(e) = send(ctx, Reply::text(notice).private()).await {
        tracing::warn!(error = ?e, "could not say that the change was saved either");
    }
    Ok(())
}

/// Sends an ephemeral message.
pub(crate) async fn ephemeral(ctx: Context<'_>, content: String) -> Result<(), Error> {
    send(ctx, Reply::text(content).private()).await
}

/// Sends a public message about a change that was saved.
pub(crate) async fn say(ctx: Context<'_>, lang: Lang, content: String) -> Result<(), Error> {
    send_saved(ctx, lang, Reply::text(content)).await
}

/// Where an error happened, for the log.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Where<'a> {
    /// The command or button.
    pub command: &'a str,
    /// The campaign.
    pub key: CampaignKey,
}

/// The user-facing text of a session error, logging internal ones with context.
pub(crate) fn error_text(lang: Lang, error: SessionError, at: Where<'_>) -> String {
    crate::web::metrics::mark(match error {
        SessionError::Corrupt { .. } | SessionError::Internal(_) => {
            crate::web::metrics::Outcome::Error
        }
        _ => crate::web::metrics::Outcome::Refused,
    });
    match error {
        SessionError::NoCampaign => text(lang, "err-no-campaign", &[]),
        SessionError::AlreadyExists => text(lang, "err-campaign-exists", &[]),
        rule @ SessionError::Rule(_) => game::games().session_refusal(lang, &rule),
        SessionError::NothingToUndo => text(lang, "err-nothing-to-undo", &[]),
        SessionError::RerollNotFound => text(lang, "err-reroll-not-found", &[]),
        SessionError::RerollUsed => text(lang, "err-reroll-used", &[]),
        SessionError::OtherGame { game } => text(
            lang,
            "err-other-game",
            &[("game", Arg::from(game_name(lang, game)))],
        ),
        SessionError::TooLarge { max_bytes } => text(
            lang,
            "err-import-too-large-unpacked",
            &[("max", Arg::from(max_bytes / (1024 * 1024)))],
        ),
        // As on the command line: the engine's rule is free-form English,
        // so another language's reply leads with its own sentence naming
        // where (a data path) and quotes the rule after it, without the
        // engine's lead.
        SessionError::Invalid { at, rule } if lang != Lang::EnUs => text(
            lang,
            "err-import-invalid-quoted",
            &[
                ("at", at.into()),
                ("rule", SessionError::engine_rule(&rule).into()),
            ],
        ),
        SessionError::Invalid { at, rule } => text(
            lang,
            "err-import-invalid",
            &[("at", at.into()), ("rule", rule.into())],
        ),
        SessionError::Corrupt { detail } => {
            tracing::error!(
                command = at.command,
                guild = at.key.guild_id,
                channel = at.key.channel_id,
                %detail,
                "campaign state is corrupt"
            );
            text(lang, "err-corrupt", &[])
        }
        SessionError::Internal(e) => {
            tracing::error!(
                command = at.command,
                guild = at.key.guild_id,
                channel = at.key.channel_id,
                error = ?e,
                "internal error"
            );
            text(lang, "err-internal", &[])
        }
    }
}

/// Answers a session error ephemerally.
pub(crate) async fn fail(ctx: Context<'_>, lang: Lang, error: SessionError) -> Result<(), Error> {
    let at = Where {
        command: &ctx.command().qualified_name,
        key: key(ctx),
    };
    ephemeral(ctx, error_text(lang, error, at)).await
}

/// The board of a campaign of any game as embeds: its game's read-only
/// status of everything, drawn by its game's renderer.
pub(crate) async fn board(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
) -> Result<Vec<render::EmbedSpec>, SessionError> {
    board_of(&session.shown(key).await?, lang)
}

/// [`board`] of a campaign already read, drawn by its game's front end.
pub(crate) fn board_of(
    shown: &session::Shown,
    lang: Lang,
) -> Result<Vec<render::EmbedSpec>, SessionError> {
    let game = game::games().get(shown.ruleset);
    render::hidden::showing(shown, || game.board(shown, lang))
}

/// Refuses a GM-only command for anyone else, from the command table
/// ([`table`]); [`here`] refuses a command of another game.
async fn gm_check(ctx: Context<'_>) -> Result<bool, Error> {
    // Every command runs this first: under load it waits here for its turn.
    if autocompleting(ctx).is_none() {
        admission::admit(ctx).await?;
    }
    let name = ctx.command().qualified_name.to_string();
    if !permissions::is_gm_command(&name) {
        return Ok(true);
    }
    if let Some(interaction) = autocompleting(ctx) {
        return autocomplete_check(ctx, interaction, &name).await;
    }
    let Some(here) = here(ctx).await? else {
        return Ok(false);
    };
    if here.gm {
        return Ok(true);
    }
    not_gm(ctx, here.lang).await?;
    Ok(false)
}

/// The interaction of an autocomplete request, `None` for a command being run.
fn autocompleting(ctx: Context<'_>) -> Option<&serenity::CommandInteraction> {
    match ctx {
        poise::Context::Application(app)
            if app.interaction_type == poise::CommandInteractionType::Autocomplete =>
        {
            Some(app.interaction)
        }
        _ => None,
    }
}

/// [`gm_check`] while a user types into a GM-only command. poise runs the
/// checks before autocomplete and sends nothing when one refuses, which
/// Discord shows as "Loading options failed"; and a refusal message cannot
/// answer an autocomplete. So whoever may not run the command here (not a GM,
/// no campaign, a command of another game, the campaign unreadable) gets an
/// empty list: an answer that shows nothing they may not see. Running the
/// command is still refused, with its message, by [`gm_check`].
async fn autocomplete_check(
    ctx: Context<'_>,
    interaction: &serenity::CommandInteraction,
    command: &str,
) -> Result<bool, Error> {
    let allowed = match ctx.data().session.settings(key(ctx)).await {
        Ok(settings) => {
            let here = here_from(ctx, key(ctx), actor(ctx), &settings);
            here.gm && table::offered(command, here.game)
        }
        Err(_) => false,
    };
    if !allowed {
        let empty = serenity::CreateInteractionResponse::Autocomplete(
            serenity::CreateAutocompleteResponse::new(),
        );
        if let Err(e) = interaction.create_response(ctx.http(), empty).await {
            tracing::warn!(command, error = ?e, "could not answer a refused autocomplete");
        }
    }
    Ok(allowed)
}

/// Answers "only a GM may do this".
pub(crate) async fn not_gm(ctx: Context<'_>, lang: Lang) -> Result<(), Error> {
    let command = format!("/{}", ctx.command().qualified_name);
    crate::web::metrics::mark(crate::web::metrics::Outcome::Refused);
    ephemeral(
        ctx,
        text(lang, "err-not-gm", &[("command", command.into())]),
    )
    .await
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        // The check already answered (not a GM, no campaign).
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => {}
        poise::FrameworkError::Command { error, ctx, .. }
        | poise::FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } => {
            crate::web::metrics::mark(crate::web::metrics::Outcome::Error);
            tracing::error!(
                command = %ctx.command().qualified_name,
                guild = ctx.guild_id().map_or(0, serenity::GuildId::get),
                channel = ctx.channel_id().get(),
                error = ?error,
                "command failed"
            );
            // What failed is unknown here (it may have been after a change was
            // saved), so the apology does not claim that nothing changed.
            let lang = locale_lang(ctx);
            if let Err(e) = ephemeral(ctx, text(lang, "err-unexpected", &[])).await {
                tracing::warn!(error = ?e, "could not send the error reply");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = ?e, "error while handling an error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{error_text, Where};
    use crate::i18n::Lang;
    use crate::session::{CampaignKey, SessionError};

    /// A refused import: the rule in English; in Chinese, a Chinese sentence
    /// with the engine's English rule quoted after it, without its lead.
    #[test]
    fn a_refused_import_names_the_rule_in_the_readers_words() {
        let at = Where {
            command: "campaign import",
            key: CampaignKey {
                guild_id: 1,
                channel_id: 2,
            },
        };
        let error = || SessionError::Invalid {
            at: "state".to_owned(),
            rule: "invalid campaign state: the name Kate 2 looks the same as Kate".to_owned(),
        };
        assert_eq!(
            error_text(Lang::EnUs, error(), at),
            "That export breaks a rule of the game at state: invalid campaign state: \
             the name Kate 2 looks the same as Kate. Nothing was imported."
        );
        assert_eq!(
            error_text(Lang::ZhCn, error(), at),
            "这个导出文件在 state 处违反了游戏规则。没有导入任何内容。\
             （游戏引擎给出的规则，英文原文：“the name Kate 2 looks the same as Kate”）"
        );
    }
}
