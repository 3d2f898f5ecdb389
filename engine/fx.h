/*
 * fx.h: the effects Trial by Frost's cards brought (docs/architecture.md,
 * layer 6, beside effect.c), one file per rules area: exhaustion in the
 * Reserve (effect_reserve.c), cards played as an effect resolves
 * (play_now.c), Hand and Reserve (hand_reserve.c), several targets, a
 * target player or Expedition, and "it" (multi_target.c), modes
 * (modes.c). Each effect is a row of effects.def naming its alt_fx_*
 * function; one that asks a player says what it picks in its row
 * (ALT_PICKS), whose answers condition.c lists and describe.c words, and
 * its function acts on them, asking each step in turn.
 */
#ifndef ALT_FX_H
#define ALT_FX_H

#include "effect.h"
#include "reserve_exhaust.h"
#include "standing.h"
#include "status_gain.h"

/* The signature of every effect's function (effect.h declares each from
 * its effects.def row); these read the Reaction resolving from g->res. */
#define ALT_FX_PERFORM(name) int name(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)

/* CR 6.5.g: once a step of a modal effect is done (done: its resolution),
 * the ability index of the next mode chosen, which it takes off the list
 * it keeps (done->dice); -1 when no mode is left, or the step is none of a
 * modal effect's. */
int alt_fx_next_mode(const alt_game *g, alt_resolution *done);

/* Unique parts: the {J} Reactions "it" (the resolution's subject) can be
 * made to activate ({R} for it_activate_one_reserve), at most cap of
 * their ability indexes in out (effect_target.c); returns how many there
 * are. */
int alt_fx_it_join_abilities(const alt_game *g, uint8_t *out, int cap);
/* One of those Reactions activates, created by its card (CR 4.0 7.3.1.d):
 * the resolving ability's controller p picks which when there are
 * several (returns 0: asked). "It" is the card a "next card" Reaction
 * (ALT_POS_MOD_R_ONE) is about, or the resolution's subject. Returns 1
 * when done. */
int alt_fx_activate_one(alt_game *g, int p, alt_resolution *res);
/* Unique parts: the ways "it" may go (ALT_IT_WAY_*) that the resolving
 * it_discard_or_reserve or it_reserve_or_hand offers, in ways; returns
 * how many (effect_target.c). */
enum { ALT_IT_WAY_DISCARD, ALT_IT_WAY_RESERVE, ALT_IT_WAY_HAND, ALT_IT_WAY_NONE };
int alt_fx_it_ways(const alt_game *g, uint8_t ways[3]);
/* Unique parts: whether player p may play object id of `owner`'s, a card
 * of a Hand revealed at random, for free (opp_random_hand_play, play_now.c):
 * else it is discarded without a question. */
int alt_fx_random_hand_playable(const alt_game *g, int p, int owner, uint8_t id);

#endif
