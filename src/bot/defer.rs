//! Deferred replies. Discord drops an interaction that gets no first answer within
//! 3 s of its arrival, and a campaign change can take longer than that when the
//! campaign's lock is contended or the disk is busy. So every reply that waits for
//! the session is raced against a deadline ([`Data::defer_after`](super::Data)
//! after the interaction arrived): on time, the reply is the first answer as
//! usual; late, the interaction is acknowledged first ("thinking..." for a
//! command, a silent acknowledgement for a button) and the reply follows when the
//! work is done.
//!
//! The work is never abandoned half-way: once started, a campaign change runs to
//! its end even if acknowledging fails.

use std::future::Future;
use std::time::Duration;

use tokio::time::Instant;

use super::{traced, Context, Error};

/// What [`finish_or_defer`] gives back: the work's result and whether the
/// interaction was acknowledged before it.
#[derive(Debug)]
pub(crate) struct Finished<T> {
    /// The work's result.
    pub value: T,
    /// Whether the deferral was sent (the reply must then be a follow-up or an edit).
    pub deferred: bool,
}

/// When the current interaction's reply is deferred if its work is still running:
/// `defer_after` after it arrived (after now if the arrival is unknown).
pub(crate) fn deadline(defer_after: Duration) -> Instant {
    traced::arrived().unwrap_or_else(Instant::now) + defer_after
}

/// Awaits `work`; if it is not finished at `deadline`, sends `defer` and finishes
/// `work` meanwhile, and returns once both are done. A deadline already past
/// starts `defer` before `work` is first polled, so a zero `defer_after` always
/// defers. When `defer` fails, `work` still runs to its end and the error is
/// returned.
///
/// The work goes on while the deferral is on its way: work that holds the
/// campaign's lock or the store's write gate (or is next in line for it) must
/// not keep every other writer waiting for an HTTP round trip. Under overload
/// that round trip is slowest exactly when most interactions are deferred.
pub(crate) async fn finish_or_defer<W, D>(
    deadline: Instant,
    work: W,
    defer: D,
) -> Result<Finished<W::Output>, Error>
where
    W: Future,
    D: Future<Output = Result<(), Error>>,
{
    let mut work = std::pin::pin!(work);
    if Instant::now() < deadline {
        if let Ok(value) = tokio::time::timeout_at(deadline, &mut work).await {
            return Ok(Finished {
                value,
                deferred: false,
            });
        }
    }
    let mut defer = std::pin::pin!(defer);
    let mut done = None;
    let deferred = loop {
        tokio::select! {
            // The deferral first: it is polled before the work resumes.
            biased;
            deferred = &mut defer => break deferred,
            value = &mut work, if done.is_none() => done = Some(value),
        }
    };
    if deferred.is_ok() {
        tracing::info!("reply deferred");
        crate::web::metrics::deferred();
    }
    let value = match done {
        Some(value) => value,
        None => work.await,
    };
    deferred?;
    Ok(Finished {
        value,
        deferred: true,
    })
}

/// [`finish_or_defer`] for a slash command: a late reply is deferred publicly
/// (Discord shows "thinking..."), and the command's next `ctx.send` fills that
/// placeholder in.
pub(crate) async fn command<T>(
    ctx: Context<'_>,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    run(ctx, deadline(ctx.data().defer_after), Shown::Public, work).await
}

/// [`command`] for work known to take long before its first answer (a file
/// to download and parse): the interaction is deferred at once, publicly,
/// and the work runs meanwhile, so the deferral never waits for a timer on
/// a busy runtime nor for the work's first poll.
pub(crate) async fn command_at_once<T>(
    ctx: Context<'_>,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    run(ctx, Instant::now(), Shown::Public, work).await
}

/// [`command`] for a reply only the user sees: a late reply is deferred
/// privately, so the placeholder and the reply that fills it stay private.
pub(crate) async fn private_command<T>(
    ctx: Context<'_>,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    run(ctx, deadline(ctx.data().defer_after), Shown::Private, work).await
}

