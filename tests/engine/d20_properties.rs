//! Invariants of the d20 game that hold whatever sequence of commands runs: a
//! refused command changes nothing; a read-only command changes nothing; HP
//! stays within 0..=max; `validate()` holds after every command; a state
//! survives a JSON round trip. Also: the exact odds always cover the twenty
//! faces, and dice expressions stay within their bounds.

use overseer::engine::dice::{Dice, SeededDice};
use overseer::engine::rulesets::d20::character::NewCharacter;
use overseer::engine::rulesets::d20::check::{level_for, odds};
use overseer::engine::rulesets::d20::data::{ENEMIES, WEAPONS};
use overseer::engine::rulesets::d20::dice_expr::{DiceExpr, Keep};
use overseer::engine::rulesets::d20::skills::Skill;
use overseer::engine::rulesets::d20::{Campaign, Command};
use proptest::prelude::*;

fn name() -> impl Strategy<Value = String> {
    // The two characters of the setup come up most, so that commands acting
    // through a character get past the name look-up often.
    prop_oneof![
        4 => Just("Ann"),
        4 => Just("bob"),
        1 => Just("Cy"),
        1 => Just("Bandit"),
        1 => Just("Bandit 2"),
        1 => Just("Hound"),
        1 => Just("Scar"),
        1 => Just("Nobody"),
    ]
    .prop_map(String::from)
}

fn skill() -> impl Strategy<Value = Skill> {
    prop::sample::select(Skill::all().collect::<Vec<_>>())
}

/// Mostly the three saves, sometimes any skill (which a save refuses).
fn save() -> impl Strategy<Value = Skill> {
    prop_oneof![
        3 => prop::sample::select(vec![Skill::Fortitude, Skill::Reflex, Skill::Will]),
        1 => skill(),
    ]
}

fn condition() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("prone"),
        Just("Stunned"),
        Just("on fire"),
        Just(""),
        Just("x\u{200b}y"),
    ]
    .prop_map(String::from)
}

fn attack() -> impl Strategy<Value = Command> {
    let weapon = prop_oneof![
        prop::sample::select(
            WEAPONS
                .iter()
                .map(|w| w.name.to_string())
                .collect::<Vec<_>>()
        ),
        Just("banana".to_owned()),
    ];
    (
        name(),
        weapon,
        prop::collection::vec(name(), 0..3),
        -3i64..=3,
    )
        .prop_map(|(attacker, weapon, targets, modifier)| Command::Attack {
            attacker,
            weapon,
            targets,
            modifier,
        })
}

fn command() -> impl Strategy<Value = Command> {
    let template = prop_oneof![
        prop::sample::select(
            ENEMIES
                .iter()
                .map(|t| t.name.to_string())
                .collect::<Vec<_>>()
        ),
        Just("dragon".to_owned()),
    ];
    let amount = prop_oneof![0i64..40, Just(-1i64), Just(10_001i64)];
    prop_oneof![
        (
            name(),
            -1i64..=101,
            prop::array::uniform6(-6i64..=11),
            prop::collection::vec(skill(), 0..4)
        )
            .prop_map(|(n, level, attributes, proficient)| {
                Command::AddCharacter(NewCharacter {
                    owner: "u1".into(),
                    player: "P".into(),
                    name: n,
                    level,
                    attributes,
                    proficient,
                })
            }),
        name().prop_map(|name| Command::RemoveCharacter { name }),
        prop::option::of(name()).prop_map(|name| Command::Status { name }),
        (name(), skill(), -1i64..=101, -31i64..=31, 0i64..=21).prop_map(
            |(character, skill, dc, modifier, repeat)| Command::Check {
                character,
                skill,
                dc,
                modifier,
                repeat,
            }
        ),
        (save(), 0i64..=40, amount.clone(), -3i64..=3, name()).prop_map(
            |(skill, dc, damage, modifier, character)| Command::Save {
                character,
                skill,
                dc,
                damage,
                modifier,
            }
        ),
        // Twice: attacks need the most to line up (a standing attacker, a
        // weapon, targets that exist), so they get a double share.
        attack(),
        attack(),
        (template, prop::option::of(name()), -1i64..=4).prop_map(|(template, name, count)| {
            Command::AddEnemy {
                template,
                name,
                count,
            }
        }),
        name().prop_map(|name| Command::RemoveEnemy { name }),
        (name(), name(), -3i64..=3).prop_map(|(enemy, target, modifier)| Command::EnemyAttack {
            enemy,
            target,
            modifier
        }),
        Just(Command::Initiative),
        Just(Command::NextTurn),
        Just(Command::NextTurn),
        Just(Command::EndCombat),
        (name(), -1i64..=101).prop_map(|(character, level)| Command::SetLevel { character, level }),
        (name(), amount.clone()).prop_map(|(target, amount)| Command::Hurt { target, amount }),
        (name(), amount).prop_map(|(target, amount)| Command::Heal { target, amount }),
        (name(), condition())
            .prop_map(|(target, condition)| Command::AddCondition { target, condition }),
        (name(), condition())
            .prop_map(|(target, condition)| Command::RemoveCondition { target, condition }),
        (0_i64..=21).prop_map(|repeat| Command::Roll {
            expr: DiceExpr {
                count: 4,
                sides: 6,
                keep: Keep::Highest(3),
                modifier: 1
            },
            repeat
        }),
    ]
}

