/*
 * state.c: zone primitives shared by every phase of the Day.
 *
 * All zone changes go through alt_state_move so that the rules attached to
 * a move (statuses fall off, boosts fall off, tokens cease to exist) live in
 * one place instead of at every caller.
 */
#include "state.h"
#include "rng.h"

#include <assert.h>
#include <string.h>

int alt_state_is_token(uint8_t id)
{
    return id >= ALT_TOKEN_BASE && id < ALT_OBJ_MAX;
}

const alt_card_info *alt_state_card(const alt_game *g, int p, uint8_t id)
{
    assert(id < ALT_OBJ_MAX && g->p[p].obj[id].card != ALT_CARD_NONE);
    return alt_cards_get(g->db, g->p[p].obj[id].card);
}

void alt_state_push(alt_player *pl, uint8_t id, alt_zone z)
{
    assert(pl->zone_n[z] < ALT_OBJ_MAX);
    pl->zone[z][pl->zone_n[z]++] = id;
    pl->obj[id].zone = (uint8_t)z;
}

void alt_state_remove(alt_player *pl, uint8_t id)
{
    alt_zone z = (alt_zone)pl->obj[id].zone;
    uint8_t *list = pl->zone[z];
    int n = pl->zone_n[z];
    for (int i = 0; i < n; i++) {
        if (list[i] == id) {
            memmove(list + i, list + i + 1, (size_t)(n - i - 1));
            pl->zone_n[z]--;
            pl->obj[id].zone = ALT_Z_NONE;
            return;
        }
    }
    assert(!"object missing from the zone it names");
}

static int is_expedition(alt_zone z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
}

static int is_hidden_or_discard(alt_zone z)
{
    return z == ALT_Z_DECK || z == ALT_Z_HAND || z == ALT_Z_MANA || z == ALT_Z_DISCARD;
}

int alt_state_move(alt_game *g, int p, uint8_t id, alt_zone to)
{
    alt_player *pl = &g->p[p];
    alt_object *o = &pl->obj[id];
    alt_zone from = (alt_zone)o->zone;
    const alt_card_info *card = alt_state_card(g, p, id);

    alt_state_remove(pl, id);
    if (from == ALT_Z_RESERVE && to != ALT_Z_RESERVE && g->phase == ALT_PHASE_AFTERNOON)
        alt_react_trigger(g, p, ALT_HERO_OBJECT, ALT_TRIG_RESERVE_LEFT, 0);   /* "a card leaves your Reserve" */
    /* CR 7.5.9: Reactions to leaving, activated by the move itself; they
     * wait in Limbo until Reactions are next checked. */
    if (is_expedition(from) && !is_expedition(to)) {
        alt_react_trigger(g, p, id, ALT_TRIG_LEAVE, 0);
        if (to == ALT_Z_RESERVE)
            alt_react_trigger(g, p, id, ALT_TRIG_LEAVE_TO_RESERVE, 0);
    } else if (from == ALT_Z_LANDMARK && to != ALT_Z_LANDMARK) {
        alt_react_trigger(g, p, id, ALT_TRIG_LEAVE_LANDMARK, 0);
    }
    if (alt_state_is_token(id) && !is_expedition(to) && to != ALT_Z_LANDMARK) {
        /* CR 7.3.4: a token that leaves play ceases to exist. */
        memset(o, 0, sizeof *o);
        o->card = ALT_CARD_NONE;
        return 0;
    }
    int keep_boosts = 1;
    if ((is_expedition(from) && !is_expedition(to)) || from == ALT_Z_LANDMARK)
        keep_boosts = 0;                        /* CR 2.5.1, seed 003: boosts */
    if (is_expedition(from) && to == ALT_Z_RESERVE && (card->keywords & ALT_KW_SEASONED))
        keep_boosts = 1;                        /* CR 7.4.6.b */
    if (is_hidden_or_discard(to))
        keep_boosts = 0;                        /* CR 2.4.4 remark */
    if (!keep_boosts)
        o->boosts = 0;
    o->status = 0;                              /* CR 2.4.1.d */
    o->flags = 0;
    /* A new object (CR 1.4.4) leaves its counters behind, except from the
     * Reserve or Limbo to another visible zone but the Discard pile
     * (CR 2.5.k; rulesets of revision 2 on). */
    if (!(alt_state_rules(g) >= 2 && (from == ALT_Z_RESERVE || from == ALT_Z_LIMBO) && !is_hidden_or_discard(to)))
        o->counters = 0;
    /* The CR 1.4.6 counts stay with the card through its moves: were they
     * reset with each new object (CR 1.4.4), a card that returns to where it
     * was (a support ability that Resupplies itself from an empty Deck)
     * could loop forever within one Day, the very loop the caps exist for. */
    alt_state_push(pl, id, to);
    if (is_expedition(to) && !is_expedition(from))
        alt_react_ally_joined(g, p, id);
    if (from == ALT_Z_HAND && to == ALT_Z_RESERVE)
        alt_react_trigger(g, p, id, ALT_TRIG_HAND_TO_RESERVE, 0);   /* "when I go to Reserve from your hand" */
    return 1;
}

