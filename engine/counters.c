/*
 * counters.c: counters gained (counters.h). "When I gain my third Trial
 * counter" is a threshold crossed, not a count read later: the Reaction
 * activates as the count goes from two or fewer to three or more, once.
 */
#include "counters.h"

void alt_counters_gain(alt_game *g, int p, uint8_t source, uint16_t card, int n)
{
    uint8_t *c = alt_state_counters_ref(g, p, source, card);
    if (!c || n <= 0 || alt_passive_no_counters(g, p, source))
        return;
    int before = *c;
    *c = (uint8_t)(before + n > 255 ? 255 : before + n);
    if (before < 3 && *c >= 3)
        alt_trigger_source(g, p, source, ALT_TRIG_THIRD_COUNTER, 0);
}
