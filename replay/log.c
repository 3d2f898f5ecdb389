/*
 * log.c: reading and writing length-delimited GameLog archives, and the
 * checks that keep a log from being replayed under rules it was not made
 * with: every version in the header must be one this build knows.
 */
#include "log.h"
#include "wire_varint.h"
#include "sha256.h"
#include "archive.h"
#include "arena.h"
#include "log_unpack.h"
#include "replay.h"
#include "uniques.h"
#include "wire_size.h"
#include "wire_strict.h"
#include "wire_strings.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Games are unpacked into an arena reset for the next game: memory stays
 * flat over an archive of any length (arena.h). The input is read with
 * read(2) straight into buf, and a frame's message is left where it
 * landed: each byte is copied once, by the kernel, and the buffer holds a
 * few dozen games, not the archive. */
struct replay_reader {
    int fd;
    int owned;                  /* fd is ours to close (not standard input) */
    uint8_t *buf;               /* [pos, lim): read, not yet consumed */
    size_t cap, pos, lim;
    int eof;                    /* read(2) said end of file: read no more */
    int error;                  /* a read failed: not every byte was seen */
    long long done, total;
    replay_arena arena;
    Altered__GameLog *log;
    replay_frame frame;         /* the last frame read by replay_reader_next */
    size_t last_len;            /* the last game's message bytes, at frame.msg */
    replay_archive_tally *tally;
    int ended;                  /* no more frames: the end, a break, or the trailer */
    unsigned trailer_field;     /* GameLog's archive_trailer field number */
    /* Every byte read, in order: what a signed verdict's digest covers is
     * exactly what was verified, read once (hashing the file again later
     * would sign whatever it holds by then). The tally's digest of the
     * game frames is this same stream, taken at a frame's end. */
    replay_sha256 sha;
    uint64_t sha_bytes;
};

static void hashed(replay_reader *r, const void *p, size_t n)
{
    replay_sha256_update(&r->sha, p, n);
    r->sha_bytes += n;
}

replay_reader *replay_reader_open(const char *path, char *err, size_t err_size)
{
    replay_reader *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, err_size, "out of memory");
        return NULL;
    }
    if (strcmp(path, "-") == 0) {
        r->fd = STDIN_FILENO;
    } else {
        r->fd = open(path, O_RDONLY | O_CLOEXEC);
        r->owned = 1;
        struct stat st;
        if (r->fd >= 0 && fstat(r->fd, &st) == 0 && S_ISREG(st.st_mode))
            r->total = (long long)st.st_size;
    }
    if (r->fd < 0) {
        snprintf(err, err_size, "%s: %s", path, strerror(errno));
        free(r);
        return NULL;
    }
    replay_arena_init(&r->arena, 0);
    r->tally = replay_archive_tally_new();
    r->buf = malloc(REPLAY_READ_BUFFER);
    r->cap = r->buf ? REPLAY_READ_BUFFER : 0;
    replay_sha256_init(&r->sha);
    const ProtobufCFieldDescriptor *tf =
        protobuf_c_message_descriptor_get_field_by_name(&altered__game_log__descriptor, "archive_trailer");
    r->trailer_field = tf ? tf->id : 0;
    if (!r->tally || !r->buf) {
        snprintf(err, err_size, "out of memory");
        if (r->owned)
            close(r->fd);
        replay_archive_tally_destroy(&r->tally);
        free(r->buf);
        replay_arena_destroy(&r->arena);
        free(r);
        return NULL;
    }
    return r;
}

/* Makes want bytes (at most cap) readable at buf + pos, fewer only at the
 * end of the input or on a read error; returns how many there are. The
 * bytes not yet consumed move to the start only when want would not fit
 * after them: that is what makes an earlier frame's msg stale, so only
 * reading a frame calls it. Like a stdio stream, a failed read is
 * remembered but tried again next time; the end of file is final. */
