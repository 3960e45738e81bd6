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

use std::fmt::Write as _;

use crate::engine::mechanics::pool::{self, PoolRoll, Target};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::campaign::Campaign;
use crate::engine::rulesets::fallout2d20::character::{
    CreatureView, Injury, LocationDr, Persistent, Sheet, Vitals,
};
use crate::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration, ChemTaken};
use crate::engine::rulesets::fallout2d20::damage::CombatRoll;
use crate::engine::rulesets::fallout2d20::data::{
    find_ammo, ArmourPiece, CreatureTemplate, DamageType, Dr, InjuryKind, RangeBand, Resist, Side,
    Weapon, CREATURES,
};
use crate::engine::rulesets::fallout2d20::error::Unknown;
use crate::engine::rulesets::fallout2d20::outcome::{
    ActionKind, AidChoice, AidResult, ApMove, Applied, AttackReport, Combat, Harm, HitKind,
    HitReport, HpChange, InitiativeEntry, Pool, RadReport, Saved, TestReport, TurnEffect, TurnView,
    Unit,
};
use crate::engine::rulesets::fallout2d20::qualities::QualityUse;
use crate::engine::rulesets::fallout2d20::sneak::SneakAttack;
use crate::engine::rulesets::fallout2d20::{Event, Outcome, RuleError, Skill};
use crate::i18n::{self, Arg, Lang};

use crate::bot::commands::homebrew::mark;
use crate::bot::layout;
use crate::bot::render::hidden;
use crate::bot::render::{self, a, hp_bar, join, numbered, t, t0, u, EmbedSpec, Tone};

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

// ---------------------------------------------------------------------------
// Names

/// A skill's name in the reader's language.
#[must_use]
pub fn skill_name(lang: Lang, skill: Skill) -> String {
    t0(lang, &format!("f2d20-bot-skill-{}", slug(skill.name())))
}

/// An attribute's name in the reader's language.
#[must_use]
pub fn attribute_name(lang: Lang, attribute: Attribute) -> String {
    i18n::attribute(lang, attribute)
}

/// A weapon's (or a creature attack's) name in the reader's language; a
/// name no table has, escaped.
#[must_use]
pub fn weapon_name(lang: Lang, weapon: &str) -> String {
    if let Some(w) = Weapon::find(weapon) {
        return t0(lang, &format!("f2d20-bot-weapon-{}", slug(&w.name)));
    }
    let attack = CREATURES
        .iter()
        .flat_map(|c| c.attacks.iter())
        .find(|at| crate::engine::name::same(&at.weapon.name, weapon));
    render::table_word(
        lang,
        "f2d20-bot-weapon-",
        attack.map(|at| &*at.weapon.name),
        weapon,
    )
}

/// A creature template's name in the reader's language.
#[must_use]
pub fn template_name(lang: Lang, template: &str) -> String {
    let found = CreatureTemplate::find(template).map(|c| &*c.name);
    render::table_word(lang, "f2d20-bot-creature-", found, template)
}

/// An armour piece's name in the reader's language.
#[must_use]
pub fn armour_name(lang: Lang, piece: &str) -> String {
    render::table_word(
        lang,
        "f2d20-bot-armour-",
        ArmourPiece::find(piece).map(|p| &*p.name),
        piece,
    )
}

/// Whether a weapon (or a creature's attack) is in the shipped tables; one
/// they lack is the campaign's homebrew, which embeds mark.
fn weapon_shipped(weapon: &str) -> bool {
    Weapon::find(weapon).is_some()
        || CREATURES
            .iter()
            .flat_map(|c| c.attacks.iter())
            .any(|at| crate::engine::name::same(&at.weapon.name, weapon))
}

