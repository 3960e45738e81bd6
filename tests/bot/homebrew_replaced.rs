//! A homebrew entry that replaces a shipped entry of the same name is the
//! campaign's own: every game marks it (✦) in its embeds and autocomplete,
//! while the same shipped entry in a campaign without homebrew stays plain.
//! Also what autocomplete offers of a campaign's content (its homebrew with
//! the shipped entries, marked) and the wasteland game's presets on Discord:
//! a campaign's own preset and its replacement of a shipped one are offered
//! by `/character create preset:` and used by it.

use serde_json::{json, Value};

use crate::homebrew::{bytes, text, ANA, GAME_F2D20, GM};
use crate::support::bot_world::{Opt, World};

/// The choice index of the d20 game in `/campaign start`.
const GAME_D20: i64 = 1;
/// The choice index of the pen-and-paper game in `/campaign start`.
const GAME_PNP: i64 = 2;

/// A second channel of the guild: the campaign with homebrew.
const BREWED: u64 = 6_000_000_000_000_000_910;

/// Starts a campaign of `game` (`None`: the default, wasteland): with `brew`
/// imported in [`BREWED`], else plain in the world's channel.
async fn campaign(world: &World, game: Option<i64>, brew: Option<Value>) -> u64 {
    let ch = if brew.is_some() {
        BREWED
    } else {
        world.channel()
    };
    let options: Vec<(&str, Opt)> = game.map(|g| ("ruleset", Opt::I(g))).into_iter().collect();
    let start = world.cmd(GM, ch, "campaign start", &options).await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    if let Some(brew) = brew {
        let imported = world.upload(GM, ch, "brew.json", bytes(&brew)).await;
        assert!(!imported.is_ephemeral(), "{}", text(&imported));
    }
    ch
}

