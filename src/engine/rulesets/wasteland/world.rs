//! The world: chapter, clock (8 periods a day), weather and its effects, modes,
//! and the encounter budget table.

use serde::{Deserialize, Serialize};

use crate::engine::special::Attribute;

/// Exploration or combat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Hours pass; `turn` moves the clock.
    #[default]
    Exploration,
    /// Seconds pass; `turn` counts combat rounds.
    Combat,
}

impl Mode {
    /// The mode's name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mode::Exploration => "exploration",
            Mode::Combat => "combat",
        }
    }

    /// Parses a mode name, ignoring case.
    #[must_use]
    pub fn parse(text: &str) -> Option<Mode> {
        [Mode::Exploration, Mode::Combat]
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// One of the eight 3-hour periods of a day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize, Deserialize)]
pub enum Period {
    /// 03-06.
    #[serde(rename = "Early Morning")]
    EarlyMorning,
    /// 06-09.
    #[default]
    Morning,
    /// 09-12.
    Noon,
    /// 12-15.
    Afternoon,
    /// 15-18.
    Evening,
    /// 18-21.
    Night,
    /// 21-24.
    #[serde(rename = "Late Night")]
    LateNight,
    /// 00-03.
    #[serde(rename = "Pre-Dawn")]
    PreDawn,
}

impl Period {
    /// All periods in order; a day starts at Early Morning.
    pub const ALL: [Period; 8] = [
        Period::EarlyMorning,
        Period::Morning,
        Period::Noon,
        Period::Afternoon,
        Period::Evening,
        Period::Night,
        Period::LateNight,
        Period::PreDawn,
    ];

    /// The period's name ("Early Morning").
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Period::EarlyMorning => "Early Morning",
            Period::Morning => "Morning",
            Period::Noon => "Noon",
            Period::Afternoon => "Afternoon",
            Period::Evening => "Evening",
            Period::Night => "Night",
            Period::LateNight => "Late Night",
            Period::PreDawn => "Pre-Dawn",
        }
    }

    /// Parses a period name (ignoring case, spaces and dashes) or its number 1..=8.
    #[must_use]
    pub fn parse(text: &str) -> Option<Period> {
        if let Ok(n) = text.trim().parse::<usize>() {
            return (1..=8).contains(&n).then(|| Period::ALL[n - 1]);
        }
        let key = squash(text);
        Period::ALL.into_iter().find(|p| squash(p.name()) == key)
    }

    /// The next period, and whether it starts a new day.
    #[must_use]
    pub fn next(self) -> (Period, bool) {
        let i = self as usize;
        let next = Period::ALL[(i + 1) % 8];
        (next, next == Period::EarlyMorning)
    }
}

