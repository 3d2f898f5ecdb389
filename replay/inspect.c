/*
 * inspect.c: `dump`, `state` and `hashes`: a log in words, the whole state
 * at one step (in words or as a position), and one hash per step for
 * diffing against another engine.
 */
#include "cli.h"
#include "game.h"
#include "number.h"
#include "outfile.h"
#include "position_io.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*per_game_fn)(const alt_cards *db, const Altered__GameLog *log, size_t index, void *ctx);

/* Runs fn over every game of one archive, or over game only alone (from
 * 1; 0 for all); returns a REPLAY_EXIT_* code. */
static int each_game(const char *cmd, const char *path, size_t only, per_game_fn fn, void *ctx)
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
        if (++index != only && only)
            continue;
        rc = fn(db, log, index, ctx);
        if (rc != REPLAY_EXIT_OK || index == only)
            break;
    }
    if (rc == REPLAY_EXIT_OK && index == 0) {
        fprintf(stderr, "altered-replay %s: %s: no games\n", cmd, path);
        rc = REPLAY_EXIT_MALFORMED;
    } else if (rc == REPLAY_EXIT_OK && only && index < only) {
        fprintf(stderr, "altered-replay %s: %s has no game %zu: it holds %zu\n", cmd, path, only, index);
        rc = REPLAY_EXIT_USAGE;
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
    printf("game %zu (", index);
    if (h)
        replay_print_context(stdout, log);
    printf("): %zu step%s\n", log->n_steps, log->n_steps == 1 ? "" : "s");
    if (!c.before) {
        replay_game(db, log, 0, NULL, NULL, &res, NULL);
        return fail("dump", index, &res);
    }
    replay_game(db, log, 0, dump_step, &c, &res, NULL);
    alt_game_destroy(&c.before);
    if (res.code != REPLAY_EXIT_OK)
        return fail("dump", index, &res);
    if (res.winner >= 0) {
        const char *rule = replay_outcome_rule(res.outcome);
        printf("  winner P%d by %s%s%s after %u day%s\n", res.winner, rule, *rule ? ": " : "",
               replay_outcome_words(res.outcome), res.days, res.days == 1 ? "" : "s");
    } else if (res.outcome != ALT_OUTCOME_NONE) {
        printf("  %s after %u day%s\n", replay_outcome_words(res.outcome), res.days, res.days == 1 ? "" : "s");
    }
    return REPLAY_EXIT_OK;
}

/* ---- hashes */

static int hashes_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)ctx, (void)g, (void)step, (void)a;
    printf("%016" PRIx64 "\n", hash);
    return 0;
}

typedef struct hashes_ctx {
    int recorded;   /* --recorded: the log's hashes, not this engine's */
    size_t only;    /* --game */
} hashes_ctx;

static int hashes_game(const alt_cards *db, const Altered__GameLog *log, size_t index, void *vctx)
{
    const hashes_ctx *c = vctx;
    /* Between games, a line that is no hash: a reader of a multi-game log
     * sees where each game starts. None before the first game (nor with
     * --game), so that line K+1 is the hash after step K of game 1. */
    if (index > 1 && !c->only) {
        printf("# game %zu (", index);
        replay_print_context(stdout, log);
        printf(")\n");
    }
    if (c->recorded) {
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
    const char *file;      /* the archive read: never written over */
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
        fprintf(stderr, "altered-replay state: game %zu has %zu step%s\n", index, log->n_steps,
                log->n_steps == 1 ? "" : "s");
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
    replay_outfile *out = replay_outfile_open("state", c->out_path, &c->file, 1,
                                              c->form == STATE_BINARY ? REPLAY_OUTFILE_BINARY : 0, &rc);
    FILE *f = replay_outfile_stream(out);
    if (f && c->form != STATE_TEXT) {
        rc = replay_position_write("state", g, c->form == STATE_BINARY, f);
    } else if (f) {
        char *text = malloc(1 << 16);
        if (text) {
            replay_describe_game(g, text, 1 << 16);
            fprintf(f, "game %zu, after step %zu, hash %016" PRIx64 "\n%s", index, c->step, alt_game_hash(g), text);
        } else {
            rc = REPLAY_EXIT_INTERNAL;
        }
        free(text);
    }
    if (out && rc == REPLAY_EXIT_OK)
        rc = replay_outfile_commit(&out);
    replay_outfile_abort(&out);
    alt_game_destroy(&g);
    return rc;
}

int replay_cmd_dump(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay dump [--game N] [--] FILE\n"
        "Every step of every game (or of game N) of FILE (- for standard input), in\n"
        "words: its number, the Day and phase, the answer and the state hash after it.\n";
    static const replay_opt opts[] = {{"--game", 1}, {NULL, 0}};
    const char *file = NULL;
    size_t only = 0;
    replay_args a;
    replay_args_init(&a, "dump", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == 0 && replay_parse_game("dump", a.value, &only) != 0)
            return REPLAY_EXIT_USAGE;
        if (got == REPLAY_ARG_OPERAND && file)
            return replay_usage_error("dump", "one FILE only; also given '%s'", a.value);
        if (got == REPLAY_ARG_OPERAND)
            file = a.value;
    }
    if (!file)
        return replay_usage_error("dump", "no FILE given");
    return each_game("dump", file, only, dump_game, NULL);
}

