/*
 * inspect.c: `dump`, `state` and `hashes`: a log in words, the whole state
 * at one step (in words or as a position), and one hash per step for
 * diffing against another engine.
 */
#include "game.h"
#include "number.h"
#include "position_io.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*per_game_fn)(const alt_cards *db, const Altered__GameLog *log, size_t index, void *ctx);

/* Runs fn over every game of one archive; returns a REPLAY_EXIT_* code. */
static int each_game(const char *cmd, const char *path, per_game_fn fn, void *ctx)
{
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay %s: the bundled card database does not load\n", cmd);
        return REPLAY_EXIT_MALFORMED;
    }
    char err[256];
    replay_reader *r = replay_reader_open(path, err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay %s: %s\n", cmd, err);
        alt_cards_destroy(&db);
        return REPLAY_EXIT_MALFORMED;
    }
    int rc = REPLAY_EXIT_OK;
    size_t index = 0;
    for (;;) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got == 0)
            break;
        if (got < 0) {
            fprintf(stderr, "altered-replay %s: %s: %s\n", cmd, path, err);
            rc = REPLAY_EXIT_MALFORMED;
            break;
        }
        rc = fn(db, log, ++index, ctx);
        if (rc != REPLAY_EXIT_OK)
            break;
    }
    if (rc == REPLAY_EXIT_OK && index == 0) {
        fprintf(stderr, "altered-replay %s: %s: no games\n", cmd, path);
        rc = REPLAY_EXIT_MALFORMED;
    }
    replay_reader_close(&r);
    alt_cards_destroy(&db);
    return rc;
}

static int fail(const char *cmd, size_t index, const replay_result *res)
{
    fprintf(stderr, "altered-replay %s: game %zu: step %zu: %s\n", cmd, index, res->fail_step, res->msg);
    return res->code;
}

/* ---- dump */

typedef struct dump_ctx {
    alt_game *before;   /* the state each action is described against */
    char line[1024];
} dump_ctx;

static int dump_step(void *vctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    dump_ctx *c = vctx;
    alt_decision d = alt_game_decision(c->before);
    alt_action_describe(c->before, a, c->line, sizeof c->line);
    printf("  %5zu  Day %-3u %-9s %s  [%016" PRIx64 "]\n", step, d.day, alt_phase_name(d.phase), c->line, hash);
    alt_game_copy(c->before, g);
    return 0;
}

static int dump_game(const alt_cards *db, const Altered__GameLog *log, size_t index, void *unused)
{
    (void)unused;
    dump_ctx c;
    c.before = replay_state_before(db, log, 1);
    replay_result res;
    const Altered__Header *h = log->header;
    printf("game %zu: seed %" PRIu64 ", ruleset %s, %zu steps\n", index, h ? h->seed : 0,
           h && h->versions ? h->versions->ruleset : "?", log->n_steps);
    if (!c.before) {
        replay_game(db, log, 0, NULL, NULL, &res, NULL);
        return fail("dump", index, &res);
    }
    replay_game(db, log, 0, dump_step, &c, &res, NULL);
    alt_game_destroy(&c.before);
    if (res.code != REPLAY_EXIT_OK)
        return fail("dump", index, &res);
    if (res.winner >= 0)
        printf("  winner P%d by %s after %u days\n", res.winner, alt_outcome_rule(res.outcome), res.days);
    return REPLAY_EXIT_OK;
}

/* ---- hashes */

static int hashes_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)ctx, (void)g, (void)step, (void)a;
    printf("%016" PRIx64 "\n", hash);
    return 0;
}

static int hashes_game(const alt_cards *db, const Altered__GameLog *log, size_t index, void *recorded)
{
    if (*(int *)recorded) {
        printf("%016" PRIx64 "\n", log->initial_hash);
        for (size_t k = 0; k < log->n_steps; k++)
            printf("%016" PRIx64 "\n", log->steps[k] ? log->steps[k]->hash : 0);
        return REPLAY_EXIT_OK;
    }
    replay_result res;
    alt_game *g = replay_state_before(db, log, 1);
    if (g)
        printf("%016" PRIx64 "\n", alt_game_hash(g));
    alt_game_destroy(&g);
    replay_game(db, log, 0, hashes_step, NULL, &res, NULL);
    return res.code == REPLAY_EXIT_OK ? REPLAY_EXIT_OK : fail("hashes", index, &res);
}

/* ---- state */

typedef struct state_ctx {
    size_t game, step;
    int form;              /* STATE_TEXT, STATE_JSON or STATE_BINARY */
    const char *out_path;  /* --out, or NULL: standard output */
} state_ctx;

enum { STATE_TEXT, STATE_JSON, STATE_BINARY };

static int stop_at_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)g, (void)a, (void)hash;
    return step >= *(const size_t *)ctx;
}

