//! Which game a campaign plays.
//!
//! A campaign plays one ruleset, chosen when it starts and fixed for its life.
//! [`RulesetId`] is the closed list of the games Overseer knows, with the id the
//! store keeps in `campaigns.ruleset` and an export names; front ends ask it
//! which games can be started and refuse a command of another game.
//!
//! [`Ruleset`] is what a game gives the rest of Overseer: its campaign state,
//! commands, outcome and refusals, and the one entry point that runs them. The
//! session stores and runs any game through it; each game's rules live in its
//! own folder under `rulesets/`.

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::dice::Dice;
use super::homebrew::{CharacterImported, File, Homebrew, PackReport, Refusal};
use super::registry::{Registered, Registry};
use super::roster::Roster;

/// A Foundry VTT pack mapped by a game: its homebrew file, the documents it
/// ignored, and the report of what it refused or changed.
pub type MappedPack = (File, Vec<String>, PackReport);

/// A game, by the id it declares ([`Ruleset::ID`]): the string the store
/// keeps in `campaigns.ruleset` and an export names. The set of games is
/// open: a game names itself, and the installed [`Rulesets`] list which
/// games this process plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RulesetId(&'static str);

impl RulesetId {
    /// The id `id`, exactly as the store keeps it.
    #[must_use]
    pub const fn new(id: &'static str) -> RulesetId {
        RulesetId(id)
    }

    /// The id the store keeps and exports carry.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        self.0
    }

    /// Whether `text` spells this id, ignoring case and surrounding space.
    #[must_use]
    pub fn is_spelled(self, text: &str) -> bool {
        self.0.eq_ignore_ascii_case(text.trim())
    }
}

impl Serialize for RulesetId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0)
    }
}

impl fmt::Display for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An id that names no game Overseer knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown ruleset {0}")]
pub struct UnknownRuleset(pub String);

/// The machine-readable code of a game's refusal, from its serde form (a
/// `tag = "error"` enum): the tag (`out_of_range`), or `unknown_<kind>` for
/// an unknown name (`unknown_character`). Every game's `RuleError::code`.
#[must_use]
pub fn refusal_code(error: &impl Serialize) -> String {
    let value = serde_json::to_value(error).unwrap_or_default();
    let word = |key: &str| value.get(key).and_then(serde_json::Value::as_str);
    match (word("error"), word("kind")) {
        (Some("unknown"), Some(kind)) => format!("unknown_{kind}"),
        (tag, _) => tag.unwrap_or_default().to_owned(),
    }
}

/// A choice a player makes after a roll, kept until they press a button: who
/// may make it and what it re-rolls, as the game stores it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingChoice {
    /// The user id allowed to make it (a GM may too).
    pub owner: String,
    /// The character it is about.
    pub leader: String,
    /// The game's own record of the choice, as JSON.
    pub offer: serde_json::Value,
}

