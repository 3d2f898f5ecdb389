/*
 * archive_cmd.c: `altered-replay archive seal|check`: an organizer seals a
 * tournament's archive once it is complete, and anyone can later ask
 * whether what they hold is all of it (archive.h, docs/log-format.md).
 */
#include "cli.h"
#include "game.h"
#include "replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage_text[] =
    "usage: altered-replay archive seal [--] IN OUT\n"
    "       altered-replay archive check [--json] [--] FILE...\n"
    "seal: copies the games of IN (\"-\": standard input) to OUT (\"-\": standard output) and adds\n"
    "      the trailer that records them. Exit 0 sealed, 3 IN unreadable or already sealed.\n"
    "check: says whether each archive is whole. Exit (the first file's that is not complete):\n"
    "      0 complete, 1 truncated (games missing), 2 altered, 3 malformed or unreadable,\n"
    "      4 duplicated or reordered games, 5 no trailer (completeness cannot be checked).\n";

static void hex(FILE *f, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%02x", b[i]);
}

static int seal(int argc, char **argv)
{
    char *paths[2];
    int n = 0;
    replay_args a;
    replay_args_init(&a, "archive", argc, argv);
    for (int got; (got = replay_args_next(&a, NULL)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0)
            return rc;
        if (n == 2)
            return replay_usage_error("archive", "seal takes IN and OUT; also given '%s'", a.value);
        paths[n++] = (char *)a.value;
    }
    if (n != 2)
        return replay_usage_error("archive", "seal needs IN and OUT");
    argv = paths;
    char err[256];
    replay_reader *r = replay_reader_open(argv[0], err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay archive seal: %s\n", err);
        return REPLAY_EXIT_MALFORMED;
    }
    int to_stdout = strcmp(argv[1], "-") == 0;
    if (to_stdout && isatty(STDOUT_FILENO)) {
        fprintf(stderr, "altered-replay archive seal: refusing to write an archive to a terminal\n");
        replay_reader_close(&r);
        return REPLAY_EXIT_USAGE;
    }
    FILE *out = to_stdout ? stdout : fopen(argv[1], "wb");
    if (!out) {
        fprintf(stderr, "altered-replay archive seal: %s: %s\n", argv[1], strerror(errno));
        replay_reader_close(&r);
        return REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer *w = replay_archive_writer_new(out);
    int rc = w ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
    uint64_t games = 0;
    while (rc == REPLAY_EXIT_OK) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got == 0)
            break;
        if (got < 0) {
            fprintf(stderr, "altered-replay archive seal: %s: %s\n", argv[0], err);
            rc = REPLAY_EXIT_MALFORMED;
            break;
        }
        size_t len;
        const uint8_t *bytes = replay_reader_packed(r, &len);
        /* The game's bytes as they were: sealing must not re-encode them. */
        if (replay_archive_writer_packed(w, bytes, len) != 0) {
            fprintf(stderr, "altered-replay archive seal: %s: %s\n", argv[1], strerror(errno));
            rc = REPLAY_EXIT_MALFORMED;
        }
        games++;
    }
    if (rc == REPLAY_EXIT_OK) {
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (rep.verdict != REPLAY_ARCHIVE_UNSEALED) {
            fprintf(stderr, "altered-replay archive seal: %s already has a trailer (%s): check it with "
                            "`altered-replay archive check`\n", argv[0], rep.msg);
            rc = REPLAY_EXIT_MALFORMED;
        }
    }
    if (rc == REPLAY_EXIT_OK && (replay_archive_writer_seal(w) != 0 || fflush(out) != 0)) {
        fprintf(stderr, "altered-replay archive seal: %s: %s\n", argv[1], strerror(errno));
        rc = REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer_destroy(&w);
    if (!to_stdout && fclose(out) != 0 && rc == REPLAY_EXIT_OK) {
        fprintf(stderr, "altered-replay archive seal: %s: %s\n", argv[1], strerror(errno));
        rc = REPLAY_EXIT_MALFORMED;
    }
    if (rc != REPLAY_EXIT_OK && !to_stdout)
        remove(argv[1]);   /* a half-written archive must not pass for a sealed one */
    replay_reader_close(&r);
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay archive seal: %" PRIu64 " games sealed -> %s\n", games, argv[1]);
    return rc;
}

/* Reads one whole archive and reports on it; returns its verdict. */
static int check_one(const char *path, int json)
{
    char err[256];
    replay_archive_report rep;
    replay_reader *r = replay_reader_open(path, err, sizeof err);
    if (!r) {
        memset(&rep, 0, sizeof rep);
        rep.verdict = REPLAY_ARCHIVE_MALFORMED;
        snprintf(rep.msg, sizeof rep.msg, "%s", err);
    } else {
        Altered__GameLog *log = NULL;
        while (replay_reader_next(r, &log, err, sizeof err) > 0)
            ;
        replay_reader_completeness(r, &rep);
        replay_reader_close(&r);
    }
    if (json) {
        printf("{\"type\":\"archive\",\"file\":");
        replay_json_string(stdout, path);
        printf(",\"archive\":\"%s\",\"games\":%" PRIu64 ",\"sealed_games\":%" PRIu64 ",\"game\":%" PRIu64
               ",\"sha256\":\"",
               replay_archive_verdict_name(rep.verdict), rep.games_read, rep.games_sealed, rep.first_bad);
        hex(stdout, rep.sha256, sizeof rep.sha256);
        printf("\",\"message\":");
        replay_json_string(stdout, rep.msg);
        printf("}\n");
    } else {
        printf("%s: %s: %s\n", path, replay_archive_verdict_name(rep.verdict), rep.msg);
    }
    return (int)rep.verdict;
}

int replay_cmd_archive(int argc, char **argv)
{
    if (argc < 1)
        return replay_usage_error("archive", "give a subcommand: seal or check");
    if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (strcmp(argv[0], "--version") == 0)
        return replay_print_version();
    if (strcmp(argv[0], "seal") == 0)
        return seal(argc - 1, argv + 1);
    if (strcmp(argv[0], "check") != 0)
        return replay_usage_error("archive", "unknown subcommand '%s': seal or check", argv[0]);
    int json = 0, files = 0, worst = 0;
    const char **paths = calloc((size_t)argc, sizeof *paths);
    if (!paths) {
        fprintf(stderr, "altered-replay archive: out of memory\n");
        return REPLAY_EXIT_INTERNAL;
    }
    static const replay_opt opts[] = {{"--json", 0}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "archive", argc - 1, argv + 1);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0) {
            free(paths);
            return rc;
        }
        if (got == 0)
            json = 1;
        else
            paths[files++] = a.value;
    }
    int stdin_files = 0;
    for (int i = 0; i < files; i++)
        stdin_files += strcmp(paths[i], "-") == 0;
    if (stdin_files > 1) {
        free(paths);
        return replay_usage_error("archive", "check: standard input is read once: give - once");
    }
    for (int i = 0; i < files; i++) {
        int v = check_one(paths[i], json);
        if (worst == 0)
            worst = v;
    }
    free(paths);
    if (files == 0)
        return replay_usage_error("archive", "check: no file given");
    return worst;
}
