//! Opt-in timing of the CLI binary: `cargo test --release --test bench cli -- --ignored --nocapture`.
//! Prints the median time per command in batch mode and per process when each
//! command is its own process. Figures go in the README (Performance).

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn cli(db: &std::path::Path, args: &[&str], stdin: &str) -> Duration {
    let start = Instant::now();
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", "1"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("stdin");
    child.wait().expect("binary runs");
    start.elapsed()
}

/// A mix of writes and reads, as a GM would send them.
const MIX: [&str; 4] = [
    "check Jake PER Lockpick 1",
    "hurt Jake 1",
    "heal Jake 1",
    "status Jake",
];

#[test]
#[ignore = "benchmark; run with --ignored --nocapture"]
fn time_per_command() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("bench.db");
    let setup = "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n";
    cli(&db, &["-"], setup);
    // Batch: 5 runs of 2,000 commands each; the median per-command time.
    let mut per_command = Vec::new();
    for _ in 0..5 {
        let script: String = (0..2000).fold(String::new(), |mut script, i| {
            script.push_str(MIX[i % MIX.len()]);
            script.push('\n');
            script
        });
        per_command.push(cli(&db, &["-"], &script) / 2000);
    }
    // One process per command: 100 runs.
    let mut per_process = Vec::new();
    for i in 0..100 {
        let words: Vec<&str> = MIX[i % MIX.len()].split(' ').collect();
        per_process.push(cli(&db, &words, ""));
    }
    println!(
        "batch mode, 2,000 commands x 5 runs: median {:?} per command",
        median(per_command)
    );
    println!(
        "one process per command, 100 runs: median {:?} per process",
        median(per_process)
    );
}