/// A game: its state, commands, outcomes and refusals, and how they run. A
/// game's `execute` either applies all of an outcome or refuses and leaves the
/// campaign exactly as it was. (`'static`: a command-line batch keeps a
/// campaign loaded between commands, by its type.)
pub trait Ruleset: 'static {
    /// The game's id.
    const ID: RulesetId;
    /// A campaign's whole state.
    type Campaign: Clone
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + PartialEq
        + fmt::Debug
        + Roster
        + 'static;
    /// What a front end may ask.
    type Command: Serialize + Send + Sync;
    /// What happened: typed events.
    type Outcome: Serialize + Send;
    /// Why a command was refused.
    type Error: std::error::Error + Send + Sync + 'static;

    /// A fresh campaign and the command that starts it (its outcome tells the
    /// table what was set up).
    fn start() -> (Self::Campaign, Self::Command);

    /// Runs a command: the outcome, with the campaign changed as it says, or a
    /// refusal and no change.
    fn execute(
        campaign: &mut Self::Campaign,
        command: &Self::Command,
        dice: &mut dyn Dice,
    ) -> Result<Self::Outcome, Self::Error>;

    /// Whether a command only reads (nothing to save, log or undo).
    fn is_read_only(command: &Self::Command) -> bool;

    /// The command's name in the log.
    fn command_name(command: &Self::Command) -> &'static str;

    /// The outcome's events as JSON, for the log.
    fn events(outcome: &Self::Outcome) -> serde_json::Value;

    /// [`Ruleset::events`] as the log stores it: JSON text, which a game
    /// may write straight from its events rather than through the value.
    fn events_text(outcome: &Self::Outcome) -> String {
        Self::events(outcome).to_string()
    }

    /// Every invariant of a state that did not come from commands (an import);
    /// the first broken one, in words.
    fn validate(campaign: &Self::Campaign) -> Result<(), String>;

    /// How many characters a campaign has.
    fn characters(campaign: &Self::Campaign) -> usize;

    /// The campaign's homebrew (a game without any holds one of no kinds).
    fn homebrew(campaign: &Self::Campaign) -> &dyn Homebrew;

    /// The campaign's homebrew, to change.
    fn homebrew_mut(campaign: &mut Self::Campaign) -> &mut dyn Homebrew;

    /// [`Ruleset::validate`] as (where, rule): where in the state the first
    /// broken invariant is (`state` unless the game says).
    fn broken(campaign: &Self::Campaign) -> Result<(), (String, String)> {
        Self::validate(campaign).map_err(|rule| ("state".to_owned(), rule))
    }

    /// Maps a Foundry VTT compendium pack (its documents) into the game's
    /// homebrew file, what it ignored and the report; `None` when the game
    /// reads no Foundry documents.
    fn foundry_pack(
        _campaign: &Self::Campaign,
        _docs: &[serde_json::Value],
    ) -> Option<Result<MappedPack, Refusal>> {
        None
    }

    /// Brings a character over from a Foundry VTT Actor document; `None` when
    /// the game reads no Foundry documents.
    fn foundry_character(
        _campaign: &mut Self::Campaign,
        _doc: &serde_json::Value,
        _owner: &str,
        _player: &str,
    ) -> Option<Result<CharacterImported, Refusal>> {
        None
    }

    /// The command that takes up a choice a player accepted, from the game's
    /// record of it ([`PendingChoice::offer`], as JSON text).
    ///
    /// # Errors
    /// A record that does not read as one of the game's choices (a game that
    /// offers none reads none).
    fn take_choice(_offer: &str) -> Result<Self::Command, String> {
        Err("this game offers no choices".to_owned())
    }

    /// A choice the outcome leaves a player (a Luck re-roll), if any.
    fn pending_choice(
        _campaign: &Self::Campaign,
        _outcome: &Self::Outcome,
    ) -> Option<PendingChoice> {
        None
    }
}

/// What one command of a game produced, each game's `Outcome`: its events
/// (`E`, the game's event type) in the order they happened, and the
/// campaign's homebrew (`B`) when the command ran, for the front ends'
/// homebrew mark ([`Homebrew::is_homebrew`]); `None` for a campaign without
/// homebrew and for an outcome read back from the log (not logged: the log
/// keeps events).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct GameOutcome<E, B> {
    /// The events, in order.
    pub events: Vec<E>,
    /// The campaign's homebrew when the command ran.
    #[serde(skip)]
    pub homebrew: Option<super::homebrew::CopyOnWrite<B>>,
}

impl<E, B> Default for GameOutcome<E, B> {
    fn default() -> Self {
        GameOutcome {
            events: Vec::new(),
            homebrew: None,
        }
    }
}

impl<E, B> GameOutcome<E, B> {
    /// Appends an event.
    pub fn push(&mut self, event: E) {
        self.events.push(event);
    }
}

/// Runs `apply` on a copy of `campaign` and keeps the copy only when it
/// succeeds and `keep` says so (a read-only command's copy is dropped): the
/// all-or-nothing every game's `execute` promises.
///
/// # Errors
/// What `apply` refuses; the campaign is then exactly as it was.
pub fn all_or_nothing<C: Clone, O, E>(
    campaign: &mut C,
    keep: bool,
    apply: impl FnOnce(&mut C) -> Result<O, E>,
) -> Result<O, E> {
    let mut next = campaign.clone();
    let outcome = apply(&mut next)?;
    if keep {
        *campaign = next;
    }
    Ok(outcome)
}

