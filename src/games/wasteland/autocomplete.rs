//! Autocomplete for the wasteland game's names: characters, enemies,
//! templates, weapons, items, effects, skills, attributes, house rules and settings.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{
    brewed, campaign_lang, load, marked_choices, named, other_option, plain, respond,
};
use crate::bot::Context;
use crate::engine::homebrew::Homebrew;
use crate::engine::name;
use crate::engine::rulesets::wasteland::character::Character;
use crate::engine::rulesets::wasteland::command::SETTING_FIELDS;
use crate::engine::rulesets::wasteland::effect::BUILT_IN;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::{Campaign, Wasteland};
use crate::engine::special::Attribute;
use crate::i18n::{self, Lang};

/// The character named in the `character` option, else the user's own.
fn chosen_character<'c>(ctx: Context<'_>, campaign: &'c Campaign) -> Option<&'c Character> {
    let user = ctx.author().id.get().to_string();
    match other_option(ctx, "character") {
        Some(name) => campaign.players.iter().find(|p| name::same(&p.name, &name)),
        None => campaign.players.iter().find(|p| p.owner == user),
    }
}

/// What `pick` lists of the chosen character (see [`chosen_character`]); empty
/// without a campaign or a character.
async fn of_chosen(ctx: Context<'_>, pick: impl FnOnce(&Character) -> Vec<String>) -> Vec<String> {
    let campaign = load::<Wasteland>(ctx).await;
    campaign
        .as_ref()
        .and_then(|c| chosen_character(ctx, c))
        .map_or_else(Vec::new, pick)
}

/// Characters in this campaign, the user's own first.
pub async fn character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    crate::bot::autocomplete::characters::<Wasteland>(ctx, partial).await
}

/// Enemies on the field that are still alive.
pub async fn enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load::<Wasteland>(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .filter(crate::engine::rulesets::wasteland::enemy::Enemy::is_alive)
            .map(|e| e.name)
            .collect()
    });
    respond(partial, plain(names))
}

/// Enemy templates the campaign sees, those the current chapter's budget
/// allows first, its homebrew marked.
pub async fn template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let campaign = load::<Wasteland>(ctx).await;
    let fitting = campaign
        .as_ref()
        .map(Campaign::fitting_templates)
        .unwrap_or_default();
    let brew = campaign
        .map(|c| c.homebrew.into_inner().enemies)
        .unwrap_or_default();
    let mut choices = marked_choices(
        brew.all(),
        |t| i18n::name(lang, "enemy", &t.name),
        |t| t.name.to_string(),
    );
    // A stable sort: the fitting ones first, each group in table order.
    choices.sort_by_key(|(_, n)| !fitting.iter().any(|f| name::same(f, n)));
    respond(partial, choices)
}

/// Presets the campaign sees (its replacement of a shipped one in its
/// place, then its own), its homebrew marked; the value is the preset's
/// name, which `/character create preset:` looks up through the campaign.
pub async fn preset(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let choices = brewed::<Wasteland, _>(
        ctx,
        |c| c.homebrew.into_inner().presets,
        |lang, p| i18n::name(lang, "cmd-choice", &p.name),
        |p| p.name.to_string(),
    );
    respond(partial, choices.await)
}

/// Weapons: those the character carries first, then every weapon the
/// campaign sees, its homebrew marked.
pub async fn weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let campaign = load::<Wasteland>(ctx).await;
    let carried: Vec<String> = campaign
        .as_ref()
        .and_then(|c| chosen_character(ctx, c))
        .map_or_else(Vec::new, |ch| {
            ch.inventory.iter().map(|s| s.item.clone()).collect()
        });
    let brew = campaign.map(|c| c.homebrew).unwrap_or_default();
    let all = brew.weapons.all();
    let choices: Vec<(String, String)> = carried
        .iter()
        .filter_map(|item| all.iter().find(|(w, _)| name::same(&w.name, item)))
        .chain(all.iter())
        .map(|(w, origin)| {
            let label = i18n::name(lang, "item", &w.name);
            (
                crate::bot::commands::homebrew::marked(&label, *origin),
                w.name.to_string(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Items in the character's inventory, the campaign's homebrew marked.
pub async fn owned_item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let campaign = load::<Wasteland>(ctx).await;
    let choices = campaign.as_ref().map_or_else(Vec::new, |c| {
        chosen_character(ctx, c).map_or_else(Vec::new, |ch| inventory(lang, c, ch))
    });
    respond(partial, choices)
}

/// A character's inventory as choices: each item labelled in `lang`, marked
/// when the campaign's homebrew defines it (free-text items never are).
fn inventory(lang: Lang, campaign: &Campaign, c: &Character) -> Vec<(String, String)> {
    c.inventory
        .iter()
        .map(|s| {
            let brewed = ["weapons", "consumables"]
                .iter()
                .any(|k| Homebrew::is_homebrew(&campaign.homebrew, k, &s.item));
            let label = i18n::name(lang, "item", &s.item);
            (
                crate::bot::commands::homebrew::mark_if(&label, brewed),
                s.item.clone(),
            )
        })
        .collect()
}

/// Any item: the character's first, then the consumables and weapons the
/// campaign sees, its homebrew marked.
pub async fn item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let campaign = load::<Wasteland>(ctx).await;
    let mut choices = campaign.as_ref().map_or_else(Vec::new, |c| {
        chosen_character(ctx, c).map_or_else(Vec::new, |ch| inventory(lang, c, ch))
    });
    let brew = campaign.map(|c| c.homebrew).unwrap_or_default();
    let consumables = brew
        .consumables
        .all()
        .into_iter()
        .map(|(c, o)| (c.name.to_string(), o));
    let weapons = brew
        .weapons
        .all()
        .into_iter()
        .map(|(w, o)| (w.name.to_string(), o));
    choices.extend(consumables.chain(weapons).map(|(n, origin)| {
        let label = i18n::name(lang, "item", &n);
        (crate::bot::commands::homebrew::marked(&label, origin), n)
    }));
    respond(partial, choices)
}

/// Effects on the character.
pub async fn effect_on(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = of_chosen(ctx, |c| c.effects.iter().map(|e| e.name.clone()).collect()).await;
    respond(partial, named(campaign_lang(ctx).await, "effect", names))
}

/// Effects to add: the built-in ones.
pub async fn effect_any(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = BUILT_IN.iter().map(|n| (*n).to_owned());
    respond(partial, named(campaign_lang(ctx).await, "effect", names))
}

/// Skills, labelled in the user's language.
pub async fn skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = Skill::ALL
        .iter()
        .map(|s| (i18n::skill(lang, *s), s.name().to_owned()))
        .collect();
    respond(partial, choices)
}

/// Attributes, labelled in the user's language.
pub async fn attribute(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = Attribute::ALL
        .iter()
        .map(|a| {
            let label = match lang {
                Lang::EnUs => format!("{} ({})", a.abbr(), a.full_name()),
                Lang::ZhCn => i18n::attribute(lang, *a),
            };
            (label, a.abbr().to_owned())
        })
        .collect();
    respond(partial, choices)
}

/// House rules, labelled in the user's language.
pub async fn house_rule(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = crate::engine::rulesets::wasteland::house::HouseRule::ALL
        .iter()
        .map(|r| {
            (
                crate::bot::layout::plain(&crate::games::wasteland::render::house_rule_name(
                    lang, *r,
                )),
                r.id().to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The fields `/campaign set` accepts.
pub async fn setting_field(_ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond(
        partial,
        plain(SETTING_FIELDS.iter().map(|s| (*s).to_owned())),
    )
}
