//! Log entries numbered per campaign (issue #50): each campaign's public
//! entries are 1, 2, 3 ... whatever other campaigns log in between; a
//! secret roll's or blind check's entry has no number, so the numbers
//! players read skip nothing; export and import, a copy to another database
//! (`overseer migrate`) and a database written before the numbers keep them.
//! Every test but the last runs on SQLite and on a throwaway PostgreSQL
//! server.

use crate::store_common;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::visibility::Visibility;
use overseer::games::wasteland::session::WastelandSession as _;
use overseer::session::group::{self, Group};
use overseer::session::visibility::scoped;
use overseer::session::{CampaignKey, Session};
use overseer::store::{copy, Store};
use store_common::{key, lucky, run, sneak_check, started, Backend};

/// Expands each test into `sqlite::NAME` and `postgres::NAME`.
macro_rules! on_both_backends {
    ($( $(#[$attr:meta])* async fn $name:ident($backend:ident: Backend) $body:block )*) => {
        mod sqlite {
            use super::*;
            $( $(#[$attr])* async fn $name() { let $backend = Backend::Sqlite; $body } )*
        }
        mod postgres {
            use super::*;
            $( $(#[$attr])* async fn $name() { let $backend = Backend::Postgres; $body } )*
        }
    };
}

/// The numbers of a campaign's log as a GM (`true`) or a player reads it.
async fn numbers(session: &Session, key: CampaignKey, gm: bool) -> Vec<Option<i64>> {
    session
        .log_seen(key, 100, gm)
        .await
        .expect("log")
        .into_iter()
        .map(|(e, _)| e.number)
        .collect()
}

on_both_backends! {
#[tokio::test]
async fn each_campaign_numbers_its_public_entries_and_a_secret_one_has_none(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    started(&session, key(2)).await;
    run(&session, key(1), sneak_check("A")).await;
    scoped(Visibility::Secret, run(&session, key(1), sneak_check("A"))).await;
    run(&session, key(2), sneak_check("A")).await;
    scoped(Visibility::Blind, run(&session, key(1), sneak_check("A"))).await;
    run(&session, key(1), sneak_check("A")).await;

    // init, add-player, check, (secret), (blind), check.
    assert_eq!(
        numbers(&session, key(1), true).await,
        [Some(1), Some(2), Some(3), None, None, Some(4)]
    );
    assert_eq!(
        numbers(&session, key(1), false).await,
        [Some(1), Some(2), Some(3), Some(4)]
    );
    assert_eq!(numbers(&session, key(2), false).await, [Some(1), Some(2), Some(3)]);
    assert_eq!(
        session.log(key(1), 100).await.expect("log").iter().map(|e| e.number).collect::<Vec<_>>(),
        [Some(1), Some(2), Some(3), None, None, Some(4)]
    );

    // An import numbers the campaign's entries the same, then its own.
    let export = session.export(key(1)).await.expect("export");
    session.import(key(3), 1, export).await.expect("import");
    assert_eq!(
        numbers(&session, key(3), true).await,
        [Some(1), Some(2), Some(3), None, None, Some(4), Some(5)]
    );

    // A copy to another database keeps every number and mark.
    let (_copy_dir, copy_url) = store_common::temp_db();
    let from = Store::open(&url).await.expect("open the source");
    let to = Store::open(&copy_url).await.expect("open the target");
    copy::copy(&from, &to, false).await.expect("copy");
    let copied = Session::open(&copy_url).await.expect("open the copy");
    for k in [key(1), key(2), key(3)] {
        assert_eq!(numbers(&copied, k, true).await, numbers(&session, k, true).await);
    }
    // The copy numbers on from there.
    run(&copied, key(1), sneak_check("A")).await;
    assert_eq!(
        numbers(&copied, key(1), false).await,
        [Some(1), Some(2), Some(3), Some(4), Some(5)]
    );
}
}

#[tokio::test]
async fn a_database_written_before_the_numbers_numbers_its_entries_on_opening() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.db");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/wasteland-2026-11-23.db"
        ),
        &path,
    )
    .expect("copy the pinned database");
    let session = Session::open(&format!("sqlite://{}", path.display()))
        .await
        .expect("an old database opens");
    let golden = CampaignKey::local("golden");
    let numbers = numbers(&session, golden, true).await;
    let expected: Vec<Option<i64>> = (1..=29).map(Some).collect();
    assert_eq!(numbers, expected);
}

#[tokio::test]
async fn a_batchs_group_numbers_its_entries_as_single_commands_do_and_a_new_start_numbers_from_one()
{
    // The writer numbers a visible entry in its own INSERT and leaves an
    // `init` and a hidden one to the triggers: both paths, in one group
    // (a command-line batch) and one command at a time, number alike.
    let (_dir, url) = store_common::temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let shared = Group::new();
    for visibility in [Visibility::Public, Visibility::Secret, Visibility::Public] {
        let checked = scoped(visibility, run(&session, key(1), sneak_check("A")));
        group::scoped(&shared, checked).await;
    }
    assert_eq!(session.release(&shared).await.expect("commit"), 3);
    assert_eq!(
        numbers(&session, key(1), true).await,
        [Some(1), Some(2), Some(3), None, Some(4)]
    );

    // A new start takes the numbers back from every entry before it.
    session.init(key(1), 1).await.expect("start again");
    run(&session, key(1), Command::AddPlayer(lucky("100", "A"))).await;
    let shared = Group::new();
    group::scoped(&shared, run(&session, key(1), sneak_check("A"))).await;
    assert_eq!(session.release(&shared).await.expect("commit"), 1);
    assert_eq!(
        numbers(&session, key(1), true).await,
        [None, None, None, None, None, Some(1), Some(2), Some(3)]
    );
}
