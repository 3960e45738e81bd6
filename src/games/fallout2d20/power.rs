//! Power armour in the Fallout 2d20 game's embeds and text: a frame's and a
//! piece's name in the reader's language, entering and leaving the frame,
//! attaching, detaching and repairing pieces, a hit a piece took, and the
//! frame with each piece's HP on the sheet and the board. Words come from
//! `f2d20.ftl` (`f2d20-bot-power-*`, `f2d20-bot-pa-*`); [`MESSAGE_IDS`]
//! lists the fixed ids for the locale test.

use std::fmt::Write as _;

use crate::bot::commands::homebrew::mark;
use crate::bot::render::{self, a, join, t, t0, u, EmbedSpec};
use crate::engine::rulesets::fallout2d20::character::LocationDr;
use crate::engine::rulesets::fallout2d20::data::Dr;
use crate::engine::rulesets::fallout2d20::power::{PieceHit, PieceView, PowerArmour, PowerPiece};
use crate::i18n::Lang;

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-pa-entered",
    "f2d20-bot-pa-left",
    "f2d20-bot-pa-pieces",
    "f2d20-bot-pa-piece-line",
    "f2d20-bot-pa-damaged",
    "f2d20-bot-pa-attached",
    "f2d20-bot-pa-detached",
    "f2d20-bot-pa-frame-removed",
    "f2d20-bot-pa-repaired",
    "f2d20-bot-pa-hit",
    "f2d20-bot-pa-hit-critical",
    "f2d20-bot-pa-sheet",
    "f2d20-bot-pa-inside",
    "f2d20-bot-pa-parked",
    "f2d20-bot-pa-title",
];

/// A frame's or a piece's name in the reader's language.
#[must_use]
pub fn piece_name(lang: Lang, piece: &str) -> String {
    render::table_word(
        lang,
        "f2d20-bot-power-",
        PowerPiece::find(piece).map(|p| &*p.name),
        piece,
    )
}

/// A frame's or a piece's name as embeds show it: marked when the
/// campaign's homebrew defines it.
fn piece_shown(lang: Lang, piece: &str) -> String {
    mark(piece_name(lang, piece), &["power_armor"], piece, || {
        PowerPiece::find(piece).is_some()
    })
}

/// One piece: "T-45 Helm (head) 5/7 HP", with "damaged" at 0 HP.
fn piece_line(lang: Lang, p: &PieceView) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-pa-piece-line",
        &[
            ("piece", a(piece_shown(lang, &p.piece))),
            (
                "location",
                a(super::render::location_name(lang, &p.location)),
            ),
            ("hp", a(p.hp)),
            ("max", a(p.max)),
        ],
    );
    if p.hp == 0 {
        let _ = write!(line, " {}", t0(lang, "f2d20-bot-pa-damaged"));
    }
    line
}

/// The pieces, one a line, or "none".
fn pieces_text(lang: Lang, pieces: &[PieceView]) -> String {
    if pieces.is_empty() {
        return t0(lang, "f2d20-bot-none");
    }
    pieces
        .iter()
        .map(|p| piece_line(lang, p))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The DR by location as a field of the embed.
pub(super) fn dr_field(lang: Lang, spec: &mut EmbedSpec, dr: &[(String, Dr)]) {
    let lines: Vec<LocationDr> = dr
        .iter()
        .map(|(l, d)| LocationDr {
            location: l.clone(),
            dr: *d,
        })
        .collect();
    spec.field(
        t0(lang, "f2d20-bot-dr"),
        super::render::dr_lines(lang, &lines),
        false,
    );
}

/// Entering or leaving power armour.
#[must_use]
pub fn entered_spec(
    lang: Lang,
    character: &str,
    frame: &str,
    inside: bool,
    pieces: &[PieceView],
    dr: &[(String, Dr)],
) -> EmbedSpec {
    let id = if inside {
        "f2d20-bot-pa-entered"
    } else {
        "f2d20-bot-pa-left"
    };
    let mut spec = EmbedSpec::info(t(
        lang,
        id,
        &[
            ("name", u(character)),
            ("frame", a(piece_shown(lang, frame))),
        ],
    ));
    spec.field(
        t0(lang, "f2d20-bot-pa-pieces"),
        pieces_text(lang, pieces),
        false,
    );
    dr_field(lang, &mut spec, dr);
    spec
}

/// A piece attached to the frame.
#[must_use]
pub fn attached_spec(
    lang: Lang,
    character: &str,
    piece: &PieceView,
    replaced: Option<&str>,
    dr: &[(String, Dr)],
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "f2d20-bot-pa-attached",
        &[
            ("name", u(character)),
            ("piece", a(piece_line(lang, piece))),
        ],
    ));
    if let Some(r) = replaced {
        spec.description = t(
            lang,
            "f2d20-bot-replaced",
            &[("pieces", a(piece_shown(lang, r)))],
        );
    }
    dr_field(lang, &mut spec, dr);
    spec
}

