#!/usr/bin/env python3
"""import_cards.py: turns the official card records into the project's card database.

What: reads the Beyond the Gates card records (the official card API's JSON
shape, one dict keyed by reference) and writes cards/beyond_the_gates.tsv, the
text the engine parses and compiles in (format: docs/card-database.md).

Why: the engine must not depend on JSON nor on files outside the project, and
the project may carry card facts (names, references, costs, statistics, Hero
limits) but never the printed ability texts. This script keeps the facts and
reduces each text to what the engine can use: the passive keywords a card
carries unconditionally, and whether anything else remains (abilities '?').
The texts are read to detect keywords and are never written out.

The output is deterministic: records sorted by reference, fixed field order,
LF line endings; the same JSON always gives the same bytes (and so the same
digest in game logs).

Usage (from anywhere):
    python3 tools/import_cards.py [path/to/altered_cards_beyond_the_gates.json]
The default path is ../shared/reference/altered_cards_beyond_the_gates.json
relative to the repository root; the output is always cards/beyond_the_gates.tsv
under the repository root.
"""

import hashlib
import json
import os
import re
import sys

DB_MAGIC = "altered-cards"
DB_FORMAT = "1"
DB_VERSION = "btg-4"  # btg-2: abilities encoded (cards/abilities.tsv); btg-3: more Heroes; btg-4: every design encoded

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCE = os.path.join(ROOT, "..", "shared", "reference",
                              "altered_cards_beyond_the_gates.json")
OUTPUT = os.path.join(ROOT, "cards", "beyond_the_gates.tsv")

TYPES = {"CHARACTER", "SPELL", "PERMANENT", "HERO", "TOKEN", "TOKEN_MANA"}
FACTIONS = {"AX", "BR", "LY", "MU", "OR", "YZ", "NE"}
RARITIES = {"COMMON", "RARE", "EXALTED", "UNIQUE"}

# Passive keywords the engine knows, as the card texts spell them.
SIMPLE_KEYWORDS = {
    "Defender": "defender",
    "Eternal": "eternal",
    "Gigantic": "gigantic",
    "Seasoned": "seasoned",
    "Cooldown": "cooldown",
}
NUMBERED_KEYWORDS = {"Tough": "tough", "Scout": "scout"}
KEYWORD_ORDER = ["defender", "eternal", "gigantic", "seasoned", "cooldown",
                 "fleeting", "tough", "scout"]

# A reminder is one parenthesised clause without nested parentheses.
REMINDER = r"(?:\s*\([^()]*\))?"
RE_SIMPLE = re.compile(r"^\[(\w+)\]\." + REMINDER + r"$")
RE_NUMBERED = re.compile(r"^\[(\w+) (\d+)\]\." + REMINDER + r"$")
RE_FLEETING = re.compile(r"^\[\[Fleeting\]\]\." + REMINDER + r"$")
RE_ONLY_REMINDER = re.compile(r"^\([^()]*\)$")
# Paragraphs of an ability box are separated by two or more spaces.
RE_PARAGRAPHS = re.compile(r"\s{2,}")


def fail(msg):
    sys.stderr.write("import_cards.py: %s\n" % msg)
    sys.exit(1)


def strip_rare(value):
    """'#3#' -> '3': the rare version's changed values are wrapped in '#'."""
    if isinstance(value, str):
        return value.replace("#", "")
    return value


def number(elements, key, ref):
    """An integer field as text, or '-' when the card lacks it."""
    value = strip_rare(elements.get(key))
    if value is None or value == "":
        return "-"
    text = str(value).strip()
    if not re.fullmatch(r"0|[1-9][0-9]{0,2}", text) or int(text) > 127:
        fail("%s: %s is not a small integer: %r" % (ref, key, value))
    return text


def english(elements, key):
    value = elements.get(key)
    if not value:
        return ""
    return strip_rare(value.get("en") or "").strip()


