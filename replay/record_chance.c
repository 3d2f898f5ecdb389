/*
 * record_chance.c: `altered-replay record-chance IN OUT`: a seeded log made
 * into the equivalent recorded one (docs/log-format.md, "Chance"). Each
 * game is replayed from its seed; the outcomes every step drew are written
 * into the step, the setup's into the header, and the result is replayed
 * again in recorded mode before it is written, so a converted log is one
 * this build verifies. A game hashed over encoding 5 keeps its hashes
 * (the same deal hashes alike in both modes); an older encoding's game is
 * hashed over 5, which a recorded game needs.
 */
#include "archive.h"
#include "recorded.h"
#include "cli.h"
#include "game.h"
#include "outfile.h"
#include "replay.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct convert {
    uint32_t *v;              /* every step's outcomes, one after another */
    size_t n, cap;
    size_t *at;               /* the setup's: [at[0], at[1]); step i's (from 1): [at[i], at[i + 1]) */
    uint64_t *hash;           /* the recorded replay's hash after step i (index 0: the initial state) */
    size_t steps;
    int failed;
} convert;

static int keep(convert *c, const alt_game *g)
{
    uint32_t tmp[ALT_POS_CHANCE];
    size_t k = replay_chance_drawn(g, tmp, ALT_POS_CHANCE);
    if (k == (size_t)-1)
        return -1;
    if (c->n + k > c->cap) {
        size_t cap = (c->n + k) * 2 + 1024;
        uint32_t *nv = realloc(c->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        c->v = nv;
        c->cap = cap;
    }
    memcpy(c->v + c->n, tmp, k * sizeof *tmp);
    c->n += k;
    return 0;
}

static int seeded_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)a;
    (void)hash;
    convert *c = ctx;
    if (keep(c, g) != 0) {
        c->failed = 1;
        return 1;
    }
    c->at[step + 1] = c->n;
    return 0;
}

static int recorded_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)g;
    (void)a;
    convert *c = ctx;
    c->hash[step] = hash;
    return 0;
}

static int convert_game(const alt_cards *db, Altered__GameLog *log, size_t index, replay_archive_writer *w)
{
    const Altered__Header *h = log->header;
    if (h && h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED) {
        fprintf(stderr, "altered-replay record-chance: game %zu: already records its chance\n", index);
        return REPLAY_EXIT_USAGE;
    }
    size_t n = log->n_steps;
    convert c = {NULL, 0, 0, calloc(n + 2, sizeof(size_t)), calloc(n + 1, sizeof(uint64_t)), n, 0};
    if (!c.at || !c.hash) {
        free(c.at);
        free(c.hash);
        return REPLAY_EXIT_INTERNAL;
    }
    int rc = REPLAY_EXIT_OK;
    /* The seeded game, checked as verify checks it, its setup's outcomes first. */
    alt_game *g = replay_state_before(db, log, 1);
    if (!g || keep(&c, g) != 0)
        rc = REPLAY_EXIT_MALFORMED;
    alt_game_destroy(&g);
    c.at[1] = c.n;              /* the setup's end (at[0] is 0: calloc) */
    replay_result res;
    if (rc == REPLAY_EXIT_OK) {
        replay_game(db, log, 1, seeded_step, &c, &res, NULL);
        if (res.code != REPLAY_EXIT_OK || c.failed) {
            fprintf(stderr, "altered-replay record-chance: game %zu: step %zu: %s\n", index, res.fail_step,
                    c.failed ? "more chance outcomes in one step than the engine keeps" : res.msg);
            rc = res.code != REPLAY_EXIT_OK ? res.code : REPLAY_EXIT_INTERNAL;
        }
    }
    alt_ruleset r;
    unsigned encoding = 0;   /* the ruleset's newest, which a recorded log names (5 at level 2, 6 at level 3) */
    if (rc == REPLAY_EXIT_OK &&
        (alt_ruleset_parse(h->versions->ruleset, &r) != ALT_OK ||
         !alt_hash_version_holds(r, encoding = alt_hash_version(r), 1))) {
        fprintf(stderr, "altered-replay record-chance: game %zu: ruleset %s has no state encoding for recorded "
                        "chance (level 2 on)\n", index, h->versions->ruleset);
        rc = REPLAY_EXIT_UNSUPPORTED;
    }
    if (rc != REPLAY_EXIT_OK) {
        free(c.v), free(c.at), free(c.hash);
        return rc;
    }
    /* The same log, recorded: the header's mode, encoding and setup
     * outcomes, each step's outcomes; the steps' own positions (a seeded
     * engine's) are left out. */
    Altered__Header nh = *h;
    Altered__Versions nv = *h->versions;
    unsigned old_encoding = nv.hash_encoding;
    nv.hash_encoding = encoding;
    nh.versions = &nv;
    nh.chance = ALTERED__CHANCE_MODE__CHANCE_RECORDED;
    nh.n_setup_chance = c.at[1];
    nh.setup_chance = c.v;
    Altered__Step *steps = calloc(n ? n : 1, sizeof *steps);
    Altered__Step **ptrs = calloc(n ? n : 1, sizeof *ptrs);
    if (!steps || !ptrs) {
        free(steps), free(ptrs), free(c.v), free(c.at), free(c.hash);
        return REPLAY_EXIT_INTERNAL;
    }
    size_t dropped = 0;
    for (size_t i = 0; i < n; i++) {
        steps[i] = *log->steps[i];
        dropped += steps[i].position.len > 0;
        steps[i].position.len = 0;
        steps[i].position.data = NULL;
        steps[i].n_chance = c.at[i + 2] - c.at[i + 1];
        steps[i].chance = c.v + c.at[i + 1];
        ptrs[i] = &steps[i];
    }
    Altered__GameLog out = *log;
    out.header = &nh;
    out.steps = ptrs;
    /* Replayed recorded: its own hashes, which for encoding 5 on are the input's. */
    replay_game(db, &out, 0, recorded_step, &c, &res, NULL);
    alt_game *first = replay_state_before(db, &out, 1);
    if (res.code != REPLAY_EXIT_OK || !first) {
        fprintf(stderr, "altered-replay record-chance: game %zu: the recorded log does not replay: step %zu: %s\n",
                index, res.fail_step, res.msg);
        rc = REPLAY_EXIT_INTERNAL;
    } else {
        out.initial_hash = alt_game_hash(first);
        for (size_t i = 0; i < n; i++)
            steps[i].hash = c.hash[i + 1];
        size_t same = 0;
        for (size_t i = 0; i < n; i++)
            same += steps[i].hash == log->steps[i]->hash;
        same += out.initial_hash == log->initial_hash;
        if (old_encoding == encoding && same != n + 1) {
            fprintf(stderr, "altered-replay record-chance: game %zu: %zu of %zu hashes differ from the seeded "
                            "log's\n", index, n + 1 - same, n + 1);
            rc = REPLAY_EXIT_INTERNAL;
        } else {
            fprintf(stderr, "altered-replay record-chance: game %zu: %zu step%s, %zu chance outcome%s; %s%s\n", index,
                    n, n == 1 ? "" : "s", c.n, c.n == 1 ? "" : "s",
                    old_encoding == encoding ? "the same hashes"
                                             : encoding == 5 ? "hashed over encoding 5 (the log's was older)"
                                                             : "hashed over encoding 6 (the log's was older)",
                    dropped ? "; the steps' positions left out" : "");
            if (replay_archive_writer_game(w, &out) != 0) {
                fprintf(stderr, "altered-replay record-chance: write failed: %s\n", strerror(errno));
                rc = REPLAY_EXIT_MALFORMED;
            }
        }
    }
    alt_game_destroy(&first);
    free(steps), free(ptrs), free(c.v), free(c.at), free(c.hash);
    return rc;
}

