/*
 * position.c: a game state as a value (alt_position), both ways.
 *
 * One picture of the state, in both directions: alt_game_position copies
 * the engine's state out, alt_game_from_position checks a picture field by
 * field and every invariant before it becomes a game, so that a position
 * from a file or another engine can never put the engine into a state its
 * own play could not (docs/position.md). The binary form is
 * position_bytes.c's.
 */
#include "position.h"
#include "ability.h"
#include "chance.h"
#include "rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert((int)ALT_ZONE_LIMBO == (int)ALT_Z_LIMBO && (int)ALT_ZONE__END == (int)ALT_Z__COUNT,
               "public and internal zone numbers agree");
_Static_assert((int)ALT_POS_OBJECTS == (int)ALT_OBJ_MAX && (int)ALT_POS_TOKEN_BASE == (int)ALT_TOKEN_BASE,
               "a position holds every object the engine can");

void alt_rng_state_from_seed(uint64_t seed, uint64_t out[4])
{
    alt_rng_seed(out, seed);
}

/* ------------------------------------------------------- game -> position */

static alt_pos_reaction reaction_out(const alt_reaction *r)
{
    alt_pos_reaction o = {r->player, r->source, r->ability, (uint8_t)(r->from_reserve & ALT_R_FROM_RESERVE),
                          r->card, r->subject, r->subject_owner,
                          (uint8_t)((r->from_reserve & ALT_R_OWN_BITS) / ALT_R_WAS_IN),
                          (uint8_t)(r->from_reserve / ALT_R_REPEATS)};
    return o;
}

static void resolution_out(const alt_resolution *res, alt_pos_resolution *o)
{
    o->active = 1;
    o->r = reaction_out(&res->r);
    o->step = res->step, o->done = res->done, o->spell = res->spell;
    o->pick_object = res->pick_object, o->pick_expedition = res->pick_expedition;
    o->pick_choice = res->pick_choice;
    o->first_object = res->first_object, o->first_owner = res->first_owner;
    o->roll = res->roll, o->did = res->did, o->tally = res->tally;
    memcpy(o->dice, res->dice, 3);
    o->held_n = res->held_n;
    for (int i = 0; i < res->held_n; i++) {
        o->held[i].object = res->held[i][0];
        o->held[i].expedition = res->held[i][1];
        o->held[i].owner = res->held[i][2];
    }
}

void alt_game_position(const alt_game *g, alt_position *out)
{
    memset(out, 0, sizeof *out);
    snprintf(out->cards_version, sizeof out->cards_version, "%s", alt_cards_version(g->db));
    out->date = g->setup.date;
    out->ruleset = g->setup.ruleset;
    out->hash_encoding = g->setup.hash_encoding;
    out->chance_mode = g->setup.chance;
    const alt_chance *c = &g->chance;
    if (c->pending) {
        alt_pos_chance *pc = &out->chance;
        pc->pending = 1;
        pc->action = c->action;
        pc->kind = c->kind, pc->player = c->player, pc->count = c->count, pc->given = c->given;
        if (alt_chance_lists_cards((alt_chance_kind)c->kind))
            memcpy(pc->cards, c->cards, c->count);
        pc->n = c->n;
        memcpy(pc->outcomes, c->out, c->n);
    }
    out->format = g->setup.format;
    out->deck[0] = g->setup.deck[0];
    out->deck[1] = g->setup.deck[1];
    memcpy(out->rng, g->rng, sizeof out->rng);
    out->day = g->day;
    out->phase = g->phase;
    out->decision = g->dec_kind;
    out->decider = g->dec_player;
    out->first_player = g->first_player;
    out->arena = g->arena;
    out->winner = g->winner;
    out->outcome = g->outcome;
    memcpy(out->tumult_card, g->tumult_order, 3);
    memcpy(out->tumult_flip, g->tumult_flip, 3);
    out->tumult_up = g->tumult_up;
    out->limbo_n = g->limbo_n;
    for (int i = 0; i < g->limbo_n; i++)
        out->limbo[i] = reaction_out(&g->limbo[i]);
    if (g->res.active)
        resolution_out(&g->res, &out->res);
    out->outer_n = g->outer_n;
    for (int i = 0; i < g->outer_n; i++)
        resolution_out(&g->outer[i], &out->outer[i]);
    out->markers_n = g->markers_n;
    for (int i = 0; i < g->markers_n; i++) {
        out->markers[i].where = g->markers[i].where;
        out->markers[i].terrains = g->markers[i].terrains;
    }
    out->resume = g->resume;
    out->resume_player = g->resume_player;
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        alt_pos_player *o = &out->p[p];
        memcpy(o->distance, pl->distance, 2);
        memcpy(o->moved_today, pl->moved_today, 2);
        o->blocked_today = pl->blocked_today;
        o->passed = pl->passed;
        o->hero_status = pl->hero.status;
        o->hero_reactions = pl->hero.reactions;
        o->hero_quick_uses = pl->hero.quick_uses;
        o->hero_counters = pl->hero.counters;
        o->mods_n = pl->mods_n;
        for (int i = 0; i < pl->mods_n; i++) {
            const alt_modifier *m = &pl->mods[i];
            alt_pos_modifier pm = {m->filter, m->kind, m->amount, m->until_afternoon_ends};
            o->mods[i] = pm;
        }
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++) {
            o->zone_n[z] = pl->zone_n[z];
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                const alt_object *ob = &pl->obj[id];
                alt_pos_object po = {id, ob->card, ob->status, ob->boosts, ob->flags,
                                     ob->quick_uses, ob->reactions, ob->counters,
                                     alt_state_is_token(id) ? pl->away[id - ALT_TOKEN_BASE] : 0};
                o->zone[z][i] = po;
            }
        }
        o->uses_n = pl->uses_n;
        for (int i = 0; i < pl->uses_n; i++) {
            alt_pos_use pu = {pl->uses[i].id, pl->uses[i].ability, pl->uses[i].count};
            o->uses[i] = pu;
        }
        o->ascended = pl->ascended;
        o->gained_n = pl->gained_n;
        for (int i = 0; i < pl->gained_n; i++) {
            alt_pos_gained pg = {pl->gained[i].id, pl->gained[i].card};
            o->gained[i] = pg;
        }
        o->turn_played = pl->turn_played;
        o->turn_did = pl->turn_did;
    }
}

