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

enum { MAX_ANSWERS = 512 };

static const char *verdict_name(int code)
{
    switch (code) {
    case REPLAY_EXIT_OK: return "verified";
    case REPLAY_EXIT_DIVERGED: return "diverged";
    case REPLAY_EXIT_ILLEGAL: return "illegal";
    case REPLAY_EXIT_MALFORMED: return "malformed";
    case REPLAY_EXIT_UNSUPPORTED: return "unsupported";
    default: return "error";
    }
}

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static void report_failure(const alt_cards *db, const Altered__GameLog *log, const replay_result *res)
{
    alt_game *g = replay_state_before(db, log, res->fail_step);
    if (!g)
        return;
    alt_decision d = alt_game_decision(g);
    char *text = malloc(1 << 16);
    alt_action *answers = malloc(sizeof *answers * MAX_ANSWERS);
    if (text && answers) {
        alt_action a;
        if (res->fail_step > 0 && replay_action_from_log(log->steps[res->fail_step - 1]->action, &a) == 0) {
            alt_action_describe(g, &a, text, 1 << 16);
            printf("  at step %zu, Day %u, %s: %s\n", res->fail_step, d.day, alt_phase_name(d.phase), text);
        }
        if (res->code == REPLAY_EXIT_DIVERGED)
            printf("  expected hash %016" PRIx64 ", actual %016" PRIx64 "\n", res->expected, res->actual);
        printf("  state before the step:\n");
        alt_game_describe(g, text, 1 << 16);
        for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
            printf("    %s\n", line);
        size_t n = alt_game_list(g, answers, MAX_ANSWERS);
        printf("  legal answers there (%zu):\n", n);
        for (size_t i = 0; i < n && i < MAX_ANSWERS; i++) {
            alt_action_describe(g, &answers[i], text, 1 << 16);
            printf("    %s\n", text);
        }
    }
    free(text);
    free(answers);
    alt_game_destroy(&g);
}

static void print_result(const alt_cards *db, const Altered__GameLog *log, const char *file, size_t index,
                         const replay_result *res, int json)
{
    if (json) {
        printf("{\"file\":");
        json_string(stdout, file);
        printf(",\"game\":%zu,\"verdict\":\"%s\",\"steps\":%zu,\"days\":%u", index, verdict_name(res->code),
               res->steps, res->days);
        if (res->code == REPLAY_EXIT_OK) {
            printf(",\"winner\":%d,\"rule\":", res->winner);
            json_string(stdout, res->winner >= 0 || res->outcome == ALT_OUTCOME_DAY_LIMIT ? alt_outcome_rule(res->outcome)
                                                                                     : "unfinished");
        } else {
            printf(",\"step\":%zu,\"reason\":", res->fail_step);
            json_string(stdout, res->msg);
            if (res->code == REPLAY_EXIT_DIVERGED)
                printf(",\"expected\":\"%016" PRIx64 "\",\"actual\":\"%016" PRIx64 "\"", res->expected, res->actual);
        }
        printf("}\n");
        return;
    }
    if (res->code == REPLAY_EXIT_OK) {
        if (res->winner < 0)
            printf("%s game %zu: verified %zu steps, %u days, %s\n", file, index, res->steps, res->days,
                   res->outcome == ALT_OUTCOME_DAY_LIMIT ? "no winner: stopped at the engine's Day limit"
                                                         : "unfinished");
        else
            printf("%s game %zu: verified %zu steps, %u days, winner P%d by %s\n", file, index, res->steps,
                   res->days, res->winner, alt_outcome_rule(res->outcome));
        return;
    }
    printf("%s game %zu: %s at step %zu: %s\n", file, index, verdict_name(res->code), res->fail_step, res->msg);
    if (log && (res->code == REPLAY_EXIT_DIVERGED || res->code == REPLAY_EXIT_ILLEGAL))
        report_failure(db, log, res);
}

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
    int json = 0, nfiles = 0, worst = REPLAY_EXIT_OK;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("usage: altered-replay verify [--json] FILE...\n"
                   "Replays every game of each archive from its seed and checks each step's hash.\n"
                   "Exit: 0 all verified, 1 a hash diverged, 2 an action was illegal,\n"
                   "3 malformed, truncated or unknown-version input, 4 unsupported card or ruleset.\n");
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
            print_result(db, log, argv[i], index, &res, json);
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
        if (tty)
            fputc('\n', stderr);
        replay_reader_close(&r);
    }
    alt_cards_destroy(&db);
    return worst;
}
