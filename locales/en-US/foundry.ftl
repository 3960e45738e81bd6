## Foundry VTT import (`homebrew import` of Foundry documents, `import-character`)
foundry-ignored = Left out, as this game does not model { $count ->
    [one] it
   *[other] them
}: { $fields }.
foundry-character-imported = Imported { $name } from Foundry VTT{ $entries ->
    [0] {""}
    [one] ; { $entries } carried item came in as homebrew
   *[other] ; { $entries } carried items came in as homebrew
}.
foundry-special-total = { $name }'s S.P.E.C.I.A.L. adds up to { $total }, over the creation total { $creation } (levels and perks raise it): kept as it is.
cli-help-import-character = Bring a character over from a Foundry VTT character Actor (Fallout 2d20) 🛡️ GM
help-cmd-character-import = bring a character over from a Foundry VTT character (Fallout 2d20)
cmd-character-import = import
cmd-character-import-description = Bring a character over from a Foundry VTT character Actor (Fallout 2d20).
cmd-character-import-file = file
cmd-character-import-file-description = The character Actor's JSON, exported from Foundry VTT (at most 1 MiB)
cmd-character-import-player = player
cmd-character-import-player-description = Whose character it is (default: you)
