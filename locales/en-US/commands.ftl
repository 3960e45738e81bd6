# Slash command names, descriptions, options and choices (see src/bot/localize.rs).
# en-US names are the names in code; descriptions here replace the doc comments.


cmd-campaign = campaign
cmd-campaign-description = Run a campaign in this channel.

cmd-campaign-start = start
cmd-campaign-start-description = Start a campaign in this channel; you become its GM.
cmd-campaign-start-language = language
cmd-campaign-start-language-description = Language: en-US or zh-CN
cmd-campaign-start-ruleset = ruleset
cmd-campaign-start-ruleset-description = The game: wasteland-2d20 (default), d20 or fallout-pnp
cmd-choice-en-us = en-US
cmd-choice-zh-cn = zh-CN

cmd-campaign-status = status
cmd-campaign-status-description = The campaign at a glance.

cmd-campaign-set = set
cmd-campaign-set-description = Change a setting (chapter, location, quest, weather, mode, day, time, ap_cap, shelter).
cmd-campaign-set-field = field
cmd-campaign-set-field-description = The setting to change
cmd-campaign-set-value = value
cmd-campaign-set-value-description = The new value

cmd-campaign-turn = turn
cmd-campaign-turn-description = Advance an exploration turn or a combat round.

cmd-campaign-rest = rest
cmd-campaign-rest-description = Rest for some hours (default 8).
cmd-campaign-rest-hours = hours
cmd-campaign-rest-hours-description = Hours, 1 to 24

cmd-campaign-recover = recover
cmd-campaign-recover-description = Undo the last change (asks to confirm).

cmd-campaign-gm = gm
cmd-campaign-gm-description = Co-GMs of this campaign.

cmd-campaign-gm-add = add
cmd-campaign-gm-add-description = Make a member a co-GM.
cmd-campaign-gm-add-user = user
cmd-campaign-gm-add-user-description = The member

cmd-campaign-gm-remove = remove
cmd-campaign-gm-remove-description = Remove a co-GM.
cmd-campaign-gm-remove-user = user
cmd-campaign-gm-remove-user-description = The member

cmd-campaign-language = language
cmd-campaign-language-description = Set the campaign's language.
cmd-campaign-language-language = language
cmd-campaign-language-language-description = Language: en-US or zh-CN

cmd-campaign-log = log
cmd-campaign-log-description = The latest changes (default 10).
cmd-campaign-log-count = count
cmd-campaign-log-count-description = How many

cmd-campaign-export = export
cmd-campaign-export-description = Export the campaign as JSON.

cmd-campaign-tracker = tracker
cmd-campaign-tracker-description = Post and pin a live tracker of the campaign in this channel.

cmd-campaign-import = import
cmd-campaign-import-description = Import a campaign from a /campaign export file into this channel.
cmd-campaign-import-file = file
cmd-campaign-import-file-description = The JSON file /campaign export made

cmd-campaign-end = end
cmd-campaign-end-description = End the campaign and delete it (asks to confirm).

cmd-character = character
cmd-character-description = Characters of this campaign.

cmd-character-create = create
cmd-character-create-description = Create a character: no options opens a form (a GM may create one for another member).
cmd-character-create-name = name
cmd-character-create-name-description = The name
cmd-character-create-background = background
cmd-character-create-background-description = The background
cmd-character-create-strength = strength
cmd-character-create-strength-description = Strength, 1 to 10
cmd-character-create-perception = perception
cmd-character-create-perception-description = Perception, 1 to 10
cmd-character-create-endurance = endurance
cmd-character-create-endurance-description = Endurance, 1 to 10
cmd-character-create-charisma = charisma
cmd-character-create-charisma-description = Charisma, 1 to 10
cmd-character-create-intelligence = intelligence
cmd-character-create-intelligence-description = Intelligence, 1 to 10
cmd-character-create-agility = agility
cmd-character-create-agility-description = Agility, 1 to 10
cmd-character-create-luck = luck
cmd-character-create-luck-description = Luck, 1 to 10
cmd-character-create-tag1 = tag1
cmd-character-create-tag1-description = First tag skill
cmd-choice-lockpick = Lockpick
cmd-choice-medicine = Medicine
cmd-choice-melee = Melee
cmd-choice-repair = Repair
cmd-choice-science = Science
cmd-choice-small-guns = Small Guns
cmd-choice-sneak = Sneak
cmd-choice-speech = Speech
cmd-choice-survival = Survival
cmd-choice-barter = Barter
cmd-character-create-tag2 = tag2
cmd-character-create-tag2-description = Second tag skill
cmd-character-create-tag3 = tag3
cmd-character-create-tag3-description = Third tag skill
cmd-character-create-player = player
cmd-character-create-player-description = GM only: the member who plays it


