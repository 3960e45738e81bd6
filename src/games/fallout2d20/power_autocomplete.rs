//! Autocomplete for power armour: the frames and pieces a campaign sees
//! (`/f2d20 power-armor`, `/f2d20 wear`), and the pieces on a character's
//! frame with the locations they cover (`/f2d20 doff`, `/f2d20 gm repair`).

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{campaign_lang, load, respond};
use crate::bot::commands::homebrew::marked;
use crate::bot::layout::plain;
use crate::bot::Context;
use crate::engine::homebrew::Brew;
use crate::engine::rulesets::fallout2d20::data::ArmourPiece;
use crate::engine::rulesets::fallout2d20::power::{PowerArmour, PowerPiece};
use crate::engine::rulesets::fallout2d20::Fallout2d20;
use crate::i18n::Lang;

/// `(label, value)` of the frames (`frames`) or the pieces the campaign
/// sees, labelled in the user's language, its homebrew marked.
pub(super) fn pieces(lang: Lang, brew: &Brew<PowerPiece>, frames: bool) -> Vec<(String, String)> {
    brew.all()
        .into_iter()
        .filter(|(p, _)| p.is_frame() == frames)
        .map(|(p, origin)| {
            let label = plain(&super::power::piece_name(lang, &p.name));
            (marked(&label, origin), p.name.to_string())
        })
        .collect()
}

/// The frame and the pieces on it, by name (for `doff`).
pub(super) fn on_frame(power: Option<PowerArmour>) -> Vec<String> {
    power.map_or_else(Vec::new, |p| {
        p.pieces
            .into_iter()
            .map(|x| x.row.name.to_string())
            .chain(std::iter::once(p.frame))
            .collect()
    })
}

/// An apparel piece's or a power armour piece's name in the user's language.
pub(super) fn any_name(lang: Lang, piece: &str) -> String {
    if ArmourPiece::find(piece).is_none() && PowerPiece::find(piece).is_some() {
        super::power::piece_name(lang, piece)
    } else {
        super::render::armour_name(lang, piece)
    }
}

/// Frames the campaign sees.
pub async fn frame(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let brew = load::<Fallout2d20>(ctx)
        .await
        .map(|c| c.homebrew.into_inner().power_armor)
        .unwrap_or_default();
    respond(partial, pieces(lang, &brew, true))
}

/// The pieces on the chosen character's frame (the `character` option,
/// else the user's), each with the location it covers.
pub async fn attached(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = campaign_lang(ctx).await;
    let choices = load::<Fallout2d20>(ctx).await.map_or_else(Vec::new, |c| {
        super::autocomplete::chosen(ctx, "character", c.characters)
            .and_then(|p| p.power)
            .map_or_else(Vec::new, |p| {
                p.views()
                    .into_iter()
                    .map(|v| {
                        let label = format!(
                            "{} ({}) {}/{}",
                            plain(&super::power::piece_name(lang, &v.piece)),
                            plain(&super::render::location_name(lang, &v.location)),
                            v.hp,
                            v.max
                        );
                        (label, v.piece)
                    })
                    .collect()
            })
    });
    respond(partial, choices)
}
