# The classic Fallout pen-and-paper game (seeds 001 and 003).

## Help texts of its commands.
pnp-help-title = Commands of this classic Fallout campaign:
pnp-help-add-player = Add a human character (GM): S.P.E.C.I.A.L. adding up to 22, each 1-10, and three tagged skills
pnp-help-add-character = Add a character of any race (GM): S.P.E.C.I.A.L. within the race's ranges, 15 points above its minimums, three tags
pnp-help-remove-player = Remove a character (GM)
pnp-help-status = Show one character's sheet (skills, HP, level, XP), or the whole board
pnp-help-spend = Spend unspent skill points on a skill (no skill goes over 100)
pnp-help-check = Roll d100 under the skill plus a modifier; shows the margin and the exact odds
pnp-help-odds = Show the exact odds of a skill check without rolling
pnp-help-save = Roll d10 under an attribute plus a modifier, with the race rules
pnp-help-xp = Give experience (GM); a new level waits for a level-up choice
pnp-help-level-up = Choose what a new level gives: +1 to an attribute, or 10 + INT + LCK skill points
pnp-help-setting = Change a setting (GM): the half-point rule, or how skill criticals read
pnp-help-enemy-add = Add enemies from a template (GM)
pnp-help-enemy-remove = Remove an enemy (GM)
pnp-help-leader = Make an enemy the leader of its group (GM)
pnp-help-morale-score = Set an enemy's morale score, or none (GM)
pnp-help-attack = Attack: skill, target's agility, range band, scope or Pip-Boy, called shot; damage through armour
pnp-help-morale = Roll 2d6 against an enemy's morale (GM)
pnp-help-round = A round passes: burning and poison work (GM)
pnp-help-douse = Spend an action dousing the flames
pnp-help-stimpak = Use a Stimpak: heals 25 + Medic
pnp-help-radaway = Use RadAway: removes 25 + Medic rads
pnp-help-sleep = Sleep in a bed: HP back to max, rads stay
pnp-help-hurt = Damage a character or an enemy, with rads (GM)
pnp-help-revive = Bring a dead character back (GM)
pnp-help-armour = Set a unit's armour: none, light, medium, heavy or power (GM)
pnp-help-pip-boy = Give or take a Pip-Boy (GM)
pnp-help-ammo = Set a character's ammunition for a weapon (GM)
pnp-help-find-ammo = Find ammunition: loose rounds, a clip or a box

## Words shared by the messages.
pnp-result = { $result ->
        [critical_success] a critical success
        [success] a success
        [failure] a failure
       *[critical_failure] a critical failure
    }
pnp-odds = critical success { $cs }, success { $s }, failure { $f }, critical failure { $cf }

## Refusals.
pnp-err-empty = No command given.
pnp-err-unknown_command = Unknown command { $command }. Commands: { $suggestions }.
pnp-err-usage = Usage: { $usage }
pnp-err-unknown_character = No character is called { $name }. Characters: { $suggestions }.
pnp-err-unknown_enemy = No enemy is called { $name }. Enemies: { $suggestions }.
pnp-err-unknown_unit = Nobody is called { $name }. Names: { $suggestions }.
pnp-err-unknown_skill = { $name } is not a skill. Skills: { $suggestions }.
pnp-err-unknown_attribute = { $name } is not an attribute. Attributes: { $suggestions }.
pnp-err-unknown_race = { $name } is not a race. Races: { $suggestions }.
pnp-err-unknown_weapon = { $name } is not a weapon. Weapons: { $suggestions }.
pnp-err-unknown_armour = { $name } is not an armour. Armours: { $suggestions }.
pnp-err-unknown_template = { $name } is not an enemy template. Templates: { $suggestions }.
pnp-err-unknown_setting = { $name } is not a setting. Settings: { $suggestions }.
pnp-err-unknown_option = { $name } is not an attack option. Options: { $suggestions }.
pnp-err-out_of_range = { $what } must be between { $min } and { $max }, not { $value }.
pnp-err-invalid = { $value } is not a valid { $what }.
pnp-err-forbidden_character = The { $what } holds the hidden character { $codepoint }: { $value }.
pnp-err-duplicate_name = The name { $name } is already in use (characters and enemies share names).
pnp-err-duplicate_tag = { $skill } is tagged twice: tag three different skills.
pnp-err-point_total = S.P.E.C.I.A.L. must add up to { $expected }, not { $total }.
pnp-err-not_enough_points = { $name } has { $have } skill points, not { $asked }.
pnp-err-skill_over_max = { $skill } would reach { $value }: no skill goes over 100.
pnp-err-attribute_at_max = { $attribute } is already at its maximum, { $max }.
pnp-err-no_level_up = { $name } has no new level to choose for.
pnp-err-dead = { $name } is dead.
pnp-err-fled = { $name } has fled.
pnp-err-not_dead = { $name } is not dead.
pnp-err-out_of_reach = The { $weapon } reaches { $max } m; the target is { $distance } m away.
pnp-err-aim = { $reason ->
        [scope_at_point_blank] A scope cannot be used at point-blank range.
        [scope_on_weapon] Only guns take a scope.
        [pip_boy_on_weapon] Thrown weapons and mines get no Pip-Boy aiming.
        [no_pip_boy] The attacker has no Pip-Boy.
       *[called_shot_with_mine] A mine is laid, not aimed: no called shot.
    }
