//! Origins and traits in the Fallout 2d20 game (issue #45), with scripted
//! dice through the command line's words: the GM sets an origin (`origin`),
//! and what the engine applies of it holds: a ghoul healed by radiation, a
//! super mutant's limits and immunities, a robot's armour, no chems and
//! repairs instead of First Aid, a Survivor's traits (Gifted's Luck, Small
//! Frame's carry weight, Heavy Handed's melee die); a perk not for the
//! character's kind is refused with the reason; every refusal changes
//! nothing.
//!
//! Ace (the shared one): STR 5, PER 7, END 5, CHA 4, INT 5, AGI 7, LCK 7;
//! Small Guns, Melee Weapons and Explosives tagged at 3; maximum HP 12.
//! Vera: INT 8, Medicine 3 (tagged).

use overseer::engine::rulesets::fallout2d20::character::Character;
use overseer::engine::rulesets::fallout2d20::data::Resist;
use overseer::engine::rulesets::fallout2d20::origins::{Kind, OriginSet, ORIGINS, TRAITS};
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Outcome};
use overseer::engine::rulesets::fallout2d20::{Campaign, RuleError, Skill};

use crate::f2d20_play;
use f2d20_play::{hp, line, refuse, with_ace};

fn ace(c: &Campaign) -> &Character {
    c.characters.iter().find(|x| x.name == "Ace").expect("Ace")
}

fn with_vera(items: &[&str]) -> Campaign {
    let mut c = with_ace(items);
    line(
        &mut c,
        "add-player user-vera Vee Vera 6 8 6 4 8 4 4 medicine \"energy weapons\" science medicine=1 \"energy weapons\"=1",
        [],
    );
    c
}

