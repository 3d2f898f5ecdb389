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

    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        os.remove(os.path.join(OUT, name))
    for name, msg in sorted(cases.items()):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(lt.write_varint(len(msg)) + msg)
    print("make_log_unpack_corpus: %d inputs in %s" % (len(cases), OUT))


if __name__ == "__main__":
    main()
