//! Autocomplete for every name a user types. Campaign names come from a
//! read-only load of this channel's campaign; at most 25 choices, filtered by
//! what was typed (case-insensitive "contains"), the most fitting first.
//! Choice names are plain text (Discord renders no markdown there): names
//! drawn by the renderers, which escape user text for markdown, pass through
//! [`layout::plain`].

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

use super::{key, layout, render, Context};
use crate::engine::character::Character;
use crate::engine::command::SETTING_FIELDS;
use crate::engine::data::slug;
use crate::engine::data::{CONSUMABLES, ENEMY_TEMPLATES, WEAPONS};
use crate::engine::effect::BUILT_IN;
use crate::engine::rulesets::d20::{self, check::DIFFICULTIES, D20};
use crate::engine::rulesets::fallout2d20;
use crate::engine::rulesets::pnp::{self, Pnp};
use crate::engine::skills::Skill;
use crate::engine::special::Attribute;
use crate::engine::{name, Campaign};
use crate::i18n::{self, Lang};

/// Discord shows at most this many choices.
pub const MAX_CHOICES: usize = 25;

/// Most characters (UTF-16 units) of a choice's label and of its value.
pub const MAX_CHOICE_LEN: usize = 100;

/// Keeps the `(label, value)` pairs whose label or value contains `partial`
/// (compared by the engine's name identity), without duplicate values, at most
/// [`MAX_CHOICES`]. Labels are cut to [`MAX_CHOICE_LEN`]; a value longer than
/// that could not be sent back whole, so it is left out.
#[must_use]
pub fn filter(partial: &str, candidates: Vec<(String, String)>) -> Vec<(String, String)> {
    let needle = name::key(partial);
    let mut seen = std::collections::HashSet::new();
    candidates
        .into_iter()
        .filter(|(_, value)| value.encode_utf16().count() <= MAX_CHOICE_LEN)
        .filter(|(label, value)| {
            needle.is_empty()
                || name::key(label).contains(&needle)
                || name::key(value).contains(&needle)
        })
        .filter(|(_, value)| seen.insert(name::key(value)))
        .take(MAX_CHOICES)
        .map(|(label, value)| (layout::cut(&label, MAX_CHOICE_LEN), value))
        .collect()
}

fn respond(partial: &str, candidates: Vec<(String, String)>) -> CreateAutocompleteResponse {
    let choices = filter(partial, candidates)
        .into_iter()
        .map(|(label, value)| AutocompleteChoice::new(label, value))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

fn plain<I: IntoIterator<Item = String>>(names: I) -> Vec<(String, String)> {
    names.into_iter().map(|n| (n.clone(), n)).collect()
}

/// `(localized name, name)` pairs for names of one kind (`item`, `enemy`, `effect`).
fn named<I: IntoIterator<Item = String>>(
    lang: Lang,
    kind: &str,
    names: I,
) -> Vec<(String, String)> {
    names
        .into_iter()
        .map(|n| (i18n::name(lang, kind, &n), n))
        .collect()
}

fn lang(ctx: Context<'_>) -> Lang {
    super::locale_lang(ctx)
}

async fn load(ctx: Context<'_>) -> Option<Campaign> {
    ctx.data().session.campaign(key(ctx)).await.ok()
}

/// The value already typed for another option of the same command.
fn other_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some((*s).to_owned()),
            _ => None,
        })
}

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
    let campaign = load(ctx).await;
    campaign
        .as_ref()
        .and_then(|c| chosen_character(ctx, c))
        .map_or_else(Vec::new, pick)
}

/// Characters in this campaign, the user's own first.
pub async fn character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let user = ctx.author().id.get().to_string();
    let names = load(ctx).await.map_or_else(Vec::new, |c| {
        let mut players = c.players;
        players.sort_by_key(|p| p.owner != user);
        players.into_iter().map(|p| p.name).collect()
    });
    respond(partial, plain(names))
}

/// Enemies on the field that are still alive.
pub async fn enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .filter(crate::engine::enemy::Enemy::is_alive)
            .map(|e| e.name)
            .collect()
    });
    respond(partial, plain(names))
}

/// Enemy templates, those the current chapter's budget allows first.
pub async fn template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let mut names: Vec<String> = load(ctx)
        .await
        .map(|c| c.fitting_templates())
        .unwrap_or_default();
    names.extend(ENEMY_TEMPLATES.iter().map(|t| t.name.to_owned()));
    respond(partial, named(lang, "enemy", names))
}

/// Weapons: those the character carries first, then every weapon.
pub async fn weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut names = of_chosen(ctx, |c| {
        c.inventory
            .iter()
            .filter(|s| WEAPONS.iter().any(|w| w.name.eq_ignore_ascii_case(&s.item)))
            .map(|s| s.item.clone())
            .collect()
    })
    .await;
    names.extend(WEAPONS.iter().map(|w| w.name.to_owned()));
    respond(partial, named(lang(ctx), "item", names))
}

