//! Mods in the Fallout 2d20 game's front end: `/f2d20 mod` (attach a mod to
//! a carried weapon, a worn piece or a piece of the character's power
//! armour, or remove it) with its autocomplete (the character's weapons
//! and pieces; the mods that fit the chosen one), the embed of the `modded` event, and the sheet's line for each
//! modded item. Words come from `f2d20.ftl` (`f2d20-mod-*`,
//! `f2d20-bot-mod-*`); a mod's name shows in the reader's language where
//! `f2d20_names.ftl` has one ([`mod_name`]), else as the table spells it,
//! escaped, and the perks a mod needs likewise ([`perks_text`]).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, other_option, respond};
use crate::bot::layout;
use crate::bot::render::{a, join, t, t0, u, EmbedSpec};
use crate::bot::{Context, Error};
use crate::engine::homebrew::Homebrew;
use crate::engine::name;
use crate::engine::rulesets::fallout2d20::character::{Carried, Sheet};
use crate::engine::rulesets::fallout2d20::data::{ArmourPiece, DamageEffect};
use crate::engine::rulesets::fallout2d20::mods::{
    self, Change, ModChange, WeaponMod, APPAREL_MODS,
};
use crate::engine::rulesets::fallout2d20::{self as f2d20, Command};
use crate::i18n::Lang;

use super::commands::run_here;
use super::power::piece_name;
use super::render::{armour_name, damage_name, item_name, weapon_name};

/// Attach or remove a weapon or apparel mod.
#[poise::command(slash_command, rename = "mod")]
pub async fn mod_(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::mods::moddable"]
    item: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::mods::fitting"]
    name: String,
    remove: Option<bool>,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::Mod {
            character,
            item,
            name,
            remove: remove.unwrap_or(false),
        },
    )
    .await
}

/// The weapons the character carries and the pieces it wears that take a
/// mod, labelled in the campaign's language.
pub async fn moddable(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let Some((c, p)) = super::growth::chosen(ctx).await else {
        return respond(partial, Vec::new());
    };
    let mut choices = Vec::new();
    for w in &p.weapons {
        let fits = c
            .homebrew
            .weapons
            .find(&w.name)
            .is_some_and(|row| WeaponMod::fitting(&row).next().is_some());
        if fits {
            let brewed = Homebrew::is_homebrew(&c.homebrew, "weapons", &w.name);
            let label = layout::plain(&weapon_name(lang, &w.name));
            choices.push((
                crate::bot::commands::homebrew::mark_if(&label, brewed),
                w.name.clone(),
            ));
        }
    }
    for w in &p.worn {
        if w.row()
            .is_some_and(|r| APPAREL_MODS.iter().any(|m| m.fits(r)))
        {
            let label = layout::plain(&armour_name(lang, &w.piece));
            choices.push((label, w.piece.clone()));
        }
    }
    for x in p.power.iter().flat_map(|f| &f.pieces) {
        if APPAREL_MODS.iter().any(|m| m.fits_power(&x.row)) {
            let label = layout::plain(&piece_name(lang, &x.row.name));
            choices.push((label, x.row.name.to_string()));
        }
    }
    respond(partial, choices)
}

/// The mods that fit the chosen item (the `item` option), the ones it
/// holds first (to remove), each with its slot.
pub async fn fitting(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let item = other_option(ctx, "item").unwrap_or_default();
    let Some((c, p)) = super::growth::chosen(ctx).await else {
        return respond(partial, Vec::new());
    };
    let mut rows: Vec<(String, String, bool)> = Vec::new();
    if let Some(w) = p.worn.iter().find(|w| name::same(&w.piece, &item)) {
        if let Some(piece) = w.row() {
            rows.extend(
                APPAREL_MODS
                    .iter()
                    .filter(|m| m.fits(piece))
                    .map(|m| (m.name.clone(), m.slot.clone(), w.mods.contains(&m.name))),
            );
        }
    } else if let Some(x) = p
        .power
        .iter()
        .flat_map(|f| &f.pieces)
        .find(|x| name::same(&x.row.name, &item))
    {
        rows.extend(
            APPAREL_MODS
                .iter()
                .filter(|m| m.fits_power(&x.row))
                .map(|m| (m.name.clone(), m.slot.clone(), x.mods.contains(&m.name))),
        );
    } else if let Some(weapon) = c.homebrew.weapons.find(&item) {
        let held = p
            .weapons
            .iter()
            .find(|s| name::same(&s.name, &weapon.name))
            .map(|s| s.mods.clone())
            .unwrap_or_default();
        rows.extend(
            WeaponMod::fitting(&weapon)
                .map(|m| (m.name.clone(), m.slot.clone(), held.contains(&m.name))),
        );
    }
    rows.sort_by_key(|(_, _, held)| !held);
    let choices = rows
        .into_iter()
        .map(|(n, slot, held)| {
            let mark = if held { "✓ " } else { "" };
            let shown = layout::plain(&mod_name(lang, &n));
            (format!("{mark}{shown} ({})", slot_name(lang, &slot)), n)
        })
        .collect();
    respond(partial, choices)
}

