#!/usr/bin/env python3
"""Decks for self-play built from the card records: for each faction a
Constructed deck (a Hero, then 13 or more names, 3 copies each, at most 15
Rares) and Limited decks of two factions, drawn from the sets given, the
first set's cards before the others', from the records this build plays
(cards/altered.tsv: booster prints whose abilities are encoded).

    /usr/bin/python3 tools/make_decks.py --sets ALIZE,CORE --seed 27
    /usr/bin/python3 tools/make_decks.py --sets BISE,CORE --seed 1 --name maze
    /usr/bin/python3 tools/make_decks.py --sets CYCLONE,CORE --seed 1 --name sky

write corpora/decks/NAME_FACTION.txt (six Constructed decks) and
NAME_limited_F1_F2.txt (three Limited decks) for Trial by Frost (NAME frost,
the default), Whispers from the Maze and Skybound Odyssey, each deck with a
comment holding the command that drew it. The same seed and database write
the same decks; a set whose designs the build plays more of draws again
with the same command. `altered-replay deck check` judges them.
"""
import argparse
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FACTIONS = [("AX", "Axiom"), ("BR", "Bravos"), ("LY", "Lyra"), ("MU", "Muna"), ("OR", "Ordis"), ("YZ", "Yzmir")]
PLAYABLE = {"CHARACTER", "SPELL", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT", "PERMANENT"}


def read_cards(path):
    """Each record of the database: (ref, name, type, faction, rarity,
    supported), booster prints only."""
    cards = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("alias\t") or "\t" not in line:
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 16 or not cols[0].startswith("ALT_"):
                continue
            ref, name, typ, faction, rarity, abilities = cols[0], cols[1], cols[2], cols[3], cols[4], cols[14]
            parts = ref.split("_")
            if len(parts) < 5 or parts[2] != "B":
                continue
            cards.append({"ref": ref, "set": parts[1], "name": name, "type": typ, "faction": faction,
                          "rarity": rarity, "supported": abilities != "?", "design": cols[15]})
    return cards


def pool(cards, sets, faction):
    return [c for c in cards if c["set"] in sets and c["faction"] == faction and c["supported"] and
            c["type"] in PLAYABLE and c["rarity"] in ("COMMON", "RARE")]


def constructed(rng, cards, sets, code, first_share):
    """A Hero of the faction (one of the first set's own designs, else its
    print of an earlier Hero, when it has one), then
    names, first_share of the first 14 from the first set, until 39 cards
    or more: 3 copies of each name, a Rare for one of them while fewer than
    15 Rares are in."""
    heroes = [c for c in cards if c["set"] in sets and c["faction"] == code and c["type"] == "HERO" and c["supported"]]
    own = "ALT_%s_" % sets[0]
    heroes.sort(key=lambda c: (not c["design"].startswith(own), c["set"] != sets[0], c["ref"]))
    hero = rng.choice([h for h in heroes if h["set"] == heroes[0]["set"] and
                       h["design"].startswith(own) == heroes[0]["design"].startswith(own)])
    by_name = {}
    for c in pool(cards, sets, code):
        by_name.setdefault((c["set"], c["name"]), []).append(c)
    first = sorted(k for k in by_name if k[0] == sets[0])
    rest = sorted(k for k in by_name if k[0] != sets[0])
    rng.shuffle(first)
    rng.shuffle(rest)
    take = round(14 * first_share)
    names = first[:take] + rest[:14 - take] + first[take:] + rest[14 - take:]
    counts, rares, seen = {}, 0, set()
    for key in names:
        if sum(counts.values()) >= 39:
            break
        if key[1] in seen:
            continue                       # at most 3 copies of a name, whatever its set
        seen.add(key[1])
        prints = by_name[key]
        commons = [c for c in prints if c["rarity"] == "COMMON"]
        rare = [c for c in prints if c["rarity"] == "RARE"]
        for _ in range(3):
            if rare and rares < 15 and (not commons or rng.random() < 0.4):
                pick = rng.choice(rare)
                rares += 1
            elif commons:
                pick = commons[0]
            else:
                break
            counts[pick["ref"]] = counts.get(pick["ref"], 0) + 1
    return hero, counts


def limited(rng, cards, sets, codes, size):
    """A Hero of the first faction and `size` cards of both factions, the
    first set's three times as likely, copies as they come."""
    heroes = [c for c in cards if c["set"] in sets and c["faction"] == codes[0] and c["type"] == "HERO" and c["supported"]]
    heroes.sort(key=lambda c: c["ref"])
    hero = rng.choice(heroes)
    candidates = pool(cards, sets, codes[0]) + pool(cards, sets, codes[1])
    candidates.sort(key=lambda c: c["ref"])
    weights = [3 if c["set"] == sets[0] else 1 for c in candidates]
    counts = {}
    for c in rng.choices(candidates, weights=weights, k=size):
        counts[c["ref"]] = counts.get(c["ref"], 0) + 1
    return hero, counts


def write(path, comment, hero, counts, names):
    with open(path, "w", encoding="utf-8") as f:
        for line in comment:
            f.write("# %s\n" % line)
        f.write("1 %s\n" % hero["ref"])
        for ref in sorted(counts):
            f.write("%d %s\n" % (counts[ref], ref))
    print("%s: %s and %d cards" % (os.path.relpath(path, ROOT), hero["name"], sum(counts.values())))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default="ALIZE,CORE", help="sets, the first drawn from first (default ALIZE,CORE)")
    ap.add_argument("--name", default="frost", help="the files' prefix (default frost)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--share", type=float, default=0.65, help="the first set's share of a Constructed deck's names")
    ap.add_argument("--out", default=os.path.join(ROOT, "corpora", "decks"))
    ap.add_argument("--db", default=os.path.join(ROOT, "cards", "altered.tsv"))
    args = ap.parse_args()
    sets = args.sets.split(",")
    # The command that draws the same decks again, in each deck's comment.
    drawn = "drawn by tools/make_decks.py --sets %s --seed %d" % (args.sets, args.seed)
    if args.name != "frost":
        drawn += " --name %s" % args.name
    cards = read_cards(args.db)
    rng = random.Random(args.seed)
    for code, faction in FACTIONS:
        hero, counts = constructed(rng, cards, sets, code, args.share)
        write(os.path.join(args.out, "%s_%s.txt" % (args.name, faction.lower())),
              ["Constructed, %s: %s, then names of %s (%d%% of them %s's), 3 copies each," %
               (faction, hero["name"], " and ".join(sets), round(100 * args.share), sets[0]),
               drawn],
              hero, counts, None)
    for a, b in ((0, 3), (1, 4), (2, 5)):
        codes = (FACTIONS[a][0], FACTIONS[b][0])
        hero, counts = limited(rng, cards, sets, codes, 39)
        write(os.path.join(args.out, "%s_limited_%s_%s.txt" % (args.name, FACTIONS[a][1].lower(), FACTIONS[b][1].lower())),
              ["Limited, %s and %s: %s and 39 cards of %s, %s's three times as likely," %
               (FACTIONS[a][1], FACTIONS[b][1], hero["name"], " and ".join(sets), sets[0]),
               drawn],
              hero, counts, None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
