//! Session behaviour against real databases: persistence, undo, re-rolls,
//! corruption, export/import and read-only commands. Every test runs twice, in
//! module `sqlite` against a SQLite file and in module `postgres` against a
//! fresh database of a throwaway PostgreSQL server (`tests/support/postgres.rs`).

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::{ScriptedDice, SeededDice};
use overseer::session::{RollState, Session, SessionError};
use overseer::store::HISTORY_KEEP;
use store_common::{key, lucky, rich_campaign, run, sneak_check, started, Backend};

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

on_both_backends! {
#[tokio::test]
async fn migrations_apply_to_an_empty_file_and_applying_them_twice_is_harmless(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let first = Session::open(&url).await.expect("first open");
    first.start(key(1), 1, None).await.expect("start");
    drop(first);
    let second = Session::open(&url).await.expect("second open");
    assert!(second.campaign(key(1)).await.is_ok());
    let tables = store_common::table_names(&second).await;
    let names: Vec<&str> = tables.iter().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "campaign_gms",
            "campaigns",
            "event_log",
            "gm_notes",
            "history",
            "mcp_tokens",
            "pending_rolls",
            "share_keys",
            "web_secret"
        ]
    );
}

#[tokio::test]
async fn a_rich_campaign_survives_reopening_the_database_unchanged(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    rich_campaign(&session, key(1)).await;
    let before = session.campaign(key(1)).await.expect("load");
    assert_eq!(before.players.len(), 2);
    assert!(!before.players[0].inventory.is_empty());
    assert!(!before.players[0].effects.is_empty());
    assert!(!before.enemies.is_empty());
    assert_eq!(before.npcs.len(), 3);
    drop(session);
    let reopened = Session::open(&url).await.expect("reopen");
    assert_eq!(reopened.campaign(key(1)).await.expect("load"), before);
}

#[tokio::test]
async fn starting_twice_on_one_channel_is_refused_and_missing_campaigns_are_reported(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    session.start(key(1), 1, None).await.expect("start");
    assert!(matches!(
        session.start(key(1), 2, None).await,
        Err(SessionError::AlreadyExists)
    ));
    assert!(matches!(
        session.campaign(key(2)).await,
        Err(SessionError::NoCampaign)
    ));
    let mut dice = SeededDice::from_seed(1);
    assert!(matches!(
        session.run(key(2), 1, Command::Turn, &mut dice).await,
        Err(SessionError::NoCampaign)
    ));
}

#[tokio::test]
async fn a_rule_error_changes_nothing_and_is_not_logged(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let before = session.campaign(key(1)).await.expect("load");
    let log_before = session.log(key(1), 100).await.expect("log").len();
    let mut dice = SeededDice::from_seed(1);
    let refused = session
        .run(
            key(1),
            1,
            Command::Caps {
                player: "Nobody".into(),
                amount: 1,
            },
            &mut dice,
        )
        .await;
    assert!(matches!(refused, Err(SessionError::Rule(_))));
    assert_eq!(session.campaign(key(1)).await.expect("load"), before);
    assert_eq!(
        session.log(key(1), 100).await.expect("log").len(),
        log_before
    );
}

#[tokio::test]
async fn a_campaign_read_then_changed_elsewhere_is_read_and_changed_as_it_now_stands(backend: Backend) {
    // A session keeps the campaigns it parsed, by their text: another
    // process's change (here a second session on the database), an undo or
    // a write of the same session must each be seen at the next read.
    let (_dir, url) = backend.database().await;
    let here = Session::open(&url).await.expect("open");
    let elsewhere = Session::open(&url).await.expect("open again");
    started(&here, key(1)).await;
    let caps = |session: &Session| {
        let session = session.clone();
        async move { session.campaign(key(1)).await.expect("read").players[0].caps }
    };
    let give = |amount: i64| Command::Caps { player: "A".into(), amount };
    let base = caps(&here).await;
    assert_eq!(caps(&here).await, base, "read again from what was kept");
    run(&elsewhere, key(1), give(30)).await;
    assert_eq!(caps(&here).await, base + 30, "another process's change is seen");
    // A change here starts from the state as it now stands, not the kept one.
    run(&here, key(1), give(5)).await;
    assert_eq!((caps(&here).await, caps(&elsewhere).await), (base + 35, base + 35));
    elsewhere.recover(key(1), 1).await.expect("undo");
    assert_eq!(caps(&here).await, base + 30, "an undo elsewhere is seen");
    run(&here, key(1), give(1)).await;
    assert_eq!((caps(&here).await, caps(&elsewhere).await), (base + 31, base + 31));
}

