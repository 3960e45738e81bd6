//! Homebrew per campaign through the engine: a campaign's homebrew is found
//! by the rules (scripted dice, exact numbers), replaces and removes shipped
//! entries for that campaign only, survives its state's round trip, and a
//! refused file changes nothing.

use overseer::engine::dice::ScriptedDice;
use overseer::engine::homebrew::{self, Origin, Refusal};
use overseer::engine::ruleset::RulesetId;
use overseer::engine::rulesets::d20::character::NewCharacter;
use overseer::engine::rulesets::d20::skills::Skill;
use overseer::engine::rulesets::d20::{Campaign, Command};
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

fn file(value: &serde_json::Value) -> homebrew::File {
    homebrew::read(value.to_string().as_bytes()).expect("a homebrew file")
}

fn d20_with_ann() -> Campaign {
    let mut c = Campaign::new();
    c.execute(
        &Command::AddCharacter(NewCharacter {
            owner: "1".into(),
            player: "Ann".into(),
            name: "Ann".into(),
            level: 3,
            attributes: [1, 2, 1, 0, 0, 0],
            proficient: vec![Skill::LightWeapons],
        }),
        &mut ScriptedDice::new([]),
    )
    .expect("added");
    c
}

fn brew() -> serde_json::Value {
    json!({"weapons": [
        {"name": "Rail Spike Gun", "skill": "light_weapons",
         "damage": {"count": 3, "sides": 4, "keep": {"kind": "all"}, "modifier": 2}, "delivery": "ranged"},
        {"name": "KNIFE", "skill": "melee_weapons",
         "damage": {"count": 2, "sides": 6, "keep": {"kind": "all"}, "modifier": 0}, "delivery": "melee"}],
      "enemies": [{"name": "Swamp Lurk", "ac": 13, "hp": 22, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 10, "keep": {"kind": "all"}, "modifier": 1},
        "initiative_bonus": 2, "save_bonus": 3}]})
}

#[test]
fn an_imported_weapon_and_template_play_with_their_own_numbers() {
    let mut any = AnyCampaign::of::<overseer::engine::rulesets::d20::D20>(d20_with_ann());
    let done = any.brew_import(&file(&brew())).expect("imported");
    assert_eq!(done.kinds, vec![("weapons", 2), ("enemies", 1)]);
    let Some(mut c) = any.into_game::<overseer::engine::rulesets::d20::D20>() else {
        panic!("a d20 campaign")
    };
    c.execute(
        &Command::AddEnemy {
            template: "swamp lurk".into(),
            name: None,
            count: 1,
        },
        &mut ScriptedDice::new([]),
    )
    .expect("added");
    assert_eq!((c.enemies[0].ac, c.enemies[0].hp), (13, 22));
    // d20 12 + 3 = 15 against AC 13 hits; 4 + 4 + 4 + 2 = 14 damage.
    c.execute(
        &Command::Attack {
            attacker: "Ann".into(),
            weapon: "Rail Spike Gun".into(),
            targets: vec!["Swamp Lurk".into()],
            modifier: 0,
        },
        &mut ScriptedDice::new([12, 4, 4, 4]),
    )
    .expect("attacked");
    assert_eq!(c.enemies[0].hp, 8);
    // The shipped Knife is replaced by name: 2d6 now, for this campaign only.
    let (_, knife, origin) = homebrew::Homebrew::show(&c.homebrew, "knife").expect("knife");
    assert_eq!(
        (knife["damage"]["count"].as_u64(), origin),
        (Some(2), Origin::Replaced)
    );
    let plain = d20_with_ann();
    let (_, shipped, origin) = homebrew::Homebrew::show(&plain.homebrew, "knife").expect("knife");
    assert_eq!(
        (shipped["damage"]["count"].as_u64(), origin),
        (Some(1), Origin::Shipped)
    );
    // The state round trip keeps the homebrew.
    let any = AnyCampaign::of::<overseer::engine::rulesets::d20::D20>(c);
    let back = AnyCampaign::from_state(RulesetId::new("d20"), &any.to_state().expect("state"))
        .expect("read back");
    assert_eq!(back, any);
}

