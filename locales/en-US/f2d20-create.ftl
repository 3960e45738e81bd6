# Character creation in the Fallout 2d20 game: `create-character` and the `/f2d20-new` form.
f2d20-help-create-character = Create a character with its first perk: S.P.E.C.I.A.L. (4-10, total 40), three tag skills, skill points, a perk of level 1
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
