//! The living table through the real bot and the fake Discord: the tracker
//! (a GM posts and pins it, every committed change edits it in place after
//! the reply, never before, it carries on after a restart, a deleted tracker
//! is reported once and then left alone, a player may not post one), packs
//! of enemies as one embed, and repeated rolls with exact scripted faces.

use crate::support;
use overseer::games::wasteland::session::WastelandSession as _;

use std::time::Duration;

use serde_json::Value;
use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::{CallbackKind, InteractionResponse, OptionValue, RecordedRequest};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (6_000_000_000_000_000_001, "tracker_gm");
/// A player.
const MIRA: (u64, &str) = (6_000_000_000_000_000_002, "mira_player");

/// The text of a message or reply: content, embed titles, descriptions and fields.
fn text_of(message: &Value) -> String {
    let mut out = String::new();
    if let Some(c) = message["content"].as_str() {
        out.push_str(c);
        out.push('\n');
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                out.push_str(s);
                out.push('\n');
            }
        }
        for f in embed["fields"].as_array().into_iter().flatten() {
            out.push_str(f["name"].as_str().unwrap_or_default());
            out.push('\n');
            out.push_str(f["value"].as_str().unwrap_or_default());
            out.push('\n');
        }
    }
    out
}

/// The edits (PATCH) of a channel message, in order.
fn edits_of(world: &World, message: u64) -> Vec<RecordedRequest> {
    let route = format!("/messages/{message}");
    world
        .fake
        .requests()
        .into_iter()
        .filter(|r| {
            r.method == "PATCH" && r.route.starts_with("/channels/") && r.route.ends_with(&route)
        })
        .collect()
}

