//! Scripted-dice scenarios for every rule of the d20 game (seed 004), with
//! exact expected numbers. Dice order: a roll's d20 first, then its damage
//! dice; an explosive rolls its damage first, then each save in the order the
//! targets are named; initiative rolls in roster order (characters, then
//! enemies), then roll-offs in sorted order.

// Scenarios build their commands inline and hand them over.
#![allow(clippy::needless_pass_by_value)]

use overseer::engine::dice::ScriptedDice;
use overseer::engine::roster::Roster as _;
use overseer::engine::rulesets::d20::character::{
    armor_class, initiative_bonus, max_hp, proficiency, Condition, NewCharacter,
};
use overseer::engine::rulesets::d20::check::{
    level_for, odds, parse_dc, save_damage, NaturalShift, SuccessLevel,
};
use overseer::engine::rulesets::d20::command::Command;
use overseer::engine::rulesets::d20::commands::COMMANDS;
use overseer::engine::rulesets::d20::data::{Delivery, EnemyTemplate, Weapon, ENEMIES, WEAPONS};
use overseer::engine::rulesets::d20::dice_expr::{DiceExpr, Keep};
use overseer::engine::rulesets::d20::error::{RuleError, Unknown};
use overseer::engine::rulesets::d20::outcome::{Event, Outcome, Unit};
use overseer::engine::rulesets::d20::skills::{Attribute, Attributes, Skill, SKILLS};
use overseer::engine::rulesets::d20::Campaign;
use overseer::games::d20::cli::grammar::{parse, ParseError};

use SuccessLevel::{CriticalFailure as CF, CriticalSuccess as CS, Failure as F, Success as S};

fn add(name: &str, level: i64, attributes: [i64; 6], skills: &[Skill]) -> Command {
    Command::AddCharacter(NewCharacter {
        owner: format!("user-{name}"),
        player: format!("Player of {name}"),
        name: name.into(),
        level,
        attributes,
        proficient: skills.to_vec(),
    })
}

/// Runs a command that must succeed and use exactly `faces`.
fn run(c: &mut Campaign, cmd: Command, faces: impl IntoIterator<Item = u32>) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} refused: {e:?}"));
    assert_eq!(dice.remaining(), 0, "{cmd:?} left faces unused");
    c.validate().expect("valid after a command");
    out
}

/// Runs a command that must be refused, checking nothing changed.
fn refuse(c: &mut Campaign, cmd: Command, faces: impl IntoIterator<Item = u32>) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&cmd, &mut ScriptedDice::new(faces))
        .expect_err("must be refused");
    assert_eq!(*c, before, "a refused {cmd:?} changed the campaign");
    err
}

fn one(out: Outcome) -> Event {
    assert_eq!(out.events.len(), 1, "{out:?}");
    out.events.into_iter().next().expect("one event")
}

/// Ann: level 1 (Prof 2), Str 2, Agi 3, Pre 1, Int 0, Wis -1, Cha 4;
/// proficient in Stealth, Melee Weapons, Reflex, Explosives.
/// Max HP 2 + 2 + 5 = 9, AC 10 + 3 + 2 = 15, initiative 1 + 2 = 3.
/// Bob: level 5 (Prof 3), Str 4, Agi 0, Pre 2, Int 1, Wis 2, Cha -1; no skills.
/// Max HP 4 + 3 + 25 = 32, AC 13, initiative 5.
fn party() -> Campaign {
    let mut c = Campaign::new();
    run(
        &mut c,
        add(
            "Ann",
            1,
            [2, 3, 1, 0, -1, 4],
            &[
                Skill::Stealth,
                Skill::MeleeWeapons,
                Skill::Reflex,
                Skill::Explosives,
            ],
        ),
        [],
    );
    run(&mut c, add("Bob", 5, [4, 0, 2, 1, 2, -1], &[]), []);
    c
}

fn enemy(c: &mut Campaign, template: &str, name: Option<&str>) {
    run(
        c,
        Command::AddEnemy {
            template: template.into(),
            name: name.map(str::to_owned),
            count: 1,
        },
        [],
    );
}

fn hp(c: &Campaign, name: &str) -> u32 {
    if let Ok(i) = c.character_index(name) {
        return c.characters[i].hp;
    }
    c.enemies[c.enemy_index(name).expect("a unit")].hp
}

// ----- derived statistics ------------------------------------------------------

#[test]
fn proficiency_is_one_plus_level_over_four_rounded_up() {
    for (level, prof) in [
        (1, 2),
        (2, 2),
        (4, 2),
        (5, 3),
        (7, 3),
        (8, 3),
        (9, 4),
        (14, 5),
        (20, 6),
        (21, 7),
        (100, 26),
    ] {
        assert_eq!(proficiency(level), prof, "level {level}");
    }
}

#[test]
fn hp_ac_initiative_and_speed_follow_the_seed_formulas() {
    let a = Attributes {
        str: 2,
        agi: 3,
        pre: 1,
        int: 0,
        wis: -1,
        cha: 4,
    };
    assert_eq!(max_hp(1, &a), 9);
    assert_eq!(max_hp(7, &a), 2 + 3 + 35);
    assert_eq!(armor_class(1, &a), 15);
    assert_eq!(initiative_bonus(1, &a), 3);
    // The weakest character possible still has HP above the floor of 1.
    let weak = Attributes {
        str: -5,
        ..Attributes::default()
    };
    assert_eq!(max_hp(1, &weak), 2);
    let c = party();
    let sheet = c.characters[0].sheet();
    assert_eq!(
        (
            sheet.level,
            sheet.proficiency,
            sheet.hp,
            sheet.max_hp,
            sheet.armor_class,
            sheet.initiative_bonus,
            sheet.speed_feet
        ),
        (1, 2, 9, 9, 15, 3, 30)
    );
    let stealth = sheet
        .skills
        .iter()
        .find(|l| l.skill == Skill::Stealth)
        .unwrap();
    assert_eq!((stealth.proficient, stealth.bonus), (true, 5));
    let will = sheet
        .skills
        .iter()
        .find(|l| l.skill == Skill::Will)
        .unwrap();
    assert_eq!(
        (will.attribute, will.proficient, will.bonus),
        (Attribute::Wis, false, -1)
    );
    let bob = c.characters[1].sheet();
    assert_eq!(
        (
            bob.proficiency,
            bob.max_hp,
            bob.armor_class,
            bob.initiative_bonus
        ),
        (3, 32, 13, 5)
    );
}

#[test]
fn status_shows_one_sheet_or_the_whole_board() {
    let mut c = party();
    enemy(&mut c, "bandit", None);
    match one(run(
        &mut c,
        Command::Status {
            name: Some("ann".into()),
        },
        [],
    )) {
        Event::Sheet { sheet } => assert_eq!(sheet.name, "Ann"),
        other => panic!("{other:?}"),
    }
    match one(run(&mut c, Command::Status { name: None }, [])) {
        Event::Board {
            characters,
            enemies,
            combat,
        } => {
            assert_eq!(characters.len(), 2);
            assert_eq!(enemies[0].name, "Bandit");
            assert!(combat.is_none());
        }
        other => panic!("{other:?}"),
    }
}

// ----- characters -----------------------------------------------------------------

