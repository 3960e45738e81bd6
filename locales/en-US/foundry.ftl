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
cli-help-import-character = Bring a character over from a Foundry VTT character Actor (Fallout 2d20) 🛡️ GM
