//! End-to-end scenarios: the real bot (`overseer::bot::serve_until`, serenity + poise) talks to
//! the fake Discord in `tests/support/fake_discord.rs` over HTTP and a websocket on 127.0.0.1,
//! with its campaigns in a temporary SQLite database. The bot is started and driven by
//! `tests/support/bot_world.rs` ([`World`]).
//!
//! Production dice are random, so the assertions look at structure (titles, fields, names,
//! HP numbers that follow from the rules, exact odds) and never at dice faces.

use crate::support;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use overseer::config::{BotConfig, BotOptions, Config};
use overseer::i18n::Lang;
use serde_json::Value;
use support::bot_world::{Bot, Opt, World, BOT_TOKEN, WAIT};
use support::fake_discord::{
    CallbackKind, FakeDiscord, HandshakeKind, InteractionResponse, WebhookTarget, ADMINISTRATOR,
    DEFAULT_MEMBER_PERMISSIONS,
};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (2_000_000_000_000_000_001, "overseer_gm");
/// The first player.
const NORA: (u64, &str) = (2_000_000_000_000_000_002, "nora_player");
/// The second player.
const NICK: (u64, &str) = (2_000_000_000_000_000_003, "nick_player");
/// A second channel in the same guild.
const CHANNEL_B: u64 = 2_000_000_000_000_000_900;

// Skill choice indices (poise sends a choice parameter as its index).
const LOCKPICK: i64 = 0;
const MEDICINE: i64 = 1;
const REPAIR: i64 = 3;
const SCIENCE: i64 = 4;
const SMALL_GUNS: i64 = 5;
const SNEAK: i64 = 6;
const SPEECH: i64 = 7;
const SURVIVAL: i64 = 8;
// Language choice index of zh-CN.
const ZH_CN: i64 = 1;

impl World {
    /// Starts a campaign (GM) and creates Nora (END 7, LCK 7) and Nick (END 6).
    async fn campaign_with_two_players(&self, channel: u64) {
        let start = self.cmd(GM, channel, "campaign start", &[]).await;
        assert!(!start.is_ephemeral(), "campaign start: {}", text(&start));
        let nora = self
            .create(
                NORA,
                channel,
                "Nora",
                [5, 6, 7, 4, 6, 5, 7],
                [SMALL_GUNS, SNEAK, LOCKPICK],
            )
            .await;
        assert!(text(&nora).contains("Nora"), "{}", text(&nora));
        assert!(
            text(&nora).contains("70/70"),
            "END 7 gives 70 HP: {}",
            text(&nora)
        );
        let nick = self
            .create(
                NICK,
                channel,
                "Nick",
                [6, 5, 6, 5, 6, 6, 6],
                [SPEECH, SCIENCE, REPAIR],
            )
            .await;
        assert!(
            text(&nick).contains("60/60"),
            "END 6 gives 60 HP: {}",
            text(&nick)
        );
    }

    async fn create(
        &self,
        user: (u64, &str),
        channel: u64,
        name: &'static str,
        special: [i64; 7],
        tags: [i64; 3],
    ) -> InteractionResponse {
        let names = [
            "strength",
            "perception",
            "endurance",
            "charisma",
            "intelligence",
            "agility",
            "luck",
        ];
        let mut options: Vec<(&str, Opt)> = vec![
            ("name", Opt::S(name)),
            ("background", Opt::S("Vault Dweller")),
        ];
        for (n, v) in names.iter().zip(special) {
            options.push((n, Opt::I(v)));
        }
        options.push(("tag1", Opt::I(tags[0])));
        options.push(("tag2", Opt::I(tags[1])));
        options.push(("tag3", Opt::I(tags[2])));
        let reply = self.cmd(user, channel, "character create", &options).await;
        assert!(
            !reply.is_ephemeral(),
            "character create {name} refused: {}",
            text(&reply)
        );
        reply
    }
}

/// The options of `/check <characters> <attribute> Sneak <difficulty>`.
fn sneak(
    characters: &'static str,
    attribute: &'static str,
    difficulty: i64,
) -> [(&'static str, Opt); 4] {
    [
        ("characters", Opt::S(characters)),
        ("attribute", Opt::S(attribute)),
        ("skill", Opt::S("Sneak")),
        ("difficulty", Opt::I(difficulty)),
    ]
}

/// Every piece of text of a reply: content, and each embed's title, description, fields
/// and footer.
fn text(reply: &InteractionResponse) -> String {
    message_text(reply.data())
}

fn message_text(message: &Value) -> String {
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
        for field in embed["fields"].as_array().into_iter().flatten() {
            out.push_str(field["name"].as_str().unwrap_or_default());
            out.push('\n');
            out.push_str(field["value"].as_str().unwrap_or_default());
            out.push('\n');
        }
        if let Some(s) = embed["footer"]["text"].as_str() {
            out.push_str(s);
            out.push('\n');
        }
    }
    out
}

/// The custom ids of every button of a reply.
fn button_ids(components: &[Value]) -> Vec<String> {
    components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect()
}

fn assert_public(reply: &InteractionResponse, what: &str) {
    assert_eq!(
        reply.kind(),
        CallbackKind::from_code(4),
        "{what}: {}",
        reply.callback
    );
    assert!(!reply.is_ephemeral(), "{what} was refused: {}", text(reply));
    assert!(
        !reply.embeds().is_empty(),
        "{what} has no embed: {}",
        text(reply)
    );
}

fn assert_refused(reply: &InteractionResponse, what: &str) {
    assert!(
        reply.is_ephemeral(),
        "{what} should be refused ephemerally: {}",
        text(reply)
    );
}

/// Rolls `/check` as `user` until a reply offers the Luck buttons; returns it.
async fn check_until_luck(
    world: &World,
    user: (u64, &str),
    locale: &str,
    who: &'static str,
) -> InteractionResponse {
    for _ in 0..400 {
        let reply = world
            .cmd_locale(
                user,
                world.channel(),
                "check",
                &sneak(who, "AGI", 1),
                locale,
            )
            .await;
        assert_public(&reply, "check");
        if button_ids(reply.components())
            .iter()
            .any(|id| id.starts_with("luck:v1:"))
        {
            return reply;
        }
    }
    panic!("400 checks with LCK 10 never offered a Luck re-roll");
}

