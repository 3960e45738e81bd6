//! Benchmark of the d20 game: the median time of one skill check through
//! `Campaign::execute` (clone, roll, exact odds, event). Ignored by default;
//! run with `cargo test --release --test bench d20::one_check -- --ignored --nocapture`.
//! Target: under 10 microseconds.

use std::time::Instant;

use overseer::engine::dice::SeededDice;
use overseer::engine::rulesets::d20::character::NewCharacter;
use overseer::engine::rulesets::d20::skills::Skill;
use overseer::engine::rulesets::d20::{Campaign, Command};

/// Checks timed together, so one sample is well above the clock's resolution.
const BATCH: u32 = 100;

#[test]
#[ignore = "benchmark: run in release with --ignored --nocapture"]
fn one_check_takes_under_ten_microseconds() {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(4);
    for (i, name) in ["Ann", "Bob", "Cy", "Dee", "Eve"].iter().enumerate() {
        c.execute(
            &Command::AddCharacter(NewCharacter {
                owner: format!("{i}"),
                player: format!("Player {i}"),
                name: (*name).into(),
                level: 5,
                attributes: [2, 3, 1, 0, -1, 4],
                proficient: vec![Skill::Stealth, Skill::Reflex],
            }),
            &mut dice,
        )
        .expect("added");
    }
    for template in ["Bandit", "Hound", "Guard"] {
        c.execute(
            &Command::AddEnemy {
                template: template.into(),
                name: None,
                count: 3,
            },
            &mut dice,
        )
        .expect("added");
    }
    let check = Command::Check {
        character: "Eve".into(),
        skill: Skill::Stealth,
        dc: 15,
        modifier: 1,
        repeat: 1,
    };
    let mut samples = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        for _ in 0..BATCH {
            std::hint::black_box(c.execute(&check, &mut dice).expect("checked"));
        }
        samples.push(t.elapsed().as_secs_f64() * 1e6 / f64::from(BATCH));
    }
    samples.sort_by(f64::total_cmp);
    let median = samples[samples.len() / 2];
    println!("d20 check: median {median:.3} us per execute (5 characters, 9 enemies)");
    if !cfg!(debug_assertions) {
        assert!(median < 10.0, "median {median:.3} us is over 10 us");
    }
}
