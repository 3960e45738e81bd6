# Data tables: names of items, enemies, weather, periods, effects and oracle
# results, and the text of random events and NPC traits.
# Keep every message on one line; ids must match zh-CN/data.ftl.
# Generated ids: item-<slug>, enemy-<slug>, where slug() is in src/engine/data/mod.rs.

## Items: weapons, ammunition, consumables and loot (item-<slug of the name>)

item-fists = Fists
item-knife = Knife
item-pipe-wrench = Pipe Wrench
item-baseball-bat = Baseball Bat
item-machete = Machete
item-power-fist = Power Fist
item-ripper = Ripper
item-super-sledge = Super Sledge
item-pipe-pistol = Pipe Pistol
item-10mm-pistol = 10mm Pistol
item-44-magnum = {".44 Magnum"}
item-hunting-rifle = Hunting Rifle
item-combat-rifle = Combat Rifle
item-combat-shotgun = Combat Shotgun
item-laser-pistol = Laser Pistol
item-laser-rifle = Laser Rifle
item-plasma-rifle = Plasma Rifle
item-minigun = Minigun
item-missile-launcher = Missile Launcher
item-fat-man = Fat Man
item-38-rounds = {".38 Rounds"}
item-10mm-ammo = 10mm Ammo
item-44-ammo = {".44 Ammo"}
item-308-ammo = {".308 Ammo"}
item-5-56mm-ammo = 5.56mm Ammo
item-shotgun-shells = Shotgun Shells
item-fusion-cell = Fusion Cell
item-plasma-cartridge = Plasma Cartridge
item-5mm-ammo = 5mm Ammo
item-missile = Missile
item-mini-nuke = Mini Nuke
item-stimpak = Stimpak
item-super-stimpak = Super Stimpak
item-radaway = RadAway
item-rad-x = Rad-X
item-nuka-cola = Nuka-Cola
item-nuka-cola-quantum = Nuka-Cola Quantum
item-purified-water = Purified Water
item-dirty-water = Dirty Water
item-buffout = Buffout
item-jet = Jet
item-mentats = Mentats
item-psycho = Psycho
item-med-x = Med-X
item-addictol = Addictol
item-tin-can = Tin Can
item-scrap-metal = Scrap Metal
item-abraxo-cleaner = Abraxo Cleaner
item-duct-tape = Duct Tape
item-wonderglue = Wonderglue
item-bent-fork = Bent Fork
item-empty-nuka-cola-bottle = Empty Nuka-Cola Bottle
item-broken-circuit-board = Broken Circuit Board
item-teddy-bear = Teddy Bear
item-toy-rocket = Toy Rocket
item-pre-war-money = Pre-War Money
item-carton-of-cigarettes = Carton of Cigarettes
item-coffee-mug = Coffee Mug
item-desk-fan = Desk Fan
item-hot-plate = Hot Plate
item-ashtray = Ashtray
item-rusty-screws = Rusty Screws
item-copper-wire = Copper Wire
item-broken-glass = Broken Glass
item-rotary-phone = Rotary Phone
item-alarm-clock = Alarm Clock
item-baseball = Baseball
item-toy-car = Toy Car
item-pack-of-bobby-pins = Pack of Bobby Pins
item-burnt-book = Burnt Book
item-cram = Cram
item-canned-dog-food = Canned Dog Food
item-iguana-on-a-stick = Iguana on a Stick
item-sugar-bombs = Sugar Bombs
item-fancy-lads-snack-cakes = Fancy Lads Snack Cakes
item-radroach-meat = Radroach Meat
item-mutfruit = Mutfruit
item-bobby-pin = Bobby Pin
item-leather-chest-piece = Leather Chest Piece
item-road-flare = Road Flare
item-blank-holotape = Blank Holotape
item-bandages = Bandages
item-combat-armor-chest-piece = Combat Armor Chest Piece
item-blamco-mac-cheese = BlamCo Mac & Cheese
item-salisbury-steak = Salisbury Steak
item-mutant-jerky = Mutant Jerky
item-instant-mashed-potatoes = Instant Mashed Potatoes
item-squirrel-on-a-stick = Squirrel on a Stick
item-dandy-boy-apples = Dandy Boy Apples
item-military-rations = Military Rations
item-beer = Beer
item-bourbon = Bourbon
item-medkit = Medkit
item-nuka-cola-cherry = Nuka-Cola Cherry
item-sunset-sarsaparilla = Sunset Sarsaparilla
item-doctor-s-bag = Doctor's Bag
item-guns-and-bullets-magazine = Guns and Bullets Magazine
item-military-grade-circuitry = Military-Grade Circuitry
item-sniper-scope = Sniper Scope
item-stealth-boy = Stealth Boy
item-fusion-core = Fusion Core
item-power-armor-helmet = Power Armor Helmet
item-combat-armor-set = Combat Armor Set
item-pre-war-gold-bar = Pre-War Gold Bar
item-nuclear-material = Nuclear Material
item-vault-tec-bobblehead = Vault-Tec Bobblehead
item-deathclaw-egg = Deathclaw Egg
item-brotherhood-holotag = Brotherhood Holotag
item-kellogg-s-pistol = Kellogg's Pistol
item-grognak-s-axe = Grognak's Axe
item-righteous-authority = Righteous Authority
item-overseer-s-guardian = Overseer's Guardian
item-deliverer = Deliverer
item-kiloton-radium-rifle = Kiloton Radium Rifle
item-ashmaker = Ashmaker
item-big-boy = Big Boy
item-final-judgment = Final Judgment
item-lorenzo-s-artifact-gun = Lorenzo's Artifact Gun
item-old-faithful = Old Faithful
item-spray-n-pray = Spray n' Pray
item-the-last-minute = The Last Minute
item-silver-shroud-costume = Silver Shroud Costume
item-junk-jet = Junk Jet
item-pickman-s-blade = Pickman's Blade
item-shishkebab = Shishkebab
item-alien-blaster = Alien Blaster
item-x-01-power-armor-helmet = X-01 Power Armor Helmet
item-perfectly-preserved-pie = Perfectly Preserved Pie
item-g-e-c-k = G.E.C.K.

