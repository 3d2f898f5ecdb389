#!/usr/bin/env python3
"""make_position_corpus.py: writes corpora/fuzz_position/, the named inputs of fuzz_position.

  python3 fuzz/make_position_corpus.py [--walker build/bin/fuzz_walk_cases] [REPO_ROOT]

Positions of reachable states come from the engine itself: fuzz_walk_cases
plays a named walker input of corpora/fuzz_walk/ and writes the binary (or
JSON) position of the first state of a kind (`fuzz_walk_cases position`
lists the kinds), so every good seed is a state a game reached. The broken
seeds are those positions changed here, byte by byte, with a reader and
writer of the binary form (docs/position.md, "The binary form";
docs/state-hash.md), or as JSON documents, each named for what it breaks;
each is refused, and the regression driver checks how. Files this script
does not write (the fuzzer's reproducers, renamed for their bug) are left
as they are. Rerun this after the state encoding, the card database or the
walker inputs change. Stdlib only.
"""
import json
import os
import struct
import subprocess
import sys
import tempfile

ARGS = sys.argv[1:]
WALKER = None
if "--walker" in ARGS:
    i = ARGS.index("--walker")
    WALKER = ARGS[i + 1]
    del ARGS[i:i + 2]
ROOT = os.path.abspath(ARGS[0] if ARGS else os.path.join(os.path.dirname(__file__), ".."))
WALKER = os.path.abspath(WALKER or os.path.join(ROOT, "build", "bin", "fuzz_walk_cases"))
WALK = os.path.join(ROOT, "corpora", "fuzz_walk")
OUT = os.path.join(ROOT, "corpora", "fuzz_position")

# Reachable states: (name, walker input, the state fuzz_walk_cases takes).
GOOD = [
    ("opening_mana", "ability_choice.cr3_s2900001_p7", "start"),
    ("expand", "ability_choice.cr3_s2900001_p7", "expand"),
    ("turn", "ability_choice.cr3_s2900001_p7", "turn"),
    ("turn_day3", "ability_choice.cr3_s2900001_p7", "turn_day3"),
    ("cleanup", "cleanup_reserve_limit_2.cr3_s200000_p2", "cleanup"),
    ("cleanup_second_pick", "cleanup_reserve_limit_2.cr3_s200000_p2", "cleanup_kept"),
    ("cleanup_hero_limits", "cleanup_hero_limits.cr3_s3100000_p14", "cleanup"),
    ("reaction_order", "reaction_order.seeds_s2800002_p6", "reaction"),
    ("reaction_order_heroes", "reaction_order.cr3_s3500001_p14", "reaction"),
    ("choice_boosts_support", "ability_choice.cr3_s2900001_p7", "choice"),
    ("choice_heroes", "ability_choice.seeds_s4000000_p16", "choice"),
    ("choice_with_limbo", "ability_choice.seeds_s4000000_p23", "choice_limbo"),
    ("choice_after_rest", "ability_choice.seeds_s4000000_p22", "choice"),
    ("choice_granted_cheaper", "ability_choice.seeds_s4000000_p24", "choice"),
    ("choice_reveal_festival", "ability_choice.seeds_s4000000_p25", "choice"),
    ("choice_reveal_festival_later", "ability_choice.seeds_s4000000_p25", "choice:4"),
    ("choice_auraq_resupply", "ability_choice.seeds_s4000000_p26", "choice"),
    ("choice_auraq_resupply_later", "ability_choice.seeds_s4000000_p26", "choice:4"),
    ("choice_counters", "ability_choice.seeds_s4000000_p27", "choice"),
    ("choice_dice_sacrifice", "ability_choice.seeds_s4000000_p28", "choice"),
    ("choice_dice_and_mana", "ability_choice.seeds_s4000000_p29", "choice"),
    ("choice_each_may_resupply", "ability_choice.seeds_s4000000_p29", "choice_resupply"),
    ("choice_reveal_top_card", "ability_choice.seeds_s4000000_p26", "choice_reveal"),
    ("spell_in_limbo", "ability_choice.seeds_s4000000_p17", "spell"),
    ("support_quick_action", "support_quick_action.seeds_s3000003_p7", "turn_day3"),
    ("token_in_play", "token_ceases_at_rest.cr3_s2200001_p5", "token"),
    ("counters_in_play", "ability_choice.seeds_s4000000_p30", "counters"),
    ("hero_counters", "ability_choice.seeds_s4000000_p26", "hero_counters"),
    ("modifier_held", "ability_choice.cr3_s2900001_p7", "modifier"),
    ("daily_counts_in_hand", "ability_choice.seeds_s4000002_p19", "daily"),
    ("boosted_in_expedition", "ability_choice.seeds_s4000000_p16", "boosted"),
    ("anchored_or_asleep", "anchored_rest.cr3_s2600001_p7", "status"),
    ("arena", "arena_long.seeds_s900189_p0", "arena"),
    ("over_sum_win", "sum_win.cr3_s300000_p0", "over"),
    ("over_day_limit", "day_limit+draw_nothing_left.cr3_s1700000_p1", "over"),
]

