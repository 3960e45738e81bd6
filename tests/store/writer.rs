//! The one writer of a SQLite database and its group commit: a group whose
//! COMMIT fails on a full disk fails every command in it and writes nothing;
//! a bot-style process and command-line processes writing one file at once
//! all land what they were told they did.

use overseer::games::wasteland::session::WastelandSession as _;
use std::process::{Command as Process, Stdio};

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::SeededDice;
use overseer::session::{CampaignKey, Session};

use crate::store_common::{count_rows, key, run, started, temp_db};

fn caps(player: &str) -> Command {
    Command::Caps {
        player: player.into(),
        amount: 1,
    }
}

/// A small tmpfs mounted for the test, unmounted when dropped.
struct SmallDisk(std::path::PathBuf);

impl SmallDisk {
    /// `None` (with a line saying why) where mounting is not permitted.
    fn mount(at: &std::path::Path) -> Option<SmallDisk> {
        std::fs::create_dir_all(at).expect("mount point");
        let mounted = Process::new("mount")
            .args(["-t", "tmpfs", "-o", "size=4m", "tmpfs"])
            .arg(at)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            eprintln!("\n*** SKIPPED full disk: this process may not mount a tmpfs ***\n");
            return None;
        }
        Some(SmallDisk(at.to_owned()))
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Process::new("umount").arg(&self.0).status();
    }
}

/// Fills the file system of `dir` with a file until a write fails.
fn fill(dir: &std::path::Path) -> std::path::PathBuf {
    use std::io::Write as _;
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).expect("filler");
    let chunk = vec![7u8; 4096];
    while file
        .write_all(&chunk)
        .and_then(|()| file.sync_all())
        .is_ok()
    {}
    path
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_whose_commit_meets_a_full_disk_fails_every_command_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let Some(disk) = SmallDisk::mount(&dir.path().join("disk")) else {
        return;
    };
    let url = format!("sqlite://{}", disk.0.join("full.db").display());
    let session = Session::open(&url).await.expect("open");
    for channel in 1..=8 {
        started(&session, key(channel)).await;
    }
    let logged = count_rows(&session, "event_log").await;
    // An empty log: every commit from now on must grow it, and the disk has
    // no room.
    let store = session.store().as_sqlite().expect("SQLite");
    assert!(store.checkpoint_truncate().await.expect("checkpoint"));
    let groups_before = store.writer().committed();
    let filler = fill(&disk.0);

    let tasks: Vec<_> = (1..=8)
        .map(|channel| {
            let session = session.clone();
            tokio::spawn(async move {
                let mut dice = SeededDice::from_seed(channel as u64);
                session.run(key(channel), 1, caps("A"), &mut dice).await
            })
        })
        .collect();
    for (channel, task) in (1..=8).zip(tasks) {
        let error = task
            .await
            .expect("task")
            .expect_err("no room for the commit");
        assert!(
            error.to_string().contains("database or disk is full"),
            "campaign {channel}: {error}"
        );
    }
    assert_eq!(
        store.writer().committed(),
        groups_before,
        "no group committed"
    );

    // Room again: nothing of the failed group was written, and the same
    // process writes again.
    std::fs::remove_file(filler).expect("free the disk");
    assert_eq!(count_rows(&session, "event_log").await, logged);
    for channel in 1..=8 {
        let campaign = session.campaign(key(channel)).await.expect("read");
        assert_eq!(campaign.players[0].caps, 100, "campaign {channel}");
        let mut dice = SeededDice::from_seed(1);
        session
            .run(key(channel), 1, caps("A"), &mut dice)
            .await
            .expect("a command after the disk was freed");
        let campaign = session.campaign(key(channel)).await.expect("read");
        assert_eq!(campaign.players[0].caps, 101, "campaign {channel}");
    }
    session.store().close().await;
}

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

fn cli(db: &std::path::Path) -> Process {
    let mut cmd = Process::new(BIN);
    cmd.arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--campaign", "shared", "--seed", "3"]);
    cmd.env_remove("DATABASE_URL").env_remove("DEFAULT_LOCALE");
    cmd
}

