/*
 * verify.c: `altered-replay verify`: replays every game of one or more
 * archives and says, for each, that it verified or where it first went
 * wrong, with enough context (the state before the step and the legal
 * answers there) to settle the dispute without another tool. With --sign,
 * it also writes a signed verdict per file (verdict.h): the state hashes
 * leave the event, the players' names, the round and the table out, so
 * only a digest of every byte binds them to the verdict.
 *
 * With -j N the games of an archive are checked, unpacked and replayed by
 * N threads, in batches, while this one only frames and digests the
 * archive (the framing, the file's digest and the trailer stay in one
 * place, in order); results are settled and printed in the games' order
 * from a ring of a few batches per thread, so the output is -j 1's byte
 * for byte and memory stays flat in the archive's size.
 */
#include "cli.h"
#include "game.h"
#include "html.h"
#include "outfile.h"
#include "replay.h"
#include "uniques.h"
#include "verdict.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The signed verdict, whole or not at all, never over an input. */
static int write_verdict(const char *path, const uint8_t *data, size_t len, const char *const *inputs, size_t n)
{
    int rc;
    replay_outfile *out = replay_outfile_open("verify", path, inputs, n, REPLAY_OUTFILE_BINARY, &rc);
    if (!out)
        return -1;
    if (fwrite(data, 1, len, replay_outfile_stream(out)) != len) {
        fprintf(stderr, "altered-replay verify: %s: %s\n", path, strerror(errno));
        replay_outfile_abort(&out);
        return -1;
    }
    return replay_outfile_commit(&out) == REPLAY_EXIT_OK ? 0 : -1;
}

/* When the verdict is signed: now, or SOURCE_DATE_EPOCH when set (the
 * reproducible-builds convention), so that a documented example or a
 * test signs the same bytes every time (Ed25519 signing is deterministic). */
static uint64_t signing_time(void)
{
    const char *e = getenv("SOURCE_DATE_EPOCH");
    if (e && *e) {
        char *end = NULL;
        errno = 0;
        unsigned long long v = strtoull(e, &end, 10);
        if (errno == 0 && end && *end == '\0' && e[0] != '-')
            return (uint64_t)v;
    }
    return (uint64_t)time(NULL);
}

static const char usage_text[] =
    "usage: altered-replay verify [--json] [--require-sealed] [--require-hashes]\n"
    "                             [--allow-unfinished] [--game N] [--html PAGE] [-j N]\n"
    "                             [--sign KEY [--verdict-out PATH]]\n"
    "                             [--uniques FILE]... [--parts FILE] [--] FILE...\n"
    "Replays every game of each archive (FILE, or - for standard input) from its\n"
    "seed and checks each step's hash, then says whether the archive is whole (its\n"
    "trailer, docs/log-format.md) and which parts of the header no hash covers (the\n"
    "event, players, round, table). Each game's line names the event, round, table\n"
    "and players the header gives, the format and the ruleset, and the winner with\n"
    "the rule that decided it, its number and its words.\n"
    "The last line sums up: how many games of how many files, how many verified\n"
    "and how many failed, by verdict, and the archives' verdicts.\n"
    "--json writes JSON Lines instead: one object a line, its \"type\" one of game,\n"
    "problem (a file that does not open, holds no game, or whose framing breaks),\n"
    "archive, coverage and, last, summary (docs/cli.md lists the fields).\n"
    "--require-hashes fails, as malformed, a game with a state compared neither by\n"
    "its recorded hash nor by a position (a hash of 0 reads as absent).\n"
    "A step that carries the log writer's own position (docs/log-format.md,\n"
    "\"Positions in a log\") has the fields where it differs from ours named when\n"
    "its hash diverges, or is compared through that position when it has no hash.\n"
    "--game N checks game N of each FILE only (its trailer and digest still cover\n"
    "every byte).\n"
    "--sign KEY writes a signed verdict of each FILE (every byte's SHA-256, each\n"
    "game's header and verdict, this build's versions; docs/verdict.md) to\n"
    "FILE.verdict, or to PATH for one FILE (standard input needs --verdict-out).\n"
    "--html PAGE writes each game that diverges or is illegal as an HTML page that\n"
    "opens at that step (altered-replay html): the first to PAGE, the next to PAGE\n"
    "with -2, -3, ... before its extension; each page is named on standard error.\n"
    "A verdict or a page is written whole or not at all, and never over a FILE or\n"
    "the KEY (that is a bad command line).\n"
    "--uniques FILE gives the records of Unique cards the logs' decks hold and their\n"
    "headers do not carry (a log written elsewhere; JSON or compact, docs/uniques.md);\n"
    "a header's own record comes first. --parts FILE: the parts' texts, for records\n"
    "given by printed text (by default ../shared/reference/uniques/parts.tsv).\n"
    "-j N checks and replays the games of each FILE on N threads (1 to 64; by\n"
    "default, as many as the machine has cores), in batches, while this one only\n"
    "frames and digests it, printing the same lines in the same order as -j 1.\n"
    "Exit: 0 all verified, 1 a hash diverged, 2 an action was illegal,\n"
    "3 malformed or truncated input (with --require-hashes: a state not compared),\n"
    "4 an unsupported card or ruleset, or a log of a version this build does not read,\n"
    "5 the archive is not what its trailer sealed (games missing, altered, reordered),\n"
    "  or, with --require-sealed, it has no trailer,\n"
    "6 a game stops before it ends, or holds no step (0 with --allow-unfinished),\n"
    "64 a bad command line, 70 the verdict could not be signed or written.\n";

