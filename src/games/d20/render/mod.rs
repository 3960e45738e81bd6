//! The d20 game's events and refusals as embeds and text, in the visual
//! language of every game: a check's embed is coloured by its level, HP show
//! as bars, combat is purple, the board and sheets are blue. Every word comes
//! from `d20.ftl` (`d20-embed-*`, the game's skill, attribute, condition,
//! weapon and enemy names) and user text is escaped. [`MESSAGE_IDS`] lists
//! the fixed ids used here for the locale test.
//!
//! The pieces live by concern: the game's words (`names`), the sheet
//! (`sheet`), enemies and the board (`board`), rolls (`rolls`), one function
//! per event behind a table of contents (`events`), refusals (`refusals`).

mod board;
mod events;
mod names;
mod refusals;
mod rolls;
mod sheet;
#[cfg(test)]
mod tests;

use crate::engine::rulesets::d20::outcome::Event;
use crate::engine::rulesets::d20::Outcome;
use crate::i18n::Lang;

use crate::bot::render::{self, a, t, EmbedSpec};

pub(crate) use board::enemy_spec;
pub use names::{attribute_name, condition_name, skill_name, template_name, weapon_name};
pub use refusals::rule_error;

use events::event_spec;
use rolls::{dice_text, odds_text, roll_text};

/// Every fixed message id this module uses (ids built from a name, such as a
/// skill's or a weapon's, are checked by the test that draws every event).
pub const MESSAGE_IDS: &[&str] = &[
    "d20-embed-joined",
    "d20-embed-left",
    "d20-embed-sheet-title",
    "d20-embed-sheet-line",
    "d20-embed-player",
    "d20-embed-attributes",
    "d20-embed-skills",
    "d20-embed-saves",
    "d20-embed-conditions",
    "d20-embed-incapacitated",
    "d20-embed-board",
    "d20-embed-board-empty",
    "d20-embed-characters",
    "d20-embed-enemies",
    "d20-embed-enemy-line",
    "d20-embed-combat",
    "d20-embed-round",
    "d20-embed-check-title",
    "d20-embed-save-title",
    "d20-embed-roll-line",
    "d20-embed-odds",
    "d20-embed-nat20-raised",
    "d20-embed-nat20-capped",
    "d20-embed-nat1-lowered",
    "d20-embed-nat1-capped",
    "d20-embed-save-damage",
    "d20-embed-attack-title",
    "d20-embed-attack-roll-line",
    "d20-embed-damage-line",
    "d20-embed-damage-crit",
    "d20-embed-miss",
    "d20-embed-hp",
    "d20-embed-down-character",
    "d20-embed-down-enemy",
    "d20-embed-explosion-title",
    "d20-embed-explosion-line",
    "d20-embed-blast-saves",
    "d20-embed-blast-line",
    "d20-embed-rolled-title",
    "d20-embed-rolled-line",
    "d20-embed-kept",
    "d20-embed-enemies-added",
    "d20-embed-enemy-removed",
    "d20-embed-initiative-title",
    "d20-embed-initiative-line",
    "d20-embed-roll-off",
    "d20-embed-turn-title",
    "d20-embed-new-round",
    "d20-embed-combat-ended",
    "d20-embed-level-title",
    "d20-embed-level-line",
    "d20-embed-hurt-title",
    "d20-embed-healed-title",
    "d20-embed-condition-added",
    "d20-embed-condition-removed",
    "d20-level-critical_failure",
    "d20-level-failure",
    "d20-level-success",
    "d20-level-critical_success",
    "d20-delivery-melee",
    "d20-delivery-ranged",
    "d20-delivery-explosive",
];

/// Embeds for a d20 outcome, one per event, fitted to Discord's limits; a
/// repeated check is one embed (a numbered line per roll, the odds once), and
/// so is a repeated roll.
#[must_use]
pub fn outcome_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    let _drawing = crate::bot::commands::homebrew::drawing(outcome.homebrew.as_ref());
    render::group_runs(
        &outcome.events,
        |event| match event {
            Event::Check { roll, .. } => Some((
                0,
                roll_text(lang, roll, "d20-embed-roll-line").replace('\n', " · "),
            )),
            Event::Rolled { roll } => Some((1, dice_text(lang, roll))),
            _ => None,
        },
        |first, lines| {
            let Event::Check {
                character,
                skill,
                roll,
            } = first
            else {
                let title = t(lang, "d20-embed-rolled-times", &[("times", a(lines.len()))]);
                return EmbedSpec::info(title).desc(lines.join("\n"));
            };
            render::repeated_check(
                lang,
                ["d20-embed-check-times", "d20-embed-odds"],
                (character, skill_name(lang, *skill)),
                &lines,
                odds_text(lang, roll),
            )
        },
        |event| event_spec(lang, event),
    )
}
