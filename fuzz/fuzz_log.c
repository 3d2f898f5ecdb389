/*
 * fuzz_log.c: arbitrary bytes as a game-log archive (docs/log-format.md).
 *
 * The bytes are read by the replay library's own reader (replay_reader_*),
 * every game in them is replayed with every hash checked (replay_game, what
 * `altered-replay verify` does) and reported as verify would print it, to a
 * sink. Oracles:
 *  - nothing crashes, leaks or hangs, whatever the bytes (sanitizers, and
 *    libFuzzer's -timeout);
 *  - every replayed step leaves a state that passes alt_game_check;
 *  - the verdict is one of verify's exit codes, and a verified game went
 *    through every step it holds, ending in a state that passes
 *    alt_game_check and has a result exactly when it is over;
 *  - replayed again without hash checks, a game fails the same way, or (when
 *    a hash or a step's recorded position diverged, or that position did
 *    not decode) goes further: stale hashes still replay to the end;
 *  - replayed under this build's versions (card database, RNG and hash
 *    names patched into the header) without hash checks, any game keeps the
 *    invariants: logs of older builds still reach the engine;
 *  - judged as verify judges it, a game is unfinished exactly when it
 *    verified without an outcome (its ending cut off, or no step at all),
 *    and any other verdict stays;
 *  - every string the reader let through is NUL-free UTF-8, so that its
 *    C string is all of it (replay/wire_strings.h);
 *  - the whole archive read a second time gives the same verdicts: the same
 *    code, steps, failing step, hashes, Days, winner and outcome per game,
 *    and the same reader status at the end.
 *
 * replay_reader_open takes a path, so the bytes go to a memory file
 * (memfd_create) opened through /proc/self/fd: no disk, and the reader's own
 * code path, fstat included.
 */
#define _GNU_SOURCE   /* memfd_create */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common.h"
#include "game.h"
#include "replay.h"
#include "wire_strings.h"

enum { MAX_GAMES = 64 };

typedef struct verdict {
    int code;
    size_t steps, fail_step;
    unsigned days;
    int winner;
    alt_outcome outcome;
    uint64_t expected, actual;
} verdict;

typedef struct pass_result {
    verdict v[MAX_GAMES];
    size_t games;
    int end;   /* the reader's last status: 0 end of archive, -1 malformed */
    replay_archive_report archive;   /* completeness, when the whole archive was read */
} pass_result;

static int memfd = -1;
static char memfd_path[64];

static void load(const uint8_t *data, size_t size)
{
    if (memfd < 0) {
        memfd = memfd_create("fuzz_log", 0);
        FUZZ_CHECK(memfd >= 0, "memfd_create failed");
        snprintf(memfd_path, sizeof memfd_path, "/proc/self/fd/%d", memfd);
    }
    FUZZ_CHECK(ftruncate(memfd, 0) == 0, "ftruncate failed");
    size_t done = 0;
    while (done < size) {
        ssize_t n = pwrite(memfd, data + done, size - done, (off_t)done);
        FUZZ_CHECK(n > 0, "pwrite failed");
        done += (size_t)n;
    }
}

/* After every replayed step: the invariants, and the hash replay_game saw. */
static int check_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)ctx, (void)a;
    const char *what = NULL;
    FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "step %zu breaks an invariant: %s", step, what);
    FUZZ_CHECK(alt_game_hash(g) == hash, "step %zu: replay_game reports another hash", step);
    return 0;
}

static void check_game(const alt_cards *db, const Altered__GameLog *log, const replay_result *res, alt_game *final)
{
    FUZZ_CHECK(res->code >= REPLAY_EXIT_OK && res->code <= REPLAY_EXIT_UNSUPPORTED, "verdict %d", res->code);
    FUZZ_CHECK(memchr(res->msg, '\0', sizeof res->msg) != NULL, "an unterminated message");
    if (res->code == REPLAY_EXIT_OK) {
        FUZZ_CHECK(res->steps == log->n_steps, "verified %zu of %zu steps", res->steps, log->n_steps);
        FUZZ_CHECK(res->fail_step == 0, "a verified game names failing step %zu", res->fail_step);
    } else {
        FUZZ_CHECK(res->msg[0] != '\0', "verdict %s without a reason", replay_verdict_name(res->code));
        FUZZ_CHECK(res->fail_step <= log->n_steps, "failing step %zu of %zu", res->fail_step, log->n_steps);
    }
    if (final) {
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(final, &what) == ALT_OK, "the replayed game breaks an invariant: %s", what);
        alt_decision d = alt_game_decision(final);
        int over = d.kind == ALT_DEC_NONE;
        FUZZ_CHECK(over == (alt_game_outcome(final) != ALT_OUTCOME_NONE), "outcome %d, decision %d",
                   (int)alt_game_outcome(final), (int)d.kind);
        FUZZ_CHECK(res->winner == alt_game_winner(final), "the result names another winner");
    } else {
        FUZZ_CHECK(res->code != REPLAY_EXIT_OK, "a verified game without a final state");
    }
    /* The report verify prints (with the state and legal answers on failure). */
    replay_print_result(fuzz_verbose() ? stderr : fuzz_devnull(), db, log, "fuzz", 1, res, 0);
    replay_print_result(fuzz_devnull(), db, log, "fuzz", 1, res, 1);
}