cmd-character-sheet = sheet
cmd-character-sheet-description = A character's sheet (yours by default).
cmd-character-sheet-character = character
cmd-character-sheet-character-description = The character

cmd-character-remove = remove
cmd-character-remove-description = Remove a character.
cmd-character-remove-character = character
cmd-character-remove-character-description = The character

cmd-character-skillup = skillup
cmd-character-skillup-description = Raise a skill by one.
cmd-character-skillup-character = character
cmd-character-skillup-character-description = The character
cmd-character-skillup-skill = skill
cmd-character-skillup-skill-description = The skill

cmd-character-revive = revive
cmd-character-revive-description = Bring a dead or incapacitated character back at 1 HP.
cmd-character-revive-character = character
cmd-character-revive-character-description = The character

cmd-check = check
cmd-check-description = Roll a skill check (comma-separated characters; the best leads).
cmd-check-characters = characters
cmd-check-characters-description = Characters, comma-separated
cmd-check-attribute = attribute
cmd-check-attribute-description = The attribute
cmd-check-skill = skill
cmd-check-skill-description = The skill
cmd-check-difficulty = difficulty
cmd-check-difficulty-description = Difficulty, 0 to 5
cmd-check-ap = ap
cmd-check-ap-description = AP to spend, 0 to 3
cmd-check-bonus = bonus
cmd-check-bonus-description = Bonus to every target number
cmd-check-repeat = repeat
cmd-check-repeat-description = How many times to make the check (up to 20; no Luck re-roll)

cmd-roll = roll
cmd-roll-description = Roll dice such as 2d20.
cmd-roll-dice = dice
cmd-roll-dice-description = Dice such as 2d20
cmd-roll-repeat = repeat
cmd-roll-repeat-description = How many times to roll (up to 20)

cmd-damage = damage
cmd-damage-description = Roll weapon damage, optionally against an enemy.
cmd-damage-character = character
cmd-damage-character-description = The character
cmd-damage-weapon = weapon
cmd-damage-weapon-description = The weapon
cmd-damage-ap = ap
cmd-damage-ap-description = AP to spend, 0 to 3
cmd-damage-target = target
cmd-damage-target-description = The target
cmd-damage-close = close
cmd-damage-close-description = Close range

cmd-initiative = initiative
cmd-initiative-description = Roll initiative for everyone on the field.

cmd-enemy = enemy
cmd-enemy-description = Enemies on the field.

cmd-enemy-add = add
cmd-enemy-add-description = Add an enemy from a template.
cmd-enemy-add-template = template
cmd-enemy-add-template-description = The enemy template
cmd-enemy-add-name = name
cmd-enemy-add-name-description = The name
cmd-enemy-add-count = count
cmd-enemy-add-count-description = How many (a pack: Raider 1, Raider 2, ...)

cmd-enemy-custom = custom
cmd-enemy-custom-description = Add a custom enemy.
cmd-enemy-custom-name = name
cmd-enemy-custom-name-description = The name
cmd-enemy-custom-hp = hp
cmd-enemy-custom-hp-description = Hit points
cmd-enemy-custom-damage = damage
cmd-enemy-custom-damage-description = Damage dice such as 3d6
cmd-enemy-custom-attack_skill = attack_skill
cmd-enemy-custom-attack_skill-description = Attack skill, 1 to 20
cmd-enemy-custom-drops = drops
cmd-enemy-custom-drops-description = Drops: junk, common, uncommon, rare, unique or none
cmd-enemy-custom-special = special
cmd-enemy-custom-special-description = Special traits

cmd-enemy-hurt = hurt
cmd-enemy-hurt-description = Damage an enemy (negative heals).
cmd-enemy-hurt-enemy = enemy
cmd-enemy-hurt-enemy-description = The enemy
cmd-enemy-hurt-amount = amount
cmd-enemy-hurt-amount-description = The amount

cmd-enemy-attack = attack
cmd-enemy-attack-description = An enemy attacks a character.
cmd-enemy-attack-enemy = enemy
cmd-enemy-attack-enemy-description = The enemy
cmd-enemy-attack-target = target
cmd-enemy-attack-target-description = The target

cmd-enemy-list = list
cmd-enemy-list-description = The field: enemies and characters.

cmd-hurt = hurt
cmd-hurt-description = Damage a character.
cmd-hurt-character = character
cmd-hurt-character-description = The character
cmd-hurt-amount = amount
cmd-hurt-amount-description = The amount

