//! Foundry VTT power armour (issue #28): Items of `apparelType`
//! `powerArmor` come in as the `power_armor` homebrew kind (the frame, and
//! each piece with its location, HP, DR and published numbers), play with
//! their own numbers (scripted dice), a piece over two locations is refused
//! with nothing changed, and a character Actor's power armour is named as
//! left out. The fixture follows the system's data model (`template.json`:
//! `health`, `location`, `resistance`, `powerArmor.isFrame`).

use overseer::engine::homebrew::{Homebrew, Refusal};
use overseer::engine::rulesets::fallout2d20::data::Dr;
use overseer::engine::rulesets::fallout2d20::power::PieceHit;
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

use crate::f2d20_play::{attack_report, hp, line, with_ace};
use crate::foundry::{fixture, game, import, refused_in_pack};

#[test]
fn a_frame_and_pieces_come_in_as_power_armour_and_are_worn_in_play() {
    let mut c = with_ace(&["Sledgehammer"]);
    let done = import(&mut c, &fixture("power_armor.json"));
    assert_eq!(done.kinds, vec![("power_armor", 3)]);
    // The leg's sheet had 3 of its 8 HP left: the row is the whole piece.
    assert_eq!(
        done.ignored,
        vec!["Scrapyard Power Left Leg: system.health.value"]
    );
    let (_, frame, _) = c.homebrew.show("Scrapyard Frame").expect("shown");
    assert_eq!(
        frame,
        json!({"name": "Scrapyard Frame", "location": "frame", "hp": 0,
            "dr": {"physical": {"dr": 0}, "energy": {"dr": 0}, "radiation": {"dr": 0}, "poison": {"dr": 0}},
            "weight": 120.0, "cost": 3000, "rarity": 3})
    );
    let (_, helm, _) = c.homebrew.show("Scrapyard Power Helm").expect("shown");
    assert_eq!(
        helm,
        json!({"name": "Scrapyard Power Helm", "location": "head", "hp": 6,
            "dr": {"physical": {"dr": 5}, "energy": {"dr": 3}, "radiation": {"dr": 6}, "poison": {"dr": 0}},
            "weight": 10.0, "cost": 40, "rarity": 2})
    );
    let (_, leg, _) = c.homebrew.show("Scrapyard Power Left Leg").expect("shown");
    assert_eq!(
        (&leg["location"], &leg["hp"], &leg["dr"]["physical"]),
        (&json!("left-leg"), &json!(8), &json!({"dr": 4}))
    );

    // Nora enters the imported frame and attaches the imported helm.
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "power-armor Nora enter \"Scrapyard Frame\"", []);
    line(&mut c, "wear Nora \"Scrapyard Power Helm\"", []);
    let nora = &c.characters[1];
    let power = nora.power.as_ref().expect("in a frame");
    assert_eq!(power.frame, "Scrapyard Frame");
    assert_eq!(nora.dr_at("head"), Dr::new(5, 3, 6, 0));
    // Ace's Sledgehammer at the head: 2, 2, 2, 1, 1 = 8, the helm's
    // physical DR 5: 3 after DR, off the helm (6 -> 3), none on Nora.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Nora Sledgehammer --location head",
        [1, 1, 2, 2, 2, 1, 1],
    ));
    assert_eq!((r.hits[0].dr, r.hits[0].after_dr), (Some(5), 3));
    assert_eq!(
        r.hits[0].piece,
        Some(PieceHit {
            piece: "Scrapyard Power Helm".into(),
            before: 6,
            after: 3,
            max: 6,
            critical: false,
        })
    );
    assert_eq!(hp(&c, "Nora"), 12);
}

#[test]
fn a_piece_over_two_locations_is_refused_naming_the_field() {
    let c = Campaign::new();
    let mut file = fixture("power_armor.json");
    file["items"][1]["system"]["location"]["torso"] = json!(true);
    // The folder's other documents come in; the piece is refused by name
    // (issue #44: a pack is taken document by document).
    let refused = refused_in_pack(&c, &file);
    assert_eq!(refused.len(), 1);
    assert_eq!(
        refused[0].1,
        Refusal::Invalid {
            kind: "power_armor".into(),
            entry: "Scrapyard Power Helm".into(),
            field: "system.location".into(),
            problem: "covers torso, head: a power armour piece covers one location".into(),
        }
    );
}

#[test]
fn a_characters_power_armour_is_named_as_left_out() {
    let mut doc = fixture("character.json");
    let pieces = fixture("power_armor.json")["items"].clone();
    let items = doc["items"].as_array_mut().expect("items");
    for mut piece in pieces.as_array().expect("pieces").iter().take(2).cloned() {
        piece["system"]["equipped"] = json!(true);
        items.push(piece);
    }
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let done = any
        .import_character(doc.to_string().as_bytes(), "42", "")
        .expect("imported");
    assert_eq!(
        done.ignored,
        vec![
            "Nora Vance: Army Helmet (apparel, not worn)",
            "Nora Vance: Scrapyard Frame (power armour)",
            "Nora Vance: Scrapyard Power Helm (power armour)",
            "Nora Vance: system.currency.caps",
        ]
    );
    let c = game(any);
    assert_eq!(c.characters[0].power, None);
    assert!(c.homebrew.show("Scrapyard Power Helm").is_err());
}
