//! HTML for the web pages: the page shell (head, navigation, footer), the
//! games' embeds drawn as semantic HTML, and times in UTC. Every value goes
//! in through maud, which escapes it; the embeds' Discord markdown is read
//! here (backslash escapes, bold, italics, underline, strikethrough, code,
//! timestamps, mentions, quotes and lists) into elements, never passed
//! through as markup. Nothing here knows a game: an embed is an embed.

use maud::{html, Markup, PreEscaped, DOCTYPE};

use crate::bot::render::{EmbedSpec, Tone};
use crate::i18n::{tr, Arg, Lang};

/// Unix seconds as `2026-11-26 01:24 UTC`.
#[must_use]
pub fn utc(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0).map_or_else(
        || secs.to_string(),
        |t| t.format("%Y-%m-%d %H:%M UTC").to_string(),
    )
}

/// Unix seconds as `2026-11-26 01:24:05 UTC`.
#[must_use]
pub fn utc_seconds(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0).map_or_else(
        || secs.to_string(),
        |t| t.format("%Y-%m-%d %H:%M:%S UTC").to_string(),
    )
}

/// Unix seconds as an HTML `datetime` value (RFC 3339).
fn iso(secs: i64) -> String {
    chrono::DateTime::from_timestamp(secs, 0).map_or_else(|| secs.to_string(), |t| t.to_rfc3339())
}

/// The pages of a share link, for the navigation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Here {
    /// The board (and the list of sheets).
    Board,
    /// A character's sheet.
    Sheet,
    /// The log.
    Log,
    /// The statistics.
    Stats,
    /// A session's recap (one folder down, as a sheet).
    Recap,
}

/// What every page of a share link has around its content.
pub struct Shell<'a> {
    /// The campaign's language.
    pub lang: Lang,
    /// The page's own title (the `h1` and the start of `<title>`).
    pub title: &'a str,
    /// The game's name, after the page's in `<title>`.
    pub game: &'a str,
    /// The campaign's name, if one was kept: above the navigation and in
    /// `<title>`.
    pub campaign: Option<&'a str>,
    /// Which page this is.
    pub here: Here,
    /// When the link stops working (Unix seconds).
    pub expires: i64,
    /// Reload the page every this many seconds (the live board).
    pub refresh: Option<u64>,
}

