//! Mines of the Fallout 2d20 game (issue #28): a character places a mine
//! they carry in their zone; an enemy moving into the zone (the GM's `zone`,
//! Move) sets it off, and its Blast strikes every unit there at its own
//! location and DR; allies do not set it off; the Pulse Mine strikes robots
//! only, and so does the thrown Pulse Grenade; a mine is never fired. Scripted dice, exact numbers, through the
//! command line's words.
//!
//! Dice order when a mine goes off: its combat dice, then the location d20
//! of the unit that set it off, then of each other unit in the zone
//! (characters first, in the order they joined, then creatures).

use overseer::engine::rulesets::fallout2d20::data::{Quality, Weapon};
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, HitKind, Outcome, Unit};
use overseer::engine::rulesets::fallout2d20::qualities::QualityUse;
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, refuse, with_ace};

/// Ace with two Frag Mines and a Pulse Mine, and Nora (12 HP), both in
/// Street.
fn setup() -> Campaign {
    let mut c = with_ace(&["\"Frag Mine\" 2", "\"Pulse Mine\"", "Sledgehammer"]);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone Nora Street", []);
    c
}

fn blast(out: &Outcome) -> &overseer::engine::rulesets::fallout2d20::mines::MineBlast {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::MineTriggered { blast } => Some(&**blast),
            _ => None,
        })
        .expect("a mine went off")
}

#[test]
fn the_mines_carry_the_published_numbers() {
    let frag = Weapon::find("Frag Mine").expect("Frag Mine");
    assert_eq!(
        (frag.damage, frag.cost, frag.rarity, frag.ammo.as_deref()),
        (6, Some(50), Some(2), None)
    );
    assert!(frag.has(Quality::Mine) && frag.has(Quality::Blast));
    let nuke = Weapon::find("Nuke Mine").expect("Nuke Mine");
    assert_eq!(
        (nuke.damage, nuke.cost, nuke.rarity),
        (9, Some(100), Some(4))
    );
    let plasma = Weapon::find("Plasma Mine").expect("Plasma Mine");
    assert_eq!((plasma.damage, plasma.cost), (9, Some(135)));
    assert!(plasma.second_type.is_some());
    assert!(Weapon::find("Pulse Mine").expect("Pulse").has(Quality::Emp));
    assert_eq!(
        Weapon::find("Bottlecap Mine").map(|w| w.cost),
        Some(Some(75))
    );
}

#[test]
fn an_enemy_entering_the_zone_sets_the_mine_off_and_its_blast_strikes_everyone_there() {
    let mut c = setup();
    let out = line(&mut c, "mine Ace \"Frag Mine\"", []);
    assert!(matches!(
        &out.events[0],
        Event::MinePlaced { zone, left: 1, .. } if zone == "Street"
    ));
    line(&mut c, "zone Ace Alley", []);
    line(&mut c, "creature-add Raider 2", []);
    line(&mut c, "zone \"Raider 2\" Alley", []);
    assert_eq!(c.mines.len(), 1);
    // Raider 1 walks into Street: 6 CD 2, 2, 2, 1, 1, blank = 8. Raider 1's
    // d20 5: torso, DR 1: 7 (8 -> 1 HP). Nora's d20 1: head, no DR: 8
    // (12 -> 4). Ace in Alley and Raider 2 are spared.
    let out = line(&mut c, "zone \"Raider 1\" Street", [2, 2, 2, 1, 1, 3, 5, 1]);
    let b = blast(&out);
    assert_eq!(
        (b.mine.as_str(), b.roll.total, b.by.as_str()),
        ("Frag Mine", 8, "Ace")
    );
    let struck: Vec<(&str, HitKind, &str, u32)> = b
        .hits
        .iter()
        .map(|h| (h.target.name(), h.kind, h.location.as_str(), h.after_dr))
        .collect();
    assert_eq!(
        struck,
        [
            ("Raider 1", HitKind::Primary, "torso", 7),
            ("Nora", HitKind::Blast, "head", 8),
        ]
    );
    assert_eq!(
        (
            hp(&c, "Raider 1"),
            hp(&c, "Nora"),
            hp(&c, "Ace"),
            hp(&c, "Raider 2")
        ),
        (1, 4, 12, 8)
    );
    // It went off once: the mine is gone.
    assert!(c.mines.is_empty());
}

#[test]
fn allies_do_not_set_a_mine_off_and_a_move_into_the_zone_does() {
    let mut c = setup();
    line(&mut c, "zone Nora Alley", []);
    line(&mut c, "mine Ace \"Frag Mine\"", []);
    line(&mut c, "zone Ace Alley", []);
    // Nora, an ally, walks back in: nothing.
    let out = line(&mut c, "action Nora move Street", []);
    assert!(!out
        .events
        .iter()
        .any(|e| matches!(e, Event::MineTriggered { .. })));
    assert_eq!(c.mines.len(), 1);
    // A raider's Move into Street: 6 CD 1, 1, 1, 1, 1, 1 = 6. Its d20 1:
    // head, DR 0: 6 (8 -> 2). Nora's d20 9: left arm, no DR: 6 (12 -> 6).
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "zone Raider Alley", []);
    let out = line(
        &mut c,
        "action Raider move Street",
        [1, 1, 1, 1, 1, 1, 1, 9],
    );
    assert!(matches!(&out.events[0], Event::Action { .. }));
    let b = blast(&out);
    assert_eq!(b.trigger, Unit::Creature("Raider".into()));
    assert_eq!((hp(&c, "Raider"), hp(&c, "Nora")), (2, 6));
    assert!(c.mines.is_empty());
    // The state with a mine placed goes through a save and back.
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "mine Ace \"Frag Mine\"", []);
    let saved = serde_json::to_string(&c).expect("saved");
    let back: Campaign = serde_json::from_str(&saved).expect("read back");
    assert_eq!(back, c);
    assert_eq!(back.mines[0].zone, "Street");
}

