/*
 * fx.h: the effects Trial by Frost's cards brought (docs/architecture.md,
 * layer 6, beside effect.c), one file per rules area: exhaustion in the
 * Reserve (effect_reserve.c), cards played as an effect resolves
 * (play_now.c), Hand and Reserve (hand_reserve.c), several targets, a
 * target player or Expedition, and "it" (multi_target.c), modes
 * (modes.c). Each effect is a row of effects.def naming its alt_fx_*
 * function; each that asks a player keeps its whole logic in its file:
 * what it does, the answers it lists (alt_fx_options) and their words
 * (alt_fx_describe).
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

/* alt_fx_options' and alt_fx_describe's answer for an effect of another file. */
#define ALT_FX_NOT_MINE ((size_t)-1)

/* The answers the resolving ability's pick takes, when it is one of these
 * effects (up to cap written to out, how many returned); ALT_FX_NOT_MINE
 * otherwise. */
size_t alt_fx_options(const alt_game *g, alt_action *out, size_t cap);
/* Words for one answer of such a pick (snprintf semantics), or
 * ALT_FX_NOT_MINE. */
size_t alt_fx_describe(const alt_game *g, const alt_action *a, char *buf, size_t cap);
/* A position's resolution that waits on one of these picks, checked: NULL
 * when it is one the engine can reach, else why not. */
const char *alt_fx_check_choice(const alt_game *g);

/* CR 6.5.g: once a step of a modal effect is done (done: its resolution),
 * the ability index of the next mode chosen, which it takes off the list
 * it keeps (done->dice); -1 when no mode is left, or the step is none of a
 * modal effect's. */
int alt_fx_next_mode(const alt_game *g, alt_resolution *done);

/* Per file: its options, words and position check (NOT_MINE / NULL for
 * another file's effect). */
size_t alt_fx_reserve_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap);
size_t alt_fx_play_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap);
size_t alt_fx_hand_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap);
size_t alt_fx_multi_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap);
size_t alt_fx_mode_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap);
size_t alt_fx_reserve_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap);
size_t alt_fx_play_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap);
size_t alt_fx_hand_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap);
size_t alt_fx_multi_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap);
size_t alt_fx_mode_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap);
const char *alt_fx_reserve_check(const alt_game *g, const alt_ability *a);

/* Shared by the files: an answer of a pick. */
static inline alt_action alt_fx_option(int player, uint8_t object, int expedition, int choice)
{
    return alt_state_action(ALT_ACT_CHOOSE, player, object, expedition, choice);
}
/* Appends an answer to a list (counting past cap). */
static inline void alt_fx_add(alt_action *out, size_t cap, size_t *n, alt_action a)
{
    if (*n < cap)
        out[*n] = a;
    (*n)++;
}
/* The ability resolving (not a granted one: those ask nothing). */
static inline const alt_ability *alt_fx_resolving(const alt_game *g)
{
    return alt_state_ability(g, g->res.r.card, g->res.r.ability);
}

#endif
