//! Embeds the text of every `locales/<lang>/*.ftl` file so the locale tests can
//! list message ids, and rebuilds when any of them changes.

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
    let mut out = String::new();
    for (konst, lang) in [("EN_SOURCES", "en-US"), ("ZH_SOURCES", "zh-CN")] {
        let _ = write!(
            out,
            "/// The `.ftl` sources of {lang}.\nconst {konst}: &[&str] = &["
        );
        for path in sources(lang) {
            let _ = write!(out, "include_str!({path:?}),");
        }
        out.push_str("];\n");
    }
    let dest =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locale_sources.rs");
    fs::write(dest, out).expect("write locale_sources.rs");
}
