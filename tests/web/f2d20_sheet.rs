//! The web sheet of a Fallout 2d20 character shows its weapons' and worn
//! pieces' mods with the numbers they change, its level, the XP the next
//! level needs, its perks with their ranks and its origin, as the Discord
//! sheet does (issue #45), after a scripted session on the command line.

use crate::scripted::{page, Scripted};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sheet_page_shows_each_mod_and_its_numbers() {
    let session = Scripted::new();
    let cli = |line: &[&str]| session.cli(line);
    cli(&["init", "--ruleset", "fallout-2d20"]);
    cli(&[
        "add-player",
        "1",
        "Ana",
        "Bo",
        "6",
        "6",
        "6",
        "5",
        "6",
        "6",
        "5",
        "small guns",
        "sneak",
        "medicine",
    ]);
    cli(&["give", "Bo", "10mm Pistol"]);
    cli(&["mod", "Bo", "10mm Pistol", "Long"]);
    cli(&["wear", "Bo", "Leather Chest Piece"]);
    cli(&["mod", "Bo", "Leather Chest Piece", "Lead Lined (Torso)"]);
    cli(&["xp", "Bo", "150"]);
    cli(&[
        "level-up",
        "Bo",
        "--skill",
        "small guns",
        "--perk",
        "Iron Fist",
    ]);
    cli(&["origin", "Bo", "Ghoul"]);
    let link = cli(&["share"])["url"].as_str().expect("a link").to_owned();
    let _web = session.serve();
    let sheet = page(&format!("{link}sheet/0")).await;
    for shown in [
        "🔧 10mm Pistol: Long → 4 CD, fire rate 2, range Medium",
        "🔧 Leather Chest Piece: Lead Lined (Torso) → DR +3 radiation, weight +4 lb",
        "Level 2",
        "XP 150 (next level at 300)",
        "Perks: Iron Fist 1",
        "Origin: Ghoul",
    ] {
        assert!(sheet.contains(shown), "{shown} in {sheet}");
    }
}
