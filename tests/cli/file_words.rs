//! A file the command line cannot use (none there, a folder) is refused in
//! the reader's words, in English and in Chinese alike, by every command
//! that reads one: `import`, `import-character` and `homebrew import`.
//! Nothing changes.

use std::path::Path;

use serde_json::{json, Value};

use crate::cli_run::run;

/// `args` in `lang`, refused with the code `file` and changing nothing; its
/// message.
fn refused(db: &Path, lang: &str, args: &[&str]) -> String {
    let before = run(db, &["export"]);
    let v: Value = run(db, &[&["--lang", lang][..], args].concat());
    assert_eq!(
        (&v["ok"], &v["error"]),
        (&json!(false), &json!("file")),
        "{args:?}: {v}"
    );
    // The refusal is the command's that was typed.
    assert_eq!(v["command"], args[0], "{v}");
    assert_eq!(
        run(db, &["export"]),
        before,
        "{args:?} changed the campaign"
    );
    v["message"].as_str().unwrap_or_default().to_owned()
}

#[test]
fn a_missing_file_or_a_folder_is_refused_in_the_readers_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("f.db");
    let v = run(&db, &["init", "--ruleset", "fallout-2d20"]);
    assert_eq!(v["ok"], true, "{v}");
    let none = dir.path().join("none.json");
    let none = none.to_string_lossy();
    let folder = dir.path().to_string_lossy();
    for command in [
        &["import", &*none][..],
        &["import-character", &none],
        &["homebrew", "import", &none],
    ] {
        assert_eq!(
            refused(&db, "en-US", command),
            format!("Cannot use the file {none}: there is no such file."),
            "{command:?}"
        );
        assert_eq!(
            refused(&db, "zh-CN", command),
            format!("无法使用文件 {none}：没有这个文件。"),
            "{command:?}"
        );
    }
    // The usage the hint gives is in the reader's words too.
    let v = run(&db, &["--lang", "zh-CN", "import", &none]);
    assert_eq!(v["hint"], "导入 <文件> [--最大字节数 N]", "{v}");
    let v = run(&db, &["import", &none]);
    assert_eq!(v["hint"], "import <file> [--max-bytes N]", "{v}");
    // (`homebrew import` reads a folder's files: a folder is no refusal there.)
    for command in [&["import", &*folder][..], &["import-character", &folder]] {
        assert_eq!(
            refused(&db, "en-US", command),
            format!("Cannot use the file {folder}: it is a folder, not a file."),
            "{command:?}"
        );
        assert_eq!(
            refused(&db, "zh-CN", command),
            format!("无法使用文件 {folder}：这是文件夹，不是文件。"),
            "{command:?}"
        );
    }
}
