/*
 * cli.c: the option parser that every altered-replay command shares
 * (cli.h). One parser, so that no command takes an option
 * another refuses in the same place, or reads a typo as a file name.
 */
#include "cli.h"
#include "number.h"
#include "replay.h"

#include <inttypes.h>
#include <stdarg.h>
#include <string.h>
#include <time.h>

void replay_args_init(replay_args *a, const char *cmd, int argc, char **argv)
{
    memset(a, 0, sizeof *a);
    a->cmd = cmd;
    a->argc = argc;
    a->argv = argv;
}

const char *replay_cli_tool = "altered-replay";

int replay_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *sep = cmd && *cmd ? " " : "";
    cmd = cmd ? cmd : "";
    fprintf(stderr, "%s%s%s: ", replay_cli_tool, sep, cmd);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (try '%s%s%s --help')\n", replay_cli_tool, sep, cmd);
    va_end(ap);
    return REPLAY_EXIT_USAGE;
}

int replay_args_next(replay_args *a, const replay_opt *opts)
{
    if (a->next >= a->argc)
        return REPLAY_ARG_END;
    const char *arg = a->argv[a->next++];
    a->value = arg;
    if (a->operands_only || arg[0] != '-' || strcmp(arg, "-") == 0)
        return REPLAY_ARG_OPERAND;
    if (strcmp(arg, "--") == 0) {
        a->operands_only = 1;
        return replay_args_next(a, opts);
    }
    if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)
        return REPLAY_ARG_HELP;
    if (strcmp(arg, "--version") == 0)
        return REPLAY_ARG_VERSION;
    /* --name=value is --name value: scripts build either. */
    const char *eq = strchr(arg, '=');
    size_t len = eq && arg[1] == '-' ? (size_t)(eq - arg) : strlen(arg);
    for (int i = 0; opts && opts[i].name; i++) {
        if (strlen(opts[i].name) != len || strncmp(opts[i].name, arg, len) != 0)
            continue;
        if (!opts[i].takes_value) {
            if (arg[len] == '=') {
                replay_usage_error(a->cmd, "%s takes no value", opts[i].name);
                return REPLAY_ARG_ERROR;
            }
            a->value = NULL;
            return i;
        }
        if (arg[len] == '=') {
            a->value = arg + len + 1;
            return i;
        }
        if (a->next >= a->argc) {
            replay_usage_error(a->cmd, "%s needs a value", opts[i].name);
            return REPLAY_ARG_ERROR;
        }
        a->value = a->argv[a->next++];
        return i;
    }
    replay_usage_error(a->cmd, "unknown option '%.*s'", (int)len, arg);
    return REPLAY_ARG_ERROR;
}

int replay_args_finish(const replay_args *a, int got, const char *usage)
{
    (void)a;
    switch (got) {
    case REPLAY_ARG_HELP: fputs(usage, stdout); return 0;
    case REPLAY_ARG_VERSION: return replay_print_version();
    case REPLAY_ARG_ERROR: return REPLAY_EXIT_USAGE;
    default: return -1;
    }
}

int replay_parse_game(const char *cmd, const char *value, size_t *game)
{
    uint64_t v;
    if (!value || number_parse_u64(value, SIZE_MAX, &v) != 0 || v == 0)
        return replay_usage_error(cmd, "--game takes a game number from 1, not '%s'", value ? value : "");
    *game = (size_t)v;
    return 0;
}

const char *replay_ruleset_names(void)
{
    static char names[160];
    if (!names[0]) {
        size_t n = (size_t)snprintf(names, sizeof names, "seeds, cr3 (the latest revisions)");
        for (int r = 0; r < ALT_RULESET__COUNT && n < sizeof names; r++)
            n += (size_t)snprintf(names + n, sizeof names - n, ", %s", alt_ruleset_version((alt_ruleset)r));
    }
    return names;
}

alt_date replay_today(void)
{
    time_t now = time(NULL);
    struct tm tm;
    if (now == (time_t)-1 || gmtime_r(&now, &tm) == NULL)
        return 0;
    alt_date d = (alt_date)((tm.tm_year + 1900) * 10000 + (tm.tm_mon + 1) * 100 + tm.tm_mday);
    return d >= 20000101 && d <= 20991231 ? d : 0;
}
