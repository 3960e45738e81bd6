//! Growth in the Fallout 2d20 game (issue #45): XP by the published table,
//! level-ups with their HP, skill rank and perk, the perks' requirements
//! refused with the reason and nothing changed, magazines granting their
//! perks, and the perks the engine applies, with scripted dice, through
//! the command line's words.
//!
//! Vera: STR 6, PER 8, END 6, CHA 4, INT 8, AGI 4, LCK 4; Medicine 3 and
//! Energy Weapons 3 (tagged), Science 2 (tagged); maximum HP 10 (END +
//! LCK). Ace (the shared one): AGI 7, Small Guns 3, maximum HP 12. A
//! Raider: Defense 1, 8 HP, physical DR 1 and energy DR 1 on the torso
//! (location dice 3-8). Dice of an attack: its d20s, the location d20, the
//! combat dice (1 and 2 score themselves, 3 and 4 nothing, 5 and 6 one and
//! an Effect).

use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::fallout2d20::character::Character;
use overseer::engine::rulesets::fallout2d20::growth::{xp_for_level, LevelUp};
use overseer::engine::rulesets::fallout2d20::outcome::{AidResult, Event, Outcome};
use overseer::engine::rulesets::fallout2d20::perks::{HeldPerk, Perk, PERKS};
use overseer::engine::rulesets::fallout2d20::{Campaign, RuleError, Skill};

use crate::f2d20_play;
use f2d20_play::{attack_report, line, refuse, with_ace};

/// Ace and Vera, and a Raider.
fn with_vera() -> Campaign {
    let mut c = with_ace(&["\"10mm Pistol\"", "10mm 5"]);
    line(
        &mut c,
        "add-player user-vera Vee Vera 6 8 6 4 8 4 4 medicine \"energy weapons\" science medicine=1 \"energy weapons\"=1",
        [],
    );
    c
}

fn vera(c: &Campaign) -> &Character {
    c.characters
        .iter()
        .find(|x| x.name == "Vera")
        .expect("Vera")
}

