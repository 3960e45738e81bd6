//! `/pnp`: the classic Fallout game's slash commands. Each one builds a
//! command of the game ([`pnp::Command`]) and runs it through the same
//! session as every game; the reply is drawn by [`crate::games::pnp::render`].
//! Which of them only a GM may run, and their help, come from the game's
//! command table (through [`crate::bot::table`]); a channel of another game
//! refuses them before they run ([`crate::bot::here`]).
//!
//! Discord holds at most 25 subcommands per command, so the game's 28
//! commands are laid out as `/pnp <command>` for what players do, `/pnp
//! enemy <command>` for the enemies and `/pnp gm <command>` for the GM's
//! other tools (`add-player` and `add-character` are one `/pnp create` with a
//! race).

use poise::serenity_prelude as serenity;

use crate::bot::{here, play, Context, Error, Reply};
use crate::engine::mechanics::special::Attribute;
use crate::engine::name;
use crate::engine::rulesets::pnp::ammo::{AmmoLevel, Find};
use crate::engine::rulesets::pnp::armour::Armour;
use crate::engine::rulesets::pnp::character::NewCharacter;
use crate::engine::rulesets::pnp::combat::{Aim, Location};
use crate::engine::rulesets::pnp::command::{
    AttackOrder, Command, LevelUpChoice, Setting, SplashTarget, SPLASH_TARGETS_MAX,
};
use crate::engine::rulesets::pnp::{Criticals, Event, Pnp, Race, RuleError, Skill};

/// Play the classic Fallout game in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "sheet",
        "remove",
        "spend",
        "check",
        "odds",
        "save",
        "level_up",
        "attack",
        "douse",
        "stimpak",
        "radaway",
        "sleep",
        "find_ammo",
        "enemy",
        "gm"
    ),
    subcommand_required
)]
pub async fn pnp(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Enemies of the classic game.
#[poise::command(
    slash_command,
    subcommands(
        "enemy_add",
        "enemy_remove",
        "enemy_leader",
        "enemy_morale_score",
        "enemy_morale"
    ),
    subcommand_required
)]
pub async fn enemy(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The GM's tools of the classic game.
#[poise::command(
    slash_command,
    subcommands(
        "gm_xp",
        "gm_setting",
        "gm_round",
        "gm_hurt",
        "gm_revive",
        "gm_armour",
        "gm_pip_boy",
        "gm_ammo"
    ),
    subcommand_required
)]
pub async fn gm(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// ---------------------------------------------------------------------------
// Fixed choices (labels localized in commands.ftl as `cmd-choice-<slug>`)

/// A race of the classic game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum RaceChoice {
    #[name = "human"]
    Human,
    #[name = "ghoul"]
    Ghoul,
    #[name = "super-mutant"]
    SuperMutant,
    #[name = "dog"]
    Dog,
}

impl From<RaceChoice> for Race {
    fn from(c: RaceChoice) -> Race {
        match c {
            RaceChoice::Human => Race::Human,
            RaceChoice::Ghoul => Race::Ghoul,
            RaceChoice::SuperMutant => Race::SuperMutant,
            RaceChoice::Dog => Race::Dog,
        }
    }
}

/// A skill of the classic game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SkillChoice {
    Melee,
    #[name = "Small Guns"]
    SmallGuns,
    #[name = "Big Guns"]
    BigGuns,
    Explosives,
    Repair,
    Lockpick,
    Science,
    Speech,
    Medic,
    Sneak,
    Observe,
}

impl From<SkillChoice> for Skill {
    fn from(c: SkillChoice) -> Skill {
        match c {
            SkillChoice::Melee => Skill::Melee,
            SkillChoice::SmallGuns => Skill::SmallGuns,
            SkillChoice::BigGuns => Skill::BigGuns,
            SkillChoice::Explosives => Skill::Explosives,
            SkillChoice::Repair => Skill::Repair,
            SkillChoice::Lockpick => Skill::Lockpick,
            SkillChoice::Science => Skill::Science,
            SkillChoice::Speech => Skill::Speech,
            SkillChoice::Medic => Skill::Medic,
            SkillChoice::Sneak => Skill::Sneak,
            SkillChoice::Observe => Skill::Observe,
        }
    }
}

