//! Forms in two steps (a modal, then a menu) keep what the first step filled
//! in here until the second step answers: one draft per campaign, user and
//! kind of form, in this process's memory, each for a lifetime its game
//! chooses. A draft is not a change: nothing is stored until the last step
//! is answered, so a form left open across a restart is simply asked again.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::session::CampaignKey;

/// One draft: when it stops counting, and what it holds.
type Held = (Instant, Box<dyn Any + Send>);

/// The drafts of this process, by campaign, user and the draft's type (so
/// each game's forms keep their own kind of draft without knowing the others).
#[derive(Debug, Default)]
pub struct Drafts(Mutex<HashMap<(CampaignKey, u64, TypeId), Held>>);

impl Drafts {
    /// Keeps `draft` for `user` in campaign `key` for `lifetime`, replacing
    /// one of the same type; expired drafts of anyone are dropped on the way.
    pub fn put<T: Any + Send>(&self, key: CampaignKey, user: u64, draft: T, lifetime: Duration) {
        let mut drafts = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let now = Instant::now();
        drafts.retain(|_, (until, _)| *until > now);
        drafts.insert(
            (key, user, TypeId::of::<T>()),
            (now + lifetime, Box::new(draft)),
        );
    }

    /// Takes the draft of type `T` that `user` left in campaign `key`, if it
    /// has not expired.
    pub fn take<T: Any + Send>(&self, key: CampaignKey, user: u64) -> Option<T> {
        let mut drafts = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (until, draft) = drafts.remove(&(key, user, TypeId::of::<T>()))?;
        if until <= Instant::now() {
            return None;
        }
        draft.downcast::<T>().ok().map(|d| *d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_is_taken_once_by_its_user_and_kind_until_it_expires() {
        let drafts = Drafts::default();
        let here = CampaignKey::local("c");
        let hour = Duration::from_secs(3600);
        drafts.put(here, 1, "form of user 1".to_owned(), hour);
        drafts.put(here, 1, 7_u32, hour);
        assert_eq!(drafts.take::<String>(here, 2), None, "another user's");
        assert_eq!(
            drafts.take::<String>(CampaignKey::local("d"), 1),
            None,
            "another campaign's"
        );
        assert_eq!(
            drafts.take::<String>(here, 1).as_deref(),
            Some("form of user 1")
        );
        assert_eq!(drafts.take::<String>(here, 1), None, "taken once");
        assert_eq!(drafts.take::<u32>(here, 1), Some(7), "another kind stays");
        drafts.put(here, 1, 8_u32, Duration::ZERO);
        assert_eq!(drafts.take::<u32>(here, 1), None, "expired");
    }
}
