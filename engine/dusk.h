/*
 * dusk.h: the Progress daily effect (docs/architecture.md).
 */
#ifndef ALT_DUSK_H
#define ALT_DUSK_H

#include "night.h"

/* CR 6.2.b, 6.2.g-i: as Progress is about to happen, the next "if my
 * Expedition would move forward during Dusk" of an Expedition that would
 * move, first player first, in the order its cards joined: its steps (a
 * die, what the die makes of the move) start resolving, and 1 is returned;
 * Progress waits for them (day.c), then asks again. 0 when none is left. */
int alt_dusk_progress_asks(alt_game *g);
/* Progress, the moves made as the totals and the rolls say. */
void alt_dusk_progress(alt_game *g);

#endif
