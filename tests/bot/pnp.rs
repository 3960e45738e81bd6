//! The classic Fallout game through the real bot and the fake Discord, with
//! scripted dice so every number is exact: a GM starts a `fallout-pnp`
//! campaign and creates characters; a check and a save show the die, the
//! target, the margin and the exact odds; a fight with armour, a shotgun, a
//! Molotov burning over a round and morale (an enemy flees) ends in a death;
//! the level-up button round-trip (the owner chooses, another player is
//! refused); and each game refuses the other's commands, privately, with
//! nothing changed. The last test checks the `/pnp` tree against Discord's
//! registration limits.

use crate::support;

use serde_json::Value;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (4_000_000_000_000_000_001, "pnp_gm");
/// A player: Vic.
const VIC: (u64, &str) = (4_000_000_000_000_000_002, "vic_player");
/// Another player: Ana.
const ANA: (u64, &str) = (4_000_000_000_000_000_003, "ana_player");
/// A second channel of the same guild (a wasteland campaign).
const WASTELAND: u64 = 4_000_000_000_000_000_900;

/// Choice indices: the game of `/campaign start`, skills, attributes,
/// armour and ammunition levels in the order `/pnp` lists them.
const GAME_PNP: i64 = 2;
const MELEE: i64 = 0;
const SMALL_GUNS: i64 = 1;
const EXPLOSIVES: i64 = 3;
const SPEECH: i64 = 7;
const MEDIC: i64 = 8;
const SNEAK: i64 = 9;
const AGILITY: i64 = 5;
const MEDIUM: i64 = 2;
const PLENTY: i64 = 0;

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

fn field<'a>(embed: &'a Value, name: &str) -> &'a str {
    embed["fields"]
        .as_array()
        .and_then(|fields| fields.iter().find(|f| f["name"] == name))
        .and_then(|f| f["value"].as_str())
        .unwrap_or_else(|| panic!("no field {name:?} in {embed}"))
}

fn title(embed: &Value) -> &str {
    embed["title"].as_str().unwrap_or_default()
}

fn desc(embed: &Value) -> &str {
    embed["description"].as_str().unwrap_or_default()
}

