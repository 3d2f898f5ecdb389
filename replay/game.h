/*
 * game.h: replaying one logged game through the engine, the loop that
 * verify, dump, state and hashes share.
 */
#ifndef REPLAY_GAME_H
#define REPLAY_GAME_H

#include "log.h"
#include "replay.h"

/* How the position a failing step carries compares with ours
 * (docs/log-format.md, "Positions in a log"); numbered as the protocol's
 * PositionCheck. */
enum { REPLAY_POSITION_NONE, REPLAY_POSITION_EQUAL, REPLAY_POSITION_DIFFERS, REPLAY_POSITION_UNDECODABLE };

/* The differing fields a report shows, at most: a real divergence is a few
 * fields, and a position of another game entirely would bury the report. */
enum { REPLAY_DIFFS_MAX = 20 };

/* One differing field as `diff OURS THEIRS` prints it; a value longer than
 * the room is cut at a character and ends in "...". */
typedef struct replay_diff_line {
    char path[128];
    char ours[160], theirs[160];
    int elements;           /* ours and theirs are the arrays' lengths */
} replay_diff_line;

typedef struct replay_result {
    int code;               /* REPLAY_EXIT_* */
    size_t steps;           /* steps applied and verified */
    size_t fail_step;       /* 1-based step that failed; 0: the header or the initial state */
    unsigned days;
    int winner;             /* -1 while unfinished */
    alt_outcome outcome;
    unsigned total[2];      /* each player's total distance (CR 4.2.5.d) where the replay stopped */
    int arena;              /* tiebreakers were under way there (CR 4.3) */
    uint64_t expected, actual;
    /* Recorded hashes that are absent (0: docs/log-format.md), the initial
     * one counted too: those states were checked for legality only. */
    size_t unhashed;
    /* Recorded hashes that are absent but whose step carries a position:
     * those states were compared through it instead. */
    size_t by_position;
    /* The failing step's recorded position, when it carries one. */
    int position;           /* REPLAY_POSITION_* */
    size_t n_differs;       /* fields that differ in all; the first REPLAY_DIFFS_MAX are in differs */
    replay_diff_line differs[REPLAY_DIFFS_MAX];
    char position_error[256];   /* REPLAY_POSITION_UNDECODABLE: why */
    char msg[512];          /* what failed, in words */
} replay_result;

/* Called after each applied step with the state after it; non-zero stops. */
typedef int (*replay_step_fn)(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash);

/* Replays a log from its seed. With check_hashes, the first recorded hash
 * that differs stops it with REPLAY_EXIT_DIVERGED, and the position that
 * step carries, if any, is compared with ours field by field; a step with
 * a position and no hash is compared through the position alone (a
 * position that does not decode there is REPLAY_EXIT_MALFORMED). *final
 * receives the game (caller destroys) when not NULL. */
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
/* verify --require-hashes: a game that would pass but holds a state
 * compared neither by its hash nor by a position (res->unhashed) is
 * REPLAY_EXIT_MALFORMED at the first such state. Other verdicts are kept. */
void replay_judge_hashes(const Altered__GameLog *log, replay_result *res);
/* The rule an illegal answer's message cites, the number alone ("5.3.b",
 * "4.1.i, 3.2.2.d"): the first ": "-separated part that starts with one
 * (after "CR " or not); "" when none does. */
void replay_rule_in_message(const char *msg, char *out, size_t cap);
/* What verify says last: how many games of how many files it checked, and
 * how many of them failed, by verdict. Counted as each game's line is
 * printed (replay_summary_game), printed once at the end. */
