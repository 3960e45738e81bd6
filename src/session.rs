//! The one path that changes a campaign, shared by the Discord bot and the CLI.
//!
//! A [`Session`] owns the store (SQLite or PostgreSQL, see [`crate::store`]) and
//! one async lock per campaign. Every mutation takes its campaign's lock and,
//! inside one write transaction, loads the state (locking its row: SQLite's
//! `BEGIN IMMEDIATE` holds the database's write lock, PostgreSQL's `SELECT ...
//! FOR UPDATE` the campaign's row, so other processes wait their turn), runs the
//! engine and saves the new state, the previous state (for undo, trimmed to a
//! bound), the log row and any pending Luck re-roll; an optimistic `version`
//! check in the UPDATE stays as a guard. The in-process lock is only a fast path
//! that keeps this process's commands from contending in the database:
//! correctness across processes comes from the database alone, and nothing of a
//! campaign's state is cached between commands (but inside a command-line
//! batch's [`group`], which holds the write transaction meanwhile): a read
//! only finds the campaign [`parsed`] from the very same text before, which
//! spares parsing it again. A transient conflict (busy, a
//! lost version race, a deadlock or serialization failure) is retried, bounded
//! by [`RETRY_BUDGET`], and never shown to the user. Read-only commands never
//! take the write lock. Campaigns on different channels run in parallel;
//! commands on one campaign are serialized.
//!
//! This module must not render text or know Discord: it speaks engine types and
//! [`SessionError`], and front ends decide what the user sees.

use std::collections::HashMap;

use std::sync::{Arc, Mutex as StdMutex, OnceLock};
use std::time::Duration;

use anyhow::anyhow;

use serde_json::{json, Value};

use crate::engine::ruleset::{Opening, Ruleset, RulesetId};
use crate::engine::rulesets::AnyCampaign;
use crate::engine::{Dice, SeededDice};
use crate::i18n::Lang;
use crate::store::{self, NewLogRow, Store};

/// Which campaign: one per Discord channel. Discord ids are stored as i64.
/// CLI campaigns use guild_id 0 and `channel_id = CampaignKey::local(name)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CampaignKey {
    /// The Discord guild (0 for local campaigns).
    pub guild_id: i64,
    /// The Discord channel, or the hash of a local campaign's name.
    pub channel_id: i64,
}

impl CampaignKey {
    /// The key of a local (CLI) campaign: guild 0, channel = FNV-1a 64 of the name
    /// with the top bit cleared (so it is a non-negative i64).
    #[must_use]
    pub fn local(name: &str) -> CampaignKey {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in name.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        CampaignKey {
            guild_id: 0,
            channel_id: (hash & (u64::MAX >> 1)) as i64,
        }
    }

    /// The row id of this key's campaign in `db`; `NoCampaign` without one.
    pub async fn id_in(self, mut db: store::Db<'_>) -> Result<i64, SessionError> {
        db.campaign_id(self.guild_id, self.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)
    }
}

/// Settings kept beside the state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The campaign's language, if one was chosen.
    pub language: Option<Lang>,
    /// Who started the campaign (always a GM).
    pub creator: i64,
    /// Co-GMs added with [`Session::add_gm`], ascending (the creator is not listed).
    pub gms: Vec<i64>,
    /// The game the campaign plays.
    pub ruleset: RulesetId,
}

/// A campaign read once to be shown (a board, the tracker): its state, its
/// settings and its tracker message as of one version.
#[derive(Debug, Clone)]
pub struct Shown {
    /// The campaign's version.
    pub version: i64,
    /// The campaign's language, if one was chosen.
    pub language: Option<Lang>,
    /// Who started the campaign (always a GM).
    pub creator: i64,
    /// The game the campaign plays.
    pub ruleset: RulesetId,
    /// The channel's tracker message, if the campaign has one.
    pub tracker: Option<i64>,
    /// How the channel sees the campaign's enemies' numbers.
    pub enemies: crate::engine::visibility::EnemyNumbers,
    row: store::CampaignRow,
}

impl Shown {
    /// Runs a read-only command of game `R` on this state (a status, a sheet):
    /// the outer error is the session's (a campaign of another game, a state
    /// that does not read), the inner one the game's refusal.
    pub fn view<R: Ruleset>(
        &self,
        command: &R::Command,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Result<R::Outcome, R::Error>, SessionError> {
        debug_assert!(R::is_read_only(command), "a view changes nothing");
        let mut campaign = parse_row::<R>(&self.row)?;
        Ok(R::execute(&mut campaign, command, dice))
    }

    /// The state as game `R`'s campaign (its roster, for the web pages).
    pub fn campaign<R: Ruleset>(&self) -> Result<R::Campaign, SessionError> {
        parse_row::<R>(&self.row)
    }
}

/// Who an imported campaign belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ownership {
    /// As the file says: its creator and co-GMs (the CLI's operator, who owns
    /// the database anyway). A file without a creator makes the importer it.
    FromFile,
    /// The importer becomes the creator. With `keep_gms` (the importer may
    /// manage the server) the file's creator and co-GMs become co-GMs; without
    /// it, the file's word on who runs the campaign is not taken.
    Importer {
        /// Whether the file's GMs are kept as co-GMs.
        keep_gms: bool,
    },
}

/// What a successful run returns.
#[derive(Debug, Clone, PartialEq)]
pub struct Ran<R: Ruleset> {
    /// The facts the command produced.
    pub outcome: R::Outcome,
    /// Set when a check's Luck triggered: the id of the stored pending re-roll.
    pub reroll_id: Option<i64>,
    /// The campaign's version after the command.
    pub version: i64,
}

