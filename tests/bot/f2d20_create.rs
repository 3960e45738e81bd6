//! `/f2d20-new`, the guided character form of the Fallout 2d20 game (issue
//! #45), through the real bot and the fake Discord, in English and in
//! Chinese: a modal for the name and S.P.E.C.I.A.L., a menu of the tag
//! skills, a modal for the skill points, menus of the first perks the
//! scores allow, and a button that creates the character; each bad step is
//! refused with the reason and nothing is created before the button.

use crate::support;

use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::CallbackKind;

use crate::f2d20_power::{shows, text};

const GM: (u64, &str) = (4_000_000_000_000_000_301, "new_gm");
const CASS: (u64, &str) = (4_000_000_000_000_000_302, "new_cass");
const DEE: (u64, &str) = (4_000_000_000_000_000_303, "new_dee");
/// The game of `/campaign start`.
const GAME_F2D20: i64 = 3;

/// The options of a select menu in a reply's rows.
fn options(rows: &[serde_json::Value]) -> Vec<(String, String)> {
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .flat_map(|menu| menu["options"].as_array().cloned().unwrap_or_default())
        .map(|o| {
            (
                o["label"].as_str().unwrap_or_default().to_owned(),
                o["value"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_is_made_step_by_step_in_english() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;

    let opened = world.cmd(CASS, ch, "f2d20-new", &[]).await;
    assert_eq!(opened.kind(), CallbackKind::Modal, "{}", opened.callback);
    assert_eq!(opened.data()["custom_id"], "f2d20:new:v1:scores");
    assert_eq!(opened.data()["title"], "New character");

    // Scores adding up to 42: the engine's reason, nothing kept.
    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .field("name", "Cass")
        .field("special", "6 6 6 6 6 6 6")
        .send();
    let refused = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some("S.P.E.C.I.A.L. must add up to 40, not 42.")
    );
    assert!(refused.components().is_empty());

    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .field("name", "Cass")
        .field("special", "5 6 6 4 7 7 5")
        .send();
    let menu = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert_eq!(menu.content(), Some("Pick three tag skills for Cass."));
    let select = &menu.components()[0]["components"][0];
    assert_eq!(select["custom_id"], "f2d20:new:v1:tags");
    assert_eq!(options(menu.components()).len(), 17);
    let message = menu.original_message_id().expect("the form's message");

    let pick = world
        .fake
        .select_menu("f2d20:new:v1:tags", &["Medicine", "Science", "Small Guns"])
        .user(CASS.0, CASS.1)
        .channel(ch)
        .message(message)
        .send();
    let ranks = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(ranks.kind(), CallbackKind::UpdateMessage);
    assert_eq!(
        ranks.content(),
        Some(
            "Tag skills: Medicine, Science, Small Guns. Next, spend up to 16 skill points \
             (a skill reaches at most rank 3)."
        )
    );
    let press = world
        .fake
        .button_click("f2d20:new:v1:ranks")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .message(message)
        .send();
    let modal = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert_eq!(modal.kind(), CallbackKind::Modal);
    assert_eq!(modal.data()["custom_id"], "f2d20:new:v1:skills");

    // A tag skill at rank 4: refused, the form kept.
    let points = |value: &str| {
        world
            .fake
            .modal_submit("f2d20:new:v1:skills")
            .user(CASS.0, CASS.1)
            .channel(ch)
            .field("points", value)
            .send()
    };
    let refused = world
        .fake
        .wait_for_response(points("medicine=2"), WAIT)
        .await
        .unwrap();
    assert_eq!(
        refused.content(),
        Some("Medicine must be between 0 and 1 (got 2).")
    );
    let perks = world
        .fake
        .wait_for_response(points("medicine=1, lockpick=3, sneak=2"), WAIT)
        .await
        .unwrap();
    assert_eq!(perks.content(), Some("Pick the first perk of Cass."));
    let open = options(perks.components());
    assert!(perks.components().len() <= 4);
    assert!(open.iter().any(|(_, v)| v == "Healer"), "{open:?}");
    // Awareness needs PER 7; Gunslinger level 2; no magazine.
    assert!(!open
        .iter()
        .any(|(_, v)| v == "Awareness" || v == "Gunslinger"));
    assert!(!open.iter().any(|(_, v)| v == "Duck and Cover!"));
    let message = perks.original_message_id().expect("the perks' message");

    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk:1", &["Healer"])
        .user(CASS.0, CASS.1)
        .channel(ch)
        .message(message)
        .send();
    let summary = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(
        summary.content(),
        Some(
            "**Cass**: STR 5 · PER 6 · END 6 · CHA 4 · INT 7 · AGI 7 · LCK 5. Tag skills: \
             Medicine, Science, Small Guns. Skill points: Medicine +1, Lockpick +3, Sneak +2. \
             First perk: Healer."
        )
    );
    // Nothing exists before the button.
    let board = text(&world.cmd(GM, ch, "f2d20 status", &[]).await);
    assert!(!board.contains("Cass"), "{board}");

    let press = world
        .fake
        .button_click("f2d20:new:v1:create")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .message(message)
        .send();
    let done = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert_eq!(done.kind(), CallbackKind::UpdateMessage);
    assert_eq!(
        done.content(),
        Some("✅ Created. The sheet is in the channel.")
    );
    world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .unwrap();
    let sheet = world
        .cmd(CASS, ch, "f2d20 status", &[("unit", Opt::S("Cass"))])
        .await;
    shows(&sheet, &["Cass", "Healer", "Lockpick"]);

    // The form is spent: its button again has expired.
    let again = world
        .fake
        .button_click("f2d20:new:v1:create")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .send();
    let again = world.fake.wait_for_response(again, WAIT).await.unwrap();
    assert!(again
        .content()
        .unwrap()
        .starts_with("This form has expired"));
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_form_speaks_chinese_and_refuses_in_chinese() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    let opened = world.cmd_locale(DEE, ch, "f2d20-new", &[], "zh-CN").await;
    assert_eq!(opened.kind(), CallbackKind::Modal);
    assert_eq!(opened.data()["title"], "新角色");

    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .field("name", "Dee")
        .field("special", "6 6 6")
        .send();
    let refused = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert!(refused
        .content()
        .unwrap()
        .starts_with("S.P.E.C.I.A.L. 需要按顺序填写 7 个整数"));

    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .field("name", "Dee")
        .field("special", "4，4，4，4，4，10，10")
        .send();
    let menu = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert_eq!(menu.content(), Some("为 Dee 选择三项标记技能。"));
    let labels: Vec<String> = options(menu.components())
        .into_iter()
        .map(|o| o.0)
        .collect();
    assert!(labels.contains(&"轻型枪械".to_owned()), "{labels:?}");
    let message = menu.original_message_id().expect("the form's message");
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:tags", &["Sneak", "Lockpick", "Small Guns"])
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let ranks = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(
        ranks.content(),
        Some("标记技能：潜行, 开锁, 轻型枪械。接下来最多分配 13 个技能点（技能最高 3 级）。")
    );
    // Points typed in Chinese.
    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:skills")
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .field("points", "开锁=1，医疗=3")
        .send();
    let perks = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    assert_eq!(perks.content(), Some("为 Dee 选择第一个专长。"));
    let message = perks.original_message_id().expect("the perks' message");
    // A perk the scores do not allow (sent by hand): the reason, in Chinese.
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk:0", &["Awareness"])
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let refused = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(refused.content(), Some("警觉 需要感知 7；Dee 只有 4。"));
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk:0", &["Finesse"])
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let summary = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert!(
        summary.content().unwrap().ends_with("第一个专长：灵巧。"),
        "{:?}",
        summary.content()
    );
    let press = world
        .fake
        .button_click("f2d20:new:v1:create")
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let done = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert_eq!(done.content(), Some("✅ 已创建。角色卡已发到频道里。"));
    let board = text(&world.cmd(GM, ch, "f2d20 status", &[]).await);
    assert!(board.contains("Dee"), "{board}");
    assert!(world.fake.rejected_requests().is_empty());
}
