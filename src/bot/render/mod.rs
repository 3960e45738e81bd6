//! Turns a game's outcomes and refusals into Discord embeds and text, in the
//! campaign's language. Each game draws its own events in its own
//! front-end folder (`src/games/<game>/render.rs`); this module holds what every game's drawing
//! shares: the embed as plain data ([`EmbedSpec`]), its colours, HP bars, the
//! small text helpers, and the step to serenity's builder.
//!
//! Rendering owns presentation only: it reads events and errors, never the
//! campaign, and changes nothing. Every user-visible word comes from
//! `locales/<lang>/*.ftl`, and user text is escaped so it shows literally.
//! Embeds are drawn as [`EmbedSpec`]s first (easy to test), then fitted to
//! Discord's limits ([`layout::fit`]) and built by [`spec_to_embed`].

use std::fmt::Write as _;

use serenity::all::{Colour, CreateEmbed, CreateEmbedFooter};

use crate::i18n::{self, Arg, Lang};

use super::layout;

pub mod hidden;

/// The colour family of an embed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    /// A passed check or something good (green).
    Success,
    /// A failed check, a death, damage to the party (red).
    Failure,
    /// A check with complications (amber).
    Complication,
    /// Combat: attacks, damage, rounds (purple).
    Combat,
    /// Anything else: status, sheets, settings (Pip-Boy blue).
    Info,
}

/// The colour for a tone; five distinct colours.
#[must_use]
pub fn tone_colour(t: Tone) -> Colour {
    match t {
        Tone::Success => Colour::new(0x002E_CC71),
        Tone::Failure => Colour::new(0x00E7_4C3C),
        Tone::Complication => Colour::new(0x00F3_9C12),
        Tone::Combat => Colour::new(0x009B_59B6),
        Tone::Info => Colour::new(0x0034_98DB),
    }
}

/// One embed as plain data: what tests look at and what [`spec_to_embed`] builds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmbedSpec {
    /// Title.
    pub title: String,
    /// Description (may be empty).
    pub description: String,
    /// Fields: name, value, inline.
    pub fields: Vec<(String, String, bool)>,
    /// Colour family.
    pub tone: Tone,
    /// Footer text, e.g. who still has to act. Plain text: Discord renders no
    /// markdown in footers, so names in it are not escaped
    /// ([`layout::plain`]).
    pub footer: Option<String>,
}

impl EmbedSpec {
    /// An empty blue (information) embed with a title.
    #[must_use]
    pub fn info(title: String) -> EmbedSpec {
        EmbedSpec::new(title, Tone::Info)
    }

    pub(crate) fn new(title: String, tone: Tone) -> EmbedSpec {
        EmbedSpec {
            title,
            description: String::new(),
            fields: Vec::new(),
            tone,
            footer: None,
        }
    }

    pub(crate) fn desc(mut self, description: String) -> EmbedSpec {
        self.description = description;
        self
    }

    pub(crate) fn field(&mut self, name: String, value: String, inline: bool) {
        if !value.trim().is_empty() {
            self.fields.push((name, value, inline));
        }
    }

