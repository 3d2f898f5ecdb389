/*
 * dusk.c: the Progress daily effect (seed 003; CR 4.2.4) and its Arena form
 * (CR 4.3.e).
 *
 * Every Expedition's move is decided from the totals as they stand, then all
 * moves happen at once, so no Expedition's move can influence another's.
 */
#include "dusk.h"
#include "statics.h"

#include <string.h>

static const uint8_t terrain_bit[ALT_TERRAINS] = {ALT_T_FOREST, ALT_T_MOUNTAIN, ALT_T_WATER};

/* Whether an object in an Expedition adds its statistics: a Character
 * (or a token, always one) that is not Asleep (CR 2.4.3). */
static inline int counts(const alt_card_info *c, const alt_object *o)
{
    return (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN) && !(o->status & ALT_ST_ASLEEP);
}

static alt_zone exp_zone(alt_expedition e)
{
    return e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
}

/* Player p's totals of each Expedition zone k (CR 4.2.4.b): all[k] of its
 * Characters, big[k] of its Gigantic ones alone. Expedition e's totals
 * are then all[e] + big[e-bar], as a Gigantic Character counts in each of
 * its controller's Expeditions (CR 7.4.4.e): each zone is read once for
 * both Expeditions. The Gigantic test is alt_passive_is_gigantic's, its
 * passive count read once for all the tokens. */
static void zone_totals(const alt_game *g, int p, int all[2][ALT_TERRAINS], int big[2][ALT_TERRAINS])
{
    const alt_player *pl = &g->p[p];
    int tokens_big = -1;                        /* alt_passive_is_gigantic's count, read once if a token needs it */
    /* Trial by Frost's Gears: each statistic the highest (max_stats) in
     * one Expedition zone, its only Character Gigantic (lone_gigantic);
     * a Gigantic Character counts in the other Expedition as that one
     * makes its statistics (max_stats there too). */
    int high[2] = {0, 0};
    if (alt_state_may_have_static(g, ALT_FX_MAX_STATS))   /* no card of most games has one */
        high[0] = alt_static_zone_max_stats(g, p, 0), high[1] = alt_static_zone_max_stats(g, p, 1);
    int other_high[2] = {high[1], high[0]};
    int orbs = alt_state_may_have_static(g, ALT_FX_GIGANTIC_ORBS) ||
               alt_state_may_have_static(g, ALT_FX_GIGANTIC_HERO_COUNTERS);   /* a card Gigantic on a count */
    int lone_gear = alt_state_may_have_static(g, ALT_FX_LONE_GIGANTIC);
    int kw_static = alt_state_may_have_static(g, ALT_FX_KEYWORD);   /* "If I'm Fleeting, I am Gigantic" */
    for (int k = 0; k < 2; k++) {
        for (int t = 0; t < ALT_TERRAINS; t++)
            all[k][t] = big[k][t] = 0;
        alt_zone z = exp_zone((alt_expedition)k);
        int lone = -1;                          /* read once a Character needs it */
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_card_info *c = alt_state_card(g, p, id);
            if (!counts(c, &pl->obj[id]))
                continue;
            int b = pl->obj[id].boosts;
            int stat[ALT_TERRAINS] = {c->forest + b, c->mountain + b, c->water + b};
            int gigantic = (c->keywords & ALT_KW_GIGANTIC) != 0;
            if (!gigantic && c->type == ALT_TYPE_TOKEN) {
                if (tokens_big < 0)
                    tokens_big = alt_passive_count(g, p, ALT_FX_TOKENS_GIGANTIC) > 0;
                gigantic = tokens_big;
            }
            if (!gigantic && orbs && (alt_cards_has_static(g->db, pl->obj[id].card, ALT_FX_GIGANTIC_ORBS) ||
                                      alt_cards_has_static(g->db, pl->obj[id].card, ALT_FX_GIGANTIC_HERO_COUNTERS)))
                gigantic = alt_passive_card_gigantic(g, p, id);
            if (!gigantic && kw_static && alt_cards_has_static(g->db, pl->obj[id].card, ALT_FX_KEYWORD))
                gigantic = alt_passive_keyword_gigantic(g, p, id);
            if (!gigantic && lone_gear) {
                if (lone < 0)
                    lone = alt_passive_zone_lone_gigantic(g, p, k);
                gigantic = lone;
            }
            int top = stat[0] > stat[1] ? stat[0] : stat[1];
            top = stat[2] > top ? stat[2] : top;
            int own_high = alt_static_self_max_stats(g, p, id) ||   /* Skybound Odyssey: Lyra Aerialist's rare */
                           alt_static_others_max_stats(g, p, id);   /* Whispers from the Maze: BLISS Bassist's */
            for (int t = 0; t < ALT_TERRAINS; t++) {
                all[k][t] += high[k] || own_high ? top : stat[t];
                if (gigantic)
                    big[k][t] += other_high[k] || own_high ? top : stat[t];
            }
        }
    }
}

