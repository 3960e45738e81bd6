//! `/f2d20`: the official Fallout 2d20 game's slash commands. Each one builds
//! a command of the game ([`Command`]) and runs it through the same session
//! as every game; the reply is drawn by [`crate::games::fallout2d20::render`].
//! What players do sits at the top (`/f2d20 attack`, `/f2d20 test`, ...);
//! what only a GM does sits in the `gm` group (`/f2d20 gm creature-add`, ...),
//! so no group holds more than Discord's 25 subcommands. Which commands only
//! a GM may run, and their help, come from the game's command table (through
//! [`crate::bot::table`]); a channel of another game refuses them before they
//! run ([`crate::bot::here`]). A player acts only for a character they own; a
//! GM for any character or creature.

use poise::serenity_prelude as serenity;

use crate::bot::{here, play, Context, Error, Here, Reply};
use crate::engine::mechanics::special::Attribute;
use crate::engine::rulesets::fallout2d20::campaign::AP_DICE_MAX;
use crate::engine::rulesets::fallout2d20::character::NewCharacter;
use crate::engine::rulesets::fallout2d20::command::{AttackCommand, Buy};
use crate::engine::rulesets::fallout2d20::data::{DamageType, RangeBand, Side};
use crate::engine::rulesets::fallout2d20::outcome::{ActionKind, AidChoice, Pool};
use crate::engine::rulesets::fallout2d20::{self, Campaign, Command, Event, Fallout2d20, Skill};
use crate::games::fallout2d20::render::{self as draw, Table};
use crate::i18n::Lang;

/// A range band.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum RangeChoice {
    #[name = "close"]
    Close,
    #[name = "medium"]
    Medium,
    #[name = "long"]
    Long,
    #[name = "extreme"]
    Extreme,
}

impl From<RangeChoice> for RangeBand {
    fn from(c: RangeChoice) -> RangeBand {
        match c {
            RangeChoice::Close => RangeBand::Close,
            RangeChoice::Medium => RangeBand::Medium,
            RangeChoice::Long => RangeBand::Long,
            RangeChoice::Extreme => RangeBand::Extreme,
        }
    }
}

/// A simple action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum ActionChoice {
    #[name = "aim"]
    Aim,
    #[name = "draw"]
    Draw,
    #[name = "interact"]
    Interact,
    #[name = "move"]
    Move,
    #[name = "take-chem"]
    TakeChem,
    #[name = "assist"]
    Assist,
    #[name = "pass"]
    Pass,
    #[name = "ready"]
    Ready,
    #[name = "sprint"]
    Sprint,
}

impl From<ActionChoice> for ActionKind {
    fn from(c: ActionChoice) -> ActionKind {
        match c {
            ActionChoice::Aim => ActionKind::Aim,
            ActionChoice::Draw => ActionKind::DrawItem,
            ActionChoice::Interact => ActionKind::Interact,
            ActionChoice::Move => ActionKind::Move,
            ActionChoice::TakeChem => ActionKind::TakeChem,
            ActionChoice::Assist => ActionKind::Assist,
            ActionChoice::Pass => ActionKind::Pass,
            ActionChoice::Ready => ActionKind::Ready,
            ActionChoice::Sprint => ActionKind::Sprint,
        }
    }
}

/// What First Aid does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AidChoiceParam {
    #[name = "heal"]
    Heal,
    #[name = "treat"]
    Treat,
    #[name = "stabilise"]
    Stabilise,
}

impl From<AidChoiceParam> for AidChoice {
    fn from(c: AidChoiceParam) -> AidChoice {
        match c {
            AidChoiceParam::Heal => AidChoice::Heal,
            AidChoiceParam::Treat => AidChoice::Treat,
            AidChoiceParam::Stabilise => AidChoice::Stabilise,
        }
    }
}

/// Left or right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum SideChoice {
    #[name = "left"]
    Left,
    #[name = "right"]
    Right,
}