/// A slot's name in the reader's language.
#[must_use]
pub fn slot_name(lang: Lang, slot: &str) -> String {
    crate::i18n::try_tr(lang, &format!("f2d20-mod-slot-{}", name::slug(slot)), &[])
        .unwrap_or_else(|| layout::escape(slot))
}

/// A mod's name in the reader's language (`f2d20-weapon-mod-<slug>`, else
/// `f2d20-apparel-mod-<slug>`; the name as the table spells it, escaped,
/// for a homebrew mod).
#[must_use]
pub fn mod_name(lang: Lang, mod_: &str) -> String {
    let prefixes = ["f2d20-weapon-mod-", "f2d20-apparel-mod-"];
    let shown = super::vocabulary::named_under(lang, &prefixes, mod_);
    layout::escape(shown.as_deref().unwrap_or(mod_))
}

/// The perks a mod needs ("Gun Nut 3, Science! 1") with each perk's name
/// in the reader's language; a bare rank (the compendium's power armour
/// suits' upgrades name no perk) says that no perk is named; another piece
/// that names no perk stays as written, escaped.
#[must_use]
pub fn perks_text(lang: Lang, perks: &str) -> String {
    let one = |piece: &str| {
        let piece = piece.trim();
        if let Ok(rank) = piece.parse::<u32>() {
            return t(lang, "f2d20-bot-mod-perk-unnamed", &[("rank", a(rank))]);
        }
        let (perk, rank) = piece
            .rsplit_once(' ')
            .filter(|(_, r)| r.parse::<u32>().is_ok())
            .unwrap_or((piece, ""));
        match f2d20::perks::Perk::find(perk) {
            Some(p) if rank.is_empty() => super::render::perk_name(lang, &p.name),
            Some(p) => format!("{} {rank}", super::render::perk_name(lang, &p.name)),
            None => layout::escape(piece),
        }
    };
    join(lang, perks.split([',', '，']).map(one))
}

/// A quality word of a mod in the reader's language.
fn quality_name(lang: Lang, word: &str) -> String {
    crate::i18n::try_tr(
        lang,
        &format!("f2d20-mod-quality-{}", name::slug(word)),
        &[],
    )
    .unwrap_or_else(|| layout::escape(word))
}

/// One change in the reader's language.
#[must_use]
pub fn change_text(lang: Lang, change: &Change) -> String {
    let signed = |n: i32| format!("{n:+}");
    match change {
        Change::Damage(n) => t(lang, "f2d20-mod-damage", &[("n", a(signed(*n)))]),
        Change::DamageSet(n) => t(lang, "f2d20-mod-damage-set", &[("n", a(*n))]),
        Change::FireRate(n) => t(lang, "f2d20-mod-fire-rate", &[("n", a(signed(*n)))]),
        Change::Range(n) => t(lang, "f2d20-mod-range", &[("n", a(signed(*n)))]),
        Change::DamageType(d) => t(
            lang,
            "f2d20-mod-type",
            &[("type", a(damage_name(lang, *d)))],
        ),
        Change::Ammo(x) => t(lang, "f2d20-mod-ammo", &[("ammo", a(item_name(lang, x)))]),
        Change::AmmoPerShot(n) => t(lang, "f2d20-mod-ammo-per-shot", &[("n", a(*n))]),
        Change::Gain(q) => t(
            lang,
            "f2d20-mod-gain",
            &[("what", a(quality_name(lang, q)))],
        ),
        Change::Lose(q) => t(
            lang,
            "f2d20-mod-lose",
            &[("what", a(quality_name(lang, q)))],
        ),
        Change::Effect(e) => {
            let mut what = t0(lang, &format!("f2d20-effect-{}", e.name().to_lowercase()));
            match e {
                DamageEffect::Piercing(n) => what = format!("{what} {n}"),
                DamageEffect::Persistent(Some(d)) => {
                    what = format!("{what} ({})", damage_name(lang, *d));
                }
                _ => {}
            }
            t(lang, "f2d20-mod-effect", &[("what", a(what))])
        }
        Change::Dr(d, n) => t(
            lang,
            "f2d20-mod-dr",
            &[("n", a(*n)), ("type", a(damage_name(lang, *d)))],
        ),
        Change::CarryWeight(n) => t(lang, "f2d20-mod-carry", &[("n", a(*n))]),
        Change::Hp(n) => t(lang, "f2d20-mod-hp", &[("n", a(*n))]),
        Change::Weight(w) => t(lang, "f2d20-mod-weight", &[("n", a(w.clone()))]),
    }
}

