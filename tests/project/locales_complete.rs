//! Both languages define every message, and every rule error and every event
//! renders to real text (no bare ids, no missing variables) in both.

use std::collections::BTreeSet;

use overseer::bot::help::{help_text, message_ids};
use overseer::bot::render::EmbedSpec;
use overseer::engine::rulesets::wasteland::character::Condition;
use overseer::engine::rulesets::wasteland::check::{CheckResult, RerollOffer};
use overseer::engine::rulesets::wasteland::command::{Setting, TradeSide};
use overseer::engine::rulesets::wasteland::data::{LootTier, WeaponEffect};
use overseer::engine::rulesets::wasteland::effect::Effect;
use overseer::engine::rulesets::wasteland::error::{BudgetRule, Incapacity, Unknown};
use overseer::engine::rulesets::wasteland::house::HouseRule;
use overseer::engine::rulesets::wasteland::outcome::{
    ActionStatus, AppliedEffect, AttackResult, CharacterView, DamageDie, EnemyView, Event,
    InitiativeEntry, LootItem, Npc, RandomEvent, RestHeal, Unit, WeatherHit, WorldView,
};
use overseer::engine::rulesets::wasteland::skills::Skill;
use overseer::engine::rulesets::wasteland::travel::Whereabouts;
use overseer::engine::rulesets::wasteland::world::{Mode, Period, Weather, World};
use overseer::engine::rulesets::wasteland::{Outcome, RuleError};
use overseer::engine::special::{Attribute, Special};
use overseer::games::wasteland::render::{outcome_specs, rule_error, MESSAGE_IDS};
use overseer::i18n::{raw_ids, Lang};

fn ids(lang: Lang) -> BTreeSet<String> {
    raw_ids(lang).into_iter().collect()
}

#[test]
fn both_languages_define_the_same_message_ids() {
    let en = ids(Lang::EnUs);
    let zh = ids(Lang::ZhCn);
    let only_en: Vec<_> = en.difference(&zh).collect();
    let only_zh: Vec<_> = zh.difference(&en).collect();
    assert!(only_en.is_empty(), "only in en-US: {only_en:?}");
    assert!(only_zh.is_empty(), "only in zh-CN: {only_zh:?}");
}

#[test]
fn every_id_the_bot_uses_exists_in_both_languages() {
    overseer::app::install();
    let used = MESSAGE_IDS
        .iter()
        .map(|s| (*s).to_owned())
        .chain(message_ids())
        .chain((1..=6).map(|n| format!("oracle-{n}")));
    for lang in Lang::ALL {
        let defined = ids(lang);
        let missing: Vec<String> = used.clone().filter(|id| !defined.contains(id)).collect();
        assert!(missing.is_empty(), "{lang}: missing {missing:?}");
    }
}

/// Fails when `text` shows an unresolved message or a missing variable.
fn assert_resolved(lang: Lang, text: &str) {
    assert!(!text.trim().is_empty());
    assert!(
        !text.contains("{$") && !text.contains("{ $"),
        "{lang}: {text}"
    );
    for id in MESSAGE_IDS.iter().filter(|id| id.contains('-')) {
        let bare = text
            .split(|c: char| c.is_whitespace() || c == ':' || c == '：')
            .any(|w| w == *id);
        assert!(!bare, "{lang}: id {id} shown as text in {text}");
    }
    if lang == Lang::ZhCn {
        assert!(
            text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "no Chinese in {text}"
        );
    }
}

#[test]
fn help_lists_every_topic_in_both_languages() {
    overseer::app::install();
    for lang in Lang::ALL {
        let help = help_text(lang);
        assert_eq!(help.len(), 8);
        for (title, body) in &help {
            assert_resolved(lang, &format!("{title}\n{body}"));
            assert!(body.chars().count() <= 1024);
        }
        let all: String = help.iter().map(|(_, b)| b.as_str()).collect();
        assert!(all.contains("`/campaign gm add`") && all.contains("🛡️ GM"));
    }
}

