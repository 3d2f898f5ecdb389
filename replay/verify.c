/*
 * verify.c: `altered-replay verify`: replays every game of one or more
 * archives and says, for each, that it verified or where it first went
 * wrong, with enough context (the state before the step and the legal
 * answers there) to settle the dispute without another tool. With --sign,
 * it also writes a signed verdict per file (verdict.h): the state hashes
 * leave the event, the players' names, the round and the table out, so
 * only a digest of every byte binds them to the verdict.
 */
#include "cli.h"
#include "game.h"
#include "html.h"
#include "replay.h"
#include "verdict.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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

static int write_verdict(const char *path, const uint8_t *data, size_t len, char *why, size_t why_size)
{
    /* Never through a symlink: a verdict lands where it is asked to. */
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    int ok = write(fd, data, len) == (ssize_t)len;
    int saved = errno;
    if (close(fd) != 0)
        ok = 0;
    if (!ok)
        snprintf(why, why_size, "%s: %s", path, strerror(saved));
    return ok ? 0 : -1;
}

/* When the verdict is signed: now, or SOURCE_DATE_EPOCH when set (the
 * reproducible-builds convention), so that a documented example or a
 * test signs the same bytes every time (Ed25519 signing is deterministic). */
static uint64_t signing_time(void)
{
    const char *e = getenv("SOURCE_DATE_EPOCH");
    if (e && *e) {
        char *end = NULL;
        errno = 0;
        unsigned long long v = strtoull(e, &end, 10);
        if (errno == 0 && end && *end == '\0' && e[0] != '-')
            return (uint64_t)v;
    }
    return (uint64_t)time(NULL);
}

static const char usage_text[] =
    "usage: altered-replay verify [--json] [--require-sealed] [--allow-unfinished]\n"
    "                             [--game N] [--html PAGE]\n"
    "                             [--sign KEY [--verdict-out PATH]] [--] FILE...\n"
    "Replays every game of each archive (FILE, or - for standard input) from its\n"
    "seed and checks each step's hash, then says whether the archive is whole (its\n"
    "trailer, docs/log-format.md) and which parts of the header no hash covers (the\n"
    "event, players, round, table). Each game's line names the event, round, table\n"
    "and players the header gives, the format and the ruleset, and the winner with\n"
    "the rule that decided it, its number and its words.\n"
    "--json writes JSON Lines instead: one object a line, its \"type\" one of game,\n"
    "problem (a file that does not open, holds no game, or whose framing breaks),\n"
    "archive and coverage (docs/cli.md lists the fields).\n"
    "--game N checks game N of each FILE only (its trailer and digest still cover\n"
    "every byte).\n"
    "--sign KEY writes a signed verdict of each FILE (every byte's SHA-256, each\n"
    "game's header and verdict, this build's versions; docs/verdict.md) to\n"
    "FILE.verdict, or to PATH for one FILE (standard input needs --verdict-out).\n"
    "--html PAGE writes the first game that diverges or is illegal as an HTML page\n"
    "that opens at that step (altered-replay html).\n"
    "Exit: 0 all verified, 1 a hash diverged, 2 an action was illegal,\n"
    "3 malformed, truncated or unknown-version input, 4 unsupported card or ruleset,\n"
    "5 the archive is not what its trailer sealed (games missing, altered, reordered),\n"
    "  or, with --require-sealed, it has no trailer,\n"
    "6 a game stops before it ends, or holds no step (0 with --allow-unfinished),\n"
    "64 a bad command line, 70 the verdict could not be signed or written.\n";

static void print_problem(const char *file, const char *problem, size_t game, const char *msg, int json)
{
    replay_print_problem("altered-replay verify", file, problem, game, msg, json);
}

enum { OPT_JSON, OPT_SEALED, OPT_UNFINISHED, OPT_SIGN, OPT_VERDICT_OUT, OPT_HTML, OPT_GAME };
static const replay_opt options[] = {
    [OPT_JSON] = {"--json", 0},      [OPT_SEALED] = {"--require-sealed", 0},
    [OPT_UNFINISHED] = {"--allow-unfinished", 0}, [OPT_SIGN] = {"--sign", 1},
    [OPT_VERDICT_OUT] = {"--verdict-out", 1},   [OPT_HTML] = {"--html", 1},
    [OPT_GAME] = {"--game", 1},      {NULL, 0},
};

