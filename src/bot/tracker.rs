//! The living tracker: one pinned message per channel that shows the state of
//! play (the game's board: mode, clock and weather, turn order with the
//! current turn, every combatant's HP bar, AP and effects) and is edited in
//! place after every committed change.
//!
//! `/campaign tracker` posts and pins it and stores its message id with the
//! campaign ([`crate::session::Session::set_tracker`]), so a restarted bot
//! carries on editing it. Edits never hold up a reply: the session announces
//! each commit ([`crate::session::Session::changes`]) and one background task
//! ([`spawn`]) edits the trackers, on a thread of its own at the lowest
//! scheduling priority with its own HTTP client and database connections, so
//! the replies come first whenever both want a core; commits of other
//! processes on the same database (a CLI) are found by polling the tracked
//! campaigns' versions
//! ([`crate::session::Session::tracked`]). It edits at most once per channel
//! per interval (changes in between are coalesced into the next edit; Discord
//! allows five edits per five seconds in a channel), and not at all when the
//! board is the one it last showed. When the message is gone (deleted by
//! a member), the next change clears the stored id and says so once in the
//! channel, addressed to the GM; later changes edit nothing. Over all
//! channels, edits are spaced [`EDIT_SPACING`] apart, so a busy server's
//! trackers stay inside Discord's global rate limit and leave the replies
//! their room.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use super::{layout, no_mentions, render, text};
use crate::config::Config;
use crate::i18n::{Arg, Lang};
use crate::session::{CampaignKey, Session, SessionError, Shown};

/// The shortest time between two edits of one channel's tracker.
pub const DEFAULT_INTERVAL: Duration = Duration::from_secs(1);

/// The shortest time between two tracker edits over all channels: at most 20
/// a second, well inside Discord's global limit of 50 requests a second, so
/// replies and other calls keep their room. With many busy channels each
/// tracker is edited less often, never more.
pub const EDIT_SPACING: Duration = Duration::from_millis(50);

/// How long the first tracker edit after a change waits, so that the change's
/// reply, sent after its commit, reaches the channel before the tracker moves.
const REPLY_FIRST: Duration = Duration::from_millis(150);

/// Discord's error codes for a message or channel that no longer exists.
const UNKNOWN_MESSAGE: isize = 10_008;
const UNKNOWN_CHANNEL: isize = 10_003;

/// The tracker's message for a campaign: a header line and the game's board,
/// laid out to fit one message (what does not fit is cut, with a pointer to
/// `/campaign status`).
pub(crate) fn message(
    shown: &Shown,
    default_lang: Lang,
) -> Result<(String, Vec<render::EmbedSpec>), SessionError> {
    let lang = shown.language.unwrap_or(default_lang);
    let board = super::board_of(shown, lang)?;
    let mut pages = layout::pages(None, board).into_iter();
    let embeds = pages.next().map(|p| p.embeds).unwrap_or_default();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut header = text(
        lang,
        "tracker-header",
        &[("time", Arg::from(format!("<t:{now}:R>")))],
    );
    if pages.next().is_some() {
        header.push('\n');
        header.push_str(&text(lang, "tracker-more", &[]));
    }
    Ok((header, embeds))
}

/// Starts the tracker: the task that edits the trackers of the campaigns
/// `session` changes, on a thread of its own at the lowest scheduling
/// priority, with its own runtime, HTTP client and database connections
/// ([`Session::reader`]), so that whenever the replies and the tracker both
/// want a core the replies get it, and no connection of theirs ever runs at
/// the tracker's priority. It stops when `stop` resolves (or its sender is
/// dropped). The changes are subscribed to before this returns, so none
/// committed after it is missed.
pub(crate) fn spawn(
    http: serenity::Http,
    session: &Session,
    config: Config,
    timing: Timing,
    stop: tokio::sync::oneshot::Receiver<()>,
) {
    let changes = session.changes();
    let session = session.clone();
    let started = std::thread::Builder::new()
        .name("overseer-tracker".to_owned())
        .spawn(move || {
            lower_priority();
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(e) => {
                    tracing::error!(error = %e, "cannot start the tracker's runtime; trackers stay as they are");
                    return;
                }
            };
            runtime.block_on(async move {
                let reader = session.reader();
                drop(session);
                tokio::select! {
                    () = run(Arc::new(http), reader, config, timing, changes) => {}
                    _ = stop => {}
                }
            });
        });
    if let Err(e) = started {
        tracing::error!(error = %e, "cannot start the tracker's thread; trackers stay as they are");
    }
}

