//! The statements of a command-line batch's group commit
//! ([`crate::session::group`]): the state a run of commands ends with, the
//! states kept for undo and the log rows of every command, each written with
//! one statement for the whole run instead of one per command (on SQLite every
//! statement is a round trip to the connection's worker thread).
//!
//! Same SQL for both dialects, as the rest of [`Db`]; nothing here decides
//! what is written, only how.

use super::{on, Db, HISTORY_KEEP};

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
        on!(self, c => {
            let done = sqlx::query(
                "UPDATE campaigns SET state = $1, version = $2, updated_at = $3 \
                 WHERE id = $4 AND version = $5",
            )
            .bind(state)
            .bind(new_version)
            .bind(at)
            .bind(campaign_id)
            .bind(old_version)
            .execute(c)
            .await?;
            Ok(done.rows_affected() == 1)
        })
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
        on!(self, c => {
            sqlx::query(
                "DELETE FROM history WHERE campaign_id = $1 AND id NOT IN \
                 (SELECT id FROM history WHERE campaign_id = $1 ORDER BY id DESC LIMIT $2)",
            )
            .bind(campaign_id)
            .bind(HISTORY_KEEP)
            .execute(c)
            .await?;
        });
        Ok(())
    }
}