/* Where each game's result goes, in the games' order: the report, the
 * file's worst verdict, the signed verdict and the first failing game's
 * page. */
typedef struct game_sink {
    const alt_cards *db;
    const char *file;
    int json, tty, allow_unfinished;
    const char *html_base;      /* --html PAGE, or NULL */
    size_t *pages;              /* pages written so far, every file's */
    const char *const *inputs;  /* what a page must never be written over */
    size_t n_inputs;
    replay_verdict *verdict;
    int *nomem, *file_worst;
    replay_summary *summary;
} game_sink;

/* The game's result, once its lines are printed (by sink_game, or by a
 * worker), into the file's worst verdict. */
static void sink_code(game_sink *k, int res_code)
{
    replay_summary_game(k->summary, res_code, k->allow_unfinished);
    int code = res_code == REPLAY_EXIT_UNFINISHED && k->allow_unfinished ? REPLAY_EXIT_OK : res_code;
    if (code != REPLAY_EXIT_OK && *k->file_worst == REPLAY_EXIT_OK)
        *k->file_worst = code;
}

static int wants_page(const game_sink *k, int code)
{
    return k->html_base && (code == REPLAY_EXIT_DIVERGED || code == REPLAY_EXIT_ILLEGAL);
}

/* The k-th page's path (from 1): PAGE itself, then PAGE with "-k" before
 * its extension ("round3.html", "round3-2.html"). */
static void page_path(const char *base, size_t k, char *out, size_t cap)
{
    if (k <= 1) {
        snprintf(out, cap, "%s", base);
        return;
    }
    const char *name = strrchr(base, '/');
    name = name ? name + 1 : base;
    const char *dot = strrchr(name, '.');
    if (!dot || dot == name)
        dot = name + strlen(name);
    snprintf(out, cap, "%.*s-%zu%s", (int)(dot - base), base, k, dot);
}

/* A page for each game that diverges or is illegal, in the games' order. */
static void sink_page(game_sink *k, const Altered__GameLog *log, size_t index)
{
    char path[4096];
    page_path(k->html_base, *k->pages + 1, path, sizeof path);
    if (k->tty)
        fputc('\r', stderr);
    if (replay_html_write("verify", k->db, log, k->file, index, path, k->inputs, k->n_inputs) == REPLAY_EXIT_OK) {
        ++*k->pages;
        fprintf(stderr, "altered-replay verify: %s game %zu: page %s\n", k->file, index, path);
    }
}

static void sink_game(game_sink *k, size_t index, const Altered__GameLog *log, const uint8_t *bytes, size_t len,
                      const replay_result *res)
{
    if (log && wants_page(k, res->code))
        sink_page(k, log, index);
    if (k->tty && index > 1)
        fputc('\r', stderr);
    replay_print_result(stdout, k->db, log, k->file, index, res, k->json);
    sink_code(k, res->code);
    if (k->verdict)
        *k->nomem |= replay_verdict_add_game(k->verdict, index, bytes, len, log, res) != 0;
}

static void print_problem(const char *file, const char *problem, size_t game, const char *msg, int json)
{
    replay_print_problem("altered-replay verify", file, problem, game, msg, json);
}

/* Game index is where the framing broke: a problem of the file, since
 * what follows cannot be read as games at all. */