/// Puts the calling thread at the lowest scheduling priority (nice 19): it
/// still runs whenever a core is free, and yields to every normal thread.
/// Threads it starts (the database connections' workers) inherit it.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19) {
        tracing::warn!(error = %e, "cannot lower the tracker's priority");
    }
}

/// How often the trackers are edited and checked.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Timing {
    /// The shortest time between two edits of one channel's tracker.
    pub interval: Duration,
    /// How often the database is asked for commits of other processes
    /// (zero: never).
    pub poll: Duration,
    /// This process's gateway shards (`None`: all): only the trackers of
    /// guilds they serve are polled, so processes sharing a database never
    /// edit the same tracker twice.
    pub shards: Option<crate::config::Shards>,
}

impl Timing {
    fn owns(&self, key: CampaignKey) -> bool {
        self.shards
            .as_ref()
            .is_none_or(|s| s.owns_guild(key.guild_id as u64))
    }
}

/// The editing loop: collects changed campaigns and edits each one's tracker
/// once its interval since the last edit has passed. Commits of this process
/// arrive on `changes`; those of other processes are found by comparing each
/// tracked campaign's version with the one its tracker last showed, every
/// `timing.poll`.
async fn run(
    http: Arc<serenity::Http>,
    session: Session,
    config: Config,
    timing: Timing,
    mut changes: tokio::sync::broadcast::Receiver<CampaignKey>,
) {
    let mut plan = Plan::new(timing.interval);
    let mut poll = (!timing.poll.is_zero()).then(|| {
        let mut every = tokio::time::interval(timing.poll);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        every
    });
    loop {
        // One edit per wake: the earliest due, once the spacing allows it;
        // changes arriving meanwhile are taken in between.
        let next = plan.next();
        tokio::select! {
            got = changes.recv() => match got {
                Ok(key) => plan.changed(key),
                Err(RecvError::Lagged(missed)) => plan.lagged(missed),
                Err(RecvError::Closed) => return,
            },
            () = tick(poll.as_mut()) => match session.tracked().await {
                Ok(tracked) => plan.polled(tracked.into_iter().filter(|(k, _)| timing.owns(*k))),
                Err(e) => tracing::warn!(error = %e, "cannot list the trackers"),
            },
            () = sleep_until(next.map(|(_, at)| at)) => {
                let Some((key, _)) = next else { continue };
                let started = plan.editing(key);
                let done = refresh(&http, &session, &config, key, plan.drawn.get(&key).copied()).await;
                plan.edited(key, started, &done);
            }
        }
    }
}

/// What the editing loop knows of the trackers: when each is due for an
/// edit, when each was last edited, and what each last showed.
struct Plan {
    /// The least time between two edits of one tracker.
    interval: Duration,
    /// When each campaign is due for an edit.
    due: HashMap<CampaignKey, Instant>,
    /// When each was last edited.
    edited: HashMap<CampaignKey, Instant>,
    /// The campaign version each tracker last showed (or was first seen at).
    shown: HashMap<CampaignKey, i64>,
    /// A digest of the board each tracker last showed: a change that leaves
    /// the board as it was (a check that moved nothing shown) sends no edit.
    drawn: HashMap<CampaignKey, (i64, u64)>,
    /// The next edit of any channel waits for this (global spacing).
    free_at: Instant,
}

