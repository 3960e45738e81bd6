//! User text on each of Discord's surfaces, through the real bot and the fake Discord: where
//! Discord renders markdown (content, embed titles, descriptions, field values) a name is
//! escaped so it shows as typed; where it renders none (embed footers, select-menu option
//! labels, button labels, autocomplete choice names) it is plain, with no stray backslash,
//! and bounded to the surface's limit. Custom ids and select-menu values carry printable
//! characters only.

mod support;

use overseer::bot::layout::escape;
use serde_json::Value;
use support::bot_world::{character_options, World};
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
        .wait_for_response(id, support::bot_world::WAIT)
        .await
        .expect("answered");
    let choices = answer.choices();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0].0, NAME);
    assert!(!has_stray_escape(&choices[0].0));
}
