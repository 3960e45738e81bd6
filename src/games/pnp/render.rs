//! The classic Fallout game's events and refusals as embeds and text, in the
//! visual language of every game: a check's embed is coloured by its result
//! and shows the die, the target, the margin and the exact odds of the four
//! results; combat is purple, damage to someone red; HP show as bars; the
//! board and sheets are blue. Every word comes from `pnp.ftl` (`pnp-bot-*`,
//! the game's skill, race, armour, weapon and enemy names) and user text is
//! escaped. [`MESSAGE_IDS`] lists the fixed ids used here for the locale test.

use std::fmt::Write as _;

use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::ammo::{AmmoLevel, AmmoUse, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::character::{BurnDie, HpChange, Sheet};
use crate::engine::rulesets::pnp::check::{Odds, SaveRoll, SkillRoll};
use crate::engine::rulesets::pnp::combat::{AttackChance, Band, DamageToOne, Location};
use crate::engine::rulesets::pnp::command::{LevelUpChoice, Setting};
use crate::engine::rulesets::pnp::enemy::{Enemy, EnemyTemplate};
use crate::engine::rulesets::pnp::error::Unknown;
use crate::engine::rulesets::pnp::outcome::{CalledEffect, MoraleCause, SavePurpose, Treatment};
use crate::engine::rulesets::pnp::weapons::Weapon;
use crate::engine::rulesets::pnp::{
    Criticals, Event, Outcome, Race, RuleError, Skill, SuccessLevel,
};
use crate::i18n::{self, Arg, Lang};

use crate::bot::layout;
use crate::bot::render::hidden;
use crate::bot::render::{self, a, hp_bar, signed, t, t0, u, EmbedSpec, Tone};

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

/// A skill's name in the reader's language.
#[must_use]
pub fn skill_name(lang: Lang, skill: Skill) -> String {
    t0(lang, &format!("pnp-skill-{}", skill.id()))
}

/// An attribute's short name in the reader's language.
#[must_use]
pub fn attribute_name(lang: Lang, attribute: Attribute) -> String {
    i18n::attribute(lang, attribute)
}

/// A race's name in the reader's language.
#[must_use]
pub fn race_name(lang: Lang, race: Race) -> String {
    t0(lang, &format!("pnp-race-{}", race.id()))
}

/// An armour class in the reader's language.
#[must_use]
pub fn armour_name(lang: Lang, armour: Armour) -> String {
    t0(lang, &format!("pnp-armour-{}", armour.id()))
}

/// The message key of a weapon id: letters and digits, other characters
/// as dashes (`.308` is `308`, `5.56` is `5-56`).
fn weapon_key(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .trim_matches('-')
        .to_owned()
}

/// A weapon's name in the reader's language; a homebrew weapon's own name
/// (see [`crate::bot::commands::homebrew::brewed_name`]), else as typed.
#[must_use]
pub fn weapon_name(lang: Lang, weapon: &str) -> String {
    match Weapon::find(weapon) {
        Some(w) => t0(lang, &format!("pnp-weapon-{}", weapon_key(&w.id))),
        None => layout::escape(
            &crate::bot::commands::homebrew::brewed_name("weapons", weapon)
                .unwrap_or_else(|| weapon.to_owned()),
        ),
    }
}

/// An enemy template's name in the reader's language; a homebrew
/// template's own name, else as typed.
#[must_use]
pub fn template_name(lang: Lang, template: &str) -> String {
    match EnemyTemplate::find(template) {
        Some(e) => t0(lang, &format!("pnp-enemy-{}", e.id)),
        None => layout::escape(
            &crate::bot::commands::homebrew::brewed_name("enemies", template)
                .unwrap_or_else(|| template.to_owned()),
        ),
    }
}

/// An ammunition level in the reader's language.
#[must_use]
pub fn ammo_name(lang: Lang, level: AmmoLevel) -> String {
    match level {
        AmmoLevel::Plenty => t0(lang, "pnp-ammo-plenty"),
        AmmoLevel::Some => t0(lang, "pnp-ammo-some"),
        AmmoLevel::Count(n) => t(lang, "pnp-ammo-count", &[("shots", a(n))]),
        AmmoLevel::Empty => t0(lang, "pnp-ammo-empty"),
    }
}

fn level_id(level: SuccessLevel) -> &'static str {
    match level {
        SuccessLevel::CriticalFailure => "critical_failure",
        SuccessLevel::Failure => "failure",
        SuccessLevel::Success => "success",
        SuccessLevel::CriticalSuccess => "critical_success",
    }
}

fn level_name(lang: Lang, level: SuccessLevel) -> String {
    t0(lang, &format!("pnp-level-{}", level_id(level)))
}

fn level_tone(level: SuccessLevel) -> Tone {
    match level {
        SuccessLevel::CriticalSuccess | SuccessLevel::Success => Tone::Success,
        SuccessLevel::Failure => Tone::Complication,
        SuccessLevel::CriticalFailure => Tone::Failure,
    }
}

fn band_name(lang: Lang, band: Band) -> String {
    let id = match band {
        Band::PointBlank => "point_blank",
        Band::Short => "short",
        Band::Medium => "medium",
        Band::Long => "long",
        Band::Extreme => "extreme",
        Band::Laid => "laid",
    };
    t0(lang, &format!("pnp-band-{id}"))
}

fn location_name(lang: Lang, location: Location) -> String {
    let id = match location {
        Location::Head => "head",
        Location::WeaponArm => "weapon_arm",
        Location::OtherArm => "other_arm",
        Location::Leg => "leg",
    };
    t0(lang, &format!("pnp-location-{id}"))
}

fn effect_name(lang: Lang, effect: CalledEffect) -> String {
    let id = match effect {
        CalledEffect::LosesNextAction => "loses_next_action",
        CalledEffect::DropsWeapon => "drops_weapon",
        CalledEffect::KeepsWeapon => "keeps_weapon",
        CalledEffect::SpeedQuarter => "speed_quarter",
        CalledEffect::SpeedHalf => "speed_half",
        CalledEffect::Nothing => "nothing",
    };
    t0(lang, &format!("pnp-effect-{id}"))
}

fn purpose_name(lang: Lang, purpose: SavePurpose) -> Option<String> {
    let id = match purpose {
        SavePurpose::Test => return None,
        SavePurpose::Headshot => "headshot",
        SavePurpose::WeaponArm => "weapon_arm",
        SavePurpose::Leg => "leg",
        SavePurpose::Poison => "poison",
    };
    Some(t0(lang, &format!("pnp-purpose-{id}")))
}

fn cause_name(lang: Lang, cause: MoraleCause) -> String {
    let id = match cause {
        MoraleCause::Asked => "asked",
        MoraleCause::FirstDamage => "first_damage",
        MoraleCause::HalfHp => "half_hp",
        MoraleCause::LeaderLost => "leader_lost",
    };
    t0(lang, &format!("pnp-cause-{id}"))
}

