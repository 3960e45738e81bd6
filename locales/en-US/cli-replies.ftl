# The command line's replies (`overseer cli`): the "message" field of a command's
# answer and the hints beside it, in a file of their own so that a one-shot
# command parses only these. Keep messages short and on one line; ids must match
# zh-CN/cli-replies.ftl.

## Event summaries (the "message" field)
cli-ev-campaign-started = A fresh campaign has started.
cli-ev-status = Turn { $turn }, day { $day }, { $period }, { $weather }; { $players ->
    [one] { $players } character
   *[other] { $players } characters
}, { $enemies ->
    [one] { $enemies } enemy
   *[other] { $enemies } enemies
}.
cli-ev-sheet = { $name }: HP { $hp }/{ $max }, AP { $ap }, rads { $rads }, caps { $caps }.
cli-ev-character-created = { $name } joins with HP { $hp }/{ $max }.
cli-ev-character-removed = { $name } left the campaign.
cli-ev-setting = { $field } set to { $value }.
cli-ev-mode = Mode: { $from } to { $to }.
cli-ev-turn = Turn { $turn }: day { $day }, { $period }.
cli-ev-round = Combat round { $round }.
cli-ev-weather = The weather turns: { $to }.
cli-ev-effect-damage = { $name } takes { $damage } from { $effect } (HP { $hp }).
cli-ev-effect-added = { $name } gains { $effect } ({ $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}).
cli-ev-effect-removed = { $effect } ended on { $name }.
cli-ev-effects = { $name } has { $count ->
    [one] { $count } effect
   *[other] { $count } effects
}: { $list }.
cli-ev-died = { $name } died.
cli-ev-incapacitated = { $name } is down.
cli-ev-revived = { $name } is back with { $hp } HP.
cli-ev-check-passed = { $leader } passes: { $successes ->
    [one] { $successes } success
   *[other] { $successes } successes
} vs difficulty { $difficulty }.
cli-ev-check-failed = { $leader } fails: { $successes ->
    [one] { $successes } success
   *[other] { $successes } successes
} vs difficulty { $difficulty }.
cli-ev-luck = Luck triggered: re-roll with `reroll { $id }`, or keep with `reroll { $id } keep`.
cli-ev-dice = Rolled { $count }d{ $sides }: { $total }.
cli-ev-damage = { $player } deals { $total } damage with { $weapon }.
cli-ev-enemy-hp = { $name }: HP { $before } to { $after }/{ $max }.
cli-ev-enemy-killed = { $name } is killed.
cli-ev-enemy-killed-loot = { $name } is killed and drops { $loot } x{ $qty }.
cli-ev-enemy-added = { $name } (tier { $tier }, HP { $hp }) enters; HP budget { $used }/{ $budget }.
cli-ev-house-rule-on = House rule on: { $rule }.
cli-ev-house-rule-off = House rule off: { $rule }.
cli-ev-house-rules = House rules on: { $rules }.
cli-ev-house-rules-none = none
cli-ev-hungry = { $name } is hungry ({ $hunger }).
cli-ev-skill-growth = { $name } learns from failure: { $skill } is now { $level }.
cli-ev-dodge = { $name } dodges the hit.
cli-ev-dodge-counter = { $name } dodges and counter-attacks.
cli-ev-whereabouts = The party is at { $party }. { $list }.
cli-ev-encumbered = { $name } is encumbered: { $load } of { $capacity } lb (-1 TN on checks).
cli-ev-moved = { $name } goes from { $from } to { $to }.
cli-ev-party-moved = The party travels from { $from } to { $to }.
cli-ev-container-found = Travel d6 { $die }: a locked container at { $place }.
cli-ev-container-opened = { $name } opens the container.
cli-ev-container-locked = { $name } cannot open the container.
cli-ev-enemy-attack = { $enemy } attacks { $target }: d20 { $roll } vs { $skill }, { $damage } damage.
cli-ev-enemy-attack-random = { $enemy } attacks { $target } (picked at random): d20 { $roll } vs { $skill }, { $damage } damage.
cli-ev-item-used-provided = { $user } uses { $provider }'s { $item } on { $target }.
cli-ev-doctor = A doctor sees { $name }.
cli-ev-first-aid-passed = { $medic } gives { $target } first aid with a Medkit: { $successes ->
    [one] { $successes } success
   *[other] { $successes } successes
}, it works.
cli-ev-first-aid-failed = { $medic } gives { $target } first aid with a Medkit: { $successes ->
    [one] { $successes } success
   *[other] { $successes } successes
}, it does not help.
cli-ev-enemy-lost-action = { $enemy } is stunned and loses its action.
cli-ev-hp = { $name }: HP { $before } to { $after }/{ $max }.
cli-ev-rads = { $name }: rads { $before } to { $after }.
cli-ev-caps = { $name }: caps { $before } to { $after }.
cli-ev-ap = { $name }: AP { $before } to { $after }.
cli-ev-initiative = Initiative: { $order }.
cli-ev-inventory = { $name }: { $item } { $delta } (now { $now }).
cli-ev-item-used = { $user } uses { $item } on { $target }.
cli-ev-addicted = { $name } is now addicted to { $chem }.
cli-ev-cured = { $name } is cured of { $list }.
cli-ev-rested = Rested { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}; now day { $day }, { $period }.
cli-ev-skill-up = { $name }: { $skill } { $from } to { $to }.
cli-ev-loot = Loot: { $items }.
cli-ev-trade = { $name } can { $side } for { $price ->
    [one] { $price } cap
   *[other] { $price } caps
} (base { $base }).
cli-ev-npcs = NPCs: { $names }.
cli-ev-dead-removed = Cleared from the field: { $names }.
cli-exported = Exported the campaign: { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
}, { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
}.
cli-exported-file = Exported the campaign to { $file }: { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
}, { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
}.
cli-imported = Imported the campaign: { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
}, { $entries ->
    [one] { $entries } log entry
   *[other] { $entries } log entries
}.
cli-recovered = Undid { $command }; { $remaining } more undo steps kept.
cli-reroll-kept = Kept the first result of roll { $id }.

## Hints
cli-hint-usage = Usage: { $usage }
cli-hint-known = Try: { $names }.
cli-hint-fits = Fits now: { $names }.
cli-hint-nothing-fits = Nothing fits now.
cli-hint-help = Run `overseer cli help` for the command list.
cli-hint-database = Give a file path (--db overseer.db) or a sqlite:// URL.
cli-hint-all-acted = Everyone has acted: run `turn`.
cli-hint-pending = Still to act: { $names }.
cli-hint-init = Run `overseer cli init` first.
cli-hint-recover = Nothing left to undo.
cli-hint-reroll = Use the roll id printed by `check`.
