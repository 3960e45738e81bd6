## The campaign's web pages: /campaign share, CLI share, and the pages.

cmd-campaign-share = share
cmd-campaign-share-description = Read-only web pages of this campaign.
cmd-campaign-share-link = link
cmd-campaign-share-link-description = A private link to the campaign's web pages (default 7 days).
cmd-campaign-share-link-hours = hours
cmd-campaign-share-link-hours-description = How long the link works, in hours (1-2160)
cmd-campaign-share-revoke = revoke
cmd-campaign-share-revoke-description = Stop every link made so far; new links work again.
help-cmd-campaign-share-link = a private link to read-only web pages of the campaign
help-cmd-campaign-share-revoke = stop every web link made so far

share-link = Read-only pages of this campaign (board, sheets, log, statistics), until { $expires }:
    { $url }
    Anyone with the link can read them. /campaign share revoke stops every link made so far.
share-revoked = Every web link to this campaign made so far has stopped working. /campaign share link makes a new one.
err-share-hours = A link lasts from { $min } to { $max } { $max ->
    [one] hour
   *[other] hours
}.

cli-shared = Read-only pages of this campaign until { $expires }: { $url }
cli-share-revoked = Every web link to this campaign made so far has stopped working.
cli-err-share_hours = A link lasts from { $min } to { $max } { $max ->
    [one] hour
   *[other] hours
}, not { $value }.

web-not-found-title = Page not found
web-not-found-body = There is no page here: the link may be mistyped, expired or withdrawn. Ask your GM for a new one.
web-skip = Skip to the page's content
web-nav-label = Campaign pages
web-nav-board = Board
web-nav-log = Log
web-nav-stats = Statistics
web-page-title = { $page } · { $game }
web-board-title = Board
web-sheets-heading = Character sheets
web-no-characters = No characters yet.
web-sheet-of = Sheet: { $name }
web-footer = Read-only view. This link works until { $expires }.
web-log-title = Log
web-log-filter = Filter the log
web-log-character = Character
web-log-kind = Command
web-log-everyone = everyone
web-log-every-kind = every command
web-log-apply = Show
web-log-empty = No entries.
web-log-entry = #{ $id } · { $command } · { $time }
web-log-pages = Log pages
web-log-page = Page { $page } of { $pages }
web-log-newer = Newer
web-log-older = Older
web-stats-title = Statistics
web-stats-none = Nothing to draw yet.
web-stats-dice-heading = Dice faces: d{ $sides }
web-stats-dice-caption = { $count } d{ $sides } rolled. Bars: how often each face came up; line: the { $expected } a fair die gives each face on average.
web-stats-dice-alt = Bar chart of the faces of { $count } d{ $sides } rolled, against { $expected } expected for each face: { $list }.
web-stats-successes-heading = Successes per character
web-stats-successes-caption = Successes scored on checks and tests, per character.
web-stats-successes-alt = Bar chart of successes per character: { $list }.
web-stats-hp-heading = HP over the session
web-stats-hp-caption = Each character's HP after each change, oldest on the left.
web-stats-hp-alt = Line chart of HP after each change: { $list }.
web-too-many-title = Too many requests
web-too-many-body = This link was opened too often in a short time. Wait a few seconds, then reload the page.
cli-err-public-url = No link was made: { $why } is not an address players can open. Set { $setting } to one, such as { $example }.
err-share-public-url = No link was made: { $why } is not an address players can open. Ask the bot's operator to set { $setting } to one, such as { $example }.
share-link-unreachable = This link names no address players can open: { $setting } is empty. Ask the bot's operator to set { $setting } to the address players open, such as { $example }.
# A mention of a Discord user on a page, which knows no user names ("played by ...").
web-mention = a channel member
