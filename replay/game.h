/*
 * game.h: replaying one logged game through the engine, the loop that
 * verify, dump, state and hashes share.
 */
#ifndef REPLAY_GAME_H
#define REPLAY_GAME_H

#include "log.h"

typedef struct replay_result {
    int code;               /* REPLAY_EXIT_* */
    size_t steps;           /* steps applied and verified */
    size_t fail_step;       /* 1-based step that failed; 0: the header or the initial state */
    unsigned days;
    int winner;             /* -1 while unfinished */
    alt_outcome outcome;
    uint64_t expected, actual;
    char msg[512];          /* what failed, in words */
} replay_result;

/* Called after each applied step with the state after it; non-zero stops. */
typedef int (*replay_step_fn)(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash);

/* Replays a log from its seed. With check_hashes, the first recorded hash
 * that differs stops it with REPLAY_EXIT_DIVERGED. *final receives the game
 * (caller destroys) when not NULL. */
void replay_game(const alt_cards *db, const Altered__GameLog *log, int check_hashes, replay_step_fn fn, void *ctx,
                 replay_result *res, alt_game **final);

/* Rebuilds the state just before step k (1-based): the state a report shows. */
alt_game *replay_state_before(const alt_cards *db, const Altered__GameLog *log, size_t k);

/* Reports, as `verify` prints them: one line per game (or one JSON object),
 * and for a divergence or an illegal action, the step in words, both
 * hashes, the state before the step and the legal answers there. */
void replay_print_result(FILE *f, const alt_cards *db, const Altered__GameLog *log, const char *file, size_t index,
                         const replay_result *res, int json);
void replay_report_failure(FILE *f, const alt_cards *db, const Altered__GameLog *log, const replay_result *res);
const char *replay_verdict_name(int code);
/* What verify makes of a replay: a log whose every step checks but that
 * stops before the game ends (or holds no step) is REPLAY_EXIT_UNFINISHED,
 * not verified; res->msg says where it stops. Other verdicts are kept. */
void replay_judge_finished(const alt_cards *db, const Altered__GameLog *log, replay_result *res);
/* The archive's line (or JSON object) after its games, as verify prints
 * it; returns 1 when it fails the archive: not what its trailer sealed, or
 * unsealed under require_sealed. */
int replay_print_archive(FILE *f, const char *file, const replay_archive_report *rep, int json, int require_sealed);
/* After a file's archive line, as verify prints it: the header's parts no
 * state hash covers, and the SHA-256 of every byte that a signed verdict
 * binds them with (verdict_path: the verdict written, or NULL). */
void replay_print_coverage(FILE *f, const char *file, const uint8_t sha[32], uint64_t size, const char *verdict_path,
                           int json);
/* s as a JSON string, always valid UTF-8: invalid bytes become U+FFFD. */
void replay_json_string(FILE *f, const char *s);

int replay_cmd_verify(int argc, char **argv);
int replay_cmd_dump(int argc, char **argv);
int replay_cmd_state(int argc, char **argv);
int replay_cmd_hashes(int argc, char **argv);
int replay_cmd_gen(int argc, char **argv);

#endif
