//! Homebrew per campaign through the real bot and the fake Discord: a GM
//! uploads a homebrew file to `/homebrew import`, the table plays with it (an
//! attack with the imported weapon, the imported creature added), it is
//! listed, shown, marked (✦) in lists, autocomplete and `/help`, exported as
//! a file and imported again elsewhere, undone with `/campaign recover`, and
//! every bad file is refused privately, naming the entry and the field, with
//! nothing changed.

use crate::support;

use serde_json::{json, Value};
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{CallbackKind, InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
pub(crate) const GM: (u64, &str) = (6_000_000_000_000_000_001, "brew_gm");
/// Ana's player.
pub(crate) const ANA: (u64, &str) = (6_000_000_000_000_000_002, "ana_player");
/// A second channel of the guild, for the round trip.
const OTHER: u64 = 6_000_000_000_000_000_900;

/// The choice index of the d20 game in `/campaign start`.
const GAME_D20: i64 = 1;

/// Everything a reply shows: content, then each embed's title, description
/// and fields, one per line.
pub(crate) fn text(reply: &InteractionResponse) -> String {
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
    }
    out
}

/// A d20 homebrew file: a weapon and an enemy template.
fn d20_file() -> Value {
    json!({"ruleset": "d20",
      "weapons": [{"name": "Rail Spike Gun", "skill": "light_weapons",
        "damage": {"count": 3, "sides": 4, "keep": {"kind": "all"}, "modifier": 2}, "delivery": "ranged"}],
      "enemies": [{"name": "Swamp Lurk", "ac": 13, "hp": 22, "attack_bonus": 4,
        "damage": {"count": 1, "sides": 10, "keep": {"kind": "all"}, "modifier": 1},
        "initiative_bonus": 2, "save_bonus": 3}]})
}

pub(crate) fn bytes(v: &Value) -> Vec<u8> {
    serde_json::to_vec(v).expect("json")
}