/// A piece taken off the frame.
#[must_use]
pub fn detached_spec(
    lang: Lang,
    character: &str,
    piece: &PieceView,
    dr: &[(String, Dr)],
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "f2d20-bot-pa-detached",
        &[
            ("name", u(character)),
            ("piece", a(piece_line(lang, piece))),
        ],
    ));
    dr_field(lang, &mut spec, dr);
    spec
}

/// The frame put away with its pieces.
#[must_use]
pub fn frame_removed_spec(
    lang: Lang,
    character: &str,
    frame: &str,
    pieces: &[String],
) -> EmbedSpec {
    let list = join(lang, pieces.iter().map(|p| piece_shown(lang, p)));
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-pa-frame-removed",
        &[
            ("name", u(character)),
            ("frame", a(piece_shown(lang, frame))),
            (
                "pieces",
                a(if list.is_empty() {
                    t0(lang, "f2d20-bot-none")
                } else {
                    list
                }),
            ),
        ],
    ))
}

/// A piece repaired.
#[must_use]
pub fn repaired_spec(lang: Lang, character: &str, piece: &PieceView, before: u32) -> EmbedSpec {
    EmbedSpec::info(t(
        lang,
        "f2d20-bot-pa-repaired",
        &[
            ("name", u(character)),
            ("piece", a(piece_shown(lang, &piece.piece))),
            ("before", a(before)),
            ("hp", a(piece.hp)),
            ("max", a(piece.max)),
        ],
    ))
}

/// What a hit did to the piece that took it, under the hit's line.
#[must_use]
pub fn hit_line(lang: Lang, hit: &PieceHit) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-pa-hit",
        &[
            ("piece", a(piece_shown(lang, &hit.piece))),
            ("before", a(hit.before)),
            ("hp", a(hit.after)),
            ("max", a(hit.max)),
        ],
    );
    if hit.critical {
        let _ = write!(line, " {}", t0(lang, "f2d20-bot-pa-hit-critical"));
    } else if hit.after == 0 {
        let _ = write!(line, " {}", t0(lang, "f2d20-bot-pa-damaged"));
    }
    line
}

/// The sheet's power armour field: the frame, in it or not, each piece.
#[must_use]
pub fn sheet_text(lang: Lang, power: &PowerArmour) -> String {
    let state = if power.inside {
        "f2d20-bot-pa-inside"
    } else {
        "f2d20-bot-pa-parked"
    };
    let core = super::fusion::core_text(lang, power)
        .map(|c| format!(" · {c}"))
        .unwrap_or_default();
    format!(
        "{}{core}\n{}",
        t(
            lang,
            "f2d20-bot-pa-sheet",
            &[
                ("frame", a(piece_shown(lang, &power.frame))),
                ("state", a(t0(lang, state))),
            ],
        ),
        pieces_text(lang, &power.views())
    )
}

/// The board's short form: the frame and each piece's HP on one line.
#[must_use]
pub fn board_text(lang: Lang, power: &PowerArmour) -> String {
    let pieces = power
        .views()
        .iter()
        .map(|p| {
            format!(
                "{} {}/{}",
                super::render::location_name(lang, &p.location),
                p.hp,
                p.max
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mut frame = piece_shown(lang, &power.frame);
    if let Some(core) = super::fusion::core_text(lang, power) {
        frame = format!("{frame} ({core})");
    }
    if pieces.is_empty() {
        format!("🛡️ {frame}")
    } else {
        format!("🛡️ {frame}: {pieces}")
    }
}
