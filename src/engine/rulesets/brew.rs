//! Homebrew through [`AnyCampaign`]: the game-agnostic operations the front
//! ends and the session ask of any campaign's homebrew. A change is made on
//! a copy and kept only when the copy still passes every invariant of its
//! game (so an entry in play is never removed under a character or a
//! creature): all or nothing, like a command.

use super::AnyCampaign;
use crate::engine::homebrew::{
    CharacterImported, File, Homebrew, Imported, Origin, PackReport, Refusal, Rejected,
    FOUNDRY_GAME, MAX_ACTOR_BYTES,
};

/// Whether `entry` is among the refused documents.
fn report_refused(refused: &[Rejected], entry: &str) -> bool {
    refused
        .iter()
        .any(|r| crate::engine::name::same(&r.entry, entry))
}

impl AnyCampaign {
    /// Applies `change` to a copy and keeps it when the copy is valid.
    fn brew_change<T>(
        &mut self,
        entry: &str,
        change: impl FnOnce(&mut dyn Homebrew) -> Result<T, Refusal>,
    ) -> Result<T, Refusal> {
        let mut next = self.clone();
        let done = change(next.homebrew_mut())?;
        next.validate().map_err(|(_, rule)| Refusal::InPlay {
            entry: crate::engine::name::echo(entry),
            rule,
        })?;
        *self = next;
        Ok(done)
    }

    /// Imports a homebrew file, whole or not at all.
    ///
    /// # Errors
    /// A file of another game, or the first refusal of its entries.
    pub fn brew_import(&mut self, file: &File) -> Result<Imported, Refusal> {
        if let Some(game) = &file.ruleset {
            if !self.ruleset().is_spelled(game) {
                return Err(Refusal::OtherGame {
                    game: crate::engine::name::echo(game),
                });
            }
        }
        if file.foundry.is_empty() {
            return self.brew_change("", |h| h.apply(file));
        }
        let (mut done, report) = self.brew_import_pack(file)?;
        // Front ends that show only `ignored` still name every document
        // refused, left out or changed.
        done.ignored.extend(
            report
                .refused
                .iter()
                .map(|r| format!("{}: {}", r.entry, r.refusal)),
        );
        done.ignored.extend(
            report
                .left_out
                .iter()
                .map(|n| format!("{}: {}", n.entry, n.kind)),
        );
        done.ignored.extend(
            report
                .changed
                .iter()
                .map(|c| format!("{}: {} {} -> {}", c.entry, c.field, c.from, c.to)),
        );
        Ok(done)
    }

    /// Imports a homebrew file as the front ends do: our own format whole
    /// or not at all ([`Self::brew_import`]), Foundry VTT documents
    /// document by document with their report ([`Self::brew_import_pack`]).
    ///
    /// # Errors
    /// As those two.
    pub fn brew_import_file(
        &mut self,
        file: &File,
    ) -> Result<(Imported, Option<PackReport>), Refusal> {
        if file.foundry.is_empty() {
            self.brew_import(file).map(|done| (done, None))
        } else {
            self.brew_import_pack(file)
                .map(|(done, report)| (done, Some(report)))
        }
    }

    /// Imports a file of Foundry VTT documents (a compendium pack)
    /// document by document: each document that cannot be held is left out
    /// and named with its reason, the rest come in; an entry of a shipped
    /// entry's name keeps what the game models for it (the report names
    /// what it changed). Refused whole only when no document comes in.
    ///
    /// # Errors
    /// A campaign of another game, a file that brings nothing (the first
    /// document's refusal), too many rows, or an entry in play.
    pub fn brew_import_pack(&mut self, file: &File) -> Result<(Imported, PackReport), Refusal> {
        // Foundry VTT's Fallout system writes Fallout 2d20 documents: that
        // game maps them into its kinds; the rows then pass the same
        // checks as our own format, one by one.
        let Some(mapped) = self.foundry_pack(&file.foundry) else {
            return Err(Refusal::OtherGame {
                game: FOUNDRY_GAME.to_owned(),
            });
        };
        let (mapped, ignored, mut report) = mapped?;
        let mut refused = Vec::new();
        let mut done = self.brew_change("", |h| {
            let (done, r) = h.apply_each(&mapped)?;
            refused = r;
            if done.entries == 0 {
                // Nothing came in: the file is refused, with its first reason.
                let first = report.refused.first().map(|r| r.refusal.clone());
                return Err(first
                    .or_else(|| refused.first().map(|(_, r)| r.clone()))
                    .unwrap_or(Refusal::Empty));
            }
            Ok(done)
        })?;
        report.refused.extend(
            refused
                .into_iter()
                .map(|(entry, refusal)| Rejected { entry, refusal }),
        );
        // An entry refused when stored changed nothing: it is no change.
        let refused = std::mem::take(&mut report.refused);
        report
            .changed
            .retain(|c| !report_refused(&refused, &c.entry));
        report.refused = refused;
        done.ignored = ignored;
        Ok((done, report))
    }

    /// Brings a character over from a Foundry VTT character Actor (JSON,
    /// at most [`MAX_ACTOR_BYTES`]): the items it carries that the campaign
    /// does not know come in as homebrew, all or nothing.
    ///
    /// # Errors
    /// A campaign of another game, a file that is no character Actor, or
    /// the first field out of the game's bounds.
    pub fn import_character(
        &mut self,
        bytes: &[u8],
        owner: &str,
        player: &str,
    ) -> Result<CharacterImported, Refusal> {
        if bytes.len() > MAX_ACTOR_BYTES {
            return Err(Refusal::TooLarge {
                bytes: bytes.len(),
                max: MAX_ACTOR_BYTES,
            });
        }
        let doc: serde_json::Value =
            serde_json::from_slice(bytes).map_err(|e| Refusal::Malformed {
                detail: e.to_string(),
            })?;
        self.foundry_character(&doc, owner, player)
            .unwrap_or_else(|| {
                Err(Refusal::OtherGame {
                    game: FOUNDRY_GAME.to_owned(),
                })
            })
    }

    /// Removes the entry `name` names: its kind, name and origin.
    ///
    /// # Errors
    /// [`Refusal::Unknown`], a broken reference, or an entry in play.
    pub fn brew_remove(&mut self, name: &str) -> Result<(&'static str, String, Origin), Refusal> {
        self.brew_change(name, |h| h.remove(name))
    }
}
