//! Hidden enemy numbers (`/campaign enemies shown|bands|hidden`), once for
//! every game: the campaign's setting for the text being drawn, and the
//! helpers each game's enemy lines ask for an enemy's HP ([`enemy_hp`]) and
//! for its attack and defence numbers ([`enemy_number`]). Characters are
//! never hidden: only enemy lines call these.
//!
//! The setting is a task-local, like the visibility of a secret roll
//! (`crate::session::visibility`): the Discord core scopes it once per
//! interaction ([`scope`]) and sets it when it reads the campaign ([`load`]);
//! the board, the tracker and the web pages draw inside [`showing`]. The
//! renderers are pure functions of an outcome, called from every game's
//! command paths; passing the setting down would change all of their
//! signatures for a flag only the few enemy lines read. Outside any scope
//! (the command line, unit tests of the renderers) every number is shown.
//!
//! Some games' events name a unit without saying whether it is a character
//! or an enemy: while numbers are hidden the scope also keeps the names of
//! the campaign's characters, and any other unit is an enemy ([`hides`]):
//! a name it cannot place is hidden rather than shown.

use std::cell::RefCell;
use std::future::Future;

use crate::engine::visibility::{Band, EnemyNumbers};
use crate::i18n::Lang;
use crate::session::{visibility, CampaignKey, Session, SessionError, Shown};

/// What the current task's text may show of enemies.
#[derive(Debug, Clone, Default)]
struct Seen {
    /// The campaign's setting (or every number, for the GMs).
    enemies: EnemyNumbers,
    /// The name keys of the campaign's characters (read only while numbers
    /// are hidden).
    characters: Vec<String>,
}

impl Seen {
    /// The setting of a campaign already read.
    fn of(shown: &Shown) -> Seen {
        let characters = if shown.enemies == EnemyNumbers::Shown {
            Vec::new()
        } else {
            crate::bot::game::games()
                .get(shown.ruleset)
                .characters(shown)
                .unwrap_or_default()
                .iter()
                .map(|n| crate::engine::name::key(n))
                .collect()
        };
        Seen {
            enemies: shown.enemies,
            characters,
        }
    }
}

tokio::task_local! {
    /// How the text drawn by the current task shows enemies' numbers.
    static ENEMIES: RefCell<Seen>;
}

/// What an enemy's hidden number reads as (its AC, DR, attack bonus...).
pub const MASK: &str = "?";

/// Runs `work` with its own setting, every number shown until [`set`] or
/// [`load`] changes it.
pub async fn scope<F: Future>(work: F) -> F::Output {
    ENEMIES.scope(RefCell::default(), work).await
}

/// Runs the drawing `draw` as the channel of the campaign `shown` sees it
/// (a board, the tracker, a web page).
pub fn showing<R>(shown: &Shown, draw: impl FnOnce() -> R) -> R {
    ENEMIES.sync_scope(RefCell::new(Seen::of(shown)), draw)
}

/// Runs the drawing `draw` with every number (an answer only GMs read).
pub fn showing_all<R>(draw: impl FnOnce() -> R) -> R {
    ENEMIES.sync_scope(RefCell::default(), draw)
}

/// Shows every number in the rest of the task's [`scope`] (its answers go to
/// the GMs only); `false` outside one.
#[must_use]
pub fn show_all() -> bool {
    ENEMIES.try_with(|e| e.replace(Seen::default())).is_ok()
}

/// The setting the text being drawn follows: every number outside a scope.
#[must_use]
pub fn current() -> EnemyNumbers {
    ENEMIES.try_with(|e| e.borrow().enemies).unwrap_or_default()
}

/// Whether the unit named `name` is an enemy whose numbers are hidden: the
/// campaign hides them and `name` is none of its characters.
#[must_use]
pub fn hides(name: &str) -> bool {
    let key = crate::engine::name::key(name);
    ENEMIES
        .try_with(|e| {
            let seen = e.borrow();
            seen.enemies != EnemyNumbers::Shown && !seen.characters.contains(&key)
        })
        .unwrap_or(false)
}

/// Reads the campaign's setting into the task's scope, before a command or a
/// press draws anything. A secret roll or a blind check (and a press on its
/// private copy) goes to the GMs only: they read every number.
pub async fn load(session: &Session, key: CampaignKey) -> Result<(), SessionError> {
    // Nothing to read for the GMs: they see every number.
    if visibility::current().is_hidden() {
        return load_known(session, key, EnemyNumbers::Shown).await;
    }
    let enemies = session.secrecy(key).await?.enemies;
    load_known(session, key, enemies).await
}

