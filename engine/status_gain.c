/*
 * status_gain.c: gaining a status as an event (status_gain.h). Before
 * Trial by Frost a status was a bit to set; its cards react to a status
 * gained and replace one, so every effect that gives Fleeting, Anchored or
 * Asleep to an object in play goes through here; Fleeting's own event is
 * event.c's (alt_event_gain_fleeting), since a move may give it too.
 */
#include "status_gain.h"

#include "cards.h"

int alt_status_gain(alt_game *g, int p, uint8_t id, uint8_t bit)
{
    alt_object *o = &g->p[p].obj[id];
    if (o->card == ALT_CARD_NONE || !alt_state_in_play((alt_zone)o->zone))
        return 0;
    if (o->zone == ALT_Z_LANDMARK && bit == ALT_ST_FLEETING)
        return 0;                                       /* CR 5.2.3.a: never Fleeting */
    uint16_t card = o->card;
    if (bit == ALT_ST_FLEETING)
        return alt_event_gain_fleeting(g, p, id);       /* event.c: a move may make it gain Fleeting too */
    if (bit == ALT_ST_ASLEEP && alt_cards_has_static(g->db, card, ALT_FX_ASLEEP_TO_ANCHORED))
        bit = ALT_ST_ANCHORED;                          /* "I gain Anchored instead" */
    if (o->status & bit)
        return 0;                                       /* CR 7.3.13.b: not gained again */
    o->status |= bit;
    if (bit == ALT_ST_ASLEEP) {
        alt_trigger_source(g, p, id, ALT_TRIG_GAIN_ASLEEP, 0);
    } else if (bit == ALT_ST_ANCHORED && alt_state_is_character(alt_state_card(g, p, id))) {
        alt_trigger_about(g, p, ALT_TRIG_ALLY_ANCHORED, id);   /* Whispers from the Maze */
    }
    return 1;
}
