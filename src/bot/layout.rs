//! Discord's message limits, kept in one place: every reply the bot sends is
//! laid out here as one or more messages that Discord accepts.
//!
//! Discord counts text in UTF-16 code units (what JavaScript's `length` says),
//! so every limit here is counted that way ([`units`]). A reply is a piece of
//! content and a list of [`EmbedSpec`]s; [`pages`] fits each embed to the
//! per-embed limits (long descriptions and field values continue in further
//! embeds or fields, split at line or word boundaries) and packs the embeds
//! into messages of at most ten embeds and 6,000 units. Content longer than
//! 2,000 units continues in further messages too. Text is only ever shortened
//! where one piece cannot be split (a title, a footer, a field name), and then
//! at a word boundary with an ellipsis ([`cut`]).
//!
//! User text is shown literally: [`escape`] puts a backslash before every
//! character Discord's markdown would act on, so a name like
//! `[click](https://x)` shows as typed and never becomes a link or a mention.
//!
//! This module is pure: it knows the limits and the shapes, not the session.

use crate::bot::render::EmbedSpec;

/// Most units of a message's content.
pub const CONTENT_MAX: usize = 2000;
/// Most embeds in one message.
pub const EMBEDS_MAX: usize = 10;
/// Most units over all embeds of one message (titles, descriptions, field
/// names and values, footers, author names).
pub const EMBED_TOTAL_MAX: usize = 6000;
/// Most units of an embed title.
pub const TITLE_MAX: usize = 256;
/// Most units of an embed description.
pub const DESCRIPTION_MAX: usize = 4096;
/// Most fields in one embed.
pub const FIELDS_MAX: usize = 25;
/// Most units of a field name.
pub const FIELD_NAME_MAX: usize = 256;
/// Most units of a field value.
pub const FIELD_VALUE_MAX: usize = 1024;
/// Most units of an embed footer.
pub const FOOTER_MAX: usize = 2048;
/// Most rows of components in one message.
pub const ROWS_MAX: usize = 5;
/// Most buttons in one row.
pub const BUTTONS_PER_ROW_MAX: usize = 5;
/// Most units of a component's custom id.
pub const CUSTOM_ID_MAX: usize = 100;
/// Most units of a button label.
pub const BUTTON_LABEL_MAX: usize = 80;

/// What Discord shows for an empty field name or value (which it refuses).
const BLANK: &str = "\u{200b}";

/// Length as Discord counts it: UTF-16 code units.
#[must_use]
pub fn units(text: &str) -> usize {
    text.encode_utf16().count()
}

/// The longest prefix of `text` of at most `max` units, on a character
/// boundary, as a byte index.
fn prefix_end(text: &str, max: usize) -> usize {
    let mut used = 0;
    for (i, c) in text.char_indices() {
        used += c.len_utf16();
        if used > max {
            return i;
        }
    }
    text.len()
}

/// Where to break `text` so that the first part has at most `max` units:
/// after the last line break that fits, else after the last space that fits,
/// else (one very long word, or text without spaces such as Chinese) at the
/// last character that fits. Returns the byte index of the break.
fn break_at(text: &str, max: usize) -> usize {
    let end = prefix_end(text, max);
    if end == text.len() {
        return end;
    }
    let head = &text[..end];
    // A break in the first half would waste most of the space: only take it
    // when it keeps at least half.
    let keeps_enough = |i: usize| units(&text[..i]) * 2 >= max;
    if let Some(i) = head.rfind('\n').filter(|&i| i > 0 && keeps_enough(i)) {
        return i;
    }
    if let Some(i) = head
        .rfind(char::is_whitespace)
        .filter(|&i| i > 0 && keeps_enough(i))
    {
        return i;
    }
    end
}

/// Cuts `text` to at most `max` units, at a word boundary where there is one,
/// marking the cut with an ellipsis. Text that fits is returned as it is.
#[must_use]
pub fn cut(text: &str, max: usize) -> String {
    if units(text) <= max {
        return text.to_owned();
    }
    if max == 0 {
        return String::new();
    }
    let at = break_at(text, max - 1);
    let mut out = text[..at].trim_end().to_owned();
    out.push('…');
    out
}

