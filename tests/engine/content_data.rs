//! Content as data: every file under `content/<game>/` is one the game
//! declares and embeds, parses into the engine's tables, passes the checks
//! the rules set (bounds, known qualities and effects, names through the name
//! gate), and every shipped name reads in both languages.

use std::collections::BTreeSet;
use std::path::Path;

use overseer::engine::content::{check_table, Entry, Invalid};
use overseer::engine::name::{self, slug};
use overseer::engine::rulesets::fallout2d20::data as f;
use overseer::engine::rulesets::fallout2d20::power::PowerPiece as Pa;
use overseer::engine::rulesets::wasteland::data as w;
use overseer::engine::rulesets::{d20, fallout2d20, pnp, wasteland};
use overseer::i18n::{try_name, Lang};

fn declared() -> BTreeSet<String> {
    wasteland::data::files::FILES
        .iter()
        .chain(&fallout2d20::files::FILES)
        .chain(&pnp::files::FILES)
        .chain(&d20::files::FILES)
        .map(|f| (*f).to_owned())
        .collect()
}

fn on_disk() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut files = BTreeSet::new();
    for game in std::fs::read_dir(&root).expect("content/") {
        let game = game.expect("entry").path();
        for file in std::fs::read_dir(&game).expect("a game's folder") {
            let file = file.expect("entry").path();
            let rel = file.strip_prefix(&root).expect("under content/");
            files.insert(rel.to_string_lossy().replace('\\', "/"));
        }
    }
    files
}

#[test]
fn every_file_under_content_is_declared_by_its_game() {
    assert_eq!(on_disk(), declared());
}

#[test]
fn every_entry_of_every_file_passes_its_checks() {
    assert_eq!(wasteland::data::files::check(), Ok(()));
    assert_eq!(fallout2d20::files::check(), Ok(()));
    assert_eq!(pnp::files::check(), Ok(()));
    assert_eq!(d20::files::check(), Ok(()));
}

#[test]
fn the_tables_hold_every_row_of_their_files() {
    assert_eq!(
        (
            w::WEAPONS.len(),
            w::ENEMY_TEMPLATES.len(),
            w::CONSUMABLES.len(),
            w::PRESETS.len(),
            w::files::LOOT.len()
        ),
        (20, 20, 27, 6, 134)
    );
    assert_eq!(
        (
            f::WEAPONS.len(),
            f::AMMO.len(),
            f::ARMOUR.len(),
            f::CREATURES.len(),
            fallout2d20::power::POWER_ARMOR.len()
        ),
        (70, 21, 84, 8, 31)
    );
    assert_eq!(
        (pnp::weapons::WEAPONS.len(), pnp::enemy::TEMPLATES.len()),
        (32, 8)
    );
    assert_eq!(
        (d20::data::WEAPONS.len(), d20::data::ENEMIES.len()),
        (11, 6)
    );
}

/// `(message prefix, key)` of every shipped name: the key is what the
/// message id is made of (the name, or the CLI word where the game has one).
fn shipped_names() -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut add = |prefix: &'static str, keys: Vec<&str>| {
        out.extend(keys.into_iter().map(|k| (prefix, k.to_owned())));
    };
    add("item", w::WEAPONS.iter().map(|x| &*x.name).collect());
    add(
        "item",
        w::WEAPONS
            .iter()
            .filter_map(|x| x.ammo.as_deref())
            .collect(),
    );
    add("item", w::CONSUMABLES.iter().map(|x| &*x.name).collect());
    add(
        "item",
        w::files::LOOT.iter().map(|x| &*x.entry.name).collect(),
    );
    add(
        "enemy",
        w::ENEMY_TEMPLATES.iter().map(|x| &*x.name).collect(),
    );
    add("cmd-choice", w::PRESETS.iter().map(|x| &*x.name).collect());
    add(
        "f2d20-bot-weapon",
        f::WEAPONS.iter().map(|x| &*x.name).collect(),
    );
    add("f2d20-bot-ammo", f::AMMO.to_vec());
    add(
        "f2d20-bot-armour",
        f::ARMOUR.iter().map(|x| &*x.name).collect(),
    );
    add(
        "f2d20-bot-power",
        fallout2d20::power::POWER_ARMOR
            .iter()
            .map(|x| &*x.name)
            .collect(),
    );
    add(
        "f2d20-bot-creature",
        f::CREATURES.iter().map(|x| &*x.name).collect(),
    );
    add(
        "pnp-weapon",
        pnp::weapons::WEAPONS.iter().map(|x| &*x.id).collect(),
    );
    add(
        "pnp-enemy",
        pnp::enemy::TEMPLATES.iter().map(|x| &*x.id).collect(),
    );
    add(
        "d20-weapon",
        d20::data::WEAPONS.iter().map(|x| &*x.name).collect(),
    );
    add(
        "d20-enemy",
        d20::data::ENEMIES.iter().map(|x| &*x.name).collect(),
    );
    out
}

