#!/usr/bin/python3
"""independent_writer.py: write a recorded-chance game log the way another
engine would, from the documents alone.

It exists to prove that docs/log-format.md, docs/state-hash.md and
proto/altered.proto are enough to write a log altered-replay accepts: it
was written without reading the engine's, the replayer's or logtool.py's
sources. It deals the setup with Python's own generator (the "other
platform's" shuffle), plays a game it can follow without a rules engine
(opening Mana picks from the hand it dealt, Expand or skip each Morning,
every Afternoon turn passed) to the engine's Day limit, hand-encodes the
protobuf wire format, and seals the archive with its SHA-256 trailer. It
computes no state hash (XXH3-64 is not in Python's standard library), so
the log is verified for legality only, as docs/log-format.md allows.

    python3 tools/independent_writer.py --seed 7 --out game.altlog
        [--deck0 A.txt --deck1 B.txt] [--expand] [--steps N] [--bad-shuffle]

Exit codes: 0 written, 2 bad usage or deck list, 77 something this needs
is missing from the Python installation.
"""

import sys

try:
    import argparse
    import hashlib
    import random
except ImportError as e:  # a stripped-down Python: say so, as a test can skip on 77
    print("independent_writer: missing Python module: %s" % e, file=sys.stderr)
    sys.exit(77)

# What `altered-replay --version` prints (docs/log-format.md, "Writing a log
# from another engine", step 1). The digest is XXH3-64 of the card database,
# which the standard library cannot compute, so it is copied from there;
# --version-of BINARY reads them afresh instead.
VERSIONS = {
    "engine": "1.0.0",
    "ruleset": "seeds-2",
    "rng": "xoshiro256ss-1",
    "card_db": "btg-4",
    "card_db_digest": 0xBF9F1123AF84517F,
    "hash_encoding": 5,  # recorded chance needs 5 (docs/log-format.md, "Chance")
}

# engine/altered.h: a game still running when Day ALT_DAY_LIMIT ends ends without a winner.
DAY_LIMIT = 1000

# docs/state-hash.md, "Test vectors": two Limited decks of 30 and no Hero,
# used when no deck list is given so the writer needs no file at all.
DEFAULT_DECKS = [
    """3 ALT_CORE_B_OR_05_C
3 ALT_CORE_B_OR_07_C
3 ALT_CORE_B_OR_09_C
3 ALT_CORE_B_OR_10_C
3 ALT_CORE_B_BR_08_C
3 ALT_CORE_B_BR_10_C
3 ALT_CORE_B_BR_13_C
3 ALT_CORE_B_BR_17_C
2 ALT_CORE_B_BR_20_C
3 ALT_CORE_B_BR_21_C
1 ALT_CORE_B_BR_22_C
""",
    """3 ALT_CORE_B_LY_08_C
3 ALT_CORE_B_LY_12_C
3 ALT_CORE_B_LY_16_C
3 ALT_CORE_B_MU_07_C
3 ALT_CORE_B_MU_11_C
3 ALT_CORE_B_MU_14_C
2 ALT_CORE_B_MU_21_C
3 ALT_CORE_B_YZ_08_C
3 ALT_CORE_B_YZ_09_C
2 ALT_CORE_B_MU_14_R1
2 ALT_CORE_B_BR_22_R2
""",
]

# proto/altered.proto, enum ActionKind.
MANA_PICK, EXPAND, EXPAND_SKIP, PASS = 1, 2, 3, 6
NO_OBJECT = 255


# ------------------------------------------------------------ wire format

def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def key(field, wire):
    return varint(field << 3 | wire)


def f_uint(field, n):
    # proto3 leaves a zero scalar off the wire; a reader takes it as 0.
    return key(field, 0) + varint(n) if n else b""


def f_fixed64(field, n):
    return key(field, 1) + n.to_bytes(8, "little") if n else b""


def f_bytes(field, data):
    return key(field, 2) + varint(len(data)) + data


def f_str(field, s):
    return f_bytes(field, s.encode("utf-8")) if s else b""


def f_packed_uint(field, values):
    return f_bytes(field, b"".join(varint(v) for v in values)) if values else b""


def f_packed_fixed64(field, values):
    return f_bytes(field, b"".join(v.to_bytes(8, "little") for v in values)) if values else b""


# ------------------------------------------------------------ messages

def versions_msg(v):
    return (f_str(1, v["engine"]) + f_str(2, v["ruleset"]) + f_str(3, v["rng"])
            + f_str(4, v["card_db"]) + f_fixed64(5, v["card_db_digest"])
            + f_uint(6, v["hash_encoding"]))


def deck_msg(cards):
    # hero (1) stays empty: a Limited deck has none.
    return b"".join(f_str(2, c) for c in cards)


def header_msg(v, seed, decks, setup_chance):
    return (f_uint(1, 1)                      # format_version
            + f_bytes(2, versions_msg(v))
            + f_uint(3, 1)                    # FORMAT_LIMITED
            + f_uint(4, seed)                 # unused under recorded chance
            + b"".join(f_bytes(5, deck_msg(d)) for d in decks)
            + f_uint(7, 1)                    # CHANCE_RECORDED
            + f_packed_uint(8, setup_chance))


def step_msg(kind, player, obj=NO_OBJECT, expedition=0, choice=0):
    action = (f_uint(1, kind) + f_uint(2, player) + f_uint(3, obj)
              + f_uint(4, expedition) + f_uint(5, choice))
    # No hash (2): "a recorded hash of 0 is read as no hash". No chance (4):
    # nothing this game does shuffles the Discard pile or rolls a die.
    return f_bytes(1, action)


def gamelog_msg(header, steps):
    # initial_hash (2) is left out too: legality only.
    return f_bytes(1, header) + b"".join(f_bytes(3, s) for s in steps)


