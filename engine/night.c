/*
 * night.c: the three daily effects of Night: Rest, Clean-up, Check Victory
 * (seed 003; CR 4.2.5), and where the two rulesets part ways on a same-Day
 * meeting.
 */
#include "night.h"
#include "statics.h"

/* Where Rest sends object id of Expedition e (the statuses it has before
 * Rest): ALT_Z_NONE when it stays. */
static alt_zone rest_destination(const alt_game *g, int p, uint8_t id, alt_expedition e)
{
    const alt_object *o = &g->p[p].obj[id];
    const alt_card_info *c = alt_state_card(g, p, id);
    int character = c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
    int gear = c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_GEAR);
    if (!character && !(gear && g->p[p].moved_today[e]))
        return ALT_Z_NONE;                      /* CR 4.2.5.b: other Permanents stay */
    if (o->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP))
        return ALT_Z_NONE;                      /* CR 2.4.2, 2.4.3 */
    if (character && ((c->keywords & ALT_KW_ETERNAL) || alt_static_eternal(g, p, id) ||
                      alt_cond_keyword(g, p, id, ALT_KW_ETERNAL)))
        return ALT_Z_NONE;                      /* CR 7.4.3.b; "if I'm in {V}, I am Eternal" */
    return o->status & ALT_ST_FLEETING ? ALT_Z_DISCARD : ALT_Z_RESERVE;   /* CR 2.4.6.d; 4.0 2.4.7.d */
}

/* One Expedition zone's objects as Rest finds them, and where each goes:
 * read for every zone before anything moves, since Rest sends them all at
 * once (CR 4.2.5.b) and what one card does to Rest can hang on another
 * ("if I'm in {V}, I am Eternal", where a card's passive makes the {V}). */
typedef struct rest_plan {
    int n;
    uint8_t ids[ALT_OBJ_MAX];
    uint8_t to[ALT_OBJ_MAX];
} rest_plan;

static void rest_read(alt_game *g, int p, alt_zone z, alt_expedition e, rest_plan *plan)
{
    alt_player *pl = &g->p[p];
    plan->n = pl->zone_n[z];
    for (int i = 0; i < plan->n; i++) {
        plan->ids[i] = alt_state_zone(pl, z)[i];
        plan->to[i] = (uint8_t)rest_destination(g, p, plan->ids[i], e);
        /* Seasoned by a Gear that Rest sends to Reserve with them (CR 7.4.6.c) */
        if (plan->to[i] == ALT_Z_RESERVE && alt_static_seasoned_here(g, p, plan->ids[i]))
            pl->obj[plan->ids[i]].flags |= ALT_OF_SEASONED;
    }
}

static void rest_zone(alt_game *g, int p, const rest_plan *plan)
{
    alt_player *pl = &g->p[p];
    /* Walk the plan's snapshot: moves reorder the live list. */
    for (int i = 0; i < plan->n; i++) {
        uint8_t id = plan->ids[i];
        pl->obj[id].status &= (uint8_t)~(ALT_ST_ANCHORED | ALT_ST_ASLEEP);   /* CR 2.4.2, 2.4.3: any object */
        if (plan->to[i] != ALT_Z_NONE)
            alt_event_move(g, p, id, (alt_zone)plan->to[i]);   /* tokens cease to exist in Reserve */
    }
}

int alt_night_rest_asks(alt_game *g)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_INSTEAD_LEAVE))
        return 0;                               /* no card of this game has an "instead" */
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        alt_player *pl = &g->p[p];
        for (int e = 0; e < 2; e++) {
            alt_zone z = e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                if (!alt_cards_has_trigger(g->db, pl->obj[id].card, ALT_TRIG_INSTEAD_LEAVE))
                    continue;                   /* nearly every card: one bit says so */
                int index;
                alt_zone to = rest_destination(g, p, id, (alt_expedition)e);
                if (to == ALT_Z_NONE || !alt_event_instead_unanswered(g, p, id, to, &index))
                    continue;
                /* Its controller states whether the modifier applies as the
                 * step is about to happen (CR 6.2.d): a resolution of that
                 * question alone (limbo.c), Rest waiting for its answer. */
                pl->obj[id].flags |= ALT_OF_INSTEAD_ASKED;
                alt_limbo_start(g, p, id, pl->obj[id].card, (uint8_t)index);
                alt_state_ask(g, p, ALT_RES_INSTEAD_RUN);
                return 1;
            }
        }
    }
    return 0;
}

