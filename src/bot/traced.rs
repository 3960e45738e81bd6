//! The framework serenity runs: poise's, wrapped so that every interaction is
//! handled inside its own `interaction` tracing span and ends with one log line
//! carrying its latency (INFO; DEBUG for autocomplete, which runs per keystroke).
//! Every event runs inside a `shard` span carrying the id of the gateway shard
//! that received it (`shard`), so each line of a process that runs several
//! shards says which one; a shard's readiness and resumption are logged once
//! each, at INFO, in that span, and [`ShardStages`] logs its connection stage
//! changes (which serenity gives event handlers only) in the same span.
//!
//! The wrapper also notes when the interaction arrived (a task-local read by
//! [`arrived`]), so that a reply is deferred on time counted from the arrival,
//! which is what Discord's 3 s limit counts from, not from the moment a command
//! starts its write.
//!
//! Span fields: `kind` (command, autocomplete, component, modal, ping), `command`
//! (the qualified name, "campaign gm add") or `custom_id` (a button's id), and the
//! `guild` (0 in DMs), `channel` and `user` ids. Nothing secret ever goes into it.

use poise::serenity_prelude as serenity;
use serenity::{CommandData, CommandDataOptionValue, Framework as _, Interaction};
use tokio::time::Instant;
use tracing::Instrument as _;

use super::{Data, Error};

tokio::task_local! {
    /// When the interaction handled by this task reached the framework.
    static ARRIVED: Instant;
}

/// When the interaction handled by the current task arrived, if it came through
/// [`TracedFramework`] (always, in the running bot).
pub(crate) fn arrived() -> Option<Instant> {
    ARRIVED.try_with(|at| *at).ok()
}

/// poise's framework inside a span per interaction.
pub(crate) struct TracedFramework {
    inner: poise::Framework<Data, Error>,
}

impl TracedFramework {
    /// Wraps a built poise framework.
    pub(crate) fn new(inner: poise::Framework<Data, Error>) -> TracedFramework {
        TracedFramework { inner }
    }
}

#[poise::async_trait]
impl serenity::Framework for TracedFramework {
    async fn init(&mut self, client: &serenity::Client) {
        // poise keeps the shard manager and sets qualified names here.
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let shard = tracing::info_span!("shard", shard = ctx.shard_id.0);
        shard.in_scope(|| log_shard_event(&event));
        self.dispatch_in_shard(ctx, event).instrument(shard).await;
    }
}

impl TracedFramework {
    async fn dispatch_in_shard(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let serenity::FullEvent::InteractionCreate { interaction } = &event else {
            self.inner.dispatch(ctx, event).await;
            return;
        };
        // Autocomplete runs on every keystroke: its line is DEBUG, the rest INFO.
        let keystroke = matches!(interaction, Interaction::Autocomplete(_));
        let span = interaction_span(interaction);
        let (kind, command) = kind_and_command(interaction);
        let arrived = Instant::now();
        // Each interaction is public until a GM's `secret` or `blind` option
        // marks it (`super::secret`).
        let handled = ARRIVED.scope(
            arrived,
            crate::session::visibility::scope(super::render::hidden::scope(
                super::admission::scope(self.inner.dispatch(ctx, event)),
            )),
        );
        let ((), outcome) = crate::web::metrics::observe(handled)
            .instrument(span.clone())
            .await;
        crate::web::metrics::interaction(kind, command.as_deref(), outcome, arrived.elapsed());
        let latency_ms = u64::try_from(arrived.elapsed().as_millis()).unwrap_or(u64::MAX);
        span.in_scope(|| {
            if keystroke {
                tracing::debug!(latency_ms, "interaction done");
            } else {
                tracing::info!(latency_ms, "interaction done");
            }
        });
    }
}

/// One INFO line for a shard's readiness or resumption (its connection stages
/// are logged by [`ShardStages`]).
fn log_shard_event(event: &serenity::FullEvent) {
    match event {
        serenity::FullEvent::Ready { data_about_bot } => {
            let (id, total) = data_about_bot
                .shard
                .map_or((0, 1), |info| (info.id.0, info.total));
            tracing::info!(
                shard_id = id,
                shard_total = total,
                guilds = data_about_bot.guilds.len(),
                "shard ready"
            );
        }
        serenity::FullEvent::Resume { .. } => tracing::info!("shard resumed"),
        _ => {}
    }
}

