//! The command line's `share [--hours N]` and `share --revoke`: the same
//! links as `/campaign share`, printed as JSON. The command-line core hands
//! the words after `share` here and prints what comes back; session errors
//! go back to it to be said the way it says every other one.

use serde_json::{json, Value};

use super::share::{self, ShareError, DEFAULT_HOURS, MAX_HOURS, MIN_HOURS};
use crate::cli::reply as shape;
use crate::i18n::{tr, Arg, Lang};
use crate::session::{CampaignKey, Session, SessionError};

/// What `share` was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Share {
    /// A link lasting this many hours.
    Link {
        /// Hours, as given (checked when the link is made).
        hours: i64,
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

/// Reads the words after `share`: nothing, `--hours N` or `--revoke`.
pub fn parse(lang: Lang, words: &[String]) -> Result<Share, Refused> {
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match words.as_slice() {
        [] => Ok(Share::Link {
            hours: DEFAULT_HOURS,
        }),
        ["--revoke"] => Ok(Share::Revoke),
        ["--hours", value] => value
            .parse::<i64>()
            .map(|hours| Share::Link { hours })
            .map_err(|_| hours_refused(lang, value)),
        [first, ..] if first.starts_with("--") && !["--hours", "--revoke"].contains(first) => {
            Err(usage(
                lang,
                "unknown_option",
                tr(
                    lang,
                    "cli-err-unknown_option",
                    &[("option", Arg::from(*first))],
                ),
            ))
        }
        _ => Err(usage(lang, "usage", share_usage(lang))),
    }
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
        Share::Link { hours } => {
            let public_url = share::public_url().map_err(|why| {
                Refused::Input(shape::failure(
                    Some("share"),
                    "public_url",
                    tr(
                        lang,
                        "cli-err-public-url",
                        &[
                            ("why", Arg::from(why)),
                            ("setting", Arg::from("PUBLIC_URL")),
                            ("example", Arg::from("https://overseer.example.org")),
                        ],
                    ),
                    share_usage(lang),
                ))
            })?;
            let link = share::share(session, key, hours, public_url, crate::store::now())
                .await
                .map_err(|e| match e {
                    ShareError::Hours => hours_refused(lang, &hours.to_string()),
                    ShareError::Session(e) => Refused::Session(e),
                })?;
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

/// The hint naming `share`'s usage, the words of the command line kept as
/// typed in every language.
fn share_usage(lang: Lang) -> String {
    let usage =
        crate::cli::words::shared("share").map_or_else(String::new, crate::cli::words::Usage::line);
    tr(lang, "cli-hint-usage", &[("usage", Arg::from(usage))])
}