impl From<SideChoice> for Side {
    fn from(c: SideChoice) -> Side {
        match c {
            SideChoice::Left => Side::Left,
            SideChoice::Right => Side::Right,
        }
    }
}

/// A damage type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum DamageChoice {
    #[name = "physical"]
    Physical,
    #[name = "energy"]
    Energy,
    #[name = "radiation"]
    Radiation,
    #[name = "poison"]
    Poison,
}

impl From<DamageChoice> for DamageType {
    fn from(c: DamageChoice) -> DamageType {
        match c {
            DamageChoice::Physical => DamageType::Physical,
            DamageChoice::Energy => DamageType::Energy,
            DamageChoice::Radiation => DamageType::Radiation,
            DamageChoice::Poison => DamageType::Poison,
        }
    }
}

/// An AP pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum PoolChoice {
    #[name = "group"]
    Group,
    #[name = "gm"]
    Gm,
}

impl From<PoolChoice> for Pool {
    fn from(c: PoolChoice) -> Pool {
        match c {
            PoolChoice::Group => Pool::Group,
            PoolChoice::Gm => Pool::Gm,
        }
    }
}

/// A S.P.E.C.I.A.L. attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
#[allow(missing_docs)]
pub enum AttributeChoice {
    #[name = "STR"]
    Str,
    #[name = "PER"]
    Per,
    #[name = "END"]
    End,
    #[name = "CHA"]
    Cha,
    #[name = "INT"]
    Int,
    #[name = "AGI"]
    Agi,
    #[name = "LCK"]
    Lck,
}

impl From<AttributeChoice> for Attribute {
    fn from(c: AttributeChoice) -> Attribute {
        match c {
            AttributeChoice::Str => Attribute::Str,
            AttributeChoice::Per => Attribute::Per,
            AttributeChoice::End => Attribute::End,
            AttributeChoice::Cha => Attribute::Cha,
            AttributeChoice::Int => Attribute::Int,
            AttributeChoice::Agi => Attribute::Agi,
            AttributeChoice::Lck => Attribute::Lck,
        }
    }
}

