//! Hidden means hidden on every public surface, in every game: with
//! `/campaign enemies bands` and then `hidden`, an enemy with distinctive HP
//! (73, 40, 21 ...) is added, hurt and killed, and every surface a player
//! can reach is read: every public message the bot sent (replies,
//! follow-ups, the board of `/campaign status` in both languages, the
//! wasteland game's `/enemy list`, every edit of the pinned tracker) and
//! the share link's board, log and statistics pages. None may show the
//! enemy's HP, its maximum, or a number made of them (the wasteland
//! board's "Enemy HP budget" of the living enemies); a dead enemy reads
//! "dead" under bands. The GM's private `/enemy show` does show the
//! numbers, so the scan looks for numbers that are really there.

use crate::support;

use overseer::session::{CampaignKey, Session};
use serde_json::Value;
use support::bot_world::{World, WAIT};
use support::fake_discord::OptionValue;
use support::secrecy::{has_number, run, sent_since, shown};
use support::share_pages::SharePages;

/// The campaign's creator (its GM).
const GM: (u64, &str) = (7_000_000_000_000_000_101, "totals_gm");
/// A player.
const ANA: (u64, &str) = (7_000_000_000_000_000_102, "totals_player");

/// Choice indices of `/campaign enemies`'s setting.
const BANDS: i64 = 1;
const HIDDEN: i64 = 2;

/// A command's name and options.
type Line = (&'static str, Vec<(&'static str, OptionValue)>);

/// One game's scene: how to start it, what makes room for an enemy, the
/// enemy's arrival, a hurt to a distinctive HP, and the blow that kills it.
struct Scene {
    /// `/campaign start`'s game choice (none: the wasteland game).
    game: Option<i64>,
    /// The faces the commands before the enemy and its arrival roll.
    dice: Vec<u32>,
    /// GM commands that make room for an enemy.
    before: Vec<Line>,
    add: Line,
    hurt: Line,
    kill: Line,
    /// Board commands a player may run besides `/campaign status`.
    boards: Vec<&'static str>,
    enemy: &'static str,
    /// The enemy's maximum HP and its HP after the hurt: neither may be in
    /// public.
    numbers: [u32; 2],
    /// Its band after the hurt.
    band: &'static str,
}

/// The text of a page as a reader sees it: no tags, no character
/// references, and no times (`2026-11-29 07:37 UTC`: a minute is not an
/// enemy's HP).
fn page_text(html: &str) -> String {
    let mut html = html.to_owned();
    while let (Some(start), Some(end)) = (html.find("<style"), html.find("</style>")) {
        html.replace_range(start..end.max(start) + "</style>".len(), " ");
    }
    let mut text = String::new();
    let mut skip = None;
    for c in html.chars() {
        match (skip, c) {
            (None, '<') => skip = Some('>'),
            (None, '&') => skip = Some(';'),
            (None, c) => text.push(c),
            (Some(end), c) if c == end => {
                skip = None;
                text.push(' ');
            }
            (Some(_), _) => {}
        }
    }
    while let Some(at) = text.find(" UTC") {
        let start = text[..at]
            .char_indices()
            .rev()
            .nth(15)
            .map_or(0, |(i, _)| i);
        text.replace_range(start..at + 4, " ");
    }
    text
}

/// Asserts that `text` (of the surface `at`) shows none of `numbers`.
fn assert_none(at: &str, text: &str, numbers: &[u32]) {
    for &n in numbers {
        assert!(!has_number(text, n), "{n} in public {at}: {text}");
    }
}