#[test]
fn every_shipped_name_reads_in_both_languages() {
    let mut missing = Vec::new();
    for lang in [Lang::EnUs, Lang::ZhCn] {
        for (prefix, key) in shipped_names() {
            if try_name(lang, prefix, &key).is_none() {
                missing.push(format!("{lang:?} {prefix}-{}", slug(&key)));
            }
        }
    }
    assert_eq!(missing, Vec::<String>::new());
}

/// The first fault `check_table` finds in `json`, a list of rows of `T`.
fn fault<T>(json: &str, bound: name::Bound) -> Invalid
where
    T: Entry + serde::de::DeserializeOwned,
{
    let rows: Vec<T> = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}"));
    check_table(&rows, bound).expect_err("refused")
}

fn at(entry: &str, field: &str) -> (String, String) {
    (entry.to_owned(), field.to_owned())
}

fn named(i: &Invalid) -> (String, String) {
    (i.entry.clone(), i.field.to_owned())
}

#[test]
fn an_entry_out_of_bounds_is_named_with_its_field() {
    let weapon = |dice: u32| {
        format!(
            r#"[{{"name": "Big Gun", "dice": {dice}, "kind": "ranged", "effects": ["pierce"], "ammo": "Big Shells"}}]"#
        )
    };
    assert_eq!(
        check_table(
            &serde_json::from_str::<Vec<wasteland::data::Weapon>>(&weapon(20)).unwrap(),
            name::ITEM_NAME
        ),
        Ok(())
    );
    let big = fault::<wasteland::data::Weapon>(&weapon(21), name::ITEM_NAME);
    assert_eq!(named(&big), at("Big Gun", "dice"));
    assert_eq!(big.problem, "21 is outside 1..=20");

    let armour = r#"[{"name": "Tin Hat", "slot": "head", "dr": {"physical": {"dr": 100}, "energy": {"dr": 0}, "radiation": "immune", "poison": {"dr": 0}}}]"#;
    let tin = fault::<fallout2d20::data::ArmourPiece>(armour, name::ITEM_NAME);
    assert_eq!(named(&tin), at("Tin Hat", "dr"));

    // Power armour: a piece's HP 1..=99, a frame has none, no immunity.
    let power = |location: &str, hp: u32, rad: &str| {
        format!(
            r#"[{{"name": "Tin Suit", "location": "{location}", "hp": {hp}, "dr": {{"physical": {{"dr": 1}}, "energy": {{"dr": 0}}, "radiation": {rad}, "poison": {{"dr": 0}}}}}}]"#
        )
    };
    assert_eq!(
        check_table(
            &serde_json::from_str::<Vec<Pa>>(&power("left-arm", 99, r#"{"dr": 2}"#)).unwrap(),
            name::ITEM_NAME
        ),
        Ok(())
    );
    let heavy = fault::<Pa>(&power("torso", 100, r#"{"dr": 2}"#), name::ITEM_NAME);
    assert_eq!(
        (named(&heavy), heavy.problem.as_str()),
        (at("Tin Suit", "hp"), "100 is outside 1..=99")
    );
    let frame = fault::<Pa>(&power("frame", 3, r#"{"dr": 0}"#), name::ITEM_NAME);
    assert_eq!(named(&frame), at("Tin Suit", "hp"));
    let immune = fault::<Pa>(&power("head", 5, r#""immune""#), name::ITEM_NAME);
    assert_eq!(named(&immune), at("Tin Suit", "dr"));
    assert!(serde_json::from_str::<Vec<Pa>>(&power("tail", 5, r#"{"dr": 0}"#)).is_err());

    let enemy = r#"[{"id": "rat", "name": "Rat", "hp": 5, "agi": 5, "end": 5, "lck": 5, "skill": 40, "weapon": "no-such-gun", "armour": "none", "morale": 3, "xp": 5}]"#;
    // Whether its weapon exists is a question of the whole table: for a
    // campaign, of every weapon it sees (shipped and homebrew).
    let file = overseer::engine::homebrew::read(format!("{{\"enemies\": {enemy}}}").as_bytes())
        .expect("a homebrew file");
    let rat =
        overseer::engine::homebrew::Homebrew::apply(&mut pnp::homebrew::PnpBrew::default(), &file)
            .expect_err("refused");
    assert_eq!(
        rat,
        overseer::engine::homebrew::Refusal::Invalid {
            kind: "enemies".into(),
            entry: "Rat".into(),
            field: "weapon".into(),
            problem: "`no-such-gun` is no entry of this campaign".into(),
        }
    );

    let d20_enemy = r#"[{"name": "Ogre", "ac": 0, "hp": 30, "attack_bonus": 4, "damage": {"count": 2, "sides": 6, "keep": {"kind": "all"}, "modifier": 2}, "initiative_bonus": 0, "save_bonus": 2}]"#;
    let ogre = fault::<d20::data::EnemyTemplate>(d20_enemy, name::ENEMY_NAME);
    assert_eq!(named(&ogre), at("Ogre", "ac"));
}

#[test]
fn a_name_that_fails_the_gate_or_collides_is_refused() {
    let two = r#"[{"name": "Shiv", "skill": "melee_weapons", "damage": {"count": 1, "sides": 4, "keep": {"kind": "all"}, "modifier": 0}, "delivery": "melee"},
                  {"name": "SHIV", "skill": "melee_weapons", "damage": {"count": 1, "sides": 4, "keep": {"kind": "all"}, "modifier": 0}, "delivery": "melee"}]"#;
    let twice = fault::<d20::data::Weapon>(two, name::ITEM_NAME);
    assert_eq!(named(&twice), at("SHIV", "name"));
    assert_eq!(twice.problem, "collides with Shiv");

    let hidden = "[{\"name\": \"Sh\u{200b}iv\", \"skill\": \"melee_weapons\", \"damage\": {\"count\": 1, \"sides\": 4, \"keep\": {\"kind\": \"all\"}, \"modifier\": 0}, \"delivery\": \"melee\"}]";
    let gate = fault::<d20::data::Weapon>(hidden, name::ITEM_NAME);
    assert_eq!(gate.field, "name");
}

#[test]
fn unknown_qualities_and_effects_do_not_parse() {
    let weapon = r#"[{"name": "Odd Gun", "kind": "small_guns", "damage": 4, "effects": [], "damage_type": "physical", "fire_rate": 1, "range": "medium", "qualities": ["sparkly"], "ammo": "10mm"}]"#;
    let err = serde_json::from_str::<Vec<fallout2d20::data::Weapon>>(weapon).unwrap_err();
    assert!(
        err.to_string().starts_with("unknown variant `sparkly`"),
        "{err}"
    );
    let chem = r#"[{"name": "Glow", "heal": 0, "rads": 0, "ap": 0, "effect": {"effect": "Glowing", "turns": 3}, "addictive": false, "cures_addiction": false, "hunger": 0}]"#;
    let err = serde_json::from_str::<Vec<wasteland::data::Consumable>>(chem).unwrap_err();
    assert!(
        err.to_string().starts_with("unknown effect `Glowing`"),
        "{err}"
    );
}

/// Issue #28: every weapon and ammunition row of the Fallout 2d20 game
/// carries the published numbers (weight, cost, rarity besides its rules),
/// and a few rows read exactly as the core rulebook's tables (through the
/// Foundry VTT Fallout system's compendium) print them.
#[test]
fn every_fallout_2d20_item_has_its_published_numbers() {
    use fallout2d20::data::{DamageEffect, DamageType, Quality, RangeBand, WeaponKind};
    use fallout2d20::files::AMMO_ROWS;
    for wpn in &f::WEAPONS {
        assert!(
            wpn.weight.is_some() && wpn.cost.is_some() && wpn.rarity.is_some(),
            "{} lacks a published number",
            wpn.name
        );
        if wpn.kind.is_ranged() {
            assert!(wpn.ammo.is_some(), "{} fires nothing", wpn.name);
        }
    }
    for a in &AMMO_ROWS {
        assert!(
            a.weight.is_some() && a.cost.is_some() && a.rarity.is_some(),
            "{} lacks a published number",
            a.name
        );
    }
    for piece in &f::ARMOUR {
        assert!(
            piece.weight.is_some() && piece.cost.is_some() && piece.rarity.is_some(),
            "{} lacks a published number",
            piece.name
        );
    }
    // Power armour: every row has its numbers; the pieces their HP.
    for p in &fallout2d20::power::POWER_ARMOR {
        assert!(
            p.weight.is_some() && p.cost.is_some() && p.rarity.is_some(),
            "{} lacks a published number",
            p.name
        );
        assert_eq!(p.is_frame(), p.hp == 0, "{}", p.name);
    }
    let raider = fallout2d20::power::PowerPiece::find("Raider Power Chest Piece").expect("raider");
    assert_eq!(
        (raider.hp, raider.dr, raider.cost, raider.rarity),
        (10, f::Dr::new(8, 6, 9, 0), Some(100), Some(2))
    );
    assert_eq!(raider.weight.map(|w| w.0), Some(22_000));
    let jumpsuit = f::ArmourPiece::find("Vault Jumpsuit").expect("jumpsuit");
    assert_eq!(jumpsuit.layer, f::Layer::Clothing);
    assert_eq!(jumpsuit.dr, f::Dr::new(0, 1, 2, 0));
    let helmet = f::ArmourPiece::find("Combat Armor Helmet").expect("helmet");
    assert_eq!(
        (helmet.layer, helmet.dr, helmet.cost),
        (f::Layer::Armour, f::Dr::new(2, 2, 0, 0), Some(25))
    );
    let stimpak = fallout2d20::chems::Chem::find("Stimpak").expect("Stimpak");
    assert_eq!(
        (stimpak.heal, stimpak.cost, stimpak.rarity, stimpak.weight.0),
        (4, 50, 2, 100)
    );
    let psycho = fallout2d20::chems::Chem::find("Psycho").expect("Psycho");
    assert_eq!(
        (psycho.damage_dice, psycho.physical_dr, psycho.addiction),
        (2, 3, Some(2))
    );
    let fat_man = f::Weapon::find("Fat Man").expect("Fat Man");
    assert_eq!(
        (fat_man.damage, fat_man.range, fat_man.cost, fat_man.rarity),
        (21, RangeBand::Medium, Some(512), Some(4))
    );
    assert_eq!(
        &*fat_man.effects,
        &[
            DamageEffect::Breaking,
            DamageEffect::Radioactive,
            DamageEffect::Vicious
        ]
    );
    assert_eq!(fat_man.weight.map(|w| w.0), Some(31_000));
    let flamer = f::Weapon::find("Flamer").expect("Flamer");
    assert_eq!(
        (
            flamer.kind,
            flamer.damage,
            flamer.damage_type,
            flamer.fire_rate,
            flamer.range
        ),
        (
            WeaponKind::BigGuns,
            3,
            DamageType::Energy,
            4,
            RangeBand::Medium
        )
    );
    assert_eq!(
        &*flamer.qualities,
        &[
            Quality::Debilitating,
            Quality::Inaccurate,
            Quality::TwoHanded
        ]
    );
    let sword = f::Weapon::find("Sword").expect("Sword");
    assert_eq!(&*sword.qualities, &[Quality::Parry]);
    assert_eq!(&*sword.effects, &[DamageEffect::Piercing(1)]);
    let frag = f::Weapon::find("Frag Grenade").expect("Frag Grenade");
    assert_eq!(frag.weight.map(|w| w.0), Some(500));
    let round = AMMO_ROWS.iter().find(|a| a.name == "10mm").expect("10mm");
    assert_eq!(
        (round.weight.map(|w| w.0), round.cost, round.rarity),
        (Some(25), Some(2), Some(0))
    );
}