void alt_night_rest(alt_game *g)
{
    rest_plan plan[2][2];
    for (int p = 0; p < 2; p++) {
        rest_read(g, p, ALT_Z_EXP_HERO, ALT_EXP_HERO, &plan[p][0]);
        rest_read(g, p, ALT_Z_EXP_COMPANION, ALT_EXP_COMPANION, &plan[p][1]);
    }
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        rest_zone(g, p, &plan[p][0]);
        rest_zone(g, p, &plan[p][1]);
        g->p[p].ascended = 0;                   /* CR 4.0 2.4.3, 4.2.5.b: Ascended until Rest */
    }
}

/* CR 4.2.5.c: as many objects as the limit are kept; a limit below 0 (the
 * passives that reduce it) keeps none (4.0 says so; 3.0 is silent, and
 * no count of objects is below 0 either). */
int alt_night_limit(const alt_game *g, int p, alt_zone z)
{
    int limit = z == ALT_Z_RESERVE ? alt_passive_reserve_limit(g, p) : alt_passive_landmark_limit(g, p);
    return limit < 0 ? 0 : limit;
}

/* A Landmark sacrificed by Clean-up, or a card it discarded, may have a
 * Reaction that Resupplies or makes a Landmark token as Night goes on (an
 * Aerolith's "when I'm sacrificed"): past the limit until the next
 * Clean-up, rightly. So may a limit the cards change after Clean-up
 * (Whispers from the Maze): a card that doesn't count readied, or
 * exhausted; a limit read while the Reserve held a Spell; a support
 * passive readied by the Morning. In games that can, the limits are not
 * checked. */
int alt_night_limits_may_be_passed(const alt_game *g)
{
    return alt_state_may_have_static(g, ALT_FX_RESERVE_UNCOUNTED) ||
           alt_state_may_have_static(g, ALT_FX_RESERVE_LIMIT_WHILE) ||
           alt_state_may_have_static(g, ALT_FX_RESERVE_LIMIT) ||
           alt_state_may_have_trigger(g, ALT_TRIG_SACRIFICED) ||
           alt_state_may_have_trigger(g, ALT_TRIG_YOU_SACRIFICE) ||
           alt_state_may_have_trigger(g, ALT_TRIG_LEAVE_LANDMARK) ||
           alt_state_may_have_trigger(g, ALT_TRIG_RESERVE_LEFT);
}

int alt_night_kept(const alt_player *pl, alt_zone z)
{
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += (pl->obj[alt_state_zone(pl, z)[i]].flags & ALT_OF_KEPT) != 0;
    return n;
}

/* Trial by Frost's "you may keep one more card in Reserve during Night if
 * it's exhausted" (keep_exhausted): x more cards kept beyond the limit,
 * exhausted ones. The Reserve keeps everything without a choice when its
 * ready cards fit the limit and all of it fits the limit and x; otherwise
 * the player picks the limit (any cards), then up to x exhausted ones,
 * while there are unkept exhausted cards. */
/* The cards counted are those that count towards the limit: not a ready
 * "I don't count towards your Reserve limit" (Whispers from the Maze),
 * which Clean-up keeps without a pick. */
static int reserve_fits(const alt_game *g, int p, int limit)
{
    if (g->p[p].zone_n[ALT_Z_RESERVE] <= limit)
        return 1;                               /* an uncounted card only lowers the count */
    int x = alt_static_keep_exhausted(g, p);
    if (x <= 0 && !alt_state_may_have_static(g, ALT_FX_RESERVE_UNCOUNTED))
        return 0;                               /* nearly every game: nothing else counts */
    int ready, n = alt_passive_reserve_counted(g, p, &ready);
    return n <= limit || (x > 0 && ready <= limit && n <= limit + x);
}

int alt_night_reserve_fits(const alt_game *g, int p)
{
    return reserve_fits(g, p, alt_night_limit(g, p, ALT_Z_RESERVE));
}

/* Exhausted cards of the Reserve not kept yet. */
static int unkept_exhausted(const alt_player *pl)
{
    int n = 0;
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        const alt_object *o = &pl->obj[alt_state_zone(pl, ALT_Z_RESERVE)[i]];
        n += (o->status & ALT_ST_EXHAUSTED) && !(o->flags & ALT_OF_KEPT);
    }
    return n;
}

