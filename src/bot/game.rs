//! What a game's Discord front end gives the core: the one trait the core
//! knows games by, and [`Games`], the list of them the core is handed. The
//! core (framework, layout, replies and deferral, permissions, the command
//! table, the tracker, buttons) never names a game: the binary builds the
//! registry once at start (`overseer::app`), [`install`]s it here, and the
//! core asks [`games`] for the campaign's game and calls it through [`Game`].

use std::future::Future;
use std::pin::Pin;
use std::sync::OnceLock;

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

use super::buttons::Answer;
use super::render::EmbedSpec;
use super::table::Entry;
use super::{Context, Data, Error, Here};
use crate::engine::registry::{Registered, Registry};
use crate::engine::ruleset::RulesetId;
use crate::i18n::Lang;
use crate::session::{CampaignKey, Session, SessionError, Shown};

/// A boxed future, as a game's async hooks return it (trait objects cannot
/// have `async fn`s).
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A press of a button or a select menu, as the core read it.
#[derive(Clone)]
pub struct Press<'a> {
    /// What every handler can reach.
    pub data: &'a Data,
    /// The interaction.
    pub interaction: &'a ComponentInteraction,
    /// A select menu's choice, if the press was one.
    pub picked: Option<String>,
    /// The channel's campaign.
    pub key: CampaignKey,
    /// Who pressed.
    pub actor: i64,
    /// Whether the presser has Manage Server here.
    pub manages: bool,
    /// The presser's own language (before the campaign's is known).
    pub locale_lang: Lang,
}

/// A `/roll` asked in a campaign, as the core hands it to the campaign's
/// game ([`Game::roll`]).
pub struct RollAsk<'a> {
    /// The command being answered.
    pub ctx: Context<'a>,
    /// The channel's campaign.
    pub here: &'a Here,
    /// The dice as typed (`3d6`).
    pub dice: &'a str,
    /// How many times to roll them.
    pub repeat: i64,
}

/// A game's Discord front end.
pub trait Game: Send + Sync {
    /// The game.
    fn id(&self) -> RulesetId;

    /// The game's name as players read it, in `lang`: the locale files'
    /// `game-<id>` unless the game says (a game from outside the crate
    /// carries its own words).
    fn name(&self, lang: Lang) -> String {
        crate::i18n::tr(lang, &format!("game-{}", self.id().as_str()), &[])
    }

    /// The game's own top-level slash commands.
    fn commands(&self) -> Vec<poise::Command<Data, Error>>;

    /// Subcommands the game adds to `/campaign` (its settings, turns, rest).
    fn campaign_commands(&self) -> Vec<poise::Command<Data, Error>> {
        Vec::new()
    }

    /// The game's entries of the command table (GM flags, `/help` topics and
    /// texts), for its commands and its `/campaign` subcommands.
    fn table(&self) -> &'static [Entry];

