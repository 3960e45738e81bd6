//! Group commit for the command line's batch mode: a run of a batch's game
//! commands inside one write transaction, with the campaign loaded once.
//!
//! One command on its own costs a transaction: `BEGIN IMMEDIATE`, load and
//! parse the state, save it, keep the previous one, trim the history, append
//! the log row, `COMMIT`. A batch's commands mostly follow each
//! other on one campaign, so inside a [`Group`] the campaign is loaded and
//! parsed once, each command runs on it in memory, and the transaction's
//! writes wait for [`Session::release`]: the final state (one UPDATE, the
//! version advanced by the number of changing commands), the states before the
//! last [`store::HISTORY_KEEP`] commands, and every command's log row, one
//! statement each. A pending Luck re-roll is still inserted when its command
//! runs (its id is in the reply).
//!
//! What makes that safe: the group holds the write transaction from its first
//! command to its release (SQLite's write lock; PostgreSQL's row lock of the
//! campaign), so no other writer can change the campaign in between and the
//! copy in memory stays the campaign's state; a refused command leaves the
//! campaign exactly as it was (the engine's contract). The caller answers a
//! grouped command only after [`Session::release`] committed it, so nothing
//! acknowledged is lost; if a statement or the COMMIT fails, the whole group is
//! rolled back, [`Session::release`] says so, and nothing of it was answered.
//! The caller keeps groups short (other processes wait for the write lock
//! meanwhile) and releases before any command that is not a game's command
//! (undo, import, a re-roll, ...): those take their own transactions.
//!
//! On SQLite the group is one job of the database's writer
//! ([`crate::store::batch::GroupTx`]): it holds the writer's own connection
//! from its first command to its release, its statements run on the
//! caller's thread (no hand-off to another thread), and its COMMIT is the
//! writer's group commit, so a release returns once the log is synced.
//!
//! The group is a task-local, as [`super::visibility`]: the command line sets
//! it around a line ([`scoped`]) and [`Session::run_as`] looks for it, so no
//! game's command path changes for it.

use std::any::Any;
use std::collections::VecDeque;
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::anyhow;

use super::{parse_row, store, to_json, visibility, CampaignKey, Ran, Session, SessionError, Step};
use crate::engine::ruleset::Ruleset;
use crate::engine::Dice;
use crate::store::batch::{GroupTx, KeptState, LogRow, Run};

/// A group shared between the command line's loop and the lines it runs.
pub type Shared = Arc<tokio::sync::Mutex<Group>>;

tokio::task_local! {
    /// The group the current task's commands run in, if any.
    static CURRENT: Shared;
}

/// Runs `work` with its game commands inside `group` (see the module's doc).
pub async fn scoped<F: Future>(group: &Shared, work: F) -> F::Output {
    CURRENT.scope(Arc::clone(group), work).await
}

/// The group of the current task, if [`scoped`] set one.
pub(super) fn current() -> Option<Shared> {
    CURRENT.try_with(Arc::clone).ok()
}

/// The commands of a batch that run in one transaction: empty until a
/// command runs in it, open until [`Session::release`].
#[derive(Default)]
pub struct Group {
    open: Option<Open>,
    /// A statement failed: the group must be rolled back.
    broken: bool,
}

impl std::fmt::Debug for Group {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Group")
            .field("commands", &self.commands())
            .field("broken", &self.broken)
            .finish_non_exhaustive()
    }
}

/// An open group's transaction and the campaign it holds.
struct Open {
    tx: GroupTx,
    started: Instant,
    commands: usize,
    held: Option<Held>,
}

/// A campaign loaded in an open group, with what it has yet to write.
struct Held {
    key: CampaignKey,
    /// The campaign's row id.
    id: i64,
    /// Its version when loaded (the UPDATE's guard).
    loaded: i64,
    /// Its version after the commands run so far.
    version: i64,
    /// The game's campaign, as `R::Campaign` of the game that loaded it.
    campaign: Box<dyn Any + Send + Sync>,
    /// Writes the campaign (`campaign`, or a kept state) as JSON.
    to_json: fn(&(dyn Any + Send + Sync)) -> Option<serde_json::Result<String>>,
    /// The states before the latest changing commands (at most
    /// [`store::HISTORY_KEEP`], oldest first): the state before the group's
    /// first command as stored, later ones as the game's campaign.
    kept: VecDeque<(Kept, &'static str, i64)>,
    /// The log rows of the changing commands, in order.
    logs: Vec<LogRow>,
}

/// A state kept for undo, written as JSON only if it is still kept at release.
enum Kept {
    Stored(String),
    Campaign(Box<dyn Any + Send + Sync>),
}

fn json_of<C: serde::Serialize + 'static>(
    campaign: &(dyn Any + Send + Sync),
) -> Option<serde_json::Result<String>> {
    campaign.downcast_ref::<C>().map(serde_json::to_string)
}

