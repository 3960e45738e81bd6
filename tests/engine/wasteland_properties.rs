//! Invariants that hold whatever sequence of commands runs: a refused command
//! changes nothing; HP within 0..=max; effective SPECIAL within 1..=10; checks
//! never roll more than 5 dice; the encounter budget is never exceeded. Also the
//! seeded simulation that must agree with the exact odds.

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::check::{pass_probability, Participant};
use overseer::engine::rulesets::wasteland::command::{CheckRequest, EnemySpec, Setting};
use overseer::engine::rulesets::wasteland::data::{CONSUMABLES, ENEMY_TEMPLATES, WEAPONS};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::world::Budget;
use overseer::engine::rulesets::wasteland::{Campaign, Command, Event};
use overseer::engine::special::Attribute;
use overseer::engine::{Dice, SeededDice};
use proptest::prelude::*;

const NAMES: [&str; 3] = ["Ann", "Bo", "Cy"];

fn name() -> impl Strategy<Value = String> {
    prop_oneof![Just("Ann"), Just("Bo"), Just("Cy"), Just("Nobody")].prop_map(String::from)
}

fn enemy_name() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("Radroach".to_owned()),
        Just("Raider".to_owned()),
        Just("Raider 2".to_owned()),
        Just("Ghost".to_owned())
    ]
}

fn command() -> impl Strategy<Value = Command> {
    let special = prop::array::uniform7(0i64..=11);
    let skill = prop::sample::select(Skill::ALL.to_vec());
    let attr = prop::sample::select(Attribute::ALL.to_vec());
    prop_oneof![
        (name(), special, prop::array::uniform3(skill.clone())).prop_map(|(n, s, t)| {
            Command::AddPlayer(NewCharacter {
                owner: n.clone(),
                name: n.clone(),
                character: n,
                background: String::new(),
                special: s,
                tags: t.map(|k| k.name().to_owned()),
            })
        }),
        (
            prop::collection::vec(name(), 1..5),
            attr,
            skill.clone(),
            -1i64..7,
            -1i64..5,
            prop::sample::select(vec![1i64, 1, 1, 3, 0, 21]),
        )
            .prop_map(
                |(players, attribute, skill, difficulty, ap, repeat)| Command::Check(
                    CheckRequest {
                        players,
                        attribute,
                        skill,
                        difficulty,
                        ap,
                        bonus: 0,
                        repeat,
                    }
                )
            ),
        Just(Command::Turn),
        (0i64..4).prop_map(|c| Command::Set(Setting::Chapter(c * 2))),
        prop::sample::select(
            ENEMY_TEMPLATES
                .iter()
                .map(|t| t.name.clone())
                .collect::<Vec<_>>()
        )
        .prop_map(|t| Command::AddEnemy(EnemySpec::Template {
            template: t.into(),
            name: None
        })),
        (enemy_name(), -30i64..60).prop_map(|(name, amount)| Command::HurtEnemy { name, amount }),
        (enemy_name(), proptest::option::of(name()))
            .prop_map(|(enemy, target)| Command::EnemyAttack { enemy, target }),
        (name(), -5i64..80).prop_map(|(player, amount)| Command::Hurt { player, amount }),
        (name(), -5i64..80).prop_map(|(player, amount)| Command::Heal { player, amount }),
        (name(), -500i64..1200).prop_map(|(player, amount)| Command::Rads { player, amount }),
        (name(), -5i64..6).prop_map(|(player, amount)| Command::Ap { player, amount }),
        (
            name(),
            prop::sample::select(WEAPONS.iter().map(|w| w.name.clone()).collect::<Vec<_>>()),
            0i64..4,
            prop::option::of(enemy_name())
        )
            .prop_map(|(player, w, ap, target)| Command::Damage {
                player,
                weapon: w.into(),
                ap,
                target,
                close: true
            }),
        (
            name(),
            prop::sample::select(
                CONSUMABLES
                    .iter()
                    .map(|c| c.name.clone())
                    .collect::<Vec<_>>()
            )
        )
            .prop_map(|(player, item)| Command::InventoryAdd {
                player,
                item: item.into(),
                qty: 1
            }),
        (
            name(),
            prop::sample::select(
                CONSUMABLES
                    .iter()
                    .map(|c| c.name.clone())
                    .collect::<Vec<_>>()
            ),
            prop::option::of(name())
        )
            .prop_map(|(player, item, target)| Command::UseItem {
                player,
                item: item.into(),
                target,
                provider: None,
            }),
        (0i64..30, any::<bool>()).prop_map(|(hours, force)| Command::Rest { hours, force }),
        (name(), skill).prop_map(|(player, skill)| Command::SkillUp { player, skill }),
        name().prop_map(|player| Command::Revive { player }),
        Just(Command::Initiative),
    ]
}

