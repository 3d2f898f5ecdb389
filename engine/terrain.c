/*
 * terrain.c: regions' terrains as the cards in play change them, what is
 * "in" a terrain, and ahead, behind or tied (terrain.h). Trial by Frost
 * made terrains something cards change ("my region is {V}") and something
 * cards ask about ("if I'm in {M}"); Dusk, conditions and targets read
 * them here, so that each change applies everywhere it is read.
 */
#include "terrain.h"

#include "cards.h"

static alt_zone exp_zone(int e)
{
    return e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
}

int alt_terrain_expeditions_of(const alt_game *g, int p, uint8_t id)
{
    alt_zone z = (alt_zone)g->p[p].obj[id].zone;
    if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
        return 0;
    if (alt_passive_is_gigantic(g, p, id))
        return 3;                                    /* CR 7.4.4.b: in each of its controller's */
    return z == ALT_Z_EXP_HERO ? 1 << ALT_EXP_HERO : 1 << ALT_EXP_COMPANION;
}

/* Bit r of *also: region r is {V} besides its terrains; of *only: it is {V}
 * only. From every card in an Expedition with such a passive: its own
 * regions, and for "only", the regions of the Expeditions facing it. */
static void forest_regions(const alt_game *g, unsigned *also, unsigned *only)
{
    *also = *only = 0;
    if (!alt_state_may_have_static(g, ALT_FX_REGION_FOREST) && !alt_state_may_have_static(g, ALT_FX_REGIONS_FOREST_ONLY))
        return;                                      /* no card of this game changes a terrain */
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        for (int k = 0; k < 2; k++) {
            alt_zone z = exp_zone(k);
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                uint16_t card = pl->obj[id].card;
                int add = alt_cards_has_static(g->db, card, ALT_FX_REGION_FOREST);
                int set = alt_cards_has_static(g->db, card, ALT_FX_REGIONS_FOREST_ONLY);
                if (!add && !set)
                    continue;
                int in = alt_terrain_expeditions_of(g, p, id);
                for (int e = 0; e < 2; e++) {
                    if (!(in & (1 << e)))
                        continue;
                    unsigned mine = 1u << alt_state_region_of(g, p, (alt_expedition)e);
                    if (add)
                        *also |= mine;
                    /* "The region of the Expedition facing me": of each
                     * one facing a Gigantic card (CR 7.4.4.g). */
                    if (set)
                        *only |= mine | 1u << alt_state_region_of(g, 1 - p, (alt_expedition)e);
                }
            }
        }
    }
}

/* What "my region has T in addition to its other terrains" (region_gains,
 * CR 4.0 3.2.1.e) adds to region r: every such card's, a Gigantic one's
 * in both of its regions (CR 7.4.4.b). */
static uint8_t region_gains(const alt_game *g, int r)
{
    uint8_t t = 0;
    if (alt_state_edition(g) < 4)
        return 0;                                 /* a 4.0 word: no card of a 3.0 game has it */
    for (int q = 0; q < 2; q++) {
        const alt_player *pl = &g->p[q];
        for (int e = 0; e < 2; e++) {
            alt_zone z = exp_zone(e);
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                if (!alt_cards_has_static(g->db, pl->obj[id].card, ALT_FX_REGION_GAINS))
                    continue;
                if (alt_state_region_of(g, q, (alt_expedition)e) != r &&
                    !(alt_passive_is_gigantic(g, q, id) && alt_state_region_of(g, q, (alt_expedition)(1 - e)) == r))
                    continue;
                int n;
                const alt_ability *list = alt_cards_abilities(g->db, pl->obj[id].card, &n);
                for (int k = 0; k < n; k++)
                    if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_REGION_GAINS)
                        t |= list[k].arg;
            }
        }
    }
    return t;
}

uint8_t alt_terrain_region_of(const alt_game *g, int r)
{
    /* The Kraken's {O} only over all; else the region's own terrains, its
     * Terrain Marker's in their place (CR 4.0 3.2.1.e), and what cards
     * add to it. */
    uint8_t bits = alt_passive_all_water(g) ? ALT_T_WATER : (uint8_t)(alt_state_region_terrain(g, r) | region_gains(g, r));
    unsigned also, only;
    forest_regions(g, &also, &only);
    if (also & (1u << r))
        bits |= ALT_T_FOREST;
    if (only & (1u << r))
        bits = ALT_T_FOREST;
    return bits;
}

uint8_t alt_terrain_expedition(const alt_game *g, int p, alt_expedition e)
{
    return alt_terrain_region(g, alt_state_region_of(g, p, e));
}

int alt_terrain_object_in(const alt_game *g, int p, uint8_t id, uint8_t bits)
{
    int in = alt_terrain_expeditions_of(g, p, id);
    for (int e = 0; e < 2; e++)
        if ((in & (1 << e)) && (alt_terrain_expedition(g, p, (alt_expedition)e) & bits))
            return 1;
    return 0;
}

int alt_terrain_standing(const alt_game *g, int p, alt_expedition e)
{
    if (g->arena)
        return 0;                                    /* CR 7.5.2.d */
    int mine = g->p[p].distance[e], theirs = g->p[1 - p].distance[e];
    return mine > theirs ? 1 : mine < theirs ? -1 : 0;   /* CR 7.5.2.a, 7.5.2.b, 7.5.2.c */
}

int alt_terrain_object_behind(const alt_game *g, int p, uint8_t id)
{
    int in = alt_terrain_expeditions_of(g, p, id);
    if (!in)
        return 0;
    for (int e = 0; e < 2; e++)
        if ((in & (1 << e)) && alt_terrain_standing(g, p, (alt_expedition)e) >= 0)
            return 0;
    return 1;
}
