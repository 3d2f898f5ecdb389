/*
 * verify.c: `altered-replay verify`: replays every game of one or more
 * archives and says, for each, that it verified or where it first went
 * wrong, with enough context (the state before the step and the legal
 * answers there) to settle the dispute without another tool. With --sign,
 * it also writes a signed verdict per file (verdict.h): the state hashes
 * leave the event, the players' names, the round and the table out, so
 * only a digest of every byte binds them to the verdict.
 *
 * With -j N the games of an archive are replayed by N threads while this
 * one reads the archive (framing, digests and the trailer stay in one
 * place, in order); results are printed in the games' order from a ring of
 * a few games per thread, so the output is -j 1's byte for byte and memory
 * stays flat in the archive's size.
 */
#include "cli.h"
#include "game.h"
#include "html.h"
#include "replay.h"
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

static void progress(const replay_reader *r, size_t games, int on)
{
    if (!on)
        return;
    long long done, total;
    replay_reader_progress(r, &done, &total);
    if (total > 0)
        fprintf(stderr, "\r%zu games, %lld%%", games, done * 100 / total);
    else
        fprintf(stderr, "\r%zu games", games);
}

static int write_verdict(const char *path, const uint8_t *data, size_t len, char *why, size_t why_size)
{
    /* Never through a symlink: a verdict lands where it is asked to. */
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    int ok = write(fd, data, len) == (ssize_t)len;
    int saved = errno;
    if (close(fd) != 0)
        ok = 0;
    if (!ok)
        snprintf(why, why_size, "%s: %s", path, strerror(saved));
    return ok ? 0 : -1;
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
    "usage: altered-replay verify [--json] [--require-sealed] [--allow-unfinished]\n"
    "                             [--game N] [--html PAGE] [-j N]\n"
    "                             [--sign KEY [--verdict-out PATH]] [--] FILE...\n"
    "Replays every game of each archive (FILE, or - for standard input) from its\n"
    "seed and checks each step's hash, then says whether the archive is whole (its\n"
    "trailer, docs/log-format.md) and which parts of the header no hash covers (the\n"
    "event, players, round, table). Each game's line names the event, round, table\n"
    "and players the header gives, the format and the ruleset, and the winner with\n"
    "the rule that decided it, its number and its words.\n"
    "--json writes JSON Lines instead: one object a line, its \"type\" one of game,\n"
    "problem (a file that does not open, holds no game, or whose framing breaks),\n"
    "archive and coverage (docs/cli.md lists the fields).\n"
    "A step that carries the log writer's own position (docs/log-format.md,\n"
    "\"Positions in a log\") has the fields where it differs from ours named when\n"
    "its hash diverges, or is compared through that position when it has no hash.\n"
    "--game N checks game N of each FILE only (its trailer and digest still cover\n"
    "every byte).\n"
    "--sign KEY writes a signed verdict of each FILE (every byte's SHA-256, each\n"
    "game's header and verdict, this build's versions; docs/verdict.md) to\n"
    "FILE.verdict, or to PATH for one FILE (standard input needs --verdict-out).\n"
    "--html PAGE writes the first game that diverges or is illegal as an HTML page\n"
    "that opens at that step (altered-replay html).\n"
    "-j N replays the games of each FILE on N threads while this one reads it,\n"
    "printing the same lines in the same order as -j 1 (the default: reading,\n"
    "checking and digesting each game still takes this thread as long as a\n"
    "replay takes a worker, so more threads pay only on a machine with cores\n"
    "to spare, if at all).\n"
    "Exit: 0 all verified, 1 a hash diverged, 2 an action was illegal,\n"
    "3 malformed, truncated or unknown-version input, 4 unsupported card or ruleset,\n"
    "5 the archive is not what its trailer sealed (games missing, altered, reordered),\n"
    "  or, with --require-sealed, it has no trailer,\n"
    "6 a game stops before it ends, or holds no step (0 with --allow-unfinished),\n"
    "64 a bad command line, 70 the verdict could not be signed or written.\n";

/* ------------------------------------------------------------ -j N */

/* One game handed to a worker: its bytes (a copy: the reader reuses its
 * buffer), and once done, its own unpacked log, result and printed lines. */
typedef struct job {
    size_t index;
    uint8_t *packed;
    size_t len;
    Altered__GameLog *log;
    replay_result res;
    char *out;
    size_t out_len;
    int state;                   /* JOB_* */
} job;

enum { JOB_QUEUED = 1, JOB_RUNNING, JOB_DONE };

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    job *ring;
    size_t cap, head, n;         /* the oldest job, how many are in the ring */
    const alt_cards *db;
    const char *file;
    int json, stop;
    pthread_t *threads;
    int nthreads;
} pool;

