//! Opt-in engine benchmark: prints medians, asserts nothing about time.
//! Run: `cargo test --release --test bench wasteland -- --ignored --nocapture`

use std::time::Instant;

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::command::{CheckRequest, EnemySpec, Setting};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::{Campaign, Command};
use overseer::engine::special::Attribute;
use overseer::engine::SeededDice;

fn median_ns(mut samples: Vec<u128>) -> u128 {
    samples.sort_unstable();
    samples[samples.len() / 2]
}

fn party(players: usize) -> Campaign {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(1);
    for i in 0..players {
        c.execute(
            &Command::AddPlayer(NewCharacter {
                owner: i.to_string(),
                name: format!("P{i}"),
                character: String::new(),
                background: String::new(),
                special: [6, 7, 5, 4, 6, 8, 4],
                tags: ["Small Guns".into(), "Sneak".into(), "Lockpick".into()],
            }),
            &mut dice,
        )
        .expect("valid");
        c.execute(
            &Command::InventoryAdd {
                player: format!("P{i}"),
                item: "10mm Ammo".into(),
                qty: 999,
            },
            &mut dice,
        )
        .expect("valid");
    }
    c
}

#[test]
#[ignore = "benchmark: run with --ignored --nocapture"]
fn engine_benchmark() {
    let mut dice = SeededDice::from_seed(7);
    // A solo check with its exact odds, including the atomic copy execute makes.
    let mut c = party(4);
    let check = Command::Check(CheckRequest {
        players: vec!["P0".into()],
        attribute: Attribute::Per,
        skill: Skill::Lockpick,
        difficulty: 2,
        ap: 0,
        bonus: 0,
        repeat: 1,
    });
    let mut samples = Vec::new();
    for _ in 0..20_000 {
        let t = Instant::now();
        let _ = c.execute(&check, &mut dice);
        samples.push(t.elapsed().as_nanos());
    }
    let check_ns = median_ns(samples);

    // A full combat round: 4 players shoot, 6 enemies attack, then `turn`.
    let mut samples = Vec::new();
    for round in 0..2_000 {
        let mut c = party(4);
        c.execute(&Command::Set(Setting::Chapter(6)), &mut dice)
            .expect("valid");
        for _ in 0..24 {
            c.execute(
                &Command::Rest {
                    hours: 1,
                    force: false,
                },
                &mut dice,
            )
            .expect("valid");
        }
        for i in 0..6 {
            c.execute(
                &Command::AddEnemy(EnemySpec::Template {
                    template: "Raider".into(),
                    name: Some(format!("R{i}")),
                }),
                &mut dice,
            )
            .expect("within budget");
        }
        let t = Instant::now();
        for p in 0..4 {
            let _ = c.execute(
                &Command::Damage {
                    player: format!("P{p}"),
                    weapon: "10mm Pistol".into(),
                    ap: 0,
                    target: Some(format!("R{}", (p + round) % 6)),
                    close: false,
                },
                &mut dice,
            );
        }
        for e in 0..6 {
            let _ = c.execute(
                &Command::EnemyAttack {
                    enemy: format!("R{e}"),
                    target: Some(format!("P{}", e % 4)),
                },
                &mut dice,
            );
        }
        let _ = c.execute(&Command::Turn, &mut dice);
        samples.push(t.elapsed().as_nanos());
    }
    let round_ns = median_ns(samples);
    println!("| benchmark | median |");
    println!("| --- | --- |");
    println!(
        "| solo check with exact odds | {:.2} µs |",
        check_ns as f64 / 1000.0
    );
    println!(
        "| combat round, 4 players + 6 enemies (11 commands) | {:.2} µs |",
        round_ns as f64 / 1000.0
    );
}