/// A campaign's `new` (its default) and its all-or-nothing `execute`, written
/// inside the campaign's `impl` for a game whose `apply(command, dice)` carries
/// out one command on a copy ([`all_or_nothing`]); its `Command` (with
/// `is_read_only`), `Outcome` and `RuleError` must be in scope. A refusal
/// goes through `$bound` first, when given.
macro_rules! execute_on_a_copy {
    ($($bound:path)?) => {
        /// A fresh campaign.
        #[must_use]
        pub fn new() -> Self {
            Self::default()
        }

        /// Carries out a command. On success the campaign has changed as the
        /// outcome says; on error it is exactly as before.
        pub fn execute(
            &mut self,
            command: &Command,
            dice: &mut dyn $crate::engine::dice::Dice,
        ) -> Result<Outcome, RuleError> {
            $crate::engine::ruleset::all_or_nothing(self, !command.is_read_only(), |next| {
                next.apply(command, dice)
            })
            $(.map_err($bound))?
        }
    };
}
pub(crate) use execute_on_a_copy;

/// The [`Ruleset`] methods a game gives by asking its own types, written once:
/// inside `impl Ruleset for MyGame`, where the campaign has `execute` and
/// `validate`, the command `is_read_only` and `name`, and the outcome its
/// `events`.
macro_rules! delegate_to_campaign {
    () => {
        fn execute(
            campaign: &mut Self::Campaign,
            command: &Self::Command,
            dice: &mut dyn $crate::engine::dice::Dice,
        ) -> Result<Self::Outcome, Self::Error> {
            let mut outcome = campaign.execute(command, dice)?;
            // The front ends mark what the campaign's homebrew defines, and
            // draw the outcome without the campaign: it carries the homebrew
            // (shared text, a cheap clone). A plain campaign carries nothing.
            if !$crate::engine::homebrew::Homebrew::is_plain(&campaign.homebrew) {
                outcome.homebrew = Some(campaign.homebrew.clone());
            }
            Ok(outcome)
        }

        fn is_read_only(command: &Self::Command) -> bool {
            command.is_read_only()
        }

        fn command_name(command: &Self::Command) -> &'static str {
            command.name()
        }

        fn events(outcome: &Self::Outcome) -> serde_json::Value {
            serde_json::to_value(&outcome.events).unwrap_or_default()
        }

        fn events_text(outcome: &Self::Outcome) -> String {
            serde_json::to_string(&outcome.events).unwrap_or_default()
        }

        fn validate(campaign: &Self::Campaign) -> Result<(), String> {
            campaign.validate().map_err(|broken| broken.to_string())
        }

        fn homebrew(campaign: &Self::Campaign) -> &dyn $crate::engine::homebrew::Homebrew {
            &campaign.homebrew
        }

        fn homebrew_mut(
            campaign: &mut Self::Campaign,
        ) -> &mut dyn $crate::engine::homebrew::Homebrew {
            &mut campaign.homebrew
        }
    };
}
pub(crate) use delegate_to_campaign;

/// The whole `impl Ruleset for $game` of a game folder whose `Campaign`,
/// `Command`, `Outcome` and `RuleError` are in scope, written once: its id, its
/// types, a start that opens `Campaign::new()` with the command `$start`, the
/// methods [`delegate_to_campaign!`] writes, `characters` counting the
/// campaign's list `$characters`, and then the game's own methods, if any.
///
/// ```ignore
/// game_ruleset!(MyGame = "my-game", start: Command::Init, characters: players);
/// ```
macro_rules! game_ruleset {
    ($game:ident = $id:expr, start: $start:expr, characters: $characters:ident $(, $($own:tt)*)?) => {
        impl $crate::engine::ruleset::Ruleset for $game {
            const ID: $crate::engine::ruleset::RulesetId =
                $crate::engine::ruleset::RulesetId::new($id);
            type Campaign = Campaign;
            type Command = Command;
            type Outcome = Outcome;
            type Error = RuleError;

            /// A fresh campaign and the command that shows what it starts with.
            fn start() -> (Campaign, Command) {
                (Campaign::new(), $start)
            }

            $crate::engine::ruleset::delegate_to_campaign!();

            fn characters(campaign: &Campaign) -> usize {
                campaign.$characters.len()
            }

            $($($own)*)?
        }
    };
}
pub(crate) use game_ruleset;

