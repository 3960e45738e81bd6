//! Zones of the Fallout 2d20 game (issue #28): units stand in named zones,
//! the GM sets the band between two zones, Move and Sprint change a unit's
//! zone, and an attack's range band comes from the zones unless the attack
//! names one. Scripted dice, exact numbers, through the CLI words.
//!
//! Dice order: an attack rolls its d20s, then on a hit the location d20 and
//! the combat dice.

use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::data::RangeBand;
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Unit};
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::games::fallout2d20::cli::grammar::parse;

use crate::f2d20_play;
use f2d20_play::{ace, attack_report, line, refuse};

fn zone(c: &Campaign, name: &str) -> Option<String> {
    let u = c.unit(name).expect("unit");
    c.zone_of(&u).map(str::to_owned)
}

/// Ace with a pistol, a machete and ammunition; three raiders.
fn field() -> Campaign {
    let mut c = Campaign::new();
    let mut dice = ScriptedDice::new([]);
    c.execute(&ace(), &mut dice).expect("ace");
    for l in [
        "give Ace 10mm Pistol",
        "give Ace Machete",
        "give Ace 10mm 20",
        "creature-add Raider",
        "creature-add Raider",
        "creature-add Raider",
    ] {
        line(&mut c, l, []);
    }
    c
}

#[test]
fn the_gm_places_units_and_measures_zones_by_name_identity() {
    let mut c = field();
    let out = line(&mut c, "zone Ace \"Main Street\"", []);
    assert_eq!(
        out.events,
        vec![Event::ZoneSet {
            unit: Unit::Character("Ace".into()),
            before: None,
            after: "Main Street".into(),
        }]
    );
    // A zone already named keeps its first spelling.
    line(&mut c, "zone Raider \"main street\"", []);
    assert_eq!(zone(&c, "Raider").as_deref(), Some("Main Street"));
    // Unmeasured: the same zone is Close, two zones are next to each other.
    assert_eq!(c.zone_band("Main Street", "MAIN STREET"), RangeBand::Close);
    assert_eq!(c.zone_band("Main Street", "Diner"), RangeBand::Medium);
    let out = line(&mut c, "zone-range Diner \"Main Street\" long", []);
    assert_eq!(
        out.events,
        vec![Event::ZoneRangeSet {
            a: "Diner".into(),
            b: "Main Street".into(),
            before: RangeBand::Medium,
            after: RangeBand::Long,
        }]
    );
    // Both ways, and set again in place.
    assert_eq!(c.zone_band("main street", "diner"), RangeBand::Long);
    line(&mut c, "zone-range \"Main Street\" Diner x", []);
    assert_eq!(c.zone_band("Diner", "Main Street"), RangeBand::Extreme);
    assert_eq!(c.zone_ranges.len(), 1);
    // Bad input changes nothing.
    assert!(parse(&["zone-range", "A", "B", "far"]).is_err());
    assert!(matches!(
        refuse(&mut c, "zone Nobody Diner"),
        RuleError::Unknown { .. }
    ));
    assert!(matches!(
        refuse(&mut c, &format!("zone Ace \"{}\"", "z".repeat(41))),
        RuleError::OutOfRange { .. }
    ));
}

