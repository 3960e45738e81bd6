//! Power armour of the Fallout 2d20 game (issue #28): entering and leaving
//! a frame, pieces attached to it replacing the apparel's DR, the published
//! Ablative Resilience (the piece's DR, then its HP; a critical hit or 0 HP
//! damages it, and a damaged piece gives no DR), repair, and the state
//! carried through a save. Scripted dice, exact numbers, through the
//! command line's words.
//!
//! Dice order: the attack's two d20s (a location is always chosen here, so
//! no location die), then the Sledgehammer's 5 combat dice (faces 1: 1,
//! 2: 2, 3-4: 0, 5-6: 1 and an Effect; the Sledgehammer has no effect).

use overseer::engine::homebrew::{self, Homebrew};
use overseer::engine::rulesets::fallout2d20::data::{Dr, Resist};
use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::outcome::Event;
use overseer::engine::rulesets::fallout2d20::power::{PieceHit, PowerPiece, POWER_ARMOR};
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

use crate::f2d20_play;
use f2d20_play::{attack_report, hp, line, refuse, with_ace};

/// Ace (STR 5, Melee Weapons 3 tagged: TN 8, criticals on 1-3) with a
/// Sledgehammer, and Nora (12 HP, Defense 1) in a frame with the T-45
/// chest piece (14 HP, 8/7/9) and left arm (7 HP, 4/3/7).
fn setup() -> Campaign {
    let mut c = with_ace(&["Sledgehammer"]);
    line(
        &mut c,
        "add-player 42 Pat Nora 6 6 6 5 5 6 6 small-guns medicine survival",
        [],
    );
    line(&mut c, "power-armor Nora enter", []);
    line(&mut c, "wear Nora \"T-45 Chest Piece\"", []);
    line(&mut c, "wear Nora \"T-45 Left Arm\"", []);
    c
}

/// The hit's piece report, its DR and damage after DR, and Nora's HP.
fn hit(c: &mut Campaign, location: &str, dice: [u32; 5]) -> (Option<PieceHit>, Option<u32>, u32) {
    let mut faces = vec![1, 1];
    faces.extend(dice);
    let r = attack_report(&line(
        c,
        &format!("attack Ace Nora Sledgehammer --location {location}"),
        faces,
    ));
    assert!(r.hit);
    let h = &r.hits[0];
    (h.piece.clone(), h.dr, h.after_dr)
}

fn piece_hp(c: &Campaign, location: &str) -> u32 {
    c.characters[1]
        .power
        .as_ref()
        .and_then(|p| p.piece_at(location))
        .map(|p| p.hp)
        .expect("a piece there")
}

#[test]
fn the_frame_and_the_t45_rows_carry_the_published_numbers() {
    let frame = PowerPiece::find("Armor Frame").expect("frame");
    assert_eq!(
        (frame.hp, frame.dr, frame.cost, frame.rarity),
        (0, Dr::NONE, Some(4500), Some(4))
    );
    assert_eq!(frame.weight.map(|w| w.0), Some(150_000));
    let chest = PowerPiece::find("T-45 Chest Piece").expect("chest");
    assert_eq!(
        (chest.hp, chest.dr, chest.cost, chest.rarity),
        (14, Dr::new(8, 7, 9, 0), Some(140), Some(2))
    );
    let helm = PowerPiece::find("X-01 Helm").expect("helm");
    assert_eq!((helm.hp, helm.dr), (12, Dr::new(8, 7, 7, 0)));
    // The frame and six pieces for each of five suits.
    assert_eq!(POWER_ARMOR.len(), 31);
}

#[test]
fn a_hit_on_a_covered_location_takes_the_pieces_dr_then_its_hp() {
    let mut c = setup();
    // 2, 2, 2, 2, 2 = 10 damage; the chest piece's physical DR 8: 2 after
    // DR, marked off the piece (14 -> 12), none on Nora.
    let (piece, dr, after) = hit(&mut c, "torso", [2, 2, 2, 2, 2]);
    assert_eq!((dr, after), (Some(8), 2));
    assert_eq!(
        piece,
        Some(PieceHit {
            piece: "T-45 Chest Piece".into(),
            before: 14,
            after: 12,
            max: 14,
            critical: false,
        })
    );
    assert_eq!((piece_hp(&c, "torso"), hp(&c, "Nora")), (12, 12));
    // An uncovered location inside the frame: no DR, Nora takes it.
    // 2, 1, 3, 3, 3 = 3 at the head.
    let (piece, dr, after) = hit(&mut c, "head", [2, 1, 3, 3, 3]);
    assert_eq!((piece, dr, after), (None, Some(0), 3));
    assert_eq!(hp(&c, "Nora"), 9);
}

