"""cli.py: altered-judge-py, altered-judge-client's commands in Python.

The same commands, options, output and exit codes as the C client
(altered-judge-client --help), so that either serves a script, plus
`games`, which reads archives without a daemon. Reading and framing are
archive.py's; this file asks altered-judged and prints its replies.
"""
import argparse
import json
import os
import re
import sys

from . import _proto
from .archive import ArchiveError, read_archive

PROG = "altered-judge-py"
# The C client's exit codes, one meaning each (docs/cli.md), and this
# package's own 69.
EXIT_DIVERGED, EXIT_ILLEGAL, EXIT_MALFORMED, EXIT_UNSUPPORTED, EXIT_INCOMPLETE, EXIT_UNFINISHED = 1, 2, 3, 4, 5, 6
EXIT_USAGE = 64
EXIT_MISSING = 69   # a module or program to install (sysexits' EX_UNAVAILABLE)
EXIT_INTERNAL = 70  # the daemon's ERROR_INTERNAL
EXIT_NO_REPLY = 75  # no reply in time, or the daemon busy or unavailable: try again (EX_TEMPFAIL)
EXIT_PROTOCOL = 76  # a reply this client cannot read (EX_PROTOCOL)
# A Verify reply's verdict, and an Error reply's code, as exit codes; one
# not in the table is EXIT_PROTOCOL, never a number passed through.
VERDICT_EXITS = {0: 0, 1: EXIT_DIVERGED, 2: EXIT_ILLEGAL, 3: EXIT_MALFORMED, 4: EXIT_UNSUPPORTED, 6: EXIT_UNFINISHED}
ERROR_EXITS = {1: EXIT_MALFORMED, 2: EXIT_MALFORMED, 3: EXIT_UNSUPPORTED, 4: EXIT_ILLEGAL, 5: EXIT_MALFORMED,
               6: EXIT_INTERNAL, 7: EXIT_NO_REPLY, 8: EXIT_NO_REPLY}
KINDS = ["unknown", "mana_pick", "expand", "expand_skip", "play", "quick", "pass", "keep", "choose", "chance"]
POSITION_FILE_MAX = 16 << 20   # the daemon's default message bound, as the C client
# The header fields no state hash covers (docs/verdict.md), as verify names them.
OUTSIDE_HASHES = ["event.name", "event.round", "event.table", "event.players", "versions.engine"]


class Failure(Exception):
    """Ends the command with a message on standard error and an exit code."""

    def __init__(self, code, message=None):
        super().__init__(message)
        self.code = code
        self.message = message


class Parser(argparse.ArgumentParser):
    def error(self, message):   # usage errors exit 64, as the C client's
        self.print_usage(sys.stderr)
        sys.stderr.write("%s: %s\n" % (PROG, message))
        sys.exit(EXIT_USAGE)


def hex64(v):
    return "%016x" % v


def emit(obj):
    print(json.dumps(obj, separators=(",", ":"), ensure_ascii=False))


# ------------------------------------------------------------------- keys

def read_key(path):
    """The first 40-character z85 key line of a file ('#' lines skipped)."""
    zmq = _proto.require("zmq")
    try:
        with open(path, "rb") as f:   # any bytes: a key is ASCII, anything else is no key
            lines = f.read(1 << 16).decode("ascii", "replace").splitlines()
    except OSError as e:
        raise Failure(EXIT_MALFORMED, "%s: %s" % (path, e.strerror))
    for line in lines:
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        try:
            if len(s) == 40 and len(zmq.utils.z85.decode(s)) == 32:
                return s.encode("ascii")
        except (ValueError, KeyError, UnicodeEncodeError):
            pass
        break
    raise Failure(EXIT_MALFORMED, "%s: no z85 CURVE key" % path)


# -------------------------------------------------------------- transport

