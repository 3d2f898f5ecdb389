/*
 * decision.h: decisions (docs/architecture.md): whether an
 * answer is legal, and applying it.
 */
#ifndef ALT_DECISION_H
#define ALT_DECISION_H

#include "day.h"

alt_err alt_decision_check(const alt_game *g, const alt_action *a, const char **reason);
void alt_decision_apply(alt_game *g, const alt_action *a);

#endif
