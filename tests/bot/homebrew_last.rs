//! The last places a campaign's homebrew was left out on Discord: the
//! Fallout 2d20 `action detail:` autocomplete marks the homebrew chems a
//! character carries (take-chem), and a creature of a replaced template
//! reads its own maximum HP under radiation; a d20 enemy of a replaced
//! template is marked on its attack and a homebrew explosive on its blast;
//! the pen-and-paper game names its homebrew weapons and templates by their
//! names, not their command-line words.

use serde_json::json;

use crate::f2d20_power::give_as;
use crate::homebrew::{bytes, foundry_character, text, ANA, GAME_F2D20, GM};
use crate::support::bot_world::{Opt, World};
use crate::support::fake_discord::OptionValue;

/// The choice index of the d20 game in `/campaign start`.
const GAME_D20: i64 = 1;
/// The choice index of the pen-and-paper game in `/campaign start`.
const GAME_PNP: i64 = 2;
/// The choice index of radiation in `damage_type:` of `/f2d20 gm hurt`.
const RADIATION: i64 = 2;
/// A second channel of the guild: the campaign with homebrew.
const BREWED: u64 = 6_000_000_000_000_000_920;

/// A Fallout 2d20 campaign in `ch` with Nora Vance (the GM's, from Foundry:
/// a Stimpak carried), and `brew` imported when given.
async fn nora(world: &World, ch: u64, brew: Option<serde_json::Value>) {
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    if let Some(brew) = brew {
        let imported = world.upload(GM, ch, "brew.json", bytes(&brew)).await;
        assert!(!imported.is_ephemeral(), "{}", text(&imported));
    }
    let nora = world.import_character(GM, ch, foundry_character()).await;
    assert!(!nora.is_ephemeral(), "{}", text(&nora));
}

