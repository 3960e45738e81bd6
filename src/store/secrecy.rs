//! The statements of secret rolls and hidden enemy numbers (issue #29): a
//! campaign's enemy-numbers setting and GM channel, the secret mark of log
//! rows, the log as a player may read it, and the GM notes. Same SQL on both backends; the
//! session decides who reads what.

use super::{execute, on, scalar, Db};

/// One log row as read with its secret mark and its number in the
/// campaign's public log (none for a secret one): (id, actor, command,
/// command JSON, events JSON, unix time, secret, number).
pub type MarkedLogRow = (i64, i64, String, String, String, i64, bool, Option<i64>);

impl Db<'_> {
    /// Marks a log row secret (a secret roll or a blind check).
    pub async fn mark_log_secret(&mut self, log_id: i64) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "UPDATE event_log SET secret = $1 WHERE id = $2",
            true,
            log_id
        )?;
        Ok(())
    }

    /// A campaign's enemy-numbers setting (as stored) and its GM channel.
    pub async fn secrecy(
        &mut self,
        campaign_id: i64,
    ) -> Result<(String, Option<i64>), sqlx::Error> {
        on!(self, c => sqlx::query_as("SELECT enemies, gm_channel FROM campaigns WHERE id = $1")
            .bind(campaign_id)
            .fetch_one(c)
            .await)
    }

    /// Sets a campaign's enemy-numbers setting (`shown`, `bands`, `hidden`).
    pub async fn set_enemies(
        &mut self,
        campaign_id: i64,
        enemies: &str,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "UPDATE campaigns SET enemies = $1 WHERE id = $2",
            enemies,
            campaign_id
        )?;
        Ok(())
    }

    /// Sets (or clears) a campaign's GM channel.
    pub async fn set_gm_channel(
        &mut self,
        campaign_id: i64,
        channel: Option<i64>,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "UPDATE campaigns SET gm_channel = $1 WHERE id = $2",
            channel,
            campaign_id
        )?;
        Ok(())
    }

    /// The newest `count` log rows a reader may see, oldest first, with their
    /// secret mark: every row for a GM (`with_secret`), else the public ones
    /// only (the newest `count` of those, so a player's page is full too).
    pub async fn recent_log_seen(
        &mut self,
        campaign_id: i64,
        count: i64,
        with_secret: bool,
    ) -> Result<Vec<MarkedLogRow>, sqlx::Error> {
        // A GM ($4) reads every row; anyone else the rows not marked ($3 false).
        on!(self, c => sqlx::query_as(
            "SELECT id, actor, command, command_json, events, at, secret, seq FROM \
             (SELECT id, actor, command, command_json, events, at, secret, seq FROM event_log \
              WHERE campaign_id = $1 AND (secret = $3 OR $4) \
              ORDER BY id DESC LIMIT $2) AS recent ORDER BY id ASC",
        )
        .bind(campaign_id)
        .bind(count)
        .bind(false)
        .bind(with_secret)
        .fetch_all(c)
        .await)
    }

    /// The ids of a campaign's secret log rows, ascending.
    pub async fn secret_log_ids(&mut self, campaign_id: i64) -> Result<Vec<i64>, sqlx::Error> {
        scalar!(
            self,
            fetch_all,
            "SELECT id FROM event_log WHERE campaign_id = $1 AND secret = $2 ORDER BY id",
            campaign_id,
            true
        )
    }
}

impl Db<'_> {
    /// Sets the GM note on `subject` (`subject_key` its name identity),
    /// replacing an older one.
    pub async fn set_note(
        &mut self,
        campaign_id: i64,
        subject_key: &str,
        subject: &str,
        note: &str,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "INSERT INTO gm_notes (campaign_id, subject_key, subject, note) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (campaign_id, subject_key) \
             DO UPDATE SET subject = excluded.subject, note = excluded.note",
            campaign_id,
            subject_key,
            subject,
            note
        )?;
        Ok(())
    }

    /// Deletes the GM note on a subject; whether there was one.
    pub async fn delete_note(
        &mut self,
        campaign_id: i64,
        subject_key: &str,
    ) -> Result<bool, sqlx::Error> {
        Ok(execute!(
            self,
            "DELETE FROM gm_notes WHERE campaign_id = $1 AND subject_key = $2",
            campaign_id,
            subject_key
        )? > 0)
    }

    /// A campaign's GM notes as (subject, note), by subject key.
    pub async fn notes(
        &mut self,
        campaign_id: i64,
    ) -> Result<Vec<(String, String, String)>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT subject_key, subject, note FROM gm_notes WHERE campaign_id = $1 \
             ORDER BY subject_key",
        )
        .bind(campaign_id)
        .fetch_all(c)
        .await)
    }
}

/// Copies what [`super::copy`] moves without reading it (`overseer migrate`):
/// each campaign's secrecy settings, the secret marks of log rows and the GM
/// notes. Runs
/// after the rows themselves were copied, ids kept, inside the copy's
/// transactions: a secret entry must not arrive unmarked, readable by every
/// player.
pub(super) async fn copy_secrecy(
    source: &mut Db<'_>,
    target: &mut Db<'_>,
) -> Result<(), sqlx::Error> {
    let settings: Vec<(i64, String, Option<i64>)> = on!(source, c => sqlx::query_as(
        "SELECT id, enemies, gm_channel FROM campaigns \
         WHERE enemies <> 'shown' OR gm_channel IS NOT NULL ORDER BY id",
    )
    .fetch_all(c)
    .await)?;
    for (id, enemies, gm_channel) in &settings {
        target.set_enemies(*id, enemies).await?;
        target.set_gm_channel(*id, *gm_channel).await?;
    }
    let secret: Vec<i64> = on!(source, c => sqlx::query_scalar(
        "SELECT id FROM event_log WHERE secret = $1 ORDER BY id",
    )
    .bind(true)
    .fetch_all(c)
    .await)?;
    for id in secret {
        target.mark_log_secret(id).await?;
    }
    let notes: Vec<(i64, String, String, String)> = on!(source, c => sqlx::query_as(
        "SELECT campaign_id, subject_key, subject, note FROM gm_notes \
         ORDER BY campaign_id, subject_key",
    )
    .fetch_all(c)
    .await)?;
    for (campaign_id, subject_key, subject, note) in &notes {
        target
            .set_note(*campaign_id, subject_key, subject, note)
            .await?;
    }
    Ok(())
}
