//! Import from Foundry VTT's Fallout system through the engine: its Items
//! (weapon, apparel, ammo) and creature Actors become a fallout-2d20
//! campaign's homebrew with every modelled field mapped and the rest named,
//! they play with their own numbers (scripted dice), a character Actor
//! becomes a character, and bad input is refused with nothing changed. The
//! fixtures (`tests/fixtures/foundry/`) follow the system's `template.json`.

use overseer::engine::homebrew::{self, Homebrew, Refusal};
use overseer::engine::rulesets::fallout2d20::character::Carried;
use overseer::engine::rulesets::fallout2d20::data::{Dr, Resist, Side};
use overseer::engine::rulesets::fallout2d20::skills::Skill;
use overseer::engine::rulesets::fallout2d20::Campaign;
use overseer::engine::rulesets::AnyCampaign;
use serde_json::{json, Value};

use crate::f2d20_play::{attack_report, hp, line, with_ace};

pub(crate) fn fixture(name: &str) -> Value {
    let path = format!(
        "{}/tests/fixtures/foundry/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("json")
}

pub(crate) fn read(value: &Value) -> homebrew::File {
    homebrew::read(value.to_string().as_bytes()).expect("a Foundry file")
}

pub(crate) fn game(any: AnyCampaign) -> Campaign {
    let Some(c) = any.into_game::<overseer::engine::rulesets::fallout2d20::Fallout2d20>() else {
        panic!("a fallout-2d20 campaign")
    };
    c
}

/// Imports `value` into `c` (which must take it); what it brought.
pub(crate) fn import(c: &mut Campaign, value: &Value) -> homebrew::Imported {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c.clone());
    let done = any.brew_import(&read(value)).expect("imported");
    *c = game(any);
    done
}

/// Imports `value` into `c` as a pack, which must take some of it and
/// refuse the rest, document by document: the refused documents, by name.
pub(crate) fn refused_in_pack(c: &Campaign, value: &Value) -> Vec<(String, Refusal)> {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c.clone());
    let (done, report) = any
        .brew_import_pack(&read(value))
        .expect("the rest came in");
    assert!(done.entries > 0);
    report
        .refused
        .into_iter()
        .map(|r| (r.entry, r.refusal))
        .collect()
}

/// Imports `value` into `c`, which must refuse it and not change.
pub(crate) fn refuse(c: &Campaign, value: &Value) -> Refusal {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c.clone());
    let r = any.brew_import(&read(value)).expect_err("refused");
    assert_eq!(game(any), *c, "a refused import changed the campaign");
    r
}

fn dr(p: u32, e: u32, r: Resist, x: Resist) -> Dr {
    Dr {
        physical: Resist::Dr(p),
        energy: Resist::Dr(e),
        radiation: r,
        poison: x,
    }
}

#[test]
fn a_weapon_item_maps_every_modelled_field_names_the_rest_and_shoots_with_its_numbers() {
    let mut c = with_ace(&[]);
    let done = import(&mut c, &fixture("weapon.json"));
    assert_eq!(done.kinds, vec![("weapons", 1)]);
    assert_eq!(
        done.ignored,
        vec![
            "Rusty Laser Pistol: system.damage.damageEffect.arc",
            "Rusty Laser Pistol: system.damage.weaponQuality.recon",
        ]
    );
    let (kind, row, _) = c.homebrew.show("rusty laser pistol").expect("shown");
    assert_eq!(kind, "weapons");
    // Foundry's `Fusion Cell` is the campaign's `fusion cell`.
    assert_eq!(
        row,
        json!({"name": "Rusty Laser Pistol", "kind": "energy_weapons", "damage": 4,
            "effects": [{"effect": "piercing", "value": 1}], "damage_type": "energy",
            "fire_rate": 2, "range": "close", "qualities": ["close_quarters"],
            "ammo": "fusion cell", "weight": 2.0, "cost": 60, "rarity": 2})
    );
    // It shoots: PER 7, difficulty 2 (Defense 1 + a chosen location), faces
    // 1 and 1; four damage dice 1, 2, 5, 6 make 5 energy damage against the
    // head's energy DR 0.
    line(&mut c, "give Ace Rusty Laser Pistol", []);
    line(&mut c, "give Ace fusion cell 10", []);
    line(&mut c, "creature-add Raider", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Rusty Laser Pistol --location head",
        [1, 1, 1, 2, 5, 6],
    ));
    assert_eq!((r.weapon.as_str(), r.effects), ("Rusty Laser Pistol", 2));
    assert_eq!(r.hits[0].after_dr, 5);
    assert_eq!(r.ammo.as_ref().map(|a| a.spent), Some(1));
}

