//! Button presses, handled in the framework's event handler from persistent
//! custom ids, so they keep working after a restart:
//! - `luck:v1:<roll id>:reroll|keep`: a check's Luck re-roll, authorized from the
//!   database (the leader's player or a GM);
//! - `confirm:v1:<recover|end>:<channel>:<user>` and `confirm:v1:cancel:<channel>:<user>`:
//!   confirmations only the user who asked may press;
//! - `pnp-level:v1:<name>` and the menu `pnp-level-pick:v1:<name>`: a level of
//!   the classic game to choose for (+1 to an attribute or skill points), the
//!   character's player or a GM only;
//! - `f2d20-luck:v1:<serial>:<character>`: a Fallout 2d20 Luck re-roll of
//!   the character's roll `serial` (its player or a GM; refused once a later
//!   roll took its place), and `f2d20-die:v1:<serial>:<character>`: one more
//!   combat die for 1 AP on that roll, a hit;
//! - `dmg:v1:<melee|ranged>:<name>` under a passed Melee or Small Guns check,
//!   and its menu `dmg-pick:v1:<name>`: the character's player or a GM rolls a
//!   weapon's damage against an enemy, for the whole table;
//! - the character form's menu (`form:v1:tags`, see [`super::forms`]).
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

use super::{
    campaign_key, choose_lang, defer, error_text, layout, member_manages, no_mentions, permissions,
    render, text, Data, Error, Where,
};
use crate::i18n::{Arg, Lang};
use crate::session::CampaignKey;

