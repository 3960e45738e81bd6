//! The log page's sessions, search and words, and a session's recap with
//! its exports: a wasteland campaign played with scripted dice, its log's
//! times set so that a long quiet splits it into two sessions, read over
//! plain HTTP and through the command line's `recap`.

use crate::support::share_pages::SharePages;
use overseer::engine::ScriptedDice;
use overseer::games::wasteland::session::WastelandSession as _;
use overseer::i18n::Lang;
use overseer::session::{CampaignKey, Session};
use overseer::web::recap::{self, Format};

/// 2026-01-01 09:00 UTC.
const START: i64 = 1_767_258_000;

/// Runs one command line of the default game with scripted dice.
async fn play(session: &Session, key: CampaignKey, line: &[&str], faces: &[u32]) {
    let words: Vec<String> = line.iter().map(|w| (*w).to_owned()).collect();
    let overseer::games::wasteland::cli::parse::Parsed::Engine(command) =
        overseer::games::wasteland::cli::parse::parse(&words).expect("parses")
    else {
        panic!("{line:?} is not an engine command");
    };
    let mut dice = ScriptedDice::new(faces.iter().copied());
    session
        .run(key, 1, *command, &mut dice)
        .await
        .unwrap_or_else(|e| panic!("{line:?}: {e:?}"));
}

