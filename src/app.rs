//! The top of the house, above the cores: where the games' registry
//! ([`crate::games`]) is handed to the cores that know games only through
//! their traits (the Discord core and the web pages through
//! [`crate::bot::game::Game`], the command line through
//! [`crate::cli::game::CliGame`]). The binary calls [`install`] first; so
//! do the tests that start the bot, its pages or the command line in their
//! own process.

/// Hands the standard registry to the cores. Safe to call more than once
/// (the first call installs, later ones change nothing).
pub fn install() {
    crate::engine::ruleset::install(&crate::engine::rulesets::STANDARD);
    crate::bot::game::install(&crate::games::DISCORD_GAMES);
    crate::cli::game::install(&crate::games::CLI_GAMES);
}

/// What needs every game: the cores' checks over the whole command tree.
#[cfg(test)]
mod tests {
    use super::install;

    /// The qualified names of `commands` and their subcommands marked `ephemeral`.
    fn private(
        commands: &[poise::Command<crate::bot::Data, crate::bot::Error>],
        into: &mut Vec<String>,
    ) {
        for command in commands {
            if command.ephemeral {
                into.push(command.qualified_name.to_string());
            }
            private(&command.subcommands, into);
        }
    }

    #[test]
    fn the_commands_whose_every_reply_is_private_are_deferred_privately() {
        // The commands that answer through `defer::private_command`: a deferral
        // made while they wait for a slot must be private too, or their reply
        // (a GM's notes, a share link) would fill a public placeholder.
        let mut names = Vec::new();
        install();
        private(&crate::bot::commands(), &mut names);
        names.sort();
        assert_eq!(
            names,
            [
                "campaign enemies",
                "campaign export",
                "campaign gm-channel clear",
                "campaign gm-channel set",
                "campaign mcp-token",
                "campaign note",
                "campaign share link",
                "campaign share revoke",
                "enemy note",
                "enemy show",
                "npc note",
            ]
        );
    }
}
