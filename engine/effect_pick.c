/*
 * effect_pick.c: what each picking effect does to one pick (effect.h),
 * and the question an optional "instead" asks before a pick moves (CR
 * 6.2.d). What a picking effect picks, how many, in what order and what
 * its Tough costs are effect_resolve.c's, from the effect's effects.def
 * row: a picking effect is that row and one function here.
 */
#include "play.h"
#include "effect.h"
#include "status_gain.h"
#include "counters.h"
#include "reserve_exhaust.h"
#include "count.h"

#include <string.h>

/* The zone a picking effect sends its pick to (its row's ALT_DEST),
 * ALT_Z_NONE when it does not move it: what an "instead" is asked about. */
static alt_zone destination(const alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    const alt_object *o = &g->p[owner].obj[id];
    int fleeting = (o->status & ALT_ST_FLEETING) != 0;   /* CR 2.4.6.d (4.0 2.4.7.d): Fleeting goes to Discard */
    switch (alt_ability_dest((alt_effect)a->effect)) {
    case ALT_DEST_RESERVE:
        return fleeting ? ALT_Z_DISCARD : ALT_Z_RESERVE;
    case ALT_DEST_MODE:
        return alt_state_card(g, owner, id)->type == ALT_TYPE_PERMANENT || fleeting ? ALT_Z_DISCARD : ALT_Z_RESERVE;
    case ALT_DEST_DISCARD:
        return ALT_Z_DISCARD;
    case ALT_DEST_HAND:
        return ALT_Z_HAND;
    case ALT_DEST_DECK:
        return ALT_Z_DECK;
    default:
        return ALT_Z_NONE;
    }
}

int alt_pick_instead_asks(alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    return id < ALT_OBJ_MAX && alt_event_instead_ask(g, owner, id, destination(g, a, owner, id), ALT_RES_INSTEAD_PICK);
}

/* ---- one function per picking effect: what it does to one pick */

/* The picked object (of fx->owner) and whether it is in an Expedition. */
static alt_object *picked(alt_game *g, const alt_fx_ctx *fx, int *in_expedition)
{
    alt_object *o = &g->p[fx->owner].obj[fx->id];
    *in_expedition = o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION;
    return o;
}

int alt_fx_target_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int exp;
    alt_object *o = picked(g, fx, &exp);
    alt_event_gain_boosts(g, fx->owner, fx->id,
                          a->amount == ALT_AMOUNT_ROLL ? fx->res->roll : alt_count_amount(g, fx->r, a->amount));
    if (a->flags & ALT_ABILITY_LOSE_FLEETING)
        o->status &= (uint8_t)~ALT_ST_FLEETING;
    return 1;
}

int alt_fx_target_status(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_status_gain(g, fx->owner, fx->id, a->arg);   /* a Landmark never gains Fleeting */
    return 1;
}

/* CR 2.4.6.d (4.0 2.4.7.d): a Fleeting object from the Expedition zone goes to Discard. */
static void to_reserve(alt_game *g, const alt_fx_ctx *fx)
{
    int exp;
    alt_object *o = picked(g, fx, &exp);
    alt_event_move(g, fx->owner, fx->id, exp && (o->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
}

int alt_fx_target_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    to_reserve(g, fx);
    return 1;
}

/* Metamorphosis: "Discard target Character, then create a [Mana Moth]
 * token in its Expedition": the Expedition that held it as it was
 * discarded (a Gigantic one's, the zone that holds it), whatever happened
 * to it instead; the token is that Expedition's player's, as every token
 * made in an Expedition (CR 4.0 7.3.5). */
int alt_fx_target_discard_token(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    uint8_t where = g->p[fx->owner].obj[fx->id].zone == ALT_Z_EXP_COMPANION ? ALT_EXP_COMPANION : ALT_EXP_HERO;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);
    alt_event_create_tokens(g, fx->owner, a->card, &where, 1);
    return 1;
}

/* Whispers from the Maze: "Send to Reserve target Character ..., then
 * exhaust it": exhausted once it is there, by the effect's controller (a
 * Fleeting one went to the Discard pile, a token ceased to exist: nothing
 * to exhaust). */
int alt_fx_target_to_reserve_exhaust(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    to_reserve(g, fx);
    const alt_object *o = &g->p[fx->owner].obj[fx->id];
    if (o->card != ALT_CARD_NONE && o->zone == ALT_Z_RESERVE)
        alt_exhaust_in_reserve(g, fx->p, fx->owner, fx->id);
    return 1;
}

