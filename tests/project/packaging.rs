//! What ships around the binary stays true to it: the compose files are valid
//! YAML that set only environment variables the program reads, build the
//! Dockerfile's image and mount its volume; .env.example and `overseer --help`
//! name exactly what the program reads; LICENSE and CHANGELOG match Cargo.toml;
//! the binary is linked as build.rs asks.

use std::collections::BTreeSet;
use std::path::Path;

use clap::CommandFactory as _;
use yaml_rust2::{Yaml, YamlLoader};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every environment variable the program reads: the settings of
/// src/config.rs (`var(lookup, "NAME")`), the binary's arguments backed by the
/// environment, and tracing's log filter.
fn variables_read() -> BTreeSet<String> {
    let config = read("src/config.rs");
    let mut names: BTreeSet<String> = config
        .split("var(lookup, \"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(name, _)| name.to_owned()))
        .collect();
    for arg in overseer::args::Args::command().get_arguments() {
        if let Some(env) = arg.get_env() {
            names.insert(env.to_string_lossy().into_owned());
        }
    }
    names.insert(tracing_subscriber::EnvFilter::DEFAULT_ENV.to_owned());
    names
}

#[test]
fn the_program_reads_the_settings_the_docs_name() {
    let names = variables_read();
    for name in [
        "DATABASE_URL",
        "DISCORD_TOKEN",
        "SHARDS",
        "DEV_GUILD_ID",
        "DEFAULT_LOCALE",
        "DEFER_AFTER_MS",
        "ADMISSION_SLOTS",
        "TRACKER_POLL_MS",
        "DISCORD_API_BASE",
        "LOG_FORMAT",
        "RUST_LOG",
        "HTTP_BIND",
        "PUBLIC_URL",
    ] {
        assert!(names.contains(name), "{name} not found in {names:?}");
    }
    assert_eq!(names.len(), 13, "{names:?}");
    // `overseer --help` lists every one an operator sets (the fake Discord's
    // base URL is for tests only).
    let help = overseer::args::Args::command()
        .render_long_help()
        .to_string();
    for name in names.iter().filter(|n| *n != "DISCORD_API_BASE") {
        assert!(
            help.contains(name.as_str()),
            "--help does not mention {name}"
        );
    }
}

#[test]
fn env_example_sets_only_variables_the_program_reads() {
    let names = variables_read();
    let mut set = BTreeSet::new();
    for line in read(".env.example").lines() {
        // Commented-out settings count too: they are there to be uncommented.
        let line = line.trim().trim_start_matches("# ");
        if let Some((name, _)) = line.split_once('=') {
            if name.chars().all(|c| c.is_ascii_uppercase() || c == '_') && !name.is_empty() {
                assert!(
                    names.contains(name),
                    ".env.example sets {name}, which nothing reads"
                );
                set.insert(name.to_owned());
            }
        }
    }
    assert_eq!(set, names, ".env.example shows every setting");
}

/// The binary is linked position-dependent on Linux with glibc (build.rs), so
/// the dynamic loader has no pointers of its own to rewrite at each start; with
/// `OVERSEER_PIE=1` at build time it is position-independent as before. The ELF
/// header's `e_type` (bytes 16-17, little-endian on every target this runs on)
/// tells: 2 is an executable at a fixed address, 3 a position-independent one.
#[test]
#[cfg(all(target_os = "linux", target_env = "gnu", target_endian = "little"))]
fn the_binary_is_linked_position_dependent_unless_asked() {
    use std::io::Read as _;
    let mut header = [0u8; 18];
    std::fs::File::open(env!("CARGO_BIN_EXE_overseer"))
        .and_then(|mut f| f.read_exact(&mut header))
        .expect("the binary's ELF header reads");
    assert_eq!(&header[..4], b"\x7fELF");
    let e_type = u16::from_le_bytes([header[16], header[17]]);
    let expected = if option_env!("OVERSEER_PIE") == Some("1") {
        3
    } else {
        2
    };
    assert_eq!(e_type, expected);
}

/// The image ships the `release-static` build (`.cargo/config.toml`): a release
/// build of `overseer` linked statically, its code position-dependent. The two flags
/// go together (a static glibc binary with build.rs's `-no-pie` link and
/// position-independent code does not start), and the Dockerfile's last build
/// is that one, whose binary the runtime image copies.
#[test]
fn the_image_ships_the_static_release_build() {
    let config = read(".cargo/config.toml");
    let alias = config
        .lines()
        .find(|line| line.starts_with("release-static = "))
        .expect("the `release-static` alias");
    for part in [
        r#""rustc", "--release", "--bin", "overseer", "--""#,
        r#""-C", "target-feature=+crt-static""#,
        r#""-C", "relocation-model=static""#,
    ] {
        assert!(alias.contains(part), "{alias} lacks {part}");
    }
    let dockerfile = read("Dockerfile");
    let last_build = dockerfile
        .lines()
        .rfind(|line| line.contains("cargo "))
        .expect("the Dockerfile builds");
    assert!(
        last_build.ends_with("&& cargo --locked release-static"),
        "{last_build}"
    );
    assert!(dockerfile.contains("COPY --from=build /src/target/release/overseer "));
}

/// The release link's list of a one-shot command's functions
/// (`link/one-shot-symbols.txt`, see build.rs) is a list the linker can use:
/// one mangled symbol a line (Rust's two manglings, or a C name such as
/// SQLite's, and LTO's `.llvm.<hash>` names of either), none twice, and
/// build.rs hands that file to the link.
#[test]
fn the_one_shot_symbol_list_names_symbols_the_linker_can_find() {
    let list = read("link/one-shot-symbols.txt");
    let symbols: Vec<&str> = list
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .collect();
    assert!(symbols.len() > 1000, "{} symbols", symbols.len());
    let distinct: BTreeSet<&str> = symbols.iter().copied().collect();
    assert_eq!(distinct.len(), symbols.len(), "a symbol listed twice");
    for symbol in &symbols {
        let mangled = symbol.starts_with("_ZN") || symbol.starts_with("_R");
        // A C function, with GCC's suffix where it made a copy of it
        // (`mi_page_free_list_extend.constprop.0`).
        let c_name = symbol
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        assert!(mangled || c_name, "{symbol}");
        assert!(!symbol.contains(char::is_whitespace), "{symbol}");
    }
    assert!(symbols
        .iter()
        .any(|s| s.contains("8overseer") && s.contains("3cli")));
    let build = read("build.rs");
    assert!(build.contains("const ORDER: &str = \"link/one-shot-symbols.txt\";"));
    assert!(build.contains("--symbol-ordering-file="));
    // The image's builds find it too.
    assert_copied_before_the_first_build("COPY link ./link");
}

/// The Dockerfile has `copy` before its first `cargo build`, so the
/// dependencies' build sees what it copies too.
fn assert_copied_before_the_first_build(copy: &str) {
    let dockerfile = read("Dockerfile");
    let copied = dockerfile
        .find(copy)
        .unwrap_or_else(|| panic!("the Dockerfile has no `{copy}`"));
    let first_build = dockerfile
        .find("cargo build")
        .expect("the Dockerfile builds");
    assert!(copied < first_build, "`{copy}` comes after the first build");
}

/// The image builds with the repository's build settings (.cargo/config.toml,
/// which sets how the bundled SQLite syncs), copied before the first build so
/// the dependencies are built with them too.
#[test]
fn the_dockerfile_builds_with_the_repositorys_cargo_settings() {
    let config = read(".cargo/config.toml");
    assert!(config.contains("LIBSQLITE3_FLAGS = \"-DHAVE_FDATASYNC=1\""));
    assert_copied_before_the_first_build("COPY .cargo ./.cargo");
}

/// A service of a compose file with `<<: *anchor` merged in (YAML 1.1's merge
/// key, which compose honours and the YAML loader leaves as a plain key).
fn merged(service: &Yaml) -> yaml_rust2::yaml::Hash {
    let mut hash = service.as_hash().expect("a service is a mapping").clone();
    if let Some(base) = hash.remove(&Yaml::String("<<".into())) {
        for (k, v) in base.as_hash().expect("<< merges a mapping") {
            hash.entry(k.clone()).or_insert_with(|| v.clone());
        }
    }
    hash
}

fn get<'a>(hash: &'a yaml_rust2::yaml::Hash, key: &str) -> Option<&'a Yaml> {
    hash.get(&Yaml::String(key.into()))
}

