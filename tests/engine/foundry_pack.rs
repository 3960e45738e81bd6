//! Foundry VTT compendium packs imported whole: the Fallout system's own
//! packs (numbers and names of its `data/packs/` at commit `e181d36`, prose
//! removed: `tests/fixtures/foundry/packs.db`, one document per line as a
//! pack's `.db` source is read) come in document by document, each kind
//! in its place or named with its reason, a shipped entry keeps what the
//! game models for it, Foundry's spellings find the shipped entries in any
//! order of import, and removing the homebrew leaves the shipped data as it
//! was, byte for byte. Also the homebrew file's own checks: keys written
//! twice, refusals in words, and `10MM` replacing the shipped `10mm`.

use overseer::engine::homebrew::{self, Origin, PackReport, Refusal};
use overseer::engine::rulesets::fallout2d20::foundry::spelling;
use overseer::engine::rulesets::AnyCampaign;
use serde_json::{json, Value};

use crate::f2d20_play::with_ace;

fn pack_bytes() -> Vec<u8> {
    let path = format!(
        "{}/tests/fixtures/foundry/packs.db",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(path).expect("fixture")
}

/// The pack's documents, one a line.
fn pack_docs() -> Vec<Value> {
    String::from_utf8(pack_bytes())
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a document"))
        .collect()
}

fn doc(name: &str) -> Value {
    pack_docs()
        .into_iter()
        .find(|d| d["name"] == name)
        .unwrap_or_else(|| panic!("{name} is in the pack"))
}

fn fresh() -> AnyCampaign {
    AnyCampaign::of::<overseer::engine::rulesets::fallout2d20::Fallout2d20>(with_ace(&[]))
}

fn import(any: &mut AnyCampaign, bytes: &[u8]) -> (homebrew::Imported, PackReport) {
    let file = homebrew::read(bytes).expect("a pack");
    any.brew_import_pack(&file).expect("imported")
}

fn shown(any: &AnyCampaign, name: &str) -> (Value, Origin) {
    let (_, v, o) = any.homebrew().show(name).expect("shown");
    (v, o)
}

fn reasons(report: &PackReport, reason: &str) -> usize {
    report
        .left_out
        .iter()
        .filter(|n| n.reason == reason)
        .count()
}

#[test]
fn a_whole_pack_of_every_kind_comes_in_and_removing_it_restores_the_shipped_data() {
    let mut any = fresh();
    let before =
        serde_json::to_string(&any.homebrew().content(None).expect("content")).expect("json");
    let (done, report) = import(&mut any, &pack_bytes());
    let kinds: Vec<(&str, usize)> = done.kinds.clone();
    assert_eq!(
        kinds,
        vec![
            ("weapons", 71),
            ("ammo", 20),
            ("armour", 135),
            ("creatures", 11),
            ("chems", 122),
            ("power_armor", 31),
        ]
    );
    // Every document has a place or a reason: the consumables that heal
    // nothing (a dish, a drink) and the pack's second Flamer are refused
    // by name, each alone.
    let no_effect = report
        .refused
        .iter()
        .filter(|r| r.refusal.code() == "no_effect")
        .count();
    assert_eq!(no_effect, 24);
    let other: Vec<(&str, String)> = report
        .refused
        .iter()
        .filter(|r| r.refusal.code() != "no_effect")
        .map(|r| (r.entry.as_str(), r.refusal.to_string()))
        .collect();
    assert_eq!(
        other,
        vec![(
            "Flamer",
            "weapons: Flamer: name: an earlier document of the file has this name".to_owned()
        )]
    );
    assert_eq!(reasons(&report, "robot_module"), 13);
    assert_eq!(reasons(&report, "no_game_content"), 40);
    assert_eq!(reasons(&report, "character_only"), 3);
    assert_eq!(reasons(&report, "mod"), 2);
    assert_eq!(reasons(&report, "no_item_kind"), 2);
    assert_eq!(reasons(&report, "addiction"), 1);
    assert_eq!(reasons(&report, "disease"), 1);
    assert_eq!(reasons(&report, "npc"), 1);
    assert_eq!(reasons(&report, "character"), 1);
    // Robot armour is held as the shipped robot armour robot characters
    // wear (the same pack's numbers), never as apparel.
    assert_eq!(
        report
            .notes
            .iter()
            .filter(|n| n.reason == "robot_armour_shipped")
            .count(),
        51
    );
    assert_eq!(report.notes.len(), 51);
    assert!(any.homebrew().show("Factory Armor (Optics)").is_err());
    // No second entry beside a shipped one: Foundry's `10mm Round` is the
    // shipped `10mm`, its `.50 Round` the shipped `.50`; every ammunition
    // of the pack is a shipped one, so none is added.
    let ammo: Vec<(String, Origin)> = any
        .homebrew()
        .list(Some("ammo"))
        .expect("ammo")
        .into_iter()
        .map(|l| (l.name, l.origin))
        .collect();
    assert!(
        ammo.contains(&("10mm".to_owned(), Origin::Replaced)),
        "{ammo:?}"
    );
    assert!(ammo.contains(&("flamer fuel".to_owned(), Origin::Replaced)));
    assert!(ammo.contains(&("mini nuke".to_owned(), Origin::Replaced)));
    assert!(ammo.contains(&(".50".to_owned(), Origin::Replaced)));
    assert_eq!(
        ammo.iter().filter(|(_, o)| *o == Origin::Homebrew).count(),
        0
    );
    // The Fat Man fires the shipped mini nuke; food heals as published.
    assert_eq!(shown(&any, "Fat Man").0["ammo"], json!("mini nuke"));
    let water = shown(&any, "Purified Water");
    assert_eq!(
        (water.0["heal"].clone(), water.0["duration"].clone()),
        (json!(3), json!("instant"))
    );
    // A creature keeps its kind and size: the Protectron is a robot on a
    // humanoid body, the Radroach little, the Sentry Bot big.
    let protectron = shown(&any, "Protectron").0;
    assert_eq!(
        (&protectron["kind"], &protectron["locations"]),
        (&json!("robot"), &json!("humanoid"))
    );
    assert_eq!(shown(&any, "Radroach").0["size"], json!("little"));
    assert_eq!(shown(&any, "Wrecked Sentry Bot").0["size"], json!("big"));
    assert_eq!(shown(&any, "Mongrel Dog").0["kind"], json!("animal"));
    // What the game models is kept.
    assert_eq!(shown(&any, "Med-X").0["physical_dr"], json!(3));
    assert_eq!(
        shown(&any, "Gas Mask").0["special"],
        json!({"airborne_poison_dr": 3, "speech_difficulty": 1})
    );
    assert!(shown(&any, "Pulse Mine").0["qualities"]
        .as_array()
        .expect("qualities")
        .contains(&json!("emp")));
    assert!(shown(&any, "Frag Mine").0["qualities"]
        .as_array()
        .expect("qualities")
        .contains(&json!("mine")));

    // Remove every homebrew entry, kind by kind (a name may stand in two
    // kinds), in one file of removals.
    let mut remove = serde_json::Map::new();
    for entry in any.homebrew().list(None).expect("list") {
        if entry.origin.is_homebrew() {
            remove
                .entry(entry.kind)
                .or_insert_with(|| json!([]))
                .as_array_mut()
                .expect("names")
                .push(json!(entry.name));
        }
    }
    let removal = homebrew::read(
        json!({"ruleset": "fallout-2d20", "remove": remove})
            .to_string()
            .as_bytes(),
    )
    .expect("a file of removals");
    assert_eq!(removal.entries(), 390);
    any.brew_import(&removal).expect("removed");
    assert!(any.homebrew().is_plain());
    let after =
        serde_json::to_string(&any.homebrew().content(None).expect("content")).expect("json");
    assert_eq!(after, before, "the shipped data came back byte for byte");
}

#[test]
fn a_replacement_takes_the_published_numbers_and_keeps_a_chems_effect_and_an_apparel_special() {
    let mut any = fresh();
    let mut med_x = doc("Med-X");
    med_x["system"]["cost"] = json!(60);
    let mut coat = doc("Lab Coat");
    coat["system"]["weight"] = json!(3);
    let mine = doc("Pulse Mine");
    let pack = json!([med_x, coat, mine]).to_string();
    let (done, report) = import(&mut any, pack.as_bytes());
    assert_eq!(done.entries, 3);
    let changed: Vec<(String, String, String, String)> = report
        .changed
        .iter()
        .map(|c| {
            (
                c.entry.clone(),
                c.field.clone(),
                c.from.clone(),
                c.to.clone(),
            )
        })
        .collect();
    assert_eq!(
        changed,
        vec![
            ("Med-X".into(), "cost".into(), "50".into(), "60".into()),
            ("Lab Coat".into(), "weight".into(), "2".into(), "3".into()),
        ]
    );
    let (m, origin) = shown(&any, "Med-X");
    assert_eq!(origin, Origin::Replaced);
    assert_eq!(
        (
            &m["physical_dr"],
            &m["duration"],
            &m["cost"],
            &m["addiction"]
        ),
        (&json!(3), &json!("lasting"), &json!(60), &json!(2))
    );
    let coat = shown(&any, "Lab Coat").0;
    assert_eq!(coat["special"], json!({"scene_reroll": ["INT"]}));
    assert_eq!(coat["weight"].as_f64(), Some(3.0));
    let mine = shown(&any, "Pulse Mine").0;
    assert_eq!(mine["qualities"], json!(["blast", "mine", "emp"]));
}

#[test]
fn each_document_that_cannot_be_held_is_named_and_the_rest_come_in() {
    let mut any = fresh();
    let mut pistol = doc("10mm Pistol");
    pistol["system"]["damage"]["rating"] = json!(40);
    let mut rifle = doc("Hunting Rifle");
    rifle["system"]["ammo"] = json!("Unobtainium Slug");
    let mut odd = doc("Purified Water");
    odd["system"]["duration"] = json!("forever");
    let pack = json!([pistol, rifle, odd, doc("Nuka-Cola"), doc("Athletics")]).to_string();
    let before = any.clone();
    let (done, report) = import(&mut any, pack.as_bytes());
    assert_eq!(done.kinds, vec![("chems", 1)]);
    let refused: Vec<(String, String)> = report
        .refused
        .iter()
        .map(|r| match &r.refusal {
            Refusal::Invalid { field, .. } => (r.entry.clone(), field.clone()),
            other => (r.entry.clone(), other.code()),
        })
        .collect();
    assert_eq!(
        refused,
        vec![
            ("Hunting Rifle".into(), "ammo".into()),
            ("Purified Water".into(), "system.duration".into()),
            ("10mm Pistol".into(), "damage".into()),
        ]
    );
    // A file of which nothing can be held is refused whole, with its
    // first reason, and changes nothing.
    let mut again = before.clone();
    let bad = json!([doc("Athletics"), {"name": "Broken", "type": "weapon", "system": {"weaponType": "bows"}}]).to_string();
    let file = homebrew::read(bad.as_bytes()).expect("read");
    let r = again.brew_import_pack(&file).expect_err("refused");
    assert!(
        matches!(r, Refusal::Invalid { ref field, .. } if field == "system.weaponType"),
        "{r:?}"
    );
    assert_eq!(again, before);
}

#[test]
fn the_spelling_table_finds_the_shipped_ammunition_in_any_order_of_import() {
    let table = [
        ("10mm Round", "10mm"),
        (".38 Round", ".38"),
        (".308 Round", ".308"),
        ("5.56mm Round", "5.56mm"),
        (".45 Round", ".45"),
        ("Flamer Fuel", "flamer fuel"),
        ("Mini-Nuke", "mini nuke"),
        (".44 Magnum Round", ".44 magnum"),
        ("2mm Electromagnetic Cartridge", "2mm EC"),
        ("Plasma Cartridge", "plasma cartridge"),
    ];
    for (foundry, ours) in table {
        assert_eq!(spelling::ammo(foundry), Some(ours));
        assert_eq!(spelling::ammo(&foundry.to_uppercase()), Some(ours));
    }
    let ammo: Vec<Value> = pack_docs()
        .into_iter()
        .filter(|d| d["type"] == "ammo")
        .collect();
    let guns: Vec<Value> = ["10mm Pistol", "Flamer", "Fat Man", "Gauss Rifle"]
        .into_iter()
        .map(doc)
        .collect();
    let mut first_ammo = fresh();
    import(&mut first_ammo, json!(ammo).to_string().as_bytes());
    import(&mut first_ammo, json!(guns).to_string().as_bytes());
    let mut first_guns = fresh();
    import(&mut first_guns, json!(guns).to_string().as_bytes());
    import(&mut first_guns, json!(ammo).to_string().as_bytes());
    let content = |a: &AnyCampaign| a.homebrew().content(None).expect("content");
    assert_eq!(content(&first_ammo), content(&first_guns));
    let fired: Vec<Value> = ["10mm Pistol", "Flamer", "Fat Man", "Gauss Rifle"]
        .into_iter()
        .map(|w| shown(&first_guns, w).0["ammo"].clone())
        .collect();
    assert_eq!(
        fired,
        vec![
            json!("10mm"),
            json!("flamer fuel"),
            json!("mini nuke"),
            json!("2mm EC")
        ]
    );
    assert_eq!(
        first_ammo
            .homebrew()
            .list(Some("ammo"))
            .expect("ammo")
            .len(),
        21
    );
}

#[test]
fn a_key_written_twice_is_refused() {
    let text = "{\"ruleset\": \"fallout-2d20\",\n \"ammo\": [{\"name\": \"Slug\", \"weight\": 0.1, \"cost\": 1, \"rarity\": 0,\n \"cost\": 9}]}";
    assert_eq!(
        homebrew::read(text.as_bytes()),
        Err(Refusal::DuplicateKey {
            key: "cost".into(),
            line: 3
        })
    );
    // In a Foundry document too.
    let text = r#"{"name": "A", "type": "ammo", "system": {}, "name": "B"}"#;
    assert!(matches!(
        homebrew::read(text.as_bytes()),
        Err(Refusal::DuplicateKey { ref key, .. }) if key == "name"
    ));
}

#[test]
fn ten_mm_in_capitals_replaces_the_shipped_10mm_like_any_replacement() {
    let mut any = fresh();
    let before = any.homebrew().content(None).expect("content");
    let file = homebrew::read(
        json!({"ruleset": "fallout-2d20", "ammo": [{"name": "10MM", "weight": 0.03, "cost": 3, "rarity": 1}]})
            .to_string()
            .as_bytes(),
    )
    .expect("read");
    let done = any.brew_import(&file).expect("imported");
    assert_eq!(done.kinds, vec![("ammo", 1)]);
    let (row, origin) = shown(&any, "10mm");
    assert_eq!(
        (row["name"].clone(), row["cost"].clone(), origin),
        (json!("10mm"), json!(3), Origin::Replaced)
    );
    any.brew_remove("10MM").expect("removed");
    assert_eq!(any.homebrew().content(None).expect("content"), before);
}

#[test]
fn a_refusal_is_in_words_never_a_debug_structure() {
    let mut any = fresh();
    let file = homebrew::read(
        json!({"ruleset": "fallout-2d20", "ammo": [{"name": "Slug\u{202e}", "weight": 0.1, "cost": 1, "rarity": 0}]})
            .to_string()
            .as_bytes(),
    )
    .expect("read");
    let r = any.brew_import(&file).expect_err("refused");
    let Refusal::Invalid { problem, .. } = &r else {
        panic!("{r:?}")
    };
    assert!(
        problem.starts_with("item holds the forbidden character U+202E"),
        "{problem}"
    );
    assert!(!r.to_string().contains('{'), "{r}");
}

/// Prints how long the database's write lock is held by a homebrew import
/// (parsing, mapping and checking run before the write transaction): the
/// largest pack file (`FOUNDRY_PACK=<file or JSON list>`, else the fixture
/// of every kind), and a 500-row file of our own format into a campaign
/// that already holds 1,500 rows. Run with
/// `cargo test --release --test engine import_write_lock -- --ignored --nocapture`.
#[test]
#[ignore = "a benchmark: prints figures"]
fn import_write_lock_time_for_the_largest_pack_and_500_rows_over_1500() {
    use overseer::engine::rulesets::fallout2d20::Fallout2d20;
    use overseer::session::{CampaignKey, Session};
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let session = Session::open(&url).await.expect("opens");
        let pack = std::env::var("FOUNDRY_PACK").map_or_else(
            |_| pack_bytes(),
            |p| std::fs::read(p).expect("the pack file"),
        );
        let key = CampaignKey {
            guild_id: 0,
            channel_id: 1,
        };
        session
            .start_as::<Fallout2d20>(key, 1, None)
            .await
            .expect("started");
        let file = homebrew::read(&pack).expect("a pack");
        let started = std::time::Instant::now();
        let done = session
            .homebrew(key, 1, json!("bench"), |c| c.brew_import_pack(&file))
            .await
            .expect("stored")
            .expect("imported");
        println!(
            "pack of {} bytes, {} documents, {} rows: {:.1} ms in all, write lock held {:.2} ms",
            pack.len(),
            file.entries(),
            done.0.entries,
            started.elapsed().as_secs_f64() * 1000.0,
            session.last_homebrew_store().as_secs_f64() * 1000.0
        );
        let rows = |from: usize| {
            let ammo: Vec<Value> = (from..from + 500)
                .map(|i| json!({"name": format!("Slug {i}"), "weight": 0.01, "cost": 1, "rarity": 0}))
                .collect();
            homebrew::read(json!({"ruleset": "fallout-2d20", "ammo": ammo}).to_string().as_bytes())
                .expect("a file")
        };
        let key = CampaignKey {
            guild_id: 0,
            channel_id: 2,
        };
        session
            .start_as::<Fallout2d20>(key, 1, None)
            .await
            .expect("started");
        for from in [0, 500, 1000] {
            let f = rows(from);
            session
                .homebrew(key, 1, json!("fill"), |c| c.brew_import(&f))
                .await
                .expect("stored")
                .expect("imported");
        }
        let f = rows(1500);
        let started = std::time::Instant::now();
        session
            .homebrew(key, 1, json!("bench"), |c| c.brew_import(&f))
            .await
            .expect("stored")
            .expect("imported");
        println!(
            "500 rows into 1,500: {:.1} ms in all, write lock held {:.2} ms",
            started.elapsed().as_secs_f64() * 1000.0,
            session.last_homebrew_store().as_secs_f64() * 1000.0
        );
    });
}