## Enemy templates (enemy-<slug>)

enemy-radroach = Radroach
enemy-bloatfly = Bloatfly
enemy-mole-rat = Mole Rat
enemy-wild-dog = Wild Dog
enemy-feral-ghoul = Feral Ghoul
enemy-raider = Raider
enemy-raider-psycho = Raider Psycho
enemy-mirelurk-hatchling = Mirelurk Hatchling
enemy-super-mutant = Super Mutant
enemy-raider-veteran = Raider Veteran
enemy-feral-ghoul-reaver = Feral Ghoul Reaver
enemy-yao-guai = Yao Guai
enemy-mirelurk = Mirelurk
enemy-deathclaw = Deathclaw
enemy-assaultron = Assaultron
enemy-sentry-bot = Sentry Bot
enemy-super-mutant-behemoth = Super Mutant Behemoth
enemy-mirelurk-queen = Mirelurk Queen
enemy-legendary-deathclaw = Legendary Deathclaw
enemy-legendary-assaultron = Legendary Assaultron

## Enemy special traits (enemy-special-<slug>): each whole string, then the parts of comma lists

enemy-special-poison-spit = poison spit
enemy-special-burrow-ambush = burrow ambush
enemy-special-pack-tactics = pack tactics
enemy-special-rad-immunity = rad immunity
enemy-special-berserk = berserk
enemy-special-shell-armor = shell armor
enemy-special-rad-immunity-rad-attack = rad immunity, rad attack
enemy-special-charge = charge
enemy-special-armor-piercing = armor piercing
enemy-special-laser-head = laser head
enemy-special-heavy-armor-self-destruct = heavy armor, self-destruct
enemy-special-aoe = AoE
enemy-special-acid-spit-spawns = acid spit, spawns
enemy-special-regeneration = regeneration
enemy-special-stealth-laser = stealth, laser
enemy-special-rad-attack = rad attack
enemy-special-heavy-armor = heavy armor
enemy-special-self-destruct = self-destruct
enemy-special-acid-spit = acid spit
enemy-special-spawns = spawns
enemy-special-stealth = stealth
enemy-special-laser = laser

