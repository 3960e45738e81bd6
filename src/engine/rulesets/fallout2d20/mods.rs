//! Mods of the Fallout 2d20 game: the core rulebook's weapon and apparel
//! mods (`content/fallout-2d20/{weapon_mods,apparel_mods}.json`, generated
//! from the Foundry VTT Fallout system's compendium by
//! `docs/scripts/fallout2d20_mods.py`), which weapon or piece each fits,
//! the published numbers a mod changes (damage, fire rate, range,
//! ammunition, qualities and damage effects, weight; an apparel piece's DR
//! and carry weight), and the command that attaches or removes one
//! (`mod <character> <item> <mod> [--remove]`), power armour mods on a
//! piece of the character's frame among them (their HP and DR counted
//! into the piece). The decisions (who may mod,
//! whether the mod is carried, which weapon takes which mod) are in
//! `docs/rulesets/fallout-2d20.md` ("Mods").

use serde::{Deserialize, Serialize};

use crate::engine::content::{invalid, within, Invalid, List, Table, Text};
use crate::engine::name;

use super::campaign::Campaign;
use super::character::Worn;
use super::data::{
    find_ammo, ArmourPiece, DamageEffect, DamageType, Dr, Layer, Quality, RangeBand, Resist, Slot,
    Weapon, WeaponKind, WEAPONS,
};
use super::error::{RuleError, Unknown};
use super::power::{PowerPiece, PowerSlot, PIECE_HP_MAX};

/// The most any one number of a mod may change (a bound on the file).
pub const CHANGE_MAX: i32 = 10;

/// One row of `weapon_mods.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponMod {
    /// Its published name.
    pub name: String,
    /// The kind of weapon it fits.
    pub kind: WeaponKind,
    /// Its slot: a weapon holds one mod a slot.
    pub slot: String,
    /// The one weapon it fits (a melee weapon's own mods, a big gun's);
    /// absent: every weapon of its kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The word the modded weapon's name takes (shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefix: Option<String>,
    /// Combat dice added (or taken, when negative).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub damage: i32,
    /// The damage rating it sets instead (a receiver of another calibre).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_set: Option<u32>,
    /// The damage type it deals instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage_type: Option<DamageType>,
    /// Fire rate added (or taken).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fire_rate: i32,
    /// Range bands added (or taken).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub range: i32,
    /// The ammunition it fires instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ammo: Option<String>,
    /// Shots a firing spends instead (the Laser Musket's cranks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ammo_per_shot: Option<u32>,
    /// Qualities it gives (ours where the game models them; the others by
    /// Foundry's key, shown).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gain: Vec<String>,
    /// Qualities it takes away.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lose: Vec<String>,
    /// Damage effects it gives (Piercing adds to a Piercing the weapon has).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<DamageEffect>,
    /// It publishes an effect the GM runs (a bayonet, a re-rolled hit
    /// location): shown, not applied.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gm_effect: bool,
    /// Pounds it adds (or takes).
    pub weight: f64,
    /// The perks the published table asks to make it (shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perks: Option<String>,
    /// Its published cost in caps.
    pub cost: u32,
    /// Its published rarity.
    pub rarity: u32,
}

/// One row of `apparel_mods.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ApparelMod {
    /// Its published name.
    pub name: String,
    /// The compendium's folder it sits in (`Metal Armor Material`,
    /// `Arms Only Upgrades`, `Power Armor/...`).
    pub family: String,
    /// Its slot: a piece holds one mod a slot.
    pub slot: String,
    /// A word the name of every piece it fits holds (`Metal`); absent: any
    /// armour piece of its locations.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub piece: Option<String>,
    /// The compendium's locations (`Torso`, `Arms`, ...; empty: arms and
    /// legs for a material, the whole outfit for a lining).
    pub locations: String,
    /// DR it adds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dr: Option<ModDr>,
    /// HP it adds to a power armour piece (shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<u32>,
    /// Pounds it adds to its wearer's carry weight.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carry_weight: Option<u32>,
    /// It publishes an effect the GM runs: shown, not applied.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gm_effect: bool,
    /// Pounds it adds (or takes).
    pub weight: f64,
    /// The perks the published table asks to make it (shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perks: Option<String>,
    /// Its published cost in caps.
    pub cost: u32,
    /// Its published rarity.
    pub rarity: u32,
}

