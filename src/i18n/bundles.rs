//! The Fluent bundles, parsed from the `.ftl` sources compiled into the
//! binary when first needed: one bundle per source file, made the first time
//! one of its messages is asked for. A process parses only the files of the
//! messages it shows, in the languages it speaks: a one-shot command-line
//! command in English parses its replies' files, never the Chinese ones nor
//! the Discord core's (parsing every bundle at start was a large part of a
//! short process's time).
//!
//! Which file holds a message comes from an index of the message ids at the
//! start of the sources' lines, made by the build script (sorted by id, so a
//! process pays nothing for it at start). A message that
//! refers to another file's (none does today) still formats: when the
//! message's own file cannot format it, the language's whole bundle, every
//! file in one, is parsed and asked.

use std::sync::{LazyLock, OnceLock};

use fluent_templates::fluent_bundle::resolver::errors::ReferenceKind;
use fluent_templates::fluent_bundle::resolver::ResolverError;
use fluent_templates::fluent_bundle::{FluentArgs, FluentError, FluentResource};
use fluent_templates::FluentBundle;

use super::{language_id, Lang, EN_SOURCES, EN_SOURCES_INDEX, ZH_SOURCES, ZH_SOURCES_INDEX};

type Bundle = FluentBundle<FluentResource>;

/// One language's sources and the bundles made of them so far.
struct Language {
    lang: Lang,
    sources: &'static [&'static str],
    /// The file that defines each message id (the first, as a bundle keeps
    /// the first definition of an id), sorted by id.
    index: &'static [(&'static str, usize)],
    /// One bundle per source file, by the sources' order.
    files: Box<[OnceLock<Bundle>]>,
    /// Every file in one bundle.
    whole: OnceLock<Bundle>,
}

impl Language {
    fn new(
        lang: Lang,
        sources: &'static [&'static str],
        index: &'static [(&'static str, usize)],
    ) -> Language {
        Language {
            lang,
            sources,
            index,
            files: sources.iter().map(|_| OnceLock::new()).collect(),
            whole: OnceLock::new(),
        }
    }

    /// The bundle of the file that defines message `id`, parsed on first use.
    fn file_of(&self, id: &str) -> Option<&Bundle> {
        let at = self.index.binary_search_by(|(k, _)| (*k).cmp(id)).ok()?;
        let file = self.index[at].1;
        let slot = self.files.get(file)?;
        Some(slot.get_or_init(|| bundle(self.lang, &self.sources[file..=file])))
    }

    /// Every file's messages in one bundle, parsed on first use.
    fn whole(&self) -> &Bundle {
        self.whole.get_or_init(|| bundle(self.lang, self.sources))
    }
}

/// A bundle of `lang` holding `sources`.
fn bundle(lang: Lang, sources: &[&str]) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![language_id(lang)]);
    // Discord and terminals show text as is: no Unicode isolation marks.
    bundle.set_use_isolating(false);
    for source in sources {
        // The sources are the project's own files, checked by the locale
        // tests; what of a file parses is kept, and an id defined twice
        // keeps its first definition (both are refused by those tests).
        let resource =
            FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The languages, by [`Lang::ALL`] order, each indexed when first used.
static LANGUAGES: [LazyLock<Language>; 2] = [
    LazyLock::new(|| Language::new(Lang::EnUs, EN_SOURCES, EN_SOURCES_INDEX)),
    LazyLock::new(|| Language::new(Lang::ZhCn, ZH_SOURCES, ZH_SOURCES_INDEX)),
];

fn language(lang: Lang) -> &'static Language {
    match lang {
        Lang::EnUs => &LANGUAGES[0],
        Lang::ZhCn => &LANGUAGES[1],
    }
}

/// The message (or `message.attribute`) `id` of `bundle` formatted with
/// `args`; `None` when the bundle lacks it or formatting it failed.
fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs<'_>>) -> Result<String, Failed> {
    let pattern = match id.split_once('.') {
        Some((message, attribute)) => bundle
            .get_message(message)
            .and_then(|m| m.get_attribute(attribute))
            .map(|a| a.value()),
        None => bundle.get_message(id).and_then(|m| m.value()),
    }
    .ok_or(Failed::Elsewhere)?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if errors.is_empty() {
        return Ok(text.into_owned());
    }
    let elsewhere = errors.iter().any(|e| {
        matches!(
            e,
            FluentError::ResolverError(ResolverError::Reference(
                ReferenceKind::Message { .. } | ReferenceKind::Term { .. }
            ))
        )
    });
    Err(if elsewhere {
        Failed::Elsewhere
    } else {
        Failed::Here
    })
}

/// Why a message did not format from a bundle.
enum Failed {
    /// It, or a message or term it refers to, is not in the bundle: another
    /// file may hold it.
    Elsewhere,
    /// It is there and failed on its own (an argument it needs was not
    /// given): no other file would format it.
    Here,
}

/// [`format`] in `lang`: from the message's own file, else (a reference to
/// another file's message or term) from the whole language.
fn lookup(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let language = language(lang);
    let message = id.split_once('.').map_or(id, |(message, _)| message);
    let file = language.file_of(message)?;
    match format(file, id, args) {
        Ok(text) => Some(text),
        Err(Failed::Here) => None,
        Err(Failed::Elsewhere) => format(language.whole(), id, args).ok(),
    }
}

/// The message `id` in `lang`, else in English (the fallback language, parsed
/// only if a message is ever missing from `lang`), else `None`.
pub(super) fn message(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    lookup(lang, id, args).or_else(|| {
        if lang == Lang::EnUs {
            None
        } else {
            lookup(Lang::EnUs, id, args)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::ftl_ids::defined_id;
    use super::*;

    #[test]
    fn every_message_formats_the_same_from_its_own_file_as_from_the_whole_language() {
        for lang in Lang::ALL {
            let language = language(lang);
            assert!(
                language.index.len() > 500,
                "{lang}: {}",
                language.index.len()
            );
            for &(id, _) in language.index {
                let whole = language.whole();
                let alone = language.file_of(id).expect("indexed");
                let formatted = |b: &Bundle| {
                    b.get_message(id)
                        .and_then(|m| m.value())
                        .map(|p| b.format_pattern(p, None, &mut Vec::new()).into_owned())
                };
                assert_eq!(formatted(alone), formatted(whole), "{lang} {id}");
            }
        }
    }

    #[test]
    fn the_built_index_names_the_first_file_defining_each_id_and_nothing_else() {
        for lang in Lang::ALL {
            let language = language(lang);
            let mut expected = std::collections::BTreeMap::new();
            for (file, source) in language.sources.iter().enumerate() {
                for id in source.lines().filter_map(defined_id) {
                    expected.entry(id).or_insert(file);
                }
            }
            let built: Vec<(&str, usize)> = language.index.to_vec();
            let expected: Vec<(&str, usize)> = expected.into_iter().collect();
            assert_eq!(built, expected, "{lang}");
        }
    }

    #[test]
    fn a_message_id_is_read_off_the_start_of_its_line_only() {
        assert_eq!(defined_id("cli-ok = Done"), Some("cli-ok"));
        assert_eq!(defined_id("cli-ok= Done"), Some("cli-ok"));
        assert_eq!(defined_id("    .label = Name"), None);
        assert_eq!(defined_id("-term = Vault"), None);
        assert_eq!(defined_id("# a = comment"), None);
        assert_eq!(defined_id("  continued = text"), None);
    }
}
