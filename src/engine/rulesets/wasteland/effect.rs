//! Status effects: timed or permanent conditions on characters and enemies, and
//! what the built-in ones do to attributes and dice.

use serde::{Deserialize, Serialize};

use crate::engine::special::{Attribute, Modifier, ModifierSource};

/// Turns value that marks an effect as permanent.
pub const PERMANENT: i32 = -1;

/// A status effect with the turns it has left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Its name, e.g. "Buffout", "Bleeding", "Jet Addiction".
    pub name: String,
    /// Turns left; [`PERMANENT`] (-1) never expires.
    pub turns: i32,
}

impl Effect {
    /// Whether the effect never expires.
    #[must_use]
    pub fn is_permanent(&self) -> bool {
        self.turns == PERMANENT
    }
}

/// A chem: a consumable whose effect lasts some turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chem {
    /// STR +3, END +3.
    Buffout,
    /// AGI +2.
    Jet,
    /// INT +2, PER +2.
    Mentats,
    /// END +1 and +2 melee damage.
    Psycho,
    /// Reduces enemy damage.
    MedX,
    /// Halves radiation taken.
    RadX,
}

/// An effect the rules give meaning to. Rules ask for these by kind; an
/// effect's stored name maps to its kind through [`Kind::of`], the one table
/// of the built-in names. Other effects may be added by name and are shown
/// and ticked, but change nothing by themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A chem is active.
    Chem(Chem),
    /// Addicted to a chem.
    Addiction(Chem),
    /// The next check gets a die (the Aim action).
    Aiming,
    /// An enemy loses its next attack.
    Stunned,
    /// Knocked down.
    Prone,
    /// 1 damage per turn.
    Bleeding,
    /// 2 damage per turn.
    Burning,
    /// An enemy's next attack is at a penalty.
    Suppressed,
}

impl Kind {
    /// Every built-in effect, in the order `/effect add` offers them.
    pub const ALL: [Kind; 17] = [
        Kind::Chem(Chem::Buffout),
        Kind::Chem(Chem::Jet),
        Kind::Chem(Chem::Mentats),
        Kind::Chem(Chem::Psycho),
        Kind::Chem(Chem::MedX),
        Kind::Chem(Chem::RadX),
        Kind::Aiming,
        Kind::Stunned,
        Kind::Prone,
        Kind::Bleeding,
        Kind::Burning,
        Kind::Suppressed,
        Kind::Addiction(Chem::Buffout),
        Kind::Addiction(Chem::Jet),
        Kind::Addiction(Chem::Mentats),
        Kind::Addiction(Chem::Psycho),
        Kind::Addiction(Chem::MedX),
    ];

    /// The effect's stored name ("Med-X", "Jet Addiction").
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Chem(c) => c.name(),
            Kind::Addiction(Chem::Buffout) => "Buffout Addiction",
            Kind::Addiction(Chem::Jet) => "Jet Addiction",
            Kind::Addiction(Chem::Mentats) => "Mentats Addiction",
            Kind::Addiction(Chem::Psycho) => "Psycho Addiction",
            Kind::Addiction(Chem::MedX) => "Med-X Addiction",
            Kind::Addiction(Chem::RadX) => "Rad-X Addiction",
            Kind::Aiming => "Aiming",
            Kind::Stunned => "Stunned",
            Kind::Prone => "Prone",
            Kind::Bleeding => "Bleeding",
            Kind::Burning => "Burning",
            Kind::Suppressed => "Suppressed",
        }
    }

    /// The built-in effect a name stands for (by the one name identity), or
    /// `None` for an effect of the GM's own.
    #[must_use]
    pub fn of(name: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| crate::engine::name::same(k.name(), name))
    }
}

impl Chem {
    /// The chem's (and its effect's) name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Chem::Buffout => "Buffout",
            Chem::Jet => "Jet",
            Chem::Mentats => "Mentats",
            Chem::Psycho => "Psycho",
            Chem::MedX => "Med-X",
            Chem::RadX => "Rad-X",
        }
    }

    /// The attribute boosts while it is active.
    #[must_use]
    pub fn boosts(self) -> &'static [(Attribute, i32)] {
        match self {
            Chem::Buffout => &[(Attribute::Str, 3), (Attribute::End, 3)],
            Chem::Jet => &[(Attribute::Agi, 2)],
            Chem::Mentats => &[(Attribute::Int, 2), (Attribute::Per, 2)],
            Chem::Psycho => &[(Attribute::End, 1)],
            Chem::MedX | Chem::RadX => &[],
        }
    }

    /// The withdrawal penalties of an addiction while the chem is not
    /// active: -1 to each attribute the chem raises (Med-X: -1 END).
    #[must_use]
    pub fn withdrawal(self) -> Vec<(Attribute, i32)> {
        if self == Chem::MedX {
            return vec![(Attribute::End, -1)];
        }
        self.boosts().iter().map(|&(a, _)| (a, -1)).collect()
    }
}

impl Effect {
    /// The built-in effect this is, if it is one.
    #[must_use]
    pub fn kind(&self) -> Option<Kind> {
        Kind::of(&self.name)
    }
}

