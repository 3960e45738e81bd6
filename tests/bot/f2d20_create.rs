//! `/f2d20-new`, the guided character form of the Fallout 2d20 game (issue
//! #45), through the real bot and the fake Discord, in English and in
//! Chinese: a menu of the origins (and a Survivor's traits), a modal for
//! the name and S.P.E.C.I.A.L. within the origin's limits, a menu of the tag
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

/// Opens the form as `user` (`locale`), picks `origin` and `traits`, and
/// presses the button to the scores: the origin step's text and the
/// modal's S.P.E.C.I.A.L. label.
async fn open_form(
    world: &World,
    user: (u64, &str),
    ch: u64,
    locale: &str,
    origin: &str,
    traits: &[&str],
) -> (String, String) {
    let opened = world.cmd_locale(user, ch, "f2d20-new", &[], locale).await;
    assert_eq!(
        opened.kind(),
        CallbackKind::ChannelMessage,
        "{}",
        opened.callback
    );
    assert!(opened.is_ephemeral());
    assert_eq!(
        opened.components()[0]["components"][0]["custom_id"],
        "f2d20:new:v1:origin"
    );
    assert_eq!(options(opened.components()).len(), 6);
    let message = opened.original_message_id().expect("the form's message");
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:origin", &[origin])
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .message(message)
        .send();
    let mut chosen = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(chosen.kind(), CallbackKind::UpdateMessage);
    if !traits.is_empty() {
        let pick = world
            .fake
            .select_menu("f2d20:new:v1:traits", traits)
            .user(user.0, user.1)
            .channel(ch)
            .locale(locale)
            .message(message)
            .send();
        chosen = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    }
    let said = chosen.content().unwrap_or_default().to_owned();
    let press = world
        .fake
        .button_click("f2d20:new:v1:open")
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .message(message)
        .send();
    let modal = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert_eq!(modal.kind(), CallbackKind::Modal, "{said}");
    assert_eq!(modal.data()["custom_id"], "f2d20:new:v1:scores");
    let label = modal.data()["components"][1]["components"][0]["label"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    (said, label)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_character_is_made_step_by_step_in_english() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;

    // The scores before an origin: the form has expired (nothing kept).
    let early = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(CASS.0, CASS.1)
        .channel(ch)
        .field("name", "Cass")
        .field("special", "5 6 6 4 7 7 5")
        .send();
    let early = world.fake.wait_for_response(early, WAIT).await.unwrap();
    assert!(early
        .content()
        .unwrap()
        .starts_with("This form has expired"));
    // A Survivor with Fast Shot: the core limits, a trait the sheet shows.
    let (said, label) = open_form(&world, CASS, ch, "en-US", "Survivor", &["Fast Shot"]).await;
    assert_eq!(
        said,
        "Origin: Survivor (Fast Shot). S.P.E.C.I.A.L.: STR 4-10 · PER 4-10 · END 4-10 · \
         CHA 4-10 · INT 4-10 · AGI 4-10 · LCK 4-10, total 40. Next, the name and the scores."
    );
    assert_eq!(label, "S.P.E.C.I.A.L. (7 scores, total 40)");

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
             First perk: Healer. Origin: Survivor (Fast Shot)."
        )
    );
    // A Survivor with one trait: the second perk's menus beside the button,
    // without the first perk; a second rank of it is refused by its level.
    let second = options(&summary.components()[1..]);
    assert!(
        second.iter().any(|(_, v)| v == "Action Boy / Girl"),
        "{second:?}"
    );
    assert!(!second.iter().any(|(_, v)| v == "Healer"));
    assert_eq!(
        summary.components()[1]["components"][0]["custom_id"],
        "f2d20:new:v1:perk2:0"
    );
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk2:0", &["Healer"])
        .user(CASS.0, CASS.1)
        .channel(ch)
        .message(message)
        .send();
    let refused = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(refused.content(), Some("Rank 2 of Healer needs level 6."));
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk2:0", &["Action Boy / Girl"])
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
             First perk: Healer. Second perk: Action Boy / Girl. Origin: Survivor (Fast Shot)."
        )
    );
    assert_eq!(summary.components().len(), 1);
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
    shows(
        &sheet,
        &["Cass", "Healer", "Lockpick", "Survivor", "Fast Shot"],
    );
    shows(&sheet, &["Action Boy / Girl"]);

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
    let (said, _) = open_form(&world, DEE, ch, "zh-CN", "Survivor", &["Fast Shot"]).await;
    assert!(said.starts_with("出身：幸存者（快速射击）。"), "{said}");

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
    assert_eq!(menu.content(), Some("为 Dee 选择三项专精技能。"));
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
        Some("专精技能：潜行, 开锁, 轻型枪械。接下来最多分配 13 个技能点（技能最高 3 级）。")
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
        summary
            .content()
            .unwrap()
            .ends_with("第一个专长：灵巧。出身：幸存者（快速射击）。"),
        "{:?}",
        summary.content()
    );
    // The second perk: a perk the scores do not allow is refused in
    // Chinese; one they allow joins the summary.
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk2:0", &["Awareness"])
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let refused = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert_eq!(refused.content(), Some("警觉 需要感知 7；Dee 只有 4。"));
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:perk2:0", &["Action Boy / Girl"])
        .user(DEE.0, DEE.1)
        .channel(ch)
        .locale("zh-CN")
        .message(message)
        .send();
    let summary = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    assert!(
        summary
            .content()
            .unwrap()
            .ends_with("第一个专长：灵巧。第二个专长：动作男孩／女孩。出身：幸存者（快速射击）。"),
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

/// Submits the scores modal as `user`; the reply.
async fn scores(
    world: &World,
    user: (u64, &str),
    ch: u64,
    locale: &str,
    name: &str,
    special: &str,
) -> support::fake_discord::InteractionResponse {
    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:scores")
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .field("name", name)
        .field("special", special)
        .send();
    world.fake.wait_for_response(submit, WAIT).await.unwrap()
}

/// Picks `tags`, spends no skill point, picks `perk` from the menus and
/// presses Create, as `user` (`locale`) on the form's `message`: the
/// ranks step's text.
async fn finish(
    world: &World,
    user: (u64, &str),
    ch: u64,
    locale: &str,
    message: u64,
    tags: &[&str],
    perk: &str,
) -> String {
    let pick = world
        .fake
        .select_menu("f2d20:new:v1:tags", tags)
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .message(message)
        .send();
    let ranks = world.fake.wait_for_response(pick, WAIT).await.unwrap();
    let said = ranks.content().unwrap_or_default().to_owned();
    let submit = world
        .fake
        .modal_submit("f2d20:new:v1:skills")
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .field("points", "")
        .send();
    let perks = world.fake.wait_for_response(submit, WAIT).await.unwrap();
    let menu = perks
        .components()
        .iter()
        .position(|row| {
            row["components"][0]["options"]
                .as_array()
                .is_some_and(|o| o.iter().any(|o| o["value"] == perk))
        })
        .unwrap_or_else(|| panic!("{perk} offered: {:?}", perks.content()));
    let message = perks.original_message_id().expect("the perks' message");
    let pick = world
        .fake
        .select_menu(&format!("f2d20:new:v1:perk:{menu}"), &[perk])
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .message(message)
        .send();
    world.fake.wait_for_response(pick, WAIT).await.unwrap();
    let press = world
        .fake
        .button_click("f2d20:new:v1:create")
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale)
        .message(message)
        .send();
    let done = world.fake.wait_for_response(press, WAIT).await.unwrap();
    assert_eq!(done.kind(), CallbackKind::UpdateMessage);
    world
        .fake
        .wait_for_followup(&done.token, WAIT)
        .await
        .unwrap();
    said
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_super_mutant_is_made_within_its_limits() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    let (said, label) = open_form(&world, CASS, ch, "en-US", "Super Mutant", &[]).await;
    assert_eq!(
        said,
        "Origin: Super Mutant. S.P.E.C.I.A.L.: STR 6-12 · PER 4-10 · END 6-12 · CHA 4-6 · \
         INT 4-6 · AGI 4-10 · LCK 4-10, total 44. Next, the name and the scores."
    );
    assert_eq!(label, "S.P.E.C.I.A.L. (7 scores, total 44)");
    // INT over a super mutant's 6: the reason, the form kept.
    let refused = scores(&world, CASS, ch, "en-US", "Grok", "10 6 10 4 8 4 2").await;
    assert_eq!(
        refused.content(),
        Some("Grok's INT 8 is over a Super Mutant's 6.")
    );
    let refused = scores(&world, CASS, ch, "en-US", "Grok", "6 6 6 6 6 5 5").await;
    assert_eq!(
        refused.content(),
        Some("S.P.E.C.I.A.L. must add up to 44, not 40.")
    );
    let menu = scores(&world, CASS, ch, "en-US", "Grok", "12 6 10 4 4 4 4").await;
    assert_eq!(menu.content(), Some("Pick three tag skills for Grok."));
    let message = menu.original_message_id().expect("the form's message");
    let ranks = finish(
        &world,
        CASS,
        ch,
        "en-US",
        message,
        &["Melee Weapons", "Unarmed", "Athletics"],
        "Iron Fist",
    )
    .await;
    assert_eq!(
        ranks,
        "Tag skills: Melee Weapons, Unarmed, Athletics. Next, spend up to 13 skill points \
         (a skill reaches at most rank 3)."
    );
    let sheet = world
        .cmd(CASS, ch, "f2d20 status", &[("unit", Opt::S("Grok"))])
        .await;
    // STR 12 and END 10 as typed; HP END + LCK = 14.
    shows(
        &sheet,
        &[
            "Origin: Super Mutant",
            "Forced Evolution",
            "STR 12",
            "END 10",
            "14/14",
            "Iron Fist",
        ],
    );
    assert!(world.fake.rejected_requests().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ghoul_is_made_in_chinese_with_survival_tagged() {
    let world = World::start().await;
    let ch = world.channel();
    world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    let (said, label) = open_form(&world, DEE, ch, "zh-CN", "Ghoul", &[]).await;
    assert!(
        said.starts_with("出身：尸鬼。S.P.E.C.I.A.L.：力量 4-10"),
        "{said}"
    );
    assert!(
        said.ends_with("总和 40。接下来填写名字和各项属性。"),
        "{said}"
    );
    assert_eq!(label, "S.P.E.C.I.A.L.（7 项，总和 40）");
    let refused = scores(&world, DEE, ch, "zh-CN", "Gus", "11 6 6 4 7 1 5").await;
    assert_eq!(
        refused.content(),
        Some("Gus 的力量 11 超过了尸鬼的上限 10。")
    );
    let menu = scores(&world, DEE, ch, "zh-CN", "Gus", "5 6 6 4 7 7 5").await;
    assert_eq!(
        menu.content(),
        Some("为 Gus 选择三项专精技能。出身另外给了专精技能：生存。")
    );
    // Survival is not offered: the origin tags it.
    let offered = options(menu.components());
    assert_eq!(offered.len(), 16);
    assert!(!offered.iter().any(|(_, v)| v == "survival"), "{offered:?}");
    let message = menu.original_message_id().expect("the form's message");
    let ranks = finish(
        &world,
        DEE,
        ch,
        "zh-CN",
        message,
        &["Sneak", "Lockpick", "Small Guns"],
        "Healer",
    )
    .await;
    assert_eq!(
        ranks,
        "专精技能：潜行, 开锁, 轻型枪械, 生存。接下来最多分配 16 个技能点（技能最高 3 级）。"
    );
    let sheet = world
        .cmd_locale(DEE, ch, "f2d20 status", &[("unit", Opt::S("Gus"))], "zh-CN")
        .await;
    shows(&sheet, &["出身：尸鬼", "坏死后人类", "生存 2", "治疗者"]);
    assert!(world.fake.rejected_requests().is_empty());
}