/// A S.P.E.C.I.A.L. attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SpecialChoice {
    #[name = "strength"]
    Strength,
    #[name = "perception"]
    Perception,
    #[name = "endurance"]
    Endurance,
    #[name = "charisma"]
    Charisma,
    #[name = "intelligence"]
    Intelligence,
    #[name = "agility"]
    Agility,
    #[name = "luck"]
    Luck,
}

impl From<SpecialChoice> for Attribute {
    fn from(c: SpecialChoice) -> Attribute {
        match c {
            SpecialChoice::Strength => Attribute::Str,
            SpecialChoice::Perception => Attribute::Per,
            SpecialChoice::Endurance => Attribute::End,
            SpecialChoice::Charisma => Attribute::Cha,
            SpecialChoice::Intelligence => Attribute::Int,
            SpecialChoice::Agility => Attribute::Agi,
            SpecialChoice::Luck => Attribute::Lck,
        }
    }
}

/// What a level gives: skill points or +1 to an attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum LevelChoice {
    #[name = "skill-points"]
    SkillPoints,
    #[name = "strength"]
    Strength,
    #[name = "perception"]
    Perception,
    #[name = "endurance"]
    Endurance,
    #[name = "charisma"]
    Charisma,
    #[name = "intelligence"]
    Intelligence,
    #[name = "agility"]
    Agility,
    #[name = "luck"]
    Luck,
}

impl From<LevelChoice> for LevelUpChoice {
    fn from(c: LevelChoice) -> LevelUpChoice {
        let a = match c {
            LevelChoice::SkillPoints => return LevelUpChoice::Skills,
            LevelChoice::Strength => Attribute::Str,
            LevelChoice::Perception => Attribute::Per,
            LevelChoice::Endurance => Attribute::End,
            LevelChoice::Charisma => Attribute::Cha,
            LevelChoice::Intelligence => Attribute::Int,
            LevelChoice::Agility => Attribute::Agi,
            LevelChoice::Luck => Attribute::Lck,
        };
        LevelUpChoice::Attribute(a)
    }
}

/// How an attacker aims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AimChoice {
    #[name = "scope-1-round"]
    Scope1,
    #[name = "scope-2-rounds"]
    Scope2,
    #[name = "scope-3-rounds"]
    Scope3,
    #[name = "pip-boy"]
    PipBoy,
}

impl From<AimChoice> for Aim {
    fn from(c: AimChoice) -> Aim {
        match c {
            AimChoice::Scope1 => Aim::Scope(1),
            AimChoice::Scope2 => Aim::Scope(2),
            AimChoice::Scope3 => Aim::Scope(3),
            AimChoice::PipBoy => Aim::PipBoy,
        }
    }
}

/// Where a called shot aims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum CalledChoice {
    #[name = "head"]
    Head,
    #[name = "weapon-arm"]
    WeaponArm,
    #[name = "other-arm"]
    OtherArm,
    #[name = "leg"]
    Leg,
}

impl From<CalledChoice> for Location {
    fn from(c: CalledChoice) -> Location {
        match c {
            CalledChoice::Head => Location::Head,
            CalledChoice::WeaponArm => Location::WeaponArm,
            CalledChoice::OtherArm => Location::OtherArm,
            CalledChoice::Leg => Location::Leg,
        }
    }
}

/// A campaign setting and its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SettingChoice {
    #[name = "half-points-on"]
    HalfPointsOn,
    #[name = "half-points-off"]
    HalfPointsOff,
    #[name = "criticals-luck"]
    CriticalsLuck,
    #[name = "criticals-classic"]
    CriticalsClassic,
}

impl From<SettingChoice> for Setting {
    fn from(c: SettingChoice) -> Setting {
        match c {
            SettingChoice::HalfPointsOn => Setting::HalfPoints(true),
            SettingChoice::HalfPointsOff => Setting::HalfPoints(false),
            SettingChoice::CriticalsLuck => Setting::Criticals(Criticals::Luck),
            SettingChoice::CriticalsClassic => Setting::Criticals(Criticals::Classic),
        }
    }
}