fn level_up(out: &Outcome) -> LevelUp {
    match &out.events[..] {
        [Event::LevelUp { level_up }] => level_up.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_xp_table_is_the_published_one() {
    let table: Vec<u32> = (1..=8).map(xp_for_level).collect();
    assert_eq!(table, [0, 100, 300, 600, 1000, 1500, 2100, 2800]);
}

#[test]
fn the_perks_file_holds_every_core_perk_with_its_requirements() {
    assert_eq!(PERKS.len(), 189);
    assert_eq!(PERKS.iter().filter(|p| p.magazine).count(), 95);
    let g = Perk::find("gunslinger").expect("Gunslinger");
    assert_eq!((g.ranks, g.level, g.level_step), (2, 2, 4));
    assert_eq!(g.special.get(&Attribute::Agi), Some(&7));
    assert_eq!((g.level_for(1), g.level_for(2)), (2, 6));
    let b = Perk::find("Barbarian").expect("Barbarian");
    assert_eq!((b.level, b.not_for.clone()), (4, vec!["robot".to_owned()]));
}

#[test]
fn a_level_up_from_one_to_five_gains_hp_ranks_and_perks() {
    let mut c = with_vera();
    let out = line(&mut c, "xp Vera 1000", []);
    let Event::XpGiven { given } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (given.before, given.xp, given.level, given.next, given.ready),
        (0, 1000, 1, Some(100), true)
    );
    let l = level_up(&line(
        &mut c,
        "level-up Vera --skill medicine --perk \"Laser Commander\"",
        [],
    ));
    assert_eq!(
        (
            l.level,
            l.max_hp_before,
            l.max_hp,
            l.hp,
            l.skill,
            l.skill_rank
        ),
        (2, 10, 11, 11, Skill::Medicine, 4)
    );
    assert_eq!(
        (l.perk.as_str(), l.perk_rank, l.next),
        ("Laser Commander", 1, Some(300))
    );
    let l = level_up(&line(
        &mut c,
        "level-up Vera --skill medicine --perk healer",
        [],
    ));
    assert_eq!(
        (l.level, l.max_hp, l.skill_rank, l.perk_rank),
        (3, 12, 5, 1)
    );
    let l = level_up(&line(
        &mut c,
        "level-up Vera --perk Medic --skill \"energy weapons\"",
        [],
    ));
    assert_eq!(
        (l.level, l.max_hp, l.skill, l.skill_rank),
        (4, 13, Skill::EnergyWeapons, 4)
    );
    // Life Giver at level 5: one more HP for the level and END 6 more.
    let l = level_up(&line(
        &mut c,
        "level-up Vera --skill medicine --perk \"life giver\"",
        [],
    ));
    assert_eq!((l.level, l.max_hp_before, l.max_hp, l.hp), (5, 13, 20, 20));
    assert_eq!((l.skill_rank, l.next), (6, Some(1500)));
    let v = vera(&c);
    assert_eq!((v.level, v.xp, v.max_hp(), v.vitals.hp), (5, 1000, 20, 20));
    assert_eq!(v.rank(Skill::Medicine), 6);
    assert_eq!(v.rank(Skill::EnergyWeapons), 4);
    let held: Vec<(&str, u32)> = v.perks.iter().map(|p| (p.name.as_str(), p.rank)).collect();
    assert_eq!(
        held,
        [
            ("Laser Commander", 1),
            ("Healer", 1),
            ("Medic", 1),
            ("Life Giver", 1)
        ]
    );
}

/// The player guide's worked level-up from 4 to 5: Fast Metabolism's
/// second rank (level 1 + 3), then a Stimpak heals 4 and 2 more.
#[test]
fn a_level_up_from_four_to_five_takes_a_perks_second_rank() {
    let mut c = with_vera();
    line(&mut c, "xp Vera 1000", []);
    for step in [
        "level-up Vera --skill medicine --perk \"Laser Commander\"",
        "level-up Vera --skill medicine --perk \"Fast Metabolism\"",
        "level-up Vera --skill science --perk Medic",
    ] {
        line(&mut c, step, []);
    }
    assert_eq!(vera(&c).level, 4);
    let l = level_up(&line(
        &mut c,
        "level-up Vera --skill medicine --perk \"Fast Metabolism\" --rank",
        [],
    ));
    assert_eq!((l.level, l.max_hp_before, l.max_hp, l.hp), (5, 13, 14, 14));
    assert_eq!((l.skill, l.skill_rank), (Skill::Medicine, 6));
    assert_eq!(
        (l.perk.as_str(), l.perk_rank, l.next),
        ("Fast Metabolism", 2, Some(1500))
    );
    line(&mut c, "give Vera Stimpak", []);
    line(&mut c, "hurt Vera 8", []);
    let out = line(&mut c, "action Vera take-chem Stimpak", []);
    let healed = out.events.iter().find_map(|e| match e {
        Event::Action { chem, .. } => chem.as_ref().and_then(|t| t.healed),
        _ => None,
    });
    assert_eq!(healed.map(|h| (h.before, h.after)), Some((6, 12)));
}

#[test]
fn a_level_up_is_refused_with_its_reason_and_changes_nothing() {
    let mut c = with_vera();
    assert_eq!(
        refuse(&mut c, "level-up Vera --skill medicine --perk healer"),
        RuleError::NotEnoughXp {
            character: "Vera".into(),
            level: 2,
            xp: 0,
            needed: 100,
        }
    );
    line(&mut c, "xp Vera 300", []);
    // Toughness: LCK 6, and Vera has 4.
    assert_eq!(
        refuse(&mut c, "level-up Vera --skill medicine --perk toughness"),
        RuleError::PerkAttribute {
            character: "Vera".into(),
            perk: "Toughness".into(),
            attribute: Attribute::Lck,
            needed: 6,
            score: 4,
        }
    );
    // Life Giver's first rank needs level 5.
    assert_eq!(
        refuse(
            &mut c,
            "level-up Vera --skill medicine --perk \"life giver\""
        ),
        RuleError::PerkLevel {
            character: "Vera".into(),
            perk: "Life Giver".into(),
            rank: 1,
            level: 5,
        }
    );
    // A magazine's perk comes from reading it.
    assert_eq!(
        refuse(
            &mut c,
            "level-up Vera --skill medicine --perk \"Duck and Cover!\""
        ),
        RuleError::PerkMagazine {
            perk: "Duck and Cover!".into()
        }
    );
    assert_eq!(
        refuse(
            &mut c,
            "level-up Vera --skill medicine --perk healer --rank"
        ),
        RuleError::PerkNotHeld {
            character: "Vera".into(),
            perk: "Healer".into(),
        }
    );
    assert!(matches!(
        refuse(&mut c, "level-up Vera --skill medicine --perk \"Iron Man\""),
        RuleError::Unknown { .. }
    ));
    line(&mut c, "level-up Vera --skill medicine --perk healer", []);
    // Healer's second rank: level 1 + 5.
    assert_eq!(
        refuse(
            &mut c,
            "level-up Vera --skill medicine --perk healer --rank"
        ),
        RuleError::PerkLevel {
            character: "Vera".into(),
            perk: "Healer".into(),
            rank: 2,
            level: 6,
        }
    );
    // A one-rank perk held is held whole.
    line(&mut c, "level-up Vera --skill medicine --perk medic", []);
    line(&mut c, "xp Vera 300", []);
    assert_eq!(
        refuse(&mut c, "level-up Vera --skill science --perk medic"),
        RuleError::PerkRanks {
            character: "Vera".into(),
            perk: "Medic".into(),
            ranks: 1,
        }
    );
    // Medicine is at 5; one more is 6, the cap; then no further.
    line(
        &mut c,
        "level-up Vera --skill medicine --perk awareness",
        [],
    );
    line(&mut c, "xp Vera 400", []);
    assert_eq!(
        refuse(
            &mut c,
            "level-up Vera --skill medicine --perk \"laser commander\""
        ),
        RuleError::SkillCapped {
            character: "Vera".into(),
            skill: Skill::Medicine,
            rank: 6,
        }
    );
}

#[test]
fn a_magazine_read_grants_its_perk_once() {
    let mut c = with_vera();
    let out = line(&mut c, "read Vera duck and cover!", []);
    let Event::MagazineRead { read } = &out.events[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        (read.character.as_str(), read.magazine.as_str()),
        ("Vera", "Duck and Cover!")
    );
    assert_eq!(
        vera(&c).perks,
        vec![HeldPerk {
            name: "Duck and Cover!".into(),
            rank: 1
        }]
    );
    assert_eq!(
        refuse(&mut c, "read Vera \"Duck and Cover!\""),
        RuleError::MagazineRead {
            character: "Vera".into(),
            magazine: "Duck and Cover!".into(),
        }
    );
    // A perk that is no magazine is no magazine.
    assert!(matches!(
        refuse(&mut c, "read Vera Healer"),
        RuleError::Unknown { .. }
    ));
}

#[test]
fn gunslinger_adds_a_combat_die_to_a_one_handed_pistol() {
    let mut c = with_vera();
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "xp Ace 100", []);
    line(
        &mut c,
        "level-up Ace --skill \"small guns\" --perk gunslinger",
        [],
    );
    // AGI 7 + Small Guns 4: the 5 succeeds against Defense 1; torso; the
    // pistol's 4 CD and Gunslinger's 1: 1 + 2 = 3, less DR 1: 2.
    let r = attack_report(&line(
        &mut c,
        "attack Ace Raider \"10mm Pistol\"",
        [5, 15, 5, 1, 2, 3, 4, 3],
    ));
    assert_eq!((r.dice.weapon, r.dice.perks), (4, 1));
    let roll = r.damage.expect("a hit");
    assert_eq!((roll.dice.len(), roll.total), (5, 3));
    assert_eq!(f2d20_play::hp(&c, "Raider"), 6);
}

