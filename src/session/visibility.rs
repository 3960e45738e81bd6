//! Who reads the command being run: the [`Visibility`] a front end chose for
//! it (a GM's secret roll, a blind check), kept for the length of one
//! interaction or command line, and the campaign's secrecy settings.
//!
//! The visibility is a task-local rather than an argument: the Discord core
//! sets it once per interaction (`crate::bot::secret`) and two places far
//! apart read it, the session when it logs the command (the log row is
//! marked secret) and the Discord core's reply path (the numbers go only to
//! the GMs). Passing it down would change the signature of every game's
//! command path for a flag those paths never look at.

use std::cell::Cell;
use std::future::Future;

use super::{corrupt, CampaignKey, LogEntry, Session, SessionError, Step};
use crate::engine::visibility::{EnemyNumbers, Visibility};

tokio::task_local! {
    /// The visibility of the command the current task runs.
    static CURRENT: Cell<Visibility>;
}

/// Runs `work` with its own visibility, public until [`set`] changes it.
pub async fn scope<F: Future>(work: F) -> F::Output {
    CURRENT.scope(Cell::new(Visibility::Public), work).await
}

/// Runs `work` with visibility `visibility` (the command line's `--secret`).
pub async fn scoped<F: Future>(visibility: Visibility, work: F) -> F::Output {
    CURRENT.scope(Cell::new(visibility), work).await
}

/// Sets the visibility of the command being run; `false` outside a
/// [`scope`] (nothing was set).
#[must_use]
pub fn set(visibility: Visibility) -> bool {
    CURRENT.try_with(|v| v.set(visibility)).is_ok()
}

/// The visibility of the command being run: public outside a [`scope`].
#[must_use]
pub fn current() -> Visibility {
    CURRENT.try_with(Cell::get).unwrap_or_default()
}

/// A campaign's secrecy settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Secrecy {
    /// How the channel sees enemies' numbers.
    pub enemies: EnemyNumbers,
    /// The GM channel or thread that gets a copy of each secret roll.
    pub gm_channel: Option<i64>,
}

impl Session {
    /// The campaign's secrecy settings.
    pub async fn secrecy(&self, key: CampaignKey) -> Result<Secrecy, SessionError> {
        let id = self.campaign_id(key).await?;
        let mut conn = self.inner.store.read().await?;
        let (enemies, gm_channel) = conn.db().secrecy(id).await?;
        Ok(Secrecy {
            enemies: EnemyNumbers::parse(&enemies).ok_or_else(|| SessionError::Corrupt {
                detail: format!("unknown enemies setting {enemies:?}"),
            })?,
            gm_channel,
        })
    }

    /// Sets how the channel sees enemies' numbers.
    pub async fn set_enemy_numbers(
        &self,
        key: CampaignKey,
        enemies: EnemyNumbers,
    ) -> Result<(), SessionError> {
        let id = self.campaign_id(key).await?;
        retrying!(async {
            let mut tx = self.inner.store.begin_write().await?;
            let done = tx.db().set_enemies(id, enemies.as_str()).await;
            tx.finish(done).await?;
            Ok::<(), Step>(())
        })?;
        // The tracker redraws its enemies with the new setting.
        self.changed(key);
        Ok(())
    }

    /// Sets or clears the GM channel.
    pub async fn set_gm_channel(
        &self,
        key: CampaignKey,
        channel: Option<i64>,
    ) -> Result<(), SessionError> {
        self.change_setting(key, super::Setting::GmChannel(channel))
            .await
    }

    /// The newest `count` log entries a reader may see, oldest first, each
    /// with its secret mark: every entry for a GM, the public ones for
    /// anyone else.
    pub async fn log_seen(
        &self,
        key: CampaignKey,
        count: u32,
        gm: bool,
    ) -> Result<Vec<(LogEntry, bool)>, SessionError> {
        let id = self.campaign_id(key).await?;
        let mut conn = self.inner.store.read().await?;
        conn.db()
            .recent_log_seen(id, i64::from(count), gm)
            .await?
            .into_iter()
            .map(|(id, actor, command, _, events, at, secret, number)| {
                let entry = LogEntry {
                    id,
                    number,
                    actor,
                    command,
                    events: serde_json::from_str(&events).map_err(|e| corrupt(&e))?,
                    at,
                };
                Ok((entry, secret))
            })
            .collect()
    }
}

/// Why a GM note was refused.
#[derive(Debug)]
pub enum NoteError {
    /// The name or the note is empty, too long, or holds a forbidden character.
    Text(crate::engine::name::TextError),
    /// The session's own failure.
    Session(SessionError),
}

impl From<SessionError> for NoteError {
    fn from(e: SessionError) -> NoteError {
        NoteError::Session(e)
    }
}

impl Session {
    /// Sets (`Some`) or deletes (`None`) the GM note on an enemy or NPC
    /// named `subject`; the subject as stored (one note per name, by the
    /// name identity) and, for a deletion, whether there was a note.
    pub async fn set_note(
        &self,
        key: CampaignKey,
        subject: &str,
        note: Option<&str>,
    ) -> Result<(String, bool), NoteError> {
        use crate::engine::name;
        let subject = name::clean(name::ENEMY_NAME, subject).map_err(NoteError::Text)?;
        let note = note
            .map(|n| name::clean(name::NOTE, n).map_err(NoteError::Text))
            .transpose()?;
        let id = self.campaign_id(key).await?;
        let subject_key = name::key(&subject);
        let existed = retrying!(async {
            let mut tx = self.inner.store.begin_write().await?;
            let done = match &note {
                Some(note) => tx
                    .db()
                    .set_note(id, &subject_key, &subject, note)
                    .await
                    .map(|()| true),
                None => tx.db().delete_note(id, &subject_key).await,
            };
            Ok::<bool, Step>(tx.finish(done).await?)
        })?;
        Ok((subject, existed))
    }

    /// The campaign's GM notes as (subject, note), by name.
    pub async fn notes(&self, key: CampaignKey) -> Result<Vec<(String, String)>, SessionError> {
        let id = self.campaign_id(key).await?;
        let mut conn = self.inner.store.read().await?;
        Ok(conn
            .db()
            .notes(id)
            .await?
            .into_iter()
            .map(|(_, subject, note)| (subject, note))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_visibility_lives_only_inside_its_scope() {
        assert_eq!(current(), Visibility::Public);
        assert!(!set(Visibility::Secret));
        let inside = scope(async {
            assert!(set(Visibility::Blind));
            current()
        })
        .await;
        assert_eq!(inside, Visibility::Blind);
        assert_eq!(current(), Visibility::Public);
        assert_eq!(
            scoped(Visibility::Secret, async { current() }).await,
            Visibility::Secret
        );
    }
}