/// The DR an apparel mod adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModDr {
    /// Physical.
    pub physical: u32,
    /// Energy.
    pub energy: u32,
    /// Radiation.
    pub radiation: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// Every weapon mod (`content/fallout-2d20/weapon_mods.json`).
pub static WEAPON_MODS: Table<WeaponMod> = crate::content_table!("fallout-2d20/weapon_mods.json");
/// Every apparel mod (`content/fallout-2d20/apparel_mods.json`).
pub static APPAREL_MODS: Table<ApparelMod> =
    crate::content_table!("fallout-2d20/apparel_mods.json");

impl WeaponMod {
    /// Whether it fits a weapon: the weapon it names, else every weapon of
    /// its kind.
    #[must_use]
    pub fn fits(&self, weapon: &Weapon) -> bool {
        match &self.weapon {
            Some(w) => name::same(w, &weapon.name),
            None => self.kind == weapon.kind,
        }
    }

    /// The mods that fit a weapon, in the file's order.
    pub fn fitting(weapon: &Weapon) -> impl Iterator<Item = &'static WeaponMod> + '_ {
        WEAPON_MODS.iter().filter(move |m| m.fits(weapon))
    }

    /// The mod named `text` that fits `weapon`.
    #[must_use]
    pub fn find(weapon: &Weapon, text: &str) -> Option<&'static WeaponMod> {
        Self::fitting(weapon).find(|m| name::same(&m.name, text))
    }

    /// Whether the game applies a quality word of the mod (else it is shown).
    #[must_use]
    pub fn modelled(word: &str) -> Option<Quality> {
        serde_json::from_value(serde_json::Value::String(word.to_owned())).ok()
    }
}

impl ApparelMod {
    /// Whether it fits a piece of apparel: power armour mods fit no worn
    /// piece; a lining fits an outfit (a Vault jumpsuit's, the jumpsuit);
    /// a material or upgrade fits armour pieces of its locations.
    #[must_use]
    pub fn fits(&self, piece: &ArmourPiece) -> bool {
        if self.family.starts_with("Power Armor") {
            return false;
        }
        if let Some(word) = &self.piece {
            if !piece.name.to_lowercase().contains(&word.to_lowercase()) {
                return false;
            }
        }
        if self.slot == "lining" {
            return piece.slot == Slot::Body;
        }
        if piece.layer != Layer::Armour {
            return false;
        }
        let torso = self.locations == "Torso" || self.name.ends_with("(Torso)");
        match piece.slot {
            Slot::Torso => torso,
            Slot::Arm => !torso && !self.locations.contains("Leg"),
            Slot::Leg => !torso && !self.locations.contains("Arm"),
            _ => false,
        }
    }

