//! `/campaign enemies shown|bands|hidden` (how the channel sees enemies'
//! numbers) and `/enemy show` (a GM reads them, privately), for every game.
//! What each setting hides is drawn by `crate::bot::render::hidden`.

use crate::bot::render::hidden;
use crate::bot::{defer, ephemeral, fail, here, layout, send, text, Context, Error, Reply};
use crate::engine::visibility::EnemyNumbers;
use crate::i18n::Arg;

/// A setting of `/campaign enemies`, as offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum EnemiesChoice {
    /// Every number.
    #[name = "shown"]
    Shown,
    /// HP as bands, no attack or defence numbers.
    #[name = "bands"]
    Bands,
    /// Not even the band.
    #[name = "hidden"]
    Hidden,
}

impl From<EnemiesChoice> for EnemyNumbers {
    fn from(c: EnemiesChoice) -> EnemyNumbers {
        match c {
            EnemiesChoice::Shown => EnemyNumbers::Shown,
            EnemiesChoice::Bands => EnemyNumbers::Bands,
            EnemiesChoice::Hidden => EnemyNumbers::Hidden,
        }
    }
}

/// GM: how the channel sees enemies' numbers.
#[poise::command(slash_command, ephemeral)]
pub async fn enemies(ctx: Context<'_>, setting: EnemiesChoice) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let setting = EnemyNumbers::from(setting);
    let work = ctx.data().session.set_enemy_numbers(here.key, setting);
    match defer::private_command(ctx, work).await? {
        Ok(()) => {
            let id = format!("enemies-set-{}", setting.as_str());
            ephemeral(ctx, text(here.lang, &id, &[])).await
        }
        Err(e) => fail(ctx, here.lang, e).await,
    }
}

/// GM: an enemy's numbers (or the whole board), only to you.
#[poise::command(slash_command, ephemeral)]
pub async fn show(ctx: Context<'_>, #[max_length = 40] name: Option<String>) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let lang = here.lang;
    let shown = match defer::private_command(ctx, ctx.data().session.shown(here.key)).await? {
        Ok(shown) => shown,
        Err(e) => return fail(ctx, lang, e).await,
    };
    let game = crate::bot::game::games().get(shown.ruleset);
    // The answer is the GM's alone: every number.
    let drawn = hidden::showing_all(|| match &name {
        Some(name) => game.enemy(&shown, name, lang),
        None => game.board(&shown, lang).map(Some),
    });
    match drawn {
        Ok(Some(mut embeds)) => {
            // The GM's note on the enemy, under its numbers: this answer is
            // the GM's alone.
            if let Some(name) = &name {
                match super::secrecy::note_on(ctx, here.key, name).await {
                    Ok(Some((subject, note))) => embeds.push(note_embed(lang, &subject, &note)),
                    Ok(None) => {}
                    Err(e) => return fail(ctx, lang, e).await,
                }
            }
            send(ctx, Reply::embeds(embeds).private()).await
        }
        Ok(None) => {
            let name = layout::escape(name.as_deref().unwrap_or_default());
            let refusal = text(lang, "enemy-show-missing", &[("name", Arg::from(name))]);
            ephemeral(ctx, refusal).await
        }
        Err(e) => fail(ctx, lang, e).await,
    }
}

/// Offers `/enemy show` in every game: as a subcommand of a game's own
/// `/enemy` when one is registered, else as the one subcommand of an
/// `/enemy` of its own.
pub fn offer_show(list: &mut Vec<poise::Command<crate::bot::Data, Error>>) {
    if let Some(enemy) = list.iter_mut().find(|c| c.name == "enemy") {
        enemy.subcommands.push(show());
    } else {
        list.push(enemy());
    }
}

/// Enemies on the field.
#[poise::command(slash_command, subcommands("show"), subcommand_required)]
pub async fn enemy(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The embed of a GM note under an enemy's numbers.
fn note_embed(lang: crate::i18n::Lang, subject: &str, note: &str) -> crate::bot::render::EmbedSpec {
    let title = text(
        lang,
        "enemy-note-title",
        &[("name", Arg::from(layout::escape(subject)))],
    );
    let mut spec = crate::bot::render::EmbedSpec::info(title);
    spec.description = layout::escape(note);
    spec
}
