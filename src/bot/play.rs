//! What the games' slash commands do alike, written once: run a command of a
//! game in this channel's campaign and reply with what it drew (deferred first
//! if the session is slow), act as the unit the acting-as rule names, and
//! answer a refusal of the rules privately, in the game's words. A game's
//! front end says how it draws by implementing [`Play`] for its rules; its
//! commands then call [`run`], [`run_here`], [`run_asking`], [`run_read_here`],
//! [`run_acting`], [`run_acting_in`], [`run_acting_read`],
//! [`run_acting_asking`], [`run_sheet`], [`acting_as`] and [`refuse`].

use crate::engine::roster::Roster;
use crate::engine::ruleset::Ruleset;
use crate::i18n::Lang;
use crate::session::SessionError;

use super::{defer, ephemeral, fail, here, send, send_saved, Context, Error, Here, Reply};

/// How a game's front end answers its commands on Discord.
pub trait Play: Ruleset<Campaign: Roster> + Sized + 'static {
    /// Whether the reply of a change draws on the campaign as it stands after
    /// it (read again once the change is saved).
    const DRAWS_AFTER: bool = false;

    /// Rewrites the names a command was given in the reader's language into
    /// the engine's, before it runs.
    fn canonical(_command: &mut Self::Command) {}

    /// The reply to a command that ran: `name` is the command's name
    /// ([`Ruleset::command_name`]), `after` the campaign after a change where
    /// the game draws on it ([`Play::DRAWS_AFTER`]).
    fn reply(
        lang: Lang,
        name: &'static str,
        outcome: &Self::Outcome,
        after: Option<&Self::Campaign>,
    ) -> Reply;

    /// A refusal of the rules in the reader's words.
    fn refusal(lang: Lang, error: &Self::Error) -> String;

    /// The refusal of a name no unit has, in the game's words, or `None` to
    /// pass the name on to the engine, which refuses it with the names it
    /// knows.
    fn unknown(_campaign: &Self::Campaign, _lang: Lang, _name: &str) -> Option<String> {
        None
    }
}