/// Starts a campaign with Lucky (LCK 10, Nora's player) and Nick.
async fn lucky_campaign(world: &World, locale: &str) {
    let start = world
        .cmd_locale(GM, world.channel(), "campaign start", &[], locale)
        .await;
    assert_public(&start, "campaign start");
    world
        .create(
            NORA,
            world.channel(),
            "Lucky",
            [5, 5, 5, 5, 5, 5, 10],
            [SNEAK, SURVIVAL, MEDICINE],
        )
        .await;
    world
        .create(
            NICK,
            world.channel(),
            "Nick",
            [6, 5, 6, 5, 6, 6, 6],
            [SPEECH, SCIENCE, REPAIR],
        )
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_evening_in_one_channel_plays_out_through_discord() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;

    // An assisted check: Nora leads, Nick helps.
    let check = world
        .cmd(NORA, ch, "check", &sneak("Nora, Nick", "AGI", 2))
        .await;
    assert_public(&check, "check");
    let t = text(&check);
    assert!(t.contains("check") && t.contains("Nora"), "{t}");
    assert!(t.contains("Participants") && t.contains("Nick"), "{t}");
    assert!(t.contains("difficulty 2"), "{t}");

    // The encounter budget: no enemy before two safe turns.
    let early = world
        .cmd(
            GM,
            ch,
            "enemy add",
            &[("template", Opt::S("Radroach")), ("name", Opt::S("Roach"))],
        )
        .await;
    assert_refused(&early, "an enemy before the safe turns");
    for _ in 0..2 {
        let turn = world.cmd(GM, ch, "campaign turn", &[]).await;
        assert!(!turn.is_ephemeral(), "turn: {}", text(&turn));
    }
    let added = world
        .cmd(
            GM,
            ch,
            "enemy add",
            &[("template", Opt::S("Radroach")), ("name", Opt::S("Roach"))],
        )
        .await;
    assert_public(&added, "enemy add");
    let t = text(&added);
    assert!(t.contains("Enemy appears") && t.contains("Roach"), "{t}");
    assert!(t.contains("10/10"), "a Radroach has 10 HP: {t}");
    // Chapter day 1 allows one living enemy.
    let second = world
        .cmd(GM, ch, "enemy add", &[("template", Opt::S("Bloatfly"))])
        .await;
    assert_refused(&second, "a second enemy on chapter day 1");
    assert!(text(&second).contains("chapter day 1"), "{}", text(&second));

    // The roach bites Nora for 13 (the GM applies it), then dies.
    let hurt = world
        .cmd(
            GM,
            ch,
            "hurt",
            &[("character", Opt::S("Nora")), ("amount", Opt::I(13))],
        )
        .await;
    assert_public(&hurt, "hurt");
    assert!(text(&hurt).contains("57/70"), "{}", text(&hurt));
    let wound = world
        .cmd(
            GM,
            ch,
            "enemy hurt",
            &[("enemy", Opt::S("Roach")), ("amount", Opt::I(4))],
        )
        .await;
    assert_public(&wound, "enemy hurt");
    assert!(text(&wound).contains("6/10"), "{}", text(&wound));
    let kill = world
        .cmd(
            GM,
            ch,
            "enemy hurt",
            &[("enemy", Opt::S("Roach")), ("amount", Opt::I(6))],
        )
        .await;
    assert_public(&kill, "the last blow");
    let t = text(&kill);
    assert!(t.contains("Roach is dead"), "{t}");
    assert!(t.contains("Dropped:"), "a Radroach drops junk: {t}");

    // The status follows from the state: Nora 70 - 13, Nick untouched.
    let status = world.cmd(NICK, ch, "campaign status", &[]).await;
    assert_public(&status, "status");
    let t = text(&status);
    assert!(t.contains("Campaign status"), "{t}");
    assert!(t.contains("Nora") && t.contains("57/70"), "{t}");
    assert!(t.contains("Nick") && t.contains("60/60"), "{t}");

    // A night's rest heals.
    let rest = world.cmd(GM, ch, "campaign rest", &[]).await;
    assert_public(&rest, "rest");
    let t = text(&rest);
    assert!(t.contains("rests for 8 hours"), "{t}");
    let status = world.cmd(GM, ch, "campaign status", &[]).await;
    assert!(
        !text(&status).contains("57/70"),
        "resting healed Nora: {}",
        text(&status)
    );
    assert!(
        world.fake.unknown_requests().is_empty(),
        "{:?}",
        world.fake.unknown_requests()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_luck_re_roll_button_works_once_and_only_for_the_leaders_player() {
    let world = World::start().await;
    lucky_campaign(&world, "en-US").await;
    let offer = check_until_luck(&world, NORA, "en-US", "Lucky").await;
    assert!(text(&offer).contains("Luck"), "{}", text(&offer));
    let message = offer.original_message_id().expect("the check's message");
    let reroll = button_ids(offer.components())
        .into_iter()
        .find(|id| id.ends_with(":reroll"))
        .expect("a re-roll button");

    // Another (non-GM) player may not decide it.
    let id = world
        .fake
        .button_click(&reroll)
        .message(message)
        .user(NICK.0, NICK.1)
        .send();
    let refused = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_refused(&refused, "Nick's click");
    assert!(!text(&refused).contains("already"), "{}", text(&refused));

    // The leader's player re-rolls: the message is updated and loses its buttons.
    let id = world
        .fake
        .button_click(&reroll)
        .message(message)
        .user(NORA.0, NORA.1)
        .send();
    let rerolled = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(
        rerolled.kind(),
        CallbackKind::from_code(7),
        "{}",
        rerolled.callback
    );
    assert!(rerolled.components().is_empty(), "{}", rerolled.callback);
    assert!(
        text(&rerolled).contains("Luck re-roll"),
        "{}",
        text(&rerolled)
    );
    let stored = world.fake.message(message).expect("the message");
    assert!(button_ids(stored["components"].as_array().map_or(&[], Vec::as_slice)).is_empty());

    // Clicking again: already decided.
    let id = world
        .fake
        .button_click(&reroll)
        .message(message)
        .user(NORA.0, NORA.1)
        .send();
    let again = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_refused(&again, "a second click");
    assert!(
        text(&again).contains("already been decided"),
        "{}",
        text(&again)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chinese_campaign_answers_in_chinese() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd_locale(
            GM,
            ch,
            "campaign start",
            &[("language", Opt::I(ZH_CN))],
            "zh-CN",
        )
        .await;
    assert_public(&start, "campaign start");
    world
        .create(
            NORA,
            ch,
            "Nora",
            [5, 6, 7, 4, 6, 5, 7],
            [SMALL_GUNS, SNEAK, LOCKPICK],
        )
        .await;
    // The campaign's language wins over an English user's locale.
    let check = world
        .cmd(NORA, ch, "check", &sneak("Nora", "敏捷", 1))
        .await;
    assert_public(&check, "check");
    assert!(text(&check).contains("检定"), "{}", text(&check));
    let status = world.cmd(NORA, ch, "character sheet", &[]).await;
    assert_public(&status, "sheet");
    assert!(text(&status).contains("血量"), "{}", text(&status));
    assert!(text(&status).contains("70/70"), "{}", text(&status));
    // The fight, in Chinese.
    for _ in 0..2 {
        let turn = world.cmd(GM, ch, "campaign turn", &[]).await;
        assert!(!turn.is_ephemeral(), "turn: {}", text(&turn));
    }
    let added = world
        .cmd(
            GM,
            ch,
            "enemy add",
            &[("template", Opt::S("Radroach")), ("name", Opt::S("蟑螂"))],
        )
        .await;
    assert_public(&added, "enemy add");
    assert!(text(&added).contains("敌人出现：蟑螂"), "{}", text(&added));
    let kill = world
        .cmd(
            GM,
            ch,
            "enemy hurt",
            &[("enemy", Opt::S("蟑螂")), ("amount", Opt::I(10))],
        )
        .await;
    assert_public(&kill, "enemy hurt");
    let t = text(&kill);
    assert!(t.contains("蟑螂 死了") && t.contains("掉落"), "{t}");
    let status = world.cmd(GM, ch, "campaign status", &[]).await;
    assert!(text(&status).contains("战役状态"), "{}", text(&status));
    let rest = world.cmd(GM, ch, "campaign rest", &[]).await;
    assert!(text(&rest).contains("队伍休息了 8 小时"), "{}", text(&rest));
    let refused = world.cmd(NORA, ch, "campaign turn", &[]).await;
    assert_refused(&refused, "turn by a player");
    assert!(text(&refused).contains("只有 GM"), "{}", text(&refused));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gm_only_commands_are_refused_to_a_player() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let cases: [(&str, Vec<(&str, Opt)>); 3] = [
        ("enemy add", vec![("template", Opt::S("Radroach"))]),
        ("campaign turn", vec![]),
        (
            "hurt",
            vec![("character", Opt::S("Nick")), ("amount", Opt::I(5))],
        ),
    ];
    for (command, options) in &cases {
        let reply = world.cmd(NORA, ch, command, options).await;
        assert_refused(&reply, command);
        assert_eq!(reply.data()["flags"].as_u64().unwrap_or(0) & 64, 64);
        assert!(text(&reply).contains("Only the GM"), "{}", text(&reply));
    }
    // Nothing changed: Nick still has all his HP, and no turn passed.
    let status = world.cmd(NORA, ch, "campaign status", &[]).await;
    assert!(text(&status).contains("60/60"), "{}", text(&status));
    // A member with Manage Server counts as a GM.
    let id = world
        .fake
        .slash_command("campaign turn")
        .user(NICK.0, NICK.1)
        .permissions(DEFAULT_MEMBER_PERMISSIONS | ADMINISTRATOR | (1 << 5))
        .send();
    let admin = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert!(!admin.is_ephemeral(), "{}", text(&admin));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_channels_stay_independent() {
    let world = World::start().await;
    let a = world.channel();
    world.campaign_with_two_players(a).await;
    let b_status = world.cmd(NORA, CHANNEL_B, "campaign status", &[]).await;
    assert_refused(&b_status, "status without a campaign");
    assert!(
        text(&b_status).contains("no campaign"),
        "{}",
        text(&b_status)
    );
    let b_check = world
        .cmd(NORA, CHANNEL_B, "check", &sneak("Nora", "AGI", 1))
        .await;
    assert_refused(&b_check, "a check without a campaign");
    // A campaign in B has its own characters.
    let start = world.cmd(NICK, CHANNEL_B, "campaign start", &[]).await;
    assert_public(&start, "campaign start in B");
    let b_status = world.cmd(NICK, CHANNEL_B, "campaign status", &[]).await;
    let t = text(&b_status);
    assert!(!t.contains("Nora") && !t.contains("70/70"), "{t}");
    let a_status = world.cmd(NORA, a, "campaign status", &[]).await;
    assert!(text(&a_status).contains("Nora"), "{}", text(&a_status));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_character_names_and_enemy_templates() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let id = world
        .fake
        .autocomplete("check")
        .user(NICK.0, NICK.1)
        .focused("characters", "No")
        .send();
    let reply = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(
        reply.kind(),
        CallbackKind::from_code(8),
        "{}",
        reply.callback
    );
    let names: Vec<String> = reply.choices().into_iter().map(|(n, _)| n).collect();
    assert!(names.iter().any(|n| n == "Nora"), "{names:?}");
    assert!(
        !names.iter().any(|n| n == "Nick"),
        "filtered by the prefix: {names:?}"
    );

    let id = world
        .fake
        .autocomplete("enemy add")
        .user(GM.0, GM.1)
        .focused("template", "Rad")
        .send();
    let reply = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(
        reply.kind(),
        CallbackKind::from_code(8),
        "{}",
        reply.callback
    );
    let choices = reply.choices();
    assert!(
        choices.iter().any(|(_, v)| v.as_str() == Some("Radroach")),
        "{choices:?}"
    );
    assert!(
        choices.len() <= 25,
        "Discord allows 25 choices: {choices:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_re_roll_click_still_works_after_the_bot_restarts() {
    let mut world = World::start().await;
    lucky_campaign(&world, "en-US").await;
    let offer = check_until_luck(&world, NORA, "en-US", "Lucky").await;
    let message = offer.original_message_id().expect("the check's message");
    let reroll = button_ids(offer.components())
        .into_iter()
        .find(|id| id.ends_with(":reroll"))
        .expect("a re-roll button");

    world.restart().await;
    // A new process: a fresh IDENTIFY, not a RESUME of the old session.
    let last = world.fake.handshakes().pop().expect("a handshake");
    assert_eq!(last.kind, HandshakeKind::Identify);

    let id = world
        .fake
        .button_click(&reroll)
        .message(message)
        .user(NORA.0, NORA.1)
        .send();
    let rerolled = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_eq!(
        rerolled.kind(),
        CallbackKind::from_code(7),
        "{}",
        rerolled.callback
    );
    assert!(rerolled.components().is_empty(), "{}", rerolled.callback);
    assert!(
        text(&rerolled).contains("Luck re-roll"),
        "{}",
        text(&rerolled)
    );
    // And the campaign is still there.
    let status = world.cmd(GM, world.channel(), "campaign status", &[]).await;
    assert!(text(&status).contains("Lucky"), "{}", text(&status));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_carries_on_after_the_gateway_drops_the_connection() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let handshakes = world.fake.handshakes().len();
    assert!(world.fake.drop_gateway_connection());
    // Injected while the bot is away: delivered when it resumes.
    let during = world
        .fake
        .slash_command("campaign turn")
        .user(GM.0, GM.1)
        .channel(ch)
        .send();
    let resumed = world
        .fake
        .wait_for_handshake(handshakes + 1, WAIT)
        .await
        .expect("the bot reconnects");
    assert_eq!(
        resumed.kind,
        HandshakeKind::Resume,
        "serenity resumes the session"
    );
    let missed = world.fake.wait_for_response(during, WAIT).await.unwrap();
    assert!(!missed.is_ephemeral(), "{}", text(&missed));
    let status = world.cmd(NORA, ch, "campaign status", &[]).await;
    assert_public(&status, "status after the reconnect");
    assert!(text(&status).contains("Nora"), "{}", text(&status));
    let turn = world.cmd(GM, ch, "campaign turn", &[]).await;
    assert!(!turn.is_ephemeral(), "{}", text(&turn));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_luck_click_names_the_leader() {
    let world = World::start().await;
    lucky_campaign(&world, "en-US").await;
    let offer = check_until_luck(&world, NORA, "en-US", "Lucky").await;
    let reroll = button_ids(offer.components())
        .into_iter()
        .find(|id| id.ends_with(":reroll"))
        .expect("a re-roll button");
    let id = world.fake.button_click(&reroll).user(NICK.0, NICK.1).send();
    let refused = world.fake.wait_for_response(id, WAIT).await.unwrap();
    assert_refused(&refused, "Nick's click");
    let t = text(&refused);
    assert!(t.contains("Only the player of Lucky"), "{t}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_with_someone_elses_character_is_refused_by_name() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let reply = world.cmd(NORA, ch, "check", &sneak("Nick", "AGI", 1)).await;
    assert_refused(&reply, "a check with Nick by Nora's player");
    let t = text(&reply);
    assert!(t.contains("Nick is not your character"), "{t}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn campaign_recover_asks_to_confirm_undoing_the_last_command() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let reply = world.cmd(GM, ch, "campaign recover", &[]).await;
    let t = text(&reply);
    assert!(t.contains("Undo the last command"), "{t}");
    let ids = button_ids(reply.components());
    assert!(
        ids.iter().any(|id| id.starts_with("confirm:v1:recover:")),
        "{ids:?}"
    );
}

/// Clicks the button whose custom id starts with `prefix` on the message of `reply`.
async fn click(
    world: &World,
    reply: &InteractionResponse,
    prefix: &str,
    user: (u64, &str),
) -> InteractionResponse {
    let message = reply.original_message_id().expect("the reply's message");
    let custom_id = button_ids(reply.components())
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {}", reply.callback));
    let id = world
        .fake
        .button_click(&custom_id)
        .message(message)
        .user(user.0, user.1)
        .send();
    world.fake.wait_for_response(id, WAIT).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undoing_a_lucky_check_declines_its_re_roll() {
    let world = World::start().await;
    lucky_campaign(&world, "en-US").await;
    let offer = check_until_luck(&world, NORA, "en-US", "Lucky").await;
    let ask = world
        .cmd(GM, world.channel(), "campaign recover", &[])
        .await;
    assert!(
        text(&ask).contains("Undo the last command"),
        "{}",
        text(&ask)
    );
    let undone = click(&world, &ask, "confirm:v1:recover:", GM).await;
    assert_eq!(
        undone.kind(),
        CallbackKind::from_code(7),
        "{}",
        undone.callback
    );
    assert!(text(&undone).contains("Undid"), "{}", text(&undone));
    assert!(undone.components().is_empty(), "{}", undone.callback);
    let late = click(&world, &offer, "luck:v1:", NORA).await;
    assert_refused(&late, "a re-roll of an undone check");
    let t = text(&late);
    assert!(
        t.contains("already been decided") || t.contains("no longer exists"),
        "{t}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ending_a_campaign_needs_the_askers_confirmation() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let ask = world.cmd(GM, ch, "campaign end", &[]).await;
    assert!(!button_ids(ask.components()).is_empty(), "{}", ask.callback);
    // Someone else cannot press it.
    let other = click(&world, &ask, "confirm:v1:end:", NORA).await;
    assert_refused(&other, "another user's confirmation");
    assert!(
        text(&other).contains("Only the member who asked"),
        "{}",
        text(&other)
    );
    // Cancel changes nothing.
    let cancel = click(&world, &ask, "confirm:v1:cancel:", GM).await;
    assert_eq!(
        cancel.kind(),
        CallbackKind::from_code(7),
        "{}",
        cancel.callback
    );
    let status = world.cmd(NORA, ch, "campaign status", &[]).await;
    assert_public(&status, "status after cancelling");
    // Confirmed, the campaign is gone.
    let ask = world.cmd(GM, ch, "campaign end", &[]).await;
    let ended = click(&world, &ask, "confirm:v1:end:", GM).await;
    assert_eq!(
        ended.kind(),
        CallbackKind::from_code(7),
        "{}",
        ended.callback
    );
    assert!(
        text(&ended).contains("The campaign has ended"),
        "{}",
        text(&ended)
    );
    let status = world.cmd(NORA, ch, "campaign status", &[]).await;
    assert_refused(&status, "status after the end");
    assert!(text(&status).contains("no campaign"), "{}", text(&status));
}

// ---------------------------------------------------------------------------------------------
// Deferred replies

/// Options that defer every reply waiting for the session at once.
const DEFER_AT_ONCE: BotOptions = BotOptions {
    defer_after: Duration::ZERO,
    dice: None,
    tracker_poll: overseer::config::DEFAULT_TRACKER_POLL,
    admission_slots: overseer::config::DEFAULT_ADMISSION_SLOTS,
};

/// Waits for a deferred answer: a public "thinking" callback (type 5), then one follow-up that
/// fills the placeholder in. Returns the callback and the message as it now stands.
async fn deferred(world: &World, interaction: u64) -> (InteractionResponse, Value) {
    let callback = world
        .fake
        .wait_for_response(interaction, WAIT)
        .await
        .unwrap();
    assert_eq!(
        callback.kind(),
        CallbackKind::from_code(5),
        "{}",
        callback.callback
    );
    assert!(!callback.is_ephemeral(), "{}", callback.callback);
    let placeholder = callback.original_message_id().expect("a placeholder");
    let followup = world
        .fake
        .wait_for_followup(&callback.token, WAIT)
        .await
        .unwrap();
    assert_eq!(followup.method, "POST");
    assert_eq!(followup.target, WebhookTarget::NewFollowup);
    assert_eq!(followup.status, 200, "{:?}", followup.body);
    assert_eq!(
        followup.message_id,
        Some(placeholder),
        "the follow-up replaces the placeholder"
    );
    let message = world.fake.message(placeholder).expect("the reply");
    // No longer "thinking" (flag 128), and public (no flag 64).
    assert_eq!(message["flags"].as_u64().unwrap_or(0) & (64 | 128), 0);
    (callback, message)
}

/// The names of an embed's fields, in order.
fn field_names(embed: &Value) -> Vec<&str> {
    embed["fields"]
        .as_array()
        .map(|fields| fields.iter().filter_map(|f| f["name"].as_str()).collect())
        .unwrap_or_default()
}

/// The value of the embed's field called `name`.
fn field<'a>(embed: &'a Value, name: &str) -> &'a str {
    embed["fields"]
        .as_array()
        .and_then(|fields| fields.iter().find(|f| f["name"] == name))
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field {name:?} in {embed}"))
}

/// Checks the embed of Nora's (AGI 5, Sneak tagged at 2) solo AGI + Sneak check at difficulty 1:
/// everything but the faces, AP gained and the Luck roll follows from the rules.
fn assert_noras_check(embed: &Value) {
    assert_eq!(embed["title"], "AGI + Sneak check: Nora", "{embed}");
    let names = field_names(embed);
    let expected: &[&str] = if names.contains(&"Complications") {
        &[
            "Participants",
            "Dice",
            "AP",
            "Complications",
            "Odds",
            "Luck",
        ]
    } else {
        &["Participants", "Dice", "AP", "Odds", "Luck"]
    };
    assert_eq!(names, expected, "{embed}");
    assert_eq!(field(embed, "Participants"), "Nora: TN 7, tag ≤ 2");
    // 2d20 against TN 7 need one success: 1 - (13/20)^2.
    assert_eq!(field(embed, "Odds"), "57.75%");
    let dice: Vec<&str> = field(embed, "Dice").lines().collect();
    assert_eq!(dice.len(), 2, "{embed}");
    assert!(dice.iter().all(|d| d.starts_with("🎲 ")), "{embed}");
    assert!(
        field(embed, "AP").starts_with("0 → "),
        "Nora starts with no AP: {embed}"
    );
    assert!(
        field(embed, "Luck").contains("LCK 7"),
        "Nora's LCK is 7: {embed}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_check_is_deferred_and_its_follow_up_carries_the_check_embed() {
    let world = World::start_with(DEFER_AT_ONCE).await;
    let ch = world.channel();

    let id = world.send(GM, ch, "campaign start", &[], "en-US");
    let (_, started) = deferred(&world, id).await;
    assert_eq!(started["embeds"][0]["title"], "A new campaign begins");

    let mut options: Vec<(&str, Opt)> = vec![
        ("name", Opt::S("Nora")),
        ("background", Opt::S("Vault Dweller")),
    ];
    let special = [5, 6, 7, 4, 6, 5, 7];
    let names = [
        "strength",
        "perception",
        "endurance",
        "charisma",
        "intelligence",
        "agility",
        "luck",
    ];
    for (n, v) in names.iter().zip(special) {
        options.push((n, Opt::I(v)));
    }
    for (tag, skill) in [("tag1", SMALL_GUNS), ("tag2", SNEAK), ("tag3", LOCKPICK)] {
        options.push((tag, Opt::I(skill)));
    }
    let id = world.send(NORA, ch, "character create", &options, "en-US");
    let (_, created) = deferred(&world, id).await;
    assert!(message_text(&created).contains("70/70"), "{created}");

    let id = world.send(NORA, ch, "check", &sneak("Nora", "AGI", 1), "en-US");
    let (callback, message) = deferred(&world, id).await;
    assert_eq!(
        callback.data()["embeds"],
        Value::Null,
        "nothing but thinking"
    );
    let embeds = message["embeds"].as_array().expect("embeds");
    assert!(!embeds.is_empty(), "{message}");
    assert_noras_check(&embeds[0]);
    // Exactly one follow-up: the check.
    let answer = world.fake.response(id).expect("answered");
    assert_eq!(answer.webhook_calls.len(), 1, "{:?}", answer.webhook_calls);
    assert!(answer.rejected_callbacks.is_empty());

    // A refusal decided before any write is still answered at once, privately.
    let refused = world.cmd(NORA, ch, "check", &sneak("Nora", "WIS", 1)).await;
    assert_eq!(refused.kind(), CallbackKind::from_code(4));
    assert_refused(&refused, "an unknown attribute");
    assert!(
        world.fake.unknown_requests().is_empty(),
        "{:?}",
        world.fake.unknown_requests()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn checks_on_time_are_answered_directly_with_the_same_embed() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let check = world.cmd(NORA, ch, "check", &sneak("Nora", "AGI", 1)).await;
    assert_public(&check, "check");
    assert_noras_check(&check.embeds()[0]);
    assert!(check.webhook_calls.is_empty(), "{:?}", check.webhook_calls);
}

/// The id of a stored message.
fn id_of(message: &Value) -> u64 {
    message["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .unwrap_or_else(|| panic!("no message id: {message}"))
}

/// Presses the button whose custom id starts with `prefix` on `message`; returns the
/// interaction's id.
fn press(world: &World, message: &Value, prefix: &str, user: (u64, &str)) -> u64 {
    let id = id_of(message);
    let components = message["components"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    let custom_id = button_ids(components)
        .into_iter()
        .find(|c| c.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {message}"));
    world
        .fake
        .button_click(&custom_id)
        .message(id)
        .user(user.0, user.1)
        .send()
}

/// Waits for a press to be acknowledged without a visible change (type 6) and for its one
/// webhook call.
async fn acknowledged(world: &World, interaction: u64) -> support::fake_discord::WebhookCall {
    let ack = world
        .fake
        .wait_for_response(interaction, WAIT)
        .await
        .unwrap();
    assert_eq!(ack.kind(), CallbackKind::from_code(6), "{}", ack.callback);
    let calls = world
        .fake
        .wait_for_webhook_calls(interaction, 1, WAIT)
        .await
        .unwrap();
    assert_eq!(calls.len(), 1, "{calls:?}");
    let call = calls.into_iter().next().expect("one call");
    assert_eq!(call.status, 200, "{:?}", call.body);
    call
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn late_confirmation_presses_are_acknowledged_then_answered() {
    let mut world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    world.options = DEFER_AT_ONCE;
    world.restart().await;

    // Asking reads only: answered at once, with the buttons.
    let ask = world.cmd(GM, ch, "campaign end", &[]).await;
    assert_eq!(ask.kind(), CallbackKind::from_code(4), "{}", ask.callback);
    let asked = world
        .fake
        .message(ask.original_message_id().expect("the question"))
        .expect("stored");

    // Someone else's press: acknowledged, then a private follow-up; the question stays.
    let id = press(&world, &asked, "confirm:v1:end:", NORA);
    let call = acknowledged(&world, id).await;
    assert_eq!(call.method, "POST");
    assert_eq!(call.target, WebhookTarget::NewFollowup);
    let body = call.body.as_ref().expect("a body");
    assert_eq!(body["flags"].as_u64().unwrap_or(0) & 64, 64, "{body}");
    assert_eq!(
        call.content(),
        Some("Only the member who asked can answer this.")
    );
    let still = world.fake.message(id_of(&asked)).expect("stored");
    assert_eq!(button_ids(still["components"].as_array().unwrap()).len(), 2);

    // The asker's press: acknowledged, then the question is edited and loses its buttons.
    let id = press(&world, &asked, "confirm:v1:end:", GM);
    let call = acknowledged(&world, id).await;
    assert_eq!(call.method, "PATCH");
    assert_eq!(call.target, WebhookTarget::Original);
    assert_eq!(call.message_id, Some(id_of(&asked)));
    let edited = world.fake.message(id_of(&asked)).expect("stored");
    assert_eq!(
        edited["content"],
        "The campaign has ended. Thanks for playing!"
    );
    assert_eq!(edited["components"], Value::Array(Vec::new()));

    let status = world.cmd(NORA, ch, "campaign status", &[]).await;
    assert_refused(&status, "status after the end");
    assert!(text(&status).contains("no campaign"), "{}", text(&status));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_luck_re_roll_edits_the_deferred_check() {
    let mut world = World::start().await;
    lucky_campaign(&world, "en-US").await;
    world.options = DEFER_AT_ONCE;
    world.restart().await;

    let mut offer = None;
    for _ in 0..400 {
        let id = world.send(
            NORA,
            world.channel(),
            "check",
            &sneak("Lucky", "AGI", 1),
            "en-US",
        );
        let (_, message) = deferred(&world, id).await;
        assert_eq!(message["embeds"][0]["title"], "AGI + Sneak check: Lucky");
        let components = message["components"]
            .as_array()
            .map_or(&[][..], Vec::as_slice);
        if !button_ids(components).is_empty() {
            offer = Some(message);
            break;
        }
    }
    let offer = offer.expect("400 checks with LCK 10 never offered a Luck re-roll");
    assert_eq!(
        button_ids(offer["components"].as_array().unwrap())
            .iter()
            .map(|id| id.rsplit(':').next().unwrap_or_default())
            .collect::<Vec<_>>(),
        ["reroll", "keep"]
    );

    let id = press(&world, &offer, "luck:v1:", NORA);
    let call = acknowledged(&world, id).await;
    assert_eq!(call.method, "PATCH");
    assert_eq!(call.target, WebhookTarget::Original);
    let edited = world.fake.message(id_of(&offer)).expect("stored");
    assert_eq!(
        edited["embeds"][0]["title"],
        "Luck re-roll: AGI + Sneak check: Lucky"
    );
    assert_eq!(edited["components"], Value::Array(Vec::new()));
}

// ---------------------------------------------------------------------------------------------
// Stopping

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_bot_returns_promptly_and_a_new_one_finds_its_campaign() {
    let mut world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let stopped = world.restart().await;
    let took = stopped.took.expect("stopped by its shutdown future");
    assert!(took < Duration::from_secs(2), "serve_until took {took:?}");
    let last = world.fake.handshakes().pop().expect("a handshake");
    assert_eq!(last.kind, HandshakeKind::Identify, "a new session");
    let status = world.cmd(NICK, ch, "campaign status", &[]).await;
    assert_public(&status, "status from the second bot");
    let t = text(&status);
    assert!(t.contains("Nora") && t.contains("70/70"), "{t}");
    assert!(t.contains("Nick") && t.contains("60/60"), "{t}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_told_to_stop_before_it_connects_still_returns() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let config = Config {
        database_url: format!("sqlite://{}/db.sqlite", dir.path().display()),
        default_locale: Lang::EnUs,
    };
    let bot_config = BotConfig {
        token: BOT_TOKEN.to_owned(),
        dev_guild_id: Some(fake.default_guild_id()),
        api_base: Some(fake.api_base()),
        shards: None,
    };
    let mut bot = Bot::start(config, bot_config, BotOptions::default());
    let stopped = bot.stop().expect("a running bot");
    stopped.result.expect("a clean stop");
    let took = stopped.took.expect("stopped by its shutdown future");
    assert!(took < WAIT, "serve_until took {took:?}");
}

// ---------------------------------------------------------------------------------------------
// Tracing

/// A channel only the tracing test uses, so that its records are told apart from those of the
/// tests running beside it in this process.
const TRACED_CHANNEL: u64 = 2_000_000_000_000_000_777;

/// What the tracing test's layer saw.
#[derive(Default)]
struct Seen {
    /// Every `interaction` span: its fields when created.
    spans: Vec<BTreeMap<String, String>>,
    /// Every event inside an `interaction` span.
    events: Vec<Logged>,
    /// Every text recorded at INFO or above, anywhere.
    texts: Vec<String>,
}

/// Locks what the recorder saw, also after a panic elsewhere.
fn lock(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    seen.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// An event logged inside an `interaction` span.
struct Logged {
    message: String,
    /// The other fields.
    fields: BTreeMap<String, String>,
    /// The fields of the span.
    span: BTreeMap<String, String>,
}

/// Records `interaction` spans and what is logged inside them; bumps `changed` on each record.
struct Recorder {
    seen: Arc<Mutex<Seen>>,
    changed: tokio::sync::watch::Sender<u64>,
}

/// Field values as text.
#[derive(Default)]
struct Fields(BTreeMap<String, String>);

impl tracing::field::Visit for Fields {
    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        self.0.insert(field.name().to_owned(), format!("{value:?}"));
    }

    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        self.0.insert(field.name().to_owned(), value.to_owned());
    }
}

impl<S> tracing_subscriber::Layer<S> for Recorder
where
    S: tracing::Subscriber + for<'a> tracing_subscriber::registry::LookupSpan<'a>,
{
    fn on_new_span(
        &self,
        attrs: &tracing::span::Attributes<'_>,
        id: &tracing::span::Id,
        ctx: tracing_subscriber::layer::Context<'_, S>,
    ) {
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        let mut seen = lock(&self.seen);
        if *attrs.metadata().level() <= tracing::Level::INFO {
            seen.texts.extend(fields.0.values().cloned());
        }
        if attrs.metadata().name() == "interaction" {
            seen.spans.push(fields.0.clone());
            if let Some(span) = ctx.span(id) {
                span.extensions_mut().insert(fields);
            }
        }
        drop(seen);
        self.changed.send_modify(|n| *n += 1);
    }

    fn on_event(&self, event: &tracing::Event<'_>, ctx: tracing_subscriber::layer::Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let mut seen = lock(&self.seen);
        if *event.metadata().level() <= tracing::Level::INFO {
            seen.texts.extend(fields.0.values().cloned());
        }
        let span = ctx.event_scope(event).and_then(|scope| {
            scope
                .into_iter()
                .find(|s| s.name() == "interaction")
                .and_then(|s| s.extensions().get::<Fields>().map(|f| f.0.clone()))
        });
        if let Some(span) = span {
            let message = fields.0.remove("message").unwrap_or_default();
            seen.events.push(Logged {
                message,
                fields: fields.0,
                span,
            });
        }
        drop(seen);
        self.changed.send_modify(|n| *n += 1);
    }
}

impl Recorder {
    /// Installs the recorder as this test process's subscriber (once).
    fn install() -> (Arc<Mutex<Seen>>, tokio::sync::watch::Receiver<u64>) {
        static INSTALLED: OnceLock<(Arc<Mutex<Seen>>, tokio::sync::watch::Sender<u64>)> =
            OnceLock::new();
        let (seen, changed) = INSTALLED.get_or_init(|| {
            use tracing_subscriber::layer::SubscriberExt as _;
            let seen = Arc::new(Mutex::new(Seen::default()));
            let (changed, _) = tokio::sync::watch::channel(0);
            let recorder = Recorder {
                seen: Arc::clone(&seen),
                changed: changed.clone(),
            };
            tracing::subscriber::set_global_default(tracing_subscriber::registry().with(recorder))
                .expect("no other subscriber in this process");
            (seen, changed)
        });
        (Arc::clone(seen), changed.subscribe())
    }
}

/// Waits until `found` finds something in what the recorder saw.
async fn wait_seen<T>(
    seen: &Mutex<Seen>,
    changed: &mut tokio::sync::watch::Receiver<u64>,
    what: &str,
    found: impl Fn(&Seen) -> Option<T>,
) -> T {
    let wait = async {
        loop {
            if let Some(t) = found(&lock(seen)) {
                return t;
            }
            changed.changed().await.expect("the recorder lives on");
        }
    };
    tokio::time::timeout(WAIT, wait)
        .await
        .unwrap_or_else(|_| panic!("never logged: {what}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_interaction_runs_in_a_span_that_logs_its_latency() {
    let (seen, mut changed) = Recorder::install();
    let world = World::start().await;
    let guild = world.fake.default_guild_id().to_string();
    let channel = TRACED_CHANNEL.to_string();
    let start = world.cmd(GM, TRACED_CHANNEL, "campaign start", &[]).await;
    assert_public(&start, "campaign start");
    let roll = world
        .cmd(GM, TRACED_CHANNEL, "roll", &[("dice", Opt::S("2d20"))])
        .await;
    assert_public(&roll, "roll");
    let click = world
        .fake
        .button_click("luck:v1:999999999:reroll")
        .channel(TRACED_CHANNEL)
        .user(NORA.0, NORA.1)
        .send();
    let refused = world.fake.wait_for_response(click, WAIT).await.unwrap();
    assert_eq!(text(&refused), "That Luck roll no longer exists.\n");

    let expected = |kind: &str, name: (&str, &str), user: u64| -> BTreeMap<String, String> {
        [
            ("kind", kind.to_owned()),
            (name.0, name.1.to_owned()),
            ("guild", guild.clone()),
            ("channel", channel.clone()),
            ("user", user.to_string()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect()
    };
    for (span, what) in [
        (
            expected("command", ("command", "campaign start"), GM.0),
            "/campaign start",
        ),
        (expected("command", ("command", "roll"), GM.0), "/roll"),
        (
            expected(
                "component",
                ("custom_id", "luck:v1:999999999:reroll"),
                NORA.0,
            ),
            "the button press",
        ),
    ] {
        wait_seen(&seen, &mut changed, &format!("the span of {what}"), |s| {
            s.spans.iter().find(|f| **f == span).map(|_| ())
        })
        .await;
        let latency = wait_seen(
            &seen,
            &mut changed,
            &format!("the latency of {what}"),
            |s| {
                s.events
                    .iter()
                    .find(|e| e.message == "interaction done" && e.span == span)
                    .map(|e| e.fields.clone())
            },
        )
        .await;
        assert_eq!(
            latency.keys().collect::<Vec<_>>(),
            ["latency_ms"],
            "{what}: {latency:?}"
        );
        let ms: u64 = latency["latency_ms"].parse().expect("a number of ms");
        assert!(ms < WAIT.as_millis() as u64, "{what}: {ms} ms");
    }
    // The token never reaches the logs.
    let leaks: Vec<String> = lock(&seen)
        .texts
        .iter()
        .filter(|t| t.contains(BOT_TOKEN))
        .cloned()
        .collect();
    assert!(leaks.is_empty(), "the token was logged: {leaks:?}");
}

/// A third channel of the guild, for imports.
const CHANNEL_C: u64 = 2_000_000_000_000_000_901;

impl World {
    /// `/campaign import` with `bytes` as the attached file.
    async fn import(&self, user: (u64, &str), channel: u64, bytes: Vec<u8>) -> InteractionResponse {
        let id = self
            .fake
            .slash_command("campaign import")
            .user(user.0, user.1)
            .channel(channel)
            .attachment_option("file", "campaign.json", bytes)
            .send();
        self.fake
            .wait_for_response(id, WAIT)
            .await
            .expect("an answer to the import")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_moves_to_another_channel_through_export_and_import() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    world
        .cmd(
            GM,
            ch,
            "caps",
            &[("character", Opt::S("Nora")), ("amount", Opt::I(25))],
        )
        .await;

    // The GM exports: a private reply carrying the JSON file.
    let export = world.cmd(GM, ch, "campaign export", &[]).await;
    assert!(
        export.is_ephemeral(),
        "the export is private: {}",
        text(&export)
    );
    let file = export
        .file(&format!("campaign-{ch}.json"))
        .expect("the export is attached");
    let json: Value = serde_json::from_slice(&file.data).expect("the export is JSON");
    assert_eq!(json["format"], 1);
    assert_eq!(
        json["settings"]["creator"],
        GM.0.to_string().parse::<i64>().unwrap()
    );
    let players: Vec<&str> = json["state"]["players"]
        .as_array()
        .expect("players")
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(players, ["Nora", "Nick"]);

    // A player may not import it; garbage is not an export; a channel with a
    // campaign takes no import. None of these creates anything.
    let refused = world.import(NORA, CHANNEL_C, file.data.clone()).await;
    assert_refused(&refused, "an import by a player");
    assert!(
        text(&refused).contains("Only a GM of the exported campaign"),
        "{}",
        text(&refused)
    );
    let garbage = world
        .import(GM, CHANNEL_C, b"{\"hello\": 1}".to_vec())
        .await;
    assert_refused(&garbage, "an import of a file that is not an export");
    assert!(
        text(&garbage).contains("not an Overseer campaign export"),
        "{}",
        text(&garbage)
    );
    let occupied = world.import(GM, ch, file.data.clone()).await;
    assert_refused(&occupied, "an import into a channel with a campaign");
    assert!(
        text(&occupied).contains("already has a campaign"),
        "{}",
        text(&occupied)
    );
    // Discord's CDN failing: the error page is not taken for the file.
    world.fake.override_route(
        "GET",
        "/attachments/",
        500,
        serde_json::json!({"message": "CDN unavailable", "code": 0}),
        Some(1),
    );
    let failed = world.import(GM, CHANNEL_C, file.data.clone()).await;
    assert_refused(&failed, "an import whose download failed");
    assert!(
        text(&failed).contains("could not be downloaded"),
        "{}",
        text(&failed)
    );
    let none = world.cmd(GM, CHANNEL_C, "campaign status", &[]).await;
    assert_refused(&none, "no campaign in C after the refusals");

    // The GM imports into C: the campaign, its characters and their caps arrive,
    // with the status board.
    let imported = world.import(GM, CHANNEL_C, file.data.clone()).await;
    assert_public(&imported, "the import");
    let t = text(&imported);
    assert!(t.contains("Campaign imported: 2 characters"), "{t}");
    assert!(
        t.contains("Nora") && t.contains("Nick"),
        "the board lists them: {t}"
    );
    let sheet = world.cmd(NORA, CHANNEL_C, "character sheet", &[]).await;
    assert_public(&sheet, "Nora's sheet in C");
    assert!(text(&sheet).contains("70/70"), "{}", text(&sheet));
    // The GM of the export is the GM in C: a GM-only command works for them.
    let turn = world.cmd(GM, CHANNEL_C, "campaign turn", &[]).await;
    assert_public(&turn, "a GM command in C");
    // The original campaign is untouched.
    let status = world.cmd(GM, ch, "campaign status", &[]).await;
    assert_public(&status, "the original stays");
    let downloads = world
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "GET" && r.path.starts_with("/attachments/"))
        .count();
    assert_eq!(
        downloads, 4,
        "downloaded for the player, the garbage, the failed and the real import only"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_export_too_large_for_the_upload_limit_is_sent_compact_or_refused() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let world = &world;
    let export = |limit: u64| {
        let id = world
            .fake
            .slash_command("campaign export")
            .user(GM.0, GM.1)
            .channel(ch)
            .attachment_size_limit(limit)
            .send();
        async move {
            world
                .fake
                .wait_for_response(id, WAIT)
                .await
                .expect("an answer")
        }
    };
    let name = format!("campaign-{ch}.json");
    let pretty = export(26_214_400).await.file(&name).expect("attached").data;
    let document: Value = serde_json::from_slice(&pretty).expect("JSON");
    let compact = serde_json::to_vec(&document).expect("compact");
    assert!(compact.len() < pretty.len());
    // A limit between the two sizes: the same document, compact.
    let limit = u64::try_from(compact.len() + 1).expect("fits");
    let reply = export(limit).await;
    let sent = reply.file(&name).expect("still attached").data;
    assert_eq!(sent, compact);
    // Below even the compact size: refused, with the size, and nothing attached.
    let refused = export(1024).await;
    assert_refused(&refused, "an export over the upload limit");
    assert!(refused.file(&name).is_none());
    assert!(
        text(&refused).contains("more than the 0.0 MiB this server can receive"),
        "{}",
        text(&refused)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_what_the_named_character_carries_and_suffers() {
    let world = World::start().await;
    let ch = world.channel();
    world.campaign_with_two_players(ch).await;
    let added = world
        .cmd(
            GM,
            ch,
            "inventory add",
            &[("character", Opt::S("Nora")), ("item", Opt::S("Jet"))],
        )
        .await;
    assert_public(&added, "inventory add");
    let aiming = world
        .cmd(
            GM,
            ch,
            "effect add",
            &[("character", Opt::S("Nora")), ("effect", Opt::S("Aiming"))],
        )
        .await;
    assert_public(&aiming, "effect add");
    let world = &world;
    let complete = |command: &'static str, focused: &'static str, partial: &'static str| {
        let id = world
            .fake
            .autocomplete(command)
            .user(GM.0, GM.1)
            .channel(ch)
            .option("character", "Nora")
            .focused(focused, partial)
            .send();
        async move {
            let reply = world.fake.wait_for_response(id, WAIT).await.unwrap();
            reply
                .choices()
                .into_iter()
                .filter_map(|(_, v)| v.as_str().map(str::to_owned))
                .collect::<Vec<String>>()
        }
    };
    // Her effects only.
    assert_eq!(complete("effect remove", "effect", "").await, ["Aiming"]);
    // What she carries comes first, then everything known.
    let any = complete("inventory add", "item", "").await;
    let carried = complete("inventory remove", "item", "").await;
    assert!(carried.contains(&"Jet".to_owned()), "{carried:?}");
    assert_eq!(any[..carried.len()], carried[..], "carried first: {any:?}");
    assert!(any.contains(&"Stimpak".to_owned()), "{any:?}");
    // Weapons: every weapon, filtered by what was typed.
    let pistols = complete("damage", "weapon", "pistol").await;
    assert!(pistols.contains(&"10mm Pistol".to_owned()), "{pistols:?}");
    assert!(!pistols.contains(&"Jet".to_owned()), "{pistols:?}");
}
