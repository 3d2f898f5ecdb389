/*
 * effect_reserve.c: Trial by Frost's effects on exhaustion in the Reserve
 * (fx.h; CR 2.4.5, 7.3.10, 7.3.11, 7.3.18): a card exhausting itself,
 * Exhausted Resupply (yours, or your opponent's if they will), exhausting,
 * readying or discarding a card in a Reserve, every card of a Reserve at
 * once, and "it" exhausted once sent there.
 */
#include "fx.h"

#include <stdio.h>
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

ALT_FX_PERFORM(alt_fx_exhausted_resupply)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        resupply_of_two_kept(g, p, res->pick_object);
        res->done++;
        res->did = 1;
    }
    for (; res->done < a->amount; res->done++) {
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

/* The cards in Reserve the pick may name: ready ones to exhaust,
 * exhausted ones to ready or discard; whose Reserve the effect says. */
static int reserve_card_fits(const alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    int p = g->res.r.player;
    int exhausted = (g->p[owner].obj[id].status & ALT_ST_EXHAUSTED) != 0;
    if (g->res.done && id == g->res.first_object && owner == g->res.first_owner)
        return 0;                                      /* "up to two": two different cards */
    switch ((alt_effect)a->effect) {
    case ALT_FX_EXHAUST_RESERVE: return !exhausted;
    case ALT_FX_EXHAUST_OPP_RESERVE: return !exhausted && owner != p;
    case ALT_FX_OPP_EXHAUSTS_MINE: return !exhausted && owner == p;
    case ALT_FX_READY_RESERVE:
    case ALT_FX_DISCARD_EXHAUSTED: return exhausted;
    default: return 0;
    }
}

static size_t reserve_cards(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap)
{
    size_t n = 0;
    int asked = alt_cond_picker(g);
    if (a->flags & ALT_ABILITY_UPTO)
        alt_fx_add(out, cap, &n, alt_fx_option(asked, ALT_NO_OBJECT, 0, 0));
    for (int k = 0; k < 2; k++) {
        int owner = (g->res.r.player + k) & 1;
        const alt_player *pl = &g->p[owner];
        for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
            uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
            if (reserve_card_fits(g, a, owner, id))
                alt_fx_add(out, cap, &n, alt_fx_option(asked, id, 0, owner));
        }
    }
    return n;
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
        if (a->effect == ALT_FX_READY_RESERVE)
            alt_exhaust_ready(g, owner, id);           /* CR 3.0 7.3.18.a */
        else if (a->effect == ALT_FX_DISCARD_EXHAUSTED)
            alt_event_move(g, owner, id, ALT_Z_DISCARD);
        else
            alt_exhaust_in_reserve(g, p, owner, id);   /* the effect's controller exhausts it */
        res->did = 1;
        if (!(a->flags & ALT_ABILITY_TWO) || res->done)
            return 1;
        res->done = 1;                                 /* "up to two": a second card */
        res->first_object = id;
        res->first_owner = (uint8_t)owner;
    }
    size_t n = reserve_cards(g, a, NULL, 0);
    if (n == 0 || (n == 1 && (a->flags & ALT_ABILITY_UPTO)))
        return 1;                                      /* CR 6.1.g: nothing to pick */
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
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

