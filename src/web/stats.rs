//! The statistics page's numbers and charts, drawn as SVG on the server (no
//! JavaScript). Everything is read from the campaign's log:
//!
//! - dice faces: every die the game reports in its logged events
//!   ([`crate::bot::game::Game::facts`]), counted per face for each kind of
//!   die, against the count a fair die gives each face (rolls / sides);
//! - successes per character: the successes each character scored on
//!   checks and tests, as the game reports them;
//! - HP over the session: every logged HP change of a character (an object
//!   with numbers `after` and `max`, named by its own `name`, `target`,
//!   `unit` or `character`, or by the event around it), in log order.
//!
//! Each chart is a `figure` holding an `svg` with `role="img"`, a `title`
//! and a `desc` that says the numbers in words, and a caption.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use maud::{html, Markup, PreEscaped};
use serde_json::Value;

use crate::bot::game::Game;
use crate::i18n::{tr, Arg, Lang};

/// What the charts show.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stats {
    /// For each kind of die (by sides), how often each face came up
    /// (index 0 is face 1).
    pub dice: BTreeMap<u32, Vec<u64>>,
    /// Successes per character, in roster order.
    pub successes: Vec<(String, u64)>,
    /// Each character's HP after each change, as (change number, HP), in
    /// roster order; characters without a change are left out.
    pub hp: Vec<(String, Vec<(usize, i64)>)>,
    /// How many HP changes there were in all (the x axis).
    pub hp_changes: usize,
    /// The highest max HP seen (the y axis).
    pub hp_max: i64,
}

/// The roster's own spelling of `name`, if it is one of its characters.
fn roster_name<'a>(roster: &'a [String], name: &str) -> Option<&'a String> {
    roster
        .iter()
        .find(|stored| crate::engine::name::same(stored, name))
}

/// The name an object gives itself: `name`, `target`, `unit` or
/// `character`, as text or as an object's `name`.
fn own_name(object: &serde_json::Map<String, Value>) -> Option<&str> {
    ["name", "target", "unit", "character"]
        .iter()
        .filter_map(|key| object.get(*key))
        .find_map(|v| v.as_str().or_else(|| v["name"].as_str()))
}

/// Every HP change in `value`: (name, HP after, max HP), outermost first.
fn hp_changes<'a>(value: &'a Value, named: Option<&'a str>, out: &mut Vec<(&'a str, i64, i64)>) {
    match value {
        Value::Object(object) => {
            let name = own_name(object).or(named);
            if let (Some(after), Some(max), Some(name)) = (
                object.get("after").and_then(Value::as_i64),
                object.get("max").and_then(Value::as_i64),
                name,
            ) {
                out.push((name, after, max));
            }
            for child in object.values() {
                hp_changes(child, name, out);
            }
        }
        Value::Array(items) => {
            for item in items {
                hp_changes(item, named, out);
            }
        }
        _ => {}
    }
}

/// The statistics of a log (oldest entry first) of a campaign of `game`
/// whose characters are `roster`.
#[must_use]
pub fn gather<'a>(
    game: &dyn Game,
    log: impl IntoIterator<Item = &'a Value>,
    roster: &[String],
) -> Stats {
    let mut stats = Stats::default();
    let mut successes: BTreeMap<&String, u64> = BTreeMap::new();
    let mut hp: BTreeMap<&String, Vec<(usize, i64)>> = BTreeMap::new();
    for events in log {
        let facts = game.facts(events);
        for (sides, face) in facts.dice {
            if (1..=1000).contains(&sides) && (1..=sides).contains(&face) {
                let counts = stats
                    .dice
                    .entry(sides)
                    .or_insert_with(|| vec![0; sides as usize]);
                counts[face as usize - 1] += 1;
            }
        }
        for (name, count) in facts.successes {
            if let Some(name) = roster_name(roster, &name) {
                *successes.entry(name).or_default() += u64::from(count);
            }
        }
        let mut changes = Vec::new();
        hp_changes(events, None, &mut changes);
        for (name, after, max) in changes {
            if let Some(name) = roster_name(roster, name) {
                hp.entry(name).or_default().push((stats.hp_changes, after));
                stats.hp_changes += 1;
                stats.hp_max = stats.hp_max.max(max).max(after);
            }
        }
    }
    for name in roster {
        if let Some(count) = successes.get(&name) {
            stats.successes.push((name.clone(), *count));
        }
        if let Some(points) = hp.remove(&name) {
            stats.hp.push((name.clone(), points));
        }
    }
    stats
}

