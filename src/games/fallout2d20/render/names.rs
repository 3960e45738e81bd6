//! The game's words for things: skills, attributes, weapons, armour, items,
//! chems, locations, damage types, ranges and the like, and the DR lines.

use super::attack::hidden_unit;
use super::pieces::combat_roll_text;
use crate::bot::commands::homebrew::mark;
use crate::bot::render::{a, hidden, hp_bar, join, t, t0, u};
use crate::bot::{layout, render};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::character::LocationDr;
use crate::engine::rulesets::fallout2d20::chems::{Chem, ChemDuration, ChemTaken};
use crate::engine::rulesets::fallout2d20::data::{
    find_ammo, ArmourPiece, CreatureTemplate, DamageType, Dr, InjuryKind, RangeBand, Resist, Side,
    Weapon, CREATURES,
};
use crate::engine::rulesets::fallout2d20::outcome::{ActionKind, Pool, Unit};
use crate::engine::rulesets::fallout2d20::Skill;
use crate::games::fallout2d20::diseases;
use crate::i18n;
use crate::i18n::{Arg, Lang};

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
pub(super) fn weapon_shipped(weapon: &str) -> bool {
    Weapon::find(weapon).is_some()
        || CREATURES
            .iter()
            .flat_map(|c| c.attacks.iter())
            .any(|at| crate::engine::name::same(&at.weapon.name, weapon))
}

/// A weapon's name as embeds show it: marked when the campaign's homebrew
/// defines it (or a homebrew creature's attack).
/// d20 faces joined with ` · `, those `bold` picks (the re-rolled ones) in bold.
pub(crate) fn faces_bold(faces: &[u32], bold: impl Fn(usize) -> bool) -> String {
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

pub(super) fn weapon_shown(lang: Lang, weapon: &str) -> String {
    mark(weapon_name(lang, weapon), &["weapons"], weapon, || {
        weapon_shipped(weapon)
    })
}

/// An armour piece's name as embeds show it: marked when the campaign's
/// homebrew defines it.
pub(super) fn armour_shown(lang: Lang, piece: &str) -> String {
    mark(armour_name(lang, piece), &["armour"], piece, || {
        ArmourPiece::find(piece).is_some()
    })
}

/// A creature template's name as embeds show it: marked when the campaign's
/// homebrew defines it.
pub(super) fn template_shown(lang: Lang, template: &str) -> String {
    mark(
        template_name(lang, template),
        &["creatures"],
        template,
        || CreatureTemplate::find(template).is_some(),
    )
}

/// An ammunition's or a chem's name as a sheet shows it: marked when the
/// campaign's homebrew defines it.
pub(super) fn item_shown(lang: Lang, item: &str) -> String {
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
pub(super) fn chem_lines(lang: Lang, who: &Unit, c: &ChemTaken) -> Vec<String> {
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
    if let Some(r) = &c.irradiated {
        lines.push(t(
            lang,
            "f2d20-bot-chem-irradiated",
            &[
                ("dice", a(super::pieces::combat_dice_text(&r.roll))),
                ("effects", a(r.roll.effects)),
            ],
        ));
        lines.push(super::attack::rad_line(lang, &r.report));
    }
    if let Some(ap) = c.ap {
        lines.push(t(lang, "f2d20-bot-chem-ap", &[("ap", a(ap))]));
    }
    if !c.cured.is_empty() {
        let list = join(lang, c.cured.iter().map(|x| chem_name(lang, x)));
        lines.push(t(lang, "f2d20-bot-chem-cured", &[("list", a(list))]));
    }
    if !c.diseases_cured.is_empty() {
        lines.push(diseases::cured_line(lang, &c.diseases_cured));
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

pub(super) fn range_name(lang: Lang, r: RangeBand) -> String {
    t0(lang, &format!("f2d20-range-{}", r.word()))
}

pub(super) fn effect_name(lang: Lang, id: &str) -> String {
    t0(lang, &format!("f2d20-effect-{id}"))
}

pub(super) fn action_name(lang: Lang, kind: ActionKind) -> String {
    t0(lang, &format!("f2d20-bot-action-{}", kind.word()))
}

pub(super) fn pool_name(lang: Lang, pool: Pool) -> String {
    t0(lang, &format!("f2d20-bot-pool-{}", pool.word()))
}

pub(super) fn side_name(lang: Lang, side: Side) -> String {
    t0(
        lang,
        match side {
            Side::Left => "f2d20-bot-side-left",
            Side::Right => "f2d20-bot-side-right",
        },
    )
}

pub(super) fn injury_name(lang: Lang, kind: InjuryKind) -> String {
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
pub(super) fn attribute_word(lang: Lang, word: &str) -> String {
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
pub(super) fn skill_word(lang: Lang, word: &str) -> String {
    if let Some(s) = Skill::parse(word) {
        return skill_name(lang, s);
    }
    i18n::try_tr(lang, &format!("f2d20-bot-kind-{}", slug(word)), &[])
        .unwrap_or_else(|| layout::escape(word))
}

pub(super) fn unit(who: &Unit) -> Arg {
    u(who.name())
}

pub(super) fn resist(lang: Lang, r: Resist) -> String {
    match r {
        Resist::Dr(n) => n.to_string(),
        Resist::Immune => t0(lang, "f2d20-bot-immune"),
    }
}

/// "Physical 1 · Energy 1 · Radiation 0 · Poison ∞".
pub(super) fn dr_text(lang: Lang, dr: &Dr) -> String {
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
pub(crate) fn dr_lines(lang: Lang, dr: &[LocationDr]) -> String {
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
