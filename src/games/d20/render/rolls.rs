//! Rolls and what they did: a check's roll and odds, HP lines, dice and
//! damage, a check's embed.

use super::names::{level_name, level_tone, unit};
use crate::bot::render::{self, a, hidden, hp_bar, signed, t, t0, EmbedSpec};
use crate::engine::rulesets::d20::check::{NaturalShift, Roll, SuccessLevel};
use crate::engine::rulesets::d20::outcome::{DamageRoll, HpChange, Unit};
use crate::engine::rulesets::d20::DiceRoll;
use crate::i18n::Lang;
use std::fmt::Write as _;

/// "d20 14 +5 = 19 vs DC 15" and the level, the natural shift, the odds.
pub(super) fn roll_text(lang: Lang, roll: &Roll, line_id: &str) -> String {
    masked_roll_text(lang, roll, line_id, (false, false))
}

/// [`roll_text`] with an enemy's numbers masked: its bonus and the total
/// (`mask.0`), the DC or AC (`mask.1`).
pub(super) fn masked_roll_text(
    lang: Lang,
    roll: &Roll,
    line_id: &str,
    mask: (bool, bool),
) -> String {
    let (bonus, total) = if mask.0 {
        (hidden::MASK.to_owned(), hidden::MASK.to_owned())
    } else {
        (signed(roll.bonus.total()), roll.total.to_string())
    };
    let dc = if mask.1 {
        hidden::MASK.to_owned()
    } else {
        roll.dc.to_string()
    };
    let mut text = t(
        lang,
        line_id,
        &[
            ("die", a(roll.die)),
            ("bonus", a(bonus)),
            ("total", a(total)),
            ("dc", a(dc)),
        ],
    );
    let _ = write!(text, "\n**{}**", level_name(lang, roll.level));
    let shift = match roll.shift {
        NaturalShift::None => None,
        NaturalShift::Raised => Some("d20-embed-nat20-raised"),
        NaturalShift::RaiseCapped => Some("d20-embed-nat20-capped"),
        NaturalShift::Lowered => Some("d20-embed-nat1-lowered"),
        NaturalShift::LowerCapped => Some("d20-embed-nat1-capped"),
    };
    if let Some(id) = shift {
        let _ = write!(
            text,
            " {}",
            t(lang, id, &[("base", a(level_name(lang, roll.base_level)))])
        );
    }
    text
}

/// The odds of the four levels: "Critical failure 1/20 (5%) · ...".
pub(super) fn odds_text(lang: Lang, roll: &Roll) -> String {
    SuccessLevel::ALL
        .iter()
        .map(|&level| {
            let faces = roll.odds.faces(level);
            format!(
                "{} {faces}/20 ({}%)",
                level_name(lang, level),
                u32::from(faces) * 5
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

pub(super) fn hp_line(lang: Lang, who: &Unit, hp: &HpChange) -> String {
    let mut line = match who {
        Unit::Enemy(name) if !hidden::numbers_shown() => {
            hidden::enemy_hp_line(lang, name, hp.after, hp.max)
        }
        _ => t(
            lang,
            "d20-embed-hp",
            &[
                ("name", unit(who)),
                ("bar", a(hp_bar(hp.after, hp.max))),
                ("before", a(hp.before)),
            ],
        ),
    };
    if hp.down && hp.before > 0 {
        let id = match who {
            Unit::Character(_) => "d20-embed-down-character",
            Unit::Enemy(_) => "d20-embed-down-enemy",
        };
        let _ = write!(line, "\n{}", t(lang, id, &[("name", unit(who))]));
    }
    line
}

pub(super) fn dice_text(lang: Lang, roll: &DiceRoll) -> String {
    let faces = render::faces(&roll.faces);
    let mut text = t(
        lang,
        "d20-embed-rolled-line",
        &[
            ("expr", a(roll.expr.clone())),
            ("faces", a(faces)),
            ("total", a(roll.total)),
        ],
    );
    if roll.kept.len() != roll.faces.len() {
        let kept = render::faces(&roll.kept);
        let _ = write!(text, " {}", t(lang, "d20-embed-kept", &[("kept", a(kept))]));
    }
    if roll.modifier != 0 {
        let _ = write!(text, " {}", signed(roll.modifier));
    }
    text
}

pub(super) fn damage_text(lang: Lang, damage: &DamageRoll) -> String {
    let mut text = t(
        lang,
        "d20-embed-damage-line",
        &[
            ("dice", a(dice_text(lang, &damage.dice))),
            ("attribute", a(signed(damage.attribute_bonus))),
            ("total", a(damage.total)),
        ],
    );
    if damage.multiplier > 1 {
        let _ = write!(text, " {}", t0(lang, "d20-embed-damage-crit"));
    }
    text
}

pub(super) fn check_spec(lang: Lang, title: String, roll: &Roll) -> EmbedSpec {
    let mut spec = EmbedSpec::new(title, level_tone(roll.level)).desc(roll_text(
        lang,
        roll,
        "d20-embed-roll-line",
    ));
    spec.field(t0(lang, "d20-embed-odds"), odds_text(lang, roll), false);
    spec
}
