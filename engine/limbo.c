/*
 * limbo.c: Reactions in Limbo and the resolution of abilities (limbo.h; CR
 * 4.4, 6.1).
 *
 * An ability's effect may stop to ask a player something (yes or no, which
 * card, which Expedition); the state then records how far the effect went
 * (g->res) so that the answer, applied later as any other action, resumes
 * it. When nothing is left to resolve, alt_limbo_run says so and the Day
 * (day.c) goes where g->resume says.
 */
#include "limbo.h"
#include "count.h"
#include "fx.h"

#include <assert.h>
#include <string.h>

/* Runs the resolution as far as it goes; 1 when the ability is done. */
static int resolve(alt_game *g)
{
    alt_resolution *res = &g->res;
    if (!alt_state_granted(res->r.ability)) {
        const alt_ability *a = alt_state_ability(g, res->r.card, res->r.ability);
        if (res->step == ALT_RES_DECLINED || a->trigger == ALT_TRIG_INSTEAD_LEAVE)
            return 1;   /* declined; or an "instead" asked outside an effect (Rest): the answer is all */
        if (res->step == ALT_RES_START) {
            /* A step's condition is read now (CR 6.5.c); from revision 2 a
             * trigger's was read as the event happened (CR 6.3.b). */
            int checked = (alt_state_rules(g) >= 2 && alt_cond_in_trigger(a)) || alt_cond_on_the_die(a);
            if (a->flags & ALT_ABILITY_EACH) {
                /* "Do this once for each ..." (CR 6.5.i): counted as the
                 * chain first starts; the instances, this one included,
                 * ride on the Reaction (after_step starts the next). */
                if (res->r.from_reserve < ALT_R_REPEATS) {
                    int n = alt_count_value(g, &res->r, (alt_condition)a->cond);
                    if (n < 1)
                        return 1;                     /* not at all */
                    if (n > ALT_R_REPEATS_MAX)
                        n = ALT_R_REPEATS_MAX;        /* the engine's capacity */
                    res->r.from_reserve = (uint8_t)((res->r.from_reserve & ALT_R_OWN_BITS) | n * ALT_R_REPEATS);
                }
            } else if (!checked && !alt_cond_holds(g, &res->r, a)) {
                return 1;
            }
            if (a->flags & ALT_ABILITY_MAY) {
                alt_state_ask(g, res->r.player, ALT_RES_MAY_ASKED);
                return 0;
            }
            res->step = ALT_RES_RUN;
        }
    }
    return alt_effect_perform(g);
}

static void start(alt_game *g, const alt_reaction *r, int spell)
{
    alt_state_resolve(g, r, spell);
}

void alt_limbo_start(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability)
{
    alt_reaction r = {(uint8_t)p, source, ability, 0, card, ALT_NO_OBJECT, 0};
    start(g, &r, 0);
}

/* Whether the resolution was an "instead" question asked outside an
 * effect: its THEN line is the modifier's alternative, never a next step. */
static int asked_instead(const alt_game *g, const alt_reaction *r)
{
    return !alt_state_granted(r->ability) &&
           alt_state_ability(g, r->card, r->ability)->trigger == ALT_TRIG_INSTEAD_LEAVE;
}

/* The object an "instead" question is about (the one flagged asked), its
 * owner in *owner; ALT_NO_OBJECT when none is. */
static uint8_t instead_asked(const alt_game *g, int *owner)
{
    for (int p = 0; p < 2; p++)
        for (int k = 0; k < 2; k++) {
            const alt_player *pl = &g->p[p];
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                if (pl->obj[id].flags & ALT_OF_INSTEAD_ASKED) {
                    *owner = p;
                    return id;
                }
            }
        }
    return ALT_NO_OBJECT;
}

/* The THEN step right after this ability, or -1. */
static int next_then(const alt_game *g, const alt_reaction *r)
{
    if (alt_state_granted(r->ability))
        return -1;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, r->card, &n);
    return r->ability + 1 < n && list[r->ability + 1].trigger == ALT_TRIG_THEN ? r->ability + 1 : -1;
}

