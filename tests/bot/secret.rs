//! Secret rolls and blind checks through the real bot and the fake Discord,
//! in every game: every message the bot sends while a GM rolls in secret or
//! makes a player's check blind is read back with its visibility (an
//! ephemeral reply, the GM channel, or public: the channel, a follow-up, a
//! tracker edit, an autocomplete answer), and no public one carries the
//! secret numbers. The dice are scripted to distinctive faces, so "the
//! number is not there" is exact. The log keeps the entries marked: a GM
//! reads them, a player's `/campaign log` leaves them out.

use crate::support;

use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::{InteractionResponse, OptionValue};
use support::secrecy::{
    assert_kept_secret, ephemeral_flag, has_number, line_id, sent_since, shown, text, GM_CHANNEL,
};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (5_000_000_000_000_000_001, "secret_gm");
/// A player.
const ANA: (u64, &str) = (5_000_000_000_000_000_002, "ana_player");

/// Choice indices of `/campaign start`'s game.
const GAME_D20: i64 = 1;
const GAME_PNP: i64 = 2;
const GAME_F2D20: i64 = 3;

/// The log as `user` reads it.
async fn log_of(world: &World, user: (u64, &str)) -> InteractionResponse {
    world.cmd(user, world.channel(), "campaign log", &[]).await
}