fn every_rule_error() -> Vec<RuleError> {
    let unknowns = [
        Unknown::Player,
        Unknown::Enemy,
        Unknown::Template,
        Unknown::Weapon,
        Unknown::Skill,
        Unknown::Attribute,
        Unknown::Consumable,
        Unknown::Item,
        Unknown::Effect,
        Unknown::Weather,
        Unknown::Period,
        Unknown::Mode,
        Unknown::Tier,
        Unknown::Setting,
    ];
    let mut errs: Vec<RuleError> = unknowns
        .into_iter()
        .map(|kind| RuleError::Unknown {
            kind,
            name: "Bob".into(),
            suggestions: vec!["Bobby".into()],
        })
        .collect();
    let name = || "Alice".to_owned();
    errs.extend([
        RuleError::OutOfRange {
            what: "difficulty".into(),
            value: 9,
            min: 0,
            max: 5,
        },
        RuleError::Invalid {
            what: "dice".into(),
            value: "3x".into(),
        },
        RuleError::SpecialOutOfRange {
            attribute: Attribute::Str,
            value: 11,
        },
        RuleError::SpecialTotal { total: 41 },
        RuleError::TagSkills {
            given: vec![Skill::Sneak, Skill::Sneak],
        },
        RuleError::DuplicateName { name: name() },
        RuleError::AlreadySet {
            what: "dodge".into(),
            value: "off".into(),
        },
        RuleError::LooksLike {
            name: "J\u{430}ke".into(),
            existing: "Jake".into(),
        },
        RuleError::FixedWord {
            name: "治疗针".into(),
            word: "Stimpak".into(),
        },
        RuleError::OwnerHasCharacter {
            owner: "1".into(),
            existing: name(),
        },
        RuleError::DuplicateParticipant { name: name() },
        RuleError::CannotAct {
            name: name(),
            state: Incapacity::Incapacitated,
        },
        RuleError::CannotAct {
            name: name(),
            state: Incapacity::Dead,
        },
        RuleError::Dead { name: name() },
        RuleError::NotEnoughAp {
            name: name(),
            have: 1,
            need: 2,
        },
        RuleError::NotEnoughCaps {
            name: name(),
            have: 1,
            need: 2,
        },
        RuleError::CapsFull {
            name: name(),
            have: 999_999_999,
            add: 2,
            max: 1_000_000_000,
        },
        RuleError::StackFull {
            name: name(),
            item: "Stimpak".into(),
            have: 99_999,
            add: 1,
            max: 99_999,
        },
        RuleError::NotEnoughItems {
            name: name(),
            item: "Stimpak".into(),
            have: 0,
            need: 1,
        },
        RuleError::OutOfAmmo {
            name: name(),
            weapon: "10mm Pistol".into(),
            ammo: "10mm Ammo".into(),
        },
        RuleError::NotConsumable {
            item: "Knife".into(),
        },
        RuleError::SkillMaxed {
            name: name(),
            skill: Skill::Melee,
        },
        RuleError::EnemyDead {
            name: "Raider".into(),
        },
        RuleError::DuplicateEnemy {
            name: "Raider".into(),
        },
        RuleError::NotDown { name: name() },
        RuleError::NoSuchEffect {
            name: name(),
            effect: "Jet".into(),
        },
        RuleError::NotEnoughLoot {
            tier: LootTier::Unique,
            available: 3,
        },
        RuleError::NoPlayers,
        RuleError::NoTarget,
        RuleError::UnsafeRest,
        RuleError::NoContainer {
            place: "Concord".into(),
        },
        RuleError::NoChapterRaise {
            name: "Jake".into(),
        },
        RuleError::ForbiddenCharacter {
            what: "name".into(),
            codepoint: "U+202E".into(),
            value: "\u{fffd}ekaJ".into(),
        },
    ]);
    for rule in [
        BudgetRule::Tier {
            tier: 4,
            max_tier: 2,
        },
        BudgetRule::SafeTurns {
            elapsed: 1,
            safe_turns: 3,
        },
        BudgetRule::Count {
            chapter_day: 1,
            living: 2,
            limit: 2,
        },
        BudgetRule::Hp {
            used: 50,
            adding: 20,
            budget: 60,
        },
    ] {
        errs.push(RuleError::Budget {
            enemy: "Deathclaw".into(),
            tier: 4,
            rule,
            fits: vec![],
        });
    }
    errs
}