/// The embed of a mod attached or removed.
#[must_use]
pub fn modded_spec(lang: Lang, change: &ModChange) -> EmbedSpec {
    let id = if change.removed {
        "f2d20-bot-mod-removed"
    } else {
        "f2d20-bot-mod-attached"
    };
    let mut lines = vec![t(
        lang,
        id,
        &[
            ("name", u(&change.character)),
            ("mod", a(mod_name(lang, &change.name))),
            ("item", a(item_label(lang, &change.item))),
            ("slot", a(slot_name(lang, &change.slot))),
        ],
    )];
    if !change.changes.is_empty() {
        let list = join(lang, change.changes.iter().map(|c| change_text(lang, c)));
        lines.push(t(lang, "f2d20-bot-mod-changes", &[("list", a(list))]));
    }
    if change.gm_effect {
        lines.push(t0(lang, "f2d20-bot-mod-gm"));
    }
    if let Some(p) = &change.perks {
        lines.push(t(
            lang,
            "f2d20-bot-mod-perks",
            &[("perks", a(perks_text(lang, p)))],
        ));
    }
    if !change.mods.is_empty() {
        let list = join(lang, change.mods.iter().map(|m| mod_name(lang, m)));
        lines.push(t(lang, "f2d20-bot-mod-now", &[("list", a(list))]));
    }
    EmbedSpec::info(lines.join("\n"))
}

/// A weapon's or a piece's name in the reader's language.
fn item_label(lang: Lang, item: &str) -> String {
    if ArmourPiece::find(item).is_some() {
        armour_name(lang, item)
    } else if f2d20::power::PowerPiece::find(item).is_some() {
        piece_name(lang, item)
    } else {
        weapon_name(lang, item)
    }
}

/// The sheet's lines for its modded weapons (with the numbers the mods
/// make) and modded worn pieces.
#[must_use]
pub fn sheet_lines(lang: Lang, sheet: &Sheet) -> Vec<String> {
    let mut lines: Vec<String> = sheet
        .weapons
        .iter()
        .filter(|w| !w.mods.is_empty())
        .map(|w| weapon_line(lang, w))
        .collect();
    for w in sheet.worn.iter().filter(|w| !w.mods.is_empty()) {
        let list = join(lang, w.mods.iter().map(|m| mod_name(lang, m)));
        let item = armour_name(lang, &w.piece);
        let changes: Vec<String> = w
            .row()
            .into_iter()
            .flat_map(|p| {
                w.mods
                    .iter()
                    .filter_map(|m| f2d20::mods::ApparelMod::find(p, m))
            })
            .flat_map(mods::apparel_changes)
            .map(|c| change_text(lang, &c))
            .collect();
        if changes.is_empty() {
            lines.push(t(
                lang,
                "f2d20-bot-mod-line",
                &[("item", a(item)), ("list", a(list))],
            ));
        } else {
            lines.push(t(
                lang,
                "f2d20-bot-mod-apparel",
                &[
                    ("item", a(item)),
                    ("list", a(list)),
                    ("changes", a(join(lang, changes))),
                ],
            ));
        }
    }
    lines.extend(power_lines(lang, sheet));
    lines
}

/// The sheet's lines for the modded pieces of its power armour.
fn power_lines(lang: Lang, sheet: &Sheet) -> Vec<String> {
    let pieces = sheet.power.iter().flat_map(|p| &p.pieces);
    pieces
        .filter(|x| !x.mods.is_empty())
        .map(|x| {
            let list = join(lang, x.mods.iter().map(|m| mod_name(lang, m)));
            let changes = x
                .mods
                .iter()
                .filter_map(|m| f2d20::mods::ApparelMod::find_power(&x.row, m))
                .flat_map(mods::apparel_changes)
                .map(|c| change_text(lang, &c));
            t(
                lang,
                "f2d20-bot-mod-apparel",
                &[
                    ("item", a(piece_name(lang, &x.row.name))),
                    ("list", a(list)),
                    ("changes", a(join(lang, changes))),
                ],
            )
        })
        .collect()
}

