//! The data differences an audit of the shipped Fallout 2d20 game against
//! the Foundry VTT Fallout system's compendium (issue #44) found, fixed as
//! published: the Laser Musket spends two shots a firing, a Gatling laser
//! fed from fusion cores spends the core's charges as shots (50 a charge),
//! the .50 Round is shipped; and the classic game's one aim an attack (a
//! scope or the Pip-Boy, never both).

use overseer::engine::rulesets::fallout2d20::error::RuleError;
use overseer::engine::rulesets::fallout2d20::files::AMMO_ROWS;
use overseer::engine::rulesets::fallout2d20::outcome::CoreShots;
use overseer::engine::rulesets::pnp::error::{AimRefusal, RuleError as PnpError};
use overseer::games::pnp::cli::grammar::{parse, ParseError};
use overseer::i18n::{tr, Lang};

use crate::f2d20_play::{attack_report, line, refuse, with_ace};

#[test]
fn the_laser_musket_spends_two_shots_a_firing() {
    let mut c = with_ace(&["\"Laser Musket\"", "\"fusion cell\" 5"]);
    line(&mut c, "creature-add Raider", []);
    // A miss still fires: two shots of the five.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Musket\"",
        [19, 19],
    ));
    assert!(!r.hit);
    assert_eq!(
        r.ammo.as_ref().map(|a| (a.ammo.as_str(), a.spent, a.left)),
        Some(("fusion cell", 2, 3))
    );
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Laser Musket\"",
        [19, 19],
    ));
    assert_eq!(r.ammo.as_ref().map(|a| (a.spent, a.left)), Some((2, 1)));
    // One shot left is too few for a firing.
    assert!(matches!(
        refuse(&mut c, "attack Ace Raider \"Laser Musket\""),
        RuleError::NoAmmo {
            needed: 2,
            available: 1,
            ..
        }
    ));
}

#[test]
fn a_gatling_laser_fires_a_fusion_cores_charges_as_shots() {
    let mut c = with_ace(&["\"Gatling Laser\"", "\"fusion core\" 2"]);
    line(&mut c, "creature-add Raider", []);
    // END 5 + Big Guns 2 = TN 7: 1 and 1 hit; two extra bursts, 3 + 4 = 7
    // CD. Thirty shots: the first core opened holds 10 charges (Science 0)
    // of 50 shots, 500; 470 are left in it, and one core is still whole.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Gatling Laser\" --ammo 2",
        [1, 1, 5, 3, 3, 3, 3, 3, 3, 1],
    ));
    assert!(r.hit);
    let ammo = r.ammo.as_ref().expect("spent");
    assert_eq!(
        (ammo.ammo.as_str(), ammo.spent, ammo.left),
        ("fusion core", 1, 1)
    );
    assert_eq!(
        ammo.core,
        Some(CoreShots {
            spent: 30,
            left: 470
        })
    );
    assert_eq!(c.characters[0].core_shots, 470);
    // A miss spends the first burst only, from the open core.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Gatling Laser\" --ammo 6",
        [19, 19],
    ));
    let ammo = r.ammo.as_ref().expect("spent");
    assert_eq!((ammo.spent, ammo.left), (0, 1));
    assert_eq!(
        ammo.core,
        Some(CoreShots {
            spent: 10,
            left: 460
        })
    );
    // Six bursts of seven (70 shots each, 3 + 12 CD, all blank) leave 40.
    let full = || [1, 1, 5].into_iter().chain([3; 15]);
    for _ in 0..6 {
        line(
            &mut c,
            "attack Ace Raider \"Gatling Laser\" --ammo 6",
            full(),
        );
    }
    assert_eq!(c.characters[0].core_shots, 40);
    // The next burst runs the core dry and opens the second.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"Gatling Laser\" --ammo 6",
        full(),
    ));
    let ammo = r.ammo.as_ref().expect("spent");
    assert_eq!((ammo.spent, ammo.left), (1, 0));
    assert_eq!(
        ammo.core,
        Some(CoreShots {
            spent: 70,
            left: 470
        })
    );
    // Without a core, nothing to fire.
    let mut bare = with_ace(&["\"Gatling Laser\""]);
    line(&mut bare, "creature-add Raider", []);
    assert!(matches!(
        refuse(&mut bare, "attack Ace Raider \"Gatling Laser\""),
        RuleError::NoAmmo {
            needed: 10,
            available: 0,
            ..
        }
    ));
}

#[test]
fn the_50_round_is_shipped_with_the_compendiums_numbers_and_carried() {
    let row = AMMO_ROWS
        .iter()
        .find(|a| &*a.name == ".50")
        .expect("the .50 Round is shipped");
    assert_eq!(
        (row.weight.map(|w| w.0), row.cost, row.rarity),
        (Some(75), Some(4), Some(3))
    );
    let c = with_ace(&["\".50\" 10"]);
    assert_eq!(c.characters[0].ammo_of(".50"), 10);
    assert_eq!(tr(Lang::EnUs, "f2d20-bot-ammo-50", &[]), ".50");
    assert_eq!(tr(Lang::ZhCn, "f2d20-bot-ammo-50", &[]), ".50 子弹");
}

#[test]
fn the_classic_games_scope_and_pip_boy_never_combine_on_one_attack() {
    for words in [
        [
            "attack", "Ann", "5.56", "Raider", "60", "scope", "2", "pip-boy",
        ],
        [
            "attack", "Ann", "5.56", "Raider", "60", "pip-boy", "scope", "1",
        ],
        [
            "attack", "Ann", "5.56", "Raider", "60", "scope", "1", "scope",
        ],
    ] {
        let refused = parse(&words);
        assert!(
            matches!(
                refused,
                Err(ParseError::Rule(PnpError::Aim {
                    reason: AimRefusal::OneAim
                }))
            ),
            "{words:?}: {refused:?}"
        );
    }
    let reason = [("reason", "one_aim".into())];
    assert_eq!(
        tr(Lang::EnUs, "pnp-err-aim", &reason),
        "One attack takes one aim: a scope or the Pip-Boy, never both."
    );
    assert_eq!(
        tr(Lang::ZhCn, "pnp-err-aim", &reason),
        "一次攻击只能用一种瞄准：瞄准镜或 Pip-Boy，不能同时使用。"
    );
}