fn setup() -> Vec<Command> {
    let add = |name: &str, level, attributes| {
        Command::AddCharacter(NewCharacter {
            owner: "u1".into(),
            player: "P".into(),
            name: name.into(),
            level,
            attributes,
            proficient: vec![Skill::Reflex, Skill::MeleeWeapons],
        })
    };
    vec![
        add("Ann", 1, [2, 3, 1, 0, -1, 4]),
        add("Bob", 9, [4, 0, 2, 1, 2, -1]),
        Command::AddEnemy {
            template: "Bandit".into(),
            name: None,
            count: 2,
        },
        Command::AddEnemy {
            template: "Hound".into(),
            name: None,
            count: 1,
        },
    ]
}

fn assert_hp_bounded(c: &Campaign) {
    for ch in &c.characters {
        assert!(
            ch.hp <= ch.max_hp(),
            "{} has {} of {}",
            ch.name,
            ch.hp,
            ch.max_hp()
        );
    }
    for e in &c.enemies {
        assert!(e.hp <= e.max_hp, "{} has {} of {}", e.name, e.hp, e.max_hp);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn any_command_sequence_keeps_every_invariant(
        seed in any::<u64>(),
        commands in prop::collection::vec(command(), 1..60),
    ) {
        let mut dice = SeededDice::from_seed(seed);
        let mut c = Campaign::new();
        // A cast to start from, so most random commands name someone who exists.
        for setup in setup() {
            c.execute(&setup, &mut dice).expect("the setup is valid");
        }
        for cmd in &commands {
            let before = c.clone();
            match c.execute(cmd, &mut dice) {
                Ok(_) => {
                    if cmd.is_read_only() {
                        prop_assert_eq!(&c, &before, "{:?} is read-only", cmd);
                    }
                }
                Err(e) => prop_assert_eq!(&c, &before, "refused {:?} ({:?}) changed the campaign", cmd, e),
            }
            assert_hp_bounded(&c);
            prop_assert_eq!(c.validate(), Ok(()), "after {:?}", cmd);
        }
        let json = serde_json::to_string(&c).expect("serializable");
        let back: Campaign = serde_json::from_str(&json).expect("deserializable");
        prop_assert_eq!(back, c);
    }

    #[test]
    fn odds_always_split_the_twenty_faces_as_the_rolls_do(bonus in -60i64..60, dc in -10i64..110) {
        let o = odds(bonus, dc);
        prop_assert_eq!(o.twentieths.iter().map(|&k| u32::from(k)).sum::<u32>(), 20);
        for (i, level) in overseer::engine::rulesets::d20::SuccessLevel::ALL.iter().enumerate() {
            let n = (1..=20).filter(|&f| level_for(f, bonus, dc).1 == *level).count();
            prop_assert_eq!(usize::from(o.twentieths[i]), n);
        }
        // A natural 20 never critically fails; a natural 1 never critically succeeds.
        prop_assert!(o.twentieths[0] < 20 && o.twentieths[3] < 20);
    }

    #[test]
    fn dice_expressions_stay_within_their_bounds(
        count in 1u32..=12,
        sides in 2u32..=30,
        keep in 0u32..=12,
        lowest in any::<bool>(),
        modifier in -20i64..=20,
        seed in any::<u64>(),
    ) {
        let keep = match keep.min(count) {
            0 => Keep::All,
            n if lowest => Keep::Lowest(n),
            n => Keep::Highest(n),
        };
        let expr = DiceExpr { count, sides, keep, modifier }.checked().expect("in bounds");
        let reparsed = DiceExpr::parse(&expr.to_string()).expect("its own text parses");
        prop_assert_eq!(reparsed, expr);
        let mut dice = SeededDice::from_seed(seed);
        let roll = expr.roll(&mut dice as &mut dyn Dice);
        prop_assert_eq!(roll.faces.len(), count as usize);
        prop_assert_eq!(roll.kept.len(), expr.kept_count() as usize);
        prop_assert!(roll.faces.iter().all(|f| (1..=sides).contains(f)));
        prop_assert!((expr.min()..=expr.max()).contains(&roll.total));
        let kept_sum: i64 = roll.kept.iter().map(|&f| i64::from(f)).sum();
        prop_assert_eq!(roll.total, kept_sum + modifier);
    }
}
