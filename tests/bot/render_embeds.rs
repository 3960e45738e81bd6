//! Each kind of embed, built from scripted events and rendered in English and
//! Chinese, shows the facts the players need.

use overseer::bot::layout::escape;
use overseer::bot::render::{hp_bar, luck_button_labels, spec_to_embed, EmbedSpec, Tone};
use overseer::engine::rulesets::wasteland::character::{Condition, Stack};
use overseer::engine::rulesets::wasteland::check::{
    CheckDie, CheckResult, Complication, DieMeaning, LuckRoll, Oracle, Participant, RerollOffer,
};
use overseer::engine::rulesets::wasteland::command::TradeSide;
use overseer::engine::rulesets::wasteland::data::{LootTier, WeaponEffect};
use overseer::engine::rulesets::wasteland::effect::Effect;
use overseer::engine::rulesets::wasteland::error::BudgetRule;
use overseer::engine::rulesets::wasteland::outcome::{
    ActionStatus, AppliedEffect, AttackResult, CharacterView, DamageDie, EnemyView, Event,
    InitiativeEntry, LootItem, Npc, RandomEvent, RestHeal, SkillLevel, Unit, WeatherHit, WorldView,
};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::world::{Mode, Period, Weather, World};
use overseer::engine::rulesets::wasteland::{Outcome, RuleError};
use overseer::engine::special::{Attribute, EffectiveScore, Modifier, ModifierSource, Special};
use overseer::games::wasteland::render::{outcome_specs, rule_error};
use overseer::i18n::Lang;

fn outcome(events: Vec<Event>) -> Outcome {
    Outcome {
        events,
        ..Outcome::default()
    }
}

fn texts(lang: Lang, o: &Outcome) -> (Vec<EmbedSpec>, String) {
    let specs = outcome_specs(lang, o);
    // Every spec also builds a serenity embed.
    for s in &specs {
        let _ = spec_to_embed(s);
    }
    let all = specs
        .iter()
        .map(EmbedSpec::text)
        .collect::<Vec<_>>()
        .join("\n");
    (specs, all)
}

fn assert_has(all: &str, needles: &[&str]) {
    for n in needles {
        assert!(all.contains(n), "missing {n:?} in:\n{all}");
    }
}

fn die(roller: &str, face: u32, meaning: DieMeaning) -> CheckDie {
    CheckDie {
        roller: roller.into(),
        face,
        meaning,
        counted: true,
    }
}

fn alice() -> Participant {
    Participant {
        name: "Alice".into(),
        tn: 12,
        tag_level: 3,
    }
}

fn check_result() -> CheckResult {
    CheckResult {
        attribute: Attribute::Per,
        skill: Some(Skill::SmallGuns),
        participants: vec![alice()],
        leader: "Alice".into(),
        difficulty: 2,
        dice: vec![
            die("Alice", 1, DieMeaning::Critical),
            die("Alice", 20, DieMeaning::Complication),
        ],
        successes: 2,
        passed: true,
        ap_spent: 0,
        aimed: false,
        ap_before: 3,
        ap_after: 3,
        ap_gained: 0,
        complications: vec![Complication {
            die: 1,
            roll: 4,
            oracle: Oracle::CostlySuccess,
        }],
        probability: 0.75,
        luck: Some(LuckRoll {
            roll: 5,
            luck: 7,
            triggered: true,
        }),
    }
}

fn offer() -> RerollOffer {
    RerollOffer {
        attribute: Attribute::Per,
        skill: Skill::SmallGuns,
        participants: vec![alice()],
        leader_dice: 2,
        difficulty: 2,
        ap_spent: 0,
        ap_gained: 0,
        aimed: false,
    }
}

fn world_view() -> WorldView {
    WorldView {
        world: World {
            chapter: 2,
            location: "Diamond City".into(),
            quest: "Find Nick".into(),
            weather: Weather::RadStorm,
            day: 3,
            period: Period::Night,
            ..World::default()
        },
        chapter_day: 1,
        hp_budget: 60,
        hp_used: 25,
        max_tier: 2,
    }
}

