#!/usr/bin/env python3
"""make_log_corpus.py: writes corpora/fuzz_log/, the named inputs of fuzz_log.

Every file is an archive (or something that claims to be one) built from a
few golden games of corpora/games/ with tools/logtool.py's wire-format
reader and writer (stdlib only), each named for what it exercises:

  python3 fuzz/make_log_corpus.py [--walker build/bin/fuzz_walk_cases]
                                  [--replay build/bin/altered-replay] [REPO_ROOT]

The golden games are copied as they are: when the engine changes what a
state hashes to, or the card database its version, they still replay to
their end (fuzz_log replays every game with and without hash checks, and
under this build's versions), so the corpus keeps its depth. With --walker,
a few games of corpora/fuzz_walk/ whose decks use abilities are added, as
fuzz_walk_cases writes them (this build's header: they verify). With
--replay, steps carrying positions (docs/log-format.md, "Positions in a
log") are added, the positions as that altered-replay writes them: equal to
ours, another step's, garbage, with and without hashes. Rerun this script
after regenerating corpora/games/ to refresh the copies.
"""
import os
import random
import subprocess
import sys

ARGS = sys.argv[1:]
WALKER = None
if "--walker" in ARGS:
    i = ARGS.index("--walker")
    WALKER = os.path.abspath(ARGS[i + 1])
    del ARGS[i:i + 2]
REPLAY = None
if "--replay" in ARGS:
    i = ARGS.index("--replay")
    REPLAY = os.path.abspath(ARGS[i + 1])
    del ARGS[i:i + 2]