int alt_fx_targets_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    to_reserve(g, fx);
    return 1;
}

int alt_fx_target_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);
    return 1;
}

int alt_fx_sabotage(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);   /* CR 7.3.24 */
    return 1;
}

/* "[Sabotage]. If you discarded a Character this way": the step is done
 * (CR 4.0 6.5.f) only by a Character card discarded. */
int alt_fx_sabotage_char_done(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (!alt_state_is_character(alt_state_card(g, fx->owner, fx->id)))
        g->res.did = 0;
    return alt_fx_sabotage(g, a, fx);
}

int alt_fx_target_forward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (alt_event_forward_instead_ask(g, fx->owner, (alt_expedition)fx->expedition, a->amount > 1 ? a->amount : 1,
                                      ALT_RES_INSTEAD_PICK))
        return 0;                               /* an "instead" of the move asked first (CR 6.2.d) */
    if (a->amount > 1)   /* CR 4.0 7.3.22.b-d: N regions */
        alt_event_move_forward_n(g, fx->owner, (alt_expedition)fx->expedition, a->amount);
    else
        alt_event_move_forward(g, fx->owner, (alt_expedition)fx->expedition);
    return 1;
}

int alt_fx_block_target(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    g->p[fx->owner].blocked_today |= (uint8_t)(1u << fx->expedition);
    return 1;
}

/* Every Character of the target player, or in the target Expedition
 * (where 0: a Gigantic Character is in both, CR 7.4.4.b), gains the status. */
int alt_fx_group_status(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_player *pl = &g->p[fx->owner];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if ((a->where == 0 || a->where == 2) && !alt_passive_present_in(g, fx->owner, id, (alt_expedition)fx->expedition))
                continue;                         /* "in target Expedition" (that is ahead: where 2) */
            if (alt_state_is_character(alt_state_card(g, fx->owner, id)))
                alt_status_gain(g, fx->owner, id, a->arg);
        }
    }
    return 1;
}

/* The player's Characters switch Expeditions all at once: both lists
 * read first. */
int alt_fx_group_switch(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_player *pl = &g->p[fx->owner];
    uint8_t ids[2][ALT_OBJ_MAX];
    int n[2];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        n[k] = pl->zone_n[z];
        memcpy(ids[k], alt_state_zone(pl, z), (size_t)n[k]);
    }
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < n[k]; i++)
            if (alt_state_is_character(alt_state_card(g, fx->owner, ids[k][i])))
                alt_event_switch_expedition(g, fx->owner, ids[k][i]);
    return 1;
}

int alt_fx_target_switch(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_switch_expedition(g, fx->owner, fx->id);   /* CR 7.3.28 */
    return 1;
}

int alt_fx_target_to_hand(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_HAND);   /* CR 1.4.3: its owner's */
    return 1;
}

int alt_fx_target_to_deck(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DECK);   /* the Deck's last entry is its top */
    return 1;
}

/* X Marks the Spot: "Send target Character to the Xth position of its
 * owner's deck": X-1 cards above it (CR 4.0 3.2.2.b), at the bottom when
 * the Deck holds fewer (3.2.2.f); the Deck's last entry is its top. The
 * card is "it" for the steps after, in the Deck it went to (a defected
 * Character's owner's); a token ceased to exist on the way. */
int alt_fx_target_to_deck_at(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int before[2] = {g->p[0].zone_n[ALT_Z_DECK], g->p[1].zone_n[ALT_Z_DECK]};
    alt_event_move(g, fx->owner, fx->id, ALT_Z_DECK);
    int x = a->amount == ALT_AMOUNT_ROLL ? fx->res->roll : a->amount;
    for (int q = 0; q < 2; q++) {
        alt_player *pl = &g->p[q];
        int n = pl->zone_n[ALT_Z_DECK];
        if (n != before[q] + 1)
            continue;
        uint8_t *deck = alt_state_zone(pl, ALT_Z_DECK), id = deck[n - 1];
        int above = x - 1 < n - 1 ? (x > 1 ? x - 1 : 0) : n - 1;
        int at = n - 1 - above;
        memmove(deck + at + 1, deck + at, (size_t)(n - 1 - at));
        deck[at] = id;
        fx->res->pick_object = id;                /* "it": the card in that Deck */
        fx->res->pick_choice = (uint16_t)q;
    }
    return 1;
}

