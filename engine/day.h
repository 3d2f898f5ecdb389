/*
 * day.h: the Day's structure (docs/architecture.md): the
 * phases in order, and where the Day goes on once Limbo is empty.
 */
#ifndef ALT_DAY_H
#define ALT_DAY_H

#include "dusk.h"

/* Runs automatic steps until a decision waits (after a decision outside the Afternoon). */
void alt_day_advance(alt_game *g);
void alt_day_start_afternoon(alt_game *g);
void alt_day_end_turn(alt_game *g, int p);
void alt_day_rest(alt_game *g);
void alt_day_progress(alt_game *g);
void alt_day_cleanup(alt_game *g);
void alt_day_victory(alt_game *g);
void alt_day_expand(alt_game *g);
/* Checks Reactions and resolves until a choice waits or Limbo is empty,
 * then goes where g->resume says. */
void alt_day_resolve(alt_game *g);
/* Where the Day goes on once Limbo is empty (g->resume, which this module
 * alone writes): a turn effect of player p sets it as it begins (a card
 * played ends the turn, a quick action does not, CR 4.2.3.e); a position
 * restores it as it was. */
void alt_day_set_resume(alt_game *g, alt_resume how, int player);
/* A table of the engine is full: the game ends at once, without a winner. */
void alt_day_engine_limit(alt_game *g);

#endif
