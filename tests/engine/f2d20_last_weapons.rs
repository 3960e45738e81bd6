//! The last core rulebook weapons of the Fallout 2d20 game (issue #28): the
//! Handy Rock, the Gun Bash (two- and one-handed), the Junk Jet and the
//! Syringer with its ammunition. Each row carries the compendium's numbers
//! and attacks through the command line's words with scripted dice.
//!
//! Dice order: the attack's d20s, the location d20 (none when a location is
//! chosen), then the combat dice. Combat die faces: 1 and 2 score
//! themselves, 3 and 4 are blank, 5 and 6 score 1 and an Effect.

use overseer::engine::rulesets::fallout2d20::data::{
    DamageEffect, DamageType, Quality, RangeBand, Weapon, WeaponKind,
};
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::files::AMMO_ROWS;
use overseer::engine::rulesets::fallout2d20::outcome::{Applied, Unit};
use overseer::engine::rulesets::fallout2d20::published::Weight;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, refuse, with_ace};

/// Ace (STR 5, AGI 7; Throwing 0, Melee Weapons 3, Big Guns 2, Small Guns
/// 3) given `items`, and Nora (END 6 + LCK 6 = 12 HP, Defense 1) in no
/// armour.
fn setup(items: &[&str]) -> Campaign {
    let mut c = with_ace(items);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    c
}

/// A row's published weight, cost and rarity.
fn published(w: &Weapon) -> (Option<f64>, Option<u32>, Option<u32>) {
    (w.weight.map(Weight::pounds), w.cost, w.rarity)
}

#[test]
fn the_handy_rock_is_a_thrown_weapon_with_its_published_numbers() {
    let rock = Weapon::find("handy rock").expect("Handy Rock");
    assert_eq!(
        (
            rock.kind,
            rock.damage,
            &rock.effects[..],
            rock.damage_type,
            rock.fire_rate,
            rock.range,
            &rock.qualities[..],
            rock.ammo.as_deref(),
        ),
        (
            WeaponKind::Throwing,
            2,
            &[DamageEffect::Vicious][..],
            DamageType::Physical,
            0,
            RangeBand::Close,
            &[Quality::Thrown][..],
            None,
        )
    );
    assert_eq!(published(rock), (Some(1.0), Some(0), Some(0)));
}

#[test]
fn a_thrown_handy_rock_is_vicious_and_leaves_the_hand() {
    let mut c = setup(&["\"Handy Rock\" 2"]);
    // AGI 7 + Throwing 0 against Defense 1: 1 and 1 hit. Location d20 5
    // (torso); 2 CD: 5 and 6 score 2 with 2 Effects, Vicious +2 = 4, no DR.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Handy Rock\"",
        [1, 1, 5, 5, 6],
    ));
    assert!(r.hit);
    assert_eq!(r.effects, 2);
    assert_eq!(r.applied, vec![Applied::Vicious { bonus: 2 }]);
    let h = &r.hits[0];
    assert_eq!(
        (h.location.as_str(), h.before_dr, h.after_dr),
        ("torso", 4, 4)
    );
    assert_eq!(hp(&c, "Nora"), 8);
    assert!(r.thrown);
    assert_eq!(c.characters[0].carried("Handy Rock"), 1);

    // No Effect: 1 and a blank score 1, no Vicious; the last rock is thrown.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Handy Rock\"",
        [1, 1, 5, 1, 3],
    ));
    assert_eq!((r.effects, r.hits[0].after_dr), (0, 1));
    assert!(r.applied.is_empty());
    assert_eq!(hp(&c, "Nora"), 7);
    assert_eq!(c.characters[0].carried("Handy Rock"), 0);
}

#[test]
fn both_gun_bash_rows_carry_their_published_numbers() {
    for (name, damage) in [("Gun Bash", 3), ("Gun Bash (1H)", 2)] {
        let bash = Weapon::find(name).expect(name);
        assert_eq!(
            (
                bash.kind,
                bash.damage,
                &bash.effects[..],
                bash.damage_type,
                bash.range,
                bash.qualities.is_empty(),
                bash.ammo.as_deref(),
            ),
            (
                WeaponKind::Melee,
                damage,
                &[DamageEffect::Stun][..],
                DamageType::Physical,
                RangeBand::Close,
                true,
                None,
            ),
            "{name}"
        );
        assert_eq!(published(bash), (Some(0.0), Some(0), Some(0)), "{name}");
    }
}

#[test]
fn a_gun_bash_is_at_hand_like_an_unarmed_strike_and_stuns() {
    // Ace carries nothing: both rows are at hand, nothing is spent.
    let mut c = setup(&[]);
    // STR 5 + Melee Weapons 3 against Defense 1: 1 and 1 hit. Location d20
    // 5 (torso); 3 CD: 6, 2, 3 score 3 with an Effect: Stun. STR 5: no
    // melee bonus.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Gun Bash\"",
        [1, 1, 5, 6, 2, 3],
    ));
    assert!(r.hit);
    assert_eq!((r.dice.weapon, r.dice.melee), (3, 0));
    assert_eq!((r.effects, r.hits[0].after_dr), (1, 3));
    assert_eq!(
        r.applied,
        vec![Applied::Stun {
            target: Unit::Character("Nora".into())
        }]
    );
    assert!(!r.thrown && r.ammo.is_none());
    assert_eq!(hp(&c, "Nora"), 9);

    // The one-handed row: 2 CD, 1 and 2 = 3, no Effect, no Stun.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"gun bash (1h)\"",
        [1, 1, 5, 1, 2],
    ));
    assert_eq!(r.weapon, "Gun Bash (1H)");
    assert_eq!(r.dice.weapon, 2);
    assert_eq!((r.effects, r.hits[0].after_dr), (0, 3));
    assert!(r.applied.is_empty());
    assert_eq!(hp(&c, "Nora"), 6);
    assert!(c.characters[0].weapons.is_empty());
}