class Judge:
    """One REQ socket to the daemon; every send and receive has a timeout."""

    def __init__(self, args, pb):
        zmq = _proto.require("zmq")
        import zmq.utils.z85  # noqa: F401  (read_key's decoder)
        self.zmq, self.pb, self.args = zmq, pb, args
        self.ctx = zmq.Context()
        self.sock = self.ctx.socket(zmq.REQ)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.setsockopt(zmq.RCVTIMEO, args.timeout)
        self.sock.setsockopt(zmq.SNDTIMEO, args.timeout)
        if args.curve_server_key:
            if not zmq.has("curve"):
                raise Failure(EXIT_MALFORMED, "this libzmq has no CURVE support")
            server = read_key(args.curve_server_key)
            if args.curve_key:
                secret, public = read_key(args.curve_key + ".key"), read_key(args.curve_key + ".pub")
            else:
                public, secret = zmq.curve_keypair()
            self.sock.curve_serverkey = server
            self.sock.curve_publickey = public
            self.sock.curve_secretkey = secret
        try:
            self.sock.connect(args.endpoint)
        except zmq.ZMQError as e:
            raise Failure(EXIT_MALFORMED, "cannot connect to %s: %s" % (args.endpoint, e))

    def ask(self, expect, **kind):
        pb, zmq = self.pb, self.zmq
        req = pb.Request(id=self.args.id, **kind)
        try:
            self.sock.send(req.SerializeToString())
        except zmq.Again:
            raise Failure(EXIT_NO_REPLY, "cannot send to %s within %d ms" % (self.args.endpoint, self.args.timeout))
        try:
            raw = self.sock.recv()
        except zmq.Again:
            raise Failure(EXIT_NO_REPLY, "no reply from %s within %d ms" % (self.args.endpoint, self.args.timeout))
        rep = pb.Reply()
        try:
            rep.ParseFromString(raw)
        except Exception:
            raise Failure(EXIT_PROTOCOL, "the reply is not a Reply message")
        if rep.id != req.id:
            raise Failure(EXIT_PROTOCOL, "the reply's id %d is not the request's %d" % (rep.id, req.id))
        which = rep.WhichOneof("kind")
        if which == "error":
            e = rep.error
            name = pb.ErrorCode.Name(e.code) if e.code in pb.ErrorCode.values() else "ERROR_UNKNOWN"
            code = ERROR_EXITS.get(e.code, EXIT_PROTOCOL)
            if self.args.json:
                obj = {"error": name, "message": e.message}
                if e.step:
                    obj["step"] = e.step
                if e.rule:
                    obj["rule"] = e.rule
                emit(obj)
                raise Failure(code)
            raise Failure(code, "%s: %s" % (name, e.message))
        if which != expect:
            raise Failure(EXIT_PROTOCOL, "the reply is of another kind (%s)" % which)
        return getattr(rep, expect)

    def close(self):
        self.sock.close()
        self.ctx.term()


# ----------------------------------------------------------------- inputs

FIELDS = ["kind", "player", "object", "expedition", "choice"]
ALL_FIELDS = set(FIELDS)


def field_value(field, v):
    """One ACTION field's value (docs/cli.md), as `position apply` reads it."""
    if field == "kind":
        name = v.lower()
        name = name[7:] if name.startswith("action_") else name
        if name in KINDS[1:]:
            return KINDS.index(name)
        n, top = int(v), len(KINDS) - 1
    elif field == "object" and v in ("hero", "none"):
        return 254 if v == "hero" else 255
    elif field == "expedition" and v in ("hero", "companion"):
        return 0 if v == "hero" else 1
    else:
        n, top = int(v), {"player": 2, "object": 255, "expedition": 1, "choice": 65535}[field]
    if not (1 if field == "kind" else 0) <= n <= top:
        raise ValueError(v)
    return n