#[tokio::test]
async fn a_read_only_command_neither_bumps_the_version_nor_logs(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let mut dice = SeededDice::from_seed(1);
    let caps = Command::Caps {
        player: "A".into(),
        amount: 5,
    };
    let v = session
        .run(key(1), 1, caps, &mut dice)
        .await
        .expect("caps")
        .version;
    let log_len = session.log(key(1), 100).await.expect("log").len();
    let status = session
        .run(key(1), 1, Command::Status { player: None }, &mut dice)
        .await
        .expect("status");
    assert_eq!(status.version, v);
    assert!(!status.outcome.events.is_empty());
    let again = session
        .run(key(1), 1, Command::Status { player: None }, &mut dice)
        .await
        .expect("status");
    assert_eq!(again.version, v);
    assert_eq!(session.log(key(1), 100).await.expect("log").len(), log_len);
}

#[tokio::test]
async fn a_committed_change_is_announced_to_whoever_listens_when_it_commits(backend: Backend) {
    use tokio::sync::broadcast::error::TryRecvError;
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    // Nobody listens yet (the channel is made when first listened to): the
    // commands run all the same.
    started(&session, key(1)).await;
    // A reader made before anyone listened shares the channel all the same.
    let reader = session.reader();
    let mut heard_by_reader = reader.changes();
    let mut heard = session.changes();
    let caps = Command::Caps {
        player: "A".into(),
        amount: 5,
    };
    run(&session, key(1), caps).await;
    assert_eq!(heard.try_recv(), Ok(key(1)));
    assert_eq!(heard_by_reader.try_recv(), Ok(key(1)));
    // Only what committed after they listened.
    assert_eq!(heard.try_recv(), Err(TryRecvError::Empty));
    assert_eq!(heard_by_reader.try_recv(), Err(TryRecvError::Empty));
}

#[tokio::test]
async fn a_campaign_is_shown_from_one_read_with_its_settings_and_tracker(backend: Backend) {
    use overseer::engine::ruleset::RulesetId;
    use overseer::engine::rulesets::d20::{self, D20};
    use overseer::engine::rulesets::wasteland::Wasteland;
    use overseer::i18n::Lang;
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    assert!(matches!(
        session.shown(key(1)).await,
        Err(SessionError::NoCampaign)
    ));
    assert!(session.shown_tracked(key(1)).await.expect("read").is_none());
    session.start(key(1), 7, Some(Lang::ZhCn)).await.expect("start");
    let mut dice = SeededDice::from_seed(1);
    let caps = Command::Caps {
        player: "A".into(),
        amount: 5,
    };
    run(&session, key(1), Command::AddPlayer(lucky("100", "A"))).await;
    let version = session
        .run(key(1), 7, caps, &mut dice)
        .await
        .expect("caps")
        .version;

    let shown = session.shown(key(1)).await.expect("shown");
    assert_eq!(shown.version, version);
    assert_eq!(shown.language, Some(Lang::ZhCn));
    assert_eq!(shown.creator, 7);
    assert_eq!(shown.ruleset, RulesetId::new("wasteland-2d20"));
    assert_eq!(shown.tracker, None);
    // Without a tracker, the tracker's read finds nothing to show.
    assert!(session.shown_tracked(key(1)).await.expect("read").is_none());

    // The view is the status a command would give, and changes nothing.
    let status = Command::Status { player: None };
    let viewed = shown
        .view::<Wasteland>(&status, &mut dice)
        .expect("a wasteland campaign")
        .expect("status");
    let ran = session
        .run(key(1), 7, status, &mut dice)
        .await
        .expect("status");
    assert_eq!(
        serde_json::to_value(&viewed).expect("json"),
        serde_json::to_value(&ran.outcome).expect("json")
    );
    assert_eq!(ran.version, version);
    // Another game's view of it is refused, never misread.
    assert!(matches!(
        shown.view::<D20>(&d20::Command::Status { name: None }, &mut dice),
        Err(SessionError::OtherGame { game }) if game == RulesetId::new("wasteland-2d20")
    ));

    assert!(session
        .set_tracker(key(1), Some(555), None)
        .await
        .expect("set"));
    let tracked = session
        .shown_tracked(key(1))
        .await
        .expect("read")
        .expect("a tracker");
    assert_eq!(tracked.tracker, Some(555));
    assert_eq!(tracked.version, version);
    assert_eq!(session.shown(key(1)).await.expect("shown").tracker, Some(555));
}

