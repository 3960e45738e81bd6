#!/usr/bin/env python3
"""Writes content/fallout-2d20/weapon_mods.json and apparel_mods.json from the
Foundry VTT Fallout system's compendium (packs weapon_mods.db and
apparel_mods.db, commit e181d36): numbers and names only, never the
description prose.

    python3 docs/scripts/fallout2d20_mods.py /path/to/foundryvtt-fallout/data/packs

Run from the repository's root. docs/content.md describes the fields and
docs/rulesets/fallout-2d20.md ("Mods") the decisions.
"""
import json
import os
import re
import sys

KINDS = {
    "smallGuns": "small_guns",
    "bigGuns": "big_guns",
    "energyWeapons": "energy_weapons",
    "meleeWeapons": "melee",
    "unarmed": "unarmed",
}
# Foundry's folders that name one weapon, and the shipped weapon each is.
WEAPON_FOLDERS = {
    "Knuckles": "Brass Knuckles",
    "Gamma Gun Dish": "Gamma Gun",
    "Gamma Gun Muzzle": "Gamma Gun",
    "Laser Musket Capacitor": "Laser Musket",
}
# Quality keys of Foundry and ours (the others keep Foundry's key, shown).
QUALITIES = {
    "close_quarters": "close_quarters",
    "concealed": "concealed",
    "debilitating": "debilitating",
    "inaccurate": "inaccurate",
    "reliable": "reliable",
    "suppressed": "suppressed",
    "two_handed": "two_handed",
    "unreliable": "unreliable",
    "parry": "parry",
    "blast": "blast",
    "gatling": "gatling",
    "thrown": "thrown",
    "mine": "mine",
}
EFFECTS = ["burst", "breaking", "persistent", "piercing_x", "radioactive", "spread", "stun", "vicious"]
# A mod's effect field that is one damage effect's name (a keyword, not prose).
EFFECT_WORDS = {
    "Persistent (Energy)": {"effect": "persistent", "value": "energy"},
    "Persistent (Physical)": {"effect": "persistent", "value": "physical"},
    "Gain Vicious": {"effect": "vicious"},
}
# Apparel mods' Foundry folders and which of our pieces each fits: a name
# the piece's name holds (None: any), the slots.
APPAREL_FOLDERS = {
    "Combat Armor Material": "Combat Armor",
    "Leather Armor Material": "Leather",
    "Metal Armor Material": "Metal",
    "Raider Armor Material": "Raider",
    "Synth Armor Material": "Synth",
    "Vault Jumpsuit Mods": "Vault Jumpsuit",
}
# A number an apparel mod's effect field gives to carry weight.
CARRY = re.compile(r"^<p>\+(\d+) Carry Weight</p>$")


def load(pack):
    docs = []
    for f in sorted(os.listdir(pack)):
        with open(os.path.join(pack, f), encoding="utf-8") as fh:
            docs.append(json.load(fh))
    folders = {d["_id"]: d for d in docs if "system" not in d}
    items = [d for d in docs if "system" in d and d["system"].get("source") == "core_rulebook"]
    return items, folders


def path(folders, fid):
    names = []
    while fid:
        f = folders[fid]
        names.append(f["name"])
        fid = f.get("folder")
    return list(reversed(names))


def text(html):
    return re.sub(r"<[^>]+>", "", html or "").replace("&nbsp;", " ").strip()


