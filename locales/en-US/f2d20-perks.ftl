# The perks an attack applies (Quick Hands, Gun Fu, Sniper, Piercing Strike,
# Finesse, Heave Ho!, Blitz, Grim Reaper's Sprint): the attack's options on
# Discord, their lines in the attack's report, and their refusals.
cmd-f2d20-attack-perk = perk
cmd-f2d20-attack-perk-description = Perks to use, comma list
cmd-f2d20-attack-targets = targets
cmd-f2d20-attack-targets-description = Gun Fu: further targets, comma list
f2d20-bot-attack-perks = Perks
f2d20-bot-hit-gun-fu = Gun Fu:
f2d20-bot-perk-use-quick-hands = ⚡ { $perk }: Fire Rate { $rate } for this attack ({ $ap })
f2d20-bot-perk-use-gun-fu = 🔫 { $perk }: the same damage to { $targets } ({ $generated } AP of the attack's own, { $ap }; { $ammo ->
    [one] 1 shot
   *[other] { $ammo } shots
})
f2d20-bot-perk-use-sniper = 🎯 { $perk }: the location aimed for adds no difficulty
f2d20-bot-perk-use-piercing = 🗡️ { $perk }: Piercing { $n }
f2d20-bot-perk-use-finesse = 🎲 { $perk }: the damage dice re-rolled (they showed { $before })
f2d20-bot-perk-use-heave-ho = 💪 { $perk }: the weapon's range is { $range } ({ $ap })
f2d20-bot-perk-use-blitz = 💨 { $perk }: +{ $n } CD
f2d20-bot-perk-use-reaper-effect = 💀 { $perk }: { $roll }, an Effect: +{ $saved } AP to the group's pool (now { $after })
f2d20-bot-perk-use-reaper-none = 💀 { $perk }: { $roll }, no Effect
f2d20-bot-perk-use-ap-none = no AP from the pool
f2d20-err-lacks_perk = { $name } does not hold { $perk }.
f2d20-err-perk_targets = { $name }'s { $perk } (rank { $rank }) hits { $rank } more targets at most, not { $asked }.
f2d20-err-perk_used = { $name } has used { $perk } in this combat already.
f2d20-err-not_attack_perk = { $perk } is not a perk an attack names: Quick Hands, Gun Fu, Heave Ho!, Blitz and Finesse are; the others apply by themselves.
f2d20-err-perk_needs_targets = { $perk } needs its further targets in the targets option.
f2d20-bot-mod-perk-unnamed = rank { $rank } (the compendium names no perk)