int replay_cmd_record_chance(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay record-chance [--] IN OUT\n"
        "Writes OUT, an archive of IN's games (a seeded log or archive) recorded: each\n"
        "game's chance outcomes (the Tumult, the first player, each shuffle, each die,\n"
        "each card of a Hand at random) in its header and steps, as another engine\n"
        "would record them (docs/log-format.md, \"Chance\"). Every game must verify; a\n"
        "game hashed over encoding 5 keeps its hashes, an older one is hashed over 5. OUT - writes to standard output. OUT\n"
        "is written whole or not at all, and never over IN (exit 64).\n";
    static const replay_opt opts[] = {{NULL, 0}};
    const char *in = NULL, *outp = NULL;
    replay_args a;
    replay_args_init(&a, "record-chance", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == REPLAY_ARG_OPERAND && !in)
            in = a.value;
        else if (got == REPLAY_ARG_OPERAND && !outp)
            outp = a.value;
        else
            return replay_usage_error("record-chance", "unexpected argument '%s'", a.value);
    }
    if (!in || !outp)
        return replay_usage_error("record-chance", "IN and OUT are both needed");
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay record-chance: the bundled card database does not load\n");
        return REPLAY_EXIT_MALFORMED;
    }
    int rc;
    replay_outfile *out = replay_outfile_open("record-chance", outp, &in, 1, REPLAY_OUTFILE_BINARY, &rc);
    if (!out) {
        alt_cards_destroy(&db);
        return rc;
    }
    char err[256];
    replay_reader *r = replay_reader_open(in, err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay record-chance: %s\n", err);
        replay_outfile_abort(&out);
        alt_cards_destroy(&db);
        return REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer *w = replay_archive_writer_new(replay_outfile_stream(out));
    if (!w) {
        fprintf(stderr, "altered-replay record-chance: out of memory\n");
        rc = REPLAY_EXIT_INTERNAL;
    }
    size_t index = 0;
    while (rc == REPLAY_EXIT_OK) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got == 0)
            break;
        if (got < 0) {
            fprintf(stderr, "altered-replay record-chance: %s: %s\n", in, err);
            rc = REPLAY_EXIT_MALFORMED;
            break;
        }
        rc = convert_game(db, log, ++index, w);
    }
    if (rc == REPLAY_EXIT_OK && index == 0) {
        fprintf(stderr, "altered-replay record-chance: %s: no games\n", in);
        rc = REPLAY_EXIT_MALFORMED;
    }
    if (rc == REPLAY_EXIT_OK && replay_archive_writer_seal(w) != 0) {
        fprintf(stderr, "altered-replay record-chance: write failed: %s\n", strerror(errno));
        rc = REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer_destroy(&w);
    if (rc == REPLAY_EXIT_OK)
        rc = replay_outfile_commit(&out);
    replay_outfile_abort(&out);   /* the old OUT, if any, stays whole */
    replay_reader_close(&r);
    alt_cards_destroy(&db);
    return rc;
}
