#!/usr/bin/env python3
"""judge_client.py: an example client of altered-judged in Python.

Uses Debian's python3-zmq and python3-protobuf, and altered_pb2.py, which
protoc makes from proto/altered.proto (the build puts it in
build/generated/python/; it is never committed):

    protoc --proto_path=proto --python_out=OUT proto/altered.proto

Usage:
    judge_client.py [--endpoint EP] [--timeout MS] [--pb2-dir DIR] info
    judge_client.py ... actions FILE [--game G] [--step K]
    judge_client.py ... legal FILE [--game G] [--step K] [--action A]   (candidate: A, or step K+1)
    judge_client.py ... state FILE [--game G] [--step K]
    judge_client.py ... verify FILE
    judge_client.py ... actions --position POS
    judge_client.py ... legal --position POS --action KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]
    judge_client.py ... state --position POS [--print-position]

FILE is a game log archive as `altered-replay gen` writes it: GameLog
messages, each preceded by its length as a varint. POS is a position file,
binary or JSON (docs/position.md), sent as it is: the daemon reads it.
state --print-position prints only the reply's JSON position, which
--position takes back. Exit status: 0 answered, 2 an illegal candidate or
history, 3 an error reply, 4 unsupported, 5 no reply in time.
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
        if log.HasField("archive_trailer"):
            return   # a sealed archive's trailer (docs/log-format.md): not a game
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
            sys.exit({self.pb.ERROR_ILLEGAL_HISTORY: 2, self.pb.ERROR_UNSUPPORTED: 4}.get(e.code, 3))
        return rep

    def close(self):
        self.sock.close()
        self.ctx.term()


def game_so_far(pb, log, k):
    return pb.GameSoFar(header=log.header, actions=[s.action for s in log.steps[:k]])


def parse_action(pb, text):
    """KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]] into an Action; KIND a number or
    a name (pass, ACTION_PASS); OBJECT 255 (none) when left out."""
    parts = text.split(",")
    if not 2 <= len(parts) <= 5:
        raise ValueError("an action is KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]")
    kind = parts[0].strip()
    if kind.isdigit():
        kind = int(kind)
    else:
        name = kind.upper()
        kind = pb.ActionKind.Value(name if name.startswith("ACTION_") else "ACTION_" + name)
    nums = [int(p) for p in parts[1:]] + [255, 0, 0][len(parts) - 2:]
    return pb.Action(kind=kind, player=nums[0], object=nums[1], expedition=nums[2], choice=nums[3])


def print_legal(rep, where):
    if rep.legal:
        print("legal %s: %s; hash after %016x" % (where, rep.action, rep.hash_after))
        return 0
    print("illegal %s: %s: %s" % (where, rep.action, rep.reason))
    return 2


def print_actions(pb, la, where):
    print("%s: state hash %016x" % (where, la.hash))
    print(la.decision.description)
    print("%d legal answer(s):" % len(la.actions))
    for a, d in zip(la.actions, la.descriptions):
        print("  %s,%d,%d,%d,%d  %s" % (pb.ActionKind.Name(a.kind), a.player, a.object, a.expedition, a.choice, d))


def print_state(st, where, position_only):
    if position_only:
        # The document as the daemon wrote it: a file --position takes back.
        if not st.position_json:
            sys.exit("judge_client.py: the reply holds no JSON position (an older daemon?)")
        sys.stdout.write(st.position_json)
        return
    print("%s: state hash %016x (%d bytes encoded, binary position %d bytes)" %
          (where, st.hash, len(st.encoding), len(st.position)))
    sys.stdout.write(st.description)


def main():
    ap = argparse.ArgumentParser(description="Ask altered-judged about a game.")
    ap.add_argument("--endpoint", default=os.environ.get("ALTERED_JUDGED_ENDPOINT", "tcp://127.0.0.1:5555"))
    ap.add_argument("--timeout", type=int, default=10000, help="milliseconds to wait for each reply")
    ap.add_argument("--pb2-dir", help="where altered_pb2.py is")
    ap.add_argument("command", choices=["info", "actions", "legal", "state", "verify"])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--game", type=int)
    ap.add_argument("--step", type=int)
    ap.add_argument("--position", metavar="POS", help="a position file (binary or JSON) instead of a log")
    ap.add_argument("--action", help="the candidate of legal: KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]")
    ap.add_argument("--print-position", action="store_true", help="state: print only the JSON position")
    args = ap.parse_args()
    if args.print_position and args.command != "state":
        ap.error("--print-position is for state")
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
    elif args.position:
        if args.command not in ("actions", "legal", "state"):
            ap.error("--position is for actions, legal and state")
        if args.file or args.step is not None or args.game is not None:
            ap.error("--position is the whole game: no log, --game or --step")
        with open(args.position, "rb") as f:
            pos = f.read()
        where = "in %s" % args.position
        if args.command == "legal":
            if not args.action:
                ap.error("legal --position needs --action")
            try:
                cand = parse_action(pb, args.action)
            except ValueError as e:
                ap.error("--action: %s" % e)
            rep = judge.ask(legal=pb.LegalRequest(position=pos, candidate=cand)).legal
            rc = print_legal(rep, where)
        elif args.command == "actions":
            print_actions(pb, judge.ask(legal_actions=pb.LegalActionsRequest(position=pos)).legal_actions, where)
        else:
            print_state(judge.ask(state=pb.StateRequest(position=pos)).state, where, args.print_position)
    else:
        if not args.file:
            ap.error("%s needs a log file" % args.command)
        games = list(read_games(args.file, pb))
        gi = 1 if args.game is None else args.game
        if not 1 <= gi <= len(games):
            sys.exit("judge_client.py: %s holds %d games" % (args.file, len(games)))
        log = games[gi - 1]
        n = len(log.steps)
        if args.command == "verify":
            v = judge.ask(verify=pb.VerifyRequest(log=log, name=args.file, index=gi)).verify
            sys.stdout.write(v.report)
            rc = v.verdict
        elif args.command == "legal":
            if args.action:
                # A candidate of one's own: after all steps unless --step says.
                k = args.step if args.step is not None else n
                if not 0 <= k <= n:
                    sys.exit("judge_client.py: the game has %d steps" % n)
                try:
                    cand = parse_action(pb, args.action)
                except ValueError as e:
                    ap.error("--action: %s" % e)
            else:
                k = args.step if args.step is not None else n - 1
                if not 0 <= k < n:
                    sys.exit("judge_client.py: no step %d to take as the candidate" % (k + 1))
                cand = log.steps[k].action
            rep = judge.ask(legal=pb.LegalRequest(game=game_so_far(pb, log, k), candidate=cand)).legal
            rc = print_legal(rep, "at step %d" % (k + 1))
        else:
            k = args.step if args.step is not None else n
            if not 0 <= k <= n:
                sys.exit("judge_client.py: the game has %d steps" % n)
            where = "after step %d" % k
            if args.command == "actions":
                la = judge.ask(legal_actions=pb.LegalActionsRequest(game=game_so_far(pb, log, k))).legal_actions
                print_actions(pb, la, where)
            else:
                st = judge.ask(state=pb.StateRequest(game=game_so_far(pb, log, k))).state
                print_state(st, where, args.print_position)
    judge.close()
    return rc


if __name__ == "__main__":
    sys.exit(main())
