//! The words every campaign understands on the command line, whatever its
//! game: `init`, `recover`, `export`, `import` and `help`, parsed here once;
//! the input errors the command line itself finds (no command, a missing or
//! surplus word, a bad number or option, an undecodable or badly quoted batch
//! line) and their localized messages. A game's own words are its folder's
//! (`src/games/<game>/`); a game's parser reports these same errors.

use crate::engine::name::echo;
use crate::engine::notation;
use crate::engine::ruleset::RulesetId;
use crate::i18n::{tr, Arg, Lang};

/// One command as help shows it: its name and its arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    /// The command's name.
    pub name: &'static str,
    /// Its arguments.
    pub args: &'static str,
}

impl Usage {
    /// The usage line: `import <file> [--max-bytes N]`.
    #[must_use]
    pub fn line(&self) -> String {
        if self.args.is_empty() {
            self.name.to_owned()
        } else {
            format!("{} {}", self.name, self.args)
        }
    }
}

/// The commands every campaign has, whatever its game, in help order.
pub const SHARED: &[Usage] = &[
    Usage {
        name: "init",
        args: "[--ruleset ID]",
    },
    Usage {
        name: "recover",
        args: "",
    },
    Usage {
        name: "export",
        args: "[file]",
    },
    Usage {
        name: "import",
        args: "<file> [--max-bytes N]",
    },
    Usage {
        name: "share",
        args: "[--hours N] [--name NAME] | share --revoke",
    },
    Usage {
        name: "homebrew",
        args: "import <file> | list [kind] | show <name> | remove <name> | export <file>",
    },
    Usage {
        name: "content",
        args: "[kind]",
    },
    Usage {
        name: "import-character",
        args: "<file> [owner] [player]",
    },
    Usage {
        name: "enemies",
        args: "[shown|bands|hidden]",
    },
    Usage {
        name: "enemy-note",
        args: "[name [text...]] | enemy-note <name> --clear",
    },
    Usage {
        name: "npc-note",
        args: "[name [text...]] | npc-note <name> --clear",
    },
    Usage {
        name: "language",
        args: "[en-US|zh-CN]",
    },
    Usage {
        name: "mcp-token",
        args: "[--revoke]",
    },
    Usage {
        name: "recap",
        args: "[session] [--format html|md|bbcode]",
    },
    Usage {
        name: "help",
        args: "[command]",
    },
];

/// The shared command named `name` (lower case), if it is one.
#[must_use]
pub fn shared(name: &str) -> Option<&'static Usage> {
    SHARED.iter().find(|u| u.name == name)
}

/// A command word of the command line with the message ids of its name in
/// the other languages: the names of the Discord command's path (`/敌人 添加`
/// for `enemy-add`: `cmd-enemy`, `cmd-enemy-add`), so the Discord command and
/// the command-line word are one word. Its options are named as the last
/// id's options (`<id>-<option>`), else as every command names them
/// (`cli-opt-<option>`); `values` are the fixed words it takes (`add`,
/// `remove`) with the message ids of their names.
#[derive(Debug, Clone, Copy)]
pub struct Said {
    /// The English command word.
    pub word: &'static str,
    /// The message ids of its name's words, in order.
    pub ids: &'static [&'static str],
    /// Its fixed words: each English word and the message id of its name.
    pub values: &'static [(&'static str, &'static str)],
}

/// A command word named by `ids` ([`Said`]), with no fixed words.
#[must_use]
pub const fn said(word: &'static str, ids: &'static [&'static str]) -> Said {
    Said {
        word,
        ids,
        values: &[],
    }
}

/// A command word named by `ids` that takes the fixed words `values`.
#[must_use]
pub const fn said_with(
    word: &'static str,
    ids: &'static [&'static str],
    values: &'static [(&'static str, &'static str)],
) -> Said {
    Said { word, ids, values }
}

/// A game's table of command words (`&[Said]`): first the words named as
/// their Discord command, in groups by the message id prefix they share
/// (`"cmd-d20-" ["check" "condition" with CONDITION]`: `check` is named by
/// `cmd-d20-check`; `condition`, by `cmd-d20-condition`, takes the fixed
/// words `CONDITION`); then, after `;`, the words named otherwise, as
/// [`said`] and [`said_with`] rows.
macro_rules! said_table {
    (
        $($prefix:literal [$($word:literal $(with $values:ident)?)*])*
        ; $($row:expr),* $(,)?
    ) => {
        &[
            $($(
                $crate::cli::words::said_with(
                    $word,
                    &[concat!($prefix, $word)],
                    $crate::cli::words::said_table!(@values $($values)?),
                ),
            )*)*
            $($row),*
        ]
    };
    (@values) => { &[] };
    (@values $values:ident) => { $values };
}
pub(crate) use said_table;

/// The words of the commands every game shares, in every language: one
/// table, the games' own tables beside it.
pub const SHARED_SAID: &[Said] = &[
    said("init", &["cmd-campaign-start"]),
    said("recover", &["cmd-campaign-recover"]),
    said("export", &["cmd-campaign-export"]),
    said("import", &["cmd-campaign-import"]),
    said_with(
        "share",
        &["cmd-campaign-share"],
        &[("link", "cmd-campaign-share-link")],
    ),
    said_with(
        "homebrew",
        &["cmd-homebrew"],
        &[
            ("import", "cmd-homebrew-import"),
            ("list", "cmd-homebrew-list"),
            ("show", "cmd-homebrew-show"),
            ("remove", "cmd-homebrew-remove"),
            ("export", "cmd-homebrew-export"),
        ],
    ),
    said("content", &["cli-word-content"]),
    said(
        "import-character",
        &["cmd-character", "cmd-character-import"],
    ),
    said_with(
        "enemies",
        &["cmd-enemy", "cmd-enemy-list"],
        &[
            ("shown", "cli-word-enemies-shown"),
            ("bands", "cli-word-enemies-bands"),
            ("hidden", "cli-word-enemies-hidden"),
        ],
    ),
    said("enemy-note", &["cli-word-enemy-note"]),
    said("npc-note", &["cmd-npc-note"]),
    said_with(
        "language",
        &["cmd-campaign-language"],
        &[
            ("en-US", "cli-word-language-en-us"),
            ("zh-CN", "cli-word-language-zh-cn"),
        ],
    ),
    said("mcp-token", &["cli-word-mcp-token"]),
    said_with(
        "recap",
        &["cmd-campaign-recap"],
        &[
            ("html", "cli-word-format-html"),
            ("md", "cli-word-format-md"),
            ("bbcode", "cli-word-format-bbcode"),
        ],
    ),
    said("help", &["cmd-help"]),
];

