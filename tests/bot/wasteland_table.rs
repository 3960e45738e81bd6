//! The wasteland game's newer table habits through the real bot and the fake
//! Discord: characters from presets, a doctor's visit, first aid that needs a
//! Medkit, a teammate's supplies, and an enemy that picks its target at random.
//! Most scenarios roll random dice and check what follows from the rules
//! whatever the faces; a scripted world ([`World::scripted`]) checks exact
//! faces.

use crate::support;

use serde_json::Value;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::InteractionResponse;

/// The campaign's creator (its GM).
const GM: (u64, &str) = (4_000_000_000_000_000_001, "table_gm");
/// A player.
const MIRA: (u64, &str) = (4_000_000_000_000_000_002, "mira_player");
/// Another player.
const JOE: (u64, &str) = (4_000_000_000_000_000_003, "joe_player");

/// Presets of `/character create`.
const FIELD_MEDIC: &str = "Field Medic";
const CARAVAN_GUARD: &str = "Caravan Guard";

fn text(reply: &InteractionResponse) -> String {
    let message = reply.data();
    let mut out = String::new();
    if let Some(c) = message["content"].as_str() {
        out.push_str(c);
        out.push('\n');
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                out.push_str(s);
                out.push('\n');
            }
        }
        for f in embed["fields"].as_array().into_iter().flatten() {
            out.push_str(f["name"].as_str().unwrap_or_default());
            out.push('\n');
            out.push_str(f["value"].as_str().unwrap_or_default());
            out.push('\n');
        }
        if let Some(s) = embed["footer"]["text"].as_str() {
            out.push_str(s);
            out.push('\n');
        }
    }
    out
}

