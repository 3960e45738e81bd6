//! Power armour in the Fallout 2d20 game through the real bot and the fake
//! Discord (issue #28), with scripted dice: a player's character enters a
//! frame and attaches a piece (another player may not do it for them), a
//! hit on the covered location takes the piece's DR and HP and, at 5 or
//! more after DR, damages it; only the GM repairs it; the sheet and the
//! board show the frame and each piece's HP, in English and in Chinese.

use crate::support;

use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
pub(crate) const GM: (u64, &str) = (4_000_000_000_000_000_101, "pa_gm");
/// Ace's player.
pub(crate) const ANA: (u64, &str) = (4_000_000_000_000_000_102, "pa_ana");
/// Nora's player.
const BEN: (u64, &str) = (4_000_000_000_000_000_103, "pa_ben");
/// The game of `/campaign start`.
const GAME_F2D20: i64 = 3;

/// `gm` gives `who` each item in its count (`/f2d20 gm give`); each is
/// answered in public.
pub(crate) async fn give_as(
    world: &World,
    gm: (u64, &'static str),
    ch: u64,
    who: &'static str,
    items: &[(&'static str, i64)],
) {
    for &(item, count) in items {
        let given = world
            .cmd(
                gm,
                ch,
                "f2d20 gm give",
                &[
                    ("character", Opt::S(who)),
                    ("item", Opt::S(item)),
                    ("count", Opt::I(count)),
                ],
            )
            .await;
        assert!(!given.is_ephemeral(), "{}", text(&given));
    }
}

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

/// Fails unless every part is in the reply's text.
pub(crate) fn shows(reply: &InteractionResponse, parts: &[&str]) {
    let shown = text(reply);
    let missing: Vec<&&str> = parts.iter().filter(|p| !shown.contains(**p)).collect();
    assert!(missing.is_empty(), "missing {missing:?} in\n{shown}");
}

/// A Fallout 2d20 campaign with Ace (Ana's, Melee Weapons 3 tagged, with
/// a Sledgehammer) and Nora (Ben's, 12 HP, Defense 1).
pub(crate) async fn campaign(world: &World) -> u64 {
    let ch = world.channel();
    let start = world
        .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
        .await;
    assert!(!start.is_ephemeral(), "{}", text(&start));
    for (who, name, special, tags, points) in [
        (
            ANA,
            "Ace",
            [5, 7, 5, 4, 5, 7, 7],
            ["Small Guns", "Melee Weapons", "Explosives"],
            "Small Guns=1, Melee Weapons=1, Explosives=1",
        ),
        (
            BEN,
            "Nora",
            [6, 6, 6, 5, 5, 6, 6],
            ["Small Guns", "Medicine", "Survival"],
            "Athletics=2",
        ),
    ] {
        let mut options = vec![
            ("name", OptionValue::from(name)),
            (
                "player",
                OptionValue::User {
                    id: who.0,
                    name: who.1.to_owned(),
                },
            ),
        ];
        for (attribute, value) in ["str", "per", "end", "cha", "int", "agi", "lck"]
            .into_iter()
            .zip(special)
        {
            options.push((attribute, OptionValue::from(value)));
        }
        for (slot, tag) in ["tag1", "tag2", "tag3"].into_iter().zip(tags) {
            options.push((slot, OptionValue::from(tag)));
        }
        options.push(("points", OptionValue::from(points)));
        let made = world
            .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
            .await;
        assert!(!made.is_ephemeral(), "{}", text(&made));
    }
    let given = world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Ace")),
                ("item", Opt::S("Sledgehammer")),
            ],
        )
        .await;
    assert!(!given.is_ephemeral(), "{}", text(&given));
    ch
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_piece_takes_a_hit_breaks_and_only_the_gm_repairs_it() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    // Ana may not put Ben's character in a frame.
    let refused = world
        .cmd(
            ANA,
            ch,
            "f2d20 power-armor",
            &[("action", Opt::I(0)), ("character", Opt::S("Nora"))],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["Nora is not your character."]);
    let entered = world
        .cmd(BEN, ch, "f2d20 power-armor", &[("action", Opt::I(0))])
        .await;
    assert!(!entered.is_ephemeral(), "{}", text(&entered));
    shows(&entered, &["Nora enters the Armor Frame", "Pieces", "none"]);
    // The piece autocomplete offers the power armour pieces too.
    let id = world
        .fake
        .autocomplete("f2d20 wear")
        .user(BEN.0, BEN.1)
        .channel(ch)
        .focused("piece", "T-45 L")
        .send();
    let answer = world.fake.wait_for_response(id, WAIT).await.unwrap();
    let offered: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert!(offered.contains(&"T-45 Left Arm".to_owned()), "{offered:?}");
    let worn = world
        .cmd(BEN, ch, "f2d20 wear", &[("piece", Opt::S("T-45 Left Arm"))])
        .await;
    assert!(!worn.is_ephemeral(), "{}", text(&worn));
    shows(
        &worn,
        &[
            "Nora attaches T-45 Left Arm (left arm): 7/7 HP",
            "**left arm**: 🛡 physical 4 · energy 3 · radiation 7 · poison 0",
        ],
    );
    // Ace's Sledgehammer at Nora's left arm: difficulty 2, d20s 1 and 1;
    // 5 CD all 2s = 10, the arm's DR 4: 6, a critical hit on the piece.
    world.dice(&[1, 1, 2, 2, 2, 2, 2]);
    let hit = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
                ("location", Opt::S("left-arm")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    shows(
        &hit,
        &[
            "**6**",
            "T-45 Left Arm takes the hit: 7 → 0/7 HP (critical hit: damaged, no DR until repaired)",
            "▰▰▰▰▰▰▰▰▰▰ 12/12 (←12)",
        ],
    );
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    shows(&board, &["🛡️ Armor Frame: left arm 0/7"]);
    // Only the GM repairs.
    let repair = [("character", Opt::S("Nora")), ("piece", Opt::S("left-arm"))];
    let refused = world.cmd(BEN, ch, "f2d20 gm repair", &repair).await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["/f2d20 gm repair"]);
    let repaired = world.cmd(GM, ch, "f2d20 gm repair", &repair).await;
    assert!(!repaired.is_ephemeral(), "{}", text(&repaired));
    shows(
        &repaired,
        &["Nora's T-45 Left Arm is repaired: 0 → 7/7 HP."],
    );
    let sheet = world
        .cmd(BEN, ch, "f2d20 status", &[("unit", Opt::S("Nora"))])
        .await;
    shows(
        &sheet,
        &[
            "Power armour",
            "Armor Frame (worn)",
            "T-45 Left Arm (left arm): 7/7 HP",
        ],
    );
    let zh = world
        .cmd_locale(
            BEN,
            ch,
            "f2d20 status",
            &[("unit", Opt::S("Nora"))],
            "zh-CN",
        )
        .await;
    shows(
        &zh,
        &["动力装甲", "动力装甲框架（穿着中）", "T-45 动力装甲左臂"],
    );
    // Leaving: out of the frame, the piece keeps its HP on it.
    let left = world
        .cmd(BEN, ch, "f2d20 power-armor", &[("action", Opt::I(1))])
        .await;
    shows(
        &left,
        &[
            "Nora leaves the Armor Frame",
            "T-45 Left Arm (left arm): 7/7 HP",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_power_armour_mod_goes_on_a_piece_and_shows_in_both_languages() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    world
        .cmd(BEN, ch, "f2d20 power-armor", &[("action", Opt::I(0))])
        .await;
    world
        .cmd(BEN, ch, "f2d20 wear", &[("piece", Opt::S("T-45 Left Arm"))])
        .await;
    // The item autocomplete offers the piece; the mods, the T-45 arm's.
    let id = world
        .fake
        .autocomplete("f2d20 mod")
        .user(BEN.0, BEN.1)
        .channel(ch)
        .focused("item", "T-45")
        .send();
    let answer = world.fake.wait_for_response(id, WAIT).await.unwrap();
    let offered: Vec<String> = answer
        .choices()
        .into_iter()
        .map(|(_, v)| v.as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(offered, ["T-45 Left Arm"]);
    let modded = world
        .cmd(
            BEN,
            ch,
            "f2d20 mod",
            &[
                ("character", Opt::S("Nora")),
                ("item", Opt::S("T-45 Left Arm")),
                ("name", Opt::S("T-45c Arm")),
            ],
        )
        .await;
    assert!(!modded.is_ephemeral(), "{}", text(&modded));
    shows(
        &modded,
        &[
            "🔧 Nora fits T\\-45c Arm to the T-45 Left Arm (upgrade).",
            "Changes: DR +2 physical, DR +2 energy, HP +2, weight +2 lb",
        ],
    );
    // A mod of another suit: refused with the reason, nothing changed.
    let refused = world
        .cmd(
            BEN,
            ch,
            "f2d20 mod",
            &[
                ("character", Opt::S("Nora")),
                ("item", Opt::S("T-45 Left Arm")),
                ("name", Opt::S("T-51c Arm")),
            ],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["51c Arm"]);
    let sheet = world
        .cmd(BEN, ch, "f2d20 status", &[("unit", Opt::S("Nora"))])
        .await;
    shows(
        &sheet,
        &[
            "T-45 Left Arm (left arm): 9/9 HP",
            "🔧 T-45 Left Arm: T\\-45c Arm → DR +2 physical, DR +2 energy, HP +2, weight +2 lb",
        ],
    );
    let zh = world
        .cmd_locale(
            BEN,
            ch,
            "f2d20 status",
            &[("unit", Opt::S("Nora"))],
            "zh-CN",
        )
        .await;
    shows(
        &zh,
        &["🔧 T-45 动力装甲左臂：T\\-45c 手臂 → 物理伤害抗性 +2、能量伤害抗性 +2、生命值 +2、重量 +2 磅"],
    );
}

#[test]
fn every_power_armour_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::power::MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mods_perks_read_as_the_perk_and_its_rank_in_both_languages() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    world
        .cmd(BEN, ch, "f2d20 power-armor", &[("action", Opt::I(0))])
        .await;
    world
        .cmd(BEN, ch, "f2d20 wear", &[("piece", Opt::S("T-45 Left Arm"))])
        .await;
    let fit = |character: &'static str, item: &'static str, name: &'static str, remove: bool| {
        let mut options = vec![
            ("character", OptionValue::from(character)),
            ("item", OptionValue::from(item)),
            ("name", OptionValue::from(name)),
        ];
        if remove {
            options.push(("remove", OptionValue::Boolean(true)));
        }
        options
    };
    // The compendium gives the T-45 suit's upgrades a rank and no perk.
    let options = fit("Nora", "T-45 Left Arm", "T-45c Arm", false);
    let modded = world
        .cmd_values(BEN, ch, "f2d20 mod", &options, "en-US")
        .await;
    assert!(!modded.is_ephemeral(), "{}", text(&modded));
    shows(
        &modded,
        &["Made with: rank 2 (the compendium names no perk)"],
    );
    let options = fit("Nora", "T-45 Left Arm", "T-45c Arm", true);
    let removed = world
        .cmd_values(BEN, ch, "f2d20 mod", &options, "zh-CN")
        .await;
    assert!(!removed.is_ephemeral(), "{}", text(&removed));
    shows(&removed, &["制作所需：2 级（资料未写明是哪项专长）"]);
    // A named perk reads in the reader's language with its rank.
    let options = fit("Ace", "Sledgehammer", "Heavy", false);
    let heavy = world
        .cmd_values(ANA, ch, "f2d20 mod", &options, "zh-CN")
        .await;
    assert!(!heavy.is_ephemeral(), "{}", text(&heavy));
    shows(&heavy, &["制作所需：铁匠 2"]);
    let options = fit("Ace", "Sledgehammer", "Heavy", true);
    let back = world
        .cmd_values(ANA, ch, "f2d20 mod", &options, "en-US")
        .await;
    shows(&back, &["Made with: Blacksmith 2"]);
}