    /// The mod named `text` that fits `piece`.
    #[must_use]
    pub fn find(piece: &ArmourPiece, text: &str) -> Option<&'static ApparelMod> {
        APPAREL_MODS
            .iter()
            .find(|m| m.fits(piece) && name::same(&m.name, text))
    }

    /// Whether it is a power armour mod (the compendium's `Power Armor`
    /// folders).
    #[must_use]
    pub fn is_power(&self) -> bool {
        self.family.starts_with("Power Armor")
    }

    /// The suit a power armour mod is made for (`T-45`, from its folder
    /// `.../T-45 Power Armor`); `None`: every suit.
    #[must_use]
    pub fn suit(&self) -> Option<&str> {
        let last = self.family.rsplit('/').next()?;
        last.strip_suffix(" Power Armor").filter(|s| *s != "All")
    }

    /// Whether the mod goes on a chest piece: the compendium's `Torso`, or
    /// a name ending `(Torso)` (Titanium Plating (Torso) is filed at the
    /// helm, arms and legs; its name and doubled numbers say the chest).
    fn torso(&self) -> bool {
        self.locations == "Torso" || self.name.ends_with("(Torso)")
    }

    /// Whether a power armour mod fits a power armour piece: its suit's
    /// pieces (every suit's for the others), the chest piece for a torso
    /// mod, else a piece of its locations (none named: helm, arms, legs).
    #[must_use]
    pub fn fits_power(&self, piece: &PowerPiece) -> bool {
        if !self.is_power() {
            return false;
        }
        if let Some(suit) = self.suit() {
            let named = piece.name.to_lowercase();
            if !named.starts_with(&format!("{} ", suit.to_lowercase())) {
                return false;
            }
        }
        let at = |words: &[&str]| {
            !self.torso()
                && (self.locations.is_empty() || words.iter().any(|w| self.locations.contains(w)))
        };
        match piece.location {
            PowerSlot::Frame => false,
            PowerSlot::Torso => self.torso(),
            PowerSlot::Head => at(&["Helm", "Head"]),
            PowerSlot::LeftArm | PowerSlot::RightArm => at(&["Arm"]),
            PowerSlot::LeftLeg | PowerSlot::RightLeg => at(&["Leg"]),
        }
    }

    /// The power armour mod named `text` that fits `piece`.
    #[must_use]
    pub fn find_power(piece: &PowerPiece, text: &str) -> Option<&'static ApparelMod> {
        APPAREL_MODS
            .iter()
            .find(|m| m.fits_power(piece) && name::same(&m.name, text))
    }

    /// Its DR as the game's.
    #[must_use]
    pub fn dr(&self) -> Dr {
        let d = self.dr.unwrap_or_default();
        Dr::new(d.physical, d.energy, d.radiation, 0)
    }
}

/// A weapon with its mods applied, in the order attached: a set damage
/// first, then the changes; damage at least 1, fire rate at least 0, the
/// range within its bands.
#[must_use]
pub fn modded(weapon: &Weapon, mods: &[String]) -> Weapon {
    let rows: Vec<&WeaponMod> = mods
        .iter()
        .filter_map(|m| WeaponMod::find(weapon, m))
        .collect();
    if rows.is_empty() {
        return weapon.clone();
    }
    let mut w = weapon.clone();
    let mut damage = i64::from(rows.iter().find_map(|m| m.damage_set).unwrap_or(w.damage));
    let mut fire_rate = i64::from(w.fire_rate);
    let mut range = w.range as i64;
    let mut qualities: Vec<Quality> = w.qualities.to_vec();
    let mut effects: Vec<DamageEffect> = w.effects.to_vec();
    for m in &rows {
        damage += i64::from(m.damage);
        fire_rate += i64::from(m.fire_rate);
        range += i64::from(m.range);
        if let Some(t) = m.damage_type {
            w.damage_type = t;
            w.second_type = None;
        }
        if let Some(a) = m.ammo.as_deref().and_then(find_ammo) {
            w.ammo = Some(Text::from(a));
        }
        if let Some(n) = m.ammo_per_shot {
            w.ammo_per_shot = n;
        }
        for q in m.lose.iter().filter_map(|q| WeaponMod::modelled(q)) {
            qualities.retain(|x| *x != q);
        }
        for q in m.gain.iter().filter_map(|q| WeaponMod::modelled(q)) {
            if !qualities.contains(&q) {
                qualities.push(q);
            }
        }
        for e in &m.effects {
            add_effect(&mut effects, *e);
        }
    }
    w.damage = u32::try_from(damage.max(1)).unwrap_or(1);
    w.fire_rate = u32::try_from(fire_rate.max(0)).unwrap_or(0);
    let last = RangeBand::ALL.len() as i64 - 1;
    w.range = RangeBand::ALL[usize::try_from(range.clamp(0, last)).unwrap_or(0)];
    w.qualities = List::Owned(qualities.into());
    w.effects = List::Owned(effects.into());
    w
}

