//! The command line's `import-character`: a Foundry VTT character Actor
//! brought into the campaign (Foundry's Fallout system plays Fallout 2d20,
//! so other games refuse it). The engine maps and checks it
//! ([`crate::engine::rulesets::AnyCampaign::import_character`]); the change
//! is saved like a homebrew change (undone by `recover`). Items and creatures
//! come in through `homebrew import`, which reads Foundry documents too.

use std::io::Read as _;

use serde_json::json;

use super::homebrew::{file_refused, refused};
use super::reply::{plain_success, Reply};
use super::{session_failure, Globals};
use crate::engine::homebrew::MAX_ACTOR_BYTES;
use crate::i18n::{tr, Lang};
use crate::session::Session;

/// The sentence naming what a Foundry file carried that the game does not
/// model (empty when nothing was left out), to follow an import's message.
#[must_use]
pub(super) fn ignored_note(lang: Lang, ignored: &[String]) -> String {
    if ignored.is_empty() {
        return String::new();
    }
    format!(
        " {}",
        tr(
            lang,
            "foundry-ignored",
            &[
                ("count", ignored.len().into()),
                ("fields", ignored.join("; ").into()),
            ],
        )
    )
}

/// The sentence saying a character's S.P.E.C.I.A.L. came in over the
/// creation total (empty when it did not).
#[must_use]
pub(super) fn special_note(lang: Lang, name: &str, total: Option<u32>) -> String {
    total.map_or_else(String::new, |total| {
        format!(
            " {}",
            tr(
                lang,
                "foundry-special-total",
                &[
                    ("name", name.into()),
                    ("total", total.into()),
                    (
                        "creation",
                        crate::engine::mechanics::special::Special::CREATION_TOTAL.into()
                    ),
                ],
            )
        )
    })
}

/// Reads at most one byte more than an Actor file may have.
fn read_limited(path: &str) -> std::io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_ACTOR_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// `import-character <file> [owner] [player]`.
pub(super) async fn import_character(
    session: &Session,
    g: &Globals,
    lang: Lang,
    path: &str,
    owner: Option<String>,
    player: Option<String>,
) -> Reply {
    const COMMAND: &str = "import-character";
    let bytes = match read_limited(path) {
        Ok(b) => b,
        Err(e) => return file_refused(lang, COMMAND, path, &e),
    };
    let owner = owner.unwrap_or_else(|| g.actor.to_string());
    let detail = json!({ "import-character": path });
    // The player's name defaults to the character's own.
    let player = player.unwrap_or_default();
    let done = session
        .import_character(g.key, g.actor, detail, bytes, owner, player)
        .await;
    match done {
        Ok(Ok(done)) => {
            let message = tr(
                lang,
                "foundry-character-imported",
                &[
                    ("name", done.name.as_str().into()),
                    ("entries", done.homebrew.entries.into()),
                ],
            ) + &ignored_note(lang, &done.ignored)
                + &special_note(lang, &done.name, done.special_total);
            let by_kind: serde_json::Map<String, serde_json::Value> = done
                .homebrew
                .kinds
                .iter()
                .map(|(k, n)| ((*k).to_owned(), json!(n)))
                .collect();
            Reply::ok(plain_success(
                COMMAND,
                message,
                json!({
                    "character": done.name,
                    "homebrew": by_kind,
                    "ignored": done.ignored,
                    "special_total": done.special_total,
                }),
            ))
        }
        Ok(Err(r)) => refused(lang, COMMAND, &r),
        Err(e) => session_failure(lang, COMMAND, &e),
    }
}
