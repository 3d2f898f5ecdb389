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

#endif
