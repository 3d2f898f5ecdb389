#!/usr/bin/env python3
"""logtool.py: read, edit and re-emit altered-judge log archives, stdlib only.

An archive is a sequence of GameLog messages (proto/altered.proto), each
preceded by its length as a base-128 varint. This tool carries a minimal
protobuf wire-format reader and writer (varint, fixed64, length-delimited,
fixed32), enough to damage a log on purpose for tests:

  logtool.py info FILE                         games and steps per game
  logtool.py steps FILE [--game G]             one line per step: k kind player object expedition choice hash
  logtool.py set-hash IN OUT --step K [--game G] [--value HEX]
                                               a Step's recorded hash (default: the old one xor 1)
  logtool.py strip-hashes IN OUT [--game G] [--step K]
                                               the recorded hashes taken out: the initial one and every
                                               step's, or step K's alone (an engine that hashes nothing)
  logtool.py set-action IN OUT --step K [--game G] FIELD=VALUE...
                                               FIELD: kind player object expedition choice
  logtool.py set-header IN OUT [--game G] [--ruleset NAME] [--format-version N]
                                [--card PLAYER INDEX REF] [--hash-encoding N] [--drop-uniques]
                                               --drop-uniques: the header's Unique records (field 10)
                                               taken out, as a writer that does not carry them
  logtool.py set-event IN OUT [--game G] [--name S] [--round N] [--table N] [--players A,B]
                                               the header's event (replacing any)
  logtool.py attach-positions IN OUT --replay ALTERED_REPLAY [--game G] [--step K] [--json]
                                               each step's own position after it (or step K's alone), as
                                               `ALTERED_REPLAY state --binary` (or --json) writes it, into
                                               the Step's position field (docs/log-format.md)
  logtool.py set-position IN OUT --step K [--game G] (--file PATH | --text TEXT)
                                               a Step's recorded position replaced by the bytes of PATH
                                               or by TEXT (empty: taken out), garbage included
  logtool.py edit-position IN OUT --step K [--game G] PATH=JSON...
                                               a field of a Step's JSON position set to a JSON value, by
                                               its docs/position.md path: players[1].zones.mana[0].boosts=2
  logtool.py get-position FILE --step K [--game G]
                                               a Step's recorded position, to standard output
  logtool.py chance FILE [--game G]            a recorded game's chance outcomes: "setup: v,v,..." then
                                               "K: v,v,..." for each step K that records some
  logtool.py set-chance IN OUT (--setup | --step K) [--game G] --values V,V,...
                                               the setup's (or step K's) recorded chance outcomes replaced
                                               (--values '' takes them out)
  logtool.py flip IN OUT --seed N [--count M] [--in-steps G]
                                               M random bytes of the middle half (of the file, or of
                                               game G's steps) xor a random non-zero byte
  logtool.py huge-prefix OUT [--bytes N]       a length prefix claiming N bytes (default 2 GB), then a few bytes
  logtool.py roundtrip IN OUT                  decode and re-encode (must be byte-identical)

Games and steps are numbered from 1, as `altered-replay verify` reports them.
Re-encoding writes fields in field-number order (as protobuf-c does) and omits
proto3 zero scalars, so an unedited archive comes back byte for byte.
"""
import hashlib
import json
import random
import re
import subprocess
import sys

VARINT, FIXED64, LEN, FIXED32 = 0, 1, 2, 5


class WireError(Exception):
    pass


def read_varint(buf, pos):
    v = 0
    for i in range(10):
        if pos >= len(buf):
            raise WireError("truncated varint")
        b = buf[pos]
        pos += 1
        v |= (b & 0x7F) << (7 * i)
        if not b & 0x80:
            return v, pos
    raise WireError("varint longer than 10 bytes")


