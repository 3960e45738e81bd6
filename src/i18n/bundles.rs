//! The Fluent bundles, parsed from the `.ftl` sources compiled into the
//! binary when first needed: one bundle per source file, made the first time
//! one of its messages is asked for. A process parses only the files of the
//! messages it shows, in the languages it speaks: a one-shot command-line
//! command in English parses its replies' files, never the Chinese ones nor
//! the Discord core's (parsing every bundle at start was a large part of a
//! short process's time).
//!
//! Which file holds a message, and where in it, comes from an index of the
//! message ids at the start of the sources' lines, made by the build script
//! (sorted by id, so a process pays nothing for it at start). A message is
//! first formatted from a bundle of its entry alone: a one-shot command shows
//! two or three messages of a file of eighty, and parsing the file was a
//! tenth of its instructions. A message that refers to a term or another
//! message is formatted from its file's bundle, and one that refers to
//! another file's (none does today) from the language's whole bundle, every
//! file in one.

use std::sync::{LazyLock, Mutex, OnceLock, PoisonError};

use rustc_hash::FxHashMap;

use fluent_templates::fluent_bundle::resolver::errors::ReferenceKind;
use fluent_templates::fluent_bundle::resolver::ResolverError;
use fluent_templates::fluent_bundle::{FluentArgs, FluentError, FluentResource};
use fluent_templates::FluentBundle;

use super::{
    language_id, Lang, EN_SOURCES, EN_SOURCES_INDEX, EN_SOURCES_SPANS, ZH_SOURCES,
    ZH_SOURCES_INDEX, ZH_SOURCES_SPANS,
};

type Bundle = FluentBundle<FluentResource>;

/// One language's sources and the bundles made of them so far.
struct Language {
    lang: Lang,
    sources: &'static [&'static str],
    /// The file that defines each message id (the first, as a bundle keeps
    /// the first definition of an id), sorted by id.
    index: &'static [(&'static str, usize)],
    /// Each indexed message's entry in its file (a byte range), by the
    /// index's order.
    spans: &'static [(u32, u32)],
    /// A bundle of one message's entry alone, by its place in the index,
    /// made the first time the message is asked for (`None`: the entry does
    /// not parse alone). Each is kept for the process's life: there are as
    /// many at most as the language has messages.
    messages: Mutex<FxHashMap<usize, Option<&'static Bundle>>>,
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
        spans: &'static [(u32, u32)],
    ) -> Language {
        Language {
            lang,
            sources,
            index,
            spans,
            messages: Mutex::new(FxHashMap::default()),
            files: sources.iter().map(|_| OnceLock::new()).collect(),
            whole: OnceLock::new(),
        }
    }

    /// Where message `id` stands in the index.
    fn place(&self, id: &str) -> Option<usize> {
        self.index.binary_search_by(|(k, _)| (*k).cmp(id)).ok()
    }

    /// A bundle of the entry alone of the message at `at` in the index,
    /// parsed on first use; `None` when its entry does not parse alone.
    fn message_of(&self, at: usize) -> Option<&'static Bundle> {
        let mut messages = self.messages.lock().unwrap_or_else(PoisonError::into_inner);
        *messages.entry(at).or_insert_with(|| {
            let (start, end) = self.spans.get(at).copied()?;
            let source = self.sources.get(self.index.get(at)?.1)?;
            let entry = source.get(start as usize..end as usize)?;
            let resource = FluentResource::try_new(entry.to_owned()).ok()?;
            let mut bundle = new_bundle(self.lang);
            bundle.add_resource(resource).ok()?;
            Some(&*Box::leak(Box::new(bundle)))
        })
    }

    /// The bundle of the file that defines the message at `at` in the index,
    /// parsed on first use.
    fn file_of(&self, at: usize) -> Option<&Bundle> {
        let file = self.index.get(at)?.1;
        let slot = self.files.get(file)?;
        Some(slot.get_or_init(|| bundle(self.lang, &self.sources[file..=file])))
    }

    /// Every file's messages in one bundle, parsed on first use.
    fn whole(&self) -> &Bundle {
        self.whole.get_or_init(|| bundle(self.lang, self.sources))
    }
}

/// An empty bundle of `lang`.
fn new_bundle(lang: Lang) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![language_id(lang)]);
    // Discord and terminals show text as is: no Unicode isolation marks.
    bundle.set_use_isolating(false);
    bundle
}