#[test]
fn a_folder_export_brings_ammo_a_weapon_that_fires_it_and_apparel_that_is_worn() {
    let mut c = with_ace(&[]);
    let done = import(&mut c, &fixture("folder.json"));
    // The food heals (a chem of this game); the perk has no kind here.
    assert_eq!(
        done.kinds,
        vec![("weapons", 1), ("ammo", 1), ("armour", 2), ("chems", 1)]
    );
    assert_eq!(done.ignored, vec!["Toughness: perk"]);
    let (_, needler, _) = c.homebrew.show("Needler Pistol").expect("shown");
    assert_eq!(needler["ammo"], json!("Needler Round"));
    assert_eq!(needler["effects"], json!([{"effect": "vicious"}]));
    assert_eq!(needler["qualities"], json!(["reliable"]));
    let (_, arm, _) = c.homebrew.show("Scrap Left Arm").expect("shown");
    assert_eq!(arm["slot"], json!("arm"));
    line(&mut c, "wear Ace Scrap Chest Piece", []);
    line(&mut c, "wear Ace Scrap Left Arm left", []);
    let ace = &c.characters[0];
    let none = Resist::Dr(0);
    assert_eq!(ace.dr_at("torso"), dr(2, 1, none, none));
    assert_eq!(ace.dr_at("left-arm"), dr(1, 1, none, none));
    assert_eq!(ace.dr_at("right-arm"), Dr::NONE);
    // The needler fires its own ammunition.
    line(&mut c, "give Ace Needler Pistol", []);
    line(&mut c, "give Ace Needler Round 5", []);
    line(&mut c, "creature-add Raider", []);
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider Needler Pistol --location head",
        [1, 1, 2, 2, 3],
    ));
    // Three dice: 2 + 2 + 0, Vicious on no Effect: 4.
    assert_eq!(r.hits[0].after_dr, 4);
    assert_eq!(c.characters[0].ammo_of("Needler Round"), 4);
}

#[test]
fn a_creature_actor_becomes_a_template_with_its_attack_and_dr_by_location() {
    let mut c = with_ace(&["10mm Pistol", "10mm 10"]);
    let done = import(&mut c, &fixture("creature.json"));
    assert_eq!(done.kinds, vec![("creatures", 1)]);
    assert_eq!(
        done.ignored,
        vec!["Glowing Mole Rat: Burrow (special_ability)"]
    );
    let (_, row, _) = c.homebrew.show("Glowing Mole Rat").expect("shown");
    let immune = json!("immune");
    assert_eq!(
        row,
        json!({"name": "Glowing Mole Rat", "level": 3, "kind": "animal", "body": 6,
            "mind": 4, "melee": 2, "guns": 0, "other": 1, "hp": 8, "initiative": 10,
            "defense": 1, "size": "normal", "locations": "quadruped",
            "dr": [
                {"location": "body", "dr": {"physical": {"dr": 1}, "energy": {"dr": 0},
                    "radiation": immune, "poison": {"dr": 0}}},
                {"location": "head", "dr": {"physical": {"dr": 2}, "energy": {"dr": 0},
                    "radiation": immune, "poison": {"dr": 0}}}],
            "attacks": [{"attribute": "body", "skill": "melee", "weapon": {
                "name": "Glowing Bite", "kind": "unarmed", "damage": 3,
                "effects": [{"effect": "radioactive"}], "damage_type": "physical",
                "fire_rate": 0, "range": "close", "qualities": [], "ammo": null}}]})
    );
    line(&mut c, "creature-add \"Glowing Mole Rat\"", []);
    assert_eq!(hp(&c, "Glowing Mole Rat"), 8);
    // Ace's pistol at the head: 4 dice of 2 = 8, head physical DR 2: 6.
    let r = attack_report(&line(
        &mut c,
        "attack Ace \"Glowing Mole Rat\" 10mm Pistol --location head",
        [1, 1, 2, 2, 2, 2],
    ));
    assert_eq!(r.hits[0].after_dr, 6);
    assert_eq!(hp(&c, "Glowing Mole Rat"), 2);
}

