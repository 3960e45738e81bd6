//! Running the built binary's command line as a user does, for the test
//! binaries that drive it (`cli`, `project`): one helper, not a copy in
//! each test file.

use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `overseer cli --db <db> --seed 3 <args>` (no `DATABASE_URL`, no
/// `DEFAULT_LOCALE`, nothing on stdin); the JSON reply.
pub fn run(db: &Path, args: &[&str]) -> Value {
    run_seeded(db, 3, args).0
}

/// Runs `overseer cli --db <db> --seed <seed> <args>` as [`run`] does; the
/// JSON reply and the exit code.
#[allow(dead_code)] // Not every test binary that includes this file uses it.
pub fn run_seeded(db: &Path, seed: u64, args: &[&str]) -> (Value, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_overseer"))
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--seed", &seed.to_string()])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    (
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}")),
        out.status.code().unwrap_or(-1),
    )
}