/* ------------------------------------------------------- position -> game */

static alt_reaction reaction_in(const alt_pos_reaction *r)
{
    alt_reaction o = {r->player, r->source, r->ability,
                      (uint8_t)(r->from_reserve | r->was_in * ALT_R_WAS_IN | r->repeats * ALT_R_REPEATS),
                      r->card, r->subject, r->subject_owner};
    return o;
}

static void resolution_in(const alt_pos_resolution *pr, alt_resolution *res)
{
    res->active = 1;
    res->r = reaction_in(&pr->r);
    res->step = pr->step, res->done = pr->done, res->spell = pr->spell;
    res->pick_object = pr->pick_object, res->pick_expedition = pr->pick_expedition;
    res->pick_choice = pr->pick_choice;
    res->first_object = pr->first_object, res->first_owner = pr->first_owner;
    res->roll = pr->roll, res->did = pr->did, res->tally = pr->tally;
    memcpy(res->dice, pr->dice, 3);
    res->held_n = pr->held_n;
    for (int i = 0; i < pr->held_n; i++) {
        res->held[i][0] = pr->held[i].object;
        res->held[i][1] = pr->held[i].expedition;
        res->held[i][2] = pr->held[i].owner;
    }
}

static void build(alt_game *g, const alt_cards *db, const alt_position *pos)
{
    memset(g, 0, sizeof *g);
    g->db = db;
    g->setup.seed = 0;   /* the generator's state stands for it */
    g->setup.ruleset = pos->ruleset;
    g->setup.hash_encoding = pos->hash_encoding ? pos->hash_encoding : (uint8_t)alt_hash_version(pos->ruleset);
    g->setup.chance = pos->chance_mode;
    const alt_pos_chance *pc = &pos->chance;
    if (pc->pending) {
        alt_chance *c = &g->chance;
        c->pending = 1;
        c->action = pc->action;
        c->kind = pc->kind, c->player = pc->player, c->count = pc->count, c->given = pc->given;
        memcpy(c->cards, pc->cards, sizeof c->cards);
        c->n = pc->n;
        memcpy(c->out, pc->outcomes, pc->n);
    }
    g->revision = (uint8_t)alt_ruleset_level(pos->ruleset);
    g->edition = (uint8_t)alt_ruleset_edition(pos->ruleset);
    g->setup.format = pos->format;
    g->setup.date = pos->date;
    g->setup.deck[0] = pos->deck[0];
    g->setup.deck[1] = pos->deck[1];
    g->setup_digest = alt_hash_setup_digest(db, &g->setup);
    alt_state_note_statics(g);
    memcpy(g->rng, pos->rng, sizeof g->rng);
    g->day = pos->day;
    g->phase = pos->phase;
    g->dec_kind = pos->decision;
    g->dec_player = pos->decider;
    g->first_player = pos->first_player;
    g->arena = pos->arena;
    g->winner = pos->winner;
    g->outcome = pos->outcome;
    memcpy(g->tumult_order, pos->tumult_card, 3);
    memcpy(g->tumult_flip, pos->tumult_flip, 3);
    g->tumult_up = pos->tumult_up;
    alt_game_lay_regions(g);
    g->limbo_n = pos->limbo_n;
    for (int i = 0; i < pos->limbo_n; i++)
        g->limbo[i] = reaction_in(&pos->limbo[i]);
    if (pos->res.active)
        resolution_in(&pos->res, &g->res);
    g->outer_n = pos->outer_n;
    for (int i = 0; i < pos->outer_n; i++)
        resolution_in(&pos->outer[i], &g->outer[i]);
    g->markers_n = pos->markers_n;
    for (int i = 0; i < pos->markers_n; i++) {
        g->markers[i].where = pos->markers[i].where;
        g->markers[i].terrains = pos->markers[i].terrains;
    }
    alt_day_set_resume(g, (alt_resume)pos->resume, pos->resume_player);
    for (int p = 0; p < 2; p++) {
        alt_player *pl = &g->p[p];
        const alt_pos_player *pp = &pos->p[p];
        for (int id = 0; id < ALT_OBJ_MAX; id++)
            pl->obj[id].card = ALT_CARD_NONE;
        memcpy(pl->distance, pp->distance, 2);
        memcpy(pl->moved_today, pp->moved_today, 2);
        pl->blocked_today = pp->blocked_today;
        pl->passed = pp->passed;
        alt_state_put_hero(pl, pos->deck[p].hero);
        pl->hero.status = pp->hero_status;
        pl->hero.reactions = pp->hero_reactions;
        pl->hero.quick_uses = pp->hero_quick_uses;
        pl->hero.counters = pp->hero_counters;
        pl->mods_n = pp->mods_n;
        for (int i = 0; i < pp->mods_n; i++) {
            const alt_pos_modifier *m = &pp->mods[i];
            alt_modifier mm = {m->filter, m->kind, m->amount, m->until_afternoon_ends};
            pl->mods[i] = mm;
        }
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
            pl->zone_n[z] = pp->zone_n[z];
        alt_state_zones_lay(pl);
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++) {
            for (int i = 0; i < pp->zone_n[z]; i++) {
                const alt_pos_object *o = &pp->zone[z][i];
                alt_object *ob = &pl->obj[o->id];
                ob->card = o->card;
                ob->zone = (uint8_t)z;
                ob->status = o->status, ob->boosts = o->boosts, ob->flags = o->flags;
                ob->quick_uses = o->quick_uses, ob->reactions = o->reactions, ob->counters = o->counters;
                alt_state_zone(pl, z)[i] = o->id;
            }
        }
        pl->uses_n = pp->uses_n;
        for (int i = 0; i < pp->uses_n; i++) {
            alt_use u = {pp->uses[i].id, pp->uses[i].ability, pp->uses[i].count};
            pl->uses[i] = u;
        }
        pl->ascended = pp->ascended;
        pl->gained_n = pp->gained_n;
        for (int i = 0; i < pp->gained_n; i++) {
            pl->gained[i].id = pp->gained[i].id;
            pl->gained[i].card = pp->gained[i].card;
        }
        pl->turn_played = pp->turn_played;
        pl->turn_did = pp->turn_did;
    }
    /* An object away (controlled by the opponent) stays its owner's card,
     * in none of its owner's zones. */
    for (int p = 0; p < 2; p++)
        for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
            for (int i = 0; i < pos->p[p].zone_n[z]; i++) {
                const alt_pos_object *o = &pos->p[p].zone[z][i];
                if (!o->away || !alt_state_is_token(o->id))
                    continue;
                g->p[p].away[o->id - ALT_TOKEN_BASE] = o->away;
                if (o->away != ALT_AWAY_TOKEN) {
                    alt_object *home = &g->p[1 - p].obj[o->away - 1];
                    home->card = o->card;
                    home->zone = ALT_Z_NONE;
                }
            }
}

