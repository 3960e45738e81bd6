//! TEMPORARY help shim; replaced by the render branch's file at merge.
#![allow(missing_docs)]

use crate::i18n::Lang;

#[must_use]
pub fn help_text(_lang: Lang) -> Vec<(String, String)> {
    vec![("/campaign start".to_owned(), "Start a campaign in this channel".to_owned())]
}
