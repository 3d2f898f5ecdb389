/*
 * reveal.c: the top of the Deck: "Reveal the top card of your Deck. If
 * it's a ..., draw it, otherwise discard it" (reveal_top, effects.def),
 * which sends the card it revealed where the card's kind says and says
 * whether the card matched (res.did) for a step that asks next; and
 * "discard the top N cards of your Deck" (mill). Apart from the draws and
 * Resupplies of effect.c because they act on the top cards as they are.
 */
#include "fx.h"

/* The top card of player p's Deck goes where dest says. */
static void send(alt_game *g, int p, int dest)
{
    switch (dest) {
    case ALT_REVEAL_DRAW: alt_event_draw(g, p, 1); break;          /* the card revealed is the one drawn */
    case ALT_REVEAL_DISCARD: alt_event_top_card_to(g, p, ALT_Z_DISCARD); break;
    case ALT_REVEAL_RESERVE: alt_event_top_card_to(g, p, ALT_Z_RESERVE); break;
    case ALT_REVEAL_RESUPPLY:                                        /* CR 4.0 7.3.26: heard as a Resupply */
        alt_event_top_card_to(g, p, ALT_Z_RESERVE);
        alt_trigger_resupplied(g, p);
        break;
    default: break;                                                  /* it stays on top */
    }
}

ALT_FX_PERFORM(alt_fx_reveal_top)
{
    int p = fx->p;
    alt_state_deck_at_least(g, p, 1);             /* an empty Deck is refilled first (CR 3.2.2.d) */
    const alt_player *pl = &g->p[p];
    fx->res->did = 0;
    if (pl->zone_n[ALT_Z_DECK] == 0)
        return 1;                                 /* nothing to reveal */
    uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
    int match = alt_passive_filter_matches(a->where, alt_state_card(g, p, top));
    send(g, p, match ? a->arg : a->amount);
    fx->res->did = (uint8_t)match;
    return 1;
}

ALT_FX_PERFORM(alt_fx_mill)
{
    for (int i = 0; i < a->amount; i++) {
        alt_state_deck_at_least(g, fx->p, 1);     /* CR 3.2.2.d: an empty Deck is refilled first */
        if (g->p[fx->p].zone_n[ALT_Z_DECK] == 0)
            break;
        alt_event_top_card_to(g, fx->p, ALT_Z_DISCARD);   /* CR 4.0 7.3.7 */
    }
    return 1;
}
