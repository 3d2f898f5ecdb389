/*
 * dusk.h: the Progress daily effect (docs/architecture.md).
 */
#ifndef ALT_DUSK_H
#define ALT_DUSK_H

#include "night.h"

void alt_dusk_progress(alt_game *g);
/* Each terrain total of one Expedition (CR 4.2.4.b), Asleep ignored,
 * Gigantic counted in both of its controller's Expeditions. */
void alt_dusk_totals(const alt_game *g, int p, alt_expedition e, int out[ALT_TERRAINS]);

#endif
