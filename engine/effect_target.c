/*
 * effect_target.c: what the Unique parts that act on a target and then
 * on what follows from it do to one pick (effect.h, effects.def's
 * "Unique parts: targets"). Their second step reads the target as it was
 * before the first moved it (last known information, CR 2.1.h), which
 * a later step could no longer see: so each is one picking effect.
 */
#include "fx.h"

/* "Discard target Character. If its Base Cost was {3} or more, its
 * controller draws a card": the Base Cost it had in play (CR 4.0 2.2.9:
 * Fleeting, its Reserve Cost), read before it moves, and the controller
 * it had (the player whose zone held it), who draws after the discard. */
ALT_FX_PERFORM(alt_fx_target_discard_draw)
{
    int controller = fx->owner;
    int base = alt_state_base_cost(g, fx->owner, fx->id);
    int least = a->amount == ALT_AMOUNT_ROLL ? fx->res->roll : a->amount;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);
    if (base >= least)
        alt_event_draw(g, controller, 1);
    return 1;
}
