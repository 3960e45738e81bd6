//! The wasteland game's medical care and table habits with scripted dice and
//! exact numbers: a doctor's visit, first aid with a Medkit, the food table,
//! a teammate's supplies used by a medic, and an enemy attacking someone at
//! random.

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::command::EnemySpec;
use overseer::engine::rulesets::wasteland::error::RuleError;
use overseer::engine::rulesets::wasteland::outcome::Event;
use overseer::engine::rulesets::wasteland::{Campaign, Command, Outcome};
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

#[allow(clippy::needless_pass_by_value)]
fn run<const N: usize>(c: &mut Campaign, cmd: Command, faces: [u32; N]) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} failed: {e:?}"));
    assert_eq!(dice.remaining(), 0, "unused dice for {cmd:?}");
    out
}

#[allow(clippy::needless_pass_by_value)]
fn refuse(c: &mut Campaign, cmd: Command) -> RuleError {
    let before = c.clone();
    let err = c
        .execute(&cmd, &mut ScriptedDice::new([]))
        .expect_err("should be refused");
    assert_eq!(*c, before, "a refused command changed the campaign");
    err
}

/// Jake: END 5 (50 HP), no Medicine. Sarah: INT 6, Medicine tagged at 2
/// (TN 8, criticals on 1-2, +4 HP to every healing she gives).
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

fn give(c: &mut Campaign, player: &str, item: &str, qty: i64) {
    run(
        c,
        Command::InventoryAdd {
            player: player.into(),
            item: item.into(),
            qty,
        },
        [],
    );
}

fn hp(c: &Campaign, name: &str) -> u32 {
    c.player(name).expect("a character").hp
}

fn rads(c: &Campaign, name: &str) -> u32 {
    c.player(name).expect("a character").rads
}

#[test]
fn a_doctor_takes_200_rads_and_treats_addiction_at_difficulty_3() {
    let mut c = party();
    run(
        &mut c,
        Command::Rads {
            player: "Jake".into(),
            amount: 300,
        },
        [],
    );
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "jet addiction".into(),
            turns: -1,
        },
        [],
    );
    // The doctor (TN 11, Medicine 4 tagged) fails: 5 is one success, 12 none.
    let out = run(
        &mut c,
        Command::Doctor {
            player: "jake".into(),
        },
        [5, 12],
    );
    let Event::DoctorVisit {
        name,
        treatment: Some(check),
        cured,
    } = &out.events[0]
    else {
        panic!("{:?}", out.events)
    };
    assert_eq!(name, "Jake");
    assert_eq!(
        (check.successes, check.difficulty, check.passed),
        (1, 3, false)
    );
    assert!(cured.is_empty());
    assert_eq!(rads(&c, "Jake"), 100);
    assert!(c.player("Jake").expect("Jake").has_effect("Jet Addiction"));

    // A 1 (a critical: 2 successes) and an 11 (1) make 3: cured; rads stop at 0.
    let out = run(
        &mut c,
        Command::Doctor {
            player: "Jake".into(),
        },
        [1, 11],
    );
    assert!(matches!(
        &out.events[0],
        Event::DoctorVisit { treatment: Some(check), cured, .. }
            if check.successes == 3 && check.passed && cured == &["Jet Addiction".to_owned()]
    ));
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::Cured { addictions, .. } if addictions == &["Jet Addiction".to_owned()])));
    assert_eq!(rads(&c, "Jake"), 0);
    assert!(!c.player("Jake").expect("Jake").has_effect("Jet Addiction"));

    // Nothing to treat: no dice at all.
    let out = run(
        &mut c,
        Command::Doctor {
            player: "Sarah".into(),
        },
        [],
    );
    assert!(matches!(
        &out.events[0],
        Event::DoctorVisit {
            treatment: None,
            ..
        }
    ));
}