/// Exhaustive on purpose: a new variant fails to compile here until a test
/// case is added below.
fn rule_error_covered(e: &RuleError) -> &'static str {
    match e {
        RuleError::Unknown { .. } => "unknown",
        RuleError::OutOfRange { .. } => "out_of_range",
        RuleError::Invalid { .. } => "invalid",
        RuleError::SpecialOutOfRange { .. } => "special_out_of_range",
        RuleError::SpecialTotal { .. } => "special_total",
        RuleError::TagSkills { .. } => "tag_skills",
        RuleError::DuplicateName { .. } => "duplicate_name",
        RuleError::LooksLike { .. } => "looks_like",
        RuleError::FixedWord { .. } => "fixed_word",
        RuleError::AlreadySet { .. } => "already_set",
        RuleError::OwnerHasCharacter { .. } => "owner_has_character",
        RuleError::DuplicateParticipant { .. } => "duplicate_participant",
        RuleError::CannotAct { .. } => "cannot_act",
        RuleError::Dead { .. } => "dead",
        RuleError::NotEnoughAp { .. } => "not_enough_ap",
        RuleError::NotEnoughCaps { .. } => "not_enough_caps",
        RuleError::CapsFull { .. } => "caps_full",
        RuleError::StackFull { .. } => "stack_full",
        RuleError::NotEnoughItems { .. } => "not_enough_items",
        RuleError::OutOfAmmo { .. } => "out_of_ammo",
        RuleError::NotConsumable { .. } => "not_consumable",
        RuleError::SkillMaxed { .. } => "skill_maxed",
        RuleError::EnemyDead { .. } => "enemy_dead",
        RuleError::DuplicateEnemy { .. } => "duplicate_enemy",
        RuleError::Budget { .. } => "budget",
        RuleError::NotDown { .. } => "not_down",
        RuleError::NoSuchEffect { .. } => "no_such_effect",
        RuleError::NotEnoughLoot { .. } => "not_enough_loot",
        RuleError::NoPlayers => "no_players",
        RuleError::NoTarget => "no_target",
        RuleError::UnsafeRest => "unsafe_rest",
        RuleError::NoContainer { .. } => "no_container",
        RuleError::NoChapterRaise { .. } => "no_chapter_raise",
        RuleError::ForbiddenCharacter { .. } => "forbidden_character",
    }
}

#[test]
fn every_rule_error_has_a_message_in_both_languages() {
    let errs = every_rule_error();
    let kinds: BTreeSet<&str> = errs.iter().map(rule_error_covered).collect();
    assert_eq!(kinds.len(), 34, "a RuleError variant has no test case");
    for e in &errs {
        let en = rule_error(Lang::EnUs, e);
        let zh = rule_error(Lang::ZhCn, e);
        assert_resolved(Lang::EnUs, &en);
        assert_resolved(Lang::ZhCn, &zh);
        assert_ne!(en, zh);
    }
}

fn check() -> CheckResult {
    serde_json::from_value(serde_json::json!({
        "attribute": "STR", "skill": null,
        "participants": [{"name": "Alice", "tn": 10, "tag_level": 0}],
        "leader": "Alice", "difficulty": 1,
        "dice": [{"roller": "Alice", "face": 5, "meaning": "success", "counted": true}],
        "successes": 1, "passed": true, "ap_spent": 0, "aimed": false,
        "ap_before": 0, "ap_after": 0, "ap_gained": 0, "complications": [],
        "probability": 0.5, "luck": null
    }))
    .expect("a valid check")
}

fn character() -> CharacterView {
    CharacterView {
        name: "Alice".into(),
        owner: "1".into(),
        character: "Dweller".into(),
        background: "Vault".into(),
        special: Special([6; 7]),
        effective: vec![],
        skills: vec![],
        hp: 10,
        max_hp: 10,
        rads: 0,
        rad_band: 0,
        caps: 0,
        ap: 0,
        carry_weight: 150,
        load: 12,
        encumbered: false,
        initiative: 12,
        inventory: vec![],
        brewed: vec![],
        effects: vec![],
        condition: Condition::Dead,
    }
}

fn world() -> WorldView {
    WorldView {
        world: World::default(),
        chapter_day: 1,
        hp_budget: 30,
        hp_used: 0,
        max_tier: 1,
    }
}

fn enemy() -> EnemyView {
    EnemyView {
        name: "Boss".into(),
        template: None,
        tier: 1,
        hp: 5,
        max_hp: 5,
        damage: "1d6".into(),
        attack_skill: 8,
        drops: None,
        special: "big".into(),
        effects: vec![],
        alive: true,
    }
}

