#!/usr/bin/env python3
"""make_log_unpack_corpus.py: writes corpora/fuzz_log_unpack/, the named inputs of fuzz_log_unpack.

Each file is an archive of one game (its varint length, then the GameLog
message) built from the first game of a golden log, byte by byte, in the
shapes the reader's decoder takes (replay/log_unpack.h) and in those it
leaves to protobuf-c: fields repeated, unknown, out of order, varints
longer than 32 bits or not minimal, wire types that do not match, steps
with a position or recorded chance, messages cut short. The harness checks
that both readers agree on every one.

  python3 fuzz/make_log_unpack_corpus.py [REPO_ROOT]
"""
import os
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import logtool as lt  # noqa: E402

GAME = os.path.join(ROOT, "corpora", "games", "shortest_seeds_s9608.altlog")
OUT = os.path.join(ROOT, "corpora", "fuzz_log_unpack")
VARINT, FIXED64, LEN = 0, 1, 2


def key(field, wt):
    return lt.write_varint(field << 3 | wt)


def raw(fields):
    """fields as [field, wt, value] in the order given (lt.encode sorts them)."""
    out = bytearray()
    for field, wt, v in fields:
        out += key(field, wt)
        if wt == VARINT:
            out += lt.write_varint(v) if isinstance(v, int) else v   # bytes: a varint spelled out
        elif wt == FIXED64:
            out += v.to_bytes(8, "little") if isinstance(v, int) else v
        elif wt == LEN:
            out += lt.write_varint(len(v)) + v
    return bytes(out)


