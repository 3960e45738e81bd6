//! Share links: read-only pages of one campaign behind a signed, expiring
//! token, made by `/campaign share` and CLI `share`, killed by `revoke`.
//!
//! A token is `ID.EXPIRY.SIGNATURE`: the campaign's row id, the expiry in
//! Unix seconds, and HMAC-SHA256 over both and the campaign's share key,
//! keyed by the web secret. The secret is made once (by the first process
//! that needs it) and kept in the database, so every process on it checks
//! the same links and they survive restarts; the per-campaign share key is
//! replaced by a revoke, which kills every older link of that campaign and
//! no other's. This module signs and checks; it renders nothing and never
//! says why a token was refused (a refusal is a plain 404 to the visitor).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, Mac};
use rand::Rng as _;
use sha2::Sha256;

use crate::session::{CampaignKey, Session, SessionError};

/// How long a link lasts when no `hours` are given: 7 days.
pub const DEFAULT_HOURS: i64 = 7 * 24;
/// The shortest link life, in hours.
pub const MIN_HOURS: i64 = 1;
/// The longest link life, in hours: 90 days.
pub const MAX_HOURS: i64 = 90 * 24;

static PUBLIC_URL: std::sync::OnceLock<Result<String, String>> = std::sync::OnceLock::new();

/// Sets the PUBLIC_URL share links start with (once, at start; later calls
/// change nothing).
pub fn set_public_url(url: &str) {
    let _ = PUBLIC_URL.set(Ok(url.to_owned()));
}

/// The PUBLIC_URL share links start with: as set at start, else read from
/// the environment once, checked as `overseer web` checks it
/// ([`crate::config::WebConfig::from_lookup`]); `Err` is the unusable
/// setting as written (a link to a made-up address would be dead).
pub fn public_url() -> Result<&'static str, &'static str> {
    PUBLIC_URL
        .get_or_init(|| {
            crate::config::WebConfig::from_env()
                .map(|web| web.public_url)
                .map_err(|e| match e {
                    // The setting as written (`PUBLIC_URL="x"`): words in
                    // no language, which each reply puts in its own.
                    crate::config::ConfigError::Invalid { name, value, .. } => {
                        format!("{name}={value:?}")
                    }
                    other @ crate::config::ConfigError::MissingToken => other.to_string(),
                })
        })
        .as_deref()
        .map_err(String::as_str)
}

/// What a share made: the link and when it stops working.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// The page's address: PUBLIC_URL, `/s/` and the token.
    pub url: String,
    /// Unix seconds after which the link is refused.
    pub expires: i64,
}

/// Why a share was not made.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    /// `hours` outside [`MIN_HOURS`]..=[`MAX_HOURS`].
    #[error("hours must be from {MIN_HOURS} to {MAX_HOURS}")]
    Hours,
    /// The session's error (no campaign, the database).
    #[error(transparent)]
    Session(#[from] SessionError),
}

impl From<sqlx::Error> for ShareError {
    fn from(e: sqlx::Error) -> Self {
        ShareError::Session(e.into())
    }
}

/// 32 random bytes from the operating system's generator, URL-safe base64.
fn fresh_secret() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The web secret, made and stored if the database has none yet.
pub async fn secret(session: &Session) -> Result<String, sqlx::Error> {
    let mut conn = session.store().read().await?;
    if let Some(secret) = conn.db().web_secret().await? {
        return Ok(secret);
    }
    drop(conn);
    let mut tx = session.store().begin_write().await?;
    let secret = tx.db().web_secret_or(&fresh_secret()).await;
    tx.finish(secret).await
}

/// The signature of `campaign`'s link expiring at `expires`.
fn sign(secret: &str, campaign: i64, expires: i64, share_key: &str) -> Hmac<Sha256> {
    // Any key length is accepted by HMAC; this never fails.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
    mac.update(format!("overseer-share-v1\n{campaign}\n{expires}\n{share_key}").as_bytes());
    mac
}

