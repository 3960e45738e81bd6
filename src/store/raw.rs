//! A command's write in one job of the SQLite writer: the campaign's load,
//! the game's rules (a closure of the caller's) and the save, as synchronous
//! statements on the write connection's own handle ([`super::writer::Writer::run`]),
//! so the whole command is one hand-off to the connection's thread. On
//! PostgreSQL the same [`Store::load_run_save`] runs them in a transaction of
//! its own, as before.

use rusqlite::{params, Connection, OptionalExtension as _};

use super::writer::from_rusqlite;
use super::{CampaignRow, CommandSave, PendingRow, Saved, SettingsRow, Store, HISTORY_KEEP};

/// Appends a row to the event log (`?1` to `?7`: campaign, actor, command,
/// command JSON, events, time, hidden), numbered as the `event_log_number`
/// trigger numbers it: a visible row takes the campaign's next number in the
/// statement itself, so the trigger, which then does not fire, does not update
/// the row just written (docs/store-bench.md has the figures). An `init` row,
/// which takes the numbers back from the rows before it, and a hidden row are
/// left to the triggers.
pub(super) const INSERT_LOG: &str =
    "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at, secret, seq) \
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, CASE WHEN ?7 = 0 AND ?3 <> 'init' THEN \
     (SELECT COALESCE(MAX(seq), 0) + 1 FROM event_log WHERE campaign_id = ?1) END)";

/// What a command's save is made of, given the row it ran on.
pub trait ToSave {
    /// The save of the command run on `row`.
    fn save<'a>(&'a self, row: &'a CampaignRow) -> CommandSave<'a>;
}

/// How [`Store::load_run_save`] ended.
#[derive(Debug)]
pub enum CommandEnd<T, E> {
    /// No campaign on the channel: nothing ran.
    NoCampaign,
    /// The closure refused: nothing was written.
    Refused(E),
    /// The campaign was no longer at the version loaded: nothing was written.
    Moved(CampaignRow),
    /// Saved and committed.
    Saved {
        /// What the closure gave besides the save.
        value: T,
        /// The log row's and pending choice's ids.
        saved: Saved,
        /// The version the command ran on (it is now one more).
        version: i64,
    },
}

/// Why a job of [`Store::load_run_save`] wrote nothing.
enum NotWritten<E> {
    NoCampaign,
    Refused(E),
    Moved(CampaignRow),
    Failed(sqlx::Error),
}

impl Store {
    /// Loads the campaign on a channel, runs `run` on its row (the game's
    /// rules: `Err` refuses and writes nothing) and saves what it gives (the
    /// state, the undo history, the log row and the pending choice, as
    /// [`super::WriteTx::save_command_and_commit`]), in one write transaction;
    /// returns once it is committed.
    ///
    /// On SQLite all of it is one job of the database's writer: one hand-off
    /// to the write connection's thread, `run` included (it runs on the
    /// caller's thread while the job holds the connection, so it borrows
    /// freely; it must not wait for anything).
    pub async fn load_run_save<T, E, S: ToSave>(
        &self,
        guild_id: i64,
        channel_id: i64,
        run: impl FnOnce(&CampaignRow) -> Result<(T, S), E>,
    ) -> Result<CommandEnd<T, E>, sqlx::Error> {
        match self {
            Store::Sqlite(s) => {
                let ran = s
                    .writer_arc()
                    .run(|c| {
                        let row = match load(c, guild_id, channel_id) {
                            Ok(Some(row)) => row,
                            Ok(None) => return Err(NotWritten::NoCampaign),
                            Err(e) => return Err(NotWritten::Failed(from_rusqlite(e))),
                        };
                        let (value, text) = run(&row).map_err(NotWritten::Refused)?;
                        match save(c, &text.save(&row)) {
                            Ok(Some(saved)) => Ok((value, saved, row.version)),
                            Ok(None) => Err(NotWritten::Moved(row)),
                            Err(e) => Err(NotWritten::Failed(from_rusqlite(e))),
                        }
                    })
                    .await?;
                match ran {
                    Ok((value, saved, version)) => Ok(CommandEnd::Saved {
                        value,
                        saved,
                        version,
                    }),
                    Err(NotWritten::NoCampaign) => Ok(CommandEnd::NoCampaign),
                    Err(NotWritten::Refused(e)) => Ok(CommandEnd::Refused(e)),
                    Err(NotWritten::Moved(row)) => Ok(CommandEnd::Moved(row)),
                    Err(NotWritten::Failed(e)) => Err(e),
                }
            }
            Store::Postgres(_) => {
                let (tx, row) = self.begin_write_load(guild_id, channel_id).await?;
                let Some(row) = row else {
                    tx.rollback().await;
                    return Ok(CommandEnd::NoCampaign);
                };
                let (value, text) = match run(&row) {
                    Ok(ran) => ran,
                    Err(e) => {
                        tx.rollback().await;
                        return Ok(CommandEnd::Refused(e));
                    }
                };
                let saved = tx.save_command_and_commit(&text.save(&row)).await?;
                Ok(match saved {
                    Some(saved) => CommandEnd::Saved {
                        value,
                        saved,
                        version: row.version,
                    },
                    None => CommandEnd::Moved(row),
                })
            }
        }
    }
}

