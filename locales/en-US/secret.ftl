# Secret rolls, blind checks and hidden enemy numbers (issue #29).

## /campaign gm-channel
cmd-campaign-gm-channel = gm-channel
cmd-campaign-gm-channel-description = Where copies of secret rolls go.
cmd-campaign-gm-channel-set = set
cmd-campaign-gm-channel-set-description = Copy every secret roll to this channel or thread.
cmd-campaign-gm-channel-set-channel = channel
cmd-campaign-gm-channel-set-channel-description = The GMs' channel or thread
cmd-campaign-gm-channel-clear = clear
cmd-campaign-gm-channel-clear-description = Stop copying secret rolls anywhere.
help-cmd-campaign-gm-channel-set = copy every secret roll to a GM channel or thread
help-cmd-campaign-gm-channel-clear = stop copying secret rolls

## The secret and blind options
cmd-check-secret = secret
cmd-check-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-check-blind = blind
cmd-check-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-enemy-attack-secret = secret
cmd-enemy-attack-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-d20-check-secret = secret
cmd-d20-check-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-d20-check-blind = blind
cmd-d20-check-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-d20-save-secret = secret
cmd-d20-save-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-d20-save-blind = blind
cmd-d20-save-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-d20-enemy-attack-secret = secret
cmd-d20-enemy-attack-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-pnp-check-secret = secret
cmd-pnp-check-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-pnp-check-blind = blind
cmd-pnp-check-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-pnp-save-secret = secret
cmd-pnp-save-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-pnp-save-blind = blind
cmd-pnp-save-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-pnp-attack-secret = secret
cmd-pnp-attack-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-f2d20-test-secret = secret
cmd-f2d20-test-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-f2d20-test-blind = blind
cmd-f2d20-test-blind-description = GM: a blind check; the player and the channel see that it was made, the GMs see the result
cmd-f2d20-attack-secret = secret
cmd-f2d20-attack-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret
cmd-roll-secret = secret
cmd-roll-secret-description = GM: the numbers go to the GMs only; the channel sees that you rolled in secret

## Answers
secret-gm-channel-set = Copies of secret rolls now go to { $channel }.
secret-gm-channel-cleared = Secret rolls are no longer copied anywhere.
err-gm-channel-same = The GM channel must be another channel than the campaign's.
err-secret-not-gm = Only a GM may roll in secret.
err-blind-not-gm = Only a GM may make a check blind.
secret-roll-line = 🎲 { $user } rolled in secret ({ $command }).
secret-blind-line = 🙈 { $user } made a blind check ({ $command }); the GMs know the result.
secret-copy-header = 🔒 Secret roll by { $user } in { $channel } ({ $command }):
secret-copy-failed = The secret roll could not be copied to the GM channel (can the bot post there?).
log-entry-secret = 🔒 { $entry } (secret)

## /campaign note
cmd-campaign-note = note
cmd-campaign-note-description = A GM's private notes on enemies and NPCs (only GMs read them).
cmd-campaign-note-name = name
cmd-campaign-note-name-description = The enemy or NPC (without it: every note)
cmd-campaign-note-text = text
cmd-campaign-note-text-description = The note to keep (without it: read the note)
cmd-campaign-note-clear = clear
cmd-campaign-note-clear-description = Delete the note on this name
help-cmd-campaign-note = a GM's private notes on enemies and NPCs: set, read, clear
secret-note-set = Note on { $name } kept; only GMs read it.
secret-note-cleared = The note on { $name } is deleted.
secret-note-missing = There is no note on { $name }.
secret-note-shown = 📝 **{ $name }**: { $note }
secret-notes-title = GM notes
secret-notes-none = There are no GM notes yet: `/campaign note name text` keeps one.
err-note-needs-name = Name the enemy or NPC the note is about.
err-note-text = A note's name must be 1 to 40 characters and its text 1 to 1,000, without hidden characters.

## A choice made in a menu opened from a GM's private copy of a secret roll
damage-done-secret = 🔒 Rolled in secret: only you see the damage.

## /enemy note: the same notes, where a GM looks for an enemy's
cmd-enemy-note = note
cmd-enemy-note-description = GM: a private note on an enemy (only GMs read it; /enemy show shows it).
cmd-enemy-note-name = name
cmd-enemy-note-name-description = The enemy (without it: every note)
cmd-enemy-note-text = text
cmd-enemy-note-text-description = The note to keep (without it: read the note)
cmd-enemy-note-clear = clear
cmd-enemy-note-clear-description = Delete the note on this enemy
help-cmd-enemy-note = a GM's private note on an enemy: set, read, clear
enemy-note-title = 📝 GM note on { $name }

## The command line: enemies, enemy-note, npc-note
cli-enemies-shown = The channel sees every number of the enemies.
cli-enemies-bands = The channel sees enemies' HP as bands (unhurt, wounded, bloodied, near death), without attack or defence numbers.
cli-enemies-hidden = The channel sees no enemy numbers, not even bands.
cli-err-enemies-setting = { $setting } is not a setting: shown, bands or hidden.
cli-notes-none = There are no GM notes yet.
cli-notes = { $count ->
    [one] One GM note.
   *[other] { $count } GM notes.
}
cli-note-shown = { $name }: { $note }
cli-err-note-clear-text = Clearing a note takes its name only, without text.
cli-help-enemies = How Discord and the web pages show enemies' numbers: read it, or set shown, bands or hidden 🛡️ GM
cli-help-enemy-note = A GM's private notes on enemies: every note, one note, set one (name, then text) or --clear one 🛡️ GM
cli-help-npc-note = The same GM notes, for NPCs 🛡️ GM
