//! `/f2d20-new`: character creation as a guided form. A menu asks the
//! origin (and a Survivor's traits in a second menu), which sets the
//! limits of what follows; a button opens a modal for the name and the
//! S.P.E.C.I.A.L. scores; a menu the tag skills (three, or the origin's
//! count); a button opens a second modal for the skill points; menus (at
//! most 25 perks each) the first perk (a Survivor who takes one trait a
//! second one beside the last button); a last button creates the character
//! with the engine's one `create-character` command
//! ([`crate::engine::rulesets::fallout2d20::creation`]). Each step is
//! checked by the engine's own rules as it is answered and refused with
//! the reason, the form kept as it was; nothing is stored before the last
//! button.
//!
//! Between the steps the form is a draft held by this process
//! ([`crate::bot::drafts`]), keyed by channel and user, for
//! [`DRAFT_LIFETIME`]; a step without its draft says the form expired.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, InputTextStyle,
    ModalInteraction,
};

use crate::bot::{campaign_key, choose_lang, error_text, layout, no_mentions, render, text};
use crate::bot::{Context, Data, Error, Where};
use crate::engine::mechanics::special::{Attribute, Special};
use crate::engine::rulesets::fallout2d20::character::{Character, NewCharacter, BASE_SKILL_POINTS};
use crate::engine::rulesets::fallout2d20::creation::{self, Creation, OriginRules};
use crate::engine::rulesets::fallout2d20::origins::{Origin, ORIGINS};
use crate::engine::rulesets::fallout2d20::perks::Perk;
use crate::engine::rulesets::fallout2d20::skills::SKILLS;
use crate::engine::rulesets::fallout2d20::{Command, Fallout2d20, RuleError, Skill};
use crate::i18n::{Arg, Lang};
use crate::session::CampaignKey;

use super::commands::skill_of;
use super::render::{self as draw, origin_name, perk_name, skill_name, trait_name};

/// The custom id of the origin menu.
pub const ORIGIN_ID: &str = "f2d20:new:v1:origin";
/// The custom id of a Survivor's trait menu.
pub const TRAITS_ID: &str = "f2d20:new:v1:traits";
/// The custom id of the button that opens the scores modal.
pub const SCORES_BUTTON_ID: &str = "f2d20:new:v1:open";
/// The custom id of the first modal (name and S.P.E.C.I.A.L.).
pub const SCORES_ID: &str = "f2d20:new:v1:scores";
/// The custom id of the tag-skill menu.
pub const TAGS_ID: &str = "f2d20:new:v1:tags";
/// The custom id of the button that opens the skill-points modal.
pub const RANKS_ID: &str = "f2d20:new:v1:ranks";
/// The custom id of the skill-points modal.
pub const SKILLS_ID: &str = "f2d20:new:v1:skills";
/// The custom ids of the perk menus start so (then the menu's number).
pub const PERK_ID: &str = "f2d20:new:v1:perk:";
/// The custom ids of a one-trait Survivor's second-perk menus start so.
pub const PERK2_ID: &str = "f2d20:new:v1:perk2:";
/// The custom id of the button that creates the character.
pub const CREATE_ID: &str = "f2d20:new:v1:create";
/// How long a form waits between its steps.
pub const DRAFT_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Text input ids inside the modals.
const NAME: &str = "name";
const SPECIAL: &str = "special";
const POINTS: &str = "points";
/// Options in one select menu (Discord's limit).
const MENU_OPTIONS: usize = 25;

/// A form part filled in.
#[derive(Debug, Clone, Default)]
struct Draft {
    name: String,
    special: [i64; 7],
    tags: Vec<Skill>,
    points: Vec<(Skill, i64)>,
    perk: Option<String>,
    origin: Option<String>,
    traits: Vec<String>,
    second_perk: Option<String>,
}

impl Draft {
    /// The draft as the engine's command, for `owner` (named `player`).
    fn creation(&self, owner: &serenity::User) -> Creation {
        Creation {
            new: NewCharacter {
                owner: owner.id.get().to_string(),
                player: layout::cut(&owner.name, 32),
                name: self.name.clone(),
                special: self.special,
                tags: self.tags.clone(),
                points: self.points.clone(),
            },
            perk: self.perk.clone().unwrap_or_default(),
            origin: self.origin.clone(),
            traits: self.traits.clone(),
            second_perk: self.second_perk.clone(),
        }
    }