static void sink_broken(game_sink *k, size_t index, const char *err)
{
    if (k->tty && index > 1)
        fputc('\r', stderr);
    print_problem(k->file, "malformed_framing", index, err, k->json);
    replay_summary_game(k->summary, REPLAY_EXIT_MALFORMED, 0);
    *k->file_worst = *k->file_worst ? *k->file_worst : REPLAY_EXIT_MALFORMED;
    if (k->verdict) {
        replay_result res;
        memset(&res, 0, sizeof res);
        res.code = REPLAY_EXIT_MALFORMED;
        res.winner = -1;
        snprintf(res.msg, sizeof res.msg, "%s", err);
        *k->nomem |= replay_verdict_add_game(k->verdict, index, NULL, 0, NULL, &res) != 0;
    }
}

static void progress(long long done, long long total, size_t games, int on)
{
    if (!on)
        return;
    if (total > 0)
        fprintf(stderr, "\r%zu game%s, %lld%%", games, games == 1 ? "" : "s", done * 100 / total);
    else
        fprintf(stderr, "\r%zu game%s", games, games == 1 ? "" : "s");
}

static void progress_of(const replay_reader *r, size_t games, int on)
{
    long long done, total;
    replay_reader_progress(r, &done, &total);
    progress(done, total, games, on);
}

/* ------------------------------------------------------------ -j N */

/* This thread only frames and digests the archive, which costs little;
 * N workers check, unpack, digest, replay and print batches of games, each
 * into its own arena and text; this thread then settles each game with the
 * reader and prints its lines, in the games' order, so the output is -j
 * 1's byte for byte. Batches rather than games, so that handing one over
 * costs little next to the work in it; a ring of a few batches a worker, so
 * that memory stays flat in the archive's size. A frame that may end the
 * archive (its trailer, or bytes whose top level does not parse), a broken
 * frame and the end of the input are dealt with here, once every game
 * before them is settled, as -j 1 deals with them. */

enum {
    BATCH_GAMES = 64,           /* the most a batch holds; the first ones hold fewer, so every worker starts soon */
    BATCH_BYTES = 1 << 20,      /* a batch closes once its messages reach this */
    BATCH_KEEP = 4 << 20,       /* a batch's buffer larger than this is freed once its games are out */
    RING_PER_WORKER = 2
};

typedef struct batch_game {
    replay_frame frame;         /* its msg is NULL: the message is at off in the batch's bytes */
    size_t off;
    int got;                    /* replay_frame_check's answer, 1 or -1 (then the batch's err says why) */
    uint64_t digest;
    int code;                   /* the replay's verdict (REPLAY_EXIT_*); -1 when not replayed (--game) */
    size_t text, text_len;      /* its lines in the batch's out */
    Altered__GameVerdict *verdict;   /* --sign: its part, owned until added */
} batch_game;

enum { BATCH_FREE, BATCH_QUEUED, BATCH_RUNNING, BATCH_DONE };

typedef struct batch {
    int state;
    size_t first;               /* the first game's 1-based index */
    size_t n, checked;          /* games in it; how many the worker got to */
    batch_game games[BATCH_GAMES];
    uint8_t *bytes;
    size_t bytes_len, bytes_cap;
    char *out;
    size_t out_len;
    char err[256];              /* why games[checked - 1] is not a game */
} batch;

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    batch *ring;
    size_t cap, head, n;        /* the oldest batch, and how many are queued, running or done */
    const alt_cards *db;
    const char *file;
    int json, sign, stop, require_hashes;
    size_t only_game;
    pthread_t *threads;
    int nthreads;
    replay_arena arena;         /* this thread's, for a frame checked here */
} pool;

/* The worker's part of one batch: everything but settling and printing. */
static void batch_run(const pool *pl, batch *b, replay_arena *arena)
{
    FILE *out = open_memstream(&b->out, &b->out_len);
    b->checked = 0;
    for (size_t i = 0; i < b->n; i++) {
        batch_game *g = &b->games[i];
        replay_frame f = g->frame;
        f.msg = b->bytes + g->off;
        size_t index = b->first + i;
        replay_arena_reset(arena);
        Altered__GameLog *log = NULL;
        b->checked = i + 1;
        g->got = replay_frame_check(&f, arena, &log, b->err, sizeof b->err);
        if (g->got != 1)
            break;   /* it ends the reading: nothing after it counts */
        g->digest = replay_archive_game_digest(f.prefix, f.prefix_len, f.msg, f.len);
        g->code = -1;
        if (pl->only_game && index != pl->only_game)
            continue;
        replay_result res;
        replay_game(pl->db, log, 1, NULL, NULL, &res, NULL);
        replay_judge_finished(pl->db, log, &res);
        if (pl->require_hashes)
            replay_judge_hashes(log, &res);
        g->code = res.code;
        if (out) {
            fflush(out);
            g->text = b->out_len;
            replay_print_result(out, pl->db, log, pl->file, index, &res, pl->json);
            fflush(out);
            g->text_len = b->out_len - g->text;
        }
        if (pl->sign)
            g->verdict = replay_verdict_game_new(index, f.msg, f.len, log, &res);
    }
    if (out)
        fclose(out);
    else
        b->out = NULL;
}

