/*
 * effect_reserve.c: Trial by Frost's effects on exhaustion in the Reserve
 * (fx.h; CR 2.4.5, 7.3.10, 7.3.11, 7.3.18): a card exhausting itself,
 * Exhausted Resupply (yours, or your opponent's if they will), exhausting,
 * readying or discarding a card in a Reserve, each player exhausting one
 * of theirs, every card of a Reserve at once, and "it" exhausted once sent
 * there.
 */
#include "fx.h"

#include <string.h>

ALT_FX_PERFORM(alt_fx_exhaust_self)
{
    (void)a;
    (void)fx;
    const alt_reaction *r = &g->res.r;
    alt_zone z = alt_passive_source_zone(g, r);
    if (z == ALT_Z_RESERVE) {
        g->res.did = (uint8_t)alt_exhaust_in_reserve(g, r->player, r->player, r->source);
    } else if (alt_state_in_play(z) && !(g->p[r->player].obj[r->source].status & ALT_ST_EXHAUSTED)) {
        g->p[r->player].obj[r->source].status |= ALT_ST_EXHAUSTED;
        g->res.did = 1;
    }
    return 1;
}

/* Whether player p's Resupply reveals two cards (resupply_of_two): the
 * pick that follows is theirs (res.tally 2, the two on top of the Deck). */
static int resupply_of_two_asks(alt_game *g, int p)
{
    if (alt_passive_count(g, p, ALT_FX_RESUPPLY_OF_TWO) == 0)
        return 0;
    alt_state_deck_at_least(g, p, 2);                  /* CR 3.2.2.d: the top two must exist */
    if (g->p[p].zone_n[ALT_Z_DECK] < 2)
        return 0;                                      /* one card or none: no choice */
    g->res.tally = 2;
    alt_state_ask(g, p, ALT_RES_PICK_ASKED);
    return 1;
}

/* The card of the two revealed that goes to Reserve, exhausted (CR
 * CR 3.0 7.3.11.a: a modifier of Resupply modifies Exhausted Resupply); the other
 * is discarded. */
static void resupply_of_two_kept(alt_game *g, int p, uint8_t kept)
{
    alt_player *pl = &g->p[p];
    uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
    uint8_t second = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 2];
    alt_event_move(g, p, kept, ALT_Z_RESERVE);
    alt_event_move(g, p, kept == top ? second : top, ALT_Z_DISCARD);
    alt_exhaust_in_reserve(g, p, p, kept);
    g->res.tally = 0;
}

/* Yours, your opponent's (opp_exhausted_resupply), the owner's of "it"
 * (it_owner_exhausted_resupply), or target player's
 * (player_exhausted_resupply: the player picked first, res.done 0, held
 * in first_owner; the N times then count from 1). */
ALT_FX_PERFORM(alt_fx_exhausted_resupply)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = a->effect == ALT_FX_OPP_EXHAUSTED_RESUPPLY ? 1 - res->r.player : res->r.player;
    if (a->effect == ALT_FX_IT_OWNER_EXHAUSTED_RESUPPLY) {   /* Whispers from the Maze: "its owner" */
        if (res->r.subject >= ALT_OBJ_MAX || res->r.subject_owner > 1)
            return 1;                                  /* no "it": nobody does it */
        p = res->r.subject_owner;
    }
    int first = 0;                                     /* res.done of the first time */
    if (a->effect == ALT_FX_PLAYER_EXHAUSTED_RESUPPLY) {   /* Unique parts: "Target player ..." */
        if (res->done == 0) {
            if (res->step != ALT_RES_PICK_ASKED) {
                alt_state_ask(g, res->r.player, ALT_RES_PICK_ASKED);
                return 0;
            }
            res->first_owner = (uint8_t)(res->pick_choice & 1);
            res->done = 1;
            res->step = ALT_RES_RUN;
        }
        p = res->first_owner;
        first = 1;
    }
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        resupply_of_two_kept(g, p, res->pick_object);
        res->done++;
        res->did = 1;
    }
    for (; res->done < a->amount + first; res->done++) {
        if (resupply_of_two_asks(g, p))
            return 0;
        if (alt_exhaust_resupply(g, p) != ALT_NO_OBJECT)
            res->did = 1;
    }
    return 1;
}

/* "Target opponent may Exhausted Resupply" N times, asked each time (CR
 * 6.5.i): tally 0 asks them yes or no, tally 2 which card of two. */
