//! Origins' replies in both languages (issue #45): an origin set, the
//! sheet's origin field with its traits, and the refusals (a Survivor's
//! traits, a super mutant's limit, a robot's chem, a perk not for robots),
//! drawn from real outcomes; and a robot's sheet on Discord (its armour by
//! location and its modules).

use overseer::cli::tokenize::tokenize;
use overseer::engine::dice::ScriptedDice;
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::{Campaign, Command, Outcome, RuleError, Skill};
use overseer::games::fallout2d20::cli::grammar::parse;
use overseer::games::fallout2d20::render::{outcome_specs, rule_error, ORIGIN_MESSAGE_IDS};
use overseer::i18n::{raw_ids, Lang};

fn play(c: &mut Campaign, text: &str) -> Result<Outcome, RuleError> {
    let owned = tokenize(text).expect("words");
    let words: Vec<&str> = owned.iter().map(String::as_str).collect();
    c.execute(&parse(&words).expect("parses"), &mut ScriptedDice::new([]))
}

fn vera() -> Campaign {
    let mut c = Campaign::new();
    let vera = Command::AddCharacter(NewCharacter {
        owner: "1".into(),
        player: "Vee".into(),
        name: "Vera".into(),
        special: [6, 8, 6, 4, 8, 4, 4],
        tags: vec![Skill::Medicine, Skill::EnergyWeapons, Skill::Science],
        points: vec![(Skill::Medicine, 1)],
    });
    c.execute(&vera, &mut ScriptedDice::new([])).expect("Vera");
    c
}

fn text(lang: Lang, out: &Outcome) -> String {
    outcome_specs(lang, out)
        .iter()
        .map(overseer::bot::render::EmbedSpec::text)
        .collect()
}

#[test]
fn an_origin_set_and_the_sheet_read_in_both_languages() {
    let mut c = vera();
    let out = play(&mut c, "origin Vera Survivor --traits Gifted").expect("origin");
    assert_eq!(
        text(Lang::EnUs, &out),
        "🧬 Vera is a Survivor\nTraits: Gifted\n"
    );
    assert!(text(Lang::ZhCn, &out).starts_with("🧬 Vera 的出身是幸存者\n特质："));
    let out = play(&mut c, "origin Vera Ghoul").expect("origin");
    assert_eq!(
        text(Lang::EnUs, &out),
        "🧬 Vera is a Ghoul\nTraits: Necrotic Post\\-Human\nWas: Survivor\n"
    );
    assert!(text(Lang::ZhCn, &out).contains("原为：幸存者"));
    let sheet = play(&mut c, "status Vera").expect("status");
    let en = text(Lang::EnUs, &sheet);
    assert!(
        en.contains("Origin: Ghoul\nTraits: Necrotic Post\\-Human\n"),
        "{en}"
    );
    assert!(text(Lang::ZhCn, &sheet).contains("出身：尸鬼\n"));
}

#[test]
fn origin_refusals_read_in_both_languages() {
    let mut c = vera();
    let e = play(&mut c, "origin Vera \"Super Mutant\"").expect_err("INT 8");
    assert_eq!(
        rule_error(Lang::EnUs, &e),
        "Vera's INT 8 is over a Super Mutant's 6."
    );
    assert_eq!(
        rule_error(Lang::ZhCn, &e),
        "Vera 的智力 8 超过了超级变种人的上限 6。"
    );
    let e = play(&mut c, "origin Vera Survivor").expect_err("no trait");
    assert_eq!(
        rule_error(Lang::EnUs, &e),
        "A Survivor takes 1 to 2 of its traits (Educated, Fast Shot, Gifted, Heavy Handed, Small Frame) and no other."
    );
    play(&mut c, "origin Vera \"Mister Handy\"").expect("a robot");
    play(&mut c, "give Vera Stimpak").expect("give");
    let e = play(&mut c, "action Vera take-chem Stimpak").expect_err("a robot");
    assert_eq!(
        rule_error(Lang::EnUs, &e),
        "Vera is a robot: chems, food and drink do nothing for it (Stimpak)."
    );
    assert!(rule_error(Lang::ZhCn, &e).starts_with("Vera 是机器人："));
    play(&mut c, "xp Vera 100").expect("xp");
    let e = play(
        &mut c,
        "level-up Vera --skill repair --perk \"Faster Healing\"",
    )
    .expect_err("not for robots");
    assert_eq!(
        rule_error(Lang::EnUs, &e),
        "Faster Healing is not for a robot, and Vera is one."
    );
    assert!(rule_error(Lang::ZhCn, &e).contains("不适用于机器人"));
}

#[test]
fn every_origin_message_reads_in_both_languages() {
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in ORIGIN_MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

/// Through the fake Discord: Nora becomes a Mister Handy, the GM fits
/// plating at her optics and main body and a module, and her sheet shows
/// the armour by location and the module, in English and in Chinese.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_discord_sheet_shows_a_robots_armour_by_location_and_its_modules() {
    use crate::f2d20_power::{campaign, shows, text, GM};
    use crate::support::bot_world::{Opt, World};
    use crate::support::fake_discord::OptionValue;
    let world = World::scripted().await;
    let ch = campaign(&world).await;
    let set = world
        .cmd(
            GM,
            ch,
            "f2d20 gm origin",
            &[
                ("character", Opt::S("Nora")),
                ("origin", Opt::S("Mister Handy")),
            ],
        )
        .await;
    assert!(!set.is_ephemeral(), "{}", text(&set));
    for (location, part) in [
        ("optics", "Actuated Frame (Optics)"),
        ("main-body", "Actuated Frame (Main Body)"),
        ("module", "Hacking Mod"),
    ] {
        let fitted = world
            .cmd(
                GM,
                ch,
                "f2d20-robot",
                &[
                    ("character", Opt::S("Nora")),
                    ("location", Opt::S(location)),
                    ("part", Opt::S(part)),
                ],
            )
            .await;
        assert!(!fitted.is_ephemeral(), "{}", text(&fitted));
    }
    let unit = [("unit", OptionValue::from("Nora"))];
    let sheet = world
        .cmd_values(GM, ch, "f2d20 status", &unit, "en-US")
        .await;
    shows(
        &sheet,
        &[
            "🤖 Robot parts\nhead: Actuated Frame \\(Optics\\)\ntorso: Actuated Frame \\(Main Body\\)\nModules: Hacking Mod\n",
            "**head**: 🛡 physical 1 · energy 1 · radiation immune · poison immune",
        ],
    );
    let sheet = world
        .cmd_values(GM, ch, "f2d20 status", &unit, "zh-CN")
        .await;
    shows(
        &sheet,
        &["🤖 机器人部件\n头部：驱动框架（光学组件）\n躯干：驱动框架（主体）\n模组：骇入模组\n"],
    );
}
