/*
 * day.c: the Day's structure (seed 003; CR 4.2): which daily effects run on
 * their own and where the game stops to wait for a player.
 *
 * Every entry point leaves the game waiting on exactly one decision, or over.
 */
#include "day.h"
#include "statics.h"

#include <assert.h>
#include <string.h>

static void wait_on(alt_game *g, alt_phase phase, alt_decision_kind kind, int player)
{
    g->phase = (uint8_t)phase;
    g->dec_kind = (uint8_t)kind;
    g->dec_player = (uint8_t)player;
}

static void game_over(alt_game *g)
{
    wait_on(g, ALT_PHASE_OVER, ALT_DEC_NONE, 0);
}

/* CR 4.2.d: after each daily effect, Reactions are checked; g->resume
 * brings the Day back here once Limbo is empty. */
static void then_check_reactions(alt_game *g, alt_resume next)
{
    g->resume = (uint8_t)next;
    alt_day_resolve(g);
}

void alt_day_set_resume(alt_game *g, alt_resume how, int player)
{
    g->resume = (uint8_t)how;
    g->resume_player = (uint8_t)player;
}

void alt_day_engine_limit(alt_game *g)
{
    g->winner = ALT_NO_WINNER;
    g->outcome = ALT_OUTCOME_ENGINE_LIMIT;
    memset(&g->res, 0, sizeof g->res);
    memset(g->limbo, 0, sizeof g->limbo);
    g->limbo_n = 0;
    memset(g->outer, 0, sizeof g->outer);
    g->outer_n = 0;
    memset(g->instead, 0, sizeof g->instead);
    g->instead_n = 0;
    g->resume = ALT_RESUME_NONE;
    g->resume_player = 0;
    g->turn_ends = 0;
    for (int p = 0; p < 2; p++)
        for (int id = 0; id < ALT_OBJ_MAX; id++)
            g->p[p].obj[id].flags = 0;   /* no Clean-up or Rest waits any more */
    game_over(g);
}

/* CR 4.2.2.a, 4.2.b: no daily effect; the "At Noon" Reactions of what is
 * in play activate, and the support ones of the ready cards in Reserve
 * (CR 4.0 2.2.12.e), and the first player resolves theirs first. */
static void noon(alt_game *g)
{
    g->phase = ALT_PHASE_NOON;
    for (int k = 0; k < 2; k++)
        alt_trigger_in_play(g, (g->first_player + k) & 1, ALT_TRIG_NOON);
    then_check_reactions(g, ALT_RESUME_AFTERNOON);
}

/* Modifiers end with the turn, the Afternoon or the Day: those lasting no
 * longer than `afternoon_ends` (ALT_UNTIL_*) are dropped. */
static void drop_mods_now(alt_game *g, int p, int afternoon_ends)
{
    alt_player *pl = &g->p[p];
    int kept = 0;
    for (int i = 0; i < pl->mods_n; i++)
        if (pl->mods[i].until_afternoon_ends > afternoon_ends)   /* it lasts longer than what ends */
            pl->mods[kept++] = pl->mods[i];
    if (kept < pl->mods_n)                       /* usually none is dropped: no call then */
        memset(&pl->mods[kept], 0, (size_t)(pl->mods_n - kept) * sizeof pl->mods[0]);
    pl->mods_n = (uint8_t)kept;
}

static inline void drop_mods(alt_game *g, int p, int afternoon_ends)
{
    if (g->p[p].mods_n)                         /* nearly always none waits */
        drop_mods_now(g, p, afternoon_ends);
}

/* The zones whose objects may have a status or a flag: all but the Deck,
 * the Hand and the Discard pile, which alt_game_check keeps bare. */
static const alt_zone marked_zones[] = {ALT_Z_MANA, ALT_Z_LANDMARK, ALT_Z_RESERVE, ALT_Z_EXP_HERO,
                                        ALT_Z_EXP_COMPANION, ALT_Z_LIMBO};

