"""Batch mode side by side: two builds of overseer, in turns, each running the
batch of tests/bench/cli.rs (2,000 lines of its mix: check, hurt, heal, status)
on a file of its own; prints the median time a command of each.

    python3 docs/scripts/batch_bench.py BASE_BIN NEW_BIN [RUNS]

The same figure as `cargo test --release --test bench cli:: -- --ignored
--nocapture`, without building the benchmark's test binary.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

SETUP = "init\nadd-player 1 Jake Jake Vault 5 6 5 4 6 7 7 Lockpick Sneak Barter\n"
MIX = ["check Jake PER Lockpick 1", "hurt Jake 1", "heal Jake 1", "status Jake"]
LINES = 2000


def run(binary, db, text):
    start = time.perf_counter()
    subprocess.run([binary, "cli", "--db", db, "--seed", "1", "-"], input=text.encode(),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main():
    base, new = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    work = tempfile.mkdtemp()
    script = "".join(MIX[i % len(MIX)] + "\n" for i in range(LINES))
    builds = {"base": base, "new": new}
    for name, binary in builds.items():
        run(binary, f"{work}/{name}.db", SETUP)
    times = {name: [] for name in builds}
    for _ in range(runs):
        for name, binary in builds.items():
            times[name].append(run(binary, f"{work}/{name}.db", script) / LINES * 1e6)
    for name in builds:
        runs_text = ", ".join(f"{t:.1f}" for t in times[name])
        print(f"{name}: median {statistics.median(times[name]):.1f} µs a command ({runs_text})")
    print("load average", os.getloadavg())


if __name__ == "__main__":
    main()
