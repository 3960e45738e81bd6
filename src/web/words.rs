//! What the log page, the recap and its exports say about an entry besides
//! the game's own drawing: the word for its kind of command (a command id
//! such as `enemy-hurt` is never shown as it is), each character's colour
//! (the same on every page and export, whatever the roster's order), the
//! entry as one plain line, and its drawing without the Discord instructions
//! a reply once carried ("/campaign turn starts the next round"), which
//! mean nothing in an old entry on a web page.

use crate::bot::render::EmbedSpec;
use crate::i18n::{tr, try_tr, Lang};

/// The word for a kind of command in `lang` (`web-kind-<id>`); a command
/// without one is "another command", never its id.
#[must_use]
pub fn kind(lang: Lang, command: &str) -> String {
    try_tr(lang, &format!("web-kind-{command}"), &[])
        .unwrap_or_else(|| tr(lang, "web-kind-other", &[]))
}

/// Character colours: each has a contrast of at least 4.5:1 with white text
/// (the name is written in white on it), and neighbours differ in hue.
pub const COLOURS: [&str; 10] = [
    "#1f5fa8", "#a8322d", "#2d6e2d", "#7a3f9d", "#9c4a00", "#00666e", "#8a2b5e", "#4d5a12",
    "#5a4a8a", "#6b4423",
];

/// The colour of the character named `name`: by the name identity, so the
/// same character has the same colour on every page and in every export,
/// whatever else joins or leaves the roster.
#[must_use]
pub fn colour(name: &str) -> &'static str {
    let key = crate::engine::name::key(name);
    // FNV-1a: stable across builds and platforms, unlike the std hasher.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in key.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let slot = usize::try_from(hash % COLOURS.len() as u64).unwrap_or_default();
    COLOURS[slot]
}

/// The first words of every slash command (`campaign`, `character`, ...):
/// a `/` followed by one of them is an instruction.
fn slash_words() -> &'static [&'static str] {
    static WORDS: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
        let mut words: Vec<&'static str> = crate::bot::table::commands()
            .iter()
            .filter_map(|entry| entry.name.split(' ').next())
            .collect();
        words.sort_unstable();
        words.dedup();
        words
    });
    &WORDS
}

