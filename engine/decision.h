/*
 * decision.h: decisions (docs/architecture.md): whether an
 * answer is legal, and applying it.
 */
#ifndef ALT_DECISION_H
#define ALT_DECISION_H

#include "day.h"

alt_err alt_decision_check(const alt_game *g, const alt_action *a, const char **reason);
void alt_decision_apply(alt_game *g, const alt_action *a);
/* alt_decision_apply, then the end of the game a full table brings. */
void alt_decision_step(alt_game *g, const alt_action *a);
/* The legal answers of a player's decision (alt_game_list's contract). */
size_t alt_decision_list(const alt_game *g, alt_action *out, size_t cap);

#endif