/// An armour class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum ArmourChoice {
    #[name = "no-armour"]
    None,
    #[name = "light-armour"]
    Light,
    #[name = "medium-armour"]
    Medium,
    #[name = "heavy-armour"]
    Heavy,
    #[name = "power-armour"]
    Power,
}

impl From<ArmourChoice> for Armour {
    fn from(c: ArmourChoice) -> Armour {
        match c {
            ArmourChoice::None => Armour::None,
            ArmourChoice::Light => Armour::Light,
            ArmourChoice::Medium => Armour::Medium,
            ArmourChoice::Heavy => Armour::Heavy,
            ArmourChoice::Power => Armour::Power,
        }
    }
}

/// An ammunition level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AmmoChoice {
    #[name = "plenty"]
    Plenty,
    #[name = "some"]
    Some,
    #[name = "3-shots"]
    Three,
    #[name = "2-shots"]
    Two,
    #[name = "1-shot"]
    One,
    #[name = "empty"]
    Empty,
}

impl From<AmmoChoice> for AmmoLevel {
    fn from(c: AmmoChoice) -> AmmoLevel {
        match c {
            AmmoChoice::Plenty => AmmoLevel::Plenty,
            AmmoChoice::Some => AmmoLevel::Some,
            AmmoChoice::Three => AmmoLevel::Count(3),
            AmmoChoice::Two => AmmoLevel::Count(2),
            AmmoChoice::One => AmmoLevel::Count(1),
            AmmoChoice::Empty => AmmoLevel::Empty,
        }
    }
}

/// Ammunition found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum FindChoice {
    #[name = "loose-rounds"]
    Loose,
    #[name = "clip"]
    Clip,
    #[name = "box"]
    Box,
}

impl From<FindChoice> for Find {
    fn from(c: FindChoice) -> Find {
        match c {
            FindChoice::Loose => Find::Loose,
            FindChoice::Clip => Find::Clip,
            FindChoice::Box => Find::Box,
        }
    }
}

// ---------------------------------------------------------------------------
// Running

impl crate::bot::play::Play for Pnp {
    /// A round's summary has its own shape; under a change that gave a
    /// level, the level-up buttons.
    fn reply(
        lang: crate::i18n::Lang,
        name: &'static str,
        outcome: &Self::Outcome,
        _after: Option<&Self::Campaign>,
    ) -> Reply {
        let draw = if name == "round" {
            crate::games::pnp::render::round_specs
        } else {
            crate::games::pnp::render::outcome_specs
        };
        let mut reply = Reply::embeds(draw(lang, outcome));
        reply.components = level_up_buttons(lang, &outcome.events);
        reply
    }

    fn refusal(lang: crate::i18n::Lang, error: &RuleError) -> String {
        crate::games::pnp::render::rule_error(lang, error)
    }
}

/// A level-up button for each character whose experience left a level to
/// choose for (one row, at most five).
fn level_up_buttons(lang: crate::i18n::Lang, events: &[Event]) -> Vec<serenity::CreateActionRow> {
    let mut names: Vec<&str> = Vec::new();
    for event in events {
        if let Event::XpGained {
            character, pending, ..
        } = event
        {
            if *pending > 0 && !names.contains(&character.as_str()) {
                names.push(character);
            }
        }
    }
    if names.is_empty() {
        return Vec::new();
    }
    vec![serenity::CreateActionRow::Buttons(
        names
            .iter()
            .take(5)
            .map(|n| crate::games::pnp::buttons::pnp_level_button(lang, n))
            .collect(),
    )]
}

/// Reads `name@ring, name@ring` (rings 1 and up).
fn splash_list(list: &str) -> Result<Vec<SplashTarget>, RuleError> {
    let invalid = |value: &str| RuleError::Invalid {
        what: "splash".to_owned(),
        value: name::echo(value),
    };
    let mut out = Vec::new();
    for item in play::names(list) {
        let (who, ring) = item.rsplit_once('@').ok_or_else(|| invalid(&item))?;
        let ring = ring.trim().parse::<i64>().map_err(|_| invalid(&item))?;
        out.push(SplashTarget {
            name: who.trim().to_owned(),
            ring,
        });
    }
    if out.is_empty() {
        return Err(invalid(list));
    }
    if out.len() > SPLASH_TARGETS_MAX {
        return Err(RuleError::OutOfRange {
            what: "splash targets".to_owned(),
            value: out.len() as i64,
            min: 1,
            max: SPLASH_TARGETS_MAX as i64,
        });
    }
    Ok(out)
}

