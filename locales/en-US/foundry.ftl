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
foundry-pack-refused = { $count ->
    [one] One document could not be held and was left out
   *[other] { $count } documents could not be held and were left out
}: { $entries }.
foundry-pack-left-out = { $count ->
    [one] One document has no place in this game
   *[other] { $count } documents have no place in this game
}: { $entries }.
foundry-pack-notes = Held with a note: { $entries }.
foundry-pack-changed = Shipped entries took the published numbers and kept what the game models for them: { $entries }.
foundry-reason-addiction = an addiction comes from its chem here (the chem's Addiction number)
foundry-reason-disease = diseases are the game's own list, given with `disease`
foundry-reason-character_only = it belongs to a character, not to the campaign's content
foundry-reason-no_item_kind = this game has no kind for plain items yet
foundry-reason-mod = weapon and apparel mods are the game's own (the compendium's, attached with `mod`), which an import does not change
foundry-reason-robot_module = robot characters take the game's own robot modules, which an import does not change
foundry-reason-character = a character comes in with import-character
foundry-reason-npc = an NPC with S.P.E.C.I.A.L. has no kind here; creatures do
foundry-reason-no_actor_kind = this game has no kind for it
foundry-reason-no_game_content = it holds no game content (a folder, a journal entry, a table or a macro)
foundry-reason-robot_armour_shipped = held as the game's robot armour of its name, which robot characters wear
foundry-reason-robot_armour_differs = held as the game's robot armour of its name, which robot characters wear; its DR differs from the game's, which stays
foundry-reason-robot_armour = robot characters wear the game's own robot armour, which has no piece of this name; robot armour is no apparel
