//! Autocomplete for every name a user types: what every game's autocomplete
//! shares. Each game's own callbacks live in its front-end folder
//! (`src/games/<game>/autocomplete.rs`); campaign names come from a read-only
//! load of this channel's campaign; at most 25 choices, filtered by what was
//! typed (case-insensitive "contains"), the most fitting first. Choice names
//! are plain text (Discord renders no markdown there): a name drawn by a
//! game's renderer, which escapes user text for markdown, passes through
//! [`crate::bot::layout::plain`] first.

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

use super::Context;
use crate::engine::name;
use crate::i18n::{self, Lang};

/// Discord shows at most this many choices.
pub const MAX_CHOICES: usize = 25;

/// Most characters (UTF-16 units) of a choice's label and of its value.
pub const MAX_CHOICE_LEN: usize = 100;

/// Keeps the `(label, value)` pairs whose label or value contains `partial`
/// (compared by the engine's name identity), without duplicate values, at most
/// [`MAX_CHOICES`]. Labels are cut to [`MAX_CHOICE_LEN`]; a value longer than
/// that could not be sent back whole, so it is left out.
#[must_use]
pub fn filter(partial: &str, candidates: Vec<(String, String)>) -> Vec<(String, String)> {
    let needle = name::key(partial);
    let mut seen = std::collections::HashSet::new();
    let candidates: Vec<(String, String)> = candidates
        .into_iter()
        .filter(|(_, value)| value.encode_utf16().count() <= MAX_CHOICE_LEN)
        .collect();
    let contains = |(label, value): &(String, String)| {
        needle.is_empty()
            || name::key(label).contains(&needle)
            || name::key(value).contains(&needle)
    };
    // Nothing contains what was typed: the names that have its letters in
    // order ("10手枪" for "10毫米手枪"), a typo's way to its name.
    let fuzzy = !candidates.iter().any(contains);
    candidates
        .into_iter()
        .filter(|c| {
            contains(c)
                || (fuzzy
                    && (in_order(&needle, &name::key(&c.0)) || in_order(&needle, &name::key(&c.1))))
        })
        .filter(|(_, value)| seen.insert(name::key(value)))
        .take(MAX_CHOICES)
        .map(|(label, value)| (crate::bot::layout::cut(&label, MAX_CHOICE_LEN), value))
        .collect()
}

/// Whether every letter of `needle` but white space stands in `hay` in
/// the same order (two letters at least, so one letter is no match).
fn in_order(needle: &str, hay: &str) -> bool {
    let letters: Vec<char> = needle.chars().filter(|c| !c.is_whitespace()).collect();
    let mut rest = hay.chars();
    letters.len() >= 2 && letters.iter().all(|&c| rest.any(|h| h == c))
}

