//! Scripted-dice scenarios for every rule of the engine, with exact expected numbers.
//! Dice orders are documented in the engine modules (check.rs, turn.rs, loot.rs ...).

use overseer::engine::rulesets::wasteland::character::{Condition, NewCharacter};
use overseer::engine::rulesets::wasteland::check::{DieMeaning, Oracle};
use overseer::engine::rulesets::wasteland::command::{
    CheckRequest, EnemySpec, Setting, TradeGoods, TradeSide,
};
use overseer::engine::rulesets::wasteland::data::LootTier;
use overseer::engine::rulesets::wasteland::error::{BudgetRule, RuleError};
use overseer::engine::rulesets::wasteland::outcome::{
    AttackResult, Event, RandomEvent, Unit, WeatherHit,
};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::world::{Mode, Period, Weather};
use overseer::engine::rulesets::wasteland::{Campaign, Command, Outcome};
use overseer::engine::special::Attribute;
use overseer::engine::ScriptedDice;

fn new_char(owner: &str, name: &str, special: [i64; 7], tags: [&str; 3]) -> Command {
    Command::AddPlayer(NewCharacter {
        owner: owner.into(),
        name: name.into(),
        character: name.into(),
        background: "Vault Dweller".into(),
        special,
        tags: tags.map(String::from),
    })
}

/// Jake: PER 7, AGI 8, LCK 4, tags Small Guns, Sneak, Lockpick.
/// Sarah: END 6, INT 6, LCK 6, tags Medicine, Science, Speech.
fn party() -> Campaign {
    let mut c = Campaign::new();
    run(
        &mut c,
        new_char(
            "1",
            "Jake",
            [6, 7, 5, 4, 6, 8, 4],
            ["Small Guns", "Sneak", "Lockpick"],
        ),
        [],
    );
    run(
        &mut c,
        new_char(
            "2",
            "Sarah",
            [4, 6, 6, 6, 6, 6, 6],
            ["Medicine", "Science", "Speech"],
        ),
        [],
    );
    c
}

#[allow(clippy::needless_pass_by_value)] // call sites read better passing the command by value
fn run<const N: usize>(c: &mut Campaign, cmd: Command, faces: [u32; N]) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} failed: {e:?}"));
    assert_eq!(dice.remaining(), 0, "unused dice for {cmd:?}");
    out
}

#[allow(clippy::needless_pass_by_value)]
fn refuse<const N: usize>(c: &mut Campaign, cmd: Command, faces: [u32; N]) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&cmd, &mut ScriptedDice::new(faces))
        .expect_err("should be refused");
    assert_eq!(*c, before, "a refused command changed the campaign");
    err
}

fn check(players: &str, attr: Attribute, skill: Skill, difficulty: i64, ap: i64) -> Command {
    Command::Check(CheckRequest {
        players: players.split(',').map(String::from).collect(),
        attribute: attr,
        skill,
        difficulty,
        ap,
        bonus: 0,
        repeat: 1,
    })
}

fn check_result(out: &Outcome) -> &overseer::engine::rulesets::wasteland::check::CheckResult {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Check { result, .. } => Some(result),
            _ => None,
        })
        .expect("a check event")
}

fn ap(c: &Campaign, name: &str) -> u32 {
    c.player(name).expect("exists").ap
}

fn hp(c: &Campaign, name: &str) -> u32 {
    c.player(name).expect("exists").hp
}

fn start_combat_ready(c: &mut Campaign) {
    // Safe turns pass, and the chapter moves past day 2 so the count limit is off.
    run(c, Command::Set(Setting::Chapter(2)), []);
    for _ in 0..17 {
        // d100 = 100: no weather change at a new day (Bitter Cold is 98-100... so use the
        // weather draw only at day boundaries), no random event.
        let new_day = c.world.period == Period::PreDawn;
        if new_day {
            run(c, Command::Turn, [1, 100]);
        } else {
            run(c, Command::Turn, [100]);
        }
    }
    assert_eq!(c.world.chapter_day(), 3);
}

#[test]
fn a_solo_check_scores_criticals_and_tag_criticals_and_banks_excess_as_ap() {
    let mut c = party();
    // Jake PER 7 + Lockpick 2 (tag) = TN 9. Faces 1 (critical) and 2 (tag critical).
    let out = run(
        &mut c,
        check("jake", Attribute::Per, Skill::Lockpick, 2, 0),
        [1, 2, 50],
    );
    let r = check_result(&out);
    assert_eq!(r.participants[0].tn, 9);
    assert_eq!(
        r.dice.iter().map(|d| d.meaning).collect::<Vec<_>>(),
        [DieMeaning::Critical, DieMeaning::TagCritical]
    );
    assert_eq!(
        (r.successes, r.passed, r.ap_gained, r.ap_after),
        (4, true, 2, 2)
    );
    assert_eq!(
        r.luck.map(|l| (l.roll, l.luck, l.triggered)),
        Some((50, 4, false))
    );
    // Per die: P(2) = 2/20, P(1) = 7/20, P(0) = 11/20; P(>= 2) = 1 - 0.3025 - 0.385.
    assert!((r.probability - 0.3125).abs() < 1e-12, "{}", r.probability);
    assert_eq!(ap(&c, "Jake"), 2);
    // The check marked Jake as having acted.
    assert!(out.events.iter().any(|e| matches!(e,
        Event::ActionStatus(s) if s.pending == [Unit::Player("Sarah".into())] && !s.all_acted)));
}

#[test]
fn a_twenty_is_a_complication_with_an_oracle_and_no_success() {
    let mut c = party();
    let out = run(
        &mut c,
        check("Jake", Attribute::Agi, Skill::Sneak, 1, 0),
        [20, 5, 4, 99],
    );
    let r = check_result(&out);
    assert_eq!(r.dice[0].meaning, DieMeaning::Complication);
    assert_eq!(r.successes, 1);
    assert_eq!(r.complications.len(), 1);
    assert_eq!(
        (r.complications[0].roll, r.complications[0].oracle),
        (4, Oracle::CostlySuccess)
    );
    assert!(r.passed);
    assert_eq!(r.ap_gained, 0);
}

