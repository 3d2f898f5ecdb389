/*
 * archive.c: the archive trailer, written by the writer and checked by the
 * tally (archive.h). SHA-256 (sha256.h) because a sealed archive's digest
 * is what a signed verdict covers: it must resist a forger, not just a
 * bad disk, and every language's standard library computes it, so another
 * tool can seal or check an archive without this project's code.
 */
#include "archive.h"
#include "log.h"
#include "sha256.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *replay_archive_verdict_name(replay_archive_verdict v)
{
    switch (v) {
    case REPLAY_ARCHIVE_COMPLETE: return "complete";
    case REPLAY_ARCHIVE_TRUNCATED: return "truncated";
    case REPLAY_ARCHIVE_ALTERED: return "altered";
    case REPLAY_ARCHIVE_MALFORMED: return "malformed";
    case REPLAY_ARCHIVE_REORDERED: return "reordered";
    case REPLAY_ARCHIVE_UNSEALED: return "unsealed";
    }
    return "?";
}

size_t replay_archive_prefix(uint64_t len, uint8_t out[10])
{
    size_t k = 0;
    do {
        out[k] = (uint8_t)(len & 0x7F);
        len >>= 7;
        if (len)
            out[k] |= 0x80;
        k++;
    } while (len);
    return k;
}

/* A game's digest in the trailer: its framed bytes' SHA-256, the first
 * eight bytes read little-endian. Short, since it only tells games apart;
 * the whole-archive SHA-256 is what resists forgery. */
static uint64_t digest_of(const uint8_t sha[32])
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)sha[i] << (8 * i);
    return v;
}

uint64_t replay_archive_game_digest(const uint8_t *prefix, size_t prefix_len, const uint8_t *msg, size_t msg_len)
{
    replay_sha256 one;
    uint8_t sha[32];
    replay_sha256_init(&one);
    replay_sha256_update(&one, prefix, prefix_len);
    replay_sha256_update(&one, msg, msg_len);
    replay_sha256_final(&one, sha);
    return digest_of(sha);
}

/* A growable list of digests: 8 bytes a game is all an archive's tally
 * keeps, so memory stays nearly flat in the archive's length. */
typedef struct digest_list {
    uint64_t *v;
    size_t n, cap;
} digest_list;

static int digest_push(digest_list *l, uint64_t d)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        uint64_t *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n++] = d;
    return 0;
}

/* ------------------------------------------------------------- the tally */

struct replay_archive_tally {
    replay_sha256 sha;          /* every game frame so far: the reader's state at the last one's end */
    digest_list read;
    digest_list read_at;        /* each game's first byte, as read */
    int broken, truncated, has_trailer, bad_trailer;
    char why[200];
    uint64_t trailer_offset;
    digest_list sealed;
    digest_list sealed_at;      /* each game's first byte, as the trailer says */
    uint64_t sealed_games;
    uint8_t sealed_sha[32];
};

replay_archive_tally *replay_archive_tally_new(void)
{
    replay_archive_tally *t = calloc(1, sizeof *t);
    if (t)
        replay_sha256_init(&t->sha);
    return t;
}

void replay_archive_tally_destroy(replay_archive_tally **t)
{
    if (!t || !*t)
        return;
    free((*t)->read.v);
    free((*t)->read_at.v);
    free((*t)->sealed.v);
    free((*t)->sealed_at.v);
    free(*t);
    *t = NULL;
}

int replay_archive_tally_game(replay_archive_tally *t, uint64_t digest, uint64_t offset, const replay_sha256 *upto)
{
    t->sha = *upto;
    return digest_push(&t->read, digest) != 0 || digest_push(&t->read_at, offset) != 0 ? -1 : 0;
}

int replay_archive_tally_trailer(replay_archive_tally *t, const Altered__ArchiveTrailer *tr, uint64_t offset)
{
    t->has_trailer = 1;
    t->trailer_offset = offset;
    t->sealed_games = tr->games;
    if (tr->version != REPLAY_TRAILER_VERSION) {
        t->bad_trailer = 1;
        snprintf(t->why, sizeof t->why, "the trailer's version %u is unknown to this build (it reads %d)",
                 tr->version, REPLAY_TRAILER_VERSION);
        return 0;
    }
    if (tr->n_offsets != tr->games || tr->n_game_digests != tr->games || tr->sha256.len != 32) {
        t->bad_trailer = 1;
        snprintf(t->why, sizeof t->why,
                 "the trailer names %" PRIu64 " games but holds %zu offsets, %zu digests and a %zu-byte SHA-256",
                 tr->games, tr->n_offsets, tr->n_game_digests, tr->sha256.len);
        return 0;
    }
    for (size_t i = 0; i < tr->n_game_digests; i++)
        if (digest_push(&t->sealed, tr->game_digests[i]) != 0 || digest_push(&t->sealed_at, tr->offsets[i]) != 0)
            return -1;
    memcpy(t->sealed_sha, tr->sha256.data, 32);
    return 0;
}