int replay_cmd_verify(int argc, char **argv)
{
    int json = 0, nfiles = 0, worst = REPLAY_EXIT_OK, require_sealed = 0, allow_unfinished = 0;
    const char *key_path = NULL, *verdict_out = NULL;
    const char *html_path = NULL;   /* --html: the first failing game's page */
    size_t only_game = 0;           /* --game: 0 for every game */
    const char **files = calloc((size_t)argc + 1, sizeof *files);
    if (!files) {
        fprintf(stderr, "altered-replay verify: out of memory\n");
        return REPLAY_EXIT_INTERNAL;
    }
    replay_args args;
    replay_args_init(&args, "verify", argc, argv);
    for (int got; (got = replay_args_next(&args, options)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, usage_text);
        if (rc >= 0) {
            free(files);
            return rc;
        }
        switch (got) {
        case REPLAY_ARG_OPERAND: files[nfiles++] = args.value; break;
        case OPT_JSON: json = 1; break;
        case OPT_SEALED: require_sealed = 1; break;
        case OPT_UNFINISHED: allow_unfinished = 1; break;
        case OPT_SIGN: key_path = args.value; break;
        case OPT_VERDICT_OUT: verdict_out = args.value; break;
        case OPT_HTML: html_path = args.value; break;
        case OPT_GAME:
            if (replay_parse_game("verify", args.value, &only_game) != 0) {
                free(files);
                return REPLAY_EXIT_USAGE;
            }
            break;
        }
    }
    int bad = 0;
    if (nfiles == 0)
        bad = replay_usage_error("verify", "no FILE given");
    else if (verdict_out && (!key_path || nfiles != 1))
        bad = replay_usage_error("verify", "--verdict-out takes --sign and one FILE");
    else if (key_path && only_game)
        bad = replay_usage_error("verify", "a signed verdict covers every game: --sign and --game exclude each other");
    int stdin_files = 0;
    for (int i = 0; i < nfiles; i++)
        stdin_files += strcmp(files[i], "-") == 0;
    if (!bad && stdin_files > 1)
        bad = replay_usage_error("verify", "standard input is read once: give - once");
    if (!bad && stdin_files && key_path && !verdict_out)
        bad = replay_usage_error("verify", "standard input signed needs --verdict-out PATH");
    if (bad) {
        free(files);
        return REPLAY_EXIT_USAGE;
    }
    replay_sign_key key;
    char why[512];
    if (key_path && replay_sign_key_load(key_path, &key, why, sizeof why) != 0) {
        fprintf(stderr, "altered-replay verify: %s\n", why);
        free(files);
        return REPLAY_EXIT_USAGE;
    }
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK) {
        fprintf(stderr, "altered-replay verify: the bundled card database does not load\n");
        if (key_path)
            replay_sign_key_wipe(&key);
        free(files);
        return REPLAY_EXIT_MALFORMED;
    }
    int tty = isatty(STDERR_FILENO);
    for (int i = 0; i < nfiles; i++) {
        const char *file = files[i];
        char err[256];
        replay_reader *r = replay_reader_open(file, err, sizeof err);
        if (!r) {
            print_problem(file, "unreadable", 0, err, json);
            worst = worst ? worst : REPLAY_EXIT_MALFORMED;
            continue;
        }
        replay_verdict *verdict =
            key_path ? replay_verdict_new(ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_FILE, "altered-replay", file, db)
                     : NULL;
        int file_worst = REPLAY_EXIT_OK, nomem = key_path && !verdict;
        size_t index = 0;
        for (;;) {
            Altered__GameLog *log = NULL;
            int got = replay_reader_next(r, &log, err, sizeof err);
            if (got == 0)
                break;
            index++;
            if (got < 0) {
                /* The framing is lost: a problem of the file, since what
                 * follows cannot be read as games at all. */
                if (tty && index > 1)
                    fputc('\r', stderr);
                print_problem(file, "malformed_framing", index, err, json);
                file_worst = file_worst ? file_worst : REPLAY_EXIT_MALFORMED;
                if (verdict) {
                    replay_result res;
                    memset(&res, 0, sizeof res);
                    res.code = REPLAY_EXIT_MALFORMED;
                    res.winner = -1;
                    snprintf(res.msg, sizeof res.msg, "%s", err);
                    nomem |= replay_verdict_add_game(verdict, index, NULL, 0, NULL, &res) != 0;
                }
                break;                  /* nothing after it can be trusted */
            }
            if (only_game && index != only_game) {
                progress(r, index, tty);
                continue;
            }
            replay_result res;
            replay_game(db, log, 1, NULL, NULL, &res, NULL);
            replay_judge_finished(db, log, &res);
            if (html_path && (res.code == REPLAY_EXIT_DIVERGED || res.code == REPLAY_EXIT_ILLEGAL)) {
                replay_html_write(db, log, file, index, html_path);
                html_path = NULL;   /* one page: the first failing game */
            }
            if (tty && index > 1)
                fputc('\r', stderr);
            replay_print_result(stdout, db, log, file, index, &res, json);
            int code = res.code == REPLAY_EXIT_UNFINISHED && allow_unfinished ? REPLAY_EXIT_OK : res.code;
            if (code != REPLAY_EXIT_OK && file_worst == REPLAY_EXIT_OK)
                file_worst = code;
            if (verdict) {
                size_t len = 0;
                const uint8_t *msg = replay_reader_packed(r, &len);
                nomem |= replay_verdict_add_game(verdict, index, msg, len, log, &res) != 0;
            }
            progress(r, index, tty);
        }
        if (index == 0) {
            print_problem(file, "no_games", 0, "no games", json);
            file_worst = file_worst ? file_worst : REPLAY_EXIT_MALFORMED;
        } else if (only_game && index < only_game && file_worst == REPLAY_EXIT_OK) {
            snprintf(err, sizeof err, "%s has no game %zu: it holds %zu", file, only_game, index);
            print_problem(file, "no_such_game", only_game, err, json);
            file_worst = REPLAY_EXIT_USAGE;
        }
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (replay_print_archive(stdout, file, &rep, json, require_sealed) && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_INCOMPLETE;
        uint8_t sha[32];
        uint64_t size = 0;
        if (replay_reader_digest(r, sha, &size) != 0 && file_worst == REPLAY_EXIT_OK)
            file_worst = REPLAY_EXIT_MALFORMED;   /* a read error: not every byte was seen */
        char path[4096] = "";
        if (verdict && !nomem) {
            snprintf(path, sizeof path, "%s%s", verdict_out ? verdict_out : file, verdict_out ? "" : ".verdict");
            replay_verdict_finish(verdict, sha, size, file_worst, &rep);
            uint8_t *signed_bytes = NULL;
            size_t signed_len = 0;
            if (replay_verdict_sign(verdict, &key, signing_time(), &signed_bytes, &signed_len) != 0)
                nomem = 1;
            else if (write_verdict(path, signed_bytes, signed_len, why, sizeof why) != 0) {
                fprintf(stderr, "altered-replay verify: the signed verdict is not written: %s\n", why);
                file_worst = file_worst ? file_worst : REPLAY_EXIT_INTERNAL;
                path[0] = '\0';
            }
            free(signed_bytes);
        }
        if (nomem) {
            fprintf(stderr, "altered-replay verify: out of memory for the signed verdict of %s\n", file);
            file_worst = file_worst ? file_worst : REPLAY_EXIT_INTERNAL;
            path[0] = '\0';
        }
        replay_print_coverage(stdout, file, sha, size, path[0] ? path : NULL, json);
        if (worst == REPLAY_EXIT_OK)
            worst = file_worst;
        replay_verdict_destroy(&verdict);
        if (tty)
            fputc('\n', stderr);
        replay_reader_close(&r);
    }
    if (key_path)
        replay_sign_key_wipe(&key);
    alt_cards_destroy(&db);
    free(files);
    return worst;
}
