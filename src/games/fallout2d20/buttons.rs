//! The Fallout 2d20 game's buttons: `f2d20-luck:v1:<serial>:<character>`, a
//! Luck re-roll of the character's roll `serial` (its player or a GM; refused
//! once a later roll took its place), and `f2d20-die:v1:<serial>:<character>`,
//! one more combat die for 1 AP on that roll, a hit.

use crate::bot::buttons::Answer;
use crate::bot::game::{BoxFuture, Press};
use crate::bot::{choose_lang, error_text, layout, permissions, text, Data, Where};
use crate::i18n::Lang;
use crate::session::CampaignKey;

/// Handles a press of a roll's button; `None` when the id is not the game's.
// The core hands every game the same owned press; these buttons have no menu,
// so its choice is dropped unread.
#[allow(clippy::needless_pass_by_value)]
pub(super) fn press<'a>(custom_id: &'a str, p: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
    let (bonus, rest) = match custom_id.strip_prefix("f2d20-luck:v1:") {
        Some(rest) => (false, rest),
        None => (true, custom_id.strip_prefix("f2d20-die:v1:")?),
    };
    // Names may hold colons: they are the rest of the id.
    let (serial, name) = rest.split_once(':')?;
    let serial = serial.parse().ok()?;
    let Press {
        data,
        interaction,
        key,
        actor,
        manages,
        locale_lang,
        ..
    } = p;
    Some(Box::pin(async move {
        let press = F2d20Press {
            serial,
            name,
            key,
            actor,
            manages,
            locale_lang,
            locale: &interaction.locale,
        };
        f2d20_press(data, press, bonus).await
    }))
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
async fn f2d20_press(data: &Data, press: F2d20Press<'_>, bonus: bool) -> Answer {
    use crate::engine::ruleset::RulesetId;
    use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20};
    use crate::games::fallout2d20::render as draw;
    let F2d20Press {
        serial,
        name,
        key,
        actor,
        manages,
        locale_lang,
        locale,
    } = press;
    let at = Where {
        command: if bonus {
            "f2d20 bonus-die"
        } else {
            "f2d20 luck"
        },
        key,
    };
    let settings = match data.session.settings(key).await {
        Ok(s) => s,
        Err(e) => return Answer::Private(error_text(locale_lang, e, at)),
    };
    let lang = choose_lang(settings.language, Some(locale), data.config.default_locale);
    if settings.ruleset != RulesetId::Fallout2d20 {
        return Answer::Private(error_text(
            lang,
            crate::session::SessionError::OtherGame {
                game: settings.ruleset,
            },
            at,
        ));
    }
    let campaign = match data.session.campaign_as::<Fallout2d20>(key).await {
        Ok(c) => c,
        Err(e) => return Answer::Private(error_text(lang, e, at)),
    };
    let character = match campaign.character_index(name) {
        Ok(i) => &campaign.characters[i],
        Err(e) => return Answer::Private(draw::rule_error(lang, &e)),
    };
    if !permissions::owns(&character.owner, actor) && !permissions::is_gm(&settings, actor, manages)
    {
        return Answer::Private(text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&character.name).into())],
        ));
    }
    let command = if bonus {
        Command::BonusDie {
            character: character.name.clone(),
            serial: Some(serial),
        }
    } else {
        Command::Reroll {
            character: character.name.clone(),
            dice: Vec::new(),
            serial: Some(serial),
        }
    };
    let mut dice = data.dice();
    match data
        .session
        .run_as::<Fallout2d20>(key, actor, command, &mut dice)
        .await
    {
        Ok(Ok(ran)) => {
            let after = data.session.campaign_as::<Fallout2d20>(key).await.ok();
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

#[cfg(test)]
mod tests {
    #[test]
    fn ids_are_the_games_and_carry_names_with_colons() {
        let id = |s: &str| {
            let (bonus, rest) = match s.strip_prefix("f2d20-luck:v1:") {
                Some(rest) => (false, rest),
                None => (true, s.strip_prefix("f2d20-die:v1:")?),
            };
            let (serial, name) = rest.split_once(':')?;
            Some((bonus, serial.parse::<u64>().ok()?, name.to_owned()))
        };
        assert_eq!(
            id("f2d20-luck:v1:3:Vic: the 2nd"),
            Some((false, 3, "Vic: the 2nd".into()))
        );
        assert_eq!(id("f2d20-die:v1:4:Ana"), Some((true, 4, "Ana".into())));
        assert_eq!(id("f2d20-die:v1:x:Ana"), None);
        assert_eq!(id("luck:v1:1:keep"), None);
    }
}