static void morning(alt_game *g)
{
    if (g->day + 1 > ALT_DAY_LIMIT) {
        g->outcome = ALT_OUTCOME_DAY_LIMIT;
        game_over(g);
        return;
    }
    for (int p = 0; p < 2; p++)
        drop_mods(g, p, ALT_UNTIL_DAY_ENDS);   /* the last Day's "this Day" Emblems end with it */
    g->day++;
    g->phase = ALT_PHASE_MORNING;
    g->first_player ^= 1;                       /* CR 4.2.1.b: Succeed */
    /* "Exhausted Characters in Reserve remain exhausted during Morning"
     * (Trial by Frost's Snow Queen, either player's). */
    int frozen = alt_static_reserve_stays_exhausted(g);
    for (int p = 0; p < 2; p++) {               /* CR 4.2.1.c: Prepare */
        alt_player *pl = &g->p[p];
        /* Free slots hold nothing, so only listed objects and the Hero
         * need it. From revision 2 the counts are the table's, and nothing
         * in the bare zones is exhausted (alt_game_check): the zones that
         * may hold a status are then all there is to look at. */
        if (alt_state_rules(g) < 2) {
            int listed = pl->zone_at[ALT_Z_DECK] + pl->zone_n[ALT_Z_DECK];
            for (int i = 0; i < listed; i++) {
                alt_object *o = &pl->obj[pl->ids[i]];
                if (!(frozen && o->zone == ALT_Z_RESERVE && alt_state_is_character(alt_state_card(g, p, pl->ids[i]))))
                    o->status &= (uint8_t)~ALT_ST_EXHAUSTED;
                o->quick_uses = 0;              /* CR 1.4.6: the caps are per Day */
                o->reactions = 0;
            }
        } else {
            for (size_t z = 0; z < sizeof marked_zones / sizeof marked_zones[0]; z++)
                for (int i = 0; i < pl->zone_n[marked_zones[z]]; i++) {
                    uint8_t id = alt_state_zone(pl, marked_zones[z])[i];
                    if (frozen && marked_zones[z] == ALT_Z_RESERVE && alt_state_is_character(alt_state_card(g, p, id)))
                        continue;
                    pl->obj[id].status &= (uint8_t)~ALT_ST_EXHAUSTED;
                }
        }
        pl->hero.status &= (uint8_t)~ALT_ST_EXHAUSTED;
        pl->hero.quick_uses = 0;
        pl->hero.reactions = 0;
        alt_state_uses_reset(pl);
        pl->moved_today[0] = pl->moved_today[1] = 0;
        pl->blocked_today = 0;
    }
    for (int k = 0; k < 2; k++) {               /* CR 4.2.1.d: Draw, in turn order */
        int p = (g->first_player + k) & 1;
        alt_event_draw(g, p, alt_passive_hero_static(g, p, ALT_FX_MORNING_DRAW_ONE) ? 1 : 2);
    }
    then_check_reactions(g, ALT_RESUME_EXPAND);  /* CR 4.4.a: after each daily effect */
}

void alt_day_expand(alt_game *g)
{
    wait_on(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND, g->first_player);  /* CR 4.2.1.e */
}

/* Night's choices are made in initiative order (CR 4.2.5.c remark). */
void alt_day_cleanup(alt_game *g)
{
    g->phase = ALT_PHASE_NIGHT;
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        if (alt_night_picks_needed(g, p, NULL) > 0) {
            wait_on(g, ALT_PHASE_NIGHT, ALT_DEC_CLEANUP, p);
            return;
        }
    }
    alt_night_cleanup_finish(g);
    then_check_reactions(g, ALT_RESUME_VICTORY);
}

void alt_day_victory(alt_game *g)
{
    g->phase = ALT_PHASE_NIGHT;
    alt_night_check_victory(g);
    if (g->winner != ALT_NO_WINNER)
        game_over(g);
    else
        morning(g);
}

/* CR 4.2.b: as Night begins, the "At Night — ... after Rest" Reactions of
 * what is in play whose condition on the card holds then are marked, to
 * activate once Rest is over, from wherever Rest put the card, as "... after
 * Rest" of a failed Expedition does (the one mark serves both: no card has
 * both). Rest's questions come first: nothing has moved when they are
 * answered, and no mark outlives this step. */