/// The languages whose words are read back besides English.
const OTHER_LANGS: [Lang; 1] = [Lang::ZhCn];

/// Every message id of the other languages, read once.
static OTHER_IDS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    OTHER_LANGS
        .iter()
        .flat_map(|&lang| crate::i18n::raw_ids(lang))
        .collect()
});

/// A message's text in `lang`, as a vocabulary compares words.
fn folded_name(lang: Lang, id: &str) -> Option<String> {
    crate::i18n::try_tr(lang, id, &[]).map(|n| crate::i18n::vocabulary::folded(&n))
}

/// A command's name in `lang`: the names of its ids, joined by a space
/// (its English word in English).
#[must_use]
pub fn said_name(lang: Lang, said: &Said) -> String {
    if lang == Lang::EnUs {
        return said.word.to_owned();
    }
    let names: Option<Vec<String>> = said
        .ids
        .iter()
        .map(|id| crate::i18n::try_tr(lang, id, &[]))
        .collect();
    names.map_or_else(|| said.word.to_owned(), |n| n.join(" "))
}

/// Whether `text` names `said` in another language ([`folded`] alike).
///
/// [`folded`]: crate::i18n::vocabulary::folded
fn names(said: &Said, text: &str) -> bool {
    OTHER_LANGS.iter().any(|&lang| {
        let parts: Option<Vec<String>> = said.ids.iter().map(|id| folded_name(lang, id)).collect();
        parts.is_some_and(|p| p.concat() == text)
    })
}

/// The command `text` names in another language, among the shared commands
/// and `game`'s.
#[must_use]
pub fn command_named<'a>(game: &'a [Said], text: &str) -> Option<&'a Said> {
    // Help shows a two-word command joined by a middle dot.
    let text = crate::i18n::vocabulary::folded(text).replace('·', "");
    SHARED_SAID.iter().chain(game).find(|s| names(s, &text))
}

/// The option (`--range`) another language's option word (`--距离`) names
/// for `said`: its own option's name, else the one every command has.
fn option_named(said: Option<&Said>, typed: &str) -> Option<String> {
    let text = crate::i18n::vocabulary::folded(typed);
    let own = said.and_then(|s| s.ids.last()).map(|id| format!("{id}-"));
    let found = |prefix: &str| {
        OTHER_IDS.iter().find_map(|id| {
            let rest = id.strip_prefix(prefix)?;
            // A subcommand's option (`cmd-campaign-share-link-hours`) is not
            // the command's: a Discord option's id has no hyphen.
            if rest.ends_with("-description") || (prefix != "cli-opt-" && rest.contains('-')) {
                return None;
            }
            let named = OTHER_LANGS
                .iter()
                .any(|&lang| folded_name(lang, id).as_deref() == Some(text.as_str()));
            named.then(|| format!("--{}", rest.replace('_', "-")))
        })
    };
    own.as_deref().and_then(found).or_else(|| found("cli-opt-"))
}

/// Whether `word` is the option `option` (`--secret`), typed in any
/// language (`--暗骰`).
#[must_use]
pub fn is_option(word: &str, option: &str) -> bool {
    word == option
        || (!word.is_ascii()
            && word
                .strip_prefix("--")
                .and_then(|key| option_named(None, key))
                .is_some_and(|o| o == option))
}

/// The fixed word of `said` that `text` names in another language.
fn value_named(said: &Said, text: &str) -> Option<&'static str> {
    let text = crate::i18n::vocabulary::folded(text);
    said.values.iter().find_map(|(english, id)| {
        OTHER_LANGS
            .iter()
            .any(|&lang| folded_name(lang, id).as_deref() == Some(text.as_str()))
            .then_some(*english)
    })
}

/// A line's words with the command words of another language read as the
/// English ones: the command (one word, or the two of a Discord path), its
/// options, its fixed words, and the topic of `help`; among the shared
/// commands and `game`'s ([`Said`]). Every other word is left as typed, and
/// a line of plain ASCII is returned as it is.
#[must_use]
pub fn english<'w>(game: &[Said], words: &'w [String]) -> std::borrow::Cow<'w, [String]> {
    if words.iter().all(|w| w.is_ascii()) {
        return std::borrow::Cow::Borrowed(words);
    }
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let (said, rest) = match words {
        [first, ..] if first.is_ascii() => {
            let found = SHARED_SAID
                .iter()
                .chain(game)
                .find(|s| s.word.eq_ignore_ascii_case(first.trim()));
            (found, &words[1..])
        }
        [first, second, ..] if command_named(game, &format!("{first}{second}")).is_some() => (
            command_named(game, &format!("{first}{second}")),
            &words[2..],
        ),
        [first, ..] => match command_named(game, first) {
            Some(s) => (Some(s), &words[1..]),
            None => (None, &words[1..]),
        },
        [] => return std::borrow::Cow::Borrowed(words),
    };
    out.push(said.map_or_else(|| words[0].clone(), |s| s.word.to_owned()));
    for (i, word) in rest.iter().enumerate() {
        let read = if word.is_ascii() {
            None
        } else if let Some(option) = word.strip_prefix("--") {
            let (key, value) = option.split_once('=').unwrap_or((option, ""));
            option_named(said, key).map(|o| {
                if value.is_empty() {
                    o
                } else {
                    format!("{o}={value}")
                }
            })
        } else if i == 0 && said.is_some_and(|s| s.word == "help") {
            command_named(game, word).map(|s| s.word.to_owned())
        } else {
            said.and_then(|s| value_named(s, word)).map(str::to_owned)
        };
        out.push(read.unwrap_or_else(|| word.clone()));
    }
    std::borrow::Cow::Owned(out)
}