def keyword_of(paragraph, card_type):
    """The keyword a paragraph consists of (with its reminder), or None."""
    m = RE_SIMPLE.match(paragraph)
    if m and m.group(1) in SIMPLE_KEYWORDS:
        return SIMPLE_KEYWORDS[m.group(1)]
    m = RE_NUMBERED.match(paragraph)
    if m and m.group(1) in NUMBERED_KEYWORDS:
        n = int(m.group(2))
        if 1 <= n <= 99:
            return "%s=%d" % (NUMBERED_KEYWORDS[m.group(1)], n)
        return None
    # Fleeting is a passive only on a Spell (CR 2.4.6.b); on anything else
    # the same words are not a passive the database records.
    if card_type == "SPELL" and RE_FLEETING.match(paragraph):
        return "fleeting"
    return None


def classify(card_type, main, echo):
    """(keywords, abilities) of a card; abilities is '-' or '?'."""
    keywords = []
    other = False
    if echo:
        other = True  # a support ability
    if main:
        paragraphs = [p.strip() for p in RE_PARAGRAPHS.split(main) if p.strip()]
        if (card_type == "TOKEN" and len(paragraphs) == 1
                and RE_ONLY_REMINDER.match(paragraphs[0])):
            # A token's reminder of how tokens leave play: rules, not ability.
            paragraphs = []
        for p in paragraphs:
            kw = keyword_of(p, card_type)
            if kw is None:
                other = True
            elif kw.split("=")[0] not in [k.split("=")[0] for k in keywords]:
                keywords.append(kw)
            else:
                other = True  # the same keyword twice: not a plain passive
    if card_type == "HERO" and (main or echo):
        other = True
    keywords.sort(key=lambda k: KEYWORD_ORDER.index(k.split("=")[0]))
    return (",".join(keywords) or "-"), ("?" if other else "-")


def clean_name(value, ref):
    name = (value or {}).get("en")
    if not name or not name.strip():
        fail("%s: no English name" % ref)
    name = name.strip()
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in name):
        fail("%s: control character in name %r" % (ref, name))
    return name


def record(ref, card):
    if not re.fullmatch(r"[A-Za-z0-9_]{1,63}", ref):
        fail("%s: bad reference" % ref)
    if card.get("id", ref) != ref:
        fail("%s: record id %r differs from its key" % (ref, card.get("id")))
    card_type = card.get("type")
    faction = card.get("mainFaction")
    rarity = card.get("rarity")
    if card_type not in TYPES:
        fail("%s: unknown type %r" % (ref, card_type))
    if faction not in FACTIONS:
        fail("%s: unknown faction %r" % (ref, faction))
    if rarity not in RARITIES:
        fail("%s: unknown rarity %r" % (ref, rarity))
    subtypes = []
    for s in card.get("subtypes") or []:
        s = str(s).strip().upper()
        if not re.fullmatch(r"[A-Z0-9_]+", s):
            fail("%s: bad subtype %r" % (ref, s))
        subtypes.append(s)
    el = card.get("elements") or {}
    if card_type == "HERO":
        reserve_limit = number(el, "RESERVE", ref)
        landmark_limit = number(el, "PERMANENT", ref)
        if reserve_limit == "-" or landmark_limit == "-":
            fail("%s: a Hero without limits" % ref)
    else:
        reserve_limit = landmark_limit = "-"
    keywords, abilities = classify(card_type, english(el, "MAIN_EFFECT"),
                                   english(el, "ECHO_EFFECT"))
    return [
        ref,
        clean_name(card.get("name"), ref),
        card_type,
        faction,
        rarity,
        ",".join(subtypes) or "-",
        number(el, "MAIN_COST", ref),
        number(el, "RECALL_COST", ref),
        number(el, "FOREST_POWER", ref),
        number(el, "MOUNTAIN_POWER", ref),
        number(el, "OCEAN_POWER", ref),
        reserve_limit,
        landmark_limit,
        keywords,
        abilities,
    ]


ENCODINGS = os.path.join(os.path.dirname(OUTPUT), "abilities.tsv")


