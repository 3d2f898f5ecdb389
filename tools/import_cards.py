#!/usr/bin/env python3
"""import_cards.py: turns the official card records of every set into the card database.

What: reads every set's records in the official card API's shape
(../shared/reference/cards/SET_EN.json), the sets' names (card_sets_en.json),
each card's dated errata, bans and suspensions (history/SET.json), and the
project's own files under cards/: the ability encodings per set
(cards/abilities/SET.tsv) and the scope of each ban and suspension
(cards/legality.tsv). It writes cards/altered.tsv, the text the engine parses
and compiles in (format 2 of docs/card-database.md).

Why: the engine must not depend on JSON nor on files outside the project, and
the project may carry card facts (names, references, costs, statistics, Hero
limits, rarities, the dates of errata, bans and suspensions) but never the
printed ability texts. The texts are read to find the passive keywords a card
carries, to tell which prints share a design, and to see that a card has
abilities at all; they are never written out.

The output is deterministic: records sorted by reference then date, fixed
field order, LF line endings; the same inputs always give the same bytes (and
so the same digest in game logs). cards/beyond_the_gates.tsv (db-version
btg-4) is not written here: a database version never changes once a log names
it.

Usage (from anywhere):
    python3 tools/import_cards.py [--check] [REFERENCE_DIR]
REFERENCE_DIR defaults to ../shared/reference/cards relative to the repository
root. --check writes nothing and exits 1 when cards/altered.tsv differs from
what the inputs give (ctest card_database_records), and 77 (a skip) when
the records are not there.
"""

import hashlib
import json
import os
import re
import sys

DB_MAGIC = "altered-cards"
DB_FORMAT = "2"
DB_VERSION = "all-1"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCE = os.path.join(ROOT, "..", "shared", "reference", "cards")
OUTPUT = os.path.join(ROOT, "cards", "altered.tsv")
ABILITIES_DIR = os.path.join(ROOT, "cards", "abilities")
LEGALITY = os.path.join(ROOT, "cards", "legality.tsv")

# The sets in the order their designs were first printed: a design reprinted
# in a later set keeps the reference of its first booster print. CORE and
# COREKS (the Kickstarter print of Beyond the Gates) share designs and their
# encodings (cards/abilities/CORE.tsv).
MAIN_SETS = ["CORE", "COREKS", "ALIZE", "BISE", "CYCLONE", "DUSTER"]
PROMO_SETS = ["MUSUBI", "TCS3", "WCQ25", "WCF25", "WCS25", "DUSTERCB", "DUSTEROP", "DUSTERTOP"]
# The reference files of these sets hold only part of the set: a reference of
# theirs the database lacks is "not in this build's records", not unknown.
PARTIAL_SETS = {"DUSTER": "115 of its records"}

TYPES = {"CHARACTER", "SPELL", "PERMANENT", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT", "HERO",
         "TOKEN", "TOKEN_MANA", "TOKEN_LANDMARK_PERMANENT"}
FACTIONS = {"AX", "BR", "LY", "MU", "OR", "YZ", "NE"}
RARITIES = {"COMMON", "RARE", "EXALTED", "UNIQUE"}

SIMPLE_KEYWORDS = {"Defender": "defender", "Eternal": "eternal", "Gigantic": "gigantic",
                   "Seasoned": "seasoned", "Cooldown": "cooldown"}
NUMBERED_KEYWORDS = {"Tough": "tough", "Scout": "scout"}
KEYWORD_ORDER = ["defender", "eternal", "gigantic", "seasoned", "cooldown", "fleeting", "tough", "scout"]