/// A usage line (`attack <attacker> [--range R]`) in `lang`: the command
/// word, the options and the fixed words of `said` in their names there.
#[must_use]
pub fn said_usage(lang: Lang, said: Option<&Said>, usage: &str) -> String {
    said_usage_with(lang, said, &[], usage)
}

/// [`said_usage`] for a game whose words (`words`, its message-id prefixes:
/// hit locations, range bands) are read in either language: a value list of
/// them (`head|torso`) is printed in `lang`'s words too.
#[must_use]
pub fn said_usage_with(lang: Lang, said: Option<&Said>, words: &[&str], usage: &str) -> String {
    if lang == Lang::EnUs {
        return usage.to_owned();
    }
    let game_word = |english: &str| {
        crate::i18n::game_word_in(lang, words, english).or_else(|| {
            let slug = crate::engine::name::slug(english);
            words
                .iter()
                .find_map(|p| crate::i18n::try_tr(lang, &format!("{p}{slug}"), &[]))
        })
    };
    let Some(said) = said else {
        return placeholders(lang, None, &game_word, usage);
    };
    let mut out = String::with_capacity(usage.len() * 2);
    let mut run = String::new();
    let (mut angle, mut square) = (0usize, 0usize);
    let flush = |run: &mut String, out: &mut String, angle: usize, square: usize| {
        if run.is_empty() {
            return;
        }
        // A word glued to a placeholder (`<N>DC`) is notation, not a name.
        let glued = out.ends_with('>');
        let shown = if angle > 0 {
            None
        } else if let Some(option) = run.strip_prefix("--") {
            option_name(lang, said, option).map(|n| format!("--{n}"))
        } else if run == said.word {
            Some(said_name(lang, said).replace(' ', "·"))
        } else {
            said.values
                .iter()
                .find(|(english, _)| english == run)
                .and_then(|(_, id)| crate::i18n::try_tr(lang, id, &[]))
                .or_else(|| game_word(run))
                .or_else(|| {
                    // An option's value written in capitals (`--preset NAME`),
                    // or an optional word (`[die die ...]`, `[name [text...]]`).
                    let capitals = run.len() > 1 && run.chars().all(|c| c.is_ascii_uppercase());
                    // The sign of `[+/-modifier]` stays before the word.
                    let word = run.trim_start_matches('-');
                    let sign = &run[..run.len() - word.len()];
                    let lower = !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase());
                    let id = format!("cli-placeholder-{}", word.to_ascii_lowercase());
                    ((capitals && !glued) || (lower && square > 0))
                        .then(|| crate::i18n::try_tr(lang, &id, &[]))
                        .flatten()
                        .map(|named| format!("{sign}{named}"))
                })
        };
        out.push_str(shown.as_deref().unwrap_or(run));
        run.clear();
    };
    for c in usage.chars() {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            run.push(c);
            continue;
        }
        flush(&mut run, &mut out, angle, square);
        match c {
            '<' => angle += 1,
            '>' => angle = angle.saturating_sub(1),
            '[' => square += 1,
            ']' => square = square.saturating_sub(1),
            _ => {}
        }
        out.push(c);
    }
    flush(&mut run, &mut out, angle, square);
    placeholders(lang, Some(said), &game_word, &out)
}

/// `usage` with each `<placeholder>` the locale files name
/// (`cli-placeholder-<slug>`, in `placeholders.ftl`) in `lang`'s words, each
/// of a list of them (`<character|enemy>`) alike, and a fixed word of
/// `said` among them (`<add|remove>`) in its name there; so is an optional
/// one in square brackets (`[count]`). A placeholder they do not name
/// (`<1-3>`) stays as written.
fn placeholders(
    lang: Lang,
    said: Option<&Said>,
    game_word: &dyn Fn(&str) -> Option<String>,
    usage: &str,
) -> String {
    let named = |piece: &str| -> Option<String> {
        if piece.trim().is_empty() {
            return None;
        }
        let id = format!("cli-placeholder-{}", crate::engine::name::slug(piece));
        crate::i18n::try_tr(lang, &id, &[])
            .or_else(|| {
                said?
                    .values
                    .iter()
                    .find(|(english, _)| *english == piece)
                    .and_then(|(_, id)| crate::i18n::try_tr(lang, id, &[]))
            })
            .or_else(|| game_word(piece))
    };
    let mut out = String::with_capacity(usage.len() * 2);
    let mut rest = usage;
    while let Some(at) = rest.find(['<', '[']) {
        let (open, close) = if rest[at..].starts_with('<') {
            ('<', '>')
        } else {
            ('[', ']')
        };
        out.push_str(&rest[..at]);
        out.push(open);
        let after = &rest[at + 1..];
        let ends: &[char] = if open == '<' {
            &['<', '>']
        } else {
            &['<', '>', '[', ']', ' ']
        };
        rest = match after.find(ends) {
            Some(end) if after[end..].starts_with(close) => {
                let inner = &after[..end];
                // `[--range R]` and `[skill=points ...]` are not one placeholder.
                let plain = inner
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-|,.".contains(c));
                if open == '<' || (plain && !inner.starts_with('-')) {
                    out.push_str(&pieces_named(inner, &named));
                } else {
                    out.push_str(inner);
                }
                out.push(close);
                &after[end + 1..]
            }
            _ => after,
        };
    }
    out.push_str(rest);
    out
}

