//! The classic Fallout game's events and refusals as embeds and text, in the
//! visual language of every game: a check's embed is coloured by its result
//! and shows the die, the target, the margin and the exact odds of the four
//! results; combat is purple, damage to someone red; HP show as bars; the
//! board and sheets are blue. Every word comes from `pnp.ftl` (`pnp-bot-*`,
//! the game's skill, race, armour, weapon and enemy names) and user text is
//! escaped. [`MESSAGE_IDS`] lists the fixed ids used here for the locale test.
//!
//! The pieces live by concern: the game's words (`names`), the sheet
//! (`sheet`), enemies and the board (`board`), rolls and damage (`dice`), one
//! function per event behind a table of contents (`events`), refusals
//! (`refusals`).

mod board;
mod dice;
mod events;
mod names;
mod refusals;
mod sheet;
#[cfg(test)]
mod tests;

use crate::engine::rulesets::pnp::{Event, Outcome};
use crate::i18n::Lang;

use crate::bot::render::{self, t0, EmbedSpec};

pub(crate) use board::enemy_spec;
pub use names::{
    ammo_name, armour_name, attribute_name, race_name, skill_name, template_name, weapon_name,
};
pub use refusals::rule_error;

use dice::{odds_text, skill_roll_text};
use events::event_spec;

/// Every fixed message id this module uses (ids built from a name, such as a
/// skill's or a weapon's, are checked by the test that draws every event).
pub const MESSAGE_IDS: &[&str] = &[
    "pnp-bot-round-quiet-title",
    "pnp-bot-round-quiet",
    "pnp-bot-joined",
    "pnp-bot-left",
    "pnp-bot-sheet-title",
    "pnp-bot-sheet-line",
    "pnp-bot-player-race",
    "pnp-bot-special",
    "pnp-bot-skills",
    "pnp-bot-ammo-field",
    "pnp-bot-unspent",
    "pnp-bot-pending",
    "pnp-bot-pip-boy",
    "pnp-bot-burning-now",
    "pnp-bot-poisoned-now",
    "pnp-bot-dead",
    "pnp-bot-board",
    "pnp-bot-board-empty",
    "pnp-bot-characters",
    "pnp-bot-enemies",
    "pnp-bot-settings",
    "pnp-bot-enemy-line",
    "pnp-bot-enemy-leader",
    "pnp-bot-enemy-fled",
    "pnp-bot-spent-title",
    "pnp-bot-spent-line",
    "pnp-bot-check-title",
    "pnp-bot-check-line",
    "pnp-bot-margin",
    "pnp-bot-odds",
    "pnp-bot-odds-title",
    "pnp-bot-odds-target",
    "pnp-bot-save-title",
    "pnp-bot-save-line",
    "pnp-bot-save-rerolled",
    "pnp-bot-xp-title",
    "pnp-bot-xp-line",
    "pnp-bot-xp-level",
    "pnp-bot-xp-pending",
    "pnp-bot-level-up-title",
    "pnp-bot-level-up-attribute",
    "pnp-bot-level-up-skills",
    "pnp-bot-level-hp",
    "pnp-bot-setting-half-points",
    "pnp-bot-setting-criticals",
    "pnp-bot-enemy-added",
    "pnp-bot-enemy-removed",
    "pnp-bot-leader",
    "pnp-bot-morale-set",
    "pnp-bot-morale-none",
    "pnp-bot-attack-title",
    "pnp-bot-attack-line",
    "pnp-bot-hit",
    "pnp-bot-miss",
    "pnp-bot-chance",
    "pnp-bot-chance-skill",
    "pnp-bot-chance-agility",
    "pnp-bot-chance-immobile",
    "pnp-bot-chance-band",
    "pnp-bot-chance-aimed",
    "pnp-bot-chance-scope",
    "pnp-bot-chance-modifier",
    "pnp-bot-chance-called",
    "pnp-bot-ammo-used-title",
    "pnp-bot-ammo-die",
    "pnp-bot-ammo-change",
    "pnp-bot-scatter",
    "pnp-bot-damage-title",
    "pnp-bot-damage-dice",
    "pnp-bot-damage-ring",
    "pnp-bot-damage-armour",
    "pnp-bot-damage-armour-ignored",
    "pnp-bot-damage-factor",
    "pnp-bot-damage-rads",
    "pnp-bot-hp",
    "pnp-bot-called",
    "pnp-bot-burning",
    "pnp-bot-burn-tick",
    "pnp-bot-burn-dropped",
    "pnp-bot-burn-left",
    "pnp-bot-doused",
    "pnp-bot-poisoned",
    "pnp-bot-poison-tick",
    "pnp-bot-poison-damage",
    "pnp-bot-poison-resisted",
    "pnp-bot-poison-left",
    "pnp-bot-morale-title",
    "pnp-bot-morale-line",
    "pnp-bot-morale-flees",
    "pnp-bot-morale-holds",
    "pnp-bot-died",
    "pnp-bot-healed-title",
    "pnp-bot-healed-hp",
    "pnp-bot-healed-rads",
    "pnp-bot-rads",
    "pnp-bot-hurt-title",
    "pnp-bot-revived",
    "pnp-bot-armour-set",
    "pnp-bot-pip-boy-on",
    "pnp-bot-pip-boy-off",
    "pnp-bot-ammo-set",
    "pnp-bot-ammo-found",
    "pnp-bot-ammo-dice",
    "pnp-bot-none",
    "pnp-on",
    "pnp-off",
    "pnp-bot-level-button",
    "pnp-bot-level-pick",
    "pnp-bot-level-placeholder",
    "pnp-bot-level-skills-option",
    "pnp-ammo-plenty",
    "pnp-ammo-some",
    "pnp-ammo-count",
    "pnp-ammo-empty",
];

/// A round in which nothing burns and nobody is poisoned: it has no events,
/// and Discord refuses a reply with nothing to show, so it says so.
#[must_use]
pub fn quiet_round(lang: Lang) -> EmbedSpec {
    EmbedSpec::info(t0(lang, "pnp-bot-round-quiet-title")).desc(t0(lang, "pnp-bot-round-quiet"))
}

/// A round's reply: what burned and what poisoned, or, when nothing did,
/// that the round passed quietly (a reply is never empty).
#[must_use]
pub fn round_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    let specs = outcome_specs(lang, outcome);
    if specs.is_empty() {
        vec![quiet_round(lang)]
    } else {
        specs
    }
}

/// Embeds for an outcome of the classic game, one per event, fitted to
/// Discord's limits; a repeated check is one embed (a numbered line per roll,
/// the odds once).
#[must_use]
pub fn outcome_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    let _drawing = crate::bot::commands::homebrew::drawing(outcome.homebrew.as_ref());
    render::group_runs(
        &outcome.events,
        |event| match event {
            Event::Check { roll, .. } => Some((
                (),
                skill_roll_text(lang, roll, "pnp-bot-check-line").replace('\n', " · "),
            )),
            _ => None,
        },
        |first, lines| {
            let Event::Check {
                character,
                skill,
                roll,
            } = first
            else {
                return event_spec(lang, first);
            };
            render::repeated_check(
                lang,
                ["pnp-bot-check-times", "pnp-bot-odds"],
                (character, skill_name(lang, *skill)),
                &lines,
                odds_text(lang, &roll.odds),
            )
        },
        |event| event_spec(lang, event),
    )
}
