/*
 * terrain.h: regions' terrains as the cards in play change them, what is
 * "in" a terrain (CR 7.5.7), and how an Expedition stands against the one
 * facing it (CR 7.5.2): read by conditions, targets and Dusk alike, so that
 * each is decided in one place (docs/architecture.md, layer 2).
 */
#ifndef ALT_TERRAIN_H
#define ALT_TERRAIN_H

#include "passive.h"

/* The terrains (ALT_T_* bits) of region r, 0 (the Hero region) to
 * ALT_LAST_REGION: its own, or its Terrain Marker's (CR 4.0 3.2.1.e), with
 * what "my region has T in addition" adds (region_gains), then every
 * region {O} only with the Kraken in play, then "my region is {V} besides
 * its terrains" (region_forest), then
 * "my region and the one facing me are {V} and lose their other terrains"
 * (regions_forest_only). docs/rules-choices.md, "Terrains", says why in
 * that order. */
uint8_t alt_terrain_region_of(const alt_game *g, int r);
static inline uint8_t alt_terrain_region(const alt_game *g, int r)
{
    if (!alt_state_may_have_static(g, ALT_FX_ALL_WATER) && !alt_state_may_have_static(g, ALT_FX_REGION_FOREST) &&
        !alt_state_may_have_static(g, ALT_FX_REGIONS_FOREST_ONLY) && !alt_state_may_have_static(g, ALT_FX_REGION_GAINS))
        return alt_state_region_terrain(g, r);       /* no card of the game changes a terrain: a Terrain Marker may */
    return alt_terrain_region_of(g, r);
}
/* The terrains of the region player p's Expedition e stands in. */
uint8_t alt_terrain_expedition(const alt_game *g, int p, alt_expedition e);
/* The Expeditions object id of player p is in, as bits (1 << ALT_EXP_*):
 * its Expedition zone's, both when it is Gigantic (CR 7.4.4.b); 0 out of
 * the Expedition zone. */
int alt_terrain_expeditions_of(const alt_game *g, int p, uint8_t id);
/* Whether object id of player p is in one of the terrains `bits`: one of
 * its Expeditions is (CR 7.5.7.b). */
int alt_terrain_object_in(const alt_game *g, int p, uint8_t id, uint8_t bits);
/* CR 7.5.2: 1 when player p's Expedition e is ahead of the one facing it,
 * -1 behind, 0 tied (always tied in the Arena, 7.5.2.d). */
int alt_terrain_standing(const alt_game *g, int p, alt_expedition e);
/* Whether object id of player p stands in an Expedition that is behind:
 * every one it is in (CR 3.0 7.4.4.j), 0 out of the Expedition zone. */
int alt_terrain_object_behind(const alt_game *g, int p, uint8_t id);

#endif
