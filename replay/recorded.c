/*
 * recorded.c: feeding a recorded log's chance outcomes to the engine, and
 * reading a played step's back (recorded.h). The verifier and the daemon
 * replay recorded logs through the same function, so both refuse an
 * impossible outcome, and a log short of one, with the same words.
 */
#include "recorded.h"

#include "replay.h"

#include <stdio.h>

void replay_chance_describe(const alt_game *g, char *buf, size_t size)
{
    alt_chance_event e = alt_game_chance(g);
    switch (e.kind) {
    case ALT_CHANCE_DECK:
        snprintf(buf, size, "player %u's Deck (card %u of %u from the top, CR %s)", e.player, e.given + 1u, e.count,
                 e.rule);
        break;
    case ALT_CHANCE_TUMULT_ORDER:
        snprintf(buf, size, "the Tumult card of slot %u (CR %s)", e.given, e.rule);
        break;
    case ALT_CHANCE_HAND_CARD:
        snprintf(buf, size, "a card of player %u's Hand at random (one of %u, CR %s)", e.player, e.count, e.rule);
        break;
    case ALT_CHANCE_NONE:
        snprintf(buf, size, "no chance event");
        break;
    default:
        snprintf(buf, size, "the %s (CR %s)", alt_chance_name(e.kind), e.rule);
        break;
    }
}

int replay_chance_feed(alt_game *g, const uint32_t *out, size_t n, char *msg, size_t msg_size)
{
    size_t i = 0;
    char what[128];
    while (alt_game_decision(g).kind == ALT_DEC_CHANCE) {
        replay_chance_describe(g, what, sizeof what);
        if (i == n) {
            snprintf(msg, msg_size, "the log records %zu chance outcome%s here, and the rules call for more: %s", n,
                     n == 1 ? "" : "s", what);   /* "0 chance outcomes", "1 chance outcome" */
            return REPLAY_EXIT_MALFORMED;
        }
        if (out[i] > 0xFFFF) {
            snprintf(msg, msg_size, "chance outcome %zu, %u, for %s: no such outcome", i + 1, out[i], what);
            return REPLAY_EXIT_ILLEGAL;
        }
        alt_action a = {ALT_ACT_CHANCE, ALT_CHANCE_PLAYER, ALT_NO_OBJECT, 0, (uint16_t)out[i], 0};
        const char *reason = NULL;
        alt_err err = alt_game_apply(g, &a, &reason);
        if (err != ALT_OK) {
            snprintf(msg, msg_size, "chance outcome %zu, %u, for %s: %s: %s", i + 1, out[i], what, alt_strerror(err),
                     reason ? reason : "");
            return REPLAY_EXIT_ILLEGAL;
        }
        i++;
    }
    if (i < n) {
        snprintf(msg, msg_size, "the log records %zu chance outcome%s here; the rules called for %zu", n,
                 n == 1 ? "" : "s", i);
        return REPLAY_EXIT_MALFORMED;
    }
    return REPLAY_EXIT_OK;
}

size_t replay_chance_drawn(const alt_game *g, uint32_t *out, size_t cap)
{
    alt_action a[ALT_POS_CHANCE];
    size_t n = alt_game_chance_drawn(g, a, ALT_POS_CHANCE);
    if (n == (size_t)-1)
        return n;
    for (size_t i = 0; i < n && i < cap; i++)
        out[i] = a[i].choice;
    return n;
}