int alt_fx_target_to_mana(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (alt_event_move(g, fx->owner, fx->id, ALT_Z_MANA) && g->p[fx->owner].obj[fx->id].zone == ALT_Z_MANA)
        g->p[fx->owner].obj[fx->id].status |= ALT_ST_EXHAUSTED;   /* CR 3.2.9.b; not kept where it was */
    return 1;
}

int alt_fx_target_activate_join(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_trigger_source(g, fx->owner, fx->id, ALT_TRIG_JOIN, 0);   /* checked as usual (CR 4.4) */
    return 1;
}

int alt_fx_target_lose_fleeting(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    g->p[fx->owner].obj[fx->id].status &= (uint8_t)~ALT_ST_FLEETING;
    return 1;
}

/* "Choose one": the mode follows from the target, a Character to its
 * owner's Reserve (Fleeting: Discard, CR 2.4.6.d; 4.0 2.4.7.d), a Permanent discarded. */
int alt_fx_reserve_or_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (alt_state_card(g, fx->owner, fx->id)->type == ALT_TYPE_PERMANENT)
        alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);
    else
        to_reserve(g, fx);
    return 1;
}

/* "Target ...": nothing happens to it; the THEN steps that follow say what. */
int alt_fx_target(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g, (void)a, (void)fx;
    return 1;
}

int alt_fx_hand_to_reserve_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    const alt_card_info *c = alt_state_card(g, fx->p, fx->id);
    alt_event_move(g, fx->p, fx->id, ALT_Z_RESERVE);
    if (alt_passive_filter_matches(a->where, c))
        alt_event_draw(g, fx->p, 1);
    return 1;
}

/* CR 3.2.9.b: a card put in the Mana zone is a Mana Orb, exhausted unless
 * the effect says ready; nothing it had in the Reserve stays with it. */
int alt_fx_reserve_to_mana(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (alt_event_move(g, fx->p, fx->id, ALT_Z_MANA) && g->p[fx->p].obj[fx->id].zone == ALT_Z_MANA) {
        if (a->effect == ALT_FX_RESERVE_TO_MANA_READY)
            g->p[fx->p].obj[fx->id].status &= (uint8_t)~ALT_ST_EXHAUSTED;
        else
            g->p[fx->p].obj[fx->id].status |= ALT_ST_EXHAUSTED;
    }
    return 1;
}

int alt_fx_reserve_to_hand(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_HAND);
    return 1;
}

int alt_fx_reserve_discard_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    alt_event_draw(g, fx->p, 1);
    return 1;
}

int alt_fx_reserve_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    return 1;
}

int alt_fx_mana_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    return 1;
}

/* The card's own cheaper cost: the card discarded from Reserve. */
int alt_fx_discard_for_less(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    return 1;
}

/* One card at a time, each discarded as it is chosen; once the player
 * says that's all (or none is left), as many cards are drawn. */
int alt_fx_reserve_discards_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->end) {
        alt_event_draw(g, fx->p, fx->res->done);
        return 1;
    }
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    fx->res->done++;
    return 1;
}

int alt_fx_sacrifice(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_sacrifice(g, fx->owner, fx->id);   /* CR 7.3.25 */
    return 1;
}

/* "Discard a card from your hand or sacrifice a Character": the pick says
 * which, by where the object is. */
int alt_fx_discard_or_sacrifice(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (g->p[fx->owner].obj[fx->id].zone == ALT_Z_HAND)
        alt_event_move(g, fx->owner, fx->id, ALT_Z_DISCARD);   /* CR 4.0 7.3.7 */
    else
        alt_event_sacrifice(g, fx->owner, fx->id);             /* CR 4.0 7.3.31 */
    return 1;
}

int alt_fx_each_sacrifice(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_sacrifice(g, fx->owner, fx->id);
    return 1;
}

/* ---- the words and mechanics of the Complete Rules 4.0 */

int alt_fx_give_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_target_boost(g, a, fx);        /* CR 4.0 7.3.16.a: giving is gaining */
}

int alt_fx_target_ascend(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_effect_ascend(g, fx->owner, (alt_expedition)fx->expedition);
    return 1;
}

int alt_fx_target_defect(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_defect(g, fx->owner, fx->id);       /* CR 4.0 7.3.6, 7.4.4.i */
    return 1;
}

