//! The session's homebrew operations: a change to a campaign's homebrew is
//! saved like a command (its state pushed to the history, so `recover`
//! undoes it, and logged), and the campaign read as any game for lists.

use serde_json::json;

use super::{store, to_json, CampaignKey, NewLogRow, Session, SessionError, Step};
use crate::engine::homebrew::Refusal;
use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::AnyCampaign;

/// The name homebrew changes have in the log and the undo history.
pub const COMMAND: &str = "homebrew";

/// How long the last homebrew change of this process held the write
/// transaction, in microseconds (what benchmarks print).
static LAST_STORE_MICROS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Session {
    /// The campaign on a channel as any game, read-only.
    pub async fn any_campaign(&self, key: CampaignKey) -> Result<AnyCampaign, SessionError> {
        let row = self.stored::<SessionError>(key).await?;
        read_any(&row)
    }

    /// Changes a campaign's homebrew: `change` runs on the campaign and, when
    /// it succeeds, the state is saved, the previous one kept for undo and
    /// the change logged as `homebrew` with `detail`. A refusal changes
    /// nothing.
    ///
    /// `change` (parsing and checking a file, mapping Foundry documents) runs
    /// on a campaign read outside the write transaction: the write lock is
    /// held only to store the result, in time that does not grow with the
    /// file. The store is conditional on the version read; when another
    /// process changed the campaign meanwhile, the change runs again on the
    /// new state.
    pub async fn homebrew<T>(
        &self,
        key: CampaignKey,
        actor: i64,
        detail: serde_json::Value,
        change: impl Fn(&mut AnyCampaign) -> Result<T, Refusal>,
    ) -> Result<Result<T, Refusal>, SessionError> {
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        let done = retrying!(self.homebrew_once(key, actor, &detail, &change));
        if matches!(done, Ok(Ok(_))) {
            self.changed(key);
        }
        done
    }

    /// How long the last homebrew change stored by this process held the
    /// write transaction (from `BEGIN` to its commit).
    #[must_use]
    pub fn last_homebrew_store(&self) -> std::time::Duration {
        std::time::Duration::from_micros(
            LAST_STORE_MICROS.load(std::sync::atomic::Ordering::Relaxed),
        )
    }

    async fn homebrew_once<T>(
        &self,
        key: CampaignKey,
        actor: i64,
        detail: &serde_json::Value,
        change: &impl Fn(&mut AnyCampaign) -> Result<T, Refusal>,
    ) -> Result<Result<T, Refusal>, Step> {
        let row = self.stored::<Step>(key).await?;
        let mut campaign = read_any(&row)?;
        let done = match change(&mut campaign) {
            Ok(done) => done,
            Err(refused) => return Ok(Err(refused)),
        };
        let state = campaign
            .to_state()
            .map_err(|e| Step::Stop(SessionError::Internal(e.into())))?;
        let started = std::time::Instant::now();
        let stored = self.store_change(&row, actor, detail, &state).await;
        let held = started.elapsed();
        LAST_STORE_MICROS.store(
            u64::try_from(held.as_micros()).unwrap_or(u64::MAX),
            std::sync::atomic::Ordering::Relaxed,
        );
        tracing::debug!(
            held_ms = held.as_secs_f64() * 1000.0,
            "homebrew change stored"
        );
        stored.map(|()| Ok(done))
    }

    /// Stores a homebrew change computed from `row`: the new state (only
    /// if the campaign is still at `row`'s version), the previous one for
    /// undo, and the log row; one job of the store's writer.
    async fn store_change(
        &self,
        row: &store::CampaignRow,
        actor: i64,
        detail: &serde_json::Value,
        state: &str,
    ) -> Result<(), Step> {
        let command_json = to_json(&json!({ "command": COMMAND, "detail": detail }))?;
        let save = store::CommandSave {
            campaign_id: row.id,
            old_version: row.version,
            state,
            previous: &row.state,
            log: NewLogRow {
                actor,
                command: COMMAND,
                command_json: &command_json,
                events_json: "[]",
                at: store::now(),
            },
            secret: false,
            pending: None,
        };
        match self.inner.store.save_and_commit(&save).await? {
            Some(_) => Ok(()),
            None => Err(Step::Retry(anyhow::anyhow!(
                "campaign {} changed while its homebrew changed (version {})",
                row.id,
                row.version
            ))),
        }
    }
}

/// A stored row as a campaign of its game.
fn read_any(row: &store::CampaignRow) -> Result<AnyCampaign, SessionError> {
    let id: RulesetId = crate::engine::ruleset::rulesets()
        .parse(&row.ruleset)
        .map_err(|e| SessionError::Corrupt {
            detail: format!("campaign {}: {e}", row.id),
        })?;
    AnyCampaign::from_state(id, &row.state).map_err(|e| SessionError::Corrupt {
        detail: e.to_string(),
    })
}