static void *worker_main(void *arg)
{
    pool *pl = arg;
    replay_arena arena;
    replay_arena_init(&arena, 4 << 20);   /* a huge game does not pin its memory */
    pthread_mutex_lock(&pl->mu);
    for (;;) {
        batch *b = NULL;
        for (size_t k = 0; k < pl->n && !b; k++) {
            batch *c = &pl->ring[(pl->head + k) % pl->cap];
            if (c->state == BATCH_QUEUED)
                b = c;
        }
        if (!b) {
            if (pl->stop)
                break;
            pthread_cond_wait(&pl->work, &pl->mu);
            continue;
        }
        b->state = BATCH_RUNNING;
        pthread_mutex_unlock(&pl->mu);
        batch_run(pl, b, &arena);
        pthread_mutex_lock(&pl->mu);
        b->state = BATCH_DONE;
        pthread_cond_broadcast(&pl->done);
    }
    pthread_mutex_unlock(&pl->mu);
    replay_arena_destroy(&arena);
    return NULL;
}

static int pool_start(pool *pl, int nthreads, const alt_cards *db, const char *file, int json, int sign,
                      int require_hashes, size_t only_game)
{
    memset(pl, 0, sizeof *pl);
    pl->require_hashes = require_hashes;
    pl->cap = (size_t)nthreads * RING_PER_WORKER + 1;
    pl->ring = calloc(pl->cap, sizeof *pl->ring);
    pl->threads = calloc((size_t)nthreads, sizeof *pl->threads);
    pl->db = db;
    pl->file = file;
    pl->json = json;
    pl->sign = sign;
    pl->only_game = only_game;
    if (!pl->ring || !pl->threads)
        goto fail;
    replay_arena_init(&pl->arena, 4 << 20);
    pthread_mutex_init(&pl->mu, NULL);
    pthread_cond_init(&pl->work, NULL);
    pthread_cond_init(&pl->done, NULL);
    for (; pl->nthreads < nthreads; pl->nthreads++)
        if (pthread_create(&pl->threads[pl->nthreads], NULL, worker_main, pl) != 0)
            break;
    if (pl->nthreads > 0)
        return 0;
    pthread_mutex_destroy(&pl->mu);
    pthread_cond_destroy(&pl->work);
    pthread_cond_destroy(&pl->done);
    replay_arena_destroy(&pl->arena);
fail:
    free(pl->ring);
    free(pl->threads);
    return -1;
}

/* What a batch holds once its games are out (or thrown away); its buffer
 * is kept for the next one unless a huge game grew it. */
static void batch_clear(batch *b)
{
    for (size_t i = 0; i < b->n; i++)
        replay_verdict_game_free(b->games[i].verdict);
    free(b->out);
    if (b->bytes_cap > BATCH_KEEP) {
        free(b->bytes);
        b->bytes = NULL;
        b->bytes_cap = 0;
    }
    uint8_t *bytes = b->bytes;
    size_t cap = b->bytes_cap;
    memset(b, 0, sizeof *b);
    b->bytes = bytes;
    b->bytes_cap = cap;
}

/* Stops the workers (a batch still queued is thrown away) and frees it all. */
static void pool_stop(pool *pl)
{
    pthread_mutex_lock(&pl->mu);
    pl->stop = 1;
    for (size_t k = 0; k < pl->n; k++) {
        batch *b = &pl->ring[(pl->head + k) % pl->cap];
        if (b->state == BATCH_QUEUED)
            b->state = BATCH_DONE;
    }
    pthread_cond_broadcast(&pl->work);
    pthread_mutex_unlock(&pl->mu);
    for (int i = 0; i < pl->nthreads; i++)
        pthread_join(pl->threads[i], NULL);
    for (size_t k = 0; k < pl->cap; k++) {
        batch_clear(&pl->ring[k]);
        free(pl->ring[k].bytes);
    }
    pthread_mutex_destroy(&pl->mu);
    pthread_cond_destroy(&pl->work);
    pthread_cond_destroy(&pl->done);
    replay_arena_destroy(&pl->arena);
    free(pl->ring);
    free(pl->threads);
}

/* The batch being filled: the one after the last queued, when the ring
 * has room (NULL when full). */
