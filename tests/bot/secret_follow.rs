//! What follows a GM's secret roll, through the real bot and the fake
//! Discord: the buttons and menus of the GM's private copy (the wasteland
//! game's damage menu after a secret attack check) answer privately, and a
//! secret enemy attack in each game that has one keeps its numbers off every
//! public message: reply, follow-up, tracker edit and autocomplete answer.
//! The dice are scripted to distinctive faces, so "the number is not there"
//! is exact.

use crate::support;

use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::OptionValue;
use support::secrecy::{
    assert_kept_secret, assert_no_public, custom_ids, private_copy, run, sent_since, text,
};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (5_100_000_000_000_000_001, "follow_gm");
/// A player.
const ANA: (u64, &str) = (5_100_000_000_000_000_002, "ana_player");

/// Choice indices of `/campaign start`'s game.
const GAME_D20: i64 = 1;
const GAME_PNP: i64 = 2;
const GAME_F2D20: i64 = 3;

/// A wasteland campaign with Ana, a knife in her pack, past the chapter's
/// safe turns, and the Warden (13 HP, attack skill 19, 4d6 damage) standing.
async fn wasteland_fight(world: &World) {
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    let options = character_options("Ana", "Vault Dweller", [0, 1, 2]);
    let made = world
        .cmd_values(ANA, ch, "character create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    let knife = world
        .cmd(
            GM,
            ch,
            "inventory add",
            &[("character", Opt::S("Ana")), ("item", Opt::S("Knife"))],
        )
        .await;
    assert!(!knife.is_ephemeral(), "{}", text(&knife));
    // Each turn rolls a d100 for its random event; the first two are safe.
    world.dice(&[50, 50]);
    world.cmd(GM, ch, "campaign turn", &[]).await;
    world.cmd(GM, ch, "campaign turn", &[]).await;
    let warden = world
        .cmd(
            GM,
            ch,
            "enemy custom",
            &[
                ("name", Opt::S("Warden")),
                ("hp", Opt::I(13)),
                ("damage", Opt::S("4d6")),
                ("attack_skill", Opt::I(19)),
            ],
        )
        .await;
    assert!(!warden.is_ephemeral(), "{}", text(&warden));
    assert_eq!(world.dice_left(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_damage_menu_of_a_secret_attack_check_answers_the_gm_only() {
    let world = World::scripted().await;
    wasteland_fight(&world).await;
    let ch = world.channel();
    let since = world.fake.requests().len();
    // Difficulty 0 always passes: the check offers Ana's damage button.
    // Two d20s, then the leader's d100 Luck roll.
    world.dice(&[13, 11, 88]);
    let line = world
        .cmd(
            GM,
            ch,
            "check",
            &[
                ("characters", Opt::S("Ana")),
                ("attribute", Opt::S("STR")),
                ("skill", Opt::S("Melee")),
                ("difficulty", Opt::I(0)),
                ("secret", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(
        text(&line).contains("rolled in secret (/check)"),
        "{}",
        text(&line)
    );
    assert!(line.components().is_empty(), "{}", line.callback);
    let copy = private_copy(&world, line.interaction_id).await;
    let ids = custom_ids(copy.body.as_ref().expect("a body"));
    assert!(ids.contains(&"dmg:v1:melee:Ana".to_owned()), "{ids:?}");
    assert_kept_secret(&world, since, &[13, 11]);

    // The GM presses it on the private copy: the menu is private and marked.
    let since = world.fake.requests().len();
    let press = world
        .fake
        .button_click("dmg:v1:melee:Ana")
        .message(copy.message_id.expect("the copy's message"))
        .user(GM.0, GM.1)
        .channel(ch)
        .send();
    let menu = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert!(menu.is_ephemeral(), "{}", menu.callback);
    assert_eq!(menu.content(), Some("Pick Ana's weapon and target."));
    let menu_id = menu.components()[0]["components"][0]["custom_id"]
        .as_str()
        .expect("a menu")
        .to_owned();
    assert_eq!(menu_id, "secret:dmg-pick:v1:Ana");

    // The knife's two dice, 4 and 3 (no effect): 2 + 2 damage; Ana's STR
    // check for a melee bonus fails (17 and 18): the Warden down to 9/13.
    world.dice(&[4, 3, 17, 18]);
    let picked = world
        .fake
        .select_menu(&menu_id, &["Knife|Warden"])
        .user(GM.0, GM.1)
        .channel(ch)
        .message(menu.original_message_id().expect("the menu"))
        .send();
    let done = world.fake.wait_for_response(picked, WAIT).await.unwrap();
    assert_eq!(world.dice_left(), 0);
    assert_eq!(
        done.content(),
        Some("🔒 Rolled in secret: only you see the damage.")
    );
    let result = world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .expect("the damage");
    let body = result.body.expect("a body");
    assert_eq!(body["flags"].as_u64().unwrap_or(0) & 64, 64, "{body}");
    let mut damage = String::new();
    support::secrecy::shown(&body, &mut damage);
    assert!(damage.contains("9/13"), "{damage}");
    let sent = sent_since(&world, since);
    assert!(sent.iter().all(|s| s.private), "{sent:#?}");
    assert!(world.fake.rejected_requests().is_empty());

    // The damage is logged secret: the player's log leaves it out.
    let player_log = world.cmd(ANA, ch, "campaign log", &[]).await;
    assert!(
        !text(&player_log).contains("damage by"),
        "{}",
        text(&player_log)
    );
    let gm_log = world.cmd(GM, ch, "campaign log", &[]).await;
    assert!(text(&gm_log).contains("damage by"), "{}", text(&gm_log));
}

/// Runs a GM's secret enemy attack in the world's channel with `faces`, then
/// an autocomplete of the enemy's name, and checks every message sent: the
/// channel reads the line only; `secret` is in the GM's reply and in no
/// public message.
async fn secret_attack_keeps(
    world: &World,
    command: &str,
    options: Vec<(&'static str, OptionValue)>,
    faces: &[u32],
    secret: &[u32],
    enemy_option: &str,
) {
    let since = world.fake.requests().len();
    world.dice(faces);
    let mut options = options;
    options.push(("secret", OptionValue::from(true)));
    let (line, said) = run(world, GM, command, &options).await;
    assert!(!line.is_ephemeral(), "{said}");
    assert!(
        said.contains(&format!("rolled in secret (/{command})")),
        "{said}"
    );
    let copy = private_copy(world, line.interaction_id).await;
    let mut numbers = String::new();
    support::secrecy::shown(copy.body.as_ref().expect("a body"), &mut numbers);
    assert_eq!(world.dice_left(), 0, "{numbers}");
    // What a player types into the attack's enemy option is answered too.
    let typed = world
        .fake
        .autocomplete(command)
        .user(ANA.0, ANA.1)
        .channel(world.channel())
        .focused(enemy_option, "")
        .send();
    world
        .fake
        .wait_for_response(typed, WAIT)
        .await
        .expect("an autocomplete answer");
    let sent = assert_kept_secret(world, since, secret);
    assert!(
        sent.iter().any(|s| s.at.contains(&typed.to_string())),
        "{sent:#?}"
    );
    assert_no_public(&sent, secret);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_wasteland_enemy_attack_shows_no_number_in_public() {
    let world = World::scripted().await;
    wasteland_fight(&world).await;
    // d20 17 within the Warden's skill 19 hits; 4d6 of 6, 6, 6, 5: 23.
    secret_attack_keeps(
        &world,
        "enemy attack",
        vec![
            ("enemy", OptionValue::from("Warden")),
            ("target", OptionValue::from("Ana")),
        ],
        &[17, 6, 6, 6, 5],
        &[17, 19],
        "enemy",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_d20_enemy_attack_shows_no_number_in_public() {
    let world = World::scripted().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_D20))])
        .await;
    let options = [
        ("name", OptionValue::from("Ana")),
        ("level", OptionValue::from(5)),
        ("str", OptionValue::from(2)),
        ("agi", OptionValue::from(3)),
        ("pre", OptionValue::from(1)),
        ("int", OptionValue::from(0)),
        ("wis", OptionValue::from(1)),
        ("cha", OptionValue::from(-1)),
        ("skills", OptionValue::from("Stealth")),
        (
            "player",
            OptionValue::User {
                id: ANA.0,
                name: ANA.1.to_owned(),
            },
        ),
    ];
    let made = world
        .cmd_values(GM, ch, "d20 create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    let bandit = world
        .cmd(GM, ch, "d20 enemy-add", &[("template", Opt::S("bandit"))])
        .await;
    assert!(!bandit.is_ephemeral(), "{}", text(&bandit));
    // The Bandit's +4: d20 17 makes 21, a hit; its 1d6+2 of 6 deals 8.
    secret_attack_keeps(
        &world,
        "d20 enemy-attack",
        vec![
            ("enemy", OptionValue::from("Bandit")),
            ("target", OptionValue::from("Ana")),
        ],
        &[17, 6],
        &[17, 21],
        "enemy",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_pnp_enemy_attack_shows_no_number_in_public() {
    let world = World::scripted().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_PNP))])
        .await;
    let mut options = vec![("name", OptionValue::from("Ana"))];
    for (attribute, value) in [
        ("str", 4),
        ("per", 3),
        ("end", 3),
        ("cha", 2),
        ("int", 3),
        ("agi", 4),
        ("lck", 3),
    ] {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in ["tag1", "tag2", "tag3"].into_iter().zip([0i64, 1, 9]) {
        options.push((slot, OptionValue::from(tag)));
    }
    options.push((
        "player",
        OptionValue::User {
            id: ANA.0,
            name: ANA.1.to_owned(),
        },
    ));
    let made = world
        .cmd_values(GM, ch, "pnp create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    let raider = world
        .cmd(GM, ch, "pnp enemy add", &[("template", Opt::S("raider"))])
        .await;
    assert!(!raider.is_ephemeral(), "{}", text(&raider));
    secret_attack_keeps(
        &world,
        "pnp attack",
        vec![
            ("weapon", OptionValue::from("10mm")),
            ("target", OptionValue::from("Ana")),
            ("distance", OptionValue::from(5)),
            ("attacker", OptionValue::from("Raider")),
        ],
        // d100 37 within the Raider's 57: a hit, the 10mm's d8 of 4.
        &[37, 4],
        &[37],
        "attacker",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_f2d20_creature_attack_shows_no_number_in_public() {
    let world = World::scripted().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    let mut options = vec![
        ("name", OptionValue::from("Ace")),
        (
            "player",
            OptionValue::User {
                id: ANA.0,
                name: ANA.1.to_owned(),
            },
        ),
    ];
    for (attribute, value) in ["str", "per", "end", "cha", "int", "agi", "lck"]
        .into_iter()
        .zip([5, 7, 5, 4, 5, 7, 7])
    {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in
        ["tag1", "tag2", "tag3"]
            .into_iter()
            .zip(["Small Guns", "Melee Weapons", "Explosives"])
    {
        options.push((slot, OptionValue::from(tag)));
    }
    options.push((
        "points",
        OptionValue::from("Small Guns=1, Melee Weapons=1, Explosives=1, Unarmed=2, Big Guns=2"),
    ));
    let made = world
        .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    let raider = world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("Raider"))],
        )
        .await;
    assert!(!raider.is_ephemeral(), "{}", text(&raider));
    secret_attack_keeps(
        &world,
        "f2d20 attack",
        vec![
            ("target", OptionValue::from("Ace")),
            ("weapon", OptionValue::from("Lead Pipe")),
            ("attacker", OptionValue::from("Raider")),
        ],
        // Two d20s of 17 and 13 over the TN of 8: a miss.
        &[17, 13],
        &[17, 13],
        "attacker",
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_enemy_note_is_shown_with_its_numbers_to_the_gm_only() {
    let world = World::scripted().await;
    wasteland_fight(&world).await;
    let ch = world.channel();
    let since = world.fake.requests().len();
    let note = "Weak to **fire**; flees at 43 HP";
    let kept = world
        .cmd(
            GM,
            ch,
            "enemy note",
            &[("name", Opt::S("Warden")), ("text", Opt::S(note))],
        )
        .await;
    assert!(kept.is_ephemeral());
    assert_eq!(text(&kept).trim(), "Note on Warden kept; only GMs read it.");
    // A player may neither write nor read it, by either command.
    for command in ["enemy note", "enemy show", "campaign note"] {
        let refused = world
            .cmd(ANA, ch, command, &[("name", Opt::S("Warden"))])
            .await;
        assert!(refused.is_ephemeral(), "{command}");
        assert!(!text(&refused).contains("fire"), "{}", text(&refused));
    }
    // `/enemy show` gives the GM the numbers and the note, escaped.
    let (shown, said) = run(
        &world,
        GM,
        "enemy show",
        &[("name", OptionValue::from("warden"))],
    )
    .await;
    assert!(shown.is_ephemeral(), "{said}");
    assert!(said.contains("13/13"), "{said}");
    assert!(said.contains("📝 GM note on Warden\n"), "{said}");
    assert!(
        said.contains(r"Weak to \*\*fire\*\*; flees at 43 HP"),
        "{said}"
    );
    // The same note as `/campaign note`'s: one note per name.
    let read = world
        .cmd(GM, ch, "campaign note", &[("name", Opt::S("WARDEN"))])
        .await;
    assert!(text(&read).contains("flees at 43 HP"), "{}", text(&read));
    let sent = sent_since(&world, since);
    assert!(sent.iter().any(|s| s.private && s.text.contains("flees")));
    for s in sent.iter().filter(|s| !s.private) {
        assert!(
            !s.text.contains("flees"),
            "the note in public {}: {}",
            s.at,
            s.text
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_npc_note_is_kept_and_read_by_gms_only_and_npcs_are_still_generated() {
    // Production dice: generating NPCs rolls many of them.
    let world = World::start().await;
    let ch = world.channel();
    let start = world.cmd(GM, ch, "campaign start", &[]).await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    // `/npc generate` still makes wastelanders, for the table to see.
    let made = world
        .cmd(GM, ch, "npc generate", &[("count", Opt::I(2))])
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    assert!(text(&made).contains("Wastelanders"), "{}", text(&made));
    let since = world.fake.requests().len();
    let kept = world
        .cmd(
            GM,
            ch,
            "npc note",
            &[
                ("name", Opt::S("Moira")),
                ("text", Opt::S("Sells stimpaks at 43 caps")),
            ],
        )
        .await;
    assert!(kept.is_ephemeral());
    assert_eq!(text(&kept).trim(), "Note on Moira kept; only GMs read it.");
    // A player may neither write nor read it.
    for options in [
        vec![("name", Opt::S("Moira"))],
        vec![("name", Opt::S("Moira")), ("text", Opt::S("mine"))],
    ] {
        let refused = world.cmd(ANA, ch, "npc note", &options).await;
        assert!(refused.is_ephemeral());
        assert!(!text(&refused).contains("43 caps"), "{}", text(&refused));
    }
    // The same note as `/campaign note`'s, read by the name identity.
    let read = world
        .cmd(GM, ch, "npc note", &[("name", Opt::S("MOIRA"))])
        .await;
    assert!(read.is_ephemeral());
    assert!(
        text(&read).contains("Sells stimpaks at 43 caps"),
        "{}",
        text(&read)
    );
    let read = world
        .cmd(GM, ch, "campaign note", &[("name", Opt::S("moira"))])
        .await;
    assert!(
        text(&read).contains("Sells stimpaks at 43 caps"),
        "{}",
        text(&read)
    );
    for s in sent_since(&world, since).iter().filter(|s| !s.private) {
        assert!(
            !s.text.contains("43 caps"),
            "the note in public {}: {}",
            s.at,
            s.text
        );
    }
}