#[test]
fn helpers_count_only_when_the_leader_scores_and_the_leader_has_the_highest_tn() {
    let mut c = party();
    // Speech: Sarah CHA 6 + 2 = 8 leads over Jake CHA 4 + 0 = 4 though Jake is named first.
    let out = run(
        &mut c,
        check("Jake,Sarah", Attribute::Cha, Skill::Speech, 2, 0),
        [15, 9, 1, 60],
    );
    let r = check_result(&out);
    assert_eq!(r.leader, "Sarah");
    assert_eq!(r.dice.len(), 3);
    assert_eq!(
        r.successes, 0,
        "leader failed, so Jake's critical does not count"
    );
    assert!(!r.dice[2].counted);
    assert!(!r.passed);

    let out = run(
        &mut c,
        check("Jake,Sarah", Attribute::Cha, Skill::Speech, 2, 0),
        [3, 9, 1, 60],
    );
    let r = check_result(&out);
    assert_eq!((r.successes, r.passed, r.ap_gained), (3, true, 1));
}

#[test]
fn ap_buys_dice_but_never_past_five_and_is_paid_before_rolling() {
    let mut c = party();
    run(
        &mut c,
        Command::Ap {
            player: "Jake".into(),
            amount: 3,
        },
        [],
    );
    // Assisted: 2 leader + 1 helper = 3 dice, so only 2 of the 3 AP asked are spent.
    let out = run(
        &mut c,
        check("Jake,Sarah", Attribute::Per, Skill::SmallGuns, 1, 3),
        [11, 12, 13, 14, 15, 90],
    );
    let r = check_result(&out);
    assert_eq!(
        (r.ap_spent, r.dice.len(), r.ap_before, r.ap_after),
        (2, 5, 3, 1)
    );
    assert_eq!(r.successes, 0);
    assert_eq!(ap(&c, "Jake"), 1);
    // Asking for more AP than held is refused and changes nothing.
    assert_eq!(
        refuse(
            &mut c,
            check("Jake", Attribute::Per, Skill::SmallGuns, 1, 2),
            []
        ),
        RuleError::NotEnoughAp {
            name: "Jake".into(),
            have: 1,
            need: 2
        }
    );
}

#[test]
fn aiming_adds_a_die_within_the_cap_and_is_consumed() {
    let mut c = party();
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "aiming".into(),
            turns: 1,
        },
        [],
    );
    let out = run(
        &mut c,
        check("Jake", Attribute::Per, Skill::SmallGuns, 1, 0),
        [15, 16, 17, 80],
    );
    let r = check_result(&out);
    assert!(r.aimed);
    assert_eq!(r.dice.len(), 3);
    assert!(!c.player("Jake").expect("exists").has_effect("Aiming"));
}