fn origin_set(out: &Outcome) -> OriginSet {
    match &out.events[..] {
        [Event::OriginSet { set }] => set.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_tables_hold_the_core_rulebooks_six_origins_and_ten_traits() {
    let names: Vec<&str> = ORIGINS.iter().map(|o| &*o.name).collect();
    assert_eq!(
        names,
        [
            "Brotherhood Initiate",
            "Ghoul",
            "Mister Handy",
            "Super Mutant",
            "Survivor",
            "Vault Dweller"
        ]
    );
    assert_eq!(TRAITS.len(), 10);
    let kinds: Vec<Kind> = ORIGINS.iter().map(|o| o.kind).collect();
    assert_eq!(
        kinds,
        [
            Kind::Human,
            Kind::Ghoul,
            Kind::Robot,
            Kind::SuperMutant,
            Kind::Human,
            Kind::Human
        ]
    );
}

#[test]
fn a_ghoul_takes_no_radiation_and_heals_one_hp_for_every_three() {
    let mut c = with_ace(&[]);
    let set = origin_set(&line(&mut c, "origin Ace Ghoul", []));
    assert_eq!(
        (set.origin.as_str(), set.traits.clone(), set.before),
        ("Ghoul", vec!["Necrotic Post-Human".to_owned()], None)
    );
    assert_eq!(ace(&c).dr_at("torso").radiation, Resist::Immune);
    line(&mut c, "hurt Ace 6", []);
    assert_eq!(hp(&c, "Ace"), 6);
    // 7 radiation: no rads, 2 HP back (7 / 3).
    line(&mut c, "hurt Ace 7 --type radiation", []);
    assert_eq!((hp(&c, "Ace"), ace(&c).vitals.rads), (8, 0));
    assert_eq!(ace(&c).max_hp(), 12);
    // Never past the maximum.
    line(&mut c, "hurt Ace 30 --type radiation", []);
    assert_eq!(hp(&c, "Ace"), 12);
}

#[test]
fn a_super_mutant_is_immune_to_radiation_and_poison_and_keeps_its_limits() {
    let mut c = with_vera(&[]);
    line(&mut c, "origin Ace \"Super Mutant\"", []);
    let dr = ace(&c).dr_at("head");
    assert_eq!((dr.radiation, dr.poison), (Resist::Immune, Resist::Immune));
    line(&mut c, "hurt Ace 5 --type radiation", []);
    assert_eq!((hp(&c, "Ace"), ace(&c).vitals.rads), (12, 0));
    line(&mut c, "hurt Ace 5 --type poison --airborne", []);
    assert_eq!(hp(&c, "Ace"), 12);
    // Ranks stop at 4.
    line(&mut c, "rank Ace \"small guns\" 4", []);
    let e = refuse(&mut c, "rank Ace \"small guns\" 5");
    assert!(matches!(e, RuleError::OutOfRange { max: 4, .. }), "{e:?}");
    line(&mut c, "xp Ace 100", []);
    assert_eq!(
        refuse(
            &mut c,
            "level-up Ace --skill \"small guns\" --perk Toughness"
        ),
        RuleError::SkillCapped {
            character: "Ace".into(),
            skill: Skill::SmallGuns,
            rank: 4
        }
    );
    // Vera's INT 8 is over a super mutant's 6: refused, nothing changed.
    assert_eq!(
        refuse(&mut c, "origin Vera \"Super Mutant\""),
        RuleError::OriginAttribute {
            character: "Vera".into(),
            origin: "Super Mutant".into(),
            attribute: overseer::engine::mechanics::special::Attribute::Int,
            score: 8,
            most: 6
        }
    );
}

#[test]
fn a_robot_takes_no_chems_is_repaired_and_carries_150() {
    let mut c = with_vera(&["Stimpak 1"]);
    line(&mut c, "origin Ace \"Mister Handy\"", []);
    assert!(ace(&c).is_robot());
    assert_eq!(ace(&c).sheet().carry_weight, 150);
    let dr = ace(&c).dr_at("torso");
    assert_eq!((dr.radiation, dr.poison), (Resist::Immune, Resist::Immune));
    assert_eq!(
        refuse(&mut c, "action Ace take-chem Stimpak"),
        RuleError::RobotNoChems {
            character: "Ace".into(),
            item: "Stimpak".into()
        }
    );
    // First Aid on a robot is a repair: INT + Repair (Vera: 8 + 0).
    line(&mut c, "hurt Ace 8", []);
    let out = line(&mut c, "first-aid Vera Ace heal", [3, 18]);
    let Event::FirstAid { test, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (test.attribute.as_str(), test.skill.as_str()),
        ("INT", "Repair")
    );
    assert_eq!(test.successes, 1);
    // A human patient is still treated with Medicine.
    line(&mut c, "hurt Vera 2", []);
    let out = line(&mut c, "first-aid Ace Vera heal", [3, 18]);
    let Event::FirstAid { test, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(test.skill, "Medicine");
}

#[test]
fn a_perk_not_for_robots_is_refused_at_level_up_with_the_reason() {
    let mut c = with_ace(&[]);
    line(&mut c, "origin Ace \"Mister Handy\"", []);
    line(&mut c, "xp Ace 100", []);
    assert_eq!(
        refuse(
            &mut c,
            "level-up Ace --skill repair --perk \"Faster Healing\""
        ),
        RuleError::PerkNotFor {
            character: "Ace".into(),
            perk: "Faster Healing".into(),
            kind: "robot".into()
        }
    );
    // A human may take it (END 6 needed: Ace has 5, the next reason).
    let mut h = with_vera(&[]);
    line(&mut h, "xp Vera 100", []);
    let out = line(
        &mut h,
        "level-up Vera --skill repair --perk \"Faster Healing\"",
        [],
    );
    assert!(matches!(out.events[0], Event::LevelUp { .. }));
}

#[test]
fn a_survivors_traits_apply_gifted_luck_small_frame_carry_heavy_handed_dice() {
    let mut c = with_ace(&[]);
    let before = ace(&c).sheet();
    assert_eq!((before.carry_weight, before.melee_bonus), (200, 0));
    let set = origin_set(&line(
        &mut c,
        "origin Ace Survivor --traits \"Gifted, Small Frame\"",
        [],
    ));
    assert_eq!(set.traits, ["Gifted", "Small Frame"]);
    let s = ace(&c).sheet();
    assert_eq!((s.carry_weight, s.luck_max), (175, 6));
    line(&mut c, "session", []);
    assert_eq!(ace(&c).luck, 6);
    let set = origin_set(&line(
        &mut c,
        "origin Ace Survivor --traits \"Heavy Handed\"",
        [],
    ));
    assert_eq!(set.before.as_deref(), Some("Survivor"));
    assert_eq!(ace(&c).sheet().melee_bonus, 1);
}

#[test]
fn origins_and_traits_the_rules_do_not_allow_are_refused_and_change_nothing() {
    let mut c = with_ace(&[]);
    let offered = "Educated, Fast Shot, Gifted, Heavy Handed, Small Frame";
    let survivor = |most| RuleError::OriginTraits {
        origin: "Survivor".into(),
        most,
        offered: offered.into(),
    };
    assert_eq!(refuse(&mut c, "origin Ace Survivor"), survivor(2));
    assert_eq!(
        refuse(&mut c, "origin Ace Survivor --traits \"Vault Kid\""),
        survivor(2)
    );
    assert_eq!(
        refuse(
            &mut c,
            "origin Ace Survivor --traits Gifted,Educated,\"Fast Shot\""
        ),
        survivor(2)
    );
    assert!(matches!(
        refuse(&mut c, "origin Ace Ghoul --traits Gifted"),
        RuleError::OriginTraits { most: 0, .. }
    ));
    assert!(matches!(
        refuse(&mut c, "origin Ace Synth"),
        RuleError::Unknown { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "origin Ace Survivor --traits Lucky"),
        RuleError::Unknown { .. }
    ));
    assert!(matches!(
        refuse(&mut c, "origin Nobody Ghoul"),
        RuleError::Unknown { .. }
    ));
}

#[test]
fn a_state_without_an_origin_reads_and_writes_the_same() {
    let c = with_ace(&[]);
    let text = serde_json::to_string(&c).expect("json");
    assert!(!text.contains("\"origin\"") && !text.contains("\"traits\""));
    let back: Campaign = serde_json::from_str(&text).expect("reads");
    assert_eq!(back, c);
}