/// A placeholder's inside (`character|enemy`, `half-points on`) with each
/// piece between `|` or `,` as `named` names it, else each of its words as
/// `named` names them, else as written.
fn pieces_named(inner: &str, named: &dyn Fn(&str) -> Option<String>) -> String {
    inner
        .split(['|', ','])
        .map(|piece| {
            named(piece).unwrap_or_else(|| {
                // A piece of several words (`half-points on`): each word.
                piece
                    .split(' ')
                    .map(|w| named(w).unwrap_or_else(|| w.to_owned()))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
        })
        .collect::<Vec<_>>()
        // The pieces were split at `|` or `,`: put each back.
        .iter()
        .zip(inner.split(['|', ',']).map(str::len))
        .scan(0usize, |at, (shown, len)| {
            *at += len + 1;
            let sep = inner.get(*at - 1..*at).unwrap_or_default();
            Some(format!("{shown}{sep}"))
        })
        .collect::<String>()
}

/// An option a refusal names (`--quick-hands`) as help names it in `lang`
/// for `said` (`--快手`), so that it reads back as input; as it is in
/// English, or where `lang` has no name for it.
#[must_use]
pub fn said_option(lang: Lang, said: Option<&Said>, option: &str) -> String {
    let Some(bare) = option.strip_prefix("--").filter(|_| lang != Lang::EnUs) else {
        return option.to_owned();
    };
    said.map_or_else(
        || crate::i18n::try_tr(lang, &format!("cli-opt-{bare}"), &[]),
        |said| option_name(lang, said, bare),
    )
    .map_or_else(|| option.to_owned(), |name| format!("--{name}"))
}

/// An option's name in `lang` for `said` (`距离` for `range`).
fn option_name(lang: Lang, said: &Said, option: &str) -> Option<String> {
    let id = option.replace('-', "_");
    said.ids
        .last()
        .and_then(|last| {
            crate::i18n::try_tr(lang, &format!("{last}-{id}"), &[])
                .or_else(|| crate::i18n::try_tr(lang, &format!("{last}-{option}"), &[]))
        })
        .or_else(|| crate::i18n::try_tr(lang, &format!("cli-opt-{option}"), &[]))
}

/// What is wrong with a game's table of command words beside the shared
/// one: a name missing in a language, a name in plain ASCII (read as
/// English), or two commands with one name. Empty when all is well.
#[cfg(test)]
pub(crate) fn table_faults(game: &[Said]) -> Vec<String> {
    let mut faults = Vec::new();
    let mut seen: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    for said in SHARED_SAID.iter().chain(game) {
        for lang in Lang::ALL {
            for id in said.ids.iter().chain(said.values.iter().map(|(_, id)| id)) {
                if crate::i18n::try_tr(lang, id, &[]).is_none() {
                    faults.push(format!("{}: no {id} in {lang:?}", said.word));
                }
            }
        }
        let name = said_name(Lang::ZhCn, said);
        if name.is_ascii() {
            faults.push(format!("{}: {name} is read as English", said.word));
        }
        let key = crate::i18n::vocabulary::folded(&name);
        if let Some(other) = seen.insert(key, said.word) {
            faults.push(format!("{} and {other} are both {name}", said.word));
        }
        let typed: Vec<String> = name.split(' ').map(str::to_owned).collect();
        let back = english(game, &typed);
        if back.first().map(String::as_str) != Some(said.word) {
            faults.push(format!("{name} reads back as {back:?}, not {}", said.word));
        }
    }
    faults
}

/// What is wrong with the usage lines `usages` (each command word and its
/// usage) of `game`'s commands (whose game words are `words`) and every
/// shared command's, as Chinese help prints them: each option, command word
/// and fixed word whose Chinese (typed after the command's Chinese name)
/// [`english`] does not read back as the English one, or that is still in
/// plain ASCII. The two lines are compared piece by piece (between `[`, `]`,
/// `<`, `>`, `|`, `,`, `=`), then word by word. Empty when all is well.
#[cfg(test)]
pub(crate) fn usage_faults(game: &[Said], words: &[&str], usages: &[(&str, &str)]) -> Vec<String> {
    let shared = SHARED.iter().map(|u| (u.name, u.line()));
    let own = usages.iter().map(|(n, u)| (*n, (*u).to_owned()));
    let (mut faults, mut lines, mut checked) = (Vec::new(), 0, 0);
    for (name, usage) in shared.chain(own) {
        lines += 1;
        let Some(said) = said_of(game, name) else {
            faults.push(format!("{name}: no entry in the table of words"));
            continue;
        };
        let zh = said_usage_with(Lang::ZhCn, Some(said), words, &usage);
        for (en, shown) in usage_pairs(&usage, &zh) {
            let Some((en, shown)) = en.zip(shown) else {
                faults.push(format!("{name}: {usage:?} and {zh:?} do not align"));
                break;
            };
            match word_fault(game, said, &en, &shown) {
                Some(Ok(())) => checked += 1,
                Some(Err(fault)) => faults.push(fault),
                None => {}
            }
        }
    }
    if checked < lines {
        faults.push(format!("{checked} words read back for {lines} usage lines"));
    }
    faults
}

/// The words of an English usage line beside those of its rendering, one
/// `None` where the two do not align.
#[cfg(test)]
fn usage_pairs(en: &str, zh: &str) -> Vec<(Option<String>, Option<String>)> {
    let pieces = |t: &str| -> Vec<String> {
        t.split(['[', ']', '<', '>', '|', ',', '='])
            .map(str::to_owned)
            .collect()
    };
    let split = |t: &str| -> Vec<String> {
        t.split([' ', '.', '+', '/', '@'])
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let (en, zh) = (pieces(en), pieces(zh));
    if en.len() != zh.len() {
        return vec![(None, None)];
    }
    let mut out = Vec::new();
    for (e, z) in en.iter().zip(&zh) {
        let (e, z) = (split(e), split(z));
        if e.len() == z.len() {
            out.extend(e.into_iter().map(Some).zip(z.into_iter().map(Some)));
        } else if e.iter().any(|w| w.starts_with("--")) {
            // A piece of several placeholder words may be one in Chinese
            // (`<who started the fight>`), never one with an option.
            out.push((None, None));
        }
    }
    out
}

/// Whether the word `shown` that help prints for the English `en` of
/// `said`'s usage reads back as `en`; `None` when `en` is none of the
/// command's word, an option or a fixed word.
#[cfg(test)]
fn word_fault(game: &[Said], said: &Said, en: &str, shown: &str) -> Option<Result<(), String>> {
    let fixed = en == said.word
        || en.starts_with("--")
        || said.values.iter().any(|(english, _)| *english == en);
    if !fixed {
        return None;
    }
    if shown.is_ascii() {
        return Some(Err(format!("{}: {en} is printed as {shown}", said.word)));
    }
    let command = said_name(Lang::ZhCn, said).replace(' ', "·");
    let (line, expected) = if en == said.word {
        (vec![shown.to_owned()], vec![said.word])
    } else {
        (vec![command, shown.to_owned()], vec![said.word, en])
    };
    let back = english(game, &line);
    if back.iter().map(String::as_str).eq(expected.iter().copied()) {
        Some(Ok(()))
    } else {
        Some(Err(format!(
            "{}: {shown} reads back as {back:?}, not {en}",
            said.word
        )))
    }
}

/// The entry of `word` among the shared commands and `game`'s.
#[must_use]
pub fn said_of<'a>(game: &'a [Said], word: &str) -> Option<&'a Said> {
    SHARED_SAID.iter().chain(game).find(|s| s.word == word)
}

/// The largest export `import` reads unless `--max-bytes` says otherwise: the
/// bot's limit for `/campaign import` (25 MiB), so a file either front end
/// wrote is read by both.
pub const DEFAULT_MAX_IMPORT_BYTES: u64 = 25 * 1024 * 1024;

/// A shared command, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shared {
    /// Create or reset the campaign, of this game.
    Init(RulesetId),
    /// Undo the last change.
    Recover,
    /// Print the command list, or one command's usage.
    Help(Option<String>),
    /// Export the campaign (state, settings, co-GMs, log) as JSON: into the
    /// file when one is named, else inside the reply.
    Export(Option<String>),
    /// A signed link to the campaign's web pages, or `--revoke` to kill this
    /// campaign's links (the words after `share`, read by [`crate::web::cli`]).
    Share(Vec<String>),
    /// Create the campaign from an export file, plain or gzip-compressed (the
    /// campaign must not exist).
    Import {
        /// The file's path.
        file: String,
        /// The largest export read, in bytes after decompression:
        /// `--max-bytes N`, else [`DEFAULT_MAX_IMPORT_BYTES`].
        max_bytes: u64,
    },
    /// The campaign's homebrew (`src/cli/homebrew.rs`).
    Homebrew(Brew),
    /// Every entry the campaign's game knows, shipped and homebrew, as JSON
    /// in the documented schema; of one kind when one is named.
    Content(Option<String>),
    /// Bring a character over from a Foundry VTT character Actor
    /// (`src/cli/foundry.rs`).
    ImportCharacter {
        /// The Actor's JSON file.
        file: String,
        /// The owner's user id (default: the acting user).
        owner: Option<String>,
        /// The player's display name (default: the character's name).
        player: Option<String>,
    },
    /// `enemies`, `enemy-note` or `npc-note` (the command's name) with the
    /// words after it, read by `src/cli/secrecy.rs`.
    Secrecy(&'static str, Vec<String>),
    /// `language`: the campaign's language; `language <tag>`: sets it (the
    /// words after the command, read by `src/cli/language.rs`).
    Language(Vec<String>),
    /// `mcp-token [--revoke]`: a bearer token for the MCP server over HTTP,
    /// or the end of the campaign's tokens (read by `src/cli/mcp_token.rs`).
    McpToken(Vec<String>),
    /// `recap [session] [--format html|md|bbcode]`: a session's recap (the
    /// words after the command, read by [`crate::web::cli`]).
    Recap(Vec<String>),
}

/// A `homebrew` command, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Brew {
    /// Import a homebrew file (whole or not at all).
    Import(String),
    /// List every entry the campaign sees, of one kind or all.
    List(Option<String>),
    /// Show one entry as JSON.
    Show(String),
    /// Remove an entry from the campaign (homebrew or shipped).
    Remove(String),
    /// Write the campaign's homebrew to a file `import` takes back.
    Export(String),
}