int replay_cmd_hashes(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay hashes [--recorded] [--game N] [--] FILE\n"
        "One state hash per line: the initial state, then after each step, as this engine\n"
        "computes them (or as the log records them, with --recorded): line K+1 is the\n"
        "hash after step K. In a log of several games, a line '# game N (...)' starts\n"
        "each game after the first; --game N prints game N's hashes alone.\n";
    static const replay_opt opts[] = {{"--recorded", 0}, {"--game", 1}, {NULL, 0}};
    hashes_ctx c = {0, 0};
    const char *file = NULL;
    replay_args a;
    replay_args_init(&a, "hashes", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == 0)
            c.recorded = 1;
        else if (got == 1 && replay_parse_game("hashes", a.value, &c.only) != 0)
            return REPLAY_EXIT_USAGE;
        else if (got == REPLAY_ARG_OPERAND && file)
            return replay_usage_error("hashes", "one FILE only; also given '%s'", a.value);
        else if (got == REPLAY_ARG_OPERAND)
            file = a.value;
    }
    if (!file)
        return replay_usage_error("hashes", "no FILE given");
    return each_game("hashes", file, c.only, hashes_game, &c);
}

int replay_cmd_state(int argc, char **argv)
{
    static const char usage[] =
        "usage: altered-replay state [--game N] --step K [--json | --binary] [--out PATH]\n"
        "                            [--] FILE\n"
        "The whole state after step K (0: the initial state) of game N (default 1) of\n"
        "FILE (- for standard input): in words, or as a position (docs/position.md):\n"
        "--json the canonical JSON document, --binary the binary position (never to a\n"
        "terminal). --out writes to PATH, never over FILE: through a temporary file\n"
        "renamed into place once whole.\n";
    enum { O_STEP, O_GAME, O_JSON, O_BINARY, O_OUT };
    static const replay_opt opts[] = {{"--step", 1}, {"--game", 1}, {"--json", 0}, {"--binary", 0}, {"--out", 1},
                                      {NULL, 0}};
    state_ctx c = {1, 0, STATE_TEXT, NULL, NULL};
    const char *file = NULL;
    int have_step = 0;
    replay_args a;
    replay_args_init(&a, "state", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        uint64_t v;
        switch (got) {
        case O_STEP:
            if (number_parse_u64(a.value, UINT64_MAX, &v) != 0)
                return replay_usage_error("state", "--step takes a step number from 0, not '%s'", a.value);
            c.step = (size_t)v, have_step = 1;
            break;
        case O_GAME:
            if (replay_parse_game("state", a.value, &c.game) != 0)
                return REPLAY_EXIT_USAGE;
            break;
        case O_JSON:
        case O_BINARY: {
            int form = got == O_JSON ? STATE_JSON : STATE_BINARY;
            if (c.form != STATE_TEXT && c.form != form)
                return replay_usage_error("state", "--json and --binary exclude each other");
            c.form = form;
            break;
        }
        case O_OUT: c.out_path = a.value; break;
        case REPLAY_ARG_OPERAND:
            if (file)
                return replay_usage_error("state", "one FILE only; also given '%s'", a.value);
            file = a.value;
            break;
        }
    }
    if (!file)
        return replay_usage_error("state", "no FILE given");
    if (!have_step)
        return replay_usage_error("state", "no --step K given");
    /* Refused before the replay, not after it. */
    c.file = file;
    if (replay_outfile_is_input("state", c.out_path, &c.file, 1))
        return REPLAY_EXIT_USAGE;
    size_t want = c.game;
    int rc = each_game("state", file, want, state_game, &c);
    if (rc == REPLAY_EXIT_OK && c.game != 0) {
        fprintf(stderr, "altered-replay state: %s has no game %zu\n", file, c.game);
        return REPLAY_EXIT_USAGE;
    }
    return rc;
}