fn every_event() -> Vec<Event> {
    let n = || "Alice".to_owned();
    let effect = || Effect {
        name: "Jet".into(),
        turns: -1,
    };
    let npc = Npc {
        name: "Moira".into(),
        appearance: "01".into(),
        motive: "01".into(),
        knows: "01".into(),
        speech: "01".into(),
    };
    let mut events = vec![
        Event::CampaignStarted { world: world() },
        Event::Status {
            world: world(),
            players: vec![],
            enemies: vec![],
            npcs: vec![npc.clone()],
            action_status: ActionStatus {
                pending: vec![Unit::Player(n())],
                all_acted: false,
            },
            initiative: vec![],
        },
        Event::Sheet {
            character: character(),
        },
        Event::ModeChanged {
            from: Mode::Exploration,
            to: Mode::Combat,
        },
        Event::TurnAdvanced {
            turn: 1,
            day: 1,
            period: Period::Noon,
        },
        Event::RoundAdvanced {
            round: 2,
            first: Some(Unit::Enemy("Raider".into())),
        },
        Event::WeatherChanged {
            from: Weather::Clear,
            to: Weather::Dusty,
        },
        Event::WeatherEffect {
            weather: Weather::ScorchingHeat,
            hit: WeatherHit::Exposure {
                name: n(),
                dice: vec![15, 18],
                target: 6,
                passed: false,
                damage: 2,
            },
        },
        Event::EffectDamage {
            unit: Unit::Enemy("Raider".into()),
            effect: "Bleeding".into(),
            damage: 1,
            hp: 4,
        },
        Event::EffectExpired {
            unit: Unit::Player(n()),
            effect: "Jet".into(),
        },
        Event::RandomEvent {
            roll: 3,
            kind_roll: 90,
            event: RandomEvent::QuestHook {
                id: "hook-01".into(),
            },
        },
        Event::DeadRemoved {
            names: vec!["Raider".into()],
        },
        Event::DyingTick {
            name: n(),
            turns_down: 2,
        },
        Event::Died { name: n() },
        Event::Incapacitated { name: n() },
        Event::Revived { name: n(), hp: 1 },
        Event::CharacterCreated {
            character: character(),
        },
        Event::CharacterRemoved { name: n() },
        Event::Check {
            result: check(),
            reroll: Some(RerollOffer {
                attribute: Attribute::Str,
                skill: Skill::Melee,
                participants: vec![],
                leader_dice: 2,
                difficulty: 1,
                ap_spent: 0,
                ap_gained: 0,
                aimed: false,
            }),
        },
        Event::Rerolled {
            ap_taken_back: 0,
            result: check(),
        },
        Event::Dice {
            count: 2,
            sides: 6,
            faces: vec![1, 6],
            total: 7,
            min: 1,
            max: 6,
        },
        Event::Damage {
            player: n(),
            weapon: "Knife".into(),
            dice: vec![DamageDie {
                face: 5,
                damage: 2,
                effect: true,
            }],
            ap_spent: 0,
            ap_before: 0,
            ap_after: 0,
            spread_die: true,
            str_check: Some(check()),
            str_bonus: 1,
            psycho_bonus: 0,
            pierce_bonus: 0,
            total: 3,
            effects: 1,
            weapon_effects: vec![WeaponEffect::Bleed],
            ammo: None,
            target: None,
        },
        Event::EnemyHp {
            name: "Raider".into(),
            delta: 2,
            before: 1,
            after: 3,
            max: 5,
        },
        Event::EnemyEffect {
            name: "Raider".into(),
            applied: AppliedEffect {
                effect: WeaponEffect::Bleed,
                count: 2,
                status: Some(Effect {
                    name: "Bleeding".into(),
                    turns: 2,
                }),
            },
        },
        Event::EnemyKilled {
            name: "Raider".into(),
            loot: None,
        },
        Event::EnemyAdded {
            enemy: enemy(),
            hp_used: 5,
            hp_budget: 30,
        },
        Event::EnemyAttack {
            enemy: "Raider".into(),
            target: n(),
            random: true,
            roll: 20,
            skill: 9,
            suppressed: true,
            result: AttackResult::Fumble,
            damage_dice: vec![],
            raw_damage: 0,
            reduction: 0,
            damage: 0,
        },
        Event::EnemyLostAction {
            enemy: "Raider".into(),
        },
        Event::Hp {
            name: n(),
            delta: 4,
            medicine_bonus: 2,
            before: 1,
            after: 5,
            max: 10,
        },
        Event::Rads {
            name: n(),
            delta: 10,
            halved: false,
            before: 195,
            after: 205,
            band_before: 0,
            band_after: 1,
        },
        Event::Caps {
            name: n(),
            delta: -5,
            before: 10,
            after: 5,
        },
        Event::Ap {
            name: n(),
            delta: 1,
            before: 0,
            after: 1,
        },
        Event::Initiative {
            order: vec![InitiativeEntry {
                unit: Unit::Player(n()),
                score: 12,
                tiebreak: None,
            }],
        },
        Event::Inventory {
            name: n(),
            item: "Stimpak".into(),
            delta: 1,
            now: 1,
        },
        Event::ItemUsed {
            user: n(),
            target: n(),
            item: "RadAway".into(),
            left: 0,
            provider: Some("Mira".into()),
        },
        Event::DoctorVisit {
            name: n(),
            treatment: Some(check()),
            cured: vec!["Jet Addiction".into()],
        },
        Event::DoctorVisit {
            name: n(),
            treatment: None,
            cured: vec![],
        },
        Event::ChapterRaises {
            players: vec![n(), "Mira".into()],
        },
        Event::Encumbrance {
            name: n(),
            load: 216,
            capacity: 210,
            encumbered: true,
        },
        Event::Encumbrance {
            name: n(),
            load: 12,
            capacity: 210,
            encumbered: false,
        },
        Event::Whereabouts {
            party: "Concord".into(),
            everyone: vec![
                Whereabouts {
                    name: n(),
                    place: "Concord".into(),
                    with_party: true,
                },
                Whereabouts {
                    name: "Mira".into(),
                    place: "Red Rocket".into(),
                    with_party: false,
                },
            ],
        },
        Event::Moved {
            name: n(),
            from: "Concord".into(),
            to: "Red Rocket".into(),
        },
        Event::PartyMoved {
            from: "Concord".into(),
            to: "Diamond City".into(),
        },
        Event::TravelRoll {
            die: 1,
            found: true,
            place: "Diamond City".into(),
        },
        Event::TravelRoll {
            die: 4,
            found: false,
            place: "Diamond City".into(),
        },
        Event::ContainerOpened {
            name: n(),
            place: "Diamond City".into(),
            check: check(),
            opened: true,
        },
        Event::HouseRuleSet {
            rule: HouseRule::Dodge,
            on: true,
        },
        Event::HouseRules {
            on: HouseRule::ALL.to_vec(),
        },
        Event::HouseRules { on: vec![] },
        Event::Hunger {
            name: n(),
            before: 60,
            after: 64,
            hungry: true,
        },
        Event::Awareness {
            leader: n(),
            roll: 1,
            per: 6,
            bonus: 2,
        },
        Event::SkillGrowth {
            name: n(),
            skill: Skill::Sneak,
            roll: 4,
            int: 6,
            grew: true,
            level: 3,
        },
        Event::Dodge {
            name: n(),
            roll: 1,
            agi: 7,
            dodged: true,
            counter: true,
        },
        Event::FirstAid {
            medic: "Mira".into(),
            target: n(),
            check: check(),
            medkits_left: 2,
        },
        Event::AddictionRoll {
            name: n(),
            chem: "Psycho".into(),
            roll: 15,
            addicted: false,
        },
        Event::Cured {
            name: n(),
            addictions: vec!["Jet Addiction".into()],
        },
        Event::EffectAdded {
            unit: Unit::Player(n()),
            effect: effect(),
        },
        Event::EffectRemoved {
            unit: Unit::Player(n()),
            effect: "Jet".into(),
        },
        Event::Effects {
            name: n(),
            effects: vec![],
        },
        Event::Rested {
            hours: 1,
            periods: 0,
            day: 1,
            period: Period::PreDawn,
            heals: vec![RestHeal {
                name: n(),
                per_hour: 5,
                healed: 5,
                hp: 10,
                max_hp: 10,
                cleared: vec![],
            }],
            enemies_removed: vec![],
        },
        Event::SkillUp {
            name: n(),
            skill: Skill::Repair,
            from: 1,
            to: 2,
            int_check: None,
            bonus: false,
        },
        Event::Loot {
            tier: None,
            items: vec![LootItem {
                tier: LootTier::Junk,
                item: "Tin Can".into(),
                qty: 3,
            }],
        },
        Event::Trade {
            name: n(),
            side: TradeSide::Sell,
            base: 10,
            cha: 5,
            barter: 0,
            multiplier_pct: 40,
            price: 4,
            settled: true,
        },
        Event::Npcs { npcs: vec![npc] },
        Event::ActionStatus(ActionStatus {
            pending: vec![],
            all_acted: true,
        }),
    ];
    for setting in [
        Setting::Chapter(2),
        Setting::Location("Sanctuary".into()),
        Setting::Quest("Go".into()),
        Setting::Weather(Weather::Overcast),
        Setting::Mode(Mode::Combat),
        Setting::Day(4),
        Setting::Period(Period::Night),
        Setting::ApCap(None),
        Setting::Shelter(true),
    ] {
        events.push(Event::SettingChanged { setting });
    }
    events
}

