//! The invariants of a campaign state that did not come from `execute` (an
//! import).

use crate::engine::mechanics::pool::{self};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::name;

use super::{Campaign, GM_AP_MAX, GROUP_AP_MAX, STATE_VERSION};
use crate::engine::rulesets::fallout2d20::character::{
    self, Carried, Character, Vitals, CARRY_MAX, RADS_MAX, RANK_MAX,
};
use crate::engine::rulesets::fallout2d20::command::COVER_MAX;
use crate::engine::rulesets::fallout2d20::damage::{self};
use crate::engine::rulesets::fallout2d20::data::{ArmourPiece, LocationRow, HUMANOID};
use crate::engine::rulesets::fallout2d20::error::RuleError;
use crate::engine::rulesets::fallout2d20::outcome::Unit;
use crate::engine::rulesets::fallout2d20::{apparel, diseases, fusion, perk_effects};

impl Campaign {
    /// Checks every invariant of the state: schema version, names clean and
    /// unique, S.P.E.C.I.A.L. and ranks in range, three different tags, Luck
    /// within LCK, HP within the maximum, known items, armour and templates,
    /// injuries and persistent damage at locations of the unit's table,
    /// pools within their maximum, promises between existing units, and a
    /// combat order naming existing units once each with the turn inside it.
    pub fn validate(&self) -> Result<(), RuleError> {
        if self.version != STATE_VERSION {
            return bad(format!("version {} is not {STATE_VERSION}", self.version));
        }
        // Inspirational's AP stay in the pool after its holder leaves.
        let group_max = GROUP_AP_MAX + perk_effects::INSPIRATIONAL_AP;
        if self.group_ap > group_max || self.gm_ap > GM_AP_MAX {
            return bad("an AP pool is over its maximum".to_owned());
        }
        self.validate_luck_window()?;
        if !self.mines_valid() {
            return bad("a placed mine is not valid".to_owned());
        }
        let invalid = |reason: String| RuleError::InvalidState { reason };
        let mut names = name::StoredRoster::default();
        for c in &self.characters {
            names.character([&c.name, &c.player, &c.owner], invalid)?;
            validate_sheet(c)?;
            self.validate_items(c)?;
            validate_worn(c)?;
            validate_condition(c)?;
            check_vitals(&c.name, &c.vitals, c.base_max_hp(), &HUMANOID, true)?;
        }
        for c in &self.creatures {
            names.enemy(&c.name, invalid)?;
            let Some(t) = c.profile().filter(|t| *t.name == *c.template) else {
                return bad(format!("{} has an unknown template", c.name));
            };
            if c.vitals.dying || c.vitals.unconscious {
                return bad(format!("{} is a creature and cannot be dying", c.name));
            }
            check_vitals(&c.name, &c.vitals, t.hp, t.locations, false)?;
        }
        for p in &self.pledges {
            if !self.exists(&p.helper) || !self.exists(&p.leader) || p.helper == p.leader {
                return bad("an assist names a unit wrongly".to_owned());
            }
        }
        self.validate_zones()?;
        self.validate_combat()
    }

    /// Whether a unit of the state is on the field.
    fn exists(&self, u: &Unit) -> bool {
        match u {
            Unit::Character(n) => self.characters.iter().any(|c| c.name == *n),
            Unit::Creature(n) => self.creatures.iter().any(|c| c.name == *n),
        }
    }

    /// The latest roll kept for Luck: the latest serial, a test's number
    /// of d20 faces, an existing character, and a valid state before it.
    fn validate_luck_window(&self) -> Result<(), RuleError> {
        let Some(w) = &self.luck_window else {
            return Ok(());
        };
        if w.before.luck_window.is_some()
            || w.serial != self.rolls
            || !(pool::BASE_DICE as usize..=pool::MAX_DICE as usize).contains(&w.faces.len())
            || w.faces
                .iter()
                .chain(&w.assists)
                .any(|f| !(1..=pool::SIDES).contains(f))
            || self.character_index(&w.character).is_err()
        {
            return bad("the latest roll kept for Luck is not valid".to_owned());
        }
        w.before.validate()
    }