/// Play the official Fallout 2d20 game in this channel.
#[poise::command(
    slash_command,
    rename = "f2d20",
    subcommands(
        "status",
        "wear",
        "doff",
        "super::power_commands::power_armor",
        "super::mine_command::mine",
        "super::fusion_command::fusion_core",
        "super::mods::mod_",
        "action",
        "attack",
        "test",
        "defend",
        "first_aid",
        "rally",
        "command",
        "stop_persistent",
        "roll",
        "reroll",
        "bonus_die",
        "super::growth::level_up",
        "gm"
    ),
    subcommand_required
)]
pub async fn f2d20(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What only a GM does in a Fallout 2d20 campaign.
#[poise::command(
    slash_command,
    subcommands(
        "create",
        "remove",
        "creature_add",
        "creature_remove",
        "give",
        "take",
        "rank",
        "hurt",
        "heal",
        "cure_rads",
        "cover",
        "ap",
        "session",
        "initiative",
        "order",
        "next",
        "end_combat",
        "zone",
        "zone_range",
        "super::power_commands::repair",
        "super::disease_command::disease",
        "super::growth::xp",
        "super::growth::read",
        "super::origins::origin"
    ),
    subcommand_required
)]
pub async fn gm(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The custom id of a Luck re-roll button: the roll's serial, then the
/// character (a name may hold colons: it is the rest of the id).
#[must_use]
pub fn luck_button_id(serial: u64, character: &str) -> String {
    format!("f2d20-luck:v1:{serial}:{character}")
}

/// The custom id of a bonus combat die button (as [`luck_button_id`]).
/// The custom id of a worn piece's scene re-roll button: the roll's
/// serial, the piece's index among the character's worn pieces (a name
/// could be too long for an id), then the character's name.
#[must_use]
pub fn apparel_button_id(serial: u64, piece: usize, character: &str) -> String {
    format!("f2d20-garb:v1:{serial}:{piece}:{character}")
}

#[must_use]
pub fn bonus_button_id(serial: u64, character: &str) -> String {
    format!("f2d20-die:v1:{serial}:{character}")
}

/// The buttons under a roll: the Luck re-roll when the campaign's latest
/// roll is a character's with Luck points left and this outcome rolled it,
/// and each worn piece's scene re-roll ready for it;
/// one more combat die for 1 AP under a hit of a weapon that takes AP for
/// damage (melee, unarmed, thrown) while fewer than 3 AP went to its dice.
pub(crate) fn luck_buttons(
    lang: Lang,
    campaign: &Campaign,
    outcome: &fallout2d20::Outcome,
) -> Vec<serenity::CreateActionRow> {
    let rolled = outcome.events.iter().any(|e| {
        matches!(
            e,
            Event::Test { .. }
                | Event::Attack { .. }
                | Event::Defend { .. }
                | Event::FirstAid { .. }
                | Event::Rally { .. }
                | Event::PersistentTest { .. }
        )
    });
    let Some(window) = campaign.luck_window.as_ref().filter(|_| rolled) else {
        return Vec::new();
    };
    let Some(c) = campaign
        .characters
        .iter()
        .find(|c| c.name == window.character)
    else {
        return Vec::new();
    };
    let mut buttons = Vec::new();
    if c.luck > 0 {
        buttons.push(
            serenity::CreateButton::new(luck_button_id(window.serial, &c.name))
                .label(draw::luck_button_label(lang, &c.name, c.luck))
                .style(serenity::ButtonStyle::Success),
        );
    }
    if let (Command::Attack(a), Some(_)) = (&window.command, window.bonus_at) {
        // The campaign's weapon (its homebrew too): a homebrew melee weapon
        // takes bonus AP like a shipped one.
        let takes_ap = campaign
            .homebrew
            .weapons
            .find(&a.weapon)
            .is_some_and(|w| !w.kind.is_ranged());
        if takes_ap && a.ap < AP_DICE_MAX {
            buttons.push(
                serenity::CreateButton::new(bonus_button_id(window.serial, &c.name))
                    .label(draw::bonus_button_label(lang))
                    .style(serenity::ButtonStyle::Primary),
            );
        }
    }
    // A worn piece's scene re-roll of this roll's attribute (five a row).
    for (k, piece) in campaign.apparel_rerolls_ready() {
        if buttons.len() == 5 {
            break;
        }
        buttons.push(
            serenity::CreateButton::new(apparel_button_id(window.serial, k, &c.name))
                .label(super::apparel::button_label(lang, &piece))
                .style(serenity::ButtonStyle::Secondary),
        );
    }
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    }
}

impl crate::bot::play::Play for Fallout2d20 {
    const DRAWS_AFTER: bool = true;

    fn canonical(command: &mut Command) {
        super::vocabulary::canonical(command);
    }

    /// The AP pools and DR the campaign shows after a change, and a Luck
    /// button under a character's roll.
    fn reply(
        lang: Lang,
        _name: &'static str,
        outcome: &Self::Outcome,
        after: Option<&Campaign>,
    ) -> Reply {
        let table = after.map(Table::of);
        let mut reply = Reply::embeds(draw::outcome_specs_at(lang, outcome, table.as_ref()));
        if let Some(campaign) = after {
            reply.components = luck_buttons(lang, campaign, outcome);
        }
        reply
    }

    fn refusal(lang: Lang, error: &fallout2d20::RuleError) -> String {
        draw::rule_error(lang, error)
    }

    fn unknown(campaign: &Campaign, lang: Lang, name: &str) -> Option<String> {
        let refused = campaign.unit(name).err()?;
        Some(draw::rule_error(lang, &refused))
    }
}

/// Runs one command of the game in this channel's campaign and replies with
/// its embeds ([`play::run`]), the AP pools and DR the campaign shows after
/// it, and a Luck button under a character's roll.
pub(crate) async fn run_f2d20(
    ctx: Context<'_>,
    here: &Here,
    command: Command,
) -> Result<(), Error> {
    play::run::<Fallout2d20>(ctx, here, command).await
}