/// The custom ids of a reply's components.
fn custom_ids(reply: &InteractionResponse) -> Vec<String> {
    reply
        .components()
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

/// A human with S.P.E.C.I.A.L. 4 3 3 2 3 4 3 (22) for `player`.
fn character(
    name: &'static str,
    player: (u64, &str),
    tags: [i64; 3],
) -> Vec<(&'static str, OptionValue)> {
    let mut options = vec![("name", OptionValue::from(name))];
    for (attribute, value) in [
        ("str", 4),
        ("per", 3),
        ("end", 3),
        ("cha", 2),
        ("int", 3),
        ("agi", 4),
        ("lck", 3),
    ] {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in ["tag1", "tag2", "tag3"].into_iter().zip(tags) {
        options.push((slot, OptionValue::from(tag)));
    }
    options.push((
        "player",
        OptionValue::User {
            id: player.0,
            name: player.1.to_owned(),
        },
    ));
    options
}

impl World {
    /// A classic campaign in the default channel with Vic (tags Small Guns,
    /// Sneak, Explosives) and Ana (Melee, Medic, Speech).
    async fn pnp_with_vic_and_ana(&self) -> u64 {
        let ch = self.channel();
        let start = self
            .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_PNP))])
            .await;
        assert!(!start.is_ephemeral(), "{}", text(&start));
        assert!(
            text(&start)
                .contains("A campaign of Fallout pen-and-paper (d100) starts in this channel."),
            "{}",
            text(&start)
        );
        assert!(
            text(&start).contains("Nobody is here yet: a GM adds characters with `/pnp create`."),
            "{}",
            text(&start)
        );
        let vic = character("Vic", VIC, [SMALL_GUNS, SNEAK, EXPLOSIVES]);
        // Creating a character is the GM's.
        let refused = self.cmd_values(VIC, ch, "pnp create", &vic, "en-US").await;
        assert!(refused.is_ephemeral(), "{}", text(&refused));
        assert!(text(&refused).contains("/pnp create"), "{}", text(&refused));
        let joined = self.cmd_values(GM, ch, "pnp create", &vic, "en-US").await;
        assert!(!joined.is_ephemeral(), "{}", text(&joined));
        let embed = &joined.embeds()[0];
        assert_eq!(title(embed), "Vic joins the campaign");
        assert_eq!(
            desc(embed),
            "Human\n❤️ ▰▰▰▰▰▰▰▰▰▰ 26/26\nXP 0/100 · rads 0 · no armour\n20 skill points to spend (`/pnp spend`)"
        );
        assert_eq!(
            field(embed, "S.P.E.C.I.A.L."),
            "STR 4 · PER 3 · END 3 · CHA 2 · INT 3 · AGI 4 · LCK 3"
        );
        let skills = field(embed, "Skills (★ tagged)");
        // Small Guns: 5 x AGI 4 + LCK 3 + 15 tagged; Explosives 5 x (4 + 3)
        // / 2 + 3 + 15; Melee 5 x STR 4 + 3.
        for line in [
            "★ Small Guns 38",
            "★ Sneak 38",
            "★ Explosives 35",
            "Melee 23",
        ] {
            assert!(
                skills.lines().any(|l| l == line),
                "{line:?} not in {skills}"
            );
        }
        let ana = character("Ana", ANA, [MELEE, MEDIC, SPEECH]);
        let joined = self.cmd_values(GM, ch, "pnp create", &ana, "en-US").await;
        assert!(!joined.is_ephemeral(), "{}", text(&joined));
        ch
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_check_and_a_save_show_the_die_the_margin_and_the_exact_odds() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;

    // Sneak 38 + 10 = 48. Luck 3: faces 1-3 are critical, 4-48 succeed,
    // 49-94 fail, 95-100 are critical failures.
    world.dice(&[30]);
    let check = world
        .cmd(
            VIC,
            ch,
            "pnp check",
            &[("skill", Opt::I(SNEAK)), ("modifier", Opt::I(10))],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert!(!check.is_ephemeral(), "{}", text(&check));
    let embed = &check.embeds()[0];
    assert_eq!(title(embed), "Vic: Sneak");
    assert_eq!(
        desc(embed),
        "d100 **30** vs 48 (skill 38 +10)\n**Success** · margin +18"
    );
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical success 3/100 (3%) · Success 9/20 (45%) · Failure 23/50 (46%) · Critical failure 3/50 (6%)"
    );

    // The same check three times: one embed, a numbered line per roll, the
    // odds once.
    world.dice(&[2, 48, 97]);
    let series = world
        .cmd(
            VIC,
            ch,
            "pnp check",
            &[
                ("skill", Opt::I(SNEAK)),
                ("modifier", Opt::I(10)),
                ("repeat", Opt::I(3)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    assert_eq!(series.embeds().len(), 1, "{}", text(&series));
    let embed = &series.embeds()[0];
    assert_eq!(title(embed), "Vic: Sneak × 3");
    assert_eq!(
        desc(embed),
        "**1.** d100 **2** vs 48 (skill 38 +10) · **Critical success** · margin +46\n\
         **2.** d100 **48** vs 48 (skill 38 +10) · **Success** · margin +0\n\
         **3.** d100 **97** vs 48 (skill 38 +10) · **Critical failure** · margin -49"
    );
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical success 3/100 (3%) · Success 9/20 (45%) · Failure 23/50 (46%) · Critical failure 3/50 (6%)"
    );

    // A save on AGI 4 (human: whole points): 1 is critical, 2-4 succeed,
    // 5-9 fail, 10 is a critical failure.
    world.dice(&[3]);
    let save = world
        .cmd(VIC, ch, "pnp save", &[("attribute", Opt::I(AGILITY))])
        .await;
    assert_eq!(world.dice_left(), 0);
    let embed = &save.embeds()[0];
    assert_eq!(title(embed), "Vic saves on AGI");
    assert_eq!(desc(embed), "d10 **3** → 3 vs 4 (AGI 4 +0)\n**Success**");
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical success 1/10 (10%) · Success 3/10 (30%) · Failure 1/2 (50%) · Critical failure 1/10 (10%)"
    );

    // Ana may read the odds of Vic's check, not roll it for him.
    let odds = world
        .cmd(
            ANA,
            ch,
            "pnp odds",
            &[
                ("skill", Opt::I(SNEAK)),
                ("modifier", Opt::I(-20)),
                ("character", Opt::S("vic")),
            ],
        )
        .await;
    let embed = &odds.embeds()[0];
    assert_eq!(title(embed), "Odds: Vic, Sneak");
    assert_eq!(desc(embed), "d100 against 18");
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical success 3/100 (3%) · Success 3/20 (15%) · Failure 19/25 (76%) · Critical failure 3/50 (6%)"
    );
    world.dice(&[5]);
    let refused = world
        .cmd(
            ANA,
            ch,
            "pnp check",
            &[("skill", Opt::I(SNEAK)), ("character", Opt::S("Vic"))],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(text(&refused).trim(), "Vic is not your character.");
    assert_eq!(world.dice_left(), 1, "nothing was rolled");

    // In Chinese, for a zh-CN reader.
    let zh = world
        .cmd_locale(
            VIC,
            ch,
            "pnp check",
            &[("skill", Opt::I(SNEAK)), ("modifier", Opt::I(10))],
            "zh-CN",
        )
        .await;
    let embed = &zh.embeds()[0];
    assert_eq!(title(embed), "Vic：潜行");
    assert_eq!(
        desc(embed),
        "d100 **5** 对 48（技能 38 +10）\n**成功** · 差值 +43"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fight_with_armour_a_shotgun_a_molotov_and_morale_ends_in_a_death() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;
    let added = world
        .cmd(
            GM,
            ch,
            "pnp enemy add",
            &[("template", Opt::S("raider")), ("count", Opt::I(2))],
        )
        .await;
    let embeds = added.embeds();
    assert_eq!(title(&embeds[0]), "Raider 1 arrives");
    assert_eq!(
        desc(&embeds[1]),
        "**Raider 2** (Raider) · 10mm/.45 · light armour · morale 6 · ▰▰▰▰▰▰▰▰▰▰ 30/30"
    );
    let ammo = world
        .cmd(
            GM,
            ch,
            "pnp gm ammo",
            &[
                ("character", Opt::S("Vic")),
                ("weapon", Opt::S("12-ga")),
                ("level", Opt::I(PLENTY)),
            ],
        )
        .await;
    assert_eq!(desc(&ammo.embeds()[0]), "empty → plenty");
    let armour = world
        .cmd(
            GM,
            ch,
            "pnp gm armour",
            &[("target", Opt::S("Vic")), ("armour", Opt::I(MEDIUM))],
        )
        .await;
    assert_eq!(title(&armour.embeds()[0]), "Vic now wears medium armour");

    // The shotgun point-blank: Small Guns 38 + (10 - 2 x AGI 5) + 20 = 58.
    // The d20 after the shot keeps "plenty"; 3d4 4, 2, 3: light armour
    // stops the 4; 5 x2 point-blank = 10. First blood: 2d6 3 + 2 = 5 holds.
    world.dice(&[20, 7, 4, 2, 3, 3, 2]);
    let shot = world
        .cmd(
            VIC,
            ch,
            "pnp attack",
            &[
                ("weapon", Opt::S("12-ga")),
                ("target", Opt::S("raider 1")),
                ("distance", Opt::I(1)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    let e = shot.embeds();
    assert_eq!(e.len(), 4, "{}", text(&shot));
    assert_eq!(title(&e[0]), "Vic → Raider 1 · 12 ga. shotgun");
    assert_eq!(
        desc(&e[0]),
        "d100 **20** vs 58\n**Success** · margin +38\n🎯 Hit"
    );
    assert_eq!(
        field(&e[0], "Chance to hit"),
        "skill 38 · target's agility +0 · point-blank +20 = **58**"
    );
    assert_eq!(title(&e[1]), "Vic's 12 ga. shotgun ammunition");
    assert_eq!(desc(&e[1]), "d20: **7**\nplenty → plenty");
    assert_eq!(title(&e[2]), "Raider 1 takes 10 damage");
    assert_eq!(
        desc(&e[2]),
        "Dice: ~~d4:4~~🛡 · d4:2 · d4:3\nlight armour stops 1 die (🛡)\nShotgun: 5 ×2 = 10\nRaider 1: ❤️ ▰▰▰▰▰▰▰▱▱▱ 20/30 (was 30)"
    );
    assert_eq!(title(&e[3]), "Morale: Raider 1");
    assert_eq!(
        desc(&e[3]),
        "First blood: a morale check.\n2d6 **3** + **2** +0 = **5** vs morale 6\n**Raider 1 holds.**"
    );

    // A Molotov at Raider 2, 5 m (short, +5): Explosives 35 + 0 + 5 = 40.
    // 6d4 4 3 3 2 2 1: light armour stops the 4, 11 damage and five dice
    // burn. Raider 1, in the first ring, loses the highest die: 11 too, and
    // at half its HP it checks morale: 6 + 5 = 11 > 6, it flees.
    world.dice(&[10, 4, 3, 3, 2, 2, 1, 1, 1, 6, 5]);
    let molotov = world
        .cmd(
            VIC,
            ch,
            "pnp attack",
            &[
                ("weapon", Opt::S("molotov")),
                ("target", Opt::S("Raider 2")),
                ("distance", Opt::I(5)),
                ("splash", Opt::S("Raider 1@1")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    let e = molotov.embeds();
    let titles: Vec<&str> = e.iter().map(title).collect();
    assert_eq!(
        titles,
        [
            "Vic → Raider 2 · Molotov Cocktail",
            "Raider 2 takes 11 damage",
            "🔥 Raider 2 is on fire (5 dice)",
            "Morale: Raider 2",
            "Raider 1 takes 11 damage",
            "🔥 Raider 1 is on fire (5 dice)",
            "Morale: Raider 1",
        ]
    );
    assert_eq!(
        field(&e[0], "Chance to hit"),
        "skill 35 · target's agility +0 · short range +5 = **40**"
    );
    assert_eq!(
        desc(&e[4]),
        "Dice: ~~d4:4~~💥 · d4:3 · d4:3 · d4:2 · d4:2 · d4:1\nSplash ring 1: the highest die drops (💥)\nlight armour stops 0 dice (🛡)\nRaider 1: ❤️ ▰▰▰▱▱▱▱▱▱▱ 9/30 (was 20)"
    );
    assert_eq!(desc(&e[5]), "d4:3 d4:3 d4:2 d4:2 d4:1");
    assert_eq!(
        desc(&e[6]),
        "Down to half its HP: a morale check.\n2d6 **6** + **5** +0 = **11** vs morale 6\n**Raider 1 flees!**"
    );

    // A round: each burns for all its dice but the highest; Raider 2, at
    // half its HP, checks morale (2 + 2 = 4 holds); Raider 1 has fled.
    world.dice(&[2, 2]);
    let round = world.cmd(GM, ch, "pnp gm round", &[]).await;
    assert_eq!(world.dice_left(), 0);
    let e = round.embeds();
    assert_eq!(e.len(), 3, "{}", text(&round));
    assert_eq!(title(&e[0]), "🔥 Raider 1 burns for 8");
    assert_eq!(
        desc(&e[0]),
        "Dropped: d4:3\nStill burning: d4:3 d4:2 d4:2 d4:1\nRaider 1: ❤️ ▰▱▱▱▱▱▱▱▱▱ 1/30 (was 9)"
    );
    assert_eq!(title(&e[1]), "🔥 Raider 2 burns for 8");
    assert!(
        desc(&e[2]).contains("**Raider 2 holds.**"),
        "{}",
        text(&round)
    );

    // The shotgun again: 40 hits; the d20 shows 1, "plenty" drops to
    // "some"; 3 + 3 + 3 = 9 x2 = 18 kills Raider 2 (11 HP): Vic gains its 40 XP.
    world.dice(&[40, 1, 3, 3, 3]);
    let kill = world
        .cmd(
            VIC,
            ch,
            "pnp attack",
            &[
                ("weapon", Opt::S("12-ga")),
                ("target", Opt::S("Raider 2")),
                ("distance", Opt::I(1)),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0);
    let e = kill.embeds();
    let titles: Vec<&str> = e.iter().map(title).collect();
    assert_eq!(
        titles,
        [
            "Vic → Raider 2 · 12 ga. shotgun",
            "Vic's 12 ga. shotgun ammunition",
            "Raider 2 takes 18 damage",
            "💀 Raider 2 is dead",
            "Vic gains 40 XP",
        ]
    );
    assert_eq!(desc(&e[1]), "d20: **1**\nplenty → some");
    assert!(
        desc(&e[2]).ends_with("Raider 2: ❤️ ▱▱▱▱▱▱▱▱▱▱ 0/30 (was 11)"),
        "{}",
        desc(&e[2])
    );
    assert_eq!(desc(&e[4]), "40 XP · level 1");
    assert!(kill.components().is_empty(), "no level to choose for yet");

    // The dead cannot be shot again; nothing is rolled.
    world.dice(&[50]);
    let refused = world
        .cmd(
            VIC,
            ch,
            "pnp attack",
            &[
                ("weapon", Opt::S("12-ga")),
                ("target", Opt::S("Raider 2")),
                ("distance", Opt::I(1)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(text(&refused).trim(), "Raider 2 is dead.");
    assert_eq!(world.dice_left(), 1);

    // The board: Vic in medium armour, Raider 1 fled and burning.
    let board = world.cmd(GM, ch, "campaign status", &[]).await;
    let shown = text(&board);
    for line in [
        "**Vic** · Human · level 1 · ▰▰▰▰▰▰▰▰▰▰ 26/26 · medium armour",
        "**Raider 1** (Raider) · 10mm/.45 · light armour · morale 6 · ▰▱▱▱▱▱▱▱▱▱ 1/30 · fled · 🔥 burning (4 dice)",
    ] {
        assert!(shown.contains(line), "{line:?} not in {shown}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_level_is_chosen_with_the_button_by_its_owner_only() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;
    let xp = world
        .cmd(
            GM,
            ch,
            "pnp gm xp",
            &[("character", Opt::S("Vic")), ("amount", Opt::I(100))],
        )
        .await;
    let embed = &xp.embeds()[0];
    assert_eq!(title(embed), "Vic gains 100 XP");
    assert_eq!(
        desc(embed),
        "100 XP · level 2\n⬆️ Level 1 → 2\nA new level to choose for: press the button or use `/pnp level-up`."
    );
    assert_eq!(custom_ids(&xp), ["pnp-level:v1:Vic"]);
    assert_eq!(
        xp.components()[0]["components"][0]["label"],
        "Level up: Vic"
    );

    // Ana may not choose for Vic.
    let id = world
        .fake
        .button_click("pnp-level:v1:Vic")
        .user(ANA.0, ANA.1)
        .send();
    let refused = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(refused.is_ephemeral(), "{}", refused.callback);
    assert_eq!(text(&refused).trim(), "Vic is not your character.");

    // Vic gets a private menu and takes skill points: 10 + INT 3 + LCK 3;
    // the level gives 5 + END 3 HP.
    let id = world
        .fake
        .button_click("pnp-level:v1:Vic")
        .user(VIC.0, VIC.1)
        .send();
    let picker = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(picker.is_ephemeral(), "{}", picker.callback);
    assert_eq!(text(&picker).trim(), "What does Vic's new level give?");
    let menu = &picker.components()[0]["components"][0];
    assert_eq!(menu["custom_id"], "pnp-level-pick:v1:Vic");
    let options: Vec<&str> = menu["options"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|o| o["value"].as_str())
        .collect();
    assert_eq!(
        options,
        ["skills", "STR", "PER", "END", "CHA", "INT", "AGI", "LCK"]
    );
    let id = world
        .fake
        .select_menu("pnp-level-pick:v1:Vic", &["skills"])
        .user(VIC.0, VIC.1)
        .send();
    let levelled = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    let embed = &levelled.embeds()[0];
    assert_eq!(title(embed), "Vic takes a level");
    assert_eq!(
        desc(embed),
        "+16 skill points to spend\n+8 max HP · ❤️ ▰▰▰▰▰▰▰▰▰▰ 34/34"
    );

    // The level is taken: pressing again is refused.
    let id = world
        .fake
        .button_click("pnp-level:v1:Vic")
        .user(VIC.0, VIC.1)
        .send();
    let again = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("answer");
    assert!(again.is_ephemeral());
    assert_eq!(text(&again).trim(), "Vic has no new level to choose for.");
    let sheet = world.cmd(VIC, ch, "pnp sheet", &[]).await;
    let embed = &sheet.embeds()[0];
    assert_eq!(title(embed), "Vic · level 2");
    assert!(
        desc(embed).contains("36 skill points to spend"),
        "{}",
        desc(embed)
    );
    assert_eq!(world.dice_left(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_refuses_the_others_commands_privately_with_nothing_changed() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;
    let other = world.cmd(GM, WASTELAND, "campaign start", &[]).await;
    assert!(!other.is_ephemeral(), "{}", text(&other));
    world.dice(&[7]);

    // A classic-game command in the wasteland channel.
    let refused = world
        .cmd(GM, WASTELAND, "pnp check", &[("skill", Opt::I(SNEAK))])
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused).starts_with("/pnp check is not part of this game: this channel plays"),
        "{}",
        text(&refused)
    );
    assert!(text(&refused).contains("Nothing was changed."));
    // A wasteland command in the classic channel, in Chinese for a zh-CN user.
    let refused = world
        .cmd_locale(GM, ch, "campaign turn", &[], "zh-CN")
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused)
            .starts_with("/campaign turn 不属于本游戏：这个频道玩的是 辐射桌面版（d100）。"),
        "{}",
        text(&refused)
    );
    let refused = world
        .cmd(
            VIC,
            ch,
            "check",
            &[
                ("characters", Opt::S("Vic")),
                ("attribute", Opt::S("AGI")),
                ("skill", Opt::S("Sneak")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        text(&refused).trim(),
        "/check is not part of this game: this channel plays Fallout pen-and-paper (d100). Nothing was changed. `/help` lists this game's commands."
    );
    // A player may not use the GM's tools.
    let not_gm = world.cmd(ANA, ch, "pnp gm round", &[]).await;
    assert!(not_gm.is_ephemeral());
    assert!(text(&not_gm).contains("/pnp gm round"), "{}", text(&not_gm));
    // Bad input is refused in the reader's words: a splash that names no ring.
    let refused = world
        .cmd(
            VIC,
            ch,
            "pnp attack",
            &[
                ("weapon", Opt::S("grenade")),
                ("target", Opt::S("Ana")),
                ("distance", Opt::I(5)),
                ("splash", Opt::S("Ana")),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(text(&refused).trim(), "Ana is not a valid splash.");
    // Nothing was rolled, nothing changed.
    assert_eq!(world.dice_left(), 1);
    let sheet = world.cmd(VIC, ch, "pnp sheet", &[]).await;
    assert!(
        desc(&sheet.embeds()[0]).starts_with("Human\n❤️ ▰▰▰▰▰▰▰▰▰▰ 26/26\nXP 0/100"),
        "{}",
        text(&sheet)
    );
    // The help of a classic channel lists the /pnp commands, GM ones marked.
    let help = text(&world.cmd(VIC, ch, "help", &[]).await);
    assert!(help.contains("`/pnp check` —"), "{help}");
    assert!(help.contains("`/pnp gm round` —"), "{help}");
    assert!(!help.contains("`/d20 check`"), "{help}");
}

/// Checks one registered command (or option) tree against Discord's limits.
fn check_limits(command: &Value, path: &str) {
    let name = command["name"].as_str().unwrap_or_default();
    let path = format!("{path} {name}");
    let valid_name = |n: &str| {
        let count = n.chars().count();
        (1..=32).contains(&count)
            && n.chars()
                .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && n.to_lowercase() == n
    };
    assert!(valid_name(name), "{path}: name {name:?}");
    for (_, localized) in command["name_localizations"]
        .as_object()
        .into_iter()
        .flatten()
    {
        let n = localized.as_str().unwrap_or_default();
        assert!(valid_name(n), "{path}: localized name {n:?}");
    }
    let description = command["description"].as_str().unwrap_or_default();
    assert!(
        (1..=100).contains(&description.chars().count()),
        "{path}: description {description:?}"
    );
    for (_, localized) in command["description_localizations"]
        .as_object()
        .into_iter()
        .flatten()
    {
        let d = localized.as_str().unwrap_or_default();
        assert!((1..=100).contains(&d.chars().count()), "{path}: {d:?}");
    }
    let options = command["options"].as_array().cloned().unwrap_or_default();
    assert!(options.len() <= 25, "{path}: {} options", options.len());
    // Names, and names in each language, are unique among siblings.
    for locale in [None, Some("zh-CN")] {
        let mut seen = std::collections::HashSet::new();
        for option in &options {
            let shown = locale
                .and_then(|l| option["name_localizations"][l].as_str())
                .or_else(|| option["name"].as_str())
                .unwrap_or_default();
            assert!(seen.insert(shown.to_owned()), "{path}: {shown:?} twice");
        }
    }
    for choice in options
        .iter()
        .flat_map(|o| o["choices"].as_array().cloned().unwrap_or_default())
    {
        let n = choice["name"].as_str().unwrap_or_default();
        assert!(
            (1..=100).contains(&n.chars().count()),
            "{path}: choice {n:?}"
        );
    }
    // Required options come before optional ones.
    let mut optional = false;
    for option in &options {
        let kind = option["type"].as_u64().unwrap_or_default();
        if kind == 1 || kind == 2 {
            check_limits(option, &path);
            continue;
        }
        let required = option["required"].as_bool().unwrap_or(false);
        assert!(
            !(optional && required),
            "{path}: a required option after an optional one"
        );
        optional |= !required;
        check_limits_leaf(option, &path);
    }
}

/// An option's name and description limits.
fn check_limits_leaf(option: &Value, path: &str) {
    let name = option["name"].as_str().unwrap_or_default();
    assert!(
        (1..=32).contains(&name.chars().count()) && name.to_lowercase() == name,
        "{path}: option {name:?}"
    );
    let description = option["description"].as_str().unwrap_or_default();
    assert!(
        (1..=100).contains(&description.chars().count()),
        "{path} {name}: description {description:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pnp_commands_fit_discords_registration_limits() {
    let world = World::start().await;
    let registered = world
        .fake
        .guild_commands(world.fake.default_guild_id())
        .expect("commands registered");
    let commands = registered.as_array().cloned().unwrap_or_default();
    let pnp = commands
        .iter()
        .find(|c| c["name"] == "pnp")
        .expect("/pnp registered");
    check_limits(pnp, "");
    // The whole tree, with /pnp in it, stays within the per-application limits.
    assert!(commands.len() <= 100, "{} commands", commands.len());
    for command in &commands {
        check_limits(command, "");
    }
    let top = pnp["options"].as_array().cloned().unwrap_or_default();
    let names: Vec<&str> = top.iter().filter_map(|o| o["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "create",
            "sheet",
            "remove",
            "spend",
            "check",
            "odds",
            "save",
            "level-up",
            "attack",
            "douse",
            "stimpak",
            "radaway",
            "sleep",
            "find-ammo",
            "enemy",
            "gm"
        ]
    );
    let count = |group: &str| {
        top.iter()
            .find(|o| o["name"] == group)
            .and_then(|o| o["options"].as_array().map(Vec::len))
            .unwrap_or_default()
    };
    assert_eq!((count("enemy"), count("gm")), (5, 8));
    assert_eq!(pnp["name_localizations"]["zh-CN"], "pnp");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_autocomplete_in_the_readers_language() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;
    world
        .cmd(
            GM,
            ch,
            "pnp enemy add",
            &[("template", Opt::S("raider")), ("count", Opt::I(2))],
        )
        .await;
    // The GM's commands complete for a GM (a player is refused before).
    let ask = |command: &'static str, option: &'static str, typed: &'static str, locale| {
        let user = if command.starts_with("pnp enemy") {
            GM
        } else {
            VIC
        };
        world
            .fake
            .autocomplete(command)
            .user(user.0, user.1)
            .channel(ch)
            .locale(locale)
            .focused(option, typed)
            .send()
    };
    let id = ask("pnp attack", "weapon", "燃烧", "zh-CN");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    assert_eq!(
        reply.choices(),
        vec![("燃烧瓶".to_owned(), Value::from("molotov"))]
    );
    let id = ask("pnp enemy add", "template", "claw", "en-US");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    assert_eq!(
        reply.choices(),
        vec![("Deathclaw".to_owned(), Value::from("deathclaw"))]
    );
    // Units: enemies first; a splash list completes its last item as name@1.
    let id = ask("pnp attack", "target", "", "en-US");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let values: Vec<Value> = reply.choices().into_iter().map(|(_, v)| v).collect();
    assert_eq!(values, ["Raider 1", "Raider 2", "Vic", "Ana"]);
    let id = ask("pnp attack", "splash", "Raider 1@1, rai", "en-US");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let values: Vec<Value> = reply.choices().into_iter().map(|(_, v)| v).collect();
    assert_eq!(values, ["Raider 1@1, Raider 1@1", "Raider 1@1, Raider 2@1"]);
    // The user's own character first.
    let id = ask("pnp check", "character", "", "en-US");
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let values: Vec<Value> = reply.choices().into_iter().map(|(_, v)| v).collect();
    assert_eq!(values, ["Vic", "Ana"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_round_says_so_instead_of_sending_an_empty_message() {
    let world = World::scripted().await;
    let ch = world.pnp_with_vic_and_ana().await;
    // Nobody burns and nobody is poisoned: no dice, no events, still an answer.
    let round = world.cmd(GM, ch, "pnp gm round", &[]).await;
    assert_eq!(world.dice_left(), 0);
    assert!(!round.is_ephemeral(), "{}", text(&round));
    let e = round.embeds();
    assert_eq!(e.len(), 1, "{}", text(&round));
    assert_eq!(title(&e[0]), "A round passes");
    assert_eq!(desc(&e[0]), "Nothing burns and nobody is poisoned.");
    assert!(world.fake.rejected_requests().is_empty());

    let zh = world.cmd_locale(GM, ch, "pnp gm round", &[], "zh-CN").await;
    let e = zh.embeds();
    assert_eq!(title(&e[0]), "一轮过去");
    assert_eq!(desc(&e[0]), "没有人在燃烧，也没有人中毒。");
}