def write_varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def decode(buf):
    """A message as a list of [field, wiretype, value]; LEN values are bytes."""
    fields, pos = [], 0
    while pos < len(buf):
        key, pos = read_varint(buf, pos)
        field, wt = key >> 3, key & 7
        if wt == VARINT:
            v, pos = read_varint(buf, pos)
        elif wt == FIXED64:
            if pos + 8 > len(buf):
                raise WireError("truncated fixed64")
            v = int.from_bytes(buf[pos:pos + 8], "little")
            pos += 8
        elif wt == LEN:
            n, pos = read_varint(buf, pos)
            if pos + n > len(buf):
                raise WireError("truncated length-delimited field")
            v = bytes(buf[pos:pos + n])
            pos += n
        elif wt == FIXED32:
            if pos + 4 > len(buf):
                raise WireError("truncated fixed32")
            v = int.from_bytes(buf[pos:pos + 4], "little")
            pos += 4
        else:
            raise WireError("wire type %d unsupported" % wt)
        fields.append([field, wt, v])
    return fields


def encode(fields):
    out = bytearray()
    for field, wt, v in sorted(fields, key=lambda f: f[0]):   # stable: repeated fields keep their order
        out += write_varint(field << 3 | wt)
        if wt == VARINT:
            out += write_varint(v)
        elif wt == FIXED64:
            out += v.to_bytes(8, "little")
        elif wt == LEN:
            out += write_varint(len(v)) + v
        elif wt == FIXED32:
            out += v.to_bytes(4, "little")
    return bytes(out)


def get(fields, num):
    return [f for f in fields if f[0] == num]


def set_scalar(fields, num, wt, value):
    """proto3: a zero scalar is absent; strings are bytes here."""
    fields[:] = [f for f in fields if f[0] != num]
    if value not in (0, b""):
        fields.append([num, wt, value])


class Archive(list):
    """The games of an archive; sealed when it ended with a trailer."""
    sealed = False


def read_archive(path):
    data = open(path, "rb").read()
    games, pos = Archive(), 0
    while pos < len(data):
        n, pos = read_varint(data, pos)
        if pos + n > len(data):
            raise WireError("truncated game")
        msg = decode(data[pos:pos + n])
        pos += n
        if get(msg, 15):   # GameLog.archive_trailer: the end, not a game
            games.sealed = True
            break
        games.append(msg)
    return games


def steps_span(data, game_no):
    """Byte offsets [lo, hi) of game game_no's steps (its field-3 records) in the archive."""
    pos = 0
    for g in range(1, game_no + 1):
        n, pos = read_varint(data, pos)
        start, end = pos, pos + n
        pos = end
    p, lo = start, None
    while p < end:
        key, q = read_varint(data, p)
        if key >> 3 == 3 and lo is None:
            lo = p
        wt = key & 7
        if wt == VARINT:
            _, q = read_varint(data, q)
        elif wt == FIXED64:
            q += 8
        elif wt == LEN:
            m, q = read_varint(data, q)
            q += m
        elif wt == FIXED32:
            q += 4
        p = q
    if lo is None:
        raise WireError("game %d has no steps" % game_no)
    return lo, end


def trailer(framed):
    """GameLog field 15, an ArchiveTrailer (docs/log-format.md) for these framed games."""
    offsets, digests, pos = b"", b"", 0
    for b in framed:
        offsets += write_varint(pos)
        digests += hashlib.sha256(b).digest()[:8]
        pos += len(b)
    tr = [[1, VARINT, 1], [2, VARINT, len(framed)], [3, LEN, offsets], [4, LEN, digests],
          [5, LEN, hashlib.sha256(b"".join(framed)).digest()]]
    if not framed:
        tr = [f for f in tr if f[0] not in (2, 3, 4)]
    return encode([[15, LEN, encode(tr)]])


def write_archive(path, games):
    """Sealed again when it was read sealed: an edit is written as a whole archive."""
    framed = []
    for g in games:
        b = encode(g)
        framed.append(write_varint(len(b)) + b)
    with open(path, "wb") as f:
        f.write(b"".join(framed))
        if getattr(games, "sealed", False):
            t = trailer(framed)
            f.write(write_varint(len(t)) + t)


