//! The perks whose effect hangs on the moment rather than on the perk
//! alone: Nerd Rage! (a character below a quarter of its maximum HP),
//! Ninja and Mister Sandman (a sneak attack, out of power armour), Center
//! Mass (a ranged attack at the torso), Demolition Expert and Big Leagues
//! (the weapon gains Vicious), Dodger (the Defend action), Inspirational
//! (the group's AP limit), Adrenalin Rush (a hurt character's STR),
//! Adamantium Skeleton (a critical hit's threshold), Fast Metabolism
//! (healing), Barbarian (DR by STR), Action Boy / Girl (a second major
//! action). The attack, the DR, harm, healing and the actions ask here;
//! `docs/rulesets/fallout-2d20.md` ("Perks") gives each its source and the
//! decisions.

use std::sync::Arc;

use crate::engine::content::Shared;

use super::character::Character;
use super::data::{DamageEffect, Dr, Quality, Weapon, WeaponKind};
use super::perks::rank;

/// Nerd Rage!: below a quarter of maximum HP, +1 physical and energy DR
/// and +1 CD a rank.
pub const NERD_RAGE: &str = "Nerd Rage!";
/// Ninja: a sneak attack with a melee weapon or unarmed, +2 CD.
pub const NINJA: &str = "Ninja";
/// Mister Sandman: a sneak attack with a Suppressed weapon, +2 CD.
pub const MISTER_SANDMAN: &str = "Mister Sandman";
/// Center Mass: a ranged attack at the torso is no harder.
pub const CENTER_MASS: &str = "Center Mass";
/// Demolition Expert: a Blast weapon gains Vicious.
pub const DEMOLITION_EXPERT: &str = "Demolition Expert";
/// Big Leagues: a two-handed melee weapon gains Vicious.
pub const BIG_LEAGUES: &str = "Big Leagues";
/// Dodger: the Defend action 1 easier (rank 1); its further Defense for 1
/// AP instead of 2 (rank 2).
pub const DODGER: &str = "Dodger";
/// Rad Resistance: +1 radiation DR a rank (in [`super::perks::perk_dr`]).
pub const RAD_RESISTANCE: &str = "Rad Resistance";

/// Inspirational: the group may save 1 AP more.
pub const INSPIRATIONAL: &str = "Inspirational";
/// The AP Inspirational adds to the group's limit.
pub const INSPIRATIONAL_AP: u32 = 1;

/// The combat dice Ninja and Mister Sandman add to a sneak attack.
pub const SNEAK_PERK_DICE: u32 = 2;

/// Nerd Rage!'s rank while it rages (HP below a quarter of the maximum),
/// else 0. A dead character rages no more.
#[must_use]
pub fn nerd_rage(c: &Character) -> u32 {
    let held = rank(&c.perks, NERD_RAGE);
    if held > 0 && !c.vitals.dead && c.vitals.hp * 4 < c.max_hp() {
        held
    } else {
        0
    }
}

/// The DR Nerd Rage! adds at every location while it rages.
#[must_use]
pub fn rage_dr(c: &Character) -> Dr {
    let n = nerd_rage(c);
    Dr::new(n, n, 0, 0)
}

/// Whether the character is inside power armour (Ninja and Mister Sandman
/// do not work there).
fn in_power_armour(c: &Character) -> bool {
    c.power.as_ref().is_some_and(|p| p.inside)
}

/// The combat dice the attacker's perks add to an attack with `weapon`
/// beyond [`super::perks::perk_dice`]: Nerd Rage! while it rages, and on a
/// sneak attack Ninja (melee or unarmed) and Mister Sandman (a Suppressed
/// weapon), never in power armour.
#[must_use]
pub fn moment_dice(c: &Character, weapon: &Weapon, sneak: bool) -> u32 {
    let mut dice = nerd_rage(c);
    if sneak && !in_power_armour(c) {
        if weapon.kind.is_close() && rank(&c.perks, NINJA) > 0 {
            dice += SNEAK_PERK_DICE;
        }
        if weapon.has(Quality::Suppressed) && rank(&c.perks, MISTER_SANDMAN) > 0 {
            dice += SNEAK_PERK_DICE;
        }
    }
    dice
}

/// Whether Center Mass spares the attacker the difficulty of a chosen
/// location: a ranged attack at the torso.
#[must_use]
pub fn free_location(c: &Character, weapon: &Weapon, location: &str) -> bool {
    rank(&c.perks, CENTER_MASS) > 0 && !weapon.kind.is_close() && location == "torso"
}