/// A parsed button id.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// A character's button of a new chapter: pick the skill to raise.
    Raise {
        /// The character.
        name: String,
    },
    /// The skill picked for a character's chapter raise (a select menu).
    RaisePick {
        /// The character.
        name: String,
    },
    /// A character's damage button under a passed attack check: offers the
    /// weapons they carry against each enemy standing.
    Damage {
        /// Melee (a Melee check) or ranged weapons (a Small Guns check).
        melee: bool,
        /// The character.
        name: String,
    },
    /// The weapon and target picked for the damage (a select menu).
    DamagePick {
        /// The character.
        name: String,
    },
    /// A classic-game character's level-up button: offers the choices.
    PnpLevel {
        /// The character.
        name: String,
    },
    /// What a classic-game level gives, picked (a select menu).
    PnpLevelPick {
        /// The character.
        name: String,
    },
    /// A Fallout 2d20 Luck re-roll of a character's latest roll.
    F2d20Luck {
        /// The roll's serial.
        serial: u64,
        /// The character.
        name: String,
    },
    /// One more combat die for 1 AP on a character's latest hit.
    F2d20Die {
        /// The roll's serial.
        serial: u64,
        /// The character.
        name: String,
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
        // Names may hold colons: they are the rest of the id.
        if let Some(rest) = id.strip_prefix("dmg:v1:") {
            let (kind, name) = rest.split_once(':')?;
            return Some(ButtonId::Damage {
                melee: match kind {
                    "melee" => true,
                    "ranged" => false,
                    _ => return None,
                },
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("dmg-pick:v1:") {
            return Some(ButtonId::DamagePick {
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("raise:v1:") {
            return Some(ButtonId::Raise {
                name: name.to_owned(),
            });
        }
        if let Some(rest) = id.strip_prefix("f2d20-luck:v1:") {
            let (serial, name) = rest.split_once(':')?;
            return Some(ButtonId::F2d20Luck {
                serial: serial.parse().ok()?,
                name: name.to_owned(),
            });
        }
        if let Some(rest) = id.strip_prefix("f2d20-die:v1:") {
            let (serial, name) = rest.split_once(':')?;
            return Some(ButtonId::F2d20Die {
                serial: serial.parse().ok()?,
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("raise-pick:v1:") {
            return Some(ButtonId::RaisePick {
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("pnp-level:v1:") {
            return Some(ButtonId::PnpLevel {
                name: name.to_owned(),
            });
        }
        if let Some(name) = id.strip_prefix("pnp-level-pick:v1:") {
            return Some(ButtonId::PnpLevelPick {
                name: name.to_owned(),
            });
        }
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

/// The answer to a press.
#[derive(Debug)]
enum Answer {
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
    /// `content` and loses its menu, the embeds follow publicly.
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
    fn content(content: String) -> Answer {
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
    if crate::games::wasteland::forms::handle(
        framework.serenity_context,
        framework.user_data,
        interaction,
    )
    .await?
    {
        return Ok(());
    }
    let Some(press) = interaction.as_message_component() else {
        return Ok(());
    };
    let Some(id) = ButtonId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    // A select menu's choice (the skill of a chapter raise).
    let picked = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    };
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

/// Decides a press: checks who pressed, runs the change, words the answer.
async fn decide(
    data: &Data,
    press: &ComponentInteraction,
    id: ButtonId,
    picked: Option<String>,
    key: CampaignKey,
) -> Answer {
    let actor = press.user.id.get() as i64;
    let manages = member_manages(press.member.as_ref());
    let locale_lang = choose_lang(None, Some(&press.locale), data.config.default_locale);
    let f2d20_bonus = matches!(id, ButtonId::F2d20Die { .. });
    match id {
        ButtonId::Luck { roll, accept } => {
            let at = Where {
                command: "luck",
                key,
            };
            let pending = match data.session.pending_roll(roll).await {
                Ok(p) => p,
                Err(e) => return Answer::Private(error_text(locale_lang, e, at)),
            };
            let settings = match data.session.settings(pending.key).await {
                Ok(s) => s,
                Err(e) => return Answer::Private(error_text(locale_lang, e, at)),
            };
            let lang = choose_lang(
                settings.language,
                Some(&press.locale),
                data.config.default_locale,
            );
            let allowed = permissions::owns(&pending.owner, actor)
                || permissions::is_gm(&settings, actor, manages && pending.key == key);
            if !allowed {
                return Answer::Private(text(
                    lang,
                    "err-reroll-not-yours",
                    &[("name", layout::escape(&pending.leader).into())],
                ));
            }
            let mut dice = data.dice();
            match data
                .session
                .resolve_reroll(roll, actor, accept, &mut dice)
                .await
            {
                Ok(Some(ran)) => Answer::Update {
                    content: None,
                    embeds: Some(crate::games::wasteland::render::outcome_specs(
                        lang,
                        &ran.outcome,
                    )),
                },
                Ok(None) => Answer::content(text(
                    lang,
                    "reroll-kept",
                    &[("name", Arg::from(layout::escape(&pending.leader)))],
                )),
                Err(e) => Answer::Private(error_text(lang, e, at)),
            }
        }
        ButtonId::F2d20Luck { serial, name } | ButtonId::F2d20Die { serial, name } => {
            let press = F2d20Press {
                serial,
                name: &name,
                key,
                actor,
                manages,
                locale_lang,
                locale: &press.locale,
            };
            f2d20_press(data, press, f2d20_bonus).await
        }
        ButtonId::Damage { melee, name } => {
            let kind = Some(melee);
            damage(
                data,
                press,
                &name,
                kind,
                picked,
                key,
                actor,
                manages,
                locale_lang,
            )
            .await
        }
        ButtonId::DamagePick { name } => {
            damage(
                data,
                press,
                &name,
                None,
                picked,
                key,
                actor,
                manages,
                locale_lang,
            )
            .await
        }
        ButtonId::Raise { name } | ButtonId::RaisePick { name } => {
            raise(data, press, &name, picked, key, actor, manages, locale_lang).await
        }
        ButtonId::PnpLevel { name } | ButtonId::PnpLevelPick { name } => {
            pnp_level(data, press, &name, picked, key, actor, manages, locale_lang).await
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
    }
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
    let mut buttons = Vec::new();
    let (content, embeds, private) = match answer {
        Answer::Update { content, embeds } => (content, embeds, false),
        Answer::Rolled { embeds, components } => {
            buttons = components;
            (None, Some(embeds), false)
        }
        Answer::Private(content) => (Some(content), None, true),
        Answer::Public { content, embeds } => {
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
                    .embeds(page.embeds.iter().map(render::spec_to_embed).collect())
                    .allowed_mentions(no_mentions());
                press.create_followup(&ctx.http, message).await?;
            }
            return Ok(());
        }
        Answer::Picker { content, menu } => {
            let row = vec![serenity::CreateActionRow::SelectMenu(menu)];
            if deferred {
                let followup = CreateInteractionResponseFollowup::new()
                    .content(content)
                    .components(row)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions());
                press.create_followup(&ctx.http, followup).await?;
            } else {
                let message = CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(row)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions());
                press
                    .create_response(&ctx.http, CreateInteractionResponse::Message(message))
                    .await?;
            }
            return Ok(());
        }
    };
    let keep_embeds = embeds.is_none();
    let mut pages = layout::pages(content.as_deref(), embeds.unwrap_or_default()).into_iter();
    let first = pages.next().unwrap_or_default();
    let embeds_of = |page: &layout::Page| -> Vec<CreateEmbed> {
        page.embeds.iter().map(render::spec_to_embed).collect()
    };
    match (private, deferred) {
        (false, false) => {
            let mut message = CreateInteractionResponseMessage::new()
                .components(std::mem::take(&mut buttons))
                .allowed_mentions(no_mentions());
            if let Some(content) = &first.content {
                message = message.content(content);
            }
            if !keep_embeds {
                message = message.embeds(embeds_of(&first));
            }
            press
                .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
                .await?;
        }
        (false, true) => {
            let mut edit = EditInteractionResponse::new()
                .components(std::mem::take(&mut buttons))
                .allowed_mentions(no_mentions());
            if let Some(content) = &first.content {
                edit = edit.content(content);
            }
            if !keep_embeds {
                edit = edit.embeds(embeds_of(&first));
            }
            press.edit_response(&ctx.http, edit).await?;
        }
        (true, false) => {
            let message = CreateInteractionResponseMessage::new()
                .content(first.content.clone().unwrap_or_default())
                .ephemeral(true)
                .allowed_mentions(no_mentions());
            press
                .create_response(&ctx.http, CreateInteractionResponse::Message(message))
                .await?;
        }
        (true, true) => {
            let followup = CreateInteractionResponseFollowup::new()
                .content(first.content.clone().unwrap_or_default())
                .ephemeral(true)
                .allowed_mentions(no_mentions());
            press.create_followup(&ctx.http, followup).await?;
        }
    }
    for page in pages {
        let mut followup = CreateInteractionResponseFollowup::new()
            .ephemeral(private)
            .allowed_mentions(no_mentions())
            .embeds(embeds_of(&page));
        if let Some(content) = &page.content {
            followup = followup.content(content);
        }
        press.create_followup(&ctx.http, followup).await?;
    }
    Ok(())
}

/// Separates a weapon from its target in a damage menu's value.
const PICK_SEPARATOR: char = '\u{1f}';

/// The damage button under a passed attack check (`dmg:v1:<melee|ranged>:<name>`), or the
/// weapon and target picked from its menu: the character's player or a GM
/// rolls that weapon's damage against that enemy, for the whole table.
#[allow(clippy::too_many_arguments)]
async fn damage(
    data: &Data,
    press: &ComponentInteraction,
    name: &str,
    melee: Option<bool>,
    picked: Option<String>,
    key: CampaignKey,
    actor: i64,
    manages: bool,
    locale_lang: Lang,
) -> Answer {
    let at = Where {
        command: "damage",
        key,
    };
    let (campaign, settings) = match (
        data.session.campaign(key).await,
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
    let character = match campaign.player(name) {
        Ok(c) => c,
        Err(e) => {
            return Answer::Private(crate::games::wasteland::render::rule_error(
                lang,
                &e.bounded(),
            ))
        }
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
    let Some(value) = picked else {
        let weapons: Vec<&str> = character
            .inventory
            .iter()
            .filter_map(|stack| crate::engine::rulesets::wasteland::data::weapon(&stack.item))
            .filter(|w| {
                let is_melee =
                    w.kind == crate::engine::rulesets::wasteland::data::WeaponKind::Melee;
                melee.is_none_or(|m| m == is_melee)
            })
            .map(|w| w.name)
            .collect();
        if weapons.is_empty() {
            let args = [("name", layout::escape(&name).into())];
            return Answer::Private(text(lang, "damage-no-weapon", &args));
        }
        let targets: Vec<Option<&str>> = campaign
            .living_enemies()
            .map(|e| Some(e.name.as_str()))
            .chain([None])
            .collect();
        let options: Vec<serenity::CreateSelectMenuOption> = weapons
            .iter()
            .flat_map(|w| targets.iter().map(move |t| (*w, *t)))
            .take(25)
            .map(|(weapon, target)| {
                let weapon_label = crate::games::wasteland::render::item_name(lang, weapon);
                let label = match target {
                    Some(t) => format!(
                        "{weapon_label} → {}",
                        crate::games::wasteland::render::enemy_name(lang, t)
                    ),
                    None => text(lang, "damage-no-target", &[("weapon", weapon_label.into())]),
                };
                let value = format!("{weapon}{PICK_SEPARATOR}{}", target.unwrap_or_default());
                serenity::CreateSelectMenuOption::new(layout::cut(&label, 100), value)
            })
            .collect();
        let menu = serenity::CreateSelectMenu::new(
            format!("dmg-pick:v1:{name}"),
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(text(lang, "damage-placeholder", &[]));
        let args = [("name", layout::escape(&name).into())];
        return Answer::Picker {
            content: text(lang, "damage-pick", &args),
            menu,
        };
    };
    let (weapon, target) = value
        .split_once(PICK_SEPARATOR)
        .unwrap_or((value.as_str(), ""));
    let command = crate::engine::rulesets::wasteland::Command::Damage {
        player: name,
        weapon: weapon.to_owned(),
        ap: 0,
        target: (!target.is_empty()).then(|| target.to_owned()),
        close: false,
    };
    match data
        .session
        .run(key, actor, command, &mut data.dice())
        .await
    {
        Ok(ran) => Answer::Public {
            content: text(lang, "damage-done", &[]),
            embeds: crate::games::wasteland::render::outcome_specs(lang, &ran.outcome),
        },
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
}

/// The damage button of a character who passed an attack check, for their
/// melee or their ranged weapons.
pub fn damage_button(lang: Lang, name: &str, melee: bool) -> serenity::CreateActionRow {
    let kind = if melee { "melee" } else { "ranged" };
    let label = text(lang, "btn-damage", &[("name", name.into())]);
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(format!(
        "dmg:v1:{kind}:{name}"
    ))
    .label(layout::cut(&label, 80))
    .style(serenity::ButtonStyle::Primary)])
}

/// A chapter raise: the button (offers the skills, privately) or the skill
/// picked (runs the raise and shows it in place of the picker). Only the
/// character's player or a GM may choose.
#[allow(clippy::too_many_arguments)]
async fn raise(
    data: &Data,
    press: &ComponentInteraction,
    name: &str,
    picked: Option<String>,
    key: CampaignKey,
    actor: i64,
    manages: bool,
    locale_lang: Lang,
) -> Answer {
    let at = Where {
        command: "character raise",
        key,
    };
    let (campaign, settings) = match (
        data.session.campaign(key).await,
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
    let character = match campaign.player(name) {
        Ok(c) => c,
        Err(e) => {
            return Answer::Private(crate::games::wasteland::render::rule_error(
                lang,
                &e.bounded(),
            ))
        }
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
        if !campaign.chapter_raises.contains(&name) {
            return Answer::Private(text(
                lang,
                "rule-no-chapter-raise",
                &[("name", layout::escape(&name).into())],
            ));
        }
        return Answer::Picker {
            content: text(
                lang,
                "chapter-raise-pick",
                &[("name", layout::escape(&name).into())],
            ),
            menu: skill_menu(lang, &name),
        };
    };
    let skill = match crate::engine::notation::skill(&word) {
        Ok(s) => s,
        Err(e) => return Answer::Private(crate::games::wasteland::render::rule_error(lang, &e)),
    };
    let command = crate::engine::rulesets::wasteland::Command::ChapterRaise {
        player: name,
        skill,
    };
    match data
        .session
        .run(key, actor, command, &mut data.dice())
        .await
    {
        Ok(ran) => Answer::Update {
            content: Some(String::new()),
            embeds: Some(crate::games::wasteland::render::outcome_specs(
                lang,
                &ran.outcome,
            )),
        },
        Err(e) => Answer::Private(error_text(lang, e, at)),
    }
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

/// A button per character of a new chapter (at most 25: five rows of five),
/// each opening that character's skill pick.
#[must_use]
pub fn raise_buttons(players: &[String]) -> Vec<serenity::CreateActionRow> {
    players
        .chunks(5)
        .take(5)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|name| {
                        serenity::CreateButton::new(format!("raise:v1:{name}"))
                            .label(layout::cut(name, 80))
                            .style(serenity::ButtonStyle::Success)
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The skills to pick from, in the reader's words.
fn skill_menu(lang: Lang, name: &str) -> serenity::CreateSelectMenu {
    let options = crate::engine::rulesets::wasteland::skills::Skill::ALL
        .iter()
        .map(|s| serenity::CreateSelectMenuOption::new(crate::i18n::skill(lang, *s), s.name()))
        .collect();
    serenity::CreateSelectMenu::new(
        format!("raise-pick:v1:{name}"),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(text(lang, "chapter-raise-placeholder", &[]))
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
        format!("pnp-level-pick:v1:{name}"),
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
        assert_eq!(
            ButtonId::parse("dmg:v1:ranged:Vic: the 2nd"),
            Some(ButtonId::Damage {
                melee: false,
                name: "Vic: the 2nd".into()
            })
        );
        assert_eq!(ButtonId::parse("dmg:v1:thrown:Vic"), None);
        assert_eq!(
            ButtonId::parse("dmg-pick:v1:Vic"),
            Some(ButtonId::DamagePick { name: "Vic".into() })
        );
        assert_eq!(
            ButtonId::parse("pnp-level:v1:Vic: the 2nd"),
            Some(ButtonId::PnpLevel {
                name: "Vic: the 2nd".into()
            })
        );
        assert_eq!(
            ButtonId::parse("pnp-level-pick:v1:Vic"),
            Some(ButtonId::PnpLevelPick { name: "Vic".into() })
        );
        assert_eq!(ButtonId::parse("other"), None);
    }
}