void replay_archive_tally_broken(replay_archive_tally *t, int truncated, const char *why)
{
    if (t->broken)
        return;
    t->broken = 1;
    t->truncated = truncated;
    snprintf(t->why, sizeof t->why, "%s", why);
}

static void verdict(replay_archive_report *out, replay_archive_verdict v, uint64_t game, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void verdict(replay_archive_report *out, replay_archive_verdict v, uint64_t game, const char *fmt, ...)
{
    out->verdict = v;
    out->first_bad = game;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out->msg, sizeof out->msg, fmt, ap);
    va_end(ap);
}

/* Where the sealed list holds d, from index from on; -1 if nowhere. */
static long long find_sealed(const digest_list *l, uint64_t d, const uint8_t *used)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == d && !used[i])
            return (long long)i;
    return -1;
}

void replay_archive_tally_verdict(const replay_archive_tally *t, replay_archive_report *out)
{
    memset(out, 0, sizeof *out);
    replay_sha256 copy = t->sha;
    replay_sha256_final(&copy, out->sha256);
    uint64_t n = t->read.n;
    out->games_read = n;
    out->games_sealed = t->has_trailer ? t->sealed_games : 0;
    if (t->broken && t->truncated) {
        verdict(out, REPLAY_ARCHIVE_TRUNCATED, n + 1, "the archive ends inside game %" PRIu64 " (%s)", n + 1, t->why);
        return;
    }
    if (t->broken) {
        verdict(out, REPLAY_ARCHIVE_MALFORMED, n + 1, "unreadable after game %" PRIu64 ": %s", n, t->why);
        return;
    }
    if (t->bad_trailer) {
        verdict(out, REPLAY_ARCHIVE_MALFORMED, 0, "%s", t->why);
        return;
    }
    if (!t->has_trailer) {
        verdict(out, REPLAY_ARCHIVE_UNSEALED, 0,
                "no trailer after %" PRIu64 " game%s: completeness cannot be checked (`altered-replay archive seal` "
                "adds one)", n, n == 1 ? "" : "s");
        return;
    }
    const digest_list *s = &t->sealed;
    if (n == s->n && memcmp(out->sha256, t->sealed_sha, 32) == 0 &&
        (n == 0 || memcmp(t->read.v, s->v, n * sizeof *s->v) == 0)) {
        /* Every game as sealed: the trailer must also say where each
         * begins, or it is not the trailer those games were sealed with
         * (a reader that seeks by the offsets would read other bytes). */
        for (uint64_t i = 0; i < n; i++) {
            if (t->read_at.v[i] != t->sealed_at.v[i]) {
                verdict(out, REPLAY_ARCHIVE_ALTERED, i + 1,
                        "the trailer says game %" PRIu64 " begins at byte %" PRIu64 ", but it begins at byte %" PRIu64,
                        i + 1, t->sealed_at.v[i], t->read_at.v[i]);
                return;
            }
        }
        verdict(out, REPLAY_ARCHIVE_COMPLETE, 0, "%" PRIu64 " game%s, as sealed", n, n == 1 ? "" : "s");
        return;
    }
    /* Not whole: say how, about the first game where it shows. */
    uint8_t *used = calloc(s->n ? s->n : 1, 1);
    if (!used) {
        verdict(out, REPLAY_ARCHIVE_MALFORMED, 0, "out of memory while comparing with the trailer");
        return;
    }
    long long last = -1;
    int reordered = 0;
    uint64_t reorder_game = 0;
    for (uint64_t i = 0; i < n; i++) {
        long long k = find_sealed(s, t->read.v[i], used);
        if (k < 0) {
            int repeat = 0;
            for (uint64_t j = 0; j < i && !repeat; j++)
                repeat = t->read.v[j] == t->read.v[i];
            free(used);
            if (repeat)
                verdict(out, REPLAY_ARCHIVE_REORDERED, i + 1, "game %" PRIu64 " repeats an earlier game (duplicated)",
                        i + 1);
            else
                verdict(out, REPLAY_ARCHIVE_ALTERED, i + 1,
                        "game %" PRIu64 " is not any game that was sealed (altered, or a trailer of another archive)",
                        i + 1);
            return;
        }
        used[k] = 1;
        if (k < last && !reordered) {
            reordered = 1;
            reorder_game = i + 1;
        }
        last = k;
    }
    if (reordered) {
        free(used);
        verdict(out, REPLAY_ARCHIVE_REORDERED, reorder_game, "game %" PRIu64 " was sealed at another position (reordered)",
                reorder_game);
        return;
    }
    for (uint64_t k = 0; k < s->n; k++) {
        if (!used[k]) {
            free(used);
            if (k == n)
                verdict(out, REPLAY_ARCHIVE_TRUNCATED, k + 1,
                        "%" PRIu64 " of %" PRIu64 " sealed game%s: games missing after game %" PRIu64, n, s->n,
                        s->n == 1 ? "" : "s", n);
            else
                verdict(out, REPLAY_ARCHIVE_TRUNCATED, k + 1,
                        "sealed game %" PRIu64 " is missing (%" PRIu64 " of %" PRIu64 " game%s present)", k + 1, n, s->n,
                        s->n == 1 ? "" : "s");
            return;
        }
    }
    free(used);
    verdict(out, REPLAY_ARCHIVE_ALTERED, 0, "every game is present, but the archive's SHA-256 differs from the trailer's");
}

