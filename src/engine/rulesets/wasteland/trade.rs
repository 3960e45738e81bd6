//! Trade prices from effective CHA and Barter, and settling a deal.
//!
//! m = 1 - (CHA - 5) x 0.05 - Barter x 0.05, computed in whole percent so the
//! result never suffers float error. Buy = max(1, round(base x max(0.5, m)));
//! sell = max(1, round(base x min(1.5, 2 - m))); halves round up.

use super::campaign::{in_range, Campaign};
use super::command::{TradeGoods, TradeSide};
use super::error::RuleError;
use super::outcome::{Event, Outcome};
use super::skills::Skill;
use crate::engine::special::Attribute;

/// The price multiplier m in percent.
#[must_use]
pub fn multiplier_pct(cha: u8, barter: u8) -> i64 {
    100 - (i64::from(cha) - 5) * 5 - i64::from(barter) * 5
}

/// The final price for a base price, side and multiplier.
#[must_use]
pub fn price(base: u32, side: TradeSide, m_pct: i64) -> u32 {
    let pct = match side {
        TradeSide::Buy => m_pct.max(50),
        TradeSide::Sell => (200 - m_pct).min(150),
    };
    let cents = i64::from(base) * pct;
    ((cents + 50) / 100).max(1) as u32
}

impl Campaign {
    pub(crate) fn trade(
        &mut self,
        player: &str,
        base: i64,
        side: TradeSide,
        settle: Option<&TradeGoods>,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let base = in_range("price", base, 1, 1_000_000)? as u32;
        let i = self.player_index(player)?;
        let weather = self.world.weather;
        let c = &self.players[i];
        let cha = c.effective(Attribute::Cha, weather).value;
        let barter = c.skill(Skill::Barter);
        let m = multiplier_pct(cha, barter);
        let final_price = price(base, side, m);
        let name = c.name.clone();
        // The deal's own events follow the price, when it is settled.
        let mut scratch = Outcome::default();
        if let Some(goods) = settle {
            self.players[i].ensure_can_act()?;
            match side {
                TradeSide::Buy => {
                    self.caps(&name, -i64::from(final_price), &mut scratch)?;
                    self.inventory(&name, &goods.item, goods.qty, true, &mut scratch)?;
                }
                TradeSide::Sell => {
                    self.inventory(&name, &goods.item, goods.qty, false, &mut scratch)?;
                    self.caps(&name, i64::from(final_price), &mut scratch)?;
                }
            }
        }
        out.push(Event::Trade {
            name,
            side,
            base,
            cha,
            barter,
            multiplier_pct: m,
            price: final_price,
            settled: settle.is_some(),
        });
        out.events.extend(scratch.events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_follow_cha_and_barter_with_clamps() {
        assert_eq!(multiplier_pct(5, 0), 100);
        assert_eq!(price(100, TradeSide::Buy, 100), 100);
        assert_eq!(price(100, TradeSide::Sell, 100), 100);
        // CHA 8, Barter 2: m = 0.75 -> buy 75, sell 125.
        let m = multiplier_pct(8, 2);
        assert_eq!(
            (
                price(100, TradeSide::Buy, m),
                price(100, TradeSide::Sell, m)
            ),
            (75, 125)
        );
        // CHA 10, Barter 6: m = 0.45 -> buy clamps at 0.5, sell at 1.5.
        let m = multiplier_pct(10, 6);
        assert_eq!(
            (
                price(100, TradeSide::Buy, m),
                price(100, TradeSide::Sell, m)
            ),
            (50, 150)
        );
        // CHA 1: m = 1.2 -> buy 120, sell 80; rounding halves up; never below 1.
        let m = multiplier_pct(1, 0);
        assert_eq!(
            (
                price(100, TradeSide::Buy, m),
                price(100, TradeSide::Sell, m)
            ),
            (120, 80)
        );
        assert_eq!(price(5, TradeSide::Buy, 90), 5);
        assert_eq!(price(1, TradeSide::Buy, 50), 1);
    }
}