/// Splits `text` into pieces of at most `max` units each, breaking at line
/// breaks, else between words, else between characters; nothing is lost.
#[must_use]
pub fn split(text: &str, max: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while units(rest) > max && max > 0 {
        let at = break_at(rest, max).max(rest.chars().next().map_or(1, char::len_utf8));
        let (head, tail) = rest.split_at(at);
        pieces.push(head.trim_end().to_owned());
        rest = tail.trim_start_matches(['\n', ' ']);
    }
    if !rest.is_empty() || pieces.is_empty() {
        pieces.push(rest.to_owned());
    }
    pieces
}

/// Whether [`escape`] puts a backslash before `c`.
fn escaped(c: char) -> bool {
    matches!(
        c,
        '\\' | '*'
            | '_'
            | '~'
            | '`'
            | '|'
            | '['
            | ']'
            | '('
            | ')'
            | '<'
            | '>'
            | '#'
            | '-'
            | '@'
            | ':'
    )
}

/// User text made literal for Discord's markdown: a backslash before every
/// character that could format, link, quote, list or mention (`\ * _ ~ `` ` ``
/// `| [ ] ( ) < > # - @ :`). Discord shows escaped punctuation without the
/// backslash, so plain names look exactly as typed.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if escaped(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A typed `word` in the reader's words: as `show` draws what `parse` reads
/// it as, or [`escape`]d as typed when it names nothing `parse` knows.
#[must_use]
pub fn parsed_or_escaped<T>(
    word: &str,
    parse: impl FnOnce(&str) -> Option<T>,
    show: impl FnOnce(T) -> String,
) -> String {
    parse(word).map_or_else(|| escape(word), show)
}

