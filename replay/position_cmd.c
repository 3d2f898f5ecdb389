/*
 * position_cmd.c: `altered-replay position check|legal|apply`: questions
 * asked of one position (docs/position.md) rather than of a log, so that a
 * judge or a client implementer can set up a board and ask what holds
 * there, what may be answered, and what an answer leads to.
 */
#include "cli.h"
#include "action_text.h"
#include "game.h"
#include "outfile.h"
#include "position_io.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: altered-replay position check POS\n"
    "       altered-replay position legal POS\n"
    "       altered-replay position apply POS ACTION [--json | --binary] [--out PATH]\n"
    "POS is a position file, JSON or binary (docs/position.md), or - for standard input.\n"
    "  check  validates it and prints the state in words, or the first error and its field\n"
    "  legal  lists every legal answer, one per line: INDEX  ACTION  description\n"
    "  apply  prints the position after ACTION (JSON, or --binary, never to a terminal),\n"
    "         or the refusal and the rule it breaks (exit 2); --out PATH, never POS itself,\n"
    "         is written whole or not at all\n"
    "ACTION is an INDEX of `position legal`'s list, or FIELD=VALUE[,FIELD=VALUE]...:\n"
    "  kind=mana_pick|expand|expand_skip|play|quick|pass|keep|choose (required)\n"
    "  player=0|1 (default: the deciding player)   object=N|hero|none (default none)\n"
    "  expedition=hero|companion (default hero)    choice=N (default 0)\n"
    "  The answer with exactly those fields, else the one legal answer that agrees with\n"
    "  every field given: kind=play,object=12,expedition=companion\n"
    "  or KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]] (pass,0: every field, the rest at their\n"
    "  defaults, OBJECT 255 none), as altered-judge-client has always taken it\n"
    "Exit: 0 done, 2 ACTION refused, 3 malformed or unreadable position, 4 unknown or\n"
    "unsupported card or ruleset, 64 bad command line or ACTION, 70 internal error.\n";

/* Big enough for every state alt_game_describe writes. */
enum { DESCRIBE_MAX = 1 << 16 };

static int usage_error(const char *why)
{
    return replay_usage_error("position", "%s", why ? why : "give a subcommand: check, legal or apply");
}

/* The pending decision in one line, for `check` and `legal`. */
static void say_decision(FILE *f, const alt_game *g, size_t n)
{
    alt_decision d = alt_game_decision(g);
    if (d.kind == ALT_DEC_NONE) {
        int w = alt_game_winner(g);
        if (w >= 0)
            fprintf(f, "the game is over: P%d won (%s), no legal answer\n", w, alt_outcome_rule(alt_game_outcome(g)));
        else
            fprintf(f, "the game is over without a winner (%s), no legal answer\n",
                    alt_outcome_rule(alt_game_outcome(g)));
        return;
    }
    fprintf(f, "Day %u %s, P%u to answer (%s): %zu legal answer%s\n", d.day, alt_phase_name(d.phase), d.player,
            alt_decision_name(d.kind), n, n == 1 ? "" : "s");
}

static int cmd_check(alt_cards *db, const char *pos)
{
    alt_game *g = NULL;
    int rc = replay_position_open(db, "position check", pos, &g);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    /* alt_game_from_position has checked every invariant already; asking
     * again costs nothing and keeps `check` honest if that ever changes. */
    const char *what = NULL;
    if (alt_game_check(g, &what) != ALT_OK) {
        fprintf(stderr, "altered-replay position check: %s: %s: %s\n", pos, alt_strerror(ALT_E_INVARIANT),
                what ? what : "");
        alt_game_destroy(&g);
        return REPLAY_EXIT_MALFORMED;
    }
    char *text = malloc(DESCRIBE_MAX);
    if (!text) {
        alt_game_destroy(&g);
        return REPLAY_EXIT_INTERNAL;
    }
    replay_describe_game(g, text, DESCRIBE_MAX);
    printf("valid position, hash %016" PRIx64 "; ", alt_game_hash(g));
    say_decision(stdout, g, alt_game_list(g, NULL, 0));
    fputs(text, stdout);
    free(text);
    alt_game_destroy(&g);
    return REPLAY_EXIT_OK;
}

static int cmd_legal(alt_cards *db, const char *pos)
{
    alt_game *g = NULL;
    int rc = replay_position_open(db, "position legal", pos, &g);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    alt_action *list = malloc(ALT_ANSWERS_MAX * sizeof *list);
    if (!list) {
        alt_game_destroy(&g);
        return REPLAY_EXIT_INTERNAL;
    }
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    /* The header is a comment line, so that the answers alone are the
     * lines that do not start with '#'. */
    printf("# ");
    say_decision(stdout, g, n);
    for (size_t i = 0; i < n; i++) {
        char fields[REPLAY_ACTION_TEXT_MAX], words[512];
        replay_action_format(&list[i], fields, sizeof fields);
        alt_action_describe(g, &list[i], words, sizeof words);
        printf("%zu  %s  %s\n", i, fields, words);
    }
    free(list);
    alt_game_destroy(&g);
    return REPLAY_EXIT_OK;
}

