# The d20 game (seed 004): help texts of its commands.
d20-help-title = Commands of this d20 campaign:
d20-help-add-player = Add a character: level, six attribute bonuses, proficient skills
d20-help-remove-player = Remove a character
d20-help-status = Show one character's sheet, or the whole board
d20-help-check = Roll d20 + skill bonus against a DC (a number or a difficulty name)
d20-help-save = Roll a save against a damaging effect; the damage taken follows the save table
d20-help-attack = Attack with a weapon against the targets' AC (an explosive hits every target named)
d20-help-roll = Roll dice: NdM, keep highest/lowest, +/- a number, advantage or disadvantage
d20-help-enemy-add = Add enemies from a template
d20-help-enemy-remove = Remove an enemy
d20-help-enemy-attack = An enemy attacks a character
d20-help-initiative = Roll initiative and start the combat rounds
d20-help-next = Pass the turn to the next in the initiative order
d20-help-end-combat = End the combat rounds
d20-help-level = Set a character's level
d20-help-hurt = Damage a character or an enemy
d20-help-heal = Heal a character or an enemy
d20-help-condition = Add or remove a condition

# Refusals on the command line.
cli-err-d20-duplicate_name = The name { $name } is already in use (characters and enemies share names).
cli-err-d20-duplicate_skill = { $skill } is listed twice.
cli-err-d20-not_a_save = { $skill } is not a save: use Fortitude, Reflex or Will.
cli-err-d20-cannot_act = { $name } is at 0 HP and cannot act.
cli-err-d20-one_target = The { $weapon } hits one target; { $count } were named.
cli-err-d20-duplicate_target = { $name } is listed twice.
cli-err-d20-has_condition = { $name } already has { $condition }.
cli-err-d20-no_combat = No combat is running: roll initiative first.
cli-err-d20-nobody_in_combat = Nobody can take part in combat.
cli-err-d20-invalid_state = The campaign's state is not valid: { $reason }.
cli-err-d20-usage = Usage: { $usage }
cli-err-d20-no_command = No command given.

# Events on the command line (the JSON's message).
d20-ev-character_added = { $name } joins at level { $level }: HP { $hp }/{ $max_hp }, AC { $armor_class }, initiative +{ $initiative_bonus }.
d20-ev-check = { $character } rolls { $skill }: d20 { $die }, total { $total } vs DC { $dc }: { $level ->
        [critical_success] a critical success
        [success] a success
        [failure] a failure
       *[critical_failure] a critical failure
    }.
d20-ev-save = { $character } saves ({ $skill }): d20 { $die }, total { $total } vs DC { $dc }: { $level ->
        [critical_success] a critical success
        [success] a success
        [failure] a failure
       *[critical_failure] a critical failure
    }; takes { $taken } of { $damage } damage, HP { $before } → { $after }.
d20-ev-attack = { $attacker_kind ->
        [enemy] { $attacker } attacks { $target }
       *[other] { $attacker } attacks { $target } with the { $weapon }
    }: d20 { $die }, total { $total } vs AC { $dc }: { $level ->
        [critical_success] a critical hit, { $damage } damage
        [success] a hit, { $damage } damage
        [failure] a miss
       *[critical_failure] a critical miss
    }; HP { $before } → { $after }.
d20-ev-rolled = { $expr }: { $total }.
d20-ev-turn_advanced = Round { $round }: { $unit } acts.
d20-ev-combat_ended = Combat ends after round { $round }.
d20-ev-hurt = { $target } takes { $amount } damage: HP { $before } → { $after }.
d20-ev-healed = { $target } heals { $amount }: HP { $before } → { $after }.
d20-ev-level_set = { $character } is now level { $level } (proficiency +{ $proficiency }).