#[test]
fn a_character_actor_comes_in_with_its_skills_gear_and_unknown_items_as_homebrew() {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let bytes = fixture("character.json").to_string();
    let done = any
        .import_character(bytes.as_bytes(), "42", "")
        .expect("imported");
    assert_eq!(done.name, "Nora Vance");
    assert_eq!(
        done.homebrew.kinds,
        vec![("weapons", 1), ("ammo", 1), ("armour", 1)]
    );
    assert_eq!(
        done.ignored,
        vec![
            "Nora Vance: Army Helmet (apparel, not worn)",
            // Her level (3) is kept now, and her perk (Gun Nut, rank 1).
            "Nora Vance: system.currency.caps",
        ]
    );
    let c = game(any);
    let nora = &c.characters[0];
    assert_eq!(
        (nora.owner.as_str(), nora.player.as_str()),
        ("42", "Nora Vance")
    );
    assert_eq!(nora.special.0, [6, 6, 5, 4, 6, 7, 6]);
    assert_eq!(
        nora.tags,
        vec![Skill::Science, Skill::SmallGuns, Skill::Sneak]
    );
    assert_eq!(
        (
            nora.rank(Skill::SmallGuns),
            nora.rank(Skill::Science),
            nora.rank(Skill::Athletics)
        ),
        (3, 2, 1)
    );
    assert_eq!((nora.luck, nora.vitals.hp), (4, 11));
    let carried = |n: &str, k: u32| Carried {
        name: n.into(),
        count: k,
        mods: Vec::new(),
    };
    assert_eq!(
        nora.weapons,
        vec![carried("10mm Pistol", 1), carried("Needler Pistol", 1)]
    );
    assert_eq!(
        nora.ammo,
        vec![carried("10mm", 24), carried("Needler Round", 12)]
    );
    let worn: Vec<(&str, Option<Side>, bool)> = nora
        .worn
        .iter()
        .map(|w| (w.piece.as_str(), w.side, w.homebrew.is_some()))
        .collect();
    assert_eq!(
        worn,
        vec![
            ("Leather Chest Piece", None, false),
            ("Scrap Left Arm", Some(Side::Left), true)
        ]
    );
    let none = Resist::Dr(0);
    assert_eq!(nora.dr_at("torso"), dr(1, 2, none, none));
    assert_eq!(nora.dr_at("left-arm"), dr(1, 1, none, none));
    // She plays: AGI 7 + Small Guns 3 = 10, faces 5 and 5 are two
    // successes against difficulty 2; her 10mm Pistol (shipped) at a
    // Raider's head, 4 dice of 1: 4 damage.
    let mut c = c;
    line(&mut c, "creature-add Raider", []);
    let r = attack_report(&line(
        &mut c,
        "attack \"Nora Vance\" Raider 10mm Pistol --location head",
        [5, 5, 1, 1, 1, 1],
    ));
    assert_eq!((r.test.successes, r.hits[0].after_dr), (2, 4));
}