cmd-heal = heal
cmd-heal-description = Heal a character.
cmd-heal-character = character
cmd-heal-character-description = The character
cmd-heal-amount = amount
cmd-heal-amount-description = The amount

cmd-rads = rads
cmd-rads-description = Add (or, negative, remove) rads.
cmd-rads-character = character
cmd-rads-character-description = The character
cmd-rads-amount = amount
cmd-rads-amount-description = The amount

cmd-caps = caps
cmd-caps-description = Give (or, negative, take) caps.
cmd-caps-character = character
cmd-caps-character-description = The character
cmd-caps-amount = amount
cmd-caps-amount-description = The amount

cmd-ap = ap
cmd-ap-description = Give (or, negative, take) AP.
cmd-ap-character = character
cmd-ap-character-description = The character
cmd-ap-amount = amount
cmd-ap-amount-description = The amount

cmd-inventory = inventory
cmd-inventory-description = Inventories.

cmd-inventory-show = show
cmd-inventory-show-description = A character's inventory (yours by default).
cmd-inventory-show-character = character
cmd-inventory-show-character-description = The character

cmd-inventory-add = add
cmd-inventory-add-description = Put items in an inventory.
cmd-inventory-add-character = character
cmd-inventory-add-character-description = The character
cmd-inventory-add-item = item
cmd-inventory-add-item-description = The item
cmd-inventory-add-qty = qty
cmd-inventory-add-qty-description = How many, 1 to 999

cmd-inventory-remove = remove
cmd-inventory-remove-description = Take items out of an inventory.
cmd-inventory-remove-character = character
cmd-inventory-remove-character-description = The character
cmd-inventory-remove-item = item
cmd-inventory-remove-item-description = The item
cmd-inventory-remove-qty = qty
cmd-inventory-remove-qty-description = How many, 1 to 999

cmd-use = use
cmd-use-description = Use a consumable, on yourself or another character.
cmd-use-item = item
cmd-use-item-description = The item
cmd-use-target = target
cmd-use-target-description = The target
cmd-use-character = character
cmd-use-character-description = The character

cmd-effect = effect
cmd-effect-description = Status effects.

cmd-effect-add = add
cmd-effect-add-description = Add a status effect (turns, or -1 for permanent; default permanent).
cmd-effect-add-character = character
cmd-effect-add-character-description = The character
cmd-effect-add-effect = effect
cmd-effect-add-effect-description = The effect
cmd-effect-add-turns = turns
cmd-effect-add-turns-description = Turns, or -1 for permanent

cmd-effect-remove = remove
cmd-effect-remove-description = Remove a status effect.
cmd-effect-remove-character = character
cmd-effect-remove-character-description = The character
cmd-effect-remove-effect = effect
cmd-effect-remove-effect-description = The effect

cmd-effect-list = list
cmd-effect-list-description = A character's effects (yours by default).
cmd-effect-list-character = character
cmd-effect-list-character-description = The character

cmd-loot = loot
cmd-loot-description = Draw loot.
cmd-loot-tier = tier
cmd-loot-tier-description = The loot tier
cmd-choice-junk = junk
cmd-choice-common = common
cmd-choice-uncommon = uncommon
cmd-choice-rare = rare
cmd-choice-unique = unique
cmd-loot-count = count
cmd-loot-count-description = How many

cmd-trade = trade
cmd-trade-description = Quote a trade; a GM may settle it, moving caps and goods.
cmd-trade-character = character
cmd-trade-character-description = The character
cmd-trade-price = price
cmd-trade-price-description = Base price in caps
cmd-trade-side = side
cmd-trade-side-description = Buy or sell
cmd-choice-buy = buy
cmd-choice-sell = sell
cmd-trade-settle = settle
cmd-trade-settle-description = GM only: settle, moving this item
cmd-trade-qty = qty
cmd-trade-qty-description = How many, 1 to 999

cmd-npc = npc
cmd-npc-description = NPCs: generate some, or keep a GM's note on one.
cmd-npc-generate = generate
cmd-npc-generate-description = Generate NPCs.
cmd-npc-generate-count = count
cmd-npc-generate-count-description = How many
cmd-npc-note = note
cmd-npc-note-description = GM: a private note on an NPC (only GMs read it).
cmd-npc-note-name = name
cmd-npc-note-name-description = The NPC (without it: every note)
cmd-npc-note-text = text
cmd-npc-note-text-description = The note to keep (without it: read the note)
cmd-npc-note-clear = clear
cmd-npc-note-clear-description = Delete the note on this NPC

cmd-help = help
cmd-help-description = How to use Overseer.

confirm-not-yours = Only the member who asked can answer this.