#[tokio::test]
async fn undo_walks_back_step_by_step_and_stops_at_the_oldest_kept_state(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let mut states = vec![session.campaign(key(1)).await.expect("load")];
    for amount in 1..=3 {
        run(
            &session,
            key(1),
            Command::Caps {
                player: "A".into(),
                amount,
            },
        )
        .await;
        states.push(session.campaign(key(1)).await.expect("load"));
    }
    run(&session, key(1), Command::Turn).await;
    let undone = session.recover(key(1), 9).await.expect("undo turn");
    assert_eq!(undone.undone, "turn");
    assert_eq!(session.campaign(key(1)).await.expect("load"), states[3]);
    for i in (0..3).rev() {
        let r = session.recover(key(1), 9).await.expect("undo caps");
        assert_eq!(r.undone, "caps");
        assert_eq!(session.campaign(key(1)).await.expect("load"), states[i]);
    }
    // The add-player before them can be undone too, then nothing is left.
    let r = session.recover(key(1), 9).await.expect("undo add-player");
    assert_eq!(r.undone, "add-player");
    assert_eq!(r.remaining, 0);
    assert!(session
        .campaign(key(1))
        .await
        .expect("load")
        .players
        .is_empty());
    assert!(matches!(
        session.recover(key(1), 9).await,
        Err(SessionError::NothingToUndo)
    ));
    let log = session.log(key(1), 3).await.expect("log");
    assert!(log.iter().all(|e| e.command == "recover" && e.actor == 9));
}

