# The Model Context Protocol server (overseer mcp): its own refusals and words.
mcp-err-unknown_tool = There is no tool { $name }.
mcp-err-unknown_argument = The tool { $tool } takes no argument { $name }.
mcp-err-bad_argument = The argument { $name } of { $tool } takes { $expected }.
mcp-err-bad_campaign = The argument { $name } takes a campaign's name (or GUILD:CHANNEL) as a non-empty string.
mcp-err-unknown_resource = There is no resource at { $uri }.
mcp-hint-resources = A campaign's resources: { $board }, and the same address ending in content, log?page=N or sheet/NAME.
mcp-instructions = Overseer runs tabletop campaigns (four games). Each tool is one command of the command line: the game's tools are prefixed with its name (wasteland_, d20_, pnp_, f2d20_); init, help, recover, export, content, enemies, language and the note tools are every game's. Every tool takes campaign (default: the server's). Start with init, then the game's add-player. Read a campaign's board, sheets, content and log as resources.
mcp-takes-integer = a whole number
mcp-takes-at_least = a whole number of at least { $min }
mcp-takes-boolean = true or false
mcp-takes-word = a word that is not blank and does not start with --
mcp-takes-words = a list of such words
mcp-takes-one_of = one of { $words }
mcp-param-campaign = The campaign: its name, or GUILD:CHANNEL for a Discord channel's (default: the server's --campaign).
mcp-param-secret = A secret roll: the log keeps it from players.
mcp-err-enemies_hidden = This campaign keeps its enemies' numbers from the table, and this server's answers carry every number: only a GM of the campaign plays it here.
mcp-err-unauthorized = This request carries no valid MCP token (Authorization: Bearer <token>). A GM makes one with /campaign mcp-token or overseer cli mcp-token.
mcp-err-other_campaign = This token reaches one campaign only, not { $name }.
cli-help-mcp-token = A bearer token for the MCP server over HTTP (/mcp on the web server), acting in this campaign as you, shown once; --revoke ends every token of the campaign 🛡️ GM
cli-mcp-token = MCP token for this campaign (shown once, keep it secret): send it as Authorization: Bearer <token> to { $url }
cli-mcp-token-revoked = { $count ->
    [one] The campaign's one MCP token has stopped working.
   *[other] The campaign's { $count } MCP tokens have stopped working.
}
cli-err-mcp_token_words = mcp-token takes nothing or --revoke, not { $words }.
cli-err-mcp_token_not_gm = Only a GM of the campaign makes or revokes its MCP tokens, and user { $actor } is none.
cli-hint-mcp_token_actor = Run it as the campaign's GM with --actor ID.
mcp-err-public-url = No token was made: { $why } is not an address an MCP client can reach. Set { $setting } to one, such as { $example }.
cmd-campaign-mcp-token = mcp-token
cmd-campaign-mcp-token-description = A token for the MCP server over HTTP, acting in this campaign as you (shown once, only to you).
cmd-campaign-mcp-token-revoke = revoke
cmd-campaign-mcp-token-revoke-description = End every MCP token of this campaign instead
help-cmd-campaign-mcp-token = a token for an MCP client (an AI game master) over HTTP, shown once; revoke:true ends them all
mcp-token-made = MCP token for this campaign (shown once, keep it secret): { $token }
    Send it as `Authorization: Bearer <token>` to { $url }.