/* The same game with the recorded hashes ignored: the steps before a
 * divergence replay the same way, and a log made by another engine version
 * (stale hashes) still goes to its end. */
static void check_without_hashes(const alt_cards *db, const Altered__GameLog *log, const replay_result *with)
{
    replay_result res;
    alt_game *final = NULL;
    replay_game(db, log, 0, NULL, NULL, &res, &final);
    /* What the recorded states decide (a divergence, or a recorded position
     * that does not decode where no hash stands in for it) is not checked
     * without them, so the replay goes further. */
    int by_states = with->code == REPLAY_EXIT_DIVERGED ||
                    (with->code == REPLAY_EXIT_MALFORMED && with->position == REPLAY_POSITION_UNDECODABLE);
    if (by_states) {
        FUZZ_CHECK(res.code != REPLAY_EXIT_DIVERGED, "a divergence without hash checks");
        FUZZ_CHECK(res.code == REPLAY_EXIT_OK || res.fail_step > with->fail_step,
                   "diverged at step %zu, but without hash checks %s at step %zu", with->fail_step,
                   replay_verdict_name(res.code), res.fail_step);
        FUZZ_CHECK(res.steps >= with->steps, "fewer steps without hash checks");
    } else {
        FUZZ_CHECK(res.code == with->code && res.fail_step == with->fail_step && res.steps == with->steps,
                   "%s at step %zu with hash checks, %s at step %zu without", replay_verdict_name(with->code),
                   with->fail_step, replay_verdict_name(res.code), res.fail_step);
    }
    if (final) {
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(final, &what) == ALT_OK, "the replayed game breaks an invariant: %s", what);
    }
    alt_game_destroy(&final);
}

/* The same game under this build's versions: a log recorded by another
 * build (another card database, hash encoding or RNG name) is refused at its
 * header, but its actions still mean something; replaying them without hash
 * checks keeps old corpora reaching the engine. The header is restored. */
static void check_reversioned(const alt_cards *db, Altered__GameLog *log)
{
    Altered__Header *h = log->header;
    if (!h || !h->versions)
        return;
    fuzz_saved_header saved;
    fuzz_header_as_built(h, db, &saved);
    replay_result res;
    alt_game *final = NULL;
    replay_game(db, log, 0, NULL, NULL, &res, &final);
    FUZZ_CHECK(res.code != REPLAY_EXIT_DIVERGED, "a divergence without hash checks");
    if (final) {
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(final, &what) == ALT_OK, "the replayed game breaks an invariant: %s", what);
    }
    if (fuzz_verbose())
        fprintf(stderr, "  under this build's versions: %s, %zu steps: %s\n", replay_verdict_name(res.code), res.steps,
                res.msg);
    alt_game_destroy(&final);
    fuzz_header_restore(h, &saved);
}