/// [`load`] when the campaign's setting `enemies` was already read (with
/// its other settings, [`Session::settings_and_enemies`]): no query of its
/// own unless the numbers are hidden.
pub async fn load_known(
    session: &Session,
    key: CampaignKey,
    enemies: EnemyNumbers,
) -> Result<(), SessionError> {
    // The campaign's state is read only when its numbers are hidden.
    let hides = !visibility::current().is_hidden() && enemies != EnemyNumbers::Shown;
    let seen = if hides {
        Seen::of(&session.shown(key).await?)
    } else {
        Seen::default()
    };
    if ENEMIES.try_with(|e| e.replace(seen)).is_err() {
        tracing::error!("a command drew outside an enemy-numbers scope");
    }
    Ok(())
}

/// Whether enemies' attack and defence numbers may be shown.
#[must_use]
pub fn numbers_shown() -> bool {
    current() == EnemyNumbers::Shown
}

/// An enemy's attack or defence number as the reader may see it: the
/// number, or [`MASK`].
#[must_use]
pub fn enemy_number(value: impl std::fmt::Display) -> String {
    if numbers_shown() {
        value.to_string()
    } else {
        MASK.to_owned()
    }
}

/// An enemy's HP as the reader may see it: the bar with the numbers, its
/// [`Band`] in words (an enemy at 0 HP reads as dead: its fall was told to
/// the channel anyway), or a word saying it is hidden.
#[must_use]
pub fn enemy_hp(lang: Lang, hp: u32, max: u32) -> String {
    match current() {
        EnemyNumbers::Shown => super::hp_bar(hp, max),
        EnemyNumbers::Bands if hp == 0 => super::t0(lang, "band-dead"),
        EnemyNumbers::Bands => band_word(lang, Band::of(i64::from(hp), i64::from(max))),
        EnemyNumbers::Hidden => super::t0(lang, "band-hidden"),
    }
}

/// The HP line of the enemy `name` (user text) whose numbers are hidden:
/// its HP as the reader may see it ([`enemy_hp`]).
#[must_use]
pub fn enemy_hp_line(lang: Lang, name: &str, hp: u32, max: u32) -> String {
    let state = enemy_hp(lang, hp, max);
    super::t(
        lang,
        "enemy-hp-hidden",
        &[("name", super::u(name)), ("state", super::a(state))],
    )
}

/// A band in words ("bloodied").
#[must_use]
pub fn band_word(lang: Lang, band: Band) -> String {
    super::t0(lang, &format!("band-{}", band.id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hp_text_follows_the_setting_in_scope() {
        let lang = Lang::EnUs;
        assert_eq!(enemy_hp(lang, 43, 57), "▰▰▰▰▰▰▰▰▱▱ 43/57");
        let with = |enemies, draw: &dyn Fn() -> String| {
            let seen = Seen {
                enemies,
                characters: vec![crate::engine::name::key("Ann")],
            };
            ENEMIES.sync_scope(RefCell::new(seen), draw)
        };
        assert_eq!(
            with(EnemyNumbers::Bands, &|| enemy_hp(lang, 43, 57)),
            "wounded"
        );
        assert_eq!(
            with(EnemyNumbers::Bands, &|| enemy_hp(lang, 14, 57)),
            "near death"
        );
        assert_eq!(with(EnemyNumbers::Bands, &|| enemy_hp(lang, 0, 57)), "dead");
        assert_eq!(
            with(EnemyNumbers::Hidden, &|| enemy_hp(lang, 43, 57)),
            "condition unknown"
        );
        assert_eq!(enemy_number(14), "14");
        assert_eq!(with(EnemyNumbers::Bands, &|| enemy_number(14)), "?");
        assert_eq!(with(EnemyNumbers::Hidden, &|| enemy_number(14)), "?");
        assert_eq!(
            with(EnemyNumbers::Bands, &|| showing_all(|| enemy_number(14))),
            "14"
        );
        // Ann is a character: never hidden; Raider 1 is not: an enemy.
        assert_eq!(
            with(EnemyNumbers::Bands, &|| format!(
                "{} {}",
                hides("Raider 1"),
                hides("ann")
            )),
            "true false"
        );
        assert!(!hides("Raider 1"));
    }
}
