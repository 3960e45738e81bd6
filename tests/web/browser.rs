//! The campaign pages in a real browser: Debian's chromium-headless-shell
//! driven through chromedriver (WebDriver, fantoccini). A campaign is played
//! with scripted dice through the session, the web server runs on loopback,
//! and the test opens a share link as a player would: it reads the sheet's
//! numbers off the rendered page, follows the log's pages and its filter,
//! counts the charts' bars and lines, runs an accessibility check (one h1,
//! no skipped heading level, alt text on every chart, text contrast), reads
//! the browser's console and network log for failures, and sees expired,
//! tampered and revoked links get the plain 404 page. With a campaign's
//! enemies banded or hidden, no rendered page and no recap export shows the
//! enemy's HP.
//!
//! Without chromedriver or the browser, the test says so loudly and passes,
//! except under CI (CI=true), where a missing browser is a failure
//! (`.ci/run` installs both).

use overseer::games::wasteland::session::WastelandSession as _;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use overseer::config::{Config, WebConfig};
use overseer::engine::ScriptedDice;
use overseer::i18n::Lang;
use overseer::session::{CampaignKey, Session};
use overseer::web::share;
use serde_json::{json, Value};

const WAIT: Duration = Duration::from_secs(20);

/// The first of `paths` that exists.
fn first_existing(paths: &[&str]) -> Option<PathBuf> {
    paths.iter().map(PathBuf::from).find(|p| p.exists())
}

/// chromedriver and the headless shell, or why not.
fn browser() -> Result<(PathBuf, PathBuf), String> {
    let driver = first_existing(&["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"])
        .ok_or("chromedriver is not installed (Debian package chromium-driver)")?;
    // The binary itself, not Debian's /usr/bin wrapper script: stopping the
    // script would leave the browser running.
    let shell = first_existing(&[
        "/usr/lib/chromium/chromium-headless-shell",
        "/usr/bin/chromium-headless-shell",
    ])
    .ok_or("chromium-headless-shell is not installed (Debian package chromium-headless-shell)")?;
    Ok((driver, shell))
}

/// A port nobody listens on at the moment it is returned.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

/// chromedriver, stopped when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn start_driver(path: &PathBuf) -> Driver {
    let port = free_port();
    let child = Command::new(path)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let driver = Driver { child, port };
    let start = Instant::now();
    while reqwest::get(format!("http://127.0.0.1:{port}/status"))
        .await
        .is_err()
    {
        assert!(start.elapsed() < WAIT, "chromedriver does not answer");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    driver
}

/// The headless shell, stopped when dropped.
struct Shell(Child);

impl Drop for Shell {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A browser session on the headless shell, with a fresh profile and the
/// browser's console and network logs kept. Debian's headless shell opens
/// no page when started without an address, and chromedriver waits for one
/// ("unable to discover open pages"), so the test starts the shell itself on
/// `about:blank` and chromedriver attaches to it (`debuggerAddress`).
async fn connect(driver: &Driver, shell: &PathBuf, profile: &std::path::Path) -> (Client, Shell) {
    let debugging = free_port();
    let browser = Shell(
        Command::new(shell)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=412,915",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!("--remote-debugging-port={debugging}"))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the headless shell starts"),
    );
    let start = Instant::now();
    while reqwest::get(format!("http://127.0.0.1:{debugging}/json/version"))
        .await
        .is_err()
    {
        assert!(start.elapsed() < WAIT, "the headless shell does not answer");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({ "debuggerAddress": format!("127.0.0.1:{debugging}") }),
    );
    caps.insert(
        "goog:loggingPrefs".into(),
        json!({"browser": "ALL", "performance": "ALL"}),
    );
    let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a browser session");
    (client, browser)
}

