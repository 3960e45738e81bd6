//! Invariants of the Fallout 2d20 game that hold whatever sequence of
//! commands runs: a refused command changes nothing; a read-only command
//! changes nothing; HP never goes above the maximum; the group pool stays
//! within 0..=6; `validate()` holds after every command; a state survives a
//! JSON round trip. Also: exact odds cover every outcome.

use overseer::engine::dice::SeededDice;
use overseer::engine::mechanics::pool::{success_counts, Target};
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::command::{AttackCommand, Buy};
use overseer::engine::rulesets::fallout2d20::damage::total_counts;
use overseer::engine::rulesets::fallout2d20::data::{DamageType, RangeBand};
use overseer::engine::rulesets::fallout2d20::outcome::{ActionKind, AidChoice, Pool};
use overseer::engine::rulesets::fallout2d20::skills::{Skill, SKILLS};
use overseer::engine::rulesets::fallout2d20::{Campaign, Command};
use overseer::engine::special::Attribute;
use proptest::prelude::*;

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => Just("Ann"),
        4 => Just("Bob"),
        2 => Just("Raider"),
        2 => Just("Radroach"),
        1 => Just("Mister Handy"),
        1 => Just("Nobody"),
    ]
    .prop_map(String::from)
}

fn weapon() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "10mm Pistol",
        "Combat Shotgun",
        "Assault Rifle",
        "Ripper",
        "Sledgehammer",
        "Molotov Cocktail",
        "Power Fist",
        "Unarmed Strike",
        "Bite",
        "Pipe Gun",
        "Buzzsaw",
        "Flamer",
        "Frag Grenade",
        "Minigun",
    ])
    .prop_map(String::from)
}

fn zone() -> impl Strategy<Value = String> {
    prop::sample::select(vec!["Street", "Diner", "Roof", "street"]).prop_map(String::from)
}

fn chem_or_item() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "Stimpak",
        "Med-X",
        "Jet",
        "Psycho",
        "RadAway",
        "Frag Grenade",
        "5mm",
    ])
    .prop_map(String::from)
}

fn buy() -> impl Strategy<Value = Buy> {
    (0i64..=4, any::<bool>()).prop_map(|(dice, to_gm)| Buy { dice, to_gm })
}

fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        6 => (name(), name(), weapon(), 0i64..=4, 0i64..=3, any::<bool>(), any::<bool>(), buy(), prop::option::of(prop::sample::select(vec!["head", "torso", "left-arm", "optics", "legs"])), any::<bool>()).prop_map(
            |(attacker, target, weapon, ap, ammo, aim, second_major, buy, location, sneak)| {
                Command::Attack(AttackCommand {
                    attacker,
                    target,
                    weapon,
                    range: Some(RangeBand::Medium),
                    location: location.map(String::from),
                    ap,
                    ammo,
                    aim,
                    second_major,
                    buy,
                    also: vec!["Raider 2".into()],
                    parry: false,
                    sneak,
                    perks: overseer::engine::rulesets::fallout2d20::attack_perks::PerkOptions::default(),
                })
            }
        ),
        3 => (name(), prop::sample::select(ActionKind::SIMPLE.to_vec()), prop::option::of(name())).prop_map(|(unit, action, detail)| Command::Action { unit, action, detail }),
        2 => (name(), prop::sample::select(SKILLS.to_vec()), -1i64..=6, buy(), any::<bool>()).prop_map(|(unit, skill, difficulty, buy, second_major)| Command::Test { unit, attribute: Attribute::Agi, skill, difficulty, buy, second_major, repeat: 1 }),
        1 => (name(), any::<bool>(), buy()).prop_map(|(unit, extra, buy)| Command::Defend { unit, extra, buy }),
        1 => (name(), name(), prop::sample::select(vec![AidChoice::Heal, AidChoice::Treat, AidChoice::Stabilise]), 0i64..=3, any::<bool>()).prop_map(|(healer, patient, choice, ap, wake)| Command::FirstAid { healer, patient, choice, location: None, ap, wake, buy: Buy::default() }),
        1 => name().prop_map(|unit| Command::Rally { unit, buy: Buy::default() }),
        1 => name().prop_map(|unit| Command::StopPersistent { unit, attribute: Attribute::End, skill: Skill::Survival, buy: Buy::default() }),
        2 => (name(), -5i64..=30, prop::sample::select(DamageType::ALL.to_vec())).prop_map(|(target, amount, damage_type)| Command::Hurt { target, amount, damage_type, location: None }),
        2 => (name(), -5i64..=30).prop_map(|(target, amount)| Command::Heal { target, amount }),
        1 => (name(), -1i64..=12).prop_map(|(target, amount)| Command::CureRads { target, amount }),
        1 => (name(), -1i64..=11).prop_map(|(target, dice)| Command::Cover { target, dice }),
        1 => (prop::sample::select(vec![Pool::Group, Pool::Gm]), -2i64..=10).prop_map(|(pool, value)| Command::SetAp { pool, value }),
        1 => prop::option::of(name()).prop_map(|opener| Command::Initiative { opener }),
        4 => Just(Command::NextTurn),
        1 => Just(Command::EndCombat),
        1 => Just(Command::StartSession),
        1 => (name(), name()).prop_map(|(unit, before)| Command::Order { unit, before }),
        1 => (name(), name()).prop_map(|(commander, npc)| Command::CommandNpc { commander, npc }),
        1 => prop::option::of(name()).prop_map(|name| Command::Status { name }),
        1 => (-1i64..=70).prop_map(|dice| Command::CombatDice { dice }),
        // Zones, chems and the items they use (issue #28).
        1 => (name(), zone()).prop_map(|(unit, zone)| Command::Zone { unit, zone }),
        1 => (zone(), zone(), prop::sample::select(RangeBand::ALL.to_vec())).prop_map(|(a, b, band)| Command::ZoneRange { a, b, band }),
        1 => (name(), prop::sample::select(vec![ActionKind::Move, ActionKind::Sprint]), zone()).prop_map(|(unit, action, z)| Command::Action { unit, action, detail: Some(z) }),
        1 => (name(), chem_or_item()).prop_map(|(unit, chem)| Command::Action { unit, action: ActionKind::TakeChem, detail: Some(chem) }),
        1 => (name(), chem_or_item()).prop_map(|(character, item)| Command::Give { character, item, count: 1 }),
    ]
}