def seal(games):
    """Frame each GameLog and append the trailer (docs/log-format.md,
    "Archive trailer")."""
    archive = bytearray()
    offsets, digests = [], []
    for g in games:
        frame = varint(len(g)) + g
        offsets.append(len(archive))
        digests.append(int.from_bytes(hashlib.sha256(frame).digest()[:8], "little"))
        archive += frame
    trailer = (f_uint(1, 1) + f_uint(2, len(games)) + f_packed_uint(3, offsets)
               + f_packed_fixed64(4, digests) + f_bytes(5, hashlib.sha256(archive).digest()))
    last = f_bytes(15, trailer)
    archive += varint(len(last)) + last
    return bytes(archive)


# ------------------------------------------------------------ the game

def parse_deck(text, name):
    cards = []
    for n, line in enumerate(text.lstrip("\ufeff").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        count = parts[0].rstrip("xX")
        if len(parts) != 2 or not count.isdigit():
            raise ValueError("%s:%d: not COUNT REFERENCE" % (name, n))
        cards += [parts[1]] * int(count)
    return cards


def play(decks, rng, expand, bad_shuffle, max_steps):
    """Deal the setup and play the game; returns (setup_chance, steps)."""
    # The setup's outcomes in docs/log-format.md's order: Tumult cards for
    # slots 1 to 3, their orientations, the first player, each Deck from the top.
    tumult = [0, 1, 2]
    rng.shuffle(tumult)
    flips = [rng.randrange(2) for _ in range(3)]
    first = rng.randrange(2)
    orders = []
    for d in decks:
        order = list(range(len(d)))
        rng.shuffle(order)
        orders.append(order)
    if bad_shuffle:
        # CR 4.1.i: every card once; the second card from the top repeats the first.
        orders[0][1] = orders[0][0]
    setup = tumult + flips + [first] + orders[0] + orders[1]

    # Each player's Hand and Deck as the rules move them: the top six drawn
    # at setup, three of them picked for Mana, two drawn each Morning.
    deck = [list(o) for o in orders]
    hand = [deck[p][:6] for p in range(2)]
    deck = [deck[p][6:] for p in range(2)]

    steps = []

    def step(*a):
        steps.append(step_msg(*a))
        return max_steps is not None and len(steps) >= max_steps

    # CR 4.1.k: the first player's three picks, then the other's.
    for p in (first, 1 - first):
        for _ in range(3):
            if step(MANA_PICK, p, hand[p].pop(0)):
                return setup, steps
    day_first = first
    for day in range(1, DAY_LIMIT + 1):
        if day > 1:
            # The first Day has no Morning (CR 4.2); afterwards the first
            # player alternates, each draws two, then Expands in turn order.
            day_first = 1 - day_first
            for p in range(2):
                hand[p] += deck[p][:2]
                deck[p] = deck[p][2:]
            for p in (day_first, 1 - day_first):
                done = (step(EXPAND, p, hand[p].pop(0)) if expand and hand[p]
                        else step(EXPAND_SKIP, p))
                if done:
                    return setup, steps
        # Afternoon: a player who passes is out for the Day (CR 4.2.3).
        for p in (day_first, 1 - day_first):
            if step(PASS, p):
                return setup, steps
        # Dusk moves nobody (no Character anywhere); Night's Clean-up asks
        # nothing, since Reserve and Landmarks stay empty.
    return setup, steps


def read_versions(binary):
    import subprocess
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout
    v = dict(VERSIONS)
    for line in out.splitlines():
        w = line.split()
        if line.startswith("altered-replay, engine"):
            v["engine"] = w[-1]
        elif w[:1] == ["ruleset"] and "(default)" in line:
            v["ruleset"] = w[1]
        elif w[:1] == ["rng"]:
            v["rng"] = w[1]
        elif w[:3] == ["state", "hash", "encoding"]:
            v["hash_encoding"] = int(w[3])   # the newest, the default ruleset's
        elif w[:2] == ["card", "database"]:
            v["card_db"] = w[2].rstrip(",")
            v["card_db_digest"] = int(w[4].rstrip(","), 16)
    return v


def main():
    ap = argparse.ArgumentParser(description="write a recorded-chance game log from the documents alone")
    ap.add_argument("--seed", type=int, required=True, help="this writer's own shuffle seed")
    ap.add_argument("--out", required=True)
    ap.add_argument("--deck0", help="player 0's Limited deck list (default: docs/state-hash.md's)")
    ap.add_argument("--deck1", help="player 1's")
    ap.add_argument("--expand", action="store_true", help="Expand the oldest card in Hand each Morning")
    ap.add_argument("--steps", type=int, help="stop after this many steps (an unfinished game)")
    ap.add_argument("--bad-shuffle", action="store_true", help="record a card twice in player 0's Deck")
    ap.add_argument("--version-of", metavar="ALTERED_REPLAY", help="take the versions from its --version")
    a = ap.parse_args()

    decks = []
    for p, path in enumerate((a.deck0, a.deck1)):
        try:
            text = open(path, encoding="utf-8").read() if path else DEFAULT_DECKS[p]
            decks.append(parse_deck(text, path or "default deck %d" % p))
        except (OSError, ValueError) as e:
            print("independent_writer: %s" % e, file=sys.stderr)
            return 2
    v = read_versions(a.version_of) if a.version_of else VERSIONS

    setup, steps = play(decks, random.Random(a.seed), a.expand, a.bad_shuffle, a.steps)
    game = gamelog_msg(header_msg(v, a.seed, decks, setup), steps)
    with open(a.out, "wb") as f:
        f.write(seal([game]))
    print("%s: %d steps, %d setup outcomes" % (a.out, len(steps), len(setup)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