static void job_run(pool *pl, job *jb)
{
    jb->log = altered__game_log__unpack(NULL, jb->len, jb->packed);
    if (!jb->log) {
        /* The reader unpacked these very bytes already: only memory fails here. */
        memset(&jb->res, 0, sizeof jb->res);
        jb->res.code = REPLAY_EXIT_INTERNAL;
        jb->res.winner = -1;
        snprintf(jb->res.msg, sizeof jb->res.msg, "out of memory for game %zu", jb->index);
    } else {
        replay_game(pl->db, jb->log, 1, NULL, NULL, &jb->res, NULL);
        replay_judge_finished(pl->db, jb->log, &jb->res);
    }
    FILE *f = open_memstream(&jb->out, &jb->out_len);
    if (f) {
        replay_print_result(f, pl->db, jb->log, pl->file, jb->index, &jb->res, pl->json);
        fclose(f);
    }
}

static void *worker_main(void *arg)
{
    pool *pl = arg;
    pthread_mutex_lock(&pl->mu);
    for (;;) {
        job *jb = NULL;
        for (size_t k = 0; k < pl->n && !jb; k++) {
            job *c = &pl->ring[(pl->head + k) % pl->cap];
            if (c->state == JOB_QUEUED)
                jb = c;
        }
        if (!jb) {
            if (pl->stop)
                break;
            pthread_cond_wait(&pl->work, &pl->mu);
            continue;
        }
        jb->state = JOB_RUNNING;
        pthread_mutex_unlock(&pl->mu);
        job_run(pl, jb);
        pthread_mutex_lock(&pl->mu);
        jb->state = JOB_DONE;
        pthread_cond_broadcast(&pl->done);
    }
    pthread_mutex_unlock(&pl->mu);
    return NULL;
}

static int pool_start(pool *pl, int nthreads, const alt_cards *db, int json)
{
    memset(pl, 0, sizeof *pl);
    pl->cap = (size_t)nthreads * 4;
    pl->ring = calloc(pl->cap, sizeof *pl->ring);
    pl->threads = calloc((size_t)nthreads, sizeof *pl->threads);
    pl->db = db;
    pl->json = json;
    if (!pl->ring || !pl->threads)
        goto fail;
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
fail:
    free(pl->ring);
    free(pl->threads);
    return -1;
}

static void pool_stop(pool *pl)
{
    pthread_mutex_lock(&pl->mu);
    pl->stop = 1;
    pthread_cond_broadcast(&pl->work);
    pthread_mutex_unlock(&pl->mu);
    for (int i = 0; i < pl->nthreads; i++)
        pthread_join(pl->threads[i], NULL);
    pthread_mutex_destroy(&pl->mu);
    pthread_cond_destroy(&pl->work);
    pthread_cond_destroy(&pl->done);
    free(pl->ring);
    free(pl->threads);
}

/* Waits for the oldest job and hands it back, out of the ring (NULL when
 * the ring is empty). The caller frees it with job_free. */
static job pool_take_oldest(pool *pl)
{
    job out;
    memset(&out, 0, sizeof out);
    pthread_mutex_lock(&pl->mu);
    if (pl->n > 0) {
        job *jb = &pl->ring[pl->head];
        while (jb->state != JOB_DONE)
            pthread_cond_wait(&pl->done, &pl->mu);
        out = *jb;
        memset(jb, 0, sizeof *jb);
        pl->head = (pl->head + 1) % pl->cap;
        pl->n--;
    }
    pthread_mutex_unlock(&pl->mu);
    return out;
}

static void job_free(job *jb)
{
    if (jb->log)
        altered__game_log__free_unpacked(jb->log, NULL);
    free(jb->packed);
    free(jb->out);
    memset(jb, 0, sizeof *jb);
}

