//! Autocomplete for the Fallout 2d20 game's names: characters,
//! creatures, units, weapons, hit locations, apparel, items, templates and skills.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{
    brewed, campaign_lang, load, marked_choices, other_option, plain, respond, respond_list,
};
use crate::bot::Context;
use crate::engine::homebrew::Homebrew;
use crate::engine::name;
use crate::engine::rulesets::fallout2d20;

/// The character of `characters` that the command's `option` names, else
/// the user's own.
pub(super) fn chosen(
    ctx: Context<'_>,
    option: &str,
    characters: Vec<fallout2d20::character::Character>,
) -> Option<fallout2d20::character::Character> {
    let user = ctx.author().id.get().to_string();
    let named = other_option(ctx, option);
    characters.into_iter().find(|p| match &named {
        Some(n) => name::same(&p.name, n),
        None => p.owner == user,
    })
}

/// Characters of this Fallout 2d20 campaign, the user's own first.
pub async fn character(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    crate::bot::autocomplete::characters::<crate::engine::rulesets::fallout2d20::Fallout2d20>(
        ctx, partial,
    )
    .await
}

/// Creatures of this Fallout 2d20 campaign.
pub async fn creature(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map_or_else(Vec::new, |c| {
            c.creatures.into_iter().map(|e| e.name).collect()
        });
    respond(partial, plain(names))
}

/// Characters and creatures of this Fallout 2d20 campaign (creatures first).
pub async fn unit(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = crate::bot::autocomplete::units::<fallout2d20::Fallout2d20>(ctx).await;
    respond(partial, plain(names))
}

/// The zones this Fallout 2d20 campaign knows: where units stand and the
/// zones the GM measured, each once.
pub async fn zone(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map_or_else(Vec::new, |c| {
            let mut zones: Vec<String> = Vec::new();
            let standing = c
                .characters
                .iter()
                .filter_map(|p| p.vitals.zone.clone())
                .chain(c.creatures.iter().filter_map(|e| e.vitals.zone.clone()));
            let measured = c
                .zone_ranges
                .iter()
                .flat_map(|r| [r.a.clone(), r.b.clone()]);
            for z in standing.chain(measured) {
                if !zones.iter().any(|k| name::same(k, &z)) {
                    zones.push(z);
                }
            }
            zones
        });
    respond(partial, plain(names))
}

/// An action's detail: units (assist), the zones the campaign knows (move,
/// sprint) and the chems the user's characters carry (take-chem), those
/// labelled in the user's language and the campaign's homebrew marked.
pub async fn detail(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let user = ctx.author().id.get().to_string();
    let names = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map_or_else(Vec::new, |c| {
            let mut names: Vec<(String, String)> = Vec::new();
            let zones = c
                .characters
                .iter()
                .filter_map(|p| p.vitals.zone.clone())
                .chain(c.creatures.iter().filter_map(|e| e.vitals.zone.clone()))
                .chain(
                    c.zone_ranges
                        .iter()
                        .flat_map(|r| [r.a.clone(), r.b.clone()]),
                );
            let chems = c
                .characters
                .iter()
                .filter(|p| p.owner == user)
                .flat_map(|p| p.chems.iter().map(|x| x.name.clone()))
                .map(|n| {
                    let label = crate::bot::layout::plain(
                        &crate::games::fallout2d20::render::chem_name(lang, &n),
                    );
                    let brewed = Homebrew::is_homebrew(&c.homebrew, "chems", &n);
                    (crate::bot::commands::homebrew::mark_if(&label, brewed), n)
                });
            for (label, n) in chems.chain(zones.map(|z| (z.clone(), z))) {
                if !names.iter().any(|(_, k)| name::same(k, &n)) {
                    names.push((label, n));
                }
            }
            names.extend(plain(crate::engine::roster::Roster::units(&c)));
            names
        });
    respond(partial, names)
}

/// Units for a comma-separated list (Burst targets): completes the last name.
pub async fn unit_list(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let names = crate::bot::autocomplete::units::<fallout2d20::Fallout2d20>(ctx).await;
    respond_list(partial, plain(names))
}

/// The weapons the attacker carries (the `attacker` option, else the user's
/// character), or a creature's attacks, labelled in the user's language.
pub async fn weapon(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let user = ctx.author().id.get().to_string();
    let Some(c) = load::<fallout2d20::Fallout2d20>(ctx).await else {
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
        weapons.extend(fallout2d20::campaign::GUN_BASH.map(str::to_owned));
    } else if let Some(e) = named
        .as_deref()
        .and_then(|n| c.creatures.iter().find(|e| name::same(&e.name, n)))
    {
        weapons.extend(e.view().attacks);
    }
    let choices = weapons
        .into_iter()
        .map(|w| {
            let label = crate::bot::layout::plain(&crate::games::fallout2d20::render::weapon_name(
                lang, &w,
            ));
            let brewed = Homebrew::is_homebrew(&c.homebrew, "weapons", &w);
            (crate::bot::commands::homebrew::mark_if(&label, brewed), w)
        })
        .collect();
    respond(partial, choices)
}

