"""One-shot `cli check` side by side: two builds of overseer and the seed engine's
script, each on a fresh file and on one grown by 10,000 commands, in turns (every
round runs each command once, in an order of its own), medians printed.

    python3 docs/scripts/oneshot_bench.py BASE_BIN NEW_BIN [ROUNDS]

Run from the repository's root (it uses tests/fixtures/nagobot/current).
"""
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

SEED = os.path.abspath("tests/fixtures/nagobot/current")
RUN = ("import random, runpy, sys; random.seed(7); d = sys.argv[1]; "
       "sys.argv = [d + '/fallout_game.py'] + sys.argv[2:]; sys.path.insert(0, d); "
       "runpy.run_path(d + '/fallout_game.py', run_name='__main__')")
PLAYER = ["add-player", "101", "Jake", "Jake Miller", "Scavenger",
          "6", "7", "5", "4", "6", "8", "4", "Small Guns", "Sneak", "Lockpick"]
CHECK = ["check", "Jake", "PER", "Lockpick", "1"]
QUIET = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "check": True}


def main():
    base, new = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    work = tempfile.mkdtemp()
    env = dict(os.environ, FALLOUT_STATE=work + "/state.json", PYTHONDONTWRITEBYTECODE="1")
    script = ["python3", "-B", "-c", RUN, SEED]
    subprocess.run(script + ["init"], env=env, **QUIET)
    subprocess.run(script + PLAYER, env=env, **QUIET)
    grow = "".join(f"hurt Jake 1\nheal Jake 1\ncaps Jake 1\n{' '.join(CHECK)}\n" for _ in range(2500))
    commands = {}
    for name, binary in (("base", base), ("new", new)):
        for size in ("fresh", "grown"):
            db = f"{work}/{name}-{size}.db"
            cli = [binary, "cli", "--db", db, "--seed", "7"]
            subprocess.run(cli + ["init"], **QUIET)
            subprocess.run(cli + PLAYER, **QUIET)
            if size == "grown":
                subprocess.run(cli + ["-"], input=grow.encode(), stdout=subprocess.DEVNULL, check=True)
            commands[f"{name} {size}"] = cli + CHECK
    os.sync()
    commands["seed script"] = script + CHECK
    times = {k: [] for k in commands}
    names = list(commands)
    order = random.Random(7)
    for r in range(rounds + 3):
        # Each round in an order of its own (the same for every run of the
        # script), so no build always runs right after the seed script, whose
        # Python leaves the caches cold: the command after it ran slower,
        # whichever it was.
        order.shuffle(names)
        for name in names:
            command = commands[name]
            start = time.perf_counter()
            subprocess.run(command, env=env, **QUIET)
            if r >= 3:
                times[name].append((time.perf_counter() - start) * 1000)
    median = {k: statistics.median(v) for k, v in times.items()}
    for name in commands:
        print(f"{name:12s} median {median[name]:7.2f} ms (min {min(times[name]):.2f}, n={rounds})")
    for name in ("base", "new"):
        print(f"{name}: the script / fresh {median['seed script'] / median[name + ' fresh']:.1f}x, "
              f"the script / grown {median['seed script'] / median[name + ' grown']:.1f}x")
    print("load average", os.getloadavg())


if __name__ == "__main__":
    main()