/// What an undo returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovered {
    /// The name of the command that was undone.
    pub undone: String,
    /// The campaign's version after the undo.
    pub version: i64,
    /// How many more undo steps are kept.
    pub remaining: usize,
}

/// One entry of the event log.
#[derive(Debug, Clone, PartialEq)]
pub struct LogEntry {
    /// The log row id (ascending in time, over every campaign).
    pub id: i64,
    /// Its number in the campaign's public log (1, 2, 3 ...); none for a
    /// secret roll's or blind check's entry, which players never see.
    pub number: Option<i64>,
    /// Who ran the command.
    pub actor: i64,
    /// The command's name.
    pub command: String,
    /// The outcome's events as JSON.
    pub events: Value,
    /// Unix seconds.
    pub at: i64,
}

/// Where a pending re-roll stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollState {
    /// Not yet resolved.
    Pending,
    /// Re-rolled.
    Accepted,
    /// Declined.
    Declined,
}

impl RollState {
    fn as_str(self) -> &'static str {
        match self {
            RollState::Pending => "pending",
            RollState::Accepted => "accepted",
            RollState::Declined => "declined",
        }
    }

    fn parse(text: &str) -> Option<RollState> {
        [RollState::Pending, RollState::Accepted, RollState::Declined]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// A Luck re-roll offered by a check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingRoll {
    /// The roll id (used in button ids).
    pub id: i64,
    /// The campaign it belongs to.
    pub key: CampaignKey,
    /// The leader character's owner id: only they may resolve it.
    pub owner: String,
    /// The leader character's name.
    pub leader: String,
    /// Where it stands.
    pub state: RollState,
}

/// Why a session call did not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// There is no campaign in this channel.
    #[error("there is no campaign in this channel")]
    NoCampaign,
    /// The channel already has a campaign.
    #[error("this channel already has a campaign")]
    AlreadyExists,
    /// The rules of the campaign's game refused the command; nothing changed.
    #[error(transparent)]
    Rule(Refused),
    /// Undo with no history left.
    #[error("there is nothing left to undo")]
    NothingToUndo,
    /// No re-roll has this id.
    #[error("unknown re-roll")]
    RerollNotFound,
    /// The re-roll was already accepted or declined.
    #[error("this re-roll was already used")]
    RerollUsed,
    /// An import breaks a rule the engine keeps: the first broken one.
    #[error("the export breaks a rule at {at}: {rule}")]
    Invalid {
        /// Where in the export.
        at: String,
        /// The rule, in words.
        rule: String,
    },
    /// The channel's campaign plays another game, which has no such command.
    #[error("this channel's campaign plays {game}")]
    OtherGame {
        /// The game it plays.
        game: RulesetId,
    },
    /// An export file larger than the import reads.
    #[error("the export is larger than {max_bytes} bytes")]
    TooLarge {
        /// The bound, in bytes of JSON.
        max_bytes: u64,
    },
    /// This campaign's stored state cannot be read; other campaigns are fine.
    #[error("the stored campaign cannot be read: {detail}")]
    Corrupt {
        /// What failed to parse.
        detail: String,
    },
    /// A database or other internal failure.
    #[error("internal error: {0:#}")]
    Internal(anyhow::Error),
}

/// A game's refusal, whichever the game: its own error, kept whole so the
/// game's front end can say it in its words ([`Refused::downcast_ref`]).
#[derive(Debug)]
pub struct Refused(Box<dyn std::error::Error + Send + Sync>);

