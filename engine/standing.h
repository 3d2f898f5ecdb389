/*
 * standing.h: what Trial by Frost's conditions, targets and cheaper costs
 * read (docs/architecture.md, layer 3, beside condition.c): cards in Hand
 * and Reserve, exhausted cards, Permanents, Fleeting Characters, where a
 * card or "it" stands (its terrain, its Expedition ahead or behind), and
 * which objects the set's target kinds name.
 */
#ifndef ALT_STANDING_H
#define ALT_STANDING_H

#include "condition.h"
#include "statics.h"

/* Whether the ability's condition holds for the Reaction, for the
 * conditions the set added about "it" (ALT_COND_IT_COST_GE on): 1 or 0;
 * -1 for any other condition (alt_cond_holds answers those; the set's
 * counting conditions are counts.def's). */
int alt_standing_cond(const alt_game *g, const alt_reaction *r, const alt_ability *a);
/* Whether object id of owner is a legal target of the set's kinds
 * (ALT_TARGET_OTHER_FLEETING_CHAR on), the Hand Cost limits aside: 1 or
 * 0; -1 for any other kind. */
int alt_standing_target(const alt_game *g, const alt_reaction *r, const alt_ability *a, int owner, uint8_t id);

#endif
