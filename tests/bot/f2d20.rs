//! The official Fallout 2d20 game through the real bot and the fake Discord,
//! with scripted dice so every number is exact: a GM starts a campaign, two
//! characters fight three raiders (hit locations, DR by location, Persistent
//! and Stun, a kill), an action over the limit is refused privately in the
//! reader's language, a Luck point re-rolls a failed test from its button
//! (the owner's press; another player's is refused), 1 AP buys one more
//! combat die from the button of a hit, and each game refuses the other's
//! commands with nothing changed.

use crate::support;

use crate::f2d20_power::give_as;
use serde_json::Value;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (4_000_000_000_000_000_001, "f2d20_gm");
/// Ace's player.
const ANA: (u64, &str) = (4_000_000_000_000_000_002, "ana_player");
/// Nora's player.
const BEN: (u64, &str) = (4_000_000_000_000_000_003, "ben_player");
/// A second channel of the same guild (a wasteland campaign).
const WASTELAND: u64 = 4_000_000_000_000_000_900;

/// Choice indices: the game of `/campaign start`, attributes.
const GAME_F2D20: i64 = 3;
const AGI: i64 = 5;

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
    }
    out
}

/// Fails unless every part is in the reply's text.
fn shows(reply: &InteractionResponse, parts: &[&str]) {
    let shown = text(reply);
    let missing: Vec<&&str> = parts.iter().filter(|p| !shown.contains(**p)).collect();
    assert!(missing.is_empty(), "missing {missing:?} in\n{shown}");
}

/// `player`'s `/f2d20 test` of AGI + Athletics at `difficulty`.
pub(crate) async fn agi_athletics_test(
    world: &World,
    player: (u64, &str),
    ch: u64,
    difficulty: i64,
) -> InteractionResponse {
    world
        .cmd(
            player,
            ch,
            "f2d20 test",
            &[
                ("attribute", Opt::I(AGI)),
                ("skill", Opt::S("Athletics")),
                ("difficulty", Opt::I(difficulty)),
            ],
        )
        .await
}

/// The custom ids of the buttons in a reply's rows.
pub(crate) fn button_ids(components: &[Value]) -> Vec<String> {
    button_fields(components, "custom_id")
}

/// The labels of the buttons in a reply's rows.
pub(crate) fn button_labels(components: &[Value]) -> Vec<String> {
    button_fields(components, "label")
}

fn button_fields(components: &[Value], field: &str) -> Vec<String> {
    components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c[field].as_str().map(str::to_owned))
        .collect()
}

/// Clicks the button whose custom id starts with `prefix` on `reply`'s message.
pub(crate) async fn click(
    world: &World,
    reply: &InteractionResponse,
    prefix: &str,
    user: (u64, &str),
) -> InteractionResponse {
    let message = reply.original_message_id().expect("the reply's message");
    let custom_id = button_ids(reply.components())
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {}", reply.callback));
    let id = world
        .fake
        .button_click(&custom_id)
        .message(message)
        .user(user.0, user.1)
        .send();
    world.fake.wait_for_response(id, WAIT).await.unwrap()
}

