/*
 * bench_engine.c: how fast the engine plays, and what hashing costs.
 *
 * Plays random games between two fixed Limited decks, single-threaded. Every
 * answer is drawn from the bench's own PRNG (splitmix64, seeded per game)
 * over the answers alt_game_list offers, so a run is reproducible. After
 * every applied decision the state is hashed, as a judge or replay verifier
 * would do.
 *
 * The share of time spent hashing is measured by difference: every game is
 * played twice, with and without the hash calls (same seed, same answers,
 * alternating chunks of 100 games), and
 * share = (time with hashing - time without) / time with hashing.
 * The per-call costs of alt_game_hash, alt_game_copy and alt_game_list are
 * timed separately in tight loops over states sampled from real games.
 *
 *   bench_engine [-n GAMES] [-s SEED]
 *
 * Uses the public API (altered.h) only.
 */
#include "altered.h"
#include "decks.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    DEFAULT_GAMES = 50000,
    DAY_LIMIT = 500,          /* a game still going past this is stopped */
    LIST_CAP = ALT_ANSWERS_MAX,
    SAMPLE_STATES = 64,       /* states for the per-call timings: about 235 KB, so they */
    SAMPLE_EVERY = 37,        /* stay in cache as a state just stepped does; one decision */
                              /* in SAMPLE_EVERY is sampled */
    CALLS_PER_TIMING = 1000000
};

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void die(const char *what, alt_err err, const char *msg)
{
    fprintf(stderr, "bench_engine: %s: %s%s%s\n", what, alt_strerror(err),
            msg && *msg ? ": " : "", msg ? msg : "");
    exit(1);
}

typedef struct totals {
    uint64_t decisions;
    uint64_t days;
    uint64_t outcome[ALT_OUTCOME_CARD + 1];   /* by alt_outcome */
    uint64_t wins[2];
    uint64_t stopped;         /* games stopped at DAY_LIMIT */
    uint64_t hash_xor;        /* keeps the hash calls observable */
    double seconds;
} totals;

/* The decks: gen's two Limited decks for every game, or (hero_decks not
 * NULL) its Constructed decks with Heroes, the pair gen plays for the seed. */
typedef struct decks {
    const alt_deck *hero_decks;   /* REPLAY_HERO_DECKS of them, or NULL */
} decks;

/* Plays one game to its end (or past DAY_LIMIT) and adds it to t. When
 * samples is not NULL, copies states into samples[*nsamples ...] along the
 * way, up to nsamples_cap in all. */
static void play_game(const alt_cards *db, alt_setup *setup, const decks *dk, uint64_t seed, int hash,
                      totals *t, alt_game **samples, size_t *nsamples, size_t nsamples_cap)
{
    char msg[160];
    alt_game *g = NULL;
    setup->seed = seed;
    if (dk->hero_decks) {
        int pair[2];
        replay_hero_pair(seed, pair);
        setup->deck[0] = dk->hero_decks[pair[0]];
        setup->deck[1] = dk->hero_decks[pair[1]];
    }
    alt_err err = alt_game_new(db, setup, &g, msg, sizeof msg);
    if (err != ALT_OK)
        die("alt_game_new", err, msg);

    uint64_t pick = seed ^ 0xB5AD4ECEDA1CE2A9ull;   /* the bench's own answers */
    alt_action list[LIST_CAP];
    for (;;) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE)
            break;
        if (d.day > DAY_LIMIT) {
            t->stopped++;
            break;
        }
        if (samples && *nsamples < nsamples_cap && t->decisions % SAMPLE_EVERY == 0) {
            alt_game_copy(samples[*nsamples], g);
            (*nsamples)++;
        }
        size_t n = alt_game_list(g, list, LIST_CAP);
        if (n == 0 || n > LIST_CAP)
            die("alt_game_list", ALT_E_INVARIANT, n ? "more answers than the bench holds" : "no answer");
        const char *reason = NULL;
        err = alt_game_apply(g, &list[splitmix64(&pick) % n], &reason);
        if (err != ALT_OK)
            die("alt_game_apply", err, reason);
        t->decisions++;
        if (hash)
            t->hash_xor ^= alt_game_hash(g);
    }
    alt_decision d = alt_game_decision(g);
    t->days += d.day;
    t->outcome[alt_game_outcome(g)]++;
    int w = alt_game_winner(g);
    if (w >= 0)
        t->wins[w]++;
    alt_game_destroy(&g);
}

