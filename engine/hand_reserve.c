/*
 * hand_reserve.c: Trial by Frost's effects between Hand and Reserve
 * (fx.h): exchanging a card of the Reserve with one of the Hand, each
 * player putting a card from Hand in Reserve if they will, a card of a
 * kind discarded from the Reserve, and the opponent's card put there.
 */
#include "fx.h"

#include <stdio.h>

/* The cards of player p's zone z the pick may name (the source never: it
 * is "another card"), as (object, 0, p). */
static size_t own_cards(const alt_game *g, int p, alt_zone z, uint8_t filter, alt_action *out, size_t cap, size_t n)
{
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        if (!(p == g->res.r.player && id == g->res.r.source) &&
            alt_passive_filter_matches(filter, alt_state_card(g, p, id)))
            alt_fx_add(out, cap, &n, alt_fx_option(g->dec_player, id, 0, p));
    }
    return n;
}

/* exchange: done 0 picks the card of the Reserve (first_object), done 1
 * the card of the Hand; nothing happens when either is missing (CR
 * 7.3.9, Sleight of Hand's example). discard_from_reserve and
 * opp_hand_to_reserve: one pick. */
ALT_FX_PERFORM(alt_fx_exchange)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player, who = alt_cond_picker(g);
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (a->effect == ALT_FX_DISCARD_FROM_RESERVE) {
            alt_event_move(g, p, res->pick_object, ALT_Z_DISCARD);
            res->did = 1;
            return 1;
        }
        if (a->effect == ALT_FX_OPP_HAND_TO_RESERVE) {
            alt_event_move(g, who, res->pick_object, ALT_Z_RESERVE);
            res->did = 1;
            return 1;
        }
        if (res->done == 0) {
            res->first_object = res->pick_object;
            res->done = 1;
        } else {
            uint8_t from_reserve = res->first_object;
            alt_event_move(g, p, from_reserve, ALT_Z_HAND);       /* the two moves of one exchange */
            alt_event_move(g, p, res->pick_object, ALT_Z_RESERVE);
            res->did = 1;
            return 1;
        }
    }
    size_t n;
    if (a->effect == ALT_FX_OPP_HAND_TO_RESERVE)
        n = g->p[who].zone_n[ALT_Z_HAND];
    else if (a->effect == ALT_FX_DISCARD_FROM_RESERVE || res->done == 0)
        n = own_cards(g, p, ALT_Z_RESERVE, a->where, NULL, 0, 0);
    else
        n = g->p[p].zone_n[ALT_Z_HAND];
    if (a->effect == ALT_FX_EXCHANGE && res->done == 0 && g->p[p].zone_n[ALT_Z_HAND] == 0)
        n = 0;                                         /* nothing to exchange with */
    if (n == 0)
        return 1;                                      /* CR 6.1.g: nothing happens */
    alt_state_ask(g, who, ALT_RES_PICK_ASKED);
    return 0;
}

/* Each player, in initiative order, picks a card of their Hand or none
 * (done 0, then 1; the first answer held in first_object); then the cards
 * go to Reserve together, and with _draw each player who put one draws. */
ALT_FX_PERFORM(alt_fx_each_may_hand_to_reserve)
{
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->done == 0)
            res->first_object = res->pick_object;
        res->done++;
    }
    if (res->done == 0)
        res->first_object = ALT_NO_OBJECT;
    while (res->done < 2) {
        int who = alt_cond_picker(g);
        if (g->p[who].zone_n[ALT_Z_HAND] > 0) {
            alt_state_ask(g, who, ALT_RES_PICK_ASKED);
            return 0;
        }
        if (res->done == 0)
            res->first_object = ALT_NO_OBJECT;
        res->done++;
        res->pick_object = ALT_NO_OBJECT;              /* the second had nothing to put */
    }
    int first = alt_state_initiative(g);
    uint8_t put[2];
    put[first] = res->first_object;
    put[first ^ 1] = res->pick_object;
    for (int k = 0; k < 2; k++) {
        int q = (first + k) & 1;
        if (put[q] != ALT_NO_OBJECT && put[q] < ALT_OBJ_MAX && g->p[q].obj[put[q]].zone == ALT_Z_HAND)
            alt_event_move(g, q, put[q], ALT_Z_RESERVE);
    }
    for (int k = 0; k < 2 && a->effect == ALT_FX_EACH_MAY_HAND_TO_RESERVE_DRAW; k++) {
        int q = (first + k) & 1;
        if (put[q] != ALT_NO_OBJECT)
            alt_event_draw(g, q, 1);
    }
    res->did = put[0] != ALT_NO_OBJECT || put[1] != ALT_NO_OBJECT;
    return 1;
}

size_t alt_fx_hand_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap)
{
    int who = g->dec_player, p = g->res.r.player;
    size_t n = 0;
    switch ((alt_effect)a->effect) {
    case ALT_FX_EXCHANGE:
        return g->res.done == 0 ? own_cards(g, p, ALT_Z_RESERVE, a->where, out, cap, 0)
                                : own_cards(g, p, ALT_Z_HAND, ALT_FILTER_ANY, out, cap, 0);
    case ALT_FX_DISCARD_FROM_RESERVE:
        return own_cards(g, p, ALT_Z_RESERVE, a->where, out, cap, 0);
    case ALT_FX_OPP_HAND_TO_RESERVE:
        return own_cards(g, who, ALT_Z_HAND, ALT_FILTER_ANY, out, cap, 0);
    case ALT_FX_EACH_MAY_HAND_TO_RESERVE:
    case ALT_FX_EACH_MAY_HAND_TO_RESERVE_DRAW:
        alt_fx_add(out, cap, &n, alt_fx_option(who, ALT_NO_OBJECT, 0, 0));   /* none */
        return own_cards(g, who, ALT_Z_HAND, ALT_FILTER_ANY, out, cap, n);
    default:
        return ALT_FX_NOT_MINE;
    }
}

size_t alt_fx_hand_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap)
{
    int owner = x->choice & 1;
    const alt_card_info *c = x->object < ALT_OBJ_MAX && g->p[owner].obj[x->object].card != ALT_CARD_NONE
                                 ? alt_state_card(g, owner, x->object) : NULL;
    const char *name = c ? c->name : "?";
    switch ((alt_effect)a->effect) {
    case ALT_FX_EXCHANGE:
        return (size_t)snprintf(buf, cap, g->res.done == 0 ? "exchanges %s (#%u) of the Reserve"
                                                           : "exchanges it with %s (#%u) of the Hand", name, x->object);
    case ALT_FX_DISCARD_FROM_RESERVE:
        return (size_t)snprintf(buf, cap, "discards %s (#%u) from Reserve", name, x->object);
    case ALT_FX_OPP_HAND_TO_RESERVE:
    case ALT_FX_EACH_MAY_HAND_TO_RESERVE:
    case ALT_FX_EACH_MAY_HAND_TO_RESERVE_DRAW:
        if (x->object == ALT_NO_OBJECT)
            return (size_t)snprintf(buf, cap, "puts no card in Reserve");
        return (size_t)snprintf(buf, cap, "puts %s (#%u) from Hand in Reserve", name, x->object);
    default:
        return ALT_FX_NOT_MINE;
    }
}