/// What was wrong with a command line, before any game's rules saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputError {
    /// No command was given.
    NoCommand,
    /// A command name the campaign's game does not know.
    UnknownCommand {
        /// The name typed.
        name: String,
        /// Close names.
        suggestions: Vec<String>,
    },
    /// A required argument is missing.
    Missing {
        /// What is missing.
        what: &'static str,
    },
    /// More arguments than the command takes.
    Extra {
        /// The surplus words.
        extra: Vec<String>,
    },
    /// A word that should be a whole number.
    NotANumber {
        /// What the number is.
        what: &'static str,
        /// The word given.
        value: String,
    },
    /// A number outside what the command takes.
    OutOfRange {
        /// What the number is.
        what: &'static str,
        /// The number given.
        value: i64,
        /// The smallest allowed.
        min: i64,
        /// The largest allowed.
        max: i64,
    },
    /// An option the command does not take.
    UnknownOption {
        /// The option typed.
        option: String,
    },
    /// `init --ruleset` names no game.
    UnknownRuleset {
        /// The word typed.
        name: String,
    },
    /// A batch line that is not valid UTF-8.
    NotUtf8 {
        /// The line's number in the batch, from 1.
        line: usize,
    },
    /// A batch line whose quoting is broken.
    Quoting {
        /// The tokenizer's complaint.
        detail: String,
    },
}