## Loot tiers

tier-junk = Junk
tier-common = Common
tier-uncommon = Uncommon
tier-rare = Rare
tier-unique = Unique

# Character presets (content/wasteland-2d20/presets.json).
preset-vault-dweller = Vault Dweller
preset-wasteland-wanderer = Wasteland Wanderer
preset-caravan-guard = Caravan Guard
preset-smooth-talker = Smooth Talker
preset-field-medic = Field Medic
preset-drifter = Drifter

## Weather

weather-clear = Clear
weather-overcast = Overcast
weather-cloudy = Cloudy
weather-light-breeze = Light Breeze
weather-light-rain = Light Rain
weather-heavy-rain = Heavy Rain
weather-dusty = Dusty
weather-dense-fog = Dense Fog
weather-dust-storm = Dust Storm
weather-rad-storm = Rad Storm
weather-scorching-heat = Scorching Heat
weather-bitter-cold = Bitter Cold

## Periods of the day

period-early-morning = Early Morning
period-morning = Morning
period-noon = Noon
period-afternoon = Afternoon
period-evening = Evening
period-night = Night
period-late-night = Late Night
period-pre-dawn = Pre-Dawn

## Status effects and addictions

effect-buffout = Buffout
effect-jet = Jet
effect-mentats = Mentats
effect-psycho = Psycho
effect-med-x = Med-X
effect-rad-x = Rad-X
effect-aiming = Aiming
effect-stunned = Stunned
effect-prone = Prone
effect-bleeding = Bleeding
effect-burning = Burning
effect-suppressed = Suppressed
effect-incapacitated = Incapacitated
effect-buffout-addiction = Buffout Addiction
effect-jet-addiction = Jet Addiction
effect-mentats-addiction = Mentats Addiction
effect-psycho-addiction = Psycho Addiction
effect-med-x-addiction = Med-X Addiction

## Complication oracle (d6)

oracle-1 = Blessing in disguise
oracle-2 = Minor nuisance
oracle-3 = Hidden threat
oracle-4 = Costly success
oracle-5 = Immediate trouble
oracle-6 = Cascading failure

## Random encounters (event-<id>), read aloud by the GM

