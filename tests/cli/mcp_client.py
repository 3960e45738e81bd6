#!/usr/bin/env python3
"""Drives `overseer mcp` with the official MCP Python SDK (`pip install mcp
jsonschema`), a client nobody on this project wrote, and prints one JSON
report for tests/cli/mcp.rs to check with exact values.

Usage: mcp_client.py OVERSEER_BINARY DATABASE
       mcp_client.py http URL TOKEN OTHER_CAMPAIGN


Each game's worked session runs on a server of its own (seed 7, the GM
actor 0, the game's campaign as the server's default); every call carries
`line`, the command line it must equal, which the Rust test runs through
`overseer cli -` with the same seed to compare the answers. Then a player's
server (actor 42, who plays Jake) reads the wasteland campaign's log and
tries what a player may not do.

The `http` mode speaks to the server over Streamable HTTP instead
(`mcp.client.streamable_http`), at URL, with `Authorization: Bearer TOKEN`:
it lists the tools and resources, adds a player, reads the board and tries
OTHER_CAMPAIGN, which the token does not reach. A refused token is reported
as the HTTP status the client saw.
"""

import asyncio
import json
import sys

from jsonschema import Draft202012Validator
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

WASTELAND = [
    ("init", {}, ["init"]),
    (
        "wasteland_add_player",
        {"id": "42", "name": "Jake", "char": "Jake Miller", "bg": "Vault Dweller",
         "preset": "Vault Dweller"},
        ["add-player", "42", "Jake", "Jake Miller", "Vault Dweller", "--preset", "Vault Dweller"],
    ),
    (
        "wasteland_check",
        {"players": "Jake", "attr": "PER", "skill": "Lockpick", "diff": 2},
        ["check", "Jake", "PER", "Lockpick", "2"],
    ),
    # Two exploration turns: enemies join only after the chapter's safe turns.
    ("wasteland_turn", {}, ["turn"]),
    ("wasteland_turn", {}, ["turn"]),
    ("wasteland_enemy_add", {"template": "Radroach"}, ["enemy-add", "Radroach"]),
    (
        "wasteland_damage",
        {"player": "Jake", "weapon": "10mm Pistol", "target": "Radroach"},
        ["damage", "Jake", "10mm Pistol", "--target", "Radroach"],
    ),
    (
        "wasteland_check",
        {"players": "Jake", "attr": "AGI", "skill": "Sneak", "diff": 1, "secret": True},
        ["check", "Jake", "AGI", "Sneak", "1", "--secret"],
    ),
]

D20 = [
    ("init", {"ruleset": "d20"}, ["init", "--ruleset", "d20"]),
    (
        "d20_add_player",
        {"user_id": "1", "player": "Ana", "character": "Kestrel", "level": 3, "str": 1,
         "agi": 3, "pre": 2, "int": 0, "wis": 1, "cha": 2,
         "skills": "Athletics,Perception,Fortitude"},
        ["add-player", "1", "Ana", "Kestrel", "3", "1", "3", "2", "0", "1", "2",
         "Athletics,Perception,Fortitude"],
    ),
    (
        "d20_check",
        {"character": "Kestrel", "skill": "Perception", "dc": "Average"},
        ["check", "Kestrel", "Perception", "Average"],
    ),
    ("d20_enemy_add", {"template": "Bandit", "count": 2}, ["enemy-add", "Bandit", "2"]),
    (
        "d20_attack",
        {"character": "Kestrel", "weapon": "Sword", "targets": "Bandit 1", "modifier": 1},
        ["attack", "Kestrel", "Sword", "Bandit 1", "+1"],
    ),
]

PNP = [
    ("init", {"ruleset": "fallout-pnp"}, ["init", "--ruleset", "fallout-pnp"]),
    (
        "pnp_add_player",
        {"user_id": "1", "player": "Ana", "character": "Vic", "s": 3, "p": 4, "e": 3, "c": 2,
         "i": 3, "a": 4, "l": 3, "tag1": "Small Guns", "tag2": "Lockpick", "tag3": "Speech"},
        ["add-player", "1", "Ana", "Vic", "3", "4", "3", "2", "3", "4", "3", "Small Guns",
         "Lockpick", "Speech"],
    ),
    ("pnp_check", {"character": "Vic", "skill": "Lockpick"}, ["check", "Vic", "Lockpick"]),
    ("pnp_enemy_add", {"template": "raider", "count": 2}, ["enemy-add", "raider", "2"]),
    (
        "pnp_ammo",
        {"character": "Vic", "weapon": "10mm", "level": "plenty"},
        ["ammo", "Vic", "10mm", "plenty"],
    ),
    (
        "pnp_attack",
        {"attacker": "Vic", "weapon": "10mm", "target": "Raider 1", "distance": 10},
        ["attack", "Vic", "10mm", "Raider 1", "10"],
    ),
]

