## The seed engine's state file brought over (`import-seed`)
cli-help-import-seed = Create this campaign from the seed engine's state file (fallout_game.json); --force replaces the one here
seed-imported = Imported the seed engine's campaign: { $players ->
    [one] 1 player
   *[other] { $players } players
}, { $enemies ->
    [one] 1 enemy
   *[other] { $enemies } enemies
}; { $not_modelled ->
    [0] everything in the file is modelled.
    [one] 1 field the game does not model is listed under not_modelled.
   *[other] { $not_modelled } fields the game does not model are listed under not_modelled.
}
seed-hint = import-seed <file> [--force]: the state file the seed engine's Fallout script writes (fallout_game.json).
seed-hint-force = A campaign is here already: --force replaces it (recover brings it back), or name another with --campaign.
seed-err-too_large = { $file } is over { $max } bytes, larger than a seed engine state file is. Nothing was imported.
seed-err-not_json = { $file } is not JSON: { $detail }. Nothing was imported.
seed-expected-object = an object
seed-expected-list = a list
seed-expected-text = text
seed-expected-number = a whole number
seed-err-malformed = In { $file }, { $at } should be { $expected }. Nothing was imported.
seed-err-number = In { $file }, { $at } is { $value }: a whole number from { $min } to { $max } is needed. Nothing was imported.
seed-err-too_many = In { $file }, { $at } holds { $count } entries, more than { $max }. Nothing was imported.
seed-err-refused = In { $file }, at { $at }: { $reason } Nothing was imported.
seed-err-invalid = In { $file }, the campaign would break a rule of the game at { $at }: { $rule }. Nothing was imported.

# The command-line word of import-seed.
cli-word-import-seed = import-seed