event-wasteland-01 = A pack of wild dogs lopes out of the scrub, ribs showing, circling to get downwind of you.
event-wasteland-02 = A brahmin caravan creaks over the ridge; the trader raises a hand and calls out that she is buying and selling.
event-wasteland-03 = The ground ahead bulges and splits, and mole rats burst squealing from their burrows.
event-wasteland-04 = Smoke rises from a burning raider camp. Someone got here first, and the bodies are still warm.
event-wasteland-05 = A lone super mutant stands on a billboard, sweeping the horizon through the scope of a hunting rifle.
event-wasteland-06 = Bloatflies drone over a swollen brahmin carcass by the roadside, and they have noticed you.
event-wasteland-07 = A crashed vertibird lies nose-down in the dust, its cockpit sealed and its cargo bay half open.
event-wasteland-08 = Geiger counters tick and puddles glow: a crater full of leaking barrels blocks the straight path.
event-wasteland-09 = Three raiders have set up a toll on a collapsed overpass and demand twenty caps a head.
event-wasteland-10 = A wounded settler staggers toward you, begging for a Stimpak and babbling about something big in the hills.
event-wasteland-11 = Huge claw marks score the side of an overturned bus, and the tracks around it are fresh.
event-wasteland-12 = A Brotherhood patrol in power armor crunches up the road and orders you to state your business.
event-urban-01 = Feral ghouls lie in a heap at the bottom of a subway stair, until one of them twitches.
event-urban-02 = A rifle cracks from a rooftop and the bullet chips the wall beside your head.
event-urban-03 = A Protectron still walks its beat outside a ruined bank, politely demanding identification.
event-urban-04 = Raiders have strung a tripwire of tin cans across the street, and laughter echoes from the second floor.
event-urban-05 = A street doctor has set up shop in a gutted diner and patches people up for caps, no questions asked.
event-urban-06 = A super mutant patrol drags a cage of screaming captives down the main avenue.
event-urban-07 = A radio mast on a skyscraper crackles to life and starts looping a distress call.
event-urban-08 = A sentry bot stands half buried in rubble at an intersection, its warning lights blinking red.
event-urban-09 = A scavenger kid darts out of an alley, snatches something from your pack and vanishes into the ruins.
event-urban-10 = Mirelurks have nested in the flooded lobby of a hotel, and the water ripples as you approach.
event-urban-11 = Two gangs are shooting it out across a plaza, and both sides wave you over to join them.
event-urban-12 = A building groans and sheds a storm of bricks; the street behind you is suddenly cut off.
event-vault-01 = The vault door rolls aside with a scream of gears, and the air inside smells of mold and old coffee.
event-vault-02 = A Mister Handy drifts down the corridor, still serving tea to residents who died decades ago.
event-vault-03 = Radroaches pour out of a cracked ventilation duct in a chittering wave.
event-vault-04 = The Overseer's terminal is still logged in, showing an experiment schedule marked Phase Three.
event-vault-05 = A security turret wakes in the atrium and swings its barrel toward the nearest movement.
event-vault-06 = The flooded reactor level hums with radiation, and something in the water is glowing.
event-vault-07 = Residents who never left have barricaded the cafeteria and shout that outsiders bring the plague.
event-vault-08 = Feral ghouls in tattered blue jumpsuits shamble out of the living quarters.
event-vault-09 = Cryo pods line the wall, and one of them still shows a heartbeat.
event-vault-10 = The public address system crackles, and a cheerful recorded voice announces the monthly fitness evaluation.
event-vault-11 = Gunners have turned the vault armory into a fortified camp and are counting their spoils.
event-vault-12 = The hydroponics bay has run wild, its vines heavy with mutfruit and something moving between them.
event-interior-01 = A mirelurk hatchling scuttles out from under a sink, and more eggs crack open in the dark.
event-interior-02 = A tripwire glints across the doorway, wired to a bundle of frag grenades.
event-interior-03 = A raider psycho sits cross-legged in the office, deep in conversation with a skull on the desk.
event-interior-04 = The cave opens into a yao guai den, heaped with bones and reeking of fresh blood.
event-interior-05 = A locked safe sits behind a false wall; the dial is stiff, but not hopeless.
event-interior-06 = A hermit in a pre-war bunker opens the hatch a crack, shotgun in hand, and offers to trade.
event-interior-07 = An assaultron patrols the factory floor, and its head glows hot each time it turns.
event-interior-08 = The floor gives way and drops you into a flooded basement full of floating debris.
event-interior-09 = A terminal in the back room still holds the password to a sealed armory.
event-interior-10 = A trail of blood leads to a storeroom where a dying mercenary clutches a holotape.
event-interior-11 = A gas leak hisses somewhere in the dark. One spark and the whole place goes up.
event-interior-12 = A hospital ward is full of feral ghouls asleep in the beds, and the only way forward runs between them.

## Atmosphere

