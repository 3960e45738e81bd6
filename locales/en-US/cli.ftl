# Text of the command-line front end (`overseer cli`). Keep messages short and
# on one line; ids must match zh-CN/cli.ftl.

## Errors: input
cli-err-no_command = No command given.
cli-err-usage = Usage: { $usage }
cli-err-unknown_command = Unknown command { $name }.
cli-err-missing_argument = Missing { $what }.
cli-err-extra_argument = Too many arguments: { $extra }.
cli-err-not_a_number = { $what } must be a whole number, got { $value }.
cli-err-unknown_option = Unknown option { $option }.
cli-err-bad_quoting = Broken quoting: { $detail }.
cli-err-bad_global = Bad option { $option }: { $detail }.
cli-err-bad_encoding = Line { $line } is not valid UTF-8; it was skipped.
cli-err-empty_database = --db names no database file (got { $value }): an empty path would open a temporary database that is lost at exit.
cli-err-memory_database = --db names an in-memory database (got { $value }): every change would be lost at exit.

## Errors: session
cli-err-no_campaign = There is no campaign here yet.
cli-err-already_exists = This campaign already exists.
cli-err-file = Cannot use the file { $file }: { $detail }.
cli-io-not_found = there is no such file
cli-io-permission_denied = permission to read or write it is denied
cli-io-is_a_directory = it is a folder, not a file
cli-err-not_an_export = That is not an Overseer campaign export ({ $detail }).
cli-err-too_large = { $file } is { $size } bytes ({ $size_mib } MiB); an import reads at most { $max } bytes ({ $max_mib } MiB).
cli-err-too_large_stream = { $file } holds more than { $max } bytes ({ $max_mib } MiB) once decompressed; an import reads at most that.
cli-hint-max_bytes = Use `import <file> --max-bytes N` to allow a larger export.
cli-err-nothing_to_undo = There is nothing left to undo.
cli-err-reroll_not_found = No pending re-roll has that id.
cli-err-reroll_used = That re-roll was already resolved.
cli-err-corrupt = The stored campaign cannot be read.
cli-err-other_game = Not part of this game: this campaign plays { $game }.
cli-err-not_in_game = { $command } is not part of this game: this campaign plays { $game }.
cli-game-done = { $command }: done ({ $events } events; the numbers are in the fields).
cli-err-invalid_export = The export breaks a rule of the game at { $at }: { $rule }. Nothing was imported.
cli-err-invalid_export_at = The export breaks a rule of the game at { $at }. Nothing was imported.
cli-hint-invalid_export_rule = The rule, as the game's engine states it (in English): “{ $rule }”.
cli-err-internal = Internal error.
cli-err-database_unavailable = The database could not be opened: { $reason }