def parse_action(text):
    """ACTION as altered-judge-client reads it: an index of the legal answers,
    fields kind=...,player=... (the ones left out to be resolved against the
    legal answers), or KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]], which gives every
    field. Returns (index or None, {field: value})."""
    wants = ("an index, kind=KIND,player=P[,object=N][,expedition=E][,choice=N], "
             "or KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]")
    try:
        if "=" not in text and "," not in text:
            return int(text), {}
        fields = {}
        if "=" in text:
            for part in text.split(","):
                name, _, v = part.partition("=")
                if name not in FIELDS or name in fields or not _:
                    raise ValueError(part)
                fields[name] = field_value(name, v)
            if "kind" not in fields:
                raise ValueError("no kind")
            return None, fields
        parts = text.split(",")
        if not 2 <= len(parts) <= 5:
            raise ValueError(text)
        fields = {"object": 255, "expedition": 0, "choice": 0}
        for name, v in zip(FIELDS, parts):
            fields[name] = field_value(name, v)
        return None, fields
    except ValueError:
        raise Failure(EXIT_USAGE, "--action %s: not %s" % (text, wants))


def resolve_action(judge, pb, text, where):
    """The Action --action means: every field given is that answer; an index,
    or fields left out, are read against the legal answers there, as
    `position apply` reads them."""
    index, fields = parse_action(text)
    defaults = {"object": 255, "expedition": 0, "choice": 0}
    if index is None and set(fields) == ALL_FIELDS:
        return pb.Action(**fields)
    la = judge.ask("legal_actions", legal_actions=pb.LegalActionsRequest(**where))
    answers = list(la.actions)
    if index is not None:
        if index >= len(answers):
            raise Failure(EXIT_USAGE, "--action %s: no answer %d: there are %d" % (text, index, len(answers)))
        return answers[index]
    want = dict(defaults, player=la.decision.player if la.HasField("decision") else 0)
    want.update(fields)
    for a in answers:
        if all(getattr(a, f) == want[f] for f in FIELDS):
            return a
    agree = [a for a in answers if all(getattr(a, f) == v for f, v in fields.items())]
    if len(agree) > 1:
        raise Failure(EXIT_USAGE, "--action %s: %d legal answers agree with these fields: give more of them"
                      % (text, len(agree)))
    return agree[0] if agree else pb.Action(**want)


def action_text(a):
    """An answer as `position legal` writes it (replay/action_text.c)."""
    out = "kind=%s,player=%d" % (KINDS[a.kind] if 0 < a.kind < len(KINDS) else a.kind, a.player)
    if a.object == 254:
        out += ",object=hero"
    elif a.object != 255:
        out += ",object=%d" % a.object
    if a.kind == KINDS.index("play") or a.expedition:
        out += ",expedition=%s" % ({0: "hero", 1: "companion"}.get(a.expedition, a.expedition))
    if a.choice:
        out += ",choice=%d" % a.choice
    return out


def read_position(path):
    try:
        if path == "-":
            data = sys.stdin.buffer.read(POSITION_FILE_MAX + 1)
        else:
            with open(path, "rb") as f:
                data = f.read(POSITION_FILE_MAX + 1)
    except OSError as e:
        raise Failure(EXIT_MALFORMED, "%s: %s" % (path, e.strerror))
    if len(data) > POSITION_FILE_MAX:
        raise Failure(EXIT_MALFORMED, "%s: larger than %d bytes" % (path, POSITION_FILE_MAX))
    if not data:
        raise Failure(EXIT_MALFORMED, "%s is empty: no position" % path)
    return data


def load_archive(path, pb):
    try:
        return read_archive(path, pb)
    except OSError as e:
        raise Failure(EXIT_MALFORMED, "%s: %s" % (path, e.strerror))
    except ArchiveError as e:
        raise Failure(EXIT_MALFORMED, "%s: %s" % (path, e))


def load_game(args, pb):
    arch = load_archive(args.files[0], pb)
    if not 1 <= args.game <= len(arch.games):
        raise Failure(EXIT_MALFORMED, "%s holds %d game(s); there is no game %d"
                      % (args.files[0], len(arch.games), args.game))
    return arch.games[args.game - 1]


def game_so_far(pb, log, k):
    return pb.GameSoFar(header=log.header, actions=[s.action for s in log.steps[:k]])