event-atmosphere-01 = The wind carries the smell of ozone and rust across the empty road.
event-atmosphere-02 = Somewhere a radio plays a pre-war love song, then dissolves into static.
event-atmosphere-03 = The sky turns a sickly green at the horizon, and the Geiger counter clicks once, then again.
event-atmosphere-04 = Bleached bones lie arranged in a neat circle, as if someone had been counting.
event-atmosphere-05 = A child's swing creaks back and forth in a dead playground, though there is no wind at all.
event-atmosphere-06 = Far off, the rotors of a vertibird thump and fade into the clouds.
event-atmosphere-07 = The silence is so complete that you can hear your own heartbeat.
event-atmosphere-08 = Faded propaganda posters promise that America will never fall.
event-atmosphere-09 = A lone brahmin bell tolls somewhere beyond the hills.
event-atmosphere-10 = Rain hisses on hot metal, and the air tastes of old pennies.
event-atmosphere-11 = Graffiti on a wall reads: THE VAULT LIED.
event-atmosphere-12 = A distant explosion rolls across the wasteland, followed by nothing at all.
event-atmosphere-13 = Glowing fungus lights the cracks in the pavement a faint, cold blue.
event-atmosphere-14 = A skeleton sits behind the wheel of a car at a red light, still waiting for it to change.
event-atmosphere-15 = The sun sets blood-red behind the broken skyline, and the shadows seem to grow teeth.
event-atmosphere-16 = Somewhere a dog howls, and something much larger answers.

## Quest hooks

event-hook-01 = A holotape on a dead courier mentions a shipment of medical supplies that never arrived.
event-hook-02 = A settlement's water purifier has broken down, and they will pay well for anyone who can fix it.
event-hook-03 = A Minutemen flare goes up over a nearby farm: someone needs help, right now.
event-hook-04 = A trader whispers about a pre-war bank vault that nobody has ever cracked.
event-hook-05 = Wanted posters offer two hundred caps for the head of a raider boss called Skinner.
event-hook-06 = A ghoul asks you to learn what became of his family, last seen entering a nearby Vault.
event-hook-07 = Strange lights hover over the crater at night, and livestock keep vanishing.
event-hook-08 = A Brotherhood scribe offers a reward for a data module lost in a crashed vertibird.
event-hook-09 = A caravan master needs guards for a run through super mutant territory.
event-hook-10 = A radio broadcast repeats a set of coordinates and a single word: Sanctuary.
event-hook-11 = A doctor needs a mirelurk queen's egg to brew a cure for the fever sweeping the settlement.
event-hook-12 = A map scratched into a Nuka-Cola sign points to a hidden stash of Nuka-Cola Quantum.
event-hook-13 = Someone has been poisoning the wells, and the settlers suspect the newcomer.
event-hook-14 = A synth begs for safe passage north, with the Institute's hunters close behind.
event-hook-15 = A dying Vault-Tec engineer presses a keycard into your hand and says: don't let them open it.
event-hook-16 = The mayor's daughter has run off with a raider gang, and he wants her back, willing or not.

## NPC appearance (npc-appearance-<id>)

npc-appearance-01 = a scarred face under a welding mask
npc-appearance-02 = a patched Vault jumpsuit two sizes too big
npc-appearance-03 = one cybernetic eye that whirs when it focuses
npc-appearance-04 = sunburnt skin and a wide-brimmed hat full of holes
npc-appearance-05 = a ghoul's peeling skin and surprisingly kind eyes
npc-appearance-06 = bottle cap tattoos running up both arms
npc-appearance-07 = an immaculately pressed pre-war business suit
npc-appearance-08 = a shaved head and raider spikes bolted to the shoulders
npc-appearance-09 = a rusty hook where one hand used to be
npc-appearance-10 = goggles pushed up on a soot-streaked forehead
npc-appearance-11 = a tattered Minutemen coat and a polished laser musket
npc-appearance-12 = teeth filed to points behind a wide, friendly grin
npc-appearance-13 = radiation burns across the neck and a faint green glow
npc-appearance-14 = a bandolier of a dozen clinking pouches
npc-appearance-15 = a child's doll tied to the belt
npc-appearance-16 = patched power armor legs and no other armor at all
npc-appearance-17 = a long grey braid and a face like cracked leather
npc-appearance-18 = wire-rimmed glasses held together with duct tape
npc-appearance-19 = a brahmin-hide duster and jingling spurs
npc-appearance-20 = nervous hands that never stop fidgeting

## NPC motive (npc-motive-<id>)