/// Makes a link to `key`'s campaign lasting `hours` from `now` (Unix seconds).
pub async fn share(
    session: &Session,
    key: CampaignKey,
    hours: i64,
    public_url: &str,
    now: i64,
) -> Result<Link, ShareError> {
    if !(MIN_HOURS..=MAX_HOURS).contains(&hours) {
        return Err(ShareError::Hours);
    }
    let secret = secret(session).await?;
    let mut tx = session.store().begin_write().await?;
    let keyed = async {
        let campaign = key.id_in(tx.db()).await?;
        let share_key = tx.db().share_key_or(campaign, &fresh_secret()).await?;
        Ok::<_, ShareError>((campaign, share_key))
    }
    .await;
    let (campaign, share_key) = tx.finish(keyed).await?;
    let expires = now + hours * 3600;
    let signature = URL_SAFE_NO_PAD.encode(
        sign(&secret, campaign, expires, &share_key)
            .finalize()
            .into_bytes(),
    );
    Ok(Link {
        url: format!("{public_url}/s/{campaign}.{expires}.{signature}/"),
        expires,
    })
}

/// Replaces the share key of `key`'s campaign: every link made before stops
/// working; links made after work again.
pub async fn revoke(session: &Session, key: CampaignKey) -> Result<(), SessionError> {
    let mut tx = session.store().begin_write().await?;
    let campaign = key.id_in(tx.db()).await;
    let done = match campaign {
        Ok(campaign) => tx
            .db()
            .set_share_key(campaign, &fresh_secret())
            .await
            .map_err(SessionError::from),
        Err(e) => Err(e),
    };
    tx.finish(done).await
}

/// Keeps `name` (at most 100 characters of it, trimmed) as the name the
/// pages of `key`'s campaign show; an empty name changes nothing.
pub async fn set_name(session: &Session, key: CampaignKey, name: &str) -> Result<(), SessionError> {
    let name: String = name.trim().chars().take(100).collect();
    if name.is_empty() {
        return Ok(());
    }
    let mut tx = session.store().begin_write().await?;
    let done = async {
        let campaign = key.id_in(tx.db()).await?;
        tx.db().share_key_or(campaign, &fresh_secret()).await?;
        tx.db().set_campaign_name(campaign, &name).await?;
        Ok::<_, SessionError>(())
    }
    .await;
    tx.finish(done).await
}

/// The name the pages of campaign `campaign` (row id) show, if one was kept.
pub async fn campaign_name(
    session: &Session,
    campaign: i64,
) -> Result<Option<String>, sqlx::Error> {
    let mut conn = session.store().read().await?;
    conn.db().campaign_name(campaign).await
}

/// A link that opened: its campaign, its pages' name and when it stops
/// working.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened {
    /// The campaign.
    pub key: CampaignKey,
    /// The campaign's row id.
    pub campaign: i64,
    /// Unix seconds after which the link is refused.
    pub expires: i64,
    /// The name its pages show, if one was kept (read with the key).
    pub name: Option<String>,
}

