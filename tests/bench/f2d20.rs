//! Benchmark of the Fallout 2d20 game: the median time of one attack with
//! six combat dice and every damage effect in play, and of one full round of
//! four characters and six creatures, through `Campaign::execute` (clone,
//! rolls, events). Ignored by default; run with
//! `cargo test --release --test bench f2d20 -- --ignored --nocapture`.
//! Prints medians; asserts nothing about time.

use std::time::Instant;

use overseer::engine::dice::SeededDice;
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::command::{AttackCommand, Buy};
use overseer::engine::rulesets::fallout2d20::skills::Skill;
use overseer::engine::rulesets::fallout2d20::{Campaign, Command};

const BATCH: u32 = 50;

fn party() -> Campaign {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(2);
    for (i, name) in ["Ann", "Bob", "Cy", "Dee"].iter().enumerate() {
        let cmds = [
            Command::AddCharacter(NewCharacter {
                owner: format!("{i}"),
                player: format!("Player {i}"),
                name: (*name).into(),
                special: [6, 6, 6, 5, 5, 6, 6],
                tags: vec![Skill::SmallGuns, Skill::BigGuns, Skill::MeleeWeapons],
                points: vec![(Skill::SmallGuns, 1), (Skill::BigGuns, 1)],
            }),
            Command::Give {
                character: (*name).into(),
                item: "Minigun".into(),
                count: 1,
            },
            Command::Give {
                character: (*name).into(),
                item: "5mm".into(),
                count: 10_000,
            },
            Command::Give {
                character: (*name).into(),
                item: "10mm Pistol".into(),
                count: 1,
            },
            Command::Give {
                character: (*name).into(),
                item: "10mm".into(),
                count: 10_000,
            },
        ];
        for cmd in cmds {
            c.execute(&cmd, &mut dice).expect("setup");
        }
    }
    for template in ["Raider", "Mole Rat", "Radscorpion"] {
        c.execute(
            &Command::AddCreature {
                template: template.into(),
                name: None,
                count: 2,
                ally: false,
            },
            &mut dice,
        )
        .expect("added");
    }
    c
}

fn attack(attacker: &str, target: &str, weapon: &str, ammo: i64) -> Command {
    Command::Attack(AttackCommand {
        attacker: attacker.into(),
        target: target.into(),
        weapon: weapon.into(),
        range: None,
        location: None,
        ap: 0,
        ammo,
        aim: false,
        second_major: false,
        buy: Buy::default(),
        also: vec!["Raider 2".into(), "Mole Rat".into()],
        parry: false,
        sneak: false,
        perks: overseer::engine::rulesets::fallout2d20::attack_perks::PerkOptions::default(),
    })
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

#[test]
#[ignore = "benchmark: run in release with --ignored --nocapture"]
fn attack_and_round_medians() {
    // Minigun (Gatling): 3 DC + 3 extra ten-shot bursts of 2 = 9 dice; Burst and Spread.
    let c = party();
    let cmd = attack("Ann", "Radscorpion", "Minigun", 3);
    let mut dice = SeededDice::from_seed(9);
    let mut samples = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        for _ in 0..BATCH {
            let mut copy = c.clone();
            std::hint::black_box(copy.execute(&cmd, &mut dice).ok());
        }
        samples.push(t.elapsed().as_secs_f64() * 1e6 / f64::from(BATCH));
    }
    println!(
        "one attack, 6 combat dice, all effects: median {:.2} us",
        median(samples)
    );

    let mut samples = Vec::new();
    for _ in 0..50 {
        let mut c = party();
        c.execute(&Command::Initiative { opener: None }, &mut dice)
            .expect("combat");
        let t = Instant::now();
        for _ in 0..10 {
            let current = c
                .combat
                .as_ref()
                .map(|x| x.current.unit.name().to_owned())
                .unwrap_or_default();
            let cmd = if ["Ann", "Bob", "Cy", "Dee"].contains(&current.as_str()) {
                attack(&current, "Raider", "10mm Pistol", 1)
            } else {
                let weapon = if current.starts_with("Raider") {
                    "Pipe Gun"
                } else if current.starts_with("Mole") {
                    "Bite"
                } else {
                    "Claw"
                };
                attack(&current, "Ann", weapon, 0)
            };
            std::hint::black_box(c.execute(&cmd, &mut dice).ok());
            std::hint::black_box(c.execute(&Command::NextTurn, &mut dice).ok());
        }
        samples.push(t.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "one round, 4 characters and 6 creatures: median {:.2} us",
        median(samples)
    );
}
