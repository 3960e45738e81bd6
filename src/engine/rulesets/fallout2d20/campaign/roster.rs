//! The field: characters and creatures joining and leaving, the status board,
//! and skill ranks.

use super::Campaign;
use crate::engine::rulesets::fallout2d20::character::NewCharacter;
use crate::engine::rulesets::fallout2d20::character::{Character, Creature, RANK_MAX};
use crate::engine::rulesets::fallout2d20::command::{Command, CREATURE_COUNT_MAX};
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError, Unknown};
use crate::engine::rulesets::fallout2d20::outcome::{Event, Outcome, Unit};
use crate::engine::rulesets::fallout2d20::skills::Skill;

impl Campaign {
    /// The field's commands, each to its own function.
    pub(super) fn apply_field(
        &mut self,
        command: &Command,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        match command {
            Command::AddCharacter(new) => self.add_character(new, out),
            Command::RemoveCharacter { name } => self.remove_character(name, out),
            Command::Status { name } => self.status(name.as_deref(), out),
            Command::AddCreature {
                template,
                name,
                count,
                ally,
            } => self.add_creatures(template, name.as_deref(), *count, *ally, out),
            Command::RemoveCreature { name } => self.remove_creature(name, out),
            Command::SetRank {
                character,
                skill,
                rank,
            } => self.set_rank(character, *skill, *rank, out),
            _ => unreachable!("`apply` routes only the field's commands here"),
        }
    }

    crate::engine::roster::add_character!();

    fn remove_character(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.character_index(name)?;
        let c = self.characters.remove(i);
        out.push(Event::CharacterRemoved {
            name: c.name.clone(),
        });
        self.leave(&Unit::Character(c.name), out);
        Ok(())
    }

    /// The board, or one unit's sheet.
    fn status(&self, name: Option<&str>, out: &mut Outcome) -> Result<(), RuleError> {
        let Some(name) = name else {
            out.push(Event::Board {
                characters: self.characters.iter().map(Character::sheet).collect(),
                creatures: self.creatures.iter().map(Creature::view).collect(),
                combat: self.combat.clone().map(Box::new),
                group_ap: self.group_ap,
                gm_ap: self.gm_ap,
            });
            return Ok(());
        };
        match self.unit(name)? {
            Unit::Character(n) => out.push(Event::Sheet {
                sheet: Box::new(self.characters[self.character_index(&n)?].sheet()),
            }),
            Unit::Creature(n) => out.push(Event::Creature {
                creature: Box::new(self.creatures[self.creature_index(&n)?].view()),
            }),
        }
        Ok(())
    }

    fn remove_creature(&mut self, name: &str, out: &mut Outcome) -> Result<(), RuleError> {
        let i = self.creature_index(name)?;
        let c = self.creatures.remove(i);
        out.push(Event::CreatureRemoved {
            name: c.name.clone(),
        });
        self.leave(&Unit::Creature(c.name), out);
        Ok(())
    }

    fn set_rank(
        &mut self,
        character: &str,
        skill: Skill,
        rank: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.character_index(character)?;
        // A super mutant's ranks stop lower ([`Character::rank_max`]).
        let most = self.characters[i].rank_max().min(RANK_MAX);
        let rank = in_range(skill.name(), rank, 0, i64::from(most))? as u8;
        let c = &mut self.characters[i];
        let before = c.rank(skill);
        if let Some(r) = c.ranks.get_mut(skill.index()) {
            *r = rank;
        }
        out.push(Event::RankSet {
            character: c.name.clone(),
            skill,
            before: u32::from(before),
            after: u32::from(rank),
        });
        Ok(())
    }

    pub(super) fn add_creatures(
        &mut self,
        template: &str,
        name: Option<&str>,
        count: i64,
        ally: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let brew = &self.homebrew.creatures;
        let t = brew
            .find(template)
            .ok_or_else(|| RuleError::unknown(Unknown::Template, template, brew.names()))?;
        let own = brew.is_homebrew(&t.name).then(|| Box::new(t.clone()));
        let count = in_range("count", count, 1, CREATURE_COUNT_MAX)?;
        let names = self.newcomer_names(&t.name, name, count as usize)?;
        let mut added = Vec::new();
        for chosen in names {
            let mut c = Creature::new(&t, chosen, ally);
            c.homebrew.clone_from(&own);
            added.push(c.view());
            self.creatures.push(c);
        }
        out.push(Event::CreaturesAdded { creatures: added });
        Ok(())
    }
}
