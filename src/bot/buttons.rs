//! Button presses, handled in the framework's event handler from persistent
//! custom ids, so they keep working after a restart:
//! - `luck:v1:<roll id>:reroll|keep`: a check's Luck re-roll, authorized from the
//!   database (the leader's player or a GM);
//! - `confirm:v1:<recover|end>:<channel>:<user>` and `confirm:v1:cancel:<channel>:<user>`:
//!   confirmations only the user who asked may press.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use super::{
    campaign_key, choose_lang, error_text, member_manages, no_mentions, permissions, render, text,
    Data, Error, Where,
};
use crate::i18n::{Arg, Lang};
use crate::session::{self, CampaignKey};

/// A parsed button id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonId {
    /// A Luck re-roll choice.
    Luck {
        /// The pending roll.
        roll: i64,
        /// Re-roll (true) or keep (false).
        accept: bool,
    },
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
    /// Parses a custom id; `None` for ids that are not Overseer's.
    #[must_use]
    pub fn parse(id: &str) -> Option<ButtonId> {
        let parts: Vec<&str> = id.split(':').collect();
        match parts.as_slice() {
            ["luck", "v1", roll, choice] => Some(ButtonId::Luck {
                roll: roll.parse().ok()?,
                accept: match *choice {
                    "reroll" => true,
                    "keep" => false,
                    _ => return None,
                },
            }),
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

/// The framework's event handler: routes Overseer's button presses (the
/// interaction's span, with the custom id, is opened around it by the framework).
pub async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    let Some(press) = interaction.as_message_component() else {
        return Ok(());
    };
    let Some(id) = ButtonId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    let key = campaign_key(press.guild_id, press.channel_id);
    handle(
        framework.serenity_context,
        framework.user_data,
        press,
        id,
        key,
    )
    .await
}

async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
    id: ButtonId,
    key: CampaignKey,
) -> Result<(), Error> {
    let actor = press.user.id.get() as i64;
    let manages = member_manages(press.member.as_ref());
    let locale_lang = choose_lang(None, Some(&press.locale), data.config.default_locale);
    match id {
        ButtonId::Luck { roll, accept } => {
            let at = Where {
                command: "luck",
                key,
            };
            let pending = match data.session.pending_roll(roll).await {
                Ok(p) => p,
                Err(e) => return answer(ctx, press, error_text(locale_lang, e, at)).await,
            };
            let settings = match data.session.settings(pending.key).await {
                Ok(s) => s,
                Err(e) => return answer(ctx, press, error_text(locale_lang, e, at)).await,
            };
            let lang = choose_lang(
                settings.language,
                Some(&press.locale),
                data.config.default_locale,
            );
            let allowed = permissions::owns(&pending.owner, actor)
                || permissions::is_gm(&settings, actor, manages && pending.key == key);
            if !allowed {
                return answer(
                    ctx,
                    press,
                    text(
                        lang,
                        "err-reroll-not-yours",
                        &[("name", pending.leader.clone().into())],
                    ),
                )
                .await;
            }
            let mut dice = session::os_dice();
            match data
                .session
                .resolve_reroll(roll, actor, accept, &mut dice)
                .await
            {
                Ok(Some(ran)) => {
                    let message = CreateInteractionResponseMessage::new()
                        .embeds(render::outcome_embeds(lang, &ran.outcome))
                        .components(Vec::new())
                        .allowed_mentions(no_mentions());
                    update(ctx, press, message).await
                }
                Ok(None) => {
                    let message = CreateInteractionResponseMessage::new()
                        .content(text(
                            lang,
                            "reroll-kept",
                            &[("name", Arg::from(pending.leader.as_str()))],
                        ))
                        .components(Vec::new())
                        .allowed_mentions(no_mentions());
                    update(ctx, press, message).await
                }
                Err(e) => answer(ctx, press, error_text(lang, e, at)).await,
            }
        }
        ButtonId::Confirm {
            action,
            channel,
            user,
        } => {
            let lang = match data.session.settings(key).await {
                Ok(s) => choose_lang(s.language, Some(&press.locale), data.config.default_locale),
                Err(_) => locale_lang,
            };
            if user != press.user.id.get() || channel != press.channel_id.get() {
                return answer(ctx, press, text(lang, "confirm-not-yours", &[])).await;
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
            let content = match done {
                Ok(t) => t,
                Err(e) => error_text(
                    lang,
                    e,
                    Where {
                        command: action.tag(),
                        key,
                    },
                ),
            };
            let message = CreateInteractionResponseMessage::new()
                .content(content)
                .components(Vec::new())
                .allowed_mentions(no_mentions());
            update(ctx, press, message).await
        }
    }
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

/// Replaces the pressed message (and removes its buttons).
async fn update(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    message: CreateInteractionResponseMessage,
) -> Result<(), Error> {
    press
        .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
        .await?;
    Ok(())
}

/// Answers the presser alone.
async fn answer(
    ctx: &serenity::Context,
    press: &ComponentInteraction,
    content: String,
) -> Result<(), Error> {
    let message = CreateInteractionResponseMessage::new()
        .content(content)
        .ephemeral(true)
        .allowed_mentions(no_mentions());
    press
        .create_response(&ctx.http, CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        assert_eq!(
            ButtonId::parse("luck:v1:42:reroll"),
            Some(ButtonId::Luck {
                roll: 42,
                accept: true
            })
        );
        assert_eq!(
            ButtonId::parse("luck:v1:42:keep"),
            Some(ButtonId::Luck {
                roll: 42,
                accept: false
            })
        );
        let id = ButtonId::confirm(ConfirmAction::End, 7, 9);
        assert_eq!(
            ButtonId::parse(&id),
            Some(ButtonId::Confirm {
                action: ConfirmAction::End,
                channel: 7,
                user: 9
            })
        );
        assert_eq!(ButtonId::parse("luck:v2:1:keep"), None);
        assert_eq!(ButtonId::parse("other"), None);
    }
}