#[test]
fn luck_offers_a_reroll_that_takes_back_the_first_gain_and_keeps_the_second() {
    let mut c = party();
    run(
        &mut c,
        Command::Ap {
            player: "Jake".into(),
            amount: 1,
        },
        [],
    );
    // 1 AP spent: 3 dice. Faces 1,1,1 = 6 successes, difficulty 1 -> +5 AP. Luck 3 <= 4.
    let out = run(
        &mut c,
        check("Jake", Attribute::Per, Skill::SmallGuns, 1, 1),
        [1, 1, 1, 3],
    );
    let offer = out.reroll_offer().cloned().expect("luck triggered");
    assert_eq!(
        (offer.ap_spent, offer.ap_gained, offer.leader_dice),
        (1, 5, 3)
    );
    assert_eq!(ap(&c, "Jake"), 5);
    // The re-roll: same pool, the 1 AP is not charged again, the 5 AP are taken back,
    // and the new result (one success, +0 AP) stands. No new Luck roll.
    let out = run(&mut c, Command::Reroll(offer), [9, 15, 16]);
    match &out.events[0] {
        Event::Rerolled {
            ap_taken_back,
            result,
        } => {
            assert_eq!(*ap_taken_back, 5);
            assert_eq!(
                (result.successes, result.ap_gained, result.dice.len()),
                (1, 0, 3)
            );
            assert!(result.luck.is_none());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(ap(&c, "Jake"), 0);
}

#[test]
fn a_repeated_check_is_that_many_checks_in_a_row_without_luck_all_or_none() {
    let mut c = party();
    let ap_to = |c: &mut Campaign, amount| {
        run(
            c,
            Command::Ap {
                player: "Jake".into(),
                amount,
            },
            [],
        );
    };
    ap_to(&mut c, 1);
    let series = |ap, repeat| {
        Command::Check(CheckRequest {
            repeat,
            ..match check("Jake", Attribute::Per, Skill::Lockpick, 1, ap) {
                Command::Check(r) => r,
                _ => unreachable!(),
            }
        })
    };
    // TN 9, tag ≤ 2, 1 AP a roll. Roll 1: 1 5 15 = 3 successes, 2 AP gained (0 → 2).
    // Roll 2: 20 19 18 = a complication (oracle d6 3), failed (2 → 1).
    // Roll 3: 12 9 10 = 1 success, passed, nothing gained (1 → 0). No Luck d100.
    let out = run(&mut c, series(1, 3), [1, 5, 15, 20, 19, 18, 3, 12, 9, 10]);
    let results: Vec<_> = out
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Check { result, reroll } => {
                assert!(reroll.is_none() && result.luck.is_none());
                Some((
                    result.dice.iter().map(|d| d.face).collect::<Vec<_>>(),
                    result.successes,
                    result.passed,
                    result.ap_before,
                    result.ap_after,
                    result
                        .complications
                        .iter()
                        .map(|k| k.oracle)
                        .collect::<Vec<_>>(),
                ))
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        results,
        [
            (vec![1, 5, 15], 3, true, 1, 2, vec![]),
            (vec![20, 19, 18], 0, false, 2, 1, vec![Oracle::HiddenThreat]),
            (vec![12, 9, 10], 1, true, 1, 0, vec![]),
        ]
    );
    let statuses = out
        .events
        .iter()
        .filter(|e| matches!(e, Event::ActionStatus(_)))
        .count();
    assert_eq!(statuses, 1, "one action status closes the series");
    assert!(matches!(out.events.last(), Some(Event::ActionStatus(_))));
    assert_eq!(ap(&c, "Jake"), 0);
    // A roll the leader cannot pay for refuses the whole series.
    ap_to(&mut c, 1);
    assert_eq!(
        refuse(&mut c, series(1, 2), [15, 16, 17]),
        RuleError::NotEnoughAp {
            name: "Jake".into(),
            have: 0,
            need: 1
        }
    );
    for repeat in [0, 21] {
        assert!(matches!(
            refuse(&mut c, series(0, repeat), []),
            RuleError::OutOfRange {
                min: 1,
                max: 20,
                ..
            }
        ));
    }
}

#[test]
fn difficulty_zero_always_passes_and_out_of_range_input_is_refused() {
    let mut c = party();
    let out = run(
        &mut c,
        check("Jake", Attribute::Str, Skill::Melee, 0, 0),
        [19, 19, 100],
    );
    assert!(check_result(&out).passed);
    assert!((check_result(&out).probability - 1.0).abs() < f64::EPSILON);
    assert!(matches!(
        refuse(
            &mut c,
            check("Jake", Attribute::Str, Skill::Melee, 6, 0),
            []
        ),
        RuleError::OutOfRange {
            value: 6,
            min: 0,
            max: 5,
            ..
        }
    ));
    assert!(matches!(
        refuse(
            &mut c,
            check("Jake,jake", Attribute::Str, Skill::Melee, 1, 0),
            []
        ),
        RuleError::DuplicateParticipant { .. }
    ));
    assert!(matches!(
        refuse(
            &mut c,
            check("Nobody", Attribute::Str, Skill::Melee, 1, 0),
            []
        ),
        RuleError::Unknown { .. }
    ));
}

#[test]
fn generic_dice_report_total_min_and_max() {
    let mut c = party();
    let roll = |count, sides, repeat| Command::Roll {
        count,
        sides,
        repeat,
    };
    let out = run(&mut c, roll(3, 6, 1), [2, 6, 1]);
    assert_eq!(
        out.events[0],
        Event::Dice {
            count: 3,
            sides: 6,
            faces: vec![2, 6, 1],
            total: 9,
            min: 1,
            max: 6
        }
    );
    assert!(matches!(
        refuse(&mut c, roll(101, 6, 1), []),
        RuleError::OutOfRange { .. }
    ));
    assert!(matches!(
        refuse(&mut c, roll(1, 1, 1), []),
        RuleError::OutOfRange { .. }
    ));
    // Repeated: an event per roll, 1..=20 times.
    let out = run(&mut c, roll(2, 6, 3), [1, 2, 3, 4, 6, 6]);
    let totals: Vec<u32> = out
        .events
        .iter()
        .map(|e| match e {
            Event::Dice { total, .. } => *total,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(totals, [3, 7, 12]);
    for repeat in [0, 21] {
        assert!(matches!(
            refuse(&mut c, roll(2, 6, repeat), []),
            RuleError::OutOfRange { .. }
        ));
    }
}

#[test]
fn ranged_damage_uses_ammo_and_pierce_and_an_empty_gun_changes_nothing() {
    let mut c = party();
    // 10mm Pistol: 3d6 + Pierce. Faces 6, 3, 1 -> 3 + 2 + 1 = 6, one effect, +1 pierce.
    let out = run(
        &mut c,
        Command::Damage {
            player: "Jake".into(),
            weapon: "10mm pistol".into(),
            ap: 0,
            target: None,
            close: false,
        },
        [6, 3, 1],
    );
    match &out.events[0] {
        Event::Damage {
            total,
            effects,
            pierce_bonus,
            ammo,
            str_check,
            ..
        } => {
            assert_eq!((*total, *effects, *pierce_bonus), (7, 1, 1));
            assert_eq!(ammo, &Some(("10mm Ammo".to_owned(), 23)));
            assert!(str_check.is_none());
        }
        other => panic!("{other:?}"),
    }
    run(
        &mut c,
        Command::InventoryRemove {
            player: "Jake".into(),
            item: "10mm Ammo".into(),
            qty: 23,
        },
        [],
    );
    assert_eq!(
        refuse(
            &mut c,
            Command::Damage {
                player: "Jake".into(),
                weapon: "10mm Pistol".into(),
                ap: 0,
                target: None,
                close: false
            },
            []
        ),
        RuleError::OutOfAmmo {
            name: "Jake".into(),
            weapon: "10mm Pistol".into(),
            ammo: "10mm Ammo".into()
        }
    );
}

#[test]
fn melee_damage_rolls_the_str_check_and_psycho_adds_three() {
    let mut c = party();
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Psycho".into(),
            qty: 1,
        },
        [],
    );
    // Psycho: addiction d20 = 10 (no addiction).
    run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "psycho".into(),
            target: None,
            provider: None,
        },
        [10],
    );
    // Machete 3d6: 2, 4, 5 -> 1 + 2 + 3 = 6. STR check 2d20 vs STR 6: 1 and 6 -> 3 successes: +3.
    let out = run(
        &mut c,
        Command::Damage {
            player: "Jake".into(),
            weapon: "Machete".into(),
            ap: 0,
            target: None,
            close: false,
        },
        [2, 4, 5, 1, 6],
    );
    match &out.events[0] {
        Event::Damage {
            total,
            str_bonus,
            psycho_bonus,
            str_check,
            ammo,
            ..
        } => {
            assert_eq!(str_check.as_ref().map(|r| r.successes), Some(3));
            assert_eq!((*str_bonus, *psycho_bonus, *total), (3, 3, 12));
            assert!(ammo.is_none());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_encounter_budget_refuses_by_each_rule_in_order_and_says_what_fits() {
    let mut c = party();
    // Rule 1: tier. Chapter 1 allows tier 1 only.
    let err = refuse(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Deathclaw".into(),
            name: None,
        }),
        [],
    );
    assert!(matches!(
        err,
        RuleError::Budget {
            rule: BudgetRule::Tier {
                tier: 4,
                max_tier: 1
            },
            ..
        }
    ));
    // Rule 2: safe turns (0 of 2 passed).
    let err = refuse(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: None,
        }),
        [],
    );
    match err {
        RuleError::Budget { rule, fits, .. } => {
            assert_eq!(
                rule,
                BudgetRule::SafeTurns {
                    elapsed: 0,
                    safe_turns: 2
                }
            );
            assert!(fits.is_empty());
        }
        other => panic!("{other:?}"),
    }
    run(&mut c, Command::Turn, [100]);
    run(&mut c, Command::Turn, [100]);
    // Within budget: Radroach (10 HP) on chapter day 1; combat starts.
    let out = run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "radroach".into(),
            name: None,
        }),
        [],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAdded {
            hp_used: 10,
            hp_budget: 45,
            ..
        }
    ));
    assert!(out.events.contains(&Event::ModeChanged {
        from: Mode::Exploration,
        to: Mode::Combat
    }));
    // Rule 3: day 1 allows one living enemy.
    let err = refuse(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: None,
        }),
        [],
    );
    assert!(matches!(
        err,
        RuleError::Budget {
            rule: BudgetRule::Count {
                chapter_day: 1,
                living: 1,
                limit: 1
            },
            ..
        }
    ));
    // Rule 4: HP. Past day 2 (no count limit), 2 players: budget 45; 10 used + 4 x 10...
    let mut c = party();
    start_combat_ready(&mut c);
    for name in ["A", "B", "C"] {
        run(
            &mut c,
            Command::AddEnemy(EnemySpec::Template {
                template: "Raider".into(),
                name: Some(name.into()),
            }),
            [],
        );
    }
    // Chapter 2, 2 players: floor(60 x 1.5) = 90; 75 used, a 20 HP ghoul would make 95.
    let err = refuse(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Feral Ghoul".into(),
            name: None,
        }),
        [],
    );
    match err {
        RuleError::Budget { rule, fits, .. } => {
            assert_eq!(
                rule,
                BudgetRule::Hp {
                    used: 75,
                    adding: 20,
                    budget: 90
                }
            );
            assert_eq!(
                fits,
                [
                    "Radroach",
                    "Bloatfly",
                    "Mole Rat",
                    "Wild Dog",
                    "Mirelurk Hatchling"
                ]
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn enemies_are_named_in_sequence_and_custom_ones_get_a_tier_from_hp() {
    let mut c = party();
    start_combat_ready(&mut c);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Mole Rat".into(),
            name: None,
        }),
        [],
    );
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Mole Rat".into(),
            name: None,
        }),
        [],
    );
    let out = run(
        &mut c,
        Command::AddEnemy(EnemySpec::Custom {
            name: "Glowing Rat".into(),
            hp: 20,
            damage: "2d6".into(),
            attack_skill: 11,
            drops: "uncommon".into(),
            special: Some("glows".into()),
        }),
        [],
    );
    match &out.events[0] {
        Event::EnemyAdded { enemy, .. } => {
            assert_eq!((enemy.tier, enemy.damage.as_str()), (2, "2d6"));
        }
        other => panic!("{other:?}"),
    }
    let names: Vec<&str> = c.enemies.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Mole Rat", "Mole Rat 2", "Glowing Rat"]);
    assert!(matches!(
        refuse(
            &mut c,
            Command::AddEnemy(EnemySpec::Custom {
                name: "X".into(),
                hp: 5,
                damage: "2d6".into(),
                attack_skill: 21,
                drops: "junk".into(),
                special: None
            }),
            []
        ),
        RuleError::OutOfRange { value: 21, .. }
    ));
}

