//! The wasteland game's events and refusals as embeds and text: every
//! event of [`crate::engine::rulesets::wasteland::outcome::Event`] and every [`RuleError`] in
//! words. [`MESSAGE_IDS`] lists the ids used here so a test can check that
//! none is missing in either language.
//!
//! Events that follow up on another (the target's HP after damage, weather
//! after a turn) join the embed before them as fields; see [`outcome_specs`].

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::engine::rulesets::wasteland::character::{Condition, Stack};
use crate::engine::rulesets::wasteland::check::{CheckResult, DieMeaning, Oracle};
use crate::engine::rulesets::wasteland::command::{Setting, TradeSide};
use crate::engine::rulesets::wasteland::data::{self, LootTier, WeaponEffect};
use crate::engine::rulesets::wasteland::effect::Effect;
use crate::engine::rulesets::wasteland::error::{BudgetRule, Incapacity, Unknown};
use crate::engine::rulesets::wasteland::house::HouseRule;
use crate::engine::rulesets::wasteland::outcome::{
    ActionStatus, AttackResult, CharacterView, EnemyView, Event, InitiativeEntry, LootItem, Npc,
    RandomEvent, Unit, WeatherHit, WorldView,
};
use crate::engine::rulesets::wasteland::world::Mode;
use crate::engine::rulesets::wasteland::{Outcome, RuleError};
use crate::engine::special::ModifierSource;
use crate::i18n::{self, Lang};

use crate::bot::commands::homebrew::{mark, MARK};
use crate::bot::layout;
use crate::bot::render::hidden;
use crate::bot::render::{
    a, hp_bar, join, known_or_user, numbered, signed, t, t0, u, EmbedSpec, Tone,
};

/// Every message id this module (and [`crate::bot::help`]) uses, including the
/// ones built from a variant name; the locale test checks each exists in both
/// languages. Ids owned by `data.ftl` (items, enemies, oracle ...) are not listed.
pub const MESSAGE_IDS: &[&str] = &[
    // framework
    "err-not-gm",
    "err-not-in-game",
    "err-create-needs-special",
    "campaign-started-game",
    "game-wasteland-2d20",
    "game-fallout-2d20",
    "game-fallout-pnp",
    "game-d20",
    "err-no-campaign",
    "err-campaign-exists",
    "err-internal",
    "err-not-your-character",
    "err-no-own-character",
    "err-reroll-used",
    "err-reroll-not-found",
    "err-reroll-not-yours",
    "err-nothing-to-undo",
    "err-corrupt",
    "confirm-recover",
    "confirm-end",
    "btn-confirm",
    "btn-cancel",
    "btn-reroll",
    "btn-keep",
    "cancelled",
    "campaign-ended",
    "recovered",
    "gm-added",
    "gm-removed",
    "language-set",
    "log-title",
    "log-entry",
    "export-ready",
    "reroll-kept",
    // common words
    "none",
    "on",
    "off",
    "list-sep",
    "turns-left",
    "turns-permanent",
    "mode-exploration",
    "mode-combat",
    // dice
    "die-critical",
    "die-tag-critical",
    "die-success",
    "die-failure",
    "die-complication",
    "die-not-counted",
    // check
    "check-title",
    "check-passed",
    "check-failed",
    "check-participants",
    "check-participant",
    "check-participant-tag",
    "check-dice",
    "check-ap",
    "check-ap-line",
    "check-aimed",
    "check-complications",
    "check-complication",
    "check-odds",
    "check-luck",
    "check-luck-triggered",
    "check-luck-missed",
    "check-luck-offer",
    "reroll-title",
    "reroll-ap-back",
    "check-short",
    // damage
    "damage-title",
    "damage-total",
    "damage-dice",
    "damage-die",
    "damage-die-effect",
    "damage-spread",
    "damage-str",
    "damage-bonus",
    "damage-bonus-str",
    "damage-bonus-psycho",
    "damage-bonus-pierce",
    "damage-effects",
    "damage-ap",
    "damage-ammo",
    "damage-target",
    // enemies
    "foe-hp-title",
    "foe-hp-damage",
    "foe-hp-heal",
    "foe-effect",
    "foe-effect-status",
    "foe-killed",
    "foe-loot",
    "foe-added-title",
    "foe-added",
    "foe-budget",
    "foe-special",
    "foe-custom",
    "foe-drops",
    "foe-lost-action",
    "attack-title",
    "attack-roll",
    "attack-suppressed",
    "attack-hit",
    "attack-critical",
    "attack-miss",
    "attack-fumble",
    "attack-dice",
    "attack-medx",
    "attack-damage",
    "weffect-stun",
    "weffect-bleed",
    "weffect-knockdown",
    "weffect-pierce",
    "weffect-spread",
    "weffect-burn",
    "weffect-suppression",
    "weffect-aoe",
    "weffect-radiation",
    // party changes
    "hp-title",
    "hp-line",
    "hp-medicine",
    "rads-line",
    "rads-halved",
    "rads-band",
    "caps-line",
    "ap-line",
    "inventory-line",
    "used-title",
    "used-provided",
    "attack-random",
    "doctor-title",
    "doctor-treats-addiction",
    "doctor-no-addiction",
    "first-aid-title",
    "first-aid-medkits",
    "used-left",
    "addiction-roll",
    "addiction-yes",
    "addiction-no",
    "cured",
    "fx-added",
    "fx-removed",
    "effects-title",
    "effects-title-of",
    "effects-empty",
    "changes-title",
    // turns and world
    "started-title",
    "turn-title",
    "turn-line",
    "round-title",
    "wx-title",
    "wx-changed",
    "wx-rads",
    "wx-exposure-pass",
    "wx-exposure-fail",
    "fx-damage",
    "fx-expired",
    "fx-expired-title",
    "rnd-title",
    "rnd-roll",
    "rnd-kind-encounter",
    "rnd-kind-atmosphere",
    "rnd-kind-hook",
    "dead-removed",
    "dying",
    "died",
    "incapacitated",
    "revived",
    "initiative-title",
    "initiative-line",
    "initiative-tie",
    "dice-title",
    "dice-line",
    "setting-title",
    "setting-chapter",
    "setting-location",
    "setting-quest",
    "setting-weather",
    "setting-mode",
    "setting-day",
    "setting-period",
    "setting-apcap",
    "setting-shelter",
    "mode-changed",
    "rest-title",
    "rest-clock",
    "rest-heal",
    "rest-cleared",
    "rest-removed",
    "skillup-title",
    "skillup-int",
    "skillup-bonus",
    "skillup-no-bonus",
    "loot-title",
    "loot-title-tier",
    "loot-line",
    "loot-empty",
    "trade-buy",
    "trade-sell",
    "trade-base",
    "trade-modifiers",
    "trade-modifiers-line",
    "trade-price",
    "trade-settled",
    "trade-quote",
    "npcs-title",
    "npcs-line",
    "status-waiting",
    "status-all-acted",
    // status board and sheets
    "status-title",
    "status-world",
    "status-place",
    "status-quest",
    "status-budget",
    "status-budget-short",
    "status-party",
    "status-player",
    "status-enemies",
    "status-enemy",
    "status-npcs",
    "status-no-players",
    "status-no-enemies",
    "sheet-title",
    "sheet-created",
    "sheet-removed",
    "sheet-owner",
    "sheet-special",
    "sheet-score",
    "sheet-skills",
    "sheet-hp",
    "sheet-rads",
    "sheet-caps",
    "sheet-ap",
    "sheet-carry",
    "sheet-initiative",
    "sheet-inventory",
    "sheet-effects",
    "sheet-condition",
    "cond-active",
    "cond-incapacitated",
    "cond-dead",
    "mod-radiation",
    "mod-withdrawal",
    // rule errors
    "rule-unknown",
    "rule-suggest",
    "rule-out-of-range",
    "rule-invalid",
    "rule-special-range",
    "rule-special-total",
    "rule-tag-skills",
    "rule-duplicate-name",
    "rule-owner-has",
    "rule-duplicate-participant",
    "rule-cannot-act-down",
    "rule-cannot-act-dead",
    "rule-dead",
    "rule-not-enough-ap",
    "rule-not-enough-caps",
    "rule-not-enough-items",
    "rule-out-of-ammo",
    "rule-not-consumable",
    "rule-skill-maxed",
    "rule-enemy-dead",
    "rule-duplicate-enemy",
    "rule-budget",
    "rule-budget-tier",
    "rule-budget-safe",
    "rule-budget-count",
    "rule-budget-hp",
    "rule-budget-fits",
    "rule-budget-nothing",
    "rule-not-down",
    "rule-no-such-effect",
    "rule-not-enough-loot",
    "rule-no-players",
    "rule-no-target",
    "unknown-player",
    "unknown-enemy",
    "unknown-template",
    "unknown-weapon",
    "unknown-skill",
    "unknown-attribute",
    "unknown-consumable",
    "unknown-item",
    "unknown-effect",
    "unknown-weather",
    "unknown-period",
    "unknown-mode",
    "unknown-tier",
    "unknown-setting",
    "unknown-ruleset",
    "unknown-preset",
    "unknown-house-rule",
    "house-rule-luck-on-failure",
    "house-rule-about-luck-on-failure",
    "house-rule-dodge",
    "house-rule-about-dodge",
    "house-rule-hunger",
    "house-rule-about-hunger",
    "house-rule-awareness",
    "house-rule-about-awareness",
    "house-rule-skill-growth",
    "house-rule-about-skill-growth",
    "house-rule-safe-rest",
    "house-rule-about-safe-rest",
    "house-rule-ap-cap",
    "house-rule-about-ap-cap",
    "rule-unsafe-rest",
    "rule-no-container",
    "where-title",
    "chapter-raise-title",
    "chapter-raise-pick",
    "chapter-raise-placeholder",
    "chapter-raise-line",
    "rule-no-chapter-raise",
    "sheet-load",
    "sheet-load-encumbered",
    "encumbered-now",
    "encumbered-no-more",
    "where-party",
    "where-apart",
    "moved-one",
    "moved-party",
    "travel-title",
    "travel-found",
    "travel-nothing",
    "container-title",
    "container-opened",
    "container-locked",
    "house-rule-on",
    "house-rule-off",
    "house-rules-title",
    "house-rules-none",
    "hunger-title",
    "hunger-line",
    "hunger-hungry",
    "awareness-title",
    "awareness-line",
    "growth-title",
    "growth-grew",
    "growth-not",
    "dodge-title",
    "dodge-counter",
    "dodge-dodged",
    "dodge-failed",
];

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

