//! Imports are checked as strictly as commands: every invariant of the state,
//! the ruleset, the log; the importer's rights over GMs; plain and gzip files,
//! bounded in size.

use crate::store_common;
use overseer::games::wasteland::session::WastelandSession as _;

use std::io::Write as _;

use overseer::session::{export_file, Export, Ownership, Session, SessionError};
use serde_json::{json, Value};
use store_common::{key, rich_campaign, temp_db};

async fn exported() -> (tempfile::TempDir, Session, Value) {
    let (dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    rich_campaign(&session, key(1)).await;
    session.add_gm(key(1), 55).await.expect("co-GM");
    let export = session.export(key(1)).await.expect("export");
    (dir, session, export)
}

/// A change made to an export document.
type Edit = Box<dyn Fn(&mut Value)>;

fn refused_at(document: &Value) -> (String, String) {
    match Export::parse(document) {
        Err(SessionError::Invalid { at, rule }) => (at, rule),
        other => panic!("not refused as invalid: {other:?}"),
    }
}

#[tokio::test]
async fn an_export_that_breaks_an_invariant_is_refused_naming_the_first_broken_rule() {
    let (_dir, session, export) = exported().await;
    let name = export["state"]["players"][0]["name"]
        .as_str()
        .expect("a name")
        .to_owned();
    let tag0 = export["state"]["players"][0]["tags"][0]
        .as_str()
        .expect("a tag")
        .to_owned();
    let edits: Vec<(&str, Edit, String)> = vec![
        (
            "HP above max",
            Box::new(|d| d["state"]["players"][0]["hp"] = json!(9999)),
            format!("players[0] \"{name}\".hp"),
        ),
        (
            "SPECIAL 255",
            Box::new(|d| d["state"]["players"][0]["special"][2] = json!(255)),
            format!("players[0] \"{name}\".special[2]"),
        ),
        (
            "S.P.E.C.I.A.L. 10 x 7 (each in range, 70 in all)",
            Box::new(|d| d["state"]["players"][0]["special"] = json!([10, 10, 10, 10, 10, 10, 10])),
            format!("players[0] \"{name}\".special total"),
        ),
        (
            "a tag skill below its starting 2",
            Box::new(|d| {
                let tag = d["state"]["players"][0]["tags"][0]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned();
                d["state"]["players"][0]["skills"][tag] = json!(0);
            }),
            format!("players[0] \"{name}\".skills.{tag0} (tagged)"),
        ),
        (
            "caps at u32::MAX",
            Box::new(|d| d["state"]["players"][0]["caps"] = json!(u32::MAX)),
            format!("players[0] \"{name}\".caps"),
        ),
        (
            "rads at u32::MAX",
            Box::new(|d| d["state"]["players"][0]["rads"] = json!(u32::MAX)),
            format!("players[0] \"{name}\".rads"),
        ),
        (
            "AP at u32::MAX",
            Box::new(|d| d["state"]["players"][0]["ap"] = json!(u32::MAX)),
            format!("players[0] \"{name}\".ap"),
        ),
        (
            "a case-duplicate name",
            Box::new(|d| {
                let upper = d["state"]["players"][0]["name"]
                    .as_str()
                    .unwrap_or_default()
                    .to_uppercase();
                d["state"]["players"][1]["name"] = json!(upper);
            }),
            "players".to_owned(),
        ),
        (
            "an effect with -5 turns",
            Box::new(|d| {
                d["state"]["players"][0]["effects"] = json!([{"name": "Bleeding", "turns": -5}]);
            }),
            format!("players[0] \"{name}\".effects[0].turns"),
        ),
        (
            "a 100 KB item name",
            Box::new(|d| {
                d["state"]["players"][0]["inventory"][0]["item"] = json!("x".repeat(100_000));
            }),
            format!("players[0] \"{name}\".inventory[0].item"),
        ),
        (
            "a right-to-left override in a name",
            Box::new(|d| d["state"]["players"][0]["name"] = json!("\u{202E}ekaJ")),
            "players[0].name".to_owned(),
        ),
        (
            "ruleset dnd-5e",
            Box::new(|d| d["ruleset"] = json!("dnd-5e")),
            "ruleset".to_owned(),
        ),
        (
            "no ruleset",
            Box::new(|d| {
                d.as_object_mut().map(|o| o.remove("ruleset"));
            }),
            "ruleset".to_owned(),
        ),
        (
            "a log entry with a made-up command",
            Box::new(|d| d["log"][0]["command"] = json!("<script>")),
            "log[0]".to_owned(),
        ),
    ];
    for (what, edit, at) in edits {
        let mut document = export.clone();
        edit(&mut document);
        assert_eq!(refused_at(&document).0, at, "{what}");
        let imported = session.import(key(2), 9, document).await;
        assert!(
            matches!(imported, Err(SessionError::Invalid { .. })),
            "{what}: {imported:?}"
        );
        assert!(
            matches!(
                session.settings(key(2)).await,
                Err(SessionError::NoCampaign)
            ),
            "{what}: nothing was created"
        );
    }
    // The untouched export is fine.
    assert!(Export::parse(&export).is_ok());
}

#[tokio::test]
async fn the_importer_becomes_the_creator_and_keeps_the_files_gms_only_when_managing_the_server() {
    let (_dir, session, mut export) = exported().await;
    // A forged file: it claims a creator and co-GMs.
    export["settings"]["creator"] = json!(1234);
    export["gms"] = json!([555, 666]);
    let parsed = Export::parse(&export).expect("valid");
    session
        .import_parsed(key(2), 9, &parsed, Ownership::Importer { keep_gms: false })
        .await
        .expect("imported");
    let settings = session.settings(key(2)).await.expect("settings");
    assert_eq!((settings.creator, settings.gms), (9, vec![]));
    session
        .import_parsed(key(3), 9, &parsed, Ownership::Importer { keep_gms: true })
        .await
        .expect("imported");
    let settings = session.settings(key(3)).await.expect("settings");
    assert_eq!((settings.creator, settings.gms), (9, vec![555, 666, 1234]));
    session
        .import_parsed(key(4), 9, &parsed, Ownership::FromFile)
        .await
        .expect("imported");
    let settings = session.settings(key(4)).await.expect("settings");
    assert_eq!((settings.creator, settings.gms), (1234, vec![555, 666]));
}

#[tokio::test]
async fn a_gzip_export_reads_like_the_plain_one_and_both_are_bounded() {
    let (_dir, session, export) = exported().await;
    let plain = serde_json::to_vec(&export).expect("JSON");
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(&plain).expect("compress");
    let zipped = gz.finish().expect("compress");
    assert!(zipped.len() < plain.len());
    let from_plain = Export::read(plain.as_slice(), 10_000_000).expect("plain");
    let from_gzip = Export::read(zipped.as_slice(), 10_000_000).expect("gzip");
    assert_eq!(from_plain, from_gzip);
    assert_eq!(from_plain, Export::parse(&export).expect("parsed"));
    let limit = plain.len() as u64 - 1;
    assert!(matches!(
        Export::read(plain.as_slice(), limit),
        Err(SessionError::TooLarge { max_bytes }) if max_bytes == limit
    ));
    assert!(matches!(
        Export::read(zipped.as_slice(), limit),
        Err(SessionError::TooLarge { .. })
    ));
    // An endless stream of zeros is not read to its end.
    let zeros = std::io::repeat(0).take_bytes(u64::MAX);
    assert!(matches!(
        Export::read(zeros, 1 << 20),
        Err(SessionError::TooLarge { .. } | SessionError::Corrupt { .. })
    ));
    session
        .import_parsed(key(2), 9, &from_gzip, Ownership::FromFile)
        .await
        .expect("imported");
    assert_eq!(
        session.campaign(key(2)).await.expect("copy"),
        session.campaign(key(1)).await.expect("original")
    );
}

trait TakeBytes: std::io::Read + Sized {
    fn take_bytes(self, n: u64) -> std::io::Take<Self> {
        std::io::Read::take(self, n)
    }
}
impl<R: std::io::Read> TakeBytes for R {}

#[test]
fn an_export_file_is_pretty_then_compact_then_gzip_then_refused() {
    let document = json!({"format": 1, "log": vec![json!({"command": "caps", "n": 1}); 2000]});
    let pretty = serde_json::to_vec_pretty(&document).expect("JSON").len();
    let compact = serde_json::to_vec(&document).expect("JSON").len();
    let (bytes, ext) = export_file(&document, pretty).expect("pretty fits");
    assert_eq!((bytes.len(), ext), (pretty, "json"));
    let (bytes, ext) = export_file(&document, compact).expect("compact fits");
    assert_eq!((bytes.len(), ext), (compact, "json"));
    let (bytes, ext) = export_file(&document, compact - 1).expect("gzip fits");
    assert_eq!(ext, "json.gz");
    assert!(bytes.len() < compact / 10, "{} of {compact}", bytes.len());
    let mut unpacked = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::GzDecoder::new(bytes.as_slice()),
        &mut unpacked,
    )
    .expect("gzip");
    assert_eq!(
        serde_json::from_slice::<Value>(&unpacked).expect("JSON"),
        document,
        "the gzip file holds the same document"
    );
    let gz = bytes.len();
    assert_eq!(
        export_file(&document, gz - 1).map(|(b, _)| b.len()),
        Err(gz)
    );
}

