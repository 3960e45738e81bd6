//! The acting-as rule ([`crate::engine::roster::Roster::acting_as`]) answered
//! on Discord, the same for every game: a refusal for another player's
//! character or an enemy a player named, and for a user with no character of
//! their own; a name no unit has is the game's to refuse in its own words.

use crate::engine::roster::Acting;
use crate::i18n::Lang;

use super::{ephemeral, layout, text, Context, Error};

/// The unit a command acts as, or `None` after answering the refusal.
/// `unknown` words the refusal of a name no unit has (in the game's words),
/// or returns `None` to pass the name on to the engine, which refuses it with
/// the names it knows.
pub(crate) async fn settle(
    ctx: Context<'_>,
    lang: Lang,
    acting: Acting,
    unknown: impl FnOnce(&str) -> Option<String>,
) -> Result<Option<String>, Error> {
    let refusal = match acting {
        Acting::As(name) => return Ok(Some(name)),
        Acting::NotYours(name) => text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&name).into())],
        ),
        Acting::NoCharacter => text(lang, "err-no-own-character", &[]),
        Acting::Unknown(name) => match unknown(&name) {
            Some(refusal) => refusal,
            None => return Ok(Some(name)),
        },
    };
    ephemeral(ctx, refusal).await?;
    Ok(None)
}
