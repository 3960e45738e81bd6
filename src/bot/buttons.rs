//! Button presses, handled in the framework's event handler from persistent
//! custom ids, so they keep working after a restart. The core owns the
//! confirmations (`confirm:v1:<recover|end>:<channel>:<user>` and
//! `confirm:v1:cancel:<channel>:<user>`, which only the user who asked may
//! press); every other id is a game's, handed to the games through
//! [`super::game::Game::press`] (each game's `buttons.rs` lists its ids), and
//! a game's own interactions (the character form) through
//! [`super::game::Game::interaction`].
//!
//! A press is first decided (reads, permission checks, the campaign change), then
//! answered. If deciding outlasts the deferral deadline (see `defer.rs`), the
//! press is acknowledged without a visible change, and the answer becomes an edit
//! of the pressed message or a private follow-up.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateEmbed, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
};

use super::game::Press;
use super::{
    campaign_key, choose_lang, defer, error_text, layout, member_manages, no_mentions, render,
    text, Data, Error, Where,
};
use crate::i18n::{Arg, Lang};
use crate::session::CampaignKey;

/// A parsed button id of the core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ButtonId {
    /// A confirmation.
    Confirm {
        /// What is confirmed.
        action: ConfirmAction,
        /// The channel it was asked in.
        channel: u64,
        /// Who asked.
        user: u64,
    },
}

/// What a confirmation button confirms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConfirmAction {
    /// Undo the last change.
    Recover,
    /// End the campaign.
    End,
    /// Changed my mind.
    Cancel,
}
impl ConfirmAction {
    fn tag(self) -> &'static str {
        match self {
            ConfirmAction::Recover => "recover",
            ConfirmAction::End => "end",
            ConfirmAction::Cancel => "cancel",
        }
    }
}
impl ButtonId {
    /// Parses a custom id; `None` for ids that are not the core's.
    #[must_use]
    pub fn parse(id: &str) -> Option<ButtonId> {
        let parts: Vec<&str> = id.split(':').collect();
        match parts.as_slice() {
            ["confirm", "v1", action, channel, user] => Some(ButtonId::Confirm {
                action: match *action {
                    "recover" => ConfirmAction::Recover,
                    "end" => ConfirmAction::End,
                    "cancel" => ConfirmAction::Cancel,
                    _ => return None,
                },
                channel: channel.parse().ok()?,
                user: user.parse().ok()?,
            }),
            _ => None,
        }
    }

    /// The custom id of a confirmation button.
    #[must_use]
    pub fn confirm(action: ConfirmAction, channel: u64, user: u64) -> String {
        format!("confirm:v1:{}:{channel}:{user}", action.tag())
    }
}
/// The answer to a press.
#[derive(Debug)]
pub enum Answer {
    /// Change the pressed message (content, embeds, or both) and remove its buttons.
    Update {
        /// New content; `None` keeps the message's.
        content: Option<String>,
        /// New embeds; `None` keeps the message's.
        embeds: Option<Vec<render::EmbedSpec>>,
    },
    /// A message only the presser sees; the pressed message stays as it is.
    Private(String),
    /// Change the pressed message's embeds and put new buttons under it.
    Rolled {
        /// The new embeds.
        embeds: Vec<render::EmbedSpec>,
        /// The buttons that still apply.
        components: Vec<serenity::CreateActionRow>,
    },
    /// A result for the whole table: the pressed (private) message says
    /// `content` and loses its menu, the embeds follow publicly (privately
    /// when the press came from a GM's copy of a secret roll).
    Public {
        /// What the pressed message now says.
        content: String,
        /// The result.
        embeds: Vec<render::EmbedSpec>,
    },
    /// A private message with a select menu.
    Picker {
        /// The question.
        content: String,
        /// The menu.
        menu: serenity::CreateSelectMenu,
    },
}
impl Answer {
    /// Changes the pressed message's content only.
    #[must_use]
    pub fn content(content: String) -> Answer {
        Answer::Update {
            content: Some(content),
            embeds: None,
        }
    }
}
/// The framework's event handler: routes Overseer's button presses (the
/// interaction's span, with the custom id, is opened around it by the framework).
pub async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    for game in super::game::games().all() {
        if game
            .interaction(framework.serenity_context, framework.user_data, interaction)
            .await?
        {
            return Ok(());
        }
    }
    let Some(press) = interaction.as_message_component() else {
        return Ok(());
    };
    // A menu opened from a GM's private copy is marked secret in its id.
    let (marked, id) = super::secret::unmark(press.data.custom_id.as_str());
    let ours = ButtonId::parse(id).is_some()
        || super::game::games()
            .all()
            .iter()
            .any(|game| game.press(id, probe(framework.user_data, press)).is_some());
    if !ours {
        return Ok(());
    }
    // A select menu's choice (the skill of a chapter raise).
    let picked = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
    super::secret::pressed_on_private_copy(press, marked);
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    let key = campaign_key(press.guild_id, press.channel_id);
    let acknowledge = async { press.defer(&ctx.http).await.map_err(Error::from) };
    let decided = defer::finish_or_defer(
        defer::deadline(data.defer_after),
        decide(data, press, id, picked, key),
        acknowledge,
    )
    .await?;
    respond(ctx, press, decided.value, decided.deferred).await
}

