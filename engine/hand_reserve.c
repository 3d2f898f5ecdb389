/*
 * hand_reserve.c: Trial by Frost's effects between Hand and Reserve
 * (fx.h): exchanging a card of the Reserve with one of the Hand, each
 * player putting a card from Hand in Reserve if they will, a card of a
 * kind discarded from the Reserve, and the opponent's card put there;
 * a whole Reserve discarded, yours but me, or each player's; a card of
 * the Hand put in Reserve, by its kind.
 * One function per effect; what each may pick is its row's ALT_PICKS
 * kind's answers (picks.c).
 */
#include "fx.h"

/* The pick asked of its picker, when there is one (CR 6.1.g: nothing to
 * pick, nothing happens): 0 while it waits. */
static int ask(alt_game *g)
{
    if (alt_cond_list_targets(g, NULL, 0) == 0)
        return 1;
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

/* Done 0 picks the card of the Reserve (first_object), done 1 the card of
 * the Hand; nothing happens when either is missing (CR 7.3.9, Sleight of
 * Hand's example). */
ALT_FX_PERFORM(alt_fx_exchange)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->done != 0) {
            alt_event_move(g, p, res->first_object, ALT_Z_HAND);    /* the two moves of one exchange */
            alt_event_move(g, p, res->pick_object, ALT_Z_RESERVE);
            res->did = 1;
            return 1;
        }
        res->first_object = res->pick_object;
        res->done = 1;
    }
    if (res->done == 0 && g->p[p].zone_n[ALT_Z_HAND] == 0)
        return 1;                                      /* nothing to exchange with */
    return ask(g);
}

ALT_FX_PERFORM(alt_fx_discard_from_reserve)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step != ALT_RES_PICK_ASKED)
        return ask(g);
    res->step = ALT_RES_RUN;
    alt_event_move(g, res->r.player, res->pick_object, ALT_Z_DISCARD);
    res->did = 1;
    return 1;
}

/* The opponent puts a card of their choice from their Hand in Reserve. */
ALT_FX_PERFORM(alt_fx_opp_hand_to_reserve)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step != ALT_RES_PICK_ASKED)
        return ask(g);
    res->step = ALT_RES_RUN;
    alt_event_move(g, alt_cond_picker(g), res->pick_object, ALT_Z_RESERVE);
    res->did = 1;
    return 1;
}

/* Each player, in initiative order, picks a card of their Hand or none
 * (done 0, then 1; the first answer held in first_object); then the cards
 * go to Reserve together, and with _draw each player who put one draws. */
static int each_may_hand_to_reserve(alt_game *g, int draw)
{
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
    for (int k = 0; k < 2 && draw; k++) {           /* "to draw a card" */
        int q = (first + k) & 1;
        if (put[q] != ALT_NO_OBJECT)
            alt_event_draw(g, q, 1);
    }
    res->did = put[0] != ALT_NO_OBJECT || put[1] != ALT_NO_OBJECT;
    return 1;
}

ALT_FX_PERFORM(alt_fx_each_may_hand_to_reserve)
{
    (void)a;
    (void)fx;
    return each_may_hand_to_reserve(g, 0);
}

ALT_FX_PERFORM(alt_fx_each_may_hand_to_reserve_draw)
{
    (void)a;
    (void)fx;
    return each_may_hand_to_reserve(g, 1);
}

/* Player p's Reserve to the Discard pile, all at once (CR 4.0 7.3.7), but
 * the source itself. */
static void discard_reserve(alt_game *g, int p)
{
    alt_player *pl = &g->p[p];
    uint8_t ids[ALT_OBJ_MAX];
    int n = pl->zone_n[ALT_Z_RESERVE];
    for (int i = 0; i < n; i++)
        ids[i] = alt_state_zone(pl, ALT_Z_RESERVE)[i];
    for (int i = 0; i < n; i++)
        if (!(p == g->res.r.player && ids[i] == g->res.r.source))
            alt_event_move(g, p, ids[i], ALT_Z_DISCARD);
}

ALT_FX_PERFORM(alt_fx_discard_reserve)
{
    if (a->effect == ALT_FX_DISCARD_MY_RESERVE) {
        discard_reserve(g, fx->p);
        return 1;
    }
    int first = alt_state_initiative(g);          /* CR 1.4.5: initiative order */
    discard_reserve(g, first);
    discard_reserve(g, first ^ 1);
    return 1;
}

/* "You may put a card from your hand in Reserve. If it's a Permanent:"
 * (hand_to_reserve_if: any card, done when it is of the filter) and "You
 * may put a Permanent from your hand in Reserve. If you don't:"
 * (hand_to_reserve_of: only a card of the filter is offered). */
ALT_FX_PERFORM(alt_fx_hand_to_reserve_if)
{
    int match = alt_passive_filter_matches(a->where, alt_state_card(g, fx->p, fx->id));
    alt_event_move(g, fx->p, fx->id, ALT_Z_RESERVE);
    if (a->effect == ALT_FX_HAND_TO_RESERVE_IF)
        g->res.did = (uint8_t)match;
    return 1;
}
