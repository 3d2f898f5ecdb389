/*
 * fx.c: the one way in to the picks of Trial by Frost's effects (fx.h):
 * Limbo lists their answers, describe.c words them and a position checks
 * them through here, each file answering for its own effects.
 */
#include "fx.h"

#include <stdio.h>

size_t alt_fx_options(const alt_game *g, alt_action *out, size_t cap)
{
    if (!g->res.active || alt_state_granted(g->res.r.ability))
        return ALT_FX_NOT_MINE;
    const alt_ability *a = alt_fx_resolving(g);
    if (a->effect < ALT_FX_EXHAUST_SELF)
        return ALT_FX_NOT_MINE;                        /* the effects before the set's: one test */
    size_t (*const lists[])(const alt_game *, const alt_ability *, alt_action *, size_t) = {
        alt_fx_reserve_options, alt_fx_play_options, alt_fx_hand_options, alt_fx_multi_options, alt_fx_mode_options};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        size_t n = lists[i](g, a, out, cap);
        if (n != ALT_FX_NOT_MINE)
            return n;
    }
    return ALT_FX_NOT_MINE;
}

size_t alt_fx_describe(const alt_game *g, const alt_action *x, char *buf, size_t cap)
{
    if (!g->res.active || alt_state_granted(g->res.r.ability) || g->res.step != ALT_RES_PICK_ASKED)
        return ALT_FX_NOT_MINE;
    const alt_ability *a = alt_fx_resolving(g);
    if (a->effect < ALT_FX_EXHAUST_SELF)
        return ALT_FX_NOT_MINE;
    size_t (*const words[])(const alt_game *, const alt_ability *, const alt_action *, char *, size_t) = {
        alt_fx_reserve_describe, alt_fx_play_describe, alt_fx_hand_describe, alt_fx_multi_describe,
        alt_fx_mode_describe};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t n = words[i](g, a, x, buf, cap);
        if (n != ALT_FX_NOT_MINE)
            return n;
    }
    return ALT_FX_NOT_MINE;
}

const char *alt_fx_check_choice(const alt_game *g)
{
    if (!g->res.active || alt_state_granted(g->res.r.ability))
        return NULL;
    const alt_ability *a = alt_fx_resolving(g);
    const alt_resolution *res = &g->res;
    if (a->effect < ALT_FX_EXHAUST_SELF)
        return NULL;
    const char *why = alt_fx_reserve_check(g, a);
    if (why)
        return why;
    if (res->step == ALT_RES_PICK_ASKED && alt_fx_options(g, NULL, 0) == 0)
        return "resolving: a pick waits with nothing to pick";
    return NULL;
}