static void mark_night_rest(alt_game *g)
{
    if (!alt_state_may_have_trigger(g, ALT_TRIG_NIGHT_REST))
        return;
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int p = 0; p < 2; p++) {
        alt_player *pl = &g->p[p];
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
                alt_object *o = &pl->obj[alt_state_zone(pl, zones[z])[i]];
                int n;
                const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
                for (int k = 0; k < n; k++)
                    if (list[k].trigger == ALT_TRIG_NIGHT_REST && alt_cond_card_holds(&list[k], o))
                        o->flags |= ALT_OF_AFTER_REST;
            }
    }
}

/* CR 4.2.b: Night begins: its "At Night" Reactions of what is in play,
 * first player first, and the marks of its "... after Rest" ones (read
 * now, not after the others resolve); then Rest. Only games with a card
 * that has "At Night" come here (alt_day_progress): the others mark as
 * Rest begins, the same moment for them. */
static void night_begins(alt_game *g)
{
    g->phase = ALT_PHASE_NIGHT;
    mark_night_rest(g);
    for (int k = 0; k < 2; k++)
        alt_trigger_in_play(g, (g->first_player + k) & 1, ALT_TRIG_NIGHT);
    then_check_reactions(g, ALT_RESUME_REST);
}

void alt_day_rest(alt_game *g)
{
    g->phase = ALT_PHASE_NIGHT;
    if (alt_night_rest_asks(g)) {
        g->resume = ALT_RESUME_REST;   /* Rest, once the answer is in */
        return;
    }
    if (!alt_state_may_have_trigger(g, ALT_TRIG_NIGHT))
        mark_night_rest(g);            /* else night_begins did */
    /* "... after Rest": Reactions of cards whose Expedition failed to move
     * forward at Dusk, held until Rest is done (Rest moves the cards). */
    uint8_t after[2][ALT_OBJ_MAX];
    int n[2] = {0, 0};
    for (int p = 0; p < 2; p++) {
        /* Only listed objects have a card, and the bare zones hold no
         * flag (alt_game_check). The zones list ids in any order, and the
         * Reactions go in id order. */
        alt_player *pl = &g->p[p];
        for (size_t z = 0; z < sizeof marked_zones / sizeof marked_zones[0]; z++)
            for (int i = 0; i < pl->zone_n[marked_zones[z]]; i++) {
                uint8_t id = alt_state_zone(pl, marked_zones[z])[i];
                if (pl->obj[id].flags & ALT_OF_AFTER_REST) {
                    pl->obj[id].flags &= (uint8_t)~ALT_OF_AFTER_REST;
                    int k = n[p]++;
                    for (; k > 0 && after[p][k - 1] > id; k--)
                        after[p][k] = after[p][k - 1];
                    after[p][k] = id;
                }
            }
    }
    alt_night_rest(g);
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        for (int i = 0; i < n[p]; i++) {
            alt_trigger_source(g, p, after[p][i], ALT_TRIG_FAIL_REST, 0);
            alt_trigger_source(g, p, after[p][i], ALT_TRIG_NIGHT_REST, 0);
        }
    }
    then_check_reactions(g, ALT_RESUME_CLEANUP);
}

/* CR 4.2.b: "At Dusk" Reactions of what is in play, first player first;
 * then the Progress daily effect. */
static void dusk(alt_game *g)
{
    g->phase = ALT_PHASE_DUSK;
    g->p[0].passed = g->p[1].passed = 0;        /* the Afternoon is over */
    drop_mods(g, 0, ALT_UNTIL_AFTERNOON_ENDS);
    drop_mods(g, 1, ALT_UNTIL_AFTERNOON_ENDS);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int k = 0; k < 2; k++) {
        int p = (g->first_player + k) & 1;
        alt_player *pl = &g->p[p];
        alt_trigger_source(g, p, ALT_HERO_OBJECT, ALT_TRIG_DUSK, 0);
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++)
                alt_trigger_source(g, p, alt_state_zone(pl, zones[z])[i], ALT_TRIG_DUSK, 0);
    }
    then_check_reactions(g, ALT_RESUME_PROGRESS);
}

void alt_day_progress(alt_game *g)
{
    g->phase = ALT_PHASE_DUSK;
    if (alt_dusk_progress_asks(g)) {            /* a modifier's die first; then here again */
        then_check_reactions(g, ALT_RESUME_PROGRESS);
        return;
    }
    alt_dusk_progress(g);
    if (g->winner != ALT_NO_WINNER) {
        game_over(g);
        return;
    }
    then_check_reactions(g, alt_state_may_have_trigger(g, ALT_TRIG_NIGHT) ? ALT_RESUME_NIGHT : ALT_RESUME_REST);
}

