/*
 * hand_reserve.c: Trial by Frost's effects between Hand and Reserve
 * (fx.h): exchanging a card of the Reserve with one of the Hand, each
 * player putting a card from Hand in Reserve if they will, a card of a
 * kind discarded from the Reserve, and the opponent's card put there.
 */
#include "fx.h"

/* exchange: done 0 picks the card of the Reserve (first_object), done 1
 * the card of the Hand; nothing happens when either is missing (CR
 * 7.3.9, Sleight of Hand's example). discard_from_reserve and
 * opp_hand_to_reserve: one pick. */
ALT_FX_PERFORM(alt_fx_exchange)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player, who = alt_cond_picker(g);
    int discard = alt_ability_dest((alt_effect)a->effect) == ALT_DEST_DISCARD;
    int from_hand = alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_HAND_CARD;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (discard) {
            alt_event_move(g, p, res->pick_object, ALT_Z_DISCARD);
            res->did = 1;
            return 1;
        }
        if (from_hand) {
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
    if (from_hand)
        n = g->p[who].zone_n[ALT_Z_HAND];
    else if (discard || res->done == 0)
        n = alt_cond_list_targets(g, NULL, 0);        /* the cards of the Reserve it may name */
    else
        n = g->p[p].zone_n[ALT_Z_HAND];
    if (!from_hand && !discard && res->done == 0 && g->p[p].zone_n[ALT_Z_HAND] == 0)
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
    for (int k = 0; k < 2 && a->effect == ALT_FX_EACH_MAY_HAND_TO_RESERVE_DRAW; k++) {   /* "to draw a card" */
        int q = (first + k) & 1;
        if (put[q] != ALT_NO_OBJECT)
            alt_event_draw(g, q, 1);
    }
    res->did = put[0] != ALT_NO_OBJECT || put[1] != ALT_NO_OBJECT;
    return 1;
}
