//! The commands the operators' and command-line docs show, run as written by
//! `sh` with the built `overseer` first on PATH, each in a fresh folder: the
//! operators' list of commands, the command line's quick start (with the `commands.txt` it gives), the
//! wasteland guide's session (each reply's message as the guide quotes it),
//! the backup lines (a missing folder named; the PostgreSQL line printed as
//! documented) and the recovery recipe for a damaged file with Debian's
//! sqlite3 (a salvage that came out empty is not called sound). Commands
//! that serve (`serve`, `web`, `health`) or need a server named in the docs
//! (`postgres://...@db/...`) are covered by tests/web and tests/store.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn doc(name: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join("docs").join(name)).expect("the doc")
}

/// The lines of the first fenced `sh` block after the line holding `marker`.
fn block_after(text: &str, marker: &str) -> Vec<String> {
    let mut lines = text.lines().skip_while(|l| !l.contains(marker));
    let _ = lines.next();
    lines
        .skip_while(|l| l.trim() != "```sh")
        .skip(1)
        .take_while(|l| l.trim() != "```")
        .map(str::to_owned)
        .collect()
}

/// A folder to run doc lines in, with `overseer` first on PATH.
struct Shell {
    dir: tempfile::TempDir,
    bin: tempfile::TempDir,
}

