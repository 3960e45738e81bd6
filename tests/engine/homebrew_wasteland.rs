//! The wasteland game's presets and loot rows as homebrew, through the
//! engine with scripted dice: a character made from an imported preset, an
//! imported loot row drawn in a loot roll, a replaced shipped preset used in
//! its place, and removals of a campaign's loot row refused while nothing
//! changes for a refused file.

use overseer::engine::dice::ScriptedDice;
use overseer::engine::homebrew::{self, Homebrew, Refusal};
use overseer::engine::mechanics::special::Special;
use overseer::engine::rulesets::wasteland::command::Command;
use overseer::engine::rulesets::wasteland::data::{loot::table, LootTier};
use overseer::engine::rulesets::wasteland::outcome::Event;
use overseer::engine::rulesets::wasteland::Campaign;
use overseer::engine::rulesets::AnyCampaign;
use serde_json::json;

/// A new wasteland campaign with `file` imported.
fn brewed(file: &serde_json::Value) -> Campaign {
    let mut any = AnyCampaign::new(overseer::engine::ruleset::RulesetId::new("wasteland-2d20"));
    let read = homebrew::read(file.to_string().as_bytes()).expect("a homebrew file");
    any.brew_import(&read).expect("imported");
    let Some(c) = any.into_game::<overseer::engine::rulesets::wasteland::Wasteland>() else {
        panic!("a wasteland campaign")
    };
    c
}

fn from_preset(preset: &str) -> Command {
    Command::AddPlayerPreset {
        owner: "5".into(),
        name: "Mira".into(),
        character: "Mira Vance".into(),
        background: "Medic".into(),
        preset: preset.into(),
    }
}

#[test]
fn a_character_is_made_from_an_imported_preset() {
    let mut c = brewed(&json!({"ruleset": "wasteland-2d20",
        "presets": [{"name": "Tunnel Rat", "special": [5, 6, 4, 4, 6, 8, 7],
                     "tags": ["Sneak", "Lockpick", "Survival"]},
                    {"name": "Field Medic", "special": [4, 4, 8, 5, 7, 5, 7],
                     "tags": ["Medicine", "Science", "Speech"]}]}));
    c.execute(&from_preset("tunnel rat"), &mut ScriptedDice::new([]))
        .expect("made");
    let mira = &c.players[0];
    assert_eq!(mira.special, Special([5, 6, 4, 4, 6, 8, 7]));
    assert_eq!(
        mira.tags.iter().map(|s| s.name()).collect::<Vec<_>>(),
        ["Sneak", "Lockpick", "Survival"]
    );
    // The campaign's Field Medic replaces the shipped one for it.
    let mut c2 = c.clone();
    c2.execute(
        &Command::RemovePlayer {
            name: "Mira".into(),
        },
        &mut ScriptedDice::new([]),
    )
    .expect("removed");
    c2.execute(&from_preset("Field Medic"), &mut ScriptedDice::new([]))
        .expect("made");
    assert_eq!(c2.players[0].special, Special([4, 4, 8, 5, 7, 5, 7]));
    // A preset nobody has: refused, nothing changes.
    let before = c.clone();
    let refused = c
        .execute(&from_preset("Wizard"), &mut ScriptedDice::new([]))
        .expect_err("unknown");
    assert_eq!(refused.code(), "unknown_preset");
    assert_eq!(c, before);
}

#[test]
fn an_imported_loot_row_is_drawn_in_a_loot_roll_and_a_bad_row_is_refused() {
    let mut c = brewed(&json!({"ruleset": "wasteland-2d20",
        "loot": [{"tier": "junk", "name": "Glow Shroom", "qty": 3}]}));
    // The campaign's junk table: the shipped rows, then its own; the die
    // over them lands on the last.
    let shipped = table(LootTier::Junk).len() as u32;
    let out = c
        .execute(
            &Command::Loot {
                tier: Some(LootTier::Junk),
                count: 1,
            },
            &mut ScriptedDice::new([shipped + 1]),
        )
        .expect("looted");
    let items = out
        .events
        .iter()
        .find_map(|e| match e {
            Event::Loot { items, .. } => Some(items.clone()),
            _ => None,
        })
        .expect("loot");
    assert_eq!((items[0].item.as_str(), items[0].qty), ("Glow Shroom", 3));
    // Its name is its tier and item: shown and removed by it.
    let (kind, row, _) = c.homebrew.show("junk: glow shroom").expect("shown");
    assert_eq!(
        (kind, row),
        (
            "loot",
            json!({"tier": "junk", "name": "Glow Shroom", "qty": 3})
        )
    );
    // A quantity out of bounds: refused, naming the entry and the field.
    let mut any = AnyCampaign::of::<overseer::engine::rulesets::wasteland::Wasteland>(c.clone());
    let bad = homebrew::read(
        json!({"loot": [{"tier": "rare", "name": "Glow Shroom", "qty": 0}]})
            .to_string()
            .as_bytes(),
    )
    .expect("read");
    let Refusal::Invalid { entry, field, .. } = any.brew_import(&bad).expect_err("refused") else {
        panic!("invalid")
    };
    assert_eq!(
        (entry.as_str(), field.as_str()),
        ("rare: Glow Shroom", "qty")
    );
    assert_eq!(
        any,
        AnyCampaign::of::<overseer::engine::rulesets::wasteland::Wasteland>(c)
    );
}

/// A campaign's copies share its homebrew until one changes it: a change
/// through one copy (an import, a removal) never shows through another, a
/// refused change leaves both as they were, and the saved state is the
/// container itself (no wrapper in the JSON).
#[test]
fn copies_of_a_campaign_share_its_homebrew_until_one_changes_it() {
    let file = json!({"ruleset": "wasteland-2d20",
        "presets": [{"name": "Tunnel Rat", "special": [5, 6, 4, 4, 6, 8, 7],
                     "tags": ["Sneak", "Lockpick", "Survival"]}]});
    let c = brewed(&file);
    let mut original =
        AnyCampaign::of::<overseer::engine::rulesets::wasteland::Wasteland>(c.clone());
    let mut copy = AnyCampaign::of::<overseer::engine::rulesets::wasteland::Wasteland>(c.clone());
    copy.brew_remove("Tunnel Rat").expect("removed");
    assert!(!copy.homebrew().is_homebrew("presets", "Tunnel Rat"));
    assert!(original.homebrew().is_homebrew("presets", "Tunnel Rat"));
    let second = json!({"ruleset": "wasteland-2d20",
        "presets": [{"name": "Field Rat", "special": [5, 6, 4, 4, 6, 8, 7],
                     "tags": ["Sneak", "Lockpick", "Survival"]}]});
    let read = homebrew::read(second.to_string().as_bytes()).expect("a homebrew file");
    original.brew_import(&read).expect("imported");
    assert!(original.homebrew().is_homebrew("presets", "Field Rat"));
    assert!(!copy.homebrew().is_homebrew("presets", "Field Rat"));
    assert!(
        !AnyCampaign::of::<overseer::engine::rulesets::wasteland::Wasteland>(c.clone())
            .homebrew()
            .is_homebrew("presets", "Field Rat")
    );
    // A refused removal changes neither.
    let before = original.clone();
    original.brew_remove("Wizard").expect_err("unknown");
    assert_eq!(original, before);
    // Saved as the container itself.
    let saved = serde_json::to_value(&c).expect("serializes");
    assert_eq!(
        saved["homebrew"]["presets"]["rows"][0]["name"],
        json!("Tunnel Rat"),
        "{saved}"
    );
    let back: Campaign = serde_json::from_value(saved).expect("loads");
    assert_eq!(back, c);
}
