/*
 * effect_maze.c: Whispers from the Maze's effects that act where its cards
 * now work too: in the Reserve, where a support Reaction ({I}, CR 4.0
 * 7.1.5.a) resolves with its card still there, and where cards keep and
 * gain boosts (CR 4.0 2.4.5.b's remark); and its counting of Mana Orbs
 * readied, counters and boosts (up to a maximum) gained per one of a
 * count; "we" and "it" gaining boosts, "it" in a Reserve too; doubling
 * boosts, a card of the Reserve made a Mana Orb, the top card revealed then drawn
 * or discarded, the card a Resupply put in Reserve, another player's
 * Resupply; two Characters exchanging their boosts, a card losing its
 * own, every Character of a player losing theirs (a Unique part); every
 * boost removed with the count choosing the modes, a card's own
 * Expedition moved forward, the card a die revealed drawn, the top cards
 * looked at with one kept. One function per effects.def row.
 */
#include "effect.h"
#include "count.h"
#include "counters.h"

#include <string.h>

/* Of N gained, as many as keep a count at M or fewer ("up to a maximum of
 * M"): none once it has M. A support ability ({I}) resolving with its card
 * in the Reserve may go past M as the cards in play say (Sofia, First
 * Outpost: alt_passive_support_max_more). */
static int up_to(const alt_game *g, const alt_ability *a, const alt_fx_ctx *fx, int have)
{
    int most = a->arg;
    if ((a->flags & ALT_ABILITY_SUPPORT) && fx->sz == ALT_Z_RESERVE)
        most += alt_passive_support_max_more(g);
    int room = most - have;
    return a->amount < room ? a->amount : room;
}

/* "I gain N boosts, up to a maximum of M": up_to's share of them. In an Expedition that is the
 * gaining of boosts every card sees; in a Reserve no ability of the
 * card's works (CR 2.2.12.g) and no one controls it, so it is silent.
 * Anywhere else (the card has left, or is a new object) nothing. */
int alt_fx_boost_self_max(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz != ALT_Z_RESERVE && fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION)
        return 1;
    alt_object *o = &g->p[fx->p].obj[fx->r->source];
    int n = up_to(g, a, fx, o->boosts);
    if (n <= 0)
        return 1;
    if (fx->sz == ALT_Z_RESERVE)
        alt_event_reserve_gain_boosts(g, fx->p, fx->r->source, n);
    else
        alt_event_gain_boosts(g, fx->p, fx->r->source, n);
    return 1;
}

/* "I gain 1 Arcane counter, up to a max of 3": counters, as boosts are
 * gained above; in play an event ("my third counter"), in the card's
 * Reserve silent. */
int alt_fx_counters_self_max(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz != ALT_Z_RESERVE && !alt_state_in_play(fx->sz))
        return 1;
    alt_object *o = &g->p[fx->p].obj[fx->r->source];
    int n = up_to(g, a, fx, o->counters);
    if (n <= 0)
        return 1;
    if (fx->sz == ALT_Z_RESERVE) {
        if (!alt_passive_no_counters(g, fx->p, fx->r->source))
            o->counters = (uint8_t)(o->counters + n);
    } else {
        alt_counters_gain(g, fx->p, fx->r->source, alt_state_source_card(g, fx->r), n);
    }
    return 1;
}

/* "Ready two Mana Orbs": up to N of the player's exhausted Orbs, in the
 * Mana zone's order, as paying exhausts them (state.c): the Orbs differ in
 * nothing the game reads while they are Orbs, so which is no choice. */
/* ready_mana readies N exhausted Mana Orbs, exhaust_mana exhausts N ready
 * ones: the Orbs are face down and alike, so which is no choice. */
int alt_fx_ready_mana(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_player *pl = fx->pl;
    uint8_t want = a->effect == ALT_FX_EXHAUST_MANA ? 0 : ALT_ST_EXHAUSTED;
    int n = a->amount;
    for (int i = 0; i < pl->zone_n[ALT_Z_MANA] && n > 0; i++) {
        alt_object *o = &pl->obj[alt_state_zone(pl, ALT_Z_MANA)[i]];
        if ((o->status & ALT_ST_EXHAUSTED) == want) {
            o->status ^= ALT_ST_EXHAUSTED;
            n--;
        }
    }
    if (a->effect == ALT_FX_EXHAUST_MANA)
        g->res.did = n < a->amount;                  /* "if you do" reads it */
    return 1;
}