static batch *pool_filling(pool *pl)
{
    return pl->n < pl->cap ? &pl->ring[(pl->head + pl->n) % pl->cap] : NULL;
}

/* Copies one frame into the batch being filled; -1 when out of memory. */
static int batch_add(batch *b, const replay_frame *f, size_t index)
{
    if (b->bytes_len + f->len > b->bytes_cap) {
        size_t cap = b->bytes_cap ? b->bytes_cap : BATCH_BYTES + (1 << 16);
        while (cap < b->bytes_len + f->len)
            cap *= 2;
        uint8_t *nb = realloc(b->bytes, cap);
        if (!nb)
            return -1;
        b->bytes = nb;
        b->bytes_cap = cap;
    }
    if (b->n == 0)
        b->first = index;
    batch_game *g = &b->games[b->n++];
    memset(g, 0, sizeof *g);
    g->frame = *f;
    g->frame.msg = NULL;
    g->off = b->bytes_len;
    memcpy(b->bytes + b->bytes_len, f->msg, f->len);
    b->bytes_len += f->len;
    return 0;
}

static void pool_queue(pool *pl)
{
    pthread_mutex_lock(&pl->mu);
    pl->ring[(pl->head + pl->n) % pl->cap].state = BATCH_QUEUED;
    pl->n++;
    pthread_cond_signal(&pl->work);
    pthread_mutex_unlock(&pl->mu);
}

/* What the -j loop has settled so far, and whether it must stop. */
typedef struct settled {
    size_t index;               /* games settled (the broken frame counted) */
    int stopped;                /* the reading broke */
} settled;

/* Waits for the oldest batch, then settles and prints its games in order. */
static void pool_sink_oldest(pool *pl, replay_reader *r, game_sink *k, settled *st)
{
    batch *b = &pl->ring[pl->head];
    pthread_mutex_lock(&pl->mu);
    while (b->state != BATCH_DONE)
        pthread_cond_wait(&pl->done, &pl->mu);
    pthread_mutex_unlock(&pl->mu);
    long long done, total;
    replay_reader_progress(r, &done, &total);
    for (size_t i = 0; i < b->checked && !st->stopped; i++) {
        batch_game *g = &b->games[i];
        size_t index = b->first + i;
        char err[256] = "";
        if (g->got < 0)
            snprintf(err, sizeof err, "%s", b->err);
        replay_frame f = g->frame;
        f.msg = b->bytes + g->off;
        /* A worker's check never finds the trailer: a frame that names
         * its field is settled on this thread (replay_frame.may_end). */
        int got = replay_reader_settle(r, &f, g->got == 1 ? 1 : -1, NULL, g->digest, err, sizeof err);
        st->index = index;
        if (got < 0) {
            sink_broken(k, index, err);
            st->stopped = 1;
            break;
        }
        if (g->code >= 0) {
            if (wants_page(k, g->code)) {
                Altered__GameLog *log = NULL;
                replay_arena_reset(&pl->arena);
                if (replay_frame_check(&f, &pl->arena, &log, err, sizeof err) == 1)
                    sink_page(k, log, index);
            }
            if (k->tty && index > 1)
                fputc('\r', stderr);
            if (b->out)
                fwrite(b->out + g->text, 1, g->text_len, stdout);
            sink_code(k, g->code);
            if (k->verdict) {
                *k->nomem |= replay_verdict_add(k->verdict, g->verdict) != 0;
                g->verdict = NULL;
            }
        }
        progress(g->frame.end, total, index, k->tty);
    }
    pthread_mutex_lock(&pl->mu);
    batch_clear(b);
    pl->head = (pl->head + 1) % pl->cap;
    pl->n--;
    pthread_mutex_unlock(&pl->mu);
}

/* One frame here, in its turn, as -j 1 reads it: got is what
 * replay_reader_frame said of it. */
static void settle_here(pool *pl, replay_reader *r, game_sink *k, settled *st, const replay_frame *f, int got,
                        char *err, size_t err_size, size_t only_game)
{
    Altered__GameLog *log = NULL;
    replay_arena_reset(&pl->arena);
    got = replay_reader_take(r, f, got, &pl->arena, &log, err, err_size);
    if (got == 0) {
        st->stopped = 1;
        return;
    }
    size_t index = ++st->index;
    if (got < 0) {
        sink_broken(k, index, err);
        st->stopped = 1;
        return;
    }
    if (!only_game || index == only_game) {
        replay_result res;
        replay_game(k->db, log, 1, NULL, NULL, &res, NULL);
        replay_judge_finished(k->db, log, &res);
        if (pl->require_hashes)
            replay_judge_hashes(log, &res);
        sink_game(k, index, log, f->msg, f->len, &res);
    }
    progress_of(r, index, k->tty);
}