impl World {
    /// A Fallout 2d20 campaign in the default channel with Ace (Ana's:
    /// S5 P7 E5 C4 I5 A7 L7, Small Guns, Melee Weapons and Explosives
    /// tagged, initiative 14) and Nora (Ben's: S6 P6 E6 C5 I5 A6 L6,
    /// initiative 12).
    async fn f2d20_with_two(&self) -> u64 {
        let ch = self.channel();
        let start = self
            .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_F2D20))])
            .await;
        assert!(!start.is_ephemeral(), "{}", text(&start));
        shows(&start, &["Fallout 2d20", "Nobody is here yet"]);
        for (who, name, special, tags, points) in [
            (
                ANA,
                "Ace",
                [5, 7, 5, 4, 5, 7, 7],
                ["Small Guns", "Melee Weapons", "Explosives"],
                "Small Guns=1, Melee Weapons=1, Explosives=1, Unarmed=2, Big Guns=2",
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
            // Only a GM creates characters.
            let refused = self
                .cmd_values(who, ch, "f2d20 gm create", &options, "en-US")
                .await;
            assert!(refused.is_ephemeral(), "{}", text(&refused));
            assert!(
                text(&refused).contains("/f2d20 gm create"),
                "{}",
                text(&refused)
            );
            let made = self
                .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
                .await;
            assert!(!made.is_ephemeral(), "{}", text(&made));
        }
        ch
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_characters_fight_three_raiders_to_a_kill_with_exact_dice() {
    let world = World::scripted().await;
    let ch = world.f2d20_with_two().await;
    give_as(
        &world,
        GM,
        ch,
        "Ace",
        &[("Molotov Cocktail", 2), ("Power Fist", 1)],
    )
    .await;
    give_as(&world, GM, ch, "Nora", &[("Ripper", 1)]).await;
    let raiders = world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("Raider")), ("count", Opt::I(3))],
        )
        .await;
    shows(
        &raiders,
        &[
            "Creatures join the fight",
            "**Raider 1** (Raider) · Defense 1 · Initiative 11",
            "**Raider 3**",
            "**torso**: 🛡 physical 1 · energy 1 · radiation 0 · poison 0",
        ],
    );
    let fight = world.cmd(GM, ch, "f2d20 gm initiative", &[]).await;
    shows(
        &fight,
        &[
            "⚔️ Combat begins",
            "▶ Ace (initiative 14)",
            "• Nora (initiative 12)",
            "• Raider 1 (initiative 11) (tied: the GM may order it)",
            "Round 1, Ace: minor actions left 2 (next 0 AP) · major actions left 2 (next 0 AP) · movement free",
        ],
    );

    // Ace throws a Molotov at the first raider: a Blast, so difficulty 2
    // (the raider stands in no zone: it alone is struck); TN 10 (PER 7 +
    // Explosives 3), 1 and 1 are criticals; d20 5 hits the torso; 4 CD show 1⚡, 1, 1, 0.
    world.dice(&[1, 1, 5, 5, 1, 1, 3]);
    let molotov = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Raider 1")),
                ("weapon", Opt::S("Molotov Cocktail")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&molotov));
    assert!(!molotov.is_ephemeral());
    shows(
        &molotov,
        &[
            "⚔️ Ace attacks Raider 1 with Molotov Cocktail",
            "Difficulty **2** = Blast 2 + Medium range 0",
            "TN 10 (critical ≤ 3, complication ≥ 20)",
            "🎲 **1**✅✅ · **1**✅✅",
            "✅ **Passed**: 4 successes of 2 needed, 2 AP generated",
            "40.00% (160/400 for 2 d20)",
            "Blast: strikes Raider 1",
            "torso (d20 5)",
            "[5→1⚡] [1→1] [1→1] [3→0] = **3** damage, Effects 1",
            "Raider 1, torso: 3 energy − DR 1 (of 1) = **2**",
            "▰▰▰▰▰▰▰▰▱▱ 6/8 (←8)",
            "Persistent: Raider 1 suffers Molotov Cocktail: 4 CD energy at the torso, turns left 1, stopped at difficulty 1",
            "💾 2 AP saved to the group pool (now 2)",
            "AP: group 2/6 · GM 0",
            "minor actions left 2 (next 0 AP) · major actions left 1 (next 2 AP)",
            "DR of Raider 1",
        ],
    );
    assert!(
        button_ids(molotov.components())
            .iter()
            .any(|id| id == "f2d20-luck:v1:1:Ace"),
        "{}",
        molotov.callback
    );

    // A Power Fist as the second major action: 2 AP, +1 difficulty; Stun.
    world.dice(&[1, 1, 5, 5, 1, 1, 3]);
    let punch = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Raider 2")),
                ("weapon", Opt::S("Power Fist")),
                ("second_major", Opt::B(true)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&punch));
    shows(
        &punch,
        &[
            "Difficulty **2** = Defense 1 + second major 1",
            "Raider 2, torso: 3 physical − DR 1 (of 1) = **2**",
            "Stun: Raider 2 loses their normal actions next turn",
            "Action cost: group pool 2 → 0",
            "💾 2 AP saved to the group pool (now 2)",
            "major actions left 0",
        ],
    );

    // A third major action is over the limit: refused privately, in the
    // reader's language, and nothing changes.
    let over = world
        .cmd_locale(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Raider 2")),
                ("weapon", Opt::S("Power Fist")),
            ],
            "zh-CN",
        )
        .await;
    assert!(over.is_ephemeral(), "{}", text(&over));
    assert_eq!(text(&over).trim(), "Ace 本回合没有剩余的 主要 行动。");
    let board = world.cmd(GM, ch, "campaign status", &[]).await;
    shows(&board, &["AP: group 2/6 · GM 0", "Raider 2"]);

    // Nora's turn: the Ripper (TN 6) finds Raider 3's head (DR 0): 8 damage kills it.
    let next = world.cmd(GM, ch, "f2d20 gm next", &[]).await;
    shows(
        &next,
        &[
            "Round 1: Nora's turn",
            "Round 1, Nora: minor actions left 2",
        ],
    );
    world.dice(&[2, 3, 1, 2, 2, 2, 2]);
    let kill = world
        .cmd(
            BEN,
            ch,
            "f2d20 attack",
            &[("target", Opt::S("Raider 3")), ("weapon", Opt::S("Ripper"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&kill));
    shows(
        &kill,
        &[
            "head (d20 1)",
            "[2→2] [2→2] [2→2] [2→2] = **8** damage, Effects 0",
            "Raider 3, head: 8 physical − DR 0 (of 0) = **8**",
            "⚡ Critical hit!",
            "☠️ Raider 3 is dead.",
        ],
    );

    // The GM orders the tied raiders: the stunned one goes first and has
    // one action only, paid from the GM's empty pool: refused.
    let order = world
        .cmd(
            GM,
            ch,
            "f2d20 gm order",
            &[("unit", Opt::S("Raider 2")), ("before", Opt::S("Raider 1"))],
        )
        .await;
    shows(&order, &["• Raider 2 (initiative 11)"]);
    let stunned = world.cmd(GM, ch, "f2d20 gm next", &[]).await;
    shows(
        &stunned,
        &[
            "Round 1: Raider 2's turn",
            "💫 Raider 2 is stunned and loses their normal actions.",
            "💫 Stunned: one action only this turn.",
        ],
    );
    let broke = world
        .cmd(
            GM,
            ch,
            "f2d20 attack",
            &[
                ("attacker", Opt::S("Raider 2")),
                ("target", Opt::S("Ace")),
                ("weapon", Opt::S("Lead Pipe")),
            ],
        )
        .await;
    assert!(broke.is_ephemeral(), "{}", text(&broke));
    assert_eq!(text(&broke).trim(), "The GM pool has 0 AP; 2 needed.");

    // The first raider's turn ends with the Molotov's Persistent damage:
    // 4 CD (2, 2, 1, 0 = 5) less DR 1 at the torso: 4; it has run its course.
    world.cmd(GM, ch, "f2d20 gm next", &[]).await;
    world.dice(&[2, 2, 1, 3]);
    let burn = world.cmd(GM, ch, "f2d20 gm next", &[]).await;
    assert_eq!(world.dice_left(), 0, "{}", text(&burn));
    shows(
        &burn,
        &[
            "End of Raider 1's turn",
            "Raider 1: Molotov Cocktail strikes: [2→2] [2→2] [1→1] [3→0] = **5** damage, Effects 0; energy, DR 1 → **4**",
            "▰▰▰▱▱▱▱▱▱▱ 2/8 (←6)",
            "The persistent damage has run its course.",
            "A new round begins: round 2.",
            "Round 2: Ace's turn",
        ],
    );

    // Round 2: Ace's Power Fist finishes the burnt raider.
    world.dice(&[1, 1, 5, 2, 2, 2, 2]);
    let end = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Raider 1")),
                ("weapon", Opt::S("Power Fist")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&end));
    shows(
        &end,
        &[
            "Raider 1, torso: 8 physical − DR 1 (of 1) = **7**",
            "☠️ Raider 1 is dead.",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_luck_point_rerolls_a_failed_test_from_its_button_for_its_owner_only() {
    let world = World::scripted().await;
    let ch = world.f2d20_with_two().await;
    // Ace tests AGI + Athletics (TN 7) at difficulty 2: 15 fails, 4 scores.
    world.dice(&[15, 4]);
    let test = agi_athletics_test(&world, ANA, ch, 2).await;
    shows(
        &test,
        &[
            "Ace makes a test",
            "AGI + Athletics · TN 7 (critical ≤ 1, complication ≥ 20)",
            "🎲 **15**✖️ · **4**✅",
            "❌ **Failed**: 1 success of 2 needed",
            "18.75% (75/400 for 2 d20)",
        ],
    );
    let ids = button_ids(test.components());
    assert_eq!(
        ids,
        vec!["f2d20-luck:v1:1:Ace".to_owned()],
        "{}",
        test.callback
    );

    // Nora's player may not spend Ace's Luck: refused privately, nothing changes.
    let foreign = click(&world, &test, "f2d20-luck:v1:", BEN).await;
    assert!(foreign.is_ephemeral(), "{}", foreign.callback);
    assert_eq!(text(&foreign).trim(), "Ace is not your character.");
    assert_eq!(world.dice_left(), 0);
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["🍀 Luck points 7/7"]);

    // Ana's press re-rolls the 15: a 1 is a critical; the test passes.
    world.dice(&[1]);
    let lucky = click(&world, &test, "f2d20-luck:v1:", ANA).await;
    assert_eq!(world.dice_left(), 0, "{}", text(&lucky));
    assert!(!lucky.is_ephemeral(), "{}", lucky.callback);
    shows(
        &lucky,
        &[
            "🍀 Ace spends a Luck point",
            "d20s: **15** · 4 → **1** · 4",
            "Luck points 7 → 6",
            "🎲 **1**✅✅ · **4**✅",
            "✅ **Passed**: 3 successes of 2 needed, 1 AP generated",
        ],
    );
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["🍀 Luck points 6/7"]);

    // The old button is stale now: refused privately, nothing re-rolled.
    let stale = click(&world, &test, "f2d20-luck:v1:", ANA).await;
    assert!(stale.is_ephemeral(), "{}", stale.callback);
    assert_eq!(
        text(&stale).trim(),
        "That roll of Ace is no longer the latest one; nothing was re-rolled."
    );
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["🍀 Luck points 6/7"]);

    // The same test three times is one embed and offers no Luck button.
    world.dice(&[15, 4, 1, 4, 19, 20]);
    let series = world
        .cmd(
            ANA,
            ch,
            "f2d20 test",
            &[
                ("attribute", Opt::I(AGI)),
                ("skill", Opt::S("Athletics")),
                ("difficulty", Opt::I(2)),
                ("repeat", Opt::I(3)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(series.components().is_empty(), "{}", series.callback);
    assert_eq!(series.embeds().len(), 1, "{}", text(&series));
    let embed = &series.embeds()[0];
    assert_eq!(embed["title"], "Ace makes a test × 3");
    let lines: Vec<&str> = embed["description"].as_str().unwrap().lines().collect();
    assert_eq!(
        lines,
        [
            "AGI + Athletics · TN 7 (critical ≤ 1, complication ≥ 20)",
            "**1.** 🎲 **15**✖️ · **4**✅ · ❌ **Failed**: 1 success of 2 needed, 0 complications",
            "**2.** 🎲 **1**✅✅ · **4**✅ · ✅ **Passed**: 3 successes of 2 needed, 1 AP generated, 0 complications · 💾 1 AP saved to the group pool (now 2)",
            "**3.** 🎲 **19**✖️ · **20**✖️⚠️ · ❌ **Failed**: 0 successes of 2 needed, 1 complication",
        ]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_refuses_the_others_commands_with_nothing_changed() {
    let world = World::start().await;
    let ch = world.f2d20_with_two().await;
    let other = world.cmd(GM, WASTELAND, "campaign start", &[]).await;
    assert!(!other.is_ephemeral(), "{}", text(&other));

    // A wasteland command in the Fallout 2d20 channel.
    let refused = world
        .cmd(
            ANA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Ace")),
                ("attribute", Opt::S("AGI")),
                ("skill", Opt::S("Sneak")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        text(&refused).trim(),
        "/check is not part of this game: this channel plays Fallout 2d20. Nothing was changed. `/help` lists this game's commands."
    );
    // A Fallout 2d20 command in the wasteland channel, in Chinese.
    let refused = world
        .cmd_locale(GM, WASTELAND, "f2d20 gm initiative", &[], "zh-CN")
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused).starts_with("/f2d20 gm initiative 不属于本游戏：这个频道玩的是 废土 2d20。"),
        "{}",
        text(&refused)
    );
    let refused = world.cmd(ANA, WASTELAND, "f2d20 status", &[]).await;
    assert!(refused.is_ephemeral());
    // Nothing changed on either side.
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    shows(&board, &["The field", "**Ace**", "**Nora**"]);
    let wasteland = world.cmd(GM, WASTELAND, "campaign status", &[]).await;
    assert!(!wasteland.is_ephemeral());

    // `/help` lists this game's commands, GM ones marked.
    let help = world.cmd(BEN, ch, "help", &[]).await;
    shows(
        &help,
        &[
            "`/f2d20 attack` — Attack: difficulty from Defense",
            "`/f2d20 gm next` — End the turn; the next in initiative order acts 🛡️ GM",
            "`/f2d20 reroll` — Spend a Luck point",
        ],
    );
    assert!(!text(&help).contains("/d20 attack"), "{}", text(&help));

    // Players act only for their own characters; GM commands need a GM.
    let not_yours = world
        .cmd(BEN, ch, "f2d20 defend", &[("unit", Opt::S("Ace"))])
        .await;
    assert!(not_yours.is_ephemeral());
    assert_eq!(text(&not_yours).trim(), "Ace is not your character.");
    let not_gm = world.cmd(BEN, ch, "f2d20 gm session", &[]).await;
    assert!(not_gm.is_ephemeral());
    assert!(
        text(&not_gm).contains("/f2d20 gm session"),
        "{}",
        text(&not_gm)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_ap_buys_one_more_combat_die_from_the_button_of_a_hit() {
    let world = World::scripted().await;
    let ch = world.f2d20_with_two().await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[("character", Opt::S("Nora")), ("item", Opt::S("Ripper"))],
        )
        .await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("Raider"))],
        )
        .await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm ap",
            &[("pool", Opt::I(0)), ("value", Opt::I(2))],
        )
        .await;
    // Nora's Ripper (TN 6): 4 scores, no AP generated; torso; 4 CD = 4, less DR 1.
    world.dice(&[4, 18, 5, 1, 2, 1, 3]);
    let hit = world
        .cmd(
            BEN,
            ch,
            "f2d20 attack",
            &[("target", Opt::S("Raider")), ("weapon", Opt::S("Ripper"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    shows(&hit, &["Raider, torso: 4 physical − DR 1 (of 1) = **3**"]);
    assert!(
        button_ids(hit.components())
            .iter()
            .any(|id| id == "f2d20-die:v1:1:Nora"),
        "{}",
        hit.callback
    );
    // Not Ana's to press.
    let foreign = click(&world, &hit, "f2d20-die:v1:", ANA).await;
    assert!(foreign.is_ephemeral(), "{}", foreign.callback);
    assert_eq!(text(&foreign).trim(), "Nora is not your character.");
    // Ben's press: the same d20s, location and dice, and one more (a 2).
    world.dice(&[2]);
    let more = click(&world, &hit, "f2d20-die:v1:", BEN).await;
    assert_eq!(world.dice_left(), 0, "{}", text(&more));
    shows(
        &more,
        &[
            "➕ Nora spends 1 AP on one more combat die (1 AP on damage dice now)",
            "🎲 **4**✅ · **18**✖️",
            "[1→1] [2→2] [1→1] [3→0] [2→2] = **6** damage, Effects 0",
            "weapon 4 + melee bonus 0 + AP 1 + extra ammo 0 CD",
            "Raider, torso: 6 physical − DR 1 (of 1) = **5**",
            "▰▰▰▰▱▱▱▱▱▱ 3/8 (←8)",
            "group pool 2 → 1",
        ],
    );
    assert!(
        button_ids(more.components())
            .iter()
            .any(|id| id == "f2d20-die:v1:2:Nora"),
        "{}",
        more.callback
    );
}

/// Zones through Discord (issue #28): the GM places units and measures two
/// zones, the board groups units by zone, a player's Sprint changes Ace's
/// zone, a Move too far is refused privately, and the pistol's range band
/// comes from the zones.
#[tokio::test]
async fn the_gm_sets_zones_the_board_groups_by_zone_and_a_sprint_changes_zone() {
    let world = World::scripted().await;
    let ch = world.f2d20_with_two().await;
    for (item, count) in [("10mm Pistol", 1), ("10mm", 10)] {
        world
            .cmd(
                GM,
                ch,
                "f2d20 gm give",
                &[
                    ("character", Opt::S("Ace")),
                    ("item", Opt::S(item)),
                    ("count", Opt::I(count)),
                ],
            )
            .await;
    }
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm creature-add",
            &[("template", Opt::S("Raider"))],
        )
        .await;
    for (unit, zone) in [("Ace", "Street"), ("Nora", "Street"), ("Raider", "Diner")] {
        let placed = world
            .cmd(
                GM,
                ch,
                "f2d20 gm zone",
                &[("unit", Opt::S(unit)), ("zone", Opt::S(zone))],
            )
            .await;
        assert!(!placed.is_ephemeral(), "{}", text(&placed));
        shows(&placed, &[&format!("{unit} stands in {zone}")]);
    }
    // Only a GM places units.
    let refused = world
        .cmd(
            ANA,
            ch,
            "f2d20 gm zone",
            &[("unit", Opt::S("Ace")), ("zone", Opt::S("Roof"))],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    let measured = world
        .cmd(
            GM,
            ch,
            "f2d20 gm zone-range",
            &[
                ("a", Opt::S("Street")),
                ("b", Opt::S("Diner")),
                ("band", Opt::I(2)),
            ],
        )
        .await;
    shows(&measured, &["Street ↔ Diner: Medium → Long"]);
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    let shown = text(&board);
    let street = shown.find("📍 Street").expect(&shown);
    let diner = shown.find("📍 Diner").expect(&shown);
    let ace = shown.find("**Ace**").expect(&shown);
    let raider = shown.find("**Raider**").expect(&shown);
    assert!(street < ace && ace < diner && diner < raider, "{shown}");
    // The pistol at the Diner (Long from the Street): +2 on Defense 1.
    world.dice(&[19, 19]);
    let shot = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Raider")),
                ("weapon", Opt::S("10mm Pistol")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&shot));
    shows(&shot, &["Difficulty **3** = Defense 1 + Long range 2"]);
    // A Move reaches the next zone only.
    let far = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[("action", Opt::I(3)), ("detail", Opt::S("Diner"))],
        )
        .await;
    assert!(far.is_ephemeral(), "{}", text(&far));
    assert_eq!(
        text(&far).trim(),
        "Ace cannot reach Diner (Long) with that action: it reaches Medium at most."
    );
    let sprint = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[("action", Opt::I(8)), ("detail", Opt::S("Diner"))],
        )
        .await;
    assert!(!sprint.is_ephemeral(), "{}", text(&sprint));
    shows(&sprint, &["Moves to Diner (Long)"]);
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(&sheet, &["📍 Diner"]);
}

/// Chems through Discord (issue #28): the GM hands out Med-X, Ace's player
/// takes it with `/f2d20 action take-chem`, its DR shows on the sheet and
/// the board, and a second dose rolls for addiction.
#[tokio::test]
async fn a_player_takes_a_chem_and_its_effect_shows_on_the_sheet_and_the_board() {
    let world = World::scripted().await;
    let ch = world.f2d20_with_two().await;
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm give",
            &[
                ("character", Opt::S("Ace")),
                ("item", Opt::S("Med-X")),
                ("count", Opt::I(2)),
            ],
        )
        .await;
    let taken = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[("action", Opt::I(4)), ("detail", Opt::S("Med-X"))],
        )
        .await;
    assert!(!taken.is_ephemeral(), "{}", text(&taken));
    shows(
        &taken,
        &["Ace takes Med-X (1 left).", "It lasts for the scene."],
    );
    let sheet = world
        .cmd(ANA, ch, "f2d20 status", &[("unit", Opt::S("Ace"))])
        .await;
    shows(
        &sheet,
        &[
            "💊 Med-X (this scene)",
            "Chems: Med-X ×1",
            "**torso**: 🛡 physical 3 · energy 0 · radiation 0 · poison 0",
        ],
    );
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    shows(&board, &["💊 Med-X (this scene)"]);
    // The action's detail completes to the chems the player's character
    // carries and the zones the campaign knows, then the units.
    world
        .cmd(
            GM,
            ch,
            "f2d20 gm zone",
            &[("unit", Opt::S("Nora")), ("zone", Opt::S("Street"))],
        )
        .await;
    let id = world
        .fake
        .autocomplete("f2d20 action")
        .user(ANA.0, ANA.1)
        .channel(ch)
        .focused("detail", "")
        .send();
    let answer = world.fake.wait_for_response(id, WAIT).await.unwrap();
    let offered: Vec<String> = answer.choices().into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        offered[..2],
        ["Med-X".to_owned(), "Street".to_owned()],
        "{offered:?}"
    );
    assert!(offered.contains(&"Nora".to_owned()), "{offered:?}");
    // The second dose: two combat dice, 6 and 5: addicted.
    world.dice(&[6, 5]);
    let again = world
        .cmd(
            ANA,
            ch,
            "f2d20 action",
            &[("action", Opt::I(4)), ("detail", Opt::S("Med-X"))],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&again));
    shows(
        &again,
        &["Addiction roll (2 doses, Addiction 2):", "addicted!"],
    );
}
