/*
 * answer.c: the public entry points that take an answer, a player's or
 * chance's, and how a recorded game meets chance (docs/log-format.md,
 * "Chance").
 *
 * In a recorded game an answer is run on a copy, reading the outcomes
 * chance has given so far (chance.c). When the run needs one more, the
 * copy is thrown away and the game waits on a chance decision, still in
 * the state before that answer: nothing half done is ever kept, hashed or
 * written as a position, and the rules' procedures need no way to stop in
 * the middle of a shuffle or a die roll. Each event completed runs the
 * answer again from the start, so a step costs one run per chance event
 * in it: a handful, and a copy of the state each.
 */
#include "setup.h"
#include "decision.h"
#include "chance.h"

#include <assert.h>
#include <string.h>

#define REJECT(code, text)                                                     \
    do {                                                                       \
        if (reason)                                                            \
            *reason = (text);                                                  \
        return (code);                                                         \
    } while (0)

int alt_game_run_recorded(alt_game *g)
{
    alt_game t;                  /* a few KiB on the stack: no allocation on the step path */
    memcpy(&t, g, sizeof t);
    t.chance.pending = 0;
    t.chance.used = 0;
    t.chance.state = ALT_CHANCE_RUN_OK;
    if (t.chance.action.kind == 0)
        alt_game_run_setup(&t);
    else
        alt_decision_step(&t, &t.chance.action);
    alt_chance *c = &g->chance;
    if (t.chance.state == ALT_CHANCE_RUN_UNFIT)
        return -1;
    if (t.chance.state == ALT_CHANCE_RUN_SHORT) {
        unsigned more = alt_chance_is_shuffle(t.chance.kind) ? t.chance.count : 1u;
        if (c->n + more > ALT_POS_CHANCE) {
            /* More outcomes in one step than the engine holds: like any
             * full table from revision 2 on (every recorded ruleset), the
             * game ends there, without a winner, before the answer. */
            memset(c, 0, sizeof *c);
            alt_day_engine_limit(g);
            return 1;
        }
        c->pending = 1;
        c->kind = t.chance.kind;
        c->player = t.chance.player;
        c->count = t.chance.count;
        c->given = 0;
        memcpy(c->cards, t.chance.cards, sizeof c->cards);
        return 0;
    }
    if (t.chance.used != c->n)
        return -1;               /* more outcomes than the rules called for (a bad position) */
    t.chance.used = 0;           /* the outcomes stay, as the step's (alt_game_chance_drawn) */
    t.chance.action = (alt_action){0, 0, 0, 0, 0, 0};
    memcpy(g, &t, sizeof t);
    return 1;
}

static alt_err chance_check(const alt_game *g, const alt_action *a, const char **reason)
{
    const alt_chance *c = &g->chance;
    if (a->kind != ALT_ACT_CHANCE)
        REJECT(ALT_E_WRONG_DECISION, "recorded chance: the game waits on the outcome of a chance event "
                                     "(an ACTION_CHANCE answer), not on a player");
    if (a->player != ALT_CHANCE_PLAYER)
        REJECT(ALT_E_WRONG_PLAYER, "recorded chance: a chance outcome is answered by chance (player 2)");
    if (a->object != ALT_NO_OBJECT || a->expedition != 0 || a->reserved != 0)
        REJECT(ALT_E_ILLEGAL, "recorded chance: an outcome is given in choice alone");
    /* A chance decision waits only with room for all its outcomes (the
     * engine limit ends the game otherwise: alt_game_run_recorded). */
    assert(c->n + (alt_chance_is_shuffle(c->kind) ? c->count - c->given : 1) <= ALT_POS_CHANCE);
    switch ((alt_chance_kind)c->kind) {
    case ALT_CHANCE_DECK:
    case ALT_CHANCE_TUMULT_ORDER:
        if (c->kind == ALT_CHANCE_TUMULT_ORDER && a->choice > 2)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 4.1.c", "4.1.c", ": there are three Tumult cards, 0 (V|MO), 1 (M|VO) and 2 (O|VM)"));
        for (int i = c->given; i < c->count; i++)
            if (c->cards[i] == a->choice)
                return ALT_OK;
        if (c->kind == ALT_CHANCE_TUMULT_ORDER)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 4.1.c", "4.1.c", ": the Tumult cards are placed each once: that card is not among "
                                  "those still to place"));
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 4.1.i, 3.2.2.d", "4.1.g, 3.2.2.d", ": a shuffled Deck holds exactly the cards shuffled, each once: "
                              "that card is not among those still to place"));
    case ALT_CHANCE_HAND_CARD:
        for (int i = 0; i < c->count; i++)
            if (c->cards[i] == a->choice)
                return ALT_OK;
        REJECT(ALT_E_ILLEGAL, "CR 4.0 3.2.5.c: a card picked at random from a Hand is one of that Hand's cards");
    case ALT_CHANCE_DIE:
        if (a->choice >= 1 && a->choice <= 6)
            return ALT_OK;
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 7.3.19", "7.3.28", ": a six-sided die shows 1 to 6"));
    case ALT_CHANCE_FIRST_PLAYER:
        if (a->choice <= 1)
            return ALT_OK;
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 4.1.g", "4.1.f", ": the first player is player 0 or player 1"));
    case ALT_CHANCE_TUMULT_FLIP:
        if (a->choice <= 1)
            return ALT_OK;
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "CR 4.1.c", "4.1.c", ": a Tumult card lies one way or the other: 0 or 1"));
    default:
        REJECT(ALT_E_ILLEGAL, "recorded chance: no chance event waits");
    }
}

