//! The d20 game through the real bot and the fake Discord: a GM starts a d20
//! campaign, players create characters, check, save and attack; the commands
//! of the other game are refused in a d20 channel (and the d20 ones in a
//! wasteland channel), ephemeral and localized, with nothing changed.
//!
//! Production dice are random, so the assertions check what follows from the
//! rules whatever the faces: derived sheet numbers, exact odds, die + bonus =
//! total, the damage a save's level gives.

use crate::support;

use serde_json::Value;
use support::bot_world::{Opt, World, WAIT};
use support::fake_discord::{InteractionResponse, OptionValue};

/// The campaign's creator (its GM).
const GM: (u64, &str) = (3_000_000_000_000_000_001, "d20_gm");
/// A player.
const ANA: (u64, &str) = (3_000_000_000_000_000_002, "ana_player");
/// A player without a character.
const BEN: (u64, &str) = (3_000_000_000_000_000_003, "ben_player");
/// A second channel of the same guild (a wasteland campaign).
const WASTELAND: u64 = 3_000_000_000_000_000_900;

/// Choice indices: the game of `/campaign start`, the save, add/remove.
const GAME_D20: i64 = 1;
const REFLEX: i64 = 1;

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

/// The numbers of "d20 **X** +B = **T** vs DC D" (or "vs AC D").
fn roll_numbers(line: &str) -> (i64, i64, i64, i64) {
    let nums: Vec<i64> = line
        .replace("**", " ")
        .split(|c: char| c.is_whitespace() || c == '=')
        .filter_map(|w| w.parse::<i64>().ok())
        .collect();
    // d20 is a word, not a number: die, bonus, total, dc.
    assert_eq!(nums.len(), 4, "{line}");
    (nums[0], nums[1], nums[2], nums[3])
}

