//! The game's refusals in the reader's words, with the names it suggests.

use super::names::{
    armour_name, item_name, location_name, range_name, skill_name, template_name, weapon_name,
};
use crate::bot::{layout, render};
use crate::engine::rulesets::fallout2d20::data::RangeBand;
use crate::engine::rulesets::fallout2d20::error::Unknown;
use crate::engine::rulesets::fallout2d20::{RuleError, Skill};
use crate::games::fallout2d20::apparel;
use crate::i18n;
use crate::i18n::Lang;

/// A name the game suggests instead of an unknown one, in the reader's words.
pub(super) fn suggestion(lang: Lang, kind: Unknown, name: &str) -> String {
    match kind {
        Unknown::Skill => layout::parsed_or_escaped(name, Skill::parse, |s| skill_name(lang, s)),
        Unknown::Weapon => weapon_name(lang, name),
        Unknown::Item | Unknown::Ammo => item_name(lang, name),
        Unknown::Template => template_name(lang, name),
        Unknown::Armour => armour_name(lang, name),
        Unknown::Location => location_name(lang, name),
        Unknown::Perk | Unknown::Magazine => super::perk_name(lang, name),
        Unknown::Origin => super::origin_name(lang, name),
        Unknown::Trait => super::trait_name(lang, name),
        Unknown::Mod => crate::games::fallout2d20::mods::mod_name(lang, name),
        Unknown::Disease => crate::games::fallout2d20::diseases::disease_name(lang, name),
        _ => layout::escape(name),
    }
}

/// The perk an attack option of the command line states (`--quick-hands`):
/// on Discord the `perk` option names it, so a refusal names the perk.
fn perk_of_option(option: &str) -> Option<&'static str> {
    use crate::engine::rulesets::fallout2d20::attack_perks::{
        BLITZ, FINESSE, GUN_FU, HEAVE_HO, QUICK_HANDS,
    };
    match option {
        "--quick-hands" => Some(QUICK_HANDS),
        "--gun-fu" => Some(GUN_FU),
        "--heave-ho" => Some(HEAVE_HO),
        "--moved" => Some(BLITZ),
        "--finesse" => Some(FINESSE),
        _ => None,
    }
}

/// A refusal of the game in the reader's words (the words the CLI gives),
/// user text escaped, with the names it suggests.
#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let text = render::refusal(
        lang,
        "f2d20",
        &error.code(),
        &value,
        &error.to_string(),
        |key, s| match key {
            "skill" => Skill::parse(s).map(|sk| skill_name(lang, sk)),
            "weapon" => Some(weapon_name(lang, s)),
            "piece" => Some(armour_name(lang, s)),
            "item" | "ammo" => Some(item_name(lang, s)),
            "band" | "reach" => RangeBand::parse(s).map(|b| range_name(lang, b)),
            "limit" => i18n::try_tr(lang, &format!("f2d20-bot-limit-{s}"), &[]),
            "pool" => i18n::try_tr(lang, &format!("f2d20-bot-poolword-{s}"), &[]),
            "attribute" | "allowed" => apparel::attribute_words(lang, s),
            "origin" => Some(crate::games::fallout2d20::origins::origin_name(lang, s)),
            "perk" | "magazine" | "beside" => Some(super::perk_name(lang, s)),
            "option" => perk_of_option(s).map(|perk| super::perk_name(lang, perk)),
            "tag_from" => Some(render::join(
                lang,
                s.split(',')
                    .filter_map(Skill::parse)
                    .map(|sk| skill_name(lang, sk)),
            )),
            "offered" => Some(render::join(
                lang,
                s.split([',', '，'])
                    .map(|x| super::trait_name(lang, x.trim())),
            )),
            "other" => crate::games::fallout2d20::vocabulary::named_under(
                lang,
                &["f2d20-weapon-mod-", "f2d20-apparel-mod-"],
                s,
            ),
            "kind" => i18n::try_tr(lang, &format!("f2d20-kindword-{s}"), &[]),
            "part" => Some(crate::games::fallout2d20::robot_command::part_name(lang, s)),
            "spot" | "fits" => Some(render::join(
                lang,
                s.split(',')
                    .map(|x| crate::games::fallout2d20::robot_command::location_label(lang, x)),
            )),
            _ => None,
        },
    );
    match error.unknown_name() {
        Some((kind, name, names)) => {
            render::offering(lang, text, name, names, |s| suggestion(lang, *kind, s))
        }
        None => text,
    }
}
