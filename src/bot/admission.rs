//! Admission of slash commands to the session under overload: a bounded number
//! of commands run their reads and writes at once, the rest wait in arrival order,
//! and one that will not be admitted in time is deferred while it waits.
//!
//! Why: a campaign change is written by one writer at a time (the store's write
//! gate), and each of its statements is a hand-off to SQLite's worker thread and
//! back. With every arrival allowed in, an overloaded bot runs the reads of
//! thousands of newer commands alongside the one write that can progress, so each
//! hand-off of that write waits behind theirs in the runtime's and the pool's
//! queues: the writer slows down as the backlog grows, which grows the backlog
//! (collapse instead of saturation). Admitting a few commands at a time keeps
//! those queues short, so the writer keeps its speed at any offered load; the
//! commands waiting for a slot cost nothing but their place in line. How many:
//! [`crate::config::BotOptions::admission_slots`] (ADMISSION_SLOTS, default 8:
//! enough that the writer always has the next change read and ready while the
//! others reply, few enough that their statements do not queue in front of its
//! own).
//!
//! Every interaction is still answered within Discord's 3 s: one that waits past
//! its deferral deadline ([`super::Data::defer_after`] after it arrived) is
//! deferred while it keeps its place, and one that arrives behind a queue the bot
//! cannot clear before that deadline (estimated from the recent pace of
//! admissions) is deferred at once, so its "thinking..." does not wait for a timer
//! on a saturated runtime. A deferral that fails (the interaction expired) runs
//! nothing: the command was never acknowledged, so nothing is applied.
//!
//! Autocomplete (which cannot be deferred and changes nothing) and buttons (their
//! own deferral in `buttons.rs`) are not admitted here.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

use super::{defer, Context, Error};

/// The longest gap between two admissions that counts towards the pace: a
/// longer one is the bot idling between bursts, not its speed.
const MAX_GAP: Duration = Duration::from_millis(100);

/// The slots of one bot, and the pace at which they free up.
pub struct Admission {
    slots: Arc<Semaphore>,
    /// Commands waiting for a slot.
    waiting: AtomicUsize,
    /// Mean time between two slots freed while commands were waiting, in
    /// microseconds (an exponentially weighted mean; 0 before the first).
    gap_us: AtomicU64,
    /// When a slot was last freed, in microseconds since `epoch`.
    last_free_us: AtomicU64,
    epoch: Instant,
}

impl Admission {
    /// An admission with `slots` slots; 0: every command at once.
    #[must_use]
    pub fn new(slots: usize) -> Admission {
        let slots = if slots == 0 {
            Semaphore::MAX_PERMITS
        } else {
            slots
        };
        Admission {
            slots: Arc::new(Semaphore::new(slots)),
            waiting: AtomicUsize::new(0),
            gap_us: AtomicU64::new(0),
            last_free_us: AtomicU64::new(0),
            epoch: Instant::now(),
        }
    }

    /// A free slot, if there is one now.
    fn try_enter(self: &Arc<Self>) -> Option<Slot> {
        let permit = Arc::clone(&self.slots).try_acquire_owned().ok()?;
        Some(Slot {
            _permit: permit,
            admission: Arc::clone(self),
        })
    }

    /// Waits in line for a slot.
    async fn enter(self: &Arc<Self>) -> Slot {
        /// Counts one command in line until it leaves it, admitted or not.
        struct InLine<'a>(&'a AtomicUsize);
        impl Drop for InLine<'_> {
            fn drop(&mut self) {
                self.0.fetch_sub(1, Ordering::SeqCst);
            }
        }
        self.waiting.fetch_add(1, Ordering::SeqCst);
        let in_line = InLine(&self.waiting);
        let permit = Arc::clone(&self.slots).acquire_owned().await;
        drop(in_line);
        Slot {
            _permit: permit.expect("the semaphore is never closed"),
            admission: Arc::clone(self),
        }
    }

    /// How long a command joining the line now should wait for its slot, from
    /// the recent pace; zero before any pace is known.
    fn expected_wait(&self) -> Duration {
        let ahead = self.waiting.load(Ordering::SeqCst) as u64 + 1;
        Duration::from_micros(self.gap_us.load(Ordering::Relaxed).saturating_mul(ahead))
    }

    /// When a command that arrived with deferral deadline `deadline` must be
    /// deferred if it is still waiting: at once when the line ahead of it will
    /// not clear before that deadline, else at the deadline.
    fn defer_at(&self, deadline: Instant) -> Instant {
        let now = Instant::now();
        if now + self.expected_wait() >= deadline {
            now
        } else {
            deadline
        }
    }

    /// Notes a slot freed: the pace is measured while commands wait.
    fn freed(&self) {
        let now = u64::try_from(self.epoch.elapsed().as_micros()).unwrap_or(u64::MAX);
        let last = self.last_free_us.swap(now, Ordering::Relaxed);
        if self.waiting.load(Ordering::SeqCst) == 0 || last == 0 {
            return;
        }
        let gap = now
            .saturating_sub(last)
            .min(u64::try_from(MAX_GAP.as_micros()).unwrap_or(u64::MAX));
        let mean = self.gap_us.load(Ordering::Relaxed);
        let mean = if mean == 0 { gap } else { (mean * 7 + gap) / 8 };
        self.gap_us.store(mean, Ordering::Relaxed);
    }
}

/// One admitted command's slot, freed when dropped.
struct Slot {
    _permit: OwnedSemaphorePermit,
    admission: Arc<Admission>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.admission.freed();
    }
}