/* A new marker on the region chosen (CR 4.0 3.2.1.d). */
int alt_fx_place_marker(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_event_place_marker(g, (uint8_t)fx->choice, a->arg);
    return 1;
}

/* One of the Hero's markers (choice / 8) placed on a region (choice % 8):
 * moved, so the newest. */
int alt_fx_place_held_marker(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_move_marker(g, fx->choice / 8, (uint8_t)(fx->choice % 8));
    return 1;
}

/* The marker chosen moves to the card's region (the one of the
 * Expedition it is in, or was last in, CR 2.1.h): a new object there,
 * even when it was there already (CR 4.0 7.3.20.a-b). */
int alt_fx_move_marker_here(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    int e = alt_passive_source_expedition(g, fx->r);
    if (e >= 0)
        alt_event_move_marker(g, fx->choice, (uint8_t)alt_state_region_of(g, fx->p, (alt_expedition)e));
    return 1;
}

/* The card chosen is played inside this effect (CR 4.0 5.2.b), from its
 * player's Hand or Reserve, into the Expedition chosen, as chosen to pay
 * (bits 1-2 of the choice); for free but for Rush. */
static void play_picked(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx, int free)
{
    (void)a;
    alt_play how = {(uint8_t)fx->owner, (uint8_t)fx->owner, fx->id, (uint8_t)fx->expedition,
                    (uint8_t)(fx->choice >> 1), ALT_PLAY_EFFECT, (uint8_t)free, 0, 0, 0};
    alt_play_card(g, &how);
}

int alt_fx_rush(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    play_picked(g, a, fx, 0);                    /* CR 4.0 7.3.29: played, and paid for */
    return 1;
}

/* "You may Rush. Unless you played a Character this way": the step is
 * done (CR 4.0 6.5.f) only by a Character played; the mark is set before
 * the card is played, so that a Spell resolving inside this effect finds
 * it kept with the rest of the step (CR 4.0 5.2.b). */
int alt_fx_rush_char_done(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (!alt_state_is_character(alt_state_card(g, fx->owner, fx->id)))
        g->res.did = 0;
    play_picked(g, a, fx, 0);
    return 1;
}

/* "You may Rush a Character. If played from your hand, ...": the step is
 * done (CR 4.0 6.5.f) only by a card played from the Hand, marked before
 * it is played as rush_char_done's is. */
int alt_fx_rush_hand_done(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (g->p[fx->owner].obj[fx->id].zone != ALT_Z_HAND)
        g->res.did = 0;
    play_picked(g, a, fx, 0);
    return 1;
}

int alt_fx_play_free(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    play_picked(g, a, fx, 1);
    return 1;
}

int alt_fx_opp_play_free(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    play_picked(g, a, fx, 1);
    return 1;
}

/* Augment (CR 4.0 7.3.4): one more of the counter the pick named
 * (expedition 0: a boost, 1: another counter), if the object still has
 * one. In play that is an event ("when I gain boosts", a third counter);
 * in a Reserve no ability of the card's reacts (CR 2.2.12.g), and a card
 * there is controlled by no one, so "a Character you control gains boosts"
 * does not see it. */
int alt_fx_augment(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_object *o = &g->p[fx->owner].obj[fx->id];
    int in_play = o->zone != ALT_Z_RESERVE;
    if (fx->expedition == 1 && o->counters) {
        if (in_play)
            alt_counters_gain(g, fx->owner, fx->id, o->card, 1);
        else if (o->counters < 255 && !alt_passive_no_counters(g, fx->owner, fx->id))
            o->counters++;
    } else if (fx->expedition == 0 && o->boosts) {
        if (in_play)
            alt_event_gain_boosts(g, fx->owner, fx->id, 1);
        else
            alt_event_reserve_gain_boosts(g, fx->owner, fx->id, 1);
    }
    return 1;
}

/* card_boost: the Character picked gains N boosts, in an Expedition as any
 * gaining of boosts (an event), in a Reserve with none, as Augment there. */
int alt_fx_card_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_object *o = &g->p[fx->owner].obj[fx->id];
    int n = a->amount == ALT_AMOUNT_ROLL ? fx->res->roll : a->amount;
    if (o->zone == ALT_Z_RESERVE)
        alt_event_reserve_gain_boosts(g, fx->owner, fx->id, n);
    else if (o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION)
        alt_event_gain_boosts(g, fx->owner, fx->id, n);
    return 1;
}