    /// The creation rules its origin sets.
    fn rules(&self) -> Result<OriginRules, RuleError> {
        creation::origin_rules(self.origin.as_deref(), &self.traits)
    }
}

/// Start a character step by step: origin, S.P.E.C.I.A.L., tag skills, skill points, a perk.
// Its own top-level command: `/f2d20` is near Discord's size limit.
#[poise::command(slash_command, rename = "f2d20-new")]
pub async fn new(ctx: Context<'_>) -> Result<(), Error> {
    let Some(here) = crate::bot::here(ctx).await? else {
        return Ok(());
    };
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let answer = Answer::New(
        text(here.lang, "f2d20-new-pick-origin", &[]),
        vec![origin_menu(here.lang)],
    );
    app.interaction
        .create_response(ctx.http(), answer.response())
        .await?;
    app.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    Ok(())
}

/// The origin menu: the six origins in the reader's language.
fn origin_menu(lang: Lang) -> CreateActionRow {
    let options = ORIGINS
        .iter()
        .map(|o| {
            let label = layout::cut(&layout::plain(&origin_name(lang, &o.name)), 100);
            CreateSelectMenuOption::new(label, o.name.to_string())
        })
        .collect();
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(ORIGIN_ID, CreateSelectMenuKind::String { options })
            .placeholder(text(lang, "f2d20-new-origin-placeholder", &[])),
    )
}

/// The first modal: the name and the seven scores (`total`: what they add
/// up to when an origin changes it).
fn scores_modal(lang: Lang, total: Option<u32>) -> CreateModal {
    let label = match total {
        Some(total) => text(
            lang,
            "f2d20-new-special-total",
            &[("total", Arg::from(total))],
        ),
        None => text(lang, "f2d20-new-special", &[]),
    };
    CreateModal::new(SCORES_ID, text(lang, "f2d20-new-title", &[])).components(vec![
        CreateActionRow::InputText(
            CreateInputText::new(
                InputTextStyle::Short,
                text(lang, "f2d20-new-name", &[]),
                NAME,
            )
            .min_length(1)
            .max_length(32)
            .required(true),
        ),
        CreateActionRow::InputText(
            CreateInputText::new(InputTextStyle::Short, label, SPECIAL)
                .placeholder("6 6 6 6 6 5 5")
                .min_length(13)
                .max_length(30)
                .required(true),
        ),
    ])
}

/// The second modal: the skill points (none is an answer).
fn points_modal(lang: Lang) -> CreateModal {
    CreateModal::new(SKILLS_ID, text(lang, "f2d20-new-ranks-title", &[])).components(vec![
        CreateActionRow::InputText(
            CreateInputText::new(
                InputTextStyle::Paragraph,
                text(lang, "f2d20-new-points", &[]),
                POINTS,
            )
            .placeholder(text(lang, "f2d20-new-points-placeholder", &[]))
            .max_length(300)
            .required(false),
        ),
    ])
}

/// Handles the form's interactions; returns whether the event was one.
pub async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::Interaction,
) -> Result<bool, Error> {
    let (step, user, locale, key) = match interaction {
        serenity::Interaction::Modal(m) if m.data.custom_id.starts_with("f2d20:new:") => (
            Step::Modal(m),
            &m.user,
            &m.locale,
            campaign_key(m.guild_id, m.channel_id),
        ),
        serenity::Interaction::Component(p) if p.data.custom_id.starts_with("f2d20:new:") => (
            Step::Press(p),
            &p.user,
            &p.locale,
            campaign_key(p.guild_id, p.channel_id),
        ),
        _ => return Ok(false),
    };
    let lang = lang_of(data, key, locale).await;
    let at = At {
        ctx,
        data,
        key,
        lang,
        user,
    };
    let answer = match step {
        Step::Press(p) if p.data.custom_id == ORIGIN_ID => origin(&at, &picked(p)),
        Step::Press(p) if p.data.custom_id == TRAITS_ID => traits(&at, &picked(p)),
        Step::Press(p) if p.data.custom_id == SCORES_BUTTON_ID => scores_button(&at),
        Step::Modal(m) if m.data.custom_id == SCORES_ID => scores(&at, &fields(m)),
        Step::Modal(m) if m.data.custom_id == SKILLS_ID => points(&at, &fields(m)),
        Step::Press(p) if p.data.custom_id == RANKS_ID => ranks_button(&at),
        Step::Press(p) if p.data.custom_id == TAGS_ID => tags(&at, &picked(p)),
        Step::Press(p) if p.data.custom_id.starts_with(PERK_ID) => perk(&at, &picked(p)),
        Step::Press(p) if p.data.custom_id.starts_with(PERK2_ID) => second_perk(&at, &picked(p)),
        Step::Press(p) if p.data.custom_id == CREATE_ID => {
            create(&at, p).await?;
            return Ok(true);
        }
        _ => Answer::New(text(lang, "err-unexpected", &[]), Vec::new()),
    };
    let response = answer.response();
    match step {
        Step::Modal(m) => m.create_response(&ctx.http, response).await?,
        Step::Press(p) => p.create_response(&ctx.http, response).await?,
    }
    Ok(true)
}

