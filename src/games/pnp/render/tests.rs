//! The renderer's tests: every event drawn in both languages within
//! Discord's limits, checks, refusals and a crowded board.

use std::collections::{BTreeSet, VecDeque};

use super::*;
use crate::bot::layout;
use crate::bot::render::Tone;
use crate::engine::dice::Dice;
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::ammo::{AmmoLevel, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::character::NewCharacter;
use crate::engine::rulesets::pnp::combat::Aim;
use crate::engine::rulesets::pnp::combat::Location;
use crate::engine::rulesets::pnp::command::{AttackOrder, Command, SplashTarget};
use crate::engine::rulesets::pnp::command::{LevelUpChoice, Setting};
use crate::engine::rulesets::pnp::error::Unknown;
use crate::engine::rulesets::pnp::Campaign;
use crate::engine::rulesets::pnp::{Criticals, Race, RuleError, Skill};
use crate::i18n;

/// Queued faces, then 2 (or the die's only face).
struct Faces(VecDeque<u32>);

impl Dice for Faces {
    fn roll(&mut self, sides: u32) -> u32 {
        self.0.pop_front().unwrap_or(2.min(sides))
    }
}

fn new(name: &str, owner: &str) -> Command {
    Command::AddCharacter(NewCharacter {
        owner: owner.to_owned(),
        player: format!("player_{owner}"),
        name: name.to_owned(),
        race: Race::Human,
        special: [4, 3, 3, 2, 3, 4, 3],
        tags: vec![Skill::SmallGuns, Skill::Sneak, Skill::Explosives],
    })
}

fn attack(attacker: &str, weapon: &str, target: &str, distance: i64) -> AttackOrder {
    AttackOrder {
        attacker: attacker.to_owned(),
        weapon: weapon.to_owned(),
        target: target.to_owned(),
        distance,
        immobile: false,
        aim: Aim::None,
        called: None,
        splash: Vec::new(),
        modifier: 0,
    }
}

/// A command and the faces it needs queued before it.
type Step = (Vec<u32>, Command);

/// Every kind of event, from a played campaign; the faces each command
/// needs are queued before it.
fn every_event() -> Vec<Outcome> {
    let mut campaign = Campaign::new();
    let vic = "*Vic*";
    let steps = [
        roster_and_check_steps(vic),
        setting_steps(vic),
        combat_steps(vic),
        care_steps(vic),
        growth_steps(vic),
    ]
    .concat();
    steps
        .into_iter()
        .map(|(faces, c)| {
            let mut dice = Faces(faces.into());
            campaign
                .execute(&c, &mut dice)
                .unwrap_or_else(|e| panic!("{c:?}: {e}"))
        })
        .collect()
}

/// The roster, sheets, spending, checks and a save.
fn roster_and_check_steps(vic: &str) -> Vec<Step> {
    vec![
        (vec![], new(vic, "1")),
        (vec![], new("Bo", "2")),
        (
            vec![],
            Command::AddEnemy {
                template: "raider".into(),
                count: 2,
                name: Some("_Gang_".into()),
            },
        ),
        (
            vec![],
            Command::AddEnemy {
                template: "radscorpion".into(),
                count: 1,
                name: None,
            },
        ),
        (vec![], Command::Status { name: None }),
        (
            vec![],
            Command::Status {
                name: Some(vic.into()),
            },
        ),
        (
            vec![],
            Command::Spend {
                character: vic.into(),
                skill: Skill::Medic,
                points: 10,
            },
        ),
        (
            vec![30],
            Command::Check {
                character: vic.into(),
                skill: Skill::Sneak,
                modifier: 10,
                repeat: 1,
            },
        ),
        (
            vec![],
            Command::Odds {
                character: vic.into(),
                skill: Skill::Sneak,
                modifier: -20,
            },
        ),
        (
            vec![3],
            Command::Save {
                character: vic.into(),
                attribute: Attribute::Agi,
                modifier: 0,
            },
        ),
    ]
}

/// The GM's settings before the fight: criticals, a leader, morale, ammunition.
fn setting_steps(vic: &str) -> Vec<Step> {
    vec![
        (
            vec![],
            Command::Setting(Setting::Criticals(Criticals::Classic)),
        ),
        (
            vec![],
            Command::Leader {
                enemy: "_Gang_ 1".into(),
            },
        ),
        (
            vec![],
            Command::SetMorale {
                enemy: "_Gang_ 2".into(),
                score: None,
            },
        ),
        (
            vec![],
            Command::SetAmmo {
                character: vic.into(),
                weapon: "12-ga".into(),
                level: AmmoLevel::Plenty,
            },
        ),
    ]
}

/// The fight: hits, a miss, a called shot, a splash, poison, morale and a round.
fn combat_steps(vic: &str) -> Vec<Step> {
    vec![
        // A shotgun hit point-blank: ammo die, three dice through light
        // armour, first damage and a morale check.
        (
            vec![20, 7, 4, 2, 3, 3, 2],
            Command::Attack(attack(vic, "12-ga", "_Gang_ 1", 1)),
        ),
        // A miss scatters.
        (
            vec![99, 5, 3],
            Command::Attack(attack(vic, "12-ga", "_Gang_ 1", 1)),
        ),
        // A called shot at the head.
        (
            vec![10, 7, 9, 1, 1, 1],
            Command::Attack(AttackOrder {
                called: Some(Location::Head),
                ..attack(vic, "12-ga", "_Gang_ 1", 1)
            }),
        ),
        // A Molotov with a splash ring: burning.
        (
            vec![10, 4, 3, 3, 2, 2, 1],
            Command::Attack(AttackOrder {
                splash: vec![SplashTarget {
                    name: "_Gang_ 1".into(),
                    ring: 1,
                }],
                aim: Aim::None,
                ..attack(vic, "molotov", "_Gang_ 2", 5)
            }),
        ),
        (
            vec![],
            Command::Douse {
                target: "_Gang_ 2".into(),
            },
        ),
        // The sting poisons Bo.
        (
            vec![10, 2, 3],
            Command::Attack(attack("Radscorpion", "sting", "Bo", 0)),
        ),
        (
            vec![2, 3],
            Command::Morale {
                enemy: "_Gang_ 1".into(),
                modifier: 0,
            },
        ),
        // Burning and poison work: _Gang_ 1 burns to death.
        (vec![1], Command::Round),
    ]
}

/// Care: a stimpak, harm with rads, RadAway, sleep, death and a revival.
fn care_steps(vic: &str) -> Vec<Step> {
    vec![
        (
            vec![],
            Command::Stimpak {
                healer: vic.into(),
                target: "Bo".into(),
            },
        ),
        (
            vec![],
            Command::Hurt {
                target: "Bo".into(),
                amount: 3,
                rads: 5,
            },
        ),
        (
            vec![],
            Command::RadAway {
                healer: vic.into(),
                target: "Bo".into(),
            },
        ),
        (
            vec![],
            Command::Sleep {
                character: "Bo".into(),
            },
        ),
        (
            vec![],
            Command::Hurt {
                target: "Bo".into(),
                amount: 10_000,
                rads: 0,
            },
        ),
        (
            vec![],
            Command::Revive {
                character: "Bo".into(),
                hp: 5,
            },
        ),
    ]
}

/// Growth and gear, then leaving: XP, level-ups, armour, a Pip-Boy, ammunition found.
fn growth_steps(vic: &str) -> Vec<Step> {
    vec![
        (
            vec![],
            Command::Xp {
                character: vic.into(),
                amount: 300,
            },
        ),
        (
            vec![],
            Command::LevelUp {
                character: vic.into(),
                choice: LevelUpChoice::Skills,
            },
        ),
        (
            vec![],
            Command::LevelUp {
                character: vic.into(),
                choice: LevelUpChoice::Attribute(Attribute::Per),
            },
        ),
        (
            vec![],
            Command::SetArmour {
                target: "Bo".into(),
                armour: Armour::Power,
            },
        ),
        (
            vec![],
            Command::SetPipBoy {
                character: vic.into(),
                on: true,
            },
        ),
        (
            vec![2],
            Command::FindAmmo {
                character: vic.into(),
                weapon: "10mm".into(),
                found: Find::Loose,
            },
        ),
        (
            vec![],
            Command::RemoveEnemy {
                name: "Radscorpion".into(),
            },
        ),
        (vec![], Command::RemoveCharacter { name: "Bo".into() }),
        (vec![], Command::Status { name: None }),
    ]
}

#[test]
fn every_event_reads_in_both_languages_within_limits_with_user_text_escaped() {
    let outcomes = every_event();
    let mut kinds = BTreeSet::new();
    for lang in Lang::ALL {
        for outcome in &outcomes {
            for event in &outcome.events {
                kinds.insert(event.kind());
            }
            let specs = outcome_specs(lang, outcome);
            for page in layout::pages(None, specs.clone()) {
                assert!(page.embeds.len() <= layout::EMBEDS_MAX);
            }
            for spec in specs {
                let text = spec.text();
                assert!(!text.contains("pnp-"), "{lang}: an id shows: {text}");
                assert!(!text.contains("{ $"), "{lang}: {text}");
                assert!(!text.contains("*Vic*"), "{lang}: not escaped: {text}");
                assert!(!text.contains(" _Gang_"), "{lang}: not escaped: {text}");
                assert!(layout::units(&spec.description) <= layout::DESCRIPTION_MAX);
                assert!(spec.fields.len() <= layout::FIELDS_MAX);
                for (name, value, _) in &spec.fields {
                    assert!(layout::units(name) <= layout::FIELD_NAME_MAX);
                    assert!(layout::units(value) <= layout::FIELD_VALUE_MAX);
                }
            }
        }
    }
    // Every kind of event was drawn.
    assert_eq!(kinds.len(), 33, "{kinds:?}");
    for lang in Lang::ALL {
        let defined = i18n::raw_ids(lang);
        for id in MESSAGE_IDS {
            assert!(defined.iter().any(|d| d == id), "{lang}: {id} missing");
        }
    }
}

#[test]
fn a_check_shows_the_die_the_target_the_margin_and_the_exact_odds() {
    let outcomes = every_event();
    let check = &outcomes[7];
    let spec = &outcome_specs(Lang::EnUs, check)[0];
    assert_eq!(spec.title, "\\*Vic\\*: Sneak");
    assert_eq!(
        spec.description,
        "d100 **30** vs 48 (skill 38 +10)\n**Success** · margin +18"
    );
    assert_eq!(
        spec.fields[0].1,
        "Critical success 3/100 (3%) · Success 9/20 (45%) · Failure 23/50 (46%) · Critical failure 3/50 (6%)"
    );
    assert_eq!(spec.tone, Tone::Success);
    let zh = &outcome_specs(Lang::ZhCn, check)[0];
    assert_eq!(zh.title, "\\*Vic\\*：潜行");
    assert_eq!(
        zh.description,
        "d100 **30** 对 48（技能 38 +10）\n**成功** · 差值 +18"
    );
}

#[test]
fn refusals_read_in_the_readers_words_with_suggestions() {
    let mut campaign = Campaign::new();
    let mut dice = Faces(VecDeque::new());
    campaign.execute(&new("A*", "1"), &mut dice).expect("added");
    let unknown = campaign
        .execute(
            &Command::Sleep {
                character: "Zed".into(),
            },
            &mut dice,
        )
        .expect_err("nobody is called Zed");
    assert_eq!(
        rule_error(Lang::EnUs, &unknown),
        "No character is called Zed. Characters: A\\*."
    );
    let weapon = campaign
        .execute(
            &Command::Attack(attack("A*", "laser-sword", "A*", 1)),
            &mut dice,
        )
        .expect_err("no such weapon");
    // The weapons are offered closest first, as in every game.
    let en = rule_error(Lang::EnUs, &weapon);
    assert!(
        en.starts_with("laser\\-sword is not a weapon. Weapons: Laser Pistol, Laser Rifle,"),
        "{en}"
    );
    assert!(en.ends_with(", …."), "{en}");
    let zh = rule_error(Lang::ZhCn, &weapon);
    assert!(zh.contains("激光手枪、激光步枪"), "{zh}");
}

/// The units of a page's embeds, counted as Discord counts them.
fn page_units(page: &layout::Page) -> usize {
    page.embeds
        .iter()
        .map(|e| {
            layout::units(&e.title)
                + layout::units(&e.description)
                + e.fields
                    .iter()
                    .map(|(n, v, _)| layout::units(n) + layout::units(v))
                    .sum::<usize>()
                + e.footer.as_deref().map_or(0, layout::units)
        })
        .sum()
}

#[test]
fn a_crowded_board_is_laid_over_several_embeds_within_limits() {
    let mut campaign = Campaign::new();
    let mut dice = Faces(VecDeque::new());
    for i in 0..40 {
        let name = format!("Wanderer with a long name {i:02}");
        campaign
            .execute(&new(&name, &i.to_string()), &mut dice)
            .expect("added");
    }
    for template in ["raider", "deathclaw", "feral-ghoul", "radscorpion"] {
        campaign
            .execute(
                &Command::AddEnemy {
                    template: template.into(),
                    count: 20,
                    name: Some(format!("A very long enemy name {template}")),
                },
                &mut dice,
            )
            .expect("enemies");
    }
    let board = campaign
        .execute(&Command::Status { name: None }, &mut dice)
        .expect("board");
    for lang in Lang::ALL {
        let specs = outcome_specs(lang, &board);
        assert!(specs.len() > 1, "{lang}: one embed holds it all");
        let shown: String = specs.iter().map(EmbedSpec::text).collect();
        assert!(shown.contains("A very long enemy name radscorpion 20"));
        assert!(shown.contains("Wanderer with a long name 39"));
        for page in layout::pages(None, specs) {
            assert!(page.embeds.len() <= layout::EMBEDS_MAX);
            assert!(page_units(&page) <= layout::EMBED_TOTAL_MAX, "{lang}");
            for spec in &page.embeds {
                assert!(spec.fields.len() <= layout::FIELDS_MAX);
                for (_, value, _) in &spec.fields {
                    assert!(layout::units(value) <= layout::FIELD_VALUE_MAX);
                }
            }
        }
    }
}

/// The refusals of naming, creation and spending, one of each.
fn creation_refusals() -> Vec<RuleError> {
    vec![
        RuleError::Unknown {
            kind: Unknown::Template,
            name: "*dragon*".into(),
            suggestions: vec!["raider".into(), "deathclaw".into()],
        },
        RuleError::OutOfRange {
            what: "STR".into(),
            value: 12,
            min: 1,
            max: 10,
        },
        RuleError::Invalid {
            what: "splash".into(),
            value: "x".into(),
        },
        RuleError::ForbiddenCharacter {
            what: "name".into(),
            codepoint: "U+202E".into(),
            value: "a?b".into(),
        },
        RuleError::DuplicateName { name: "Vic".into() },
        RuleError::DuplicateTag {
            skill: Skill::SmallGuns,
        },
        RuleError::PointTotal {
            total: 23,
            expected: 22,
        },
        RuleError::NotEnoughPoints {
            name: "Vic".into(),
            have: 3,
            asked: 10,
        },
        RuleError::SkillOverMax {
            skill: Skill::Medic,
            value: 101,
        },
        RuleError::AttributeAtMax {
            attribute: "STR".into(),
            max: 10,
        },
    ]
}

/// The refusals of play, one of each.
fn play_refusals() -> Vec<RuleError> {
    use crate::engine::rulesets::pnp::error::AimRefusal;
    vec![
        RuleError::NoLevelUp { name: "Vic".into() },
        RuleError::Dead { name: "Vic".into() },
        RuleError::Fled {
            name: "Raider".into(),
        },
        RuleError::NotDead { name: "Vic".into() },
        RuleError::OutOfReach {
            weapon: "12-ga".into(),
            distance: 40,
            max: 25,
        },
        RuleError::Aim {
            reason: AimRefusal::NoPipBoy,
        },
        RuleError::NoAmmo {
            name: "Vic".into(),
            weapon: "10mm".into(),
        },
        RuleError::NoAmmoWeapon {
            weapon: "knife".into(),
        },
        RuleError::NotBurning { name: "Vic".into() },
        RuleError::NoMorale {
            name: "Raider".into(),
        },
        RuleError::DuplicateTarget { name: "Vic".into() },
        RuleError::NoSplash {
            weapon: "9mm".into(),
        },
        RuleError::TooManyRerolls,
        RuleError::InvalidState { reason: "x".into() },
    ]
}

#[test]
fn every_refusal_reads_in_both_languages() {
    let errors = [creation_refusals(), play_refusals()].concat();
    for lang in Lang::ALL {
        for error in &errors {
            let text = rule_error(lang, error);
            assert!(!text.contains("pnp-"), "{lang}: {text}");
            assert!(
                !text.contains("{ $") && !text.contains('$'),
                "{lang}: {text}"
            );
            assert!(!text.contains("*dragon*"), "{lang}: not escaped: {text}");
        }
    }
    assert_eq!(
        rule_error(Lang::EnUs, &errors[0]),
        "\\*dragon\\* is not an enemy template. Templates: Raider, Deathclaw."
    );
    assert_eq!(
        rule_error(Lang::EnUs, &errors[14]),
        "The 12 ga. shotgun reaches 25 m; the target is 40 m away."
    );
    assert_eq!(
        rule_error(Lang::EnUs, &errors[5]),
        "Small Guns is tagged twice: tag three different skills."
    );
}
