"""Writes link/one-shot-symbols.txt: the functions a one-shot command runs, in the
order the linker should lay them out (build.rs hands the file to the release link).

    cargo --locked release-static && python3 docs/scripts/symbol_order.py target/release/overseer

The binary (BIN) is the shipped build, `cargo --locked release-static`: static, so
the libc functions a one-shot runs are the binary's own and are ordered too.

Runs a few one-shot commands of the default game (init, add-player, check, status,
caps, a refused command) under valgrind's callgrind on a file of their own, takes
every function of the binary they ran, and lists them by their address in BIN,
with the names LTO gives the functions it moves between code units
(`.llvm.<hash>`): the hash is that of the code unit, so the name stays while the
code that makes it does not change, and goes when it does. Needs valgrind and nm.
Run from the repository's root; run it again, and build again, before measuring a
release (a symbol that no longer exists is skipped by the linker).
"""
import os
import re
import subprocess
import sys
import tempfile

OUT = "link/one-shot-symbols.txt"
PLAYER = ["add-player", "101", "Jake", "Jake Miller", "Scavenger",
          "6", "7", "5", "4", "6", "8", "4", "Small Guns", "Sneak", "Lockpick"]
COMMANDS = [["init"], PLAYER, ["check", "Jake", "PER", "Lockpick", "1"], ["status"],
            ["caps", "Jake", "5"], ["caps", "Nobody", "5"]]
HEADER = """\
# The functions a one-shot `overseer cli` command runs, in the order the release
# link lays them out (build.rs): together, a one-shot touches fewer pages of the
# binary's code (docs/store-bench.md, "A one-shot's code laid out together").
# Written by `python3 docs/scripts/symbol_order.py target/release/overseer`.
"""


def ran(binary, work):
    """The names of every function the commands ran, mangled."""
    names = set()
    db = os.path.join(work, "order.db")
    for i, words in enumerate(COMMANDS):
        out = os.path.join(work, f"callgrind.{i}")
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no",
                        f"--callgrind-out-file={out}", binary, "cli", "--db", db,
                        "--seed", "7", *words],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        with open(out, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = re.match(r"^c?fn=\(\d+\) (.+)$", line.rstrip("\n"))
                if m:
                    names.add(m.group(1))
    return names


def addresses(binary):
    """Each function symbol of the binary and its address."""
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True,
                             text=True, check=True).stdout
    found = {}
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            found[parts[2]] = int(parts[0], 16)
    return found


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as work:
        names = ran(binary, work)
    where = addresses(binary)
    kept = sorted((n for n in names if n in where), key=where.get)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(HEADER)
        f.write("\n".join(kept) + "\n")
    print(f"{OUT}: {len(kept)} functions of {len(names)} that ran")


if __name__ == "__main__":
    main()
