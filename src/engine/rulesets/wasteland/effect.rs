//! Status effects: timed or permanent conditions on characters and enemies, and
//! what the built-in ones do to attributes and dice.

use serde::{Deserialize, Serialize};

use super::data::CONSUMABLES;
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

/// Effects the rules give meaning to. Others may be added by name and are shown
/// and ticked, but change nothing by themselves.
pub const BUILT_IN: &[&str] = &[
    "Buffout",
    "Jet",
    "Mentats",
    "Psycho",
    "Med-X",
    "Rad-X",
    "Aiming",
    "Stunned",
    "Prone",
    "Bleeding",
    "Burning",
    "Suppressed",
    "Buffout Addiction",
    "Jet Addiction",
    "Mentats Addiction",
    "Psycho Addiction",
    "Med-X Addiction",
];

/// The built-in spelling of an effect name, or the name as given (trimmed).
#[must_use]
pub fn canonical_name(name: &str) -> String {
    let name = name.trim();
    BUILT_IN
        .iter()
        .find(|b| crate::engine::name::same(b, name))
        .map_or_else(|| name.to_owned(), |b| (*b).to_owned())
}

/// The attribute boosts of a chem while it is active.
#[must_use]
pub fn chem_boosts(chem: &str) -> &'static [(Attribute, i32)] {
    match chem {
        "Buffout" => &[(Attribute::Str, 3), (Attribute::End, 3)],
        "Jet" => &[(Attribute::Agi, 2)],
        "Mentats" => &[(Attribute::Int, 2), (Attribute::Per, 2)],
        "Psycho" => &[(Attribute::End, 1)],
        _ => &[],
    }
}

/// The withdrawal penalties of an addiction while its chem is not active:
/// -1 to each attribute the chem raises (Med-X: -1 END).
#[must_use]
pub fn withdrawal(chem: &str) -> Vec<(Attribute, i32)> {
    if chem == "Med-X" {
        return vec![(Attribute::End, -1)];
    }
    chem_boosts(chem).iter().map(|&(a, _)| (a, -1)).collect()
}

/// The name of the addiction effect for a chem ("Jet" -> "Jet Addiction").
#[must_use]
pub fn addiction_name(chem: &str) -> String {
    format!("{chem} Addiction")
}

/// The chem an addiction effect refers to, if the effect is an addiction.
#[must_use]
pub fn addicted_chem(effect: &str) -> Option<&'static str> {
    let chem = effect.strip_suffix(" Addiction")?;
    CONSUMABLES
        .iter()
        .find(|c| c.addictive && c.name == chem)
        .map(|c| c.name)
}

/// The attribute modifiers that a set of effects produces: active chems raise,
/// addictions to inactive chems lower.
#[must_use]
pub fn modifiers(effects: &[Effect]) -> Vec<Modifier> {
    let active = |name: &str| effects.iter().any(|e| e.name == name);
    let mut out = Vec::new();
    for effect in effects {
        for &(attribute, delta) in chem_boosts(&effect.name) {
            out.push(Modifier {
                attribute,
                delta,
                source: ModifierSource::Effect {
                    name: effect.name.clone(),
                },
            });
        }
        if let Some(chem) = addicted_chem(&effect.name) {
            if !active(chem) {
                for (attribute, delta) in withdrawal(chem) {
                    out.push(Modifier {
                        attribute,
                        delta,
                        source: ModifierSource::Withdrawal {
                            chem: chem.to_owned(),
                        },
                    });
                }
            }
        }
    }
    out
}

/// Damage each turn from a damage-over-time effect (Bleeding 1, Burning 2).
#[must_use]
pub fn damage_per_turn(name: &str) -> u32 {
    match name {
        "Bleeding" => 1,
        "Burning" => 2,
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
        assert_eq!(withdrawal("Med-X"), [(Attribute::End, -1)]);
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