/* Whether a chain's head was done, for the steps it gates (ability.h,
 * ALT_ABILITY_GATED): its condition held (a step whose condition fails
 * ends where it started); with `ifyes`, its "you may" was not declined;
 * with `ifdone`, it also did what it says. */
static int head_done(const alt_game *g, const alt_resolution *d, const alt_ability *a)
{
    if (d->step == ALT_RES_START)
        return 0;
    if ((a->flags & (ALT_ABILITY_IFYES | ALT_ABILITY_IFDONE)) && d->step == ALT_RES_DECLINED)
        return 0;
    (void)g;
    return !(a->flags & ALT_ABILITY_IFDONE) || d->did;
}

/* The step after `done` that runs: `then`, or past the gated steps of a
 * head that was not done and the `otherwise` steps of one that was. A
 * gated or otherwise step that ran says how its head went, so nothing
 * more is kept: a chain's steps are never interleaved with another's.
 * After an `ifyes` or `ifdone` head, "if you do" starts over. */
static int chain_next(const alt_game *g, alt_resolution *done, int then)
{
    const alt_ability *d = alt_state_ability(g, done->r.card, done->r.ability);
    int head;
    if (d->flags & ALT_ABILITY_GATED)
        head = 1;
    else if (d->flags & ALT_ABILITY_OTHERWISE)
        head = 0;
    else {
        head = head_done(g, done, d);
        if (d->flags & (ALT_ABILITY_IFYES | ALT_ABILITY_IFDONE))
            done->did = 0;
    }
    while (then >= 0) {
        const alt_ability *t = alt_state_ability(g, done->r.card, (uint8_t)then);
        if (!((t->flags & ALT_ABILITY_GATED) && !head) && !((t->flags & ALT_ABILITY_OTHERWISE) && head))
            break;
        alt_reaction skipped = done->r;
        skipped.ability = (uint8_t)then;
        then = next_then(g, &skipped);
    }
    return then;
}

static int limbo_count(const alt_game *g, int p)
{
    int n = 0;
    for (int i = 0; i < g->limbo_n; i++)
        n += g->limbo[i].player == p;
    return n;
}

/* One Emblem-Reaction out of Limbo: an entry that stands for more than
 * one (state.h, ALT_R_REPEATS) stays, one fewer. */
static alt_reaction take(alt_game *g, int index)
{
    alt_reaction r = g->limbo[index];
    if (r.from_reserve >= ALT_R_REPEATS) {
        g->limbo[index].from_reserve = (uint8_t)(r.from_reserve - ALT_R_REPEATS);
        r.from_reserve &= ALT_R_OWN_BITS;
        return r;
    }
    memmove(&g->limbo[index], &g->limbo[index + 1], (size_t)(g->limbo_n - index - 1) * sizeof r);
    g->limbo_n--;
    return r;
}

/* What comes after a step done: the same effect's next step (a THEN
 * step, or the Spell's next own effect), or the Spell done. */
