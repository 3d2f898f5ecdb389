/*
 * archive_cmd.c: `altered-replay archive seal|check|merge|unseal`: an
 * organizer seals a tournament's archive once it is complete, joins the
 * sealed rounds into one archive, and anyone can later ask whether what
 * they hold is all of it (archive.h, docs/log-format.md). Every archive
 * written here is written through outfile.h: never over an input, and
 * whole or not at all.
 */
#include "cli.h"
#include "game.h"
#include "outfile.h"
#include "replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char usage_text[] =
    "usage: altered-replay archive seal [--] IN OUT\n"
    "       altered-replay archive seal --in-place [--] FILE\n"
    "       altered-replay archive check [--json] [--] FILE...\n"
    "       altered-replay archive merge [--] OUT IN...\n"
    "       altered-replay archive unseal [--] IN OUT | --in-place FILE\n"
    "seal: copies the games of IN (\"-\": standard input) to OUT (\"-\": standard output) and adds\n"
    "      the trailer that records them; --in-place seals FILE itself. Exit 0 sealed, 3 IN\n"
    "      unreadable or already sealed.\n"
    "check: says whether each archive is whole. Exit (the first file's that is not complete):\n"
    "      0 complete, 1 truncated (games missing), 2 altered, 3 malformed or unreadable,\n"
    "      4 duplicated or reordered games, 5 no trailer (completeness cannot be checked).\n"
    "merge: checks each IN (complete, or unsealed) and writes their games, in order, to OUT\n"
    "      with one new trailer. Exit 0 merged, 3 an IN unreadable or malformed, or a game\n"
    "      in two INs, 5 an IN not what its trailer sealed.\n"
    "unseal: copies the games of a complete archive without its trailer, to add games to it\n"
    "      and seal it again. Exit 0, 3 IN unreadable or unsealed, 5 IN not what it sealed.\n"
    "An archive is written whole or not at all, never over one it reads: OUT that is IN is a\n"
    "bad command line (exit 64), and a failed run leaves OUT as it was.\n";

static void hex(FILE *f, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%02x", b[i]);
}

/* The operands of seal and unseal: IN OUT, or --in-place FILE. Returns -1
 * to go on, or the exit code of a help, a version or a usage error. */
static int in_out(const char *sub, int argc, char **argv, const char **in, const char **out)
{
    const char *paths[2];
    int n = 0, in_place = 0;
    static const replay_opt opts[] = {{"--in-place", 0}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "archive", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0)
            return rc;
        if (got == 0) {
            in_place = 1;
            continue;
        }
        if (n == 2)
            return replay_usage_error("archive", "%s takes IN and OUT; also given '%s'", sub, a.value);
        paths[n++] = a.value;
    }
    if (in_place) {
        if (n != 1)
            return replay_usage_error("archive", "%s --in-place takes one FILE", sub);
        if (strcmp(paths[0], "-") == 0)
            return replay_usage_error("archive", "%s --in-place needs a file, not standard input", sub);
        *in = *out = paths[0];
        return -1;
    }
    if (n != 2)
        return replay_usage_error("archive", "%s needs IN and OUT", sub);
    *in = paths[0];
    *out = paths[1];
    return -1;
}

/* Opens OUT for an archive written from inputs; in_place allows OUT to be
 * the one input (it is then replaced, once whole). */
static replay_outfile *open_archive_out(const char *sub, const char *out, const char *const *inputs, size_t n,
                                        int in_place, int *rc)
{
    char cmd[32];
    snprintf(cmd, sizeof cmd, "archive %s", sub);
    if (!in_place && replay_outfile_is_input(cmd, out, inputs, n)) {
        fprintf(stderr, "altered-replay %s: give another OUT%s\n", cmd,
                strcmp(sub, "merge") == 0 ? "" : ", or --in-place to replace the file itself");
        *rc = REPLAY_EXIT_USAGE;
        return NULL;
    }
    return replay_outfile_open(cmd, out, NULL, 0, REPLAY_OUTFILE_BINARY, rc);
}

/* Copies the games of r, byte for byte, to w (sealing must not re-encode
 * them); their digests into *digests when not NULL. Returns an exit code,
 * the reason printed. */
