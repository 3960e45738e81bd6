//! The published item numbers the Fallout 2d20 content rows carry besides
//! their rules: weight, cost in caps and rarity (the core rulebook's item
//! tables, as the Foundry VTT Fallout system's compendium carries them).
//! They are shown and checked; the rules read none of them yet.
//!
//! Weights are published in pounds with up to three decimals (a 10mm round
//! weighs 0.025 lb), so [`Weight`] keeps thousandths of a pound: exact, and
//! comparable for equality like every other field of a row.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Most pounds an item may weigh (a bound on the content files).
pub const WEIGHT_MAX_LB: u32 = 1_000;
/// Most caps an item may cost.
pub const COST_MAX: u32 = 100_000;
/// The highest rarity of the core rulebook's tables.
pub const RARITY_MAX: u32 = 6;

/// A weight in thousandths of a pound; written as pounds in the files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Weight(pub u32);

impl Weight {
    /// The weight in pounds.
    #[must_use]
    pub fn pounds(self) -> f64 {
        f64::from(self.0) / 1000.0
    }
}

impl Serialize for Weight {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.pounds())
    }
}

impl<'de> Deserialize<'de> for Weight {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Weight, D::Error> {
        let pounds = f64::deserialize(d)?;
        if !(0.0..=f64::from(WEIGHT_MAX_LB)).contains(&pounds) {
            return Err(serde::de::Error::custom(format!(
                "weight {pounds} is not 0-{WEIGHT_MAX_LB} pounds"
            )));
        }
        let milli = (pounds * 1000.0).round();
        if (milli - pounds * 1000.0).abs() > 1e-6 {
            return Err(serde::de::Error::custom(format!(
                "weight {pounds} has more than three decimals"
            )));
        }
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // bounded above
        Ok(Weight(milli as u32))
    }
}