/// A press to ask a game whether an id is its own (the future it returns is
/// dropped unpolled: nothing runs).
fn probe<'a>(data: &'a Data, press: &'a ComponentInteraction) -> Press<'a> {
    Press {
        data,
        interaction: press,
        picked: None,
        key: campaign_key(press.guild_id, press.channel_id),
        actor: 0,
        manages: false,
        locale_lang: Lang::EnUs,
    }
}

/// Decides a press: checks who pressed, runs the change, words the answer.
async fn decide(
    data: &Data,
    press: &ComponentInteraction,
    id: &str,
    picked: Option<String>,
    key: CampaignKey,
) -> Answer {
    let actor = press.user.id.get() as i64;
    let manages = member_manages(press.member.as_ref());
    let locale_lang = choose_lang(None, Some(&press.locale), data.config.default_locale);
    if let Some(ButtonId::Confirm {
        action,
        channel,
        user,
    }) = ButtonId::parse(id)
    {
        return confirm(data, press, action, channel, user, key, actor, locale_lang).await;
    }
    let pressed = Press {
        data,
        interaction: press,
        picked,
        key,
        actor,
        manages,
        locale_lang,
    };
    // What the press draws shows enemies' numbers as the campaign says.
    if let Err(e) = super::render::hidden::load(&data.session, key).await {
        return Answer::Private(error_text(
            locale_lang,
            e,
            Where {
                command: "button",
                key,
            },
        ));
    }
    for game in super::game::games().all() {
        if let Some(work) = game.press(id, pressed.clone()) {
            return work.await;
        }
    }
    Answer::Private(text(locale_lang, "err-unexpected", &[]))
}

/// A confirmation button: only the user who asked may press it.
#[allow(clippy::too_many_arguments)]
async fn confirm(
    data: &Data,
    press: &ComponentInteraction,
    action: ConfirmAction,
    channel: u64,
    user: u64,
    key: CampaignKey,
    actor: i64,
    locale_lang: Lang,
) -> Answer {
    let lang = match data.session.settings(key).await {
        Ok(s) => choose_lang(s.language, Some(&press.locale), data.config.default_locale),
        Err(_) => locale_lang,
    };
    if user != press.user.id.get() || channel != press.channel_id.get() {
        return Answer::Private(text(lang, "confirm-not-yours", &[]));
    }
    let done = match action {
        ConfirmAction::Cancel => Ok(text(lang, "cancelled", &[])),
        ConfirmAction::Recover => data.session.recover(key, actor).await.map(|r| {
            text(
                lang,
                "recovered",
                &[
                    ("command", Arg::from(r.undone)),
                    ("remaining", Arg::from(r.remaining)),
                ],
            )
        }),
        ConfirmAction::End => data
            .session
            .end(key)
            .await
            .map(|()| text(lang, "campaign-ended", &[])),
    };
    Answer::content(match done {
        Ok(t) => t,
        Err(e) => error_text(
            lang,
            e,
            Where {
                command: action.tag(),
                key,
            },
        ),
    })
}