/// Runs one command of game `G` in this channel's campaign and replies with
/// its embeds (deferred first if the session is slow). A refusal of the game
/// is answered privately; nothing changed.
pub(crate) async fn run<G: Play>(
    ctx: Context<'_>,
    here: &Here,
    mut command: G::Command,
) -> Result<(), Error> {
    G::canonical(&mut command);
    let mut dice = ctx.data().dice();
    let read_only = G::is_read_only(&command);
    let name = G::command_name(&command);
    let session = &ctx.data().session;
    let work = async {
        let ran = session
            .run_as::<G>(here.key, here.actor, command, &mut dice)
            .await?;
        let after = match &ran {
            Ok(_) if G::DRAWS_AFTER && !read_only => session.campaign_as::<G>(here.key).await.ok(),
            _ => None,
        };
        Ok::<_, SessionError>((ran, after))
    };
    // Boxed: the session's work holds campaigns, too large to keep inline in
    // every command's future (clippy::large_futures).
    match defer::command(ctx, Box::pin(work)).await? {
        Ok((Ok(ran), after)) => {
            let reply = G::reply(here.lang, name, &ran.outcome, after.as_ref());
            if read_only {
                send(ctx, reply).await
            } else {
                send_saved(ctx, here.lang, reply).await
            }
        }
        Ok((Err(refused), _)) => ephemeral(ctx, G::refusal(here.lang, &refused)).await,
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// Runs a command in this channel's campaign, where there is one to run it
/// in ([`run`]).
pub async fn run_here<G: Play>(ctx: Context<'_>, command: G::Command) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    run::<G>(ctx, &here, command).await
}

/// Runs a command with the `secret` and `blind` options (`asked`) in this
/// channel's campaign ([`run`]), once asking about them lets it
/// ([`here_asking`]).
pub(crate) async fn run_asking<G: Play>(
    ctx: Context<'_>,
    asked: (Option<bool>, Option<bool>),
    command: G::Command,
) -> Result<(), Error> {
    let (secret, blind) = asked;
    let Some(here) = here_asking(ctx, secret, blind).await? else {
        return Ok(());
    };
    run::<G>(ctx, &here, command).await
}

/// Runs the command made from what was read from a command's options in
/// this channel's campaign, where there is one; what could not be read is
/// refused ([`refuse`]) and nothing runs.
pub(crate) async fn run_read_here<G: Play>(
    ctx: Context<'_>,
    read: Result<G::Command, G::Error>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    match read {
        Ok(command) => run::<G>(ctx, &here, command).await,
        Err(e) => refuse::<G>(ctx, &here, &e).await,
    }
}

/// This channel's campaign for a command with the `secret` and `blind`
/// options ([`super::secret::ask`]), or `None` after answering: there is
/// no campaign here, or a player asked for either.
pub(crate) async fn here_asking(
    ctx: Context<'_>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<Option<Here>, Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(None);
    };
    Ok(super::secret::ask(ctx, &here, secret, blind)
        .await?
        .then_some(here))
}

/// Runs a game's sheet command ([`super::commands::sheet_of`]): the sheet
/// of the unit `named`, else of the user's own character, else the board.
pub(crate) async fn run_sheet<G: Play>(
    ctx: Context<'_>,
    named: Option<String>,
    status: impl FnOnce(Option<String>) -> G::Command + Send,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let Some(name) = super::commands::sheet_of::<G>(ctx, &here, named).await? else {
        return Ok(());
    };
    run::<G>(ctx, &here, status(name)).await
}

/// Runs the command made for the unit a user acts as ([`acting_as`]): the
/// one `named`, else their own character; `enemies` lets a GM act as an
/// enemy too.
pub(crate) async fn run_acting<G: Play>(
    ctx: Context<'_>,
    named: Option<String>,
    enemies: bool,
    command: impl FnOnce(String) -> G::Command + Send,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    run_acting_in::<G>(ctx, &here, named, enemies, command).await
}

/// [`run_acting`] in the campaign `here` already found (after reading the
/// options, or asking about `secret` and `blind`, see [`here_asking`]):
/// nothing runs when the acting-as rule refuses.
pub(crate) async fn run_acting_in<G: Play>(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
    enemies: bool,
    command: impl FnOnce(String) -> G::Command + Send,
) -> Result<(), Error> {
    let Some(acting) = acting_as::<G>(ctx, here, named, enemies).await? else {
        return Ok(());
    };
    run::<G>(ctx, here, command(acting)).await
}

/// [`run_acting_in`] for a command with the `secret` and `blind` options
/// (`asked`, see [`here_asking`]) and options read before it runs: in this
/// channel's campaign, once asking lets it, what could not be read is
/// refused ([`refuse`]) and nothing runs; else the command made from what
/// was read runs for the unit the user acts as.
pub(crate) async fn run_acting_read<G: Play, T: Send>(
    ctx: Context<'_>,
    asked: (Option<bool>, Option<bool>),
    named: Option<String>,
    enemies: bool,
    read: Result<T, G::Error>,
    command: impl FnOnce(String, T) -> G::Command + Send,
) -> Result<(), Error> {
    let (secret, blind) = asked;
    let Some(here) = here_asking(ctx, secret, blind).await? else {
        return Ok(());
    };
    match read {
        Ok(value) => {
            run_acting_in::<G>(ctx, &here, named, enemies, |acting| command(acting, value)).await
        }
        Err(e) => refuse::<G>(ctx, &here, &e).await,
    }
}

/// [`run_acting_read`] for a command with nothing to read first.
pub(crate) async fn run_acting_asking<G: Play>(
    ctx: Context<'_>,
    asked: (Option<bool>, Option<bool>),
    named: Option<String>,
    enemies: bool,
    command: impl FnOnce(String) -> G::Command + Send,
) -> Result<(), Error> {
    let read = Ok::<_, G::Error>(());
    run_acting_read::<G, ()>(ctx, asked, named, enemies, read, |acting, ()| {
        command(acting)
    })
    .await
}

/// The unit a user acts as, by the acting-as rule
/// ([`crate::engine::roster`]): the named one (their own character, or any
/// character for a GM, and any enemy too with `enemies`), else their own
/// character; the name as stored. Answers and returns `None` when refused.
pub(crate) async fn acting_as<G: Play>(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
    enemies: bool,
) -> Result<Option<String>, Error> {
    let campaign = match ctx.data().session.shared_campaign_as::<G>(here.key).await {
        Ok(c) => c,
        Err(e) => {
            fail(ctx, here.lang, e).await?;
            return Ok(None);
        }
    };
    let acting = campaign.acting_as(here.actor, here.gm, named.as_deref(), enemies);
    super::acting::settle(ctx, here.lang, acting, |name| {
        G::unknown(&campaign, here.lang, name)
    })
    .await
}

/// Whom a new character is made for: the member `player` a GM names, else
/// the user; their id as the character's owner and their name as it shows
/// (cut to 32 characters).
pub(crate) fn played_by(
    ctx: Context<'_>,
    player: Option<poise::serenity_prelude::User>,
) -> (String, String) {
    let user = player.unwrap_or_else(|| ctx.author().clone());
    (
        user.id.get().to_string(),
        super::layout::cut(&user.name, 32),
    )
}

/// The names in a comma list typed in an option (`Ana, Vic`), each trimmed,
/// empty ones dropped: either comma separates, the ASCII one or the
/// full-width one of Chinese input.
pub(crate) fn names(list: &str) -> Vec<String> {
    list.split([',', '，'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Answers a refusal found before the command reached the session.
pub(crate) async fn refuse<G: Play>(
    ctx: Context<'_>,
    here: &Here,
    error: &G::Error,
) -> Result<(), Error> {
    ephemeral(ctx, G::refusal(here.lang, error)).await
}

/// Slash commands alike but for their name, their help and what they run:
/// the options they share written once (after the name the context takes),
/// then per command its help, its name (`as "<name>"` where Discord's
/// differs), the options of its own in parentheses, if any, after the shared
/// ones (before them where the shared ones start with `..`), and the call
/// that runs it. The commands are `#[poise::command]` functions, as if each
/// were written out.
///
/// ```ignore
/// alike_commands! {
///     (ctx, #[max_length = 40] target: String,)
///     /// Damage a unit.
///     hurt(#[min = 0] amount: i64) => play::run_here::<D20>(ctx, Command::Hurt { target, amount });
///     /// Remove a unit.
///     remove => play::run_here::<D20>(ctx, Command::Remove { target });
/// }
/// alike_commands! {
///     (ctx, .., #[max_length = 32] character: Option<String>,)
///     /// Sleep: HP back to max.
///     sleep => play::run_acting::<Pnp>(ctx, character, false, |c| Command::Sleep { c });
///     /// Spend skill points on a skill.
///     spend(skill: SkillChoice, points: i64) => play::run_acting::<Pnp>(ctx, ...);
/// }
/// ```
macro_rules! alike_commands {
    (
        $shared:tt
        $(
            $(#[doc = $doc:tt])*
            $name:ident $(as $rename:tt)? $(($($own:tt)*))? => $run:expr;
        )+
    ) => {$(
        $crate::bot::play::alike_commands!(
            @one [$($doc)*] $name [$($rename)?] $shared [$($($own)*,)?] $run
        );
    )+};
    (
        @one [$($doc:tt)*] $name:ident [$($rename:tt)?]
        ($ctx:ident, .., $($shared:tt)*) [$($own:tt)*] $run:expr
    ) => {
        $(#[doc = $doc])*
        #[poise::command(slash_command $(, rename = $rename)?)]
        pub async fn $name(
            $ctx: $crate::bot::Context<'_>,
            $($own)*
            $($shared)*
        ) -> Result<(), $crate::bot::Error> {
            $run.await
        }
    };
    (
        @one [$($doc:tt)*] $name:ident [$($rename:tt)?]
        ($ctx:ident $(, $($shared:tt)*)?) [$($own:tt)*] $run:expr
    ) => {
        $(#[doc = $doc])*
        #[poise::command(slash_command $(, rename = $rename)?)]
        pub async fn $name(
            $ctx: $crate::bot::Context<'_>,
            $($($shared)*)?
            $($own)*
        ) -> Result<(), $crate::bot::Error> {
            $run.await
        }
    };
}
pub(crate) use alike_commands;

/// [`alike_commands`] sharing one option: the character each command is
/// for (`character`, at most 32 characters, completed by the game's
/// function `autocomplete`, its path in a string). It comes first, before
/// each command's own options; or, after `..`, last and optional (the
/// user's own character by default).
///
/// ```ignore
/// character_commands! {
///     "path::to::the_game::autocomplete::character", ctx, character;
///     /// Damage a character.
///     hurt(#[min = 0] amount: i64) => execute(ctx, Command::Hurt { player: character, amount });
/// }
/// ```
macro_rules! character_commands {
    ($autocomplete:tt, $ctx:ident, $character:ident; $($commands:tt)+) => {
        $crate::bot::play::alike_commands! {
            (
                $ctx,
                #[max_length = 32]
                #[autocomplete = $autocomplete]
                $character: String,
            )
            $($commands)+
        }
    };
    ($autocomplete:tt, $ctx:ident, .., $character:ident; $($commands:tt)+) => {
        $crate::bot::play::alike_commands! {
            (
                $ctx,
                ..,
                #[max_length = 32]
                #[autocomplete = $autocomplete]
                $character: Option<String>,
            )
            $($commands)+
        }
    };
}
pub(crate) use character_commands;
