//! The Fallout 2d20 game's events and refusals as embeds and text, in the
//! visual language of every game: a test's embed is green or red by its
//! result, attacks and turns are purple, the board and sheets are blue, HP
//! show as bars. An attack shows everything the engine reports: the
//! difficulty and its parts, each d20 against the target number, the exact
//! chance the d20s had, the hit location and its die, each combat die, the
//! effects rolled, damage before and after DR and what every damage effect
//! did. Every word comes from `f2d20.ftl` (`f2d20-bot-*`, and the game's
//! own location, damage type, effect and range words) and user text is
//! escaped. [`MESSAGE_IDS`] lists the fixed ids used here for the locale test.
//!
//! The pieces live by concern: the game's words ([`names`]), the small
//! pieces of every embed (`pieces`), sheets and the board (`board`), tests
//! and attacks (`attack`), one function per event behind a table of
//! contents (`events`), refusals (`refusals`).

mod attack;
mod attack_perks;
mod board;
mod events;
mod names;
mod pieces;
mod refusals;

use crate::engine::rulesets::fallout2d20::campaign::Campaign;
use crate::engine::rulesets::fallout2d20::character::LocationDr;
use crate::engine::rulesets::fallout2d20::outcome::{Saved, TestReport};
use crate::engine::rulesets::fallout2d20::{Event, Outcome};
use crate::i18n::{Arg, Lang};

use crate::bot::layout;
use crate::bot::render::{a, numbered, t, t0, EmbedSpec, Tone};

pub use crate::games::fallout2d20::origins::{
    origin_name, trait_name, MESSAGE_IDS as ORIGIN_MESSAGE_IDS,
};
pub(super) use attack::{applied_line, hit_line, rad_line};
pub use attack_perks::MESSAGE_IDS as ATTACK_PERK_MESSAGE_IDS;
pub(crate) use board::creature_shown;
pub use events::growth::{perk_name, MESSAGE_IDS as GROWTH_MESSAGE_IDS};
pub use names::{
    armour_name, attribute_name, chem_name, damage_name, item_name, location_name, skill_name,
    template_name, weapon_name,
};
pub(super) use names::{dr_lines, faces_bold};
pub(super) use pieces::combat_roll_text;
pub use refusals::rule_error;

use board::pools_text;
use events::event_spec;
use names::unit;
use pieces::{odds_text, saved_line, test_text};