#[test]
fn laser_commander_adds_a_combat_die_to_an_energy_weapon() {
    let mut c = with_vera();
    line(&mut c, "give Vera \"Laser Pistol\"", []);
    line(&mut c, "give Vera \"fusion cell\" 3", []);
    line(&mut c, "creature-add Raider", []);
    line(&mut c, "xp Vera 100", []);
    line(
        &mut c,
        "level-up Vera --skill science --perk \"laser commander\"",
        [],
    );
    // PER 8 + Energy Weapons 3: the 5 succeeds; torso; 4 CD + 1: 1 + 1 + 2
    // = 4, Piercing 1 ignores the energy DR 1: 4.
    let r = attack_report(&line(
        &mut c,
        "attack Vera Raider \"Laser Pistol\"",
        [5, 15, 5, 1, 1, 2, 3, 3],
    ));
    assert_eq!((r.dice.weapon, r.dice.perks), (4, 1));
    assert_eq!(r.damage.expect("a hit").total, 4);
}

#[test]
fn the_perks_that_change_dr_hp_carry_weight_and_healing_apply() {
    let mut c = with_vera();
    let i = c
        .characters
        .iter()
        .position(|x| x.name == "Vera")
        .expect("Vera");
    let before = vera(&c).sheet();
    c.characters[i].perks = vec![
        HeldPerk {
            name: "Toughness".into(),
            rank: 2,
        },
        HeldPerk {
            name: "Refractor".into(),
            rank: 1,
        },
        HeldPerk {
            name: "Snakeater".into(),
            rank: 1,
        },
        HeldPerk {
            name: "Strong Back".into(),
            rank: 3,
        },
        HeldPerk {
            name: "Healer".into(),
            rank: 2,
        },
    ];
    c.validate().expect("valid");
    let v = vera(&c);
    let dr = v.dr_at("torso");
    assert_eq!(
        (dr.physical, dr.energy, dr.poison),
        (
            overseer::engine::rulesets::fallout2d20::data::Resist::Dr(2),
            overseer::engine::rulesets::fallout2d20::data::Resist::Dr(1),
            overseer::engine::rulesets::fallout2d20::data::Resist::Dr(2)
        )
    );
    assert_eq!(v.sheet().carry_weight, before.carry_weight + 75);
    // First Aid heals Medicine 3 and Healer's 2.
    line(&mut c, "hurt Ace 8", []);
    let out = line(&mut c, "first-aid Vera Ace heal", [3, 18]);
    let Event::FirstAid {
        result: AidResult::Healed { hp },
        ..
    } = &out.events[0]
    else {
        panic!("{out:?}")
    };
    assert_eq!((hp.before, hp.after), (4, 9));
}