/// Opt-in: `cargo test --release --test store imports -- --ignored --nocapture`.
/// A campaign with a 120,000-entry log: how long the export takes to build, in
/// which form it fits Discord's 10 and 25 MiB upload limits, and how long the
/// gzip file takes to read back.
#[tokio::test]
#[ignore = "benchmark: prints figures"]
async fn export_of_a_campaign_with_a_long_log() {
    use overseer::store::NewLogRow;
    use std::time::Instant;
    let (_dir, url) = temp_db();
    let session = Session::open(&url).await.expect("open");
    rich_campaign(&session, key(1)).await;
    let events = r#"[{"event":"caps","name":"Jake","delta":5,"before":100,"after":105}]"#;
    {
        let mut tx = session.store().begin_write().await.expect("write");
        let id = tx
            .db()
            .campaign_id(key(1).guild_id, key(1).channel_id)
            .await
            .expect("id")
            .expect("a campaign");
        for i in 0..120_000 {
            tx.db()
                .append_log(
                    id,
                    &NewLogRow {
                        actor: 1_100_000_000_000_000_300,
                        command: "caps",
                        command_json: r#"{"command":"caps","player":"Jake","amount":5}"#,
                        events_json: events,
                        at: 1_790_000_000 + i,
                    },
                )
                .await
                .expect("log row");
        }
        tx.commit().await.expect("commit");
    }
    let mut runs = Vec::new();
    let mut sizes = (0, 0, 0);
    for _ in 0..3 {
        let started = Instant::now();
        let json = session.export(key(1)).await.expect("export");
        let built = started.elapsed();
        let pretty = serde_json::to_vec_pretty(&json).expect("JSON").len();
        let (gz, ext) = export_file(&json, 10 * 1024 * 1024).expect("fits 10 MiB");
        assert_eq!(ext, "json.gz");
        let total = started.elapsed();
        let read = Instant::now();
        Export::read(gz.as_slice(), overseer::session::MAX_EXPORT_BYTES).expect("reads");
        runs.push((built, total, read.elapsed()));
        sizes = (
            pretty,
            serde_json::to_vec(&json).expect("JSON").len(),
            gz.len(),
        );
    }
    runs.sort();
    let (built, total, read) = runs[1];
    println!(
        "120,000 log entries: pretty {} B, compact {} B, gzip {} B; median of 3: \
         export {built:?}, export + file {total:?}, gzip read back {read:?}",
        sizes.0, sizes.1, sizes.2
    );
}