#[test]
fn damage_past_a_pieces_hp_is_spent_on_it_and_leaves_it_damaged() {
    let mut c = setup();
    // 2, 2, 2, 1, 1 = 8; the arm's DR 4: 4 after DR, 7 -> 3.
    let (piece, _, after) = hit(&mut c, "left-arm", [2, 2, 2, 1, 1]);
    assert_eq!(
        (after, piece.map(|p| (p.before, p.after))),
        (4, Some((7, 3)))
    );
    // Again 4 after DR on 3 HP: the piece is at 0, the one past its HP is
    // spent on it (the published rule sends later hits, not the rest of
    // this one, to the wearer).
    let (piece, _, _) = hit(&mut c, "left-arm", [2, 2, 2, 1, 1]);
    let piece = piece.expect("the arm took it");
    assert_eq!((piece.before, piece.after, piece.critical), (3, 0, false));
    assert_eq!(hp(&c, "Nora"), 12);
    // Damaged: the arm gives no DR, and the next hit strikes Nora.
    assert_eq!(c.characters[1].dr_at("left-arm").physical, Resist::Dr(0));
    let (piece, dr, after) = hit(&mut c, "left-arm", [2, 1, 3, 3, 3]);
    assert_eq!((piece, dr, after), (None, Some(0), 3));
    assert_eq!((piece_hp(&c, "left-arm"), hp(&c, "Nora")), (0, 9));
}

#[test]
fn a_critical_hit_on_a_piece_damages_it_whatever_its_hp() {
    let mut c = setup();
    // 10 damage on the arm's DR 4: 6 after DR, 5 or more in one hit is a
    // critical hit: the arm is damaged (0 HP) though it had 7.
    let (piece, dr, after) = hit(&mut c, "left-arm", [2, 2, 2, 2, 2]);
    assert_eq!((dr, after), (Some(4), 6));
    assert_eq!(
        piece.map(|p| (p.before, p.after, p.critical)),
        Some((7, 0, true))
    );
    // No injury and no HP lost: the piece took the hit.
    assert_eq!(hp(&c, "Nora"), 12);
    assert!(c.characters[1].vitals.injuries.is_empty());
}