#[test]
fn adding_a_character_checks_every_field() {
    let mut c = party();
    let err = refuse(&mut c, add("ANN", 1, [0; 6], &[]), []);
    assert_eq!(err, RuleError::DuplicateName { name: "ANN".into() });
    for (level, min, max) in [(0, 1, 100), (101, 1, 100)] {
        let err = refuse(&mut c, add("Cy", level, [0; 6], &[]), []);
        assert_eq!(
            err,
            RuleError::OutOfRange {
                what: "level".into(),
                value: level,
                min,
                max
            }
        );
    }
    let err = refuse(&mut c, add("Cy", 1, [0, 0, 0, 11, 0, 0], &[]), []);
    assert_eq!(
        err,
        RuleError::OutOfRange {
            what: "Int".into(),
            value: 11,
            min: -5,
            max: 10
        }
    );
    let err = refuse(&mut c, add("Cy", 1, [-6, 0, 0, 0, 0, 0], &[]), []);
    assert!(matches!(err, RuleError::OutOfRange { value: -6, .. }));
    let err = refuse(
        &mut c,
        add("Cy", 1, [0; 6], &[Skill::Will, Skill::Will]),
        [],
    );
    assert_eq!(err, RuleError::DuplicateSkill { skill: Skill::Will });
    let err = refuse(&mut c, add("C\u{200b}y", 1, [0; 6], &[]), []);
    assert!(matches!(err, RuleError::ForbiddenCharacter { .. }));
    // Names are cleaned before they are stored.
    run(&mut c, add("  Cy ", 100, [10, 10, 10, 10, 10, 10], &[]), []);
    assert_eq!(c.characters[2].name, "Cy");
    assert_eq!(c.characters[2].hp, 10 + 26 + 500);
}

#[test]
fn removing_a_character_forgets_it() {
    let mut c = party();
    assert_eq!(
        one(run(
            &mut c,
            Command::RemoveCharacter { name: "bob".into() },
            []
        )),
        Event::CharacterRemoved { name: "Bob".into() }
    );
    assert_eq!(c.characters.len(), 1);
    let err = refuse(&mut c, Command::RemoveCharacter { name: "Bob".into() }, []);
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Character,
            ..
        }
    ));
}

// ----- skill rolls --------------------------------------------------------------------

#[test]
fn the_four_levels_have_exact_boundaries() {
    // Faces 2..=19 avoid the natural shifts.
    assert_eq!(level_for(15, 0, 15).1, S, "exactly the DC succeeds");
    assert_eq!(level_for(14, 0, 15).1, F, "one below fails");
    assert_eq!(level_for(5, 0, 15).1, F, "exactly DC - 10 is a failure");
    assert_eq!(
        level_for(4, 0, 15).1,
        CF,
        "below DC - 10 is a critical failure"
    );
    assert_eq!(
        level_for(15, 10, 15).1,
        CS,
        "exactly DC + 10 is a critical success"
    );
    assert_eq!(level_for(14, 10, 15).1, S, "one below is a success");
}

#[test]
fn a_natural_20_raises_and_a_natural_1_lowers_one_level_capped_at_both_ends() {
    use NaturalShift::{LowerCapped, Lowered, RaiseCapped, Raised};
    // (face, bonus, dc) -> (base, final, shift). Each base level is taken at
    // its top and bottom edge: DC+10 / DC+9 / DC / DC-1 / DC-10 / DC-11.
    let cases = [
        // natural 20 on every base level
        ((20, 0, 10), (CS, CS, RaiseCapped)),
        ((20, 0, 11), (S, CS, Raised)),
        ((20, 0, 20), (S, CS, Raised)),
        ((20, 0, 21), (F, S, Raised)),
        ((20, 0, 30), (F, S, Raised)),
        ((20, 0, 31), (CF, F, Raised)),
        // natural 1 on every base level
        ((1, 20, 11), (CS, S, Lowered)),
        ((1, 20, 12), (S, F, Lowered)),
        ((1, 10, 11), (S, F, Lowered)),
        ((1, 0, 2), (F, CF, Lowered)),
        ((1, 0, 11), (F, CF, Lowered)),
        ((1, 0, 12), (CF, CF, LowerCapped)),
        // no shift on other faces
        ((19, 0, 10), (S, S, NaturalShift::None)),
        ((2, 0, 13), (CF, CF, NaturalShift::None)),
    ];
    for ((face, bonus, dc), expected) in cases {
        assert_eq!(
            level_for(face, bonus, dc),
            expected,
            "d20={face} +{bonus} vs {dc}"
        );
    }
}

#[test]
fn odds_are_exact_counts_of_d20_faces() {
    // +5 vs DC 15: face 1 -> total 6, a failure lowered to a critical failure;
    // faces 2-9 -> 7..14 failures; 10-19 -> 15..24 successes; 20 -> 25 = DC+10,
    // already critical.
    let o = odds(5, 15);
    assert_eq!(o.twentieths, [1, 8, 10, 1]);
    // Each probability is k/20 computed by one division, so exact equality holds.
    #[allow(clippy::float_cmp)]
    {
        assert_eq!(
            o.probabilities(),
            [1.0 / 20.0, 8.0 / 20.0, 10.0 / 20.0, 1.0 / 20.0]
        );
    }
    assert_eq!(o.faces(S), 10);
    assert_eq!(o.success_or_better(), 11);
    // Hopeless and certain rolls still keep the natural shifts.
    assert_eq!(odds(0, 30).twentieths, [19, 0, 1, 0]);
    assert_eq!(odds(0, 31).twentieths, [19, 1, 0, 0]);
    assert_eq!(odds(20, 10).twentieths, [0, 0, 1, 19]);
    assert_eq!(odds(0, 10).twentieths, [1, 8, 10, 1]);
    // +3 vs DC 20: faces 1-6 total 4..9 < 10 (critical failures), 7-16 total
    // 10..19 (failures), 17-19 total 20..22 (successes), 20 raised to critical.
    assert_eq!(odds(3, 20).twentieths, [6, 10, 3, 1]);
    // A natural 20 is never a critical failure, a natural 1 never a critical
    // success, however far the bonus is from the DC.
    assert_eq!(odds(-5, 40).twentieths, [19, 1, 0, 0]);
    assert_eq!(odds(40, 0).twentieths, [0, 0, 1, 19]);
    for bonus in -10..=40 {
        for dc in 0..=50 {
            let o = odds(bonus, dc);
            assert_eq!(o.twentieths.iter().map(|&k| u32::from(k)).sum::<u32>(), 20);
            let counted = (1..=20).filter(|&f| level_for(f, bonus, dc).1 == S).count();
            assert_eq!(usize::from(o.faces(S)), counted);
        }
    }
}

#[test]
fn a_check_reports_die_bonus_total_dc_level_and_odds() {
    let mut c = party();
    let cmd = Command::Check {
        character: "ann".into(),
        skill: Skill::Stealth,
        dc: 15,
        modifier: 0,
        repeat: 1,
    };
    match one(run(&mut c, cmd.clone(), [10])) {
        Event::Check {
            character,
            skill,
            roll,
        } => {
            assert_eq!((character.as_str(), skill), ("Ann", Skill::Stealth));
            assert_eq!(roll.die, 10);
            assert_eq!((roll.bonus.attribute, roll.bonus.proficiency), (3, 2));
            assert_eq!((roll.total, roll.dc, roll.level), (15, 15, S));
            assert_eq!(roll.odds.twentieths, [1, 8, 10, 1]);
        }
        other => panic!("{other:?}"),
    }
    // Not proficient: the attribute alone (Wis -1), plus a situational +3.
    let cmd = Command::Check {
        character: "Ann".into(),
        skill: Skill::Perception,
        dc: 20,
        modifier: 3,
        repeat: 1,
    };
    match one(run(&mut c, cmd, [20])) {
        Event::Check { roll, .. } => {
            assert_eq!((roll.bonus.total(), roll.total), (2, 22));
            assert_eq!(
                (roll.base_level, roll.level, roll.shift),
                (S, CS, NaturalShift::Raised)
            );
        }
        other => panic!("{other:?}"),
    }
    let err = refuse(
        &mut c,
        Command::Check {
            character: "Ann".into(),
            skill: Skill::Stealth,
            dc: 101,
            modifier: 0,
            repeat: 1,
        },
        [],
    );
    assert!(matches!(err, RuleError::OutOfRange { value: 101, .. }));
    let err = refuse(
        &mut c,
        Command::Check {
            character: "Ann".into(),
            skill: Skill::Stealth,
            dc: 10,
            modifier: 31,
            repeat: 1,
        },
        [],
    );
    assert!(matches!(err, RuleError::OutOfRange { value: 31, .. }));
}

