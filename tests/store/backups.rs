//! `overseer backup` when things go wrong: a full disk leaves no file (not
//! even a partial one) and the same backup works once there is room; a
//! missing folder is named, and nothing is created.

use crate::store_common;

use std::process::{Command as Process, Stdio};

use overseer::session::Session;
use overseer::store::backup::{backup, BackupError};
use store_common::{key, started, temp_db};

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

/// The names in `dir`, sorted.
fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read the folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_onto_a_full_disk_leaves_no_file_and_the_retry_works() {
    let (dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    for channel in 1..=3 {
        started(&session, key(channel)).await;
    }
    let Some(disk) = SmallDisk::mount(&dir.path().join("disk")) else {
        return;
    };
    let filler = disk.0.join("filler");
    {
        use std::io::Write as _;
        let mut file = std::fs::File::create(&filler).expect("filler");
        let chunk = vec![7u8; 4096];
        while file
            .write_all(&chunk)
            .and_then(|()| file.sync_all())
            .is_ok()
        {}
    }
    let target = disk.0.join("overseer-backup.db");
    let failed = backup(&url, &target).await;
    assert!(
        matches!(failed, Err(BackupError::Database { .. })),
        "{failed:?}"
    );
    assert_eq!(names(&disk.0), ["filler"], "no backup, no partial file");

    std::fs::remove_file(&filler).expect("make room");
    let done = backup(&url, &target).await.expect("the retry works");
    assert_eq!(done.campaigns, 3);
    assert_eq!(names(&disk.0), ["overseer-backup.db"]);
    let copy = Session::open(&format!("sqlite://{}", target.display()))
        .await
        .expect("the backup opens");
    assert_eq!(
        copy.export(key(2)).await.expect("export"),
        session.export(key(2)).await.expect("export")
    );
    copy.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_into_a_missing_folder_says_so_and_creates_nothing() {
    let (dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    started(&session, key(1)).await;
    let target = dir.path().join("backups").join("x.db");
    let refused = backup(&url, &target).await;
    let Err(e @ BackupError::MissingFolder(_)) = refused else {
        panic!("{refused:?}");
    };
    let folder = dir.path().join("backups");
    assert_eq!(
        e.to_string(),
        format!(
            "the folder {0} does not exist; create it first (mkdir -p {0}) or name a file in an \
             existing folder",
            folder.display()
        )
    );
    assert!(!folder.exists());
    std::fs::create_dir(&folder).expect("mkdir");
    assert_eq!(backup(&url, &target).await.expect("backup").campaigns, 1);
    assert_eq!(names(&folder), ["x.db"]);
}