/// Answers a refusal found before the command reached the session.
pub(super) async fn refuse(
    ctx: Context<'_>,
    here: &Here,
    error: &fallout2d20::RuleError,
) -> Result<(), Error> {
    play::refuse::<Fallout2d20>(ctx, here, error).await
}

/// The unit a user acts as, by the acting-as rule ([`play::acting_as`]): a
/// GM may name any unit.
pub(super) async fn acting_as(
    ctx: Context<'_>,
    here: &Here,
    named: Option<String>,
) -> Result<Option<String>, Error> {
    play::acting_as::<Fallout2d20>(ctx, here, named, true).await
}

/// Runs the command made from what was read for the unit a user acts as,
/// after asking about `secret` and `blind` ([`play::run_acting_read`]): a GM
/// may name any unit.
async fn run_acting_read<T: Send>(
    ctx: Context<'_>,
    asked: (Option<bool>, Option<bool>),
    named: Option<String>,
    read: Result<T, fallout2d20::RuleError>,
    command: impl FnOnce(String, T) -> Command + Send,
) -> Result<(), Error> {
    play::run_acting_read::<Fallout2d20, T>(ctx, asked, named, true, read, command).await
}

/// Runs a command in this channel's campaign ([`play::run_here`]).
pub(super) async fn run_here(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    play::run_here::<Fallout2d20>(ctx, command).await
}

/// Runs the command made for the unit a user acts as ([`play::run_acting`]).
pub(super) async fn run_acting(
    ctx: Context<'_>,
    named: Option<String>,
    command: impl FnOnce(String) -> Command + Send,
) -> Result<(), Error> {
    play::run_acting::<Fallout2d20>(ctx, named, true, command).await
}

/// Commands that each name a character (`character`, completed from the
/// campaign's characters): as [`play::character_commands`] makes them.
macro_rules! character_commands {
    ($($commands:tt)+) => {
        $crate::bot::play::character_commands! {
            "crate::games::fallout2d20::autocomplete::character", $($commands)+
        }
    };
}
pub(super) use character_commands;

/// Reads a skill typed or picked (either language's name).
pub(super) fn skill_of(text: &str) -> Result<Skill, fallout2d20::RuleError> {
    Skill::read(&crate::i18n::engine_word(text))
}

fn buy(dice: Option<i64>, to_gm: Option<bool>) -> Buy {
    Buy {
        dice: dice.unwrap_or(0),
        to_gm: to_gm.unwrap_or(false),
    }
}

// ---------------------------------------------------------------------------
// Anyone

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        unit: Option<String>,
    )
    /// A character's sheet or a creature: yours by default; the board if you have none.
    status => play::run_sheet::<Fallout2d20>(ctx, unit, |name| Command::Status { name });
    /// Defend: AGI + Athletics for +1 Defense (2 AP more for +1 more).
    defend(
        extra: Option<bool>,
        #[min = 0]
        #[max = 3]
        buy_dice: Option<i64>,
        to_gm: Option<bool>
    ) => run_acting(ctx, unit, |unit| Command::Defend {
        unit,
        extra: extra.unwrap_or(false),
        buy: buy(buy_dice, to_gm),
    });
    /// Rally: END + Survival at difficulty 0, every success saved as AP.
    rally(#[min = 0] #[max = 3] buy_dice: Option<i64>, to_gm: Option<bool>) =>
        run_acting(ctx, unit, |unit| Command::Rally {
            unit,
            buy: buy(buy_dice, to_gm),
        });
}

character_commands! {
    ctx, .., character;
    /// Put on an armour piece (arms and legs: say which side).
    wear(
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::armour"]
        piece: String,
        side: Option<SideChoice>
    ) => run_acting(ctx, character, |character| Command::Wear {
        character,
        piece,
        side: side.map(Side::from),
    });
    /// Take off an armour piece.
    doff(
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::worn"]
        piece: String
    ) => run_acting(ctx, character, |character| Command::Doff { character, piece });
    /// Spend 1 AP on one more combat die for your latest hit (melee, unarmed, thrown).
    bonus_die as "bonus-die" => run_acting(ctx, character, |character| Command::BonusDie {
        character,
        serial: None,
    });
}

