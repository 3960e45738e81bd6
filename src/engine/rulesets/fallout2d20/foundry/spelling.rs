//! Foundry's spellings of this game's names: the written table a Foundry
//! VTT name is read through before it is matched (without regard to case,
//! by the one name identity) against what the campaign knows, so an import
//! never adds a second entry beside a shipped one, whatever the order of
//! import. The table is in `docs/content.md`; a name not in it is matched
//! as it is written.

use crate::engine::name;

/// The Fallout system's ammunition (its `ammunition` pack and the `ammo`
/// field of its weapons, at commit `e181d36`) and the shipped name each is
/// here. Names that differ only in case (`Flamer Fuel`) are listed too, so
/// the table reads as the whole pack.
pub const AMMO: [(&str, &str); 20] = [
    ("10mm Round", "10mm"),
    (".38 Round", ".38"),
    (".308 Round", ".308"),
    ("5.56mm Round", "5.56mm"),
    (".45 Round", ".45"),
    ("Shotgun Shell", "shotgun shell"),
    ("Fusion Cell", "fusion cell"),
    ("Gamma Round", "gamma round"),
    ("Flamer Fuel", "flamer fuel"),
    ("5mm Round", "5mm"),
    ("Mini-Nuke", "mini nuke"),
    ("Fusion Core", "fusion core"),
    (".44 Magnum Round", ".44 magnum"),
    ("2mm Electromagnetic Cartridge", "2mm EC"),
    ("Missile", "missile"),
    ("Railway Spike", "railway spike"),
    ("Flare", "flare"),
    ("Plasma Cartridge", "plasma cartridge"),
    ("Syringer Ammo", "syringer ammo"),
    (".50 Round", ".50"),
];

/// Weapons Foundry names otherwise (its weapons pack, and the Quickstart's
/// characters at commit `e181d36`): the shipped weapon each is here, and
/// the shipped mods that make it so (the Quickstart's Pipe Rifle is the
/// Pipe Gun with a long barrel and a full stock: 3 CD, Fire Rate 2,
/// Medium range, Close Quarters, Two-Handed, Unreliable).
pub const WEAPONS: [(&str, &str, &[&str]); 2] = [
    ("Knuckles", "Brass Knuckles", &[]),
    ("Pipe Rifle", "Pipe Gun", &["Long", "Full Stock"]),
];

/// The shipped weapon (and its mods) Foundry spells `text` (any case), if
/// the table has it.
#[must_use]
pub fn weapon(text: &str) -> Option<(&'static str, &'static [&'static str])> {
    WEAPONS
        .iter()
        .find(|(foundry, _, _)| name::same(foundry, text))
        .map(|(_, ours, mods)| (*ours, *mods))
}

/// Our name of an ammunition Foundry spells `text` (any case), if the
/// table has it.
#[must_use]
pub fn ammo(text: &str) -> Option<&'static str> {
    AMMO.iter()
        .find(|(foundry, _)| name::same(foundry, text))
        .map(|(_, ours)| *ours)
}

/// A word of Foundry's in our words: trimmed and in lower case, an empty
/// field read as `empty` means (`system.duration: ""` is no duration:
/// `instant`; `"Instant"` is `instant`).
#[must_use]
pub fn word<'a>(text: &'a str, empty: &'a str) -> std::borrow::Cow<'a, str> {
    let t = text.trim();
    if t.is_empty() {
        return std::borrow::Cow::Borrowed(empty);
    }
    if t.chars().any(char::is_uppercase) {
        std::borrow::Cow::Owned(t.to_lowercase())
    } else {
        std::borrow::Cow::Borrowed(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads_foundry_spellings_in_any_case() {
        assert_eq!(ammo("10mm Round"), Some("10mm"));
        assert_eq!(ammo("MINI-NUKE"), Some("mini nuke"));
        assert_eq!(ammo("10mm"), None);
        assert_eq!(weapon("knuckles"), Some(("Brass Knuckles", &[][..])));
        assert_eq!(weapon("Brass Knuckles"), None);
        assert_eq!(word("", "instant"), "instant");
        assert_eq!(word(" Instant ", "instant"), "instant");
        assert_eq!(word("brief", "instant"), "brief");
    }
}