# GameLog: 1 header, 2 initial_hash, 3 steps. Step: 1 action, 2 hash, 3 position.
# Action: 1 kind, 2 player, 3 object, 4 expedition, 5 choice.
# Header: 1 format_version, 2 versions, 3 format, 4 seed, 5 decks, 6 event.
# Versions: 1 engine, 2 ruleset, 3 rng, 4 card_db, 5 card_db_digest, 6 hash_encoding.
# Deck: 1 hero, 2 cards.
ACTION_FIELDS = {"kind": 1, "player": 2, "object": 3, "expedition": 4, "choice": 5}


def step_of(game, k):
    steps = get(game, 3)
    if not 1 <= k <= len(steps):
        sys.exit("logtool: step %d out of range (1..%d)" % (k, len(steps)))
    return steps[k - 1]


def packed_values(fields, num):
    """A repeated uint32 field: packed (one LEN record) or not, as a list."""
    out = []
    for f in get(fields, num):
        if f[1] == LEN:
            pos = 0
            while pos < len(f[2]):
                v, pos = read_varint(f[2], pos)
                out.append(v)
        else:
            out.append(f[2])
    return out


def set_packed(fields, num, values):
    """proto3 writes repeated scalars packed; an empty list is absent."""
    fields[:] = [f for f in fields if f[0] != num]
    if values:
        fields.append([num, LEN, b"".join(write_varint(v) for v in values)])


def edit_sub(parent_field, num, fn):
    """Decodes the sub-message in parent_field[2] (the first field num of it when num is set), applies fn, re-encodes."""
    sub = decode(parent_field[2])
    fn(sub)
    parent_field[2] = encode(sub)


def scalar(fields, num, default=0):
    f = get(fields, num)
    return f[-1][2] if f else default


def opt(args, name, conv=str, default=None, nargs=1):
    if name in args:
        i = args.index(name)
        vals = args[i + 1:i + 1 + nargs]
        if len(vals) != nargs:
            sys.exit("logtool: %s takes %d value(s)" % (name, nargs))
        del args[i:i + 1 + nargs]
        return conv(vals[0]) if nargs == 1 else [conv(v) for v in vals]
    return default


