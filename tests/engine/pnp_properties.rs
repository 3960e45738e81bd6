//! Properties of the classic game over random command sequences with seeded
//! dice: a refused command changes nothing; HP never goes above max HP; no
//! skill goes over 100; every state a command leaves passes `validate`; the
//! exact odds of every check and save add up to one.

use overseer::engine::dice::SeededDice;
use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::pnp::check::{skill_odds, Criticals, Odds, SaveRule};
use overseer::engine::rulesets::pnp::races::Race;
use overseer::engine::rulesets::pnp::skills::Skill;
use overseer::engine::rulesets::pnp::Campaign;
use overseer::games::pnp::cli::grammar::parse;
use proptest::prelude::*;

const NAMES: [&str; 6] = ["Ann", "Bo", "Raider", "Rat 1", "Rat 2", "Nobody"];
const WEAPONS: [&str; 10] = [
    "fist",
    "machete",
    "10mm",
    "12-ga",
    "5.56",
    "grenade",
    "molotov",
    "flamer",
    "plasma-rifle",
    "sting",
];

fn name() -> impl Strategy<Value = String> {
    prop::sample::select(NAMES.to_vec()).prop_map(|n| format!("\"{n}\""))
}

fn skill() -> impl Strategy<Value = &'static str> {
    prop::sample::select(Skill::ALL.iter().map(|s| s.id()).collect::<Vec<_>>())
}

fn attribute() -> impl Strategy<Value = &'static str> {
    prop::sample::select(Attribute::ALL.iter().map(|a| a.abbr()).collect::<Vec<_>>())
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        (1i64..=10, 1i64..=10, 1i64..=10, skill(), skill()).prop_map(|(s, p, e, t1, t2)| {
            let rest = 22 - s - p - e;
            format!(
                "add-player u2 B Bo {s} {p} {e} 2 2 2 {} {t1} {t2} observe",
                rest - 6
            )
        }),
        (name(), skill(), -150i64..=150).prop_map(|(n, s, m)| format!("check {n} {s} {m:+}")),
        (name(), attribute(), -12i64..=12).prop_map(|(n, a, m)| format!("save {n} {a} {m:+}")),
        (name(), skill(), -5i64..=120).prop_map(|(n, s, p)| format!("spend {n} {s} {p}")),
        (name(), -10i64..=3000).prop_map(|(n, x)| format!("xp {n} {x}")),
        (name(), prop_oneof![attribute(), Just("skills")])
            .prop_map(|(n, c)| format!("level-up {n} {c}")),
        (
            name(),
            prop::sample::select(WEAPONS.to_vec()),
            name(),
            0i64..=120,
            prop::sample::select(vec![
                "",
                "immobile",
                "scope 2",
                "pip-boy",
                "called head",
                "called leg",
                "called arm",
                "splash \"Rat 2@1,Bo@2\"",
                "-20"
            ])
        )
            .prop_map(|(a, w, t, d, o)| format!("attack {a} {w} {t} {d} {o}")),
        (name(), 0i64..=60, 0i64..=30).prop_map(|(n, a, r)| format!("hurt {n} {a} {r}")),
        (name(), name()).prop_map(|(a, b)| format!("stimpak {a} {b}")),
        (name(), name()).prop_map(|(a, b)| format!("radaway {a} {b}")),
        name().prop_map(|n| format!("sleep {n}")),
        name().prop_map(|n| format!("douse {n}")),
        (name(), -3i64..=40).prop_map(|(n, h)| format!("revive {n} {h}")),
        Just("round".to_owned()),
        (
            name(),
            prop::sample::select(vec!["10mm", "12-ga", "5.56", "flamer", "machete"]),
            prop::sample::select(vec!["plenty", "some", "3", "1", "0"])
        )
            .prop_map(|(n, w, l)| format!("ammo {n} {w} {l}")),
        (name(), prop::sample::select(vec!["loose", "clip", "box"]))
            .prop_map(|(n, f)| format!("find-ammo {n} 10mm {f}")),
        (
            name(),
            prop::sample::select(vec!["none", "light", "medium", "heavy", "power"])
        )
            .prop_map(|(n, a)| format!("armour {n} {a}")),
        name().prop_map(|n| format!("morale {n}")),
        name().prop_map(|n| format!("leader {n}")),
        prop::sample::select(vec!["on", "off"]).prop_map(|o| format!("setting half-points {o}")),
        prop::sample::select(vec!["luck", "classic"])
            .prop_map(|o| format!("setting criticals {o}")),
        name().prop_map(|n| format!("pip-boy {n} on")),
    ]
}

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