static alt_err from_position(const alt_cards *db, const alt_position *pos, alt_game **out, const alt_refusal *rfp);

/* Every card of a position as its version in force on the position's
 * date (a reader looks references up as their newest versions). */
static void versions_on(const alt_cards *db, alt_position *pos)
{
    size_t n = alt_cards_count(db);
#define ON(x) ((x) < n ? alt_cards_on(db, (x), pos->date) : (x))
    for (int p = 0; p < 2; p++) {
        alt_deck *d = &pos->deck[p];
        if (d->hero != ALT_CARD_NONE)
            d->hero = ON(d->hero);
        for (int i = 0; i < d->count && i < ALT_DECK_MAX; i++)
            d->cards[i] = ON(d->cards[i]);
        alt_pos_player *pl = &pos->p[p];
        for (int z = 0; z < ALT_ZONE__END; z++)
            for (int i = 0; i < pl->zone_n[z] && i < ALT_POS_OBJECTS; i++)
                pl->zone[z][i].card = ON(pl->zone[z][i].card);
    }
    for (int i = 0; i < pos->limbo_n && i < ALT_POS_LIMBO; i++)
        pos->limbo[i].card = ON(pos->limbo[i].card);
    if (pos->res.active)
        pos->res.r.card = ON(pos->res.r.card);
#undef ON
}