/// A weapon's name as embeds show it: marked when the campaign's homebrew
/// defines it (or a homebrew creature's attack).
/// d20 faces joined with ` · `, those `bold` picks (the re-rolled ones) in bold.
pub(super) fn faces_bold(faces: &[u32], bold: impl Fn(usize) -> bool) -> String {
    faces
        .iter()
        .enumerate()
        .map(|(i, f)| {
            if bold(i) {
                format!("**{f}**")
            } else {
                f.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn weapon_shown(lang: Lang, weapon: &str) -> String {
    mark(weapon_name(lang, weapon), &["weapons"], weapon, || {
        weapon_shipped(weapon)
    })
}

/// An armour piece's name as embeds show it: marked when the campaign's
/// homebrew defines it.
fn armour_shown(lang: Lang, piece: &str) -> String {
    mark(armour_name(lang, piece), &["armour"], piece, || {
        ArmourPiece::find(piece).is_some()
    })
}

/// A creature template's name as embeds show it: marked when the campaign's
/// homebrew defines it.
fn template_shown(lang: Lang, template: &str) -> String {
    mark(
        template_name(lang, template),
        &["creatures"],
        template,
        || CreatureTemplate::find(template).is_some(),
    )
}

/// An ammunition's or a chem's name as a sheet shows it: marked when the
/// campaign's homebrew defines it.
fn item_shown(lang: Lang, item: &str) -> String {
    mark(item_name(lang, item), &["ammo", "chems"], item, || {
        find_ammo(item).is_some() || Chem::find(item).is_some()
    })
}

/// A weapon's or an ammunition's name (what `give` and `take` move).
#[must_use]
pub fn item_name(lang: Lang, item: &str) -> String {
    match find_ammo(item) {
        Some(ammo) => t0(lang, &format!("f2d20-bot-ammo-{}", slug(ammo))),
        None if Chem::find(item).is_some() => chem_name(lang, item),
        None => weapon_name(lang, item),
    }
}

/// A chem's name in the reader's language.
#[must_use]
pub fn chem_name(lang: Lang, chem: &str) -> String {
    match Chem::find(chem) {
        Some(c) => t0(lang, &format!("f2d20-bot-chem-{}", slug(&c.name))),
        None => layout::escape(chem),
    }
}

/// What a Take Chem did, line by line.
fn chem_lines(lang: Lang, who: &Unit, c: &ChemTaken) -> Vec<String> {
    let mut lines = vec![t(
        lang,
        "f2d20-bot-chem-taken",
        &[
            ("name", unit(who)),
            ("chem", a(item_shown(lang, &c.chem))),
            ("left", a(c.left)),
        ],
    )];
    if let Some(hp) = &c.healed {
        let bar = if hidden_unit(who) {
            hidden::enemy_hp(lang, hp.after, hp.max)
        } else {
            hp_bar(hp.after, hp.max)
        };
        lines.push(format!("❤️ {bar}"));
    }
    if let Some((before, after)) = c.rads {
        lines.push(t(
            lang,
            "f2d20-bot-chem-rads",
            &[("before", a(before)), ("after", a(after))],
        ));
    }
    if let Some(ap) = c.ap {
        lines.push(t(lang, "f2d20-bot-chem-ap", &[("ap", a(ap))]));
    }
    if !c.cured.is_empty() {
        let list = join(lang, c.cured.iter().map(|x| chem_name(lang, x)));
        lines.push(t(lang, "f2d20-bot-chem-cured", &[("list", a(list))]));
    }
    if !c.diseases_cured.is_empty() {
        lines.push(super::diseases::cured_line(lang, &c.diseases_cured));
    }
    match c.duration {
        ChemDuration::Instant => {}
        ChemDuration::Brief => lines.push(t0(lang, "f2d20-bot-chem-until-next-turn")),
        ChemDuration::Lasting => lines.push(t0(lang, "f2d20-bot-chem-until-scene-ends")),
    }
    if let Some(x) = &c.addiction {
        let id = if x.addicted {
            "f2d20-bot-addiction-yes"
        } else {
            "f2d20-bot-addiction-no"
        };
        lines.push(t(
            lang,
            id,
            &[
                ("roll", a(combat_roll_text(lang, &x.roll))),
                ("doses", a(x.doses)),
                ("addiction", a(x.addiction)),
            ],
        ));
    }
    lines
}

/// A hit location's name in the reader's language.
#[must_use]
pub fn location_name(lang: Lang, key: &str) -> String {
    i18n::try_tr(lang, &format!("f2d20-bot-loc-{key}"), &[]).unwrap_or_else(|| layout::escape(key))
}

/// A damage type in the reader's language.
#[must_use]
pub fn damage_name(lang: Lang, t: DamageType) -> String {
    t0(lang, &format!("f2d20-damage-{}", t.word()))
}

fn range_name(lang: Lang, r: RangeBand) -> String {
    t0(lang, &format!("f2d20-range-{}", r.word()))
}

fn effect_name(lang: Lang, id: &str) -> String {
    t0(lang, &format!("f2d20-effect-{id}"))
}

fn action_name(lang: Lang, kind: ActionKind) -> String {
    t0(lang, &format!("f2d20-bot-action-{}", kind.word()))
}

fn pool_name(lang: Lang, pool: Pool) -> String {
    t0(lang, &format!("f2d20-bot-pool-{}", pool.word()))
}

fn side_name(lang: Lang, side: Side) -> String {
    t0(
        lang,
        match side {
            Side::Left => "f2d20-bot-side-left",
            Side::Right => "f2d20-bot-side-right",
        },
    )
}

fn injury_name(lang: Lang, kind: InjuryKind) -> String {
    let id = match kind {
        InjuryKind::Head => "head",
        InjuryKind::Torso => "torso",
        InjuryKind::Arm => "arm",
        InjuryKind::Leg => "leg",
    };
    t0(lang, &format!("f2d20-bot-injury-{id}"))
}

/// A test's attribute word: a S.P.E.C.I.A.L. abbreviation or a creature's
/// `body`/`mind`.
fn attribute_word(lang: Lang, word: &str) -> String {
    if let Some(at) = Attribute::ALL
        .into_iter()
        .find(|at| at.abbr().eq_ignore_ascii_case(word))
    {
        return attribute_name(lang, at);
    }
    i18n::try_tr(lang, &format!("f2d20-bot-attr-{}", slug(word)), &[])
        .unwrap_or_else(|| layout::escape(word))
}

/// A test's skill word: a skill's name or a creature's `melee`/`guns`/`other`.
fn skill_word(lang: Lang, word: &str) -> String {
    if let Some(s) = Skill::parse(word) {
        return skill_name(lang, s);
    }
    i18n::try_tr(lang, &format!("f2d20-bot-kind-{}", slug(word)), &[])
        .unwrap_or_else(|| layout::escape(word))
}

fn unit(who: &Unit) -> Arg {
    u(who.name())
}

fn resist(lang: Lang, r: Resist) -> String {
    match r {
        Resist::Dr(n) => n.to_string(),
        Resist::Immune => t0(lang, "f2d20-bot-immune"),
    }
}

/// "Physical 1 · Energy 1 · Radiation 0 · Poison ∞".
fn dr_text(lang: Lang, dr: &Dr) -> String {
    t(
        lang,
        "f2d20-bot-dr-line",
        &[
            ("physical", a(resist(lang, dr.physical))),
            ("energy", a(resist(lang, dr.energy))),
            ("radiation", a(resist(lang, dr.radiation))),
            ("poison", a(resist(lang, dr.poison))),
        ],
    )
}

/// One line per location: "**Head**: Physical 1 · ...".
pub(super) fn dr_lines(lang: Lang, dr: &[LocationDr]) -> String {
    dr.iter()
        .map(|l| {
            format!(
                "**{}**: {}",
                location_name(lang, &l.location),
                dr_text(lang, &l.dr)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// ---------------------------------------------------------------------------
// Small pieces

fn ap_move(lang: Lang, m: &ApMove) -> String {
    t(
        lang,
        "f2d20-bot-ap-move",
        &[
            ("pool", a(pool_name(lang, m.pool))),
            ("before", a(m.before)),
            ("after", a(m.after)),
        ],
    )
}

fn saved_line(lang: Lang, s: &Saved) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-saved",
        &[
            ("pool", a(pool_name(lang, s.pool))),
            ("saved", a(s.saved)),
            ("after", a(s.after)),
        ],
    );
    if s.lost > 0 {
        let _ = write!(
            line,
            " {}",
            t(lang, "f2d20-bot-saved-lost", &[("lost", a(s.lost))])
        );
    }
    line
}

/// The AP lines of an action: its cost, AP saved.
fn ap_lines(lang: Lang, cost: Option<&ApMove>, saved: Option<&Saved>) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(m) = cost {
        lines.push(format!(
            "{} {}",
            t0(lang, "f2d20-bot-ap-cost"),
            ap_move(lang, m)
        ));
    }
    if let Some(s) = saved {
        lines.push(saved_line(lang, s));
    }
    lines
}

fn hp_line(lang: Lang, who: &Unit, hp: &HpChange) -> String {
    if let Unit::Creature(name) = who {
        if hidden::hides(name) {
            let state = hidden::enemy_hp(lang, hp.after, hp.max);
            return t(
                lang,
                "enemy-hp-hidden",
                &[("name", u(name)), ("state", a(state))],
            );
        }
    }
    format!(
        "{} ❤️ {} (←{})",
        layout::escape(who.name()),
        hp_bar(hp.after, hp.max),
        hp.before
    )
}

fn injury_text(lang: Lang, injury: &Injury) -> String {
    t(
        lang,
        "f2d20-bot-injury",
        &[
            ("location", a(location_name(lang, &injury.location))),
            ("kind", a(injury_name(lang, injury.kind))),
        ],
    )
}

fn harm_lines(lang: Lang, who: &Unit, harm: &Harm) -> Vec<String> {
    let mut lines = Vec::new();
    if harm.critical {
        lines.push(t0(lang, "f2d20-bot-critical"));
    }
    for injury in &harm.injuries {
        lines.push(t(
            lang,
            "f2d20-bot-injured",
            &[
                ("name", unit(who)),
                ("injury", a(injury_text(lang, injury))),
            ],
        ));
    }
    if harm.dying {
        lines.push(t(lang, "f2d20-bot-falls-dying", &[("name", unit(who))]));
    }
    if harm.dead {
        lines.push(t(lang, "f2d20-bot-killed", &[("name", unit(who))]));
    }
    lines
}

/// "🎲 **3**★ · **12** · **20**⚠": each d20 with what it scored.
fn faces_text(roll: &PoolRoll) -> String {
    roll.dice
        .iter()
        .map(|d| {
            let mark = match d.successes {
                2 => "✅✅",
                1 => "✅",
                _ => "✖️",
            };
            let warn = if d.complication { "⚠️" } else { "" };
            format!("**{}**{mark}{warn}", d.face)
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn target_text(lang: Lang, target: &Target) -> String {
    t(
        lang,
        "f2d20-bot-target-number",
        &[
            ("number", a(target.number)),
            ("critical", a(target.critical)),
            ("complication", a(target.complication)),
        ],
    )
}

/// The exact chance the leader's d20s had to score the difficulty.
fn odds_text(lang: Lang, roll: &PoolRoll) -> String {
    let odds = pool::pass_odds(roll.dice.len() as u32, roll.target, roll.difficulty);
    let percent = odds.as_f64() * 100.0;
    t(
        lang,
        "f2d20-bot-odds-line",
        &[
            ("percent", a(format!("{percent:.2}"))),
            ("favourable", a(odds.numerator.to_string())),
            ("all", a(odds.denominator.to_string())),
            ("dice", a(roll.dice.len())),
        ],
    )
}

/// A test's lines: the attribute and skill, the target number, each d20,
/// the Aim re-roll, bought dice, helpers' dice, the verdict.
fn test_text(lang: Lang, test: &TestReport) -> String {
    let mut out = t(
        lang,
        "f2d20-bot-test",
        &[
            ("attribute", a(attribute_word(lang, &test.attribute))),
            ("skill", a(skill_word(lang, &test.skill))),
            ("target", a(target_text(lang, &test.roll.target))),
        ],
    );
    let _ = write!(
        out,
        "\n{} {}",
        t0(lang, "f2d20-bot-dice"),
        faces_text(&test.roll)
    );
    if let Some(r) = &test.reroll {
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                "f2d20-bot-aim-reroll",
                &[
                    ("die", a(r.index + 1)),
                    ("before", a(r.before)),
                    ("after", a(r.after)),
                ],
            )
        );
    }
    if let Some(c) = &test.chem {
        let chems = join(lang, c.chems.iter().map(|x| chem_name(lang, x)));
        if c.asked != c.difficulty {
            let _ = write!(
                out,
                "\n{}",
                t(
                    lang,
                    "f2d20-bot-chem-test",
                    &[
                        ("chems", a(chems.clone())),
                        ("asked", a(c.asked)),
                        ("difficulty", a(c.difficulty)),
                    ],
                )
            );
        }
        if let Some(r) = &c.reroll {
            let _ = write!(
                out,
                "\n{}",
                t(
                    lang,
                    "f2d20-bot-chem-reroll",
                    &[
                        ("chems", a(chems.clone())),
                        ("die", a(r.index + 1)),
                        ("before", a(r.before)),
                        ("after", a(r.after)),
                    ],
                )
            );
        }
        if let Some(r) = &c.aim {
            let _ = write!(
                out,
                "\n{}",
                t(
                    lang,
                    "f2d20-bot-chem-aim-reroll",
                    &[
                        ("chems", a(chems)),
                        ("die", a(r.index + 1)),
                        ("before", a(r.before)),
                        ("after", a(r.after)),
                    ],
                )
            );
        }
    }
    if let Some(x) = &test.apparel {
        let _ = write!(out, "\n{}", super::apparel::test_line(lang, x));
    }
    if test.bought.dice > 0 {
        let to_gm = test.bought.ap.is_some_and(|m| m.pool == Pool::Gm)
            && matches!(test.unit, Unit::Character(_));
        let id = if to_gm {
            "f2d20-bot-bought-gm"
        } else {
            "f2d20-bot-bought"
        };
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                id,
                &[("dice", a(test.bought.dice)), ("cost", a(test.bought.cost))],
            )
        );
        if let Some(m) = &test.bought.ap {
            let _ = write!(out, " ({})", ap_move(lang, m));
        }
        if let Some(f) = &test.bought.free {
            let chems = join(lang, f.chems.iter().map(|x| chem_name(lang, x)));
            let _ = write!(
                out,
                "\n{}",
                t(
                    lang,
                    "f2d20-bot-chem-free-dice",
                    &[("chems", a(chems)), ("dice", a(f.dice))],
                )
            );
        }
    }
    for assist in &test.assists {
        let id = if assist.counted {
            "f2d20-bot-assist-line"
        } else {
            "f2d20-bot-assist-uncounted"
        };
        let _ = write!(
            out,
            "\n{}",
            t(
                lang,
                id,
                &[
                    ("name", unit(&assist.helper)),
                    ("face", a(assist.die.face)),
                    ("successes", a(assist.die.successes)),
                    ("target", a(assist.target.number)),
                ],
            )
        );
    }
    let verdict = if test.passed {
        "f2d20-bot-passed"
    } else {
        "f2d20-bot-failed"
    };
    let _ = write!(
        out,
        "\n{}",
        t(
            lang,
            verdict,
            &[
                ("successes", a(test.successes)),
                ("difficulty", a(test.roll.difficulty)),
                ("ap", a(test.ap_generated)),
                ("complications", a(test.roll.complications)),
            ],
        )
    );
    out
}

/// The turn's action economy: actions left, their next cost, movement.
fn turn_text(lang: Lang, turn: &TurnView) -> String {
    let cost = |c: Option<u32>| match c {
        Some(ap) => a(ap),
        None => a(t0(lang, "f2d20-bot-no-slot")),
    };
    let mut out = t(
        lang,
        "f2d20-bot-turn-line",
        &[
            ("name", unit(&turn.unit)),
            ("round", a(turn.round)),
            ("minors", a(turn.minors_left)),
            ("majors", a(turn.majors_left)),
            ("minor_ap", cost(turn.next_minor_ap)),
            ("major_ap", cost(turn.next_major_ap)),
            (
                "movement",
                a(t0(
                    lang,
                    if turn.moved {
                        "f2d20-bot-moved"
                    } else {
                        "f2d20-bot-not-moved"
                    },
                )),
            ),
        ],
    );
    if turn.stunned {
        let _ = write!(out, "\n{}", t0(lang, "f2d20-bot-turn-stunned"));
    }
    if turn.aimed {
        let _ = write!(out, "\n{}", t0(lang, "f2d20-bot-turn-aimed"));
    }
    out
}

fn combat_dice_text(roll: &CombatRoll) -> String {
    roll.dice
        .iter()
        .map(|d| {
            let shown = if d.effect {
                format!("{}⚡", d.damage)
            } else {
                d.damage.to_string()
            };
            format!("[{}→{shown}]", d.face)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn combat_roll_text(lang: Lang, roll: &CombatRoll) -> String {
    t(
        lang,
        "f2d20-bot-damage-roll",
        &[
            ("dice", a(combat_dice_text(roll))),
            ("total", a(roll.total)),
            ("effects", a(roll.effects)),
        ],
    )
}

fn persistent_text(lang: Lang, p: &Persistent) -> String {
    let id = if p.rounds_left.is_some() {
        "f2d20-bot-persistent-line"
    } else {
        "f2d20-bot-persistent-untreated"
    };
    t(
        lang,
        id,
        &[
            ("source", a(weapon_or_word(lang, &p.source))),
            ("dice", a(p.dice)),
            ("type", a(damage_name(lang, p.damage_type))),
            ("location", a(location_name(lang, &p.location))),
            ("difficulty", a(p.difficulty)),
            ("rounds", a(p.rounds_left.unwrap_or(0))),
        ],
    )
}

/// A persistent source: a weapon, or the game's `bleeding`.
fn weapon_or_word(lang: Lang, source: &str) -> String {
    i18n::try_tr(lang, &format!("f2d20-bot-source-{}", slug(source)), &[])
        .unwrap_or_else(|| weapon_name(lang, source))
}

fn vitals_lines(lang: Lang, v: &Vitals, max_before_rads: u32) -> Vec<String> {
    let mut lines = Vec::new();
    if v.rads > 0 {
        lines.push(t(
            lang,
            "f2d20-bot-rads",
            &[("rads", a(v.rads)), ("max", a(max_before_rads))],
        ));
    }
    for injury in &v.injuries {
        lines.push(injury_text(lang, injury));
    }
    for p in &v.persistent {
        lines.push(persistent_text(lang, p));
    }
    for e in &v.chems {
        let id = match e.duration {
            ChemDuration::Brief => "f2d20-bot-chem-brief",
            _ => "f2d20-bot-chem-lasting",
        };
        lines.push(t(lang, id, &[("chem", a(chem_name(lang, &e.chem)))]));
    }
    if v.chem_ap > 0 {
        lines.push(t(lang, "f2d20-bot-chem-ap-left", &[("ap", a(v.chem_ap))]));
    }
    for chem in &v.addictions {
        lines.push(t(
            lang,
            "f2d20-bot-addicted",
            &[("chem", a(chem_name(lang, chem)))],
        ));
    }
    for disease in &v.diseases {
        lines.push(super::diseases::carried_line(lang, disease));
    }
    for (on, id) in [
        (v.dead, "f2d20-bot-dead"),
        (v.dying && !v.dead, "f2d20-bot-dying"),
        (v.unconscious, "f2d20-bot-unconscious"),
        (v.stunned, "f2d20-bot-stunned"),
        (v.prone, "f2d20-bot-prone"),
    ] {
        if on {
            lines.push(t0(lang, id));
        }
    }
    if v.defense_bonus > 0 {
        lines.push(t(
            lang,
            "f2d20-bot-defend-bonus",
            &[("bonus", a(v.defense_bonus))],
        ));
    }
    if v.cover > 0 {
        lines.push(t(lang, "f2d20-bot-cover", &[("dice", a(v.cover))]));
    }
    if let Some(trigger) = &v.readied {
        lines.push(t(lang, "f2d20-bot-readied", &[("trigger", u(trigger))]));
    }
    lines
}

// ---------------------------------------------------------------------------
// Sheets and the board

fn special_line(lang: Lang, sheet: &Sheet) -> String {
    Attribute::ALL
        .iter()
        .map(|&at| format!("{} {}", attribute_name(lang, at), sheet.special.get(at)))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "f2d20-bot-sheet-title",
        &[("name", u(&sheet.name))],
    ));
    let mut desc = t(lang, "f2d20-bot-player", &[("player", u(&sheet.player))]);
    let _ = write!(
        desc,
        "\n❤️ {}\n{}\n{}",
        hp_bar(sheet.hp, sheet.max_hp),
        t(
            lang,
            "f2d20-bot-derived",
            &[
                ("defense", a(sheet.defense)),
                ("initiative", a(sheet.initiative)),
                ("carry", a(sheet.carry_weight)),
                ("melee", a(sheet.melee_bonus)),
            ],
        ),
        t(
            lang,
            "f2d20-bot-luck",
            &[("luck", a(sheet.luck)), ("max", a(sheet.luck_max))],
        )
    );
    spec = spec.desc(desc);
    spec.field(
        t0(lang, "f2d20-bot-special"),
        special_line(lang, sheet),
        false,
    );
    let skills: Vec<String> = sheet
        .skills
        .iter()
        .map(|l| {
            let tag = if l.tagged {
                format!(" {}", t0(lang, "f2d20-bot-tag"))
            } else {
                String::new()
            };
            format!(
                "{} {} (TN {}){tag}",
                skill_name(lang, l.skill),
                l.rank,
                l.target
            )
        })
        .collect();
    spec.field(t0(lang, "f2d20-bot-skills"), skills.join("\n"), false);
    spec.field(t0(lang, "f2d20-bot-dr"), dr_lines(lang, &sheet.dr), false);
    let mut gear = Vec::new();
    let none = || t0(lang, "f2d20-bot-none");
    let weapons = join(
        lang,
        sheet
            .weapons
            .iter()
            .map(|w| format!("{} ×{}", weapon_shown(lang, &w.name), w.count)),
    );
    gear.push(t(
        lang,
        "f2d20-bot-weapons",
        &[("list", a(if weapons.is_empty() { none() } else { weapons }))],
    ));
    let ammo = join(
        lang,
        sheet
            .ammo
            .iter()
            .map(|w| format!("{} ×{}", item_shown(lang, &w.name), w.count)),
    );
    gear.push(t(
        lang,
        "f2d20-bot-ammo",
        &[("list", a(if ammo.is_empty() { none() } else { ammo }))],
    ));
    let worn = join(
        lang,
        sheet.worn.iter().map(|w| match w.side {
            Some(side) => format!(
                "{} ({})",
                armour_shown(lang, &w.piece),
                side_name(lang, side)
            ),
            None => armour_shown(lang, &w.piece),
        }),
    );
    if !sheet.chems.is_empty() {
        let chems = join(
            lang,
            sheet
                .chems
                .iter()
                .map(|c| format!("{} ×{}", item_shown(lang, &c.name), c.count)),
        );
        gear.push(t(lang, "f2d20-bot-chems", &[("list", a(chems))]));
    }
    gear.push(t(
        lang,
        "f2d20-bot-worn",
        &[("list", a(if worn.is_empty() { none() } else { worn }))],
    ));
    gear.extend(super::apparel::rerolls_line(lang, &sheet.scene_rerolls));
    spec.field(t0(lang, "f2d20-bot-gear"), gear.join("\n"), false);
    if let Some(power) = &sheet.power {
        spec.field(
            t0(lang, "f2d20-bot-pa-title"),
            super::power::sheet_text(lang, power),
            false,
        );
    }
    let mut condition = vitals_lines(lang, &sheet.vitals, sheet.base_max_hp);
    if let Some(z) = &sheet.vitals.zone {
        condition.insert(0, t(lang, "f2d20-bot-zone", &[("zone", u(z))]));
    }
    spec.field(t0(lang, "f2d20-bot-condition"), condition.join("\n"), false);
    spec
}

fn creature_line(lang: Lang, c: &CreatureView) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-creature-line",
        &[
            ("name", u(&c.name)),
            ("template", a(template_shown(lang, &c.template))),
            ("defense", a(shown_or_masked(c, c.defense))),
            ("initiative", a(c.initiative)),
            ("hp", a(creature_hp(lang, c))),
        ],
    );
    if c.ally {
        let _ = write!(line, " · {}", t0(lang, "f2d20-bot-ally"));
    }
    // The maximum before radiation is its template's, the campaign's
    // homebrew one included (the view carries the maximum after it):
    // radiation and chems moved it by exactly their sum unless radiation
    // took it all, where the shipped template is all that can answer.
    let chem = crate::engine::rulesets::fallout2d20::chems::chem_max_hp(&c.vitals.chems);
    let base = if c.max_hp > 0 {
        (c.max_hp + c.vitals.rads).saturating_sub(chem)
    } else {
        CreatureTemplate::find(&c.template).map_or(c.max_hp, |t| t.hp)
    };
    let mut more = vitals_lines(lang, &c.vitals, base);
    if c.vitals.rads > 0 && !c.ally && !hidden::numbers_shown() {
        // The radiation line (the first) names the creature's maximum HP.
        more.remove(0);
    }
    if !more.is_empty() {
        let _ = write!(line, " · {}", more.join(" · "));
    }
    line
}

/// A creature's number as the channel may see it: an ally's always, an
/// enemy's as the campaign says (`crate::bot::render::hidden`).
fn shown_or_masked(c: &CreatureView, value: impl std::fmt::Display) -> String {
    if c.ally {
        value.to_string()
    } else {
        hidden::enemy_number(value)
    }
}

/// A creature's HP as the channel may see it (an ally's always).
fn creature_hp(lang: Lang, c: &CreatureView) -> String {
    if c.ally {
        hp_bar(c.hp, c.max_hp)
    } else {
        hidden::enemy_hp(lang, c.hp, c.max_hp)
    }
}

/// One creature as `/enemy show` draws it.
pub(crate) fn creature_shown(lang: Lang, c: &CreatureView) -> EmbedSpec {
    creature_spec(lang, c)
}

fn creature_spec(lang: Lang, c: &CreatureView) -> EmbedSpec {
    let mut spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-creature-title",
            &[
                ("name", u(&c.name)),
                ("template", a(template_shown(lang, &c.template))),
            ],
        ),
        Tone::Info,
    )
    .desc(creature_line(lang, c));
    spec.field(
        t0(lang, "f2d20-bot-attacks"),
        join(lang, c.attacks.iter().map(|w| weapon_shown(lang, w))),
        false,
    );
    if c.ally || hidden::numbers_shown() {
        spec.field(t0(lang, "f2d20-bot-dr"), dr_lines(lang, &c.dr), false);
    }
    if let Some(z) = &c.vitals.zone {
        spec.description.push('\n');
        spec.description
            .push_str(&t(lang, "f2d20-bot-zone", &[("zone", u(z))]));
    }
    spec
}

fn initiative_line(lang: Lang, e: &InitiativeEntry) -> String {
    let mut line = t(
        lang,
        "f2d20-bot-initiative-line",
        &[("name", unit(&e.unit)), ("initiative", a(e.initiative))],
    );
    if e.tied {
        let _ = write!(line, " {}", t0(lang, "f2d20-bot-tied"));
    }
    line
}

fn order_lines(lang: Lang, combat: &Combat) -> String {
    let mut lines = Vec::new();
    if let Some(opener) = &combat.opener {
        if combat.round == 0 {
            lines.push(t(lang, "f2d20-bot-opening", &[("name", unit(opener))]));
        }
    }
    for (i, e) in combat.order.iter().enumerate() {
        let marker = if combat.turn() == Some(i) {
            "▶"
        } else {
            "•"
        };
        lines.push(format!("{marker} {}", initiative_line(lang, e)));
    }
    lines.join("\n")
}

fn pools_text(lang: Lang, group: u32, gm: u32) -> String {
    t(
        lang,
        "f2d20-bot-pools",
        &[("group", a(group)), ("gm", a(gm))],
    )
}

/// Most zone fields the board shows; further zones share the last field
/// (a board embed also carries the round and the turn, within 25 fields).
const ZONE_FIELDS_MAX: usize = 20;

/// The board's units by zone: a title and its lines for each zone, in the
/// order zones first appear (characters first), units in no zone last.
fn zone_groups(
    lang: Lang,
    characters: &[Sheet],
    creatures: &[CreatureView],
    person: &dyn Fn(&Sheet) -> String,
) -> Vec<(String, Vec<String>)> {
    let mut groups: Vec<(Option<String>, Vec<String>)> = Vec::new();
    let mut put = |zone: &Option<String>, line: String| {
        let at = groups.iter().position(|(z, _)| match (z, zone) {
            (Some(a), Some(b)) => crate::engine::name::same(a, b),
            (None, None) => true,
            _ => false,
        });
        match at {
            Some(i) => groups[i].1.push(line),
            None => groups.push((zone.clone(), vec![line])),
        }
    };
    for s in characters {
        put(&s.vitals.zone, person(s));
    }
    for c in creatures {
        put(&c.vitals.zone, creature_line(lang, c));
    }
    groups.sort_by_key(|(z, _)| z.is_none());
    let title = |z: &Option<String>| match z {
        Some(z) => t(lang, "f2d20-bot-zone", &[("zone", u(z))]),
        None => t0(lang, "f2d20-bot-no-zone"),
    };
    let mut fields: Vec<(String, Vec<String>)> = Vec::new();
    for (i, (z, lines)) in groups.iter().enumerate() {
        if i + 1 < ZONE_FIELDS_MAX || groups.len() <= ZONE_FIELDS_MAX {
            fields.push((title(z), lines.clone()));
        } else if let Some((_, last)) = fields.last_mut() {
            last.push(format!("**{}**", title(z)));
            last.extend(lines.iter().cloned());
        }
    }
    fields
}

fn board_spec(
    lang: Lang,
    characters: &[Sheet],
    creatures: &[CreatureView],
    combat: Option<&Combat>,
    group: u32,
    gm: u32,
) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t0(lang, "f2d20-bot-board"));
    spec.description = pools_text(lang, group, gm);
    if characters.is_empty() && creatures.is_empty() {
        let _ = write!(spec.description, "\n{}", t0(lang, "f2d20-bot-board-empty"));
        return spec;
    }
    let person = |s: &Sheet| {
        let mut line = format!(
            "**{}** · {} · 🍀 {}/{}",
            layout::escape(&s.name),
            hp_bar(s.hp, s.max_hp),
            s.luck,
            s.luck_max
        );
        let more = vitals_lines(lang, &s.vitals, s.base_max_hp);
        if !more.is_empty() {
            let _ = write!(line, " · {}", more.join(" · "));
        }
        if let Some(power) = s.power.as_ref().filter(|p| p.inside) {
            let _ = write!(line, " · {}", super::power::board_text(lang, power));
        }
        line
    };
    let zoned = characters.iter().any(|s| s.vitals.zone.is_some())
        || creatures.iter().any(|c| c.vitals.zone.is_some());
    if zoned {
        // Grouped by zone, in the order zones first appear; units nowhere last.
        for (title, lines) in zone_groups(lang, characters, creatures, &person) {
            spec.field(title, lines.join("\n"), false);
        }
    } else {
        let people: Vec<String> = characters.iter().map(&person).collect();
        spec.field(t0(lang, "f2d20-bot-characters"), people.join("\n"), false);
        let foes: Vec<String> = creatures.iter().map(|c| creature_line(lang, c)).collect();
        spec.field(t0(lang, "f2d20-bot-creatures"), foes.join("\n"), false);
    }
    if let Some(combat) = combat {
        spec.field(
            t(lang, "f2d20-bot-round", &[("round", a(combat.round))]),
            order_lines(lang, combat),
            false,
        );
        spec.field(
            t0(lang, "f2d20-bot-turn"),
            turn_text(lang, &combat.current.view(combat.round)),
            false,
        );
    }
    spec
}

