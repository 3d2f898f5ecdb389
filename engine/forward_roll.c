/*
 * forward_roll.c: what the die of "if my Expedition would move forward
 * during Dusk, roll a die" makes of Progress's move (Skybound Odyssey's
 * Eris; CR 6.2.b). The steps resolve while Progress waits (dusk.c asks
 * them one by one); each only notes its outcome on the Expedition, for
 * Progress to read as it moves every Expedition at once (CR 4.2.4.h).
 */
#include "effect.h"

/* "It moves forward one more region instead" (dusk_more), "it doesn't move
 * instead" (dusk_stays): the Expedition of the step's source. Anywhere
 * else but Progress's wait (a card that left its Expedition, a step no
 * modifier started) there is no move to change, and nothing happens. */
int alt_fx_dusk_roll(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (g->phase != ALT_PHASE_DUSK || (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION))
        return 1;
    uint8_t *m = &g->p[fx->p].moved_today[fx->sz == ALT_Z_EXP_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION];
    if (!(*m & ALT_MOVED_ROLLS))
        return 1;
    if (a->effect == ALT_FX_DUSK_STAYS)
        *m |= ALT_MOVED_STAYS;
    else if ((*m & ALT_MOVED_MORE) != ALT_MOVED_MORE)
        *m = (uint8_t)(*m + ALT_MOVED_MORE_ONE);   /* seven is the most, as rolls are (dusk.c) */
    return 1;
}
