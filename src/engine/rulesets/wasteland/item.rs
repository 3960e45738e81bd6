//! Items and effects on characters: inventory changes, using consumables
//! (healing with the user's Medicine bonus, rads, AP, timed chems, addiction and
//! its cure) and adding or removing status effects.

use super::campaign::{in_range, Campaign};
use super::character::canonical_item;
use super::data::{Consumable, ADDICTION_TARGET};
use super::effect::{self, Kind, PERMANENT};
use super::error::{RuleError, Unknown};
use super::notation::MAX_QUANTITY;
use super::outcome::{Event, Outcome, Unit};
use super::skills::Skill;
use crate::engine::dice::Dice;
use crate::engine::name;

impl Campaign {
    pub(crate) fn inventory(
        &mut self,
        player: &str,
        item: &str,
        qty: i64,
        add: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let qty = in_range("quantity", qty, 1, MAX_QUANTITY)? as u32;
        let item = &name::clean(name::ITEM_NAME, item)?;
        let i = self.player_index(player)?;
        let c = &mut self.players[i];
        let was = c.encumbered();
        // Refused whole past the stack limit ([`Character::add_item`]).
        let now = if add {
            c.add_item(item, qty)?
        } else {
            c.remove_item(item, qty)?
        };
        out.push(Event::Inventory {
            name: c.name.clone(),
            item: canonical_item(item),
            delta: if add { i64::from(qty) } else { -i64::from(qty) },
            now,
        });
        if c.encumbered() != was {
            out.push(Event::Encumbrance {
                name: c.name.clone(),
                load: c.load(),
                capacity: c.carry_weight(),
                encumbered: c.encumbered(),
            });
        }
        Ok(())
    }

    pub(crate) fn use_item(
        &mut self,
        player: &str,
        item: &str,
        target: Option<&str>,
        provider: Option<&str>,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let ui = self.player_index(player)?;
        self.players[ui].ensure_can_act()?;
        // Whose inventory pays: the provider's (a teammate's Stimpak), else the user's.
        let pi = match provider {
            Some(p) => self.player_index(p)?,
            None => ui,
        };
        let Some(item) = self.homebrew.consumables.find(item) else {
            if self.players[pi].count(item) > 0 {
                return Err(RuleError::NotConsumable {
                    item: canonical_item(item),
                });
            }
            return Err(RuleError::Unknown {
                kind: Unknown::Consumable,
                name: item.to_owned(),
                suggestions: self.homebrew.consumables.names(),
            });
        };
        let ti = match target {
            Some(t) => self.player_index(t)?,
            None => ui,
        };
        if !self.players[ti].is_alive() {
            return Err(RuleError::Dead {
                name: self.players[ti].name.clone(),
            });
        }
        let left = self.players[pi].remove_item(&item.name, 1)?;
        let user = self.players[ui].name.clone();
        let target_name = self.players[ti].name.clone();
        out.push(Event::ItemUsed {
            user: user.clone(),
            target: target_name.clone(),
            item: item.name.to_string(),
            left,
            provider: (pi != ui).then(|| self.players[pi].name.clone()),
        });
        self.consume(&item, ui, ti, dice, out)?;
        self.mark_acted([Unit::Player(user)], out);
        Ok(())
    }

    /// What a consumable does to the character it is used on: healing
    /// (with the user's Medicine), radiation, hunger, AP, then its chem's
    /// effect, the addiction roll and cures.
    fn consume(
        &mut self,
        item: &Consumable,
        ui: usize,
        ti: usize,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let target_name = self.players[ti].name.clone();
        if item.heal > 0 {
            let medicine = self.players[ui].skill(Skill::Medicine);
            self.heal_player(ti, item.heal, medicine, out)?;
        }
        if item.rads != 0 {
            self.irradiate(ti, i64::from(item.rads), out);
        }
        self.eat(&target_name, item.hunger, out);
        if item.ap > 0 {
            let before = self.players[ti].ap;
            let added = self.credit_ap(ti, item.ap);
            out.push(Event::Ap {
                name: target_name.clone(),
                delta: i64::from(added),
                before,
                after: before + added,
            });
        }
        self.chem_effects(item, ti, dice, out);
        Ok(())
    }

    /// A consumable's timed effect, the addiction roll of an addictive
    /// chem (d20 at or under the target), and addictions cured.
    fn chem_effects(
        &mut self,
        item: &Consumable,
        ti: usize,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) {
        let target_name = self.players[ti].name.clone();
        if let Some((kind, turns)) = item.effect {
            let c = &mut self.players[ti];
            effect::add_or_refresh(&mut c.effects, kind.name(), turns);
            let now = c.effects.iter().find(|e| e.kind() == Some(kind)).cloned();
            if let Some(effect) = now {
                out.push(Event::EffectAdded {
                    unit: Unit::Player(target_name.clone()),
                    effect,
                });
            }
        }
        if let (true, Some((Kind::Chem(chem), _))) = (item.addictive, item.effect) {
            let roll = dice.roll(20);
            let addiction = Kind::Addiction(chem);
            let c = &mut self.players[ti];
            let addicted = roll <= ADDICTION_TARGET && !c.has(addiction);
            if addicted {
                effect::add_or_refresh(&mut c.effects, addiction.name(), PERMANENT);
            }
            out.push(Event::AddictionRoll {
                name: target_name.clone(),
                chem: item.name.to_string(),
                roll,
                addicted,
            });
        }
        if item.cures_addiction {
            let c = &mut self.players[ti];
            let addictions: Vec<String> = c
                .effects
                .iter()
                .filter(|e| matches!(e.kind(), Some(Kind::Addiction(_))))
                .map(|e| e.name.clone())
                .collect();
            c.effects.retain(|e| !addictions.contains(&e.name));
            out.push(Event::Cured {
                name: target_name,
                addictions,
            });
        }
    }

    pub(crate) fn effect_add(
        &mut self,
        player: &str,
        name: &str,
        turns: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        if turns != i64::from(PERMANENT) {
            in_range("turns", turns, 1, 999)?;
        }
        let name = effect::canonical_name(&name::clean(name::EFFECT_NAME, name)?);
        let i = self.player_index(player)?;
        let c = &mut self.players[i];
        effect::add_or_refresh(&mut c.effects, &name, turns as i32);
        let effect = c
            .effects
            .iter()
            .find(|e| crate::engine::name::same(&e.name, &name))
            .cloned()
            .unwrap_or(effect::Effect {
                name,
                turns: turns as i32,
            });
        out.push(Event::EffectAdded {
            unit: Unit::Player(c.name.clone()),
            effect,
        });
        Ok(())
    }

    pub(crate) fn effect_remove(
        &mut self,
        player: &str,
        name: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.player_index(player)?;
        let c = &mut self.players[i];
        let Some(pos) = c.effects.iter().position(|e| name::same(&e.name, name)) else {
            return Err(RuleError::NoSuchEffect {
                name: c.name.clone(),
                effect: name.trim().to_owned(),
            });
        };
        let removed = c.effects.remove(pos);
        out.push(Event::EffectRemoved {
            unit: Unit::Player(c.name.clone()),
            effect: removed.name,
        });
        Ok(())
    }
}