#[test]
fn a_character_actors_consumables_come_in_as_its_chems_and_one_without_an_effect_is_named() {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let bytes = fixture("character_consumables.json").to_string();
    let done = any
        .import_character(bytes.as_bytes(), "42", "")
        .expect("imported");
    // The Stimpak is the campaign's (shipped); the Glow Tonic and the Swamp
    // Bread come in as homebrew chems, mapped as `homebrew import` maps them.
    assert_eq!(
        done.homebrew.kinds,
        vec![("weapons", 1), ("ammo", 1), ("armour", 1), ("chems", 2)]
    );
    assert_eq!(
        done.ignored,
        vec![
            "Nora Vance: Army Helmet (apparel, not worn)",
            "Nora Vance: Empty Syringe (quantity 0)",
            "Nora Vance: Lucky Charm (consumable)",
            "Nora Vance: system.currency.caps",
        ]
    );
    let c = game(any);
    let carried = |n: &str, k: u32| Carried {
        name: n.into(),
        count: k,
        mods: Vec::new(),
    };
    assert_eq!(
        c.characters[0].chems,
        vec![
            carried("Stimpak", 3),
            carried("Glow Tonic", 2),
            carried("Swamp Bread", 4)
        ]
    );
    let tonic =
        serde_json::to_value(c.homebrew.chems.find("Glow Tonic").expect("brewed")).expect("json");
    assert_eq!(
        (
            &tonic["duration"],
            &tonic["heal"],
            &tonic["cure_rads"],
            &tonic["addiction"]
        ),
        (&json!("lasting"), &json!(2), &json!(3), &json!(2)),
        "{tonic}"
    );
    assert!(c.homebrew.chems.is_homebrew("Swamp Bread"));
    assert!(!c.homebrew.chems.is_homebrew("Stimpak"));
}

#[test]
fn a_character_import_is_refused_whole_when_a_field_is_out_of_range() {
    let c = Campaign::new();
    // STR 4 for 6: 38, under the creation total.
    let mut doc = fixture("character.json");
    doc["system"]["attributes"]["str"]["value"] = json!(4);
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(c.clone());
    let r = any
        .import_character(doc.to_string().as_bytes(), "42", "")
        .expect_err("refused");
    assert!(
        matches!(&r, Refusal::Invalid { field, .. } if field == "system.attributes"),
        "{r:?}"
    );
    let mut doc = fixture("character.json");
    let items = doc["items"].as_array_mut().expect("items");
    let small = items
        .iter_mut()
        .find(|i| i["name"] == "Small Guns")
        .expect("skill");
    small["system"]["value"] = json!(9);
    let r = any
        .import_character(doc.to_string().as_bytes(), "42", "")
        .expect_err("refused");
    assert!(
        matches!(&r, Refusal::Invalid { field, .. } if field == "items.Small Guns.system.value"),
        "{r:?}"
    );
    let r = any
        .import_character(b"{\"name\": ", "42", "")
        .expect_err("refused");
    assert!(matches!(r, Refusal::Malformed { .. }), "{r:?}");
    let r = any
        .import_character(fixture("creature.json").to_string().as_bytes(), "42", "")
        .expect_err("refused");
    assert!(matches!(r, Refusal::Malformed { .. }), "{r:?}");
    assert_eq!(game(any), c, "nothing changed");
    // Another game takes no Foundry document.
    let mut other = AnyCampaign::new(overseer::engine::ruleset::RulesetId::new("d20"));
    let before = other.clone();
    let r = other
        .import_character(fixture("character.json").to_string().as_bytes(), "42", "")
        .expect_err("refused");
    assert_eq!(
        r,
        Refusal::OtherGame {
            game: "fallout-2d20".into()
        }
    );
    let r = other
        .brew_import(&read(&fixture("weapon.json")))
        .expect_err("refused");
    assert!(matches!(r, Refusal::OtherGame { .. }));
    assert_eq!(other, before);
}