/// The style of every page: readable on a phone, the system's fonts, text
/// contrast above 7:1 in both schemes, focus always visible.
const STYLE: &str = "
:root{color-scheme:light dark;--fg:#1b1b1b;--bg:#fbfbf8;--muted:#4a4a4a;--line:#c9c9c3;--card:#ffffff;--link:#0b4fb3;--accent:#1a5e1a}
@media (prefers-color-scheme:dark){:root{--fg:#ececec;--bg:#141414;--muted:#c4c4c4;--line:#4a4a4a;--card:#1e1e1e;--link:#9cc3ff;--accent:#8fd18f}}
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC',sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}
a:focus,button:focus,select:focus{outline:3px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem}
header,main,footer{max-width:48rem;margin:0 auto;padding:0 1rem}
header{border-bottom:1px solid var(--line)}
.game{margin:.75rem 0 .25rem;color:var(--muted)}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0 0 .75rem}
nav a[aria-current=page]{font-weight:700;text-decoration:none;color:var(--fg)}
h1{font-size:1.6rem;margin:1rem 0}
h2{font-size:1.25rem;margin:0 0 .5rem}
h3{font-size:1.1rem;margin:0 0 .5rem}
.embed{background:var(--card);border:1px solid var(--line);border-left:.4rem solid var(--tone);border-radius:.4rem;padding:.75rem 1rem;margin:0 0 1rem}
.tone-success{--tone:#2e8b57}.tone-failure{--tone:#c0392b}.tone-complication{--tone:#d68910}.tone-combat{--tone:#8e44ad}.tone-info{--tone:#2471a3}
.embed p{margin:.25rem 0}
.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem 1rem;margin:.5rem 0 0}
.fields div{min-width:0}.fields .wide{grid-column:1/-1}
dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}
.footer{color:var(--muted);font-size:.9rem}
code{font-family:ui-monospace,monospace;background:var(--bg);padding:0 .2rem}
blockquote{margin:.25rem 0;padding-left:.75rem;border-left:3px solid var(--line)}
ul.plain{margin:.25rem 0;padding-left:1.25rem}
ul.plain li.current{list-style-type:'▶ ';font-weight:700}
.entry{margin:0 0 1.5rem}
h4{font-size:1rem;margin:0 0 .5rem}
.campaign{margin:.75rem 0 0;font-weight:700;font-size:1.1rem;overflow-wrap:anywhere}
.session{margin:0 0 2rem}.session>h2{border-bottom:2px solid var(--line);padding-bottom:.25rem}
.session>h2 a{font-size:1rem;font-weight:400}
.who{color:#fff;border-radius:.3rem;padding:0 .4rem;font-weight:700;white-space:nowrap}
.speakers{margin:.25rem 0 .5rem}
input{font:inherit;padding:.35rem .5rem;min-height:2.75rem}
.recap-lines p{margin:.2rem 0}.recap-lines time{color:var(--muted);font-size:.9rem}
.exports{display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;padding:0}
.scroll{overflow-x:auto}.live{color:var(--muted)}
table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid var(--line);padding:.2rem .5rem;text-align:left}
caption{text-align:left;color:var(--muted)}
form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end;margin:0 0 1rem}
label{display:flex;flex-direction:column;font-weight:700}
select,button{font:inherit;padding:.35rem .5rem;min-height:2.75rem}
.pager{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;margin:1rem 0}
figure{margin:0 0 1.5rem}
svg{width:100%;min-width:640px;height:auto;display:block;background:var(--card);border:1px solid var(--line);border-radius:.4rem}
svg text{fill:var(--fg);font-size:12px}
svg .axis{stroke:var(--muted);stroke-width:1}
svg .bar{fill:#2471a3}
svg .expected{stroke:#c0392b;stroke-width:2;stroke-dasharray:6 4}
figcaption{color:var(--muted);font-size:.95rem;margin-top:.25rem}
footer{border-top:1px solid var(--line);margin-top:2rem;padding:1rem;color:var(--muted)}
";

/// A whole page of a share link: `<head>`, the skip link, the game's name,
/// the navigation (relative links, so the pages work under any prefix of
/// PUBLIC_URL), the `h1`, `content`, and the footer with the expiry.
#[must_use]
pub fn page(shell: &Shell<'_>, content: &Markup) -> Markup {
    let lang = shell.lang;
    let t = |id: &str| tr(lang, id, &[]);
    // Sheets live one folder down (`sheet/N`); every other page beside the board.
    let up = if matches!(shell.here, Here::Sheet | Here::Recap) {
        "../"
    } else {
        ""
    };
    let links = [
        (Here::Board, format!("{up}./"), t("web-nav-board")),
        (Here::Log, format!("{up}log"), t("web-nav-log")),
        (Here::Stats, format!("{up}stats"), t("web-nav-stats")),
    ];
    let title = match shell.campaign {
        Some(campaign) => tr(
            lang,
            "web-page-title-named",
            &[
                ("page", Arg::from(shell.title)),
                ("campaign", Arg::from(campaign)),
                ("game", Arg::from(shell.game)),
            ],
        ),
        None => tr(
            lang,
            "web-page-title",
            &[
                ("page", Arg::from(shell.title)),
                ("game", Arg::from(shell.game)),
            ],
        ),
    };
    let footer = tr(
        lang,
        "web-footer",
        &[("expires", Arg::from(utc(shell.expires)))],
    );
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            (head(&title, shell.refresh))
            body {
                a class="skip" href="#main" { (t("web-skip")) }
                header {
                    @if let Some(campaign) = shell.campaign {
                        p class="campaign" { (campaign) }
                    }
                    p class="game" { (shell.game) }
                    nav aria-label=(t("web-nav-label")) {
                        ul {
                            @for (to, href, label) in &links {
                                li {
                                    @if *to == shell.here {
                                        a href=(href) aria-current="page" { (label) }
                                    } @else {
                                        a href=(href) { (label) }
                                    }
                                }
                            }
                        }
                    }
                }
                main id="main" {
                    h1 { (shell.title) }
                    (content)
                }
                footer { p { (footer) } }
            }
        }
    }
}

/// Every page's `<head>`: not indexed, no referrer, no icon to fetch (a
/// browser's request for one would 404), the style, `title`, and with
/// `refresh` a reload every that many seconds.
fn head(title: &str, refresh: Option<u64>) -> Markup {
    html! {
        head {
            meta charset="utf-8";
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="robots" content="noindex, nofollow";
            meta name="referrer" content="no-referrer";
            link rel="icon" href="data:,";
            @if let Some(seconds) = refresh {
                meta http-equiv="refresh" content=(seconds);
            }
            title { (title) }
            style { (PreEscaped(STYLE)) }
        }
    }
}

