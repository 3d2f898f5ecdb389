/*
 * decision.c: what a player may answer to the pending decision, and what an
 * answer does.
 *
 * One predicate, alt_decision_check, decides legality; the list of legal
 * answers is the candidates that pass it, so the list and the verdict can
 * never disagree. Every rejection names the rule it rests on.
 */
#include "decision.h"
#include "standing.h"

#include <assert.h>
#include <string.h>

static int valid_object(const alt_game *g, int p, uint8_t id)
{
    return id < ALT_OBJ_MAX && g->p[p].obj[id].card != ALT_CARD_NONE;
}

static int in_zone(const alt_game *g, int p, uint8_t id, alt_zone z)
{
    return valid_object(g, p, id) && g->p[p].obj[id].zone == z;
}

static int kind_answers(alt_decision_kind d, int kind)
{
    switch (d) {
    case ALT_DEC_OPENING_MANA: return kind == ALT_ACT_MANA_PICK;
    case ALT_DEC_EXPAND: return kind == ALT_ACT_EXPAND || kind == ALT_ACT_EXPAND_SKIP;
    case ALT_DEC_TURN: return kind == ALT_ACT_PLAY || kind == ALT_ACT_QUICK || kind == ALT_ACT_PASS;
    case ALT_DEC_CLEANUP: return kind == ALT_ACT_KEEP;
    case ALT_DEC_REACTION:
    case ALT_DEC_CHOICE: return kind == ALT_ACT_CHOOSE;
    default: return 0;
    }
}

#define REJECT(code, text)                                                     \
    do {                                                                       \
        if (reason)                                                            \
            *reason = (text);                                                  \
        return (code);                                                         \
    } while (0)

/* The index of a quick action of the card, by its rank among those of
 * its kind: support abilities ({D}) in Reserve, exhaust abilities ({T})
 * in play or on the Hero. */
static int quick_ability(const alt_game *g, uint16_t card, alt_trigger kind, int rank)
{
    if (card == ALT_CARD_NONE)
        return -1;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == kind && rank-- == 0)
            return i;
    return -1;
}

static int in_play_zone(int z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION || z == ALT_Z_LANDMARK;
}

/* The mana an exhaust ability costs now: its {N}, and "{1} more if you are
 * not the first player". */
static int exhaust_cost(const alt_game *g, int p, const alt_ability *a)
{
    return a->mana + (a->extra == ALT_EXTRA_UNLESS_FIRST && g->first_player != p);
}

/* Skybound Odyssey: "{T}, Sacrifice a Permanent:" needs one in play (1.4.1.b). */
static int controls_permanent(const alt_game *g, int p)
{
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    const alt_player *pl = &g->p[p];
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++)
            if (alt_state_counts_as(alt_state_card(g, p, alt_state_zone(pl, zones[z])[i]), ALT_TYPE_PERMANENT))
                return 1;
    return 0;
}