/// Text drawn for markdown (localized text around [`escape`]d user text) as
/// it reads on a surface where Discord renders no markdown and would show
/// every backslash: embed footers, select-menu option labels and
/// descriptions, button labels, autocomplete choice names. Removes exactly
/// the backslashes [`escape`] added, so `plain(&escape(s)) == s` for any `s`;
/// localized text carries no backslash of its own (`tests/bot/surfaces.rs`
/// checks the locale files), so the rest of the text stays as it is.
#[must_use]
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match chars.peek() {
            Some(&next) if c == '\\' && escaped(next) => {
                out.push(next);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

fn embed_units(spec: &EmbedSpec) -> usize {
    units(&spec.title)
        + units(&spec.description)
        + spec
            .fields
            .iter()
            .map(|(n, v, _)| units(n) + units(v))
            .sum::<usize>()
        + spec.footer.as_deref().map_or(0, units)
}

/// One embed made to fit the per-embed limits, as one or more embeds: a long
/// description continues in further embeds under the same title, a long field
/// value in further fields under the same name, and fields past the 25th or
/// past the 6,000-unit total in a further embed. The footer stays with the last.
#[must_use]
pub fn fit(spec: EmbedSpec) -> Vec<EmbedSpec> {
    let title = cut(&spec.title, TITLE_MAX);
    let footer = spec.footer.as_deref().map(|f| cut(f, FOOTER_MAX));
    let footer_units = footer.as_deref().map_or(0, units);
    let blank = |tone| EmbedSpec {
        title: title.clone(),
        description: String::new(),
        fields: Vec::new(),
        tone,
        footer: None,
    };
    let mut out = Vec::new();
    // Room for the description next to the title and footer.
    let room = DESCRIPTION_MAX.min(EMBED_TOTAL_MAX - units(&title) - footer_units);
    let mut descriptions = if spec.description.is_empty() {
        vec![String::new()]
    } else {
        split(&spec.description, room)
    };
    let last_description = descriptions.pop().unwrap_or_default();
    for d in descriptions {
        let mut e = blank(spec.tone);
        e.description = d;
        out.push(e);
    }
    let mut current = blank(spec.tone);
    current.description = last_description;
    for (name, value, inline) in spec.fields {
        let name = if name.trim().is_empty() {
            BLANK.to_owned()
        } else {
            cut(&name, FIELD_NAME_MAX)
        };
        let values = if value.trim().is_empty() {
            vec![BLANK.to_owned()]
        } else {
            split(&value, FIELD_VALUE_MAX)
        };
        for value in values {
            let size = units(&name) + units(&value);
            if current.fields.len() >= FIELDS_MAX
                || embed_units(&current) + size + footer_units > EMBED_TOTAL_MAX
            {
                out.push(std::mem::replace(&mut current, blank(spec.tone)));
            }
            current.fields.push((name.clone(), value, inline));
        }
    }
    current.footer = footer;
    out.push(current);
    out
}

/// One message of a reply: content and embeds within Discord's limits.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Page {
    /// The message's content (at most [`CONTENT_MAX`] units), if any.
    pub content: Option<String>,
    /// Its embeds (at most [`EMBEDS_MAX`], [`EMBED_TOTAL_MAX`] units in all).
    pub embeds: Vec<EmbedSpec>,
}

/// Lays a reply out as messages Discord accepts: the content first (split
/// over messages when longer than [`CONTENT_MAX`]), the embeds fitted
/// ([`fit`]) and packed in order, the first ones with the content's last
/// piece. Always at least one page.
#[must_use]
pub fn pages(content: Option<&str>, specs: Vec<EmbedSpec>) -> Vec<Page> {
    let mut out: Vec<Page> = content
        .filter(|c| !c.is_empty())
        .map(|c| split(c, CONTENT_MAX))
        .unwrap_or_default()
        .into_iter()
        .map(|c| Page {
            content: Some(c),
            embeds: Vec::new(),
        })
        .collect();
    if out.is_empty() {
        out.push(Page::default());
    }
    let mut total: usize = 0;
    for embed in specs.into_iter().flat_map(fit) {
        let size = embed_units(&embed);
        let room = out.last_mut().filter(|p| {
            p.embeds.len() < EMBEDS_MAX && (p.embeds.is_empty() || total + size <= EMBED_TOTAL_MAX)
        });
        if let Some(page) = room {
            if page.embeds.is_empty() {
                total = 0;
            }
            total += size;
            page.embeds.push(embed);
        } else {
            total = size;
            out.push(Page {
                content: None,
                embeds: vec![embed],
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::render::Tone;

    fn spec(title: &str, description: &str, fields: &[(&str, &str)]) -> EmbedSpec {
        EmbedSpec {
            title: title.to_owned(),
            description: description.to_owned(),
            fields: fields
                .iter()
                .map(|(n, v)| ((*n).to_owned(), (*v).to_owned(), false))
                .collect(),
            tone: Tone::Info,
            footer: None,
        }
    }

    fn check_page(page: &Page) {
        assert!(page.content.as_deref().map_or(0, units) <= CONTENT_MAX);
        assert!(page.embeds.len() <= EMBEDS_MAX);
        let total: usize = page.embeds.iter().map(embed_units).sum();
        assert!(total <= EMBED_TOTAL_MAX, "{total}");
        for e in &page.embeds {
            assert!(units(&e.title) <= TITLE_MAX);
            assert!(units(&e.description) <= DESCRIPTION_MAX);
            assert!(e.fields.len() <= FIELDS_MAX);
            for (n, v, _) in &e.fields {
                assert!((1..=FIELD_NAME_MAX).contains(&units(n)));
                assert!((1..=FIELD_VALUE_MAX).contains(&units(v)));
            }
        }
    }

    #[test]
    fn units_are_utf16_code_units() {
        assert_eq!(units("abc"), 3);
        assert_eq!(units("检定"), 2);
        assert_eq!(units("😀"), 2);
    }

    #[test]
    fn cut_ends_on_a_word_with_an_ellipsis() {
        assert_eq!(cut("the quick brown fox", 12), "the quick…");
        assert_eq!(cut("fits", 4), "fits");
        // No space to break at: characters, never half a surrogate pair.
        assert_eq!(cut("检定检定", 3), "检定…");
        assert_eq!(cut("😀😀😀", 5), "😀😀…");
        assert_eq!(units(&cut(&"word ".repeat(100), 256)), 255);
    }

    #[test]
    fn split_keeps_every_word_and_prefers_line_breaks() {
        let text = "alpha beta\ngamma delta epsilon";
        assert_eq!(split(text, 12), ["alpha beta", "gamma delta", "epsilon"]);
        let long = "x".repeat(2500);
        let pieces = split(&long, 1000);
        assert_eq!(
            pieces.iter().map(String::len).collect::<Vec<_>>(),
            [1000, 1000, 500]
        );
        assert_eq!(split("", 10), [""]);
    }

    #[test]
    fn escape_makes_markdown_and_mentions_literal() {
        assert_eq!(escape("[click](https://x)"), r"\[click\]\(https\://x\)");
        assert_eq!(escape("**bold** ||s||"), r"\*\*bold\*\* \|\|s\|\|");
        assert_eq!(escape("<@&123> @everyone"), r"\<\@&123\> \@everyone");
        assert_eq!(escape("```"), r"\`\`\`");
        assert_eq!(escape("Jake 检定"), "Jake 检定");
    }

    #[test]
    fn plain_undoes_escape_exactly_also_inside_localized_text() {
        for name in [
            "**Bold**_x_",
            r"back\slash \* \\",
            r"a\b",
            "[l](https://x) <@&1> @everyone ~~`#-:",
            "Jake 检定",
            "",
        ] {
            assert_eq!(plain(&escape(name)), name, "{name}");
            let line = format!("Waiting for: {}, Nick.", escape(name));
            assert_eq!(plain(&line), format!("Waiting for: {name}, Nick."));
        }
        // A backslash before anything escape leaves alone stays.
        assert_eq!(plain(r"C:\dir a\b"), r"C:\dir a\b");
    }

    proptest::proptest! {
        #[test]
        fn plain_of_escape_is_the_text_itself(text in "\\PC{0,40}") {
            proptest::prop_assert_eq!(plain(&escape(&text)), text);
        }
    }

    #[test]
    fn a_long_description_and_long_fields_continue_in_more_embeds() {
        let description = "line of text\n".repeat(700); // 9,100 units
        let value = "item, ".repeat(400); // 2,400 units
        let fields: Vec<(&str, &str)> = (0..30).map(|_| ("Inventory", value.as_str())).collect();
        let embeds = fit(spec("Sheet", &description, &fields));
        assert!(embeds.len() > 3);
        assert!(embeds.iter().all(|e| e.title == "Sheet"));
        let kept: usize = embeds
            .iter()
            .flat_map(|e| e.fields.iter())
            .map(|(_, v, _)| v.matches("item").count())
            .sum();
        assert_eq!(kept, 30 * 400, "no item is lost");
        for page in pages(None, embeds) {
            check_page(&page);
        }
    }

    #[test]
    fn pages_keep_the_message_wide_limits() {
        // Four embeds of 1,700 units each: three fit in one message, not four.
        let value = "x".repeat(1000);
        let specs: Vec<EmbedSpec> = (0..4)
            .map(|i| spec(&format!("E{i}"), &"d".repeat(698), &[("f", value.as_str())]))
            .collect();
        let laid = pages(Some("hello"), specs);
        assert_eq!(laid.len(), 2);
        assert_eq!(laid[0].content.as_deref(), Some("hello"));
        assert_eq!(laid[0].embeds.len(), 3);
        assert_eq!(laid[1].embeds.len(), 1);
        laid.iter().for_each(check_page);
        // Twelve small embeds: ten, then two.
        let small: Vec<EmbedSpec> = (0..12).map(|i| spec(&format!("{i}"), "", &[])).collect();
        let laid = pages(None, small);
        assert_eq!(
            laid.iter().map(|p| p.embeds.len()).collect::<Vec<_>>(),
            [10, 2]
        );
    }

    #[test]
    fn long_content_continues_in_more_messages() {
        let content = "word ".repeat(1000);
        let laid = pages(Some(&content), Vec::new());
        assert_eq!(laid.len(), 3);
        laid.iter().for_each(check_page);
        let words: usize = laid
            .iter()
            .map(|p| {
                p.content
                    .as_deref()
                    .unwrap_or("")
                    .split_whitespace()
                    .count()
            })
            .sum();
        assert_eq!(words, 1000);
    }
}