// ---------------------------------------------------------------------------
// Characters

/// Create a character for a member (GM): S.P.E.C.I.A.L., race, three tagged skills.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 32] name: String,
    #[min = 1]
    #[max = 15]
    str: i64,
    #[min = 1]
    #[max = 15]
    per: i64,
    #[min = 1]
    #[max = 15]
    end: i64,
    #[min = 1]
    #[max = 15]
    cha: i64,
    #[min = 1]
    #[max = 15]
    int: i64,
    #[min = 1]
    #[max = 15]
    agi: i64,
    #[min = 1]
    #[max = 15]
    lck: i64,
    tag1: SkillChoice,
    tag2: SkillChoice,
    tag3: SkillChoice,
    race: Option<RaceChoice>,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Only a GM gets here (the command table says so); the player plays it.
    let (owner, player) = play::played_by(ctx, player);
    let new = NewCharacter {
        owner,
        player,
        name,
        race: race.map_or(Race::Human, Race::from),
        special: [str, per, end, cha, int, agi, lck],
        tags: [tag1, tag2, tag3].into_iter().map(Skill::from).collect(),
    };
    play::run::<Pnp>(ctx, &here, Command::AddCharacter(new)).await
}

play::alike_commands! {
    (
        ctx,
        ..,
        #[max_length = 32]
        #[autocomplete = "crate::games::pnp::autocomplete::character"]
        character: Option<String>,
    )
    /// A character's sheet: yours by default; the whole board if you have none.
    sheet => play::run_sheet::<Pnp>(ctx, character, |name| Command::Status { name });
    /// Spend unspent skill points on a skill.
    spend(skill: SkillChoice, #[min = 1] #[max = 100] points: i64) =>
        play::run_acting::<Pnp>(ctx, character, false, |character| Command::Spend {
            character,
            skill: skill.into(),
            points,
        });
    /// Choose what a new level gives: +1 to an attribute, or skill points.
    level_up as "level-up"(choice: LevelChoice) =>
        play::run_acting::<Pnp>(ctx, character, false, |character| Command::LevelUp {
            character,
            choice: choice.into(),
        });
    /// Sleep in a bed: HP back to max, rads stay.
    sleep => play::run_acting::<Pnp>(ctx, character, false, |character| Command::Sleep {
        character,
    });
    /// Find ammunition for a weapon: loose rounds, a clip or a box.
    find_ammo as "find-ammo"(
        #[max_length = 60]
        #[autocomplete = "crate::games::pnp::autocomplete::weapon"]
        weapon: String,
        found: FindChoice
    ) => play::run_acting::<Pnp>(ctx, character, false, |character| Command::FindAmmo {
        character,
        weapon: super::word(&weapon),
        found: found.into(),
    });
}

/// Roll d100 under a skill plus a modifier.
#[poise::command(slash_command)]
pub async fn check(
    ctx: Context<'_>,
    skill: SkillChoice,
    #[min = -100]
    #[max = 100]
    modifier: Option<i64>,
    #[max_length = 32]
    #[autocomplete = "crate::games::pnp::autocomplete::character"]
    character: Option<String>,
    #[min = 1]
    #[max = 20]
    repeat: Option<i64>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    play::run_acting_asking::<Pnp>(ctx, (secret, blind), character, false, |character| {
        Command::Check {
            character,
            skill: skill.into(),
            modifier: modifier.unwrap_or(0),
            repeat: repeat.unwrap_or(1),
        }
    })
    .await
}

/// The exact odds of a skill check, without rolling.
#[poise::command(slash_command)]
pub async fn odds(
    ctx: Context<'_>,
    skill: SkillChoice,
    #[min = -100]
    #[max = 100]
    modifier: Option<i64>,
    #[max_length = 32]
    #[autocomplete = "crate::games::pnp::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Anyone may read the odds of anyone's check.
    let character = match character {
        Some(c) => c,
        None => match play::acting_as::<Pnp>(ctx, &here, None, false).await? {
            Some(c) => c,
            None => return Ok(()),
        },
    };
    let command = Command::Odds {
        character,
        skill: skill.into(),
        modifier: modifier.unwrap_or(0),
    };
    play::run::<Pnp>(ctx, &here, command).await
}

/// Roll d10 under an attribute plus a modifier, with the race rules.
#[poise::command(slash_command)]
pub async fn save(
    ctx: Context<'_>,
    attribute: SpecialChoice,
    #[min = -10]
    #[max = 10]
    modifier: Option<i64>,
    #[max_length = 32]
    #[autocomplete = "crate::games::pnp::autocomplete::character"]
    character: Option<String>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    play::run_acting_asking::<Pnp>(ctx, (secret, blind), character, false, |character| {
        Command::Save {
            character,
            attribute: attribute.into(),
            modifier: modifier.unwrap_or(0),
        }
    })
    .await
}

// ---------------------------------------------------------------------------
// Combat and care

/// Attack a character or an enemy with a weapon.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn attack(
    ctx: Context<'_>,
    #[max_length = 60]
    #[autocomplete = "crate::games::pnp::autocomplete::weapon"]
    weapon: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::pnp::autocomplete::unit"]
    target: String,
    #[min = 0]
    #[max = 10000]
    distance: i64,
    #[max_length = 40]
    #[autocomplete = "crate::games::pnp::autocomplete::unit"]
    attacker: Option<String>,
    aim: Option<AimChoice>,
    called: Option<CalledChoice>,
    immobile: Option<bool>,
    #[max_length = 500]
    #[autocomplete = "crate::games::pnp::autocomplete::unit_list"]
    splash: Option<String>,
    #[min = -100]
    #[max = 100]
    modifier: Option<i64>,
    secret: Option<bool>,
) -> Result<(), Error> {
    let read = splash.as_deref().map_or(Ok(Vec::new()), splash_list);
    play::run_acting_read::<Pnp, _>(
        ctx,
        (secret, None),
        attacker,
        true,
        read,
        |attacker, splash| {
            Command::Attack(AttackOrder {
                attacker,
                weapon: super::word(&weapon),
                target,
                distance,
                immobile: immobile.unwrap_or(false),
                aim: aim.map_or(Aim::None, Aim::from),
                called: called.map(Location::from),
                splash,
                modifier: modifier.unwrap_or(0),
            })
        },
    )
    .await
}

