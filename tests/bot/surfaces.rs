//! User text on each of Discord's surfaces, through the real bot and the fake Discord: where
//! Discord renders markdown (content, embed titles, descriptions, field values) a name is
//! escaped so it shows as typed; where it renders none (embed footers, select-menu option
//! labels, button labels, autocomplete choice names) it is plain, with no stray backslash,
//! and bounded to the surface's limit. Custom ids and select-menu values carry printable
//! characters only.

use crate::support;

use overseer::bot::layout::escape;
use serde_json::Value;
use support::bot_world::{character_options, Opt, World, WAIT};
use support::fake_discord::CallbackKind;
use support::fake_discord::{InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (5_000_000_000_000_000_001, "surface_gm");
/// The player of the character with the markdown name.
const OWNER: (u64, &str) = (5_000_000_000_000_000_002, "surface_owner");
/// A player who does not play it.
const OTHER: (u64, &str) = (5_000_000_000_000_000_003, "surface_other");

/// A name full of markdown: bold, underscores, a spoiler and a mass mention.
const NAME: &str = "**Bold**_x_ ||s|| @everyone";

/// Tag skill choice indices of `/character create`.
const TAGS: [i64; 3] = [0, 1, 2];

/// Starts a wasteland campaign with [`NAME`], [`OWNER`]'s character.
async fn campaign_with_markdown_name(world: &World) -> u64 {
    let ch = world.channel();
    let started = world.cmd(GM, ch, "campaign start", &[]).await;
    assert!(!started.is_ephemeral(), "{:?}", started.data());
    let created = world
        .cmd_values(
            OWNER,
            ch,
            "character create",
            &character_options(NAME, "Vault Dweller", TAGS),
            "en-US",
        )
        .await;
    assert!(!created.is_ephemeral(), "{:?}", created.data());
    ch
}

/// The content of an ephemeral refusal.
fn refusal(reply: &InteractionResponse, what: &str) -> String {
    assert!(reply.is_ephemeral(), "{what}: {:?}", reply.data());
    reply.content().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn not_your_character_shows_a_markdown_name_as_typed_in_every_wasteland_command() {
    let world = World::start().await;
    let ch = campaign_with_markdown_name(&world).await;
    let expected = format!("{} is not your character.", escape(NAME));
    let name = || OptionValue::from(NAME);
    let cases: Vec<(&str, Vec<(&str, OptionValue)>)> = vec![
        (
            "check",
            vec![
                ("characters", name()),
                ("attribute", "AGI".into()),
                ("skill", "Sneak".into()),
                ("difficulty", 1.into()),
            ],
        ),
        (
            "damage",
            vec![("character", name()), ("weapon", "10mm Pistol".into())],
        ),
        (
            "use",
            vec![("item", "Stimpak".into()), ("character", name())],
        ),
        (
            "location",
            vec![("character", name()), ("place", "Diamond City".into())],
        ),
        (
            "character raise",
            vec![("skill", "Sneak".into()), ("character", name())],
        ),
        ("first-aid", vec![("character", name())]),
        (
            "open-container",
            vec![("skill", 0.into()), ("character", name())],
        ),
    ];
    for (command, options) in cases {
        let reply = world
            .cmd_values(OTHER, ch, command, &options, "en-US")
            .await;
        assert_eq!(refusal(&reply, command), expected, "/{command}");
    }
    assert_eq!(
        expected,
        r"\*\*Bold\*\*\_x\_ \|\|s\|\| \@everyone is not your character."
    );
    assert!(world.fake.rejected_requests().is_empty());
}

/// Every string of a component tree under `key` (labels, custom ids, values...).
fn strings_at(value: &Value, key: &str, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                if k == key {
                    if let Some(text) = v.as_str() {
                        out.push(text.to_owned());
                    }
                }
                strings_at(v, key, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| strings_at(v, key, out)),
        _ => {}
    }
}

/// Whether the text shows one of [`escape`]'s backslashes: a backslash before a character
/// Discord's markdown acts on.
fn has_stray_escape(text: &str) -> bool {
    text.chars()
        .zip(text.chars().skip(1))
        .any(|(a, b)| a == '\\' && r"\*_~`|[]()<>#-@:".contains(b))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_markdown_name_is_escaped_in_content_and_plain_in_autocomplete_choices() {
    let world = World::start().await;
    let ch = campaign_with_markdown_name(&world).await;
    let id = world
        .fake
        .autocomplete("check")
        .user(OTHER.0, OTHER.1)
        .channel(ch)
        .focused("characters", "bold")
        .send();
    let answer = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answered");
    let choices = answer.choices();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0].0, NAME);
    assert!(!has_stray_escape(&choices[0].0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_damage_menu_labels_an_enemy_plainly_and_its_values_are_printable() {
    let world = World::start().await;
    let ch = campaign_with_markdown_name(&world).await;
    let knife = world
        .cmd(
            GM,
            ch,
            "inventory add",
            &[("character", Opt::S(NAME)), ("item", Opt::S("Knife"))],
        )
        .await;
    assert!(!knife.is_ephemeral(), "{:?}", knife.data());
    // Past the chapter's safe turns, a Radroach with a markdown name appears.
    for _ in 0..2 {
        world.cmd(GM, ch, "campaign turn", &[]).await;
    }
    let enemy = "Radroach *x* ||y|| @here";
    let added = world
        .cmd(
            GM,
            ch,
            "enemy add",
            &[("template", Opt::S("Radroach")), ("name", Opt::S(enemy))],
        )
        .await;
    assert!(!added.is_ephemeral(), "{:?}", added.data());

    let press = world
        .fake
        .button_click(&format!("dmg:v1:melee:{NAME}"))
        .user(OWNER.0, OWNER.1)
        .channel(ch)
        .send();
    let menu = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert!(menu.is_ephemeral());
    // The content is markdown: the character's name escaped.
    assert_eq!(
        menu.content(),
        Some(format!("Pick {}'s weapon and target.", escape(NAME)).as_str())
    );
    let options: Vec<(String, String)> = menu.components()[0]["components"][0]["options"]
        .as_array()
        .expect("a select menu")
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap().to_owned(),
                o["value"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    // Option labels are plain: the template translated, the rest as typed.
    assert_eq!(
        options,
        [
            (format!("Knife → {enemy}"), format!("Knife|{enemy}")),
            ("Knife, no target".to_owned(), "Knife|".to_owned()),
        ]
    );
    let mut ids = Vec::new();
    strings_at(
        &Value::Array(menu.components().to_vec()),
        "custom_id",
        &mut ids,
    );
    strings_at(&Value::Array(menu.components().to_vec()), "value", &mut ids);
    assert!(
        ids.iter().all(|id| id.chars().all(|c| !c.is_control())),
        "{ids:?}"
    );

    let picked = world
        .fake
        .select_menu(&format!("dmg-pick:v1:{NAME}"), &[&options[0].1])
        .user(OWNER.0, OWNER.1)
        .channel(ch)
        .message(menu.original_message_id().expect("the menu"))
        .send();
    let done = world.fake.wait_for_response(picked, WAIT).await.unwrap();
    assert_eq!(done.kind(), CallbackKind::UpdateMessage);
    assert_eq!(done.content(), Some("🎯 Rolled for the table."));
    let result = world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .unwrap();
    let shown = result.body.expect("the damage").to_string();
    assert!(
        shown.contains(&escape(enemy).replace('\\', "\\\\")),
        "{shown}"
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gms_own_condition_is_a_plain_autocomplete_choice() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(1))])
        .await;
    world
        .cmd(GM, ch, "d20 enemy-add", &[("template", Opt::S("Bandit"))])
        .await;
    let condition = "**Hexed**_x_ [l](https://x)";
    let given = world
        .cmd(
            GM,
            ch,
            "d20 condition",
            &[
                ("action", Opt::I(0)),
                ("target", Opt::S("Bandit")),
                ("condition", Opt::S(condition)),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{:?}", given.data());
    let id = world
        .fake
        .autocomplete("d20 condition")
        .user(GM.0, GM.1)
        .channel(ch)
        .option("target", "Bandit")
        .focused("condition", "hexed")
        .send();
    let answer = world.fake.wait_for_response(id, WAIT).await.unwrap();
    let choices = answer.choices();
    assert_eq!(
        choices,
        [(condition.to_owned(), Value::from(condition))],
        "{choices:?}"
    );
    assert!(!has_stray_escape(&choices[0].0));
}

#[test]
fn no_localized_message_holds_a_backslash() {
    // `layout::plain` removes the escapes of user text from text drawn for markdown; it
    // leaves the localized text exactly as it is only because none holds a backslash.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut files = 0;
    for lang in std::fs::read_dir(&dir).expect("locales") {
        for file in std::fs::read_dir(lang.expect("a language").path()).expect("files") {
            let path = file.expect("a file").path();
            let text = std::fs::read_to_string(&path).expect("readable");
            files += 1;
            assert!(!text.contains('\\'), "{} holds a backslash", path.display());
        }
    }
    assert!(files >= 2, "{files} locale files");
}
