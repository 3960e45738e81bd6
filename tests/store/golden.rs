//! Pinned campaigns from before the engine became a core plus one folder per
//! game: an export of a rich wasteland campaign and the SQLite file that wrote
//! it (`tests/fixtures/`, made on 2026-11-23 with `overseer cli --seed 2026`).
//! Both must keep loading and playing on, with no step by the user.

use overseer::games::wasteland::session::WastelandSession as _;
use std::fs::File;

use overseer::engine::rulesets::wasteland::Command;
use overseer::engine::ScriptedDice;
use overseer::session::{CampaignKey, Export, Ownership, Session, MAX_EXPORT_BYTES};

const EXPORT: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/golden-wasteland.json"
);
const DATABASE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/wasteland-2026-11-23.db"
);

fn key() -> CampaignKey {
    CampaignKey::local("golden")
}

/// Plays a few commands on the pinned campaign and checks the exact results.
async fn plays_on(session: &Session, key: CampaignKey) {
    let campaign = session.campaign(key).await.expect("loads");
    let jake = campaign.player("jake").expect("Jake");
    assert_eq!((jake.hp, jake.caps, jake.ap), (50, 135, 2));
    let eva = campaign.player("ÉVA").expect("Éva");
    assert_eq!((eva.hp, eva.rads), (60, 250));
    assert_eq!(eva.effects.len(), 1);
    assert_eq!(eva.effects[0].name, "Straße Fever");
    assert_eq!(campaign.world.location, "Diamond City");
    assert_eq!(campaign.enemies.len(), 1);
    assert_eq!(campaign.enemies[0].name, "Big Roach");

    let mut dice = ScriptedDice::new([]);
    session
        .run(
            key,
            1,
            Command::Caps {
                player: "Jake".into(),
                amount: 5,
            },
            &mut dice,
        )
        .await
        .expect("caps");
    session
        .run(
            key,
            1,
            Command::HurtEnemy {
                name: "big roach".into(),
                amount: 4,
            },
            &mut dice,
        )
        .await
        .expect("hurt the roach");
    let after = session.campaign(key).await.expect("loads");
    assert_eq!(after.player("Jake").map(|c| c.caps), Ok(140));
    assert_eq!(after.enemies[0].hp, 6);
    assert_eq!(after.validate(), Ok(()));
}

#[tokio::test]
async fn the_golden_export_imports_and_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}/db.sqlite", dir.path().display());
    let session = Session::open(&url).await.expect("open");
    let export = Export::read(File::open(EXPORT).expect("fixture"), MAX_EXPORT_BYTES)
        .expect("the pinned export reads");
    assert_eq!((export.characters(), export.entries()), (2, 29));
    session
        .import_parsed(key(), 7, &export, Ownership::FromFile)
        .await
        .expect("imports");
    plays_on(&session, key()).await;
    assert_eq!(
        session.log(key(), 100).await.expect("log").len(),
        29 + 1 + 2
    );
}

#[tokio::test]
async fn a_database_written_before_the_rulesets_opens_and_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.db");
    std::fs::copy(DATABASE, &path).expect("copy the pinned database");
    let session = Session::open(&format!("sqlite://{}", path.display()))
        .await
        .expect("an old database opens");
    let (ruleset,): (String,) = sqlx::query_as("SELECT ruleset FROM campaigns")
        .fetch_one(session.store().sqlite_pool().expect("SQLite"))
        .await
        .expect("one campaign");
    assert_eq!(ruleset, "wasteland-2d20");
    plays_on(&session, key()).await;
    assert_eq!(session.log(key(), 100).await.expect("log").len(), 29 + 2);
}