static alt_err check_quick(const alt_game *g, const alt_action *a, const char **reason)
{
    int p = a->player;
    const alt_player *pl = &g->p[p];
    int hero = a->object == ALT_HERO_OBJECT;
    if (!hero && !valid_object(g, p, a->object))
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.3.b", "5.3.b", ": a quick action comes from a card you control, your Hero or your Reserve"));
    if (a->expedition != 0 || a->reserved != 0)
        REJECT(ALT_E_ILLEGAL, "action format: unused fields must be zero");
    const alt_object *o = alt_state_obj_c(g, p, a->object);
    uint16_t card = o->card;
    int zone = o->zone;
    uint8_t status = o->status;
    int index;
    if (zone == ALT_Z_RESERVE) {
        if ((index = quick_ability(g, card, ALT_TRIG_SUPPORT, a->choice)) < 0)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.3.b", "5.3.b", ": this object has no such quick action that can be played"));
        if (status & ALT_ST_EXHAUSTED)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "2.4.5.e", "2.4.6.e", ": exhausted cards in Reserve have no support abilities"));
    } else if ((hero && card != ALT_CARD_NONE) || in_play_zone(zone)) {
        int i = index = quick_ability(g, card, ALT_TRIG_EXHAUST, a->choice);
        if (i < 0)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.3.b", "5.3.b", ": this object has no such quick action that can be played"));
        if (status & ALT_ST_EXHAUSTED)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "2.4.5.a", "2.4.6.a", ": the {T} cost cannot be paid by an object already exhausted"));
        int n;
        const alt_ability *list = alt_cards_abilities(g->db, card, &n);
        if (exhaust_cost(g, p, &list[i]) > alt_state_ready_mana(pl))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "3.2.9.f", "3.2.9.f", ": a mana cost of X is paid by exhausting X ready Mana Orbs; not enough are ready"));
        if (list[i].cond == ALT_COND_FIRST_PLAYER && g->first_player != p)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "1.4.1", "1.4.1", ": this quick action can only be activated by the first player"));
        if (list[i].effect == ALT_FX_SACRIFICE && list[i].where == ALT_SACRIFICE_PERM && !controls_permanent(g, p))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "7.3.25", "7.3.31", ": this quick action's cost is to sacrifice a Permanent, and you control none"));
        if (list[i].effect == ALT_FX_SACRIFICE && list[i].where != ALT_SACRIFICE_PERM && !alt_passive_controls_character(g, p))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "7.3.25", "7.3.31", ": this quick action's cost is to sacrifice a Character, and you control none"));
        int counters = o->counters;
        if (list[i].cond == ALT_COND_SELF_COUNTERS_GE && counters < list[i].cond_arg)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.3.b", "5.3.b", ": this object gains that quick action only with more counters"));
        if (counters < list[i].spend)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "1.4.1.b", "1.4.1.b", ": this quick action's cost spends counters the object does not have"));
        if (list[i].effect == ALT_FX_RESERVE_DISCARD && pl->zone_n[ALT_Z_RESERVE] == 0)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "1.4.1.b", "1.4.1.b", ": this quick action's cost is to discard a card from your Reserve, and it is empty"));
    } else {
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.3.b", "5.3.b", ": a quick action comes from a card you control, your Hero or your Reserve"));
    }
    if (alt_state_uses(g, p, a->object, (uint8_t)index, 1) >= ALT_DAILY_CAP)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "1.4.6.b", "1.4.6.b", ": a quick action may be played at most a hundred times a Day"));
    return ALT_OK;
}

static alt_err check_choose(const alt_game *g, const alt_action *a, const char **reason)
{
    alt_action options[2 * ALT_OBJ_MAX + ALT_LIMBO_MAX + 8];   /* every object of both players, and more */
    size_t n = alt_limbo_options(g, options, sizeof options / sizeof options[0]);
    for (size_t i = 0; i < n && i < sizeof options / sizeof options[0]; i++)
        if (memcmp(&options[i], a, sizeof *a) == 0)
            return ALT_OK;
    if (g->dec_kind == ALT_DEC_REACTION)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.4.b", "4.4.b", ": choose one of your Reactions in Limbo"));
    REJECT(ALT_E_ILLEGAL, ALT_CR(g, "6.1.g", "6.1.g", ": that is not one of the options of this choice"));
}

/* Where the card goes: a Character or Expedition Permanent into one of
 * the player's Expeditions, anything else with expedition 0. */
static alt_err check_expedition(const alt_game *g, const alt_action *a, const alt_card_info *c, const char **reason)
{
    if (alt_play_joins_expedition(c)) {
        if (a->expedition > ALT_EXP_COMPANION)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.2.1.a", "5.2.1.a", ": choose your Hero (0) or Companion (1) Expedition"));
    } else if (a->expedition != 0) {
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.1.2.i", "5.1.2.i", ": only Characters and Expedition Permanents join an Expedition; expedition must be 0"));
    }
    return ALT_OK;
}

