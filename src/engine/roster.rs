//! The roster every game shares: its characters by name, each with the user
//! who plays it. A game's campaign implements [`Roster`] once, in its own
//! folder, and every front end finds "the user's own character" and "may this
//! user act for that one" through it, by the one name identity
//! ([`super::name::same`]).

/// Whether the stored `owner` of a character is `user` (owners are kept as the
/// Discord user id in decimal; surrounding space is not part of it).
#[must_use]
pub fn plays(owner: &str, user: i64) -> bool {
    owner.trim() == user.to_string()
}

/// A game's characters and who plays them.
pub trait Roster {
    /// Each character's name and owner, in roster order.
    fn owners(&self) -> Vec<(&str, &str)>;

    /// The name of the first character `user` plays, if any.
    fn own(&self, user: i64) -> Option<String> {
        self.owners()
            .into_iter()
            .find(|(_, owner)| plays(owner, user))
            .map(|(name, _)| name.to_owned())
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