ROOT = os.path.abspath(ARGS[0] if ARGS else os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import logtool as lt  # noqa: E402

GAMES = os.path.join(ROOT, "corpora", "games")
OUT = os.path.join(ROOT, "corpora", "fuzz_log")

# Small golden games: a short win, a win by sum, an Arena of several Days,
# abilities, Constructed with Heroes (those missing from corpora/games/ are
# left out).
GOLDEN = ["shortest_seeds_s9608", "sum_win_p1_cr3_s1", "arena_long_seeds_s4799", "abilities_seeds_s1",
          "constructed_ordis_vs_bravos_seeds_s1"]

# Walker games with abilities (corpora/fuzz_walk/ prefixes), for --walker.
WALK_GAMES = ["reaction_order.", "support_quick_action.", "token_ceases_at_rest.", "ability_choice."]

# A card of deck 1's factions whose abilities the engine lacks ("?") when this was written.
UNSUPPORTED_REF = b"ALT_CORE_B_MU_04_C"


def frame(game_bytes):
    return lt.write_varint(len(game_bytes)) + game_bytes


def archive(games):
    return b"".join(frame(lt.encode(g)) for g in games)


def load(name):
    return lt.read_archive(os.path.join(GAMES, name + ".altlog"))[0]


def copy_game(g):
    return lt.decode(lt.encode(g))


def edit_header(g, fn):
    lt.edit_sub(lt.get(g, 1)[0], None, fn)


def edit_versions(g, fn):
    edit_header(g, lambda h: lt.edit_sub(lt.get(h, 2)[0], None, fn))


def edit_deck(g, p, fn):
    edit_header(g, lambda h: lt.edit_sub(lt.get(h, 5)[p], None, fn))


def edit_step(g, k, fn):
    lt.edit_sub(lt.get(g, 3)[k - 1], None, fn)


def edit_action(g, k, **fields):
    def fix_step(s):
        def fix_action(a):
            for name, val in fields.items():
                lt.set_scalar(a, lt.ACTION_FIELDS[name], lt.VARINT, val)
        lt.edit_sub(lt.get(s, 1)[0], None, fix_action)
    edit_step(g, k, fix_step)


def main():
    os.makedirs(OUT, exist_ok=True)
    files = {}
    golden = {name: load(name) for name in GOLDEN if os.path.exists(os.path.join(GAMES, name + ".altlog"))}
    short = golden["shortest_seeds_s9608"]
    short_bytes = archive([short])

    # Well-formed archives.
    for name, g in golden.items():
        files["golden_" + name] = archive([g])
    files["two_games"] = archive([golden["shortest_seeds_s9608"], golden["sum_win_p1_cr3_s1"]])
    g = copy_game(short)
    g[:] = [f for f in g if f[0] != 3]
    files["no_steps"] = archive([g])                     # verified, unfinished
    g = copy_game(short)
    g[:] = [f for f in g if f[0] != 3] + lt.get(g, 3)[:20]
    files["cut_before_the_end"] = archive([g])           # unfinished after 20 steps
    g = copy_game(short)
    g.append([15, lt.VARINT, 7])                         # unknown field: ignored by protobuf
    files["unknown_field"] = archive([g])
    files["empty"] = b""

    # Recorded chance (docs/log-format.md, "Chance"): a recorded golden game
    # whose steps roll dice, its setup's outcomes cut short, a die showing 7.
    rec = load(os.path.join("recorded", "dice_heroes_scratch_seeds_s326"))
    files["recorded_chance"] = archive([rec])
    g = copy_game(rec)
    edit_header(g, lambda h: lt.set_packed(h, 8, lt.packed_values(h, 8)[:3]))
    files["recorded_chance_setup_short"] = archive([g])
    die = next(k for k, st in enumerate(lt.get(rec, 3), 1) if len(lt.packed_values(lt.decode(st[2]), 4)) == 1)
    g = copy_game(rec)
    edit_step(g, die, lambda st: lt.set_packed(st, 4, [7]))
    files["recorded_chance_die_7"] = archive([g])

    # Framing.
    files["truncated_game"] = short_bytes[: len(short_bytes) // 2]
    files["truncated_prefix"] = b"\xff"
    files["truncated_after_game"] = short_bytes + b"\x80"
    files["zero_length_prefix"] = b"\x00"
    files["oversized_prefix_2g"] = lt.write_varint(2 << 30) + b"\x0a\x02\x08\x01" + b"\x00" * 12
    files["oversized_prefix_limit_plus_1"] = lt.write_varint((64 << 20) + 1) + b"\x0a\x00"
    files["overlong_varint"] = b"\xff" * 11
    files["not_a_gamelog"] = lt.write_varint(8) + b"\xff\xff\xff\xff\xff\xff\xff\xff"
    files["game_then_garbage"] = short_bytes + lt.write_varint(5) + b"\x0a\xff\xff\xff\xff"

    # Headers.
    def header_case(name, fn):
        g = copy_game(short)
        fn(g)
        files[name] = archive([g])
    header_case("unknown_format_version", lambda g: edit_header(g, lambda h: lt.set_scalar(h, 1, lt.VARINT, 2)))
    header_case("unknown_hash_encoding", lambda g: edit_versions(g, lambda v: lt.set_scalar(v, 6, lt.VARINT, 9)))
    header_case("unknown_rng", lambda g: edit_versions(g, lambda v: lt.set_scalar(v, 3, lt.LEN, b"mt19937-1")))
    header_case("unknown_ruleset_version", lambda g: edit_versions(g, lambda v: lt.set_scalar(v, 2, lt.LEN, b"seeds-9")))
    header_case("bare_ruleset_name", lambda g: edit_versions(g, lambda v: lt.set_scalar(v, 2, lt.LEN, b"seeds")))
    header_case("other_card_db_digest", lambda g: edit_versions(g, lambda v: lt.set_scalar(v, 5, lt.FIXED64, 1)))
    header_case("no_versions", lambda g: edit_header(g, lambda h: lt.set_scalar(h, 2, lt.LEN, b"")))
    header_case("no_header", lambda g: lt.set_scalar(g, 1, lt.LEN, b""))
    header_case("unknown_format", lambda g: edit_header(g, lambda h: lt.set_scalar(h, 3, lt.VARINT, 7)))
    header_case("one_deck", lambda g: edit_header(g, lambda h: h.remove(lt.get(h, 5)[1])))

    def set_card(g, p, i, ref):
        def fix(d):
            lt.get(d, 2)[i][2] = ref
        edit_deck(g, p, fix)
    header_case("unknown_card", lambda g: set_card(g, 0, 3, b"ALT_NOPE_B_XX_99_C"))
    header_case("unsupported_card", lambda g: set_card(g, 1, 0, UNSUPPORTED_REF))
    header_case("unknown_hero", lambda g: edit_deck(g, 0, lambda d: lt.set_scalar(d, 1, lt.LEN, b"ALT_NOPE_HERO")))

    # Strings: bytes after a NUL, or not UTF-8, make a log malformed (the
    # reader checks them on the wire: replay/wire_strings.h).
    def append_to(v, num, suffix):
        f = lt.get(v, num)[0]
        f[2] = f[2] + suffix
    header_case("string_nul_in_ruleset", lambda g: edit_versions(g, lambda v: append_to(v, 2, b"\0-2")))
    header_case("string_nul_in_card", lambda g: edit_deck(g, 0, lambda d: append_to(d, 2, b"\0suffix")))
    header_case("string_invalid_utf8_card", lambda g: edit_deck(g, 1, lambda d: append_to(d, 2, b"\xff")))
    header_case("string_invalid_utf8_event",
                lambda g: edit_header(g, lambda h: h.append([6, lt.LEN, lt.encode([[1, lt.LEN, b"Op\xc3n"]])])))

    def too_many_cards(g):
        def fix(d):
            cards = lt.get(d, 2)
            while len(lt.get(d, 2)) < 61:
                d.append([2, lt.LEN, cards[0][2]])
        edit_deck(g, 0, fix)
    header_case("deck_of_61", too_many_cards)

    def too_few_cards(g):
        def fix(d):
            cards = lt.get(d, 2)
            d[:] = [f for f in d if f[0] != 2] + cards[:5]
        edit_deck(g, 1, fix)
    header_case("deck_of_5", too_few_cards)

    # Steps.
    def step_case(name, fn):
        g = copy_game(short)
        fn(g)
        files[name] = archive([g])
    step_case("diverged_initial_hash", lambda g: lt.set_scalar(g, 2, lt.FIXED64, 1))
    step_case("diverged_step_10", lambda g: edit_step(g, 10, lambda s: lt.set_scalar(s, 2, lt.FIXED64, lt.scalar(s, 2) ^ 1)))
    step_case("illegal_object_step_10", lambda g: edit_action(g, 10, object=59))

    def wrong_player(g):
        step = lt.decode(lt.get(g, 3)[2][2])
        player = lt.scalar(lt.decode(lt.get(step, 1)[0][2]), 2)
        edit_action(g, 3, player=1 - player)
    step_case("wrong_player_step_3", wrong_player)
    step_case("action_kind_out_of_range", lambda g: edit_action(g, 5, kind=300))
    step_case("action_unknown_kind", lambda g: edit_action(g, 5, kind=42))
    step_case("action_choice_out_of_range", lambda g: edit_action(g, 8, choice=70000))
    step_case("step_without_action", lambda g: edit_step(g, 4, lambda s: s.clear()))
    step_case("nonzero_unused_field", lambda g: edit_action(g, 1, expedition=1))
    step_case("step_after_game_over", lambda g: g.append(list(lt.get(g, 3)[-1])))

    # Damaged bytes.
    rng = random.Random(2026)
    for i in range(3):
        data = bytearray(short_bytes)
        lo, hi = len(data) // 4, 3 * len(data) // 4
        for _ in range(1 + i):
            k = rng.randrange(lo, hi)
            data[k] ^= rng.randrange(1, 256)
        files["flipped_bytes_%d" % (i + 1)] = bytes(data)
    files["garbage_random"] = bytes(rng.randrange(256) for _ in range(300))
    files["garbage_text"] = b"this is not an archive\n" * 4

    if REPLAY:
        tmp = os.path.join(OUT, ".short.altlog")
        with open(tmp, "wb") as f:
            f.write(short_bytes)

        def position_after(k):
            return subprocess.run([REPLAY, "state", tmp, "--step", str(k), "--binary"], check=True,
                                  stdout=subprocess.PIPE).stdout

        own = {k: position_after(k) for k in (5, 10, 15, 20)}
        os.remove(tmp)

        def put_position(g, k, pos):
            edit_step(g, k, lambda s: lt.set_scalar(s, 3, lt.LEN, pos))

        def drop_hashes(g):
            lt.set_scalar(g, 2, lt.FIXED64, 0)
            for k in range(1, len(lt.get(g, 3)) + 1):
                edit_step(g, k, lambda s: lt.set_scalar(s, 2, lt.FIXED64, 0))

        def hash_flip(g, k):
            edit_step(g, k, lambda s: lt.set_scalar(s, 2, lt.FIXED64, lt.scalar(s, 2) ^ 1))

        def own_positions(g):
            for k, pos in own.items():
                put_position(g, k, pos)
        step_case("step_positions_own", own_positions)
        step_case("step_position_diverged_equal", lambda g: (own_positions(g), hash_flip(g, 10)))
        step_case("step_position_diverged_differs", lambda g: (hash_flip(g, 10), put_position(g, 10, own[20])))
        step_case("step_position_diverged_garbage", lambda g: (hash_flip(g, 10), put_position(g, 10, b"not a position")))
        step_case("step_position_diverged_cut", lambda g: (hash_flip(g, 10), put_position(g, 10, own[10][:60])))
        step_case("step_positions_no_hashes", lambda g: (drop_hashes(g), own_positions(g)))
        step_case("step_positions_no_hashes_differs", lambda g: (drop_hashes(g), own_positions(g),
                                                                 put_position(g, 15, own[5])))
        step_case("step_positions_no_hashes_garbage", lambda g: (drop_hashes(g), own_positions(g),
                                                                 put_position(g, 10, b"{\"format_version\":")))

    if WALKER:
        walk_dir = os.path.join(ROOT, "corpora", "fuzz_walk")
        for prefix in WALK_GAMES:
            src = sorted(f for f in os.listdir(walk_dir) if f.startswith(prefix))[0]
            out = os.path.join(OUT, "walk_" + prefix.rstrip("."))
            subprocess.run([WALKER, "log", os.path.join(walk_dir, src), out], check=True, stdout=subprocess.DEVNULL)
            data = open(out, "rb").read()
            files["walk_" + prefix.rstrip(".")] = data
            files["walk_" + prefix.rstrip(".") + "_diverged"] = data[:-3] + bytes([data[-3] ^ 0x40]) + data[-2:]

    for name in sorted(files):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(files[name])
    print("wrote %d files to %s" % (len(files), OUT))


if __name__ == "__main__":
    main()