#[test]
fn named_difficulties_are_the_seed_table() {
    for (name, dc) in [
        ("Simple", 10),
        ("average", 15),
        ("HARD", 20),
        ("very hard", 25),
        ("Very-Hard", 25),
        ("extremely_hard", 30),
        ("Impossible", 40),
        ("17", 17),
    ] {
        assert_eq!(parse_dc(name), Ok(dc), "{name}");
    }
    assert!(matches!(
        parse_dc("trivial"),
        Err(RuleError::Unknown {
            kind: Unknown::Difficulty,
            ..
        })
    ));
    assert!(matches!(parse_dc("-1"), Err(RuleError::OutOfRange { .. })));
}

#[test]
fn the_skill_table_maps_each_skill_to_its_attribute() {
    use Attribute::{Agi, Cha, Int, Pre, Str, Wis};
    let expected = [
        (Skill::Fortitude, Str, true),
        (Skill::Reflex, Agi, true),
        (Skill::Will, Wis, true),
        (Skill::Athletics, Str, false),
        (Skill::Acrobatics, Agi, false),
        (Skill::Stealth, Agi, false),
        (Skill::Perception, Wis, false),
        (Skill::Persuasion, Cha, false),
        (Skill::Deception, Cha, false),
        (Skill::Intimidation, Cha, false),
        (Skill::Knowledge, Int, false),
        (Skill::Medicine, Int, false),
        (Skill::Survival, Wis, false),
        (Skill::Driving, Pre, false),
        (Skill::Repair, Int, false),
        (Skill::MeleeWeapons, Str, false),
        (Skill::LightWeapons, Pre, false),
        (Skill::HeavyWeapons, Pre, false),
        (Skill::Explosives, Pre, false),
    ];
    assert_eq!(SKILLS.len(), expected.len());
    for (skill, attribute, save) in expected {
        assert_eq!(
            (skill.attribute(), skill.is_save()),
            (attribute, save),
            "{skill:?}"
        );
        assert_eq!(Skill::parse(&skill.name().to_uppercase()), Some(skill));
    }
    for (word, skill) in [
        ("fort", Skill::Fortitude),
        ("REF", Skill::Reflex),
        ("will", Skill::Will),
        ("melee weapons", Skill::MeleeWeapons),
        ("heavy_weapons", Skill::HeavyWeapons),
    ] {
        assert_eq!(Skill::parse(word), Some(skill), "{word}");
    }
}

// ----- saves ------------------------------------------------------------------------------

#[test]
fn the_save_table_gives_none_half_full_double() {
    assert_eq!(save_damage(CS, 7), 0);
    assert_eq!(save_damage(S, 7), 3);
    assert_eq!(save_damage(F, 7), 7);
    assert_eq!(save_damage(CF, 7), 14);
}

