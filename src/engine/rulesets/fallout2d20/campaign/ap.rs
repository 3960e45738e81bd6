//! The AP pools: paying, saving what a test generated, and buying extra d20s.

use crate::engine::mechanics::pool::{self};

use super::{Campaign, GM_AP_MAX, GROUP_AP_MAX};
use crate::engine::rulesets::fallout2d20::command::Buy;
use crate::engine::rulesets::fallout2d20::error::{in_range, RuleError};
use crate::engine::rulesets::fallout2d20::outcome::{
    ApMove, Bought, Event, Outcome, Pool, Saved, Unit,
};

impl Campaign {
    /// The most AP the group may save: 6, and 1 more with Inspirational.
    #[must_use]
    pub fn group_ap_max(&self) -> u32 {
        GROUP_AP_MAX
            + crate::engine::rulesets::fallout2d20::perk_effects::group_ap_bonus(&self.characters)
    }

    /// The GM sets a pool's AP.
    pub(super) fn set_ap(
        &mut self,
        pool: Pool,
        value: i64,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let max = match pool {
            Pool::Group => self.group_ap_max(),
            Pool::Gm => GM_AP_MAX,
        };
        let value = in_range(pool.word(), value, 0, i64::from(max))? as u32;
        let slot = self.pool_mut(pool);
        let before = *slot;
        *slot = value;
        out.push(Event::ApSet {
            ap: ApMove {
                pool,
                before,
                after: value,
            },
        });
        Ok(())
    }

    pub(super) fn pool_mut(&mut self, pool: Pool) -> &mut u32 {
        match pool {
            Pool::Group => &mut self.group_ap,
            Pool::Gm => &mut self.gm_ap,
        }
    }

    /// Takes `amount` AP from a pool, or refuses.
    pub(in crate::engine::rulesets::fallout2d20) fn pay(
        &mut self,
        pool: Pool,
        amount: u32,
    ) -> Result<Option<ApMove>, RuleError> {
        if amount == 0 {
            return Ok(None);
        }
        let slot = self.pool_mut(pool);
        if *slot < amount {
            return Err(RuleError::NotEnoughAp {
                pool: pool.word().to_owned(),
                needed: amount,
                available: *slot,
            });
        }
        let before = *slot;
        *slot -= amount;
        Ok(Some(ApMove {
            pool,
            before,
            after: *slot,
        }))
    }

    /// Puts AP in a pool up to its maximum; the rest is lost.
    pub(super) fn save_ap(&mut self, pool: Pool, amount: u32) -> Option<Saved> {
        if amount == 0 {
            return None;
        }
        let max = match pool {
            Pool::Group => self.group_ap_max(),
            Pool::Gm => GM_AP_MAX,
        };
        let slot = self.pool_mut(pool);
        let room = max.saturating_sub(*slot);
        let saved = amount.min(room);
        *slot += saved;
        Some(Saved {
            pool,
            saved,
            lost: amount - saved,
            after: *slot,
        })
    }

    /// Buys extra d20s: paid from the unit's pool, or (players) given to the GM.
    pub(super) fn buy(&mut self, unit: &Unit, buy: Buy) -> Result<Bought, RuleError> {
        let n = in_range("bought dice", buy.dice, 0, i64::from(pool::MAX_BOUGHT))? as u32;
        // X-Cell: the first bought d20s cost nothing (the first die costs
        // 1 AP, the second 2, the third 3).
        let (free, free_chems) = self.character(unit).map_or((0, Vec::new()), |c| {
            crate::engine::rulesets::fallout2d20::chems::chem_free_dice(&c.vitals.chems)
        });
        let free = free.min(n);
        let cost = pool::buy_cost(n).unwrap_or(0) - pool::buy_cost(free).unwrap_or(0);
        let free = (free > 0).then(|| {
            Box::new(crate::engine::rulesets::fallout2d20::chems::FreeDice {
                dice: free,
                chems: free_chems,
            })
        });
        let ap = if buy.to_gm {
            if matches!(unit, Unit::Creature(_)) {
                return Err(RuleError::invalid("option", "--to-gm"));
            }
            if cost == 0 {
                None
            } else {
                let before = self.gm_ap;
                self.gm_ap = (self.gm_ap + cost).min(GM_AP_MAX);
                Some(ApMove {
                    pool: Pool::Gm,
                    before,
                    after: self.gm_ap,
                })
            }
        } else {
            self.pay_with_chem_ap(unit, Self::pool_of(unit), cost)?
        };
        Ok(Bought {
            dice: n,
            cost,
            ap,
            free,
        })
    }
}