impl Plan {
    /// Nothing due, nothing seen.
    fn new(interval: Duration) -> Plan {
        Plan {
            interval,
            due: HashMap::new(),
            edited: HashMap::new(),
            shown: HashMap::new(),
            drawn: HashMap::new(),
            free_at: Instant::now(),
        }
    }

    /// The earliest due edit, and when the spacing allows it.
    fn next(&self) -> Option<(CampaignKey, Instant)> {
        self.due
            .iter()
            .min_by_key(|(_, at)| **at)
            .map(|(key, at)| (*key, (*at).max(self.free_at)))
    }

    /// A change committed by this process.
    fn changed(&mut self, key: CampaignKey) {
        // A change is announced at its commit, before its reply is
        // sent: the first edit waits a moment so the reply goes first.
        let at = self.edited.get(&key).map_or_else(
            || Instant::now() + REPLY_FIRST,
            |last| *last + self.interval,
        );
        self.due.entry(key).or_insert(at);
    }

    /// Changes were missed: which campaigns changed is lost, so every one
    /// seen is refreshed.
    fn lagged(&mut self, missed: u64) {
        tracing::warn!(missed, "tracker fell behind; refreshing every tracker seen");
        let now = Instant::now();
        for key in self.edited.keys() {
            self.due.entry(*key).or_insert(now);
        }
    }

    /// The tracked campaigns and their versions, as a poll read them: those
    /// whose version moved (another process's commit) are due.
    fn polled(&mut self, tracked: impl Iterator<Item = (CampaignKey, i64)>) {
        let now = Instant::now();
        let mut seen = HashMap::with_capacity(tracked.size_hint().0);
        for (key, version) in tracked {
            // A tracker first seen is taken as showing its campaign
            // (it was drawn when posted or at the last change).
            let was = self.shown.get(&key).copied().unwrap_or(version);
            if was != version {
                let at = self
                    .edited
                    .get(&key)
                    .map_or(now, |last| *last + self.interval);
                self.due.entry(key).or_insert(at);
            }
            seen.insert(key, was);
        }
        self.drawn.retain(|key, _| seen.contains_key(key));
        self.shown = seen;
    }

    /// The edit of `key` starts: no longer due; when it started.
    fn editing(&mut self, key: CampaignKey) -> Instant {
        self.due.remove(&key);
        let started = Instant::now();
        self.edited.insert(key, started);
        started
    }

    /// The edit of `key`, started at `started`, did `done`.
    fn edited(&mut self, key: CampaignKey, started: Instant, done: &Refreshed) {
        if let Some(version) = done.version {
            self.shown.insert(key, version);
        }
        match done.board {
            Some(board) => self.drawn.insert(key, board),
            None => self.drawn.remove(&key),
        };
        // Only an edit sent to Discord takes a slot of the spacing.
        if done.sent {
            self.free_at = started + EDIT_SPACING;
        }
        // Forget channels idle for long: their next change edits at once.
        let interval = self.interval;
        self.edited.retain(|_, last| last.elapsed() < interval * 4);
    }
}

/// The next tick of the poll, or never without one.
async fn tick(poll: Option<&mut tokio::time::Interval>) {
    match poll {
        Some(every) => {
            every.tick().await;
        }
        None => std::future::pending().await,
    }
}

/// Sleeps until `at`, or forever without one.
async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// What one refresh of a tracker did.
#[derive(Default)]
struct Refreshed {
    /// Whether an edit was sent to Discord.
    sent: bool,
    /// The campaign version the board was drawn at.
    version: Option<i64>,
    /// The tracker message and the digest of the board it now shows.
    board: Option<(i64, u64)>,
}

/// The digest of a board, to tell an unchanged one (the header's time aside).
fn digest(embeds: &[render::EmbedSpec], more: bool) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    format!("{embeds:?}").hash(&mut hasher);
    more.hash(&mut hasher);
    hasher.finish()
}