#[test]
fn a_save_applies_its_share_of_the_damage() {
    // Ann's Reflex: Agi 3 + Prof 2 = +5 against DC 15, damage 5.
    for (face, level, taken, after) in [(20, CS, 0, 9), (10, S, 2, 7), (9, F, 5, 4), (1, CF, 10, 0)]
    {
        let mut c = party();
        let cmd = Command::Save {
            character: "Ann".into(),
            skill: Skill::Reflex,
            dc: 15,
            damage: 5,
            modifier: 0,
        };
        match one(run(&mut c, cmd, [face])) {
            Event::Save {
                roll,
                damage,
                taken: t,
                hp,
                ..
            } => {
                assert_eq!((roll.level, damage, t), (level, 5, taken), "face {face}");
                assert_eq!((hp.before, hp.after, hp.down), (9, after, after == 0));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(hp(&c, "Ann"), after);
    }
    let mut c = party();
    let err = refuse(
        &mut c,
        Command::Save {
            character: "Ann".into(),
            skill: Skill::Stealth,
            dc: 15,
            damage: 5,
            modifier: 0,
        },
        [],
    );
    assert_eq!(
        err,
        RuleError::NotASave {
            skill: Skill::Stealth
        }
    );
}

// ----- attacks ---------------------------------------------------------------------------

fn attack(who: &str, weapon: &str, targets: &[&str]) -> Command {
    Command::Attack {
        attacker: who.into(),
        weapon: weapon.into(),
        targets: targets.iter().map(|s| (*s).to_owned()).collect(),
        modifier: 0,
    }
}

#[test]
fn a_melee_hit_adds_the_attribute_and_a_critical_doubles_it_all() {
    // Ann's sword: Str 2 + Prof 2 = +4 against the Bandit's AC 12 (11 HP).
    let mut c = party();
    enemy(&mut c, "bandit", None);
    match one(run(&mut c, attack("Ann", "sword", &["bandit"]), [8, 5])) {
        Event::Attack {
            roll,
            damage,
            hp,
            delivery,
            skill,
            ..
        } => {
            assert_eq!((roll.total, roll.dc, roll.level), (12, 12, S));
            assert_eq!(
                (delivery, skill),
                (Delivery::Melee, Some(Skill::MeleeWeapons))
            );
            let d = damage.expect("a hit");
            assert_eq!(
                (
                    d.dice.faces.clone(),
                    d.attribute_bonus,
                    d.multiplier,
                    d.total
                ),
                (vec![5], 2, 1, 7)
            );
            assert_eq!((hp.before, hp.after), (11, 4));
        }
        other => panic!("{other:?}"),
    }
    let mut c = party();
    enemy(&mut c, "bandit", None);
    match one(run(&mut c, attack("Ann", "sword", &["Bandit"]), [18, 3])) {
        Event::Attack {
            roll, damage, hp, ..
        } => {
            assert_eq!((roll.total, roll.level), (22, CS));
            let d = damage.expect("a hit");
            assert_eq!((d.multiplier, d.total), (2, 10));
            assert_eq!(hp.after, 1);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_natural_20_turns_a_miss_into_a_hit_and_a_natural_1_a_hit_into_a_miss() {
    // Bob's sword: Str 4, not proficient, against the Champion's AC 17.
    let mut c = party();
    enemy(&mut c, "champion", None);
    // 20 + 4 = 24 < 27: a plain hit, raised to a critical: (6 + 4) x 2.
    match one(run(&mut c, attack("Bob", "sword", &["Champion"]), [20, 6])) {
        Event::Attack {
            roll, damage, hp, ..
        } => {
            assert_eq!((roll.base_level, roll.level), (S, CS));
            assert_eq!(damage.map(|d| d.total), Some(20));
            assert_eq!(hp.after, 40);
        }
        other => panic!("{other:?}"),
    }
    // 1 + 4 = 5 < 7 = DC - 10: a critical failure; no damage dice.
    match one(run(&mut c, attack("Bob", "sword", &["Champion"]), [1])) {
        Event::Attack {
            roll, damage, hp, ..
        } => {
            assert_eq!(roll.level, CF);
            assert_eq!(damage, None);
            assert_eq!((hp.before, hp.after), (40, 40));
        }
        other => panic!("{other:?}"),
    }
    // 16 + 4 = 20 >= 17 would hit, but we check a plain miss too: 12 + 4 = 16.
    match one(run(&mut c, attack("Bob", "sword", &["Champion"]), [12])) {
        Event::Attack { roll, damage, .. } => assert_eq!((roll.level, damage), (F, None)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn ranged_damage_does_not_add_the_attribute() {
    // Bob's pistol: Pre 2, not proficient; Ann's AC 15.
    let mut c = party();
    match one(run(&mut c, attack("Bob", "pistol", &["Ann"]), [13, 6])) {
        Event::Attack {
            roll,
            damage,
            hp,
            target,
            ..
        } => {
            assert_eq!((roll.total, roll.level), (15, S));
            let d = damage.expect("a hit");
            assert_eq!((d.attribute_bonus, d.total), (0, 6));
            assert_eq!(target, Unit::Character("Ann".into()));
            assert_eq!((hp.after, hp.down), (3, false));
        }
        other => panic!("{other:?}"),
    }
    // A second hit drops Ann to 0: incapacitated, and then she cannot act.
    run(&mut c, attack("Bob", "pistol", &["Ann"]), [14, 8]);
    assert_eq!(hp(&c, "Ann"), 0);
    let err = refuse(&mut c, attack("Ann", "sword", &["Bob"]), []);
    assert_eq!(err, RuleError::CannotAct { name: "Ann".into() });
    let err = refuse(
        &mut c,
        Command::Check {
            character: "Ann".into(),
            skill: Skill::Stealth,
            dc: 10,
            modifier: 0,
            repeat: 1,
        },
        [],
    );
    assert_eq!(err, RuleError::CannotAct { name: "Ann".into() });
}

#[test]
fn melee_damage_with_a_negative_attribute_never_goes_below_zero() {
    let mut c = party();
    run(&mut c, add("Weak", 1, [-5, 0, 0, 0, 0, 0], &[]), []);
    enemy(&mut c, "bandit", None);
    // -5 + 20 = 15 >= 12: hit; 1d4 shows 2; 2 - 5 < 0 -> 0 (a critical: 0 x 2).
    match one(run(&mut c, attack("Weak", "knife", &["Bandit"]), [20, 2])) {
        Event::Attack { damage, hp, .. } => {
            assert_eq!(damage.map(|d| (d.attribute_bonus, d.total)), Some((-5, 0)));
            assert_eq!(hp.after, 11);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_explosive_rolls_damage_once_and_each_creature_saves_for_its_share() {
    let mut c = party();
    enemy(&mut c, "bandit", None); // save +2, 11 HP
    enemy(&mut c, "brute", None); // save +5, 40 HP
    enemy(&mut c, "hound", None); // save +3, 15 HP
                                  // Ann's Explosives: Pre 1 + Prof 2 = +3, so the DC is 13. 3d6 = 4+5+6 = 15.
    let out = run(
        &mut c,
        attack("Ann", "grenade", &["Bandit", "Brute", "Bob", "Hound"]),
        [4, 5, 6, 1, 18, 13, 5],
    );
    match one(out) {
        Event::Explosion {
            attack_bonus,
            dc,
            damage,
            listed,
            saves,
            ..
        } => {
            assert_eq!((attack_bonus, dc, listed), (3, 13, 15));
            assert_eq!(damage.faces, vec![4, 5, 6]);
            let got: Vec<_> = saves
                .iter()
                .map(|s| {
                    (
                        s.target.name().to_owned(),
                        s.roll.total,
                        s.roll.level,
                        s.taken,
                        s.hp.after,
                    )
                })
                .collect();
            assert_eq!(
                got,
                vec![
                    // 1 + 2 = 3 = DC - 10: a failure, lowered by the natural 1.
                    ("Bandit".to_owned(), 3, CF, 30, 0),
                    // 18 + 5 = 23 = DC + 10.
                    ("Brute".to_owned(), 23, CS, 0, 40),
                    // Bob's Reflex: Agi 0, not proficient.
                    ("Bob".to_owned(), 13, S, 7, 25),
                    ("Hound".to_owned(), 8, F, 15, 0),
                ]
            );
        }
        other => panic!("{other:?}"),
    }
    let err = refuse(&mut c, attack("Ann", "grenade", &["Bob", "bob"]), []);
    assert_eq!(err, RuleError::DuplicateTarget { name: "Bob".into() });
    let err = refuse(&mut c, attack("Ann", "grenade", &[]), []);
    assert!(matches!(err, RuleError::Invalid { .. }));
    let err = refuse(&mut c, attack("Ann", "sword", &["Bob", "Brute"]), []);
    assert_eq!(
        err,
        RuleError::OneTarget {
            weapon: "Sword".into(),
            count: 2
        }
    );
    let err = refuse(&mut c, attack("Ann", "banana", &["Bob"]), []);
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Weapon,
            ..
        }
    ));
    let err = refuse(&mut c, attack("Ann", "sword", &["Nobody"]), []);
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Unit,
            ..
        }
    ));
}

#[test]
fn the_weapon_and_enemy_tables_are_complete() {
    assert_eq!(WEAPONS.len(), 11);
    let sword = Weapon::find("SWORD").unwrap();
    assert_eq!(
        (sword.skill, sword.damage.to_string(), sword.delivery),
        (Skill::MeleeWeapons, "1d8".to_owned(), Delivery::Melee)
    );
    assert_eq!(
        Weapon::find("blaster-rifle").unwrap().skill,
        Skill::HeavyWeapons
    );
    assert_eq!(
        Weapon::find("grenade").unwrap().delivery,
        Delivery::Explosive
    );
    for w in &WEAPONS {
        let expected = match w.delivery {
            Delivery::Melee => Skill::MeleeWeapons,
            Delivery::Explosive => Skill::Explosives,
            Delivery::Ranged => w.skill,
        };
        assert_eq!(w.skill, expected, "{}", w.name);
    }
    assert_eq!(ENEMIES.len(), 6);
    let brute = EnemyTemplate::find("brute").unwrap();
    assert_eq!(
        (
            brute.ac,
            brute.hp,
            brute.attack_bonus,
            brute.damage.to_string()
        ),
        (11, 40, 6, "2d6+4".to_owned())
    );
}

// ----- enemies ----------------------------------------------------------------------------

#[test]
fn enemies_are_added_by_template_with_numbered_or_chosen_names() {
    let mut c = party();
    let out = run(
        &mut c,
        Command::AddEnemy {
            template: "BANDIT".into(),
            name: None,
            count: 3,
        },
        [],
    );
    match one(out) {
        Event::EnemiesAdded { enemies } => {
            let names: Vec<_> = enemies.iter().map(|e| e.name.as_str()).collect();
            assert_eq!(names, ["Bandit 1", "Bandit 2", "Bandit 3"]);
            assert_eq!(
                (enemies[0].ac, enemies[0].hp, enemies[0].max_hp),
                (12, 11, 11)
            );
        }
        other => panic!("{other:?}"),
    }
    enemy(&mut c, "bandit", None);
    assert_eq!(c.enemies[3].name, "Bandit 4");
    enemy(&mut c, "guard", Some("Scar"));
    assert_eq!(
        (c.enemies[4].name.as_str(), c.enemies[4].template.as_str()),
        ("Scar", "Guard")
    );
    let err = refuse(
        &mut c,
        Command::AddEnemy {
            template: "guard".into(),
            name: Some("scar".into()),
            count: 1,
        },
        [],
    );
    assert_eq!(
        err,
        RuleError::DuplicateName {
            name: "scar".into()
        }
    );
    let err = refuse(
        &mut c,
        Command::AddEnemy {
            template: "guard".into(),
            name: Some("ann".into()),
            count: 1,
        },
        [],
    );
    assert_eq!(err, RuleError::DuplicateName { name: "ann".into() });
    run(
        &mut c,
        Command::AddEnemy {
            template: "guard".into(),
            name: Some("Scar".into()),
            count: 2,
        },
        [],
    );
    // A pack is numbered from 1 even beside a lone "Scar".
    assert_eq!(c.enemies[5].name, "Scar 1");
    assert_eq!(c.enemies[6].name, "Scar 2");
    for count in [0, 21] {
        let err = refuse(
            &mut c,
            Command::AddEnemy {
                template: "guard".into(),
                name: None,
                count,
            },
            [],
        );
        assert!(matches!(err, RuleError::OutOfRange { .. }));
    }
    let err = refuse(
        &mut c,
        Command::AddEnemy {
            template: "dragon".into(),
            name: None,
            count: 1,
        },
        [],
    );
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Template,
            ..
        }
    ));
    run(
        &mut c,
        Command::RemoveEnemy {
            name: "scar 2".into(),
        },
        [],
    );
    assert!(c.enemy_index("Scar 2").is_err());
}

#[test]
fn enemies_attack_characters_against_their_ac() {
    // The Bandit: +4, 1d6+2. Ann's AC 15, 9 HP.
    let mut c = party();
    enemy(&mut c, "bandit", None);
    let strike = |target: &str| Command::EnemyAttack {
        enemy: "bandit".into(),
        target: target.into(),
        modifier: 0,
    };
    match one(run(&mut c, strike("Ann"), [11, 3])) {
        Event::Attack {
            attacker,
            roll,
            damage,
            hp,
            skill,
            ..
        } => {
            assert_eq!(attacker, Unit::Enemy("Bandit".into()));
            assert_eq!(skill, None);
            assert_eq!((roll.total, roll.dc, roll.level), (15, 15, S));
            assert_eq!(damage.map(|d| (d.dice.total, d.total)), Some((5, 5)));
            assert_eq!((hp.before, hp.after), (9, 4));
        }
        other => panic!("{other:?}"),
    }
    match one(run(&mut c, strike("Ann"), [10])) {
        Event::Attack { roll, damage, .. } => assert_eq!((roll.level, damage), (F, None)),
        other => panic!("{other:?}"),
    }
    // A natural 20 raises 24 (a hit) to a critical: (4 + 2) x 2 = 12.
    match one(run(&mut c, strike("Ann"), [20, 4])) {
        Event::Attack {
            roll, damage, hp, ..
        } => {
            assert_eq!(roll.level, CS);
            assert_eq!(damage.map(|d| d.total), Some(12));
            assert_eq!((hp.after, hp.down), (0, true));
        }
        other => panic!("{other:?}"),
    }
    // Enemies attack characters only; a defeated enemy cannot attack.
    let err = refuse(
        &mut c,
        Command::EnemyAttack {
            enemy: "Bandit".into(),
            target: "Bandit".into(),
            modifier: 0,
        },
        [],
    );
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Character,
            ..
        }
    ));
    run(
        &mut c,
        Command::Hurt {
            target: "bandit".into(),
            amount: 50,
        },
        [],
    );
    let err = refuse(&mut c, strike("Bob"), []);
    assert_eq!(
        err,
        RuleError::CannotAct {
            name: "Bandit".into()
        }
    );
}