static int copy_games(const char *cmd, const char *in, replay_reader *r, replay_archive_writer *w, uint64_t *games,
                      uint64_t **digests, size_t *n_digests, size_t *cap)
{
    char err[256];
    for (;;) {
        Altered__GameLog *log = NULL;
        int got = replay_reader_next(r, &log, err, sizeof err);
        if (got == 0)
            return REPLAY_EXIT_OK;
        if (got < 0) {
            fprintf(stderr, "altered-replay %s: %s: %s\n", cmd, in, err);
            return REPLAY_EXIT_MALFORMED;
        }
        size_t len;
        const uint8_t *bytes = replay_reader_packed(r, &len);
        if (replay_archive_writer_packed(w, bytes, len) != 0) {
            fprintf(stderr, "altered-replay %s: writing: %s\n", cmd, strerror(errno));
            return REPLAY_EXIT_MALFORMED;
        }
        ++*games;
        if (digests) {
            if (*n_digests == *cap) {
                size_t ncap = *cap ? *cap * 2 : 256;
                uint64_t *nd = realloc(*digests, ncap * sizeof *nd);
                if (!nd) {
                    fprintf(stderr, "altered-replay %s: out of memory\n", cmd);
                    return REPLAY_EXIT_INTERNAL;
                }
                *digests = nd;
                *cap = ncap;
            }
            uint8_t prefix[10];
            size_t k = replay_archive_prefix(len, prefix);
            (*digests)[(*n_digests)++] = replay_archive_game_digest(prefix, k, bytes, len);
        }
    }
}

/* Ends an archive written to out: sealed (or not), committed when rc is
 * still 0, else thrown away. */
