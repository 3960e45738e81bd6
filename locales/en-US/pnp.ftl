# The classic Fallout pen-and-paper game (seeds 001 and 003).

## Help texts of its commands.
pnp-help-title = Commands of this classic Fallout campaign:
pnp-help-add-player = Add a human character (GM): S.P.E.C.I.A.L. adding up to 22, each 1-10, and three tagged skills
pnp-help-add-character = Add a character of any race (GM): S.P.E.C.I.A.L. within the race's ranges, 15 points above its minimums, three tags
pnp-help-remove-player = Remove a character (GM)
pnp-help-status = Show one character's sheet (skills, HP, level, XP), or the whole board
pnp-help-spend = Spend unspent skill points on a skill (no skill goes over 100)
pnp-help-check = Roll d100 under the skill plus a modifier, up to 20 times; shows the margin and the exact odds
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
        [one_aim] One attack takes one aim: a scope or the Pip-Boy, never both.
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
pnp-ev-board = { $count ->
    [one] { $count } character
   *[other] { $count } characters
}, { $enemies ->
    [one] { $enemies } enemy
   *[other] { $enemies } enemies
}.
pnp-ev-points_spent = { $character } puts { $points ->
    [one] { $points } point
   *[other] { $points } points
} into { $skill }: now { $value } ({ $unspent } left).
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
pnp-ev-damage = { $target } takes { $damage } damage and { $rads ->
    [one] { $rads } rad
   *[other] { $rads } rads
} ({ $blocked ->
    [one] { $blocked } die
   *[other] { $blocked } dice
} stopped by armour): HP { $before } → { $after }/{ $max }.
pnp-ev-called_shot = Called shot on { $target }'s { $location }: { $effect ->
        [loses_next_action] loses the next action
        [drops_weapon] drops the weapon
        [keeps_weapon] keeps hold of the weapon
        [speed_quarter] speed down by a quarter
        [speed_half] speed down by half
       *[nothing] no effect
    }.
pnp-ev-burning = { $target } is on fire ({ $count ->
    [one] { $count } die
   *[other] { $count } dice
} burning).
pnp-ev-burn_tick = { $target } burns for { $damage }: HP { $before } → { $after } ({ $count ->
    [one] { $count } die
   *[other] { $count } dice
} left).
pnp-ev-doused = { $target } douses the flames ({ $count ->
    [one] { $count } die
   *[other] { $count } dice
} left).
pnp-ev-poisoned = { $target } is poisoned for { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}.
pnp-ev-poison_tick = Poison: { $target } takes { $damage }, HP { $before } → { $after } ({ $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} left).
pnp-ev-morale = { $enemy } checks morale: 2d6 { $total } against { $score }: { $flees ->
        [yes] flees!
       *[no] holds.
    }
pnp-ev-died = { $name } is dead.
pnp-ev-healed = { $healer } treats { $target }: { $amount }; HP { $before } → { $after }/{ $max }, rads { $rads_before } → { $rads_after }.
pnp-ev-hurt = { $target } takes { $amount } damage and { $rads ->
    [one] { $rads } rad
   *[other] { $rads } rads
}: HP { $before } → { $after }/{ $max }.
pnp-ev-revived = { $character } lives again with { $after } HP.
pnp-ev-armour_set = { $target } wears { $armour } armour.
pnp-ev-pip_boy_set = { $character } { $on ->
        [yes] has a Pip-Boy.
       *[no] has no Pip-Boy.
    }
pnp-ev-ammo = { $character }'s { $weapon } ammunition: { $before } → { $after }.

