//! Every event of the Fallout 2d20 game drawn for Discord in both languages:
//! a played campaign (scripted dice where the rules need a result) yields all
//! 34 kinds of event; each is drawn in en-US and zh-CN with no message id or
//! variable left unresolved, user text escaped, and every embed within
//! Discord's limits. Refusals read in the reader's words.

use std::collections::{BTreeSet, VecDeque};

use overseer::bot::render::EmbedSpec;
use overseer::engine::dice::{Dice, SeededDice};
use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::fallout2d20::character::NewCharacter;
use overseer::engine::rulesets::fallout2d20::command::{AttackCommand, Buy, Command};
use overseer::engine::rulesets::fallout2d20::data::{DamageType, RangeBand, Side};
use overseer::engine::rulesets::fallout2d20::outcome::{ActionKind, AidChoice, Pool};
use overseer::engine::rulesets::fallout2d20::skills::Skill;
use overseer::engine::rulesets::fallout2d20::{Campaign, Outcome, RuleError};
use overseer::games::fallout2d20::render::{
    outcome_specs, outcome_specs_at, rule_error, Table, MESSAGE_IDS,
};
use overseer::i18n::{raw_ids, Lang};

/// Scripted faces first, then seeded ones.
struct Then {
    script: VecDeque<u32>,
    rest: SeededDice,
}

impl Dice for Then {
    fn roll(&mut self, sides: u32) -> u32 {
        self.script
            .pop_front()
            .unwrap_or_else(|| self.rest.roll(sides))
    }
}

fn run(c: &mut Campaign, command: &Command, faces: &[u32]) -> Outcome {
    let mut dice = Then {
        script: faces.iter().copied().collect(),
        rest: SeededDice::from_seed(9),
    };
    c.execute(command, &mut dice)
        .unwrap_or_else(|e| panic!("{command:?}: {e:?}"))
}

fn character(name: &str, special: [i64; 7], tags: [Skill; 3], points: &[(Skill, i64)]) -> Command {
    Command::AddCharacter(NewCharacter {
        owner: "1".into(),
        player: "_player_".into(),
        name: name.into(),
        special,
        tags: tags.to_vec(),
        points: points.to_vec(),
    })
}

fn attack(attacker: &str, target: &str, weapon: &str) -> Command {
    Command::Attack(AttackCommand {
        attacker: attacker.into(),
        target: target.into(),
        weapon: weapon.into(),
        range: None,
        location: None,
        ap: 0,
        ammo: 0,
        aim: false,
        second_major: false,
        buy: Buy::default(),
        also: Vec::new(),
        parry: false,
        sneak: false,
        perks: overseer::engine::rulesets::fallout2d20::attack_perks::PerkOptions::default(),
    })
}

