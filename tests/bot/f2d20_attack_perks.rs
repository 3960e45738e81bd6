//! An attack's perk options through the real bot and the fake Discord
//! (issue #45), with scripted dice: Cy takes Quick Hands at level 2, and
//! `/f2d20 attack perk:Quick Hands` pays 2 AP for 2 more shots; Ace,
//! without the perk, is refused with the reason and nothing changes. Di
//! (level 4: Gun Fu, Finesse, Heave Ho!) hits two targets with Gun Fu,
//! re-rolls the damage with Finesse and throws farther with Heave Ho!; the
//! `perk` option offers the perks the attacker holds, in the reader's
//! language, and `targets` the others on the field. The board (the
//! tracker's) marks a level-up the XP allows until it is taken.

use crate::f2d20_power::{campaign, give_as, shows, text, ANA, GM};
use crate::support::bot_world::{Opt, World, WAIT};
use crate::support::fake_discord::OptionValue;

/// Cy's player.
const CY: (u64, &str) = (4_000_000_000_000_000_104, "pa_cy");

/// The GM gives `who` each item in its count; each answered in public.
async fn give(world: &World, ch: u64, who: &'static str, items: &[(&'static str, i64)]) {
    give_as(world, GM, ch, who, items).await;
}

/// The GM awards `who` `amount` XP, answered in public.
async fn grant_xp(world: &World, ch: u64, who: &'static str, amount: i64) {
    let xp = world
        .cmd(
            GM,
            ch,
            "f2d20 gm xp",
            &[("character", Opt::S(who)), ("amount", Opt::I(amount))],
        )
        .await;
    assert!(!xp.is_ephemeral(), "{}", text(&xp));
}