#[test]
fn a_fight_from_first_enemy_to_last_kill_drops_loot_and_ends_combat() {
    let mut c = party();
    start_combat_ready(&mut c);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: None,
        }),
        [],
    );
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Bloatfly".into(),
            name: None,
        }),
        [],
    );
    // Enemy attack: d20 = 1 critical, 1d6 = 4, +1 per die = 5 damage.
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "radroach".into(),
            target: Some("Sarah".into()),
        },
        [1, 4],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack {
            result: AttackResult::Critical,
            damage: 5,
            ..
        }
    ));
    assert_eq!(hp(&c, "Sarah"), 55);
    // Fumble on 20 even though skill is 8.
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Bloatfly".into(),
            target: Some("Sarah".into()),
        },
        [20],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack {
            result: AttackResult::Fumble,
            damage: 0,
            ..
        }
    ));
    // Jake's pistol kills the Radroach: 6, 6, 6 -> 9 + 3 pierce = 12 >= 10. Junk loot die 1.
    let out = run(
        &mut c,
        Command::Damage {
            player: "Jake".into(),
            weapon: "10mm Pistol".into(),
            ap: 0,
            target: Some("Radroach".into()),
            close: false,
        },
        [6, 6, 6, 1],
    );
    assert!(out.events.iter().any(|e| matches!(e, Event::EnemyKilled { name, loot: Some(l) } if name == "Radroach" && l.tier == LootTier::Junk)));
    assert_eq!(c.world.mode, Mode::Combat);
    // Killing the last enemy with enemy-hurt ends combat.
    let out = run(
        &mut c,
        Command::HurtEnemy {
            name: "bloatfly".into(),
            amount: 50,
        },
        [2],
    );
    assert!(out.events.contains(&Event::ModeChanged {
        from: Mode::Combat,
        to: Mode::Exploration
    }));
    assert!(matches!(
        refuse(
            &mut c,
            Command::HurtEnemy {
                name: "Bloatfly".into(),
                amount: 1
            },
            []
        ),
        RuleError::EnemyDead { .. }
    ));
    // Dead enemies leave at the next turn.
    let out = run(&mut c, Command::Turn, [100]);
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::DeadRemoved { names } if names.len() == 2)));
    assert!(c.enemies.is_empty());
}