#[test]
fn removing_a_replacement_brings_the_shipped_entry_back_and_a_refusal_changes_nothing() {
    let mut any = AnyCampaign::of::<overseer::engine::rulesets::d20::D20>(d20_with_ann());
    any.brew_import(&file(&brew())).expect("imported");
    let before = any.clone();
    // One bad entry among good ones: nothing of the file is taken.
    let bad = json!({"weapons": [
        {"name": "Good Gun", "skill": "light_weapons",
         "damage": {"count": 1, "sides": 6, "keep": {"kind": "all"}, "modifier": 0}, "delivery": "ranged"}],
      "enemies": [{"name": "Bad Lurk", "ac": 0, "hp": 22, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 10, "keep": {"kind": "all"}, "modifier": 1},
        "initiative_bonus": 2, "save_bonus": 3}]});
    assert_eq!(
        any.brew_import(&file(&bad)),
        Err(Refusal::Invalid {
            kind: "enemies".into(),
            entry: "Bad Lurk".into(),
            field: "ac".into(),
            problem: "0 is outside 1..=40".into(),
        })
    );
    assert_eq!(any, before);
    // A replacement is stored with the shipped entry's spelling (issue #44:
    // `10MM` over the shipped `10mm`), so what names it still finds it.
    assert_eq!(
        any.brew_remove("Knife"),
        Ok(("weapons", "Knife".to_owned(), Origin::Replaced))
    );
    let (_, knife, origin) = any.homebrew().show("Knife").expect("knife");
    assert_eq!(
        (knife["name"].as_str(), origin),
        (Some("Knife"), Origin::Shipped)
    );
    assert_eq!(
        any.brew_remove("Knife"),
        Ok(("weapons", "Knife".to_owned(), Origin::Shipped))
    );
    assert_eq!(
        any.brew_remove("Knife"),
        Err(Refusal::Unknown {
            name: "Knife".into()
        })
    );
    // A file of another game is refused.
    let other = file(&json!({"ruleset": "fallout-pnp", "weapons": [brew()["weapons"][0]]}));
    assert_eq!(
        any.brew_import(&other),
        Err(Refusal::OtherGame {
            game: "fallout-pnp".into()
        })
    );
}

#[test]
fn the_campaigns_homebrew_defines_its_added_and_replaced_entries_and_each_outcome_carries_it() {
    use overseer::engine::homebrew::Homebrew;
    use overseer::engine::ruleset::Ruleset;
    use overseer::engine::rulesets::d20::D20;

    let mut any = AnyCampaign::of::<overseer::engine::rulesets::d20::D20>(d20_with_ann());
    any.brew_import(&file(&brew())).expect("imported");
    any.brew_remove("Sword").expect("removed");
    let Some(mut c) = any.into_game::<overseer::engine::rulesets::d20::D20>() else {
        panic!("a d20 campaign")
    };
    let h = &c.homebrew;
    // Added, and in place of the shipped Knife (any spelling of the name).
    assert!(h.is_homebrew("weapons", "Rail Spike Gun"));
    assert!(h.is_homebrew("weapons", "knife"));
    assert!(h.is_homebrew("enemies", "Swamp Lurk"));
    // A shipped entry it did not replace, one it removed, another kind's
    // name, a kind the game does not brew: not its own.
    assert!(!h.is_homebrew("weapons", "Club"));
    assert!(!h.is_homebrew("weapons", "Sword"));
    assert!(!h.is_homebrew("weapons", "Swamp Lurk"));
    assert!(!h.is_homebrew("armour", "Knife"));
    // The outcome of a command carries the campaign's homebrew to the front
    // ends (not logged); a campaign without homebrew carries none.
    let add = Command::AddEnemy {
        template: "bandit".into(),
        name: None,
        count: 1,
    };
    let outcome = D20::execute(&mut c, &add, &mut ScriptedDice::new([])).expect("added");
    assert_eq!(outcome.homebrew.as_ref(), Some(&c.homebrew));
    assert!(!D20::events(&outcome).to_string().contains("Rail Spike Gun"));
    let mut plain = d20_with_ann();
    let outcome = D20::execute(&mut plain, &add, &mut ScriptedDice::new([])).expect("added");
    assert_eq!(outcome.homebrew, None);
}
