//! `overseer mcp` driven by a real Model Context Protocol client that no one
//! here wrote: the official Python SDK (`pip install mcp jsonschema`), by the
//! script beside this file (`mcp_client.py`). It lists the tools and checks
//! every input schema with a JSON Schema validator, plays a worked session of
//! each game, reads the resources, and tries, as a player, what a player may
//! not do; every game's answers equal the command line's for the same lines
//! with the same seed, and a player never reads the GM's secret roll.
//!
//! Without the Python SDK the test says so and returns, except under CI
//! (CI=true), where it fails: `.ci/run` installs the SDK.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

const BIN: &str = env!("CARGO_BIN_EXE_overseer");

/// The client script.
pub(super) fn script() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/mcp_client.py")
}

/// Whether python3 has the SDK and the validator; why not, when it has not.
pub(super) fn client_missing() -> Option<String> {
    let probe = Command::new("python3")
        .args(["-c", "import mcp, jsonschema"])
        .output();
    match probe {
        Ok(out) if out.status.success() => None,
        Ok(out) => Some(String::from_utf8_lossy(&out.stderr).trim().to_owned()),
        Err(e) => Some(format!("python3: {e}")),
    }
}

/// The client's report on a fresh database in `dir`.
fn report(dir: &Path) -> Value {
    let db = dir.join("mcp.db");
    let out = Command::new("python3")
        .arg(script())
        .arg(BIN)
        .arg(&db)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "the client failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON report")
}

