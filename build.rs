//! Embeds the text of every `locales/<lang>/*.ftl` file so the locale tests can
//! list message ids, with an index of which file defines each message id (so
//! a process finds a message's file without reading every source at start),
//! and rebuilds when any of them changes; and links the binary position-dependent
//! where that is safe to ask for (see `link_position_dependent`), a release
//! build with a one-shot command's code together (`link_one_shot_code_together`).

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

/// Links the `overseer` binary as a position-dependent executable on Linux
/// with glibc, unless `OVERSEER_PIE=1`. A position-independent one has some
/// 57,000 pointers in its read-only data (vtables, `&'static str`s, panic
/// locations) that the dynamic loader rewrites at every start, copying each of
/// their 270 pages: about a millisecond of every `overseer cli` process
/// (docs/developers.md, "CLI"). The price is that the binary's own code and
/// data load at a fixed address (its libraries and stack stay randomized), as
/// Go's binaries do by default. The objects are position-independent either
/// way; only the link differs, and only this binary's (not the tests').
fn link_position_dependent() {
    println!("cargo:rerun-if-env-changed=OVERSEER_PIE");
    let target = |key: &str| env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") == "linux"
        && target("CARGO_CFG_TARGET_ENV") == "gnu"
        && env::var("OVERSEER_PIE").as_deref() != Ok("1")
    {
        println!("cargo:rustc-link-arg-bin=overseer=-no-pie");
    }
}

/// Lays out the functions a one-shot command runs together in a release
/// build of the `overseer` binary (`link/one-shot-symbols.txt`, written by
/// `docs/scripts/symbol_order.py`): a one-shot process then faults in about a
/// quarter fewer pages of the binary (docs/store-bench.md, "A one-shot's code
/// laid out together"). Only where the linker is rustc's own LLD, which reads
/// such a file: Rust 1.90 and later on x86_64 Linux with glibc, unless the
/// build names another linker. A symbol the file names and the binary no
/// longer has is skipped.
fn link_one_shot_code_together() {
    const ORDER: &str = "link/one-shot-symbols.txt";
    println!("cargo:rerun-if-changed={ORDER}");
    let var = |key: &str| env::var(key).unwrap_or_default();
    let rustc_minor = std::process::Command::new(env::var("RUSTC").unwrap_or("rustc".into()))
        .arg("-vV")
        .output()
        .ok()
        .and_then(|out| {
            let text = String::from_utf8_lossy(&out.stdout).into_owned();
            let release = text.lines().find_map(|l| l.strip_prefix("release: "))?;
            release.split('.').nth(1)?.parse::<u32>().ok()
        });
    let own_linker = var("CARGO_ENCODED_RUSTFLAGS").contains("link")
        || env::vars().any(|(k, _)| k.starts_with("CARGO_TARGET_") && k.ends_with("_LINKER"));
    let file = Path::new(&var("CARGO_MANIFEST_DIR")).join(ORDER);
    if var("PROFILE") == "release"
        && file.is_file()
        && var("TARGET") == "x86_64-unknown-linux-gnu"
        && rustc_minor.is_some_and(|minor| minor >= 90)
        && !own_linker
    {
        println!(
            "cargo:rustc-link-arg-bin=overseer=-Wl,--symbol-ordering-file={}",
            file.display()
        );
        println!("cargo:rustc-link-arg-bin=overseer=-Wl,--no-warn-symbol-ordering");
    }
}

fn main() {
    link_position_dependent();
    link_one_shot_code_together();
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
            for (id, start, end) in ftl_ids::entries(&text) {
                // A bundle keeps an id's first definition.
                index.entry(id.to_owned()).or_insert((file, start, end));
            }
        }
        out.push_str("];\n");
        let _ = write!(
            out,
            "/// Which of {konst} defines each message id of {lang}, by id.\n\
             const {konst}_INDEX: &[(&str, usize)] = &["
        );
        for (id, (file, _, _)) in &index {
            let _ = write!(out, "({id:?}, {file}),");
        }
        out.push_str("];\n");
        let _ = write!(
            out,
            "/// Where in its file each message of {konst}_INDEX stands (its\n\
             /// entry's byte range), in the index's order.\n\
             const {konst}_SPANS: &[(u32, u32)] = &["
        );
        for (_, start, end) in index.values() {
            let _ = write!(out, "({start}, {end}),");
        }
        out.push_str("];\n");
    }
    let dest =
        Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locale_sources.rs");
    fs::write(dest, out).expect("write locale_sources.rs");
}