/* Queues a copy of the game's bytes; 0, or -1 when out of memory. */
static int pool_put(pool *pl, size_t index, const uint8_t *bytes, size_t len)
{
    uint8_t *copy = malloc(len ? len : 1);
    if (!copy)
        return -1;
    memcpy(copy, bytes, len);
    pthread_mutex_lock(&pl->mu);
    job *jb = &pl->ring[(pl->head + pl->n) % pl->cap];
    memset(jb, 0, sizeof *jb);
    jb->index = index;
    jb->packed = copy;
    jb->len = len;
    jb->state = JOB_QUEUED;
    pl->n++;
    pthread_cond_signal(&pl->work);
    pthread_mutex_unlock(&pl->mu);
    return 0;
}


/* Where each game's result goes, in the games' order: the report, the
 * file's worst verdict, the signed verdict and the first failing game's
 * page. */
typedef struct game_sink {
    const alt_cards *db;
    const char *file;
    int json, tty, allow_unfinished;
    const char **html_path;
    replay_verdict *verdict;
    int *nomem, *file_worst;
} game_sink;

/* text: the game's lines already printed by a worker (NULL: print them here). */
static void sink_game(game_sink *k, size_t index, const Altered__GameLog *log, const uint8_t *bytes, size_t len,
                      const replay_result *res, const char *text, size_t text_len)
{
    if (*k->html_path && log && (res->code == REPLAY_EXIT_DIVERGED || res->code == REPLAY_EXIT_ILLEGAL)) {
        replay_html_write(k->db, log, k->file, index, *k->html_path);
        *k->html_path = NULL;   /* one page: the first failing game */
    }
    if (k->tty && index > 1)
        fputc('\r', stderr);
    if (text)
        fwrite(text, 1, text_len, stdout);
    else
        replay_print_result(stdout, k->db, log, k->file, index, res, k->json);
    int code = res->code == REPLAY_EXIT_UNFINISHED && k->allow_unfinished ? REPLAY_EXIT_OK : res->code;
    if (code != REPLAY_EXIT_OK && *k->file_worst == REPLAY_EXIT_OK)
        *k->file_worst = code;
    if (k->verdict)
        *k->nomem |= replay_verdict_add_game(k->verdict, index, bytes, len, log, res) != 0;
}

/* The oldest game of the pool, once done, into the sink. */
static void sink_job(game_sink *k, pool *pl)
{
    job jb = pool_take_oldest(pl);
    if (jb.out)
        sink_game(k, jb.index, jb.log, jb.packed, jb.len, &jb.res, jb.out, jb.out_len);
    else
        sink_game(k, jb.index, jb.log, jb.packed, jb.len, &jb.res, NULL, 0);
    job_free(&jb);
}

static void print_problem(const char *file, const char *problem, size_t game, const char *msg, int json)
{
    replay_print_problem("altered-replay verify", file, problem, game, msg, json);
}

enum { OPT_JSON, OPT_SEALED, OPT_UNFINISHED, OPT_SIGN, OPT_VERDICT_OUT, OPT_HTML, OPT_GAME, OPT_JOBS };
static const replay_opt options[] = {
    [OPT_JSON] = {"--json", 0},      [OPT_SEALED] = {"--require-sealed", 0},
    [OPT_UNFINISHED] = {"--allow-unfinished", 0}, [OPT_SIGN] = {"--sign", 1},
    [OPT_VERDICT_OUT] = {"--verdict-out", 1},   [OPT_HTML] = {"--html", 1},
    [OPT_GAME] = {"--game", 1},      [OPT_JOBS] = {"-j", 1},
    {NULL, 0},
};

