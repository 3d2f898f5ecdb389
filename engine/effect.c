/*
 * effect.c: the effects that do not pick (effect.h): each the function its
 * effects.def row names, built from events (event.h), some asking a
 * choice of their own (a die kept, an Expedition, yes or no). Picking
 * effects are effect_pick.c's; the "next card" modifiers modifier.c's.
 */
#include "play.h"
#include "chance.h"
#include "counters.h"
#include "fx.h"
#include "status_gain.h"
#include "count.h"

#include <assert.h>
#include <string.h>

/* The k-th card "for each Permanent (other Character) you control" asks
 * about: in play, of that kind, with a {J} Reaction; ALT_NO_OBJECT past
 * the last. */
uint8_t alt_effect_may_join(const alt_game *g, const alt_reaction *r, const alt_ability *a, int k)
{
    const alt_player *pl = &g->p[r->player];
    static const alt_zone zones[] = {ALT_Z_LANDMARK, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[z])[i];
            const alt_card_info *c = alt_state_card(g, r->player, id);
            int kind = a->where == 0 ? alt_state_counts_as(c, ALT_TYPE_PERMANENT) : alt_state_is_character(c) && id != r->source;
            if (!kind)
                continue;
            int n, joins = 0;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[id].card, &n);
            for (int j = 0; j < n; j++)
                joins |= list[j].trigger == ALT_TRIG_JOIN;
            if (joins && k-- == 0)
                return id;
        }
    return ALT_NO_OBJECT;
}

/* Resupply (CR 7.3.22), or what replaces it: with The Ouroboros's rare
 * (resupply_of_two) the top two cards are revealed, one goes to Reserve and
 * the other is discarded, which asks the player (res.tally 2: the two
 * cards on top). Returns 0 when that choice waits. */
int alt_effect_resupply(alt_game *g, int p)
{
    alt_player *pl = &g->p[p];
    if (alt_passive_count(g, p, ALT_FX_RESUPPLY_OF_TWO) == 0) {
        int before = pl->zone_n[ALT_Z_RESERVE];
        alt_event_top_card_to(g, p, ALT_Z_RESERVE);
        /* "draws or does Resupply"; from revision 2 not when it did
         * nothing, Deck and Discard empty (CR 7.3.22.b; 4.0 7.3.26.b). */
        if (alt_state_rules(g) < 2 || pl->zone_n[ALT_Z_RESERVE] != before)
            alt_trigger_resupplied(g, p);
        return 1;
    }
    alt_state_deck_at_least(g, p, 2);                 /* CR 3.2.2.d: the top two must exist */
    if (pl->zone_n[ALT_Z_DECK] < 2) {                 /* one card or none: no choice */
        alt_event_top_card_to(g, p, ALT_Z_RESERVE);
        return 1;
    }
    g->res.tally = 2;
    alt_state_ask(g, p, ALT_RES_PICK_ASKED);
    return 0;
}

/* The replacement's choice: the card to Reserve; the other revealed one is discarded. */
void alt_effect_resupply_chosen(alt_game *g, int p, uint8_t kept)
{
    alt_player *pl = &g->p[p];
    uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
    uint8_t second = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 2];
    alt_event_move(g, p, kept, ALT_Z_RESERVE);
    alt_event_move(g, p, kept == top ? second : top, ALT_Z_DISCARD);
    g->res.tally = 0;
}

/* Whether a revealed card is a pick held already (level 3). */
static int held_pick(const alt_resolution *res, uint8_t id)
{
    for (int i = 0; i < res->held_n; i++)
        if (res->held[i][0] == id)
            return 1;
    return 0;
}

/* How many of the revealed cards (the top res.tally of the Deck) are
 * Characters not picked yet. */
static int revealed_characters(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < g->res.tally; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1 - i];
        n += alt_state_card(g, p, id)->type == ALT_TYPE_CHARACTER && !held_pick(&g->res, id);
    }
    return n;
}

/* A revealed Character put in an Expedition, Fleeting: it joins, and its
 * {J} activate (no {H}: it was not played). */