/* CR 7.4.2.b with 7.4.4.b: bit e, a Defender holds player p's Expedition
 * e back: one in that zone, or a Gigantic one in either. */
static unsigned defended(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    unsigned held = 0, ignored = 0;
    for (int e = 0; e < 2; e++)
        ignored |= (unsigned)alt_static_defenders_ignored(g, p, e) << e;   /* Trial by Frost's */
    for (int k = 0; k < 2; k++) {
        alt_zone z = exp_zone((alt_expedition)k);
        for (int i = 0; i < pl->zone_n[z] && held != 3u; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (!alt_passive_is_defender(g, p, id) && !alt_cond_keyword(g, p, id, ALT_KW_DEFENDER))
                continue;
            held |= 1u << k;
            if (alt_passive_is_gigantic(g, p, id))
                held = 3u;
        }
    }
    return held & ~ignored;
}

/* What Progress would move, as the totals stand (CR 4.2.4.b-g): moves[p][e]
 * 1 for an Expedition that moves forward, and whether due to {V} (4.2.4.j)
 * or by a tie of an Ascended one (4.0 4.2.4.k). */
typedef struct progress_plan {
    int moves[2][2];
    int by_forest[2][2];
    int by_ascend[2][2];
} progress_plan;

static void plan_progress(alt_game *g, progress_plan *plan)
{
    int totals[2][2][ALT_TERRAINS];
    unsigned held[2], blocked = alt_passive_blocked_by_cards(g);
    for (int p = 0; p < 2; p++) {
        int all[2][ALT_TERRAINS], big[2][ALT_TERRAINS];
        zone_totals(g, p, all, big);
        for (int e = 0; e < 2; e++)
            for (int t = 0; t < ALT_TERRAINS; t++)
                totals[p][e][t] = all[e][t] + big[1 - e][t];
        held[p] = defended(g, p) | g->p[p].blocked_today | blocked;
    }

    memset(plan, 0, sizeof *plan);
    int (*moves)[2] = plan->moves, (*by_forest)[2] = plan->by_forest, (*by_ascend)[2] = plan->by_ascend;
    for (int p = 0; p < 2; p++) {
        for (int e = 0; e < 2; e++) {
            if (g->p[p].distance[e] >= ALT_LAST_REGION)
                continue;                       /* CR 7.3.17.c */
            if (held[p] & (1u << e))
                continue;                       /* CR 7.4.2.b; "can't move forward" */
            int region = alt_state_region_of(g, p, (alt_expedition)e);
            /* The region's terrains as the cards make them (terrain.c:
             * markers, the Kraken's {O} only, Trial by Frost's {V}), less
             * those an opposing card facing it forbids moving forward due to. */
            uint8_t terrain = alt_terrain_region(g, region) & alt_static_only_due(g, p, e, 0);
            int ascended = (g->p[p].ascended >> e) & 1;
            for (int t = 0; t < ALT_TERRAINS; t++) {
                int mine = totals[p][e][t], theirs = totals[1 - p][e][t];
                /* CR 4.2.4.b, .e, .f: strictly greater, and above 0; tied
                 * is enough for an Ascended Expedition (CR 4.0 4.2.4.e-f). */
                if ((terrain & terrain_bit[t]) && mine > 0 && (mine > theirs || (ascended && mine == theirs))) {
                    moves[p][e] = 1;            /* CR 4.2.4.g: once, however many terrains */
                    by_forest[p][e] |= terrain_bit[t] == ALT_T_FOREST && mine > theirs;   /* CR 4.2.4.j: greater */
                    by_ascend[p][e] |= mine == theirs;
                }
            }
        }
    }
}

/* The index of the card's "if my Expedition would move forward during Dusk"
 * (ALT_TRIG_WOULD_FORWARD) among its abilities. */
static int would_forward_index(const alt_game *g, uint16_t card)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_WOULD_FORWARD)
            return i;
    return -1;
}

int alt_dusk_progress_asks(alt_game *g)
{
    if (g->arena || !alt_state_may_have_trigger(g, ALT_TRIG_WOULD_FORWARD))
        return 0;                               /* no card of this game has one */
    progress_plan plan;
    plan_progress(g, &plan);
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        alt_player *pl = &g->p[p];
        for (int e = 0; e < 2; e++) {
            uint8_t *m = &pl->moved_today[e];
            /* CR 6.2.i: once one made it stay, it would not move forward:
             * no other modifier of the move applies. */
            if (!plan.moves[p][e] || (*m & ALT_MOVED_STAYS))
                continue;
            int rolled = (*m & ALT_MOVED_ROLLS) / ALT_MOVED_ROLL_ONE, seen = 0;
            alt_zone z = exp_zone((alt_expedition)e);
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                if (!alt_cards_has_trigger(g->db, pl->obj[id].card, ALT_TRIG_WOULD_FORWARD) || seen++ < rolled)
                    continue;                   /* the modifiers apply in the order their cards joined (docs/rules-choices.md) */
                if (rolled == ALT_MOVED_ROLLS / ALT_MOVED_ROLL_ONE) {
                    g->overflow = 1;            /* an eighth in one Expedition: the engine's capacity */
                    return 0;
                }
                *m = (uint8_t)(*m + ALT_MOVED_ROLL_ONE);
                alt_limbo_start(g, p, id, pl->obj[id].card, (uint8_t)would_forward_index(g, pl->obj[id].card));
                return 1;
            }
        }
    }
    return 0;
}

