//! The classic game's buttons and menus: `pnp-level:v1:<name>` and the menu
//! `pnp-level-pick:v1:<name>`: a level to choose for (+1 to an attribute or
//! skill points), the character's player or a GM only.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

use crate::bot::buttons::Answer;
use crate::bot::game::{BoxFuture, Press};
use crate::bot::{choose_lang, error_text, layout, permissions, text, Data, Where};
use crate::i18n::{Arg, Lang};
use crate::session::CampaignKey;

/// Handles a press of the level-up button or its menu; `None` when the id is
/// not the game's.
pub(super) fn press<'a>(custom_id: &'a str, p: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
    // Names may hold colons: they are the rest of the id.
    let name = custom_id
        .strip_prefix("pnp-level:v1:")
        .or_else(|| custom_id.strip_prefix("pnp-level-pick:v1:"))?;
    Some(Box::pin(async move {
        pnp_level(
            p.data,
            p.interaction,
            name,
            p.picked,
            p.key,
            p.actor,
            p.manages,
            p.locale_lang,
        )
        .await
    }))
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
    use crate::engine::mechanics::special::Attribute;
    let mut options = vec![serenity::CreateSelectMenuOption::new(
        text(lang, "pnp-bot-level-skills-option", &[]),
        PNP_SKILL_POINTS,
    )];
    options.extend(Attribute::ALL.iter().map(|&at| {
        serenity::CreateSelectMenuOption::new(
            crate::games::pnp::render::attribute_name(lang, at),
            at.abbr(),
        )
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
#[allow(clippy::too_many_arguments)]
async fn pnp_level(
    data: &Data,
    press: &ComponentInteraction,
    name: &str,
    picked: Option<String>,
    key: CampaignKey,
    actor: i64,
    manages: bool,
    locale_lang: Lang,
) -> Answer {
    use crate::engine::mechanics::special::Attribute;
    use crate::engine::rulesets::pnp::command::{Command, LevelUpChoice};
    use crate::engine::rulesets::pnp::{Pnp, RuleError};
    let at = Where {
        command: "pnp level-up",
        key,
    };
    let (campaign, settings) = match (
        data.session.campaign_as::<Pnp>(key).await,
        data.session.settings(key).await,
    ) {
        (Ok(c), Ok(s)) => (c, s),
        (Err(e), _) | (_, Err(e)) => return Answer::Private(error_text(locale_lang, e, at)),
    };
    let lang = choose_lang(
        settings.language,
        Some(&press.locale),
        data.config.default_locale,
    );
    let Some(character) = campaign
        .characters
        .iter()
        .find(|c| crate::engine::name::same(&c.name, name))
    else {
        let error = RuleError::Unknown {
            kind: crate::engine::rulesets::pnp::error::Unknown::Character,
            name: crate::engine::name::echo(name),
            suggestions: campaign.characters.iter().map(|c| c.name.clone()).collect(),
        };
        return Answer::Private(crate::games::pnp::render::rule_error(lang, &error));
    };
    let name = character.name.clone();
    if !permissions::owns(&character.owner, actor) && !permissions::is_gm(&settings, actor, manages)
    {
        return Answer::Private(text(
            lang,
            "err-not-your-character",
            &[("name", layout::escape(&name).into())],
        ));
    }
    let Some(word) = picked else {
        if character.pending_level_ups() == 0 {
            return Answer::Private(crate::games::pnp::render::rule_error(
                lang,
                &RuleError::NoLevelUp { name },
            ));
        }
        return Answer::Picker {
            content: text(
                lang,
                "pnp-bot-level-pick",
                &[("name", layout::escape(&name).into())],
            ),
            menu: pnp_level_menu(lang, &name),
        };
    };
    let choice = if word == PNP_SKILL_POINTS {
        LevelUpChoice::Skills
    } else {
        let Some(a) = Attribute::parse(&word) else {
            let error = RuleError::Unknown {
                kind: crate::engine::rulesets::pnp::error::Unknown::Attribute,
                name: crate::engine::name::echo(&word),
                suggestions: Attribute::ALL.iter().map(|a| a.abbr().to_owned()).collect(),
            };
            return Answer::Private(crate::games::pnp::render::rule_error(lang, &error));
        };
        LevelUpChoice::Attribute(a)
    };
    let command = Command::LevelUp {
        character: name,
        choice,
    };
    match data
        .session
        .run_as::<Pnp>(key, actor, command, &mut data.dice())
        .await
    {
        Ok(Ok(ran)) => Answer::Update {
            content: Some(String::new()),
            embeds: Some(crate::games::pnp::render::outcome_specs(lang, &ran.outcome)),
        },
        Ok(Err(refused)) => Answer::Private(crate::games::pnp::render::rule_error(lang, &refused)),
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}