fn treatment_name(lang: Lang, treatment: Treatment) -> String {
    let id = match treatment {
        Treatment::Stimpak => "stimpak",
        Treatment::RadAway => "radaway",
        Treatment::Sleep => "sleep",
    };
    t0(lang, &format!("pnp-treatment-{id}"))
}

fn find_name(lang: Lang, find: Find) -> String {
    let id = match find {
        Find::Loose => "loose",
        Find::Clip => "clip",
        Find::Box => "box",
    };
    t0(lang, &format!("pnp-find-{id}"))
}

fn criticals_name(lang: Lang, criticals: Criticals) -> String {
    t0(lang, &format!("pnp-criticals-{}", criticals.id()))
}

fn on_off(lang: Lang, on: bool) -> String {
    t0(lang, if on { "pnp-on" } else { "pnp-off" })
}

/// "STR 5 · PER 6 · ..."
fn special_line(lang: Lang, special: [u8; 7]) -> String {
    Attribute::ALL
        .iter()
        .map(|&at| format!("{} {}", attribute_name(lang, at), special[at.index()]))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The sheet of a character as one embed.
fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "pnp-bot-sheet-title",
        &[("name", u(&sheet.name)), ("level", a(sheet.level))],
    ));
    let mut desc = t(
        lang,
        "pnp-bot-player-race",
        &[("race", a(race_name(lang, sheet.race)))],
    );
    let _ = write!(
        desc,
        "\n❤️ {}\n{}",
        hp_bar(sheet.hp, sheet.max_hp),
        t(
            lang,
            "pnp-bot-sheet-line",
            &[
                ("xp", a(sheet.xp)),
                ("next", a(sheet.next_level_xp)),
                ("rads", a(sheet.rads)),
                ("armour", a(armour_name(lang, sheet.armour))),
            ],
        )
    );
    if sheet.hp == 0 {
        let _ = write!(desc, "\n{}", t0(lang, "pnp-bot-dead"));
    }
    if sheet.unspent > 0 {
        let _ = write!(
            desc,
            "\n{}",
            t(lang, "pnp-bot-unspent", &[("points", a(sheet.unspent))])
        );
    }
    if sheet.pending_level_ups > 0 {
        let _ = write!(
            desc,
            "\n{}",
            t(
                lang,
                "pnp-bot-pending",
                &[("pending", a(sheet.pending_level_ups))]
            )
        );
    }
    if sheet.pip_boy {
        let _ = write!(desc, "\n{}", t0(lang, "pnp-bot-pip-boy"));
    }
    if sheet.burning > 0 {
        let _ = write!(
            desc,
            "\n{}",
            t(lang, "pnp-bot-burning-now", &[("count", a(sheet.burning))])
        );
    }
    if sheet.poisoned > 0 {
        let _ = write!(
            desc,
            "\n{}",
            t(
                lang,
                "pnp-bot-poisoned-now",
                &[("rounds", a(sheet.poisoned))]
            )
        );
    }
    spec = spec.desc(desc);
    spec.field(
        t0(lang, "pnp-bot-special"),
        special_line(lang, sheet.special),
        false,
    );
    let skills: Vec<String> = sheet
        .skills
        .iter()
        .map(|l| {
            let mark = if l.tagged { "★ " } else { "" };
            format!("{mark}{} {}", skill_name(lang, l.skill), l.value)
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-skills"), skills.join("\n"), false);
    let ammo: Vec<String> = sheet
        .ammo
        .iter()
        .map(|s| {
            format!(
                "{}: {}",
                weapon_name(lang, &s.weapon),
                ammo_name(lang, s.level)
            )
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-ammo-field"), ammo.join("\n"), false);
    spec
}

/// One enemy as `/enemy show` draws it: its line of the board.
pub(crate) fn enemy_spec(lang: Lang, e: &Enemy) -> EmbedSpec {
    EmbedSpec::new(crate::bot::layout::escape(&e.name), Tone::Combat).desc(enemy_line(lang, e))
}

fn enemy_line(lang: Lang, e: &Enemy) -> String {
    let morale = e
        .morale
        .map_or_else(|| t0(lang, "pnp-bot-morale-none"), |m| m.to_string());
    let mut line = t(
        lang,
        "pnp-bot-enemy-line",
        &[
            ("name", u(&e.name)),
            (
                "template",
                a(crate::bot::commands::homebrew::mark(
                    template_name(lang, &e.template),
                    &["enemies"],
                    &e.template,
                    || EnemyTemplate::find(&e.template).is_some(),
                )),
            ),
            (
                "weapon",
                a(crate::bot::commands::homebrew::mark(
                    weapon_name(lang, &e.weapon),
                    &["weapons"],
                    &e.weapon,
                    || Weapon::find(&e.weapon).is_some(),
                )),
            ),
            ("armour", a(armour_name(lang, e.vitals.armour))),
            ("morale", a(morale)),
            (
                "hp",
                a(hidden::enemy_hp(lang, e.vitals.hp, e.vitals.max_hp())),
            ),
        ],
    );
    if e.leader {
        let _ = write!(line, " · {}", t0(lang, "pnp-bot-enemy-leader"));
    }
    if e.fled {
        let _ = write!(line, " · {}", t0(lang, "pnp-bot-enemy-fled"));
    }
    if !e.vitals.burning.is_empty() {
        let _ = write!(
            line,
            " · {}",
            t(
                lang,
                "pnp-bot-burning-now",
                &[("count", a(e.vitals.burning.len()))]
            )
        );
    }
    if let Some(p) = e.vitals.poison {
        let _ = write!(
            line,
            " · {}",
            t(
                lang,
                "pnp-bot-poisoned-now",
                &[("rounds", a(p.rounds_left))]
            )
        );
    }
    line
}

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

fn board_spec(
    lang: Lang,
    characters: &[Sheet],
    enemies: &[Enemy],
    half_points: bool,
    criticals: Criticals,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t0(lang, "pnp-bot-board"));
    spec.footer = Some(t(
        lang,
        "pnp-bot-settings",
        &[
            ("half_points", a(on_off(lang, half_points))),
            ("criticals", a(criticals_name(lang, criticals))),
        ],
    ));
    if characters.is_empty() && enemies.is_empty() {
        return spec.desc(t0(lang, "pnp-bot-board-empty"));
    }
    let people: Vec<String> = characters
        .iter()
        .map(|s| {
            format!(
                "**{}** · {} · {} · {}",
                layout::escape(&s.name),
                t(
                    lang,
                    "pnp-bot-sheet-title",
                    &[("name", a(race_name(lang, s.race))), ("level", a(s.level))]
                ),
                hp_bar(s.hp, s.max_hp),
                armour_name(lang, s.armour)
            )
        })
        .collect();
    spec.field(t0(lang, "pnp-bot-characters"), people.join("\n"), false);
    let foes: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
    spec.field(t0(lang, "pnp-bot-enemies"), foes.join("\n"), false);
    spec
}

/// The exact odds of the four results, best first:
/// "Critical success 1/20 (5%) · Success ... · Critical failure ...".
fn odds_text(lang: Lang, odds: &Odds) -> String {
    SuccessLevel::ALL
        .iter()
        .rev()
        .map(|&level| format!("{} {}", level_name(lang, level), odds.of(level)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "d100 **42** vs 55 (skill 45 +10)" and "**Success** · margin +13".
fn skill_roll_text(lang: Lang, roll: &SkillRoll, line_id: &str) -> String {
    let mut text = t(
        lang,
        line_id,
        &[
            ("die", a(roll.die)),
            ("target", a(roll.target)),
            ("skill", a(roll.skill)),
            ("modifier", a(signed(roll.modifier))),
        ],
    );
    let _ = write!(
        text,
        "\n**{}** · {}",
        level_name(lang, roll.level),
        t(
            lang,
            "pnp-bot-margin",
            &[("margin", a(signed(roll.margin)))]
        )
    );
    text
}

fn save_text(lang: Lang, attribute: Attribute, roll: &SaveRoll) -> String {
    let goal = i64::from(roll.attribute) + roll.modifier;
    let mut text = String::new();
    if !roll.rerolled.is_empty() {
        let faces = roll
            .rerolled
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let _ = writeln!(
            text,
            "{}",
            t(lang, "pnp-bot-save-rerolled", &[("faces", a(faces))])
        );
    }
    let _ = write!(
        text,
        "{}\n**{}**",
        t(
            lang,
            "pnp-bot-save-line",
            &[
                ("die", a(roll.die)),
                ("effective", a(roll.effective_text())),
                ("goal", a(goal)),
                ("attribute", a(attribute_name(lang, attribute))),
                ("score", a(roll.attribute)),
                ("modifier", a(signed(roll.modifier))),
            ],
        ),
        level_name(lang, roll.level)
    );
    text
}

fn hp_line(lang: Lang, who: &str, hp: &HpChange) -> String {
    if hidden::hides(who) {
        let state = hidden::enemy_hp(lang, hp.after, hp.max);
        return t(
            lang,
            "enemy-hp-hidden",
            &[("name", u(who)), ("state", a(state))],
        );
    }
    t(
        lang,
        "pnp-bot-hp",
        &[
            ("name", u(who)),
            ("bar", a(hp_bar(hp.after, hp.max))),
            ("before", a(hp.before)),
        ],
    )
}

fn burn_dice(dice: &[BurnDie]) -> String {
    if dice.is_empty() {
        return "—".to_owned();
    }
    dice.iter()
        .map(|d| format!("d{}:{}", d.sides, d.face))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The chance of an attack, part by part.
fn chance_text(lang: Lang, c: &AttackChance) -> String {
    let mut parts = vec![t(lang, "pnp-bot-chance-skill", &[("value", a(c.skill))])];
    // 10 - 2 x AGI is never +10 (AGI is at least 1): +10 is an immobile target.
    let agility_id = if c.agility == 10 {
        "pnp-bot-chance-immobile"
    } else {
        "pnp-bot-chance-agility"
    };
    parts.push(t(lang, agility_id, &[("value", a(signed(c.agility)))]));
    parts.push(t(
        lang,
        "pnp-bot-chance-band",
        &[
            ("band", a(band_name(lang, c.band))),
            ("value", a(signed(c.aimed_band.modifier()))),
        ],
    ));
    if c.aimed_band != c.band {
        parts.push(t(
            lang,
            "pnp-bot-chance-aimed",
            &[("band", a(band_name(lang, c.aimed_band)))],
        ));
    }
    if c.scope != 0 {
        parts.push(t(
            lang,
            "pnp-bot-chance-scope",
            &[("value", a(signed(c.scope)))],
        ));
    }
    if c.modifier != 0 {
        parts.push(t(
            lang,
            "pnp-bot-chance-modifier",
            &[("value", a(signed(c.modifier)))],
        ));
    }
    let mut text = format!("{} = **{}**", parts.join(" · "), c.before_called);
    if let Some(location) = c.called {
        let _ = write!(
            text,
            "\n{}",
            t(
                lang,
                "pnp-bot-chance-called",
                &[
                    ("location", a(location_name(lang, location))),
                    ("before", a(c.before_called)),
                    ("chance", a(c.chance)),
                ],
            )
        );
    }
    text
}

/// The damage dice of one creature: "d6:4+1 · ~~d6:6~~ 🛡 · ~~d6:5~~ 💥".
fn damage_dice(d: &DamageToOne) -> String {
    d.dice
        .iter()
        .map(|die| {
            let mut face = format!("d{}:{}", die.sides, die.face);
            if die.modifier != 0 {
                face.push_str(&signed(die.modifier));
            }
            if die.rad {
                face.push('☢');
            }
            if die.dropped {
                format!("~~{face}~~💥")
            } else if die.blocked {
                format!("~~{face}~~🛡")
            } else {
                face
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn damage_spec(lang: Lang, target: &str, d: &DamageToOne, hp: &HpChange) -> EmbedSpec {
    let mut lines = vec![t(
        lang,
        "pnp-bot-damage-dice",
        &[("dice", a(damage_dice(d)))],
    )];
    if d.ring > 0 {
        lines.push(t(lang, "pnp-bot-damage-ring", &[("ring", a(d.ring))]));
    }
    if d.armour_ignored {
        lines.push(t(
            lang,
            "pnp-bot-damage-armour-ignored",
            &[("armour", a(armour_name(lang, d.armour)))],
        ));
    } else if d.armour != Armour::None {
        let blocked = d.dice.iter().filter(|x| x.blocked).count();
        lines.push(t(
            lang,
            "pnp-bot-damage-armour",
            &[
                ("armour", a(armour_name(lang, d.armour))),
                ("blocked", a(blocked)),
            ],
        ));
    }
    if let Some((num, den)) = d.factor {
        lines.push(t(
            lang,
            "pnp-bot-damage-factor",
            &[
                ("before", a(d.hp_before_factor)),
                (
                    "factor",
                    a(if den == 1 {
                        format!("×{num}")
                    } else {
                        format!("×{num}/{den}")
                    }),
                ),
                ("damage", a(d.hp_damage)),
            ],
        ));
    }
    if d.rad_damage > 0 {
        lines.push(t(lang, "pnp-bot-damage-rads", &[("rads", a(d.rad_damage))]));
    }
    lines.push(hp_line(lang, target, hp));
    let tone = if d.hp_damage > 0 {
        Tone::Failure
    } else {
        Tone::Combat
    };
    EmbedSpec::new(
        t(
            lang,
            "pnp-bot-damage-title",
            &[("name", u(target)), ("damage", a(d.hp_damage))],
        ),
        tone,
    )
    .desc(lines.join("\n"))
}

fn ammo_use_text(lang: Lang, used: &AmmoUse) -> String {
    let mut text = String::new();
    if let (Some(sides), Some(die)) = (used.sides, used.die) {
        let _ = writeln!(
            text,
            "{}",
            t(
                lang,
                "pnp-bot-ammo-die",
                &[("sides", a(sides)), ("die", a(die))]
            )
        );
    }
    text.push_str(&t(
        lang,
        "pnp-bot-ammo-change",
        &[
            ("before", a(ammo_name(lang, used.before))),
            ("after", a(ammo_name(lang, used.after))),
        ],
    ));
    text
}

/// One event as an embed.
#[allow(clippy::too_many_lines)]
fn event_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => {
            let mut spec = sheet_spec(lang, sheet);
            spec.title = t(lang, "pnp-bot-joined", &[("name", u(&sheet.name))]);
            spec.tone = Tone::Success;
            spec
        }
        Event::CharacterRemoved { name } => {
            EmbedSpec::info(t(lang, "pnp-bot-left", &[("name", u(name))]))
        }
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Board {
            characters,
            enemies,
            half_points,
            criticals,
        } => board_spec(lang, characters, enemies, *half_points, *criticals),
        Event::PointsSpent {
            character,
            skill,
            points,
            value,
            unspent,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-spent-title",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                ],
            ),
            Tone::Success,
        )
        .desc(t(
            lang,
            "pnp-bot-spent-line",
            &[
                ("points", a(*points)),
                ("value", a(*value)),
                ("unspent", a(*unspent)),
            ],
        )),
        Event::Check {
            character,
            skill,
            roll,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "pnp-bot-check-title",
                    &[
                        ("name", u(character)),
                        ("skill", a(skill_name(lang, *skill))),
                    ],
                ),
                level_tone(roll.level),
            )
            .desc(skill_roll_text(lang, roll, "pnp-bot-check-line"));
            spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
            spec
        }
        Event::Odds {
            character,
            skill,
            target,
            odds,
        } => {
            let mut spec = EmbedSpec::info(t(
                lang,
                "pnp-bot-odds-title",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                ],
            ))
            .desc(t(lang, "pnp-bot-odds-target", &[("target", a(*target))]));
            spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, odds), false);
            spec
        }
        Event::Save {
            unit,
            attribute,
            purpose,
            roll,
        } => {
            let mut desc = String::new();
            if let Some(why) = purpose_name(lang, *purpose) {
                let _ = writeln!(desc, "{why}");
            }
            desc.push_str(&save_text(lang, *attribute, roll));
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "pnp-bot-save-title",
                    &[
                        ("name", u(unit)),
                        ("attribute", a(attribute_name(lang, *attribute))),
                    ],
                ),
                level_tone(roll.level),
            )
            .desc(desc);
            spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
            spec
        }
        Event::XpGained {
            character,
            amount,
            xp,
            level_before,
            level,
            pending,
        } => {
            let mut lines = vec![t(
                lang,
                "pnp-bot-xp-line",
                &[("xp", a(*xp)), ("level", a(*level))],
            )];
            if level > level_before {
                lines.push(t(
                    lang,
                    "pnp-bot-xp-level",
                    &[("before", a(*level_before)), ("level", a(*level))],
                ));
            }
            if *pending > 0 {
                lines.push(t(lang, "pnp-bot-xp-pending", &[("pending", a(*pending))]));
            }
            EmbedSpec::new(
                t(
                    lang,
                    "pnp-bot-xp-title",
                    &[("name", u(character)), ("amount", a(*amount))],
                ),
                Tone::Success,
            )
            .desc(lines.join("\n"))
        }
        Event::LevelUp {
            character,
            choice,
            value,
            points,
            level_hp,
            hp,
        } => {
            let first = match choice {
                LevelUpChoice::Attribute(at) => t(
                    lang,
                    "pnp-bot-level-up-attribute",
                    &[
                        ("attribute", a(attribute_name(lang, *at))),
                        ("value", a(value.map_or(0, u32::from))),
                    ],
                ),
                LevelUpChoice::Skills => {
                    t(lang, "pnp-bot-level-up-skills", &[("points", a(*points))])
                }
            };
            let second = t(
                lang,
                "pnp-bot-level-hp",
                &[("hp", a(*level_hp)), ("bar", a(hp_bar(hp.after, hp.max)))],
            );
            EmbedSpec::new(
                t(lang, "pnp-bot-level-up-title", &[("name", u(character))]),
                Tone::Success,
            )
            .desc(format!("{first}\n{second}"))
        }
        Event::SettingChanged { setting } => EmbedSpec::info(match setting {
            Setting::HalfPoints(on) => t(
                lang,
                "pnp-bot-setting-half-points",
                &[("value", a(on_off(lang, *on)))],
            ),
            Setting::Criticals(c) => t(
                lang,
                "pnp-bot-setting-criticals",
                &[("value", a(criticals_name(lang, *c)))],
            ),
        }),
        Event::EnemyAdded { enemy } => EmbedSpec::new(
            t(lang, "pnp-bot-enemy-added", &[("name", u(&enemy.name))]),
            Tone::Combat,
        )
        .desc(enemy_line(lang, enemy)),
        Event::EnemyRemoved { name } => {
            EmbedSpec::info(t(lang, "pnp-bot-enemy-removed", &[("name", u(name))]))
        }
        Event::LeaderSet { enemy, group } => EmbedSpec::info(t(
            lang,
            "pnp-bot-leader",
            &[("name", u(enemy)), ("group", u(group))],
        )),
        Event::MoraleSet { enemy, score } => EmbedSpec::info(t(
            lang,
            "pnp-bot-morale-set",
            &[
                ("name", u(enemy)),
                (
                    "score",
                    a(score.map_or_else(|| t0(lang, "pnp-bot-morale-none"), |s| s.to_string())),
                ),
            ],
        )),
        Event::Attack {
            attacker,
            target,
            weapon,
            chance,
            roll,
        } => {
            let title = t(
                lang,
                "pnp-bot-attack-title",
                &[
                    ("attacker", u(attacker)),
                    ("target", u(target)),
                    (
                        "weapon",
                        a(crate::bot::commands::homebrew::mark(
                            weapon_name(lang, weapon),
                            &["weapons"],
                            weapon,
                            || Weapon::find(weapon).is_some(),
                        )),
                    ),
                ],
            );
            let hit = if roll.level.succeeded() {
                t0(lang, "pnp-bot-hit")
            } else {
                t0(lang, "pnp-bot-miss")
            };
            // An enemy's skill, or its agility and armour as a target, are
            // its numbers: the chance (and so the margin and the odds) too.
            if hidden::hides(attacker) || hidden::hides(target) {
                let line = t(
                    lang,
                    "pnp-bot-attack-line",
                    &[("die", a(roll.die)), ("target", a(hidden::MASK))],
                );
                return EmbedSpec::new(title, Tone::Combat).desc(format!("{line}\n{hit}"));
            }
            let mut spec = EmbedSpec::new(title, Tone::Combat).desc(format!(
                "{}\n{hit}",
                skill_roll_text(lang, roll, "pnp-bot-attack-line")
            ));
            spec.field(t0(lang, "pnp-bot-chance"), chance_text(lang, chance), false);
            spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
            spec
        }
        Event::AmmoUsed {
            character,
            weapon,
            used,
        } => EmbedSpec::info(t(
            lang,
            "pnp-bot-ammo-used-title",
            &[
                ("name", u(character)),
                ("weapon", a(weapon_name(lang, weapon))),
            ],
        ))
        .desc(ammo_use_text(lang, used)),
        Event::Scatter {
            direction,
            missed_by,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-scatter",
                &[
                    (
                        "direction",
                        a(t0(
                            lang,
                            &format!("pnp-direction-{}", direction.clamp(&1, &8)),
                        )),
                    ),
                    ("missed_by", a(*missed_by)),
                ],
            ),
            Tone::Combat,
        ),
        Event::Damage { target, damage, hp } => damage_spec(lang, target, damage, hp),
        Event::CalledShot {
            target,
            location,
            effect,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-called",
                &[
                    ("name", u(target)),
                    ("location", a(location_name(lang, *location))),
                    ("effect", a(effect_name(lang, *effect))),
                ],
            ),
            Tone::Combat,
        ),
        Event::Burning { target, dice } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-burning",
                &[("name", u(target)), ("count", a(dice.len()))],
            ),
            Tone::Failure,
        )
        .desc(burn_dice(dice)),
        Event::BurnTick {
            target,
            dropped,
            remaining,
            damage,
            hp,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-burn-tick",
                &[("name", u(target)), ("damage", a(*damage))],
            ),
            Tone::Failure,
        )
        .desc(format!(
            "{}\n{}\n{}",
            t(
                lang,
                "pnp-bot-burn-dropped",
                &[("die", a(burn_dice(std::slice::from_ref(dropped))))]
            ),
            t(
                lang,
                "pnp-bot-burn-left",
                &[("dice", a(burn_dice(remaining)))]
            ),
            hp_line(lang, target, hp)
        )),
        Event::Doused {
            target,
            dropped,
            remaining,
        } => EmbedSpec::info(t(lang, "pnp-bot-doused", &[("name", u(target))])).desc(format!(
            "{}\n{}",
            t(
                lang,
                "pnp-bot-burn-dropped",
                &[("die", a(burn_dice(std::slice::from_ref(dropped))))]
            ),
            t(
                lang,
                "pnp-bot-burn-left",
                &[("dice", a(burn_dice(remaining)))]
            )
        )),
        Event::Poisoned {
            target,
            damage_sides,
            rounds,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-poisoned",
                &[
                    ("name", u(target)),
                    ("sides", a(*damage_sides)),
                    ("rounds", a(*rounds)),
                ],
            ),
            Tone::Failure,
        ),
        Event::PoisonTick {
            target,
            damage,
            hp,
            rounds_left,
        } => {
            let first = match damage {
                Some(d) => t(lang, "pnp-bot-poison-damage", &[("damage", a(*d))]),
                None => t0(lang, "pnp-bot-poison-resisted"),
            };
            EmbedSpec::new(
                t(lang, "pnp-bot-poison-tick", &[("name", u(target))]),
                if damage.is_some() {
                    Tone::Failure
                } else {
                    Tone::Success
                },
            )
            .desc(format!(
                "{first}\n{}\n{}",
                hp_line(lang, target, hp),
                t(lang, "pnp-bot-poison-left", &[("rounds", a(*rounds_left))])
            ))
        }
        Event::Morale { enemy, cause, roll } => {
            let verdict = if roll.flees {
                t(lang, "pnp-bot-morale-flees", &[("name", u(enemy))])
            } else {
                t(lang, "pnp-bot-morale-holds", &[("name", u(enemy))])
            };
            EmbedSpec::new(
                t(lang, "pnp-bot-morale-title", &[("name", u(enemy))]),
                Tone::Combat,
            )
            .desc(format!(
                "{}\n{}\n**{verdict}**",
                cause_name(lang, *cause),
                t(
                    lang,
                    "pnp-bot-morale-line",
                    &[
                        ("a", a(roll.dice[0])),
                        ("b", a(roll.dice[1])),
                        ("modifier", a(signed(roll.modifier))),
                        ("total", a(roll.total)),
                        ("score", a(roll.score)),
                    ],
                )
            ))
        }
        Event::Died { name } => {
            EmbedSpec::new(t(lang, "pnp-bot-died", &[("name", u(name))]), Tone::Failure)
        }
        Event::Healed {
            healer,
            target,
            treatment,
            amount,
            hp,
            rads_before,
            rads_after,
        } => {
            let first = if *treatment == Treatment::RadAway {
                t(lang, "pnp-bot-healed-rads", &[("amount", a(*amount))])
            } else {
                t(lang, "pnp-bot-healed-hp", &[("amount", a(*amount))])
            };
            EmbedSpec::new(
                t(
                    lang,
                    "pnp-bot-healed-title",
                    &[
                        ("healer", u(healer)),
                        ("name", u(target)),
                        ("treatment", a(treatment_name(lang, *treatment))),
                    ],
                ),
                Tone::Success,
            )
            .desc(format!(
                "{first}\n{}\n{}",
                hp_line(lang, target, hp),
                t(
                    lang,
                    "pnp-bot-rads",
                    &[("before", a(*rads_before)), ("after", a(*rads_after))]
                )
            ))
        }
        Event::Hurt {
            target,
            amount,
            rads,
            hp,
        } => EmbedSpec::new(
            t(
                lang,
                "pnp-bot-hurt-title",
                &[
                    ("name", u(target)),
                    ("amount", a(*amount)),
                    ("rads", a(*rads)),
                ],
            ),
            Tone::Failure,
        )
        .desc(hp_line(lang, target, hp)),
        Event::Revived { character, hp } => EmbedSpec::new(
            t(lang, "pnp-bot-revived", &[("name", u(character))]),
            Tone::Success,
        )
        .desc(hp_line(lang, character, hp)),
        Event::ArmourSet { target, armour } => EmbedSpec::info(t(
            lang,
            "pnp-bot-armour-set",
            &[
                ("name", u(target)),
                ("armour", a(armour_name(lang, *armour))),
            ],
        )),
        Event::PipBoySet { character, on } => EmbedSpec::info(t(
            lang,
            if *on {
                "pnp-bot-pip-boy-on"
            } else {
                "pnp-bot-pip-boy-off"
            },
            &[("name", u(character))],
        )),
        Event::Ammo {
            character,
            weapon,
            found,
            dice,
            before,
            after,
        } => {
            let title = match found {
                Some(f) => t(
                    lang,
                    "pnp-bot-ammo-found",
                    &[
                        ("name", u(character)),
                        ("weapon", a(weapon_name(lang, weapon))),
                        ("found", a(find_name(lang, *f))),
                    ],
                ),
                None => t(
                    lang,
                    "pnp-bot-ammo-set",
                    &[
                        ("name", u(character)),
                        ("weapon", a(weapon_name(lang, weapon))),
                    ],
                ),
            };
            let mut desc = String::new();
            if !dice.is_empty() {
                let faces = dice
                    .iter()
                    .map(|(s, f)| format!("d{s}:{f}"))
                    .collect::<Vec<_>>()
                    .join(" ");
                let _ = writeln!(
                    desc,
                    "{}",
                    t(lang, "pnp-bot-ammo-dice", &[("dice", a(faces))])
                );
            }
            desc.push_str(&t(
                lang,
                "pnp-bot-ammo-change",
                &[
                    ("before", a(ammo_name(lang, *before))),
                    ("after", a(ammo_name(lang, *after))),
                ],
            ));
            EmbedSpec::info(title).desc(desc)
        }
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
            let title = t(
                lang,
                "pnp-bot-check-times",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                    ("times", a(lines.len())),
                ],
            );
            let mut spec = EmbedSpec::info(title).desc(lines.join("\n"));
            spec.field(t0(lang, "pnp-bot-odds"), odds_text(lang, &roll.odds), false);
            spec
        },
        |event| event_spec(lang, event),
    )
}