/// The entries of one of chromedriver's logs since it was last read
/// (`browser`: the console; `performance`: DevTools events, the network's
/// among them).
async fn log_of(client: &Client, driver: &Driver, kind: &str) -> Vec<Value> {
    let session = client.session_id().await.expect("session").expect("an id");
    let answer: Value = reqwest::Client::new()
        .post(format!(
            "http://127.0.0.1:{}/session/{session}/se/log",
            driver.port
        ))
        .body(json!({ "type": kind }).to_string())
        .header("content-type", "application/json")
        .send()
        .await
        .expect("the log")
        .text()
        .await
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .expect("JSON");
    answer["value"].as_array().cloned().unwrap_or_default()
}

/// Console errors and failed requests since the logs were last read.
async fn failures(client: &Client, driver: &Driver) -> Vec<String> {
    let mut out: Vec<String> = log_of(client, driver, "browser")
        .await
        .into_iter()
        .filter(|e| e["level"] == "SEVERE" || e["level"] == "WARNING")
        .map(|e| format!("console: {}", e["message"]))
        .collect();
    for entry in log_of(client, driver, "performance").await {
        let Some(message) = entry["message"]
            .as_str()
            .and_then(|m| serde_json::from_str::<Value>(m).ok())
        else {
            continue;
        };
        let message = &message["message"];
        match message["method"].as_str() {
            Some("Network.loadingFailed") => {
                out.push(format!("request failed: {}", message["params"]));
            }
            Some("Network.responseReceived") => {
                let response = &message["params"]["response"];
                if response["status"].as_u64().is_some_and(|s| s >= 400) {
                    out.push(format!("{} {}", response["status"], response["url"]));
                }
            }
            _ => {}
        }
    }
    out
}

async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .text()
        .await
        .expect("text")
}

async fn count(client: &Client, css: &str) -> usize {
    client
        .find_all(Locator::Css(css))
        .await
        .expect("find")
        .len()
}

/// How many elements match `css` once the page shows `want` of them, or
/// the last count after 10 s: a form's submission may still be loading the
/// next page when the click returns.
async fn count_settled(client: &Client, css: &str, want: usize) -> usize {
    let start = Instant::now();
    loop {
        let n = client
            .find_all(Locator::Css(css))
            .await
            .map_or(usize::MAX, |found| found.len());
        if n == want || start.elapsed() > Duration::from_secs(10) {
            return n;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Headings, alt text and contrast, checked in the page as rendered:
/// what is wrong, empty when all is well.
const ACCESSIBILITY: &str = r"
const problems = [];
const h1 = document.querySelectorAll('h1');
if (h1.length !== 1) problems.push('h1 count ' + h1.length);
let last = 0;
for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6')) {
  const level = Number(h.tagName[1]);
  if (level > last + 1) problems.push('heading ' + h.tagName + ' after h' + last + ': ' + h.textContent);
  if (!h.textContent.trim()) problems.push('empty ' + h.tagName);
  last = level;
}
for (const img of document.querySelectorAll('img,svg,[role=img]')) {
  if (img.closest('svg') !== img && img.tagName.toLowerCase() !== 'img' && img.closest('svg')) continue;
  let name = img.getAttribute('alt') || img.getAttribute('aria-label') || '';
  const by = img.getAttribute('aria-labelledby');
  if (by) name += by.split(' ').map(id => (document.getElementById(id) || {}).textContent || '').join(' ');
  if (img.getAttribute('role') !== 'img' && img.tagName.toLowerCase() === 'svg') problems.push('svg without role=img');
  if (!name.trim()) problems.push('no alt text: ' + img.outerHTML.slice(0, 80));
}
if (!document.documentElement.lang) problems.push('no lang');
const rgb = s => (s.match(/[\d.]+/g) || []).map(Number);
const lum = ([r, g, b]) => {
  const f = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const background = el => {
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length >= 3 && (c.length < 4 || c[3] > 0)) return c;
  }
  return [255, 255, 255];
};
for (const el of document.querySelectorAll('body *')) {
  if (el.closest('svg')) continue;
  const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || r.right < 0) continue;
  const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el));
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < 4.5) problems.push('contrast ' + ratio.toFixed(2) + ': ' + el.tagName + ' ' + el.textContent.trim().slice(0, 40));
}
return problems;
";

