//! Typed configuration from the environment (and `.env` via dotenvy), read and
//! validated once at start-up.

use std::fmt;
use std::time::Duration;

use crate::engine::dice::DiceScript;
use crate::i18n::Lang;

/// The default database when DATABASE_URL is not set.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://overseer.db";

/// How long the bot waits for a campaign change before it defers its reply, when
/// DEFER_AFTER_MS is not set: half of Discord's 3 s limit for the first answer.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// How often trackers are checked for commits of other processes when
/// TRACKER_POLL_MS is not set.
pub const DEFAULT_TRACKER_POLL: Duration = Duration::from_secs(5);

/// The shortest TRACKER_POLL_MS other than 0 (off).
pub const MIN_TRACKER_POLL: Duration = Duration::from_millis(250);

/// How many commands the bot runs against the database at once when
/// ADMISSION_SLOTS is not set (the rest wait their turn, see `bot::admission`).
pub const DEFAULT_ADMISSION_SLOTS: usize = 8;

/// The largest ADMISSION_SLOTS; 0 admits every command at once.
pub const MAX_ADMISSION_SLOTS: usize = 4096;

/// The largest DEFER_AFTER_MS: Discord drops an interaction not answered within 3 s,
/// and deferring itself is one more request, so some of that time must be left.
pub const MAX_DEFER_AFTER: Duration = Duration::from_millis(2500);

/// Settings shared by every subcommand.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// Where campaigns are stored: `sqlite://path` or `postgres://...`.
    pub database_url: String,
    /// The language used when neither the campaign nor the user's locale says.
    pub default_locale: Lang,
}

/// Settings the Discord bot needs on top of [`Config`].
#[derive(Clone, PartialEq, Eq)]
pub struct BotConfig {
    /// The bot token. Never logged: `Debug` prints it redacted.
    pub token: String,
    /// Register commands in this guild only (instant updates while developing).
    pub dev_guild_id: Option<u64>,
    /// Base URL of the Discord API, for tests against a fake Discord
    /// (`http://127.0.0.1:PORT`); `None` means the real Discord.
    pub api_base: Option<String>,
    /// The gateway shards this process runs (SHARDS); `None`: as many as
    /// Discord recommends, all in this process.
    pub shards: Option<Shards>,
}

/// A range of gateway shards out of a total: `FIRST-LAST/TOTAL` (or
/// `ID/TOTAL` for one shard), e.g. `0-3/8`, shards 0 to 3 inclusive of 8.
/// Discord sends a guild's events to shard `(guild_id >> 22) % TOTAL`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (inclusive).
    pub last: u32,
    /// How many shards the bot has across all its processes.
    pub total: u32,
}

/// The most shards Discord lets a bot open (far above what any bot uses).
pub const MAX_SHARDS: u32 = 1 << 16;

impl Shards {
    /// Reads `FIRST-LAST/TOTAL` or `ID/TOTAL`; `None` unless
    /// `FIRST <= LAST < TOTAL <= MAX_SHARDS`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Shards> {
        let (range, total) = text.trim().split_once('/')?;
        let total: u32 = total.trim().parse().ok()?;
        let (first, last) = if let Some((first, last)) = range.split_once('-') {
            (first.trim().parse().ok()?, last.trim().parse().ok()?)
        } else {
            let id: u32 = range.trim().parse().ok()?;
            (id, id)
        };
        (first <= last && last < total && total <= MAX_SHARDS).then_some(Shards {
            first,
            last,
            total,
        })
    }

    /// The shard ids this process runs.
    #[must_use]
    pub fn ids(&self) -> std::ops::RangeInclusive<u32> {
        self.first..=self.last
    }

    /// Whether this process runs the shard that receives a guild's events.
    #[must_use]
    pub fn owns_guild(&self, guild_id: u64) -> bool {
        let shard = (guild_id >> 22) % u64::from(self.total);
        self.ids().contains(&(shard as u32))
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// How the bot behaves, as opposed to where it connects ([`BotConfig`]); every
/// setting has a default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotOptions {
    /// How long after an interaction arrives the bot waits for a campaign change
    /// before it defers its reply (Discord shows "thinking..." and the reply follows
    /// when the change is done). Zero defers every such reply at once.
    pub defer_after: Duration,
    /// Dice the bot rolls from a script instead of the operating system's
    /// randomness: for tests through the fake Discord only, so they can
    /// assert exact results. Never read from the environment.
    pub dice: Option<DiceScript>,
    /// How often the bot looks in the database for commits it did not make
    /// itself (a CLI on the same database) to campaigns with a tracker, and
    /// edits their trackers; zero never looks.
    pub tracker_poll: Duration,
    /// How many commands run their reads and writes at once; the rest wait in
    /// arrival order, deferred when they wait long (`bot::admission`). Zero
    /// admits every command at once.
    pub admission_slots: usize,
}