static size_t fill(replay_reader *r, size_t want)
{
    if (r->lim - r->pos >= want)
        return r->lim - r->pos;
    if (r->cap - r->pos < want) {
        memmove(r->buf, r->buf + r->pos, r->lim - r->pos);
        r->lim -= r->pos;
        r->pos = 0;
    }
    while (r->lim - r->pos < want && !r->eof) {
        ssize_t n = read(r->fd, r->buf + r->lim, r->cap - r->lim);
        if (n > 0) {
            r->lim += (size_t)n;
        } else if (n == 0) {
            r->eof = 1;
        } else if (errno != EINTR) {
            r->error = 1;
            break;
        }
    }
    return r->lim - r->pos;
}

/* Room for a frame of len bytes, its first bytes kept: the buffer grows
 * (never past REPLAY_MAX_GAME_BYTES, the caller's check) only for a frame
 * that does not fit it. -1 when out of memory. */
static int room(replay_reader *r, size_t len)
{
    if (len <= r->cap)
        return 0;
    memmove(r->buf, r->buf + r->pos, r->lim - r->pos);
    r->lim -= r->pos;
    r->pos = 0;
    uint8_t *nb = realloc(r->buf, len);
    if (!nb)
        return -1;
    r->buf = nb;
    r->cap = len;
    return 0;
}

/* 1: a varint read into f's prefix; 0: clean end of file before its first
 * byte; -1: error. */
static int read_varint(replay_reader *r, replay_frame *f, uint64_t *out, char *err, size_t err_size)
{
    uint64_t v = 0;
    f->prefix_len = 0;
    for (int i = 0; i < 10; i++) {
        /* Byte by byte, as a stream gives them: on a pipe, a frame is
         * taken once its own bytes are there, not the next one's too. */
        if (r->pos == r->lim && fill(r, 1) == 0) {
            hashed(r, f->prefix, f->prefix_len);
            if (i == 0 && !r->error)
                return 0;
            snprintf(err, err_size, "truncated length prefix at byte %lld", r->done);
            f->truncated = 1;
            return -1;
        }
        int c = r->buf[r->pos++];
        r->done++;
        f->prefix[f->prefix_len++] = (uint8_t)c;
        v |= (uint64_t)(c & 0x7F) << (7 * i);
        if (!(c & 0x80)) {
            hashed(r, f->prefix, f->prefix_len);
            *out = v;
            return 1;
        }
    }
    hashed(r, f->prefix, f->prefix_len);
    snprintf(err, err_size, "malformed length prefix at byte %lld", r->done);
    return -1;
}

/* Whether a message may be the trailer: it names the trailer's field at
 * its top level, or its top level does not parse (then the check says
 * why, in order). Only the top level: a game's steps are skipped whole. */
static int may_end(const uint8_t *p, size_t len, unsigned trailer_field)
{
    const uint8_t *end = p + len;
    while (p < end) {
        uint64_t tag, v;
        if (replay_wire_varint(&p, end, &tag) != 0 || (tag >> 3) == trailer_field || (tag >> 3) == 0)
            return 1;
        switch (tag & 7) {
        case 0:
            if (replay_wire_varint(&p, end, &v) != 0)
                return 1;
            break;
        case 2:
            if (replay_wire_varint(&p, end, &v) != 0 || v > (uint64_t)(end - p))
                return 1;
            p += v;
            break;
        case 1:
        case 5: {
            size_t k = (tag & 7) == 1 ? 8 : 4;
            if ((size_t)(end - p) < k)
                return 1;
            p += k;
            break;
        }
        default:
            return 1;   /* groups, or no wire type at all */
        }
    }
    return 0;
}