impl Group {
    /// A new, empty group.
    #[must_use]
    pub fn new() -> Shared {
        Arc::new(tokio::sync::Mutex::new(Group::default()))
    }

    /// How many commands ran in the open group (refusals included); 0 when
    /// none is open.
    #[must_use]
    pub fn commands(&self) -> usize {
        self.open.as_ref().map_or(0, |o| o.commands)
    }

    /// How long the open group has held the write transaction.
    #[must_use]
    pub fn age(&self) -> Duration {
        self.open
            .as_ref()
            .map_or(Duration::ZERO, |o| o.started.elapsed())
    }

    /// Whether a statement failed, so the group will be rolled back.
    #[must_use]
    pub fn broken(&self) -> bool {
        self.broken
    }
}

impl Held {
    /// Records a changing command run on the held campaign: the state
    /// `before` it kept for undo (bounded), its log row, the next version.
    fn record<R: Ruleset>(
        &mut self,
        before: R::Campaign,
        actor: i64,
        command: &R::Command,
        outcome: &R::Outcome,
        at: i64,
    ) -> Result<(), Step> {
        let name = R::command_name(command);
        // The state before this command: the one kept as stored when this is
        // the first change since loading, else a copy of the game's.
        let previous = match self.kept.back_mut() {
            Some((Kept::Stored(_), "", 0)) if self.logs.is_empty() => self.kept.pop_back(),
            _ => None,
        };
        let previous = match previous {
            Some((stored, _, _)) => stored,
            None => Kept::Campaign(Box::new(before)),
        };
        self.kept.push_back((previous, name, at));
        while self.kept.len() > store::HISTORY_KEEP as usize {
            self.kept.pop_front();
        }
        self.logs.push(LogRow {
            actor,
            command: name,
            command_json: to_json(command)?,
            events_json: R::events_text(outcome),
            at,
            secret: visibility::current().is_hidden(),
        });
        self.version += 1;
        Ok(())
    }

    /// Writes what the commands changed: the state, the kept states, the log.
    async fn write(self, tx: &mut GroupTx) -> Result<(), Step> {
        if self.logs.is_empty() {
            return Ok(());
        }
        let unwritable = || {
            Step::Stop(SessionError::Internal(anyhow!(
                "a campaign of another game"
            )))
        };
        let json = |c: &(dyn Any + Send + Sync)| -> Result<String, Step> {
            (self.to_json)(c)
                .ok_or_else(unwritable)?
                .map_err(|e| Step::Stop(SessionError::Internal(e.into())))
        };
        let state = json(self.campaign.as_ref())?;
        let mut kept = Vec::with_capacity(self.kept.len());
        for (state, command, at) in &self.kept {
            let state = match state {
                Kept::Stored(text) => text.clone(),
                Kept::Campaign(c) => json(c.as_ref())?,
            };
            kept.push(KeptState {
                state,
                command,
                at: *at,
            });
        }
        let run = Run {
            campaign_id: self.id,
            loaded: self.loaded,
            version: self.version,
            state: &state,
            at: store::now(),
            kept: &kept,
            logs: &self.logs,
        };
        if !tx.write_run(&run).await? {
            return Err(Step::Stop(SessionError::Internal(anyhow!(
                "campaign {} changed while a batch held it (version {})",
                self.id,
                self.loaded
            ))));
        }
        Ok(())
    }
}