impl Default for BotOptions {
    fn default() -> BotOptions {
        BotOptions {
            defer_after: DEFAULT_DEFER_AFTER,
            dice: None,
            tracker_poll: DEFAULT_TRACKER_POLL,
            admission_slots: DEFAULT_ADMISSION_SLOTS,
        }
    }
}

impl fmt::Debug for BotConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BotConfig")
            .field("token", &"<redacted>")
            .field("dev_guild_id", &self.dev_guild_id)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .finish()
    }
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("database_url", &crate::store::redact(&self.database_url))
            .field("default_locale", &self.default_locale)
            .finish()
    }
}

/// A setting with a value that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// DISCORD_TOKEN is missing or empty.
    #[error("DISCORD_TOKEN is not set: put your bot token in the environment or in .env (see .env.example)")]
    MissingToken,
    /// A variable with an unusable value.
    #[error("{name} has an invalid value {value:?}: {expected}")]
    Invalid {
        /// The variable.
        name: &'static str,
        /// Its value.
        value: String,
        /// What would be valid.
        expected: &'static str,
    },
}

/// Reads a variable, treating an empty value as unset.
fn var(lookup: &dyn Fn(&str) -> Option<String>, name: &str) -> Option<String> {
    lookup(name)
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

impl Config {
    /// Reads the shared settings from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Self::from_lookup(&|k| std::env::var(k).ok())
    }

    /// Reads the shared settings through `lookup` (tests pass a map).
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let database_url =
            var(lookup, "DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned());
        if crate::store::Backend::of_url(&database_url).is_none() {
            return Err(ConfigError::Invalid {
                name: "DATABASE_URL",
                value: crate::store::redact(&database_url),
                expected: "a sqlite:// URL such as sqlite://overseer.db, or a postgres:// URL \
                           such as postgres://overseer@localhost/overseer",
            });
        }
        if crate::store::in_memory(&database_url) {
            return Err(ConfigError::Invalid {
                name: "DATABASE_URL",
                value: database_url,
                expected: "a database file: an in-memory database loses every change at exit",
            });
        }
        let default_locale = match var(lookup, "DEFAULT_LOCALE") {
            None => Lang::EnUs,
            Some(tag) => Lang::parse(&tag).ok_or(ConfigError::Invalid {
                name: "DEFAULT_LOCALE",
                value: tag,
                expected: "en-US or zh-CN",
            })?,
        };
        Ok(Config {
            database_url,
            default_locale,
        })
    }
}

impl BotConfig {
    /// Reads the bot's settings from the process environment.
    pub fn from_env() -> Result<BotConfig, ConfigError> {
        Self::from_lookup(&|k| std::env::var(k).ok())
    }

    /// Reads the bot's settings through `lookup`.
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<BotConfig, ConfigError> {
        let token = var(lookup, "DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let dev_guild_id = match var(lookup, "DEV_GUILD_ID") {
            None => None,
            Some(v) => Some(v.parse::<u64>().ok().filter(|&id| id > 0).ok_or(
                ConfigError::Invalid {
                    name: "DEV_GUILD_ID",
                    value: v,
                    expected: "a Discord server id (a positive number)",
                },
            )?),
        };
        let api_base = var(lookup, "DISCORD_API_BASE").map(|v| v.trim_end_matches('/').to_owned());
        let shards = match var(lookup, "SHARDS") {
            None => None,
            Some(v) => Some(Shards::parse(&v).ok_or(ConfigError::Invalid {
                name: "SHARDS",
                value: v,
                expected:
                    "FIRST-LAST/TOTAL such as 0-3/8 (shards 0 to 3 of 8), with LAST below TOTAL",
            })?),
        };
        Ok(BotConfig {
            token,
            dev_guild_id,
            api_base,
            shards,
        })
    }
}