/// Every fixed message id this module uses (ids built from a name, such as a
/// skill's or a weapon's, are checked by the test that draws every event).
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-chem-ended",
    "f2d20-bot-chem-test",
    "f2d20-bot-chem-reroll",
    "f2d20-bot-chem-aim-reroll",
    "f2d20-bot-chem-damage-reroll",
    "f2d20-bot-chem-free-dice",
    "f2d20-bot-diff-sneak",
    "f2d20-bot-sneak",
    "f2d20-bot-sneak-vicious",
    "f2d20-bot-sneak-dice",
    "f2d20-bot-sneak-chems",
    "f2d20-bot-chem-ap",
    "f2d20-bot-chem-cured",
    "f2d20-bot-chem-ap-left",
    "f2d20-bot-chem-brief",
    "f2d20-bot-chem-lasting",
    "f2d20-bot-addicted",
    "f2d20-bot-chem-taken",
    "f2d20-bot-chem-rads",
    "f2d20-bot-chem-irradiated",
    "f2d20-bot-chem-until-next-turn",
    "f2d20-bot-chem-until-scene-ends",
    "f2d20-bot-addiction-yes",
    "f2d20-bot-addiction-no",
    "f2d20-bot-chems",
    "f2d20-bot-hit-blast",
    "f2d20-bot-diff-reach",
    "f2d20-bot-diff-one-handed",
    "f2d20-bot-difficulty-blast",
    "f2d20-bot-qualities",
    "f2d20-bot-q-blast",
    "f2d20-bot-q-blast-missed",
    "f2d20-bot-q-reach",
    "f2d20-bot-q-close-quarters",
    "f2d20-bot-q-one-handed",
    "f2d20-bot-q-reliable",
    "f2d20-bot-q-gatling",
    "f2d20-bot-q-debilitating",
    "f2d20-bot-q-emp",
    "f2d20-bot-diff-parry",
    "f2d20-bot-q-parry",
    "f2d20-bot-zone",
    "f2d20-bot-no-zone",
    "f2d20-bot-zone-set",
    "f2d20-bot-zone-was",
    "f2d20-bot-zone-range-set",
    "f2d20-bot-moved-to",
    "f2d20-bot-entered",
    "f2d20-bot-joined",
    "f2d20-bot-left",
    "f2d20-bot-sheet-title",
    "f2d20-bot-player",
    "f2d20-bot-derived",
    "f2d20-bot-luck",
    "f2d20-bot-special",
    "f2d20-bot-skills",
    "f2d20-bot-tag",
    "f2d20-bot-dr",
    "f2d20-bot-dr-line",
    "f2d20-bot-immune",
    "f2d20-bot-gear",
    "f2d20-bot-weapons",
    "f2d20-bot-ammo",
    "f2d20-bot-worn",
    "f2d20-bot-none",
    "f2d20-bot-condition",
    "f2d20-bot-rads",
    "f2d20-bot-injury",
    "f2d20-bot-persistent-line",
    "f2d20-bot-persistent-untreated",
    "f2d20-bot-stunned",
    "f2d20-bot-prone",
    "f2d20-bot-dying",
    "f2d20-bot-unconscious",
    "f2d20-bot-dead",
    "f2d20-bot-defend-bonus",
    "f2d20-bot-cover",
    "f2d20-bot-readied",
    "f2d20-bot-creature-title",
    "f2d20-bot-creature-line",
    "f2d20-bot-ally",
    "f2d20-bot-attacks",
    "f2d20-bot-board",
    "f2d20-bot-board-empty",
    "f2d20-bot-characters",
    "f2d20-bot-creatures",
    "f2d20-bot-pools",
    "f2d20-bot-round",
    "f2d20-bot-opening",
    "f2d20-bot-initiative-line",
    "f2d20-bot-tied",
    "f2d20-bot-creatures-added",
    "f2d20-bot-creature-removed",
    "f2d20-bot-given",
    "f2d20-bot-taken",
    "f2d20-bot-worn-title",
    "f2d20-bot-replaced",
    "f2d20-bot-removed-armour",
    "f2d20-bot-rank",
    "f2d20-bot-action-title",
    "f2d20-bot-assists",
    "f2d20-bot-readies",
    "f2d20-bot-stood-up",
    "f2d20-bot-test-title",
    "f2d20-bot-defend-title",
    "f2d20-bot-defense",
    "f2d20-bot-first-aid-title",
    "f2d20-bot-aid-failed",
    "f2d20-bot-aid-healed",
    "f2d20-bot-aid-treated",
    "f2d20-bot-aid-stabilised",
    "f2d20-bot-aid-woke",
    "f2d20-bot-rally-title",
    "f2d20-bot-commanded",
    "f2d20-bot-persistent-title",
    "f2d20-bot-stopped",
    "f2d20-bot-stopped-none",
    "f2d20-bot-combat-dice-title",
    "f2d20-bot-hurt-title",
    "f2d20-bot-rads-line",
    "f2d20-bot-healed-title",
    "f2d20-bot-revived",
    "f2d20-bot-rads-cured",
    "f2d20-bot-cover-set",
    "f2d20-bot-ap-set",
    "f2d20-bot-session",
    "f2d20-bot-luck-line",
    "f2d20-bot-combat-started",
    "f2d20-bot-reordered",
    "f2d20-bot-turn-title",
    "f2d20-bot-new-round",
    "f2d20-bot-turn-ended",
    "f2d20-bot-combat-ended",
    "f2d20-bot-luck-title",
    "f2d20-bot-luck-dice",
    "f2d20-bot-luck-points",
    "f2d20-bot-luck-button",
    "f2d20-bot-bonus-title",
    "f2d20-bot-bonus-button",
    "f2d20-bot-pool-group",
    "f2d20-bot-pool-gm",
    "f2d20-bot-poolword-group",
    "f2d20-bot-poolword-gm",
    "f2d20-bot-ap-move",
    "f2d20-bot-ap-cost",
    "f2d20-bot-saved",
    "f2d20-bot-saved-lost",
    "f2d20-bot-bought",
    "f2d20-bot-bought-gm",
    "f2d20-bot-dice",
    "f2d20-bot-target-number",
    "f2d20-bot-passed",
    "f2d20-bot-failed",
    "f2d20-bot-aim-reroll",
    "f2d20-bot-assist-line",
    "f2d20-bot-assist-uncounted",
    "f2d20-bot-odds",
    "f2d20-bot-odds-line",
    "f2d20-bot-test",
    "f2d20-bot-turn",
    "f2d20-bot-turn-line",
    "f2d20-bot-turn-stunned",
    "f2d20-bot-turn-aimed",
    "f2d20-bot-moved",
    "f2d20-bot-not-moved",
    "f2d20-bot-no-slot",
    "f2d20-bot-ap",
    "f2d20-bot-attack-title",
    "f2d20-bot-difficulty",
    "f2d20-bot-diff-defend",
    "f2d20-bot-diff-location",
    "f2d20-bot-diff-range",
    "f2d20-bot-diff-second",
    "f2d20-bot-diff-head",
    "f2d20-bot-hit",
    "f2d20-bot-miss",
    "f2d20-bot-location",
    "f2d20-bot-location-rolled",
    "f2d20-bot-location-aimed",
    "f2d20-bot-damage-dice",
    "f2d20-bot-damage-roll",
    "f2d20-bot-dice-sources",
    "f2d20-bot-hits",
    "f2d20-bot-hit-line",
    "f2d20-bot-hit-immune",
    "f2d20-bot-hit-spread",
    "f2d20-bot-hit-burst",
    "f2d20-bot-pierced",
    "f2d20-bot-cover-roll",
    "f2d20-bot-critical",
    "f2d20-bot-injured",
    "f2d20-bot-falls-dying",
    "f2d20-bot-killed",
    "f2d20-bot-effects",
    "f2d20-bot-fx-burst",
    "f2d20-bot-fx-breaking",
    "f2d20-bot-fx-breaking-cover",
    "f2d20-bot-fx-persistent",
    "f2d20-bot-fx-piercing",
    "f2d20-bot-fx-radioactive",
    "f2d20-bot-fx-spread",
    "f2d20-bot-fx-stun",
    "f2d20-bot-fx-vicious",
    "f2d20-bot-radiation",
    "f2d20-bot-rad-line",
    "f2d20-bot-target-dr",
    "f2d20-bot-ammo-used",
    "f2d20-bot-core-shots",
    "f2d20-bot-thrown",
    "f2d20-bot-from-generated",
    "f2d20-bot-effect-persistent",
    "f2d20-bot-effect-dying-test",
    "f2d20-bot-effect-survived",
    "f2d20-bot-effect-died",
    "f2d20-bot-effect-stunned",
    "f2d20-bot-effect-defend-ended",
    "f2d20-bot-effect-ready-ended",
    "f2d20-bot-effect-ended",
    "f2d20-bot-kind-melee",
    "f2d20-bot-kind-guns",
    "f2d20-bot-kind-other",
    "f2d20-bot-attr-body",
    "f2d20-bot-attr-mind",
];

