//! Harm and its undoing: combat dice rolled, a unit hurt, healed or cured of
//! rads, a bonus die bought, a Luck re-roll.

use std::fmt::Write as _;

use crate::engine::rulesets::fallout2d20::damage::CombatRoll;
use crate::engine::rulesets::fallout2d20::outcome::{HpChange, Unit};
use crate::engine::rulesets::fallout2d20::Event;
use crate::i18n::Lang;

use crate::bot::render::{a, t, t0, u, EmbedSpec, Tone};

use super::super::faces_bold;
use super::super::names::{damage_name, location_name, unit};
use super::super::pieces::{combat_roll_text, harm_lines, hp_line};

/// Combat dice rolled on their own.
pub(super) fn combat_dice(lang: Lang, roll: &CombatRoll) -> EmbedSpec {
    EmbedSpec::info(t0(lang, "f2d20-bot-combat-dice-title")).desc(combat_roll_text(lang, roll))
}

/// A unit hurt: the HP, the rads, and what the harm did.
pub(super) fn hurt(lang: Lang, event: &Event) -> EmbedSpec {
    let Event::Hurt {
        target,
        amount,
        damage_type,
        location,
        hp,
        rads,
        harm,
    } = event
    else {
        unreachable!("the dispatcher sends only harm here")
    };
    let mut lines = vec![hp_line(lang, target, hp)];
    if let Some((before, after)) = rads {
        lines.push(t(
            lang,
            "f2d20-bot-rads-line",
            &[
                ("before", a(*before)),
                ("after", a(*after)),
                ("max", a(hp.max)),
            ],
        ));
    }
    lines.extend(harm_lines(lang, target, harm));
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-hurt-title",
            &[
                ("name", unit(target)),
                ("amount", a(*amount)),
                ("type", a(damage_name(lang, *damage_type))),
                ("location", a(location_name(lang, location))),
            ],
        ),
        Tone::Failure,
    )
    .desc(lines.join("\n"))
}

/// A unit healed, and revived if it was down.
pub(super) fn healed(
    lang: Lang,
    target: &Unit,
    amount: u32,
    hp: &HpChange,
    revived: bool,
) -> EmbedSpec {
    let mut desc = hp_line(lang, target, hp);
    if revived {
        let _ = write!(
            desc,
            "\n{}",
            t(lang, "f2d20-bot-revived", &[("name", unit(target))])
        );
    }
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-healed-title",
            &[("name", unit(target)), ("amount", a(amount))],
        ),
        Tone::Success,
    )
    .desc(desc)
}

/// Rads cured.
pub(super) fn rads_cured(
    lang: Lang,
    target: &Unit,
    before: u32,
    after: u32,
    max_hp: u32,
) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-rads-cured",
            &[
                ("name", unit(target)),
                ("before", a(before)),
                ("after", a(after)),
                ("max", a(max_hp)),
            ],
        ),
        Tone::Success,
    )
}

/// A bonus combat die bought with AP.
pub(super) fn bonus_die(lang: Lang, character: &str, ap: u32) -> EmbedSpec {
    EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-bonus-title",
            &[("name", u(character)), ("ap", a(ap))],
        ),
        Tone::Combat,
    )
}

/// A Luck re-roll: the dice before and after (the re-rolled ones in bold),
/// the Luck points before and after.
pub(super) fn luck_reroll(
    lang: Lang,
    character: &str,
    dice: &[usize],
    before: &[u32],
    after: &[u32],
    luck_before: u32,
    luck_after: u32,
) -> EmbedSpec {
    let shown = |faces: &[u32]| faces_bold(faces, |i| dice.contains(&i));
    EmbedSpec::new(
        t(lang, "f2d20-bot-luck-title", &[("name", u(character))]),
        Tone::Success,
    )
    .desc(format!(
        "{}\n{}",
        t(
            lang,
            "f2d20-bot-luck-dice",
            &[("before", a(shown(before))), ("after", a(shown(after)))],
        ),
        t(
            lang,
            "f2d20-bot-luck-points",
            &[("before", a(luck_before)), ("after", a(luck_after))],
        )
    ))
}