/// Whether `text` holds `/` and one of `words` as a word of its own.
fn instructs_among(text: &str, words: &[&str]) -> bool {
    text.match_indices('/').any(|(at, _)| {
        let before = text[..at].chars().next_back();
        // At a word's start: after a space, a mark or a quote, never inside
        // a word or a number ("5/10", "and/or").
        let starts = before.is_none_or(|c| !c.is_alphanumeric() && c != '/');
        let word: String = text[at + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        starts && !word.is_empty() && words.contains(&word.as_str())
    })
}

/// Where each sentence of `text` ends (after its mark and the space after).
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let end = match c {
            '。' | '！' | '？' | '；' => Some(at + c.len_utf8()),
            '.' | '!' | '?' | ';' => match chars.peek() {
                None => Some(at + 1),
                Some((next, ' ')) => Some(next + 1),
                Some(_) => None,
            },
            _ => None,
        };
        if let Some(end) = end {
            out.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// One line without its instructions: a bracketed aside that holds one is
/// left out (`(`/pnp spend`)`), then every sentence that still holds one.
#[must_use]
pub fn without_instructions(line: &str) -> String {
    without_instructions_among(line, slash_words())
}

/// [`without_instructions`] for the slash commands that start with `words`.
fn without_instructions_among(line: &str, words: &[&str]) -> String {
    let instructs = |text: &str| instructs_among(text, words);
    if !instructs(line) {
        return line.to_owned();
    }
    let mut kept = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find(['(', '（']) {
        let close_mark = if rest[open..].starts_with('(') {
            ')'
        } else {
            '）'
        };
        let Some(close) = rest[open..].find(close_mark).map(|c| open + c) else {
            break;
        };
        let aside = &rest[open..close + close_mark.len_utf8()];
        if instructs(aside) {
            kept.push_str(rest[..open].trim_end());
        } else {
            kept.push_str(&rest[..open]);
            kept.push_str(aside);
        }
        rest = &rest[close + close_mark.len_utf8()..];
    }
    kept.push_str(rest);
    sentences(&kept)
        .into_iter()
        .filter(|sentence| !instructs(sentence))
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Text of several lines without its instructions; lines left empty go.
fn text_without(text: &str) -> String {
    text.lines()
        .map(without_instructions)
        .filter(|line| !line.trim().is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A reply's embeds without the instructions they carried: from the
/// description, the fields (a field left empty goes) and the footer.
#[must_use]
pub fn without_instructions_in(specs: Vec<EmbedSpec>) -> Vec<EmbedSpec> {
    specs
        .into_iter()
        .map(|mut spec| {
            spec.description = text_without(&spec.description);
            spec.fields = spec
                .fields
                .into_iter()
                .map(|(name, value, inline)| (name, text_without(&value), inline))
                .filter(|(_, value, _)| !value.is_empty())
                .collect();
            spec.footer = spec
                .footer
                .map(|footer| text_without(&footer))
                .filter(|footer| !footer.is_empty());
            spec
        })
        .collect()
}

/// A reply's embeds as one plain line (markdown taken out): the titles,
/// descriptions, fields (`name: value`) and footers, joined by " · ".
#[must_use]
pub fn one_line(specs: &[EmbedSpec]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for spec in specs {
        parts.push(spec.title.clone());
        parts.extend(spec.description.lines().map(str::to_owned));
        for (name, value, _) in &spec.fields {
            let value: Vec<&str> = value.lines().filter(|l| !l.trim().is_empty()).collect();
            parts.push(format!("{name}: {}", value.join(", ")));
        }
        parts.extend(spec.footer.clone());
    }
    let parts: Vec<String> = parts
        .iter()
        .map(|part| plain(part))
        .filter(|part| !part.is_empty())
        .collect();
    parts.join(" · ")
}

/// One line of Discord markdown as plain text: the marks of bold, italics,
/// underline, strikethrough and code taken out, escapes undone, quote and
/// list marks dropped.
#[must_use]
pub fn plain(line: &str) -> String {
    let line = line.trim();
    let line = line
        .strip_prefix("> ")
        .or_else(|| line.strip_prefix("- "))
        .or_else(|| line.strip_prefix("• "))
        .unwrap_or(line);
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '<' {
            let rest: String = chars.clone().take_while(|c| *c != '>').collect();
            if let Some(shown) = tag(&rest) {
                out.push_str(&shown);
                // The tag's text and its `>`.
                for _ in 0..=rest.chars().count() {
                    chars.next();
                }
                continue;
            }
        }
        match c {
            '\\' if chars.peek().is_some_and(char::is_ascii_punctuation) => {
                if let Some(next) = chars.next() {
                    out.push(next);
                }
            }
            '*' | '~' | '`' => {}
            '_' if chars.peek() == Some(&'_') => {
                chars.next();
            }
            c => out.push(c),
        }
    }
    out.trim().to_owned()
}

/// A Discord tag's plain text: `@` for a mention (`@5`, `@!5`), the time
/// in UTC for a timestamp (`t:SECONDS[:STYLE]`); `None` for anything else.
fn tag(inside: &str) -> Option<String> {
    let mention = inside
        .strip_prefix("@!")
        .or_else(|| inside.strip_prefix('@'));
    if mention.is_some_and(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())) {
        return Some("@".to_owned());
    }
    let seconds = inside.strip_prefix("t:")?.split(':').next()?.parse().ok()?;
    Some(super::html::utc(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_go_and_the_rest_stays() {
        let without = |line: &str| without_instructions_among(line, &["campaign", "character"]);
        assert_eq!(
            without("Everyone has acted. /campaign turn starts the next round."),
            "Everyone has acted."
        );
        assert_eq!(
            without("所有人都已行动。/campaign turn 开始下一轮。"),
            "所有人都已行动。"
        );
        assert_eq!(
            without("Each may raise one skill (`/character raise`): Mira, Bo"),
            "Each may raise one skill: Mira, Bo"
        );
        assert_eq!(without("5/10 HP (half)"), "5/10 HP (half)");
        assert_eq!(without("More in /campaign status."), "");
    }

    #[test]
    fn colours_follow_the_name_and_markdown_goes() {
        assert_eq!(colour("Mira"), colour("mira"));
        assert!(COLOURS.contains(&colour("Bo")));
        assert_eq!(
            plain(r"**Mira \*7\*** rolls `2` __x__"),
            "Mira *7* rolls 2 x"
        );
        assert_eq!(
            plain("by <@5> at <t:0:R> <b>"),
            "by @ at 1970-01-01 00:00 UTC <b>"
        );
    }
}