static int cmd_apply(alt_cards *db, const char *pos, const char *action_text, int binary, const char *out_path)
{
    replay_action_text t;
    char msg[512];
    if (replay_action_parse(action_text, &t, msg, sizeof msg) != 0) {
        fprintf(stderr, "altered-replay position apply: ACTION '%s': %s\n", action_text, msg);
        return REPLAY_EXIT_USAGE;
    }
    if (replay_outfile_is_input("position apply", out_path, &pos, 1))
        return REPLAY_EXIT_USAGE;
    alt_game *g = NULL;
    int rc = replay_position_open(db, "position apply", pos, &g);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    alt_action *list = malloc(ALT_ANSWERS_MAX * sizeof *list);
    if (!list) {
        alt_game_destroy(&g);
        return REPLAY_EXIT_INTERNAL;
    }
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    alt_action a;
    long at = replay_action_resolve(&t, g, list, n, &a, msg, sizeof msg);
    free(list);
    if (at == -2) {
        fprintf(stderr, "altered-replay position apply: ACTION '%s': %s\n", action_text, msg);
        alt_game_destroy(&g);
        return REPLAY_EXIT_USAGE;
    }
    char words[512];
    alt_action_describe(g, &a, words, sizeof words);
    const char *reason = NULL;
    alt_err err = alt_game_apply(g, &a, &reason);
    if (err != ALT_OK) {
        char fields[REPLAY_ACTION_TEXT_MAX];
        replay_action_format(&a, fields, sizeof fields);
        /* The refusal is the answer asked for: on standard output, as
         * `verify` prints an illegal step. */
        printf("illegal: %s (%s): %s: %s\n", words, fields, alt_strerror(err), reason ? reason : "");
        alt_game_destroy(&g);
        /* A listed answer the engine then refuses is the engine's fault. */
        return at >= 0 ? REPLAY_EXIT_INTERNAL : REPLAY_EXIT_ILLEGAL;
    }
    if (at < 0) {
        /* alt_game_list is the whole list: an answer outside it that
         * applies is the engine contradicting itself. */
        fprintf(stderr, "altered-replay position apply: the engine accepts %s but does not list it\n", words);
        alt_game_destroy(&g);
        return REPLAY_EXIT_INTERNAL;
    }
    replay_outfile *out = replay_outfile_open("position apply", out_path, &pos, 1,
                                              binary ? REPLAY_OUTFILE_BINARY : 0, &rc);
    if (out) {
        rc = replay_position_write("position apply", g, binary, replay_outfile_stream(out));
        if (rc == REPLAY_EXIT_OK)
            rc = replay_outfile_commit(&out);
        replay_outfile_abort(&out);
    }
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay position apply: answer %ld: %s\n", at, words);
    alt_game_destroy(&g);
    return rc;
}

int replay_cmd_position(int argc, char **argv)
{
    if (argc < 1)
        return usage_error(NULL);
    if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
        fputs(usage_text, stdout);
        return REPLAY_EXIT_OK;
    }
    if (strcmp(argv[0], "--version") == 0)
        return replay_print_version();
    if (argv[0][0] == '-' && strcmp(argv[0], "-") != 0)
        return replay_usage_error("position", "unknown option '%s' (a subcommand comes first)", argv[0]);
    const char *sub = argv[0];
    if (strcmp(sub, "check") != 0 && strcmp(sub, "legal") != 0 && strcmp(sub, "apply") != 0)
        return usage_error("the subcommands are check, legal and apply");
    const char *args[2] = {NULL, NULL};
    int nargs = 0, binary = 0, json = 0;
    const char *out_path = NULL;
    static const replay_opt opts[] = {{"--binary", 0}, {"--json", 0}, {"--out", 1}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "position", argc - 1, argv + 1);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0)
            return rc;
        if (got == 0)
            binary = 1;
        else if (got == 1)
            json = 1;
        else if (got == 2)
            out_path = a.value;
        else if (nargs < (strcmp(sub, "apply") == 0 ? 2 : 1))
            args[nargs++] = a.value;
        else
            return replay_usage_error("position", "%s takes %s; also given '%s'", sub,
                                      strcmp(sub, "apply") == 0 ? "POS and ACTION" : "one POS", a.value);
    }
    int is_apply = strcmp(sub, "apply") == 0;
    if ((binary || json || out_path) && !is_apply)
        return usage_error("--json, --binary and --out go with apply");
    if (binary && json)
        return usage_error("--json and --binary exclude each other");
    if (strcmp(sub, "check") != 0 && strcmp(sub, "legal") != 0 && !is_apply)
        return usage_error("the subcommands are check, legal and apply");
    if (nargs != (is_apply ? 2 : 1))
        return usage_error(is_apply ? "apply takes POS and ACTION" : "give one POS");
    alt_cards *db = NULL;
    int rc = replay_cards_open("position", &db);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    if (is_apply)
        rc = cmd_apply(db, args[0], args[1], binary, out_path);
    else if (sub[0] == 'c')
        rc = cmd_check(db, args[0]);
    else
        rc = cmd_legal(db, args[0]);
    alt_cards_destroy(&db);
    return rc;
}