static alt_err check_play(const alt_game *g, const alt_action *a, const char **reason)
{
    int p = a->player;
    if (!valid_object(g, p, a->object))
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.2.a", "5.2.a", ": the object played must be one of your cards"));
    const alt_object *o = &g->p[p].obj[a->object];
    alt_zone from = (alt_zone)o->zone;
    if (from != ALT_Z_HAND && from != ALT_Z_RESERVE)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.2.a", "5.2.a", ": a card is played from your Hand or your Reserve"));
    if (from == ALT_Z_RESERVE && (o->status & ALT_ST_EXHAUSTED) &&
        !alt_static_may_play_exhausted(g, p, a->object, a->expedition))
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "2.4.5.c", "2.4.6.c", ": exhausted cards in Reserve cannot be played"));
    const alt_card_info *c = alt_state_card(g, p, a->object);
    /* CR 4.0 5.1.2.c: the Expedition is chosen in a step of its own,
     * before the costs (3.0 chose it with them, after). */
    if (alt_state_edition(g) >= 4 && check_expedition(g, a, c, reason) != ALT_OK)
        return ALT_E_ILLEGAL;
    if (a->choice > 2)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.1.2.c", "5.1.2.c", ": choice is 0 (the normal cost), 1 (Scout) or 2 (a card's own cheaper cost)"));
    if (a->choice == 2 && alt_passive_cheaper_ability(g, o->card) < 0)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.1.2.c", "5.1.2.c", ": this card offers no cheaper cost (choice 2)"));
    int cheaper = a->choice == 2 ? alt_passive_cheaper_effect(g, o->card) : ALT_FX_NONE;
    int sacrifices = cheaper == ALT_FX_SACRIFICE_FOR_LESS;
    if (cheaper == ALT_FX_DISCARD_FOR_LESS && g->p[p].zone_n[ALT_Z_RESERVE] - (from == ALT_Z_RESERVE) < 1)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "1.4.1.b", "1.4.1.b", ": the cheaper cost discards another card from your Reserve, and there is none"));
    if (sacrifices && !controls_permanent(g, p))   /* Skybound Odyssey */
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "7.3.25", "7.3.31", ": the cheaper cost sacrifices a Permanent you control, and you have none"));
    if (a->choice == 1 && from != ALT_Z_HAND)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "7.4.5.c", "7.4.5.c", ": Scout is paid only when playing from Hand"));
    if (a->choice == 1 && !(c->keywords & ALT_KW_SCOUT))
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "7.4.5.c", "7.4.5.c", ": only a card with Scout X may pay X instead"));
    if (alt_state_edition(g) < 4 && check_expedition(g, a, c, reason) != ALT_OK)
        return ALT_E_ILLEGAL;
    const char *refused = alt_passive_play_refused(g, p, g->p[p].obj[a->object].card);
    if (refused)
        REJECT(ALT_E_ILLEGAL, refused);
    int cost = alt_play_cost(g, p, a->object, a->choice, 0, a->expedition);
    if (cost < 0)
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "5.1.2.d", "5.1.2.d", ": this card has no cost to be played that way"));
    if (cost > alt_state_ready_mana(&g->p[p]))
        REJECT(ALT_E_ILLEGAL, ALT_CR(g, "3.2.9.f", "3.2.9.f", ": a mana cost of X is paid by exhausting X ready Mana Orbs; not enough are ready"));
    return ALT_OK;
}

static alt_err check_unused(const alt_action *a, int object_used, const char **reason)
{
    if (!object_used && a->object != ALT_NO_OBJECT)
        REJECT(ALT_E_ILLEGAL, "action format: this answer takes no object (use 255)");
    if ((a->kind != ALT_ACT_PLAY && (a->expedition != 0 || a->choice != 0)) || a->reserved != 0)
        REJECT(ALT_E_ILLEGAL, "action format: unused fields must be zero");
    return ALT_OK;
}

