//! `language [en-US|zh-CN]`: the campaign's language on the command line, as
//! `/campaign language` sets it on Discord. Without a word it reads the
//! language (`null` when none was chosen); with one it sets it, and the answer
//! is given in the language just chosen, as Discord's is. The command line is
//! a GM's tool (see [`super::secrecy`]), so no further check is made here.

use serde_json::json;

use super::reply::{plain_success, Reply};
use super::session_failure;
use crate::engine::name;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{CampaignKey, Session};

/// Runs `language` with the words after it.
pub(super) async fn run(session: &Session, key: CampaignKey, lang: Lang, args: &[String]) -> Reply {
    match args {
        [] => read(session, key, lang).await,
        [word] => match language_named(word) {
            Some(chosen) => set(session, key, lang, chosen).await,
            None => unknown(lang, word),
        },
        _ => unknown(lang, &args.join(" ")),
    }
}

/// The language a word names: its tag (`en-US`, `zh-CN`, any case) or its
/// name in either language.
fn language_named(word: &str) -> Option<Lang> {
    let word = word.trim();
    Lang::parse(word).or_else(|| {
        let lower = word.to_lowercase();
        match lower.as_str() {
            "en" | "english" | "英文" | "英语" => Some(Lang::EnUs),
            "zh" | "chinese" | "中文" | "汉语" | "简体中文" => Some(Lang::ZhCn),
            _ => None,
        }
    })
}

/// The language the campaign speaks, if one was chosen.
async fn read(session: &Session, key: CampaignKey, lang: Lang) -> Reply {
    match session.language(key).await {
        Ok(Some(chosen)) => Reply::ok(plain_success(
            "language",
            tr(
                lang,
                "cli-language",
                &[("language", Arg::from(chosen.named_in(lang)))],
            ),
            json!({ "language": chosen.tag(), "changed": false }),
        )),
        Ok(None) => Reply::ok(plain_success(
            "language",
            tr(lang, "cli-language-unset", &[]),
            json!({ "language": null, "changed": false }),
        )),
        Err(e) => session_failure(lang, "language", &e),
    }
}

/// Sets the campaign's language to `chosen`, answering in it.
async fn set(session: &Session, key: CampaignKey, lang: Lang, chosen: Lang) -> Reply {
    match session.set_language(key, Some(chosen)).await {
        Ok(()) => Reply::ok(plain_success(
            "language",
            tr(
                chosen,
                "language-set",
                &[("language", Arg::from(chosen.named_in(chosen)))],
            ),
            json!({ "language": chosen.tag(), "changed": true }),
        )),
        Err(e) => session_failure(lang, "language", &e),
    }
}

/// A word that names no language this build speaks.
fn unknown(lang: Lang, word: &str) -> Reply {
    Reply::refused(
        Some("language"),
        "unknown_language",
        tr(
            lang,
            "cli-err-unknown-language",
            &[("language", name::echo(word).into())],
        ),
        super::usage_of(lang, "language"),
    )
}
