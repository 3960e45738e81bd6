//! Outcomes: the facts a command produced, as typed events. Every die face is
//! here, so a renderer can draw an embed or print JSON without reading the
//! campaign. Events carry facts, not prose.

use serde::{Deserialize, Serialize};

use super::character::{Condition, Stack};
use super::check::{CheckResult, RerollOffer};
use super::command::{Setting, TradeSide};
use super::data::{LootTier, WeaponEffect};
use super::effect::Effect;
use super::skills::Skill;
use super::world::{Mode, Period, Weather, World};
use crate::engine::special::{EffectiveScore, Special};

/// Something on the field: a character or an enemy.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "name", rename_all = "snake_case")]
pub enum Unit {
    /// A character, by name.
    Player(String),
    /// An enemy, by name.
    Enemy(String),
}

impl Unit {
    /// The unit's name.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            Unit::Player(n) | Unit::Enemy(n) => n,
        }
    }
}

/// A character as shown on a sheet or the status board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterView {
    /// Command name.
    pub name: String,
    /// Who plays it.
    pub owner: String,
    /// Concept or full name.
    pub character: String,
    /// Background.
    pub background: String,
    /// Base scores.
    pub special: Special,
    /// Effective scores with their modifiers.
    pub effective: Vec<EffectiveScore>,
    /// Every skill with its level and whether it is tagged.
    pub skills: Vec<SkillLevel>,
    /// HP.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Rads.
    pub rads: u32,
    /// Radiation band 0..=5.
    pub rad_band: u8,
    /// Caps.
    pub caps: u32,
    /// AP.
    pub ap: u32,
    /// Carry weight.
    pub carry_weight: u32,
    /// What the inventory weighs, in pounds.
    #[serde(default)]
    pub load: u32,
    /// Whether the load is over the carry weight.
    #[serde(default)]
    pub encumbered: bool,
    /// Initiative.
    pub initiative: u32,
    /// Inventory.
    pub inventory: Vec<Stack>,
    /// The inventory's items the campaign brewed itself (no shipped table
    /// has them), which the sheet marks; free-text items are not homebrew.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub brewed: Vec<String>,
    /// Status effects.
    pub effects: Vec<Effect>,
    /// Active, incapacitated or dead.
    pub condition: Condition,
}

/// A skill's level on a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillLevel {
    /// The skill.
    pub skill: Skill,
    /// Its level.
    pub level: u8,
    /// Whether it is a tag skill.
    pub tag: bool,
}

/// An enemy as shown on the field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyView {
    /// Name.
    pub name: String,
    /// Template it came from, or `None` for a custom enemy.
    pub template: Option<String>,
    /// Tier 1..=5.
    pub tier: u8,
    /// HP.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Damage dice, "NdM".
    pub damage: String,
    /// Attack skill.
    pub attack_skill: u32,
    /// Drop tier.
    pub drops: Option<LootTier>,
    /// Special traits.
    pub special: String,
    /// Status effects.
    pub effects: Vec<Effect>,
    /// Whether it is alive.
    pub alive: bool,
}

/// The world line plus derived values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorldView {
    /// The world state.
    #[serde(flatten)]
    pub world: World,
    /// Chapter day, 1-based.
    pub chapter_day: u32,
    /// HP budget for the current party.
    pub hp_budget: u32,
    /// HP of living enemies.
    pub hp_used: u32,
    /// Highest enemy tier allowed.
    pub max_tier: u8,
}

/// Who has acted this round (advisory).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionStatus {
    /// Living units that have not acted.
    pub pending: Vec<Unit>,
    /// Whether every living unit has acted.
    pub all_acted: bool,
}

/// One damage die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageDie {
    /// The d6 face.
    pub face: u32,
    /// Damage it deals: 1, 2 or 3.
    pub damage: u32,
    /// Whether it triggers the weapon's effect (5-6).
    pub effect: bool,
}

/// A weapon effect applied to an enemy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppliedEffect {
    /// The weapon effect.
    pub effect: WeaponEffect,
    /// How many dice triggered it.
    pub count: u32,
    /// The status it put on the target, with its turns, if any.
    pub status: Option<Effect>,
}

