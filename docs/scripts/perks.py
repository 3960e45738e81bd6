#!/usr/bin/env python3
"""Writes content/fallout-2d20/perks.json from the Foundry VTT Fallout
system's perks pack (github.com/Muttley/foundryvtt-fallout at e181d36,
data/packs/perks.db): every perk whose system.source is core_rulebook, with
its name, ranks and requirements (requirementsEx) and nothing else: no
description prose. docs/content.md ("perks.json") describes the fields.

Usage: perks.py <foundry checkout>/data/packs/perks.db > content/fallout-2d20/perks.json
"""
import glob
import json
import os
import sys

# Foundry's attribute keys, in S.P.E.C.I.A.L. order, and the game's.
ATTRIBUTES = [("str", "STR"), ("per", "PER"), ("end", "END"), ("cha", "CHA"),
              ("int", "INT"), ("agi", "AGI"), ("luc", "LCK")]
# Foundry's "not for" flags and the words perks.json uses.
NOT_FOR = [("notRobot", "robot"), ("notGhoul", "ghoul"),
           ("notSupermutant", "super_mutant"), ("notHuman", "human"),
           ("notRadiationImmune", "radiation_immune")]


def row(doc):
    system = doc["system"]
    req = system["requirementsEx"]
    ranks = system["rank"]["max"]
    out = {"name": doc["name"], "ranks": ranks, "level": req.get("level") or 1}
    if ranks > 1:
        out["level_step"] = req.get("levelIncrease") or 0
    special = {game: req["attributes"][key]["value"]
               for key, game in ATTRIBUTES
               if req["attributes"].get(key, {}).get("value")}
    if special:
        out["special"] = special
    not_for = [word for flag, word in NOT_FOR if req.get(flag)]
    if not_for:
        out["not_for"] = not_for
    if req.get("isCompanion"):
        out["companion"] = True
    if req.get("magazineUuids"):
        # Each core magazine perk is granted by the one issue of its name.
        out["magazine"] = True
    return out


def main():
    rows = []
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if doc.get("type") == "perk" and doc["system"].get("source") == "core_rulebook":
            rows.append(row(doc))
    rows.sort(key=lambda r: r["name"].casefold())
    text = ",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in rows)
    sys.stdout.write("[\n" + text + "\n]\n")


if __name__ == "__main__":
    main()
