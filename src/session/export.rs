//! Exports and imports: the export document read and checked ([`Export`]),
//! a campaign written out whole ([`Session::export`]), created again from a
//! document ([`Session::import`], [`Session::import_parsed`]), and the export
//! as the smallest file that fits a limit ([`export_file`]).

use std::io::{BufRead as _, BufReader, Read};

use serde_json::value::RawValue;
use serde_json::{json, Value};

use super::{corrupt, CampaignKey, Ownership, Session, SessionError, Step};
use crate::engine;
use crate::engine::ruleset::RulesetId;
use crate::engine::rulesets::{AnyCampaign, StateError};
use crate::i18n::Lang;
use crate::store::{self, NewLogRow};

/// Format version of [`Session::export`] documents.
pub const EXPORT_FORMAT: i64 = 1;

/// An export document ([`Session::export`]) checked and read, ready to
/// [`Session::import_parsed`]: callers can see whose campaign it is first.
#[derive(Debug, Clone, PartialEq)]
pub struct Export {
    campaign: AnyCampaign,
    /// Who created the exported campaign, if the document says.
    pub creator: Option<i64>,
    /// The exported campaign's language, if it had one.
    pub language: Option<Lang>,
    /// Its co-GMs.
    pub gms: Vec<i64>,
    log: Vec<ExportLogEntry>,
    /// The GM notes on enemies and NPCs, checked: (subject, note).
    notes: Vec<(String, String)>,
}

/// An export document as read: the big parts (the state, each log entry's
/// command and events) stay raw JSON text until they are needed, so reading a
/// long campaign costs about the file's size in memory, not a tree of values.
#[derive(Debug, serde::Deserialize)]
struct ExportDocument {
    format: Option<i64>,
    ruleset: Option<String>,
    state: Option<Box<RawValue>>,
    #[serde(default)]
    settings: Option<ExportSettings>,
    #[serde(default)]
    gms: Vec<i64>,
    #[serde(default)]
    log: Vec<ExportLogEntry>,
    /// The GM notes (exports before GM notes have none).
    #[serde(default)]
    gm_notes: Vec<ExportNote>,
}

/// A GM note of an export: its subject's name and its text.
#[derive(Debug, serde::Deserialize)]
struct ExportNote {
    name: String,
    note: String,
}

#[derive(Debug, serde::Deserialize)]
struct ExportSettings {
    language: Option<String>,
    creator: Option<i64>,
}

/// One log entry of an export, as the store keeps it.
#[derive(Debug, Clone, serde::Deserialize)]
struct ExportLogEntry {
    actor: i64,
    command: String,
    command_json: Box<RawValue>,
    events: Box<RawValue>,
    at: i64,
    /// A secret roll or blind check (exports before secret rolls have none).
    #[serde(default)]
    secret: bool,
}

impl ExportLogEntry {
    /// Every field, the JSON ones as their text (what two entries are equal by).
    fn fields(&self) -> (i64, &str, &str, &str, i64, bool) {
        (
            self.actor,
            &self.command,
            self.command_json.get(),
            self.events.get(),
            self.at,
            self.secret,
        )
    }
}

impl PartialEq for ExportLogEntry {
    fn eq(&self, other: &Self) -> bool {
        self.fields() == other.fields()
    }
}

/// The largest export, uncompressed, that an import reads unless told
/// otherwise: four times the 25 MiB Discord lets a server without boosts
/// upload, room for a compressed upload of a long campaign.
pub const MAX_EXPORT_BYTES: u64 = 100 * 1024 * 1024;

/// A reader that fails once more than `left` bytes were asked of it.
struct Bounded<R> {
    inner: R,
    left: u64,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.left = self.left.checked_sub(n as u64).ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::FileTooLarge, "over the size limit")
        })?;
        Ok(n)
    }
}

