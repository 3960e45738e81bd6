//! The wasteland game's fixed option choices (localized in commands.ftl as
//! `cmd-choice-<slug>`).

use crate::engine::rulesets::wasteland::command::TradeSide;
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::skills::Skill;

/// How to open a container.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum OpenWith {
    Lockpick,
    Science,
}

/// A skill, for tag skills.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SkillChoice {
    Lockpick,
    Medicine,
    Melee,
    Repair,
    Science,
    #[name = "Small Guns"]
    SmallGuns,
    Sneak,
    Speech,
    Survival,
    Barter,
}

impl From<SkillChoice> for Skill {
    fn from(c: SkillChoice) -> Skill {
        match c {
            SkillChoice::Lockpick => Skill::Lockpick,
            SkillChoice::Medicine => Skill::Medicine,
            SkillChoice::Melee => Skill::Melee,
            SkillChoice::Repair => Skill::Repair,
            SkillChoice::Science => Skill::Science,
            SkillChoice::SmallGuns => Skill::SmallGuns,
            SkillChoice::Sneak => Skill::Sneak,
            SkillChoice::Speech => Skill::Speech,
            SkillChoice::Survival => Skill::Survival,
            SkillChoice::Barter => Skill::Barter,
        }
    }
}

/// A loot tier.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum TierChoice {
    #[name = "junk"]
    Junk,
    #[name = "common"]
    Common,
    #[name = "uncommon"]
    Uncommon,
    #[name = "rare"]
    Rare,
    #[name = "unique"]
    Unique,
}

impl From<TierChoice> for LootTier {
    fn from(c: TierChoice) -> LootTier {
        match c {
            TierChoice::Junk => LootTier::Junk,
            TierChoice::Common => LootTier::Common,
            TierChoice::Uncommon => LootTier::Uncommon,
            TierChoice::Rare => LootTier::Rare,
            TierChoice::Unique => LootTier::Unique,
        }
    }
}

/// Buy or sell.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SideChoice {
    #[name = "buy"]
    Buy,
    #[name = "sell"]
    Sell,
}

impl From<SideChoice> for TradeSide {
    fn from(c: SideChoice) -> TradeSide {
        match c {
            SideChoice::Buy => TradeSide::Buy,
            SideChoice::Sell => TradeSide::Sell,
        }
    }
}