/// Adds a damage effect: Piercing adds to the Piercing there is; another
/// effect is added once.
fn add_effect(effects: &mut Vec<DamageEffect>, e: DamageEffect) {
    if let DamageEffect::Piercing(n) = e {
        if let Some(DamageEffect::Piercing(have)) = effects
            .iter_mut()
            .find(|x| matches!(x, DamageEffect::Piercing(_)))
        {
            *have += n;
            return;
        }
    }
    if !effects.iter().any(|x| x.name() == e.name()) {
        effects.push(e);
    }
}

/// The DR worn apparel mods add at a location.
#[must_use]
pub fn worn_mods_dr(worn: &[Worn], location: &str) -> Dr {
    worn.iter()
        .filter(|w| w.locations().contains(&location))
        .filter_map(|w| w.row().map(|p| (w, p)))
        .flat_map(|(w, p)| w.mods.iter().filter_map(move |m| ApparelMod::find(p, m)))
        .fold(Dr::NONE, |acc, m| acc.plus(&m.dr()))
}

/// The carry weight worn apparel mods add (Pocketed, Deep Pocketed).
#[must_use]
pub fn worn_mods_carry(worn: &[Worn]) -> u32 {
    worn.iter()
        .filter_map(|w| w.row().map(|p| (w, p)))
        .flat_map(|(w, p)| w.mods.iter().filter_map(move |m| ApparelMod::find(p, m)))
        .filter_map(|m| m.carry_weight)
        .sum()
}

/// A modded weapon or worn piece as the sheet shows it: its mods, what
/// they change, and a shipped weapon's numbers after them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modded {
    /// The weapon or piece, as the table spells it.
    pub item: String,
    /// The side, for a worn arm or leg piece.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<super::data::Side>,
    /// Its mods, in the order attached.
    pub mods: Vec<String>,
    /// What the mods change, mod by mod.
    pub changes: Vec<Change>,
    /// A weapon's numbers with its mods (`None`: a worn piece, or a weapon
    /// the shipped table does not hold).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub now: Option<ModdedWeapon>,
}

/// A weapon's numbers with its mods applied ([`modded`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModdedWeapon {
    /// Combat dice.
    pub damage: u32,
    /// Fire rate.
    pub fire_rate: u32,
    /// Range band.
    pub range: RangeBand,
}

/// `c`'s modded weapons (shipped ones with their numbers) and worn pieces,
/// in the order the sheet lists them.
#[must_use]
pub fn modded_items(c: &super::character::Character) -> Vec<Modded> {
    let mut out: Vec<Modded> = c
        .weapons
        .iter()
        .filter(|w| !w.mods.is_empty())
        .map(|w| {
            let row = Weapon::find(&w.name);
            let changes = row.map_or_else(Vec::new, |r| {
                w.mods
                    .iter()
                    .filter_map(|m| WeaponMod::find(r, m))
                    .flat_map(weapon_changes)
                    .collect()
            });
            let now = row.map(|r| modded(r, &w.mods)).map(|m| ModdedWeapon {
                damage: m.damage,
                fire_rate: m.fire_rate,
                range: m.range,
            });
            Modded {
                item: w.name.clone(),
                side: None,
                mods: w.mods.clone(),
                changes,
                now,
            }
        })
        .collect();
    out.extend(c.worn.iter().filter(|w| !w.mods.is_empty()).map(|w| {
        let changes = w.row().map_or_else(Vec::new, |p| {
            w.mods
                .iter()
                .filter_map(|m| ApparelMod::find(p, m))
                .flat_map(apparel_changes)
                .collect()
        });
        Modded {
            item: w.piece.clone(),
            side: w.side,
            mods: w.mods.clone(),
            changes,
            now: None,
        }
    }));
    let pieces = c.power.iter().flat_map(|p| &p.pieces);
    out.extend(pieces.filter(|x| !x.mods.is_empty()).map(|x| {
        Modded {
            item: x.row.name.to_string(),
            side: None,
            mods: x.mods.clone(),
            changes: x
                .mods
                .iter()
                .filter_map(|m| ApparelMod::find_power(&x.row, m))
                .flat_map(apparel_changes)
                .collect(),
            now: None,
        }
    }));
    out
}

