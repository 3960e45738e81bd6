#!/usr/bin/env python3
"""Writes content/fallout-2d20/robot_armour.json and robot_modules.json from
the Foundry VTT Fallout system's packs (github.com/Muttley/foundryvtt-fallout
at e181d36): the robot_armor Items of data/packs/apparel.db and the
robot_mod Items of data/packs/robot_modules.db whose system.source is
core_rulebook. Names and numbers only: no description prose, no effect
text. docs/content.md ("Robots") describes the fields.

A Mister Handy's locations are the humanoid table's rows here: Optics is
the head (1-2), Main Body the torso (3-8), Arms 1, 2 and 3 the left arm,
right arm and left leg (9-17), the Thruster the right leg (18-20). Foundry
marks its Thruster pieces on the torso; the piece's own name says Thruster,
so it covers the Thruster's row (docs/rulesets/fallout-2d20.md, "Robots").

Usage: robots.py <foundry checkout>/data/packs armour > content/fallout-2d20/robot_armour.json
       robots.py <foundry checkout>/data/packs modules > content/fallout-2d20/robot_modules.json
"""
import glob
import json
import os
import sys

LOCATIONS = [("head", "head"), ("torso", "torso"), ("armL", "left-arm"),
             ("armR", "right-arm"), ("legL", "left-leg"), ("legR", "right-leg")]


def docs(folder, kind):
    out = []
    for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if doc.get("type") == kind and doc["system"].get("source") == "core_rulebook":
            out.append(doc)
    return sorted(out, key=lambda d: d["name"])


def armour(doc):
    s = doc["system"]
    where = [ours for theirs, ours in LOCATIONS if s["location"].get(theirs)]
    if "Thruster" in doc["name"]:
        where = ["right-leg"]
    r = s["resistance"]
    row = {"name": doc["name"],
           "layer": "plating" if s["apparelType"] == "plating" else "armour",
           "physical": r["physical"], "energy": r["energy"],
           "radiation": r["radiation"], "locations": where}
    for key in ("weight", "cost", "rarity"):
        if s.get(key):
            row[key] = s[key]
    return row


def module(doc):
    s = doc["system"]
    row = {"name": doc["name"]}
    for key in ("weight", "cost", "rarity"):
        if s.get(key):
            row[key] = s[key]
    if s.get("perks"):
        row["perks"] = s["perks"]
    return row


def main():
    packs, what = sys.argv[1], sys.argv[2]
    if what == "armour":
        rows = [armour(d) for d in docs(os.path.join(packs, "apparel.db"), "robot_armor")]
    else:
        rows = [module(d) for d in docs(os.path.join(packs, "robot_modules.db"), "robot_mod")]
    print("[")
    print(",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in rows))
    print("]")


if __name__ == "__main__":
    main()