def main():
    data = open(GAME, "rb").read()
    n, pos = lt.read_varint(data, 0)
    game = lt.decode(data[pos:pos + n])
    header = [f for f in game if f[0] == 1]
    initial = [f for f in game if f[0] == 2]
    steps = [lt.decode(f[2]) for f in game if f[0] == 3]
    action1 = lt.decode(lt.get(steps[0], 1)[0][2])

    def log(step_list=None, head=None, init=None, extra=(), order=None):
        s = [[3, LEN, raw(x) if isinstance(x, list) else x] for x in (steps if step_list is None else step_list)]
        h = header if head is None else head
        i = initial if init is None else init
        fields = (order(h, i, s) if order else h + i + s) + list(extra)
        return raw(fields)

    def with_step0(step0):
        return log([step0] + steps[1:])

    def with_action0(fields):
        return with_step0([[1, LEN, raw(fields)]] + [f for f in steps[0] if f[0] != 1])

    def cut(b, k):
        return b[:len(b) - k]

    hash0 = lt.get(steps[0], 2)[0]
    cases = {
        "as_written": log(),
        "empty_message": b"",
        "header_only": raw(header),
        "steps_only": log(head=[], init=[]),
        "steps_before_header": log(order=lambda h, i, s: s + i + h),
        "action_fields_reversed": with_action0(list(reversed(action1))),
        "step_hash_before_action": with_step0(list(reversed(steps[0]))),
        "empty_step": log([[]] + steps[1:]),
        "empty_action": with_action0([]),
        "action_twice": with_step0(steps[0] + [[1, LEN, raw([[5, VARINT, 1]])]]),
        "hash_twice": with_step0(steps[0] + [[2, FIXED64, 7]]),
        "header_twice": log(head=header + header),
        "initial_hash_twice": log(init=initial + [[2, FIXED64, 9]]),
        "action_field_twice": with_action0(action1 + [[1, VARINT, 8]]),
        "unknown_field_log": log(extra=[[9, VARINT, 1]]),
        "unknown_field_step": with_step0(steps[0] + [[7, VARINT, 1]]),
        "unknown_field_action": with_action0(action1 + [[6, VARINT, 3]]),
        "unknown_field_high": with_step0(steps[0] + [[1000, VARINT, 1]]),
        "varint_5_bytes": with_action0(action1 + [[5, VARINT, b"\x80\x80\x80\x80\x01"]]),
        "varint_32_bits": with_action0(action1 + [[5, VARINT, b"\xff\xff\xff\xff\x0f"]]),
        "varint_33_bits": with_action0(action1 + [[5, VARINT, b"\xff\xff\xff\xff\x1f"]]),
        "varint_6_bytes": with_action0(action1 + [[5, VARINT, b"\x81\x80\x80\x80\x80\x00"]]),
        "varint_11_bytes": with_action0(action1 + [[5, VARINT, b"\x81" + b"\x80" * 9 + b"\x00"]]),
        "kind_negative": with_action0([[1, VARINT, b"\xff" * 9 + b"\x01"]] + action1[1:]),
        "kind_as_fixed64": with_action0([[1, FIXED64, 6]] + action1[1:]),
        "action_as_varint": with_step0([[1, VARINT, 3]] + [hash0]),
        "hash_as_varint": with_step0([f for f in steps[0] if f[0] != 2] + [[2, VARINT, 5]]),
        "step_as_fixed64": log(extra=[[3, FIXED64, 1]]),
        "tag_not_minimal": None,
        "step_length_not_minimal": None,
        "step_with_position": with_step0(steps[0] + [[3, LEN, b"ALTP"]]),
        "step_with_empty_position": with_step0(steps[0] + [[3, LEN, b""]]),
        "step_with_chance": with_step0(steps[0] + [[4, VARINT, 2]]),
        "step_with_chance_packed": with_step0(steps[0] + [[4, LEN, b"\x02\x03"]]),
        "archive_trailer": raw([[15, LEN, raw([[1, VARINT, 1]])]]),
        "header_cut": log(head=[[1, LEN, header[0][2][:-3]]]),
        "hash_cut": cut(log(), 4),
        "step_cut": cut(log(), 1),
        "action_varint_cut": None,
    }
    # An action tag spelled in two bytes (0x8a 0x00 for field 1, wire type 2).
    a0 = raw([[1, LEN, raw(action1)]])
    cases["tag_not_minimal"] = log([b"\x8a\x00" + a0[1:] + raw([hash0])] + steps[1:])
    # The first step's length spelled in two bytes.
    s0 = raw(steps[0])
    body = raw(header + initial)
    rest = raw([[3, LEN, raw(x)] for x in steps[1:]])
    cases["step_length_not_minimal"] = body + key(3, LEN) + bytes([0x80 | len(s0) & 0x7F, len(s0) >> 7]) + s0 + rest
    # The last field of the first action ends in a continuation byte.
    broken = raw(action1)[:-1] + bytes([raw(action1)[-1] | 0x80])
    cases["action_varint_cut"] = with_step0([[1, LEN, broken], hash0])

    # The header's fields, the same way: each field of the Header, of its
    # Versions, Decks and Event, in the shapes taken and in those left.
    hf = lt.decode(header[0][2])

    def with_header(fields):
        return log(head=[[1, LEN, raw(fields)]])

    deck0 = lt.decode(lt.get(hf, 5)[0][2])
    vers = lt.decode(lt.get(hf, 2)[0][2])

    def with_deck0(fields):
        return with_deck0_bytes(raw(fields))

    def with_deck0_bytes(b):
        i = next(k for k, f in enumerate(hf) if f[0] == 5)
        return with_header(hf[:i] + [[5, LEN, b]] + hf[i + 1:])

    def with_versions(fields):
        return with_header([f for f in hf if f[0] != 2] + [[2, LEN, raw(fields)]])

    event = [[1, LEN, b"Cup"], [2, VARINT, 3], [3, VARINT, 200], [4, LEN, b"Ada"], [4, LEN, b"Bo"]]
    cases.update({
        "header_fields_reversed": with_header(list(reversed(hf))),
        "header_with_event": with_header(hf + [[6, LEN, raw(event)]]),
        "header_event_twice": with_header(hf + [[6, LEN, raw(event)], [6, LEN, raw(event[:1])]]),
        "header_event_players_apart": with_header(hf + [[6, LEN, raw(event[3:4] + event[:3] + event[4:])]]),
        "header_event_name_twice": with_header(hf + [[6, LEN, raw(event + event[:1])]]),
        "header_event_name_utf8": with_header(hf + [[6, LEN, raw([[1, LEN, "Caf\u00e9".encode()]])]]),
        "header_event_name_nul": with_header(hf + [[6, LEN, raw([[1, LEN, b"C\0p"]])]]),
        "header_event_name_not_utf8": with_header(hf + [[6, LEN, raw([[1, LEN, b"C\xff"]])]]),
        "header_setup_chance_packed": with_header(hf + [[8, LEN, b"\x04\x01\xac\x02"]]),
        "header_setup_chance_empty": with_header(hf + [[8, LEN, b""]]),
        "header_setup_chance_unpacked": with_header(hf + [[8, VARINT, 4], [8, VARINT, 1]]),
        "header_setup_chance_twice": with_header(hf + [[8, LEN, b"\x04"], [8, LEN, b"\x01"]]),
        "header_setup_chance_cut": with_header(hf + [[8, LEN, b"\x04\x81"]]),
        "header_seed_10_bytes": with_header([f for f in hf if f[0] != 4] + [[4, VARINT, b"\xff" * 9 + b"\x01"]]),
        "header_seed_overflow": with_header([f for f in hf if f[0] != 4] + [[4, VARINT, b"\xff" * 9 + b"\x03"]]),
        "header_seed_11_bytes": with_header([f for f in hf if f[0] != 4] + [[4, VARINT, b"\x81" + b"\x80" * 9 + b"\x00"]]),
        "header_format_twice": with_header(hf + [[3, VARINT, 1], [3, VARINT, 0]]),
        "header_format_negative": with_header([f for f in hf if f[0] != 3] + [[3, VARINT, b"\xff" * 9 + b"\x01"]]),
        "header_versions_twice": with_header(hf + lt.get(hf, 2)),
        "header_unknown_field": with_header(hf + [[12, VARINT, 1]]),
        "header_three_decks": with_header(hf + lt.get(hf, 5)[:1]),
        "header_no_decks": with_header([f for f in hf if f[0] != 5]),
        "deck_hero_twice": with_deck0(deck0 + [[1, LEN, b"ALT_CORE_B_AX_01_C"], [1, LEN, b"ALT_CORE_B_AX_01_C"]]),
        "deck_hero_last": with_deck0([f for f in deck0 if f[0] != 1] + [f for f in deck0 if f[0] == 1]),
        "deck_card_empty": with_deck0(deck0 + [[2, LEN, b""]]),
        "deck_card_as_varint": with_deck0(deck0 + [[2, VARINT, 1]]),
        "deck_card_cut": with_deck0_bytes(raw(deck0)[:-1]),   # the last card's length says one byte more
        "deck_unknown_field": with_deck0(deck0 + [[3, VARINT, 1]]),
        "versions_reversed": with_versions(list(reversed(vers))),
        "versions_ruleset_twice": with_versions(vers + [[2, LEN, b"cr3-2"]]),
        "versions_digest_as_varint": with_versions([f for f in vers if f[0] != 5] + [[5, VARINT, 1]]),
        "versions_hash_encoding_6_bytes": with_versions([f for f in vers if f[0] != 6] + [[6, VARINT, b"\x85\x80\x80\x80\x80\x00"]]),
        "versions_unknown_field": with_versions(vers + [[9, LEN, b"x"]]),
    })

    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    for name, msg in sorted(cases.items()):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(lt.write_varint(len(msg)) + msg)
    print("make_log_unpack_corpus: %d inputs in %s" % (len(cases), OUT))


if __name__ == "__main__":
    main()