/// One of the form's interactions.
#[derive(Clone, Copy)]
enum Step<'a> {
    Modal(&'a ModalInteraction),
    Press(&'a ComponentInteraction),
}

/// Where a step is answered.
struct At<'a> {
    ctx: &'a serenity::Context,
    data: &'a Data,
    key: CampaignKey,
    lang: Lang,
    user: &'a serenity::User,
}

impl At<'_> {
    fn keep(&self, draft: Draft) {
        self.data
            .forms
            .put(self.key, self.user.id.get(), draft, DRAFT_LIFETIME);
    }

    fn take(&self) -> Option<Draft> {
        self.data.forms.take::<Draft>(self.key, self.user.id.get())
    }

    fn expired(&self) -> Answer {
        Answer::Update(text(self.lang, "f2d20-new-expired", &[]), Vec::new())
    }

    /// A step refused: its reason, the draft kept as it was.
    fn refused(&self, draft: Draft, error: &RuleError, update: bool) -> Answer {
        self.keep(draft);
        let said = draw::rule_error(self.lang, error);
        if update {
            Answer::Update(said, Vec::new())
        } else {
            Answer::New(said, Vec::new())
        }
    }
}

/// How a step answers: a new private message, or the form's message
/// updated, or a modal.
enum Answer {
    New(String, Vec<CreateActionRow>),
    Update(String, Vec<CreateActionRow>),
    Modal(CreateModal),
}

impl Answer {
    fn response(self) -> CreateInteractionResponse {
        match self {
            Answer::New(content, rows) => CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(rows)
                    .ephemeral(true)
                    .allowed_mentions(no_mentions()),
            ),
            Answer::Update(content, rows) => CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(content)
                    .components(rows)
                    .allowed_mentions(no_mentions()),
            ),
            Answer::Modal(modal) => CreateInteractionResponse::Modal(modal),
        }
    }
}

/// The reader's language in a channel: the campaign's, else their client's.
async fn lang_of(data: &Data, key: CampaignKey, locale: &str) -> Lang {
    let campaign = data.session.language(key).await.ok().flatten();
    choose_lang(campaign, Some(locale), data.config.default_locale)
}

/// A modal's text inputs, by id.
fn fields(modal: &ModalInteraction) -> Vec<(String, String)> {
    modal
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            serenity::ActionRowComponent::InputText(t) => {
                Some((t.custom_id.clone(), t.value.clone().unwrap_or_default()))
            }
            _ => None,
        })
        .collect()
}

/// A field's value ("" when absent).
fn field<'a>(fields: &'a [(String, String)], id: &str) -> &'a str {
    fields
        .iter()
        .find(|(k, _)| k == id)
        .map_or("", |(_, v)| v.as_str())
}

/// A select menu's choices.
fn picked(press: &ComponentInteraction) -> Vec<String> {
    match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    }
}

/// Seven whole numbers separated by spaces or commas.
fn parse_special(typed: &str) -> Option<[i64; 7]> {
    crate::engine::notation::numbers_in_a_row(typed)
}