/// Everything the reply of `command` (with `options`, by `user`) shows.
async fn shown(
    world: &World,
    user: (u64, &str),
    ch: u64,
    command: &str,
    options: &[(&str, Opt)],
) -> String {
    let reply = world.cmd(user, ch, command, options).await;
    text(&reply)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wasteland_marks_replaced_entries_and_offers_and_uses_the_campaigns_presets() {
    let world = World::scripted().await;
    // Without homebrew: the shipped presets and items, plain.
    let plain = campaign(&world, None, None).await;
    let presets = world.choices(plain, "character create", "preset", "").await;
    assert_eq!(
        presets,
        [
            "Vault Dweller",
            "Wasteland Wanderer",
            "Caravan Guard",
            "Smooth Talker",
            "Field Medic",
            "Drifter"
        ]
    );
    let mira = [
        ("name", Opt::S("Mira")),
        ("background", Opt::S("Medic")),
        ("preset", Opt::S("Field Medic")),
    ];
    let created = shown(&world, ANA, plain, "character create", &mira).await;
    assert!(!created.contains('✦'), "{created}");
    let sheet = shown(
        &world,
        ANA,
        plain,
        "character sheet",
        &[("character", Opt::S("Mira"))],
    )
    .await;
    assert!(
        sheet.contains("10mm Pistol ×1, 10mm Ammo ×24, Stimpak ×2, Purified Water ×3"),
        "{sheet}"
    );
    assert_eq!(
        world.choices(plain, "inventory add", "item", "stim").await,
        ["Stimpak", "Super Stimpak"]
    );

    // A campaign with its own preset, a replaced shipped preset, a replaced
    // Stimpak and a weapon of its own.
    let brew = json!({"ruleset": "wasteland-2d20",
      "presets": [
        {"name": "Tunnel Rat", "special": [5, 6, 4, 4, 6, 8, 7], "tags": ["Sneak", "Lockpick", "Survival"]},
        {"name": "Field Medic", "special": [4, 6, 8, 4, 7, 5, 6], "tags": ["Medicine", "Science", "Survival"]}],
      "consumables": [{"name": "Stimpak", "heal": 20, "rads": 0, "ap": 0, "effect": null,
        "addictive": false, "cures_addiction": false, "hunger": 0}],
      "weapons": [{"name": "Nail Board", "dice": 3, "kind": "melee", "effects": ["bleed"], "ammo": null}]});
    let ch = campaign(&world, None, Some(brew)).await;
    let presets = world.choices(ch, "character create", "preset", "").await;
    assert_eq!(
        presets,
        [
            "Vault Dweller",
            "Wasteland Wanderer",
            "Caravan Guard",
            "Smooth Talker",
            "Field Medic ✦",
            "Drifter",
            "Tunnel Rat ✦"
        ]
    );
    assert_eq!(
        world
            .choices(ch, "character create", "preset", "tunnel")
            .await,
        ["Tunnel Rat ✦"]
    );
    // A character from the campaign's own preset has its numbers.
    let rat = [
        ("name", Opt::S("Rat")),
        ("background", Opt::S("Scout")),
        ("preset", Opt::S("Tunnel Rat")),
    ];
    let created = shown(&world, ANA, ch, "character create", &rat).await;
    assert!(created.starts_with("New character: Rat\n"), "{created}");
    let sheet = shown(
        &world,
        ANA,
        ch,
        "character sheet",
        &[("character", Opt::S("Rat"))],
    )
    .await;
    assert!(
        sheet.contains(
            "STR 5 → 5\nPER 6 → 6\nEND 4 → 4\nCHA 4 → 4\nINT 6 → 6\nAGI 8 → 8\nLCK 7 → 7\n\
             Skills (★ tag)\n★ Lockpick 2\n· Medicine 0\n· Melee 0\n· Repair 0\n· Science 0\n\
             · Small Guns 0\n★ Sneak 2\n· Speech 0\n★ Survival 2\n· Barter 0\n\
             HP\n▰▰▰▰▰▰▰▰▰▰ 40/40"
        ),
        "{sheet}"
    );
    // The replaced Field Medic: its numbers, and its replaced Stimpak marked.
    let medic = [
        ("name", Opt::S("Mira")),
        ("background", Opt::S("Medic")),
        ("preset", Opt::S("field medic")),
    ];
    let created = shown(&world, GM, ch, "character create", &medic).await;
    assert!(created.starts_with("New character: Mira\n"), "{created}");
    let sheet = shown(
        &world,
        GM,
        ch,
        "character sheet",
        &[("character", Opt::S("Mira"))],
    )
    .await;
    assert!(
        sheet.contains(
            "STR 4 → 4\nPER 6 → 6\nEND 8 → 8\nCHA 4 → 4\nINT 7 → 7\nAGI 5 → 5\nLCK 6 → 6\n"
        ),
        "{sheet}"
    );
    assert!(
        sheet.contains("10mm Pistol ×1, 10mm Ammo ×24, Stimpak ✦ ×2, Purified Water ×3"),
        "{sheet}"
    );
    // Autocomplete of items: the campaign's homebrew, marked.
    assert_eq!(
        world.choices(ch, "inventory add", "item", "stim").await,
        ["Stimpak ✦", "Super Stimpak"]
    );
    assert_eq!(
        world.choices(ch, "inventory add", "item", "nail").await,
        ["Nail Board ✦"]
    );
    // A preset the campaign does not know is refused, nothing changed.
    let unknown = [
        ("name", Opt::S("Zed")),
        ("background", Opt::S("None")),
        ("preset", Opt::S("Cave Diver")),
    ];
    let refused = world.cmd(GM, ch, "character create", &unknown).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert_eq!(
        text(&refused).trim_end(),
        "Unknown preset \"Cave Diver\". Did you mean: Drifter, Vault Dweller, Caravan Guard, \
         Field Medic, Tunnel Rat?"
    );
    let none = world
        .cmd(GM, ch, "character sheet", &[("character", Opt::S("Zed"))])
        .await;
    assert!(none.is_ephemeral(), "{}", text(&none));
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fallout_2d20_marks_a_replaced_creature_and_offers_homebrew_items_to_give() {
    let world = World::scripted().await;
    let plain = campaign(&world, Some(GAME_F2D20), None).await;
    let added = shown(
        &world,
        GM,
        plain,
        "f2d20 gm creature-add",
        &[("template", Opt::S("radroach"))],
    )
    .await;
    assert!(
        added.contains("**Radroach** (Radroach) · Defense 2 · Initiative 9 · ▰▰▰▰▰▰▰▰▰▰ 3/3"),
        "{added}"
    );
    assert_eq!(
        world
            .choices(plain, "f2d20 gm creature-add", "template", "radroach")
            .await,
        ["Radroach"]
    );
    assert_eq!(
        world
            .choices(plain, "f2d20 gm give", "item", "stimpak")
            .await,
        ["Stimpak", "Stimpak (Diluted)", "Super Stimpak"]
    );

    // The campaign replaces the Radroach and the Stimpak, and adds a rifle,
    // its ammunition and a chem.
    let brew = json!({"ruleset": "fallout-2d20",
      "creatures": [{"name": "Radroach", "level": 1, "kind": "animal", "body": 5, "mind": 4, "melee": 1,
        "guns": 0, "other": 2, "hp": 5, "initiative": 9, "defense": 2, "size": "little", "locations": "insect",
        "dr": [{"location": "body", "dr": {"physical": {"dr": 1}, "energy": {"dr": 0}, "radiation": "immune", "poison": "immune"}}],
        "attacks": [{"attribute": "body", "skill": "melee", "weapon": {"name": "Bite", "kind": "unarmed", "damage": 1,
          "effects": [{"effect": "radioactive"}], "damage_type": "physical", "fire_rate": 0, "range": "close",
          "qualities": [], "ammo": null}}]}],
      "ammo": [{"name": "Rail Spike"}],
      "weapons": [{"name": "Railway Rifle", "kind": "small_guns", "damage": 6, "effects": [{"effect": "breaking"}],
        "damage_type": "physical", "fire_rate": 0, "range": "medium", "qualities": ["two_handed"], "ammo": "Rail Spike"}],
      "chems": [
        {"name": "Stimpak", "duration": "instant", "heal": 5, "weight": 0.1, "cost": 50, "rarity": 2},
        {"name": "Glow Tonic", "duration": "lasting", "heal": 2, "cure_rads": 3, "addiction": 2, "weight": 0.1, "cost": 40, "rarity": 2}]});
    let ch = campaign(&world, Some(GAME_F2D20), Some(brew)).await;
    let added = shown(
        &world,
        GM,
        ch,
        "f2d20 gm creature-add",
        &[("template", Opt::S("radroach"))],
    )
    .await;
    assert!(
        added.contains("**Radroach** (Radroach ✦) · Defense 2 · Initiative 9 · ▰▰▰▰▰▰▰▰▰▰ 5/5"),
        "{added}"
    );
    let board = shown(&world, GM, ch, "campaign status", &[]).await;
    assert!(board.contains("**Radroach** (Radroach ✦)"), "{board}");
    assert_eq!(
        world
            .choices(ch, "f2d20 gm creature-add", "template", "radroach")
            .await,
        ["Radroach ✦"]
    );
    // `give` offers the campaign's weapons, ammunition and chems, its own marked.
    assert_eq!(
        world.choices(ch, "f2d20 gm give", "item", "stimpak").await,
        ["Stimpak ✦", "Stimpak (Diluted)", "Super Stimpak"]
    );
    assert_eq!(
        world.choices(ch, "f2d20 gm give", "item", "rail").await,
        ["Railway Rifle ✦", "railway spike", "Rail Spike ✦"]
    );
    assert_eq!(
        world.choices(ch, "f2d20 gm give", "item", "glow").await,
        ["Glow Tonic ✦"]
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pnp_marks_a_replaced_enemy_template() {
    let world = World::scripted().await;
    let plain = campaign(&world, Some(GAME_PNP), None).await;
    let added = shown(
        &world,
        GM,
        plain,
        "pnp enemy add",
        &[("template", Opt::S("raider"))],
    )
    .await;
    assert!(
        added.contains(
            "**Raider** (Raider) · 10mm/.45 · light armour · morale 6 · ▰▰▰▰▰▰▰▰▰▰ 30/30"
        ),
        "{added}"
    );
    assert_eq!(
        world
            .choices(plain, "pnp enemy add", "template", "raid")
            .await,
        ["Raider"]
    );
    let brew = json!({"ruleset": "fallout-pnp",
      "enemies": [{"id": "raider", "name": "Raider", "hp": 35, "agi": 5, "end": 5, "lck": 5, "skill": 50,
        "weapon": "10mm", "armour": "light", "morale": 6, "xp": 40}]});
    let ch = campaign(&world, Some(GAME_PNP), Some(brew)).await;
    let added = shown(
        &world,
        GM,
        ch,
        "pnp enemy add",
        &[("template", Opt::S("raider"))],
    )
    .await;
    let line = "**Raider** (Raider ✦) · 10mm/.45 · light armour · morale 6 · ▰▰▰▰▰▰▰▰▰▰ 35/35";
    assert!(added.contains(line), "{added}");
    let board = shown(&world, GM, ch, "campaign status", &[]).await;
    assert!(board.contains(line), "{board}");
    assert_eq!(
        world.choices(ch, "pnp enemy add", "template", "raid").await,
        ["Raider ✦"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d20_marks_a_replaced_enemy_template() {
    let world = World::scripted().await;
    let plain = campaign(&world, Some(GAME_D20), None).await;
    let added = shown(
        &world,
        GM,
        plain,
        "d20 enemy-add",
        &[("template", Opt::S("bandit"))],
    )
    .await;
    assert!(
        added.contains("**Bandit** (Bandit) · AC 12 · ▰▰▰▰▰▰▰▰▰▰ 11/11"),
        "{added}"
    );
    assert_eq!(
        world
            .choices(plain, "d20 enemy-add", "template", "band")
            .await,
        ["Bandit"]
    );
    let brew = json!({"ruleset": "d20",
      "enemies": [{"name": "Bandit", "ac": 13, "hp": 20, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 6, "keep": {"kind": "all"}, "modifier": 2},
        "initiative_bonus": 2, "save_bonus": 2}]});
    let ch = campaign(&world, Some(GAME_D20), Some(brew)).await;
    let added = shown(
        &world,
        GM,
        ch,
        "d20 enemy-add",
        &[("template", Opt::S("bandit"))],
    )
    .await;
    assert!(
        added.contains("**Bandit** (Bandit ✦) · AC 13 · ▰▰▰▰▰▰▰▰▰▰ 20/20"),
        "{added}"
    );
    assert_eq!(
        world.choices(ch, "d20 enemy-add", "template", "band").await,
        ["Bandit ✦"]
    );
}