// ---------------------------------------------------------------------------
// Tests and attacks

fn test_tone(test: &TestReport) -> Tone {
    if test.passed {
        Tone::Success
    } else if test.roll.complications > 0 {
        Tone::Complication
    } else {
        Tone::Failure
    }
}

/// A test's embed: the title, the dice, the odds, AP and the turn.
fn test_spec(
    lang: Lang,
    title: String,
    test: &TestReport,
    ap: Option<&ApMove>,
    saved: Option<&Saved>,
    turn: Option<&TurnView>,
    table: Option<&Table>,
) -> EmbedSpec {
    let mut spec = EmbedSpec::new(title, test_tone(test)).desc(test_text(lang, test));
    spec.field(
        t0(lang, "f2d20-bot-odds"),
        odds_text(lang, &test.roll),
        false,
    );
    let mut lines = ap_lines(lang, ap, saved);
    if let Some(table) = table {
        lines.push(pools_text(lang, table.group_ap, table.gm_ap));
    }
    spec.field(t0(lang, "f2d20-bot-ap"), lines.join("\n"), false);
    if let Some(turn) = turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    spec
}

fn difficulty_text(lang: Lang, r: &AttackReport) -> String {
    let d = &r.difficulty;
    let mut parts = Vec::new();
    if d.defend > 0 {
        parts.push(t(lang, "f2d20-bot-diff-defend", &[("n", a(d.defend))]));
    }
    if d.location > 0 {
        parts.push(t(lang, "f2d20-bot-diff-location", &[("n", a(d.location))]));
    }
    if let Some(range) = d.range {
        parts.push(t(
            lang,
            "f2d20-bot-diff-range",
            &[
                ("range", a(range_name(lang, range))),
                ("n", a(d.range_modifier)),
            ],
        ));
    }
    if d.second_major > 0 {
        parts.push(t(
            lang,
            "f2d20-bot-diff-second",
            &[("n", a(d.second_major))],
        ));
    }
    if d.head_injury > 0 {
        parts.push(t(lang, "f2d20-bot-diff-head", &[("n", a(d.head_injury))]));
    }
    if d.parry > 0 {
        parts.push(t(lang, "f2d20-bot-diff-parry", &[("n", a(d.parry))]));
    }
    if d.reach > 0 {
        parts.push(t(lang, "f2d20-bot-diff-reach", &[("n", a(d.reach))]));
    }
    if d.one_handed > 0 {
        parts.push(t(
            lang,
            "f2d20-bot-diff-one-handed",
            &[("n", a(d.one_handed))],
        ));
    }
    let id = if d.blast {
        "f2d20-bot-difficulty-blast"
    } else {
        "f2d20-bot-difficulty"
    };
    let mut line = t(
        lang,
        id,
        &[("total", a(d.total)), ("defense", a(d.defense))],
    );
    for p in parts {
        let _ = write!(line, " + {p}");
    }
    if d.sneak > 0 {
        let _ = write!(
            line,
            " − {}",
            t(lang, "f2d20-bot-diff-sneak", &[("n", a(d.sneak))])
        );
    }
    line
}