/// serenity reports a shard's connection stages (connecting, handshake,
/// identifying, resuming, connected, disconnected) to event handlers only, not
/// to the framework: this handler logs each change, in the shard's span, so a
/// reconnect shows as the stages it went through.
pub(crate) struct ShardStages;

#[poise::async_trait]
impl serenity::EventHandler for ShardStages {
    async fn shard_stage_update(
        &self,
        _ctx: serenity::Context,
        event: serenity::ShardStageUpdateEvent,
    ) {
        tracing::info_span!("shard", shard = event.shard_id.0).in_scope(|| {
            tracing::info!(from = %event.old, to = %event.new, "shard connection stage");
        });
        let connected = event.new == serenity::ConnectionStage::Connected;
        crate::web::health::shard_stage(event.shard_id.0, &event.new.to_string(), connected);
    }
}

/// An interaction's kind and, for a command, its qualified name: the labels
/// of its metrics (the custom ids of buttons are left out: one per roll).
fn kind_and_command(interaction: &Interaction) -> (&'static str, Option<String>) {
    match interaction {
        Interaction::Command(c) => ("command", Some(command_name(&c.data))),
        Interaction::Autocomplete(c) => ("autocomplete", Some(command_name(&c.data))),
        Interaction::Component(_) => ("component", None),
        Interaction::Modal(_) => ("modal", None),
        Interaction::Ping(_) => ("ping", None),
        _ => ("other", None),
    }
}

/// The `interaction` span of one interaction.
fn interaction_span(interaction: &Interaction) -> tracing::Span {
    let (kind, command, custom_id) = match interaction {
        Interaction::Command(c) => ("command", Some(command_name(&c.data)), None),
        Interaction::Autocomplete(c) => ("autocomplete", Some(command_name(&c.data)), None),
        Interaction::Component(c) => ("component", None, Some(c.data.custom_id.as_str())),
        Interaction::Modal(m) => ("modal", None, Some(m.data.custom_id.as_str())),
        Interaction::Ping(_) => ("ping", None, None),
        _ => ("other", None, None),
    };
    let (guild, channel, user) = match interaction {
        Interaction::Command(c) | Interaction::Autocomplete(c) => {
            (c.guild_id, Some(c.channel_id), Some(c.user.id))
        }
        Interaction::Component(c) => (c.guild_id, Some(c.channel_id), Some(c.user.id)),
        Interaction::Modal(m) => (m.guild_id, Some(m.channel_id), Some(m.user.id)),
        _ => (None, None, None),
    };
    tracing::info_span!(
        "interaction",
        kind,
        command = command.as_deref(),
        custom_id,
        guild = guild.map_or(0, serenity::GuildId::get),
        channel = channel.map_or(0, serenity::ChannelId::get),
        user = user.map_or(0, serenity::UserId::get),
    )
}

/// The qualified name of an invoked command: the top-level name followed by the
/// subcommand group and subcommand, if any ("campaign gm add").
fn command_name(data: &CommandData) -> String {
    let mut name = data.name.clone();
    let mut options = &data.options;
    while let Some(option) = options.first() {
        match &option.value {
            CommandDataOptionValue::SubCommand(inner)
            | CommandDataOptionValue::SubCommandGroup(inner) => {
                name.push(' ');
                name.push_str(&option.name);
                options = inner;
            }
            _ => break,
        }
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(json: serde_json::Value) -> CommandData {
        serde_json::from_value(json).expect("valid command data")
    }

    #[test]
    fn command_names_include_subcommand_groups_and_subcommands() {
        let plain = data(serde_json::json!({
            "id": "1", "name": "check", "type": 1,
            "options": [{"name": "difficulty", "type": 4, "value": 2}]
        }));
        assert_eq!(command_name(&plain), "check");
        let nested = data(serde_json::json!({
            "id": "1", "name": "campaign", "type": 1,
            "options": [{"name": "gm", "type": 2, "options": [
                {"name": "add", "type": 1, "options": [{"name": "user", "type": 6, "value": "5"}]}
            ]}]
        }));
        assert_eq!(command_name(&nested), "campaign gm add");
    }

    #[tokio::test]
    async fn the_arrival_is_known_only_inside_the_scope() {
        assert_eq!(arrived(), None);
        let at = Instant::now();
        let inside = ARRIVED.scope(at, async { arrived() }).await;
        assert_eq!(inside, Some(at));
    }
}
