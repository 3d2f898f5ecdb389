/*
 * status_gain.h: an object gains a status (CR 7.3.13) as an event: the
 * replacements Trial by Frost's cards put on it ("if I would gain Fleeting,
 * I gain 1 boost instead") and the Reactions to it ("when I gain Fleeting",
 * "when a Character you control gains Fleeting"). Layer 5, beside event.c.
 */
#ifndef ALT_STATUS_GAIN_H
#define ALT_STATUS_GAIN_H

#include "event.h"

/* Object id of player p, in play, gains a status bit (ALT_ST_FLEETING,
 * ALT_ST_ANCHORED or ALT_ST_ASLEEP). A status it has already is not gained
 * again (CR 7.3.13.b; "I can gain Fleeting even if I was already
 * Fleeting", refleeting, aside); a replacement of the card's own is applied
 * instead (fleeting_to_boost, asleep_to_anchored). Returns 1 when it
 * gained the status asked. A Landmark never gains Fleeting. */
int alt_status_gain(alt_game *g, int p, uint8_t id, uint8_t bit);

#endif