/* "Characters in your Reserve gain N boosts": each Character card there,
 * silently, as any gaining of boosts in a Reserve. */
int alt_fx_reserve_group_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_player *pl = fx->pl;
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
        if (alt_state_is_character(alt_cards_get(g->db, pl->obj[id].card)))
            alt_event_reserve_gain_boosts(g, fx->p, id, a->amount);
    }
    return 1;
}

/* "I gain 1 Food counter per Character you control": a counter per one
 * of the count, as boost_self_per counts, on the card while it is in play
 * (or the Hero); gaining them is the event "my third counter" sees. */
int alt_fx_counters_self_per(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int n = alt_count_per(g, fx->r, a->arg, fx->res->roll);
    if (n > 0)
        alt_counters_gain(g, fx->p, fx->r->source, alt_state_source_card(g, fx->r), n);
    return 1;
}

/* CR 4.0 7.3.8.a: to double an object's boosts is to have it gain as many
 * as it has (0 stays 0, CR 4.0 7.3.8.b): each Character the player controls, an
 * event as any gaining of boosts, then each Character card of their
 * Reserve, as any gain there (alt_event_reserve_gain_boosts). */
int alt_fx_double_boosts(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_player *pl = fx->pl;
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_RESERVE};
    for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
        for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[k])[i];
            alt_object *o = &pl->obj[id];
            if (!o->boosts || !alt_state_is_character(alt_cards_get(g->db, o->card)))
                continue;
            if (zones[k] == ALT_Z_RESERVE)
                alt_event_reserve_gain_boosts(g, fx->p, id, o->boosts);   /* capped at 255 there */
            else
                alt_event_gain_boosts(g, fx->p, id, o->boosts);
        }
    return 1;
}

/* "[Resupply]. If you put a Character in Reserve this way, ...": one
 * Resupply, the card it put in the Reserve (the last there; a Resupply of
 * two's kept card) "it" for the steps after; none put there, no "it". */
int alt_fx_resupply_it(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_player *pl = fx->pl;
    fx->r->subject = ALT_NO_OBJECT;
    if (fx->res->step == ALT_RES_PICK_ASKED) {           /* the Resupply of two's card chosen */
        fx->res->step = ALT_RES_RUN;
        uint8_t kept = fx->res->pick_object;
        alt_effect_resupply_chosen(g, fx->p, kept);
        if (kept < ALT_OBJ_MAX && pl->obj[kept].zone == ALT_Z_RESERVE) {
            fx->r->subject = kept;
            fx->r->subject_owner = (uint8_t)fx->p;
        }
        return 1;
    }
    int before = pl->zone_n[ALT_Z_RESERVE];
    if (!alt_effect_resupply(g, fx->p))
        return 0;                                     /* which of two cards */
    if (pl->zone_n[ALT_Z_RESERVE] > before) {
        fx->r->subject = alt_state_zone(pl, ALT_Z_RESERVE)[pl->zone_n[ALT_Z_RESERVE] - 1];
        fx->r->subject_owner = (uint8_t)fx->p;
    }
    return 1;
}

/* Whispers from the Maze: "target opponent Resupplies", "its controller
 * Resupplies" (of "it", the step before's pick): that player does it
 * (CR 4.0 7.3.26), and picks the card of a Resupply of two
 * (alt_cond_picker). */
int alt_fx_opp_resupply(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (a->effect == ALT_FX_IT_CONTROLLER_RESUPPLY && (fx->r->subject >= ALT_OBJ_MAX || fx->r->subject_owner > 1))
        return 1;                                 /* no "it" */
    int q = alt_cond_picker(g);
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        fx->res->step = ALT_RES_RUN;
        alt_effect_resupply_chosen(g, q, fx->res->pick_object);
        return 1;
    }
    return alt_effect_resupply(g, q);
}