impl Export {
    /// Reads an export file: JSON, or gzip-compressed JSON (told by its first
    /// two bytes), streamed and bounded to `max_bytes` of JSON, then checked
    /// as [`Export::parse`] does. `TooLarge` past the bound.
    pub fn read(input: impl Read, max_bytes: u64) -> Result<Export, SessionError> {
        let mut input = BufReader::new(input);
        let gzip = input
            .fill_buf()
            .map_err(|e| SessionError::Corrupt {
                detail: e.to_string(),
            })?
            .starts_with(&[0x1f, 0x8b]);
        let reader: Box<dyn Read> = if gzip {
            Box::new(flate2::read::GzDecoder::new(input))
        } else {
            Box::new(input)
        };
        let bounded = Bounded {
            inner: reader,
            left: max_bytes,
        };
        let document: ExportDocument =
            serde_json::from_reader(BufReader::new(bounded)).map_err(|e| {
                if e.io_error_kind() == Some(std::io::ErrorKind::FileTooLarge) {
                    SessionError::TooLarge { max_bytes }
                } else {
                    SessionError::Corrupt {
                        detail: e.to_string(),
                    }
                }
            })?;
        Export::check(document)
    }

    /// Reads an export document: `Corrupt` if it is not an export of
    /// [`EXPORT_FORMAT`] or its state is not a campaign; `Invalid` naming the
    /// first broken rule if it is not of this ruleset, its state breaks an
    /// invariant the engine keeps ([`Campaign::validate`]) or a log entry is
    /// malformed. An import is checked as strictly as a command.
    pub fn parse(document: &Value) -> Result<Export, SessionError> {
        // Read through text: the document's raw parts stay raw this way.
        let document: ExportDocument =
            serde_json::from_str(&document.to_string()).map_err(|e| SessionError::Corrupt {
                detail: e.to_string(),
            })?;
        Export::check(document)
    }

    fn check(document: ExportDocument) -> Result<Export, SessionError> {
        let bad = |detail: String| SessionError::Corrupt { detail };
        let invalid = |at: &str, rule: String| SessionError::Invalid {
            at: at.to_owned(),
            rule,
        };
        if document.format != Some(EXPORT_FORMAT) {
            return Err(bad(format!("not an export of format {EXPORT_FORMAT}")));
        }
        // The game the export plays: one this version knows and plays; its
        // state is read and checked as that game's, never as another's.
        let games = crate::engine::ruleset::rulesets();
        let ruleset = match document.ruleset.as_deref().map(|text| games.parse(text)) {
            None => return Err(invalid("ruleset", "missing".to_owned())),
            Some(Err(unknown)) => return Err(invalid("ruleset", unknown.to_string())),
            Some(Ok(id)) => id,
        };
        let state = document
            .state
            .ok_or_else(|| bad("export state: missing".to_owned()))?;
        let campaign = match AnyCampaign::from_state(ruleset, state.get()) {
            Ok(campaign) => campaign,
            Err(StateError::Unreadable(e)) => return Err(bad(format!("export state: {e}"))),
        };
        campaign
            .validate()
            .map_err(|(at, rule)| SessionError::Invalid { at, rule })?;
        for (i, entry) in document.log.iter().enumerate() {
            check_log_command(&entry.command)
                .map_err(|rule| invalid(&format!("log[{i}]"), rule))?;
        }
        // A note is checked as `/campaign note` checks one.
        let mut notes = Vec::with_capacity(document.gm_notes.len());
        for (i, n) in document.gm_notes.iter().enumerate() {
            let at = format!("gm_notes[{i}]");
            let subject = engine::name::clean(engine::name::ENEMY_NAME, &n.name)
                .map_err(|e| invalid(&at, format!("name: {e}")))?;
            let note = engine::name::clean(engine::name::NOTE, &n.note)
                .map_err(|e| invalid(&at, format!("note: {e}")))?;
            notes.push((subject, note));
        }
        let settings = document.settings;
        Ok(Export {
            campaign,
            creator: settings.as_ref().and_then(|s| s.creator),
            language: settings
                .as_ref()
                .and_then(|s| s.language.as_deref())
                .and_then(Lang::parse),
            gms: document.gms,
            log: document.log,
            notes,
        })
    }