#[tokio::test]
async fn a_campaign_or_export_of_another_game_is_never_read_as_this_ones() {
    let (_dir, session, mut export) = exported().await;
    // A wasteland state labelled as a d20 campaign is read as a d20 state, and
    // that fails: a state is never read as another game's.
    export["ruleset"] = json!("d20");
    assert!(
        matches!(Export::parse(&export), Err(SessionError::Corrupt { ref detail }) if detail.starts_with("export state:")),
        "{:?}",
        Export::parse(&export)
    );
    for other in ["fallout-pnp", "fallout-2d20"] {
        export["ruleset"] = json!(other);
        assert!(
            matches!(Export::parse(&export), Err(SessionError::Corrupt { ref detail }) if detail.starts_with("export state:")),
            "{other}: {:?}",
            Export::parse(&export)
        );
    }
    export["ruleset"] = json!("dnd-5e");
    assert_eq!(refused_at(&export).1, "unknown ruleset dnd-5e");
    // A stored row of another game is refused by name, not parsed as a
    // wasteland state; a row naming no game this version knows is corrupt.
    sqlx::query("UPDATE campaigns SET ruleset = 'fallout-pnp'")
        .execute(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("update");
    assert!(matches!(
        session.campaign(key(1)).await,
        Err(SessionError::OtherGame { game })
            if game == overseer::engine::ruleset::RulesetId::new("fallout-pnp")
    ));
    sqlx::query("UPDATE campaigns SET ruleset = 'dnd-5e'")
        .execute(session.store().sqlite_pool().expect("a SQLite store"))
        .await
        .expect("update");
    match session.campaign(key(1)).await {
        Err(SessionError::Corrupt { detail }) => {
            assert!(detail.ends_with("unknown ruleset dnd-5e"), "{detail}");
        }
        other => panic!("{other:?}"),
    }
}

/// `overseer cli --db <db> --campaign <campaign> <args>`: its JSON reply.
fn cli(db: &std::path::Path, campaign: &str, args: &[&str]) -> Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_overseer"))
        .arg("cli")
        .arg("--db")
        .arg(db)
        .args(["--campaign", campaign, "--seed", "1"])
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_LOCALE")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("overseer runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{args:?}: {e}: {text}"))
}