// ----- initiative and rounds ------------------------------------------------------------

#[test]
fn initiative_sorts_by_total_then_bonus_then_a_roll_off() {
    let mut c = party();
    enemy(&mut c, "bandit", None); // +2
    enemy(&mut c, "hound", None); // +3
                                  // Roster order Ann (+3), Bob (+5), Bandit (+2), Hound (+3): all total 13.
                                  // Ann and the Hound tie on total and bonus: roll-off 4 vs 17.
    let out = run(&mut c, Command::Initiative, [10, 8, 11, 10, 4, 17]);
    match one(out) {
        Event::InitiativeRolled { combat } => {
            let order: Vec<_> = combat
                .order
                .iter()
                .map(|e| (e.unit.name().to_owned(), e.total, e.bonus, e.roll_off))
                .collect();
            assert_eq!(
                order,
                vec![
                    ("Bob".to_owned(), 13, 5, None),
                    ("Hound".to_owned(), 13, 3, Some(17)),
                    ("Ann".to_owned(), 13, 3, Some(4)),
                    ("Bandit".to_owned(), 13, 2, None),
                ]
            );
            assert_eq!((combat.round, combat.turn()), (1, Some(0)));
        }
        other => panic!("{other:?}"),
    }
    let mut seen = Vec::new();
    for _ in 0..5 {
        match one(run(&mut c, Command::NextTurn, [])) {
            Event::TurnAdvanced {
                round,
                new_round,
                unit,
            } => {
                seen.push((round, new_round, unit.name().to_owned()));
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(
        seen,
        vec![
            (1, false, "Hound".to_owned()),
            (1, false, "Ann".to_owned()),
            (1, false, "Bandit".to_owned()),
            (2, true, "Bob".to_owned()),
            (2, false, "Hound".to_owned()),
        ]
    );
    // The Hound leaves on its own turn: the turn passes to Ann.
    run(
        &mut c,
        Command::RemoveEnemy {
            name: "Hound".into(),
        },
        [],
    );
    let combat = c.combat.clone().unwrap();
    assert_eq!(combat.current.name(), "Ann");
    assert_eq!(
        one(run(&mut c, Command::EndCombat, [])),
        Event::CombatEnded { round: 2 }
    );
    assert_eq!(refuse(&mut c, Command::NextTurn, []), RuleError::NoCombat);
    assert_eq!(refuse(&mut c, Command::EndCombat, []), RuleError::NoCombat);
}

/// Order Bob, Hound, Ann, Bandit (as in the test above), with the Hound's
/// turn current.
fn hounds_turn() -> Campaign {
    let mut c = party();
    enemy(&mut c, "bandit", None);
    enemy(&mut c, "hound", None);
    run(&mut c, Command::Initiative, [10, 8, 11, 10, 4, 17]);
    run(&mut c, Command::NextTurn, []);
    assert_eq!(c.combat.as_ref().unwrap().current.name(), "Hound");
    c
}

fn order_and_turn(c: &Campaign) -> (Vec<String>, String, u32) {
    let combat = c.combat.as_ref().unwrap();
    let names = combat
        .order
        .iter()
        .map(|e| e.unit.name().to_owned())
        .collect();
    (names, combat.current.name().to_owned(), combat.round)
}

#[test]
fn the_turn_is_a_unit_so_removing_others_before_at_or_after_it_keeps_it_right() {
    let strings = |names: &[&str]| names.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>();
    // Before the current one: still the Hound's turn.
    let mut c = hounds_turn();
    run(&mut c, Command::RemoveCharacter { name: "Bob".into() }, []);
    assert_eq!(
        order_and_turn(&c),
        (strings(&["Hound", "Ann", "Bandit"]), "Hound".to_owned(), 1)
    );
    // The next turn is Ann's, as it would have been.
    run(&mut c, Command::NextTurn, []);
    assert_eq!(order_and_turn(&c).1, "Ann");
    // At the current one: the turn passes to the next, Ann.
    let mut c = hounds_turn();
    run(
        &mut c,
        Command::RemoveEnemy {
            name: "Hound".into(),
        },
        [],
    );
    assert_eq!(
        order_and_turn(&c),
        (strings(&["Bob", "Ann", "Bandit"]), "Ann".to_owned(), 1)
    );
    // After the current one: still the Hound's, and Bandit's turn never comes.
    let mut c = hounds_turn();
    run(
        &mut c,
        Command::RemoveEnemy {
            name: "Bandit".into(),
        },
        [],
    );
    assert_eq!(
        order_and_turn(&c),
        (strings(&["Bob", "Hound", "Ann"]), "Hound".to_owned(), 1)
    );
    run(&mut c, Command::NextTurn, []);
    run(&mut c, Command::NextTurn, []);
    assert_eq!(order_and_turn(&c).1, "Bob");
    assert_eq!(order_and_turn(&c).2, 2);
    // An enemy added mid-round does not move the turn either.
    let mut c = hounds_turn();
    enemy(&mut c, "bandit", Some("Late"));
    assert_eq!(order_and_turn(&c).1, "Hound");
}

#[test]
fn a_combat_stored_with_a_turn_index_loads_with_that_units_turn() {
    let c = hounds_turn();
    let mut stored = serde_json::to_value(&c).unwrap();
    let combat = stored["combat"].as_object_mut().unwrap();
    combat.remove("current");
    combat.insert("turn".into(), serde_json::json!(2));
    let loaded: Campaign = serde_json::from_value(stored).unwrap();
    assert_eq!(order_and_turn(&loaded).1, "Ann");
    assert!(loaded.validate().is_ok());
}

#[test]
fn a_tied_roll_off_keeps_roster_order_and_units_at_zero_hp_sit_out() {
    let mut c = party();
    run(&mut c, add("Cy", 1, [0, 0, 1, 0, 0, 0], &[]), []); // +3 like Ann
    run(
        &mut c,
        Command::Hurt {
            target: "Bob".into(),
            amount: 99,
        },
        [],
    );
    let out = run(&mut c, Command::Initiative, [12, 12, 9, 9]);
    match one(out) {
        Event::InitiativeRolled { combat } => {
            let names: Vec<_> = combat
                .order
                .iter()
                .map(|e| e.unit.name().to_owned())
                .collect();
            assert_eq!(names, ["Ann", "Cy"]);
        }
        other => panic!("{other:?}"),
    }
    // The last of the last turn leaving starts the next round.
    run(&mut c, Command::NextTurn, []);
    run(&mut c, Command::RemoveCharacter { name: "Cy".into() }, []);
    let combat = c.combat.clone().unwrap();
    assert_eq!((combat.round, combat.turn()), (2, Some(0)));
    // Nobody left: combat ends with the last one.
    let out = run(&mut c, Command::RemoveCharacter { name: "Ann".into() }, []);
    assert_eq!(out.events[1], Event::CombatEnded { round: 2 });
    assert!(c.combat.is_none());
    assert_eq!(
        refuse(&mut c, Command::Initiative, []),
        RuleError::NobodyInCombat
    );
}

// ----- GM commands ------------------------------------------------------------------------

#[test]
fn a_new_level_recomputes_max_hp_and_keeps_the_damage_taken() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            target: "Ann".into(),
            amount: 3,
        },
        [],
    );
    match one(run(
        &mut c,
        Command::SetLevel {
            character: "ann".into(),
            level: 5,
        },
        [],
    )) {
        Event::LevelSet {
            level_before,
            level,
            proficiency,
            hp,
            max_hp_before,
            ..
        } => {
            assert_eq!(
                (level_before, level, proficiency, max_hp_before),
                (1, 5, 3, 9)
            );
            assert_eq!((hp.before, hp.after, hp.max), (6, 27, 30));
        }
        other => panic!("{other:?}"),
    }
    run(
        &mut c,
        Command::Hurt {
            target: "Ann".into(),
            amount: 20,
        },
        [],
    );
    // 23 damage taken, max 9 at level 1: she stays up with 1 HP.
    run(
        &mut c,
        Command::SetLevel {
            character: "Ann".into(),
            level: 1,
        },
        [],
    );
    assert_eq!(hp(&c, "Ann"), 1);
    run(
        &mut c,
        Command::Hurt {
            target: "Ann".into(),
            amount: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::SetLevel {
            character: "Ann".into(),
            level: 20,
        },
        [],
    );
    assert_eq!(hp(&c, "Ann"), 0, "a level never revives");
    let err = refuse(
        &mut c,
        Command::SetLevel {
            character: "Ann".into(),
            level: 0,
        },
        [],
    );
    assert!(matches!(err, RuleError::OutOfRange { .. }));
}

#[test]
fn hurt_and_heal_stay_within_zero_and_max() {
    let mut c = party();
    enemy(&mut c, "guard", None);
    match one(run(
        &mut c,
        Command::Hurt {
            target: "Ann".into(),
            amount: 100,
        },
        [],
    )) {
        Event::Hurt { target, amount, hp } => {
            assert_eq!((target, amount), (Unit::Character("Ann".into()), 100));
            assert_eq!((hp.before, hp.after, hp.down), (9, 0, true));
        }
        other => panic!("{other:?}"),
    }
    match one(run(
        &mut c,
        Command::Heal {
            target: "Ann".into(),
            amount: 4,
        },
        [],
    )) {
        Event::Healed { hp, .. } => assert_eq!((hp.before, hp.after, hp.down), (0, 4, false)),
        other => panic!("{other:?}"),
    }
    run(
        &mut c,
        Command::Heal {
            target: "Ann".into(),
            amount: 100,
        },
        [],
    );
    assert_eq!(hp(&c, "Ann"), 9);
    run(
        &mut c,
        Command::Hurt {
            target: "guard".into(),
            amount: 5,
        },
        [],
    );
    assert_eq!(hp(&c, "Guard"), 15);
    for amount in [-1, 10_001] {
        let err = refuse(
            &mut c,
            Command::Hurt {
                target: "Ann".into(),
                amount,
            },
            [],
        );
        assert!(matches!(err, RuleError::OutOfRange { .. }));
        let err = refuse(
            &mut c,
            Command::Heal {
                target: "Ann".into(),
                amount,
            },
            [],
        );
        assert!(matches!(err, RuleError::OutOfRange { .. }));
    }
}

#[test]
fn conditions_are_common_words_or_bounded_free_text_each_once() {
    let mut c = party();
    enemy(&mut c, "drone", None);
    let add_c = |t: &str, x: &str| Command::AddCondition {
        target: t.into(),
        condition: x.into(),
    };
    let remove_c = |t: &str, x: &str| Command::RemoveCondition {
        target: t.into(),
        condition: x.into(),
    };
    assert_eq!(
        one(run(&mut c, add_c("ann", "PRONE"), [])),
        Event::ConditionAdded {
            target: Unit::Character("Ann".into()),
            condition: Condition::Prone
        }
    );
    let err = refuse(&mut c, add_c("Ann", "prone"), []);
    assert_eq!(
        err,
        RuleError::HasCondition {
            name: "Ann".into(),
            condition: "prone".into()
        }
    );
    run(&mut c, add_c("Ann", " On Fire "), []);
    assert_eq!(
        c.characters[0].conditions,
        vec![Condition::Prone, Condition::Other("On Fire".into())]
    );
    run(&mut c, add_c("drone", "stunned"), []);
    assert_eq!(c.enemies[0].conditions, vec![Condition::Stunned]);
    assert_eq!(
        one(run(&mut c, remove_c("Ann", "ON FIRE"), [])),
        Event::ConditionRemoved {
            target: Unit::Character("Ann".into()),
            condition: Condition::Other("On Fire".into())
        }
    );
    let err = refuse(&mut c, remove_c("Ann", "stunned"), []);
    assert!(matches!(
        err,
        RuleError::Unknown {
            kind: Unknown::Condition,
            ..
        }
    ));
    let err = refuse(&mut c, add_c("Ann", "bad\u{202e}text"), []);
    assert!(matches!(err, RuleError::ForbiddenCharacter { .. }));
    let err = refuse(&mut c, add_c("Ann", &"x".repeat(41)), []);
    assert!(matches!(
        err,
        RuleError::OutOfRange {
            value: 41,
            max: 40,
            ..
        }
    ));
}

// ----- dice expressions --------------------------------------------------------------------

#[test]
fn dice_expressions_parse_keep_and_total() {
    let roll = |text: &str, faces: &[u32]| {
        let expr = DiceExpr::parse(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let mut dice = ScriptedDice::new(faces.iter().copied());
        let r = expr.roll(&mut dice);
        assert_eq!(dice.remaining(), 0, "{text}");
        r
    };
    let r = roll("4d6kh3", &[1, 5, 3, 6]);
    assert_eq!(
        (r.faces, r.kept, r.total, r.expr.as_str()),
        (vec![1, 5, 3, 6], vec![5, 3, 6], 14, "4d6kh3")
    );
    let r = roll("2d20kl1", &[15, 4]);
    assert_eq!((r.kept, r.total), (vec![4], 4));
    let r = roll("adv", &[7, 12]);
    assert_eq!(
        (r.kept, r.total, r.expr.as_str()),
        (vec![12], 12, "2d20kh1")
    );
    let r = roll("DIS + 2", &[7, 12]);
    assert_eq!(
        (r.kept, r.total, r.expr.as_str()),
        (vec![7], 9, "2d20kl1+2")
    );
    let r = roll("1d8+3", &[8]);
    assert_eq!(r.total, 11);
    let r = roll("d20-2", &[1]);
    assert_eq!((r.total, r.modifier, r.expr.as_str()), (-1, -2, "1d20-2"));
    let r = roll("3d6k2", &[4, 4, 4]);
    assert_eq!(r.kept, vec![4, 4]);
    let r = roll("100d1000", &[1000; 100]);
    assert_eq!(r.total, 100_000);
    let e = DiceExpr::parse("4d6kl2-1").unwrap();
    assert_eq!(
        (e.count, e.sides, e.keep, e.modifier),
        (4, 6, Keep::Lowest(2), -1)
    );
    assert_eq!((e.min(), e.max()), (1, 11));
    for bad in [
        "", "abc", "0d6", "101d6", "1d1", "1d1001", "4d6kh5", "4d6kh0", "1d6+1001", "1d6++2", "d",
        "2d", "1d6x", "-3",
    ] {
        assert!(DiceExpr::parse(bad).is_err(), "{bad:?} must be refused");
    }
    let mut c = party();
    match one(run(
        &mut c,
        Command::Roll {
            expr: DiceExpr::parse("2d6+1").unwrap(),
            repeat: 1,
        },
        [2, 3],
    )) {
        Event::Rolled { roll } => assert_eq!(roll.total, 6),
        other => panic!("{other:?}"),
    }
    // Repeated: one event per roll, each with its own dice; 1..=20 times.
    let out = run(
        &mut c,
        Command::Roll {
            expr: DiceExpr::parse("2d6+1").unwrap(),
            repeat: 3,
        },
        [1, 1, 6, 6, 3, 4],
    );
    let totals: Vec<i64> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Rolled { roll } => roll.total,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(totals, [3, 13, 8]);
    for repeat in [0, 21] {
        assert_eq!(
            refuse(
                &mut c,
                Command::Roll {
                    expr: DiceExpr::parse("d6").unwrap(),
                    repeat
                },
                []
            ),
            RuleError::OutOfRange {
                what: "repeat".into(),
                value: repeat,
                min: 1,
                max: 20
            }
        );
    }
}

// ----- the CLI parser and the command table -----------------------------------------------

fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

#[test]
fn the_cli_parses_the_fixed_syntax() {
    // Unquoted words after `attack` are split by a campaign's weapons: here
    // a campaign without homebrew.
    let p = |line: &str| match parse(&words(line)).unwrap_or_else(|e| panic!("{line}: {e:?}")) {
        Command::AttackWords {
            attacker,
            words,
            modifier,
        } => Campaign::new().typed_attack(&attacker, &words, modifier),
        command => command,
    };
    assert_eq!(
        p("add-player 123 Alice Ann 3 2 3 1 0 -1 4 stealth,melee weapons, fort"),
        Command::AddCharacter(NewCharacter {
            owner: "123".into(),
            player: "Alice".into(),
            name: "Ann".into(),
            level: 3,
            attributes: [2, 3, 1, 0, -1, 4],
            proficient: vec![Skill::Stealth, Skill::MeleeWeapons, Skill::Fortitude],
        })
    );
    assert_eq!(
        p("status Ann"),
        Command::Status {
            name: Some("Ann".into())
        }
    );
    assert_eq!(p("status"), Command::Status { name: None });
    assert_eq!(
        p("check Ann stealth 15"),
        Command::Check {
            character: "Ann".into(),
            skill: Skill::Stealth,
            dc: 15,
            modifier: 0,
            repeat: 1
        }
    );
    assert_eq!(
        p("check Ann melee weapons very hard +2"),
        Command::Check {
            character: "Ann".into(),
            skill: Skill::MeleeWeapons,
            dc: 25,
            modifier: 2,
            repeat: 1
        }
    );
    assert_eq!(
        p("save Ann ref 14 12"),
        Command::Save {
            character: "Ann".into(),
            skill: Skill::Reflex,
            dc: 14,
            damage: 12,
            modifier: 0
        }
    );
    assert_eq!(
        p("save Ann Fortitude Extremely Hard 8 -1"),
        Command::Save {
            character: "Ann".into(),
            skill: Skill::Fortitude,
            dc: 30,
            damage: 8,
            modifier: -1
        }
    );
    assert_eq!(
        p("attack Ann sword Bandit 2"),
        Command::Attack {
            attacker: "Ann".into(),
            weapon: "sword".into(),
            targets: vec!["Bandit 2".into()],
            modifier: 0
        }
    );
    assert_eq!(
        p("attack Ann blaster rifle Scar +1"),
        Command::Attack {
            attacker: "Ann".into(),
            weapon: "blaster rifle".into(),
            targets: vec!["Scar".into()],
            modifier: 1
        }
    );
    assert_eq!(
        p("attack Ann grenade Bandit, Bandit 2,Bob"),
        Command::Attack {
            attacker: "Ann".into(),
            weapon: "grenade".into(),
            targets: vec!["Bandit".into(), "Bandit 2".into(), "Bob".into()],
            modifier: 0
        }
    );
    assert_eq!(
        p("roll 4d6 kh3"),
        Command::Roll {
            expr: DiceExpr::parse("4d6kh3").unwrap(),
            repeat: 1
        }
    );
    assert_eq!(
        p("roll 4d6kh3 x6"),
        Command::Roll {
            expr: DiceExpr::parse("4d6kh3").unwrap(),
            repeat: 6
        }
    );
    assert_eq!(
        p("enemy-add bandit"),
        Command::AddEnemy {
            template: "bandit".into(),
            name: None,
            count: 1
        }
    );
    assert_eq!(
        p("enemy-add bandit 3"),
        Command::AddEnemy {
            template: "bandit".into(),
            name: None,
            count: 3
        }
    );
    assert_eq!(
        p("enemy-add guard 2 Iron Guard"),
        Command::AddEnemy {
            template: "guard".into(),
            name: Some("Iron Guard".into()),
            count: 2
        }
    );
    assert_eq!(
        p("enemy-add guard Scar"),
        Command::AddEnemy {
            template: "guard".into(),
            name: Some("Scar".into()),
            count: 1
        }
    );
    assert_eq!(
        p("enemy-remove Bandit 2"),
        Command::RemoveEnemy {
            name: "Bandit 2".into()
        }
    );
    assert_eq!(
        p("enemy-attack Bandit 2 Ann -2"),
        Command::EnemyAttack {
            enemy: "Bandit 2".into(),
            target: "Ann".into(),
            modifier: -2
        }
    );
    assert_eq!(p("initiative"), Command::Initiative);
    assert_eq!(p("NEXT"), Command::NextTurn);
    assert_eq!(p("end-combat"), Command::EndCombat);
    assert_eq!(
        p("level Ann 7"),
        Command::SetLevel {
            character: "Ann".into(),
            level: 7
        }
    );
    assert_eq!(
        p("hurt Bandit 2 5"),
        Command::Hurt {
            target: "Bandit 2".into(),
            amount: 5
        }
    );
    assert_eq!(
        p("heal Ann 3"),
        Command::Heal {
            target: "Ann".into(),
            amount: 3
        }
    );
    assert_eq!(
        p("condition add Ann on fire"),
        Command::AddCondition {
            target: "Ann".into(),
            condition: "on fire".into()
        }
    );
    assert_eq!(
        p("condition remove Ann prone"),
        Command::RemoveCondition {
            target: "Ann".into(),
            condition: "prone".into()
        }
    );
    assert_eq!(
        p("remove-player Ann"),
        Command::RemoveCharacter { name: "Ann".into() }
    );
}

#[test]
fn the_cli_refuses_unknown_words_and_wrong_shapes() {
    assert_eq!(parse(&[]), Err(ParseError::Empty));
    assert!(matches!(
        parse(&words("dance Ann")),
        Err(ParseError::UnknownCommand { .. })
    ));
    assert!(matches!(
        parse(&words("check Ann stealth")),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&words("next now")),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&words("add-player 1 A Ann 1 0 0 0 0 0")),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&words("condition toggle Ann prone")),
        Err(ParseError::Usage { .. })
    ));
    assert!(matches!(
        parse(&words("check Ann juggling 10")),
        Err(ParseError::Rule(RuleError::Unknown {
            kind: Unknown::Skill,
            ..
        }))
    ));
    assert!(matches!(
        parse(&words("check Ann stealth tricky")),
        Err(ParseError::Rule(RuleError::Unknown {
            kind: Unknown::Difficulty,
            ..
        }))
    ));
    assert!(matches!(
        parse(&words("level Ann high")),
        Err(ParseError::Rule(RuleError::Invalid { .. }))
    ));
    assert!(matches!(
        parse(&words("roll 1d1")),
        Err(ParseError::Rule(RuleError::OutOfRange { .. }))
    ));
}

