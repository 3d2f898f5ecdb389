#!/usr/bin/env python3
"""make_request_corpus.py: writes corpora/fuzz_request/, packed daemon
Requests (proto/altered.proto) named for what they ask, built from a golden
game of corpora/games/ with tools/logtool.py's wire-format writer (stdlib
only):

  python3 fuzz/make_request_corpus.py [REPO_ROOT]

fuzz_request's handlers accept at most 300 actions a game, so the
too-long cases stay small.
"""
import os
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
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
    for name in sorted(files):
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(files[name])
    print("wrote %d files to %s" % (len(files), OUT))


if __name__ == "__main__":
    main()