#[test]
fn the_junk_jet_and_its_junk_carry_their_published_numbers() {
    let jet = Weapon::find("Junk Jet").expect("Junk Jet");
    assert_eq!(
        (
            jet.kind,
            jet.damage,
            jet.effects.is_empty(),
            jet.damage_type,
            jet.fire_rate,
            jet.range,
            &jet.qualities[..],
            jet.ammo.as_deref(),
        ),
        (
            WeaponKind::BigGuns,
            6,
            true,
            DamageType::Physical,
            1,
            RangeBand::Medium,
            &[Quality::TwoHanded][..],
            Some("junk"),
        )
    );
    assert_eq!(published(jet), (Some(30.0), Some(285), Some(3)));
    let junk = AMMO_ROWS.iter().find(|a| a.name == "junk").expect("junk");
    assert_eq!(
        (junk.weight.map(Weight::pounds), junk.cost, junk.rarity),
        (Some(2.0), Some(2), Some(0))
    );
}

#[test]
fn the_junk_jet_spends_one_junk_a_shot() {
    let mut c = setup(&["\"Junk Jet\"", "junk 3"]);
    // END 5 + Big Guns 2 against Defense 1 at the gun's ideal range: 1 and
    // 1 hit. Location d20 5 (torso); 6 CD: 1, 2, 1, blank x3 = 4.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Junk Jet\"",
        [1, 1, 5, 1, 2, 1, 3, 3, 4],
    ));
    assert_eq!((r.dice.weapon, r.hits[0].after_dr), (6, 4));
    let spent = r.ammo.expect("junk spent");
    assert_eq!(
        (spent.ammo.as_str(), spent.spent, spent.left),
        ("junk", 1, 2)
    );
    assert_eq!(hp(&c, "Nora"), 8);

    // Its fire rate 1: one more junk for one more CD. 7 CD: 1, 1, 1, blank
    // x4 = 3.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora \"Junk Jet\" --ammo 1",
        [1, 1, 5, 1, 1, 1, 3, 3, 4, 4],
    ));
    assert_eq!((r.dice.weapon, r.dice.ammo, r.hits[0].after_dr), (6, 1, 3));
    let spent = r.ammo.expect("junk spent");
    assert_eq!((spent.spent, spent.left), (2, 0));
    assert_eq!(hp(&c, "Nora"), 5);
    assert_eq!(c.characters[0].ammo_of("junk"), 0);

    // No junk left: refused, nothing changes.
    let err = refuse(&mut c, "attack Ace Nora \"Junk Jet\"");
    assert_eq!(
        err,
        RuleError::NoAmmo {
            weapon: "Junk Jet".into(),
            ammo: "junk".into(),
            needed: 1,
            available: 0,
        }
    );
}

#[test]
fn the_syringer_and_its_ammunition_carry_their_published_numbers() {
    let syringer = Weapon::find("Syringer").expect("Syringer");
    assert_eq!(
        (
            syringer.kind,
            syringer.damage,
            syringer.effects.is_empty(),
            syringer.damage_type,
            syringer.fire_rate,
            syringer.range,
            &syringer.qualities[..],
            syringer.ammo.as_deref(),
        ),
        (
            WeaponKind::SmallGuns,
            3,
            true,
            DamageType::Physical,
            0,
            RangeBand::Medium,
            &[Quality::TwoHanded][..],
            Some("syringer ammo"),
        )
    );
    assert_eq!(published(syringer), (Some(6.0), Some(132), Some(2)));
    let ammo = AMMO_ROWS
        .iter()
        .find(|a| a.name == "syringer ammo")
        .expect("syringer ammo");
    assert_eq!(
        (ammo.weight.map(Weight::pounds), ammo.cost, ammo.rarity),
        (Some(0.1), Some(0), Some(2))
    );
}

#[test]
fn the_syringer_spends_a_syringe_and_leaves_its_special_effects_to_the_gm() {
    let mut c = setup(&["Syringer", "\"syringer ammo\" 2"]);
    // AGI 7 + Small Guns 3 against Defense 1 at the gun's ideal range: 1
    // and 1 hit. Location d20 5 (torso); 3 CD: 5, 2, blank = 3 with an
    // Effect, which the Syringer's own profile turns into nothing: the
    // syringe's effect is the GM's.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora Syringer",
        [1, 1, 5, 5, 2, 3],
    ));
    assert_eq!((r.dice.weapon, r.effects, r.hits[0].after_dr), (3, 1, 3));
    assert!(r.applied.is_empty());
    let spent = r.ammo.expect("a syringe spent");
    assert_eq!(
        (spent.ammo.as_str(), spent.spent, spent.left),
        ("syringer ammo", 1, 1)
    );
    assert_eq!(hp(&c, "Nora"), 9);
    assert_eq!(c.characters[0].ammo_of("syringer ammo"), 1);
}
