//! TEMPORARY session shim: the signatures of SESSION_API.md so the bot compiles
//! before the `store` branch lands. Every call fails with an internal error.
//! Replaced wholesale by the store branch's src/session.rs at merge.
#![allow(clippy::unused_async, missing_docs, clippy::missing_panics_doc)]

use crate::engine::{self, Campaign, Outcome};
use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CampaignKey {
    pub guild_id: i64,
    pub channel_id: i64,
}

impl CampaignKey {
    #[must_use]
    pub fn local(name: &str) -> CampaignKey {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in name.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        CampaignKey { guild_id: 0, channel_id: (h & (u64::MAX >> 1)) as i64 }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub language: Option<Lang>,
    pub creator: i64,
    pub gms: Vec<i64>,
}

#[derive(Debug, Clone)]
pub struct Ran {
    pub outcome: Outcome,
    pub reroll_id: Option<i64>,
    pub version: i64,
}

#[derive(Debug, Clone)]
pub struct Recovered {
    pub undone: String,
    pub version: i64,
    pub remaining: usize,
}

#[derive(Debug, Clone)]
pub struct LogEntry {
    pub id: i64,
    pub actor: i64,
    pub command: String,
    pub events: serde_json::Value,
    pub at: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollState {
    Pending,
    Accepted,
    Declined,
}

#[derive(Debug, Clone)]
pub struct PendingRoll {
    pub id: i64,
    pub key: CampaignKey,
    pub owner: String,
    pub leader: String,
    pub state: RollState,
}

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("no campaign")]
    NoCampaign,
    #[error("already exists")]
    AlreadyExists,
    #[error("rule: {0}")]
    Rule(engine::RuleError),
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("reroll not found")]
    RerollNotFound,
    #[error("reroll used")]
    RerollUsed,
    #[error("corrupt: {detail}")]
    Corrupt { detail: String },
    #[error("internal: {0}")]
    Internal(anyhow::Error),
}

fn shim<T>() -> Result<T, SessionError> {
    Err(SessionError::Internal(anyhow::anyhow!("session shim")))
}

#[derive(Clone, Debug)]
pub struct Session;

impl Session {
    pub async fn open(_database_url: &str) -> anyhow::Result<Session> {
        Ok(Session)
    }
    pub async fn start(&self, _key: CampaignKey, _creator: i64, _language: Option<Lang>) -> Result<Outcome, SessionError> {
        shim()
    }
    pub async fn init(&self, _key: CampaignKey, _actor: i64) -> Result<Outcome, SessionError> {
        shim()
    }
    pub async fn run(&self, _key: CampaignKey, _actor: i64, _command: engine::Command, _dice: &mut (dyn engine::Dice + Send)) -> Result<Ran, SessionError> {
        shim()
    }
    pub async fn recover(&self, _key: CampaignKey, _actor: i64) -> Result<Recovered, SessionError> {
        shim()
    }
    pub async fn pending_roll(&self, _roll_id: i64) -> Result<PendingRoll, SessionError> {
        shim()
    }
    pub async fn resolve_reroll(&self, _roll_id: i64, _actor: i64, _accept: bool, _dice: &mut (dyn engine::Dice + Send)) -> Result<Option<Ran>, SessionError> {
        shim()
    }
    pub async fn campaign(&self, _key: CampaignKey) -> Result<Campaign, SessionError> {
        shim()
    }
    pub async fn settings(&self, _key: CampaignKey) -> Result<Settings, SessionError> {
        shim()
    }
    pub async fn set_language(&self, _key: CampaignKey, _language: Option<Lang>) -> Result<(), SessionError> {
        shim()
    }
    pub async fn add_gm(&self, _key: CampaignKey, _user: i64) -> Result<(), SessionError> {
        shim()
    }
    pub async fn remove_gm(&self, _key: CampaignKey, _user: i64) -> Result<(), SessionError> {
        shim()
    }
    pub async fn log(&self, _key: CampaignKey, _count: u32) -> Result<Vec<LogEntry>, SessionError> {
        shim()
    }
    pub async fn export(&self, _key: CampaignKey) -> Result<serde_json::Value, SessionError> {
        shim()
    }
    pub async fn import(&self, _key: CampaignKey, _actor: i64, _export: serde_json::Value) -> Result<(), SessionError> {
        shim()
    }
    pub async fn end(&self, _key: CampaignKey) -> Result<(), SessionError> {
        shim()
    }
}

#[must_use]
pub fn os_dice() -> engine::SeededDice {
    engine::SeededDice::from_seed(0)
}