    /// How many characters the campaign has.
    #[must_use]
    pub fn characters(&self) -> usize {
        self.campaign.characters()
    }

    /// The game the exported campaign plays.
    #[must_use]
    pub fn ruleset(&self) -> RulesetId {
        self.campaign.ruleset()
    }

    /// How many log entries come with it.
    #[must_use]
    pub fn entries(&self) -> usize {
        self.log.len()
    }
}

/// A log entry's command must be a name a command could have.
fn check_log_command(command: &str) -> Result<(), String> {
    let valid = !command.is_empty()
        && command.len() <= 32
        && command
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if valid {
        Ok(())
    } else {
        Err(format!(
            "command {} is not a command name",
            engine::name::echo(command)
        ))
    }
}

impl Session {
    /// The whole campaign as one JSON document: format version, state, settings,
    /// co-GMs and the full log.
    pub async fn export(&self, key: CampaignKey) -> Result<Value, SessionError> {
        let mut conn = self.inner.store.read().await?;
        let row = conn
            .db()
            .load(key.guild_id, key.channel_id)
            .await?
            .ok_or(SessionError::NoCampaign)?;
        let state: Value = serde_json::from_str(&row.state).map_err(|e| corrupt(&e))?;
        let (language, creator) = conn.db().settings(row.id).await?;
        let gms = conn.db().gms(row.id).await?;
        let secret = conn.db().secret_log_ids(row.id).await?;
        let log = conn.db().recent_log(row.id, i64::MAX)
            .await?
            .into_iter()
            .map(|(id, actor, command, command_json, events, at)| {
                let mut entry = json!({
                    "actor": actor,
                    "command": command,
                    "command_json": serde_json::from_str::<Value>(&command_json).map_err(|e| corrupt(&e))?,
                    "events": serde_json::from_str::<Value>(&events).map_err(|e| corrupt(&e))?,
                    "at": at,
                });
                // Exports are the GMs': secret entries stay in, marked.
                if secret.binary_search(&id).is_ok() {
                    entry["secret"] = json!(true);
                }
                Ok(entry)
            })
            .collect::<Result<Vec<_>, SessionError>>()?;
        let mut document = json!({
            "format": EXPORT_FORMAT,
            "ruleset": row.ruleset,
            "version": row.version,
            "state": state,
            "settings": { "language": language, "creator": creator },
            "gms": gms,
            "log": log,
        });
        // Exports are the GMs' (GM-only on Discord): the GM notes go too,
        // and only when there are some, so other exports read as before.
        let notes = conn.db().notes(row.id).await?;
        if !notes.is_empty() {
            document["gm_notes"] = notes
                .into_iter()
                .map(|(_, name, note)| json!({ "name": name, "note": note }))
                .collect();
        }
        Ok(document)
    }

    /// Creates a campaign on `key` from an [`Session::export`] document;
    /// `AlreadyExists` if the channel has one, `Corrupt` if the document is not
    /// an export this version can read. [`Export::parse`] then
    /// [`Session::import_parsed`], for callers that look at the export first.
    /// The file's creator and co-GMs are kept ([`Ownership::FromFile`]).
    pub async fn import(
        &self,
        key: CampaignKey,
        actor: i64,
        export: Value,
    ) -> Result<(), SessionError> {
        self.import_parsed(key, actor, &Export::parse(&export)?, Ownership::FromFile)
            .await
    }