impl World {
    /// A d20 campaign in the default channel with Ana: level 5, Str +2,
    /// Agi +3, Pre +1, Int 0, Wis +1, Cha -1, proficient in Stealth, Reflex
    /// and Light Weapons.
    async fn d20_with_ana(&self) -> u64 {
        let ch = self.channel();
        let start = self
            .cmd(GM, ch, "campaign start", &[("ruleset", Opt::I(GAME_D20))])
            .await;
        assert!(!start.is_ephemeral(), "{}", text(&start));
        assert!(
            text(&start).contains("A campaign of d20 starts in this channel."),
            "{}",
            text(&start)
        );
        assert!(
            text(&start).contains("Nobody is here yet"),
            "{}",
            text(&start)
        );
        // The GM sets a character's level, so creating one is theirs to do.
        let options = [
            ("name", OptionValue::from("Ana")),
            ("level", OptionValue::from(5)),
            ("str", OptionValue::from(2)),
            ("agi", OptionValue::from(3)),
            ("pre", OptionValue::from(1)),
            ("int", OptionValue::from(0)),
            ("wis", OptionValue::from(1)),
            ("cha", OptionValue::from(-1)),
            (
                "skills",
                OptionValue::from("Stealth, reflex, Light Weapons"),
            ),
            (
                "player",
                OptionValue::User {
                    id: ANA.0,
                    name: ANA.1.to_owned(),
                },
            ),
        ];
        let refused = self
            .cmd_values(ANA, ch, "d20 create", &options[..9], "en-US")
            .await;
        assert!(refused.is_ephemeral(), "{}", text(&refused));
        assert!(text(&refused).contains("/d20 create"), "{}", text(&refused));
        let ana = self
            .cmd_values(GM, ch, "d20 create", &options, "en-US")
            .await;
        assert!(!ana.is_ephemeral(), "{}", text(&ana));
        ch
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d20_campaign_starts_creates_checks_saves_and_attacks() {
    let world = World::start().await;
    let ch = world.d20_with_ana().await;

    // The sheet: Prof 1 + ceil(5/4) = 3; HP 2 + 3 + 5 x 5 = 30; AC 10 + 3 + 3
    // = 16; initiative 1 + 3 = +4; Stealth 3 + 3 = +6 (proficient), Athletics
    // +2 (not).
    let sheet = world
        .cmd(ANA, ch, "d20 sheet", &[("character", Opt::S("ana"))])
        .await;
    let embed = &sheet.embeds()[0];
    assert_eq!(embed["title"], "Ana · level 5", "{embed}");
    let desc = embed["description"].as_str().unwrap_or_default();
    assert!(desc.contains("Played by ana\\_player"), "{desc}");
    assert!(desc.contains("▰▰▰▰▰▰▰▰▰▰ 30/30"), "{desc}");
    assert!(
        desc.contains("AC 16 · initiative +4 · proficiency +3 · speed 30 ft"),
        "{desc}"
    );
    assert_eq!(
        field(embed, "Attributes"),
        "Str +2 · Agi +3 · Pre +1 · Int +0 · Wis +1 · Cha -1"
    );
    assert_eq!(
        field(embed, "Saves"),
        "Fortitude +2 · ★ Reflex +6 · Will +1"
    );
    let skills = field(embed, "Skills (★ proficient)");
    assert!(skills.contains("★ Stealth +6"), "{skills}");
    assert!(skills.lines().any(|l| l == "Athletics +2"), "{skills}");
    assert!(skills.contains("★ Light Weapons +4"), "{skills}");

    // A check: Stealth +6 vs Average (15). Faces 2-8 fail, 9-18 succeed,
    // 19-20 are critical; a natural 1 (a failure) drops to a critical failure.
    let check = world
        .cmd(
            ANA,
            ch,
            "d20 check",
            &[("skill", Opt::S("stealth")), ("dc", Opt::S("average"))],
        )
        .await;
    assert!(!check.is_ephemeral(), "{}", text(&check));
    let embed = &check.embeds()[0];
    assert_eq!(embed["title"], "Ana: Stealth");
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical failure 1/20 (5%) · Failure 7/20 (35%) · Success 10/20 (50%) · Critical success 2/20 (10%)"
    );
    let desc = embed["description"].as_str().unwrap_or_default();
    let (die, bonus, total, dc) = roll_numbers(desc.lines().next().unwrap_or_default());
    assert_eq!((bonus, dc), (6, 15), "{desc}");
    assert_eq!(total, die + 6, "{desc}");
    let level = match die {
        1 => "Critical failure",
        2..=8 => "Failure",
        9..=18 => "Success",
        _ => "Critical success",
    };
    assert!(desc.contains(&format!("**{level}**")), "{desc}");

    // A save: Reflex +6 vs DC 15 against 10 damage; the level sets the damage.
    let save = world
        .cmd(
            ANA,
            ch,
            "d20 save",
            &[
                ("save", Opt::I(REFLEX)),
                ("dc", Opt::S("15")),
                ("damage", Opt::I(10)),
            ],
        )
        .await;
    assert!(!save.is_ephemeral(), "{}", text(&save));
    let desc = save.embeds()[0]["description"].as_str().unwrap_or_default();
    let (die, _, _, _) = roll_numbers(desc.lines().next().unwrap_or_default());
    let taken = match die {
        1 => 20,
        2..=8 => 10,
        9..=18 => 5,
        _ => 0,
    };
    assert!(
        desc.contains(&format!("Takes {taken} of 10 damage.")),
        "{desc}"
    );
    assert!(desc.contains(&format!("{}/30", 30 - taken)), "{desc}");

    // Enemies, then an attack: Light Weapons +4 vs the Bandit's AC 12.
    let added = world
        .cmd(
            GM,
            ch,
            "d20 enemy-add",
            &[("template", Opt::S("bandit")), ("count", Opt::I(2))],
        )
        .await;
    let added_text = text(&added);
    assert!(
        added_text.contains("**Bandit 1** (Bandit) · AC 12 · ▰▰▰▰▰▰▰▰▰▰ 11/11"),
        "{added_text}"
    );
    assert!(added_text.contains("**Bandit 2**"), "{added_text}");
    let attack = world
        .cmd(
            ANA,
            ch,
            "d20 attack",
            &[
                ("weapon", Opt::S("pistol")),
                ("targets", Opt::S("bandit 2")),
            ],
        )
        .await;
    assert!(!attack.is_ephemeral(), "{}", text(&attack));
    let embed = &attack.embeds()[0];
    assert_eq!(
        embed["title"], "Ana attacks Bandit 2 · Pistol (ranged)",
        "{embed}"
    );
    assert_eq!(
        field(embed, "Odds before the roll"),
        "Critical failure 1/20 (5%) · Failure 6/20 (30%) · Success 10/20 (50%) · Critical success 3/20 (15%)"
    );
    let desc = embed["description"].as_str().unwrap_or_default();
    let (die, bonus, total, ac) = roll_numbers(desc.lines().next().unwrap_or_default());
    assert_eq!((bonus, ac, total), (4, 12, die + 4), "{desc}");
    if (2..=7).contains(&die) || die == 1 {
        assert!(desc.contains("The attack misses."), "{desc}");
    } else {
        assert!(desc.contains("💥 Damage: 1d8"), "{desc}");
        assert!(desc.contains("Bandit 2: ❤️"), "{desc}");
    }

    // The board shows everyone; /roll speaks this game's dice.
    let status = world.cmd(BEN, ch, "campaign status", &[]).await;
    let board = text(&status);
    assert!(board.contains("The board"), "{board}");
    assert!(board.contains("**Ana**"), "{board}");
    assert!(board.contains("**Bandit 2**"), "{board}");
    let roll = world
        .cmd(BEN, ch, "roll", &[("dice", Opt::S("4d6kh3+1"))])
        .await;
    assert!(!roll.is_ephemeral(), "{}", text(&roll));
    assert!(text(&roll).contains("4d6kh3+1: ["), "{}", text(&roll));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_refuses_the_others_commands_and_players_act_for_their_own() {
    let world = World::start().await;
    let ch = world.d20_with_ana().await;
    let other = world.cmd(GM, WASTELAND, "campaign start", &[]).await;
    assert!(!other.is_ephemeral(), "{}", text(&other));

    // A wasteland command in the d20 channel.
    let refused = world
        .cmd(
            ANA,
            ch,
            "check",
            &[
                ("characters", Opt::S("Ana")),
                ("attribute", Opt::S("AGI")),
                ("skill", Opt::S("Sneak")),
                ("difficulty", Opt::I(1)),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        text(&refused).trim(),
        "/check is not part of this game: this channel plays d20. Nothing was changed. `/help` lists this game's commands."
    );
    let gm_refused = world.cmd(GM, ch, "campaign turn", &[]).await;
    assert!(gm_refused.is_ephemeral());
    assert!(
        text(&gm_refused).starts_with("/campaign turn is not part of this game"),
        "{}",
        text(&gm_refused)
    );
    // A d20 command in the wasteland channel, in Chinese for a zh-CN user.
    let refused = world
        .cmd_locale(GM, WASTELAND, "d20 initiative", &[], "zh-CN")
        .await;
    assert!(refused.is_ephemeral());
    assert!(
        text(&refused).starts_with("/d20 initiative 不属于本游戏：这个频道玩的是 废土 2d20。"),
        "{}",
        text(&refused)
    );

    // Ben has no character and may not act as Ana; nor may he run GM commands.
    let not_yours = world
        .cmd(
            BEN,
            ch,
            "d20 check",
            &[
                ("skill", Opt::S("Stealth")),
                ("dc", Opt::S("10")),
                ("character", Opt::S("Ana")),
            ],
        )
        .await;
    assert!(not_yours.is_ephemeral());
    assert!(text(&not_yours).contains("Ana"), "{}", text(&not_yours));
    let none = world
        .cmd(
            BEN,
            ch,
            "d20 check",
            &[("skill", Opt::S("Stealth")), ("dc", Opt::S("10"))],
        )
        .await;
    assert!(none.is_ephemeral(), "{}", text(&none));
    let not_gm = world
        .cmd(
            BEN,
            ch,
            "d20 hurt",
            &[("target", Opt::S("Ana")), ("amount", Opt::I(5))],
        )
        .await;
    assert!(not_gm.is_ephemeral());
    assert!(text(&not_gm).contains("/d20 hurt"), "{}", text(&not_gm));

    // Bad input: an unknown skill and difficulty, with the game's suggestions.
    let bad = world
        .cmd(
            ANA,
            ch,
            "d20 check",
            &[("skill", Opt::S("Sneak")), ("dc", Opt::S("15"))],
        )
        .await;
    assert!(bad.is_ephemeral());
    assert!(
        text(&bad).starts_with("Unknown skill: Sneak. Try: Stealth, Will, Repair,"),
        "{}",
        text(&bad)
    );
    let bad = world
        .cmd(
            ANA,
            ch,
            "d20 check",
            &[("skill", Opt::S("Stealth")), ("dc", Opt::S("tricky"))],
        )
        .await;
    assert!(bad.is_ephemeral());
    assert!(
        text(&bad).starts_with("Unknown difficulty: tricky."),
        "{}",
        text(&bad)
    );

    // Nothing of that changed Ana: still 30/30, and the log holds only the
    // start and her creation.
    let sheet = world.cmd(ANA, ch, "d20 sheet", &[]).await;
    assert!(text(&sheet).contains("Ana · level 5"), "{}", text(&sheet));
    assert!(text(&sheet).contains("30/30"), "{}", text(&sheet));
    let log = world.cmd(GM, ch, "campaign log", &[]).await;
    let log_text = text(&log);
    assert!(log_text.contains("add-player"), "{log_text}");
    assert!(!log_text.contains("hurt"), "{log_text}");

    // /help shows this game's commands only, with the GM marks of its table.
    let help = world.cmd(ANA, ch, "help", &[]).await;
    let help_text = text(&help);
    assert!(help_text.contains("Overseer · d20"), "{help_text}");
    assert!(
        help_text.contains("`/d20 check` — Roll d20 + skill bonus"),
        "{help_text}"
    );
    assert!(
        help_text.contains("`/d20 hurt` — Damage a character or an enemy 🛡️ GM"),
        "{help_text}"
    );
    assert!(help_text.contains("`/roll`"), "{help_text}");
    assert!(!help_text.contains("/character create"), "{help_text}");
    let help = world.cmd(ANA, WASTELAND, "help", &[]).await;
    assert!(text(&help).contains("/character create"), "{}", text(&help));
    assert!(!text(&help).contains("/d20"), "{}", text(&help));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d20_replies_and_autocomplete_speak_the_readers_language() {
    let world = World::start().await;
    let ch = world.d20_with_ana().await;
    let check = world
        .cmd_locale(
            ANA,
            ch,
            "d20 check",
            &[("skill", Opt::S("Stealth")), ("dc", Opt::S("Hard"))],
            "zh-CN",
        )
        .await;
    let embed = &check.embeds()[0];
    assert_eq!(embed["title"], "Ana：潜行", "{embed}");
    // Stealth +6 vs Hard (20): totals under 10 (faces 1-3) are critical
    // failures, faces 4-13 fail, 14-19 succeed, and the natural 20 raises a
    // success to a critical one.
    assert_eq!(
        field(embed, "掷骰前的概率"),
        "大失败 3/20 (15%) · 失败 10/20 (50%) · 成功 6/20 (30%) · 大成功 1/20 (5%)"
    );

    let id = world
        .fake
        .autocomplete("d20 check")
        .user(ANA.0, ANA.1)
        .locale("zh-CN")
        .focused("skill", "潜")
        .send();
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    assert_eq!(
        reply.choices(),
        vec![("潜行".to_owned(), Value::from("Stealth"))]
    );
    world
        .cmd(
            GM,
            ch,
            "d20 enemy-add",
            &[("template", Opt::S("Bandit")), ("count", Opt::I(2))],
        )
        .await;
    let id = world
        .fake
        .autocomplete("d20 attack")
        .user(ANA.0, ANA.1)
        .focused("targets", "Bandit 1, Ban")
        .send();
    let reply = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("choices");
    let values: Vec<Value> = reply.choices().into_iter().map(|(_, v)| v).collect();
    assert_eq!(
        values,
        vec![
            Value::from("Bandit 1, Bandit 1"),
            Value::from("Bandit 1, Bandit 2")
        ]
    );
    // A GM creates a character for Ben, named with markdown: shown literally.
    let made = world
        .cmd_values(
            GM,
            ch,
            "d20 create",
            &[
                ("name", OptionValue::from("*Bo*")),
                ("level", OptionValue::from(1)),
                ("str", OptionValue::from(0)),
                ("agi", OptionValue::from(0)),
                ("pre", OptionValue::from(0)),
                ("int", OptionValue::from(0)),
                ("wis", OptionValue::from(0)),
                ("cha", OptionValue::from(0)),
                (
                    "player",
                    OptionValue::User {
                        id: BEN.0,
                        name: BEN.1.to_owned(),
                    },
                ),
            ],
            "en-US",
        )
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    // Level 1: Prof 2, HP 0 + 2 + 5 = 7, AC 12.
    assert!(
        text(&made).contains("\\*Bo\\* joins the campaign"),
        "{}",
        text(&made)
    );
    assert!(text(&made).contains("7/7"), "{}", text(&made));
    assert!(
        text(&made).contains("Played by ben\\_player"),
        "{}",
        text(&made)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn d20_options_take_the_games_words_in_chinese_as_typed() {
    let world = World::start().await;
    let ch = world.d20_with_ana().await;
    // 潜行 is Stealth and 一般 Average (DC 15), typed without picking them
    // from the autocomplete: the same check as in English.
    let check = world
        .cmd(
            ANA,
            ch,
            "d20 check",
            &[("skill", Opt::S("潜行")), ("dc", Opt::S("一般"))],
        )
        .await;
    assert!(!check.is_ephemeral(), "{}", text(&check));
    let embed = &check.embeds()[0];
    assert_eq!(embed["title"], "Ana: Stealth");
    let desc = embed["description"].as_str().unwrap_or_default();
    let (die, bonus, total, dc) = roll_numbers(desc.lines().next().unwrap_or_default());
    assert_eq!((bonus, dc, total), (6, 15, die + 6), "{desc}");
    // 强盗 is the Bandit template.
    let added = world
        .cmd(GM, ch, "d20 enemy-add", &[("template", Opt::S("强盗"))])
        .await;
    let added_text = text(&added);
    assert!(
        added_text.contains("**Bandit** (Bandit) · AC 12 · ▰▰▰▰▰▰▰▰▰▰ 11/11"),
        "{added_text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d20_condition_near_a_known_one_is_refused_with_the_six_offered_in_both_languages() {
    let world = World::start().await;
    let ch = world.d20_with_ana().await;
    let add = |condition: &'static str| {
        [
            ("action", Opt::I(0)),
            ("target", Opt::S("Ana")),
            ("condition", Opt::S(condition)),
        ]
    };
    // "倒" is part of 倒地 (Prone), "pron" one letter off "prone": neither is
    // made up into a new condition; the six are offered in the reader's words.
    let zh = world
        .cmd_locale(GM, ch, "d20 condition", &add("倒"), "zh-CN")
        .await;
    assert!(zh.is_ephemeral(), "{}", text(&zh));
    assert_eq!(
        text(&zh).trim(),
        "未知的状态：倒。可选：倒地、眩晕、中毒、恐惧、束缚、昏迷。"
    );
    let en = world
        .cmd_locale(GM, ch, "d20 condition", &add("pronr"), "en-US")
        .await;
    assert!(en.is_ephemeral(), "{}", text(&en));
    assert_eq!(
        text(&en).trim(),
        "Unknown condition: pronr. Try: prone, poisoned, stunned, frightened, restrained, unconscious."
    );
    // Nothing was changed: Ana's sheet names no condition.
    let sheet = world.cmd(ANA, ch, "d20 sheet", &[]).await;
    assert!(!text(&sheet).contains("Prone"), "{}", text(&sheet));
    // A known one, typed in Chinese, is taken.
    let taken = world
        .cmd_locale(GM, ch, "d20 condition", &add("倒地"), "zh-CN")
        .await;
    assert!(!taken.is_ephemeral(), "{}", text(&taken));
    assert!(text(&taken).contains("倒地"), "{}", text(&taken));
}
