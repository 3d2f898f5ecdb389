/*
 * night.h: the Night's daily effects (docs/architecture.md): Rest, Clean-up, Check Victory.
 */
#ifndef ALT_NIGHT_H
#define ALT_NIGHT_H

#include "limbo.h"

void alt_night_rest(alt_game *g);
/* Clean-up picks still owed by player p (0 when done). */
int alt_night_picks_needed(const alt_game *g, int p, alt_zone *zone);
void alt_night_cleanup_finish(alt_game *g);
void alt_night_check_victory(alt_game *g);

#endif