static void put_revealed(alt_game *g, int p, uint8_t id, int expedition)
{
    alt_event_move(g, p, id, expedition == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
    alt_status_gain(g, p, id, ALT_ST_FLEETING);
    alt_trigger_source(g, p, id, ALT_TRIG_JOIN, 0);
}

/* Reveal the top N cards of your Deck; put up to M Characters among them
 * in your Expeditions, Fleeting; discard the others. The revealed cards
 * stay on top until then. Levels 1 and 2 put each as it is picked; from
 * level 3 every pick (card and Expedition) comes first, then they are put
 * together, none reacting to another's joining (CR 6.1.e-g). */
static int run_reveal(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    alt_player *pl = &g->p[p];
    int together = alt_state_rules(g) >= 3;
    if (res->step != ALT_RES_PICK_ASKED) {
        if (alt_state_rules(g) >= 2)
            alt_state_deck_at_least(g, p, a->amount); /* CR 3.2.2.d: the top N must exist */
        res->tally = (uint8_t)(pl->zone_n[ALT_Z_DECK] < a->amount ? pl->zone_n[ALT_Z_DECK] : a->amount);
    } else {
        res->step = ALT_RES_RUN;
        if (res->pick_object != ALT_NO_OBJECT && together && res->held_n < ALT_HELD_MAX) {
            res->held[res->held_n][0] = res->pick_object;
            res->held[res->held_n][1] = res->pick_expedition;
            res->held[res->held_n][2] = (uint8_t)p;
            res->held_n++;
            res->done++;
            res->did = 1;
        } else if (res->pick_object != ALT_NO_OBJECT) {
            put_revealed(g, p, res->pick_object, res->pick_expedition);
            res->tally--;
            res->done++;
            res->did = 1;
        } else {
            res->done = a->arg;                       /* no more */
        }
    }
    if (res->done < a->arg && revealed_characters(g, p) > 0) {
        alt_state_ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    if (res->held_n) {
        /* They join together: each one in already is marked, so that it
         * does not react to the next one's joining (CR 6.3.e; 4.0 6.3.f). */
        for (int i = 0; i < res->held_n; i++) {
            put_revealed(g, p, res->held[i][0], res->held[i][1]);
            pl->obj[res->held[i][0]].flags |= ALT_OF_FRESH;
        }
        for (int i = 0; i < res->held_n; i++)
            pl->obj[res->held[i][0]].flags &= (uint8_t)~ALT_OF_FRESH;
        res->tally = (uint8_t)(res->tally - res->held_n);
        res->held_n = 0;
        memset(res->held, 0, sizeof res->held);
    }
    for (; res->tally > 0; res->tally--)               /* the other cards */
        alt_event_move(g, p, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1], ALT_Z_DISCARD);
    return 1;
}

/* "Play it for free", as part of an effect (CR 5.1.1.d): the one
 * sequence of playing a card, free, with the status the effect gives. */
static void play_free(alt_game *g, int p, uint8_t id, alt_expedition e, uint8_t status)
{
    alt_play how = {(uint8_t)p, (uint8_t)p, id, (uint8_t)e, ALT_COST_NORMAL, ALT_PLAY_EFFECT, 1, status, 0, 0};
    alt_play_card(g, &how);
}

/* The trigger of the ability a THEN step continues. */
static alt_trigger head_trigger(const alt_game *g, const alt_reaction *r)
{
    int i = r->ability;
    while (i > 0 && alt_state_ability(g, r->card, (uint8_t)i)->trigger == ALT_TRIG_THEN)
        i--;
    return (alt_trigger)alt_state_ability(g, r->card, (uint8_t)i)->trigger;
}

/* ---- one function per effect, named in its effects.def row */

int alt_fx_boost_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz == ALT_Z_EXP_HERO || fx->sz == ALT_Z_EXP_COMPANION) {
        alt_event_gain_boosts(g, fx->p, fx->r->source, a->amount);
        if (a->flags & ALT_ABILITY_LOSE_FLEETING)
            fx->src->status &= (uint8_t)~ALT_ST_FLEETING;
    }
    return 1;
}

int alt_fx_status_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    if (alt_state_in_play(fx->sz) && alt_status_gain(g, fx->p, fx->r->source, a->arg))
        fx->res->did = 1;                             /* CR 2.4.1.f: gaining it twice changes nothing */
    return 1;
}