/// The tracker's text once it shows `expected`.
async fn tracker_shows(world: &World, tracker: u64, expected: &str) -> String {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let mut text = String::new();
        shown(
            &world.fake.message(tracker).expect("the tracker"),
            &mut text,
        );
        if text.contains(expected) {
            return text;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the tracker never showed {expected:?}: {text}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Posts the tracker as the GM; its message id.
async fn post_tracker(world: &World) -> u64 {
    let before: Vec<Value> = world.fake.channel_messages(world.channel());
    let (_, text) = run(world, GM, "campaign tracker", &[]).await;
    assert!(text.contains("Tracker posted and pinned"), "{text}");
    world
        .fake
        .channel_messages(world.channel())
        .into_iter()
        .find(|m| {
            !before.iter().any(|b| b["id"] == m["id"])
                && m["content"].as_str().is_some_and(|c| c.starts_with("📌"))
        })
        .and_then(|m| m["id"].as_str()?.parse().ok())
        .expect("the tracker message")
}

/// Runs a public command; its text.
async fn public(world: &World, user: (u64, &str), line: &Line) -> String {
    let (reply, text) = run(world, user, line.0, &line.1).await;
    assert!(!reply.is_ephemeral(), "/{}: {text}", line.0);
    text
}

/// Reads every board a player can ask for, in both languages, and the
/// share link's pages: each shows `expected` and none of `numbers`.
async fn every_board_shows(
    world: &World,
    scene: &Scene,
    pages: &SharePages,
    expected: &str,
    numbers: &[u32],
) {
    for board in std::iter::once("campaign status").chain(scene.boards.iter().copied()) {
        let text = public(world, ANA, &(board, vec![])).await;
        assert!(text.contains(expected), "/{board}: {text}");
        assert_none(board, &text, numbers);
    }
    let zh = world
        .cmd_values(ANA, world.channel(), "campaign status", &[], "zh-CN")
        .await;
    let text = support::secrecy::text(&zh);
    assert_none("zh-CN /campaign status", &text, numbers);
    for page in ["", "log", "stats"] {
        let text = page_text(&pages.get(page).await);
        assert_none(&format!("page /{page}"), &text, numbers);
        if page.is_empty() {
            assert!(text.contains(expected), "board page: {text}");
        }
    }
}

/// Plays `scene` under bands, then hidden, scanning every public surface.
async fn scene_keeps_the_numbers(scene: Scene) {
    let world = World::scripted().await;
    let start: Vec<(&str, OptionValue)> = scene
        .game
        .map(|g| vec![("ruleset", OptionValue::from(g))])
        .unwrap_or_default();
    public(&world, GM, &("campaign start", start)).await;
    let (chosen, text) = run(
        &world,
        GM,
        "campaign enemies",
        &[("setting", OptionValue::from(BANDS))],
    )
    .await;
    assert!(chosen.is_ephemeral(), "{text}");
    world.dice(&scene.dice);
    for line in &scene.before {
        public(&world, GM, line).await;
    }
    let tracker = post_tracker(&world).await;
    let session = Session::open(&world.config.database_url)
        .await
        .expect("the bot's database");
    let key = CampaignKey {
        guild_id: world.fake.default_guild_id() as i64,
        channel_id: world.channel() as i64,
    };
    let pages = SharePages::start(&session, key).await;

    let since = world.fake.requests().len();
    let numbers = scene.numbers;
    let text = public(&world, GM, &scene.add).await;
    assert!(text.contains("unhurt"), "{text}");
    let text = public(&world, GM, &scene.hurt).await;
    assert!(text.contains(scene.band), "{text}");
    tracker_shows(&world, tracker, scene.band).await;
    every_board_shows(&world, &scene, &pages, scene.band, &numbers).await;

    // The numbers are there to be hidden: the GM reads them, privately.
    let name = [("name", OptionValue::from(scene.enemy))];
    let (to_gm, text) = run(&world, GM, "enemy show", &name).await;
    assert!(to_gm.is_ephemeral(), "{text}");
    for n in numbers {
        assert!(has_number(&text, n), "{n} not in the GM's {text}");
    }

    // Dead reads as dead, not as near death.
    let text = public(&world, GM, &scene.kill).await;
    assert!(!text.contains("near death"), "{text}");
    tracker_shows(&world, tracker, "dead").await;
    every_board_shows(&world, &scene, &pages, "dead", &numbers).await;

    // Hidden: not even the band.
    let (chosen, _) = run(
        &world,
        GM,
        "campaign enemies",
        &[("setting", OptionValue::from(HIDDEN))],
    )
    .await;
    assert!(chosen.is_ephemeral());
    tracker_shows(&world, tracker, "condition unknown").await;
    every_board_shows(&world, &scene, &pages, "condition unknown", &numbers).await;

    let sent = sent_since(&world, since);
    assert!(sent.iter().any(|s| s.at.starts_with("PATCH /channels/")));
    assert!(sent.iter().filter(|s| !s.private).count() > 8, "{sent:#?}");
    for s in sent.iter().filter(|s| !s.private) {
        assert_none(&s.at, &s.text, &numbers);
    }
    pages.stop().await;
}

/// A hurt or kill command's options: the target and the amount.
fn blow(target: &'static str, amount: i64) -> Vec<(&'static str, OptionValue)> {
    vec![
        ("target", OptionValue::from(target)),
        ("amount", OptionValue::from(amount)),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wasteland_enemy_and_the_hp_budget_stay_hidden_on_every_surface() {
    let hurt = |amount: i64| {
        (
            "enemy hurt",
            vec![
                ("enemy", OptionValue::from("Warden")),
                ("amount", OptionValue::from(amount)),
            ],
        )
    };
    scene_keeps_the_numbers(Scene {
        game: None,
        // Each turn rolls a d100 for its random event.
        dice: vec![50, 50],
        // Chapter 5 allows a tier 4 enemy (46-80 HP) after two safe turns.
        before: vec![
            (
                "campaign set",
                vec![
                    ("field", OptionValue::from("chapter")),
                    ("value", OptionValue::from("5")),
                ],
            ),
            ("campaign turn", vec![]),
            ("campaign turn", vec![]),
        ],
        add: (
            "enemy custom",
            vec![
                ("name", OptionValue::from("Warden")),
                ("hp", OptionValue::from(73)),
                ("damage", OptionValue::from("4d6")),
                ("attack_skill", OptionValue::from(12)),
            ],
        ),
        // 73 HP hurt by 6: 67/73, wounded; the budget's living HP is 67.
        // The killing blow is more than its HP: the damage dealt is public.
        hurt: hurt(6),
        kill: hurt(90),
        boards: vec!["enemy list"],
        enemy: "Warden",
        numbers: [73, 67],
        band: "wounded",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d20_enemy_stays_hidden_on_every_surface() {
    scene_keeps_the_numbers(Scene {
        game: Some(1),
        dice: vec![],
        before: vec![],
        add: (
            "d20 enemy-add",
            vec![("template", OptionValue::from("brute"))],
        ),
        // A Brute: 40 HP; hurt by 3: 37/40, wounded.
        hurt: ("d20 hurt", blow("Brute", 3)),
        kill: ("d20 hurt", blow("Brute", 50)),
        boards: vec![],
        enemy: "Brute",
        numbers: [40, 37],
        band: "wounded",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_fallout_enemy_stays_hidden_on_every_surface() {
    scene_keeps_the_numbers(Scene {
        game: Some(2),
        // Its morale, 2d6: 3 and 3.
        dice: vec![3, 3],
        before: vec![],
        add: (
            "pnp enemy add",
            vec![("template", OptionValue::from("radscorpion"))],
        ),
        // A Radscorpion: 40 HP; hurt by 3: 37/40, wounded.
        hurt: ("pnp gm hurt", blow("Radscorpion", 3)),
        kill: ("pnp gm hurt", blow("Radscorpion", 50)),
        boards: vec![],
        enemy: "Radscorpion",
        numbers: [40, 37],
        band: "wounded",
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fallout_2d20_creature_stays_hidden_on_every_surface() {
    scene_keeps_the_numbers(Scene {
        game: Some(3),
        dice: vec![],
        before: vec![],
        add: (
            "f2d20 gm creature-add",
            vec![("template", OptionValue::from("Radscorpion"))],
        ),
        // A Radscorpion: 21 HP; hurt by 4: 17/21, wounded.
        hurt: ("f2d20 gm hurt", blow("Radscorpion", 4)),
        kill: ("f2d20 gm hurt", blow("Radscorpion", 30)),
        boards: vec![],
        enemy: "Radscorpion",
        numbers: [21, 17],
        band: "wounded",
    })
    .await;
}
