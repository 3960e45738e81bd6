//! Refusals in a Chinese campaign on Discord: a word inside several names is
//! refused with those names in Chinese, and an unknown one with the valid
//! names in Chinese, the closest first.

use crate::support;

use support::bot_world::{Opt, World};
use support::fake_discord::InteractionResponse;

/// The campaign's creator (its GM).
const GM: (u64, &str) = (4_000_000_000_000_004_911, "zh_refusal_gm");
/// Choice indices of `/campaign start`: the game and the language.
const GAME_F2D20: i64 = 3;
const ZH_CN: i64 = 1;

/// The reply's content and embed descriptions.
fn text(reply: &InteractionResponse) -> String {
    let message = reply.data();
    let mut out = String::new();
    if let Some(c) = message["content"].as_str() {
        out.push_str(c);
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        if let Some(d) = embed["description"].as_str() {
            out.push_str(d);
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chinese_campaign_refuses_an_ambiguous_template_with_the_chinese_names() {
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
    let world = &world;
    let add = |template: &'static str| async move {
        world
            .cmd(
                GM,
                ch,
                "f2d20 gm creature-add",
                &[("template", Opt::S(template))],
            )
            .await
    };
    let refused = add("辐射").await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert_eq!(
        text(&refused),
        "“辐射”可指 2 个名称：辐射蟑螂、辐射蝎。未作任何更改；请输入其中一个。"
    );
    let refused = add("蟑螂").await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    assert!(
        text(&refused).ends_with(
            "可选：辐射蟑螂、鼹鼠、膨胀蝇、杂种狗、掠夺者、狂尸鬼、辐射蝎、好帮手先生。"
        ),
        "{}",
        text(&refused)
    );
    assert!(!text(&refused).contains("Radroach"), "{}", text(&refused));
}