def decision_json(d):
    return {"kind": d.kind, "player": d.player, "day": d.day, "phase": d.phase, "description": d.description}


def where_json(args, k):
    return {"position_file": args.position} if args.position else {"step": k}


# --------------------------------------------------------------- commands

def cmd_info(judge, args, pb):
    i = judge.ask("info", info=pb.InfoRequest())
    if args.json:
        emit({"engine": i.engine, "rulesets": list(i.rulesets), "rng": i.rng, "card_db": i.card_db,
              "card_db_digest": hex64(i.card_db_digest), "hash_encoding": i.hash_encoding, "cards": i.cards,
              "supported_cards": i.supported_cards, "worker": i.worker, "cache_hits": i.cache_hits,
              "cache_partial_hits": i.cache_partial_hits, "cache_misses": i.cache_misses,
              "cache_entries": i.cache_entries, "cache_bytes": i.cache_bytes, "max_actions": i.max_actions})
        return 0
    print("engine %s" % i.engine)
    print("rulesets %s" % ", ".join(i.rulesets))
    print("rng %s" % i.rng)
    print("state hash encoding %d" % i.hash_encoding)
    print("card database %s, digest %s, %d records, %d supported" % (i.card_db, hex64(i.card_db_digest), i.cards,
                                                                     i.supported_cards))
    print("worker %s" % i.worker)
    print("longest game accepted: %d actions" % i.max_actions)
    if i.cache_bytes:
        print("cache: %d hits, %d prefix hits, %d misses, %d states held, %d MiB"
              % (i.cache_hits, i.cache_partial_hits, i.cache_misses, i.cache_entries, i.cache_bytes >> 20))
    else:
        print("cache: none")
    return 0


def cmd_legal(judge, args, pb):
    if args.action:
        parse_action(args.action)   # a bad ACTION is refused before anything is read
    if args.position:
        if not args.action:
            raise Failure(EXIT_USAGE, "legal --position needs --action")
        position = read_position(args.position)
        cand = resolve_action(judge, pb, args.action, {"position": position})
        req = pb.LegalRequest(position=position, candidate=cand)
        where, k = "in %s" % args.position, 0
    else:
        log = load_game(args, pb)
        n = len(log.steps)
        if args.action:
            k = args.step if args.step is not None else n
            if k > n:
                raise Failure(EXIT_USAGE, "--step %d: the game has %d steps" % (k, n))
            cand = resolve_action(judge, pb, args.action, {"game": game_so_far(pb, log, k)})
        else:
            if n == 0 or (args.step is not None and args.step >= n):
                raise Failure(EXIT_USAGE, "no step %d in the log to take as the candidate (give --action)"
                              % ((args.step + 1) if args.step is not None else 1))
            k = args.step if args.step is not None else n - 1
            cand = log.steps[k].action
        req = pb.LegalRequest(game=game_so_far(pb, log, k), candidate=cand)
        where = "at step %d" % (k + 1)
    rep = judge.ask("legal", legal=req)
    if args.json:
        obj = where_json(args, k + 1)
        obj.update({"legal": rep.legal, "action": rep.action})
        if rep.legal:
            obj["hash_after"] = hex64(rep.hash_after)
        else:
            obj.update({"rule": rep.rule, "reason": rep.reason})
        emit(obj)
    elif rep.legal:
        print("legal %s: %s; state hash after: %s" % (where, rep.action, hex64(rep.hash_after)))
    else:
        print("illegal %s: %s: %s" % (where, rep.action, rep.reason))
    return 0 if rep.legal else EXIT_ILLEGAL


def game_request(args, pb):
    """The request's game: the first K steps of the log (default all), or --position."""
    if args.position:
        return {"position": read_position(args.position)}, 0, "in %s" % args.position
    log = load_game(args, pb)
    k = args.step if args.step is not None else len(log.steps)
    if k > len(log.steps):
        raise Failure(EXIT_USAGE, "--step %d: the game has %d steps" % (k, len(log.steps)))
    return {"game": game_so_far(pb, log, k)}, k, "after step %d" % k