## Names on Discord.
pnp-skill-melee = Melee
pnp-skill-small-guns = Small Guns
pnp-skill-big-guns = Big Guns
pnp-skill-explosives = Explosives
pnp-skill-repair = Repair
pnp-skill-lockpick = Lockpick
pnp-skill-science = Science
pnp-skill-speech = Speech
pnp-skill-medic = Medic
pnp-skill-sneak = Sneak
pnp-skill-observe = Observe
pnp-race-human = Human
pnp-race-ghoul = Ghoul
pnp-race-super-mutant = Super Mutant
pnp-race-dog = Dog
pnp-armour-none = no armour
pnp-armour-light = light armour
pnp-armour-medium = medium armour
pnp-armour-heavy = heavy armour
pnp-armour-power = power armour
pnp-weapon-fist = Fist/Kick
pnp-weapon-brass-knuckles = Brass Knuckles
pnp-weapon-knife = Switchblade
pnp-weapon-machete = Combat Knife/Machete
pnp-weapon-baseball-bat = Baseball Bat
pnp-weapon-sledgehammer = Sledgehammer
pnp-weapon-ripper = Ripper
pnp-weapon-super-sledge = Super Sledge
pnp-weapon-5mm = 5mm
pnp-weapon-9mm = .38/9mm
pnp-weapon-10mm = 10mm/.45
pnp-weapon-20-ga = 20 ga. shotgun
pnp-weapon-5-56 = 5.56/.44
pnp-weapon-12-ga = 12 ga. shotgun
pnp-weapon-308 = .308
pnp-weapon-50 = .50
pnp-weapon-grenade = Grenade
pnp-weapon-nuka-grenade = Nuka Grenade
pnp-weapon-molotov = Molotov Cocktail
pnp-weapon-frag-mine = Frag Mine
pnp-weapon-bottlecap-mine = Bottlecap Mine
pnp-weapon-nuka-mine = Nuka Mine
pnp-weapon-laser-pistol = Laser Pistol
pnp-weapon-laser-rifle = Laser Rifle
pnp-weapon-plasma-pistol = Plasma Pistol
pnp-weapon-plasma-rifle = Plasma Rifle
pnp-weapon-flamer = Flamer
pnp-weapon-missile = Missile Launcher
pnp-weapon-fat-man = Fat Man
pnp-weapon-bite = Bite
pnp-weapon-claw = Deathclaw Claws
pnp-weapon-sting = Radscorpion Sting
pnp-enemy-radstag = Radstag
pnp-enemy-mole-rat = Mole Rat
pnp-enemy-raider = Raider
pnp-enemy-feral-ghoul = Feral Ghoul
pnp-enemy-super-mutant = Super Mutant
pnp-enemy-deathclaw = Deathclaw
pnp-enemy-robot = Robot
pnp-enemy-radscorpion = Radscorpion
pnp-level-critical_success = Critical success
pnp-level-success = Success
pnp-level-failure = Failure
pnp-level-critical_failure = Critical failure
pnp-band-point_blank = point-blank
pnp-band-short = short range
pnp-band-medium = medium range
pnp-band-long = long range
pnp-band-extreme = extreme range
pnp-band-laid = laid mine
pnp-location-head = head
pnp-location-weapon_arm = weapon arm
pnp-location-other_arm = other arm
pnp-location-leg = leg
pnp-effect-loses_next_action = loses the next action
pnp-effect-drops_weapon = drops the weapon
pnp-effect-keeps_weapon = keeps hold of the weapon
pnp-effect-speed_quarter = speed down by a quarter
pnp-effect-speed_half = speed down by half
pnp-effect-nothing = no effect
pnp-purpose-headshot = Headshot: on a failure armour does not count.
pnp-purpose-weapon_arm = Weapon arm: on a failure the weapon drops.
pnp-purpose-leg = Leg: on a failure speed halves.
pnp-purpose-poison = Poison: on a failure it does damage.
pnp-cause-asked = The GM calls for a morale check.
pnp-cause-first_damage = First blood: a morale check.
pnp-cause-half_hp = Down to half its HP: a morale check.
pnp-cause-leader_lost = Its leader is gone: a morale check.
pnp-treatment-stimpak = a Stimpak
pnp-treatment-radaway = RadAway
pnp-treatment-sleep = a night in a bed
pnp-find-loose = loose rounds
pnp-find-clip = a clip
pnp-find-box = a box
pnp-criticals-luck = Luck (1 to LCK critical, 95-100 critical failure)
pnp-criticals-classic = classic (01 critical, 00 critical failure)
pnp-on = on
pnp-off = off
pnp-direction-1 = long
pnp-direction-2 = long right
pnp-direction-3 = right
pnp-direction-4 = short right
pnp-direction-5 = short
pnp-direction-6 = short left
pnp-direction-7 = left
pnp-direction-8 = long left
pnp-ammo-plenty = plenty
pnp-ammo-some = some
pnp-ammo-count = { $shots ->
        [one] 1 shot
       *[other] { $shots } shots
    }