impl Refused {
    /// The game's error, when it is an `E`.
    #[must_use]
    pub fn downcast_ref<E: std::error::Error + 'static>(&self) -> Option<&E> {
        self.0.downcast_ref()
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for Refused {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

impl SessionError {
    /// A game's refusal as the session reports it ([`SessionError::Rule`]).
    pub fn rule(error: impl std::error::Error + Send + Sync + 'static) -> SessionError {
        SessionError::Rule(Refused(Box::new(error)))
    }

    /// The rule an export breaks ([`SessionError::Invalid`]) without the
    /// engine's lead ("invalid campaign state: "), which a reply's own
    /// sentence already says: the engine's English detail a reply in
    /// another language quotes.
    #[must_use]
    pub fn engine_rule(rule: &str) -> &str {
        rule.split_once("invalid campaign state: ")
            .map_or(rule, |(_, reason)| reason)
    }
}

impl From<sqlx::Error> for SessionError {
    fn from(e: sqlx::Error) -> Self {
        match store::sqlite::damage_in(&e) {
            Some(damage) => SessionError::Internal(anyhow!(damage)),
            None => SessionError::Internal(e.into()),
        }
    }
}

/// How long a step keeps retrying transient failures before it gives up. Each
/// attempt already waits for another process's lock (SQLite: up to
/// [`store::BUSY_TIMEOUT`]; PostgreSQL: for the row lock), so a command fails
/// only after the database stayed locked for this long (a stuck process), not
/// because sixteen writers took turns.
pub const RETRY_BUDGET: Duration = Duration::from_secs(30);

/// Why one attempt failed: retry, or give up with an error.
enum Step {
    /// A transient store error ([`store::is_transient`]: busy, deadlock,
    /// serialization failure, ...) or a lost optimistic version race.
    Retry(anyhow::Error),
    /// A final answer.
    Stop(SessionError),
}

impl From<sqlx::Error> for Step {
    fn from(e: sqlx::Error) -> Self {
        if store::is_transient(&e) {
            Step::Retry(e.into())
        } else if let Some(damage) = store::sqlite::damage_in(&e) {
            // A one-shot process does not read the whole file on open: the
            // statement that meets a damaged page refuses as opening would.
            Step::Stop(SessionError::Internal(anyhow!(damage)))
        } else {
            Step::Stop(SessionError::Internal(e.into()))
        }
    }
}

impl From<SessionError> for Step {
    fn from(e: SessionError) -> Self {
        Step::Stop(e)
    }
}

/// A change to a campaign's settings ([`Session::change_setting`]).
#[derive(Clone, Copy)]
enum Setting {
    /// Set or clear its language.
    Language(Option<Lang>),
    /// Make a user a co-GM.
    AddGm(i64),
    /// Take a user off the co-GMs.
    RemoveGm(i64),
    /// Set or clear the GM channel.
    GmChannel(Option<i64>),
}

/// Runs `$attempt` (an expression producing a `Result<T, Step>` future) until it
/// gives a final answer, backing off briefly between transient failures, for at
/// most [`RETRY_BUDGET`].
macro_rules! retrying {
    ($attempt:expr) => {{
        let started = std::time::Instant::now();
        let mut tries = 0u32;
        loop {
            tries += 1;
            let attempt = std::time::Instant::now();
            let done = $attempt.await;
            $crate::web::metrics::transaction(attempt.elapsed(), done.is_ok());
            match done {
                Ok(v) => break Ok(v),
                Err($crate::session::Step::Stop(e)) => break Err(e),
                Err($crate::session::Step::Retry(e)) if started.elapsed() >= $crate::session::RETRY_BUDGET => {
                    break Err($crate::session::SessionError::Internal(e.context(format!(
                        "gave up after {tries} tries in {:.1} s",
                        started.elapsed().as_secs_f64()
                    ))))
                }
                Err($crate::session::Step::Retry(e)) => {
                    tracing::debug!(error = %e, tries, "retrying a transient store failure");
                    $crate::web::metrics::retried();
                    tokio::time::sleep($crate::store::backoff(tries)).await;
                }
            }
        }
    }};
}

fn corrupt(e: &serde_json::Error) -> SessionError {
    SessionError::Corrupt {
        detail: e.to_string(),
    }
}

/// A stored campaign's state as game `R`'s, after checking that the row plays
/// `R`: a row of another game is never read as this one's state.
fn parse_row<R: Ruleset>(row: &store::CampaignRow) -> Result<R::Campaign, SessionError> {
    match crate::engine::ruleset::rulesets().parse(&row.ruleset) {
        Ok(id) if id == R::ID => serde_json::from_str(&row.state).map_err(|e| corrupt(&e)),
        Ok(id) => Err(SessionError::OtherGame { game: id }),
        Err(unknown) => Err(SessionError::Corrupt {
            detail: format!("campaign {}: {unknown}", row.id),
        }),
    }
}

/// Whether `state` reads as a state of the game `ruleset` names (every
/// game, through [`AnyCampaign`]).
fn check_state(ruleset: &str, state: &str) -> Result<(), SessionError> {
    let unreadable = || SessionError::Corrupt {
        detail: format!("a kept {ruleset} state cannot be read"),
    };
    let id = crate::engine::ruleset::rulesets()
        .parse(ruleset)
        .map_err(|_| unreadable())?;
    AnyCampaign::from_state(id, state)
        .map(|_| ())
        .map_err(|_| unreadable())
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, Step> {
    serde_json::to_string(value).map_err(|e| Step::Stop(SessionError::Internal(e.into())))
}

/// The retry for a campaign whose version moved while a command ran.
fn moved(row: &store::CampaignRow) -> Step {
    Step::Retry(anyhow!(
        "campaign {} changed while a command ran (version {})",
        row.id,
        row.version
    ))
}

/// What a command's save writes, made before the store is asked: the state,
/// the log row's text and the pending choice the outcome leaves (a Luck
/// re-roll), if any.
struct SaveText {
    at: i64,
    actor: i64,
    state: String,
    command: &'static str,
    command_json: String,
    events_json: String,
    secret: bool,
    pending: Option<(String, String, String)>,
}

impl store::raw::ToSave for SaveText {
    fn save<'a>(&'a self, row: &'a store::CampaignRow) -> store::CommandSave<'a> {
        SaveText::save(self, row)
    }
}

impl SaveText {
    fn of<R: Ruleset>(
        campaign: &R::Campaign,
        actor: i64,
        command: &R::Command,
        outcome: &R::Outcome,
    ) -> Result<SaveText, Step> {
        Ok(SaveText {
            at: store::now(),
            actor,
            state: to_json(campaign)?,
            command: R::command_name(command),
            command_json: to_json(command)?,
            events_json: R::events_text(outcome),
            secret: visibility::current().is_hidden(),
            pending: R::pending_choice(campaign, outcome)
                .map(|choice| (choice.owner, choice.leader, choice.offer.to_string())),
        })
    }

    /// The save of the command run on `row`.
    fn save<'a>(&'a self, row: &'a store::CampaignRow) -> store::CommandSave<'a> {
        store::CommandSave {
            campaign_id: row.id,
            old_version: row.version,
            state: &self.state,
            previous: &row.state,
            log: NewLogRow {
                actor: self.actor,
                command: self.command,
                command_json: &self.command_json,
                events_json: &self.events_json,
                at: self.at,
            },
            secret: self.secret,
            pending: self
                .pending
                .as_ref()
                .map(|(owner, leader, offer)| store::NewPending {
                    owner,
                    leader,
                    offer,
                }),
        }
    }
}

/// The store plus the per-campaign locks. Cheap to clone (an `Arc` inside).
#[derive(Clone)]
pub struct Session {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    locks: Arc<StdMutex<HashMap<CampaignKey, Arc<tokio::sync::Mutex<()>>>>>,
    /// The last [`Session::health`] answer and when it was taken.
    health: tokio::sync::Mutex<Option<(tokio::time::Instant, store::Health)>>,
    /// Every committed change of a campaign's state, by key ([`Session::changes`]):
    /// made when first listened to, so a process that never listens (a
    /// command-line one) does not set aside its backlog's slots (64 KB, some
    /// sixteen page faults of a one-shot command).
    changes: Arc<OnceLock<tokio::sync::broadcast::Sender<CampaignKey>>>,
    /// The campaigns parsed last, by the text they were parsed from.
    parsed: Arc<parsed::Parsed>,
}

/// The connections of a [`Session::reader`].
const READER_CONNECTIONS: u32 = 2;

/// How many change notices a slow listener may fall behind before it is told
/// it lagged ([`Session::changes`]).
const CHANGES_BACKLOG: usize = 1024;

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").finish_non_exhaustive()
    }
}

impl Session {
    /// Opens the database the URL names and applies its migrations: a SQLite
    /// file (WAL, create-if-missing, busy timeout, foreign keys, checked; see
    /// [`store::SqliteStore::open`], a damaged file is refused with
    /// [`store::DamagedDatabase`]) or a PostgreSQL database ([`store::PgStore::open`]).
    pub async fn open(database_url: &str) -> anyhow::Result<Session> {
        Ok(Self::over(Store::open(database_url).await?))
    }