/// The perk that gives `weapon` the Vicious damage effect for this attack
/// (Demolition Expert: a Blast weapon; Big Leagues: a two-handed melee
/// weapon), when it lacks it; the weapon is changed.
pub fn vicious(c: &Character, weapon: &mut Weapon) -> Option<&'static str> {
    if weapon.effects.contains(&DamageEffect::Vicious) {
        return None;
    }
    let perk = if weapon.has(Quality::Blast) && rank(&c.perks, DEMOLITION_EXPERT) > 0 {
        DEMOLITION_EXPERT
    } else if weapon.kind == WeaponKind::Melee
        && weapon.has(Quality::TwoHanded)
        && rank(&c.perks, BIG_LEAGUES) > 0
    {
        BIG_LEAGUES
    } else {
        return None;
    };
    let mut effects = weapon.effects.to_vec();
    effects.push(DamageEffect::Vicious);
    weapon.effects = Shared::Owned(Arc::from(effects));
    Some(perk)
}

/// How much easier Dodger makes the Defend action (1 from rank 1).
#[must_use]
pub fn defend_easier(c: &Character) -> u32 {
    rank(&c.perks, DODGER).min(1)
}

/// The AP a further point of Defense costs on a Defend (2; 1 with Dodger
/// at rank 2).
#[must_use]
pub fn defend_extra_ap(c: Option<&Character>) -> u32 {
    if c.is_some_and(|c| rank(&c.perks, DODGER) >= 2) {
        1
    } else {
        2
    }
}

/// The AP the group's perks add to the most AP it may save: Inspirational's
/// 1 while a living character of the group holds it (two such characters
/// add it once).
#[must_use]
pub fn group_ap_bonus(characters: &[Character]) -> u32 {
    let inspired = characters
        .iter()
        .any(|c| !c.vitals.dead && rank(&c.perks, INSPIRATIONAL) > 0);
    if inspired {
        INSPIRATIONAL_AP
    } else {
        0
    }
}

/// Adrenalin Rush: below maximum HP, STR counts as 10 for STR tests.
pub const ADRENALIN_RUSH: &str = "Adrenalin Rush";
/// The STR Adrenalin Rush counts.
pub const ADRENALIN_STR: u8 = 10;
/// Adamantium Skeleton: a critical hit on the character needs 1 more
/// damage a rank.
pub const ADAMANTIUM_SKELETON: &str = "Adamantium Skeleton";
/// Fast Metabolism: +1 HP a rank on HP regained other than by rest.
pub const FAST_METABOLISM: &str = "Fast Metabolism";
/// Barbarian: physical DR by STR, out of power armour.
pub const BARBARIAN: &str = "Barbarian";
/// Action Boy / Girl: a second major action bought with AP is no harder.
pub const ACTION_BOY: &str = "Action Boy / Girl";

/// The STR the character's tests count: 10 with Adrenalin Rush while
/// its HP are below the maximum (a higher STR stays), else its STR.
#[must_use]
pub fn strength(c: &Character) -> u8 {
    let score = c
        .special
        .get(crate::engine::mechanics::special::Attribute::Str);
    let rushing = rank(&c.perks, ADRENALIN_RUSH) > 0 && !c.vitals.dead && c.vitals.hp < c.max_hp();
    if rushing {
        score.max(ADRENALIN_STR)
    } else {
        score
    }
}

/// The damage Adamantium Skeleton adds to what a critical hit on the
/// character needs (its rank).
#[must_use]
pub fn critical_margin(c: &Character) -> u32 {
    rank(&c.perks, ADAMANTIUM_SKELETON)
}

/// The HP Fast Metabolism adds to HP the character regains by First Aid,
/// a chem or being stabilised (its rank).
#[must_use]
pub fn faster_healing(c: &Character) -> u32 {
    rank(&c.perks, FAST_METABOLISM)
}

/// The physical DR Barbarian adds at every location: +1 at STR 7-8, +2 at
/// 9-10, +3 at 11 and more; none in power armour.
#[must_use]
pub fn barbarian_dr(c: &Character) -> Dr {
    if rank(&c.perks, BARBARIAN) == 0 || in_power_armour(c) {
        return Dr::new(0, 0, 0, 0);
    }
    let dr = match c
        .special
        .get(crate::engine::mechanics::special::Attribute::Str)
    {
        0..=6 => 0,
        7..=8 => 1,
        9..=10 => 2,
        _ => 3,
    };
    Dr::new(dr, 0, 0, 0)
}

/// Whether a second major action is harder for the character (not with
/// Action Boy / Girl).
#[must_use]
pub fn second_action_harder(c: Option<&Character>) -> bool {
    c.is_none_or(|c| rank(&c.perks, ACTION_BOY) == 0)
}
