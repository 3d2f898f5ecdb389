/*
 * cli.h: the one option parser every altered-replay command uses, so that
 * all of them treat a command line alike: an unknown option or a stray
 * argument is a usage error (exit 64) that names what was wrong and points
 * at the command's --help; `--` ends the options; `-` is an operand
 * (standard input); `--name=value` and `--name value` are the same; -h,
 * --help and --version are understood by every command.
 */
#ifndef REPLAY_CLI_H
#define REPLAY_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "altered.h"

typedef struct replay_opt {
    const char *name;   /* "--json" */
    int takes_value;    /* 1: "--out PATH" */
} replay_opt;

typedef struct replay_args {
    const char *cmd;    /* "verify", "position apply": named in every message */
    int argc;
    char **argv;
    int next;           /* index of the next argument to read */
    int operands_only;  /* after "--" */
    const char *value;  /* the option's value, or the operand */
} replay_args;

enum {
    REPLAY_ARG_END = -1,      /* no argument left */
    REPLAY_ARG_OPERAND = -2,  /* value: a FILE, a POS, "-", ... */
    REPLAY_ARG_HELP = -3,     /* -h or --help */
    REPLAY_ARG_VERSION = -4,  /* --version */
    REPLAY_ARG_ERROR = -5     /* a usage error, already reported on stderr */
};

void replay_args_init(replay_args *a, const char *cmd, int argc, char **argv);
/* The next argument: the index in opts (a NULL-named array's end) of the
 * option read, or one of REPLAY_ARG_*. */
int replay_args_next(replay_args *a, const replay_opt *opts);

/* The tool named in messages: "altered-replay" unless a tool that shares
 * this parser (altered-judge-client) sets its own. */
extern const char *replay_cli_tool;
/* Prints "altered-replay CMD: WHAT (try 'altered-replay CMD --help')" on
 * stderr (CMD "" for the tool itself) and returns REPLAY_EXIT_USAGE. */
int replay_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A game number of an archive, from 1: 0, or REPLAY_EXIT_USAGE (reported). */
int replay_parse_game(const char *cmd, const char *value, size_t *game);
/* The common end of an option loop: help printed to stdout (0), version
 * printed (its code), or the usage error's code. Returns -1 for others. */
int replay_args_finish(const replay_args *a, int got, const char *usage);

/* The tool's --version text, defined by each tool's main; 0, or non-zero
 * when the versions cannot be read (altered-replay: the bundled card
 * database does not load). */
int replay_print_version(void);

/* Today in UTC, as the default date of the commands that take one (a
 * game's date, a deck check's); 0 when the clock says no day of 2000 to 2099. */
alt_date replay_today(void);

/* The ruleset names a command accepts, one spelling everywhere: "seeds,
 * cr3 (the latest revisions), seeds-1, cr3-1, seeds-2, cr3-2". */
const char *replay_ruleset_names(void);

#endif