fn squash(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The weather, drawn by weight at the start of each day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Weather {
    /// Clear skies.
    #[default]
    Clear,
    /// Overcast.
    Overcast,
    /// Cloudy.
    Cloudy,
    /// A light breeze.
    #[serde(rename = "Light Breeze")]
    LightBreeze,
    /// +5 rads per turn.
    #[serde(rename = "Light Rain")]
    LightRain,
    /// PER -1, +10 rads per turn.
    #[serde(rename = "Heavy Rain")]
    HeavyRain,
    /// PER -1.
    Dusty,
    /// PER -2; Sneak checks +2 TN.
    #[serde(rename = "Dense Fog")]
    DenseFog,
    /// PER -3.
    #[serde(rename = "Dust Storm")]
    DustStorm,
    /// +50 rads per turn unless sheltered.
    #[serde(rename = "Rad Storm")]
    RadStorm,
    /// END check (difficulty 1) each turn or lose 5 HP.
    #[serde(rename = "Scorching Heat")]
    ScorchingHeat,
    /// END check (difficulty 1) each turn or lose 3 HP.
    #[serde(rename = "Bitter Cold")]
    BitterCold,
}

impl Weather {
    /// All weathers with their draw weights, in table order.
    pub const TABLE: [(Weather, u32); 12] = [
        (Weather::Clear, 20),
        (Weather::Overcast, 15),
        (Weather::Cloudy, 15),
        (Weather::LightBreeze, 5),
        (Weather::LightRain, 10),
        (Weather::HeavyRain, 5),
        (Weather::Dusty, 8),
        (Weather::DenseFog, 8),
        (Weather::DustStorm, 3),
        (Weather::RadStorm, 3),
        (Weather::ScorchingHeat, 5),
        (Weather::BitterCold, 3),
    ];

    /// The weather's name ("Dense Fog").
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Weather::Clear => "Clear",
            Weather::Overcast => "Overcast",
            Weather::Cloudy => "Cloudy",
            Weather::LightBreeze => "Light Breeze",
            Weather::LightRain => "Light Rain",
            Weather::HeavyRain => "Heavy Rain",
            Weather::Dusty => "Dusty",
            Weather::DenseFog => "Dense Fog",
            Weather::DustStorm => "Dust Storm",
            Weather::RadStorm => "Rad Storm",
            Weather::ScorchingHeat => "Scorching Heat",
            Weather::BitterCold => "Bitter Cold",
        }
    }

    /// Parses a weather name, ignoring case, spaces and dashes.
    #[must_use]
    pub fn parse(text: &str) -> Option<Weather> {
        let key = squash(text);
        Weather::TABLE
            .into_iter()
            .map(|(w, _)| w)
            .find(|w| squash(w.name()) == key)
    }

    /// Attribute penalties while this weather lasts.
    #[must_use]
    pub fn penalties(self) -> &'static [(Attribute, i32)] {
        match self {
            Weather::HeavyRain | Weather::Dusty => &[(Attribute::Per, -1)],
            Weather::DenseFog => &[(Attribute::Per, -2)],
            Weather::DustStorm => &[(Attribute::Per, -3)],
            _ => &[],
        }
    }

    /// Rads each character takes per exploration turn (before Rad-X).
    #[must_use]
    pub fn rads_per_turn(self, sheltered: bool) -> u32 {
        match self {
            Weather::LightRain => 5,
            Weather::HeavyRain => 10,
            Weather::RadStorm if !sheltered => 50,
            _ => 0,
        }
    }

    /// HP lost on a failed END check each exploration turn, if this weather asks for one.
    #[must_use]
    pub fn exposure_damage(self) -> Option<u32> {
        match self {
            Weather::ScorchingHeat => Some(5),
            Weather::BitterCold => Some(3),
            _ => None,
        }
    }

    /// Extra TN this weather gives to checks with a skill (Dense Fog: Sneak +2).
    #[must_use]
    pub fn skill_bonus(self, skill: super::skills::Skill) -> u32 {
        u32::from(self == Weather::DenseFog && skill == super::skills::Skill::Sneak) * 2
    }
}

/// One row of the encounter budget table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    /// Highest tier allowed.
    pub max_tier: u8,
    /// HP budget for one player.
    pub base_hp: u32,
    /// Turns after the chapter start with no enemies.
    pub safe_turns: u32,
}

impl Budget {
    /// The budget for a chapter (1-based; 6 and beyond share the last row).
    #[must_use]
    pub fn for_chapter(chapter: u32) -> Budget {
        let (max_tier, base_hp) = match chapter {
            0 | 1 => (1, 30),
            2 => (2, 60),
            3 => (2, 80),
            4 => (3, 120),
            5 => (4, 180),
            _ => (5, 250),
        };
        Budget {
            max_tier,
            base_hp,
            safe_turns: 2,
        }
    }

    /// floor(base x (1 + 0.5 x (players - 1))), counting at least one player.
    #[must_use]
    pub fn hp_for_party(&self, players: u32) -> u32 {
        self.base_hp * (players.max(1) + 1) / 2
    }

    /// Living enemies allowed on a chapter day: 1 on day 1, 2 on day 2, then no limit.
    #[must_use]
    pub fn count_limit(chapter_day: u32) -> Option<u32> {
        match chapter_day {
            0 | 1 => Some(1),
            2 => Some(2),
            _ => None,
        }
    }
}

