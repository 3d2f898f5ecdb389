/*
 * play.c: playing a card (play.h; CR 5.1.2, 5.2), one sequence for every
 * way a card is played: a player's turn (decision.c) and an effect that
 * plays one (effect.c), free or paid, from Hand, Reserve or a revealed
 * Deck. Each step is here once; where the editions of the Complete Rules
 * differ (when a Character gains Fleeting, whether a card an effect plays
 * passes through Limbo, when a Spell it plays resolves), the step says so.
 */
#include "play.h"
#include "reserve_exhaust.h"
#include "standing.h"
#include "status_gain.h"

#include <assert.h>
#include <string.h>

int alt_play_joins_expedition(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK));
}

static int is_landmark(const alt_card_info *c)
{
    return c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_LANDMARK);
}

int alt_play_cost(const alt_game *g, int p, uint8_t id, int cost, int less, int e)
{
    const alt_object *o = &g->p[p].obj[id];
    int into = alt_play_joins_expedition(alt_state_card(g, p, id)) ? e : -1;
    return alt_passive_play_cost(g, p, o->card, (alt_zone)o->zone, cost, less + alt_cond_self_less(g, p, id, into));
}

/* The statuses a card gains as it is played, each a gain (status_gain.c):
 * Fleeting first, then the effect's. */
static void gain(alt_game *g, int p, uint8_t id, uint8_t bits)
{
    if (bits & ALT_ST_FLEETING)
        alt_status_gain(g, p, id, ALT_ST_FLEETING);
    if (bits & (uint8_t)~ALT_ST_FLEETING)
        alt_status_gain(g, p, id, (uint8_t)(bits & ~ALT_ST_FLEETING));
}

/* ---- Spells (CR 5.2.4) */

int alt_play_spell_next(const alt_game *g, uint16_t card, int after)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = after + 1; i < n; i++) {
        if (list[i].trigger == ALT_TRIG_SPELL)
            return i;
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == ALT_FX_PAY_LESS_INSTEAD)
            return -1;   /* Skybound Odyssey: the steps after are the cheaper way's, played only so */
    }
    return -1;
}

/* CR 5.2.4.b: when done, to its owner's Reserve (exhausted with Cooldown),
 * or to the Discard pile when Fleeting (CR 2.4.6.e; 4.0 2.4.7.e); it is played as it
 * leaves Limbo (CR 5.1.2.j; 4.0 7.5.11.a). */
void alt_play_spell_done(alt_game *g, int p, uint8_t id)
{
    alt_player *pl = &g->p[p];
    const alt_card_info *c = alt_state_card(g, p, id);
    int base = alt_state_base_cost(g, p, id);      /* as it was played (CR 4.0 2.2.9.b), before it moves */
    /* Played from Reserve: 4.0's Limbo says so (ALT_OF_FROM_RESERVE). */
    int from_reserve = pl->obj[id].zone == ALT_Z_LIMBO && (pl->obj[id].flags & ALT_OF_FROM_RESERVE);
    if (pl->obj[id].zone != ALT_Z_LIMBO) {
        /* Its effect put it elsewhere ("then put me in your Mana zone"):
         * it stays there. */
    } else if (pl->obj[id].status & ALT_ST_FLEETING) {
        alt_event_move(g, p, id, ALT_Z_DISCARD);
    } else {
        alt_event_move(g, p, id, ALT_Z_RESERVE);
        if (c->keywords & ALT_KW_COOLDOWN)
            alt_exhaust_in_reserve(g, p, p, id);     /* CR 7.4.1.b: its controller exhausts it */
    }
    alt_trigger_spell_played(g, p, c, base);
    if (from_reserve)
        alt_trigger_played_from_reserve(g, p, id);
}

void alt_play_spell_start(alt_game *g, int p, uint8_t spell)
{
    uint16_t card = g->p[p].obj[spell].card;
    int first = alt_play_spell_next(g, card, -1);
    if (first < 0) {
        alt_play_spell_done(g, p, spell);
        return;
    }
    alt_reaction r = {(uint8_t)p, spell, (uint8_t)first, 0, card, ALT_NO_OBJECT, 0};
    alt_state_resolve(g, &r, 1);
}