int replay_reader_frame(replay_reader *r, replay_frame *f, char *err, size_t err_size)
{
    f->at = f->end = r->done;
    f->msg = NULL;
    f->len = 0;
    f->may_end = 0;
    f->truncated = 0;
    f->prefix_len = 0;
    if (r->ended)
        return 0;
    uint64_t len = 0;
    int got = read_varint(r, f, &len, err, err_size);
    if (got <= 0) {
        r->ended = 1;
        return got;
    }
    if (len == 0 || len > REPLAY_MAX_GAME_BYTES) {
        snprintf(err, err_size, "game at byte %lld claims %" PRIu64 " bytes (limit %d)", f->at, len,
                 REPLAY_MAX_GAME_BYTES);
        r->ended = 1;
        return -1;
    }
    if (room(r, (size_t)len) != 0) {
        snprintf(err, err_size, "out of memory for a game of %" PRIu64 " bytes", len);
        r->ended = 1;
        return -1;
    }
    size_t n = fill(r, (size_t)len);
    if (n > len)
        n = (size_t)len;
    const uint8_t *msg = r->buf + r->pos;
    r->pos += n;
    r->done += (long long)n;
    hashed(r, msg, n);
    f->end = r->done;
    if (n != len) {
        snprintf(err, err_size, "truncated game at byte %lld: %zu of %" PRIu64 " bytes", f->at, n, len);
        f->truncated = 1;
        r->ended = 1;
        return -1;
    }
    f->msg = msg;
    f->len = (size_t)len;
    f->may_end = may_end(f->msg, f->len, r->trailer_field);
    f->upto = r->sha;
    return 1;
}

int replay_frame_check(const replay_frame *f, replay_arena *arena, Altered__GameLog **out, char *err,
                       size_t err_size)
{
    *out = NULL;
    /* Counted before it is unpacked: two bytes of an empty step unpack to
     * some 150, so a frame within REPLAY_MAX_GAME_BYTES could take
     * gigabytes. No message unpacks to more than WIRE_RATIO bytes for each
     * of its own, so most frames need no count (wire_size.h). */
    enum { WIRE_RATIO = 128 };
    if (f->len > (REPLAY_MAX_UNPACKED_BYTES - 4096) / WIRE_RATIO) {
        size_t need = replay_wire_unpacked_size(&altered__game_log__descriptor, f->msg, f->len,
                                                REPLAY_MAX_UNPACKED_BYTES);
        if (need > REPLAY_MAX_UNPACKED_BYTES) {
            snprintf(err, err_size,
                     "game at byte %lld would take more than %d MiB unpacked: its %zu bytes hold more steps, "
                     "strings or fields than one game may",
                     f->at, REPLAY_MAX_UNPACKED_BYTES >> 20, f->len);
            return -1;
        }
    }
    int plain;
    Altered__GameLog *log = replay_log_unpack(arena, f->msg, f->len, &plain);
    if (!log) {
        snprintf(err, err_size, "game at byte %lld is not a valid GameLog message", f->at);
        return -1;
    }
    /* Checked on the wire, where the strings still have their lengths: a
     * NUL inside one, or bytes that are not UTF-8, would otherwise reach
     * the comparisons below cut short (wire_strings.h). The decoder took
     * only strings of plain ASCII. */
    char why[200];
    if (!plain && replay_wire_strings_check(&altered__game_log__descriptor, f->msg, f->len, why, sizeof why) != 0) {
        snprintf(err, err_size, "game at byte %lld: %s", f->at, why);
        return -1;
    }
    *out = log;
    if (log->archive_trailer) {
        /* The trailer ends the archive: it is no game, and nothing follows it. */
        if (log->header || log->n_steps || log->initial_hash) {
            snprintf(err, err_size, "the message at byte %lld is both a game and an archive trailer", f->at);
            *out = NULL;
            return -1;
        }
        /* It holds the digests a verdict relies on: one reading of it, or
         * none (a list given twice is two lists to protobuf-c, one to
         * another reader). */
        if (replay_wire_strict_check(&altered__game_log__descriptor, f->msg, f->len, why, sizeof why) != 0) {
            snprintf(err, err_size, "the archive trailer at byte %lld: %s", f->at, why);
            *out = NULL;
            return -1;
        }
        return 0;
    }
    return 1;
}

/* 1: the byte after the last one consumed, now consumed too; 0: there is
 * none. The frames read stay where they are: their msg is still good. */