impl BotOptions {
    /// Reads the bot's options from the process environment.
    pub fn from_env() -> Result<BotOptions, ConfigError> {
        Self::from_lookup(&|k| std::env::var(k).ok())
    }

    /// Reads the bot's options through `lookup`.
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<BotOptions, ConfigError> {
        let defer_after = match var(lookup, "DEFER_AFTER_MS") {
            None => DEFAULT_DEFER_AFTER,
            Some(v) => v
                .parse::<u64>()
                .ok()
                .map(Duration::from_millis)
                .filter(|d| *d <= MAX_DEFER_AFTER)
                .ok_or(ConfigError::Invalid {
                    name: "DEFER_AFTER_MS",
                    value: v,
                    expected:
                        "milliseconds from 0 to 2500 (Discord needs a first answer within 3 s)",
                })?,
        };
        let tracker_poll = match var(lookup, "TRACKER_POLL_MS") {
            None => DEFAULT_TRACKER_POLL,
            Some(v) => v
                .parse::<u64>()
                .ok()
                .map(Duration::from_millis)
                .filter(|d| {
                    d.is_zero() || (MIN_TRACKER_POLL..=Duration::from_secs(3600)).contains(d)
                })
                .ok_or(ConfigError::Invalid {
                    name: "TRACKER_POLL_MS",
                    value: v,
                    expected: "0 (off) or milliseconds from 250 to 3600000",
                })?,
        };
        let admission_slots = match var(lookup, "ADMISSION_SLOTS") {
            None => DEFAULT_ADMISSION_SLOTS,
            Some(v) => v
                .parse::<usize>()
                .ok()
                .filter(|n| *n <= MAX_ADMISSION_SLOTS)
                .ok_or(ConfigError::Invalid {
                    name: "ADMISSION_SLOTS",
                    value: v,
                    expected: "0 (no limit) or a number of commands up to 4096",
                })?,
        };
        Ok(BotOptions {
            defer_after,
            dice: None,
            tracker_poll,
            admission_slots,
        })
    }
}

/// How `overseer serve` writes its log lines (LOG_FORMAT).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines, coloured only when the output is a terminal.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

impl LogFormat {
    /// Reads LOG_FORMAT from the process environment.
    pub fn from_env() -> Result<LogFormat, ConfigError> {
        Self::from_lookup(&|k| std::env::var(k).ok())
    }

    /// Reads LOG_FORMAT through `lookup`: `text` (the default) or `json`, in
    /// any case; anything else is a configuration error.
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<LogFormat, ConfigError> {
        match var(lookup, "LOG_FORMAT") {
            None => Ok(LogFormat::Text),
            Some(v) if v.eq_ignore_ascii_case("text") => Ok(LogFormat::Text),
            Some(v) if v.eq_ignore_ascii_case("json") => Ok(LogFormat::Json),
            Some(v) => Err(ConfigError::Invalid {
                name: "LOG_FORMAT",
                value: v,
                expected: "text or json",
            }),
        }
    }
}

/// The address the web server listens on when HTTP_BIND is not set: this
/// machine only (the container sets `0.0.0.0:8080`).
pub const DEFAULT_HTTP_BIND: &str = "127.0.0.1:8080";

/// Where the web server listens and how players reach it (HTTP_BIND,
/// PUBLIC_URL); read by `serve`, `web`, `health` and the share commands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebConfig {
    /// The socket address the server binds.
    pub bind: std::net::SocketAddr,
    /// The address players open, without a trailing slash: share links start
    /// with it. Default `http://` followed by [`WebConfig::bind`].
    pub public_url: String,
}