## Errors: rules
cli-err-unknown = Unknown { $kind ->
    [house_rule] house rule
    [damage_type] damage type
    [frame] power armour frame
   *[other] { $kind }
}: { $name }.
cli-err-out_of_range = { $what } must be between { $min } and { $max }, got { $value }.
cli-err-invalid = Invalid { $what }: { $value }.
cli-err-special_out_of_range = { $attribute } must be between 1 and 10, got { $value }.
cli-err-special_total = S.P.E.C.I.A.L. must add up to 40, got { $total }.
cli-err-tag_skills = Choose three different tag skills.
cli-err-duplicate_name = A character named { $name } already exists.
cli-err-already_set = { $what } is already { $value ->
    [on] on
    [off] off
   *[other] { $value }
}: nothing changed.
cli-err-looks_like = The name { $name } looks the same as { $existing }, who is already here: choose a name that reads differently.
cli-err-fixed_word = { $name } is one of the game's own words (an item, a skill, a body part...): a character or an enemy so named could not be told from it in a command. Choose another name.
cli-err-owner_has_character = { $owner } already plays { $existing }.
cli-err-duplicate_participant = { $name } is listed twice.
cli-err-cannot_act = { $name } cannot act ({ $state }).
cli-err-dead = { $name } is dead.
cli-err-not_enough_ap = { $name } has { $have } AP, needs { $need }.
cli-err-not_enough_caps = { $name } has { $have ->
    [one] { $have } cap
   *[other] { $have } caps
}, needs { $need }.
cli-err-not_enough_items = { $name } has { $have } x { $item }, needs { $need }.
cli-err-caps_full = { $name } has { $have ->
    [one] { $have } cap
   *[other] { $have } caps
}; { $add } more would pass the cap of { $max }. Nothing was changed.
cli-err-stack_full = { $name } has { $have } x { $item }; { $add } more would pass the cap of { $max } for one item. Nothing was changed.
cli-err-out_of_ammo = { $name } has no { $ammo } for the { $weapon }.
cli-err-not_consumable = { $item } is not a consumable.
cli-err-skill_maxed = { $name }'s { $skill } is already at 6.
cli-err-enemy_dead = { $name } is already dead.
cli-err-duplicate_enemy = An enemy named { $name } is already on the field.
cli-err-not_down = { $name } does not need reviving.
cli-err-no_such_effect = { $name } has no effect { $effect }.
cli-err-not_enough_loot = The { $tier } tier has only { $available ->
    [one] { $available } item
   *[other] { $available } items
}.
cli-err-unsafe_rest = Rest must be safe (house rule): the party is not sheltered; use `set shelter on`, or `rest --force`.
cli-err-no_container = There is no locked container at { $place }.
cli-err-no_target = No character is up to be a target: every one is down or dead.
cli-err-no_players = The campaign has no characters yet.
cli-err-forbidden_character = The { $what } "{ $value }" holds the forbidden character { $codepoint } (control, direction-changing or zero-width).
cli-err-budget_tier = { $enemy } is tier { $tier }; this chapter allows tier { $max_tier } at most.
cli-err-budget_safe_turns = No enemies yet: { $elapsed } of { $safe_turns } safe turns have passed this chapter.
cli-err-budget_count = Chapter day { $chapter_day } allows { $limit } living enemies; { $living } are on the field.
cli-err-budget_hp = { $enemy } would bring enemy HP to more than the budget ({ $used } + { $adding } > { $budget }).