typedef struct replay_summary {
    size_t files, games;
    size_t verdicts[REPLAY_EXIT_UNFINISHED + 1];   /* by REPLAY_EXIT_* code */
    size_t unfinished_allowed;                     /* unfinished, counted as passing (--allow-unfinished) */
    size_t archives[REPLAY_ARCHIVE_UNSEALED + 1];  /* by replay_archive_verdict */
    size_t unreadable, empty;                      /* files that do not open, files with no game */
} replay_summary;
void replay_summary_game(replay_summary *s, int code, int allow_unfinished);
/* One line: "altered-replay verify: 12 games in 2 files: 10 verified, 2
 * failed (1 diverged, 1 illegal); archives: 1 complete, 1 unsealed"; with
 * json, one {"type":"summary"} object. */
void replay_summary_print(FILE *f, const replay_summary *s, int json);
/* The archive's line (or JSON object) after its games, as verify prints
 * it; returns 1 when it fails the archive: not what its trailer sealed, or
 * unsealed under require_sealed. */
int replay_print_archive(FILE *f, const char *file, const replay_archive_report *rep, int json, int require_sealed);
/* After a file's archive line, as verify prints it: the SHA-256 of every
 * byte of the file, the signed verdict written (verdict_path, or NULL),
 * and, in the first such line a process prints (the same for every file
 * of a run), the header's parts no state hash covers, which only a signed
 * verdict binds. With json, one object a file, each naming those parts. */
void replay_print_coverage(FILE *f, const char *file, const uint8_t sha[32], uint64_t size, const char *verdict_path,
                           int json);
/* How a game ended, for a person: the rule's number ("4.2.5.d", "4.3.e";
 * "seed 003" for the seeds' reading; "" when no rule decided it) and its
 * words from the Complete Rules v3.0. One spelling for every command. */
const char *replay_outcome_rule(alt_outcome o);
const char *replay_outcome_words(alt_outcome o);
/* A short stable name for JSON: "sum", "arena", "tiebreak", "card",
 * "day_limit", "engine_limit", "none". */
const char *replay_outcome_name(alt_outcome o);
/* The outcome whose alt_outcome_rule is engine_rule (what the daemon's
 * VerifyReply carries), or ALT_OUTCOME_NONE. */
alt_outcome replay_outcome_from_rule(const char *engine_rule);
/* A problem of a file rather than of one game, as verify reports it:
 * problem is "unreadable" (on stderr after "WHO: "), "no_games",
 * "malformed_framing" or "no_such_game" (among the games' lines on
 * stdout); with json, also as a {"type":"problem"} line on stdout. */
void replay_print_problem(const char *who, const char *file, const char *problem, size_t game, const char *msg,
                          int json);
/* "Constructed" or "Limited" (the header's format). */
const char *replay_format_name(int format);
/* The header's context in one line for a person: "Regional Cup, round 2,
 * table 5; P0 Alice v P1 Bob; Constructed, ruleset seeds-2, seed 42".
 * Untrusted strings are repaired to UTF-8 and control bytes dropped. */
void replay_print_context(FILE *f, const Altered__GameLog *log);
/* alt_game_describe's text for a person: the ruleset by its full name
 * (seeds-2) and each region of the Adventure by its terrains, numbered
 * 1..6 from the Hero region (Forest, Mountain and Water; "reversed" cards
 * read as they lie). Returns the length written (truncated to cap). */
size_t replay_describe_game(const alt_game *g, char *buf, size_t cap);
/* A string from a log for a terminal: repaired to UTF-8, each control
 * written as '?', each bidirectional control or invisible format character
 * as <U+XXXX> (shown_text.h), at most max bytes of it (a name cannot fill
 * the screen). */
void replay_put_text(FILE *f, const char *s, size_t max);
/* s as a JSON string, always valid UTF-8: invalid bytes become U+FFFD. */
void replay_json_string(FILE *f, const char *s);

int replay_cmd_verify(int argc, char **argv);
int replay_cmd_dump(int argc, char **argv);
int replay_cmd_state(int argc, char **argv);
int replay_cmd_hashes(int argc, char **argv);
int replay_cmd_gen(int argc, char **argv);
int replay_cmd_record_chance(int argc, char **argv);

#endif
