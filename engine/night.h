/*
 * night.h: the Night's daily effects (docs/architecture.md): Rest, Clean-up, Check Victory.
 */
#ifndef ALT_NIGHT_H
#define ALT_NIGHT_H

#include "limbo.h"

void alt_night_rest(alt_game *g);
/* Player p's limit of zone z (Reserve or Landmark) at Clean-up, 0 or more. */
int alt_night_limit(const alt_game *g, int p, alt_zone z);
/* Whether a zone may rightly be past its limit from Clean-up to the next
 * Night: a Reaction as Night goes on may fill it (CR 4.2.5.c). */
int alt_night_limits_may_be_passed(const alt_game *g);
/* Clean-up picks still owed by player p (0 when done). */
int alt_night_picks_needed(const alt_game *g, int p, alt_zone *zone);
/* Whether player p's Reserve keeps everything at Clean-up, without a
 * choice: within the limit, or within it and Trial by Frost's keep_exhausted
 * allowance. */
int alt_night_reserve_fits(const alt_game *g, int p);
/* Whether player p may keep object id now: past the Reserve limit only an
 * exhausted card (keep_exhausted). */
int alt_night_keep_allowed(const alt_game *g, int p, uint8_t id);
/* The objects of zone z the player has kept in this Clean-up. */
int alt_night_kept(const alt_player *pl, alt_zone z);
void alt_night_cleanup_finish(alt_game *g);
void alt_night_check_victory(alt_game *g);

/* CR 6.2.d: before Rest, the optional "instead" of a card Rest would move
 * out of the Expedition zone, first player first: 1 when one is asked (a
 * choice waits; Rest runs once every such question is answered). */
int alt_night_rest_asks(alt_game *g);

#endif