ALT_FX_PERFORM(alt_fx_opp_may_exhausted_resupply)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int q = 1 - res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->tally == 2) {
            resupply_of_two_kept(g, q, res->pick_object);
            res->done++;
        } else if (!res->pick_choice) {
            return 1;                                  /* no: and no more asked */
        } else {
            if (resupply_of_two_asks(g, q))
                return 0;
            alt_exhaust_resupply(g, q);
            res->done++;
        }
        res->did = 1;
    }
    if (res->done >= a->amount)
        return 1;
    alt_state_ask(g, q, ALT_RES_PICK_ASKED);
    return 0;
}

ALT_FX_PERFORM(alt_fx_exhaust_reserve)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        if (id == ALT_NO_OBJECT)
            return 1;                                  /* "up to": no more */
        alt_picks k = alt_ability_picks((alt_effect)a->effect);
        if (alt_ability_dest((alt_effect)a->effect) == ALT_DEST_DISCARD)
            alt_event_move(g, owner, id, ALT_Z_DISCARD);
        else if (k == ALT_PICKS_RESERVE_EXHAUSTED || k == ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED)
            alt_exhaust_ready(g, owner, id);           /* CR 3.0 7.3.18.a */
        else if (g->p[owner].obj[id].zone != ALT_Z_RESERVE)
            g->p[owner].obj[id].status |= ALT_ST_EXHAUSTED;   /* a Permanent in play (CR 4.0 7.3.12) */
        else
            alt_exhaust_in_reserve(g, p, owner, id);   /* the effect's controller exhausts it */
        res->did = 1;
        res->r.subject = id;                           /* "it", for the steps after: the card picked */
        res->r.subject_owner = (uint8_t)owner;
        if (!(a->flags & ALT_ABILITY_TWO) || res->done)
            return 1;
        res->done = 1;                                 /* "up to two": a second card */
        res->first_object = id;
        res->first_owner = (uint8_t)owner;
    }
    size_t n = alt_cond_list_targets(g, NULL, 0);    /* ALT_PICKS_RESERVE_READY or _EXHAUSTED */
    if (n == 0 || (n == 1 && (a->flags & ALT_ABILITY_UPTO)))
        return 1;                                      /* CR 6.1.g: nothing to pick */
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

/* "Each player exhausts a card in their Reserve (a Permanent they control
 * or ...)": in initiative order (CR 6.1.h), each player picks one of their
 * own ready ones, if they have any, and exhausts it themselves. */
ALT_FX_PERFORM(alt_fx_each_exhaust_reserve)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        if (id != ALT_NO_OBJECT) {
            if (g->p[owner].obj[id].zone != ALT_Z_RESERVE)
                g->p[owner].obj[id].status |= ALT_ST_EXHAUSTED;   /* a Permanent in play (CR 4.0 7.3.12) */
            else
                alt_exhaust_in_reserve(g, owner, owner, id);
            res->did = 1;
        }
        res->done++;
    }
    res->first_object = ALT_NO_OBJECT;                 /* no "two different cards" here */
    while (res->done < 2 && alt_cond_list_targets(g, NULL, 0) == 0)
        res->done++;                                   /* CR 6.1.g: nothing of theirs to exhaust */
    if (res->done >= 2)
        return 1;
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

/* "Exhaust target Permanent": one in play (CR 4.0 7.3.12), exhausted
 * already or not. */
ALT_FX_PERFORM(alt_fx_exhaust_target)
{
    (void)a;
    alt_object *o = &g->p[fx->owner].obj[fx->id];
    if (alt_state_in_play((alt_zone)o->zone) && !(o->status & ALT_ST_EXHAUSTED)) {
        o->status |= ALT_ST_EXHAUSTED;
        fx->res->did = 1;
    }
    return 1;
}

ALT_FX_PERFORM(alt_fx_ready_my_reserve)
{
    (void)a;
    (void)fx;
    int p = g->res.r.player;
    alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
        g->res.did |= (uint8_t)alt_exhaust_ready(g, p, alt_state_zone(pl, ALT_Z_RESERVE)[i]);
    return 1;
}

ALT_FX_PERFORM(alt_fx_exhaust_all_reserves)
{
    (void)a;
    (void)fx;
    int p = g->res.r.player;
    for (int k = 0; k < 2; k++) {                      /* the controller's Reserve first */
        int owner = (p + k) & 1;
        alt_player *pl = &g->p[owner];
        for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
            g->res.did |= (uint8_t)alt_exhaust_in_reserve(g, p, owner, alt_state_zone(pl, ALT_Z_RESERVE)[i]);
    }
    return 1;
}

ALT_FX_PERFORM(alt_fx_it_exhaust)
{
    (void)a;
    (void)fx;
    const alt_reaction *r = &g->res.r;
    if (r->subject < ALT_OBJ_MAX && r->subject_owner < 2)
        g->res.did = (uint8_t)alt_exhaust_in_reserve(g, r->player, r->subject_owner, r->subject);
    return 1;
}
