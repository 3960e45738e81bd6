# The d20 game (seed 004): help texts of its commands.
d20-help-title = Commands of this d20 campaign:
d20-help-add-player = Add a character (GM): level, six attribute bonuses, proficient skills
d20-help-remove-player = Remove a character (GM)
d20-help-status = Show one character's sheet, or the whole board
d20-help-check = Roll d20 + skill bonus against a DC (a number or a difficulty name)
d20-help-save = Roll a save against a damaging effect; the damage taken follows the save table
d20-help-attack = Attack with a weapon against the targets' AC (an explosive hits every target named)
d20-help-roll = Roll dice: NdM, keep highest/lowest, +/- a number, advantage or disadvantage
d20-help-enemy-add = Add enemies from a template (GM)
d20-help-enemy-remove = Remove an enemy (GM)
d20-help-enemy-attack = An enemy attacks a character (GM)
d20-help-initiative = Roll initiative and start the combat rounds
d20-help-next = Pass the turn to the next in the initiative order
d20-help-end-combat = End the combat rounds (GM)
d20-help-level = Set a character's level (GM)
d20-help-hurt = Damage a character or an enemy (GM)
d20-help-heal = Heal a character or an enemy (GM)
d20-help-condition = Add or remove a condition (GM)

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
d20-ev-attack = { $attacker } attacks { $target } with the { $weapon }: d20 { $die }, total { $total } vs AC { $dc }: { $level ->
        [critical_success] a critical success
        [success] a success
        [failure] a failure
       *[critical_failure] a critical failure
    }; HP { $before } → { $after }.
d20-ev-rolled = { $expr }: { $total }.
d20-ev-turn_advanced = Round { $round }: { $unit } acts.
d20-ev-combat_ended = Combat ends after round { $round }.
d20-ev-hurt = { $target } takes { $amount } damage: HP { $before } → { $after }.
d20-ev-healed = { $target } heals { $amount }: HP { $before } → { $after }.
d20-ev-level_set = { $character } is now level { $level } (proficiency +{ $proficiency }).
