/*
 * reserve_exhaust.h: exhaustion in the Reserve as events (CR 2.4.5,
 * 7.3.10, 7.3.11, 7.3.18): a card in a Reserve exhausted by a player, a
 * card readied, Exhausted Resupply. Layer 5, beside event.c: Trial by
 * Frost's cards react to "you exhaust a card in Reserve".
 */
#ifndef ALT_RESERVE_EXHAUST_H
#define ALT_RESERVE_EXHAUST_H

#include "event.h"

/* Player `who` exhausts object id of player `owner`, in owner's Reserve
 * (CR 3.0 7.3.10.a): a ready card becomes exhausted and who's "When you exhaust
 * a card in Reserve" Reactions activate; an exhausted card cannot be
 * exhausted again (CR 7.3.13.b). Returns 1 when it was exhausted. */
int alt_exhaust_in_reserve(alt_game *g, int who, int owner, uint8_t id);
/* Readies an exhausted object (CR 3.0 7.3.18.a): 1 when it was exhausted. */
int alt_exhaust_ready(alt_game *g, int owner, uint8_t id);
/* Exhausted Resupply for player p, no modifier replacing the Resupply
 * (CR 3.0 7.3.11.a): the top card of p's Deck to p's Reserve (the Discard
 * pile shuffled in first when the Deck is empty), then p exhausts it; the
 * opponent's "when an opponent does Resupply" Reactions as for a Resupply.
 * Returns the card's id, ALT_NO_OBJECT when there was none. */
uint8_t alt_exhaust_resupply(alt_game *g, int p);

#endif