/* Conscription: "Target an Expedition. Create X tokens in it, where X is
 * the number of cards in target player's Reserve": the target player
 * first (done 0, held in first_owner; the controller picks both, so the
 * order tells nothing), then the Expedition, either player's, whose
 * player the tokens are (CR 4.0 7.3.5); X read as they are created. At
 * most ten are created together (alt_event_create_tokens): more come in
 * further batches. */
int alt_fx_reserve_count_tokens(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        int owner = res->pick_choice & 1;
        if (res->done != 0) {
            int n = g->p[res->first_owner & 1].zone_n[ALT_Z_RESERVE] * (a->amount > 0 ? a->amount : 1);
            uint8_t where[ALT_HELD_MAX + 4];
            memset(where, res->pick_expedition & 1, sizeof where);
            for (; n > 0; n -= (int)sizeof where)
                alt_event_create_tokens(g, owner, a->card, where, n < (int)sizeof where ? n : (int)sizeof where);
            res->did = 1;
            return 1;
        }
        res->first_owner = (uint8_t)owner;             /* the target player */
        res->done = 1;
    }
    alt_state_ask(g, res->r.player, ALT_RES_PICK_ASKED);
    return 0;
}

/* CR 4.0 2.5.g: "Remove up to N counters from target card in play or in
 * Reserve": N at most, fewer when it holds fewer; the kind the pick named
 * (expedition 0: boosts, 1: its other counters) first, then the other
 * kind, so that a card holding both loses N in all and its remover says
 * which go first. Losing counters is no event: nothing hears it. */
int alt_fx_remove_counters(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_object *o = &g->p[fx->owner].obj[fx->id];
    uint8_t *kinds[2] = {&o->boosts, &o->counters};
    int n = a->amount;
    for (int k = 0; k < 2 && n > 0; k++) {
        uint8_t *c = kinds[(fx->expedition + k) & 1];
        int off = *c < n ? *c : n;
        *c = (uint8_t)(*c - off);
        n -= off;
    }
    return 1;
}

/* "Ready me": the card readies itself while it is in play, the object its
 * ability came from (CR 4.0 7.3.25); elsewhere, or a new object, nothing. */
int alt_fx_ready_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (alt_state_in_play(fx->sz))
        g->p[fx->p].obj[fx->r->source].status &= (uint8_t)~ALT_ST_EXHAUSTED;
    return 1;
}

/* Sap Duende: "Target two Characters in play or in Reserve and exchange
 * their boosts" (CR 4.0 7.3.10): the picks are acted on one after the
 * other, the first held (first_object); at the second both change at
 * once, the one with more losing the difference and the other gaining it
 * (a gain in play is the event every card sees; one in a Reserve is
 * silent, no ability working there). With one target, nothing. */
static void exchange_boosts(alt_game *g, const int owner[2], const uint8_t id[2])
{
    alt_object *o[2] = {&g->p[owner[0]].obj[id[0]], &g->p[owner[1]].obj[id[1]]};
    if (o[0]->boosts == o[1]->boosts)
        return;                                   /* CR 4.0 7.3.10.b */
    int more = o[0]->boosts > o[1]->boosts ? 0 : 1, less = 1 - more;
    int d = o[more]->boosts - o[less]->boosts;
    o[more]->boosts = (uint8_t)(o[more]->boosts - d);
    if (o[less]->zone == ALT_Z_RESERVE)
        alt_event_reserve_gain_boosts(g, owner[less], id[less], d);
    else
        alt_event_gain_boosts(g, owner[less], id[less], d);
}

int alt_fx_exchange_boosts(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    const alt_resolution *res = fx->res;
    if (res->done == 0 || (fx->id == res->first_object && fx->owner == res->first_owner))
        return 1;                                 /* the first of the two */
    const int owner[2] = {res->first_owner, fx->owner};
    const uint8_t id[2] = {res->first_object, fx->id};
    exchange_boosts(g, owner, id);
    return 1;
}

/* "Exchange its boosts with target Character in play or in Reserve": "it"
 * (the trigger's, or a step's before), still a Character in an
 * Expedition or a Reserve, and the target exchange them as above; "it"
 * picked, or gone, nothing. */
