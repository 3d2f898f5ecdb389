/*
 * multi_target.c: Trial by Frost's effects on several objects or on a
 * chosen player or Expedition (fx.h): target player sacrifices a
 * Character, each player gives a Character of theirs a status, every
 * Character of target Expedition gains boosts or goes to Reserve
 * exhausted, any number of targets each gain boosts, or go to Reserve
 * within a total {M}; and three steps about "it": it loses a status, its
 * controller draws, it is sacrificed; and Whispers from the Maze's other
 * Characters of the card's Expedition sent to Reserve, and The Hunger's
 * every other card in play and in Reserve discarded; and boosts
 * distributed among any number of targets, and any number of Reserve
 * cards Sabotaged within a total. One function per
 * effect; what each may pick is its row's ALT_PICKS kind's answers
 * (picks.c).
 */
#include "fx.h"

#include <string.h>

static int is_char_in_exp(const alt_game *g, int owner, uint8_t id)
{
    const alt_object *o = &g->p[owner].obj[id];
    return (o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION) &&
           alt_state_is_character(alt_state_card(g, owner, id));
}

/* The Characters present in player owner's Expedition e (a Gigantic one
 * in either, CR 7.4.4.b), in zone order: up to ALT_OBJ_MAX ids. */
static int present_in(const alt_game *g, int owner, int e, uint8_t *ids)
{
    const alt_player *pl = &g->p[owner];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (alt_state_is_character(alt_state_card(g, owner, id)) && alt_passive_present_in(g, owner, id, (alt_expedition)e))
                ids[n++] = id;
        }
    }
    return n;
}

/* Where a move to Reserve of a Character sends it (CR 3.0 2.4.6.d: Fleeting
 * goes to the Discard pile). */
static alt_zone to_reserve(const alt_game *g, int owner, uint8_t id)
{
    return (g->p[owner].obj[id].status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE;
}

/* Target Expedition's Characters to Reserve, then exhausted: each
 * optional "instead" of theirs asked first (CR 6.2.d), then the moves. */
static int expedition_to_reserve(alt_game *g, int owner, int e)
{
    uint8_t ids[ALT_OBJ_MAX];
    int n = present_in(g, owner, e, ids);
    for (int i = 0; i < n; i++)
        if (alt_event_instead_ask(g, owner, ids[i], to_reserve(g, owner, ids[i]), ALT_RES_INSTEAD_PICK))
            return 0;
    int p = g->res.r.player;
    for (int i = 0; i < n; i++)
        alt_event_move(g, owner, ids[i], to_reserve(g, owner, ids[i]));
    for (int i = 0; i < n; i++)
        alt_exhaust_in_reserve(g, p, owner, ids[i]);   /* "then exhaust them": those in Reserve */
    return 1;
}

/* Skybound Odyssey: "Spend any number of my counters: the same number of
 * target Characters lose Fleeting" (ALT_FXF_PER_COUNTER): the targets
 * are picked as the effect resolves, at most the counters the source has,
 * and one is spent per target (nothing can happen between the cost and
 * the effect of a quick action, so picking the number then is picking it
 * as the cost is paid). */
static int spends_counters(const alt_ability *a)
{
    return (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_PER_COUNTER) != 0;
}

/* Whether each target picked loses Fleeting ("... lose [Fleeting]"),
 * rather than gains boosts. */
static int loses_fleeting(const alt_ability *a)
{
    return a->effect == ALT_FX_TARGETS_LOSE_FLEETING || a->effect == ALT_FX_ANY_LOSE_FLEETING;
}

static void spend_counters(alt_game *g, int n)
{
    const alt_reaction *r = &g->res.r;
    uint8_t *c = alt_state_counters_ref(g, r->player, r->source, alt_state_source_card(g, r));
    if (c)
        *c = (uint8_t)(*c > n ? *c - n : 0);
}

/* The picks a step held (level 3), taken for acting on them: they are
 * copied out, each (id, expedition, owner), and the step holds none. */
static int take_held(alt_resolution *res, uint8_t ids[ALT_HELD_MAX][3])
{
    int n = res->held_n;
    memcpy(ids, res->held, sizeof res->held);
    res->held_n = 0;
    memset(res->held, 0, sizeof res->held);
    return n;
}

/* From level 3, "any number of targets" are all chosen, then the step
 * acts on them together (CR 6.1.e-g, 6.5.b): each "instead" of theirs is
 * asked first (CR 6.2.d; the pick answered last is cleared, so that the
 * answer comes back to a step whose picks are over), each Tough is paid
 * (CR 7.4.7.e-f), then each gains its boosts or goes to Reserve. 0 while
 * a question waits. At most ALT_HELD_MAX targets are held: the engine's
 * capacity. */
static int act_on_held(alt_game *g, const alt_ability *a, int mountain)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    res->pick_object = ALT_NO_OBJECT;
    if (mountain)
        for (int i = 0; i < res->held_n; i++) {
            int owner = res->held[i][2];
            uint8_t id = res->held[i][0];
            if (alt_event_instead_ask(g, owner, id, to_reserve(g, owner, id), ALT_RES_INSTEAD_PICK))
                return 0;
        }
    uint8_t ids[ALT_HELD_MAX][3];
    int n = take_held(res, ids);
    for (int i = 0; i < n; i++)
        alt_state_pay(g, p, alt_cond_tough_cost(g, p, ids[i][2], ids[i][0]));
    if (spends_counters(a))
        spend_counters(g, n);
    for (int i = 0; i < n; i++) {
        int owner = ids[i][2];
        uint8_t id = ids[i][0];
        if (loses_fleeting(a))
            g->p[owner].obj[id].status &= (uint8_t)~ALT_ST_FLEETING;
        else if (!mountain)
            alt_event_gain_boosts(g, owner, id, a->amount);
        else
            alt_event_move(g, owner, id, to_reserve(g, owner, id));
    }
    res->did = n > 0;
    return 1;
}