REMINDER = r"(?:\s*\([^()]*\))?"
RE_SIMPLE = re.compile(r"^\[(\w+)\]\." + REMINDER + r"$")
RE_NUMBERED = re.compile(r"^\[(\w+) (\d+)\]\." + REMINDER + r"$")
# Whispers from the Maze prints Scout's X as the mana it is (CR 4.0 7.4.5.c): "[Scout] {1}."
RE_MANA_KEYWORD = re.compile(r"^\[(Scout)\] \{(\d+)\}\." + REMINDER + r"$")
# A list of keywords in one paragraph: "[Gigantic], [Tough 1]." (Skybound Odyssey's Lucan rare)
RE_KEYWORD_LIST = re.compile(r"^(\[[^\[\]]+\](?:, \[[^\[\]]+\])+)\." + REMINDER + r"$")
RE_FLEETING = re.compile(r"^\[\[Fleeting\]\]\." + REMINDER + r"$")
RE_ONLY_REMINDER = re.compile(r"^\([^()]*\)$")
RE_PARAGRAPHS = re.compile(r"\s{2,}")
RE_REF = re.compile(r"ALT_([A-Z0-9]+)_([ABP])_([A-Z]{2})_(\d+)_(C|R1|R2|E)")
RE_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def fail(msg):
    sys.stderr.write("import_cards.py: %s\n" % msg)
    sys.exit(1)


def strip_rare(value):
    """'#3#' -> '3': a rare print's changed values are wrapped in '#'."""
    return value.replace("#", "") if isinstance(value, str) else value


def number(elements, key, ref):
    value = strip_rare(elements.get(key))
    if value is None or str(value).strip() == "":
        return "-"
    text = str(value).strip()
    if not re.fullmatch(r"0|[1-9][0-9]?", text):
        fail("%s: %s is not a number from 0 to 99: %r" % (ref, key, value))
    return text


def text_of(elements, key):
    value = elements.get(key)
    if isinstance(value, dict):
        value = value.get("en")
    return strip_rare(value or "").replace("\xa0", " ").strip()


def keyword_of(paragraph, card_type):
    m = RE_SIMPLE.match(paragraph)
    if m and m.group(1) in SIMPLE_KEYWORDS:
        return SIMPLE_KEYWORDS[m.group(1)]
    m = RE_NUMBERED.match(paragraph) or RE_MANA_KEYWORD.match(paragraph)
    if m and m.group(1) in NUMBERED_KEYWORDS and 1 <= int(m.group(2)) <= 99:
        return "%s=%d" % (NUMBERED_KEYWORDS[m.group(1)], int(m.group(2)))
    if card_type == "SPELL" and RE_FLEETING.match(paragraph):
        return "fleeting"
    return None


def classify(card_type, main, echo):
    """(keywords, abilities) of a card from its texts; abilities '-' or '?'."""
    keywords, other = [], bool(echo)
    if main:
        paragraphs = [p.strip() for p in RE_PARAGRAPHS.split(main) if p.strip()]
        if card_type.startswith("TOKEN") and len(paragraphs) == 1 and RE_ONLY_REMINDER.match(paragraphs[0]):
            paragraphs = []   # how tokens leave play: a rule of the game, not an ability
        for p in paragraphs:
            m = RE_KEYWORD_LIST.match(p)
            items = [i + "." for i in m.group(1).split(", ")] if m else [p]
            for item in items:
                kw = keyword_of(item, card_type)
                if kw is None or kw.split("=")[0] in [k.split("=")[0] for k in keywords]:
                    other = True
                else:
                    keywords.append(kw)
    if card_type == "HERO" and (main or echo):
        other = True
    keywords.sort(key=lambda k: KEYWORD_ORDER.index(k.split("=")[0]))
    return (",".join(keywords) or "-"), ("?" if other else "-")


def same_text(text):
    """A printed text reduced to what tells designs apart: no reminders, marks,
    punctuation, case or spacing (prints reword those without a new design)."""
    t = text.replace("#", "").replace("[]", "")
    t = re.sub(r"\([^()]*\)", " ", t)
    t = re.sub(r"[\[\]\.,;:\u2014\u2013-]", " ", t)
    return re.sub(r"\s+", " ", t).strip().lower()