#[test]
fn weapon_effects_land_on_the_target_and_tick_on_rounds() {
    let mut c = party();
    start_combat_ready(&mut c);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Raider".into(),
            name: None,
        }),
        [],
    );
    // Knife 2d6 (Bleed): 5, 6 -> 6 damage, 2 effects -> Bleeding 2 turns. STR check 15, 15 fails.
    run(
        &mut c,
        Command::Damage {
            player: "Jake".into(),
            weapon: "Knife".into(),
            ap: 0,
            target: Some("Raider".into()),
            close: false,
        },
        [5, 6, 15, 15],
    );
    assert_eq!(c.enemies[0].hp, 19);
    assert_eq!(c.enemies[0].effects[0].turns, 2);
    let out = run(&mut c, Command::Turn, []);
    assert!(out.events.contains(&Event::RoundAdvanced {
        round: 2,
        first: None
    }));
    assert_eq!(c.enemies[0].hp, 18);
    run(&mut c, Command::Turn, []);
    assert_eq!(c.enemies[0].hp, 17);
    assert!(c.enemies[0].effects.is_empty());
    // Stun makes the next attack a lost action.
    run(
        &mut c,
        Command::Damage {
            player: "Jake".into(),
            weapon: "Fists".into(),
            ap: 0,
            target: Some("Raider".into()),
            close: false,
        },
        [5, 15, 15],
    );
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Raider".into(),
            target: Some("Jake".into()),
        },
        [],
    );
    assert!(matches!(&out.events[0], Event::EnemyLostAction { .. }));
}

#[test]
fn med_x_reduces_enemy_damage_to_at_least_one() {
    let mut c = party();
    start_combat_ready(&mut c);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Raider".into(),
            name: None,
        }),
        [],
    );
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Sarah".into(),
            item: "Med-X".into(),
            qty: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::UseItem {
            player: "Sarah".into(),
            item: "Med-X".into(),
            target: None,
            provider: None,
        },
        [20],
    );
    // Hit on 10 (skill 10): 3d6 = 1, 2, 3 = 6, minus 2 = 4.
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Raider".into(),
            target: Some("Sarah".into()),
        },
        [10, 1, 2, 3],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack {
            result: AttackResult::Hit,
            raw_damage: 6,
            reduction: 2,
            damage: 4,
            ..
        }
    ));
    assert_eq!(hp(&c, "Sarah"), 56);
    // Miss above the skill.
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Raider".into(),
            target: Some("Sarah".into()),
        },
        [11],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack {
            result: AttackResult::Miss,
            ..
        }
    ));
}

#[test]
fn exploration_turns_move_the_clock_and_draw_weather_at_dawn_and_events_on_a_ten() {
    let mut c = party();
    assert_eq!((c.world.day, c.world.period), (1, Period::Morning));
    // d100 = 7 <= 10: an event; kind 80 -> atmosphere; pick the 2nd.
    let out = run(&mut c, Command::Turn, [7, 80, 2]);
    assert!(out.events.contains(&Event::TurnAdvanced {
        turn: 1,
        day: 1,
        period: Period::Noon
    }));
    assert!(out.events.iter().any(|e| matches!(e, Event::RandomEvent { event: RandomEvent::Atmosphere { id }, .. } if id == "atmosphere-02")));
    for _ in 0..5 {
        run(&mut c, Command::Turn, [100]);
    }
    assert_eq!(c.world.period, Period::PreDawn);
    // New day: weather d100 = 91 -> Rad Storm (cumulative 88..91... see the table), then
    // 50 rads each, then the event roll.
    let out = run(&mut c, Command::Turn, [91, 100]);
    assert_eq!((c.world.day, c.world.period), (2, Period::EarlyMorning));
    assert!(out.events.contains(&Event::WeatherChanged {
        from: Weather::Clear,
        to: Weather::RadStorm
    }));
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::WeatherEffect {
            hit: WeatherHit::Rads { rads: 50, .. },
            ..
        }
    )));
    assert_eq!(c.player("Jake").expect("exists").rads, 50);
    // Shelter stops the storm's rads.
    run(&mut c, Command::Set(Setting::Shelter(true)), []);
    run(&mut c, Command::Turn, [100]);
    assert_eq!(c.player("Jake").expect("exists").rads, 50);
}

#[test]
fn heat_asks_for_an_end_check_each_turn() {
    let mut c = party();
    run(
        &mut c,
        Command::Set(Setting::Weather(Weather::ScorchingHeat)),
        [],
    );
    // Jake END 5: 12, 13 fail -> -5 HP; Sarah END 6: 3, 19 pass.
    run(&mut c, Command::Turn, [12, 13, 3, 19, 100]);
    assert_eq!((hp(&c, "Jake"), hp(&c, "Sarah")), (45, 60));
}

#[test]
fn radiation_bands_lower_effective_special_and_radaway_and_rad_x_help() {
    let mut c = party();
    run(
        &mut c,
        Command::Rads {
            player: "Jake".into(),
            amount: 650,
        },
        [],
    );
    let j = c.player("Jake").expect("exists");
    assert_eq!(j.effective(Attribute::Str, Weather::Clear).value, 4);
    assert_eq!(j.effective(Attribute::Per, Weather::Clear).value, 6);
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "RadAway".into(),
            qty: 1,
        },
        [],
    );
    let out = run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "radaway".into(),
            target: None,
            provider: None,
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Rads {
            before: 650,
            after: 550,
            band_before: 3,
            band_after: 2,
            ..
        }
    )));
    run(
        &mut c,
        Command::Rads {
            player: "Jake".into(),
            amount: -9999,
        },
        [],
    );
    assert_eq!(c.player("Jake").expect("exists").rads, 0);
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Rad-X".into(),
            qty: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "Rad-X".into(),
            target: None,
            provider: None,
        },
        [],
    );
    let out = run(
        &mut c,
        Command::Rads {
            player: "Jake".into(),
            amount: 101,
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Rads {
            halved: true,
            after: 50,
            ..
        }
    )));
}

#[test]
fn healing_adds_the_medicine_bonus_and_never_passes_max_hp() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            player: "Sarah".into(),
            amount: 30,
        },
        [],
    );
    // Sarah has Medicine 2: heal 5 -> +9.
    let out = run(
        &mut c,
        Command::Heal {
            player: "Sarah".into(),
            amount: 5,
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Hp {
            delta: 9,
            medicine_bonus: 4,
            after: 39,
            ..
        }
    )));
    // Sarah uses a Stimpak on Jake: 15 + 4 (her Medicine), capped at Jake's 50.
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 10,
        },
        [],
    );
    run(
        &mut c,
        Command::UseItem {
            player: "Sarah".into(),
            item: "Stimpak".into(),
            target: Some("Jake".into()),
            provider: None,
        },
        [],
    );
    assert_eq!(hp(&c, "Jake"), 50);
    assert_eq!(c.player("Sarah").expect("exists").count("Stimpak"), 1);
}