/// A campaign played through every kind of event.
fn every_event() -> (Vec<Outcome>, Campaign) {
    let mut c = Campaign::new();
    let ace = "*Ace*";
    let commands: Vec<(Command, Vec<u32>)> = vec![
        (
            character(
                ace,
                [5, 7, 5, 4, 5, 7, 7],
                [Skill::SmallGuns, Skill::MeleeWeapons, Skill::Explosives],
                &[
                    (Skill::SmallGuns, 1),
                    (Skill::MeleeWeapons, 1),
                    (Skill::Explosives, 1),
                    (Skill::Unarmed, 2),
                    (Skill::BigGuns, 2),
                ],
            ),
            vec![],
        ),
        (
            character(
                "Nora",
                [6, 6, 6, 5, 5, 6, 6],
                [Skill::SmallGuns, Skill::Medicine, Skill::Survival],
                &[(Skill::Athletics, 2)],
            ),
            vec![],
        ),
        (
            Command::Give {
                character: ace.into(),
                item: "Molotov Cocktail".into(),
                count: 2,
            },
            vec![],
        ),
        (
            Command::Wear {
                character: ace.into(),
                piece: "Leather Arm".into(),
                side: Some(Side::Left),
            },
            vec![],
        ),
        (
            Command::Doff {
                character: ace.into(),
                piece: "Leather Arm".into(),
            },
            vec![],
        ),
        (
            Command::SetRank {
                character: "Nora".into(),
                skill: Skill::Medicine,
                rank: 3,
            },
            vec![],
        ),
        (
            Command::AddCreature {
                template: "Raider".into(),
                name: None,
                count: 3,
                ally: false,
            },
            vec![],
        ),
        (
            Command::AddCreature {
                template: "Mongrel".into(),
                name: Some("_Rex_".into()),
                count: 1,
                ally: true,
            },
            vec![],
        ),
        (Command::Status { name: None }, vec![]),
        (
            Command::Status {
                name: Some(ace.into()),
            },
            vec![],
        ),
        (
            Command::Status {
                name: Some("Raider 1".into()),
            },
            vec![],
        ),
        // A Molotov hits the torso: 4 CD energy with one Effect (Persistent).
        (
            attack(ace, "Raider 1", "Molotov Cocktail"),
            vec![1, 1, 5, 5, 1, 1, 3],
        ),
        (
            Command::Reroll {
                character: ace.into(),
                dice: vec![2],
                serial: None,
            },
            vec![2, 5, 5, 1, 1, 3],
        ),
        (
            Command::BonusDie {
                character: ace.into(),
                serial: Some(2),
            },
            vec![2],
        ),
        (
            Command::StopPersistent {
                unit: "Raider 1".into(),
                attribute: Attribute::End,
                skill: Skill::Survival,
                buy: Buy::default(),
            },
            vec![1, 9],
        ),
        (
            Command::Test {
                unit: "Nora".into(),
                attribute: Attribute::Agi,
                skill: Skill::Athletics,
                difficulty: 1,
                buy: Buy::default(),
                second_major: false,
                repeat: 1,
            },
            vec![4, 15],
        ),
        (
            Command::Defend {
                unit: "Nora".into(),
                extra: false,
                buy: Buy::default(),
            },
            vec![3, 3],
        ),
        (
            Command::Rally {
                unit: "Nora".into(),
                buy: Buy::default(),
            },
            vec![2, 19],
        ),
        (
            Command::Hurt {
                target: ace.into(),
                amount: 3,
                damage_type: DamageType::Physical,
                location: None,
            },
            vec![],
        ),
        (
            Command::Heal {
                target: ace.into(),
                amount: 2,
            },
            vec![],
        ),
        (
            Command::Hurt {
                target: "Nora".into(),
                amount: 2,
                damage_type: DamageType::Radiation,
                location: None,
            },
            vec![],
        ),
        (
            Command::CureRads {
                target: "Nora".into(),
                amount: 1,
            },
            vec![],
        ),
        (
            Command::FirstAid {
                healer: "Nora".into(),
                patient: ace.into(),
                choice: AidChoice::Heal,
                location: None,
                ap: 0,
                wake: false,
                buy: Buy::default(),
            },
            vec![2, 3],
        ),
        (
            Command::CommandNpc {
                commander: ace.into(),
                npc: "_Rex_".into(),
            },
            vec![],
        ),
        (Command::CombatDice { dice: 3 }, vec![1, 5, 6]),
        (
            Command::Cover {
                target: "Raider 1".into(),
                dice: 2,
            },
            vec![],
        ),
        (
            Command::SetAp {
                pool: Pool::Group,
                value: 3,
            },
            vec![],
        ),
        (Command::StartSession, vec![]),
        (
            Command::Zone {
                unit: ace.into(),
                zone: "*Street*".into(),
            },
            vec![],
        ),
        (
            Command::Zone {
                unit: "Raider 3".into(),
                zone: "Diner".into(),
            },
            vec![],
        ),
        (
            Command::ZoneRange {
                a: "*Street*".into(),
                b: "Diner".into(),
                band: RangeBand::Long,
            },
            vec![],
        ),
        (
            Command::Action {
                unit: ace.into(),
                action: ActionKind::Move,
                detail: Some("Alley".into()),
            },
            vec![],
        ),
        (Command::Status { name: None }, vec![]),
        (
            Command::Give {
                character: ace.into(),
                item: "Med-X".into(),
                count: 2,
            },
            vec![],
        ),
        (
            Command::Action {
                unit: ace.into(),
                action: ActionKind::TakeChem,
                detail: Some("Med-X".into()),
            },
            vec![],
        ),
        (
            Command::Action {
                unit: ace.into(),
                action: ActionKind::TakeChem,
                detail: Some("Med-X".into()),
            },
            vec![5, 1],
        ),
        (
            Command::Status {
                name: Some(ace.into()),
            },
            vec![],
        ),
        (Command::Initiative { opener: None }, vec![]),
        (
            Command::Order {
                unit: "Raider 3".into(),
                before: "Raider 1".into(),
            },
            vec![],
        ),
        (
            Command::Action {
                unit: ace.into(),
                action: ActionKind::Aim,
                detail: None,
            },
            vec![],
        ),
        (Command::NextTurn, vec![]),
        (Command::EndCombat, vec![]),
        (
            Command::RemoveCreature {
                name: "Raider 2".into(),
            },
            vec![],
        ),
        (
            Command::RemoveCharacter {
                name: "Nora".into(),
            },
            vec![],
        ),
    ];
    let outcomes = commands
        .into_iter()
        .map(|(command, faces)| run(&mut c, &command, &faces))
        .collect();
    (outcomes, c)
}