    /// Starts a campaign of this game in `key`; the embeds that announce it.
    fn start<'a>(
        &'a self,
        session: &'a Session,
        key: CampaignKey,
        actor: i64,
        language: Option<Lang>,
        lang: Lang,
    ) -> BoxFuture<'a, Result<Vec<EmbedSpec>, SessionError>>;

    /// The board of a campaign already read: the game's read-only status of
    /// everything (`/campaign status` and the live tracker).
    fn board(&self, shown: &Shown, lang: Lang) -> Result<Vec<EmbedSpec>, SessionError>;

    /// One character's sheet in a campaign already read, as the game's sheet
    /// command draws it (the web pages' sheet).
    fn sheet(&self, shown: &Shown, name: &str, lang: Lang) -> Result<Vec<EmbedSpec>, SessionError>;

    /// One enemy of a campaign already read, as the game draws it (`/enemy
    /// show`, for the GMs: drawn with every number); `None` when no enemy
    /// has that name.
    fn enemy(
        &self,
        shown: &Shown,
        name: &str,
        lang: Lang,
    ) -> Result<Option<Vec<EmbedSpec>>, SessionError>;

    /// The campaign's characters by name, in roster order.
    fn characters(&self, shown: &Shown) -> Result<Vec<String>, SessionError>;

    /// A logged outcome (the events of one log entry) drawn as its reply
    /// was; `None` when the events do not read as this game's.
    fn logged(&self, events: &serde_json::Value, lang: Lang) -> Option<Vec<EmbedSpec>>;

    /// What the web statistics read from a logged outcome's events: the
    /// dice rolled and the successes scored. Nothing, unless the game says.
    fn facts(&self, _events: &serde_json::Value) -> Facts {
        Facts::default()
    }

    /// `/roll <dice> [repeat]` in a campaign of this game.
    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>>;

    /// Fields `/help` adds for this campaign after the command list (the
    /// house rules on, say).
    fn help_fields<'a>(
        &'a self,
        _session: &'a Session,
        _key: CampaignKey,
        _lang: Lang,
    ) -> BoxFuture<'a, Vec<(String, String)>> {
        Box::pin(async { Vec::new() })
    }

    /// Handles a press of one of the game's buttons or menus: `None` when the
    /// custom id is not the game's.
    fn press<'a>(
        &'a self,
        _custom_id: &'a str,
        _press: Press<'a>,
    ) -> Option<BoxFuture<'a, Answer>> {
        None
    }

    /// Handles an interaction the game owns outright (a modal and its
    /// follow-up menu); `Ok(true)` when it was the game's.
    fn interaction<'a>(
        &'a self,
        _ctx: &'a serenity::Context,
        _data: &'a Data,
        _interaction: &'a serenity::Interaction,
    ) -> BoxFuture<'a, Result<bool, Error>> {
        Box::pin(async { Ok(false) })
    }
}

/// How a game's refusal the session reports ([`SessionError::Rule`], the
/// game's own error boxed) reads on Discord when the game did not say it.
pub type SessionRefusal = fn(Lang, &SessionError) -> String;

/// The games the bot plays, the default first, and how the default game says
/// the session's own refusals: the value the top of the binary builds once
/// and hands to the core ([`install`]).
pub type Games = Registry<dyn Game, SessionRefusal>;

impl Registered for dyn Game {
    fn id(&self) -> RulesetId {
        Game::id(self)
    }
}

impl Games {
    /// The games `list` (the default first) and the default game's
    /// `session_refusal`.
    ///
    /// # Panics
    /// When `list` is empty (at compile time, in a `static`).
    #[must_use]
    pub const fn new(list: &'static [&'static dyn Game], session_refusal: SessionRefusal) -> Games {
        Registry::with(list, session_refusal)
    }

    /// A game's refusal the session reports ([`SessionError::Rule`]), in the
    /// default game's words.
    #[must_use]
    pub fn session_refusal(&self, lang: Lang, error: &SessionError) -> String {
        (self.extra())(lang, error)
    }
}

/// The games the core was handed at start.
static INSTALLED: OnceLock<&'static Games> = OnceLock::new();

/// The games the core was handed, if any were yet ([`games`] without the
/// panic, for what also runs before a bot starts: a page, a game's name).
#[must_use]
pub fn installed() -> Option<&'static Games> {
    INSTALLED.get().copied()
}

/// Hands the core its games, once, before the bot, its command table or its
/// pages are used; `false` (and nothing changed) when games were already
/// installed.
pub fn install(games: &'static Games) -> bool {
    INSTALLED.set(games).is_ok()
}

/// The games the core was handed ([`install`]).
///
/// # Panics
/// When none were installed: the binary and the tests install the registry
/// (`overseer::app::install`) before they start the bot.
#[must_use]
pub fn games() -> &'static Games {
    INSTALLED
        .get()
        .expect("the games are installed at start (overseer::app::install)")
}

/// What the web statistics read from one logged outcome ([`Game::facts`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// Each die rolled: its sides and the face it showed.
    pub dice: Vec<(u32, u32)>,
    /// Successes scored on a check or test, by the character who rolled.
    pub successes: Vec<(String, u32)>,
}