    /// Creates a campaign on `key` from a checked export; `AlreadyExists` if the
    /// channel has one. `ownership` says who its creator and co-GMs are.
    pub async fn import_parsed(
        &self,
        key: CampaignKey,
        actor: i64,
        export: &Export,
        ownership: Ownership,
    ) -> Result<(), SessionError> {
        let state = export
            .campaign
            .to_state()
            .map_err(|e| SessionError::Internal(e.into()))?;
        let ruleset = export.campaign.ruleset();
        let (creator, gms) = match ownership {
            Ownership::FromFile => (export.creator.unwrap_or(actor), export.gms.clone()),
            Ownership::Importer { keep_gms: false } => (actor, Vec::new()),
            Ownership::Importer { keep_gms: true } => {
                let mut gms: Vec<i64> = export
                    .creator
                    .into_iter()
                    .chain(export.gms.clone())
                    .collect();
                gms.retain(|&gm| gm != actor);
                gms.sort_unstable();
                gms.dedup();
                (actor, gms)
            }
        };
        let lock = self.lock_of(key);
        let _guard = lock.lock().await;
        retrying!(self.import_once(
            key,
            actor,
            ruleset,
            &state,
            creator,
            export.language,
            &gms,
            &export.log,
            &export.notes
        ))
    }

    #[allow(clippy::too_many_arguments)]
    async fn import_once(
        &self,
        key: CampaignKey,
        actor: i64,
        ruleset: RulesetId,
        state: &str,
        creator: i64,
        language: Option<Lang>,
        gms: &[i64],
        log: &[ExportLogEntry],
        notes: &[(String, String)],
    ) -> Result<(), Step> {
        let at = store::now();
        let mut tx = self.inner.store.begin_write().await?;
        if tx.db().load(key.guild_id, key.channel_id).await?.is_some() {
            return Err(SessionError::AlreadyExists.into());
        }
        let id = tx
            .db()
            .insert_campaign(&store::NewCampaign {
                guild_id: key.guild_id,
                channel_id: key.channel_id,
                state,
                ruleset: ruleset.as_str(),
                creator,
                language: language.map(Lang::tag),
                at,
            })
            .await?;
        for &gm in gms {
            tx.db().add_gm(id, gm).await?;
        }
        for entry in log {
            let log_id = tx
                .db()
                .append_log(
                    id,
                    &NewLogRow {
                        actor: entry.actor,
                        command: &entry.command,
                        command_json: entry.command_json.get(),
                        events_json: entry.events.get(),
                        at: entry.at,
                    },
                )
                .await?;
            if entry.secret {
                tx.db().mark_log_secret(log_id).await?;
            }
        }
        for (subject, note) in notes {
            let subject_key = engine::name::key(subject);
            tx.db().set_note(id, &subject_key, subject, note).await?;
        }
        tx.db()
            .append_log(
                id,
                &NewLogRow {
                    actor,
                    command: "import",
                    command_json: r#"{"command":"import"}"#,
                    events_json: "[]",
                    at,
                },
            )
            .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// The export as the smallest-to-read file that fits `limit` bytes: pretty
/// JSON, else compact JSON, else gzip-compressed compact JSON (which
/// [`Export::read`] reads as well). Returns the bytes and the file
/// extension, or the size of the smallest form when none fits.
pub fn export_file(
    json: &serde_json::Value,
    limit: usize,
) -> Result<(Vec<u8>, &'static str), usize> {
    use std::io::Write as _;
    let pretty = serde_json::to_vec_pretty(json).unwrap_or_default();
    if pretty.len() <= limit {
        return Ok((pretty, "json"));
    }
    drop(pretty);
    let compact = serde_json::to_vec(json).unwrap_or_default();
    if compact.len() <= limit {
        return Ok((compact, "json"));
    }
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let zipped = gzip
        .write_all(&compact)
        .and_then(|()| gzip.finish())
        .unwrap_or_default();
    if !zipped.is_empty() && zipped.len() <= limit {
        Ok((zipped, "json.gz"))
    } else {
        Err(zipped.len().max(1))
    }
}
