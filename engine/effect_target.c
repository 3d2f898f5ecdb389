/*
 * effect_target.c: the effects of the Unique parts that act on a target
 * and then on what follows from it (effect.h, effects.def's "Unique
 * parts: targets"): a target discarded whose Base Cost as it was decides
 * a draw (read before it moves: last known information, CR 2.1.h, which
 * a later step could no longer see), one {J} of "it" activated, control
 * of a Permanent taken, the way "it" goes, and a card discarded from the
 * Hand that bounds the next target.
 */
#include "fx.h"
#include "condition.h"
#include "passive.h"
#include "trigger.h"

/* "Discard target Character. If its Base Cost was {3} or more, its
 * controller draws a card": the Base Cost it had in play (CR 4.0 2.2.9:
 * Fleeting, its Reserve Cost), read before it moves, and the controller
 * it had (the player whose zone held it), who draws after the discard. */
ALT_FX_PERFORM(alt_fx_target_discard_draw)
{
    int controller = fx->owner;
    int base = alt_state_base_cost(g, fx->owner, fx->id);
    int least = a->amount == ALT_AMOUNT_ROLL ? fx->res->roll : a->amount;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);
    if (base >= least)
        alt_event_draw(g, controller, 1);
    return 1;
}

/* The {J} Reactions "it" can be made to activate (CR 4.0 7.3.1.b): of an
 * object still in play whose {J} can activate (CR 4.0 7.3.1.e: not while
 * silenced), each {J} Reaction whose condition read at the event holds
 * now; at most `cap` of their indexes in `out`. Returns how many. The
 * {R} Reactions for it_activate_one_reserve (a Unique part). */
/* The "it" whose Reaction activates: the card a "next card" Reaction is
 * about (ALT_POS_MOD_R_ONE), or the resolution's subject. */
static uint8_t activated_card(const alt_reaction *r, int *owner)
{
    int mod = r->ability == ALT_POS_MOD_R_ONE;
    *owner = mod ? r->player : r->subject_owner;
    return mod ? r->source : r->subject;
}

int alt_fx_it_join_abilities(const alt_game *g, uint8_t *out, int cap)
{
    const alt_reaction *r = &g->res.r;
    alt_trigger t = r->ability == ALT_POS_MOD_R_ONE ||
                            (!alt_state_granted(r->ability) &&
                             alt_state_ability(g, r->card, r->ability)->effect == ALT_FX_IT_ACTIVATE_ONE_RESERVE)
                        ? ALT_TRIG_RESERVE : ALT_TRIG_JOIN;
    int owner;
    uint8_t id = activated_card(r, &owner);
    if (id >= ALT_OBJ_MAX || owner > 1)
        return 0;
    const alt_object *it = &g->p[owner].obj[id];
    if (it->card == ALT_CARD_NONE || !alt_state_in_play((alt_zone)it->zone) || alt_passive_silenced(g, owner, id))
        return 0;
    int n, k = 0;
    const alt_ability *list = alt_cards_abilities(g->db, it->card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == t && (!alt_cond_reads_at_event(&list[i]) || alt_cond_card_holds(&list[i], it))) {
            if (k < cap)
                out[k] = (uint8_t)i;
            k++;
        }
    return k;
}

/* "..., it activates one of its {j} abilities": one {J} Reaction of "it"
 * activates (CR 4.0 7.3.1.b), created by it, so its controller's (4.0 7.3.1.d);
 * with more than one, the effect's controller chooses which (4.0 6.1.g); with
 * none, nothing. */
ALT_FX_PERFORM(alt_fx_it_activate_one_join)
{
    (void)a;
    return alt_fx_activate_one(g, fx->p, fx->res);
}

int alt_fx_activate_one(alt_game *g, int p, alt_resolution *res)
{
    uint8_t which[ALT_ABILITIES_MAX];
    int n = alt_fx_it_join_abilities(g, which, ALT_ABILITIES_MAX);
    if (n == 0)
        return 1;
    int chosen = which[0];
    if (n > 1) {
        if (res->step != ALT_RES_PICK_ASKED) {
            alt_state_ask(g, p, ALT_RES_PICK_ASKED);
            return 0;
        }
        chosen = res->pick_choice;   /* one of those listed (limbo.c) */
    }
    int owner;
    uint8_t id = activated_card(&res->r, &owner);
    alt_trigger_push(g, owner, id, (uint8_t)chosen, 0);
    res->did = 1;
    return 1;
}

/* Unique parts: "I activate its {r} abilities as if they were mine": each
 * {R} Reaction of "it"'s card (the resolution's subject: its card where
 * it is now, or was, a card's object keeping its card) activates with
 * this card as its source (CR 4.0 7.3.1.b, 7.3.1.d: created by this
 * card, so its controller's), in the order the card lists them: "I" in
 * it is this card (alt_state_source_card). "It" in play and silenced has
 * no abilities to activate (CR 4.0 7.3.1.e); nor has a token that ceased
 * to exist. */
ALT_FX_PERFORM(alt_fx_it_reserve_as_mine)
{
    (void)a;
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 1;
    const alt_object *it = &g->p[r->subject_owner].obj[r->subject];
    if (it->card == ALT_CARD_NONE ||
        (alt_state_in_play((alt_zone)it->zone) && alt_passive_silenced(g, r->subject_owner, r->subject)))
        return 1;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, it->card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_RESERVE) {
            alt_trigger_push_as_own(g, fx->p, r->source, it->card, (uint8_t)i);
            fx->res->did = 1;
        }
    return 1;
}

