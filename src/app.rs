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
    crate::engine::name::install_fixed_words(crate::games::fixed_word);
}

/// What needs every game: the cores' checks over the whole command tree
/// and over every game's MCP tools.
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

    #[test]
    fn every_tool_name_is_one_the_protocol_takes_and_none_is_listed_twice() {
        install();
        let tools = crate::mcp::all_tools();
        let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
        for name in &names {
            assert!(
                (1..=64).contains(&name.len())
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'),
                "{name}"
            );
        }
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
        // 9 shared, 34 + 17 + 28 + 45 of the games' tables.
        assert_eq!(count, 9 + 34 + 17 + 28 + 45);
    }

    #[test]
    fn the_games_arguments_are_written_as_their_command_lines_read_them() {
        use serde_json::json;
        install();
        let tool = |name: &str| {
            crate::mcp::all_tools()
                .into_iter()
                .find(|t| t.name == name)
                .expect(name)
        };
        let words = |name: &str, args: serde_json::Value| {
            tool(name)
                .words(args.as_object().expect("object"))
                .expect("valid")
        };
        assert_eq!(
            words(
                "f2d20_attack",
                json!({"attacker": "Ace", "target": "Raider", "weapon": "Laser Pistol",
                       "range": "medium", "aim": true, "buy": 2, "second_major": true})
            ),
            [
                "attack",
                "Ace",
                "Raider",
                "Laser Pistol",
                "--range",
                "medium",
                "--aim",
                "--second-major",
                "--buy",
                "2"
            ]
        );
        assert_eq!(
            words(
                "d20_check",
                json!({"character": "Ann", "skill": "Athletics", "dc": "12", "modifier": 2})
            ),
            ["check", "Ann", "Athletics", "12", "+2"]
        );
        assert_eq!(
            words("init", json!({"ruleset": "fallout-pnp"})),
            ["init", "--ruleset", "fallout-pnp"]
        );
        assert_eq!(
            words(
                "f2d20_reroll",
                json!({"character": "Ace", "dice": [1, 2], "serial": 4})
            ),
            ["reroll", "Ace", "1", "2", "--serial", "4"]
        );
    }
}
