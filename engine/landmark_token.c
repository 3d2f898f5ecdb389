/*
 * landmark_token.c: Skybound Odyssey's tokens that are Permanents in a
 * Landmark zone ("create an [Aerolith] token in your Landmarks"), the
 * effect landmark_token of effects.def. A token Character joins an
 * Expedition (effect.c's token); this one enters a player's Landmark zone,
 * whose limit counts it at Clean-up like any Landmark (CR 4.0 4.2.5.c:
 * the excess is sacrificed), and it ceases to exist once out of play
 * (CR 4.0 2.1.e, 7.3.4).
 */
#include "fx.h"

/* Whose Landmarks: the target player's (where 1, the pick's choice), or,
 * with no pick, yours, "its controller's" (the one the step before picked
 * or the trigger named: a Character discarded keeps the side it was on as
 * the subject's owner, limbo.c), or each player's in initiative order. */
ALT_FX_PERFORM(alt_fx_landmark_token)
{
    if (a->where == 1) {
        alt_event_create_landmark_token(g, fx->owner, fx->p, a->card);
        return 1;
    }
    switch (a->arg) {
    case ALT_LANDMARK_ITS:
        if (fx->r->subject != ALT_NO_OBJECT)
            alt_event_create_landmark_token(g, fx->r->subject_owner, fx->p, a->card);
        return 1;
    case ALT_LANDMARK_OPP:                      /* "target opponent's": the one opponent */
        alt_event_create_landmark_token(g, 1 - fx->p, fx->p, a->card);
        fx->res->did = 1;
        return 1;
    case ALT_LANDMARK_EACH: {
        int first = alt_state_initiative(g);    /* CR 1.4.5 */
        alt_event_create_landmark_token(g, first, fx->p, a->card);
        alt_event_create_landmark_token(g, first ^ 1, fx->p, a->card);
        return 1;
    }
    default:
        alt_event_create_landmark_token(g, fx->p, fx->p, a->card);
        return 1;
    }
}
