/*
 * count.h: the numbers a condition can read (counts.def), for the
 * conditions (condition.c) and the effects that count (boost_self_per).
 */
#ifndef ALT_COUNT_H
#define ALT_COUNT_H

#include "state.h"

/* Count condition c (ALT_COND_FIRST_COUNT on) for the Reaction r: its
 * controller is "you", its source "it". */
int alt_count_value(const alt_game *g, const alt_reaction *r, alt_condition c);
/* Whether object id of player p has a {D} ability (a support quick
 * action): none in a Reserve once exhausted (CR 4.0 2.2.12.j). */
int alt_count_has_support(const alt_game *g, int p, uint8_t id);
/* Whispers from the Maze: "X, my number of Arcane counters": the counters
 * of r's source while it is still that card, wherever it is (in play, in
 * its Reserve, a Spell in Limbo, which keeps those it had in the Reserve,
 * CR 4.0 2.5.k); 0 once it is gone. */
int alt_count_my_counters(const alt_game *g, const alt_reaction *r);
/* What an ALT_ARGS_PER argument counts for the Reaction r ("per card in
 * your Reserve", "per point of the die", a count): per is the ability's
 * arg (ALT_PER_*), roll the die's result of the effect (0 outside one). */
int alt_count_per(const alt_game *g, const alt_reaction *r, int per, int roll);
/* An amount or a cost bound of the encoding: v itself, or X+K for
 * ALT_AMOUNT_MY_COUNTERS - K (ability.h). */
int alt_count_amount(const alt_game *g, const alt_reaction *r, int v);

#endif
