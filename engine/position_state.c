/*
 * position_state.c: the checks a position passes once it is built into a
 * game (alt_game_from_position): an ability's choice that waits, a
 * Clean-up under way, a chance event that waits. These read the state as
 * the engine will (the initiative, the limits, a run of the waiting
 * answer), so they live beside the game and not among the field checks
 * of position.c. The refusals of every part of positions are written here,
 * the lowest of them (alt_position_refuse).
 */
#include "position.h"
#include "chance.h"
#include "fx.h"
#include "statics.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

alt_err alt_position_refuse(const alt_refusal *r, alt_err err, const char *fmt, ...)
{
    if (r->msg && r->size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->msg, r->size, fmt, ap);
        va_end(ap);
    }
    return err;
}

/* The names positions give zones (docs/position.md). */
static const char *const zone_names[ALT_ZONE__END] = {
    [ALT_ZONE_DECK] = "deck", [ALT_ZONE_HAND] = "hand", [ALT_ZONE_MANA] = "mana",
    [ALT_ZONE_RESERVE] = "reserve", [ALT_ZONE_LANDMARK] = "landmarks", [ALT_ZONE_DISCARD] = "discard",
    [ALT_ZONE_EXP_HERO] = "hero_expedition", [ALT_ZONE_EXP_COMPANION] = "companion_expedition",
    [ALT_ZONE_LIMBO] = "limbo",
};

const char *alt_zone_name(alt_zone_id z)
{
    return (unsigned)z < ALT_ZONE__END && zone_names[z] ? zone_names[z] : "?";
}

int alt_zone_parse(const char *name)
{
    for (int z = ALT_ZONE_DECK; z < ALT_ZONE__END; z++)
        if (name && strcmp(name, zone_names[z]) == 0)
            return z;
    return -1;
}

/* Clean-up leaves no player over a limit (CR 4.2.5.c) until the next
 * Night: the limits as the cards in play make them, unless a Reaction as
 * Night goes on may fill a zone again (alt_night_limits_may_be_passed). */
alt_err alt_position_check_limits(const alt_refusal *rf, const alt_game *g)
{
    if (g->phase != ALT_PHASE_MORNING || alt_night_limits_may_be_passed(g))
        return ALT_OK;
    static const alt_zone zones[2] = {ALT_Z_RESERVE, ALT_Z_LANDMARK};
    static const char *const names[2] = {"reserve", "landmarks"};
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 2; k++) {
            int limit = alt_night_limit(g, p, zones[k]);
            if (g->p[p].zone_n[zones[k]] > limit)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].zones.%s: %u cards in the Morning, over the "
                                           "limit of %d (CR 4.2.5.c)", p, names[k], g->p[p].zone_n[zones[k]], limit);
        }
    return ALT_OK;
}

/* What a Clean-up under way has kept (CR 4.2.5.c): a player keeps only in
 * a zone over its limit and never more than the limit, and the first
 * player finishes before the second begins. */
alt_err alt_position_check_kept(const alt_refusal *rf, const alt_game *g)
{
    static const alt_zone zones[2] = {ALT_Z_RESERVE, ALT_Z_LANDMARK};
    static const char *const names[2] = {"reserve", "landmarks"};
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 2; k++) {
            int limit = alt_night_limit(g, p, zones[k]);
            int kept = alt_night_kept(&g->p[p], zones[k]);
            int fits = k ? g->p[p].zone_n[zones[k]] <= limit : alt_night_reserve_fits(g, p);
            if (!k)
                limit += alt_static_keep_exhausted(g, p);   /* exhausted cards kept past it */
            if (kept > 0 && fits)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].zones.%s: %d kept in a zone within its "
                              "limit of %d, which keeps everything without a choice (CR 4.2.5.c)", p, names[k], kept, limit);
            if (kept > limit)
                return alt_position_refuse(rf, ALT_E_POSITION, "players[%d].zones.%s: %d kept, more than the limit of "
                              "%d (CR 4.2.5.c)", p, names[k], kept, limit);
        }
    int first = g->first_player, second = first ^ 1;
    if (g->dec_player == first && (alt_night_kept(&g->p[second], ALT_Z_RESERVE) ||
                                   alt_night_kept(&g->p[second], ALT_Z_LANDMARK)))
        return alt_position_refuse(rf, ALT_E_POSITION, "players[%d]: has kept cards while the first player still "
                      "chooses; the first player finishes before the second begins (CR 4.2.5.c)", second);
    if (g->dec_player == second && alt_night_picks_needed(g, first, NULL) > 0)
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.player: player %d chooses while the first player "
                      "still owes picks; the first player finishes before the second begins (CR 4.2.5.c)", second);
    return ALT_OK;
}

/* Runs the waiting answer with the outcomes given before the event that
 * waits: it must stop there, at that event, with those cards. */
