//! Benchmark of the classic game: the median time of one grenade attack with
//! armour and splash through `Campaign::execute` (clone, d100, exact odds,
//! damage dice, three creatures' armour and rings, events). Ignored by
//! default; run with `cargo test --release --test bench pnp -- --ignored
//! --nocapture`. Target: under 20 microseconds.

use std::time::Instant;

use overseer::engine::dice::SeededDice;
use overseer::engine::rulesets::pnp::Campaign;
use overseer::games::pnp::cli::grammar::parse;

/// Attacks timed together, so one sample is well above the clock's resolution.
const BATCH: u32 = 100;

#[test]
#[ignore = "benchmark: run in release with --ignored --nocapture"]
fn one_attack_with_armour_and_splash_takes_under_twenty_microseconds() {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(16);
    for line in [
        "add-player u1 Alice Ann 3 4 2 3 4 5 1 explosives sneak medic",
        "add-player u2 Bob Bo 4 4 4 2 2 4 2 melee small-guns observe",
        "enemy-add raider 3 Gang",
        "enemy-add super-mutant Brute",
        "armour Gang_1 heavy",
    ] {
        let words: Vec<&str> = line.split_whitespace().collect();
        // Enemy names hold a space: the CLI takes them quoted, here one word.
        let words: Vec<String> = words.iter().map(|w| w.replace('_', " ")).collect();
        let refs: Vec<&str> = words.iter().map(String::as_str).collect();
        c.execute(&parse(&refs).expect(line), &mut dice)
            .expect(line);
    }
    // Nobody dies or flees while the benchmark runs.
    for e in &mut c.enemies {
        e.vitals.base_max_hp = 100_000;
        e.vitals.hp = 100_000;
        e.morale = None;
    }
    let attack = parse(&[
        "attack",
        "Ann",
        "grenade",
        "Gang 1",
        "8",
        "splash",
        "Gang 2@1,Brute@2",
    ])
    .expect("attack");
    let mut samples = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        for _ in 0..BATCH {
            std::hint::black_box(c.execute(&attack, &mut dice).expect("attacked"));
        }
        samples.push(t.elapsed().as_secs_f64() * 1e6 / f64::from(BATCH));
    }
    samples.sort_by(f64::total_cmp);
    let median = samples[samples.len() / 2];
    println!("pnp attack: median {median:.3} us per execute (grenade, armour, 2 splash rings)");
    if !cfg!(debug_assertions) {
        assert!(median < 20.0, "median {median:.3} us is over 20 us");
    }
}
