//! The real bot through the fake Discord: names resolve by one identity, so no
//! player acts on another's character through a case, accent or look-alike
//! spelling; and a reply that Discord refuses after a change was saved says
//! the change was saved.

use crate::support;

use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::InteractionResponse;

const GM: (u64, &str) = (3_000_000_000_000_000_001, "truth_gm");
const EVA: (u64, &str) = (3_000_000_000_000_000_002, "eva_player");
const NICK: (u64, &str) = (3_000_000_000_000_000_003, "nick_player");

fn text(reply: &InteractionResponse) -> String {
    let mut out = reply.content().unwrap_or_default().to_owned();
    for embed in reply.embeds() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                out.push('\n');
                out.push_str(s);
            }
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            out.push('\n');
            out.push_str(field["name"].as_str().unwrap_or_default());
            out.push('\n');
            out.push_str(field["value"].as_str().unwrap_or_default());
        }
    }
    out
}

async fn create(world: &World, user: (u64, &str), name: &'static str) {
    let ch = world.channel();
    let options = character_options(name, "Vault", [0, 5, 6]);
    let reply = world
        .cmd_values(user, ch, "character create", &options, "en-US")
        .await;
    assert!(!reply.is_ephemeral(), "create {name}: {}", text(&reply));
}

async fn table() -> World {
    let world = World::start().await;
    let start = world.cmd(GM, world.channel(), "campaign start", &[]).await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    create(&world, EVA, "Éva").await;
    create(&world, NICK, "Nick").await;
    world
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_cannot_act_on_anothers_character_through_a_folded_or_look_alike_name() {
    let world = table().await;
    let ch = world.channel();
    let refused = |reply: &InteractionResponse, owner: &str, what: &str| {
        assert!(reply.is_ephemeral(), "{what}: {}", text(reply));
        assert!(
            text(reply).contains(&format!("{owner} is not your character")),
            "{what}: {}",
            text(reply)
        );
    };
    let check = |names: &'static str| {
        [
            ("characters", Opt::S(names)),
            ("attribute", Opt::S("AGI")),
            ("skill", Opt::S("Sneak")),
            ("difficulty", Opt::I(1)),
        ]
    };
    // Nick tries Éva's character as "éva" and as "E" + combining accent + "VA".
    let r = world.cmd(NICK, ch, "check", &check("éva")).await;
    refused(&r, "Éva", "/check as éva");
    let r = world.cmd(NICK, ch, "check", &check("E\u{301}VA")).await;
    refused(&r, "Éva", "/check as a decomposed ÉVA");
    let r = world
        .cmd(
            NICK,
            ch,
            "damage",
            &[
                ("character", Opt::S("éva")),
                ("weapon", Opt::S("10mm Pistol")),
            ],
        )
        .await;
    refused(&r, "Éva", "/damage as éva");
    let r = world
        .cmd(
            NICK,
            ch,
            "use",
            &[("item", Opt::S("Stimpak")), ("character", Opt::S("ÉVA"))],
        )
        .await;
    refused(&r, "Éva", "/use as ÉVA");
    // Éva tries Nick's all-ASCII name with a Kelvin sign, and in fullwidth letters.
    let r = world
        .cmd(
            EVA,
            ch,
            "damage",
            &[
                ("character", Opt::S("Nic\u{212A}")),
                ("weapon", Opt::S("10mm Pistol")),
            ],
        )
        .await;
    refused(&r, "Nick", "/damage as Nic + Kelvin sign");
    let r = world.cmd(EVA, ch, "check", &check("Ｎｉｃｋ")).await;
    refused(&r, "Nick", "/check as fullwidth Nick");
    // A name that is nobody's is refused by name, not passed on.
    let r = world.cmd(EVA, ch, "check", &check("Éva, Nobody")).await;
    assert!(r.is_ephemeral(), "{}", text(&r));
    assert!(
        text(&r).contains("Unknown character \"Nobody\""),
        "{}",
        text(&r)
    );
    // Her own character, however she spells it, works.
    let r = world.cmd(EVA, ch, "check", &check("ÉVA")).await;
    assert!(!r.is_ephemeral(), "{}", text(&r));
    assert!(text(&r).contains("check: Éva"), "{}", text(&r));
    // Nothing above touched Éva's Stimpaks: she still has the starting two.
    let sheet = world
        .cmd(EVA, ch, "inventory show", &[("character", Opt::S("Éva"))])
        .await;
    assert!(text(&sheet).contains("Stimpak ×2"), "{}", text(&sheet));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_refused_after_the_change_was_saved_says_it_was_saved() {
    let world = table().await;
    let ch = world.channel();
    // Discord refuses the next interaction response once, as it does an invalid body.
    world.fake.override_route(
        "POST",
        "/interactions/",
        400,
        serde_json::json!({"code": 50035, "errors": {}, "message": "Invalid Form Body"}),
        Some(1),
    );
    let id = world.send(
        GM,
        ch,
        "caps",
        &[("character", Opt::S("Nick")), ("amount", Opt::I(25))],
        "en-US",
    );
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("an answer after the refusal");
    let said = text(&reply);
    assert!(
        said.contains("Your /caps went through and was saved"),
        "{said}"
    );
    assert!(!said.contains("Nothing was changed"), "{said}");
    // Saved exactly once: 100 starting caps + 25.
    let sheet = world
        .cmd(GM, ch, "character sheet", &[("character", Opt::S("Nick"))])
        .await;
    assert!(text(&sheet).contains("125"), "{}", text(&sheet));
    let log = world
        .cmd(GM, ch, "campaign log", &[("count", Opt::I(25))])
        .await;
    assert_eq!(text(&log).matches("caps").count(), 1, "{}", text(&log));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_sees_the_database_check_on_the_status_board_and_a_player_does_not() {
    let world = table().await;
    let ch = world.channel();
    let gm = world.cmd(GM, ch, "campaign status", &[]).await;
    assert!(!gm.is_ephemeral());
    assert!(text(&gm).contains("Database check: sound"), "{}", text(&gm));
    assert!(text(&gm).contains("Éva"), "{}", text(&gm));
    let player = world.cmd(EVA, ch, "campaign status", &[]).await;
    assert!(
        !text(&player).contains("Database check"),
        "{}",
        text(&player)
    );
    assert!(text(&player).contains("Éva"), "{}", text(&player));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d20_channel_refuses_the_wasteland_commands_by_name_and_changes_nothing() {
    use overseer::engine::rulesets::d20::D20;
    use overseer::session::Session;
    let world = World::start().await;
    let ch = world.channel();
    // The d20 campaign is started from the command line's side of the store.
    let side = Session::open(&world.config.database_url)
        .await
        .expect("the bot's database");
    let key = overseer::bot::campaign_key(
        Some(serenity::all::GuildId::new(world.fake.default_guild_id())),
        serenity::all::ChannelId::new(ch),
    );
    side.start_as::<D20>(key, GM.0 as i64, None)
        .await
        .expect("a d20 campaign");
    let before = side.export(key).await.expect("export")["state"].clone();
    // `/campaign status` belongs to every game (tests/bot/d20.rs plays it).
    for (command, options) in [
        ("campaign turn", vec![]),
        ("character sheet", vec![]),
        (
            "caps",
            vec![("character", Opt::S("Kira")), ("amount", Opt::I(5))],
        ),
    ] {
        let reply = world.cmd(GM, ch, command, &options).await;
        assert!(reply.is_ephemeral(), "/{command}: {}", text(&reply));
        assert!(
            text(&reply).contains(&format!(
                "/{command} is not part of this game: this channel plays d20. Nothing was changed."
            )),
            "/{command}: {}",
            text(&reply)
        );
    }
    assert_eq!(side.export(key).await.expect("export")["state"], before);
}