int alt_fx_lose_fleeting_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    (void)a;
    if (alt_state_in_play(fx->sz))
        fx->src->status &= (uint8_t)~ALT_ST_FLEETING;
    return 1;
}

int alt_fx_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_event_draw(g, fx->p, a->amount);
    return 1;
}

int alt_fx_each_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)fx;
    int first = alt_state_initiative(g);           /* CR 1.4.5: initiative order */
    alt_event_draw(g, first, a->amount);
    alt_event_draw(g, first ^ 1, a->amount);
    return 1;
}

int alt_fx_opp_draw(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_event_draw(g, 1 - fx->p, a->amount);
    return 1;
}

int alt_fx_resupply(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->res->step == ALT_RES_PICK_ASKED) {        /* the replacement's card chosen */
        alt_effect_resupply_chosen(g, fx->p, fx->res->pick_object);
        fx->res->done++;
        fx->res->step = ALT_RES_RUN;
    }
    for (; fx->res->done < a->amount; fx->res->done++)
        if (!alt_effect_resupply(g, fx->p))
            return 0;                             /* which of two cards */
    return 1;
}

int alt_fx_mana_top(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    for (int i = 0; i < a->amount; i++)
        alt_event_top_card_to(g, fx->p, ALT_Z_MANA);
    return 1;
}

int alt_fx_each_mana_top(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    (void)fx;
    int first = alt_state_initiative(g);           /* CR 1.4.5: initiative order */
    alt_event_top_card_to(g, first, ALT_Z_MANA);
    alt_event_top_card_to(g, first ^ 1, ALT_Z_MANA);
    return 1;
}

int alt_fx_next(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->pl->mods_n >= ALT_MODS_MAX)
        g->overflow = 1;                          /* the engine's capacity: decision.c ends the game */
    else {
        alt_modifier *m = &fx->pl->mods[fx->pl->mods_n++];
        m->filter = a->where;
        m->kind = a->arg;
        m->amount = (uint8_t)a->amount;
        /* {D} and {T} are quick actions in your turn: "this turn" (MU_24, YZ_30),
         * unless the words give the span themselves. */
        alt_trigger head = head_trigger(g, fx->r);
        m->until_afternoon_ends = a->extra == ALT_EXTRA_AFTERNOON ? 1
                                  : a->extra == ALT_EXTRA_TURN    ? 0
                                                                  : head != ALT_TRIG_SUPPORT && head != ALT_TRIG_EXHAUST;
    }
    return 1;
}

int alt_fx_boost_self_per(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION)
        return 1;
    int n = alt_count_per(g, fx->r, a->arg, fx->res->roll);
    if (n > 0)
        alt_event_gain_boosts(g, fx->p, fx->r->source, n);
    return 1;
}

/* The sub-type a group effect reaches (ALT_GROUP_*), NULL for every Character. */
static const char *group_subtype(unsigned where)
{
    static const char *const sub[ALT_GROUP__COUNT] = {
        [ALT_GROUP_ROBOT] = "ROBOT", [ALT_GROUP_PLANT] = "PLANT", [ALT_GROUP_OTHER_ROBOT] = "ROBOT",
        [ALT_GROUP_OTHER_PLANT] = "PLANT", [ALT_GROUP_OTHER_ANIMAL] = "ANIMAL", [ALT_GROUP_OTHER_ARTIST] = "ARTIST"};
    return where < ALT_GROUP__COUNT ? sub[where] : NULL;
}

int alt_fx_group_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    const char *sub = group_subtype(a->where);
    /* "other than me": the source, while it is still that card. */
    uint8_t except = a->where >= ALT_GROUP_OTHER_ALL && fx->sz != ALT_Z_NONE ? fx->r->source : ALT_NO_OBJECT;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < fx->pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(fx->pl, z)[i];
            const alt_card_info *c = alt_state_card(g, fx->p, id);
            if (id != except && alt_state_is_character(c) && (sub == NULL || alt_state_object_has_subtype(g, fx->p, id, sub)))
                alt_event_gain_boosts(g, fx->p, id, a->amount);
        }
    }
    return 1;
}

