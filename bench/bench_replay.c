/*
 * bench_replay.c: where a verifier's time goes, each figure beside its limit.
 *
 * Reads the games of an archive into memory, unpacked as verify unpacks
 * them (replay_log_unpack; these passes leave unpacking out, the reading
 * pass below has it) and replays them, single-threaded, as verify does:
 *   verify   setup (the header read, the cards found, both decks checked,
 *            the deal), then every step applied and its hash checked;
 *   no hash  the same games, the same steps, no hash computed: the limit of
 *            what faster hashing can give;
 *   setup    the setup alone, so that its share of a game is measured.
 * The passes alternate in chunks of games, so that all see the same machine
 * conditions, and each is timed ROUNDS times: the figures are medians.
 * Each round also reads the whole archive again as verify -j 1 reads it
 * (framing, the file's and each game's SHA-256, unpacking), so that
 * hashing's share of reading and verifying together, all of verify's work
 * but printing, comes from the same rounds.
 * Then, over states sampled from the games (kept few enough to stay in
 * cache, as the state a verifier just stepped is):
 *   alt_game_hash (encode + XXH3) beside XXH3 alone over the same encoded
 *   bytes, called as the engine calls it (engine/xxh.h: xxHash's x86
 *   dispatcher where the library has it, its AVX2 code on most machines),
 *   and beside plain XXH3_64bits too (the baseline build, SSE2 on x86-64),
 *   and alt_game_copy beside one memcpy of alt_game_size() bytes.
 *
 *   bench_replay ARCHIVE [-r ROUNDS] [-l LABEL]
 *
 * The archive must be one the bundled card database plays (altered-replay
 * gen writes such archives).
 */
#include "altered.h"
#include "bundled_cards.h"
#include "log.h"
#include "log_unpack.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <xxhash.h>
#if defined(ALT_XXH3_DISPATCH) && ALT_XXH3_DISPATCH
#define XXH_DISPATCH_DISABLE_REPLACE
#include <xxh_x86dispatch.h>
#define ENGINE_XXH3 XXH3_64bits_dispatch   /* what alt_game_hash calls */
#define ENGINE_XXH3_IS "xxHash's x86 dispatcher"
#else
#define ENGINE_XXH3 XXH3_64bits
#define ENGINE_XXH3_IS "XXH3_64bits"
#endif

enum {
    DEFAULT_ROUNDS = 5,
    MAX_ROUNDS = 51,
    CHUNK_GAMES = 50,          /* games per alternating chunk */
    SAMPLE_STATES = 64,        /* about 280 KB of states: they stay in cache */
    CALLS = 2000000            /* calls per per-call timing */
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void die(const char *what, const char *msg)
{
    fprintf(stderr, "bench_replay: %s%s%s\n", what, msg && *msg ? ": " : "", msg ? msg : "");
    exit(1);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

typedef enum pass { PASS_VERIFY, PASS_NO_HASH, PASS_SETUP, PASS__COUNT } pass;

typedef struct samples {
    alt_game **state;
    size_t n, cap, every, seen;
} samples;

/* Sets up one game as verify does, with the bundled card database the
 * log names; NULL (and a message) when it cannot. */
static alt_game *setup(const alt_cards *db, const Altered__GameLog *log)
{
    db = replay_log_cards(db, log);
    alt_setup s;
    char msg[512];
    if (replay_log_setup(db, log, &s, msg, sizeof msg) != 0)
        die("the header", msg);
    alt_game *g = NULL;
    if (alt_game_new(db, &s, &g, msg, sizeof msg) != ALT_OK)
        die("alt_game_new", msg);
    return g;
}

/* Plays one game in one pass; returns its steps. sm (not NULL) keeps every
 * sm->every-th state. */
static size_t play(const alt_cards *db, const Altered__GameLog *log, pass p, samples *sm, uint64_t *sink)
{
    alt_game *g = setup(db, log);
    if (p == PASS_SETUP) {
        alt_game_destroy(&g);
        return 0;
    }
    if (p == PASS_VERIFY && alt_game_hash(g) != log->initial_hash)
        die("verify", "the initial state differs from the recorded one");
    for (size_t k = 0; k < log->n_steps; k++) {
        alt_action a;
        const char *reason = NULL;
        if (replay_action_from_log(log->steps[k]->action, &a) != 0)
            die("a step", "holds no action");
        if (alt_game_apply(g, &a, &reason) != ALT_OK)
            die("alt_game_apply", reason);
        if (p == PASS_VERIFY && alt_game_hash(g) != log->steps[k]->hash)
            die("verify", "a state differs from the recorded one");
        if (sm && sm->n < sm->cap && sm->seen++ % sm->every == 0)
            alt_game_copy(sm->state[sm->n++], g);
    }
    *sink ^= (uint64_t)alt_game_winner(g);
    alt_game_destroy(&g);
    return log->n_steps;
}

/* The games of an archive, unpacked as verify unpacks them
 * (replay_log_unpack) into an arena of their own. */
typedef struct kept {
    replay_arena arena;
    Altered__GameLog **logs;
    size_t games, cap, steps;
} kept;

/* Reads the archive at path as verify -j 1 does (framing, the file's and
 * each game's SHA-256, unpacking); returns how many games it holds. With k,
 * keeps them too (the reader's own copy lasts one game). */
static size_t read_archive(const char *path, kept *k)
{
    char err[512];
    replay_reader *r = replay_reader_open(path, err, sizeof err);
    if (r == NULL)
        die(path, err);
    size_t n = 0;
    for (;; n++) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got < 0)
            die(path, err);
        if (got == 0)
            break;
        if (k == NULL)
            continue;
        size_t len = 0;
        const uint8_t *bytes = replay_reader_packed(r, &len);
        if (k->games == k->cap) {
            k->cap = k->cap ? 2 * k->cap : 256;
            k->logs = realloc(k->logs, k->cap * sizeof *k->logs);
            if (k->logs == NULL)
                die("realloc", NULL);
        }
        int plain;
        if ((k->logs[k->games] = replay_log_unpack(&k->arena, bytes, len, &plain)) == NULL)
            die(path, "a game does not unpack");
        k->steps += k->logs[k->games]->n_steps;
        k->games++;
    }
    replay_reader_close(&r);
    return n;
}