impl Store {
    /// The settings of the campaign on a channel ([`super::Db::settings_at`]),
    /// read where it costs least ([`Store::point_read`]).
    pub async fn settings_at(
        &self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<SettingsRow>, sqlx::Error> {
        if let Some(read) = self
            .point_read(|c| settings_at(c, guild_id, channel_id))
            .await
        {
            return read;
        }
        self.read()
            .await?
            .db()
            .settings_at(guild_id, channel_id)
            .await
    }

    /// The campaign on a channel ([`super::Db::load`]), read where it costs
    /// least ([`Store::point_read`]).
    pub async fn load_at(
        &self,
        guild_id: i64,
        channel_id: i64,
    ) -> Result<Option<CampaignRow>, sqlx::Error> {
        if let Some(read) = self.point_read(|c| load(c, guild_id, channel_id)).await {
            return read;
        }
        self.read().await?.db().load(guild_id, channel_id).await
    }

    /// A read of one statement on SQLite without the pool: a command-line
    /// process's store runs it on its writer's connection when nothing holds
    /// it ([`super::writer::Writer::try_read`]), so a one-shot command opens
    /// no connection besides the writer's; a bot's store runs it on a point
    /// reader, on this thread ([`super::point`]). `None` where it is to be
    /// read on the pool: PostgreSQL, or a read that would have waited.
    async fn point_read<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Option<Result<T, sqlx::Error>> {
        let Store::Sqlite(s) = self else {
            return None;
        };
        if s.checkpoints().is_none() {
            return s.writer_arc().try_read(read).await;
        }
        let read = s.point_readers()?.read(read)?;
        Some(read.map_err(from_rusqlite))
    }
}

/// [`super::Db::settings_at`] on the writer's connection.
fn settings_at(
    c: &Connection,
    guild_id: i64,
    channel_id: i64,
) -> rusqlite::Result<Option<SettingsRow>> {
    let mut statement = c.prepare_cached(
        "SELECT c.id, c.language, c.creator, c.ruleset, c.enemies, g.user_id \
         FROM campaigns c LEFT JOIN campaign_gms g ON g.campaign_id = c.id \
         WHERE c.guild_id = ?1 AND c.channel_id = ?2 ORDER BY g.user_id",
    )?;
    let mut rows = statement.query(params![guild_id, channel_id])?;
    let mut settings: Option<SettingsRow> = None;
    // One row per co-GM, or one with a NULL user without any.
    while let Some(r) = rows.next()? {
        let row = match &mut settings {
            Some(row) => row,
            none => none.insert(SettingsRow {
                id: r.get(0)?,
                language: r.get(1)?,
                creator: r.get(2)?,
                ruleset: r.get(3)?,
                enemies: r.get(4)?,
                gms: Vec::new(),
            }),
        };
        if let Some(gm) = r.get::<_, Option<i64>>(5)? {
            row.gms.push(gm);
        }
    }
    Ok(settings)
}

/// The campaign on a channel ([`super::Db::load`]).
pub(super) fn load(
    c: &Connection,
    guild_id: i64,
    channel_id: i64,
) -> rusqlite::Result<Option<CampaignRow>> {
    c.prepare_cached(
        "SELECT id, state, version, ruleset FROM campaigns WHERE guild_id = ?1 AND channel_id = ?2",
    )?
    .query_row(params![guild_id, channel_id], campaign_row)
    .optional()
}

/// A [`CampaignRow`] from a row's first four columns (id, state, version,
/// game).
fn campaign_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<CampaignRow> {
    Ok(CampaignRow {
        id: r.get(0)?,
        state: r.get(1)?,
        version: r.get(2)?,
        ruleset: r.get(3)?,
    })
}

/// A command's save ([`super::Db::save`]): `None`, with nothing written, when
/// the campaign was no longer at `save.old_version`.
pub(super) fn save(c: &Connection, save: &CommandSave<'_>) -> rusqlite::Result<Option<Saved>> {
    let at = save.log.at;
    let id = save.campaign_id;
    let updated = c
        .prepare_cached(
            "UPDATE campaigns SET state = ?1, version = version + 1, updated_at = ?2 \
             WHERE id = ?3 AND version = ?4",
        )?
        .execute(params![save.state, at, id, save.old_version])?;
    if updated != 1 {
        return Ok(None);
    }
    c.prepare_cached(
        "INSERT INTO history (campaign_id, state, command, created_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![id, save.previous, save.log.command, at])?;
    c.prepare_cached(INSERT_LOG)?.execute(params![
        id,
        save.log.actor,
        save.log.command,
        save.log.command_json,
        save.log.events_json,
        at,
        save.secret
    ])?;
    let log_id = c.last_insert_rowid();
    let pending_id = match &save.pending {
        Some(p) => {
            c.prepare_cached(
                "INSERT INTO pending_rolls (campaign_id, owner, leader, offer, state, created_at) \
                 VALUES (?1, ?2, ?3, ?4, 'pending', ?5)",
            )?
            .execute(params![id, p.owner, p.leader, p.offer, at])?;
            Some(c.last_insert_rowid())
        }
        None => None,
    };
    c.prepare_cached(
        "DELETE FROM history WHERE campaign_id = ?1 AND id NOT IN \
         (SELECT id FROM history WHERE campaign_id = ?1 ORDER BY id DESC LIMIT ?2)",
    )?
    .execute(params![id, HISTORY_KEEP])?;
    Ok(Some(Saved { log_id, pending_id }))
}

impl Store {
    /// Saves `save` (as [`Store::load_run_save`] does) and commits, for a
    /// change computed outside the transaction from a row read before:
    /// `Ok(None)`, with nothing written, when the campaign moved on from
    /// `save.old_version` meanwhile. On SQLite one job of the writer.
    pub async fn save_and_commit(
        &self,
        save: &CommandSave<'_>,
    ) -> Result<Option<Saved>, sqlx::Error> {
        match self {
            Store::Sqlite(s) => {
                let ran = s
                    .writer_arc()
                    .run(|c| match self::save(c, save) {
                        Ok(Some(saved)) => Ok(saved),
                        Ok(None) => Err(None),
                        Err(e) => Err(Some(from_rusqlite(e))),
                    })
                    .await?;
                match ran {
                    Ok(saved) => Ok(Some(saved)),
                    Err(None) => Ok(None),
                    Err(Some(e)) => Err(e),
                }
            }
            Store::Postgres(_) => {
                self.begin_write()
                    .await?
                    .save_command_and_commit(save)
                    .await
            }
        }
    }

    /// Resolves a pending choice (a Luck re-roll) exactly once: loads it and
    /// its campaign, claims it (`new_state`, a conditional UPDATE: a second
    /// claim finds it no longer pending), then `run` decides on the offer:
    /// `Ok(None)` keeps the claim alone (declined), `Ok(Some)` saves the
    /// command it ran, `Err` refuses and the claim is rolled back (the choice
    /// stays pending). On SQLite one job of the writer.
    pub async fn resolve_pending<T, E, S: ToSave>(
        &self,
        roll_id: i64,
        new_state: &str,
        run: impl FnOnce(&PendingRow, &CampaignRow) -> Result<Option<(T, S)>, E>,
    ) -> Result<Resolved<T, E>, sqlx::Error> {
        let Store::Sqlite(s) = self else {
            return self.resolve_pending_pg(roll_id, new_state, run).await;
        };
        let ran = s
            .writer_arc()
            .run(|c| {
                // The error side: what ended it without a write, or a
                // statement's failure.
                let failed = |e| Err(from_rusqlite(e));
                let pending = pending(c, roll_id)
                    .map_err(failed)?
                    .ok_or(Ok(Resolved::NotFound))?;
                let row = load_by_id(c, pending.campaign_id)
                    .map_err(failed)?
                    .ok_or(Ok(Resolved::NoCampaign))?;
                if !claim(c, roll_id, new_state).map_err(failed)? {
                    return Err(Ok(Resolved::Used));
                }
                match run(&pending, &row) {
                    Err(e) => Err(Ok(Resolved::Refused(e))),
                    Ok(None) => Ok(Resolved::Declined),
                    Ok(Some((value, text))) => match save(c, &text.save(&row)) {
                        Ok(Some(saved)) => Ok(Resolved::Saved {
                            value,
                            saved,
                            version: row.version,
                        }),
                        Ok(None) => Err(Ok(Resolved::Moved(row))),
                        Err(e) => Err(failed(e)),
                    },
                }
            })
            .await?;
        match ran {
            Ok(done) | Err(Ok(done)) => Ok(done),
            Err(Err(e)) => Err(e),
        }
    }

    /// [`Store::resolve_pending`] on PostgreSQL: the campaign's row is
    /// locked before the choice is claimed (every command takes its
    /// campaign first, so two processes never wait for each other's rows in
    /// opposite orders).
    async fn resolve_pending_pg<T, E, S: ToSave>(
        &self,
        roll_id: i64,
        new_state: &str,
        run: impl FnOnce(&PendingRow, &CampaignRow) -> Result<Option<(T, S)>, E>,
    ) -> Result<Resolved<T, E>, sqlx::Error> {
        let mut tx = self.begin_write().await?;
        let mut db = tx.db();
        let Some(pending) = db.pending(roll_id).await? else {
            tx.rollback().await;
            return Ok(Resolved::NotFound);
        };
        let Some(row) = db.load_by_id_locked(pending.campaign_id).await? else {
            tx.rollback().await;
            return Ok(Resolved::NoCampaign);
        };
        if !db.claim_pending(roll_id, new_state).await? {
            tx.rollback().await;
            return Ok(Resolved::Used);
        }
        match run(&pending, &row) {
            Err(e) => {
                tx.rollback().await;
                Ok(Resolved::Refused(e))
            }
            Ok(None) => {
                tx.commit().await?;
                Ok(Resolved::Declined)
            }
            Ok(Some((value, text))) => {
                Ok(match tx.save_command_and_commit(&text.save(&row)).await? {
                    Some(saved) => Resolved::Saved {
                        value,
                        saved,
                        version: row.version,
                    },
                    None => Resolved::Moved(row),
                })
            }
        }
    }
}

/// How [`Store::resolve_pending`] ended.
#[derive(Debug)]
pub enum Resolved<T, E> {
    /// No such choice.
    NotFound,
    /// Its campaign is gone.
    NoCampaign,
    /// It was resolved before.
    Used,
    /// `run` refused: nothing was written, the choice stays pending.
    Refused(E),
    /// The campaign was no longer at the version loaded: nothing was written.
    Moved(CampaignRow),
    /// Claimed as declined and committed.
    Declined,
    /// Claimed, the command saved, and committed.
    Saved {
        /// What `run` gave besides the save.
        value: T,
        /// The log row's and pending choice's ids.
        saved: Saved,
        /// The version the command ran on (it is now one more).
        version: i64,
    },
}

/// A campaign by row id ([`super::Db::load_by_id`]).
fn load_by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<CampaignRow>> {
    c.prepare_cached("SELECT id, state, version, ruleset FROM campaigns WHERE id = ?1")?
        .query_row(params![id], campaign_row)
        .optional()
}

/// A pending choice by id ([`super::Db::pending`]).
fn pending(c: &Connection, roll_id: i64) -> rusqlite::Result<Option<PendingRow>> {
    c.prepare_cached(
        "SELECT p.id, p.campaign_id, c.guild_id, c.channel_id, p.owner, p.leader, p.offer, p.state \
         FROM pending_rolls p JOIN campaigns c ON c.id = p.campaign_id WHERE p.id = ?1",
    )?
    .query_row(params![roll_id], |r| {
        Ok(PendingRow {
            id: r.get(0)?,
            campaign_id: r.get(1)?,
            guild_id: r.get(2)?,
            channel_id: r.get(3)?,
            owner: r.get(4)?,
            leader: r.get(5)?,
            offer: r.get(6)?,
            state: r.get(7)?,
        })
    })
    .optional()
}

/// Claims a pending choice ([`super::Db::claim_pending`]).
fn claim(c: &Connection, roll_id: i64, new_state: &str) -> rusqlite::Result<bool> {
    Ok(
        c.prepare_cached(
            "UPDATE pending_rolls SET state = ?1 WHERE id = ?2 AND state = 'pending'",
        )?
        .execute(params![new_state, roll_id])?
            == 1,
    )
}

/// How [`Store::undo`] ended.
#[derive(Debug)]
pub enum Undo<E> {
    /// No campaign on the channel.
    NoCampaign,
    /// No kept state to go back to.
    NothingToUndo,
    /// `check` refused the kept state: nothing was written.
    Refused(E),
    /// The campaign was no longer at the version loaded: nothing was written.
    Moved(CampaignRow),
    /// The kept state restored and committed.
    Done {
        /// The command undone.
        undone: String,
        /// The version restored from (it is now one more).
        version: i64,
        /// Kept states left.
        remaining: i64,
    },
}

impl Store {
    /// Restores the newest kept state of the campaign on a channel: `check`
    /// is given the campaign, the command undone and the kept state, and
    /// returns the log row's command JSON, or refuses. The kept state is
    /// taken off the history, pending choices of the campaign are declined
    /// (their check may be undone) and the `recover` row is logged for
    /// `actor`. On SQLite one job of the writer.
    pub async fn undo<E>(
        &self,
        guild_id: i64,
        channel_id: i64,
        actor: i64,
        check: impl FnOnce(&CampaignRow, &str, &str) -> Result<String, E>,
    ) -> Result<Undo<E>, sqlx::Error> {
        let Store::Sqlite(s) = self else {
            return self.undo_pg(guild_id, channel_id, actor, check).await;
        };
        let ran = s
            .writer_arc()
            .run(|c| {
                let failed = |e| Err(from_rusqlite(e));
                let row = load(c, guild_id, channel_id)
                    .map_err(failed)?
                    .ok_or(Ok(Undo::NoCampaign))?;
                let (history_id, state, undone) = newest_history(c, row.id)
                    .map_err(failed)?
                    .ok_or(Ok(Undo::NothingToUndo))?;
                let command_json = match check(&row, &undone, &state) {
                    Ok(json) => json,
                    Err(e) => return Err(Ok(Undo::Refused(e))),
                };
                let remaining = restore(c, &row, history_id, &state, actor, &command_json)
                    .map_err(failed)?
                    .ok_or_else(|| Ok(Undo::Moved(row.clone())))?;
                Ok(Undo::Done {
                    undone,
                    version: row.version,
                    remaining,
                })
            })
            .await?;
        match ran {
            Ok(done) | Err(Ok(done)) => Ok(done),
            Err(Err(e)) => Err(e),
        }
    }

    /// [`Store::undo`] on PostgreSQL.
    async fn undo_pg<E>(
        &self,
        guild_id: i64,
        channel_id: i64,
        actor: i64,
        check: impl FnOnce(&CampaignRow, &str, &str) -> Result<String, E>,
    ) -> Result<Undo<E>, sqlx::Error> {
        let mut tx = self.begin_write().await?;
        let done = Self::undo_in(&mut tx.db(), guild_id, channel_id, actor, check).await;
        match done {
            Ok(done @ Undo::Done { .. }) => {
                tx.commit().await?;
                Ok(done)
            }
            other => {
                tx.rollback().await;
                other
            }
        }
    }

    async fn undo_in<E>(
        db: &mut super::Db<'_>,
        guild_id: i64,
        channel_id: i64,
        actor: i64,
        check: impl FnOnce(&CampaignRow, &str, &str) -> Result<String, E>,
    ) -> Result<Undo<E>, sqlx::Error> {
        let Some(row) = db.load_locked(guild_id, channel_id).await? else {
            return Ok(Undo::NoCampaign);
        };
        let Some((history_id, state, undone)) = db.newest_history(row.id).await? else {
            return Ok(Undo::NothingToUndo);
        };
        let command_json = match check(&row, &undone, &state) {
            Ok(json) => json,
            Err(e) => return Ok(Undo::Refused(e)),
        };
        let at = super::now();
        if !db.save_state(row.id, row.version, &state, at).await? {
            return Ok(Undo::Moved(row));
        }
        let remaining = db.pop_history(row.id, history_id).await?;
        db.decline_all_pending(row.id).await?;
        db.append_log(
            row.id,
            &super::NewLogRow {
                actor,
                command: "recover",
                command_json: &command_json,
                events_json: "[]",
                at,
            },
        )
        .await?;
        Ok(Undo::Done {
            undone,
            version: row.version,
            remaining,
        })
    }
}

/// The newest kept state: (history row id, state, command name).
fn newest_history(
    c: &Connection,
    campaign_id: i64,
) -> rusqlite::Result<Option<(i64, String, String)>> {
    c.prepare_cached(
        "SELECT id, state, command FROM history WHERE campaign_id = ?1 ORDER BY id DESC LIMIT 1",
    )?
    .query_row(params![campaign_id], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })
    .optional()
}

/// Puts the kept `state` back (if the campaign is still at `row`'s version),
/// takes it off the history, declines pending choices and logs the undo;
/// returns the kept states left, or `None` when the version moved (nothing
/// written).
fn restore(
    c: &Connection,
    row: &CampaignRow,
    history_id: i64,
    state: &str,
    actor: i64,
    command_json: &str,
) -> rusqlite::Result<Option<i64>> {
    let at = super::now();
    let updated = c
        .prepare_cached(
            "UPDATE campaigns SET state = ?1, version = version + 1, updated_at = ?2 \
             WHERE id = ?3 AND version = ?4",
        )?
        .execute(params![state, at, row.id, row.version])?;
    if updated != 1 {
        return Ok(None);
    }
    c.prepare_cached("DELETE FROM history WHERE id = ?1")?
        .execute(params![history_id])?;
    let remaining = c
        .prepare_cached("SELECT COUNT(*) FROM history WHERE campaign_id = ?1")?
        .query_row(params![row.id], |r| r.get(0))?;
    c.prepare_cached(
        "UPDATE pending_rolls SET state = 'declined' WHERE campaign_id = ?1 AND state = 'pending'",
    )?
    .execute(params![row.id])?;
    c.prepare_cached(
        "INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
         VALUES (?1, ?2, 'recover', ?3, '[]', ?4)",
    )?
    .execute(params![row.id, actor, command_json, at])?;
    Ok(Some(remaining))
}