/// Sends the answer: as the interaction's response when on time; after a
/// deferral, as an edit of the pressed message or a private follow-up. The
/// answer is laid out within Discord's limits ([`layout::pages`]): what does
/// not fit the pressed message follows in further messages.
async fn respond(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    answer: Answer,
    deferred: bool,
) -> Result<(), Error> {
    let reply = match answer {
        Answer::Update { content, embeds } => Reply {
            content,
            embeds,
            buttons: Vec::new(),
            private: false,
        },
        Answer::Rolled { embeds, components } => Reply {
            content: None,
            embeds: Some(embeds),
            buttons: components,
            private: false,
        },
        Answer::Private(content) => Reply {
            content: Some(content),
            embeds: None,
            buttons: Vec::new(),
            private: true,
        },
        Answer::Public { content, embeds } => {
            return respond_public(ctx, press, content, embeds, deferred).await
        }
        Answer::Picker { content, menu } => {
            return respond_picker(ctx, press, content, menu, deferred).await
        }
    };
    respond_pages(ctx, press, reply, deferred).await
}

/// An answer that changes the pressed message or says something privately.
struct Reply {
    /// The text; `None` keeps the pressed message's.
    content: Option<String>,
    /// The embeds; `None` keeps the pressed message's.
    embeds: Option<Vec<render::EmbedSpec>>,
    /// The buttons put under the pressed message.
    buttons: Vec<serenity::CreateActionRow>,
    /// Whether only the presser sees it (a new message, not a change).
    private: bool,
}

/// The embeds of one page, for Discord.
fn embeds_of(page: &layout::Page) -> Vec<CreateEmbed> {
    page.embeds.iter().map(render::spec_to_embed).collect()
}

/// [`Answer::Update`], [`Answer::Rolled`] and [`Answer::Private`]: the first
/// page changes the pressed message (or is the private message), the rest
/// follow.
async fn respond_pages(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    reply: Reply,
    deferred: bool,
) -> Result<(), Error> {
    // A press on a GM's private copy of a secret roll (or in a menu opened
    // from one): whatever it posts stays with the GM.
    let hidden = super::secret::hiding();
    let keep_embeds = reply.embeds.is_none();
    let mut pages =
        layout::pages(reply.content.as_deref(), reply.embeds.unwrap_or_default()).into_iter();
    let first = pages.next().unwrap_or_default();
    if reply.private {
        respond_privately(ctx, press, first.content.unwrap_or_default(), deferred).await?;
    } else {
        let embeds = (!keep_embeds).then(|| embeds_of(&first));
        update_pressed(ctx, press, first.content, embeds, reply.buttons, deferred).await?;
    }
    for page in pages {
        let mut followup = CreateInteractionResponseFollowup::new()
            .ephemeral(reply.private || hidden)
            .allowed_mentions(no_mentions())
            .embeds(embeds_of(&page));
        if let Some(content) = &page.content {
            followup = followup.content(content);
        }
        press.create_followup(&ctx.http, followup).await?;
    }
    Ok(())
}

/// Changes the pressed message: its content and embeds where given, its
/// buttons to `buttons`.
async fn update_pressed(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: Option<String>,
    embeds: Option<Vec<CreateEmbed>>,
    buttons: Vec<serenity::CreateActionRow>,
    deferred: bool,
) -> Result<(), Error> {
    if deferred {
        let mut edit = EditInteractionResponse::new()
            .components(buttons)
            .allowed_mentions(no_mentions());
        if let Some(content) = &content {
            edit = edit.content(content);
        }
        if let Some(embeds) = embeds {
            edit = edit.embeds(embeds);
        }
        press.edit_response(&ctx.http, edit).await?;
    } else {
        let mut message = CreateInteractionResponseMessage::new()
            .components(buttons)
            .allowed_mentions(no_mentions());
        if let Some(content) = &content {
            message = message.content(content);
        }
        if let Some(embeds) = embeds {
            message = message.embeds(embeds);
        }
        press
            .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
            .await?;
    }
    Ok(())
}

