//! The d20 game's events and refusals as embeds and text, in the visual
//! language of every game: a check's embed is coloured by its level, HP show
//! as bars, combat is purple, the board and sheets are blue. Every word comes
//! from `d20.ftl` (`d20-embed-*`, the game's skill, attribute, condition,
//! weapon and enemy names) and user text is escaped. [`MESSAGE_IDS`] lists
//! the fixed ids used here for the locale test.

use std::fmt::Write as _;

use crate::engine::name::slug;
use crate::engine::rulesets::d20::character::{Condition, Sheet};
use crate::engine::rulesets::d20::check::{NaturalShift, Roll, SuccessLevel};
use crate::engine::rulesets::d20::data::{EnemyTemplate, Weapon};
use crate::engine::rulesets::d20::enemy::Enemy;
use crate::engine::rulesets::d20::error::Unknown;
use crate::engine::rulesets::d20::outcome::{
    Combat, DamageRoll, Event, HpChange, InitiativeEntry, Unit,
};
use crate::engine::rulesets::d20::{self, Attribute, DiceRoll, Outcome, RuleError, Skill};
use crate::i18n::{Arg, Lang};

use crate::bot::layout;
use crate::bot::render::hidden;
use crate::bot::render::{self, a, hp_bar, join, signed, t, t0, u, EmbedSpec, Tone};

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

/// A skill's name in the reader's language.
#[must_use]
pub fn skill_name(lang: Lang, skill: Skill) -> String {
    t0(lang, &format!("d20-skill-{}", slug(skill.name())))
}

/// An attribute's short name in the reader's language.
#[must_use]
pub fn attribute_name(lang: Lang, attribute: Attribute) -> String {
    t0(
        lang,
        &format!("d20-attr-{}", attribute.name().to_lowercase()),
    )
}

/// A weapon's name in the reader's language (a name the table lacks as typed).
#[must_use]
pub fn weapon_name(lang: Lang, weapon: &str) -> String {
    render::table_word(
        lang,
        "d20-weapon-",
        Weapon::find(weapon).map(|w| &*w.name),
        weapon,
    )
}

/// An enemy template's name in the reader's language.
#[must_use]
pub fn template_name(lang: Lang, template: &str) -> String {
    let found = EnemyTemplate::find(template).map(|e| &*e.name);
    render::table_word(lang, "d20-enemy-", found, template)
}

/// A condition in the reader's language; the GM's own words escaped.
#[must_use]
pub fn condition_name(lang: Lang, condition: &Condition) -> String {
    match condition {
        Condition::Other(text) => layout::escape(text),
        common => t0(lang, &format!("d20-cond-{}", common.name())),
    }
}

fn level_name(lang: Lang, level: SuccessLevel) -> String {
    t0(lang, &format!("d20-level-{}", level_id(level)))
}

fn level_id(level: SuccessLevel) -> &'static str {
    match level {
        SuccessLevel::CriticalFailure => "critical_failure",
        SuccessLevel::Failure => "failure",
        SuccessLevel::Success => "success",
        SuccessLevel::CriticalSuccess => "critical_success",
    }
}

fn level_tone(level: SuccessLevel) -> Tone {
    match level {
        SuccessLevel::CriticalSuccess | SuccessLevel::Success => Tone::Success,
        SuccessLevel::Failure => Tone::Complication,
        SuccessLevel::CriticalFailure => Tone::Failure,
    }
}

/// A unit's name, escaped.
fn unit(unit: &Unit) -> Arg {
    u(unit.name())
}