/// Step 1: the origin; the form starts over. A Survivor's traits come
/// next, else the button to the scores.
fn origin(at: &At<'_>, values: &[String]) -> Answer {
    let lang = at.lang;
    let row = match Origin::named(values.first().map_or("", String::as_str)) {
        Ok(row) => row,
        Err(e) => return Answer::New(draw::rule_error(lang, &e), Vec::new()),
    };
    let draft = Draft {
        origin: Some(row.name.to_string()),
        ..Draft::default()
    };
    if row.picks == 0 {
        return chosen(at, draft);
    }
    at.keep(draft);
    let options = row
        .choose
        .iter()
        .map(|x| {
            let label = layout::cut(&layout::plain(&trait_name(lang, x)), 100);
            CreateSelectMenuOption::new(label, x.clone())
        })
        .collect();
    let menu = CreateSelectMenu::new(TRAITS_ID, CreateSelectMenuKind::String { options })
        .min_values(1)
        .max_values(u8::try_from(row.picks).unwrap_or(1))
        .placeholder(text(lang, "f2d20-new-traits-placeholder", &[]));
    Answer::Update(
        text(
            lang,
            "f2d20-new-pick-traits",
            &[
                ("origin", Arg::from(origin_name(lang, &row.name))),
                ("most", Arg::from(row.picks)),
            ],
        ),
        vec![CreateActionRow::SelectMenu(menu)],
    )
}

/// Step 1b: a Survivor's traits, checked by the origin's rules.
fn traits(at: &At<'_>, values: &[String]) -> Answer {
    let Some(mut draft) = at.take() else {
        return at.expired();
    };
    draft.traits = values.to_vec();
    if let Err(e) = draft.rules() {
        draft.traits.clear();
        at.keep(draft);
        return Answer::New(draw::rule_error(at.lang, &e), Vec::new());
    }
    chosen(at, draft)
}

/// The origin chosen: its limits, and the button to the scores.
fn chosen(at: &At<'_>, draft: Draft) -> Answer {
    let lang = at.lang;
    let rules = match draft.rules() {
        Ok(rules) => rules,
        Err(e) => return Answer::New(draw::rule_error(lang, &e), Vec::new()),
    };
    let limits = Attribute::ALL
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let (min, max) = (rules.limits.min[i], rules.limits.max[i]);
            format!("{} {min}-{max}", draw::attribute_name(lang, *a))
        })
        .collect::<Vec<_>>()
        .join(" · ");
    let said = text(
        lang,
        "f2d20-new-origin-chosen",
        &[
            ("origin", Arg::from(origin_shown(lang, &draft))),
            ("limits", Arg::from(limits)),
            ("total", Arg::from(rules.limits.total)),
        ],
    );
    at.keep(draft);
    let button = CreateButton::new(SCORES_BUTTON_ID)
        .label(text(lang, "f2d20-new-scores-button", &[]))
        .style(ButtonStyle::Primary);
    Answer::Update(said, vec![CreateActionRow::Buttons(vec![button])])
}

/// The draft's origin with its chosen traits, in the reader's words.
fn origin_shown(lang: Lang, draft: &Draft) -> String {
    let origin = origin_name(lang, draft.origin.as_deref().unwrap_or_default());
    if draft.traits.is_empty() {
        return origin;
    }
    let traits = draft
        .traits
        .iter()
        .map(|x| trait_name(lang, x))
        .collect::<Vec<_>>()
        .join(", ");
    text(
        lang,
        "f2d20-new-origin-traits",
        &[("origin", Arg::from(origin)), ("traits", Arg::from(traits))],
    )
}

/// The button to the scores: the first modal, if the form is there.
fn scores_button(at: &At<'_>) -> Answer {
    let Some(draft) = at.take() else {
        return at.expired();
    };
    let total = draft.rules().ok().map(|r| r.limits.total);
    at.keep(draft);
    Answer::Modal(scores_modal(at.lang, total))
}

/// Step 2: the name and the scores, checked by the origin's rules; then
/// the tag-skill menu (the skills the origin tags left out).
fn scores(at: &At<'_>, fields: &[(String, String)]) -> Answer {
    let lang = at.lang;
    let Some(draft) = at.take() else {
        return Answer::New(text(lang, "f2d20-new-expired", &[]), Vec::new());
    };
    let rules = match draft.rules() {
        Ok(rules) => rules,
        Err(e) => return at.refused(draft, &e, false),
    };
    let Some(special) = parse_special(field(fields, SPECIAL)) else {
        at.keep(draft);
        return Answer::New(text(lang, "f2d20-new-bad-special", &[]), Vec::new());
    };
    let name = field(fields, NAME).trim().to_owned();
    if let Err(e) = rules.special(&name, special) {
        return at.refused(draft, &e, false);
    }
    let shown = layout::escape(&name);
    at.keep(Draft {
        name,
        special,
        origin: draft.origin,
        traits: draft.traits,
        ..Draft::default()
    });
    let count = rules.limits.tags;
    let options = SKILLS
        .iter()
        .filter(|s| !rules.given.contains(s))
        .map(|s| CreateSelectMenuOption::new(skill_name(lang, *s), s.name()))
        .collect();
    let wanted = u8::try_from(count).unwrap_or(3);
    let menu = CreateSelectMenu::new(TAGS_ID, CreateSelectMenuKind::String { options })
        .min_values(wanted)
        .max_values(wanted)
        .placeholder(if count == 3 {
            text(lang, "f2d20-new-tags-placeholder", &[])
        } else {
            text(
                lang,
                "f2d20-new-tags-placeholder-count",
                &[("count", Arg::from(count))],
            )
        });
    Answer::New(
        tags_prompt(lang, &rules, &shown),
        vec![CreateActionRow::SelectMenu(menu)],
    )
}