#[test]
fn bad_items_are_refused_naming_the_entry_and_the_field_and_change_nothing() {
    let c = with_ace(&[]);
    let field_of = |r: &Refusal| match r {
        Refusal::Invalid {
            kind, entry, field, ..
        } => (kind.clone(), entry.clone(), field.clone()),
        other => panic!("{other:?}"),
    };
    let mut w = fixture("weapon.json");
    w["system"]["damage"]["rating"] = json!(40);
    assert_eq!(
        field_of(&refuse(&c, &w)),
        (
            "weapons".into(),
            "Rusty Laser Pistol".into(),
            "damage".into()
        )
    );
    let mut w = fixture("weapon.json");
    w["system"]["weaponType"] = json!("bows");
    assert_eq!(field_of(&refuse(&c, &w)).2, "system.weaponType".to_owned());
    let mut w = fixture("weapon.json");
    w["system"]["fireRate"] = json!(-2);
    assert_eq!(field_of(&refuse(&c, &w)).2, "system.fireRate".to_owned());
    let mut w = fixture("weapon.json");
    w["system"]["ammo"] = json!("Unobtainium Slug");
    assert_eq!(field_of(&refuse(&c, &w)).2, "ammo".to_owned());
    let mut w = fixture("weapon.json");
    w["name"] = json!("x".repeat(61));
    assert_eq!(field_of(&refuse(&c, &w)).2, "name".to_owned());
    // Apparel on both arms is no slot of this game: in a folder (a pack),
    // that document is refused by name and the others come in (issue #44:
    // a pack is taken document by document, no longer all or none).
    let mut folder = fixture("folder.json");
    folder["items"][3]["system"]["location"]["armR"] = json!(true);
    let refused = refused_in_pack(&c, &folder);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].0, "Scrap Left Arm");
    assert_eq!(
        field_of(&refused[0].1),
        (
            "armour".into(),
            "Scrap Left Arm".into(),
            "system.location".into()
        )
    );
    // A DR out of the game's bounds, in a folder whose other entries are
    // fine: that entry is refused, naming the field.
    let mut folder = fixture("folder.json");
    folder["items"][2]["system"]["resistance"]["physical"] = json!(120);
    let refused = refused_in_pack(&c, &folder);
    assert_eq!(refused.len(), 1);
    assert_eq!(field_of(&refused[0].1).2, "dr".to_owned());
    // Nothing this game brews.
    let only_perk = json!([fixture("folder.json")["items"][5]]);
    assert!(matches!(refuse(&c, &only_perk), Refusal::Malformed { .. }));
    // Too many documents (a pack may bring 5,000).
    let ammo = fixture("folder.json")["items"][1].clone();
    let many: Vec<Value> = (0..=homebrew::MAX_PACK_DOCUMENTS)
        .map(|i| {
            let mut a = ammo.clone();
            a["name"] = json!(format!("Slug {i}"));
            a
        })
        .collect();
    let r = homebrew::read(Value::Array(many).to_string().as_bytes()).expect_err("too many");
    assert_eq!(
        r,
        Refusal::TooMany {
            entries: homebrew::MAX_PACK_DOCUMENTS + 1,
            max: homebrew::MAX_PACK_DOCUMENTS
        }
    );
}

#[test]
fn foundry_homebrew_exports_as_our_format_and_imports_back_the_same() {
    let mut c = with_ace(&[]);
    import(&mut c, &fixture("folder.json"));
    import(&mut c, &fixture("creature.json"));
    let exported = c.homebrew.export("fallout-2d20");
    let mut fresh = with_ace(&[]);
    let done = import(&mut fresh, &exported);
    assert!(done.ignored.is_empty());
    assert_eq!(fresh.homebrew, c.homebrew);
}

