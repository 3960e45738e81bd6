//! Chems brewed in a Fallout 2d20 campaign, through the real bot and the
//! fake Discord: a Foundry VTT chem uploaded to `/homebrew import`, given
//! and taken with `/f2d20 action take-chem` (marked on the embed and the
//! sheet), the dose undone with `/campaign recover`, a consumable without an
//! effect refused privately by name; and a Foundry character over the
//! S.P.E.C.I.A.L. creation total imported with the answer saying so.

use serde_json::json;

use crate::homebrew::{bytes, foundry_character, text, GAME_F2D20, GM};
use crate::support::bot_world::{Opt, World};

/// The choice index of take-chem in `/f2d20 action`.
const TAKE_CHEM: i64 = 4;

/// The Foundry chem Item fixture (`tests/fixtures/foundry/chem.json`).
fn chem() -> serde_json::Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/foundry/chem.json"
    );
    serde_json::from_slice(&std::fs::read(path).expect("the chem fixture")).expect("json")
}

impl World {
    /// A Fallout 2d20 campaign in a new channel with Nora Vance brought over
    /// from Foundry; the channel.
    async fn with_nora(&self) -> u64 {
        let ch = self.channel();
        let start = self
            .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
            .await;
        assert!(!start.is_ephemeral(), "{}", text(&start));
        let nora = self.import_character(GM, ch, foundry_character()).await;
        assert!(!nora.is_ephemeral(), "{}", text(&nora));
        ch
    }

    /// Nora's sheet, as text.
    async fn nora_sheet(&self, ch: u64) -> String {
        let sheet = self
            .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Nora Vance"))])
            .await;
        text(&sheet)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_foundry_chem_is_taken_marked_undone_and_one_without_an_effect_refused() {
    let world = World::scripted().await;
    let ch = world.with_nora().await;
    let imported = world.upload(GM, ch, "tonic.json", bytes(&chem())).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    let answer = text(&imported);
    assert!(
        answer.starts_with(
            "Imported 1 homebrew entry from tonic.json (chems 1). `/campaign recover` undoes it."
        ),
        "{answer}"
    );
    // The answer names what the game does not model (escaped markdown).
    assert!(
        answer.contains("\nLeft out, as this game does not model it: Glow Tonic\\: system.effect."),
        "{answer}"
    );

    let given = world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Nora Vance")),
                ("item", Opt::S("glow tonic")),
                ("count", Opt::I(2)),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    assert!(
        world
            .nora_sheet(ch)
            .await
            .contains("Chems: Stimpak ×1, Glow Tonic ✦ ×2"),
        "{}",
        world.nora_sheet(ch).await
    );
    let taken = world
        .cmd(
            GM,
            ch,
            "f2d20 action",
            &[
                ("action", Opt::I(TAKE_CHEM)),
                ("detail", Opt::S("Glow Tonic")),
                ("unit", Opt::S("Nora Vance")),
            ],
        )
        .await;
    assert!(!taken.is_ephemeral(), "{}", text(&taken));
    assert!(
        text(&taken).contains("Nora Vance takes Glow Tonic ✦ (1 left)."),
        "{}",
        text(&taken)
    );
    let sheet = world.nora_sheet(ch).await;
    assert!(
        sheet.contains("Chems: Stimpak ×1, Glow Tonic ✦ ×1"),
        "{sheet}"
    );

    // Undone: the dose is back.
    world.undo(ch).await;
    let sheet = world.nora_sheet(ch).await;
    assert!(
        sheet.contains("Chems: Stimpak ×1, Glow Tonic ✦ ×2"),
        "{sheet}"
    );

    // A charm the game can do nothing with: refused privately, by name.
    let mut charm = chem();
    charm["name"] = json!("Lucky Pebble");
    charm["system"]["consumableType"] = json!("other");
    let refused = world.upload(GM, ch, "charm.json", bytes(&charm)).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert_eq!(
        text(&refused).trim(),
        "Lucky Pebble does nothing this game models (no healing, no radiation healed, no \
         addiction): a consumable without an effect has no kind here.\nNothing was changed."
    );
    let list = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert!(!text(&list).contains("Lucky Pebble"), "{}", text(&list));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foundry_character_over_the_creation_total_comes_in_and_the_answer_says_so() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let mut nora: serde_json::Value = serde_json::from_slice(&foundry_character()).expect("json");
    nora["system"]["attributes"]["str"]["value"] = json!(8);
    let done = world.import_character(GM, ch, bytes(&nora)).await;
    assert!(!done.is_ephemeral(), "{}", text(&done));
    assert!(
        text(&done).contains(
            "\nNora Vance's S.P.E.C.I.A.L. adds up to 42, over the creation total 40 \
             (levels and perks raise it): kept as it is.\n"
        ),
        "{}",
        text(&done)
    );
    let sheet = world.nora_sheet(ch).await;
    assert!(
        sheet.contains("STR 8 · PER 6 · END 5 · CHA 4 · INT 6 · AGI 7 · LCK 6"),
        "{sheet}"
    );
}
