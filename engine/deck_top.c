/*
 * deck_top.c: Skybound Odyssey's effects that send a card to the top of a
 * Deck, or move a card between Hand and Reserve: Lost in the Riptide's "it"
 * returned to the top of its owner's Deck (it_to_deck), the Ordis
 * Warden's "target player puts a card from their hand in Reserve"
 * (player_hand_to_reserve); two steps on one
 * Character (it_boost_per, card_lose_boosts), the Signets'; and two on
 * every Character or several Expeditions (each_status_of,
 * expeditions_token), Counting Sheep's and the Muna Signet's.
 */
#include "fx.h"
#include "count.h"

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
    int n = alt_count_per(g, fx->r, a->arg, fx->res->roll);
    if (n > 0)
        alt_event_gain_boosts(g, r->subject_owner, r->subject, n);
    return 1;
}

/* "Target Character in Expedition or in Reserve loses all its boosts". */
ALT_FX_PERFORM(alt_fx_card_lose_boosts)
{
    (void)a;
    g->p[fx->owner].obj[fx->id].boosts = 0;
    return 1;
}

/* Counting Sheep: "each Character with Hand Cost {1} or less gains
 * Asleep": both players' Characters of the kind within the bound, the
 * first player's first (a token's Hand Cost is 0). */
ALT_FX_PERFORM(alt_fx_each_status_of)
{
    (void)fx;
    for (int k = 0; k < 2; k++) {
        int q = (alt_state_initiative(g) + k) & 1;
        const alt_player *pl = &g->p[q];
        for (int e = 0; e < 2; e++) {
            alt_zone z = e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                const alt_card_info *c = alt_state_card(g, q, id);
                if (alt_state_is_character(c) && (a->cost_max < 0 || c->hand_cost <= a->cost_max))
                    alt_status_gain(g, q, id, a->arg);
            }
        }
    }
    return 1;
}

/* The Ordis Warden: target player (done 0, held in first_owner), then a
 * card of that player's Hand, their choice, to their Reserve; with none in
 * Hand nothing happens (CR 6.1.g). */
ALT_FX_PERFORM(alt_fx_player_hand_to_reserve)
{
    (void)a;
    (void)fx;
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        uint8_t id = res->pick_object;
        int owner = res->pick_choice & 1;
        res->step = ALT_RES_RUN;
        if (res->done != 0) {
            alt_event_move(g, owner, id, ALT_Z_RESERVE);
            res->did = 1;
            return 1;
        }
        res->first_owner = (uint8_t)owner;             /* the target player */
        res->done = 1;
    }
    if (alt_cond_list_targets(g, NULL, 0) == 0)
        return 1;
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
    return 0;
}

/* Muna's Signet, Counting Sheep: a token in one Expedition picked (the
 * pick's player's, who controls it). */
ALT_FX_PERFORM(alt_fx_expeditions_token)
{
    uint8_t where[1] = {(uint8_t)(fx->expedition & 1)};
    alt_event_create_tokens(g, fx->owner, a->card, where, 1);
    return 1;
}