fn start() -> Campaign {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(1);
    for line in [
        "add-player u1 Alice Ann 3 4 2 3 4 5 1 small-guns sneak medic",
        "add-character u3 C Rex dog 3 8 4 1 1 7 1 melee sneak observe",
        "enemy-add raider",
        "enemy-add mole-rat 2 Rat",
        "enemy-add radscorpion Scorp",
        "ammo Ann 10mm plenty",
    ] {
        let w = words(line);
        let refs: Vec<&str> = w.iter().map(String::as_str).collect();
        let cmd = parse(&refs).expect(line);
        c.execute(&cmd, &mut dice).expect(line);
    }
    c
}

fn sums_to_one(o: &Odds) -> bool {
    let parts = [o.critical_success, o.success, o.failure, o.critical_failure];
    let lcm = parts.iter().fold(1u64, |acc, c| {
        let d = u64::from(c.den);
        acc / gcd(acc, d) * d
    });
    parts
        .iter()
        .map(|c| u64::from(c.num) * (lcm / u64::from(c.den)))
        .sum::<u64>()
        == lcm
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn refusals_change_nothing_and_invariants_hold(
        lines in prop::collection::vec(line(), 1..40),
        seed in any::<u64>(),
    ) {
        let mut c = start();
        let mut dice = SeededDice::from_seed(seed);
        for line in &lines {
            let w = words(line);
            let refs: Vec<&str> = w.iter().map(String::as_str).collect();
            let Ok(cmd) = parse(&refs) else { continue };
            let before = c.clone();
            match c.execute(&cmd, &mut dice) {
                Err(_) => prop_assert_eq!(&c, &before, "refused {} changed the campaign", line),
                Ok(_) => prop_assert!(c.validate().is_ok(), "{}: {:?}", line, c.validate()),
            }
            for ch in &c.characters {
                prop_assert!(ch.vitals.hp <= ch.vitals.max_hp(), "{}: HP over max", line);
                for s in Skill::ALL {
                    prop_assert!(ch.skill(s) <= 100, "{}: {:?} over 100", line, s);
                }
                let raw_total: u32 = Skill::ALL.iter().map(|&s| ch.raw_skill(s)).sum();
                prop_assert!(raw_total > 0);
            }
            for e in &c.enemies {
                prop_assert!(e.vitals.hp <= e.vitals.max_hp(), "{}: enemy HP over max", line);
            }
        }
    }

    #[test]
    fn skill_odds_add_up_to_one(target in -200i64..300, luck in 1u8..=12, classic in any::<bool>()) {
        let crit = if classic { Criticals::Classic } else { Criticals::Luck };
        prop_assert!(sums_to_one(&skill_odds(target, luck, crit)));
    }

    #[test]
    fn save_odds_add_up_to_one_for_every_race_range(
        race in prop::sample::select(Race::ALL.to_vec()),
        attr in prop::sample::select(Attribute::ALL.to_vec()),
        offset in 0u8..=14,
        modifier in -10i64..=10,
        half in any::<bool>(),
    ) {
        let (lo, hi) = race.range(attr);
        let score = lo + offset % (hi - lo + 1);
        let rule = SaveRule::new(lo, hi, half);
        prop_assert!(sums_to_one(&rule.odds(score, modifier)));
    }
}
