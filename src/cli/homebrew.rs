//! The command line's `homebrew` and `content` commands, shared by every
//! game: they reach a campaign's homebrew through
//! [`crate::engine::rulesets::AnyCampaign`] and the session, never a game's
//! own code. Changes are saved like commands (undone by `recover`).

use std::io::Read as _;

use serde_json::{json, Value};

use super::reply::{args_of, plain_success, Reply};
use super::words::Brew;
use super::{session_failure, Globals};
use crate::engine::homebrew::{self, Imported, Origin, PackReport, Refusal};
use crate::i18n::{tr, Lang};
use crate::session::Session;

/// A refusal of a homebrew change or question, localized; nothing changed.
pub(super) fn refused(lang: Lang, command: &str, r: &Refusal) -> Reply {
    Reply::refused(
        Some(command),
        &r.code(),
        refusal_text(lang, r),
        tr(lang, "homebrew-hint-unchanged", &[]),
    )
}

/// A file `command` cannot use, refused for that command.
pub(super) fn file_refused(lang: Lang, command: &str, path: &str, e: &std::io::Error) -> Reply {
    let args = [
        ("file", path.into()),
        ("detail", super::file_problem(lang, e).into()),
    ];
    Reply::refused(
        Some(command),
        "file",
        tr(lang, "cli-err-file", &args),
        String::new(),
    )
}

/// The localized word of an entry's origin.
fn origin(lang: Lang, o: Origin) -> String {
    let id = match o {
        Origin::Shipped => "homebrew-origin-shipped",
        Origin::Homebrew => "homebrew-origin-homebrew",
        Origin::Replaced => "homebrew-origin-replaced",
    };
    tr(lang, id, &[])
}