int alt_fx_it_exchange_boosts(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1 || (r->subject == fx->id && r->subject_owner == fx->owner))
        return 1;
    const alt_object *it = &g->p[r->subject_owner].obj[r->subject];
    if (it->card == ALT_CARD_NONE || !alt_state_is_character(alt_state_card(g, r->subject_owner, r->subject)) ||
        (it->zone != ALT_Z_RESERVE && it->zone != ALT_Z_EXP_HERO && it->zone != ALT_Z_EXP_COMPANION))
        return 1;
    const int owner[2] = {r->subject_owner, fx->owner};
    const uint8_t id[2] = {r->subject, fx->id};
    exchange_boosts(g, owner, id);
    return 1;
}

/* Fiore dei Liberi: "At Night — I lose 1 boost": while the card is in play,
 * the object the ability came from; elsewhere (a new object) nothing. */
int alt_fx_lose_boosts_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (!alt_state_in_play(fx->sz))
        return 1;
    alt_object *o = &g->p[fx->p].obj[fx->r->source];
    o->boosts = (uint8_t)(o->boosts > a->amount ? o->boosts - a->amount : 0);
    return 1;
}

/* Man in the Maze: "Remove all boosts from Characters in play and in
 * Reserve. Then, depending on the number of boosts removed this way:" the
 * Characters of both players' Expeditions and Reserves lose every boost at
 * once (CR 4.0 2.5.g: a Hero is no Character), and the count chooses the
 * MODE abilities that follow, as a player's choice would (CR 6.5.g): the
 * first range that holds it, or with "A+" ranges each one it reaches, in
 * their printed order. The modes wait in the resolution's dice (modes.c). */
int alt_fx_remove_all_boosts(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_RESERVE};
    int removed = 0;
    for (int q = 0; q < 2; q++) {
        alt_player *pl = &g->p[q];
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
                alt_object *o = &pl->obj[alt_state_zone(pl, zones[z])[i]];
                if (alt_state_is_character(alt_cards_get(g->db, o->card))) {
                    removed += o->boosts;
                    o->boosts = 0;
                }
            }
    }
    const int least[3] = {a->amount, a->arg, a->cost_max};
    memset(fx->res->dice, 0, sizeof fx->res->dice);
    int n = 0;
    for (int k = 0; k < 3 && least[k] > 0; k++) {
        int next = k < 2 && least[k + 1] > 0 ? least[k + 1] : 0;
        int holds = removed >= least[k] && ((a->flags & ALT_ABILITY_CUMULATIVE) || next == 0 || removed < next);
        if (holds)
            fx->res->dice[n++] = (uint8_t)(k + 1);
    }
    fx->res->did = (uint8_t)(removed > 255 ? 255 : removed);
    return 1;
}

/* "My Expedition moves forward N regions": the one the card is in (both,
 * for a Gigantic card, CR 7.4.4), as any effect's move (CR 4.0 7.3.22);
 * nothing once the card is in no Expedition. */
int alt_fx_my_forward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int at = alt_passive_source_expeditions(g, fx->r);
    for (int e = 0; e < 2; e++)                 /* every "instead" asked before either moves (CR 6.2.d) */
        if ((at & (1 << e)) && alt_event_forward_instead_ask(g, fx->p, (alt_expedition)e, a->amount > 1 ? a->amount : 1,
                                                             ALT_RES_INSTEAD_RUN))
            return 0;
    for (int e = 0; e < 2; e++) {
        if (!(at & (1 << e)))
            continue;
        if (a->amount > 1)
            alt_event_move_forward_n(g, fx->p, (alt_expedition)e, a->amount);
        else
            alt_event_move_forward(g, fx->p, (alt_expedition)e);
    }
    return 1;
}

/* The Wayfarer: "When you reveal a card this way — If its Hand Cost is
 * equal to the die's result, draw it": "it" is the card the roll revealed
 * (trigger.c); drawn while it is still the top card of its owner's Deck,
 * the controller's (CR 7.3.9: a draw takes the top card), else nothing
 * (CR 6.5.h). */