/// The Dockerfile's `VOLUME ["/data"]`.
fn dockerfile_volume() -> String {
    let dockerfile = read("Dockerfile");
    let line = dockerfile
        .lines()
        .find(|l| l.starts_with("VOLUME"))
        .expect("the Dockerfile declares a volume");
    line.trim_start_matches("VOLUME")
        .trim()
        .trim_matches(|c| c == '[' || c == ']')
        .trim_matches('"')
        .to_owned()
}

/// Checks one compose file and returns its bot services' environments.
fn check_compose(file: &str) -> Vec<Vec<(String, String)>> {
    let text = read(file);
    let docs = YamlLoader::load_from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert_eq!(docs.len(), 1, "{file}: one document");
    let doc = &docs[0];
    let dir = Path::new(ROOT).join(file);
    let dir = dir.parent().expect("a directory");
    let names = variables_read();
    let volume_dir = dockerfile_volume();
    let declared: BTreeSet<String> = doc["volumes"]
        .as_hash()
        .unwrap_or_else(|| panic!("{file}: top-level volumes"))
        .keys()
        .map(|k| k.as_str().expect("a volume name").to_owned())
        .collect();
    let mut bots = Vec::new();
    for (name, service) in doc["services"].as_hash().expect("services") {
        let name = name.as_str().expect("a service name");
        let service = merged(service);
        let image = get(&service, "image").and_then(Yaml::as_str);
        let is_bot = image == Some("overseer");
        let volumes: Vec<&str> = get(&service, "volumes")
            .and_then(Yaml::as_vec)
            .map(|v| v.iter().filter_map(Yaml::as_str).collect())
            .unwrap_or_default();
        for volume in &volumes {
            let (source, _) = volume.split_once(':').expect("source:target");
            assert!(
                declared.contains(source),
                "{file}: {name} mounts undeclared {source}"
            );
        }
        if !is_bot {
            continue;
        }
        // The bot is built from this repository's Dockerfile.
        let context = get(&service, "build")
            .and_then(Yaml::as_str)
            .unwrap_or_else(|| panic!("{file}: {name} builds the image"));
        assert!(
            dir.join(context).join("Dockerfile").is_file(),
            "{file}: {name} builds {context}, which has no Dockerfile"
        );
        // The settings file is the repository's .env, next to the Dockerfile.
        let env_file = get(&service, "env_file")
            .and_then(Yaml::as_str)
            .expect("env_file");
        assert_eq!(
            dir.join(env_file)
                .parent()
                .map(std::fs::canonicalize)
                .transpose()
                .ok()
                .flatten(),
            std::fs::canonicalize(dir.join(context)).ok(),
            "{file}: {name} reads {env_file}, not the .env next to the Dockerfile"
        );
        assert!(
            get(&service, "command").is_none(),
            "{file}: {name} runs the image's serve"
        );
        let environment: Vec<(String, String)> = get(&service, "environment")
            .and_then(Yaml::as_hash)
            .expect("an environment mapping")
            .iter()
            .map(|(k, v)| {
                let value = match v {
                    Yaml::String(s) => s.clone(),
                    Yaml::Integer(i) => i.to_string(),
                    other => panic!("{file}: {name}: {other:?} is not a value"),
                };
                (k.as_str().expect("a name").to_owned(), value)
            })
            .collect();
        for (key, value) in &environment {
            assert!(
                names.contains(key),
                "{file}: {name} sets {key}, which the program never reads"
            );
            if key == "DATABASE_URL" && value.starts_with("sqlite:") {
                // A SQLite file must be on the mounted volume, or it is lost with the container.
                let path = overseer::store::sqlite::file_of_url(value).expect("a file");
                assert!(
                    path.starts_with(&volume_dir),
                    "{file}: {value} is not under {volume_dir}"
                );
                assert!(
                    volumes
                        .iter()
                        .any(|v| v.ends_with(&format!(":{volume_dir}"))),
                    "{file}: {name} does not mount a volume at {volume_dir}"
                );
            }
        }
        // The values are ones the program accepts.
        let lookup = |k: &str| {
            environment
                .iter()
                .find(|(n, _)| n == k)
                .map(|(_, v)| v.clone())
        };
        overseer::config::Config::from_lookup(&lookup)
            .unwrap_or_else(|e| panic!("{file}: {name}: {e}"));
        let with_token = |k: &str| {
            if k == "DISCORD_TOKEN" {
                Some("t".to_owned())
            } else {
                lookup(k)
            }
        };
        overseer::config::BotConfig::from_lookup(&with_token)
            .unwrap_or_else(|e| panic!("{file}: {name}: {e}"));
        bots.push(environment);
    }
    bots
}