/// Fails when a spec breaks one of Discord's embed limits.
fn within_limits(spec: &EmbedSpec) {
    let n = |s: &str| s.encode_utf16().count();
    assert!(n(&spec.title) <= 256, "{}", spec.title);
    assert!(n(&spec.description) <= 4096, "{}", spec.description);
    assert!(spec.fields.len() <= 25);
    let mut total = n(&spec.title) + n(&spec.description);
    for (name, value, _) in &spec.fields {
        assert!(n(name) <= 256 && n(value) <= 1024, "{name}: {value}");
        total += n(name) + n(value);
    }
    assert!(total <= 6000);
}

#[test]
fn every_event_reads_in_both_languages_within_discords_limits() {
    let (outcomes, campaign) = every_event();
    let table = Table::of(&campaign);
    let mut kinds = BTreeSet::new();
    for outcome in &outcomes {
        for event in &outcome.events {
            let tag = serde_json::to_value(event).expect("json")["type"].clone();
            kinds.insert(tag.as_str().unwrap_or_default().to_owned());
        }
    }
    assert_eq!(kinds.len(), 34, "{kinds:?}");
    for lang in Lang::ALL {
        for outcome in &outcomes {
            let drawn = outcome_specs(lang, outcome)
                .into_iter()
                .chain(outcome_specs_at(lang, outcome, Some(&table)));
            for spec in drawn {
                within_limits(&spec);
                let text = spec.text();
                assert!(!text.contains("f2d20-"), "{lang}: an id shows: {text}");
                assert!(
                    !text.contains("{ $") && !text.contains("{$"),
                    "{lang}: {text}"
                );
                assert!(!text.contains("*Ace*"), "{lang}: not escaped: {text}");
                assert!(!text.contains("_Rex_"), "{lang}: not escaped: {text}");
                if lang == Lang::ZhCn {
                    assert!(
                        text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
                            || text
                                .trim()
                                .chars()
                                .all(|c| !c.is_alphabetic() || c.is_ascii_uppercase()),
                        "no Chinese in {text}"
                    );
                }
            }
        }
    }
    for lang in Lang::ALL {
        let defined = raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[test]
fn an_attack_shows_dice_odds_location_damage_effects_and_the_targets_dr() {
    let (outcomes, campaign) = every_event();
    let table = Table::of(&campaign);
    // The re-rolled Molotov: faces 1 and 2 against TN 10 (PER 7 + Explosives 3).
    let specs = outcome_specs_at(Lang::EnUs, &outcomes[12], Some(&table));
    let luck = specs[0].text();
    assert!(luck.contains("spends a Luck point"), "{luck}");
    assert!(luck.contains("d20s: 1 · **1** → 1 · **2**"), "{luck}");
    assert!(luck.contains("Luck points 7 → 6"), "{luck}");
    let attack = specs[1].text();
    let missing: Vec<&str> = [
        "⚔️ \\*Ace\\* attacks Raider 1 with Molotov Cocktail",
        "Difficulty **2** = Blast 2 + Medium range 0",
        "TN 10 (critical ≤ 3, complication ≥ 20)",
        "**1**✅✅ · **2**✅✅",
        "✅ **Passed**: 4 successes of 2 needed, 2 AP generated",
        "Chance\n40.00% (160/400 for 2 d20)",
        "Blast: strikes Raider 1",
        "torso (d20 5)",
        "[5→1⚡] [1→1] [1→1] [3→0] = **3** damage, Effects 1",
        "Raider 1, torso: 3 energy − DR 1 (of 1) = **2**",
        "Persistent: Raider 1 suffers Molotov Cocktail: 4 CD energy at the torso, turns left 1",
        "DR of Raider 1",
        "**head**: 🛡 physical 0 · energy 0 · radiation 0 · poison 0",
        "AP: group",
    ]
    .into_iter()
    .filter(|part| !attack.contains(part))
    .collect();
    assert!(missing.is_empty(), "missing {missing:?} in\n{attack}");
    let zh = outcome_specs_at(Lang::ZhCn, &outcomes[12], Some(&table))[1].text();
    for part in [
        "燃烧瓶",
        "躯干",
        "能量",
        "持续",
        "成功率",
        "伤害抗性",
        "爆炸",
    ] {
        assert!(zh.contains(part), "missing {part:?} in\n{zh}");
    }
}

#[test]
fn refusals_read_in_the_readers_words() {
    let mut c = Campaign::new();
    let mut dice = SeededDice::from_seed(1);
    let err = c
        .execute(
            &Command::Reroll {
                character: "Nobody".into(),
                dice: vec![],
                serial: None,
            },
            &mut dice,
        )
        .expect_err("nobody");
    assert!(matches!(err, RuleError::Unknown { .. }));
    assert!(
        rule_error(Lang::EnUs, &err).starts_with("Unknown"),
        "{}",
        rule_error(Lang::EnUs, &err)
    );
    let no_luck = RuleError::NoLuck {
        name: "*Ace*".into(),
    };
    assert_eq!(
        rule_error(Lang::EnUs, &no_luck),
        "\\*Ace\\* has no Luck points left."
    );
    assert_eq!(
        rule_error(Lang::ZhCn, &no_luck),
        "\\*Ace\\* 没有剩余的幸运点。"
    );
    let limit = RuleError::ActionLimit {
        name: "Ace".into(),
        limit: overseer::engine::rulesets::fallout2d20::error::Limit::Major,
    };
    assert_eq!(
        rule_error(Lang::EnUs, &limit),
        "Ace has no major action left this turn."
    );
    assert_eq!(
        rule_error(Lang::ZhCn, &limit),
        "Ace 本回合没有剩余的 主要 行动。"
    );
}

#[test]
fn every_damage_effect_reads_in_both_languages() {
    use overseer::engine::rulesets::fallout2d20::character::Persistent;
    use overseer::engine::rulesets::fallout2d20::damage::read_combat;
    use overseer::engine::rulesets::fallout2d20::outcome::{
        Applied, Event, HitKind, RadReport, Unit,
    };
    let (outcomes, _) = every_event();
    let Some(Event::Attack { report }) = outcomes[11].events.first().cloned() else {
        panic!("the Molotov attack: {:?}", outcomes[11].events)
    };
    let mut report = *report;
    let raider = Unit::Creature("Raider 1".into());
    let other = Unit::Creature("_Rex_".into());
    let primary = report.hits[0].clone();
    let mut spread = primary.clone();
    spread.kind = HitKind::Spread;
    spread.location = "left-leg".into();
    spread.location_die = Some(16);
    spread.cover = Some(read_combat(&[6, 2]));
    let mut burst = primary.clone();
    burst.kind = HitKind::Burst;
    burst.target = other.clone();
    burst.dr = None;
    burst.pierced = 1;
    report.hits = vec![primary.clone(), spread, burst];
    report.applied = vec![
        Applied::Burst {
            targets: vec![other.clone()],
            ammo: 1,
        },
        Applied::Breaking {
            target: raider.clone(),
            location: "torso".into(),
            damage_type: DamageType::Physical,
            before: 1,
            after: 0,
        },
        Applied::BreakingCover {
            target: raider.clone(),
            before: 2,
            after: 1,
        },
        Applied::Persistent {
            target: raider.clone(),
            persistent: Persistent {
                source: "bleeding".into(),
                dice: 2,
                damage_type: DamageType::Physical,
                rounds_left: None,
                difficulty: 2,
                location: "torso".into(),
                ignore_dr: true,
            },
        },
        Applied::Piercing {
            rating: 1,
            ignored: 2,
        },
        Applied::Radioactive {
            target: raider.clone(),
            amount: 2,
        },
        Applied::Spread {
            target: raider.clone(),
            hits: 1,
            damage: 2,
        },
        Applied::Stun {
            target: other.clone(),
        },
        Applied::Vicious { bonus: 2 },
    ];
    report.radiation = vec![RadReport {
        target: raider.clone(),
        location: "whole-body".into(),
        before_dr: 2,
        dr: Some(0),
        taken: 2,
        healed: 0,
        max_before: 8,
        hp: primary.hp,
        harm: primary.harm.clone(),
    }];
    let outcome = Outcome {
        events: vec![Event::Attack {
            report: Box::new(report),
        }],
        ..Outcome::default()
    };
    let en = outcome_specs(Lang::EnUs, &outcome);
    let shown: String = en.iter().map(EmbedSpec::text).collect();
    for part in [
        "Burst: also hits \\_Rex\\_ (1 extra shots)",
        "Breaking: Raider 1's physical DR at the torso 1 → 0",
        "Breaking: Raider 1's cover 2 → 1 CD",
        "Persistent: Raider 1 suffers Bleeding: 2 CD physical at the torso every turn until treated, stopped at difficulty 2",
        "Piercing 1: 2 DR ignored",
        "Radioactive: 2 radiation to Raider 1",
        "Spread: 1 more hits on Raider 1 for 2 each",
        "Stun: \\_Rex\\_ loses their normal actions next turn",
        "Vicious: +2 damage",
        "Spread: Raider 1, left leg: 3 energy − DR 1 (of 1) = **2** (d20 16)",
        "cover dice: [6→1⚡] [2→2] = **3** damage, Effects 1",
        "Burst: \\_Rex\\_, torso: 3 energy, immune: **0** (d20 5) (1 DR pierced)",
        "☢️ Raider 1, whole body: 2 − DR 0 = **2**; maximum HP 8 → 8",
    ] {
        assert!(shown.contains(part), "missing {part:?} in\n{shown}");
    }
    let zh: String = outcome_specs(Lang::ZhCn, &outcome)
        .iter()
        .map(EmbedSpec::text)
        .collect();
    for part in [
        "连发",
        "破坏",
        "持续",
        "穿透",
        "放射性",
        "散射",
        "击晕",
        "凶残",
        "全身",
        "流血",
    ] {
        assert!(zh.contains(part), "missing {part:?} in\n{zh}");
    }
    assert!(!zh.contains("f2d20-") && !shown.contains("f2d20-"));
    for spec in en {
        within_limits(&spec);
    }
}