/* Plays the games twice, with and without hashing, in alternating chunks so
 * that both passes see the same machine conditions (warm-up, frequency). */
static void run(const alt_cards *db, alt_setup *setup, const decks *dk, uint64_t base, long games,
                totals *with, totals *without)
{
    enum { CHUNK = 100 };
    memset(with, 0, sizeof *with);
    memset(without, 0, sizeof *without);
    for (long start = 0; start < games; start += CHUNK) {
        long end = start + CHUNK < games ? start + CHUNK : games;
        for (int hash = 1; hash >= 0; hash--) {
            totals *t = hash ? with : without;
            double t0 = now();
            for (long i = start; i < end; i++)
                play_game(db, setup, dk, base + (uint64_t)i, hash, t, NULL, NULL, 0);
            t->seconds += now() - t0;
        }
    }
}

static void usage(void)
{
    fprintf(stderr, "usage: bench_engine [-n GAMES] [-s SEED] [-d limited|heroes]\n"
                    "  -n GAMES  games to play (default %d)\n"
                    "  -s SEED   seed of the first game; game i plays seed SEED+i (default 1)\n"
                    "  -d DECKS  gen's two Limited decks (default), or its Constructed decks with\n"
                    "            Heroes, the pair gen plays for each seed\n",
            DEFAULT_GAMES);
    exit(2);
}