# /d20: the d20 game's commands.

cmd-d20 = d20
cmd-d20-description = Play the d20 game in this channel.

cmd-d20-create = create
cmd-d20-create-description = Create a character (a GM may create one for another member).
cmd-d20-create-name = name
cmd-d20-create-name-description = The character's name
cmd-d20-create-level = level
cmd-d20-create-level-description = Level, at least 1 (most play 1 to 20)
cmd-d20-create-str = str
cmd-d20-create-str-description = Strength bonus, -5 to +10
cmd-d20-create-agi = agi
cmd-d20-create-agi-description = Agility bonus, -5 to +10
cmd-d20-create-pre = pre
cmd-d20-create-pre-description = Presence bonus, -5 to +10
cmd-d20-create-int = int
cmd-d20-create-int-description = Intelligence bonus, -5 to +10
cmd-d20-create-wis = wis
cmd-d20-create-wis-description = Wisdom bonus, -5 to +10
cmd-d20-create-cha = cha
cmd-d20-create-cha-description = Charisma bonus, -5 to +10
cmd-d20-create-skills = skills
cmd-d20-create-skills-description = Proficient skills and saves, comma-separated
cmd-d20-create-player = player
cmd-d20-create-player-description = The member who plays it (GM only; default: you)

cmd-d20-sheet = sheet
cmd-d20-sheet-description = A character's sheet: yours by default; the whole board if you have none.
cmd-d20-sheet-character-description = The character (default: yours)
cmd-d20-sheet-character = character

cmd-d20-level = level
cmd-d20-level-description = Set a character's level.
cmd-d20-level-character = character
cmd-d20-level-character-description = The character
cmd-d20-level-level = level
cmd-d20-level-level-description = The new level, at least 1

cmd-d20-remove = remove
cmd-d20-remove-description = Remove a character.
cmd-d20-remove-character = character
cmd-d20-remove-character-description = The character

cmd-d20-check = check
cmd-d20-check-description = Roll d20 + skill bonus against a DC (a number or a difficulty name).
cmd-d20-check-skill = skill
cmd-d20-check-skill-description = The skill
cmd-d20-check-dc = dc
cmd-d20-check-dc-description = A DC (0 to 100) or a difficulty: Simple, Average, Hard, ...
cmd-d20-check-character = character
cmd-d20-check-character-description = Who rolls (default: your character)
cmd-d20-check-modifier = modifier
cmd-d20-check-modifier-description = A situational modifier, -30 to +30
cmd-d20-check-repeat = repeat
cmd-d20-check-repeat-description = How many times to roll (up to 20)

cmd-d20-save = save
cmd-d20-save-description = Save against a damaging effect; the damage taken follows the save table.
cmd-d20-save-save = save
cmd-d20-save-save-description = Fortitude, Reflex or Will
cmd-d20-save-dc = dc
cmd-d20-save-dc-description = A DC (0 to 100) or a difficulty name
cmd-d20-save-damage = damage
cmd-d20-save-damage-description = The damage the effect deals
cmd-d20-save-character = character
cmd-d20-save-character-description = Who saves (default: your character)
cmd-d20-save-modifier = modifier
cmd-d20-save-modifier-description = A situational modifier, -30 to +30

cmd-d20-attack = attack
cmd-d20-attack-description = Attack with a weapon (an explosive hits every target named).
cmd-d20-attack-weapon = weapon
cmd-d20-attack-weapon-description = The weapon
cmd-d20-attack-targets = targets
cmd-d20-attack-targets-description = The target; for an explosive, every target, comma-separated
cmd-d20-attack-character = character
cmd-d20-attack-character-description = Who attacks (default: your character)
cmd-d20-attack-modifier = modifier
cmd-d20-attack-modifier-description = A situational modifier to the attack roll, -30 to +30

cmd-d20-initiative = initiative
cmd-d20-initiative-description = Roll initiative for everyone able to fight; round 1 starts.

cmd-d20-next = next
cmd-d20-next-description = Pass the turn to the next in the initiative order.

cmd-d20-end-combat = end-combat
cmd-d20-end-combat-description = End the combat rounds.

cmd-d20-enemy-add = enemy-add
cmd-d20-enemy-add-description = Add enemies from a template.
cmd-d20-enemy-add-template = template
cmd-d20-enemy-add-template-description = The enemy template
cmd-d20-enemy-add-count = count
cmd-d20-enemy-add-count-description = How many, 1 to 20 (default 1)
cmd-d20-enemy-add-name = name
cmd-d20-enemy-add-name-description = A name instead of the template's