impl WebConfig {
    /// Reads HTTP_BIND and PUBLIC_URL from the process environment.
    pub fn from_env() -> Result<WebConfig, ConfigError> {
        Self::from_lookup(&|k| std::env::var(k).ok())
    }

    /// Reads HTTP_BIND (`HOST:PORT`, an IP address and a port) and PUBLIC_URL
    /// (an `http://` or `https://` URL) through `lookup`.
    pub fn from_lookup(lookup: &dyn Fn(&str) -> Option<String>) -> Result<WebConfig, ConfigError> {
        let bind_text = var(lookup, "HTTP_BIND").unwrap_or_else(|| DEFAULT_HTTP_BIND.to_owned());
        let bind: std::net::SocketAddr = bind_text.parse().map_err(|_| ConfigError::Invalid {
            name: "HTTP_BIND",
            value: bind_text.clone(),
            expected: "an IP address and a port such as 127.0.0.1:8080 or 0.0.0.0:8080",
        })?;
        let public_url = match var(lookup, "PUBLIC_URL") {
            None => format!("http://{bind}"),
            Some(url) => {
                let trimmed = url.trim_end_matches('/');
                let host = trimmed
                    .strip_prefix("https://")
                    .or_else(|| trimmed.strip_prefix("http://"));
                if host.is_none_or(|h| h.is_empty() || h.contains(char::is_whitespace)) {
                    return Err(ConfigError::Invalid {
                        name: "PUBLIC_URL",
                        value: url,
                        expected: "the address players open, such as https://overseer.example.org",
                    });
                }
                trimmed.to_owned()
            }
        };
        Ok(WebConfig { bind, public_url })
    }

    /// Whether players cannot open the share links: PUBLIC_URL was left
    /// empty and HTTP_BIND listens on every address (`0.0.0.0`, `[::]`, as
    /// in the container), so the links would name that wildcard address.
    #[must_use]
    pub fn unreachable(&self) -> bool {
        unreachable_url(&self.public_url)
    }
}