#[test]
fn the_command_table_lists_every_command_once_with_gm_flags() {
    let names: Vec<_> = COMMANDS.iter().map(|c| c.name).collect();
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    let sample = [
        Command::Status { name: None },
        Command::Initiative,
        Command::NextTurn,
        Command::EndCombat,
        Command::RemoveCharacter {
            name: String::new(),
        },
        Command::RemoveEnemy {
            name: String::new(),
        },
    ];
    for cmd in &sample {
        assert!(names.contains(&cmd.name()), "{}", cmd.name());
    }
    for c in COMMANDS {
        assert!(c.usage.starts_with(c.name), "{}", c.name);
        assert!(c.help_key.starts_with("d20-help-"), "{}", c.name);
        // A command either is GM-only, or names its actor, or changes nothing.
        let player_commands = ["status", "check", "save", "attack", "roll"];
        assert_eq!(c.gm_only, !player_commands.contains(&c.name), "{}", c.name);
        assert_eq!(
            c.actor.is_some(),
            ["check", "save", "attack"].contains(&c.name),
            "{}",
            c.name
        );
        if let Some(actor) = c.actor {
            assert!(c.args.iter().any(|a| a.name == actor && a.required));
        }
    }
}

#[test]
fn player_commands_name_their_actor_and_the_campaign_its_owner() {
    let c = party();
    let cmd = parse(&words("attack ann sword Bob")).unwrap();
    assert_eq!(cmd.actor(), Some("ann"));
    assert_eq!(c.owner_of("ann"), Some("user-Ann"));
    assert_eq!(c.owner_of("Nobody"), None);
    assert_eq!(
        parse(&words("check Bob will 10")).unwrap().actor(),
        Some("Bob")
    );
    assert_eq!(
        parse(&words("save Bob will 10 4")).unwrap().actor(),
        Some("Bob")
    );
    assert_eq!(parse(&words("hurt Bob 4")).unwrap().actor(), None);
    for spec in COMMANDS {
        // The table and the commands agree on which commands have an actor.
        let acting = ["check", "save", "attack"].contains(&spec.name);
        assert_eq!(spec.actor.is_some(), acting, "{}", spec.name);
    }
}

