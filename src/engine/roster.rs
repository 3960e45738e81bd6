//! The roster every game shares: its characters by name, each with the user
//! who plays it, and its enemies. A game's campaign implements [`Roster`] once,
//! in its own folder, and every front end finds "the user's own character" and
//! "may this user act for that one" through it, by the one name identity
//! ([`super::name::same`]).
//!
//! The acting-as rule, one for every game ([`Roster::acting_as`]): a player
//! acts for the characters they own and for no enemy; a GM acts for any
//! character, and for any enemy where the command lets an enemy act (an enemy's
//! attack or move). Without a name, a user (a GM too) acts as their own
//! character.

/// Whether the stored `owner` of a character is `user` (owners are kept as the
/// Discord user id in decimal; surrounding space is not part of it).
#[must_use]
pub fn plays(owner: &str, user: i64) -> bool {
    owner.trim() == user.to_string()
}

/// The index of the entry of `list` called `name` by the name identity
/// ([`super::name::same`]); when none is, every name in the list, for the
/// refusal's suggestions.
///
/// # Errors
/// The list's names, when no entry has the name.
pub fn index_by_name<T>(
    list: &[T],
    name: &str,
    name_of: impl Fn(&T) -> &str,
) -> Result<usize, Vec<String>> {
    list.iter()
        .position(|entry| super::name::same(name_of(entry), name))
        .ok_or_else(|| list.iter().map(|entry| name_of(entry).to_owned()).collect())
}

/// A unit of a game's roster (a character, an enemy, a creature): it has a
/// name, unique over the whole roster.
pub trait Named {
    /// Its stored name.
    fn name(&self) -> &str;
}

/// Which of a roster's two lists holds a unit, and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The character at this index.
    Character(usize),
    /// The enemy (or creature) at this index.
    Enemy(usize),
}

/// The unit called `name` (by the name identity) among a roster's characters
/// and enemies, characters first; when none is, every name on the roster, for
/// the refusal's suggestions.
///
/// # Errors
/// Every unit's name, when no unit has the name.
pub fn side_by_name<C: Named, E: Named>(
    characters: &[C],
    enemies: &[E],
    name: &str,
) -> Result<Side, Vec<String>> {
    let same = |n: &str| super::name::same(n, name);
    if let Some(i) = characters.iter().position(|c| same(c.name())) {
        return Ok(Side::Character(i));
    }
    if let Some(i) = enemies.iter().position(|e| same(e.name())) {
        return Ok(Side::Enemy(i));
    }
    Err(names(characters, enemies).map(str::to_owned).collect())
}

/// Every name on a roster, characters then enemies (one namespace).
pub fn names<'a, C: Named, E: Named>(
    characters: &'a [C],
    enemies: &'a [E],
) -> impl Iterator<Item = &'a str> {
    characters
        .iter()
        .map(Named::name)
        .chain(enemies.iter().map(Named::name))
}

/// Declares a game's `Event` enum with the roster's events first (a character
/// joined, left, one sheet shown), each carrying the game's own `Sheet`, then
/// the game's own events. Like [`super::refusal`]'s `rule_error!`, it keeps the
/// shared variants one declaration for every game, and writes the derives and
/// the serde form (`{"type": "<variant in snake_case>", ...}`) once.
macro_rules! roster_events {
    ($(#[$meta:meta])* pub enum Event { $($own:tt)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        pub enum Event {
            /// A character joined.
            CharacterAdded {
                /// The new sheet.
                sheet: Sheet,
            },
            /// A character left.
            CharacterRemoved {
                /// The name.
                name: String,
            },
            /// One character's sheet.
            Sheet {
                /// The sheet.
                sheet: Sheet,
            },
            $($own)*
        }
    };
}
pub(crate) use roster_events;

