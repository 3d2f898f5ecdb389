/*
 * diff.c: `altered-replay diff A B`: the fields in which two positions
 * differ, one line per differing leaf, by path
 * (players[1].zones.reserve[2].boosts: 2 vs 3). This is what a client
 * implementer runs at the first divergent step of a log.
 *
 * Both positions are loaded (either form, a JSON document that leaves out
 * fields as well) and written again as canonical JSON, and the two documents
 * are compared (position_diff.c, which verify shares): so a field left at
 * its default on one side and written out on the other is no difference,
 * and the paths are those of docs/position.md whatever form the input had.
 */
#include "cli.h"
#include "position_diff.h"
#include "position_io.h"
#include "replay.h"

#include <stdio.h>
#include <string.h>

static const char usage_text[] =
    "usage: altered-replay diff A B\n"
    "The fields that differ between two positions (JSON or binary, either mixed; - is\n"
    "standard input), one line per differing leaf: PATH: A's value vs B's value.\n"
    "Arrays of different lengths say so, then compare element by element.\n"
    "Exit: 0 equal, 1 different, 3 malformed or unreadable position, 4 unknown or\n"
    "unsupported card or ruleset, 64 bad command line, 70 internal error.\n";

static void print_line(void *ctx, const replay_field_diff *d)
{
    (void)ctx;
    replay_field_diff_print(stdout, d);
}

/* Loads POS and returns its canonical JSON document, or NULL with *rc set. */
static json_t *canonical(const alt_cards *db, const char *path, int *rc)
{
    alt_game *g = NULL;
    *rc = replay_position_open(db, "diff", path, &g);
    if (*rc != REPLAY_EXIT_OK)
        return NULL;
    char why[256];
    json_t *doc = replay_position_canonical(g, why, sizeof why);
    alt_game_destroy(&g);
    if (!doc) {
        fprintf(stderr, "altered-replay diff: %s: %s\n", path, why);
        *rc = REPLAY_EXIT_INTERNAL;
    }
    return doc;
}

int replay_cmd_diff(int argc, char **argv)
{
    const char *pos[2] = {NULL, NULL};
    int n = 0;
    replay_args args;
    replay_args_init(&args, "diff", argc, argv);
    for (int got; (got = replay_args_next(&args, NULL)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, usage_text);
        if (rc >= 0)
            return rc;
        if (n == 2)
            return replay_usage_error("diff", "two positions only; also given '%s'", args.value);
        pos[n++] = args.value;
    }
    if (n != 2)
        return replay_usage_error("diff", "give two positions, A and B");
    if (strcmp(pos[0], "-") == 0 && strcmp(pos[1], "-") == 0)
        return replay_usage_error("diff", "only one of A and B can be standard input");
    argv = (char **)pos;
    alt_cards *db = NULL;
    int rc = replay_cards_open("diff", &db);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    json_t *a = canonical(db, argv[0], &rc), *b = NULL;
    if (a)
        b = canonical(db, argv[1], &rc);
    if (a && b) {
        rc = replay_position_diff(a, b, print_line, NULL) ? REPLAY_EXIT_DIVERGED : REPLAY_EXIT_OK;
        if (fflush(stdout) != 0)
            rc = REPLAY_EXIT_MALFORMED;
    }
    json_decref(a);
    json_decref(b);
    alt_cards_destroy(&db);
    return rc;
}
