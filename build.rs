//! Embeds the text of every `locales/<lang>/*.ftl` file so the locale tests can
//! list message ids, with an index of which file defines each message id (so
//! a process finds a message's file without reading every source at start),
//! and rebuilds when any of them changes.

#[path = "src/i18n/ftl_ids.rs"]
mod ftl_ids;

use std::collections::BTreeMap;

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn sources(lang: &str) -> Vec<String> {
    let dir = Path::new("locales").join(lang);
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            println!("cargo:rerun-if-changed={}", p.display());
            let abs = fs::canonicalize(&p).unwrap_or(p);
            abs.display().to_string()
        })
        .collect()
}

fn main() {
    // sqlx::migrate!() embeds migrations/ at compile time.
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=src/i18n/ftl_ids.rs");
    let mut out = String::new();
    for (konst, lang) in [("EN_SOURCES", "en-US"), ("ZH_SOURCES", "zh-CN")] {
        let _ = write!(
            out,
            "/// The `.ftl` sources of {lang}.\nconst {konst}: &[&str] = &["
        );
        let paths = sources(lang);
        let mut index = BTreeMap::new();
        for (file, path) in paths.iter().enumerate() {
            let _ = write!(out, "include_str!({path:?}),");
            let text = fs::read_to_string(path).expect("read a .ftl source");
            for id in text.lines().filter_map(ftl_ids::defined_id) {
                // A bundle keeps an id's first definition.
                index.entry(id.to_owned()).or_insert(file);
            }
        }
        out.push_str("];\n");
        let _ = write!(
            out,
            "/// Which of {konst} defines each message id of {lang}, by id.\n\
             const {konst}_INDEX: &[(&str, usize)] = &["
        );
        for (id, file) in &index {
            let _ = write!(out, "({id:?}, {file}),");
        }
        out.push_str("];\n");
    }
    let dest =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locale_sources.rs");
    fs::write(dest, out).expect("write locale_sources.rs");
}
