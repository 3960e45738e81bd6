//! Worst-case play through the fake Discord, which refuses what Discord refuses (see the
//! limits in `tests/support/fake_discord.rs`): the longest names the rules allow, full of
//! markdown, mentions and emoji (which count 2 UTF-16 code units on Discord), 1,000-character
//! backgrounds, big inventories, many effects expiring at once, a long log, `/help` in both
//! languages and error replies that echo 5,000 characters of user input.
//!
//! Every test ends by asserting that the fake refused no request and that every interaction got
//! its answer. Along the way every reply must carry `allowed_mentions` that ping nobody, and
//! user text must be shown escaped: a backslash before each markdown character (at least
//! `\ * _ ~ ` | [ ] ( ) < >` and an `@` that starts a name), so `[click](https://x)` shows as
//! `\[click\]\(https://x\)` and `@everyone` as `\@everyone`. The checks accept any escaping
//! that Discord renders back to the typed text (backslash before ASCII punctuation) and that
//! leaves no markdown construct or mention of the input intact. Where Discord renders no
//! markdown (embed footers, button and select-menu labels, autocomplete choice names) the
//! text must be plain instead: no backslash escape shows there.

use crate::support;

use std::fmt::Write as _;
use std::sync::Mutex;

use overseer::i18n::{self, Lang};
use serde_json::Value;
use support::bot_world::{character_options, World, WAIT};
use support::fake_discord::{CallbackKind, InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (3_000_000_000_000_000_001, "limits_gm");

/// The beginnings of the character names; each is padded with 😀 to 32 characters, the most
/// the rules allow (so up to 64 UTF-16 code units).
const NAME_STARTS: [&str; 5] = [
    "[click](https://x) ",
    "**bold** ||spoiler|| ",
    "```code``` <@&123> ",
    "@everyone _under_ ~~gone~~ ",
    "> quote # head - list \\ :) ",
];

/// Markdown and mentions typed by users; none may reach Discord unescaped.
const RAW: [&str; 7] = [
    "[click](https://x)",
    "**bold**",
    "||spoiler||",
    "```code```",
    "<@&123>",
    "_under_",
    "~~gone~~",
];

/// Markdown typed by users and a fragment every escaping of it shows.
const ESCAPES: [(&str, &str); 6] = [
    ("[click](https://x)", r"\[click\]\(https"),
    ("**bold**", r"\*\*bold\*\*"),
    ("||spoiler||", r"\|\|spoiler\|\|"),
    ("```code```", r"\`\`\`code\`\`\`"),
    ("_under_", r"\_under\_"),
    ("~~gone~~", r"\~\~gone\~\~"),
];

/// A repeating text full of markdown, mentions and emoji.
const NOISE: &str = "**bold**😀 [click](https://x)😀 ||spoiler||😀 ```code```😀 <@&123>😀 \
    @everyone😀 _under_😀 ~~gone~~😀 > # - \\ 😀";

/// `start` padded with 😀 to exactly `chars` characters.
fn padded(start: &str, chars: usize) -> String {
    let have = start.chars().count();
    assert!(have <= chars, "{start:?} is longer than {chars}");
    format!("{start}{}", "😀".repeat(chars - have))
}

/// [`NOISE`] repeated and cut to exactly `chars` characters.
fn noise(chars: usize) -> String {
    NOISE.chars().cycle().take(chars).collect()
}

/// The five 32-character names.
fn names() -> Vec<String> {
    NAME_STARTS.iter().map(|start| padded(start, 32)).collect()
}

/// The `i`-th player (each may own one living character).
fn player(i: usize) -> (u64, String) {
    (
        3_000_000_000_000_000_100 + i as u64,
        format!("limits_player_{i}"),
    )
}

fn s(text: &str) -> OptionValue {
    OptionValue::from(text)
}

fn n(value: i64) -> OptionValue {
    OptionValue::from(value)
}

/// What Discord shows for `text`: a backslash before ASCII punctuation is dropped.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(&next) = chars.peek() {
                if next.is_ascii_punctuation() {
                    out.push(next);
                    chars.next();
                    continue;
                }
            }
        }
        out.push(c);
    }
    out
}

