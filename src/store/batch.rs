//! The statements of a command-line batch's group commit
//! ([`crate::session::group`]): the state a run of commands ends with, the
//! states kept for undo and the log rows of every command, each written with
//! one statement for the whole run instead of one per command (on SQLite every
//! statement is a round trip to the connection's worker thread).
//!
//! Same SQL for both dialects, as the rest of [`Db`]; nothing here decides
//! what is written, only how. On SQLite a group is one job of the database's
//! writer on its own connection ([`GroupTx`]): the group's load, its
//! pending re-rolls and its writes run on the caller's thread, with no
//! hand-off to another thread.

use rusqlite::params;

use super::writer::{from_rusqlite, RawWriteTx};
use super::{execute, on, CampaignRow, Db, Store, WriteTx, HISTORY_KEEP};

/// Rows per multi-row INSERT: far under both databases' limits on bound
/// values (SQLite 32,766, PostgreSQL 65,535) at seven values a row.
const ROWS_PER_INSERT: usize = 500;

/// One command's log row, owned (see [`super::NewLogRow`] for the fields).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogRow {
    /// Who ran it.
    pub actor: i64,
    /// The command's name.
    pub command: &'static str,
    /// The command as JSON.
    pub command_json: String,
    /// Its events as JSON.
    pub events_json: String,
    /// When (unix seconds).
    pub at: i64,
    /// A secret roll or blind check: players' views of the log leave it out.
    pub secret: bool,
}

/// A state kept for undo: the state before a command, the command's name, when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptState {
    /// The state before the command, as JSON.
    pub state: String,
    /// The command's name.
    pub command: &'static str,
    /// When (unix seconds).
    pub at: i64,
}

impl Db<'_> {
    /// Replaces the state and sets the version to `new_version` if it is still
    /// `old_version`; returns whether it did (false: someone else saved first).
    pub async fn save_state_as(
        &mut self,
        campaign_id: i64,
        old_version: i64,
        new_version: i64,
        state: &str,
        at: i64,
    ) -> Result<bool, sqlx::Error> {
        Ok(execute!(
            self,
            "UPDATE campaigns SET state = $1, version = $2, updated_at = $3 \
             WHERE id = $4 AND version = $5",
            state,
            new_version,
            at,
            campaign_id,
            old_version
        )? == 1)
    }

    /// Appends `rows` to the event log, in order.
    pub async fn append_logs(
        &mut self,
        campaign_id: i64,
        rows: &[LogRow],
    ) -> Result<(), sqlx::Error> {
        for chunk in rows.chunks(ROWS_PER_INSERT) {
            on!(self, c => {
                let mut insert = sqlx::QueryBuilder::new(
                    "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at, secret) ",
                );
                insert.push_values(chunk, |mut row, log| {
                    row.push_bind(campaign_id)
                        .push_bind(log.actor)
                        .push_bind(log.command)
                        .push_bind(log.command_json.as_str())
                        .push_bind(log.events_json.as_str())
                        .push_bind(log.at)
                        .push_bind(log.secret);
                });
                insert.build().execute(&mut *c).await?;
            });
        }
        Ok(())
    }

    /// Pushes `kept` (oldest first) onto the history and trims it to
    /// [`HISTORY_KEEP`], as [`Db::push_history`] does for one.
    pub async fn push_histories(
        &mut self,
        campaign_id: i64,
        kept: &[KeptState],
    ) -> Result<(), sqlx::Error> {
        if kept.is_empty() {
            return Ok(());
        }
        for chunk in kept.chunks(ROWS_PER_INSERT) {
            on!(self, c => {
                let mut insert = sqlx::QueryBuilder::new(
                    "INSERT INTO history (campaign_id, state, command, created_at) ",
                );
                insert.push_values(chunk, |mut row, kept| {
                    row.push_bind(campaign_id)
                        .push_bind(kept.state.as_str())
                        .push_bind(kept.command)
                        .push_bind(kept.at);
                });
                insert.build().execute(&mut *c).await?;
            });
        }
        self.trim_history(campaign_id).await
    }
}

/// The write transaction of a batch's group: on SQLite one job of the
/// database's writer on rusqlite's connection ([`RawWriteTx`]), holding the
/// write lock from its first statement to its end; on PostgreSQL a
/// transaction of its own.
#[derive(Debug)]
pub enum GroupTx {
    /// SQLite's.
    Sqlite(RawWriteTx),
    /// PostgreSQL's.
    Postgres(WriteTx),
}

impl Store {
    /// Starts a batch's group ([`GroupTx`]).
    pub async fn begin_group(&self) -> Result<GroupTx, sqlx::Error> {
        match self {
            Store::Sqlite(s) => Ok(GroupTx::Sqlite(s.writer_arc().begin_raw().await?)),
            Store::Postgres(_) => Ok(GroupTx::Postgres(self.begin_write().await?)),
        }
    }
}

