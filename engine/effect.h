/*
 * effect.h: effects (docs/architecture.md): what a resolving
 * ability does, step by step; one that must ask a player records where it
 * stopped in g->res and is performed again with the answer. The effects
 * that pick a target or a card are effect_pick.c's (alt_pick_*).
 */
#ifndef ALT_EFFECT_H
#define ALT_EFFECT_H

#include "event.h"

/* CR 6.2.d: before a step moves object id of owner to zone `to`, an
 * optional "instead" its controller has not answered is asked (the flag
 * and the decision set; the step resumes at `back`): 1 when it was, and
 * the step must stop before anything moves. _asks: the same for the
 * resolving picking effect a's move of its target (resuming at the pick). */
int alt_pick_instead_asked(alt_game *g, int owner, uint8_t id, alt_zone to, alt_res_step back);
int alt_pick_instead_asks(alt_game *g, const alt_ability *a, int owner, uint8_t id);
/* Applies a pick (object of owner, or an Expedition) of the resolving effect. */
void alt_pick_apply(alt_game *g, const alt_ability *a, int owner, uint8_t id, int expedition);
/* Pick effects: 1 when done, 0 while a pick waits. */
int alt_pick_run(alt_game *g, const alt_ability *a);
int alt_pick_each_sacrifice(alt_game *g, const alt_ability *a);
int alt_pick_discard_any(alt_game *g);

/* Performs g->res's effect; returns 0 when it stopped to ask a player. */
int alt_effect_perform(alt_game *g);
/* Applies and spends the modifiers that wait for this card; returns 1
 * when one of them makes the card's {R} Reactions activate too. */
int alt_effect_consume_mods(alt_game *g, int p, uint8_t id, const alt_card_info *c, alt_zone from);
/* The k-th card "for each Permanent (other Character) you control" asks
 * about, or ALT_NO_OBJECT past the last. */
uint8_t alt_effect_may_join(const alt_game *g, const alt_reaction *r, const alt_ability *a, int k);
/* The Heroes' "next card" passives as the Afternoon begins. */
void alt_effect_afternoon_passives(alt_game *g);

#endif