#[test]
fn a_character_at_zero_hp_dies_after_three_turns_unless_healed_and_a_gm_can_revive() {
    let mut c = party();
    let out = run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 99,
        },
        [],
    );
    assert!(out.events.contains(&Event::Incapacitated {
        name: "Jake".into()
    }));
    assert!(matches!(
        refuse(
            &mut c,
            check("Jake", Attribute::Per, Skill::Sneak, 1, 0),
            []
        ),
        RuleError::CannotAct { .. }
    ));
    run(&mut c, Command::Turn, [100]);
    run(&mut c, Command::Turn, [100]);
    assert_eq!(
        c.player("Jake").expect("exists").condition,
        Condition::Incapacitated { turns_down: 2 }
    );
    let out = run(&mut c, Command::Turn, [100]);
    assert!(out.events.contains(&Event::Died {
        name: "Jake".into()
    }));
    assert!(matches!(
        refuse(
            &mut c,
            Command::Heal {
                player: "Jake".into(),
                amount: 10
            },
            []
        ),
        RuleError::Dead { .. }
    ));
    run(
        &mut c,
        Command::Revive {
            player: "Jake".into(),
        },
        [],
    );
    assert_eq!(
        (hp(&c, "Jake"), c.player("Jake").expect("exists").condition),
        (1, Condition::Active)
    );
    // Healing an incapacitated character brings them back up.
    run(
        &mut c,
        Command::Hurt {
            player: "Sarah".into(),
            amount: 60,
        },
        [],
    );
    run(
        &mut c,
        Command::Heal {
            player: "Sarah".into(),
            amount: 1,
        },
        [],
    );
    assert_eq!(
        c.player("Sarah").expect("exists").condition,
        Condition::Active
    );
}

#[test]
fn chems_risk_addiction_and_withdrawal_bites_until_cured() {
    let mut c = party();
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Jet".into(),
            qty: 2,
        },
        [],
    );
    let out = run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "Jet".into(),
            target: None,
            provider: None,
        },
        [3],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::AddictionRoll {
            roll: 3,
            addicted: true,
            ..
        }
    )));
    // Jet active: AGI 8 + 2 = 10.
    assert_eq!(
        c.player("Jake")
            .expect("exists")
            .effective(Attribute::Agi, Weather::Clear)
            .value,
        10
    );
    run(&mut c, Command::Turn, [100]);
    run(&mut c, Command::Turn, [100]);
    // Jet expired after 2 turns; withdrawal: AGI 8 - 1 = 7.
    let j = c.player("Jake").expect("exists");
    assert!(!j.has_effect("Jet") && j.has_effect("Jet Addiction"));
    assert_eq!(j.effective(Attribute::Agi, Weather::Clear).value, 7);
    // Rest keeps the addiction.
    run(
        &mut c,
        Command::Rest {
            hours: 1,
            force: false,
        },
        [],
    );
    assert!(c
        .player("Jake")
        .expect("exists")
        .has_effect("Jet Addiction"));
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "addictol".into(),
            qty: 1,
        },
        [],
    );
    let out = run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "Addictol".into(),
            target: None,
            provider: None,
        },
        [],
    );
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::Cured { addictions, .. } if addictions == &["Jet Addiction"])));
    assert_eq!(
        c.player("Jake")
            .expect("exists")
            .effective(Attribute::Agi, Weather::Clear)
            .value,
        8
    );
}

#[test]
fn nuka_cola_quantum_heals_gives_ap_and_rads() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 20,
        },
        [],
    );
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Nuka-Cola Quantum".into(),
            qty: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::UseItem {
            player: "Jake".into(),
            item: "nuka-cola quantum".into(),
            target: None,
            provider: None,
        },
        [],
    );
    let j = c.player("Jake").expect("exists");
    assert_eq!((j.hp, j.ap, j.rads), (40, 5, 10));
    assert!(matches!(
        refuse(
            &mut c,
            Command::UseItem {
                player: "Jake".into(),
                item: "10mm Pistol".into(),
                target: None,
                provider: None,
            },
            []
        ),
        RuleError::NotConsumable { .. }
    ));
}

#[test]
fn effects_tick_expire_and_permanent_ones_stay() {
    let mut c = party();
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "Blessed".into(),
            turns: 1,
        },
        [],
    );
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "Scarred".into(),
            turns: -1,
        },
        [],
    );
    assert!(matches!(
        refuse(
            &mut c,
            Command::EffectAdd {
                player: "Jake".into(),
                name: "X".into(),
                turns: 0
            },
            []
        ),
        RuleError::OutOfRange { .. }
    ));
    let out = run(&mut c, Command::Turn, [100]);
    assert!(out.events.contains(&Event::EffectExpired {
        unit: Unit::Player("Jake".into()),
        effect: "Blessed".into()
    }));
    assert_eq!(c.player("Jake").expect("exists").effects.len(), 1);
    run(
        &mut c,
        Command::EffectRemove {
            player: "Jake".into(),
            name: "scarred".into(),
        },
        [],
    );
    assert!(matches!(
        refuse(
            &mut c,
            Command::EffectRemove {
                player: "Jake".into(),
                name: "Scarred".into()
            },
            []
        ),
        RuleError::NoSuchEffect { .. }
    ));
}

#[test]
fn rest_heals_per_hour_with_survival_clears_temporary_effects_ends_combat_and_moves_the_clock() {
    let mut c = party();
    start_combat_ready(&mut c);
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Raider".into(),
            name: None,
        }),
        [],
    );
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 40,
        },
        [],
    );
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "Prone".into(),
            turns: 3,
        },
        [],
    );
    let turn = c.world.turn;
    // 4 hours: 5/hour (Jake has no Survival) = 20; 2 periods.
    let out = run(
        &mut c,
        Command::Rest {
            hours: 4,
            force: false,
        },
        [],
    );
    assert!(out.events.contains(&Event::ModeChanged {
        from: Mode::Combat,
        to: Mode::Exploration
    }));
    assert_eq!(hp(&c, "Jake"), 30);
    assert!(c.player("Jake").expect("exists").effects.is_empty());
    assert!(c.enemies.is_empty());
    assert_eq!(c.world.turn, turn + 2);
}