/// A minor or major action: aim, draw, interact, move, take a chem, assist, pass, ready, sprint.
#[poise::command(slash_command)]
pub async fn action(
    ctx: Context<'_>,
    action: ActionChoice,
    #[max_length = 100]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::detail"]
    detail: Option<String>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    unit: Option<String>,
) -> Result<(), Error> {
    run_acting(ctx, unit, |unit| Command::Action {
        unit,
        action: action.into(),
        detail,
    })
    .await
}

/// Attack: Defense, location, range and a second major set the difficulty; combat dice the damage.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn attack(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    target: String,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::weapon"]
    weapon: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    attacker: Option<String>,
    range: Option<RangeChoice>,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::location"]
    location: Option<String>,
    #[min = 0]
    #[max = 3]
    ap: Option<i64>,
    #[min = 0]
    #[max = 10]
    ammo: Option<i64>,
    aim: Option<bool>,
    second_major: Option<bool>,
    #[min = 0]
    #[max = 3]
    buy_dice: Option<i64>,
    to_gm: Option<bool>,
    #[max_length = 300]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit_list"]
    also: Option<String>,
    parry: Option<bool>,
    sneak: Option<bool>,
    #[max_length = 100]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::attack_perk"]
    perk: Option<String>,
    #[max_length = 300]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::gun_fu_targets"]
    targets: Option<String>,
    secret: Option<bool>,
) -> Result<(), Error> {
    let read = attack_perks(perk.as_deref(), targets.as_deref());
    run_acting_read(ctx, (secret, None), attacker, read, |attacker, perks| {
        Command::Attack(AttackCommand {
            attacker,
            target,
            weapon,
            range: range.map(RangeBand::from),
            location,
            ap: ap.unwrap_or(0),
            ammo: ammo.unwrap_or(0),
            aim: aim.unwrap_or(false),
            second_major: second_major.unwrap_or(false),
            buy: buy(buy_dice, to_gm),
            also: also.as_deref().map(play::names).unwrap_or_default(),
            parry: parry.unwrap_or(false),
            sneak: sneak.unwrap_or(false),
            perks,
        })
    })
    .await
}

/// An attack's `perk` option (a comma list of perk names in either
/// language, read by the vocabulary the command line reads) and `targets`
/// option (Gun Fu's further targets) as the engine's perk options.
fn attack_perks(
    perk: Option<&str>,
    targets: Option<&str>,
) -> Result<crate::engine::rulesets::fallout2d20::attack_perks::PerkOptions, fallout2d20::RuleError>
{
    use crate::games::fallout2d20::vocabulary::{Kind, VOCABULARY};
    let perks: Vec<String> = perk
        .map(play::names)
        .unwrap_or_default()
        .into_iter()
        .map(|p| VOCABULARY.english(Kind::Perk, &p).map_or(p, str::to_owned))
        .collect();
    crate::engine::rulesets::fallout2d20::attack_perks::PerkOptions::stated(
        &perks,
        targets.map(play::names).unwrap_or_default(),
    )
}

/// Test an attribute and a skill against a difficulty.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn test(
    ctx: Context<'_>,
    attribute: AttributeChoice,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    skill: String,
    #[min = 0]
    #[max = 10]
    difficulty: i64,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    unit: Option<String>,
    #[min = 0]
    #[max = 3]
    buy_dice: Option<i64>,
    to_gm: Option<bool>,
    second_major: Option<bool>,
    #[min = 1]
    #[max = 20]
    repeat: Option<i64>,
    secret: Option<bool>,
    blind: Option<bool>,
) -> Result<(), Error> {
    run_acting_read(
        ctx,
        (secret, blind),
        unit,
        skill_of(&skill),
        |unit, skill| Command::Test {
            unit,
            attribute: attribute.into(),
            skill,
            difficulty,
            buy: buy(buy_dice, to_gm),
            second_major: second_major.unwrap_or(false),
            repeat: repeat.unwrap_or(1),
        },
    )
    .await
}

