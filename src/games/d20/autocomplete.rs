//! Autocomplete for the d20 game's names: characters, enemies, units,
//! skills and saves, DCs, weapons, templates and conditions.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{
    brewed, campaign_lang, load, other_option, plain, respond, respond_list,
};
use crate::bot::Context;
use crate::engine::name;
use crate::engine::name::slug;
use crate::engine::rulesets::d20::{self, check::DIFFICULTIES, D20};
use crate::i18n::{self, Lang};

/// Characters of this d20 campaign, the user's own first.
pub async fn character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    crate::bot::autocomplete::characters::<D20>(ctx, partial).await
}

/// Enemies of this d20 campaign still standing.
pub async fn enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load::<D20>(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .filter(|e| e.hp > 0)
            .map(|e| e.name)
            .collect()
    });
    respond(partial, plain(names))
}

/// Characters and enemies of this d20 campaign (enemies first); a list
/// completes its last name.
pub async fn unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = crate::bot::autocomplete::units::<D20>(ctx).await;
    respond_list(partial, plain(names))
}

fn skills(lang: Lang, saves: bool) -> Vec<(String, String)> {
    d20::Skill::all()
        .filter(|s| saves || !s.is_save())
        .map(|s| {
            (
                crate::bot::layout::plain(&crate::games::d20::render::skill_name(lang, s)),
                s.name().to_owned(),
            )
        })
        .collect()
}

/// Skills of the d20 game (saves too), labelled in the user's language.
pub async fn skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond(partial, skills(campaign_lang(ctx).await, true))
}

/// Proficient skills for a new character: completes the last of a list.
pub async fn skill_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond_list(partial, skills(campaign_lang(ctx).await, true))
}

/// The named difficulties, with their DC.
pub async fn dc(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = DIFFICULTIES
        .iter()
        .map(|(n, dc)| {
            let label = i18n::tr(
                lang,
                "d20-difficulty",
                &[
                    (
                        "name",
                        i18n::Arg::from(i18n::tr(
                            lang,
                            &format!("d20-difficulty-{}", slug(n)),
                            &[],
                        )),
                    ),
                    ("dc", i18n::Arg::from(*dc)),
                ],
            );
            (label, (*n).to_owned())
        })
        .collect();
    respond(partial, choices)
}

/// The d20 game's weapons the campaign sees, labelled in the user's
/// language, its homebrew marked.
pub async fn weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let choices = brewed::<D20, _>(
        ctx,
        |c| c.homebrew.into_inner().weapons,
        |lang, w| crate::bot::layout::plain(&crate::games::d20::render::weapon_name(lang, &w.name)),
        |w| w.name.to_string(),
    );
    respond(partial, choices.await)
}

/// The d20 game's enemy templates the campaign sees, labelled in the user's
/// language, its homebrew marked.
pub async fn template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let choices = brewed::<D20, _>(
        ctx,
        |c| c.homebrew.into_inner().enemies,
        |lang, e| {
            crate::bot::layout::plain(&crate::games::d20::render::template_name(lang, &e.name))
        },
        |e| e.name.to_string(),
    );
    respond(partial, choices.await)
}

/// Conditions: those the target has first (when one is named), then the
/// common ones.
pub async fn condition(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let mut choices: Vec<(String, String)> = Vec::new();
    if let (Some(target), Some(c)) = (other_option(ctx, "target"), load::<D20>(ctx).await) {
        let on = c
            .characters
            .iter()
            .find(|p| name::same(&p.name, &target))
            .map(|p| p.conditions.clone())
            .or_else(|| {
                c.enemies
                    .iter()
                    .find(|e| name::same(&e.name, &target))
                    .map(|e| e.conditions.clone())
            })
            .unwrap_or_default();
        choices.extend(on.iter().map(|k| {
            (
                crate::bot::layout::plain(&crate::games::d20::render::condition_name(lang, k)),
                k.name().to_owned(),
            )
        }));
    }
    choices.extend(d20::character::Condition::COMMON.iter().map(|k| {
        (
            crate::bot::layout::plain(&crate::games::d20::render::condition_name(lang, k)),
            k.name().to_owned(),
        )
    }));
    respond(partial, choices)
}