/// What a sneak attack changed, line by line.
fn sneak_text(lang: Lang, s: &SneakAttack) -> String {
    let mut lines = Vec::new();
    if s.vicious {
        lines.push(t0(lang, "f2d20-bot-sneak-vicious"));
    }
    if s.dice > 0 {
        lines.push(t(lang, "f2d20-bot-sneak-dice", &[("n", a(s.dice))]));
    }
    if s.chem_dice > 0 {
        let chems = join(lang, s.chems.iter().map(|x| chem_name(lang, x)));
        lines.push(t(
            lang,
            "f2d20-bot-sneak-chems",
            &[("chems", a(chems)), ("n", a(s.chem_dice))],
        ));
    }
    lines.join("\n")
}

/// Whether `who` is a creature whose numbers the channel may not see.
fn hidden_unit(who: &Unit) -> bool {
    matches!(who, Unit::Creature(name) if hidden::hides(name))
}

/// A number of `who` as the channel may see it: a hidden enemy's masked.
fn masked_for(who: &Unit, value: impl std::fmt::Display) -> String {
    if hidden_unit(who) {
        hidden::MASK.to_owned()
    } else {
        value.to_string()
    }
}

pub(super) fn hit_line(lang: Lang, h: &HitReport) -> String {
    let prefix = match h.kind {
        HitKind::Primary => String::new(),
        HitKind::Spread => format!("{} ", t0(lang, "f2d20-bot-hit-spread")),
        HitKind::Burst => format!("{} ", t0(lang, "f2d20-bot-hit-burst")),
        HitKind::Blast => format!("{} ", t0(lang, "f2d20-bot-hit-blast")),
    };
    let mut line = match h.dr {
        Some(dr) => t(
            lang,
            "f2d20-bot-hit-line",
            &[
                ("name", unit(&h.target)),
                ("location", a(location_name(lang, &h.location))),
                ("before", a(h.before_dr)),
                ("type", a(damage_name(lang, h.damage_type))),
                ("dr", a(masked_for(&h.target, dr))),
                ("applied", a(masked_for(&h.target, h.dr_applied))),
                ("after", a(h.after_dr)),
            ],
        ),
        None => t(
            lang,
            "f2d20-bot-hit-immune",
            &[
                ("name", unit(&h.target)),
                ("location", a(location_name(lang, &h.location))),
                ("before", a(h.before_dr)),
                ("type", a(damage_name(lang, h.damage_type))),
            ],
        ),
    };
    line.insert_str(0, &prefix);
    if let Some(face) = h.location_die {
        if h.kind != HitKind::Primary {
            let _ = write!(
                line,
                " {}",
                t(lang, "f2d20-bot-location-rolled", &[("die", a(face))])
            );
        }
    }
    if h.pierced > 0 {
        let _ = write!(
            line,
            " {}",
            t(lang, "f2d20-bot-pierced", &[("n", a(h.pierced))])
        );
    }
    if let Some(cover) = &h.cover {
        let _ = write!(
            line,
            "\n  {}",
            t(
                lang,
                "f2d20-bot-cover-roll",
                &[("roll", a(combat_roll_text(lang, cover)))],
            )
        );
    }
    if let Some(piece) = &h.piece {
        let _ = write!(line, "\n  {}", super::power::hit_line(lang, piece));
    }
    let _ = write!(line, "\n  {}", hp_line(lang, &h.target, &h.hp));
    for more in harm_lines(lang, &h.target, &h.harm) {
        let _ = write!(line, "\n  {more}");
    }
    line
}