/// `ceiling`: the largest encounter budget the campaign has had so far (a GM
/// may lower the chapter after enemies came in within a larger one).
fn check_invariants(c: &Campaign, ceiling: u32) {
    for p in &c.players {
        assert!(
            p.hp <= p.max_hp(),
            "{} hp {} > {}",
            p.name,
            p.hp,
            p.max_hp()
        );
        for e in p.effective_all(c.world.weather) {
            assert!((1..=10).contains(&e.value), "{e:?}");
        }
        for s in Skill::ALL {
            assert!(p.skill(s) <= 6);
        }
    }
    for e in &c.enemies {
        assert!(e.hp <= e.max_hp);
    }
    let used: u32 = c.living_enemies().map(|e| e.hp).sum();
    let budget = Budget::for_chapter(c.world.chapter).hp_for_party(c.party_size());
    // Deaths can shrink the party after enemies were added, so compare with the
    // budget at the largest party size the campaign had; enemies only enter within it.
    let max_budget = Budget::for_chapter(c.world.chapter)
        .hp_for_party(3)
        .max(budget)
        .max(ceiling);
    assert!(
        used <= max_budget,
        "enemies {used} over budget {max_budget}"
    );
}

/// A campaign with the three characters of [`NAMES`].
fn party(dice: &mut SeededDice) -> Campaign {
    let mut c = Campaign::new();
    for (i, name) in NAMES.iter().enumerate() {
        let special = [
            [6, 7, 5, 4, 6, 8, 4],
            [4, 6, 6, 6, 6, 6, 6],
            [10, 1, 10, 1, 10, 4, 4],
        ][i];
        c.execute(
            &Command::AddPlayer(NewCharacter {
                owner: (*name).into(),
                name: (*name).into(),
                character: String::new(),
                background: String::new(),
                special,
                tags: ["Melee".into(), "Sneak".into(), "Medicine".into()],
            }),
            dice,
        )
        .expect("valid character");
    }
    c
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_command_sequence_keeps_the_invariants_and_refusals_change_nothing(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..60),
    ) {
        let mut dice = SeededDice::from_seed(seed);
        let mut c = party(&mut dice);
        let mut ceiling = 0;
        for cmd in &commands {
            ceiling = ceiling.max(Budget::for_chapter(c.world.chapter).hp_for_party(3));
            let before = c.clone();
            if let Ok(out) = c.execute(cmd, &mut dice) {
                {
                    for e in &out.events {
                        if let Event::Check { result, .. } = e {
                            prop_assert!(result.dice.len() <= 5);
                        }
                        if let Event::EnemyAdded { hp_used, hp_budget, .. } = e {
                            prop_assert!(hp_used <= hp_budget);
                        }
                    }
                }
            } else {
                prop_assert_eq!(&c, &before);
            }
            check_invariants(&c, ceiling);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// The validation imports go through accepts every state commands make:
    /// it checks the same invariants the rules keep, no stricter.
    #[test]
    fn every_state_commands_make_passes_the_engines_validation(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..60),
    ) {
        let mut dice = SeededDice::from_seed(seed);
        let mut c = party(&mut dice);
        for cmd in &commands {
            let _ = c.execute(cmd, &mut dice);
            prop_assert_eq!(c.validate(), Ok(()), "after {:?}", cmd);
        }
    }
}

#[test]
fn a_seeded_simulation_of_100000_checks_agrees_with_the_exact_odds() {
    let mut dice = SeededDice::from_seed(2077);
    let cases: [(u32, u8, u32, u32); 3] = [(10, 0, 2, 2), (9, 2, 5, 3), (12, 3, 3, 4)];
    for (tn, tag, count, difficulty) in cases {
        let parts = [Participant {
            name: "A".into(),
            tn,
            tag_level: tag,
        }];
        let exact = pass_probability(&parts, count, difficulty);
        let n = 100_000;
        let mut passed = 0;
        for _ in 0..n {
            let successes: u32 = (0..count)
                .map(|_| {
                    overseer::engine::rulesets::wasteland::check::score(dice.roll(20), tn, tag)
                        .successes()
                })
                .sum();
            if successes >= difficulty {
                passed += 1;
            }
        }
        let observed = f64::from(passed) / f64::from(n);
        assert!(
            (observed - exact).abs() < 0.005,
            "TN {tn} tag {tag} {count}d20 diff {difficulty}: exact {exact:.4}, simulated {observed:.4}"
        );
    }
}
