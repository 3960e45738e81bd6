//! The Fallout 2d20 game's buttons: `f2d20-luck:v1:<serial>:<character>`, a
//! Luck re-roll of the character's roll `serial` (its player or a GM; refused
//! once a later roll took its place), `f2d20-die:v1:<serial>:<character>`,
//! one more combat die for 1 AP on that roll, a hit, and
//! `f2d20-garb:v1:<serial>:<piece>:<character>`, the scene re-roll of the
//! character's worn piece number `piece` on one d20 of that roll.

use crate::bot::buttons::Answer;
use crate::bot::game::{BoxFuture, Press};
use crate::bot::{choose_lang, error_text, layout, permissions, text, Data, Where};
use crate::engine::ruleset::Ruleset as _;
use crate::engine::rulesets::fallout2d20::character::Character;
use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20};
use crate::games::fallout2d20::render as draw;
use crate::i18n::Lang;
use crate::session::CampaignKey;

/// Handles a press of a roll's button; `None` when the id is not the game's.
pub(super) fn press<'a>(custom_id: &'a str, p: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
    let (serial, kind, name) = parse_id(custom_id)?;
    Some(pressed(serial, name, p, kind))
}

/// A roll button's id read: its serial, what it spends, the character's
/// name (names may hold colons: they are the rest of the id).
fn parse_id(custom_id: &str) -> Option<(u64, Kind, &str)> {
    if let Some(rest) = custom_id.strip_prefix("f2d20-garb:v1:") {
        // The piece's index comes between the serial and the name.
        let (serial, rest) = rest.split_once(':')?;
        let (piece, name) = rest.split_once(':')?;
        return Some((
            serial.parse().ok()?,
            Kind::Apparel(piece.parse().ok()?),
            name,
        ));
    }
    let (kind, rest) = match custom_id.strip_prefix("f2d20-luck:v1:") {
        Some(rest) => (Kind::Luck, rest),
        None => (Kind::Bonus, custom_id.strip_prefix("f2d20-die:v1:")?),
    };
    let (serial, name) = rest.split_once(':')?;
    Some((serial.parse().ok()?, kind, name))
}

/// What a roll's button spends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A Luck point.
    Luck,
    /// 1 AP on one more combat die.
    Bonus,
    /// The scene re-roll of the worn piece with this index.
    Apparel(usize),
}

/// The press of a roll's button, answered.
// The core hands every game the same owned press; these buttons have no menu,
// so its choice is dropped unread.
#[allow(clippy::needless_pass_by_value)]
fn pressed<'a>(serial: u64, name: &'a str, p: Press<'a>, kind: Kind) -> BoxFuture<'a, Answer> {
    let Press {
        data,
        interaction,
        key,
        actor,
        manages,
        locale_lang,
        ..
    } = p;
    Box::pin(async move {
        let press = F2d20Press {
            serial,
            name,
            key,
            actor,
            manages,
            locale_lang,
            locale: &interaction.locale,
        };
        f2d20_press(data, press, kind).await
    })
}

/// A press of a Fallout 2d20 roll's button.
struct F2d20Press<'a> {
    serial: u64,
    name: &'a str,
    key: CampaignKey,
    actor: i64,
    manages: bool,
    locale_lang: Lang,
    locale: &'a str,
}