/// A mod attached or removed (the `modded` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModChange {
    /// Who.
    pub character: String,
    /// The weapon or piece, as the table spells it.
    pub item: String,
    /// The mod, as the table spells it.
    pub name: String,
    /// Its slot.
    pub slot: String,
    /// Whether it was removed (else attached).
    pub removed: bool,
    /// Every mod the item holds now.
    pub mods: Vec<String>,
    /// The numbers and qualities it changes.
    pub changes: Vec<Change>,
    /// It publishes an effect the GM runs.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gm_effect: bool,
    /// The perks the published table asks to make it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perks: Option<String>,
}

/// One number or word a mod changes, as events carry it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "change", content = "value", rename_all = "snake_case")]
pub enum Change {
    /// Combat dice added (or taken).
    Damage(i32),
    /// The damage rating set.
    DamageSet(u32),
    /// Fire rate added (or taken).
    FireRate(i32),
    /// Range bands added (or taken).
    Range(i32),
    /// The damage type dealt instead.
    DamageType(DamageType),
    /// The ammunition fired instead.
    Ammo(String),
    /// Shots a firing spends.
    AmmoPerShot(u32),
    /// A quality gained (ours or Foundry's key).
    Gain(String),
    /// A quality lost.
    Lose(String),
    /// A damage effect gained.
    Effect(DamageEffect),
    /// DR added against a type.
    Dr(DamageType, u32),
    /// Carry weight added, pounds.
    CarryWeight(u32),
    /// HP added to a power armour piece.
    Hp(u32),
    /// Weight added or taken, pounds as published (`-2`, `0.5`).
    Weight(String),
}

/// What a weapon mod changes.
#[must_use]
pub fn weapon_changes(m: &WeaponMod) -> Vec<Change> {
    let mut out = Vec::new();
    out.extend(m.damage_set.map(Change::DamageSet));
    if m.damage != 0 {
        out.push(Change::Damage(m.damage));
    }
    if m.fire_rate != 0 {
        out.push(Change::FireRate(m.fire_rate));
    }
    if m.range != 0 {
        out.push(Change::Range(m.range));
    }
    out.extend(m.damage_type.map(Change::DamageType));
    out.extend(m.ammo.clone().map(Change::Ammo));
    out.extend(m.ammo_per_shot.map(Change::AmmoPerShot));
    out.extend(m.gain.iter().cloned().map(Change::Gain));
    out.extend(m.lose.iter().cloned().map(Change::Lose));
    out.extend(m.effects.iter().copied().map(Change::Effect));
    out.extend(weight_change(m.weight));
    out
}

/// What an apparel mod changes.
#[must_use]
pub fn apparel_changes(m: &ApparelMod) -> Vec<Change> {
    let mut out = Vec::new();
    let d = m.dr.unwrap_or_default();
    for (t, n) in [
        (DamageType::Physical, d.physical),
        (DamageType::Energy, d.energy),
        (DamageType::Radiation, d.radiation),
    ] {
        if n > 0 {
            out.push(Change::Dr(t, n));
        }
    }
    out.extend(m.carry_weight.map(Change::CarryWeight));
    out.extend(m.hp.filter(|n| *n > 0).map(Change::Hp));
    out.extend(weight_change(m.weight));
    out
}

/// A weight change as published, none for 0.
fn weight_change(weight: f64) -> Option<Change> {
    (weight != 0.0).then(|| Change::Weight(format!("{weight:+}")))
}