/// First Aid: INT + Medicine to heal, treat an injury or stabilise the dying.
#[poise::command(slash_command, rename = "first-aid")]
#[allow(clippy::too_many_arguments)]
pub async fn first_aid(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    patient: String,
    choice: AidChoiceParam,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    healer: Option<String>,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::location"]
    location: Option<String>,
    #[min = 0]
    #[max = 6]
    ap: Option<i64>,
    wake: Option<bool>,
    #[min = 0]
    #[max = 3]
    buy_dice: Option<i64>,
    to_gm: Option<bool>,
) -> Result<(), Error> {
    run_acting(ctx, healer, |healer| Command::FirstAid {
        healer,
        patient,
        choice: choice.into(),
        location,
        ap: ap.unwrap_or(0),
        wake: wake.unwrap_or(false),
        buy: buy(buy_dice, to_gm),
    })
    .await
}

character_commands! {
    ctx, .., commander;
    /// Command an allied NPC: it acts now and you assist its test.
    command(
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::creature"]
        npc: String
    ) => run_acting(ctx, commander, |commander| Command::CommandNpc { commander, npc });
}

/// A test to end persistent damage early (the GM names attribute and skill).
#[poise::command(slash_command, rename = "stop-persistent")]
pub async fn stop_persistent(
    ctx: Context<'_>,
    attribute: AttributeChoice,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    skill: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    unit: Option<String>,
    #[min = 0]
    #[max = 3]
    buy_dice: Option<i64>,
    to_gm: Option<bool>,
) -> Result<(), Error> {
    run_acting_read(ctx, (None, None), unit, skill_of(&skill), |unit, skill| {
        Command::StopPersistent {
            unit,
            attribute: attribute.into(),
            skill,
            buy: buy(buy_dice, to_gm),
        }
    })
    .await
}

/// Roll combat dice.
#[poise::command(slash_command)]
pub async fn roll(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 60]
    dice: i64,
) -> Result<(), Error> {
    run_here(ctx, Command::CombatDice { dice }).await
}

/// Spend a Luck point (or a worn piece's scene re-roll) to re-roll d20s of your latest test or attack.
#[poise::command(slash_command)]
pub async fn reroll(
    ctx: Context<'_>,
    #[max_length = 20] dice: Option<String>,
    #[max_length = 32]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
    character: Option<String>,
    #[max_length = 60]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::worn"]
    apparel: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let mut chosen = Vec::new();
    for word in dice
        .as_deref()
        .unwrap_or_default()
        .split([',', '，', ' '])
        .filter(|w| !w.trim().is_empty())
    {
        if let Ok(n) = word.trim().parse::<i64>() {
            chosen.push(n);
        } else {
            let e = fallout2d20::RuleError::Invalid {
                what: "die".to_owned(),
                value: crate::engine::name::echo(word),
            };
            return refuse(ctx, &here, &e).await;
        }
    }
    let Some(character) = acting_as(ctx, &here, character).await? else {
        return Ok(());
    };
    let command = match apparel {
        // A piece re-rolls one d20.
        Some(piece) => match chosen[..] {
            [] | [_] => Command::ApparelReroll {
                character,
                piece,
                die: chosen.first().copied(),
                serial: None,
            },
            _ => {
                let e = fallout2d20::RuleError::OutOfRange {
                    what: "dice".to_owned(),
                    value: chosen.len() as i64,
                    min: 0,
                    max: 1,
                };
                return refuse(ctx, &here, &e).await;
            }
        },
        None => Command::Reroll {
            character,
            dice: chosen,
            serial: None,
        },
    };
    run_f2d20(ctx, &here, command).await
}