#[test]
fn validate_refuses_broken_imports() {
    let mut c = party();
    assert_eq!(c.validate(), Ok(()));
    let good = c.clone();
    c.characters[0].hp = 10;
    assert!(matches!(c.validate(), Err(RuleError::InvalidState { .. })));
    let mut c = good.clone();
    c.characters[1].name = "ann".into();
    assert!(matches!(c.validate(), Err(RuleError::InvalidState { .. })));
    let mut c = good.clone();
    c.characters[0].level = 0;
    assert!(c.validate().is_err());
    let mut c = good.clone();
    c.characters[0].attributes.cha = 11;
    assert!(c.validate().is_err());
    let mut c = good.clone();
    c.characters[0].name = " Ann".into();
    assert!(c.validate().is_err());
    let mut c = good.clone();
    c.characters[0].conditions = vec![Condition::Prone, Condition::Prone];
    assert!(c.validate().is_err());
    let mut c = good.clone();
    c.characters[0].conditions = vec![Condition::Other("Prone".into())];
    assert!(c.validate().is_err());
    let mut c = good.clone();
    c.version = 99;
    assert!(c.validate().is_err());
    let mut c = good;
    run(&mut c, Command::Initiative, [5, 6]);
    let mut broken = c.clone();
    broken.combat.as_mut().unwrap().current = Unit::Enemy("Nobody".into());
    assert!(broken.validate().is_err());
    let mut broken = c.clone();
    broken.characters.remove(0);
    assert!(broken.validate().is_err());
    // The state survives a JSON round trip unchanged.
    let json = serde_json::to_string(&c).unwrap();
    let back: Campaign = serde_json::from_str(&json).unwrap();
    assert_eq!(back, c);
    assert_eq!(back.validate(), Ok(()));
}

#[test]
fn errors_have_stable_codes() {
    assert_eq!(RuleError::NoCombat.code(), "no_combat");
    assert_eq!(
        RuleError::Unknown {
            kind: Unknown::Weapon,
            name: "x".into(),
            suggestions: vec![]
        }
        .code(),
        "unknown_weapon"
    );
}

#[test]
fn a_check_repeats_with_its_own_die_each_time_up_to_twenty() {
    let mut c = party();
    let check = |repeat| Command::Check {
        character: "Ann".into(),
        skill: Skill::Stealth,
        dc: 15,
        modifier: 0,
        repeat,
    };
    let out = run(&mut c, check(3), [2, 19, 11]);
    let dice: Vec<u32> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Check { roll, .. } => roll.die,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(dice, [2, 19, 11]);
    for repeat in [0, 21] {
        assert_eq!(
            refuse(&mut c, check(repeat), []),
            RuleError::OutOfRange {
                what: "repeat".into(),
                value: repeat,
                min: 1,
                max: 20
            }
        );
    }
    assert_eq!(
        parse(&["check", "Ann", "Stealth", "15", "x3"]).ok(),
        Some(check(3))
    );
}