fn setup() -> Campaign {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(1);
    let add = |name: &str| {
        Command::AddCharacter(NewCharacter {
            owner: format!("u-{name}"),
            player: format!("P {name}"),
            name: name.into(),
            special: [6, 6, 6, 5, 5, 6, 6],
            tags: vec![Skill::SmallGuns, Skill::MeleeWeapons, Skill::Medicine],
            points: vec![(Skill::Survival, 2), (Skill::Athletics, 2)],
        })
    };
    let setup = [
        add("Ann"),
        add("Bob"),
        Command::AddCreature {
            template: "Raider".into(),
            name: None,
            count: 2,
            ally: false,
        },
        Command::AddCreature {
            template: "Radroach".into(),
            name: None,
            count: 1,
            ally: false,
        },
        Command::AddCreature {
            template: "Mister Handy".into(),
            name: None,
            count: 1,
            ally: true,
        },
        Command::Give {
            character: "Ann".into(),
            item: "10mm Pistol".into(),
            count: 1,
        },
        Command::Give {
            character: "Ann".into(),
            item: "10mm".into(),
            count: 6,
        },
        Command::Give {
            character: "Ann".into(),
            item: "Assault Rifle".into(),
            count: 1,
        },
        Command::Give {
            character: "Ann".into(),
            item: "5.56mm".into(),
            count: 4,
        },
        Command::Give {
            character: "Bob".into(),
            item: "Ripper".into(),
            count: 1,
        },
        Command::Give {
            character: "Bob".into(),
            item: "Molotov Cocktail".into(),
            count: 2,
        },
        Command::Give {
            character: "Bob".into(),
            item: "Combat Shotgun".into(),
            count: 1,
        },
        Command::Give {
            character: "Bob".into(),
            item: "shotgun shell".into(),
            count: 5,
        },
        Command::Wear {
            character: "Bob".into(),
            piece: "Metal Chest Piece".into(),
            side: None,
        },
        Command::SetAp {
            pool: Pool::Group,
            value: 4,
        },
        Command::SetAp {
            pool: Pool::Gm,
            value: 4,
        },
    ];
    for cmd in setup {
        c.execute(&cmd, &mut dice).expect("setup");
    }
    c
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn invariants_hold_over_any_sequence(seed in any::<u64>(), commands in prop::collection::vec(command(), 1..40)) {
        let mut c = setup();
        let mut dice = SeededDice::from_seed(seed);
        for cmd in &commands {
            let before = c.clone();
            let ok = c.execute(cmd, &mut dice).is_ok();
            if !ok || cmd.is_read_only() {
                prop_assert_eq!(&c, &before, "{:?} changed the campaign", cmd);
            }
            prop_assert!(c.validate().is_ok(), "{:?} broke {:?}", cmd, c.validate());
            prop_assert!(c.group_ap <= 6);
            for ch in &c.characters {
                prop_assert!(ch.vitals.hp <= ch.max_hp());
            }
            for cr in &c.creatures {
                prop_assert!(cr.vitals.hp <= cr.max_hp());
            }
        }
        let json = serde_json::to_string(&c).expect("serializes");
        let back: Campaign = serde_json::from_str(&json).expect("reads back");
        prop_assert_eq!(back, c);
    }

    #[test]
    fn pool_odds_cover_every_outcome(n in 1u32..=5, number in 1u32..=20, rank in 1u32..=6) {
        let counts = success_counts(n, Target::plain(number).tagged(rank));
        prop_assert_eq!(counts.iter().sum::<u128>(), 20u128.pow(n));
    }

    #[test]
    fn combat_dice_odds_cover_every_outcome(n in 1u32..=12) {
        prop_assert_eq!(total_counts(n).iter().sum::<u128>(), 6u128.pow(n));
    }
}