static void usage(void)
{
    fprintf(stderr, "usage: bench_replay ARCHIVE [-r ROUNDS] [-l LABEL]\n"
                    "  ROUNDS: each pass timed this many times, the median reported (default %d)\n"
                    "  LABEL: names the games in the report (default: the archive's name)\n",
            DEFAULT_ROUNDS);
    exit(2);
}

int main(int argc, char **argv)
{
    const char *path = NULL, *label = NULL;
    int rounds = DEFAULT_ROUNDS;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-r") == 0 && i + 1 < argc) {
            rounds = atoi(argv[++i]);
            if (rounds < 1 || rounds > MAX_ROUNDS)
                usage();
        } else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc) {
            label = argv[++i];
        } else if (argv[i][0] != '-' && path == NULL) {
            path = argv[i];
        } else {
            usage();
        }
    }
    if (path == NULL)
        usage();
    if (label == NULL)
        label = path;

    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK)
        die("alt_cards_bundled", NULL);

    /* 1. The games, unpacked once. */
    kept all = {0};
    replay_arena_init(&all.arena, 0);
    read_archive(path, &all);
    Altered__GameLog **logs = all.logs;
    size_t games = all.games, steps = all.steps;
    if (games == 0)
        die(path, "holds no game");

    /* 2. The passes, alternating by chunk, ROUNDS times. */
    double t[PASS__COUNT][MAX_ROUNDS], t_read[MAX_ROUNDS], whole_share[MAX_ROUNDS];
    uint64_t sink = 0;
    for (int round = 0; round < rounds; round++) {
        double sum[PASS__COUNT] = {0};
        for (size_t start = 0; start < games; start += CHUNK_GAMES) {
            size_t end = start + CHUNK_GAMES < games ? start + CHUNK_GAMES : games;
            for (int p = 0; p < PASS__COUNT; p++) {
                double t0 = now();
                for (size_t i = start; i < end; i++)
                    play(db, logs[i], (pass)p, NULL, &sink);
                sum[p] += now() - t0;
            }
        }
        for (int p = 0; p < PASS__COUNT; p++)
            t[p][round] = sum[p];
        double t0 = now();
        if (read_archive(path, NULL) != games)
            die(path, "holds another number of games the second time");
        t_read[round] = now() - t0;
        whole_share[round] = (sum[PASS_VERIFY] - sum[PASS_NO_HASH]) / (t_read[round] + sum[PASS_VERIFY]);
    }
    double reading = median(t_read, rounds), hash_of_whole = median(whole_share, rounds);
    double verify = median(t[PASS_VERIFY], rounds);
    double no_hash = median(t[PASS_NO_HASH], rounds);
    double setup_s = median(t[PASS_SETUP], rounds);

    /* 3. States sampled over all the games, for the per-call timings. */
    size_t size = alt_game_size();
    samples sm = {malloc(SAMPLE_STATES * sizeof(alt_game *)), 0, SAMPLE_STATES, steps / SAMPLE_STATES + 1, 0};
    if (sm.state == NULL)
        die("malloc", NULL);
    for (size_t i = 0; i < SAMPLE_STATES; i++)
        if ((sm.state[i] = malloc(size)) == NULL)
            die("malloc", NULL);
    for (size_t i = 0; i < games && sm.n < sm.cap; i++)
        play(db, logs[i], PASS_NO_HASH, &sm, &sink);
    size_t ns = sm.n;
    uint8_t (*enc)[ALT_ENCODE_MAX] = malloc(ns * sizeof *enc);
    size_t *enc_len = malloc(ns * sizeof *enc_len);
    alt_game *dst = malloc(size);
    if (enc == NULL || enc_len == NULL || dst == NULL)
        die("malloc", NULL);
    size_t enc_total = 0;
    for (size_t i = 0; i < ns; i++) {
        enc_len[i] = alt_game_encode(sm.state[i], enc[i], sizeof enc[i]);
        enc_total += enc_len[i];
        if (XXH3_64bits(enc[i], enc_len[i]) != alt_game_hash(sm.state[i]))
            die("alt_game_hash", "is not XXH3-64 of alt_game_encode's bytes");
    }
    double hash_ns[MAX_ROUNDS], xxh_ns[MAX_ROUNDS], plain_ns[MAX_ROUNDS], enc_ns[MAX_ROUNDS], copy_ns[MAX_ROUNDS],
        memcpy_ns[MAX_ROUNDS];
    uint8_t *scratch = malloc(ALT_ENCODE_MAX);
    if (scratch == NULL)
        die("malloc", NULL);
    volatile uint64_t vsink = sink;
    /* Called through a volatile pointer, so that no copy is left out. */
    void *(*volatile copy)(void *, const void *, size_t) = memcpy;
    for (int round = 0; round < rounds; round++) {
        uint64_t x = 0;
        double t0 = now();
        for (long i = 0; i < CALLS; i++)
            x ^= alt_game_hash(sm.state[(size_t)i % ns]);
        hash_ns[round] = (now() - t0) * 1e9 / CALLS;
        t0 = now();
        for (long i = 0; i < CALLS; i++) {
            size_t k = (size_t)i % ns;
            x ^= ENGINE_XXH3(enc[k], enc_len[k]);
        }
        xxh_ns[round] = (now() - t0) * 1e9 / CALLS;
        t0 = now();
        for (long i = 0; i < CALLS; i++) {
            size_t k = (size_t)i % ns;
            x ^= XXH3_64bits(enc[k], enc_len[k]);
        }
        plain_ns[round] = (now() - t0) * 1e9 / CALLS;
        t0 = now();
        for (long i = 0; i < CALLS; i++)
            x += alt_game_encode(sm.state[(size_t)i % ns], scratch, ALT_ENCODE_MAX);
        enc_ns[round] = (now() - t0) * 1e9 / CALLS;
        t0 = now();
        for (long i = 0; i < CALLS; i++)
            alt_game_copy(dst, sm.state[(size_t)i % ns]);
        copy_ns[round] = (now() - t0) * 1e9 / CALLS;
        x ^= alt_game_hash(dst);
        t0 = now();
        for (long i = 0; i < CALLS; i++)
            copy(dst, sm.state[(size_t)i % ns], size);
        memcpy_ns[round] = (now() - t0) * 1e9 / CALLS;
        vsink ^= x ^ alt_game_hash(dst);
    }
    double h = median(hash_ns, rounds), xh = median(xxh_ns, rounds), e = median(enc_ns, rounds);
    double plain = median(plain_ns, rounds);
    double c = median(copy_ns, rounds), m = median(memcpy_ns, rounds);

    /* 4. Report: each figure, then its limit from this same run. */
    double per_game_verify = verify / (double)games;
    printf("%s: %zu games, %zu steps (%.1f a game), single thread, median of %d rounds\n", label, games,
           steps, (double)steps / (double)games, rounds);
    printf("  verified        %10.0f steps/s   limit, no hashing: %10.0f steps/s   (hashing %.1f%% of verify)\n",
           (double)steps / verify, (double)steps / no_hash, 100.0 * (verify - no_hash) / verify);
    printf("  reading         %10.3f s         as verify -j 1 reads (framing, SHA-256, unpacking): hashing %.1f%% of "
           "reading + verify (target <= 25%%)\n",
           reading, 100.0 * hash_of_whole);
    printf("  setup           %10.2f us/game   of a game's verify: %.1f%% (%.1f us)   (target <= 10%%)\n",
           1e6 * setup_s / (double)games, 100.0 * setup_s / verify, 1e6 * per_game_verify);
    printf("  alt_game_hash   %10.1f ns/state  limit, XXH3 over the same %.0f bytes: %.1f ns   ratio %.2f (target <= 2)\n",
           h, (double)enc_total / (double)ns, xh, h / xh);
    printf("  (alt_game_encode alone %.1f ns; XXH3 called as %s; plain XXH3_64bits %.1f ns, against which the ratio is %.2f)\n",
           e, ENGINE_XXH3_IS, plain, h / plain);
    printf("  alt_game_copy   %10.1f ns        limit, one memcpy of the state's %zu bytes: %.1f ns\n", c, size, m);
    (void)vsink;

    for (size_t i = 0; i < SAMPLE_STATES; i++)
        free(sm.state[i]);
    free(sm.state);
    free(enc);
    free(scratch);
    free(enc_len);
    free(dst);
    free(logs);
    replay_arena_destroy(&all.arena);
    alt_cards_destroy(&db);
    return 0;
}