/* Reads and verifies one archive on the pool's workers; returns the number
 * of games settled (the broken frame counted), as -j 1 counts them. */
static size_t verify_parallel(pool *pl, replay_reader *r, game_sink *k, size_t only_game)
{
    settled st = {0, 0};
    size_t next = 1, batch_games = 1;   /* the next frame's index; how many the next batch holds */
    while (!st.stopped) {
        replay_frame f;
        char err[256];
        int got = replay_reader_frame(r, &f, err, sizeof err);
        batch *b = pool_filling(pl);
        if (got == 1 && !f.may_end) {
            if (!b) {
                pool_sink_oldest(pl, r, k, &st);   /* the oldest first: output in order */
                b = pool_filling(pl);
            }
            if (!st.stopped && batch_add(b, &f, next) == 0) {
                next++;
                if (b->n == batch_games || b->n == BATCH_GAMES || b->bytes_len >= BATCH_BYTES) {
                    pool_queue(pl);
                    batch_games = batch_games < BATCH_GAMES ? batch_games * 2 : BATCH_GAMES;
                }
                continue;
            }
        }
        /* The end, a break, a frame that may end the archive, or no
         * memory for one more: every game before it first, then it here. */
        if (b && b->n > 0)
            pool_queue(pl);
        while (pl->n > 0 && !st.stopped)
            pool_sink_oldest(pl, r, k, &st);
        if (st.stopped)
            break;
        if (got == 0) {
            replay_reader_settle(r, &f, 0, NULL, 0, err, sizeof err);
            break;
        }
        settle_here(pl, r, k, &st, &f, got, err, sizeof err, only_game);
        next = st.index + 1;
    }
    return st.index;
}

enum {
    OPT_JSON, OPT_SEALED, OPT_UNFINISHED, OPT_SIGN, OPT_VERDICT_OUT, OPT_HTML, OPT_GAME, OPT_JOBS, OPT_HASHES,
    OPT_UNIQUES, OPT_PARTS
};
static const replay_opt options[] = {
    [OPT_JSON] = {"--json", 0},      [OPT_SEALED] = {"--require-sealed", 0},
    [OPT_UNFINISHED] = {"--allow-unfinished", 0}, [OPT_SIGN] = {"--sign", 1},
    [OPT_VERDICT_OUT] = {"--verdict-out", 1},   [OPT_HTML] = {"--html", 1},
    [OPT_GAME] = {"--game", 1},      [OPT_JOBS] = {"-j", 1},
    [OPT_HASHES] = {"--require-hashes", 0},
    [OPT_UNIQUES] = {"--uniques", 1}, [OPT_PARTS] = {"--parts", 1},
    {NULL, 0},
};

/* Where FILE's signed verdict goes. */
static void verdict_path_of(const char *file, const char *verdict_out, char *out, size_t cap)
{
    snprintf(out, cap, "%s%s", verdict_out ? verdict_out : file, verdict_out ? "" : ".verdict");
}