alt_err alt_position_check_chance_run(const alt_refusal *rf, const alt_game *g)
{
    const alt_chance *c = &g->chance;
    if (c->action.kind != 0) {
        const char *why = NULL;
        if (alt_decision_check(g, &c->action, &why) != ALT_OK)
            return alt_position_refuse(rf, ALT_E_POSITION, "chance.action: not a legal answer to the decision: %s",
                          why ? why : "?");
    }
    alt_game *t = malloc(sizeof *t);
    if (!t)
        return alt_position_refuse(rf, ALT_E_NOMEM, "out of memory");
    if (c->action.kind == 0) {
        /* The setup runs from the Decks in list order and nothing else. */
        memset(t, 0, sizeof *t);
        alt_game_lay_out(t, g->db, &g->setup);
        t->chance = g->chance;
        memcpy(t->rng, g->rng, sizeof t->rng);
        int laid = alt_game_hash(t) == alt_game_hash(g);
        if (!laid) {
            free(t);
            return alt_position_refuse(rf, ALT_E_POSITION, "chance.action: the setup's chance waits, but the state "
                          "is not the one before the setup (each Deck in list order, nothing else)");
        }
    }
    alt_game_copy(t, g);
    t->chance.n = (uint8_t)(c->n - c->given);
    int rc = alt_game_run_recorded(t);
    int same = rc == 0 && t->chance.kind == c->kind && t->chance.player == c->player && t->chance.count == c->count;
    /* The cards in the one order the engine keeps them: the run's, each
     * card given taking its place in turn (alt_chance_place). */
    for (int i = 0; same && alt_chance_is_shuffle(c->kind) && i < c->given; i++)
        same = alt_chance_place(&t->chance, c->out[c->n - c->given + i]);
    int order = same && alt_chance_lists_cards((alt_chance_kind)c->kind) &&
                memcmp(t->chance.cards, c->cards, c->count) != 0;
    free(t);
    if (rc < 0)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.outcomes: do not fit the events the answer meets "
                      "(an outcome out of range, a shuffle not of the cards shuffled, or more than it needs)");
    if (!same)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance: the answer, run with the outcomes given, waits on "
                      "another event than the one named");
    if (order)
        return alt_position_refuse(rf, ALT_E_POSITION, "chance.cards: not in the one order the engine keeps them in "
                      "(a shuffle's still to place, a Hand's as the Hand holds them: docs/position.md), so the state "
                      "would hash two ways");
    return ALT_OK;
}

/* Where "each player may Resupply" can wait (effect.c): revision 1 asks
 * each in turn (done 0, 1); revision 2 asks both, answers held, then asks
 * only a Resupply of two's card of a player who said yes (done 2, 3). */
static int each_may_resupply_fits(const alt_game *g)
{
    const alt_resolution *res = &g->res;
    if (alt_state_rules(g) < 2)
        return res->done <= 1;
    switch (res->done) {
    case 0: return res->tally == 0 && res->first_object == 0 && res->first_owner == 0;
    case 1: return res->tally == 0 && res->first_object <= 1 && res->first_owner == 0;
    case 2: return res->tally == 2 && res->first_object == 1 && res->first_owner <= 1;
    case 3: return res->tally == 2 && res->first_object <= 1 && res->first_owner == 1;
    default: return 0;
    }
}

/* An ability waiting on a choice: who is asked, and what its effect has
 * already revealed (effect.c keeps the revealed cards on top of the Deck and
 * counts them in res.tally). The engine's listing and its answer read these
 * without checking them again. Checked on the game built from the position,
 * so that the initiative is the engine's own (alt_state_initiative). */
