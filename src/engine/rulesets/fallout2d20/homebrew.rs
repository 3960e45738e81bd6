//! The Fallout 2d20 game's homebrew: its weapons, ammunition, apparel,
//! creature templates and chems as a campaign brews them, and the container
//! its campaign holds. The rules find them through it (homebrew over
//! shipped).

use super::chems::{Chem, CHEMS};
use super::data::{ArmourPiece, CreatureTemplate, Weapon, ARMOUR, CREATURES, WEAPONS};
use super::files::{AmmoRow, AMMO_ROWS};
use crate::engine::homebrew::{refers, Content, Refusal};
use crate::engine::name;

crate::engine::homebrew::content_kinds! {
    Weapon: "weapons", name::ITEM_NAME, WEAPONS;
    AmmoRow: "ammo", name::ITEM_NAME, AMMO_ROWS;
    ArmourPiece: "armour", name::ITEM_NAME, ARMOUR;
    CreatureTemplate: "creatures", name::ENEMY_NAME, CREATURES;
    Chem: "chems", name::ITEM_NAME, CHEMS;
    super::power::PowerPiece: "power_armor", name::ITEM_NAME, super::power::POWER_ARMOR;
}

crate::engine::homebrew::homebrew_kinds! {
    /// A Fallout 2d20 campaign's homebrew.
    pub struct Fallout2d20Brew {
        /// Weapons.
        weapons: Weapon,
        /// Ammunition.
        ammo: AmmoRow,
        /// Apparel (armour pieces).
        armour: ArmourPiece,
        /// Creature templates.
        creatures: CreatureTemplate,
        /// Chems (and other consumables with an effect the game models).
        chems: Chem,
        /// Power armour frames and pieces.
        power_armor: super::power::PowerPiece,
    }
    impl {
        /// A homebrew creature's attacks are weapons its homebrew defines too
        /// (an attack has no row of its own in `weapons`).
        fn is_homebrew(&self, kind: &str, text: &str) -> bool {
            let attack = kind == Weapon::KIND
                && self
                    .creatures
                    .rows
                    .iter()
                    .any(|c| c.attacks.iter().any(|at| name::same(&at.weapon.name, text)));
            attack
                || self
                    .kinds()
                    .iter()
                    .any(|k| k.kind() == kind && k.defines(text))
        }

        fn check_refs(&self) -> Result<(), Refusal> {
            refers(
                &self.weapons,
                "ammo",
                |w| w.ammo.as_ref().map(ToString::to_string),
                |a| self.ammo.find(a).is_some_and(|row| *row.name == *a),
            )
        }
    }
}

impl Fallout2d20Brew {
    /// The ammunition `text` names, by its name as the campaign spells it.
    #[must_use]
    pub fn find_ammo(&self, text: &str) -> Option<String> {
        self.ammo.find(text).map(|a| a.name.to_string())
    }
}
