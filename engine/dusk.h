/*
 * dusk.h: the Progress daily effect (docs/architecture.md).
 */
#ifndef ALT_DUSK_H
#define ALT_DUSK_H

#include "night.h"

void alt_dusk_progress(alt_game *g);

#endif
