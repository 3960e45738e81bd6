//! The one shape of a list of games: [`Registry`], the games' entries of one
//! kind (their rules, their Discord front ends, their command lines), the
//! default first, and what the list carries besides. The engine's list of
//! rules, the bot's and the command line's lists of front ends are each a
//! [`Registry`] of their own trait; the top of the binary builds them once
//! and hands them to the cores. It names no game.

use super::ruleset::RulesetId;

/// What a [`Registry`] lists: one game's entry of some kind, known by the
/// game's id.
pub trait Registered {
    /// The game this entry is of.
    fn id(&self) -> RulesetId;
}

/// The entries `list` of every game a process plays, the default game's
/// first, and `extra`, what the list carries besides (`()` when nothing).
pub struct Registry<G: ?Sized + 'static, E = ()> {
    /// Every game's entry, the default first.
    list: &'static [&'static G],
    /// What the list carries besides its entries.
    extra: E,
}

impl<G: ?Sized> Registry<G> {
    /// The entries `list`, the default first, carrying nothing besides.
    ///
    /// # Panics
    /// When `list` is empty (at compile time, in a `static`).
    #[must_use]
    pub const fn new(list: &'static [&'static G]) -> Registry<G> {
        Registry::with(list, ())
    }
}

impl<G: ?Sized, E> Registry<G, E> {
    /// The entries `list`, the default first, carrying `extra`.
    ///
    /// # Panics
    /// When `list` is empty (at compile time, in a `static`).
    #[must_use]
    pub const fn with(list: &'static [&'static G], extra: E) -> Registry<G, E> {
        assert!(!list.is_empty(), "a registry has at least the default game");
        Registry { list, extra }
    }

    /// Every game's entry, the default first.
    #[must_use]
    pub fn all(&self) -> &'static [&'static G] {
        self.list
    }

    /// What the list carries besides its entries.
    #[must_use]
    pub fn extra(&self) -> &E {
        &self.extra
    }
}

impl<G: ?Sized + Registered, E> Registry<G, E> {
    /// Every game's id, the default first.
    pub fn ids(&self) -> impl Iterator<Item = RulesetId> + '_ {
        self.list.iter().map(|entry| entry.id())
    }

    /// The game a campaign plays when nobody chose one, and the game of
    /// every campaign stored before rulesets existed.
    #[must_use]
    pub fn default(&self) -> RulesetId {
        self.list[0].id()
    }

    /// Game `id`'s entry, if the game is listed.
    #[must_use]
    pub fn find(&self, id: RulesetId) -> Option<&'static G> {
        self.list.iter().copied().find(|entry| entry.id() == id)
    }

    /// Game `id`'s entry (the default game's for a game not listed).
    #[must_use]
    pub fn get(&self, id: RulesetId) -> &'static G {
        self.find(id).unwrap_or(self.list[0])
    }
}
