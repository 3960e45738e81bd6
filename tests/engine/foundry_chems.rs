//! Chems as a homebrew kind of the Fallout 2d20 game, and Foundry VTT's
//! consumable Items (`consumableType` chem, food, beverage, other) read into
//! it: every field the engine models is mapped and the rest named, a dose
//! is taken in play with the entry's own numbers (scripted dice), the
//! homebrew exports and imports back the same, and a consumable that does
//! nothing the game models is refused by name with nothing changed.

use overseer::engine::homebrew::{Homebrew, Origin, Refusal};
use overseer::engine::rulesets::fallout2d20::chems::ChemDuration;
use overseer::engine::rulesets::fallout2d20::outcome::{Event, Outcome};
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

use crate::f2d20_play::{hp, line, with_ace};
use crate::foundry::{fixture, game, import, refuse, refused_in_pack};

fn chem_taken(out: &Outcome) -> overseer::engine::rulesets::fallout2d20::chems::ChemTaken {
    out.events
        .iter()
        .find_map(|e| match e {
            Event::Action { chem, .. } => chem.clone(),
            _ => None,
        })
        .expect("a chem taken")
}

#[test]
fn a_foundry_chem_maps_its_modelled_fields_names_the_rest_and_is_taken_with_its_numbers() {
    let mut c = with_ace(&[]);
    let done = import(&mut c, &fixture("chem.json"));
    assert_eq!(done.kinds, vec![("chems", 1)]);
    assert_eq!(done.ignored, vec!["Glow Tonic: system.effect"]);
    let (kind, tonic, origin) = c.homebrew.show("glow tonic").expect("shown");
    assert_eq!((kind, origin), ("chems", Origin::Homebrew));
    for (field, value) in [
        ("name", json!("Glow Tonic")),
        ("duration", json!("lasting")),
        ("heal", json!(2)),
        ("cure_rads", json!(3)),
        ("addiction", json!(2)),
        ("physical_dr", json!(0)),
        ("weight", json!(0.1)),
        ("cost", json!(40)),
        ("rarity", json!(2)),
    ] {
        assert_eq!(tonic[field], value, "{field}: {tonic}");
    }

    // Given, taken: 2 HP and 3 rads healed, lasting, one dose counted.
    line(&mut c, "give Ace Glow Tonic 2", []);
    line(&mut c, "hurt Ace 8", []);
    line(&mut c, "hurt Ace 3 --type radiation", []);
    let (hp_before, rads_before) = (hp(&c, "Ace"), c.characters[0].vitals.rads);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem glow tonic", []));
    assert_eq!(taken.chem, "Glow Tonic");
    assert_eq!(taken.duration, ChemDuration::Lasting);
    assert_eq!(taken.left, 1);
    assert_eq!(
        taken.healed.map(|h| (h.before, h.after)),
        Some((hp_before, hp_before + 2))
    );
    assert_eq!(taken.rads, Some((rads_before, 0)));
    assert!(taken.addiction.is_none());
    let running = &c.characters[0].vitals.chems;
    assert_eq!(running.len(), 1);
    assert_eq!(
        running[0].own.as_ref().map(|own| own.heal),
        Some(2),
        "a running homebrew dose keeps its own copy"
    );
    // The second dose reaches Addiction 2: two combat dice, 5 and 6 are two
    // Effects: addicted.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Glow Tonic", [5, 6]));
    let roll = taken.addiction.expect("an addiction roll");
    assert_eq!((roll.doses, roll.roll.effects, roll.addicted), (2, 2, true));
    assert_eq!(
        c.characters[0].vitals.addictions,
        vec!["Glow Tonic".to_owned()]
    );

    // Ace is addicted to it: it cannot be removed under him.
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c.clone());
    let refused = any.brew_remove("Glow Tonic").expect_err("in play");
    assert!(matches!(refused, Refusal::InPlay { .. }), "{refused:?}");
    assert_eq!(game(any), c);
}

#[test]
fn a_folder_of_consumables_becomes_chems_and_round_trips_through_an_export() {
    let mut c = with_ace(&[]);
    let done = import(&mut c, &fixture("consumables.json"));
    assert_eq!(done.kinds, vec![("chems", 3)]);
    assert_eq!(
        done.ignored,
        vec![
            "Swamp Tea: system.alcoholic",
            "Swamp Tea: system.thirstReduction",
            "Glow Tonic: system.effect",
        ]
    );
    let (_, tea, _) = c.homebrew.show("Swamp Tea").expect("shown");
    assert_eq!(
        (&tea["duration"], &tea["heal"], &tea["addiction"]),
        (&json!("instant"), &json!(1), &json!(null))
    );
    // Food heals like an instant chem of this game.
    line(&mut c, "give Ace Grub Jerky", []);
    line(&mut c, "hurt Ace 3", []);
    let before = hp(&c, "Ace");
    // Irradiated: its one radiation die, a 3, is no Effect.
    line(&mut c, "action Ace take-chem Grub Jerky", [3]);
    assert_eq!(hp(&c, "Ace"), before + 2);
    assert_eq!(c.characters[0].vitals.rads, 0);

    // Our own format carries chems: the export imports back the same.
    let exported = c.homebrew.export("fallout-2d20");
    assert_eq!(exported["chems"].as_array().map(Vec::len), Some(3));
    let mut fresh = with_ace(&[]);
    let again = import(&mut fresh, &exported);
    assert!(again.ignored.is_empty());
    assert_eq!(fresh.homebrew, c.homebrew);
}

#[test]
fn a_consumable_with_no_modelled_effect_or_a_bad_field_is_refused_and_changes_nothing() {
    let c = with_ace(&[]);
    // An `other` consumable: the system applies neither HP nor radiation.
    let mut charm = fixture("chem.json");
    charm["name"] = json!("Lucky Pebble");
    charm["system"]["consumableType"] = json!("other");
    assert_eq!(
        refuse(&c, &charm),
        Refusal::NoEffect {
            entry: "Lucky Pebble".into()
        }
    );
    // A chem that heals nothing and is not addictive.
    let mut dud = fixture("chem.json");
    for field in ["hp", "radiation"] {
        dud["system"][field] = json!(0);
    }
    dud["system"]["addictive"] = json!(false);
    assert_eq!(
        refuse(&c, &dud),
        Refusal::NoEffect {
            entry: "Glow Tonic".into()
        }
    );
    // In a folder (a pack), such an item is refused by name and the rest
    // comes in (issue #44: document by document).
    let mut folder = fixture("consumables.json");
    folder["items"][1]["system"]["hp"] = json!(0);
    // (Irradiated, it would still do something: its radiation die.)
    folder["items"][1]["system"]["irradiated"] = json!(false);
    assert_eq!(
        refused_in_pack(&c, &folder),
        vec![(
            "Grub Jerky".to_owned(),
            Refusal::NoEffect {
                entry: "Grub Jerky".into()
            }
        )]
    );
    // Out of the game's bounds, naming the field.
    let mut strong = fixture("chem.json");
    strong["system"]["addiction"] = json!(9);
    let Refusal::Invalid { entry, field, .. } = refuse(&c, &strong) else {
        panic!("invalid")
    };
    assert_eq!(
        (entry.as_str(), field.as_str()),
        ("Glow Tonic", "addiction")
    );
    let mut odd = fixture("chem.json");
    odd["system"]["duration"] = json!("forever");
    let Refusal::Invalid { field, .. } = refuse(&c, &odd) else {
        panic!("invalid")
    };
    assert_eq!(field, "system.duration");
}