static int take_byte(replay_reader *r, uint8_t *b)
{
    if (r->pos < r->lim) {
        *b = r->buf[r->pos++];
        return 1;
    }
    while (!r->eof) {
        ssize_t n = read(r->fd, b, 1);
        if (n > 0)
            return 1;
        if (n == 0)
            r->eof = 1;
        else if (errno != EINTR) {
            r->error = 1;
            return 0;
        }
    }
    return 0;
}

/* Reading stops for good on an error: framing cannot be recovered. */
static int broken(replay_reader *r, int truncated, const char *err)
{
    replay_archive_tally_broken(r->tally, truncated, err);
    r->ended = 1;
    return -1;
}

int replay_reader_settle(replay_reader *r, const replay_frame *f, int got, const Altered__GameLog *log,
                         uint64_t digest, char *err, size_t err_size)
{
    if (got < 0)
        return broken(r, f->truncated, err);
    if (got == 0 && !log) {
        r->ended = 1;
        return 0;
    }
    if (got == 0) {
        if (replay_archive_tally_trailer(r->tally, log->archive_trailer, (uint64_t)f->at) != 0) {
            snprintf(err, err_size, "out of memory for the archive trailer");
            return broken(r, 0, err);
        }
        r->ended = 1;
        uint8_t b;
        if (take_byte(r, &b)) {
            hashed(r, &b, 1);   /* at byte r->done: the first one after the trailer */
            snprintf(err, err_size, "bytes after the archive trailer at byte %lld", r->done);
            return broken(r, 0, err);
        }
        return 0;
    }
    if (replay_archive_tally_game(r->tally, digest, (uint64_t)f->at, &f->upto) != 0) {
        snprintf(err, err_size, "out of memory");
        return broken(r, 0, err);
    }
    return 1;
}

int replay_reader_take(replay_reader *r, const replay_frame *f, int got, replay_arena *arena, Altered__GameLog **out,
                       char *err, size_t err_size)
{
    Altered__GameLog *log = NULL;
    *out = NULL;
    if (got > 0)
        got = replay_frame_check(f, arena, &log, err, err_size);
    uint64_t digest = got > 0 ? replay_archive_game_digest(f->prefix, f->prefix_len, f->msg, f->len) : 0;
    got = replay_reader_settle(r, f, got, log, digest, err, err_size);
    if (got > 0)
        *out = log;
    return got;
}

int replay_reader_next(replay_reader *r, Altered__GameLog **out, char *err, size_t err_size)
{
    *out = NULL;
    r->log = NULL;
    r->last_len = 0;
    replay_arena_reset(&r->arena);
    if (r->ended)
        return 0;
    replay_frame *f = &r->frame;
    Altered__GameLog *log = NULL;
    int got = replay_reader_frame(r, f, err, err_size);
    got = replay_reader_take(r, f, got, &r->arena, &log, err, err_size);
    if (got <= 0)
        return got;
    r->last_len = f->len;
    r->log = log;
    *out = log;
    return 1;
}

const uint8_t *replay_reader_packed(const replay_reader *r, size_t *len)
{
    *len = r->last_len;
    return r->last_len ? r->frame.msg : NULL;
}

void replay_reader_completeness(const replay_reader *r, replay_archive_report *out)
{
    replay_archive_tally_verdict(r->tally, out);
}

int replay_reader_digest(replay_reader *r, uint8_t out[32], uint64_t *size)
{
    /* What reading left unread (after a malformed frame) is part of the
     * file all the same. */
    hashed(r, r->buf + r->pos, r->lim - r->pos);
    r->pos = r->lim;
    uint8_t chunk[1 << 16];
    while (!r->eof) {
        ssize_t n = read(r->fd, chunk, sizeof chunk);
        if (n > 0)
            hashed(r, chunk, (size_t)n);
        else if (n == 0)
            r->eof = 1;
        else if (errno != EINTR) {
            r->error = 1;
            break;
        }
    }
    int rc = r->error ? -1 : 0;
    replay_sha256 copy = r->sha;
    replay_sha256_final(&copy, out);
    *size = r->sha_bytes;
    return rc;
}