#[test]
fn skill_up_adds_one_and_a_passed_int_check_adds_another_up_to_six() {
    let mut c = party();
    // Sarah INT 6: 1 and 5 -> 3 successes: Medicine 2 -> 4.
    let out = run(
        &mut c,
        Command::SkillUp {
            player: "Sarah".into(),
            skill: Skill::Medicine,
        },
        [1, 5],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::SkillUp {
            from: 2,
            to: 4,
            bonus: true,
            ..
        }
    )));
    run(
        &mut c,
        Command::SkillUp {
            player: "Sarah".into(),
            skill: Skill::Medicine,
        },
        [10, 10],
    );
    // 5 -> 6 reaches the cap: no INT check is rolled.
    run(
        &mut c,
        Command::SkillUp {
            player: "Sarah".into(),
            skill: Skill::Medicine,
        },
        [],
    );
    assert_eq!(c.player("Sarah").expect("exists").skill(Skill::Medicine), 6);
    assert!(matches!(
        refuse(
            &mut c,
            Command::SkillUp {
                player: "Sarah".into(),
                skill: Skill::Medicine
            },
            []
        ),
        RuleError::SkillMaxed { .. }
    ));
}

#[test]
fn trade_quotes_follow_cha_and_barter_and_settling_moves_caps_and_goods() {
    let mut c = party();
    // Jake CHA 4, Barter 0: m = 1.05 -> buy 105, sell 95.
    let out = run(
        &mut c,
        Command::Trade {
            player: "Jake".into(),
            price: 100,
            side: TradeSide::Buy,
            settle: None,
        },
        [],
    );
    assert!(matches!(
        &out.events[0],
        Event::Trade {
            price: 105,
            multiplier_pct: 105,
            settled: false,
            ..
        }
    ));
    run(
        &mut c,
        Command::Trade {
            player: "Jake".into(),
            price: 50,
            side: TradeSide::Sell,
            settle: Some(TradeGoods {
                item: "Stimpak".into(),
                qty: 1,
            }),
        },
        [],
    );
    let j = c.player("Jake").expect("exists");
    assert_eq!((j.caps, j.count("Stimpak")), (148, 1));
    assert!(matches!(
        refuse(
            &mut c,
            Command::Trade {
                player: "Jake".into(),
                price: 500,
                side: TradeSide::Buy,
                settle: Some(TradeGoods {
                    item: "Jet".into(),
                    qty: 1
                })
            },
            []
        ),
        RuleError::NotEnoughCaps {
            have: 148,
            need: 525,
            ..
        }
    ));
}

#[test]
fn loot_draws_distinct_items_by_tier_weight_and_npcs_are_remembered() {
    let mut c = party();
    // Two items, random tiers: d100 36 -> common, pick 1; d100 40 -> common again, pick 1
    // of the remaining (so a different item).
    let out = run(
        &mut c,
        Command::Loot {
            tier: None,
            count: 2,
        },
        [36, 1, 40, 1],
    );
    match &out.events[0] {
        Event::Loot { items, .. } => {
            assert_eq!(items.len(), 2);
            assert!(items.iter().all(|i| i.tier == LootTier::Common));
            assert_ne!(items[0].item, items[1].item);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        refuse(
            &mut c,
            Command::Loot {
                tier: None,
                count: 11
            },
            []
        ),
        RuleError::OutOfRange { .. }
    ));
    run(
        &mut c,
        Command::NpcGen { count: 2 },
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert_eq!(c.npcs.len(), 2);
    assert_eq!(c.npcs[1].appearance, "09");
}

#[test]
fn initiative_orders_by_per_plus_agi_and_attack_skill_and_breaks_ties_with_a_d20() {
    let mut c = party();
    start_combat_ready(&mut c);
    // Jake 7 + 8 = 15; Sarah 6 + 6 = 12; Wild Dog 12; Raider 10.
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Wild Dog".into(),
            name: None,
        }),
        [],
    );
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Raider".into(),
            name: None,
        }),
        [],
    );
    // Tie at 12: Sarah rolls 5, Wild Dog 17.
    let out = run(&mut c, Command::Initiative, [5, 17]);
    match &out.events[0] {
        Event::Initiative { order } => {
            let names: Vec<&str> = order.iter().map(|e| e.unit.name()).collect();
            assert_eq!(names, ["Jake", "Wild Dog", "Sarah", "Raider"]);
        }
        other => panic!("{other:?}"),
    }
    // The next round is announced with who acts first: Jake, then, once he
    // is down, the Wild Dog.
    let round = |out: &Outcome| {
        out.events
            .iter()
            .find_map(|e| match e {
                Event::RoundAdvanced { round, first } => Some((*round, first.clone())),
                _ => None,
            })
            .expect("a round notice")
    };
    let out = run(&mut c, Command::Turn, []);
    assert_eq!(round(&out), (2, Some(Unit::Player("Jake".into()))));
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 100,
        },
        [],
    );
    let out = run(&mut c, Command::Turn, []);
    assert_eq!(round(&out), (3, Some(Unit::Enemy("Wild Dog".into()))));
}

#[test]
fn inventory_changes_by_quantity_and_refuses_to_go_below_zero() {
    let mut c = party();
    let out = run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "stimpak".into(),
            qty: 3,
        },
        [],
    );
    assert!(matches!(
        &out.events[0],
        Event::Inventory {
            delta: 3,
            now: 5,
            ..
        }
    ));
    assert!(matches!(
        refuse(
            &mut c,
            Command::InventoryRemove {
                player: "Jake".into(),
                item: "Stimpak".into(),
                qty: 6
            },
            []
        ),
        RuleError::NotEnoughItems {
            have: 5,
            need: 6,
            ..
        }
    ));
}