/// "Str +2 · Agi +1 · ..."
fn attributes_line(lang: Lang, sheet: &Sheet) -> String {
    Attribute::ALL
        .iter()
        .map(|&at| {
            format!(
                "{} {}",
                attribute_name(lang, at),
                signed(i64::from(sheet.attributes.get(at)))
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The sheet of a character as one embed.
fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "d20-embed-sheet-title",
        &[("name", u(&sheet.name)), ("level", a(sheet.level))],
    ));
    let mut desc = t(lang, "d20-embed-player", &[("player", u(&sheet.player))]);
    let _ = write!(
        desc,
        "\n❤️ {}\n{}",
        hp_bar(sheet.hp, sheet.max_hp),
        t(
            lang,
            "d20-embed-sheet-line",
            &[
                ("ac", a(sheet.armor_class)),
                ("initiative", a(signed(sheet.initiative_bonus))),
                ("proficiency", a(signed(sheet.proficiency))),
                ("speed", a(sheet.speed_feet)),
            ],
        )
    );
    if sheet.incapacitated {
        let _ = write!(desc, "\n{}", t0(lang, "d20-embed-incapacitated"));
    }
    spec = spec.desc(desc);
    spec.field(
        t0(lang, "d20-embed-attributes"),
        attributes_line(lang, sheet),
        false,
    );
    let line = |l: &crate::engine::rulesets::d20::character::SkillLine| {
        let mark = if l.proficient { "★ " } else { "" };
        format!("{mark}{} {}", skill_name(lang, l.skill), signed(l.bonus))
    };
    let (saves, skills): (Vec<_>, Vec<_>) = sheet.skills.iter().partition(|l| l.skill.is_save());
    spec.field(
        t0(lang, "d20-embed-saves"),
        saves.iter().map(&line).collect::<Vec<_>>().join(" · "),
        false,
    );
    spec.field(
        t0(lang, "d20-embed-skills"),
        skills.iter().map(&line).collect::<Vec<_>>().join("\n"),
        false,
    );
    spec.field(
        t0(lang, "d20-embed-conditions"),
        join(
            lang,
            sheet.conditions.iter().map(|c| condition_name(lang, c)),
        ),
        false,
    );
    spec
}

/// One enemy as `/enemy show` draws it: its line of the board.
pub(crate) fn enemy_spec(lang: Lang, e: &Enemy) -> EmbedSpec {
    EmbedSpec::new(crate::bot::layout::escape(&e.name), Tone::Combat).desc(enemy_line(lang, e))
}

fn enemy_line(lang: Lang, e: &Enemy) -> String {
    let mut line = t(
        lang,
        "d20-embed-enemy-line",
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
            ("ac", a(hidden::enemy_number(e.ac))),
            ("hp", a(hidden::enemy_hp(lang, e.hp, e.max_hp))),
        ],
    );
    if !e.conditions.is_empty() {
        let _ = write!(
            line,
            " · {}",
            join(lang, e.conditions.iter().map(|c| condition_name(lang, c)))
        );
    }
    line
}