/// The game's `/roll`: `<N>DC` or a number of combat dice.
pub(crate) async fn roll_words(ctx: Context<'_>, here: &Here, dice: &str) -> Result<(), Error> {
    let word = if dice.trim().chars().all(|c| c.is_ascii_digit()) {
        format!("{}DC", dice.trim())
    } else {
        dice.trim().to_owned()
    };
    match crate::games::fallout2d20::cli::grammar::parse(&["roll", &word]) {
        Ok(command) => run_f2d20(ctx, here, command).await,
        Err(crate::games::fallout2d20::cli::grammar::ParseError::Rule(e)) => {
            refuse(ctx, here, &e).await
        }
        Err(_) => {
            let e = fallout2d20::RuleError::Invalid {
                what: "combat dice".to_owned(),
                value: crate::engine::name::echo(dice),
            };
            refuse(ctx, here, &e).await
        }
    }
}

// ---------------------------------------------------------------------------
// GM

/// Add a character: S.P.E.C.I.A.L. 4-10 adding up to 40, three tag skills.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments, clippy::similar_names)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 32] name: String,
    player: serenity::User,
    #[min = 4]
    #[max = 10]
    str: i64,
    #[min = 4]
    #[max = 10]
    per: i64,
    #[min = 4]
    #[max = 10]
    end: i64,
    #[min = 4]
    #[max = 10]
    cha: i64,
    #[min = 4]
    #[max = 10]
    int: i64,
    #[min = 4]
    #[max = 10]
    agi: i64,
    #[min = 4]
    #[max = 10]
    lck: i64,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    tag1: String,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    tag2: String,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
    tag3: String,
    #[max_length = 300] points: Option<String>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let parsed = [&tag1, &tag2, &tag3]
        .iter()
        .map(|t| skill_of(t))
        .collect::<Result<Vec<_>, _>>()
        .and_then(|tags| Ok((tags, skill_points(points.as_deref())?)));
    let (tags, spent) = match parsed {
        Ok(v) => v,
        Err(e) => return refuse(ctx, &here, &e).await,
    };
    let new = NewCharacter {
        owner: player.id.get().to_string(),
        player: crate::bot::layout::cut(&player.name, 32),
        name,
        special: [str, per, end, cha, int, agi, lck],
        tags,
        points: spent,
    };
    run_f2d20(ctx, &here, Command::AddCharacter(new)).await
}

/// The skill points a new character spends: `skill=n` items separated by
/// commas (either width).
fn skill_points(points: Option<&str>) -> Result<Vec<(Skill, i64)>, fallout2d20::RuleError> {
    let invalid = |item: &str| fallout2d20::RuleError::Invalid {
        what: "skill points".to_owned(),
        value: crate::engine::name::echo(item),
    };
    let mut spent = Vec::new();
    for item in points.unwrap_or_default().split([',', '，']) {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let (skill, n) = item.split_once('=').ok_or_else(|| invalid(item))?;
        let n = n.trim().parse::<i64>().map_err(|_| invalid(item))?;
        spent.push((skill_of(skill)?, n));
    }
    Ok(spent)
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
        character: String,
    )
    /// Remove a character.
    remove => run_here(ctx, Command::RemoveCharacter { name: character });
    /// Set a skill's rank (0-6).
    rank(
        #[max_length = 30]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::skill"]
        skill: String,
        #[min = 0]
        #[max = 6]
        rank: i64
    ) => play::run_read_here::<Fallout2d20>(ctx, skill_of(&skill).map(|skill| Command::SetRank {
        character,
        skill,
        rank,
    }));
}

/// Add creatures from the bestiary.
#[poise::command(slash_command, rename = "creature-add")]
pub async fn creature_add(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::template"]
    template: String,
    #[min = 1]
    #[max = 20]
    count: Option<i64>,
    #[max_length = 32] name: Option<String>,
    ally: Option<bool>,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::AddCreature {
            template,
            name,
            count: count.unwrap_or(1),
            ally: ally.unwrap_or(false),
        },
    )
    .await
}