/// Every piece of markdown text of a message body: content, and each embed's title,
/// description, author and fields (not the footer, which renders no markdown: see
/// [`plain_texts`]).
fn message_text(message: &Value) -> String {
    let mut out = String::new();
    let mut add = |value: &Value| {
        if let Some(text) = value.as_str() {
            out.push_str(text);
            out.push('\n');
        }
    };
    add(&message["content"]);
    for embed in message["embeds"].as_array().into_iter().flatten() {
        add(&embed["title"]);
        add(&embed["description"]);
        add(&embed["author"]["name"]);
        for field in embed["fields"].as_array().into_iter().flatten() {
            add(&field["name"]);
            add(&field["value"]);
        }
    }
    out
}

/// The text a reply shows where Discord renders no markdown: embed footers, button labels,
/// select-menu option labels and descriptions, and autocomplete choice names.
fn plain_texts(reply: &InteractionResponse) -> Vec<String> {
    fn labels(value: &Value, out: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                for key in ["label", "description"] {
                    if let Some(text) = map.get(key).and_then(Value::as_str) {
                        out.push(text.to_owned());
                    }
                }
                map.values().for_each(|v| labels(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| labels(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for (_, body) in bodies(reply) {
        for embed in body["embeds"].as_array().into_iter().flatten() {
            if let Some(footer) = embed["footer"]["text"].as_str() {
                out.push(footer.to_owned());
            }
        }
        labels(&body["components"], &mut out);
    }
    if reply.kind() == CallbackKind::AutocompleteResult {
        out.extend(reply.choices().into_iter().map(|(name, _)| name));
    }
    out
}

/// Markdown escapes (a backslash before ASCII punctuation) on a surface that shows them.
fn stray_escapes(reply: &InteractionResponse, what: &str) -> Vec<Problem> {
    plain_texts(reply)
        .into_iter()
        .filter(|text| {
            text.chars()
                .zip(text.chars().skip(1))
                .any(|(a, b)| a == '\\' && b.is_ascii_punctuation())
        })
        .map(|text| {
            (
                format!("{what} shows a markdown escape where Discord renders no markdown"),
                excerpt(&text, 120),
            )
        })
        .collect()
}

/// The message bodies the bot sent about an interaction: the callback's `data` (types 4 and
/// 7) and every follow-up or edit.
fn bodies(reply: &InteractionResponse) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    if matches!(
        reply.kind(),
        CallbackKind::ChannelMessage | CallbackKind::UpdateMessage
    ) {
        out.push(("callback".to_owned(), reply.data().clone()));
    }
    for call in &reply.webhook_calls {
        if let Some(body) = &call.body {
            out.push((format!("{} {:?}", call.method, call.target), body.clone()));
        }
    }
    out
}

/// All text of the reply, follow-ups and edits included.
fn text(reply: &InteractionResponse) -> String {
    bodies(reply)
        .iter()
        .map(|(_, body)| message_text(body))
        .collect()
}

/// Something wrong with a reply: what kind of problem (the same for every reply that has it)
/// and an example of it.
type Problem = (String, String);

/// `text` cut to its first `chars` characters, for failure messages.
fn excerpt(text: &str, chars: usize) -> String {
    let line = text.trim_end().replace('\n', " ⏎ ");
    if line.chars().count() <= chars {
        return line;
    }
    format!("{}…", line.chars().take(chars).collect::<String>())
}

/// Replies that create a message must say that nobody is pinged: `allowed_mentions` present,
/// with nothing to parse and no user or role allowed.
fn pings(reply: &InteractionResponse, what: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (which, body) in bodies(reply) {
        if which.starts_with("PATCH") {
            continue;
        }
        let mentions = &body["allowed_mentions"];
        if !mentions.is_object() {
            problems.push((
                format!("{what} ({which}) has no allowed_mentions"),
                String::new(),
            ));
            continue;
        }
        for key in ["parse", "users", "roles"] {
            if !(mentions[key].is_null() || mentions[key] == serde_json::json!([])) {
                problems.push((
                    format!("{what} ({which}) allows {key} mentions"),
                    mentions.to_string(),
                ));
            }
        }
    }
    problems
}

/// Markdown constructs or mentions typed by users that `shown` leaves intact.
fn raw_markdown(shown: &str, what: &str) -> Vec<Problem> {
    let mut problems: Vec<Problem> = RAW
        .iter()
        .filter(|raw| shown.contains(*raw))
        .map(|raw| {
            (
                format!("{what} shows user text unescaped ({raw:?})"),
                excerpt(shown, 120),
            )
        })
        .collect();
    if shown
        .match_indices("@everyone")
        .any(|(at, _)| !shown[..at].ends_with('\\'))
    {
        problems.push((
            format!("{what} shows an unescaped @everyone"),
            excerpt(shown, 120),
        ));
    }
    problems
}

/// A reply that is the bot's "something went wrong on our side": the command failed, e.g.
/// because serenity itself refused to send a reply over 2,000 characters ("Message too large")
/// or Discord refused the reply and the bot fell back to this one.
fn internal_error(reply: &InteractionResponse, what: &str) -> Vec<Problem> {
    let shown = text(reply);
    [Lang::EnUs, Lang::ZhCn]
        .into_iter()
        .map(|lang| i18n::tr(lang, "err-internal", &[]))
        .filter(|internal| shown.contains(internal.as_str()))
        .map(|_| {
            (
                format!("{what} failed inside the bot (it answered its internal error)"),
                excerpt(&shown, 120),
            )
        })
        .collect()
}

/// Problems with how `shown` shows `name`: it must be there (as Discord renders the escaped
/// text) and escaped.
fn escaped_name(shown: &str, name: &str, what: &str) -> Vec<Problem> {
    if !unescape(shown).contains(name) {
        return vec![(
            format!("{what} does not show {name:?} (escaped or not)"),
            excerpt(shown, 300),
        )];
    }
    let mut problems = Vec::new();
    for (raw, escaped) in ESCAPES {
        if name.contains(raw) && !shown.contains(escaped) {
            problems.push((
                format!("{what} shows {name:?} without {escaped:?}"),
                excerpt(shown, 120),
            ));
        }
    }
    if name.starts_with('@') && !shown.contains(r"\@everyone") {
        problems.push((
            format!("{what} shows {name:?} without escaping its @"),
            excerpt(shown, 120),
        ));
    }
    problems
}

/// A world that remembers every interaction it injected and every problem it saw. Problems
/// with escaping and mentions are collected and reported together at the end
/// ([`Play::finish`]) with the fake's refusals, so that one failing test shows everything that
/// is wrong; a step the play cannot go on without fails at once, with the same report.
struct Play {
    world: World,
    /// Every injected interaction, with what it was (e.g. `/campaign turn`).
    ids: Mutex<Vec<(u64, String)>>,
    problems: Mutex<Vec<Problem>>,
}

impl Play {
    async fn start() -> Play {
        support::fake_discord::init_test_tracing();
        let world = World::start().await;
        Play {
            world,
            ids: Mutex::new(Vec::new()),
            problems: Mutex::new(Vec::new()),
        }
    }

    fn note(&self, problems: Vec<Problem>) {
        self.problems.lock().expect("problems").extend(problems);
    }

    /// Notes the problems with how `shown` shows `name`.
    fn shows_escaped(&self, reply: &InteractionResponse, name: &str, what: &str) {
        self.note(escaped_name(&text(reply), name, what));
    }

    /// What went wrong so far: the fake's refusals with Discord's error bodies, then the
    /// other problems (the first 30).
    fn report(&self) -> String {
        let mut out = String::new();
        let rejected = self.world.fake.rejected_requests();
        if !rejected.is_empty() {
            let _ = writeln!(
                out,
                "the fake refused {} request(s) like Discord would:",
                rejected.len()
            );
            for request in &rejected {
                let _ = writeln!(
                    out,
                    "  #{} {}",
                    request.index,
                    excerpt(&request.describe(), 1500)
                );
            }
        }
        let problems = self.problems.lock().expect("problems");
        let mut kinds: Vec<(&str, &str, usize)> = Vec::new();
        for (kind, example) in problems.iter() {
            match kinds.iter_mut().find(|(seen, _, _)| *seen == kind.as_str()) {
                Some((_, _, count)) => *count += 1,
                None => kinds.push((kind, example, 1)),
            }
        }
        if !kinds.is_empty() {
            let _ = writeln!(
                out,
                "{} other problem(s) of {} kind(s):",
                problems.len(),
                kinds.len()
            );
            for (kind, example, count) in kinds.iter().take(30) {
                let _ = writeln!(out, "  {kind} (x{count}): {example}");
            }
        }
        out
    }

    /// Notes a problem unless `reply` has an embed.
    fn public_embed(&self, reply: &InteractionResponse, what: &str) {
        if reply.embeds().is_empty() {
            self.note(vec![(
                format!("{what} has no embed"),
                excerpt(&text(reply), 300),
            )]);
        }
    }

    /// Notes a problem unless `reply` is a public answer (a command that must succeed).
    fn public(&self, reply: &InteractionResponse, what: &str) {
        if reply.is_ephemeral() {
            self.note(vec![(
                format!("{what} was refused"),
                excerpt(&text(reply), 300),
            )]);
        }
    }

    /// Fails at once with `what` and the report unless `ok`.
    fn require(&self, ok: bool, what: impl FnOnce() -> String) {
        assert!(ok, "{}\n{}", what(), self.report());
    }

    /// Runs a slash command, waits for its answer and notes its problems (pings, raw
    /// markdown).
    async fn run(
        &self,
        user: (u64, &str),
        command: &str,
        options: &[(&str, OptionValue)],
        locale: &str,
    ) -> InteractionResponse {
        let world = &self.world;
        let id = world.send_values(user, world.channel(), command, options, locale);
        self.ids
            .lock()
            .expect("ids")
            .push((id, format!("/{command}")));
        let reply = match world.fake.wait_for_response(id, WAIT).await {
            Ok(reply) => reply,
            Err(e) => panic!("/{command} got no answer: {e}\n{}", self.report()),
        };
        let what = format!("/{command}");
        self.note(pings(&reply, &what));
        self.note(raw_markdown(&text(&reply), &what));
        self.note(stray_escapes(&reply, &what));
        self.note(internal_error(&reply, &what));
        reply
    }

    async fn gm(&self, command: &str, options: &[(&str, OptionValue)]) -> InteractionResponse {
        self.run(GM, command, options, "en-US").await
    }

    /// Runs a command that must succeed (a public answer).
    async fn gm_ok(&self, command: &str, options: &[(&str, OptionValue)]) -> InteractionResponse {
        let reply = self.gm(command, options).await;
        self.require(!reply.is_ephemeral(), || {
            format!("/{command} was refused: {}", excerpt(&text(&reply), 500))
        });
        reply
    }

    /// Runs a command whose answer must be public; notes a problem if it is not.
    async fn gm_shown(
        &self,
        command: &str,
        options: &[(&str, OptionValue)],
    ) -> InteractionResponse {
        let reply = self.gm(command, options).await;
        self.public(&reply, &format!("/{command}"));
        reply
    }

    /// Types `partial` into option `focused` of `command` (as the GM, with `options` already
    /// filled in) and waits for the autocomplete result.
    async fn complete(
        &self,
        command: &str,
        options: &[(&str, &str)],
        focused: &str,
        partial: &str,
    ) -> InteractionResponse {
        let mut builder = self.world.fake.autocomplete(command).user(GM.0, GM.1);
        for (name, value) in options {
            builder = builder.option(name, *value);
        }
        let id = builder.focused(focused, partial).send();
        let what = format!("completing {focused} of /{command}");
        self.ids.lock().expect("ids").push((id, what.clone()));
        let reply = match self.world.fake.wait_for_response(id, WAIT).await {
            Ok(reply) => reply,
            Err(e) => panic!("{what} got no answer: {e}\n{}", self.report()),
        };
        if reply.kind() != CallbackKind::AutocompleteResult {
            self.note(vec![(
                format!("{what} was not answered with choices"),
                reply.callback.to_string(),
            )]);
        }
        self.note(stray_escapes(&reply, &what));
        reply
    }

    /// `/campaign start` by the GM.
    async fn campaign(&self) {
        self.gm_ok("campaign start", &[]).await;
    }

    /// `/character create` by player `i` with SPECIAL 6 6 6 6 6 5 5; the play cannot go on
    /// without it.
    async fn create(&self, i: usize, name: &str, background: &str) -> InteractionResponse {
        let reply = self.try_create(i, name, background).await;
        self.require(!reply.is_ephemeral(), || {
            format!(
                "character create {name:?} was refused: {}",
                excerpt(&text(&reply), 500)
            )
        });
        reply
    }

    /// `/character create` by player `i` with SPECIAL 6 6 6 6 6 5 5, which must succeed and
    /// show the name escaped (a problem is noted otherwise).
    async fn try_create(&self, i: usize, name: &str, background: &str) -> InteractionResponse {
        let (id, user) = player(i);
        let options = character_options(name, background, [0, 1, 3]);
        let reply = self
            .run((id, &user), "character create", &options, "en-US")
            .await;
        self.public(&reply, "/character create");
        self.shows_escaped(&reply, name, "/character create");
        reply
    }

    /// The end of every test: nothing refused, every interaction answered, and the follow-ups
    /// and edits sent about them (also those that came after the answer was checked) ping
    /// nobody and show no raw markdown.
    fn finish(self) {
        let ids = self.ids.lock().expect("ids").clone();
        for (id, command) in ids {
            match self.world.fake.response(id) {
                Some(mut reply) => {
                    // The callback itself was checked when it came.
                    reply.callback = Value::Null;
                    let what = format!("{command} (follow-ups and edits)");
                    self.note(pings(&reply, &what));
                    self.note(raw_markdown(&text(&reply), &what));
                    self.note(stray_escapes(&reply, &what));
                }
                None => self.note(vec![(
                    format!("{command} (interaction {id}) got no answer"),
                    String::new(),
                )]),
            }
        }
        let rejected = self.world.fake.rejected_requests();
        let problems = self.problems.lock().expect("problems").len();
        assert!(
            rejected.is_empty() && problems == 0,
            "worst-case play went wrong:\n{}",
            self.report()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_names_and_backgrounds_full_of_markdown_are_shown_escaped() {
    let play = Play::start().await;
    play.campaign().await;
    let names = names();
    let background = noise(1000);
    for (i, name) in names.iter().enumerate() {
        play.create(i, name, &background).await;
    }
    // The engine bounds a background at 1,000 characters (and Discord is told so
    // with max_length): the longest it takes.
    let longest = padded("Longest background 😀 ", 32);
    play.try_create(5, &longest, &noise(overseer::engine::name::FREE_TEXT_MAX))
        .await;
    for name in names.iter().chain([&longest]) {
        let sheet = play
            .gm_shown("character sheet", &[("character", s(name))])
            .await;
        play.shows_escaped(&sheet, name, "/character sheet");
    }
    let status = play.gm_shown("campaign status", &[]).await;
    for name in &names {
        play.shows_escaped(&status, name, "/campaign status");
    }
    let check = play
        .gm_shown(
            "check",
            &[
                ("characters", s(&format!("{}, {}", names[0], names[3]))),
                ("attribute", s("AGI")),
                ("skill", s("Sneak")),
                ("difficulty", n(1)),
            ],
        )
        .await;
    play.shows_escaped(&check, &names[0], "/check");
    play.shows_escaped(&check, &names[3], "/check");
    // Its footer (no markdown) names who has still to act, plain as typed.
    let footers: Vec<String> = check
        .embeds()
        .iter()
        .filter_map(|e| e["footer"]["text"].as_str().map(str::to_owned))
        .collect();
    play.require(
        footers.iter().any(|f| f.contains(names[1].as_str())),
        || {
            format!(
                "the check's footer does not name {:?} plainly: {footers:?}",
                names[1]
            )
        },
    );
    play.complete("character sheet", &[], "character", "").await;
    play.complete("check", &[], "characters", &format!("{}, ", names[1]))
        .await;
    play.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_long_items_fit_the_sheet_and_the_inventory() {
    let play = Play::start().await;
    play.campaign().await;
    let name = names()[1].clone();
    play.create(0, &name, "Vault Dweller").await;
    for i in 0..60 {
        // 60 characters, the most an item name may have.
        let item = padded(&format!("{i:02} **bold** [click](https://x) "), 60);
        play.gm_ok(
            "inventory add",
            &[
                ("character", s(&name)),
                ("item", s(&item)),
                ("qty", n(999 - i)),
            ],
        )
        .await;
    }
    let (id, user) = player(0);
    let sheet = play.run((id, &user), "character sheet", &[], "en-US").await;
    play.public(&sheet, "/character sheet");
    play.shows_escaped(&sheet, &name, "/character sheet");
    let shown = play.run((id, &user), "inventory show", &[], "en-US").await;
    play.public(&shown, "/inventory show");
    play.shows_escaped(&shown, &name, "/inventory show");

    // Completing an item to remove or use offers at most 25 of the 60.
    play.complete("inventory remove", &[("character", &name)], "item", "")
        .await;
    play.complete("use", &[("character", &name)], "item", "0")
        .await;
    play.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forty_effects_expiring_in_one_turn_fit_one_answer() {
    let play = Play::start().await;
    play.campaign().await;
    let names = names();
    for (i, name) in names.iter().enumerate() {
        play.create(i, name, "Vault Dweller").await;
        for e in 0..8 {
            // 40 characters, the most an effect name may have.
            let effect = padded(&format!("{i}{e} ||spoiler|| _under_ "), 40);
            play.gm_ok(
                "effect add",
                &[
                    ("character", s(name)),
                    ("effect", s(&effect)),
                    ("turns", n(1)),
                ],
            )
            .await;
        }
    }
    let status = play.gm_shown("campaign status", &[]).await;
    for name in &names {
        play.shows_escaped(&status, name, "/campaign status");
    }
    play.complete("effect remove", &[("character", &names[4])], "effect", "")
        .await;
    let turn = play.gm_shown("campaign turn", &[]).await;
    for name in &names {
        play.shows_escaped(&turn, name, "/campaign turn");
    }
    play.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_log_view_of_two_hundred_commands_fits() {
    let play = Play::start().await;
    play.campaign().await;
    let name = names()[2].clone();
    play.create(0, &name, &noise(1000)).await;
    for i in 0..200 {
        if i % 2 == 0 {
            play.gm_ok("roll", &[("dice", s("3d20"))]).await;
        } else {
            let item = padded(&format!("{i:03} <@&123> "), 60);
            play.gm_ok(
                "inventory add",
                &[("character", s(&name)), ("item", s(&item))],
            )
            .await;
        }
    }
    play.gm_shown("campaign log", &[("count", n(25))]).await;
    play.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_fits_in_both_languages() {
    let play = Play::start().await;
    for locale in ["en-US", "zh-CN"] {
        let help = play.run(GM, "help", &[], locale).await;
        play.public_embed(&help, &format!("/help in {locale}"));
    }
    play.campaign().await;
    let (id, user) = player(0);
    let help = play.run((id, &user), "help", &[], "zh-CN").await;
    play.public_embed(&help, "/help in a campaign");
    play.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_echoing_five_thousand_characters_of_input_fit() {
    let play = Play::start().await;
    play.campaign().await;
    let name = names()[3].clone();
    play.create(0, &name, "Vault Dweller").await;
    let garbage = noise(5000);
    let refused = |reply: &InteractionResponse, what: &str| {
        if !reply.is_ephemeral() {
            play.note(vec![(
                format!("{what} should be refused"),
                excerpt(&text(reply), 300),
            )]);
        }
    };

    let check = play
        .gm(
            "check",
            &[
                ("characters", s(&garbage)),
                ("attribute", s("AGI")),
                ("skill", s("Sneak")),
                ("difficulty", n(1)),
            ],
        )
        .await;
    refused(&check, "/check");
    let roll = play.gm("roll", &[("dice", s(&garbage))]).await;
    refused(&roll, "/roll");
    let item = play
        .gm(
            "inventory add",
            &[("character", s(&name)), ("item", s(&garbage))],
        )
        .await;
    refused(&item, "/inventory add");
    let sheet = play
        .gm("character sheet", &[("character", s(&garbage))])
        .await;
    refused(&sheet, "/character sheet");

    let (id, user) = player(1);
    let mut options = vec![("name", s(&garbage)), ("background", s(&garbage))];
    for attribute in [
        "strength",
        "perception",
        "endurance",
        "charisma",
        "intelligence",
        "agility",
        "luck",
    ] {
        options.push((attribute, n(6)));
    }
    options.extend([("tag1", n(0)), ("tag2", n(1)), ("tag3", n(3))]);
    let create = play
        .run((id, &user), "character create", &options, "zh-CN")
        .await;
    refused(&create, "/character create");
    play.finish();
}