static void after_step(alt_game *g, alt_resolution *done)
{
    /* "it": what this step picked; a step that picked nothing keeps the one
     * before. A step that only targets ("You may target ... If you do: it
     * ...") names it whatever its chain: read before chain_next, which
     * starts "if you do" over after an `ifyes` or `ifdone` head, so that a
     * cost paid by such a head (a counter spent) leaves "it" as it was. */
    int picked = done->did && done->step == ALT_RES_PICK_ASKED && done->pick_object < ALT_OBJ_MAX;
    int then = asked_instead(g, &done->r) ? -1 : next_then(g, &done->r);
    if (then >= 0)
        then = chain_next(g, done, then);         /* past the steps its chain's head rules out */
    if (then < 0 && !asked_instead(g, &done->r))
        then = alt_fx_next_mode(g, done);         /* CR 6.5.g: the next mode chosen (modes.c) */
    if (then < 0 && done->r.from_reserve >= ALT_R_REPEATS && !alt_state_granted(done->r.ability)) {
        /* "Do this once for each ..." (CR 6.5.i): the chain again from its
         * head, one instance fewer, while any is left. */
        int head = done->r.ability, n;
        const alt_ability *list = alt_cards_abilities(g->db, done->r.card, &n);
        while (head > 0 && head < n && (list[head].trigger == ALT_TRIG_THEN || list[head].trigger == ALT_TRIG_MODE))
            head--;
        done->r.from_reserve = (uint8_t)(done->r.from_reserve - ALT_R_REPEATS);
        if (head < n && (list[head].flags & ALT_ABILITY_EACH) && done->r.from_reserve >= ALT_R_REPEATS) {
            done->r.ability = (uint8_t)head;
            start(g, &done->r, done->spell);
            return;
        }
        done->r.from_reserve &= ALT_R_OWN_BITS;
    }
    if (then >= 0) {                              /* the same effect goes on */
        alt_effect e = picked ? (alt_effect)alt_state_ability(g, done->r.card, done->r.ability)->effect : ALT_FX_NONE;
        if (e == ALT_FX_TARGET || e == ALT_FX_TARGET_CARD || (done->did && alt_cond_is_pick(e))) {
            done->r.subject = done->pick_object;
            done->r.subject_owner = (uint8_t)done->pick_choice;
        }
        done->r.ability = (uint8_t)then;
        start(g, &done->r, done->spell);
        g->res.roll = done->roll;
        g->res.did = done->did;
        memcpy(g->res.dice, done->dice, sizeof g->res.dice);   /* the modes still to come (modes.c) */
        return;
    }
    if (done->spell) {
        int next = alt_play_spell_next(g, done->r.card, done->r.ability);
        if (next >= 0) {
            done->r.ability = (uint8_t)next;
            start(g, &done->r, 1);
        } else {
            alt_play_spell_done(g, done->r.player, done->r.source);
        }
    }
}

/* Whether Progress is under way, waiting on the dice of its modifiers
 * ("if my Expedition would move forward during Dusk", dusk.c): the
 * Reactions those dice activated wait in Limbo until the move is done,
 * Progress being one step (CR 4.4.a, 6.2.b). */
static int progress_waits(const alt_game *g)
{
    if (g->resume != ALT_RESUME_PROGRESS)
        return 0;
    for (int p = 0; p < 2; p++)
        for (int e = 0; e < 2; e++)
            if (g->p[p].moved_today[e] & ALT_MOVED_ROLLS)
                return 1;
    return 0;
}