async fn accessible(client: &Client, page: &str) {
    let problems = client
        .execute(ACCESSIBILITY, vec![])
        .await
        .expect("the check runs");
    assert_eq!(problems, json!([]), "{page}");
}

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
    assert_eq!(dice.remaining(), 0, "{line:?} used every scripted face");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shared_link_shows_the_campaign_in_a_real_browser_until_it_is_refused() {
    let (driver_path, shell) = match browser() {
        Ok(found) => found,
        Err(missing) if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("under CI the browser tests must run: {missing}")
        }
        Err(missing) => {
            eprintln!("\n*** SKIPPED web_browser: {missing}; run .ci/run or apt-get install chromium-headless-shell chromium-driver ***\n");
            return;
        }
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");

    // A wasteland campaign: Mira <b> (a name with markup in it), a check
    // with scripted dice, and enough hurts for two pages of log.
    let key = CampaignKey::local("web");
    session.init(key, 1).await.expect("a campaign");
    let name = "Mira <b>";
    play(
        &session,
        key,
        &[
            "add-player",
            "5",
            name,
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
        &["check", name, "PER", "Lockpick", "2"],
        &[7, 2, 99],
    )
    .await;
    for _ in 0..10 {
        play(&session, key, &["hurt", name, "1"], &[]).await;
    }

    let port = free_port();
    let public = format!("http://127.0.0.1:{port}");
    let listener = overseer::web::bind(format!("127.0.0.1:{port}").parse().expect("addr"))
        .await
        .expect("binds");
    overseer::app::install();
    let web = overseer::web::Web::new(
        session.clone(),
        Config::from_lookup(&|_| None).expect("config"),
        WebConfig::from_lookup(&|_| None).expect("web config"),
    );
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(overseer::web::serve(listener, web, async move {
        let _ = stopped.await;
    }));
    let now = overseer::store::now();
    let link = share::share(&session, key, 2, &public, now)
        .await
        .expect("a link");

    let driver = start_driver(&driver_path).await;
    let profile = tempfile::tempdir().expect("profile dir");
    let (client, _browser) = connect(&driver, &shell, profile.path()).await;

    // The board, with the link to the sheet.
    client.goto(&link.url).await.expect("opens");
    assert_eq!(text_of(&client, "h1").await, "Board");
    assert_eq!(
        client.title().await.expect("title"),
        "Board · Wasteland 2d20"
    );
    accessible(&client, "board").await;
    client
        .find(Locator::LinkText(name))
        .await
        .expect("the sheet's link")
        .click()
        .await
        .expect("clicks");
    assert_eq!(text_of(&client, "h1").await, format!("Sheet: {name}"));
    // The sheet's numbers, read off the rendered definition list.
    let field = |term: &'static str| {
        let client = client.clone();
        async move {
            client
                .execute(
                    "return [...document.querySelectorAll('dt')]\
                     .find(dt => dt.textContent === arguments[0])\
                     .nextElementSibling.innerText",
                    vec![json!(term)],
                )
                .await
                .expect("the field")
        }
    };
    assert_eq!(field("HP").await, json!("▰▰▰▰▰▰▰▰▱▱ 40/50"));
    assert_eq!(
        field("S.P.E.C.I.A.L.").await,
        json!("STR 4 → 4\n\nPER 7 → 7\n\nEND 5 → 5\n\nCHA 4 → 4\n\nINT 8 → 8\n\nAGI 6 → 6\n\nLCK 6 → 6")
    );
    assert_eq!(field("Caps").await, json!("100"));
    assert_eq!(field("AP").await, json!("1"));
    accessible(&client, "sheet").await;

    // The log: 13 entries (start, character, check, ten hurts), 10 on the
    // first page and 3 on the second.
    client
        .find(Locator::LinkText("Log"))
        .await
        .expect("the log's link")
        .click()
        .await
        .expect("clicks");
    assert_eq!(text_of(&client, "h1").await, "Log");
    assert_eq!(count(&client, "article.entry").await, 10);
    assert_eq!(text_of(&client, ".pager span").await, "Page 1 of 2");
    assert!(text_of(&client, "article.entry h3")
        .await
        .starts_with("#13 · hurt · "));
    accessible(&client, "log").await;
    client
        .find(Locator::LinkText("Older"))
        .await
        .expect("the next page")
        .click()
        .await
        .expect("clicks");
    assert_eq!(count(&client, "article.entry").await, 3);
    assert_eq!(text_of(&client, ".pager span").await, "Page 2 of 2");
    assert!(text_of(&client, "article.entry h3")
        .await
        .starts_with("#3 · check · "));
    client
        .find(Locator::LinkText("Newer"))
        .await
        .expect("the page before")
        .click()
        .await
        .expect("clicks");
    assert_eq!(count(&client, "article.entry").await, 10);
    // Filtered to the checks: one entry, the check drawn as its reply was.
    client
        .find(Locator::Css("select[name=kind] option[value=check]"))
        .await
        .expect("the check kind")
        .click()
        .await
        .expect("picks");
    client
        .find(Locator::Css("form button"))
        .await
        .expect("the button")
        .click()
        .await
        .expect("submits");
    assert_eq!(count_settled(&client, "article.entry", 1).await, 1);
    assert!(text_of(&client, "article.entry h3")
        .await
        .starts_with("#3 · check · "));
    assert_eq!(text_of(&client, ".pager span").await, "Page 1 of 1");

    // The statistics: 20 bars for the d20 (faces 7 and 2 once each), one
    // for Mira's successes, one HP line of ten changes.
    client
        .goto(&format!("{}stats", link.url))
        .await
        .expect("opens");
    assert_eq!(text_of(&client, "h1").await, "Statistics");
    assert_eq!(count(&client, "svg#dice-d20 rect.bar").await, 20);
    assert_eq!(count(&client, "svg#dice-d20 line.expected").await, 1);
    assert_eq!(count(&client, "svg#successes rect.bar").await, 1);
    assert_eq!(count(&client, "svg#hp polyline").await, 1);
    assert_eq!(count(&client, "svg#hp circle").await, 10);
    let shown = client
        .execute(
            "return [...document.querySelectorAll('svg#dice-d20 rect.bar')]\
             .map(r => r.getBoundingClientRect().height > 0)",
            vec![],
        )
        .await
        .expect("runs");
    let mut drawn = vec![json!(false); 20];
    drawn[1] = json!(true);
    drawn[6] = json!(true);
    assert_eq!(shown, json!(drawn), "only faces 2 and 7 have height");
    accessible(&client, "stats").await;

    // No page so far made a failed request or logged an error.
    let failed = failures(&client, &driver).await;
    assert!(failed.is_empty(), "{failed:#?}");

    // Tampered, expired and revoked links: the plain 404 page.
    let token = link
        .url
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .expect("a token")
        .to_owned();
    let mut tampered = token.clone();
    let last = tampered.pop().expect("a character");
    tampered.push(if last == 'A' { 'B' } else { 'A' });
    let expired = share::share(&session, key, 1, &public, now - 7_200)
        .await
        .expect("a link made two hours ago");
    for refused in [
        format!("{public}/s/{tampered}/"),
        expired.url.clone(),
        format!("{public}/s/{token}/sheet/9"),
        format!("{public}/nothing"),
    ] {
        client.goto(&refused).await.expect("opens");
        assert_eq!(text_of(&client, "h1").await, "Page not found", "{refused}");
        let body = text_of(&client, "body").await;
        assert!(
            !body.contains("Mira") && !body.contains("wasteland"),
            "{body}"
        );
    }
    client.goto(&link.url).await.expect("opens");
    assert_eq!(text_of(&client, "h1").await, "Board");
    share::revoke(&session, key).await.expect("revoked");
    client.goto(&link.url).await.expect("opens");
    assert_eq!(text_of(&client, "h1").await, "Page not found");

    // A campaign in Chinese is shown in Chinese.
    let zh = CampaignKey::local("web-zh");
    session.init(zh, 1).await.expect("a campaign");
    session
        .set_language(zh, Some(Lang::ZhCn))
        .await
        .expect("set");
    let zh_link = share::share(&session, zh, 2, &public, now)
        .await
        .expect("a link");
    client.goto(&zh_link.url).await.expect("opens");
    assert_eq!(text_of(&client, "h1").await, "局势");
    let lang = client
        .execute("return document.documentElement.lang", vec![])
        .await
        .expect("runs");
    assert_eq!(lang, json!("zh-CN"));
    accessible(&client, "zh board").await;

    client.close().await.expect("closes");
    let _ = stop.send(());
    server
        .await
        .expect("joins")
        .expect("the server stopped cleanly");
}