npc-motive-01 = wants to pay off a debt to the Gunners
npc-motive-02 = is searching for a sibling taken by slavers
npc-motive-03 = wants to find a cure for ghoulification
npc-motive-04 = dreams of opening a bar in Diamond City
npc-motive-05 = needs caps to buy Stimpaks for a sick child
npc-motive-06 = is hunting the raider who burned the family farm
npc-motive-07 = wants to join the Brotherhood of Steel
npc-motive-08 = is running from the Institute
npc-motive-09 = wants revenge on a former partner
npc-motive-10 = seeks a pre-war artifact for a mysterious buyer
npc-motive-11 = wants to reach a Vault rumored to be still sealed
npc-motive-12 = is smuggling chems and needs a distraction
npc-motive-13 = wants to map every radio signal in the region
npc-motive-14 = is trying to rebuild a settlement that raiders destroyed
npc-motive-15 = just wants to be left alone
npc-motive-16 = collects bobbleheads and would do anything for one more
npc-motive-17 = wants proof that the Overseer of their Vault lied
npc-motive-18 = needs an escort to deliver a letter across the wasteland
npc-motive-19 = is trying to kick a Jet habit
npc-motive-20 = wants to tame a Deathclaw

## NPC knows (npc-knows-<id>)

npc-knows-01 = where a pre-war bunker lies
npc-knows-02 = the password to an abandoned armory terminal
npc-knows-03 = which caravan secretly works for the raiders
npc-knows-04 = a safe path through a radioactive crater
npc-knows-05 = where a Deathclaw nests
npc-knows-06 = the real name of the local raider boss
npc-knows-07 = a doctor who asks no questions
npc-knows-08 = where the Brotherhood stores its fusion cores
npc-knows-09 = a rumor that one Vault opens once a year
npc-knows-10 = how to fix a water purifier
npc-knows-11 = who has been poisoning the wells
npc-knows-12 = the patrol routes of a super mutant warband
npc-knows-13 = where a crashed vertibird lies
npc-knows-14 = a trader who buys stolen power armor
npc-knows-15 = where a stash of Nuka-Cola Quantum is hidden
npc-knows-16 = what really happened in the old hospital
npc-knows-17 = a synth hiding among the settlers
npc-knows-18 = where the slavers keep their captives
npc-knows-19 = a shortcut through the subway tunnels
npc-knows-20 = the frequency of a mysterious radio broadcast

## NPC speech (npc-speech-<id>)

npc-speech-01 = whispers, as if someone is listening
npc-speech-02 = talks too fast and laughs at their own jokes
npc-speech-03 = speaks in clipped military phrases
npc-speech-04 = quotes pre-war advertisements
npc-speech-05 = never uses anyone's name, only friend
npc-speech-06 = stutters when nervous, which is always
npc-speech-07 = speaks softly and never blinks
npc-speech-08 = haggles over everything, even directions
npc-speech-09 = answers questions with questions
npc-speech-10 = swears creatively and constantly
npc-speech-11 = talks to an imaginary companion
npc-speech-12 = uses long words, often wrongly
npc-speech-13 = sings half of every sentence
npc-speech-14 = is blunt to the point of rudeness
npc-speech-15 = speaks in the polished tones of a pre-war radio announcer
npc-speech-16 = refers to themselves in the third person
npc-speech-17 = tells a long story before getting to the point
npc-speech-18 = barely speaks; nods and grunts
npc-speech-19 = calls everyone Vault-dweller, whether they are or not
npc-speech-20 = laughs nervously at the end of every sentence

# The wasteland game's attributes and skills, as shown and as a reader may type them.
attr-str = STR
attr-per = PER
attr-end = END
attr-cha = CHA
attr-int = INT
attr-agi = AGI
attr-lck = LCK
skill-lockpick = Lockpick
skill-medicine = Medicine
skill-melee = Melee
skill-repair = Repair
skill-science = Science
skill-small-guns = Small Guns
skill-sneak = Sneak
skill-speech = Speech
skill-survival = Survival
skill-barter = Barter
