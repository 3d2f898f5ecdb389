/*
 * replay.h: the subcommands of altered-replay and the exit codes they share.
 */
#ifndef REPLAY_H
#define REPLAY_H

#include "altered.h"

/* Exit codes of `verify` and of every subcommand (main.c's usage and the
 * README list them). */
enum {
    REPLAY_EXIT_OK = 0,
    REPLAY_EXIT_DIVERGED = 1,     /* a recorded hash differs; `diff`: the positions differ */
    REPLAY_EXIT_ILLEGAL = 2,      /* a recorded or given action breaks a rule */
    REPLAY_EXIT_MALFORMED = 3,    /* malformed, truncated, oversized or unreadable input */
    REPLAY_EXIT_UNSUPPORTED = 4,  /* an unknown or unsupported card or ruleset, or a log of a version this
                                     build does not read */
    REPLAY_EXIT_INCOMPLETE = 5,   /* verify: the archive is not all its trailer sealed (or, with
                                     --require-sealed, has no trailer) */
    REPLAY_EXIT_UNFINISHED = 6,   /* verify: every step checks, but the log stops before the game ends (or
                                     holds no step); --allow-unfinished accepts it */
    REPLAY_EXIT_USAGE = 64,       /* bad command line: a bad step, a bad ACTION (sysexits EX_USAGE) */
    REPLAY_EXIT_INTERNAL = 70     /* the engine contradicts itself, or memory ran out (EX_SOFTWARE) */
};

int replay_cmd_play(int argc, char **argv);
int replay_cmd_cards(int argc, char **argv);
int replay_cmd_deck(int argc, char **argv);
int replay_cmd_position(int argc, char **argv);
int replay_cmd_diff(int argc, char **argv);
int replay_cmd_perft(int argc, char **argv);
int replay_cmd_archive(int argc, char **argv);
int replay_cmd_keygen(int argc, char **argv);
int replay_cmd_verify_verdict(int argc, char **argv);
int replay_cmd_uniques(int argc, char **argv);

#endif