def load_encodings():
    """design key (reference without its set prefix) -> abilities encoding."""
    table = {}
    with open(ENCODINGS, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 2 or not parts[1] or parts[0] in table:
                fail("%s:%d: expected one design and its encoding, once" % (ENCODINGS, n))
            table[parts[0]] = parts[1]
    return table


def design_key(ref):
    m = re.fullmatch(r"ALT_CORE(?:KS)?_B_(.+)", ref)
    return m.group(1) if m else None


def main(argv):
    if len(argv) > 2:
        fail("usage: import_cards.py [cards.json]")
    source = argv[1] if len(argv) == 2 else DEFAULT_SOURCE
    try:
        with open(source, "rb") as f:
            raw = f.read()
    except OSError as e:
        fail("cannot read %s: %s" % (source, e))
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, dict):
        fail("%s: expected one object keyed by reference" % source)

    rows = [record(ref, data[ref]) for ref in sorted(data)]
    # A design: the records that differ at most in faction and print (the
    # out-of-faction rare and the Kickstarter print of a card), named by its
    # first CORE reference. The whole printed text counts, reminders too:
    # Beyond the Gates has 389 designs so (MU_30_C and _R2 differ only in a
    # reminder).
    keys = {}
    for row in rows:
        el = data[row[0]].get("elements") or {}
        text = lambda k: strip_rare(english(el, k) or "").strip()
        keys[row[0]] = (row[1], row[2], row[5], tuple(row[6:11]), row[13],
                        text("MAIN_EFFECT"), text("ECHO_EFFECT"))
    design = {}
    for ref in sorted(keys, key=lambda r: (not r.startswith("ALT_CORE_"), r)):
        design.setdefault(keys[ref], ref)
    for row in rows:
        row.append(design[keys[row[0]]])
    encodings_of = {}
    for row in rows:
        encodings_of.setdefault(row[15], set()).add(row[14])
    mixed = sorted(d for d, e in encodings_of.items() if len(e) > 1)
    if mixed:
        fail("designs whose prints are encoded differently (list them all in cards/abilities.tsv): %s"
             % ", ".join(mixed))
    encodings = load_encodings()
    used = set()
    for row in rows:
        key = design_key(row[0])
        if key in encodings:
            if row[14] != "?":
                fail("%s: has no ability to encode" % row[0])
            row[14] = encodings[key]
            used.add(key)
    unused = sorted(set(encodings) - used)
    if unused:
        fail("cards/abilities.tsv lists designs with no record: %s" % ", ".join(unused))

    lines = [
        "# Altered card database: Beyond the Gates (CORE and COREKS).",
        "# Generated by tools/import_cards.py; do not edit by hand.",
        "# Format: docs/card-database.md. Source records: sha256 %s"
        % hashlib.sha256(raw).hexdigest(),
        "# ref\tname\ttype\tfaction\trarity\tsubtypes\thand\treserve\tforest"
        "\tmountain\twater\treserve_limit\tlandmark_limit\tkeywords\tabilities\tdesign",
        "\t".join([DB_MAGIC, DB_FORMAT, DB_VERSION]),
    ]
    for row in rows:
        if len(row) != 16 or any("\t" in f or "\n" in f or f == "" for f in row):
            fail("%s: a field is empty or holds a tab or newline" % row[0])
        lines.append("\t".join(row))
    text = "\n".join(lines) + "\n"

    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "wb") as f:
        f.write(text.encode("utf-8"))

    encoded = [row[0] for row in rows if row[14] not in ("-", "?")]
    print("abilities encoded: %d records (%d designs)" % (len(encoded), len(used)))
    plain = [row[0] for row in rows if row[14] == "-"]
    print("wrote %s" % os.path.relpath(OUTPUT, os.getcwd()))
    print("records: %d" % len(rows))
    print("abilities '-' (nothing beyond keywords): %d" % len(plain))
    print("abilities '?' (not yet encoded): %d" % (len(rows) - len(plain) - len(encoded)))
    for ref in plain:
        print("  - %s" % ref)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
