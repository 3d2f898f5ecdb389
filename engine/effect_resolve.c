/*
 * effect_resolve.c: the ability resolving performs its effect (effect.h):
 * the one table of effects.def's PERFORM functions, and the picking
 * machinery every picking effect shares, driven by its row (ability.h's
 * ALT_PICKS, ALT_DEST and counts): the picks asked of the right player in
 * the right order, an "instead" asked before a pick moves (CR 6.2.d), the
 * Tough each target costs paid (CR 7.4.7), and, from level 3, every pick
 * of a step made before the step acts on any (CR 6.1.e-g, 6.5.b, 7.4.7.e).
 * A picking effect's own function acts on one pick.
 */
#include "effect.h"
#include "fx.h"
#include "status_gain.h"
#include "count.h"

#include <assert.h>
#include <string.h>

/* What each effect does: effects.def's PERFORM column. */
static int (*const perform_of[ALT_FX__COUNT])(alt_game *, const alt_ability *, const alt_fx_ctx *) = {
#define EFFECT(id, name, args, flags, perform, meaning, words) [ALT_FX_##id] = perform,
#include "effects.def"
#undef EFFECT
};

int alt_fx_passive(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g, (void)a, (void)fx;
    return 1;                                     /* read where it applies */
}

/* The owner of a pick's object from the choice answered: for a card to
 * play, bit 0 (the others say how it is paid). */
static int pick_owner(const alt_ability *a, int choice)
{
    return alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_PLAY ? choice & 1 : choice;
}

/* Acts on one pick: the step happened ("if you do"), a target's Tough is
 * paid (CR 7.4.7.c, f), then the effect's own function; 0 when that
 * function asks a question first (an "instead" of the objects it moves):
 * nothing has happened yet, and the answer comes back to this pick. */
static int act(alt_game *g, const alt_ability *a, alt_fx_ctx *fx, int owner, uint8_t id, int expedition)
{
    /* The choice answered: the owner, and for a card to play how it is paid. */
    fx->choice = owner;
    fx->owner = pick_owner(a, owner);
    fx->id = id;
    fx->expedition = expedition;
    fx->end = 0;
    uint8_t did = g->res.did;
    g->res.did = 1;
    alt_picks k = alt_ability_picks((alt_effect)a->effect);
    if (k == ALT_PICKS_TARGET || (k == ALT_PICKS_PLAY_OR_RESERVE && g->p[owner].obj[id].zone != ALT_Z_RESERVE))
        alt_state_pay(g, fx->p, alt_cond_tough_cost(g, fx->p, owner, id));
    if (perform_of[a->effect](g, a, fx))
        return 1;
    g->res.did = did;
    return 0;
}

/* The picks an effect of this kind makes with no object: Expeditions and players. */
static int picks_no_object(alt_picks k)
{
    return k == ALT_PICKS_EXPEDITION || k == ALT_PICKS_SCOPE || k == ALT_PICKS_PLAYER_OR_MINE ||
           k == ALT_PICKS_REGION || k == ALT_PICKS_REGION_HELD || k == ALT_PICKS_MARKER;
}

/* ---- held picks (level 3): chosen one after the other, acted on together */

static void hold(alt_game *g, uint8_t id, int expedition, int owner)
{
    alt_resolution *res = &g->res;
    if (res->held_n >= ALT_HELD_MAX) {
        g->overflow = 1;                          /* the engine's capacity: the step ends the game */
        return;
    }
    uint8_t *h = res->held[res->held_n++];
    h[0] = id, h[1] = (uint8_t)expedition, h[2] = (uint8_t)owner;
}

/* The held picks' questions first (CR 6.2.d: before anything moves), then
 * each is acted on, in the order chosen; 0 while a question waits. The
 * pick answered last is cleared: a question's answer comes back to the
 * pick's step, and finds the picks over. */
static int act_on_held(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    res->pick_object = ALT_NO_OBJECT;
    res->pick_choice = 0;
    for (int i = 0; i < res->held_n; i++)
        if (alt_pick_instead_asks(g, a, pick_owner(a, res->held[i][2]), res->held[i][0]))
            return 0;
    uint8_t held[ALT_HELD_MAX][3];
    int n = res->held_n;
    memcpy(held, res->held, sizeof held);
    res->held_n = 0;
    memset(res->held, 0, sizeof res->held);
    for (int i = 0; i < n; i++)
        act(g, a, fx, held[i][2], held[i][0], held[i][1]);
    return 1;
}

