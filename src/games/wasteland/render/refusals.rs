//! Refusals: every rule error as one short sentence in the reader's words.

use std::fmt::Write as _;

use crate::bot::layout;
use crate::bot::render::{a, join, t, t0, u};
use crate::engine::rulesets::wasteland::error::{BudgetRule, Incapacity, Unknown};
use crate::engine::rulesets::wasteland::RuleError;
use crate::i18n::vocabulary::Offer;
use crate::i18n::{self, Lang};

use super::names::{effect_name, enemy_name, item_name, tier_name};
use super::sheet::owner_text;

fn unknown_kind(lang: Lang, k: Unknown) -> String {
    t0(
        lang,
        match k {
            Unknown::Player => "unknown-player",
            Unknown::Enemy => "unknown-enemy",
            Unknown::Template => "unknown-template",
            Unknown::Weapon => "unknown-weapon",
            Unknown::Skill => "unknown-skill",
            Unknown::Attribute => "unknown-attribute",
            Unknown::Consumable => "unknown-consumable",
            Unknown::Item => "unknown-item",
            Unknown::Effect => "unknown-effect",
            Unknown::Weather => "unknown-weather",
            Unknown::Period => "unknown-period",
            Unknown::Mode => "unknown-mode",
            Unknown::Tier => "unknown-tier",
            Unknown::Setting => "unknown-setting",
            Unknown::Ruleset => "unknown-ruleset",
            Unknown::Preset => "unknown-preset",
            Unknown::HouseRule => "unknown-house-rule",
        },
    )
}

fn budget_rule(lang: Lang, rule: &BudgetRule) -> String {
    match rule {
        BudgetRule::Tier { tier, max_tier } => t(
            lang,
            "rule-budget-tier",
            &[("tier", a(*tier)), ("max", a(*max_tier))],
        ),
        BudgetRule::SafeTurns {
            elapsed,
            safe_turns,
        } => t(
            lang,
            "rule-budget-safe",
            &[("elapsed", a(*elapsed)), ("safe", a(*safe_turns))],
        ),
        BudgetRule::Count {
            chapter_day,
            living,
            limit,
        } => t(
            lang,
            "rule-budget-count",
            &[
                ("day", a(*chapter_day)),
                ("living", a(*living)),
                ("limit", a(*limit)),
            ],
        ),
        BudgetRule::Hp {
            used,
            adding,
            budget,
        } => t(
            lang,
            "rule-budget-hp",
            &[
                ("used", a(*used)),
                ("adding", a(*adding)),
                ("budget", a(*budget)),
            ],
        ),
    }
}

/// A rule error as one short localized sentence, with a hint where one helps
/// (close names, enemies that would fit the budget).
#[must_use]
pub fn rule_error(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::Unknown { .. }
        | RuleError::OutOfRange { .. }
        | RuleError::Invalid { .. }
        | RuleError::SpecialOutOfRange { .. }
        | RuleError::SpecialTotal { .. }
        | RuleError::TagSkills { .. } => refused_input(lang, err),
        RuleError::DuplicateName { .. }
        | RuleError::AlreadySet { .. }
        | RuleError::LooksLike { .. }
        | RuleError::OwnerHasCharacter { .. }
        | RuleError::DuplicateParticipant { .. }
        | RuleError::ForbiddenCharacter { .. } => refused_name(lang, err),
        RuleError::FixedWord { name, .. } => t(lang, "cli-err-fixed_word", &[("name", u(name))]),
        RuleError::NotEnoughAp { .. }
        | RuleError::NotEnoughCaps { .. }
        | RuleError::NotEnoughItems { .. }
        | RuleError::OutOfAmmo { .. }
        | RuleError::NotConsumable { .. }
        | RuleError::SkillMaxed { .. }
        | RuleError::NoSuchEffect { .. }
        | RuleError::NotEnoughLoot { .. } => refused_resources(lang, err),
        RuleError::CapsFull { .. } | RuleError::StackFull { .. } => refused_full(lang, err),
        RuleError::CannotAct { .. }
        | RuleError::Dead { .. }
        | RuleError::EnemyDead { .. }
        | RuleError::DuplicateEnemy { .. }
        | RuleError::Budget { .. }
        | RuleError::NotDown { .. }
        | RuleError::NoPlayers
        | RuleError::NoTarget
        | RuleError::UnsafeRest
        | RuleError::NoChapterRaise { .. }
        | RuleError::NoContainer { .. } => refused_situation(lang, err),
    }
}