cmd-d20-enemy-attack = enemy-attack
cmd-d20-enemy-attack-description = An enemy attacks a character.
cmd-d20-enemy-attack-enemy = enemy
cmd-d20-enemy-attack-enemy-description = The enemy
cmd-d20-enemy-attack-target = target
cmd-d20-enemy-attack-target-description = The character attacked
cmd-d20-enemy-attack-modifier = modifier
cmd-d20-enemy-attack-modifier-description = A situational modifier to the attack roll, -30 to +30

cmd-d20-enemy-remove = enemy-remove
cmd-d20-enemy-remove-description = Remove an enemy.
cmd-d20-enemy-remove-enemy = enemy
cmd-d20-enemy-remove-enemy-description = The enemy

cmd-d20-hurt = hurt
cmd-d20-hurt-description = Damage a character or an enemy.
cmd-d20-hurt-target = target
cmd-d20-hurt-target-description = A character or an enemy
cmd-d20-hurt-amount = amount
cmd-d20-hurt-amount-description = Damage, 0 to 10000

cmd-d20-heal = heal
cmd-d20-heal-description = Heal a character or an enemy, up to its max HP.
cmd-d20-heal-target = target
cmd-d20-heal-target-description = A character or an enemy
cmd-d20-heal-amount = amount
cmd-d20-heal-amount-description = HP healed, 0 to 10000

cmd-d20-condition = condition
cmd-d20-condition-description = Give or take away a condition.
cmd-d20-condition-action = action
cmd-d20-condition-action-description = Add or remove
cmd-d20-condition-target = target
cmd-d20-condition-target-description = A character or an enemy
cmd-d20-condition-condition = condition
cmd-d20-condition-condition-description = A common condition or your own words

cmd-choice-wasteland-2d20 = wasteland-2d20
cmd-choice-d20 = d20
cmd-choice-fortitude = Fortitude
cmd-choice-reflex = Reflex
cmd-choice-will = Will
cmd-choice-add = add
cmd-choice-remove = remove

cmd-doctor = doctor
cmd-doctor-description = A doctor's visit: 200 rads off, and a Medicine check against addictions.
cmd-doctor-character = character
cmd-doctor-character-description = The patient