/* ---- the ways to pick */

/* One pick, or "up to two" (a second, different one). Levels 1 and 2 act
 * on the first before the second is asked; from level 3 both are chosen,
 * then acted on together. */
static int pick_one_or_two(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    int together = alt_state_rules(g) >= 3;
    if (res->step == ALT_RES_PICK_ASKED) {
        int none = res->pick_object == ALT_NO_OBJECT && !picks_no_object(alt_ability_picks((alt_effect)a->effect));
        if (none)
            return together && res->held_n ? act_on_held(g, a, fx) : 1;   /* "up to": no (more) target */
        if (together && (a->flags & ALT_ABILITY_TWO)) {
            if (res->done == 0) {
                hold(g, res->pick_object, res->pick_expedition, res->pick_choice);
                res->done = 1;
                res->first_object = res->pick_object;
                res->first_owner = (uint8_t)res->pick_choice;
            } else {
                if (res->held_n == 1)
                    hold(g, res->pick_object, res->pick_expedition, res->pick_choice);
                return act_on_held(g, a, fx);
            }
        } else {
            if (alt_pick_instead_asks(g, a, pick_owner(a, res->pick_choice), res->pick_object) ||
                !act(g, a, fx, res->pick_choice, res->pick_object, res->pick_expedition))
                return 0;                         /* its controller says first (CR 6.2.d) */
            if (!(a->flags & ALT_ABILITY_TWO) || res->done)
                return 1;
            res->done = 1;                        /* "up to two": a second pick */
            res->first_object = res->pick_object;
            res->first_owner = (uint8_t)res->pick_choice;
        }
    }
    size_t targets = alt_cond_list_targets(g, NULL, 0);
    if (targets == 0 || (targets == 1 && (a->flags & ALT_ABILITY_UPTO)))
        return together && res->held_n ? act_on_held(g, a, fx) : 1;   /* CR 6.1.g: nothing left to pick */
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

/* Up to `amount` targets whose Hand Costs add up to cost_max at most
 * (res.tally: the total so far). */
static int pick_up_to_n(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    int together = alt_state_rules(g) >= 3;
    if (res->step == ALT_RES_PICK_ASKED) {
        if (res->pick_object == ALT_NO_OBJECT)
            return together ? act_on_held(g, a, fx) : 1;   /* no more targets */
        int owner = pick_owner(a, res->pick_choice);
        if (!together && alt_pick_instead_asks(g, a, owner, res->pick_object))
            return 0;                             /* its controller says first (CR 6.2.d) */
        int cost = alt_state_card(g, owner, res->pick_object)->hand_cost;
        res->tally = (uint8_t)(res->tally + (cost > 0 ? cost : 0));
        if (together)
            hold(g, res->pick_object, res->pick_expedition, res->pick_choice);
        else
            act(g, a, fx, res->pick_choice, res->pick_object, res->pick_expedition);
        res->done++;
        res->step = ALT_RES_RUN;
    }
    if (res->done < a->amount && alt_cond_list_targets(g, NULL, 0) > ((a->flags & ALT_ABILITY_UPTO) ? 1 : 0)) {
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    return together ? act_on_held(g, a, fx) : 1;  /* all picked, or only "none" is left */
}

/* Each player picks, in initiative order (CR 6.1.h); a player without a
 * pick is skipped. From level 2 the step is one step of two atomic actions
 * (CR 6.1.e, 6.1.f): the first player's pick is held (res.first_object,
 * first_owner) while the other decides, then both are acted on, in
 * initiative order. Level 1 acted on each as it was picked. */
static void act_on_first(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    if (g->res.first_object != ALT_NO_OBJECT)
        act(g, a, fx, g->res.first_owner, g->res.first_object, 0);
}

static int pick_each_player(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    int together = alt_state_rules(g) >= 2;
    if (res->step == ALT_RES_PICK_ASKED) {
        /* An "instead" of either pick is asked first, before anything
         * moves (CR 6.2.d). */
        if ((together && res->done == 1 && res->first_object != ALT_NO_OBJECT &&
             alt_pick_instead_asks(g, a, res->first_owner, res->first_object)) ||
            ((!together || res->done == 1) && alt_pick_instead_asks(g, a, res->pick_choice, res->pick_object)))
            return 0;
        res->step = ALT_RES_RUN;
        if (!together) {
            act(g, a, fx, res->pick_choice, res->pick_object, 0);
        } else if (res->done == 0) {
            res->first_object = res->pick_object;
            res->first_owner = (uint8_t)res->pick_choice;
        } else {
            act_on_first(g, a, fx);
            act(g, a, fx, res->pick_choice, res->pick_object, 0);
        }
        res->done++;
    }
    while (res->done < 2) {
        if (alt_cond_list_targets(g, NULL, 0) > 0) {
            alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
            return 0;
        }
        if (together && res->done == 0)
            res->first_object = ALT_NO_OBJECT;       /* nothing to hold */
        else if (together && res->first_object != ALT_NO_OBJECT &&
                 alt_event_instead_ask(g, res->first_owner, res->first_object, ALT_Z_DISCARD, ALT_RES_INSTEAD_RUN))
            return 0;
        else if (together)
            act_on_first(g, a, fx);                   /* the other had none */
        res->done++;
    }
    return 1;
}

/* Any number of picks, one at a time, each acted on as it comes (the
 * picker's own cards, which no Reaction reads in between); "that's all"
 * (no object), or nothing left, ends them: the effect acts on the total. */
static int pick_any_number(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_object != ALT_NO_OBJECT)
            act(g, a, fx, res->pick_choice, res->pick_object, 0);
        else
            goto end;
    }
    if (alt_cond_list_targets(g, NULL, 0) > 1) {    /* "that's all" and at least one card */
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
end:
    fx->owner = fx->p;
    fx->id = ALT_NO_OBJECT;
    fx->end = 1;
    return perform_of[a->effect](g, a, fx);
}

/* Skybound Odyssey: "Target three Expeditions and create a token in each
 * one": `amount` different Expeditions (picks.c offers none held), held as
 * chosen (a 4.0 word: level 3 always), then each acted on in the order
 * chosen (CR 6.1.e-g). */
static int pick_n_expeditions(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        hold(g, ALT_NO_OBJECT, res->pick_expedition, res->pick_choice);
        res->done++;
        res->step = ALT_RES_RUN;
    }
    if (res->done < a->amount && alt_cond_list_targets(g, NULL, 0) > 0) {
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    return act_on_held(g, a, fx);
}

/* Whispers from the Maze: any number of targets in play or in a Reserve
 * ("Augment any number of target cards"), each once, "no more" or nothing
 * left ending them: from level 3 each is chosen and held, then all are
 * acted on together (CR 6.1.e-g, 6.5.b), each Tough paid; before, as
 * Trial by Frost's any number of targets, each acted on as it is picked,
 * the later ones after it in (owner, id) order (picks.c). */
static int pick_any_targets(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    int together = alt_state_rules(g) >= 3;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_object == ALT_NO_OBJECT)
            return together && res->held_n ? act_on_held(g, a, fx) : 1;
        if (together) {
            hold(g, res->pick_object, res->pick_expedition, res->pick_choice);
        } else {
            act(g, a, fx, res->pick_choice, res->pick_object, res->pick_expedition);
            res->done = 1;
            res->first_object = res->pick_object;
            res->first_owner = (uint8_t)res->pick_choice;
        }
    }
    if (alt_cond_list_targets(g, NULL, 0) > 1) {    /* "no more" and at least one target */
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
    return together && res->held_n ? act_on_held(g, a, fx) : 1;
}