#[test]
fn a_pulse_mine_strikes_robots_only() {
    let mut c = setup();
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "zone Raider Street", []);
    line(&mut c, "mine Ace \"Pulse Mine\"", []);
    line(&mut c, "zone Ace Alley", []);
    line(&mut c, "creature-add \"Mister Handy\"", []);
    // Mister Handy rolls into Street: 6 CD 2, 2, 2, 2, 2, 2 = 12 energy;
    // its d20 5: main body, energy DR 3: 9 (12 -> 3). Nora and the raider
    // are no machines: untouched.
    let out = line(
        &mut c,
        "zone \"Mister Handy\" Street",
        [2, 2, 2, 2, 2, 2, 5],
    );
    let b = blast(&out);
    assert_eq!(b.hits.len(), 1);
    assert_eq!(
        (b.hits[0].location.as_str(), b.hits[0].after_dr),
        ("main-body", 9)
    );
    assert_eq!(
        (hp(&c, "Mister Handy"), hp(&c, "Raider"), hp(&c, "Nora")),
        (3, 8, 12)
    );
}

#[test]
fn a_mine_is_placed_not_fired_and_bad_placements_change_nothing() {
    let mut c = setup();
    line(&mut c, "creature-add Raider", []);
    assert!(matches!(
        refuse(&mut c, "attack Ace Raider \"Frag Mine\""),
        RuleError::MineNotFired { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "mine Ace Sledgehammer"),
        RuleError::NotAMine { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "mine Nora \"Frag Mine\""),
        RuleError::NotCarried { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "mine Ace \"No Such Mine\""),
        RuleError::Unknown { .. }
    ));
    let mut alone = with_ace(&["\"Frag Mine\""]);
    assert!(matches!(
        refuse(&mut alone, "mine Ace \"Frag Mine\""),
        RuleError::NoZone { .. }
    ));
}

#[test]
fn a_pulse_grenade_strikes_the_robot_and_spares_the_human() {
    let mut c = with_ace(&["\"Pulse Grenade\" 2"]);
    assert!(Weapon::find("Pulse Grenade")
        .expect("Pulse Grenade")
        .has(Quality::Emp));
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "creature-add \"Mister Handy\"", []);
    line(&mut c, "zone Ace Street", []);
    line(&mut c, "zone \"Mister Handy\" Diner", []);
    line(&mut c, "zone Raider Diner", []);
    // At Mister Handy: 1, 1 hit (Blast, difficulty 2); its d20 5: main
    // body; 6 CD 2, 2, 2, 2, 2, 2 = 12 energy, DR 3: 9 (12 -> 3). The
    // raider in the zone is no machine: no location die, untouched.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Mister Handy\" \"Pulse Grenade\"",
        [1, 1, 5, 2, 2, 2, 2, 2, 2],
    ));
    assert!(r.hit);
    let struck: Vec<(Unit, HitKind, &str, u32)> = r
        .hits
        .iter()
        .map(|h| (h.target.clone(), h.kind, h.location.as_str(), h.after_dr))
        .collect();
    assert_eq!(
        struck,
        vec![(
            Unit::Creature("Mister Handy".into()),
            HitKind::Primary,
            "main-body",
            9
        )]
    );
    assert_eq!(
        r.qualities,
        vec![
            QualityUse::Blast {
                zone: Some("Diner".into()),
                targets: vec![Unit::Creature("Mister Handy".into())],
                missed: false,
            },
            QualityUse::Emp {
                spared: vec![Unit::Creature("Raider".into())],
            },
        ]
    );
    assert_eq!((hp(&c, "Mister Handy"), hp(&c, "Raider")), (3, 8));
    // At the raider: it is spared (no location die, no hit, no location),
    // and the Blast still finds the robot in its zone: 6 CD 2, 2, blank x4
    // = 4, its d20 5: main body, DR 3: 1 (3 -> 2).
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Pulse Grenade\"",
        [1, 1, 2, 2, 3, 3, 3, 3, 5],
    ));
    assert!(r.hit);
    assert_eq!(r.location, None);
    assert_eq!(
        r.hits
            .iter()
            .map(|h| (h.target.clone(), h.kind, h.after_dr))
            .collect::<Vec<_>>(),
        vec![(Unit::Creature("Mister Handy".into()), HitKind::Blast, 1)]
    );
    assert_eq!(
        r.qualities[1],
        QualityUse::Emp {
            spared: vec![Unit::Creature("Raider".into())],
        }
    );
    assert_eq!((hp(&c, "Mister Handy"), hp(&c, "Raider")), (2, 8));
}