void replay_reader_progress(const replay_reader *r, long long *done, long long *total)
{
    *done = r->done;
    *total = r->total;
}

void replay_reader_close(replay_reader **r)
{
    if (!r || !*r)
        return;
    if ((*r)->owned)
        close((*r)->fd);
    replay_arena_destroy(&(*r)->arena);
    replay_archive_tally_destroy(&(*r)->tally);
    free((*r)->buf);
    free(*r);
    *r = NULL;
}

int replay_write_game(FILE *f, const Altered__GameLog *log)
{
    size_t len = altered__game_log__get_packed_size(log);
    uint8_t prefix[10];
    size_t k = replay_archive_prefix(len, prefix);
    uint8_t *buf = malloc(len ? len : 1);
    if (!buf)
        return -1;
    altered__game_log__pack(log, buf);
    int ok = fwrite(prefix, 1, k, f) == k && fwrite(buf, 1, len, f) == len;
    free(buf);
    return ok ? 0 : -1;
}

static int deck_from_log(const alt_cards *db, const Altered__Deck *in, alt_deck *out, int p, char *msg,
                         size_t msg_size)
{
    memset(out, 0, sizeof *out);
    out->hero = ALT_CARD_NONE;
    if (in->hero && in->hero[0]) {
        out->hero = alt_cards_find(db, in->hero);
        if (out->hero == ALT_CARD_NONE) {
            snprintf(msg, msg_size, "player %d's Hero %.64s is not in card database %s", p, in->hero,
                     alt_cards_version(db));
            return REPLAY_EXIT_UNSUPPORTED;
        }
    }
    if (in->n_cards > ALT_DECK_MAX) {
        snprintf(msg, msg_size, "player %d's deck has %zu cards; this engine holds at most %d", p, in->n_cards,
                 ALT_DECK_MAX);
        return REPLAY_EXIT_MALFORMED;
    }
    /* A deck lists a card's copies one after another (the lists players
     * export, "3 REF", and our writer keep them together), and the reader's
     * decoder gives a reference equal to the one before the same pointer
     * (log_unpack.c): that is its card, found without a lookup or even a
     * comparison. Any other reference is looked up, which is right whoever
     * unpacked the log. */
    const char *prev = NULL;
    uint16_t prev_card = ALT_CARD_NONE;
    for (size_t i = 0; i < in->n_cards; i++) {
        const char *ref = in->cards[i];
        uint16_t c = ref && ref == prev ? prev_card : alt_cards_find(db, ref);
        prev = ref;
        prev_card = c;
        if (c == ALT_CARD_NONE) {
            if (ref != NULL && strncmp(ref, "ALT_", 4) == 0 && strstr(ref, "_U_") != NULL)
                snprintf(msg, msg_size, "player %d's card %.64s is a Unique card whose record the log does not "
                                        "carry (header.uniques): it is played from its record alone (verify "
                                        "--uniques FILE gives it)", p, ref);
            else
                snprintf(msg, msg_size, "player %d's card %.64s is not in card database %s", p, in->cards[i],
                         alt_cards_version(db));
            return REPLAY_EXIT_UNSUPPORTED;
        }
        out->cards[out->count++] = c;
    }
    return REPLAY_EXIT_OK;
}

/* A well-formed log of another version: never "malformed". An earlier one
 * comes from a build before release 1.0, whose logs are not kept
 * verifiable (docs/log-format.md, "How versions evolve"); a later one from
 * a later build, which verifies it. */
static int other_version(char *msg, size_t msg_size, const char *what, const char *theirs, const char *ours, int earlier)
{
    if (earlier)
        snprintf(msg, msg_size,
                 "%s %.40s: the log was written by an earlier build, from before release 1.0, whose logs are not "
                 "kept verifiable; this build reads %s %s",
                 what, theirs, what, ours);
    else
        snprintf(msg, msg_size, "%s %.40s: the log was written by a later build; this build reads %s %s: verify it "
                                "with that build or a later one",
                 what, theirs, what, ours);
    return REPLAY_EXIT_UNSUPPORTED;
}