int replay_cmd_verify(int argc, char **argv)
{
    int json = 0, nfiles = 0, worst = REPLAY_EXIT_OK, require_sealed = 0, allow_unfinished = 0, require_hashes = 0;
    const char *key_path = NULL, *verdict_out = NULL;
    const char *html_path = NULL;   /* --html: the first failing game's page */
    const char *uniques_path[16], *parts_path = NULL;
    size_t nuniques = 0;
    size_t only_game = 0;           /* --game: 0 for every game */
    /* -j: the machine's cores by default, at most 64; 1 on a single core,
     * where the reading thread would only take turns with one worker. */
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int jobs = cores < 1 ? 1 : cores > 64 ? 64 : (int)cores;
    /* The files read, and the key after them: what no output may overwrite. */
    const char **files = calloc((size_t)argc + 2, sizeof *files);
    if (!files) {
        fprintf(stderr, "altered-replay verify: out of memory\n");
        return REPLAY_EXIT_INTERNAL;
    }
    replay_args args;
    replay_args_init(&args, "verify", argc, argv);
    for (int got; (got = replay_args_next(&args, options)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, usage_text);
        if (rc >= 0) {
            free(files);
            return rc;
        }
        switch (got) {
        case REPLAY_ARG_OPERAND: files[nfiles++] = args.value; break;
        case OPT_JSON: json = 1; break;
        case OPT_SEALED: require_sealed = 1; break;
        case OPT_HASHES: require_hashes = 1; break;
        case OPT_UNFINISHED: allow_unfinished = 1; break;
        case OPT_SIGN: key_path = args.value; break;
        case OPT_VERDICT_OUT: verdict_out = args.value; break;
        case OPT_HTML: html_path = args.value; break;
        case OPT_PARTS: parts_path = args.value; break;
        case OPT_UNIQUES:
            if (nuniques == sizeof uniques_path / sizeof uniques_path[0]) {
                free(files);
                replay_usage_error("verify", "--uniques is given 16 times at most");
                return REPLAY_EXIT_USAGE;
            }
            uniques_path[nuniques++] = args.value;
            break;
        case OPT_GAME:
            if (replay_parse_game("verify", args.value, &only_game) != 0) {
                free(files);
                return REPLAY_EXIT_USAGE;
            }
            break;
        case OPT_JOBS: {
            char *end = NULL;
            long n = strtol(args.value, &end, 10);
            if (!*args.value || *end || n < 1 || n > 64) {
                free(files);
                replay_usage_error("verify", "-j takes a number of threads from 1 to 64");
                return REPLAY_EXIT_USAGE;
            }
            jobs = (int)n;
            break;
        }
        }
    }
    int bad = 0;
    if (nfiles == 0)
        bad = replay_usage_error("verify", "no FILE given");
    else if (verdict_out && (!key_path || nfiles != 1))
        bad = replay_usage_error("verify", "--verdict-out takes --sign and one FILE");
    else if (key_path && only_game)
        bad = replay_usage_error("verify", "a signed verdict covers every game: --sign and --game exclude each other");
    int stdin_files = 0;
    for (int i = 0; i < nfiles; i++)
        stdin_files += strcmp(files[i], "-") == 0;
    if (!bad && stdin_files > 1)
        bad = replay_usage_error("verify", "standard input is read once: give - once");
    if (!bad && stdin_files && key_path && !verdict_out)
        bad = replay_usage_error("verify", "standard input signed needs --verdict-out PATH");
    if (!bad && ((verdict_out && strcmp(verdict_out, "-") == 0) || (html_path && strcmp(html_path, "-") == 0)))
        bad = replay_usage_error("verify", "--verdict-out and --html take a file: the report is on standard output");
    size_t n_inputs = (size_t)nfiles;
    if (key_path)
        files[n_inputs++] = key_path;
    for (size_t i = 0; i < nuniques; i++)
        files[n_inputs++] = uniques_path[i];
    /* Every output checked before any game is: a verify of a big archive
     * must not end in a refusal. */
    if (!bad && html_path && replay_outfile_is_input("verify", html_path, files, n_inputs))
        bad = REPLAY_EXIT_USAGE;
    for (int i = 0; !bad && key_path && i < nfiles; i++) {
        char path[4096];
        verdict_path_of(files[i], verdict_out, path, sizeof path);
        if (replay_outfile_is_input("verify", path, files, n_inputs))
            bad = REPLAY_EXIT_USAGE;
    }
    if (bad) {
        free(files);
        return REPLAY_EXIT_USAGE;
    }
    replay_sign_key key;
    char why[512];
    if (key_path && replay_sign_key_load(key_path, &key, why, sizeof why) != 0) {
        fprintf(stderr, "altered-replay verify: %s\n", why);
        free(files);
        return REPLAY_EXIT_USAGE;
    }
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay verify: the bundled card database does not load\n");
        if (key_path)
            replay_sign_key_wipe(&key);
        free(files);
        return REPLAY_EXIT_MALFORMED;
    }
    /* --uniques: records for the logs whose headers lack them, read once
     * and shared, read only, by every thread. */
    replay_parts *parts = NULL;
    replay_uniques *records = NULL;
    if (nuniques > 0) {
        int rc = (records = replay_uniques_new()) != NULL ? REPLAY_EXIT_OK : REPLAY_EXIT_INTERNAL;
        if (rc == REPLAY_EXIT_OK && (parts_path || (parts_path = replay_parts_default_path()) != NULL) &&
            (parts = replay_parts_read(parts_path, why, sizeof why)) == NULL)
            rc = REPLAY_EXIT_MALFORMED;
        for (size_t i = 0; i < nuniques && rc == REPLAY_EXIT_OK; i++)
            rc = replay_uniques_add_file(records, parts, uniques_path[i], why, sizeof why);
        replay_parts_free(&parts);
        if (rc != REPLAY_EXIT_OK) {
            fprintf(stderr, "altered-replay verify: %s\n", why);
            replay_uniques_free(&records);
            if (key_path)
                replay_sign_key_wipe(&key);
            alt_cards_destroy(&db);
            free(files);
            return rc;
        }
        replay_uniques_set_extra(records);
    }
    int tty = isatty(STDERR_FILENO);
    replay_summary summary;
    memset(&summary, 0, sizeof summary);
    size_t pages = 0;
    for (int i = 0; i < nfiles; i++) {
        const char *file = files[i];
        char err[256];
        summary.files++;
        replay_reader *r = replay_reader_open(file, err, sizeof err);
        if (!r) {
            print_problem(file, "unreadable", 0, err, json);
            summary.unreadable++;
            worst = worst ? worst : REPLAY_EXIT_MALFORMED;
            continue;
        }
        replay_verdict *verdict =
            key_path ? replay_verdict_new(ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_FILE, "altered-replay", file, db)
                     : NULL;
        int file_worst = REPLAY_EXIT_OK, nomem = key_path && !verdict;
        size_t index = 0;
        game_sink sink = {db,      file,    json,       tty,   allow_unfinished, html_path, &pages, files,
                          n_inputs, verdict, &nomem, &file_worst, &summary};
        pool pl;
        if (jobs > 1 && pool_start(&pl, jobs, db, file, json, verdict != NULL, require_hashes, only_game) == 0) {
            index = verify_parallel(&pl, r, &sink, only_game);
            pool_stop(&pl);
        } else {
            for (;;) {
                Altered__GameLog *log = NULL;
                int got = replay_reader_next(r, &log, err, sizeof err);
                if (got == 0)
                    break;
                index++;
                if (got < 0) {
                    sink_broken(&sink, index, err);
                    break;                  /* nothing after it can be trusted */
                }
                if (only_game && index != only_game) {
                    progress_of(r, index, tty);
                    continue;
                }
                size_t len = 0;
                const uint8_t *bytes = replay_reader_packed(r, &len);
                replay_result res;
                replay_game(db, log, 1, NULL, NULL, &res, NULL);
                replay_judge_finished(db, log, &res);
                if (require_hashes)
                    replay_judge_hashes(log, &res);
                sink_game(&sink, index, log, bytes, len, &res);
                progress_of(r, index, tty);
            }
        }
        if (index == 0) {
            print_problem(file, "no_games", 0, "no games", json);
            summary.empty++;
            file_worst = file_worst ? file_worst : REPLAY_EXIT_MALFORMED;
        } else if (only_game && index < only_game && file_worst == REPLAY_EXIT_OK) {
            snprintf(err, sizeof err, "%s has no game %zu: it holds %zu", file, only_game, index);
            print_problem(file, "no_such_game", only_game, err, json);
            file_worst = REPLAY_EXIT_USAGE;
        }
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        summary.archives[rep.verdict]++;
        if (replay_print_archive(stdout, file, &rep, json, require_sealed) && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_INCOMPLETE;
        uint8_t sha[32];
        uint64_t size = 0;
        if (replay_reader_digest(r, sha, &size) != 0 && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_MALFORMED;   /* a read error: not every byte was seen */
        char path[4096] = "";
        if (verdict && !nomem) {
            verdict_path_of(file, verdict_out, path, sizeof path);
            replay_verdict_finish(verdict, sha, size, file_worst, &rep);
            uint8_t *signed_bytes = NULL;
            size_t signed_len = 0;
            if (replay_verdict_sign(verdict, &key, signing_time(), &signed_bytes, &signed_len) != 0)
                nomem = 1;
            else if (write_verdict(path, signed_bytes, signed_len, files, n_inputs) != 0) {
                fprintf(stderr, "altered-replay verify: the signed verdict of %s is not written\n", file);
                file_worst = file_worst ? file_worst : REPLAY_EXIT_INTERNAL;
                path[0] = '\0';
            }
            free(signed_bytes);
        }
        if (nomem) {
            fprintf(stderr, "altered-replay verify: out of memory for the signed verdict of %s\n", file);
            file_worst = file_worst ? file_worst : REPLAY_EXIT_INTERNAL;
            path[0] = '\0';
        }
        replay_print_coverage(stdout, file, sha, size, path[0] ? path : NULL, json);
        if (worst == REPLAY_EXIT_OK)
            worst = file_worst;
        replay_verdict_destroy(&verdict);
        if (tty)
            fputc('\n', stderr);
        replay_reader_close(&r);
    }
    replay_summary_print(stdout, &summary, json);
    if (key_path)
        replay_sign_key_wipe(&key);
    replay_uniques_set_extra(NULL);
    replay_uniques_free(&records);
    alt_cards_destroy(&db);
    free(files);
    return worst;
}
