//! The command line's `share [--hours N] [--name NAME]` and `share --revoke`: the same
//! links as `/campaign share`, printed as JSON. The command-line core hands
//! the words after `share` here and prints what comes back; session errors
//! go back to it to be said the way it says every other one. `recap
//! [session] [--format html|md|bbcode]` prints a session's recap
//! ([`super::recap`]) the same way.

use serde_json::{json, Value};

use super::share::{self, ShareError, DEFAULT_HOURS, MAX_HOURS, MIN_HOURS};
use crate::cli::reply as shape;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{CampaignKey, Session, SessionError};

/// What `share` was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Share {
    /// A link lasting this many hours.
    Link {
        /// Hours, as given (checked when the link is made).
        hours: i64,
        /// The campaign's name on its pages, if given (`--name`).
        name: Option<String>,
    },
    /// Revoke every link made so far.
    Revoke,
}

/// Why `share` answered with a refusal.
#[derive(Debug)]
pub enum Refused {
    /// Bad words or hours: the JSON failure to print.
    Input(Value),
    /// The session's error, for the command line to say.
    Session(SessionError),
}

fn usage(lang: Lang, code: &str, message: String) -> Refused {
    Refused::Input(shape::failure(
        Some("share"),
        code,
        message,
        share_usage(lang),
    ))
}

/// Reads the words after `share`: `--revoke`, or `--hours N` and `--name
/// NAME` (each at most once, in any order, both optional).
pub fn parse(lang: Lang, words: &[String]) -> Result<Share, Refused> {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    if words == ["--revoke"] {
        return Ok(Share::Revoke);
    }
    let (mut hours, mut name) = (None, None);
    let mut rest = words.as_slice();
    while let [flag, tail @ ..] = rest {
        let known = ["--hours", "--name"];
        if flag.starts_with("--") && !known.contains(flag) && *flag != "--revoke" {
            return Err(usage(
                lang,
                "unknown_option",
                tr(
                    lang,
                    "cli-err-unknown_option",
                    &[("option", Arg::from(*flag))],
                ),
            ));
        }
        match (*flag, tail) {
            ("--hours", [value, tail @ ..]) if hours.is_none() => {
                hours = Some(
                    value
                        .parse::<i64>()
                        .map_err(|_| hours_refused(lang, value))?,
                );
                rest = tail;
            }
            ("--name", [value, tail @ ..]) if name.is_none() => {
                name = Some((*value).to_owned());
                rest = tail;
            }
            _ => return Err(usage(lang, "usage", share_usage(lang))),
        }
    }
    Ok(Share::Link {
        hours: hours.unwrap_or(DEFAULT_HOURS),
        name,
    })
}

fn hours_refused(lang: Lang, value: &str) -> Refused {
    usage(
        lang,
        "share_hours",
        tr(
            lang,
            "cli-err-share_hours",
            &[
                ("min", Arg::from(MIN_HOURS)),
                ("max", Arg::from(MAX_HOURS)),
                ("value", Arg::from(value)),
            ],
        ),
    )
}

/// Why no link is made where PUBLIC_URL is no address a client can reach
/// (`why`: the setting as written), in `lang`'s words under `message`
/// (`share`'s or `mcp-token`'s), with the setting's name and an example.
#[must_use]
pub fn public_url_refused(lang: Lang, message: &str, why: &str) -> String {
    tr(
        lang,
        message,
        &[
            ("why", Arg::from(why)),
            ("setting", Arg::from("PUBLIC_URL")),
            ("example", Arg::from("https://overseer.example.org")),
        ],
    )
}

/// Runs `share` on `key`'s campaign: the JSON success to print, or why not.
pub async fn share(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    words: &[String],
) -> Result<Value, Refused> {
    match parse(lang, words)? {
        Share::Revoke => {
            share::revoke(session, key)
                .await
                .map_err(Refused::Session)?;
            Ok(shape::plain_success(
                "share",
                tr(lang, "cli-share-revoked", &[]),
                json!({ "revoked": true }),
            ))
        }
        Share::Link { hours, name } => {
            let public_url = share::public_url().map_err(|why| {
                Refused::Input(shape::failure(
                    Some("share"),
                    "public_url",
                    public_url_refused(lang, "cli-err-public-url", why),
                    share_usage(lang),
                ))
            })?;
            let link = share::share(session, key, hours, public_url, crate::store::now())
                .await
                .map_err(|e| match e {
                    ShareError::Hours => hours_refused(lang, &hours.to_string()),
                    ShareError::Session(e) => Refused::Session(e),
                })?;
            if let Some(name) = &name {
                share::set_name(session, key, name)
                    .await
                    .map_err(Refused::Session)?;
            }
            let expires = super::html::utc(link.expires);
            Ok(shape::plain_success(
                "share",
                tr(
                    lang,
                    "cli-shared",
                    &[
                        ("url", Arg::from(link.url.as_str())),
                        ("expires", Arg::from(expires)),
                    ],
                ),
                json!({ "url": link.url, "expires": link.expires, "hours": hours }),
            ))
        }
    }
}