/// Exports a campaign of `ruleset` with one character, applies `edit` to the
/// file and imports it as a new campaign: the import's reply.
fn import_edited(ruleset: &str, add: &[&str], edit: impl Fn(&mut Value)) -> Value {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("c.db");
    assert_eq!(cli(&db, "a", &["init", "--ruleset", ruleset])["ok"], true);
    let added = cli(&db, "a", add);
    assert_eq!(added["ok"], true, "{added}");
    let file = dir.path().join("a.json");
    let file_text = file.to_str().expect("a UTF-8 path");
    assert_eq!(cli(&db, "a", &["export", file_text])["ok"], true);
    let mut document: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("the export")).expect("json");
    // The untouched export imports.
    assert_eq!(cli(&db, "b", &["import", file_text])["ok"], true);
    edit(&mut document);
    std::fs::write(&file, document.to_string()).expect("write");
    let reply = cli(&db, "c", &["import", file_text]);
    assert_eq!(
        cli(&db, "c", &["status"])["error"],
        "no_campaign",
        "nothing created"
    );
    reply
}

#[test]
fn imports_of_the_newer_games_are_held_to_their_creation_and_advancement_rules() {
    // The classic game: a level-1 character with S.P.E.C.I.A.L. 10 x 7.
    let pnp = [
        "add-player",
        "1",
        "Ann",
        "Ann",
        "5",
        "5",
        "4",
        "2",
        "2",
        "2",
        "2",
        "small_guns",
        "speech",
        "lockpick",
    ];
    let reply = import_edited("fallout-pnp", &pnp, |d| {
        d["state"]["characters"][0]["special"] = json!([10, 10, 10, 10, 10, 10, 10]);
    });
    assert_eq!(reply["ok"], false, "{reply}");
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Ann: S.P.E.C.I.A.L. adds up to 70; with 0 level-ups taken it is 22 to 22"),
        "{reply}"
    );
    // More skill points than creation gives, and a max HP above END's.
    let reply = import_edited("fallout-pnp", &pnp, |d| {
        d["state"]["characters"][0]["unspent"] = json!(21);
    });
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Ann: 21 skill points spent and left; with 0 level-ups taken at most 20"),
        "{reply}"
    );
    let reply = import_edited("fallout-pnp", &pnp, |d| {
        d["state"]["characters"][0]["vitals"]["base_max_hp"] = json!(29);
    });
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Ann: base max HP 29 is not 28 to 28 for END 4 and 0 level-ups"),
        "{reply}"
    );
    // Fallout 2d20: an attribute of 3 (the rest still adding up to 40).
    let f2d20 = [
        "add-player",
        "1",
        "Bo",
        "Bo",
        "6",
        "6",
        "6",
        "5",
        "6",
        "6",
        "5",
        "small guns",
        "sneak",
        "medicine",
    ];
    let reply = import_edited("fallout-2d20", &f2d20, |d| {
        d["state"]["characters"][0]["special"] = json!([3, 7, 6, 6, 6, 6, 6]);
    });
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Bo has an attribute outside 4-10"),
        "{reply}"
    );
    // Under the creation total (a character brought over from Foundry VTT
    // may be over it: levels and perks raise attributes).
    let reply = import_edited("fallout-2d20", &f2d20, |d| {
        d["state"]["characters"][0]["special"] = json!([4, 4, 4, 4, 4, 4, 4]);
    });
    assert!(
        reply["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Bo's S.P.E.C.I.A.L. adds up to 28, under 40"),
        "{reply}"
    );
}
