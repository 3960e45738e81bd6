//! The commands every game shares outside `/campaign`: `/roll`, which each
//! game answers with its own dice, and `/help`, which lists the channel's
//! game's commands.

use crate::bot::{game_name, help, here, locale_lang, render, send, Context, Error, Reply};

/// Roll dice such as 2d20 (in a d20 campaign also 4d6kh3+1, adv, dis); a GM may roll in secret.
#[poise::command(slash_command)]
pub async fn roll(
    ctx: Context<'_>,
    #[max_length = 50] dice: String,
    #[min = 1]
    #[max = 20]
    repeat: Option<i64>,
    secret: Option<bool>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    if !crate::bot::secret::ask(ctx, &here, secret, None).await? {
        return Ok(());
    }
    let game = crate::bot::game::games().get(here.game);
    let ask = crate::bot::game::RollAsk {
        ctx,
        here: &here,
        dice: &dice,
        repeat: repeat.unwrap_or(1),
    };
    game.roll(ask).await
}

/// How to use Overseer: the commands of this channel's game.
///
/// Before a campaign starts, the default game's.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let key = crate::bot::key(ctx);
    let (lang, game) = match ctx.data().session.settings(key).await {
        Ok(s) => (
            crate::bot::choose_lang(s.language, ctx.locale(), ctx.data().config.default_locale),
            s.ruleset,
        ),
        Err(_) => (
            locale_lang(ctx),
            crate::engine::ruleset::rulesets().default(),
        ),
    };
    let mut embed = render::EmbedSpec::info(format!("Overseer · {}", game_name(lang, game)));
    embed.fields = help::help_for(lang, game)
        .into_iter()
        .map(|(name, value)| (name, value, false))
        .collect();
    // What the game adds for this campaign (the house rules a GM turned on,
    // so nobody is surprised at the table).
    let extra = crate::bot::game::games()
        .get(game)
        .help_fields(&ctx.data().session, key, lang)
        .await;
    embed
        .fields
        .extend(extra.into_iter().map(|(name, value)| (name, value, false)));
    // What this campaign's homebrew adds, replaces and removes.
    let brew = super::homebrew::help_field(&ctx.data().session, key, lang).await;
    embed
        .fields
        .extend(brew.map(|(name, value)| (name, value, false)));
    send(ctx, Reply::embeds(vec![embed]).private()).await
}