class Card:
    """One record of the reference files, as the importer reads it."""

    def __init__(self, record, set_code):
        self.ref = record.get("reference", "")
        m = RE_REF.fullmatch(self.ref)
        if not m or m.group(1) != set_code:
            fail("%s: not a reference of set %s" % (self.ref, set_code))
        self.set, self.print, self.ff, self.nn, self.rr = m.group(1), m.group(2), m.group(3), int(m.group(4)), m.group(5)
        self.type = (record.get("cardType") or {}).get("reference")
        self.faction = (record.get("mainFaction") or {}).get("reference")
        self.rarity = (record.get("rarity") or {}).get("reference")
        if self.type not in TYPES or self.faction not in FACTIONS or self.rarity not in RARITIES:
            fail("%s: type %r, faction %r or rarity %r unknown" % (self.ref, self.type, self.faction, self.rarity))
        name = record.get("name")
        if isinstance(name, dict):
            name = name.get("en")
        self.name = (name or "").strip()
        if not self.name or any(ord(c) < 0x20 or ord(c) == 0x7F for c in self.name):
            fail("%s: bad name %r" % (self.ref, name))
        self.subtypes = []
        for s in record.get("cardSubTypes") or []:
            s = str(s.get("reference", "")).strip().upper()
            if not re.fullmatch(r"[A-Z0-9_]+", s):
                fail("%s: bad subtype %r" % (self.ref, s))
            self.subtypes.append(s)
        el = record.get("elements") or {}
        self.numbers = [number(el, k, self.ref) for k in
                        ("MAIN_COST", "RECALL_COST", "FOREST_POWER", "MOUNTAIN_POWER", "OCEAN_POWER")]
        self.limits = [number(el, k, self.ref) for k in ("RESERVE", "PERMANENT")]
        self.main, self.echo = text_of(el, "MAIN_EFFECT"), text_of(el, "ECHO_EFFECT")
        # The Kickstarter print's records still spell a Landmark "PERMANENT"
        # with the sub-type LANDMARK, as the API did before it named the
        # kinds of Permanent: the same type, spelled as today.
        if self.type == "PERMANENT":
            if "LANDMARK" in self.subtypes:
                self.type = "LANDMARK_PERMANENT"
            elif "GEAR" in self.subtypes:
                self.type = "EXPEDITION_PERMANENT"
            else:
                fail("%s: a Permanent of no known kind" % self.ref)
        self.keywords, self.abilities = classify(self.type, self.main, self.echo)
        self.key = (self.type, self.name.lower(), same_text(self.main), same_text(self.echo))
        self.design = None

    def family_set(self):
        return "CORE" if self.set == "COREKS" else self.set

    def suffix(self):
        return "%s_%02d_%s" % (self.ff, self.nn, self.rr)


def load_sets(source):
    """Every set's cards, the sets' names, and the raw bytes read (for the digest)."""
    digest = hashlib.sha256()
    path = os.path.join(source, "card_sets_en.json")
    with open(path, "rb") as f:
        raw = f.read()
    digest.update(raw)
    names = {}
    for s in json.loads(raw.decode("utf-8")).get("hydra:member", []):
        names[s["reference"]] = s["name"]
    cards = []
    for code in MAIN_SETS + PROMO_SETS:
        path = os.path.join(source, "%s_EN.json" % code)
        with open(path, "rb") as f:
            raw = f.read()
        digest.update(raw)
        for record in json.loads(raw.decode("utf-8")):
            cards.append(Card(record, code))
        if code not in names:
            fail("%s is not named in card_sets_en.json" % code)
    history = {}
    hdir = os.path.join(source, "history")
    for fname in sorted(os.listdir(hdir)):
        if not fname.endswith(".json"):
            continue
        with open(os.path.join(hdir, fname), "rb") as f:
            raw = f.read()
        digest.update(raw)
        for ref, entries in json.loads(raw.decode("utf-8")).items():
            history.setdefault(ref, []).extend(entries)
    return cards, names, history, digest.hexdigest()