/// An enemy's attack result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackResult {
    /// Hit.
    Hit,
    /// A natural 1: hit with +1 damage per die.
    Critical,
    /// Missed.
    Miss,
    /// A natural 20: missed.
    Fumble,
}

/// A random event drawn on an exploration turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RandomEvent {
    /// An encounter; text id `event-<id>`.
    Encounter {
        /// Its id.
        id: String,
    },
    /// An atmosphere line.
    Atmosphere {
        /// Its id.
        id: String,
    },
    /// A quest hook.
    QuestHook {
        /// Its id.
        id: String,
    },
}

/// An item drawn as loot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LootItem {
    /// The tier it came from.
    pub tier: LootTier,
    /// The item.
    pub item: String,
    /// How many.
    pub qty: u32,
}

/// A generated NPC; trait texts are ids (`npc-appearance-<id>` ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Npc {
    /// Full name.
    pub name: String,
    /// Appearance id.
    pub appearance: String,
    /// Motive id.
    pub motive: String,
    /// What-they-know id.
    pub knows: String,
    /// Way-of-speaking id.
    pub speech: String,
}

/// One line of an initiative order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InitiativeEntry {
    /// Who.
    pub unit: Unit,
    /// Initiative score.
    pub score: u32,
    /// The d20 rolled to break a tie, if there was one.
    pub tiebreak: Option<u32>,
}

impl crate::engine::turns::Placed for InitiativeEntry {
    type Unit = Unit;
    fn unit(&self) -> &Unit {
        &self.unit
    }
}

/// How one character came out of a rest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestHeal {
    /// The character.
    pub name: String,
    /// HP per hour (5 + Survival).
    pub per_hour: u32,
    /// HP actually gained.
    pub healed: u32,
    /// HP after.
    pub hp: u32,
    /// Max HP.
    pub max_hp: u32,
    /// Temporary effects that ended.
    pub cleared: Vec<String>,
}

/// What weather did to one character on an exploration turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WeatherHit {
    /// Rads from rain or a Rad Storm.
    Rads {
        /// The character.
        name: String,
        /// Rads taken (after Rad-X).
        rads: u32,
        /// Whether Rad-X halved them.
        halved: bool,
    },
    /// An END check against heat or cold.
    Exposure {
        /// The character.
        name: String,
        /// The two d20 faces.
        dice: Vec<u32>,
        /// Effective END.
        target: u32,
        /// Whether the check passed.
        passed: bool,
        /// HP lost.
        damage: u32,
    },
}

