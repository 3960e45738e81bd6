"""The cost of a log row, three ways, on a database `overseer cli` made: numbered
by the `event_log_number` trigger (an UPDATE after the INSERT), numbered in the
INSERT itself (as the writer does, `INSERT_LOG` in src/store/raw.rs), and with no
numbering trigger at all; 10,000 INSERTs in one transaction, five rounds in turns,
medians printed.

    python3 docs/scripts/log_insert_bench.py OVERSEER_BIN
"""
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

ROWS = 10_000
BY_TRIGGER = ("INSERT INTO event_log (campaign_id, actor, command, command_json, events, at, "
              "secret) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
IN_INSERT = ("INSERT INTO event_log (campaign_id, actor, command, command_json, events, at, "
             "secret, seq) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, CASE WHEN ?7 = 0 AND ?3 <> "
             "'init' THEN (SELECT COALESCE(MAX(seq), 0) + 1 FROM event_log WHERE "
             "campaign_id = ?1) END)")


def made(binary, work):
    db = os.path.join(work, "made.db")
    setup = "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n"
    subprocess.run([binary, "cli", "--db", db, "-"], input=setup.encode(), check=True,
                   stdout=subprocess.DEVNULL)
    c = sqlite3.connect(db)
    c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    c.close()
    return db


def one(db, work, mode):
    path = os.path.join(work, f"{mode}.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    shutil.copy(db, path)
    c = sqlite3.connect(path, isolation_level=None)
    c.execute("PRAGMA journal_mode = WAL")
    c.execute("PRAGMA synchronous = OFF")
    if mode == "no numbering trigger":
        c.execute("DROP TRIGGER event_log_number")
    campaign = c.execute("SELECT id FROM campaigns").fetchone()[0]
    events = json.dumps([{"type": "check", "text": "x" * 200}])
    sql = IN_INSERT if mode == "numbered in the INSERT" else BY_TRIGGER
    start = time.perf_counter()
    c.execute("BEGIN")
    for i in range(ROWS):
        c.execute(sql, (campaign, 1, "check", '{"check":{}}', events, i, 0))
    c.execute("COMMIT")
    took = (time.perf_counter() - start) / ROWS * 1e6
    c.close()
    return took


def main():
    work = tempfile.mkdtemp()
    db = made(sys.argv[1], work)
    modes = ["numbered by the trigger", "numbered in the INSERT", "no numbering trigger"]
    times = {m: [] for m in modes}
    for _ in range(5):
        for m in modes:
            times[m].append(one(db, work, m))
    for m in modes:
        runs = ", ".join(f"{t:.1f}" for t in times[m])
        print(f"{m}: median {statistics.median(times[m]):.1f} µs a row ({runs})")
    print("load average", os.getloadavg())


if __name__ == "__main__":
    main()