/// A bundle of `lang` holding `sources`.
fn bundle(lang: Lang, sources: &[&str]) -> Bundle {
    let mut bundle = new_bundle(lang);
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
    LazyLock::new(|| Language::new(Lang::EnUs, EN_SOURCES, EN_SOURCES_INDEX, EN_SOURCES_SPANS)),
    LazyLock::new(|| Language::new(Lang::ZhCn, ZH_SOURCES, ZH_SOURCES_INDEX, ZH_SOURCES_SPANS)),
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
    Err(if errors.iter().any(names_what_is_not_here) {
        Failed::Elsewhere
    } else {
        Failed::Here
    })
}

/// Whether formatting failed on a message or term the bundle lacks (another
/// bundle may hold it), not on the message itself.
fn names_what_is_not_here(error: &FluentError) -> bool {
    matches!(
        error,
        FluentError::ResolverError(ResolverError::Reference(
            ReferenceKind::Message { .. } | ReferenceKind::Term { .. }
        ))
    )
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

/// [`format`] in `lang`: from the message's entry alone, else (a reference
/// to a term or another message) from its file, else (a reference to another
/// file's) from the whole language.
fn lookup(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let language = language(lang);
    let message = id.split_once('.').map_or(id, |(message, _)| message);
    // An id the sources do not define is in none of them.
    let at = language.place(message)?;
    let bundles: [&dyn Fn() -> Option<&'static Bundle>; 3] = [
        &|| language.message_of(at),
        &|| language.file_of(at),
        &|| Some(language.whole()),
    ];
    for bundle in bundles.iter().filter_map(|bundle| bundle()) {
        match format(bundle, id, args) {
            Ok(text) => return Some(text),
            Err(Failed::Here) => return None,
            Err(Failed::Elsewhere) => {}
        }
    }
    None
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
            for (at, &(id, _)) in language.index.iter().enumerate() {
                let whole = language.whole();
                let alone = language.file_of(at).expect("indexed");
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
    fn every_message_parses_alone_and_formats_alone_as_from_the_whole_language() {
        for lang in Lang::ALL {
            let language = language(lang);
            let whole = language.whole();
            let mut referring = 0;
            for (at, &(id, _)) in language.index.iter().enumerate() {
                let alone = language
                    .message_of(at)
                    .unwrap_or_else(|| panic!("{lang} {id}"));
                let message = alone.get_message(id).expect("its own entry");
                let whole_message = whole.get_message(id).expect("indexed");
                let patterns = message
                    .value()
                    .into_iter()
                    .chain(message.attributes().map(|a| a.value()));
                let whole_patterns = whole_message
                    .value()
                    .into_iter()
                    .chain(whole_message.attributes().map(|a| a.value()));
                assert_eq!(
                    message.attributes().count(),
                    whole_message.attributes().count(),
                    "{lang} {id}"
                );
                for (pattern, whole_pattern) in patterns.zip(whole_patterns) {
                    let mut errors = Vec::new();
                    let text = alone.format_pattern(pattern, None, &mut errors);
                    if errors.iter().any(names_what_is_not_here) {
                        referring += 1;
                        continue;
                    }
                    let expected = whole.format_pattern(whole_pattern, None, &mut Vec::new());
                    assert_eq!(text, expected, "{lang} {id}");
                }
            }
            // Most messages stand alone; the few that name a term go to
            // their file.
            assert!(referring * 20 < language.index.len(), "{lang}: {referring}");
        }
    }

    #[test]
    fn an_entry_runs_to_the_next_entry_or_comment_with_its_attributes_and_variants() {
        let source = "# a comment\nfirst = { $n ->\n    [one] one\n   *[other] many\n}\n    .title = Title\n\n-term = Vault\nsecond =\n    two lines\n\n    of text\n## Section\nthird = 3";
        let spans: Vec<_> = super::super::ftl_ids::entries(source)
            .into_iter()
            .map(|(id, start, end)| (id, &source[start..end]))
            .collect();
        assert_eq!(
            spans,
            [
                (
                    "first",
                    "first = { $n ->\n    [one] one\n   *[other] many\n}\n    .title = Title\n\n"
                ),
                ("second", "second =\n    two lines\n\n    of text\n"),
                ("third", "third = 3"),
            ]
        );
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
            assert_eq!(language.spans.len(), language.index.len(), "{lang}");
            for (&(id, file), &(start, end)) in language.index.iter().zip(language.spans) {
                let entry = &language.sources[file][start as usize..end as usize];
                assert_eq!(
                    entry.lines().next().and_then(defined_id),
                    Some(id),
                    "{lang}"
                );
            }
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