# Discord embeds of the d20 game.
d20-embed-joined = { $name } joins the campaign
d20-embed-left = { $name } leaves the campaign
d20-embed-sheet-title = { $name } · level { $level }
d20-embed-sheet-line = AC { $ac } · initiative { $initiative } · proficiency { $proficiency } · speed { $speed } ft
d20-embed-player = Played by { $player }
d20-embed-attributes = Attributes
d20-embed-skills = Skills (★ proficient)
d20-embed-saves = Saves
d20-embed-conditions = Conditions
d20-embed-incapacitated = 💀 At 0 HP: incapacitated.
d20-embed-board = The board
d20-embed-board-empty = Nobody is here yet: a GM adds characters with `/d20 create` and enemies with `/d20 enemy-add`.
d20-embed-characters = Characters
d20-embed-enemies = Enemies
d20-embed-enemy-line = **{ $name }** ({ $template }) · AC { $ac } · { $hp }
d20-embed-combat = Combat
d20-embed-round = Round { $round }
d20-embed-check-title = { $name }: { $skill }
d20-embed-save-title = { $name } saves: { $skill }
d20-embed-roll-line = 🎲 d20 **{ $die }** { $bonus } = **{ $total }** vs DC { $dc }
d20-embed-attack-roll-line = 🎲 d20 **{ $die }** { $bonus } = **{ $total }** vs AC { $dc }
d20-embed-odds = Odds before the roll
d20-embed-nat20-raised = (a natural 20 raised it from { $base })
d20-embed-nat20-capped = (a natural 20, already the best result)
d20-embed-nat1-lowered = (a natural 1 lowered it from { $base })
d20-embed-nat1-capped = (a natural 1, already the worst result)
d20-embed-save-damage = Takes { $taken } of { $damage } damage.
d20-embed-attack-title = { $attacker } attacks { $target } · { $weapon } ({ $delivery })
d20-embed-damage-line = 💥 Damage: { $dice }, attribute { $attribute } → **{ $total }**
d20-embed-damage-crit = (doubled by the critical success)
d20-embed-miss = The attack misses.
d20-embed-hp = { $name }: ❤️ { $bar } (was { $before })
d20-embed-down-character = 💀 { $name } is at 0 HP: incapacitated.
d20-embed-down-enemy = ☠️ { $name } is defeated.
d20-embed-explosion-title = { $attacker } sets off a { $weapon }
d20-embed-explosion-line = 💥 Damage { $dice } → { $listed }; Reflex save DC { $dc } for everyone in the blast.
d20-embed-blast-saves = Saves
d20-embed-blast-line = **{ $name }**: d20 { $die } → { $total }, { $level }: takes { $taken }
d20-embed-rolled-title = 🎲 Dice
d20-embed-rolled-line = { $expr }: [{ $faces }] → **{ $total }**
d20-embed-kept = (kept { $kept })
d20-embed-enemies-added = Enemies join the fight
d20-embed-enemy-removed = { $name } leaves the field
d20-embed-initiative-title = ⚔️ Initiative: round 1
d20-embed-initiative-line = **{ $name }**: d20 { $die } { $bonus } = { $total }
d20-embed-roll-off = (roll-off { $die })
d20-embed-turn-title = Round { $round }: { $name } acts
d20-embed-new-round = A new round begins: round { $round }.
d20-embed-combat-ended = Combat ends after round { $round }.
d20-embed-level-title = { $name } is now level { $level }
d20-embed-level-line = Level { $before } → { $level } · proficiency { $proficiency } · max HP { $max_before } → ❤️ { $bar }
d20-embed-hurt-title = { $name } takes { $amount } damage
d20-embed-healed-title = { $name } heals { $amount } HP
d20-embed-condition-added = { $name } is now { $condition }.
d20-embed-condition-removed = { $name } is no longer { $condition }.
d20-level-critical_failure = Critical failure
d20-level-failure = Failure
d20-level-success = Success
d20-level-critical_success = Critical success
d20-delivery-melee = melee
d20-delivery-ranged = ranged
d20-delivery-explosive = explosive
d20-difficulty = { $name } (DC { $dc })
d20-difficulty-simple = Simple
d20-difficulty-average = Average
d20-difficulty-hard = Hard
d20-difficulty-very-hard = Very Hard
d20-difficulty-extremely-hard = Extremely Hard
d20-difficulty-impossible = Impossible

# The d20 game's names.
d20-attr-str = Str
d20-attr-agi = Agi
d20-attr-pre = Pre
d20-attr-int = Int
d20-attr-wis = Wis
d20-attr-cha = Cha
d20-skill-fortitude = Fortitude
d20-skill-reflex = Reflex
d20-skill-will = Will
d20-skill-athletics = Athletics
d20-skill-acrobatics = Acrobatics
d20-skill-stealth = Stealth
d20-skill-perception = Perception
d20-skill-persuasion = Persuasion
d20-skill-deception = Deception
d20-skill-intimidation = Intimidation
d20-skill-knowledge = Knowledge
d20-skill-medicine = Medicine
d20-skill-survival = Survival
d20-skill-driving = Driving
d20-skill-repair = Repair
d20-skill-melee-weapons = Melee Weapons
d20-skill-light-weapons = Light Weapons
d20-skill-heavy-weapons = Heavy Weapons
d20-skill-explosives = Explosives
d20-cond-prone = prone
d20-cond-stunned = stunned
d20-cond-poisoned = poisoned
d20-cond-frightened = frightened
d20-cond-restrained = restrained
d20-cond-unconscious = unconscious
d20-weapon-unarmed = Unarmed
d20-weapon-knife = Knife
d20-weapon-club = Club
d20-weapon-sword = Sword
d20-weapon-greatsword = Greatsword
d20-weapon-pistol = Pistol
d20-weapon-bow = Bow
d20-weapon-rifle = Rifle
d20-weapon-blaster-rifle = Blaster Rifle
d20-weapon-grenade = Grenade
d20-weapon-rocket = Rocket
d20-enemy-bandit = Bandit
d20-enemy-hound = Hound
d20-enemy-drone = Drone
d20-enemy-guard = Guard
d20-enemy-brute = Brute
d20-enemy-champion = Champion
d20-kind-character = character
d20-kind-enemy = enemy
d20-kind-unit = character or enemy
d20-kind-template = enemy template
d20-kind-weapon = weapon
d20-kind-skill = skill
d20-kind-difficulty = difficulty
d20-kind-condition = condition
d20-kind-command = command
d20-embed-rolled-times = 🎲 Dice × { $times }
d20-embed-check-times = { $name }: { $skill } × { $times }
