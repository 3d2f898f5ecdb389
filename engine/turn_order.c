/*
 * turn_order.c: Skybound Odyssey's effects on who takes the Afternoon's
 * turns: a player who passes at once ("You may immediately pass", Phileas
 * Fogg; "each player passes", Nuit) and a player who becomes first player
 * (The Hare). Passing is the turn effect of CR 4.0 4.2.3.d done by an
 * effect: the player passes, their "when you pass first" Reactions
 * activate if no other player had passed, and both players' "when any
 * player passes" (decision.c's pass, the same reading), and the turn ends once Limbo is empty (4.2.3.e), as "after
 * you" ends it (7.3.2).
 */
#include "fx.h"

/* Player p passes now; whether it was the first pass of this Afternoon. */
static void passes(alt_game *g, int p)
{
    if (g->p[p].passed)
        return;                                  /* passed already: nothing more to stop */
    int first = !g->p[1 - p].passed;
    g->p[p].passed = 1;
    alt_trigger_in_play(g, p, ALT_TRIG_PASS);
    if (first)
        alt_trigger_in_play(g, p, ALT_TRIG_PASS_FIRST);
    alt_trigger_in_play(g, p, ALT_TRIG_ANY_PASS);
    alt_trigger_in_play(g, 1 - p, ALT_TRIG_ANY_PASS);
}

ALT_FX_PERFORM(alt_fx_pass_now)
{
    (void)a;
    if (g->phase != ALT_PHASE_AFTERNOON)
        return 1;                                /* passing is a turn effect: nothing outside the Afternoon */
    passes(g, fx->p);
    g->turn_ends = 1;
    fx->res->did = 1;
    return 1;
}

/* "Starting with you, they end their Afternoon": the controller, then the
 * other player; the one whose turn it is ends it once Limbo is empty. */
ALT_FX_PERFORM(alt_fx_each_pass)
{
    (void)a;
    if (g->phase != ALT_PHASE_AFTERNOON)
        return 1;
    passes(g, fx->p);
    passes(g, 1 - fx->p);
    g->turn_ends = 1;
    fx->res->did = 1;
    return 1;
}

/* CR 1.4.5: the first player is who the game says; the Day's Succeed
 * (4.2.1.b) hands it on from whoever holds it then. */
ALT_FX_PERFORM(alt_fx_set_first_player)
{
    (void)a;
    g->first_player = (uint8_t)fx->owner;
    return 1;
}