pub(crate) fn respond(
    partial: &str,
    candidates: Vec<(String, String)>,
) -> CreateAutocompleteResponse {
    let choices = filter(partial, candidates)
        .into_iter()
        .map(|(label, value)| AutocompleteChoice::new(label, value))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// This channel's campaign of game `R`, if it can be read (what every
/// game's autocomplete offers its names from).
pub(crate) async fn load<R: crate::engine::ruleset::Ruleset>(
    ctx: Context<'_>,
) -> Option<R::Campaign> {
    ctx.data()
        .session
        .campaign_as::<R>(super::key(ctx))
        .await
        .ok()
}

/// Characters of this channel's campaign of game `R`, the user's own first
/// (none where it cannot be read).
pub(crate) async fn characters<R>(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse
where
    R: crate::engine::ruleset::Ruleset,
    R::Campaign: crate::engine::roster::Roster,
{
    use crate::engine::roster::Roster as _;
    let user = ctx.author().id.get().to_string();
    let names = load::<R>(ctx).await.map_or_else(Vec::new, |c| {
        let mut owners = c.owners();
        owners.sort_by_key(|(_, owner)| *owner != user);
        owners
            .into_iter()
            .map(|(name, _)| name.to_owned())
            .collect()
    });
    respond(partial, plain(names))
}

/// Every unit of this channel's campaign of game `R`, enemies first
/// ([`crate::engine::roster::Roster::units`]; none where it cannot be read).
pub(crate) async fn units<R>(ctx: Context<'_>) -> Vec<String>
where
    R: crate::engine::ruleset::Ruleset,
    R::Campaign: crate::engine::roster::Roster,
{
    use crate::engine::roster::Roster as _;
    load::<R>(ctx).await.map_or_else(Vec::new, |c| c.units())
}

/// Choices of the entries a campaign sees of one homebrew list (its
/// `all()`): each labelled by `label`, marked where the campaign's homebrew
/// made it ([`crate::bot::commands::homebrew::marked`]), valued by `value`.
pub(crate) fn marked_choices<'a, T: 'a>(
    entries: impl IntoIterator<Item = (&'a T, crate::engine::homebrew::Origin)>,
    label: impl Fn(&T) -> String,
    value: impl Fn(&T) -> String,
) -> Vec<(String, String)> {
    entries
        .into_iter()
        .map(|(entry, origin)| {
            let label = super::commands::homebrew::marked(&label(entry), origin);
            (label, value(entry))
        })
        .collect()
}

/// Choices of one homebrew list of this channel's campaign of game `R`
/// (none where it cannot be read): `list` takes the list out of the
/// campaign ([`crate::engine::homebrew::Brew::all`]: the shipped entries
/// with the campaign's own), each entry labelled by `label` in the
/// campaign's language ([`campaign_lang`]) and marked where the homebrew
/// made it ([`marked_choices`]), valued by `value`.
pub(crate) async fn brewed<R, T>(
    ctx: Context<'_>,
    list: impl FnOnce(R::Campaign) -> crate::engine::homebrew::Brew<T>,
    label: impl Fn(Lang, &T) -> String,
    value: impl Fn(&T) -> String,
) -> Vec<(String, String)>
where
    R: crate::engine::ruleset::Ruleset,
    T: crate::engine::homebrew::Content,
{
    let lang = campaign_lang(ctx).await;
    let brew = load::<R>(ctx).await.map(list).unwrap_or_default();
    marked_choices(brew.all(), |entry| label(lang, entry), value)
}

pub(crate) fn plain<I: IntoIterator<Item = String>>(names: I) -> Vec<(String, String)> {
    names.into_iter().map(|n| (n.clone(), n)).collect()
}

/// `(localized name, name)` pairs for names of one kind (`item`, `enemy`, `effect`).
pub(crate) fn named<I: IntoIterator<Item = String>>(
    lang: Lang,
    kind: &str,
    names: I,
) -> Vec<(String, String)> {
    names
        .into_iter()
        .map(|n| (i18n::name(lang, kind, &n), n))
        .collect()
}

pub(crate) fn lang(ctx: Context<'_>) -> Lang {
    super::locale_lang(ctx)
}

/// The language names are offered in: the campaign's when it has one
/// (what its replies speak), else the user's ([`lang`]).
pub(crate) async fn campaign_lang(ctx: Context<'_>) -> Lang {
    let campaign = ctx.data().session.language(super::key(ctx)).await;
    campaign.ok().flatten().unwrap_or_else(|| lang(ctx))
}

/// The value already typed for another option of the same command.
pub(crate) fn other_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some((*s).to_owned()),
            _ => None,
        })
}

/// For an option that takes a comma-separated list: what was typed before
/// the last item (kept as typed) and the last item.
pub(crate) fn last_item(partial: &str) -> (&str, &str) {
    match partial.rfind([',', '，']) {
        Some(i) => {
            let cut = i + partial[i..].chars().next().map_or(1, char::len_utf8);
            (&partial[..cut], partial[cut..].trim_start())
        }
        None => ("", partial),
    }
}

/// Completes the last item of a list: each candidate `(label, value)` is
/// offered as the list typed so far followed by it.
pub(crate) fn respond_list(
    partial: &str,
    candidates: Vec<(String, String)>,
) -> CreateAutocompleteResponse {
    let (before, last) = last_item(partial);
    if before.is_empty() {
        return respond(partial, candidates);
    }
    let full = candidates
        .into_iter()
        .filter(|(label, value)| {
            let needle = name::key(last);
            needle.is_empty()
                || name::key(label).contains(&needle)
                || name::key(value).contains(&needle)
        })
        .map(|(label, value)| (format!("{before} {label}"), format!("{before} {value}")))
        .collect();
    respond("", full)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filtering_is_case_insensitive_deduplicated_and_capped() {
        let many: Vec<(String, String)> = (0..40)
            .map(|i| (format!("Raider {i}"), format!("r{i}")))
            .collect();
        assert_eq!(filter("", many.clone()).len(), MAX_CHOICES);
        assert_eq!(filter("RAIDER 39", many).len(), 1);
        let dup = vec![("A".into(), "x".into()), ("B".into(), "X".into())];
        assert_eq!(filter("", dup).len(), 1);
    }

    #[test]
    fn a_list_completes_its_last_item() {
        assert_eq!(last_item("Ana, Ba"), ("Ana,", "Ba"));
        assert_eq!(last_item("Ana，Ba"), ("Ana，", "Ba"));
        assert_eq!(last_item("Ba"), ("", "Ba"));
        assert_eq!(last_item("Ana,"), ("Ana,", ""));
    }
}
