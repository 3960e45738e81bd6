//! The Fluent bundles, one per language, each parsed from the `.ftl` sources
//! compiled into the binary the first time a message of that language is asked
//! for. A process that speaks one language parses only that language's files:
//! a one-shot command-line command in English never parses the Chinese ones
//! (parsing every bundle at start was a large part of a short process's time).

use std::sync::OnceLock;

use fluent_templates::fluent_bundle::{FluentArgs, FluentResource};
use fluent_templates::FluentBundle;

use super::{language_id, Lang, EN_SOURCES, ZH_SOURCES};

type Bundle = FluentBundle<FluentResource>;

/// The bundles, by [`Lang::ALL`] order, each made when first used.
static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];

/// The bundle of `lang`, parsed on first use.
fn bundle(lang: Lang) -> &'static Bundle {
    let (slot, sources) = match lang {
        Lang::EnUs => (&BUNDLES[0], EN_SOURCES),
        Lang::ZhCn => (&BUNDLES[1], ZH_SOURCES),
    };
    slot.get_or_init(|| {
        let mut bundle = Bundle::new_concurrent(vec![language_id(lang)]);
        // Discord and terminals show text as is: no Unicode isolation marks.
        bundle.set_use_isolating(false);
        for source in sources {
            // The sources are the project's own files, checked by the locale
            // tests; what of a file parses is kept, and an id defined twice
            // keeps its first definition (both are refused by those tests).
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// The message (or `message.attribute`) `id` of `lang` formatted with `args`;
/// `None` when the language lacks it or formatting it failed.
fn lookup(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let bundle = bundle(lang);
    let pattern = match id.split_once('.') {
        Some((message, attribute)) => bundle
            .get_message(message)?
            .get_attribute(attribute)?
            .value(),
        None => bundle.get_message(id)?.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
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
