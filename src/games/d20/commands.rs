//! `/d20`: the d20 game's slash commands. Each one builds a command of the
//! game ([`d20::Command`]) and runs it through the same session as every
//! game; the reply is drawn by [`crate::games::d20::render`]. Which of them
//! only a GM may run, and their help, come from the game's command table
//! (through [`crate::bot::table`]); a channel of another game refuses them
//! before they run ([`crate::bot::here`]).

use poise::serenity_prelude as serenity;

use super::choices::{AddOrRemove, SaveChoice};
use crate::bot::{here, play, Context, Error, Here, Reply};
use crate::engine::rulesets::d20::character::NewCharacter;
use crate::engine::rulesets::d20::check::parse_dc;
use crate::engine::rulesets::d20::command::Command;
use crate::engine::rulesets::d20::{self, DiceExpr, Skill, D20};

/// Play the d20 game in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "sheet",
        "level",
        "remove",
        "check",
        "save",
        "attack",
        "initiative",
        "next",
        "end_combat",
        "enemy_add",
        "enemy_attack",
        "enemy_remove",
        "hurt",
        "heal",
        "condition"
    ),
    subcommand_required
)]
pub async fn d20(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

impl crate::bot::play::Play for D20 {
    fn reply(
        lang: crate::i18n::Lang,
        _name: &'static str,
        outcome: &Self::Outcome,
        _after: Option<&Self::Campaign>,
    ) -> Reply {
        Reply::embeds(crate::games::d20::render::outcome_specs(lang, outcome))
    }

    fn refusal(lang: crate::i18n::Lang, error: &d20::RuleError) -> String {
        crate::games::d20::render::rule_error(lang, error)
    }

    fn unknown(campaign: &Self::Campaign, lang: crate::i18n::Lang, name: &str) -> Option<String> {
        let refused = campaign.character_index(name).err()?;
        Some(crate::games::d20::render::rule_error(lang, &refused))
    }
}

/// Create a character for a member (GM: the level is the GM's to set).
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 32] name: String,
    #[min = 1]
    #[max = 100]
    level: i64,
    #[min = -5]
    #[max = 10]
    str: i64,
    #[min = -5]
    #[max = 10]
    agi: i64,
    #[min = -5]
    #[max = 10]
    pre: i64,
    #[min = -5]
    #[max = 10]
    int: i64,
    #[min = -5]
    #[max = 10]
    wis: i64,
    #[min = -5]
    #[max = 10]
    cha: i64,
    #[max_length = 400]
    #[autocomplete = "crate::games::d20::autocomplete::skill_list"]
    skills: Option<String>,
    player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    // Only a GM gets here (the command table says so); the player plays it.
    let (owner, player) = play::played_by(ctx, player);
    let proficient = match Skill::read_list(&super::word(skills.as_deref().unwrap_or_default())) {
        Ok(list) => list,
        Err(e) => return play::refuse::<D20>(ctx, &here, &e).await,
    };
    let new = NewCharacter {
        owner,
        player,
        name,
        level,
        attributes: [str, agi, pre, int, wis, cha],
        proficient,
    };
    play::run::<D20>(ctx, &here, Command::AddCharacter(new)).await
}

/// A character's sheet: yours by default; the whole board if you have none.
#[poise::command(slash_command)]
pub async fn sheet(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::d20::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    play::run_sheet::<D20>(ctx, character, |name| Command::Status { name }).await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::d20::autocomplete::character"]
        character: String,
    )
    /// Set a character's level.
    level(#[min = 1] #[max = 100] level: i64) =>
        play::run_here::<D20>(ctx, Command::SetLevel { character, level });
    /// Remove a character.
    remove => play::run_here::<D20>(ctx, Command::RemoveCharacter { name: character });
}

/// Roll d20 + skill bonus against a DC (a number or a difficulty name).
#[allow(clippy::too_many_arguments)] // one per slash option
#[poise::command(slash_command)]
pub async fn check(
    ctx: Context<'_>,
    #[max_length = 30]
    #[autocomplete = "crate::games::d20::autocomplete::skill"]
    skill: String,
    #[max_length = 20]
    #[autocomplete = "crate::games::d20::autocomplete::dc"]
    dc: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::d20::autocomplete::character"]
    character: Option<String>,
    #[min = -30]
    #[max = 30]
    modifier: Option<i64>,
    #[min = 1]
    #[max = 20]
    repeat: Option<i64>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    let read =
        Skill::read(&super::word(&skill)).and_then(|s| Ok((s, parse_dc(&super::word(&dc))?)));
    play::run_acting_read::<D20, _>(
        ctx,
        (secret, blind),
        character,
        false,
        read,
        |character, (skill, dc)| Command::Check {
            character,
            skill,
            dc,
            modifier: modifier.unwrap_or(0),
            repeat: repeat.unwrap_or(1),
        },
    )
    .await
}

