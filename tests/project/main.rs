//! The project itself: architecture rules, documentation, locales and packaging.

mod architecture;
mod data_locales;
mod docs_commands;
mod locale_words;
mod locales_complete;
mod packaging;
