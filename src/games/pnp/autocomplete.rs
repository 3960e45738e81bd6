//! Autocomplete for the classic Fallout game's names: characters,
//! enemies, units, weapons and templates.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{brewed, load, plain, respond, respond_list};
use crate::bot::Context;
use crate::engine::rulesets::pnp::enemy::EnemyTemplate;
use crate::engine::rulesets::pnp::weapons::Weapon;
use crate::engine::rulesets::pnp::{self, Pnp};

/// Characters of this classic-game campaign, the user's own first.
pub async fn character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    crate::bot::autocomplete::characters::<Pnp>(ctx, partial).await
}

/// Enemies of this classic-game campaign still in the fight.
pub async fn enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load::<Pnp>(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .filter(|e| !e.vitals.is_dead() && !e.fled)
            .map(|e| e.name)
            .collect()
    });
    respond(partial, plain(names))
}

/// Characters and enemies of this classic-game campaign (enemies first).
pub async fn unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = crate::bot::autocomplete::units::<Pnp>(ctx).await;
    respond(partial, plain(names))
}

/// Splash targets: completes the last of a list with a name and ring 1
/// (`name@1`).
pub async fn unit_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = crate::bot::autocomplete::units::<Pnp>(ctx).await;
    respond_list(
        partial,
        names
            .into_iter()
            .map(|n| (format!("{n}@1"), format!("{n}@1")))
            .collect(),
    )
}

/// The classic game's weapons the campaign sees, labelled in the user's
/// language, its homebrew marked.
pub async fn weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    // A homebrew weapon is labelled by its own name, not its word.
    let label = |lang, w: &Weapon| match Weapon::find(&w.id) {
        Some(_) => crate::bot::layout::plain(&crate::games::pnp::render::weapon_name(lang, &w.id)),
        None => w.name.to_string(),
    };
    let weapons = |c: pnp::Campaign| c.homebrew.into_inner().weapons;
    let choices = brewed::<Pnp, _>(ctx, weapons, label, |w| w.id.to_string());
    respond(partial, choices.await)
}

/// The classic game's enemy templates the campaign sees, labelled in the
/// user's language, its homebrew marked.
pub async fn template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let label = |lang, t: &EnemyTemplate| match EnemyTemplate::find(&t.id) {
        Some(_) => {
            crate::bot::layout::plain(&crate::games::pnp::render::template_name(lang, &t.id))
        }
        None => t.name.to_string(),
    };
    let templates = |c: pnp::Campaign| c.homebrew.into_inner().enemies;
    let choices = brewed::<Pnp, _>(ctx, templates, label, |t| t.id.to_string());
    respond(partial, choices.await)
}