/// Edits one campaign's tracker to its current state (nothing without one,
/// and no edit when the message already shows this board: `last`).
async fn refresh(
    http: &serenity::Http,
    session: &Session,
    config: &Config,
    key: CampaignKey,
    last: Option<(i64, u64)>,
) -> Refreshed {
    // One read: no tracker (or no campaign any more) reads no state.
    let shown = match session.shown_tracked(key).await {
        Ok(Some(shown)) => shown,
        Ok(None) | Err(SessionError::NoCampaign) => return Refreshed::default(),
        Err(e) => {
            tracing::warn!(error = %e, ?key, "cannot read the tracker");
            return Refreshed::default();
        }
    };
    let (Some(tracker), version) = (shown.tracker, shown.version) else {
        return Refreshed::default();
    };
    let (header, embeds) = match message(&shown, config.default_locale) {
        Ok(drawn) => drawn,
        Err(e) => {
            tracing::warn!(error = %e, ?key, "cannot draw the tracker");
            return Refreshed::default();
        }
    };
    let board = (tracker, digest(&embeds, header.contains('\n')));
    if last == Some(board) {
        return Refreshed {
            sent: false,
            version: Some(version),
            board: Some(board),
        };
    }
    let channel = serenity::ChannelId::new(key.channel_id as u64);
    let message_id = serenity::MessageId::new(tracker as u64);
    let edit = serenity::EditMessage::new()
        .content(header)
        .embeds(embeds.iter().map(render::spec_to_embed).collect())
        .allowed_mentions(no_mentions());
    let edited = channel.edit_message(http, message_id, edit).await;
    crate::web::metrics::tracker_edit(edited.is_ok());
    let board = match edited {
        Ok(_) => Some(board),
        Err(e) if gone(&e) => {
            lost(http, session, config, key, tracker).await;
            None
        }
        Err(e) => {
            tracing::warn!(error = %e, ?key, "the tracker edit failed");
            None
        }
    };
    Refreshed {
        sent: true,
        version: Some(version),
        board,
    }
}

/// Whether Discord answered that the message (or its channel) is gone.
fn gone(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if matches!(response.error.code, UNKNOWN_MESSAGE | UNKNOWN_CHANNEL)
    )
}

/// The tracker message was deleted: forget it (unless a new one was posted
/// meanwhile) and say so once.
async fn lost(
    http: &serenity::Http,
    session: &Session,
    config: &Config,
    key: CampaignKey,
    message: i64,
) {
    match session.set_tracker(key, None, Some(message)).await {
        Ok(true) => {}
        // Another process (or a new /campaign tracker) got there first.
        Ok(false) => return,
        Err(e) => {
            tracing::warn!(error = %e, ?key, "cannot forget a deleted tracker");
            return;
        }
    }
    let lang = session
        .language(key)
        .await
        .ok()
        .flatten()
        .unwrap_or(config.default_locale);
    let notice = serenity::CreateMessage::new()
        .content(text(lang, "tracker-lost", &[]))
        .allowed_mentions(no_mentions());
    let channel = serenity::ChannelId::new(key.channel_id as u64);
    if let Err(e) = channel.send_message(http, notice).await {
        tracing::warn!(error = %e, ?key, "cannot say the tracker was deleted");
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_os = "linux")]
    #[test]
    fn the_tracker_thread_runs_at_the_lowest_priority_and_no_other_thread_does() {
        use rustix::process::getpriority_process;
        use rustix::thread::gettid;
        let here = getpriority_process(Some(gettid())).expect("own priority");
        let (theirs, child) = std::thread::spawn(|| {
            super::lower_priority();
            let theirs = getpriority_process(Some(gettid())).expect("tracker priority");
            // A thread it starts (a database connection's worker) inherits it.
            let child = std::thread::spawn(|| getpriority_process(Some(gettid())))
                .join()
                .expect("child thread")
                .expect("child priority");
            (theirs, child)
        })
        .join()
        .expect("tracker thread");
        assert_eq!((theirs, child), (19, 19));
        assert_eq!(
            getpriority_process(Some(gettid())).expect("own priority"),
            here
        );
    }
}
