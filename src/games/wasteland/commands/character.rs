//! `/character`: create, remove, skillup, raise, revive (its sheet is
//! with the other views of a character, in [`super`]).

use poise::serenity_prelude as serenity;

use super::{execute, run_acting, run_in, run_read_here};
use crate::bot::{ephemeral, fail, here, not_gm, text, Context, Error, Here};
use crate::engine::rulesets::wasteland::character::NewCharacter;
use crate::engine::rulesets::wasteland::notation;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::{Command, RuleError};
use crate::games::wasteland::choices::SkillChoice;
use crate::session::SessionError;

/// Characters of this campaign.
#[poise::command(
    slash_command,
    subcommands("create", "super::sheet", "remove", "skillup", "raise", "revive"),
    subcommand_required
)]
pub async fn character(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a character: no options opens a form (a GM may create one for another member).
///
/// With options: a name, a background and either all of S.P.E.C.I.A.L. with
/// three tags or a preset, for scripting and quick entry.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 32] name: Option<String>,
    #[max_length = 1000] background: Option<String>,
    #[min = 1]
    #[max = 10]
    strength: Option<i64>,
    #[min = 1]
    #[max = 10]
    perception: Option<i64>,
    #[min = 1]
    #[max = 10]
    endurance: Option<i64>,
    #[min = 1]
    #[max = 10]
    charisma: Option<i64>,
    #[min = 1]
    #[max = 10]
    intelligence: Option<i64>,
    #[min = 1]
    #[max = 10]
    agility: Option<i64>,
    #[min = 1]
    #[max = 10]
    luck: Option<i64>,
    tag1: Option<SkillChoice>,
    tag2: Option<SkillChoice>,
    tag3: Option<SkillChoice>,
    player: Option<serenity::User>,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::preset"]
    preset: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let scores = [
        strength,
        perception,
        endurance,
        charisma,
        intelligence,
        agility,
        luck,
    ];
    let tag_choices = [tag1, tag2, tag3];
    let bare = name.is_none()
        && background.is_none()
        && scores.iter().all(Option::is_none)
        && tag_choices.iter().all(Option::is_none)
        && player.is_none()
        && preset.is_none();
    if bare {
        return open_form(ctx, &here).await;
    }
    let (Some(name), Some(background)) = (name, background) else {
        return ephemeral(ctx, text(here.lang, "err-create-needs-name", &[])).await;
    };
    let Some(owner) = owner(ctx, &here, player).await? else {
        return Ok(());
    };
    let Some(build) = new_character(scores, tag_choices, preset) else {
        return ephemeral(ctx, text(here.lang, "err-create-needs-special", &[])).await;
    };
    run_in(ctx, &here, build.command(owner, name, background)).await
}

/// Whose character `/character create` makes: the member `player` names
/// (only a GM may name another member), else the user's own. Answers and
/// returns `None` when refused.
async fn owner(
    ctx: Context<'_>,
    here: &Here,
    player: Option<serenity::User>,
) -> Result<Option<String>, Error> {
    let owner = match player {
        Some(user) if user.id != ctx.author().id => {
            if !here.gm {
                not_gm(ctx, here.lang).await?;
                return Ok(None);
            }
            user.id
        }
        _ => ctx.author().id,
    };
    Ok(Some(owner.get().to_string()))
}

/// How `/character create` builds a character from its options.
enum Build {
    /// From a preset.
    Preset(String),
    /// From S.P.E.C.I.A.L. and three tag skills.
    Scores([i64; 7], [String; 3]),
}

impl Build {
    /// The engine's command adding the character `name` of `owner`, with
    /// its `background`.
    fn command(self, owner: String, name: String, background: String) -> Command {
        match self {
            // The campaign finds the preset (its homebrew may replace it).
            Build::Preset(preset) => Command::AddPlayerPreset {
                owner,
                name: name.clone(),
                character: name,
                background,
                preset,
            },
            Build::Scores(special, tags) => Command::AddPlayer(NewCharacter {
                owner,
                name: name.clone(),
                character: name,
                background,
                special,
                tags,
            }),
        }
    }
}

/// A preset when one is named, else all seven scores and three tags; `None`
/// when neither is complete.
fn new_character(
    scores: [Option<i64>; 7],
    tags: [Option<SkillChoice>; 3],
    preset: Option<String>,
) -> Option<Build> {
    if let Some(chosen) = preset {
        return Some(Build::Preset(chosen));
    }
    let special: Vec<i64> = scores.iter().copied().collect::<Option<_>>()?;
    let [Some(t1), Some(t2), Some(t3)] = tags else {
        return None;
    };
    let tag = |c: SkillChoice| Skill::from(c).name().to_owned();
    let mut all = [0i64; 7];
    all.copy_from_slice(&special);
    Some(Build::Scores(all, [tag(t1), tag(t2), tag(t3)]))
}

/// Opens the character form (a modal; its answer is handled in
/// [`crate::bot::forms`], which then asks for the tag skills).
async fn open_form(ctx: Context<'_>, here: &Here) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let modal = crate::games::wasteland::forms::character_modal(here.lang);
    app.interaction
        .create_response(
            ctx.http(),
            serenity::CreateInteractionResponse::Modal(modal),
        )
        .await?;
    app.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    Ok(())
}

super::character_commands! {
    ctx, character;
    /// Remove a character.
    remove => execute(ctx, Command::RemovePlayer { name: character });
    /// Bring a dead or incapacitated character back at 1 HP.
    revive => execute(ctx, Command::Revive { player: character });
    /// Raise a skill by one.
    skillup(
        #[max_length = 30]
        #[autocomplete = "crate::games::wasteland::autocomplete::skill"]
        skill: String
    ) => run_read_here(ctx, read_skill(&skill), |skill| Command::SkillUp {
        player: character,
        skill,
    });
}

/// Raise one skill for the new chapter (each character once per chapter).
#[poise::command(slash_command)]
pub async fn raise(
    ctx: Context<'_>,
    #[max_length = 30]
    #[autocomplete = "crate::games::wasteland::autocomplete::skill"]
    skill: String,
    #[max_length = 32]
    #[autocomplete = "crate::games::wasteland::autocomplete::character"]
    character: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let skill = match read_skill(&skill) {
        Ok(skill) => skill,
        Err(e) => return fail(ctx, here.lang, SessionError::rule(e)).await,
    };
    run_acting(ctx, &here, character, |player| Command::ChapterRaise {
        player,
        skill,
    })
    .await
}

/// A skill typed in either language, as the engine reads it.
fn read_skill(typed: &str) -> Result<Skill, RuleError> {
    notation::skill(&crate::i18n::engine_word(typed))
}