alt_err alt_game_from_position(const alt_cards *db, const alt_position *given, alt_game **out,
                               char *msg, size_t msg_size)
{
    alt_refusal rf = {msg, msg_size};
    if (msg && msg_size)
        msg[0] = '\0';
    if (!out)
        return ALT_E_ARG;
    *out = NULL;
    if (!db || !given)
        return alt_position_refuse(&rf, ALT_E_ARG, "no card database or no position");
    char day[11];
    alt_date check;
    alt_date_format(given->date, day);
    if (given->date != 0 && alt_date_parse(day, &check) != ALT_OK)
        return alt_position_refuse(&rf, ALT_E_POSITION, "date: %u is not a day (2000 to 2099)", (unsigned)given->date);
    alt_position *pos = malloc(sizeof *pos);
    if (!pos)
        return alt_position_refuse(&rf, ALT_E_NOMEM, "out of memory");
    *pos = *given;
    versions_on(db, pos);
    alt_err err = from_position(db, pos, out, &rf);
    free(pos);
    return err;
}

static alt_err from_position(const alt_cards *db, const alt_position *pos, alt_game **out, const alt_refusal *rfp)
{
    alt_refusal rf = *rfp;
    alt_err err = alt_position_check_fields(&rf, db, pos);
    if (err != ALT_OK)
        return err;
    alt_game *g = malloc(sizeof *g);
    if (!g)
        return alt_position_refuse(&rf, ALT_E_NOMEM, "out of memory");
    build(g, db, pos);
    err = alt_position_check_choice(&rf, g);
    if (err == ALT_OK)
        err = alt_position_check_limits(&rf, g);
    if (err != ALT_OK) {
        free(g);
        return err;
    }
    if (pos->decision == ALT_DEC_CLEANUP && alt_night_picks_needed(g, pos->decider, NULL) == 0) {
        free(g);
        return alt_position_refuse(&rf, ALT_E_POSITION,
                      "decision.player: a Clean-up choice is asked of player %u, who is within the limits or has kept "
                      "enough (CR 4.2.5.c)", pos->decider);
    }
    if (pos->decision == ALT_DEC_CLEANUP && (err = alt_position_check_kept(&rf, g)) != ALT_OK) {
        free(g);
        return err;
    }
    const char *what = NULL;
    if (alt_game_check(g, &what) != ALT_OK) {
        free(g);
        return alt_position_refuse(&rf, ALT_E_POSITION, "the position breaks an invariant: %s", what ? what : "?");
    }
    if (g->chance.pending && (err = alt_position_check_chance_run(&rf, g)) != ALT_OK) {
        free(g);
        return err;
    }
    if (g->phase != ALT_PHASE_OVER) {
        size_t n = alt_game_list(g, NULL, 0);
        if (n == 0) {
            free(g);
            return alt_position_refuse(&rf, ALT_E_POSITION, "decision: the pending %s decision of player %u has no legal answer",
                          alt_decision_name((alt_decision_kind)pos->decision), pos->decider);
        }
    }
    *out = g;
    return ALT_OK;
}

