//! Creature hit locations of the Fallout 2d20 game (issue #28): a creature's
//! body type (`locations` in `content/fallout-2d20/creatures.json`) picks
//! the published location table the attack's d20 reads (humanoid,
//! quadruped, flying insect, robot), and campaigns and homebrew saved with
//! the earlier tables' words and keys still read. Scripted dice, exact
//! locations.
//!
//! Dice order of an attack: two d20s, the location d20, the combat dice.

use overseer::engine::rulesets::fallout2d20::data::{
    location_for, CreatureTemplate, InjuryKind, HANDY, INSECT, QUADRUPED,
};
use overseer::engine::rulesets::fallout2d20::Campaign;

use crate::f2d20_play;
use f2d20_play::{attack_report, line, with_ace};

/// Ace shoots `target` with a 10mm Pistol: two successes, the location die
/// `face`, four blank combat dice (no damage). Returns the struck location.
fn struck(c: &mut Campaign, target: &str, face: u32) -> String {
    let r = attack_report(&line(
        c,
        &format!("attack Ace \"{target}\" 10mm Pistol"),
        [1, 1, face, 3, 3, 4, 4],
    ));
    r.location.expect("a hit has a location")
}

#[test]
fn each_creature_reads_its_published_body_type() {
    let mut c = with_ace(&["10mm Pistol", "10mm 20"]);
    for t in ["Mongrel", "Bloatfly", "Radroach", "Mister Handy", "Raider"] {
        line(&mut c, &format!("creature-add \"{t}\""), []);
    }
    // Quadruped: head 1-2, torso 3-8, each leg its own three faces.
    let quadruped: Vec<String> = [2, 3, 11, 12, 15, 20]
        .into_iter()
        .map(|f| struck(&mut c, "Mongrel", f))
        .collect();
    assert_eq!(
        quadruped,
        [
            "head",
            "body",
            "left-front-leg",
            "right-front-leg",
            "left-hind-leg",
            "right-hind-leg"
        ]
    );
    // Flying insect (the bloatfly and the radroach): wings 9-14, legs 15-20.
    let insect: Vec<String> = [
        (1, "Bloatfly"),
        (8, "Bloatfly"),
        (9, "Radroach"),
        (14, "Radroach"),
        (15, "Bloatfly"),
        (20, "Radroach"),
    ]
    .into_iter()
    .map(|(f, t)| struck(&mut c, t, f))
    .collect();
    assert_eq!(
        insect,
        ["head", "body", "left-wing", "right-wing", "legs", "legs"]
    );
    // Robot: optics, main body, three arms, thruster.
    let robot: Vec<String> = [2, 8, 9, 14, 17, 18]
        .into_iter()
        .map(|f| struck(&mut c, "Mister Handy", f))
        .collect();
    assert_eq!(
        robot,
        ["optics", "main-body", "arm-1", "arm-2", "arm-3", "thruster"]
    );
    assert_eq!(struck(&mut c, "Raider", 12), "right-arm");
}

#[test]
fn the_published_tables_cover_every_face_once() {
    for (table, head) in [
        (&INSECT[..], "head"),
        (&QUADRUPED[..], "head"),
        (&HANDY[..], "optics"),
    ] {
        for face in 1..=20 {
            let rows: Vec<_> = table
                .iter()
                .filter(|r| (r.from..=r.to).contains(&face))
                .collect();
            assert_eq!(rows.len(), 1, "face {face}");
        }
        assert_eq!(location_for(table, 2).map(|r| r.key), Some(head));
        assert_eq!(
            location_for(table, 3).map(|r| r.injury),
            Some(InjuryKind::Torso)
        );
    }
    // Wings and legs are legs for injuries; a robot's arms are arms.
    assert_eq!(
        location_for(&INSECT, 10).map(|r| r.injury),
        Some(InjuryKind::Leg)
    );
    assert_eq!(
        location_for(&HANDY, 16).map(|r| r.injury),
        Some(InjuryKind::Arm)
    );
    assert_eq!(
        location_for(&HANDY, 19).map(|r| r.injury),
        Some(InjuryKind::Leg)
    );
    // The shipped creatures' body types.
    let body = |n: &str| CreatureTemplate::find(n).map(|t| t.locations);
    assert_eq!(body("Mole Rat"), Some(&QUADRUPED[..]));
    assert_eq!(body("Bloatfly"), Some(&INSECT[..]));
    assert_eq!(body("Mister Handy"), Some(&HANDY[..]));
}

#[test]
fn a_campaign_saved_with_the_earlier_tables_reads_with_the_new_keys() {
    let mut c = with_ace(&["10mm Pistol", "10mm 20"]);
    line(&mut c, "creature-add Mongrel", []);
    // 6 damage on the left front leg, DR 1: 5, a critical hit, an injury there.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Mongrel \"10mm Pistol\"",
        [1, 1, 10, 2, 2, 2, 3],
    ));
    assert_eq!(r.location.as_deref(), Some("left-front-leg"));
    // Written as an earlier version wrote it: the paired legs' key.
    let json = serde_json::to_string(&c).expect("json");
    let injured = c.creatures[0].vitals.injuries.len();
    assert_eq!(injured, 1);
    let old = json.replace("left-front-leg", "front-legs");
    assert_ne!(old, json);
    let read: Campaign = serde_json::from_str(&old).expect("reads");
    read.validate().expect("valid");
    assert_eq!(read.creatures[0].vitals.injuries.len(), injured);
    assert_eq!(read, c);
}

#[test]
fn earlier_and_foundry_body_words_still_read() {
    let row = |body: &str, location: &str| {
        let mut v = serde_json::to_value(CreatureTemplate::find("Bloatfly").expect("bloatfly"))
            .expect("json");
        v["locations"] = body.into();
        v["dr"][0]["location"] = location.into();
        serde_json::from_value::<CreatureTemplate>(v)
    };
    let old = row("flyer", "wings").expect("an earlier file reads");
    assert_eq!(old.locations, &INSECT[..]);
    assert_eq!(
        old.dr.first().map(|(k, _)| k.to_string()).as_deref(),
        Some("left-wing")
    );
    assert_eq!(
        row("flying_insect", "body").map(|t| t.locations).ok(),
        Some(&INSECT[..])
    );
    assert_eq!(
        row("mr_handy", "optics").map(|t| t.locations).ok(),
        Some(&HANDY[..])
    );
    assert!(row("centaur", "body").is_err());
}