/// Why a stored state is not a campaign of its game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The state does not read as the game's.
    #[error("{0}")]
    Unreadable(String),
}

/// What treats every game's campaign alike, as a trait object: a
/// [`Ruleset`]'s campaign seen through [`AnyCampaign`].
trait CampaignState: Send + Sync + 'static {
    fn ruleset(&self) -> RulesetId;
    fn to_state(&self) -> serde_json::Result<String>;
    fn validate(&self) -> Result<(), (String, String)>;
    fn characters(&self) -> usize;
    fn homebrew(&self) -> &dyn Homebrew;
    fn homebrew_mut(&mut self) -> &mut dyn Homebrew;
    fn roster(&self) -> &dyn Roster;
    fn foundry_pack(&self, docs: &[serde_json::Value]) -> Option<Result<MappedPack, Refusal>>;
    fn foundry_character(
        &mut self,
        doc: &serde_json::Value,
        owner: &str,
        player: &str,
    ) -> Option<Result<CharacterImported, Refusal>>;
    fn boxed(&self) -> Box<dyn CampaignState>;
    fn campaign(&self) -> &dyn Any;
    fn campaign_mut(&mut self) -> &mut dyn Any;
    fn into_campaign(self: Box<Self>) -> Box<dyn Any>;
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// A campaign of game `R`, held as a [`CampaignState`].
struct Held<R: Ruleset>(R::Campaign);

