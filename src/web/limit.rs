//! The per-link rate limit of the campaign pages: each share link that
//! opened has a bucket of requests that refills at a steady rate; a request
//! that finds it empty gets 429 with `Retry-After` (the whole seconds until
//! the next one is allowed). Links that do not open are never counted (they
//! get the 404 first), so made-up tokens cannot fill the table.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Requests a link may make in a burst.
pub const BURST: f64 = 30.0;
/// Requests a second a link is given back, up to [`BURST`].
pub const PER_SECOND: f64 = 5.0;
/// The most links tracked; beyond it, links whose bucket is full are dropped.
const LINKS: usize = 10_000;

/// The buckets of the links, by token.
#[derive(Debug)]
pub struct Limit {
    burst: f64,
    per_second: f64,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Default for Limit {
    /// [`BURST`] requests, then [`PER_SECOND`] a second.
    fn default() -> Self {
        Limit::new(BURST, PER_SECOND)
    }
}

impl Limit {
    /// A limit of `burst` requests per link, given back at `per_second`.
    #[must_use]
    pub fn new(burst: f64, per_second: f64) -> Limit {
        Limit {
            burst: burst.max(1.0),
            per_second: per_second.max(f64::MIN_POSITIVE),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// No limit (a benchmark's server).
    #[must_use]
    pub fn off() -> Limit {
        Limit::new(f64::INFINITY, f64::INFINITY)
    }

    /// Takes one request of `link`'s bucket at `now`: `Ok`, or `Err` with
    /// the time until the next request is allowed.
    pub fn take(&self, link: &str, now: Instant) -> Result<(), Duration> {
        if self.burst.is_infinite() {
            return Ok(());
        }
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= LINKS && !buckets.contains_key(link) {
            let (burst, rate) = (self.burst, self.per_second);
            buckets.retain(|_, (left, at)| {
                *left + now.saturating_duration_since(*at).as_secs_f64() * rate < burst
            });
        }
        let (left, at) = buckets.entry(link.to_owned()).or_insert((self.burst, now));
        let refilled = (*left + now.saturating_duration_since(*at).as_secs_f64() * self.per_second)
            .min(self.burst);
        *at = now;
        if refilled >= 1.0 {
            *left = refilled - 1.0;
            Ok(())
        } else {
            *left = refilled;
            Err(Duration::from_secs_f64((1.0 - refilled) / self.per_second))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_gets_its_burst_then_its_rate_and_other_links_are_apart() {
        let limit = Limit::new(3.0, 2.0);
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(limit.take("a", start), Ok(()));
        }
        assert_eq!(limit.take("a", start), Err(Duration::from_millis(500)));
        assert_eq!(limit.take("b", start), Ok(()));
        let later = start + Duration::from_millis(500);
        assert_eq!(limit.take("a", later), Ok(()));
        assert_eq!(limit.take("a", later), Err(Duration::from_millis(500)));
        let much_later = start + Duration::from_secs(60);
        for _ in 0..3 {
            assert_eq!(limit.take("a", much_later), Ok(()));
        }
        assert!(limit.take("a", much_later).is_err());
        assert_eq!(Limit::off().take("a", start), Ok(()));
    }
}