/* Whispers from the Maze: "Do the following X+1 times" (CR 4.0 6.5.i): one
 * target picked and acted on, then the next instance asked, each its own
 * choice (the same target or another); res.done counts the instances
 * done. X, the card's counters, is read before each: a Spell's in Limbo,
 * which nothing changes. Once no target is left, the rest is ignored
 * (6.5.h). */
static int pick_times(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        if (alt_pick_instead_asks(g, a, pick_owner(a, res->pick_choice), res->pick_object) ||
            !act(g, a, fx, res->pick_choice, res->pick_object, res->pick_expedition))
            return 0;                             /* its controller says first (CR 6.2.d) */
        res->done++;
        res->step = ALT_RES_RUN;
    }
    if (res->done >= alt_count_my_counters(g, &res->r) + a->times - 1 || alt_cond_list_targets(g, NULL, 0) == 0)
        return 1;
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

static int run_picks(alt_game *g, const alt_ability *a, alt_fx_ctx *fx)
{
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    if (alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_PLAYER_OR_MINE && a->where == 0) {
        act(g, a, fx, fx->p, ALT_NO_OBJECT, 0);   /* "you": nothing to pick */
        return 1;
    }
    if (flags & ALT_FXF_N_EXPEDITIONS)
        return pick_n_expeditions(g, a, fx);
    if (flags & ALT_FXF_EACH_PLAYER)
        return pick_each_player(g, a, fx);
    if ((flags & ALT_FXF_ANY_NUMBER) && alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_PLAY_OR_RESERVE)
        return pick_any_targets(g, a, fx);
    if (flags & ALT_FXF_ANY_NUMBER)
        return pick_any_number(g, a, fx);
    if (flags & ALT_FXF_UP_TO_N)
        return pick_up_to_n(g, a, fx);
    if (a->times)
        return pick_times(g, a, fx);
    return pick_one_or_two(g, a, fx);
}