static int state_game(const alt_cards *db, const Altered__GameLog *log, size_t index, void *vctx)
{
    state_ctx *c = vctx;
    if (index != c->game)
        return REPLAY_EXIT_OK;
    if (c->step > log->n_steps) {
        fprintf(stderr, "altered-replay state: game %zu has %zu steps\n", index, log->n_steps);
        return REPLAY_EXIT_USAGE;
    }
    /* Replayed to step K and stopped there, so that a step before it that
     * does not apply is reported rather than a shorter game shown as if it
     * were the state asked for. Hashes are not checked: the state of a
     * diverging log is what one looks at to see why. */
    replay_result res;
    alt_game *g = NULL;
    if (c->step == 0) {
        g = replay_state_before(db, log, 1);
        if (!g)
            replay_game(db, log, 0, NULL, NULL, &res, NULL);
    } else {
        replay_game(db, log, 0, stop_at_step, &c->step, &res, &g);
    }
    if (!g || (c->step && res.code != REPLAY_EXIT_OK)) {
        alt_game_destroy(&g);
        return fail("state", index, &res);
    }
    c->game = 0;   /* found */
    int rc;
    FILE *f = replay_output_open("state", c->out_path, c->form == STATE_BINARY, &rc);
    if (f && c->form != STATE_TEXT) {
        rc = replay_position_write("state", g, c->form == STATE_BINARY, f);
    } else if (f) {
        char *text = malloc(1 << 16);
        if (text) {
            alt_game_describe(g, text, 1 << 16);
            fprintf(f, "game %zu, after step %zu, hash %016" PRIx64 "\n%s", index, c->step, alt_game_hash(g), text);
        } else {
            rc = REPLAY_EXIT_INTERNAL;
        }
        free(text);
    }
    if (f) {
        int closed = replay_output_close("state", c->out_path, f);
        rc = rc == REPLAY_EXIT_OK ? closed : rc;
    }
    alt_game_destroy(&g);
    return rc;
}

static int wants_help(int argc, char **argv, const char *usage)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("%s", usage);
            return 1;
        }
    return 0;
}

int replay_cmd_dump(int argc, char **argv)
{
    static const char usage[] = "usage: altered-replay dump FILE\nEvery step of every game, in words, with its hash.\n";
    if (wants_help(argc, argv, usage))
        return 0;
    if (argc != 1) {
        fputs(usage, stderr);
        return REPLAY_EXIT_USAGE;
    }
    return each_game("dump", argv[0], dump_game, NULL);
}

int replay_cmd_hashes(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay hashes [--recorded] FILE\n"
        "One state hash per line: the initial state, then after each step, as this engine\n"
        "computes them (or as the log records them, with --recorded).\n";
    if (wants_help(argc, argv, usage))
        return 0;
    int recorded = 0;
    const char *file = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--recorded") == 0)
            recorded = 1;
        else if (!file)
            file = argv[i];
        else
            file = NULL, i = argc;
    }
    if (!file) {
        fputs(usage, stderr);
        return REPLAY_EXIT_USAGE;
    }
    return each_game("hashes", file, hashes_game, &recorded);
}

int replay_cmd_state(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay state FILE --step K [--game G] [--json | --binary] [--out PATH]\n"
        "The whole state after step K (0: the initial state) of game G (default 1): in\n"
        "words, or as a position (docs/position.md): --json the canonical JSON document,\n"
        "--binary the binary position (never to a terminal). --out writes to PATH.\n";
    if (wants_help(argc, argv, usage))
        return 0;
    state_ctx c = {1, 0, STATE_TEXT, NULL};
    const char *file = NULL;
    int have_step = 0;
    for (int i = 0; i < argc; i++) {
        uint64_t v;
        if ((strcmp(argv[i], "--step") == 0 || strcmp(argv[i], "--game") == 0) && i + 1 < argc) {
            if (number_parse_u64(argv[i + 1], UINT64_MAX, &v) != 0) {
                fputs(usage, stderr);
                return REPLAY_EXIT_USAGE;
            }
            if (argv[i][2] == 's')
                c.step = (size_t)v, have_step = 1;
            else
                c.game = (size_t)v;
            i++;
        } else if (strcmp(argv[i], "--json") == 0 || strcmp(argv[i], "--binary") == 0) {
            int form = argv[i][2] == 'j' ? STATE_JSON : STATE_BINARY;
            if (c.form != STATE_TEXT && c.form != form) {
                fprintf(stderr, "altered-replay state: --json and --binary exclude each other\n");
                return REPLAY_EXIT_USAGE;
            }
            c.form = form;
        } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            c.out_path = argv[++i];
        } else if (!file) {
            file = argv[i];
        } else {
            fputs(usage, stderr);
            return REPLAY_EXIT_USAGE;
        }
    }
    if (!file || !have_step || c.game == 0) {
        fputs(usage, stderr);
        return REPLAY_EXIT_USAGE;
    }
    int rc = each_game("state", file, state_game, &c);
    if (rc == REPLAY_EXIT_OK && c.game != 0) {
        fprintf(stderr, "altered-replay state: %s has no game %zu\n", file, c.game);
        return REPLAY_EXIT_USAGE;
    }
    return rc;
}
