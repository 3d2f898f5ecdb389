/*
 * verify.c: `altered-replay verify`: replays every game of one or more
 * archives and says, for each, that it verified or where it first went
 * wrong, with enough context (the state before the step and the legal
 * answers there) to settle the dispute without another tool.
 */
#include "game.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

int replay_cmd_verify(int argc, char **argv)
{
    int json = 0, nfiles = 0, worst = REPLAY_EXIT_OK, require_sealed = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--require-sealed") == 0)
            require_sealed = 1;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: altered-replay verify [--json] [--require-sealed] FILE...\n"
                   "Replays every game of each archive from its seed and checks each step's hash,\n"
                   "then says whether the archive is whole (its trailer, docs/log-format.md).\n"
                   "Exit: 0 all verified, 1 a hash diverged, 2 an action was illegal,\n"
                   "3 malformed, truncated or unknown-version input, 4 unsupported card or ruleset,\n"
                   "5 the archive is not what its trailer sealed (games missing, altered, reordered),\n"
                   "  or, with --require-sealed, it has no trailer.\n");
            return 0;
        } else
            nfiles++;
    }
    if (nfiles == 0) {
        fprintf(stderr, "altered-replay verify: no file given (try --help)\n");
        return REPLAY_EXIT_USAGE;
    }
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay verify: the bundled card database does not load\n");
        return REPLAY_EXIT_MALFORMED;
    }
    int tty = isatty(STDERR_FILENO);
    for (int i = 0; i < argc; i++) {
        if (argv[i][0] == '-' && argv[i][1] == '-')
            continue;
        char err[256];
        replay_reader *r = replay_reader_open(argv[i], err, sizeof err);
        if (!r) {
            fprintf(stderr, "altered-replay verify: %s\n", err);
            worst = worst ? worst : REPLAY_EXIT_MALFORMED;
            continue;
        }
        size_t index = 0;
        for (;;) {
            Altered__GameLog *log = NULL;
            int got = replay_reader_next(r, &log, err, sizeof err);
            if (got == 0)
                break;
            index++;
            replay_result res;
            if (got < 0) {
                memset(&res, 0, sizeof res);
                res.code = REPLAY_EXIT_MALFORMED;
                snprintf(res.msg, sizeof res.msg, "%s", err);
            } else {
                replay_game(db, log, 1, NULL, NULL, &res, NULL);
            }
            if (tty && index > 1)
                fputc('\r', stderr);
            replay_print_result(stdout, db, log, argv[i], index, &res, json);
            if (res.code != REPLAY_EXIT_OK && worst == REPLAY_EXIT_OK)
                worst = res.code;
            progress(r, index, tty);
            if (got < 0)
                break;                  /* framing is lost: nothing after it can be trusted */
        }
        if (index == 0) {
            printf("%s: no games\n", argv[i]);
            worst = worst ? worst : REPLAY_EXIT_MALFORMED;
        }
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (replay_print_archive(stdout, argv[i], &rep, json, require_sealed) && worst == REPLAY_EXIT_OK)
            worst = REPLAY_EXIT_INCOMPLETE;
        if (tty)
            fputc('\n', stderr);
        replay_reader_close(&r);
    }
    alt_cards_destroy(&db);
    return worst;
}