/// Items in the character's inventory.
pub async fn owned_item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = of_chosen(ctx, inventory).await;
    respond(partial, named(lang(ctx), "item", names))
}

fn inventory(c: &Character) -> Vec<String> {
    c.inventory.iter().map(|s| s.item.clone()).collect()
}

/// Any item: the character's first, then known weapons and consumables.
pub async fn item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let mut names = of_chosen(ctx, inventory).await;
    names.extend(CONSUMABLES.iter().map(|c| c.name.to_owned()));
    names.extend(WEAPONS.iter().map(|w| w.name.to_owned()));
    respond(partial, named(lang(ctx), "item", names))
}

/// Effects on the character.
pub async fn effect_on(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = of_chosen(ctx, |c| c.effects.iter().map(|e| e.name.clone()).collect()).await;
    respond(partial, named(lang(ctx), "effect", names))
}

/// Effects to add: the built-in ones.
pub async fn effect_any(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = BUILT_IN.iter().map(|n| (*n).to_owned());
    respond(partial, named(lang(ctx), "effect", names))
}

/// Skills, labelled in the user's language.
pub async fn skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = Skill::ALL
        .iter()
        .map(|s| (i18n::skill(lang, *s), s.name().to_owned()))
        .collect();
    respond(partial, choices)
}