/// The hit locations of the `target` (or `patient`) option's unit; a
/// character's without one.
pub async fn location(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let target = other_option(ctx, "target").or_else(|| other_option(ctx, "patient"));
    let table = match (target, load::<fallout2d20::Fallout2d20>(ctx).await) {
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
                crate::bot::layout::plain(&crate::games::fallout2d20::render::location_name(
                    lang, r.key,
                )),
                r.key.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Armour pieces the campaign sees, labelled in the user's language, its
/// homebrew marked.
pub async fn armour(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let (brew, power) = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map(|c| {
            let brew = c.homebrew.into_inner();
            (brew.armour, brew.power_armor)
        })
        .unwrap_or_default();
    let mut choices = marked_choices(
        brew.all(),
        |p| {
            crate::bot::layout::plain(&crate::games::fallout2d20::render::armour_name(
                lang, &p.name,
            ))
        },
        |p| p.name.to_string(),
    );
    choices.extend(super::power_autocomplete::pieces(lang, &power, false));
    respond(partial, choices)
}

/// The pieces the chosen character wears (the `character` option, else the user's).
pub async fn worn(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let pieces = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map_or_else(Vec::new, |c| {
            let brew = c.homebrew;
            chosen(ctx, "character", c.characters).map_or_else(Vec::new, |p| {
                p.worn
                    .into_iter()
                    .map(|w| {
                        let brewed = Homebrew::is_homebrew(&brew, "armour", &w.piece);
                        (w.piece, brewed)
                    })
                    .chain(
                        super::power_autocomplete::on_frame(p.power)
                            .into_iter()
                            .map(|x| {
                                let brewed = Homebrew::is_homebrew(&brew, "power_armor", &x);
                                (x, brewed)
                            }),
                    )
                    .collect()
            })
        });
    let choices = pieces
        .into_iter()
        .map(|(p, brewed)| {
            let label = crate::bot::layout::plain(&super::power_autocomplete::any_name(lang, &p));
            (crate::bot::commands::homebrew::mark_if(&label, brewed), p)
        })
        .collect();
    respond(partial, choices)
}

/// Weapons, ammunition and chems the campaign sees (what `give` and `take`
/// move), labelled in the user's language, its homebrew marked.
pub async fn item(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let brew = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map(|c| c.homebrew)
        .unwrap_or_default();
    let weapons = brew.weapons.all().into_iter().map(|(w, o)| (&*w.name, o));
    let ammo = brew.ammo.all().into_iter().map(|(a, o)| (&*a.name, o));
    let chems = brew.chems.all().into_iter().map(|(c, o)| (&*c.name, o));
    let choices = weapons
        .chain(ammo)
        .chain(chems)
        .map(|(n, origin)| {
            let label =
                crate::bot::layout::plain(&crate::games::fallout2d20::render::item_name(lang, n));
            (
                crate::bot::commands::homebrew::marked(&label, origin),
                n.to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// Creature templates the campaign sees, labelled in the user's language,
/// its homebrew marked.
pub async fn template(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let label = |lang, t: &fallout2d20::data::CreatureTemplate| {
        crate::bot::layout::plain(&crate::games::fallout2d20::render::template_name(
            lang, &t.name,
        ))
    };
    let templates = |c: fallout2d20::Campaign| c.homebrew.into_inner().creatures;
    let choices =
        brewed::<fallout2d20::Fallout2d20, _>(ctx, templates, label, |t| t.name.to_string());
    respond(partial, choices.await)
}

/// The game's 17 skills, labelled in the user's language.
pub async fn skill(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = fallout2d20::skills::SKILLS
        .iter()
        .map(|s| {
            (
                crate::bot::layout::plain(&crate::games::fallout2d20::render::skill_name(lang, *s)),
                s.name().to_owned(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The perks an attack names (Quick Hands, Gun Fu, Heave Ho!, Blitz,
/// Finesse) that the attacker holds (the `attacker` option, else the
/// user's character), labelled in the user's language, for a comma list.
pub async fn attack_perk(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    use fallout2d20::attack_perks::STATED;
    let lang = campaign_lang(ctx).await;
    let held = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .and_then(|c| chosen(ctx, "attacker", c.characters))
        .map_or_else(Vec::new, |p| p.perks);
    let choices = STATED
        .into_iter()
        .filter(|perk| fallout2d20::perks::rank(&held, perk) > 0)
        .map(|perk| {
            let label = crate::bot::layout::plain(&crate::games::fallout2d20::render::perk_name(
                lang, perk,
            ));
            (label, perk.to_owned())
        })
        .collect();
    respond_list(partial, choices)
}

/// Gun Fu's further targets, for a comma list: the units but the attacker
/// (the `attacker` option, else the user's character) and the `target`.
pub async fn gun_fu_targets(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let user = ctx.author().id.get().to_string();
    let attacker = other_option(ctx, "attacker");
    let target = other_option(ctx, "target");
    let names = load::<fallout2d20::Fallout2d20>(ctx)
        .await
        .map_or_else(Vec::new, |c| {
            let own = c
                .characters
                .iter()
                .find(|p| p.owner == user)
                .map(|p| p.name.clone());
            let skip: Vec<String> = [attacker.or(own), target].into_iter().flatten().collect();
            crate::engine::roster::Roster::units(&c)
                .into_iter()
                .filter(|u| !skip.iter().any(|s| name::same(s, u)))
                .collect()
        });
    respond_list(partial, plain(names))
}
