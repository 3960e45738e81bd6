//! The dependency rule: the engine knows nothing of Discord, SQL or async runtimes.

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable src/engine") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_never_mentions_discord_sql_or_async_runtimes() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"),
        &mut files,
    );
    assert!(files.len() > 10, "found only {} engine files", files.len());
    let forbidden = ["serenity", "poise", "sqlx", "tokio"];
    let mut offences = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("readable file");
        for (n, line) in text.lines().enumerate() {
            for word in forbidden {
                if line.contains(word) {
                    offences.push(format!("{}:{}: {word}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        offences.is_empty(),
        "the engine must stay pure:\n{}",
        offences.join("\n")
    );
}
