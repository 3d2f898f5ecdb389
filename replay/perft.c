/*
 * perft.c: `altered-replay perft POS --depth N [--divide]`: how many
 * distinct answer sequences of length N there are from a position, as chess
 * move generators count them, so that two engines (or two versions of this
 * one) can compare their lists of legal answers over whole trees, and
 * docs/position.md can publish counts that tests/test_perft.sh checks.
 *
 * Chance follows the position's RNG state: each answer is applied to a copy
 * of the state before it, and the copy draws what the game would draw. A
 * game that ends before depth N is one leaf where it ends (chess perft
 * counts a mate before depth N as nothing; a finished game here is a whole
 * line of play, and the count would otherwise hide every win), and the
 * total says how many leaves did. Every answer counted is applied, the last
 * ply's too, so perft also checks that the engine accepts all it lists.
 */
#include "cli.h"
#include "action_text.h"
#include "number.h"
#include "position_io.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: altered-replay perft POS --depth N [--divide]\n"
    "The number of distinct answer sequences of length N from the position POS (a file,\n"
    "JSON or binary, or - for standard input). Chance follows the position's RNG state.\n"
    "A game that ends before depth N counts as one sequence where it ends; the total\n"
    "line says how many did. --divide prints the count under each first answer:\n"
    "INDEX  ACTION  COUNT  description (the INDEX and ACTION of `position legal`).\n"
    "Exit: 0 done, 3 malformed or unreadable position, 4 unknown or unsupported card or\n"
    "ruleset, 64 bad command line, 70 the engine refused an answer it listed.\n";

enum { PERFT_MAX_DEPTH = 64 };

/* Everything the recursion touches, allocated before it starts: one state
 * and one answer list per ply, so that the walk itself never allocates. */
typedef struct perft_ctx {
    alt_game *state[PERFT_MAX_DEPTH + 1];   /* state[k]: after k answers */
    alt_action *list[PERFT_MAX_DEPTH];      /* list[k]: the answers at state[k] */
    uint64_t ended;                         /* leaves where the game ended early */
    int failed;                             /* the engine contradicted itself */
} perft_ctx;

static void contradiction(perft_ctx *c, int ply, const alt_action *a, const char *why)
{
    char fields[REPLAY_ACTION_TEXT_MAX];
    replay_action_format(a, fields, sizeof fields);
    fprintf(stderr, "altered-replay perft: ply %d: the engine lists %s but refuses it: %s\n", ply + 1, fields,
            why ? why : "");
    c->failed = 1;
}

static uint64_t perft(perft_ctx *c, int ply, int left)
{
    if (left == 0)
        return 1;
    const alt_game *g = c->state[ply];
    size_t n = alt_game_list(g, c->list[ply], ALT_ANSWERS_MAX);
    if (n == 0) {
        if (alt_game_decision(g).kind != ALT_DEC_NONE) {
            fprintf(stderr, "altered-replay perft: ply %d: a decision is pending but nothing is legal\n", ply);
            c->failed = 1;
            return 0;
        }
        c->ended++;
        return 1;
    }
    uint64_t total = 0;
    for (size_t i = 0; i < n && !c->failed; i++) {
        const char *reason = NULL;
        alt_game_copy(c->state[ply + 1], g);
        if (alt_game_apply(c->state[ply + 1], &c->list[ply][i], &reason) != ALT_OK) {
            contradiction(c, ply, &c->list[ply][i], reason);
            return 0;
        }
        total += perft(c, ply + 1, left - 1);
    }
    return total;
}

static void ctx_free(perft_ctx *c)
{
    for (int k = 0; k <= PERFT_MAX_DEPTH; k++)
        alt_game_destroy(&c->state[k]);
    for (int k = 0; k < PERFT_MAX_DEPTH; k++)
        free(c->list[k]);
}

/* The buffers for a walk of the given depth from g. */
static int ctx_init(perft_ctx *c, const alt_game *g, int depth)
{
    memset(c, 0, sizeof *c);
    for (int k = 0; k <= depth; k++)
        if (!(c->state[k] = alt_game_clone(g)))
            return -1;
    for (int k = 0; k < depth; k++)
        if (!(c->list[k] = malloc(ALT_ANSWERS_MAX * sizeof *c->list[k])))
            return -1;
    return 0;
}

static int run(const alt_game *g, int depth, int divide)
{
    perft_ctx *c = malloc(sizeof *c);
    if (!c || ctx_init(c, g, depth) != 0) {
        if (c)
            ctx_free(c);
        free(c);
        fprintf(stderr, "altered-replay perft: out of memory\n");
        return REPLAY_EXIT_INTERNAL;
    }
    uint64_t total = 0;
    if (!divide || depth == 0) {
        total = perft(c, 0, depth);
    } else {
        /* The first ply by hand, to print each first answer's subtree. */
        size_t n = alt_game_list(g, c->list[0], ALT_ANSWERS_MAX);
        if (n == 0)
            total = perft(c, 0, depth);
        for (size_t i = 0; i < n && !c->failed; i++) {
            const alt_action *a = &c->list[0][i];
            const char *reason = NULL;
            alt_game_copy(c->state[1], g);
            if (alt_game_apply(c->state[1], a, &reason) != ALT_OK) {
                contradiction(c, 0, a, reason);
                break;
            }
            uint64_t sub = perft(c, 1, depth - 1);
            char fields[REPLAY_ACTION_TEXT_MAX], words[512];
            replay_action_format(a, fields, sizeof fields);
            alt_action_describe(g, a, words, sizeof words);
            if (!c->failed)
                printf("%zu  %s  %" PRIu64 "  %s\n", i, fields, sub, words);
            total += sub;
        }
    }
    int rc = REPLAY_EXIT_INTERNAL;
    if (!c->failed) {
        printf("perft depth %d: %" PRIu64 " answer sequence%s, %" PRIu64 " ending the game early\n", depth, total,
               total == 1 ? "" : "s", c->ended);
        rc = fflush(stdout) == 0 ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
    }
    ctx_free(c);
    free(c);
    return rc;
}

int replay_cmd_perft(int argc, char **argv)
{
    const char *pos = NULL;
    int divide = 0, depth = -1;
    static const replay_opt opts[] = {{"--divide", 0}, {"--depth", 1}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "perft", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0)
            return rc;
        uint64_t v;
        if (got == 0) {
            divide = 1;
        } else if (got == 1) {
            if (number_parse_u64(a.value, PERFT_MAX_DEPTH, &v) != 0)
                return replay_usage_error("perft", "--depth takes a number from 0 to %d, not '%s'", PERFT_MAX_DEPTH,
                                          a.value);
            depth = (int)v;
        } else if (pos) {
            return replay_usage_error("perft", "one POS only; also given '%s'", a.value);
        } else {
            pos = a.value;
        }
    }
    if (!pos)
        return replay_usage_error("perft", "no POS given");
    if (depth < 0)
        return replay_usage_error("perft", "no --depth N given");
    alt_cards *db = NULL;
    int rc = replay_cards_open("perft", &db);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    alt_game *g = NULL;
    rc = replay_position_open(db, "perft", pos, &g);
    if (rc == REPLAY_EXIT_OK)
        rc = run(g, depth, divide);
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    return rc;
}