impl Campaign {
    /// `character` attaches `mod_name` to a carried weapon or a worn piece,
    /// or (`remove`) takes it off. One mod a slot: attaching a mod to a
    /// taken slot is refused.
    pub(super) fn attach_mod(
        &mut self,
        character: &str,
        item: &str,
        mod_name: &str,
        remove: bool,
    ) -> Result<ModChange, RuleError> {
        let i = self.character_index(character)?;
        let c = &self.characters[i];
        if let Some(at) = c.worn.iter().position(|w| name::same(&w.piece, item)) {
            return self.attach_apparel_mod(i, at, mod_name, remove);
        }
        let framed = c
            .power
            .as_ref()
            .and_then(|p| p.pieces.iter().position(|x| name::same(&x.row.name, item)));
        if let Some(at) = framed {
            return self.attach_power_mod(i, at, mod_name, remove);
        }
        let brew = &self.homebrew.weapons;
        let weapon = brew
            .find(item)
            .filter(|w| c.carried(&w.name) > 0)
            .ok_or_else(|| RuleError::NotCarried {
                character: c.name.clone(),
                item: name::echo(item),
            })?;
        let row = WeaponMod::find(&weapon, mod_name).ok_or_else(|| {
            RuleError::unknown(
                Unknown::Mod,
                mod_name,
                WeaponMod::fitting(&weapon)
                    .map(|m| m.name.clone())
                    .collect(),
            )
        })?;
        let stack = c
            .weapons
            .iter()
            .position(|s| name::same(&s.name, &weapon.name))
            .ok_or_else(|| Self::stale_name(&c.name))?;
        let mods = &self.characters[i].weapons[stack].mods;
        let slot_of = |m: &String| WeaponMod::find(&weapon, m).map(|r| r.slot.clone());
        let mods = change_mods(mods, &row.name, &row.slot, remove, &weapon.name, slot_of)?;
        self.characters[i].weapons[stack].mods.clone_from(&mods);
        Ok(ModChange {
            character: self.characters[i].name.clone(),
            item: weapon.name.to_string(),
            name: row.name.clone(),
            slot: row.slot.clone(),
            removed: remove,
            mods,
            changes: weapon_changes(row),
            gm_effect: row.gm_effect,
            perks: row.perks.clone(),
        })
    }

    /// [`Campaign::attach_mod`] for the worn piece at `at`.
    fn attach_apparel_mod(
        &mut self,
        i: usize,
        at: usize,
        mod_name: &str,
        remove: bool,
    ) -> Result<ModChange, RuleError> {
        let worn = &self.characters[i].worn[at];
        let piece = worn
            .row()
            .cloned()
            .ok_or_else(|| Self::stale_name(&self.characters[i].name))?;
        let row = ApparelMod::find(&piece, mod_name)
            .ok_or_else(|| unknown_apparel_mod(mod_name, |m| m.fits(&piece)))?;
        let slot_of = |m: &String| ApparelMod::find(&piece, m).map(|r| r.slot.clone());
        let mods = change_mods(
            &worn.mods,
            &row.name,
            &row.slot,
            remove,
            &piece.name,
            slot_of,
        )?;
        self.characters[i].worn[at].mods.clone_from(&mods);
        let character = self.characters[i].name.clone();
        Ok(apparel_change(character, &piece.name, row, remove, mods))
    }