alt_err alt_decision_check(const alt_game *g, const alt_action *a, const char **reason)
{
    alt_decision_kind d = (alt_decision_kind)g->dec_kind;
    if (d == ALT_DEC_NONE)
        REJECT(ALT_E_GAME_OVER, ALT_CR(g, "1.3.3", "1.3.3", ": the game is over; no action applies"));
    if (!kind_answers(d, a->kind))
        REJECT(ALT_E_WRONG_DECISION, "the pending decision does not take this kind of action");
    if (a->player != g->dec_player) {
        if (d == ALT_DEC_TURN && a->player < 2 && g->p[a->player].passed)
            REJECT(ALT_E_WRONG_PLAYER, ALT_CR(g, "4.2.3.e", "4.2.3.e", ": a player who has passed takes no more turns this Afternoon"));
        if (d == ALT_DEC_TURN)
            REJECT(ALT_E_WRONG_PLAYER, ALT_CR(g, "4.2.3.b", "4.2.3.b", ": players alternate turns; it is the other player's turn"));
        REJECT(ALT_E_WRONG_PLAYER, ALT_CR(g, "6.1.h", "6.1.h", ": choices are made in initiative order; the other player decides now"));
    }
    int p = a->player;
    alt_err err;
    switch (a->kind) {
    case ALT_ACT_MANA_PICK:
        if ((err = check_unused(a, 1, reason)) != ALT_OK)
            return err;
        if (!in_zone(g, p, a->object, ALT_Z_HAND))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.1.k", "4.1.i", ": opening Mana Orbs are chosen from the six cards drawn"));
        return ALT_OK;
    case ALT_ACT_EXPAND:
        if ((err = check_unused(a, 1, reason)) != ALT_OK)
            return err;
        if (alt_passive_hero_static(g, p, ALT_FX_EXPAND_FROM_DECK)) {
            const alt_player *pl = &g->p[p];
            if (pl->zone_n[ALT_Z_DECK] == 0 || alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1] != a->object)
                REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.2.1.e", "4.2.1.e", ": this Hero expands with the top card of your Deck instead of a card from your Hand"));
            return ALT_OK;
        }
        if (!in_zone(g, p, a->object, ALT_Z_HAND))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.2.1.e", "4.2.1.e", ": Expand puts a card from your Hand in your Mana zone"));
        return ALT_OK;
    case ALT_ACT_EXPAND_SKIP:
    case ALT_ACT_PASS:
        return check_unused(a, 0, reason);
    case ALT_ACT_PLAY:
        if (a->reserved != 0)
            REJECT(ALT_E_ILLEGAL, "action format: unused fields must be zero");
        return check_play(g, a, reason);
    case ALT_ACT_QUICK:
        return check_quick(g, a, reason);
    case ALT_ACT_CHOOSE:
        return check_choose(g, a, reason);
    case ALT_ACT_KEEP: {
        if ((err = check_unused(a, 1, reason)) != ALT_OK)
            return err;
        alt_zone z = ALT_Z_NONE;
        alt_night_picks_needed(g, p, &z);
        if (!in_zone(g, p, a->object, z))
            REJECT(ALT_E_ILLEGAL, z == ALT_Z_RESERVE
                       ? ALT_CR(g, "4.2.5.c", "4.2.5.c", ": Clean-up now chooses objects in your Reserve")
                       : ALT_CR(g, "4.2.5.c", "4.2.5.c", ": Clean-up now chooses objects in your Landmark zone"));
        if (g->p[p].obj[a->object].flags & ALT_OF_KEPT)
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.2.5.c", "4.2.5.c", ": that object is already chosen"));
        if (!alt_night_keep_allowed(g, p, a->object))
            REJECT(ALT_E_ILLEGAL, ALT_CR(g, "4.2.5.c", "4.2.5.c",
                                         ": past the Reserve limit, only an exhausted card is kept (keep one more if exhausted)"));
        return ALT_OK;
    }
    default:
        REJECT(ALT_E_WRONG_DECISION, "unknown action kind");
    }
}

/* CR 4.2.3.d: a turn's card, by the one sequence of playing a card
 * (play.c); the turn ends once Reactions are checked (CR 4.2.3.e). */
static void play(alt_game *g, const alt_action *a)
{
    alt_day_set_resume(g, ALT_RESUME_END_TURN, a->player);   /* CR 4.2.3.e: 1 turn = 1 card */
    alt_play how = {a->player, a->player, a->object, a->expedition, (uint8_t)a->choice, ALT_PLAY_TURN, 0, 0, 0, 0};
    alt_play_card(g, &how);
    alt_day_resolve(g);
}

/* CR 5.3: a support quick action: discard the card from Reserve (its cost),
 * then its effect; the turn goes on. */
