//! The command line's words for hidden information, shared by every game:
//! `enemies [shown|bands|hidden]` (how the channel on Discord and the web
//! pages see enemies' numbers) and `enemy-note` / `npc-note` (a GM's
//! private notes on enemies and NPCs, the notes of `/enemy note` and
//! `/campaign note`). The command line has one reader, a GM's script, so it
//! prints the notes; the settings and notes it writes are the ones the
//! Discord front end and the web pages keep from the players.

use serde_json::json;

use super::reply::{plain_success, Reply};
use super::session_failure;
use crate::engine::visibility::EnemyNumbers;
use crate::i18n::{tr, Lang};
use crate::session::visibility::NoteError;
use crate::session::{CampaignKey, Session};

/// The flag of `enemy-note <name> --clear`.
const CLEAR: &str = "--clear";

/// Runs `enemies` (`command`) or a note command with the words after it.
pub(super) async fn run(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    command: &'static str,
    args: &[String],
) -> Reply {
    if command == "enemies" {
        enemies(session, key, lang, args).await
    } else {
        note(session, key, lang, command, args).await
    }
}

/// `enemies`: the setting; `enemies <setting>`: sets it.
async fn enemies(session: &Session, key: CampaignKey, lang: Lang, args: &[String]) -> Reply {
    let usage = super::usage_of(lang, "enemies");
    let wanted = match args {
        [] => None,
        [word] => {
            let Some(setting) = EnemyNumbers::parse(&word.to_ascii_lowercase()) else {
                let args = [("setting", crate::engine::name::echo(word).into())];
                return Reply::refused(
                    Some("enemies"),
                    "unknown_setting",
                    tr(lang, "cli-err-enemies-setting", &args),
                    usage,
                );
            };
            Some(setting)
        }
        _ => {
            return Reply::refused(
                Some("enemies"),
                "too_many_words",
                tr(
                    lang,
                    "cli-err-enemies-setting",
                    &[("setting", args.join(" ").into())],
                ),
                usage,
            )
        }
    };
    let setting = match wanted {
        Some(setting) => match session.set_enemy_numbers(key, setting).await {
            Ok(()) => setting,
            Err(e) => return session_failure(lang, "enemies", &e),
        },
        None => match session.secrecy(key).await {
            Ok(secrecy) => secrecy.enemies,
            Err(e) => return session_failure(lang, "enemies", &e),
        },
    };
    let id = if wanted.is_some() {
        format!("enemies-set-{}", setting.as_str())
    } else {
        format!("cli-enemies-{}", setting.as_str())
    };
    Reply::ok(plain_success(
        "enemies",
        tr(lang, &id, &[]),
        json!({ "enemies": setting.as_str(), "changed": wanted.is_some() }),
    ))
}

/// `enemy-note` / `npc-note`: every note; `<name>`: one; `<name> <text...>`:
/// sets it; `<name> --clear`: deletes it.
async fn note(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    command: &'static str,
    args: &[String],
) -> Reply {
    let clear = args.iter().any(|a| a.eq_ignore_ascii_case(CLEAR));
    let words: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.eq_ignore_ascii_case(CLEAR))
        .collect();
    let misused = |code: &str, id: &str| {
        Reply::refused(
            Some(command),
            code,
            tr(lang, id, &[]),
            super::usage_of(lang, command),
        )
    };
    match (words.split_first(), clear) {
        (None, true) => misused("missing", "err-note-needs-name"),
        (None, false) => every_note(session, key, lang, command).await,
        (Some((_, text)), true) if !text.is_empty() => {
            misused("too_many_words", "cli-err-note-clear-text")
        }
        (Some((name, [])), false) => one_note(session, key, lang, command, name).await,
        (Some((name, text)), _) => {
            let text = text.join(" ");
            let set = if clear { None } else { Some(text.as_str()) };
            set_note(session, key, lang, command, name, set).await
        }
    }
}

/// Every note of the campaign.
async fn every_note(session: &Session, key: CampaignKey, lang: Lang, command: &str) -> Reply {
    match session.notes(key).await {
        Ok(notes) => {
            let list: Vec<_> = notes
                .iter()
                .map(|(name, note)| json!({ "name": name, "note": note }))
                .collect();
            let message = if notes.is_empty() {
                tr(lang, "cli-notes-none", &[])
            } else {
                tr(lang, "cli-notes", &[("count", notes.len().into())])
            };
            Reply::ok(plain_success(command, message, json!({ "notes": list })))
        }
        Err(e) => session_failure(lang, command, &e),
    }
}

/// The note on `name`, or a refusal when there is none.
async fn one_note(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    command: &'static str,
    name: &str,
) -> Reply {
    let notes = match session.notes(key).await {
        Ok(notes) => notes,
        Err(e) => return session_failure(lang, command, &e),
    };
    let wanted = crate::engine::name::key(name);
    match notes
        .into_iter()
        .find(|(subject, _)| crate::engine::name::key(subject) == wanted)
    {
        Some((subject, note)) => Reply::ok(plain_success(
            command,
            tr(
                lang,
                "cli-note-shown",
                &[
                    ("name", subject.as_str().into()),
                    ("note", note.as_str().into()),
                ],
            ),
            json!({ "name": subject, "note": note }),
        )),
        None => Reply::refused(
            Some(command),
            "no_note",
            tr(lang, "secret-note-missing", &[("name", name.into())]),
            String::new(),
        ),
    }
}

/// Sets the note on `name` to `set`, or deletes it (`None`).
async fn set_note(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    command: &'static str,
    name: &str,
    set: Option<&str>,
) -> Reply {
    let clear = set.is_none();
    match session.set_note(key, name, set).await {
        Ok((subject, existed)) => {
            let id = match (clear, existed) {
                (true, true) => "secret-note-cleared",
                (true, false) => "secret-note-missing",
                (false, _) => "secret-note-set",
            };
            Reply::ok(plain_success(
                command,
                tr(lang, id, &[("name", subject.as_str().into())]),
                json!({ "name": subject, "note": set, "existed": existed }),
            ))
        }
        Err(NoteError::Text(_)) => Reply::refused(
            Some(command),
            "bad_text",
            tr(lang, "err-note-text", &[]),
            super::usage_of(lang, command),
        ),
        Err(NoteError::Session(e)) => session_failure(lang, command, &e),
    }
}