# Reachable states as JSON (full, canonical dumps).
GOOD_JSON = [
    ("json_turn", "ability_choice.cr3_s2900001_p7", "turn"),
    ("json_choice_with_limbo", "ability_choice.seeds_s4000000_p23", "choice_limbo"),
]

# docs/position.md's position written by hand: only what matters.
BY_HAND = {
    "json_by_hand_kojo_atlas": {
        "players": [
            {"hero": "ALT_CORE_B_BR_01_C",
             "zones": {"hand": ["ALT_CORE_B_BR_04_C"],
                       "companion_expedition": [{"card": "ALT_CORE_B_BR_20_C", "boosts": 2}]}},
            {"passed": True},
        ]
    },
    "json_by_hand_empty": {},
}

STATE_VERSION_AT = 0
RULESET_AT, PHASE_AT, DECISION_AT = 1, 37, 38
DEC = {"none": 0, "opening": 1, "expand": 2, "turn": 3, "cleanup": 4, "reaction": 5, "choice": 6}
PHASE = {"setup": 0, "morning": 1, "noon": 2, "afternoon": 3, "dusk": 4, "night": 5, "over": 6}
TOKEN_BASE = 60
ID_ZONES = ["deck", "hand", "discard"]
OBJECT_ZONES = ["mana", "reserve", "landmarks", "hero_expedition", "companion_expedition", "limbo"]


class Reader:
    def __init__(self, data):
        self.b, self.at = data, 0

    def take(self, n):
        v = self.b[self.at:self.at + n]
        assert len(v) == n, "a seed position ends early"
        self.at += n
        return v

    def u8(self):
        return self.take(1)[0]

    def u16(self):
        return struct.unpack("<H", self.take(2))[0]

    def string(self):
        return self.take(self.u8())


def read_envelope(r):
    """The envelope before the state: magic, versions, database, deck lists."""
    pos = {"magic": r.take(4), "version": r.u8(), "cards_version": r.string(), "cards_digest": r.take(8), "decks": []}
    for _ in range(2):
        hero = r.string()
        pos["decks"].append((hero, [r.string() for _ in range(r.u8())]))
    return pos


def read_position(data):
    """A binary position as a dict of its envelope and its state's parts."""
    r = Reader(data)
    pos = read_envelope(r)
    n = r.u16()
    pos["state"] = read_state(r.take(n))
    pos["daily"] = []
    for _ in range(2):
        pos["daily"].append([r.take(3) for _ in range(r.u8())])
    # Encoding 5 leaves the generator out of the state: the envelope ends
    # with it and the chance mode (docs/position.md).
    pos["trailer"] = r.take(32 + 1) if pos["state"]["version"] >= 5 else b""
    assert r.at == len(data), "a seed position has bytes after its end"
    return pos


def read_state(data):
    """The state's parts. Encoding 5 has no generator (docs/state-hash.md):
    its head gets 32 zero bytes in the generator's place, so that the
    offsets below are those of every encoding, and loses them again in
    write_state."""
    r = Reader(data)
    version = data[0]
    gen = 32 if version < 5 else 0
    head = bytearray(r.take(1 + 1 + 1 + gen + 2 + 7 + 6 + 1 + 8))
    if version >= 5:
        head[3:3] = bytes(32)
    st = {"version": version, "head": head}
    st["limbo"] = [r.take(8) for _ in range(r.u8())]
    active = r.u8()
    st["resolving"] = bytearray(r.take(8 + 15)) if active else None
    st["resume"] = bytearray(r.take(2))
    st["players"] = []
    for _ in range(2):
        pl = {"head": r.take(2 + 2 + 2 + 5 + 1)}
        pl["mods"] = [r.take(4) for _ in range(r.u8())]
        zones = {}
        for z in ID_ZONES:
            zones[z] = [bytes([b]) for b in r.take(r.u8())]
        for z in OBJECT_ZONES:
            entries = []
            for _ in range(r.u8()):
                oid = r.u8()
                card = r.take(2) if oid >= TOKEN_BASE else b""
                entries.append(bytes([oid]) + card + r.take(6))
            zones[z] = entries
        pl["zones"] = zones
        # From encoding 4, the daily counts per ability end the block.
        pl["uses"] = r.take(3 * r.u8()) if version >= 4 else None
        st["players"].append(pl)
    st["chance"] = None
    if version >= 5:                      # the chance block: 0, or what waits
        pending = r.u8()
        if pending:
            fixed = r.take(8 + 4)
            kind, count = fixed[8], fixed[10]
            cards = r.take(count) if kind in (1, 4) else b""    # a shuffle: the Tumult, a Deck
            n = r.u8()
            st["chance"] = fixed + cards + bytes([n]) + r.take(n)
    assert r.at == len(data), "a seed state has bytes after its end"
    return st


