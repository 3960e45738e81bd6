//! Sheets, creatures and the board: a character's sheet, a creature's
//! card, the initiative order, the pools, the zones.

use super::names::{
    armour_shown, attribute_name, dr_lines, item_shown, side_name, skill_name, template_shown,
    unit, weapon_shown,
};
use super::pieces::{turn_text, vitals_lines};
use crate::bot::layout;
use crate::bot::render::{
    a, hidden, hp_bar, join, scores_line, sheet_head, t, t0, u, EmbedSpec, Tone,
};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::fallout2d20::character::{CreatureView, Sheet};
use crate::engine::rulesets::fallout2d20::data::CreatureTemplate;
use crate::engine::rulesets::fallout2d20::outcome::{Combat, InitiativeEntry};
use crate::games::fallout2d20::{apparel, power};
use crate::i18n::Lang;
use std::fmt::Write as _;

pub(super) fn special_line(lang: Lang, sheet: &Sheet) -> String {
    scores_line(
        &Attribute::ALL,
        |at| attribute_name(lang, at),
        |at| sheet.special.get(at),
    )
}

/// A character's sheet: the player, HP, derived numbers and Luck, the
/// S.P.E.C.I.A.L., skills, DR, gear, power armour and condition.
pub(super) fn sheet_spec(lang: Lang, sheet: &Sheet) -> EmbedSpec {
    let mut spec = EmbedSpec::info(t(
        lang,
        "f2d20-bot-sheet-title",
        &[("name", u(&sheet.name))],
    ));
    spec = spec.desc(sheet_desc(lang, sheet));
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
    spec.field(
        t0(lang, "f2d20-bot-gear"),
        gear_lines(lang, sheet).join("\n"),
        false,
    );
    if let Some(power) = &sheet.power {
        spec.field(
            t0(lang, "f2d20-bot-pa-title"),
            power::sheet_text(lang, power),
            false,
        );
    }
    let mut condition = vitals_lines(lang, &sheet.vitals, sheet.base_max_hp);
    if let Some(z) = &sheet.vitals.zone {
        condition.insert(0, t(lang, "f2d20-bot-zone", &[("zone", u(z))]));
    }
    spec.field(t0(lang, "f2d20-bot-condition"), condition.join("\n"), false);
    let (title, level) = super::events::growth::level_field(lang, sheet);
    spec.field(title, level, false);
    if let Some((title, text)) = crate::games::fallout2d20::origins::origin_field(lang, sheet) {
        spec.field(title, text, false);
    }
    if let Some((title, text)) = crate::games::fallout2d20::robot_command::sheet_field(lang, sheet)
    {
        spec.field(title, text, false);
    }
    spec
}

/// A sheet's description: the player, the HP bar, the derived numbers,
/// Luck.
fn sheet_desc(lang: Lang, sheet: &Sheet) -> String {
    let player = t(lang, "f2d20-bot-player", &[("player", u(&sheet.player))]);
    let derived = t(
        lang,
        "f2d20-bot-derived",
        &[
            ("defense", a(sheet.defense)),
            ("initiative", a(sheet.initiative)),
            ("carry", a(sheet.carry_weight)),
            ("melee", a(sheet.melee_bonus)),
        ],
    );
    let luck = t(
        lang,
        "f2d20-bot-luck",
        &[("luck", a(sheet.luck)), ("max", a(sheet.luck_max))],
    );
    sheet_head(
        &player,
        sheet.hp,
        sheet.max_hp,
        &format!("{derived}\n{luck}"),
    )
}

/// A sheet's gear: weapons, ammo, chems, the armour worn, the apparel's
/// re-rolls.
fn gear_lines(lang: Lang, sheet: &Sheet) -> Vec<String> {
    // A list's line, "none" when it is empty; an entry with its count.
    let line = |id: &str, list: String| {
        let list = if list.is_empty() {
            t0(lang, "f2d20-bot-none")
        } else {
            list
        };
        t(lang, id, &[("list", a(list))])
    };
    let counted = |shown: String, count: u32| format!("{shown} ×{count}");
    let weapons = sheet
        .weapons
        .iter()
        .map(|w| counted(weapon_shown(lang, &w.name), w.count));
    let ammo = sheet
        .ammo
        .iter()
        .map(|w| counted(item_shown(lang, &w.name), w.count));
    let mut gear = vec![
        line("f2d20-bot-weapons", join(lang, weapons)),
        line("f2d20-bot-ammo", join(lang, ammo)),
    ];
    if !sheet.chems.is_empty() {
        let chems = sheet
            .chems
            .iter()
            .map(|c| counted(item_shown(lang, &c.name), c.count));
        gear.push(line("f2d20-bot-chems", join(lang, chems)));
    }
    let worn = sheet.worn.iter().map(|w| match w.side {
        Some(side) => format!(
            "{} ({})",
            armour_shown(lang, &w.piece),
            side_name(lang, side)
        ),
        None => armour_shown(lang, &w.piece),
    });
    gear.push(line("f2d20-bot-worn", join(lang, worn)));
    gear.extend(crate::games::fallout2d20::mods::sheet_lines(lang, sheet));
    gear.extend(apparel::rerolls_line(lang, &sheet.scene_rerolls));
    gear
}

pub(super) fn creature_line(lang: Lang, c: &CreatureView) -> String {
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
pub(super) fn shown_or_masked(c: &CreatureView, value: impl std::fmt::Display) -> String {
    if c.ally {
        value.to_string()
    } else {
        hidden::enemy_number(value)
    }
}

/// A creature's HP as the channel may see it (an ally's always).
pub(super) fn creature_hp(lang: Lang, c: &CreatureView) -> String {
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

pub(super) fn creature_spec(lang: Lang, c: &CreatureView) -> EmbedSpec {
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

pub(super) fn initiative_line(lang: Lang, e: &InitiativeEntry) -> String {
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

pub(super) fn order_lines(lang: Lang, combat: &Combat) -> String {
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

pub(super) fn pools_text(lang: Lang, group: u32, gm: u32) -> String {
    t(
        lang,
        "f2d20-bot-pools",
        &[("group", a(group)), ("gm", a(gm))],
    )
}

/// Most zone fields the board shows; further zones share the last field
/// (a board embed also carries the round and the turn, within 25 fields).
pub(super) const ZONE_FIELDS_MAX: usize = 20;

/// The board's units by zone: a title and its lines for each zone, in the
/// order zones first appear (characters first), units in no zone last.
pub(super) fn zone_groups(
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

pub(super) fn board_spec(
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
            let _ = write!(line, " · {}", power::board_text(lang, power));
        }
        if super::events::growth::ready(s) {
            let _ = write!(line, " · {}", t0(lang, "f2d20-bot-level-ready"));
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