/// The campaign a token opens at `now`, or `None` for a token that is
/// malformed, expired, signed wrongly or revoked, or whose campaign is gone.
/// Database errors are errors (the visitor gets a 500, not a 404).
pub async fn open(session: &Session, token: &str, now: i64) -> Result<Option<Opened>, sqlx::Error> {
    let mut parts = token.split('.');
    let (Some(id), Some(expires), Some(signature), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Ok(None);
    };
    let (expires_text, signature_text) = (expires, signature);
    let (Ok(campaign), Ok(expires), Ok(signature)) = (
        id.parse::<i64>(),
        expires.parse::<i64>(),
        URL_SAFE_NO_PAD.decode(signature),
    ) else {
        return Ok(None);
    };
    // One link, one spelling: `01` or `+1` for `1` is another address.
    if campaign.to_string() != id
        || expires.to_string() != expires_text
        || URL_SAFE_NO_PAD.encode(&signature) != signature_text
    {
        return Ok(None);
    }
    if expires <= now {
        return Ok(None);
    }
    let mut conn = session.store().read().await?;
    // No secret yet: no link was ever signed.
    let Some(secret) = conn.db().web_secret().await? else {
        return Ok(None);
    };
    let Some(shared) = conn.db().shared_campaign(campaign).await? else {
        return Ok(None);
    };
    if sign(&secret, campaign, expires, &shared.share_key)
        .verify_slice(&signature)
        .is_err()
    {
        return Ok(None);
    }
    Ok(Some(Opened {
        key: CampaignKey {
            guild_id: shared.guild_id,
            channel_id: shared.channel_id,
        },
        campaign,
        expires,
        name: shared.name,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn with_campaign() -> (tempfile::TempDir, Session, CampaignKey) {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}/share.db", dir.path().display());
        let session = Session::open(&url).await.expect("opens");
        let key = CampaignKey::local("shared");
        let game = crate::engine::ruleset::rulesets().default();
        session
            .start_game(key, 1, None, game)
            .await
            .expect("a campaign");
        (dir, session, key)
    }

    fn token(link: &Link) -> &str {
        link.url
            .strip_prefix("http://x/s/")
            .and_then(|t| t.strip_suffix('/'))
            .expect("the link's shape")
    }

    #[tokio::test]
    async fn a_link_opens_its_campaign_until_it_expires_or_is_revoked() {
        let (_dir, session, key) = with_campaign().await;
        let link = share(&session, key, 2, "http://x", 1_000)
            .await
            .expect("shared");
        assert_eq!(link.expires, 1_000 + 7_200);
        let t = token(&link).to_owned();
        let opened = Some(Opened {
            key,
            campaign: 1,
            expires: 8_200,
            name: None,
        });
        assert_eq!(open(&session, &t, 1_000).await.expect("db"), opened);
        assert_eq!(open(&session, &t, 8_199).await.expect("db"), opened);
        assert_eq!(open(&session, &t, 8_200).await.expect("db"), None);
        // A later expiry with the old signature is refused.
        let forged = t.replacen("8200", "9200", 1);
        assert_eq!(open(&session, &forged, 1_000).await.expect("db"), None);
        let (id, rest) = t.split_once('.').expect("a dot");
        let (expiry, signature) = rest.split_once('.').expect("two dots");
        for respelt in [
            format!("0{id}.{expiry}.{signature}"),
            format!("+{id}.{expiry}.{signature}"),
            format!("{id}.0{expiry}.{signature}"),
            format!("{id}.+{expiry}.{signature}"),
        ] {
            assert_eq!(
                open(&session, &respelt, 1_000).await.expect("db"),
                None,
                "{respelt}"
            );
        }
        for junk in ["", "1", "1.2", "x.y.z", "1.99999.AAAA", "1.2.3.4"] {
            assert_eq!(
                open(&session, junk, 1_000).await.expect("db"),
                None,
                "{junk}"
            );
        }
        revoke(&session, key).await.expect("revoked");
        assert_eq!(open(&session, &t, 1_000).await.expect("db"), None);
        let again = share(&session, key, 2, "http://x", 1_000)
            .await
            .expect("shared");
        let opened = open(&session, token(&again), 1_000).await.expect("db");
        assert_eq!(opened.map(|o| o.key), Some(key));
    }

    #[tokio::test]
    async fn a_link_opens_with_its_pages_name_read_beside_its_key() {
        let (_dir, session, key) = with_campaign().await;
        let link = share(&session, key, 2, "http://x", 1_000)
            .await
            .expect("shared");
        let t = token(&link).to_owned();
        let opened = open(&session, &t, 1_000).await.expect("db");
        assert_eq!(opened.and_then(|o| o.name), None);
        set_name(&session, key, "  Vault 13 ").await.expect("named");
        let opened = open(&session, &t, 1_000).await.expect("db");
        assert_eq!(opened.and_then(|o| o.name).as_deref(), Some("Vault 13"));
    }

    #[tokio::test]
    async fn hours_are_bounded_and_a_missing_campaign_is_said() {
        let (_dir, session, _key) = with_campaign().await;
        let key = CampaignKey::local("shared");
        for hours in [0, -1, MAX_HOURS + 1] {
            assert!(matches!(
                share(&session, key, hours, "http://x", 0).await,
                Err(ShareError::Hours)
            ));
        }
        assert!(share(&session, key, MAX_HOURS, "http://x", 0).await.is_ok());
        let none = CampaignKey::local("nobody");
        assert!(matches!(
            share(&session, none, 1, "http://x", 0).await,
            Err(ShareError::Session(SessionError::NoCampaign))
        ));
        assert!(matches!(
            revoke(&session, none).await,
            Err(SessionError::NoCampaign)
        ));
    }
}