#[test]
fn a_fight_moved_across_zones_takes_its_range_from_the_zones() {
    let mut c = field();
    for l in [
        "zone Ace Street",
        "zone Raider Street",
        "zone \"Raider 2\" Diner",
        "zone \"Raider 3\" Roof",
        "zone-range Street Diner long",
        "zone-range Street Roof extreme",
    ] {
        line(&mut c, l, []);
    }
    // The pistol (ideal Close) at the Diner, Long from the Street: +2 on
    // Defense 1. Two misses.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" 10mm Pistol",
        [19, 19],
    ));
    assert_eq!(r.difficulty.range, Some(RangeBand::Long));
    assert_eq!((r.difficulty.range_modifier, r.difficulty.total), (2, 3));
    // At the Roof, Extreme: +3.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 3\" 10mm Pistol",
        [19, 19],
    ));
    assert_eq!(r.difficulty.range, Some(RangeBand::Extreme));
    assert_eq!(r.difficulty.total, 4);
    // The GM's override wins over the zones.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 3\" 10mm Pistol --range medium",
        [19, 19],
    ));
    assert_eq!(
        (r.difficulty.range, r.difficulty.total),
        (Some(RangeBand::Medium), 2)
    );
    // The machete reaches its own zone only.
    assert!(matches!(
        refuse(&mut c, "attack Ace \"Raider 2\" Machete"),
        RuleError::OutOfReach {
            band: RangeBand::Long,
            ..
        }
    ));
    let r = attack_report(&line(&mut c, "attack Ace Raider Machete", [19, 19]));
    assert_eq!((r.difficulty.range, r.difficulty.total), (None, 1));

    // Move reaches one zone (Medium): the Diner is two away.
    assert!(matches!(
        refuse(&mut c, "action Ace move Diner"),
        RuleError::ZoneTooFar {
            band: RangeBand::Long,
            reach: RangeBand::Medium,
            ..
        }
    ));
    // Sprint reaches two (Long), not the Roof (Extreme).
    assert!(matches!(
        refuse(&mut c, "action Ace sprint Roof"),
        RuleError::ZoneTooFar {
            band: RangeBand::Extreme,
            reach: RangeBand::Long,
            ..
        }
    ));
    let out = line(&mut c, "action Ace sprint diner", []);
    let moved = out.events.iter().find_map(|e| match e {
        Event::Action { zone, .. } => zone.clone(),
        _ => None,
    });
    let moved = moved.expect("a zone move");
    assert_eq!(
        (moved.from.as_deref(), moved.to.as_str(), moved.band),
        (Some("Street"), "Diner", Some(RangeBand::Long))
    );
    assert_eq!(zone(&c, "Ace").as_deref(), Some("Diner"));
    // Now Raider 2 shares Ace's zone: Close, no range step for the pistol,
    // and the machete reaches. 3 and 15 hit; location 5 (torso, DR 1);
    // combat dice 1, 2, 3, 4: 3 damage, 2 after DR.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Raider 2\" 10mm Pistol",
        [3, 15, 5, 1, 2, 3, 4],
    ));
    assert_eq!(r.difficulty.range, Some(RangeBand::Close));
    assert_eq!(r.difficulty.total, 1);
    assert!(r.hit);
    assert_eq!(r.hits[0].after_dr, 2);
    line(&mut c, "attack Ace \"Raider 2\" Machete", [19, 19]);
    // The Street raider is now Long away.
    let r = attack_report(&line(&mut c, "attack Ace Raider 10mm Pistol", [19, 19]));
    assert_eq!(r.difficulty.range, Some(RangeBand::Long));
    // Move into a zone nobody measured: next door (Medium).
    line(&mut c, "action Ace move Alley", []);
    assert_eq!(zone(&c, "Ace").as_deref(), Some("Alley"));
    let r = attack_report(&line(&mut c, "attack Ace Raider 10mm Pistol", [19, 19]));
    assert_eq!(r.difficulty.range, Some(RangeBand::Medium));
    // Move without a zone stays put.
    line(&mut c, "action Ace move", []);
    assert_eq!(zone(&c, "Ace").as_deref(), Some("Alley"));
}

#[test]
fn in_combat_move_and_sprint_change_zone_as_actions_of_the_turn() {
    let mut c = field();
    line(&mut c, "creature-remove \"Raider 2\"", []);
    line(&mut c, "creature-remove \"Raider 3\"", []);
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone Raider Diner", []);
    // Ace (initiative 14) goes before the raider (11): round 1, Ace's turn.
    line(&mut c, "initiative", []);
    line(&mut c, "action Ace move Diner", []);
    assert_eq!(zone(&c, "Ace").as_deref(), Some("Diner"));
    // One movement action a turn: a Sprint after the Move is refused.
    assert!(matches!(
        refuse(&mut c, "action Ace sprint Street"),
        RuleError::ActionLimit { .. }
    ));
    assert_eq!(zone(&c, "Ace").as_deref(), Some("Diner"));
    let r = attack_report(&line(&mut c, "attack Ace Raider Machete", [19, 19]));
    assert_eq!(r.difficulty.range, None);
}

#[test]
fn a_zoned_state_survives_a_round_trip_and_bad_zones_are_refused_on_import() {
    let mut c = field();
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone-range Street Diner long", []);
    let json = serde_json::to_string(&c).expect("json");
    let back: Campaign = serde_json::from_str(&json).expect("back");
    assert_eq!(back, c);
    back.validate().expect("valid");
    // The same distance twice is not a state `execute` makes.
    let mut twice: serde_json::Value = serde_json::to_value(&c).expect("json");
    let first = twice["zone_ranges"][0].clone();
    twice["zone_ranges"]
        .as_array_mut()
        .expect("array")
        .push(first);
    let twice: Campaign = serde_json::from_value(twice).expect("parses");
    assert!(matches!(
        twice.validate(),
        Err(RuleError::InvalidState { .. })
    ));
    // A campaign without zones serializes as before (no zone keys).
    let plain = serde_json::to_string(&field()).expect("json");
    assert!(!plain.contains("zone"), "{plain}");
}