    /// [`Campaign::attach_mod`] for the piece at `at` of the character's
    /// frame: the mod's HP and DR go on the piece (its HP now too, unless
    /// it is damaged), as the Foundry sheet adds them; removing one takes
    /// them off again (an intact piece keeps 1 HP at least).
    fn attach_power_mod(
        &mut self,
        i: usize,
        at: usize,
        mod_name: &str,
        remove: bool,
    ) -> Result<ModChange, RuleError> {
        let name = self.characters[i].name.clone();
        let Some(piece) = self.characters[i]
            .power
            .as_mut()
            .and_then(|p| p.pieces.get_mut(at))
        else {
            return Err(Self::stale_name(&name));
        };
        let base = piece.row.clone();
        let row = ApparelMod::find_power(&base, mod_name)
            .ok_or_else(|| unknown_apparel_mod(mod_name, |m| m.fits_power(&base)))?;
        let slot_of = |m: &String| ApparelMod::find_power(&base, m).map(|r| r.slot.clone());
        let mods = change_mods(
            &piece.mods,
            &row.name,
            &row.slot,
            remove,
            &base.name,
            slot_of,
        )?;
        let hp = row.hp.unwrap_or(0);
        if remove {
            piece.row.hp = piece.row.hp.saturating_sub(hp).max(1);
            piece.row.dr = dr_minus(piece.row.dr, &row.dr());
            if piece.hp > 0 {
                piece.hp = piece.hp.saturating_sub(hp).clamp(1, piece.row.hp);
            }
        } else {
            piece.row.hp = piece.row.hp.saturating_add(hp).min(PIECE_HP_MAX);
            piece.row.dr = piece.row.dr.plus(&row.dr());
            if piece.hp > 0 {
                piece.hp = piece.hp.saturating_add(hp).min(piece.row.hp);
            }
        }
        piece.mods.clone_from(&mods);
        Ok(apparel_change(name, &base.name, row, remove, mods))
    }

    /// The refusal for a character whose gear is not in the tables.
    fn stale_name(character: &str) -> RuleError {
        RuleError::InvalidState {
            reason: format!("{character}'s gear is not in the tables"),
        }
    }
}

/// What attaching (or removing) the apparel mod `row` did to `character`'s
/// piece called `item`, which holds `mods` now.
fn apparel_change(
    character: String,
    item: &str,
    row: &ApparelMod,
    removed: bool,
    mods: Vec<String>,
) -> ModChange {
    ModChange {
        character,
        item: item.to_owned(),
        name: row.name.clone(),
        slot: row.slot.clone(),
        removed,
        mods,
        changes: apparel_changes(row),
        gm_effect: row.gm_effect,
        perks: row.perks.clone(),
    }
}

/// The item's mods after attaching or removing `mod_name` (of `slot`).
fn change_mods(
    mods: &[String],
    mod_name: &str,
    slot: &str,
    remove: bool,
    item: &str,
    slot_of: impl Fn(&String) -> Option<String>,
) -> Result<Vec<String>, RuleError> {
    let has = mods.iter().any(|m| m == mod_name);
    let mut out = mods.to_vec();
    if remove {
        if !has {
            return Err(RuleError::NotModded {
                item: item.to_owned(),
                name: mod_name.to_owned(),
            });
        }
        out.retain(|m| m != mod_name);
        return Ok(out);
    }
    if let Some(other) = mods.iter().find(|m| slot_of(m).as_deref() == Some(slot)) {
        return Err(RuleError::ModSlotTaken {
            item: item.to_owned(),
            slot: slot.to_owned(),
            other: other.clone(),
        });
    }
    out.push(mod_name.to_owned());
    Ok(out)
}

/// Whether every one of `mods` is a known row (`row` finds it by its exact
/// name) and no two share a slot: the state check of each kind of item.
fn known_once_a_slot<'a>(mods: &[String], row: impl Fn(&str) -> Option<&'a String>) -> bool {
    let slots: Vec<&String> = mods.iter().filter_map(|m| row(m)).collect();
    slots.len() == mods.len()
        && slots
            .iter()
            .enumerate()
            .all(|(i, slot)| !slots[..i].contains(slot))
}

/// Whether the mods an item holds are known ones that fit it, each slot
/// once (a state check).
#[must_use]
pub fn weapon_mods_valid(weapon: &Weapon, mods: &[String]) -> bool {
    known_once_a_slot(mods, |m| {
        WeaponMod::find(weapon, m)
            .filter(|r| r.name == *m)
            .map(|r| &r.slot)
    })
}

/// [`weapon_mods_valid`] for a worn piece.
#[must_use]
pub fn apparel_mods_valid(piece: &ArmourPiece, mods: &[String]) -> bool {
    known_once_a_slot(mods, |m| {
        ApparelMod::find(piece, m)
            .filter(|r| r.name == *m)
            .map(|r| &r.slot)
    })
}