/// Whether `url` names a wildcard address (`http://0.0.0.0:8080`,
/// `http://[::]:8080`), which no browser can open.
#[must_use]
pub fn unreachable_url(url: &str) -> bool {
    let host = url
        .strip_prefix("http://")
        .or_else(|| url.strip_prefix("https://"))
        .unwrap_or(url);
    let host = host.split('/').next().unwrap_or_default();
    host.rsplit_once(':')
        .map_or(host, |(name, port)| {
            if port.chars().all(|c| c.is_ascii_digit()) {
                name
            } else {
                host
            }
        })
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<std::net::IpAddr>()
        .is_ok_and(|ip| ip.is_unspecified())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn defaults_apply_when_nothing_is_set() {
        let c = Config::from_lookup(&env(&[])).expect("defaults are valid");
        assert_eq!(c.database_url, "sqlite://overseer.db");
        assert_eq!(c.default_locale, Lang::EnUs);
        let o = BotOptions::from_lookup(&env(&[])).expect("defaults are valid");
        assert_eq!(o.defer_after, Duration::from_millis(1500));
        assert_eq!(o, BotOptions::default());
    }

    #[test]
    fn the_tracker_poll_is_off_or_between_a_quarter_second_and_an_hour() {
        let at = |ms: &'static [(&'static str, &'static str)]| {
            BotOptions::from_lookup(&env(ms)).map(|o| o.tracker_poll)
        };
        assert_eq!(at(&[]), Ok(Duration::from_secs(5)));
        assert_eq!(at(&[("TRACKER_POLL_MS", "0")]), Ok(Duration::ZERO));
        assert_eq!(
            at(&[("TRACKER_POLL_MS", "250")]),
            Ok(Duration::from_millis(250))
        );
        for bad in ["249", "3600001", "-1", "soon"] {
            let v: &'static str = bad;
            let pairs: &'static [(&'static str, &'static str)] =
                Box::leak(Box::new([("TRACKER_POLL_MS", v)]));
            assert!(at(pairs).is_err(), "{bad}");
        }
    }

    #[test]
    fn defer_after_is_read_in_milliseconds_up_to_the_limit() {
        let at = |ms: &'static [(&'static str, &'static str)]| {
            BotOptions::from_lookup(&env(ms)).map(|o| o.defer_after)
        };
        assert_eq!(at(&[("DEFER_AFTER_MS", "0")]), Ok(Duration::ZERO));
        assert_eq!(
            at(&[("DEFER_AFTER_MS", " 250 ")]),
            Ok(Duration::from_millis(250))
        );
        assert_eq!(
            at(&[("DEFER_AFTER_MS", "2500")]),
            Ok(Duration::from_millis(2500))
        );
        assert_eq!(at(&[("DEFER_AFTER_MS", "")]), Ok(DEFAULT_DEFER_AFTER));
    }

    #[test]
    fn admission_slots_are_a_count_up_to_the_limit_and_zero_is_no_limit() {
        let at = |pairs: &'static [(&'static str, &'static str)]| {
            BotOptions::from_lookup(&env(pairs)).map(|o| o.admission_slots)
        };
        assert_eq!(at(&[]), Ok(DEFAULT_ADMISSION_SLOTS));
        assert_eq!(at(&[("ADMISSION_SLOTS", "0")]), Ok(0));
        assert_eq!(at(&[("ADMISSION_SLOTS", " 16 ")]), Ok(16));
        assert_eq!(at(&[("ADMISSION_SLOTS", "4096")]), Ok(4096));
        for bad in [
            &[("ADMISSION_SLOTS", "4097")][..],
            &[("ADMISSION_SLOTS", "-1")][..],
        ] {
            assert!(at(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn database_urls_of_both_backends_and_shard_ranges_are_read() {
        for url in [
            "sqlite://a.db",
            "postgres://o@localhost/o",
            "postgresql://o:pw@db:5432/o",
        ] {
            let pairs: Vec<(&str, &str)> = vec![("DATABASE_URL", url)];
            let c = Config::from_lookup(&move |k| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| (*v).to_owned())
            })
            .expect("valid");
            assert_eq!(c.database_url, url);
            assert!(!format!("{c:?}").contains("pw"));
        }
        let c = BotConfig::from_lookup(&env(&[("DISCORD_TOKEN", "t"), ("SHARDS", " 2-3/4 ")]))
            .expect("valid");
        let shards = c.shards.expect("shards");
        assert_eq!((shards.first, shards.last, shards.total), (2, 3, 4));
        assert_eq!(shards.to_string(), "2-3/4");
        assert!(shards.owns_guild(2 << 22) && shards.owns_guild(7 << 22));
        assert!(!shards.owns_guild(1 << 22) && !shards.owns_guild(4 << 22));
        assert_eq!(
            Shards::parse("5/8"),
            Some(Shards {
                first: 5,
                last: 5,
                total: 8
            })
        );
    }

    #[test]
    fn a_missing_or_blank_token_is_refused_and_never_printed() {
        assert_eq!(
            BotConfig::from_lookup(&env(&[])),
            Err(ConfigError::MissingToken)
        );
        assert_eq!(
            BotConfig::from_lookup(&env(&[("DISCORD_TOKEN", "  ")])),
            Err(ConfigError::MissingToken)
        );
        let c = BotConfig::from_lookup(&env(&[
            ("DISCORD_TOKEN", "secret-token"),
            ("DEV_GUILD_ID", "42"),
        ]))
        .expect("valid");
        assert_eq!(c.dev_guild_id, Some(42));
        assert_eq!(c.shards, None);
        assert!(!format!("{c:?}").contains("secret-token"));
    }

    #[test]
    fn bad_values_name_the_variable() {
        let err = BotConfig::from_lookup(&env(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "abc")]));
        assert!(matches!(
            err,
            Err(ConfigError::Invalid {
                name: "DEV_GUILD_ID",
                ..
            })
        ));
        for bad in [
            &[("DEFER_AFTER_MS", "soon")][..],
            &[("DEFER_AFTER_MS", "-1")][..],
            &[("DEFER_AFTER_MS", "2501")][..],
        ] {
            let pairs: &'static [(&'static str, &'static str)] = bad;
            assert_eq!(
                BotOptions::from_lookup(&env(pairs)),
                Err(ConfigError::Invalid {
                    name: "DEFER_AFTER_MS",
                    value: pairs[0].1.to_owned(),
                    expected:
                        "milliseconds from 0 to 2500 (Discord needs a first answer within 3 s)",
                })
            );
        }
        for bad in ["0-4/4", "3-1/8", "x/8", "0-1", "1/0", "-1/4", "0-1/4/8"] {
            let pairs: Vec<(&str, &str)> = vec![("DISCORD_TOKEN", "t"), ("SHARDS", bad)];
            let err = BotConfig::from_lookup(&move |k| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| (*v).to_owned())
            });
            assert!(
                matches!(err, Err(ConfigError::Invalid { name: "SHARDS", .. })),
                "{bad}: {err:?}"
            );
        }
        let err = Config::from_lookup(&env(&[("DATABASE_URL", "mysql://x")]));
        assert!(matches!(
            err,
            Err(ConfigError::Invalid {
                name: "DATABASE_URL",
                ..
            })
        ));
        let err = Config::from_lookup(&env(&[("DEFAULT_LOCALE", "fr")]));
        assert!(matches!(
            err,
            Err(ConfigError::Invalid {
                name: "DEFAULT_LOCALE",
                ..
            })
        ));
    }

    #[test]
    fn the_web_server_binds_locally_by_default_and_checks_its_addresses() {
        let web = WebConfig::from_lookup(&env(&[])).expect("defaults");
        assert_eq!(web.bind.to_string(), "127.0.0.1:8080");
        assert_eq!(web.public_url, "http://127.0.0.1:8080");
        let web = WebConfig::from_lookup(&env(&[
            ("HTTP_BIND", "0.0.0.0:9000"),
            ("PUBLIC_URL", "https://overseer.example.org/"),
        ]))
        .expect("set");
        assert_eq!(web.bind.to_string(), "0.0.0.0:9000");
        assert_eq!(web.public_url, "https://overseer.example.org");
        assert!(!web.unreachable());
        for (bind, dead) in [
            ("0.0.0.0:8080", true),
            ("[::]:8080", true),
            ("127.0.0.1:8080", false),
        ] {
            let web = WebConfig::from_lookup(&|k| (k == "HTTP_BIND").then(|| bind.to_owned()))
                .expect("a bind");
            assert_eq!(web.unreachable(), dead, "{bind}");
        }
        for (name, value) in [
            ("HTTP_BIND", "localhost"),
            ("HTTP_BIND", "127.0.0.1:99999"),
            ("PUBLIC_URL", "overseer.example.org"),
            ("PUBLIC_URL", "https://"),
        ] {
            let pairs: &'static [(&'static str, &'static str)] =
                Box::leak(vec![(name, value)].into_boxed_slice());
            match WebConfig::from_lookup(&env(pairs)) {
                Err(ConfigError::Invalid { name: n, .. }) => assert_eq!(n, name, "{value}"),
                other => panic!("{name}={value} gave {other:?}"),
            }
        }
    }

    #[test]
    fn log_format_is_text_or_json_and_nothing_else() {
        assert_eq!(LogFormat::from_lookup(&env(&[])), Ok(LogFormat::Text));
        assert_eq!(
            LogFormat::from_lookup(&env(&[("LOG_FORMAT", " JSON ")])),
            Ok(LogFormat::Json)
        );
        assert_eq!(
            LogFormat::from_lookup(&env(&[("LOG_FORMAT", "text")])),
            Ok(LogFormat::Text)
        );
        assert_eq!(
            LogFormat::from_lookup(&env(&[("LOG_FORMAT", "logfmt")])),
            Err(ConfigError::Invalid {
                name: "LOG_FORMAT",
                value: "logfmt".to_owned(),
                expected: "text or json",
            })
        );
    }
}