impl Facts {
    /// The facts of a game whose logged rolls are one die of `sides`, each
    /// event of a kind in `kinds` carrying `roll.die` (its face) and
    /// `roll.level` (its four levels of success): every such die, and one
    /// success for each check a character passed.
    #[must_use]
    pub fn of_single_die_rolls(events: &serde_json::Value, kinds: &[&str], sides: u32) -> Facts {
        let mut facts = Facts::default();
        for event in events.as_array().into_iter().flatten() {
            let kind = event["type"].as_str().unwrap_or_default();
            if !kinds.contains(&kind) {
                continue;
            }
            let roll = &event["roll"];
            if let Some(face) = roll["die"].as_u64().and_then(|f| u32::try_from(f).ok()) {
                facts.dice.push((sides, face));
            }
            let passed = matches!(roll["level"].as_str(), Some("success" | "critical_success"));
            if let (true, Some(name)) = (kind == "check" && passed, event["character"].as_str()) {
                facts.successes.push((name.to_owned(), 1));
            }
        }
        facts
    }
}

/// A game's board drawn from a campaign already read: `status` (the game's
/// read-only status of everything) run on it and drawn by `draw`. A game's
/// [`Game::board`] in one line.
pub fn board_of<R: crate::engine::ruleset::Ruleset>(
    shown: &Shown,
    status: &R::Command,
    draw: impl FnOnce(&R::Outcome) -> Vec<EmbedSpec>,
) -> Result<Vec<EmbedSpec>, SessionError> {
    // A status rolls nothing; the view still takes dice.
    let mut dice = crate::session::os_dice();
    match shown.view::<R>(status, &mut dice)? {
        Ok(outcome) => Ok(draw(&outcome)),
        Err(e) => Err(SessionError::Internal(anyhow::anyhow!(
            "the {} board: {e}",
            R::ID
        ))),
    }
}

/// Starts a campaign of game `R` and draws the outcome that sets it up with
/// `draw`. A game's [`Game::start`] in one line.
pub fn start_with<'a, R: crate::engine::ruleset::Ruleset + 'a>(
    session: &'a Session,
    key: CampaignKey,
    actor: i64,
    language: Option<Lang>,
    draw: impl FnOnce(&R::Outcome) -> Vec<EmbedSpec> + Send + 'a,
) -> BoxFuture<'a, Result<Vec<EmbedSpec>, SessionError>>
where
    R::Outcome: Sync,
{
    Box::pin(async move {
        session
            .start_as::<R>(key, actor, language)
            .await
            .map(|outcome| draw(&outcome))
    })
}

/// One enemy of a campaign already read: the first of the list `enemies`
/// gives whose name (`named`) is `name`, drawn by `draw` with the campaign's
/// homebrew (the list's other half) in scope. A game's [`Game::enemy`] in one
/// line.
pub fn enemy_of<R, H, T>(
    shown: &Shown,
    name: &str,
    enemies: impl FnOnce(&R::Campaign) -> (&H, &[T]),
    named: impl Fn(&T) -> &str,
    draw: impl FnOnce(&T) -> EmbedSpec,
) -> Result<Option<Vec<EmbedSpec>>, SessionError>
where
    R: crate::engine::ruleset::Ruleset,
    H: crate::engine::homebrew::Homebrew + Clone + 'static,
{
    let campaign = shown.campaign::<R>()?;
    let (homebrew, list) = enemies(&campaign);
    let _drawing = crate::bot::commands::homebrew::drawing(Some(homebrew));
    Ok(list
        .iter()
        .find(|e| crate::engine::name::same(named(e), name))
        .map(|e| vec![draw(e)]))
}