def cmd_actions(judge, args, pb):
    fields, k, where = game_request(args, pb)
    la = judge.ask("legal_actions", legal_actions=pb.LegalActionsRequest(**fields))
    descr = list(la.descriptions) + [""] * (len(la.actions) - len(la.descriptions))
    if args.json:
        obj = where_json(args, k)
        obj.update({"hash": hex64(la.hash), "decision": decision_json(la.decision) if la.HasField("decision") else None,
                    "actions": [{"kind": a.kind, "player": a.player, "object": a.object, "expedition": a.expedition,
                                 "choice": a.choice, "description": d} for a, d in zip(la.actions, descr)]})
        emit(obj)
        return 0
    print("%s: state hash %s" % (where, hex64(la.hash)))
    if la.HasField("decision"):
        print(la.decision.description)
    print("%d legal answer(s):" % len(la.actions))
    for i, (a, d) in enumerate(zip(la.actions, descr)):
        print("  %d  %s  %s" % (i, action_text(a), d))
    return 0


def cmd_state(judge, args, pb):
    fields, k, where = game_request(args, pb)
    st = judge.ask("state", state=pb.StateRequest(**fields))
    if args.print_position:
        # The document as the daemon wrote it: a file --position takes back.
        if not st.position_json:
            raise Failure(EXIT_MALFORMED, "the reply holds no JSON position (an older daemon?)")
        sys.stdout.write(st.position_json)
        return 0
    if args.json:
        obj = where_json(args, k)
        obj.update({"hash": hex64(st.hash), "winner": st.winner,
                    "decision": decision_json(st.decision) if st.HasField("decision") else None,
                    "description": st.description, "encoding": st.encoding.hex(), "position": st.position.hex(),
                    "position_json": json.loads(st.position_json) if st.position_json else None})
        emit(obj)
        return 0
    print("%s: state hash %s (canonical encoding, %d bytes)" % (where, hex64(st.hash), len(st.encoding)))
    if st.HasField("decision"):
        print(st.decision.description)
    sys.stdout.write(st.description)
    if st.description and not st.description.endswith("\n"):
        print()
    return 0


def print_seal(args, arch):
    verdict = arch.seal()
    print_seal_line(args, arch.name, verdict, len(arch.games), arch.trailer.games if arch.trailer is not None else 0)
    return verdict[0]


def print_seal_line(args, path, verdict, games, sealed_games):
    verdict, message, game = verdict
    if args.json:
        emit({"type": "archive", "file": path, "archive": verdict, "games": games, "sealed_games": sealed_games,
              "game": game, "message": message})
    else:
        print("%s: archive %s: %s" % (path, verdict, message))


def print_problem(args, path, problem, game, message):
    """A file verify cannot read through, as altered-judge-client reports it."""
    if args.json:
        emit({"type": "problem", "file": path, "problem": problem, "game": game,
              "verdict": "usage" if problem == "no_such_game" else "malformed", "message": message})
    elif problem == "malformed_framing":
        print("%s game %d: malformed: %s" % (path, game, message))
    elif problem == "no_games":
        print("%s: no games" % path)
    else:
        print("%s: %s" % (PROG, message), file=sys.stderr)


def position_check(v, pb):
    """The failing step's recorded position, as verify --json says it (docs/cli.md)."""
    names = {pb.POSITION_EQUAL: "equal", pb.POSITION_DIFFERS: "differs", pb.POSITION_UNDECODABLE: "undecodable"}
    if v.position not in names:
        return {}
    if v.position == pb.POSITION_UNDECODABLE:
        return {"position": "undecodable", "position_error": v.position_error}
    differs = []
    for d in v.differs:
        item = {"path": d.path, "ours": d.ours, "theirs": d.theirs}
        if d.elements:
            item["elements"] = True
        differs.append(item)
    return {"position": names[v.position], "differs_total": v.differs_total, "differs": differs}


