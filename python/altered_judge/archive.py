"""archive.py: reads a game log archive as docs/log-format.md frames it.

An archive is GameLog messages, each preceded by its length as a base-128
varint; a sealed archive ends with one more GameLog holding only
archive_trailer. Reading is strict where the format is (a prefix of 0 or
over 64 MiB, a truncated prefix or message, bytes that are not a GameLog,
anything after the trailer) because framing cannot be recovered after such
an error: ArchiveError names the game and the byte offset.
"""
import hashlib
import sys
import warnings

from ._proto import load_pb2

MAX_MESSAGE = 64 << 20   # docs/log-format.md: a longer prefix is malformed


class ArchiveError(Exception):
    """The archive is malformed at game `game` (1-based), byte `offset`."""

    def __init__(self, message, game=0, offset=0):
        super().__init__(message)
        self.game = game
        self.offset = offset
        self.games = []   # the games read before the error, which a verifier may still check
        self.size, self.sha256 = 0, ""   # of all the bytes read


def _varint(data, pos, game):
    value, shift, start = 0, 0, pos
    while True:
        if pos >= len(data):
            raise ArchiveError("game %d: truncated length prefix at byte %d" % (game, start), game, start)
        if shift >= 64:
            raise ArchiveError("game %d: length prefix at byte %d is over 10 bytes" % (game, start), game, start)
        b = data[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, pos


class Archive:
    """Every game of one archive, and its trailer when it is sealed."""

    def __init__(self, name, data, games, frames, trailer, trailer_offset):
        self.name = name
        self.games = games            # GameLog messages, in order
        self.frames = frames          # (offset, length) of each game's framed bytes
        self.trailer = trailer        # ArchiveTrailer, or None when unsealed
        self._data = data
        self._trailer_offset = trailer_offset

    def sha256(self):
        """The SHA-256 of every byte of the archive, trailer included (what a signed verdict binds)."""
        return hashlib.sha256(self._data).hexdigest()

    def size(self):
        return len(self._data)

    def seal(self):
        """(verdict, message, game): 'complete', 'unsealed', 'truncated', 'altered' or 'reordered',
        in the words of altered-replay archive check, and the 1-based game it is about (0: none or
        the whole archive)."""
        t, n = self.trailer, len(self.games)
        if t is None:
            return "unsealed", ("no trailer after %d game%s: completeness cannot be checked "
                                "(`altered-replay archive seal` adds one)" % (n, _s(n))), 0
        framed = [self._data[o:o + k] for o, k in self.frames]
        mine = [int.from_bytes(hashlib.sha256(f).digest()[:8], "little") for f in framed]
        sealed = list(t.game_digests)
        whole = hashlib.sha256(self._data[:self._trailer_offset]).digest()
        if mine == sealed and whole == t.sha256:
            # Every game as sealed: the trailer must also say where each begins.
            for i, ((at, _), said) in enumerate(zip(self.frames, t.offsets)):
                if at != said:
                    return "altered", ("the trailer says game %d begins at byte %d, but it begins at byte %d"
                                       % (i + 1, said, at)), i + 1
            return "complete", "%d game%s, as sealed" % (n, _s(n)), 0
        used, last, reordered = [False] * len(sealed), -1, 0
        for i, d in enumerate(mine):
            k = next((j for j, e in enumerate(sealed) if e == d and not used[j]), -1)
            if k < 0:
                if d in mine[:i]:
                    return "reordered", "game %d repeats an earlier game (duplicated)" % (i + 1), i + 1
                return "altered", ("game %d is not any game that was sealed (altered, or a trailer of another "
                                   "archive)" % (i + 1)), i + 1
            used[k] = True
            if k < last and not reordered:
                reordered = i + 1
            last = k
        if reordered:
            return "reordered", "game %d was sealed at another position (reordered)" % reordered, reordered
        for k, u in enumerate(used):
            if not u:
                if k == n:
                    return "truncated", ("%d of %d sealed game%s: games missing after game %d"
                                         % (n, len(sealed), _s(len(sealed)), n)), k + 1
                return "truncated", ("sealed game %d is missing (%d of %d game%s present)"
                                     % (k + 1, n, len(sealed), _s(len(sealed)))), k + 1
        return "altered", "every game is present, but the archive's SHA-256 differs from the trailer's", 0


def _s(n):
    return "" if n == 1 else "s"


def _nul_string(msg, path=""):
    """The field path of the first string holding a NUL, or None: the format
    refuses them (README, exit 3), and protobuf alone does not."""
    for fd, value in msg.ListFields():
        repeated = fd.label == fd.LABEL_REPEATED
        for i, v in enumerate(value if repeated else [value]):
            name = "%s%s%s" % (path, fd.name, "[%d]" % i if repeated else "")
            if fd.type == fd.TYPE_STRING and "\0" in v:
                return name
            if fd.type == fd.TYPE_MESSAGE:
                inner = _nul_string(v, name + ".")
                if inner:
                    return inner
    return None


def _wire_type(fd):
    """The wire type a field of this type takes (one element of a repeated one)."""
    if fd.type in (fd.TYPE_FIXED64, fd.TYPE_SFIXED64, fd.TYPE_DOUBLE):
        return 1
    if fd.type in (fd.TYPE_FIXED32, fd.TYPE_SFIXED32, fd.TYPE_FLOAT):
        return 5
    if fd.type in (fd.TYPE_STRING, fd.TYPE_BYTES, fd.TYPE_MESSAGE):
        return 2
    return 0


def _one_reading(data, descriptor, path=""):
    """Why the packed message data could be read two ways, or None: a field the
    schema does not hold, a non-repeated one given twice, another wire type, a
    byte past the last field (docs/verdict.md, "One reading"). The archive
    trailer holds the digests a verdict relies on: it is read this way."""
    pos, seen = 0, set()
    while pos < len(data):
        try:
            key, pos = _varint(data, pos, 0)
        except ArchiveError:
            return "%sa field's tag cut short" % path
        number, wire = key >> 3, key & 7
        fd = descriptor.fields_by_number.get(number)
        if fd is None:
            return "%sfield %d is not one of this message's" % (path, number)
        repeated = fd.label == fd.LABEL_REPEATED
        if wire != _wire_type(fd) and not (repeated and wire == 2 and _wire_type(fd) != 2):
            return "%sfield %d (%s) has another wire type than its type's" % (path, number, fd.name)
        if not repeated and number in seen:
            return "%sfield %d (%s) given twice" % (path, number, fd.name)
        seen.add(number)
        try:
            if wire == 0:
                _, pos = _varint(data, pos, 0)
                continue
            if wire in (1, 5):
                pos += 8 if wire == 1 else 4
                if pos > len(data):
                    raise ArchiveError("cut", 0, 0)
                continue
            n, pos = _varint(data, pos, 0)
        except ArchiveError:
            return "%sfield %d (%s) cut short" % (path, number, fd.name)
        if pos + n > len(data):
            return "%sfield %d (%s) cut short" % (path, number, fd.name)
        if fd.type == fd.TYPE_MESSAGE:
            why = _one_reading(data[pos:pos + n], fd.message_type, "%s%s: " % (path, fd.name))
            if why:
                return why
        pos += n
    return None


def read_archive(path, pb=None):
    """Reads the archive at path ('-': standard input) into an Archive; raises
    ArchiveError (holding the games read before it) or OSError."""
    pb = pb or load_pb2()
    if path == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(path, "rb") as f:
            data = f.read()
    games, frames = [], []
    try:
        return _frames(path, data, pb, games, frames)
    except ArchiveError as e:
        e.games = games
        e.size = len(data)
        e.sha256 = hashlib.sha256(data).hexdigest()
        raise


def _frames(path, data, pb, games, frames):
    from google.protobuf.message import DecodeError
    trailer, trailer_offset = None, len(data)
    pos = 0
    while pos < len(data):
        game = len(games) + 1
        if trailer is not None:
            raise ArchiveError("%d bytes after the archive trailer" % (len(data) - trailer_offset_end),
                               game, pos)
        start = pos
        length, pos = _varint(data, pos, game)
        if length == 0 or length > MAX_MESSAGE:
            raise ArchiveError("game %d: length prefix %d at byte %d (1 to %d)" % (game, length, start, MAX_MESSAGE),
                               game, start)
        if pos + length > len(data):
            raise ArchiveError("game %d: truncated: %d bytes of %d at byte %d"
                               % (game, len(data) - pos, length, start), game, start)
        log = pb.GameLog()
        try:
            # Some protobuf builds only warn about bytes they cannot read
            # (and break if the warning is made an exception): record it.
            # Invalid UTF-8 in a string is a DecodeError of its own.
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                log.ParseFromString(data[pos:pos + length])
            bad = [w for w in caught if issubclass(w.category, RuntimeWarning)]
            if bad:
                raise DecodeError(str(bad[0].message))
        except DecodeError as e:
            why = str(e)
            if why.startswith("Error parsing message"):   # upb says no more than that
                why = "bad wire data or a string that is not valid UTF-8"
            raise ArchiveError("game %d: not a GameLog at byte %d: %s" % (game, start, why), game, start) from None
        bad = _nul_string(log)
        if bad:
            raise ArchiveError("game %d: %s holds a NUL at byte %d (a string may not)" % (game, bad, start),
                               game, start)
        pos += length
        if log.HasField("archive_trailer"):
            if log.HasField("header") or log.initial_hash or len(log.steps):
                raise ArchiveError("game %d: a trailer with a header or steps" % game, game, start)
            why = _one_reading(data[pos - length:pos], log.DESCRIPTOR)
            if why:
                raise ArchiveError("the archive trailer at byte %d: %s" % (start, why), game, start)
            trailer, trailer_offset, trailer_offset_end = log.archive_trailer, start, pos
            continue
        if not log.HasField("header"):
            raise ArchiveError("game %d: a GameLog without a header at byte %d" % (game, start), game, start)
        games.append(log)
        frames.append((start, pos - start))
    if not games:
        raise ArchiveError("no games", 0, 0)
    return Archive(path, data, games, frames, trailer, trailer_offset)
