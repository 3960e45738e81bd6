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
homebrew-err-other_game = The file is for { $game }, not this campaign's game.
homebrew-err-unknown_kind = This game has no kind { $kind }; its kinds are { $known }.
homebrew-err-invalid = { $kind }: { $entry }, field { $field }: { $problem }
homebrew-err-collides = { $kind }: { $entry } looks like { $other }, which it does not replace.
homebrew-err-unknown = No entry is named { $name }.
homebrew-err-in_play = { $entry } is in play and cannot change: { $rule }
cli-help-homebrew = Import, list, show, remove or export this campaign's homebrew entries 🛡️ GM
cli-help-content = Every entry this campaign's game knows, shipped and homebrew, as JSON
