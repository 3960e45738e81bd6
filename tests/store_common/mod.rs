//! Helpers shared by the store tests: temporary databases and campaigns to fill them.
#![allow(dead_code)]

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::command::{CheckRequest, EnemySpec};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::special::Attribute;
use overseer::engine::SeededDice;
use overseer::games::wasteland::session::WastelandSession as _;
use overseer::session::{CampaignKey, Session};

/// The throwaway PostgreSQL server (`tests/support/postgres.rs`); the binary declares `support`.
pub use crate::support::postgres;

/// Which database a store test runs against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file in a temporary directory.
    Sqlite,
    /// A fresh database on the test binary's PostgreSQL server.
    Postgres,
}

impl Backend {
    /// A fresh, empty database of this backend: its URL, and for SQLite the
    /// directory that keeps the file alive.
    pub async fn database(self) -> (Option<tempfile::TempDir>, String) {
        match self {
            Backend::Sqlite => {
                let (dir, url) = temp_db();
                (Some(dir), url)
            }
            Backend::Postgres => (None, postgres::fresh_database().await),
        }
    }
}

/// The names of the tables a migrated database holds (sqlx's own excepted), sorted.
pub async fn table_names(session: &Session) -> Vec<String> {
    let store = session.store();
    if let Some(pool) = store.sqlite_pool() {
        sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name",
        )
        .fetch_all(pool)
        .await
        .expect("tables")
    } else {
        sqlx::query_scalar(
            "SELECT table_name::TEXT FROM information_schema.tables WHERE table_schema = 'public' \
             AND table_name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY table_name",
        )
        .fetch_all(store.postgres_pool().expect("a PostgreSQL store"))
        .await
        .expect("tables")
    }
}

/// Overwrites the stored state of the campaign on `channel` with `text`, behind
/// the session's back.
pub async fn overwrite_state(session: &Session, channel: i64, text: &str) {
    let sql = "UPDATE campaigns SET state = $1 WHERE channel_id = $2";
    let store = session.store();
    if let Some(pool) = store.sqlite_pool() {
        let done = sqlx::query(sql)
            .bind(text)
            .bind(channel)
            .execute(pool)
            .await;
        done.expect("overwrite the state");
    } else {
        let pool = store.postgres_pool().expect("a PostgreSQL store");
        let done = sqlx::query(sql)
            .bind(text)
            .bind(channel)
            .execute(pool)
            .await;
        done.expect("overwrite the state");
    }
}

/// How many rows a table holds.
pub async fn count_rows(session: &Session, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    let store = session.store();
    if let Some(pool) = store.sqlite_pool() {
        sqlx::query_scalar(&sql).fetch_one(pool).await
    } else {
        let pool = store.postgres_pool().expect("a PostgreSQL store");
        sqlx::query_scalar(&sql).fetch_one(pool).await
    }
    .expect("count")
}

/// A database file in a fresh temporary directory (kept alive by the returned dir).
pub fn temp_db() -> (tempfile::TempDir, String) {
    let dir = tempfile::TempDir::new().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("overseer.db").display());
    (dir, url)
}

/// A Discord-like key.
pub fn key(channel: i64) -> CampaignKey {
    CampaignKey {
        guild_id: 7,
        channel_id: channel,
    }
}

/// A valid character; `special` must sum to 40.
pub fn character(owner: &str, name: &str, special: [i64; 7]) -> NewCharacter {
    NewCharacter {
        owner: owner.into(),
        name: name.into(),
        character: format!("{name} the Wanderer"),
        background: "Vault Dweller".into(),
        special,
        tags: ["Sneak".into(), "Melee".into(), "Repair".into()],
    }
}

/// A character with LCK 10, so a d100 of 10 or less triggers Luck.
pub fn lucky(owner: &str, name: &str) -> NewCharacter {
    character(owner, name, [5, 5, 5, 5, 5, 5, 10])
}

/// A campaign with a started channel and one player "A" (owner "100").
pub async fn started(session: &Session, k: CampaignKey) {
    session.start(k, 1, None).await.expect("start");
    run(session, k, Command::AddPlayer(lucky("100", "A"))).await;
}

/// Runs a command that must succeed, with seeded dice.
pub async fn run(session: &Session, k: CampaignKey, command: Command) {
    let mut dice = SeededDice::from_seed(42);
    session
        .run(k, 1, command, &mut dice)
        .await
        .expect("command succeeds");
}

/// Fills a campaign with players (inventory, effects), enemies and NPCs.
pub async fn rich_campaign(session: &Session, k: CampaignKey) {
    session.start(k, 1, None).await.expect("start");
    for cmd in [
        Command::AddPlayer(lucky("100", "A")),
        Command::AddPlayer(character("200", "Bea", [6, 6, 6, 6, 6, 5, 5])),
        // Enemies may only appear after the chapter's safe turns.
        Command::Turn,
        Command::Turn,
        Command::InventoryAdd {
            player: "A".into(),
            item: "Stimpak".into(),
            qty: 3,
        },
        Command::InventoryAdd {
            player: "Bea".into(),
            item: "Pipe Pistol".into(),
            qty: 1,
        },
        Command::EffectAdd {
            player: "A".into(),
            name: "Aiming".into(),
            turns: 2,
        },
        Command::EffectAdd {
            player: "Bea".into(),
            name: "Well Rested".into(),
            turns: 5,
        },
        Command::Caps {
            player: "Bea".into(),
            amount: 37,
        },
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: Some("Skitter".into()),
        }),
        Command::NpcGen { count: 3 },
    ] {
        run(session, k, cmd).await;
    }
}

/// A one-player Agility + Sneak check at difficulty 1, no AP.
pub fn sneak_check(player: &str) -> Command {
    Command::Check(CheckRequest {
        players: vec![player.into()],
        attribute: Attribute::Agi,
        skill: Skill::Sneak,
        difficulty: 1,
        ap: 0,
        bonus: 0,
        repeat: 1,
    })
}

/// Sets `PRAGMA max_page_count` on the write connections of a SQLite
/// session (the store's writer: the connections of its pool never write) and
/// returns the limit in force, which is never below the file's size.
pub async fn limit_writer_pages(session: &Session, pages: i64) -> i64 {
    let store = session.store().as_sqlite().expect("a SQLite store");
    store
        .writer()
        .limit_pages(pages)
        .await
        .expect("max_page_count")
}