impl InputError {
    /// The machine-readable code (`missing_argument`, `not_a_number`, ...).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            InputError::NoCommand => "no_command",
            InputError::UnknownCommand { .. } => "unknown_command",
            InputError::Missing { .. } => "missing_argument",
            InputError::Extra { .. } => "extra_argument",
            InputError::NotANumber { .. } => "not_a_number",
            InputError::OutOfRange { .. } => "out_of_range",
            InputError::UnknownOption { .. } => "unknown_option",
            InputError::UnknownRuleset { .. } => "unknown_ruleset",
            InputError::NotUtf8 { .. } => "bad_encoding",
            InputError::Quoting { .. } => "bad_quoting",
        }
    }

    /// The message and the hints (before the usage hint) in `lang`. What was
    /// typed is repeated at most 100 characters long, like the engine's
    /// refusals (see [`crate::engine::name::echo`]).
    fn message(&self, lang: Lang) -> (String, Vec<String>) {
        let known = |names: String| tr(lang, "cli-hint-known", &[("names", names.into())]);
        let hints = match self {
            InputError::UnknownCommand { suggestions, .. } => {
                vec![known(suggestions.join(&tr(lang, "list-sep", &[])))]
            }
            InputError::UnknownRuleset { .. } => vec![known(
                crate::engine::ruleset::rulesets()
                    .ids()
                    .map(RulesetId::as_str)
                    .collect::<Vec<_>>()
                    .join(", "),
            )],
            _ => vec![],
        };
        let (id, args) = self.message_args(lang);
        (tr(lang, id, &args), hints)
    }

    /// The message id of this error and its arguments; what is missing or
    /// not a number named in `lang`'s words ([`placeholder_word`]).
    fn message_args(&self, lang: Lang) -> (&'static str, Vec<(&'static str, Arg)>) {
        let what = |what: &str| Arg::from(placeholder_word(lang, what));
        match self {
            InputError::NoCommand => ("cli-err-no_command", vec![]),
            InputError::UnknownCommand { name, .. } => {
                ("cli-err-unknown_command", vec![("name", echo(name).into())])
            }
            InputError::Missing { what: w } => {
                ("cli-err-missing_argument", vec![("what", what(w))])
            }
            InputError::Extra { extra } => (
                "cli-err-extra_argument",
                vec![("extra", echo(&extra.join(" ")).into())],
            ),
            InputError::NotANumber { what: w, value } => (
                "cli-err-not_a_number",
                vec![("what", what(w)), ("value", echo(value).into())],
            ),
            InputError::OutOfRange {
                what: w,
                value,
                min,
                max,
            } => (
                "cli-err-out_of_range",
                vec![
                    ("what", what(w)),
                    ("value", (*value).into()),
                    ("min", (*min).into()),
                    ("max", (*max).into()),
                ],
            ),
            InputError::UnknownOption { option } => (
                "cli-err-unknown_option",
                vec![("option", echo(option).into())],
            ),
            InputError::UnknownRuleset { name } => (
                "cli-err-unknown",
                vec![("kind", "ruleset".into()), ("name", echo(name).into())],
            ),
            InputError::Quoting { detail } => {
                ("cli-err-bad_quoting", vec![("detail", echo(detail).into())])
            }
            InputError::NotUtf8 { line } => {
                ("cli-err-bad_encoding", vec![("line", (*line).into())])
            }
        }
    }

    /// The code, message and hint of this error in `lang`; `usage` is the
    /// usage line of the command it concerns, when one was recognised.
    #[must_use]
    pub fn render(&self, lang: Lang, usage: Option<&str>) -> (String, String, String) {
        let (message, mut hints) = self.message(lang);
        match usage {
            Some(u) => hints.push(tr(lang, "cli-hint-usage", &[("usage", u.into())])),
            None => hints.push(tr(lang, "cli-hint-help", &[])),
        }
        (self.code().to_owned(), message, hints.join(" "))
    }
}

/// A word of a usage line (`players`, `diff`) as the locale files name
/// the placeholder (`cli-placeholder-<slug>`, in `placeholders.ftl`) in
/// `lang`; as it is when they do not.
fn placeholder_word(lang: Lang, what: &str) -> String {
    let id = format!("cli-placeholder-{}", crate::engine::name::slug(what));
    crate::i18n::try_tr(lang, &id, &[]).unwrap_or_else(|| what.to_owned())
}

/// An input error with the command it concerns (for the usage hint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFailure {
    /// The command's name, when it was recognised.
    pub command: Option<&'static str>,
    /// What went wrong.
    pub error: InputError,
}

/// Parses a shared command; `None` when the first word is none of them (the
/// line is the campaign's game's to read).
#[must_use]
pub fn parse_shared(words: &[String]) -> Option<Result<Shared, ParseFailure>> {
    let usage = shared(&words.first()?.trim().to_ascii_lowercase())?;
    Some(
        shared_args(usage.name, &words[1..]).map_err(|error| ParseFailure {
            command: Some(usage.name),
            error,
        }),
    )
}

