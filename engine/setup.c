/*
 * setup.c: a game before its first decision (seed 003, CR 4.1): the decks
 * laid out in list order, then the setup's chance (the Adventure, the
 * first player, the shuffles) and the opening draws. alt_game_new runs it
 * on a new game, a recorded game runs it again as chance answers come
 * (answer.c), and a position lays its regions out the same way.
 */
#include "setup.h"
#include "event.h"
#include "chance.h"
#include "rng.h"

#include <assert.h>
#include <string.h>

/* The three Tumult cards (CR 1.1.7): each is two regions, one terrain on
 * one half and the other two on the other half. */
static const uint8_t tumult_halves[3][2] = {
    {ALT_T_FOREST, ALT_T_MOUNTAIN | ALT_T_WATER},
    {ALT_T_MOUNTAIN, ALT_T_FOREST | ALT_T_WATER},
    {ALT_T_WATER, ALT_T_FOREST | ALT_T_MOUNTAIN},
};

void alt_game_lay_regions(alt_game *g)
{
    g->region_terrain[0] = ALT_T_ALL;              /* CR 2.2.2.k */
    g->region_terrain[ALT_LAST_REGION] = ALT_T_ALL;
    for (int s = 0; s < 3; s++) {
        const uint8_t *h = tumult_halves[g->tumult_order[s]];
        g->region_terrain[1 + 2 * s] = h[g->tumult_flip[s]];
        g->region_terrain[2 + 2 * s] = h[1 - g->tumult_flip[s]];
    }
}

static void setup_adventure(alt_game *g)
{
    for (int s = 0; s < 3; s++)
        g->tumult_order[s] = (uint8_t)s;
    alt_chance_shuffle(g, ALT_CHANCE_TUMULT_ORDER, 0, g->tumult_order, 3);   /* CR 4.1.c: position ... */
    for (int s = 0; s < 3; s++)                                                   /* ... and orientation */
        g->tumult_flip[s] = (uint8_t)alt_chance_number(g, ALT_CHANCE_TUMULT_FLIP, 2);
    alt_game_lay_regions(g);
    g->tumult_up = 0;                               /* face down */
}

/* The game before its setup's chance: each Deck in list order, each
 * card's id its index (state.h). What a recorded game's setup is run
 * from again as chance answers come (answer.c). */
void alt_game_lay_out(alt_game *g, const alt_cards *db, const alt_setup *setup)
{
    g->db = db;
    g->setup = *setup;
    if (!g->setup.hash_encoding)
        g->setup.hash_encoding = (uint8_t)alt_hash_version(setup->ruleset);
    g->revision = (uint8_t)alt_ruleset_level(setup->ruleset);
    g->edition = (uint8_t)alt_ruleset_edition(setup->ruleset);
    g->setup_digest = alt_hash_setup_digest(db, setup);
    alt_state_note_statics(g);
    g->winner = ALT_NO_WINNER;
    g->day = 1;
    g->phase = ALT_PHASE_SETUP;
    g->dec_kind = ALT_DEC_NONE;
    for (int s = 0; s < 3; s++)      /* the Tumult cards in their own order, face down, until shuffled */
        g->tumult_order[s] = (uint8_t)s;
    alt_game_lay_regions(g);
    alt_rng_seed(g->rng, setup->seed);
    for (int p = 0; p < 2; p++) {
        alt_player *pl = &g->p[p];
        const alt_deck *d = &setup->deck[p];
        alt_state_put_hero(pl, d->hero);
        /* Laid down at once: a push per card cost a call per card of
         * every game set up. The deck's objects, then the free ones, in
         * loops of their own: one loop with a test per object cost more
         * than the rest of the layout. */
        int n = d->count;
        assert(n <= ALT_DECK_MAX);   /* the setup's decks were validated */
        pl->zone_n[ALT_Z_DECK] = (uint8_t)n;
        alt_state_zones_lay(pl);
        uint8_t *deck = alt_state_zone(pl, ALT_Z_DECK);
        int low = n < ALT_DECK_LOW ? n : ALT_DECK_LOW;
        for (int id = 0; id < low; id++) {
            pl->obj[id].card = d->cards[id];
            pl->obj[id].zone = ALT_Z_DECK;
            deck[id] = (uint8_t)id;
        }
        for (int id = low; id < ALT_OBJ_MAX; id++)
            pl->obj[id].card = ALT_CARD_NONE;
        for (int i = ALT_DECK_LOW; i < n; i++) {   /* past the token ids (alt_deck_object_id) */
            uint8_t id = alt_deck_object_id(i);
            pl->obj[id].card = d->cards[i];
            pl->obj[id].zone = ALT_Z_DECK;
            deck[i] = id;
        }
    }
}

void alt_game_run_setup(alt_game *g)
{
    setup_adventure(g);
    g->first_player = (uint8_t)alt_chance_number(g, ALT_CHANCE_FIRST_PLAYER, 2);   /* CR 4.1.g; 4.0 4.1.f */
    for (int p = 0; p < 2; p++)                             /* CR 4.1.i; 4.0 4.1.g */
        alt_chance_shuffle(g, ALT_CHANCE_DECK, p, alt_state_zone(&g->p[p], ALT_Z_DECK), g->p[p].zone_n[ALT_Z_DECK]);
    alt_event_draw(g, g->first_player, 6);                  /* CR 4.1.j; 4.0 4.1.h */
    alt_event_draw(g, g->first_player ^ 1, 6);
    alt_trigger_game_start(g);                                /* "I begin the game with ..." */
    for (int p = 0; p < 2; p++) {                             /* ... its Terrain Markers (CR 4.0 3.2.1.d) */
        int n;
        const alt_ability *list = alt_state_hero_abilities(g, p, &n);
        for (int i = 0; i < n; i++)
            if (list[i].trigger == ALT_TRIG_START && list[i].effect == ALT_FX_HOLD_MARKERS)
                for (int t = 0; t < ALT_TERRAINS; t++)
                    if (list[i].arg & (1u << t))
                        alt_event_place_marker(g, (uint8_t)(ALT_MARKER_HELD + p), (uint8_t)(1u << t));
    }
    g->phase = ALT_PHASE_SETUP;
    g->dec_kind = ALT_DEC_OPENING_MANA;                     /* CR 4.1.k */
    g->dec_player = g->first_player;
}
