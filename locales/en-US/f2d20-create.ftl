# Character creation in the Fallout 2d20 game: `create-character` and the `/f2d20-new` form.
f2d20-help-create-character = Create a character with its first perk: S.P.E.C.I.A.L. 4-10, total 40, unless the origin changes them (Super Mutant: STR and END 6-12, INT and CHA at most 6, total 44; Gifted: total 42); three tag skills (four for a Vault Dweller, a Brotherhood Initiate, Educated); skill points; a level-1 perk (a Survivor with one trait: --second-perk too)
f2d20-help-new = Create your character in a form: S.P.E.C.I.A.L., tag skills, skill points, first perk
cmd-f2d20-new = new
cmd-f2d20-new-description = Create your character step by step.
f2d20-new-title = New character
f2d20-new-name = Name
f2d20-new-special = S.P.E.C.I.A.L. (7 scores, 4-10, total 40)
f2d20-new-bad-special = S.P.E.C.I.A.L. takes seven whole numbers in order (STR PER END CHA INT AGI LCK), such as 6 6 6 6 6 5 5. Nothing was changed; run /f2d20-new again.
f2d20-new-pick-tags = Pick three tag skills for { $name }.
f2d20-new-tags-placeholder = Three tag skills
f2d20-new-ranks = Tag skills: { $tags }. Next, spend up to { $points } skill points (a skill reaches at most rank 3).
f2d20-new-ranks-button = Skill points
f2d20-new-ranks-title = Skill points
f2d20-new-points = skill=points, separated by commas
f2d20-new-pick-perk = Pick the first perk of { $name }.
f2d20-new-perk-placeholder = Perks: { $first } to { $last }
f2d20-new-summary = **{ $name }**: { $special }. Tag skills: { $tags }. Skill points: { $points }. First perk: { $perk }.
f2d20-new-create = Create
f2d20-new-created = ✅ Created. The sheet is in the channel.
f2d20-new-expired = This form has expired (a form waits 15 minutes, and not across a restart). Nothing was changed; run /f2d20-new again.
f2d20-new-points-placeholder = Medicine=1, Science=1
f2d20-new-pick-origin = Pick the origin of your new character.
f2d20-new-origin-placeholder = An origin
f2d20-new-pick-traits = A { $origin } takes 1 to { $most } traits: pick them.
f2d20-new-traits-placeholder = Traits
f2d20-new-origin-traits = { $origin } ({ $traits })
f2d20-new-origin-chosen = Origin: { $origin }. S.P.E.C.I.A.L.: { $limits }, total { $total }. Next, the name and the scores.
f2d20-new-scores-button = Name and S.P.E.C.I.A.L.
f2d20-new-special-total = S.P.E.C.I.A.L. (7 scores, total { $total })
f2d20-new-pick-tags-count = Pick { $count } tag skills for { $name }.
f2d20-new-tags-placeholder-count = { $count } tag skills
f2d20-new-tags-given = The origin tags { $tags } too.
f2d20-new-tags-from = One must be { $list }.
f2d20-new-summary-origin = Origin: { $origin }.
f2d20-new-second-perk-placeholder = Second perk (one trait): { $first } to { $last }
f2d20-new-summary-second-perk = Second perk: { $perk }.
f2d20-new-sep = {" "}