/// One modded weapon on the sheet.
fn weapon_line(lang: Lang, w: &Carried) -> String {
    let list = join(lang, w.mods.iter().map(|m| mod_name(lang, m)));
    let Some(row) = f2d20::data::Weapon::find(&w.name) else {
        return t(
            lang,
            "f2d20-bot-mod-line",
            &[("item", a(weapon_name(lang, &w.name))), ("list", a(list))],
        );
    };
    let now = mods::modded(row, &w.mods);
    t(
        lang,
        "f2d20-bot-mod-weapon",
        &[
            ("item", a(weapon_name(lang, &w.name))),
            ("list", a(list)),
            ("damage", a(now.damage)),
            ("rate", a(now.fire_rate)),
            (
                "range",
                a(t0(lang, &format!("f2d20-range-{}", now.range.word()))),
            ),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fixed message id this module uses (the locale test reads it).
    pub const MESSAGE_IDS: &[&str] = &[
        "f2d20-bot-mod-attached",
        "f2d20-bot-mod-removed",
        "f2d20-bot-mod-changes",
        "f2d20-bot-mod-now",
        "f2d20-bot-mod-gm",
        "f2d20-bot-mod-perks",
        "f2d20-bot-mod-perk-unnamed",
        "f2d20-bot-mod-line",
        "f2d20-bot-mod-weapon",
        "f2d20-bot-mod-apparel",
        "f2d20-mod-damage",
        "f2d20-mod-damage-set",
        "f2d20-mod-fire-rate",
        "f2d20-mod-range",
        "f2d20-mod-type",
        "f2d20-mod-ammo",
        "f2d20-mod-ammo-per-shot",
        "f2d20-mod-gain",
        "f2d20-mod-lose",
        "f2d20-mod-effect",
        "f2d20-mod-dr",
        "f2d20-mod-carry",
        "f2d20-mod-hp",
        "f2d20-mod-weight",
    ];

    /// The slot words of both files (`f2d20-mod-slot-*`).
    pub const SLOTS: &[&str] = &[
        "barrel",
        "capacitor",
        "dish",
        "fuel",
        "grip",
        "magazine",
        "melee",
        "muzzle",
        "nozzle",
        "propellantTank",
        "receiver",
        "sight",
        "stock",
        "material",
        "upgrade",
        "lining",
        "plating",
        "system",
    ];

    /// The quality words mods gain or lose (`f2d20-mod-quality-*`).
    pub const QUALITY_WORDS: &[&str] = &[
        "accurate",
        "blast",
        "close_quarters",
        "inaccurate",
        "night_vision",
        "recon",
        "reliable",
        "suppressed",
        "two_handed",
        "unreliable",
    ];

    #[test]
    fn every_mod_word_reads_in_both_languages() {
        let mut missing = Vec::new();
        for lang in [Lang::EnUs, Lang::ZhCn] {
            let known = crate::i18n::raw_ids(lang);
            let ids = MESSAGE_IDS
                .iter()
                .map(|id| (*id).to_owned())
                .chain(
                    SLOTS
                        .iter()
                        .map(|s| format!("f2d20-mod-slot-{}", name::slug(s))),
                )
                .chain(
                    QUALITY_WORDS
                        .iter()
                        .map(|q| format!("f2d20-mod-quality-{}", name::slug(q))),
                );
            for id in ids {
                if !known.contains(&id) {
                    missing.push(format!("{lang:?} {id}"));
                }
            }
        }
        assert_eq!(missing, Vec::<String>::new());
        // Every slot and quality word of the files has its message.
        for m in &*mods::WEAPON_MODS {
            assert!(SLOTS.contains(&m.slot.as_str()), "{}", m.slot);
            for q in m.gain.iter().chain(&m.lose) {
                assert!(QUALITY_WORDS.contains(&q.as_str()), "{q}");
            }
        }
        for m in &*APPAREL_MODS {
            assert!(SLOTS.contains(&m.slot.as_str()), "{}", m.slot);
        }
    }
}
