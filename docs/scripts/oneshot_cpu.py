"""A one-shot command's own CPU time, two builds side by side: `perf stat`'s
task-clock (user and system time of the process, whatever else the machine does)
for a check of the default game and a test of Fallout 2d20, each on a fresh file,
in turns, medians printed.

    python3 docs/scripts/oneshot_cpu.py BASE_BIN NEW_BIN [ROUNDS]

Needs `perf` (Debian's linux-perf).
"""
import statistics
import subprocess
import sys
import tempfile

GAMES = {
    "wasteland-2d20 check": (
        ["init"],
        ["add-player", "101", "Jake", "Jake Miller", "Scavenger",
         "6", "7", "5", "4", "6", "8", "4", "Small Guns", "Sneak", "Lockpick"],
        ["check", "Jake", "PER", "Lockpick", "1"],
    ),
    "fallout-2d20 test": (
        ["init", "--ruleset", "fallout-2d20"],
        ["add-player", "1", "Ana", "Bo", "6", "6", "6", "5", "6", "6", "5",
         "Small Guns", "Sneak", "Medicine"],
        ["test", "Bo", "PER", "Sneak", "1"],
    ),
}


def task_clock(command):
    run = subprocess.run(["perf", "stat", "-x,", "-e", "task-clock"] + command,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    for line in run.stderr.splitlines():
        if "task-clock" in line:
            return float(line.split(",")[0])
    raise RuntimeError(run.stderr)


def main():
    builds = {"base": sys.argv[1], "new": sys.argv[2]}
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    work = tempfile.mkdtemp()
    for name, binary in builds.items():
        for game, (init, player, _) in GAMES.items():
            db = f"{work}/{name}-{game.split()[0]}.db"
            for words in (init, player):
                subprocess.run([binary, "cli", "--db", db, "--seed", "7"] + words,
                               stdout=subprocess.DEVNULL, check=True)
    times = {}
    for _ in range(rounds):
        for name, binary in builds.items():
            for game, (_, _, command) in GAMES.items():
                db = f"{work}/{name}-{game.split()[0]}.db"
                times.setdefault((game, name), []).append(
                    task_clock([binary, "cli", "--db", db, "--seed", "7"] + command))
    for (game, name), values in sorted(times.items()):
        print(f"{game:22s} {name:4s} median {statistics.median(values):6.2f} ms CPU "
              f"(min {min(values):.2f}, n={rounds})")


if __name__ == "__main__":
    main()
