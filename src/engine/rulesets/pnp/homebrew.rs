//! The pen-and-paper game's homebrew: its two kinds (weapons, enemy
//! templates) as a campaign brews them, and the container its campaign
//! holds. The rules find weapons and templates through it (homebrew over
//! shipped); an entry is found by its command-line word or its name.

use super::enemy::{EnemyTemplate, TEMPLATES};
use super::skills::same_word;
use super::weapons::{Weapon, WEAPONS};
use crate::engine::homebrew::{refers, Brew, Content, Refusal};
use crate::engine::name;

crate::engine::homebrew::content_kinds! {
    Weapon: "weapons", name::ITEM_NAME, WEAPONS, matches(row, text) {
        word_or_name(&row.id, &row.name, text)
    };
    EnemyTemplate: "enemies", name::ENEMY_NAME, TEMPLATES, matches(row, text) {
        word_or_name(&row.id, &row.name, text)
    };
}

/// Whether `text` names an entry by its command-line word or its name.
fn word_or_name(id: &str, name: &str, text: &str) -> bool {
    !same_word(text, "") && (same_word(id, text) || same_word(name, text))
}

crate::engine::homebrew::homebrew_kinds! {
    /// A pen-and-paper campaign's homebrew.
    pub struct PnpBrew {
        /// Weapons.
        weapons: Weapon,
        /// Enemy templates.
        enemies: EnemyTemplate,
    }
    impl {
        fn check_refs(&self) -> Result<(), Refusal> {
            unique_ids(&self.weapons, |w| &w.id)?;
            unique_ids(&self.enemies, |t| &t.id)?;
            refers(
                &self.enemies,
                "weapon",
                |t| Some(t.weapon.to_string()),
                |w| self.weapons.find(w).is_some(),
            )
        }
    }
}

/// Refuses two visible entries of one kind with the same command-line word.
fn unique_ids<T: Content>(brew: &Brew<T>, id: impl Fn(&T) -> &str) -> Result<(), Refusal> {
    let all = brew.all();
    for (i, (row, _)) in all.iter().enumerate() {
        if all[..i].iter().any(|(o, _)| id(o) == id(row)) {
            return Err(Refusal::Invalid {
                kind: T::KIND.to_owned(),
                entry: row.name().to_owned(),
                field: "id".to_owned(),
                problem: format!("`{}` is taken", id(row)),
            });
        }
    }
    Ok(())
}