def weapon_mod(d, folders, weapons, ammo):
    s = d["system"]
    m = s["modEffects"]
    dmg = m["damage"]
    folder = path(folders, d.get("folder"))
    weapon = None
    for part in folder[1:]:
        base = part[:-5] if part.endswith(" Mods") else part[:-4] if part.endswith(" Mod") else part
        base = WEAPON_FOLDERS.get(base, base)
        if base in weapons:
            weapon = base
    row = {"name": d["name"].strip(), "kind": KINDS[s["weaponType"]], "slot": s["modType"]}
    if weapon:
        row["weapon"] = weapon
        row["kind"] = weapons[weapon]
    if s.get("namePrefix", "").strip():
        row["prefix"] = s["namePrefix"].strip()
    if dmg["rating"]:
        row["damage_set" if dmg["overrideDamage"] == "override" else "damage"] = dmg["rating"]
    types = [t for t in ["physical", "energy", "radiation", "poison"] if dmg["damageType"].get(t)]
    if types:
        row["damage_type"] = types[0]
    if m["fireRate"]:
        row["fire_rate"] = m["fireRate"]
    if m["range"]:
        row["range"] = m["range"]
    if m["ammo"]:
        row["ammo"] = ammo[m["ammo"].lower()]
    if m["ammoPerShot"]:
        row["ammo_per_shot"] = m["ammoPerShot"]
    gain, lose, effects = [], [], []
    for key, v in dmg["weaponQuality"].items():
        word = QUALITIES.get(key, key)
        if v["value"] == 1:
            gain.append(word)
        elif v["value"] == -1:
            lose.append(word)
    for key, v in dmg["damageEffect"].items():
        if v["value"] != 1:
            continue
        if key == "piercing_x":
            effects.append({"effect": "piercing", "value": v["rank"] or 1})
        elif key in EFFECTS:
            effects.append({"effect": key})
        else:
            gain.append(key)
    extra = text(m["effect"])
    if extra in EFFECT_WORDS:
        effects.append(EFFECT_WORDS[extra])
    elif extra:
        row["gm_effect"] = True
    if gain:
        row["gain"] = sorted(gain)
    if lose:
        row["lose"] = sorted(lose)
    if effects:
        row["effects"] = effects
    row["weight"] = s["weight"]
    if s.get("perks", "").strip():
        row["perks"] = s["perks"].strip()
    row["cost"] = s["cost"]
    row["rarity"] = s["rarity"]
    return row


def apparel_mod(d, folders):
    s = d["system"]
    folder = path(folders, d.get("folder"))
    row = {"name": d["name"].strip(), "family": folder[0], "slot": s["modType"]}
    if len(folder) > 1:
        row["family"] = "/".join(folder)
    piece = APPAREL_FOLDERS.get(folder[0])
    if piece:
        row["piece"] = piece
    locations = s.get("location") or ""
    if isinstance(locations, list):
        locations = ", ".join(locations)
    row["locations"] = locations.strip()
    dr = {t: s["resistance"].get(t, 0) for t in ["physical", "energy", "radiation"]}
    if any(dr.values()):
        row["dr"] = dr
    if s["health"]["value"]:
        row["hp"] = s["health"]["value"]
    extra = text(s["effect"])
    carry = CARRY.match(s["effect"] or "")
    if carry:
        row["carry_weight"] = int(carry.group(1))
    elif extra:
        row["gm_effect"] = True
    row["weight"] = s["weight"]
    if s.get("perks", "").strip():
        row["perks"] = s["perks"].strip()
    row["cost"] = s["cost"]
    row["rarity"] = s["rarity"]
    return row


def unique(rows, key):
    out, seen = [], {}
    for r in rows:
        k = key(r)
        if k in seen:
            # The two copies of the energy weapons' Marksman's Stock differ:
            # the one that also removes Close Quarters is kept (the
            # decision is in docs/rulesets/fallout-2d20.md, "Mods").
            if seen[k] != r and len(r.get("lose", [])) > len(seen[k].get("lose", [])):
                out[out.index(seen[k])] = r
                seen[k] = r
            continue
        seen[k] = r
        out.append(r)
    return out


def main():
    packs = sys.argv[1]
    with open("content/fallout-2d20/weapons.json", encoding="utf-8") as fh:
        weapons = {w["name"]: w["kind"] for w in json.load(fh)}
    with open("content/fallout-2d20/ammo.json", encoding="utf-8") as fh:
        ours = [a["name"] for a in json.load(fh)]
    ammo = {a.lower(): a for a in ours}
    ammo.update({f"{a.lower()} round": a for a in ours})
    items, folders = load(os.path.join(packs, "weapon_mods.db"))
    rows = [weapon_mod(d, folders, weapons, ammo) for d in items]
    rows = unique(rows, lambda r: (r.get("weapon") or r["kind"], r["name"].lower()))
    rows.sort(key=lambda r: (r["kind"], r.get("weapon") or "", r["slot"], r["name"]))
    with open("content/fallout-2d20/weapon_mods.json", "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(f"weapon mods: {len(items)} documents, {len(rows)} rows")
    items, folders = load(os.path.join(packs, "apparel_mods.db"))
    rows = [apparel_mod(d, folders) for d in items]
    rows = unique(rows, lambda r: (r["family"], r["name"].lower()))
    rows.sort(key=lambda r: (r["family"], r["slot"], r["name"]))
    with open("content/fallout-2d20/apparel_mods.json", "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(f"apparel mods: {len(items)} documents, {len(rows)} rows")


if __name__ == "__main__":
    main()