pnp-ammo-empty = empty

## Discord embeds.
pnp-bot-joined = { $name } joins the campaign
pnp-bot-left = { $name } leaves the campaign
pnp-bot-sheet-title = { $name } · level { $level }
pnp-bot-player-race = { $race }
pnp-bot-sheet-line = XP { $xp }/{ $next } · rads { $rads } · { $armour }
pnp-bot-special = S.P.E.C.I.A.L.
pnp-bot-skills = Skills (★ tagged)
pnp-bot-ammo-field = Ammunition
pnp-bot-unspent = { $points } skill points to spend (`/pnp spend`)
pnp-bot-pending = { $pending ->
        [one] A new level to choose for
       *[other] { $pending } new levels to choose for
    } (`/pnp level-up`)
pnp-bot-pip-boy = Wears a Pip-Boy
pnp-bot-burning-now = 🔥 burning ({ $count ->
        [one] 1 die
       *[other] { $count } dice
    })
pnp-bot-poisoned-now = ☠️ poisoned ({ $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
})
pnp-bot-dead = 💀 Dead
pnp-bot-board = The wasteland
pnp-bot-board-empty = Nobody is here yet: a GM adds characters with `/pnp create`.
pnp-bot-characters = Characters
pnp-bot-enemies = Enemies
pnp-bot-settings = Half points: { $half_points } · criticals: { $criticals }
pnp-bot-enemy-line = **{ $name }** ({ $template }) · { $weapon } · { $armour } · morale { $morale } · { $hp }
pnp-bot-enemy-leader = leader
pnp-bot-enemy-fled = fled
pnp-bot-morale-none = none
pnp-bot-none = none
pnp-bot-spent-title = { $name } trains { $skill }
pnp-bot-spent-line = +{ $points ->
    [one] { $points } point
   *[other] { $points } points
}: now { $value } ({ $unspent } left to spend)
pnp-bot-check-title = { $name }: { $skill }
pnp-bot-check-line = d100 **{ $die }** vs { $target } (skill { $skill } { $modifier })
pnp-bot-check-times = { $name }: { $skill } × { $times }
pnp-bot-margin = margin { $margin }
pnp-bot-odds = Odds before the roll
pnp-bot-odds-title = Odds: { $name }, { $skill }
pnp-bot-odds-target = d100 against { $target }
pnp-bot-save-title = { $name } saves on { $attribute }
pnp-bot-save-line = d10 **{ $die }** → { $effective } vs { $goal } ({ $attribute } { $score } { $modifier })
pnp-bot-save-rerolled = Re-rolled above the race maximum: { $faces }
pnp-bot-xp-title = { $name } gains { $amount } XP
pnp-bot-xp-line = { $xp } XP · level { $level }
pnp-bot-xp-level = ⬆️ Level { $before } → { $level }
pnp-bot-xp-pending = { $pending ->
        [one] A new level to choose for
       *[other] { $pending } new levels to choose for
    }: press the button or use `/pnp level-up`.