/// One weapon quality as an attack applied it.
fn quality_line(lang: Lang, q: &QualityUse) -> String {
    match q {
        QualityUse::Blast {
            zone,
            targets,
            missed,
        } => {
            let names = join(lang, targets.iter().map(|x| layout::escape(x.name())));
            let id = if *missed {
                "f2d20-bot-q-blast-missed"
            } else {
                "f2d20-bot-q-blast"
            };
            let mut line = t(lang, id, &[("targets", a(names))]);
            if let Some(z) = zone {
                let _ = write!(line, " {}", t(lang, "f2d20-bot-zone", &[("zone", u(z))]));
            }
            line
        }
        QualityUse::WithinReach => t0(lang, "f2d20-bot-q-reach"),
        QualityUse::CloseQuarters => t0(lang, "f2d20-bot-q-close-quarters"),
        QualityUse::OneHanded => t0(lang, "f2d20-bot-q-one-handed"),
        QualityUse::Reliable => t0(lang, "f2d20-bot-q-reliable"),
        QualityUse::Gatling { bursts } => t(lang, "f2d20-bot-q-gatling", &[("bursts", a(*bursts))]),
        QualityUse::Parry { ap } => {
            let mut line = t0(lang, "f2d20-bot-q-parry");
            if let Some(m) = ap {
                let _ = write!(line, " ({})", ap_move(lang, m));
            }
            line
        }
        QualityUse::Debilitating { injuries } => {
            t(lang, "f2d20-bot-q-debilitating", &[("n", a(*injuries))])
        }
        QualityUse::Emp { spared } => {
            let names = join(lang, spared.iter().map(|x| layout::escape(x.name())));
            t(lang, "f2d20-bot-q-emp", &[("spared", a(names))])
        }
    }
}

