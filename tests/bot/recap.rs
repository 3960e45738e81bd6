//! `/campaign recap` through the fake Discord: a wasteland campaign played
//! with scripted dice, its newest session posted in the channel as Markdown
//! (a player's without a link, a GM's with the recap page's link, which
//! also names the pages after the channel as Discord sent it), a session
//! past the log refused privately in both languages, and a recap past
//! Discord's 2,000 characters sent as a file under a short message.

use crate::support;

use support::bot_world::{character_options, Opt, World};
use support::fake_discord::{CallbackKind, InteractionResponse};
use support::secrecy::text;

/// The campaign's creator (its GM).
const GM: (u64, &str) = (7_000_000_000_000_000_301, "recap_gm");
/// A player with no character.
const PLAYER: (u64, &str) = (7_000_000_000_000_000_302, "recap_player");

/// The options of Runner's AGI + Sneak check at difficulty 1.
fn check() -> Vec<(&'static str, Opt)> {
    vec![
        ("characters", Opt::S("Runner")),
        ("attribute", Opt::S("AGI")),
        ("skill", Opt::S("Sneak")),
        ("difficulty", Opt::I(1)),
    ]
}

/// A world with a campaign, Runner, and `checks` checks of Runner's, each
/// rolling 2 and 9 (two successes).
async fn played(checks: usize) -> World {
    let world = World::scripted().await;
    let ch = world.channel();
    let started = world.cmd(GM, ch, "campaign start", &[]).await;
    assert!(!started.is_ephemeral(), "{}", text(&started));
    let created = world
        .cmd_values(
            GM,
            ch,
            "character create",
            &character_options("Runner", "Courier", [5, 6, 0]),
            "en-US",
        )
        .await;
    assert!(!created.is_ephemeral(), "{}", text(&created));
    for _ in 0..checks {
        world.dice(&[2, 9, 50]);
        let reply = world.cmd(GM, ch, "check", &check()).await;
        assert!(!reply.is_ephemeral(), "{}", text(&reply));
    }
    world
}

/// The recap's Markdown with each entry's `HH:MM` and the heading's date
/// and the heading's start made `--:--` and `DATE` (the entries are logged
/// at the test's time).
fn timeless(markdown: &str) -> String {
    let mut out = String::new();
    for line in markdown.lines() {
        let line = match line.strip_prefix('`') {
            Some(rest) if rest.len() > 6 && rest.as_bytes()[5] == b'`' => {
                format!("`--:--`{}", &rest[6..])
            }
            _ => line.to_owned(),
        };
        let line = match line.find(" · from ") {
            Some(at) if line.starts_with("## ") => format!("{} · from DATE", &line[..at]),
            _ => line,
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The content of a reply answered at once.
fn content(reply: &InteractionResponse) -> String {
    assert_eq!(
        reply.kind(),
        CallbackKind::ChannelMessage,
        "{}",
        reply.callback
    );
    reply.callback["data"]["content"]
        .as_str()
        .expect("a content")
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_newest_session_is_posted_in_the_channel_and_a_gms_names_its_page() {
    let world = played(1).await;
    let ch = world.channel();
    let reply = world.cmd(PLAYER, ch, "campaign recap", &[]).await;
    assert!(!reply.is_ephemeral(), "{}", reply.callback);
    let expected = "\
## Wasteland 2d20 · Session 1 · from DATE

`--:--` campaign start · A new campaign begins · Chapter 1 · Day 1 (chapter day 1) · Morning · Clear · Exploration · turn 0 · 📍 Vault 111 · Enemy HP budget: 0/30 · max tier 1  
`--:--` **Runner** · new character · New character: Runner · Runner · Courier · played by a channel member · S.P.E.C.I.A.L.: STR 6 → 6, PER 6 → 6, END 6 → 6, CHA 6 → 6, INT 6 → 6, AGI 5 → 5, LCK 5 → 5 · Skills (★ tag): ★ Lockpick 2, · Medicine 0, · Melee 0, · Repair 0, · Science 0, ★ Small Guns 2, ★ Sneak 2, · Speech 0, · Survival 0, · Barter 0 · HP: ▰▰▰▰▰▰▰▰▰▰ 60/60 · Rads: 0 (band 0) · Caps: 100 · AP: 0 · Carry weight: 8/210 lb · Initiative: 11 · Condition: Active · Inventory: 10mm Pistol ×1, 10mm Ammo ×24, Stimpak ×2, Purified Water ×3 · Effects: none  
`--:--` **Runner** · check · AGI + Sneak check: Runner · ✅ Passed: 2 successes vs difficulty 1 · Participants: Runner: TN 7, tag ≤ 2 · Dice: 🎲 2 ✧ tag critical, 🎲 9 ✘ fail · AP: 0 → 1 (spent 0, gained 1) · Odds: 57.75% · Luck: d100 50 vs LCK 5 · Everyone has acted.  
";
    assert_eq!(timeless(&content(&reply)), expected);

    // The GM's recap carries the page's link, and the link names the pages
    // after the channel, as the interaction names it.
    let reply = world.cmd(GM, ch, "campaign recap", &[]).await;
    let posted = content(&reply);
    let (recap, link) = posted.split_once("\nThe recap's page: ").expect("a link");
    assert_eq!(timeless(recap), expected);
    assert!(link.starts_with("http://"), "{link}");
    assert!(link.ends_with("/recap/1"), "{link}");
    let pool = sqlx::SqlitePool::connect(&world.config.database_url)
        .await
        .expect("the database opens");
    let name: Option<String> = sqlx::query_scalar("SELECT name FROM share_keys")
        .fetch_one(&pool)
        .await
        .expect("a share key");
    assert_eq!(name.as_deref(), Some("vault-tec-terminal"));
    pool.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_past_the_log_is_refused_privately_in_both_languages() {
    let world = played(0).await;
    let ch = world.channel();
    let options = [("session", Opt::I(7))];
    for (locale, expected) in [
        ("en-US", "The log has no session 7. Nothing was changed."),
        ("zh-CN", "日志里没有第 7 次团。没有任何改变。"),
    ] {
        let reply = world
            .cmd_locale(PLAYER, ch, "campaign recap", &options, locale)
            .await;
        assert!(reply.is_ephemeral(), "{}", reply.callback);
        assert_eq!(text(&reply).trim(), expected, "{locale}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recap_past_two_thousand_characters_goes_as_a_file() {
    let world = played(24).await;
    let reply = world
        .cmd(PLAYER, world.channel(), "campaign recap", &[])
        .await;
    let message = content(&reply);
    assert!(message.chars().count() <= 2_000, "{message}");
    assert!(
        message.ends_with(": 26 entries, in the file below."),
        "{message}"
    );
    let [file] = reply.callback_files.as_slice() else {
        panic!("one file: {:?}", reply.callback_files);
    };
    assert_eq!(file.filename.as_deref(), Some("recap-1.md"));
    let markdown = String::from_utf8(file.data.clone()).expect("utf-8");
    assert!(markdown.chars().count() > 2_000, "{markdown}");
    assert_eq!(markdown.lines().filter(|l| l.starts_with('`')).count(), 26);
    assert_eq!(
        markdown
            .lines()
            .filter(|l| l.contains("✅ Passed: 2 successes vs difficulty 1"))
            .count(),
        24,
        "{markdown}"
    );
}