/// What the bot knows of the campaign after a command, for the embeds that
/// show more than the events carry: the AP pools and the DR of every unit
/// by location.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Table {
    /// The group pool.
    pub group_ap: u32,
    /// The GM's pool.
    pub gm_ap: u32,
    /// Each unit's name and its DR by location.
    pub dr: Vec<(String, Vec<LocationDr>)>,
}

impl Table {
    /// The pools and DR of a campaign as it stands.
    #[must_use]
    pub fn of(campaign: &Campaign) -> Table {
        let mut dr: Vec<(String, Vec<LocationDr>)> = campaign
            .characters
            .iter()
            .map(|c| (c.name.clone(), c.sheet().dr))
            .collect();
        dr.extend(
            campaign
                .creatures
                .iter()
                .map(|c| (c.name.clone(), c.view().dr)),
        );
        Table {
            group_ap: campaign.group_ap,
            gm_ap: campaign.gm_ap,
            dr,
        }
    }

    fn dr_of(&self, name: &str) -> Option<&[LocationDr]> {
        self.dr
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, dr)| dr.as_slice())
    }
}
/// Embeds for an outcome of the game, one per event, fitted to Discord's
/// limits.
#[must_use]
pub fn outcome_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    outcome_specs_at(lang, outcome, None)
}

