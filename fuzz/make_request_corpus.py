#!/usr/bin/env python3
"""make_request_corpus.py: writes corpora/fuzz_request/, packed daemon
Requests (proto/altered.proto) named for what they ask, built from a golden
game of corpora/games/ with tools/logtool.py's wire-format writer (stdlib
only):

  python3 fuzz/make_request_corpus.py [REPO_ROOT] [--replay PATH]

Requests about a position need the position, which only the engine
encodes: they take it from `altered-replay state --binary` and `--json`
(PATH, default build/bin/altered-replay), and are left out, with a note,
when that is not built. Their JSON positions leave out cards_version (any
card database then reads them), so that they stay good seeds when the card
database changes; binary positions name it and do not.

fuzz_request's handlers accept at most 300 actions a game, so the
too-long cases stay small.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

_ap = argparse.ArgumentParser(description="Write corpora/fuzz_request/.")
_ap.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), ".."))
_ap.add_argument("--replay", help="altered-replay, for the position seeds (default ROOT/build/bin/altered-replay)")
_args = _ap.parse_args()
ROOT = os.path.abspath(_args.root)
REPLAY = _args.replay or os.path.join(ROOT, "build", "bin", "altered-replay")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import logtool as lt  # noqa: E402

OUT = os.path.join(ROOT, "corpora", "fuzz_request")
GAME = os.path.join(ROOT, "corpora", "games", "shortest_seeds_s9608.altlog")
V, LEN = lt.VARINT, lt.LEN


def msg(*fields):
    return lt.encode([list(f) for f in fields])


def request(rid, kind, body):
    return msg((1, V, rid), (kind, LEN, body)) if rid else msg((kind, LEN, body))


def game_so_far(header, actions):
    return msg((1, LEN, header), *[(2, LEN, a) for a in actions])


def action(kind, player, obj, expedition=0, choice=0):
    fields = [(1, V, kind), (2, V, player), (3, V, obj), (4, V, expedition), (5, V, choice)]
    return msg(*[f for f in fields if f[2]])


def positions(step):
    """The binary and the JSON position after a step of the golden game, from
    altered-replay; None when it is not built or cannot say."""
    if not os.access(REPLAY, os.X_OK):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "pos.bin")
        base = [REPLAY, "state", GAME, "--step", str(step)]
        try:
            subprocess.run(base + ["--binary", "--out", out], check=True, capture_output=True)
            text = subprocess.run(base + ["--json"], check=True, capture_output=True).stdout
        except (OSError, subprocess.CalledProcessError) as e:
            print("no position seeds: %s: %s" % (REPLAY, e), file=sys.stderr)
            return None
        with open(out, "rb") as f:
            binary = f.read()
    doc = json.loads(text)
    doc.pop("cards_version", None)
    return binary, json.dumps(doc, separators=(",", ":")).encode()


def main():
    os.makedirs(OUT, exist_ok=True)
    game = lt.read_archive(GAME)[0]
    game_bytes = lt.encode(game)
    header = lt.get(game, 1)[0][2]
    actions = [lt.get(lt.decode(st[2]), 1)[0][2] for st in lt.get(game, 3)]
    n = len(actions)

    def legal(rid, acts, candidate):
        return request(rid, 2, msg((1, LEN, game_so_far(header, acts)), (2, LEN, candidate)))

    def legal_actions(rid, acts, hdr=header):
        return request(rid, 3, msg((1, LEN, game_so_far(hdr, acts))))

    def state(rid, acts):
        return request(rid, 5, msg((1, LEN, game_so_far(header, acts))))

    def with_versions(fn):
        h = lt.decode(header)
        lt.edit_sub(lt.get(h, 2)[0], None, fn)
        return lt.encode(h)

    first = lt.decode(actions[0])
    files = {
        "info": request(1, 6, b""),
        "info_id_0": request(0, 6, b""),
        "verify_golden": request(2, 4, msg((1, LEN, game_bytes), (2, LEN, b"golden.altlog"), (3, V, 1))),
        "verify_diverged": request(3, 4, msg((1, LEN, lt.encode([f if f[0] != 2 else [2, lt.FIXED64, 1]
                                                                for f in game])))),
        "verify_no_log": request(4, 4, b""),
        "legal_actions_start": legal_actions(5, []),
        "legal_actions_middle": legal_actions(6, actions[: n // 2]),
        "legal_actions_end": legal_actions(7, actions),
        "legal_first_action": legal(8, [], actions[0]),
        "legal_wrong_player": legal(9, [], action(lt.scalar(first, 1), 1 - lt.scalar(first, 2), lt.scalar(first, 3))),
        "legal_no_candidate": request(10, 2, msg((1, LEN, game_so_far(header, [])))),
        "legal_after_game_over": legal(11, actions, action(6, 0, 255)),
        "legal_out_of_range": legal(12, [], action(1, 0, 300)),
        "state_middle": state(13, actions[: n // 2]),
        "state_end": state(14, actions),
        "illegal_history": state(15, actions[:5] + [action(6, 0, 255)] + actions[5:]),
        "no_header": request(16, 5, msg((1, LEN, msg((2, LEN, actions[0]))))),
        "no_game": request(17, 5, b""),
        "too_long": state(18, actions * 11),
        "foreign_card_db": legal_actions(19, [], with_versions(lambda v: lt.set_scalar(v, 4, LEN, b"btg-0"))),
        "foreign_ruleset": legal_actions(20, [], with_versions(lambda v: lt.set_scalar(v, 2, LEN, b"seeds-7"))),
        "no_kind": msg((1, V, 21)),
        "unknown_field": msg((1, V, 22), (9, V, 5)),
        "empty": b"",
        "garbage": bytes(range(256)) * 2,
        "truncated": legal_actions(23, actions[: n // 2])[:-7],
    }
    # Requests about a position (field 3 of Legal, LegalActions and State).
    k = n // 2
    pos = positions(k)
    if pos is None:
        print("position seeds left out: no %s (build it, or give --replay PATH)" % REPLAY, file=sys.stderr)
    else:
        binary, doc = pos
        pass_p0 = action(6, 0, 255)
        files.update({
            "state_position_binary": request(24, 5, msg((3, LEN, binary))),
            "legal_position_binary": request(25, 2, msg((2, LEN, actions[k]), (3, LEN, binary))),
            "legal_actions_position_json": request(26, 3, msg((3, LEN, doc))),
            "state_position_json_defaults": request(27, 5, msg((3, LEN, b"{}"))),
            "legal_position_json_defaults": request(28, 2, msg((2, LEN, pass_p0), (3, LEN, b"{}"))),
            "position_and_game": request(29, 5, msg((1, LEN, game_so_far(header, actions[:k])), (3, LEN, binary))),
            "position_truncated": request(30, 5, msg((3, LEN, binary[: len(binary) // 2]))),
            "position_bad_json": request(31, 3, msg((3, LEN, b'{"players": [{"zones": {"hand": [{"card": 7'))),
            "legal_position_no_candidate": request(32, 2, msg((3, LEN, binary))),
        })
        # Verify of a log whose steps carry positions (Step.position,
        # docs/log-format.md "Positions in a log"): step k+1's hash flipped
        # and step k's position in its place, so the fields differ; and a
        # log without hashes whose step k carries its own position and step
        # k+2 garbage.
        def with_step(g, num, fn):
            out = [list(f) for f in g]
            st = lt.get(out, 3)[num - 1]
            lt.edit_sub(st, None, fn)
            return out
        diverged = with_step(game, k + 1, lambda s: (lt.set_scalar(s, 2, lt.FIXED64, lt.scalar(s, 2) ^ 1),
                                                     lt.set_scalar(s, 3, LEN, binary)))
        hashless = [f for f in game if f[0] != 2]
        for num in range(1, n + 1):
            hashless = with_step(hashless, num, lambda s: lt.set_scalar(s, 2, lt.FIXED64, 0))
        hashless = with_step(hashless, k, lambda s: lt.set_scalar(s, 3, LEN, binary))
        hashless = with_step(hashless, k + 2, lambda s: lt.set_scalar(s, 3, LEN, b"ALTP garbage"))
        files.update({
            "verify_step_position_differs": request(33, 4, msg((1, LEN, lt.encode(diverged)))),
            "verify_step_positions_no_hashes": request(34, 4, msg((1, LEN, lt.encode(hashless)))),
        })
    for name in sorted(files):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(files[name])
    print("wrote %d files to %s" % (len(files), OUT))


if __name__ == "__main__":
    main()