void alt_play_spell_cost(alt_game *g, int p, uint8_t spell, uint8_t ability)
{
    alt_reaction r = {(uint8_t)p, spell, ability, 0, g->p[p].obj[spell].card, ALT_NO_OBJECT, 0};
    alt_state_resolve(g, &r, 1);                    /* its Spell effects follow (alt_play_spell_next) */
}

/* Whether a Spell in Limbo is one being resolved now or interrupted. */
static int resolving(const alt_game *g, int p, uint8_t id)
{
    if (g->res.active && g->res.spell && g->res.r.player == p && g->res.r.source == id)
        return 1;
    for (int i = 0; i < g->outer_n; i++)
        if (g->outer[i].spell && g->outer[i].r.player == p && g->outer[i].r.source == id)
            return 1;
    return 0;
}

int alt_play_spell_waiting(const alt_game *g, int *p, uint8_t *id)
{
    if (g->p[0].zone_n[ALT_Z_LIMBO] == 0 && g->p[1].zone_n[ALT_Z_LIMBO] == 0)
        return 0;                                 /* nearly always */
    for (int k = 0; k < 2; k++) {   /* "starting with you": initiative order */
        int q = (alt_state_initiative(g) + k) & 1;
        for (int i = 0; i < g->p[q].zone_n[ALT_Z_LIMBO]; i++) {
            uint8_t s = alt_state_zone(&g->p[q], ALT_Z_LIMBO)[i];
            if (!resolving(g, q, s)) {
                *p = q;
                *id = s;
                return 1;
            }
        }
    }
    return 0;
}

/* ---- the sequence */

