/*
 * play_now.c: a card played as an effect resolves (fx.h): "you may
 * immediately play a Character for {3} less", "starting with you, each
 * player may immediately play a card with Hand Cost {3} or less for
 * free". The card is played from Hand or Reserve as a turn plays it
 * (decision.c): its cost paid, Limbo, Fleeting from Reserve, then it joins
 * and its {J}, {H} or {R} Reactions and the "when you play" ones
 * activate; only the turn goes on. A Spell waits in Limbo and resolves
 * once the effect that played it is done (docs/rules-choices.md, "Cards
 * played by an effect").
 */
#include "fx.h"
#include "play.h"

#include <stdio.h>

/* What player p would pay to play object id from zone `from` into
 * Expedition e this way (0 for free), or -1 when it cannot be played so. */
static int cost_now(const alt_game *g, const alt_ability *a, int p, uint8_t id, int e)
{
    const alt_object *o = &g->p[p].obj[id];
    const alt_card_info *c = alt_state_card(g, p, id);
    alt_zone from = (alt_zone)o->zone;
    if (!c->supported || c->type == ALT_TYPE_TOKEN_MANA || c->type == ALT_TYPE_HERO ||
        !alt_passive_play_matches(a->where, c, from) || alt_passive_play_refused(g, p, o->card))
        return -1;
    if (from == ALT_Z_RESERVE && (o->status & ALT_ST_EXHAUSTED) && !alt_static_may_play_exhausted(g, p, id, e))
        return -1;                                     /* CR 2.4.5.c, 2.4.5.d */
    if (a->effect == ALT_FX_EACH_MAY_PLAY_FREE)
        return 0;                                      /* CR 7.3.20: for free */
    return alt_play_cost(g, p, id, ALT_COST_NORMAL, a->amount, e);
}

/* Every card player p may play this way, as (object, Expedition, p). */
static size_t playable(const alt_game *g, const alt_ability *a, int p, alt_action *out, size_t cap)
{
    size_t n = 0;
    static const alt_zone zones[] = {ALT_Z_HAND, ALT_Z_RESERVE};
    const alt_player *pl = &g->p[p];
    int ready = alt_state_ready_mana(pl);
    for (size_t z = 0; z < 2; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[z])[i];
            int exps = alt_play_joins_expedition(alt_state_card(g, p, id)) ? 2 : 1;
            for (int e = 0; e < exps; e++) {
                int cost = cost_now(g, a, p, id, e);
                if (cost >= 0 && cost <= ready)
                    alt_fx_add(out, cap, &n, alt_fx_option(p, id, e, p));
            }
        }
    return n;
}

/* Plays object id of player p into Expedition e (when it joins one), as
 * a turn plays it: the one sequence (play.c), through Limbo. */
static void play(alt_game *g, const alt_ability *a, int p, uint8_t id, int e)
{
    int free = a->effect == ALT_FX_EACH_MAY_PLAY_FREE;   /* CR 7.3.20: for free */
    alt_play how = {(uint8_t)p, (uint8_t)p, id, (uint8_t)e, ALT_COST_NORMAL, ALT_PLAY_EFFECT, (uint8_t)free, 0,
                    (uint8_t)(free ? 0 : a->amount), 1};
    alt_play_card(g, &how);
}

/* play_now: the controller picks one card (when there is one); each_may_
 * play_free: each player in turn picks one or none (done 0, then 1). */
ALT_FX_PERFORM(alt_fx_play_now)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int each = a->effect == ALT_FX_EACH_MAY_PLAY_FREE;
    if (res->step == ALT_RES_PICK_ASKED) {
        int who = alt_cond_picker(g);
        if (res->pick_object != ALT_NO_OBJECT) {
            play(g, a, who, res->pick_object, res->pick_expedition);
            res->did = 1;
        }
        res->done++;
        if (!each)
            return 1;                                  /* still "a pick asked": the card played is "it" (limbo.c) */
        res->step = ALT_RES_RUN;
    }
    for (; res->done < (each ? 2 : 1); res->done++) {
        int who = alt_cond_picker(g);
        if (playable(g, a, who, NULL, 0) > 0) {
            alt_state_ask(g, who, ALT_RES_PICK_ASKED);
            return 0;
        }
    }
    return 1;
}

size_t alt_fx_play_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap)
{
    if (a->effect != ALT_FX_PLAY_NOW && a->effect != ALT_FX_EACH_MAY_PLAY_FREE)
        return ALT_FX_NOT_MINE;
    size_t n = 0;
    int who = g->dec_player;
    if (a->effect == ALT_FX_EACH_MAY_PLAY_FREE)
        alt_fx_add(out, cap, &n, alt_fx_option(who, ALT_NO_OBJECT, 0, 0));   /* "may": none */
    size_t k = playable(g, a, who, n < cap ? out + n : NULL, n < cap ? cap - n : 0);
    return n + k;
}

size_t alt_fx_play_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap)
{
    if (a->effect != ALT_FX_PLAY_NOW && a->effect != ALT_FX_EACH_MAY_PLAY_FREE)
        return ALT_FX_NOT_MINE;
    int p = x->player & 1;
    if (x->object == ALT_NO_OBJECT || x->object >= ALT_OBJ_MAX || g->p[p].obj[x->object].card == ALT_CARD_NONE)
        return (size_t)snprintf(buf, cap, "plays no card");
    const alt_card_info *c = alt_state_card(g, p, x->object);
    if (alt_play_joins_expedition(c))
        return (size_t)snprintf(buf, cap, "plays %s (#%u) into the %s Expedition", c->name, x->object,
                                x->expedition == ALT_EXP_HERO ? "Hero" : "Companion");
    return (size_t)snprintf(buf, cap, "plays %s (#%u)", c->name, x->object);
}
