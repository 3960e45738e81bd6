//! Forms instead of long option lists: `/character create` with no options
//! opens a modal for the name, background and S.P.E.C.I.A.L., then a select
//! menu for the three tag skills; the choice creates the character through
//! the same engine command as `/character create` with its options (which
//! stay, for scripting).
//!
//! Between the modal and the menu the form is a draft held by this process
//! ([`crate::bot::drafts`]), keyed by channel and user, for
//! [`DRAFT_LIFETIME`]. A draft is not a change: nothing is stored until the
//! menu is answered, so a form left open across a restart is simply asked
//! again ("this form has expired").

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateActionRow, CreateInputText, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateModal,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, InputTextStyle,
    ModalInteraction,
};

use crate::bot::{
    campaign_key, choose_lang, error_text, layout, no_mentions, render, text, Data, Error, Where,
};
use crate::engine::rulesets::wasteland::character::NewCharacter;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::engine::rulesets::wasteland::Command;
use crate::games::wasteland::session::WastelandSession as _;
use crate::i18n::{self, Arg, Lang};
use crate::session::CampaignKey;

/// The custom id of the character modal.
pub const MODAL_ID: &str = "form:v1:character";
/// The custom id of the tag-skill menu that follows it.
pub const TAGS_ID: &str = "form:v1:tags";
/// How long a filled-in modal waits for its tag skills.
pub const DRAFT_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Text input ids inside the modal.
const NAME: &str = "name";
const BACKGROUND: &str = "background";
const SPECIAL: &str = "special";

/// The longest background the form takes (the engine bounds it too).
const BACKGROUND_MAX: u16 = 200;

/// A modal filled in, waiting for its tag skills.
#[derive(Debug, Clone)]
struct Draft {
    name: String,
    background: String,
    special: [i64; 7],
}

/// The character modal, in `lang`.
pub fn character_modal(lang: Lang) -> CreateModal {
    let input =
        |style, label: &str, id: &str| CreateInputText::new(style, text(lang, label, &[]), id);
    CreateModal::new(MODAL_ID, text(lang, "form-title", &[])).components(vec![
        CreateActionRow::InputText(
            input(InputTextStyle::Short, "form-name", NAME)
                .min_length(1)
                .max_length(32)
                .required(true),
        ),
        CreateActionRow::InputText(
            input(InputTextStyle::Paragraph, "form-background", BACKGROUND)
                .min_length(1)
                .max_length(BACKGROUND_MAX)
                .required(true),
        ),
        CreateActionRow::InputText(
            input(InputTextStyle::Short, "form-special", SPECIAL)
                .placeholder("6 6 6 6 6 5 5")
                .min_length(13)
                .max_length(30)
                .required(true),
        ),
    ])
}

