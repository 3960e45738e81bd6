//! TEMPORARY render shim: the signatures the render branch delivers, so the
//! bot compiles before it lands. Replaced by the render branch's file at merge.
#![allow(missing_docs)]

use poise::serenity_prelude::{Colour, CreateEmbed};

use crate::engine::{Outcome, RuleError};
use crate::i18n::{self, Lang};

#[must_use]
pub fn outcome_embeds(_lang: Lang, outcome: &Outcome) -> Vec<CreateEmbed> {
    let text: String = format!("{:?}", outcome.events).chars().take(4000).collect();
    vec![CreateEmbed::new().description(text)]
}

#[must_use]
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    i18n::try_tr(lang, "err-rule", &[]).unwrap_or_else(|| error.to_string())
}

#[must_use]
pub fn luck_button_labels(_lang: Lang) -> (String, String) {
    ("Re-roll (Luck)".to_owned(), "Keep".to_owned())
}

#[must_use]
pub fn tone_colour() -> Colour {
    Colour::DARK_GREEN
}