static void progress_adventure(alt_game *g)
{
    progress_plan plan;
    plan_progress(g, &plan);
    int (*moves)[2] = plan.moves, (*by_forest)[2] = plan.by_forest, (*by_ascend)[2] = plan.by_ascend;
    for (int p = 0; p < 2; p++)                 /* one more region per Sleigh, read before any move */
        for (int e = 0; e < 2; e++) {
            uint8_t m = g->p[p].moved_today[e];
            if (moves[p][e])
                moves[p][e] = m & ALT_MOVED_STAYS ? 0 : alt_static_regions_moved(g, p, e, by_ascend[p][e]) + (m & ALT_MOVED_MORE) / ALT_MOVED_MORE_ONE;
            g->p[p].moved_today[e] = (uint8_t)(m & ALT_MOVED_TODAY);   /* the rolls' work is done */
        }
    for (int p = 0; p < 2; p++) {               /* CR 4.2.4.h: all at once */
        for (int e = 0; e < 2; e++) {
            /* held[] was all that stops it, and no move changes it */
            for (int r = 0; r < moves[p][e] && g->p[p].distance[e] < ALT_LAST_REGION; r++)
                alt_event_advance(g, p, (alt_expedition)e);
        }
    }
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        for (int e = 0; e < 2; e++)
            if (moves[p][e] && by_forest[p][e] && g->p[p].moved_today[e])
                alt_trigger_forest_move(g, p);
        for (int e = 0; e < 2; e++)
            if (moves[p][e] && by_ascend[p][e])
                alt_trigger_about(g, p, ALT_TRIG_ASCEND_MOVE, ALT_NO_OBJECT);
        unsigned moved = 0;
        for (int e = 0; e < 2; e++)
            if (moves[p][e] && g->p[p].moved_today[e]) {
                alt_trigger_expedition_forward(g, p, (alt_expedition)e, by_forest[p][e], by_ascend[p][e]);
                moved |= 1u << e;
            }
        alt_trigger_ascended_forward(g, p, moved);   /* one event, both at once (CR 4.2.4.h) */
    }
    /* CR 4.2.4.i: what is in an Expedition that did not move forward
     * reacts to its failure, first player first. */
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        for (int e = 0; e < 2; e++) {
            if (moves[p][e])
                continue;
            alt_zone z = exp_zone((alt_expedition)e);
            for (int i = 0; i < g->p[p].zone_n[z]; i++) {
                uint8_t id = alt_state_zone(&g->p[p], z)[i];
                alt_trigger_failed(g, p, id, !moves[p][1 - e]);
                if (alt_cards_has_trigger(g->db, g->p[p].obj[id].card, ALT_TRIG_FAIL_REST))
                    g->p[p].obj[id].flags |= ALT_OF_AFTER_REST;   /* "... after Rest" (day.c) */
            }
        }
    }
}

/* CR 4.3.e: each player's totals over both Expeditions; more terrains won,
 * each with a positive and strictly greater total, wins the game. */
static void progress_arena(alt_game *g)
{
    int sum[2][ALT_TERRAINS];
    for (int p = 0; p < 2; p++) {
        int all[2][ALT_TERRAINS], big[2][ALT_TERRAINS];
        zone_totals(g, p, all, big);
        for (int t = 0; t < ALT_TERRAINS; t++)   /* a Gigantic Character counts twice (CR 7.4.4.l; 4.0 7.4.4.m) */
            sum[p][t] = all[0][t] + big[1][t] + all[1][t] + big[0][t];
    }
    int won[2] = {0, 0};
    uint8_t terrains = alt_passive_all_water(g) ? ALT_T_WATER : ALT_T_ALL;   /* the Arena, {O} only with the Kraken */
    for (int t = 0; t < ALT_TERRAINS; t++)
        for (int p = 0; p < 2; p++)
            won[p] += (terrains & terrain_bit[t]) && sum[p][t] > sum[1 - p][t] && sum[p][t] > 0;
    if (won[0] != won[1]) {
        g->winner = won[0] > won[1] ? 0 : 1;
        g->outcome = ALT_OUTCOME_ARENA;
    }
}

void alt_dusk_progress(alt_game *g)
{
    if (g->arena)
        progress_arena(g);
    else
        progress_adventure(g);
}
