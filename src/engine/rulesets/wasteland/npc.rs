//! NPC generation from name parts and trait ids; generated NPCs are remembered.
//!
//! Dice order per NPC: first name, surname, appearance, motive, knowledge,
//! speech, one die over each list.

use super::campaign::{in_range, Campaign};
use super::data::npc::{APPEARANCES, FIRST_NAMES, KNOWLEDGE, LAST_NAMES, MOTIVES, SPEECH};
use super::error::RuleError;
use super::outcome::{Event, Npc, Outcome};
use crate::engine::dice::Dice;

fn pick(list: &[&str], dice: &mut dyn Dice) -> String {
    list[(dice.roll(list.len() as u32) - 1) as usize].to_owned()
}

impl Campaign {
    pub(crate) fn npc_gen(
        &mut self,
        count: i64,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let count = in_range("count", count, 1, 5)?;
        let npcs: Vec<Npc> = (0..count)
            .map(|_| {
                let first = pick(FIRST_NAMES, dice);
                let last = pick(LAST_NAMES, dice);
                Npc {
                    name: format!("{first} {last}"),
                    appearance: pick(APPEARANCES, dice),
                    motive: pick(MOTIVES, dice),
                    knows: pick(KNOWLEDGE, dice),
                    speech: pick(SPEECH, dice),
                }
            })
            .collect();
        self.npcs.extend(npcs.iter().cloned());
        let excess = self.npcs.len().saturating_sub(Campaign::NPC_MEMORY);
        self.npcs.drain(..excess);
        out.push(Event::Npcs { npcs });
        Ok(())
    }
}
