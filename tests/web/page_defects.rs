//! Small defects of the pages, each seen on a real page of `overseer web`
//! after a scripted session on the command line: a name typed as `**bold**`
//! shows its stars once (in bold, as names are), a sheet says who plays in
//! words a page can know ("a channel member", never "played by @"), the
//! initiative order is one list with the current turn an item of it, and an
//! enemy's attack d20 is counted in the dice chart.

use crate::scripted::{page, Scripted};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_owners_initiative_and_enemy_d20s_show_as_they_should() {
    let session = Scripted::new();
    let cli = |line: &[&str]| session.cli(line);
    cli(&["init"]);
    cli(&[
        "add-player",
        "123",
        "**bold**",
        "Jake Miller",
        "Vault Dweller",
        "--preset",
        "Vault Dweller",
    ]);
    cli(&[
        "add-player",
        "2",
        "Mira",
        "Mira Vance",
        "Caravan Guard",
        "--preset",
        "Caravan Guard",
    ]);
    cli(&["turn"]);
    cli(&["turn"]);
    cli(&["enemy-add", "Radroach"]);
    cli(&["initiative"]);
    cli(&["enemy-attack", "Radroach", "Mira"]);
    let link = cli(&["share"])["url"].as_str().expect("a link").to_owned();
    let _web = session.serve();

    let board = page(&link).await;
    assert!(board.contains("<strong>**bold**</strong>"), "{board}");
    assert!(!board.contains("****"), "{board}");
    // The current turn is an item of the one list, never a paragraph between lists.
    assert!(
        board.contains("<li class=\"current\" aria-current=\"true\">"),
        "{board}"
    );
    assert!(!board.contains("<p>▶"), "{board}");
    for i in 0..2 {
        let sheet = page(&format!("{link}sheet/{i}")).await;
        assert!(sheet.contains("played by a channel member"), "{sheet}");
        assert!(!sheet.contains("played by @"), "{sheet}");
    }
    let stats = page(&format!("{link}stats")).await;
    // No check was rolled: the one d20 is the enemy's attack.
    assert!(stats.contains("Dice faces: d20"), "{stats}");
    assert!(
        stats.contains("Bar chart of the faces of 1 d20 rolled"),
        "{stats}"
    );
}