impl<R: Ruleset> CampaignState for Held<R> {
    fn ruleset(&self) -> RulesetId {
        R::ID
    }
    fn to_state(&self) -> serde_json::Result<String> {
        serde_json::to_string(&self.0)
    }
    fn validate(&self) -> Result<(), (String, String)> {
        R::broken(&self.0)
    }
    fn characters(&self) -> usize {
        R::characters(&self.0)
    }
    fn homebrew(&self) -> &dyn Homebrew {
        R::homebrew(&self.0)
    }
    fn homebrew_mut(&mut self) -> &mut dyn Homebrew {
        R::homebrew_mut(&mut self.0)
    }
    fn roster(&self) -> &dyn Roster {
        &self.0
    }
    fn foundry_pack(&self, docs: &[serde_json::Value]) -> Option<Result<MappedPack, Refusal>> {
        R::foundry_pack(&self.0, docs)
    }
    fn foundry_character(
        &mut self,
        doc: &serde_json::Value,
        owner: &str,
        player: &str,
    ) -> Option<Result<CharacterImported, Refusal>> {
        R::foundry_character(&mut self.0, doc, owner, player)
    }
    fn boxed(&self) -> Box<dyn CampaignState> {
        Box::new(Held::<R>(self.0.clone()))
    }
    fn campaign(&self) -> &dyn Any {
        &self.0
    }
    fn campaign_mut(&mut self) -> &mut dyn Any {
        &mut self.0
    }
    fn into_campaign(self: Box<Self>) -> Box<dyn Any> {
        Box::new(self.0)
    }
    fn debug(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// A campaign of any game, for what treats every game alike (exports,
/// imports, homebrew, the roster). Running commands goes through each game's
/// [`Ruleset`] instead, so no command pays for this indirection.
pub struct AnyCampaign(Box<dyn CampaignState>);

impl AnyCampaign {
    /// `campaign`, a campaign of game `R`.
    #[must_use]
    pub fn of<R: Ruleset>(campaign: R::Campaign) -> AnyCampaign {
        AnyCampaign(Box::new(Held::<R>(campaign)))
    }

    /// Reads a state (JSON text) as a campaign of game `R`.
    ///
    /// # Errors
    /// A state that does not read as the game's.
    pub fn read<R: Ruleset>(state: &str) -> Result<AnyCampaign, StateError> {
        serde_json::from_str::<R::Campaign>(state)
            .map(AnyCampaign::of::<R>)
            .map_err(|e| StateError::Unreadable(e.to_string()))
    }

    /// A new campaign of game `id`, as the game starts one (the default
    /// game's, for an id no installed game declares).
    #[must_use]
    pub fn new(id: RulesetId) -> AnyCampaign {
        rulesets().get(id).new_campaign()
    }

    /// Reads a state (JSON text) as a campaign of game `id`.
    ///
    /// # Errors
    /// An id no installed game declares, or a state that does not read as
    /// the game's.
    pub fn from_state(id: RulesetId, state: &str) -> Result<AnyCampaign, StateError> {
        rulesets()
            .find(id)
            .ok_or_else(|| StateError::Unreadable(UnknownRuleset(id.to_string()).to_string()))?
            .read_state(state)
    }

    /// The game it plays.
    #[must_use]
    pub fn ruleset(&self) -> RulesetId {
        self.0.ruleset()
    }

    /// The state as the store keeps it (JSON text).
    ///
    /// # Errors
    /// A state serde cannot write.
    pub fn to_state(&self) -> serde_json::Result<String> {
        self.0.to_state()
    }

    /// Every invariant of the game: the first broken one as (where, rule).
    ///
    /// # Errors
    /// The first broken invariant.
    pub fn validate(&self) -> Result<(), (String, String)> {
        self.0.validate()
    }

    /// How many characters it has.
    #[must_use]
    pub fn characters(&self) -> usize {
        self.0.characters()
    }

    /// Its characters and enemies, for the acting-as rule.
    #[must_use]
    pub fn roster(&self) -> &dyn Roster {
        self.0.roster()
    }

    /// The campaign's homebrew.
    #[must_use]
    pub fn homebrew(&self) -> &dyn Homebrew {
        self.0.homebrew()
    }

    /// The campaign's homebrew, to change.
    pub(crate) fn homebrew_mut(&mut self) -> &mut dyn Homebrew {
        self.0.homebrew_mut()
    }

    /// [`Ruleset::foundry_pack`] of the campaign's game.
    pub(crate) fn foundry_pack(
        &self,
        docs: &[serde_json::Value],
    ) -> Option<Result<MappedPack, Refusal>> {
        self.0.foundry_pack(docs)
    }

    /// [`Ruleset::foundry_character`] of the campaign's game.
    pub(crate) fn foundry_character(
        &mut self,
        doc: &serde_json::Value,
        owner: &str,
        player: &str,
    ) -> Option<Result<CharacterImported, Refusal>> {
        self.0.foundry_character(doc, owner, player)
    }

    /// The campaign, when it is one of game `R`.
    #[must_use]
    pub fn game<R: Ruleset>(&self) -> Option<&R::Campaign> {
        self.0.campaign().downcast_ref()
    }

    /// The campaign, to change, when it is one of game `R`.
    pub fn game_mut<R: Ruleset>(&mut self) -> Option<&mut R::Campaign> {
        self.0.campaign_mut().downcast_mut()
    }

    /// The campaign itself, when it is one of game `R`.
    #[must_use]
    pub fn into_game<R: Ruleset>(self) -> Option<R::Campaign> {
        self.0.into_campaign().downcast().ok().map(|c| *c)
    }
}

impl Clone for AnyCampaign {
    fn clone(&self) -> AnyCampaign {
        AnyCampaign(self.0.boxed())
    }
}

impl PartialEq for AnyCampaign {
    /// Two campaigns of one game with equal states.
    fn eq(&self, other: &AnyCampaign) -> bool {
        self.ruleset() == other.ruleset()
            && self
                .to_state()
                .ok()
                .is_some_and(|a| other.to_state().ok() == Some(a))
    }
}

impl fmt::Debug for AnyCampaign {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AnyCampaign({}: ", self.ruleset())?;
        self.0.debug(f)?;
        f.write_str(")")
    }
}

/// A game's rules as the list of games holds them: its id, and how a
/// campaign of it starts and is read back (what the store, exports and
/// imports need of any game).
pub trait Rules: Send + Sync {
    /// The game's id.
    fn id(&self) -> RulesetId;
    /// A new campaign, as the game starts one.
    fn new_campaign(&self) -> AnyCampaign;
    /// Reads a stored state (JSON text) as a campaign of the game.
    ///
    /// # Errors
    /// A state that does not read as the game's.
    fn read_state(&self, state: &str) -> Result<AnyCampaign, StateError>;
    /// A fresh campaign as the store first keeps it.
    ///
    /// # Errors
    /// The game refusing its own start, or a state serde cannot write.
    fn opening(&self) -> Result<Opening, String>;
}

/// A fresh campaign as the store first keeps it: its state, the command
/// that started it (its log name and JSON) and that command's events.
#[derive(Debug, Clone, PartialEq)]
pub struct Opening {
    /// The state, as JSON text.
    pub state: String,
    /// The starting command's name in the log.
    pub command: &'static str,
    /// The starting command, as JSON text.
    pub command_json: String,
    /// What it did, as the log keeps events.
    pub events: serde_json::Value,
}

/// Any [`Ruleset`] as [`Rules`]: `&RulesOf::<MyGame>::NEW`.
pub struct RulesOf<R>(PhantomData<fn() -> R>);

impl<R> RulesOf<R> {
    /// The adapter (a constant, for a `static`).
    pub const NEW: RulesOf<R> = RulesOf(PhantomData);
}

impl<R: Ruleset> Rules for RulesOf<R> {
    fn id(&self) -> RulesetId {
        R::ID
    }
    fn new_campaign(&self) -> AnyCampaign {
        AnyCampaign::of::<R>(R::start().0)
    }
    fn read_state(&self, state: &str) -> Result<AnyCampaign, StateError> {
        AnyCampaign::read::<R>(state)
    }
    fn opening(&self) -> Result<Opening, String> {
        let (mut campaign, command) = R::start();
        // Starting rolls no dice; a fixed seed keeps this free of randomness.
        let outcome = R::execute(
            &mut campaign,
            &command,
            &mut super::SeededDice::from_seed(0),
        )
        .map_err(|e| e.to_string())?;
        let json = |e: serde_json::Error| e.to_string();
        Ok(Opening {
            state: serde_json::to_string(&campaign).map_err(json)?,
            command: R::command_name(&command),
            command_json: serde_json::to_string(&command).map_err(json)?,
            events: R::events(&outcome),
        })
    }
}

/// The games a process plays, the default first: the list the registry
/// builds and the top [`install`]s. Ids are read against it.
pub type Rulesets = Registry<dyn Rules>;

impl Registered for dyn Rules {
    fn id(&self) -> RulesetId {
        Rules::id(self)
    }
}

impl Rulesets {
    /// Reads an id exactly as the store writes it, ignoring case and
    /// surrounding space.
    ///
    /// # Errors
    /// Text that names no listed game.
    pub fn parse(&self, text: &str) -> Result<RulesetId, UnknownRuleset> {
        self.ids()
            .find(|id| id.is_spelled(text))
            .ok_or_else(|| UnknownRuleset(super::name::echo(text.trim())))
    }
}

/// The games installed for this process.
static INSTALLED: OnceLock<&'static Rulesets> = OnceLock::new();

/// Installs the games this process plays, once, before any is read;
/// `false` (and nothing changed) when a list was already in use.
pub fn install(games: &'static Rulesets) -> bool {
    INSTALLED.set(games).is_ok()
}

/// The games this process plays: the list [`install`]ed, or else the
/// standard games ([`super::standard_games`]), which the registry hands
/// down unchanged.
#[must_use]
pub fn rulesets() -> &'static Rulesets {
    INSTALLED.get_or_init(super::standard_games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_as_the_store_writes_them() {
        let games = rulesets();
        for id in games.ids() {
            assert_eq!(games.parse(id.as_str()), Ok(id));
            assert_eq!(
                serde_json::to_value(id).ok(),
                Some(serde_json::Value::String(id.as_str().to_owned()))
            );
        }
        let first = games.default();
        let spelled = format!(" {} ", first.as_str().to_uppercase());
        assert_eq!(games.parse(&spelled), Ok(first));
        assert_eq!(games.parse("dnd-5e"), Err(UnknownRuleset("dnd-5e".into())));
    }
}