#[test]
fn repair_restores_a_pieces_hp_and_its_dr() {
    let mut c = setup();
    hit(&mut c, "left-arm", [2, 2, 2, 2, 2]);
    assert_eq!(c.characters[1].dr_at("left-arm").physical, Resist::Dr(0));
    // By location, 3 HP: 0 -> 3, and the arm protects again.
    let out = line(&mut c, "repair Nora left-arm 3", []);
    let Event::PieceRepaired { piece, before, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!((*before, piece.hp, piece.max), (0, 3, 7));
    assert_eq!(c.characters[1].dr_at("left-arm").physical, Resist::Dr(4));
    // By name, all of it: 3 -> 7; never past the piece's HP.
    line(&mut c, "repair Nora \"T-45 Left Arm\"", []);
    assert_eq!(piece_hp(&c, "left-arm"), 7);
    line(&mut c, "repair Nora left-arm 50", []);
    assert_eq!(piece_hp(&c, "left-arm"), 7);
    // Refused, nothing changed: no frame, no piece there, a bad amount.
    assert!(matches!(
        refuse(&mut c, "repair Ace head"),
        RuleError::NoFrame { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "repair Nora head"),
        RuleError::NoPiece { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "repair Nora torso 100"),
        RuleError::OutOfRange { .. }
    ));
}

#[test]
fn in_the_frame_the_pieces_replace_the_apparel_and_leaving_brings_it_back() {
    let mut c = with_ace(&[]);
    line(&mut c, "wear Ace Leather Chest Piece", []);
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(1));
    // Pieces go on only inside a frame; a frame is entered, not worn.
    assert!(matches!(
        refuse(&mut c, "wear Ace \"T-45 Helm\""),
        RuleError::NotInFrame { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "power-armor Ace leave"),
        RuleError::NotInFrame { .. }
    ));
    let out = line(&mut c, "power-armor Ace enter", []);
    assert!(
        matches!(&out.events[0], Event::PowerArmour { inside: true, frame, .. } if frame == "Armor Frame")
    );
    // The frame gives no DR and the leather gives none while it is worn.
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(0));
    assert!(matches!(
        refuse(&mut c, "wear Ace \"Armor Frame\""),
        RuleError::FrameNotWorn { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "power-armor Ace enter"),
        RuleError::InFrame { .. }
    ));
    line(&mut c, "wear Ace \"T-60 Chest Piece\"", []);
    assert_eq!(c.characters[0].dr_at("torso"), Dr::new(9, 8, 9, 0));
    // One piece per location: the X-01 chest piece replaces the T-60's.
    let out = line(&mut c, "wear Ace \"X-01 Chest Piece\"", []);
    let Event::PieceAttached {
        replaced, piece, ..
    } = &out.events[0]
    else {
        panic!("{out:?}")
    };
    assert_eq!(
        (replaced.as_deref(), piece.hp),
        (Some("T-60 Chest Piece"), 24)
    );
    // Out of the frame: the leather again; the pieces stay on the frame.
    line(&mut c, "power-armor Ace leave", []);
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(1));
    assert!(matches!(
        refuse(&mut c, "power-armor Ace enter \"Not A Frame\""),
        RuleError::Unknown { .. }
    ));
    // The state goes through a save and back unchanged (export, undo).
    let saved = serde_json::to_string(&c).expect("saved");
    let back: Campaign = serde_json::from_str(&saved).expect("read back");
    assert_eq!(back, c);
    // An imported state with a piece above its HP is refused.
    let mut tampered = back;
    if let Some(p) = tampered.characters[0].power.as_mut() {
        p.pieces[0].hp = 99;
    }
    assert!(matches!(
        tampered.validate(),
        Err(RuleError::InvalidState { .. })
    ));
    line(&mut c, "power-armor Ace enter", []);
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(10));
    // Doff a piece, then the frame (only from outside it): it goes with
    // the pieces on it.
    line(&mut c, "doff Ace \"X-01 Chest Piece\"", []);
    assert_eq!(c.characters[0].dr_at("torso").physical, Resist::Dr(0));
    line(&mut c, "wear Ace \"T-45 Helm\"", []);
    assert!(matches!(
        refuse(&mut c, "doff Ace \"Armor Frame\""),
        RuleError::InFrame { .. }
    ));
    line(&mut c, "power-armor Ace leave", []);
    let out = line(&mut c, "doff Ace \"Armor Frame\"", []);
    let Event::FrameRemoved { pieces, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(pieces, &["T-45 Helm".to_owned()]);
    assert_eq!(c.characters[0].power, None);
}

#[test]
fn a_brewed_piece_is_worn_like_a_shipped_one() {
    let row = json!({"name": "Scrap Helm", "location": "head", "hp": 5,
        "dr": {"physical": {"dr": 3}, "energy": {"dr": 2}, "radiation": {"dr": 1}, "poison": {"dr": 0}},
        "weight": 10, "cost": 40, "rarity": 1});
    let file = json!({"ruleset": "fallout-2d20", "power_armor": [row]});
    let file = homebrew::read(file.to_string().as_bytes()).expect("a homebrew file");
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(with_ace(&[]));
    let done = any.brew_import(&file).expect("imported");
    assert_eq!(done.kinds, vec![("power_armor", 1)]);
    let Some(mut c) = any.into_game::<overseer::engine::rulesets::fallout2d20::Fallout2d20>()
    else {
        panic!("a fallout-2d20 campaign")
    };
    assert!(c.homebrew.show("Scrap Helm").is_ok());
    line(&mut c, "power-armor Ace enter", []);
    line(&mut c, "wear Ace \"Scrap Helm\"", []);
    assert_eq!(c.characters[0].dr_at("head"), Dr::new(3, 2, 1, 0));
    // A brewed piece is checked as a shipped one: a piece needs HP.
    let bad = json!({"ruleset": "fallout-2d20", "power_armor": [{"name": "Paper Helm",
        "location": "head", "hp": 0,
        "dr": {"physical": {"dr": 0}, "energy": {"dr": 0}, "radiation": {"dr": 0}, "poison": {"dr": 0}}}]});
    let bad = homebrew::read(bad.to_string().as_bytes()).expect("a homebrew file");
    let mut any = AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c);
    assert!(any.brew_import(&bad).is_err());
}