/// The admission state of the interaction handled by this task.
#[derive(Default)]
struct Admitted {
    slot: Option<Slot>,
    /// Whether [`admit`] deferred the interaction while it waited.
    deferred: bool,
    /// Whether [`admit`] already ran (commands may check more than once).
    done: bool,
}

tokio::task_local! {
    static ADMITTED: RefCell<Admitted>;
}

/// Runs `handled` (one slash command's handling) so that [`admit`] can hold its
/// slot until the handling ends or [`leave`] frees it.
pub(crate) async fn scope<F: std::future::Future>(handled: F) -> F::Output {
    ADMITTED
        .scope(RefCell::new(Admitted::default()), handled)
        .await
}

/// Waits for this command's slot, deferring the interaction while it waits
/// when the slot comes late (see the module's documentation). Outside
/// [`scope`], or when already admitted, returns at once. `Err` when the
/// deferral failed: the command must not run.
pub(crate) async fn admit(ctx: Context<'_>) -> Result<(), Error> {
    let first = ADMITTED
        .try_with(|a| !std::mem::replace(&mut a.borrow_mut().done, true))
        .unwrap_or(false);
    if !first {
        return Ok(());
    }
    let admission = Arc::clone(&ctx.data().admission);
    if let Some(slot) = admission.try_enter() {
        keep(slot, false);
        return Ok(());
    }
    let defer_at = admission.defer_at(defer::deadline(ctx.data().defer_after));
    // A command whose every reply is private says so (`ephemeral`): its
    // placeholder is private too, so its reply cannot become public.
    let private = ctx.command().ephemeral;
    let defer = async {
        let deferred = if private {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        };
        deferred.map_err(Error::from)
    };
    let finished = defer::finish_or_defer(defer_at, admission.enter(), defer).await?;
    keep(finished.value, finished.deferred);
    Ok(())
}

fn keep(slot: Slot, deferred: bool) {
    let _ = ADMITTED.try_with(|a| {
        let mut a = a.borrow_mut();
        a.slot = Some(slot);
        a.deferred = deferred;
    });
}

/// Frees this command's slot: its session work is done, only its reply is left.
pub(crate) fn leave() {
    let slot = ADMITTED
        .try_with(|a| a.borrow_mut().slot.take())
        .ok()
        .flatten();
    drop(slot);
}

/// Whether this command was deferred while it waited for its slot (its reply is
/// then a follow-up, and there is nothing left to defer).
pub(crate) fn deferred() -> bool {
    ADMITTED.try_with(|a| a.borrow().deferred).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn free_slots_admit_at_once_and_a_full_house_waits_in_line() {
        let admission = Arc::new(Admission::new(2));
        let a = admission.try_enter().expect("first slot");
        let b = admission.try_enter().expect("second slot");
        assert!(admission.try_enter().is_none());
        let (first, second) = (admission.enter(), admission.enter());
        let mut first = std::pin::pin!(first);
        let mut second = std::pin::pin!(second);
        // Both wait; freeing one slot admits the one that came first.
        assert!(futures_util::poll!(&mut first).is_pending());
        assert!(futures_util::poll!(&mut second).is_pending());
        assert_eq!(admission.waiting.load(Ordering::SeqCst), 2);
        drop(a);
        assert!(futures_util::poll!(&mut second).is_pending());
        let _c = first.await;
        drop(b);
        let _d = second.await;
        assert_eq!(admission.waiting.load(Ordering::SeqCst), 0);
    }

    #[tokio::test(start_paused = true)]
    async fn a_line_longer_than_the_deadline_defers_at_once() {
        let admission = Admission::new(1);
        let deadline = Instant::now() + Duration::from_millis(1500);
        // No pace known yet: deferred at the deadline if still waiting.
        assert_eq!(admission.defer_at(deadline), deadline);
        // A slot freed every 2 ms while 999 wait: the next would wait 2 s.
        admission.waiting.store(999, Ordering::SeqCst);
        admission.gap_us.store(2_000, Ordering::SeqCst);
        assert_eq!(admission.defer_at(deadline), Instant::now());
        // Every 1 ms: 1 s, inside the deadline.
        admission.gap_us.store(1_000, Ordering::SeqCst);
        assert_eq!(admission.defer_at(deadline), deadline);
    }

    #[tokio::test(start_paused = true)]
    async fn the_pace_is_measured_only_while_commands_wait() {
        let admission = Admission::new(1);
        admission.freed();
        tokio::time::advance(Duration::from_millis(4)).await;
        // Nobody waiting: the gap is idling, not the pace.
        admission.freed();
        assert_eq!(admission.gap_us.load(Ordering::SeqCst), 0);
        admission.waiting.store(3, Ordering::SeqCst);
        tokio::time::advance(Duration::from_millis(4)).await;
        admission.freed();
        assert_eq!(admission.gap_us.load(Ordering::SeqCst), 4_000);
        tokio::time::advance(Duration::from_millis(12)).await;
        admission.freed();
        assert_eq!(
            admission.gap_us.load(Ordering::SeqCst),
            (4_000 * 7 + 12_000) / 8
        );
        // An idle second counts as MAX_GAP at most.
        tokio::time::advance(Duration::from_secs(1)).await;
        admission.freed();
        assert_eq!(
            admission.gap_us.load(Ordering::SeqCst),
            (5_000 * 7 + 100_000) / 8
        );
    }
}
