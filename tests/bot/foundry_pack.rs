//! A whole Foundry VTT compendium pack through `/homebrew import` on the
//! fake Discord: the Fallout system's packs (their numbers and names at
//! `e181d36`, `tests/fixtures/foundry/packs.db`) as one JSON list, each
//! document carrying a `system.description` as Foundry's do (which the
//! game does not read), so the file is megabytes like a real pack. It is
//! deferred at once, downloaded, read off the async workers and stored in
//! one write; the answer counts what came in, names the first documents
//! left out or refused with the rest counted, within Discord's 2,000
//! characters, and attaches the whole report. A file over 8 MiB is
//! refused and changes nothing.

use std::time::Duration;

use serde_json::{json, Value};

use crate::homebrew::{text, GAME_F2D20, GM};
use crate::support;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{CallbackKind, InteractionResponse};

/// The documents of the fixture, one a line.
fn fixture_docs() -> Vec<Value> {
    let path = format!(
        "{}/tests/fixtures/foundry/packs.db",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path)
        .expect("fixture")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a document"))
        .collect()
}

/// The fixture's documents as one pack file (a JSON list), each with a
/// description of `filler` characters where a Foundry document has its
/// text (the fixture has the prose removed; the game reads none of it).
fn pack_file(filler: usize) -> Vec<u8> {
    let docs: Vec<Value> = fixture_docs()
        .into_iter()
        .map(|mut d| {
            if let Some(system) = d.get_mut("system").and_then(Value::as_object_mut) {
                system.insert(
                    "description".into(),
                    json!(format!("<p>{}</p>", "x".repeat(filler))),
                );
            }
            d
        })
        .collect();
    serde_json::to_vec(&Value::Array(docs)).expect("json")
}

/// `/homebrew import` of `bytes` as `filename` in `locale`: the interaction's id.
fn upload(world: &World, ch: u64, locale: &str, filename: &str, bytes: Vec<u8>) -> u64 {
    world
        .fake
        .slash_command("homebrew import")
        .user(GM.0, GM.1)
        .channel(ch)
        .locale(locale)
        .attachment_option("file", filename, bytes)
        .send()
}