int replay_cmd_verify(int argc, char **argv)
{
    int json = 0, nfiles = 0, worst = REPLAY_EXIT_OK, require_sealed = 0, allow_unfinished = 0;
    const char *key_path = NULL, *verdict_out = NULL;
    const char *html_path = NULL;   /* --html: the first failing game's page */
    size_t only_game = 0;           /* --game: 0 for every game */
    int jobs = 1;                   /* -j: see the usage text for why 1 */
    const char **files = calloc((size_t)argc + 1, sizeof *files);
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
        case OPT_UNFINISHED: allow_unfinished = 1; break;
        case OPT_SIGN: key_path = args.value; break;
        case OPT_VERDICT_OUT: verdict_out = args.value; break;
        case OPT_HTML: html_path = args.value; break;
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
    int tty = isatty(STDERR_FILENO);
    for (int i = 0; i < nfiles; i++) {
        const char *file = files[i];
        char err[256];
        replay_reader *r = replay_reader_open(file, err, sizeof err);
        if (!r) {
            print_problem(file, "unreadable", 0, err, json);
            worst = worst ? worst : REPLAY_EXIT_MALFORMED;
            continue;
        }
        replay_verdict *verdict =
            key_path ? replay_verdict_new(ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_FILE, "altered-replay", file, db)
                     : NULL;
        int file_worst = REPLAY_EXIT_OK, nomem = key_path && !verdict;
        size_t index = 0;
        game_sink sink = {db, file, json, tty, allow_unfinished, &html_path, verdict, &nomem, &file_worst};
        pool pl;
        int parallel = jobs > 1 && pool_start(&pl, jobs, db, json) == 0;
        if (parallel)
            pl.file = file;
        for (;;) {
            Altered__GameLog *log = NULL;
            int got = replay_reader_next(r, &log, err, sizeof err);
            if (got == 0)
                break;
            index++;
            if (got < 0) {
                /* The framing is lost: a problem of the file, since what
                 * follows cannot be read as games at all. The games before
                 * it come first. */
                while (parallel && pl.n > 0)
                    sink_job(&sink, &pl);
                if (tty && index > 1)
                    fputc('\r', stderr);
                print_problem(file, "malformed_framing", index, err, json);
                file_worst = file_worst ? file_worst : REPLAY_EXIT_MALFORMED;
                if (verdict) {
                    replay_result res;
                    memset(&res, 0, sizeof res);
                    res.code = REPLAY_EXIT_MALFORMED;
                    res.winner = -1;
                    snprintf(res.msg, sizeof res.msg, "%s", err);
                    nomem |= replay_verdict_add_game(verdict, index, NULL, 0, NULL, &res) != 0;
                }
                break;                  /* nothing after it can be trusted */
            }
            if (only_game && index != only_game) {
                progress(r, index, tty);
                continue;
            }
            size_t len = 0;
            const uint8_t *bytes = replay_reader_packed(r, &len);
            if (parallel) {
                if (pl.n == pl.cap)
                    sink_job(&sink, &pl);          /* the oldest first: output in order */
                if (pool_put(&pl, index, bytes, len) == 0) {
                    progress(r, index, tty);
                    continue;
                }
                while (pl.n > 0)                   /* out of memory: this game here, in its turn */
                    sink_job(&sink, &pl);
            }
            replay_result res;
            replay_game(db, log, 1, NULL, NULL, &res, NULL);
            replay_judge_finished(db, log, &res);
            sink_game(&sink, index, log, bytes, len, &res, NULL, 0);
            progress(r, index, tty);
        }
        if (parallel) {
            while (pl.n > 0)
                sink_job(&sink, &pl);
            pool_stop(&pl);
        }
        if (index == 0) {
            print_problem(file, "no_games", 0, "no games", json);
            file_worst = file_worst ? file_worst : REPLAY_EXIT_MALFORMED;
        } else if (only_game && index < only_game && file_worst == REPLAY_EXIT_OK) {
            snprintf(err, sizeof err, "%s has no game %zu: it holds %zu", file, only_game, index);
            print_problem(file, "no_such_game", only_game, err, json);
            file_worst = REPLAY_EXIT_USAGE;
        }
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (replay_print_archive(stdout, file, &rep, json, require_sealed) && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_INCOMPLETE;
        uint8_t sha[32];
        uint64_t size = 0;
        if (replay_reader_digest(r, sha, &size) != 0 && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_MALFORMED;   /* a read error: not every byte was seen */
        char path[4096] = "";
        if (verdict && !nomem) {
            snprintf(path, sizeof path, "%s%s", verdict_out ? verdict_out : file, verdict_out ? "" : ".verdict");
            replay_verdict_finish(verdict, sha, size, file_worst, &rep);
            uint8_t *signed_bytes = NULL;
            size_t signed_len = 0;
            if (replay_verdict_sign(verdict, &key, signing_time(), &signed_bytes, &signed_len) != 0)
                nomem = 1;
            else if (write_verdict(path, signed_bytes, signed_len, why, sizeof why) != 0) {
                fprintf(stderr, "altered-replay verify: the signed verdict is not written: %s\n", why);
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
    if (key_path)
        replay_sign_key_wipe(&key);
    alt_cards_destroy(&db);
    free(files);
    return worst;
}