/* "Spend 1 counter from a card you control or in your Reserve": the
 * counter of the kind picked (expedition 0: a boost, 1: another) is
 * removed; the step is done ("if you do") only if one was. */
int alt_fx_spend_counter(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_object *o = alt_state_obj(g, fx->owner, fx->id);
    if (fx->expedition == 1 && o->counters)
        o->counters--;
    else if (fx->expedition == 0 && o->boosts)
        o->boosts--;
    else
        g->res.did = 0;
    return 1;
}

/* Skybound Odyssey: "Each Character gains [[Fleeting]]" (each other
 * Character: the rare's), every Character in play of both players, the
 * first player's first (CR 1.4.5); each a status gained (status_gain.c). */
int alt_fx_each_char_status(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int other = a->effect == ALT_FX_EACH_OTHER_CHAR_STATUS && fx->sz != ALT_Z_NONE;
    int mine = a->effect == ALT_FX_MY_CHARS_STATUS;      /* "each Character you control" */
    for (int k = 0; k < 2; k++) {
        int p = (alt_state_initiative(g) + k) & 1;
        if (mine && p != fx->p)
            continue;
        alt_player *pl = &g->p[p];
        for (int e = 0; e < 2; e++) {
            alt_zone z = e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            uint8_t ids[ALT_OBJ_MAX];
            int n = pl->zone_n[z];
            memcpy(ids, alt_state_zone(pl, z), (size_t)n);
            for (int i = 0; i < n; i++) {
                if (other && p == fx->p && ids[i] == fx->r->source)
                    continue;                     /* "each other": not me */
                if (alt_state_is_character(alt_state_card(g, p, ids[i])))
                    alt_status_gain(g, p, ids[i], a->arg);
            }
        }
    }
    return 1;
}

/* Skybound Odyssey: "you may have me switch Expeditions" (the Migratory
 * Crane), "you may have me lose Asleep" (the Drowsy Dodo): the source, if
 * it is still that card in an Expedition. */
int alt_fx_switch_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION) {
        alt_event_switch_expedition(g, fx->p, fx->r->source);   /* CR 7.3.28 */
        fx->res->did = 1;
    }
    return 1;
}

int alt_fx_lose_status_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION || fx->sz == ALT_Z_LANDMARK) {
        g->p[fx->p].obj[fx->r->source].status &= (uint8_t)~a->arg;
        fx->res->did = 1;
    }
    return 1;
}

/* Skybound Odyssey: "Target Expedition moves backwards one region"
 * (CR 4.0 7.3.21.b-c: no farther than its region of origin). */
int alt_fx_target_backward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_event_move_backward_n(g, fx->owner, (alt_expedition)fx->expedition, a->amount);
    return 1;
}

/* Skybound Odyssey: "you may reveal a Character with Hand Cost {4} or more
 * from your hand. If you do, ..." (the Leviathan Spotter): the card is
 * shown and stays; the pick says it was done. */
int alt_fx_reveal_hand(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    (void)a;
    (void)fx;
    return 1;
}

/* "Each Animal in your Reserve gains 1 boost" (Tane): cards in a Reserve
 * keep boosts (CR 2.5.1), and take them along when played from there. */
int alt_fx_reserve_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    alt_player *pl = fx->pl;
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
        alt_object *o = &pl->obj[id];
        if (alt_passive_filter_matches(a->where, alt_state_card(g, fx->p, id)) && o->boosts < 255 - a->amount)
            alt_event_reserve_gain_boosts(g, fx->p, id, a->amount);
    }
    return 1;
}

/* Lucan: "discard any number of cards from your Reserve to give me that
 * many boosts": one card at a time, discarded as chosen; once the player
 * says that's all, the boosts, if it is still in an Expedition. */
int alt_fx_reserve_discards_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->end) {
        if (fx->res->done > 0 && (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION))
            alt_event_gain_boosts(g, fx->p, fx->r->source, fx->res->done);
        return 1;
    }
    alt_event_move(g, fx->p, fx->id, ALT_Z_DISCARD);
    fx->res->done++;
    return 1;
}

/* The Western Wind: "Target Expedition moves backwards one region. If it
 * does, its controller moves their other Expedition forward one region"
 * (CR 4.0 7.3.21, 7.3.22): none at its origin, none forward. */
/* Expedition e of owner moves backward one region; if it does, owner's
 * other Expedition moves forward one (CR 4.0 7.3.21): the "instead" of
 * that move is asked first, before anything moves (CR 6.2.d). */