/// The answer's message, after asserting the upload was deferred at once
/// (publicly, within Discord's 3 s), and the follow-up that answered it.
async fn answered(
    world: &World,
    id: u64,
) -> (InteractionResponse, support::fake_discord::WebhookCall) {
    let callback = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("a first answer");
    assert_eq!(callback.kind(), CallbackKind::from_code(5));
    assert!(!callback.is_ephemeral());
    assert!(
        callback.callback_latency < Duration::from_secs(3),
        "first answered after {:?}",
        callback.callback_latency
    );
    let calls = world
        .fake
        .wait_for_webhook_calls(id, 1, WAIT)
        .await
        .expect("the answer");
    let answer = world.settled(id).await;
    (answer, calls[0].clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_pack_of_megabytes_comes_in_through_discord_with_its_report() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let file = pack_file(6000);
    assert!(
        (3_000_000..4_000_000).contains(&file.len()),
        "{}",
        file.len()
    );
    let id = upload(&world, ch, "en-US", "fallout.json", file);
    let (answer, call) = answered(&world, id).await;
    assert!(!answer.is_ephemeral(), "{}", text(&answer));
    let content = answer.data()["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(content.encode_utf16().count() <= 2000, "{}", content.len());
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(
        lines[0],
        "Imported 390 homebrew entries from fallout.json (weapons 71, ammunition 20, \
         armour 135, creatures 11, chems 122, power armour 31). `/campaign recover` undoes it."
    );
    assert_eq!(lines.len(), 6, "{content}");
    assert!(
        lines[1].starts_with("25 documents could not be held and were left out: "),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].ends_with("…and 22 more (the attached report names every one)."),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("64 documents have no place in this game: "),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with(
            "51 documents are held with a note: Actuated Frame \\(Arm 1\\) (robot\\_armor): \
             held as the game's robot armour of its name, which robot characters wear; "
        ),
        "{}",
        lines[3]
    );
    assert_eq!(
        lines[4],
        "7 published numbers were taken by shipped entries, which keep what the game models \
         for them: Radroach: hp 3 → 6; Feral Ghoul: level 3 → 1; Feral Ghoul: body 6 → 5. \
         …and 4 more (the attached report names every one)."
    );
    assert!(
        lines[5].starts_with("Left out, as this game does not model them (99): "),
        "{}",
        lines[5]
    );
    // The whole report, as a text file: every document by name.
    let report = call
        .files
        .iter()
        .find(|f| f.filename.as_deref() == Some("import-report.txt"))
        .expect("the report is attached");
    let report = String::from_utf8(report.data.clone()).expect("utf-8");
    let count = |prefix: &str| report.lines().filter(|l| l.starts_with(prefix)).count();
    assert!(report.starts_with("Import of fallout.json\n"), "{report}");
    assert!(
        report.contains("\nRefused and left out (25):\n"),
        "{report}"
    );
    assert!(
        report.contains("\nNo place in this game (64):\n"),
        "{report}"
    );
    assert!(report.contains("\nHeld with a note (51):\n"), "{report}");
    assert!(
        report.contains("\nPublished numbers a shipped entry took (7):\n"),
        "{report}"
    );
    assert!(
        report.contains("\nNot modelled, left out (99):\n"),
        "{report}"
    );
    assert_eq!(count("- "), 25 + 64 + 51 + 7 + 99);
    assert!(report.contains(
        "\n- Flamer: weapons: Flamer, field name: an earlier document of the file has this name\n"
    ), "{report}");
    // The campaign holds it: the pack's Protectron is a robot creature.
    let shown = world
        .cmd(GM, ch, "homebrew show", &[("name", Opt::S("Protectron"))])
        .await;
    assert!(
        text(&shown).contains("\"kind\": \"robot\""),
        "{}",
        text(&shown)
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pack_answers_in_chinese_and_a_file_over_8_mib_changes_nothing() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    // Over 8 MiB: a real pack padded past the limit, refused by its size
    // before anything is downloaded, and nothing changed.
    let big = pack_file(17_000);
    assert!(big.len() > 8 * 1024 * 1024, "{}", big.len());
    let size = big.len();
    let id = upload(&world, ch, "en-US", "huge.json", big);
    let refused = world.settled(id).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert_eq!(
        text(&refused).trim(),
        format!(
            "The file has {size} bytes; a homebrew file may have at most 8388608.\n\
             Nothing was changed."
        )
    );
    let list = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert_eq!(
        text(&list).trim(),
        "This campaign's homebrew\nThis campaign has no homebrew yet."
    );

    // The pack in Chinese.
    // A file name with markdown in it: escaped in the answer, as it is in
    // the attached text.
    let id = upload(&world, ch, "zh-CN", "fallout_packs.json", pack_file(100));
    let (answer, call) = answered(&world, id).await;
    let content = answer.data()["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(content.encode_utf16().count() <= 2000, "{}", content.len());
    let lines: Vec<&str> = content.lines().collect();
    assert_eq!(
        lines[0],
        "已从 fallout\\_packs.json 导入 390 条自制条目（武器 71, 弹药 20, 护甲 135, 生物 11, 化学药剂 122, 动力装甲 31）。\
         可用 `/campaign recover` 撤销。"
    );
    assert!(
        lines[1].starts_with("有 25 份文档无法收录，已略去："),
        "{}",
        lines[1]
    );
    let report = call
        .files
        .iter()
        .find(|f| f.filename.as_deref() == Some("import-report.txt"))
        .expect("the report is attached");
    let report = String::from_utf8(report.data.clone()).expect("utf-8");
    assert!(
        report.starts_with("fallout_packs.json 的导入报告\n已从 fallout_packs.json 导入 390 条"),
        "{report}"
    );
    assert!(report.contains("\n无法收录、已略去（25）：\n"), "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "benchmark: prints how long a pack of nearly 8 MiB takes through Discord"]
async fn bench_a_pack_of_nearly_8_mib_through_discord() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    let file = pack_file(15_000);
    let size = file.len();
    assert!(size < 8 * 1024 * 1024, "{size}");
    let started = std::time::Instant::now();
    let id = upload(&world, ch, "en-US", "fallout.json", file);
    let (answer, _) = answered(&world, id).await;
    let answered_after = started.elapsed();
    let callback = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("callback");
    assert!(text(&answer).starts_with("Imported 390 homebrew entries"));
    println!(
        "/homebrew import of a {} KB pack (530 documents): deferred after {:?}, answered after \
         {answered_after:?}",
        size / 1024,
        callback.callback_latency
    );
}