#[tokio::test]
async fn history_is_bounded_so_only_the_kept_number_of_commands_can_be_undone(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    for _ in 0..30 {
        run(
            &session,
            key(1),
            Command::Caps {
                player: "A".into(),
                amount: 1,
            },
        )
        .await;
    }
    let mut undone = 0;
    loop {
        match session.recover(key(1), 1).await {
            Ok(_) => undone += 1,
            Err(SessionError::NothingToUndo) => break,
            Err(e) => panic!("unexpected {e}"),
        }
    }
    assert_eq!(undone, HISTORY_KEEP);
    let caps = session.campaign(key(1)).await.expect("load").players[0].caps;
    assert_eq!(caps, 100 + 30 - HISTORY_KEEP as u32);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_luck_reroll_is_stored_and_eight_concurrent_accepts_reroll_exactly_once(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    // Leader d20s 15 and 16 (no success, no complication), then d100 = 5 <= LCK 10.
    let mut dice = ScriptedDice::new([15, 16, 5]);
    let ran = session
        .run(key(1), 1, sneak_check("A"), &mut dice)
        .await
        .expect("check");
    assert!(ran.outcome.reroll_offer().is_some());
    let roll_id = ran.reroll_id.expect("a pending roll was stored");
    let pending = session.pending_roll(roll_id).await.expect("pending");
    assert_eq!(pending.state, RollState::Pending);
    assert_eq!(pending.owner, "100");
    assert_eq!(pending.leader, "A");
    assert_eq!(pending.key, key(1));

    let mut tasks = Vec::new();
    for _ in 0..8 {
        let s = session.clone();
        tasks.push(tokio::spawn(async move {
            let mut dice = ScriptedDice::new([3, 4, 3, 4, 3, 4]);
            s.resolve_reroll(roll_id, 100, true, &mut dice).await
        }));
    }
    let mut rerolled = 0;
    let mut used = 0;
    for t in tasks {
        match t.await.expect("task") {
            Ok(Some(ran)) => {
                rerolled += 1;
                assert!(ran
                    .outcome
                    .events
                    .iter()
                    .any(|e| matches!(e, overseer::engine::rulesets::wasteland::Event::Rerolled { .. })));
            }
            Err(SessionError::RerollUsed) => used += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!((rerolled, used), (1, 7));
    let log = session.log(key(1), 100).await.expect("log");
    assert_eq!(log.iter().filter(|e| e.command == "reroll").count(), 1);
    drop(session);

    let reopened = Session::open(&url).await.expect("reopen");
    assert_eq!(
        reopened.pending_roll(roll_id).await.expect("roll").state,
        RollState::Accepted
    );
    let mut dice = ScriptedDice::new([3, 4]);
    assert!(matches!(
        reopened.resolve_reroll(roll_id, 100, true, &mut dice).await,
        Err(SessionError::RerollUsed)
    ));
    assert!(matches!(
        reopened
            .resolve_reroll(roll_id, 100, false, &mut dice)
            .await,
        Err(SessionError::RerollUsed)
    ));
    assert!(matches!(
        reopened
            .resolve_reroll(roll_id + 1000, 100, true, &mut dice)
            .await,
        Err(SessionError::RerollNotFound)
    ));
}

#[tokio::test]
async fn a_declined_or_undone_reroll_changes_nothing_and_cannot_be_accepted_later(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let mut dice = ScriptedDice::new([15, 16, 5]);
    let ran = session
        .run(key(1), 1, sneak_check("A"), &mut dice)
        .await
        .expect("check");
    let roll_id = ran.reroll_id.expect("pending");
    let before = session.campaign(key(1)).await.expect("load");
    let mut dice = ScriptedDice::new([]);
    assert!(session
        .resolve_reroll(roll_id, 100, false, &mut dice)
        .await
        .expect("decline")
        .is_none());
    assert_eq!(session.campaign(key(1)).await.expect("load"), before);
    assert!(matches!(
        session.resolve_reroll(roll_id, 100, true, &mut dice).await,
        Err(SessionError::RerollUsed)
    ));

    // An undone check takes its offer with it.
    let mut dice = ScriptedDice::new([15, 16, 5]);
    let ran = session
        .run(key(1), 1, sneak_check("A"), &mut dice)
        .await
        .expect("check");
    let roll_id = ran.reroll_id.expect("pending");
    assert_eq!(
        session.recover(key(1), 1).await.expect("undo").undone,
        "check"
    );
    let mut dice = ScriptedDice::new([3, 4]);
    assert!(matches!(
        session.resolve_reroll(roll_id, 100, true, &mut dice).await,
        Err(SessionError::RerollUsed)
    ));
}

#[tokio::test]
async fn a_corrupt_state_row_is_reported_for_that_campaign_only(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    started(&session, key(2)).await;
    store_common::overwrite_state(&session, 1, "{ this is not json").await;
    assert!(matches!(
        session.campaign(key(1)).await,
        Err(SessionError::Corrupt { .. })
    ));
    let mut dice = SeededDice::from_seed(3);
    assert!(matches!(
        session.run(key(1), 1, Command::Turn, &mut dice).await,
        Err(SessionError::Corrupt { .. })
    ));
    // Valid JSON of the wrong shape is corrupt too.
    store_common::overwrite_state(&session, 1, r#"{"players": 3}"#).await;
    assert!(matches!(
        session.campaign(key(1)).await,
        Err(SessionError::Corrupt { .. })
    ));
    run(&session, key(2), Command::Turn).await;
    assert!(session.campaign(key(2)).await.is_ok());
}

#[tokio::test]
async fn an_export_imported_into_another_channel_gives_an_equal_campaign(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    rich_campaign(&session, key(1)).await;
    session.add_gm(key(1), 55).await.expect("gm");
    session
        .set_language(key(1), Some(overseer::i18n::Lang::ZhCn))
        .await
        .expect("language");
    let export = session.export(key(1)).await.expect("export");
    assert_eq!(export["format"], 1);
    session
        .import(key(2), 9, export.clone())
        .await
        .expect("import");
    assert_eq!(
        session.campaign(key(2)).await.expect("imported"),
        session.campaign(key(1)).await.expect("original")
    );
    assert_eq!(
        session.settings(key(2)).await.expect("settings"),
        session.settings(key(1)).await.expect("settings")
    );
    let original_log = session.log(key(1), 1000).await.expect("log");
    let imported_log = session.log(key(2), 1000).await.expect("log");
    assert_eq!(imported_log.len(), original_log.len() + 1);
    assert!(matches!(
        session.import(key(2), 9, export).await,
        Err(SessionError::AlreadyExists)
    ));
    assert!(matches!(
        session
            .import(key(3), 9, serde_json::json!({"format": 99}))
            .await,
        Err(SessionError::Corrupt { .. })
    ));
}

#[tokio::test]
async fn settings_hold_language_creator_and_co_gms_and_end_removes_everything(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    session
        .start(key(1), 42, Some(overseer::i18n::Lang::ZhCn))
        .await
        .expect("start");
    session.add_gm(key(1), 7).await.expect("gm");
    session.add_gm(key(1), 3).await.expect("gm");
    session.add_gm(key(1), 7).await.expect("gm again");
    let s = session.settings(key(1)).await.expect("settings");
    assert_eq!(s.creator, 42);
    assert_eq!(s.language, Some(overseer::i18n::Lang::ZhCn));
    assert_eq!(s.gms, [3, 7]);
    session.remove_gm(key(1), 3).await.expect("remove");
    session.set_language(key(1), None).await.expect("clear");
    let s = session.settings(key(1)).await.expect("settings");
    assert_eq!((s.language, s.gms), (None, vec![7]));

    run(&session, key(1), Command::AddPlayer(lucky("100", "A"))).await;
    session.end(key(1)).await.expect("end");
    assert!(matches!(
        session.campaign(key(1)).await,
        Err(SessionError::NoCampaign)
    ));
    assert!(matches!(
        session.end(key(1)).await,
        Err(SessionError::NoCampaign)
    ));
    for table in ["campaign_gms", "history", "event_log", "pending_rolls"] {
        let n = store_common::count_rows(&session, table).await;
        assert_eq!(n, 0, "{table} rows left after end");
    }
}

#[tokio::test]
async fn init_creates_a_local_campaign_and_resets_it_undoably(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    let k = overseer::session::CampaignKey::local("wasteland");
    assert_eq!(k, overseer::session::CampaignKey::local("wasteland"));
    assert_eq!(k.guild_id, 0);
    assert!(k.channel_id >= 0);
    session.init(k, 5).await.expect("create");
    run(&session, k, Command::AddPlayer(lucky("100", "A"))).await;
    session.init(k, 5).await.expect("reset");
    assert!(session.campaign(k).await.expect("load").players.is_empty());
    assert_eq!(session.recover(k, 5).await.expect("undo").undone, "init");
    assert_eq!(session.campaign(k).await.expect("load").players.len(), 1);
}

#[tokio::test]
async fn a_command_saved_at_a_stale_version_is_refused_and_rolled_back_whole(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let counts = || async {
        (
            store_common::count_rows(&session, "history").await,
            store_common::count_rows(&session, "event_log").await,
        )
    };
    let before = counts().await;
    let log = overseer::store::NewLogRow {
        actor: 1,
        command: "caps",
        command_json: "{}",
        events_json: "[]",
        at: 0,
    };
    let mut tx = session.store().begin_write().await.expect("write");
    let row = tx.db().load_locked(7, 1).await.expect("load").expect("row");
    let stale = tx
        .db()
        .save_command(row.id, row.version - 1, "{}", &row.state, &log)
        .await
        .expect("saved");
    assert_eq!(stale, None);
    tx.rollback().await;
    assert_eq!(counts().await, before);
    let mut tx = session.store().begin_write().await.expect("write");
    let saved = tx
        .db()
        .save_command(row.id, row.version, &row.state, &row.state, &log)
        .await
        .expect("saved");
    tx.commit().await.expect("commit");
    assert!(saved.is_some());
    assert_eq!(counts().await, (before.0 + 1, before.1 + 1));
    let mut conn = session.store().read().await.expect("read");
    let after = conn.db().load(7, 1).await.expect("load").expect("row");
    assert_eq!((after.version, after.state), (row.version + 1, row.state));
}

#[tokio::test]
async fn a_stale_save_and_commit_commits_nothing_and_a_fresh_one_writes_it_all(backend: Backend) {
    let (_dir, url) = backend.database().await;
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let counts = || async {
        (
            store_common::count_rows(&session, "history").await,
            store_common::count_rows(&session, "event_log").await,
            store_common::count_rows(&session, "pending_rolls").await,
        )
    };
    let before = counts().await;
    let (tx, row) = session
        .store()
        .begin_write_load(7, 1)
        .await
        .expect("write");
    let row = row.expect("row");
    let mut save = overseer::store::CommandSave {
        campaign_id: row.id,
        old_version: row.version - 1,
        state: "{}",
        previous: &row.state,
        log: overseer::store::NewLogRow {
            actor: 1,
            command: "check",
            command_json: "{}",
            events_json: "[]",
            at: 5,
        },
        secret: true,
        pending: Some(overseer::store::NewPending {
            owner: "42",
            leader: "Jake",
            offer: "{\"die\":1}",
        }),
    };
    assert_eq!(tx.save_command_and_commit(&save).await.expect("stale"), None);
    assert_eq!(counts().await, before);
    // The transaction is over: the next writer (on the same connection,
    // on SQLite) loads the unchanged campaign and saves all of it.
    save.old_version = row.version;
    save.state = &row.state;
    let (tx, again) = session
        .store()
        .begin_write_load(7, 1)
        .await
        .expect("write");
    assert_eq!(again.map(|r| r.version), Some(row.version));
    let saved = tx
        .save_command_and_commit(&save)
        .await
        .expect("saved")
        .expect("at its version");
    assert_eq!(counts().await, (before.0 + 1, before.1 + 1, before.2 + 1));
    let mut conn = session.store().read().await.expect("read");
    let after = conn.db().load(7, 1).await.expect("load").expect("row");
    assert_eq!(after.version, row.version + 1);
    let pending = conn
        .db()
        .pending(saved.pending_id.expect("a pending choice"))
        .await
        .expect("pending")
        .expect("stored");
    assert_eq!(
        (pending.owner.as_str(), pending.leader.as_str(), pending.offer.as_str(), pending.state.as_str()),
        ("42", "Jake", "{\"die\":1}", "pending")
    );
    let logged = conn.db().recent_log_seen(row.id, 1, true).await.expect("log");
    assert_eq!(logged.len(), 1);
    assert_eq!(logged[0].0, saved.log_id);
    assert_eq!((logged[0].2.as_str(), logged[0].6), ("check", true));
}
}