def cmd_verify(judge, args, pb):
    worst = 0
    for path in args.files:
        broken = None
        try:
            arch = read_archive(path, pb)
            games = arch.games
        except OSError as e:
            print_problem(args, path, "unreadable", 0, "%s: %s" % (path, e.strerror))
            worst = worst or EXIT_MALFORMED
            continue
        except ArchiveError as e:
            # The games before the break are still checked, as the C client does.
            arch, games, broken = None, e.games, e
        for index, log in enumerate(games, 1):
            if args.game_given and index != args.game:
                continue
            v = judge.ask("verify", verify=pb.VerifyRequest(log=log, name=path, index=index))
            if args.json:
                h = log.header
                obj = {"type": "game", "file": path, "game": index, "verdict": v.verdict_name, "steps": v.steps,
                       "days": v.days, "format": "limited" if h.format == pb.FORMAT_LIMITED else "constructed",
                       "ruleset": h.versions.ruleset, "seed": h.seed}
                if v.verdict == 0:
                    obj.update({"winner": v.winner, "rule": v.rule})
                else:
                    obj.update({"step": v.fail_step, "reason": v.reason})
                    if v.verdict == EXIT_ILLEGAL:
                        obj["rule"] = rule_in_message(v.reason)
                    if v.verdict == EXIT_DIVERGED:
                        obj.update({"expected": hex64(v.expected), "actual": hex64(v.actual)})
                    obj.update(position_check(v, pb))
                emit(obj)
            else:
                sys.stdout.write(v.report)
            code = VERDICT_EXITS.get(v.verdict)
            if code is None:
                raise Failure(EXIT_PROTOCOL, "the reply's verdict %d is not one this client knows" % v.verdict)
            worst = worst or code
        if broken is not None:
            if broken.game == 0:
                print_problem(args, path, "no_games", 0, "no games")
                verdict = ("unsealed", "no trailer after 0 games: completeness cannot be checked "
                           "(`altered-replay archive seal` adds one)", 0)
            else:
                print_problem(args, path, "malformed_framing", broken.game, str(broken))
                cut = "truncated" in str(broken)
                verdict = ("truncated" if cut else "malformed",
                           "the archive ends inside game %d (%s)" % (broken.game, broken) if cut else str(broken),
                           broken.game)
            print_seal_line(args, path, verdict, len(games), 0)
            print_coverage(args, path, broken.sha256, broken.size)
            worst = worst or EXIT_MALFORMED
            continue
        if args.game_given and args.game > len(games):
            print_problem(args, path, "no_such_game", args.game,
                          "%s has no game %d: it holds %d" % (path, args.game, len(games)))
            worst = worst or EXIT_USAGE
        # Whether the archive is whole is read here, where its bytes are:
        # the daemon sees one game at a time.
        if print_seal(args, arch) not in ("complete", "unsealed"):
            worst = worst or EXIT_INCOMPLETE
        print_coverage(args, path, arch.sha256(), arch.size())
    return worst


def rule_in_message(msg):
    """The rule an illegal answer's message cites, the number alone, as altered-replay verify --json
    gives it: the first ': '-separated part that starts with one ('5.3.b', after 'CR ' a list
    '4.1.i, 3.2.2.d'); '' when none does."""
    for part in msg.split(": ")[:-1] if msg else []:
        if part.startswith("CR "):
            part = part[3:]
        if re.fullmatch(r"[0-9][0-9a-z.]*(, [0-9][0-9a-z.]*)*", part):
            return part
    return ""


_coverage_noted = False


def print_coverage(args, path, sha256, size):
    """The file's digest and, once a run, what the hashes leave out, in altered-replay verify's words."""
    global _coverage_noted
    if args.json:
        emit({"type": "coverage", "file": path, "outside_hashes": OUTSIDE_HASHES, "sha256": sha256,
              "bytes": size, "signed_verdict": ""})
        return
    note = "" if _coverage_noted else (
        "; the state hashes do not cover the header's event name, round, table, player names or engine version: "
        "only a signed verdict binds them (verify --sign KEY)")
    _coverage_noted = True
    print("%s: SHA-256 %s of all %d byte%s%s" % (path, sha256, size, "" if size == 1 else "s", note))