/// Refusals of what was typed: unknown or out-of-range values, a character
/// that does not add up.
fn refused_input(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::Unknown {
            kind,
            name,
            suggestions,
        } => unknown(lang, *kind, name, suggestions),
        RuleError::OutOfRange {
            what,
            value,
            min,
            max,
        } => t(
            lang,
            "rule-out-of-range",
            &[
                ("what", a(what)),
                ("value", a(*value)),
                ("min", a(*min)),
                ("max", a(*max)),
            ],
        ),
        RuleError::Invalid { what, value } => t(
            lang,
            "rule-invalid",
            &[("what", a(what)), ("value", u(value))],
        ),
        RuleError::SpecialOutOfRange { attribute, value } => t(
            lang,
            "rule-special-range",
            &[
                ("attribute", a(i18n::attribute(lang, *attribute))),
                ("value", a(*value)),
            ],
        ),
        RuleError::SpecialTotal { total } => t(lang, "rule-special-total", &[("total", a(*total))]),
        RuleError::TagSkills { given } => t(
            lang,
            "rule-tag-skills",
            &[(
                "given",
                a(join(lang, given.iter().map(|s| i18n::skill(lang, *s)))),
            )],
        ),
        _ => unreachable!("rule_error sends only this family here"),
    }
}

/// Refusals of a name or a value: taken, already set, too like another, not
/// allowed.
fn refused_name(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::DuplicateName { name } => t(lang, "rule-duplicate-name", &[("name", u(name))]),
        RuleError::AlreadySet { what, value } => t(
            lang,
            "cli-err-already_set",
            &[
                ("what", u(what)),
                ("value", setting_value(lang, what, value)),
            ],
        ),
        RuleError::LooksLike { name, existing } => t(
            lang,
            "cli-err-looks_like",
            &[("name", u(name)), ("existing", u(existing))],
        ),
        RuleError::OwnerHasCharacter { owner, existing } => t(
            lang,
            "rule-owner-has",
            &[("owner", a(owner_text(owner))), ("existing", u(existing))],
        ),
        RuleError::DuplicateParticipant { name } => {
            t(lang, "rule-duplicate-participant", &[("name", u(name))])
        }
        RuleError::ForbiddenCharacter {
            what,
            codepoint,
            value,
        } => t(
            lang,
            "rule-forbidden-character",
            &[
                ("what", a(what)),
                ("codepoint", a(codepoint)),
                ("value", u(value)),
            ],
        ),
        _ => unreachable!("rule_error sends only this family here"),
    }
}

/// An unknown name, with up to five close ones as a hint.
fn unknown(lang: Lang, kind: Unknown, name: &str, suggestions: &[String]) -> String {
    let mut s = t(
        lang,
        "rule-unknown",
        &[("kind", a(unknown_kind(lang, kind))), ("name", u(name))],
    );
    if !suggestions.is_empty() {
        let names = match crate::games::wasteland::vocabulary::offer(lang, name, suggestions) {
            Offer::Several(names) => {
                let names: Vec<String> = names.iter().map(|n| layout::escape(n)).collect();
                return crate::i18n::vocabulary::ambiguous(lang, &layout::escape(name), &names, 10);
            }
            Offer::Hint(names) => names,
        };
        let names = join(lang, names.iter().take(5).map(|n| layout::escape(n)));
        let _ = write!(s, " {}", t(lang, "rule-suggest", &[("names", a(names))]));
    }
    s
}

/// Refusals of a change past a cap: caps, one stack of an item.
fn refused_full(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::CapsFull {
            name,
            have,
            add,
            max,
        } => t(
            lang,
            "rule-caps-full",
            &[
                ("name", u(name)),
                ("have", a(*have)),
                ("add", a(*add)),
                ("max", a(*max)),
            ],
        ),
        RuleError::StackFull {
            name,
            item,
            have,
            add,
            max,
        } => t(
            lang,
            "rule-stack-full",
            &[
                ("name", u(name)),
                ("item", a(item_name(lang, item))),
                ("have", a(*have)),
                ("add", a(*add)),
                ("max", a(*max)),
            ],
        ),
        _ => unreachable!("rule_error sends only this family here"),
    }
}