/// Cy: AGI 8, Small Guns 3 (tagged), with a 10mm Pistol and 10 rounds,
/// at level 2 with Quick Hands.
async fn cy(world: &World, ch: u64) {
    let mut options = vec![
        ("name", OptionValue::from("Cy")),
        (
            "player",
            OptionValue::User {
                id: CY.0,
                name: CY.1.to_owned(),
            },
        ),
    ];
    for (attribute, value) in ["str", "per", "end", "cha", "int", "agi", "lck"]
        .into_iter()
        .zip([5, 6, 5, 5, 5, 8, 6])
    {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in ["tag1", "tag2", "tag3"]
        .into_iter()
        .zip(["Small Guns", "Sneak", "Medicine"])
    {
        options.push((slot, OptionValue::from(tag)));
    }
    options.push(("points", OptionValue::from("Small Guns=1")));
    let made = world
        .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    give(world, ch, "Cy", &[("10mm Pistol", 1), ("10mm", 10)]).await;
    grant_xp(world, ch, "Cy", 100).await;
    let up = world
        .cmd(
            CY,
            ch,
            "f2d20 level-up",
            &[
                ("skill", Opt::S("Small Guns")),
                ("perk", Opt::S("Quick Hands")),
            ],
        )
        .await;
    shows(&up, &["Perk: Quick Hands (rank 1)"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_hands_on_discord_pays_two_ap_and_is_refused_without_the_perk() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    cy(&world, ch).await;
    let ap = world
        .cmd(
            GM,
            ch,
            "f2d20 gm ap",
            &[("pool", Opt::I(0)), ("value", Opt::I(2))],
        )
        .await;
    assert!(!ap.is_ephemeral(), "{}", text(&ap));
    // Ace holds no Quick Hands: refused, no die rolled, the pool kept.
    world.dice(&[]);
    let refused = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
                ("perk", Opt::S("Quick Hands")),
            ],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["Ace does not hold Quick Hands."]);
    // Cy (target number 11) hits Nora with two 5s; the torso (5) and the
    // pistol's 4 CD with 4 more shots: eight blanks.
    world.dice(&[5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3]);
    let hit = world
        .cmd(
            CY,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("10mm Pistol")),
                ("ammo", Opt::I(4)),
                ("perk", Opt::S("Quick Hands")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    assert!(!hit.is_ephemeral(), "{}", text(&hit));
    shows(
        &hit,
        &[
            "Perks",
            "⚡ Quick Hands: Fire Rate 4 for this attack (group pool 2 → 0)",
        ],
    );
}

#[test]
fn every_attack_perk_message_reads_in_both_languages() {
    use overseer::games::fallout2d20::render::ATTACK_PERK_MESSAGE_IDS;
    use overseer::i18n::{raw_ids, Lang};
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in ATTACK_PERK_MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

/// Di's player.
const DEE: (u64, &str) = (4_000_000_000_000_000_105, "pa_dee");

/// Di: STR 8, AGI 10, Small Guns, Throwing and Unarmed tagged, with a
/// 10mm Pistol, 10 rounds and 3 Throwing Knives, at level 4 with Gun Fu,
/// Finesse and Heave Ho!.
async fn di(world: &World, ch: u64) {
    let mut options = vec![
        ("name", OptionValue::from("Di")),
        (
            "player",
            OptionValue::User {
                id: DEE.0,
                name: DEE.1.to_owned(),
            },
        ),
    ];
    for (attribute, value) in ["str", "per", "end", "cha", "int", "agi", "lck"]
        .into_iter()
        .zip([8, 4, 4, 4, 4, 10, 6])
    {
        options.push((attribute, OptionValue::from(value)));
    }
    for (slot, tag) in
        ["tag1", "tag2", "tag3"]
            .into_iter()
            .zip(["Small Guns", "Throwing", "Unarmed"])
    {
        options.push((slot, OptionValue::from(tag)));
    }
    let made = world
        .cmd_values(GM, ch, "f2d20 gm create", &options, "en-US")
        .await;
    assert!(!made.is_ephemeral(), "{}", text(&made));
    give(
        world,
        ch,
        "Di",
        &[("10mm Pistol", 1), ("10mm", 10), ("Throwing Knife", 3)],
    )
    .await;
    grant_xp(world, ch, "Di", 600).await;
    for (skill, perk) in [
        ("Small Guns", "Gun Fu"),
        ("Unarmed", "Finesse"),
        ("Throwing", "Heave Ho!"),
    ] {
        let up = world
            .cmd(
                DEE,
                ch,
                "f2d20 level-up",
                &[("skill", Opt::S(skill)), ("perk", Opt::S(perk))],
            )
            .await;
        assert!(!up.is_ephemeral(), "{}", text(&up));
    }
}

/// The choices the `focused` option of `/f2d20 attack` offers `user`
/// (reading `locale`) with `typed` in it, `others` filled in.
async fn offered(
    world: &World,
    ch: u64,
    user: (u64, &str),
    locale: &str,
    focused: (&str, &str),
    others: &[(&str, &'static str)],
) -> Vec<(String, String)> {
    let mut ask = world
        .fake
        .autocomplete("f2d20 attack")
        .user(user.0, user.1)
        .channel(ch)
        .locale(locale);
    for (name, value) in others {
        ask = ask.option(name, *value);
    }
    let id = ask.focused(focused.0, focused.1).send();
    let answer = world
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("an autocomplete answers");
    answer
        .choices()
        .into_iter()
        .map(|(label, value)| (label, value.as_str().unwrap_or_default().to_owned()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_perk_option_offers_the_attackers_perks_in_the_readers_language() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    di(&world, ch).await;
    let pair = |label: &str, value: &str| (label.to_owned(), value.to_owned());
    // Di holds three perks an attack names, offered in the reader's words.
    let en = offered(&world, ch, DEE, "en-US", ("perk", ""), &[]).await;
    assert_eq!(
        en,
        vec![
            pair("Gun Fu", "Gun Fu"),
            pair("Heave Ho!", "Heave Ho!"),
            pair("Finesse", "Finesse"),
        ]
    );
    let zh = offered(&world, ch, DEE, "zh-CN", ("perk", ""), &[]).await;
    assert_eq!(
        zh,
        vec![
            pair("枪斗术", "Gun Fu"),
            pair("嘿哟！", "Heave Ho!"),
            pair("灵巧", "Finesse"),
        ]
    );
    // A comma list completes its last item.
    let listed = offered(&world, ch, DEE, "zh-CN", ("perk", "枪斗术, 灵"), &[]).await;
    assert_eq!(listed, vec![pair("枪斗术, 灵巧", "枪斗术, Finesse")]);
    // Ace holds none: an empty list is the answer, in either language;
    // a GM naming Di as the attacker is offered Di's.
    for locale in ["en-US", "zh-CN"] {
        assert!(offered(&world, ch, ANA, locale, ("perk", ""), &[])
            .await
            .is_empty());
    }
    let gm = offered(
        &world,
        ch,
        GM,
        "en-US",
        ("perk", "fin"),
        &[("attacker", "Di")],
    )
    .await;
    assert_eq!(gm, vec![pair("Finesse", "Finesse")]);
    // Gun Fu's targets: the others on the field, not Di nor the target.
    let targets = offered(
        &world,
        ch,
        DEE,
        "en-US",
        ("targets", ""),
        &[("target", "Nora")],
    )
    .await;
    assert_eq!(targets, vec![pair("Ace", "Ace")]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gun_fu_on_discord_hits_a_second_target_with_the_same_damage() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    di(&world, ch).await;
    // Gun Fu named without targets, or a perk an attack does not name:
    // refused with the reason in both languages, no die rolled.
    world.dice(&[]);
    for (perk, locale, reason) in [
        (
            "Gun Fu",
            "en-US",
            "Gun Fu needs its further targets in the targets option.",
        ),
        ("枪斗术", "zh-CN", "枪斗术 需要在“枪斗术目标”选项中写明其他目标。"),
        (
            "Sniper",
            "en-US",
            "Sniper is not a perk an attack names: Quick Hands, Gun Fu, Heave Ho!, Blitz and Finesse are; the others apply by themselves.",
        ),
        ("狙击手", "zh-CN", "狙击手 不是攻击时指明的专长"),
    ] {
        let refused = world
            .cmd_values(
                DEE,
                ch,
                "f2d20 attack",
                &[
                    ("target", OptionValue::from("Nora")),
                    ("weapon", OptionValue::from("10mm Pistol")),
                    ("perk", OptionValue::from(perk)),
                ],
                locale,
            )
            .await;
        assert!(refused.is_ephemeral(), "{}", text(&refused));
        shows(&refused, &[reason]);
    }
    // Ace holds no Gun Fu: refused.
    let refused = world
        .cmd(
            ANA,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Sledgehammer")),
                ("targets", Opt::S("Di")),
            ],
        )
        .await;
    assert!(refused.is_ephemeral(), "{}", text(&refused));
    shows(&refused, &["Ace does not hold Gun Fu."]);
    // Two 5s: two successes against Defense 1, 1 AP of the attack's own
    // for the second target. The torso (5), 4 CD: two 1s, 2 damage; the
    // torso (5) for Ace too.
    world.dice(&[5, 5, 5, 1, 1, 3, 3, 5]);
    let hit = world
        .cmd(
            DEE,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("10mm Pistol")),
                ("perk", Opt::S("Gun Fu")),
                ("targets", Opt::S("Ace")),
            ],
        )
        .await;
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    assert!(!hit.is_ephemeral(), "{}", text(&hit));
    shows(
        &hit,
        &[
            "[1→1] [1→1] [3→0] [3→0] = **2** damage",
            "Nora, torso: 2 physical − DR 0 (of 0) = **2**",
            "Nora ❤️ ▰▰▰▰▰▰▰▰▱▱ 10/12 (←12)",
            "Gun Fu: Ace, torso: 2 physical − DR 0 (of 0) = **2** (d20 5)",
            "Ace ❤️ ▰▰▰▰▰▰▰▰▱▱ 10/12 (←12)",
            "🔫 Gun Fu: the same damage to Ace (1 AP of the attack's own, no AP from the pool; 1 shot)",
            "10mm: 2 spent, 8 left",
            "AP: group 0/6",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finesse_rerolls_the_damage_and_heave_ho_throws_farther_on_discord() {
    // Di names Finesse in Chinese (灵巧): read back as the perk. Unarmed,
    // STR 8: 3 CD, three 3s re-rolled to three 1s.
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    di(&world, ch).await;
    // Heave Ho! with a pistol: refused by the perk's name (the command
    // line's `--heave-ho` is no word of Discord's), no die rolled.
    world.dice(&[]);
    let pistol = world
        .cmd(
            DEE,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("10mm Pistol")),
                ("perk", Opt::S("Heave Ho!")),
            ],
        )
        .await;
    assert!(pistol.is_ephemeral(), "{}", text(&pistol));
    shows(&pistol, &["Heave Ho! does not apply to the 10mm Pistol."]);
    assert!(!text(&pistol).contains("--"), "{}", text(&pistol));
    world.dice(&[5, 5, 5, 3, 3, 3, 1, 1, 1]);
    let hit = world
        .cmd(
            DEE,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Unarmed Strike")),
                ("perk", Opt::S("灵巧")),
            ],
        )
        .await;
    assert!(!hit.is_ephemeral(), "{}", text(&hit));
    assert_eq!(world.dice_left(), 0, "{}", text(&hit));
    shows(
        &hit,
        &[
            "[1→1] [1→1] [1→1] = **3** damage",
            "🎲 Finesse: the damage dice re-rolled (they showed [3→0] [3→0] [3→0] = **0** damage, Effects 0)",
            "Nora ❤️ ▰▰▰▰▰▰▰▰▱▱ 9/12 (←12)",
            "💾 1 AP saved to the group pool (now 1)",
        ],
    );
    // Heave Ho! takes the Throwing Knife (Close) to Medium for the AP the
    // hit saved: no range difficulty. The torso, 3 CD: a 1, 1 damage.
    world.dice(&[5, 5, 5, 1, 3, 3]);
    let thrown = world
        .cmd(
            DEE,
            ch,
            "f2d20 attack",
            &[
                ("target", Opt::S("Nora")),
                ("weapon", Opt::S("Throwing Knife")),
                ("range", Opt::I(1)),
                ("perk", Opt::S("Heave Ho!")),
            ],
        )
        .await;
    assert!(!thrown.is_ephemeral(), "{}", text(&thrown));
    assert_eq!(world.dice_left(), 0, "{}", text(&thrown));
    shows(
        &thrown,
        &[
            "Difficulty **1** = Defense 1 + Medium range 0",
            "[1→1] [3→0] [3→0] = **1** damage",
            "💪 Heave Ho!: the weapon's range is Medium (group pool 1 → 0)",
            "8/12 (←9)",
        ],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_shows_a_pending_level_up_until_it_is_taken() {
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    assert!(!text(&board).contains("level-up ready"), "{}", text(&board));
    grant_xp(&world, ch, "Ace", 100).await;
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    let shown = text(&board);
    let ace = shown
        .lines()
        .find(|l| l.starts_with("**Ace**"))
        .unwrap_or_default();
    assert!(ace.ends_with("⬆️ level-up ready"), "{shown}");
    assert!(
        !shown
            .lines()
            .any(|l| l.starts_with("**Nora**") && l.contains("level-up")),
        "{shown}"
    );
    let up = world
        .cmd(
            ANA,
            ch,
            "f2d20 level-up",
            &[
                ("skill", Opt::S("Melee Weapons")),
                ("perk", Opt::S("Awareness")),
            ],
        )
        .await;
    assert!(!up.is_ephemeral(), "{}", text(&up));
    let board = world.cmd(GM, ch, "f2d20 status", &[]).await;
    assert!(!text(&board).contains("level-up ready"), "{}", text(&board));
}