/// A campaign of five public entries: the start, Mira, her check (7, 2),
/// then, four hours later, Mira hurt by 5 and healed by 2. Entry n is
/// logged at START + 60 (n - 1), the last two four hours on.
async fn played(dir: &tempfile::TempDir) -> (Session, CampaignKey, String) {
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("recap");
    session.init(key, 1).await.expect("a campaign");
    play(
        &session,
        key,
        &[
            "add-player",
            "5",
            "Mira",
            "Mira",
            "Vault",
            "--preset",
            "Vault Dweller",
        ],
        &[],
    )
    .await;
    play(
        &session,
        key,
        &["check", "Mira", "PER", "Lockpick", "2"],
        &[7, 2, 99],
    )
    .await;
    play(&session, key, &["hurt", "Mira", "5"], &[]).await;
    play(&session, key, &["heal", "Mira", "2"], &[]).await;
    let pool = sqlx::SqlitePool::connect(&url).await.expect("a pool");
    sqlx::query(
        "UPDATE event_log SET at = $1 + 60 * (seq - 1) + CASE WHEN seq >= 4 THEN 4 * 3600 ELSE 0 END",
    )
    .bind(START)
    .execute(&pool)
    .await
    .expect("times");
    pool.close().await;
    (session, key, url)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_is_grouped_by_session_searchable_and_in_words() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, key, _) = played(&dir).await;
    overseer::web::share::set_name(&session, key, "Wasteland <Tales> **one**")
        .await
        .expect("named");
    let pages = SharePages::start(&session, key).await;

    let log = pages.get("log").await;
    // The campaign's name, escaped, above the navigation and in the title.
    assert!(
        log.contains("<p class=\"campaign\">Wasteland &lt;Tales&gt; **one**</p>"),
        "{log}"
    );
    assert!(
        log.contains("<title>Log · Wasteland &lt;Tales&gt; **one** · Wasteland 2d20</title>"),
        "{log}"
    );
    // Newest first: session 2 (entries 5 and 4), then session 1.
    let two = log
        .find("Session 2 · from 2026-01-01 13:03 UTC")
        .expect("session 2");
    let one = log
        .find("Session 1 · from 2026-01-01 09:00 UTC")
        .expect("session 1");
    assert!(two < one, "{log}");
    for (n, words) in [
        (5, "heal"),
        (4, "hurt"),
        (3, "check"),
        (2, "new character"),
        (1, "campaign start"),
    ] {
        assert!(log.contains(&format!(">#{n} · {words} · ")), "#{n}: {log}");
    }
    let at = |n: i64| log.find(&format!(">#{n} · ")).expect("an entry");
    assert!(two < at(5) && at(5) < at(4) && at(4) < one && one < at(3));
    assert!(log.contains("<a href=\"recap/2\" class=\"recap\">Recap</a>"));
    // Mira in her colour, the same on every entry naming her.
    let colour = overseer::web::words::colour("Mira");
    let chip = format!("<span class=\"who\" style=\"background:{colour}\">Mira</span>");
    assert_eq!(log.matches(&chip).count(), 4, "{log}");
    // The kinds in the filter are words; their values stay the ids.
    assert!(log.contains("<option value=\"add-player\">new character</option>"));
    // An old reply's Discord instruction is gone, the rest of it stays.
    assert!(!log.contains("/campaign turn"), "{log}");
    assert!(log.contains("Everyone has acted."), "{log}");

    // Searched: the words are found in the replies as drawn, any case.
    let found = pages.get("log?q=TAG++Critical").await;
    assert!(found.contains(">#3 · check · "), "{found}");
    assert_eq!(found.matches("<article class=\"entry\">").count(), 1);
    assert!(found.contains("value=\"TAG Critical\""), "{found}");
    let healed = pages.get("log?q=heal&who=Mira").await;
    assert_eq!(healed.matches("<article class=\"entry\">").count(), 1);
    assert!(healed.contains(">#5 · heal · "), "{healed}");
    let none = pages.get("log?q=%3Cscript%3E").await;
    assert!(none.contains("No entries."), "{none}");
    assert!(none.contains("value=\"&lt;script&gt;\""), "{none}");
    // Filtered by kind.
    let hurts = pages.get("log?kind=hurt").await;
    assert_eq!(hurts.matches("<article class=\"entry\">").count(), 1);

    // The recap page of session 1, and its exports.
    let page = pages.get("recap/1").await;
    assert!(page.contains("<h1>Recap of session 1</h1>"), "{page}");
    assert!(page.contains("href=\"1?format=bbcode\""), "{page}");
    assert!(page.contains("href=\"2\" rel=\"next\""), "{page}");
    let answer = reqwest::get(pages.url("recap/1?format=md"))
        .await
        .expect("answers");
    assert_eq!(answer.status(), 200);
    assert_eq!(
        answer.headers()["content-disposition"],
        "attachment; filename=\"recap-1.md\""
    );
    let markdown = answer.text().await.expect("a body");
    assert!(
        markdown.starts_with("## Wasteland \\<Tales\\> \\*\\*one\\*\\* · Session 1"),
        "{markdown}"
    );
    let missing = reqwest::get(pages.url("recap/9")).await.expect("answers");
    assert_eq!(missing.status(), 404);
    pages.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recap_exports_as_markdown_bbcode_and_html_with_exact_lines() {
    overseer::app::install();
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, key, _) = played(&dir).await;
    let recap = recap::of_campaign(&session, key, Some(1), None, Lang::EnUs)
        .await
        .expect("reads")
        .expect("session 1");
    assert_eq!((recap.session, recap.sessions), (1, 2));
    let colour = overseer::web::words::colour("Mira");
    let markdown = recap::export(&recap, Format::Markdown);
    let lines: Vec<&str> = markdown.lines().collect();
    assert_eq!(lines.len(), 5, "{markdown}");
    assert_eq!(
        lines[0],
        "## Wasteland 2d20 · Session 1 · from 2026-01-01 09:00 UTC"
    );
    assert_eq!(
        lines[2],
        "`09:00` campaign start · A new campaign begins · Chapter 1 · Day 1 (chapter day 1) · \
         Morning · Clear · Exploration · turn 0 · 📍 Vault 111 · Enemy HP budget: 0/30 · max tier 1  "
    );
    assert!(lines[3].starts_with("`09:01` **Mira** · new character · New character: Mira · "));
    assert_eq!(
        lines[4],
        "`09:02` **Mira** · check · PER + Lockpick check: Mira · ✅ Passed: 3 successes vs \
         difficulty 2 · Participants: Mira: TN 9, tag ≤ 2 · Dice: 🎲 7 ✔ success, 🎲 2 ✧ tag \
         critical · AP: 0 → 1 (spent 0, gained 1) · Odds: 31.25% · Luck: d100 99 vs LCK 6 · \
         Everyone has acted.  "
    );
    let bbcode = recap::export(&recap, Format::BbCode);
    assert!(bbcode.starts_with(
        "[b]Wasteland 2d20 · Session 1 · from 2026-01-01 09:00 UTC[/b]\n09:00 campaign start · "
    ));
    assert!(bbcode.contains(&format!(
        "\n09:02 [color={colour}][b]Mira[/b][/color] · check · "
    )));
    let html = recap::export(&recap, Format::Html);
    assert!(html.contains(&format!(
        "<time datetime=\"{}\">09:02</time> <span class=\"who\" style=\"background:{colour}\">Mira</span> · check · ",
        START + 120
    )));
    // The newest session by default: Mira hurt, then healed.
    let newest = recap::of_campaign(&session, key, None, None, Lang::EnUs)
        .await
        .expect("reads")
        .expect("session 2");
    assert_eq!(newest.session, 2);
    assert_eq!(
        newest
            .lines
            .iter()
            .map(|l| l.kind.as_str())
            .collect::<Vec<_>>(),
        ["hurt", "heal"]
    );
    // In Chinese, no command id: every kind is a Chinese word.
    let zh = recap::of_campaign(&session, key, Some(1), Some(Lang::ZhCn), Lang::EnUs)
        .await
        .expect("reads")
        .expect("session 1");
    assert_eq!(
        zh.lines.iter().map(|l| l.kind.as_str()).collect::<Vec<_>>(),
        ["战役开始", "新角色", "检定"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_command_line_prints_a_recap_and_refuses_bad_words() {
    overseer::app::install();
    let dir = tempfile::tempdir().expect("temp dir");
    let (session, key, _) = played(&dir).await;
    let words = |w: &[&str]| w.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    let json = overseer::web::cli::recap(
        &session,
        key,
        Lang::EnUs,
        &words(&["2", "--format", "bbcode"]),
    )
    .await
    .map_err(|_| "refused")
    .expect("a recap");
    assert_eq!(json["session"], 2);
    assert_eq!(json["sessions"], 2);
    assert_eq!(json["format"], "bbcode");
    assert_eq!(json["entries"], 2);
    assert!(json["recap"]
        .as_str()
        .expect("text")
        .starts_with("[b]Wasteland 2d20 · Session 2 · from 2026-01-01 13:03 UTC[/b]\n13:03 "));
    for (bad, code) in [
        (&["--format", "pdf"][..], "recap_format"),
        (&["0"][..], "recap_session"),
        (&["9"][..], "no_session"),
        (&["--page"][..], "unknown_option"),
    ] {
        let refused = overseer::web::cli::recap(&session, key, Lang::ZhCn, &words(bad)).await;
        let Err(overseer::web::cli::Refused::Input(json)) = refused else {
            panic!("{bad:?} was not refused");
        };
        assert_eq!(json["error"], code, "{json}");
        let message = json["message"].as_str().expect("a message");
        assert!(
            message
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{message}"
        );
    }
}