/* Each Character present in the target Expedition (the pick's, as
 * ALT_PICKS_EXPEDITION answers it) gains N boosts. */
ALT_FX_PERFORM(alt_fx_expedition_boost)
{
    uint8_t ids[ALT_OBJ_MAX];
    int n = present_in(g, fx->owner, fx->expedition & 1, ids);
    for (int i = 0; i < n; i++)
        alt_event_gain_boosts(g, fx->owner, ids[i], a->amount);
    g->res.step = ALT_RES_RUN;
    g->res.did = n > 0;
    return 1;
}

/* Skybound Odyssey (Sakarabru's Fury's rare): each Character present in
 * target Expedition is discarded, each optional "instead" asked first
 * (CR 6.2.d), then the Expedition moves backward one region, no farther
 * than its origin (CR 4.0 7.3.21). */
ALT_FX_PERFORM(alt_fx_expedition_discard_backward)
{
    (void)a;
    uint8_t ids[ALT_OBJ_MAX];
    int n = present_in(g, fx->owner, fx->expedition & 1, ids);
    for (int i = 0; i < n; i++)
        if (alt_event_instead_ask(g, fx->owner, ids[i], ALT_Z_DISCARD, ALT_RES_INSTEAD_PICK))
            return 0;
    for (int i = 0; i < n; i++)
        alt_event_move(g, fx->owner, ids[i], ALT_Z_DISCARD);
    alt_event_move_backward_n(g, fx->owner, (alt_expedition)(fx->expedition & 1), 1);
    g->res.step = ALT_RES_RUN;
    return 1;
}

ALT_FX_PERFORM(alt_fx_expedition_to_reserve)
{
    (void)a;
    if (!expedition_to_reserve(g, fx->owner, fx->expedition & 1))
        return 0;                                      /* an "instead" asked first */
    g->res.step = ALT_RES_RUN;
    return 1;
}

/* Asks the picker the next pick, when there is one (CR 6.1.g: nothing
 * to pick, nothing happens): 0 while it waits. */
static int ask_next(alt_game *g)
{
    int who = alt_cond_picker(g);
    if (alt_cond_list_targets(g, NULL, 0) == 0)
        return 1;
    alt_state_ask(g, who, ALT_RES_PICK_ASKED);
    return 0;
}

/* Target player (done 0, held in first_owner), then that player's
 * Character, which they sacrifice (CR 7.3.25). */
ALT_FX_PERFORM(alt_fx_player_sacrifice)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        if (res->done != 0) {
            if (alt_event_instead_ask(g, owner, id, ALT_Z_DISCARD, ALT_RES_INSTEAD_PICK))
                return 0;                              /* its controller says first (CR 6.2.d) */
            alt_event_sacrifice(g, owner, id);
            res->step = ALT_RES_RUN;
            res->did = 1;
            return 1;
        }
        res->first_owner = (uint8_t)owner;             /* the target player */
        res->done = 1;
        res->step = ALT_RES_RUN;
    }
    return ask_next(g);
}

/* Each player, you first, chooses a Character of theirs (the first held
 * in first_object; a player with none is passed), then both gain the
 * status together. */