/// Exhaustive on purpose: a new Event variant fails to compile here.
fn event_covered(e: &Event) -> &'static str {
    match e {
        Event::CampaignStarted { .. } => "campaign_started",
        Event::Status { .. } => "status",
        Event::Sheet { .. } => "sheet",
        Event::SettingChanged { .. } => "setting_changed",
        Event::ModeChanged { .. } => "mode_changed",
        Event::TurnAdvanced { .. } => "turn_advanced",
        Event::RoundAdvanced { .. } => "round_advanced",
        Event::WeatherChanged { .. } => "weather_changed",
        Event::WeatherEffect { .. } => "weather_effect",
        Event::EffectDamage { .. } => "effect_damage",
        Event::EffectExpired { .. } => "effect_expired",
        Event::RandomEvent { .. } => "random_event",
        Event::DeadRemoved { .. } => "dead_removed",
        Event::DyingTick { .. } => "dying_tick",
        Event::Died { .. } => "died",
        Event::Incapacitated { .. } => "incapacitated",
        Event::Revived { .. } => "revived",
        Event::CharacterCreated { .. } => "character_created",
        Event::CharacterRemoved { .. } => "character_removed",
        Event::Check { .. } => "check",
        Event::Rerolled { .. } => "rerolled",
        Event::Dice { .. } => "dice",
        Event::Damage { .. } => "damage",
        Event::EnemyHp { .. } => "enemy_hp",
        Event::EnemyEffect { .. } => "enemy_effect",
        Event::EnemyKilled { .. } => "enemy_killed",
        Event::EnemyAdded { .. } => "enemy_added",
        Event::EnemyAttack { .. } => "enemy_attack",
        Event::EnemyLostAction { .. } => "enemy_lost_action",
        Event::Hp { .. } => "hp",
        Event::Rads { .. } => "rads",
        Event::Caps { .. } => "caps",
        Event::Ap { .. } => "ap",
        Event::Initiative { .. } => "initiative",
        Event::Inventory { .. } => "inventory",
        Event::ItemUsed { .. } => "item_used",
        Event::AddictionRoll { .. } => "addiction_roll",
        Event::Cured { .. } => "cured",
        Event::DoctorVisit { .. } => "doctor_visit",
        Event::HouseRuleSet { .. } => "house_rule_set",
        Event::Whereabouts { .. } => "whereabouts",
        Event::Encumbrance { .. } => "encumbrance",
        Event::ChapterRaises { .. } => "chapter_raises",
        Event::Moved { .. } => "moved",
        Event::PartyMoved { .. } => "party_moved",
        Event::TravelRoll { .. } => "travel_roll",
        Event::ContainerOpened { .. } => "container_opened",
        Event::HouseRules { .. } => "house_rules",
        Event::Hunger { .. } => "hunger",
        Event::Awareness { .. } => "awareness",
        Event::SkillGrowth { .. } => "skill_growth",
        Event::Dodge { .. } => "dodge",
        Event::FirstAid { .. } => "first_aid",
        Event::EffectAdded { .. } => "effect_added",
        Event::EffectRemoved { .. } => "effect_removed",
        Event::Effects { .. } => "effects",
        Event::Rested { .. } => "rested",
        Event::SkillUp { .. } => "skill_up",
        Event::Loot { .. } => "loot",
        Event::Trade { .. } => "trade",
        Event::Npcs { .. } => "npcs",
        Event::ActionStatus(..) => "action_status",
    }
}

#[test]
fn every_event_renders_alone_in_both_languages() {
    let events = every_event();
    let kinds: BTreeSet<&str> = events.iter().map(event_covered).collect();
    assert_eq!(kinds.len(), 62, "an Event variant has no test case");
    for event in &events {
        for lang in Lang::ALL {
            let specs = outcome_specs(
                lang,
                &Outcome {
                    events: vec![event.clone()],
                    ..Outcome::default()
                },
            );
            assert!(!specs.is_empty(), "{event:?} rendered nothing");
            let text = specs.iter().map(EmbedSpec::text).collect::<String>();
            assert_resolved(lang, &text);
            if lang == Lang::EnUs && matches!(event, Event::Check { .. }) {
                assert!(text.contains("1 success vs difficulty 1"), "{text}");
            }
        }
    }
}