#[test]
fn compose_yaml_runs_one_bot_with_sqlite_on_the_images_volume() {
    let bots = check_compose("compose.yaml");
    assert_eq!(bots.len(), 1);
    assert_eq!(
        bots[0],
        vec![
            (
                "DATABASE_URL".to_owned(),
                "sqlite:///data/overseer.db".to_owned()
            ),
            ("HTTP_BIND".to_owned(), "0.0.0.0:8080".to_owned())
        ]
    );
}

#[test]
fn the_scaled_compose_file_runs_two_shard_processes_on_one_postgresql() {
    let bots = check_compose("docs/compose.scaled.yaml");
    assert_eq!(bots.len(), 2);
    let mut shards = Vec::new();
    for env in &bots {
        let url = env
            .iter()
            .find(|(k, _)| k == "DATABASE_URL")
            .expect("a database")
            .1
            .clone();
        assert_eq!(url, "postgres://overseer:change-me@db/overseer");
        let range = env
            .iter()
            .find(|(k, _)| k == "SHARDS")
            .expect("a shard range");
        shards.push(overseer::config::Shards::parse(&range.1).expect("a valid range"));
    }
    // Disjoint ranges covering every shard of one total.
    shards.sort_by_key(|s| s.first);
    assert_eq!(shards[0].to_string(), "0-0/2");
    assert_eq!(shards[1].to_string(), "1-1/2");
}

#[test]
fn license_and_changelog_match_the_package() {
    let manifest = read("Cargo.toml");
    assert!(manifest.contains("license = \"MIT\""));
    let license = read("LICENSE");
    assert!(license.starts_with("MIT License\n\nCopyright (c) 2026 The Overseer developers\n"));
    assert!(license.contains("THE SOFTWARE IS PROVIDED \"AS IS\""));
    let changelog = read("CHANGELOG.md");
    assert!(changelog.contains("## [Unreleased]"));
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        changelog.contains(&format!("## [{version}]")),
        "CHANGELOG.md has no section for {version}"
    );
}
