/*
 * replay.h: the subcommands of altered-replay and the exit codes they share.
 */
#ifndef REPLAY_H
#define REPLAY_H

#include "altered.h"

/* Exit codes of `verify` (and every subcommand that reads a log). */
enum {
    REPLAY_EXIT_OK = 0,
    REPLAY_EXIT_DIVERGED = 1,     /* a recorded hash differs from the replayed state */
    REPLAY_EXIT_ILLEGAL = 2,      /* a recorded action breaks a rule */
    REPLAY_EXIT_MALFORMED = 3,    /* malformed, truncated or unknown-version input */
    REPLAY_EXIT_UNSUPPORTED = 4,  /* an unsupported card or ruleset */
    REPLAY_EXIT_USAGE = 64        /* bad command line */
};

int replay_cmd_play(int argc, char **argv);
int replay_cmd_cards(int argc, char **argv);

#endif