static void quick(alt_game *g, const alt_action *a)
{
    int p = a->player;
    alt_object *o = alt_state_obj(g, p, a->object);
    uint16_t card = o->card;
    alt_day_set_resume(g, ALT_RESUME_TURN, p);
    if (o->zone != ALT_Z_RESERVE) {
        /* CR 5.3.d: {T}, with its mana cost paid at the same time (CR 6.4). */
        int index = quick_ability(g, card, ALT_TRIG_EXHAUST, a->choice);
        int n;
        const alt_ability *list = alt_cards_abilities(g->db, card, &n);
        alt_state_pay(g, p, exhaust_cost(g, p, &list[index]));
        o->status |= ALT_ST_EXHAUSTED;
        alt_state_use(g, p, a->object, (uint8_t)index, 1);
        alt_state_note_turn(g, p, ALT_POS_TURN_EXHAUST, 0);   /* "if a {T} ability was activated this turn" */
        o->counters = (uint8_t)(o->counters - list[index].spend);
        alt_limbo_start(g, p, a->object, card, (uint8_t)index);
        alt_day_resolve(g);
        return;
    }
    int index = quick_ability(g, card, ALT_TRIG_SUPPORT, a->choice);
    alt_state_use(g, p, a->object, (uint8_t)index, 1);
    alt_state_note_turn(g, p, ALT_POS_TURN_SUPPORT, 0);   /* "if a {D} ability was activated this turn" */
    alt_event_move(g, p, a->object, ALT_Z_DISCARD);
    /* "When a {D} ability is activated on your turn": a quick action is
     * played in its player's own turn (CR 4.0 5.1.1.b); its Reactions wait
     * in Limbo while the support ability resolves. */
    alt_trigger_in_play(g, p, ALT_TRIG_SUPPORT_USED);
    alt_limbo_start(g, p, a->object, card, (uint8_t)index);
    alt_day_resolve(g);
}

/* CR 4.2.3.d-e: a player passes; the turn ends once the Reactions to it
 * are done. "When you pass first" (Skybound Odyssey) is passing while no
 * other player has passed this Afternoon, as the cards' reminder says
 * ("stop taking turns before other players"); its Reactions, and those of
 * "When you pass" (a Unique's, every pass), are the passing player's, from
 * the Hero and what they have in play; "When any player passes" (a
 * Unique's) is heard by both players' after them. */
static void pass(alt_game *g, int p)
{
    int first = !g->p[1 - p].passed;
    g->p[p].passed = 1;
    if ((first && alt_state_may_have_trigger(g, ALT_TRIG_PASS_FIRST)) || alt_state_may_have_trigger(g, ALT_TRIG_PASS) ||
        alt_state_may_have_trigger(g, ALT_TRIG_ANY_PASS)) {
        alt_trigger_in_play(g, p, ALT_TRIG_PASS);
        if (first)
            alt_trigger_in_play(g, p, ALT_TRIG_PASS_FIRST);
        alt_trigger_in_play(g, p, ALT_TRIG_ANY_PASS);      /* "When any player passes": both players' cards */
        alt_trigger_in_play(g, 1 - p, ALT_TRIG_ANY_PASS);
        alt_day_set_resume(g, ALT_RESUME_END_TURN, p);
        alt_day_resolve(g);
        return;
    }
    alt_day_end_turn(g, p);
}

void alt_decision_apply(alt_game *g, const alt_action *a)
{
    int p = a->player;
    switch (a->kind) {
    case ALT_ACT_MANA_PICK:
        alt_event_move(g, p, a->object, ALT_Z_MANA);      /* CR 4.1.k: ready */
        alt_day_advance(g);
        break;
    case ALT_ACT_EXPAND:
        alt_event_move(g, p, a->object, ALT_Z_MANA);      /* CR 4.2.1.e: face-down, ready */
        alt_day_advance(g);
        break;
    case ALT_ACT_EXPAND_SKIP:
        alt_day_advance(g);
        break;
    case ALT_ACT_PLAY:
        play(g, a);
        break;
    case ALT_ACT_QUICK:
        quick(g, a);
        break;
    case ALT_ACT_CHOOSE:
        alt_limbo_answer(g, a);
        alt_day_resolve(g);
        break;
    case ALT_ACT_PASS:
        pass(g, p);
        break;
    case ALT_ACT_KEEP:
        g->p[p].obj[a->object].flags |= ALT_OF_KEPT;
        alt_day_advance(g);
        break;
    default:
        break;
    }
}

void alt_decision_step(alt_game *g, const alt_action *a)
{
    alt_decision_apply(g, a);
    if (g->overflow) {
        /* A table was full: what the rules would do next is beyond what
         * this engine can hold. From revision 2 on the game ends there,
         * without a winner, rather than play on with something dropped;
         * revision 1 dropped it, and its logs replay as they were. */
        g->overflow = 0;
        if (alt_state_rules(g) >= 2)
            alt_day_engine_limit(g);
    }
}

