# syntax=docker/dockerfile:1
# Overseer: build in the Rust image, run in a slim Debian with a non-root user and
# the SQLite database on a volume. For several processes over one PostgreSQL database
# pass DATABASE_URL=postgres://... and SHARDS=FIRST-LAST/TOTAL with -e; the PostgreSQL
# driver (with TLS and its own root certificates) is compiled in, nothing to install.

FROM rust:1.95-bookworm AS build
WORKDIR /src
# Build dependencies first so source edits do not rebuild them.
COPY Cargo.toml Cargo.lock build.rs ./
# Build settings (.cargo/config.toml: how the bundled SQLite syncs its files) and
# the release link's list of a one-shot command's functions (link/, see build.rs).
COPY .cargo ./.cargo
COPY link ./link
RUN mkdir src && echo 'fn main() {}' > src/main.rs && echo '' > src/lib.rs \
    && mkdir -p locales/en-US locales/zh-CN \
    && cargo build --release --locked || true
COPY src ./src
# migrations/sqlite and migrations/postgres, embedded at build time.
COPY migrations ./migrations
COPY locales ./locales
COPY content ./content
# Make sure the real sources are newer than the dependency-only build.
# `release-static` (.cargo/config.toml) is the release build linked statically: the
# runtime image needs no library of the build's, and a command-line process starts
# faster.
RUN touch src/main.rs src/lib.rs && cargo --locked release-static

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin overseer \
    && mkdir -p /data && chown overseer /data
COPY --from=build /src/target/release/overseer /usr/local/bin/overseer
USER overseer
WORKDIR /data
VOLUME ["/data"]
# The web server (campaign pages, /healthz, /metrics) listens on every address
# of the container; publish the port and set PUBLIC_URL to the address players open.
ENV DATABASE_URL=sqlite:///data/overseer.db \
    RUST_LOG=info,serenity=warn,serenity::gateway::bridge::shard_queuer=error \
    HTTP_BIND=0.0.0.0:8080
EXPOSE 8080
# The image has no curl: `overseer health` asks HTTP_BIND's /healthz (200: the
# database answers and every shard of this process is connected).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["/usr/local/bin/overseer", "health"]
ENTRYPOINT ["/usr/local/bin/overseer"]
CMD ["serve"]
