/*
 * sacrifice_costs.c: Skybound Odyssey's sacrifices that pay for something
 * (CR 7.3.25): "You may sacrifice any number of Permanents to give me that
 * many boosts" (Lucan's rare, sacrifices_boost) and "You may sacrifice a
 * Permanent to reduce my cost by {N}" (Detonation, sacrifice_for_less, the
 * play option that passive.c prices and play.c asks before the Spell's
 * effects, as Trial by Frost's discard_for_less). Each sacrifice is the
 * event's own, so that "when you sacrifice a Permanent" hears every one.
 */
#include "fx.h"

/* One card at a time, sacrificed as chosen; once the player says that's
 * all (or none is left), the card gains as many boosts, if it is still in
 * an Expedition. */
ALT_FX_PERFORM(alt_fx_sacrifices_boost)
{
    (void)a;
    if (fx->end) {
        if (fx->res->done > 0 && (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION))
            alt_event_gain_boosts(g, fx->p, fx->r->source, fx->res->done);
        return 1;
    }
    alt_event_sacrifice(g, fx->owner, fx->id);
    fx->res->done++;
    return 1;
}

/* The Spell's cheaper cost: the Permanent chosen is sacrificed before its
 * effects. */
ALT_FX_PERFORM(alt_fx_sacrifice_for_less)
{
    (void)a;
    alt_event_sacrifice(g, fx->owner, fx->id);
    return 1;
}
