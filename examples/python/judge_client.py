#!/usr/bin/env python3
"""judge_client.py: an example client of altered-judged in Python.

Uses Debian's python3-zmq and python3-protobuf, and altered_pb2.py, which
protoc makes from proto/altered.proto (the build puts it in
build/generated/python/; it is never committed):

    protoc --proto_path=proto --python_out=OUT proto/altered.proto

Usage:
    judge_client.py [--endpoint EP] [--timeout MS] [--pb2-dir DIR] info
    judge_client.py ... actions FILE [--game G] [--step K]
    judge_client.py ... legal FILE [--game G] [--step K]   (candidate: step K+1)
    judge_client.py ... state FILE [--game G] [--step K]
    judge_client.py ... verify FILE

FILE is a game log archive as `altered-replay gen` writes it: GameLog
messages, each preceded by its length as a varint. Exit status: 0 answered,
2 an illegal candidate or history, 3 an error reply, 5 no reply in time.
"""
import argparse
import os
import sys

import zmq


def load_pb2(pb2_dir):
    """Imports altered_pb2 from pb2_dir, $ALTERED_PB2_DIR or the build tree."""
    here = os.path.dirname(os.path.abspath(__file__))
    for d in (pb2_dir, os.environ.get("ALTERED_PB2_DIR"),
              os.path.join(here, "..", "..", "build", "generated", "python")):
        if d and os.path.exists(os.path.join(d, "altered_pb2.py")):
            sys.path.insert(0, d)
            break
    try:
        import altered_pb2
    except ImportError:
        sys.exit("judge_client.py: altered_pb2.py not found: build the project, or run "
                 "protoc --python_out=DIR proto/altered.proto and pass --pb2-dir DIR")
    return altered_pb2


def read_games(path, pb):
    """Yields every GameLog of a length-delimited archive."""
    with open(path, "rb") as f:
        data = f.read()
    pos = 0
    while pos < len(data):
        length, shift = 0, 0
        while True:
            if pos >= len(data):
                raise ValueError("truncated length prefix")
            b = data[pos]
            pos += 1
            length |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
        if pos + length > len(data):
            raise ValueError("truncated game")
        log = pb.GameLog()
        log.ParseFromString(data[pos:pos + length])
        pos += length
        yield log


class Judge:
    """One REQ socket to the daemon; every receive has a timeout."""

    def __init__(self, endpoint, timeout_ms, pb):
        self.pb = pb
        self.ctx = zmq.Context()
        self.sock = self.ctx.socket(zmq.REQ)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.setsockopt(zmq.RCVTIMEO, timeout_ms)
        self.sock.setsockopt(zmq.SNDTIMEO, timeout_ms)
        self.sock.connect(endpoint)
        self.next_id = 1

    def ask(self, **kind):
        req = self.pb.Request(id=self.next_id, **kind)
        self.next_id += 1
        self.sock.send(req.SerializeToString())
        try:
            raw = self.sock.recv()
        except zmq.Again:
            print("judge_client.py: no reply in time", file=sys.stderr)
            sys.exit(5)
        rep = self.pb.Reply()
        rep.ParseFromString(raw)
        if rep.id != req.id:
            sys.exit("judge_client.py: reply id %d for request %d" % (rep.id, req.id))
        if rep.WhichOneof("kind") == "error":
            e = rep.error
            print("judge_client.py: %s: %s" % (self.pb.ErrorCode.Name(e.code), e.message), file=sys.stderr)
            sys.exit(2 if e.code == self.pb.ERROR_ILLEGAL_HISTORY else 3)
        return rep

    def close(self):
        self.sock.close()
        self.ctx.term()


def game_so_far(pb, log, k):
    return pb.GameSoFar(header=log.header, actions=[s.action for s in log.steps[:k]])


def main():
    ap = argparse.ArgumentParser(description="Ask altered-judged about a game.")
    ap.add_argument("--endpoint", default=os.environ.get("ALTERED_JUDGED_ENDPOINT", "tcp://127.0.0.1:5555"))
    ap.add_argument("--timeout", type=int, default=10000, help="milliseconds to wait for each reply")
    ap.add_argument("--pb2-dir", help="where altered_pb2.py is")
    ap.add_argument("command", choices=["info", "actions", "legal", "state", "verify"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--game", type=int, default=1)
    ap.add_argument("--step", type=int)
    args = ap.parse_args()
    pb = load_pb2(args.pb2_dir)
    judge = Judge(args.endpoint, args.timeout, pb)
    rc = 0
    if args.command == "info":
        i = judge.ask(info=pb.InfoRequest()).info
        print("engine %s, rulesets %s, rng %s" % (i.engine, ", ".join(i.rulesets), i.rng))
        print("card database %s (digest %016x): %d cards, %d supported" %
              (i.card_db, i.card_db_digest, i.cards, i.supported_cards))
        print("worker %s; cache %d hits, %d prefix hits, %d misses" %
              (i.worker, i.cache_hits, i.cache_partial_hits, i.cache_misses))
    else:
        if not args.file:
            ap.error("%s needs a log file" % args.command)
        games = list(read_games(args.file, pb))
        if not 1 <= args.game <= len(games):
            sys.exit("judge_client.py: %s holds %d games" % (args.file, len(games)))
        log = games[args.game - 1]
        n = len(log.steps)
        if args.command == "verify":
            v = judge.ask(verify=pb.VerifyRequest(log=log, name=args.file, index=args.game)).verify
            sys.stdout.write(v.report)
            rc = v.verdict
        elif args.command == "legal":
            k = args.step if args.step is not None else n - 1
            if not 0 <= k < n:
                sys.exit("judge_client.py: no step %d to take as the candidate" % (k + 1))
            rep = judge.ask(legal=pb.LegalRequest(game=game_so_far(pb, log, k),
                                                  candidate=log.steps[k].action)).legal
            if rep.legal:
                print("legal at step %d: %s; hash after %016x" % (k + 1, rep.action, rep.hash_after))
            else:
                print("illegal at step %d: %s: %s" % (k + 1, rep.action, rep.reason))
                rc = 2
        else:
            k = args.step if args.step is not None else n
            if not 0 <= k <= n:
                sys.exit("judge_client.py: the game has %d steps" % n)
            if args.command == "actions":
                la = judge.ask(legal_actions=pb.LegalActionsRequest(game=game_so_far(pb, log, k))).legal_actions
                print("after step %d: state hash %016x" % (k, la.hash))
                print(la.decision.description)
                print("%d legal answer(s):" % len(la.actions))
                for a, d in zip(la.actions, la.descriptions):
                    print("  %s,%d,%d,%d,%d  %s" % (pb.ActionKind.Name(a.kind), a.player, a.object,
                                                    a.expedition, a.choice, d))
            else:
                st = judge.ask(state=pb.StateRequest(game=game_so_far(pb, log, k))).state
                print("after step %d: state hash %016x (%d bytes encoded)" % (k, st.hash, len(st.encoding)))
                sys.stdout.write(st.description)
    judge.close()
    return rc


if __name__ == "__main__":
    sys.exit(main())