fn character() -> CharacterView {
    CharacterView {
        name: "Alice".into(),
        owner: "1234".into(),
        character: "Vault Dweller".into(),
        background: "Sole Survivor".into(),
        special: Special([5, 6, 5, 6, 6, 6, 6]),
        effective: vec![EffectiveScore {
            attribute: Attribute::Str,
            base: 5,
            value: 7,
            modifiers: vec![Modifier {
                attribute: Attribute::Str,
                delta: 2,
                source: ModifierSource::Effect {
                    name: "Buffout".into(),
                },
            }],
        }],
        skills: vec![
            SkillLevel {
                skill: Skill::SmallGuns,
                level: 3,
                tag: true,
            },
            SkillLevel {
                skill: Skill::Sneak,
                level: 1,
                tag: false,
            },
        ],
        hp: 8,
        max_hp: 20,
        rads: 250,
        rad_band: 1,
        caps: 120,
        ap: 2,
        carry_weight: 200,
        load: 12,
        encumbered: false,
        initiative: 12,
        inventory: vec![Stack {
            item: "Stimpak".into(),
            qty: 2,
        }],
        brewed: vec![],
        effects: vec![Effect {
            name: "Buffout".into(),
            turns: 3,
        }],
        condition: Condition::Active,
    }
}

fn raider() -> EnemyView {
    EnemyView {
        name: "Raider 2".into(),
        template: Some("Raider".into()),
        tier: 2,
        hp: 10,
        max_hp: 10,
        damage: "2d6".into(),
        attack_skill: 11,
        drops: Some(LootTier::Common),
        special: "Cowardly".into(),
        effects: vec![],
        alive: true,
    }
}

#[test]
fn a_check_with_a_complication_and_luck_shows_dice_odds_oracle_and_offer() {
    let o = outcome(vec![
        Event::Check {
            result: check_result(),
            reroll: Some(offer()),
        },
        Event::ActionStatus(ActionStatus {
            pending: vec![Unit::Enemy("Raider 2".into())],
            all_acted: false,
        }),
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].title, "PER + Small Guns check: Alice");
    assert_eq!(specs[0].tone, Tone::Complication);
    assert_has(
        &en,
        &[
            "🎲 1 ✦ critical",
            "🎲 20 ⚠ complication",
            "75.00%",
            "⚠ d6 4: Costly success",
            "Alice: TN 12, tag ≤ 3",
            "3 → 3 (spent 0, gained 0)",
            "d100 5 ≤ LCK 7",
            "may re-roll",
        ],
    );
    assert_eq!(specs[0].footer.as_deref(), Some("Waiting for: Raider 2"));
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "感知 + 轻型枪械检定：Alice");
    assert_has(
        &zh,
        &[
            "🎲 1 ✦ 暴击",
            "失误",
            "75.00%",
            "代价高昂的成功",
            "行动点",
            "重掷",
        ],
    );
    assert!(specs[0].footer.as_deref().unwrap().contains("等待行动"));
    assert_eq!(
        luck_button_labels(Lang::EnUs),
        ("Re-roll".into(), "Keep".into())
    );
    assert_eq!(
        luck_button_labels(Lang::ZhCn),
        ("重掷".into(), "保留".into())
    );
}

