//! Power armour and mines on the command line (issue #28): `power-armor`,
//! `wear` and `doff` with pieces, `repair`, `status`, `mine`, and Foundry VTT
//! power armour through `homebrew import`, through the built binary, with
//! the JSON fields a script reads.

use serde_json::json;

use crate::games::{one, BO};

#[test]
fn a_character_enters_a_frame_attaches_pieces_and_the_gm_repairs_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("pa.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    assert_eq!(one(&db, &BO).1, 0);
    // A piece outside a frame is refused by code; nothing changes.
    let (v, code) = one(&db, &["wear", "Bo", "T-45 Helm"]);
    assert_eq!((code, &v["error"]), (1, &json!("not_in_frame")), "{v}");

    let (v, code) = one(&db, &["power-armor", "Bo", "enter"]);
    assert_eq!(code, 0, "{v}");
    let e = &v["events"][0];
    assert_eq!(
        (&e["type"], &e["frame"], &e["inside"], &e["pieces"]),
        (
            &json!("power_armour"),
            &json!("Armor Frame"),
            &json!(true),
            &json!([])
        ),
        "{v}"
    );

    let (v, code) = one(&db, &["wear", "Bo", "T-45 Helm"]);
    assert_eq!(code, 0, "{v}");
    let e = &v["events"][0];
    assert_eq!(e["type"], "piece_attached", "{v}");
    assert_eq!(
        e["piece"],
        json!({"piece": "T-45 Helm", "location": "head", "hp": 7, "max": 7}),
        "{v}"
    );
    // The head's DR is the helm's: 6 physical, 4 energy, 7 radiation.
    let head = e["dr"]
        .as_array()
        .and_then(|d| d.iter().find(|x| x[0] == "head"))
        .cloned()
        .expect("head DR");
    assert_eq!(head[1]["physical"], json!({"dr": 6}), "{v}");
    assert_eq!(head[1]["energy"], json!({"dr": 4}), "{v}");

    // The sheet carries the frame and each piece with its HP.
    let (v, code) = one(&db, &["status", "Bo"]);
    assert_eq!(code, 0, "{v}");
    let power = &v["events"][0]["sheet"]["power"];
    assert_eq!(
        (&power["frame"], &power["inside"], &power["pieces"][0]["hp"]),
        (&json!("Armor Frame"), &json!(true), &json!(7)),
        "{v}"
    );

    // The GM's repair of a whole piece changes nothing but says so.
    let (v, code) = one(&db, &["repair", "Bo", "head", "2"]);
    assert_eq!(code, 0, "{v}");
    let e = &v["events"][0];
    assert_eq!(
        (&e["type"], &e["before"], &e["piece"]["hp"]),
        (&json!("piece_repaired"), &json!(7), &json!(7)),
        "{v}"
    );
    let (v, code) = one(&db, &["repair", "Bo", "torso"]);
    assert_eq!((code, &v["error"]), (1, &json!("no_piece")), "{v}");

    let (v, code) = one(&db, &["power-armor", "Bo", "leave"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["events"][0]["inside"], json!(false), "{v}");
    let (v, code) = one(&db, &["power-armor", "Bo", "jump"]);
    assert_eq!((code, &v["error"]), (1, &json!("invalid")), "{v}");
}

/// Mines on the command line: placing one in the character's zone, and the
/// refusals by code.
#[test]
fn a_mine_is_placed_in_the_characters_zone() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("mines.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    assert_eq!(one(&db, &BO).1, 0);
    assert_eq!(one(&db, &["give", "Bo", "Frag Mine", "2"]).1, 0);
    let (v, code) = one(&db, &["mine", "Bo", "Frag Mine"]);
    assert_eq!((code, &v["error"]), (1, &json!("no_zone")), "{v}");
    assert_eq!(one(&db, &["zone", "Bo", "Street"]).1, 0);
    let (v, code) = one(&db, &["mine", "Bo", "Frag Mine"]);
    assert_eq!(code, 0, "{v}");
    let e = &v["events"][0];
    assert_eq!(
        (&e["type"], &e["mine"], &e["zone"], &e["left"]),
        (
            &json!("mine_placed"),
            &json!("Frag Mine"),
            &json!("Street"),
            &json!(1)
        ),
        "{v}"
    );
    assert_eq!(one(&db, &["creature-add", "Raider"]).1, 0);
    let (v, code) = one(&db, &["attack", "Bo", "Raider", "Frag Mine"]);
    assert_eq!((code, &v["error"]), (1, &json!("mine_not_fired")), "{v}");
}

#[test]
fn foundry_power_armour_is_imported_as_frame_and_pieces_and_worn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("fpa.db");
    assert_eq!(one(&db, &["init", "--ruleset", "fallout-2d20"]).1, 0);
    let file = format!(
        "{}/tests/fixtures/foundry/power_armor.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let (v, code) = one(&db, &["homebrew", "import", &file]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["kinds"], json!({"power_armor": 3}), "{v}");
    assert_eq!(
        v["ignored"],
        json!(["Scrapyard Power Left Leg: system.health.value"]),
        "{v}"
    );
    assert_eq!(one(&db, &BO).1, 0);
    let (v, code) = one(&db, &["power-armor", "Bo", "enter", "Scrapyard Frame"]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["events"][0]["frame"], json!("Scrapyard Frame"), "{v}");
    let (v, code) = one(&db, &["wear", "Bo", "Scrapyard Power Left Leg"]);
    assert_eq!(code, 0, "{v}");
    let e = &v["events"][0];
    assert_eq!(
        e["piece"],
        json!({"piece": "Scrapyard Power Left Leg", "location": "left-leg", "hp": 8, "max": 8}),
        "{v}"
    );
    let leg = e["dr"]
        .as_array()
        .and_then(|d| d.iter().find(|x| x[0] == "left-leg"))
        .cloned()
        .expect("left leg DR");
    assert_eq!(
        (&leg[1]["physical"], &leg[1]["energy"], &leg[1]["radiation"]),
        (&json!({"dr": 4}), &json!({"dr": 2}), &json!({"dr": 5})),
        "{v}"
    );
}
