/*
 * deck_top.c: Skybound Odyssey's effects that send a card to or take one
 * from the top of a Deck, or move a card between Hand and Reserve by its
 * kind: The Opera House's "Reveal the top card of your deck. If it's a
 * Spell, draw it" (reveal_top_draw_spell), Lost in the Riptide's "it"
 * returned to the top of its owner's Deck (it_to_deck), Kali's "put a
 * Spell from your hand in Reserve" (hand_to_reserve_of); and two steps on
 * one Character (it_boost_per, card_lose_boosts), the Signets'.
 */
#include "fx.h"
#include "count.h"

/* The top card revealed (CR 3.2.2.d: the Deck refilled first, as for a
 * draw): a Spell is drawn; a card the filter names (a Permanent, the
 * rare's) goes to the Reserve; any other stays where it is. */
ALT_FX_PERFORM(alt_fx_reveal_top_draw_spell)
{
    alt_state_deck_at_least(g, fx->p, 1);
    if (fx->pl->zone_n[ALT_Z_DECK] == 0)
        return 1;
    uint8_t top = alt_state_zone(fx->pl, ALT_Z_DECK)[fx->pl->zone_n[ALT_Z_DECK] - 1];
    const alt_card_info *c = alt_state_card(g, fx->p, top);
    if (c->type == ALT_TYPE_SPELL) {
        alt_event_draw(g, fx->p, 1);
        fx->res->did = 1;
    } else if (a->where != ALT_FILTER_ANY && alt_passive_filter_matches(a->where, c)) {
        alt_event_move(g, fx->p, top, ALT_Z_RESERVE);
        fx->res->did = 1;
    }
    return 1;
}

/* "It" (the target the step before chose), while still in an Expedition,
 * to the top of its owner's Deck: the Deck's last entry is its top; a
 * token ceases to exist on the way. */
ALT_FX_PERFORM(alt_fx_it_to_deck)
{
    (void)a;
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 1;
    const alt_object *it = &g->p[r->subject_owner].obj[r->subject];
    if (it->card == ALT_CARD_NONE || (it->zone != ALT_Z_EXP_HERO && it->zone != ALT_Z_EXP_COMPANION))
        return 1;
    alt_event_move(g, r->subject_owner, r->subject, ALT_Z_DECK);
    fx->res->did = 1;
    return 1;
}

/* "Target Character gains 1 boost per card in your Reserve": "it" gains
 * them, counted as the step resolves, while it is in an Expedition. */
ALT_FX_PERFORM(alt_fx_it_boost_per)
{
    const alt_reaction *r = fx->r;
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 1;
    const alt_object *it = &g->p[r->subject_owner].obj[r->subject];
    if (it->card == ALT_CARD_NONE || (it->zone != ALT_Z_EXP_HERO && it->zone != ALT_Z_EXP_COMPANION))
        return 1;
    int n = a->arg == ALT_PER_MY_RESERVE     ? fx->pl->zone_n[ALT_Z_RESERVE]
            : a->arg == ALT_PER_ALL_RESERVES ? g->p[0].zone_n[ALT_Z_RESERVE] + g->p[1].zone_n[ALT_Z_RESERVE]
            : a->arg == ALT_PER_ROLL         ? fx->res->roll
                                             : alt_count_value(g, fx->r, (alt_condition)(ALT_COND_FIRST_COUNT + a->arg - ALT_PER_COUNT));
    if (n > 0)
        alt_event_gain_boosts(g, r->subject_owner, r->subject, n);
    return 1;
}

/* The card of the Hand picked (of the filter's kind) goes to Reserve. */
ALT_FX_PERFORM(alt_fx_hand_to_reserve_of)
{
    (void)a;
    alt_event_move(g, fx->p, fx->id, ALT_Z_RESERVE);
    fx->res->did = 1;
    return 1;
}

/* "Target Character in Expedition or in Reserve loses all its boosts". */
ALT_FX_PERFORM(alt_fx_card_lose_boosts)
{
    (void)a;
    g->p[fx->owner].obj[fx->id].boosts = 0;
    return 1;
}