impl World {
    /// A d20 campaign in `ch` (GM: [`GM`]), with Ana (Ana's player's) when `ana`.
    async fn brew_campaign(&self, ch: u64, ana: bool) {
        let start = self
            .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_D20))])
            .await;
        assert!(!start.is_ephemeral(), "{}", text(&start));
        if !ana {
            return;
        }
        let options = [
            ("name", OptionValue::from("Ana")),
            ("level", OptionValue::from(5)),
            ("str", OptionValue::from(2)),
            ("agi", OptionValue::from(3)),
            ("pre", OptionValue::from(1)),
            ("int", OptionValue::from(0)),
            ("wis", OptionValue::from(1)),
            ("cha", OptionValue::from(-1)),
            ("skills", OptionValue::from("Light Weapons")),
            (
                "player",
                OptionValue::User {
                    id: ANA.0,
                    name: ANA.1.to_owned(),
                },
            ),
        ];
        let ana = self
            .cmd_values(GM, ch, "d20 create", &options, "en-US")
            .await;
        assert!(!ana.is_ephemeral(), "{}", text(&ana));
    }

    /// `/homebrew import` by `user` in `ch`, uploading `bytes` as `filename`.
    pub(crate) async fn upload(
        &self,
        user: (u64, &str),
        ch: u64,
        filename: &str,
        bytes: Vec<u8>,
    ) -> InteractionResponse {
        self.upload_with(user, ch, "en-US", |c| {
            c.attachment_option("file", filename, bytes)
        })
        .await
    }

    /// `/homebrew import` whose attachment `attach` adds.
    async fn upload_with<'a>(
        &'a self,
        user: (u64, &str),
        ch: u64,
        locale: &str,
        attach: impl FnOnce(
            support::fake_discord::SlashCommand<'a>,
        ) -> support::fake_discord::SlashCommand<'a>,
    ) -> InteractionResponse {
        let command = self
            .fake
            .slash_command("homebrew import")
            .user(user.0, user.1)
            .channel(ch)
            .locale(locale);
        let id = attach(command).send();
        self.settled(id).await
    }

    /// The answer to an upload as it now stands. An upload is deferred at
    /// once (a public "thinking..."); the first follow-up fills that
    /// placeholder: the answer, or for a refusal a public line saying
    /// nothing was imported, followed by the reason in a private follow-up,
    /// which is then the answer. An upload answered without a deferral
    /// (refused before anything is read) is its callback.
    pub(crate) async fn settled(&self, id: u64) -> InteractionResponse {
        let mut reply = self
            .fake
            .wait_for_response(id, WAIT)
            .await
            .expect("an answer to the upload");
        if reply.kind() != CallbackKind::from_code(5) {
            return reply;
        }
        assert!(
            !reply.is_ephemeral(),
            "deferred publicly: {}",
            reply.callback
        );
        let placeholder = reply.original_message_id().expect("a placeholder");
        let calls = self
            .fake
            .wait_for_webhook_calls(id, 1, WAIT)
            .await
            .expect("the follow-up");
        assert_eq!(
            calls[0].message_id,
            Some(placeholder),
            "fills the placeholder"
        );
        let mut message = self.fake.message(placeholder).expect("the answer");
        let refused = ["Nothing was imported", "未导入任何内容"].iter().any(|p| {
            message["content"]
                .as_str()
                .is_some_and(|c| c.starts_with(p))
        });
        if refused {
            let calls = self
                .fake
                .wait_for_webhook_calls(id, 2, WAIT)
                .await
                .expect("the reason");
            let private = calls[1].message_id.expect("a private follow-up");
            message = self.fake.message(private).expect("the reason");
        }
        reply.callback = json!({"type": 4, "data": message});
        reply
    }

    /// The labels of the choices autocomplete offers for `option` of `command`.
    pub(crate) async fn choices(
        &self,
        ch: u64,
        command: &str,
        option: &str,
        partial: &str,
    ) -> Vec<String> {
        let id = self
            .fake
            .autocomplete(command)
            .user(GM.0, GM.1)
            .channel(ch)
            .focused(option, partial)
            .send();
        let reply = self
            .fake
            .wait_for_response(id, WAIT)
            .await
            .expect("choices");
        reply.callback["data"]["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .map(|c| c["name"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// Confirms `/campaign recover` in `ch`; the confirmation's answer.
    pub(crate) async fn undo(&self, ch: u64) -> InteractionResponse {
        let ask = self.cmd(GM, ch, "campaign recover", &[]).await;
        let message = ask.original_message_id().expect("the question's message");
        let custom_id = ask
            .components()
            .iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
            .find(|id| id.starts_with("confirm:v1:recover:"))
            .unwrap_or_else(|| panic!("no confirm button: {}", ask.callback));
        let id = self
            .fake
            .button_click(&custom_id)
            .message(message)
            .user(GM.0, GM.1)
            .channel(ch)
            .send();
        self.fake.wait_for_response(id, WAIT).await.expect("undone")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_homebrew_file_is_played_listed_exported_imported_again_and_undone() {
    let world = World::scripted().await;
    let ch = world.channel();
    world.brew_campaign(ch, true).await;

    // The GM uploads the file: a public answer, counted by kind.
    let imported = world.upload(GM, ch, "swamp.json", bytes(&d20_file())).await;
    assert!(!imported.is_ephemeral(), "{}", text(&imported));
    assert_eq!(
        text(&imported).trim(),
        "Imported 2 homebrew entries from swamp.json (weapons 1, enemy templates 1). \
         `/campaign recover` undoes it."
    );
    let download = world
        .fake
        .requests()
        .into_iter()
        .find(|r| r.path.starts_with("/attachments/"))
        .expect("the bot downloaded the file");
    assert_eq!(download.status, 200);

    // Play: the imported creature joins, Ana shoots it with the imported gun.
    let added = world
        .cmd(
            GM,
            ch,
            "d20 enemy-add",
            &[("template", Opt::S("swamp lurk"))],
        )
        .await;
    assert!(
        text(&added).contains("**Swamp Lurk** (Swamp Lurk ✦) · AC 13 · ▰▰▰▰▰▰▰▰▰▰ 22/22"),
        "{}",
        text(&added)
    );
    world.dice(&[15, 3, 4, 1]);
    let attack = world
        .cmd(
            ANA,
            ch,
            "d20 attack",
            &[
                ("weapon", Opt::S("rail spike gun")),
                ("targets", Opt::S("swamp lurk")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    let embed = &attack.embeds()[0];
    assert_eq!(
        embed["title"], "Ana attacks Swamp Lurk · Rail Spike Gun ✦ (ranged)",
        "{embed}"
    );
    let desc = embed["description"].as_str().unwrap_or_default();
    assert!(desc.contains("💥 Damage: 3d4+2"), "{desc}");
    assert!(desc.contains("12/22"), "{desc}");

    // Marked in autocomplete: the imported weapon and template.
    let weapons = world.choices(ch, "d20 attack", "weapon", "rail").await;
    assert_eq!(weapons, ["Rail Spike Gun ✦"]);
    let templates = world
        .choices(ch, "d20 enemy-add", "template", "swamp")
        .await;
    assert_eq!(templates, ["Swamp Lurk ✦"]);
    let names = world.choices(ch, "homebrew show", "name", "").await;
    assert_eq!(names[..2], ["Rail Spike Gun ✦", "Swamp Lurk ✦"]);
    let kinds = world.choices(ch, "homebrew list", "kind", "").await;
    assert_eq!(kinds, ["weapons", "enemy templates"]);

    // Listed, shown, summed up on /help.
    let list = world.cmd(ANA, ch, "homebrew list", &[]).await;
    assert!(list.is_ephemeral());
    assert_eq!(
        text(&list).trim(),
        "This campaign's homebrew\n**weapons**: Rail Spike Gun ✦\n**enemy templates**: Swamp Lurk ✦"
    );
    let all = world
        .cmd(ANA, ch, "homebrew list", &[("kind", Opt::S("enemies"))])
        .await;
    let shown = text(&all);
    assert!(
        shown.starts_with("Every entry: enemy templates\nBandit\n"),
        "{shown}"
    );
    assert!(shown.trim_end().ends_with("Swamp Lurk ✦"), "{shown}");
    let show = world
        .cmd(ANA, ch, "homebrew show", &[("name", Opt::S("swamp lurk"))])
        .await;
    let embed = &show.embeds()[0];
    assert_eq!(embed["title"], "Swamp Lurk ✦");
    assert_eq!(embed["fields"][0]["value"], "enemy templates");
    assert_eq!(embed["fields"][1]["value"], "homebrew");
    let json_text = embed["description"].as_str().expect("the entry");
    let entry: Value = serde_json::from_str(
        json_text
            .trim_start_matches("```json\n")
            .trim_end_matches("\n```"),
    )
    .expect("the entry's JSON");
    assert_eq!(entry, d20_file()["enemies"][0]);
    let help = world.cmd(ANA, ch, "help", &[]).await;
    let help = text(&help);
    assert!(
        help.contains(
            "Homebrew in this campaign ✦\nweapons: 1 added, 0 replaced, 0 removed\n\
             enemy templates: 1 added, 0 replaced, 0 removed"
        ),
        "{help}"
    );
    assert!(help.contains("`/homebrew import` — import homebrew entries from a file"));

    // A shipped weapon removed for this campaign; a player may not.
    let refused = world
        .cmd(ANA, ch, "homebrew remove", &[("name", Opt::S("Sword"))])
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused).contains("/homebrew remove"),
        "{}",
        text(&refused)
    );
    let removed = world
        .cmd(GM, ch, "homebrew remove", &[("name", Opt::S("sword"))])
        .await;
    assert!(!removed.is_ephemeral());
    assert_eq!(
        text(&removed).trim(),
        "Removed the shipped Sword from this campaign."
    );

    // Exported as a file, privately; imported into another campaign.
    let export = world.cmd(ANA, ch, "homebrew export", &[]).await;
    assert!(export.is_ephemeral());
    let file = export
        .file(&format!("homebrew-{ch}.json"))
        .expect("the exported file");
    let exported: Value = serde_json::from_slice(&file.data).expect("json");
    let mut expected = d20_file();
    expected["remove"] = json!({"weapons": ["Sword"]});
    assert_eq!(exported, expected);
    world.brew_campaign(OTHER, false).await;
    let again = world
        .upload(GM, OTHER, "brew.json", file.data.clone())
        .await;
    assert_eq!(
        text(&again).trim(),
        "Imported 3 homebrew entries from brew.json (weapons 2, enemy templates 1). \
         `/campaign recover` undoes it."
    );
    let there = world.cmd(GM, OTHER, "homebrew list", &[]).await;
    let here = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert_eq!(text(&there), text(&here));

    // Undone: the import goes, and the campaign has no homebrew again.
    let undone = world.undo(OTHER).await;
    assert!(text(&undone).contains("homebrew"), "{}", text(&undone));
    let none = world.cmd(GM, OTHER, "homebrew list", &[]).await;
    assert_eq!(
        text(&none).trim(),
        "This campaign's homebrew\nThis campaign has no homebrew yet."
    );
    let help = world.cmd(GM, OTHER, "help", &[]).await;
    assert!(!text(&help).contains("Homebrew in this campaign"));
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_upload_is_refused_privately_by_entry_and_field_and_changes_nothing() {
    let world = World::start().await;
    let ch = world.channel();
    world.brew_campaign(ch, false).await;
    let weapon = d20_file()["weapons"][0].clone();
    let refusal = |reply: &InteractionResponse| {
        assert!(reply.is_ephemeral(), "{}", text(reply));
        text(reply).trim().to_owned()
    };
    let unchanged = "\nNothing was changed.";

    // Only a GM imports.
    let reply = world.upload(ANA, ch, "a.json", bytes(&d20_file())).await;
    assert!(
        refusal(&reply).contains("/homebrew import"),
        "{}",
        text(&reply)
    );

    // Over 8 MiB (a Foundry VTT pack's limit, the largest file read) by
    // its size: refused before any download.
    let downloads = |world: &World| {
        world
            .fake
            .requests()
            .iter()
            .filter(|r| r.path.starts_with("/attachments/"))
            .count()
    };
    let reply = world
        .upload_with(GM, ch, "en-US", |c| {
            c.attachment_option_sized("file", "huge.json", vec![b' '; 10], 8 * 1024 * 1024 + 1)
        })
        .await;
    assert_eq!(
        refusal(&reply),
        format!("The file has 8388609 bytes; a homebrew file may have at most 8388608.{unchanged}")
    );
    assert_eq!(downloads(&world), 0);
    // Over 256 KiB and not a pack: our own format's limit, once read.
    let reply = world
        .upload(GM, ch, "big.json", vec![b' '; 256 * 1024 + 1])
        .await;
    assert_eq!(
        refusal(&reply),
        format!("The file has 262145 bytes; a homebrew file may have at most 262144.{unchanged}")
    );
    assert_eq!(downloads(&world), 1);
    // Its size said little, its download was larger: refused while reading.
    let reply = world
        .upload_with(GM, ch, "en-US", |c| {
            c.attachment_option_sized("file", "liar.json", vec![b' '; 8 * 1024 * 1024 + 1], 100)
        })
        .await;
    assert_eq!(
        refusal(&reply),
        format!(
            "The file is larger than 8388608 bytes, the most a homebrew file may have.{unchanged}"
        )
    );
    assert_eq!(downloads(&world), 2);

    // Over 500 entries.
    let many: Vec<Value> = (0..501)
        .map(|i| {
            let mut w = weapon.clone();
            w["name"] = json!(format!("Spike {i}"));
            w
        })
        .collect();
    let reply = world
        .upload(GM, ch, "many.json", bytes(&json!({"weapons": many})))
        .await;
    assert_eq!(
        refusal(&reply),
        format!("That makes 501 entries; at most 500 are allowed.{unchanged}")
    );
    // An unknown kind.
    let reply = world
        .upload(GM, ch, "kind.json", bytes(&json!({"spells": [weapon]})))
        .await;
    assert_eq!(
        refusal(&reply),
        format!("This game has no kind spells; its kinds are weapons, enemy templates.{unchanged}")
    );
    // A number out of range, named by entry and field.
    let mut lurk = d20_file()["enemies"][0].clone();
    lurk["ac"] = json!(41);
    let reply = world
        .upload(GM, ch, "range.json", bytes(&json!({"enemies": [lurk]})))
        .await;
    assert_eq!(
        refusal(&reply),
        format!("enemy templates: Swamp Lurk, field ac: 41 is outside 1..=40{unchanged}")
    );
    // A name that looks like a shipped one it does not replace (Cyrillic е).
    let mut alike = weapon.clone();
    alike["name"] = json!("Knif\u{0435}");
    let reply = world
        .upload(GM, ch, "alike.json", bytes(&json!({"weapons": [alike]})))
        .await;
    assert_eq!(
        refusal(&reply),
        format!("weapons: Knif\u{0435} looks like Knife, which it does not replace.{unchanged}")
    );
    // A name the gate refuses (markdown shows literally in the refusal).
    let mut hidden = weapon.clone();
    hidden["name"] = json!("*Rail*\u{200b}Gun");
    let reply = world
        .upload(GM, ch, "hidden.json", bytes(&json!({"weapons": [hidden]})))
        .await;
    let said = refusal(&reply);
    assert!(said.starts_with("weapons: \\*Rail\\*"), "{said}");
    assert!(said.contains(", field name: "), "{said}");
    // Malformed JSON.
    let reply = world
        .upload(GM, ch, "bad.json", b"{\"weapons\": [".to_vec())
        .await;
    let said = refusal(&reply);
    assert!(
        said.starts_with("This is not a homebrew file: EOF"),
        "{said}"
    );
    assert!(said.ends_with(unchanged.trim_start()), "{said}");
    // In Chinese too.
    let reply = world
        .upload_with(GM, ch, "zh-CN", |c| {
            c.attachment_option("file", "kind.json", bytes(&json!({"spells": [weapon]})))
        })
        .await;
    let said = refusal(&reply);
    assert!(
        said.contains("本游戏没有") && said.contains("武器"),
        "{said}"
    );

    // Nothing changed: no homebrew, nothing to undo, and Discord refused nothing.
    let list = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert_eq!(
        text(&list).trim(),
        "This campaign's homebrew\nThis campaign has no homebrew yet."
    );
    let export = world.cmd(GM, ch, "homebrew export", &[]).await;
    assert_eq!(refusal(&export), "This campaign has no homebrew yet.");
    let recover = world.cmd(GM, ch, "campaign recover", &[]).await;
    assert!(!text(&recover).contains("homebrew"), "{}", text(&recover));
    assert!(world.fake.rejected_requests().is_empty());
}

/// The choice index of the Fallout 2d20 game in `/campaign start`.
pub(crate) const GAME_F2D20: i64 = 3;

/// A Foundry VTT character Actor (`tests/fixtures/foundry/character.json`).
pub(crate) fn foundry_character() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/foundry/character.json"
    );
    std::fs::read(path).expect("the Foundry character fixture")
}

impl World {
    /// `/character import` by `user` in `ch`, uploading `bytes`.
    pub(crate) async fn import_character(
        &self,
        user: (u64, &str),
        ch: u64,
        bytes: Vec<u8>,
    ) -> InteractionResponse {
        let id = self
            .fake
            .slash_command("character import")
            .user(user.0, user.1)
            .channel(ch)
            .locale("en-US")
            .attachment_option("file", "nora.json", bytes)
            .send();
        self.settled(id).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foundry_character_uploaded_to_character_import_joins_with_its_gear_and_undo_takes_it_back(
) {
    let world = World::start().await;
    let ch = world.channel();
    // Only a GM imports; a player is refused and nothing changes.
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let refused = world.import_character(ANA, ch, foundry_character()).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    let done = world.import_character(GM, ch, foundry_character()).await;
    assert!(!done.is_ephemeral(), "{}", text(&done));
    assert_eq!(
        text(&done).trim_end(),
        // User text is escaped where markdown renders.
        "Imported Nora Vance from Foundry VTT; 3 carried items came in as homebrew.\n\
         Left out, as this game does not model them: Nora Vance\\: Army Helmet \\(apparel, \
         not worn\\); Nora Vance\\: system.currency.caps."
    );
    // She plays: her sheet has her Foundry numbers and gear.
    let sheet = world
        .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Nora Vance"))])
        .await;
    let sheet = text(&sheet);
    assert!(sheet.contains("Luck points 4/6"), "{sheet}");
    assert!(sheet.contains("Small Guns 3 (TN 10) ★ tag"), "{sheet}");
    assert!(sheet.contains("Needler Pistol ✦ ×1"), "{sheet}");
    // Her unknown items are the campaign's homebrew, marked.
    let list = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert!(text(&list).contains("Needler Pistol ✦"), "{}", text(&list));
    // Undo takes the character and her homebrew back together.
    world.undo(ch).await;
    let gone = world
        .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Nora Vance"))])
        .await;
    assert!(gone.is_ephemeral(), "{}", text(&gone));
    let list = world.cmd(GM, ch, "homebrew list", &[]).await;
    assert!(!text(&list).contains("Needler Pistol"), "{}", text(&list));
    // A d20 campaign refuses a Foundry character (it is a Fallout 2d20 system).
    let other = world.brew_other_game(OTHER).await;
    let refused = world.import_character(GM, other, foundry_character()).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert!(
        text(&refused).contains("Nothing was changed"),
        "{}",
        text(&refused)
    );
}

impl World {
    /// A d20 campaign in `ch`, without characters; `ch` back.
    async fn brew_other_game(&self, ch: u64) -> u64 {
        self.brew_campaign(ch, false).await;
        ch
    }
}

/// A Foundry VTT character Actor carrying consumables
/// (`tests/fixtures/foundry/character_consumables.json`).
fn foundry_character_with_consumables() -> Vec<u8> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/foundry/character_consumables.json"
    );
    std::fs::read(path).expect("the Foundry character fixture")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foundry_characters_consumables_come_in_as_chems_she_carries() {
    let world = World::start().await;
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    let done = world
        .import_character(GM, ch, foundry_character_with_consumables())
        .await;
    assert!(!done.is_ephemeral(), "{}", text(&done));
    assert_eq!(
        text(&done).trim_end(),
        "Imported Nora Vance from Foundry VTT; 5 carried items came in as homebrew.\n\
         Left out, as this game does not model them: Nora Vance\\: Army Helmet \\(apparel, \
         not worn\\); Nora Vance\\: Empty Syringe \\(quantity 0\\); Nora Vance\\: Lucky Charm \
         \\(consumable\\); Nora Vance\\: system.currency.caps."
    );
    // Her chems: the shipped Stimpak, and the two that came in as homebrew, marked.
    let sheet = world
        .cmd(GM, ch, "f2d20 status", &[("unit", Opt::S("Nora Vance"))])
        .await;
    let sheet = text(&sheet);
    assert!(
        sheet.contains("Chems: Stimpak ×3, Glow Tonic ✦ ×2, Swamp Bread ✦ ×4"),
        "{sheet}"
    );
    assert!(world.fake.rejected_requests().is_empty());
}
