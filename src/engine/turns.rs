//! Turn order, the part every game with initiative shares: an order of
//! entries that each name a unit, whose turn it is (kept by unit, never by
//! place, so a unit joining or leaving never hands the turn to another), the
//! step to the next unit that can act with the round it starts, and a unit
//! leaving the order.
//!
//! How the order is rolled (dice, tie-breaks) and what a turn does stay in
//! each game: they differ by the rules, and their dice orders are pinned by
//! scripted tests.

/// A place in an initiative order: anything that names the unit it is for.
pub trait Placed {
    /// The game's unit (a character, an enemy...).
    type Unit: PartialEq + Clone;
    /// Whose place this is.
    fn unit(&self) -> &Self::Unit;
}

/// Where the turn goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Next<U> {
    /// Who acts now.
    pub unit: U,
    /// Whether the step went past the end of the order (or started it), so
    /// a new round begins with this turn.
    pub new_round: bool,
}

/// The first unit after `current` in `order` that `can_act` accepts, going
/// past the end into a new round. Without a current unit (or with one no
/// longer in the order) the search starts a new round at the top. `current`
/// itself comes last: when it is the only one able, the turn comes back to it
/// in a new round. `None` when nobody in the order can act.
pub fn next<E: Placed>(
    order: &[E],
    current: Option<&E::Unit>,
    can_act: impl Fn(&E::Unit) -> bool,
) -> Option<Next<E::Unit>> {
    let len = order.len();
    let at = current.and_then(|c| order.iter().position(|e| e.unit() == c));
    let (start, steps) = match at {
        Some(i) => (i + 1, len),
        // "Before the top": every place, the first one included, is in the
        // new round.
        None => (len, len),
    };
    (start..start + steps).find_map(|k| {
        let unit = order[k % len].unit();
        can_act(unit).then(|| Next {
            unit: unit.clone(),
            new_round: k >= len,
        })
    })
}

/// What became of the turn when a unit left the order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Left<U> {
    /// The unit was not in the order: nothing changed.
    Absent,
    /// It was the last one: the order is empty, the combat is over.
    Emptied,
    /// Another unit held the turn and still does.
    Kept,
    /// It held the turn, which passes to the one after it (the top of the
    /// order in a new round when it was last).
    Passed(Next<U>),
}

/// Takes `unit` out of `order`, given whose turn it is.
pub fn leave<E: Placed>(order: &mut Vec<E>, current: &E::Unit, unit: &E::Unit) -> Left<E::Unit> {
    let Some(i) = order.iter().position(|e| e.unit() == unit) else {
        return Left::Absent;
    };
    order.remove(i);
    if order.is_empty() {
        return Left::Emptied;
    }
    if current != unit {
        return Left::Kept;
    }
    // The one after it now sits at its place.
    let new_round = i >= order.len();
    Left::Passed(Next {
        unit: order[i % order.len()].unit().clone(),
        new_round,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Placed for &'static str {
        type Unit = &'static str;
        fn unit(&self) -> &&'static str {
            self
        }
    }

    const ORDER: [&str; 4] = ["ana", "bo", "cy", "di"];

    #[test]
    fn the_turn_steps_to_the_next_able_unit_and_wraps_into_a_new_round() {
        let all = |_: &&str| true;
        assert_eq!(
            next(&ORDER, Some(&"bo"), all),
            Some(Next {
                unit: "cy",
                new_round: false
            })
        );
        assert_eq!(
            next(&ORDER, Some(&"di"), all),
            Some(Next {
                unit: "ana",
                new_round: true
            })
        );
        let not_cy_or_di = |u: &&str| !matches!(*u, "cy" | "di");
        assert_eq!(
            next(&ORDER, Some(&"bo"), not_cy_or_di),
            Some(Next {
                unit: "ana",
                new_round: true
            })
        );
    }

    #[test]
    fn without_a_current_unit_the_round_starts_at_the_top() {
        assert_eq!(
            next(&ORDER, None, |_| true),
            Some(Next {
                unit: "ana",
                new_round: true
            })
        );
        assert_eq!(
            next(&ORDER, Some(&"zed"), |u| *u != "ana"),
            Some(Next {
                unit: "bo",
                new_round: true
            })
        );
    }

    #[test]
    fn the_only_able_unit_gets_the_turn_back_and_nobody_able_is_none() {
        assert_eq!(
            next(&ORDER, Some(&"cy"), |u| *u == "cy"),
            Some(Next {
                unit: "cy",
                new_round: true
            })
        );
        assert_eq!(next(&ORDER, Some(&"cy"), |_| false), None);
        assert_eq!(next::<&str>(&[], None, |_| true), None);
    }

    #[test]
    fn leaving_keeps_or_passes_the_turn_by_unit() {
        let mut order = ORDER.to_vec();
        assert_eq!(leave(&mut order, &"cy", &"ana"), Left::Kept);
        assert_eq!(order, ["bo", "cy", "di"]);
        assert_eq!(
            leave(&mut order, &"cy", &"cy"),
            Left::Passed(Next {
                unit: "di",
                new_round: false
            })
        );
        assert_eq!(
            leave(&mut order, &"di", &"di"),
            Left::Passed(Next {
                unit: "bo",
                new_round: true
            })
        );
        assert_eq!(leave(&mut order, &"bo", &"zed"), Left::Absent);
        assert_eq!(leave(&mut order, &"bo", &"bo"), Left::Emptied);
        assert!(order.is_empty());
    }
}