/// [`outcome_specs`] with what the campaign shows after the command: the AP
/// pools and the target's DR by location ([`Table`]).
#[must_use]
pub fn outcome_specs_at(lang: Lang, outcome: &Outcome, table: Option<&Table>) -> Vec<EmbedSpec> {
    let _drawing = crate::bot::commands::homebrew::drawing(outcome.homebrew.as_ref());
    let mut specs = Vec::new();
    let mut events = outcome.events.iter().peekable();
    while let Some(event) = events.next() {
        // A repeated test is one embed: a numbered line per test, the odds once.
        if let Event::Test { test, saved, .. } = event {
            let mut tests = vec![(&**test, saved.as_ref())];
            while let Some(Event::Test { test, saved, .. }) = events.peek() {
                tests.push((&**test, saved.as_ref()));
                events.next();
            }
            if tests.len() > 1 {
                specs.push(test_series_spec(lang, &tests, table));
                continue;
            }
        }
        specs.push(event_spec(lang, event, table));
    }
    specs.into_iter().flat_map(layout::fit).collect()
}

/// One embed for a test made several times (`/f2d20 test repeat:`): what is
/// tested once, a numbered line per test with its dice, verdict and AP saved,
/// the odds and the pools once.
fn test_series_spec(
    lang: Lang,
    tests: &[(&TestReport, Option<&Saved>)],
    table: Option<&Table>,
) -> EmbedSpec {
    let first = tests[0].0;
    let mut lines = Vec::with_capacity(tests.len() + 1);
    for (n, (test, saved)) in tests.iter().enumerate() {
        let text = test_text(lang, test);
        let mut parts: Vec<String> = text.lines().skip(1).map(str::to_owned).collect();
        if n == 0 {
            lines.push(text.lines().next().unwrap_or_default().to_owned());
        }
        if let Some(s) = saved {
            parts.push(saved_line(lang, s));
        }
        lines.push(numbered(n, &parts.join(" · ")));
    }
    let title = t(
        lang,
        "f2d20-bot-test-times",
        &[("name", unit(&first.unit)), ("times", a(tests.len()))],
    );
    let tone = if tests.iter().all(|(t, _)| t.passed) {
        Tone::Success
    } else {
        Tone::Info
    };
    let mut spec = EmbedSpec::new(title, tone).desc(lines.join("\n"));
    spec.field(
        t0(lang, "f2d20-bot-odds"),
        odds_text(lang, &first.roll),
        false,
    );
    if let Some(table) = table {
        spec.field(
            t0(lang, "f2d20-bot-ap"),
            pools_text(lang, table.group_ap, table.gm_ap),
            false,
        );
    }
    spec
}

/// The label of a Luck re-roll button.
#[must_use]
pub fn luck_button_label(lang: Lang, name: &str, luck: u32) -> String {
    layout::cut(
        &t(
            lang,
            "f2d20-bot-luck-button",
            &[("name", Arg::from(name.to_owned())), ("luck", a(luck))],
        ),
        80,
    )
}

/// The label of a bonus combat die button.
#[must_use]
pub fn bonus_button_label(lang: Lang) -> String {
    t0(lang, "f2d20-bot-bonus-button")
}