int alt_effect_perform(alt_game *g)
{
    alt_resolution *res = &g->res;
    alt_reaction *r = &res->r;
    int p = r->player;
    alt_player *pl = &g->p[p];

    if (r->ability == ALT_SCOUT_ABILITY) {
        if (alt_state_in_play(alt_passive_source_zone(g, r)))
            alt_event_move(g, p, r->source, ALT_Z_RESERVE);
        return 1;
    }
    if (alt_state_granted(r->ability)) {              /* a "next card" modifier's Reaction (CR 5.2.b; 4.0 5.2.c) */
        alt_zone at = alt_passive_source_zone(g, r);     /* still that card, where it went */
        int in_exp = at == ALT_Z_EXP_HERO || at == ALT_Z_EXP_COMPANION;
        if (r->ability == ALT_POS_MOD_UNFLEETING && alt_state_in_play(at))
            pl->obj[r->source].status &= (uint8_t)~ALT_ST_FLEETING;
        else if (r->ability == ALT_POS_MOD_ANCHORED && in_exp)
            alt_status_gain(g, p, r->source, ALT_ST_ANCHORED);   /* "a Character you control gains Anchored" hears it */
        else if (r->ability >= ALT_POS_MOD_BOOST && r->ability <= ALT_POS_MOD_BOOST_LAST && in_exp)
            alt_event_gain_boosts(g, p, r->source, r->ability - ALT_POS_MOD_BOOST + 1);
        else if (r->ability == ALT_POS_MOD_MAY_ASLEEP && in_exp && res->step == ALT_RES_START) {
            alt_state_ask(g, p, ALT_RES_MAY_ASKED);              /* "you may have it gain Asleep" (CR 6.5.c) */
            return 0;
        } else if (r->ability == ALT_POS_MOD_MAY_ASLEEP && in_exp && res->step == ALT_RES_RUN)
            alt_status_gain(g, p, r->source, ALT_ST_ASLEEP);     /* "yes" (limbo.c); declined, nothing */
        else if (r->ability == ALT_POS_MOD_R_ONE)
            return alt_fx_activate_one(g, p, res);               /* "activates one of its {r} abilities" */
        return 1;
    }
    const alt_ability *a = alt_state_ability(g, r->card, r->ability);
    alt_fx_ctx fx = {res, r, p, pl, alt_passive_source_zone(g, r), NULL, p, ALT_NO_OBJECT, 0, 0, 0};
    fx.src = fx.sz != ALT_Z_NONE ? &pl->obj[r->source] : NULL;
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    if ((flags & ALT_FXF_PICK) && !alt_picks_stepped(alt_ability_picks((alt_effect)a->effect)))
        return run_picks(g, a, &fx);              /* a kind in steps: its function asks each */
    return perform_of[a->effect](g, a, &fx);
}