/// A name the game suggests instead of an unknown one, in the reader's words.
fn suggestion(lang: Lang, kind: Unknown, name: &str) -> String {
    match kind {
        Unknown::Skill => {
            Skill::parse(name).map_or_else(|| layout::escape(name), |s| skill_name(lang, s))
        }
        Unknown::Weapon => weapon_name(lang, name),
        Unknown::Template => template_name(lang, name),
        Unknown::Race => {
            Race::parse(name).map_or_else(|| layout::escape(name), |r| race_name(lang, r))
        }
        Unknown::Armour => {
            Armour::parse(name).map_or_else(|| layout::escape(name), |r| armour_name(lang, r))
        }
        _ => layout::escape(name),
    }
}

/// A refusal of the classic game in the reader's words (the same words the
/// CLI gives), user text escaped, with the names it suggests (at most ten)
/// in the reader's words.
#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let mut args: Vec<(String, Arg)> = i18n::args_of(&value)
        .into_iter()
        .filter(|(k, _)| k != "suggestions")
        .map(|(k, v)| match v {
            Arg::Str(s) => {
                let shown = match k.as_str() {
                    "skill" => Skill::parse(&s)
                        .map_or_else(|| layout::escape(&s), |sk| skill_name(lang, sk)),
                    "weapon" => weapon_name(lang, &s),
                    _ => layout::escape(&s),
                };
                (k, Arg::from(shown))
            }
            other => (k, other),
        })
        .collect();
    if let RuleError::Unknown {
        kind, suggestions, ..
    } = error
    {
        let mut names = suggestions
            .iter()
            .take(10)
            .map(|s| suggestion(lang, *kind, s))
            .collect::<Vec<_>>()
            .join(&t0(lang, "list-sep"));
        if suggestions.len() > 10 {
            names.push_str(&t0(lang, "list-sep"));
            names.push('…');
        }
        if names.is_empty() {
            names = t0(lang, "pnp-bot-none");
        }
        args.push(("suggestions".to_owned(), Arg::from(names)));
    }
    i18n::refusal(lang, "pnp", &error.code(), &args)
        .unwrap_or_else(|| layout::escape(&error.to_string()))
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, VecDeque};

    use super::*;
    use crate::engine::dice::Dice;
    use crate::engine::rulesets::pnp::character::NewCharacter;
    use crate::engine::rulesets::pnp::combat::Aim;
    use crate::engine::rulesets::pnp::command::{AttackOrder, Command, SplashTarget};
    use crate::engine::rulesets::pnp::Campaign;

    /// Queued faces, then 2 (or the die's only face).
    struct Faces(VecDeque<u32>);

    impl Dice for Faces {
        fn roll(&mut self, sides: u32) -> u32 {
            self.0.pop_front().unwrap_or(2.min(sides))
        }
    }

    fn new(name: &str, owner: &str) -> Command {
        Command::AddCharacter(NewCharacter {
            owner: owner.to_owned(),
            player: format!("player_{owner}"),
            name: name.to_owned(),
            race: Race::Human,
            special: [4, 3, 3, 2, 3, 4, 3],
            tags: vec![Skill::SmallGuns, Skill::Sneak, Skill::Explosives],
        })
    }

    fn attack(attacker: &str, weapon: &str, target: &str, distance: i64) -> AttackOrder {
        AttackOrder {
            attacker: attacker.to_owned(),
            weapon: weapon.to_owned(),
            target: target.to_owned(),
            distance,
            immobile: false,
            aim: Aim::None,
            called: None,
            splash: Vec::new(),
            modifier: 0,
        }
    }

    /// Every kind of event, from a played campaign; the faces each command
    /// needs are queued before it.
    fn every_event() -> Vec<Outcome> {
        let mut campaign = Campaign::new();
        let vic = "*Vic*";
        let steps: Vec<(Vec<u32>, Command)> = vec![
            (vec![], new(vic, "1")),
            (vec![], new("Bo", "2")),
            (
                vec![],
                Command::AddEnemy {
                    template: "raider".into(),
                    count: 2,
                    name: Some("_Gang_".into()),
                },
            ),
            (
                vec![],
                Command::AddEnemy {
                    template: "radscorpion".into(),
                    count: 1,
                    name: None,
                },
            ),
            (vec![], Command::Status { name: None }),
            (
                vec![],
                Command::Status {
                    name: Some(vic.into()),
                },
            ),
            (
                vec![],
                Command::Spend {
                    character: vic.into(),
                    skill: Skill::Medic,
                    points: 10,
                },
            ),
            (
                vec![30],
                Command::Check {
                    character: vic.into(),
                    skill: Skill::Sneak,
                    modifier: 10,
                    repeat: 1,
                },
            ),
            (
                vec![],
                Command::Odds {
                    character: vic.into(),
                    skill: Skill::Sneak,
                    modifier: -20,
                },
            ),
            (
                vec![3],
                Command::Save {
                    character: vic.into(),
                    attribute: Attribute::Agi,
                    modifier: 0,
                },
            ),
            (
                vec![],
                Command::Setting(Setting::Criticals(Criticals::Classic)),
            ),
            (
                vec![],
                Command::Leader {
                    enemy: "_Gang_ 1".into(),
                },
            ),
            (
                vec![],
                Command::SetMorale {
                    enemy: "_Gang_ 2".into(),
                    score: None,
                },
            ),
            (
                vec![],
                Command::SetAmmo {
                    character: vic.into(),
                    weapon: "12-ga".into(),
                    level: AmmoLevel::Plenty,
                },
            ),
            // A shotgun hit point-blank: ammo die, three dice through light
            // armour, first damage and a morale check.
            (
                vec![20, 7, 4, 2, 3, 3, 2],
                Command::Attack(attack(vic, "12-ga", "_Gang_ 1", 1)),
            ),
            // A miss scatters.
            (
                vec![99, 5, 3],
                Command::Attack(attack(vic, "12-ga", "_Gang_ 1", 1)),
            ),
            // A called shot at the head.
            (
                vec![10, 7, 9, 1, 1, 1],
                Command::Attack(AttackOrder {
                    called: Some(Location::Head),
                    ..attack(vic, "12-ga", "_Gang_ 1", 1)
                }),
            ),
            // A Molotov with a splash ring: burning.
            (
                vec![10, 4, 3, 3, 2, 2, 1],
                Command::Attack(AttackOrder {
                    splash: vec![SplashTarget {
                        name: "_Gang_ 1".into(),
                        ring: 1,
                    }],
                    aim: Aim::None,
                    ..attack(vic, "molotov", "_Gang_ 2", 5)
                }),
            ),
            (
                vec![],
                Command::Douse {
                    target: "_Gang_ 2".into(),
                },
            ),
            // The sting poisons Bo.
            (
                vec![10, 2, 3],
                Command::Attack(attack("Radscorpion", "sting", "Bo", 0)),
            ),
            (
                vec![2, 3],
                Command::Morale {
                    enemy: "_Gang_ 1".into(),
                    modifier: 0,
                },
            ),
            // Burning and poison work: _Gang_ 1 burns to death.
            (vec![1], Command::Round),
            (
                vec![],
                Command::Stimpak {
                    healer: vic.into(),
                    target: "Bo".into(),
                },
            ),
            (
                vec![],
                Command::Hurt {
                    target: "Bo".into(),
                    amount: 3,
                    rads: 5,
                },
            ),
            (
                vec![],
                Command::RadAway {
                    healer: vic.into(),
                    target: "Bo".into(),
                },
            ),
            (
                vec![],
                Command::Sleep {
                    character: "Bo".into(),
                },
            ),
            (
                vec![],
                Command::Hurt {
                    target: "Bo".into(),
                    amount: 10_000,
                    rads: 0,
                },
            ),
            (
                vec![],
                Command::Revive {
                    character: "Bo".into(),
                    hp: 5,
                },
            ),
            (
                vec![],
                Command::Xp {
                    character: vic.into(),
                    amount: 300,
                },
            ),
            (
                vec![],
                Command::LevelUp {
                    character: vic.into(),
                    choice: LevelUpChoice::Skills,
                },
            ),
            (
                vec![],
                Command::LevelUp {
                    character: vic.into(),
                    choice: LevelUpChoice::Attribute(Attribute::Per),
                },
            ),
            (
                vec![],
                Command::SetArmour {
                    target: "Bo".into(),
                    armour: Armour::Power,
                },
            ),
            (
                vec![],
                Command::SetPipBoy {
                    character: vic.into(),
                    on: true,
                },
            ),
            (
                vec![2],
                Command::FindAmmo {
                    character: vic.into(),
                    weapon: "10mm".into(),
                    found: Find::Loose,
                },
            ),
            (
                vec![],
                Command::RemoveEnemy {
                    name: "Radscorpion".into(),
                },
            ),
            (vec![], Command::RemoveCharacter { name: "Bo".into() }),
            (vec![], Command::Status { name: None }),
        ];
        steps
            .into_iter()
            .map(|(faces, c)| {
                let mut dice = Faces(faces.into());
                campaign
                    .execute(&c, &mut dice)
                    .unwrap_or_else(|e| panic!("{c:?}: {e}"))
            })
            .collect()
    }

    #[test]
    fn every_event_reads_in_both_languages_within_limits_with_user_text_escaped() {
        let outcomes = every_event();
        let mut kinds = BTreeSet::new();
        for lang in Lang::ALL {
            for outcome in &outcomes {
                for event in &outcome.events {
                    kinds.insert(event.kind());
                }
                let specs = outcome_specs(lang, outcome);
                for page in layout::pages(None, specs.clone()) {
                    assert!(page.embeds.len() <= layout::EMBEDS_MAX);
                }
                for spec in specs {
                    let text = spec.text();
                    assert!(!text.contains("pnp-"), "{lang}: an id shows: {text}");
                    assert!(!text.contains("{ $"), "{lang}: {text}");
                    assert!(!text.contains("*Vic*"), "{lang}: not escaped: {text}");
                    assert!(!text.contains(" _Gang_"), "{lang}: not escaped: {text}");
                    assert!(layout::units(&spec.description) <= layout::DESCRIPTION_MAX);
                    assert!(spec.fields.len() <= layout::FIELDS_MAX);
                    for (name, value, _) in &spec.fields {
                        assert!(layout::units(name) <= layout::FIELD_NAME_MAX);
                        assert!(layout::units(value) <= layout::FIELD_VALUE_MAX);
                    }
                }
            }
        }
        // Every kind of event was drawn.
        assert_eq!(kinds.len(), 33, "{kinds:?}");
        for lang in Lang::ALL {
            let defined = i18n::raw_ids(lang);
            for id in MESSAGE_IDS {
                assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
            }
        }
    }

    #[test]
    fn a_check_shows_the_die_the_target_the_margin_and_the_exact_odds() {
        let outcomes = every_event();
        let check = &outcomes[7];
        let spec = &outcome_specs(Lang::EnUs, check)[0];
        assert_eq!(spec.title, "\\*Vic\\*: Sneak");
        assert_eq!(
            spec.description,
            "d100 **30** vs 48 (skill 38 +10)\n**Success** · margin +18"
        );
        assert_eq!(
            spec.fields[0].1,
            "Critical success 3/100 (3%) · Success 9/20 (45%) · Failure 23/50 (46%) · Critical failure 3/50 (6%)"
        );
        assert_eq!(spec.tone, Tone::Success);
        let zh = &outcome_specs(Lang::ZhCn, check)[0];
        assert_eq!(zh.title, "\\*Vic\\*：潜行");
        assert_eq!(
            zh.description,
            "d100 **30** 对 48（技能 38 +10）\n**成功** · 差值 +18"
        );
    }

    #[test]
    fn refusals_read_in_the_readers_words_with_suggestions() {
        let mut campaign = Campaign::new();
        let mut dice = Faces(VecDeque::new());
        campaign.execute(&new("A*", "1"), &mut dice).expect("added");
        let unknown = campaign
            .execute(
                &Command::Sleep {
                    character: "Zed".into(),
                },
                &mut dice,
            )
            .expect_err("nobody is called Zed");
        assert_eq!(
            rule_error(Lang::EnUs, &unknown),
            "No character is called Zed. Characters: A\\*."
        );
        let weapon = campaign
            .execute(
                &Command::Attack(attack("A*", "laser-sword", "A*", 1)),
                &mut dice,
            )
            .expect_err("no such weapon");
        let en = rule_error(Lang::EnUs, &weapon);
        assert!(
            en.starts_with("laser\\-sword is not a weapon. Weapons: Fist/Kick, Brass Knuckles,"),
            "{en}"
        );
        assert!(en.ends_with(", …."), "{en}");
        let zh = rule_error(Lang::ZhCn, &weapon);
        assert!(zh.contains("拳脚、指虎"), "{zh}");
    }

    /// The units of a page's embeds, counted as Discord counts them.
    fn page_units(page: &layout::Page) -> usize {
        page.embeds
            .iter()
            .map(|e| {
                layout::units(&e.title)
                    + layout::units(&e.description)
                    + e.fields
                        .iter()
                        .map(|(n, v, _)| layout::units(n) + layout::units(v))
                        .sum::<usize>()
                    + e.footer.as_deref().map_or(0, layout::units)
            })
            .sum()
    }

    #[test]
    fn a_crowded_board_is_laid_over_several_embeds_within_limits() {
        let mut campaign = Campaign::new();
        let mut dice = Faces(VecDeque::new());
        for i in 0..40 {
            let name = format!("Wanderer with a long name {i:02}");
            campaign
                .execute(&new(&name, &i.to_string()), &mut dice)
                .expect("added");
        }
        for template in ["raider", "deathclaw", "feral-ghoul", "radscorpion"] {
            campaign
                .execute(
                    &Command::AddEnemy {
                        template: template.into(),
                        count: 20,
                        name: Some(format!("A very long enemy name {template}")),
                    },
                    &mut dice,
                )
                .expect("enemies");
        }
        let board = campaign
            .execute(&Command::Status { name: None }, &mut dice)
            .expect("board");
        for lang in Lang::ALL {
            let specs = outcome_specs(lang, &board);
            assert!(specs.len() > 1, "{lang}: one embed holds it all");
            let shown: String = specs.iter().map(EmbedSpec::text).collect();
            assert!(shown.contains("A very long enemy name radscorpion 20"));
            assert!(shown.contains("Wanderer with a long name 39"));
            for page in layout::pages(None, specs) {
                assert!(page.embeds.len() <= layout::EMBEDS_MAX);
                assert!(page_units(&page) <= layout::EMBED_TOTAL_MAX, "{lang}");
                for spec in &page.embeds {
                    assert!(spec.fields.len() <= layout::FIELDS_MAX);
                    for (_, value, _) in &spec.fields {
                        assert!(layout::units(value) <= layout::FIELD_VALUE_MAX);
                    }
                }
            }
        }
    }

    #[test]
    fn every_refusal_reads_in_both_languages() {
        use crate::engine::rulesets::pnp::error::AimRefusal;
        let errors = vec![
            RuleError::Unknown {
                kind: Unknown::Template,
                name: "*dragon*".into(),
                suggestions: vec!["raider".into(), "deathclaw".into()],
            },
            RuleError::OutOfRange {
                what: "STR".into(),
                value: 12,
                min: 1,
                max: 10,
            },
            RuleError::Invalid {
                what: "splash".into(),
                value: "x".into(),
            },
            RuleError::ForbiddenCharacter {
                what: "name".into(),
                codepoint: "U+202E".into(),
                value: "a?b".into(),
            },
            RuleError::DuplicateName { name: "Vic".into() },
            RuleError::DuplicateTag {
                skill: Skill::SmallGuns,
            },
            RuleError::PointTotal {
                total: 23,
                expected: 22,
            },
            RuleError::NotEnoughPoints {
                name: "Vic".into(),
                have: 3,
                asked: 10,
            },
            RuleError::SkillOverMax {
                skill: Skill::Medic,
                value: 101,
            },
            RuleError::AttributeAtMax {
                attribute: "STR".into(),
                max: 10,
            },
            RuleError::NoLevelUp { name: "Vic".into() },
            RuleError::Dead { name: "Vic".into() },
            RuleError::Fled {
                name: "Raider".into(),
            },
            RuleError::NotDead { name: "Vic".into() },
            RuleError::OutOfReach {
                weapon: "12-ga".into(),
                distance: 40,
                max: 25,
            },
            RuleError::Aim {
                reason: AimRefusal::NoPipBoy,
            },
            RuleError::NoAmmo {
                name: "Vic".into(),
                weapon: "10mm".into(),
            },
            RuleError::NoAmmoWeapon {
                weapon: "knife".into(),
            },
            RuleError::NotBurning { name: "Vic".into() },
            RuleError::NoMorale {
                name: "Raider".into(),
            },
            RuleError::DuplicateTarget { name: "Vic".into() },
            RuleError::NoSplash {
                weapon: "9mm".into(),
            },
            RuleError::TooManyRerolls,
            RuleError::InvalidState { reason: "x".into() },
        ];
        for lang in Lang::ALL {
            for error in &errors {
                let text = rule_error(lang, error);
                assert!(!text.contains("pnp-"), "{lang}: {text}");
                assert!(
                    !text.contains("{ $") && !text.contains('$'),
                    "{lang}: {text}"
                );
                assert!(!text.contains("*dragon*"), "{lang}: not escaped: {text}");
            }
        }
        assert_eq!(
            rule_error(Lang::EnUs, &errors[0]),
            "\\*dragon\\* is not an enemy template. Templates: Raider, Deathclaw."
        );
        assert_eq!(
            rule_error(Lang::EnUs, &errors[14]),
            "The 12 ga. shotgun reaches 25 m; the target is 40 m away."
        );
        assert_eq!(
            rule_error(Lang::EnUs, &errors[5]),
            "Small Guns is tagged twice: tag three different skills."
        );
    }
}