/// The hooks every game's [`Game`] implementation writes the same way: its id,
/// its command-table rows, how it starts a campaign and how it draws its
/// board, from the game's [`crate::engine::ruleset::Ruleset`], its status
/// command and its renderer, and how it shows one enemy (`list => draw`: the
/// campaign's field listing the enemies and the function drawing one).
/// Used inside `impl Game for ...`.
macro_rules! common_hooks {
    (
        $ruleset:ty,
        $table:expr,
        $($status:ident)::+ { $who:ident: None },
        $draw:path,
        $enemies:ident => $draw_enemy:path
    ) => {
        fn enemy(
            &self,
            shown: &$crate::session::Shown,
            name: &str,
            lang: $crate::i18n::Lang,
        ) -> Result<Option<Vec<$crate::bot::render::EmbedSpec>>, $crate::session::SessionError>
        {
            $crate::bot::game::enemy_of::<$ruleset, _, _>(
                shown,
                name,
                |c| (&c.homebrew, c.$enemies.as_slice()),
                |e| e.name.as_str(),
                |e| $draw_enemy(lang, e),
            )
        }

        fn id(&self) -> $crate::engine::ruleset::RulesetId {
            <$ruleset as $crate::engine::ruleset::Ruleset>::ID
        }

        fn table(&self) -> &'static [$crate::bot::table::Entry] {
            $table
        }

        fn start<'a>(
            &'a self,
            session: &'a $crate::session::Session,
            key: $crate::session::CampaignKey,
            actor: i64,
            language: Option<$crate::i18n::Lang>,
            lang: $crate::i18n::Lang,
        ) -> $crate::bot::game::BoxFuture<
            'a,
            Result<Vec<$crate::bot::render::EmbedSpec>, $crate::session::SessionError>,
        > {
            $crate::bot::game::start_with::<$ruleset>(session, key, actor, language, move |o| {
                $draw(lang, o)
            })
        }

        fn board(
            &self,
            shown: &$crate::session::Shown,
            lang: $crate::i18n::Lang,
        ) -> Result<Vec<$crate::bot::render::EmbedSpec>, $crate::session::SessionError> {
            $crate::bot::game::board_of::<$ruleset>(shown, &$($status)::+ { $who: None }, |o| {
                $draw(lang, o)
            })
        }

        fn sheet(
            &self,
            shown: &$crate::session::Shown,
            name: &str,
            lang: $crate::i18n::Lang,
        ) -> Result<Vec<$crate::bot::render::EmbedSpec>, $crate::session::SessionError> {
            let status = $($status)::+ {
                $who: Some(name.to_owned()),
            };
            $crate::bot::game::board_of::<$ruleset>(shown, &status, |o| $draw(lang, o))
        }

        fn characters(
            &self,
            shown: &$crate::session::Shown,
        ) -> Result<Vec<String>, $crate::session::SessionError> {
            let campaign = shown.campaign::<$ruleset>()?;
            Ok($crate::engine::roster::Roster::owners(&campaign)
                .into_iter()
                .map(|(name, _)| name.to_owned())
                .collect())
        }

        fn logged(
            &self,
            events: &serde_json::Value,
            lang: $crate::i18n::Lang,
        ) -> Option<Vec<$crate::bot::render::EmbedSpec>> {
            let outcome: <$ruleset as $crate::engine::ruleset::Ruleset>::Outcome =
                serde_json::from_value(serde_json::json!({ "events": events })).ok()?;
            Some($draw(lang, &outcome))
        }
    };
}
pub(crate) use common_hooks;

#[cfg(test)]
mod tests {
    use super::Facts;

    #[test]
    fn single_die_rolls_give_their_die_and_passed_checks_one_success() {
        let events = serde_json::json!([
            {"type": "check", "character": "Ann", "roll": {"die": 12, "level": "success"}},
            {"type": "check", "character": "Ann", "roll": {"die": 3, "level": "failure"}},
            {"type": "save", "character": "Ann", "roll": {"die": 19, "level": "critical_success"}},
            {"type": "sheet", "sheet": {}}
        ]);
        assert_eq!(
            Facts::of_single_die_rolls(&events, &["check", "save"], 20),
            Facts {
                dice: vec![(20, 12), (20, 3), (20, 19)],
                successes: vec![("Ann".to_owned(), 1)],
            }
        );
        assert_eq!(
            Facts::of_single_die_rolls(&events, &["check"], 100).dice,
            vec![(100, 12), (100, 3)]
        );
    }
}