#[test]
fn characters_are_unique_by_name_and_by_living_owner() {
    let mut c = party();
    assert!(matches!(
        refuse(
            &mut c,
            new_char(
                "9",
                "JAKE",
                [4, 6, 6, 6, 6, 6, 6],
                ["Medicine", "Science", "Speech"]
            ),
            []
        ),
        RuleError::DuplicateName { .. }
    ));
    assert!(matches!(
        refuse(
            &mut c,
            new_char(
                "1",
                "Other",
                [4, 6, 6, 6, 6, 6, 6],
                ["Medicine", "Science", "Speech"]
            ),
            []
        ),
        RuleError::OwnerHasCharacter { .. }
    ));
    run(
        &mut c,
        Command::RemovePlayer {
            name: "sarah".into(),
        },
        [],
    );
    assert_eq!(c.players.len(), 1);
}

#[test]
fn settings_change_the_world_and_a_new_chapter_restarts_its_clock() {
    let mut c = party();
    run(&mut c, Command::Turn, [100]);
    run(
        &mut c,
        Command::Set(Setting::parse("chapter", "3").expect("valid")),
        [],
    );
    assert_eq!(
        (
            c.world.chapter,
            c.world.chapter_start_turn,
            c.world.chapter_turns()
        ),
        (3, 1, 0)
    );
    run(
        &mut c,
        Command::Set(Setting::parse("location", "Diamond City").expect("valid")),
        [],
    );
    assert_eq!(c.world.location, "Diamond City");
    assert!(matches!(
        refuse(&mut c, Command::Set(Setting::Chapter(0)), []),
        RuleError::OutOfRange { .. }
    ));
    assert!(Setting::parse("weather", "sunny").is_err());
    run(&mut c, Command::Set(Setting::ApCap(Some(2))), []);
    run(
        &mut c,
        Command::Ap {
            player: "Jake".into(),
            amount: 5,
        },
        [],
    );
    assert_eq!(ap(&c, "Jake"), 2);
}

#[test]
fn the_encounter_day_is_the_day_status_shows() {
    // A new campaign starts at Morning of day 1; the 7th turn reaches Early
    // Morning of day 2, and the count limit of day 2 (two living enemies) applies.
    let mut c = party();
    for _ in 0..7 {
        let faces = if c.world.period == Period::PreDawn {
            vec![1, 100]
        } else {
            vec![100]
        };
        let mut dice = ScriptedDice::new(faces);
        c.execute(&Command::Turn, &mut dice).expect("turn");
    }
    assert_eq!((c.world.day, c.world.period), (2, Period::EarlyMorning));
    assert_eq!(c.world.chapter_day(), 2, "{:?}", c.world);
    for name in ["A", "B"] {
        run(
            &mut c,
            Command::AddEnemy(EnemySpec::Template {
                template: "Radroach".into(),
                name: Some(name.into()),
            }),
            [],
        );
    }
    let err = refuse(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: Some("C".into()),
        }),
        [],
    );
    assert!(
        matches!(
            err,
            RuleError::Budget {
                rule: BudgetRule::Count {
                    chapter_day: 2,
                    living: 2,
                    limit: 2
                },
                ..
            }
        ),
        "{err:?}"
    );
}

/// A campaign deep enough in chapter 6 that the budget allows many enemies.
fn late_chapter() -> Campaign {
    let mut c = party();
    run(&mut c, Command::Set(Setting::Chapter(6)), []);
    // Two days of turns: past the safe turns and the count limits of days 1-2.
    // (Random events and weather do not matter here: any dice will do.)
    let mut dice = overseer::engine::dice::SeededDice::from_seed(7);
    for _ in 0..16 {
        c.execute(&Command::Turn, &mut dice).expect("a turn");
    }
    assert_eq!(c.world.chapter_day(), 3);
    c
}

#[test]
fn a_pack_adds_numbered_enemies_in_one_outcome_all_or_none() {
    let pack = |count: i64, name: Option<&str>| Command::AddPack {
        template: "radroach".into(),
        count,
        name: name.map(str::to_owned),
    };
    let added = |out: &Outcome| -> Vec<(String, u32, u32)> {
        out.events
            .iter()
            .filter_map(|e| match e {
                Event::EnemyAdded { enemy, hp_used, .. } => {
                    Some((enemy.name.clone(), enemy.hp, *hp_used))
                }
                _ => None,
            })
            .collect()
    };
    let mut c = late_chapter();
    let out = run(&mut c, pack(3, None), []);
    assert_eq!(
        added(&out),
        vec![
            ("Radroach 1".to_owned(), 10, 10),
            ("Radroach 2".to_owned(), 10, 20),
            ("Radroach 3".to_owned(), 10, 30),
        ]
    );
    // The three come first, then combat starts once.
    assert_eq!(out.events.len(), 4);
    assert_eq!(
        out.events[3],
        Event::ModeChanged {
            from: Mode::Exploration,
            to: Mode::Combat
        }
    );
    // Taken numbers are skipped; a pack can carry its own name.
    let mut c = late_chapter();
    run(
        &mut c,
        Command::AddEnemy(EnemySpec::Template {
            template: "Radroach".into(),
            name: Some("Radroach 2".into()),
        }),
        [],
    );
    let out = run(&mut c, pack(2, None), []);
    let names: Vec<String> = added(&out).into_iter().map(|(n, ..)| n).collect();
    assert_eq!(names, ["Radroach 1", "Radroach 3"]);
    let out = run(&mut c, pack(2, Some("Bug")), []);
    let names: Vec<String> = added(&out).into_iter().map(|(n, ..)| n).collect();
    assert_eq!(names, ["Bug 1", "Bug 2"]);
    // Twenty fit (50 + 200 HP of 375); twenty more do not, and none is added.
    let out = run(&mut c, pack(20, None), []);
    assert_eq!(
        added(&out).last().map(|(n, _, used)| (n.as_str(), *used)),
        Some(("Radroach 23", 250))
    );
    let before = c.clone();
    let err = refuse(&mut c, pack(20, None), []);
    assert!(matches!(err, RuleError::Budget { .. }), "{err:?}");
    assert_eq!(c, before);
    for count in [0, 21] {
        let err = refuse(&mut c, pack(count, None), []);
        assert!(matches!(err, RuleError::OutOfRange { .. }), "{err:?}");
    }
    assert_eq!(c, before);
}
