//! House rules: table habits a GM turns on for a campaign, each off by
//! default, so a campaign plays exactly as seed 000 unless its GM chose
//! otherwise. The set of rules on is part of the campaign's state (and so of
//! every export); each rule is applied where its subject is (checks, rest,
//! enemy attacks, turns, food), asking [`Campaign::house`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::campaign::Campaign;
use super::character::MAX_AP;
use super::error::{RuleError, Unknown};
use super::outcome::{Event, Outcome};

/// A house rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseRule {
    /// The Luck check is rolled only when the check failed or showed a
    /// complication.
    LuckOnFailure,
    /// After a non-critical enemy hit the target rolls d20 <= effective AGI to
    /// dodge it; a 1 also counter-attacks for the enemy's own damage dice.
    Dodge,
    /// Hunger 0-100 per character: +4 per exploration turn, food lowers it;
    /// the leader's hunger over 60 costs 1 TN, under 20 gives 1.
    Hunger,
    /// Before a check the leader rolls d20 <= effective PER: +1 TN for every
    /// participant, +2 on a 1.
    Awareness,
    /// After a failed check each participant rolls d100 <= effective INT to
    /// raise that skill by one (never above 6).
    SkillGrowth,
    /// Rest outside shelter is refused unless the GM forces it.
    SafeRest,
    /// No character holds more than 6 AP.
    ApCap,
}

impl HouseRule {
    /// Every house rule, in the order lists show them.
    pub const ALL: [HouseRule; 7] = [
        HouseRule::LuckOnFailure,
        HouseRule::Dodge,
        HouseRule::Hunger,
        HouseRule::Awareness,
        HouseRule::SkillGrowth,
        HouseRule::SafeRest,
        HouseRule::ApCap,
    ];

    /// Its id, as typed and stored (`luck-on-failure`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            HouseRule::LuckOnFailure => "luck-on-failure",
            HouseRule::Dodge => "dodge",
            HouseRule::Hunger => "hunger",
            HouseRule::Awareness => "awareness",
            HouseRule::SkillGrowth => "skill-growth",
            HouseRule::SafeRest => "safe-rest",
            HouseRule::ApCap => "ap-cap",
        }
    }

    /// Reads an id, ignoring case and surrounding space (`_` for `-` too).
    pub fn parse(text: &str) -> Result<HouseRule, RuleError> {
        let key = text.trim().to_ascii_lowercase().replace('_', "-");
        HouseRule::ALL
            .into_iter()
            .find(|r| r.id() == key)
            .ok_or_else(|| RuleError::Unknown {
                kind: Unknown::HouseRule,
                name: crate::engine::name::echo(text),
                suggestions: HouseRule::ALL.iter().map(|r| r.id().to_owned()).collect(),
            })
    }
}

/// The most AP a character holds under [`HouseRule::ApCap`].
pub const HOUSE_AP_CAP: u32 = 6;
/// Hunger added per exploration turn under [`HouseRule::Hunger`].
pub const HUNGER_PER_TURN: u32 = 4;
/// Highest hunger.
pub const HUNGER_MAX: u32 = 100;
/// Above this the leader's checks lose 1 TN and a warning shows.
pub const HUNGRY_OVER: u32 = 60;
/// Below this the leader's checks gain 1 TN.
pub const FED_UNDER: u32 = 20;

/// The TN change hunger gives a check's leader.
#[must_use]
pub fn hunger_modifier(hunger: u32) -> i64 {
    match hunger {
        h if h > HUNGRY_OVER => -1,
        h if h < FED_UNDER => 1,
        _ => 0,
    }
}

impl Campaign {
    /// Whether a house rule is on.
    #[must_use]
    pub fn house(&self, rule: HouseRule) -> bool {
        self.house_rules.contains(&rule)
    }

    /// A character's hunger (0 when the rule never counted it).
    #[must_use]
    pub fn hunger_of(&self, name: &str) -> u32 {
        self.hunger.get(name).copied().unwrap_or(0)
    }

    /// Turns a house rule on or off (GM). Turning `ap-cap` on trims every
    /// character's AP to the cap. A rule already so is refused as
    /// [`RuleError::AlreadySet`]: nothing to save, log or undo.
    pub(crate) fn set_house_rule(
        &mut self,
        rule: HouseRule,
        on: bool,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        if self.house(rule) == on {
            return Err(RuleError::AlreadySet {
                what: rule.id().to_owned(),
                value: if on { "on" } else { "off" }.to_owned(),
            });
        }
        if on {
            self.house_rules.insert(rule);
        } else {
            self.house_rules.remove(&rule);
            if rule == HouseRule::Hunger {
                self.hunger.clear();
            }
        }
        out.push(Event::HouseRuleSet { rule, on });
        if on && rule == HouseRule::ApCap {
            for c in &mut self.players {
                if c.ap > HOUSE_AP_CAP {
                    let before = c.ap;
                    c.ap = HOUSE_AP_CAP;
                    out.push(Event::Ap {
                        name: c.name.clone(),
                        delta: i64::from(HOUSE_AP_CAP) - i64::from(before),
                        before,
                        after: HOUSE_AP_CAP,
                    });
                }
            }
        }
        Ok(())
    }

    /// The house rules now on.
    pub(crate) fn list_house_rules(&self, out: &mut Outcome) {
        out.push(Event::HouseRules {
            on: self.house_rules.iter().copied().collect(),
        });
    }

    /// The AP ceiling now: the house cap, the campaign's `ap_cap` setting and
    /// the engine's bound, whichever is lowest.
    pub(crate) fn ap_ceiling(&self) -> u32 {
        let mut cap = self.world.ap_cap.unwrap_or(MAX_AP).min(MAX_AP);
        if self.house(HouseRule::ApCap) {
            cap = cap.min(HOUSE_AP_CAP);
        }
        cap
    }

    /// Hunger grows by one exploration turn for every living character.
    pub(crate) fn grow_hunger(&mut self, out: &mut Outcome) {
        if !self.house(HouseRule::Hunger) {
            return;
        }
        let mut changes = Vec::new();
        for c in self.players.iter().filter(|c| c.is_alive()) {
            let before = self.hunger.get(&c.name).copied().unwrap_or(0);
            let after = (before + HUNGER_PER_TURN).min(HUNGER_MAX);
            changes.push((c.name.clone(), before, after));
        }
        for (name, before, after) in changes {
            self.hunger.insert(name.clone(), after);
            out.push(Event::Hunger {
                name,
                before,
                after,
                hungry: after > HUNGRY_OVER,
            });
        }
    }

    /// Eating lowers hunger by the food's value.
    pub(crate) fn eat(&mut self, name: &str, relief: u32, out: &mut Outcome) {
        if !self.house(HouseRule::Hunger) || relief == 0 {
            return;
        }
        let before = self.hunger_of(name);
        let after = before.saturating_sub(relief);
        self.hunger.insert(name.to_owned(), after);
        out.push(Event::Hunger {
            name: name.to_owned(),
            before,
            after,
            hungry: after > HUNGRY_OVER,
        });
    }
}

/// Hunger by character name, for the campaign's state.
pub type HungerTable = BTreeMap<String, u32>;
