//! The real bot (`overseer::bot::serve_until`, serenity + poise) started against the fake
//! Discord of [`super::fake_discord`], with its campaigns in a temporary SQLite database, and
//! helpers to play slash commands through it. Used by `bot_e2e.rs` and `bot_limits.rs`.
//!
//! Each bot instance runs on its own tokio runtime in its own thread. Stopping it resolves the
//! shutdown future given to `serve_until`, which stops the shards and returns; the runtime is
//! then dropped, which ends every task still running (the database pool, late dispatches).
//! That is what the restart tests need.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use overseer::config::{BotConfig, BotOptions, Config};
use overseer::engine::dice::DiceScript;
use overseer::i18n::Lang;
use overseer::session::Session;
use tempfile::TempDir;

use super::fake_discord::{FakeDiscord, InteractionResponse, OptionValue};

/// The bot's token; the fake accepts any, and this one appears nowhere else.
pub const BOT_TOKEN: &str = "bot-token-e2e-3f9a2c";

/// Upper bound for every wait; the happy paths take milliseconds.
pub const WAIT: Duration = Duration::from_secs(10);

/// How a bot instance ended.
pub struct Stopped {
    /// What `serve_until` returned.
    pub result: anyhow::Result<()>,
    /// From the shutdown future resolving to `serve_until` returning (`None` if the bot ended
    /// by itself).
    pub took: Option<Duration>,
}

/// One bot instance on its own runtime and thread.
pub struct Bot {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<Stopped>>,
}

impl Bot {
    pub fn start(config: Config, bot: BotConfig, options: BotOptions) -> Bot {
        overseer::app::install();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("bot runtime");
            let asked = Arc::new(OnceLock::new());
            let asked_in_shutdown = Arc::clone(&asked);
            // A dropped sender (a failing test) stops the bot too.
            let shutdown = async move {
                let _ = stopped.await;
                let _ = asked_in_shutdown.set(Instant::now());
            };
            let result = runtime.block_on(async move {
                let session = Session::open(&config.database_url).await?;
                overseer::bot::serve_until(session, config, &bot, options, shutdown).await
            });
            let took = asked.get().map(Instant::elapsed);
            runtime.shutdown_timeout(Duration::from_secs(2));
            Stopped { result, took }
        });
        Bot {
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    /// Stops the bot and reports how it ended (`None` if it was already stopped).
    pub fn stop(&mut self) -> Option<Stopped> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let thread = self.thread.take()?;
        Some(thread.join().expect("bot thread panicked"))
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        // No panics here: this may run while a failed test unwinds.
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            match thread.join() {
                Ok(Stopped { result: Err(e), .. }) => eprintln!("bot stopped with an error: {e:?}"),
                Ok(_) => {}
                Err(_) => eprintln!("the bot thread panicked"),
            }
        }
    }
}

/// A fake Discord, a database and a running bot.
pub struct World {
    // Dropped first: the bot stops before the fake and the database go away.
    pub bot: Bot,
    pub fake: FakeDiscord,
    pub config: Config,
    pub bot_config: BotConfig,
    pub options: BotOptions,
    pub _dir: TempDir,
}

impl World {
    /// A world whose bot answers with the default options (replies on time are never
    /// deferred).
    pub async fn start() -> World {
        World::start_with(BotOptions::default()).await
    }

    /// A world whose bot rolls scripted dice: push the faces of each command
    /// with [`World::dice`] before running it.
    pub async fn scripted() -> World {
        World::start_with(BotOptions {
            dice: Some(DiceScript::new()),
            ..BotOptions::default()
        })
        .await
    }

    /// Queues faces for the bot's next rolls (a world from [`World::scripted`]).
    pub fn dice(&self, faces: &[u32]) {
        self.options
            .dice
            .as_ref()
            .expect("a world started with World::scripted")
            .push(faces.iter().copied());
    }

    /// How many queued faces the bot has not rolled yet.
    pub fn dice_left(&self) -> usize {
        self.options.dice.as_ref().map_or(0, DiceScript::remaining)
    }

    pub async fn start_with(options: BotOptions) -> World {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let config = Config {
            database_url: format!("sqlite://{}/db.sqlite", dir.path().display()),
            default_locale: Lang::EnUs,
        };
        let bot_config = BotConfig {
            token: BOT_TOKEN.to_owned(),
            dev_guild_id: Some(fake.default_guild_id()),
            api_base: Some(fake.api_base()),
            shards: None,
        };
        let bot = Bot::start(config.clone(), bot_config.clone(), options.clone());
        let world = World {
            fake,
            config,
            bot_config,
            options,
            bot,
            _dir: dir,
        };
        world.wait_started(1, 0).await;
        world
    }

