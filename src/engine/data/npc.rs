//! Parts for generated NPCs: first names and surnames (shown as they are in every
//! language) and trait ids whose text lives in `locales/<lang>/data.ftl` as
//! `npc-<category>-<id>`.

/// First names.
pub const FIRST_NAMES: &[&str] = &["Mags"];
/// Surnames or nicknames.
pub const LAST_NAMES: &[&str] = &["Calloway"];
/// Appearance ids (`npc-appearance-<id>`).
pub const APPEARANCES: &[&str] = &["01"];
/// Motive ids (`npc-motive-<id>`).
pub const MOTIVES: &[&str] = &["01"];
/// What-they-know ids (`npc-knows-<id>`).
pub const KNOWLEDGE: &[&str] = &["01"];
/// Way-of-speaking ids (`npc-speech-<id>`).
pub const SPEECH: &[&str] = &["01"];
