//! The wasteland game's front end: its slash commands and `/campaign`
//! subcommands, the character form, its buttons and menus, its autocomplete
//! and its replies.

pub mod autocomplete;
pub(crate) mod buttons;
pub(crate) mod choices;
pub mod cli;
pub(crate) mod commands;
mod counter;
mod facts;
pub mod forms;
pub mod render;
pub mod session;
mod table;
pub mod vocabulary;

use poise::serenity_prelude as serenity;

use crate::bot::buttons::Answer;
use crate::bot::game::{common_hooks, BoxFuture, Game, Press, RollAsk};
use crate::bot::{Data, Error};
use crate::engine::rulesets::wasteland::{Command, Wasteland};
use crate::games::wasteland::session::WastelandSession as _;
use crate::i18n::{self, Lang};
use crate::session::{CampaignKey, Session};

/// The wasteland game's front end.
pub struct Front;

/// An enemy as `/enemy show` draws it, with every number.
fn foe_shown(
    lang: Lang,
    enemy: &crate::engine::rulesets::wasteland::enemy::Enemy,
) -> crate::bot::render::EmbedSpec {
    let view = crate::engine::rulesets::wasteland::campaign::Campaign::enemy_view(enemy);
    render::foe_spec(lang, &view, None)
}

impl Game for Front {
    common_hooks!(
        Wasteland,
        table::TABLE,
        Command::Status { player: None },
        render::outcome_specs,
        enemies => foe_shown
    );

    fn facts(&self, events: &serde_json::Value) -> crate::bot::game::Facts {
        facts::facts(events)
    }

    fn commands(&self) -> Vec<poise::Command<Data, Error>> {
        use commands::{character, effect, enemy, inventory, play, stats, world};
        vec![
            character::character(),
            play::check(),
            play::damage(),
            play::initiative(),
            enemy::enemy(),
            stats::hurt(),
            stats::heal(),
            stats::rads(),
            stats::caps(),
            stats::ap(),
            stats::doctor(),
            stats::first_aid(),
            inventory::inventory(),
            inventory::use_item(),
            effect::effect(),
            world::loot(),
            world::trade(),
            world::npc(),
            world::location(),
            world::move_team(),
            world::open_container(),
        ]
    }

    fn campaign_commands(&self) -> Vec<poise::Command<Data, Error>> {
        use commands::campaign::{rest, rule, rules, set, turn};
        vec![set(), turn(), rest(), rules(), rule()]
    }

    fn roll<'a>(&'a self, ask: RollAsk<'a>) -> BoxFuture<'a, Result<(), Error>> {
        Box::pin(commands::play::roll(
            ask.ctx, ask.here, ask.dice, ask.repeat,
        ))
    }

    fn help_fields<'a>(
        &'a self,
        session: &'a Session,
        key: CampaignKey,
        lang: Lang,
    ) -> BoxFuture<'a, Vec<(String, String)>> {
        Box::pin(async move {
            let Ok(campaign) = session.campaign(key).await else {
                return Vec::new();
            };
            if campaign.house_rules.is_empty() {
                return Vec::new();
            }
            let lines: Vec<String> = campaign
                .house_rules
                .iter()
                .map(|r| {
                    format!(
                        "**{}** — {}",
                        render::house_rule_name(lang, *r),
                        i18n::tr(lang, &format!("house-rule-about-{}", r.id()), &[])
                    )
                })
                .collect();
            vec![(i18n::tr(lang, "house-rules-title", &[]), lines.join("\n"))]
        })
    }

    fn press<'a>(&'a self, custom_id: &'a str, press: Press<'a>) -> Option<BoxFuture<'a, Answer>> {
        buttons::press(custom_id, press)
    }

    fn interaction<'a>(
        &'a self,
        ctx: &'a serenity::Context,
        data: &'a Data,
        interaction: &'a serenity::Interaction,
    ) -> BoxFuture<'a, Result<bool, Error>> {
        Box::pin(forms::handle(ctx, data, interaction))
    }
}