/// Reads at most one byte more than a homebrew file (a Foundry VTT pack,
/// the largest) may have, so a larger file (or a device) costs no more
/// than the limit. A folder is a Foundry pack's source (`data/packs/
/// <pack>.db/`, one JSON document per file): its `.json` files, in name
/// order, read as one JSON list.
fn read_limited(path: &str) -> std::io::Result<Vec<u8>> {
    let limit = homebrew::MAX_PACK_BYTES as u64 + 1;
    if std::fs::metadata(path)?.is_dir() {
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(path)?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
            .collect();
        files.sort();
        let mut bytes = b"[".to_vec();
        for (i, f) in files.iter().enumerate() {
            if i > 0 {
                bytes.push(b',');
            }
            let left = limit.saturating_sub(bytes.len() as u64);
            std::fs::File::open(f)?.take(left).read_to_end(&mut bytes)?;
            if bytes.len() as u64 >= limit {
                return Ok(bytes);
            }
        }
        bytes.push(b']');
        return Ok(bytes);
    }
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(limit).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The sentences naming, document by document, what a Foundry VTT pack
/// left out, held with a note, refused and changed (empty when nothing).
fn pack_notes(lang: Lang, report: &PackReport) -> String {
    let mut out = String::new();
    let mut say = |id: &str, entries: Vec<String>| {
        if !entries.is_empty() {
            out.push(' ');
            out.push_str(&tr(
                lang,
                id,
                &[
                    ("count", entries.len().into()),
                    ("entries", entries.join("; ").into()),
                ],
            ));
        }
    };
    say(
        "foundry-pack-refused",
        report
            .refused
            .iter()
            .map(|r| format!("{}: {}", r.entry, refusal_text(lang, &r.refusal)))
            .collect(),
    );
    let noted = |n: &homebrew::Noted| {
        let why = tr(lang, &format!("foundry-reason-{}", n.reason), &[]);
        format!("{} ({}): {why}", n.entry, n.kind)
    };
    say(
        "foundry-pack-left-out",
        report.left_out.iter().map(noted).collect(),
    );
    say(
        "foundry-pack-notes",
        report.notes.iter().map(noted).collect(),
    );
    say(
        "foundry-pack-changed",
        report
            .changed
            .iter()
            .map(|c| format!("{}: {} {} → {}", c.entry, c.field, c.from, c.to))
            .collect(),
    );
    out
}

/// A refusal in the reader's words (a game named by its name, not its id;
/// a kind by its word in another language than English, which names kinds
/// by the file's keys scripts match).
fn refusal_text(lang: Lang, r: &Refusal) -> String {
    let value = serde_json::to_value(r).unwrap_or_default();
    let args = args_of(&value);
    let args: Vec<(&str, crate::i18n::Arg)> = args
        .iter()
        .map(|(k, v)| match (k.as_str(), v) {
            ("game", crate::i18n::Arg::Str(id)) => (
                "game",
                crate::i18n::Arg::from(crate::i18n::game_name(lang, id)),
            ),
            ("kind", crate::i18n::Arg::Str(kind)) if lang != Lang::EnUs => (
                "kind",
                crate::i18n::try_tr(lang, &format!("homebrew-kind-{kind}"), &[])
                    .map_or_else(|| v.clone(), crate::i18n::Arg::from),
            ),
            _ => (k.as_str(), v.clone()),
        })
        .collect();
    tr(lang, &format!("homebrew-err-{}", r.code()), &args)
}

/// The JSON of a pack's report: each refused document with its code and
/// its refusal in the reader's words.
fn pack_json(lang: Lang, report: &PackReport) -> Value {
    let refused: Vec<Value> = report
        .refused
        .iter()
        .map(|r| {
            json!({
                "entry": r.entry,
                "error": r.refusal.code(),
                "message": refusal_text(lang, &r.refusal),
            })
        })
        .collect();
    json!({
        "refused": refused,
        "left_out": report.left_out,
        "notes": report.notes,
        "changed": report.changed,
    })
}

/// Runs one `homebrew` command.
pub(super) async fn run(session: &Session, g: &Globals, lang: Lang, op: Brew) -> Reply {
    match op {
        Brew::Import(path) => import(session, g, lang, &path).await,
        Brew::Remove(name) => remove(session, g, lang, &name).await,
        Brew::List(kind) => list(session, g, lang, kind.as_deref()).await,
        Brew::Show(name) => show(session, g, lang, &name).await,
        Brew::Export(path) => export(session, g, lang, &path).await,
    }
}

async fn import(session: &Session, g: &Globals, lang: Lang, path: &str) -> Reply {
    let bytes = match read_limited(path) {
        Ok(b) => b,
        Err(e) => return file_refused(lang, "homebrew", path, &e),
    };
    let file = match homebrew::read(&bytes) {
        Ok(f) => f,
        Err(r) => return refused(lang, "homebrew", &r),
    };
    let detail = json!({ "import": path, "entries": file.entries() });
    // A Foundry VTT pack comes in document by document, with its report.
    let done = session
        .homebrew(g.key, g.actor, detail, |c| c.brew_import_file(&file))
        .await;
    match done {
        Ok(Ok((done, report))) => Reply::ok(imported(lang, &done, report.as_ref())),
        Ok(Err(r)) => refused(lang, "homebrew", &r),
        Err(e) => session_failure(lang, "homebrew", &e),
    }
}

/// The answer to an import: what came in by kind, what was left out and,
/// for a Foundry VTT pack, its report document by document.
fn imported(lang: Lang, done: &Imported, report: Option<&PackReport>) -> Value {
    let kinds: Vec<String> = done.kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
    let message = tr(
        lang,
        "homebrew-imported",
        &[
            ("entries", done.entries.into()),
            ("kinds", kinds.join(", ").into()),
        ],
    ) + &super::foundry::ignored_note(lang, &done.ignored)
        + &report.map(|r| pack_notes(lang, r)).unwrap_or_default();
    let by_kind: serde_json::Map<String, Value> = done
        .kinds
        .iter()
        .map(|(k, n)| ((*k).to_owned(), json!(n)))
        .collect();
    let mut data = json!({ "imported": done.entries, "kinds": by_kind, "ignored": done.ignored });
    if let Some(report) = report {
        data["pack"] = pack_json(lang, report);
    }
    plain_success("homebrew", message, data)
}

async fn remove(session: &Session, g: &Globals, lang: Lang, name: &str) -> Reply {
    let detail = json!({ "remove": name });
    match session
        .homebrew(g.key, g.actor, detail, |c| c.brew_remove(name))
        .await
    {
        Ok(Ok((kind, removed, o))) => {
            let id = match o {
                Origin::Shipped => "homebrew-removed-shipped",
                Origin::Homebrew => "homebrew-removed-own",
                Origin::Replaced => "homebrew-removed-replaced",
            };
            let message = tr(lang, id, &[("name", removed.as_str().into())]);
            Reply::ok(plain_success(
                "homebrew",
                message,
                json!({ "removed": removed, "kind": kind, "origin": o }),
            ))
        }
        Ok(Err(r)) => refused(lang, "homebrew", &r),
        Err(e) => session_failure(lang, "homebrew", &e),
    }
}

async fn list(session: &Session, g: &Globals, lang: Lang, kind: Option<&str>) -> Reply {
    let campaign = match session.any_campaign(g.key).await {
        Ok(c) => c,
        Err(e) => return session_failure(lang, "homebrew", &e),
    };
    let entries = match campaign.homebrew().list(kind) {
        Ok(e) => e,
        Err(r) => return refused(lang, "homebrew", &r),
    };
    let own = entries.iter().filter(|e| e.origin.is_homebrew()).count();
    let message = tr(
        lang,
        "homebrew-listed",
        &[("count", entries.len().into()), ("homebrew", own.into())],
    );
    Reply::ok(plain_success(
        "homebrew",
        message,
        json!({ "entries": entries }),
    ))
}

async fn show(session: &Session, g: &Globals, lang: Lang, name: &str) -> Reply {
    let campaign = match session.any_campaign(g.key).await {
        Ok(c) => c,
        Err(e) => return session_failure(lang, "homebrew", &e),
    };
    match campaign.homebrew().show(name) {
        Ok((kind, entry, o)) => {
            let shown = entry.get("name").and_then(Value::as_str).unwrap_or(name);
            let message = tr(
                lang,
                "homebrew-shown",
                &[
                    ("name", shown.into()),
                    ("kind", kind.into()),
                    ("origin", origin(lang, o).into()),
                ],
            );
            Reply::ok(plain_success(
                "homebrew",
                message,
                json!({ "kind": kind, "origin": o, "entry": entry }),
            ))
        }
        Err(r) => refused(lang, "homebrew", &r),
    }
}

async fn export(session: &Session, g: &Globals, lang: Lang, path: &str) -> Reply {
    let campaign = match session.any_campaign(g.key).await {
        Ok(c) => c,
        Err(e) => return session_failure(lang, "homebrew", &e),
    };
    let brew = campaign.homebrew();
    let document = brew.export(campaign.ruleset().as_str());
    let entries: usize = brew.kinds().iter().map(|k| k.size()).sum();
    let text = serde_json::to_vec_pretty(&document).unwrap_or_default();
    if let Err(e) = std::fs::write(path, &text) {
        return file_refused(lang, "homebrew", path, &e);
    }
    let message = tr(
        lang,
        "homebrew-exported",
        &[("entries", entries.into()), ("file", path.into())],
    );
    Reply::ok(plain_success(
        "homebrew",
        message,
        json!({ "file": path, "entries": entries, "bytes": text.len() }),
    ))
}

/// `content [kind]`: every entry the campaign's game knows, shipped and
/// homebrew, as JSON in the documented schema.
pub(super) async fn content(
    session: &Session,
    g: &Globals,
    lang: Lang,
    kind: Option<&str>,
) -> Reply {
    let campaign = match session.any_campaign(g.key).await {
        Ok(c) => c,
        Err(e) => return session_failure(lang, "content", &e),
    };
    match campaign.homebrew().content(kind) {
        Ok(content) => {
            let count: usize = content.as_object().map_or(0, |m| {
                m.values().filter_map(Value::as_array).map(Vec::len).sum()
            });
            let message = tr(lang, "homebrew-content", &[("count", count.into())]);
            Reply::ok(plain_success(
                "content",
                message,
                json!({ "ruleset": campaign.ruleset(), "content": content }),
            ))
        }
        Err(r) => refused(lang, "content", &r),
    }
}