void alt_play_card(alt_game *g, const alt_play *how)
{
    int p = how->player;
    uint8_t id = how->id;
    alt_player *pl = &g->p[p];
    alt_zone from = (alt_zone)g->p[how->owner].obj[id].zone;
    int taken = how->owner != p;              /* Brainwash: a card of the opponent's Reserve, for free (Uniques: Deck, Hand) */
    if (taken) {
        assert(how->free && how->limbo && (from == ALT_Z_RESERVE || from == ALT_Z_DECK || from == ALT_Z_HAND));
        id = alt_event_take_to_limbo(g, p, id);   /* theirs, under p's control (CR 4.0 7.5.5) */
        if (id == ALT_NO_OBJECT)
            return;
    }
    const alt_card_info *c = alt_state_card(g, p, id);
    int ed4 = alt_state_edition(g) >= 4;
    /* Before 4.0, a card an effect played went straight where it goes,
     * with no stop in Limbo, and a Spell waited there for the effect. */
    int straight = !ed4 && how->by == ALT_PLAY_EFFECT && !how->limbo && c->type != ALT_TYPE_SPELL;

    if (!how->free)                               /* CR 5.1.2.f: the costs, as declared */
        alt_state_pay(g, p, alt_play_cost(g, p, id, how->cost, how->less, how->expedition));
    alt_state_note_turn(g, p, 0, 1);              /* "per other card you played this turn" */
    if (!straight) {
        if (!taken)
            alt_event_move(g, p, id, ALT_Z_LIMBO);    /* CR 5.1.2.g */
        if (ed4 && from == ALT_Z_RESERVE)
            pl->obj[id].flags |= ALT_OF_FROM_RESERVE;   /* its Base Cost there is its Reserve Cost (4.0 2.2.9.b) */
        if (from == ALT_Z_RESERVE && !is_landmark(c))
            pl->obj[id].status |= ALT_ST_FLEETING;   /* CR 2.4.6.a (4.0 2.4.7.a), 5.2.1.b; not Landmarks */
        if (alt_state_counts_as(c, ALT_TYPE_SPELL) && alt_passive_spell_fleeting(g, p, c))
            pl->obj[id].status |= ALT_ST_FLEETING;   /* CR 2.4.6.b; 4.0 2.4.7.b */
    }
    if (c->type == ALT_TYPE_SPELL) {
        alt_effect_consume_mods(g, p, id, c, from);  /* CR 5.2.4.a.3 */
        if (how->by == ALT_PLAY_EFFECT)
            return;                               /* it resolves once the effect's step is done */
        if (how->cost == ALT_COST_CHEAPER)   /* the cheaper cost's discard first, then its effects */
            alt_play_spell_cost(g, p, id, (uint8_t)alt_passive_cheaper_ability(g, pl->obj[id].card));
        else
            alt_play_spell_start(g, p, id);
        return;
    }
    uint8_t fleeting = (uint8_t)((straight && from == ALT_Z_RESERVE) ? ALT_ST_FLEETING
                                                                      : pl->obj[id].status & ALT_ST_FLEETING);
    /* CR 5.2.1.c, 5.2.2.c, 5.2.3.a: it joins the zone chosen; it is played
     * as it leaves Limbo (4.0 7.5.11.a). */
    alt_event_move(g, p, id, is_landmark(c) ? ALT_Z_LANDMARK
                                            : how->expedition == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
    uint8_t gains = (uint8_t)(is_landmark(c) ? 0 : fleeting | how->status);
    if (!ed4)
        gain(g, p, id, gains);                    /* 3.0: it gains Fleeting as it enters */
    int r_too = alt_effect_consume_mods(g, p, id, c, from);   /* CR 5.2.b (4.0 5.2.c) */
    /* CR 7.5.1: {J}, and {H} or {R}, activate as the card joins. Before
     * 4.0, a card an effect played from Reserve had its granted {R} after
     * the Hero's Reactions to its play. */
    int granted = c->type == ALT_TYPE_CHARACTER && (from == ALT_Z_RESERVE || r_too);
    int granted_last = straight && from == ALT_Z_RESERVE;
    alt_trigger_source(g, p, id, ALT_TRIG_JOIN, 0);
    if (from == ALT_Z_HAND || from == ALT_Z_RESERVE)
        alt_trigger_source(g, p, id, from == ALT_Z_HAND ? ALT_TRIG_HAND : ALT_TRIG_RESERVE, from == ALT_Z_RESERVE);
    if (r_too)
        alt_trigger_source(g, p, id, ALT_TRIG_RESERVE, 0);   /* "activate the {r} triggers" (the Foundry) */
    if (granted && !granted_last)
        alt_trigger_reserve_granted(g, p, id);              /* "{R} I gain 1 boost" given by Haven */
    /* "When you play a Character (Permanent)"; one "with Base Cost N or
     * more" reads the card as it was played (CR 4.0 2.2.9.b, 7.5.11.a). */
    alt_trigger_card_played(g, p, id, from == ALT_Z_RESERVE || (fleeting & ALT_ST_FLEETING) ? c->reserve_cost
                                                                                          : c->hand_cost);
    if (alt_state_counts_as(c, ALT_TYPE_SPELL))   /* Alelo: "it counts as playing a Spell for other abilities" */
        alt_trigger_spell_played(g, p, c, from == ALT_Z_RESERVE || (fleeting & ALT_ST_FLEETING) ? c->reserve_cost
                                                                                               : c->hand_cost);
    if (from == ALT_Z_RESERVE)
        alt_trigger_played_from_reserve(g, p, id);
    if (granted && granted_last)
        alt_trigger_reserve_granted(g, p, id);
    if (how->cost == ALT_COST_SCOUT && !alt_passive_silenced(g, p, id))
        alt_trigger_push(g, p, id, ALT_SCOUT_ABILITY, 0);   /* CR 7.4.5.c: "{H} Send me to Reserve" */
    if (ed4 && (pl->obj[id].zone == ALT_Z_EXP_HERO || pl->obj[id].zone == ALT_Z_EXP_COMPANION))
        gain(g, p, id, gains);                    /* 4.0 5.2.1.c, 5.2.2.c: then, in a step of its own */
}
