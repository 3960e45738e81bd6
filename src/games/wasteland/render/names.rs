//! Names in the reader's words: items, effects, weather, enemies, units and
//! the lines that list them.

use crate::bot::commands::homebrew::{mark, MARK};
use crate::bot::layout;
use crate::bot::render::{a, join, known_or_user, t, t0};
use crate::engine::rulesets::wasteland::character::Stack;
use crate::engine::rulesets::wasteland::data::{self, LootTier, WeaponEffect};
use crate::engine::rulesets::wasteland::effect::Effect;
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::outcome::{EnemyView, LootItem, Unit};
use crate::engine::rulesets::wasteland::world::Mode;
use crate::i18n::{self, Lang};

/// A house rule's name in the reader's words.
#[must_use]
pub fn house_rule_name(lang: Lang, rule: HouseRule) -> String {
    t0(lang, &format!("house-rule-{}", rule.id()))
}

/// An item's name in a language: a table item's localized name, a user's
/// item escaped.
#[must_use]
pub fn item_name(lang: Lang, item: &str) -> String {
    known_or_user(lang, "item", item)
}

pub(super) fn effect_name(lang: Lang, effect: &str) -> String {
    known_or_user(lang, "effect", effect)
}

pub(super) fn weather_name(
    lang: Lang,
    weather: crate::engine::rulesets::wasteland::world::Weather,
) -> String {
    i18n::name(lang, "weather", weather.name())
}

pub(super) fn period_name(
    lang: Lang,
    period: crate::engine::rulesets::wasteland::world::Period,
) -> String {
    i18n::name(lang, "period", period.name())
}

pub(super) fn tier_name(lang: Lang, tier: LootTier) -> String {
    i18n::name(lang, "tier", tier.name())
}

pub(super) fn mode_name(lang: Lang, mode: Mode) -> String {
    t0(
        lang,
        match mode {
            Mode::Exploration => "mode-exploration",
            Mode::Combat => "mode-combat",
        },
    )
}

pub(super) fn weapon_effect_name(lang: Lang, e: WeaponEffect) -> String {
    t0(
        lang,
        match e {
            WeaponEffect::Stun => "weffect-stun",
            WeaponEffect::Bleed => "weffect-bleed",
            WeaponEffect::Knockdown => "weffect-knockdown",
            WeaponEffect::Pierce => "weffect-pierce",
            WeaponEffect::Spread => "weffect-spread",
            WeaponEffect::Burn => "weffect-burn",
            WeaponEffect::Suppression => "weffect-suppression",
            WeaponEffect::Aoe => "weffect-aoe",
            WeaponEffect::Radiation => "weffect-radiation",
        },
    )
}

/// An enemy's name in `lang`: a template name is translated, and an instance
/// name that starts with a template ("Raider 2") keeps its suffix.
#[must_use]
pub fn enemy_name(lang: Lang, name: &str) -> String {
    let words: Vec<&str> = name.split(' ').collect();
    for cut in (1..=words.len()).rev() {
        let head = words[..cut].join(" ");
        let id = format!(
            "enemy-{}",
            crate::engine::rulesets::wasteland::data::slug(&head)
        );
        if let Some(local) = i18n::try_tr(lang, &id, &[]) {
            let tail = words[cut..].join(" ");
            return if tail.is_empty() {
                local
            } else {
                format!("{local} {}", layout::escape(&tail))
            };
        }
    }
    layout::escape(name)
}

pub(super) fn unit_name(lang: Lang, unit: &Unit) -> String {
    match unit {
        Unit::Player(n) => layout::escape(n),
        Unit::Enemy(n) => enemy_name(lang, n),
    }
}

pub(super) fn effect_with_turns(lang: Lang, e: &Effect) -> String {
    let turns = if e.is_permanent() {
        t0(lang, "turns-permanent")
    } else {
        t(lang, "turns-left", &[("turns", a(e.turns))])
    };
    format!("{} ({turns})", effect_name(lang, &e.name))
}

/// `items` joined as a list in the reader's words, or `none` when there are
/// none.
pub(super) fn join_or_none(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    let mut items = items.into_iter().peekable();
    if items.peek().is_none() {
        t0(lang, "none")
    } else {
        join(lang, items)
    }
}

pub(super) fn effects_line(lang: Lang, effects: &[Effect]) -> String {
    join_or_none(lang, effects.iter().map(|e| effect_with_turns(lang, e)))
}

/// An inventory, the items the campaign brewed (`brewed`) marked.
pub(super) fn stacks_line(lang: Lang, stacks: &[Stack], brewed: &[String]) -> String {
    join_or_none(
        lang,
        stacks.iter().map(|s| {
            let name = item_name(lang, &s.item);
            if brewed.contains(&s.item) {
                format!("{name} {MARK} ×{}", s.qty)
            } else {
                format!("{name} ×{}", s.qty)
            }
        }),
    )
}

/// An enemy's name as embeds show it: marked when its template is one the
/// campaign's homebrew defines.
pub(super) fn foe_name(lang: Lang, e: &EnemyView) -> String {
    let drawn = enemy_name(lang, &e.name);
    match e.template.as_deref() {
        Some(t) => mark(drawn, &["enemies"], t, || data::enemy_template(t).is_some()),
        None => drawn,
    }
}

pub(super) fn loot_line(lang: Lang, l: &LootItem) -> String {
    t(
        lang,
        "loot-line",
        &[
            ("item", a(item_name(lang, &l.item))),
            ("qty", a(l.qty)),
            ("tier", a(tier_name(lang, l.tier))),
        ],
    )
}