pub(super) fn applied_line(lang: Lang, e: &Applied) -> String {
    match e {
        Applied::Burst { targets, ammo } => t(
            lang,
            "f2d20-bot-fx-burst",
            &[
                ("effect", a(effect_name(lang, "burst"))),
                (
                    "targets",
                    a(join(lang, targets.iter().map(|u| layout::escape(u.name())))),
                ),
                ("ammo", a(*ammo)),
            ],
        ),
        Applied::Breaking {
            target,
            location,
            damage_type,
            before,
            after,
        } => t(
            lang,
            "f2d20-bot-fx-breaking",
            &[
                ("effect", a(effect_name(lang, "breaking"))),
                ("name", unit(target)),
                ("location", a(location_name(lang, location))),
                ("type", a(damage_name(lang, *damage_type))),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        ),
        Applied::BreakingCover {
            target,
            before,
            after,
        } => t(
            lang,
            "f2d20-bot-fx-breaking-cover",
            &[
                ("effect", a(effect_name(lang, "breaking"))),
                ("name", unit(target)),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        ),
        Applied::Persistent { target, persistent } => t(
            lang,
            "f2d20-bot-fx-persistent",
            &[
                ("effect", a(effect_name(lang, "persistent"))),
                ("name", unit(target)),
                ("what", a(persistent_text(lang, persistent))),
            ],
        ),
        Applied::Piercing { rating, ignored } => t(
            lang,
            "f2d20-bot-fx-piercing",
            &[
                ("effect", a(effect_name(lang, "piercing"))),
                ("rating", a(*rating)),
                ("ignored", a(*ignored)),
            ],
        ),
        Applied::Radioactive { target, amount } => t(
            lang,
            "f2d20-bot-fx-radioactive",
            &[
                ("effect", a(effect_name(lang, "radioactive"))),
                ("name", unit(target)),
                ("amount", a(*amount)),
            ],
        ),
        Applied::Spread {
            target,
            hits,
            damage,
        } => t(
            lang,
            "f2d20-bot-fx-spread",
            &[
                ("effect", a(effect_name(lang, "spread"))),
                ("name", unit(target)),
                ("hits", a(*hits)),
                ("damage", a(*damage)),
            ],
        ),
        Applied::Stun { target } => t(
            lang,
            "f2d20-bot-fx-stun",
            &[
                ("effect", a(effect_name(lang, "stun"))),
                ("name", unit(target)),
            ],
        ),
        Applied::Vicious { bonus } => t(
            lang,
            "f2d20-bot-fx-vicious",
            &[
                ("effect", a(effect_name(lang, "vicious"))),
                ("bonus", a(*bonus)),
            ],
        ),
    }
}

pub(super) fn rad_line(lang: Lang, r: &RadReport) -> String {
    let dr = match r.dr {
        Some(n) => n.to_string(),
        None => t0(lang, "f2d20-bot-immune"),
    };
    let mut line = t(
        lang,
        "f2d20-bot-rad-line",
        &[
            ("name", unit(&r.target)),
            ("location", a(location_name(lang, &r.location))),
            ("before", a(r.before_dr)),
            ("dr", a(masked_for(&r.target, dr))),
            ("taken", a(r.taken)),
            ("max_before", a(masked_for(&r.target, r.max_before))),
            ("max", a(masked_for(&r.target, r.hp.max))),
        ],
    );
    let _ = write!(line, "\n  {}", hp_line(lang, &r.target, &r.hp));
    for more in harm_lines(lang, &r.target, &r.harm) {
        let _ = write!(line, "\n  {more}");
    }
    line
}

fn attack_spec(lang: Lang, r: &AttackReport, table: Option<&Table>) -> EmbedSpec {
    let title = t(
        lang,
        "f2d20-bot-attack-title",
        &[
            ("attacker", unit(&r.attacker)),
            ("target", unit(&r.target)),
            ("weapon", a(weapon_shown(lang, &r.weapon))),
        ],
    );
    let tone = if r.hit { Tone::Combat } else { Tone::Failure };
    // A hidden enemy's Defense (and so the difficulty) as a target, its
    // target number as an attacker, are its numbers.
    let mut desc = if hidden_unit(&r.target) {
        t(
            lang,
            "f2d20-bot-difficulty",
            &[("total", a(hidden::MASK)), ("defense", a(hidden::MASK))],
        )
    } else {
        difficulty_text(lang, r)
    };
    let test = test_text(lang, &r.test);
    let test = if hidden_unit(&r.attacker) {
        let number = target_text(lang, &r.test.roll.target);
        test.replacen(&number, hidden::MASK, 1)
    } else {
        test
    };
    let _ = write!(desc, "\n{test}");
    let verdict = if r.hit {
        t0(lang, "f2d20-bot-hit")
    } else {
        t0(lang, "f2d20-bot-miss")
    };
    let _ = write!(desc, "\n**{verdict}**");
    let mut spec = EmbedSpec::new(title, tone).desc(desc);
    spec.field(
        t0(lang, "f2d20-bot-odds"),
        odds_text(lang, &r.test.roll),
        false,
    );
    if let Some(location) = &r.location {
        let primary = r.hits.iter().find(|h| h.kind == HitKind::Primary);
        let how = match primary.and_then(|h| h.location_die) {
            Some(face) => t(lang, "f2d20-bot-location-rolled", &[("die", a(face))]),
            None => t0(lang, "f2d20-bot-location-aimed"),
        };
        spec.field(
            t0(lang, "f2d20-bot-location"),
            format!("{} {how}", location_name(lang, location)),
            true,
        );
    }
    if let Some(roll) = &r.damage {
        let sources = t(
            lang,
            "f2d20-bot-dice-sources",
            &[
                ("weapon", a(r.dice.weapon)),
                ("melee", a(r.dice.melee)),
                ("ap", a(r.dice.ap)),
                ("ammo", a(r.dice.ammo)),
            ],
        );
        let mut damage_dice = format!("{}\n{sources}", combat_roll_text(lang, roll));
        if let Some(x) = &r.chem_rerolls {
            let dice: Vec<String> = x
                .dice
                .iter()
                .map(|d| format!("{} → {}", d.before, d.after))
                .collect();
            let _ = write!(
                damage_dice,
                "\n{}",
                t(
                    lang,
                    "f2d20-bot-chem-damage-reroll",
                    &[
                        (
                            "chems",
                            a(join(lang, x.chems.iter().map(|c| chem_name(lang, c))))
                        ),
                        ("dice", a(dice.join(", "))),
                    ],
                )
            );
        }
        spec.field(t0(lang, "f2d20-bot-damage-dice"), damage_dice, false);
    }
    let hits: Vec<String> = r.hits.iter().map(|h| hit_line(lang, h)).collect();
    spec.field(t0(lang, "f2d20-bot-hits"), hits.join("\n"), false);
    let applied: Vec<String> = r.applied.iter().map(|e| applied_line(lang, e)).collect();
    spec.field(
        t(lang, "f2d20-bot-effects", &[("n", a(r.effects))]),
        applied.join("\n"),
        false,
    );
    let used: Vec<String> = r.qualities.iter().map(|q| quality_line(lang, q)).collect();
    spec.field(t0(lang, "f2d20-bot-qualities"), used.join("\n"), false);
    if let Some(s) = &r.sneak {
        spec.field(t0(lang, "f2d20-bot-sneak"), sneak_text(lang, s), false);
    }
    let rads: Vec<String> = r.radiation.iter().map(|x| rad_line(lang, x)).collect();
    spec.field(t0(lang, "f2d20-bot-radiation"), rads.join("\n"), false);
    let mut ap = ap_lines(lang, r.action_ap.as_ref(), r.saved.as_ref());
    if r.ap_from_generated > 0 {
        ap.push(t(
            lang,
            "f2d20-bot-from-generated",
            &[("n", a(r.ap_from_generated))],
        ));
    }
    if let Some(m) = &r.ap_from_pool {
        ap.push(ap_move(lang, m));
    }
    if let Some(ammo) = &r.ammo {
        ap.push(t(
            lang,
            "f2d20-bot-ammo-used",
            &[
                ("ammo", a(item_name(lang, &ammo.ammo))),
                ("spent", a(ammo.spent)),
                ("left", a(ammo.left)),
            ],
        ));
    }
    if r.thrown {
        ap.push(t(
            lang,
            "f2d20-bot-thrown",
            &[("weapon", a(weapon_shown(lang, &r.weapon)))],
        ));
    }
    if let Some(table) = table {
        ap.push(pools_text(lang, table.group_ap, table.gm_ap));
    }
    spec.field(t0(lang, "f2d20-bot-ap"), ap.join("\n"), false);
    if let Some(turn) = &r.turn {
        spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
    }
    if let Some(dr) = table
        .and_then(|t| t.dr_of(r.target.name()))
        .filter(|_| !hidden_unit(&r.target))
    {
        spec.field(
            t(lang, "f2d20-bot-target-dr", &[("name", unit(&r.target))]),
            dr_lines(lang, dr),
            false,
        );
    }
    spec
}

fn turn_effect_lines(lang: Lang, who: &Unit, effects: &[TurnEffect]) -> Vec<String> {
    let mut lines = Vec::new();
    for e in effects {
        match e {
            TurnEffect::Persistent {
                source,
                roll,
                damage_type,
                dr_applied,
                taken,
                hp,
                harm,
                ended,
            } => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-persistent",
                    &[
                        ("name", unit(who)),
                        ("source", a(weapon_or_word(lang, source))),
                        ("roll", a(combat_roll_text(lang, roll))),
                        ("type", a(damage_name(lang, *damage_type))),
                        ("dr", a(masked_for(who, *dr_applied))),
                        ("taken", a(*taken)),
                    ],
                ));
                lines.push(format!("  {}", hp_line(lang, who, hp)));
                lines.extend(
                    harm_lines(lang, who, harm)
                        .into_iter()
                        .map(|l| format!("  {l}")),
                );
                if *ended {
                    lines.push(format!("  {}", t0(lang, "f2d20-bot-effect-ended")));
                }
            }
            TurnEffect::DyingTest { test, survived } => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-dying-test",
                    &[("name", unit(who))],
                ));
                lines.push(test_text(lang, test));
                let id = if *survived {
                    "f2d20-bot-effect-survived"
                } else {
                    "f2d20-bot-effect-died"
                };
                lines.push(t(lang, id, &[("name", unit(who))]));
            }
            TurnEffect::Stunned => {
                lines.push(t(lang, "f2d20-bot-effect-stunned", &[("name", unit(who))]));
            }
            TurnEffect::DefendEnded { bonus } => lines.push(t(
                lang,
                "f2d20-bot-effect-defend-ended",
                &[("name", unit(who)), ("bonus", a(*bonus))],
            )),
            TurnEffect::ReadyEnded => {
                lines.push(t(
                    lang,
                    "f2d20-bot-effect-ready-ended",
                    &[("name", unit(who))],
                ));
            }
            TurnEffect::ChemEnded { chem } => lines.push(t(
                lang,
                "f2d20-bot-chem-ended",
                &[("name", unit(who)), ("chem", a(chem_name(lang, chem)))],
            )),
        }
    }
    lines
}

// ---------------------------------------------------------------------------
// Events

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