F2D20 = [
    ("init", {"ruleset": "fallout-2d20"}, ["init", "--ruleset", "fallout-2d20"]),
    (
        "f2d20_add_player",
        {"user_id": "1", "player": "Ana", "character": "Bo", "str": 6, "per": 6, "end": 6,
         "cha": 5, "int": 6, "agi": 6, "lck": 5, "tag1": "Small Guns", "tag2": "Sneak",
         "tag3": "Medicine"},
        ["add-player", "1", "Ana", "Bo", "6", "6", "6", "5", "6", "6", "5", "Small Guns",
         "Sneak", "Medicine"],
    ),
    ("f2d20_give", {"character": "Bo", "item": "10mm Pistol"}, ["give", "Bo", "10mm Pistol"]),
    ("f2d20_give", {"character": "Bo", "item": "10mm", "count": 20}, ["give", "Bo", "10mm", "20"]),
    (
        "f2d20_test",
        {"unit": "Bo", "attribute": "PER", "skill": "Sneak", "difficulty": 1},
        ["test", "Bo", "PER", "Sneak", "1"],
    ),
    ("f2d20_creature_add", {"template": "Radroach", "count": 2}, ["creature-add", "Radroach", "2"]),
    ("f2d20_initiative", {"opener": "Bo"}, ["initiative", "Bo"]),
    (
        "f2d20_attack",
        {"attacker": "Bo", "target": "Radroach 1", "weapon": "10mm Pistol", "range": "close"},
        ["attack", "Bo", "Radroach 1", "10mm Pistol", "--range", "close"],
    ),
]

GAMES = [("vault", WASTELAND), ("d20", D20), ("classic", PNP), ("f2", F2D20)]

# What a player (actor 42, who plays Jake in the wasteland campaign) tries.
PLAYER = [
    ("wasteland_check", {"players": "Jake", "attr": "AGI", "skill": "Sneak", "diff": 1}),
    ("wasteland_check", {"players": "Nobody", "attr": "PER", "skill": "Lockpick", "diff": 2}),
    ("wasteland_hurt", {"player": "Jake", "amount": 5}),
    ("wasteland_add_player", {"id": "7", "name": "Sam", "char": "Sam", "bg": "Drifter",
                              "preset": "Drifter"}),
    ("export", {}),
    ("d20_roll", {"dice": "1d20"}),
    ("wasteland_check", {"players": "Jake", "attr": "PER", "skill": "Lockpick", "diff": "two"}),
    ("wasteland_check", {"players": "Jake", "attr": "PER", "skill": "Lockpick", "diff": 2,
                         "luck": 1}),
    ("no_such_tool", {}),
]


def server(binary, db, campaign, actor, seed):
    args = ["mcp", "--db", db, "--campaign", campaign, "--actor", str(actor),
            "--seed", str(seed), "--lang", "en-US"]
    return StdioServerParameters(command=binary, args=args)


async def call(s, schemas, report, name, arguments):
    """Calls a tool; records whether its arguments validate against its schema."""
    schema = schemas.get(name)
    valid = schema is not None and Draft202012Validator(schema).is_valid(arguments)
    result = await s.call_tool(name, arguments)
    text = result.content[0].text if result.content else None
    entry = {"tool": name, "valid": valid, "error": bool(result.isError), "text": text,
             "json": result.structuredContent}
    report.append(entry)
    return entry


async def read(s, uri):
    contents = (await s.read_resource(uri)).contents
    return json.loads(contents[0].text)


