//! The homebrew mark (✦) in the embeds of the Fallout 2d20 and wasteland
//! games, through the real bot and the fake Discord: an attack or a damage
//! roll naming a homebrew weapon, a sheet listing homebrew gear, apparel and
//! items, a creature or enemy added from a homebrew template on its own
//! embed and on the board, and a homebrew consumable used. Shipped entries
//! stay unmarked beside them.

use serde_json::json;

use crate::homebrew::{bytes, foundry_character, text, ANA, GAME_F2D20, GM};
use crate::support::bot_world::{Opt, World};

/// The Field Medic preset of `/character create`.
const FIELD_MEDIC: &str = "Field Medic";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fallout_2d20_embeds_mark_homebrew_weapons_apparel_ammunition_and_creatures() {
    let world = World::scripted().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    // Nora comes over from Foundry with a Needler Pistol, its rounds and a
    // Scrap Left Arm the campaign does not know (homebrew), and a 10mm
    // Pistol and its rounds it does (shipped).
    let nora = world.import_character(GM, ch, foundry_character()).await;
    assert!(!nora.is_ephemeral(), "{}", text(&nora));
    let crab = json!({"ruleset": "fallout-2d20",
      "creatures": [{"name": "Rust Crab", "level": 2, "kind": "animal", "body": 6, "mind": 3,
        "melee": 2, "guns": 0, "other": 1, "hp": 9, "initiative": 9, "defense": 1,
        "size": "normal", "locations": "insect",
        "dr": [{"location": "body", "dr": {"physical": {"dr": 2}, "energy": {"dr": 0},
          "radiation": {"dr": 0}, "poison": {"dr": 0}}}],
        "attacks": [{"attribute": "body", "skill": "melee", "weapon": {"name": "Pincer",
          "kind": "unarmed", "damage": 3, "effects": [], "damage_type": "physical",
          "fire_rate": 0, "range": "close", "qualities": [], "ammo": null}}]}]});
    let imported = world.upload(GM, ch, "crab.json", bytes(&crab)).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));

    let sheet = world
        .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Nora Vance"))])
        .await;
    let sheet = text(&sheet);
    assert!(
        sheet.contains(
            "Weapons: 10mm Pistol ×1, Needler Pistol ✦ ×1\n\
             Ammunition: 10mm ×24, Needler Round ✦ ×12\n\
             Chems: Stimpak ×1\n\
             Armour worn: Leather Chest Piece, Scrap Left Arm ✦ (left)"
        ),
        "{sheet}"
    );

    let added = world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("rust crab"))],
        )
        .await;
    let added = text(&added);
    assert!(
        added.contains("**Rust Crab** (Rust Crab ✦) · Defense 1 · Initiative 9"),
        "{added}"
    );
    let board = world.cmd(GM, ch, "campaign status", &[]).await;
    let board = text(&board);
    assert!(board.contains("**Rust Crab** (Rust Crab ✦)"), "{board}");

    // Nora shoots the crab with her homebrew Needler: two 20s miss.
    world.dice(&[20, 20]);
    let attack = world
        .cmd(
            GM,
            ch,
            "f2d20 attack",
            &[
                ("attacker", Opt::S("Nora Vance")),
                ("target", Opt::S("Rust Crab")),
                ("weapon", Opt::S("Needler Pistol")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&attack));
    assert_eq!(
        attack.embeds()[0]["title"],
        "⚔️ Nora Vance attacks Rust Crab with Needler Pistol ✦",
        "{}",
        text(&attack)
    );
    // A shipped weapon stays unmarked.
    world.dice(&[20, 20]);
    let shipped = world
        .cmd(
            GM,
            ch,
            "f2d20 attack",
            &[
                ("attacker", Opt::S("Nora Vance")),
                ("target", Opt::S("Rust Crab")),
                ("weapon", Opt::S("10mm Pistol")),
            ],
        )
        .await;
    assert_eq!(
        shipped.embeds()[0]["title"],
        "⚔️ Nora Vance attacks Rust Crab with 10mm Pistol",
        "{}",
        text(&shipped)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wasteland_embeds_mark_homebrew_weapons_consumables_and_enemies() {
    let world = World::scripted().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    let mira = world
        .cmd(
            ANA,
            ch,
            "character create",
            &[
                ("name", Opt::S("Mira")),
                ("background", Opt::S("Medic")),
                ("preset", Opt::S(FIELD_MEDIC)),
            ],
        )
        .await;
    assert!(!mira.is_ephemeral(), "{}", text(&mira));
    let file = json!({"ruleset": "wasteland-2d20",
      "weapons": [{"name": "Nail Board", "dice": 3, "kind": "melee", "effects": ["bleed"], "ammo": null}],
      "enemies": [{"name": "Glowing Mole", "tier": 1, "hp": 17, "damage_dice": 2, "damage_sides": 6,
        "attack_skill": 9, "drops": "junk", "special": "burrows", "rad_immune": true}],
      "consumables": [{"name": "Cactus Juice", "heal": 6, "rads": 1, "ap": 0, "effect": null,
        "addictive": false, "cures_addiction": false, "hunger": 0}]});
    let imported = world.upload(GM, ch, "mole.json", bytes(&file)).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    for item in ["Nail Board", "Cactus Juice", "Tin Can", "Stimpak"] {
        let given = world
            .cmd(
                GM,
                ch,
                "inventory add",
                &[("character", Opt::S("Mira")), ("item", Opt::S(item))],
            )
            .await;
        assert!(!given.is_ephemeral(), "{}", text(&given));
    }
    // The sheet marks the homebrew items; a shipped one and a free-text
    // one stay plain.
    let sheet = world
        .cmd(ANA, ch, "character sheet", &[("character", Opt::S("Mira"))])
        .await;
    let sheet = text(&sheet);
    assert!(
        sheet.contains(
            "10mm Pistol ×1, 10mm Ammo ×24, Stimpak ×3, Purified Water ×3, \
             Nail Board ✦ ×1, Cactus Juice ✦ ×1, Tin Can ×1"
        ),
        "{sheet}"
    );

    // Two turns (no random event: 50 is over its 10%) pass the chapter's
    // safe turns; the mole comes up.
    for _ in 0..2 {
        world.dice(&[50]);
        world.cmd(GM, ch, "campaign turn", &[]).await;
        assert_eq!(world.dice_left(), 0);
    }
    let added = world
        .cmd(GM, ch, "enemy add", &[("template", Opt::S("glowing mole"))])
        .await;
    assert!(!added.is_ephemeral(), "{}", text(&added));
    assert_eq!(
        added.embeds()[0]["title"],
        "Enemy appears: Glowing Mole ✦",
        "{}",
        text(&added)
    );
    let board = world.cmd(GM, ch, "campaign status", &[]).await;
    assert!(
        text(&board).contains("**Glowing Mole ✦** (tier 1)"),
        "{}",
        text(&board)
    );

    // Mira swings the Nail Board: 3 damage dice and the STR check (2d20).
    world.dice(&[1, 2, 3, 15, 15]);
    let hit = world
        .cmd(
            ANA,
            ch,
            "damage",
            &[
                ("character", Opt::S("Mira")),
                ("weapon", Opt::S("nail board")),
                ("target", Opt::S("Glowing Mole")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    // 1, 2 and 3 on the damage dice are 1 + 1 + 2; the STR check (15, 15)
    // fails, no bonus.
    assert!(
        text(&hit).contains("💥 Total damage: **4**"),
        "{}",
        text(&hit)
    );
    assert_eq!(
        hit.embeds()[0]["title"],
        "Mira attacks with Nail Board ✦",
        "{}",
        text(&hit)
    );

    let used = world
        .cmd(ANA, ch, "use", &[("item", Opt::S("Cactus Juice"))])
        .await;
    assert!(!used.is_ephemeral(), "{}", text(&used));
    assert_eq!(
        used.embeds()[0]["title"],
        "Mira uses Cactus Juice ✦ on Mira",
        "{}",
        text(&used)
    );
}
