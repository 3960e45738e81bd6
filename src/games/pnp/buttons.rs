//! The classic game's buttons and menus: `pnp-level:v1:<name>` and the menu
//! `pnp-level-pick:v1:<name>`: a level to choose for (+1 to an attribute or
//! skill points), the character's player or a GM only.

use poise::serenity_prelude as serenity;

use crate::bot::buttons::Answer;
use crate::bot::game::{BoxFuture, Press};
use crate::bot::{choose_lang, error_text, layout, permissions, text, Where};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::pnp::character::Character;
use crate::engine::rulesets::pnp::command::{Command, LevelUpChoice};
use crate::engine::rulesets::pnp::error::Unknown;
use crate::engine::rulesets::pnp::{Campaign, Pnp, RuleError};
use crate::games::pnp::render as draw;
use crate::i18n::{Arg, Lang};
use crate::session::Settings;

/// Handles a press of the level-up button or its menu; `None` when the id is
/// not the game's.
pub(super) fn press<'a>(custom_id: &'a str, p: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
    // Names may hold colons: they are the rest of the id.
    let name = custom_id
        .strip_prefix("pnp-level:v1:")
        .or_else(|| custom_id.strip_prefix("pnp-level-pick:v1:"))?;
    Some(Box::pin(pnp_level(p, name)))
}

/// The level-up button of a classic-game character (`pnp-level:v1:<name>`).
pub fn pnp_level_button(lang: Lang, name: &str) -> serenity::CreateButton {
    serenity::CreateButton::new(format!("pnp-level:v1:{name}"))
        .label(layout::cut(
            &text(lang, "pnp-bot-level-button", &[("name", Arg::from(name))]),
            layout::BUTTON_LABEL_MAX,
        ))
        .style(serenity::ButtonStyle::Success)
}

/// The value of the skill-points choice in the level-up menu (the others are
/// attribute abbreviations).
const PNP_SKILL_POINTS: &str = "skills";

/// What a level gives, in the reader's words: skill points, then each
/// attribute.
fn pnp_level_menu(lang: Lang, name: &str) -> serenity::CreateSelectMenu {
    let mut options = vec![serenity::CreateSelectMenuOption::new(
        text(lang, "pnp-bot-level-skills-option", &[]),
        PNP_SKILL_POINTS,
    )];
    options.extend(Attribute::ALL.iter().map(|&at| {
        serenity::CreateSelectMenuOption::new(draw::attribute_name(lang, at), at.abbr())
    }));
    serenity::CreateSelectMenu::new(
        crate::bot::secret::menu_id(format!("pnp-level-pick:v1:{name}")),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(text(lang, "pnp-bot-level-placeholder", &[]))
}

/// A classic-game level-up: the button (offers the choices, privately) or
/// the choice picked (runs the level-up and shows it in place of the menu).
/// Only the character's player or a GM may choose; a character with no level
/// to choose for is told so.
async fn pnp_level(p: Press<'_>, name: &str) -> Answer {
    let Press {
        data, key, actor, ..
    } = p;
    let at = Where {
        command: "pnp level-up",
        key,
    };
    let (campaign, settings) = match (
        data.session.campaign_as::<Pnp>(key).await,
        data.session.settings(key).await,
    ) {
        (Ok(c), Ok(s)) => (c, s),
        (Err(e), _) | (_, Err(e)) => return Answer::Private(error_text(p.locale_lang, e, at)),
    };
    let lang = choose_lang(
        settings.language,
        Some(&p.interaction.locale),
        data.config.default_locale,
    );
    let character = match chooser_character(lang, &campaign, &settings, name, actor, p.manages) {
        Ok(c) => c,
        Err(refused) => return Answer::Private(refused),
    };
    let Some(word) = p.picked else {
        return level_picker(lang, character);
    };
    let choice = match level_choice(lang, &word) {
        Ok(choice) => choice,
        Err(refused) => return Answer::Private(refused),
    };
    let command = Command::LevelUp {
        character: character.name.clone(),
        choice,
    };
    match data
        .session
        .run_as::<Pnp>(key, actor, command, &mut data.dice())
        .await
    {
        Ok(Ok(ran)) => Answer::Update {
            content: Some(String::new()),
            embeds: Some(draw::outcome_specs(lang, &ran.outcome)),
        },
        Ok(Err(refused)) => Answer::Private(draw::rule_error(lang, &refused)),
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// The character a level is chosen for, by name, when the presser may
/// choose for them (their player or a GM); otherwise the refusal's text.
fn chooser_character<'c>(
    lang: Lang,
    campaign: &'c Campaign,
    settings: &Settings,
    name: &str,
    actor: i64,
    manages: bool,
) -> Result<&'c Character, String> {
    let Some(character) = campaign
        .characters
        .iter()
        .find(|c| crate::engine::name::same(&c.name, name))
    else {
        let error = RuleError::Unknown {
            kind: Unknown::Character,
            name: crate::engine::name::echo(name),
            suggestions: campaign.characters.iter().map(|c| c.name.clone()).collect(),
        };
        return Err(draw::rule_error(lang, &error));
    };
    if !permissions::owns(&character.owner, actor) && !permissions::is_gm(settings, actor, manages)
    {
        return Err(text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&character.name).into())],
        ));
    }
    Ok(character)
}

/// The level-up menu, privately; a character with no level to choose for is
/// told so.
fn level_picker(lang: Lang, character: &Character) -> Answer {
    let name = character.name.clone();
    if character.pending_level_ups() == 0 {
        return Answer::Private(draw::rule_error(lang, &RuleError::NoLevelUp { name }));
    }
    Answer::Picker {
        content: text(
            lang,
            "pnp-bot-level-pick",
            &[("name", layout::escape(&name).into())],
        ),
        menu: pnp_level_menu(lang, &name),
    }
}

/// The choice picked in the menu: skill points or an attribute (an unknown
/// word is refused, in the text returned, with the attributes it could be).
fn level_choice(lang: Lang, word: &str) -> Result<LevelUpChoice, String> {
    if word == PNP_SKILL_POINTS {
        return Ok(LevelUpChoice::Skills);
    }
    let Some(a) = Attribute::parse(word) else {
        let error = RuleError::Unknown {
            kind: Unknown::Attribute,
            name: crate::engine::name::echo(word),
            suggestions: Attribute::ALL.iter().map(|a| a.abbr().to_owned()).collect(),
        };
        return Err(draw::rule_error(lang, &error));
    };
    Ok(LevelUpChoice::Attribute(a))
}