int alt_state_stat(const alt_game *g, int p, uint8_t id, int terrain)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    int base = terrain == 0 ? c->forest : terrain == 1 ? c->mountain : c->water;
    return base + g->p[p].obj[id].boosts;
}

int alt_state_ready_mana(const alt_player *pl)
{
    int n = 0;
    for (int i = 0; i < pl->zone_n[ALT_Z_MANA]; i++)
        n += !(pl->obj[pl->zone[ALT_Z_MANA][i]].status & ALT_ST_EXHAUSTED);
    return n;
}

uint8_t alt_state_reserve_limit(const alt_game *g, int p)
{
    uint16_t hero = g->setup.deck[p].hero;
    return hero == ALT_CARD_NONE ? 2 : alt_cards_get(g->db, hero)->reserve_limit; /* CR 3.2.10.b */
}

uint8_t alt_state_landmark_limit(const alt_game *g, int p)
{
    uint16_t hero = g->setup.deck[p].hero;
    return hero == ALT_CARD_NONE ? 2 : alt_cards_get(g->db, hero)->landmark_limit; /* CR 4.2.5.d */
}

/* CR 3.2.2.d: when a step needs the card at position n from the top and
 * the Deck holds fewer, the Discard pile is shuffled and put at the bottom
 * of the Deck, under the cards still there. With an empty Deck this is
 * seed 003's "the Discard pile, shuffled, becomes the Deck". The shuffle is
 * of the Discard's cards alone, in Discard order (docs/rng.md). */
void alt_state_deck_at_least(alt_game *g, int p, int n)
{
    alt_player *pl = &g->p[p];
    int kept = pl->zone_n[ALT_Z_DECK], k = pl->zone_n[ALT_Z_DISCARD];
    if (kept >= n || k == 0)
        return;
    if (alt_state_rules(g) < 2 && kept > 0)
        return;                  /* revision 1 shuffled only into an empty Deck */
    while (pl->zone_n[ALT_Z_DISCARD] > 0)
        alt_state_move(g, p, pl->zone[ALT_Z_DISCARD][0], ALT_Z_DECK);
    uint8_t *deck = pl->zone[ALT_Z_DECK];
    alt_rng_shuffle(g->rng, deck + kept, k);
    /* The shuffled cards go under the ones that were there: index 0 is the bottom. */
    uint8_t under[ALT_OBJ_MAX];
    memcpy(under, deck + kept, (size_t)k);
    memmove(deck + k, deck, (size_t)kept);
    memcpy(deck, under, (size_t)k);
}

void alt_state_draw(alt_game *g, int p, int n)
{
    alt_player *pl = &g->p[p];
    int drawn = 0;
    for (int i = 0; i < n; i++) {
        alt_state_deck_at_least(g, p, 1);
        if (pl->zone_n[ALT_Z_DECK] == 0)
            break;                              /* CR 3.2.2.e: nothing to draw */
        uint8_t top = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1];
        alt_state_move(g, p, top, ALT_Z_HAND);
        drawn++;
    }
    if (drawn)
        alt_react_drew(g, p);                   /* "when an opponent draws one or more cards" */
}

uint8_t alt_state_create_token(alt_game *g, int p, uint16_t card, alt_expedition e)
{
    alt_player *pl = &g->p[p];
    for (uint8_t id = ALT_TOKEN_BASE; id < ALT_OBJ_MAX; id++) {
        if (pl->obj[id].card == ALT_CARD_NONE) {
            memset(&pl->obj[id], 0, sizeof pl->obj[id]);
            pl->obj[id].card = card;
            alt_state_push(pl, id, e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
            alt_react_ally_joined(g, p, id);
            alt_react_token_created(g, p, id);
            return id;
        }
    }
    g->overflow = 1;        /* past the engine's capacity: the step ends the game (decision.c) */
    return ALT_NO_OBJECT;
}

/* CR 3.2.9.f: exhaust the first ready Mana Orbs, in zone order. */
void alt_state_pay(alt_game *g, int p, int cost)
{
    alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[ALT_Z_MANA] && cost > 0; i++) {
        alt_object *o = &pl->obj[pl->zone[ALT_Z_MANA][i]];
        if (!(o->status & ALT_ST_EXHAUSTED)) {
            o->status |= ALT_ST_EXHAUSTED;
            cost--;
        }
    }
}