def format_name(pb, fmt, text):
    """A header's format as the tools write it: 'constructed' or 'limited' (JSON), 'Constructed' or
    'Limited' (text); the number for a value this schema does not name."""
    names = {pb.FORMAT_CONSTRUCTED: "constructed", pb.FORMAT_LIMITED: "limited"}
    if fmt not in names:
        return str(fmt)
    return names[fmt].capitalize() if text else names[fmt]


def cmd_games(args, pb):
    """Every game of every archive: its header and step count; no daemon. Exit 3 for an archive that
    cannot be read, 5 for one that is not what its trailer sealed (as altered-replay verify)."""
    worst = 0
    for path in args.files:
        try:
            arch = load_archive(path, pb)
        except Failure as f:
            print("%s: %s" % (PROG, f.message), file=sys.stderr)
            worst = worst or EXIT_MALFORMED
            continue
        for index, log in enumerate(arch.games, 1):
            if args.game_given and index != args.game:
                continue
            h = log.header
            fmt = format_name(pb, h.format, not args.json)
            heroes = [d.hero for d in h.decks]
            event = None
            if h.HasField("event"):
                event = {"name": h.event.name, "round": h.event.round, "table": h.event.table,
                         "players": list(h.event.players)}
            if args.json:
                emit({"type": "game", "file": path, "game": index, "seed": str(h.seed), "ruleset": h.versions.ruleset,
                      "format": fmt, "engine": h.versions.engine, "card_db": h.versions.card_db,
                      "heroes": heroes, "cards": [len(d.cards) for d in h.decks], "event": event,
                      "initial_hash": hex64(log.initial_hash), "steps": len(log.steps)})
            else:
                decks = " vs ".join("%s (%d cards)" % (d.hero or "no Hero", len(d.cards)) for d in h.decks)
                print("%s game %d: seed %d, %s, %s, %s, %d steps, initial hash %s%s"
                      % (path, index, h.seed, h.versions.ruleset, fmt, decks, len(log.steps),
                         hex64(log.initial_hash), ", event %s" % event["name"] if event and event["name"] else ""))
        if print_seal(args, arch) not in ("complete", "unsealed"):
            worst = worst or EXIT_INCOMPLETE
    return worst


# ------------------------------------------------------------------- main

def print_version():
    """This client's versions; `info` asks the daemon for its own."""
    from . import __version__
    print("%s %s, Python %s" % (PROG, __version__, sys.version.split()[0]))
    for module, package in (("google.protobuf", "python3-protobuf"), ("zmq", "python3-zmq")):
        try:
            m = __import__(module, fromlist=["__version__"])
            print("%s %s" % (module, getattr(m, "__version__", "?")))
        except ImportError:
            print("%s: not installed (apt-get install %s)" % (module, package))
    return 0


