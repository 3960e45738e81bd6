//! Share links as a GM makes them: `/campaign share link` and `revoke`
//! through the real bot and the fake Discord (private answers, GM only,
//! hours bounded and localized), and the command line's `share`,
//! `share --hours N` and `share --revoke` through the built binary. Each
//! link is then opened (or refused) the way the web server opens it.

use crate::support;

use std::process::Command;

use overseer::session::{CampaignKey, Session};
use overseer::web::share;
use serde_json::Value;
use support::bot_world::{Opt, World};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");
const GM: (u64, &str) = (4_200, "gm");
const PLAYER: (u64, &str) = (4_300, "player");

/// The token of a share link (`.../s/TOKEN/`).
fn token(url: &str) -> &str {
    url.trim_end_matches('/')
        .rsplit('/')
        .next()
        .expect("a token")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_gets_a_private_link_that_opens_until_it_is_revoked() {
    let world = World::start().await;
    let ch = world.channel();
    let started = world.cmd(GM, ch, "campaign start", &[]).await;
    assert!(!started.is_ephemeral());

    let refused = world.cmd(PLAYER, ch, "campaign share link", &[]).await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some(
            "Only the GM (the campaign's creator, co-GMs, or members with Manage Server) \
             can use /campaign share link."
        )
    );

    let before = overseer::store::now();
    let reply = world
        .cmd(GM, ch, "campaign share link", &[("hours", Opt::I(2))])
        .await;
    assert!(reply.is_ephemeral());
    let content = reply.content().expect("text").to_owned();
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(lines.len(), 3, "{content}");
    assert!(
        lines[0].starts_with(
            "Read-only pages of this campaign (board, sheets, log, statistics), until <t:"
        ),
        "{content}"
    );
    let url = lines[1];
    assert!(url.starts_with("http://127.0.0.1:8080/s/"), "{content}");
    assert_eq!(
        lines[2],
        "Anyone with the link can read them. /campaign share revoke stops every link made so far."
    );
    let expires: i64 = token(url)
        .split('.')
        .nth(1)
        .expect("expiry")
        .parse()
        .expect("a number");
    assert!((before + 7_200..=overseer::store::now() + 7_200).contains(&expires));
    assert!(lines[0].contains(&format!("<t:{expires}:f>")), "{content}");

    let session = Session::open(&world.config.database_url)
        .await
        .expect("opens");
    let key = CampaignKey {
        guild_id: world.fake.default_guild_id() as i64,
        channel_id: ch as i64,
    };
    let opened = share::open(&session, token(url), overseer::store::now())
        .await
        .expect("reads");
    assert_eq!(opened.map(|o| o.key), Some(key));

    // Out of bounds: said, in the user's language, and no link.
    let bad = world
        .cmd(GM, ch, "campaign share link", &[("hours", Opt::I(0))])
        .await;
    assert!(bad.is_ephemeral());
    assert_eq!(bad.content(), Some("A link lasts from 1 to 2160 hours."));
    let bad = world
        .cmd_locale(
            GM,
            ch,
            "campaign share link",
            &[("hours", Opt::I(9_999))],
            "zh-CN",
        )
        .await;
    assert_eq!(bad.content(), Some("链接有效期须在 1 到 2160 小时之间。"));

    let revoked = world.cmd(GM, ch, "campaign share revoke", &[]).await;
    assert!(revoked.is_ephemeral());
    assert_eq!(
        revoked.content(),
        Some(
            "Every web link to this campaign made so far has stopped working. \
             /campaign share link makes a new one."
        )
    );
    let opened = share::open(&session, token(url), overseer::store::now())
        .await
        .expect("reads");
    assert_eq!(opened, None);

    // A new link works again; the default is 7 days.
    let again = world.cmd(GM, ch, "campaign share link", &[]).await;
    let content = again.content().expect("text");
    let url = content.lines().nth(1).expect("the link");
    let opened = share::open(&session, token(url), overseer::store::now())
        .await
        .expect("reads")
        .expect("opens");
    assert!(opened.expires >= before + 7 * 24 * 3_600);
}

