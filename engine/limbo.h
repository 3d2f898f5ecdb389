/*
 * limbo.h: Limbo (docs/architecture.md): the Reactions waiting
 * there and the one resolving (CR 4.4, 6.1). It resolves until a choice
 * waits or nothing is left, and says which; where the Day goes on then is
 * the Day's business (day.h's alt_day_resolve), never Limbo's.
 */
#ifndef ALT_LIMBO_H
#define ALT_LIMBO_H

#include "play.h"

typedef enum alt_limbo_status {
    ALT_LIMBO_WAITING = 0,    /* a player's choice waits */
    ALT_LIMBO_EMPTY,          /* nothing left to resolve: the Day goes on (g->resume) */
    ALT_LIMBO_OVER            /* the game ended while resolving */
} alt_limbo_status;

/* Checks Reactions (CR 4.4) and resolves until a choice waits or Limbo is empty. */
alt_limbo_status alt_limbo_run(alt_game *g);
/* Starts one ability's effect now (a quick action's). */
void alt_limbo_start(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability);
/* The answers the pending REACTION or CHOICE decision takes. */
size_t alt_limbo_options(const alt_game *g, alt_action *out, size_t cap);
/* Records an answer; alt_limbo_run (through alt_day_resolve) goes on with it. */
void alt_limbo_answer(alt_game *g, const alt_action *a);

#endif