def parser():
    ap = Parser(prog=PROG, description="Ask altered-judged about a game, as altered-judge-client does; "
                "`games` reads archives without a daemon.",
                epilog="ACTION is what `actions` lists: kind=KIND,player=P[,object=N][,expedition=E][,choice=N] "
                "(fields left out: the deciding player, none, hero, 0), an index of that list, or "
                "KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]] (OBJECT 255: none). Exit, one meaning each: 0 answered "
                "(and legal, and verified), 1 diverged, 2 illegal, 3 malformed input, 4 unsupported, 5 verify: an "
                "archive not as sealed, 6 verify: unfinished, 64 usage, 69 a module or program to install, 70 the "
                "daemon's internal error, 75 no reply in time or the daemon busy (try later), 76 a reply this "
                "client cannot read.")
    ap.add_argument("command", choices=["info", "legal", "actions", "state", "verify", "games"])
    ap.add_argument("files", nargs="*", metavar="FILE", help="game log archives")
    ap.add_argument("--endpoint", default=os.environ.get("ALTERED_JUDGED_ENDPOINT", "tcp://127.0.0.1:5555"),
                    help="default $ALTERED_JUDGED_ENDPOINT or tcp://127.0.0.1:5555")
    ap.add_argument("--game", type=int, help="which game of the archive (default 1; verify: all)")
    ap.add_argument("--version", action="store_true", help="this client's versions")
    ap.add_argument("--step", type=int, metavar="K", help="the game so far: its first K steps")
    ap.add_argument("--timeout", type=int, default=10000, metavar="MS", help="how long to wait for each reply")
    ap.add_argument("--json", action="store_true", help="one JSON object per reply")
    ap.add_argument("--curve-server-key", metavar="FILE", help="the server's public key: talk CURVE")
    ap.add_argument("--curve-key", metavar="PREFIX",
                    help="this client's key pair, PREFIX.key and PREFIX.pub (default: a fresh pair)")
    ap.add_argument("--id", type=int, default=1, metavar="N", help="the request id (default 1)")
    ap.add_argument("--action", metavar="ACTION", help="the candidate of legal")
    ap.add_argument("--position", metavar="POS", help="legal, actions, state: a position file (binary or JSON; "
                    "- reads standard input), not a log")
    ap.add_argument("--print-position", action="store_true", help="state: print only the reply's JSON position")
    ap.add_argument("--pb2-dir", metavar="DIR", help="where altered_pb2.py is (default $ALTERED_PB2_DIR, else "
                    "protoc makes it from altered.proto at first use)")
    return ap


def check_args(ap, a):
    a.game_given = a.game is not None
    a.game = 1 if a.game is None else a.game
    if a.game < 1 or not 0 <= a.timeout < 1 << 31 or not 0 <= a.id < 1 << 64 or (a.step is not None and a.step < 0):
        ap.error("--game is from 1; --step, --timeout (below 2^31 ms) and --id (below 2^64) are not negative")
    # An option the command would not read is refused, as the C client does,
    # rather than ignored: the caller meant something by it.
    if a.print_position and a.command != "state":
        ap.error("--print-position is for state")
    if a.step is not None and a.command not in ("legal", "actions", "state"):
        ap.error("--step is for legal, actions and state")
    if a.action and a.command != "legal":
        ap.error("--action is for legal")
    if a.game_given and a.command == "info":
        ap.error("--game is for a command that reads an archive, not info")
    if a.curve_key and not a.curve_server_key:
        ap.error("--curve-key needs --curve-server-key")
    if a.position:
        if a.command not in ("legal", "actions", "state"):
            ap.error("--position is for legal, actions and state")
        if a.files or a.step is not None:
            ap.error("--position is the whole game: no log and no --step")
    elif a.command in ("legal", "actions", "state") and len(a.files) != 1:
        ap.error("%s needs one log file (or --position)" % a.command)
    elif a.command in ("verify", "games") and not a.files:
        ap.error("%s needs at least one log file" % a.command)
    elif a.command == "info" and a.files:
        ap.error("info takes no file")


def main(argv=None):
    ap = parser()
    if argv is None:
        argv = sys.argv[1:]
    if "--version" in argv[:argv.index("--") if "--" in argv else len(argv)]:
        return print_version()
    args = ap.parse_intermixed_args(argv)
    check_args(ap, args)
    judge = None
    try:
        pb = _proto.load_pb2(args.pb2_dir)
        if args.command == "games":
            return cmd_games(args, pb)
        judge = Judge(args, pb)
        return {"info": cmd_info, "legal": cmd_legal, "actions": cmd_actions, "state": cmd_state,
                "verify": cmd_verify}[args.command](judge, args, pb)
    except _proto.MissingDependency as e:
        print("%s: %s" % (PROG, e), file=sys.stderr)
        return EXIT_MISSING
    except Failure as f:
        if f.message:
            print("%s: %s" % (PROG, f.message), file=sys.stderr)
        return f.code
    except BrokenPipeError:
        return 0
    finally:
        if judge is not None:
            judge.close()


if __name__ == "__main__":
    sys.exit(main())