/// The arguments of the shared command `name`: the commands that take their
/// words as they are first, then those whose options [`flagged`] reads.
fn shared_args(name: &str, args: &[String]) -> Result<Shared, InputError> {
    match name {
        "share" => return Ok(Shared::Share(args.to_vec())),
        "recap" => return Ok(Shared::Recap(args.to_vec())),
        "homebrew" => return brew_args(args).map(Shared::Homebrew),
        "import-character" => return import_character_args(args),
        "enemies" => return Ok(Shared::Secrecy("enemies", args.to_vec())),
        "enemy-note" => return Ok(Shared::Secrecy("enemy-note", args.to_vec())),
        "npc-note" => return Ok(Shared::Secrecy("npc-note", args.to_vec())),
        "language" => return Ok(Shared::Language(args.to_vec())),
        "mcp-token" => return Ok(Shared::McpToken(args.to_vec())),
        "content" => {
            no_more(args, 1)?;
            return Ok(Shared::Content(args.first().cloned()));
        }
        _ => {}
    }
    let Flagged {
        words,
        ruleset,
        max_bytes,
    } = flagged(name, args)?;
    match name {
        "init" => init_args(&words, ruleset),
        "recover" => no_more(&words, 0).map(|()| Shared::Recover),
        "export" => {
            no_more(&words, 1)?;
            Ok(Shared::Export(words.first().cloned()))
        }
        "import" => import_args(&words, max_bytes),
        _ => {
            no_more(&words, 1)?;
            Ok(Shared::Help(words.first().cloned()))
        }
    }
}

/// `import-character <file> [owner] [player]`.
fn import_character_args(args: &[String]) -> Result<Shared, InputError> {
    let file = need(args, 0, "file")?.clone();
    no_more(args, 3)?;
    Ok(Shared::ImportCharacter {
        file,
        owner: args.get(1).cloned(),
        player: args.get(2).cloned(),
    })
}

/// A shared command's words with its options taken out.
struct Flagged {
    /// The words that are no option.
    words: Vec<String>,
    /// `init --ruleset ID`.
    ruleset: Option<String>,
    /// `import --max-bytes N`.
    max_bytes: Option<String>,
}

/// Takes the options `init` and `import` know (`--ruleset ID`,
/// `--max-bytes N`, or `--flag=value`) out of `args`; any other option is
/// refused.
fn flagged(name: &str, args: &[String]) -> Result<Flagged, InputError> {
    let mut out = Flagged {
        words: Vec::new(),
        ruleset: None,
        max_bytes: None,
    };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if !a.starts_with("--") || a.len() == 2 {
            out.words.push(a.clone());
            continue;
        }
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) => (f.to_ascii_lowercase(), Some(v.to_owned())),
            None => (a.to_ascii_lowercase(), None),
        };
        let slot = match (name, flag.as_str()) {
            ("init", "--ruleset") => &mut out.ruleset,
            ("import", "--max-bytes") => &mut out.max_bytes,
            _ => return Err(InputError::UnknownOption { option: a.clone() }),
        };
        let value = if let Some(v) = inline {
            v
        } else {
            let what = if name == "init" {
                "ruleset"
            } else {
                "max-bytes"
            };
            let v = args.get(i).cloned().ok_or(InputError::Missing { what })?;
            i += 1;
            v
        };
        *slot = Some(value);
    }
    Ok(out)
}

/// `init [--ruleset ID]`: the default game without one.
fn init_args(words: &[String], ruleset: Option<String>) -> Result<Shared, InputError> {
    no_more(words, 0)?;
    let ruleset = match ruleset {
        None => crate::engine::ruleset::rulesets().default(),
        Some(text) => crate::engine::ruleset::rulesets()
            .parse(&text)
            .map_err(|_| InputError::UnknownRuleset { name: text })?,
    };
    Ok(Shared::Init(ruleset))
}

/// `import <file> [--max-bytes N]`.
fn import_args(words: &[String], max_bytes: Option<String>) -> Result<Shared, InputError> {
    let file = need(words, 0, "file")?.clone();
    no_more(words, 1)?;
    let max_bytes = match max_bytes {
        None => DEFAULT_MAX_IMPORT_BYTES,
        Some(text) => {
            let n = number("max-bytes", &text)?;
            u64::try_from(n)
                .ok()
                .filter(|n| *n >= 1)
                .ok_or(InputError::OutOfRange {
                    what: "max-bytes",
                    value: n,
                    min: 1,
                    max: i64::MAX,
                })?
        }
    };
    Ok(Shared::Import { file, max_bytes })
}

/// The words after `homebrew`: a verb and its one argument (a name may be
/// several words).
fn brew_args(args: &[String]) -> Result<Brew, InputError> {
    let verb = need(args, 0, "import|list|show|remove|export")?.to_ascii_lowercase();
    let rest = &args[1..];
    let joined = |what| {
        need(rest, 0, what)?;
        Ok::<String, InputError>(rest.join(" "))
    };
    match verb.as_str() {
        "import" => {
            no_more(rest, 1)?;
            Ok(Brew::Import(joined("file")?))
        }
        "export" => {
            no_more(rest, 1)?;
            Ok(Brew::Export(joined("file")?))
        }
        "list" => {
            no_more(rest, 1)?;
            Ok(Brew::List(rest.first().cloned()))
        }
        "show" => Ok(Brew::Show(joined("name")?)),
        "remove" => Ok(Brew::Remove(joined("name")?)),
        _ => Err(InputError::UnknownCommand {
            name: format!("homebrew {verb}"),
            suggestions: ["import", "list", "show", "remove", "export"]
                .iter()
                .map(|v| format!("homebrew {v}"))
                .collect(),
        }),
    }
}