/* The number after a version name's last '-' ("btg-4": 4), or -1. */
static long version_number(const char *name)
{
    const char *dash = name ? strrchr(name, '-') : NULL;
    if (!dash || !dash[1])
        return -1;
    char *end;
    long n = strtol(dash + 1, &end, 10);
    return *end ? -1 : n;
}

int replay_log_hash_encoding_held(const Altered__Header *h)
{
    alt_ruleset r;
    const Altered__Versions *v = h ? h->versions : NULL;
    return v && v->ruleset && alt_ruleset_parse(v->ruleset, &r) == ALT_OK &&
           alt_hash_version_holds(r, v->hash_encoding, h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED);
}

unsigned replay_log_hash_encoding(const Altered__Versions *v)
{
    alt_ruleset r;
    if (v && v->ruleset && alt_ruleset_parse(v->ruleset, &r) == ALT_OK)
        return alt_hash_version(r);
    return ALT_HASH_VERSION;
}

int replay_log_setup(const alt_cards *db, const Altered__GameLog *log, alt_setup *out, char *msg, size_t msg_size)
{
    const Altered__Header *h = log->header;
    memset(out, 0, sizeof *out);
    if (!h) {
        snprintf(msg, msg_size, "the log has no header");
        return REPLAY_EXIT_MALFORMED;
    }
    if (h->format_version != REPLAY_LOG_FORMAT_VERSION) {
        char theirs[16], ours[16];
        snprintf(theirs, sizeof theirs, "%u", h->format_version);
        snprintf(ours, sizeof ours, "%d", REPLAY_LOG_FORMAT_VERSION);
        return other_version(msg, msg_size, "log format version", theirs, ours,
                             h->format_version < REPLAY_LOG_FORMAT_VERSION);
    }
    const Altered__Versions *v = h->versions;
    if (!v) {
        snprintf(msg, msg_size, "the header names no versions");
        return REPLAY_EXIT_MALFORMED;
    }
    if (strcmp(v->rng, ALT_RNG_VERSION) != 0) {
        long theirs = version_number(v->rng), ours = version_number(ALT_RNG_VERSION);
        if (theirs < 0)
            snprintf(msg, msg_size, "RNG %.40s is not one any build of this project has written (this build has %s)",
                     v->rng, ALT_RNG_VERSION);
        return theirs < 0 ? REPLAY_EXIT_UNSUPPORTED : other_version(msg, msg_size, "RNG", v->rng, ALT_RNG_VERSION, theirs < ours);
    }
    if (h->chance != ALTERED__CHANCE_MODE__CHANCE_SEEDED && h->chance != ALTERED__CHANCE_MODE__CHANCE_RECORDED) {
        snprintf(msg, msg_size, "chance mode %d is neither seeded (0) nor recorded (1)", (int)h->chance);
        return REPLAY_EXIT_MALFORMED;
    }
    int recorded = h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED;
    if (!recorded && h->n_setup_chance > 0) {
        snprintf(msg, msg_size, "a seeded log records no setup chance outcomes (it holds %zu)", h->n_setup_chance);
        return REPLAY_EXIT_MALFORMED;
    }
    alt_ruleset named;
    int known = v->ruleset && alt_ruleset_parse(v->ruleset, &named) == ALT_OK;   /* else refused below */
    if (known && recorded && !alt_hash_version_holds(named, alt_hash_version(named), 1)) {
        snprintf(msg, msg_size, "ruleset %.20s has no state encoding for recorded chance (level 2 on): no build "
                                "writes a recorded log of it", v->ruleset);
        return REPLAY_EXIT_MALFORMED;
    }
    if (known && !replay_log_hash_encoding_held(h)) {
        unsigned encoding = replay_log_hash_encoding(v);
        if (v->hash_encoding == 4 && recorded) {
            snprintf(msg, msg_size, "state hash encoding 4 hashes the generator's state, which a recorded game has "
                                    "none of: a recorded log names encoding 5 or later");
            return REPLAY_EXIT_MALFORMED;
        }
        char theirs[16], ours[64];
        snprintf(theirs, sizeof theirs, "%u", v->hash_encoding);
        snprintf(ours, sizeof ours, "up to %u for ruleset %.20s", encoding, v->ruleset ? v->ruleset : "?");
        return other_version(msg, msg_size, "state hash encoding", theirs, ours, v->hash_encoding < encoding);
    }
    out->hash_encoding = (uint8_t)v->hash_encoding;
    out->chance = recorded ? ALT_CHANCE_RECORDED : ALT_CHANCE_SEEDED;
    if (strcmp(v->card_db, alt_cards_version(db)) != 0) {
        long theirs = version_number(v->card_db), ours = version_number(alt_cards_version(db));
        if (theirs < 0 || ours < 0) {
            snprintf(msg, msg_size, "card database %.40s is not this build's %s", v->card_db, alt_cards_version(db));
            return REPLAY_EXIT_UNSUPPORTED;
        }
        return other_version(msg, msg_size, "card database", v->card_db, alt_cards_version(db), theirs < ours);
    }
    if (v->card_db_digest != alt_cards_digest(db)) {
        /* The same version with other contents: not a log this project wrote. */
        snprintf(msg, msg_size, "card database %.40s with digest %016" PRIx64 ": this build's %s has digest %016" PRIx64
                                "; the log names a database no build of this version holds",
                 v->card_db, v->card_db_digest, alt_cards_version(db), alt_cards_digest(db));
        return REPLAY_EXIT_MALFORMED;
    }
    /* Only a versioned name: a bare "seeds" could silently mean a later version. */
    if (alt_ruleset_parse(v->ruleset, &out->ruleset) != ALT_OK ||
        strcmp(v->ruleset, alt_ruleset_version(out->ruleset)) != 0) {
        char names[128];
        size_t n = 0;
        for (int r = 0; r < ALT_RULESET__COUNT; r++)
            n += (size_t)snprintf(names + n, sizeof names - n, "%s%s", r ? ", " : "", alt_ruleset_version((alt_ruleset)r));
        snprintf(msg, msg_size, "ruleset %.40s is not supported (%s)", v->ruleset, names);
        return REPLAY_EXIT_UNSUPPORTED;
    }
    if ((unsigned)h->format >= ALT_FORMAT__COUNT) {
        snprintf(msg, msg_size, "format %d is unknown", (int)h->format);
        return REPLAY_EXIT_MALFORMED;
    }
    out->format = (alt_format)h->format;   /* numbered as alt_format */
    if (h->date != NULL && h->date[0] != '\0' && alt_date_parse(h->date, &out->date) != ALT_OK) {
        snprintf(msg, msg_size, "header.date: \"%.16s\" is not a day YYYY-MM-DD of 2000 to 2099", h->date);
        return REPLAY_EXIT_MALFORMED;
    }
    out->seed = h->seed;
    /* The header's Unique records are the game database's (replay_log_cards
     * made it of them): one that does not read is named. */
    if (h->n_uniques > 0) {
        const char *const *held = alt_cards_unique_texts(db);
        int same = alt_cards_unique_count(db) >= h->n_uniques;
        for (size_t i = 0; same && i < h->n_uniques; i++)
            same = h->uniques[i] != NULL && strcmp(held[i], h->uniques[i]) == 0;
        if (!same) {
            char why[256] = "";
            const alt_cards *made = replay_uniques_log_cards(alt_cards_base(db), log, why, sizeof why);
            if (made == NULL) {
                snprintf(msg, msg_size, "%s", why);
                return strstr(why, "at most") || strstr(why, "holds no card of its family") ? REPLAY_EXIT_UNSUPPORTED
                                                                                            : REPLAY_EXIT_MALFORMED;
            }
            /* Records that read, but not as written: a record's canonical
             * form is what a log carries. */
            for (size_t i = 0; i < h->n_uniques; i++) {
                const char *mine = alt_cards_unique_texts(made)[i];
                if (h->uniques[i] == NULL || strcmp(mine, h->uniques[i]) != 0) {
                    snprintf(msg, msg_size, "header.uniques[%zu]: not in its canonical form (%.180s)", i, mine);
                    return REPLAY_EXIT_MALFORMED;
                }
            }
            snprintf(msg, msg_size, "header.uniques: the card database given is not the one made of them");
            return REPLAY_EXIT_MALFORMED;
        }
    }
    if (h->n_decks != 2 || !h->decks[0] || !h->decks[1]) {
        snprintf(msg, msg_size, "the header holds %zu decks; a game has two", h->n_decks);
        return REPLAY_EXIT_MALFORMED;
    }
    for (int p = 0; p < 2; p++) {
        int rc = deck_from_log(db, h->decks[p], &out->deck[p], p, msg, msg_size);
        if (rc != REPLAY_EXIT_OK)
            return rc;
    }
    return REPLAY_EXIT_OK;
}