alt_err alt_position_check_choice(const alt_refusal *rf, const alt_game *g)
{
    const alt_resolution *res = &g->res;
    /* CR 6.2.d: an "instead" question is about one object, flagged while
     * the question waits, and no object is flagged otherwise. */
    int asked = 0, answered = 0;
    for (int q = 0; q < 2; q++)
        for (int id = 0; id < ALT_OBJ_MAX; id++) {
            asked += (g->p[q].obj[id].flags & ALT_OF_INSTEAD_ASKED) != 0;
            answered += (g->p[q].obj[id].flags & (ALT_OF_INSTEAD_YES | ALT_OF_INSTEAD_NO)) != 0;
        }
    int waits = g->dec_kind == ALT_DEC_CHOICE && res->active &&
                (res->step == ALT_RES_INSTEAD_PICK || res->step == ALT_RES_INSTEAD_RUN);
    if (asked != waits)
        return alt_position_refuse(rf, ALT_E_POSITION, "resolving.step: an \"instead\" question (CR 6.2.d) waits on %d "
                                   "objects flagged as asked; it waits on one while it is asked, on none otherwise", asked);
    if (answered && !waits)
        return alt_position_refuse(rf, ALT_E_POSITION, "resolving.step: %d objects carry an \"instead\" answer (CR "
                                   "6.2.d), which lasts only while the step that asked it waits", answered);
    if (g->dec_kind != ALT_DEC_CHOICE)
        return ALT_OK;
    int p = res->r.player;
    if (res->step == ALT_RES_MAY_ASKED && g->dec_player != p)
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.player: a \"may\" is asked of its controller, player %d", p);
    if (res->step == ALT_RES_INSTEAD_PICK || res->step == ALT_RES_INSTEAD_RUN) {
        /* CR 6.2.d: of the controller of the object asked about (one
         * object, in an Expedition: alt_game_check). */
        for (int q = 0; q < 2; q++)
            for (int id = 0; id < ALT_OBJ_MAX; id++)
                if ((g->p[q].obj[id].flags & ALT_OF_INSTEAD_ASKED) && g->dec_player != q)
                    return alt_position_refuse(rf, ALT_E_POSITION,
                                  "decision.player: an \"instead\" is asked of the controller of the card it moves, "
                                  "player %d", q);
        return ALT_OK;
    }
    if (alt_state_granted(res->r.ability))
        return ALT_OK;   /* Scout's and the modifiers' Reactions ask nothing */
    int n;
    const alt_ability *a = &alt_cards_abilities(g->db, res->r.card, &n)[res->r.ability];
    int picking = res->step == ALT_RES_PICK_ASKED;
    int picker = alt_cond_picker(g);   /* initiative order (CR 6.1.h), the opponent, or the controller */
    if (picking && g->dec_player != picker)
        return alt_position_refuse(rf, ALT_E_POSITION, "decision.player: this ability's pick is asked of player %d", picker);
    unsigned deck = g->p[g->dec_player].zone_n[ALT_Z_DECK];
    const char *why = alt_cond_check_stepped(g);      /* a pick in steps (picks.c) */
    if (why)
        return alt_position_refuse(rf, ALT_E_POSITION, "%s", why);
    switch (a->effect) {
    case ALT_FX_RESUPPLY:
    case ALT_FX_EACH_RESUPPLY:
    case ALT_FX_EACH_MAY_RESUPPLY:
    case ALT_FX_OPP_RESUPPLY:              /* Whispers from the Maze */
    case ALT_FX_IT_CONTROLLER_RESUPPLY:
    case ALT_FX_RESUPPLY_IT:
        if (res->tally != 0 && !(res->tally == 2 && picking && deck >= 2))
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "resolving.tally: %u; a Resupply reveals two cards (2) only while its pick waits and the "
                          "Deck holds them, else 0",
                          res->tally);
        if (res->tally == 2 && alt_passive_count(g, g->dec_player, ALT_FX_RESUPPLY_OF_TWO) == 0)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.tally: two cards revealed for a player whose "
                          "Resupply is not replaced (no Resupply of two in play)");
        if (a->effect == ALT_FX_EACH_MAY_RESUPPLY && !each_may_resupply_fits(g))
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "resolving: \"each player may Resupply\" asks each player yes or no (done 0, 1; no card "
                          "revealed), then, from revision 2, resupplies each who said yes (done 2, 3: first_object and "
                          "first_owner hold the answers, 1 yes, and only a Resupply of two asks then, its two cards revealed)");
        break;
    case ALT_FX_REVEAL_TOP_PLAY:
        if (res->tally != (picking ? 1u : 0u) || (picking && deck == 0))
            return alt_position_refuse(rf, ALT_E_POSITION,
                          "resolving.tally: %u; the top card is revealed (1) while the pick waits, with a card in the "
                          "Deck, else 0",
                          res->tally);
        break;
    case ALT_FX_LOOK_TOP_HAND:
        if (res->tally > deck || (picking && res->tally == 0))
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.tally: %u cards looked at from a Deck of %u, "
                          "at least one while the pick waits", res->tally, deck);
        break;
    case ALT_FX_OPP_REVEAL_PLAY_CHAR:           /* the opponent's Deck */
        if (res->tally > g->p[1 - res->r.player].zone_n[ALT_Z_DECK] || (picking && res->tally == 0))
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.tally: %u cards revealed from the opponent's "
                          "Deck of %u, at least one while the pick waits", res->tally,
                          g->p[1 - res->r.player].zone_n[ALT_Z_DECK]);
        break;
    case ALT_FX_OPP_RANDOM_HAND_PLAY: {         /* the card revealed, of the opponent's Hand */
        const alt_player *opp = &g->p[1 - res->r.player];
        int held = res->first_object < ALT_OBJ_MAX && opp->obj[res->first_object].zone == ALT_Z_HAND &&
                   opp->obj[res->first_object].card != ALT_CARD_NONE;
        if (picking && (!held || !alt_fx_random_hand_playable(g, res->r.player, 1 - res->r.player, res->first_object)))
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.first_object: %u; while the pick waits, the card "
                          "revealed: one of the opponent's Hand its controller may play", res->first_object);
        break;
    }
    case ALT_FX_REVEAL_PLAY_CHARS:
        if (res->tally > deck)
            return alt_position_refuse(rf, ALT_E_POSITION, "resolving.tally: %u cards revealed from a Deck of %u", res->tally, deck);
        break;
    default:
        break;
    }
    return ALT_OK;
}