fn initiative_lines(lang: Lang, combat: &Combat) -> String {
    combat
        .order
        .iter()
        .map(|entry| {
            let marker = if entry.unit == combat.current {
                "▶"
            } else {
                "•"
            };
            format!("{marker} {}", initiative_line(lang, entry))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn initiative_line(lang: Lang, entry: &InitiativeEntry) -> String {
    let mut line = t(
        lang,
        "d20-embed-initiative-line",
        &[
            ("name", unit(&entry.unit)),
            ("die", a(entry.die)),
            ("bonus", a(signed(entry.bonus))),
            ("total", a(entry.total)),
        ],
    );
    if let Some(face) = entry.roll_off {
        let _ = write!(
            line,
            " {}",
            t(lang, "d20-embed-roll-off", &[("die", a(face))])
        );
    }
    line
}

fn board_spec(
    lang: Lang,
    characters: &[Sheet],
    enemies: &[Enemy],
    combat: Option<&Combat>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t0(lang, "d20-embed-board"));
    if characters.is_empty() && enemies.is_empty() {
        return spec.desc(t0(lang, "d20-embed-board-empty"));
    }
    let people: Vec<String> = characters
        .iter()
        .map(|s| {
            let mut line = format!(
                "**{}** · {} · {}",
                layout::escape(&s.name),
                t(
                    lang,
                    "d20-embed-sheet-line",
                    &[
                        ("ac", a(s.armor_class)),
                        ("initiative", a(signed(s.initiative_bonus))),
                        ("proficiency", a(signed(s.proficiency))),
                        ("speed", a(s.speed_feet)),
                    ],
                ),
                hp_bar(s.hp, s.max_hp)
            );
            if !s.conditions.is_empty() {
                let _ = write!(
                    line,
                    " · {}",
                    join(lang, s.conditions.iter().map(|c| condition_name(lang, c)))
                );
            }
            line
        })
        .collect();
    spec.field(t0(lang, "d20-embed-characters"), people.join("\n"), false);
    let foes: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
    spec.field(t0(lang, "d20-embed-enemies"), foes.join("\n"), false);
    if let Some(combat) = combat {
        spec.field(
            t(lang, "d20-embed-round", &[("round", a(combat.round))]),
            initiative_lines(lang, combat),
            false,
        );
    }
    spec
}

/// "d20 14 +5 = 19 vs DC 15" and the level, the natural shift, the odds.
fn roll_text(lang: Lang, roll: &Roll, line_id: &str) -> String {
    masked_roll_text(lang, roll, line_id, (false, false))
}

/// [`roll_text`] with an enemy's numbers masked: its bonus and the total
/// (`mask.0`), the DC or AC (`mask.1`).
fn masked_roll_text(lang: Lang, roll: &Roll, line_id: &str, mask: (bool, bool)) -> String {
    let (bonus, total) = if mask.0 {
        (hidden::MASK.to_owned(), hidden::MASK.to_owned())
    } else {
        (signed(roll.bonus.total()), roll.total.to_string())
    };
    let dc = if mask.1 {
        hidden::MASK.to_owned()
    } else {
        roll.dc.to_string()
    };
    let mut text = t(
        lang,
        line_id,
        &[
            ("die", a(roll.die)),
            ("bonus", a(bonus)),
            ("total", a(total)),
            ("dc", a(dc)),
        ],
    );
    let _ = write!(text, "\n**{}**", level_name(lang, roll.level));
    let shift = match roll.shift {
        NaturalShift::None => None,
        NaturalShift::Raised => Some("d20-embed-nat20-raised"),
        NaturalShift::RaiseCapped => Some("d20-embed-nat20-capped"),
        NaturalShift::Lowered => Some("d20-embed-nat1-lowered"),
        NaturalShift::LowerCapped => Some("d20-embed-nat1-capped"),
    };
    if let Some(id) = shift {
        let _ = write!(
            text,
            " {}",
            t(lang, id, &[("base", a(level_name(lang, roll.base_level)))])
        );
    }
    text
}

/// The odds of the four levels: "Critical failure 1/20 (5%) · ...".
fn odds_text(lang: Lang, roll: &Roll) -> String {
    SuccessLevel::ALL
        .iter()
        .map(|&level| {
            let faces = roll.odds.faces(level);
            format!(
                "{} {faces}/20 ({}%)",
                level_name(lang, level),
                u32::from(faces) * 5
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn hp_line(lang: Lang, who: &Unit, hp: &HpChange) -> String {
    let mut line = match who {
        Unit::Enemy(_) if !hidden::numbers_shown() => t(
            lang,
            "enemy-hp-hidden",
            &[
                ("name", unit(who)),
                ("state", a(hidden::enemy_hp(lang, hp.after, hp.max))),
            ],
        ),
        _ => t(
            lang,
            "d20-embed-hp",
            &[
                ("name", unit(who)),
                ("bar", a(hp_bar(hp.after, hp.max))),
                ("before", a(hp.before)),
            ],
        ),
    };
    if hp.down && hp.before > 0 {
        let id = match who {
            Unit::Character(_) => "d20-embed-down-character",
            Unit::Enemy(_) => "d20-embed-down-enemy",
        };
        let _ = write!(line, "\n{}", t(lang, id, &[("name", unit(who))]));
    }
    line
}

fn dice_text(lang: Lang, roll: &DiceRoll) -> String {
    let faces = roll
        .faces
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let mut text = t(
        lang,
        "d20-embed-rolled-line",
        &[
            ("expr", a(roll.expr.clone())),
            ("faces", a(faces)),
            ("total", a(roll.total)),
        ],
    );
    if roll.kept.len() != roll.faces.len() {
        let kept = roll
            .kept
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let _ = write!(text, " {}", t(lang, "d20-embed-kept", &[("kept", a(kept))]));
    }
    if roll.modifier != 0 {
        let _ = write!(text, " {}", signed(roll.modifier));
    }
    text
}

fn damage_text(lang: Lang, damage: &DamageRoll) -> String {
    let mut text = t(
        lang,
        "d20-embed-damage-line",
        &[
            ("dice", a(dice_text(lang, &damage.dice))),
            ("attribute", a(signed(damage.attribute_bonus))),
            ("total", a(damage.total)),
        ],
    );
    if damage.multiplier > 1 {
        let _ = write!(text, " {}", t0(lang, "d20-embed-damage-crit"));
    }
    text
}

fn check_spec(lang: Lang, title: String, roll: &Roll) -> EmbedSpec {
    let mut spec = EmbedSpec::new(title, level_tone(roll.level)).desc(roll_text(
        lang,
        roll,
        "d20-embed-roll-line",
    ));
    spec.field(t0(lang, "d20-embed-odds"), odds_text(lang, roll), false);
    spec
}

/// One event as an embed.
fn event_spec(lang: Lang, event: &Event) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => {
            let mut spec = sheet_spec(lang, sheet);
            spec.title = t(lang, "d20-embed-joined", &[("name", u(&sheet.name))]);
            spec.tone = Tone::Success;
            spec
        }
        Event::CharacterRemoved { name } => {
            EmbedSpec::info(t(lang, "d20-embed-left", &[("name", u(name))]))
        }
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Board {
            characters,
            enemies,
            combat,
        } => board_spec(lang, characters, enemies, combat.as_ref()),
        Event::Check {
            character,
            skill,
            roll,
        } => check_spec(
            lang,
            t(
                lang,
                "d20-embed-check-title",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                ],
            ),
            roll,
        ),
        Event::Save {
            character,
            skill,
            roll,
            damage,
            taken,
            hp,
        } => {
            let mut spec = check_spec(
                lang,
                t(
                    lang,
                    "d20-embed-save-title",
                    &[
                        ("name", u(character)),
                        ("skill", a(skill_name(lang, *skill))),
                    ],
                ),
                roll,
            );
            let who = Unit::Character(character.clone());
            let _ = write!(
                spec.description,
                "\n{}\n{}",
                t(
                    lang,
                    "d20-embed-save-damage",
                    &[("taken", a(*taken)), ("damage", a(*damage))],
                ),
                hp_line(lang, &who, hp)
            );
            spec
        }
        Event::Attack {
            attacker,
            weapon,
            delivery,
            target,
            roll,
            damage,
            hp,
            ..
        } => {
            let weapon = match attacker {
                Unit::Character(_) => crate::bot::commands::homebrew::mark(
                    weapon_name(lang, weapon),
                    &["weapons"],
                    weapon,
                    || Weapon::find(weapon).is_some(),
                ),
                Unit::Enemy(_) => crate::bot::commands::homebrew::mark(
                    template_name(lang, weapon),
                    &["enemies"],
                    weapon,
                    || EnemyTemplate::find(weapon).is_some(),
                ),
            };
            let title = t(
                lang,
                "d20-embed-attack-title",
                &[
                    ("attacker", unit(attacker)),
                    ("target", unit(target)),
                    ("weapon", a(weapon)),
                    (
                        "delivery",
                        a(t0(
                            lang,
                            &format!("d20-delivery-{}", delivery_id(*delivery)),
                        )),
                    ),
                ],
            );
            // An enemy's attack bonus (and so the total) and its AC (and so
            // the odds) are its numbers.
            let by_enemy = matches!(attacker, Unit::Enemy(_)) && !hidden::numbers_shown();
            let at_enemy = matches!(target, Unit::Enemy(_)) && !hidden::numbers_shown();
            let mut spec = EmbedSpec::new(title, Tone::Combat).desc(masked_roll_text(
                lang,
                roll,
                "d20-embed-attack-roll-line",
                (by_enemy, at_enemy),
            ));
            match damage {
                Some(damage) => {
                    let _ = write!(
                        spec.description,
                        "\n{}\n{}",
                        damage_text(lang, damage),
                        hp_line(lang, target, hp)
                    );
                }
                None => {
                    let _ = write!(spec.description, "\n{}", t0(lang, "d20-embed-miss"));
                }
            }
            if !(by_enemy || at_enemy) {
                spec.field(t0(lang, "d20-embed-odds"), odds_text(lang, roll), false);
            }
            spec
        }
        Event::Explosion {
            attacker,
            weapon,
            dc,
            damage,
            listed,
            saves,
            ..
        } => {
            let title = t(
                lang,
                "d20-embed-explosion-title",
                &[
                    ("attacker", u(attacker)),
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
            let desc = t(
                lang,
                "d20-embed-explosion-line",
                &[
                    ("dice", a(dice_text(lang, damage))),
                    ("listed", a(*listed)),
                    ("dc", a(*dc)),
                ],
            );
            let mut spec = EmbedSpec::new(title, Tone::Combat).desc(desc);
            let lines: Vec<String> = saves
                .iter()
                .map(|s| {
                    let mut line = t(
                        lang,
                        "d20-embed-blast-line",
                        &[
                            ("name", unit(&s.target)),
                            ("die", a(s.roll.die)),
                            ("total", a(s.roll.total)),
                            ("level", a(level_name(lang, s.roll.level))),
                            ("taken", a(s.taken)),
                        ],
                    );
                    let _ = write!(line, "\n  {}", hp_line(lang, &s.target, &s.hp));
                    line
                })
                .collect();
            spec.field(t0(lang, "d20-embed-blast-saves"), lines.join("\n"), false);
            spec
        }
        Event::Rolled { roll } => {
            EmbedSpec::info(t0(lang, "d20-embed-rolled-title")).desc(dice_text(lang, roll))
        }
        Event::EnemiesAdded { enemies } => {
            let lines: Vec<String> = enemies.iter().map(|e| enemy_line(lang, e)).collect();
            EmbedSpec::new(t0(lang, "d20-embed-enemies-added"), Tone::Combat).desc(lines.join("\n"))
        }
        Event::EnemyRemoved { name } => {
            EmbedSpec::info(t(lang, "d20-embed-enemy-removed", &[("name", u(name))]))
        }
        Event::InitiativeRolled { combat } => {
            EmbedSpec::new(t0(lang, "d20-embed-initiative-title"), Tone::Combat)
                .desc(initiative_lines(lang, combat))
        }
        Event::TurnAdvanced {
            round,
            new_round,
            unit: who,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "d20-embed-turn-title",
                    &[("round", a(*round)), ("name", unit(who))],
                ),
                Tone::Combat,
            );
            if *new_round {
                spec.description = t(lang, "d20-embed-new-round", &[("round", a(*round))]);
            }
            spec
        }
        Event::CombatEnded { round } => {
            EmbedSpec::info(t(lang, "d20-embed-combat-ended", &[("round", a(*round))]))
        }
        Event::LevelSet {
            character,
            level_before,
            level,
            proficiency,
            hp,
            max_hp_before,
        } => EmbedSpec::new(
            t(
                lang,
                "d20-embed-level-title",
                &[("name", u(character)), ("level", a(*level))],
            ),
            Tone::Success,
        )
        .desc(t(
            lang,
            "d20-embed-level-line",
            &[
                ("before", a(*level_before)),
                ("level", a(*level)),
                ("proficiency", a(signed(*proficiency))),
                ("max_before", a(*max_hp_before)),
                ("bar", a(hp_bar(hp.after, hp.max))),
            ],
        )),
        Event::Hurt { target, amount, hp } => EmbedSpec::new(
            t(
                lang,
                "d20-embed-hurt-title",
                &[("name", unit(target)), ("amount", a(*amount))],
            ),
            Tone::Failure,
        )
        .desc(hp_line(lang, target, hp)),
        Event::Healed { target, amount, hp } => EmbedSpec::new(
            t(
                lang,
                "d20-embed-healed-title",
                &[("name", unit(target)), ("amount", a(*amount))],
            ),
            Tone::Success,
        )
        .desc(hp_line(lang, target, hp)),
        Event::ConditionAdded { target, condition } => EmbedSpec::info(t(
            lang,
            "d20-embed-condition-added",
            &[
                ("name", unit(target)),
                ("condition", a(condition_name(lang, condition))),
            ],
        )),
        Event::ConditionRemoved { target, condition } => EmbedSpec::info(t(
            lang,
            "d20-embed-condition-removed",
            &[
                ("name", unit(target)),
                ("condition", a(condition_name(lang, condition))),
            ],
        )),
    }
}

fn delivery_id(d: d20::data::Delivery) -> &'static str {
    match d {
        d20::data::Delivery::Melee => "melee",
        d20::data::Delivery::Ranged => "ranged",
        d20::data::Delivery::Explosive => "explosive",
    }
}

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
            let title = t(
                lang,
                "d20-embed-check-times",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                    ("times", a(lines.len())),
                ],
            );
            let mut spec = EmbedSpec::info(title).desc(lines.join("\n"));
            spec.field(t0(lang, "d20-embed-odds"), odds_text(lang, roll), false);
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
        Unknown::Difficulty => t0(lang, &format!("d20-difficulty-{}", slug(name))),
        _ => layout::escape(name),
    }
}

