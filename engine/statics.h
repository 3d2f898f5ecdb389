/*
 * statics.h: the static abilities Trial by Frost brought, read where they
 * apply (docs/architecture.md, layer 2, beside passive.c): exhausted cards
 * in the Reserve and what may still be done with them (CR 2.4.5), what
 * Gears do to their Expedition at Dusk and Night, Gigantic and Defender
 * that come and go, and the costs of cards played from Reserve.
 */
#ifndef ALT_STATICS_H
#define ALT_STATICS_H

#include "terrain.h"

/* Exhausted cards in both players' Reserves. */
int alt_static_exhausted_in_reserves(const alt_game *g);
/* How many cards both players have in play with this static effect. */
int alt_static_count_both(const alt_game *g, alt_effect effect);

/* CR 2.4.5.d: whether player p may play the exhausted card of object id
 * from their Reserve into Expedition e (e ignored for a card that joins
 * none): "you may play exhausted cards from your Reserve" (play_exhausted),
 * or, for a Character, "... in my Expedition" (play_exhausted_here, a Gear
 * in Expedition e). */
int alt_static_may_play_exhausted(const alt_game *g, int p, uint8_t id, int e);
/* How many more cards player p keeps in Reserve at Clean-up when they are
 * exhausted (keep_exhausted, each card in play). */
int alt_static_keep_exhausted(const alt_game *g, int p);
/* Whether exhausted Characters in Reserve stay exhausted this Morning: a
 * reserve_stays_exhausted card is in play, either player's. */
int alt_static_reserve_stays_exhausted(const alt_game *g);

/* Whispers from the Maze (The Stew): whether Character id of player p,
 * in an Expedition zone, is Seasoned by a seasoned_here card of p's in
 * the same Expedition (a Gigantic one: in either, CR 7.4.4.b), or by a
 * seasoned_facing card of the opponent's facing it (a Unique part). */
int alt_static_seasoned_here_of(const alt_game *g, int p, uint8_t id);
static inline int alt_static_seasoned_here(const alt_game *g, int p, uint8_t id)
{
    return alt_state_may_have_static(g, ALT_FX_SEASONED_HERE) || alt_state_may_have_static(g, ALT_FX_SEASONED_FACING)
               ? alt_static_seasoned_here_of(g, p, id) : 0;
}

/* Eternal while in a terrain (eternal_in). */
int alt_static_eternal_of(const alt_game *g, int p, uint8_t id);
static inline int alt_static_eternal(const alt_game *g, int p, uint8_t id)
{
    return alt_state_may_have_static(g, ALT_FX_ETERNAL_IN) ? alt_static_eternal_of(g, p, id) : 0;
}
/* Whether the Characters of player p's Expedition zone k have each
 * statistic equal to their highest (max_stats: a Gear there). */
int alt_static_zone_max_stats(const alt_game *g, int p, int k);
/* Skybound Odyssey (Lyra Aerialist's rare): whether card id's own
 * statistics are each its highest now, N or more visible regions having a
 * single terrain (CR 4.0 3.2.1.d). */
int alt_static_self_max_stats_of(const alt_game *g, int p, uint8_t id);
static inline int alt_static_self_max_stats(const alt_game *g, int p, uint8_t id)
{
    if (alt_state_may_have_static(g, ALT_FX_SELF_MAX_STATS) &&
        alt_cards_has_static(g->db, g->p[p].obj[id].card, ALT_FX_SELF_MAX_STATS))
        return 1;                      /* always (a Unique part) */
    return alt_state_may_have_static(g, ALT_FX_SELF_MAX_STATS_SINGLE) ? alt_static_self_max_stats_of(g, p, id) : 0;
}
/* Whispers from the Maze (BLISS Bassist's rares): whether another card of
 * player p's in an Expedition, others_max_stats while its condition holds
 * ("If I'm Boosted": its boosts, read on it), makes each statistic of
 * Character id its highest. */
int alt_static_others_max_stats_of(const alt_game *g, int p, uint8_t id);
static inline int alt_static_others_max_stats(const alt_game *g, int p, uint8_t id)
{
    return alt_state_may_have_static(g, ALT_FX_OTHERS_MAX_STATS) ? alt_static_others_max_stats_of(g, p, id) : 0;
}
/* A Character's statistic in one terrain (0 forest, 1 mountain, 2 water),
 * boosts included, as max_stats makes it in the Expedition zone it is in. */
int alt_static_stat(const alt_game *g, int p, uint8_t id, int terrain);

/* What Gears and Characters in player p's Expedition e do to its move at
 * Dusk's Progress: regions it moves forward when it does (1, and one more
 * per extra_region, two with moves_twice; moving forward due to Ascend,
 * `ascend`, one more per card present there with extra_region_ascend, a
 * Gigantic one's in either); the terrains it may move forward
 * due to (facing_only_due, facing_only_due_ever: an opposing card facing
 * it, its region in that terrain); whether Defenders hold it back
 * (defenders_ignored, defenders_ignored_behind). */
int alt_static_regions_moved(const alt_game *g, int p, int e, int ascend);
uint8_t alt_static_only_due(const alt_game *g, int p, int e, int ever_only);
int alt_static_defenders_ignored_of(const alt_game *g, int p, int e);
static inline int alt_static_defenders_ignored(const alt_game *g, int p, int e)
{
    return alt_state_may_have_static(g, ALT_FX_DEFENDERS_IGNORED) ||
                   alt_state_may_have_static(g, ALT_FX_DEFENDERS_IGNORED_BEHIND)
               ? alt_static_defenders_ignored_of(g, p, e)
               : 0;
}

/* Whether object id of player p, about to leave its Expedition during the
 * Afternoon, stays instead: 1 "it loses Anchored instead" (anchored_stays),
 * 2 "it loses all its boosts instead" (boosted_stays), 0 it leaves. */
int alt_static_stays(const alt_game *g, int p, uint8_t id);


#endif