int alt_fx_facing_backward(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    /* The Expedition facing me: both opposing ones facing a Gigantic
     * source (CR 7.4.4.g); N regions, no farther than its origin (CR
     * 7.3.16.b-c; 4.0 7.3.21.b-d). */
    int at = alt_passive_source_expeditions(g, fx->r);
    for (int e = 0; e < 2; e++)
        if (at & (1 << e))
            alt_event_move_backward_n(g, 1 - fx->p, (alt_expedition)e, a->amount);
    return 1;
}

int alt_fx_each_refresh(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)fx;
    for (int k = 0; k < 2; k++) {                 /* the discards happen together ... */
        alt_player *q = &g->p[k];
        while (q->zone_n[ALT_Z_HAND])
            alt_event_move(g, k, alt_state_zone(q, ALT_Z_HAND)[0], ALT_Z_DISCARD);
        while (a->arg && q->zone_n[ALT_Z_RESERVE])
            alt_event_move(g, k, alt_state_zone(q, ALT_Z_RESERVE)[0], ALT_Z_DISCARD);
    }
    int first = alt_state_initiative(g);           /* ... then the draws, in initiative order */
    alt_event_draw(g, first, a->amount);
    alt_event_draw(g, first ^ 1, a->amount);
    return 1;
}

int alt_fx_roll(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->res->step != ALT_RES_PICK_ASKED) {
        int extra = alt_passive_count(g, fx->p, ALT_FX_ROLL_EXTRA_DIE);   /* "roll one more, ignore one" */
        if (extra > 2)
            extra = 2;
        if (extra) {
            for (int i = 0; i <= extra; i++)
                fx->res->dice[i] = (uint8_t)(alt_chance_number(g, ALT_CHANCE_DIE, 6) + 1);
            alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);       /* which die to keep */
            return 0;
        }
        fx->res->roll = (uint8_t)(alt_chance_number(g, ALT_CHANCE_DIE, 6) + 1);   /* CR 7.3.19: a six-sided die */
        alt_trigger_in_play(g, fx->p, ALT_TRIG_ROLL);
    } else if (fx->res->dice[0]) {                    /* the die kept; the others are ignored */
        fx->res->step = ALT_RES_RUN;
        fx->res->roll = (uint8_t)fx->res->pick_choice;
        memset(fx->res->dice, 0, sizeof fx->res->dice);
        alt_trigger_in_play(g, fx->p, ALT_TRIG_ROLL);
    } else {                                      /* "you may add 1", once per such card */
        fx->res->step = ALT_RES_RUN;
        fx->res->roll = (uint8_t)(fx->res->roll + (fx->res->pick_choice != 0));
        fx->res->done++;
    }
    if (fx->res->done < alt_passive_count(g, fx->p, ALT_FX_DIE_PLUS_ONE)) {
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
    /* The result is final: the Reactions that read it. Those of a die a
     * modifier of Progress rolled wait in Limbo until the move is done
     * (limbo.c, dusk.c). */
    alt_trigger_rolled(g, fx->p);
    return 1;
}

int alt_fx_roll_add(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    if (fx->res->roll)
        fx->res->roll = (uint8_t)(fx->res->roll + a->amount);
    return 1;
}

int alt_fx_after_you(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    (void)fx;
    g->turn_ends = 1;                             /* CR 7.3.2: the Day ends the turn once Limbo is empty */
    return 1;
}

int alt_fx_block_all(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    (void)fx;
    for (int k = 0; k < 2; k++)
        g->p[k].blocked_today = 3;
    return 1;
}

/* the granted "{R} I gain N boosts", about "it" */
int alt_fx_it_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->r->subject < ALT_OBJ_MAX) {
        alt_object *it = &g->p[fx->r->subject_owner].obj[fx->r->subject];
        if (it->card != ALT_CARD_NONE && (it->zone == ALT_Z_EXP_HERO || it->zone == ALT_Z_EXP_COMPANION)) {
            if (a->effect == ALT_FX_IT_BOOST || a->effect == ALT_FX_GRANT_RESERVE_BOOST) {
                alt_event_gain_boosts(g, fx->r->subject_owner, fx->r->subject, a->amount);
                if (a->flags & ALT_ABILITY_LOSE_FLEETING)
                    it->status &= (uint8_t)~ALT_ST_FLEETING;
            }
            else if (a->effect == ALT_FX_IT_STATUS)
                alt_status_gain(g, fx->r->subject_owner, fx->r->subject, a->arg);
            else {                                /* CR 2.4.6.d (4.0 2.4.7.d): Fleeting goes to Discard */
                alt_zone to = (it->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE;
                if (alt_event_instead_ask(g, fx->r->subject_owner, fx->r->subject, to, ALT_RES_INSTEAD_RUN))
                    return 0;
                alt_event_move(g, fx->r->subject_owner, fx->r->subject, to);
            }
        }
    }
    return 1;
}

