//! Growth in the Fallout 2d20 game: experience points, levels by the
//! published XP table, the level-up a player takes (one more maximum HP, a
//! skill rank, a perk or a further rank of one) and magazines read, which
//! grant their perks. The GM gives XP (`xp`); the player or the GM levels
//! up (`level-up`); the GM says a character read a magazine (`read`).
//! Every refusal names its reason and changes nothing.

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::character::{Character, LEVEL_MAX, RANK_MAX};
use super::command::Command;
use super::error::{in_range, RuleError};
use super::outcome::{Event, Outcome};
use super::perks::{HeldPerk, Perk};
use super::skills::Skill;

/// The most XP one `xp` command gives.
pub const XP_GRANT_MAX: i64 = 100_000;

/// The XP a character needs to reach `level`: `level x (level - 1) / 2 x
/// 100` (the core rulebook's table: 0, 100, 300, 600, 1,000, ...; the
/// Foundry VTT Fallout system computes its "next level XP" so).
#[must_use]
pub fn xp_for_level(level: u32) -> u32 {
    level * level.saturating_sub(1) / 2 * 100
}

/// The most XP a character holds: what the highest level needs.
#[must_use]
pub fn xp_max() -> u32 {
    xp_for_level(LEVEL_MAX)
}

/// The XP the character's next level needs (`None` at the highest level).
#[must_use]
pub fn next_level_xp(c: &Character) -> Option<u32> {
    (c.level < LEVEL_MAX).then(|| xp_for_level(c.level + 1))
}

/// Whether the character has the XP for its next level.
#[must_use]
pub fn level_up_ready(c: &Character) -> bool {
    next_level_xp(c).is_some_and(|needed| c.xp >= needed)
}

/// XP given to a character (the `xp_given` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct XpGiven {
    /// Who.
    pub character: String,
    /// XP given.
    pub amount: u32,
    /// XP before.
    pub before: u32,
    /// XP now.
    pub xp: u32,
    /// Its level.
    pub level: u32,
    /// The XP its next level needs (`None` at the highest level).
    pub next: Option<u32>,
    /// Whether it may level up now.
    pub ready: bool,
}

/// A level-up taken (the `level_up` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelUp {
    /// Who.
    pub character: String,
    /// The level reached.
    pub level: u32,
    /// Maximum HP before radiation, before and after.
    pub max_hp_before: u32,
    /// Maximum HP before radiation now.
    pub max_hp: u32,
    /// HP now (the HP gained arrive with the level).
    pub hp: u32,
    /// The skill raised.
    pub skill: Skill,
    /// Its rank now.
    pub skill_rank: u32,
    /// The perk taken.
    pub perk: String,
    /// Its rank now.
    pub perk_rank: u32,
    /// XP held.
    pub xp: u32,
    /// The XP the following level needs (`None` at the highest level).
    pub next: Option<u32>,
    /// Whether the XP held is enough for the following level too (absent
    /// in a log written before: no).
    #[serde(default)]
    pub ready: bool,
}

/// A magazine read and its perk granted (the `magazine_read` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MagazineRead {
    /// Who.
    pub character: String,
    /// The magazine, and the perk of its name.
    pub magazine: String,
}

impl Campaign {
    /// The commands of growth, each to its own function.
    pub(super) fn apply_growth(
        &mut self,
        command: &Command,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let event = match command {
            Command::Xp { character, amount } => Event::XpGiven {
                given: self.give_xp(character, *amount)?,
            },
            Command::LevelUp {
                character,
                skill,
                perk,
                further,
            } => Event::LevelUp {
                level_up: self.level_up(character, *skill, perk, *further)?,
            },
            Command::Read {
                character,
                magazine,
            } => Event::MagazineRead {
                read: self.read_magazine(character, magazine)?,
            },
            _ => unreachable!("`apply` routes only the commands of growth here"),
        };
        out.push(event);
        Ok(())
    }

    /// GM: gives a character XP.
    fn give_xp(&mut self, character: &str, amount: i64) -> Result<XpGiven, RuleError> {
        let i = self.character_index(character)?;
        let amount = in_range("xp", amount, 1, XP_GRANT_MAX)? as u32;
        let c = &mut self.characters[i];
        let before = c.xp;
        let room = xp_max().saturating_sub(before);
        if amount > room {
            return Err(RuleError::range("xp", amount.into(), 0, room.into()));
        }
        c.xp = before + amount;
        Ok(XpGiven {
            character: c.name.clone(),
            amount,
            before,
            xp: c.xp,
            level: c.level,
            next: next_level_xp(c),
            ready: level_up_ready(c),
        })
    }