#[test]
fn an_old_state_without_xp_or_perks_reads_and_writes_the_same() {
    let c = with_vera();
    let text = serde_json::to_string(&c).expect("json");
    assert!(!text.contains("\"xp\"") && !text.contains("\"perks\""));
    let back: Campaign = serde_json::from_str(&text).expect("reads");
    assert_eq!(back, c);
}

#[test]
fn the_rules_reference_lists_every_perk_as_applied_or_shown() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rulesets/fallout-2d20.md");
    let doc = std::fs::read_to_string(path).expect("the rules reference");
    let table = doc.split("### Perks").nth(1).expect("a Perks section");
    let rows: Vec<&str> = table
        .lines()
        .skip_while(|l| !l.starts_with("|---"))
        .skip(1)
        .take_while(|l| l.starts_with('|'))
        .collect();
    assert_eq!(rows.len(), PERKS.len());
    for (p, row) in PERKS.iter().zip(&rows) {
        let name = p.name.replace('|', "\\|");
        assert!(
            row.starts_with(&format!("| {name} | {} |", p.ranks)),
            "{row}"
        );
        let applied = overseer::engine::rulesets::fallout2d20::perks::APPLIED.contains(&&*p.name);
        assert_eq!(row.contains("| applied: "), applied, "{row}");
        assert!(
            applied || row.ends_with("| shown |") || row.ends_with("(a magazine: `read`) |"),
            "{row}"
        );
    }
}