impl Session {
    /// [`Session::run_as`] inside `group`: the same answer, the writes left
    /// for [`Session::release`]. A failed statement breaks the group (its
    /// commands will be rolled back) and is this command's internal error.
    pub(super) async fn run_grouped<R: Ruleset>(
        &self,
        group: &Shared,
        key: CampaignKey,
        actor: i64,
        command: &R::Command,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Result<Ran<R>, R::Error>, SessionError> {
        let mut group = group.lock().await;
        if group.broken {
            return Err(SessionError::Internal(anyhow!(
                "an earlier command of this batch's transaction failed"
            )));
        }
        match self
            .grouped_once::<R>(&mut group, key, actor, command, dice)
            .await
        {
            Ok(ran) => Ok(ran),
            // The campaign's own answers (none, another game's, unreadable)
            // leave the transaction as it was.
            Err(Step::Stop(e)) if !matches!(e, SessionError::Internal(_)) => Err(e),
            Err(Step::Stop(e)) => {
                group.broken = true;
                Err(e)
            }
            Err(Step::Retry(e)) => {
                group.broken = true;
                Err(SessionError::Internal(e))
            }
        }
    }

    async fn grouped_once<R: Ruleset>(
        &self,
        group: &mut Group,
        key: CampaignKey,
        actor: i64,
        command: &R::Command,
        dice: &mut (dyn Dice + Send),
    ) -> Result<Result<Ran<R>, R::Error>, Step> {
        let open = self.open_of(group).await?;
        open.commands += 1;
        Self::hold::<R>(open, key).await?;
        let Some(held) = open.held.as_mut() else {
            return Err(Step::Stop(SessionError::Internal(anyhow!(
                "no campaign held"
            ))));
        };
        let Some(campaign) = held.campaign.downcast_mut::<R::Campaign>() else {
            return Err(Step::Stop(SessionError::Internal(anyhow!(
                "held another game"
            ))));
        };
        if R::is_read_only(command) {
            // Executed on a copy, as outside a group: nothing of it is kept.
            let mut copy = campaign.clone();
            return Ok(R::execute(&mut copy, command, dice).map(|outcome| Ran {
                outcome,
                reroll_id: None,
                version: held.version,
            }));
        }
        let before = campaign.clone();
        let outcome = match R::execute(campaign, command, dice) {
            Ok(outcome) => outcome,
            // Refused: the campaign is exactly as it was.
            Err(refused) => return Ok(Err(refused)),
        };
        let at = store::now();
        let pending = R::pending_choice(campaign, &outcome);
        held.record::<R>(before, actor, command, &outcome, at)?;
        let (version, id) = (held.version, held.id);
        let reroll_id = match pending {
            Some(choice) => Some(
                open.tx
                    .insert_pending(
                        id,
                        &choice.owner,
                        &choice.leader,
                        &choice.offer.to_string(),
                        at,
                    )
                    .await?,
            ),
            None => None,
        };
        Ok(Ok(Ran {
            outcome,
            reroll_id,
            version,
        }))
    }

    /// The group's open transaction, begun by its first command.
    async fn open_of<'g>(&self, group: &'g mut Group) -> Result<&'g mut Open, Step> {
        if group.open.is_none() {
            let tx = self.inner.store.begin_group().await?;
            group.open = Some(Open {
                tx,
                started: Instant::now(),
                commands: 0,
                held: None,
            });
        }
        group
            .open
            .as_mut()
            .ok_or_else(|| Step::Stop(SessionError::Internal(anyhow!("no open group"))))
    }

    /// Holds campaign `key` of game `R` in `open`: kept if it is the one held,
    /// else the one held before is written and `key`'s loaded (locked).
    async fn hold<R: Ruleset>(open: &mut Open, key: CampaignKey) -> Result<(), Step> {
        let holds = |h: &Held| h.key == key && h.campaign.is::<R::Campaign>();
        if open.held.as_ref().is_some_and(holds) {
            return Ok(());
        }
        // Another campaign (or game) before: its writes first.
        if let Some(before) = open.held.take() {
            before.write(&mut open.tx).await?;
        }
        let row = open
            .tx
            .load_locked(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        let campaign = parse_row::<R>(&row)?;
        open.held = Some(Held {
            key,
            id: row.id,
            loaded: row.version,
            version: row.version,
            campaign: Box::new(campaign),
            to_json: json_of::<R::Campaign>,
            kept: VecDeque::from([(Kept::Stored(row.state), "", 0)]),
            logs: Vec::new(),
        });
        Ok(())
    }

    /// Ends `group`: writes what its commands changed and commits, so every
    /// command run in it is durable when this returns `Ok` (the number of
    /// commands it held); rolls back a broken group and says so, and then
    /// none of its commands happened. An empty group is `Ok(0)`.
    pub async fn release(&self, group: &Shared) -> Result<usize, SessionError> {
        let mut group = group.lock().await;
        let broken = std::mem::take(&mut group.broken);
        let Some(mut open) = group.open.take() else {
            return Ok(0);
        };
        if broken {
            open.tx.rollback().await;
            return Err(SessionError::Internal(anyhow!(
                "a statement of the batch's transaction failed; it was rolled back"
            )));
        }
        let changed = open
            .held
            .as_ref()
            .filter(|h| !h.logs.is_empty())
            .map(|h| h.key);
        let written = match open.held.take() {
            Some(held) => held.write(&mut open.tx).await,
            None => Ok(()),
        };
        let done = match written {
            Ok(()) => open.tx.commit().await.map_err(SessionError::from),
            Err(step) => {
                open.tx.rollback().await;
                Err(match step {
                    Step::Stop(e) => e,
                    Step::Retry(e) => SessionError::Internal(e),
                })
            }
        };
        done?;
        if let Some(key) = changed {
            self.changed(key);
        }
        Ok(open.commands)
    }
}