/// Save against a damaging effect: the damage taken follows the save table.
#[allow(clippy::too_many_arguments)] // one per slash option
#[poise::command(slash_command)]
pub async fn save(
    ctx: Context<'_>,
    save: SaveChoice,
    #[max_length = 20]
    #[autocomplete = "crate::games::d20::autocomplete::dc"]
    dc: String,
    #[min = 0]
    #[max = 10000]
    damage: i64,
    #[max_length = 32]
    #[autocomplete = "crate::games::d20::autocomplete::character"]
    character: Option<String>,
    #[min = -30]
    #[max = 30]
    modifier: Option<i64>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    let read = parse_dc(&super::word(&dc));
    play::run_acting_read::<D20, _>(
        ctx,
        (secret, blind),
        character,
        false,
        read,
        |character, dc| Command::Save {
            character,
            skill: save.into(),
            dc,
            damage,
            modifier: modifier.unwrap_or(0),
        },
    )
    .await
}

/// Attack with a weapon (an explosive hits every target named, comma-separated).
#[poise::command(slash_command)]
pub async fn attack(
    ctx: Context<'_>,
    #[max_length = 60]
    #[autocomplete = "crate::games::d20::autocomplete::weapon"]
    weapon: String,
    #[max_length = 300]
    #[autocomplete = "crate::games::d20::autocomplete::unit"]
    targets: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::d20::autocomplete::character"]
    character: Option<String>,
    #[min = -30]
    #[max = 30]
    modifier: Option<i64>,
) -> Result<(), Error> {
    let targets = play::names(&targets);
    play::run_acting::<D20>(ctx, character, false, |attacker| Command::Attack {
        attacker,
        weapon: super::word(&weapon),
        targets,
        modifier: modifier.unwrap_or(0),
    })
    .await
}

play::alike_commands! {
    (ctx)
    /// Roll initiative for everyone able to fight; round 1 starts.
    initiative => play::run_here::<D20>(ctx, Command::Initiative);
    /// Pass the turn to the next in the initiative order.
    next => play::run_here::<D20>(ctx, Command::NextTurn);
    /// End the combat rounds.
    end_combat as "end-combat" => play::run_here::<D20>(ctx, Command::EndCombat);
}

/// Add enemies from a template.
#[poise::command(slash_command, rename = "enemy-add")]
pub async fn enemy_add(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::d20::autocomplete::template"]
    template: String,
    #[min = 1]
    #[max = 20]
    count: Option<i64>,
    #[max_length = 40] name: Option<String>,
) -> Result<(), Error> {
    play::run_here::<D20>(
        ctx,
        Command::AddEnemy {
            template: super::word(&template),
            name,
            count: count.unwrap_or(1),
        },
    )
    .await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::d20::autocomplete::enemy"]
        enemy: String,
    )
    /// An enemy attacks a character.
    enemy_attack as "enemy-attack"(
        #[max_length = 32]
        #[autocomplete = "crate::games::d20::autocomplete::character"]
        target: String,
        #[min = -30]
        #[max = 30]
        modifier: Option<i64>,
        secret: Option<bool>
    ) => play::run_asking::<D20>(
        ctx,
        (secret, None),
        Command::EnemyAttack { enemy, target, modifier: modifier.unwrap_or(0) },
    );
    /// Remove an enemy.
    enemy_remove as "enemy-remove" =>
        play::run_here::<D20>(ctx, Command::RemoveEnemy { name: enemy });
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::d20::autocomplete::unit"]
        target: String,
        #[min = 0]
        #[max = 10000]
        amount: i64,
    )
    /// Damage a character or an enemy.
    hurt => play::run_here::<D20>(ctx, Command::Hurt { target, amount });
    /// Heal a character or an enemy, up to its max HP.
    heal => play::run_here::<D20>(ctx, Command::Heal { target, amount });
}

/// Give or take away a condition.
#[poise::command(slash_command)]
pub async fn condition(
    ctx: Context<'_>,
    action: AddOrRemove,
    #[max_length = 40]
    #[autocomplete = "crate::games::d20::autocomplete::unit"]
    target: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::d20::autocomplete::condition"]
    condition: String,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let command = match action {
        AddOrRemove::Add => match super::vocabulary::condition(&condition) {
            Ok(condition) => Command::AddCondition { target, condition },
            Err(e) => return play::refuse::<D20>(ctx, &here, &e).await,
        },
        AddOrRemove::Remove => Command::RemoveCondition {
            target,
            condition: super::word(&condition),
        },
    };
    play::run::<D20>(ctx, &here, command).await
}

/// The d20 game's `/roll`: NdM, keep highest/lowest, +/- a number, `adv`, `dis`.
pub(crate) async fn roll(
    ctx: Context<'_>,
    here: &Here,
    dice: &str,
    repeat: i64,
) -> Result<(), Error> {
    match DiceExpr::parse(dice) {
        Ok(expr) => play::run::<D20>(ctx, here, Command::Roll { expr, repeat }).await,
        Err(e) => play::refuse::<D20>(ctx, here, &e).await,
    }
}