void alt_day_start_afternoon(alt_game *g)
{
    g->p[0].passed = g->p[1].passed = 0;
    alt_effect_afternoon_passives(g);
    wait_on(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN, g->first_player);  /* CR 4.2.3.c */
}

/* CR 4.2.3.e: the next player who has not passed takes the next turn; a
 * player alone goes on alone; when both have passed, Dusk. */
void alt_day_end_turn(alt_game *g, int p)
{
    drop_mods(g, p, ALT_UNTIL_TURN_ENDS);   /* "this turn" ends */
    g->p[0].turn_played = g->p[1].turn_played = 0;
    g->p[0].turn_did = g->p[1].turn_did = 0;
    if (!g->p[1 - p].passed)
        wait_on(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN, 1 - p);
    else if (!g->p[p].passed)
        wait_on(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN, p);
    else
        dusk(g);
}

/* Called after a decision outside the Afternoon was answered. */
void alt_day_advance(alt_game *g)
{
    int first = g->first_player, second = first ^ 1;
    switch ((alt_decision_kind)g->dec_kind) {
    case ALT_DEC_OPENING_MANA: {
        int p = g->dec_player;
        if (g->p[p].zone_n[ALT_Z_MANA] < 3)
            return;                             /* CR 4.1.k: three picks each */
        if (p == first)
            wait_on(g, ALT_PHASE_SETUP, ALT_DEC_OPENING_MANA, second);
        else
            noon(g);                            /* CR 4.1.l: the first Morning is skipped */
        return;
    }
    case ALT_DEC_EXPAND:
        if (g->dec_player == first)
            wait_on(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND, second);
        else
            noon(g);
        return;
    case ALT_DEC_CLEANUP:
        alt_day_cleanup(g);
        return;
    case ALT_DEC_TURN:
    case ALT_DEC_REACTION:
    case ALT_DEC_CHOICE:
    case ALT_DEC_CHANCE:          /* answer.c's, never the underlying decision */
    case ALT_DEC_NONE:
    case ALT_DEC__COUNT:
        break;
    }
}

/* Where the Day goes on once Limbo is empty: g->resume, set by whoever
 * asked for Reactions to be checked. Limbo itself never calls up here. */
static void resume(alt_game *g)
{
    int p = g->resume_player;
    alt_resume how = (alt_resume)g->resume;
    g->resume = ALT_RESUME_NONE;
    switch (how) {
    case ALT_RESUME_END_TURN:
        alt_day_end_turn(g, p);
        return;
    case ALT_RESUME_TURN:
        g->phase = ALT_PHASE_AFTERNOON;
        g->dec_kind = ALT_DEC_TURN;
        g->dec_player = (uint8_t)p;
        return;
    case ALT_RESUME_AFTERNOON:
        alt_day_start_afternoon(g);
        return;
    case ALT_RESUME_PROGRESS:
        alt_day_progress(g);
        return;
    case ALT_RESUME_REST:
        alt_day_rest(g);
        return;
    case ALT_RESUME_CLEANUP:
        alt_day_cleanup(g);
        return;
    case ALT_RESUME_VICTORY:
        alt_day_victory(g);
        return;
    case ALT_RESUME_EXPAND:
        alt_day_expand(g);
        return;
    case ALT_RESUME_NIGHT:
        night_begins(g);
        return;
    case ALT_RESUME_NONE:
        break;
    }
    assert(!"Limbo emptied with nowhere to go");
}

void alt_day_resolve(alt_game *g)
{
    alt_limbo_status status = alt_limbo_run(g);
    if (g->turn_ends) {                 /* "after you" (CR 7.3.2.b): the turn ends, without a pass */
        g->turn_ends = 0;
        if (g->resume == ALT_RESUME_TURN)
            g->resume = ALT_RESUME_END_TURN;
    }
    if (status == ALT_LIMBO_OVER)
        g->resume = ALT_RESUME_NONE;    /* "you win the game": the Day goes nowhere */
    else if (status == ALT_LIMBO_EMPTY)
        resume(g);
}