ALT_FX_PERFORM(alt_fx_each_status)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        res->step = ALT_RES_RUN;
        if (res->done != 0) {
            if (res->first_object < ALT_OBJ_MAX)
                alt_status_gain(g, p, res->first_object, a->arg);
            alt_status_gain(g, owner, id, a->arg);
            res->did = 1;
            return 1;
        }
        res->first_object = id;                        /* held: both gain it together */
        res->done = 1;
    }
    int who = alt_cond_picker(g);
    while (res->done < 2 && alt_cond_list_targets(g, NULL, 0) == 0) {
        if (res->done == 0)
            res->first_object = ALT_NO_OBJECT;         /* nothing to hold */
        res->done++;
        who = alt_cond_picker(g);
    }
    if (res->done >= 2) {
        if (res->first_object < ALT_OBJ_MAX)
            res->did = (uint8_t)alt_status_gain(g, p, res->first_object, a->arg);
        return 1;
    }
    alt_state_ask(g, who, ALT_RES_PICK_ASKED);
    return 0;
}

/* Any number of targets, "no more" ending them: from level 3 held and
 * acted on together (act_on_held); before, each acted on as picked, in
 * increasing (owner, id). Each gains N boosts, or (mountain: within a
 * total {M}, in res.tally) goes to its owner's Reserve. */
static int any_number(alt_game *g, const alt_ability *a, int mountain)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        if (id == ALT_NO_OBJECT) {
            if (alt_state_rules(g) >= 3 && !act_on_held(g, a, mountain))
                return 0;
            res->step = ALT_RES_RUN;
            return 1;                                  /* no more targets */
        }
        if (alt_state_rules(g) >= 3) {                 /* held, acted on once all are chosen */
            uint8_t *h = res->held[res->held_n++];
            h[0] = id, h[1] = 0, h[2] = (uint8_t)owner;
            if (mountain) {
                int m = alt_static_stat(g, owner, id, 1);
                res->tally = (uint8_t)(res->tally + (m > 0 ? m : 0));
            }
        } else {
            if (mountain && alt_event_instead_ask(g, owner, id, to_reserve(g, owner, id), ALT_RES_INSTEAD_PICK))
                return 0;
            alt_state_pay(g, p, alt_cond_tough_cost(g, p, owner, id));   /* CR 7.4.7.f */
            if (spends_counters(a))
                spend_counters(g, 1);
            if (loses_fleeting(a)) {
                g->p[owner].obj[id].status &= (uint8_t)~ALT_ST_FLEETING;
            } else if (!mountain) {
                alt_event_gain_boosts(g, owner, id, a->amount);
            } else {
                int m = alt_static_stat(g, owner, id, 1);
                res->tally = (uint8_t)(res->tally + (m > 0 ? m : 0));
                alt_event_move(g, owner, id, to_reserve(g, owner, id));
            }
            res->did = 1;
            res->done = 1;
            res->first_object = id;                    /* the last picked: later picks come after it */
            res->first_owner = (uint8_t)owner;
            if (mountain)
                res->first_object = 0, res->first_owner = 0, res->done = 0;   /* gone: no order needed */
        }
        res->step = ALT_RES_RUN;
    }
    int who = alt_cond_picker(g);
    if (alt_cond_list_targets(g, NULL, 0) <= 1) {      /* CR 6.1.g: only "no more" is left */
        if (alt_state_rules(g) >= 3 && !act_on_held(g, a, mountain))
            return 0;
        return 1;
    }
    alt_state_ask(g, who, ALT_RES_PICK_ASKED);
    return 0;
}

ALT_FX_PERFORM(alt_fx_targets_boost)
{
    (void)fx;
    return any_number(g, a, 0);
}

ALT_FX_PERFORM(alt_fx_targets_lose_fleeting)
{
    (void)fx;
    return any_number(g, a, 0);
}

ALT_FX_PERFORM(alt_fx_mountain_targets_to_reserve)
{
    (void)fx;
    return any_number(g, a, 1);
}

