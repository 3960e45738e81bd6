//! Weapon and apparel mods of the Fallout 2d20 game (issue #45): the core
//! rulebook's mods as the compendium has them, attached and removed through
//! the command line's words, one a slot, and the published numbers they
//! change applied to attacks (scripted dice) and to DR and carry weight.

use overseer::engine::rulesets::fallout2d20::data::{
    ArmourPiece, DamageEffect, Quality, RangeBand, Weapon,
};
use overseer::engine::rulesets::fallout2d20::error::{RuleError, Unknown};
use overseer::engine::rulesets::fallout2d20::mods::{
    self, Change, WeaponMod, APPAREL_MODS, WEAPON_MODS,
};
use overseer::engine::rulesets::fallout2d20::outcome::Event;

use crate::f2d20_play;
use f2d20_play::{attack_report, line, nora, refuse, with_ace};

#[test]
fn the_files_hold_every_core_rulebook_mod_of_the_compendium() {
    // 154 weapon mod documents, 20 of them copies of another (the same mod
    // filed under two folders): 134 rows. 196 apparel mods, none twice.
    assert_eq!((WEAPON_MODS.len(), APPAREL_MODS.len()), (134, 196));
    let pistol = Weapon::find("10mm Pistol").expect("10mm Pistol");
    let receiver = WeaponMod::find(pistol, ".308 Receiver").expect(".308 Receiver");
    assert_eq!(
        (receiver.damage_set, receiver.ammo.as_deref(), receiver.cost),
        (Some(7), Some(".308"), 40)
    );
    // A melee weapon takes its own mods only.
    let bat = Weapon::find("Baseball Bat").expect("Baseball Bat");
    assert!(WeaponMod::find(bat, "Spiked").is_some());
    assert!(WeaponMod::find(bat, "Suppressor").is_none());
    assert!(WeaponMod::find(pistol, "Spiked").is_none());
}

#[test]
fn a_heavy_sledgehammer_rolls_two_more_combat_dice() {
    let mut c = with_ace(&["Sledgehammer"]);
    line(&mut c, "creature-add Raider", []);
    // Unmodded: 5 CD.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Sledgehammer",
        [1, 1, 5, 3, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.weapon, 5);
    let out = line(&mut c, "mod Ace Sledgehammer Heavy", []);
    let Event::Modded { change } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (
            change.item.as_str(),
            change.name.as_str(),
            change.slot.as_str()
        ),
        ("Sledgehammer", "Heavy", "melee")
    );
    assert_eq!(
        change.changes,
        vec![Change::Damage(2), Change::Weight("+9".into())]
    );
    // Heavy: 7 CD, each die read: 2, 2, blank, blank, 1, 1, 1 = 7.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Sledgehammer",
        [1, 1, 5, 2, 2, 3, 4, 1, 1, 1],
    ));
    assert_eq!(r.dice.weapon, 7);
    assert_eq!(r.damage.expect("a hit").total, 7);
}

#[test]
fn a_receiver_of_another_calibre_changes_damage_and_ammunition() {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5", ".308 5"]);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "mod Ace \"10mm Pistol\" \".308 Receiver\"", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\"",
        [1, 1, 5, 3, 3, 3, 3, 3, 3, 3],
    ));
    assert_eq!(r.dice.weapon, 7);
    let ammo = r.ammo.expect("ammunition spent");
    assert_eq!((ammo.ammo.as_str(), ammo.spent, ammo.left), (".308", 1, 4));
}

#[test]
fn the_numbers_a_mod_changes_are_applied_as_published() {
    let pistol = Weapon::find("10mm Pistol").expect("10mm Pistol");
    let w = mods::modded(
        pistol,
        &[
            "Long".into(),
            "Automatic".into(),
            "Sharpshooter's Grip".into(),
        ],
    );
    // Long barrel: range +1; Automatic receiver: -1 CD, +2 fire rate;
    // Burst, gains Inaccurate; Sharpshooter's Grip: Piercing 1, loses
    // Inaccurate again.
    assert_eq!((w.damage, w.fire_rate, w.range), (3, 4, RangeBand::Medium));
    assert_eq!(
        &*w.effects,
        &[DamageEffect::Burst, DamageEffect::Piercing(1)]
    );
    assert!(!w.has(Quality::Inaccurate));
    let stock = mods::modded(
        Weapon::find("Laser Pistol").expect("Laser Pistol"),
        &["Marksman's Stock".into()],
    );
    assert!(stock.has(Quality::TwoHanded) && !stock.has(Quality::CloseQuarters));
    // Spiked adds to the Piercing the weapon has.
    let knuckles = mods::modded(
        Weapon::find("Brass Knuckles").expect("Brass Knuckles"),
        &["Spiked".into()],
    );
    assert_eq!(&*knuckles.effects, &[DamageEffect::Piercing(1)]);
}

#[test]
fn one_mod_a_slot_and_bad_mods_change_nothing() {
    let mut c = with_ace(&["\"10mm Pistol\"", "Sledgehammer"]);
    line(&mut c, "mod Ace \"10mm Pistol\" Long", []);
    assert!(matches!(
        refuse(&mut c, "mod Ace \"10mm Pistol\" Ported"),
        RuleError::ModSlotTaken { slot, other, .. } if slot == "barrel" && other == "Long"
    ));
    assert!(matches!(
        refuse(&mut c, "mod Ace Sledgehammer Suppressor"),
        RuleError::Unknown {
            kind: Unknown::Mod,
            ..
        }
    ));
    assert!(matches!(
        refuse(&mut c, "mod Ace \"Hunting Rifle\" Long"),
        RuleError::NotCarried { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "mod Ace Sledgehammer Heavy --remove"),
        RuleError::NotModded { .. }
    ));
    let out = line(&mut c, "mod Ace \"10mm Pistol\" Long --remove", []);
    assert!(matches!(
        &out.events[0],
        Event::Modded { change } if change.removed && change.mods.is_empty()
    ));
    line(&mut c, "mod Ace \"10mm Pistol\" Ported", []);
    assert_eq!(c.characters[0].weapons[0].mods, vec!["Ported".to_owned()]);
}

#[test]
fn an_armour_mod_adds_its_dr_and_pockets_add_carry_weight() {
    let mut c = with_ace(&[]);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "wear Nora \"Metal Chest Piece\"", []);
    line(&mut c, "wear Nora \"Metal Arm\" left", []);
    let before = nora(&c).sheet();
    // Polished Metal (Torso): +4 physical and energy on the torso only.
    line(
        &mut c,
        "mod Nora \"Metal Chest Piece\" \"Polished Metal (Torso)\"",
        [],
    );
    assert!(matches!(
        refuse(&mut c, "mod Nora \"Metal Arm\" \"Polished Metal (Torso)\""),
        RuleError::Unknown {
            kind: Unknown::Mod,
            ..
        }
    ));
    line(&mut c, "mod Nora \"Metal Arm\" Pocketed", []);
    let n = nora(&c);
    let torso = n.dr_at("torso");
    let metal = ArmourPiece::find("Metal Chest Piece").expect("metal").dr;
    assert_eq!(
        torso.physical,
        metal
            .physical
            .plus(overseer::engine::rulesets::fallout2d20::data::Resist::Dr(4))
    );
    let arm = before
        .dr
        .iter()
        .find(|d| d.location == "left-arm")
        .expect("arm");
    assert_eq!(n.dr_at("left-arm"), arm.dr);
    assert_eq!(n.sheet().carry_weight, before.carry_weight + 10);
}