fn effect_name(lang: Lang, effect: &str) -> String {
    known_or_user(lang, "effect", effect)
}

fn weather_name(lang: Lang, weather: crate::engine::rulesets::wasteland::world::Weather) -> String {
    i18n::name(lang, "weather", weather.name())
}

fn period_name(lang: Lang, period: crate::engine::rulesets::wasteland::world::Period) -> String {
    i18n::name(lang, "period", period.name())
}

fn tier_name(lang: Lang, tier: LootTier) -> String {
    i18n::name(lang, "tier", tier.name())
}

fn mode_name(lang: Lang, mode: Mode) -> String {
    t0(
        lang,
        match mode {
            Mode::Exploration => "mode-exploration",
            Mode::Combat => "mode-combat",
        },
    )
}

fn weapon_effect_name(lang: Lang, e: WeaponEffect) -> String {
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

fn oracle_id(o: Oracle) -> &'static str {
    match o {
        Oracle::BlessingInDisguise => "oracle-1",
        Oracle::MinorNuisance => "oracle-2",
        Oracle::HiddenThreat => "oracle-3",
        Oracle::CostlySuccess => "oracle-4",
        Oracle::ImmediateTrouble => "oracle-5",
        Oracle::CascadingFailure => "oracle-6",
    }
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

fn unit_name(lang: Lang, unit: &Unit) -> String {
    match unit {
        Unit::Player(n) => layout::escape(n),
        Unit::Enemy(n) => enemy_name(lang, n),
    }
}

fn effect_with_turns(lang: Lang, e: &Effect) -> String {
    let turns = if e.is_permanent() {
        t0(lang, "turns-permanent")
    } else {
        t(lang, "turns-left", &[("turns", a(e.turns))])
    };
    format!("{} ({turns})", effect_name(lang, &e.name))
}

fn effects_line(lang: Lang, effects: &[Effect]) -> String {
    if effects.is_empty() {
        t0(lang, "none")
    } else {
        join(lang, effects.iter().map(|e| effect_with_turns(lang, e)))
    }
}

/// An inventory, the items the campaign brewed (`brewed`) marked.
fn stacks_line(lang: Lang, stacks: &[Stack], brewed: &[String]) -> String {
    if stacks.is_empty() {
        t0(lang, "none")
    } else {
        join(
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
}

/// An enemy's name as embeds show it: marked when its template is one the
/// campaign's homebrew defines.
fn foe_name(lang: Lang, e: &EnemyView) -> String {
    let drawn = enemy_name(lang, &e.name);
    match e.template.as_deref() {
        Some(t) => mark(drawn, &["enemies"], t, || data::enemy_template(t).is_some()),
        None => drawn,
    }
}

// ---------------------------------------------------------------------------
// Checks

fn die_meaning(lang: Lang, m: DieMeaning) -> (&'static str, String) {
    let (icon, id) = match m {
        DieMeaning::Critical => ("✦", "die-critical"),
        DieMeaning::TagCritical => ("✧", "die-tag-critical"),
        DieMeaning::Success => ("✔", "die-success"),
        DieMeaning::Failure => ("✘", "die-failure"),
        DieMeaning::Complication => ("⚠", "die-complication"),
    };
    (icon, t0(lang, id))
}

fn check_subject(lang: Lang, r: &CheckResult) -> String {
    r.skill.map_or_else(
        || i18n::attribute(lang, r.attribute),
        |s| {
            format!(
                "{} + {}",
                i18n::attribute(lang, r.attribute),
                i18n::skill(lang, s)
            )
        },
    )
}

fn check_tone(r: &CheckResult) -> Tone {
    if !r.complications.is_empty() {
        Tone::Complication
    } else if r.passed {
        Tone::Success
    } else {
        Tone::Failure
    }
}

/// A one-line summary of a check, for the melee STR check and skill-up INT check.
fn check_short(lang: Lang, r: &CheckResult) -> String {
    let faces = join(lang, r.dice.iter().map(|d| d.face.to_string()));
    let verdict = t(
        lang,
        if r.passed {
            "check-passed"
        } else {
            "check-failed"
        },
        &[
            ("successes", a(r.successes)),
            ("difficulty", a(r.difficulty)),
        ],
    );
    t(
        lang,
        "check-short",
        &[
            ("subject", a(check_subject(lang, r))),
            ("dice", a(faces)),
            ("verdict", a(verdict)),
        ],
    )
}

/// A check's participants, a line each: name, TN and tag level.
fn participants_text(
    lang: Lang,
    participants: &[crate::engine::rulesets::wasteland::check::Participant],
) -> String {
    participants
        .iter()
        .map(|p| {
            if p.tag_level > 0 {
                t(
                    lang,
                    "check-participant-tag",
                    &[
                        ("name", u(&p.name)),
                        ("tn", a(p.tn)),
                        ("tag", a(p.tag_level)),
                    ],
                )
            } else {
                t(
                    lang,
                    "check-participant",
                    &[("name", u(&p.name)), ("tn", a(p.tn))],
                )
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn check_spec(lang: Lang, title: String, r: &CheckResult, offer: bool) -> EmbedSpec {
    let verdict_id = if r.passed {
        "check-passed"
    } else {
        "check-failed"
    };
    let mut desc = t(
        lang,
        verdict_id,
        &[
            ("successes", a(r.successes)),
            ("difficulty", a(r.difficulty)),
        ],
    );
    if offer {
        desc.push('\n');
        desc.push_str(&t(lang, "check-luck-offer", &[("leader", u(&r.leader))]));
    }
    let mut spec = EmbedSpec::new(title, check_tone(r)).desc(desc);

    spec.field(
        t0(lang, "check-participants"),
        participants_text(lang, &r.participants),
        true,
    );

    let several = r.participants.len() > 1;
    let mut dice = String::new();
    for d in &r.dice {
        let (icon, meaning) = die_meaning(lang, d.meaning);
        let _ = write!(dice, "🎲 {} {icon} {meaning}", d.face);
        if several {
            let _ = write!(dice, " ({})", layout::escape(&d.roller));
        }
        if !d.counted {
            let _ = write!(dice, " {}", t0(lang, "die-not-counted"));
        }
        dice.push('\n');
    }
    spec.field(t0(lang, "check-dice"), dice, true);

    let mut ap = t(
        lang,
        "check-ap-line",
        &[
            ("before", a(r.ap_before)),
            ("after", a(r.ap_after)),
            ("spent", a(r.ap_spent)),
            ("gained", a(r.ap_gained)),
        ],
    );
    if r.aimed {
        ap.push('\n');
        ap.push_str(&t0(lang, "check-aimed"));
    }
    spec.field(t0(lang, "check-ap"), ap, true);

    if !r.complications.is_empty() {
        let lines = r
            .complications
            .iter()
            .map(|c| {
                t(
                    lang,
                    "check-complication",
                    &[
                        ("roll", a(c.roll)),
                        ("oracle", a(t0(lang, oracle_id(c.oracle)))),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join("\n");
        spec.field(t0(lang, "check-complications"), lines, false);
    }

    spec.field(
        t0(lang, "check-odds"),
        format!("{:.2}%", r.probability * 100.0),
        true,
    );

    if let Some(l) = &r.luck {
        let id = if l.triggered {
            "check-luck-triggered"
        } else {
            "check-luck-missed"
        };
        spec.field(
            t0(lang, "check-luck"),
            t(lang, id, &[("roll", a(l.roll)), ("luck", a(l.luck))]),
            true,
        );
    }
    spec
}

// ---------------------------------------------------------------------------
// Status board and sheets

fn world_lines(lang: Lang, w: &WorldView) -> String {
    let mut out = t(
        lang,
        "status-world",
        &[
            ("chapter", a(w.world.chapter)),
            ("day", a(w.world.day)),
            ("chapterday", a(w.chapter_day)),
            ("period", a(period_name(lang, w.world.period))),
            ("weather", a(weather_name(lang, w.world.weather))),
            ("mode", a(mode_name(lang, w.world.mode))),
            ("turn", a(w.world.turn)),
        ],
    );
    out.push('\n');
    out.push_str(&t(
        lang,
        "status-place",
        &[("location", u(&w.world.location))],
    ));
    if !w.world.quest.is_empty() {
        out.push('\n');
        out.push_str(&t(lang, "status-quest", &[("quest", u(&w.world.quest))]));
    }
    out.push('\n');
    out.push_str(&t(
        lang,
        "status-budget",
        &[
            ("used", a(w.hp_used)),
            ("budget", a(w.hp_budget)),
            ("tier", a(w.max_tier)),
        ],
    ));
    out
}

fn condition_text(lang: Lang, c: Condition) -> String {
    match c {
        Condition::Active => t0(lang, "cond-active"),
        Condition::Incapacitated { turns_down } => {
            t(lang, "cond-incapacitated", &[("turns", a(turns_down))])
        }
        Condition::Dead => t0(lang, "cond-dead"),
    }
}

fn action_status_text(lang: Lang, s: &ActionStatus) -> String {
    if s.all_acted {
        t0(lang, "status-all-acted")
    } else {
        t(
            lang,
            "status-waiting",
            &[(
                "names",
                a(join(lang, s.pending.iter().map(|u| unit_name(lang, u)))),
            )],
        )
    }
}

/// The status board: the world line, the party, enemies, NPCs met, in
/// combat the initiative order (▶ the first who has still to act, ✔ who
/// has acted), and who still has to act (as the footer).
#[must_use]
pub fn status_board(
    lang: Lang,
    world: &WorldView,
    players: &[CharacterView],
    enemies: &[EnemyView],
    npcs: &[Npc],
    action_status: &ActionStatus,
    initiative: &[InitiativeEntry],
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t0(lang, "status-title"),
        if world.world.mode == Mode::Combat {
            Tone::Combat
        } else {
            Tone::Info
        },
    )
    .desc(world_lines(lang, world));

    let party = if players.is_empty() {
        t0(lang, "status-no-players")
    } else {
        players
            .iter()
            .map(|p| {
                let mut line = t(
                    lang,
                    "status-player",
                    &[
                        ("name", u(&p.name)),
                        ("bar", a(hp_bar(p.hp, p.max_hp))),
                        ("rads", a(p.rads)),
                        ("ap", a(p.ap)),
                        ("caps", a(p.caps)),
                    ],
                );
                if !p.effects.is_empty() {
                    let _ = write!(line, "\n  {}", effects_line(lang, &p.effects));
                }
                if p.condition != Condition::Active {
                    let _ = write!(line, "\n  {}", condition_text(lang, p.condition));
                }
                line
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    spec.field(t0(lang, "status-party"), party, false);

    let foes = if enemies.is_empty() {
        t0(lang, "status-no-enemies")
    } else {
        enemies
            .iter()
            .map(|e| {
                let mut line = t(
                    lang,
                    "status-enemy",
                    &[
                        ("name", a(foe_name(lang, e))),
                        ("bar", a(hidden::enemy_hp(lang, e.hp, e.max_hp))),
                        ("tier", a(e.tier)),
                    ],
                );
                if !e.effects.is_empty() {
                    let _ = write!(line, " · {}", effects_line(lang, &e.effects));
                }
                line
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    spec.field(t0(lang, "status-enemies"), foes, false);

    if world.world.mode == Mode::Combat && !initiative.is_empty() {
        let next = initiative
            .iter()
            .position(|e| action_status.pending.contains(&e.unit));
        let lines: Vec<String> = initiative
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let mark = if Some(i) == next {
                    "▶"
                } else if action_status.pending.contains(&e.unit) {
                    "•"
                } else {
                    "✔"
                };
                let line = t(
                    lang,
                    "initiative-line",
                    &[
                        ("pos", a(i + 1)),
                        ("name", a(unit_name(lang, &e.unit))),
                        ("score", a(e.score)),
                    ],
                );
                format!("{mark} {line}")
            })
            .collect();
        spec.field(t0(lang, "initiative-title"), lines.join("\n"), false);
    }
    if !npcs.is_empty() {
        spec.field(
            t0(lang, "status-npcs"),
            join(lang, npcs.iter().map(|n| layout::escape(&n.name))),
            false,
        );
    }
    spec.footer = Some(layout::plain(&action_status_text(lang, action_status)));
    spec
}

fn modifier_source(lang: Lang, s: &ModifierSource) -> String {
    match s {
        ModifierSource::Effect { name } => effect_name(lang, name),
        ModifierSource::Radiation { band } => t(lang, "mod-radiation", &[("band", a(*band))]),
        ModifierSource::Withdrawal { chem } => t(
            lang,
            "mod-withdrawal",
            &[("chem", a(effect_name(lang, chem)))],
        ),
        ModifierSource::Weather { weather } => i18n::name(lang, "weather", weather),
    }
}

/// Who plays a character: a mention of a Discord user id (it never pings:
/// replies allow no mentions), any other owner (from the CLI) as text.
fn owner_text(owner: &str) -> String {
    if !owner.is_empty() && owner.chars().all(|ch| ch.is_ascii_digit()) {
        format!("<@{owner}>")
    } else {
        layout::escape(owner)
    }
}

fn sheet_spec(lang: Lang, title: String, c: &CharacterView) -> EmbedSpec {
    let owner = owner_text(&c.owner);
    let mut spec = EmbedSpec::new(title, Tone::Info).desc(t(
        lang,
        "sheet-owner",
        &[
            ("character", u(&c.character)),
            ("background", u(&c.background)),
            ("owner", a(owner)),
        ],
    ));

    let special = c
        .effective
        .iter()
        .map(|s| {
            let mut line = t(
                lang,
                "sheet-score",
                &[
                    ("attribute", a(i18n::attribute(lang, s.attribute))),
                    ("base", a(s.base)),
                    ("value", a(s.value)),
                ],
            );
            if !s.modifiers.is_empty() {
                let mods = join(
                    lang,
                    s.modifiers.iter().map(|m| {
                        format!(
                            "{} {}",
                            modifier_source(lang, &m.source),
                            signed(i64::from(m.delta))
                        )
                    }),
                );
                let _ = write!(line, " ({mods})");
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    spec.field(t0(lang, "sheet-special"), special, true);

    let skills = c
        .skills
        .iter()
        .map(|s| {
            format!(
                "{} {} {}",
                if s.tag { "★" } else { "·" },
                i18n::skill(lang, s.skill),
                s.level
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    spec.field(t0(lang, "sheet-skills"), skills, true);

    spec.field(t0(lang, "sheet-hp"), hp_bar(c.hp, c.max_hp), false);
    spec.field(
        t0(lang, "sheet-rads"),
        t(
            lang,
            "rads-band",
            &[("rads", a(c.rads)), ("band", a(c.rad_band))],
        ),
        true,
    );
    spec.field(t0(lang, "sheet-caps"), c.caps.to_string(), true);
    spec.field(t0(lang, "sheet-ap"), c.ap.to_string(), true);
    spec.field(
        t0(lang, "sheet-carry"),
        t(
            lang,
            if c.encumbered {
                "sheet-load-encumbered"
            } else {
                "sheet-load"
            },
            &[("load", a(c.load)), ("capacity", a(c.carry_weight))],
        ),
        true,
    );
    spec.field(t0(lang, "sheet-initiative"), c.initiative.to_string(), true);
    spec.field(
        t0(lang, "sheet-condition"),
        condition_text(lang, c.condition),
        true,
    );
    spec.field(
        t0(lang, "sheet-inventory"),
        stacks_line(lang, &c.inventory, &c.brewed),
        false,
    );
    spec.field(
        t0(lang, "sheet-effects"),
        effects_line(lang, &c.effects),
        false,
    );
    spec
}

// ---------------------------------------------------------------------------
// Events

/// How an event lands in the message.
enum Piece {
    /// Starts a new embed.
    Embed(EmbedSpec),
    /// Joins the current embed as a field; starts one with this title and
    /// text as its description when there is none.
    Field {
        title: String,
        text: String,
        tone: Tone,
    },
    /// The footer of the current embed (or a small embed of its own), plain
    /// text like every footer.
    Footer(String),
}

fn field(title: String, text: String, tone: Tone) -> Piece {
    Piece::Field { title, text, tone }
}

fn loot_line(lang: Lang, l: &LootItem) -> String {
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

fn npc_text(lang: Lang, n: &Npc) -> String {
    t(
        lang,
        "npcs-line",
        &[
            (
                "appearance",
                a(t0(lang, &format!("npc-appearance-{}", n.appearance))),
            ),
            ("motive", a(t0(lang, &format!("npc-motive-{}", n.motive)))),
            ("knows", a(t0(lang, &format!("npc-knows-{}", n.knows)))),
            ("speech", a(t0(lang, &format!("npc-speech-{}", n.speech)))),
        ],
    )
}

fn setting_text(lang: Lang, s: &Setting) -> String {
    match s {
        Setting::Chapter(n) => t(lang, "setting-chapter", &[("value", a(*n))]),
        Setting::Location(v) => t(lang, "setting-location", &[("value", u(v))]),
        Setting::Quest(v) => t(lang, "setting-quest", &[("value", u(v))]),
        Setting::Weather(w) => t(
            lang,
            "setting-weather",
            &[("value", a(weather_name(lang, *w)))],
        ),
        Setting::Mode(m) => t(lang, "setting-mode", &[("value", a(mode_name(lang, *m)))]),
        Setting::Day(n) => t(lang, "setting-day", &[("value", a(*n))]),
        Setting::Period(p) => t(
            lang,
            "setting-period",
            &[("value", a(period_name(lang, *p)))],
        ),
        Setting::ApCap(cap) => t(
            lang,
            "setting-apcap",
            &[(
                "value",
                a(cap.map_or_else(|| t0(lang, "none"), |c| c.to_string())),
            )],
        ),
        Setting::Shelter(on) => t(
            lang,
            "setting-shelter",
            &[("value", a(t0(lang, if *on { "on" } else { "off" })))],
        ),
    }
}

/// An enemy as it appears (`/enemy add`) and as `/enemy show` draws it, with
/// the HP budget of the field when one is given.
pub(crate) fn foe_spec(lang: Lang, enemy: &EnemyView, budget: Option<(u32, u32)>) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "foe-added-title",
            &[("name", a(foe_name(lang, enemy)))],
        ),
        Tone::Combat,
    )
    .desc(t(
        lang,
        "foe-added",
        &[
            ("tier", a(enemy.tier)),
            ("bar", a(hidden::enemy_hp(lang, enemy.hp, enemy.max_hp))),
            ("damage", a(hidden::enemy_number(&enemy.damage))),
            ("skill", a(hidden::enemy_number(enemy.attack_skill))),
        ],
    ));
    if enemy.template.is_none() {
        spec.description.push('\n');
        spec.description.push_str(&t0(lang, "foe-custom"));
    }
    if let Some(tier) = enemy.drops {
        spec.field(t0(lang, "foe-drops"), tier_name(lang, tier), true);
    }
    if let Some((used, total)) = budget {
        spec.field(
            t0(lang, "status-budget-short"),
            t(
                lang,
                "foe-budget",
                &[("used", a(used)), ("budget", a(total))],
            ),
            true,
        );
    }
    let special = enemy
        .template
        .as_deref()
        .and_then(|tpl| {
            i18n::try_tr(
                lang,
                &format!(
                    "enemy-special-{}",
                    crate::engine::rulesets::wasteland::data::slug(tpl)
                ),
                &[],
            )
        })
        .unwrap_or_else(|| layout::escape(&enemy.special));
    spec.field(t0(lang, "foe-special"), special, false);
    spec
}

/// HP of everyone named in the outcome, for bars beside initiative lines.
fn known_hp(outcome: &Outcome) -> HashMap<String, (u32, u32)> {
    let mut map = HashMap::new();
    for e in &outcome.events {
        match e {
            Event::Status {
                players, enemies, ..
            } => {
                for p in players {
                    map.insert(p.name.clone(), (p.hp, p.max_hp));
                }
                for en in enemies {
                    map.insert(en.name.clone(), (en.hp, en.max_hp));
                }
            }
            Event::EnemyHp {
                name, after, max, ..
            }
            | Event::Hp {
                name, after, max, ..
            } => {
                map.insert(name.clone(), (*after, *max));
            }
            Event::EnemyAdded { enemy, .. } => {
                map.insert(enemy.name.clone(), (enemy.hp, enemy.max_hp));
            }
            _ => {}
        }
    }
    map
}

#[allow(clippy::match_same_arms)]
fn piece(lang: Lang, event: &Event, hp: &HashMap<String, (u32, u32)>) -> Piece {
    match event {
        Event::CampaignStarted { world } => Piece::Embed(
            EmbedSpec::new(t0(lang, "started-title"), Tone::Info).desc(world_lines(lang, world)),
        ),
        Event::Status {
            world,
            players,
            enemies,
            npcs,
            action_status,
            initiative,
        } => Piece::Embed(status_board(
            lang,
            world,
            players,
            enemies,
            npcs,
            action_status,
            initiative,
        )),
        Event::Sheet { character } => Piece::Embed(sheet_spec(
            lang,
            t(lang, "sheet-title", &[("name", u(&character.name))]),
            character,
        )),
        Event::CharacterCreated { character } => {
            let mut spec = sheet_spec(
                lang,
                t(lang, "sheet-created", &[("name", u(&character.name))]),
                character,
            );
            spec.tone = Tone::Success;
            Piece::Embed(spec)
        }
        Event::CharacterRemoved { name } => Piece::Embed(EmbedSpec::new(
            t(lang, "sheet-removed", &[("name", u(name))]),
            Tone::Info,
        )),
        Event::SettingChanged { setting } => Piece::Embed(
            EmbedSpec::new(t0(lang, "setting-title"), Tone::Info).desc(setting_text(lang, setting)),
        ),
        Event::ModeChanged { from, to } => field(
            t0(lang, "setting-title"),
            t(
                lang,
                "mode-changed",
                &[
                    ("from", a(mode_name(lang, *from))),
                    ("to", a(mode_name(lang, *to))),
                ],
            ),
            if *to == Mode::Combat {
                Tone::Combat
            } else {
                Tone::Info
            },
        ),
        Event::TurnAdvanced { turn, day, period } => Piece::Embed(
            EmbedSpec::new(t(lang, "turn-title", &[("turn", a(*turn))]), Tone::Info).desc(t(
                lang,
                "turn-line",
                &[("day", a(*day)), ("period", a(period_name(lang, *period)))],
            )),
        ),
        Event::RoundAdvanced { round, first } => {
            let mut spec = EmbedSpec::new(
                t(lang, "round-title", &[("round", a(*round))]),
                Tone::Combat,
            );
            if let Some(first) = first {
                spec.description = t(
                    lang,
                    "round-first",
                    &[
                        ("ended", a(round.saturating_sub(1))),
                        ("name", a(unit_name(lang, first))),
                    ],
                );
            }
            Piece::Embed(spec)
        }
        Event::WeatherChanged { from, to } => field(
            t0(lang, "wx-title"),
            t(
                lang,
                "wx-changed",
                &[
                    ("from", a(weather_name(lang, *from))),
                    ("to", a(weather_name(lang, *to))),
                ],
            ),
            Tone::Info,
        ),
        Event::WeatherEffect { weather, hit } => {
            let text = match hit {
                WeatherHit::Rads { name, rads, halved } => {
                    let mut s = t(lang, "wx-rads", &[("name", u(name)), ("rads", a(*rads))]);
                    if *halved {
                        let _ = write!(s, " {}", t0(lang, "rads-halved"));
                    }
                    s
                }
                WeatherHit::Exposure {
                    name,
                    dice,
                    target,
                    passed,
                    damage,
                } => t(
                    lang,
                    if *passed {
                        "wx-exposure-pass"
                    } else {
                        "wx-exposure-fail"
                    },
                    &[
                        ("name", u(name)),
                        ("dice", a(join(lang, dice.iter().map(ToString::to_string)))),
                        ("target", a(*target)),
                        ("damage", a(*damage)),
                    ],
                ),
            };
            field(weather_name(lang, *weather), text, Tone::Info)
        }
        Event::EffectDamage {
            unit,
            effect,
            damage,
            hp,
        } => field(
            effect_name(lang, effect),
            t(
                lang,
                "fx-damage",
                &[
                    ("name", a(unit_name(lang, unit))),
                    ("effect", a(effect_name(lang, effect))),
                    ("damage", a(*damage)),
                    (
                        "hp",
                        a(match unit {
                            Unit::Enemy(_) => hidden::enemy_number(*hp),
                            Unit::Player(_) => hp.to_string(),
                        }),
                    ),
                ],
            ),
            Tone::Combat,
        ),
        Event::EffectExpired { unit, effect } => expired_piece(lang, &[(unit, vec![effect])]),
        Event::RandomEvent {
            roll,
            kind_roll,
            event,
        } => {
            let (kind, id) = match event {
                RandomEvent::Encounter { id } => ("rnd-kind-encounter", id),
                RandomEvent::Atmosphere { id } => ("rnd-kind-atmosphere", id),
                RandomEvent::QuestHook { id } => ("rnd-kind-hook", id),
            };
            let mut text = t0(lang, &format!("event-{id}"));
            text.push('\n');
            text.push_str(&t(
                lang,
                "rnd-roll",
                &[("roll", a(*roll)), ("kind", a(*kind_roll))],
            ));
            field(
                t(lang, "rnd-title", &[("kind", a(t0(lang, kind)))]),
                text,
                Tone::Complication,
            )
        }
        Event::DeadRemoved { names } => field(
            t0(lang, "changes-title"),
            t(
                lang,
                "dead-removed",
                &[(
                    "names",
                    a(join(lang, names.iter().map(|n| enemy_name(lang, n)))),
                )],
            ),
            Tone::Info,
        ),
        Event::DyingTick { name, turns_down } => field(
            t0(lang, "changes-title"),
            t(
                lang,
                "dying",
                &[("name", u(name)), ("turns", a(*turns_down))],
            ),
            Tone::Failure,
        ),
        Event::Died { name } => field(
            t0(lang, "changes-title"),
            t(lang, "died", &[("name", u(name))]),
            Tone::Failure,
        ),
        Event::Incapacitated { name } => field(
            t0(lang, "changes-title"),
            t(lang, "incapacitated", &[("name", u(name))]),
            Tone::Failure,
        ),
        Event::Revived { name, hp } => field(
            t0(lang, "changes-title"),
            t(lang, "revived", &[("name", u(name)), ("hp", a(*hp))]),
            Tone::Success,
        ),
        Event::Check { result, reroll } => {
            let title = t(
                lang,
                "check-title",
                &[
                    ("subject", a(check_subject(lang, result))),
                    ("leader", u(&result.leader)),
                ],
            );
            Piece::Embed(check_spec(lang, title, result, reroll.is_some()))
        }
        Event::Rerolled {
            ap_taken_back,
            result,
        } => {
            let title = t(
                lang,
                "reroll-title",
                &[
                    ("subject", a(check_subject(lang, result))),
                    ("leader", u(&result.leader)),
                ],
            );
            let mut spec = check_spec(lang, title, result, false);
            spec.field(
                t0(lang, "check-ap"),
                t(lang, "reroll-ap-back", &[("ap", a(*ap_taken_back))]),
                true,
            );
            Piece::Embed(spec)
        }
        Event::Dice {
            count,
            sides,
            faces,
            total,
            min,
            max,
        } => Piece::Embed(
            EmbedSpec::new(
                t(
                    lang,
                    "dice-title",
                    &[("count", a(*count)), ("sides", a(*sides))],
                ),
                Tone::Info,
            )
            .desc(t(
                lang,
                "dice-line",
                &[
                    (
                        "faces",
                        a(join(lang, faces.iter().map(ToString::to_string))),
                    ),
                    ("total", a(*total)),
                    ("min", a(*min)),
                    ("max", a(*max)),
                ],
            )),
        ),
        Event::Damage {
            player,
            weapon,
            dice,
            ap_spent,
            ap_before,
            ap_after,
            spread_die,
            str_check,
            str_bonus,
            psycho_bonus,
            pierce_bonus,
            total,
            effects,
            weapon_effects,
            ammo,
            target,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "damage-title",
                    &[
                        ("player", u(player)),
                        (
                            "weapon",
                            a(mark(item_name(lang, weapon), &["weapons"], weapon, || {
                                data::weapon(weapon).is_some()
                            })),
                        ),
                    ],
                ),
                Tone::Combat,
            )
            .desc(t(lang, "damage-total", &[("total", a(*total))]));
            let mut lines = dice
                .iter()
                .map(|d| {
                    t(
                        lang,
                        if d.effect {
                            "damage-die-effect"
                        } else {
                            "damage-die"
                        },
                        &[("face", a(d.face)), ("damage", a(d.damage))],
                    )
                })
                .collect::<Vec<_>>();
            if *spread_die {
                lines.push(t0(lang, "damage-spread"));
            }
            spec.field(t0(lang, "damage-dice"), lines.join("\n"), true);
            let mut bonus = Vec::new();
            if let Some(c) = str_check {
                bonus.push(t(lang, "damage-str", &[("check", a(check_short(lang, c)))]));
            }
            for (id, v) in [
                ("damage-bonus-str", *str_bonus),
                ("damage-bonus-psycho", *psycho_bonus),
                ("damage-bonus-pierce", *pierce_bonus),
            ] {
                if v > 0 || (id == "damage-bonus-str" && str_check.is_some()) {
                    bonus.push(t(lang, id, &[("bonus", a(v))]));
                }
            }
            spec.field(t0(lang, "damage-bonus"), bonus.join("\n"), true);
            if !weapon_effects.is_empty() || *effects > 0 {
                spec.field(
                    t0(lang, "sheet-effects"),
                    t(
                        lang,
                        "damage-effects",
                        &[
                            ("count", a(*effects)),
                            (
                                "effects",
                                a(if weapon_effects.is_empty() {
                                    t0(lang, "none")
                                } else {
                                    join(
                                        lang,
                                        weapon_effects.iter().map(|e| weapon_effect_name(lang, *e)),
                                    )
                                }),
                            ),
                        ],
                    ),
                    true,
                );
            }
            spec.field(
                t0(lang, "check-ap"),
                t(
                    lang,
                    "damage-ap",
                    &[
                        ("spent", a(*ap_spent)),
                        ("before", a(*ap_before)),
                        ("after", a(*ap_after)),
                    ],
                ),
                true,
            );
            if let Some((item, left)) = ammo {
                spec.field(
                    item_name(lang, item),
                    t(lang, "damage-ammo", &[("left", a(*left))]),
                    true,
                );
            }
            if let Some(target) = target {
                spec.field(t0(lang, "damage-target"), enemy_name(lang, target), true);
            }
            Piece::Embed(spec)
        }
        Event::EnemyHp {
            name,
            delta,
            before,
            after,
            max,
        } => field(
            t(lang, "foe-hp-title", &[("name", a(enemy_name(lang, name)))]),
            t(
                lang,
                if *delta < 0 {
                    "foe-hp-damage"
                } else {
                    "foe-hp-heal"
                },
                &[
                    ("delta", a(signed(*delta))),
                    ("amount", a(delta.unsigned_abs())),
                    ("before", a(hidden::enemy_number(*before))),
                    ("bar", a(hidden::enemy_hp(lang, *after, *max))),
                ],
            ),
            Tone::Combat,
        ),
        Event::EnemyEffect { name, applied } => {
            let mut text = t(
                lang,
                "foe-effect",
                &[
                    ("name", a(enemy_name(lang, name))),
                    ("effect", a(weapon_effect_name(lang, applied.effect))),
                    ("count", a(applied.count)),
                ],
            );
            if let Some(s) = &applied.status {
                text.push('\n');
                text.push_str(&t(
                    lang,
                    "foe-effect-status",
                    &[("status", a(effect_with_turns(lang, s)))],
                ));
            }
            field(weapon_effect_name(lang, applied.effect), text, Tone::Combat)
        }
        Event::EnemyKilled { name, loot } => {
            let mut text = t(lang, "foe-killed", &[("name", a(enemy_name(lang, name)))]);
            if let Some(l) = loot {
                text.push('\n');
                text.push_str(&t(lang, "foe-loot", &[("loot", a(loot_line(lang, l)))]));
            }
            field("☠".to_owned(), text, Tone::Combat)
        }
        Event::EnemyAdded {
            enemy,
            hp_used,
            hp_budget,
        } => {
            // The living enemies' HP together is an enemy number too.
            let budget = Some((*hp_used, *hp_budget)).filter(|_| hidden::numbers_shown());
            Piece::Embed(foe_spec(lang, enemy, budget))
        }
        Event::EnemyAttack {
            enemy,
            target,
            random,
            roll,
            skill,
            suppressed,
            result,
            damage_dice,
            raw_damage,
            reduction,
            damage,
        } => {
            let (id, tone) = match result {
                AttackResult::Hit => ("attack-hit", Tone::Failure),
                AttackResult::Critical => ("attack-critical", Tone::Failure),
                AttackResult::Miss => ("attack-miss", Tone::Success),
                AttackResult::Fumble => ("attack-fumble", Tone::Success),
            };
            let mut desc = t(
                lang,
                "attack-roll",
                &[
                    ("roll", a(*roll)),
                    ("skill", a(hidden::enemy_number(*skill))),
                ],
            );
            if *suppressed {
                let _ = write!(desc, " {}", t0(lang, "attack-suppressed"));
            }
            let _ = write!(desc, "\n**{}**", t0(lang, id));
            if *random {
                desc.insert_str(
                    0,
                    &format!("{}\n", t(lang, "attack-random", &[("target", u(target))])),
                );
            }
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "attack-title",
                    &[("enemy", a(enemy_name(lang, enemy))), ("target", u(target))],
                ),
                tone,
            )
            .desc(desc);
            if !damage_dice.is_empty() {
                spec.field(
                    t0(lang, "damage-dice"),
                    t(
                        lang,
                        "attack-dice",
                        &[
                            (
                                "dice",
                                a(join(lang, damage_dice.iter().map(ToString::to_string))),
                            ),
                            ("raw", a(*raw_damage)),
                        ],
                    ),
                    true,
                );
                if *reduction > 0 {
                    spec.field(
                        effect_name(lang, "Med-X"),
                        t(lang, "attack-medx", &[("reduction", a(*reduction))]),
                        true,
                    );
                }
                spec.field(t0(lang, "attack-damage"), damage.to_string(), true);
            }
            Piece::Embed(spec)
        }
        Event::EnemyLostAction { enemy } => field(
            effect_name(lang, "Stunned"),
            t(
                lang,
                "foe-lost-action",
                &[("name", a(enemy_name(lang, enemy)))],
            ),
            Tone::Combat,
        ),
        Event::Hp {
            name,
            delta,
            medicine_bonus,
            before,
            after,
            max,
        } => {
            let mut text = t(
                lang,
                "hp-line",
                &[
                    ("name", u(name)),
                    ("delta", a(signed(*delta))),
                    ("before", a(*before)),
                    ("bar", a(hp_bar(*after, *max))),
                ],
            );
            if *medicine_bonus > 0 {
                text.push('\n');
                text.push_str(&t(lang, "hp-medicine", &[("bonus", a(*medicine_bonus))]));
            }
            field(
                t(lang, "hp-title", &[("name", u(name))]),
                text,
                if *delta < 0 {
                    Tone::Failure
                } else {
                    Tone::Success
                },
            )
        }
        Event::Rads {
            name,
            delta,
            halved,
            before,
            after,
            band_before,
            band_after,
        } => {
            let mut text = t(
                lang,
                "rads-line",
                &[
                    ("name", u(name)),
                    ("delta", a(signed(*delta))),
                    ("before", a(*before)),
                    ("after", a(*after)),
                    ("bandbefore", a(*band_before)),
                    ("band", a(*band_after)),
                ],
            );
            if *halved {
                let _ = write!(text, " {}", t0(lang, "rads-halved"));
            }
            field(t0(lang, "sheet-rads"), text, Tone::Info)
        }
        Event::Caps {
            name,
            delta,
            before,
            after,
        } => field(
            t0(lang, "sheet-caps"),
            t(
                lang,
                "caps-line",
                &[
                    ("name", u(name)),
                    ("delta", a(signed(*delta))),
                    ("before", a(*before)),
                    ("after", a(*after)),
                ],
            ),
            Tone::Info,
        ),
        Event::Ap {
            name,
            delta,
            before,
            after,
        } => field(
            t0(lang, "sheet-ap"),
            t(
                lang,
                "ap-line",
                &[
                    ("name", u(name)),
                    ("delta", a(signed(*delta))),
                    ("before", a(*before)),
                    ("after", a(*after)),
                ],
            ),
            Tone::Info,
        ),
        Event::Initiative { order } => {
            let lines = order
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let mut line = t(
                        lang,
                        "initiative-line",
                        &[
                            ("pos", a(i + 1)),
                            ("name", a(unit_name(lang, &e.unit))),
                            ("score", a(e.score)),
                        ],
                    );
                    if let Some(tb) = e.tiebreak {
                        let _ = write!(line, " {}", t(lang, "initiative-tie", &[("roll", a(tb))]));
                    }
                    if let Some((h, m)) = hp.get(e.unit.name()) {
                        let bar = match &e.unit {
                            Unit::Enemy(_) => hidden::enemy_hp(lang, *h, *m),
                            Unit::Player(_) => hp_bar(*h, *m),
                        };
                        let _ = write!(line, " · {bar}");
                    }
                    line
                })
                .collect::<Vec<_>>()
                .join("\n");
            field(t0(lang, "initiative-title"), lines, Tone::Combat)
        }
        Event::Inventory {
            name,
            item,
            delta,
            now,
        } => field(
            t0(lang, "sheet-inventory"),
            t(
                lang,
                "inventory-line",
                &[
                    ("name", u(name)),
                    ("item", a(item_name(lang, item))),
                    ("delta", a(signed(*delta))),
                    ("now", a(*now)),
                ],
            ),
            Tone::Info,
        ),
        Event::ItemUsed {
            user,
            target,
            item,
            left,
            provider,
        } => {
            let shown = mark(item_name(lang, item), &["consumables"], item, || {
                data::consumable(item).is_some()
            });
            let mut desc = t(
                lang,
                "used-left",
                &[("left", a(*left)), ("item", a(shown.clone()))],
            );
            if let Some(provider) = provider {
                desc = t(
                    lang,
                    "used-provided",
                    &[("provider", u(provider)), ("left", a(desc))],
                );
            }
            Piece::Embed(
                EmbedSpec::new(
                    t(
                        lang,
                        "used-title",
                        &[("user", u(user)), ("target", u(target)), ("item", a(shown))],
                    ),
                    Tone::Success,
                )
                .desc(desc),
            )
        }
        Event::DoctorVisit {
            name,
            treatment,
            cured: _,
        } => {
            let title = t(lang, "doctor-title", &[("name", u(name))]);
            match treatment {
                Some(check) => {
                    let mut spec = check_spec(lang, title, check, false);
                    spec.description = format!(
                        "{}\n{}",
                        t0(lang, "doctor-treats-addiction"),
                        spec.description
                    );
                    Piece::Embed(spec)
                }
                None => Piece::Embed(
                    EmbedSpec::new(title, Tone::Success).desc(t0(lang, "doctor-no-addiction")),
                ),
            }
        }
        Event::FirstAid {
            medic,
            target,
            check,
            medkits_left,
        } => {
            let title = t(
                lang,
                "first-aid-title",
                &[("medic", u(medic)), ("target", u(target))],
            );
            let mut spec = check_spec(lang, title, check, false);
            let _ = write!(
                spec.description,
                "\n{}",
                t(lang, "first-aid-medkits", &[("left", a(*medkits_left))])
            );
            Piece::Embed(spec)
        }
        Event::AddictionRoll {
            name,
            chem,
            roll,
            addicted,
        } => field(
            t(
                lang,
                "addiction-roll",
                &[("chem", a(item_name(lang, chem)))],
            ),
            t(
                lang,
                if *addicted {
                    "addiction-yes"
                } else {
                    "addiction-no"
                },
                &[
                    ("name", u(name)),
                    ("chem", a(item_name(lang, chem))),
                    ("roll", a(*roll)),
                ],
            ),
            if *addicted {
                Tone::Failure
            } else {
                Tone::Success
            },
        ),
        Event::ChapterRaises { players } => field(
            t0(lang, "chapter-raise-title"),
            t(
                lang,
                "chapter-raise-line",
                &[(
                    "names",
                    a(join(lang, players.iter().map(|p| layout::escape(p)))),
                )],
            ),
            Tone::Success,
        ),
        Event::Encumbrance {
            name,
            load,
            capacity,
            encumbered,
        } => field(
            t0(lang, "sheet-carry"),
            t(
                lang,
                if *encumbered {
                    "encumbered-now"
                } else {
                    "encumbered-no-more"
                },
                &[
                    ("name", u(name)),
                    ("load", a(*load)),
                    ("capacity", a(*capacity)),
                ],
            ),
            if *encumbered {
                Tone::Complication
            } else {
                Tone::Success
            },
        ),
        Event::Whereabouts { party, everyone } => {
            // Group by place, the party's first.
            let mut places: Vec<(String, Vec<String>)> = Vec::new();
            for w in everyone {
                let key = if w.with_party {
                    party.clone()
                } else {
                    w.place.clone()
                };
                match places.iter_mut().find(|(p, _)| p == &key) {
                    Some((_, names)) => names.push(layout::escape(&w.name)),
                    None => places.push((key, vec![layout::escape(&w.name)])),
                }
            }
            places.sort_by_key(|(p, _)| p != party);
            let lines: Vec<String> = places
                .into_iter()
                .map(|(place, names)| {
                    let id = if &place == party {
                        "where-party"
                    } else {
                        "where-apart"
                    };
                    t(
                        lang,
                        id,
                        &[("place", u(&place)), ("names", a(join(lang, names)))],
                    )
                })
                .collect();
            Piece::Embed(EmbedSpec::info(t0(lang, "where-title")).desc(lines.join("\n")))
        }
        Event::Moved { name, from, to } => Piece::Embed(EmbedSpec::info(t(
            lang,
            "moved-one",
            &[("name", u(name)), ("from", u(from)), ("to", u(to))],
        ))),
        Event::PartyMoved { from, to } => Piece::Embed(EmbedSpec::info(t(
            lang,
            "moved-party",
            &[("from", u(from)), ("to", u(to))],
        ))),
        Event::TravelRoll { die, found, place } => field(
            t0(lang, "travel-title"),
            t(
                lang,
                if *found {
                    "travel-found"
                } else {
                    "travel-nothing"
                },
                &[("die", a(*die)), ("place", u(place))],
            ),
            if *found { Tone::Success } else { Tone::Info },
        ),
        Event::ContainerOpened {
            name,
            place,
            check,
            opened,
        } => {
            let title = t(
                lang,
                "container-title",
                &[("name", u(name)), ("place", u(place))],
            );
            let mut spec = check_spec(lang, title, check, false);
            let _ = write!(
                spec.description,
                "\n{}",
                t0(
                    lang,
                    if *opened {
                        "container-opened"
                    } else {
                        "container-locked"
                    }
                )
            );
            Piece::Embed(spec)
        }
        Event::HouseRuleSet { rule, on } => Piece::Embed(EmbedSpec::info(t(
            lang,
            if *on {
                "house-rule-on"
            } else {
                "house-rule-off"
            },
            &[("rule", a(house_rule_name(lang, *rule)))],
        ))),
        Event::HouseRules { on } => Piece::Embed(
            EmbedSpec::info(t0(lang, "house-rules-title")).desc(if on.is_empty() {
                t0(lang, "house-rules-none")
            } else {
                on.iter()
                    .map(|r| {
                        format!(
                            "**{}** — {}",
                            house_rule_name(lang, *r),
                            t0(lang, &format!("house-rule-about-{}", r.id()))
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            }),
        ),
        Event::Hunger {
            name,
            before,
            after,
            hungry,
        } => field(
            t0(lang, "hunger-title"),
            t(
                lang,
                if *hungry {
                    "hunger-hungry"
                } else {
                    "hunger-line"
                },
                &[
                    ("name", u(name)),
                    ("before", a(*before)),
                    ("after", a(*after)),
                ],
            ),
            if *hungry {
                Tone::Complication
            } else {
                Tone::Info
            },
        ),
        Event::Awareness {
            leader,
            roll,
            per,
            bonus,
        } => field(
            t0(lang, "awareness-title"),
            t(
                lang,
                "awareness-line",
                &[
                    ("name", u(leader)),
                    ("roll", a(*roll)),
                    ("per", a(*per)),
                    ("bonus", a(*bonus)),
                ],
            ),
            Tone::Info,
        ),
        Event::SkillGrowth {
            name,
            skill,
            roll,
            int,
            grew,
            level,
        } => field(
            t0(lang, "growth-title"),
            t(
                lang,
                if *grew { "growth-grew" } else { "growth-not" },
                &[
                    ("name", u(name)),
                    ("skill", a(i18n::skill(lang, *skill))),
                    ("roll", a(*roll)),
                    ("int", a(*int)),
                    ("level", a(*level)),
                ],
            ),
            if *grew { Tone::Success } else { Tone::Info },
        ),
        Event::Dodge {
            name,
            roll,
            agi,
            dodged,
            counter,
        } => field(
            t0(lang, "dodge-title"),
            t(
                lang,
                match (dodged, counter) {
                    (true, true) => "dodge-counter",
                    (true, false) => "dodge-dodged",
                    _ => "dodge-failed",
                },
                &[("name", u(name)), ("roll", a(*roll)), ("agi", a(*agi))],
            ),
            if *dodged { Tone::Success } else { Tone::Info },
        ),
        Event::Cured { name, addictions } => field(
            t0(lang, "changes-title"),
            t(
                lang,
                "cured",
                &[
                    ("name", u(name)),
                    (
                        "addictions",
                        a(if addictions.is_empty() {
                            t0(lang, "none")
                        } else {
                            join(lang, addictions.iter().map(|x| effect_name(lang, x)))
                        }),
                    ),
                ],
            ),
            Tone::Success,
        ),
        Event::EffectAdded { unit, effect } => field(
            t0(lang, "effects-title"),
            t(
                lang,
                "fx-added",
                &[
                    ("name", a(unit_name(lang, unit))),
                    ("effect", a(effect_with_turns(lang, effect))),
                ],
            ),
            Tone::Info,
        ),
        Event::EffectRemoved { unit, effect } => field(
            t0(lang, "effects-title"),
            t(
                lang,
                "fx-removed",
                &[
                    ("name", a(unit_name(lang, unit))),
                    ("effect", a(effect_name(lang, effect))),
                ],
            ),
            Tone::Info,
        ),
        Event::Effects { name, effects } => Piece::Embed(
            EmbedSpec::new(
                t(lang, "effects-title-of", &[("name", u(name))]),
                Tone::Info,
            )
            .desc(if effects.is_empty() {
                t0(lang, "effects-empty")
            } else {
                effects
                    .iter()
                    .map(|e| format!("• {}", effect_with_turns(lang, e)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }),
        ),
        Event::Rested {
            hours,
            periods,
            day,
            period,
            heals,
            enemies_removed,
        } => {
            let mut spec = EmbedSpec::new(
                t(lang, "rest-title", &[("hours", a(*hours))]),
                Tone::Success,
            )
            .desc(t(
                lang,
                "rest-clock",
                &[
                    ("periods", a(*periods)),
                    ("day", a(*day)),
                    ("period", a(period_name(lang, *period))),
                ],
            ));
            for h in heals {
                let mut text = t(
                    lang,
                    "rest-heal",
                    &[
                        ("perhour", a(h.per_hour)),
                        ("healed", a(h.healed)),
                        ("bar", a(hp_bar(h.hp, h.max_hp))),
                    ],
                );
                if !h.cleared.is_empty() {
                    text.push('\n');
                    text.push_str(&t(
                        lang,
                        "rest-cleared",
                        &[(
                            "effects",
                            a(join(lang, h.cleared.iter().map(|c| effect_name(lang, c)))),
                        )],
                    ));
                }
                spec.field(layout::escape(&h.name), text, true);
            }
            if !enemies_removed.is_empty() {
                spec.field(
                    t0(lang, "changes-title"),
                    t(
                        lang,
                        "rest-removed",
                        &[(
                            "names",
                            a(join(
                                lang,
                                enemies_removed.iter().map(|n| enemy_name(lang, n)),
                            )),
                        )],
                    ),
                    false,
                );
            }
            Piece::Embed(spec)
        }
        Event::SkillUp {
            name,
            skill,
            from,
            to,
            int_check,
            bonus,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "skillup-title",
                    &[
                        ("name", u(name)),
                        ("skill", a(i18n::skill(lang, *skill))),
                        ("from", a(*from)),
                        ("to", a(*to)),
                    ],
                ),
                Tone::Success,
            );
            if let Some(c) = int_check {
                spec.field(
                    t0(lang, "skillup-int"),
                    format!(
                        "{}\n{}",
                        check_short(lang, c),
                        t0(
                            lang,
                            if *bonus {
                                "skillup-bonus"
                            } else {
                                "skillup-no-bonus"
                            }
                        )
                    ),
                    false,
                );
            }
            Piece::Embed(spec)
        }
        Event::Loot { tier, items } => Piece::Embed(
            EmbedSpec::new(
                tier.map_or_else(
                    || t0(lang, "loot-title"),
                    |tier| {
                        t(
                            lang,
                            "loot-title-tier",
                            &[("tier", a(tier_name(lang, tier)))],
                        )
                    },
                ),
                Tone::Success,
            )
            .desc(if items.is_empty() {
                t0(lang, "loot-empty")
            } else {
                items
                    .iter()
                    .map(|l| format!("• {}", loot_line(lang, l)))
                    .collect::<Vec<_>>()
                    .join("\n")
            }),
        ),
        Event::Trade {
            name,
            side,
            base,
            cha,
            barter,
            multiplier_pct,
            price,
            settled,
        } => {
            let side_id = match side {
                TradeSide::Buy => "trade-buy",
                TradeSide::Sell => "trade-sell",
            };
            let mut spec = EmbedSpec::new(
                t(lang, side_id, &[("name", u(name)), ("price", a(*price))]),
                Tone::Info,
            )
            .desc(t0(
                lang,
                if *settled {
                    "trade-settled"
                } else {
                    "trade-quote"
                },
            ));
            spec.field(t0(lang, "trade-base"), base.to_string(), true);
            spec.field(
                t0(lang, "trade-modifiers"),
                t(
                    lang,
                    "trade-modifiers-line",
                    &[
                        ("cha", a(*cha)),
                        ("barter", a(*barter)),
                        ("mult", a(format!("{:.2}", *multiplier_pct as f64 / 100.0))),
                    ],
                ),
                true,
            );
            spec.field(t0(lang, "trade-price"), price.to_string(), true);
            Piece::Embed(spec)
        }
        Event::Npcs { npcs } => {
            let mut spec = EmbedSpec::new(t0(lang, "npcs-title"), Tone::Info);
            for n in npcs {
                spec.field(layout::escape(&n.name), npc_text(lang, n), false);
            }
            Piece::Embed(spec)
        }
        Event::ActionStatus(s) => Piece::Footer(layout::plain(&action_status_text(lang, s))),
    }
}

/// Embeds for an outcome, as plain data. Events that follow up on another
/// (the target's HP after damage, weather and random events after a turn)
/// join the embed before them as fields; the action status becomes a footer.
/// When a check triggered Luck, its embed says a re-roll is on offer (the
/// caller adds the buttons). Discord's size limits are applied.
#[must_use]
pub fn outcome_specs(lang: Lang, outcome: &Outcome) -> Vec<EmbedSpec> {
    let _drawing = crate::bot::commands::homebrew::drawing(outcome.homebrew.as_ref());
    let hp = known_hp(outcome);
    let mut specs: Vec<EmbedSpec> = Vec::new();
    // Effects that wear off together are listed once, grouped by who had them.
    let mut expired: Vec<(&Unit, Vec<&str>)> = Vec::new();
    // A pack of enemies added at once is one embed.
    let added = outcome
        .events
        .iter()
        .filter(|e| matches!(e, Event::EnemyAdded { .. }))
        .count();
    let mut pack_drawn = false;
    // So is a repeated roll, and a repeated check (with the awareness and
    // skill growth rolled for each of its checks).
    let mut dice_drawn = false;
    let series = check_series(lang, &outcome.events);
    let mut series_drawn = false;
    for event in &outcome.events {
        if series.is_some()
            && matches!(
                event,
                Event::Check { .. } | Event::Awareness { .. } | Event::SkillGrowth { .. }
            )
        {
            if let (false, Some(spec)) = (series_drawn, &series) {
                add_piece(&mut specs, Piece::Embed(spec.clone()));
                series_drawn = true;
            }
            continue;
        }
        if added > 1 && matches!(event, Event::EnemyAdded { .. }) {
            if !pack_drawn {
                add_piece(&mut specs, pack_piece(lang, &outcome.events));
                pack_drawn = true;
            }
            continue;
        }
        if let Event::Dice { .. } = event {
            if let Some(piece) = repeated_dice(lang, &outcome.events) {
                if !dice_drawn {
                    add_piece(&mut specs, piece);
                    dice_drawn = true;
                }
                continue;
            }
        }
        if let Event::EffectExpired { unit, effect } = event {
            match expired.iter_mut().find(|(u, _)| *u == unit) {
                Some((_, effects)) => effects.push(effect),
                None => expired.push((unit, vec![effect])),
            }
            continue;
        }
        if !expired.is_empty() {
            add_piece(
                &mut specs,
                expired_piece(lang, &std::mem::take(&mut expired)),
            );
        }
        add_piece(&mut specs, piece(lang, event, &hp));
    }
    if !expired.is_empty() {
        add_piece(&mut specs, expired_piece(lang, &expired));
    }
    specs.into_iter().flat_map(layout::fit).collect()
}

/// One embed for a check repeated (`/check repeat:`): the participants and
/// odds once, then a numbered line per check with its dice, verdict, AP,
/// complications, awareness and skill learned; `None` unless the outcome
/// holds two checks or more.
fn check_series(lang: Lang, events: &[Event]) -> Option<EmbedSpec> {
    struct Line<'a> {
        result: &'a CheckResult,
        awareness: Option<(u32, i64)>,
        grew: Vec<String>,
    }
    let mut lines: Vec<Line<'_>> = Vec::new();
    let mut awareness = None;
    for event in events {
        match event {
            Event::Awareness { roll, bonus, .. } => awareness = Some((*roll, i64::from(*bonus))),
            Event::Check { result, .. } => lines.push(Line {
                result,
                awareness: awareness.take(),
                grew: Vec::new(),
            }),
            Event::SkillGrowth {
                name,
                skill,
                grew: true,
                level,
                ..
            } => {
                if let Some(last) = lines.last_mut() {
                    last.grew.push(t(
                        lang,
                        "check-series-growth",
                        &[
                            ("name", u(name)),
                            ("skill", a(i18n::skill(lang, *skill))),
                            ("level", a(*level)),
                        ],
                    ));
                }
            }
            _ => {}
        }
    }
    let (first, last) = (lines.first()?.result, lines.last()?.result);
    if lines.len() < 2 {
        return None;
    }
    let several = first.participants.len() > 1;
    let passed = lines.iter().filter(|l| l.result.passed).count();
    let mut desc = vec![t(
        lang,
        "check-series-summary",
        &[("passed", a(passed)), ("times", a(lines.len()))],
    )];
    for (n, line) in lines.iter().enumerate() {
        let r = line.result;
        let dice = r
            .dice
            .iter()
            .map(|d| {
                let (icon, _) = die_meaning(lang, d.meaning);
                let mut die = format!("{}{icon}", d.face);
                if several && d.roller != r.leader {
                    let _ = write!(die, " ({})", layout::escape(&d.roller));
                }
                die
            })
            .collect::<Vec<_>>()
            .join(" ");
        let mut parts = vec![t(
            lang,
            if r.passed {
                "check-series-passed"
            } else {
                "check-series-failed"
            },
            &[
                ("successes", a(r.successes)),
                ("difficulty", a(r.difficulty)),
            ],
        )];
        if r.ap_spent > 0 || r.ap_gained > 0 {
            parts.push(t(
                lang,
                "check-series-ap",
                &[("before", a(r.ap_before)), ("after", a(r.ap_after))],
            ));
        }
        if let Some((roll, bonus)) = line.awareness {
            parts.push(t(
                lang,
                "check-series-awareness",
                &[("roll", a(roll)), ("bonus", a(bonus))],
            ));
        }
        parts.extend(r.complications.iter().map(|c| {
            t(
                lang,
                "check-complication",
                &[
                    ("roll", a(c.roll)),
                    ("oracle", a(t0(lang, oracle_id(c.oracle)))),
                ],
            )
        }));
        parts.extend(line.grew.iter().cloned());
        desc.push(numbered(n, &format!("{dice} → {}", parts.join(" · "))));
    }
    let title = t(
        lang,
        "check-series-title",
        &[
            ("subject", a(check_subject(lang, first))),
            ("leader", u(&first.leader)),
            ("times", a(lines.len())),
        ],
    );
    let tone = if lines.iter().any(|l| !l.result.complications.is_empty()) {
        Tone::Complication
    } else {
        Tone::Info
    };
    let mut spec = EmbedSpec::new(title, tone).desc(desc.join("\n"));
    spec.field(
        t0(lang, "check-participants"),
        participants_text(lang, &first.participants),
        true,
    );
    let spent: u32 = lines.iter().map(|l| l.result.ap_spent).sum();
    let gained: u32 = lines.iter().map(|l| l.result.ap_gained).sum();
    spec.field(
        t0(lang, "check-ap"),
        t(
            lang,
            "check-ap-line",
            &[
                ("before", a(first.ap_before)),
                ("after", a(last.ap_after)),
                ("spent", a(spent)),
                ("gained", a(gained)),
            ],
        ),
        true,
    );
    // The odds of each check; awareness can move them from one to the next.
    let mut odds: Vec<String> = Vec::new();
    for l in &lines {
        let o = format!("{:.2}%", l.result.probability * 100.0);
        if !odds.contains(&o) {
            odds.push(o);
        }
    }
    spec.field(t0(lang, "check-odds"), join(lang, odds), true);
    Some(spec)
}

/// One embed for a roll repeated (`/roll repeat:`): a numbered line per
/// roll; `None` for a single roll.
fn repeated_dice(lang: Lang, events: &[Event]) -> Option<Piece> {
    let rolls: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Dice { .. }))
        .collect();
    let Some(Event::Dice { count, sides, .. }) = rolls.first().copied() else {
        return None;
    };
    if rolls.len() < 2 {
        return None;
    }
    let lines: Vec<String> = rolls
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::Dice {
                faces,
                total,
                min,
                max,
                ..
            } => Some(numbered(
                i,
                &t(
                    lang,
                    "dice-line",
                    &[
                        (
                            "faces",
                            a(join(lang, faces.iter().map(ToString::to_string))),
                        ),
                        ("total", a(*total)),
                        ("min", a(*min)),
                        ("max", a(*max)),
                    ],
                ),
            )),
            _ => None,
        })
        .collect();
    let title = t(
        lang,
        "dice-repeat-title",
        &[
            ("count", a(*count)),
            ("sides", a(*sides)),
            ("times", a(rolls.len())),
        ],
    );
    Some(Piece::Embed(
        EmbedSpec::new(title, Tone::Info).desc(lines.join("\n")),
    ))
}

/// One embed for the enemies an outcome added: a line each, and the budget
/// after the last.
fn pack_piece(lang: Lang, events: &[Event]) -> Piece {
    let mut lines = Vec::new();
    let mut budget = None;
    for event in events {
        if let Event::EnemyAdded {
            enemy,
            hp_used,
            hp_budget,
        } = event
        {
            lines.push(t(
                lang,
                "foe-pack-line",
                &[
                    ("name", a(enemy_name(lang, &enemy.name))),
                    ("tier", a(enemy.tier)),
                    ("bar", a(hidden::enemy_hp(lang, enemy.hp, enemy.max_hp))),
                    ("damage", a(hidden::enemy_number(&enemy.damage))),
                ],
            ));
            budget = Some((*hp_used, *hp_budget)).filter(|_| hidden::numbers_shown());
        }
    }
    let mut spec = EmbedSpec::new(
        t(lang, "foe-pack-title", &[("count", a(lines.len()))]),
        Tone::Combat,
    )
    .desc(lines.join("\n"));
    if let Some((used, total)) = budget {
        spec.field(
            t0(lang, "status-budget-short"),
            t(
                lang,
                "foe-budget",
                &[("used", a(used)), ("budget", a(total))],
            ),
            true,
        );
    }
    Piece::Embed(spec)
}

/// Adds a piece to the embeds drawn so far: an embed of its own, or a field or
/// footer of the last one.
fn add_piece(specs: &mut Vec<EmbedSpec>, piece: Piece) {
    match piece {
        Piece::Embed(spec) => specs.push(spec),
        Piece::Field { title, text, tone } => match specs.last_mut() {
            Some(last) => {
                // Deaths and downs colour the whole embed.
                if tone == Tone::Failure && last.tone == Tone::Info {
                    last.tone = Tone::Failure;
                }
                last.field(title, text, false);
            }
            None => specs.push(EmbedSpec::new(title, tone).desc(text)),
        },
        Piece::Footer(text) => match specs.last_mut() {
            Some(last) => last.footer = Some(text),
            // As a title it is markdown again.
            None => specs.push(EmbedSpec::new(layout::escape(&text), Tone::Info)),
        },
    }
}

/// One field for every effect that wore off at once: a line per unit.
fn expired_piece(lang: Lang, expired: &[(&Unit, Vec<&str>)]) -> Piece {
    let lines: Vec<String> = expired
        .iter()
        .map(|(unit, effects)| {
            t(
                lang,
                "fx-expired",
                &[
                    ("name", a(unit_name(lang, unit))),
                    (
                        "effect",
                        a(join(lang, effects.iter().map(|e| effect_name(lang, e)))),
                    ),
                ],
            )
        })
        .collect();
    Piece::Field {
        title: t0(lang, "fx-expired-title"),
        text: lines.join("\n"),
        tone: Tone::Info,
    }
}

// ---------------------------------------------------------------------------
// Rule errors

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
        RuleError::Unknown {
            kind,
            name,
            suggestions,
        } => {
            let mut s = t(
                lang,
                "rule-unknown",
                &[("kind", a(unknown_kind(lang, *kind))), ("name", u(name))],
            );
            if !suggestions.is_empty() {
                let names = join(lang, suggestions.iter().take(5).map(|n| layout::escape(n)));
                let _ = write!(s, " {}", t(lang, "rule-suggest", &[("names", a(names))]));
            }
            s
        }
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
        RuleError::DuplicateName { name } => t(lang, "rule-duplicate-name", &[("name", u(name))]),
        RuleError::AlreadySet { what, value } => t(
            lang,
            "cli-err-already_set",
            &[("what", u(what)), ("value", u(value))],
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
        RuleError::CannotAct { name, state } => t(
            lang,
            match state {
                Incapacity::Incapacitated => "rule-cannot-act-down",
                Incapacity::Dead => "rule-cannot-act-dead",
            },
            &[("name", u(name))],
        ),
        RuleError::Dead { name } => t(lang, "rule-dead", &[("name", u(name))]),
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
        RuleError::NoPlayers => t0(lang, "rule-no-players"),
        RuleError::NoTarget => t0(lang, "rule-no-target"),
        RuleError::UnsafeRest => t0(lang, "rule-unsafe-rest"),
        RuleError::NoChapterRaise { name } => {
            t(lang, "rule-no-chapter-raise", &[("name", u(name))])
        }
        RuleError::NoContainer { place } => t(lang, "rule-no-container", &[("place", u(place))]),
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enemy_instance_names_keep_their_suffix() {
        assert_eq!(enemy_name(Lang::EnUs, "Raider 2"), "Raider 2");
        assert_ne!(enemy_name(Lang::ZhCn, "Raider 2"), "Raider 2");
        assert!(enemy_name(Lang::ZhCn, "Raider 2").ends_with(" 2"));
        assert_eq!(enemy_name(Lang::ZhCn, "Bob"), "Bob");
    }
}