pnp-err-no_ammo = { $name } has no ammunition for the { $weapon }.
pnp-err-no_ammo_weapon = The { $weapon } takes no ammunition.
pnp-err-not_burning = { $name } is not burning.
pnp-err-no_morale = { $name } never checks morale.
pnp-err-duplicate_target = { $name } is named twice.
pnp-err-no_splash = The { $weapon } does not splash.
pnp-err-too_many_rerolls = The dice kept showing faces to re-roll; nothing happened.
pnp-err-invalid_state = The campaign's state is not valid: { $reason }.

## Events.
pnp-ev-character_added = { $name } joins: level 1, HP { $hp }/{ $max }, { $unspent } skill points to spend.
pnp-ev-character_removed = { $name } leaves the campaign.
pnp-ev-sheet = { $name }: level { $level }, XP { $xp }/{ $next }, HP { $hp }/{ $max }, rads { $rads }; { $skills }.
pnp-ev-board = { $count } characters, { $enemies } enemies.
pnp-ev-points_spent = { $character } puts { $points } points into { $skill }: now { $value } ({ $unspent } left).
pnp-ev-check = { $character } tests { $skill }: d100 { $die } against { $goal }, { pnp-result }, margin { $margin }. Odds: { pnp-odds }.
pnp-ev-odds = { $character }, { $skill } against { $goal }: { pnp-odds }.
pnp-ev-save = { $unit } saves on { $attribute }: d10 { $die } (value { $effective }) against { $goal }, { pnp-result }. Odds: { pnp-odds }.
pnp-ev-xp_gained = { $character } gains { $amount } XP: { $xp } XP, level { $level }{ $pending ->
        [0] {""}
       *[other] , { $pending } level-ups to choose
    }.
pnp-ev-level_up = { $character } takes a level: { $choice }; +{ $level_hp } HP, HP { $before } → { $after }.
pnp-ev-setting_changed = Setting { $setting } is now { $value }.
pnp-ev-enemy_added = { $enemy } arrives: HP { $hp }, morale { $score }.
pnp-ev-enemy_removed = { $name } is gone.
pnp-ev-leader_set = { $enemy } leads { $group }.
pnp-ev-morale_set = { $enemy }'s morale is now { $score }.
pnp-ev-attack = { $attacker } attacks { $target } with the { $weapon }: chance { $chance }, d100 { $die }, { pnp-result }.
pnp-ev-ammo_used = { $character }'s { $weapon } ammunition: { $before } → { $after }.
pnp-ev-scatter = The shot misses by { $missed_by }, towards { $direction ->
        [1] long
        [2] long right
        [3] right
        [4] short right
        [5] short
        [6] short left
        [7] left
       *[8] long left
    }.
pnp-ev-damage = { $target } takes { $damage } damage and { $rads } rads ({ $blocked } dice stopped by armour): HP { $before } → { $after }/{ $max }.
pnp-ev-called_shot = Called shot on { $target }'s { $location }: { $effect ->
        [loses_next_action] loses the next action
        [drops_weapon] drops the weapon
        [keeps_weapon] keeps hold of the weapon
        [speed_quarter] speed down by a quarter
        [speed_half] speed down by half
       *[nothing] no effect
    }.
pnp-ev-burning = { $target } is on fire ({ $count } dice burning).
pnp-ev-burn_tick = { $target } burns for { $damage }: HP { $before } → { $after } ({ $count } dice left).
pnp-ev-doused = { $target } douses the flames ({ $count } dice left).
pnp-ev-poisoned = { $target } is poisoned for { $rounds } rounds.
pnp-ev-poison_tick = Poison: { $target } takes { $damage }, HP { $before } → { $after } ({ $rounds } rounds left).
pnp-ev-morale = { $enemy } checks morale: 2d6 { $total } against { $score }: { $flees ->
        [yes] flees!
       *[no] holds.
    }
pnp-ev-died = { $name } is dead.
pnp-ev-healed = { $healer } treats { $target }: { $amount }; HP { $before } → { $after }/{ $max }, rads { $rads_before } → { $rads_after }.
pnp-ev-hurt = { $target } takes { $amount } damage and { $rads } rads: HP { $before } → { $after }/{ $max }.
pnp-ev-revived = { $character } lives again with { $after } HP.
pnp-ev-armour_set = { $target } wears { $armour } armour.
pnp-ev-pip_boy_set = { $character } { $on ->
        [yes] has a Pip-Boy.
       *[no] has no Pip-Boy.
    }
pnp-ev-ammo = { $character }'s { $weapon } ammunition: { $before } → { $after }.