#[test]
fn a_packs_creatures_keep_their_kind_their_mutation_and_their_immunities() {
    let mut any = fresh();
    let pack = json!([
        doc("Protectron"),
        doc("Eyebot"),
        doc("Mongrel Dog"),
        doc("Weakened Feral Ghoul"),
        doc("Dog"),
        doc("Radroach"),
    ])
    .to_string();
    let (done, _) = import(&mut any, pack.as_bytes());
    assert_eq!(done.kinds, vec![("creatures", 6)]);
    let c = |n: &str| shown(&any, n).0;
    let kind = |n: &str| (c(n)["kind"].clone(), c(n).get("mutated").cloned());
    // Foundry's `system.origin` says what a creature is: `Robot`,
    // `Mutated Human`, `Mutated Mammal`, `Mammal`.
    assert_eq!(kind("Protectron"), (json!("robot"), None));
    assert_eq!(kind("Eyebot"), (json!("robot"), None));
    assert_eq!(
        kind("Weakened Feral Ghoul"),
        (json!("person"), Some(json!(true)))
    );
    assert_eq!(kind("Mongrel Dog"), (json!("animal"), Some(json!(true))));
    assert_eq!(kind("Dog"), (json!("animal"), None));
    // The Radroach replaces the shipped one, mutated too (the compendium's
    // `Mutated Insect`).
    assert_eq!(shown(&any, "Radroach").1, Origin::Replaced);
    assert_eq!(kind("Radroach"), (json!("animal"), Some(json!(true))));
    // Immunities: the robot's, and the Mongrel Dog's `Immune to Radiation`
    // ability, though its flag forgot it; the Dog has none.
    let dr = |n: &str| c(n)["dr"][0]["dr"].clone();
    assert_eq!(
        dr("Eyebot"),
        json!({"physical": {"dr": 2}, "energy": {"dr": 2}, "radiation": "immune", "poison": "immune"})
    );
    assert_eq!(
        (
            dr("Mongrel Dog")["radiation"].clone(),
            dr("Mongrel Dog")["poison"].clone()
        ),
        (json!("immune"), json!({"dr": 0}))
    );
    assert_eq!(
        (dr("Dog")["radiation"].clone(), dr("Dog")["poison"].clone()),
        (json!({"dr": 0}), json!({"dr": 0}))
    );
    assert!(done
        .ignored
        .contains(&"Mongrel Dog: system.immunities.radiation".to_owned()));

    // A robot whose flags say nothing of immunity is immune all the same,
    // and the flags are named.
    let mut bot = doc("Eyebot");
    bot["name"] = json!("Eyebot Mark II");
    bot["system"]["immunities"] = json!({"poison": false, "radiation": false});
    let eyebot = dr("Eyebot");
    let mut any = any.clone();
    let (done, _) = import(&mut any, json!([bot]).to_string().as_bytes());
    assert_eq!(shown(&any, "Eyebot Mark II").0["dr"][0]["dr"], eyebot);
    let flags: Vec<&String> = done
        .ignored
        .iter()
        .filter(|f| f.contains("immunities"))
        .collect();
    assert_eq!(
        flags,
        vec![
            "Eyebot Mark II: system.immunities.radiation",
            "Eyebot Mark II: system.immunities.poison",
        ]
    );
}

