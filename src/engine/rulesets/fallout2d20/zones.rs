//! Zones of the Fallout 2d20 game: where each unit stands (a named zone on
//! its [`super::character::Vitals`]), the distance the GM sets between two
//! zones, Move and Sprint changing a unit's zone, and the range band an
//! attack takes from the zones.
//!
//! The published rules measure range in zones: a target in the attacker's
//! zone is at Close range, one in the next zone at Medium, two zones away at
//! Long, further at Extreme. A map is the GM's, so the GM names the band
//! between two zones (`zone-range`); the same zone is Close unless the GM
//! says otherwise, and two zones the GM has not measured are next to each
//! other (Medium). Move reaches a zone at Medium or nearer, Sprint one at
//! Long or nearer. It knows nothing of Discord or storage.

use serde::{Deserialize, Serialize};

use crate::engine::name;

use super::campaign::Campaign;
use super::data::RangeBand;
use super::error::{clean, RuleError};
use super::outcome::{ActionKind, Event, Outcome, Unit};

/// A zone's name: 1 to 40 characters.
pub const ZONE_NAME: name::Bound = name::Bound {
    what: "zone",
    min: 1,
    max: 40,
    multiline: false,
};

/// Most distances a campaign keeps (a bound on the state).
pub const ZONE_RANGES_MAX: usize = 400;

/// The range band between two zones, as the GM set it. `a` and `b` are
/// stored in the order the GM typed them; the distance holds both ways.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneRange {
    /// One zone.
    pub a: String,
    /// The other (may be the same zone: a large one).
    pub b: String,
    /// The band between them.
    pub band: RangeBand,
}

impl ZoneRange {
    /// Whether it measures `x` to `y` (either way, by name identity).
    #[must_use]
    pub fn joins(&self, x: &str, y: &str) -> bool {
        (name::same(&self.a, x) && name::same(&self.b, y))
            || (name::same(&self.a, y) && name::same(&self.b, x))
    }
}

/// A unit's change of zone by Move or Sprint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneMove {
    /// Where it stood (`None`: nowhere yet).
    pub from: Option<String>,
    /// Where it stands now.
    pub to: String,
    /// The band between the two (`None` when it came from nowhere).
    pub band: Option<RangeBand>,
}

/// The farthest band an action reaches: Move one zone, Sprint two.
#[must_use]
pub fn reach(action: ActionKind) -> Option<RangeBand> {
    match action {
        ActionKind::Move => Some(RangeBand::Medium),
        ActionKind::Sprint => Some(RangeBand::Long),
        _ => None,
    }
}

impl Campaign {
    /// The zone a unit stands in, if any.
    #[must_use]
    pub fn zone_of(&self, unit: &Unit) -> Option<&str> {
        self.vitals(unit).ok().and_then(|v| v.zone.as_deref())
    }

    /// The band between two zones: as the GM set it, else Close within one
    /// zone and Medium (next to each other) between two.
    #[must_use]
    pub fn zone_band(&self, x: &str, y: &str) -> RangeBand {
        if let Some(r) = self.zone_ranges.iter().find(|r| r.joins(x, y)) {
            return r.band;
        }
        if name::same(x, y) {
            RangeBand::Close
        } else {
            RangeBand::Medium
        }
    }

    /// The band between two units when both stand in a zone.
    #[must_use]
    pub fn band_between(&self, a: &Unit, b: &Unit) -> Option<RangeBand> {
        Some(self.zone_band(self.zone_of(a)?, self.zone_of(b)?))
    }

    /// Every unit standing in `zone`, characters first, in roster order.
    #[must_use]
    pub fn units_in_zone(&self, zone: &str) -> Vec<Unit> {
        let here = |z: &Option<String>| z.as_deref().is_some_and(|z| name::same(z, zone));
        self.characters
            .iter()
            .filter(|c| here(&c.vitals.zone))
            .map(|c| Unit::Character(c.name.clone()))
            .chain(
                self.creatures
                    .iter()
                    .filter(|c| here(&c.vitals.zone))
                    .map(|c| Unit::Creature(c.name.clone())),
            )
            .collect()
    }