    /// [`Session::open`] for a command-line process, which runs one command
    /// at a time: one PostgreSQL connection, not a pool's worth
    /// ([`Store::open_for_cli`]).
    pub async fn open_for_cli(database_url: &str) -> anyhow::Result<Session> {
        Ok(Self::over(Store::open_for_cli(database_url).await?))
    }

    fn over(store: Store) -> Session {
        Session {
            inner: Arc::new(Inner {
                store,
                locks: Arc::new(StdMutex::new(HashMap::new())),
                health: tokio::sync::Mutex::new(None),
                changes: Arc::default(),
                parsed: Arc::default(),
            }),
        }
    }

    /// The same campaigns through a small pool of connections of its own,
    /// made where the new session is used: for a background task on a thread
    /// of its own (the live tracker), whose database work then never runs on
    /// the connections, nor the threads, of this session's commands. It hears
    /// this session's [`Session::changes`] and shares its per-campaign locks.
    /// Call inside the tokio runtime that will use it.
    #[must_use]
    pub fn reader(&self) -> Session {
        Session {
            inner: Arc::new(Inner {
                store: self.inner.store.reader(READER_CONNECTIONS),
                locks: Arc::clone(&self.inner.locks),
                health: tokio::sync::Mutex::new(None),
                changes: Arc::clone(&self.inner.changes),
                parsed: Arc::clone(&self.inner.parsed),
            }),
        }
    }

    /// The underlying store (for tests and maintenance).
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// The keys of campaigns whose state this session commits from now on, one
    /// notice per committed command, re-roll or undo (after the commit). A
    /// listener that falls more than 1024 notices behind gets `Lagged` once and
    /// should treat every campaign as changed. Changes made by other processes
    /// sharing the database are not announced here ([`Session::tracked`]
    /// lists the versions to compare).
    #[must_use]
    pub fn changes(&self) -> tokio::sync::broadcast::Receiver<CampaignKey> {
        self.inner
            .changes
            .get_or_init(|| tokio::sync::broadcast::channel(CHANGES_BACKLOG).0)
            .subscribe()
    }

    /// Tells the listeners of [`Session::changes`] that `key` changed.
    fn changed(&self, key: CampaignKey) {
        // No listener is fine: nobody tracks this campaign.
        if let Some(changes) = self.inner.changes.get() {
            let _ = changes.send(key);
        }
    }

    /// The campaign on a channel, read once to be shown.
    pub async fn shown(&self, key: CampaignKey) -> Result<Shown, SessionError> {
        self.shown_where(key, false)
            .await?
            .ok_or(SessionError::NoCampaign)
    }

    /// [`Session::shown`] for a campaign with a tracker: `None` without one
    /// (its state is then not read).
    pub async fn shown_tracked(&self, key: CampaignKey) -> Result<Option<Shown>, SessionError> {
        self.shown_where(key, true).await
    }

    async fn shown_where(
        &self,
        key: CampaignKey,
        tracked_only: bool,
    ) -> Result<Option<Shown>, SessionError> {
        let (row, enemies) = {
            let mut conn = self.inner.store.read().await?;
            let row = conn
                .db()
                .shown(key.guild_id, key.channel_id, tracked_only)
                .await?;
            let enemies = match &row {
                Some(r) => Some(conn.db().secrecy(r.campaign.id).await?.0),
                None => None,
            };
            (row, enemies)
        };
        row.map(|r| {
            let enemies = enemies.unwrap_or_default();
            Ok(Shown {
                enemies: crate::engine::visibility::EnemyNumbers::parse(&enemies).ok_or_else(
                    || SessionError::Corrupt {
                        detail: format!("unknown enemies setting {enemies:?}"),
                    },
                )?,
                version: r.campaign.version,
                language: r.language.as_deref().and_then(Lang::parse),
                creator: r.creator,
                ruleset: ruleset_of(&r.campaign.ruleset)?,
                tracker: r.tracker_message,
                row: r.campaign,
            })
        })
        .transpose()
    }

