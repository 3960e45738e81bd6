//! A robot's parts on Discord and in every reply: `/f2d20-robot` (the GM
//! sets a robot's armour at a location or fits a module, or takes either
//! off) with its autocomplete (the location words; the parts that go
//! there), and the `robot_part` event's embed. Words come from
//! `f2d20-origins.ftl` (`f2d20-bot-robot-*`); a part's name shows in the
//! reader's language where `f2d20_names.ftl` has one ([`part_name`]).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, other_option, respond};
use crate::bot::layout;
use crate::bot::render::{a, join, t, u, EmbedSpec, Tone};
use crate::bot::{Context, Error};
use crate::engine::rulesets::fallout2d20::character::LocationDr;
use crate::engine::rulesets::fallout2d20::robots::{
    robot_location, PartChange, LOCATION_WORDS, MODULE_SLOT, ROBOT_ARMOUR, ROBOT_MODULES,
};
use crate::engine::rulesets::fallout2d20::Command;
use crate::i18n::Lang;

use super::commands::run_here;
use super::render::{dr_lines, location_name};

/// Set a robot's armour or module, or take it off.
// Its own top-level command: `/f2d20` is near Discord's size limit.
#[poise::command(slash_command, rename = "f2d20-robot")]
pub async fn robot(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: String,
    #[max_length = 20]
    #[autocomplete = "crate::games::fallout2d20::robot_command::locations"]
    location: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::robot_command::parts"]
    part: String,
    remove: Option<bool>,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::Robot {
            character,
            location,
            part: super::word(&part),
            remove: remove.unwrap_or(false),
        },
    )
    .await
}

/// A location key in the reader's language: a hit location's name, or
/// the module slot's.
#[must_use]
pub fn location_label(lang: Lang, key: &str) -> String {
    if key == MODULE_SLOT {
        t(lang, "f2d20-bot-robot-module", &[])
    } else {
        location_name(lang, key)
    }
}

/// The locations and the module slot.
pub async fn locations(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = LOCATION_WORDS
        .iter()
        .skip(6)
        .map(|w| (layout::plain(&location_label(lang, w)), (*w).to_owned()))
        .collect();
    respond(partial, choices)
}

/// The armour that covers the chosen location, or the modules.
pub async fn parts(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let at = other_option(ctx, "location")
        .as_deref()
        .and_then(robot_location)
        .unwrap_or(MODULE_SLOT);
    let names: Vec<String> = if at == MODULE_SLOT {
        ROBOT_MODULES.iter().map(|m| m.name.to_string()).collect()
    } else {
        ROBOT_ARMOUR
            .iter()
            .filter(|r| r.locations.iter().any(|l| l == at))
            .map(|r| r.name.to_string())
            .collect()
    };
    let choices = names
        .into_iter()
        .map(|n| (layout::plain(&part_name(lang, &n)), n))
        .collect();
    respond(partial, choices)
}

/// A robot armour piece's or module's name in the reader's language (as
/// the table spells it, escaped, where no name is given).
#[must_use]
pub fn part_name(lang: Lang, part: &str) -> String {
    let prefixes = ["f2d20-robot-armour-", "f2d20-robot-module-"];
    let shown = super::vocabulary::named_under(lang, &prefixes, part);
    layout::escape(shown.as_deref().unwrap_or(part))
}

/// The sheet's robot field: the armour held at each location and the
/// modules (`None` for a character holding neither).
#[must_use]
pub fn sheet_field(
    lang: Lang,
    sheet: &crate::engine::rulesets::fallout2d20::character::Sheet,
) -> Option<(String, String)> {
    if sheet.robot_armour.is_empty() && sheet.modules.is_empty() {
        return None;
    }
    let mut lines = Vec::new();
    for row in &crate::engine::rulesets::fallout2d20::data::HUMANOID {
        let held: Vec<String> = sheet
            .robot_armour
            .iter()
            .filter(|p| {
                crate::engine::rulesets::fallout2d20::robots::RobotArmour::find(p)
                    .is_some_and(|r| r.locations.iter().any(|l| l == row.key))
            })
            .map(|p| part_name(lang, p))
            .collect();
        if !held.is_empty() {
            lines.push(t(
                lang,
                "f2d20-bot-robot-at",
                &[
                    ("location", a(location_name(lang, row.key))),
                    ("list", a(join(lang, held))),
                ],
            ));
        }
    }
    if !sheet.modules.is_empty() {
        let list = join(lang, sheet.modules.iter().map(|m| part_name(lang, m)));
        lines.push(t(lang, "f2d20-bot-robot-modules", &[("list", a(list))]));
    }
    Some((t(lang, "f2d20-bot-robot-parts", &[]), lines.join("\n")))
}

/// The embed of a robot's part set or taken off.
#[must_use]
pub fn part_spec(lang: Lang, change: &PartChange) -> EmbedSpec {
    let id = if change.removed {
        "f2d20-bot-robot-removed"
    } else {
        "f2d20-bot-robot-set"
    };
    let title = t(
        lang,
        id,
        &[
            ("name", u(&change.character)),
            ("part", a(part_name(lang, &change.part))),
            ("location", a(location_label(lang, &change.location))),
        ],
    );
    let mut lines = Vec::new();
    if !change.replaced.is_empty() {
        let list = join(lang, change.replaced.iter().map(|p| part_name(lang, p)));
        lines.push(t(lang, "f2d20-bot-robot-replaced", &[("list", a(list))]));
    }
    for (id, held) in [
        ("f2d20-bot-robot-armour", &change.armour),
        ("f2d20-bot-robot-modules", &change.modules),
    ] {
        if !held.is_empty() {
            let list = join(lang, held.iter().map(|p| part_name(lang, p)));
            lines.push(t(lang, id, &[("list", a(list))]));
        }
    }
    if let Some(dr) = change.dr {
        lines.push(dr_lines(
            lang,
            &[LocationDr {
                location: change.location.clone(),
                dr,
            }],
        ));
    }
    let spec = EmbedSpec::new(title, Tone::Success);
    if lines.is_empty() {
        spec
    } else {
        spec.desc(lines.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message id this module uses reads in both languages.
    #[test]
    fn every_robot_word_reads_in_both_languages() {
        for lang in [Lang::EnUs, Lang::ZhCn] {
            let known = crate::i18n::raw_ids(lang);
            for id in [
                "f2d20-bot-robot-set",
                "f2d20-bot-robot-removed",
                "f2d20-bot-robot-replaced",
                "f2d20-bot-robot-armour",
                "f2d20-bot-robot-modules",
                "f2d20-bot-robot-module",
                "f2d20-bot-robot-parts",
                "f2d20-bot-robot-at",
            ] {
                assert!(known.contains(&id.to_owned()), "{lang:?} {id}");
            }
        }
    }
}