    /// A zone's name as the campaign already spells it (the first unit or
    /// distance naming it), else as typed, cleaned.
    fn zone_spelling(&self, text: &str) -> Result<String, RuleError> {
        let typed = clean(ZONE_NAME, text)?;
        let known = self
            .characters
            .iter()
            .filter_map(|c| c.vitals.zone.as_deref())
            .chain(
                self.creatures
                    .iter()
                    .filter_map(|c| c.vitals.zone.as_deref()),
            )
            .chain(self.zone_ranges.iter().flat_map(|r| [&*r.a, &*r.b]))
            .find(|z| name::same(z, &typed));
        Ok(known.map_or(typed, str::to_owned))
    }

    /// GM: puts a unit in a zone.
    pub(super) fn set_zone(
        &mut self,
        unit: &str,
        zone: &str,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let u = self.unit(unit)?;
        let zone = self.zone_spelling(zone)?;
        let v = self.vitals_mut(&u)?;
        let before = v.zone.replace(zone.clone());
        out.push(Event::ZoneSet {
            unit: u,
            before,
            after: zone,
        });
        Ok(())
    }

    /// GM: sets the band between two zones.
    pub(super) fn set_zone_range(
        &mut self,
        a: &str,
        b: &str,
        band: RangeBand,
        out: &mut Outcome,
    ) -> Result<(), RuleError> {
        let a = self.zone_spelling(a)?;
        let b = self.zone_spelling(b)?;
        let before = self.zone_band(&a, &b);
        if let Some(r) = self.zone_ranges.iter_mut().find(|r| r.joins(&a, &b)) {
            r.band = band;
        } else {
            if self.zone_ranges.len() >= ZONE_RANGES_MAX {
                return Err(RuleError::TooManyZoneRanges {
                    max: ZONE_RANGES_MAX as u32,
                });
            }
            self.zone_ranges.push(ZoneRange {
                a: a.clone(),
                b: b.clone(),
                band,
            });
        }
        out.push(Event::ZoneRangeSet {
            a,
            b,
            before,
            after: band,
        });
        Ok(())
    }

    /// Move or Sprint to `to`: refused when the zone is farther than the
    /// action reaches; the unit stands there afterwards.
    pub(super) fn move_zone(
        &mut self,
        unit: &Unit,
        action: ActionKind,
        to: &str,
    ) -> Result<ZoneMove, RuleError> {
        let to = self.zone_spelling(to)?;
        let from = self.zone_of(unit).map(str::to_owned);
        let band = from.as_deref().map(|f| self.zone_band(f, &to));
        if let (Some(band), Some(max)) = (band, reach(action)) {
            if band > max {
                return Err(RuleError::ZoneTooFar {
                    name: unit.name().to_owned(),
                    zone: to,
                    band,
                    reach: max,
                });
            }
        }
        self.vitals_mut(unit)?.zone = Some(to.clone());
        Ok(ZoneMove { from, to, band })
    }

    /// Checks the zones of a state that did not come from `execute`.
    pub(super) fn validate_zones(&self) -> Result<(), RuleError> {
        let bad = |reason: String| Err(RuleError::InvalidState { reason });
        if self.zone_ranges.len() > ZONE_RANGES_MAX {
            return bad("too many zone distances".to_owned());
        }
        for (i, r) in self.zone_ranges.iter().enumerate() {
            for z in [&r.a, &r.b] {
                if clean(ZONE_NAME, z)? != *z {
                    return bad(format!("zone {} is not in its clean form", name::echo(z)));
                }
            }
            if self.zone_ranges[..i].iter().any(|o| o.joins(&r.a, &r.b)) {
                return bad(format!("the distance {} - {} is set twice", r.a, r.b));
            }
        }
        let zones = self
            .characters
            .iter()
            .map(|c| (&c.name, &c.vitals.zone))
            .chain(self.creatures.iter().map(|c| (&c.name, &c.vitals.zone)));
        for (who, z) in zones {
            if let Some(z) = z {
                if clean(ZONE_NAME, z)? != *z {
                    return bad(format!("{who} stands in a zone not in its clean form"));
                }
            }
        }
        Ok(())
    }
}
