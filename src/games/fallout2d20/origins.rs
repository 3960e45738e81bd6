//! Origins on Discord and in every reply: `/f2d20 gm origin` (the GM sets
//! a character's origin and a Survivor's traits) with its autocomplete,
//! the `origin_set` event's embed, and the sheet's origin field. An
//! origin's name shows in the reader's language where the locale has one
//! (`f2d20-bot-origin-<slug>`), a trait's likewise
//! (`f2d20-bot-trait-<slug>`), else as the table spells it, escaped.
//! [`MESSAGE_IDS`] lists the fixed ids.

use poise::serenity_prelude as serenity;
use serenity::CreateAutocompleteResponse;

use crate::bot::autocomplete::{lang, respond};
use crate::bot::layout;
use crate::bot::render::{a, join, t, u, EmbedSpec, Tone};
use crate::bot::{Context, Error};
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::character::Sheet;
use crate::engine::rulesets::fallout2d20::origins::{OriginSet, ORIGINS, TRAITS};
use crate::engine::rulesets::fallout2d20::Command;
use crate::i18n::{self, Lang};

use super::commands::run_here;

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-origin",
    "f2d20-bot-origin-none",
    "f2d20-bot-traits",
    "f2d20-bot-origin-set",
    "f2d20-bot-origin-was",
    "f2d20-bot-rads-healed",
];

/// An origin's name in the reader's language (the table's, escaped, when
/// the language has none).
#[must_use]
pub fn origin_name(lang: Lang, origin: &str) -> String {
    i18n::try_tr(lang, &format!("f2d20-bot-origin-{}", slug(origin)), &[])
        .unwrap_or_else(|| layout::escape(origin))
}

/// A trait's name in the reader's language (the table's, escaped, when the
/// language has none).
#[must_use]
pub fn trait_name(lang: Lang, name: &str) -> String {
    i18n::try_tr(lang, &format!("f2d20-bot-trait-{}", slug(name)), &[])
        .map_or_else(|| layout::escape(name), |shown| layout::escape(&shown))
}

/// "Traits: a, b" (empty when none).
fn traits_line(lang: Lang, traits: &[String]) -> Option<String> {
    (!traits.is_empty()).then(|| {
        let list = join(lang, traits.iter().map(|x| trait_name(lang, x)));
        t(lang, "f2d20-bot-traits", &[("list", a(list))])
    })
}

/// The sheet's origin field: its name and its text (the traits), `None`
/// for a character with no origin and no trait.
#[must_use]
pub fn origin_field(lang: Lang, sheet: &Sheet) -> Option<(String, String)> {
    if sheet.origin.is_none() && sheet.traits.is_empty() {
        return None;
    }
    let title = match &sheet.origin {
        Some(o) => t(
            lang,
            "f2d20-bot-origin",
            &[("origin", a(origin_name(lang, o)))],
        ),
        None => t(lang, "f2d20-bot-origin-none", &[]),
    };
    let text = traits_line(lang, &sheet.traits).unwrap_or_else(|| "-".to_owned());
    Some((title, text))
}

/// The GM set an origin.
#[must_use]
pub fn origin_set_spec(lang: Lang, set: &OriginSet) -> EmbedSpec {
    let mut lines = Vec::new();
    lines.extend(traits_line(lang, &set.traits));
    if let Some(b) = &set.before {
        lines.push(t(
            lang,
            "f2d20-bot-origin-was",
            &[("origin", a(origin_name(lang, b)))],
        ));
    }
    let spec = EmbedSpec::new(
        t(
            lang,
            "f2d20-bot-origin-set",
            &[
                ("name", u(&set.character)),
                ("origin", a(origin_name(lang, &set.origin))),
            ],
        ),
        Tone::Success,
    );
    if lines.is_empty() {
        spec
    } else {
        spec.desc(lines.join("\n"))
    }
}

/// Set a character's origin (and a Survivor's traits).
#[poise::command(slash_command)]
pub async fn origin(
    ctx: Context<'_>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::origins::origins"]
    origin: String,
    #[max_length = 80]
    #[autocomplete = "crate::games::fallout2d20::origins::traits"]
    traits: Option<String>,
) -> Result<(), Error> {
    let traits = split_traits(traits.as_deref().unwrap_or(""));
    run_here(
        ctx,
        Command::Origin {
            character,
            origin: super::word(&origin),
            traits,
        },
    )
    .await
}

/// Traits as a comma-separated list (`Gifted, Heavy Handed`), each read
/// back from the reader's words.
#[must_use]
pub fn split_traits(text: &str) -> Vec<String> {
    crate::bot::play::names(text)
        .iter()
        .map(|s| super::word(s))
        .collect()
}

/// The origins, labelled in the user's language.
pub async fn origins(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = ORIGINS
        .iter()
        .map(|o| {
            (
                layout::plain(&origin_name(lang, &o.name)),
                o.name.to_string(),
            )
        })
        .collect();
    respond(partial, choices)
}

/// The traits an origin lets a character choose, labelled in the user's
/// language.
pub async fn traits(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let lang = lang(ctx);
    let choices = TRAITS
        .iter()
        .filter(|x| {
            ORIGINS
                .iter()
                .any(|o| o.choose.iter().any(|c| *c == *x.name))
        })
        .map(|x| {
            (
                layout::plain(&trait_name(lang, &x.name)),
                x.name.to_string(),
            )
        })
        .collect();
    respond(partial, choices)
}