void replay_log_header(const alt_cards *db, const alt_setup *setup, Altered__Header *h, Altered__Versions *v,
                       Altered__Deck decks[2], const char **refs[2], char date[11])
{
    altered__header__init(h);
    altered__versions__init(v);
    v->engine = (char *)ALT_ENGINE_VERSION;
    v->ruleset = (char *)alt_ruleset_version(setup->ruleset);
    v->rng = (char *)ALT_RNG_VERSION;
    v->card_db = (char *)alt_cards_version(db);
    v->card_db_digest = alt_cards_digest(db);
    v->hash_encoding = setup->hash_encoding ? setup->hash_encoding : alt_hash_version(setup->ruleset);
    h->format_version = REPLAY_LOG_FORMAT_VERSION;
    h->chance = setup->chance == ALT_CHANCE_RECORDED ? ALTERED__CHANCE_MODE__CHANCE_RECORDED
                                                     : ALTERED__CHANCE_MODE__CHANCE_SEEDED;
    h->versions = v;
    h->format = (Altered__Format)setup->format;   /* numbered as alt_format */
    h->seed = setup->seed;
    if (setup->date != 0) {
        alt_date_format(setup->date, date);
        h->date = date;
    }
    /* The records of a game's Uniques, owned by its database. */
    h->n_uniques = alt_cards_unique_count(db);
    h->uniques = h->n_uniques ? (char **)alt_cards_unique_texts(db) : NULL;
    for (int p = 0; p < 2; p++) {
        const alt_deck *d = &setup->deck[p];
        altered__deck__init(&decks[p]);
        decks[p].hero = d->hero == ALT_CARD_NONE ? (char *)"" : (char *)alt_cards_get(db, d->hero)->ref;
        for (int i = 0; i < d->count; i++)
            refs[p][i] = alt_cards_get(db, d->cards[i])->ref;
        decks[p].n_cards = d->count;
        decks[p].cards = (char **)refs[p];
    }
}

int replay_action_from_log(const Altered__Action *in, alt_action *out)
{
    memset(out, 0, sizeof *out);
    if (!in || (unsigned)in->kind > 255 || in->player > 255 || in->object > 255 || in->expedition > 255 ||
        in->choice > 65535)
        return -1;
    out->kind = (uint8_t)in->kind;
    out->player = (uint8_t)in->player;
    out->object = (uint8_t)in->object;
    out->expedition = (uint8_t)in->expedition;
    out->choice = (uint16_t)in->choice;
    return 0;
}

void replay_action_to_log(const alt_action *in, Altered__Action *out)
{
    altered__action__init(out);
    out->kind = (Altered__ActionKind)in->kind;
    out->player = in->player;
    out->object = in->object;
    out->expedition = in->expedition;
    out->choice = in->choice;
}