    /// Every piece of text joined, for searching in tests.
    #[must_use]
    pub fn text(&self) -> String {
        let mut out = format!("{}\n{}\n", self.title, self.description);
        for (n, v, _) in &self.fields {
            let _ = writeln!(out, "{n}\n{v}");
        }
        if let Some(f) = &self.footer {
            out.push_str(f);
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Small text helpers

/// Looks up `id` with arguments.
pub(crate) fn t(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    i18n::tr(lang, id, args)
}

/// Looks up `id` without arguments.
pub(crate) fn t0(lang: Lang, id: &str) -> String {
    i18n::tr(lang, id, &[])
}

pub(crate) fn a<T: Into<Arg>>(v: T) -> Arg {
    v.into()
}

/// User text as an argument: escaped, so it shows literally ([`layout::escape`]).
pub(crate) fn u(text: &str) -> Arg {
    Arg::from(layout::escape(text))
}

/// The `index`-th (from 0) line of a repeated roll or check: "**1.** text".
pub(crate) fn numbered(index: usize, text: &str) -> String {
    format!("**{}.** {text}", index + 1)
}

/// Dice faces as a line shows them: "3, 5, 1".
pub(crate) fn faces(faces: &[u32]) -> String {
    faces
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A signed change, "+3" or "-2".
pub(crate) fn signed(delta: i64) -> String {
    if delta >= 0 {
        format!("+{delta}")
    } else {
        delta.to_string()
    }
}

pub(crate) fn join(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&t0(lang, "list-sep"))
}

/// A game's outcome as embeds, one per event, where a run of repeated events
/// (a check or a roll asked for several times) is one embed: `run` gives an
/// event that may repeat its kind of run and its one line, `group` draws a run
/// of two or more from its first event and its numbered lines, and `one` draws
/// every other event. The embeds are then fitted to Discord's limits.
pub(crate) fn group_runs<'e, E, K: PartialEq>(
    events: &'e [E],
    run: impl Fn(&'e E) -> Option<(K, String)>,
    group: impl Fn(&'e E, Vec<String>) -> EmbedSpec,
    one: impl Fn(&'e E) -> EmbedSpec,
) -> Vec<EmbedSpec> {
    let mut specs = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let first = &events[i];
        i += 1;
        let Some((kind, line)) = run(first) else {
            specs.push(one(first));
            continue;
        };
        let mut lines = vec![line];
        while let Some((next, line)) = events.get(i).and_then(&run) {
            if next != kind {
                break;
            }
            lines.push(line);
            i += 1;
        }
        if lines.len() > 1 {
            let numbered = lines
                .iter()
                .enumerate()
                .map(|(n, l)| numbered(n, l))
                .collect();
            specs.push(group(first, numbered));
        } else {
            specs.push(one(first));
        }
    }
    specs.into_iter().flat_map(layout::fit).collect()
}

/// The one embed of a check asked for several times ([`group_runs`]): the
/// title (message `ids[0]`, with the character's `name`, the `skill` as
/// shown and how many `times`), a numbered line per roll, and the `odds`
/// once, in a field titled by message `ids[1]`.
pub(crate) fn repeated_check(
    lang: Lang,
    ids: [&str; 2],
    (name, skill): (&str, String),
    lines: &[String],
    odds: String,
) -> EmbedSpec {
    let title = t(
        lang,
        ids[0],
        &[
            ("name", u(name)),
            ("skill", a(skill)),
            ("times", a(lines.len())),
        ],
    );
    let mut spec = EmbedSpec::info(title).desc(lines.join("\n"));
    spec.field(t0(lang, ids[1]), odds, false);
    spec
}

/// A word of a game's table in the reader's language (the message
/// `{prefix}{slug}` of the name the table's own look-up `found`); a word the
/// table lacks is the user's, escaped.
pub(crate) fn table_word(lang: Lang, prefix: &str, found: Option<&str>, typed: &str) -> String {
    match found {
        Some(name) => t0(
            lang,
            &format!("{prefix}{}", crate::engine::name::slug(name)),
        ),
        None => layout::escape(typed),
    }
}

/// A game's refusal in the reader's words: the message the game (`ruleset`)
/// keeps for `code`, its arguments read from the refusal's serde form
/// (`value`, its suggestions left out), each string shown as `word` gives it
/// (a table word in the reader's language, by the argument's key) or else
/// escaped; the refusal's own words (`fallback`), escaped, where the game has
/// no message for it.
pub(crate) fn refusal(
    lang: Lang,
    ruleset: &str,
    code: &str,
    value: &serde_json::Value,
    fallback: &str,
    word: impl Fn(&str, &str) -> Option<String>,
) -> String {
    let args: Vec<(String, Arg)> = i18n::args_of(value)
        .into_iter()
        .filter(|(k, _)| k != "suggestions")
        .map(|(k, v)| match v {
            Arg::Str(s) => {
                let shown = word(&k, &s).unwrap_or_else(|| layout::escape(&s));
                (k, Arg::from(shown))
            }
            other => (k, other),
        })
        .collect();
    i18n::refusal(lang, ruleset, code, &args).unwrap_or_else(|| layout::escape(fallback))
}

/// The refusal of a name that matched nothing (`refusal`, in the reader's
/// words), as [`i18n::vocabulary::offer`] decided: "ambiguous" with the
/// candidates when `typed` lies inside several names, else the refusal with
/// the names it suggests ([`with_suggestions`]); at most ten names, already
/// in the reader's words; `typed` is escaped here.
pub(crate) fn offered(
    lang: Lang,
    refusal: String,
    typed: &str,
    offer: i18n::vocabulary::Offer,
) -> String {
    match offer {
        i18n::vocabulary::Offer::Several(names) => {
            i18n::vocabulary::ambiguous(lang, &layout::escape(typed), &names, 10)
        }
        i18n::vocabulary::Offer::Hint(names) => with_suggestions(lang, refusal, names),
    }
}

/// The refusal of an unknown name (`refusal`, in the reader's words): what
/// was `typed` and the `names` the game suggests, each shown as `shown`
/// words it, offered as [`offered`] decides.
pub(crate) fn offering(
    lang: Lang,
    refusal: String,
    typed: &str,
    names: &[String],
    shown: impl Fn(&str) -> String,
) -> String {
    let offer = i18n::vocabulary::offer_of(typed, names, shown);
    offered(lang, refusal, typed, offer)
}

/// A refusal followed by the names it suggests, at most ten, already in the
/// reader's words; the refusal alone when it suggests none.
pub(crate) fn with_suggestions(
    lang: Lang,
    refusal: String,
    names: impl IntoIterator<Item = String>,
) -> String {
    let names: Vec<String> = names.into_iter().take(10).collect();
    if names.is_empty() {
        return refusal;
    }
    t(
        lang,
        "bot-refusal-suggestions",
        &[
            ("refusal", a(refusal)),
            ("names", a(names.join(&t0(lang, "list-sep")))),
        ],
    )
}

/// A character who joined: their `sheet` as the game draws it, titled as a
/// welcome by the game's message `id` (its `name` argument, escaped).
pub(crate) fn joined(lang: Lang, mut sheet: EmbedSpec, id: &str, name: &str) -> EmbedSpec {
    sheet.title = t(lang, id, &[("name", u(name))]);
    sheet.tone = Tone::Success;
    sheet
}

/// A character who left, in the game's message `id` (its `name` argument,
/// escaped).
pub(crate) fn left(lang: Lang, id: &str, name: &str) -> EmbedSpec {
    EmbedSpec::info(t(lang, id, &[("name", u(name))]))
}

/// A table name translated, or a name a user gave (escaped).
pub(crate) fn known_or_user(lang: Lang, prefix: &str, name: &str) -> String {
    i18n::try_name(lang, prefix, name).unwrap_or_else(|| layout::escape(name))
}

/// A ten-segment bar with the numbers: "▰▰▰▰▱▱▱▱▱▱ 40/100".
#[must_use]
pub fn hp_bar(hp: u32, max: u32) -> String {
    const SEGMENTS: u64 = 10;
    let filled = if max == 0 || hp == 0 {
        0
    } else {
        let f = (u64::from(hp) * SEGMENTS + u64::from(max) / 2) / u64::from(max);
        f.clamp(1, SEGMENTS)
    };
    let mut bar = String::new();
    for i in 0..SEGMENTS {
        bar.push(if i < filled { '▰' } else { '▱' });
    }
    format!("{bar} {hp}/{max}")
}

/// Named scores on one line, "STR 5 · PER 6 · ...": each of `items` by its
/// `name`, then its `score`.
#[must_use]
pub fn scores_line<T: Copy, S: std::fmt::Display>(
    items: &[T],
    name: impl Fn(T) -> String,
    score: impl Fn(T) -> S,
) -> String {
    items
        .iter()
        .map(|&item| format!("{} {}", name(item), score(item)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A character sheet's description as the games open it: `first` (who plays
/// it, or what the game names first), the [`hp_bar`] under it, then the
/// game's own `numbers`.
#[must_use]
pub fn sheet_head(first: &str, hp: u32, max_hp: u32, numbers: &str) -> String {
    format!("{first}\n❤️ {}\n{numbers}", hp_bar(hp, max_hp))
}

/// The labels of the Luck re-roll buttons: (re-roll, keep).
#[must_use]
pub fn luck_button_labels(lang: Lang) -> (String, String) {
    (t0(lang, "btn-reroll"), t0(lang, "btn-keep"))
}

/// Builds the serenity embed for a spec. Specs come out of [`layout::fit`]
/// already within the limits; the cuts here only guard a spec built by hand.
pub fn spec_to_embed(spec: &EmbedSpec) -> CreateEmbed {
    let mut embed = CreateEmbed::new()
        .title(layout::cut(&spec.title, layout::TITLE_MAX))
        .colour(tone_colour(spec.tone));
    if !spec.description.is_empty() {
        embed = embed.description(layout::cut(&spec.description, layout::DESCRIPTION_MAX));
    }
    for (name, value, inline) in spec.fields.iter().take(layout::FIELDS_MAX) {
        embed = embed.field(
            layout::cut(name, layout::FIELD_NAME_MAX),
            layout::cut(value, layout::FIELD_VALUE_MAX),
            *inline,
        );
    }
    if let Some(f) = &spec.footer {
        embed = embed.footer(CreateEmbedFooter::new(layout::cut(f, layout::FOOTER_MAX)));
    }
    embed
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hp_bar_has_ten_segments() {
        assert_eq!(hp_bar(40, 100), "▰▰▰▰▱▱▱▱▱▱ 40/100");
        assert_eq!(hp_bar(0, 10), "▱▱▱▱▱▱▱▱▱▱ 0/10");
        assert_eq!(hp_bar(1, 100), "▰▱▱▱▱▱▱▱▱▱ 1/100");
        assert_eq!(hp_bar(5, 0), "▱▱▱▱▱▱▱▱▱▱ 5/0");
        assert_eq!(hp_bar(12, 10), "▰▰▰▰▰▰▰▰▰▰ 12/10");
    }
}
