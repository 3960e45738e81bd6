//! Diseases in the Fallout 2d20 game's embeds and text: a disease's name in
//! the reader's language, the GM giving or ending one, the line each
//! disease a character carries adds to the sheet and the board, and the
//! diseases Antibiotics cured. Words come from `f2d20.ftl`
//! (`f2d20-bot-disease-*`, `f2d20-bot-diseased-*`); [`MESSAGE_IDS`] lists
//! the fixed ids for the locale test.

use crate::bot::layout;
use crate::bot::render::{a, join, t, u, EmbedSpec};
use crate::engine::name::slug;
use crate::engine::rulesets::fallout2d20::diseases::{Disease, DiseaseChange};
use crate::i18n::{self, Lang};

/// Every fixed message id this module uses.
pub const MESSAGE_IDS: &[&str] = &[
    "f2d20-bot-diseased-caught",
    "f2d20-bot-diseased-ended",
    "f2d20-bot-diseased-line",
    "f2d20-bot-diseased-cured",
];

/// A disease's name in the reader's language (the table's name escaped
/// when the language has none).
#[must_use]
pub fn disease_name(lang: Lang, disease: &str) -> String {
    Disease::find(disease)
        .and_then(|d| i18n::try_tr(lang, &format!("f2d20-bot-disease-{}", slug(&d.name)), &[]))
        .unwrap_or_else(|| layout::escape(disease))
}

/// The GM gave or ended a disease.
#[must_use]
pub fn change_spec(lang: Lang, change: &DiseaseChange) -> EmbedSpec {
    let id = if change.ended {
        "f2d20-bot-diseased-ended"
    } else {
        "f2d20-bot-diseased-caught"
    };
    EmbedSpec::info(t(
        lang,
        id,
        &[
            ("name", u(&change.character)),
            ("disease", a(disease_name(lang, &change.disease))),
            ("days", a(change.days)),
        ],
    ))
}

/// A disease a character carries, on the sheet and the board.
#[must_use]
pub fn carried_line(lang: Lang, disease: &str) -> String {
    let days = Disease::find(disease).map_or(0, |d| d.duration);
    t(
        lang,
        "f2d20-bot-diseased-line",
        &[
            ("disease", a(disease_name(lang, disease))),
            ("days", a(days)),
        ],
    )
}

/// The diseases a chem (Antibiotics) cured.
#[must_use]
pub fn cured_line(lang: Lang, cured: &[String]) -> String {
    let list = join(lang, cured.iter().map(|d| disease_name(lang, d)));
    t(lang, "f2d20-bot-diseased-cured", &[("list", a(list))])
}