    /// Waits for the `n`-th gateway handshake and for a registration of the dev guild's
    /// commands (made in poise's setup, right after READY) among the requests from index
    /// `since` on.
    pub async fn wait_started(&self, n: usize, since: usize) {
        self.fake
            .wait_for_handshake(n, WAIT)
            .await
            .expect("the bot connects to the gateway");
        let route = format!("/guilds/{}/commands", self.fake.default_guild_id());
        let registered = self
            .fake
            .wait_for_request(WAIT, |r| {
                r.index >= since && r.method == "PUT" && r.route.contains(&route)
            })
            .await
            .expect("the bot registers its commands");
        assert_eq!(
            registered.status, 200,
            "Discord refuses the bot's commands: {:?}",
            registered.error
        );
    }

    /// Stops the bot (asserting that it stopped cleanly) and starts a new one on the same
    /// database; returns how the first one ended.
    pub async fn restart(&mut self) -> Stopped {
        let stopped = self.bot.stop().expect("a running bot");
        if let Err(e) = &stopped.result {
            panic!("the bot did not stop cleanly: {e:?}");
        }
        let handshakes = self.fake.handshakes().len();
        let since = self.fake.requests().len();
        self.bot = Bot::start(
            self.config.clone(),
            self.bot_config.clone(),
            self.options.clone(),
        );
        self.wait_started(handshakes + 1, since).await;
        stopped
    }

    /// Runs a slash command as `user` in `channel` and waits for the callback.
    pub async fn cmd(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, Opt)],
    ) -> InteractionResponse {
        self.cmd_locale(user, channel, command, options, "en-US")
            .await
    }

    pub async fn cmd_locale(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, Opt)],
        locale: &str,
    ) -> InteractionResponse {
        let options = values(options);
        self.cmd_values(user, channel, command, &options, locale)
            .await
    }

    /// Injects a slash command; returns the interaction's id.
    pub fn send(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, Opt)],
        locale: &str,
    ) -> u64 {
        self.send_values(user, channel, command, &values(options), locale)
    }

    /// Like [`Self::send`], with any option values (e.g. strings made at run time).
    pub fn send_values(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, OptionValue)],
        locale: &str,
    ) -> u64 {
        let mut builder = self
            .fake
            .slash_command(command)
            .user(user.0, user.1)
            .channel(channel)
            .locale(locale);
        for (name, value) in options {
            builder = builder.option(name, value.clone());
        }
        builder.send()
    }

    /// Like [`Self::cmd_locale`], with any option values.
    pub async fn cmd_values(
        &self,
        user: (u64, &str),
        channel: u64,
        command: &str,
        options: &[(&str, OptionValue)],
        locale: &str,
    ) -> InteractionResponse {
        let id = self.send_values(user, channel, command, options, locale);
        self.fake
            .wait_for_response(id, WAIT)
            .await
            .unwrap_or_else(|e| panic!("/{command} got no answer: {e}"))
    }

    /// The fake's default channel.
    pub fn channel(&self) -> u64 {
        self.fake.default_channel_id()
    }
}

/// The options of a `/character create` with S.P.E.C.I.A.L. 6 6 6 6 6 5 5 and
/// the tag skills of the given choice indices.
#[allow(dead_code)] // Not every test binary creates characters this way.
pub fn character_options(
    name: &str,
    background: &str,
    tags: [i64; 3],
) -> Vec<(&'static str, OptionValue)> {
    let mut options = vec![
        ("name", OptionValue::from(name)),
        ("background", OptionValue::from(background)),
    ];
    for (attribute, value) in [
        ("strength", 6),
        ("perception", 6),
        ("endurance", 6),
        ("charisma", 6),
        ("intelligence", 6),
        ("agility", 5),
        ("luck", 5),
    ] {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in ["tag1", "tag2", "tag3"].into_iter().zip(tags) {
        options.push((slot, OptionValue::from(tag)));
    }
    options
}

/// The fake's option values for [`Opt`]s.
fn values<'a>(options: &[(&'a str, Opt)]) -> Vec<(&'a str, OptionValue)> {
    options
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Opt::S(s) => OptionValue::from(*s),
                Opt::I(i) => OptionValue::from(*i),
                Opt::B(b) => OptionValue::Boolean(*b),
            };
            (*name, value)
        })
        .collect()
}

/// A slash command option value.
#[derive(Clone, Copy)]
pub enum Opt {
    /// A string option.
    S(&'static str),
    /// An integer option.
    I(i64),
    /// A boolean option.
    B(bool),
}