#[test]
fn first_aid_uses_a_medkit_and_heals_10_plus_the_medics_bonus_on_a_success() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 30,
        },
        [],
    );
    assert_eq!(hp(&c, "Jake"), 20);
    let no_kit = refuse(
        &mut c,
        Command::FirstAid {
            medic: "Sarah".into(),
            target: Some("Jake".into()),
        },
    );
    assert!(
        matches!(no_kit, RuleError::NotEnoughItems { .. }),
        "{no_kit:?}"
    );

    give(&mut c, "Sarah", "medkit", 2);
    // 2 is under her tag level (a critical, 2 successes); 15 misses TN 8.
    let out = run(
        &mut c,
        Command::FirstAid {
            medic: "Sarah".into(),
            target: Some("Jake".into()),
        },
        [2, 15],
    );
    assert!(matches!(
        &out.events[0],
        Event::FirstAid { check, medkits_left: 1, .. } if check.passed && check.successes == 2
    ));
    assert_eq!(hp(&c, "Jake"), 34, "10 + 2 x Medicine 2");

    // A failure still uses the Medkit and heals nothing.
    let out = run(
        &mut c,
        Command::FirstAid {
            medic: "Sarah".into(),
            target: Some("Jake".into()),
        },
        [15, 9],
    );
    assert!(matches!(
        &out.events[0],
        Event::FirstAid { check, medkits_left: 0, .. } if !check.passed && check.successes == 0
    ));
    assert_eq!(hp(&c, "Jake"), 34);
    assert_eq!(c.player("Sarah").expect("Sarah").count("Medkit"), 0);
}

#[test]
fn food_heals_by_the_table_and_some_of_it_is_irradiated() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 20,
        },
        [],
    );
    give(&mut c, "Jake", "Military Rations", 1);
    give(&mut c, "Jake", "Mutant Jerky", 1);
    let use_item = |item: &str| Command::UseItem {
        player: "Jake".into(),
        item: item.into(),
        target: None,
        provider: None,
    };
    run(&mut c, use_item("military rations"), []);
    assert_eq!(hp(&c, "Jake"), 38);
    run(&mut c, use_item("Mutant Jerky"), []);
    assert_eq!(hp(&c, "Jake"), 41);
    assert_eq!(rads(&c, "Jake"), 5);
}

#[test]
fn a_medic_uses_a_teammates_stimpak_with_her_own_medicine_bonus() {
    let mut c = party();
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 40,
        },
        [],
    );
    give(&mut c, "Jake", "Stimpak", 1);
    let count = |c: &Campaign, who: &str| c.player(who).expect("a character").count("Stimpak");
    let (jake_before, sarah_before) = (count(&c, "Jake"), count(&c, "Sarah"));
    let out = run(
        &mut c,
        Command::UseItem {
            player: "Sarah".into(),
            item: "Stimpak".into(),
            target: Some("Jake".into()),
            provider: Some("Jake".into()),
        },
        [],
    );
    assert!(
        out.events.iter().any(|e| matches!(
            e,
            Event::ItemUsed { user, target, left, provider: Some(p), .. }
                if user == "Sarah" && target == "Jake" && p == "Jake" && *left == jake_before - 1
        )),
        "{:?}",
        out.events
    );
    assert_eq!(hp(&c, "Jake"), 29, "10 + 15 + 2 x Medicine 2");
    // Sarah's own pack was not touched; an empty provider is refused.
    assert_eq!(count(&c, "Sarah"), sarah_before);
    assert_eq!(count(&c, "Jake"), jake_before - 1);
    run(
        &mut c,
        Command::InventoryRemove {
            player: "Jake".into(),
            item: "Stimpak".into(),
            qty: i64::from(jake_before - 1),
        },
        [],
    );
    let empty = refuse(
        &mut c,
        Command::UseItem {
            player: "Sarah".into(),
            item: "Stimpak".into(),
            target: Some("Jake".into()),
            provider: Some("Jake".into()),
        },
    );
    assert!(
        matches!(empty, RuleError::NotEnoughItems { .. }),
        "{empty:?}"
    );
}

