/*
 * statics.c: Trial by Frost's static abilities, read where they apply
 * (statics.h). Each question is asked of the cards in play with one bit
 * test per card first (alt_cards_has_static), since most games hold none
 * of them and Dusk and the cost of every card played ask them.
 */
#include "statics.h"

#include "cards.h"

static alt_zone exp_zone(int e)
{
    return e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
}

/* The first static ability of a card with this effect, or NULL. */
static const alt_ability *static_of(const alt_game *g, uint16_t card, alt_effect effect)
{
    if (card == ALT_CARD_NONE || !alt_state_may_have_static(g, effect) || !alt_cards_has_static(g->db, card, effect))
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == effect)
            return &list[i];
    return NULL;
}

/* Whether player p's Expedition zone z holds a card with this static effect. */
static int zone_has(const alt_game *g, int p, alt_zone z, alt_effect effect)
{
    if (!alt_state_may_have_static(g, effect))
        return 0;
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[z]; i++)
        if (alt_cards_has_static(g->db, pl->obj[alt_state_zone(pl, z)[i]].card, effect))
            return 1;
    return 0;
}

static int zone_count(const alt_game *g, int p, alt_zone z, alt_effect effect)
{
    if (!alt_state_may_have_static(g, effect))
        return 0;
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += alt_cards_has_static(g->db, pl->obj[alt_state_zone(pl, z)[i]].card, effect);
    return n;
}

int alt_static_exhausted_in_reserves(const alt_game *g)
{
    int n = 0;
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
            n += (pl->obj[alt_state_zone(pl, ALT_Z_RESERVE)[i]].status & ALT_ST_EXHAUSTED) != 0;
    }
    return n;
}

int alt_static_count_both(const alt_game *g, alt_effect effect)
{
    return alt_passive_count(g, 0, effect) + alt_passive_count(g, 1, effect);
}

int alt_static_may_play_exhausted(const alt_game *g, int p, uint8_t id, int e)
{
    if (alt_passive_count(g, p, ALT_FX_PLAY_EXHAUSTED) > 0)
        return 1;                                  /* CR 2.4.5.d */
    const alt_card_info *c = alt_state_card(g, p, id);
    if (c->type != ALT_TYPE_CHARACTER)
        return 0;
    if (alt_state_may_have_static(g, ALT_FX_PLAY_EXHAUSTED_CHARS) && alt_passive_count(g, p, ALT_FX_PLAY_EXHAUSTED_CHARS) > 0)
        return 1;                                  /* Characters only (a Unique part) */
    return e >= 0 && e <= 1 && zone_has(g, p, exp_zone(e), ALT_FX_PLAY_EXHAUSTED_HERE);
}

int alt_static_keep_exhausted(const alt_game *g, int p)
{
    return alt_passive_count(g, p, ALT_FX_KEEP_EXHAUSTED);
}

int alt_static_reserve_stays_exhausted(const alt_game *g)
{
    return alt_static_count_both(g, ALT_FX_STAYS_EXHAUSTED) > 0;
}

int alt_static_eternal_of(const alt_game *g, int p, uint8_t id)
{
    const alt_ability *a = static_of(g, g->p[p].obj[id].card, ALT_FX_ETERNAL_IN);
    return a && alt_terrain_object_in(g, p, id, (uint8_t)(1u << a->arg));
}

int alt_static_zone_max_stats(const alt_game *g, int p, int k)
{
    return zone_has(g, p, exp_zone(k), ALT_FX_MAX_STATS);
}

int alt_static_self_max_stats_of(const alt_game *g, int p, uint8_t id)
{
    const alt_ability *a = static_of(g, g->p[p].obj[id].card, ALT_FX_SELF_MAX_STATS_SINGLE);
    if (!a)
        return 0;
    int n = 0;
    for (int region = 0; region <= ALT_LAST_REGION; region++) {
        uint8_t t = alt_terrain_region(g, region);
        n += alt_state_region_visible(g, region) && t && !(t & (t - 1));
    }
    return n >= a->amount;
}

int alt_static_others_max_stats_of(const alt_game *g, int p, uint8_t id)
{
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = exp_zone(k);
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t other = alt_state_zone(pl, z)[i];
            const alt_ability *a = other == id ? NULL : static_of(g, pl->obj[other].card, ALT_FX_OTHERS_MAX_STATS);
            if (a && (a->cond == ALT_COND_NONE || pl->obj[other].boosts >= a->cond_arg))
                return 1;
        }
    }
    return 0;
}

int alt_static_stat(const alt_game *g, int p, uint8_t id, int terrain)
{
    const alt_object *o = &g->p[p].obj[id];
    if ((o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION) &&
        (alt_static_zone_max_stats(g, p, o->zone == ALT_Z_EXP_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION) ||
         alt_static_self_max_stats(g, p, id) || alt_static_others_max_stats(g, p, id))) {
        const alt_card_info *c = alt_state_card(g, p, id);
        int high = c->forest > c->mountain ? c->forest : c->mountain;
        high = c->water > high ? c->water : high;
        return high + o->boosts;
    }
    return alt_state_stat(g, p, id, terrain);
}