static int finish_out(const char *cmd, replay_outfile **out, replay_archive_writer **w, int seal, int rc)
{
    if (rc == REPLAY_EXIT_OK && seal && replay_archive_writer_seal(*w) != 0) {
        fprintf(stderr, "altered-replay %s: writing the trailer: %s\n", cmd, strerror(errno));
        rc = REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer_destroy(w);
    if (rc == REPLAY_EXIT_OK)
        rc = replay_outfile_commit(out);
    replay_outfile_abort(out);   /* a half-written archive must not pass for a whole one */
    return rc;
}

static const char *games_word(uint64_t n)
{
    return n == 1 ? "game" : "games";
}

static int seal(int argc, char **argv)
{
    const char *in = NULL, *outp = NULL;
    int rc = in_out("seal", argc, argv, &in, &outp);
    if (rc >= 0)
        return rc;
    int in_place = in == outp;
    replay_outfile *out = open_archive_out("seal", outp, &in, 1, in_place, &rc);
    if (!out)
        return rc;
    char err[256];
    replay_reader *r = replay_reader_open(in, err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay archive seal: %s\n", err);
        replay_outfile_abort(&out);
        return REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer *w = replay_archive_writer_new(replay_outfile_stream(out));
    uint64_t games = 0;
    rc = w ? copy_games("archive seal", in, r, w, &games, NULL, NULL, NULL) : REPLAY_EXIT_INTERNAL;
    if (rc == REPLAY_EXIT_OK) {
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (rep.verdict != REPLAY_ARCHIVE_UNSEALED) {
            fprintf(stderr, "altered-replay archive seal: %s already has a trailer (%s): check it with "
                            "`altered-replay archive check`\n", in, rep.msg);
            rc = REPLAY_EXIT_MALFORMED;
        }
    }
    replay_reader_close(&r);
    rc = finish_out("archive seal", &out, &w, 1, rc);
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay archive seal: %" PRIu64 " %s sealed -> %s\n", games, games_word(games), outp);
    return rc;
}

static int unseal(int argc, char **argv)
{
    const char *in = NULL, *outp = NULL;
    int rc = in_out("unseal", argc, argv, &in, &outp);
    if (rc >= 0)
        return rc;
    replay_outfile *out = open_archive_out("unseal", outp, &in, 1, in == outp, &rc);
    if (!out)
        return rc;
    char err[256];
    replay_reader *r = replay_reader_open(in, err, sizeof err);
    if (!r) {
        fprintf(stderr, "altered-replay archive unseal: %s\n", err);
        replay_outfile_abort(&out);
        return REPLAY_EXIT_MALFORMED;
    }
    replay_archive_writer *w = replay_archive_writer_new(replay_outfile_stream(out));
    uint64_t games = 0;
    rc = w ? copy_games("archive unseal", in, r, w, &games, NULL, NULL, NULL) : REPLAY_EXIT_INTERNAL;
    if (rc == REPLAY_EXIT_OK) {
        /* Only a whole archive loses its trailer: one that is not what it
         * sealed keeps the evidence. */
        replay_archive_report rep;
        replay_reader_completeness(r, &rep);
        if (rep.verdict == REPLAY_ARCHIVE_UNSEALED) {
            fprintf(stderr, "altered-replay archive unseal: %s has no trailer\n", in);
            rc = REPLAY_EXIT_MALFORMED;
        } else if (rep.verdict != REPLAY_ARCHIVE_COMPLETE) {
            fprintf(stderr, "altered-replay archive unseal: %s is %s: %s; it keeps its trailer\n", in,
                    replay_archive_verdict_name(rep.verdict), rep.msg);
            rc = rep.verdict == REPLAY_ARCHIVE_MALFORMED ? REPLAY_EXIT_MALFORMED : REPLAY_EXIT_INCOMPLETE;
        }
    }
    replay_reader_close(&r);
    rc = finish_out("archive unseal", &out, &w, 0, rc);
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay archive unseal: %" PRIu64 " %s, no trailer -> %s\n", games, games_word(games),
                outp);
    return rc;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int merge(int argc, char **argv)
{
    const char **paths = calloc((size_t)argc + 1, sizeof *paths);
    if (!paths) {
        fprintf(stderr, "altered-replay archive merge: out of memory\n");
        return REPLAY_EXIT_INTERNAL;
    }
    int n = 0;
    replay_args a;
    replay_args_init(&a, "archive", argc, argv);
    for (int got; (got = replay_args_next(&a, NULL)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage_text);
        if (rc >= 0) {
            free(paths);
            return rc;
        }
        paths[n++] = a.value;
    }
    int rc = REPLAY_EXIT_OK;
    if (n < 2)
        rc = replay_usage_error("archive", "merge needs OUT and at least one IN");
    int stdin_files = 0;
    for (int i = 1; i < n; i++)
        stdin_files += strcmp(paths[i], "-") == 0;
    if (rc == REPLAY_EXIT_OK && stdin_files > 1)
        rc = replay_usage_error("archive", "merge: standard input is read once: give - once");
    const char *outp = paths[0];
    const char *const *ins = paths + 1;
    size_t n_in = n > 1 ? (size_t)n - 1 : 0;
    replay_outfile *out = rc == REPLAY_EXIT_OK ? open_archive_out("merge", outp, ins, n_in, 0, &rc) : NULL;
    if (!out) {
        free(paths);
        return rc;
    }
    replay_archive_writer *w = replay_archive_writer_new(replay_outfile_stream(out));
    uint64_t total = 0, *digests = NULL;
    size_t n_digests = 0, cap = 0;
    rc = w ? REPLAY_EXIT_OK : REPLAY_EXIT_INTERNAL;
    for (size_t i = 0; i < n_in && rc == REPLAY_EXIT_OK; i++) {
        char err[256];
        replay_reader *r = replay_reader_open(ins[i], err, sizeof err);
        if (!r) {
            fprintf(stderr, "altered-replay archive merge: %s\n", err);
            rc = REPLAY_EXIT_MALFORMED;
            break;
        }
        uint64_t games = 0;
        rc = copy_games("archive merge", ins[i], r, w, &games, &digests, &n_digests, &cap);
        if (rc == REPLAY_EXIT_OK) {
            replay_archive_report rep;
            replay_reader_completeness(r, &rep);
            fprintf(stderr, "altered-replay archive merge: %s: %s: %s\n", ins[i],
                    replay_archive_verdict_name(rep.verdict), rep.msg);
            if (games == 0) {
                fprintf(stderr, "altered-replay archive merge: %s holds no game\n", ins[i]);
                rc = REPLAY_EXIT_MALFORMED;
            } else if (rep.verdict == REPLAY_ARCHIVE_MALFORMED) {
                rc = REPLAY_EXIT_MALFORMED;
            } else if (rep.verdict != REPLAY_ARCHIVE_COMPLETE && rep.verdict != REPLAY_ARCHIVE_UNSEALED) {
                fprintf(stderr, "altered-replay archive merge: %s is not what its trailer sealed: nothing is "
                                "merged\n", ins[i]);
                rc = REPLAY_EXIT_INCOMPLETE;
            }
        }
        total += games;
        replay_reader_close(&r);
    }
    if (rc == REPLAY_EXIT_OK && n_digests > 1) {
        /* The same game twice (a round given twice) would be sealed as
         * if it had been played twice. */
        qsort(digests, n_digests, sizeof *digests, cmp_u64);
        for (size_t i = 1; i < n_digests && rc == REPLAY_EXIT_OK; i++) {
            if (digests[i] == digests[i - 1]) {
                fprintf(stderr, "altered-replay archive merge: the same game is in the inputs twice: nothing is "
                                "merged\n");
                rc = REPLAY_EXIT_MALFORMED;
            }
        }
    }
    free(digests);
    rc = finish_out("archive merge", &out, &w, 1, rc);
    if (rc == REPLAY_EXIT_OK)
        fprintf(stderr, "altered-replay archive merge: %" PRIu64 " %s from %zu archive%s, sealed -> %s\n", total,
                games_word(total), n_in, n_in == 1 ? "" : "s", outp);
    free(paths);
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
        return replay_usage_error("archive", "give a subcommand: seal, check, merge or unseal");
    if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
        fputs(usage_text, stdout);
        return 0;
    }
    if (strcmp(argv[0], "--version") == 0)
        return replay_print_version();
    if (strcmp(argv[0], "seal") == 0)
        return seal(argc - 1, argv + 1);
    if (strcmp(argv[0], "merge") == 0)
        return merge(argc - 1, argv + 1);
    if (strcmp(argv[0], "unseal") == 0)
        return unseal(argc - 1, argv + 1);
    if (strcmp(argv[0], "check") != 0)
        return replay_usage_error("archive", "unknown subcommand '%s': seal, check, merge or unseal", argv[0]);
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