pnp-bot-level-up-title = { $name } takes a level
pnp-bot-level-up-attribute = { $attribute } +1: now { $value }
pnp-bot-level-up-skills = +{ $points } skill points to spend
pnp-bot-level-hp = +{ $hp } max HP · ❤️ { $bar }
pnp-bot-setting-half-points = Half-point saves: { $value }
pnp-bot-setting-criticals = Skill criticals: { $value }
pnp-bot-enemy-added = { $name } arrives
pnp-bot-enemy-removed = { $name } is gone
pnp-bot-leader = { $name } leads { $group }
pnp-bot-morale-set = { $name }'s morale: { $score }
pnp-bot-attack-title = { $attacker } → { $target } · { $weapon }
pnp-bot-attack-line = d100 **{ $die }** vs { $target }
pnp-bot-hit = 🎯 Hit
pnp-bot-miss = 💨 Miss
pnp-bot-chance = Chance to hit
pnp-bot-chance-skill = skill { $value }
pnp-bot-chance-agility = target's agility { $value }
pnp-bot-chance-immobile = immobile target { $value }
pnp-bot-chance-band = { $band } { $value }
pnp-bot-chance-aimed = (Pip-Boy: read as { $band })
pnp-bot-chance-scope = scope { $value }
pnp-bot-chance-modifier = modifier { $value }
pnp-bot-chance-called = Called shot at the { $location }: { $before } → { $chance }
pnp-bot-ammo-used-title = { $name }'s { $weapon } ammunition
pnp-bot-ammo-die = d{ $sides }: **{ $die }**
pnp-bot-ammo-change = { $before } → { $after }
pnp-bot-scatter = The shot misses by { $missed_by }, towards { $direction }
pnp-bot-damage-title = { $name } takes { $damage } damage
pnp-bot-damage-dice = Dice: { $dice }
pnp-bot-damage-ring = Splash ring { $ring }: { $ring ->
        [one] the highest die drops
       *[other] the { $ring } highest dice drop
    } (💥)
pnp-bot-damage-armour = { $armour } stops { $blocked ->
        [one] 1 die
       *[other] { $blocked } dice
    } (🛡)
pnp-bot-damage-armour-ignored = The headshot goes past the { $armour }
pnp-bot-damage-factor = Shotgun: { $before } { $factor } = { $damage }
pnp-bot-damage-rads = ☢️ +{ $rads ->
    [one] { $rads } rad
   *[other] { $rads } rads
}
pnp-bot-hp = { $name }: ❤️ { $bar } (was { $before })
pnp-bot-called = { $name }, { $location }: { $effect }
pnp-bot-burning = 🔥 { $name } is on fire ({ $count ->
        [one] 1 die
       *[other] { $count } dice
    })
pnp-bot-burn-tick = 🔥 { $name } burns for { $damage }
pnp-bot-round-quiet-title = A round passes
pnp-bot-round-quiet = Nothing burns and nobody is poisoned.
pnp-bot-burn-dropped = Dropped: { $die }
pnp-bot-burn-left = Still burning: { $dice }
pnp-bot-doused = { $name } douses the flames
pnp-bot-poisoned = ☠️ { $name } is poisoned: d{ $sides } for { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
pnp-bot-poison-tick = ☠️ Poison works on { $name }
pnp-bot-poison-damage = The save fails: { $damage } damage
pnp-bot-poison-resisted = The save holds: no damage
pnp-bot-poison-left = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} left
pnp-bot-morale-title = Morale: { $name }
pnp-bot-morale-line = 2d6 **{ $a }** + **{ $b }** { $modifier } = **{ $total }** vs morale { $score }
pnp-bot-morale-flees = { $name } flees!
pnp-bot-morale-holds = { $name } holds.
pnp-bot-died = 💀 { $name } is dead
pnp-bot-healed-title = { $healer } treats { $name } with { $treatment }
pnp-bot-healed-hp = +{ $amount } HP
pnp-bot-healed-rads = -{ $amount ->
    [one] { $amount } rad
   *[other] { $amount } rads
}
pnp-bot-rads = ☢️ rads { $before } → { $after }
pnp-bot-hurt-title = { $name } takes { $amount } damage and { $rads ->
    [one] { $rads } rad
   *[other] { $rads } rads
}
pnp-bot-revived = { $name } lives again
pnp-bot-armour-set = { $name } now wears { $armour }
pnp-bot-pip-boy-on = { $name } straps on a Pip-Boy
pnp-bot-pip-boy-off = { $name } no longer has a Pip-Boy
pnp-bot-ammo-set = { $name }'s { $weapon } ammunition
pnp-bot-ammo-found = { $name } finds { $found } for the { $weapon }
pnp-bot-ammo-dice = Dice: { $dice }
pnp-bot-level-button = Level up: { $name }
pnp-bot-level-pick = What does { $name }'s new level give?
pnp-bot-level-placeholder = +1 to an attribute, or skill points
pnp-bot-level-skills-option = Skill points (10 + INT + LCK)