#[test]
fn robot_armour_is_held_as_the_shipped_robot_armour_never_as_apparel() {
    let mut any = fresh();
    let mut heavier = doc("Factory Armor (Optics)");
    heavier["system"]["resistance"]["physical"] = json!(5);
    let mut unknown = doc("Factory Armor (Main Body)");
    unknown["name"] = json!("Scrap Plating");
    let pack = json!([
        doc("Actuated Frame (Arm 1)"),
        heavier,
        unknown,
        doc("10mm Pistol")
    ])
    .to_string();
    let (done, report) = import(&mut any, pack.as_bytes());
    assert_eq!(done.kinds, vec![("weapons", 1)]);
    let noted: Vec<(&str, &str)> = report
        .notes
        .iter()
        .map(|n| (n.entry.as_str(), n.reason))
        .collect();
    assert_eq!(
        noted,
        vec![
            ("Actuated Frame (Arm 1)", "robot_armour_shipped"),
            ("Factory Armor (Optics)", "robot_armour_differs"),
        ]
    );
    let left: Vec<(&str, &str, &str)> = report
        .left_out
        .iter()
        .map(|n| (n.entry.as_str(), n.kind.as_str(), n.reason))
        .collect();
    assert_eq!(left, vec![("Scrap Plating", "robot_armor", "robot_armour")]);
    // No apparel of their names.
    for name in [
        "Actuated Frame (Arm 1)",
        "Factory Armor (Optics)",
        "Scrap Plating",
    ] {
        assert!(any.homebrew().show(name).is_err(), "{name}");
    }
}
