//! The wasteland game's house rules with scripted dice and exact numbers:
//! each is off by default (the rules as written), and once a GM turns it on it
//! changes exactly what it says, dice order included.

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::check::{pass_probability, Participant};
use overseer::engine::rulesets::wasteland::command::{CheckRequest, EnemySpec, Setting};
use overseer::engine::rulesets::wasteland::error::RuleError;
use overseer::engine::rulesets::wasteland::house::HouseRule;
use overseer::engine::rulesets::wasteland::outcome::{AttackResult, Event};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::{Campaign, Command, Outcome};
use overseer::engine::special::Attribute;
use overseer::engine::ScriptedDice;

#[allow(clippy::needless_pass_by_value)]
fn run<const N: usize>(c: &mut Campaign, cmd: Command, faces: [u32; N]) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} failed: {e:?}"));
    assert_eq!(dice.remaining(), 0, "unused dice for {cmd:?}");
    out
}

/// Jake: PER 7, AGI 8, INT 6, LCK 4, Sneak tagged at 2 (AGI + Sneak: TN 10).
fn jake() -> Campaign {
    let mut c = Campaign::new();
    run(
        &mut c,
        Command::AddPlayer(NewCharacter {
            owner: "1".into(),
            name: "Jake".into(),
            character: "Jake".into(),
            background: "Vault Dweller".into(),
            special: [6, 7, 5, 4, 6, 8, 4],
            tags: ["Small Guns", "Sneak", "Lockpick"].map(String::from),
        }),
        [],
    );
    c
}

fn rule(c: &mut Campaign, rule: HouseRule) -> Outcome {
    run(c, Command::SetHouseRule { rule, on: true }, [])
}

fn sneak(difficulty: i64) -> Command {
    Command::Check(CheckRequest {
        players: vec!["Jake".into()],
        attribute: Attribute::Agi,
        skill: Skill::Sneak,
        difficulty,
        ap: 0,
        bonus: 0,
        repeat: 1,
    })
}

fn check_of(out: &Outcome) -> &overseer::engine::rulesets::wasteland::check::CheckResult {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Check { result, .. } => Some(result),
            _ => None,
        })
        .expect("a check")
}

#[test]
fn luck_is_rolled_only_for_a_failure_or_a_complication() {
    let mut c = jake();
    // Off (the rules as written): a passed check still rolls Luck (d100).
    run(&mut c, sneak(1), [5, 15, 100]);
    rule(&mut c, HouseRule::LuckOnFailure);
    let out = run(&mut c, sneak(1), [5, 15]);
    assert!(check_of(&out).passed && check_of(&out).luck.is_none());
    let out = run(&mut c, sneak(1), [15, 15, 100]);
    assert!(!check_of(&out).passed);
    assert_eq!(check_of(&out).luck.map(|l| l.roll), Some(100));
    // A complication (a 20, its oracle d6 a 3) asks for Luck even on a pass.
    let out = run(&mut c, sneak(1), [5, 20, 3, 100]);
    assert!(check_of(&out).passed && check_of(&out).luck.is_some());
}

#[test]
fn awareness_raises_every_tn_and_the_odds_shown_include_it() {
    let mut c = jake();
    rule(&mut c, HouseRule::Awareness);
    // A 1 on the awareness d20 (PER 7): +2, so TN 12; 12 succeeds, 15 not.
    let out = run(&mut c, sneak(1), [1, 12, 15, 100]);
    assert!(matches!(
        out.events[0],
        Event::Awareness {
            roll: 1,
            per: 7,
            bonus: 2,
            ..
        }
    ));
    let r = check_of(&out);
    assert_eq!((r.participants[0].tn, r.successes, r.passed), (12, 1, true));
    let expected = pass_probability(
        &[Participant {
            name: "Jake".into(),
            tn: 12,
            tag_level: 2,
        }],
        2,
        1,
    );
    assert!((r.probability - expected).abs() < 1e-12);
    // 5 <= 7: +1; 9 > 7: nothing.
    let out = run(&mut c, sneak(1), [5, 11, 15, 100]);
    assert_eq!(check_of(&out).participants[0].tn, 11);
    let out = run(&mut c, sneak(1), [9, 11, 15, 100]);
    assert_eq!(check_of(&out).participants[0].tn, 10);
    assert!(!check_of(&out).passed);
}

#[test]
fn a_failed_check_may_teach_the_skill() {
    let mut c = jake();
    rule(&mut c, HouseRule::SkillGrowth);
    // Fails (0 of 3), Luck 100 does not trigger, growth d100 3 <= INT 6.
    let out = run(&mut c, sneak(3), [15, 15, 100, 3]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::SkillGrowth {
            grew: true,
            level: 3,
            roll: 3,
            int: 6,
            ..
        }
    )));
    assert_eq!(c.player("Jake").expect("Jake").skill(Skill::Sneak), 3);
    let out = run(&mut c, sneak(3), [15, 15, 100, 50]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::SkillGrowth {
            grew: false,
            level: 3,
            ..
        }
    )));
    // A triggered Luck leaves the result open: no growth roll yet.
    let out = run(&mut c, sneak(3), [15, 15, 2]);
    assert!(!out
        .events
        .iter()
        .any(|e| matches!(e, Event::SkillGrowth { .. })));
}