/// The campaign's world line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct World {
    /// Chapter, 1-based.
    pub chapter: u32,
    /// The turn at which the chapter started.
    pub chapter_start_turn: u32,
    /// Where the party is.
    pub location: String,
    /// The current quest.
    pub quest: String,
    /// Current weather.
    pub weather: Weather,
    /// Whether the party is sheltered (from Rad Storms).
    pub shelter: bool,
    /// Exploration turns since the campaign started.
    pub turn: u32,
    /// Day, 1-based.
    pub day: u32,
    /// Time of day.
    pub period: Period,
    /// Exploration or combat.
    pub mode: Mode,
    /// Combat round, 0 outside combat.
    pub combat_round: u32,
    /// Highest AP a character may hold, if the campaign sets one.
    pub ap_cap: Option<u32>,
}

impl Default for World {
    fn default() -> Self {
        World {
            chapter: 1,
            chapter_start_turn: 0,
            location: "Vault 111".into(),
            quest: String::new(),
            weather: Weather::Clear,
            shelter: false,
            turn: 0,
            day: 1,
            period: Period::Morning,
            mode: Mode::Exploration,
            combat_round: 0,
            ap_cap: None,
        }
    }
}

impl World {
    /// Turns since the chapter started.
    #[must_use]
    pub fn chapter_turns(&self) -> u32 {
        self.turn.saturating_sub(self.chapter_start_turn)
    }

    /// The clock as one number: periods since Early Morning of day 1.
    #[must_use]
    pub fn clock(&self) -> u32 {
        self.day.saturating_sub(1) * 8 + self.period as u32
    }

    /// The chapter day (1-based), read off the clock so that there is one day
    /// count: chapter day 1 is the clock day on which the chapter started, and
    /// every Early Morning (when `status` shows the next day) starts the next
    /// chapter day. A day is 8 periods of one turn each (RULES.md, "Time"), but
    /// the first day of a chapter has only the periods left of the day it
    /// started on: a new campaign starts at Morning, so its day 1 has 7 turns
    /// and day 2 begins at the 7th turn, on the clock and for the encounter
    /// count limit alike.
    #[must_use]
    pub fn chapter_day(&self) -> u32 {
        // Every turn, exploration or rest, moves the clock one period, so the
        // chapter started `chapter_turns` periods ago. (`set day`/`set period`
        // move the clock by hand; the start is then clamped to day 1.)
        let start = self.clock().saturating_sub(self.chapter_turns());
        self.day.max(1) - start / 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_scales_with_party_size() {
        let b = Budget::for_chapter(2);
        assert_eq!([1, 2, 3, 4].map(|p| b.hp_for_party(p)), [60, 90, 120, 150]);
        assert_eq!(Budget::for_chapter(9).max_tier, 5);
        assert_eq!(Budget::count_limit(3), None);
    }

    #[test]
    fn the_chapter_day_follows_the_clock_day() {
        let mut w = World::default();
        assert_eq!((w.day, w.period, w.chapter_day()), (1, Period::Morning, 1));
        let mut days = Vec::new();
        for _ in 0..16 {
            w.turn += 1;
            let (next, new_day) = w.period.next();
            w.period = next;
            if new_day {
                w.day += 1;
            }
            days.push((w.day, w.chapter_day()));
        }
        // Morning + 7 turns = Early Morning of day 2; + 15 = day 3.
        assert!(days.iter().all(|(day, chapter_day)| day == chapter_day));
        assert_eq!((days[5], days[6], days[14]), ((1, 1), (2, 2), (3, 3)));
        // A chapter started at Noon of day 3: its day 1 runs to the next Early Morning.
        w.chapter_start_turn = w.turn;
        w.period = Period::Noon;
        assert_eq!(w.chapter_day(), 1);
        w.turn += 5;
        w.period = Period::PreDawn;
        assert_eq!(w.chapter_day(), 1);
        w.turn += 1;
        w.period = Period::EarlyMorning;
        w.day += 1;
        assert_eq!(w.chapter_day(), 2);
    }

    #[test]
    fn periods_wrap_into_a_new_day_and_parse_loosely() {
        assert_eq!(Period::PreDawn.next(), (Period::EarlyMorning, true));
        assert_eq!(Period::Noon.next(), (Period::Afternoon, false));
        assert_eq!(Period::parse("late-night"), Some(Period::LateNight));
        assert_eq!(Period::parse("2"), Some(Period::Morning));
        assert_eq!(Weather::parse("rad storm"), Some(Weather::RadStorm));
        assert_eq!(Weather::TABLE.iter().map(|(_, w)| w).sum::<u32>(), 100);
    }
}