/// Refusals for want of something: AP, caps, items, ammunition, loot, an
/// effect to remove, room to learn.
fn refused_resources(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::NotEnoughAp { name, have, need } => t(
            lang,
            "rule-not-enough-ap",
            &[("name", u(name)), ("have", a(*have)), ("need", a(*need))],
        ),
        RuleError::NotEnoughCaps { name, have, need } => t(
            lang,
            "rule-not-enough-caps",
            &[("name", u(name)), ("have", a(*have)), ("need", a(*need))],
        ),
        RuleError::NotEnoughItems {
            name,
            item,
            have,
            need,
        } => t(
            lang,
            "rule-not-enough-items",
            &[
                ("name", u(name)),
                ("item", a(item_name(lang, item))),
                ("have", a(*have)),
                ("need", a(*need)),
            ],
        ),
        RuleError::OutOfAmmo { name, weapon, ammo } => t(
            lang,
            "rule-out-of-ammo",
            &[
                ("name", u(name)),
                ("weapon", a(item_name(lang, weapon))),
                ("ammo", a(item_name(lang, ammo))),
            ],
        ),
        RuleError::NotConsumable { item } => t(
            lang,
            "rule-not-consumable",
            &[("item", a(item_name(lang, item)))],
        ),
        RuleError::SkillMaxed { name, skill } => t(
            lang,
            "rule-skill-maxed",
            &[("name", u(name)), ("skill", a(i18n::skill(lang, *skill)))],
        ),
        RuleError::NoSuchEffect { name, effect } => t(
            lang,
            "rule-no-such-effect",
            &[("name", u(name)), ("effect", a(effect_name(lang, effect)))],
        ),
        RuleError::NotEnoughLoot { tier, available } => t(
            lang,
            "rule-not-enough-loot",
            &[
                ("tier", a(tier_name(lang, *tier))),
                ("available", a(*available)),
            ],
        ),
        _ => unreachable!("rule_error sends only this family here"),
    }
}

/// Refusals of the moment: who is down or dead, the enemy budget, a rest or
/// chapter raise not due, nothing to act on.
fn refused_situation(lang: Lang, err: &RuleError) -> String {
    match err {
        RuleError::CannotAct { name, state } => t(
            lang,
            match state {
                Incapacity::Incapacitated => "rule-cannot-act-down",
                Incapacity::Dead => "rule-cannot-act-dead",
            },
            &[("name", u(name))],
        ),
        RuleError::Dead { name } => t(lang, "rule-dead", &[("name", u(name))]),
        RuleError::EnemyDead { name } => t(
            lang,
            "rule-enemy-dead",
            &[("name", a(enemy_name(lang, name)))],
        ),
        RuleError::DuplicateEnemy { name } => t(
            lang,
            "rule-duplicate-enemy",
            &[("name", a(enemy_name(lang, name)))],
        ),
        RuleError::Budget {
            enemy,
            tier,
            rule,
            fits,
        } => {
            let mut s = t(
                lang,
                "rule-budget",
                &[
                    ("enemy", a(enemy_name(lang, enemy))),
                    ("tier", a(*tier)),
                    ("reason", a(budget_rule(lang, rule))),
                ],
            );
            s.push(' ');
            if fits.is_empty() {
                s.push_str(&t0(lang, "rule-budget-nothing"));
            } else {
                let names = join(lang, fits.iter().take(8).map(|f| enemy_name(lang, f)));
                s.push_str(&t(lang, "rule-budget-fits", &[("names", a(names))]));
            }
            s
        }
        RuleError::NotDown { name } => t(lang, "rule-not-down", &[("name", u(name))]),
        RuleError::NoPlayers => t0(lang, "rule-no-players"),
        RuleError::NoTarget => t0(lang, "rule-no-target"),
        RuleError::UnsafeRest => t0(lang, "rule-unsafe-rest"),
        RuleError::NoChapterRaise { name } => {
            t(lang, "rule-no-chapter-raise", &[("name", u(name))])
        }
        RuleError::NoContainer { place } => t(lang, "rule-no-container", &[("place", u(place))]),
        _ => unreachable!("rule_error sends only this family here"),
    }
}

/// A setting's value as a refusal names it: the words the game prints for a
/// weather, a time of day or a mode in `lang`; anything else (a place, a
/// quest, a number) as it was typed, escaped.
fn setting_value(lang: Lang, what: &str, value: &str) -> crate::i18n::Arg {
    match what {
        "weather" | "period" | "mode" => match i18n::try_name(lang, what, value) {
            Some(word) => a(word),
            None => u(value),
        },
        _ => u(value),
    }
}