/// A batch line of `words`, each quoted for the command line's tokenizer.
fn quoted(words: &[Value]) -> String {
    words
        .iter()
        .map(|w| format!("\"{}\"", w.as_str().expect("a word").replace('"', "\\\"")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The command line's answers to `lines` in one batch, seed 7, on a fresh
/// database in `dir`, at `campaign`, as actor 0.
fn cli_batch(dir: &Path, campaign: &str, lines: &[String]) -> Vec<Value> {
    let db = dir.join(format!("cli-{campaign}.db"));
    let mut child = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(&db)
        .args([
            "--campaign",
            campaign,
            "--seed",
            "7",
            "--lang",
            "en-US",
            "-",
        ])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("binary starts");
    let mut input = child.stdin.take().expect("stdin");
    input
        .write_all(format!("{}\n", lines.join("\n")).as_bytes())
        .expect("write stdin");
    drop(input);
    let out = child.wait_with_output().expect("binary runs");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

/// One command line's answer, as actor `actor`, on `db` at `campaign`.
fn cli_one(db: &Path, campaign: &str, actor: &str, words: &[&str]) -> Value {
    let out = Command::new(BIN)
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--campaign", campaign, "--actor", actor, "--lang", "en-US"])
        .args(words)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .output()
        .expect("binary runs");
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// The messages of a game session's calls, in order.
fn messages(session: &Value) -> Vec<&str> {
    session["calls"]
        .as_array()
        .expect("calls")
        .iter()
        .map(|c| c["text"].as_str().unwrap_or_default())
        .collect()
}

fn check_tools(report: &Value) {
    let tools = &report["tools"];
    assert_eq!(
        tools["count"],
        json!(133),
        "9 shared and 122 of the four games' tables"
    );
    assert_eq!(tools["bad_schemas"], json!([]));
    let names = tools["names"].as_array().expect("names");
    for name in [
        "init",
        "export",
        "wasteland_check",
        "d20_attack",
        "pnp_attack",
        "f2d20_attack",
    ] {
        assert!(names.contains(&json!(name)), "{name}");
    }
    let attack = &tools["f2d20_attack"];
    assert_eq!(attack["required"], json!(["attacker", "target", "weapon"]));
    assert_eq!(
        attack["properties"]["range"]["enum"],
        json!(["close", "medium", "long", "extreme"])
    );
    assert_eq!(attack["properties"]["aim"]["type"], json!("boolean"));
    assert_eq!(attack["properties"]["buy"]["type"], json!("integer"));
    assert_eq!(
        tools["wasteland_check_description"],
        json!("Skill check; comma-separated players for assisted/group checks\nUsage: check <players> <attr> <skill> <diff> [ap] [xN] [--bonus N]")
    );
    assert_eq!(report["server"]["name"], json!("overseer"));
}

/// Every call of every game's session validated against its schema, was
/// answered, and equals the command line's answer to the same line.
fn check_sessions_equal_the_command_line(report: &Value, dir: &Path) {
    for campaign in ["vault", "d20", "classic", "f2"] {
        let calls = report[campaign]["calls"].as_array().expect("calls");
        for c in calls {
            assert_eq!(c["valid"], json!(true), "{c}");
            assert_eq!(c["error"], json!(false), "{c}");
        }
        let lines: Vec<String> = calls
            .iter()
            .map(|c| quoted(c["line"].as_array().expect("a line")))
            .collect();
        let cli = cli_batch(dir, campaign, &lines);
        assert_eq!(cli.len(), calls.len(), "{campaign}");
        for (call, answer) in calls.iter().zip(&cli) {
            assert_eq!(&call["json"], answer, "{campaign}: {}", call["tool"]);
        }
    }
}

fn check_seeded_results(report: &Value) {
    let vault = messages(&report["vault"]);
    assert_eq!(
        vault,
        [
            "A fresh campaign has started.",
            "Jake joins with HP 50/50.",
            "Jake passes: 3 successes vs difficulty 2.",
            "Turn 1: day 1, Noon.",
            "Turn 2: day 1, Afternoon.",
            "Radroach (tier 1, HP 10) enters; HP budget 10/30. Mode: exploration to combat.",
            "Jake deals 6 damage with 10mm Pistol. Radroach: HP 10 to 4/10.",
            "Jake passes: 1 success vs difficulty 1."
        ]
    );
    let check = &report["vault"]["calls"][2]["json"];
    assert_eq!(
        (check["successes"].clone(), check["passed"].clone()),
        (json!(3), json!(true))
    );
    assert_eq!(report["vault"]["calls"][7]["json"]["secret"], json!(true));
    assert_eq!(
        messages(&report["d20"])[2],
        "Kestrel rolls Perception: d20 4, total 7 vs DC 15: a failure."
    );
    assert_eq!(report["d20"]["calls"][2]["json"]["total"], json!(7));
    assert!(
        messages(&report["classic"])[2].starts_with("Vic: Lockpick\nd100 16 vs 35"),
        "{}",
        messages(&report["classic"])[2]
    );
    assert_eq!(report["f2"]["calls"][4]["json"]["successes"], json!(3));
    assert_eq!(report["f2"]["calls"][7]["json"]["command"], json!("attack"));
}

fn check_resources(report: &Value) {
    let vault = &report["vault"];
    assert_eq!(
        vault["resources"],
        json!([
            "overseer://campaign/vault/board",
            "overseer://campaign/vault/content",
            "overseer://campaign/vault/log"
        ])
    );
    assert_eq!(
        vault["templates"],
        json!([
            "overseer://campaign/{campaign}/board",
            "overseer://campaign/{campaign}/sheet/{name}",
            "overseer://campaign/{campaign}/content",
            "overseer://campaign/{campaign}/log{?page}"
        ])
    );
    let reads = &vault["reads"];
    assert_eq!(
        reads["overseer://campaign/vault/board"]["command"],
        json!("status")
    );
    assert_eq!(
        reads["overseer://campaign/vault/content"]["command"],
        json!("content")
    );
    // The GM reads the whole log, newest first, the secret roll marked.
    let log = &reads["overseer://campaign/vault/log"];
    let seen: Vec<(Value, Value)> = log["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| (e["command"].clone(), e["secret"].clone()))
        .collect();
    assert_eq!(
        seen,
        [
            (json!("check"), json!(true)),
            (json!("damage"), json!(false)),
            (json!("enemy-add"), json!(false)),
            (json!("turn"), json!(false)),
            (json!("turn"), json!(false)),
            (json!("check"), json!(false)),
            (json!("add-player"), json!(false)),
            (json!("init"), json!(false)),
        ]
    );
    assert_eq!(
        (log["gm"].clone(), log["next"].clone()),
        (json!(true), Value::Null)
    );
}

fn check_player(report: &Value, db: &Path) {
    let player = &report["player"];
    let calls = player["calls"].as_array().expect("calls");
    let outcome = |i: usize| (calls[i]["error"].clone(), calls[i]["json"]["error"].clone());
    assert_eq!(
        outcome(0),
        (json!(false), Value::Null),
        "Jake is the player's own"
    );
    assert_eq!(calls[0]["json"]["command"], json!("check"));
    // A refusal of the rules: the command line's code, message and hint.
    assert_eq!(outcome(1), (json!(true), json!("unknown_player")));
    let cli = cli_one(
        db,
        "vault",
        "42",
        &["check", "Nobody", "PER", "Lockpick", "2"],
    );
    assert_eq!(calls[1]["json"], cli);
    assert_eq!(
        calls[1]["text"],
        json!(format!(
            "{}\n{}",
            cli["message"].as_str().unwrap_or_default(),
            cli["hint"].as_str().unwrap_or_default()
        ))
    );
    assert_eq!(outcome(2), (json!(true), json!("not_gm")));
    assert_eq!(
        calls[2]["text"],
        json!("Only the GM (the campaign's creator, co-GMs, or members with Manage Server) can use wasteland_hurt.")
    );
    assert_eq!(
        outcome(3),
        (json!(true), json!("not_gm")),
        "a character for another user"
    );
    assert_eq!(
        outcome(4),
        (json!(true), json!("not_gm")),
        "export shows secret rolls"
    );
    assert_eq!(outcome(5), (json!(true), json!("not_in_game")));
    // Arguments the schema refuses are refused by the server too.
    assert_eq!(
        (calls[6]["valid"].clone(), outcome(6)),
        (json!(false), (json!(true), json!("bad_argument")))
    );
    assert_eq!(
        calls[6]["text"],
        json!("The argument diff of wasteland_check takes a whole number.\nUsage: check <players> <attr> <skill> <diff> [ap] [xN] [--bonus N]")
    );
    assert_eq!(outcome(7), (json!(true), json!("unknown_argument")));
    assert_eq!(outcome(8), (json!(true), json!("unknown_tool")));
    // The player's log: no secret roll, and none of its numbers.
    let log = &player["log"];
    assert_eq!(log["gm"], json!(false));
    let commands: Vec<&str> = log["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["command"].as_str().unwrap_or_default())
        .collect();
    // The player's own check first; the GM's secret check is not there.
    assert_eq!(
        commands,
        [
            "check",
            "damage",
            "enemy-add",
            "turn",
            "turn",
            "check",
            "add-player",
            "init"
        ]
    );
    assert_eq!(log["entries"][0]["actor"], json!(42));
    assert!(log["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .all(|e| e["secret"] == json!(false)));
    assert_eq!(player["log_page_1"]["entries"], json!([]));
    assert_eq!(player["sheet"]["command"], json!("status"));
    let missing = player["missing"].as_str().unwrap_or_default();
    assert!(
        missing.contains("There is no resource at overseer://campaign/vault/secrets"),
        "{missing}"
    );
}

#[test]
fn an_mcp_client_plays_every_game_and_a_player_never_reads_a_secret_roll() {
    if let Some(missing) = client_missing() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "under CI the MCP tests must run: {missing}; .ci/run installs the client \
             (python3 -m pip install 'mcp>=1.2,<2' jsonschema)"
        );
        eprintln!("\n*** SKIPPED mcp: {missing}; run .ci/run or python3 -m pip install 'mcp>=1.2,<2' jsonschema ***\n");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let report = report(dir.path());
    check_tools(&report);
    check_sessions_equal_the_command_line(&report, dir.path());
    check_seeded_results(&report);
    check_resources(&report);
    check_player(&report, &dir.path().join("mcp.db"));
}

/// What `overseer mcp --list-tools --lang <lang>` prints, with no settings.
fn tool_list(lang: &str) -> String {
    let out = Command::new(BIN)
        .args(["mcp", "--list-tools", "--lang", lang])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .output()
        .expect("binary runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn the_tool_list_in_docs_mcp_md_is_the_one_the_server_prints() {
    let list = tool_list("en-US");
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/mcp.md"))
        .expect("docs/mcp.md");
    let begin = "<!-- tools: generated by `overseer mcp --list-tools`; do not edit -->\n";
    let end = "<!-- end of tools -->";
    let start = doc.find(begin).expect("the list's first marker") + begin.len();
    let stop = doc.find(end).expect("the list's last marker");
    assert_eq!(
        doc[start..stop].trim(),
        list.trim(),
        "regenerate docs/mcp.md's list"
    );
    assert_eq!(list.lines().filter(|l| l.starts_with("- `")).count(), 133);
}

/// Sends JSON-RPC `requests` to `overseer mcp` as `actor` (after the
/// protocol's handshake) and returns the answer to each, in order.
fn speak(db: &Path, actor: &str, requests: &[Value]) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .args(["mcp", "--db"])
        .arg(db)
        .args(["--campaign", "hidden", "--actor", actor])
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("overseer mcp starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(
        child.stdout.take().expect("stdout"),
    ));
    let mut send = |message: Value| {
        writeln!(input, "{message}").expect("a line to the server");
        input.flush().expect("flush");
    };
    send(
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-03-26", "capabilities": {},
        "clientInfo": {"name": "overseer-tests", "version": "1"}}}),
    );
    let hello = lines.next().expect("an answer").expect("a line");
    assert!(hello.contains("\"result\""), "{hello}");
    send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
    let mut answers = Vec::new();
    for (id, request) in requests.iter().enumerate() {
        let mut request = request.clone();
        request["jsonrpc"] = json!("2.0");
        request["id"] = json!(id + 1);
        send(request);
        let line = lines.next().expect("an answer").expect("a line");
        answers.push(serde_json::from_str(&line).expect("JSON-RPC"));
    }
    drop(input);
    let _ = child.wait();
    answers
}

#[test]
fn a_player_reads_no_enemy_number_through_the_server_where_the_campaign_hides_them() {
    // The command line's answers carry every number (its one reader is a GM),
    // so in a campaign whose enemy numbers are banded or hidden an actor who
    // is no GM plays nothing and reads no board, sheet or log through the
    // server; a GM does; shown numbers leave a player free.
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("hidden.db");
    for words in [
        vec!["init"],
        vec![
            "add-player",
            "42",
            "Jake",
            "Jake",
            "Drifter",
            "--preset",
            "Drifter",
        ],
        vec!["enemies", "hidden"],
    ] {
        let answer = cli_one(&db, "hidden", "0", &words);
        assert_eq!(answer["ok"], true, "{answer}");
    }
    let board = "overseer://campaign/hidden/board";
    let asks = [
        json!({"method": "tools/call", "params": {"name": "wasteland_status", "arguments": {}}}),
        json!({"method": "resources/read", "params": {"uri": board}}),
        json!({"method": "resources/read", "params": {"uri": "overseer://campaign/hidden/log?page=1"}}),
    ];
    let player = speak(&db, "42", &asks);
    assert_eq!(player[0]["result"]["isError"], true, "{}", player[0]);
    assert_eq!(
        player[0]["result"]["structuredContent"]["error"], "enemies_hidden",
        "{}",
        player[0]
    );
    for refused in &player[1..] {
        assert_eq!(
            refused["error"]["data"]["error"], "enemies_hidden",
            "{refused}"
        );
    }
    let gm = speak(&db, "0", &asks);
    assert_eq!(
        gm[0]["result"]["structuredContent"]["ok"], true,
        "{}",
        gm[0]
    );
    assert!(
        gm[1]["result"]["contents"][0]["text"].is_string(),
        "{}",
        gm[1]
    );
    assert_eq!(
        cli_one(&db, "hidden", "0", &["enemies", "shown"])["ok"],
        true
    );
    let shown = speak(&db, "42", &asks[..2]);
    assert_eq!(
        shown[0]["result"]["structuredContent"]["ok"], true,
        "{}",
        shown[0]
    );
    assert!(
        shown[1]["result"]["contents"][0]["text"].is_string(),
        "{}",
        shown[1]
    );
    // The campaign's language is a GM's to set, and the answer speaks it.
    let set = json!({"method": "tools/call", "params": {"name": "language", "arguments": {"language": "zh-CN"}}});
    let player = speak(&db, "42", std::slice::from_ref(&set));
    assert_eq!(
        player[0]["result"]["structuredContent"]["error"], "not_gm",
        "{}",
        player[0]
    );
    let gm = speak(&db, "0", &[set]);
    let answer = &gm[0]["result"]["structuredContent"];
    assert_eq!(
        (&answer["language"], &answer["message"]),
        (&json!("zh-CN"), &json!("这个战役现在使用中文。")),
        "{}",
        gm[0]
    );
}

#[test]
fn the_tool_list_in_chinese_carries_each_usage_line_in_chinese() {
    let list = tool_list("zh-CN");
    let line = |tool: &str| {
        let start = format!("- `{tool}`: ");
        list.lines()
            .find(|l| l.starts_with(&start))
            .unwrap_or_else(|| panic!("{tool} listed"))
            .to_owned()
    };
    assert_eq!(
        line("f2d20_give"),
        "- `f2d20_give`: 给角色武器或弹药 🛡️ GM · 用法：给予 <角色> <武器|弹药|药物> [个数]"
    );
    assert_eq!(
        line("init"),
        "- `init`: 开始新战役（或重置本战役） 🛡️ GM · 用法：开始 [--规则 编号]"
    );
    // A help text that marks itself GM-only is marked once.
    assert_eq!(
        line("language"),
        "- `language`: 战役的语言：查看，或设为英文或中文 🛡️ GM · 用法：语言 [英文|中文]"
    );
    let twice: Vec<&str> = list
        .lines()
        .filter(|l| l.matches("🛡️").count() > 1)
        .collect();
    assert!(twice.is_empty(), "{twice:?}");
}