alt_limbo_status alt_limbo_run(alt_game *g)
{
    for (;;) {
        if (g->res.active) {
            if (!resolve(g))
                return ALT_LIMBO_WAITING;             /* a choice waits */
            if (g->phase == ALT_PHASE_OVER) {         /* "you win the game": nothing more resolves */
                memset(&g->res, 0, sizeof g->res);
                memset(g->limbo, 0, sizeof g->limbo);
                g->limbo_n = 0;
                memset(g->outer, 0, sizeof g->outer);
                g->outer_n = 0;
                return ALT_LIMBO_OVER;
            }
            int q;
            uint8_t spell;
            /* Read while the step done is still the one resolving: its own
             * Spell is not one it played. */
            int played = alt_state_edition(g) >= 4 && alt_play_spell_waiting(g, &q, &spell);
            alt_resolution done = g->res;
            memset(&g->res, 0, sizeof g->res);
            if (g->instead_n) {
                /* CR 4.0 7.5.3: what replaces an attempt the step made
                 * resolves in its place, then the effect goes on: kept
                 * under the step done, the first on top, each to start. */
                if (g->outer_n + g->instead_n + 1 > ALT_NEST_MAX) {
                    g->overflow = 1;                  /* the engine's capacity: the step ends the game */
                    g->instead_n = 0;
                    return ALT_LIMBO_OVER;
                }
                g->outer[g->outer_n++] = done;
                while (g->instead_n) {
                    alt_resolution next;
                    memset(&next, 0, sizeof next);
                    next.r = g->instead[--g->instead_n];
                    next.active = ALT_RES_TO_START;
                    g->outer[g->outer_n++] = next;
                }
                memset(g->instead, 0, sizeof g->instead);
                continue;
            }
            if (played) {
                /* CR 4.0 5.2.b: a Spell this step played resolves now, its
                 * steps the effect's; the effect goes on after it. */
                if (g->outer_n >= ALT_NEST_MAX) {
                    g->overflow = 1;                  /* the engine's capacity: the step ends the game */
                    return ALT_LIMBO_OVER;
                }
                g->outer[g->outer_n++] = done;
                alt_play_spell_start(g, q, spell);
                continue;
            }
            after_step(g, &done);
            continue;
        }
        if (g->outer_n > 0) {                         /* a Spell an effect played is done: the effect goes on */
            alt_resolution done = g->outer[--g->outer_n];
            memset(&g->outer[g->outer_n], 0, sizeof g->outer[0]);
            if (done.active == ALT_RES_TO_START)
                start(g, &done.r, 0);                 /* a replacement still to resolve */
            else
                after_step(g, &done);
            continue;
        }
        int waiting_p;
        uint8_t waiting;                              /* a Spell played by an effect, not yet resolved */
        if (alt_play_spell_waiting(g, &waiting_p, &waiting)) {
            alt_play_spell_start(g, waiting_p, waiting);
            continue;
        }
        if (g->limbo_n == 0 || progress_waits(g))
            return ALT_LIMBO_EMPTY;
        /* CR 4.4.b, 4.4.c: the first player in initiative order who has a
         * Reaction plays one; with several, they choose which. */
        int first = alt_state_initiative(g);
        int p = limbo_count(g, first) ? first : first ^ 1;
        if (limbo_count(g, p) > 1) {
            g->dec_kind = ALT_DEC_REACTION;
            g->dec_player = (uint8_t)p;
            return ALT_LIMBO_WAITING;
        }
        for (int i = 0; i < g->limbo_n; i++) {
            if (g->limbo[i].player == p) {
                alt_reaction r = take(g, i);
                start(g, &r, 0);
                break;
            }
        }
    }
}

static alt_action option(int player, uint8_t object, int expedition, int choice)
{
    return alt_state_action(ALT_ACT_CHOOSE, player, object, expedition, choice);
}