/// Attributes, labelled in the user's language.
pub async fn attribute(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
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
    let lang = lang(ctx);
    let choices = crate::engine::house::HouseRule::ALL
        .iter()
        .map(|r| {
            (
                layout::plain(&render::wasteland::house_rule_name(lang, *r)),
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

// ---------------------------------------------------------------------------
// The d20 game

async fn load_d20(ctx: Context<'_>) -> Option<d20::Campaign> {
    ctx.data().session.campaign_as::<D20>(key(ctx)).await.ok()
}

/// For an option that takes a comma-separated list: what was typed before
/// the last item (kept as typed) and the last item.
fn last_item(partial: &str) -> (&str, &str) {
    match partial.rfind([',', '，']) {
        Some(i) => {
            let cut = i + partial[i..].chars().next().map_or(1, char::len_utf8);
            (&partial[..cut], partial[cut..].trim_start())
        }
        None => ("", partial),
    }
}

/// Completes the last item of a list: each candidate `(label, value)` is
/// offered as the list typed so far followed by it.
fn respond_list(partial: &str, candidates: Vec<(String, String)>) -> CreateAutocompleteResponse {
    let (before, last) = last_item(partial);
    if before.is_empty() {
        return respond(partial, candidates);
    }
    let full = candidates
        .into_iter()
        .filter(|(label, value)| {
            let needle = name::key(last);
            needle.is_empty()
                || name::key(label).contains(&needle)
                || name::key(value).contains(&needle)
        })
        .map(|(label, value)| (format!("{before} {label}"), format!("{before} {value}")))
        .collect();
    respond("", full)
}

/// Characters of this d20 campaign, the user's own first.
pub async fn d20_character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let user = ctx.author().id.get().to_string();
    let names = load_d20(ctx).await.map_or_else(Vec::new, |c| {
        let mut characters = c.characters;
        characters.sort_by_key(|p| p.owner != user);
        characters.into_iter().map(|p| p.name).collect()
    });
    respond(partial, plain(names))
}

/// Enemies of this d20 campaign still standing.
pub async fn d20_enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_d20(ctx).await.map_or_else(Vec::new, |c| {
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
pub async fn d20_unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_d20(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .map(|e| e.name)
            .chain(c.characters.into_iter().map(|p| p.name))
            .collect()
    });
    respond_list(partial, plain(names))
}

fn d20_skills(lang: Lang, saves: bool) -> Vec<(String, String)> {
    d20::Skill::all()
        .filter(|s| saves || !s.is_save())
        .map(|s| {
            (
                layout::plain(&render::d20::skill_name(lang, s)),
                s.name().to_owned(),
            )
        })
        .collect()
}

/// Skills of the d20 game (saves too), labelled in the user's language.
pub async fn d20_skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond(partial, d20_skills(lang(ctx), true))
}

/// Proficient skills for a new character: completes the last of a list.
pub async fn d20_skill_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    respond_list(partial, d20_skills(lang(ctx), true))
}

/// The named difficulties, with their DC.
pub async fn d20_dc(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
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

/// The d20 game's weapons, labelled in the user's language.
pub async fn d20_weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = d20::data::WEAPONS
        .iter()
        .map(|w| {
            (
                layout::plain(&render::d20::weapon_name(lang, w.name)),
                w.name.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The d20 game's enemy templates, labelled in the user's language.
pub async fn d20_template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = d20::data::ENEMIES
        .iter()
        .map(|e| {
            (
                layout::plain(&render::d20::template_name(lang, e.name)),
                e.name.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Conditions: those the target has first (when one is named), then the
/// common ones.
pub async fn d20_condition(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let mut choices: Vec<(String, String)> = Vec::new();
    if let (Some(target), Some(c)) = (other_option(ctx, "target"), load_d20(ctx).await) {
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
                layout::plain(&render::d20::condition_name(lang, k)),
                k.name().to_owned(),
            )
        }));
    }
    choices.extend(d20::character::Condition::COMMON.iter().map(|k| {
        (
            layout::plain(&render::d20::condition_name(lang, k)),
            k.name().to_owned(),
        )
    }));
    respond(partial, choices)
}

// ---------------------------------------------------------------------------
// The classic Fallout game

async fn load_pnp(ctx: Context<'_>) -> Option<pnp::Campaign> {
    ctx.data().session.campaign_as::<Pnp>(key(ctx)).await.ok()
}

/// Characters of this classic-game campaign, the user's own first.
pub async fn pnp_character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let user = ctx.author().id.get().to_string();
    let names = load_pnp(ctx).await.map_or_else(Vec::new, |c| {
        let mut characters = c.characters;
        characters.sort_by_key(|p| p.owner != user);
        characters.into_iter().map(|p| p.name).collect()
    });
    respond(partial, plain(names))
}

/// Enemies of this classic-game campaign still in the fight.
pub async fn pnp_enemy(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_pnp(ctx).await.map_or_else(Vec::new, |c| {
        c.enemies
            .into_iter()
            .filter(|e| !e.vitals.is_dead() && !e.fled)
            .map(|e| e.name)
            .collect()
    });
    respond(partial, plain(names))
}

fn pnp_units(c: pnp::Campaign) -> Vec<String> {
    c.enemies
        .into_iter()
        .map(|e| e.name)
        .chain(c.characters.into_iter().map(|p| p.name))
        .collect()
}

/// Characters and enemies of this classic-game campaign (enemies first).
pub async fn pnp_unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_pnp(ctx).await.map_or_else(Vec::new, pnp_units);
    respond(partial, plain(names))
}

/// Splash targets: completes the last of a list with a name and ring 1
/// (`name@1`).
pub async fn pnp_unit_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_pnp(ctx).await.map_or_else(Vec::new, pnp_units);
    respond_list(
        partial,
        names
            .into_iter()
            .map(|n| (format!("{n}@1"), format!("{n}@1")))
            .collect(),
    )
}

/// The classic game's weapons, labelled in the user's language.
pub async fn pnp_weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = pnp::weapons::WEAPONS
        .iter()
        .map(|w| {
            (
                layout::plain(&render::pnp::weapon_name(lang, w.id)),
                w.id.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The classic game's enemy templates, labelled in the user's language.
pub async fn pnp_template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = pnp::enemy::TEMPLATES
        .iter()
        .map(|t| {
            (
                layout::plain(&render::pnp::template_name(lang, t.id)),
                t.id.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

async fn load_f2d20(ctx: Context<'_>) -> Option<fallout2d20::Campaign> {
    ctx.data()
        .session
        .campaign_as::<fallout2d20::Fallout2d20>(key(ctx))
        .await
        .ok()
}

/// Characters of this Fallout 2d20 campaign, the user's own first.
pub async fn f2d20_character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let user = ctx.author().id.get().to_string();
    let names = load_f2d20(ctx).await.map_or_else(Vec::new, |c| {
        let mut characters = c.characters;
        characters.sort_by_key(|p| p.owner != user);
        characters.into_iter().map(|p| p.name).collect()
    });
    respond(partial, plain(names))
}

/// Creatures of this Fallout 2d20 campaign.
pub async fn f2d20_creature(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_f2d20(ctx).await.map_or_else(Vec::new, |c| {
        c.creatures.into_iter().map(|e| e.name).collect()
    });
    respond(partial, plain(names))
}

fn f2d20_units(c: fallout2d20::Campaign) -> Vec<String> {
    c.creatures
        .into_iter()
        .map(|e| e.name)
        .chain(c.characters.into_iter().map(|p| p.name))
        .collect()
}

/// Characters and creatures of this Fallout 2d20 campaign (creatures first).
pub async fn f2d20_unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_f2d20(ctx).await.map_or_else(Vec::new, f2d20_units);
    respond(partial, plain(names))
}

/// Units for a comma-separated list (Burst targets): completes the last name.
pub async fn f2d20_unit_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load_f2d20(ctx).await.map_or_else(Vec::new, f2d20_units);
    respond_list(partial, plain(names))
}

/// The weapons the attacker carries (the `attacker` option, else the user's
/// character), or a creature's attacks, labelled in the user's language.
pub async fn f2d20_weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let user = ctx.author().id.get().to_string();
    let Some(c) = load_f2d20(ctx).await else {
        return respond(partial, Vec::new());
    };
    let named = other_option(ctx, "attacker");
    let mut weapons: Vec<String> = Vec::new();
    let character = match &named {
        Some(n) => c.characters.iter().find(|p| name::same(&p.name, n)),
        None => c.characters.iter().find(|p| p.owner == user),
    };
    if let Some(p) = character {
        weapons.extend(p.weapons.iter().map(|w| w.name.clone()));
        weapons.push(fallout2d20::campaign::UNARMED.to_owned());
    } else if let Some(e) = named
        .as_deref()
        .and_then(|n| c.creatures.iter().find(|e| name::same(&e.name, n)))
    {
        weapons.extend(e.view().attacks);
    }
    let choices = weapons
        .into_iter()
        .map(|w| {
            (
                layout::plain(&render::fallout2d20::weapon_name(lang, &w)),
                w,
            )
        })
        .collect();
    respond(partial, choices)
}

/// The hit locations of the `target` (or `patient`) option's unit; a
/// character's without one.
pub async fn f2d20_location(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let target = other_option(ctx, "target").or_else(|| other_option(ctx, "patient"));
    let table = match (target, load_f2d20(ctx).await) {
        (Some(t), Some(c)) => c
            .creatures
            .iter()
            .find(|e| name::same(&e.name, &t))
            .map_or(&fallout2d20::data::HUMANOID[..], |e| e.locations()),
        _ => &fallout2d20::data::HUMANOID[..],
    };
    let choices = table
        .iter()
        .map(|r| {
            (
                layout::plain(&render::fallout2d20::location_name(lang, r.key)),
                r.key.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Armour pieces, labelled in the user's language.
pub async fn f2d20_armour(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = fallout2d20::data::ARMOUR
        .iter()
        .map(|p| {
            (
                layout::plain(&render::fallout2d20::armour_name(lang, p.name)),
                p.name.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The pieces the chosen character wears (the `character` option, else the user's).
pub async fn f2d20_worn(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let user = ctx.author().id.get().to_string();
    let named = other_option(ctx, "character");
    let pieces = load_f2d20(ctx).await.map_or_else(Vec::new, |c| {
        c.characters
            .into_iter()
            .find(|p| match &named {
                Some(n) => name::same(&p.name, n),
                None => p.owner == user,
            })
            .map_or_else(Vec::new, |p| p.worn.into_iter().map(|w| w.piece).collect())
    });
    let choices = pieces
        .into_iter()
        .map(|p| {
            (
                layout::plain(&render::fallout2d20::armour_name(lang, &p)),
                p,
            )
        })
        .collect();
    respond(partial, choices)
}

/// Weapons and ammunition, labelled in the user's language.
pub async fn f2d20_item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = fallout2d20::data::WEAPONS
        .iter()
        .map(|w| w.name)
        .chain(fallout2d20::data::AMMO.iter().copied())
        .map(|n| {
            (
                layout::plain(&render::fallout2d20::item_name(lang, n)),
                n.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Creature templates, labelled in the user's language.
pub async fn f2d20_template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = fallout2d20::data::CREATURES
        .iter()
        .map(|t| {
            (
                layout::plain(&render::fallout2d20::template_name(lang, t.name)),
                t.name.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The game's 17 skills, labelled in the user's language.
pub async fn f2d20_skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = fallout2d20::skills::SKILLS
        .iter()
        .map(|s| {
            (
                layout::plain(&render::fallout2d20::skill_name(lang, *s)),
                s.name().to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filtering_is_case_insensitive_deduplicated_and_capped() {
        let many: Vec<(String, String)> = (0..40)
            .map(|i| (format!("Raider {i}"), format!("r{i}")))
            .collect();
        assert_eq!(filter("", many.clone()).len(), MAX_CHOICES);
        assert_eq!(filter("RAIDER 39", many).len(), 1);
        let dup = vec![("A".into(), "x".into()), ("B".into(), "X".into())];
        assert_eq!(filter("", dup).len(), 1);
    }

    #[test]
    fn a_list_completes_its_last_item() {
        assert_eq!(last_item("Ana, Ba"), ("Ana,", "Ba"));
        assert_eq!(last_item("Ana，Ba"), ("Ana，", "Ba"));
        assert_eq!(last_item("Ba"), ("", "Ba"));
        assert_eq!(last_item("Ana,"), ("Ana,", ""));
    }
}