static size_t emit(const alt_game *g, alt_action *out, size_t cap, size_t n, alt_action a)
{
    if (alt_decision_check(g, &a, NULL) != ALT_OK)
        return n;
    if (n < cap)
        out[n] = a;
    return n + 1;
}

static size_t list_zone(const alt_game *g, int kind, alt_zone z, alt_action *out, size_t cap, size_t n)
{
    int p = g->dec_player;
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[z]; i++)
        n = emit(g, out, cap, n, alt_state_action(kind, p, alt_state_zone(pl, z)[i], 0, 0));
    return n;
}

static size_t list_quick(const alt_game *g, alt_action *out, size_t cap, size_t n)
{
    int p = g->dec_player;
    const alt_player *pl = &g->p[p];
    for (int rank = 0; quick_ability(g, pl->hero.card, ALT_TRIG_EXHAUST, rank) >= 0; rank++)
        n = emit(g, out, cap, n, alt_state_action(ALT_ACT_QUICK, p, ALT_HERO_OBJECT, 0, rank));
    static const alt_zone zones[] = {ALT_Z_RESERVE, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++) {
        alt_trigger kind = zones[k] == ALT_Z_RESERVE ? ALT_TRIG_SUPPORT : ALT_TRIG_EXHAUST;
        for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[k])[i];
            for (int rank = 0; quick_ability(g, pl->obj[id].card, kind, rank) >= 0; rank++)
                n = emit(g, out, cap, n, alt_state_action(ALT_ACT_QUICK, p, id, 0, rank));
        }
    }
    return n;
}

static size_t list_plays(const alt_game *g, alt_zone z, alt_action *out, size_t cap, size_t n)
{
    int p = g->dec_player;
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        const alt_card_info *c = alt_state_card(g, p, id);
        int exps = alt_play_joins_expedition(c) ? 2 : 1;
        int choices = alt_passive_cheaper_ability(g, pl->obj[id].card) >= 0 ? 3 : (c->keywords & ALT_KW_SCOUT) ? 2 : 1;
        for (int choice = 0; choice < choices; choice++)   /* 1: Scout, from Hand; 2: a cheaper cost */
            for (int e = 0; e < exps; e++)
                n = emit(g, out, cap, n, alt_state_action(ALT_ACT_PLAY, p, id, e, choice));
    }
    return n;
}

size_t alt_decision_list(const alt_game *g, alt_action *out, size_t cap)
{
    int p = g->dec_player;
    size_t n = 0;
    switch ((alt_decision_kind)g->dec_kind) {
    case ALT_DEC_OPENING_MANA:
        return list_zone(g, ALT_ACT_MANA_PICK, ALT_Z_HAND, out, cap, n);
    case ALT_DEC_EXPAND:
        n = emit(g, out, cap, n, alt_state_action(ALT_ACT_EXPAND_SKIP, p, ALT_NO_OBJECT, 0, 0));
        if (alt_passive_hero_static(g, p, ALT_FX_EXPAND_FROM_DECK)) {   /* the top card of the Deck */
            const alt_player *pl = &g->p[p];
            if (pl->zone_n[ALT_Z_DECK] > 0)
                n = emit(g, out, cap, n, alt_state_action(ALT_ACT_EXPAND, p, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1], 0, 0));
            return n;
        }
        return list_zone(g, ALT_ACT_EXPAND, ALT_Z_HAND, out, cap, n);
    case ALT_DEC_TURN:
        n = emit(g, out, cap, n, alt_state_action(ALT_ACT_PASS, p, ALT_NO_OBJECT, 0, 0));
        n = list_quick(g, out, cap, n);
        n = list_plays(g, ALT_Z_HAND, out, cap, n);
        return list_plays(g, ALT_Z_RESERVE, out, cap, n);
    case ALT_DEC_REACTION:
    case ALT_DEC_CHOICE:
        return alt_limbo_options(g, out, cap);
    case ALT_DEC_CLEANUP: {
        alt_zone z = ALT_Z_RESERVE;
        alt_night_picks_needed(g, p, &z);
        return list_zone(g, ALT_ACT_KEEP, z, out, cap, n);
    }
    default:
        return 0;
    }
}
