/*
 * counters.h: an object gains counters (CR 7.3.12) as an event: Trial by
 * Frost's Icebound landmarks react to their third. Layer 5, beside event.c.
 */
#ifndef ALT_COUNTERS_H
#define ALT_COUNTERS_H

#include "event.h"

/* The source (object `source` of player p while it is the card `card` in
 * play, or the Hero) gains n counters; "When I gain my third counter"
 * Reactions activate as its count reaches three. Nothing happens to a
 * source that is no longer that card in play. */
void alt_counters_gain(alt_game *g, int p, uint8_t source, uint16_t card, int n);

#endif
