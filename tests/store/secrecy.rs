//! The secrecy settings and secret log marks against real databases: a
//! campaign's enemy-numbers setting and GM channel read back as set, a
//! command run secretly is logged marked, a player's log leaves it out, and
//! export and import keep the mark. Every test runs on SQLite and on a
//! throwaway PostgreSQL server, like `store_session.rs`.

use crate::store_common;

use overseer::engine::visibility::{EnemyNumbers, Visibility};
use overseer::session::visibility::{scoped, NoteError, Secrecy};
use overseer::session::Session;
use overseer::store::{copy, Store};
use store_common::{key, run, sneak_check, started, Backend};

/// Expands each test into `sqlite::NAME` and `postgres::NAME`, with `backend`
/// bound to the backend the copy runs on.
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

/// The log's commands and marks as `gm` or a player reads them.
async fn log(session: &Session, channel: i64, gm: bool) -> Vec<(String, bool)> {
    session
        .log_seen(key(channel), 100, gm)
        .await
        .expect("log")
        .into_iter()
        .map(|(e, secret)| (e.command, secret))
        .collect()
}

on_both_backends! {
#[tokio::test]
async fn secrecy_settings_default_to_shown_without_a_gm_channel_and_read_back(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    assert_eq!(session.secrecy(key(1)).await.expect("read"), Secrecy::default());
    session.set_enemy_numbers(key(1), EnemyNumbers::Bands).await.expect("set");
    session.set_gm_channel(key(1), Some(4_242)).await.expect("set");
    assert_eq!(
        session.secrecy(key(1)).await.expect("read"),
        Secrecy { enemies: EnemyNumbers::Bands, gm_channel: Some(4_242) }
    );
    session.set_enemy_numbers(key(1), EnemyNumbers::Hidden).await.expect("set");
    session.set_gm_channel(key(1), None).await.expect("clear");
    assert_eq!(
        session.secrecy(key(1)).await.expect("read"),
        Secrecy { enemies: EnemyNumbers::Hidden, gm_channel: None }
    );
    // Another campaign keeps its own.
    started(&session, key(2)).await;
    assert_eq!(session.secrecy(key(2)).await.expect("read"), Secrecy::default());
}

#[tokio::test]
async fn a_secret_command_is_logged_marked_and_only_gms_read_it(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    scoped(Visibility::Blind, run(&session, key(1), sneak_check("A"))).await;
    run(&session, key(1), sneak_check("A")).await;
    let all = vec![
        ("init".to_owned(), false),
        ("add-player".to_owned(), false),
        ("check".to_owned(), true),
        ("check".to_owned(), false),
    ];
    assert_eq!(log(&session, 1, true).await, all);
    assert_eq!(
        log(&session, 1, false).await,
        [("init".to_owned(), false), ("add-player".to_owned(), false), ("check".to_owned(), false)]
    );
    // Exports are the GMs': the entry is in, marked; an import keeps the mark.
    let export = session.export(key(1)).await.expect("export");
    let marks: Vec<bool> = export["log"]
        .as_array()
        .expect("log")
        .iter()
        .map(|e| e["secret"].as_bool().unwrap_or(false))
        .collect();
    assert_eq!(marks, [false, false, true, false]);
    session
        .import(key(2), 1, export)
        .await
        .expect("import");
    let mut imported = all.clone();
    imported.push(("import".to_owned(), false));
    assert_eq!(log(&session, 2, true).await, imported);
    assert!(!log(&session, 2, false).await.iter().any(|(_, secret)| *secret));
}

#[tokio::test]
async fn a_copy_to_another_database_keeps_the_settings_and_the_marks(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    scoped(Visibility::Secret, run(&session, key(1), sneak_check("A"))).await;
    session.set_enemy_numbers(key(1), EnemyNumbers::Hidden).await.expect("set");
    session.set_gm_channel(key(1), Some(77)).await.expect("set");
    session
        .set_note(key(1), "Raider", Some("The leader's brother"))
        .await
        .expect("note");
    let (_copy_dir, copy_url) = store_common::temp_db();
    let from = Store::open(&url).await.expect("open the source");
    let to = Store::open(&copy_url).await.expect("open the target");
    copy::copy(&from, &to, false).await.expect("copy");
    let copied = Session::open(&copy_url).await.expect("open the copy");
    assert_eq!(
        copied.secrecy(key(1)).await.expect("read"),
        Secrecy { enemies: EnemyNumbers::Hidden, gm_channel: Some(77) }
    );
    assert_eq!(log(&copied, 1, true).await, log(&session, 1, true).await);
    assert_eq!(
        copied.notes(key(1)).await.expect("notes"),
        [("Raider".to_owned(), "The leader's brother".to_owned())]
    );
    assert_eq!(
        log(&copied, 1, false).await,
        [("init".to_owned(), false), ("add-player".to_owned(), false)]
    );
}

#[tokio::test]
async fn gm_notes_are_one_per_name_and_go_with_their_campaign(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    started(&session, key(2)).await;
    let (subject, _) = session
        .set_note(key(1), " Raider Boss ", Some("first"))
        .await
        .expect("note");
    assert_eq!(subject, "Raider Boss");
    session
        .set_note(key(1), "RAIDER BOSS", Some("second\nline"))
        .await
        .expect("note");
    session.set_note(key(1), "Ghoul", Some("x")).await.expect("note");
    assert_eq!(
        session.notes(key(1)).await.expect("notes"),
        [
            ("Ghoul".to_owned(), "x".to_owned()),
            ("RAIDER BOSS".to_owned(), "second\nline".to_owned())
        ]
    );
    assert!(session.notes(key(2)).await.expect("notes").is_empty());
    // Refused text changes nothing.
    for (name, note) in [("", "x"), ("Ghoul", ""), ("Ghoul", "a\u{202e}b")] {
        assert!(matches!(
            session.set_note(key(1), name, Some(note)).await,
            Err(NoteError::Text(_))
        ));
    }
    assert!(session.set_note(key(1), "ghoul", None).await.expect("clear").1);
    assert!(!session.set_note(key(1), "ghoul", None).await.expect("clear").1);
    assert_eq!(session.notes(key(1)).await.expect("notes").len(), 1);
    session.end(key(1)).await.expect("end");
    assert_eq!(store_common::count_rows(&session, "gm_notes").await, 0);
}
}
