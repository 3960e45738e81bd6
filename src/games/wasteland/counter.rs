//! A counter that moved (a character's HP, rads, caps or AP, an enemy's HP)
//! as its event says it: whose, by how much, from what to what. The JSON
//! reply and the Discord renderer both read these events through
//! [`Counter::of`], each then saying it its own way.

use crate::engine::rulesets::wasteland::outcome::Event;

/// Whose counter moved, by how much, from what to what.
pub(crate) struct Counter<'a> {
    /// The character or enemy.
    pub name: &'a str,
    /// The change applied.
    pub delta: i64,
    /// The value before.
    pub before: u32,
    /// The value after.
    pub after: u32,
}

impl<'a> Counter<'a> {
    /// The counter an `Hp`, `Rads`, `Caps`, `Ap` or `EnemyHp` event moved;
    /// `None` for any other event.
    pub(crate) fn of(event: &'a Event) -> Option<Self> {
        let (Event::Hp {
            name,
            delta,
            before,
            after,
            ..
        }
        | Event::Rads {
            name,
            delta,
            before,
            after,
            ..
        }
        | Event::Caps {
            name,
            delta,
            before,
            after,
        }
        | Event::Ap {
            name,
            delta,
            before,
            after,
        }
        | Event::EnemyHp {
            name,
            delta,
            before,
            after,
            ..
        }) = event
        else {
            return None;
        };
        Some(Self {
            name,
            delta: *delta,
            before: *before,
            after: *after,
        })
    }
}