int alt_fx_draw_it(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner != fx->p || fx->pl->zone_n[ALT_Z_DECK] == 0 ||
        alt_state_zone(fx->pl, ALT_Z_DECK)[fx->pl->zone_n[ALT_Z_DECK] - 1] != r->subject)
        return 1;
    alt_event_draw(g, fx->p, 1);
    fx->res->did = 1;
    return 1;
}

/* "Look at the top N cards of your deck. Put one in your hand and discard
 * the others": the top N (fewer in a smaller Deck, the Discard pile
 * shuffled under it first, CR 3.2.2.d), counted in res.tally while their
 * player picks one (limbo.c lists them, top first); that one goes to the
 * Hand (not drawn), the others to the Discard pile (CR 4.0 7.3.7). */
int alt_fx_look_top_hand(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_resolution *res = fx->res;
    if (res->step != ALT_RES_PICK_ASKED) {
        alt_state_deck_at_least(g, fx->p, a->amount);
        int n = fx->pl->zone_n[ALT_Z_DECK] < a->amount ? fx->pl->zone_n[ALT_Z_DECK] : a->amount;
        if (n == 0)
            return 1;
        res->tally = (uint8_t)n;
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
    uint8_t seen[255];
    int n = res->tally;
    for (int i = 0; i < n; i++)
        seen[i] = alt_state_zone(fx->pl, ALT_Z_DECK)[fx->pl->zone_n[ALT_Z_DECK] - 1 - i];
    res->tally = 0;
    res->step = ALT_RES_RUN;
    for (int i = 0; i < n; i++)
        if (seen[i] == res->pick_object) {      /* one of those looked at (the answers listed) */
            alt_event_move(g, fx->p, seen[i], ALT_Z_HAND);
            res->did = 1;
        }
    for (int i = 0; i < n; i++)
        if (seen[i] != res->pick_object)
            alt_event_move(g, fx->p, seen[i], ALT_Z_DISCARD);
    return 1;
}

/* "Characters you control lose their boosts": every Character of the
 * controller's in an Expedition, at once (a Gigantic one once). */
int alt_fx_my_chars_lose_boosts(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_player *pl = &g->p[fx->p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (alt_state_is_character(alt_state_card(g, fx->p, id)))
                pl->obj[id].boosts = 0;
        }
    }
    return 1;
}

/* "I gain 1 boost per card in your Landmarks, up to a max of 3 boosts on
 * me": as many as the count gives and keep my boosts at M or fewer; none
 * once I have M. */
int alt_fx_boost_self_per_max(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION)
        return 1;
    int n = alt_count_value(g, fx->r, (alt_condition)(ALT_COND_FIRST_COUNT + a->arg - ALT_PER_COUNT));
    int room = a->amount - g->p[fx->p].obj[fx->r->source].boosts;
    if (n > room)
        n = room;
    if (n > 0)
        alt_event_gain_boosts(g, fx->p, fx->r->source, n);
    return 1;
}

/* we_boost: the card (in an Expedition) and "it"; it_card_boost: "it"
 * alone. "It" gains its boosts in an Expedition, or as a Character in a
 * Reserve (kept as it leaves for play, CR 4.0 2.5.k), as card_boost's. */
int alt_fx_we_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (a->effect == ALT_FX_WE_BOOST && (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION))
        alt_event_gain_boosts(g, fx->p, fx->r->source, a->amount);
    if (fx->r->subject < ALT_OBJ_MAX) {
        const alt_object *it = &g->p[fx->r->subject_owner].obj[fx->r->subject];
        if (it->card == ALT_CARD_NONE)
            return 1;
        if (it->zone == ALT_Z_EXP_HERO || it->zone == ALT_Z_EXP_COMPANION)
            alt_event_gain_boosts(g, fx->r->subject_owner, fx->r->subject, a->amount);
        else if (it->zone == ALT_Z_RESERVE && alt_state_is_character(alt_state_card(g, fx->r->subject_owner, fx->r->subject)))
            alt_event_reserve_gain_boosts(g, fx->r->subject_owner, fx->r->subject, a->amount);
    }
    return 1;
}