    /// Every campaign with a tracker and its version, for noticing commits
    /// [`Session::changes`] does not announce: those of other processes on
    /// the same database (a CLI).
    pub async fn tracked(&self) -> Result<Vec<(CampaignKey, i64)>, SessionError> {
        let mut conn = self.inner.store.read().await?;
        Ok(conn
            .db()
            .tracked()
            .await?
            .into_iter()
            .map(|(guild_id, channel_id, version)| {
                (
                    CampaignKey {
                        guild_id,
                        channel_id,
                    },
                    version,
                )
            })
            .collect())
    }

    /// Sets (or clears, `None`) the channel's tracker message; with `only_if`,
    /// only while the tracker is still that message (so a tracker another
    /// process posted meanwhile is kept). Returns whether it changed.
    pub async fn set_tracker(
        &self,
        key: CampaignKey,
        message: Option<i64>,
        only_if: Option<i64>,
    ) -> Result<bool, SessionError> {
        retrying!(async {
            let mut tx = self.inner.store.begin_write().await?;
            let done = tx
                .db()
                .set_tracker(key.guild_id, key.channel_id, message, only_if)
                .await;
            Ok::<bool, Step>(tx.finish(done).await?)
        })
    }

    /// What SQLite's `PRAGMA quick_check` says about the whole database file
    /// (for GMs on `/campaign status`); on PostgreSQL, that the server answers
    /// (it checks its own pages). A damaged file is also refused by
    /// [`Session::open`]; this notices damage that appears while running. Reads
    /// the whole file, so it costs time in proportion to its size (about 80 ms
    /// per 100 MB in the page cache).
    pub async fn health(&self) -> Result<store::Health, SessionError> {
        Ok(self.inner.store.health().await?)
    }

    /// [`Session::health`], answered from the last check when it is younger
    /// than `max_age`: the check reads the whole file, and a GM's status board
    /// should not pay for it every time. Concurrent callers share one check.
    pub async fn health_recent(&self, max_age: Duration) -> Result<store::Health, SessionError> {
        let mut last = self.inner.health.lock().await;
        if let Some((at, health)) = last.as_ref() {
            if at.elapsed() < max_age {
                return Ok(health.clone());
            }
        }
        let health = self.health().await?;
        *last = Some((tokio::time::Instant::now(), health.clone()));
        Ok(health)
    }

    /// The async lock of one campaign.
    fn lock_of(&self, key: CampaignKey) -> Arc<tokio::sync::Mutex<()>> {
        // A poisoned map only means another thread panicked while inserting;
        // the map itself is still usable.
        let mut locks = self
            .inner
            .locks
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if locks.len() > 4096 {
            // Forget locks nobody holds or waits for, so the map stays small.
            locks.retain(|_, l| Arc::strong_count(l) > 1);
        }
        Arc::clone(locks.entry(key).or_default())
    }

    async fn campaign_id(&self, key: CampaignKey) -> Result<i64, SessionError> {
        let mut conn = self.inner.store.read().await?;
        key.id_in(conn.db()).await
    }

    /// Starts a fresh campaign of game `R` on a channel; `AlreadyExists` if it
    /// has one. The campaign row names the game for its whole life.
    pub async fn start_as<R: Ruleset>(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
    ) -> Result<R::Outcome, SessionError> {
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        retrying!(self.start_once::<R>(key, creator, language))
    }

    /// Starts a fresh campaign of the game `id` names (one of the installed
    /// games, [`crate::engine::ruleset::rulesets`]) on a channel;
    /// `AlreadyExists` if it has one, `Invalid` for a game not installed.
    pub async fn start_game(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
        id: RulesetId,
    ) -> Result<(), SessionError> {
        let rules =
            crate::engine::ruleset::rulesets()
                .find(id)
                .ok_or_else(|| SessionError::Invalid {
                    at: "ruleset".to_owned(),
                    rule: format!("unknown ruleset {id}"),
                })?;
        let opening = rules
            .opening()
            .map_err(|e| SessionError::Internal(anyhow!("starting a campaign: {e}")))?;
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        retrying!(self.insert_opening(key, creator, language, id, &opening))
    }

    async fn start_once<R: Ruleset>(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
    ) -> Result<R::Outcome, Step> {
        let (mut campaign, command) = R::start();
        // Starting rolls no dice; a fixed seed keeps this path free of OS randomness.
        let outcome = R::execute(&mut campaign, &command, &mut SeededDice::from_seed(0))
            .map_err(|e| Step::Stop(SessionError::Internal(anyhow!("starting a campaign: {e}"))))?;
        let opening = Opening {
            state: to_json(&campaign)?,
            command: R::command_name(&command),
            command_json: to_json(&command)?,
            events: R::events(&outcome),
        };
        self.insert_opening(key, creator, language, R::ID, &opening)
            .await?;
        Ok(outcome)
    }