/// Who sees a deferred command's placeholder.
#[derive(Clone, Copy)]
enum Shown {
    /// The channel ("thinking...").
    Public,
    /// Only the user who ran the command.
    Private,
}

/// A command's work raced against `at` ([`finish_or_defer`]), deferred as
/// `shown` when late; a command the admission queue already deferred just
/// runs. Either way the command leaves the admission count once done.
async fn run<T>(
    ctx: Context<'_>,
    at: Instant,
    shown: Shown,
    work: impl Future<Output = T>,
) -> Result<T, Error> {
    if super::admission::deferred() {
        let value = work.await;
        super::admission::leave();
        return Ok(value);
    }
    let defer = async {
        match shown {
            Shown::Public => ctx.defer().await,
            Shown::Private => ctx.defer_ephemeral().await,
        }
        .map_err(Error::from)
    };
    let finished = finish_or_defer(at, work, defer).await?;
    super::admission::leave();
    Ok(finished.value)
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    use super::*;

    #[tokio::test]
    async fn work_done_in_time_is_not_deferred() {
        let deferred = AtomicBool::new(false);
        let defer = async {
            deferred.store(true, Ordering::SeqCst);
            Ok(())
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        let done = finish_or_defer(deadline, async { 7 }, defer)
            .await
            .expect("no deferral to fail");
        assert_eq!(done.value, 7);
        assert!(!done.deferred);
        assert!(!deferred.load(Ordering::SeqCst));
    }

    #[tokio::test]
    async fn a_past_deadline_defers_before_the_work_starts() {
        let started = AtomicBool::new(false);
        let work = async {
            started.store(true, Ordering::SeqCst);
            "done"
        };
        let defer = async {
            assert!(
                !started.load(Ordering::SeqCst),
                "deferred after the work began"
            );
            Ok(())
        };
        let done = finish_or_defer(Instant::now(), work, defer)
            .await
            .expect("deferred");
        assert_eq!(done.value, "done");
        assert!(done.deferred);
    }

    #[tokio::test]
    async fn slow_work_is_deferred_at_the_deadline_and_then_finished() {
        // The work can only finish once the deferral was sent.
        let (sent, release) = tokio::sync::oneshot::channel::<()>();
        let work = async { release.await.is_ok() };
        let defer = async {
            sent.send(()).expect("the work is waiting");
            Ok(())
        };
        let deadline = Instant::now() + Duration::from_millis(20);
        let done = finish_or_defer(deadline, work, defer)
            .await
            .expect("deferred");
        assert!(done.value);
        assert!(done.deferred);
        assert!(Instant::now() >= deadline);
    }

    #[tokio::test]
    async fn the_work_goes_on_while_the_deferral_is_on_its_way() {
        // The deferral can only finish once the work has: had the work waited
        // for the deferral, neither would.
        let (finished, work_done) = tokio::sync::oneshot::channel::<()>();
        let work = async {
            finished.send(()).expect("the deferral is waiting");
            "done"
        };
        let defer = async {
            work_done.await.expect("the work finished");
            Ok(())
        };
        let done = tokio::time::timeout(
            Duration::from_secs(5),
            finish_or_defer(Instant::now(), work, defer),
        )
        .await
        .expect("no deadlock")
        .expect("deferred");
        assert_eq!(done.value, "done");
        assert!(done.deferred);
    }

    #[tokio::test]
    async fn a_failed_deferral_still_lets_the_work_finish() {
        let finished = AtomicBool::new(false);
        let work = async {
            finished.store(true, Ordering::SeqCst);
        };
        let defer = async { Err(anyhow::anyhow!("interaction expired")) };
        let result = finish_or_defer(Instant::now(), work, defer).await;
        assert_eq!(
            result.expect_err("the deferral failed").to_string(),
            "interaction expired"
        );
        assert!(finished.load(Ordering::SeqCst));
    }
}