## Help
cli-help-title = overseer cli [--db PATH] [--campaign NAME|GUILD:CHANNEL] [--seed N] [--lang en-US|zh-CN] [--actor ID] <command> [args...]
cli-help-batch = Use `-` as the command to read one command per line from stdin.
cli-help-init = Start a new campaign (or reset this one)
cli-help-doctor = A doctor's visit (GM): 200 rads off, and a Medicine check (difficulty 3) against addictions
cli-help-first-aid = First aid with a Medkit from the medic's inventory: INT + Medicine, difficulty 1, heals 10 HP
cli-help-rule = Turn a house rule on or off (GM), or list those on: luck-on-failure, dodge, hunger, awareness, skill-growth, safe-rest, ap-cap
cli-help-location = Where everyone is; where one character is; or move one character (to the party's place: rejoin it)
cli-help-move-team = Move the whole party to a place (GM); a d6 of 1 finds a locked container
cli-help-open-container = Open a found container: Lockpick (PER) or Science (INT), difficulty 2; then loot
cli-help-status = Show the campaign, or one character
cli-help-turn = Advance an exploration turn or a combat round
cli-help-set = Set chapter/location/quest/weather/mode/day/time/ap_cap/shelter
cli-help-add-player = Create a character (SPECIAL sums to 40, three tag skills), or from a preset: Vault Dweller, Wasteland Wanderer, Caravan Guard, Smooth Talker, Field Medic, Drifter
cli-help-remove-player = Remove a character
cli-help-check = Skill check; comma-separated players for assisted/group checks
cli-help-roll = Roll generic dice
cli-help-damage = Weapon damage, optionally applied to an enemy
cli-help-initiative = Turn order (players and enemies)
cli-help-enemy-add = Add an enemy within the encounter budget
cli-help-enemy-hurt = Damage an enemy (negative heals); loot on a kill
cli-help-enemy-attack = An enemy attacks a character (1d20)
cli-help-hurt = Damage a character
cli-help-heal = Heal a character (+2 per Medicine level)
cli-help-rads = Add (or remove) rads
cli-help-caps = Give or take caps
cli-help-ap = Give or take AP
cli-help-inventory = Add or remove items; "Item xN" also works
cli-help-use-item = Use a consumable (effects and addiction)
cli-help-effect = Add, remove or list status effects
cli-help-rest = Rest (default 8 hours): heal, clear temporary effects
cli-help-skill-up = Raise a skill (with the INT bonus check)
cli-help-loot = Random loot: a tier, a count, both or neither
cli-help-trade = Price with CHA and Barter; --settle moves caps and goods
cli-help-npc-gen = Generate NPCs
cli-help-recover = Undo the last change
cli-help-export = Export the campaign as JSON (into the file, or in the reply)
cli-help-import = Create this campaign from an export file
cli-help-reroll = Resolve a Luck re-roll (keep declines)
cli-help-revive = Bring a downed character back at 1 HP
cli-help-help = This list, or one command's usage
cli-help-share = A signed link to this campaign's read-only web pages (default 7 days), or --revoke to end every link given so far
cli-ev-chapter-raises = A new chapter: each may raise one skill (chapter-raise): { $names }.
cli-err-no_chapter_raise = { $name } has no skill raise of this chapter left.
cli-help-chapter-raise = A character's one skill raise of a new chapter (granted by `set chapter`)

## The command line: language
cli-language = This campaign speaks { $language }.
cli-language-unset = This campaign has no language of its own: each answer follows --lang, else the default.
cli-err-unknown-language = { $language } is not a language this bot speaks: en-US or zh-CN.
cli-help-language = The campaign's language: read it, or set en-US or zh-CN 🛡️ GM

## The command line: the words of commands and options typed in another
## language (`src/cli/words.rs`, the games' `cli/said.rs`): a command without
## a Discord name of its own, an option, a fixed word
cli-word-content = content
cli-word-enemy-note = enemy-note
cli-word-mcp-token = mcp-token
cli-word-enemies-shown = shown
cli-word-enemies-bands = bands
cli-word-enemies-hidden = hidden
cli-word-add-character = add-character
cli-word-reroll = reroll
cli-word-keep = keep
cli-word-on = on
cli-word-off = off
cli-word-list = list
cli-word-field-chapter = chapter
cli-word-field-location = location
cli-word-field-quest = quest
cli-word-field-weather = weather
cli-word-field-mode = mode
cli-word-field-day = day
cli-word-field-time = time
cli-word-field-ap-cap = ap_cap
cli-word-field-shelter = shelter
cli-word-scope = scope
cli-word-attribute = attribute
cli-word-skills = skills
cli-word-half-points = half-points
cli-word-criticals = criticals
cli-word-luck = luck
cli-word-classic = classic
cli-word-language-en-us = en-US
cli-word-language-zh-cn = zh-CN
cli-word-format-html = html
cli-word-format-md = md
cli-word-format-bbcode = bbcode
cli-word-adv = adv
cli-word-dis = dis
cli-opt-secret = secret
cli-opt-ruleset = ruleset
cli-opt-max-bytes = max-bytes
cli-opt-revoke = revoke
cli-opt-hours = hours
cli-opt-clear = clear
cli-opt-buy = buy
cli-opt-to-gm = to-gm
cli-opt-serial = serial
cli-opt-rank = rank
cli-opt-second-major = second-major
cli-opt-end = end
cli-opt-remove = remove
cli-opt-ally = ally
cli-opt-type = type
cli-opt-random = random
cli-opt-random-tier = random-tier
cli-opt-duration = duration
cli-opt-amount = amount
cli-opt-count = count
cli-opt-qty = qty
cli-opt-preset = preset
cli-opt-force = force
cli-opt-target = target
cli-opt-close = close
cli-opt-settle = settle
cli-opt-bonus = bonus
cli-opt-provider = provider
cli-opt-ap = ap
cli-opt-name = name
cli-opt-format = format
cli-opt-special = special
cli-opt-tags = tags
cli-opt-skills = skills
cli-opt-perk = perk
cli-opt-origin = origin
cli-opt-traits = traits
cli-opt-second-perk = second-perk
cli-opt-quick-hands = quick-hands
cli-opt-gun-fu = gun-fu
cli-opt-heave-ho = heave-ho
cli-opt-moved = moved
cli-opt-finesse = finesse