int alt_night_keep_allowed(const alt_game *g, int p, uint8_t id)
{
    const alt_player *pl = &g->p[p];
    const alt_object *o = &pl->obj[id];
    if (o->zone != ALT_Z_RESERVE)
        return 1;
    if (alt_passive_reserve_uncounted(g, p, id))
        return 0;                               /* kept without a pick */
    /* Past the limit, only the exhausted cards that keep_exhausted allows. */
    return alt_night_kept(pl, ALT_Z_RESERVE) < alt_night_limit(g, p, ALT_Z_RESERVE) || (o->status & ALT_ST_EXHAUSTED);
}

/* A zone within its limit keeps everything without a choice; over it, the
 * player picks exactly the limit, one object per decision. */
int alt_night_picks_needed(const alt_game *g, int p, alt_zone *zone)
{
    const alt_player *pl = &g->p[p];
    const alt_zone zones[2] = {ALT_Z_RESERVE, ALT_Z_LANDMARK};
    const int limit[2] = {alt_night_limit(g, p, ALT_Z_RESERVE), alt_night_limit(g, p, ALT_Z_LANDMARK)};
    for (int k = 0; k < 2; k++) {
        if (k == 0 ? reserve_fits(g, p, limit[0]) : pl->zone_n[zones[k]] <= limit[k])
            continue;
        int kept = alt_night_kept(pl, zones[k]);
        int owed = limit[k] - kept;
        if (k == 0 && owed <= 0) {
            int x = alt_static_keep_exhausted(g, p), more = unkept_exhausted(pl);
            owed = x > 0 ? (limit[k] + x - kept < more ? limit[k] + x - kept : more) : 0;
        }
        if (owed > 0) {
            if (zone)
                *zone = zones[k];
            return owed;
        }
    }
    return 0;
}

static void discard_unkept(alt_game *g, int p, alt_zone z, int over)
{
    alt_player *pl = &g->p[p];
    if (over) {
        uint8_t ids[ALT_OBJ_MAX];
        int n = pl->zone_n[z];
        for (int i = 0; i < n; i++)
            ids[i] = alt_state_zone(pl, z)[i];
        for (int i = 0; i < n; i++)
            if (!(pl->obj[ids[i]].flags & ALT_OF_KEPT) && !(z == ALT_Z_RESERVE && alt_passive_reserve_uncounted(g, p, ids[i]))) {
                if (z == ALT_Z_LANDMARK)
                    alt_event_sacrifice(g, p, ids[i]);   /* CR 4.2.5.c: sacrificed, "when I'm sacrificed" heard */
                else
                    alt_event_move(g, p, ids[i], ALT_Z_DISCARD);
            }
    }
    for (int i = 0; i < pl->zone_n[z]; i++)
        pl->obj[alt_state_zone(pl, z)[i]].flags &= (uint8_t)~ALT_OF_KEPT;
}

/* CR 4.2.5.c: all non-selected objects go at once, after every choice is
 * made; Reserve objects are discarded, Landmarks sacrificed. */
void alt_night_cleanup_finish(alt_game *g)
{
    /* Which zones were over their limits, read before anything goes: a
     * card discarded may have changed a limit (Whispers from the Maze). */
    int over[2][2];
    for (int p = 0; p < 2; p++) {
        over[p][0] = !alt_night_reserve_fits(g, p);
        over[p][1] = g->p[p].zone_n[ALT_Z_LANDMARK] > alt_night_limit(g, p, ALT_Z_LANDMARK);
    }
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        discard_unkept(g, p, ALT_Z_RESERVE, over[p][0]);
        discard_unkept(g, p, ALT_Z_LANDMARK, over[p][1]);
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
        if (alt_ruleset_is_cr(g->setup.ruleset))
            win(g, greater, ALT_OUTCOME_SUM);   /* CR 4.2.5.d: the greater sum */
        else
            win(g, 1 - greater, ALT_OUTCOME_TIEBREAK);  /* seed 003: further than necessary loses */
        return;
    }
    g->arena = 1;                               /* seed 003, CR 4.3.a: the Arena */
    alt_event_remove_placed_markers(g);         /* CR 4.0 4.3.a: the other regions leave the game */
}