def set_json_path(doc, path, value):
    """Sets doc's field at a docs/position.md path (a.b[2].c) to value."""
    if not re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[\d+\])*", path):
        sys.exit("logtool: %r is not a field path such as players[1].zones.mana[0].boosts" % path)
    parts = re.findall(r"([A-Za-z_]\w*)|\[(\d+)\]", path)
    node = doc
    for n, (key, index) in enumerate(parts):
        last = n == len(parts) - 1
        try:
            if key:
                if not isinstance(node, dict) or (not last and key not in node):
                    raise KeyError
                if last:
                    node[key] = value
                else:
                    node = node[key]
            else:
                i = int(index)
                if not isinstance(node, list) or not 0 <= i < len(node):
                    raise KeyError
                if last:
                    node[i] = value
                else:
                    node = node[i]
        except KeyError:
            sys.exit("logtool: the position has no field %s" % path)


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    cmd, args = argv[1], argv[2:]
    if cmd == "huge-prefix":
        n = opt(args, "--bytes", int, 2 << 30)
        with open(args[0], "wb") as f:
            f.write(write_varint(n) + b"\x0a\x02\x08\x01" + b"\x00" * 12)
        return 0
    if cmd == "flip":
        seed = opt(args, "--seed", int, 1)
        count = opt(args, "--count", int, 1)
        in_steps = opt(args, "--in-steps", int)
        data = bytearray(open(args[0], "rb").read())
        rng = random.Random(seed)
        lo, hi = 0, len(data)
        if in_steps is not None:
            lo, hi = steps_span(bytes(data), in_steps)
        lo, hi = lo + (hi - lo) // 4, max(lo + (hi - lo) // 4 + 1, lo + 3 * (hi - lo) // 4)
        for _ in range(count):
            i = rng.randrange(lo, hi)
            data[i] ^= rng.randrange(1, 256)
        open(args[1], "wb").write(bytes(data))
        return 0
    game_no = opt(args, "--game", int, 1)
    games = read_archive(args[0])
    if not 1 <= game_no <= len(games):
        sys.exit("logtool: game %d out of range (1..%d)" % (game_no, len(games)))
    game = games[game_no - 1]
    if cmd == "info":
        for i, g in enumerate(games, 1):
            print("game %d: %d steps" % (i, len(get(g, 3))))
        return 0
    if cmd == "steps":
        for k, st in enumerate(get(game, 3), 1):
            s = decode(st[2])
            a = decode(get(s, 1)[0][2]) if get(s, 1) else []
            vals = [scalar(a, ACTION_FIELDS[n]) for n in ("kind", "player", "object", "expedition", "choice")]
            print(k, *vals, "%016x" % scalar(s, 2))
        return 0
    if cmd == "roundtrip":
        write_archive(args[1], games)
        return 0
    if cmd == "set-hash":
        k = opt(args, "--step", int)
        value = opt(args, "--value", lambda v: int(v, 16))

        def fix(s):
            old = scalar(s, 2)
            set_scalar(s, 2, FIXED64, old ^ 1 if value is None else value)
        edit_sub(step_of(game, k), None, fix)
        write_archive(args[1], games)
        return 0
    if cmd == "attach-positions":
        replay = opt(args, "--replay")
        k = opt(args, "--step", int)
        form = "--json" if "--json" in args else "--binary"
        if "--json" in args:
            args.remove("--json")
        if not replay:
            sys.exit("logtool: attach-positions needs --replay ALTERED_REPLAY (it writes the positions)")
        steps = get(game, 3)
        for n in ([k] if k is not None else range(1, len(steps) + 1)):
            st = step_of(game, n)
            try:
                got = subprocess.run([replay, "state", args[0], "--game", str(game_no), "--step", str(n), form],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            except OSError as e:
                sys.exit("logtool: %s cannot be run: %s" % (replay, e.strerror))
            if got.returncode != 0 or not got.stdout:
                sys.exit("logtool: %s state --step %d failed (exit %d): %s"
                         % (replay, n, got.returncode, got.stderr.decode(errors="replace").strip()))

            def put(s, pos=got.stdout):
                set_scalar(s, 3, LEN, pos)
            edit_sub(st, None, put)
        write_archive(args[1], games)
        return 0
    if cmd == "set-position":
        k = opt(args, "--step", int)
        path = opt(args, "--file")
        text = opt(args, "--text")
        if (path is None) == (text is None):
            sys.exit("logtool: set-position takes --file PATH or --text TEXT")
        pos = open(path, "rb").read() if path is not None else text.encode()

        def put(s):
            set_scalar(s, 3, LEN, pos)
        edit_sub(step_of(game, k), None, put)
        write_archive(args[1], games)
        return 0
    if cmd == "edit-position":
        k = opt(args, "--step", int)
        st = step_of(game, k)
        old = scalar(decode(st[2]), 3, b"")
        if not old:
            sys.exit("logtool: step %d records no position (attach-positions --json first)" % k)
        if old.startswith(b"ALTP"):
            sys.exit("logtool: step %d records a binary position; edit-position edits JSON ones" % k)
        doc = json.loads(old.decode())
        for kv in args[2:]:
            path, eq, val = kv.partition("=")
            if not eq:
                sys.exit("logtool: %r is not PATH=JSON" % kv)
            set_json_path(doc, path, json.loads(val))

        def put(s):
            set_scalar(s, 3, LEN, (json.dumps(doc, indent=1) + "\n").encode())
        edit_sub(st, None, put)
        write_archive(args[1], games)
        return 0
    if cmd == "get-position":
        k = opt(args, "--step", int)
        sys.stdout.buffer.write(scalar(decode(step_of(game, k)[2]), 3, b""))
        return 0
    if cmd == "strip-hashes":
        k = opt(args, "--step", int)

        def drop(s):
            set_scalar(s, 2, FIXED64, 0)
        if k is None:
            set_scalar(game, 2, FIXED64, 0)
            for st in get(game, 3):
                edit_sub(st, None, drop)
        else:
            edit_sub(step_of(game, k), None, drop)
        write_archive(args[1], games)
        return 0
    if cmd == "set-action":
        k = opt(args, "--step", int)
        edits = []
        for kv in args[2:]:
            name, _, val = kv.partition("=")
            if name not in ACTION_FIELDS:
                sys.exit("logtool: unknown action field %r" % name)
            edits.append((ACTION_FIELDS[name], int(val, 0)))

        def fix_step(s):
            acts = get(s, 1)
            if not acts:
                s.append([1, LEN, b""])
                acts = get(s, 1)

            def fix_action(a):
                for num, val in edits:
                    set_scalar(a, num, VARINT, val)
            edit_sub(acts[0], None, fix_action)
        edit_sub(step_of(game, k), None, fix_step)
        write_archive(args[1], games)
        return 0
    if cmd == "set-header":
        ruleset = opt(args, "--ruleset")
        fmt_version = opt(args, "--format-version", int)
        hash_enc = opt(args, "--hash-encoding", int)
        card = opt(args, "--card", str, None, nargs=3)
        drop_uniques = "--drop-uniques" in args
        if drop_uniques:
            args.remove("--drop-uniques")
        header = get(game, 1)[0]

        def fix_header(h):
            if drop_uniques:
                h[:] = [f for f in h if f[0] != 10]
            if fmt_version is not None:
                set_scalar(h, 1, VARINT, fmt_version)
            if ruleset is not None or hash_enc is not None:
                def fix_versions(v):
                    if ruleset is not None:
                        set_scalar(v, 2, LEN, ruleset.encode())
                    if hash_enc is not None:
                        set_scalar(v, 6, VARINT, hash_enc)
                edit_sub(get(h, 2)[0], None, fix_versions)
            if card is not None:
                p, idx, ref = int(card[0]), int(card[1]), card[2].encode()

                def fix_deck(d):
                    cards = get(d, 2)
                    cards[idx][2] = ref
                edit_sub(get(h, 5)[p], None, fix_deck)
        edit_sub(header, None, fix_header)
        write_archive(args[1], games)
        return 0
    if cmd == "chance":
        # Header field 8 (setup_chance), Step field 4 (chance): docs/log-format.md, "Chance".
        header = decode(get(game, 1)[0][2])
        print("setup: " + ",".join(str(v) for v in packed_values(header, 8)))
        for k, st in enumerate(get(game, 3), 1):
            vals = packed_values(decode(st[2]), 4)
            if vals:
                print("%d: %s" % (k, ",".join(str(v) for v in vals)))
        return 0
    if cmd == "set-chance":
        text = opt(args, "--values", str, "")
        values = [int(v, 0) for v in text.split(",") if v != ""]
        if "--setup" in args:
            edit_sub(get(game, 1)[0], None, lambda h: set_packed(h, 8, values))
        else:
            edit_sub(step_of(game, opt(args, "--step", int)), None, lambda st: set_packed(st, 4, values))
        write_archive(args[1], games)
        return 0
    if cmd == "set-event":
        # Header field 6, an Event: 1 name, 2 round, 3 table, 4 players.
        name = opt(args, "--name", str, "")
        rnd = opt(args, "--round", int, 0)
        table = opt(args, "--table", int, 0)
        players = opt(args, "--players", str, "")
        event = [[1, LEN, name.encode()]] if name else []
        event += [[2, VARINT, rnd]] if rnd else []
        event += [[3, VARINT, table]] if table else []
        event += [[4, LEN, p.encode()] for p in players.split(",") if players]

        def fix_event(h):
            h[:] = [f for f in h if f[0] != 6] + [[6, LEN, encode(event)]]
        edit_sub(get(game, 1)[0], None, fix_event)
        write_archive(args[1], games)
        return 0
    sys.exit("logtool: unknown command %r (try --help)" % cmd)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except BrokenPipeError:
        sys.exit(0)
    except WireError as e:
        sys.exit("logtool: malformed archive: %s" % e)