/// The look-ups of a campaign whose roster is `characters` and one list of
/// enemies (`$enemies`, found by `$enemy_index`, the unit and the unknown
/// name both of kind `$kind`), written inside the campaign's `impl`: a
/// character's and an enemy's index, a unit by name, the roster's names,
/// whether a new name is free, and the names of new enemies. The game's
/// `RuleError`, `Unknown`, `Unit` and `free_name` (see `refusal::free_name!`)
/// must be in scope.
macro_rules! roster_lookups {
    ($enemies:ident, $enemy_index:ident, $kind:ident) => {
        /// The index of a character by name identity.
        pub fn character_index(&self, name: &str) -> Result<usize, RuleError> {
            $crate::engine::roster::index_by_name(&self.characters, name, |c| &c.name)
                .map_err(|names| RuleError::unknown(Unknown::Character, name, names))
        }

        /// The index of an enemy by name identity.
        pub fn $enemy_index(&self, name: &str) -> Result<usize, RuleError> {
            $crate::engine::roster::index_by_name(&self.$enemies, name, |e| &e.name)
                .map_err(|names| RuleError::unknown(Unknown::$kind, name, names))
        }

        /// A character or an enemy by name (names are unique over both).
        pub fn unit(&self, name: &str) -> Result<Unit, RuleError> {
            use $crate::engine::roster::{side_by_name, Side};
            match side_by_name(&self.characters, &self.$enemies, name) {
                Ok(Side::Character(i)) => Ok(Unit::Character(self.characters[i].name.clone())),
                Ok(Side::Enemy(i)) => Ok(Unit::$kind(self.$enemies[i].name.clone())),
                Err(names) => Err(RuleError::unknown(Unknown::Unit, name, names)),
            }
        }

        /// Every name on the roster, characters and enemies (one namespace).
        fn unit_names_iter(&self) -> impl Iterator<Item = &str> {
            $crate::engine::roster::names(&self.characters, &self.$enemies)
        }

        /// Whether a name is taken by a unit, or by one it looks the same as.
        fn name_taken(&self, name: &str) -> bool {
            self.unit_names_iter()
                .any(|n| $crate::engine::name::looks_alike(n, name))
        }

        /// Refuses a new name that is, or looks like, a unit's.
        fn ensure_free(&self, name: &str) -> Result<(), RuleError> {
            free_name(name, self.unit_names_iter())
        }

        /// The names of `count` new enemies made from the template called
        /// `template`, or called `chose`, among the roster's names
        /// ([`crate::engine::name::newcomer_names`]).
        fn newcomer_names(
            &self,
            template: &str,
            chose: Option<&str>,
            count: usize,
        ) -> Result<Vec<String>, RuleError> {
            $crate::engine::name::newcomer_names(
                $crate::engine::name::ENEMY_NAME,
                template,
                chose,
                count,
                |c| self.name_taken(c),
                |n| self.ensure_free(n),
            )
        }
    };
}
pub(crate) use roster_lookups;

/// A campaign's `add_character`, written inside its `impl`: builds the new
/// character, refuses a name the roster holds (or one that looks like it),
/// says `CharacterAdded` with the new sheet and puts the character last. The
/// game's `NewCharacter` (whose `build` makes an entry of the campaign's
/// `characters`), `Event`, `Outcome` and `RuleError`, and the campaign's
/// `ensure_free`, must be in scope.
macro_rules! add_character {
    () => {
        fn add_character(
            &mut self,
            new: &NewCharacter,
            out: &mut Outcome,
        ) -> Result<(), RuleError> {
            let c = new.build()?;
            self.ensure_free(&c.name)?;
            out.push(Event::CharacterAdded {
                sheet: c.sheet().into(),
            });
            self.characters.push(c);
            Ok(())
        }
    };
}
pub(crate) use add_character;

/// `impl Roster for $campaign` for a campaign whose characters (each with a
/// `name` and an `owner`) are its list `$characters` and whose enemies (each
/// with a `name`) are its list `$enemies`, both in roster order.
macro_rules! roster_of {
    ($campaign:ty, $characters:ident, $enemies:ident) => {
        impl $crate::engine::roster::Roster for $campaign {
            fn owners(&self) -> Vec<(&str, &str)> {
                self.$characters
                    .iter()
                    .map(|c| (c.name.as_str(), c.owner.as_str()))
                    .collect()
            }

            fn enemies(&self) -> Vec<&str> {
                self.$enemies.iter().map(|e| e.name.as_str()).collect()
            }
        }
    };
}
pub(crate) use roster_of;

/// Whom a command acts as, by the acting-as rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Acting {
    /// This unit, by its stored name.
    As(String),
    /// A unit the user may not act for: another player's character, or an
    /// enemy named by a player.
    NotYours(String),
    /// No name was given and the user plays no character here.
    NoCharacter,
    /// The name is no unit's the command may act as (the game refuses it in
    /// its own words, or lets its engine do so).
    Unknown(String),
}

/// A game's characters and who plays them, and its enemies.
pub trait Roster {
    /// Each character's name and owner, in roster order.
    fn owners(&self) -> Vec<(&str, &str)>;

    /// Each enemy's name, in roster order (none by default).
    fn enemies(&self) -> Vec<&str> {
        Vec::new()
    }

    /// Every unit's name: the enemies first, then the characters, each in
    /// roster order.
    fn units(&self) -> Vec<String> {
        let characters = self.owners().into_iter().map(|(name, _)| name);
        self.enemies()
            .into_iter()
            .chain(characters)
            .map(str::to_owned)
            .collect()
    }

