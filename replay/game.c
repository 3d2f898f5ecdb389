/*
 * game.c: the replay loop. It never keeps more than the live game: when a
 * step fails, the state before it is rebuilt by replaying again, so the
 * common path pays for no copies.
 */
#include "game.h"
#include "replay.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static int setup_game(const alt_cards *db, const Altered__GameLog *log, alt_game **g, replay_result *res)
{
    alt_setup setup;
    int rc = replay_log_setup(db, log, &setup, res->msg, sizeof res->msg);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    char why[256];
    alt_err err = alt_game_new(db, &setup, g, why, sizeof why);
    if (err == ALT_OK)
        return REPLAY_EXIT_OK;
    snprintf(res->msg, sizeof res->msg, "%s: %s", alt_strerror(err), why);
    switch (err) {
    case ALT_E_UNSUPPORTED_CARD:
    case ALT_E_UNKNOWN_CARD:
    case ALT_E_RULESET: return REPLAY_EXIT_UNSUPPORTED;
    case ALT_E_DECK_INVALID: return REPLAY_EXIT_ILLEGAL;
    default: return REPLAY_EXIT_MALFORMED;
    }
}

void replay_game(const alt_cards *db, const Altered__GameLog *log, int check_hashes, replay_step_fn fn, void *ctx,
                 replay_result *res, alt_game **final)
{
    memset(res, 0, sizeof *res);
    res->winner = -1;
    if (final)
        *final = NULL;
    alt_game *g = NULL;
    res->code = setup_game(db, log, &g, res);
    if (res->code != REPLAY_EXIT_OK)
        return;
    uint64_t h = alt_game_hash(g);
    if (check_hashes && log->initial_hash != h) {
        res->code = REPLAY_EXIT_DIVERGED;
        res->expected = log->initial_hash;
        res->actual = h;
        snprintf(res->msg, sizeof res->msg, "the initial state differs from the recorded one");
    }
    for (size_t k = 0; res->code == REPLAY_EXIT_OK && k < log->n_steps; k++) {
        const Altered__Step *st = log->steps[k];
        alt_action a;
        if (!st || replay_action_from_log(st->action, &a) != 0) {
            res->code = REPLAY_EXIT_MALFORMED;
            res->fail_step = k + 1;
            snprintf(res->msg, sizeof res->msg, "step %zu holds no action, or a field out of range", k + 1);
            break;
        }
        const char *reason = NULL;
        alt_err err = alt_game_apply(g, &a, &reason);
        if (err != ALT_OK) {
            res->code = REPLAY_EXIT_ILLEGAL;
            res->fail_step = k + 1;
            snprintf(res->msg, sizeof res->msg, "%s: %s", alt_strerror(err), reason ? reason : "");
            break;
        }
        h = alt_game_hash(g);
        if (check_hashes && st->hash != h) {
            res->code = REPLAY_EXIT_DIVERGED;
            res->fail_step = k + 1;
            res->expected = st->hash;
            res->actual = h;
            snprintf(res->msg, sizeof res->msg, "the state after the step differs from the recorded one");
            break;
        }
        res->steps = k + 1;
        if (fn && fn(ctx, g, k + 1, &a, h))
            break;
    }
    alt_decision d = alt_game_decision(g);
    res->days = d.day;
    res->winner = alt_game_winner(g);
    res->outcome = alt_game_outcome(g);
    if (final)
        *final = g;
    else
        alt_game_destroy(&g);
}

alt_game *replay_state_before(const alt_cards *db, const Altered__GameLog *log, size_t k)
{
    replay_result res;
    alt_game *g = NULL;
    if (setup_game(db, log, &g, &res) != REPLAY_EXIT_OK)
        return NULL;
    for (size_t i = 0; i + 1 < k && i < log->n_steps; i++) {
        alt_action a;
        if (!log->steps[i] || replay_action_from_log(log->steps[i]->action, &a) != 0 ||
            alt_game_apply(g, &a, NULL) != ALT_OK)
            break;
    }
    return g;
}