#[allow(clippy::too_many_lines)] // one arm per event
fn event_spec(lang: Lang, event: &Event, table: Option<&Table>) -> EmbedSpec {
    match event {
        Event::CharacterAdded { sheet } => {
            let mut spec = sheet_spec(lang, sheet);
            spec.title = t(lang, "f2d20-bot-joined", &[("name", u(&sheet.name))]);
            spec.tone = Tone::Success;
            spec
        }
        Event::CharacterRemoved { name } => {
            EmbedSpec::info(t(lang, "f2d20-bot-left", &[("name", u(name))]))
        }
        Event::Sheet { sheet } => sheet_spec(lang, sheet),
        Event::Creature { creature } => creature_spec(lang, creature),
        Event::Board {
            characters,
            creatures,
            combat,
            group_ap,
            gm_ap,
        } => board_spec(
            lang,
            characters,
            creatures,
            combat.as_deref(),
            *group_ap,
            *gm_ap,
        ),
        Event::CreaturesAdded { creatures } => {
            let lines: Vec<String> = creatures.iter().map(|c| creature_line(lang, c)).collect();
            let mut spec = EmbedSpec::new(t0(lang, "f2d20-bot-creatures-added"), Tone::Combat)
                .desc(lines.join("\n"));
            if let Some(first) = creatures
                .first()
                .filter(|c| c.ally || hidden::numbers_shown())
            {
                spec.field(t0(lang, "f2d20-bot-dr"), dr_lines(lang, &first.dr), false);
            }
            spec
        }
        Event::CreatureRemoved { name } => {
            EmbedSpec::info(t(lang, "f2d20-bot-creature-removed", &[("name", u(name))]))
        }
        Event::Inventory {
            character,
            item,
            change,
            now,
        } => {
            let id = if *change >= 0 {
                "f2d20-bot-given"
            } else {
                "f2d20-bot-taken"
            };
            EmbedSpec::info(t(
                lang,
                id,
                &[
                    ("name", u(character)),
                    ("item", a(item_name(lang, item))),
                    ("count", a(change.unsigned_abs())),
                    ("now", a(*now)),
                ],
            ))
        }
        Event::ArmourWorn {
            character,
            piece,
            side,
            replaced,
            dr,
        } => {
            let shown = match side {
                Some(s) => format!("{} ({})", armour_shown(lang, piece), side_name(lang, *s)),
                None => armour_shown(lang, piece),
            };
            let mut spec = EmbedSpec::info(t(
                lang,
                "f2d20-bot-worn-title",
                &[("name", u(character)), ("piece", a(shown))],
            ));
            if !replaced.is_empty() {
                spec.description = t(
                    lang,
                    "f2d20-bot-replaced",
                    &[(
                        "pieces",
                        a(join(lang, replaced.iter().map(|p| armour_shown(lang, p)))),
                    )],
                );
            }
            let lines: Vec<LocationDr> = dr
                .iter()
                .map(|(l, d)| LocationDr {
                    location: l.clone(),
                    dr: *d,
                })
                .collect();
            spec.field(t0(lang, "f2d20-bot-dr"), dr_lines(lang, &lines), false);
            spec
        }
        Event::PowerArmour {
            character,
            frame,
            inside,
            pieces,
            dr,
        } => super::power::entered_spec(lang, character, frame, *inside, pieces, dr),
        Event::PieceAttached {
            character,
            piece,
            replaced,
            dr,
        } => super::power::attached_spec(lang, character, piece, replaced.as_deref(), dr),
        Event::PieceDetached {
            character,
            piece,
            dr,
        } => super::power::detached_spec(lang, character, piece, dr),
        Event::FrameRemoved {
            character,
            frame,
            pieces,
        } => super::power::frame_removed_spec(lang, character, frame, pieces),
        Event::MinePlaced {
            character,
            mine,
            zone,
            left,
        } => super::mines::placed_spec(lang, character, mine, zone, *left),
        Event::MineTriggered { blast } => super::mines::triggered_spec(lang, blast),
        Event::PieceRepaired {
            character,
            piece,
            before,
        } => super::power::repaired_spec(lang, character, piece, *before),
        Event::Disease { change } => super::diseases::change_spec(lang, change),
        Event::FusionCore { inserted } => super::fusion::inserted_spec(lang, inserted),
        Event::CoresDrained { drained } => super::fusion::drained_spec(lang, drained),
        Event::ApparelReroll { reroll } => super::apparel::reroll_spec(lang, reroll),
        Event::Airborne { airborne } => super::apparel::airborne_spec(lang, airborne),
        Event::ArmourRemoved { character, piece } => EmbedSpec::info(t(
            lang,
            "f2d20-bot-removed-armour",
            &[
                ("name", u(character)),
                ("piece", a(armour_shown(lang, piece))),
            ],
        )),
        Event::RankSet {
            character,
            skill,
            before,
            after,
        } => EmbedSpec::new(
            t(
                lang,
                "f2d20-bot-rank",
                &[
                    ("name", u(character)),
                    ("skill", a(skill_name(lang, *skill))),
                    ("before", a(*before)),
                    ("after", a(*after)),
                ],
            ),
            Tone::Success,
        ),
        Event::Action {
            unit: who,
            action,
            detail,
            stood_up,
            zone,
            chem,
            ap,
            turn,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "f2d20-bot-action-title",
                    &[
                        ("name", unit(who)),
                        ("action", a(action_name(lang, *action))),
                    ],
                ),
                Tone::Combat,
            );
            let mut lines = Vec::new();
            if let Some(d) = detail {
                let id = if *action == ActionKind::Assist {
                    "f2d20-bot-assists"
                } else {
                    "f2d20-bot-readies"
                };
                lines.push(t(lang, id, &[("detail", u(d))]));
            }
            if *stood_up {
                lines.push(t(lang, "f2d20-bot-stood-up", &[("name", unit(who))]));
            }
            if let Some(c) = chem {
                lines.extend(chem_lines(lang, who, c));
            }
            if let Some(m) = zone {
                lines.push(match m.band {
                    Some(band) => t(
                        lang,
                        "f2d20-bot-moved-to",
                        &[("to", u(&m.to)), ("band", a(range_name(lang, band)))],
                    ),
                    None => t(lang, "f2d20-bot-entered", &[("to", u(&m.to))]),
                });
            }
            spec.description = lines.join("\n");
            spec.field(
                t0(lang, "f2d20-bot-ap"),
                ap_lines(lang, ap.as_ref(), None)
                    .into_iter()
                    .chain(table.map(|t| pools_text(lang, t.group_ap, t.gm_ap)))
                    .collect::<Vec<_>>()
                    .join("\n"),
                false,
            );
            if let Some(turn) = turn {
                spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
            }
            spec
        }
        Event::Test {
            test,
            saved,
            ap,
            turn,
        } => test_spec(
            lang,
            t(lang, "f2d20-bot-test-title", &[("name", unit(&test.unit))]),
            test,
            ap.as_ref(),
            saved.as_ref(),
            turn.as_ref(),
            table,
        ),
        Event::Attack { report } => attack_spec(lang, report, table),
        Event::Defend {
            unit: who,
            test,
            before,
            after,
            extra,
            saved,
            ap,
            turn,
        } => {
            let mut spec = test_spec(
                lang,
                t(lang, "f2d20-bot-defend-title", &[("name", unit(who))]),
                test,
                ap.as_ref(),
                saved.as_ref(),
                turn.as_ref(),
                table,
            );
            let mut line = t(
                lang,
                "f2d20-bot-defense",
                &[("before", a(*before)), ("after", a(*after))],
            );
            if let Some(m) = extra {
                let _ = write!(line, " ({})", ap_move(lang, m));
            }
            let _ = write!(spec.description, "\n{line}");
            spec
        }
        Event::FirstAid {
            healer,
            patient,
            choice,
            test,
            result,
            saved,
            ap,
            turn,
        } => {
            let mut spec = test_spec(
                lang,
                t(
                    lang,
                    "f2d20-bot-first-aid-title",
                    &[
                        ("healer", unit(healer)),
                        ("patient", unit(patient)),
                        (
                            "choice",
                            a(t0(lang, &format!("f2d20-bot-aid-{}", aid_id(*choice)))),
                        ),
                    ],
                ),
                test,
                ap.as_ref(),
                saved.as_ref(),
                turn.as_ref(),
                table,
            );
            let line = match result {
                AidResult::Failed => t0(lang, "f2d20-bot-aid-failed"),
                AidResult::Healed { hp } => format!(
                    "{}\n{}",
                    t0(lang, "f2d20-bot-aid-healed"),
                    hp_line(lang, patient, hp)
                ),
                AidResult::Treated { injury } => t(
                    lang,
                    "f2d20-bot-aid-treated",
                    &[("injury", a(injury_text(lang, injury)))],
                ),
                AidResult::Stabilised {
                    hp,
                    extra,
                    woke,
                    ap_from_generated,
                    ap_from_pool,
                } => {
                    let mut l = t(
                        lang,
                        "f2d20-bot-aid-stabilised",
                        &[("name", unit(patient)), ("extra", a(*extra))],
                    );
                    let _ = write!(l, "\n{}", hp_line(lang, patient, hp));
                    if *woke {
                        let _ = write!(
                            l,
                            "\n{}",
                            t(lang, "f2d20-bot-aid-woke", &[("name", unit(patient))])
                        );
                    }
                    if *ap_from_generated > 0 {
                        let _ = write!(
                            l,
                            "\n{}",
                            t(
                                lang,
                                "f2d20-bot-from-generated",
                                &[("n", a(*ap_from_generated))],
                            )
                        );
                    }
                    if let Some(m) = ap_from_pool {
                        let _ = write!(l, "\n{}", ap_move(lang, m));
                    }
                    l
                }
            };
            let _ = write!(spec.description, "\n{line}");
            spec
        }
        Event::Rally {
            test,
            saved,
            ap,
            turn,
        } => test_spec(
            lang,
            t(lang, "f2d20-bot-rally-title", &[("name", unit(&test.unit))]),
            test,
            ap.as_ref(),
            saved.as_ref(),
            turn.as_ref(),
            table,
        ),
        Event::Commanded {
            commander,
            npc,
            attribute,
            skill,
            ap,
            turn,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "f2d20-bot-commanded",
                    &[
                        ("commander", unit(commander)),
                        ("npc", unit(npc)),
                        ("attribute", a(attribute_word(lang, attribute))),
                        ("skill", a(skill_name(lang, *skill))),
                    ],
                ),
                Tone::Combat,
            );
            spec.field(
                t0(lang, "f2d20-bot-ap"),
                ap_lines(lang, ap.as_ref(), None).join("\n"),
                false,
            );
            if let Some(turn) = turn {
                spec.field(t0(lang, "f2d20-bot-turn"), turn_text(lang, turn), false);
            }
            spec
        }
        Event::PersistentTest {
            test,
            stopped,
            saved,
            ap,
            turn,
        } => {
            let mut spec = test_spec(
                lang,
                t(
                    lang,
                    "f2d20-bot-persistent-title",
                    &[("name", unit(&test.unit))],
                ),
                test,
                ap.as_ref(),
                saved.as_ref(),
                turn.as_ref(),
                table,
            );
            let line = if stopped.is_empty() {
                t0(lang, "f2d20-bot-stopped-none")
            } else {
                t(
                    lang,
                    "f2d20-bot-stopped",
                    &[(
                        "what",
                        a(stopped
                            .iter()
                            .map(|p| persistent_text(lang, p))
                            .collect::<Vec<_>>()
                            .join("; ")),
                    )],
                )
            };
            let _ = write!(spec.description, "\n{line}");
            spec
        }
        Event::CombatDice { roll } => EmbedSpec::info(t0(lang, "f2d20-bot-combat-dice-title"))
            .desc(combat_roll_text(lang, roll)),
        Event::Hurt {
            target,
            amount,
            damage_type,
            location,
            hp,
            rads,
            harm,
        } => {
            let mut lines = vec![hp_line(lang, target, hp)];
            if let Some((before, after)) = rads {
                lines.push(t(
                    lang,
                    "f2d20-bot-rads-line",
                    &[
                        ("before", a(*before)),
                        ("after", a(*after)),
                        ("max", a(hp.max)),
                    ],
                ));
            }
            lines.extend(harm_lines(lang, target, harm));
            EmbedSpec::new(
                t(
                    lang,
                    "f2d20-bot-hurt-title",
                    &[
                        ("name", unit(target)),
                        ("amount", a(*amount)),
                        ("type", a(damage_name(lang, *damage_type))),
                        ("location", a(location_name(lang, location))),
                    ],
                ),
                Tone::Failure,
            )
            .desc(lines.join("\n"))
        }
        Event::Healed {
            target,
            amount,
            hp,
            revived,
        } => {
            let mut desc = hp_line(lang, target, hp);
            if *revived {
                let _ = write!(
                    desc,
                    "\n{}",
                    t(lang, "f2d20-bot-revived", &[("name", unit(target))])
                );
            }
            EmbedSpec::new(
                t(
                    lang,
                    "f2d20-bot-healed-title",
                    &[("name", unit(target)), ("amount", a(*amount))],
                ),
                Tone::Success,
            )
            .desc(desc)
        }
        Event::RadsCured {
            target,
            before,
            after,
            max_hp,
        } => EmbedSpec::new(
            t(
                lang,
                "f2d20-bot-rads-cured",
                &[
                    ("name", unit(target)),
                    ("before", a(*before)),
                    ("after", a(*after)),
                    ("max", a(*max_hp)),
                ],
            ),
            Tone::Success,
        ),
        Event::ZoneSet {
            unit: who,
            before,
            after,
        } => {
            let mut title = t(
                lang,
                "f2d20-bot-zone-set",
                &[("name", unit(who)), ("zone", u(after))],
            );
            if let Some(b) = before.as_ref().filter(|b| *b != after) {
                let _ = write!(
                    title,
                    " {}",
                    t(lang, "f2d20-bot-zone-was", &[("zone", u(b))])
                );
            }
            EmbedSpec::info(title)
        }
        Event::ZoneRangeSet {
            a: x,
            b: y,
            before,
            after,
        } => EmbedSpec::info(t(
            lang,
            "f2d20-bot-zone-range-set",
            &[
                ("a", u(x)),
                ("b", u(y)),
                ("before", a(range_name(lang, *before))),
                ("after", a(range_name(lang, *after))),
            ],
        )),
        Event::CoverSet {
            target,
            before,
            after,
        } => EmbedSpec::info(t(
            lang,
            "f2d20-bot-cover-set",
            &[
                ("name", unit(target)),
                ("before", a(*before)),
                ("after", a(*after)),
            ],
        )),
        Event::ApSet { ap } => EmbedSpec::info(t(
            lang,
            "f2d20-bot-ap-set",
            &[("move", a(ap_move(lang, ap)))],
        )),
        Event::SessionStarted { luck, gm_ap } => {
            let lines: Vec<String> = luck
                .iter()
                .map(|(name, points)| {
                    t(
                        lang,
                        "f2d20-bot-luck-line",
                        &[("name", u(name)), ("luck", a(*points))],
                    )
                })
                .collect();
            let mut spec = EmbedSpec::info(t0(lang, "f2d20-bot-session")).desc(lines.join("\n"));
            spec.field(t0(lang, "f2d20-bot-ap"), ap_move(lang, gm_ap), false);
            spec
        }
        Event::CombatStarted { combat, effects } => {
            let mut spec = EmbedSpec::new(t0(lang, "f2d20-bot-combat-started"), Tone::Combat)
                .desc(order_lines(lang, combat));
            let current = combat.current.view(combat.round);
            let lines = turn_effect_lines(lang, &current.unit, effects);
            spec.field(
                t0(lang, "f2d20-bot-turn"),
                std::iter::once(turn_text(lang, &current))
                    .chain(lines)
                    .collect::<Vec<_>>()
                    .join("\n"),
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
        Event::Reordered { order } => EmbedSpec::new(t0(lang, "f2d20-bot-reordered"), Tone::Combat)
            .desc(
                order
                    .iter()
                    .map(|e| format!("• {}", initiative_line(lang, e)))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
        Event::TurnAdvanced {
            ended,
            end_effects,
            unit: who,
            round,
            new_round,
            start_effects,
            turn,
        } => {
            let mut spec = EmbedSpec::new(
                t(
                    lang,
                    "f2d20-bot-turn-title",
                    &[("round", a(*round)), ("name", unit(who))],
                ),
                Tone::Combat,
            );
            let mut lines = Vec::new();
            if *new_round {
                lines.push(t(lang, "f2d20-bot-new-round", &[("round", a(*round))]));
            }
            spec.description = lines.join("\n");
            let ended_lines = turn_effect_lines(lang, ended, end_effects);
            spec.field(
                t(lang, "f2d20-bot-turn-ended", &[("name", unit(ended))]),
                ended_lines.join("\n"),
                false,
            );
            let start_lines = turn_effect_lines(lang, who, start_effects);
            spec.field(
                t0(lang, "f2d20-bot-turn"),
                std::iter::once(turn_text(lang, turn))
                    .chain(start_lines)
                    .collect::<Vec<_>>()
                    .join("\n"),
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
        Event::CombatEnded { round } => {
            EmbedSpec::info(t(lang, "f2d20-bot-combat-ended", &[("round", a(*round))]))
        }
        Event::BonusDie { character, ap, .. } => EmbedSpec::new(
            t(
                lang,
                "f2d20-bot-bonus-title",
                &[("name", u(character)), ("ap", a(*ap))],
            ),
            Tone::Combat,
        ),
        Event::LuckReroll {
            character,
            dice,
            before,
            after,
            luck_before,
            luck_after,
            ..
        } => {
            let shown = |faces: &[u32]| faces_bold(faces, |i| dice.contains(&i));
            EmbedSpec::new(
                t(lang, "f2d20-bot-luck-title", &[("name", u(character))]),
                Tone::Success,
            )
            .desc(format!(
                "{}\n{}",
                t(
                    lang,
                    "f2d20-bot-luck-dice",
                    &[("before", a(shown(before))), ("after", a(shown(after)))],
                ),
                t(
                    lang,
                    "f2d20-bot-luck-points",
                    &[("before", a(*luck_before)), ("after", a(*luck_after))],
                )
            ))
        }
    }
}

fn aid_id(choice: AidChoice) -> &'static str {
    match choice {
        AidChoice::Heal => "heal",
        AidChoice::Treat => "treat",
        AidChoice::Stabilise => "stabilise",
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

/// A name the game suggests instead of an unknown one, in the reader's words.
fn suggestion(lang: Lang, kind: Unknown, name: &str) -> String {
    match kind {
        Unknown::Skill => {
            Skill::parse(name).map_or_else(|| layout::escape(name), |s| skill_name(lang, s))
        }
        Unknown::Weapon => weapon_name(lang, name),
        Unknown::Item | Unknown::Ammo => item_name(lang, name),
        Unknown::Template => template_name(lang, name),
        Unknown::Armour => armour_name(lang, name),
        Unknown::Location => location_name(lang, name),
        _ => layout::escape(name),
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
            "attribute" | "allowed" => super::apparel::attribute_words(lang, s),
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