/// A message only the presser sees.
async fn respond_privately(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: String,
    deferred: bool,
) -> Result<(), Error> {
    respond_private(ctx, press, content, None, deferred).await
}

/// A private message saying `content`, with `row` under it if any: a
/// follow-up once the press was deferred, else the press's first answer.
async fn respond_private(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: String,
    row: Option<serenity::CreateActionRow>,
    deferred: bool,
) -> Result<(), Error> {
    if deferred {
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(content)
            .ephemeral(true)
            .allowed_mentions(no_mentions());
        if let Some(row) = row {
            followup = followup.components(vec![row]);
        }
        press.create_followup(&ctx.http, followup).await?;
    } else {
        let mut message = CreateInteractionResponseMessage::new()
            .content(content)
            .ephemeral(true)
            .allowed_mentions(no_mentions());
        if let Some(row) = row {
            message = message.components(vec![row]);
        }
        press
            .create_response(&ctx.http, CreateInteractionResponse::Message(message))
            .await?;
    }
    Ok(())
}

/// [`Answer::Public`]: the pressed message says `content` and loses its
/// menu; the embeds follow.
async fn respond_public(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: String,
    embeds: Vec<render::EmbedSpec>,
    deferred: bool,
) -> Result<(), Error> {
    let hidden = super::secret::hiding();
    if deferred {
        let edit = EditInteractionResponse::new()
            .content(content)
            .components(Vec::new())
            .allowed_mentions(no_mentions());
        press.edit_response(&ctx.http, edit).await?;
    } else {
        let done = CreateInteractionResponseMessage::new()
            .content(content)
            .components(Vec::new())
            .allowed_mentions(no_mentions());
        press
            .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(done))
            .await?;
    }
    for page in layout::pages(None, embeds) {
        let message = CreateInteractionResponseFollowup::new()
            .embeds(embeds_of(&page))
            .ephemeral(hidden)
            .allowed_mentions(no_mentions());
        press.create_followup(&ctx.http, message).await?;
    }
    Ok(())
}

/// [`Answer::Picker`]: a private message with a select menu.
async fn respond_picker(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: String,
    menu: serenity::CreateSelectMenu,
    deferred: bool,
) -> Result<(), Error> {
    let row = serenity::CreateActionRow::SelectMenu(menu);
    respond_private(ctx, press, content, Some(row), deferred).await
}

/// The buttons asking to confirm `action`, with a cancel button.
#[must_use]
pub fn confirm_buttons(
    lang: Lang,
    action: ConfirmAction,
    channel: u64,
    user: u64,
) -> Vec<serenity::CreateActionRow> {
    vec![serenity::CreateActionRow::Buttons(vec![
        serenity::CreateButton::new(ButtonId::confirm(action, channel, user))
            .label(text(lang, "btn-confirm", &[]))
            .style(serenity::ButtonStyle::Danger),
        serenity::CreateButton::new(ButtonId::confirm(ConfirmAction::Cancel, channel, user))
            .label(text(lang, "btn-cancel", &[]))
            .style(serenity::ButtonStyle::Secondary),
    ])]
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let id = ButtonId::confirm(ConfirmAction::End, 7, 9);
        assert_eq!(
            ButtonId::parse(&id),
            Some(ButtonId::Confirm {
                action: ConfirmAction::End,
                channel: 7,
                user: 9
            })
        );
        assert_eq!(ButtonId::parse("confirm:v1:end:7"), None);
        assert_eq!(ButtonId::parse("luck:v1:42:keep"), None);
        assert_eq!(ButtonId::parse("other"), None);
    }
}
