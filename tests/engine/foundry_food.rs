//! Food and drink from the Foundry VTT Fallout system's consumables pack
//! (the documents of `tests/fixtures/foundry/packs.db`): an irradiated one
//! rolls its radiation dice when taken, as the system does (one radiation
//! per Effect, less the taker's lowest radiation DR), beside its healing.

use overseer::engine::homebrew::Homebrew;
use overseer::engine::rulesets::fallout2d20::chems::ChemTaken;
use serde_json::{json, Value};

use crate::f2d20_play::{chem_taken, hp, line, with_ace};
use crate::foundry::import;

fn pack_doc(name: &str) -> Value {
    let path = format!(
        "{}/tests/fixtures/foundry/packs.db",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path)
        .expect("fixture")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).expect("a document"))
        .find(|d| d["name"] == name)
        .unwrap_or_else(|| panic!("{name} is in the pack"))
}

fn rads(taken: &ChemTaken) -> (u32, u32, Option<u32>, u32, &str) {
    let r = taken.irradiated.as_ref().expect("irradiated");
    (
        r.roll.effects,
        r.report.before_dr,
        r.report.dr,
        r.report.taken,
        r.report.location.as_str(),
    )
}

#[test]
fn irradiated_food_from_the_pack_heals_and_rolls_its_radiation_dice() {
    let mut c = with_ace(&[]);
    let done = import(&mut c, &pack_doc("Potted Meat"));
    assert!(done.ignored.is_empty(), "{:?}", done.ignored);
    let (_, meat, _) = c.homebrew.show("Potted Meat").expect("shown");
    assert_eq!(
        (&meat["heal"], &meat["radiation_dice"], &meat["duration"]),
        (&json!(6), &json!(2), &json!("instant"))
    );
    line(&mut c, "give Ace Potted Meat 3", []);
    line(&mut c, "hurt Ace 8", []);
    let before = hp(&c, "Ace");

    // Two combat dice: 5 and 6 are two Effects, two radiation, DR 0.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Potted Meat", [5, 6]));
    assert_eq!(
        taken.healed.as_ref().map(|h| (h.before, h.after)),
        Some((before, before + 6))
    );
    assert_eq!(rads(&taken), (2, 2, Some(0), 2, "whole-body"));
    assert_eq!(c.characters[0].vitals.rads, 2);

    // 1 and 2 are damage but no Effect: no radiation.
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Potted Meat", [1, 2]));
    assert_eq!(rads(&taken), (0, 0, Some(0), 0, "whole-body"));
    assert_eq!(c.characters[0].vitals.rads, 2);

    // Rad-X's +6 radiation DR everywhere takes the two Effects off.
    line(&mut c, "give Ace Rad-X", []);
    line(&mut c, "action Ace take-chem Rad-X", []);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Potted Meat", [6, 5]));
    assert_eq!(rads(&taken), (2, 2, Some(6), 0, "whole-body"));
    assert_eq!(c.characters[0].vitals.rads, 2);
}

#[test]
fn a_drink_rolls_its_two_dice_and_clean_food_none() {
    let mut c = with_ace(&[]);
    let blood = pack_doc("Irradiated Blood");
    assert_eq!(blood["system"]["radiationDamage"], json!(2));
    import(&mut c, &blood);
    let (_, row, _) = c.homebrew.show("Irradiated Blood").expect("shown");
    assert_eq!(row["radiation_dice"], json!(2));
    line(&mut c, "give Ace Irradiated Blood", []);
    // 6 is an Effect, 4 a blank: one radiation.
    let taken = chem_taken(&line(
        &mut c,
        "action Ace take-chem Irradiated Blood",
        [6, 4],
    ));
    assert_eq!(rads(&taken), (1, 1, Some(0), 1, "whole-body"));
    assert_eq!(c.characters[0].vitals.rads, 1);

    // Food not marked irradiated rolls nothing (a die scripted for it
    // would be left over and fail the step).
    let clean = pack_doc("Purified Water");
    assert_eq!(clean["system"]["irradiated"], json!(false));
    import(&mut c, &clean);
    let (_, row, _) = c.homebrew.show("Purified Water").expect("shown");
    assert!(row.get("radiation_dice").is_none(), "{row}");
    line(&mut c, "give Ace Purified Water", []);
    let taken = chem_taken(&line(&mut c, "action Ace take-chem Purified Water", []));
    assert!(taken.irradiated.is_none());
}
