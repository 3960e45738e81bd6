//! The session's homebrew operations: a change to a campaign's homebrew is
//! saved like a command (its state pushed to the history, so `recover`
//! undoes it, and logged), and the campaign read as any game for lists.

use serde_json::json;

use super::{store, to_json, CampaignKey, Db, NewLogRow, Session, SessionError, Step};
use crate::engine::homebrew::Refusal;
use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::AnyCampaign;

/// The name homebrew changes have in the log and the undo history.
pub const COMMAND: &str = "homebrew";

impl Session {
    /// The campaign on a channel as any game, read-only.
    pub async fn any_campaign(&self, key: CampaignKey) -> Result<AnyCampaign, SessionError> {
        let mut conn = self.inner.store.read().await?;
        let row = conn
            .db()
            .load(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        read_any(&row)
    }

    /// Changes a campaign's homebrew: `change` runs on the campaign and, when
    /// it succeeds, the state is saved, the previous one kept for undo and
    /// the change logged as `homebrew` with `detail`. A refusal changes
    /// nothing.
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

    async fn homebrew_once<T>(
        &self,
        key: CampaignKey,
        actor: i64,
        detail: &serde_json::Value,
        change: &impl Fn(&mut AnyCampaign) -> Result<T, Refusal>,
    ) -> Result<Result<T, Refusal>, Step> {
        let mut tx = self.inner.store.begin_write().await?;
        let done = Self::homebrew_in(&mut tx.db(), key, actor, detail, change).await;
        tx.finish(done).await
    }

    async fn homebrew_in<T>(
        tx: &mut Db<'_>,
        key: CampaignKey,
        actor: i64,
        detail: &serde_json::Value,
        change: &impl Fn(&mut AnyCampaign) -> Result<T, Refusal>,
    ) -> Result<Result<T, Refusal>, Step> {
        let row = tx
            .load_locked(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        let mut campaign = read_any(&row)?;
        let done = match change(&mut campaign) {
            Ok(done) => done,
            Err(refused) => return Ok(Err(refused)),
        };
        let at = store::now();
        let state = campaign
            .to_state()
            .map_err(|e| Step::Stop(SessionError::Internal(e.into())))?;
        if !tx.save_state(row.id, row.version, &state, at).await? {
            return Err(Step::Retry(anyhow::anyhow!(
                "campaign {} changed while its homebrew changed (version {})",
                row.id,
                row.version
            )));
        }
        tx.push_history(row.id, &row.state, COMMAND, at).await?;
        tx.append_log(
            row.id,
            &NewLogRow {
                actor,
                command: COMMAND,
                command_json: &to_json(&json!({ "command": COMMAND, "detail": detail }))?,
                events_json: "[]",
                at,
            },
        )
        .await?;
        Ok(Ok(done))
    }
}

/// A stored row as a campaign of its game.
fn read_any(row: &store::CampaignRow) -> Result<AnyCampaign, SessionError> {
    let id: RulesetId = row.ruleset.parse().map_err(|e| SessionError::Corrupt {
        detail: format!("campaign {}: {e}", row.id),
    })?;
    AnyCampaign::from_state(id, &row.state).map_err(|e| SessionError::Corrupt {
        detail: e.to_string(),
    })
}