/// Waits until the tracker has been edited `n` times and returns it.
async fn edited(world: &World, message: u64, n: usize) -> Value {
    let deadline = tokio::time::Instant::now() + WAIT;
    while edits_of(world, message).len() < n {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the tracker was edited {} times, not {n}",
            edits_of(world, message).len()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    world.fake.message(message).expect("the tracker")
}

/// The index of the request that answered an interaction (its callback).
fn callback_index(world: &World, reply: &InteractionResponse) -> usize {
    let route = format!("/interactions/{}/", reply.interaction_id);
    world
        .fake
        .requests()
        .iter()
        .find(|r| r.route.starts_with(&route))
        .map(|r| r.index)
        .expect("a callback")
}

/// Starts a wasteland campaign in the world's channel with Mira, Mira's
/// player's character; returns the channel.
async fn with_mira(world: &World) -> u64 {
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    let created = world
        .cmd_values(
            MIRA,
            ch,
            "character create",
            &character_options("Mira", "Medic", [0, 1, 2]),
            "en-US",
        )
        .await;
    assert!(!created.is_ephemeral(), "{}", text_of(created.data()));
    ch
}

/// Posts the tracker as the GM and returns its message id.
async fn post_tracker(world: &World) -> u64 {
    let ch = world.channel();
    let before: Vec<u64> = world
        .fake
        .channel_messages(ch)
        .iter()
        .filter_map(|m| m["id"].as_str()?.parse().ok())
        .collect();
    let reply = world.cmd(GM, ch, "campaign tracker", &[]).await;
    let answer = world
        .fake
        .wait_for_followup(&reply.token, WAIT)
        .await
        .expect("an answer after thinking");
    let answer = answer.body.expect("a body");
    assert_eq!(
        answer["content"],
        "Tracker posted and pinned. It is edited after every change."
    );
    let tracker = world
        .fake
        .channel_messages(ch)
        .into_iter()
        .find(|m| {
            m["id"]
                .as_str()
                .and_then(|id| id.parse::<u64>().ok())
                .is_some_and(|id| !before.contains(&id))
                && m["content"].as_str().is_some_and(|c| c.starts_with("📌"))
        })
        .expect("the tracker message");
    assert_eq!(tracker["pinned"], true, "{tracker}");
    tracker["id"].as_str().unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tracker_follows_every_change_after_the_reply_and_across_a_restart() {
    let mut world = World::scripted().await;
    let ch = with_mira(&world).await;

    // A player may not post it.
    let refused = world.cmd(MIRA, ch, "campaign tracker", &[]).await;
    assert!(refused.is_ephemeral());

    let tracker = post_tracker(&world).await;
    let shown = text_of(&world.fake.message(tracker).unwrap());
    assert!(shown.starts_with("📌 **Tracker**: updated <t:"), "{shown}");
    assert!(shown.contains("Mira"), "{shown}");
    let before = edits_of(&world, tracker).len();
    assert_eq!(before, 0);

    // A change: the reply comes first, then the tracker is edited to match.
    let hurt = world
        .cmd(
            GM,
            ch,
            "hurt",
            &[("character", Opt::S("Mira")), ("amount", Opt::I(3))],
        )
        .await;
    assert!(!hurt.is_ephemeral(), "{}", text_of(hurt.data()));
    let now = edited(&world, tracker, 1).await;
    let edit = &edits_of(&world, tracker)[0];
    assert!(
        callback_index(&world, &hurt) < edit.index,
        "the reply waited for the tracker"
    );
    assert!(edit.status == 200, "{:?}", edit.error);
    let hp_after_hurt = text_of(&now);
    assert_ne!(hp_after_hurt, shown, "the tracker shows the change");

    // A read-only command edits nothing.
    world.cmd(MIRA, ch, "campaign status", &[]).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(edits_of(&world, tracker).len(), 1);
    // Nor does a change that leaves the board as it is (a roll is logged,
    // but nothing on the board moves).
    world.dice(&[5, 7]);
    let rolled = world
        .cmd(MIRA, ch, "roll", &[("dice", Opt::S("2d20"))])
        .await;
    assert!(!rolled.is_ephemeral(), "{}", text_of(rolled.data()));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(edits_of(&world, tracker).len(), 1);

    // After a restart, the next change still edits the same message.
    world.restart().await;
    world
        .cmd(
            GM,
            ch,
            "heal",
            &[("character", Opt::S("Mira")), ("amount", Opt::I(3))],
        )
        .await;
    let healed = edited(&world, tracker, 2).await;
    assert_eq!(
        text_of(&healed).lines().skip(1).collect::<Vec<_>>(),
        shown.lines().skip(1).collect::<Vec<_>>(),
        "back to full HP"
    );

    // Deleted by a member: the next change says so once, later ones are quiet.
    assert!(world.fake.delete_message(tracker));
    world
        .cmd(
            GM,
            ch,
            "hurt",
            &[("character", Opt::S("Mira")), ("amount", Opt::I(1))],
        )
        .await;
    let notice = world
        .fake
        .wait_for_message(WAIT, |m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("The tracker message was deleted"))
        })
        .await
        .expect("the notice");
    assert_eq!(
        notice["content"],
        "The tracker message was deleted, so it is no longer updated. A GM can post a new one with /campaign tracker."
    );
    let patches = edits_of(&world, tracker).len();
    world
        .cmd(
            GM,
            ch,
            "heal",
            &[("character", Opt::S("Mira")), ("amount", Opt::I(1))],
        )
        .await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(edits_of(&world, tracker).len(), patches, "no more edits");
    let notices = world
        .fake
        .channel_messages(ch)
        .iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.starts_with("The tracker message was deleted"))
        })
        .count();
    assert_eq!(notices, 1);

    // A new tracker can be posted and is followed again.
    let second = post_tracker(&world).await;
    assert_ne!(second, tracker);
    world
        .cmd(
            GM,
            ch,
            "hurt",
            &[("character", Opt::S("Mira")), ("amount", Opt::I(1))],
        )
        .await;
    edited(&world, second, 1).await;
    assert!(
        world.fake.rejected_requests().is_empty(),
        "{:?}",
        world
            .fake
            .rejected_requests()
            .iter()
            .map(|r| &r.error)
            .collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changes_in_quick_succession_are_coalesced_into_few_edits() {
    let world = World::start().await;
    let ch = with_mira(&world).await;
    let tracker = post_tracker(&world).await;
    for _ in 0..6 {
        world
            .cmd(
                GM,
                ch,
                "hurt",
                &[("character", Opt::S("Mira")), ("amount", Opt::I(1))],
            )
            .await;
    }
    // Six changes within about a second: at most one edit per second.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let edits = edits_of(&world, tracker);
    assert!(
        (1..=3).contains(&edits.len()),
        "{} edits for 6 changes",
        edits.len()
    );
    // The last edit shows the last state (20 - 6 HP in the party line).
    let last = text_of(&world.fake.message(tracker).unwrap());
    let status = world.cmd(MIRA, ch, "campaign status", &[]).await;
    let board = text_of(status.data());
    assert_eq!(
        last.lines().skip(1).collect::<Vec<_>>(),
        board.lines().collect::<Vec<_>>()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pack_is_one_embed_and_the_tracker_fits_twenty_combatants() {
    let world = World::start().await;
    let ch = with_mira(&world).await;
    // Chapter 6, two days in: the budget allows twenty Radroaches.
    world
        .cmd(
            GM,
            ch,
            "campaign set",
            &[("field", Opt::S("chapter")), ("value", Opt::S("6"))],
        )
        .await;
    for _ in 0..16 {
        let turn = world.cmd(GM, ch, "campaign turn", &[]).await;
        assert!(!turn.is_ephemeral());
    }
    let tracker = post_tracker(&world).await;
    let pack = world
        .cmd(
            GM,
            ch,
            "enemy add",
            &[("template", Opt::S("Radroach")), ("count", Opt::I(20))],
        )
        .await;
    assert!(!pack.is_ephemeral(), "{}", text_of(pack.data()));
    let embeds = pack.embeds();
    assert_eq!(
        embeds[0]["title"],
        "20 enemies appear",
        "{}",
        text_of(pack.data())
    );
    let lines: Vec<&str> = embeds[0]["description"].as_str().unwrap().lines().collect();
    assert_eq!(lines.len(), 20);
    assert!(
        lines[0].starts_with("**Radroach 1** · tier 1 · HP "),
        "{}",
        lines[0]
    );
    assert!(
        lines[19].starts_with("**Radroach 20** · tier 1 · HP "),
        "{}",
        lines[19]
    );
    // The tracker shows all twenty and Mira in one message Discord accepts.
    // An edit queued by the turns before may land first: wait for the one
    // that follows the pack.
    let mut n = 1;
    let shown = loop {
        let text = text_of(&edited(&world, tracker, n).await);
        if text.contains("Radroach 1") {
            break text;
        }
        n = edits_of(&world, tracker).len() + 1;
    };
    for n in 1..=20 {
        assert!(
            shown.contains(&format!("Radroach {n}")),
            "Radroach {n} missing:\n{shown}"
        );
    }
    assert!(shown.contains("Mira"), "{shown}");
    assert!(!shown.contains("More in /campaign status"), "{shown}");
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_roll_is_one_compact_embed_in_both_games() {
    let world = World::scripted().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    world.dice(&[1, 2, 3, 4, 6, 6]);
    let roll = world
        .cmd(
            MIRA,
            ch,
            "roll",
            &[("dice", Opt::S("2d6")), ("repeat", Opt::I(3))],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(roll.embeds().len(), 1, "{}", text_of(roll.data()));
    assert_eq!(roll.embeds()[0]["title"], "Roll 2d6 × 3");
    assert_eq!(
        roll.embeds()[0]["description"],
        "**1.** [1, 2] total **3** (lowest 1, highest 2)\n\
         **2.** [3, 4] total **7** (lowest 3, highest 4)\n\
         **3.** [6, 6] total **12** (lowest 6, highest 6)"
    );
    // Out of range: Discord's own bounds refuse 21 before the bot sees it,
    // the engine refuses it for every other front end (tested there).

    // The d20 game's expressions repeat the same way.
    let d20 = 6_000_000_000_000_000_900;
    world
        .cmd(GM, d20, "campaign start", &[("ruleset", Opt::I(1))])
        .await;
    world.dice(&[3, 5, 2, 2]);
    let roll = world
        .cmd(
            MIRA,
            d20,
            "roll",
            &[("dice", Opt::S("2d6+1")), ("repeat", Opt::I(2))],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(roll.embeds().len(), 1, "{}", text_of(roll.data()));
    assert_eq!(roll.embeds()[0]["title"], "🎲 Dice × 2");
    let lines: Vec<&str> = roll.embeds()[0]["description"]
        .as_str()
        .unwrap()
        .lines()
        .collect();
    assert_eq!(
        lines,
        [
            "**1.** 2d6+1: [3, 5] → **9** +1",
            "**2.** 2d6+1: [2, 2] → **5** +1"
        ]
    );
}

/// Another player.
const JOE: (u64, &str) = (6_000_000_000_000_000_003, "joe_player");

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_form_round_trips_through_a_modal_and_a_tag_menu() {
    let world = World::start().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;

    // Options without a name and a background are refused, pointing to the form.
    let partial = world
        .cmd(MIRA, ch, "character create", &[("strength", Opt::I(6))])
        .await;
    assert!(partial.is_ephemeral());
    assert_eq!(
        partial.content(),
        Some(
            "Give a name and a background, or run /character create with no options \
             to fill in a form. Nothing was changed."
        )
    );

    // The command without options answers with the modal.
    let opened = world.cmd(MIRA, ch, "character create", &[]).await;
    assert_eq!(opened.kind(), CallbackKind::Modal, "{}", opened.callback);
    let modal = opened.data();
    assert_eq!(modal["custom_id"], "form:v1:character");
    assert_eq!(modal["title"], "New character");
    let labels: Vec<&str> = modal["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["components"][0]["label"].as_str().unwrap())
        .collect();
    assert_eq!(
        labels,
        ["Name", "Background", "S.P.E.C.I.A.L. (7 scores, 1-10)"]
    );

    // Submitted: a private menu of the ten skills, exactly three to pick.
    let submit = world
        .fake
        .modal_submit("form:v1:character")
        .user(MIRA.0, MIRA.1)
        .channel(ch)
        .field("name", "Mira")
        .field("background", "Field *medic*")
        .field("special", "6 6 6 6 6 5 5")
        .send();
    let menu = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert!(menu.is_ephemeral());
    assert_eq!(menu.content(), Some("Pick three tag skills for Mira."));
    let select = &menu.components()[0]["components"][0];
    assert_eq!(select["custom_id"], "form:v1:tags");
    assert_eq!(
        (select["min_values"].as_u64(), select["max_values"].as_u64()),
        (Some(3), Some(3))
    );
    assert_eq!(select["options"].as_array().map(Vec::len), Some(10));
    let menu_message = menu.original_message_id().expect("the menu's message");

    // Picked: the character exists with those tags, the sheet goes to the channel.
    let pick = world
        .fake
        .select_menu("form:v1:tags", &["Medicine", "Science", "Speech"])
        .user(MIRA.0, MIRA.1)
        .channel(ch)
        .message(menu_message)
        .send();
    let done = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(done.kind(), CallbackKind::UpdateMessage);
    assert_eq!(
        done.content(),
        Some("✅ Created. The sheet is in the channel.")
    );
    assert!(done.components().is_empty());
    let sheet = world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .unwrap();
    let sheet = text_of(sheet.body.as_ref().unwrap());
    assert!(sheet.contains("Mira"), "{sheet}");
    let shown = world.cmd(MIRA, ch, "character sheet", &[]).await;
    let shown = text_of(shown.data());
    for tag in ["Medicine", "Science", "Speech"] {
        assert!(shown.contains(tag), "{tag} not on\n{shown}");
    }
    assert!(shown.contains("Field \\*medic\\*"), "{shown}");

    // Bad scores: told how to type them, nothing kept.
    let submit = world
        .fake
        .modal_submit("form:v1:character")
        .user(JOE.0, JOE.1)
        .channel(ch)
        .field("name", "Joe")
        .field("background", "Drifter")
        .field("special", "6 6 6")
        .send();
    let refused = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert!(refused.is_ephemeral());
    assert!(refused
        .content()
        .unwrap()
        .starts_with("S.P.E.C.I.A.L. takes seven scores"));
    assert!(refused.components().is_empty());
    // A menu without a draft (never filled in, or lost in a restart) expired.
    let stale = world
        .fake
        .select_menu("form:v1:tags", &["Melee", "Sneak", "Barter"])
        .user(JOE.0, JOE.1)
        .channel(ch)
        .send();
    let stale = world.fake.wait_for_response(stale, WAIT).await.unwrap();
    assert!(stale
        .content()
        .unwrap()
        .starts_with("This form has expired"));

    // Scores the rules refuse (too many points): the engine's words, nothing created.
    let submit = world
        .fake
        .modal_submit("form:v1:character")
        .user(JOE.0, JOE.1)
        .channel(ch)
        .field("name", "Joe")
        .field("background", "Drifter")
        .field("special", "10 10 10 10 10 10 10")
        .send();
    world.fake.wait_for_response(submit, WAIT).await.unwrap();
    let pick = world
        .fake
        .select_menu("form:v1:tags", &["Melee", "Sneak", "Barter"])
        .user(JOE.0, JOE.1)
        .channel(ch)
        .send();
    let refused = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(refused.kind(), CallbackKind::UpdateMessage);
    let said = refused.content().unwrap().to_owned();
    assert_eq!(said, "S.P.E.C.I.A.L. must add up to 40 (got 70).");
    let status = text_of(world.cmd(GM, ch, "campaign status", &[]).await.data());
    assert!(!status.contains("Joe"), "{status}");
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_d20_check_is_one_embed_with_the_odds_once() {
    let world = World::scripted().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(1))])
        .await;
    // Mira: level 1 (proficiency +2), Agi +3, proficient in Stealth: +5.
    let options = [
        ("name", OptionValue::from("Mira")),
        ("level", OptionValue::from(1)),
        ("str", OptionValue::from(0)),
        ("agi", OptionValue::from(3)),
        ("pre", OptionValue::from(0)),
        ("int", OptionValue::from(0)),
        ("wis", OptionValue::from(0)),
        ("cha", OptionValue::from(0)),
        ("skills", OptionValue::from("Stealth")),
        (
            "player",
            OptionValue::User {
                id: MIRA.0,
                name: MIRA.1.to_owned(),
            },
        ),
    ];
    let created = world
        .cmd_values(GM, ch, "d20 create", &options, "en-US")
        .await;
    assert!(!created.is_ephemeral(), "{}", text_of(created.data()));
    world.dice(&[2, 11, 20]);
    let check = world
        .cmd(
            MIRA,
            ch,
            "d20 check",
            &[
                ("skill", Opt::S("Stealth")),
                ("dc", Opt::S("15")),
                ("repeat", Opt::I(3)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(check.embeds().len(), 1, "{}", text_of(check.data()));
    let embed = &check.embeds()[0];
    assert_eq!(embed["title"], "Mira: Stealth × 3");
    let lines: Vec<&str> = embed["description"].as_str().unwrap().lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(
        lines,
        [
            "**1.** 🎲 d20 **2** +5 = **7** vs DC 15 · **Failure**",
            "**2.** 🎲 d20 **11** +5 = **16** vs DC 15 · **Success**",
            "**3.** 🎲 d20 **20** +5 = **25** vs DC 15 · **Critical success** (a natural 20, already the best result)",
        ]
    );
    assert_eq!(
        embed["fields"].as_array().map(Vec::len),
        Some(1),
        "the odds, once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_passed_attack_check_offers_its_leader_a_damage_button() {
    let world = World::start().await;
    let ch = with_mira(&world).await;
    let knife = world
        .cmd(
            GM,
            ch,
            "inventory add",
            &[("character", Opt::S("Mira")), ("item", Opt::S("Knife"))],
        )
        .await;
    assert!(!knife.is_ephemeral(), "{}", text_of(knife.data()));
    // Past the chapter's safe turns, a Radroach appears.
    world.cmd(GM, ch, "campaign turn", &[]).await;
    world.cmd(GM, ch, "campaign turn", &[]).await;
    world
        .cmd(GM, ch, "enemy add", &[("template", Opt::S("Radroach"))])
        .await;

    // Difficulty 0 always passes: a Melee check carries Mira's damage button.
    let check = world
        .cmd(
            MIRA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Mira")),
                ("attribute", Opt::S("STR")),
                ("skill", Opt::S("Melee")),
                ("difficulty", Opt::I(0)),
            ],
        )
        .await;
    let ids: Vec<String> = check
        .components()
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect();
    assert!(ids.contains(&"dmg:v1:melee:Mira".to_owned()), "{ids:?}");
    // A check with another skill has none.
    let medicine = world
        .cmd(
            MIRA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Mira")),
                ("attribute", Opt::S("INT")),
                ("skill", Opt::S("Medicine")),
                ("difficulty", Opt::I(0)),
            ],
        )
        .await;
    assert!(
        !medicine
            .components()
            .iter()
            .any(|row| row.to_string().contains("dmg:v1:")),
        "{}",
        medicine.callback
    );

    // Another player may not press it.
    let stranger = world
        .fake
        .button_click("dmg:v1:melee:Mira")
        .user(JOE.0, JOE.1)
        .channel(ch)
        .send();
    let stranger = world.fake.wait_for_response(stranger, WAIT).await.unwrap();
    assert!(stranger.is_ephemeral());
    assert!(
        stranger.content().unwrap().contains("Mira"),
        "{}",
        stranger.callback
    );

    // Mira picks the knife against the Radroach; the damage goes to the table.
    let press = world
        .fake
        .button_click("dmg:v1:melee:Mira")
        .user(MIRA.0, MIRA.1)
        .channel(ch)
        .send();
    let menu = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert!(menu.is_ephemeral());
    assert_eq!(menu.content(), Some("Pick Mira's weapon and target."));
    let options: Vec<(String, String)> = menu.components()[0]["components"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap().to_owned(),
                o["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        options,
        [
            ("Knife → Radroach".to_owned(), "Knife|Radroach".to_owned()),
            ("Knife, no target".to_owned(), "Knife|".to_owned()),
        ]
    );
    let picked = world
        .fake
        .select_menu("dmg-pick:v1:Mira", &["Knife|Radroach"])
        .user(MIRA.0, MIRA.1)
        .channel(ch)
        .message(menu.original_message_id().expect("the menu"))
        .send();
    let done = world.fake.wait_for_response(picked, WAIT).await.unwrap();
    assert_eq!(done.kind(), CallbackKind::UpdateMessage);
    assert_eq!(done.content(), Some("🎯 Rolled for the table."));
    assert!(done.components().is_empty());
    let result = world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .unwrap();
    let body = result.body.expect("the damage");
    assert_eq!(body["flags"].as_u64().unwrap_or(0) & 64, 0, "public");
    let shown = text_of(&body);
    assert!(
        shown.contains("Knife") && shown.contains("Radroach"),
        "{shown}"
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_wasteland_check_is_one_embed_without_luck_or_damage_buttons() {
    let world = World::scripted().await;
    let ch = with_mira(&world).await;
    // Three Melee checks at difficulty 1: 1 and 15; 20 and 16 with the
    // oracle's d6 5; 3 and 19. No Luck d100 after any of them.
    world.dice(&[1, 15, 20, 16, 5, 3, 19]);
    let check = world
        .cmd(
            MIRA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Mira")),
                ("attribute", Opt::S("STR")),
                ("skill", Opt::S("Melee")),
                ("difficulty", Opt::I(1)),
                ("repeat", Opt::I(3)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(!check.is_ephemeral(), "{}", text_of(check.data()));
    assert_eq!(check.embeds().len(), 1, "{}", text_of(check.data()));
    assert!(
        check.components().is_empty(),
        "no Luck and no damage button under a series: {}",
        check.callback
    );
    let embed = &check.embeds()[0];
    assert_eq!(embed["title"], "STR + Melee check × 3: Mira");
    let lines: Vec<&str> = embed["description"].as_str().unwrap().lines().collect();
    assert_eq!(
        lines,
        [
            "Passed 2 of 3 · Luck is not rolled on a repeated check",
            "**1.** 1✦ 15✘ → ✅ 2/1 · AP 0 → 1",
            "**2.** 20⚠ 16✘ → ❌ 0/1 · ⚠ d6 5: Immediate trouble",
            "**3.** 3✔ 19✘ → ✅ 1/1",
        ]
    );
    let fields: Vec<(String, String)> = embed["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["name"].as_str().unwrap().to_owned(),
                f["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        fields,
        [
            ("Participants".to_owned(), "Mira: TN 8, tag ≤ 2".to_owned()),
            ("AP".to_owned(), "0 → 1 (spent 0, gained 1)".to_owned()),
            // 1 - (12/20)² for two dice that each pass on 8 of 20.
            ("Odds".to_owned(), "64.00%".to_owned()),
        ]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_of_another_process_is_found_by_the_poll_and_edits_the_tracker() {
    let world = World::start_with(overseer::config::BotOptions {
        tracker_poll: Duration::from_millis(300),
        ..overseer::config::BotOptions::default()
    })
    .await;
    let ch = with_mira(&world).await;
    let tracker = post_tracker(&world).await;
    // The character's creation may still be on its way to the tracker (it
    // runs at the lowest priority, so on a busy machine it can reach it after
    // the tracker was posted, and draw it once more): let it land first.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let settled = edits_of(&world, tracker).len();
    assert!(settled <= 1, "{settled} edits before any change");
    // Polls come and go: nothing changed, nothing is edited.
    tokio::time::sleep(Duration::from_millis(900)).await;
    assert_eq!(edits_of(&world, tracker).len(), settled);
    let shown = text_of(&world.fake.message(tracker).unwrap());

    // A CLI on the same database hurts Mira: the bot hears of no change, but
    // its next poll finds the campaign's new version and edits the tracker.
    let cli = overseer::session::Session::open(&world.config.database_url)
        .await
        .expect("a second session on the database");
    let key = overseer::session::CampaignKey {
        guild_id: world.fake.default_guild_id() as i64,
        channel_id: ch as i64,
    };
    cli.run(
        key,
        GM.0 as i64,
        overseer::engine::rulesets::wasteland::Command::Hurt {
            player: "Mira".into(),
            amount: 3,
        },
        &mut overseer::engine::dice::SeededDice::from_seed(1),
    )
    .await
    .expect("the CLI's change");
    let now = edited(&world, tracker, settled + 1).await;
    assert_ne!(text_of(&now), shown, "the tracker shows the CLI's change");
    // Once shown, the version is not edited again.
    tokio::time::sleep(Duration::from_millis(900)).await;
    assert_eq!(edits_of(&world, tracker).len(), settled + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tracker_the_bot_may_not_pin_is_posted_and_the_gm_is_told_to_grant_pin_messages() {
    let world = World::start().await;
    for (channel, locale, told) in [
        (
            6_000_000_000_000_000_301_u64,
            "en-US",
            "Tracker posted, but it could not be pinned (the bot needs the Pin Messages \
             permission). It is edited after every change.",
        ),
        (
            6_000_000_000_000_000_302,
            "zh-CN",
            "追踪器已发布，但无法置顶（机器人需要“置顶消息”权限）。每次更改后都会更新。",
        ),
    ] {
        world
            .cmd_locale(GM, channel, "campaign start", &[], locale)
            .await;
        // Discord refuses the pin for want of the permission.
        world.fake.override_route(
            "PUT",
            &format!("/channels/{channel}/pins"),
            403,
            serde_json::json!({"code": 50013, "message": "Missing Permissions"}),
            Some(1),
        );
        let reply = world
            .cmd_locale(GM, channel, "campaign tracker", &[], locale)
            .await;
        let answer = world
            .fake
            .wait_for_followup(&reply.token, WAIT)
            .await
            .expect("an answer after thinking");
        assert_eq!(answer.body.expect("a body")["content"], told);
        let tracker = world
            .fake
            .channel_messages(channel)
            .into_iter()
            .find(|m| m["content"].as_str().is_some_and(|c| c.starts_with("📌")))
            .expect("the tracker is posted");
        assert_eq!(tracker["pinned"], false);
    }
    assert!(world.fake.rejected_requests().is_empty());
}
