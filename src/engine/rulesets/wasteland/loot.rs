//! Loot: drawing distinct items from a tier, or with each item's tier drawn by
//! weight (35/35/20/8/2).
//!
//! Dice order: per item, a d100 for its tier (only when no tier is given), then
//! one die over the items of that tier not yet drawn.

use super::campaign::in_range;
use super::data::LootTier;
use super::error::RuleError;
use super::homebrew::LootBrew;
use super::outcome::{Event, LootItem, Outcome};
use crate::engine::dice::Dice;
use crate::engine::homebrew::Brew;

/// Draws a tier by the tier weights with one d100.
pub fn draw_tier(dice: &mut dyn Dice) -> LootTier {
    let mut roll = dice.roll(100);
    for (tier, weight) in LootTier::ALL.into_iter().zip(LootTier::WEIGHTS) {
        if roll <= weight {
            return tier;
        }
        roll -= weight;
    }
    LootTier::Junk
}

/// Draws one item of a tier of the campaign's loot (`rows`: shipped and
/// homebrew), an enemy's drop; none when the campaign removed every row of
/// the tier.
pub fn draw_one(rows: &Brew<LootBrew>, tier: LootTier, dice: &mut dyn Dice) -> Option<LootItem> {
    pick(rows, tier, &[], dice)
}

fn pick(
    rows: &Brew<LootBrew>,
    tier: LootTier,
    taken: &[LootItem],
    dice: &mut dyn Dice,
) -> Option<LootItem> {
    let left: Vec<_> = rows
        .tier(tier)
        .into_iter()
        .filter(|e| !taken.iter().any(|t| t.tier == tier && *t.item == *e.name))
        .collect();
    if left.is_empty() {
        return None;
    }
    let entry = &left[(dice.roll(left.len() as u32) - 1) as usize];
    Some(LootItem {
        tier,
        item: entry.name.to_string(),
        qty: entry.qty,
    })
}

/// `loot [tier] [count]`: `count` (1..=10) distinct items of the campaign's
/// loot (`rows`).
pub fn draw(
    rows: &Brew<LootBrew>,
    tier: Option<LootTier>,
    count: i64,
    dice: &mut dyn Dice,
    out: &mut Outcome,
) -> Result<(), RuleError> {
    let count = in_range("count", count, 1, 10)? as usize;
    if let Some(t) = tier {
        let available = rows.tier(t).len();
        if available < count {
            return Err(RuleError::NotEnoughLoot {
                tier: t,
                available: available as u32,
            });
        }
    }
    let mut items: Vec<LootItem> = Vec::with_capacity(count);
    for _ in 0..count {
        let t = tier.unwrap_or_else(|| draw_tier(dice));
        // A drawn tier the campaign emptied (by removing its rows) or drew
        // dry has nothing to give.
        let item = pick(rows, t, &items, dice).ok_or_else(|| RuleError::NotEnoughLoot {
            tier: t,
            available: rows.tier(t).len() as u32,
        })?;
        items.push(item);
    }
    out.push(Event::Loot { tier, items });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::ScriptedDice;
    use LootTier::{Common, Junk, Rare, Uncommon, Unique};

    #[test]
    fn tier_weights_split_the_d100() {
        let tiers: Vec<LootTier> = [1, 35, 36, 70, 71, 90, 91, 98, 99, 100]
            .into_iter()
            .map(|f| draw_tier(&mut ScriptedDice::new([f])))
            .collect();
        assert_eq!(
            tiers,
            [Junk, Junk, Common, Common, Uncommon, Uncommon, Rare, Rare, Unique, Unique]
        );
    }
}