int alt_fx_it_status(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_it_boost(g, a, fx);
}

int alt_fx_it_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_it_boost(g, a, fx);
}

/* Only its granted Reaction resolves: "{R} I gain N boosts", about "it". */
int alt_fx_grant_reserve_boost(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_it_boost(g, a, fx);
}

int alt_fx_counters_self(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    alt_counters_gain(g, fx->p, fx->r->source, alt_state_source_card(g, fx->r), a->amount);   /* "my third counter" (counters.c) */
    return 1;
}

/* "Sacrifice me" (CR 7.3.25) and "discard me" (4.0 7.3.7, not a
 * sacrifice: no "when you sacrifice" Reaction hears it), the row says
 * which: from an Expedition or the Landmarks, an "instead" of its leaving
 * asked first (CR 6.2.d); nothing once it left play. */
int alt_fx_self_to_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION && fx->sz != ALT_Z_LANDMARK)
        return 1;
    if (alt_event_instead_ask(g, fx->p, fx->r->source, ALT_Z_DISCARD, ALT_RES_INSTEAD_RUN))
        return 0;
    if (a->effect == ALT_FX_SACRIFICE_SELF) {
        alt_event_sacrifice(g, fx->p, fx->r->source);
        fx->res->did = 1;
    } else if (alt_event_move(g, fx->p, fx->r->source, ALT_Z_DISCARD)) {
        fx->res->did = 1;
    }
    return 1;
}

int alt_fx_self_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->sz != ALT_Z_NONE && fx->sz != ALT_Z_RESERVE && alt_event_move(g, fx->p, fx->r->source, ALT_Z_RESERVE))
        fx->res->did = 1;
    return 1;
}

/* "Send me to Reserve" from an Expedition (CR 7.3.26): a Fleeting card
 * goes to the Discard pile instead (CR 2.4.6.d; 4.0 2.4.7.d). */
int alt_fx_send_self_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->sz != ALT_Z_EXP_HERO && fx->sz != ALT_Z_EXP_COMPANION)
        return 1;
    alt_zone to = (fx->src->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE;
    if (alt_event_instead_ask(g, fx->p, fx->r->source, to, ALT_RES_INSTEAD_RUN))
        return 0;
    if (alt_event_move(g, fx->p, fx->r->source, to))
        fx->res->did = 1;
    return 1;
}

/* A step that is only its cost or its "you may" (a chain's head). */
int alt_fx_proceed(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)g;
    (void)a;
    fx->res->did = 1;
    return 1;
}

int alt_fx_self_to_mana(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->sz != ALT_Z_NONE && fx->sz != ALT_Z_MANA && alt_event_move(g, fx->p, fx->r->source, ALT_Z_MANA) &&
        fx->pl->obj[fx->r->source].zone == ALT_Z_MANA) {   /* not kept where it was (a Gear's "instead") */
        fx->pl->obj[fx->r->source].status |= ALT_ST_EXHAUSTED;  /* CR 3.2.9.b */
        fx->res->did = 1;
    }
    return 1;
}

/* CR 6.1.f, 6.1.h (revision 2 on): both say yes or no in initiative
 * order, the answers held (first_object the first's, first_owner the
 * other's: 1 yes), and only then do the Resupplies happen, together: done
 * 0 and 1 ask, 2 and 3 resupply each player who said yes, in the same
 * order (a Resupply of two asks its player which card, alt_cond_picker). */