ALT_FX_PERFORM(alt_fx_it_more)
{
    (void)fx;
    alt_resolution *res = &g->res;
    const alt_reaction *r = &res->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 1;
    int owner = r->subject_owner;
    alt_object *it = &g->p[owner].obj[r->subject];
    if (it->card == ALT_CARD_NONE)
        return 1;                                      /* a token gone */
    switch ((alt_effect)a->effect) {
    case ALT_FX_IT_LOSE_STATUS:
        if (alt_state_in_play((alt_zone)it->zone) && (it->status & a->arg)) {
            it->status &= (uint8_t)~a->arg;
            res->did = 1;
        }
        return 1;
    case ALT_FX_IT_CONTROLLER_DRAW:
        alt_event_draw(g, owner, 1);
        res->did = 1;
        return 1;
    case ALT_FX_IT_TO_HAND:                            /* Whispers from the Maze */
        if (it->zone == ALT_Z_RESERVE && owner == r->player) {
            alt_event_move(g, owner, r->subject, ALT_Z_HAND);
            res->did = 1;
        }
        return 1;
    case ALT_FX_IT_SWITCH:                             /* Whispers from the Maze (CR 4.0 7.3.34) */
        if (is_char_in_exp(g, owner, r->subject)) {
            alt_event_switch_expedition(g, owner, r->subject);
            res->did = 1;
        }
        return 1;
    case ALT_FX_IT_SACRIFICE:
        if (!is_char_in_exp(g, owner, r->subject))
            return 1;
        if (alt_event_instead_ask(g, owner, r->subject, ALT_Z_DISCARD, ALT_RES_INSTEAD_RUN))
            return 0;
        alt_event_sacrifice(g, owner, r->subject);
        res->did = 1;
        return 1;
    case ALT_FX_IT_DISCARD:
    case ALT_FX_IT_TO_MANA: {
        /* From play (an "instead" asked first, CR 6.2.d) or a Reserve. */
        alt_zone to = a->effect == ALT_FX_IT_DISCARD ? ALT_Z_DISCARD : ALT_Z_MANA;
        if (it->zone != ALT_Z_RESERVE && !alt_state_in_play((alt_zone)it->zone))
            return 1;
        if (it->zone != ALT_Z_RESERVE && alt_event_instead_ask(g, owner, r->subject, to, ALT_RES_INSTEAD_RUN))
            return 0;
        if (alt_event_move(g, owner, r->subject, to) && to == ALT_Z_MANA && it->zone == ALT_Z_MANA)
            it->status |= ALT_ST_EXHAUSTED;               /* CR 3.2.9.b: an exhausted Mana Orb */
        res->did = 1;
        return 1;
    }
    default:
        return 1;
    }
}

/* Fiore dei Liberi: "... then send them all to Reserve": the other
 * Characters present in my Expedition (a Gigantic one too, CR 7.4.4.b),
 * each optional "instead" asked first (CR 6.2.d), then all at once (CR
 * 7.3.26; Fleeting ones to the Discard pile). Out of the Expedition zone
 * I have no Expedition, and nothing goes. */
ALT_FX_PERFORM(alt_fx_others_here_to_reserve)
{
    (void)a;
    if (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION)
        return 1;
    uint8_t all[ALT_OBJ_MAX], ids[ALT_OBJ_MAX];
    int n = 0, m = present_in(g, fx->p, fx->sz == ALT_Z_EXP_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION, all);
    for (int i = 0; i < m; i++)
        if (all[i] != fx->r->source)
            ids[n++] = all[i];
    for (int i = 0; i < n; i++)
        if (alt_event_instead_ask(g, fx->p, ids[i], to_reserve(g, fx->p, ids[i]), ALT_RES_INSTEAD_RUN))
            return 0;
    for (int i = 0; i < n; i++)
        alt_event_move(g, fx->p, ids[i], to_reserve(g, fx->p, ids[i]));
    return 1;
}

/* The Hunger: "Discard all other cards in play and in Reserve": both
 * players' (you first) Expedition and Landmark zones and Reserves, every
 * object but me (CR 4.0 3.1.4.a: the Hero and Mana Orbs are in neither);
 * each optional "instead" of a Character in play asked first (CR 6.2.d),
 * then all moved in one step (CR 4.0 7.3.7, 6.1.f). A token ceases to
 * exist (CR 2.1.e); a card its opponent controls goes to its owner's pile
 * (alt_event_move). */
ALT_FX_PERFORM(alt_fx_discard_all_others)
{
    (void)a;
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK, ALT_Z_RESERVE};
    uint8_t ids[2][ALT_OBJ_MAX];
    int n[2] = {0, 0};
    /* "Other" than me, the object in play whose ability it is: the card
     * back in its Reserve by now is another object (CR 2.1.d), discarded. */
    int me_here = fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION;
    for (int k = 0; k < 2; k++) {
        int q = (fx->p + k) & 1;
        const alt_player *pl = &g->p[q];
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
                uint8_t id = alt_state_zone(pl, zones[z])[i];
                if (!(me_here && q == fx->p && id == fx->r->source) && n[k] < ALT_OBJ_MAX)
                    ids[k][n[k]++] = id;
            }
    }
    for (int k = 0; k < 2; k++) {
        int q = (fx->p + k) & 1;
        for (int i = 0; i < n[k]; i++)
            if (is_char_in_exp(g, q, ids[k][i]) &&
                alt_event_instead_ask(g, q, ids[k][i], ALT_Z_DISCARD, ALT_RES_INSTEAD_RUN))
                return 0;
    }
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < n[k]; i++)
            alt_event_move(g, (fx->p + k) & 1, ids[k][i], ALT_Z_DISCARD);
    g->res.did = n[0] + n[1] > 0;
    return 1;
}