async def list_tools(s):
    tools = (await s.list_tools()).tools
    bad = []
    for tool in tools:
        try:
            Draft202012Validator.check_schema(tool.inputSchema)
        except Exception as e:  # noqa: BLE001 - every failure is reported
            bad.append(f"{tool.name}: {e}")
    return {
        "count": len(tools),
        "names": [t.name for t in tools],
        "bad_schemas": bad,
        "f2d20_attack": tools[[t.name for t in tools].index("f2d20_attack")].inputSchema,
        "wasteland_check_description": next(
            t.description for t in tools if t.name == "wasteland_check"),
    }, {t.name: t.inputSchema for t in tools}


async def game_session(binary, db, campaign, steps, report):
    async with stdio_client(server(binary, db, campaign, 0, 7)) as (r, w):
        async with ClientSession(r, w) as s:
            info = await s.initialize()
            listed, schemas = await list_tools(s)
            calls = []
            for name, arguments, line in steps:
                entry = await call(s, schemas, calls, name, arguments)
                entry["line"] = line
            resources = [str(x.uri) for x in (await s.list_resources()).resources]
            templates = [x.uriTemplate for x in (await s.list_resource_templates()).resourceTemplates]
            reads = {uri: await read(s, uri) for uri in resources}
            report[campaign] = {"calls": calls, "resources": resources, "templates": templates,
                                "reads": reads}
            if campaign == "vault":
                report["server"] = {"name": info.serverInfo.name,
                                    "instructions": info.instructions}
                report["tools"] = listed


async def player_session(binary, db, report):
    async with stdio_client(server(binary, db, "vault", 42, 8)) as (r, w):
        async with ClientSession(r, w) as s:
            await s.initialize()
            _, schemas = await list_tools(s)
            calls = []
            for name, arguments in PLAYER:
                await call(s, schemas, calls, name, arguments)
            log = await read(s, "overseer://campaign/vault/log")
            second = await read(s, "overseer://campaign/vault/log?page=1")
            sheet = await read(s, "overseer://campaign/vault/sheet/Jake")
            try:
                await s.read_resource("overseer://campaign/vault/secrets")
                missing = None
            except Exception as e:  # noqa: BLE001 - the server's error is the point
                missing = str(e)
            report["player"] = {"calls": calls, "log": log, "log_page_1": second,
                                "sheet": sheet, "missing": missing}


def http_status(error):
    """The HTTP status inside an error (or a group of them) the client raised."""
    response = getattr(error, "response", None)
    if response is not None and hasattr(response, "status_code"):
        return response.status_code
    for inner in getattr(error, "exceptions", ()):
        status = http_status(inner)
        if status is not None:
            return status
    cause = error.__cause__ or error.__context__
    return http_status(cause) if cause is not None else None


async def http_session(url, token, other):
    import httpx

    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(headers=headers, timeout=30) as client:
        async with streamable_http_client(url, http_client=client) as (r, w, _):
            async with ClientSession(r, w) as s:
                await s.initialize()
                listed, schemas = await list_tools(s)
                resources = [str(x.uri) for x in (await s.list_resources()).resources]
                calls = []
                await call(s, schemas, calls, "wasteland_add_player",
                           {"id": "42", "name": "Jake", "char": "Jake Miller",
                            "bg": "Vault Dweller", "preset": "Vault Dweller"})
                await call(s, schemas, calls, "wasteland_add_player",
                           {"id": "7", "name": "Sam", "char": "Sam", "bg": "Drifter",
                            "preset": "Drifter", "campaign": other})
                board = await read(s, resources[0])
                try:
                    await s.read_resource(f"overseer://campaign/{other}/board")
                    other_read = None
                except Exception as e:  # noqa: BLE001 - the server's error is the point
                    other_read = str(e)
                return {"count": listed["count"], "resources": resources, "calls": calls,
                        "board": board, "other_read": other_read}


async def http_main(url, token, other):
    try:
        report = await asyncio.wait_for(http_session(url, token, other), 60)
    except BaseException as e:  # noqa: BLE001 - a refusal is reported, not raised
        report = {"refused": http_status(e), "error": repr(e)}
    print(json.dumps(report))


async def main():
    if sys.argv[1] == "http":
        await http_main(sys.argv[2], sys.argv[3], sys.argv[4])
        return
    binary, db = sys.argv[1], sys.argv[2]
    report = {}
    for campaign, steps in GAMES:
        await game_session(binary, db, campaign, steps, report)
    await player_session(binary, db, report)
    print(json.dumps(report))


asyncio.run(main())
