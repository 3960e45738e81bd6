//! One identity for names and one gate for stored text, through the engine's
//! only entry point: lookups, uniqueness and refusals with É/é, the Kelvin sign,
//! İ/i, ß/SS and fullwidth letters; spoofing characters refused everywhere text
//! is stored; lengths bounded; refusals echo at most 100 characters.

use overseer::engine::rulesets::wasteland::character::NewCharacter;
use overseer::engine::rulesets::wasteland::command::{EnemySpec, Setting};
use overseer::engine::rulesets::wasteland::error::Unknown;
use overseer::engine::rulesets::wasteland::{Campaign, Command, RuleError};
use overseer::engine::ScriptedDice;

fn new_character(owner: &str, name: &str) -> NewCharacter {
    NewCharacter {
        owner: owner.into(),
        name: name.into(),
        character: "Wanderer".into(),
        background: "Vault 111".into(),
        special: [6, 7, 5, 4, 6, 8, 4],
        tags: ["Small Guns".into(), "Sneak".into(), "Lockpick".into()],
    }
}

#[allow(clippy::needless_pass_by_value)] // Commands are built inline at every call.
fn run(c: &mut Campaign, command: Command) -> Result<(), RuleError> {
    c.execute(&command, &mut ScriptedDice::new([])).map(|_| ())
}

fn with(names: &[&str]) -> Campaign {
    let mut c = Campaign::new();
    for (i, n) in names.iter().enumerate() {
        run(&mut c, Command::AddPlayer(new_character(&i.to_string(), n))).expect(n);
    }
    c
}

fn caps(player: &str) -> Command {
    Command::Caps {
        player: player.into(),
        amount: 5,
    }
}

#[test]
fn a_name_resolves_whatever_its_case_accents_or_compatibility_form() {
    let mut c = with(&["Éva", "Nick", "Straße", "Jake"]);
    for (typed, stored) in [
        ("éva", "Éva"),
        ("E\u{301}VA", "Éva"),
        ("Nic\u{212A}", "Nick"),
        ("NICK", "Nick"),
        ("STRASSE", "Straße"),
        ("ｊａｋｅ", "Jake"),
    ] {
        let i = c.player_index(typed).expect(typed);
        assert_eq!(c.players[i].name, stored, "{typed:?}");
    }
    run(&mut c, caps("éva")).expect("caps by a folded name");
    assert_eq!(c.player("Éva").map(|p| p.caps), Ok(105));
}

#[test]
fn the_turkish_dotted_capital_i_is_not_a_plain_i() {
    let c = with(&["İva"]);
    assert!(c.player_index("iva").is_err());
    assert!(c.player_index("Iva").is_err());
    assert!(c.player_index("i\u{307}va").is_ok());
    // And the reverse: a plain "Iva" may join beside "İva".
    let mut c = c;
    run(&mut c, Command::AddPlayer(new_character("9", "Iva"))).expect("a different name");
}

#[test]
fn a_new_name_that_folds_to_an_existing_one_is_refused() {
    for (existing, new) in [
        ("Éva", "éva"),
        ("Éva", "E\u{301}va"),
        ("Nick", "Nic\u{212A}"),
        ("Straße", "STRASSE"),
        ("Jake", "Ｊａｋｅ"),
    ] {
        let mut c = with(&[existing]);
        let before = c.clone();
        assert_eq!(
            run(&mut c, Command::AddPlayer(new_character("other", new))),
            Err(RuleError::DuplicateName {
                name: existing.into()
            }),
            "{new:?} beside {existing:?}"
        );
        assert_eq!(c, before);
    }
    // Enemies too.
    let mut c = with(&["Jake"]);
    let add = |name: &str| {
        Command::AddEnemy(EnemySpec::Custom {
            name: name.into(),
            hp: 5,
            damage: "1d4".into(),
            attack_skill: 5,
            drops: "none".into(),
            special: None,
        })
    };
    c.world.chapter_start_turn = 0;
    c.world.turn = 10;
    run(&mut c, add("Ghoul Ｋing")).expect("first");
    assert!(matches!(
        run(&mut c, add("ghoul king")),
        Err(RuleError::DuplicateEnemy { .. })
    ));
}