/* "Take control of target Permanent ... If it's an Expedition Permanent,
 * it joins my Expedition": a Landmark goes to its new controller's
 * Landmarks; an Expedition Permanent to the Expedition the source is in,
 * or, when that is none or both (a Gigantic source, CR 4.0 7.4.4.b), to
 * the one of the kind it was in, as a defecting Character (7.3.6). One
 * already its controller's joins that Expedition from the other. */
ALT_FX_PERFORM(alt_fx_take_control)
{
    (void)a;
    int from = fx->owner, me = fx->p;
    alt_zone z = (alt_zone)g->p[from].obj[fx->id].zone;
    alt_zone to = z;
    if ((z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION) && (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION) &&
        !alt_passive_is_gigantic(g, me, fx->r->source))
        to = fx->sz;
    if (from != me)
        alt_event_take_control(g, from, fx->id, to);
    else if (to != z)
        alt_event_switch_expedition(g, me, fx->id);
    return 1;
}

/* "You may discard target Character, otherwise send it to Reserve" and
 * "You may send target Character to Reserve, otherwise you may return it
 * to its owner's hand": what happens to "it", the target the step before
 * picked (none picked, nothing), is the effect's controller's choice
 * (CR 4.0 6.5.c, 6.5.e), listed as the object with the way as choice
 * (limbo.c). The way chosen is kept (res.done, 1 + the way) while an
 * optional "instead" of the move is asked (6.2.d). */
int alt_fx_it_ways(const alt_game *g, uint8_t ways[3])
{
    const alt_ability *a = alt_state_ability(g, g->res.r.card, g->res.r.ability);
    if (a->effect == ALT_FX_IT_DISCARD_OR_RESERVE) {
        ways[0] = ALT_IT_WAY_DISCARD, ways[1] = ALT_IT_WAY_RESERVE;
        return 2;
    }
    ways[0] = ALT_IT_WAY_RESERVE, ways[1] = ALT_IT_WAY_HAND, ways[2] = ALT_IT_WAY_NONE;
    return 3;
}

ALT_FX_PERFORM(alt_fx_it_ways_choice)
{
    (void)a;
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 1;
    int owner = r->subject_owner;
    uint8_t id = r->subject;
    const alt_object *it = &g->p[owner].obj[id];
    int exp = it->zone == ALT_Z_EXP_HERO || it->zone == ALT_Z_EXP_COMPANION;
    if (it->card == ALT_CARD_NONE || !exp || (fx->res->done == 0 && !fx->res->did))
        return 1;                                   /* no "it" (none picked), or it left the Expeditions */
    if (fx->res->done == 0) {
        if (fx->res->step != ALT_RES_PICK_ASKED) {
            alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
            return 0;
        }
        fx->res->done = (uint8_t)(1 + fx->res->pick_choice);
    }
    int way = fx->res->done - 1;
    alt_zone to = way == ALT_IT_WAY_DISCARD ? ALT_Z_DISCARD
                  : way == ALT_IT_WAY_HAND  ? ALT_Z_HAND
                  : way == ALT_IT_WAY_NONE  ? ALT_Z_NONE
                  : (it->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD   /* CR 4.0 2.4.7.d */
                                                   : ALT_Z_RESERVE;
    if (to == ALT_Z_NONE)
        return 1;
    if (alt_event_instead_ask(g, owner, id, to, ALT_RES_INSTEAD_RUN))
        return 0;                                   /* its controller says first (CR 6.2.d) */
    alt_event_move(g, owner, id, to);
    return 1;
}

/* "You may discard a card from your hand to discard target card in play
 * with equal or lower Hand Cost": the card discarded from the Hand is
 * "it", whose Hand Cost bounds the target of the step after (cost<=it). */
ALT_FX_PERFORM(alt_fx_hand_discard_it)
{
    int asked = fx->res->step == ALT_RES_PICK_ASKED;
    uint8_t card = asked ? fx->res->pick_object : ALT_NO_OBJECT;
    int who = alt_cond_picker(g);
    if (!alt_fx_hand_to_reserve(g, a, fx))
        return 0;                                   /* which card: asked */
    if (card < ALT_OBJ_MAX) {
        fx->res->r.subject = card;
        fx->res->r.subject_owner = (uint8_t)who;
    }
    return 1;
}

/* "You may have me activate my {D} ability": the card, in play, activates
 * its own support ability (CR 4.0 7.3.1.b), a Reaction it creates
 * (CR 4.0 7.3.1.d) that resolves its effect: no card is discarded, for the
 * ability is not played as a quick action (CR 5.3), and Reserve's rule for
 * support abilities (CR 4.0 2.2.12.i) is about playing them. Gone from
 * play, nothing. */
ALT_FX_PERFORM(alt_fx_self_activate_support)
{
    (void)a;
    if (!alt_state_in_play(fx->sz))
        return 1;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, fx->r->card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_SUPPORT) {
            alt_trigger_push(g, fx->p, fx->r->source, (uint8_t)i, 0);
            fx->res->did = 1;
        }
    return 1;
}