/// `/f2d20 gm give` of `count` `item` to Nora.
async fn give(world: &World, ch: u64, item: &'static str, count: i64) {
    give_as(world, GM, ch, "Nora Vance", &[(item, count)]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fallout_2d20_take_chem_offers_carried_homebrew_chems_marked() {
    let world = World::scripted().await;
    // Without homebrew: the chems Nora carries, plain, then the units.
    let plain = world.channel();
    nora(&world, plain, None).await;
    give(&world, plain, "Med-X", 1).await;
    assert_eq!(
        world.choices(plain, "f2d20 action", "detail", "").await,
        ["Stimpak", "Med-X", "Nora Vance"]
    );

    // The campaign replaces the Stimpak and adds a chem of its own.
    let brew = json!({"ruleset": "fallout-2d20",
      "chems": [
        {"name": "Stimpak", "duration": "instant", "heal": 5, "weight": 0.1, "cost": 50, "rarity": 2},
        {"name": "Glow Tonic", "duration": "lasting", "heal": 2, "cure_rads": 3, "addiction": 2,
         "weight": 0.1, "cost": 40, "rarity": 2}]});
    nora(&world, BREWED, Some(brew)).await;
    give(&world, BREWED, "Glow Tonic", 2).await;
    give(&world, BREWED, "Med-X", 1).await;
    assert_eq!(
        world.choices(BREWED, "f2d20 action", "detail", "").await,
        ["Stimpak ✦", "Glow Tonic ✦", "Med-X", "Nora Vance"]
    );
    assert_eq!(
        world
            .choices(BREWED, "f2d20 action", "detail", "glow")
            .await,
        ["Glow Tonic ✦"]
    );
    // The choice's value is the chem's name: take-chem takes it.
    let taken = world
        .cmd(
            GM,
            BREWED,
            "f2d20 action",
            &[
                ("action", Opt::I(4)),
                ("detail", Opt::S("Glow Tonic")),
                ("unit", Opt::S("Nora Vance")),
            ],
        )
        .await;
    assert!(
        text(&taken).contains("Nora Vance takes Glow Tonic ✦ (1 left)."),
        "{}",
        text(&taken)
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fallout_2d20_a_replaced_creature_under_radiation_reads_its_own_maximum_hp() {
    let world = World::scripted().await;
    let brew = json!({"ruleset": "fallout-2d20",
      "creatures": [{"name": "Mongrel", "level": 3, "kind": "animal", "body": 5, "mind": 4, "melee": 2,
        "guns": 0, "other": 2, "hp": 14, "initiative": 10, "defense": 1, "size": "normal", "locations": "quadruped",
        "dr": [{"location": "body", "dr": {"physical": {"dr": 1}, "energy": {"dr": 0}, "radiation": {"dr": 0}, "poison": {"dr": 0}}}],
        "attacks": [{"attribute": "body", "skill": "melee", "weapon": {"name": "Bite", "kind": "unarmed", "damage": 3,
          "effects": [{"effect": "vicious"}], "damage_type": "physical", "fire_rate": 0, "range": "close",
          "qualities": [], "ammo": null}}]}]});
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let imported = world.upload(GM, ch, "brew.json", bytes(&brew)).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    let added = world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("mongrel"))],
        )
        .await;
    assert!(
        text(&added)
            .contains("**Mongrel** (Mongrel ✦) · Defense 1 · Initiative 10 · ▰▰▰▰▰▰▰▰▰▰ 14/14"),
        "{}",
        text(&added)
    );
    let hurt = world
        .cmd(
            GM,
            ch,
            "f2d20 gm hurt",
            &[
                ("target", Opt::S("Mongrel")),
                ("amount", Opt::I(3)),
                ("damage_type", Opt::I(RADIATION)),
            ],
        )
        .await;
    assert!(!hurt.is_ephemeral(), "{}", text(&hurt));
    // Its maximum before the radiation is its homebrew template's 14 (the
    // shipped Mongrel has 8).
    let board = text(&world.cmd(GM, ch, "campaign status", &[]).await);
    assert!(
        board.contains("☢️ 3 radiation (maximum HP 14 before it)"),
        "{board}"
    );
}

/// A d20 campaign in `ch` with Ana (Ana's player's), `brew` imported.
async fn d20_with_ana(world: &World, ch: u64, brew: &serde_json::Value) {
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let imported = world.upload(GM, ch, "brew.json", bytes(brew)).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    let options = [
        ("name", OptionValue::from("Ana")),
        ("level", OptionValue::from(5)),
        ("str", OptionValue::from(2)),
        ("agi", OptionValue::from(3)),
        ("pre", OptionValue::from(1)),
        ("int", OptionValue::from(0)),
        ("wis", OptionValue::from(1)),
        ("cha", OptionValue::from(-1)),
        ("skills", OptionValue::from("Explosives")),
        (
            "player",
            OptionValue::User {
                id: ANA.0,
                name: ANA.1.to_owned(),
            },
        ),
    ];
    let ana = world
        .cmd_values(GM, ch, "d20 create", &options, "en-US")
        .await;
    assert!(!ana.is_ephemeral(), "{}", text(&ana));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d20_marks_a_replaced_enemys_attack_and_a_homebrew_explosive() {
    let world = World::scripted().await;
    let ch = world.channel();
    let brew = json!({"ruleset": "d20",
      "enemies": [{"name": "Bandit", "ac": 13, "hp": 20, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 6, "keep": {"kind": "all"}, "modifier": 2},
        "initiative_bonus": 2, "save_bonus": 2}],
      "weapons": [{"name": "Pipe Bomb", "skill": "explosives",
        "damage": {"count": 2, "sides": 6, "keep": {"kind": "all"}, "modifier": 0}, "delivery": "explosive"}]});
    d20_with_ana(&world, ch, &brew).await;
    for template in ["bandit", "hound"] {
        let added = world
            .cmd(GM, ch, "d20 enemy-add", &[("template", Opt::S(template))])
            .await;
        assert!(!added.is_ephemeral(), "{}", text(&added));
    }
    // The replaced Bandit's attack: d20 15 +4 hits, 1d6+2 (3 + 2).
    world.dice(&[15, 3]);
    let attack = world
        .cmd(
            GM,
            ch,
            "d20 enemy-attack",
            &[("enemy", Opt::S("Bandit")), ("target", Opt::S("Ana"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(
        attack.embeds()[0]["title"],
        "Bandit attacks Ana · Bandit ✦ (melee)",
        "{}",
        text(&attack)
    );
    // The shipped Hound's attack stays plain.
    world.dice(&[1]);
    let attack = world
        .cmd(
            GM,
            ch,
            "d20 enemy-attack",
            &[("enemy", Opt::S("Hound")), ("target", Opt::S("Ana"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(
        attack.embeds()[0]["title"],
        "Hound attacks Ana · Hound (melee)",
        "{}",
        text(&attack)
    );
    // Ana's homebrew Pipe Bomb: 2d6 (3 + 4), the Bandit's Reflex save 10.
    world.dice(&[3, 4, 10]);
    let blast = world
        .cmd(
            ANA,
            ch,
            "d20 attack",
            &[
                ("weapon", Opt::S("pipe bomb")),
                ("targets", Opt::S("Bandit")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(
        blast.embeds()[0]["title"],
        "Ana sets off a Pipe Bomb ✦",
        "{}",
        text(&blast)
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pnp_names_homebrew_weapons_and_templates_by_their_names_not_their_words() {
    let world = World::scripted().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_PNP))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let brew = json!({"ruleset": "fallout-pnp",
      "weapons": [{"id": "claw-x", "name": "Bone Claw", "kind": "creature", "range": "melee",
        "dice": {"count": 2, "sides": 6}, "modifier": 1, "rad": null, "burn": false, "splash": null,
        "shotgun": false, "heavy_ammo": false, "poison": null}],
      "enemies": [{"id": "bone-rat", "name": "Bone Rat", "hp": 12, "agi": 6, "end": 4, "lck": 5,
        "skill": 60, "weapon": "claw-x", "armour": "none", "morale": 6, "xp": 25}]});
    let imported = world.upload(GM, ch, "brew.json", bytes(&brew)).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    let added = text(
        &world
            .cmd(GM, ch, "pnp enemy add", &[("template", Opt::S("bone-rat"))])
            .await,
    );
    // Named as the homebrew names them (they read `bone-rat` and `claw-x`).
    assert!(
        added.contains(
            "**Bone Rat** (Bone Rat ✦) · Bone Claw ✦ · no armour · morale 6 · ▰▰▰▰▰▰▰▰▰▰ 12/12"
        ),
        "{added}"
    );
    assert_eq!(
        world.choices(ch, "pnp enemy add", "template", "bone").await,
        ["Bone Rat ✦"]
    );
    assert_eq!(
        world.choices(ch, "pnp gm ammo", "weapon", "bone").await,
        ["Bone Claw ✦"]
    );
    assert!(world.fake.rejected_requests().is_empty());
}