/// Every built-in effect's name, for autocomplete (the names of [`Kind::ALL`]).
pub const BUILT_IN: [&str; 17] = {
    let mut names = [""; 17];
    let mut i = 0;
    while i < Kind::ALL.len() {
        names[i] = Kind::ALL[i].name();
        i += 1;
    }
    names
};

/// The built-in spelling of an effect name, or the name as given (trimmed).
#[must_use]
pub fn canonical_name(name: &str) -> String {
    let name = name.trim();
    Kind::of(name).map_or_else(|| name.to_owned(), |k| k.name().to_owned())
}

/// The attribute modifiers that a set of effects produces: active chems raise,
/// addictions to inactive chems lower.
#[must_use]
pub fn modifiers(effects: &[Effect]) -> Vec<Modifier> {
    let active = |chem: Chem| effects.iter().any(|e| e.kind() == Some(Kind::Chem(chem)));
    let mut out = Vec::new();
    for effect in effects {
        match effect.kind() {
            Some(Kind::Chem(chem)) => {
                for &(attribute, delta) in chem.boosts() {
                    out.push(Modifier {
                        attribute,
                        delta,
                        source: ModifierSource::Effect {
                            name: effect.name.clone(),
                        },
                    });
                }
            }
            Some(Kind::Addiction(chem)) if !active(chem) => {
                for (attribute, delta) in chem.withdrawal() {
                    out.push(Modifier {
                        attribute,
                        delta,
                        source: ModifierSource::Withdrawal {
                            chem: chem.name().to_owned(),
                        },
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// Damage each turn from a damage-over-time effect (Bleeding 1, Burning 2).
#[must_use]
pub fn damage_per_turn(effect: &Effect) -> u32 {
    match effect.kind() {
        Some(Kind::Bleeding) => 1,
        Some(Kind::Burning) => 2,
        _ => 0,
    }
}

/// Adds an effect or, when present, keeps the longer of the two durations
/// (a permanent effect stays permanent).
pub fn add_or_refresh(effects: &mut Vec<Effect>, name: &str, turns: i32) {
    if let Some(existing) = effects
        .iter_mut()
        .find(|e| crate::engine::name::same(&e.name, name))
    {
        if !existing.is_permanent() && (turns == PERMANENT || turns > existing.turns) {
            existing.turns = turns;
        }
    } else {
        effects.push(Effect {
            name: name.to_owned(),
            turns,
        });
    }
}

/// Counts every timed effect down by one turn and removes those that reach 0.
/// Returns the names of the effects that expired.
pub fn tick(effects: &mut Vec<Effect>) -> Vec<String> {
    let mut expired = Vec::new();
    effects.retain_mut(|e| {
        if e.is_permanent() {
            return true;
        }
        e.turns -= 1;
        if e.turns <= 0 {
            expired.push(e.name.clone());
            false
        } else {
            true
        }
    });
    expired
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fx(name: &str, turns: i32) -> Effect {
        Effect {
            name: name.into(),
            turns,
        }
    }

    #[test]
    fn withdrawal_applies_only_while_the_chem_is_inactive() {
        let addicted = vec![fx("Buffout Addiction", PERMANENT)];
        let deltas: Vec<(Attribute, i32)> = modifiers(&addicted)
            .iter()
            .map(|m| (m.attribute, m.delta))
            .collect();
        assert_eq!(deltas, [(Attribute::Str, -1), (Attribute::End, -1)]);

        let high = vec![fx("Buffout Addiction", PERMANENT), fx("Buffout", 3)];
        let deltas: Vec<(Attribute, i32)> = modifiers(&high)
            .iter()
            .map(|m| (m.attribute, m.delta))
            .collect();
        assert_eq!(deltas, [(Attribute::Str, 3), (Attribute::End, 3)]);
        assert_eq!(Chem::MedX.withdrawal(), [(Attribute::End, -1)]);
    }

    #[test]
    fn every_built_in_name_stands_for_its_kind() {
        for (kind, name) in Kind::ALL.into_iter().zip(BUILT_IN) {
            assert_eq!(kind.name(), name);
            assert_eq!(Kind::of(name), Some(kind));
            assert_eq!(Kind::of(&name.to_uppercase()), Some(kind));
        }
        assert_eq!(Kind::of("Rad-X Addiction"), None, "Rad-X is not addictive");
        assert_eq!(Kind::of("Psychotic"), None);
        assert_eq!(damage_per_turn(&fx("burning", 2)), 2);
    }

    #[test]
    fn ticking_expires_timed_effects_and_keeps_permanent_ones() {
        let mut effects = vec![
            fx("Jet", 1),
            fx("Mentats", 2),
            fx("Jet Addiction", PERMANENT),
        ];
        assert_eq!(tick(&mut effects), ["Jet"]);
        assert_eq!(effects, [fx("Mentats", 1), fx("Jet Addiction", PERMANENT)]);
    }

    #[test]
    fn refreshing_keeps_the_longer_duration() {
        let mut effects = vec![fx("Jet", 2)];
        add_or_refresh(&mut effects, "Jet", 1);
        assert_eq!(effects, [fx("Jet", 2)]);
        add_or_refresh(&mut effects, "Jet", 5);
        assert_eq!(effects, [fx("Jet", 5)]);
        assert_eq!(canonical_name("med-x addiction"), "Med-X Addiction");
    }
}