/* "Distribute N boosts among any target Characters": N picks of one
 * boost each (res.tally counts them), the same target as often as liked
 * (picks.c's distribute_fits), each target's Tough paid once (CR
 * 7.4.7.f). From level 3 the picks are held, then each target gains its
 * share at once, in the order first picked (CR 6.1.e-g); before, each
 * boost as it is picked. No target, nothing (CR 6.1.g). */
ALT_FX_PERFORM(alt_fx_distribute_boosts)
{
    (void)fx;
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED && res->pick_object < ALT_OBJ_MAX) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        res->step = ALT_RES_RUN;
        res->tally++;
        if (alt_state_rules(g) >= 3) {
            uint8_t *h = res->held[res->held_n++];
            h[0] = id, h[1] = 0, h[2] = (uint8_t)owner;
        } else {
            if (!res->done || owner != res->first_owner || id != res->first_object)
                alt_state_pay(g, p, alt_cond_tough_cost(g, p, owner, id));
            alt_event_gain_boosts(g, owner, id, 1);
            res->did = 1;
            res->done = 1;
            res->first_object = id;                    /* the last picked: later picks from it on */
            res->first_owner = (uint8_t)owner;
        }
    }
    if (res->tally < a->amount && alt_cond_list_targets(g, NULL, 0) > 0) {
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    uint8_t ids[ALT_HELD_MAX][3];
    int n = take_held(res, ids);
    res->pick_object = ALT_NO_OBJECT;
    int share[ALT_HELD_MAX] = {0};                     /* each target's boosts, at its first pick */
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (ids[j][0] != ids[i][0] || ids[j][2] != ids[i][2])
            j++;
        share[j]++;
    }
    for (int i = 0; i < n; i++)
        if (share[i])
            alt_state_pay(g, p, alt_cond_tough_cost(g, p, ids[i][2], ids[i][0]));   /* CR 7.4.7.e-f */
    for (int i = 0; i < n; i++)
        if (share[i]) {
            alt_event_gain_boosts(g, ids[i][2], ids[i][0], share[i]);
            res->did = 1;
        }
    return 1;
}

/* The Reserve cards held (level 3) discarded together (CR 6.1.e-g). */
static int sabotage_held(alt_game *g)
{
    alt_resolution *res = &g->res;
    uint8_t ids[ALT_HELD_MAX][3];
    int n = take_held(res, ids);
    res->pick_object = ALT_NO_OBJECT;
    for (int i = 0; i < n; i++)
        if (g->p[ids[i][2]].obj[ids[i][0]].zone == ALT_Z_RESERVE) {
            alt_event_move(g, ids[i][2], ids[i][0], ALT_Z_DISCARD);   /* CR 4.0 7.3.30 */
            res->did = 1;
        }
    return 1;
}

/* "[Sabotage] any number of Characters with total {V} less than or equal
 * to my {V}": Character cards in Reserves picked one at a time, "no more"
 * ending them (picks.c's reserve_total), their statistics of the terrain
 * adding up in res.tally; from level 3 held and discarded together once
 * the picks are over, before each as it is picked. */
ALT_FX_PERFORM(alt_fx_sabotage_total_stat)
{
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        res->step = ALT_RES_RUN;
        if (id == ALT_NO_OBJECT)
            return sabotage_held(g);                   /* no more */
        int v = alt_static_stat(g, owner, id, a->arg);
        res->tally = (uint8_t)(res->tally + (v > 0 ? v : 0));
        if (alt_state_rules(g) >= 3) {
            uint8_t *h = res->held[res->held_n++];
            h[0] = id, h[1] = 0, h[2] = (uint8_t)owner;
        } else {
            alt_event_move(g, owner, id, ALT_Z_DISCARD);   /* CR 7.3.24 */
            res->did = 1;
        }
    }
    if (alt_cond_list_targets(g, NULL, 0) <= 1)        /* CR 6.1.g: only "no more" is left */
        return sabotage_held(g);
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}