static int each_may_resupply_together(alt_game *g, const alt_fx_ctx *fx)
{
    alt_resolution *res = fx->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->done >= 2) {
            assert(res->tally == 2);   /* positions that say otherwise are refused (position.c) */
            alt_effect_resupply_chosen(g, alt_cond_picker(g), res->pick_object);   /* the Resupply of two's card */
        }
        else if (res->done == 0)
            res->first_object = res->pick_choice ? 1 : 0;
        else
            res->first_owner = res->pick_choice ? 1 : 0;
        res->done++;
    }
    if (res->done < 2) {
        alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);
        return 0;
    }
    for (; res->done < 4; res->done++)
        if ((res->done == 2 ? res->first_object : res->first_owner) && !alt_effect_resupply(g, alt_cond_picker(g)))
            return 0;
    return 1;
}

int alt_fx_each_may_resupply(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (alt_state_rules(g) >= 2)
        return each_may_resupply_together(g, fx);
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        fx->res->step = ALT_RES_RUN;
        if (fx->res->tally) {                         /* the replacement's card chosen */
            alt_effect_resupply_chosen(g, alt_cond_picker(g), fx->res->pick_object);
        } else if (fx->res->pick_choice && !alt_effect_resupply(g, alt_cond_picker(g))) {
            return 0;                             /* which of two cards */
        }
        fx->res->done++;
    }
    if (fx->res->done >= 2)
        return 1;
    alt_state_ask(g, alt_cond_picker(g), ALT_RES_PICK_ASKED);       /* yes or no, each player in turn */
    return 0;
}

/* "Each player Resupplies": in initiative order (CR 6.1.h), done 0 and 1;
 * a Resupply of two asks its player which card (alt_cond_picker). */
int alt_fx_each_resupply(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_resolution *res = fx->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        alt_effect_resupply_chosen(g, alt_cond_picker(g), res->pick_object);
        res->done++;
    }
    for (; res->done < 2; res->done++)
        if (!alt_effect_resupply(g, alt_cond_picker(g)))
            return 0;                             /* which of two cards */
    return 1;
}

int alt_fx_reveal_play_chars(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)fx;
    return run_reveal(g, a);
}

int alt_fx_win(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_event_card_win(g, fx->p);
    return 1;
}

int alt_fx_reveal_top_play(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->res->step != ALT_RES_PICK_ASKED) {
        alt_state_deck_at_least(g, fx->p, 1);         /* CR 3.2.2.d, as for a draw */
        if (fx->pl->zone_n[ALT_Z_DECK] == 0)
            return 1;
        fx->res->tally = 1;                           /* the top card, revealed */
        alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
        return 0;
    }
    fx->res->step = ALT_RES_RUN;
    fx->res->tally = 0;
    if (fx->res->pick_object == ALT_NO_OBJECT)
        alt_event_move(g, fx->p, alt_state_zone(fx->pl, ALT_Z_DECK)[fx->pl->zone_n[ALT_Z_DECK] - 1], ALT_Z_HAND);
    else
        play_free(g, fx->p, fx->res->pick_object, (alt_expedition)fx->res->pick_expedition, 0);
    fx->res->did = 1;
    return 1;
}

int alt_fx_it_status_choice(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    alt_object *it = fx->r->subject < ALT_OBJ_MAX ? &g->p[fx->r->subject_owner].obj[fx->r->subject] : NULL;
    if (!it || it->card == ALT_CARD_NONE || (it->zone != ALT_Z_EXP_HERO && it->zone != ALT_Z_EXP_COMPANION))
        return 1;
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        alt_status_gain(g, fx->r->subject_owner, fx->r->subject, (uint8_t)fx->res->pick_choice);  /* one of the three, as listed */
        return 1;
    }
    alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);
    return 0;
}

int alt_fx_play_self_asleep(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    (void)a;
    if (fx->sz != ALT_Z_RESERVE)
        return 1;                                 /* it left the Reserve meanwhile */
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        play_free(g, fx->p, fx->r->source, (alt_expedition)fx->res->pick_expedition, ALT_ST_ASLEEP);
        fx->res->did = 1;
        return 1;
    }
    alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);               /* which Expedition */
    return 0;
}