/// Whether the browser tests can run here: `None` (and a loud note) when
/// they cannot outside CI.
fn browser_or_skip() -> Option<(PathBuf, PathBuf)> {
    match browser() {
        Ok(found) => Some(found),
        Err(missing) if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("under CI the browser tests must run: {missing}")
        }
        Err(missing) => {
            eprintln!("\n*** SKIPPED web_browser: {missing} ***\n");
            None
        }
    }
}

/// The page's `css` text, once it reads `want` (or after 10 s, as it is).
async fn text_settled(client: &Client, css: &str, want: &str) -> String {
    let start = Instant::now();
    loop {
        let text = match client.find(Locator::Css(css)).await {
            Ok(found) => found.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if text.contains(want) || start.elapsed() > Duration::from_secs(10) {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_live_board_follows_play_the_long_log_reaches_its_start_and_charts_read_on_a_phone() {
    let Some((driver_path, shell)) = browser_or_skip() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("live");
    session.init(key, 1).await.expect("a campaign");
    let add = [
        "add-player",
        "5",
        "Mira",
        "Mira",
        "Vault",
        "--preset",
        "Vault Dweller",
    ];
    play(&session, key, &add, &[]).await;
    play(
        &session,
        key,
        &["check", "Mira", "PER", "Lockpick", "2"],
        &[7, 2, 99],
    )
    .await;
    // 6,000 entries: 5,997 copies of the check after the first three.
    let pool = sqlx::SqlitePool::connect(&url).await.expect("a pool");
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5997) \
         INSERT INTO event_log (campaign_id, actor, command, command_json, events, at) \
         SELECT e.campaign_id, e.actor, e.command, e.command_json, e.events, e.at \
         FROM n, event_log AS e WHERE e.id = (SELECT max(id) FROM event_log)",
    )
    .execute(&pool)
    .await
    .expect("copies");
    pool.close().await;
    // The walk below asks for 600 pages faster than a reader: the per-link
    // rate limit (tests/web/load.rs) is off for it.
    let pages = crate::support::share_pages::SharePages::start_with(&session, key, |web| {
        web.live_refresh = 1;
        web.limit = overseer::web::limit::Limit::off();
    })
    .await;
    let driver = start_driver(&driver_path).await;
    let profile = tempfile::tempdir().expect("profile dir");
    let (client, _browser) = connect(&driver, &shell, profile.path()).await;

    // The log: 600 pages, walked by the pager's Older links to the last,
    // which holds the campaign's first entry.
    client.goto(&pages.url("log")).await.expect("opens");
    assert_eq!(text_of(&client, ".pager span").await, "Page 1 of 600");
    let walk = std::time::Instant::now();
    for page in 2..=600 {
        client
            .find(Locator::LinkText("Older"))
            .await
            .unwrap_or_else(|e| panic!("no Older link on page {}: {e}", page - 1))
            .click()
            .await
            .expect("clicks");
        let want = format!("Page {page} of 600");
        assert_eq!(text_settled(&client, ".pager span", &want).await, want);
    }
    eprintln!(
        "600 log pages walked in {:.1} s",
        walk.elapsed().as_secs_f64()
    );
    let headings = client
        .execute(
            "return [...document.querySelectorAll('article.entry h3')].map(h => h.textContent)",
            vec![],
        )
        .await
        .expect("runs");
    let last = headings.as_array().and_then(|h| h.last()).cloned();
    assert!(
        last.and_then(|h| h.as_str().map(|h| h.starts_with("#1 · campaign start · ")))
            .unwrap_or(false),
        "{headings}"
    );
    assert!(client.find(Locator::LinkText("Older")).await.is_err());
    accessible(&client, "last log page").await;

    // The live board reloads itself: a hurt shows without a click.
    client.goto(&pages.url("")).await.expect("opens");
    assert!(text_of(&client, "main").await.contains("50/50"));
    play(&session, key, &["hurt", "Mira", "7"], &[]).await;
    assert!(text_settled(&client, "main", "43/50")
        .await
        .contains("43/50"));

    // On a phone 390 px wide, chart text draws at 12 px or more, and each
    // chart has its table.
    client
        .set_window_size(390, 844)
        .await
        .expect("a phone-size window");
    client.goto(&pages.url("stats")).await.expect("opens");
    let sizes = client
        .execute(
            "const out = []; for (const svg of document.querySelectorAll('figure svg')) {\
               const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;\
               for (const t of svg.querySelectorAll('text'))\
                 out.push(parseFloat(getComputedStyle(t).fontSize) * scale); }\
             return [document.documentElement.clientWidth, Math.min(...out), out.length,\
               document.querySelectorAll('figure + div table').length,\
               document.querySelectorAll('figure').length];",
            vec![],
        )
        .await
        .expect("measures");
    let sizes = sizes.as_array().expect("numbers");
    assert!(sizes[0].as_f64().expect("width") <= 390.0, "{sizes:?}");
    assert!(sizes[1].as_f64().expect("smallest") >= 12.0, "{sizes:?}");
    assert!(sizes[2].as_u64().expect("count") > 0, "{sizes:?}");
    assert_eq!(sizes[3], sizes[4], "a table under every chart");
    let shot = client.screenshot().await.expect("a screenshot");
    assert!(shot.starts_with(b"\x89PNG"), "a PNG");
    accessible(&client, "phone stats").await;

    // A campaign in Chinese: its log shows no command id.
    let zh = CampaignKey::local("live-zh");
    session.init(zh, 1).await.expect("a campaign");
    session
        .set_language(zh, Some(Lang::ZhCn))
        .await
        .expect("set");
    play(&session, zh, &add, &[]).await;
    play(
        &session,
        zh,
        &["check", "Mira", "PER", "Lockpick", "2"],
        &[7, 2, 99],
    )
    .await;
    play(&session, zh, &["hurt", "Mira", "1"], &[]).await;
    let zh_link = share::share(
        &session,
        zh,
        2,
        pages
            .url("")
            .trim_end_matches(|c| c != '/')
            .split("/s/")
            .next()
            .expect("a base"),
        overseer::store::now(),
    )
    .await
    .expect("a link");
    client
        .goto(&format!("{}log", zh_link.url))
        .await
        .expect("opens");
    let text = text_of(&client, "main").await;
    for id in ["init", "add-player", "check", "hurt"] {
        let raw = format!(" {id} ");
        assert!(!text.contains(&raw), "{id} in {text}");
    }
    assert!(text.contains("#4 · 受伤 · "), "{text}");
    assert!(text.contains("#1 · 战役开始 · "), "{text}");

    client.close().await.expect("closes");
    pages.stop().await;
}

/// `text` with every clock (`07:37`, `07:37:40`) and date (`2026-11-29`)
/// taken out: a minute or a second is not an enemy's HP.
fn timeless(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let digits = |from: usize, n: usize| {
            (from..from + n).all(|k| chars.get(k).is_some_and(char::is_ascii_digit))
        };
        if digits(i, 2) && chars.get(i + 2) == Some(&':') && digits(i + 3, 2) {
            // `07:37`, or `07:37:40` with its seconds.
            i += 5;
            if chars.get(i) == Some(&':') && digits(i + 1, 2) {
                i += 3;
            }
        } else if digits(i, 4) && chars.get(i + 4) == Some(&'-') && digits(i + 5, 2) {
            i += 10;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// What a page shows a reader (its rendered text), in the real browser.
async fn rendered(client: &Client, url: &str) -> String {
    client.goto(url).await.expect("opens");
    client
        .execute("return document.body.innerText", vec![])
        .await
        .expect("runs")
        .as_str()
        .expect("text")
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_enemies_stay_hidden_in_a_real_browser_and_the_recap_exports_follow() {
    use overseer::engine::rulesets::d20::{Command as D20Command, D20};
    use overseer::engine::visibility::EnemyNumbers;
    let Some((driver_path, shell)) = browser_or_skip() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/web.db", dir.path().display());
    let session = Session::open(&url).await.expect("opens");
    let key = CampaignKey::local("hidden-in-browser");
    session
        .start_as::<D20>(key, 1, None)
        .await
        .expect("a campaign");
    // A Brute: 40 HP; hurt by 3: 37/40.
    for command in [
        D20Command::AddEnemy {
            template: "Brute".into(),
            name: None,
            count: 1,
        },
        D20Command::Hurt {
            target: "Brute".into(),
            amount: 3,
        },
    ] {
        session
            .run_as::<D20>(key, 1, command, &mut ScriptedDice::new([]))
            .await
            .expect("the session")
            .expect("the rules");
    }
    let pages = crate::support::share_pages::SharePages::start(&session, key).await;
    let driver = start_driver(&driver_path).await;
    let profile = tempfile::tempdir().expect("profile dir");
    let (client, _browser) = connect(&driver, &shell, profile.path()).await;
    // Shown (the default): the board has the numbers, so the scan below
    // looks for numbers that are really there.
    let board = timeless(&rendered(&client, &pages.url("")).await);
    assert!(board.contains("37/40"), "{board}");

    for (setting, word) in [
        (EnemyNumbers::Bands, "wounded"),
        (EnemyNumbers::Hidden, "condition unknown"),
    ] {
        session.set_enemy_numbers(key, setting).await.expect("set");
        let board = timeless(&rendered(&client, &pages.url("")).await);
        assert!(board.contains(word), "{setting:?}: {board}");
        for page in ["", "log", "stats", "recap/1"] {
            let text = timeless(&rendered(&client, &pages.url(page)).await);
            for n in [40, 37] {
                assert!(
                    !crate::support::secrecy::has_number(&text, n),
                    "{n} on {page:?} ({setting:?}): {text}"
                );
            }
        }
        // The recap's exports, as the page's links name them (the pages'
        // policy lets no script fetch, so they are read over plain HTTP).
        client.goto(&pages.url("recap/1")).await.expect("opens");
        let links = client
            .execute(
                "return [...document.querySelectorAll('ul.exports a')].map(a => a.href)",
                vec![],
            )
            .await
            .expect("runs");
        let links: Vec<String> = serde_json::from_value(links).expect("links");
        assert_eq!(links.len(), 3, "{links:?}");
        for (format, link) in ["html", "md", "bbcode"].into_iter().zip(&links) {
            assert!(link.ends_with(&format!("?format={format}")), "{link}");
            let page = link
                .strip_prefix(&pages.url(""))
                .expect("a page of the link");
            let body = pages.get(page).await;
            let export = timeless(&if format == "html" {
                body.split("<body")
                    .nth(1)
                    .unwrap_or_default()
                    .split('<')
                    .map(|tag| tag.split_once('>').map_or(tag, |(_, text)| text))
                    .collect::<String>()
            } else {
                body
            });
            assert!(export.contains("Brute"), "{format}: {export}");
            for n in [40, 37] {
                assert!(
                    !crate::support::secrecy::has_number(&export, n),
                    "{n} in {format} ({setting:?}): {export}"
                );
            }
        }
    }
    assert!(failures(&client, &driver).await.is_empty());
}