static int back_then_other_forward(alt_game *g, int owner, alt_expedition e)
{
    alt_expedition other = e == ALT_EXP_HERO ? ALT_EXP_COMPANION : ALT_EXP_HERO;
    if (!g->arena && g->p[owner].distance[e] > 0 && alt_event_forward_instead_ask(g, owner, other, 1, ALT_RES_INSTEAD_PICK))
        return 0;
    int before = g->p[owner].distance[e];
    alt_event_move_backward_n(g, owner, e, 1);
    if (g->p[owner].distance[e] < before)
        alt_event_move_forward(g, owner, other);
    return 1;
}

int alt_fx_target_back_other_forward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    return back_then_other_forward(g, fx->owner, (alt_expedition)fx->expedition);
}

/* "My Expedition moves backwards one region. If it does, your other
 * Expedition moves forward one region": a Gigantic source's Expedition
 * is both of its controller's (CR 4.0 7.4.4.f), which both move
 * backward, and there is no other for the second step. */
int alt_fx_my_back_other_forward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    int at = alt_passive_source_expeditions(g, fx->r);
    if (at == 1 || at == 2)
        return back_then_other_forward(g, fx->p, at == 1 ? ALT_EXP_HERO : ALT_EXP_COMPANION);
    for (int e = 0; e < 2; e++)
        if (at & (1 << e))
            alt_event_move_backward_n(g, fx->p, (alt_expedition)e, 1);
    return 1;
}

/* "Target opponent may ...": the opponent says yes or no
 * (ALT_PICKS_YES_NO), asked only when the step can happen (CR 6.1.g);
 * yes, it does: "have me switch Expeditions" (CR 7.3.28), "ready a Mana
 * Orb" (one of theirs, exhausted, CR 7.3.18). */
int alt_fx_opp_may(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_resolution *res = fx->res;
    int q = 1 - fx->p;
    int ready = a->effect == ALT_FX_OPP_MAY_READY_MANA, orb = -1;
    for (int i = 0; ready && i < g->p[q].zone_n[ALT_Z_MANA] && orb < 0; i++)
        if (g->p[q].obj[alt_state_zone(&g->p[q], ALT_Z_MANA)[i]].status & ALT_ST_EXHAUSTED)
            orb = alt_state_zone(&g->p[q], ALT_Z_MANA)[i];
    int can = ready ? orb >= 0 : fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION;
    if (!can)
        return 1;
    if (res->step != ALT_RES_PICK_ASKED) {
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    res->step = ALT_RES_RUN;
    if (res->pick_choice != 1)
        return 1;
    if (ready) {
        g->p[q].obj[orb].status &= (uint8_t)~ALT_ST_EXHAUSTED;
        res->did = 1;
        return 1;
    }
    return alt_fx_switch_self(g, a, fx);
}

/* "Target opponent may put a card from their Reserve in their Mana zone
 * (as an exhausted Mana Orb)" / "... return a card from their Reserve to
 * their hand": the card they picked, of their own Reserve (CR 4.0
 * 3.2.9.b: a Mana Orb as specified, exhausted). */
int alt_fx_own_reserve_card_to(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int to_mana = a->effect == ALT_FX_OPP_RESERVE_TO_MANA;
    if (alt_event_move(g, fx->owner, fx->id, to_mana ? ALT_Z_MANA : ALT_Z_HAND) && to_mana &&
        g->p[fx->owner].obj[fx->id].zone == ALT_Z_MANA)
        g->p[fx->owner].obj[fx->id].status |= ALT_ST_EXHAUSTED;
    return 1;
}

/* Skybound Odyssey, Doppelganger: "I gain its subtypes" (CR 4.0 2.3.1.e),
 * its card's and those it gained itself, held until I leave the
 * Expedition zone (alt_player.gained; event.c forgets them). */
int alt_fx_gain_subtypes(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if ((fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION) || fx->id == ALT_NO_OBJECT)
        return 1;
    const alt_player *from = &g->p[fx->owner];
    alt_state_gain_subtypes(g, fx->p, fx->r->source, from->obj[fx->id].card);
    int n = from->gained_n;   /* a table that grows as it is read: its entries before */
    for (int i = 0; i < n; i++)
        if (from->gained[i].id == fx->id)
            alt_state_gain_subtypes(g, fx->p, fx->r->source, from->gained[i].card);
    fx->res->did = 1;
    return 1;
}