/// [`weapon_mods_valid`] for a piece of a frame.
#[must_use]
pub fn power_mods_valid(piece: &PowerPiece, mods: &[String]) -> bool {
    known_once_a_slot(mods, |m| {
        ApparelMod::find_power(piece, m)
            .filter(|r| r.name == *m)
            .map(|r| &r.slot)
    })
}

/// `dr` less a mod's `by`, type by type (never below 0; immunity kept).
fn dr_minus(mut dr: Dr, by: &Dr) -> Dr {
    for t in DamageType::ALL {
        if let Resist::Dr(n) = by.get(t) {
            let now = dr.get(t).minus(n);
            *dr.get_mut(t) = now;
        }
    }
    dr
}

/// Checks both files: names through the item gate, numbers within their
/// bounds, a weapon or ammunition named that exists, and one name per
/// weapon (or kind) and per family.
pub fn check() -> Result<(), Invalid> {
    for (i, m) in WEAPON_MODS.iter().enumerate() {
        check_weapon_mod(m)?;
        let twin = WEAPON_MODS[..i]
            .iter()
            .any(|o| name::same(&o.name, &m.name) && o.weapon == m.weapon && o.kind == m.kind);
        if twin {
            return Err(invalid(&m.name, "name", "is listed twice for one weapon"));
        }
    }
    for (i, m) in APPAREL_MODS.iter().enumerate() {
        crate::engine::content::gated(&m.name, "name", name::ITEM_NAME, &m.name)?;
        let d = m.dr.unwrap_or_default();
        for n in [
            d.physical,
            d.energy,
            d.radiation,
            m.carry_weight.unwrap_or(0),
            m.hp.unwrap_or(0),
        ] {
            within(&m.name, "dr", n, 0, 50)?;
        }
        weight_within(&m.name, m.weight)?;
        let twin = APPAREL_MODS[..i]
            .iter()
            .any(|o| name::same(&o.name, &m.name) && o.family == m.family);
        if twin {
            return Err(invalid(&m.name, "name", "is listed twice in one family"));
        }
    }
    Ok(())
}

/// One weapon mod's checks.
fn check_weapon_mod(m: &WeaponMod) -> Result<(), Invalid> {
    crate::engine::content::gated(&m.name, "name", name::ITEM_NAME, &m.name)?;
    for (field, n) in [
        ("damage", m.damage),
        ("fire_rate", m.fire_rate),
        ("range", m.range),
    ] {
        within(&m.name, field, n + CHANGE_MAX, 0, 2 * CHANGE_MAX)?;
    }
    if let Some(d) = m.damage_set {
        within(&m.name, "damage_set", d, 1, 30)?;
    }
    weight_within(&m.name, m.weight)?;
    if let Some(w) = &m.weapon {
        if !WEAPONS.iter().any(|x| x.name == **w && x.kind == m.kind) {
            return Err(invalid(
                &m.name,
                "weapon",
                format!("`{w}` is no {:?} weapon", m.kind),
            ));
        }
    }
    if let Some(a) = &m.ammo {
        if find_ammo(a) != Some(a.as_str()) {
            return Err(invalid(
                &m.name,
                "ammo",
                format!("`{a}` is no ammunition of ammo.json"),
            ));
        }
    }
    Ok(())
}

/// A mod's weight within +-100 pounds.
fn weight_within(entry: &str, weight: f64) -> Result<(), Invalid> {
    if weight.is_finite() && weight.abs() <= 100.0 {
        Ok(())
    } else {
        Err(invalid(
            entry,
            "weight",
            format!("{weight} is outside -100..=100"),
        ))
    }
}

/// An apparel mod that is not one of the piece's, refused with the mods
/// that `fits` it.
fn unknown_apparel_mod(mod_name: &str, fits: impl Fn(&ApparelMod) -> bool) -> RuleError {
    RuleError::unknown(
        Unknown::Mod,
        mod_name,
        APPAREL_MODS
            .iter()
            .filter(|m| fits(m))
            .map(|m| m.name.clone())
            .collect(),
    )
}
