//! The status board: the world line, the party, enemies, NPCs and who still
//! has to act.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, hidden, hp_bar, join, t, t0, u, EmbedSpec, Tone};
use crate::engine::rulesets::wasteland::character::Condition;
use crate::engine::rulesets::wasteland::outcome::{
    ActionStatus, CharacterView, EnemyView, Event, InitiativeEntry, Npc, WorldView,
};
use crate::engine::rulesets::wasteland::world::Mode;
use crate::i18n::Lang;

use super::names::{effects_line, foe_name, mode_name, period_name, unit_name, weather_name};
use super::sheet::condition_text;
use super::{lines_or, Piece};

pub(super) fn world_lines(lang: Lang, w: &WorldView) -> String {
    let mut out = t(
        lang,
        "status-world",
        &[
            ("chapter", a(w.world.chapter)),
            ("day", a(w.world.day)),
            ("chapterday", a(w.chapter_day)),
            ("period", a(period_name(lang, w.world.period))),
            ("weather", a(weather_name(lang, w.world.weather))),
            ("mode", a(mode_name(lang, w.world.mode))),
            ("turn", a(w.world.turn)),
        ],
    );
    out.push('\n');
    out.push_str(&t(
        lang,
        "status-place",
        &[("location", u(&w.world.location))],
    ));
    if !w.world.quest.is_empty() {
        out.push('\n');
        out.push_str(&t(lang, "status-quest", &[("quest", u(&w.world.quest))]));
    }
    out.push('\n');
    out.push_str(&t(
        lang,
        "status-budget",
        &[
            // The living enemies' HP: as hidden as each enemy's own.
            ("used", a(hidden::enemy_number(w.hp_used))),
            ("budget", a(w.hp_budget)),
            ("tier", a(w.max_tier)),
        ],
    ));
    out
}

pub(super) fn action_status_text(lang: Lang, s: &ActionStatus) -> String {
    if s.all_acted {
        t0(lang, "status-all-acted")
    } else {
        t(
            lang,
            "status-waiting",
            &[(
                "names",
                a(join(lang, s.pending.iter().map(|u| unit_name(lang, u)))),
            )],
        )
    }
}

/// The status board: the world line, the party, enemies, NPCs met, in
/// combat the initiative order (▶ the first who has still to act, ✔ who
/// has acted), and who still has to act (as the footer).
#[must_use]
pub fn status_board(
    lang: Lang,
    world: &WorldView,
    players: &[CharacterView],
    enemies: &[EnemyView],
    npcs: &[Npc],
    action_status: &ActionStatus,
    initiative: &[InitiativeEntry],
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t0(lang, "status-title"),
        if world.world.mode == Mode::Combat {
            Tone::Combat
        } else {
            Tone::Info
        },
    )
    .desc(world_lines(lang, world));

    spec.field(t0(lang, "status-party"), party_text(lang, players), false);
    spec.field(t0(lang, "status-enemies"), foes_text(lang, enemies), false);
    if world.world.mode == Mode::Combat && !initiative.is_empty() {
        spec.field(
            t0(lang, "initiative-title"),
            initiative_text(lang, initiative, action_status),
            false,
        );
    }
    if !npcs.is_empty() {
        spec.field(
            t0(lang, "status-npcs"),
            join(lang, npcs.iter().map(|n| layout::escape(&n.name))),
            false,
        );
    }
    spec.footer = Some(layout::plain(&action_status_text(lang, action_status)));
    spec
}

/// The party, a line each: HP, rads, AP, caps, and effects and condition
/// when there are any.
fn party_text(lang: Lang, players: &[CharacterView]) -> String {
    lines_or(lang, "status-no-players", players, |p| {
        let mut line = t(
            lang,
            "status-player",
            &[
                ("name", u(&p.name)),
                ("bar", a(hp_bar(p.hp, p.max_hp))),
                ("rads", a(p.rads)),
                ("ap", a(p.ap)),
                ("caps", a(p.caps)),
            ],
        );
        if !p.effects.is_empty() {
            let _ = write!(line, "\n  {}", effects_line(lang, &p.effects));
        }
        if p.condition != Condition::Active {
            let _ = write!(line, "\n  {}", condition_text(lang, p.condition));
        }
        line
    })
}

/// The enemies, a line each: HP, tier and effects.
fn foes_text(lang: Lang, enemies: &[EnemyView]) -> String {
    lines_or(lang, "status-no-enemies", enemies, |e| {
        let mut line = t(
            lang,
            "status-enemy",
            &[
                ("name", a(foe_name(lang, e))),
                ("bar", a(hidden::enemy_hp(lang, e.hp, e.max_hp))),
                ("tier", a(e.tier)),
            ],
        );
        if !e.effects.is_empty() {
            let _ = write!(line, " · {}", effects_line(lang, &e.effects));
        }
        line
    })
}

/// The initiative order: ▶ the first who has still to act, • the others
/// still to act, ✔ who has acted.
fn initiative_text(
    lang: Lang,
    initiative: &[InitiativeEntry],
    action_status: &ActionStatus,
) -> String {
    let next = initiative
        .iter()
        .position(|e| action_status.pending.contains(&e.unit));
    initiative
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mark = if Some(i) == next {
                "▶"
            } else if action_status.pending.contains(&e.unit) {
                "•"
            } else {
                "✔"
            };
            let line = t(
                lang,
                "initiative-line",
                &[
                    ("pos", a(i + 1)),
                    ("name", a(unit_name(lang, &e.unit))),
                    ("score", a(e.score)),
                ],
            );
            format!("{mark} {line}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn board(lang: Lang, event: &Event) -> Piece {
    let Event::Status {
        world,
        players,
        enemies,
        npcs,
        action_status,
        initiative,
    } = event
    else {
        unreachable!("piece sends only Status here")
    };
    Piece::Embed(status_board(
        lang,
        world,
        players,
        enemies,
        npcs,
        action_status,
        initiative,
    ))
}