cmd-first-aid = first-aid
cmd-first-aid-description = First aid with a Medkit from the medic's inventory (heals 10 HP on a success).
cmd-first-aid-target = target
cmd-first-aid-target-description = Who is treated (default: the medic)
cmd-first-aid-character = character
cmd-first-aid-character-description = The medic (default: your character)
cmd-use-provider = provider
cmd-use-provider-description = Whose inventory gives the item (default: the user's)

cmd-character-create-preset = preset
cmd-character-create-preset-description = A ready-made character instead of S.P.E.C.I.A.L. and tags
cmd-choice-vault-dweller = Vault Dweller
cmd-choice-wasteland-wanderer = Wasteland Wanderer
cmd-choice-caravan-guard = Caravan Guard
cmd-choice-smooth-talker = Smooth Talker
cmd-choice-field-medic = Field Medic
cmd-choice-drifter = Drifter

cmd-campaign-rules = rules
cmd-campaign-rules-description = The house rules on in this campaign.
cmd-campaign-rule = rule
cmd-campaign-rule-description = Turn a house rule on or off.
cmd-campaign-rule-name = name
cmd-campaign-rule-name-description = The house rule
cmd-campaign-rule-on = on
cmd-campaign-rule-on-description = On (true) or off (false)
cmd-campaign-rest-force = force
cmd-campaign-rest-force-description = Rest even outside shelter under the safe-rest house rule

cmd-location = location
cmd-location-description = Where everyone is, where one character is, or move one.
cmd-location-character = character
cmd-location-character-description = The character (to look at, or to move)
cmd-location-place = place
cmd-location-place-description = Where to move the character (the party's place: rejoin it)
cmd-move-team = move-team
cmd-move-team-description = Move the whole party to a place (a d6 of 1 finds a locked container).
cmd-move-team-place = place
cmd-move-team-place-description = Where the party goes
cmd-open-container = open-container
cmd-open-container-description = Open a found container with Lockpick (PER) or Science (INT).
cmd-open-container-skill = skill
cmd-open-container-skill-description = Lockpick or Science
cmd-open-container-character = character
cmd-open-container-character-description = Who tries (default: your character)

cmd-character-raise = raise
cmd-character-raise-description = Raise one skill for the new chapter (each character once per chapter).
cmd-character-raise-skill = skill
cmd-character-raise-skill-description = The skill to raise
cmd-character-raise-character = character
cmd-character-raise-character-description = The character (default: yours)

# /pnp: the classic Fallout game's commands.

cmd-pnp = pnp
cmd-pnp-description = Play the classic Fallout game (d100) in this channel.

cmd-pnp-enemy = enemy
cmd-pnp-enemy-description = Enemies of the classic game.

cmd-pnp-gm = gm
cmd-pnp-gm-description = The GM's tools of the classic game.

cmd-pnp-create = create
cmd-pnp-create-description = Create a character for a member (GM): S.P.E.C.I.A.L., race, three tagged skills.
cmd-pnp-create-name = name
cmd-pnp-create-name-description = The character's name
cmd-pnp-create-str = str
cmd-pnp-create-str-description = Strength, within the race's range (humans 1-10)
cmd-pnp-create-per = per
cmd-pnp-create-per-description = Perception, within the race's range
cmd-pnp-create-end = end
cmd-pnp-create-end-description = Endurance, within the race's range
cmd-pnp-create-cha = cha
cmd-pnp-create-cha-description = Charisma, within the race's range
cmd-pnp-create-int = int
cmd-pnp-create-int-description = Intelligence, within the race's range
cmd-pnp-create-agi = agi
cmd-pnp-create-agi-description = Agility, within the race's range
cmd-pnp-create-lck = lck
cmd-pnp-create-lck-description = Luck, within the race's range
cmd-pnp-create-tag1 = tag1
cmd-pnp-create-tag1-description = The first tagged skill
cmd-pnp-create-tag2 = tag2
cmd-pnp-create-tag2-description = The second tagged skill
cmd-pnp-create-tag3 = tag3
cmd-pnp-create-tag3-description = The third tagged skill
cmd-pnp-create-race = race
cmd-pnp-create-race-description = The race (default: human; the seven scores add up to 22 for a human)
cmd-pnp-create-player = player
cmd-pnp-create-player-description = The member who plays it (default: you)

cmd-pnp-sheet = sheet
cmd-pnp-sheet-description = A character's sheet: yours by default; the whole board if you have none.
cmd-pnp-sheet-character = character
cmd-pnp-sheet-character-description = The character (default: yours)

cmd-pnp-remove = remove
cmd-pnp-remove-description = Remove a character.
cmd-pnp-remove-character = character
cmd-pnp-remove-character-description = The character

cmd-pnp-spend = spend
cmd-pnp-spend-description = Spend unspent skill points on a skill (no skill goes over 100).
cmd-pnp-spend-skill = skill
cmd-pnp-spend-skill-description = The skill
cmd-pnp-spend-points = points
cmd-pnp-spend-points-description = Points to spend, 1 to 100
cmd-pnp-spend-character = character
cmd-pnp-spend-character-description = Whose points (default: your character)

cmd-pnp-check = check
cmd-pnp-check-description = Roll d100 under a skill plus a modifier; shows the margin and the exact odds.
cmd-pnp-check-skill = skill
cmd-pnp-check-skill-description = The skill
cmd-pnp-check-modifier = modifier
cmd-pnp-check-modifier-description = Difficulty modifier, -100 to +100
cmd-pnp-check-character = character
cmd-pnp-check-character-description = Who rolls (default: your character)
cmd-pnp-check-repeat = repeat
cmd-pnp-check-repeat-description = How many times to roll (up to 20)

cmd-pnp-odds = odds
cmd-pnp-odds-description = The exact odds of a skill check, without rolling.
cmd-pnp-odds-skill = skill
cmd-pnp-odds-skill-description = The skill
cmd-pnp-odds-modifier = modifier
cmd-pnp-odds-modifier-description = Difficulty modifier, -100 to +100
cmd-pnp-odds-character = character
cmd-pnp-odds-character-description = Whose check (default: your character)

cmd-pnp-save = save
cmd-pnp-save-description = Roll d10 under an attribute plus a modifier, with the race rules.
cmd-pnp-save-attribute = attribute
cmd-pnp-save-attribute-description = The attribute
cmd-pnp-save-modifier = modifier
cmd-pnp-save-modifier-description = Difficulty modifier, -10 to +10
cmd-pnp-save-character = character
cmd-pnp-save-character-description = Who saves (default: your character)

cmd-pnp-level-up = level-up
cmd-pnp-level-up-description = Choose what a new level gives: +1 to an attribute, or skill points.
cmd-pnp-level-up-choice = choice
cmd-pnp-level-up-choice-description = Skill points (10 + INT + LCK) or an attribute
cmd-pnp-level-up-character = character
cmd-pnp-level-up-character-description = Who levels up (default: your character)

cmd-pnp-attack = attack
cmd-pnp-attack-description = Attack with a weapon: range band, aim, called shot, splash; damage through armour.
cmd-pnp-attack-weapon = weapon
cmd-pnp-attack-weapon-description = The weapon
cmd-pnp-attack-target = target
cmd-pnp-attack-target-description = The character or enemy attacked
cmd-pnp-attack-distance = distance
cmd-pnp-attack-distance-description = Distance in metres (0 to 10000)
cmd-pnp-attack-attacker = attacker
cmd-pnp-attack-attacker-description = Who attacks (default: your character; a GM may name an enemy)
cmd-pnp-attack-aim = aim
cmd-pnp-attack-aim-description = Rounds aimed through a scope, or a Pip-Boy
cmd-pnp-attack-called = called
cmd-pnp-attack-called-description = A called shot
cmd-pnp-attack-immobile = immobile
cmd-pnp-attack-immobile-description = The target is immobile (+10 instead of its agility)
cmd-pnp-attack-splash = splash
cmd-pnp-attack-splash-description = Others caught in the blast: name@ring, comma-separated
cmd-pnp-attack-modifier = modifier
cmd-pnp-attack-modifier-description = Situational modifier, -100 to +100

cmd-pnp-douse = douse
cmd-pnp-douse-description = Spend an action dousing the flames.
cmd-pnp-douse-target = target
cmd-pnp-douse-target-description = Who douses (default: your character)

cmd-pnp-stimpak = stimpak
cmd-pnp-stimpak-description = Use a Stimpak: heals 25 + the healer's Medic.
cmd-pnp-stimpak-target = target
cmd-pnp-stimpak-target-description = Who is healed
cmd-pnp-stimpak-healer = healer
cmd-pnp-stimpak-healer-description = Who uses it (default: your character)

cmd-pnp-radaway = radaway
cmd-pnp-radaway-description = Use RadAway: removes 25 + the healer's Medic rads.
cmd-pnp-radaway-target = target
cmd-pnp-radaway-target-description = Who is treated
cmd-pnp-radaway-healer = healer
cmd-pnp-radaway-healer-description = Who uses it (default: your character)

cmd-pnp-sleep = sleep
cmd-pnp-sleep-description = Sleep in a bed: HP back to max, rads stay.
cmd-pnp-sleep-character = character
cmd-pnp-sleep-character-description = Who sleeps (default: your character)

cmd-pnp-find-ammo = find-ammo
cmd-pnp-find-ammo-description = Find ammunition for a weapon: loose rounds, a clip or a box.
cmd-pnp-find-ammo-weapon = weapon
cmd-pnp-find-ammo-weapon-description = The weapon
cmd-pnp-find-ammo-found = found
cmd-pnp-find-ammo-found-description = What was found
cmd-pnp-find-ammo-character = character
cmd-pnp-find-ammo-character-description = Who finds it (default: your character)

cmd-pnp-enemy-add = add
cmd-pnp-enemy-add-description = Add enemies from a template.
cmd-pnp-enemy-add-template = template
cmd-pnp-enemy-add-template-description = The enemy template
cmd-pnp-enemy-add-count = count
cmd-pnp-enemy-add-count-description = How many, 1 to 20 (default 1)
cmd-pnp-enemy-add-name = name
cmd-pnp-enemy-add-name-description = A base name instead of the template's

cmd-pnp-enemy-remove = remove
cmd-pnp-enemy-remove-description = Remove an enemy.
cmd-pnp-enemy-remove-enemy = enemy
cmd-pnp-enemy-remove-enemy-description = The enemy

cmd-pnp-enemy-leader = leader
cmd-pnp-enemy-leader-description = Make an enemy the leader of its group.
cmd-pnp-enemy-leader-enemy = enemy
cmd-pnp-enemy-leader-enemy-description = The enemy

cmd-pnp-enemy-morale-score = morale-score
cmd-pnp-enemy-morale-score-description = Set an enemy's morale score (none: it never checks).
cmd-pnp-enemy-morale-score-enemy = enemy
cmd-pnp-enemy-morale-score-enemy-description = The enemy
cmd-pnp-enemy-morale-score-score = score
cmd-pnp-enemy-morale-score-score-description = 0 to 13; leave out for none

cmd-pnp-enemy-morale = morale
cmd-pnp-enemy-morale-description = Roll 2d6 against an enemy's morale: higher flees.
cmd-pnp-enemy-morale-enemy = enemy
cmd-pnp-enemy-morale-enemy-description = The enemy
cmd-pnp-enemy-morale-modifier = modifier
cmd-pnp-enemy-morale-modifier-description = Modifier to the 2d6, -12 to +12

cmd-pnp-gm-xp = xp
cmd-pnp-gm-xp-description = Give experience; a new level waits for a level-up choice.
cmd-pnp-gm-xp-character = character
cmd-pnp-gm-xp-character-description = The character
cmd-pnp-gm-xp-amount = amount
cmd-pnp-gm-xp-amount-description = Experience, 1 to 100000

cmd-pnp-gm-setting = setting
cmd-pnp-gm-setting-description = Change a setting: the half-point rule, or how skill criticals read.
cmd-pnp-gm-setting-setting = setting
cmd-pnp-gm-setting-setting-description = The setting and its value

cmd-pnp-gm-round = round
cmd-pnp-gm-round-description = A round passes: burning and poison work on everyone.

cmd-pnp-gm-hurt = hurt
cmd-pnp-gm-hurt-description = Damage a character or an enemy, with rads.
cmd-pnp-gm-hurt-target = target
cmd-pnp-gm-hurt-target-description = The character or enemy
cmd-pnp-gm-hurt-amount = amount
cmd-pnp-gm-hurt-amount-description = HP damage, 0 to 10000
cmd-pnp-gm-hurt-rads = rads
cmd-pnp-gm-hurt-rads-description = Rads, 0 to 10000 (default 0)

cmd-pnp-gm-revive = revive
cmd-pnp-gm-revive-description = Bring a dead character back.
cmd-pnp-gm-revive-character = character
cmd-pnp-gm-revive-character-description = The character
cmd-pnp-gm-revive-hp = hp
cmd-pnp-gm-revive-hp-description = HP to come back with (default 1)

cmd-pnp-gm-armour = armour
cmd-pnp-gm-armour-description = Set a character's or an enemy's armour.
cmd-pnp-gm-armour-target = target
cmd-pnp-gm-armour-target-description = The character or enemy
cmd-pnp-gm-armour-armour = armour
cmd-pnp-gm-armour-armour-description = The armour

cmd-pnp-gm-pip-boy = pip-boy
cmd-pnp-gm-pip-boy-description = Give or take a Pip-Boy.
cmd-pnp-gm-pip-boy-character = character
cmd-pnp-gm-pip-boy-character-description = The character
cmd-pnp-gm-pip-boy-on = on
cmd-pnp-gm-pip-boy-on-description = Whether the character has one

cmd-pnp-gm-ammo = ammo
cmd-pnp-gm-ammo-description = Set a character's ammunition for a weapon.
cmd-pnp-gm-ammo-character = character
cmd-pnp-gm-ammo-character-description = The character
cmd-pnp-gm-ammo-weapon = weapon
cmd-pnp-gm-ammo-weapon-description = The weapon
cmd-pnp-gm-ammo-level = level
cmd-pnp-gm-ammo-level-description = How much ammunition

cmd-choice-fallout-pnp = fallout-pnp
cmd-choice-human = human
cmd-choice-ghoul = ghoul
cmd-choice-super-mutant = super-mutant
cmd-choice-dog = dog
cmd-choice-big-guns = Big Guns
cmd-choice-explosives = Explosives
cmd-choice-medic = Medic
cmd-choice-observe = Observe
cmd-choice-strength = strength
cmd-choice-perception = perception
cmd-choice-endurance = endurance
cmd-choice-charisma = charisma
cmd-choice-intelligence = intelligence
cmd-choice-agility = agility
cmd-choice-luck = luck
cmd-choice-skill-points = skill-points
cmd-choice-scope-1-round = scope-1-round
cmd-choice-scope-2-rounds = scope-2-rounds
cmd-choice-scope-3-rounds = scope-3-rounds
cmd-choice-pip-boy = pip-boy
cmd-choice-head = head
cmd-choice-weapon-arm = weapon-arm
cmd-choice-other-arm = other-arm
cmd-choice-leg = leg
cmd-choice-half-points-on = half-points-on
cmd-choice-half-points-off = half-points-off
cmd-choice-criticals-luck = criticals-luck
cmd-choice-criticals-classic = criticals-classic
cmd-choice-no-armour = no-armour
cmd-choice-light-armour = light-armour
cmd-choice-medium-armour = medium-armour
cmd-choice-heavy-armour = heavy-armour
cmd-choice-power-armour = power-armour
cmd-choice-plenty = plenty
cmd-choice-some = some
cmd-choice-3-shots = 3-shots
cmd-choice-2-shots = 2-shots
cmd-choice-1-shot = 1-shot
cmd-choice-empty = empty
cmd-choice-loose-rounds = loose-rounds
cmd-choice-clip = clip
cmd-choice-box = box
