//! Where each character is, a split party, and what travel finds, with
//! scripted dice and exact results.

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::command::Setting;
use overseer::engine::rulesets::wasteland::error::RuleError;
use overseer::engine::rulesets::wasteland::outcome::Event;
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::{Campaign, Command, Outcome};
use overseer::engine::ScriptedDice;

#[allow(clippy::needless_pass_by_value)]
fn run<const N: usize>(c: &mut Campaign, cmd: Command, faces: [u32; N]) -> Outcome {
    let mut dice = ScriptedDice::new(faces);
    let out = c
        .execute(&cmd, &mut dice)
        .unwrap_or_else(|e| panic!("{cmd:?} failed: {e:?}"));
    assert_eq!(dice.remaining(), 0, "unused dice for {cmd:?}");
    out
}

/// Jake (PER 7, Lockpick tagged at 2: TN 9) and Sarah.
fn party() -> Campaign {
    let mut c = Campaign::new();
    for (owner, name, special, tags) in [
        (
            "1",
            "Jake",
            [6, 7, 5, 4, 6, 8, 4],
            ["Small Guns", "Sneak", "Lockpick"],
        ),
        (
            "2",
            "Sarah",
            [4, 6, 6, 6, 6, 6, 6],
            ["Medicine", "Science", "Speech"],
        ),
    ] {
        run(
            &mut c,
            Command::AddPlayer(NewCharacter {
                owner: owner.into(),
                name: name.into(),
                character: name.into(),
                background: "Vault Dweller".into(),
                special,
                tags: tags.map(String::from),
            }),
            [],
        );
    }
    c
}

fn go(player: &str, place: &str) -> Command {
    Command::Location {
        player: Some(player.into()),
        place: Some(place.into()),
    }
}

#[test]
fn a_character_goes_apart_and_rejoins_and_status_shows_the_groups() {
    let mut c = party();
    let out = run(&mut c, go("sarah", "Red Rocket"), []);
    assert!(matches!(
        &out.events[0],
        Event::Moved { name, from, to } if name == "Sarah" && from == "Vault 111" && to == "Red Rocket"
    ));
    assert_eq!(c.place_of("Sarah"), "Red Rocket");
    assert_eq!(c.place_of("Jake"), "Vault 111");
    let out = run(&mut c, Command::Status { player: None }, []);
    let groups = out
        .events
        .iter()
        .find_map(|e| match e {
            Event::Whereabouts { everyone, .. } => Some(everyone.clone()),
            _ => None,
        })
        .expect("a split party shows where everyone is");
    assert_eq!(
        groups
            .iter()
            .map(|w| (w.name.as_str(), w.place.as_str(), w.with_party))
            .collect::<Vec<_>>(),
        [("Jake", "Vault 111", true), ("Sarah", "Red Rocket", false)]
    );
    // The sheet says where the character is while the party is split.
    let out = run(
        &mut c,
        Command::Status {
            player: Some("Sarah".into()),
        },
        [],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::Whereabouts { everyone, .. } if everyone.len() == 1 && everyone[0].place == "Red Rocket"
    )));
    // Back to the party's place: with the party again; status is plain again.
    run(&mut c, go("Sarah", "vault 111"), []);
    assert!(c.apart.is_empty());
    let out = run(&mut c, Command::Status { player: None }, []);
    assert!(!out
        .events
        .iter()
        .any(|e| matches!(e, Event::Whereabouts { .. })));
    // Looking changes nothing.
    let before = c.clone();
    run(
        &mut c,
        Command::Location {
            player: None,
            place: None,
        },
        [],
    );
    assert_eq!(c, before);
}

#[test]
fn the_party_travels_together_and_a_one_finds_a_container_that_a_check_opens() {
    let mut c = party();
    run(&mut c, go("Sarah", "Red Rocket"), []);
    // A 4: nothing found; the split party regroups at the new place.
    let out = run(
        &mut c,
        Command::MoveTeam {
            place: "Concord".into(),
        },
        [4],
    );
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::TravelRoll {
            die: 4,
            found: false,
            ..
        }
    )));
    assert_eq!((c.world.location.as_str(), c.apart.len()), ("Concord", 0));
    assert!(c.container.is_none());
    // Nothing to open.
    let before = c.clone();
    let err = c
        .execute(
            &Command::OpenContainer {
                player: "Jake".into(),
                skill: Skill::Lockpick,
            },
            &mut ScriptedDice::new([]),
        )
        .expect_err("no container");
    assert_eq!(
        err,
        RuleError::NoContainer {
            place: "Concord".into()
        }
    );
    assert_eq!(c, before);
    // A 1: a locked container at Diamond City.
    run(
        &mut c,
        Command::MoveTeam {
            place: "Diamond City".into(),
        },
        [1],
    );
    assert_eq!(
        c.container.as_ref().map(|x| x.place.as_str()),
        Some("Diamond City")
    );
    // Jake (PER 7 + Lockpick 2 = TN 9) rolls 12 and 15: locked still.
    let out = run(
        &mut c,
        Command::OpenContainer {
            player: "Jake".into(),
            skill: Skill::Lockpick,
        },
        [12, 15],
    );
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::ContainerOpened { opened: false, .. })));
    assert!(c.container.is_some());
    // 2 (a tag critical: 2 successes) and 15: open; two items of random tiers
    // follow (tier d100 then item die, twice).
    let out = run(
        &mut c,
        Command::OpenContainer {
            player: "Jake".into(),
            skill: Skill::Lockpick,
        },
        [2, 15, 10, 1, 10, 2],
    );
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::ContainerOpened { opened: true, .. })));
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, Event::Loot { items, .. } if items.len() == 2)));
    assert!(c.container.is_none());
    // The GM's `set location` moves everyone without a travel roll.
    run(&mut c, go("Sarah", "Goodneighbor"), []);
    run(
        &mut c,
        Command::Set(Setting::Location("Sanctuary".into())),
        [],
    );
    assert!(c.apart.is_empty());
    // Science is the other way in; other skills are refused.
    assert!(matches!(
        c.execute(
            &Command::OpenContainer {
                player: "Jake".into(),
                skill: Skill::Sneak,
            },
            &mut ScriptedDice::new([]),
        ),
        Err(RuleError::Invalid { .. })
    ));
}

#[test]
fn a_new_chapter_grants_each_character_one_skill_raise() {
    let mut c = party();
    let out = run(&mut c, Command::Set(Setting::Chapter(2)), []);
    assert!(out.events.iter().any(|e| matches!(
        e,
        Event::ChapterRaises { players } if players == &["Jake".to_owned(), "Sarah".to_owned()]
    )));
    // Sneak 2 -> 3; the skill-up INT check (2d20 vs INT 6, difficulty 2)
    // misses with 15 and 15, so no second level.
    run(
        &mut c,
        Command::ChapterRaise {
            player: "jake".into(),
            skill: Skill::Sneak,
        },
        [15, 15],
    );
    assert_eq!(c.player("Jake").expect("Jake").skill(Skill::Sneak), 3);
    let before = c.clone();
    let again = c
        .execute(
            &Command::ChapterRaise {
                player: "Jake".into(),
                skill: Skill::Repair,
            },
            &mut ScriptedDice::new([]),
        )
        .expect_err("one raise per chapter");
    assert_eq!(
        again,
        RuleError::NoChapterRaise {
            name: "Jake".into()
        }
    );
    assert_eq!(c, before);
}