int main(int argc, char **argv)
{
    long games = DEFAULT_GAMES;
    uint64_t base = 1;
    int heroes = 0;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc) {
            games = strtol(argv[++i], &end, 10);
            if (*end || games < 1)
                usage();
        } else if (strcmp(argv[i], "-d") == 0 && i + 1 < argc &&
                   (strcmp(argv[i + 1], "limited") == 0 || strcmp(argv[i + 1], "heroes") == 0)) {
            heroes = argv[++i][0] == 'h';
        } else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc) {
            base = strtoull(argv[++i], &end, 0);
            if (*end)
                usage();
        } else {
            usage();
        }
    }

    alt_cards *db = NULL;
    alt_err err = alt_cards_bundled(&db);
    if (err != ALT_OK)
        die("alt_cards_bundled", err, NULL);
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.ruleset = ALT_RULESET_SEEDS;
    setup.format = heroes ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
    char msg[160];
    /* The decks of `altered-replay gen` (replay/decks.c). */
    alt_deck hero_decks[REPLAY_HERO_DECKS];
    decks dk = {heroes ? hero_decks : NULL};
    for (int f = 0; f < REPLAY_HERO_DECKS && heroes; f++)
        if ((err = replay_hero_deck(db, f, &hero_decks[f], msg, sizeof msg)) != ALT_OK)
            die("Hero deck", err, msg);
    for (int p = 0; p < 2 && !heroes; p++)
        if ((err = replay_limited_deck(db, p, &setup.deck[p], msg, sizeof msg)) != ALT_OK)
            die("Limited deck", err, msg);

    /* 1. Every game with a hash after every decision, and again without. */
    totals with, without;
    run(db, &setup, &dk, base, games, &with, &without);
    if (with.decisions != without.decisions || with.days != without.days)
        die("determinism", ALT_E_INVARIANT, "the two passes played different games");

    /* 2. Per-call costs over states sampled from real games. */
    size_t size = alt_game_size();
    alt_game **samples = malloc(SAMPLE_STATES * sizeof *samples);
    alt_game *dst = malloc(size);
    if (!samples || !dst)
        die("malloc", ALT_E_NOMEM, NULL);
    for (size_t i = 0; i < SAMPLE_STATES; i++)
        if (!(samples[i] = malloc(size)))
            die("malloc", ALT_E_NOMEM, NULL);
    size_t nsamples = 0;
    totals scratch;
    memset(&scratch, 0, sizeof scratch);
    for (uint64_t s = base; nsamples < SAMPLE_STATES; s++)
        play_game(db, &setup, &dk, s, 0, &scratch, samples, &nsamples, SAMPLE_STATES);

    volatile uint64_t sink = 0;   /* keeps the timed calls observable */
    double t0 = now();
    for (long i = 0; i < CALLS_PER_TIMING; i++)
        sink ^= alt_game_hash(samples[(size_t)i % nsamples]);
    double hash_ns = (now() - t0) * 1e9 / CALLS_PER_TIMING;

    t0 = now();
    for (long i = 0; i < CALLS_PER_TIMING; i++)
        alt_game_copy(dst, samples[(size_t)i % nsamples]);
    double copy_ns = (now() - t0) * 1e9 / CALLS_PER_TIMING;
    sink ^= alt_game_hash(dst);
    (void)sink;

    alt_action list[LIST_CAP];
    uint64_t listed = 0;
    t0 = now();
    for (long i = 0; i < CALLS_PER_TIMING; i++)
        listed += alt_game_list(samples[(size_t)i % nsamples], list, LIST_CAP);
    double list_ns = (now() - t0) * 1e9 / CALLS_PER_TIMING;

    uint8_t enc[ALT_ENCODE_MAX];
    uint64_t enc_total = 0;
    for (size_t i = 0; i < nsamples; i++)
        enc_total += alt_game_encode(samples[i], enc, sizeof enc);

    /* 3. Report. */
    double g = (double)games;
    printf("bench_engine: %ld random games (seeds %" PRIu64 "..%" PRIu64 "), %s, ruleset %s, single thread\n",
           games, base, base + (uint64_t)games - 1,
           heroes ? "Constructed, the Hero decks of altered-replay gen (a pair per seed)"
                  : "Limited, the two Limited decks of altered-replay gen",
           alt_ruleset_version(setup.ruleset));
    printf("answers: uniform over alt_game_list, from the bench's own splitmix64 seeded per game\n\n");
    printf("with alt_game_hash after every applied decision:\n");
    printf("  time                     %.3f s\n", with.seconds);
    printf("  decisions per second     %.0f\n", (double)with.decisions / with.seconds);
    printf("  games per second         %.1f\n", g / with.seconds);
    printf("  decisions per game       %.1f\n", (double)with.decisions / g);
    printf("  days per game            %.2f\n", (double)with.days / g);
    printf("without hashing (the same games, played in alternating chunks of 100):\n");
    printf("  time                     %.3f s\n", without.seconds);
    printf("  decisions per second     %.0f\n", (double)without.decisions / without.seconds);
    double share = with.seconds > 0 ? (with.seconds - without.seconds) / with.seconds : 0;
    printf("share of time spent hashing  %.1f%%  (method: (t_with - t_without) / t_with over the same games)\n",
           100.0 * share);
    printf("\nper call, tight loops of %d calls over %zu states sampled from real games:\n",
           CALLS_PER_TIMING, nsamples);
    printf("  alt_game_hash            %.1f ns  (encoding %.0f bytes on average; "
           "x decisions = %.1f%% of the time with hashing)\n",
           hash_ns, (double)enc_total / (double)nsamples,
           100.0 * hash_ns * 1e-9 * (double)with.decisions / with.seconds);
    printf("  alt_game_copy            %.1f ns  (alt_game_size() = %zu bytes)\n", copy_ns, size);
    printf("  alt_game_list            %.1f ns  (%.1f answers on average)\n", list_ns,
           (double)listed / CALLS_PER_TIMING);
    printf("\noutcomes: sum %" PRIu64 ", tiebreak %" PRIu64 ", arena %" PRIu64 ", a card %" PRIu64 ", none %" PRIu64
           "; stopped at day %d: %" PRIu64 "\n",
           with.outcome[ALT_OUTCOME_SUM], with.outcome[ALT_OUTCOME_TIEBREAK], with.outcome[ALT_OUTCOME_ARENA],
           with.outcome[ALT_OUTCOME_CARD], with.outcome[ALT_OUTCOME_NONE], DAY_LIMIT, with.stopped);
    printf("winners: player 0 %" PRIu64 ", player 1 %" PRIu64 "\n",
           with.wins[0], with.wins[1]);
    printf("(xor of all hashes of the games: %016" PRIx64 ")\n", with.hash_xor);

    for (size_t i = 0; i < SAMPLE_STATES; i++)
        free(samples[i]);
    free(samples);
    free(dst);
    alt_cards_destroy(&db);
    return with.stopped ? 1 : 0;
}