    /// What a character carries and is under: known weapons, chems and
    /// ammunition in counts the rules allow, running chems known.
    fn validate_items(&self, c: &Character) -> Result<(), RuleError> {
        let brew = &self.homebrew;
        let carried = |x: &Carried, known: bool| {
            if known && (1..=CARRY_MAX).contains(&x.count) {
                Ok(())
            } else {
                bad(format!("{} carries {} wrongly", c.name, x.name))
            }
        };
        for x in &c.weapons {
            carried(
                x,
                brew.weapons.find(&x.name).is_some_and(|w| {
                    *w.name == *x.name
                        && crate::engine::rulesets::fallout2d20::mods::weapon_mods_valid(
                            &w, &x.mods,
                        )
                }),
            )?;
        }
        for x in &c.chems {
            carried(
                x,
                brew.chems.find(&x.name).is_some_and(|k| k.name == x.name),
            )?;
        }
        // A running homebrew dose carries its own copy of the chem.
        if c.vitals
            .chems
            .iter()
            .filter(|e| e.own.as_ref().is_none_or(|own| own.name != e.chem))
            .map(|e| &e.chem)
            .chain(c.vitals.doses.iter().map(|d| &d.name))
            .chain(&c.vitals.addictions)
            .any(|n| brew.chems.find(n).is_none_or(|k| k.name != *n))
        {
            return bad(format!("{} is under an unknown chem", c.name));
        }
        for x in &c.ammo {
            carried(
                x,
                brew.find_ammo(&x.name).as_deref() == Some(x.name.as_str()),
            )?;
        }
        Ok(())
    }

    /// A combat order naming existing units once each, the turn inside it,
    /// and no more actions taken than allowed.
    fn validate_combat(&self) -> Result<(), RuleError> {
        let Some(combat) = &self.combat else {
            return Ok(());
        };
        if combat.order.is_empty() {
            return bad("the combat order is empty".to_owned());
        }
        if combat.round == 0 && combat.opener.is_none() {
            return bad("round 0 is the opener's turn only".to_owned());
        }
        let mut seen = std::collections::BTreeSet::new();
        for e in &combat.order {
            if !self.exists(&e.unit) || !seen.insert(e.unit.clone()) {
                return bad(format!("initiative names {} wrongly", e.unit.name()));
            }
        }
        let holds_turn = if combat.round == 0 {
            combat.opener.as_ref() == Some(&combat.current.unit)
        } else {
            combat.turn().is_some()
        };
        if !holds_turn {
            return bad("the turn being played is not the current unit's".to_owned());
        }
        let t = &combat.current;
        if t.minors > t.slots() || t.majors > t.slots() {
            return bad("the turn took more actions than allowed".to_owned());
        }
        if combat.opener.as_ref().is_some_and(|o| !self.exists(o))
            || combat.commanded.iter().any(|u| !self.exists(u))
        {
            return bad("the combat names a unit wrongly".to_owned());
        }
        Ok(())
    }
}

/// A state found invalid, for the reason given.
fn bad(reason: String) -> Result<(), RuleError> {
    Err(RuleError::InvalidState { reason })
}

/// Creation's rules hold for life: S.P.E.C.I.A.L. in range and adding up
/// to at least the creation total, ranks in range, three different tags,
/// Luck within LCK.
fn validate_sheet(c: &Character) -> Result<(), RuleError> {
    // Nothing in play changes S.P.E.C.I.A.L. (ranks change, by the GM's
    // `rank`).
    // An origin may raise a maximum (a super mutant's STR and END 12).
    if Attribute::ALL.iter().any(|&a| {
        let v = c.special.get(a);
        v < character::SPECIAL_MIN || v > c.special_max(a).max(character::SPECIAL_MAX)
    }) {
        return bad(format!(
            "{} has an attribute outside {}-{}",
            c.name,
            character::SPECIAL_MIN,
            character::SPECIAL_MAX
        ));
    }
    // Creation makes exactly the total; a character brought over from
    // Foundry may be over it (levels and perks), never under.
    if c.special.total() < Special::CREATION_TOTAL {
        return bad(format!(
            "{}'s S.P.E.C.I.A.L. adds up to {}, under {}",
            c.name,
            c.special.total(),
            Special::CREATION_TOTAL
        ));
    }
    if !(1..=character::LEVEL_MAX).contains(&c.level) {
        return bad(format!("{} is at level {}", c.name, c.level));
    }
    let fusion = crate::engine::rulesets::fallout2d20::fusion::CORE_CHARGES_MAX
        * crate::engine::rulesets::fallout2d20::fusion::CHARGE_SHOTS;
    if c.core_shots > fusion {
        return bad(format!(
            "{}'s open fusion core holds {} shots",
            c.name, c.core_shots
        ));
    }
    if c.ranks.iter().any(|r| *r > RANK_MAX) {
        return bad(format!("{} has a skill rank out of range", c.name));
    }
    if !(character::TAGS..=c.tags_allowed()).contains(&c.tags.len())
        || c.tags
            .iter()
            .enumerate()
            .any(|(i, t)| c.tags[..i].contains(t))
    {
        return bad(format!("{} must have three different tag skills", c.name));
    }
    if c.origin.is_some() && c.origin_row().is_none()
        || c.traits.iter().any(|t| {
            crate::engine::rulesets::fallout2d20::origins::Trait::find(t)
                .is_none_or(|r| *r.name != **t)
        })
    {
        return bad(format!("{} has an unknown origin or trait", c.name));
    }
    {
        use crate::engine::rulesets::fallout2d20::robots;
        let robot = c.is_robot() || (c.robot_armour.is_empty() && c.modules.is_empty());
        if !robot || !robots::armour_valid(&c.robot_armour) || !robots::modules_valid(&c.modules) {
            return bad(format!("{} holds robot parts it cannot", c.name));
        }
    }
    if c.luck > u32::from(c.special.get(Attribute::Lck)) {
        return bad(format!("{} has more Luck points than LCK", c.name));
    }
    Ok(())
}