/// A fact produced by a command.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A fresh campaign was started.
    CampaignStarted {
        /// Its world line.
        world: WorldView,
    },
    /// The whole campaign, for a status board.
    Status {
        /// World line.
        world: WorldView,
        /// Every character.
        players: Vec<CharacterView>,
        /// Every enemy on the field.
        enemies: Vec<EnemyView>,
        /// NPCs met.
        npcs: Vec<Npc>,
        /// Who has acted.
        action_status: ActionStatus,
        /// The last initiative order rolled, of those still on the field.
        #[serde(default)]
        initiative: Vec<InitiativeEntry>,
    },
    /// One character, for a sheet.
    Sheet {
        /// The character.
        character: CharacterView,
    },
    /// A setting changed.
    SettingChanged {
        /// The new setting.
        setting: Setting,
    },
    /// The mode changed.
    ModeChanged {
        /// Before.
        from: Mode,
        /// After.
        to: Mode,
    },
    /// An exploration turn passed.
    TurnAdvanced {
        /// Turn number now.
        turn: u32,
        /// Day now.
        day: u32,
        /// Period now.
        period: Period,
    },
    /// A combat round passed.
    RoundAdvanced {
        /// Round number now.
        round: u32,
        /// Who acts first in it: the first in the initiative order who can
        /// still act (`None` without an initiative order, or when combat ended).
        #[serde(default)]
        first: Option<Unit>,
    },
    /// The weather changed.
    WeatherChanged {
        /// Before.
        from: Weather,
        /// After.
        to: Weather,
    },
    /// Weather hurt or irradiated someone.
    WeatherEffect {
        /// The weather.
        weather: Weather,
        /// What happened.
        hit: WeatherHit,
    },
    /// A status effect did damage on its tick (Bleeding, Burning).
    EffectDamage {
        /// Who.
        unit: Unit,
        /// The effect.
        effect: String,
        /// Damage.
        damage: u32,
        /// HP after.
        hp: u32,
    },
    /// A status effect ran out.
    EffectExpired {
        /// Who.
        unit: Unit,
        /// The effect.
        effect: String,
    },
    /// A random event happened (the d100 roll and kind roll included).
    RandomEvent {
        /// d100 for whether an event happens (<= 10).
        roll: u32,
        /// d100 for its kind (<= 70 encounter, <= 85 atmosphere, else hook).
        kind_roll: u32,
        /// The event.
        event: RandomEvent,
    },
    /// Dead enemies left the field.
    DeadRemoved {
        /// Their names.
        names: Vec<String>,
    },
    /// An incapacitated character counted one more turn down.
    DyingTick {
        /// The character.
        name: String,
        /// Turns down now.
        turns_down: u32,
    },
    /// A character died.
    Died {
        /// The character.
        name: String,
    },
    /// A character went down at 0 HP.
    Incapacitated {
        /// The character.
        name: String,
    },
    /// A character was brought back.
    Revived {
        /// The character.
        name: String,
        /// HP now.
        hp: u32,
    },
    /// A character was created.
    CharacterCreated {
        /// The character.
        character: CharacterView,
    },
    /// A character was removed.
    CharacterRemoved {
        /// Name.
        name: String,
    },
    /// A skill check.
    Check {
        /// The full result.
        result: CheckResult,
        /// The re-roll offer when Luck triggered.
        reroll: Option<RerollOffer>,
    },
    /// A Luck re-roll replaced a check.
    Rerolled {
        /// AP the first roll had gained, taken back.
        ap_taken_back: u32,
        /// The new result.
        result: CheckResult,
    },
    /// Generic dice.
    Dice {
        /// Dice count.
        count: u32,
        /// Sides.
        sides: u32,
        /// Faces.
        faces: Vec<u32>,
        /// Sum.
        total: u32,
        /// Lowest face.
        min: u32,
        /// Highest face.
        max: u32,
    },
    /// Weapon damage.
    Damage {
        /// Attacker.
        player: String,
        /// Weapon.
        weapon: String,
        /// Each die.
        dice: Vec<DamageDie>,
        /// AP spent.
        ap_spent: u32,
        /// AP before and after.
        ap_before: u32,
        /// AP after.
        ap_after: u32,
        /// Extra die from Spread at close range.
        spread_die: bool,
        /// The melee STR check, if the weapon is melee.
        str_check: Option<CheckResult>,
        /// Bonus from a passed STR check.
        str_bonus: u32,
        /// Psycho's bonus.
        psycho_bonus: u32,
        /// Pierce's bonus.
        pierce_bonus: u32,
        /// Total damage.
        total: u32,
        /// Dice showing 5-6.
        effects: u32,
        /// The weapon's effects.
        weapon_effects: Vec<WeaponEffect>,
        /// Ammunition used and left: (item, left).
        ammo: Option<(String, u32)>,
        /// The enemy it was applied to.
        target: Option<String>,
    },
    /// An enemy took damage or healing.
    EnemyHp {
        /// The enemy.
        name: String,
        /// Change (negative is damage).
        delta: i64,
        /// HP before.
        before: u32,
        /// HP after.
        after: u32,
        /// Max HP.
        max: u32,
    },
    /// A weapon effect landed on an enemy.
    EnemyEffect {
        /// The enemy.
        name: String,
        /// What landed.
        applied: AppliedEffect,
    },
    /// An enemy died.
    EnemyKilled {
        /// The enemy.
        name: String,
        /// The item it dropped.
        loot: Option<LootItem>,
    },
    /// An enemy entered the field.
    EnemyAdded {
        /// The enemy.
        enemy: EnemyView,
        /// Living enemies' HP now.
        hp_used: u32,
        /// The HP budget.
        hp_budget: u32,
    },
    /// An enemy attacked.
    EnemyAttack {
        /// The enemy.
        enemy: String,
        /// The target.
        target: String,
        /// Whether the target was picked at random.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        random: bool,
        /// The d20.
        roll: u32,
        /// Attack skill (after Suppressed).
        skill: u32,
        /// Whether Suppressed lowered it.
        suppressed: bool,
        /// Result.
        result: AttackResult,
        /// Damage dice faces (empty on a miss).
        damage_dice: Vec<u32>,
        /// Damage before Med-X.
        raw_damage: u32,
        /// Med-X reduction.
        reduction: u32,
        /// Damage dealt.
        damage: u32,
    },
    /// A stunned enemy lost its action.
    EnemyLostAction {
        /// The enemy.
        enemy: String,
    },
    /// A character's HP changed.
    Hp {
        /// The character.
        name: String,
        /// Change.
        delta: i64,
        /// Medicine bonus included in a heal.
        medicine_bonus: u32,
        /// Before.
        before: u32,
        /// After.
        after: u32,
        /// Max.
        max: u32,
    },
    /// Rads changed.
    Rads {
        /// The character.
        name: String,
        /// Change applied.
        delta: i64,
        /// Whether Rad-X halved incoming rads.
        halved: bool,
        /// Before.
        before: u32,
        /// After.
        after: u32,
        /// Band before.
        band_before: u8,
        /// Band after.
        band_after: u8,
    },
    /// Caps changed.
    Caps {
        /// The character.
        name: String,
        /// Change.
        delta: i64,
        /// Before.
        before: u32,
        /// After.
        after: u32,
    },
    /// AP changed.
    Ap {
        /// The character.
        name: String,
        /// Change applied.
        delta: i64,
        /// Before.
        before: u32,
        /// After.
        after: u32,
    },
    /// Initiative order.
    Initiative {
        /// Highest first.
        order: Vec<InitiativeEntry>,
    },
    /// Items changed hands.
    Inventory {
        /// The character.
        name: String,
        /// The item.
        item: String,
        /// Change.
        delta: i64,
        /// Count now.
        now: u32,
    },
    /// A consumable was used.
    ItemUsed {
        /// Who used it.
        user: String,
        /// Who received it.
        target: String,
        /// The item.
        item: String,
        /// Left in the inventory it came from.
        left: u32,
        /// Whose inventory it came from, when not the user's.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        provider: Option<String>,
    },
    /// The addiction roll for a chem.
    AddictionRoll {
        /// Who took it.
        name: String,
        /// The chem.
        chem: String,
        /// The d20.
        roll: u32,
        /// Whether they became addicted now.
        addicted: bool,
    },
    /// A new chapter began: each of these characters may raise one skill.
    ChapterRaises {
        /// The characters.
        players: Vec<String>,
    },
    /// A character's load crossed the carry weight (either way).
    Encumbrance {
        /// The character.
        name: String,
        /// What the inventory weighs, in pounds.
        load: u32,
        /// The carry weight.
        capacity: u32,
        /// Whether over it now (-1 TN on their checks).
        encumbered: bool,
    },
    /// Where characters are.
    Whereabouts {
        /// Where the party is.
        party: String,
        /// The characters asked about.
        everyone: Vec<super::travel::Whereabouts>,
    },
    /// One character went somewhere (apart from, or back to, the party).
    Moved {
        /// The character.
        name: String,
        /// Where they were.
        from: String,
        /// Where they are.
        to: String,
    },
    /// The whole party travelled.
    PartyMoved {
        /// Where it was.
        from: String,
        /// Where it is.
        to: String,
    },
    /// The d6 of travel: a 1 finds a locked container.
    TravelRoll {
        /// The d6.
        die: u32,
        /// Whether a container was found.
        found: bool,
        /// Where.
        place: String,
    },
    /// An attempt at a found container.
    ContainerOpened {
        /// Who tried.
        name: String,
        /// Where.
        place: String,
        /// The Lockpick or Science check.
        check: CheckResult,
        /// Whether it opened (the loot follows).
        opened: bool,
    },
    /// A house rule was turned on or off.
    HouseRuleSet {
        /// The rule.
        rule: super::house::HouseRule,
        /// Now on.
        on: bool,
    },
    /// The house rules on (and, with `hunger`, everyone's hunger).
    HouseRules {
        /// The rules on.
        on: Vec<super::house::HouseRule>,
    },
    /// A character's hunger changed (`hunger` house rule).
    Hunger {
        /// The character.
        name: String,
        /// Hunger before.
        before: u32,
        /// Hunger now.
        after: u32,
        /// Whether it is over the hungry line (a warning, and -1 TN as leader).
        hungry: bool,
    },
    /// The leader's awareness roll before a check (`awareness` house rule).
    Awareness {
        /// The leader.
        leader: String,
        /// The d20.
        roll: u32,
        /// Effective PER.
        per: u8,
        /// TN added for every participant: 0, 1, or 2 on a 1.
        bonus: u32,
    },
    /// A participant's growth roll after a failed check (`skill-growth`).
    SkillGrowth {
        /// The character.
        name: String,
        /// The skill.
        skill: super::skills::Skill,
        /// The d100.
        roll: u32,
        /// Effective INT (the target).
        int: u8,
        /// Whether the skill rose.
        grew: bool,
        /// The skill's level now.
        level: u8,
    },
    /// A dodge roll after an enemy hit (`dodge` house rule).
    Dodge {
        /// The character.
        name: String,
        /// The d20.
        roll: u32,
        /// Effective AGI (the target).
        agi: u8,
        /// Whether the hit was dodged.
        dodged: bool,
        /// Whether a 1 turned it into a counter-attack.
        counter: bool,
    },
    /// A doctor saw a character (the rads and any cure follow as their own
    /// events).
    DoctorVisit {
        /// The patient.
        name: String,
        /// The doctor's Medicine check against addiction, when there was one
        /// to treat.
        treatment: Option<CheckResult>,
        /// The addictions it cured.
        cured: Vec<String>,
    },
    /// First aid with a Medkit (the healing follows as its own event).
    FirstAid {
        /// Who treated.
        medic: String,
        /// Who was treated.
        target: String,
        /// The Medicine check.
        check: CheckResult,
        /// Medkits the medic has left.
        medkits_left: u32,
    },
    /// Addictions were cured.
    Cured {
        /// The character.
        name: String,
        /// Addictions removed.
        addictions: Vec<String>,
    },
    /// A status effect was added or refreshed.
    EffectAdded {
        /// Who.
        unit: Unit,
        /// The effect after adding.
        effect: Effect,
    },
    /// A status effect was removed.
    EffectRemoved {
        /// Who.
        unit: Unit,
        /// The effect.
        effect: String,
    },
    /// A character's effects.
    Effects {
        /// The character.
        name: String,
        /// Effects.
        effects: Vec<Effect>,
    },
    /// The party rested.
    Rested {
        /// Hours.
        hours: u32,
        /// Periods the clock advanced.
        periods: u32,
        /// Day after.
        day: u32,
        /// Period after.
        period: Period,
        /// Per character.
        heals: Vec<RestHeal>,
        /// Enemies removed.
        enemies_removed: Vec<String>,
    },
    /// A skill went up.
    SkillUp {
        /// The character.
        name: String,
        /// The skill.
        skill: Skill,
        /// Level before.
        from: u8,
        /// Level after.
        to: u8,
        /// The INT bonus check (absent when the skill was already at the cap).
        int_check: Option<CheckResult>,
        /// Whether the INT check added a level.
        bonus: bool,
    },
    /// Loot was drawn.
    Loot {
        /// The tier asked for, if any.
        tier: Option<LootTier>,
        /// Items.
        items: Vec<LootItem>,
    },
    /// A trade quote (and settlement).
    Trade {
        /// The character.
        name: String,
        /// Buy or sell.
        side: TradeSide,
        /// Base price.
        base: u32,
        /// Effective CHA used.
        cha: u8,
        /// Barter level used.
        barter: u8,
        /// Price multiplier in percent (m x 100, before the buy/sell clamp).
        multiplier_pct: i64,
        /// Final price.
        price: u32,
        /// Whether caps and goods moved.
        settled: bool,
    },
    /// NPCs were generated.
    Npcs {
        /// The NPCs.
        npcs: Vec<Npc>,
    },
    /// Who has acted this round; follows action commands.
    ActionStatus(ActionStatus),
}

/// What a command produced: its events, in order.
pub type Outcome = crate::engine::ruleset::GameOutcome<Event, super::homebrew::WastelandBrew>;

impl Outcome {
    /// The re-roll offer in this outcome, if a check triggered Luck.
    #[must_use]
    pub fn reroll_offer(&self) -> Option<&RerollOffer> {
        self.events.iter().find_map(|e| match e {
            Event::Check { reroll, .. } => reroll.as_ref(),
            _ => None,
        })
    }
}