size_t alt_limbo_options(const alt_game *g, alt_action *out, size_t cap)
{
    size_t n = 0;
    int p = g->dec_player;
#define ADD(a)                                                                                                 \
    do {                                                                                                       \
        if (n < cap)                                                                                           \
            out[n] = (a);                                                                                      \
        n++;                                                                                                   \
    } while (0)
    if (g->dec_kind == ALT_DEC_REACTION) {
        for (int i = 0; i < g->limbo_n; i++)
            if (g->limbo[i].player == p)
                ADD(option(p, g->limbo[i].source, 0, i));
        return n;
    }
    if (g->dec_kind != ALT_DEC_CHOICE || !g->res.active)
        return 0;
    if (g->res.step == ALT_RES_INSTEAD_PICK || g->res.step == ALT_RES_INSTEAD_RUN) {
        int owner = p;
        uint8_t id = instead_asked(g, &owner);
        ADD(option(p, id, 0, 0));                     /* no: the move happens as it would */
        ADD(option(p, id, 0, 1));                     /* yes: instead, its modifier's move (CR 6.2.d) */
        return n;
    }
    if (g->res.step == ALT_RES_MAY_ASKED && alt_state_granted(g->res.r.ability)) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* "you may have it gain Asleep": no, yes */
        ADD(option(p, ALT_NO_OBJECT, 0, 1));
        return n;
    }
    if (g->res.step == ALT_RES_PICK_ASKED && g->res.r.ability == ALT_POS_MOD_R_ONE) {
        uint8_t which[ALT_ABILITIES_MAX];             /* "activates one of its {r} abilities": which */
        int k = alt_fx_it_join_abilities(g, which, ALT_ABILITIES_MAX);
        for (int i = 0; i < k && i < ALT_ABILITIES_MAX; i++)
            ADD(option(p, g->res.r.source, 0, which[i]));
        return n;
    }
    if (g->res.step == ALT_RES_MAY_ASKED) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* no */
        const alt_ability *may = alt_state_ability(g, g->res.r.card, g->res.r.ability);
        /* "pay 1 and put a card from your hand": yes only when both can be done */
        int hand_ok = may->effect != ALT_FX_HAND_TO_RESERVE || g->p[p].zone_n[ALT_Z_HAND] > 0;
        int exhaust_ok = !(may->flags & ALT_ABILITY_EXHAUST_ME) ||
                         alt_state_source_ready(g, p, g->res.r.source, alt_state_source_card(g, &g->res.r));
        int spend_ok = may->spend == 0 || alt_state_spendable(g, p, g->res.r.source, alt_state_source_card(g, &g->res.r), may) >= may->spend;
        /* CR 6.1.g: an option that cannot happen cannot be chosen. From
         * level 3, "yes" to a step that picks needs something to pick
         * besides "none" (an empty Reserve, no Spell to take); the older
         * revisions offer it, doing nothing, as their logs record it. A
         * kind whose picks come in steps (a mode, a yes or no, Trial by
         * Frost's cards of a Reserve or a Hand) offers it at every level. */
        int picks = alt_state_rules(g) < 3 || alt_ability_picks((alt_effect)may->effect) == ALT_PICKS_NONE ||
                    alt_ability_picks((alt_effect)may->effect) == ALT_PICKS_PLAYER_OR_MINE ||
                    alt_picks_stepped(alt_ability_picks((alt_effect)may->effect)) ||
                    alt_cond_list_targets(g, NULL, 0) >
                        (((may->flags & ALT_ABILITY_UPTO) ||
                          (alt_ability_effect_flags((alt_effect)may->effect) & ALT_FXF_ANY_NUMBER)) ? 1u : 0u);
        if (may->mana <= alt_state_ready_mana(&g->p[p]) && hand_ok && exhaust_ok && spend_ok && picks)
            ADD(option(p, ALT_NO_OBJECT, 0, 1));      /* yes, paying what it asks (CR 6.4) */
        return n;
    }
    const alt_ability *a = alt_state_ability(g, g->res.r.card, g->res.r.ability);
    if (alt_cond_is_pick((alt_effect)a->effect)) {
        return alt_cond_list_targets(g, out, cap);
    }
    if (a->effect == ALT_FX_ROLL && g->res.dice[0]) {   /* keep one die: each value once */
        for (int i = 0; i < 3 && g->res.dice[i]; i++) {
            int seen = 0;
            for (int j = 0; j < i; j++)
                seen |= g->res.dice[j] == g->res.dice[i];
            if (!seen)
                ADD(option(p, ALT_NO_OBJECT, 0, g->res.dice[i]));
        }
        return n;
    }
    if ((a->effect == ALT_FX_RESUPPLY || a->effect == ALT_FX_EACH_MAY_RESUPPLY || a->effect == ALT_FX_EACH_RESUPPLY ||
         a->effect == ALT_FX_OPP_RESUPPLY || a->effect == ALT_FX_IT_CONTROLLER_RESUPPLY ||
         a->effect == ALT_FX_RESUPPLY_IT /* Whispers from the Maze */) &&
        g->res.tally == 2) {
        const alt_player *pl = &g->p[p];              /* the two revealed cards: which goes to Reserve */
        ADD(option(p, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1], 0, p));
        ADD(option(p, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 2], 0, p));
        return n;
    }
    if (a->effect == ALT_FX_REVEAL_TOP_PLAY) {
        const alt_player *pl = &g->p[p];
        uint8_t top = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1];
        const alt_card_info *c = alt_state_card(g, p, top);
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* into the Hand */
        int playable = c->supported && c->type != ALT_TYPE_TOKEN_MANA &&
                       !alt_passive_play_refused(g, p, pl->obj[top].card);   /* "for free" is still played */
        int exps = c->type == ALT_TYPE_CHARACTER ||
                   (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK)) ? 2 : 1;
        for (int e = 0; e < exps && playable; e++)
            ADD(option(p, top, e, 1));                /* played for free (there) */
        return n;
    }
    if (a->effect == ALT_FX_IT_DISCARD_OR_RESERVE || a->effect == ALT_FX_IT_RESERVE_OR_HAND) {
        uint8_t ways[3];                              /* where "it" goes (effect_target.c) */
        int k = alt_fx_it_ways(g, ways);
        for (int i = 0; i < k; i++)
            ADD(option(p, g->res.r.subject, 0, ways[i]));
        return n;
    }
    if (a->effect == ALT_FX_IT_ACTIVATE_ONE_JOIN || a->effect == ALT_FX_IT_ACTIVATE_ONE_RESERVE) {
        /* which of its {J} ({R}) Reactions (effect_target.c) */
        uint8_t which[ALT_ABILITIES_MAX];
        int k = alt_fx_it_join_abilities(g, which, ALT_ABILITIES_MAX);
        for (int i = 0; i < k && i < ALT_ABILITIES_MAX; i++)
            ADD(option(p, g->res.r.subject, 0, which[i]));
        return n;
    }
    if (a->effect == ALT_FX_IT_STATUS_CHOICE) {
        ADD(option(p, ALT_NO_OBJECT, 0, ALT_ST_FLEETING));
        ADD(option(p, ALT_NO_OBJECT, 0, ALT_ST_ANCHORED));
        ADD(option(p, ALT_NO_OBJECT, 0, ALT_ST_ASLEEP));
        return n;
    }
    if (a->effect == ALT_FX_REVEAL_PLAY_CHARS) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* no more */
        const alt_player *pl = &g->p[p];
        for (int i = 0; i < g->res.tally; i++) {
            uint8_t id = alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1 - i];
            int held = 0;
            for (int k = 0; k < g->res.held_n; k++)
                held |= g->res.held[k][0] == id;
            if (alt_state_card(g, p, id)->type != ALT_TYPE_CHARACTER || held)
                continue;
            ADD(option(p, id, ALT_EXP_HERO, p));
            ADD(option(p, id, ALT_EXP_COMPANION, p));
        }
        return n;
    }
    if (a->effect == ALT_FX_OPP_REVEAL_PLAY_CHAR) {     /* the opponent's Characters revealed, or none */
        const alt_player *opp = &g->p[1 - p];
        ADD(option(p, ALT_NO_OBJECT, 0, 0));
        for (int i = 0; i < g->res.tally && i < opp->zone_n[ALT_Z_DECK]; i++) {
            uint8_t id = alt_state_zone(opp, ALT_Z_DECK)[opp->zone_n[ALT_Z_DECK] - 1 - i];
            if (alt_state_card(g, 1 - p, id)->type != ALT_TYPE_CHARACTER)
                continue;
            ADD(option(p, id, ALT_EXP_HERO, 1 - p));
            ADD(option(p, id, ALT_EXP_COMPANION, 1 - p));
        }
        return n;
    }
    if (a->effect == ALT_FX_OPP_RANDOM_HAND_PLAY) {   /* the card revealed: discarded, or played (there) */
        uint8_t it = g->res.first_object;
        ADD(option(p, ALT_NO_OBJECT, 0, 0));
        const alt_card_info *c = alt_state_card(g, 1 - p, it);
        int exps = c->type == ALT_TYPE_CHARACTER ||
                   (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK)) ? 2 : 1;
        for (int e = 0; e < exps; e++)
            ADD(option(p, it, e, 1 - p));
        return n;
    }
    if (a->effect == ALT_FX_LOOK_TOP_HAND) {         /* one of the cards looked at, top first */
        const alt_player *pl = &g->p[p];
        for (int i = 0; i < g->res.tally && i < pl->zone_n[ALT_Z_DECK]; i++)
            ADD(option(p, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1 - i], 0, p));
        return n;
    }
    if (a->effect == ALT_FX_EACH_MAY_JOIN) {
        uint8_t card = alt_effect_may_join(g, &g->res.r, a, g->res.done);
        ADD(option(p, card, 0, 0));                   /* no */
        ADD(option(p, card, 0, 1));                   /* yes: its {J} activate */
        return n;
    }
    if (a->effect == ALT_FX_EACH_MAY_RESUPPLY || a->effect == ALT_FX_ROLL) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* no */
        ADD(option(p, ALT_NO_OBJECT, 0, 1));          /* yes */
        return n;
    }
    if (a->effect == ALT_FX_TOKEN && a->where == ALT_WHERE_NOT_MINE) {
        int at = alt_passive_source_expeditions(g, &g->res.r);   /* "target Expedition I'm not in" */
        for (int q = 0; q < 2; q++)
            for (int e = 0; e < 2; e++)
                if (q != p || !(at & (1 << e)))
                    ADD(option(p, ALT_NO_OBJECT, e, q));   /* choice: the Expedition's player */
        return n;
    }
    if (a->effect == ALT_FX_TOKEN || a->effect == ALT_FX_PLAY_SELF_ASLEEP) {
        ADD(option(p, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
        ADD(option(p, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
        return n;
    }
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[ALT_Z_HAND]; i++)
        ADD(option(p, alt_state_zone(pl, ALT_Z_HAND)[i], 0, p));   /* choice: the object's owner */
    return n;
#undef ADD
}

void alt_limbo_answer(alt_game *g, const alt_action *a)
{
    if (g->dec_kind == ALT_DEC_REACTION) {
        alt_reaction r = take(g, a->choice);
        start(g, &r, 0);
    } else if (g->res.step == ALT_RES_INSTEAD_PICK || g->res.step == ALT_RES_INSTEAD_RUN) {
        int owner = a->player;
        uint8_t id = instead_asked(g, &owner);
        alt_object *o = &g->p[owner].obj[id];
        o->flags = (uint8_t)((o->flags & ~ALT_OF_INSTEAD_ASKED) | (a->choice ? ALT_OF_INSTEAD_YES : ALT_OF_INSTEAD_NO));
        g->res.step = g->res.step == ALT_RES_INSTEAD_PICK ? ALT_RES_PICK_ASKED : ALT_RES_RUN;
    } else if (g->res.step == ALT_RES_MAY_ASKED && alt_state_granted(g->res.r.ability)) {
        g->res.step = a->choice ? ALT_RES_RUN : ALT_RES_DECLINED;   /* a "next card" Reaction's: nothing to pay */
    } else if (g->res.step == ALT_RES_MAY_ASKED) {
        g->res.step = a->choice ? ALT_RES_RUN : ALT_RES_DECLINED;   /* declined: nothing happens */
        const alt_ability *may = alt_state_ability(g, g->res.r.card, g->res.r.ability);
        if (a->choice)
            alt_state_pay(g, g->res.r.player, may->mana);
        uint8_t *counters = alt_state_spendable_ref(g, g->res.r.player, g->res.r.source,
                                                   alt_state_source_card(g, &g->res.r), may);
        if (a->choice && may->spend && counters)
            *counters = (uint8_t)(*counters - may->spend);   /* listed only when there are enough */
        if (a->choice && (may->flags & ALT_ABILITY_EXHAUST_ME)) {   /* CR 2.4.5.a; 4.0 2.4.6.a */
            alt_state_obj(g, g->res.r.player, g->res.r.source)->status |= ALT_ST_EXHAUSTED;
        }
    } else {
        g->res.pick_object = a->object;
        g->res.pick_expedition = a->expedition;
        g->res.pick_choice = a->choice;
    }
}
