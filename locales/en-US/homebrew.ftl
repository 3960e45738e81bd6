## Homebrew per campaign (the `homebrew` and `content` commands)
homebrew-imported = Imported { $entries ->
    [one] { $entries } homebrew entry
   *[other] { $entries } homebrew entries
} ({ $kinds }).
homebrew-listed = { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}, { $homebrew } of them homebrew.
homebrew-shown = { $name } ({ $kind }, { $origin }).
homebrew-removed-shipped = Removed the shipped { $name } from this campaign.
homebrew-removed-own = Removed the homebrew { $name }.
homebrew-removed-replaced = Removed the homebrew { $name }; the shipped one is back.
homebrew-exported = Wrote the campaign's homebrew ({ $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}) to { $file }.
homebrew-content = { $count ->
    [one] { $count } entry
   *[other] { $count } entries
} in this campaign's game.
homebrew-origin-shipped = shipped
homebrew-origin-homebrew = homebrew
homebrew-origin-replaced = homebrew, replacing the shipped one
homebrew-hint-unchanged = Nothing was changed.
homebrew-err-too_large = The file has { $bytes } bytes; a homebrew file may have at most { $max }.
homebrew-err-too_many = That makes { $entries } entries; at most { $max } are allowed.
homebrew-err-malformed = This is not a homebrew file: { $detail }
homebrew-err-empty = The file brings no entry.
homebrew-err-duplicate_key = The key { $key } is written twice in one object (line { $line }): JSON readers differ on which one counts, so the file is refused.
homebrew-err-other_game = The file is for { $game }, not this campaign's game.
homebrew-err-unknown_kind = This game has no kind { $kind }; its kinds are { $known }.
homebrew-err-invalid = { $kind }: { $entry }, field { $field }: { $problem }
homebrew-err-collides = { $kind }: { $entry } looks like { $other }, which it does not replace.
homebrew-err-unknown = No entry is named { $name }.
homebrew-err-in_play = { $entry } is in play and cannot change: { $rule }
homebrew-err-no_effect = { $entry } does nothing this game models (no healing, no radiation healed, no addiction): a consumable without an effect has no kind here.
homebrew-err-looks_like = The name { $name } looks the same as { $existing }, who is already here: choose a name that reads differently.
cli-help-homebrew = Import, list, show, remove or export this campaign's homebrew entries 🛡️ GM
cli-help-content = Every entry this campaign's game knows, shipped and homebrew, as JSON

## Homebrew on Discord (`/homebrew`)
homebrew-kind-weapons = weapons
homebrew-kind-enemies = enemy templates
homebrew-kind-consumables = consumables
homebrew-kind-ammo = ammunition
homebrew-kind-armour = armour
homebrew-kind-creatures = creatures
homebrew-kind-presets = presets
homebrew-kind-loot = loot tables
homebrew-kind-chems = chems
homebrew-kind-power_armor = power armour
homebrew-discord-imported = Imported { $entries ->
    [one] { $entries } homebrew entry
   *[other] { $entries } homebrew entries
} from { $file } ({ $kinds }). `/campaign recover` undoes it.
homebrew-discord-too-large-read = The file is larger than { $max } bytes, the most a homebrew file may have.
homebrew-discord-download = The file could not be downloaded from Discord. Nothing was changed; try again.
homebrew-discord-refused-public = Nothing was imported; the reason went to whoever uploaded the file.
homebrew-discord-list-title = This campaign's homebrew
homebrew-discord-list-kind = Every entry: { $kind }
homebrew-discord-none = This campaign has no homebrew yet.
homebrew-discord-removed-list = removed: { $names }
homebrew-discord-more = …and { $count } more (`/homebrew show` finds any by name).
homebrew-discord-mark = { $mark } homebrew of this campaign
homebrew-discord-kind = Kind
homebrew-discord-origin = Origin
homebrew-discord-exported = This campaign's homebrew ({ $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}), for `/homebrew import` or the command line's `homebrew import`.
homebrew-discord-help-title = Homebrew in this campaign { $mark }
homebrew-discord-help-line = { $kind }: { $added } added, { $replaced } replaced, { $removed } removed
help-cmd-homebrew-import = import homebrew entries from a file
help-cmd-homebrew-list = this campaign's homebrew, or every entry of a kind
help-cmd-homebrew-show = one entry as this campaign sees it
help-cmd-homebrew-remove = remove an entry from this campaign
help-cmd-homebrew-export = this campaign's homebrew as a file
cmd-homebrew = homebrew
cmd-homebrew-description = This campaign's own weapons, creatures and other entries.
cmd-homebrew-import = import
cmd-homebrew-import-description = Import homebrew (JSON, at most 256 KiB) or a Foundry VTT pack (at most 8 MiB).
cmd-homebrew-import-file = file
cmd-homebrew-import-file-description = A homebrew file (docs/content.md) or a /homebrew export
cmd-homebrew-list = list
cmd-homebrew-list-description = List this campaign's homebrew, or every entry of one kind.
cmd-homebrew-list-kind = kind
cmd-homebrew-list-kind-description = Every entry of this kind, homebrew marked
cmd-homebrew-show = show
cmd-homebrew-show-description = Show one entry, shipped or homebrew, as this campaign sees it.
cmd-homebrew-show-name = name
cmd-homebrew-show-name-description = The entry's name
cmd-homebrew-remove = remove
cmd-homebrew-remove-description = Remove an entry from this campaign (a shipped one is hidden).
cmd-homebrew-remove-name = name
cmd-homebrew-remove-name-description = The entry's name
cmd-homebrew-export = export
cmd-homebrew-export-description = Export this campaign's homebrew as a file /homebrew import takes back.
homebrew-discord-pack-more = …and { $count } more (the attached report names every one).
homebrew-discord-pack-notes = { $count ->
    [one] One document is held with a note
   *[other] { $count } documents are held with a note
}: { $entries }.
homebrew-discord-pack-changed = { $count ->
    [one] One published number was taken by a shipped entry, which keeps what the game models for it
   *[other] { $count } published numbers were taken by shipped entries, which keep what the game models for them
}: { $entries }.
homebrew-discord-pack-ignored = Left out, as this game does not model { $count ->
    [one] it
   *[other] them ({ $count })
}: { $entries }.
homebrew-discord-report-title = Import of { $file }
homebrew-discord-report-refused = Refused and left out ({ $count }):
homebrew-discord-report-left-out = No place in this game ({ $count }):
homebrew-discord-report-notes = Held with a note ({ $count }):
homebrew-discord-report-changed = Published numbers a shipped entry took ({ $count }):
homebrew-discord-report-ignored = Not modelled, left out ({ $count }):