def assign_designs(cards):
    """Each card's design: the first booster print of the same card. A booster
    print of a main set is its own design unless an earlier set printed the
    same card (a Hero reprinted in a later set); CORE and COREKS share a
    design per reference. An alternate-art or promotional print, or a card of a
    promotional set, is the design of the booster print it reprints."""
    by_ref = {c.ref: c for c in cards}
    order = {s: i for i, s in enumerate(MAIN_SETS)}
    boosters = sorted((c for c in cards if c.print == "B" and c.set in order),
                      key=lambda c: (order[c.set], c.ref))
    first_of_key = {}
    core_of = {c.suffix(): c for c in boosters if c.set == "CORE"}
    for c in boosters:
        if c.set == "COREKS":
            twin = core_of.get(c.suffix())
            if twin is not None:
                c.design = twin.design
                continue
        # An earlier set's print of the same card (a Hero reprinted), or, within
        # a set, a print with the same numbers too: the out-of-faction rare
        # (R2) whose only difference from the R1 is its faction. A Common and
        # its Rare share a text but not their numbers: two designs.
        earlier = first_of_key.get(c.key)
        same_set = first_of_key.get((c.key, tuple(c.numbers), tuple(c.limits)))
        if earlier is not None and earlier.family_set() != c.family_set():
            c.design = earlier.design
        elif same_set is not None:
            c.design = same_set.design
        else:
            c.design = c
        first_of_key.setdefault(c.key, c)
        first_of_key.setdefault((c.key, tuple(c.numbers), tuple(c.limits)), c)
    for c in cards:
        if c.design is not None:
            continue
        swap = by_ref.get("ALT_%s_B_%s_%s_%s" % (c.set, c.ff, "%02d" % c.nn, c.rr)) or \
            by_ref.get("ALT_%s_B_%s_%d_%s" % (c.set, c.ff, c.nn, c.rr))
        if swap is not None and swap.design is not None and swap.name == c.name and swap.type == c.type:
            c.design = swap.design
            continue
        same = [b for b in boosters if b.key == c.key]
        same.sort(key=lambda b: (b.suffix() != c.suffix(), order[b.set], b.ref))
        c.design = same[0].design if same else c


def read_abilities():
    """{set: {key: encoding}} and {set: {(key, date): encoding or '='}} from
    cards/abilities/SET.tsv: KEY<TAB>ENCODING for the first printing,
    KEY@YYYY-MM-DD<TAB>ENCODING for the version in force from that date,
    KEY@YYYY-MM-DD<TAB>= for an erratum that only rewords."""
    base, later = {}, {}
    if not os.path.isdir(ABILITIES_DIR):
        return base, later
    for fname in sorted(os.listdir(ABILITIES_DIR)):
        if not fname.endswith(".tsv"):
            continue
        code = fname[:-4]
        path = os.path.join(ABILITIES_DIR, fname)
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                parts = line.split("\t")
                if len(parts) != 2 or not parts[1]:
                    fail("%s:%d: expected KEY<TAB>ENCODING" % (path, n))
                key, enc = parts
                if "@" in key:
                    key, date = key.split("@", 1)
                    if not RE_DATE.fullmatch(date) or (key, date) in later.setdefault(code, {}):
                        fail("%s:%d: a version KEY@YYYY-MM-DD, once" % (path, n))
                    later[code][(key, date)] = enc
                else:
                    if key in base.setdefault(code, {}) or enc == "=":
                        fail("%s:%d: a design's first printing, once, with its encoding" % (path, n))
                    base[code][key] = enc
    return base, later