/// Remove a creature.
#[poise::command(slash_command, rename = "creature-remove")]
pub async fn creature_remove(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::creature"]
    creature: String,
) -> Result<(), Error> {
    run_here(ctx, Command::RemoveCreature { name: creature }).await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 32]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::character"]
        character: String,
        #[max_length = 60]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::item"]
        item: String,
        #[min = 1]
        #[max = 10000]
        count: Option<i64>,
    )
    /// Give a character weapons or ammunition.
    give => run_here(ctx, Command::Give { character, item, count: count.unwrap_or(1) });
    /// Take weapons or ammunition from a character.
    take => run_here(ctx, Command::Take { character, item, count: count.unwrap_or(1) });
}

/// Damage a character or a creature (no DR; radiation lowers maximum HP).
#[poise::command(slash_command)]
pub async fn hurt(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
    target: String,
    #[min = 0]
    #[max = 10000]
    amount: i64,
    damage_type: Option<DamageChoice>,
    #[max_length = 30]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::location"]
    location: Option<String>,
    airborne: Option<bool>,
) -> Result<(), Error> {
    let Some(here) = here(ctx).await? else {
        return Ok(());
    };
    let damage_type = damage_type.map_or(DamageType::Physical, DamageType::from);
    let command = if airborne.unwrap_or(false) {
        // Airborne poison only: a gas mask's DR is against it.
        if damage_type != DamageType::Poison {
            let e = fallout2d20::RuleError::Invalid {
                what: "airborne".to_owned(),
                value: damage_type.word().to_owned(),
            };
            return refuse(ctx, &here, &e).await;
        }
        Command::AirbornePoison {
            target,
            amount,
            location,
        }
    } else {
        Command::Hurt {
            target,
            amount,
            damage_type,
            location,
        }
    };
    run_f2d20(ctx, &here, command).await
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        target: String,
        #[min = 0]
        #[max = 10000]
        amount: i64,
    )
    /// Heal a character or a creature, up to its maximum HP.
    heal => run_here(ctx, Command::Heal { target, amount });
    /// Heal radiation damage.
    cure_rads as "cure-rads" => run_here(ctx, Command::CureRads { target, amount });
}

play::alike_commands! {
    (ctx)
    /// Set the cover dice a unit is in (0-10).
    cover(
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        target: String,
        #[min = 0]
        #[max = 10]
        dice: i64
    ) => run_here(ctx, Command::Cover { target, dice });
    /// Set the group's or the GM's Action Points.
    ap(pool: PoolChoice, #[min = 0] #[max = 99] value: i64) =>
        run_here(ctx, Command::SetAp { pool: pool.into(), value });
    /// Start combat; whoever started the fight takes the first turn.
    initiative(
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        opener: Option<String>
    ) => run_here(ctx, Command::Initiative { opener });
    /// Start a session: Luck points refresh, the GM gets one AP per character.
    session => run_here(ctx, Command::StartSession);
    /// End the turn; the next in initiative order acts.
    next => run_here(ctx, Command::NextTurn);
    /// End combat.
    end_combat as "end-combat" => run_here(ctx, Command::EndCombat);
}

play::alike_commands! {
    (
        ctx,
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        unit: String,
    )
    /// Order two units tied on initiative: one goes just before the other.
    order(
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::unit"]
        before: String
    ) => run_here(ctx, Command::Order { unit, before });
    /// Put a unit in a named zone.
    zone(
        #[max_length = 40]
        #[autocomplete = "crate::games::fallout2d20::autocomplete::zone"]
        zone: String
    ) => run_here(ctx, Command::Zone { unit, zone });
}

/// Set the range band between two zones.
#[poise::command(slash_command, rename = "zone-range")]
pub async fn zone_range(
    ctx: Context<'_>,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::zone"]
    a: String,
    #[max_length = 40]
    #[autocomplete = "crate::games::fallout2d20::autocomplete::zone"]
    b: String,
    band: RangeChoice,
) -> Result<(), Error> {
    run_here(
        ctx,
        Command::ZoneRange {
            a,
            b,
            band: band.into(),
        },
    )
    .await
}