/// The chart area of every chart, in SVG units.
const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 260.0;
const LEFT: f64 = 44.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 12.0;
const BOTTOM: f64 = 34.0;

/// Line colours, each distinguishable on light and dark backgrounds; lines
/// also differ by dash pattern, so colour is not the only cue.
const LINES: [(&str, &str); 6] = [
    ("#1f77b4", ""),
    ("#d62728", "8 4"),
    ("#2ca02c", "2 3"),
    ("#9467bd", "10 3 2 3"),
    ("#e67e22", "4 4"),
    ("#7f7f7f", "12 2"),
];

/// A number for an axis label: whole numbers as such, else one decimal.
fn number(v: f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

/// The top of a count axis for values up to `largest`: a whole even number
/// (at least 2), so the half-way label is a whole count too, never "2.5".
fn even_top(largest: f64) -> f64 {
    let top = largest.ceil().max(2.0);
    if top % 2.0 == 0.0 {
        top
    } else {
        top + 1.0
    }
}

/// The y axis of a chart drawn up to `max`, labelled 0, half of `top` and
/// `top` (the largest value): its lines and three labels.
fn y_axis(svg: &mut String, max: f64, top: f64) {
    let bottom = HEIGHT - BOTTOM;
    let _ = write!(
        svg,
        r#"<line class="axis" x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{bottom}"/><line class="axis" x1="{LEFT}" y1="{bottom}" x2="{}" y2="{bottom}"/>"#,
        WIDTH - RIGHT
    );
    for step in 0..=2 {
        let value = top * f64::from(step) / 2.0;
        let y = bottom - (bottom - TOP) * value / max;
        let _ = write!(
            svg,
            r#"<text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            LEFT - 6.0,
            y + 4.0,
            number(value)
        );
    }
}

/// An escaped text for inside SVG.
fn text(s: &str) -> String {
    html! { (s) }.into_string()
}

/// A chart's opening `<svg>` with its `title` and `desc` (for a screen
/// reader) and the y axis up to `top`; and the value at the chart's top
/// edge, a tenth above `top`.
fn open_chart(id: &str, title: &str, desc: &str, top: f64) -> (String, f64) {
    let max = top * 1.1;
    let mut svg = format!(
        r#"<svg viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="{id}-t {id}-d" id="{id}"><title id="{id}-t">{}</title><desc id="{id}-d">{}</desc>"#,
        text(title),
        text(desc)
    );
    y_axis(&mut svg, max, top);
    (svg, max)
}

/// A bar chart: one bar per label, an optional dashed line at `expected`.
fn bars(
    id: &str,
    title: &str,
    desc: &str,
    bars: &[(String, f64)],
    expected: Option<f64>,
) -> String {
    let top = even_top(
        bars.iter()
            .map(|(_, v)| *v)
            .chain(expected)
            .fold(1.0_f64, f64::max),
    );
    let (mut svg, max) = open_chart(id, title, desc, top);
    let bottom = HEIGHT - BOTTOM;
    let slot = (WIDTH - LEFT - RIGHT) / bars.len().max(1) as f64;
    let gap = if slot > 6.0 { slot * 0.2 } else { 0.5 };
    // Many bars (a d100): label every tenth.
    let every = if bars.len() > 25 { 10 } else { 1 };
    for (i, (label, value)) in bars.iter().enumerate() {
        let x = LEFT + slot * i as f64 + gap / 2.0;
        let h = (bottom - TOP) * value / max;
        let _ = write!(
            svg,
            r#"<rect class="bar" x="{x:.2}" y="{:.2}" width="{:.2}" height="{h:.2}"><title>{}: {}</title></rect>"#,
            bottom - h,
            (slot - gap).max(0.5),
            text(label),
            number(*value)
        );
        if (i + 1) % every == 0 || every == 1 {
            // A label of every tenth bar has ten bars' room; the last of
            // them (a d100's "100") ends at the chart's edge.
            let (x, anchor) = if every > 1 && i + 1 == bars.len() {
                (LEFT + slot * (i as f64 + 1.0), "end")
            } else {
                (LEFT + slot * (i as f64 + 0.5), "middle")
            };
            let _ = write!(
                svg,
                r#"<text x="{x:.2}" y="{}" text-anchor="{anchor}">{}</text>"#,
                bottom + 16.0,
                text(&ellipsis(
                    label,
                    (slot * every as f64 / 7.0).max(2.0) as usize
                ))
            );
        }
    }
    if let Some(expected) = expected {
        let y = bottom - (bottom - TOP) * expected / max;
        let _ = write!(
            svg,
            r#"<line class="expected" x1="{LEFT}" y1="{y:.2}" x2="{}" y2="{y:.2}"/>"#,
            WIDTH - RIGHT
        );
    }
    svg.push_str("</svg>");
    svg
}

/// `label` cut to `max` characters with an ellipsis (the full label is in
/// the bar's own title and the description).
fn ellipsis(label: &str, max: usize) -> String {
    if label.chars().count() <= max {
        label.to_owned()
    } else {
        let mut cut: String = label.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}

/// A line chart of each character's HP after each change.
fn lines(id: &str, title: &str, desc: &str, stats: &Stats) -> String {
    let top = even_top(stats.hp_max as f64);
    let (mut svg, max) = open_chart(id, title, desc, top);
    let bottom = HEIGHT - BOTTOM;
    let span = (stats.hp_changes.max(2) - 1) as f64;
    let x = |step: usize| LEFT + 8.0 + (WIDTH - LEFT - RIGHT - 16.0) * step as f64 / span;
    let y = |hp: i64| bottom - (bottom - TOP) * hp as f64 / max;
    for (n, (name, points)) in stats.hp.iter().enumerate() {
        let (colour, dash) = LINES[n % LINES.len()];
        let path: Vec<String> = points
            .iter()
            .map(|(step, hp)| format!("{:.2},{:.2}", x(*step), y(*hp)))
            .collect();
        let _ = write!(
            svg,
            r#"<polyline class="hp" fill="none" stroke="{colour}" stroke-width="2.5" stroke-dasharray="{dash}" points="{}"><title>{}</title></polyline>"#,
            path.join(" "),
            text(name)
        );
        for (step, hp) in points {
            let _ = write!(
                svg,
                r#"<circle cx="{:.2}" cy="{:.2}" r="3.5" fill="{colour}"><title>{}: {hp}</title></circle>"#,
                x(*step),
                y(*hp),
                text(name)
            );
        }
        // The legend, below the axis: the name in its line's colour (a
        // style, which the page's `svg text` rule cannot override).
        let _ = write!(
            svg,
            r#"<text x="{:.2}" y="{}" style="fill:{colour}" font-weight="700">— {}</text>"#,
            LEFT + 110.0 * (n % 5) as f64,
            bottom + 16.0 + 12.0 * (n / 5) as f64,
            text(&ellipsis(name, 14))
        );
    }
    svg.push_str("</svg>");
    svg
}

/// A chart in its figure, with its caption, then the same numbers as a
/// table (for a screen reader, a phone, or copying).
fn figure(heading: &str, svg: String, caption: &str, table: &Markup) -> Markup {
    html! {
        section {
            h2 { (heading) }
            figure {
                div class="scroll" { (PreEscaped(svg)) }
                figcaption { (caption) }
            }
            (table)
        }
    }
}

/// A table of `rows` under the column headings `columns` (message ids),
/// captioned as the numbers of the chart above.
fn table(lang: Lang, columns: [&str; 2], rows: &[[String; 2]]) -> Markup {
    html! {
        div class="scroll" {
            table {
                caption { (tr(lang, "web-table-of", &[])) }
                thead { tr { @for c in columns { th scope="col" { (tr(lang, c, &[])) } } } }
                tbody {
                    @for row in rows {
                        tr { @for cell in row { td { (cell) } } }
                    }
                }
            }
        }
    }
}

/// The most rows of each kind a sheet's history shows (the newest).
const HISTORY: usize = 50;

/// A character's history on their sheet: their HP after each logged change
/// and the rolls they took part in, newest first (at most [`HISTORY`] of
/// each), read from the public log.
#[must_use]
pub fn history(game: &dyn Game, log: &super::cache::Log, name: &str, lang: Lang) -> Markup {
    let t = |id: &str| tr(lang, id, &[]);
    let mut hp: Vec<Vec<String>> = Vec::new();
    let mut rolls: Vec<Vec<String>> = Vec::new();
    for i in log.naming(name).iter().rev() {
        let entry = &log.entries[*i];
        if hp.len() < HISTORY {
            let mut changes = Vec::new();
            hp_changes(&entry.events, None, &mut changes);
            for (who, after, max) in changes.into_iter().rev() {
                if crate::engine::name::same(who, name) && hp.len() < HISTORY {
                    hp.push(vec![format!("#{}", entry.number), format!("{after}/{max}")]);
                }
            }
        }
        if rolls.len() < HISTORY {
            let dice = game.facts(&entry.events).dice;
            if !dice.is_empty() {
                let faces: Vec<String> = dice
                    .iter()
                    .map(|(sides, face)| format!("d{sides} {face}"))
                    .collect();
                rolls.push(vec![
                    format!("#{}", entry.number),
                    super::words::kind(lang, &entry.command),
                    faces.join(", "),
                ]);
            }
        }
        if hp.len() >= HISTORY && rolls.len() >= HISTORY {
            break;
        }
    }
    html! {
        section aria-labelledby="history" {
            h2 id="history" { (t("web-history-heading")) }
            h3 { (t("web-history-hp")) }
            @if hp.is_empty() {
                p { (t("web-history-hp-none")) }
            } @else {
                (history_table(&[t("web-history-entry"), t("web-table-hp")], &hp))
            }
            h3 { (t("web-history-rolls")) }
            @if rolls.is_empty() {
                p { (t("web-history-rolls-none")) }
            } @else {
                (history_table(&[t("web-history-entry"), t("web-log-kind"), t("web-history-dice")], &rolls))
            }
        }
    }
}

/// A table of a sheet's history.
fn history_table(columns: &[String], rows: &[Vec<String>]) -> Markup {
    html! {
        div class="scroll" {
            table {
                thead { tr { @for c in columns { th scope="col" { (c) } } } }
                tbody {
                    @for row in rows {
                        tr { @for cell in row { td { (cell) } } }
                    }
                }
            }
        }
    }
}

/// The statistics page's content: one chart per kind of die, then
/// successes per character, then HP over the session; a sentence when
/// there is nothing to draw.
#[must_use]
pub fn charts(stats: &Stats, lang: Lang) -> Markup {
    let mut parts: Vec<Markup> = stats
        .dice
        .iter()
        .map(|(sides, counts)| dice_chart(lang, *sides, counts))
        .collect();
    if !stats.successes.is_empty() {
        parts.push(successes_chart(lang, &stats.successes));
    }
    if !stats.hp.is_empty() {
        parts.push(hp_chart(lang, stats));
    }
    html! {
        @if parts.is_empty() {
            p { (tr(lang, "web-stats-none", &[])) }
        }
        @for part in parts {
            (part)
        }
    }
}

/// The chart of one kind of die: how often each face came up, against how
/// often each would on fair dice.
fn dice_chart(lang: Lang, sides: u32, counts: &[u64]) -> Markup {
    let count: u64 = counts.iter().sum();
    let expected = count as f64 / f64::from(sides);
    let list: Vec<String> = counts
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}: {n}", i + 1))
        .collect();
    let args = [
        ("sides", Arg::from(sides)),
        ("count", Arg::from(count)),
        ("expected", Arg::from(number(expected))),
        ("list", Arg::from(list.join(", "))),
    ];
    let heading = tr(lang, "web-stats-dice-heading", &args);
    let bar_list: Vec<(String, f64)> = counts
        .iter()
        .enumerate()
        .map(|(i, n)| ((i + 1).to_string(), *n as f64))
        .collect();
    let svg = bars(
        &format!("dice-d{sides}"),
        &heading,
        &tr(lang, "web-stats-dice-alt", &args),
        &bar_list,
        Some(expected),
    );
    let rows: Vec<[String; 2]> = counts
        .iter()
        .enumerate()
        .map(|(i, n)| [(i + 1).to_string(), n.to_string()])
        .collect();
    figure(
        &heading,
        svg,
        &tr(lang, "web-stats-dice-caption", &args),
        &table(lang, ["web-table-face", "web-table-count"], &rows),
    )
}

/// The chart of successes per character.
fn successes_chart(lang: Lang, successes: &[(String, u64)]) -> Markup {
    let list: Vec<String> = successes
        .iter()
        .map(|(name, n)| format!("{name}: {n}"))
        .collect();
    let args = [("list", Arg::from(list.join(", ")))];
    let heading = tr(lang, "web-stats-successes-heading", &[]);
    let bar_list: Vec<(String, f64)> = successes
        .iter()
        .map(|(name, n)| (name.clone(), *n as f64))
        .collect();
    let svg = bars(
        "successes",
        &heading,
        &tr(lang, "web-stats-successes-alt", &args),
        &bar_list,
        None,
    );
    let rows: Vec<[String; 2]> = successes
        .iter()
        .map(|(name, n)| [name.clone(), n.to_string()])
        .collect();
    figure(
        &heading,
        svg,
        &tr(lang, "web-stats-successes-caption", &[]),
        &table(lang, ["web-table-character", "web-table-successes"], &rows),
    )
}

/// The chart of each character's HP over the session.
fn hp_chart(lang: Lang, stats: &Stats) -> Markup {
    // Each character and their HP one after the other (`10 → 7 → 9`).
    let rows: Vec<[String; 2]> = stats
        .hp
        .iter()
        .map(|(name, points)| {
            let values: Vec<String> = points.iter().map(|(_, hp)| hp.to_string()).collect();
            [name.clone(), values.join(" → ")]
        })
        .collect();
    let list: Vec<String> = rows
        .iter()
        .map(|[name, values]| format!("{name} {values}"))
        .collect();
    let args = [("list", Arg::from(list.join("; ")))];
    let heading = tr(lang, "web-stats-hp-heading", &[]);
    let svg = lines("hp", &heading, &tr(lang, "web-stats-hp-alt", &args), stats);
    figure(
        &heading,
        svg,
        &tr(lang, "web-stats-hp-caption", &[]),
        &table(lang, ["web-table-character", "web-table-hp"], &rows),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hp_changes_are_named_by_themselves_or_by_their_event() {
        let events = serde_json::json!([
            {"type": "hp", "name": "Mira", "before": 50, "after": 47, "max": 50},
            {"type": "hurt", "target": {"kind": "character", "name": "Ann"},
             "hp": {"before": 10, "after": 4, "max": 12, "down": false}},
            {"type": "damage", "target": "Bo", "hp": {"before": 9, "after": 0, "max": 26}},
            {"type": "sheet", "sheet": {"hp": 5, "max_hp": 9}}
        ]);
        let mut out = Vec::new();
        hp_changes(&events, None, &mut out);
        assert_eq!(out, vec![("Mira", 47, 50), ("Ann", 4, 12), ("Bo", 0, 26)]);
    }

    #[test]
    fn bars_have_one_rect_each_and_say_their_numbers() {
        let svg = bars(
            "x",
            "T <1>",
            "D & d",
            &[("1".into(), 2.0), ("2".into(), 0.0)],
            Some(1.0),
        );
        assert_eq!(svg.matches("<rect class=\"bar\"").count(), 2);
        assert_eq!(svg.matches("class=\"expected\"").count(), 1);
        assert!(
            svg.contains("<title id=\"x-t\">T &lt;1&gt;</title>"),
            "{svg}"
        );
        assert!(svg.contains("<desc id=\"x-d\">D &amp; d</desc>"), "{svg}");
        assert!(svg.contains("<title>1: 2</title>"), "{svg}");
    }

    /// The axis labels of an SVG chart (text anchored at the end, left of
    /// the axis).
    fn axis_labels(svg: &str) -> Vec<&str> {
        svg.split(r#"text-anchor="end">"#)
            .skip(1)
            .filter_map(|rest| rest.split('<').next())
            .collect()
    }

    #[test]
    fn count_axes_show_whole_counts() {
        for (largest, labels) in [
            (1.0, ["0", "1", "2"]),
            (5.0, ["0", "3", "6"]),
            (8.0, ["0", "4", "8"]),
        ] {
            let svg = bars("x", "t", "d", &[("a".into(), largest)], None);
            assert_eq!(axis_labels(&svg), labels, "{svg}");
        }
        let stats = Stats {
            hp: vec![("Mira".into(), vec![(0, 7), (1, 3)])],
            hp_changes: 2,
            hp_max: 7,
            ..Stats::default()
        };
        let svg = lines("hp", "t", "d", &stats);
        assert_eq!(axis_labels(&svg), ["0", "4", "8"], "{svg}");
    }

    #[test]
    fn the_legend_keeps_its_colours_and_the_last_d100_label_stays_inside() {
        let stats = Stats {
            hp: vec![("Mira".into(), vec![(0, 7)]), ("Bo".into(), vec![(1, 3)])],
            hp_changes: 2,
            hp_max: 7,
            ..Stats::default()
        };
        let svg = lines("hp", "t", "d", &stats);
        assert!(
            svg.contains(r#"style="fill:#1f77b4" font-weight="700">— Mira<"#),
            "{svg}"
        );
        assert!(
            svg.contains(r#"style="fill:#d62728" font-weight="700">— Bo<"#),
            "{svg}"
        );
        let faces: Vec<(String, f64)> = (1..=100).map(|f| (f.to_string(), 1.0)).collect();
        let svg = bars("d100", "t", "d", &faces, Some(1.0));
        let right = format!(
            r#"<text x="{:.2}" y="242" text-anchor="end">100</text>"#,
            WIDTH - RIGHT
        );
        assert!(svg.contains(&right), "{svg}");
        assert!(svg.contains(r#"text-anchor="middle">90</text>"#), "{svg}");
    }
}