/// A wasteland campaign with Ana (AGI 6, tag skills 0-2).
async fn wasteland_with_ana(world: &World) {
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    let options = character_options("Ana", "Vault Dweller", [0, 1, 2]);
    let made = world
        .cmd_values(ANA, ch, "character create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wasteland_secret_roll_goes_to_the_gm_and_the_gm_channel_only() {
    let world = World::scripted().await;
    wasteland_with_ana(&world).await;
    let ch = world.channel();
    let chosen = world
        .cmd_values(
            GM,
            ch,
            "campaign gm-channel set",
            &[("channel", OptionValue::Channel(GM_CHANNEL))],
            "en-US",
        )
        .await;
    assert!(chosen.is_ephemeral(), "{}", text(&chosen));
    assert!(
        text(&chosen).contains(&format!("<#{GM_CHANNEL}>")),
        "{}",
        text(&chosen)
    );

    // A player may not roll in secret: refused, privately, nothing rolled.
    let refused = world
        .cmd(
            ANA,
            ch,
            "roll",
            &[("dice", Opt::S("1d20")), ("secret", Opt::B(true))],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(text(&refused).trim(), "Only a GM may roll in secret.");

    let since = world.fake.requests().len();
    world.dice(&[17]);
    let line = world
        .cmd(
            GM,
            ch,
            "roll",
            &[("dice", Opt::S("1d20")), ("secret", Opt::B(true))],
        )
        .await;
    assert!(!line.is_ephemeral());
    assert_eq!(
        text(&line).trim(),
        format!("🎲 <@{}> rolled in secret (/roll).", GM.0)
    );
    let gm_channel = GM_CHANNEL.to_string();
    world
        .fake
        .wait_for_message(WAIT, |m| m["channel_id"] == gm_channel.as_str())
        .await
        .expect("a copy in the GM channel");
    let sent = assert_kept_secret(&world, since, &[17]);
    let copy = world.fake.channel_messages(GM_CHANNEL);
    assert_eq!(copy.len(), 1, "{copy:#?}");
    let mut copied = String::new();
    shown(&copy[0], &mut copied);
    assert!(
        copied.starts_with(&format!(
            "🔒 Secret roll by <@{}> in <#{ch}> (/roll):",
            GM.0
        )),
        "{copied}"
    );
    assert!(has_number(&copied, 17), "{copied}");
    assert_eq!(sent.iter().filter(|s| s.private).count(), 2, "{sent:#?}");

    // A free roll changes nothing, so nothing of it is logged.
    let gm_log = log_of(&world, GM).await;
    assert!(!text(&gm_log).contains("roll by"), "{}", text(&gm_log));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wasteland_blind_check_tells_the_channel_only_that_it_was_made() {
    let world = World::scripted().await;
    wasteland_with_ana(&world).await;
    let ch = world.channel();
    let check = [
        ("characters", Opt::S("Ana")),
        ("attribute", Opt::S("AGI")),
        ("skill", Opt::S("Sneak")),
        ("difficulty", Opt::I(1)),
        ("blind", Opt::B(true)),
    ];
    // A live tracker: its edits after the check are public too.
    let tracker = world.cmd(GM, ch, "campaign tracker", &[]).await;
    assert!(tracker.is_ephemeral(), "{}", text(&tracker));
    // Ana's own player may not make her check blind.
    let refused = world.cmd(ANA, ch, "check", &check).await;
    assert!(refused.is_ephemeral());
    assert_eq!(text(&refused).trim(), "Only a GM may make a check blind.");

    let since = world.fake.requests().len();
    // Two d20s, then the leader's d100 Luck roll.
    world.dice(&[18, 16, 88]);
    let line = world.cmd(GM, ch, "check", &check).await;
    assert_eq!(world.dice_left(), 0);
    assert!(!line.is_ephemeral());
    assert_eq!(
        text(&line).trim(),
        format!(
            "🙈 <@{}> made a blind check (/check); the GMs know the result.",
            GM.0
        )
    );
    let private = world
        .fake
        .wait_for_followup(
            &world
                .fake
                .interaction_token(line_id(&world, since))
                .expect("token"),
            WAIT,
        )
        .await
        .expect("the GM's private reply");
    assert!(private.body.as_ref().is_some_and(ephemeral_flag));
    // The tracker is redrawn after the change (its Luck and AP lines).
    let tracker_edit = world
        .fake
        .wait_for_request(WAIT, |r| {
            r.index >= since && r.method == "PATCH" && r.route.starts_with("/channels/")
        })
        .await
        .expect("a tracker edit");
    assert!(tracker_edit.status < 300, "{}", tracker_edit.describe());
    let sent = assert_kept_secret(&world, since, &[18, 16]);
    assert!(
        sent.iter()
            .any(|s| !s.private && s.at.starts_with("PATCH /channels/")),
        "{sent:#?}"
    );
    // The log: marked for the GM (privately), left out for the player.
    let gm_log = log_of(&world, GM).await;
    assert!(gm_log.is_ephemeral());
    assert!(text(&gm_log).contains("check by"), "{}", text(&gm_log));
    // A secret entry has no number: the players' numbers skip nothing.
    assert!(text(&gm_log).contains("🔒 check by"), "{}", text(&gm_log));
    let player_log = log_of(&world, ANA).await;
    assert!(!player_log.is_ephemeral());
    assert!(
        text(&player_log).contains("add-player by"),
        "{}",
        text(&player_log)
    );
    assert!(
        !text(&player_log).contains("check by"),
        "{}",
        text(&player_log)
    );
    assert!(!text(&player_log).contains('🔒'), "{}", text(&player_log));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d20_secret_rolls_and_blind_checks_show_no_number_in_public() {
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

    let since = world.fake.requests().len();
    world.dice(&[17]);
    let line = world
        .cmd(
            GM,
            ch,
            "roll",
            &[("dice", Opt::S("1d20")), ("secret", Opt::B(true))],
        )
        .await;
    assert!(
        text(&line).contains("rolled in secret (/roll)"),
        "{}",
        text(&line)
    );
    let token = world
        .fake
        .interaction_token(line_id(&world, since))
        .expect("token");
    world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    assert_kept_secret(&world, since, &[17]);

    let since = world.fake.requests().len();
    world.dice(&[13]);
    let line = world
        .cmd(
            GM,
            ch,
            "d20 check",
            &[
                ("character", Opt::S("Ana")),
                ("skill", Opt::S("Stealth")),
                ("dc", Opt::S("15")),
                ("blind", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(
        text(&line).contains("made a blind check (/d20 check)"),
        "{}",
        text(&line)
    );
    let token = world
        .fake
        .interaction_token(line_id(&world, since))
        .expect("token");
    world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    assert_kept_secret(&world, since, &[13]);
    let player_log = log_of(&world, ANA).await;
    assert!(
        !text(&player_log).contains("roll by"),
        "{}",
        text(&player_log)
    );
    assert!(
        !text(&player_log).contains("check by"),
        "{}",
        text(&player_log)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pnp_blind_checks_show_no_number_in_public() {
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

    let since = world.fake.requests().len();
    world.dice(&[43]);
    let line = world
        .cmd(
            GM,
            ch,
            "pnp check",
            &[
                ("character", Opt::S("Ana")),
                ("skill", Opt::I(9)),
                ("blind", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(
        text(&line).contains("made a blind check (/pnp check)"),
        "{}",
        text(&line)
    );
    let token = world
        .fake
        .interaction_token(line_id(&world, since))
        .expect("token");
    world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    assert_kept_secret(&world, since, &[43]);
    let player_log = log_of(&world, ANA).await;
    assert!(
        !text(&player_log).contains("check by"),
        "{}",
        text(&player_log)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn f2d20_blind_tests_show_no_number_in_public() {
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

    let since = world.fake.requests().len();
    world.dice(&[17, 13]);
    let line = world
        .cmd(
            GM,
            ch,
            "f2d20 test",
            &[
                ("unit", Opt::S("Ace")),
                ("attribute", Opt::I(5)),
                ("skill", Opt::S("Athletics")),
                ("difficulty", Opt::I(2)),
                ("blind", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(
        text(&line).contains("made a blind check (/f2d20 test)"),
        "{}",
        text(&line)
    );
    let token = world
        .fake
        .interaction_token(line_id(&world, since))
        .expect("token");
    world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    let sent = assert_kept_secret(&world, since, &[17, 13]);
    // The Luck button of the roll is on the GM's copy only.
    for s in sent.iter().filter(|s| !s.private) {
        assert!(
            !s.text.contains("Luck"),
            "a button in public {}: {}",
            s.at,
            s.text
        );
    }
    let player_log = log_of(&world, ANA).await;
    assert!(
        !text(&player_log).contains("test by"),
        "{}",
        text(&player_log)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_luck_re_roll_pressed_on_the_gms_private_copy_is_logged_secret() {
    let world = World::scripted().await;
    wasteland_with_ana(&world).await;
    let ch = world.channel();
    // Two faces over the target number fail the check; a d100 of 1 is
    // within LCK: Luck.
    world.dice(&[15, 16, 1]);
    let line = world
        .cmd(
            GM,
            ch,
            "check",
            &[
                ("characters", Opt::S("Ana")),
                ("attribute", Opt::S("AGI")),
                ("skill", Opt::S("Sneak")),
                ("difficulty", Opt::I(1)),
                ("blind", Opt::B(true)),
            ],
        )
        .await;
    assert!(line.components().is_empty(), "{}", line.callback);
    let token = world
        .fake
        .interaction_token(line.interaction_id)
        .expect("token");
    let copy = world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the GM's reply");
    let body = copy.body.clone().expect("a body");
    assert!(ephemeral_flag(&body), "{body}");
    let reroll = body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .find(|id| id.starts_with("luck:v1:") && id.ends_with(":reroll"))
        .unwrap_or_else(|| panic!("no Luck button on the GM's copy: {body}"));
    world.dice(&[3, 4, 50, 50, 50]);
    let id = world
        .fake
        .button_click(&reroll)
        .message(copy.message_id.expect("the copy's message"))
        .user(GM.0, GM.1)
        .send();
    let rerolled = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answered");
    // The private copy itself is updated.
    assert_eq!(rerolled.kind().code(), 7, "{}", rerolled.callback);
    assert!(
        text(&rerolled).contains("Luck re-roll"),
        "{}",
        text(&rerolled)
    );
    let gm_log = log_of(&world, GM).await;
    assert!(text(&gm_log).contains("🔒 reroll by"), "{}", text(&gm_log));
    let player_log = log_of(&world, ANA).await;
    assert!(
        !text(&player_log).contains("reroll"),
        "{}",
        text(&player_log)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_secret_roll_fills_the_public_placeholder_with_the_line_only() {
    // Every reply is deferred: the public "thinking..." placeholder must get
    // the line, never the numbers.
    let world = World::start_with(overseer::config::BotOptions {
        dice: Some(overseer::engine::dice::DiceScript::new()),
        defer_after: std::time::Duration::ZERO,
        ..overseer::config::BotOptions::default()
    })
    .await;
    let ch = world.channel();
    let start = world.cmd(GM, ch, "campaign start", &[]).await;
    let token = world
        .fake
        .interaction_token(start.interaction_id)
        .expect("token");
    world
        .fake
        .wait_for_followup(&token, WAIT)
        .await
        .expect("the campaign started");
    let since = world.fake.requests().len();
    world.dice(&[17]);
    let id = world.send(
        GM,
        ch,
        "roll",
        &[("dice", Opt::S("1d20")), ("secret", Opt::B(true))],
        "en-US",
    );
    let token = world.fake.interaction_token(id).expect("token");
    // The placeholder is filled, then the GM's private reply follows.
    world
        .fake
        .wait_for_request(WAIT, |r| {
            r.index >= since
                && r.route.contains(&token)
                && r.body.as_ref().is_some_and(ephemeral_flag)
                && !r.route.ends_with("/callback")
        })
        .await
        .expect("the GM's private reply");
    let sent = assert_kept_secret(&world, since, &[17]);
    assert!(
        sent.iter()
            .any(|s| !s.private && s.text.contains("rolled in secret (/roll)")),
        "{sent:#?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gm_notes_are_read_and_written_by_gms_only_and_never_in_public() {
    let world = World::start().await;
    wasteland_with_ana(&world).await;
    let ch = world.channel();
    let since = world.fake.requests().len();
    let note = "Ambush at mile 43, has the **vault key**";
    let kept = world
        .cmd(
            GM,
            ch,
            "campaign note",
            &[("name", Opt::S("Raider Boss")), ("text", Opt::S(note))],
        )
        .await;
    assert!(kept.is_ephemeral());
    assert_eq!(
        text(&kept).trim(),
        "Note on Raider Boss kept; only GMs read it."
    );
    // A player may neither read nor write one; the refusal says nothing of it.
    for options in [
        vec![("name", Opt::S("raider boss"))],
        vec![("name", Opt::S("Raider Boss")), ("text", Opt::S("mine"))],
        vec![],
    ] {
        let refused = world.cmd(ANA, ch, "campaign note", &options).await;
        assert!(refused.is_ephemeral());
        assert!(
            text(&refused).contains("/campaign note"),
            "{}",
            text(&refused)
        );
        assert!(!text(&refused).contains("Ambush"), "{}", text(&refused));
    }
    // Read back by the name identity, escaped for markdown.
    let read = world
        .cmd(GM, ch, "campaign note", &[("name", Opt::S("RAIDER BOSS"))])
        .await;
    assert!(read.is_ephemeral());
    assert_eq!(
        text(&read).trim(),
        r"📝 **Raider Boss**: Ambush at mile 43, has the \*\*vault key\*\*"
    );
    let all = world.cmd(GM, ch, "campaign note", &[]).await;
    assert!(all.is_ephemeral());
    assert!(text(&all).contains("GM notes\n"), "{}", text(&all));
    assert!(text(&all).contains("Raider Boss\nAmbush"), "{}", text(&all));
    let cleared = world
        .cmd(
            GM,
            ch,
            "campaign note",
            &[("name", Opt::S("Raider Boss")), ("clear", Opt::B(true))],
        )
        .await;
    assert_eq!(text(&cleared).trim(), "The note on Raider Boss is deleted.");
    let gone = world
        .cmd(GM, ch, "campaign note", &[("name", Opt::S("Raider Boss"))])
        .await;
    assert_eq!(text(&gone).trim(), "There is no note on Raider Boss.");
    let sent = sent_since(&world, since);
    assert!(sent.iter().any(|s| s.private && s.text.contains("Ambush")));
    for s in sent.iter().filter(|s| !s.private) {
        assert!(
            !s.text.contains("Ambush"),
            "the note in public {}: {}",
            s.at,
            s.text
        );
    }
}