impl GroupTx {
    /// Loads the campaign on a channel and holds it until the group ends
    /// ([`Db::load_locked`]; on SQLite the group holds the write lock).
    pub async fn load_locked(
        &mut self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        match self {
            GroupTx::Sqlite(tx) => {
                super::raw::load(tx.conn(), guild_id, channel_id).map_err(from_rusqlite)
            }
            GroupTx::Postgres(tx) => tx.db().load_locked(guild_id, channel_id).await,
        }
    }

    /// Stores a pending re-roll and returns its id ([`Db::insert_pending`]).
    pub async fn insert_pending(
        &mut self,
        campaign_id: i64,
        owner: &str,
        leader: &str,
        offer: &str,
        at: i64,
    ) -> Result<i64, sqlx::Error> {
        match self {
            GroupTx::Sqlite(tx) => {
                let c = tx.conn();
                c.prepare_cached(
                    "INSERT INTO pending_rolls (campaign_id, owner, leader, offer, state, created_at) \
                     VALUES (?1, ?2, ?3, ?4, 'pending', ?5)",
                )
                .and_then(|mut insert| insert.execute(params![campaign_id, owner, leader, offer, at]))
                .map_err(from_rusqlite)?;
                Ok(c.last_insert_rowid())
            }
            GroupTx::Postgres(tx) => {
                tx.db()
                    .insert_pending(campaign_id, owner, leader, offer, at)
                    .await
            }
        }
    }

    /// Writes what a run of commands on one campaign changed: the state and
    /// version (if the campaign is still at `run.loaded`; `Ok(false)` and
    /// nothing written otherwise), the states kept for undo (the history
    /// trimmed to [`HISTORY_KEEP`]) and the log rows, in order.
    pub async fn write_run(&mut self, run: &Run<'_>) -> Result<bool, sqlx::Error> {
        match self {
            GroupTx::Sqlite(tx) => write_run_raw(tx.conn(), run).map_err(from_rusqlite),
            GroupTx::Postgres(tx) => {
                let mut db = tx.db();
                if !db
                    .save_state_as(run.campaign_id, run.loaded, run.version, run.state, run.at)
                    .await?
                {
                    return Ok(false);
                }
                db.push_histories(run.campaign_id, run.kept).await?;
                db.append_logs(run.campaign_id, run.logs).await?;
                Ok(true)
            }
        }
    }

    /// Ends the group well; returns once it is committed (on SQLite, once
    /// the COMMIT that holds it synced the log).
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            GroupTx::Sqlite(tx) => tx.commit().await,
            GroupTx::Postgres(tx) => tx.commit().await,
        }
    }

    /// Rolls the group back: none of its commands happened.
    pub async fn rollback(self) {
        match self {
            GroupTx::Sqlite(tx) => tx.rollback(),
            GroupTx::Postgres(tx) => tx.rollback().await,
        }
    }
}

/// What a run of commands on one campaign writes ([`GroupTx::write_run`]).
#[derive(Debug)]
pub struct Run<'a> {
    /// The campaign's row id.
    pub campaign_id: i64,
    /// Its version when loaded (the UPDATE's guard).
    pub loaded: i64,
    /// Its version after the run.
    pub version: i64,
    /// Its state after the run, as JSON.
    pub state: &'a str,
    /// When (unix seconds).
    pub at: i64,
    /// The states before the run's latest changing commands, oldest first.
    pub kept: &'a [KeptState],
    /// The log rows of the changing commands, in order.
    pub logs: &'a [LogRow],
}

/// [`GroupTx::write_run`] on rusqlite's connection: one cached statement a
/// row, each run on the caller's thread.
fn write_run_raw(c: &rusqlite::Connection, run: &Run<'_>) -> rusqlite::Result<bool> {
    let id = run.campaign_id;
    let updated = c
        .prepare_cached(
            "UPDATE campaigns SET state = ?1, version = ?2, updated_at = ?3 \
             WHERE id = ?4 AND version = ?5",
        )?
        .execute(params![run.state, run.version, run.at, id, run.loaded])?;
    if updated != 1 {
        return Ok(false);
    }
    if !run.kept.is_empty() {
        let mut insert = c.prepare_cached(
            "INSERT INTO history (campaign_id, state, command, created_at) VALUES (?1, ?2, ?3, ?4)",
        )?;
        for kept in run.kept {
            insert.execute(params![id, kept.state, kept.command, kept.at])?;
        }
        c.prepare_cached(
            "DELETE FROM history WHERE campaign_id = ?1 AND id NOT IN \
             (SELECT id FROM history WHERE campaign_id = ?1 ORDER BY id DESC LIMIT ?2)",
        )?
        .execute(params![id, HISTORY_KEEP])?;
    }
    let mut insert = c.prepare_cached(super::raw::INSERT_LOG)?;
    for log in run.logs {
        insert.execute(params![
            id,
            log.actor,
            log.command,
            log.command_json,
            log.events_json,
            log.at,
            log.secret
        ])?;
    }
    Ok(true)
}