#[test]
fn a_reroll_shows_the_new_dice_and_ap_taken_back() {
    let mut r = check_result();
    r.luck = None;
    r.complications.clear();
    r.dice = vec![
        die("Alice", 2, DieMeaning::TagCritical),
        die("Alice", 15, DieMeaning::Failure),
    ];
    let o = outcome(vec![Event::Rerolled {
        ap_taken_back: 1,
        result: r,
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(
        specs[0].title,
        "Luck re-roll: PER + Small Guns check: Alice"
    );
    assert_eq!(specs[0].tone, Tone::Success);
    assert_has(
        &en,
        &[
            "🎲 2 ✧ tag critical",
            "🎲 15 ✘ fail",
            "1 AP from the first roll taken back",
        ],
    );
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(
        &zh,
        &["运气重掷", "专精暴击", "收回第一次掷骰获得的 1 行动点"],
    );
}

#[test]
fn damage_that_kills_shows_dice_bonuses_ammo_target_bar_and_loot() {
    let o = outcome(vec![
        Event::Damage {
            player: "Alice".into(),
            weapon: "10mm Pistol".into(),
            dice: vec![
                DamageDie {
                    face: 6,
                    damage: 3,
                    effect: true,
                },
                DamageDie {
                    face: 1,
                    damage: 1,
                    effect: false,
                },
            ],
            ap_spent: 1,
            ap_before: 3,
            ap_after: 2,
            spread_die: false,
            str_check: None,
            str_bonus: 0,
            psycho_bonus: 1,
            pierce_bonus: 1,
            total: 6,
            effects: 1,
            weapon_effects: vec![WeaponEffect::Pierce],
            ammo: Some(("10mm Ammo".into(), 11)),
            target: Some("Raider 2".into()),
        },
        Event::EnemyHp {
            name: "Raider 2".into(),
            delta: -6,
            before: 6,
            after: 0,
            max: 10,
        },
        Event::EnemyEffect {
            name: "Raider 2".into(),
            applied: AppliedEffect {
                effect: WeaponEffect::Pierce,
                count: 1,
                status: None,
            },
        },
        Event::EnemyKilled {
            name: "Raider 2".into(),
            loot: Some(LootItem {
                tier: LootTier::Common,
                item: "Stimpak".into(),
                qty: 1,
            }),
        },
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].title, "Alice attacks with 10mm Pistol");
    assert_eq!(specs[0].tone, Tone::Combat);
    assert_has(
        &en,
        &[
            "Total damage: **6**",
            "🎲 6 → 3 ✸ effect",
            "🎲 1 → 1",
            "Psycho +1",
            "Pierce +1",
            "11 left",
            "▱▱▱▱▱▱▱▱▱▱ 0/10",
            "☠ Raider 2 is dead.",
            "Dropped: Stimpak ×1 (Common)",
            "Raider 2 is hit by Pierce ×1",
        ],
    );
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(
        &zh,
        &["总伤害", "狂怒药 +1", "穿透 +1", "死了", "治疗针 ×1"],
    );
}

#[test]
fn an_enemy_critical_with_med_x_shows_roll_reduction_and_target_hp() {
    let o = outcome(vec![
        Event::EnemyAttack {
            enemy: "Raider 2".into(),
            target: "Alice".into(),
            random: false,
            roll: 1,
            skill: 11,
            suppressed: false,
            result: AttackResult::Critical,
            damage_dice: vec![4, 2],
            raw_damage: 5,
            reduction: 2,
            damage: 3,
        },
        Event::Hp {
            name: "Alice".into(),
            delta: -3,
            medicine_bonus: 0,
            before: 11,
            after: 8,
            max: 20,
        },
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Raider 2 attacks Alice");
    assert_has(
        &en,
        &[
            "d20 **1** vs skill 11",
            "Critical hit!",
            "[4, 2] = 5",
            "-2 damage",
            "Med-X",
            "Alice: -3 HP (11 → ▰▰▰▰▱▱▱▱▱▱ 8/20)",
        ],
    );
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert!(
        specs[0].title.ends_with(" 2 攻击 Alice"),
        "{}",
        specs[0].title
    );
    assert_has(&zh, &["暴击！", "医疗X", "血量 -3"]);
}

#[test]
fn a_turn_shows_weather_event_and_expiry() {
    let o = outcome(vec![
        Event::TurnAdvanced {
            turn: 7,
            day: 2,
            period: Period::Evening,
        },
        Event::WeatherChanged {
            from: Weather::Clear,
            to: Weather::RadStorm,
        },
        Event::WeatherEffect {
            weather: Weather::RadStorm,
            hit: WeatherHit::Rads {
                name: "Alice".into(),
                rads: 15,
                halved: true,
            },
        },
        Event::EffectExpired {
            unit: Unit::Player("Alice".into()),
            effect: "Buffout".into(),
        },
        Event::RandomEvent {
            roll: 4,
            kind_roll: 30,
            event: RandomEvent::Encounter {
                id: "wasteland-01".into(),
            },
        },
        Event::DeadRemoved {
            names: vec!["Raider".into()],
        },
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].title, "Turn 7");
    assert_has(
        &en,
        &[
            "Day 2, Evening",
            "Clear → Rad Storm",
            "Alice takes 15 rads (halved by Rad-X)",
            "Buffout on Alice wore off",
            "Random event: encounter",
            "A pack of wild dogs",
            "The dead leave the field: Raider",
        ],
    );
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(
        &zh,
        &[
            "第 7 回合",
            "辐射风暴",
            "力量药",
            "随机事件：遭遇",
            "抗辐宁减半",
        ],
    );
}

#[test]
fn a_round_shows_initiative_with_known_hp() {
    let o = outcome(vec![
        Event::RoundAdvanced {
            round: 2,
            first: Some(Unit::Player("Alice".into())),
        },
        Event::Initiative {
            order: vec![
                InitiativeEntry {
                    unit: Unit::Player("Alice".into()),
                    score: 12,
                    tiebreak: None,
                },
                InitiativeEntry {
                    unit: Unit::Enemy("Raider 2".into()),
                    score: 12,
                    tiebreak: Some(7),
                },
            ],
        },
        Event::EnemyHp {
            name: "Raider 2".into(),
            delta: 0,
            before: 5,
            after: 5,
            max: 10,
        },
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Round 2");
    assert_eq!(specs[0].description, "Round 1 is over. Alice acts first.");
    assert_has(
        &en,
        &[
            "1. Alice (12)",
            "2. Raider 2 (12) tie d20 7 · ▰▰▰▰▰▱▱▱▱▱ 5/10",
        ],
    );
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "第 2 轮");
    assert_eq!(specs[0].description, "第 1 轮结束。Alice 先行动。");
    assert_has(&zh, &["先攻", "平手 d20 7"]);
}

#[test]
fn in_combat_the_board_shows_initiative_with_the_next_to_act_marked() {
    let mut world = world_view();
    world.world.mode = Mode::Combat;
    let entry = |unit: Unit, score| InitiativeEntry {
        unit,
        score,
        tiebreak: None,
    };
    let o = outcome(vec![Event::Status {
        world,
        players: vec![character()],
        enemies: vec![raider()],
        npcs: vec![],
        action_status: ActionStatus {
            pending: vec![Unit::Player("Alice".into())],
            all_acted: false,
        },
        initiative: vec![
            entry(Unit::Enemy("Raider 2".into()), 12),
            entry(Unit::Player("Alice".into()), 9),
        ],
    }]);
    let (specs, _) = texts(Lang::EnUs, &o);
    let field = specs[0]
        .fields
        .iter()
        .find(|(name, ..)| name == "Initiative")
        .expect("an initiative field");
    assert_eq!(field.1, "✔ 1. Raider 2 (12)\n▶ 2. Alice (9)");
    let (specs, _) = texts(Lang::ZhCn, &o);
    let field = specs[0]
        .fields
        .iter()
        .find(|(name, ..)| name == "先攻")
        .expect("an initiative field");
    assert_eq!(field.1, "✔ 1. 掠夺者 2（12）\n▶ 2. Alice（9）");
}

#[test]
fn the_status_board_shows_world_party_and_enemies() {
    let o = outcome(vec![Event::Status {
        world: world_view(),
        players: vec![character()],
        enemies: vec![raider()],
        npcs: vec![],
        action_status: ActionStatus {
            pending: vec![],
            all_acted: true,
        },
        initiative: vec![],
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Campaign status");
    assert_has(
        &en,
        &[
            "Chapter 2 · Day 3 (chapter day 1) · Night · Rad Storm · Exploration",
            "Diamond City",
            "Find Nick",
            "Enemy HP budget: 25/60 · max tier 2",
            "**Alice** ▰▰▰▰▱▱▱▱▱▱ 8/20 · rads 250 · AP 2 · caps 120",
            "Buffout (3 turns)",
            "**Raider 2** (tier 2) ▰▰▰▰▰▰▰▰▰▰ 10/10",
        ],
    );
    assert!(specs[0]
        .footer
        .as_deref()
        .unwrap()
        .starts_with("Everyone has acted"));
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(
        &zh,
        &[
            "战役状态",
            "第 2 章",
            "辐射风暴",
            "探索",
            "血量预算",
            "辐射 250",
            "行动点 2",
            "瓶盖 120",
            "力量药",
        ],
    );
}

#[test]
fn a_sheet_shows_special_sources_tags_and_inventory() {
    let o = outcome(vec![Event::Sheet {
        character: character(),
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Alice");
    assert_has(
        &en,
        &[
            "STR 5 → 7 (Buffout +2)",
            "★ Small Guns 3",
            "· Sneak 1",
            "250 (band 1)",
            "Stimpak ×2",
            "<@1234>",
            "Active",
        ],
    );
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(
        &zh,
        &[
            "力量 5 → 7 (力量药 +2)",
            "★ 轻型枪械 3",
            "专精技能",
            "治疗针 ×2",
            "负重",
        ],
    );
}

#[test]
fn loot_lists_localized_items_with_quantities() {
    let o = outcome(vec![Event::Loot {
        tier: Some(LootTier::Common),
        items: vec![LootItem {
            tier: LootTier::Common,
            item: "Stimpak".into(),
            qty: 2,
        }],
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Loot (Common)");
    assert_has(&en, &["• Stimpak ×2 (Common)"]);
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "战利品（普通）");
    assert_has(&zh, &["治疗针 ×2"]);
}

#[test]
fn an_added_enemy_shows_its_budget() {
    let o = outcome(vec![Event::EnemyAdded {
        enemy: raider(),
        hp_used: 35,
        hp_budget: 60,
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Enemy appears: Raider 2");
    assert_has(&en, &["Tier 2", "HP 35/60", "2d6"]);
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert!(specs[0].title.starts_with("敌人出现："));
    assert_has(&zh, &["血量 35/60", "普通"]);
}

#[test]
fn a_budget_refusal_names_the_rule_and_what_fits() {
    let err = RuleError::Budget {
        enemy: "Deathclaw".into(),
        tier: 4,
        rule: BudgetRule::Tier {
            tier: 4,
            max_tier: 2,
        },
        fits: vec!["Radroach".into(), "Raider".into()],
    };
    let en = rule_error(Lang::EnUs, &err);
    assert_eq!(
        en,
        "The encounter budget refuses Deathclaw (tier 4): tier 4 is above this chapter's maximum of 2. These would fit now: Radroach, Raider."
    );
    let zh = rule_error(Lang::ZhCn, &err);
    assert!(
        zh.contains("遭遇预算") && zh.contains("超过本章上限 2"),
        "{zh}"
    );
    let hp = RuleError::Budget {
        enemy: "Raider".into(),
        tier: 1,
        rule: BudgetRule::Hp {
            used: 50,
            adding: 15,
            budget: 60,
        },
        fits: vec![],
    };
    assert!(rule_error(Lang::EnUs, &hp).ends_with("Nothing fits right now."));
}

#[test]
fn a_rest_shows_the_clock_and_each_heal() {
    let o = outcome(vec![Event::Rested {
        hours: 8,
        periods: 3,
        day: 2,
        period: Period::Morning,
        heals: vec![RestHeal {
            name: "Alice".into(),
            per_hour: 6,
            healed: 12,
            hp: 20,
            max_hp: 20,
            cleared: vec!["Buffout".into()],
        }],
        enemies_removed: vec!["Raider 2".into()],
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "The party rests for 8 hours");
    assert_has(
        &en,
        &[
            "Now day 2, Morning",
            "+12 HP (6/hour): ▰▰▰▰▰▰▰▰▰▰ 20/20",
            "Wore off: Buffout",
            "Enemies gone: Raider 2",
        ],
    );
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(&zh, &["休息了 8 小时", "血量 +12", "力量药"]);
}

#[test]
fn a_skill_up_shows_the_int_check() {
    let mut c = check_result();
    c.attribute = Attribute::Int;
    c.skill = None;
    c.luck = None;
    c.complications.clear();
    c.dice = vec![
        die("Alice", 3, DieMeaning::Success),
        die("Alice", 4, DieMeaning::Success),
    ];
    let o = outcome(vec![Event::SkillUp {
        name: "Alice".into(),
        skill: Skill::Science,
        from: 2,
        to: 4,
        int_check: Some(c),
        bonus: true,
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Alice: Science 2 → 4");
    assert_has(
        &en,
        &[
            "INT [3, 4]: ✅ **Passed**: 2 successes vs difficulty 2",
            "one more level",
        ],
    );
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "Alice：科学 2 → 4");
    assert_has(&zh, &["智力 [3、4]", "通过"]);
}

#[test]
fn a_trade_quote_shows_price_and_multiplier() {
    let o = outcome(vec![Event::Trade {
        name: "Alice".into(),
        side: TradeSide::Buy,
        base: 100,
        cha: 6,
        barter: 2,
        multiplier_pct: 115,
        price: 115,
        settled: false,
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Alice buys for 115 caps");
    assert_has(&en, &["CHA 6, Barter 2: ×1.15", "Quote only"]);
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "Alice 以 115 瓶盖买入");
    assert_has(&zh, &["魅力 6，交易 2", "仅为报价"]);
}

#[test]
fn npcs_show_localized_traits() {
    let o = outcome(vec![Event::Npcs {
        npcs: vec![Npc {
            name: "Moira".into(),
            appearance: "01".into(),
            motive: "01".into(),
            knows: "01".into(),
            speech: "01".into(),
        }],
    }]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].fields[0].0, "Moira");
    assert_has(&en, &["Looks: a scarred face under a welding mask."]);
    let (_, zh) = texts(Lang::ZhCn, &o);
    assert_has(&zh, &["外貌："]);
    assert!(!zh.contains("npc-"), "{zh}");
}

#[test]
fn using_a_chem_shows_the_addiction_roll() {
    let o = outcome(vec![
        Event::ItemUsed {
            user: "Alice".into(),
            target: "Alice".into(),
            item: "Jet".into(),
            left: 1,
            provider: None,
        },
        Event::EffectAdded {
            unit: Unit::Player("Alice".into()),
            effect: Effect {
                name: "Jet".into(),
                turns: 2,
            },
        },
        Event::AddictionRoll {
            name: "Alice".into(),
            chem: "Jet".into(),
            roll: 2,
            addicted: true,
        },
    ]);
    let (specs, en) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, "Alice uses Jet on Alice");
    assert_has(
        &en,
        &[
            "1 × Jet left",
            "Alice: Jet (2 turns)",
            "d20 2: Alice is now addicted to Jet!",
        ],
    );
    let (specs, zh) = texts(Lang::ZhCn, &o);
    assert_eq!(specs[0].title, "Alice 对 Alice 使用了 喷射药");
    assert_has(&zh, &["成瘾了", "剩 2 回合"]);
}

#[test]
fn embeds_respect_discord_limits() {
    let long = "检".repeat(5000);
    let o = outcome(vec![Event::Npcs {
        npcs: (0..40)
            .map(|i| Npc {
                name: format!("{long}{i}"),
                appearance: long.clone(),
                motive: "01".into(),
                knows: "01".into(),
                speech: "01".into(),
            })
            .collect(),
    }]);
    let specs = outcome_specs(Lang::ZhCn, &o);
    assert!(specs.len() > 1);
    for s in &specs {
        assert!(s.fields.len() <= 25);
        assert!(s.title.chars().count() <= 256);
        for (n, v, _) in &s.fields {
            assert!(n.chars().count() <= 256 && v.chars().count() <= 1024);
        }
        let total = s.text().chars().count();
        assert!(total <= 6000 + 8, "{total}");
    }
    assert_eq!(hp_bar(40, 100), "▰▰▰▰▱▱▱▱▱▱ 40/100");
    let _ = Mode::Combat;
}

/// The wasteland player's guide's "What it looks like": a real check, run by the engine with scripted dice and
/// rendered in both languages, written out as text: title, description, one `name | value`
/// line per field (a value's lines joined by ` · `), footer, buttons. Jake (PER 7, Lockpick tagged at 2) picks a lock at difficulty 2 and rolls a 1 and
/// a 20; the complication's d6 oracle shows 4; his Luck roll of 3 is under his LCK 4.
fn readme_check(lang: Lang) -> String {
    use overseer::engine::rulesets::wasteland::character::NewCharacter;
    use overseer::engine::rulesets::wasteland::command::CheckRequest;
    use overseer::engine::rulesets::wasteland::{Campaign, Command};
    use overseer::engine::ScriptedDice;

    let mut campaign = Campaign::new();
    let jake = Command::AddPlayer(NewCharacter {
        owner: "1".into(),
        name: "Jake".into(),
        character: "Jake Miller".into(),
        background: "Vault Dweller".into(),
        special: [6, 7, 5, 4, 6, 8, 4],
        tags: ["Small Guns".into(), "Sneak".into(), "Lockpick".into()],
    });
    campaign
        .execute(&jake, &mut ScriptedDice::new([]))
        .expect("Jake joins");
    let check = Command::Check(CheckRequest {
        players: vec!["Jake".into()],
        attribute: Attribute::Per,
        skill: Skill::Lockpick,
        difficulty: 2,
        ap: 0,
        bonus: 0,
        repeat: 1,
    });
    let mut dice = ScriptedDice::new([1, 20, 4, 3]);
    let outcome = campaign.execute(&check, &mut dice).expect("Jake checks");
    assert_eq!(dice.remaining(), 0);
    let specs = outcome_specs(lang, &outcome);
    assert_eq!(specs.len(), 1, "{specs:?}");
    let spec = &specs[0];
    let mut lines = vec![spec.title.clone()];
    lines.extend(spec.description.lines().map(str::to_owned));
    for (name, value, _) in &spec.fields {
        lines.push(format!(
            "{name} | {}",
            value.trim_end().replace('\n', " · ")
        ));
    }
    lines.extend(spec.footer.clone());
    let (reroll, keep) = luck_button_labels(lang);
    lines.push(format!("[{reroll}] [{keep}]"));
    lines.join("\n") + "\n"
}

#[test]
fn the_readme_shows_the_real_check_embed_in_both_languages() {
    // The wasteland player's guide shows it (the README points there).
    let readme = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/players/wasteland-2d20.md"
    ))
    .expect("docs/players/wasteland-2d20.md");
    let missing: Vec<String> = [Lang::EnUs, Lang::ZhCn]
        .into_iter()
        .map(|lang| format!("```text\n{}```", readme_check(lang)))
        .filter(|block| !readme.contains(block))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/players/wasteland-2d20.md should show the check exactly as rendered:\n{}",
        missing.join("\n")
    );
}

/// Whether the text shows one of `escape`'s backslashes: a backslash before a character
/// Discord's markdown acts on. On a surface without markdown Discord would show it.
fn has_stray_escape(text: &str) -> bool {
    text.chars()
        .zip(text.chars().skip(1))
        .any(|(a, b)| a == '\\' && r"\*_~`|[]()<>#-@:".contains(b))
}

#[test]
fn a_markdown_name_is_escaped_in_the_board_and_plain_in_its_footer() {
    let name = "**Bold**_x_ ||s|| [l](https://x)";
    let mut alice = character();
    alice.name = name.into();
    let mut enemy = raider();
    enemy.name = "Raider 2 `*boss*`".into();
    let o = outcome(vec![Event::Status {
        world: world_view(),
        players: vec![alice],
        enemies: vec![enemy],
        npcs: vec![],
        action_status: ActionStatus {
            pending: vec![
                Unit::Player(name.into()),
                Unit::Enemy("Raider 2 `*boss*`".into()),
            ],
            all_acted: false,
        },
        initiative: vec![],
    }]);
    for (lang, waiting) in [
        (
            Lang::EnUs,
            format!("Waiting for: {name}, Raider 2 `*boss*`"),
        ),
        (Lang::ZhCn, format!("等待行动：{name}、掠夺者 2 `*boss*`")),
    ] {
        let (specs, all) = texts(lang, &o);
        // The footer renders no markdown: the names as typed, template translated.
        assert_eq!(specs[0].footer.as_deref(), Some(waiting.as_str()));
        let embed = serde_json::to_value(spec_to_embed(&specs[0])).expect("json");
        let footer = embed["footer"]["text"].as_str().expect("a footer");
        assert_eq!(footer, waiting);
        assert!(!has_stray_escape(footer), "{footer}");
        // The board itself is markdown: the name is escaped there.
        assert!(all.contains(&escape(name)), "{all}");
        assert!(!all.contains(&format!("**{name}**")), "{all}");
    }
    // The same status after a check: the footer of the check's embed.
    let o = outcome(vec![
        Event::Check {
            result: check_result(),
            reroll: None,
        },
        Event::ActionStatus(ActionStatus {
            pending: vec![Unit::Player(name.into())],
            all_acted: false,
        }),
    ]);
    let (specs, _) = texts(Lang::EnUs, &o);
    assert_eq!(
        specs[0].footer.as_deref(),
        Some(format!("Waiting for: {name}").as_str())
    );
    // Alone, the status is an embed of its own whose title is markdown again.
    let o = outcome(vec![Event::ActionStatus(ActionStatus {
        pending: vec![Unit::Player(name.into())],
        all_acted: false,
    })]);
    let (specs, _) = texts(Lang::EnUs, &o);
    assert_eq!(specs[0].title, escape(&format!("Waiting for: {name}")));
    assert_eq!(specs[0].footer, None);
}