#[test]
fn characters_that_hide_or_disguise_text_are_refused_wherever_text_is_stored() {
    let spoofs = [
        ("\u{202E}ekaJ", "U+202E"),
        ("Ja\u{200B}ke", "U+200B"),
        ("Ja\u{0}ke", "U+0000"),
        ("Ja\u{1B}ke", "U+001B"),
        ("Ja\u{2067}ke", "U+2067"),
    ];
    for (text, codepoint) in spoofs {
        let forbidden = |what: &str| RuleError::ForbiddenCharacter {
            what: what.into(),
            codepoint: codepoint.into(),
            value: overseer::engine::name::echo(text),
        };
        let mut c = with(&["Jake"]);
        let before = c.clone();
        let mut background = new_character("7", "Nora");
        background.background = format!("Born {text}");
        let commands = [
            (Command::AddPlayer(new_character("7", text)), "name"),
            (Command::Set(Setting::Location(text.into())), "location"),
            (Command::Set(Setting::Quest(text.into())), "quest"),
            (
                Command::InventoryAdd {
                    player: "Jake".into(),
                    item: text.into(),
                    qty: 1,
                },
                "item",
            ),
            (
                Command::EffectAdd {
                    player: "Jake".into(),
                    name: text.into(),
                    turns: 2,
                },
                "effect",
            ),
        ];
        for (command, what) in commands {
            assert_eq!(
                run(&mut c, command),
                Err(forbidden(what)),
                "{text:?} as {what}"
            );
            assert_eq!(c, before, "a refusal changed nothing");
        }
        let refused = run(&mut c, Command::AddPlayer(background));
        assert!(
            matches!(refused, Err(RuleError::ForbiddenCharacter { ref what, .. }) if what == "background"),
            "{refused:?}"
        );
    }
}

#[test]
fn free_text_is_bounded_at_a_thousand_characters_and_names_at_thirty_two() {
    let mut c = with(&["Jake"]);
    run(&mut c, Command::Set(Setting::Quest("q".repeat(1000)))).expect("1,000 characters fit");
    assert_eq!(
        run(&mut c, Command::Set(Setting::Location("l".repeat(1001)))),
        Err(RuleError::OutOfRange {
            what: "location length".into(),
            value: 1001,
            min: 0,
            max: 1000
        })
    );
    let mut long_background = new_character("8", "Nora");
    long_background.background = "b".repeat(1000);
    run(&mut c, Command::AddPlayer(long_background)).expect("a 1,000-character background");
    assert_eq!(
        run(
            &mut c,
            Command::AddPlayer(new_character("9", &"n".repeat(33)))
        ),
        Err(RuleError::OutOfRange {
            what: "name length".into(),
            value: 33,
            min: 1,
            max: 32
        })
    );
}

#[test]
fn a_refusal_echoes_at_most_a_hundred_characters_of_the_input() {
    let mut c = with(&["Jake"]);
    let huge = "x".repeat(200_130);
    let err = run(&mut c, caps(&huge)).expect_err("no such character");
    let RuleError::Unknown { kind, name, .. } = err else {
        panic!("{err:?}");
    };
    assert_eq!(kind, Unknown::Player);
    assert_eq!(name.chars().count(), 101);
    assert!(name.ends_with('…'));
    let err = run(
        &mut c,
        Command::Set(Setting::parse("weather", &"w".repeat(5000)).unwrap_or(Setting::Day(0))),
    )
    .expect_err("refused");
    assert!(err.to_string().chars().count() < 200, "{err}");
}

#[test]
fn item_and_effect_names_use_the_same_identity() {
    let mut c = with(&["Jake"]);
    run(
        &mut c,
        Command::InventoryAdd {
            player: "Jake".into(),
            item: "ＳＴＩＭＰＡＫ".into(),
            qty: 1,
        },
    )
    .expect("a known item by its fullwidth name");
    assert_eq!(c.player("Jake").map(|p| p.count("Stimpak")), Ok(3));
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "Straße Fever".into(),
            turns: 2,
        },
    )
    .expect("a custom effect");
    run(
        &mut c,
        Command::EffectAdd {
            player: "Jake".into(),
            name: "STRASSE FEVER".into(),
            turns: 3,
        },
    )
    .expect("refreshes the same effect");
    let effects = &c.player("Jake").expect("Jake").effects;
    assert_eq!(effects.len(), 1);
    assert_eq!(
        (effects[0].name.as_str(), effects[0].turns),
        ("Straße Fever", 3)
    );
}

#[test]
fn a_name_with_a_look_alike_capital_is_refused_naming_the_name_it_looks_like() {
    // Cyrillic К and В, Greek Ν, and a name wholly in Cyrillic capitals.
    for (existing, new) in [
        ("Kate", "\u{41A}ate"),
        ("Bob", "\u{412}ob"),
        ("Ned", "\u{39D}ed"),
        ("Kate", "\u{41A}\u{410}\u{422}\u{415}"),
    ] {
        let mut c = with(&[existing]);
        let before = c.clone();
        assert_eq!(
            run(&mut c, Command::AddPlayer(new_character("other", new))),
            Err(RuleError::LooksLike {
                name: new.into(),
                existing: existing.into()
            }),
            "{new:?} beside {existing:?}"
        );
        assert_eq!(c, before);
    }
}
