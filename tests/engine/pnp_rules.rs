//! Scripted-dice scenarios for every rule of the classic Fallout pen-and-paper
//! game (seeds 001 and 003), with exact expected numbers. Commands go through
//! the CLI parser, so the fixed syntax is tested with the rules.
//!
//! Dice order of an attack: the d100, then the ammunition die (characters with
//! guns), then either the d8 scatter of a miss, or a called shot's END save,
//! the damage dice (hit-point dice, then radiation dice), a poison's duration
//! die and any morale 2d6. A round: per unit (characters, then enemies) the
//! burn, then the poison's END save and damage die.

use overseer::engine::dice::ScriptedDice;
use overseer::engine::mechanics::special::Attribute;
use overseer::engine::ruleset::{Ruleset, RulesetId};
use overseer::engine::rulesets::pnp::ammo::{AmmoLevel, Find};
use overseer::engine::rulesets::pnp::armour::Armour;
use overseer::engine::rulesets::pnp::character::{level_for_xp, xp_for_level};
use overseer::engine::rulesets::pnp::check::{
    halves_text, skill_level, skill_odds, Chance, Criticals, Odds, SaveRule, SuccessLevel,
};
use overseer::engine::rulesets::pnp::combat::{
    attack_chance, band, damage_to, roll_damage, shotgun_factor, strength_bonus, Aim, Band,
    ChanceInput, DamageDie, Location,
};
use overseer::engine::rulesets::pnp::command::Command;
use overseer::engine::rulesets::pnp::commands::COMMANDS;
use overseer::engine::rulesets::pnp::error::{AimRefusal, RuleError, Unknown};
use overseer::engine::rulesets::pnp::outcome::{CalledEffect, Event, MoraleCause, Outcome};
use overseer::engine::rulesets::pnp::races::Race;
use overseer::engine::rulesets::pnp::skills::Skill;
use overseer::engine::rulesets::pnp::weapons::{Weapon, WEAPONS};
use overseer::engine::rulesets::pnp::{Campaign, Pnp};
use overseer::games::pnp::cli::grammar::{parse, ParseError};

use SuccessLevel::{CriticalFailure as CF, CriticalSuccess as CS, Failure as F, Success as S};