/// A refusal of the d20 game in the reader's words (the same words the CLI
/// gives), user text escaped, with the names it suggests.
#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let text = render::refusal(
        lang,
        d20::RULESET_ID,
        &error.code(),
        &value,
        &error.to_string(),
        |key, s| match key {
            "skill" => Skill::parse(s).map(|sk| skill_name(lang, sk)),
            _ => None,
        },
    );
    match error {
        RuleError::Unknown {
            kind, suggestions, ..
        } => render::with_suggestions(
            lang,
            text,
            suggestions.iter().map(|s| suggestion(lang, *kind, s)),
        ),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::SeededDice;
    use crate::engine::rulesets::d20::character::NewCharacter;
    use crate::engine::rulesets::d20::{Campaign, Command, DiceExpr};

    fn new(name: &str, owner: &str, level: i64) -> Command {
        Command::AddCharacter(NewCharacter {
            owner: owner.to_owned(),
            player: format!("player_{owner}"),
            name: name.to_owned(),
            level,
            attributes: [2, 3, 1, 0, 1, -1],
            proficient: vec![Skill::Stealth, Skill::Reflex, Skill::Explosives],
        })
    }

    /// Every kind of event, from a played campaign.
    fn every_event() -> Vec<Outcome> {
        let mut campaign = Campaign::new();
        let mut dice = SeededDice::from_seed(7);
        let commands = vec![
            new("*Ana*", "1", 5),
            new("Bo", "2", 1),
            Command::AddEnemy {
                template: "Bandit".into(),
                name: None,
                count: 2,
            },
            Command::AddCondition {
                target: "Bandit 1".into(),
                condition: "prone".into(),
            },
            Command::AddCondition {
                target: "Bo".into(),
                condition: "_soaked_".into(),
            },
            Command::Status { name: None },
            Command::Status {
                name: Some("*Ana*".into()),
            },
            Command::Check {
                character: "*Ana*".into(),
                skill: Skill::Stealth,
                dc: 15,
                modifier: 0,
                repeat: 1,
            },
            Command::Save {
                character: "Bo".into(),
                skill: Skill::Reflex,
                dc: 15,
                damage: 3,
                modifier: 0,
            },
            Command::Attack {
                attacker: "*Ana*".into(),
                weapon: "Sword".into(),
                targets: vec!["Bandit 1".into()],
                modifier: 30,
            },
            Command::Attack {
                attacker: "*Ana*".into(),
                weapon: "Grenade".into(),
                targets: vec!["Bandit 1".into(), "Bandit 2".into()],
                modifier: 0,
            },
            Command::Roll {
                expr: DiceExpr::parse("4d6kh3+1").expect("dice"),
                repeat: 1,
            },
            Command::Initiative,
            Command::NextTurn,
            Command::EnemyAttack {
                enemy: "Bandit 2".into(),
                target: "Bo".into(),
                modifier: 0,
            },
            Command::SetLevel {
                character: "Bo".into(),
                level: 4,
            },
            Command::Hurt {
                target: "Bo".into(),
                amount: 500,
            },
            Command::Heal {
                target: "Bo".into(),
                amount: 2,
            },
            Command::RemoveCondition {
                target: "Bo".into(),
                condition: "_soaked_".into(),
            },
            Command::EndCombat,
            Command::RemoveEnemy {
                name: "Bandit 2".into(),
            },
            Command::RemoveCharacter { name: "Bo".into() },
        ];
        commands
            .iter()
            .map(|c| {
                campaign
                    .execute(c, &mut dice)
                    .unwrap_or_else(|e| panic!("{c:?}: {e}"))
            })
            .collect()
    }

    #[test]
    fn every_event_reads_in_both_languages_with_user_text_escaped() {
        let outcomes = every_event();
        let mut kinds = std::collections::BTreeSet::new();
        for lang in Lang::ALL {
            for outcome in &outcomes {
                for event in &outcome.events {
                    let tag = serde_json::to_value(event).expect("json")["type"].clone();
                    kinds.insert(tag.as_str().unwrap_or_default().to_owned());
                }
                for spec in outcome_specs(lang, outcome) {
                    let text = spec.text();
                    assert!(!text.contains("d20-"), "{lang}: an id shows: {text}");
                    assert!(!text.contains("{ $"), "{lang}: {text}");
                    assert!(!text.contains("*Ana*"), "{lang}: not escaped: {text}");
                    assert!(!text.contains(" _soaked_"), "{lang}: not escaped: {text}");
                }
            }
        }
        // Every kind of event was drawn.
        assert_eq!(kinds.len(), 19, "{kinds:?}");
        for lang in Lang::ALL {
            let defined = crate::i18n::raw_ids(lang);
            for id in MESSAGE_IDS {
                assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
            }
        }
    }

    #[test]
    fn refusals_read_in_the_readers_words() {
        let err = Skill::read("Sneak").expect_err("not a d20 skill");
        let en = rule_error(Lang::EnUs, &err);
        assert!(
            en.starts_with("Unknown skill: Sneak. Try: Fortitude, Reflex, Will,"),
            "{en}"
        );
        let zh = rule_error(Lang::ZhCn, &err);
        assert!(
            zh.starts_with("未知的技能：Sneak。可选：强韧、反射、意志、"),
            "{zh}"
        );
        let mut campaign = Campaign::new();
        let mut dice = SeededDice::from_seed(1);
        campaign
            .execute(&new("A*", "1", 1), &mut dice)
            .expect("added");
        let dup = campaign
            .execute(&new("a*", "2", 1), &mut dice)
            .expect_err("the name is taken");
        assert_eq!(
            rule_error(Lang::EnUs, &dup),
            "The name a\\* is already in use (characters and enemies share names)."
        );
    }
}