/// Handles the form's interactions (the modal's submission and the menu's
/// choice); returns whether the event was one of them.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::Interaction,
) -> Result<bool, Error> {
    match interaction {
        serenity::Interaction::Modal(modal) if modal.data.custom_id == MODAL_ID => {
            submitted(ctx, data, modal).await?;
            Ok(true)
        }
        serenity::Interaction::Component(press) if press.data.custom_id == TAGS_ID => {
            picked(ctx, data, press).await?;
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// The reader's language in a channel: the campaign's, else their client's.
async fn lang_of(data: &Data, key: CampaignKey, locale: &str) -> Lang {
    let campaign = data.session.language(key).await.ok().flatten();
    choose_lang(campaign, Some(locale), data.config.default_locale)
}

/// The modal was submitted: check the scores, keep the draft, ask for tags.
async fn submitted(
    ctx: &serenity::Context,
    data: &Data,
    modal: &ModalInteraction,
) -> Result<(), Error> {
    let key = campaign_key(modal.guild_id, modal.channel_id);
    let lang = lang_of(data, key, &modal.locale).await;
    let field = |id: &str| {
        modal
            .data
            .components
            .iter()
            .flat_map(|row| &row.components)
            .find_map(|c| match c {
                serenity::ActionRowComponent::InputText(t) if t.custom_id == id => t.value.clone(),
                _ => None,
            })
            .unwrap_or_default()
    };
    let (name, background) = (field(NAME), field(BACKGROUND));
    let reply = match parse_special(&field(SPECIAL)) {
        None => {
            CreateInteractionResponseMessage::new().content(text(lang, "form-bad-special", &[]))
        }
        Some(special) => {
            let shown = layout::escape(name.trim());
            data.forms.put(
                key,
                modal.user.id.get(),
                Draft {
                    name,
                    background,
                    special,
                },
                DRAFT_LIFETIME,
            );
            CreateInteractionResponseMessage::new()
                .content(text(lang, "form-pick-tags", &[("name", Arg::from(shown))]))
                .components(vec![CreateActionRow::SelectMenu(tag_menu(lang))])
        }
    };
    let reply = reply.ephemeral(true).allowed_mentions(no_mentions());
    modal
        .create_response(&ctx.http, CreateInteractionResponse::Message(reply))
        .await?;
    Ok(())
}

/// Seven scores, 1 to 10, separated by spaces or commas.
fn parse_special(typed: &str) -> Option<[i64; 7]> {
    crate::engine::notation::numbers_in_a_row(typed)
        .filter(|scores: &[i64; 7]| scores.iter().all(|n| (1..=10).contains(n)))
}

/// The menu of the three tag skills.
fn tag_menu(lang: Lang) -> CreateSelectMenu {
    let options = Skill::ALL
        .iter()
        .map(|s| CreateSelectMenuOption::new(i18n::skill(lang, *s), s.name()))
        .collect();
    CreateSelectMenu::new(TAGS_ID, CreateSelectMenuKind::String { options })
        .min_values(3)
        .max_values(3)
        .placeholder(text(lang, "form-tags-placeholder", &[]))
}

/// The tags were picked: create the character from the draft.
async fn picked(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
) -> Result<(), Error> {
    let key = campaign_key(press.guild_id, press.channel_id);
    let lang = lang_of(data, key, &press.locale).await;
    let update = |content: String| {
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(content)
                .components(Vec::new())
                .allowed_mentions(no_mentions()),
        )
    };
    let tags: Vec<String> = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let Some(draft) = data.forms.take::<Draft>(key, press.user.id.get()) else {
        let answer = update(text(lang, "form-expired", &[]));
        press.create_response(&ctx.http, answer).await?;
        return Ok(());
    };
    let Ok(tags) = <[String; 3]>::try_from(tags) else {
        let answer = update(text(lang, "form-bad-tags", &[]));
        press.create_response(&ctx.http, answer).await?;
        return Ok(());
    };
    let command = Command::AddPlayer(NewCharacter {
        owner: press.user.id.get().to_string(),
        name: draft.name.clone(),
        character: draft.name,
        background: draft.background,
        special: draft.special,
        tags,
    });
    let actor = press.user.id.get() as i64;
    let mut dice = data.dice();
    match data.session.run(key, actor, command, &mut dice).await {
        Ok(ran) => {
            let answer = update(text(lang, "form-created", &[]));
            press.create_response(&ctx.http, answer).await?;
            // The new sheet, for the whole table.
            let specs = crate::games::wasteland::render::outcome_specs(lang, &ran.outcome);
            for page in layout::pages(None, specs) {
                let message = CreateInteractionResponseFollowup::new()
                    .embeds(page.embeds.iter().map(render::spec_to_embed).collect())
                    .allowed_mentions(no_mentions());
                if let Err(e) = press.create_followup(&ctx.http, message).await {
                    // Saved already: say so rather than nothing.
                    tracing::warn!(error = %e, "the new sheet could not be shown");
                }
            }
        }
        Err(e) => {
            let at = Where {
                command: "character create",
                key,
            };
            press
                .create_response(&ctx.http, update(error_text(lang, e, at)))
                .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_special;

    #[test]
    fn special_is_seven_scores_from_one_to_ten() {
        assert_eq!(parse_special("6 6 6 6 6 5 5"), Some([6, 6, 6, 6, 6, 5, 5]));
        assert_eq!(
            parse_special(" 10,1，5 5 5 5 5 "),
            Some([10, 1, 5, 5, 5, 5, 5])
        );
        assert_eq!(parse_special("6 6 6 6 6 5"), None);
        assert_eq!(parse_special("6 6 6 6 6 5 5 5"), None);
        assert_eq!(parse_special("6 6 6 6 6 5 11"), None);
        assert_eq!(parse_special("6 6 6 6 6 5 x"), None);
    }
}
