//! Parts for generated NPCs: first names and surnames (shown as they are in every
//! language) and trait ids whose text lives in `locales/<lang>/data.ftl` as
//! `npc-<category>-<id>`.

/// First names.
pub const FIRST_NAMES: &[&str] = &[
    "Mags", "Deacon", "Piper", "Sully", "Trudy", "Moe", "Dez", "Ezra", "Hattie", "Jericho", "Lucy",
    "Marcy", "Otis", "Ruby", "Silas", "Tess", "Vic", "Wendell", "Zeke", "Bea", "Clem", "Dot",
    "Gus", "Ivy", "June", "Rook", "Sloane", "Abe", "Nora", "Cutter", "Hollis", "Wren",
];
/// Surnames or nicknames.
pub const LAST_NAMES: &[&str] = &[
    "Calloway",
    "Two-Shot",
    "Holt",
    "Marrow",
    "Finch",
    "Greaves",
    "Kessler",
    "Vance",
    "Boone",
    "Three-Fingers",
    "Dunmore",
    "Scraps",
    "Whitlock",
    "Harlan",
    "Mercer",
    "Pike",
    "Quill",
    "Redd",
    "Shaw",
    "Tanner",
    "One-Eye",
    "Voss",
    "Wexley",
    "Glowbug",
    "Bishop",
    "Crane",
    "Lucky",
    "Morrow",
    "Ashcroft",
    "Sawbones",
    "Tinker",
    "Rustbucket",
];
/// The ids of every trait category: twenty each, `01` to `20`.
const TRAIT_IDS: &[&str] = &[
    "01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20",
];
/// Appearance ids (`npc-appearance-<id>`).
pub const APPEARANCES: &[&str] = TRAIT_IDS;
/// Motive ids (`npc-motive-<id>`).
pub const MOTIVES: &[&str] = TRAIT_IDS;
/// What-they-know ids (`npc-knows-<id>`).
pub const KNOWLEDGE: &[&str] = TRAIT_IDS;
/// Way-of-speaking ids (`npc-speech-<id>`).
pub const SPEECH: &[&str] = TRAIT_IDS;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn assert_unique(list: &[&str], what: &str) {
        let mut seen = HashSet::new();
        for item in list {
            assert!(
                seen.insert(item.to_ascii_lowercase()),
                "{item} twice in {what}"
            );
        }
    }

    #[test]
    fn names_are_plentiful_unique_and_latin() {
        assert!(FIRST_NAMES.len() >= 30);
        assert!(LAST_NAMES.len() >= 30);
        assert_unique(FIRST_NAMES, "first names");
        assert_unique(LAST_NAMES, "last names");
        for name in FIRST_NAMES.iter().chain(LAST_NAMES) {
            assert!(
                name.chars()
                    .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '\''),
                "{name}"
            );
        }
    }

    #[test]
    fn every_trait_list_has_twenty_unique_ids() {
        for (list, what) in [
            (APPEARANCES, "appearances"),
            (MOTIVES, "motives"),
            (KNOWLEDGE, "knowledge"),
            (SPEECH, "speech"),
        ] {
            assert!(list.len() >= 20, "{what} has {}", list.len());
            assert_unique(list, what);
        }
    }
}