/// The tag-skill menu's text: how many, and what the origin says of them.
fn tags_prompt(lang: Lang, rules: &OriginRules, name: &str) -> String {
    let skills = |list: &[Skill]| {
        list.iter()
            .map(|s| skill_name(lang, *s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut said = if rules.limits.tags == 3 {
        text(lang, "f2d20-new-pick-tags", &[("name", Arg::from(name))])
    } else {
        text(
            lang,
            "f2d20-new-pick-tags-count",
            &[
                ("name", Arg::from(name)),
                ("count", Arg::from(rules.limits.tags)),
            ],
        )
    };
    let sep = text(lang, "f2d20-new-sep", &[]);
    if !rules.given.is_empty() {
        said.push_str(&sep);
        said.push_str(&text(
            lang,
            "f2d20-new-tags-given",
            &[("tags", Arg::from(skills(&rules.given)))],
        ));
    }
    if !rules.tag_from.is_empty() {
        said.push_str(&sep);
        said.push_str(&text(
            lang,
            "f2d20-new-tags-from",
            &[("list", Arg::from(skills(&rules.tag_from)))],
        ));
    }
    said
}

/// Step 2: the tag skills; then the button to the skill points.
fn tags(at: &At<'_>, values: &[String]) -> Answer {
    let Some(mut draft) = at.take() else {
        return at.expired();
    };
    let read: Result<Vec<Skill>, RuleError> = values.iter().map(|v| Skill::read(v)).collect();
    let tags = match read {
        Ok(tags) => tags,
        Err(e) => return at.refused(draft, &e, true),
    };
    let held = match draft.rules().and_then(|r| r.tags(&draft.name, &tags)) {
        Ok(held) => held,
        Err(e) => return at.refused(draft, &e, true),
    };
    let lang = at.lang;
    let listed = held
        .iter()
        .map(|s| skill_name(lang, *s))
        .collect::<Vec<_>>()
        .join(", ");
    let special = Special(draft.special.map(|v| u8::try_from(v).unwrap_or(0)));
    let allowed = BASE_SKILL_POINTS + u32::from(special.get(Attribute::Int));
    draft.tags = tags;
    draft.points.clear();
    draft.perk = None;
    at.keep(draft);
    let button = CreateButton::new(RANKS_ID)
        .label(text(lang, "f2d20-new-ranks-button", &[]))
        .style(ButtonStyle::Primary);
    Answer::Update(
        text(
            lang,
            "f2d20-new-ranks",
            &[("tags", Arg::from(listed)), ("points", Arg::from(allowed))],
        ),
        vec![CreateActionRow::Buttons(vec![button])],
    )
}

/// The button to the skill points: the second modal, if the form is there.
fn ranks_button(at: &At<'_>) -> Answer {
    let Some(draft) = at.take() else {
        return at.expired();
    };
    at.keep(draft);
    Answer::Modal(points_modal(at.lang))
}

/// The skill points typed: `skill=n` items separated by commas.
fn parse_points(typed: &str) -> Result<Vec<(Skill, i64)>, RuleError> {
    let invalid = |item: &str| RuleError::invalid("skill points", item);
    let mut spent = Vec::new();
    for item in typed.split([',', '，', '\n']) {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let (skill, n) = item.split_once(['=', '＝']).ok_or_else(|| invalid(item))?;
        let n = n.trim().parse::<i64>().map_err(|_| invalid(item))?;
        spent.push((skill_of(skill.trim())?, n));
    }
    Ok(spent)
}

/// Step 3: the skill points, checked with the scores and tags; then the
/// perk menus.
fn points(at: &At<'_>, fields: &[(String, String)]) -> Answer {
    let Some(mut draft) = at.take() else {
        return Answer::New(text(at.lang, "f2d20-new-expired", &[]), Vec::new());
    };
    let spent = match parse_points(field(fields, POINTS)) {
        Ok(spent) => spent,
        Err(e) => return at.refused(draft, &e, false),
    };
    let mut next = draft.clone();
    next.points = spent;
    let made = match next.creation(at.user).character() {
        Ok(made) => made,
        Err(e) => return at.refused(draft, &e, false),
    };
    draft = next;
    draft.perk = None;
    let rows = perk_menus(at.lang, &creation::first_perks_of(&made));
    let shown = layout::escape(&draft.name);
    at.keep(draft);
    Answer::New(
        text(
            at.lang,
            "f2d20-new-pick-perk",
            &[("name", Arg::from(shown))],
        ),
        rows,
    )
}

/// The perks a new character may take, in menus of at most 25 (the
/// table's 74 perks of level 1 fill at most three).
fn perk_menus(lang: Lang, open: &[&Perk]) -> Vec<CreateActionRow> {
    menus_of(lang, open, PERK_ID, "f2d20-new-perk-placeholder")
}

/// [`perk_menus`] with the menus' id prefix and placeholder message.
fn menus_of(lang: Lang, open: &[&Perk], id: &str, placeholder: &str) -> Vec<CreateActionRow> {
    open.chunks(MENU_OPTIONS)
        .take(4)
        .enumerate()
        .map(|(i, chunk)| {
            let label = |p: &str| layout::cut(&layout::plain(&perk_name(lang, p)), 100);
            let options = chunk
                .iter()
                .map(|p| CreateSelectMenuOption::new(label(&p.name), p.name.to_string()))
                .collect();
            let (first, last) = (
                chunk.first().map_or(String::new(), |p| label(&p.name)),
                chunk.last().map_or(String::new(), |p| label(&p.name)),
            );
            let placeholder = layout::cut(
                &text(
                    lang,
                    placeholder,
                    &[("first", Arg::from(first)), ("last", Arg::from(last))],
                ),
                150,
            );
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(format!("{id}{i}"), CreateSelectMenuKind::String { options })
                    .placeholder(placeholder),
            )
        })
        .collect()
}

/// Step 4: the first perk, checked with the rest; then the summary and the
/// button that creates the character.
fn perk(at: &At<'_>, values: &[String]) -> Answer {
    let chosen = perk_chosen(at, values, |draft, perk| {
        draft.perk = Some(perk);
        draft.second_perk = None;
    });
    let (summary, creation, made) = match chosen {
        Ok(chosen) => chosen,
        Err(answer) => return answer,
    };
    let mut rows = vec![create_button(at.lang)];
    if creation.second_perk_allowed() {
        // A one-trait Survivor's second perk: any the first leaves open.
        let open: Vec<&Perk> = creation::first_perks_of(&made)
            .into_iter()
            .filter(|p| made.perks.iter().all(|h| h.name != *p.name))
            .collect();
        rows.extend(menus_of(
            at.lang,
            &open,
            PERK2_ID,
            "f2d20-new-second-perk-placeholder",
        ));
    }
    Answer::Update(summary, rows)
}

/// A perk picked in `values`, set on the draft by `set` and checked with
/// the rest: the draft kept as it now stands, with its summary, its
/// creation and the character it makes; else the answer (the form
/// expired, or the perk refused and the draft kept as it was).
fn perk_chosen(
    at: &At<'_>,
    values: &[String],
    set: impl FnOnce(&mut Draft, String),
) -> Result<(String, Creation, Character), Answer> {
    let Some(draft) = at.take() else {
        return Err(at.expired());
    };
    let Some(chosen) = values.first() else {
        return Err(at.refused(draft, &RuleError::invalid("perk", ""), true));
    };
    let mut next = draft.clone();
    set(&mut next, chosen.clone());
    let creation = next.creation(at.user);
    match creation.build() {
        Ok(made) => {
            let summary = summary(at.lang, &next);
            at.keep(next);
            Ok((summary, creation, made))
        }
        Err(e) => Err(at.refused(draft, &e, true)),
    }
}

/// The button that creates the character.
fn create_button(lang: Lang) -> CreateActionRow {
    let button = CreateButton::new(CREATE_ID)
        .label(text(lang, "f2d20-new-create", &[]))
        .style(ButtonStyle::Success);
    CreateActionRow::Buttons(vec![button])
}

/// A one-trait Survivor's second perk, checked with the rest; then the
/// summary and the button.
fn second_perk(at: &At<'_>, values: &[String]) -> Answer {
    match perk_chosen(at, values, |draft, perk| draft.second_perk = Some(perk)) {
        Ok((summary, _, _)) => Answer::Update(summary, vec![create_button(at.lang)]),
        Err(answer) => answer,
    }
}

/// The form's choices, to confirm.
fn summary(lang: Lang, draft: &Draft) -> String {
    let scores = Attribute::ALL
        .iter()
        .zip(draft.special)
        .map(|(a, v)| format!("{} {v}", draw::attribute_name(lang, *a)))
        .collect::<Vec<_>>()
        .join(" · ");
    let given = draft.rules().map(|r| r.given).unwrap_or_default();
    let tags = draft
        .tags
        .iter()
        .chain(&given)
        .map(|s| skill_name(lang, *s))
        .collect::<Vec<_>>()
        .join(", ");
    let points = if draft.points.is_empty() {
        "—".to_owned()
    } else {
        draft
            .points
            .iter()
            .map(|(s, n)| format!("{} +{n}", skill_name(lang, *s)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let said = text(
        lang,
        "f2d20-new-summary",
        &[
            ("name", Arg::from(layout::escape(&draft.name))),
            ("special", Arg::from(scores)),
            ("tags", Arg::from(tags)),
            ("points", Arg::from(points)),
            (
                "perk",
                Arg::from(perk_name(lang, draft.perk.as_deref().unwrap_or_default())),
            ),
        ],
    );
    let said = match &draft.second_perk {
        Some(p) => format!(
            "{said}{}{}",
            text(lang, "f2d20-new-sep", &[]),
            text(
                lang,
                "f2d20-new-summary-second-perk",
                &[("perk", Arg::from(perk_name(lang, p)))]
            )
        ),
        None => said,
    };
    if draft.origin.is_none() {
        return said;
    }
    let origin = text(
        lang,
        "f2d20-new-summary-origin",
        &[("origin", Arg::from(origin_shown(lang, draft)))],
    );
    format!("{said}{}{origin}", text(lang, "f2d20-new-sep", &[]))
}

/// Step 5: create the character; the sheet goes to the channel.
async fn create(at: &At<'_>, press: &ComponentInteraction) -> Result<(), Error> {
    let Some(draft) = at.take() else {
        press
            .create_response(&at.ctx.http, at.expired().response())
            .await?;
        return Ok(());
    };
    let command = Command::CreateCharacter(draft.creation(at.user));
    let actor = at.user.id.get() as i64;
    let mut dice = at.data.dice();
    let ran = at
        .data
        .session
        .run_as::<Fallout2d20>(at.key, actor, command, &mut dice)
        .await;
    let said = match ran {
        Ok(Ok(ran)) => {
            let done = Answer::Update(text(at.lang, "f2d20-new-created", &[]), Vec::new());
            press.create_response(&at.ctx.http, done.response()).await?;
            for page in layout::pages(None, draw::outcome_specs(at.lang, &ran.outcome)) {
                let message = CreateInteractionResponseFollowup::new()
                    .embeds(page.embeds.iter().map(render::spec_to_embed).collect())
                    .allowed_mentions(no_mentions());
                if let Err(e) = press.create_followup(&at.ctx.http, message).await {
                    // Saved already: the reply said so.
                    tracing::warn!(error = %e, "the new sheet could not be shown");
                }
            }
            return Ok(());
        }
        Ok(Err(refused)) => draw::rule_error(at.lang, &refused),
        Err(e) => error_text(
            at.lang,
            e,
            Where {
                command: "f2d20-new",
                key: at.key,
            },
        ),
    };
    let answer = Answer::Update(said, Vec::new());
    press
        .create_response(&at.ctx.http, answer.response())
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_special;

    #[test]
    fn special_is_seven_whole_numbers() {
        assert_eq!(parse_special("6 6 6 6 6 5 5"), Some([6, 6, 6, 6, 6, 5, 5]));
        assert_eq!(
            parse_special("10,4，5 5 5 5 6"),
            Some([10, 4, 5, 5, 5, 5, 6])
        );
        assert_eq!(parse_special("6 6 6"), None);
        assert_eq!(parse_special("6 6 6 6 6 5 x"), None);
    }
}