/// Runs a batch of `lines` (`-` reads them from stdin); the answers that say ok.
fn batch(db: &std::path::Path, lines: &str) -> usize {
    use std::io::Write as _;
    let mut child = cli(db)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(lines.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.contains("\"ok\":true"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_style_process_and_command_line_batches_on_one_file_land_every_command() {
    let (dir, url) = temp_db();
    let db = dir.path().join("overseer.db");
    assert_eq!(
        batch(
            &db,
            "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n"
        ),
        2
    );
    let session = Session::open(&url).await.expect("open");
    let shared = CampaignKey::local("shared");
    for channel in 1..=3 {
        started(&session, key(channel)).await;
    }
    let lines = "caps Jake 1\n".repeat(150);
    let processes: Vec<_> = (0..2)
        .map(|_| {
            let db = db.clone();
            let lines = lines.clone();
            std::thread::spawn(move || batch(&db, &lines))
        })
        .collect();
    // The bot's side: tasks on three campaigns of their own and on the
    // command line's campaign, at once.
    let tasks: Vec<_> = (0..4i64)
        .map(|task| {
            let session = session.clone();
            tokio::spawn(async move {
                let (k, player) = if task == 0 {
                    (shared, "Jake")
                } else {
                    (key(task), "A")
                };
                let mut dice = SeededDice::from_seed(task as u64);
                for _ in 0..150 {
                    session
                        .run(k, 1, caps(player), &mut dice)
                        .await
                        .expect("a bot command");
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.expect("task");
    }
    let answered: usize = processes
        .into_iter()
        .map(|p| p.join().expect("batch"))
        .sum();
    assert_eq!(answered, 300, "every batch line answered ok");
    let jake = session.campaign(shared).await.expect("read");
    assert_eq!(jake.players[0].caps, 100 + 150 + 300);
    for channel in 1..=3 {
        let campaign = session.campaign(key(channel)).await.expect("read");
        assert_eq!(campaign.players[0].caps, 100 + 150, "campaign {channel}");
    }
    let (groups, jobs) = session
        .store()
        .as_sqlite()
        .expect("SQLite")
        .writer()
        .committed();
    assert!(
        jobs >= 600 && groups <= jobs,
        "{groups} groups of {jobs} jobs"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_is_one_job_of_the_writer_with_no_hand_off_to_another_thread() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    for channel in 1..=8 {
        started(&session, key(channel)).await;
    }
    let store = session.store().as_sqlite().expect("SQLite");
    let writer = store.writer();
    let (groups, jobs) = writer.committed();
    let handoffs = writer.handoffs();
    let kept = count_rows(&session, "history").await;
    let mut dice = SeededDice::from_seed(1);
    let ran = session
        .run(key(1), 1, caps("A"), &mut dice)
        .await
        .expect("caps");
    // Load, rules, save and COMMIT: one job, one group, and not one
    // statement sent to sqlx's worker thread.
    assert_eq!(writer.committed(), (groups + 1, jobs + 1));
    assert_eq!(writer.handoffs(), handoffs);
    // A refusal writes nothing: no job is committed (its empty transaction
    // ends as a group of none).
    let refused = session.run(key(1), 1, caps("Nobody"), &mut dice).await;
    assert!(refused.is_err(), "{refused:?}");
    let (groups, _) = writer.committed();
    assert_eq!(writer.committed(), (groups, jobs + 1));
    // Eight commands at once, one a campaign: eight jobs, at most eight
    // groups, still no hand-off.
    let all = (1..=8).map(|channel| {
        let session = session.clone();
        tokio::spawn(async move {
            let mut dice = SeededDice::from_seed(2);
            session.run(key(channel), 1, caps("A"), &mut dice).await
        })
    });
    for done in futures_util::future::join_all(all).await {
        done.expect("task").expect("caps");
    }
    let (groups_now, jobs_now) = writer.committed();
    assert_eq!(jobs_now, jobs + 9);
    assert!(
        groups_now > groups && groups_now <= groups + 8,
        "{groups_now}"
    );
    assert_eq!(writer.handoffs(), handoffs);
    assert_eq!(ran.version, 3);
    assert_eq!(count_rows(&session, "history").await, kept + 9);
}

#[tokio::test(flavor = "current_thread")]
async fn a_command_line_process_opens_checks_reads_and_writes_on_the_writers_connection_alone() {
    let (_dir, url) = temp_db();
    {
        let session = Session::open(&url).await.expect("open");
        started(&session, key(1)).await;
        session
            .set_language(key(1), overseer::i18n::Lang::parse("zh-CN"))
            .await
            .expect("language");
        session.store().close().await;
    }
    // What a one-shot `overseer cli check` does: open the file, read the
    // campaign's game and language, run the command.
    let session = Session::open_for_cli(&url)
        .await
        .expect("open for the command line");
    let store = session.store().as_sqlite().expect("SQLite");
    let (lang, game) = session
        .language_and_ruleset(key(1))
        .await
        .expect("language and game");
    assert_eq!(lang.map(overseer::i18n::Lang::tag), Some("zh-CN"));
    assert_eq!(game.expect("a known game").as_str(), "wasteland-2d20");
    let mut dice = SeededDice::from_seed(1);
    let ran = session
        .run(key(1), 1, caps("A"), &mut dice)
        .await
        .expect("caps");
    assert_eq!(ran.version, 3);
    // The readers' pool never connected: no second connection, no thread
    // of sqlx's, no second read of the schema.
    assert_eq!(store.pool().size(), 0);
    assert_eq!(store.writer().committed(), (1, 1));
    // A campaign that is not there reads as none, the same way.
    let missing = session.language_and_ruleset(key(9)).await;
    assert!(missing.is_err(), "{missing:?}");
    assert_eq!(store.pool().size(), 0);
    session.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_group_is_one_job_of_the_writer_with_no_hand_off_to_another_thread() {
    use overseer::session::group::{scoped, Group};
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let store = session.store().as_sqlite().expect("SQLite");
    let writer = store.writer();
    let (groups, jobs) = writer.committed();
    let handoffs = writer.handoffs();
    let logged = count_rows(&session, "event_log").await;
    let group = Group::new();
    let mut dice = SeededDice::from_seed(1);
    for _ in 0..10 {
        scoped(&group, session.run(key(1), 1, caps("A"), &mut dice))
            .await
            .expect("caps");
    }
    // Nothing is committed before the release.
    assert_eq!(writer.committed(), (groups, jobs));
    assert_eq!(session.release(&group).await.expect("release"), 10);
    // Load, ten commands, their writes and the COMMIT: one job, one group,
    // not one statement sent to sqlx's worker thread.
    assert_eq!(writer.committed(), (groups + 1, jobs + 1));
    assert_eq!(writer.handoffs(), handoffs);
    assert_eq!(count_rows(&session, "event_log").await, logged + 10);
}

/// A bot's command reads the campaign's settings and the campaign itself
/// before it writes. On SQLite those reads run on the asking thread
/// (`store::point`), not on the readers' pool: they answer with the pool
/// closed, see every committed command, and do not wait for a write that
/// holds the lock, which they do not see until it commits.
#[tokio::test]
async fn a_bots_point_reads_need_no_pool_see_each_commit_and_never_wait_for_a_write() {
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let store = session.store();
    let overseer::store::Store::Sqlite(sqlite) = store else {
        panic!("a SQLite store");
    };
    sqlite.pool().close().await;

    let version = |row: Option<overseer::store::CampaignRow>| row.expect("a campaign").version;
    let before = version(store.load_at(7, 1).await.expect("read"));
    run(&session, key(1), caps("A")).await;
    assert_eq!(
        version(store.load_at(7, 1).await.expect("read")),
        before + 1
    );
    assert!(store.load_at(7, 2).await.expect("read").is_none());
    let settings = store
        .settings_at(7, 1)
        .await
        .expect("read")
        .expect("settings");
    assert_eq!((settings.creator, settings.gms.len()), (1, 0));

    // A write holding the lock, not committed: the read answers at once
    // with the state before it.
    let mut held = sqlite.begin_write().await.expect("begin");
    sqlx::query("UPDATE campaigns SET version = version + 100 WHERE channel_id = 1")
        .execute(&mut *held)
        .await
        .expect("update");
    let read = tokio::time::timeout(std::time::Duration::from_secs(1), store.load_at(7, 1))
        .await
        .expect("the read does not wait for the write");
    assert_eq!(version(read.expect("read")), before + 1);
    held.commit().await.expect("commit");
    assert_eq!(
        version(store.load_at(7, 1).await.expect("read")),
        before + 101
    );
}