/// The hint naming the usage of the shared command `name` (`share`,
/// `recap`) in the reader's words, as help prints it.
fn usage_hint(lang: Lang, name: &str) -> String {
    use crate::cli::words;
    let usage = words::shared(name).map_or_else(String::new, |u| {
        words::said_usage(lang, words::said_of(&[], u.name), &u.line())
    });
    tr(lang, "cli-hint-usage", &[("usage", Arg::from(usage))])
}

/// The hint naming `share`'s usage.
fn share_usage(lang: Lang) -> String {
    usage_hint(lang, "share")
}

/// What `recap` was asked: a session (the newest when `None`) and a format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecapAsk {
    /// The session's number.
    pub session: Option<u32>,
    /// The export's format (Markdown unless `--format` says).
    pub format: super::recap::Format,
}

/// A refusal of `recap`'s words.
fn recap_refused(lang: Lang, code: &str, message: String) -> Refused {
    Refused::Input(shape::failure(
        Some("recap"),
        code,
        message,
        usage_hint(lang, "recap"),
    ))
}

/// Reads the words after `recap`: `[session] [--format html|md|bbcode]`.
pub fn parse_recap(lang: Lang, words: &[String]) -> Result<RecapAsk, Refused> {
    let mut ask = RecapAsk {
        session: None,
        format: super::recap::Format::Markdown,
    };
    let mut words = words.iter();
    while let Some(word) = words.next() {
        if word == "--format" {
            let value = words.next().map(String::as_str).unwrap_or_default();
            ask.format = super::recap::Format::parse(value).ok_or_else(|| {
                let args = [
                    ("value", Arg::from(crate::engine::name::echo(value))),
                    ("formats", Arg::from("html, md, bbcode")),
                ];
                recap_refused(
                    lang,
                    "recap_format",
                    tr(lang, "cli-err-recap_format", &args),
                )
            })?;
        } else if word.starts_with("--") {
            let args = [("option", Arg::from(crate::engine::name::echo(word)))];
            return Err(recap_refused(
                lang,
                "unknown_option",
                tr(lang, "cli-err-unknown_option", &args),
            ));
        } else if ask.session.is_none() {
            let n = word
                .parse::<u32>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| {
                    let args = [("value", Arg::from(crate::engine::name::echo(word)))];
                    recap_refused(
                        lang,
                        "recap_session",
                        tr(lang, "cli-err-recap_session", &args),
                    )
                })?;
            ask.session = Some(n);
        } else {
            let args = [("value", Arg::from(crate::engine::name::echo(word)))];
            return Err(recap_refused(
                lang,
                "usage",
                tr(lang, "cli-err-recap_session", &args),
            ));
        }
    }
    Ok(ask)
}

/// Runs `recap` on `key`'s campaign in `lang`: the export as `recap` in the
/// JSON (and as the message), with the session's number and the count of
/// sessions, or why not.
pub async fn recap(
    session: &Session,
    key: CampaignKey,
    lang: Lang,
    words: &[String],
) -> Result<Value, Refused> {
    let ask = parse_recap(lang, words)?;
    let recap = super::recap::of_campaign(session, key, ask.session, Some(lang), lang)
        .await
        .map_err(Refused::Session)?;
    let Some(recap) = recap else {
        let args = [("value", Arg::from(ask.session.unwrap_or_default()))];
        return Err(recap_refused(
            lang,
            "no_session",
            tr(lang, "cli-err-recap_no_session", &args),
        ));
    };
    let text = super::recap::export(&recap, ask.format);
    Ok(shape::plain_success(
        "recap",
        text.clone(),
        json!({
            "session": recap.session,
            "sessions": recap.sessions,
            "format": ask.format.word(),
            "entries": recap.lines.len(),
            "recap": text,
        }),
    ))
}