/// The plain 404 page: the same for every refused link, saying nothing
/// about any campaign.
#[must_use]
pub fn not_found(lang: Lang) -> Markup {
    notice(lang, "web-not-found-title", "web-not-found-body")
}

/// The page of a link asked for too often (429), in `lang`.
#[must_use]
pub fn too_many(lang: Lang) -> Markup {
    notice(lang, "web-too-many-title", "web-too-many-body")
}

/// A page with no campaign on it: a heading and a sentence (message ids).
fn notice(lang: Lang, title_id: &str, body_id: &str) -> Markup {
    let title = tr(lang, title_id, &[]);
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            (head(&title, None))
            body {
                main id="main" {
                    h1 { (title) }
                    p { (tr(lang, body_id, &[])) }
                }
            }
        }
    }
}

fn tone_class(tone: Tone) -> &'static str {
    match tone {
        Tone::Success => "embed tone-success",
        Tone::Failure => "embed tone-failure",
        Tone::Complication => "embed tone-complication",
        Tone::Combat => "embed tone-combat",
        Tone::Info => "embed tone-info",
    }
}

/// The embeds of one reply as sections, their titles as headings of `level`
/// (2, 3 or 4). Inline fields share a row as Discord shows them; others take
/// the whole width.
#[must_use]
pub fn embeds(specs: &[EmbedSpec], level: u8) -> Markup {
    html! {
        @for spec in specs {
            section class=(tone_class(spec.tone)) {
                @if !spec.title.is_empty() {
                    @if level <= 2 {
                        h2 { (inline(&spec.title)) }
                    } @else if level == 3 {
                        h3 { (inline(&spec.title)) }
                    } @else {
                        h4 { (inline(&spec.title)) }
                    }
                }
                (blocks(&spec.description))
                @if !spec.fields.is_empty() {
                    dl class="fields" {
                        @for (name, value, inline_field) in &spec.fields {
                            div class=(if *inline_field { "" } else { "wide" }) {
                                dt { (inline(name)) }
                                dd { (blocks(value)) }
                            }
                        }
                    }
                }
                @if let Some(footer) = &spec.footer {
                    p class="footer" { (footer) }
                }
            }
        }
    }
}

/// Discord markdown of several lines: quotes (`> `), lists (`- `, `• `) and
/// paragraphs.
#[must_use]
pub fn blocks(text: &str) -> Markup {
    let mut out = String::new();
    let mut list = false;
    for line in text.lines() {
        // "▶ " marks the current item of a list (whose turn it is): an item
        // too, so the list stays one list.
        let current = line.strip_prefix("▶ ");
        let item = line
            .strip_prefix("- ")
            .or_else(|| line.strip_prefix("• "))
            .or_else(|| line.strip_prefix("* "))
            .or(current);
        if item.is_none() && list {
            out.push_str("</ul>");
            list = false;
        }
        if let Some(item) = item {
            if !list {
                out.push_str("<ul class=\"plain\">");
                list = true;
            }
            let li = if current.is_some() {
                html! { li class="current" aria-current="true" { (inline(item)) } }
            } else {
                html! { li { (inline(item)) } }
            };
            out.push_str(&li.into_string());
        } else if let Some(quote) = line.strip_prefix("> ") {
            out.push_str(&html! { blockquote { (inline(quote)) } }.into_string());
        } else if !line.trim().is_empty() {
            out.push_str(&html! { p { (inline(line)) } }.into_string());
        }
    }
    if list {
        out.push_str("</ul>");
    }
    PreEscaped(out)
}

/// Formats Discord's inline markdown marks toggle.
const MARKS: [(&str, &str); 5] = [
    ("**", "strong"),
    ("__", "u"),
    ("~~", "s"),
    ("*", "em"),
    ("_", "em"),
];

