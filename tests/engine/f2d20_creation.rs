//! Character creation in the Fallout 2d20 game (issue #45): one
//! `create-character` command with S.P.E.C.I.A.L., tag skills, skill
//! points and the first perk, each refused with its reason and nothing
//! changed, through the command line's words.
//!
//! Cass: STR 5, PER 6, END 6, CHA 4, INT 7, AGI 7, LCK 5 (40); tags
//! Medicine, Science, Small Guns; 9 + INT 7 = 16 skill points.

use overseer::engine::mechanics::special::Attribute;
use overseer::engine::rulesets::fallout2d20::outcome::Event;
use overseer::engine::rulesets::fallout2d20::perks::HeldPerk;
use overseer::engine::rulesets::fallout2d20::{Campaign, RuleError, Skill};

use crate::f2d20_play::{line, refuse, with_ace};

const CASS: &str = "create-character user-cass Cee Cass --special 5,6,6,4,7,7,5 \
                    --tags medicine,science,\"small guns\"";

fn create(c: &mut Campaign, rest: &str) -> RuleError {
    refuse(c, &format!("{CASS} {rest}"))
}

#[test]
fn a_character_is_created_with_its_ranks_and_first_perk() {
    let mut c = with_ace(&[]);
    let out = line(
        &mut c,
        &format!("{CASS} --skills medicine=1,science=1,lockpick=3,sneak=2 --perk healer"),
        [],
    );
    let [Event::CharacterAdded { sheet }] = &out.events[..] else {
        panic!("{out:?}")
    };
    assert_eq!(sheet.name, "Cass");
    let cass = c
        .characters
        .iter()
        .find(|x| x.name == "Cass")
        .expect("Cass");
    assert_eq!(cass.owner, "user-cass");
    assert_eq!(cass.special.get(Attribute::Int), 7);
    assert_eq!(
        cass.tags,
        [Skill::Medicine, Skill::Science, Skill::SmallGuns]
    );
    let ranks: Vec<u8> = [
        Skill::Medicine,
        Skill::Science,
        Skill::SmallGuns,
        Skill::Lockpick,
        Skill::Sneak,
        Skill::Barter,
    ]
    .iter()
    .map(|s| cass.rank(*s))
    .collect();
    assert_eq!(ranks, [3, 3, 2, 3, 2, 0]);
    assert_eq!(
        cass.perks,
        [HeldPerk {
            name: "Healer".into(),
            rank: 1
        }]
    );
    assert_eq!(
        (cass.level, cass.xp, cass.vitals.hp, cass.max_hp()),
        (1, 0, 11, 11)
    );
    assert_eq!(cass.luck, 5);
}

#[test]
fn creation_is_refused_with_its_reason_and_changes_nothing() {
    let mut c = with_ace(&[]);
    // Awareness needs PER 7.
    assert_eq!(
        create(&mut c, "--perk awareness"),
        RuleError::PerkAttribute {
            character: "Cass".into(),
            perk: "Awareness".into(),
            attribute: Attribute::Per,
            needed: 7,
            score: 6
        }
    );
    // Life Giver's first rank needs level 5.
    assert_eq!(
        create(&mut c, "--perk \"life giver\""),
        RuleError::PerkLevel {
            character: "Cass".into(),
            perk: "Life Giver".into(),
            rank: 1,
            level: 5
        }
    );
    assert_eq!(
        create(&mut c, "--perk \"Duck and Cover!\""),
        RuleError::PerkMagazine {
            perk: "Duck and Cover!".into()
        }
    );
    assert!(matches!(
        create(&mut c, "--perk \"Iron Chef\""),
        RuleError::Unknown { .. }
    ));
    // A tag skill takes one point more at most: rank 3 at creation.
    assert_eq!(
        create(&mut c, "--skills medicine=2 --perk healer"),
        RuleError::OutOfRange {
            what: "Medicine".into(),
            value: 2,
            min: 0,
            max: 1
        }
    );
    // 17 points of 16.
    assert_eq!(
        create(
            &mut c,
            "--skills lockpick=3,sneak=3,barter=3,speech=3,survival=3,repair=2 --perk healer"
        ),
        RuleError::SkillPoints {
            spent: 17,
            allowed: 16
        }
    );
    assert_eq!(
        refuse(
            &mut c,
            "create-character u p Dee --special 6,6,6,6,6,6,6 --tags medicine,science,sneak --perk healer"
        ),
        RuleError::SpecialTotal {
            total: 42,
            expected: 40
        }
    );
    assert_eq!(
        refuse(
            &mut c,
            "create-character u p Dee --special 5,6,6,4,7,7,5 --tags medicine,medicine,sneak --perk healer"
        ),
        RuleError::DuplicateTag {
            skill: Skill::Medicine
        }
    );
    assert_eq!(
        refuse(
            &mut c,
            "create-character u p Ace --special 5,6,6,4,7,7,5 --tags medicine,science,sneak --perk healer"
        ),
        RuleError::DuplicateName { name: "Ace".into() }
    );
    assert_eq!(c.characters.len(), 1);
}

#[test]
fn a_first_perk_that_adds_maximum_hp_counts_into_the_hp() {
    // Strong Back (STR 5) adds carry weight, not HP: the HP stay END + LCK.
    let mut c = Campaign::new();
    line(
        &mut c,
        "create-character u p Bo --special 5,5,5,5,5,5,10 --tags sneak,speech,barter --perk \"strong back\"",
        [],
    );
    let bo = &c.characters[0];
    assert_eq!((bo.vitals.hp, bo.max_hp()), (15, 15));
    assert_eq!(bo.perks[0].name, "Strong Back");
}
