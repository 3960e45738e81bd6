//! The statements of the web server (`crate::web`): the database ping of
//! `/healthz`, the signing secret and each campaign's share key and name, a
//! campaign's channel from its row id, and its public log as the pages'
//! cache reads it (the newest entry's mark, then only the rows after it). Same SQL on both backends; the web
//! module decides what the values mean (this module never signs anything).

use super::{execute, on, scalar, Db};

/// A shared campaign as a link opens it ([`Db::shared_campaign`]).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SharedCampaign {
    /// The key its links are signed with.
    pub share_key: String,
    /// The name its pages show, if one was kept.
    pub name: Option<String>,
    /// Its guild (0 for a campaign of the command line).
    pub guild_id: i64,
    /// Its channel.
    pub channel_id: i64,
}

impl Db<'_> {
    /// Reads the first page of the campaigns table, states included (at most
    /// 20 rows): the database answers and its rows read, which `SELECT 1`
    /// would not tell (it never touches the file).
    pub async fn ping(&mut self) -> Result<(), sqlx::Error> {
        execute!(self, "SELECT sum(length(state)) FROM (SELECT state FROM campaigns ORDER BY id LIMIT 20) AS page")?;
        Ok(())
    }

    /// The web signing secret, if one was made.
    pub async fn web_secret(&mut self) -> Result<Option<String>, sqlx::Error> {
        scalar!(
            self,
            fetch_optional,
            "SELECT secret FROM web_secret WHERE id = 1"
        )
    }

    /// The web signing secret; `fresh` is stored first if there is none yet
    /// (the first process to ask wins, every later one reads the same).
    pub async fn web_secret_or(&mut self, fresh: &str) -> Result<String, sqlx::Error> {
        on!(self, c => {
            sqlx::query("INSERT INTO web_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING")
                .bind(fresh)
                .execute(&mut *c)
                .await?;
            sqlx::query_scalar("SELECT secret FROM web_secret WHERE id = 1")
                .fetch_one(c)
                .await
        })
    }

    /// A campaign's share key, if it has one.
    pub async fn share_key(&mut self, campaign_id: i64) -> Result<Option<String>, sqlx::Error> {
        scalar!(
            self,
            fetch_optional,
            "SELECT share_key FROM share_keys WHERE campaign_id = $1",
            campaign_id
        )
    }

    /// A campaign's share key; `fresh` is stored first if it has none.
    pub async fn share_key_or(
        &mut self,
        campaign_id: i64,
        fresh: &str,
    ) -> Result<String, sqlx::Error> {
        on!(self, c => {
            sqlx::query(
                "INSERT INTO share_keys (campaign_id, share_key) VALUES ($1, $2) \
                 ON CONFLICT (campaign_id) DO NOTHING",
            )
            .bind(campaign_id)
            .bind(fresh)
            .execute(&mut *c)
            .await?;
            sqlx::query_scalar("SELECT share_key FROM share_keys WHERE campaign_id = $1")
                .bind(campaign_id)
                .fetch_one(c)
                .await
        })
    }

    /// Keeps `name` as the campaign's name on its pages (the share key row
    /// must exist: [`Db::share_key_or`] first).
    pub async fn set_campaign_name(
        &mut self,
        campaign_id: i64,
        name: &str,
    ) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "UPDATE share_keys SET name = $1 WHERE campaign_id = $2",
            name,
            campaign_id
        )?;
        Ok(())
    }

    /// The campaign's name on its pages, if one was kept.
    pub async fn campaign_name(&mut self, campaign_id: i64) -> Result<Option<String>, sqlx::Error> {
        on!(self, c => {
            let name: Option<Option<String>> =
                sqlx::query_scalar("SELECT name FROM share_keys WHERE campaign_id = $1")
                    .bind(campaign_id)
                    .fetch_optional(c)
                    .await?;
            Ok(name.flatten())
        })
    }

    /// Replaces a campaign's share key (or gives it its first).
    pub async fn set_share_key(&mut self, campaign_id: i64, key: &str) -> Result<(), sqlx::Error> {
        execute!(
            self,
            "INSERT INTO share_keys (campaign_id, share_key) VALUES ($1, $2) \
             ON CONFLICT (campaign_id) DO UPDATE SET share_key = excluded.share_key",
            campaign_id,
            key
        )?;
        Ok(())
    }

    /// What opening a share link of campaign `campaign_id` needs, in one
    /// read: its share key, the name its pages show, and its guild and
    /// channel (`None` when it has no key or no longer exists).
    pub async fn shared_campaign(
        &mut self,
        campaign_id: i64,
    ) -> Result<Option<SharedCampaign>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT s.share_key, s.name, c.guild_id, c.channel_id FROM share_keys s \
             JOIN campaigns c ON c.id = s.campaign_id WHERE s.campaign_id = $1",
        )
        .bind(campaign_id)
        .fetch_optional(c)
        .await)
    }

    /// The guild and channel of the campaign with row id `campaign_id`.
    pub async fn channel_of(
        &mut self,
        campaign_id: i64,
    ) -> Result<Option<(i64, i64)>, sqlx::Error> {
        on!(self, c => sqlx::query_as("SELECT guild_id, channel_id FROM campaigns WHERE id = $1")
            .bind(campaign_id)
            .fetch_optional(c)
            .await)
    }

    /// The mark of a campaign's public log: the row id and number of its
    /// newest public entry (`None` when it has none). Read from the index on
    /// the numbers, so it costs the same at any log size; any change to the
    /// public log (an entry added, one marked secret) moves it.
    pub async fn public_log_mark(
        &mut self,
        campaign_id: i64,
    ) -> Result<Option<(i64, i64)>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT id, seq FROM event_log WHERE campaign_id = $1 AND seq IS NOT NULL \
             ORDER BY seq DESC LIMIT 1",
        )
        .bind(campaign_id)
        .fetch_optional(c)
        .await)
    }

    /// A campaign's public log rows with ids in `after` (exclusive) to
    /// `upto` (inclusive), oldest first: (id, command, events JSON, unix
    /// time, number).
    pub async fn public_log_between(
        &mut self,
        campaign_id: i64,
        after: i64,
        upto: i64,
    ) -> Result<Vec<PublicLogRow>, sqlx::Error> {
        on!(self, c => sqlx::query_as(
            "SELECT id, command, events, at, seq FROM event_log \
             WHERE campaign_id = $1 AND secret = $2 AND seq IS NOT NULL \
             AND id > $3 AND id <= $4 ORDER BY id",
        )
        .bind(campaign_id)
        .bind(false)
        .bind(after)
        .bind(upto)
        .fetch_all(c)
        .await)
    }
}

/// One public log row: (id, command, events JSON, unix time, its number in
/// the campaign's public log).
pub type PublicLogRow = (i64, String, String, i64, i64);