/// One line of Discord markdown as HTML: `\` escapes, `**bold**`,
/// `*italics*`/`_italics_`, `__underline__`, `~~strike~~`, `` `code` ``,
/// `<t:SECONDS[:STYLE]>` timestamps (in UTC) and `<@id>` mentions (shown as
/// "@", the web has no user names). A mark opens only when it is closed
/// later on the line; every element opened is closed.
#[must_use]
pub fn inline(text: &str) -> Markup {
    let mut line = Inline {
        text,
        out: String::new(),
        plain: String::new(),
        open: Vec::new(),
    };
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let read = match c {
            '\\' => line.escaped(rest),
            '`' => line.code(rest),
            '<' => line.tag(rest),
            _ => None,
        };
        rest = if let Some(after) = read.or_else(|| line.mark(rest)) {
            after
        } else {
            line.plain.push(c);
            &rest[c.len_utf8()..]
        };
    }
    line.flush();
    for e in line.open.drain(..).rev() {
        close(&mut line.out, e);
    }
    PreEscaped(line.out)
}

/// One line of Discord markdown being written as HTML ([`inline`]).
struct Inline<'a> {
    /// The whole line.
    text: &'a str,
    /// The HTML written so far.
    out: String,
    /// Plain text read and not yet written (escaped when it is).
    plain: String,
    /// The elements open, innermost last.
    open: Vec<&'static str>,
}

impl<'a> Inline<'a> {
    /// Writes the plain text read so far, escaped.
    fn flush(&mut self) {
        if !self.plain.is_empty() {
            self.out
                .push_str(&html! { (self.plain.as_str()) }.into_string());
            self.plain.clear();
        }
    }