alt_err alt_game_legal(const alt_game *g, const alt_action *a, const char **reason)
{
    if (!g || !a)
        return ALT_E_ARG;
    if (g->chance.pending)
        return chance_check(g, a, reason);
    return alt_decision_check(g, a, reason);
}

/* One outcome given: kept, and when it completes its event, the waiting
 * answer runs again. */
static void chance_give(alt_game *g, const alt_action *a)
{
    alt_chance *c = &g->chance;
    c->out[c->n++] = (uint8_t)a->choice;
    if (alt_chance_is_shuffle(c->kind)) {
        int placed = alt_chance_place(c, (uint8_t)a->choice);
        assert(placed && "chance_check took only a card still to place");
        (void)placed;
        if (c->given < c->count)
            return;
    }
    int done = alt_game_run_recorded(g);
    assert(done >= 0 && "outcomes checked as they came always fit");
    (void)done;
}

alt_err alt_game_apply(alt_game *g, const alt_action *a, const char **reason)
{
    if (!g || !a)
        return ALT_E_ARG;
    alt_err err = alt_game_legal(g, a, reason);
    if (err != ALT_OK)
        return err;
    if (g->chance.pending) {
        chance_give(g, a);
    } else if (g->setup.chance == ALT_CHANCE_RECORDED) {
        g->chance.action = *a;
        g->chance.n = 0;
        int done = alt_game_run_recorded(g);
        assert(done >= 0 && "an answer with no outcomes given yet always fits");
        (void)done;
    } else {
        g->chance.n = 0;
        g->chance.lost = 0;
        alt_decision_step(g, a);
    }
#ifdef ALT_CHECK_INVARIANTS
    {
        const char *what = NULL;
        if (alt_game_check(g, &what) != ALT_OK) {
            if (reason)
                *reason = what;
            assert(!"invariant broken after a step");
        }
    }
#endif
    if (reason)
        *reason = NULL;
    return ALT_OK;
}

static size_t chance_list(const alt_game *g, alt_action *out, size_t cap)
{
    const alt_chance *c = &g->chance;
    alt_action a = {ALT_ACT_CHANCE, ALT_CHANCE_PLAYER, ALT_NO_OBJECT, 0, 0, 0};
    size_t n = 0;
    if (alt_chance_lists_cards((alt_chance_kind)c->kind)) {   /* a shuffle's cards still to place; a Hand's */
        for (int i = c->given; i < c->count; i++, n++)
            if (n < cap) {
                a.choice = c->cards[i];
                out[n] = a;
            }
        return n;
    }
    unsigned first = c->kind == ALT_CHANCE_DIE ? 1 : 0;
    for (unsigned v = 0; v < c->count; v++, n++)
        if (n < cap) {
            a.choice = (uint16_t)(first + v);
            out[n] = a;
        }
    return n;
}

size_t alt_game_list(const alt_game *g, alt_action *out, size_t cap)
{
    if (!g)
        return 0;
    if (g->chance.pending)
        return chance_list(g, out, cap);
    return alt_decision_list(g, out, cap);
}

alt_decision alt_game_decision(const alt_game *g)
{
    alt_decision d;
    d.kind = g->chance.pending ? ALT_DEC_CHANCE : (alt_decision_kind)g->dec_kind;
    d.player = g->chance.pending ? (uint8_t)ALT_CHANCE_PLAYER : g->dec_player;
    d.phase = (alt_phase)g->phase;
    d.day = g->day;
    return d;
}

alt_chance_event alt_game_chance(const alt_game *g)
{
    alt_chance_event e;
    memset(&e, 0, sizeof e);
    e.rule = "";
    if (!g || !g->chance.pending)
        return e;
    const alt_chance *c = &g->chance;
    e.kind = (alt_chance_kind)c->kind;
    e.player = c->player;
    e.count = c->count;
    e.given = c->given;
    /* A Deck shuffled at setup (CR 4.1.i; 4.0 4.1.g), or the Discard pile shuffled
     * into it later (CR 3.2.2.d). */
    e.rule = c->kind == ALT_CHANCE_DECK && c->action.kind != 0
                 ? (alt_state_edition(g) >= 4 ? "4.0 3.2.2.d" : "3.2.2.d")
                 : alt_chance_rule(e.kind, alt_state_edition(g));
    return e;
}

const char *alt_chance_name(alt_chance_kind k)
{
    static const char *const names[ALT_CHANCE__COUNT] = {
        "none", "Tumult order", "Tumult orientation", "first player", "Deck order", "die", "card of a Hand at random",
    };
    return (unsigned)k < ALT_CHANCE__COUNT ? names[k] : "?";
}

size_t alt_game_chance_drawn(const alt_game *g, alt_action *out, size_t cap)
{
    if (!g || g->chance.pending || g->chance.lost)
        return g && g->chance.lost ? (size_t)-1 : 0;
    for (size_t i = 0; i < g->chance.n && i < cap; i++) {
        alt_action a = {ALT_ACT_CHANCE, ALT_CHANCE_PLAYER, ALT_NO_OBJECT, 0, g->chance.out[i], 0};
        out[i] = a;
    }
    return g->chance.n;
}