static void read_archive(const alt_cards *db, pass_result *out)
{
    memset(out, 0, sizeof *out);
    char err[512];
    replay_reader *r = replay_reader_open(memfd_path, err, sizeof err);
    FUZZ_CHECK(r != NULL, "the reader does not open a memory file: %s", err);
    for (;;) {
        Altered__GameLog *log = NULL;
        err[0] = '\0';
        int got = replay_reader_next(r, &log, err, sizeof err);
        FUZZ_CHECK(got >= -1 && got <= 1, "reader status %d", got);
        if (got <= 0) {
            FUZZ_CHECK(got == 0 || err[0] != '\0', "a malformed archive without a reason");
            FUZZ_CHECK(log == NULL, "a game returned with status %d", got);
            out->end = got;
            break;
        }
        FUZZ_CHECK(log != NULL, "status 1 without a game");
        replay_result res;
        alt_game *final = NULL;
        replay_game(db, log, 1, check_step, NULL, &res, &final);
        check_game(db, log, &res, final);
        replay_result judged = res;
        replay_judge_finished(db, log, &judged);
        int cut = res.code == REPLAY_EXIT_OK && res.outcome == ALT_OUTCOME_NONE;
        FUZZ_CHECK(judged.code == (cut ? REPLAY_EXIT_UNFINISHED : res.code), "judged %s, replayed %s (outcome %d)",
                   replay_verdict_name(judged.code), replay_verdict_name(res.code), (int)res.outcome);
        FUZZ_CHECK(!cut || log->n_steps > 0 || strstr(judged.msg, "no step"), "a log without steps: %s", judged.msg);
        size_t packed_len = 0;
        const uint8_t *packed = replay_reader_packed(r, &packed_len);
        char why[256];
        FUZZ_CHECK(replay_wire_strings_check(&altered__game_log__descriptor, packed, packed_len, why, sizeof why) == 0,
                   "the reader let through %s", why);
        check_without_hashes(db, log, &res);
        check_reversioned(db, log);
        verdict *v = &out->v[out->games++];
        v->code = res.code;
        v->steps = res.steps;
        v->fail_step = res.fail_step;
        v->days = res.days;
        v->winner = res.winner;
        v->outcome = res.outcome;
        v->expected = res.expected;
        v->actual = res.actual;
        alt_game_destroy(&final);
        if (out->games == MAX_GAMES)
            break;
    }
    if (out->games < MAX_GAMES) {
        /* The trailer's verdict: one of the documented ones, in words, and
         * "complete" only for an archive that read to its end cleanly. */
        replay_reader_completeness(r, &out->archive);
        replay_archive_verdict av = out->archive.verdict;
        FUZZ_CHECK(av >= REPLAY_ARCHIVE_COMPLETE && av <= REPLAY_ARCHIVE_UNSEALED, "archive verdict %d", (int)av);
        FUZZ_CHECK(out->archive.msg[0] != '\0', "an archive verdict without words");
        FUZZ_CHECK(av != REPLAY_ARCHIVE_COMPLETE || (out->end == 0 && out->archive.games_read == out->games &&
                                                     out->archive.games_sealed == out->games),
                   "complete, yet %zu games read (status %d), %llu sealed", out->games, out->end,
                   (unsigned long long)out->archive.games_sealed);
        FUZZ_CHECK(out->end == 0 || (av != REPLAY_ARCHIVE_COMPLETE && av != REPLAY_ARCHIVE_UNSEALED),
                   "a malformed archive judged %s", replay_archive_verdict_name(av));
    }
    long long done = 0, total = 0;
    replay_reader_progress(r, &done, &total);
    FUZZ_CHECK(done >= 0 && done <= total, "progress %lld of %lld", done, total);
    replay_reader_close(&r);
    FUZZ_CHECK(r == NULL, "replay_reader_close left the pointer");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const alt_cards *db = fuzz_bundled_db();
    load(data, size);
    pass_result *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    FUZZ_CHECK(a && b, "out of memory");
    read_archive(db, a);
    read_archive(db, b);
    FUZZ_CHECK(a->games == b->games && a->end == b->end, "two reads: %zu games (status %d), then %zu (status %d)",
               a->games, a->end, b->games, b->end);
    FUZZ_CHECK(a->archive.verdict == b->archive.verdict && a->archive.first_bad == b->archive.first_bad,
               "two reads judge the archive %s, then %s", replay_archive_verdict_name(a->archive.verdict),
               replay_archive_verdict_name(b->archive.verdict));
    for (size_t i = 0; i < a->games; i++) {
        const verdict *x = &a->v[i], *y = &b->v[i];
        FUZZ_CHECK(x->code == y->code && x->steps == y->steps && x->fail_step == y->fail_step && x->days == y->days &&
                       x->winner == y->winner && x->outcome == y->outcome && x->expected == y->expected &&
                       x->actual == y->actual,
                   "game %zu: two replays disagree (%s at step %zu, then %s at step %zu)", i + 1,
                   replay_verdict_name(x->code), x->fail_step, replay_verdict_name(y->code), y->fail_step);
    }
    free(a);
    free(b);
    return 0;
}