    /// Keeps a fresh campaign (its first state and log row) on a channel
    /// that has none.
    async fn insert_opening(
        &self,
        key: CampaignKey,
        creator: i64,
        language: Option<Lang>,
        id: RulesetId,
        opening: &Opening,
    ) -> Result<(), Step> {
        let at = store::now();
        let mut tx = self.inner.store.begin_write().await?;
        let done = async {
            if tx.db().load(key.guild_id, key.channel_id).await?.is_some() {
                return Err(SessionError::AlreadyExists.into());
            }
            let campaign_id = tx
                .db()
                .insert_campaign(&store::NewCampaign {
                    guild_id: key.guild_id,
                    channel_id: key.channel_id,
                    state: &opening.state,
                    ruleset: id.as_str(),
                    creator,
                    language: language.map(Lang::tag),
                    at,
                })
                .await?;
            tx.db()
                .append_log(
                    campaign_id,
                    &NewLogRow {
                        actor: creator,
                        command: opening.command,
                        command_json: &opening.command_json,
                        events_json: &opening.events.to_string(),
                        at,
                    },
                )
                .await?;
            Ok::<(), Step>(())
        }
        .await;
        tx.finish(done).await
    }

    /// The command line's `init` in a campaign of game `R`: creates the
    /// campaign, or resets it to a fresh one (the command the game starts
    /// with, which can be undone).
    pub async fn init_as<R: Ruleset>(
        &self,
        key: CampaignKey,
        actor: i64,
    ) -> Result<R::Outcome, SessionError> {
        match self.start_as::<R>(key, actor, None).await {
            Err(SessionError::AlreadyExists) => {
                let command = R::start().1;
                let ran = self
                    .run_as::<R>(key, actor, command, &mut SeededDice::from_seed(0))
                    .await?
                    .map_err(SessionError::rule)?;
                Ok(ran.outcome)
            }
            other => other,
        }
    }

