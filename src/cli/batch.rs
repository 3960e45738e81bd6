//! Batch mode's answers and its transactions: runs of game commands share one
//! write transaction ([`crate::session::group`]), and their replies wait until
//! it has committed.
//!
//! A batch line is answered only once what it did is durable: a game command
//! that runs inside the group gets its reply queued, and the queue is printed
//! when the group commits. The group is released (committed, the queue
//! printed) before reading a line that has not arrived yet (so a script that
//! writes a line and waits for its answer gets it), after
//! [`MAX_COMMANDS`] commands or [`MAX_HOLD`] (other processes wait for the
//! write lock meanwhile), and before any line that is not a game command
//! (`init`, `recover`, `import`, a re-roll, ...: they take transactions of
//! their own). If the group fails (a statement or the COMMIT), it is rolled
//! back and its lines, none of them answered yet, run again one by one, each
//! in its own transaction, as without grouping.

use std::time::Duration;

use crate::engine::Dice;
use crate::session::group::{self, Group};
use crate::session::Session;

use super::reply::Reply;
use super::{
    context_of, print_bytes, run_marked, session_for, words, Context, Globals, SECRET_FLAG,
};

/// At most this many commands in one transaction.
pub const MAX_COMMANDS: usize = 256;

/// At most this long in one transaction: the longest another process (the bot
/// on the same file) waits for the write lock because of a batch, plus one
/// command.
pub const MAX_HOLD: Duration = Duration::from_millis(20);

/// A batch's open transaction, its unprinted replies and the campaign's
/// language and game while the transaction holds them.
pub(super) struct Batch {
    group: group::Shared,
    /// Replies not printed yet, in line order; with the words of a line that
    /// ran in the group (to run it again alone if the group fails).
    queued: Vec<(Reply, Option<Vec<String>>)>,
    /// The context read for the group's lines (nobody can change it while the
    /// group holds the write lock).
    context: Option<Context>,
    /// The worst exit code printed so far.
    worst: i32,
}

impl Batch {
    pub(super) fn new() -> Batch {
        Batch {
            group: Group::new(),
            queued: Vec::new(),
            context: None,
            worst: super::EXIT_OK,
        }
    }

    /// The worst exit code of the replies printed.
    pub(super) fn worst(&self) -> i32 {
        self.worst
    }

    /// Answers a line that touched no campaign: now, or after the group's
    /// replies if one is open.
    pub(super) fn answer(&mut self, reply: Reply) {
        self.queued.push((reply, None));
        if self.context.is_none() {
            self.print_queued();
        }
    }

    /// Runs one line (already split into words).
    pub(super) async fn line(
        &mut self,
        slot: &mut Option<Session>,
        g: &Globals,
        dice: &mut (dyn Dice + Send),
        words: Vec<String>,
    ) {
        let context = match self.context {
            Some(context) => Some(context),
            None if words::parse_shared(&words::english(&[], &words)).is_none() => {
                match session_for(slot, g).await {
                    Ok(session) => Some(context_of(session, g).await),
                    Err(reply) => {
                        self.answer(reply);
                        return;
                    }
                }
            }
            None => None,
        };
        let grouped = context.is_some_and(|(_, game)| {
            let plain: Vec<String> = words
                .iter()
                .filter(|w| !words::is_option(w, SECRET_FLAG))
                .cloned()
                .collect();
            let game = super::game::games().get(game);
            let plain = words::english(game.said(), &plain);
            words::parse_shared(&plain).is_none() && game.groups(&plain)
        });
        if !grouped {
            self.release(slot, g, dice).await;
            let reply = run_marked(slot, g, dice, &words, context).await;
            self.answer(reply);
            return;
        }
        let reply = group::scoped(&self.group, run_marked(slot, g, dice, &words, context)).await;
        self.queued.push((reply, Some(words)));
        let (commands, age, broken) = {
            let group = self.group.lock().await;
            (group.commands(), group.age(), group.broken())
        };
        if commands == 0 {
            // Refused before it reached the campaign: nothing is held.
            self.context = None;
            self.print_queued();
        } else {
            self.context = context;
            if broken || commands >= MAX_COMMANDS || age >= MAX_HOLD {
                self.release(slot, g, dice).await;
            }
        }
    }

    /// Commits the group and prints its replies; if it fails, runs its lines
    /// again one by one and prints their replies instead.
    pub(super) async fn release(
        &mut self,
        slot: &mut Option<Session>,
        g: &Globals,
        dice: &mut (dyn Dice + Send),
    ) {
        self.context = None;
        let released = match slot.as_ref() {
            Some(session) => session.release(&self.group).await,
            None => Ok(0),
        };
        if let Err(e) = released {
            tracing::warn!(error = %e, "a batch transaction failed; running its lines one by one");
            for (reply, words) in &mut self.queued {
                if let Some(words) = words {
                    *reply = run_marked(slot, g, dice, words, None).await;
                }
            }
        }
        self.print_queued();
    }

    /// Prints the queued replies, one JSON line each, in one write.
    fn print_queued(&mut self) {
        if self.queued.is_empty() {
            return;
        }
        let mut text = Vec::new();
        for (reply, _) in self.queued.drain(..) {
            reply.write_line(&mut text);
            self.worst = self.worst.max(reply.code);
        }
        print_bytes(&text);
    }
}