int alt_fx_each_may_join(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        if (fx->res->pick_choice)
            alt_trigger_source(g, fx->p, fx->res->pick_object, ALT_TRIG_JOIN, 0);   /* checked as usual (CR 4.4) */
        fx->res->done++;
        fx->res->step = ALT_RES_RUN;
    }
    if (alt_effect_may_join(g, fx->r, a, fx->res->done) == ALT_NO_OBJECT)
        return 1;
    alt_state_ask(g, fx->p, ALT_RES_PICK_ASKED);               /* yes or no, one card at a time */
    return 0;
}

int alt_fx_hand_to_reserve(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int who = alt_cond_picker(g);
    if (fx->res->step == ALT_RES_PICK_ASKED) {
        alt_event_move(g, who, fx->res->pick_object,
                       a->effect == ALT_FX_HAND_TO_RESERVE ? ALT_Z_RESERVE
                       : a->effect == ALT_FX_HAND_TO_DECK  ? ALT_Z_DECK      /* its top */
                                                           : ALT_Z_DISCARD);
        fx->res->did = 1;
        return 1;
    }
    if (g->p[who].zone_n[ALT_Z_HAND] == 0)
        return 1;                                 /* CR 6.1.g: impossible, nothing happens */
    alt_state_ask(g, who, ALT_RES_PICK_ASKED);
    return 0;
}

int alt_fx_opp_discard_hand(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_hand_to_reserve(g, a, fx);
}

int alt_fx_hand_discard(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    return alt_fx_hand_to_reserve(g, a, fx);
}

/* ---- the words and mechanics of the Complete Rules 4.0 */

void alt_effect_ascend(alt_game *g, int p, alt_expedition e)
{
    if (alt_event_ascend(g, p, e))
        return;
    /* CR 4.0 7.5.3: it attempts to Ascend; its player's replacing
     * modifiers of that attempt ("If one of your Ascended Expeditions would
     * attempt to Ascend again, ... instead") each resolve in its place,
     * right after this step (limbo.c). */
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int z = -1; z < 3; z++) {
        int count = z < 0 ? 1 : pl->zone_n[zones[z]];
        for (int k = 0; k < count; k++) {
            uint8_t src = z < 0 ? ALT_HERO_OBJECT : alt_state_zone(pl, zones[z])[k];
            uint16_t card = alt_state_obj_c(g, p, src)->card;
            if (card == ALT_CARD_NONE || !alt_cards_has_trigger(g->db, card, ALT_TRIG_ATTEMPT_ASCEND))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, card, &n);
            for (int i = 0; i < n; i++) {
                if (list[i].trigger != ALT_TRIG_ATTEMPT_ASCEND)
                    continue;
                if (g->instead_n >= ALT_INSTEAD_MAX) {
                    g->overflow = 1;             /* the engine's capacity: the step ends the game */
                    return;
                }
                alt_reaction r = {(uint8_t)p, src, (uint8_t)i, 0, card, ALT_NO_OBJECT, 0};
                g->instead[g->instead_n++] = r;
            }
        }
    }
}

/* "My Expedition" (both, a Gigantic card's; the one it was last in once it
 * left, CR 2.1.h), each of yours, your Hero's or Companion's. */
int alt_fx_ascend(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    int facing = a->where == 4;                   /* the opponent's of the same kind (CR 7.4.4.g: both, Gigantic) */
    int bits = a->where == 0 || facing ? alt_passive_source_expeditions(g, fx->r) : a->where == 1 ? 3 : a->where == 2 ? 1 : 2;
    for (int e = 0; e < 2; e++)
        if (bits & (1 << e))
            alt_effect_ascend(g, facing ? 1 - fx->p : fx->p, (alt_expedition)e);
    return 1;
}

/* The Hero holds its markers from the start (setup.c places them): as a
 * step, the same. */
int alt_fx_hold_markers(alt_game *g, const alt_ability *a, const alt_fx_ctx *fx)
{
    for (int t = 0; t < ALT_TERRAINS; t++)
        if (a->arg & (1u << t))
            alt_event_place_marker(g, (uint8_t)(ALT_MARKER_HELD + fx->p), (uint8_t)(1u << t));
    return 1;
}

/* CR 4.0 7.2.2: "we", the card and another object ("it"), each gain the
 * boosts, where it is in an Expedition. */