    /// Runs a command of game `R` on a campaign. The outer error is the
    /// session's (no campaign, a campaign of another game, the store); the inner
    /// one is the game's refusal, after which nothing changed.
    pub async fn run_as<R: Ruleset>(
        &self,
        key: CampaignKey,
        actor: i64,
        command: R::Command,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Result<Ran<R>, R::Error>, SessionError> {
        if let Some(group) = group::current() {
            // A command-line batch's transaction (see `group`).
            return self
                .run_grouped::<R>(&group, key, actor, &command, dice)
                .await;
        }
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let ran = retrying!(self.run_once::<R>(key, actor, &command, &mut *dice));
        if matches!(ran, Ok(Ok(_))) && !R::is_read_only(&command) {
            self.changed(key);
        }
        ran
    }

    /// One attempt of [`Session::run_as`]. A read-only command reads on a plain
    /// connection and never takes the write lock. Any other command loads,
    /// executes and saves inside one write transaction: loading outside it would
    /// let another process save in between, and the lost version race would
    /// cost a retry (with sixteen CLI processes on one campaign, enough of them
    /// to exhaust any small retry budget). Inside, a command simply waits its
    /// turn for the lock; the engine is synchronous and fast, so holding the
    /// lock while it runs costs little.
    async fn run_once<R: Ruleset>(
        &self,
        key: CampaignKey,
        actor: i64,
        command: &R::Command,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Result<Ran<R>, R::Error>, Step> {
        if R::is_read_only(command) {
            let row = self.stored::<Step>(key).await?;
            let mut campaign = self.inner.parsed.owned(key, &row, parse_row::<R>)?;
            return Ok(R::execute(&mut campaign, command, dice).map(|outcome| Ran {
                outcome,
                reroll_id: None,
                version: row.version,
            }));
        }
        // The load, the rules and the save are one job of the store's
        // writer (see `store::raw`).
        let ended = self
            .inner
            .store
            .load_run_save(key.guild_id, key.channel_id, |row| {
                let mut campaign = (self.inner.parsed)
                    .owned(key, row, parse_row::<R>)
                    .map_err(|e| Err(e.into()))?;
                let outcome = R::execute(&mut campaign, command, dice).map_err(Ok)?;
                let text = SaveText::of::<R>(&campaign, actor, command, &outcome).map_err(Err)?;
                let written = store::CampaignRow {
                    id: row.id,
                    state: text.state.clone(),
                    version: row.version + 1,
                    ruleset: row.ruleset.clone(),
                };
                (self.inner.parsed).keep_written(key, written, campaign, parse_row::<R>);
                Ok::<_, Result<R::Error, Step>>((outcome, text))
            })
            .await?;
        match ended {
            store::raw::CommandEnd::Saved {
                value: outcome,
                saved,
                version,
            } => Ok(Ok(Ran {
                outcome,
                reroll_id: saved.pending_id,
                version: version + 1,
            })),
            // A refusal wrote nothing.
            store::raw::CommandEnd::Refused(Ok(refused)) => Ok(Err(refused)),
            store::raw::CommandEnd::Refused(Err(e)) => Err(e),
            store::raw::CommandEnd::NoCampaign => Err(SessionError::NoCampaign.into()),
            store::raw::CommandEnd::Moved(row) => Err(moved(&row)),
        }
    }

    /// Undoes the newest kept command: restores the state before it. Repeated,
    /// it walks back; with no history left, `NothingToUndo`. Pending Luck
    /// re-rolls of the campaign are declined, since their check may be undone.
    pub async fn recover(&self, key: CampaignKey, actor: i64) -> Result<Recovered, SessionError> {
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let recovered = retrying!(self.recover_once(key, actor));
        if recovered.is_ok() {
            self.changed(key);
        }
        recovered
    }

    async fn recover_once(&self, key: CampaignKey, actor: i64) -> Result<Recovered, Step> {
        use store::raw::Undo;
        let undo = self
            .inner
            .store
            .undo(key.guild_id, key.channel_id, actor, |row, undone, state| {
                // The kept state must still be a state of the campaign's game.
                check_state(&row.ruleset, state)?;
                Ok::<_, SessionError>(json!({ "command": "recover", "undone": undone }).to_string())
            })
            .await?;
        match undo {
            Undo::Done {
                undone,
                version,
                remaining,
            } => Ok(Recovered {
                undone,
                version: version + 1,
                remaining: usize::try_from(remaining).unwrap_or(0),
            }),
            Undo::NoCampaign => Err(SessionError::NoCampaign.into()),
            Undo::NothingToUndo => Err(SessionError::NothingToUndo.into()),
            Undo::Refused(e) => Err(e.into()),
            Undo::Moved(row) => Err(Step::Retry(anyhow!(
                "campaign {} changed during undo",
                row.id
            ))),
        }
    }

    /// A pending (or resolved) Luck re-roll by id.
    pub async fn pending_roll(&self, roll_id: i64) -> Result<PendingRoll, SessionError> {
        let mut conn = self.inner.store.read().await?;
        let row = conn
            .db()
            .pending(roll_id)
            .await?
            .ok_or(SessionError::RerollNotFound)?;
        Ok(PendingRoll {
            id: row.id,
            key: CampaignKey {
                guild_id: row.guild_id,
                channel_id: row.channel_id,
            },
            owner: row.owner,
            leader: row.leader,
            state: RollState::parse(&row.state).ok_or_else(|| SessionError::Corrupt {
                detail: format!("re-roll {} has state {:?}", row.id, row.state),
            })?,
        })
    }

    /// Resolves a Luck re-roll exactly once, also across restarts. `accept`
    /// re-rolls through the engine (`Command::Reroll`) and marks the roll used in
    /// the same transaction as the state save, returning `Some(Ran)`; declining
    /// marks it declined and returns `None`. A second call gets `RerollUsed`.
    /// Whether `actor` may resolve it is the caller's check (see [`PendingRoll::owner`]).
    pub async fn resolve_reroll_as<R: Ruleset>(
        &self,
        roll_id: i64,
        actor: i64,
        accept: bool,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Option<Ran<R>>, SessionError> {
        let key = self.pending_roll(roll_id).await?.key;
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let resolved = retrying!(self.resolve_once::<R>(roll_id, actor, accept, &mut *dice));
        if matches!(resolved, Ok(Some(_))) {
            self.changed(key);
        }
        resolved
    }

    async fn resolve_once<R: Ruleset>(
        &self,
        roll_id: i64,
        actor: i64,
        accept: bool,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Option<Ran<R>>, Step> {
        use store::raw::Resolved;
        let new_state = if accept {
            RollState::Accepted
        } else {
            RollState::Declined
        };
        // A refusal rolls the claim back, so the roll stays pending.
        let resolved = self
            .inner
            .store
            .resolve_pending(roll_id, new_state.as_str(), |pending, row| {
                if !accept {
                    return Ok(None);
                }
                let mut campaign = parse_row::<R>(row)?;
                let command = R::take_choice(&pending.offer)
                    .map_err(|detail| SessionError::Corrupt { detail })?;
                let outcome = R::execute(&mut campaign, &command, dice)
                    .map_err(|e| Step::Stop(SessionError::rule(e)))?;
                let text = SaveText::of::<R>(&campaign, actor, &command, &outcome)?;
                Ok::<_, Step>(Some((outcome, text)))
            })
            .await?;
        match resolved {
            Resolved::Saved {
                value,
                saved,
                version,
            } => Ok(Some(Ran {
                outcome: value,
                reroll_id: saved.pending_id,
                version: version + 1,
            })),
            Resolved::Declined => Ok(None),
            Resolved::NotFound => Err(SessionError::RerollNotFound.into()),
            Resolved::NoCampaign => Err(SessionError::NoCampaign.into()),
            Resolved::Used => Err(SessionError::RerollUsed.into()),
            Resolved::Refused(step) => Err(step),
            Resolved::Moved(row) => Err(moved(&row)),
        }
    }

    /// The campaign's stored row on a channel, read outside any write;
    /// `NoCampaign` when there is none. `E` is the caller's error: a
    /// [`SessionError`], or a [`Step`] that retries a transient failure.
    async fn stored<E>(&self, key: CampaignKey) -> Result<store::CampaignRow, E>
    where
        E: From<sqlx::Error> + From<SessionError>,
    {
        let row = self
            .inner
            .store
            .load_at(key.guild_id, key.channel_id)
            .await?;
        row.ok_or_else(|| SessionError::NoCampaign.into())
    }

    /// Loads a campaign of game `R` read-only; `OtherGame` for a campaign of
    /// another game.
    pub async fn campaign_as<R: Ruleset>(
        &self,
        key: CampaignKey,
    ) -> Result<R::Campaign, SessionError> {
        self.shared_campaign_as::<R>(key)
            .await
            .map(Arc::unwrap_or_clone)
    }

    /// [`Session::campaign_as`], shared with the session, which keeps it
    /// ([`parsed`]): the command that runs next on the same state starts
    /// from a copy of it instead of parsing the state again.
    pub async fn shared_campaign_as<R: Ruleset>(
        &self,
        key: CampaignKey,
    ) -> Result<Arc<R::Campaign>, SessionError> {
        let row = self.stored::<SessionError>(key).await?;
        self.inner.parsed.shared(key, &row, parse_row::<R>)
    }

    /// The campaign's language, creator and co-GMs.
    pub async fn settings(&self, key: CampaignKey) -> Result<Settings, SessionError> {
        Ok(self.settings_and_enemies(key).await?.0)
    }

    /// [`Session::settings`] with how the channel sees enemies' numbers,
    /// read by the same query: what a Discord command reads before it runs.
    pub async fn settings_and_enemies(
        &self,
        key: CampaignKey,
    ) -> Result<(Settings, crate::engine::visibility::EnemyNumbers), SessionError> {
        let row = self
            .inner
            .store
            .settings_at(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        let enemies =
            crate::engine::visibility::EnemyNumbers::parse(&row.enemies).ok_or_else(|| {
                SessionError::Corrupt {
                    detail: format!("unknown enemies setting {:?}", row.enemies),
                }
            })?;
        let settings = Settings {
            language: row.language.as_deref().and_then(Lang::parse),
            creator: row.creator,
            ruleset: ruleset_of(&row.ruleset)?,
            gms: row.gms,
        };
        Ok((settings, enemies))
    }

    /// The game the channel's campaign plays; `Corrupt` for an id this
    /// version does not know.
    pub async fn ruleset(&self, key: CampaignKey) -> Result<RulesetId, SessionError> {
        let mut conn = self.inner.store.read().await?;
        let id = conn
            .db()
            .ruleset_at(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        ruleset_of(&id)
    }

    /// The campaign's language, if one was chosen (one query; [`Session::settings`]
    /// also reads the co-GMs).
    pub async fn language(&self, key: CampaignKey) -> Result<Option<Lang>, SessionError> {
        let language = self
            .inner
            .store
            .settings_at(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?
            .language;
        Ok(language.as_deref().and_then(Lang::parse))
    }

    /// The campaign's language (if one was chosen) and its game, in one query:
    /// what a command-line line needs before it runs (reading them apart was
    /// two queries a line). The game is an error when the stored id is one
    /// this version does not know ([`Session::ruleset`]).
    pub async fn language_and_ruleset(
        &self,
        key: CampaignKey,
    ) -> Result<(Option<Lang>, Result<RulesetId, SessionError>), SessionError> {
        let row = self
            .inner
            .store
            .settings_at(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        Ok((
            row.language.as_deref().and_then(Lang::parse),
            ruleset_of(&row.ruleset),
        ))
    }

    /// Sets or clears the campaign's language.
    pub async fn set_language(
        &self,
        key: CampaignKey,
        language: Option<Lang>,
    ) -> Result<(), SessionError> {
        self.change_setting(key, Setting::Language(language)).await
    }

    /// Makes `user` a co-GM (no-op if already one).
    pub async fn add_gm(&self, key: CampaignKey, user: i64) -> Result<(), SessionError> {
        self.change_setting(key, Setting::AddGm(user)).await
    }

    /// Removes `user` from the co-GMs (no-op if not one).
    pub async fn remove_gm(&self, key: CampaignKey, user: i64) -> Result<(), SessionError> {
        self.change_setting(key, Setting::RemoveGm(user)).await
    }

    /// One change to the campaign's settings, in a write of its own.
    async fn change_setting(&self, key: CampaignKey, change: Setting) -> Result<(), SessionError> {
        let id = self.campaign_id(key).await?;
        retrying!(async {
            let mut tx = self.inner.store.begin_write().await?;
            let mut db = tx.db();
            let done = match change {
                Setting::Language(language) => db.set_language(id, language.map(Lang::tag)).await,
                Setting::AddGm(user) => db.add_gm(id, user).await,
                Setting::RemoveGm(user) => db.remove_gm(id, user).await,
                Setting::GmChannel(channel) => db.set_gm_channel(id, channel).await,
            };
            tx.finish(done).await?;
            Ok::<(), Step>(())
        })
    }

    /// The newest `count` log entries, oldest first.
    pub async fn log(&self, key: CampaignKey, count: u32) -> Result<Vec<LogEntry>, SessionError> {
        // Every entry, as a GM reads them, without their secret mark.
        Ok(self
            .log_seen(key, count, true)
            .await?
            .into_iter()
            .map(|(entry, _)| entry)
            .collect())
    }

    /// Deletes the campaign and everything stored with it.
    pub async fn end(&self, key: CampaignKey) -> Result<(), SessionError> {
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let existed = retrying!(async {
            let mut tx = self.inner.store.begin_write().await?;
            let existed = tx.db().delete_campaign(key.guild_id, key.channel_id).await;
            Ok::<bool, Step>(tx.finish(existed).await?)
        })?;
        if existed {
            Ok(())
        } else {
            Err(SessionError::NoCampaign)
        }
    }
}

/// A stored game id read back; `Corrupt` for an id this version does not know.
fn ruleset_of(id: &str) -> Result<RulesetId, SessionError> {
    crate::engine::ruleset::rulesets()
        .parse(id)
        .map_err(|e| SessionError::Corrupt {
            detail: e.to_string(),
        })
}

/// Production dice: ChaCha20 seeded with 32 bytes from the operating system,
/// outside the engine (which never touches OS randomness).
#[must_use]
pub fn os_dice() -> SeededDice {
    use rand::TryRngCore as _;
    let mut seed = [0u8; 32];
    if rand::rngs::OsRng.try_fill_bytes(&mut seed).is_err() {
        // The thread RNG is itself a CSPRNG seeded from the OS.
        seed = rand::random();
    }
    SeededDice::from_bytes(seed)
}

/// Homebrew changes, saved like commands (after [`retrying`], which it uses).
mod brew;
mod character;
pub use character::PreparedCharacter;
/// Exports and imports (after [`retrying`], which they use).
mod export;
mod parsed;
pub use export::{export_file, Export, EXPORT_FORMAT, MAX_EXPORT_BYTES};
pub mod group;
pub mod visibility;