/// Spend an action dousing the flames.
#[poise::command(slash_command)]
pub async fn douse(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::pnp::autocomplete::unit"]
    target: Option<String>,
) -> Result<(), Error> {
    play::run_acting::<Pnp>(ctx, target, true, |target| Command::Douse { target }).await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::pnp::autocomplete::unit"]
        target: String,
        #[max_length = 32]
        #[autocomplete = "crate::games::pnp::autocomplete::character"]
        healer: Option<String>,
    )
    /// Use a Stimpak: heals 25 + the healer's Medic.
    stimpak => play::run_acting::<Pnp>(ctx, healer, false, |healer| Command::Stimpak { healer, target });
    /// Use RadAway: removes 25 + the healer's Medic rads.
    radaway => play::run_acting::<Pnp>(ctx, healer, false, |healer| Command::RadAway { healer, target });
}

// ---------------------------------------------------------------------------
// Enemies

/// Add enemies from a template.
#[poise::command(slash_command, rename = "add")]
pub async fn enemy_add(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::pnp::autocomplete::template"]
    template: String,
    #[min = 1]
    #[max = 20]
    count: Option<i64>,
    #[max_length = 40] name: Option<String>,
) -> Result<(), Error> {
    play::run_here::<Pnp>(
        ctx,
        Command::AddEnemy {
            template: super::word(&template),
            count: count.unwrap_or(1),
            name,
        },
    )
    .await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::pnp::autocomplete::enemy"]
        enemy: String,
    )
    /// Remove an enemy.
    enemy_remove as "remove" => play::run_here::<Pnp>(ctx, Command::RemoveEnemy { name: enemy });
    /// Make an enemy the leader of its group.
    enemy_leader as "leader" => play::run_here::<Pnp>(ctx, Command::Leader { enemy });
    /// Set an enemy's morale score (none: it never checks).
    enemy_morale_score as "morale-score"(#[min = 0] #[max = 13] score: Option<i64>) =>
        play::run_here::<Pnp>(ctx, Command::SetMorale { enemy, score });
    /// Roll 2d6 against an enemy's morale.
    enemy_morale as "morale"(#[min = -12] #[max = 12] modifier: Option<i64>) =>
        play::run_here::<Pnp>(ctx, Command::Morale { enemy, modifier: modifier.unwrap_or(0) });
}

// ---------------------------------------------------------------------------
// The GM's tools

/// Change a setting: the half-point rule, or how skill criticals read.
#[poise::command(slash_command, rename = "setting")]
pub async fn gm_setting(ctx: Context<'_>, setting: SettingChoice) -> Result<(), Error> {
    play::run_here::<Pnp>(ctx, Command::Setting(setting.into())).await
}

/// A round passes: burning and poison work on everyone.
#[poise::command(slash_command, rename = "round")]
pub async fn gm_round(ctx: Context<'_>) -> Result<(), Error> {
    play::run_here::<Pnp>(ctx, Command::Round).await
}

// What the GM does to one character (`remove` sits at the top level).
play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::pnp::autocomplete::character"]
        character: String,
    )
    /// Remove a character.
    remove => play::run_here::<Pnp>(ctx, Command::RemoveCharacter { name: character });
    /// Give experience; a new level waits for a level-up choice.
    gm_xp as "xp"(#[min = 1] #[max = 100_000] amount: i64) =>
        play::run_here::<Pnp>(ctx, Command::Xp { character, amount });
    /// Bring a dead character back.
    gm_revive as "revive"(#[min = 1] #[max = 10000] hp: Option<i64>) =>
        play::run_here::<Pnp>(ctx, Command::Revive { character, hp: hp.unwrap_or(1) });
    /// Give or take a Pip-Boy.
    gm_pip_boy as "pip-boy"(on: bool) =>
        play::run_here::<Pnp>(ctx, Command::SetPipBoy { character, on });
    /// Set a character's ammunition for a weapon.
    gm_ammo as "ammo"(
        #[max_length = 60]
        #[autocomplete = "crate::games::pnp::autocomplete::weapon"]
        weapon: String,
        level: AmmoChoice
    ) => play::run_here::<Pnp>(
        ctx,
        Command::SetAmmo {
            character,
            weapon: super::word(&weapon),
            level: level.into(),
        },
    );
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::pnp::autocomplete::unit"]
        target: String,
    )
    /// Damage a character or an enemy, with rads.
    gm_hurt as "hurt"(
        #[min = 0]
        #[max = 10000]
        amount: i64,
        #[min = 0]
        #[max = 10000]
        rads: Option<i64>
    ) => play::run_here::<Pnp>(ctx, Command::Hurt { target, amount, rads: rads.unwrap_or(0) });
    /// Set a character's or an enemy's armour.
    gm_armour as "armour"(armour: ArmourChoice) =>
        play::run_here::<Pnp>(ctx, Command::SetArmour { target, armour: armour.into() });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splash_lists_read_names_and_rings() {
        let list = splash_list("Raider 2@1， Raider@3@2").expect("a list");
        assert_eq!(
            list,
            vec![
                SplashTarget {
                    name: "Raider 2".into(),
                    ring: 1
                },
                SplashTarget {
                    name: "Raider@3".into(),
                    ring: 2
                }
            ]
        );
        assert!(matches!(
            splash_list("Raider"),
            Err(RuleError::Invalid { .. })
        ));
        assert!(matches!(splash_list(" , "), Err(RuleError::Invalid { .. })));
        assert!(matches!(splash_list("a@x"), Err(RuleError::Invalid { .. })));
    }

    #[test]
    fn the_game_has_a_word_for_every_choice() {
        use poise::ChoiceParameter as _;
        assert_eq!(SkillChoice::list().len(), Skill::ALL.len());
        assert_eq!(RaceChoice::list().len(), Race::ALL.len());
        assert_eq!(ArmourChoice::list().len(), Armour::ALL.len());
        assert_eq!(SpecialChoice::list().len(), Attribute::ALL.len());
        assert_eq!(LevelChoice::list().len(), Attribute::ALL.len() + 1);
    }
}
