/*
 * night.c: the three daily effects of Night: Rest, Clean-up, Check Victory
 * (seed 003; CR 4.2.5), and where the two rulesets part ways on a same-Day
 * meeting.
 */
#include "night.h"

static void rest_zone(alt_game *g, int p, alt_zone z, alt_expedition e)
{
    alt_player *pl = &g->p[p];
    /* Walk a snapshot: moves reorder the live list. */
    uint8_t ids[ALT_OBJ_MAX];
    int n = pl->zone_n[z];
    for (int i = 0; i < n; i++)
        ids[i] = alt_state_zone(pl, z)[i];
    for (int i = 0; i < n; i++) {
        uint8_t id = ids[i];
        alt_object *o = &pl->obj[id];
        const alt_card_info *c = alt_state_card(g, p, id);
        int character = c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
        int gear = c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_GEAR);
        int stays = o->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP);
        o->status &= (uint8_t)~(ALT_ST_ANCHORED | ALT_ST_ASLEEP);   /* CR 2.4.2, 2.4.3: any object */
        if (!character && !(gear && pl->moved_today[e]))
            continue;                           /* CR 4.2.5.b: other Permanents stay */
        if (stays)
            continue;
        if (character && (c->keywords & ALT_KW_ETERNAL))
            continue;                           /* CR 7.4.3.b */
        if (o->status & ALT_ST_FLEETING)
            alt_event_move(g, p, id, ALT_Z_DISCARD);   /* CR 2.4.6.d */
        else
            alt_event_move(g, p, id, ALT_Z_RESERVE);   /* tokens cease to exist here */
    }
}

void alt_night_rest(alt_game *g)
{
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        rest_zone(g, p, ALT_Z_EXP_HERO, ALT_EXP_HERO);
        rest_zone(g, p, ALT_Z_EXP_COMPANION, ALT_EXP_COMPANION);
    }
}

int alt_night_kept(const alt_player *pl, alt_zone z)
{
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += (pl->obj[alt_state_zone(pl, z)[i]].flags & ALT_OF_KEPT) != 0;
    return n;
}

/* A zone within its limit keeps everything without a choice; over it, the
 * player picks exactly the limit, one object per decision. */
int alt_night_picks_needed(const alt_game *g, int p, alt_zone *zone)
{
    const alt_player *pl = &g->p[p];
    const alt_zone zones[2] = {ALT_Z_RESERVE, ALT_Z_LANDMARK};
    const int limit[2] = {alt_state_reserve_limit(g, p), alt_state_landmark_limit(g, p)};
    for (int k = 0; k < 2; k++) {
        if (pl->zone_n[zones[k]] <= limit[k])
            continue;
        int owed = limit[k] - alt_night_kept(pl, zones[k]);
        if (owed > 0) {
            if (zone)
                *zone = zones[k];
            return owed;
        }
    }
    return 0;
}

static void discard_unkept(alt_game *g, int p, alt_zone z, int limit)
{
    alt_player *pl = &g->p[p];
    if (pl->zone_n[z] > limit) {
        uint8_t ids[ALT_OBJ_MAX];
        int n = pl->zone_n[z];
        for (int i = 0; i < n; i++)
            ids[i] = alt_state_zone(pl, z)[i];
        for (int i = 0; i < n; i++)
            if (!(pl->obj[ids[i]].flags & ALT_OF_KEPT))
                alt_event_move(g, p, ids[i], ALT_Z_DISCARD);
    }
    for (int i = 0; i < pl->zone_n[z]; i++)
        pl->obj[alt_state_zone(pl, z)[i]].flags &= (uint8_t)~ALT_OF_KEPT;
}

/* CR 4.2.5.c: all non-selected objects go at once, after every choice is
 * made; Reserve objects are discarded, Landmarks sacrificed. */
void alt_night_cleanup_finish(alt_game *g)
{
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        discard_unkept(g, p, ALT_Z_RESERVE, alt_state_reserve_limit(g, p));
        discard_unkept(g, p, ALT_Z_LANDMARK, alt_state_landmark_limit(g, p));
    }
}

static void win(alt_game *g, int p, alt_outcome o)
{
    g->winner = (uint8_t)p;
    g->outcome = (uint8_t)o;
}

void alt_night_check_victory(alt_game *g)
{
    if (g->arena)
        return;                                 /* CR 4.3.f */
    int sum[2];
    for (int p = 0; p < 2; p++)
        sum[p] = g->p[p].distance[0] + g->p[p].distance[1];
    const int meet = ALT_LAST_REGION;           /* 7: both Expeditions on one region */
    if (sum[0] < meet && sum[1] < meet)
        return;
    if (sum[0] < meet || sum[1] < meet) {       /* CR 4.2.5.d: one player alone */
        win(g, sum[0] >= meet ? 0 : 1, ALT_OUTCOME_SUM);
        return;
    }
    if (sum[0] != sum[1]) {
        int greater = sum[0] > sum[1] ? 0 : 1;
        if (alt_ruleset_is_cr3(g->setup.ruleset))
            win(g, greater, ALT_OUTCOME_SUM);   /* CR 4.2.5.d: the greater sum */
        else
            win(g, 1 - greater, ALT_OUTCOME_TIEBREAK);  /* seed 003: further than necessary loses */
        return;
    }
    g->arena = 1;                               /* seed 003, CR 4.3.a: the Arena */
}