    /// The player (or the GM) levels a character up: checked whole first
    /// (the XP, the skill below its cap, the perk's requirements at the new
    /// level), then applied.
    fn level_up(
        &mut self,
        character: &str,
        skill: Skill,
        perk: &str,
        further: bool,
    ) -> Result<LevelUp, RuleError> {
        let i = self.character_index(character)?;
        let perk = Perk::named(perk)?;
        let c = &self.characters[i];
        let needed = next_level_xp(c).ok_or_else(|| {
            RuleError::range("level", i64::from(c.level) + 1, 1, LEVEL_MAX.into())
        })?;
        if c.xp < needed {
            return Err(RuleError::NotEnoughXp {
                character: c.name.clone(),
                level: c.level + 1,
                xp: c.xp,
                needed,
            });
        }
        // A super mutant's ranks stop at 4 ([`Character::rank_max`]).
        let most = c.rank_max().min(RANK_MAX);
        if c.rank(skill) >= most {
            return Err(RuleError::SkillCapped {
                character: c.name.clone(),
                skill,
                rank: u32::from(most),
            });
        }
        let perk_rank = check_perk(c, perk, c.level + 1, further)?;
        let c = &mut self.characters[i];
        let max_before = c.base_max_hp();
        c.level += 1;
        c.ranks[skill.index()] += 1;
        grant(c, perk, perk_rank);
        let max_hp = c.base_max_hp();
        if !c.vitals.dead {
            c.vitals.hp = (c.vitals.hp + (max_hp - max_before)).min(c.max_hp());
        }
        Ok(LevelUp {
            character: c.name.clone(),
            level: c.level,
            max_hp_before: max_before,
            max_hp,
            hp: c.vitals.hp,
            skill,
            skill_rank: u32::from(c.rank(skill)),
            perk: perk.name.to_string(),
            perk_rank,
            xp: c.xp,
            next: next_level_xp(c),
            ready: next_level_xp(c).is_some_and(|n| c.xp >= n),
        })
    }

    /// GM: a character read a magazine and gains the perk of its name.
    fn read_magazine(
        &mut self,
        character: &str,
        magazine: &str,
    ) -> Result<MagazineRead, RuleError> {
        let i = self.character_index(character)?;
        let perk = Perk::find(magazine).filter(|p| p.magazine).ok_or_else(|| {
            let names = super::perks::PERKS
                .iter()
                .filter(|p| p.magazine)
                .map(|p| p.name.to_string())
                .collect();
            RuleError::unknown(super::error::Unknown::Magazine, magazine, names)
        })?;
        let c = &mut self.characters[i];
        if super::perks::rank(&c.perks, &perk.name) > 0 {
            return Err(RuleError::MagazineRead {
                character: c.name.clone(),
                magazine: perk.name.to_string(),
            });
        }
        grant(c, perk, 1);
        Ok(MagazineRead {
            character: c.name.clone(),
            magazine: perk.name.to_string(),
        })
    }
}

/// The perks `c` may take at its next level, each with the rank it would
/// reach, in the table's order.
#[must_use]
pub fn open(c: &Character) -> Vec<(&'static Perk, u32)> {
    super::perks::PERKS
        .iter()
        .filter_map(|p| Some((p, check_perk(c, p, c.level + 1, false).ok()?)))
        .collect()
}

/// Whether `c` may take `perk` at `level`: the rank it would reach, or the
/// reason it may not. `further` says the player means a further rank of a
/// perk held.
pub(super) fn check_perk(
    c: &Character,
    perk: &Perk,
    level: u32,
    further: bool,
) -> Result<u32, RuleError> {
    let (character, name) = (c.name.clone(), perk.name.to_string());
    if perk.magazine {
        return Err(RuleError::PerkMagazine { perk: name });
    }
    let held = super::perks::rank(&c.perks, &perk.name);
    if further && held == 0 {
        return Err(RuleError::PerkNotHeld {
            character,
            perk: name,
        });
    }
    if held >= perk.ranks {
        return Err(RuleError::PerkRanks {
            character,
            perk: name,
            ranks: perk.ranks,
        });
    }
    if let Some(refusal) = super::origins::barred(c, perk) {
        return Err(refusal);
    }
    if let Some(beside) = excluded_by(c, perk) {
        return Err(RuleError::PerkExcludes {
            character,
            perk: name,
            beside: beside.to_owned(),
        });
    }
    let rank = held + 1;
    let needs = perk.level_for(rank);
    if level < needs {
        return Err(RuleError::PerkLevel {
            character,
            perk: name,
            rank,
            level: needs,
        });
    }
    if let Some((attribute, needed, score)) = perk.short_of(&c.special) {
        return Err(RuleError::PerkAttribute {
            character,
            perk: name,
            attribute,
            needed: u32::from(needed),
            score: u32::from(score),
        });
    }
    Ok(rank)
}

/// Perks the published text bars beside each other ("You may not purchase
/// this perk if you have ...": Foundry's perks.db descriptions).
const EXCLUSIVE: [(&str, &str); 1] = [("Cautious Nature", "Daring Nature")];

/// The perk `c` holds that bars it from `perk`, if any.
fn excluded_by(c: &Character, perk: &Perk) -> Option<&'static str> {
    EXCLUSIVE.iter().find_map(|&(a, b)| {
        let other = match &*perk.name {
            name if name == a => b,
            name if name == b => a,
            _ => return None,
        };
        (super::perks::rank(&c.perks, other) > 0).then_some(other)
    })
}

/// Gives `c` `perk` at `rank` (a further rank raises the one held).
pub(super) fn grant(c: &mut Character, perk: &Perk, rank: u32) {
    match c.perks.iter_mut().find(|p| *p.name == *perk.name) {
        Some(p) => p.rank = rank,
        None => c.perks.push(HeldPerk {
            name: perk.name.to_string(),
            rank,
        }),
    }
}
