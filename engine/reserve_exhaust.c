/*
 * reserve_exhaust.c: exhaustion in the Reserve as events
 * (reserve_exhaust.h). An exhausted card in Reserve cannot be played and
 * has no support ability (CR 2.4.5.c, 2.4.5.e: decision.c); exhausting one
 * is an event Trial by Frost's cards react to, so every effect that does
 * it, Cooldown included (CR 7.4.1.b), goes through here.
 */
#include "reserve_exhaust.h"

int alt_exhaust_in_reserve(alt_game *g, int who, int owner, uint8_t id)
{
    if (id >= ALT_OBJ_MAX)
        return 0;
    alt_object *o = &g->p[owner].obj[id];
    if (o->card == ALT_CARD_NONE || o->zone != ALT_Z_RESERVE || (o->status & ALT_ST_EXHAUSTED))
        return 0;
    o->status |= ALT_ST_EXHAUSTED;
    alt_trigger_in_play(g, who, ALT_TRIG_YOU_EXHAUST);   /* "When you exhaust a card in Reserve" */
    return 1;
}

int alt_exhaust_ready(alt_game *g, int owner, uint8_t id)
{
    alt_object *o = &g->p[owner].obj[id];
    if (!(o->status & ALT_ST_EXHAUSTED))
        return 0;                                  /* CR 3.0 7.3.18.b */
    o->status &= (uint8_t)~ALT_ST_EXHAUSTED;
    return 1;
}

uint8_t alt_exhaust_resupply(alt_game *g, int p)
{
    alt_player *pl = &g->p[p];
    alt_state_deck_at_least(g, p, 1);
    uint8_t top = pl->zone_n[ALT_Z_DECK] ? alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1] : ALT_NO_OBJECT;
    alt_event_top_card_to(g, p, ALT_Z_RESERVE);
    if (top != ALT_NO_OBJECT && pl->obj[top].zone == ALT_Z_RESERVE)
        alt_exhaust_in_reserve(g, p, p, top);          /* CR 3.0 7.3.11.a: then they exhaust it */
    /* "draws or does Resupply"; from revision 2 not when it did nothing
     * (CR 3.0 7.3.22.b), as for a Resupply (effect.c). */
    if (alt_state_rules(g) < 2 || top != ALT_NO_OBJECT)
        alt_trigger_resupplied(g, p);
    return top;
}
