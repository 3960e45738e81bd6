//! The campaigns as resources, read without changing anything: a campaign's
//! board (`status`), one character's sheet (`status <name>`), its content
//! (`content`: the game's tables with the campaign's homebrew) and its log,
//! a page at a time, newest first. Addresses are
//! `overseer://campaign/<campaign>/<what>`, the campaign percent-encoded.
//! A reader who is no GM of the campaign never reads a secret entry of the
//! log ([`crate::session::Session::log_seen`] leaves them out).

use std::fmt::Write as _;

use serde_json::{json, Value};

use crate::session::{CampaignKey, Session, SessionError};

/// The scheme and authority of every address.
pub const PREFIX: &str = "overseer://campaign/";
/// Log entries on one page.
pub const PAGE: u32 = 20;
/// The deepest page read (the log keeps every command; a page is bounded).
pub const MAX_PAGE: u32 = 500;

/// What a resource address names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    /// The board: every unit's state.
    Board {
        /// The campaign, as addressed.
        campaign: String,
    },
    /// One character's sheet.
    Sheet {
        /// The campaign, as addressed.
        campaign: String,
        /// The character's name.
        name: String,
    },
    /// The game's tables with the campaign's homebrew.
    Content {
        /// The campaign, as addressed.
        campaign: String,
    },
    /// One page of the log, newest first.
    Log {
        /// The campaign, as addressed.
        campaign: String,
        /// The page, from 0.
        page: u32,
    },
}

impl Address {
    /// Reads an address; `None` for one the server does not serve.
    #[must_use]
    pub fn parse(uri: &str) -> Option<Address> {
        let rest = uri.strip_prefix(PREFIX)?;
        let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
        let mut parts = path.split('/');
        let campaign = decode(parts.next()?).filter(|c| !c.is_empty())?;
        let what = parts.next()?;
        let name = parts.next();
        if parts.next().is_some() {
            return None;
        }
        match (what, name) {
            ("board", None) => Some(Address::Board { campaign }),
            ("content", None) => Some(Address::Content { campaign }),
            ("sheet", Some(name)) => Some(Address::Sheet {
                campaign,
                name: decode(name).filter(|n| !n.is_empty())?,
            }),
            ("log", None) => Some(Address::Log {
                campaign,
                page: page_of(query)?,
            }),
            _ => None,
        }
    }

    /// The campaign addressed.
    #[must_use]
    pub fn campaign(&self) -> &str {
        match self {
            Address::Board { campaign }
            | Address::Sheet { campaign, .. }
            | Address::Content { campaign }
            | Address::Log { campaign, .. } => campaign,
        }
    }
}

/// The page of a log address's query (`page=N`, 0 without one).
fn page_of(query: &str) -> Option<u32> {
    let mut page = 0;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=')?;
        if key != "page" {
            return None;
        }
        page = value.parse().ok().filter(|p| *p <= MAX_PAGE)?;
    }
    Some(page)
}

/// The address of `what` of `campaign` (`board`, `content`, `log`).
#[must_use]
pub fn address(campaign: &str, what: &str) -> String {
    format!("{PREFIX}{}/{what}", encode(campaign))
}

/// Percent-encodes everything but unreserved characters.
#[must_use]
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// Percent-decodes a path segment; `None` for a bad escape or bad UTF-8.
fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// One page of the log as `actor` may read it: every entry for a GM of the
/// campaign, the public ones for anyone else.
pub async fn log_page(
    session: &Session,
    key: CampaignKey,
    campaign: &str,
    actor: i64,
    page: u32,
) -> Result<Value, SessionError> {
    let settings = session.settings(key).await?;
    let gm = settings.creator == actor || settings.gms.contains(&actor);
    let wanted = PAGE * (page + 1);
    let seen = session.log_seen(key, wanted, gm).await?;
    // Oldest first: this page is the newest `PAGE` before the pages above it.
    let end = seen.len().saturating_sub((PAGE * page) as usize);
    let start = end.saturating_sub(PAGE as usize);
    let entries: Vec<Value> = seen[start..end]
        .iter()
        .rev()
        .map(|(entry, secret)| {
            json!({
                "id": entry.id,
                "actor": entry.actor,
                "command": entry.command,
                "events": entry.events,
                "at": entry.at,
                "secret": secret,
            })
        })
        .collect();
    let more = seen.len() as u32 == wanted && page < MAX_PAGE;
    let next = more.then(|| format!("{}?page={}", address(campaign, "log"), page + 1));
    Ok(json!({
        "campaign": campaign,
        "page": page,
        "gm": gm,
        "entries": entries,
        "next": next,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read_back_what_they_name() {
        let log = |page| Address::Log {
            campaign: "Iron Vault".into(),
            page,
        };
        assert_eq!(
            address("Iron Vault", "log"),
            "overseer://campaign/Iron%20Vault/log"
        );
        assert_eq!(Address::parse(&address("Iron Vault", "log")), Some(log(0)));
        assert_eq!(
            Address::parse("overseer://campaign/Iron%20Vault/log?page=3"),
            Some(log(3))
        );
        assert_eq!(
            Address::parse("overseer://campaign/v/sheet/Ann%20Lee"),
            Some(Address::Sheet {
                campaign: "v".into(),
                name: "Ann Lee".into()
            })
        );
        assert_eq!(
            Address::parse(&address("避难所", "board")),
            Some(Address::Board {
                campaign: "避难所".into()
            })
        );
        for bad in [
            "overseer://campaign/v/log?page=-1",
            "overseer://campaign/v/log?page=501",
            "overseer://campaign/v/log?size=2",
            "overseer://campaign//board",
            "overseer://campaign/v/sheet",
            "overseer://campaign/v/board/x",
            "overseer://campaign/%ZZ/board",
            "file:///etc/passwd",
        ] {
            assert_eq!(Address::parse(bad), None, "{bad}");
        }
    }
}