size_t alt_fx_reserve_options(const alt_game *g, const alt_ability *a, alt_action *out, size_t cap)
{
    size_t n = 0;
    int asked = g->dec_player;
    switch ((alt_effect)a->effect) {
    case ALT_FX_EXHAUSTED_RESUPPLY:
    case ALT_FX_OPP_MAY_EXHAUSTED_RESUPPLY:
        if (g->res.tally == 2) {                       /* which of the two revealed cards */
            const alt_player *pl = &g->p[asked];
            for (int i = 1; i <= 2 && pl->zone_n[ALT_Z_DECK] >= i; i++)
                alt_fx_add(out, cap, &n, alt_fx_option(asked, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - i], 0, asked));
        } else {                                       /* no, yes */
            alt_fx_add(out, cap, &n, alt_fx_option(asked, ALT_NO_OBJECT, 0, 0));
            alt_fx_add(out, cap, &n, alt_fx_option(asked, ALT_NO_OBJECT, 0, 1));
        }
        return n;
    case ALT_FX_EXHAUST_RESERVE:
    case ALT_FX_EXHAUST_OPP_RESERVE:
    case ALT_FX_OPP_EXHAUSTS_MINE:
    case ALT_FX_READY_RESERVE:
    case ALT_FX_DISCARD_EXHAUSTED:
        return reserve_cards(g, a, out, cap);
    default:
        return ALT_FX_NOT_MINE;
    }
}

size_t alt_fx_reserve_describe(const alt_game *g, const alt_ability *a, const alt_action *x, char *buf, size_t cap)
{
    const alt_card_info *c = NULL;
    int owner = x->choice & 1;
    if (x->object < ALT_OBJ_MAX && g->p[x->player & 1].obj[x->object].card != ALT_CARD_NONE)
        c = alt_cards_get(g->db, g->p[(a->effect == ALT_FX_EXHAUSTED_RESUPPLY || a->effect == ALT_FX_OPP_MAY_EXHAUSTED_RESUPPLY)
                                          ? x->player & 1 : owner].obj[x->object].card);
    switch ((alt_effect)a->effect) {
    case ALT_FX_EXHAUSTED_RESUPPLY:
    case ALT_FX_OPP_MAY_EXHAUSTED_RESUPPLY:
        if (g->res.tally == 2)
            return (size_t)snprintf(buf, cap, "puts %s (#%u) in Reserve, exhausted, and discards the other revealed card",
                                    c ? c->name : "?", x->object);
        return (size_t)snprintf(buf, cap, x->choice ? "says yes to an Exhausted Resupply" : "says no to an Exhausted Resupply");
    case ALT_FX_EXHAUST_RESERVE:
    case ALT_FX_EXHAUST_OPP_RESERVE:
    case ALT_FX_OPP_EXHAUSTS_MINE:
    case ALT_FX_READY_RESERVE:
    case ALT_FX_DISCARD_EXHAUSTED: {
        if (x->object == ALT_NO_OBJECT)
            return (size_t)snprintf(buf, cap, "chooses no more card");
        const char *verb = a->effect == ALT_FX_READY_RESERVE ? "readies" : a->effect == ALT_FX_DISCARD_EXHAUSTED ? "discards" : "exhausts";
        return (size_t)snprintf(buf, cap, "%s P%d's %s (#%u) in Reserve", verb, owner, c ? c->name : "?", x->object);
    }
    default:
        return ALT_FX_NOT_MINE;
    }
}

const char *alt_fx_reserve_check(const alt_game *g, const alt_ability *a)
{
    const alt_resolution *res = &g->res;
    if (a->effect != ALT_FX_EXHAUSTED_RESUPPLY && a->effect != ALT_FX_OPP_MAY_EXHAUSTED_RESUPPLY)
        return NULL;
    if (res->tally != 0 && res->tally != 2)
        return "resolving.tally: an Exhausted Resupply reveals two cards (2) while its pick waits, else 0";
    if (res->tally == 2 && (g->p[g->dec_player].zone_n[ALT_Z_DECK] < 2 ||
                            alt_passive_count(g, g->dec_player, ALT_FX_RESUPPLY_OF_TWO) == 0))
        return "resolving.tally: two cards revealed for a player whose Resupply is not replaced, or a Deck of fewer";
    if (a->effect == ALT_FX_EXHAUSTED_RESUPPLY && res->tally != 2 && res->step == ALT_RES_PICK_ASKED)
        return "resolving.step: an Exhausted Resupply of yours asks only which of two revealed cards";
    return NULL;
}