#[test]
fn an_enemy_without_a_target_attacks_someone_able_at_random() {
    let mut c = party();
    // Two quiet exploration turns (no random event: d100 = 100) pass the
    // chapter's safe turns.
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
    // The first die picks among those who can act (2: Sarah); a 20 fumbles.
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Radroach".into(),
            target: None,
        },
        [2, 20],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack { target, random: true, .. } if target == "Sarah"
    ));
    // Down characters are never picked; with nobody up, nobody is attacked.
    run(
        &mut c,
        Command::Hurt {
            player: "Sarah".into(),
            amount: 60,
        },
        [],
    );
    let out = run(
        &mut c,
        Command::EnemyAttack {
            enemy: "Radroach".into(),
            target: None,
        },
        [1, 20],
    );
    assert!(matches!(
        &out.events[0],
        Event::EnemyAttack { target, random: true, .. } if target == "Jake"
    ));
    run(
        &mut c,
        Command::Hurt {
            player: "Jake".into(),
            amount: 50,
        },
        [],
    );
    assert_eq!(
        refuse(
            &mut c,
            Command::EnemyAttack {
                enemy: "Radroach".into(),
                target: None,
            },
        ),
        RuleError::NoTarget
    );
}

#[test]
fn over_the_carry_weight_a_character_is_encumbered_and_checks_lose_a_tn() {
    use overseer::engine::rulesets::wasteland::command::CheckRequest;
    use overseer::engine::rulesets::wasteland::skills::Skill;
    use overseer::engine::special::Attribute;
    let mut c = party();
    // Jake: STR 6, carry weight 210 lb; his starting kit weighs a few pounds.
    let jake = c.player("Jake").expect("Jake");
    assert_eq!(jake.carry_weight(), 210);
    let kit = jake.load();
    assert!(kit < 10, "{kit}");
    // Eight miniguns (27 lb each: 216 lb) tip him over.
    let out = run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "Minigun".into(),
            qty: 8,
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Encumbrance { encumbered: true, capacity: 210, load, .. } if *load == kit + 216
    )));
    let sneak = Command::Check(CheckRequest {
        players: vec!["Jake".into()],
        attribute: Attribute::Agi,
        skill: Skill::Sneak,
        difficulty: 1,
        ap: 0,
        bonus: 0,
        repeat: 1,
    });
    // AGI 8 + Sneak 2 = 10, minus 1 while encumbered.
    let out = run(&mut c, sneak.clone(), [15, 15, 100]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Check { result, .. } if result.participants[0].tn == 9
    )));
    let out = run(
        &mut c,
        Command::InventoryRemove {
            player: "Jake".into(),
            item: "Minigun".into(),
            qty: 8,
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Encumbrance {
            encumbered: false,
            ..
        }
    )));
    let out = run(&mut c, sneak, [15, 15, 100]);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Check { result, .. } if result.participants[0].tn == 10
    )));
}

/// Ammunition weighs nothing and a stimpak a tenth of a pound, though the
/// quick bound an encumbrance check starts from counts a pound for each: a
/// load heavy only by that bound is not encumbered, a real one still is.
#[test]
fn ammunition_past_the_carry_weight_by_count_alone_does_not_encumber() {
    let give = |c: &mut Campaign, item: &str, qty| {
        let player = "Jake".into();
        let item = item.into();
        run(c, Command::InventoryAdd { player, item, qty }, [])
    };
    let mut c = party();
    let kit = c.player("Jake").expect("Jake").load();
    give(&mut c, "10mm Ammo", 400);
    give(&mut c, "Stimpak", 50);
    let jake = c.player("Jake").expect("Jake");
    // 400 rounds weigh 0 lb and 50 stimpaks 5 lb.
    assert_eq!(jake.load(), kit + 5);
    assert!(!jake.encumbered());
    let out = give(&mut c, "Minigun", 8);
    let load = kit + 5 + 216;
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Encumbrance { encumbered: true, capacity: 210, load: l, .. } if *l == load
    )));
    assert!(c.player("Jake").expect("Jake").encumbered());
}