    /// Whom `user` (a GM or not) acts as when naming `named`, or no one;
    /// `enemies` says whether the command lets an enemy act.
    fn acting_as(&self, user: i64, gm: bool, named: Option<&str>, enemies: bool) -> Acting {
        let Some(named) = named else {
            return self.own(user).map_or(Acting::NoCharacter, Acting::As);
        };
        if let Some((name, owner)) = self.named(named) {
            let name = name.to_owned();
            return if gm || plays(owner, user) {
                Acting::As(name)
            } else {
                Acting::NotYours(name)
            };
        }
        let enemy = enemies
            .then(|| {
                self.enemies()
                    .into_iter()
                    .find(|e| super::name::same(e, named))
            })
            .flatten();
        match enemy {
            Some(name) if gm => Acting::As(name.to_owned()),
            Some(name) => Acting::NotYours(name.to_owned()),
            None => Acting::Unknown(named.to_owned()),
        }
    }

    /// The name of the first character `user` plays, if any.
    fn own(&self, user: i64) -> Option<String> {
        self.owners()
            .into_iter()
            .find(|(_, owner)| plays(owner, user))
            .map(|(name, _)| name.to_owned())
    }

    /// The user id owning the character called `character` (by the name
    /// identity); `None` when no character has that name.
    fn owner_of(&self, character: &str) -> Option<&str> {
        self.named(character).map(|(_, owner)| owner)
    }

    /// The character called `name` (by the name identity): its stored name and
    /// its owner.
    fn named(&self, name: &str) -> Option<(&str, &str)> {
        self.owners()
            .into_iter()
            .find(|(stored, _)| super::name::same(stored, name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Two;

    impl Roster for Two {
        fn owners(&self) -> Vec<(&str, &str)> {
            vec![("Éva", "7"), ("Jake", " 9 ")]
        }

        fn enemies(&self) -> Vec<&str> {
            vec!["Raider 1"]
        }
    }

    #[test]
    fn the_acting_as_rule_is_one_for_players_and_gms() {
        let as_ = |n: &str| Acting::As(n.to_owned());
        let not_yours = |n: &str| Acting::NotYours(n.to_owned());
        // A player: their own character, by name or without one.
        assert_eq!(Two.acting_as(9, false, Some("jake"), true), as_("Jake"));
        assert_eq!(Two.acting_as(9, false, None, false), as_("Jake"));
        // Not another player's character, nor an enemy.
        assert_eq!(
            Two.acting_as(9, false, Some("eva"), true),
            Acting::Unknown("eva".into())
        );
        assert_eq!(Two.acting_as(9, false, Some("Éva"), true), not_yours("Éva"));
        assert_eq!(
            Two.acting_as(9, false, Some("raider 1"), true),
            not_yours("Raider 1")
        );
        // A GM: any character, and an enemy where the command lets one act.
        assert_eq!(Two.acting_as(1, true, Some("ÉVA"), false), as_("Éva"));
        assert_eq!(
            Two.acting_as(1, true, Some("Raider 1"), true),
            as_("Raider 1")
        );
        assert_eq!(
            Two.acting_as(1, true, Some("Raider 1"), false),
            Acting::Unknown("Raider 1".into())
        );
        // Without a name, a GM too acts as their own character.
        assert_eq!(Two.acting_as(1, true, None, true), Acting::NoCharacter);
        assert_eq!(Two.acting_as(7, true, None, true), as_("Éva"));
    }

    struct Unit(&'static str);

    impl Named for Unit {
        fn name(&self) -> &str {
            self.0
        }
    }

    #[test]
    fn a_unit_is_found_on_either_side_else_every_name_is_given() {
        let characters = [Unit("Éva"), Unit("Jake")];
        let enemies = [Unit("Raider 1")];
        let find = |n| side_by_name(&characters, &enemies, n);
        assert_eq!(find("JAKE"), Ok(Side::Character(1)));
        assert_eq!(find("raider 1"), Ok(Side::Enemy(0)));
        assert_eq!(
            find("Nobody"),
            Err(vec![
                "Éva".to_owned(),
                "Jake".to_owned(),
                "Raider 1".to_owned()
            ])
        );
    }

    #[test]
    fn an_index_is_found_by_the_name_identity_else_every_name_is_given() {
        let list = ["Éva", "Jake"];
        assert_eq!(index_by_name(&list, "JAKE", |n| n), Ok(1));
        assert_eq!(index_by_name(&list, "e\u{301}va", |n| n), Ok(0));
        assert_eq!(
            index_by_name(&list, "Vic", |n| n),
            Err(vec!["Éva".to_owned(), "Jake".to_owned()])
        );
    }

    #[test]
    fn owners_and_names_are_found_by_identity() {
        assert_eq!(Two.own(9).as_deref(), Some("Jake"));
        assert_eq!(Two.own(8), None);
        assert_eq!(Two.named("éva"), Some(("Éva", "7")));
        assert_eq!(Two.named("Vic"), None);
        assert!(plays(" 9", 9));
        assert!(!plays("90", 9));
    }
}
