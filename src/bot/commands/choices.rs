//! Fixed choices offered as Discord option choices (localized in commands.ftl
//! as `cmd-choice-<slug>`).

use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::d20;
use crate::engine::rulesets::wasteland::command::TradeSide;
use crate::engine::rulesets::wasteland::data::LootTier;
use crate::engine::rulesets::wasteland::skills::Skill;
use crate::i18n::Lang;

/// A language.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LangChoice {
    /// English.
    #[name = "en-US"]
    EnUs,
    /// Simplified Chinese.
    #[name = "zh-CN"]
    ZhCn,
}

impl From<LangChoice> for Lang {
    fn from(c: LangChoice) -> Lang {
        match c {
            LangChoice::EnUs => Lang::EnUs,
            LangChoice::ZhCn => Lang::ZhCn,
        }
    }
}

/// A game a campaign can be started with (the games this version plays).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameChoice {
    /// The wasteland 2d20 game (the default).
    #[name = "wasteland-2d20"]
    Wasteland2d20,
    /// The d20 game.
    #[name = "d20"]
    D20,
    /// The classic Fallout game.
    #[name = "fallout-pnp"]
    FalloutPnp,
    /// The official Fallout 2d20 game.
    #[name = "fallout-2d20"]
    Fallout2d20,
}

impl From<GameChoice> for RulesetId {
    fn from(c: GameChoice) -> RulesetId {
        match c {
            GameChoice::Wasteland2d20 => RulesetId::Wasteland2d20,
            GameChoice::D20 => RulesetId::D20,
            GameChoice::FalloutPnp => RulesetId::FalloutPnp,
            GameChoice::Fallout2d20 => RulesetId::Fallout2d20,
        }
    }
}

/// A save of the d20 game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SaveChoice {
    Fortitude,
    Reflex,
    Will,
}

impl From<SaveChoice> for d20::Skill {
    fn from(c: SaveChoice) -> d20::Skill {
        match c {
            SaveChoice::Fortitude => d20::Skill::Fortitude,
            SaveChoice::Reflex => d20::Skill::Reflex,
            SaveChoice::Will => d20::Skill::Will,
        }
    }
}

/// Give or take away (a condition).
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AddOrRemove {
    #[name = "add"]
    Add,
    #[name = "remove"]
    Remove,
}

/// How to open a container.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum OpenWith {
    Lockpick,
    Science,
}

/// A ready-made character of the wasteland game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum PresetChoice {
    #[name = "Vault Dweller"]
    VaultDweller,
    #[name = "Wasteland Wanderer"]
    WastelandWanderer,
    #[name = "Caravan Guard"]
    CaravanGuard,
    #[name = "Smooth Talker"]
    SmoothTalker,
    #[name = "Field Medic"]
    FieldMedic,
    #[name = "Drifter"]
    Drifter,
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

#[cfg(test)]
mod tests {
    use super::GameChoice;
    use crate::engine::ruleset::RulesetId;
    use poise::ChoiceParameter as _;

    #[test]
    fn every_game_discord_plays_can_be_chosen_and_no_other() {
        let offered: Vec<RulesetId> = GameChoice::list()
            .iter()
            .map(|c| RulesetId::from(GameChoice::from_name(&c.name).expect("a choice")))
            .collect();
        assert_eq!(offered, crate::bot::DISCORD_GAMES);
        for c in GameChoice::list().iter() {
            assert_eq!(
                c.name,
                RulesetId::from(GameChoice::from_name(&c.name).expect("a choice")).as_str()
            );
        }
    }
}