/// Runs `overseer cli --db DB WORDS...` with PUBLIC_URL set: the JSON
/// answer and the exit code.
fn cli(db: &str, words: &[&str]) -> (Value, i32) {
    let out = Command::new(BIN)
        .arg("cli")
        .args(["--db", db])
        .args(words)
        .env("PUBLIC_URL", "https://overseer.example.org/table/")
        .env_remove("DATABASE_URL")
        .output()
        .expect("runs");
    let json = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{words:?}: {e}: {}", String::from_utf8_lossy(&out.stdout)));
    (json, out.status.code().expect("an exit code"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_line_prints_a_link_refuses_bad_hours_and_revokes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("cli.db").display().to_string();
    let (_, code) = cli(&db, &["init"]);
    assert_eq!(code, 0);

    let before = overseer::store::now();
    let (shared, code) = cli(&db, &["share", "--hours", "3"]);
    assert_eq!(code, 0, "{shared}");
    assert_eq!(shared["ok"], true);
    assert_eq!(shared["command"], "share");
    assert_eq!(shared["hours"], 3);
    let url = shared["url"].as_str().expect("a url");
    assert!(
        url.starts_with("https://overseer.example.org/table/s/"),
        "{url}"
    );
    let expires = shared["expires"].as_i64().expect("expires");
    assert!((before + 10_800..=overseer::store::now() + 10_800).contains(&expires));
    assert!(
        shared["message"].as_str().is_some_and(|m| m
            .starts_with("Read-only pages of this campaign until ")
            && m.ends_with(url)),
        "{shared}"
    );

    let (refused, code) = cli(&db, &["share", "--hours", "0"]);
    assert_eq!(code, 1);
    assert_eq!(refused["error"], "share_hours");
    assert_eq!(
        refused["message"],
        "A link lasts from 1 to 2160 hours, not 0."
    );
    let (refused, code) = cli(&db, &["share", "--hours", "many"]);
    assert_eq!((code, refused["error"].as_str()), (1, Some("share_hours")));
    let (refused, code) = cli(&db, &["share", "--forever"]);
    assert_eq!(
        (code, refused["error"].as_str()),
        (1, Some("unknown_option"))
    );
    assert_eq!(
        refused["hint"],
        "Usage: share [--hours N] [--name NAME] | share --revoke"
    );

    let session = Session::open(&format!("sqlite://{db}"))
        .await
        .expect("opens");
    let now = overseer::store::now();
    assert!(share::open(&session, token(url), now)
        .await
        .expect("reads")
        .is_some());
    let (revoked, code) = cli(&db, &["share", "--revoke"]);
    assert_eq!(code, 0, "{revoked}");
    assert_eq!(revoked["revoked"], true);
    assert_eq!(
        share::open(&session, token(url), now).await.expect("reads"),
        None
    );

    // A PUBLIC_URL `overseer web` refuses is refused here too, never
    // replaced by a made-up address.
    let out = Command::new(BIN)
        .arg("cli")
        .args(["--db", &db, "share"])
        .env("PUBLIC_URL", "overseer.example.org")
        .env_remove("DATABASE_URL")
        .output()
        .expect("runs");
    let refused: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(out.status.code(), Some(1), "{refused}");
    assert_eq!(refused["error"], "public_url");
    assert_eq!(
        refused["message"],
        "No link was made: PUBLIC_URL=\"overseer.example.org\" is not an address players \
         can open. Set PUBLIC_URL to one, such as https://overseer.example.org."
    );

    // No campaign: said the way the command line says it.
    let other = dir.path().join("none.db").display().to_string();
    let (missing, code) = cli(&other, &["share"]);
    assert_eq!(code, 1, "{missing}");
    assert_eq!(missing["error"], "no_campaign");
}

/// `/campaign mcp-token`: a GM's private token for the MCP server over HTTP,
/// which the server then grants as that GM in this campaign; a player is
/// refused; `revoke: true` ends it, in the reader's language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_gets_a_private_mcp_token_that_works_until_it_is_revoked() {
    let world = World::start().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;

    let refused = world.cmd(PLAYER, ch, "campaign mcp-token", &[]).await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some(
            "Only the GM (the campaign's creator, co-GMs, or members with Manage Server) \
             can use /campaign mcp-token."
        )
    );

    let made = world.cmd(GM, ch, "campaign mcp-token", &[]).await;
    assert!(made.is_ephemeral());
    let content = made.content().expect("text").to_owned();
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(lines.len(), 2, "{content}");
    let token = lines[0]
        .strip_prefix("MCP token for this campaign (shown once, keep it secret): `")
        .and_then(|rest| rest.strip_suffix('`'))
        .unwrap_or_else(|| panic!("{content}"));
    assert_eq!(
        lines[1],
        "Send it as `Authorization: Bearer <token>` to http://127.0.0.1:8080/mcp."
    );

    let session = Session::open(&world.config.database_url)
        .await
        .expect("opens");
    let key = CampaignKey {
        guild_id: world.fake.default_guild_id() as i64,
        channel_id: ch as i64,
    };
    let grant = overseer::mcp::http::grant(&session, token)
        .await
        .expect("reads")
        .expect("the token is granted");
    assert_eq!((grant.key, grant.actor), (key, GM.0 as i64));

    let revoked = world
        .cmd_locale(
            GM,
            ch,
            "campaign mcp-token",
            &[("revoke", Opt::B(true))],
            "zh-CN",
        )
        .await;
    assert!(revoked.is_ephemeral());
    assert_eq!(revoked.content(), Some("本战役的 1 个 MCP 令牌已失效。"));
    let gone = overseer::mcp::http::grant(&session, token)
        .await
        .expect("reads");
    assert!(gone.is_none());
}