/// A number word; one too big for 64 bits is a number all the same (held at
/// the limit, so the rules refuse it as out of range), never a name.
///
/// # Errors
/// [`InputError::NotANumber`] for a word that is no whole number.
pub fn number(what: &'static str, word: &str) -> Result<i64, InputError> {
    notation::whole_number(word).ok_or_else(|| InputError::NotANumber {
        what,
        value: word.to_owned(),
    })
}

/// The word at `i`, which the command needs.
///
/// # Errors
/// [`InputError::Missing`] naming `what`.
pub fn need<'a>(
    words: &'a [String],
    i: usize,
    what: &'static str,
) -> Result<&'a String, InputError> {
    words.get(i).ok_or(InputError::Missing { what })
}

/// Refuses words from `from` on.
///
/// # Errors
/// [`InputError::Extra`] with the surplus words.
pub fn no_more(words: &[String], from: usize) -> Result<(), InputError> {
    if words.len() > from {
        Err(InputError::Extra {
            extra: words[from..].to_vec(),
        })
    } else {
        Ok(())
    }
}

/// Command names close to a mistyped one among `names`: same prefix, or
/// containing it; all of them when none is close.
#[must_use]
pub fn suggest<'a>(typed: &str, names: impl Iterator<Item = &'a str> + Clone) -> Vec<String> {
    let key: String = typed.chars().filter(char::is_ascii_alphanumeric).collect();
    let mut out: Vec<String> = names
        .clone()
        .filter(|name| {
            let n: String = name.chars().filter(char::is_ascii_alphanumeric).collect();
            !key.is_empty() && (n.contains(&key) || key.contains(&n) || n.get(..2) == key.get(..2))
        })
        .map(str::to_owned)
        .collect();
    if out.is_empty() {
        out = names.map(str::to_owned).collect();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        crate::cli::tokenize::tokenize(line).expect("valid quoting")
    }

    fn p(line: &str) -> Option<Result<Shared, ParseFailure>> {
        parse_shared(&words(line))
    }

    #[test]
    fn the_shared_commands_parse_with_their_options() {
        assert_eq!(
            p("init"),
            Some(Ok(Shared::Init(
                crate::engine::ruleset::rulesets().default()
            )))
        );
        assert_eq!(
            p("INIT --ruleset=d20"),
            Some(Ok(Shared::Init(RulesetId::new("d20"))))
        );
        assert_eq!(p("recover"), Some(Ok(Shared::Recover)));
        assert_eq!(p("export"), Some(Ok(Shared::Export(None))));
        assert_eq!(
            p("export out.json"),
            Some(Ok(Shared::Export(Some("out.json".into()))))
        );
        assert_eq!(
            p("import a.json --max-bytes 10"),
            Some(Ok(Shared::Import {
                file: "a.json".into(),
                max_bytes: 10
            }))
        );
        assert_eq!(
            p("import a.json"),
            Some(Ok(Shared::Import {
                file: "a.json".into(),
                max_bytes: DEFAULT_MAX_IMPORT_BYTES
            }))
        );
        assert_eq!(
            p("help trade"),
            Some(Ok(Shared::Help(Some("trade".into()))))
        );
        assert_eq!(p("check Vera"), None);
        assert_eq!(p(""), None);
    }

    #[test]
    fn the_shared_commands_refuse_what_they_do_not_take() {
        let error = |line: &str| p(line).expect("shared").expect_err(line).error;
        assert_eq!(
            error("init --ruleset chess"),
            InputError::UnknownRuleset {
                name: "chess".into()
            }
        );
        assert_eq!(
            error("import a.json --max-bytes 0"),
            InputError::OutOfRange {
                what: "max-bytes",
                value: 0,
                min: 1,
                max: i64::MAX
            }
        );
        assert_eq!(
            error("import a.json --max-bytes lots"),
            InputError::NotANumber {
                what: "max-bytes",
                value: "lots".into()
            }
        );
        assert_eq!(error("import"), InputError::Missing { what: "file" });
        assert_eq!(
            error("recover now"),
            InputError::Extra {
                extra: vec!["now".into()]
            }
        );
        assert_eq!(
            error("export --force"),
            InputError::UnknownOption {
                option: "--force".into()
            }
        );
        assert_eq!(
            p("import a.json --max-bytes 0")
                .and_then(Result::err)
                .map(|f| f.command),
            Some(Some("import"))
        );
    }

    #[test]
    fn an_unknown_ruleset_names_the_games_in_both_languages() {
        let e = InputError::UnknownRuleset {
            name: "chess".into(),
        };
        let (code, message, hint) = e.render(Lang::EnUs, Some("init [--ruleset ID]"));
        assert_eq!(code, "unknown_ruleset");
        assert!(message.contains("chess"), "{message}");
        let mut games = crate::engine::ruleset::rulesets().ids();
        assert!(games.all(|g| hint.contains(g.as_str())), "{hint}");
        assert!(hint.ends_with("Usage: init [--ruleset ID]"), "{hint}");
        let (_, message, _) = e.render(Lang::ZhCn, None);
        assert!(message.contains("chess"), "{message}");
    }

    #[test]
    fn a_usage_lines_placeholders_are_in_the_readers_words() {
        let usage = "xp <character> <amount> [scope <1-3>] [<who started the fight>]";
        assert_eq!(
            said_usage(Lang::ZhCn, None, usage),
            "xp <角色> <数量> [scope <1-3>] [<挑起战斗者>]"
        );
        assert_eq!(said_usage(Lang::EnUs, None, usage), usage);
        assert_eq!(
            placeholders(Lang::ZhCn, None, &|_| None, "a < b <perk"),
            "a < b <perk"
        );
        // Each of a list of placeholders, and an optional one in brackets.
        assert_eq!(
            said_usage(
                Lang::ZhCn,
                None,
                "give <character|creature> [count] [--range R]"
            ),
            "give <角色|生物> [个数] [--range R]"
        );
    }
}