/// Splits a line into words; double quotes keep spaces in a word.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for ch in line.chars() {
        match ch {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

fn command(line: &str) -> Command {
    let words = words(line);
    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
    parse(&refs).unwrap_or_else(|e| panic!("{line}: {e}"))
}

/// Runs a line that must succeed and use exactly `faces`.
fn ok(c: &mut Campaign, line: &str, faces: &[u32]) -> Outcome {
    let mut dice = ScriptedDice::new(faces.iter().copied());
    let out = c
        .execute(&command(line), &mut dice)
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(dice.remaining(), 0, "{line}: faces left over");
    c.validate().unwrap_or_else(|e| panic!("{line}: {e}"));
    out
}

/// Runs a line that must be refused, with no die rolled and no change.
fn refused(c: &mut Campaign, line: &str) -> RuleError {
    let before = c.clone();
    let mut dice = ScriptedDice::new([]);
    let e = c
        .execute(&command(line), &mut dice)
        .expect_err(&format!("{line} should be refused"));
    assert_eq!(*c, before, "{line}: a refusal changed the campaign");
    e
}

fn odds(cs: (u32, u32), s: (u32, u32), f: (u32, u32), cf: (u32, u32)) -> Odds {
    Odds {
        critical_success: Chance::new(cs.0, cs.1),
        success: Chance::new(s.0, s.1),
        failure: Chance::new(f.0, f.1),
        critical_failure: Chance::new(cf.0, cf.1),
    }
}

/// Ann: STR 3, PER 4, END 2, CHA 3, INT 4, AGI 5, LCK 1; tags Small Guns,
/// Sneak, Medic.
fn with_ann() -> Campaign {
    let mut c = Campaign::new();
    ok(
        &mut c,
        "add-player u1 Alice Ann 3 4 2 3 4 5 1 small-guns sneak medic",
        &[],
    );
    c
}

fn sheet_hp(c: &Campaign, name: &str) -> (u32, u32) {
    let ch = c.characters.iter().find(|x| x.name == name).expect(name);
    (ch.vitals.hp, ch.vitals.max_hp())
}

// ----- characters ----------------------------------------------------------

#[test]
fn a_human_starts_with_skills_from_special_tags_and_hp() {
    let c = with_ann();
    let ann = &c.characters[0];
    let expect = [
        (Skill::Melee, 16),      // 5 x 3 + 1
        (Skill::SmallGuns, 41),  // 5 x 5 + 1 + 15
        (Skill::BigGuns, 18),    // 5 x (2 + 5) / 2 = 17.5 -> 17, + 1
        (Skill::Explosives, 23), // 5 x (5 + 4) / 2 = 22.5 -> 22, + 1
        (Skill::Repair, 23),
        (Skill::Lockpick, 23),
        (Skill::Science, 21),
        (Skill::Speech, 16),
        (Skill::Medic, 33), // 5 x (4 + 3) / 2 = 17.5 -> 17, + 1 + 15
        (Skill::Sneak, 41),
        (Skill::Observe, 21),
    ];
    for (skill, value) in expect {
        assert_eq!(ann.skill(skill), value, "{skill:?}");
    }
    assert_eq!(sheet_hp(&c, "Ann"), (24, 24)); // 20 + 2 x END 2
    assert_eq!(ann.unspent, 20);
    assert_eq!(ann.level(), 1);
}

#[test]
fn creation_refuses_bad_points_tags_and_names() {
    let mut c = with_ann();
    assert_eq!(
        refused(&mut c, "add-player u2 B Bo 4 4 2 3 4 5 1 melee sneak medic"),
        RuleError::PointTotal {
            total: 23,
            expected: 22
        }
    );
    assert!(matches!(
        refused(&mut c, "add-player u2 B Bo 11 1 1 1 1 1 6 melee sneak medic"),
        RuleError::OutOfRange { ref what, value: 11, min: 1, max: 10 } if what == "STR"
    ));
    assert!(matches!(
        refused(&mut c, "add-player u2 B Bo 0 4 2 3 4 5 4 melee sneak medic"),
        RuleError::OutOfRange { value: 0, .. }
    ));
    assert_eq!(
        refused(&mut c, "add-player u2 B Bo 3 4 2 3 4 5 1 melee melee medic"),
        RuleError::DuplicateTag {
            skill: Skill::Melee
        }
    );
    assert_eq!(
        refused(
            &mut c,
            "add-player u2 B ANN 3 4 2 3 4 5 1 melee sneak medic"
        ),
        RuleError::DuplicateName { name: "ANN".into() }
    );
    assert!(matches!(
        refused(
            &mut c,
            "add-player u2 B Bo\u{202e} 3 4 2 3 4 5 1 melee sneak medic"
        ),
        RuleError::ForbiddenCharacter { .. }
    ));
    let words = ["add-player", "u2", "B", "Bo", "3", "4"];
    assert!(matches!(parse(&words), Err(ParseError::Usage { .. })));
}

#[test]
fn races_buy_within_their_ranges_from_their_minimums() {
    assert_eq!(Race::Human.creation_total(), 22);
    assert_eq!(Race::Ghoul.creation_total(), 30);
    assert_eq!(Race::SuperMutant.creation_total(), 29);
    assert_eq!(Race::Dog.creation_total(), 25);
    assert_eq!(Race::Ghoul.range(Attribute::Per), (4, 13));
    assert_eq!(Race::SuperMutant.range(Attribute::Int), (1, 8));
    assert_eq!(Race::Dog.range(Attribute::Str), (1, 4));
    let mut c = Campaign::new();
    // Ghoul: 1+12+1+1+2+1+5 = 23... + 7 more points: STR 3, END 3, AGI 3, LCK 6.
    ok(
        &mut c,
        "add-character u1 A Gil ghoul 3 12 3 1 2 3 6 observe sneak speech",
        &[],
    );
    assert_eq!(c.characters[0].skill(Skill::Observe), 5 * 12 + 6 + 15);
    assert!(matches!(
        refused(
            &mut c,
            "add-character u1 A Gus ghoul 1 3 3 1 2 3 6 observe sneak speech"
        ),
        RuleError::OutOfRange {
            min: 4,
            max: 13,
            value: 3,
            ..
        }
    ));
    ok(
        &mut c,
        "add-character u1 A Mo super-mutant 10 1 6 1 5 1 5 melee big-guns speech",
        &[],
    );
    assert!(matches!(
        refused(
            &mut c,
            "add-character u1 A Max super-mutant 10 1 5 1 9 1 2 melee big-guns speech"
        ),
        RuleError::OutOfRange {
            min: 1,
            max: 8,
            value: 9,
            ..
        }
    ));
    ok(
        &mut c,
        "add-character u1 A Rex dog 3 8 4 1 1 7 1 melee sneak observe",
        &[],
    );
    assert!(matches!(
        refused(
            &mut c,
            "add-character u1 A Fido dog 5 7 4 1 1 6 1 melee sneak observe"
        ),
        RuleError::OutOfRange {
            min: 1,
            max: 4,
            value: 5,
            ..
        }
    ));
}

// ----- saves -----------------------------------------------------------------

/// Every face 1..=10 of one save: its effective value and result (None for a
/// re-roll).
fn table(rule: SaveRule, attribute: u8) -> Vec<(String, Option<SuccessLevel>)> {
    (1..=10)
        .map(|f| {
            let level = rule.level(f, attribute, 0);
            let e = level.map_or_else(|| "-".to_owned(), |_| halves_text(rule.effective_halves(f)));
            (e, level)
        })
        .collect()
}

fn expect(rows: &[(&str, Option<SuccessLevel>)]) -> Vec<(String, Option<SuccessLevel>)> {
    rows.iter().map(|(e, l)| ((*e).to_owned(), *l)).collect()
}

#[test]
fn seed_003_example_1_ghoul_perception_12_row_by_row() {
    let rule = SaveRule::new(4, 13, false);
    assert_eq!(
        table(rule, 12),
        expect(&[
            ("5", Some(CS)),
            ("6", Some(S)),
            ("7", Some(S)),
            ("8", Some(S)),
            ("9", Some(S)),
            ("10", Some(S)),
            ("11", Some(S)),
            ("12", Some(S)),
            ("13", Some(F)),
            ("14", Some(CF)),
        ])
    );
    assert_eq!(rule.odds(12, 0), odds((1, 10), (7, 10), (1, 10), (1, 10)));
}

#[test]
fn seed_003_example_2_super_mutant_intelligence_5_row_by_row() {
    let rule = SaveRule::new(1, 8, false);
    assert_eq!(
        table(rule, 5),
        expect(&[
            ("1", Some(CS)),
            ("2", Some(S)),
            ("3", Some(S)),
            ("4", Some(S)),
            ("5", Some(S)),
            ("6", Some(F)),
            ("7", Some(F)),
            ("8", Some(CF)),
            ("-", None),
            ("-", None),
        ])
    );
    assert_eq!(rule.odds(5, 0), odds((1, 8), (1, 2), (1, 4), (1, 8)));
}

#[test]
fn seed_003_example_3_dog_strength_3_row_by_row() {
    let rule = SaveRule::new(1, 4, false);
    let mut rows = vec![
        ("1", Some(CS)),
        ("2", Some(S)),
        ("3", Some(S)),
        ("4", Some(CF)),
    ];
    rows.extend([("-", None); 6]);
    assert_eq!(table(rule, 3), expect(&rows));
    assert_eq!(rule.odds(3, 0), odds((1, 4), (1, 2), (0, 1), (1, 4)));
}

#[test]
fn seed_003_half_point_rule_dog_strength_3_row_by_row() {
    let rule = SaveRule::new(1, 4, true);
    assert!(rule.half_points);
    assert_eq!(
        table(rule, 3),
        expect(&[
            ("0.5", Some(CS)),
            ("1", Some(S)),
            ("1.5", Some(S)),
            ("2", Some(S)),
            ("2.5", Some(S)),
            ("3", Some(S)),
            ("3.5", Some(F)),
            ("4", Some(CF)),
            ("-", None),
            ("-", None),
        ])
    );
    assert_eq!(rule.odds(3, 0), odds((1, 8), (5, 8), (1, 8), (1, 8)));
    // Only ranges of 1 to at most 5 read half points.
    assert!(!SaveRule::new(1, 8, true).half_points);
    assert!(!SaveRule::new(4, 14, true).half_points);
    assert!(SaveRule::new(1, 5, true).half_points);
}

#[test]
fn human_saves_one_is_lucky_above_1_and_ten_fails_critically_below_10() {
    let h = SaveRule::HUMAN;
    assert_eq!(h.level(1, 1, 0), Some(S)); // attribute 1: no lucky test
    assert_eq!(h.level(1, 2, 0), Some(CS));
    assert_eq!(h.level(1, 5, -6), Some(CS)); // lucky whatever the difficulty
    assert_eq!(h.level(10, 9, 0), Some(CF));
    assert_eq!(h.level(10, 10, 0), Some(S));
    assert_eq!(h.level(10, 10, -1), Some(F));
    assert_eq!(h.level(6, 5, 1), Some(S)); // difficulty +1
    assert_eq!(h.level(6, 5, 0), Some(F));
    assert_eq!(h.odds(5, 0), odds((1, 10), (2, 5), (2, 5), (1, 10)));
    assert_eq!(h.odds(10, 0), odds((1, 10), (9, 10), (0, 1), (0, 1)));
    assert_eq!(h.odds(1, 0), odds((0, 1), (1, 10), (4, 5), (1, 10)));
}

#[test]
fn save_command_rerolls_faces_above_the_race_maximum() {
    let mut c = Campaign::new();
    ok(
        &mut c,
        "add-character u1 A Mo super-mutant 10 1 6 1 5 1 5 melee big-guns speech",
        &[],
    );
    let out = ok(&mut c, "save Mo INT", &[9, 10, 5]);
    let Event::Save { roll, .. } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(roll.rerolled, vec![9, 10]);
    assert_eq!((roll.die, roll.level), (5, S));
    assert_eq!(roll.odds, odds((1, 8), (1, 2), (1, 4), (1, 8)));
    let out = ok(&mut c, "save Mo INT -1", &[5]);
    let Event::Save { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(roll.level, F);
    // STR 10 of 5-13: the die plus 5; 13 is the maximum and a critical failure.
    let out = ok(&mut c, "save Mo STR", &[8]);
    let Event::Save { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((roll.effective_text(), roll.level), ("13".to_owned(), CF));
    assert!(matches!(
        refused(&mut c, "save Mo INT +11"),
        RuleError::OutOfRange { value: 11, .. }
    ));
}

#[test]
fn the_half_point_setting_applies_to_a_dogs_strength() {
    let mut c = Campaign::new();
    ok(
        &mut c,
        "add-character u1 A Rex dog 3 8 4 1 1 7 1 melee sneak observe",
        &[],
    );
    let out = ok(&mut c, "save Rex STR", &[7, 3]);
    let Event::Save { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(
        (roll.rerolled.clone(), roll.die, roll.level),
        (vec![7], 3, S)
    );
    ok(&mut c, "setting half-points on", &[]);
    let out = ok(&mut c, "save Rex STR", &[7]);
    let Event::Save { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((roll.effective_text(), roll.level), ("3.5".to_owned(), F));
}

// ----- skill checks -------------------------------------------------------------

#[test]
fn skill_checks_read_luck_criticals_and_show_the_margin() {
    // Seed 003: 1..=LCK critical success, 95..=100 critical failure.
    assert_eq!(skill_level(1, 41, 1, Criticals::Luck), CS);
    assert_eq!(skill_level(2, 41, 1, Criticals::Luck), S);
    assert_eq!(skill_level(41, 41, 1, Criticals::Luck), S);
    assert_eq!(skill_level(42, 41, 1, Criticals::Luck), F);
    assert_eq!(skill_level(94, 100, 1, Criticals::Luck), S);
    assert_eq!(skill_level(95, 100, 1, Criticals::Luck), CF);
    assert_eq!(skill_level(8, 5, 8, Criticals::Luck), CS);
    assert_eq!(skill_level(9, 5, 8, Criticals::Luck), F);
    // Seed 001: only 01 and 00.
    assert_eq!(skill_level(2, 41, 8, Criticals::Classic), S);
    assert_eq!(skill_level(95, 100, 1, Criticals::Classic), S);
    assert_eq!(skill_level(99, 41, 1, Criticals::Classic), F);
    assert_eq!(skill_level(100, 100, 1, Criticals::Classic), CF);

    let mut c = with_ann();
    let out = ok(&mut c, "check Ann small-guns", &[41]);
    let Event::Check { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((roll.target, roll.margin, roll.level), (41, 0, S));
    let out = ok(&mut c, "check Ann sneak -20", &[30]);
    let Event::Check { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!((roll.target, roll.margin, roll.level), (21, -9, F));
    assert_eq!(roll.odds, odds((1, 100), (1, 5), (73, 100), (3, 50)));
    ok(&mut c, "setting criticals classic", &[]);
    let out = ok(&mut c, "check Ann small-guns", &[100]);
    let Event::Check { roll, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(roll.level, CF);
}

#[test]
fn a_repeated_check_rolls_up_to_twenty_times_with_the_same_target() {
    let mut c = with_ann();
    // Small Guns 41 - 20 = 21: 30 fails by 9, 5 passes by 16, 100 is a
    // critical failure (seed 003: 96 and over).
    let out = ok(&mut c, "check Ann small-guns -20 x3", &[30, 5, 100]);
    let rolls: Vec<_> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Check { roll, .. } => (roll.target, roll.margin, roll.level),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(rolls, [(21, -9, F), (21, 16, S), (21, -79, CF),]);
    for line in ["check Ann small-guns x0", "check Ann small-guns x21"] {
        assert!(matches!(
            refused(&mut c, line),
            RuleError::OutOfRange {
                min: 1,
                max: 20,
                ..
            }
        ));
    }
}

#[test]
fn exact_odds_of_a_named_check() {
    // Ann's Small Guns 41 with LCK 1, seed 003 criticals: 1 face, 40, 53, 6.
    let o = skill_odds(41, 1, Criticals::Luck);
    assert_eq!(o, odds((1, 100), (2, 5), (53, 100), (3, 50)));
    assert_eq!(o.critical_success.percent(), "1%");
    assert_eq!(o.failure.percent(), "53%");
    assert_eq!(o.critical_failure.percent(), "6%");
    // Classic criticals: 01, 02-41, 42-99, 00.
    assert_eq!(
        skill_odds(41, 1, Criticals::Classic),
        odds((1, 100), (2, 5), (29, 50), (1, 100))
    );
    // A skill of 0 still has its Luck faces.
    assert_eq!(
        skill_odds(0, 7, Criticals::Luck),
        odds((7, 100), (0, 1), (87, 100), (3, 50))
    );
    assert_eq!(Chance::new(1, 8).percent(), "12.5%");
    assert_eq!(Chance::new(1, 3).percent(), "33.33%");
    assert_eq!(Chance::new(2, 3).percent(), "66.67%");
    assert_eq!(Chance::new(2, 3).to_string(), "2/3 (66.67%)");
    let mut c = with_ann();
    let out = ok(&mut c, "odds Ann small-guns", &[]);
    assert_eq!(
        out.events,
        vec![Event::Odds {
            character: "Ann".into(),
            skill: Skill::SmallGuns,
            target: 41,
            odds: o,
        }]
    );
}

// ----- skill points, experience and levels -----------------------------------------

#[test]
fn spending_points_never_takes_a_skill_over_100() {
    let mut c = with_ann();
    let out = ok(&mut c, "spend Ann small-guns 20", &[]);
    assert!(matches!(
        out.events[0],
        Event::PointsSpent {
            value: 61,
            unspent: 0,
            ..
        }
    ));
    assert!(matches!(
        refused(&mut c, "spend Ann sneak 1"),
        RuleError::NotEnoughPoints {
            have: 0,
            asked: 1,
            ..
        }
    ));
    // Seven level-ups of skills: 7 x (10 + INT 4 + LCK 1) = 105 points.
    ok(&mut c, "xp Ann 2800", &[]);
    for _ in 0..7 {
        ok(&mut c, "level-up Ann skills", &[]);
    }
    assert_eq!(c.characters[0].unspent, 105);
    assert_eq!(
        refused(&mut c, "spend Ann small-guns 40"),
        RuleError::SkillOverMax {
            skill: Skill::SmallGuns,
            value: 101
        }
    );
    ok(&mut c, "spend Ann small-guns 39", &[]);
    assert_eq!(c.characters[0].skill(Skill::SmallGuns), 100);
}

#[test]
fn the_xp_table_and_level_ups() {
    let table: Vec<u64> = (1..=7).map(xp_for_level).collect();
    assert_eq!(table, vec![0, 100, 300, 600, 1000, 1500, 2100]);
    assert_eq!(level_for_xp(99), 1);
    assert_eq!(level_for_xp(100), 2);
    assert_eq!(level_for_xp(299), 2);
    assert_eq!(level_for_xp(2100), 7);
    let mut c = with_ann();
    assert!(matches!(
        refused(&mut c, "level-up Ann END"),
        RuleError::NoLevelUp { .. }
    ));
    let out = ok(&mut c, "xp Ann 350", &[]);
    let choice = Pnp::pending_choice(&c, &out).expect("a level-up to choose");
    assert_eq!(
        (choice.owner.as_str(), choice.leader.as_str()),
        ("u1", "Ann")
    );
    assert_eq!(choice.offer, serde_json::json!({ "level_up": 2 }));
    assert!(matches!(
        out.events[0],
        Event::XpGained {
            level_before: 1,
            level: 3,
            pending: 2,
            xp: 350,
            ..
        }
    ));
    // END 2 -> 3: this level gives 5 + 3 HP (not retroactive).
    let out = ok(&mut c, "level-up Ann END", &[]);
    assert!(matches!(
        out.events[0],
        Event::LevelUp {
            value: Some(3),
            level_hp: 8,
            ..
        }
    ));
    assert_eq!(sheet_hp(&c, "Ann"), (32, 32));
    // Skills: 10 + INT 4 + LCK 1 = 15 points; HP 5 + END 3.
    let out = ok(&mut c, "level-up Ann skills", &[]);
    assert!(matches!(
        out.events[0],
        Event::LevelUp {
            points: 15,
            level_hp: 8,
            ..
        }
    ));
    assert_eq!(c.characters[0].unspent, 35);
    assert_eq!(sheet_hp(&c, "Ann"), (40, 40));
    assert!(matches!(
        refused(&mut c, "level-up Ann STR"),
        RuleError::NoLevelUp { .. }
    ));
    assert!(matches!(
        refused(&mut c, "xp Ann 0"),
        RuleError::OutOfRange { .. }
    ));
    // AGI 5 -> 10 by five level-ups (level 8 at 2,800 XP), then one more.
    ok(&mut c, "xp Ann 2450", &[]);
    for _ in 0..5 {
        ok(&mut c, "level-up Ann AGI", &[]);
    }
    assert_eq!(c.characters[0].score(Attribute::Agi), 10);
    ok(&mut c, "xp Ann 800", &[]);
    assert_eq!(
        refused(&mut c, "level-up Ann AGI"),
        RuleError::AttributeAtMax {
            attribute: "AGI".into(),
            max: 10
        }
    );
}

// ----- combat: the attack chance ---------------------------------------------------

fn weapon(id: &str) -> &'static Weapon {
    Weapon::find(id).expect(id)
}

fn chance(
    skill: u32,
    agi: Option<u8>,
    id: &str,
    band: Band,
    aim: Aim,
    called: Option<Location>,
) -> Result<i64, RuleError> {
    attack_chance(&ChanceInput {
        skill,
        target_agi: agi,
        weapon: weapon(id),
        band,
        aim,
        has_pip_boy: true,
        called,
        modifier: 0,
    })
    .map(|c| c.chance)
}

#[test]
fn target_agility_and_immobile_targets() {
    let c = |agi| chance(50, agi, "10mm", Band::Medium, Aim::None, None);
    assert_eq!(c(Some(5)), Ok(50));
    assert_eq!(c(Some(1)), Ok(58));
    assert_eq!(c(Some(10)), Ok(40));
    assert_eq!(c(None), Ok(60));
}

#[test]
fn range_bands_by_weapon_type() {
    use Band::{Extreme, Long, Medium, PointBlank, Short};
    let pistol = weapon("10mm");
    let bands: Vec<_> = [0, 1, 2, 10, 11, 25, 26, 50, 51, 100]
        .iter()
        .map(|&d| band(pistol, d, 5).expect("in range"))
        .collect();
    assert_eq!(
        bands,
        vec![PointBlank, PointBlank, Short, Short, Medium, Medium, Long, Long, Extreme, Extreme]
    );
    assert!(matches!(
        band(pistol, 101, 5),
        Err(RuleError::OutOfReach { max: 100, .. })
    ));
    assert_eq!(band(weapon("5.56"), 400, 5), Ok(Extreme));
    assert_eq!(band(weapon("12-ga"), 20, 5), Ok(Long));
    assert!(band(weapon("12-ga"), 26, 5).is_err());
    assert_eq!(band(weapon("flamer"), 3, 5), Ok(Short));
    assert!(band(weapon("flamer"), 16, 5).is_err());
    // Thrown: maximum 25 + 5 x STR.
    assert_eq!(band(weapon("grenade"), 40, 3), Ok(Extreme));
    assert!(band(weapon("grenade"), 41, 3).is_err());
    assert_eq!(band(weapon("missile"), 200, 5), Ok(Extreme));
    // Melee: always point-blank, within reach only.
    assert_eq!(band(weapon("machete"), 1, 5), Ok(PointBlank));
    assert!(band(weapon("machete"), 2, 5).is_err());
    let m: Vec<i64> = [PointBlank, Short, Medium, Long, Extreme]
        .iter()
        .map(|b| b.modifier())
        .collect();
    assert_eq!(m, vec![20, 5, 0, -20, -40]);
}

#[test]
fn scopes_pip_boys_and_called_shots() {
    let at = |band, aim| chance(50, Some(5), "5.56", band, aim, None);
    assert_eq!(at(Band::Long, Aim::Scope(1)), Ok(50));
    assert_eq!(at(Band::Long, Aim::Scope(2)), Ok(60));
    assert_eq!(at(Band::Long, Aim::Scope(3)), Ok(70));
    assert_eq!(
        at(Band::PointBlank, Aim::Scope(1)),
        Err(RuleError::Aim {
            reason: AimRefusal::ScopeAtPointBlank
        })
    );
    assert_eq!(
        chance(50, Some(5), "grenade", Band::Short, Aim::Scope(1), None),
        Err(RuleError::Aim {
            reason: AimRefusal::ScopeOnWeapon
        })
    );
    // Pip-Boy: one band closer.
    assert_eq!(at(Band::Short, Aim::PipBoy), Ok(70));
    assert_eq!(at(Band::Medium, Aim::PipBoy), Ok(55));
    assert_eq!(at(Band::Long, Aim::PipBoy), Ok(50));
    assert_eq!(at(Band::Extreme, Aim::PipBoy), Ok(30));
    assert_eq!(at(Band::PointBlank, Aim::PipBoy), Ok(70));
    assert_eq!(
        chance(50, Some(5), "grenade", Band::Short, Aim::PipBoy, None),
        Err(RuleError::Aim {
            reason: AimRefusal::PipBoyOnWeapon
        })
    );
    // Called shots: -30 or half, whichever is less, after range and scope.
    let called = |skill| {
        chance(
            skill,
            Some(5),
            "5.56",
            Band::Medium,
            Aim::None,
            Some(Location::Head),
        )
    };
    assert_eq!(called(25), Ok(12));
    assert_eq!(called(60), Ok(30));
    assert_eq!(called(100), Ok(70));
    // Never easier than the plain shot: 1 becomes 0, and a chance below zero
    // stays where it is (half of -24 would have been -12).
    // Against AGI 10 (-10) at long range (-20): skill 31 is 1, skill 6 is -24.
    let hard = |skill, called| chance(skill, Some(10), "5.56", Band::Long, Aim::None, called);
    assert_eq!(hard(31, None), Ok(1));
    assert_eq!(hard(31, Some(Location::Head)), Ok(0));
    assert_eq!(hard(30, Some(Location::Head)), Ok(0));
    assert_eq!(hard(6, None), Ok(-24));
    assert_eq!(hard(6, Some(Location::Head)), Ok(-24));
    assert_eq!(hard(5, Some(Location::Leg)), Ok(-25));
    assert_eq!(
        chance(
            30,
            Some(5),
            "5.56",
            Band::Long,
            Aim::Scope(3),
            Some(Location::Leg)
        ),
        Ok(25)
    );
}

#[test]
fn attack_options_reach_the_engine() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider", &[]);
    ok(&mut c, "ammo Ann 5.56 plenty", &[]);
    assert_eq!(
        refused(&mut c, "attack Ann 5.56 Raider 60 pip-boy"),
        RuleError::Aim {
            reason: AimRefusal::NoPipBoy
        }
    );
    ok(&mut c, "pip-boy Ann on", &[]);
    // Small Guns 41, AGI 5 raider, long (60 m) read as medium: 41. d100 41 hits,
    // d20 ammo 2, d10 damage 4 blocked by light armour.
    let out = ok(&mut c, "attack Ann 5.56 Raider 60 pip-boy", &[41, 2, 4]);
    let Event::Attack { chance, .. } = &out.events[0] else {
        panic!()
    };
    assert_eq!(
        (chance.band, chance.aimed_band, chance.chance),
        (Band::Long, Band::Medium, 41)
    );
    let Event::Damage { damage, hp, .. } = &out.events[2] else {
        panic!("{out:?}")
    };
    assert_eq!((damage.hp_damage, hp.after), (0, 30));
    assert_eq!(out.events.len(), 3, "no damage, no morale");
    assert!(matches!(
        parse(&["attack", "Ann", "5.56", "Raider", "60", "scope", "4"]),
        Err(ParseError::Rule(RuleError::OutOfRange { value: 4, .. }))
    ));
    assert!(matches!(
        parse(&["attack", "Ann", "5.56", "Raider", "60", "sideways"]),
        Err(ParseError::Rule(RuleError::Unknown {
            kind: Unknown::Option,
            ..
        }))
    ));
    assert!(matches!(
        refused(&mut c, "attack Ann 5.56 Raider 401"),
        RuleError::OutOfReach { .. }
    ));
    assert!(matches!(
        refused(&mut c, "attack Ann 5.56 Raider 10 splash Ann@1"),
        RuleError::NoSplash { .. }
    ));
}

// ----- damage and armour ----------------------------------------------------------------

fn expected_block(armour: Armour, face: u32, sides: u32) -> bool {
    let single = |n: u32| face == if n > sides { sides } else { n };
    match armour {
        Armour::None => false,
        Armour::Light => single(4),
        Armour::Medium => single(6),
        Armour::Heavy => single(8),
        Armour::Power => [1, 2, 4, 8, 16].contains(&face) || face == sides,
    }
}

#[test]
fn armour_over_every_face_of_every_weapon() {
    for w in &WEAPONS {
        let groups = std::iter::once(w.dice).chain(w.rad);
        for g in groups {
            for face in 1..=g.sides {
                for armour in Armour::ALL {
                    assert_eq!(
                        armour.blocks(face, g.sides),
                        expected_block(armour, face, g.sides),
                        "{} d{} face {face} {armour:?}",
                        w.id,
                        g.sides
                    );
                    let die = DamageDie {
                        sides: g.sides,
                        face,
                        modifier: w.modifier,
                        rad: false,
                        dropped: false,
                        blocked: false,
                    };
                    let dealt = damage_to(&[die], 0, armour, false, None).hp_damage;
                    let expected = if expected_block(armour, face, g.sides) {
                        0
                    } else {
                        (i64::from(face) + w.modifier).max(0) as u32
                    };
                    assert_eq!(dealt, expected, "{} face {face} {armour:?}", w.id);
                }
            }
        }
    }
    // A punch (1d3) and brass knuckles (1d3+1) never hurt power armour.
    for id in ["fist", "brass-knuckles"] {
        for face in 1..=3 {
            let mut dice = ScriptedDice::new([face]);
            let rolled = roll_damage(weapon(id), 2, &mut dice);
            assert_eq!(
                damage_to(&rolled, 0, Armour::Power, false, None).hp_damage,
                0
            );
        }
    }
    // Every armour ignores a 3 on an unarmed d3.
    for a in [Armour::Light, Armour::Medium, Armour::Heavy, Armour::Power] {
        assert!(a.blocks(3, 3));
    }
}

#[test]
fn a_blocked_die_loses_its_modifier_the_nail_board_example() {
    let nail_board = DamageDie {
        sides: 6,
        face: 4,
        modifier: 1,
        rad: false,
        dropped: false,
        blocked: false,
    };
    assert_eq!(
        damage_to(&[nail_board], 0, Armour::Light, false, None).hp_damage,
        0
    );
    assert_eq!(
        damage_to(&[nail_board], 0, Armour::None, false, None).hp_damage,
        5
    );
    assert_eq!(
        damage_to(&[nail_board], 0, Armour::Light, true, None).hp_damage,
        5
    );
}

#[test]
fn melee_strength_bonus_rounds_down() {
    let b: Vec<i64> = (1..=10).map(strength_bonus).collect();
    assert_eq!(b, vec![-2, -2, -1, -1, 0, 0, 1, 1, 2, 2]);
}

#[test]
fn shotguns_multiply_after_armour() {
    assert_eq!(shotgun_factor(Band::PointBlank), (2, 1));
    assert_eq!(shotgun_factor(Band::Short), (1, 1));
    assert_eq!(shotgun_factor(Band::Medium), (1, 2));
    assert_eq!(shotgun_factor(Band::Long), (1, 4));
    assert_eq!(shotgun_factor(Band::Extreme), (1, 4));
    let mut dice = ScriptedDice::new([4, 2, 3]);
    let rolled = roll_damage(weapon("12-ga"), 0, &mut dice);
    let at =
        |armour, band| damage_to(&rolled, 0, armour, false, Some(shotgun_factor(band))).hp_damage;
    assert_eq!(at(Armour::None, Band::PointBlank), 18);
    assert_eq!(at(Armour::Light, Band::PointBlank), 10);
    assert_eq!(at(Armour::Light, Band::Short), 5);
    assert_eq!(at(Armour::Light, Band::Medium), 2);
    assert_eq!(at(Armour::Light, Band::Long), 1);
    assert_eq!(at(Armour::Power, Band::PointBlank), 6); // 4, 2 blocked; 3 x 2
}

#[test]
fn splash_rings_drop_the_highest_dice() {
    let mut dice = ScriptedDice::new([6, 3, 5]);
    let rolled = roll_damage(weapon("grenade"), 0, &mut dice);
    let ring = |r| damage_to(&rolled, r, Armour::None, false, None).hp_damage;
    assert_eq!(
        (ring(0), ring(1), ring(2), ring(3), ring(4)),
        (14, 8, 3, 0, 0)
    );
    // Armour reads what the ring leaves: medium removes the 6 only at ring 0.
    assert_eq!(
        damage_to(&rolled, 0, Armour::Medium, false, None).hp_damage,
        8
    );
    assert_eq!(
        damage_to(&rolled, 1, Armour::Medium, false, None).hp_damage,
        8
    );
}

#[test]
fn a_grenade_through_the_engine_hits_every_ring() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add mole-rat 3 Rat", &[]);
    for e in &mut c.enemies {
        e.morale = None;
    }
    // Explosives 23, AGI 6 target: -2, short (5 m): +5 -> 26. d100 20 hits.
    let out = ok(
        &mut c,
        r#"attack Ann grenade "Rat 1" 5 splash "Rat 2@1,Rat 3@2""#,
        &[20, 6, 3, 5],
    );
    let hits: Vec<(String, u32, u32)> = out
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Damage { target, damage, hp } => {
                Some((target.clone(), damage.hp_damage, hp.after))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        hits,
        vec![
            ("Rat 1".into(), 14, 1),
            ("Rat 2".into(), 8, 7),
            ("Rat 3".into(), 3, 12)
        ]
    );
    assert!(matches!(
        refused(&mut c, r#"attack Ann grenade "Rat 1" 5 splash "Rat 1@1""#),
        RuleError::DuplicateTarget { .. }
    ));
}

#[test]
fn a_molotov_burns_round_by_round_and_dousing_removes_a_die() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider", &[]);
    // Explosives 23 + 0 (AGI 5) + 5 (short) = 28; d100 10 hits; 6d4; light
    // armour removes the 4s: 1+2+3+1 = 7; first-damage morale 2d6 = 2 holds.
    let out = ok(
        &mut c,
        "attack Ann molotov Raider 5",
        &[10, 4, 1, 2, 3, 4, 1, 1, 1],
    );
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(kinds, ["attack", "damage", "burning", "morale"]);
    assert_eq!(c.enemies[0].vitals.hp, 23);
    assert_eq!(c.enemies[0].vitals.burning.len(), 4);
    // Round 2: the 3 goes, 1 + 2 + 1 = 4 burns.
    let out = ok(&mut c, "round", &[]);
    assert!(matches!(&out.events[0], Event::BurnTick { damage: 4, hp, .. } if hp.after == 19));
    // Douse: the 2 goes.
    let out = ok(&mut c, "douse Raider", &[]);
    assert!(
        matches!(&out.events[0], Event::Doused { dropped, remaining, .. } if dropped.face == 2 && remaining.len() == 2)
    );
    let out = ok(&mut c, "round", &[]);
    assert!(matches!(&out.events[0], Event::BurnTick { damage: 1, .. }));
    let out = ok(&mut c, "round", &[]);
    assert!(
        matches!(&out.events[0], Event::BurnTick { damage: 0, remaining, .. } if remaining.is_empty())
    );
    assert!(ok(&mut c, "round", &[]).events.is_empty());
    assert!(matches!(
        refused(&mut c, "douse Raider"),
        RuleError::NotBurning { .. }
    ));
    assert_eq!(c.enemies[0].vitals.hp, 18);
}

#[test]
fn poison_saves_each_round_and_armour_that_stops_all_damage_stops_it() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add radscorpion Scorp", &[]);
    // Skill 55 + 0 (Ann AGI 5) + 20 (melee) = 75; d100 50; sting d4 3; duration d4 2.
    let out = ok(&mut c, "attack Scorp sting Ann 1", &[50, 3, 2]);
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(kinds, ["attack", "damage", "poisoned"]);
    assert_eq!(sheet_hp(&c, "Ann"), (21, 24));
    // Round 1: END 2 save, d10 5 fails; d8 6.
    let out = ok(&mut c, "round", &[5, 6]);
    assert!(matches!(
        out.events[1],
        Event::PoisonTick {
            damage: Some(6),
            rounds_left: 1,
            ..
        }
    ));
    assert_eq!(sheet_hp(&c, "Ann"), (15, 24));
    // Round 2: a 1 is a lucky save; the poison ends.
    let out = ok(&mut c, "round", &[1]);
    assert!(matches!(
        out.events[1],
        Event::PoisonTick {
            damage: None,
            rounds_left: 0,
            ..
        }
    ));
    assert!(ok(&mut c, "round", &[]).events.is_empty());
    // Power armour removes the 4: no damage, no poison.
    ok(&mut c, "armour Ann power", &[]);
    let out = ok(&mut c, "attack Scorp sting Ann 0", &[50, 4]);
    assert_eq!(out.events.len(), 2);
    assert!(c.characters[0].vitals.poison.is_none());
}

#[test]
fn radiation_lowers_max_hp_after_hp_damage_and_healing() {
    let mut c = with_ann();
    let out = ok(&mut c, "hurt Ann 5 10", &[]);
    assert!(
        matches!(&out.events[0], Event::Hurt { hp, .. } if (hp.before, hp.after, hp.max) == (24, 14, 14))
    );
    // RadAway: 25 + Medic 33 = 58 rads.
    let out = ok(&mut c, "radaway Ann Ann", &[]);
    assert!(matches!(
        &out.events[0],
        Event::Healed {
            amount: 58,
            rads_before: 10,
            rads_after: 0,
            ..
        }
    ));
    assert_eq!(sheet_hp(&c, "Ann"), (14, 24));
    ok(&mut c, "stimpak Ann Ann", &[]);
    assert_eq!(sheet_hp(&c, "Ann"), (24, 24));
    ok(&mut c, "hurt Ann 10 4", &[]);
    assert_eq!(sheet_hp(&c, "Ann"), (14, 20));
    ok(&mut c, "sleep Ann", &[]);
    assert_eq!(sheet_hp(&c, "Ann"), (20, 20));
    // A plasma pistol: 3d4 then 1d4 rad; light armour removes the 4.
    ok(&mut c, "enemy-add raider", &[]);
    ok(&mut c, "ammo Ann plasma-pistol some", &[]);
    // 41 + 0 + 5 (short) = 46; d100 46; d6 3; dice 4 3 2 + rad 3; morale 6+1 flees.
    let out = ok(
        &mut c,
        "attack Ann plasma-pistol Raider 5",
        &[46, 3, 4, 3, 2, 3, 6, 1],
    );
    let Event::Damage { damage, hp, .. } = &out.events[2] else {
        panic!("{out:?}")
    };
    assert_eq!((damage.hp_damage, damage.rad_damage), (5, 3));
    assert_eq!((hp.after, hp.max), (25, 27));
    assert!(
        matches!(&out.events[3], Event::Morale { cause: MoraleCause::FirstDamage, roll, .. } if roll.flees)
    );
    assert!(matches!(
        refused(&mut c, "attack Raider 10mm Ann 5"),
        RuleError::Fled { .. }
    ));
}

#[test]
fn ammunition_levels_fall_with_each_shot_and_finds_raise_them() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add mole-rat", &[]);
    ok(&mut c, "ammo Ann 10mm some", &[]);
    // 41 - 2 (AGI 6) + 0 (medium) = 39; misses scatter on a d8.
    let out = ok(&mut c, r#"attack Ann 10mm "Mole Rat" 11"#, &[90, 1, 3]);
    assert!(
        matches!(&out.events[1], Event::AmmoUsed { used, .. } if used.sides == Some(6) && used.after == AmmoLevel::Count(3))
    );
    assert!(matches!(
        out.events[2],
        Event::Scatter {
            direction: 3,
            missed_by: 51
        }
    ));
    ok(&mut c, r#"attack Ann 10mm "Mole Rat" 11"#, &[90, 1]);
    ok(&mut c, r#"attack Ann 10mm "Mole Rat" 11"#, &[90, 1]);
    let out = ok(&mut c, r#"attack Ann 10mm "Mole Rat" 11"#, &[90, 1]);
    assert!(
        matches!(&out.events[1], Event::AmmoUsed { used, .. } if used.after == AmmoLevel::Empty)
    );
    assert!(matches!(
        refused(&mut c, r#"attack Ann 10mm "Mole Rat" 11"#),
        RuleError::NoAmmo { .. }
    ));
    assert!(matches!(
        refused(&mut c, "ammo Ann machete some"),
        RuleError::NoAmmoWeapon { .. }
    ));
    // Plenty: d20 (d12 heavy); some: d6 (d4 heavy).
    let fire = |level: AmmoLevel, heavy, face| {
        let mut d = ScriptedDice::new([face]);
        let u = level.fire(heavy, &mut d);
        (u.sides, u.after)
    };
    assert_eq!(
        fire(AmmoLevel::Plenty, false, 1),
        (Some(20), AmmoLevel::Some)
    );
    assert_eq!(
        fire(AmmoLevel::Plenty, false, 2),
        (Some(20), AmmoLevel::Plenty)
    );
    assert_eq!(
        fire(AmmoLevel::Plenty, true, 1),
        (Some(12), AmmoLevel::Some)
    );
    assert_eq!(
        fire(AmmoLevel::Some, true, 1),
        (Some(4), AmmoLevel::Count(3))
    );
    assert_eq!(fire(AmmoLevel::Some, false, 2), (Some(6), AmmoLevel::Some));
    let find = |level: AmmoLevel, found, faces: &[u32]| {
        let mut d = ScriptedDice::new(faces.iter().copied());
        let (_, after) = level.find(found, &mut d);
        assert_eq!(d.remaining(), 0);
        after
    };
    assert_eq!(
        find(AmmoLevel::Empty, Find::Loose, &[2]),
        AmmoLevel::Count(2)
    );
    assert_eq!(
        find(AmmoLevel::Count(2), Find::Loose, &[1]),
        AmmoLevel::Count(3)
    );
    assert_eq!(
        find(AmmoLevel::Count(3), Find::Loose, &[1]),
        AmmoLevel::Some
    );
    assert_eq!(
        find(AmmoLevel::Count(2), Find::Loose, &[2]),
        AmmoLevel::Some
    );
    assert_eq!(find(AmmoLevel::Some, Find::Loose, &[]), AmmoLevel::Some);
    assert_eq!(find(AmmoLevel::Count(1), Find::Clip, &[]), AmmoLevel::Some);
    assert_eq!(find(AmmoLevel::Some, Find::Clip, &[5]), AmmoLevel::Some);
    assert_eq!(find(AmmoLevel::Some, Find::Clip, &[6]), AmmoLevel::Plenty);
    assert_eq!(find(AmmoLevel::Plenty, Find::Clip, &[]), AmmoLevel::Plenty);
    assert_eq!(find(AmmoLevel::Count(1), Find::Box, &[]), AmmoLevel::Plenty);
    let out = ok(&mut c, "find-ammo Ann 10mm clip", &[]);
    assert!(matches!(
        &out.events[0],
        Event::Ammo {
            after: AmmoLevel::Some,
            ..
        }
    ));
}

#[test]
fn morale_first_damage_half_hp_and_a_fallen_leader() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider 3 Gang", &[]);
    ok(&mut c, r#"leader "Gang 1""#, &[]);
    // The leader falls: the rest check (12 > 6 flees, 3 holds).
    let out = ok(&mut c, r#"hurt "Gang 1" 30"#, &[6, 6, 1, 2]);
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(kinds, ["hurt", "died", "morale", "morale"]);
    assert!(
        matches!(&out.events[2], Event::Morale { cause: MoraleCause::LeaderLost, roll, .. } if roll.flees && roll.total == 12)
    );
    assert!(c.enemies[1].fled && !c.enemies[2].fled);
    // First damage, then half HP (15 of 30), then nothing more.
    let out = ok(&mut c, r#"hurt "Gang 3" 5"#, &[1, 1]);
    assert!(matches!(
        &out.events[1],
        Event::Morale {
            cause: MoraleCause::FirstDamage,
            ..
        }
    ));
    let out = ok(&mut c, r#"hurt "Gang 3" 10"#, &[3, 3]);
    assert!(
        matches!(&out.events[1], Event::Morale { cause: MoraleCause::HalfHp, roll, .. } if !roll.flees && roll.total == 6)
    );
    assert_eq!(ok(&mut c, r#"hurt "Gang 3" 1"#, &[]).events.len(), 1);
    // Asked, with a modifier: 4 + 3 = 7 > 6 flees.
    let out = ok(&mut c, r#"morale "Gang 3" +3"#, &[2, 2]);
    assert!(matches!(&out.events[0], Event::Morale { roll, .. } if roll.flees));
    assert!(matches!(
        refused(&mut c, r#"morale "Gang 3""#),
        RuleError::Fled { .. }
    ));
    ok(&mut c, "enemy-add raider Psycho", &[]);
    ok(&mut c, "morale-score Psycho none", &[]);
    assert!(matches!(
        refused(&mut c, "morale Psycho"),
        RuleError::NoMorale { .. }
    ));
    assert_eq!(ok(&mut c, "hurt Psycho 20", &[]).events.len(), 1);
}

#[test]
fn killing_an_enemy_gives_its_experience() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add mole-rat Rat", &[]);
    ok(&mut c, "hurt Rat 14", &[1, 1]);
    // Melee 16 - 2 (AGI 6) + 20 = 34; d100 20; d4 3 - 1 (STR 3) = 2.
    let out = ok(&mut c, "attack Ann knife Rat 1", &[20, 3]);
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(kinds, ["attack", "damage", "died", "xp_gained"]);
    assert_eq!(c.characters[0].xp, 15);
    assert!(matches!(
        refused(&mut c, "attack Ann knife Rat 1"),
        RuleError::Dead { .. }
    ));
}

#[test]
fn called_shots_and_their_end_saves() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider", &[]);
    ok(&mut c, "ammo Ann 5.56 plenty", &[]);
    // 41 at medium (30 m), called: max(41 - 30, 20) = 20. d100 15; d20 7;
    // END 5 save d10 8 fails: armour ignored; d10 4 hits through light armour.
    let out = ok(
        &mut c,
        "attack Ann 5.56 Raider 30 called head",
        &[15, 7, 8, 4, 2, 2],
    );
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(
        kinds,
        [
            "attack",
            "ammo_used",
            "save",
            "called_shot",
            "damage",
            "morale"
        ]
    );
    assert!(matches!(&out.events[0], Event::Attack { chance, .. } if chance.chance == 20));
    assert!(matches!(
        out.events[3],
        Event::CalledShot {
            effect: CalledEffect::LosesNextAction,
            ..
        }
    ));
    assert!(
        matches!(&out.events[4], Event::Damage { damage, .. } if damage.armour_ignored && damage.hp_damage == 4)
    );
    let out = ok(
        &mut c,
        "attack Ann 5.56 Raider 30 called leg",
        &[15, 7, 3, 5],
    );
    assert!(matches!(
        out.events[3],
        Event::CalledShot {
            effect: CalledEffect::SpeedQuarter,
            ..
        }
    ));
    let out = ok(
        &mut c,
        "attack Ann 5.56 Raider 30 called arm",
        &[15, 7, 9, 5],
    );
    assert!(matches!(
        out.events[3],
        Event::CalledShot {
            effect: CalledEffect::DropsWeapon,
            ..
        }
    ));
    // 16 HP lost of 30 after this one: the half-HP morale check (2 holds).
    let out = ok(
        &mut c,
        "attack Ann 5.56 Raider 30 called other-arm",
        &[15, 7, 5, 1, 1],
    );
    assert!(matches!(
        out.events[2],
        Event::CalledShot {
            effect: CalledEffect::Nothing,
            ..
        }
    ));
}

#[test]
fn hp_0_is_death_and_only_a_gm_revive_undoes_it() {
    let mut c = with_ann();
    let out = ok(&mut c, "hurt Ann 100", &[]);
    assert!(matches!(out.events[1], Event::Died { .. }));
    assert!(matches!(
        refused(&mut c, "check Ann sneak"),
        RuleError::Dead { .. }
    ));
    assert!(matches!(
        refused(&mut c, "stimpak Ann Ann"),
        RuleError::Dead { .. }
    ));
    assert!(matches!(
        refused(&mut c, "revive Ann 25"),
        RuleError::OutOfRange { max: 24, .. }
    ));
    ok(&mut c, "revive Ann 5", &[]);
    assert_eq!(sheet_hp(&c, "Ann"), (5, 24));
    assert!(matches!(
        refused(&mut c, "revive Ann"),
        RuleError::NotDead { .. }
    ));
    let spec = COMMANDS
        .iter()
        .find(|s| s.name == "revive")
        .expect("revive");
    assert!(spec.gm_only);
}

#[test]
fn validate_catches_a_broken_import() {
    let mut c = with_ann();
    assert_eq!(c.validate(), Ok(()));
    c.characters[0].vitals.hp = 25;
    assert!(matches!(c.validate(), Err(RuleError::InvalidState { .. })));
    let mut c = with_ann();
    c.characters[0].special[0] = 11;
    assert!(c.validate().is_err());
    let mut c = with_ann();
    let twin = c.characters[0].clone();
    c.characters.push(twin);
    assert!(c.validate().is_err());
    let mut c = with_ann();
    c.characters[0].levels_taken = 1;
    assert!(c.validate().is_err());
}

#[test]
fn the_fixed_cli_syntax_and_the_command_table() {
    let mut c = with_ann();
    let out = ok(&mut c, "status Ann", &[]);
    let Event::Sheet { sheet } = &out.events[0] else {
        panic!()
    };
    assert_eq!(
        (sheet.level, sheet.xp, sheet.hp, sheet.skills.len()),
        (1, 0, 24, 11)
    );
    assert!(matches!(
        command("check Ann small-guns +10"),
        Command::Check { modifier: 10, .. }
    ));
    assert!(matches!(
        command("save Ann PER -2"),
        Command::Save {
            modifier: -2,
            attribute: Attribute::Per,
            ..
        }
    ));
    assert!(matches!(
        command("xp Ann 100"),
        Command::Xp { amount: 100, .. }
    ));
    assert!(matches!(
        parse(&["fly"]),
        Err(ParseError::UnknownCommand { .. })
    ));
    assert_eq!(parse(&[]), Err(ParseError::Empty));
    let mut names: Vec<&str> = COMMANDS.iter().map(|s| s.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), COMMANDS.len());
    assert_eq!(Pnp::ID, RulesetId::new("fallout-pnp"));
    let (mut fresh, start) = Pnp::start();
    let out = Pnp::execute(&mut fresh, &start, &mut ScriptedDice::new([])).expect("start");
    assert!(matches!(out.events[0], Event::Board { .. }));
    assert!(Pnp::is_read_only(&start));
}

// ----- messages -------------------------------------------------------------------

/// Every variable any `pnp-` message uses, with a value that selects a real
/// variant.
fn all_args() -> Vec<(&'static str, overseer::i18n::Arg)> {
    use overseer::i18n::Arg;
    let text = [
        "name",
        "character",
        "target",
        "attacker",
        "enemy",
        "unit",
        "healer",
        "skill",
        "attribute",
        "weapon",
        "group",
        "xp",
        "next",
        "hp",
        "max",
        "rads",
        "skills",
        "count",
        "enemies",
        "points",
        "value",
        "unspent",
        "die",
        "goal",
        "margin",
        "cs",
        "s",
        "f",
        "cf",
        "effective",
        "amount",
        "level",
        "choice",
        "level_hp",
        "before",
        "after",
        "setting",
        "score",
        "chance",
        "missed_by",
        "damage",
        "blocked",
        "location",
        "rounds",
        "total",
        "rads_before",
        "rads_after",
        "armour",
        "command",
        "suggestions",
        "usage",
        "what",
        "min",
        "codepoint",
        "expected",
        "have",
        "asked",
        "distance",
    ];
    let mut args: Vec<(&'static str, Arg)> = text.iter().map(|k| (*k, Arg::from("x"))).collect();
    args.extend([
        ("result", Arg::from("success")),
        ("reason", Arg::from("no_pip_boy")),
        ("effect", Arg::from("speed_half")),
        ("flees", Arg::from("yes")),
        ("on", Arg::from("no")),
        ("direction", Arg::from(3u32)),
        ("pending", Arg::from(2u32)),
    ]);
    args
}

const EVENT_KINDS: [&str; 33] = [
    "character_added",
    "character_removed",
    "sheet",
    "board",
    "points_spent",
    "check",
    "odds",
    "save",
    "xp_gained",
    "level_up",
    "setting_changed",
    "enemy_added",
    "enemy_removed",
    "leader_set",
    "morale_set",
    "attack",
    "ammo_used",
    "scatter",
    "damage",
    "called_shot",
    "burning",
    "burn_tick",
    "doused",
    "poisoned",
    "poison_tick",
    "morale",
    "died",
    "healed",
    "hurt",
    "revived",
    "armour_set",
    "pip_boy_set",
    "ammo",
];

#[test]
fn every_help_refusal_and_event_has_a_message_in_both_languages() {
    use overseer::i18n::{try_tr, Lang};
    let args = all_args();
    let mut ids: Vec<String> = COMMANDS.iter().map(|s| s.help_key.to_owned()).collect();
    ids.push("pnp-help-title".into());
    ids.extend(EVENT_KINDS.iter().map(|k| format!("pnp-ev-{k}")));
    let errors = [
        RuleError::Unknown {
            kind: Unknown::Character,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Enemy,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Unit,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Skill,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Attribute,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Race,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Weapon,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Armour,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Template,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Setting,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::Unknown {
            kind: Unknown::Option,
            name: "x".into(),
            suggestions: vec![],
        },
        RuleError::OutOfRange {
            what: "x".into(),
            value: 0,
            min: 0,
            max: 0,
        },
        RuleError::Invalid {
            what: "x".into(),
            value: "x".into(),
        },
        RuleError::ForbiddenCharacter {
            what: "x".into(),
            codepoint: "x".into(),
            value: "x".into(),
        },
        RuleError::DuplicateName { name: "x".into() },
        RuleError::DuplicateTag {
            skill: Skill::Melee,
        },
        RuleError::PointTotal {
            total: 0,
            expected: 0,
        },
        RuleError::NotEnoughPoints {
            name: "x".into(),
            have: 0,
            asked: 0,
        },
        RuleError::SkillOverMax {
            skill: Skill::Melee,
            value: 0,
        },
        RuleError::AttributeAtMax {
            attribute: "x".into(),
            max: 0,
        },
        RuleError::NoLevelUp { name: "x".into() },
        RuleError::Dead { name: "x".into() },
        RuleError::Fled { name: "x".into() },
        RuleError::NotDead { name: "x".into() },
        RuleError::OutOfReach {
            weapon: "x".into(),
            distance: 0,
            max: 0,
        },
        RuleError::Aim {
            reason: AimRefusal::NoPipBoy,
        },
        RuleError::NoAmmo {
            name: "x".into(),
            weapon: "x".into(),
        },
        RuleError::NoAmmoWeapon { weapon: "x".into() },
        RuleError::NotBurning { name: "x".into() },
        RuleError::NoMorale { name: "x".into() },
        RuleError::DuplicateTarget { name: "x".into() },
        RuleError::NoSplash { weapon: "x".into() },
        RuleError::TooManyRerolls,
        RuleError::InvalidState { reason: "x".into() },
    ];
    ids.extend(errors.iter().map(RuleError::message_id));
    ids.extend(
        [
            ParseError::Empty,
            ParseError::Usage {
                command: "x".into(),
                usage: "x".into(),
            },
        ]
        .iter()
        .map(ParseError::message_id),
    );
    ids.push(
        ParseError::UnknownCommand {
            word: "x".into(),
            commands: vec![],
        }
        .message_id(),
    );
    for lang in [Lang::EnUs, Lang::ZhCn] {
        for id in &ids {
            let text = try_tr(lang, id, &args);
            assert!(
                text.as_deref()
                    .is_some_and(|t| !t.trim().is_empty() && !t.contains("{$")),
                "{lang}: {id} does not render"
            );
        }
    }
    // Every event a scenario produces has one of the listed kinds.
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider", &[]);
    let out = ok(
        &mut c,
        "attack Ann molotov Raider 5",
        &[10, 4, 1, 2, 3, 4, 1, 1, 1],
    );
    for e in &out.events {
        assert!(EVENT_KINDS.contains(&e.kind().as_str()), "{}", e.kind());
    }
}

#[test]
fn a_fight_with_armour_a_shotgun_a_molotov_and_morale() {
    let mut c = with_ann();
    ok(&mut c, "enemy-add raider 2 Gang", &[]);
    ok(&mut c, r#"leader "Gang 1""#, &[]);
    ok(&mut c, "ammo Ann 12-ga some", &[]);
    // Point-blank shotgun: 41 + 0 + 20 = 61; d100 30; ammo d6 4; 3d4 4 3 3,
    // light armour removes the 4: 6 x 2 = 12. First damage: 2d6 6 holds.
    let out = ok(
        &mut c,
        r#"attack Ann 12-ga "Gang 1" 1"#,
        &[30, 4, 4, 3, 3, 3, 3],
    );
    let Event::Damage { damage, hp, .. } = &out.events[2] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (damage.hp_before_factor, damage.hp_damage, hp.after),
        (6, 12, 18)
    );
    // Molotov at 5 m: 23 + 0 + 5 = 28; d100 12; 6d4 4 4 3 3 2 1.
    // Gang 1: 3+3+2+1 = 9 (18 -> 9, half lost): 6+5 = 11 flees; the leader
    // fled, so Gang 2 checks: 2+2 holds. Gang 2, ring 1: one 4 dropped, the
    // other blocked: 9 (30 -> 21), burning; first damage: 1+1 holds.
    let out = ok(
        &mut c,
        r#"attack Ann molotov "Gang 1" 5 splash "Gang 2@1""#,
        &[12, 4, 4, 3, 3, 2, 1, 6, 5, 2, 2, 1, 1],
    );
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(
        kinds,
        ["attack", "damage", "burning", "morale", "morale", "damage", "burning", "morale"]
    );
    assert!(
        matches!(&out.events[3], Event::Morale { cause: MoraleCause::HalfHp, roll, .. } if roll.flees)
    );
    assert!(
        matches!(&out.events[4], Event::Morale { cause: MoraleCause::LeaderLost, roll, .. } if !roll.flees)
    );
    assert_eq!((c.enemies[0].vitals.hp, c.enemies[1].vitals.hp), (9, 21));
    // A round of fire: each drops a 3 and burns for 6; Gang 2 reaches half
    // HP and flees on 12.
    let out = ok(&mut c, "round", &[6, 6]);
    let kinds: Vec<String> = out.events.iter().map(Event::kind).collect();
    assert_eq!(kinds, ["burn_tick", "burn_tick", "morale"]);
    assert_eq!((c.enemies[0].vitals.hp, c.enemies[1].vitals.hp), (3, 15));
    assert!(c.enemies.iter().all(|e| e.fled));
    assert_eq!(c.characters[0].ammo_for("12-ga"), AmmoLevel::Some);
}
