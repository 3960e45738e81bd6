//! Autocomplete in the campaign's language: a Chinese campaign offers its
//! names in Chinese to a user whose Discord speaks English, reads a Chinese
//! query, and finds a name from the letters of it in order.

use crate::support;

use serde_json::Value;
use support::bot_world::{Opt, World, WAIT};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (4_000_000_000_000_004_901, "zh_gm");
/// Choice indices of `/campaign start`: the game and the language.
const GAME_F2D20: i64 = 3;
const ZH_CN: i64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chinese_campaign_completes_names_in_chinese_for_an_english_reader() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(
            GM,
            ch,
            "campaign start",
            &[("ruleset", Opt::I(GAME_F2D20)), ("language", Opt::I(ZH_CN))],
        )
        .await;
    let ask = |typed: &'static str| {
        world
            .fake
            .autocomplete("f2d20 gm give")
            .user(GM.0, GM.1)
            .channel(ch)
            .locale("en-US")
            .focused("item", typed)
            .send()
    };
    // A Chinese query, answered with the Chinese names.
    let id = ask("10毫米手");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    assert_eq!(
        reply.choices(),
        vec![("10毫米手枪".to_owned(), Value::from("10mm Pistol"))]
    );
    // The letters in order, none of the names containing them whole.
    let id = ask("10手枪");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let choices = reply.choices();
    assert!(
        choices.contains(&("10毫米手枪".to_owned(), Value::from("10mm Pistol"))),
        "{choices:?}"
    );
    assert!(choices.len() <= 25, "{choices:?}");
    // Nothing typed: the Chinese names, at most 25 of them.
    let id = ask("");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let choices = reply.choices();
    assert_eq!(choices.len(), 25, "{choices:?}");
    assert!(
        choices.iter().any(|(label, _)| label == "10毫米手枪"),
        "{choices:?}"
    );
}
