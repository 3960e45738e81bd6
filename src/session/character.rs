//! Bringing a Foundry VTT character into a campaign
//! ([`AnyCampaign::import_character`]) without holding the database's write
//! lock while the file is read: the Actor is parsed, mapped and checked on
//! a copy of the campaign as it was read, off the async workers
//! ([`tokio::task::spawn_blocking`]) and before any write transaction; the
//! transaction then only stores the result. Should the campaign have
//! changed in between, the import runs again on the campaign as it now is,
//! inside the transaction, so the result is always the one the campaign
//! would give; a refusal needs no transaction at all.

use super::{CampaignKey, Session, SessionError};
use crate::engine::homebrew::{CharacterImported, Refusal};
use crate::engine::rulesets::AnyCampaign;

/// A character import read and checked outside the write transaction.
#[derive(Debug)]
pub struct PreparedCharacter {
    /// The campaign it was checked against (boxed, as the next: a future
    /// that holds them stays small).
    before: Box<AnyCampaign>,
    /// The campaign with the character in, and the answer; or the refusal.
    after: Result<Box<(AnyCampaign, CharacterImported)>, Refusal>,
    /// The Actor's bytes, the owner and the player: for a campaign that
    /// changed meanwhile.
    bytes: Vec<u8>,
    owner: String,
    player: String,
}

impl PreparedCharacter {
    /// Imports the Actor in `bytes` into a copy of `before`.
    #[must_use]
    pub fn new(before: AnyCampaign, bytes: Vec<u8>, owner: String, player: String) -> Self {
        let mut next = before.clone();
        let after = next
            .import_character(&bytes, &owner, &player)
            .map(|done| Box::new((next, done)));
        PreparedCharacter {
            before: Box::new(before),
            after,
            bytes,
            owner,
            player,
        }
    }

    /// The refusal, when the campaign as it was read refused the Actor.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.after.as_ref().err()
    }

    /// Brings the character into `campaign`: the prepared result when the
    /// campaign is the one it was checked against (a comparison and a
    /// copy), else the whole import again on the campaign as it is.
    ///
    /// # Errors
    /// The refusal of the campaign as it is.
    pub fn apply(&self, campaign: &mut AnyCampaign) -> Result<CharacterImported, Refusal> {
        match &self.after {
            Ok(prepared) if *campaign == *self.before => {
                let (after, done) = &**prepared;
                *campaign = after.clone();
                Ok(done.clone())
            }
            _ => campaign.import_character(&self.bytes, &self.owner, &self.player),
        }
    }
}

impl Session {
    /// Imports a Foundry VTT character Actor (`bytes`) into the campaign on
    /// `key`: prepared ([`Session::prepare_character`]), then stored
    /// ([`Session::store_character`]), saved like a homebrew change (so
    /// `recover` undoes it) and logged with `detail`.
    ///
    /// # Errors
    /// The session's (no campaign, storage); a refusal is the inner result.
    pub async fn import_character(
        &self,
        key: CampaignKey,
        actor: i64,
        detail: serde_json::Value,
        bytes: Vec<u8>,
        owner: String,
        player: String,
    ) -> Result<Result<CharacterImported, Refusal>, SessionError> {
        let prepared = self.prepare_character(key, bytes, owner, player).await?;
        self.store_character(key, actor, detail, &prepared).await
    }

    /// Reads the campaign and imports the Actor into a copy of it, off the
    /// async workers and outside any write transaction.
    ///
    /// # Errors
    /// No campaign, or the store's.
    pub async fn prepare_character(
        &self,
        key: CampaignKey,
        bytes: Vec<u8>,
        owner: String,
        player: String,
    ) -> Result<PreparedCharacter, SessionError> {
        let before = self.any_campaign(key).await?;
        tokio::task::spawn_blocking(move || PreparedCharacter::new(before, bytes, owner, player))
            .await
            .map_err(|e| SessionError::Internal(e.into()))
    }

    /// Stores a prepared import in one write transaction (none for a
    /// refusal): the write lock is held to compare, copy and save.
    ///
    /// # Errors
    /// The session's; a refusal is the inner result.
    pub async fn store_character(
        &self,
        key: CampaignKey,
        actor: i64,
        detail: serde_json::Value,
        prepared: &PreparedCharacter,
    ) -> Result<Result<CharacterImported, Refusal>, SessionError> {
        if let Some(refused) = prepared.refusal() {
            return Ok(Err(refused.clone()));
        }
        self.homebrew(key, actor, detail, |c| prepared.apply(c))
            .await
    }
}