impl Shell {
    fn new() -> Shell {
        let bin = tempfile::tempdir().expect("temp dir");
        std::os::unix::fs::symlink(BIN, bin.path().join("overseer")).expect("symlink");
        Shell {
            dir: tempfile::tempdir().expect("temp dir"),
            bin,
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Runs `line` with `sh -c`, with `env` set and the settings that would
    /// change the answers removed.
    fn run(&self, line: &str, env: &[(&str, &str)]) -> Output {
        let path = format!(
            "{}:{}",
            self.bin.path().display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(line)
            .current_dir(self.dir.path())
            .env("PATH", path);
        for name in [
            "DATABASE_URL",
            "DEFAULT_LOCALE",
            "DISCORD_TOKEN",
            "PUBLIC_URL",
        ] {
            command.env_remove(name);
        }
        command.envs(env.iter().copied());
        command.output().expect("sh runs")
    }

    /// Runs `line`, which must exit 0; its stdout.
    fn ok(&self, line: &str) -> String {
        let out = self.run(line, &[]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{line}\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

/// The JSON objects of a reply, one a line.
fn replies(stdout: &str) -> Vec<serde_json::Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn the_command_lines_quick_start_runs_as_written() {
    let lines = block_after(&doc("command-line.md"), "## Quick start");
    assert!(
        lines.iter().any(|l| l.contains("> commands.txt")),
        "{lines:?}"
    );
    let shell = Shell::new();
    for line in &lines {
        let stdout = shell.ok(line);
        if line.contains("< commands.txt") {
            let answers = replies(&stdout);
            let given = std::fs::read_to_string(shell.path("commands.txt")).expect("given");
            assert_eq!(answers.len(), given.lines().count(), "{stdout}");
            assert!(answers.iter().all(|a| a["ok"] == true), "{stdout}");
        } else if line.contains(" cli ") && !line.contains(" help ") {
            assert!(
                replies(&stdout).iter().all(|a| a["ok"] == true),
                "{line}: {stdout}"
            );
        }
    }
    assert!(shell.path("camp.json").is_file());
    assert!(shell.path("other.db").is_file());
}

#[test]
fn the_wasteland_guides_session_gives_the_replies_it_quotes() {
    let text = std::fs::read_to_string(Path::new(ROOT).join("docs/players/wasteland-2d20.md"))
        .expect("the guide");
    let lines = block_after(&text, "The same session on the command line");
    assert!(lines.len() > 10, "{lines:?}");
    let shell = Shell::new();
    for line in &lines {
        let (command, quoted) = line
            .rsplit_once("  # ")
            .expect("each line quotes its reply");
        let reply = replies(&shell.ok(command)).remove(0);
        assert_eq!(reply["ok"], true, "{line}: {reply}");
        let message = reply["message"].as_str().expect("a message");
        for part in quoted.split("...").map(str::trim).filter(|p| !p.is_empty()) {
            assert!(message.contains(part), "{line}\nthe reply: {message}");
        }
    }
}

#[test]
fn the_backup_lines_run_and_a_missing_folder_is_named() {
    let text = doc("operators.md");
    let lines = block_after(&text, "## Backups");
    assert_eq!(lines[0], "mkdir -p backups", "{lines:?}");
    let shell = Shell::new();
    shell.ok("overseer cli --db overseer.db init");
    // The backup line alone: the folder is missing, and it says so.
    let out = shell.run(&lines[1], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "overseer: the folder backups does not exist; create it first (mkdir -p backups) or name \
         a file in an existing folder\n"
    );
    assert!(!shell.path("backups").exists());
    for line in &lines {
        let said = shell.ok(line);
        if line.contains("backup ") {
            assert!(said.contains("1 campaigns"), "{said}");
        }
    }
    assert!(shell.path("backups/overseer-2026-11-25.db").is_file());

    // PostgreSQL: the pg_dump line the docs show, password hidden; exit 1.
    let pg = block_after(&text, "PostgreSQL: `overseer backup` does not connect");
    let url = "postgres://overseer:PASSWORD@db/overseer";
    let out = shell.run(&pg[0], &[("DATABASE_URL", url)]);
    assert_eq!(out.status.code(), Some(1));
    let documented = text
        .lines()
        .find(|l| l.starts_with("pg_dump "))
        .expect("the documented pg_dump line")
        .replace("PASSWORD", "***");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains(&documented), "{said}\nnot: {documented}");
    assert!(!shell.path("overseer.dump").exists());
}

/// Overwrites page `page` (from 1) of a SQLite file with garbage.
fn spoil_page(file: &Path, page: u64) {
    use std::io::{Seek as _, SeekFrom, Write as _};
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .open(file)
        .expect("open");
    f.seek(SeekFrom::Start((page - 1) * 4096)).expect("seek");
    f.write_all(&[0xAB; 4096]).expect("write");
}

fn sqlite3_missing() -> bool {
    if Command::new("sqlite3").arg("--version").output().is_ok() {
        return false;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "under CI the recovery recipe must run: sqlite3 is missing; .ci/run installs it"
    );
    eprintln!("\n*** SKIPPED recovery recipe: no sqlite3; apt-get install sqlite3 ***\n");
    true
}

#[test]
fn the_recovery_recipe_salvages_a_damaged_file_and_an_empty_salvage_is_not_sound() {
    if sqlite3_missing() {
        return;
    }
    let recipe = block_after(&doc("operators.md"), "sqlite3 shell and check the salvage");
    assert_eq!(recipe.len(), 3, "{recipe:?}");

    // An index page overwritten: the check refuses the file, the recipe
    // saves every row.
    let shell = Shell::new();
    shell.ok("overseer cli --db overseer.db init");
    shell.ok("overseer cli --db overseer.db turn");
    // Everything in the file itself (a command-line process leaves its
    // write-ahead log beside it, where SQLite would read the pages from).
    shell.ok("overseer --database-url sqlite://overseer.db check");
    let root = shell.ok(
        "sqlite3 overseer.db \"SELECT rootpage FROM sqlite_master WHERE name = 'event_log_by_campaign_seq'\"",
    );
    spoil_page(
        &shell.path("overseer.db"),
        root.trim().parse().expect("a page"),
    );
    let out = shell.run("overseer --database-url sqlite://overseer.db check", &[]);
    assert_eq!(out.status.code(), Some(1));
    shell.ok(&recipe[0]);
    assert_eq!(shell.ok(&recipe[1]), "ok\n1\n");
    assert!(shell
        .ok(&recipe[2])
        .starts_with("database ok: sqlite://recovered.db"));
    let status = replies(&shell.ok("overseer cli --db recovered.db status")).remove(0);
    assert_eq!(status["world"]["turn"], 1, "{status}");

    // The header overwritten: nothing can be read, and nothing says it was.
    let shell = Shell::new();
    shell.ok("overseer cli --db overseer.db init");
    shell.ok("overseer --database-url sqlite://overseer.db check");
    spoil_page(&shell.path("overseer.db"), 1);
    let _ = shell.run(&recipe[0], &[]);
    let counted = shell.run(&recipe[1], &[]);
    assert_ne!(counted.status.code(), Some(0), "{counted:?}");
    let checked = shell.run(&recipe[2], &[]);
    assert_ne!(checked.status.code(), Some(0), "{checked:?}");
    assert!(checked.stdout.is_empty(), "{checked:?}");
    if shell.path("recovered.db").exists() {
        assert_eq!(
            String::from_utf8_lossy(&checked.stderr),
            "overseer: sqlite://recovered.db holds no Overseer tables (an empty file, an empty \
             salvage or another program's database): nothing in it to use\n"
        );
    }
}

#[test]
fn the_operators_command_list_runs_where_it_needs_no_server() {
    let lines = block_after(
        &doc("operators.md"),
        "any configuration; `overseer --version`",
    );
    let shell = Shell::new();
    shell.ok("overseer cli --db overseer.db init");
    let env = [("DATABASE_URL", "sqlite://overseer.db")];
    let mut ran = 0;
    for line in &lines {
        // Servers run until stopped (tests/web runs them); a URL naming
        // the docs' placeholder host `db` needs that server.
        let serves = ["overseer serve", "overseer web", "overseer health"]
            .iter()
            .any(|s| line.starts_with(s));
        if serves || line.contains("@db/") {
            continue;
        }
        let out = shell.run(line, &env);
        assert_eq!(out.status.code(), Some(0), "{line}\n{out:?}");
        ran += 1;
    }
    assert_eq!(ran, 5, "{lines:?}");
    assert!(shell.path("overseer-backup.db").is_file());
    assert!(shell.path("other.db").is_file());
}