def write_state(st):
    head = bytearray(st["head"])
    if st["version"] >= 5:
        del head[3:35]
    out = head
    out += bytes([len(st["limbo"])]) + b"".join(st["limbo"])
    if st["resolving"] is None:
        out += b"\x00"
    else:
        out += b"\x01" + st["resolving"]
    out += st["resume"]
    for pl in st["players"]:
        out += pl["head"] + bytes([len(pl["mods"])]) + b"".join(pl["mods"])
        for z in ID_ZONES + OBJECT_ZONES:
            out += bytes([len(pl["zones"][z])]) + b"".join(pl["zones"][z])
        if pl["uses"] is not None:
            out += bytes([len(pl["uses"]) // 3]) + pl["uses"]
    if st["version"] >= 5:
        out += b"\x01" + st["chance"] if st["chance"] else b"\x00"
    return bytes(out)


def s8(b):
    return bytes([len(b)]) + b


def write_position(pos):
    out = bytearray(pos["magic"]) + bytes([pos["version"]]) + s8(pos["cards_version"]) + pos["cards_digest"]
    for hero, cards in pos["decks"]:
        out += s8(hero) + bytes([len(cards)]) + b"".join(s8(c) for c in cards)
    state = write_state(pos["state"])
    out += struct.pack("<H", len(state)) + state
    for entries in pos["daily"]:
        out += bytes([len(entries)]) + b"".join(entries)
    out += pos["trailer"]
    return bytes(out)


def walker_position(src, when, json_form=False):
    """The position, or None (and the walker's reason kept in UNREACHED) when
    the input no longer reaches such a state: the engine changed under it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "pos")
        cmd = [WALKER, "position", os.path.join(WALK, src), when, out] + (["--json"] if json_form else [])
        run = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            UNREACHED.append(run.stderr.strip() or "%s: %s exited %d" % (src, when, run.returncode))
            return None
        with open(out, "rb") as f:
            return f.read()


UNREACHED = []


def changed(data, edit):
    pos = read_position(data)
    edit(pos)
    return write_position(pos)


def broken_binary(good):
    turn, start, token, reaction = good["turn"], good["opening_mana"], good["token_in_play"], good["reaction_order"]
    files = {}
    r = Reader(turn)
    read_envelope(r)
    files["truncated_in_the_envelope"] = turn[:20]
    files["truncated_in_the_deck_lists"] = turn[:r.at // 2]
    files["truncated_in_the_state"] = turn[:r.at + 2 + 100]
    files["truncated_daily_counts"] = turn[:-1]
    files["oversized"] = turn + b"\x00" * (8193 - len(turn))
    files["trailing_byte"] = turn + b"\x00"
    files["magic_wrong"] = b"ALTQ" + turn[4:]
    files["version_unknown"] = turn[:4] + b"\x02" + turn[5:]

    def head(at, value):
        def edit(pos):
            pos["state"]["head"][at] = value
        return edit

    files["state_version_unknown"] = changed(turn, head(STATE_VERSION_AT, 99))
    files["ruleset_unknown"] = changed(turn, head(RULESET_AT, 9))
    files["expand_in_the_afternoon"] = changed(turn, head(DECISION_AT, DEC["expand"]))
    files["choice_with_no_ability_resolving"] = changed(turn, head(DECISION_AT, DEC["choice"]))
    files["winner_while_the_game_goes_on"] = changed(turn, head(1 + 1 + 1 + 32 + 2 + 5, 1))

    def cards_version(pos):
        pos["cards_version"] = b"btg-9"
    files["cards_version_other"] = changed(turn, cards_version)

    def cards_digest(pos):
        pos["cards_digest"] = bytes(8)
    files["cards_digest_other"] = changed(turn, cards_digest)

    def unknown_card(pos):
        hero, cards = pos["decks"][0]
        cards[0] = b"ALT_CORE_B_ZZ_99_C"
    files["unknown_card_reference"] = changed(turn, unknown_card)

    def control_byte(pos):
        hero, cards = pos["decks"][1]
        cards[2] = cards[2][:4] + b"\x1b" + cards[2][5:]
    files["reference_with_a_control_byte"] = changed(turn, control_byte)

    def two_zones(pos):
        zones = pos["state"]["players"][0]["zones"]
        zones["hand"].append(zones["deck"][-1])
    files["card_in_two_zones"] = changed(turn, two_zones)

    def no_zone(pos):
        pos["state"]["players"][1]["zones"]["deck"].pop()
    files["card_in_no_zone_counts_do_not_add_up"] = changed(turn, no_zone)

    def token_outside_play(pos):
        for pl in pos["state"]["players"]:
            for z in ("hero_expedition", "companion_expedition", "landmarks"):
                for i, e in enumerate(pl["zones"][z]):
                    if e[0] >= TOKEN_BASE:
                        pl["zones"]["reserve"].append(pl["zones"][z].pop(i))
                        return
        raise AssertionError("the token seed holds no token")
    files["token_outside_play"] = changed(token, token_outside_play)

    def no_legal_answer(pos):
        decider = pos["state"]["head"][DECISION_AT + 1]
        zones = pos["state"]["players"][decider]["zones"]
        zones["deck"] += zones["hand"]
        zones["hand"] = []
    files["opening_mana_with_no_card_to_pick"] = changed(start, no_legal_answer)

    def turn_while_reactions_wait(pos):
        st = pos["state"]
        st["head"][PHASE_AT] = PHASE["afternoon"]
        st["head"][DECISION_AT] = DEC["turn"]
        st["resume"][0] = 1   # as after a card played: the turn ends once Limbo is empty
    files["turn_while_reactions_wait"] = changed(reaction, turn_while_reactions_wait)

    def kept_outside_cleanup(pos):
        pos["state"]["head"][PHASE_AT] = PHASE["afternoon"]
        pos["state"]["head"][DECISION_AT] = DEC["turn"]
    # The fuzzer's first finding: a Clean-up pick's mark with no Clean-up
    # pending reached the invariant checker instead of a field check.
    files["kept_flag_outside_cleanup"] = changed(good["cleanup_second_pick"], kept_outside_cleanup)

    def resupply_tally(pos):
        pos["state"]["resolving"][8 + 11] = 1   # res.tally: one card, as if revealed
    # The fuzzer's crash: each player's own "may Resupply" with a tally of 1
    # made the answer keep object 255 (engine/effect.c, resupply_chosen).
    files["resupply_tally_without_two_cards"] = changed(good["choice_each_may_resupply"], resupply_tally)
    return files


def broken_json(doc):
    files = {}

    def variant(name, edit):
        d = json.loads(json.dumps(doc))
        edit(d)
        files[name] = (json.dumps(d, indent=1) + "\n").encode()

    def status_in_hand(d):
        d["players"][0]["zones"]["hand"][0]["statuses"] = ["exhausted"]
    variant("json_status_on_a_card_in_hand", status_in_hand)

    def unknown_card(d):
        d["players"][1]["deck_list"][0]["card"] = "ALT_CORE_B_ZZ_99_C"
    variant("json_unknown_card", unknown_card)

    def two_zones(d):
        zones = d["players"][0]["zones"]
        zones["discard"].append(zones["hand"][0])
    variant("json_card_in_two_zones", two_zones)

    def ruleset(d):
        d["ruleset"] = "seeds-99"
    variant("json_ruleset_unknown", ruleset)

    def version(d):
        d["version"] = 99
    variant("json_version_unknown", version)

    def phase(d):
        d["decision"]["kind"] = "expand"
    variant("json_expand_in_the_afternoon", phase)
    files["json_malformed"] = b'{\n  "day": 2,\n  "phase": "afternoon"\n  "first_player": 1\n}\n'
    files["json_truncated"] = (json.dumps(doc, indent=1)[:300]).encode()
    return files


def main():
    if not os.access(WALKER, os.X_OK):
        sys.exit("make_position_corpus.py: %s is not built (cmake --build build --target fuzz_walk_cases)" % WALKER)
    files, good = {}, {}
    for name, src, when in GOOD:
        data = walker_position(src, when)
        if data is None:
            continue
        good[name] = data
        read_position(good[name])   # the reader knows every seed
        files[name] = good[name]
    files.update(broken_binary(good))
    for name, src, when in GOOD_JSON:
        data = walker_position(src, when, json_form=True)
        if data is not None:
            files[name] = data
    for name, doc in BY_HAND.items():
        files[name] = (json.dumps(doc, indent=1) + "\n").encode()
    files.update(broken_json(json.loads(files["json_turn"])))
    os.makedirs(OUT, exist_ok=True)   # files written by hand or by the fuzzer (reproducers) stay
    for name, data in sorted(files.items()):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
    print("wrote %d files to %s" % (len(files), OUT))
    if UNREACHED:
        # The other files are written; these keep their last version, and
        # the walker input named needs replacing by one that reaches the state.
        sys.exit("make_position_corpus.py: %d states not reached, their files left as they were:\n  %s"
                 % (len(UNREACHED), "\n  ".join(UNREACHED)))


main()