#[test]
fn a_character_over_the_creation_total_comes_in_as_it_is_and_plays_with_it() {
    // Levels and perks: STR 8 and AGI 9 for 6 and 7, 44 in all.
    let mut doc = fixture("character.json");
    doc["system"]["attributes"]["str"]["value"] = json!(8);
    doc["system"]["attributes"]["agi"]["value"] = json!(9);
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let done = any
        .import_character(doc.to_string().as_bytes(), "42", "")
        .expect("imported");
    assert_eq!(done.special_total, Some(44));
    let mut c = game(any);
    assert_eq!(c.characters[0].special.0, [8, 6, 5, 4, 6, 9, 6]);
    c.validate().expect("a valid campaign");
    // AGI 9 + Small Guns 3 = TN 12: two 12s are two successes.
    line(&mut c, "creature-add Raider", []);
    let r = attack_report(&line(
        &mut c,
        "attack \"Nora Vance\" Raider 10mm Pistol --location head",
        [12, 12, 1, 1, 1, 1],
    ));
    assert_eq!((r.test.successes, r.hits[0].after_dr), (2, 4));
    // At the creation total the answer has nothing to say.
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let plain = any
        .import_character(fixture("character.json").to_string().as_bytes(), "42", "")
        .expect("imported");
    assert_eq!(plain.special_total, None);
    // An attribute over the game's 10 is still refused, and nothing changes.
    doc["system"]["attributes"]["agi"]["value"] = json!(11);
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let r = any
        .import_character(doc.to_string().as_bytes(), "42", "")
        .expect_err("refused");
    assert!(
        matches!(&r, Refusal::Invalid { field, .. } if field == "system.attributes.agi.value"),
        "{r:?}"
    );
    assert_eq!(game(any), Campaign::new());
}

#[test]
fn a_foundry_outfit_is_worn_on_the_armour_layer_and_clothing_under_it() {
    let item = |name: &str, kind: &str, physical: u32| {
        json!({"name": name, "type": "apparel", "system": {
            "apparelType": kind,
            "location": {"head": false, "torso": true, "armL": true, "armR": true, "legL": true, "legR": true},
            "resistance": {"physical": physical, "energy": 0, "radiation": 0},
            "weight": 2, "cost": 20, "rarity": 1}})
    };
    let mut c = with_ace(&[]);
    for doc in [
        item("Patched Duster", "outfit", 2),
        item("Work Shirt", "clothing", 1),
    ] {
        import(&mut c, &doc);
    }
    let (_, duster, _) = c.homebrew.show("Patched Duster").expect("shown");
    let (_, shirt, _) = c.homebrew.show("Work Shirt").expect("shown");
    assert_eq!(
        (&duster["layer"], &shirt["layer"]),
        (&json!("armour"), &json!("clothing"))
    );
    // The outfit takes the shipped outfit off, as a shipped outfit would; the
    // clothing stays under it and adds.
    line(&mut c, "wear Ace Drifter Outfit", []);
    line(&mut c, "wear Ace Work Shirt", []);
    let out = line(&mut c, "wear Ace Patched Duster", []);
    let replaced: Vec<String> = out
        .events
        .iter()
        .find_map(|e| match e {
            overseer::engine::rulesets::fallout2d20::outcome::Event::ArmourWorn {
                replaced,
                ..
            } => Some(replaced.clone()),
            _ => None,
        })
        .expect("worn");
    assert_eq!(replaced, vec!["Drifter Outfit".to_owned()]);
    let none = Resist::Dr(0);
    assert_eq!(c.characters[0].dr_at("torso"), dr(3, 0, none, none));
}

#[test]
fn a_character_import_whose_name_only_looks_like_one_in_use_is_refused_naming_it() {
    let mut any =
        AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(Campaign::new());
    let doc = fixture("character.json");
    let name = doc["name"].as_str().expect("a name").to_owned();
    any.import_character(doc.to_string().as_bytes(), "42", "")
        .expect("the first import");
    let before = any.clone();
    // The same name with its first letter as a Cyrillic capital or small
    // look-alike where one exists, else its vowels as Cyrillic ones.
    let spoof: String = name
        .chars()
        .map(|c| match c {
            'a' => '\u{430}',
            'e' => '\u{435}',
            'o' => '\u{43E}',
            'A' => '\u{410}',
            'E' => '\u{415}',
            'O' => '\u{41E}',
            other => other,
        })
        .collect();
    assert_ne!(spoof, name, "the fixture's name has a vowel to swap");
    let mut again = doc.clone();
    again["name"] = json!(spoof);
    let r = any
        .import_character(again.to_string().as_bytes(), "43", "")
        .expect_err("refused");
    // Refused as a command refuses a look-alike name, naming the other.
    assert_eq!(
        r,
        Refusal::LooksLike {
            name: spoof.clone(),
            existing: name.clone(),
        }
    );
    assert_eq!(any, before, "nothing changed");
}