/// A Fallout 2d20 roll's button: a Luck re-roll (one of the character's
/// Luck points re-rolls the d20s of their roll `serial` that scored nothing)
/// or, with `bonus`, one more combat die for 1 AP on their hit. Only the
/// character's player or a GM may press; the pressed message shows the roll
/// again, with the buttons that still apply. A press by anyone else, or on a
/// roll a later one replaced, is refused privately and changes nothing.
async fn f2d20_press(data: &Data, press: F2d20Press<'_>, kind: Kind) -> Answer {
    let at = Where {
        command: match kind {
            Kind::Bonus => "f2d20 bonus-die",
            Kind::Luck => "f2d20 luck",
            Kind::Apparel(_) => "f2d20 reroll",
        },
        key: press.key,
    };
    let (lang, command) = match pressed_command(data, &press, kind, at).await {
        Ok(pressed) => pressed,
        Err(refused) => return refused,
    };
    let mut dice = data.dice();
    match data
        .session
        .run_as::<Fallout2d20>(press.key, press.actor, command, &mut dice)
        .await
    {
        Ok(Ok(ran)) => {
            let after = data
                .session
                .campaign_as::<Fallout2d20>(press.key)
                .await
                .ok();
            let table = after.as_ref().map(draw::Table::of);
            let components = after.as_ref().map_or_else(Vec::new, |c| {
                crate::games::fallout2d20::commands::luck_buttons(lang, c, &ran.outcome)
            });
            Answer::Rolled {
                embeds: draw::outcome_specs_at(lang, &ran.outcome, table.as_ref()),
                components,
            }
        }
        Ok(Err(refused)) => Answer::Private(draw::rule_error(lang, &refused)),
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// What a press asks, in the reader's language: the campaign read (a
/// Fallout 2d20 one), the character found, the presser their player or a
/// GM; otherwise the refusal.
async fn pressed_command(
    data: &Data,
    press: &F2d20Press<'_>,
    kind: Kind,
    at: Where<'_>,
) -> Result<(Lang, Command), Answer> {
    let settings = data
        .session
        .settings(press.key)
        .await
        .map_err(|e| Answer::Private(error_text(press.locale_lang, e, at)))?;
    let lang = choose_lang(
        settings.language,
        Some(press.locale),
        data.config.default_locale,
    );
    if settings.ruleset != crate::engine::rulesets::fallout2d20::Fallout2d20::ID {
        return Err(Answer::Private(error_text(
            lang,
            crate::session::SessionError::OtherGame {
                game: settings.ruleset,
            },
            at,
        )));
    }
    let campaign = data
        .session
        .campaign_as::<Fallout2d20>(press.key)
        .await
        .map_err(|e| Answer::Private(error_text(lang, e, at)))?;
    let character = match campaign.character_index(press.name) {
        Ok(i) => &campaign.characters[i],
        Err(e) => return Err(Answer::Private(draw::rule_error(lang, &e))),
    };
    if !permissions::owns(&character.owner, press.actor)
        && !permissions::is_gm(&settings, press.actor, press.manages)
    {
        return Err(Answer::Private(text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&character.name).into())],
        )));
    }
    Ok((lang, command_for(kind, character, press.serial)))
}

/// The command a press runs on the character's roll `serial`.
fn command_for(kind: Kind, character: &Character, serial: u64) -> Command {
    match kind {
        Kind::Bonus => Command::BonusDie {
            character: character.name.clone(),
            serial: Some(serial),
        },
        Kind::Luck => Command::Reroll {
            character: character.name.clone(),
            dice: Vec::new(),
            serial: Some(serial),
        },
        // The piece by its index (an unknown index names none: refused).
        Kind::Apparel(k) => Command::ApparelReroll {
            character: character.name.clone(),
            piece: character
                .worn
                .get(k)
                .map(|w| w.piece.clone())
                .unwrap_or_default(),
            die: None,
            serial: Some(serial),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::{parse_id, Kind};

    #[test]
    fn ids_are_the_games_and_carry_names_with_colons() {
        assert_eq!(
            parse_id("f2d20-luck:v1:3:Vic: the 2nd"),
            Some((3, Kind::Luck, "Vic: the 2nd"))
        );
        assert_eq!(
            parse_id("f2d20-die:v1:4:Ana"),
            Some((4, Kind::Bonus, "Ana"))
        );
        assert_eq!(
            parse_id("f2d20-garb:v1:5:2:Vic: the 2nd"),
            Some((5, Kind::Apparel(2), "Vic: the 2nd"))
        );
        assert_eq!(parse_id("f2d20-die:v1:x:Ana"), None);
        assert_eq!(parse_id("f2d20-garb:v1:5:x:Ana"), None);
        assert_eq!(parse_id("luck:v1:1:keep"), None);
    }
}
