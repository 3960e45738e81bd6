# Discord replies: embeds for outcomes, rule errors, framework messages and /help.
# Every id here must also exist in zh-CN/bot.ftl (tests/project/locales_complete.rs checks).

## Framework

err-not-gm = Only the GM (the campaign's creator, co-GMs, or members with Manage Server) can use { $command }.
err-no-campaign = There is no campaign in this channel. Start one with /campaign start.
err-campaign-exists = This channel already has a campaign. See it with /campaign status, or end it with /campaign end first.
err-internal = Sorry, something went wrong on our side. Nothing was changed; please try again.
err-unexpected = Sorry, something went wrong on our side. Your command may or may not have gone through: check /campaign log before trying again.
err-saved-reply-failed = Your { $command } went through and was saved, but Discord refused to show its result. See /campaign status or /campaign log; do not run it again.
err-no-own-character = You have no character in this campaign yet. Create one with /character create.
err-not-your-character = { $name } is not your character.
err-reroll-used = That Luck roll has already been decided.
err-reroll-not-found = That Luck roll no longer exists.
err-reroll-not-yours = Only the player of { $name } can decide this Luck roll.
err-nothing-to-undo = There is nothing left to undo.
err-corrupt = This campaign's saved state cannot be read. Other campaigns are fine; /campaign export or /campaign end may help.
err-other-game = Not part of this game: this channel plays { $game }. Nothing was changed.
err-create-needs-special = Give all seven S.P.E.C.I.A.L. scores and three tag skills, or choose a preset. Nothing was changed.
err-create-needs-name = Give a name and a background, or run /character create with no options to fill in a form. Nothing was changed.
err-not-in-game = { $command } is not part of this game: this channel plays { $game }. Nothing was changed. `/help` lists this game's commands.
game-wasteland-2d20 = Wasteland 2d20
game-fallout-2d20 = Fallout 2d20
game-fallout-pnp = Fallout pen-and-paper (d100)
game-d20 = d20
campaign-started-game = A campaign of { $game } starts in this channel.
status-health-ok = 🩺 Database check: sound.
status-health-damaged = 🩺 Database check: the database file is DAMAGED ({ $problem }). Export your campaigns now (/campaign export) and tell whoever runs the bot: the README's "Damaged database" section says how to recover.
confirm-recover = Undo the last command ({ $command })?
confirm-end = End this campaign and delete all of its data? This cannot be undone.
btn-confirm = Confirm
btn-cancel = Cancel
btn-reroll = Re-roll
btn-keep = Keep
cancelled = Cancelled. Nothing was changed.
campaign-ended = The campaign has ended. Thanks for playing!
recovered = Undid { $command }. { $remaining } more undo steps are kept.
gm-added = { $user } is now a GM of this campaign.
gm-removed = { $user } is no longer a GM of this campaign.
language-set = This campaign now speaks { $language }.
log-title = Campaign log
log-entry = #{ $id } · { $command } by { $actor } · { $time }
log-entry-unnumbered = { $command } by { $actor } · { $time }
export-ready = Here is this campaign's export.
import-done = Campaign imported: { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
} and { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
}. Its GMs came with it.
err-export-too-large = The export is { $size } MiB even compressed, more than the { $max } MiB this server can receive as a file. Whoever runs the bot can export it without a size limit: overseer cli --campaign GUILD:CHANNEL export FILE
err-import-too-large = That file is { $size } MiB; an export can be at most { $max } MiB.
err-import-download = The file could not be downloaded from Discord. Try again in a moment.
err-import-not-export = That file is not an Overseer campaign export ({ $detail }). Use a file made by /campaign export.
err-import-invalid = That export breaks a rule of the game at { $at }: { $rule }. Nothing was imported.
err-import-invalid-quoted = That export breaks a rule of the game at { $at }. Nothing was imported. (The rule, as the game's engine states it, in English: “{ $rule }”.)
err-import-too-large-unpacked = That export holds more than { $max } MiB of JSON once unpacked; Overseer does not read it here. The command line can import it: overseer cli import --max-bytes ...
err-import-not-gm = Only a GM of the exported campaign (its creator or a co-GM) or a member with Manage Server can import it.
reroll-kept = { $name } keeps the roll.

## Common words

none = none
on = on
off = off
list-sep = {", "}
turns-left = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
turns-permanent = permanent
mode-exploration = Exploration
mode-combat = Combat

## Dice

die-critical = critical
die-tag-critical = tag critical
die-success = success
die-failure = fail
die-complication = complication
die-not-counted = (not counted)

## Checks

check-title = { $subject } check: { $leader }
check-passed = ✅ **Passed**: { $successes } { $successes ->
        [one] success
       *[other] successes
    } vs difficulty { $difficulty }
check-failed = ❌ **Failed**: { $successes } { $successes ->
        [one] success
       *[other] successes
    } vs difficulty { $difficulty }
check-participants = Participants
check-participant = { $name }: TN { $tn }
check-participant-tag = { $name }: TN { $tn }, tag ≤ { $tag }
check-dice = Dice
check-ap = AP
check-ap-line = { $before } → { $after } (spent { $spent }, gained { $gained })
check-aimed = Aiming added a die
check-complications = Complications
check-complication = ⚠ d6 { $roll }: { $oracle }
check-odds = Odds
check-luck = Luck
check-luck-triggered = 🍀 d100 { $roll } ≤ LCK { $luck }: Luck triggered!
check-luck-missed = d100 { $roll } vs LCK { $luck }
check-luck-offer = 🍀 Luck! The player of { $leader } may re-roll or keep this result.
check-series-title = { $subject } check × { $times }: { $leader }
check-series-summary = Passed { $passed } of { $times } · Luck is not rolled on a repeated check
check-series-passed = ✅ { $successes }/{ $difficulty }
check-series-failed = ❌ { $successes }/{ $difficulty }
check-series-ap = AP { $before } → { $after }
check-series-awareness = awareness d20 { $roll }: +{ $bonus } TN
check-series-growth = 📈 { $name }: { $skill } → { $level }
check-short = { $subject } [{ $dice }]: { $verdict }
reroll-title = Luck re-roll: { $subject } check: { $leader }
reroll-ap-back = { $ap } AP from the first roll taken back

## Damage

damage-title = { $player } attacks with { $weapon }
damage-total = 💥 Total damage: **{ $total }**
damage-dice = Damage dice
damage-die = 🎲 { $face } → { $damage }
damage-die-effect = 🎲 { $face } → { $damage } ✸ effect
damage-spread = Spread: one extra die at close range
damage-str = STR check: { $check }
damage-bonus = Bonuses
damage-bonus-str = STR bonus +{ $bonus }
damage-bonus-psycho = Psycho +{ $bonus }
damage-bonus-pierce = Pierce +{ $bonus }
damage-effects = Effects: { $count } ({ $effects })
damage-ap = spent { $spent }: { $before } → { $after }
damage-ammo = { $left } left
damage-target = Target

## Enemies

foe-hp-title = { $name }
foe-hp-damage = takes { $amount } damage: { $bar }
foe-hp-heal = heals { $amount }: { $bar }
foe-effect = { $name } is hit by { $effect } ×{ $count }
foe-effect-status = now { $status }
foe-killed = ☠ { $name } is dead.
foe-loot = Dropped: { $loot }
foe-added-title = Enemy appears: { $name }
foe-added = Tier { $tier } · HP { $bar } · damage { $damage } · attack skill { $skill }
foe-budget = HP { $used }/{ $budget }
foe-special = Special
foe-custom = Custom enemy
foe-drops = Drops
foe-lost-action = { $name } is stunned and loses its action.
attack-title = { $enemy } attacks { $target }
attack-roll = d20 **{ $roll }** vs skill { $skill }
attack-suppressed = (suppressed)
attack-hit = Hit!
attack-critical = Critical hit! +1 damage per die
attack-miss = Miss.
attack-fumble = Fumble! A natural 20 misses.
attack-dice = [{ $dice }] = { $raw }
attack-medx = -{ $reduction } damage
attack-damage = Damage dealt
weffect-stun = Stun
weffect-bleed = Bleed
weffect-knockdown = Knockdown
weffect-pierce = Pierce
weffect-spread = Spread
weffect-burn = Burn
weffect-suppression = Suppression
weffect-aoe = Area
weffect-radiation = Radiation

## Party changes

hp-title = { $name }: HP
hp-line = { $name }: { $delta } HP ({ $before } → { $bar })
hp-medicine = Medicine bonus +{ $bonus }
rads-line = { $name }: { $delta ->
    [one] { $delta } rad
   *[other] { $delta } rads
} ({ $before } → { $after }, band { $bandbefore } → { $band })
rads-halved = (halved by Rad-X)
rads-band = { $rads } (band { $band })
caps-line = { $name }: { $delta ->
    [one] { $delta } cap
   *[other] { $delta } caps
} ({ $before } → { $after })
ap-line = { $name }: { $delta } AP ({ $before } → { $after })
inventory-line = { $name }: { $item } { $delta } (now { $now })
used-title = { $user } uses { $item } on { $target }
used-left = { $left } × { $item } left
used-provided = From { $provider }'s supplies: { $left }
attack-random = 🎲 Target picked at random: { $target }
doctor-title = 🩺 A doctor sees { $name }
doctor-treats-addiction = The doctor treats the addiction (Medicine, difficulty 3):
doctor-no-addiction = No addiction to treat.
first-aid-title = 🩹 { $medic } gives { $target } first aid
first-aid-medkits = A Medkit is used; { $left } left.
addiction-roll = Addiction roll: { $chem }
addiction-yes = d20 { $roll }: { $name } is now addicted to { $chem }!
addiction-no = d20 { $roll }: { $name } is not addicted.
cured = { $name } is cured of: { $addictions }
fx-added = { $name }: { $effect }
fx-removed = { $name } is no longer affected by { $effect }
effects-title = Effects
effects-title-of = Effects on { $name }
effects-empty = No effects.
changes-title = Changes

## Turns and world

started-title = A new campaign begins
turn-title = Turn { $turn }
turn-line = Day { $day }, { $period }
round-title = Round { $round }
wx-title = Weather
wx-changed = { $from } → { $to }
wx-rads = { $name } takes { $rads ->
    [one] { $rads } rad
   *[other] { $rads } rads
}
wx-exposure-pass = { $name } endures it: END check [{ $dice }] vs { $target }
wx-exposure-fail = { $name } suffers: END check [{ $dice }] vs { $target }, { $damage } damage
fx-damage = { $name } takes { $damage } damage from { $effect } (HP { $hp })
fx-expired = { $effect } on { $name } wore off
fx-expired-title = Wore off
rnd-title = Random event: { $kind }
rnd-roll = (d100 { $roll }, kind d100 { $kind })
rnd-kind-encounter = encounter
rnd-kind-atmosphere = atmosphere
rnd-kind-hook = quest hook
dead-removed = The dead leave the field: { $names }
dying = { $name } is dying: { $turns }/3 turns down
died = 💀 { $name } has died.
incapacitated = { $name } is down at 0 HP and will die in 3 turns without healing.
revived = { $name } is back on their feet with { $hp } HP.
initiative-title = Initiative
initiative-line = { $pos }. { $name } ({ $score })
initiative-tie = tie d20 { $roll }
dice-title = Roll { $count }d{ $sides }
dice-line = [{ $faces }] total **{ $total }** (lowest { $min }, highest { $max })
setting-title = Campaign updated
setting-chapter = Chapter is now { $value }; a new chapter starts.
setting-location = Location is now { $value }.
setting-quest = Quest is now { $value }.
setting-weather = Weather is now { $value }.
setting-mode = Mode is now { $value }.
setting-day = Day is now { $value }.
setting-period = Time is now { $value }.
setting-apcap = AP cap is now { $value }.
setting-shelter = Shelter is now { $value }.
mode-changed = Mode: { $from } → { $to }
rest-title = The party rests for { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
rest-clock = { $periods ->
    [one] { $periods } period
   *[other] { $periods } periods
} pass. Now day { $day }, { $period }.
rest-heal = +{ $healed } HP ({ $perhour }/hour): { $bar }
rest-cleared = Wore off: { $effects }
rest-removed = Enemies gone: { $names }
skillup-title = { $name }: { $skill } { $from } → { $to }
skillup-int = INT bonus check
skillup-bonus = Passed: one more level!
skillup-no-bonus = No bonus level.
loot-title = Loot
loot-title-tier = Loot ({ $tier })
loot-line = { $item } ×{ $qty } ({ $tier })
loot-empty = Nothing found.
trade-buy = { $name } buys for { $price ->
    [one] { $price } cap
   *[other] { $price } caps
}
trade-sell = { $name } sells for { $price ->
    [one] { $price } cap
   *[other] { $price } caps
}
trade-base = Base price
trade-modifiers = Haggling
trade-modifiers-line = CHA { $cha }, Barter { $barter }: ×{ $mult }
trade-price = Price
trade-settled = Done: caps and goods have changed hands.
trade-quote = Quote only: nothing has changed hands.
npcs-title = Wastelanders
npcs-line = Looks: { $appearance }.
    Wants: { $motive }.
    Knows: { $knows }.
    Speaks: { $speech }.
status-waiting = Waiting for: { $names }
status-all-acted = Everyone has acted. /campaign turn starts the next round.

## Status board and sheets

status-title = Campaign status
status-world = Chapter { $chapter } · Day { $day } (chapter day { $chapterday }) · { $period } · { $weather } · { $mode } · turn { $turn }
status-place = 📍 { $location }
status-quest = 🎯 { $quest }
status-budget = Enemy HP budget: { $used }/{ $budget } · max tier { $tier }
status-budget-short = Budget
status-party = Party
status-player = **{ $name }** { $bar } · rads { $rads } · AP { $ap } · caps { $caps }
status-enemies = Enemies
status-enemy = **{ $name }** (tier { $tier }) { $bar }
status-npcs = People met
status-no-players = No characters yet: /character create.
status-no-enemies = No enemies on the field.
sheet-title = { $name }
sheet-created = New character: { $name }
sheet-removed = { $name } has left the campaign.
sheet-owner = { $character } · { $background } · played by { $owner }
sheet-special = S.P.E.C.I.A.L.
sheet-score = { $attribute } { $base } → { $value }
sheet-skills = Skills (★ tag)
sheet-hp = HP
sheet-rads = Rads
sheet-caps = Caps
sheet-ap = AP
sheet-carry = Carry weight
sheet-initiative = Initiative
sheet-inventory = Inventory
sheet-effects = Effects
sheet-condition = Condition
cond-active = Active
cond-incapacitated = Incapacitated ({ $turns }/3 turns down)
cond-dead = Dead
mod-radiation = Radiation band { $band }
mod-withdrawal = { $chem } withdrawal

## Rule errors

rule-unknown = Unknown { $kind } "{ $name }".
bot-refusal-suggestions = { $refusal } Try: { $names }.
rule-suggest = Did you mean: { $names }?
refusal-ambiguous = "{ $name }" could be any of { $count } names: { $names }. Nothing was changed; type one of them.
rule-out-of-range = { $what } must be between { $min } and { $max } (got { $value }).
rule-invalid = "{ $value }" is not a valid { $what }.
rule-special-range = { $attribute } must be between 1 and 10 (got { $value }).
rule-special-total = S.P.E.C.I.A.L. must add up to 40 (got { $total }).
rule-tag-skills = Choose three different tag skills (got { $given }).
rule-duplicate-name = A character named { $name } already exists.
rule-owner-has = { $owner } already plays { $existing }. Remove that character first.
rule-duplicate-participant = { $name } is listed twice.
rule-cannot-act-down = { $name } is incapacitated and cannot act. Heal them first.
rule-cannot-act-dead = { $name } is dead and cannot act.
rule-dead = { $name } is dead; only /character revive can help.
rule-not-enough-ap = { $name } has { $have } AP but needs { $need }.
rule-not-enough-caps = { $name } has { $have ->
    [one] { $have } cap
   *[other] { $have } caps
} but needs { $need }.
rule-not-enough-items = { $name } has { $have } × { $item } but needs { $need }.
rule-caps-full = { $name } has { $have ->
    [one] { $have } cap
   *[other] { $have } caps
}; { $add } more would pass the cap of { $max }. Nothing was changed.
rule-stack-full = { $name } has { $have } × { $item }; { $add } more would pass the cap of { $max } for one item. Nothing was changed.
rule-out-of-ammo = { $name } has no { $ammo } for the { $weapon }.
rule-not-consumable = { $item } cannot be used.
rule-skill-maxed = { $name }'s { $skill } is already at the maximum.
rule-enemy-dead = { $name } is already dead.
rule-duplicate-enemy = An enemy named { $name } is already on the field.
rule-budget = The encounter budget refuses { $enemy } (tier { $tier }): { $reason }.
rule-budget-tier = tier { $tier } is above this chapter's maximum of { $max }
rule-budget-safe = the chapter's first { $safe ->
    [one] { $safe } turn
   *[other] { $safe } turns
} are safe ({ $elapsed } passed)
rule-budget-count = chapter day { $day } allows { $limit } living enemies and { $living } are on the field
rule-budget-hp = { $used } + { $adding } HP would exceed the budget of { $budget }
rule-budget-fits = These would fit now: { $names }.
rule-budget-nothing = Nothing fits right now.
rule-not-down = { $name } does not need reviving.
rule-no-such-effect = { $name } has no effect { $effect }.
rule-not-enough-loot = The { $tier } tier has only { $available } different items.
rule-no-target = No character is up to be a target: every one is down or dead.
rule-no-players = The campaign has no characters yet. Create one with /character create.
rule-forbidden-character = The { $what } "{ $value }" holds an invisible or direction-changing character ({ $codepoint }); type it again without it.
unknown-player = character
unknown-enemy = enemy
unknown-template = enemy type
unknown-weapon = weapon
unknown-skill = skill
unknown-attribute = attribute
unknown-consumable = consumable
unknown-item = item
unknown-effect = effect
unknown-weather = weather
unknown-period = time of day
unknown-mode = mode
unknown-tier = loot tier
unknown-setting = setting
unknown-ruleset = game
unknown-preset = preset

## Help

help-intro = Overseer runs Fallout 2d20 campaigns. Commands by topic:
help-gm = 🛡️ GM
help-topic-campaign = Campaign
help-topic-characters = Characters
help-topic-checks = Checks & dice
help-topic-combat = Combat
help-topic-enemies = Enemies
help-topic-health = Health & items
help-topic-world = World
help-topic-trade = Loot, trade, NPCs & homebrew
help-cmd-campaign-start = start a campaign in this channel
help-cmd-campaign-status = the status board
help-cmd-campaign-recover = undo the last command
help-cmd-campaign-gm-add = make someone a co-GM
help-cmd-campaign-gm-remove = remove a co-GM
help-cmd-campaign-language = set the campaign's language
help-cmd-campaign-log = recent commands
help-cmd-campaign-export = download the campaign as JSON
help-cmd-campaign-import = move a campaign here from an export file
help-cmd-campaign-end = end the campaign and delete it
help-cmd-character-create = create your character: with no options, a form and a menu of tag skills
help-cmd-character-sheet = show a character sheet
help-cmd-character-remove = remove a character
help-cmd-character-skillup = raise a skill (with an INT bonus check)
help-cmd-character-raise = raise one skill when a new chapter begins (once per chapter)
help-cmd-character-revive = bring a character back
help-cmd-check = a 2d20 skill check, with helpers, AP and Luck; repeat it up to 20 times
help-cmd-roll = roll any dice, e.g. 3d6, up to 20 times
help-cmd-ap = spend or gain AP
help-cmd-damage = roll weapon damage against an enemy
help-cmd-initiative = roll the initiative order
help-cmd-enemy-add = add an enemy from the bestiary (within the budget)
help-cmd-enemy-custom = add a custom enemy
help-cmd-enemy-hurt = damage or heal an enemy
help-cmd-enemy-attack = an enemy attacks a character
help-cmd-enemy-list = enemies on the field
help-cmd-hurt = damage a character
help-cmd-heal = heal a character (Medicine adds to it)
help-cmd-rads = add or remove rads
help-cmd-caps = add or remove caps
help-cmd-inventory-show = show an inventory
help-cmd-inventory-add = give items
help-cmd-inventory-remove = drop items
help-cmd-first-aid = first aid with a Medkit: Medicine check, heals 10 HP
help-cmd-doctor = a doctor's visit: 200 rads off, addictions treated
help-cmd-use = use a chem or consumable
help-cmd-effect-add = add a status effect
help-cmd-effect-remove = remove a status effect
help-cmd-effect-list = list status effects
help-cmd-campaign-set = chapter, location, quest, weather, mode, day, time, AP cap, shelter
help-cmd-campaign-turn = advance a turn (or a round in combat)
help-cmd-campaign-rules = the house rules on in this campaign
help-cmd-campaign-rule = turn a house rule on or off (luck-on-failure, dodge, hunger, awareness, skill-growth, safe-rest, ap-cap)
help-cmd-location = where everyone is; move your character (back to the party's place: rejoin it)
help-cmd-move-team = the whole party travels (a d6 of 1 finds a locked container)
help-cmd-open-container = open a found container: Lockpick or Science, difficulty 2, then loot
help-cmd-campaign-rest = rest and heal for some hours
help-cmd-loot = draw loot
help-cmd-trade = a price quote, or buy and sell
help-cmd-npc-generate = generate wastelanders
help-cmd-npc-note = a GM's private note on an NPC: set, read, clear
help-cmd-help = this help

# House rules.
house-rule-luck-on-failure = Luck on failure
house-rule-dodge = Dodge
house-rule-hunger = Hunger
house-rule-awareness = Awareness
house-rule-skill-growth = Skill growth
house-rule-safe-rest = Safe rest
house-rule-ap-cap = AP cap
house-rule-about-luck-on-failure = the Luck check is rolled only for a failure or a complication
house-rule-about-dodge = a plain enemy hit may be dodged (d20 ≤ AGI); a 1 counter-attacks
house-rule-about-hunger = hunger +4 per exploration turn, food lowers it; over 60 costs the leader 1 TN, under 20 gives 1
house-rule-about-awareness = before a check the leader rolls d20 ≤ PER: +1 TN for everyone, +2 on a 1
house-rule-about-skill-growth = after a failed check each participant rolls d100 ≤ INT to raise the skill
house-rule-about-safe-rest = rest outside shelter is refused unless the GM forces it
house-rule-about-ap-cap = nobody holds more than 6 AP
house-rule-on = 📜 House rule on: { $rule }
house-rule-off = 📜 House rule off: { $rule }
house-rules-title = 📜 House rules
house-rules-none = None: the rules as written.
hunger-title = Hunger
hunger-line = { $name }: hunger { $before } → { $after }
hunger-hungry = ⚠️ { $name } is hungry: { $before } → { $after } (over 60: -1 TN when leading)
awareness-title = Awareness
awareness-line = { $name } d20 { $roll } vs PER { $per }: +{ $bonus } TN for everyone
growth-title = Skill growth
growth-grew = { $name } learns from failure: { $skill } → { $level } (d100 { $roll } ≤ INT { $int })
growth-not = { $name }: no growth in { $skill } (d100 { $roll } vs INT { $int })
dodge-title = Dodge
dodge-dodged = { $name } dodges (d20 { $roll } ≤ AGI { $agi })
dodge-counter = { $name } dodges and counter-attacks (a 1 on d20, AGI { $agi })
dodge-failed = { $name } fails to dodge (d20 { $roll } vs AGI { $agi })
unknown-house-rule = house rule
rule-unsafe-rest = Rest must be safe (house rule): the party is not sheltered. Set `shelter` on, or a GM may force it. Nothing was changed.
where-title = 📍 Where everyone is
where-party = **{ $place }** (the party): { $names }
where-apart = **{ $place }**: { $names }
moved-one = 📍 { $name }: { $from } → { $to }
moved-party = 🧭 The party travels: { $from } → { $to }
travel-title = On the way
travel-found = 🎲 d6 { $die }: a locked container at { $place }! Open it with `/open-container` (Lockpick or Science, difficulty 2).
travel-nothing = 🎲 d6 { $die }: nothing found on the way.
container-title = 🔒 { $name } tries the container at { $place }
container-opened = It opens: the loot follows.
container-locked = The lock holds; someone may try again.
rule-no-container = There is no locked container at { $place }. Nothing was changed.
sheet-load = { $load }/{ $capacity } lb
sheet-load-encumbered = ⚠️ { $load }/{ $capacity } lb: encumbered (-1 TN)
encumbered-now = ⚠️ { $name } is encumbered: { $load }/{ $capacity } lb (-1 TN on checks until something is dropped)
encumbered-no-more = { $name } is no longer encumbered: { $load }/{ $capacity } lb
chapter-raise-title = A new chapter
chapter-raise-line = Each may raise one skill (`/character raise`): { $names }
rule-no-chapter-raise = { $name } has no skill raise of this chapter left. Nothing was changed.
chapter-raise-pick = Which skill does { $name } raise for this chapter?
chapter-raise-placeholder = A skill

## The live tracker (/campaign tracker)
tracker-header = 📌 **Tracker**: updated { $time }
tracker-more = More in /campaign status.
tracker-lost = The tracker message was deleted, so it is no longer updated. A GM can post a new one with /campaign tracker.
tracker-posted = Tracker posted and pinned. It is edited after every change.
tracker-posted-unpinned = Tracker posted, but it could not be pinned (the bot needs the Pin Messages permission). It is edited after every change.
tracker-post-failed = The tracker could not be posted in this channel (the bot needs Send Messages and Embed Links). Nothing was changed.
help-cmd-campaign-tracker = post and pin a live tracker of the state of play

foe-pack-title = { $count ->
    [one] { $count } enemy
   *[other] { $count } enemies
} appear
foe-pack-line = **{ $name }** · tier { $tier } · HP { $bar } · damage { $damage }
dice-repeat-title = Roll { $count }d{ $sides } × { $times }
round-first = Round { $ended } is over. { $name } acts first.

## Forms (/character create with no options)
form-title = New character
form-name = Name
form-background = Background
form-special = S.P.E.C.I.A.L. (7 scores, 1-10)
form-bad-special = S.P.E.C.I.A.L. takes seven scores from 1 to 10 in order (STR PER END CHA INT AGI LCK), e.g. 6 6 6 6 6 5 5. Nothing was changed; run /character create again.
form-pick-tags = Pick three tag skills for { $name }.
form-tags-placeholder = Three tag skills
form-bad-tags = Pick exactly three tag skills. Nothing was changed; run /character create again.
form-expired = This form has expired (forms wait 15 minutes, and not across a restart of the bot). Nothing was changed; run /character create again.
form-created = ✅ Created. The sheet is in the channel.
err-roll-no-repeat = This game's /roll rolls once per command: leave repeat out. Nothing was changed.

## The damage button under a passed attack check
btn-damage = 🎯 Damage: { $name }
damage-pick = Pick { $name }'s weapon and target.
damage-placeholder = Weapon → target
damage-no-target = { $weapon }, no target
damage-no-weapon = { $name } carries no weapon. Nothing was changed.
damage-done = 🎯 Rolled for the table.