    /// `\*`: an escaped punctuation mark, as itself; the rest after it.
    fn escaped(&mut self, rest: &'a str) -> Option<&'a str> {
        let next = rest[1..]
            .chars()
            .next()
            .filter(char::is_ascii_punctuation)?;
        self.plain.push(next);
        Some(&rest[1 + next.len_utf8()..])
    }

    /// `` `code` ``, when it is closed; the rest after it.
    fn code(&mut self, rest: &'a str) -> Option<&'a str> {
        let end = rest[1..].find('`')?;
        self.flush();
        self.out
            .push_str(&html! { code { (&rest[1..=end]) } }.into_string());
        Some(&rest[end + 2..])
    }

    /// `<t:SECONDS[:STYLE]>` (a time, in UTC) or `<@id>` (a mention, "@");
    /// the rest after it.
    fn tag(&mut self, rest: &'a str) -> Option<&'a str> {
        let (tag, after) = rest[1..].split_once('>')?;
        if let Some(time) = timestamp(tag) {
            self.flush();
            let shown = utc(time);
            self.out
                .push_str(&html! { time datetime=(iso(time)) { (shown) } }.into_string());
            return Some(after);
        }
        let mention = tag.strip_prefix("@!").or_else(|| tag.strip_prefix('@'));
        if mention.is_some_and(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())) {
            self.plain.push('@');
            return Some(after);
        }
        None
    }

    /// A mark of [`MARKS`] that closes an open element, opens one that is
    /// closed later on the line, or (doubled) stands for itself; the rest
    /// after it.
    fn mark(&mut self, rest: &'a str) -> Option<&'a str> {
        for (mark, element) in MARKS {
            // Inside a word an underscore is a letter (snake_case), as on Discord.
            let in_word = self.text[..self.text.len() - rest.len()]
                .chars()
                .next_back()
                .is_some_and(char::is_alphanumeric);
            if mark == "_" && in_word && !self.open.contains(&element) {
                continue;
            }
            let Some(after) = rest.strip_prefix(mark) else {
                continue;
            };
            if let Some(at) = self.open.iter().rposition(|e| *e == element) {
                self.flush();
                for e in self.open.drain(at..).rev() {
                    close(&mut self.out, e);
                }
                return Some(after);
            }
            if unescaped_contains(after, mark) {
                self.flush();
                self.out.push_str(&["<", element, ">"].concat());
                self.open.push(element);
                return Some(after);
            }
            if mark.len() == 2 {
                // `**` that neither opens nor closes is two stars, not one
                // star and an emphasis.
                self.plain.push_str(mark);
                return Some(after);
            }
        }
        None
    }
}

/// Appends the end tag of `element`.
fn close(out: &mut String, element: &str) {
    out.push_str("</");
    out.push_str(element);
    out.push('>');
}

/// Whether `mark` occurs in `text` outside a backslash escape: read as
/// [`inline`] reads it, so `\*\***` (an escaped star, an escaped star, then a
/// closing `**`) holds the mark and `\*\*` does not.
fn unescaped_contains(text: &str, mark: &str) -> bool {
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if rest.starts_with(mark) {
            return true;
        }
        let escaped = (c == '\\')
            .then(|| rest[1..].chars().next())
            .flatten()
            .filter(char::is_ascii_punctuation);
        let skip = c.len_utf8() + escaped.map_or(0, char::len_utf8);
        rest = &rest[skip..];
    }
    false
}

/// The embeds with every mention of a Discord user (`<@id>`, which a page
/// can only show as "@": it knows no user names, so "played by <@id>" would
/// read "played by @") replaced by `word`, in titles, descriptions and fields.
pub fn unmention(specs: &mut [EmbedSpec], word: &str) {
    let plain = |text: &str| {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find("<@") {
            out.push_str(&rest[..at]);
            let tag = &rest[at + 2..];
            let id = tag.strip_prefix('!').unwrap_or(tag);
            let digits = id.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 && id[digits..].starts_with('>') {
                out.push_str(word);
                rest = &id[digits + 1..];
            } else {
                out.push_str("<@");
                rest = tag;
            }
        }
        out.push_str(rest);
        out
    };
    for spec in specs {
        spec.title = plain(&spec.title);
        spec.description = plain(&spec.description);
        for (name, value, _) in &mut spec.fields {
            *name = plain(name);
            *value = plain(value);
        }
    }
}

/// The seconds of a `t:SECONDS` or `t:SECONDS:STYLE` tag.
fn timestamp(tag: &str) -> Option<i64> {
    let rest = tag.strip_prefix("t:")?;
    let secs = rest.split(':').next()?;
    secs.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_becomes_elements_and_user_text_stays_text() {
        assert_eq!(
            inline("**Mira** rolls *7* and `2`").into_string(),
            "<strong>Mira</strong> rolls <em>7</em> and <code>2</code>"
        );
        // An escaped name shows as typed; HTML in it is text.
        assert_eq!(
            inline(r"\*\*<b>Vic\_tor</b>\*\*").into_string(),
            "**&lt;b&gt;Vic_tor&lt;/b&gt;**"
        );
        assert_eq!(
            inline("<t:0:R> by <@123>").into_string(),
            "<time datetime=\"1970-01-01T00:00:00+00:00\">1970-01-01 00:00 UTC</time> by @"
        );
        // A lone mark is a character; a nested pair closes in order.
        assert_eq!(inline("5 * 3").into_string(), "5 * 3");
        assert_eq!(
            inline("tag_critical and x_y").into_string(),
            "tag_critical and x_y"
        );
        assert_eq!(inline("__a **b__ c").into_string(), "<u>a **b</u> c");
        assert_eq!(
            blocks("one\n- a\n- b\n> q\n\ntwo").into_string(),
            "<p>one</p><ul class=\"plain\"><li>a</li><li>b</li></ul>\
             <blockquote>q</blockquote><p>two</p>"
        );
    }

    #[test]
    fn a_bold_name_made_of_stars_is_bold_and_shows_its_stars_once() {
        // The name `**bold**`, escaped and set in bold as the embeds set names.
        assert_eq!(
            inline(r"**\*\*bold\*\*** joins").into_string(),
            "<strong>**bold**</strong> joins"
        );
        assert_eq!(inline(r"\*\*bold\*\*").into_string(), "**bold**");
    }

    #[test]
    fn the_current_turns_line_stays_inside_the_initiative_list() {
        assert_eq!(
            blocks("• 1. Jake (15)\n▶ 2. Mira (13)\n• 3. Radroach (8)").into_string(),
            "<ul class=\"plain\"><li>1. Jake (15)</li>\
             <li class=\"current\" aria-current=\"true\">2. Mira (13)</li>\
             <li>3. Radroach (8)</li></ul>"
        );
    }

    #[test]
    fn mentions_become_the_pages_word_and_nothing_else_changes() {
        let mut specs = vec![EmbedSpec::new("<@1>".to_owned(), Tone::Info)
            .desc("Jake · Vault Dweller · played by <@123456789012345678>".to_owned())];
        specs[0].field("<@!5> <@x> <@".to_owned(), "a <@7>b".to_owned(), true);
        unmention(&mut specs, "a player");
        assert_eq!(specs[0].title, "a player");
        assert_eq!(
            specs[0].description,
            "Jake · Vault Dweller · played by a player"
        );
        assert_eq!(
            specs[0].fields[0],
            (
                "a player <@x> <@".to_owned(),
                "a a playerb".to_owned(),
                true
            )
        );
    }
}