fn title(reply: &InteractionResponse) -> Value {
    reply.embeds()[0]["title"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presets_a_doctor_first_aid_and_a_teammates_supplies() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world.cmd(GM, ch, "campaign start", &[]).await;
    assert!(!start.is_ephemeral(), "{}", text(&start));

    // A preset instead of S.P.E.C.I.A.L. and tags: the Field Medic (END 7: 70 HP).
    let mira = world
        .cmd(
            MIRA,
            ch,
            "character create",
            &[
                ("name", Opt::S("Mira")),
                ("background", Opt::S("Medic")),
                ("preset", Opt::S(FIELD_MEDIC)),
            ],
        )
        .await;
    assert!(!mira.is_ephemeral(), "{}", text(&mira));
    assert!(text(&mira).contains("70/70"), "{}", text(&mira));
    // Neither a preset nor all seven scores: refused, nothing created.
    let half = world
        .cmd(
            JOE,
            ch,
            "character create",
            &[
                ("name", Opt::S("Joe")),
                ("background", Opt::S("Guard")),
                ("strength", Opt::I(7)),
            ],
        )
        .await;
    assert!(half.is_ephemeral());
    assert_eq!(
        text(&half).trim(),
        "Give all seven S.P.E.C.I.A.L. scores and three tag skills, or choose a preset. Nothing was changed."
    );
    let joe = world
        .cmd(
            JOE,
            ch,
            "character create",
            &[
                ("name", Opt::S("Joe")),
                ("background", Opt::S("Guard")),
                ("preset", Opt::S(CARAVAN_GUARD)),
            ],
        )
        .await;
    assert!(text(&joe).contains("60/60"), "{}", text(&joe));

    // The doctor: Mira has no addiction, so only her rads go.
    let doctor = world
        .cmd(GM, ch, "doctor", &[("character", Opt::S("mira"))])
        .await;
    assert!(!doctor.is_ephemeral(), "{}", text(&doctor));
    assert_eq!(title(&doctor), "🩺 A doctor sees Mira");
    assert!(
        text(&doctor).contains("No addiction to treat."),
        "{}",
        text(&doctor)
    );
    let not_gm = world
        .cmd(JOE, ch, "doctor", &[("character", Opt::S("Joe"))])
        .await;
    assert!(not_gm.is_ephemeral(), "{}", text(&not_gm));

    // First aid needs a Medkit in the medic's pack.
    let no_kit = world
        .cmd(MIRA, ch, "first-aid", &[("target", Opt::S("Joe"))])
        .await;
    assert!(no_kit.is_ephemeral(), "{}", text(&no_kit));
    assert!(text(&no_kit).contains("Medkit"), "{}", text(&no_kit));
    let given = world
        .cmd(
            GM,
            ch,
            "inventory add",
            &[("character", Opt::S("Mira")), ("item", Opt::S("Medkit"))],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    let aid = world
        .cmd(MIRA, ch, "first-aid", &[("target", Opt::S("Joe"))])
        .await;
    assert!(!aid.is_ephemeral(), "{}", text(&aid));
    assert_eq!(title(&aid), "🩹 Mira gives Joe first aid");
    assert!(
        text(&aid).contains("A Medkit is used; 0 left."),
        "{}",
        text(&aid)
    );

    // Joe gives his own Stimpak for Mira to apply; he may not spend hers.
    let given = world
        .cmd(
            JOE,
            ch,
            "use",
            &[
                ("item", Opt::S("Stimpak")),
                ("character", Opt::S("Mira")),
                ("provider", Opt::S("Joe")),
                ("target", Opt::S("Joe")),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    assert!(
        text(&given).contains("From Joe's supplies:"),
        "{}",
        text(&given)
    );
    let theirs = world
        .cmd(
            JOE,
            ch,
            "use",
            &[("item", Opt::S("Stimpak")), ("provider", Opt::S("Mira"))],
        )
        .await;
    assert!(theirs.is_ephemeral(), "{}", text(&theirs));
    assert!(text(&theirs).contains("Mira"), "{}", text(&theirs));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_enemy_without_a_target_picks_one_at_random() {
    let world = World::start().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    world
        .cmd(
            MIRA,
            ch,
            "character create",
            &[
                ("name", Opt::S("Mira")),
                ("background", Opt::S("Medic")),
                ("preset", Opt::S(FIELD_MEDIC)),
            ],
        )
        .await;
    // Two turns pass the chapter's safe turns.
    world.cmd(GM, ch, "campaign turn", &[]).await;
    world.cmd(GM, ch, "campaign turn", &[]).await;
    let added = world
        .cmd(GM, ch, "enemy add", &[("template", Opt::S("Radroach"))])
        .await;
    assert!(!added.is_ephemeral(), "{}", text(&added));
    let attack = world
        .cmd(GM, ch, "enemy attack", &[("enemy", Opt::S("Radroach"))])
        .await;
    assert!(!attack.is_ephemeral(), "{}", text(&attack));
    assert_eq!(title(&attack), "Radroach attacks Mira");
    let desc = attack.embeds()[0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(
        desc.starts_with("🎲 Target picked at random: Mira\n"),
        "{desc}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gm_turns_house_rules_on_and_help_and_status_show_them() {
    let world = World::start().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    let none = world.cmd(MIRA, ch, "campaign rules", &[]).await;
    assert!(
        text(&none).contains("None: the rules as written."),
        "{}",
        text(&none)
    );
    let refused = world
        .cmd(
            MIRA,
            ch,
            "campaign rule",
            &[("name", Opt::S("dodge")), ("on", Opt::B(true))],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    let on = world
        .cmd(
            GM,
            ch,
            "campaign rule",
            &[("name", Opt::S("Safe_Rest")), ("on", Opt::B(true))],
        )
        .await;
    assert_eq!(title(&on), "📜 House rule on: Safe rest");
    let bad = world
        .cmd(
            GM,
            ch,
            "campaign rule",
            &[("name", Opt::S("gravity")), ("on", Opt::B(true))],
        )
        .await;
    assert!(bad.is_ephemeral());
    assert!(text(&bad).contains("gravity"), "{}", text(&bad));
    // Rest outside shelter is refused now, unless forced.
    let rest = world.cmd(GM, ch, "campaign rest", &[]).await;
    assert!(rest.is_ephemeral(), "{}", text(&rest));
    assert!(
        text(&rest).starts_with("Rest must be safe"),
        "{}",
        text(&rest)
    );
    let forced = world
        .cmd(GM, ch, "campaign rest", &[("force", Opt::B(true))])
        .await;
    assert!(!forced.is_ephemeral(), "{}", text(&forced));
    let help = world.cmd(MIRA, ch, "help", &[]).await;
    assert!(
        text(&help)
            .contains("**Safe rest** — rest outside shelter is refused unless the GM forces it"),
        "{}",
        text(&help)
    );
    let status = world.cmd(MIRA, ch, "campaign status", &[]).await;
    assert!(
        text(&status).contains("📜 House rules"),
        "{}",
        text(&status)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_chapter_gives_each_player_a_button_to_pick_one_skill() {
    let world = World::start().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    for (user, name, preset) in [(MIRA, "Mira", FIELD_MEDIC), (JOE, "Joe", CARAVAN_GUARD)] {
        world
            .cmd(
                user,
                ch,
                "character create",
                &[
                    ("name", Opt::S(name)),
                    ("background", Opt::S("Wanderer")),
                    ("preset", Opt::S(preset)),
                ],
            )
            .await;
    }
    let chapter = world
        .cmd(
            GM,
            ch,
            "campaign set",
            &[("field", Opt::S("chapter")), ("value", Opt::S("2"))],
        )
        .await;
    assert!(
        text(&chapter).contains("Each may raise one skill (`/character raise`): Mira, Joe"),
        "{}",
        text(&chapter)
    );
    let ids: Vec<String> = chapter
        .components()
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(ids, ["raise:v1:Mira", "raise:v1:Joe"]);
    // Joe may not pick for Mira.
    let id = world
        .fake
        .button_click("raise:v1:Mira")
        .user(JOE.0, JOE.1)
        .send();
    let refused = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(refused.is_ephemeral(), "{}", refused.callback);
    // Mira gets a private menu of the skills, and picks Sneak.
    let id = world
        .fake
        .button_click("raise:v1:Mira")
        .user(MIRA.0, MIRA.1)
        .send();
    let picker = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(picker.is_ephemeral(), "{}", picker.callback);
    assert_eq!(
        text(&picker).trim(),
        "Which skill does Mira raise for this chapter?"
    );
    let menu = &picker.components()[0]["components"][0];
    assert_eq!(menu["custom_id"], "raise-pick:v1:Mira");
    assert_eq!(menu["options"].as_array().map(Vec::len), Some(10));
    let id = world
        .fake
        .select_menu("raise-pick:v1:Mira", &["Sneak"])
        .user(MIRA.0, MIRA.1)
        .send();
    let raised = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(text(&raised).contains("Sneak"), "{}", text(&raised));
    assert!(text(&raised).contains("Mira"), "{}", text(&raised));
    // Once per chapter.
    let id = world
        .fake
        .button_click("raise:v1:Mira")
        .user(MIRA.0, MIRA.1)
        .send();
    let again = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(again.is_ephemeral());
    assert!(
        text(&again).contains("has no skill raise of this chapter left"),
        "{}",
        text(&again)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_rolls_the_dice_a_test_scripts() {
    let world = World::scripted().await;
    let ch = world.channel();
    world.cmd(GM, ch, "campaign start", &[]).await;
    world
        .cmd(
            MIRA,
            ch,
            "character create",
            &[
                ("name", Opt::S("Mira")),
                ("background", Opt::S("Medic")),
                ("preset", Opt::S(FIELD_MEDIC)),
            ],
        )
        .await;
    world.dice(&[3, 17, 100]);
    let check = world
        .cmd(
            MIRA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Mira")),
                ("attribute", Opt::S("INT")),
                ("skill", Opt::S("Medicine")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
    let shown = text(&check);
    assert_eq!(world.dice_left(), 0, "{shown}");
    assert_eq!(title(&check), "INT + Medicine check: Mira");
    for line in [
        "✅ **Passed**: 1 success vs difficulty 1",
        "Mira: TN 9, tag ≤ 2",
        "🎲 3 ✔ success",
        "🎲 17 ✘ fail",
        "69.75%",
        "d100 100 vs LCK 7",
    ] {
        assert!(shown.contains(line), "{line:?} not in {shown}");
    }
}