#[test]
fn rest_outside_shelter_needs_the_gm_to_force_it() {
    let mut c = jake();
    rule(&mut c, HouseRule::SafeRest);
    let before = c.clone();
    let err = c
        .execute(
            &Command::Rest {
                hours: 8,
                force: false,
            },
            &mut ScriptedDice::new([]),
        )
        .expect_err("unsafe");
    assert_eq!(err, RuleError::UnsafeRest);
    assert_eq!(c, before);
    run(
        &mut c,
        Command::Rest {
            hours: 8,
            force: true,
        },
        [],
    );
    run(&mut c, Command::Set(Setting::Shelter(true)), []);
    run(
        &mut c,
        Command::Rest {
            hours: 8,
            force: false,
        },
        [],
    );
}

#[test]
fn the_ap_cap_trims_and_holds_at_six() {
    let mut c = jake();
    run(
        &mut c,
        Command::Ap {
            player: "Jake".into(),
            amount: 10,
        },
        [],
    );
    let out = rule(&mut c, HouseRule::ApCap);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Ap {
            before: 10,
            after: 6,
            ..
        }
    )));
    run(
        &mut c,
        Command::Ap {
            player: "Jake".into(),
            amount: 5,
        },
        [],
    );
    assert_eq!(c.player("Jake").expect("Jake").ap, 6);
}

#[test]
fn a_plain_hit_may_be_dodged_and_a_one_counter_attacks() {
    let mut c = jake();
    run(&mut c, Command::Turn, [100]);
    run(&mut c, Command::Turn, [100]);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: None,
        }),
        [],
    );
    rule(&mut c, HouseRule::Dodge);
    let attack = || Command::EnemyAttack {
        enemy: "Radroach".into(),
        target: Some("Jake".into()),
    };
    let hp = c.player("Jake").expect("Jake").hp;
    // Hit (5 <= 8), 4 damage, dodge 3 <= AGI 8: no damage.
    let out = run(&mut c, attack(), [5, 4, 3]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Dodge {
            dodged: true,
            counter: false,
            agi: 8,
            ..
        }
    )));
    assert_eq!(c.player("Jake").expect("Jake").hp, hp);
    // A 1 on the dodge: the Radroach's own d6 (5) turns on it: 10 -> 5.
    run(&mut c, attack(), [5, 4, 1, 5]);
    assert_eq!(c.enemies[0].hp, 5);
    // 9 > 8: the hit lands.
    run(&mut c, attack(), [5, 4, 9]);
    assert_eq!(c.player("Jake").expect("Jake").hp, hp - 4);
    // A critical is never dodged (no dodge die).
    let out = run(&mut c, attack(), [1, 2]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::EnemyAttack {
            result: AttackResult::Critical,
            ..
        }
    )));
}

#[test]
fn hunger_grows_by_turn_food_lowers_it_and_a_hungry_leader_loses_a_tn() {
    let mut c = jake();
    rule(&mut c, HouseRule::Hunger);
    run(&mut c, Command::Turn, [100]);
    run(&mut c, Command::Turn, [100]);
    assert_eq!(c.hunger_of("Jake"), 8);
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Beer".into(),
            qty: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "Beer".into(),
            target: None,
            provider: None,
        },
        [],
    );
    assert_eq!(c.hunger_of("Jake"), 0, "Beer lowers hunger by 10");
    // Fed (under 20): +1 TN; hungry (over 60): -1 TN.
    let out = run(&mut c, sneak(1), [15, 15, 100]);
    assert_eq!(check_of(&out).participants[0].tn, 11);
    c.hunger.insert("Jake".into(), 70);
    let out = run(&mut c, sneak(1), [15, 15, 100]);
    assert_eq!(check_of(&out).participants[0].tn, 9);
    // Status lists the rules on and everyone's hunger.
    let out = run(&mut c, Command::Status { player: None }, []);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::HouseRules { on } if on == &[HouseRule::Hunger]
    )));
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Hunger {
            after: 70,
            hungry: true,
            ..
        }
    )));
}

#[test]
fn house_rules_are_off_by_default_listed_and_carried_in_the_state() {
    let mut c = jake();
    let out = run(&mut c, Command::HouseRules, []);
    assert!(matches!(&out.events[0], Event::HouseRules { on } if on.is_empty()));
    rule(&mut c, HouseRule::Dodge);
    rule(&mut c, HouseRule::LuckOnFailure);
    let json = serde_json::to_value(&c).expect("state");
    assert_eq!(
        json["house_rules"],
        serde_json::json!(["luck-on-failure", "dodge"])
    );
    let back: Campaign = serde_json::from_value(json).expect("reads back");
    assert!(back.house(HouseRule::Dodge));
    // A state from before house rules reads with none on.
    let mut old = serde_json::to_value(Campaign::new()).expect("state");
    old.as_object_mut().expect("object").remove("house_rules");
    let old: Campaign = serde_json::from_value(old).expect("reads");
    assert!(old.house_rules.is_empty());
}