/* ------------------------------------------------------------ the writer */

struct replay_archive_writer {
    FILE *f;
    uint64_t offset;
    replay_sha256 sha;
    digest_list digests;
    digest_list offsets;
    int sealed;
};

replay_archive_writer *replay_archive_writer_new(FILE *f)
{
    if (!f)
        return NULL;
    replay_archive_writer *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->f = f;
    replay_sha256_init(&w->sha);
    return w;
}

void replay_archive_writer_destroy(replay_archive_writer **w)
{
    if (!w || !*w)
        return;
    free((*w)->digests.v);
    free((*w)->offsets.v);
    free(*w);
    *w = NULL;
}

/* One frame: prefix and message, into the file and the digests. */
static int write_frame(replay_archive_writer *w, const uint8_t *msg, size_t len, int is_trailer)
{
    uint8_t prefix[10];
    size_t k = replay_archive_prefix(len, prefix);
    if (fwrite(prefix, 1, k, w->f) != k || fwrite(msg, 1, len, w->f) != len)
        return -1;
    if (!is_trailer) {
        replay_sha256_update(&w->sha, prefix, k);
        replay_sha256_update(&w->sha, msg, len);
        if (digest_push(&w->digests, replay_archive_game_digest(prefix, k, msg, len)) != 0 ||
            digest_push(&w->offsets, w->offset) != 0)
            return -1;
    }
    w->offset += k + len;
    return 0;
}

int replay_archive_writer_packed(replay_archive_writer *w, const uint8_t *msg, size_t len)
{
    if (w->sealed || len == 0 || len > REPLAY_MAX_GAME_BYTES)
        return -1;
    return write_frame(w, msg, len, 0);
}

int replay_archive_writer_game(replay_archive_writer *w, const Altered__GameLog *log)
{
    size_t len = altered__game_log__get_packed_size(log);
    uint8_t *buf = malloc(len ? len : 1);
    if (!buf)
        return -1;
    altered__game_log__pack(log, buf);
    int rc = replay_archive_writer_packed(w, buf, len);
    free(buf);
    return rc;
}

int replay_archive_writer_seal(replay_archive_writer *w)
{
    if (w->sealed)
        return -1;
    w->sealed = 1;
    uint8_t sha[32];
    replay_sha256 copy = w->sha;
    replay_sha256_final(&copy, sha);
    Altered__ArchiveTrailer tr;
    altered__archive_trailer__init(&tr);
    tr.version = REPLAY_TRAILER_VERSION;
    tr.games = w->digests.n;
    tr.n_offsets = w->offsets.n;
    tr.offsets = w->offsets.v;
    tr.n_game_digests = w->digests.n;
    tr.game_digests = w->digests.v;
    tr.sha256.len = sizeof sha;
    tr.sha256.data = sha;
    Altered__GameLog log;
    altered__game_log__init(&log);
    log.archive_trailer = &tr;
    size_t len = altered__game_log__get_packed_size(&log);
    uint8_t *buf = malloc(len ? len : 1);
    if (!buf)
        return -1;
    altered__game_log__pack(&log, buf);
    int rc = write_frame(w, buf, len, 1);
    free(buf);
    return rc;
}