/// Known pieces worn on the right sides, one a place and layer (headgear
/// may go under a hooded outfit).
fn validate_worn(c: &Character) -> Result<(), RuleError> {
    let mut covered: Vec<(&str, &ArmourPiece)> = Vec::new();
    for w in &c.worn {
        let Some(p) = w.row().filter(|p| *p.name == *w.piece) else {
            return bad(format!("{} wears an unknown {}", c.name, w.piece));
        };
        if p.slot.needs_side() != w.side.is_some() {
            return bad(format!("{} wears {} on a wrong side", c.name, w.piece));
        }
        if !crate::engine::rulesets::fallout2d20::mods::apparel_mods_valid(p, &w.mods) {
            return bad(format!(
                "{} wears {} with a mod it cannot hold",
                c.name, w.piece
            ));
        }
        for l in w.locations() {
            if covered
                .iter()
                .any(|(at, q)| *at == l && q.layer == p.layer && !apparel::worn_together(q, p))
            {
                return bad(format!("{} wears two pieces on {l}", c.name));
            }
            covered.push((l, p));
        }
    }
    Ok(())
}

/// Power armour, diseases, and the pieces whose scene re-roll is spent
/// (item names, each once).
fn validate_condition(c: &Character) -> Result<(), RuleError> {
    if let Some(p) = &c.power {
        check_name(name::ITEM_NAME, &p.frame)?;
        if !p.valid() || p.core.unwrap_or(0) > fusion::CORE_CHARGES_MAX {
            return bad(format!("{}'s power armour is not valid", c.name));
        }
    }
    if !diseases::valid(&c.vitals.diseases) {
        return bad(format!("{} has an unknown disease", c.name));
    }
    if !crate::engine::rulesets::fallout2d20::perks::valid(&c.perks)
        || c.xp > crate::engine::rulesets::fallout2d20::growth::xp_max()
    {
        return bad(format!(
            "{} has an unknown perk, a perk's rank or XP out of bounds",
            c.name
        ));
    }
    for (i, used) in c.vitals.apparel_used.iter().enumerate() {
        check_name(name::ITEM_NAME, used)?;
        if c.vitals.apparel_used[..i]
            .iter()
            .any(|u| name::same(u, used))
        {
            return bad(format!("{} spent the {used} re-roll twice", c.name));
        }
    }
    Ok(())
}

/// A name as stored must be exactly what [`name::clean`] makes of it.
pub(super) fn check_name(bound: name::Bound, text: &str) -> Result<(), RuleError> {
    name::check_stored(bound, text, |reason| RuleError::InvalidState { reason })
}

/// A unit's vitals within the rules: radiation and HP within their
/// maximum, dying only at 0 HP, injuries, persistent damage and broken DR
/// at locations of its table, a clean readied trigger.
pub(super) fn check_vitals(
    who: &str,
    v: &Vitals,
    base_max: u32,
    table: &'static [LocationRow],
    character: bool,
) -> Result<(), RuleError> {
    if v.rads > RADS_MAX {
        return bad(format!("{who} has too much radiation"));
    }
    if v.hp > v.max_hp(base_max) {
        return bad(format!("{who} has {} HP of {}", v.hp, v.max_hp(base_max)));
    }
    if v.dying && (v.hp != 0 || v.dead) {
        return bad(format!("{who} is dying above 0 HP or dead"));
    }
    if character && v.hp == 0 && !v.dying && !v.dead && !v.unconscious && base_max > 0 {
        return bad(format!("{who} is at 0 HP but neither dying nor dead"));
    }
    if u64::from(v.cover) > COVER_MAX as u64 {
        return bad(format!("{who} has too many cover dice"));
    }
    let known = |l: &str| table.iter().any(|r| r.key == l);
    for i in &v.injuries {
        if table
            .iter()
            .find(|r| r.key == i.location)
            .is_none_or(|r| r.injury != i.kind)
        {
            return bad(format!("{who} has an injury at an unknown location"));
        }
    }
    for p in &v.persistent {
        if !known(&p.location) || p.dice == 0 || p.dice > damage::MAX_DICE {
            return bad(format!("{who} has persistent damage that is out of range"));
        }
    }
    for b in &v.broken {
        if !known(&b.location) {
            return bad(format!("{who} has broken DR at an unknown location"));
        }
    }
    if let Some(r) = &v.readied {
        check_name(name::CONCEPT, r)?;
    }
    Ok(())
}
