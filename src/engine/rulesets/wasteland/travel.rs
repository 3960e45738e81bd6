//! Where each character is, and what travel finds. The party is at the
//! world's location; a character may be somewhere else (a split party) until
//! the party moves together again. When the whole party travels
//! (`move-team`), a d6 is rolled: on a 1 a locked container is found where
//! they arrive, which a Lockpick (PER) or Science (INT) check opens for loot.

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::error::RuleError;
use super::loot;
use super::outcome::{Event, Outcome, Unit};
use super::skills::Skill;
use crate::engine::dice::Dice;
use crate::engine::name;
use crate::engine::special::Attribute;

/// The d6 face on which travel finds a locked container.
pub const FIND_FACE: u32 = 1;
/// The difficulty of opening a found container.
pub const LOCK_DIFFICULTY: u32 = 2;
/// How many items a container holds (random tiers).
pub const CONTAINER_ITEMS: i64 = 2;

/// A locked container the party found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Container {
    /// Where it is.
    pub place: String,
}

/// Where one character is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Whereabouts {
    /// The character.
    pub name: String,
    /// The place.
    pub place: String,
    /// Whether that is where the party is.
    pub with_party: bool,
}

impl Campaign {
    /// Where a character is: apart, or with the party.
    #[must_use]
    pub fn place_of(&self, name: &str) -> &str {
        self.apart
            .get(name)
            .map_or(self.world.location.as_str(), String::as_str)
    }

    /// Everyone's whereabouts, in character order.
    #[must_use]
    pub fn whereabouts(&self) -> Vec<Whereabouts> {
        self.players
            .iter()
            .map(|c| Whereabouts {
                name: c.name.clone(),
                place: self.place_of(&c.name).to_owned(),
                with_party: !self.apart.contains_key(&c.name),
            })
            .collect()
    }

    /// `location`: with no name, everyone's whereabouts; with a name only,
    /// that character's; with a place too, moves that character there (to the
    /// party's place: rejoins it).
    pub(crate) fn location(
        &mut self,
        player: Option<&str>,
        place: Option<&str>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let Some(player) = player else {
            out.push(Event::Whereabouts {
                party: self.world.location.clone(),
                everyone: self.whereabouts(),
            });
            return Ok(());
        };
        let i = self.player_index(player)?;
        let who = self.players[i].name.clone();
        let Some(place) = place else {
            out.push(Event::Whereabouts {
                party: self.world.location.clone(),
                everyone: self
                    .whereabouts()
                    .into_iter()
                    .filter(|w| w.name == who)
                    .collect(),
            });
            return Ok(());
        };
        let place = name::clean(name::LOCATION, place)?;
        let from = self.place_of(&who).to_owned();
        if name::same(&place, &self.world.location) {
            self.apart.remove(&who);
        } else {
            self.apart.insert(who.clone(), place.clone());
        }
        let to = self.place_of(&who).to_owned();
        out.push(Event::Moved {
            name: who,
            from,
            to,
        });
        Ok(())
    }

    /// `move-team`: everyone goes to `place` together (a split party
    /// regroups); the d6 of travel may find a locked container there.
    pub(crate) fn move_team(
        &mut self,
        place: &str,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let place = name::clean(name::LOCATION, place)?;
        let from = std::mem::replace(&mut self.world.location, place.clone());
        self.apart.clear();
        out.push(Event::PartyMoved {
            from,
            to: place.clone(),
        });
        let face = dice.roll(6);
        let found = face == FIND_FACE;
        if found {
            self.container = Some(Container {
                place: place.clone(),
            });
        }
        out.push(Event::TravelRoll {
            die: face,
            found,
            place,
        });
        Ok(())
    }

    /// Opens the found container with Lockpick (PER) or Science (INT) at
    /// difficulty 2; on a success it is emptied into a loot draw (two items
    /// of random tiers) and gone; a failure leaves it locked.
    pub(crate) fn open_container(
        &mut self,
        player: &str,
        skill: Skill,
        dice: &mut dyn Dice,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let attribute = match skill {
            Skill::Lockpick => Attribute::Per,
            Skill::Science => Attribute::Int,
            other => {
                return Err(RuleError::Invalid {
                    what: "skill (Lockpick or Science)".into(),
                    value: other.name().to_owned(),
                })
            }
        };
        let i = self.player_index(player)?;
        self.players[i].ensure_can_act()?;
        let who = self.players[i].name.clone();
        let here = self.place_of(&who).to_owned();
        let Some(container) = self
            .container
            .as_ref()
            .filter(|c| name::same(&c.place, &here))
        else {
            return Err(RuleError::NoContainer { place: here });
        };
        let place = container.place.clone();
        let check = self.own_check(i, attribute, skill, LOCK_DIFFICULTY, dice);
        let opened = check.passed;
        out.push(Event::ContainerOpened {
            name: who.clone(),
            place,
            check,
            opened,
        });
        if opened {
            self.container = None;
            loot::draw(&self.homebrew.loot, None, CONTAINER_ITEMS, dice, out)?;
        }
        self.mark_acted([Unit::Player(who)], out);
        Ok(())
    }
}