int alt_static_regions_moved(const alt_game *g, int p, int e, int ascend)
{
    alt_zone z = exp_zone(e);
    int more = zone_count(g, p, z, ALT_FX_EXTRA_REGION);
    int twice = zone_has(g, p, z, ALT_FX_MOVES_TWICE);
    /* "If my Expedition would move forward due to Ascend, it moves forward
     * one more region instead" (CR 4.0 4.2.4.k): a Gigantic card's
     * Expedition is both of its controller's (7.4.4.b). */
    if (ascend && alt_state_may_have_static(g, ALT_FX_EXTRA_REGION_ASCEND)) {
        const alt_player *pl = &g->p[p];
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < pl->zone_n[exp_zone(k)]; i++) {
                uint8_t id = alt_state_zone(pl, exp_zone(k))[i];
                more += alt_cards_has_static(g->db, pl->obj[id].card, ALT_FX_EXTRA_REGION_ASCEND) &&
                        alt_passive_present_in(g, p, id, (alt_expedition)e);
            }
    }
    return 1 + more + twice;
}

uint8_t alt_static_only_due(const alt_game *g, int p, int e, int ever_only)
{
    /* Opposing cards facing player p's Expedition e: those in the
     * opponent's Expedition e, and Gigantic ones in either (CR 7.4.4.g). */
    const alt_player *opp = &g->p[1 - p];
    uint8_t allowed = ALT_T_ALL;
    if (!alt_state_may_have_static(g, ALT_FX_FACING_ONLY_DUE_EVER) &&
        (ever_only || !alt_state_may_have_static(g, ALT_FX_FACING_ONLY_DUE)))
        return allowed;
    for (int k = 0; k < 2; k++) {
        alt_zone z = exp_zone(k);
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(opp, z)[i];
            uint16_t card = opp->obj[id].card;
            for (int ever = ever_only; ever < 2; ever++) {
                const alt_ability *a = static_of(g, card, ever ? ALT_FX_FACING_ONLY_DUE_EVER : ALT_FX_FACING_ONLY_DUE);
                if (!a || (k != e && !alt_passive_is_gigantic(g, 1 - p, id)))
                    continue;
                uint8_t bit = (uint8_t)(1u << a->arg);
                if (alt_terrain_expedition(g, p, (alt_expedition)e) & bit)
                    allowed &= bit;                  /* "in {O}": only due to {O} */
            }
        }
    }
    return allowed;
}

int alt_static_defenders_ignored_of(const alt_game *g, int p, int e)
{
    alt_zone z = exp_zone(e);
    if (zone_has(g, p, z, ALT_FX_DEFENDERS_IGNORED))
        return 1;
    return zone_has(g, p, z, ALT_FX_DEFENDERS_IGNORED_BEHIND) && alt_terrain_standing(g, p, (alt_expedition)e) < 0;
}

int alt_static_stays(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if (g->phase != ALT_PHASE_AFTERNOON || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION) ||
        !alt_state_is_character(alt_state_card(g, p, id)))
        return 0;
    alt_zone z = (alt_zone)o->zone;
    if ((o->status & ALT_ST_ANCHORED) && zone_has(g, p, z, ALT_FX_ANCHORED_STAYS))
        return 1;
    if (o->boosts > 0 && zone_has(g, p, z, ALT_FX_BOOSTED_STAYS))
        return 2;
    return 0;
}

/* Whether a card of player p's opponent with this static faces object
 * id: it is present in the Expedition facing one id is present in (each
 * present in both when Gigantic, CR 4.0 7.4.4.b, g). */
static int faced_by(const alt_game *g, int p, uint8_t id, alt_effect effect)
{
    if (!alt_state_may_have_static(g, effect))
        return 0;
    int q = 1 - p;
    const alt_player *opp = &g->p[q];
    for (int e = 0; e < 2; e++) {
        alt_zone z = e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t src = alt_state_zone(opp, z)[i];
            if (alt_cards_has_static(g->db, opp->obj[src].card, effect) &&
                (alt_terrain_expeditions_of(g, q, src) & alt_terrain_expeditions_of(g, p, id)))
                return 1;
        }
    }
    return 0;
}

int alt_static_seasoned_here_of(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if ((o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION) ||
        !alt_state_is_character(alt_state_card(g, p, id)))
        return 0;
    alt_zone other = o->zone == ALT_Z_EXP_HERO ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
    return zone_has(g, p, (alt_zone)o->zone, ALT_FX_SEASONED_HERE) ||
           (zone_has(g, p, other, ALT_FX_SEASONED_HERE) && alt_passive_is_gigantic(g, p, id)) ||
           faced_by(g, p, id, ALT_FX_SEASONED_FACING);   /* "Characters facing me are Seasoned" */
}