def read_legality():
    rows = []
    with open(LEGALITY, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            p = line.split("\t")
            if (len(p) != 6 or not RE_DATE.fullmatch(p[0]) or not (p[1] == "-" or RE_DATE.fullmatch(p[1]))
                    or p[2] not in ("banned", "suspended") or p[3] != "constructed"
                    or not re.fullmatch(r"(design:ALT_[A-Z0-9_]+|unique:[A-Z0-9]+_[A-Z]{2}_\d{2}(:[A-Z]{2})?)", p[4])
                    or not re.fullmatch(r"\d+(,\d+)*", p[5])):
                fail("%s:%d: expected FROM UNTIL banned|suspended constructed SCOPE ENTRIES" % (LEGALITY, n))
            rows.append(p)
    return rows


def main(argv):
    check = "--check" in argv[1:]
    args = [a for a in argv[1:] if a != "--check"]
    if len(args) > 1:
        fail("usage: import_cards.py [--check] [REFERENCE_DIR]")
    source = args[0] if args else DEFAULT_SOURCE
    if check and not os.path.isfile(os.path.join(source, "card_sets_en.json")):
        sys.stderr.write("import_cards.py: no records at %s: nothing to check\n" % source)
        sys.exit(77)   # ctest's skip: a checkout without ../shared
    cards, set_names, history, digest = load_sets(source)
    by_ref = {}
    for c in cards:
        if c.ref in by_ref:
            fail("%s appears twice" % c.ref)
        by_ref[c.ref] = c
    assign_designs(cards)
    base, later = read_abilities()

    def design_key(c):
        d = c.design
        return d.family_set(), d.suffix()

    used, used_later = set(), set()
    rows = []
    for c in sorted(cards, key=lambda c: c.ref):
        d = c.design
        fset, key = design_key(c)
        enc = base.get(fset, {}).get(key)
        abilities = d.abilities
        if enc is not None:
            if d.abilities != "?":
                fail("%s: cards/abilities/%s.tsv encodes %s, whose text has no ability" % (c.ref, fset, key))
            abilities = enc
            used.add((fset, key))
        facts = [c.name, c.type, c.faction, c.rarity, ",".join(c.subtypes or d.subtypes) or "-"]
        numbers = [n if n != "-" else dn for n, dn in zip(c.numbers, d.numbers)]
        if c.type == "HERO":
            limits = [n if n != "-" else dn for n, dn in zip(c.limits, d.limits)]
            if "-" in limits:
                fail("%s: a Hero without its limits" % c.ref)
        else:
            limits = ["-", "-"]
        row = [c.ref] + facts + numbers + limits + [d.keywords, abilities, d.ref, "-"]
        rows.append(row)
        versions = sorted((date, e) for (k, date), e in later.get(fset, {}).items() if k == key)
        for date, e in versions:
            used_later.add((fset, key, date))
            if e != "=":
                rows.append(row[:14] + [e, d.ref, date])

    unused = sorted(set((s, k) for s in base for k in base[s]) - used)
    if unused:
        fail("cards/abilities lists designs with no record: %s" % ", ".join("%s %s" % u for u in unused))
    unused = sorted(set((s, k, d) for s in later for (k, d) in later[s]) - used_later)
    if unused:
        fail("cards/abilities lists versions of designs with no record: %s" % ", ".join("%s %s@%s" % u for u in unused))

    # Every erratum of an encoded design is a version or a rewording, said so.
    history_rows, missing = [], []
    for ref in sorted(history):
        c = by_ref.get(ref)
        for e in sorted(history[ref], key=lambda e: (e["fromDate"], int(e["id"]))):
            kind, date = e["type"].lower(), e["fromDate"][:10]
            what = "-"
            if c is not None and kind.endswith("_erratum"):
                fset, key = design_key(c)
                # A design with no ability text (Red's Common beside its Rare's
                # erratum) is encoded as it stands: "-".
                if (fset, key) in used or c.design.abilities == "-":
                    v = later.get(fset, {}).get((key, date))
                    if v is None:
                        missing.append("%s (%s %s@%s)" % (ref, fset, key, date))
                    what = "rewording" if v == "=" else "version"
                else:
                    what = "not encoded"
            history_rows.append(["history", ref, date, kind, what, str(e["id"])])
    if missing:
        fail("errata with no version and no rewording in cards/abilities: %s" % ", ".join(missing))

    legal = read_legality()
    covered = set()
    for p in legal:
        covered.update(p[5].split(","))
        if p[4].startswith("design:") and p[4][7:] not in by_ref:
            fail("cards/legality.tsv: %s is no record" % p[4])
    entries = set(str(e["id"]) for es in history.values() for e in es
                  if e["type"] in ("BANNED", "SUSPENDED", "UNSUSPENDED"))
    if entries - covered:
        fail("bans and suspensions cards/legality.tsv does not scope: entries %s" % ", ".join(sorted(entries - covered)))

    # Earlier spellings of a reference: the number without its leading zero
    # (ALT_CORE_B_NE_1_C) or with it, wherever no record has that spelling.
    aliases = []
    for c in cards:
        for nn in ("%d" % c.nn, "%02d" % c.nn):
            other = "ALT_%s_%s_%s_%s_%s" % (c.set, c.print, c.ff, nn, c.rr)
            if other != c.ref and other not in by_ref:
                aliases.append(["alias", other, c.ref])

    # A Unique is judged by its family for deck limits: one record a family
    # (ALT_SET_B_FF_NN_U), named and typed as the family, rarity UNIQUE, its
    # faction the family's letters (a Unique's own may differ), no ability.
    uniques = {}
    for c in cards:
        if c.print == "B" and c.set in MAIN_SETS and c.rr in ("C", "R1") and c.type in (
                "CHARACTER", "SPELL", "PERMANENT", "LANDMARK_PERMANENT", "EXPEDITION_PERMANENT"):
            ref = "ALT_%s_B_%s_%02d_U" % (c.set, c.ff, c.nn)
            if ref not in uniques or c.rr == "C":
                uniques[ref] = [ref, c.name, c.type, c.ff, "UNIQUE", ",".join(c.subtypes) or "-",
                                "-", "-", "-", "-", "-", "-", "-", "-", "?", ref, "-"]
    rows.extend(uniques.values())
    rows.sort(key=lambda r: (r[0], r[16]))

    for r in rows:
        if len(r) != 17 or any(f == "" or "\t" in f or "\n" in f for f in r):
            fail("%s: a field is empty or holds a tab or newline" % r[0])

    lines = [
        "# Altered card database: every set's records, facts and the project's ability encodings.",
        "# Generated by tools/import_cards.py; do not edit by hand. Format: docs/card-database.md.",
        "# Source records: sha256 %s" % digest,
        "\t".join([DB_MAGIC, DB_FORMAT, DB_VERSION]),
    ]
    for code in MAIN_SETS + PROMO_SETS:
        lines.append("\t".join(["set", code, set_names[code], "partial" if code in PARTIAL_SETS else "complete"]))
    lines += ["\t".join(a) for a in sorted(aliases)]
    lines += ["\t".join(["legal"] + p) for p in legal]
    lines += ["\t".join(h) for h in history_rows]
    lines.append("# ref\tname\ttype\tfaction\trarity\tsubtypes\thand\treserve\tforest\tmountain\twater"
                 "\treserve_limit\tlandmark_limit\tkeywords\tabilities\tdesign\tfrom")
    lines += ["\t".join(r) for r in rows]
    text = ("\n".join(lines) + "\n").encode("utf-8")

    if check:
        try:
            with open(OUTPUT, "rb") as f:
                same = f.read() == text
        except OSError:
            same = False
        if not same:
            fail("cards/altered.tsv is not what the records and cards/ give: run tools/import_cards.py")
        print("cards/altered.tsv matches the records (sha256 %s)" % digest)
        return 0
    with open(OUTPUT, "wb") as f:
        f.write(text)

    print("wrote %s" % os.path.relpath(OUTPUT, os.getcwd()))
    # Per set: its records, the designs first printed in it (CORE's count
    # COREKS's too), and those the engine plays: encoded, or with nothing to
    # encode beyond keywords.
    print("%-10s %8s %8s %12s" % ("set", "records", "designs", "implemented"))
    for code in MAIN_SETS + PROMO_SETS:
        mine = [c for c in cards if c.set == code]
        designs = set(c.design.ref for c in cards if c.design.family_set() == code)
        done = [d for d in designs
                if by_ref[d].abilities == "-" or (by_ref[d].family_set(), by_ref[d].suffix()) in used]
        print("%-10s %8d %8d %12d" % (code, len(mine), len(designs), len(done)))
    print("versions: %d, aliases: %d, Unique families: %d" %
          (sum(1 for r in rows if r[16] != "-"), len(aliases), len(uniques)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
