/*
 * react.c: Reactions in Limbo and the resolution of abilities (CR 4.4, 6.1).
 *
 * An ability's effect may stop to ask a player something (yes or no, which
 * card, which Expedition); the state then records how far the effect went
 * (g->res) so that the answer, applied later as any other action, resumes
 * it. When nothing is left to resolve, g->resume says where the Day goes on.
 */
#include "state.h"
#include "rng.h"

#include <assert.h>
#include <string.h>

static int has_subtype(const alt_card_info *c, const char *sub);

static const alt_ability *ability_of(const alt_game *g, uint16_t card, uint8_t index)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    assert(index < n);
    return &list[index];
}

/* The counters of a source: the Hero's, or the card's while it is in
 * play as that card; -1 otherwise. */
static int counters_of(const alt_game *g, int p, uint8_t source, uint16_t card)
{
    const alt_player *pl = &g->p[p];
    if (source == ALT_HERO_OBJECT)
        return pl->hero_counters;
    const alt_object *o = &pl->obj[source];
    int in_play = o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION || o->zone == ALT_Z_LANDMARK;
    return o->card == card && in_play ? o->counters : -1;
}

/* The counters of a source to change; NULL when it is not that card in play any more. */
static uint8_t *source_counters(alt_game *g, int p, uint8_t source, uint16_t card)
{
    if (counters_of(g, p, source, card) < 0)
        return NULL;
    return source == ALT_HERO_OBJECT ? &g->p[p].hero_counters : &g->p[p].obj[source].counters;
}

/* Player p's Hero's abilities (none without a Hero). */
static const alt_ability *hero_abilities(const alt_game *g, int p, int *n)
{
    uint16_t hero = g->setup.deck[p].hero;
    *n = 0;
    return hero == ALT_CARD_NONE ? NULL : alt_cards_abilities(g->db, hero, n);
}

/* Player p's Hero's static ability with this effect, or NULL. */
static const alt_ability *hero_static(const alt_game *g, int p, alt_effect effect)
{
    int n;
    const alt_ability *list = hero_abilities(g, p, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == effect)
            return &list[i];
    return NULL;
}

void alt_react_game_start(alt_game *g)
{
    for (int p = 0; p < 2; p++) {
        int n;
        const alt_ability *list = hero_abilities(g, p, &n);
        for (int i = 0; i < n; i++)
            if (list[i].trigger == ALT_TRIG_START && list[i].effect == ALT_FX_COUNTERS_SELF)
                g->p[p].hero_counters = (uint8_t)(g->p[p].hero_counters + list[i].amount);
    }
}

/* Whether the source of a "you may exhaust me" is ready to pay it. */
static int source_ready(const alt_game *g, int p, uint8_t source, uint16_t card)
{
    const alt_player *pl = &g->p[p];
    if (source == ALT_HERO_OBJECT)
        return !(pl->hero_status & ALT_ST_EXHAUSTED);
    const alt_object *o = &pl->obj[source];
    int in_play = o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION || o->zone == ALT_Z_LANDMARK;
    return o->card == card && in_play && !(o->status & ALT_ST_EXHAUSTED);
}

void alt_react_push(alt_game *g, int p, uint8_t source, uint8_t ability, int from_reserve)
{
    alt_player *pl = &g->p[p];
    uint8_t *count = source == ALT_HERO_OBJECT ? &pl->hero_reactions : &pl->obj[source].reactions;
    uint16_t card = source == ALT_HERO_OBJECT ? g->setup.deck[p].hero : pl->obj[source].card;
    if (*count >= ALT_DAILY_CAP)
        return;                                   /* CR 1.4.6.c */
    if (g->limbo_n >= ALT_LIMBO_MAX) {
        g->overflow = 1;                          /* the engine's capacity, not a rule: decision.c ends the game */
        return;
    }
    /* "You may exhaust me to ..." ("spend N of my counters to ..."): a
     * source that cannot pay could only say no; the Reaction would do
     * nothing, so it does not wait in Limbo. */
    if (ability != ALT_SCOUT_ABILITY) {
        const alt_ability *a = ability_of(g, card, ability);
        if ((a->flags & ALT_ABILITY_EXHAUST_ME) && !source_ready(g, p, source, card))
            return;
        if ((a->flags & ALT_ABILITY_MAY) && a->spend && counters_of(g, p, source, card) < a->spend)
            return;
    }
    (*count)++;
    alt_reaction *r = &g->limbo[g->limbo_n++];
    r->player = (uint8_t)p;
    r->source = source;
    r->ability = ability;
    r->from_reserve = (uint8_t)from_reserve;
    r->card = card;
    r->subject = ALT_NO_OBJECT;
    r->subject_owner = 0;
}

/* Whether "it" passes the trigger's filter (ALT_ABILITY_NONTOKEN, _ROBOT,
 * _BUREAUCRAT). */
static int it_matches(const alt_ability *a, const alt_card_info *it)
{
    if ((a->flags & ALT_ABILITY_NONTOKEN) && it->type == ALT_TYPE_TOKEN)
        return 0;
    if ((a->flags & ALT_ABILITY_ROBOT) && !has_subtype(it, "ROBOT"))
        return 0;
    if ((a->flags & ALT_ABILITY_BUREAUCRAT) && !has_subtype(it, "BUREAUCRAT"))
        return 0;
    if ((a->flags & ALT_ABILITY_ZERO_STAT) && it->forest != 0 && it->mountain != 0 && it->water != 0)
        return 0;                                     /* "with a base statistic of 0" */
    return 1;
}

/* Pushes a Reaction whose "it" is the given object, if one activates. */
static void push_about(alt_game *g, int p, uint8_t src, int ability, uint8_t it)
{
    int before = g->limbo_n;
    alt_react_push(g, p, src, (uint8_t)ability, 0);
    if (g->limbo_n > before) {
        g->limbo[g->limbo_n - 1].subject = it;
        g->limbo[g->limbo_n - 1].subject_owner = (uint8_t)p;
    }
}

void alt_react_card_played(alt_game *g, int p, uint8_t id)
{
    const alt_card_info *played = alt_state_card(g, p, id);
    alt_trigger t = played->type == ALT_TYPE_CHARACTER ? ALT_TRIG_PLAY_CHAR
                    : played->type == ALT_TYPE_PERMANENT ? ALT_TRIG_PLAY_PERM : ALT_TRIG_NONE;
    int n;
    const alt_ability *list = hero_abilities(g, p, &n);   /* only Heroes react to plays */
    for (int i = 0; i < n; i++)
        if (t != ALT_TRIG_NONE && list[i].trigger == t && it_matches(&list[i], played) &&
            played->hand_cost >= (list[i].it_cost_min == ALT_COST_MY_COUNTERS ? g->p[p].hero_counters
                                                                                : list[i].it_cost_min))
            push_about(g, p, ALT_HERO_OBJECT, i, id);
}

/* An event about one object ("it"): the Reactions of player p's Hero and of
 * every card they have in play. */
static void trigger_about(alt_game *g, int p, alt_trigger t, uint8_t it)
{
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int z = -1; z < 3; z++) {
        int count = z < 0 ? 1 : pl->zone_n[zones[z]];
        for (int k = 0; k < count; k++) {
            uint8_t src = z < 0 ? ALT_HERO_OBJECT : pl->zone[zones[z]][k];
            uint16_t card = z < 0 ? g->setup.deck[p].hero : pl->obj[src].card;
            if (card == ALT_CARD_NONE)
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, card, &n);
            for (int i = 0; i < n; i++)
                if (list[i].trigger == t)
                    push_about(g, p, src, i, it);
        }
    }
}

void alt_react_token_created(alt_game *g, int p, uint8_t id)
{
    trigger_about(g, p, ALT_TRIG_TOKEN_MADE, id);
}

void alt_react_forest_move(alt_game *g, int p)
{
    trigger_about(g, p, ALT_TRIG_FOREST_MOVE, ALT_NO_OBJECT);
}

void alt_react_ally_joined(alt_game *g, int p, uint8_t id)
{
    const alt_card_info *joined = alt_state_card(g, p, id);
    if (joined->type != ALT_TYPE_CHARACTER && joined->type != ALT_TYPE_TOKEN)
        return;
    alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++) {
        for (int k = 0; k < pl->zone_n[zones[z]]; k++) {
            uint8_t src = pl->zone[zones[z]][k];
            if (src == id)
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[src].card, &n);
            for (int i = 0; i < n; i++) {
                if (list[i].trigger == ALT_TRIG_ALLY_JOINS && it_matches(&list[i], joined))
                    push_about(g, p, src, i, id);
            }
        }
    }
}

/* Reactions to an event that moves the card itself ("when I leave ...,
 * if I'm Boosted", "when I'm sacrificed, if I'm not Fleeting"): their
 * conditions on the card read it as the event found it, since its boosts
 * and statuses go with the move (last known information). */
static int reads_card_at_event(const alt_ability *a)
{
    int at_event = a->trigger == ALT_TRIG_LEAVE || a->trigger == ALT_TRIG_LEAVE_TO_RESERVE ||
                   a->trigger == ALT_TRIG_SACRIFICED;
    int on_card = a->cond == ALT_COND_SELF_BOOSTS_GE || a->cond == ALT_COND_SELF_BOOSTS_LE ||
                  a->cond == ALT_COND_SELF_FLEETING_GE || a->cond == ALT_COND_SELF_FLEETING_LE;
    return at_event && on_card;
}

static int card_condition_holds(const alt_ability *a, const alt_object *o)
{
    switch ((alt_condition)a->cond) {
    case ALT_COND_SELF_BOOSTS_GE: return o->boosts >= a->cond_arg;
    case ALT_COND_SELF_BOOSTS_LE: return o->boosts <= a->cond_arg;
    case ALT_COND_SELF_FLEETING_GE: return ((o->status & ALT_ST_FLEETING) != 0) >= a->cond_arg;
    case ALT_COND_SELF_FLEETING_LE: return ((o->status & ALT_ST_FLEETING) != 0) <= a->cond_arg;
    default: return 1;
    }
}

void alt_react_trigger(alt_game *g, int p, uint8_t source, alt_trigger t, int from_reserve)
{
    int n;
    uint16_t card = source == ALT_HERO_OBJECT ? g->setup.deck[p].hero : g->p[p].obj[source].card;
    if (card == ALT_CARD_NONE)
        return;
    if ((t == ALT_TRIG_JOIN || t == ALT_TRIG_HAND || t == ALT_TRIG_RESERVE) && source != ALT_HERO_OBJECT &&
        alt_react_silenced(g, p, source))
        return;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == t &&
            (!reads_card_at_event(&list[i]) || card_condition_holds(&list[i], &g->p[p].obj[source])))
            alt_react_push(g, p, source, (uint8_t)i, from_reserve);
}

static int in_play(alt_zone z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION || z == ALT_Z_LANDMARK;
}

/* How many cards player p has in play with this static effect. */
static int count_static(const alt_game *g, int p, alt_effect effect)
{
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    int count = 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[pl->zone[zones[z]][i]].card, &n);
            for (int k = 0; k < n; k++)
                count += list[k].trigger == ALT_TRIG_STATIC && list[k].effect == effect;
        }
    return count;
}

/* An event's Reactions, from player p's Hero and every card they have in play. */
static void trigger_in_play(alt_game *g, int p, alt_trigger t)
{
    alt_react_trigger(g, p, ALT_HERO_OBJECT, t, 0);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    const alt_player *pl = &g->p[p];
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++)
            alt_react_trigger(g, p, pl->zone[zones[z]][i], t, 0);
}

static int is_character(const alt_card_info *c);
static int has_subtype(const alt_card_info *c, const char *sub);

/* Counts over the Characters a player controls (each object once, Gigantic
 * included). */
typedef enum char_count { COUNT_PLANTS, COUNT_BOOSTED, COUNT_ZERO_STATS, COUNT_TOKENS } char_count;

static int count_chars(const alt_game *g, int p, int what, uint8_t except)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = pl->zone[z][i];
            const alt_card_info *c = alt_state_card(g, p, id);
            if (id == except || !is_character(c))
                continue;
            switch (what) {
            case -1: n++; break;                      /* every Character */
            case -2: n += has_subtype(c, "BUREAUCRAT"); break;
            case COUNT_PLANTS: n += has_subtype(c, "PLANT"); break;
            case COUNT_BOOSTED: n += pl->obj[id].boosts > 0; break;
            case COUNT_ZERO_STATS: n += (c->forest == 0) + (c->mountain == 0) + (c->water == 0); break;
            case COUNT_TOKENS: n += c->type == ALT_TYPE_TOKEN; break;
            }
        }
    }
    return n;
}

static int count_zone_type(const alt_game *g, int p, alt_zone z, alt_card_type type, int landmark_only,
                           uint8_t except)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = pl->zone[z][i];
        const alt_card_info *c = alt_state_card(g, p, id);
        if (id == except)
            continue;
        if (landmark_only ? (c->keywords & ALT_KW_LANDMARK) != 0
                          : (c->type == type || (type == ALT_TYPE_CHARACTER && c->type == ALT_TYPE_TOKEN)))
            n++;
    }
    return n;
}

/* "A Fleeting Character, another Anchored Character and yet another Asleep
 * Character": three different Characters of the player, one per status. */
static int festival(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    uint8_t ids[2 * ALT_OBJ_MAX];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (is_character(alt_state_card(g, p, pl->zone[z][i])))
                ids[n++] = pl->zone[z][i];
    }
    for (int a = 0; a < n; a++) {
        if (!(pl->obj[ids[a]].status & ALT_ST_FLEETING))
            continue;
        for (int b = 0; b < n; b++) {
            if (b == a || !(pl->obj[ids[b]].status & ALT_ST_ANCHORED))
                continue;
            for (int c = 0; c < n; c++)
                if (c != a && c != b && (pl->obj[ids[c]].status & ALT_ST_ASLEEP))
                    return 1;
        }
    }
    return 0;
}

static int condition_holds(const alt_game *g, const alt_reaction *r, const alt_ability *a)
{
    switch ((alt_condition)a->cond) {
    case ALT_COND_LANDMARKS_GE:
        return count_zone_type(g, r->player, ALT_Z_LANDMARK, ALT_TYPE_PERMANENT, 1, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_PLANTS_GE:
        return count_chars(g, r->player, COUNT_PLANTS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_BOOSTED_GE:
        return count_chars(g, r->player, COUNT_BOOSTED, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_OTHER_BOOSTED_GE:
        return count_chars(g, r->player, COUNT_BOOSTED, r->source) >= a->cond_arg;
    case ALT_COND_ZERO_STATS_GE:
        return count_chars(g, r->player, COUNT_ZERO_STATS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_TOKENS_GE:
        return count_chars(g, r->player, COUNT_TOKENS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_ROLL_GE:
        return g->res.roll >= a->cond_arg;
    case ALT_COND_ROLL_LE:
        return g->res.roll != 0 && g->res.roll <= a->cond_arg;
    case ALT_COND_DID:
        return g->res.did >= a->cond_arg;
    case ALT_COND_DID_LE:
        return g->res.did <= a->cond_arg;
    case ALT_COND_BUREAUCRATS_GE:
        return count_chars(g, r->player, -2 /* bureaucrats */, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_SELF_COUNTERS_GE:
    case ALT_COND_SELF_COUNTERS_LE: {
        int n = counters_of(g, r->player, r->source, r->card);
        return n >= 0 && (a->cond == ALT_COND_SELF_COUNTERS_GE ? n >= a->cond_arg : n <= a->cond_arg);
    }
    case ALT_COND_SELF_BOOSTS_GE:
    case ALT_COND_SELF_BOOSTS_LE:
    case ALT_COND_SELF_FLEETING_GE:
    case ALT_COND_SELF_FLEETING_LE: {
        if (reads_card_at_event(a))
            return 1;                                 /* read as the event happened */
        if (r->source >= ALT_OBJ_MAX)
            return 0;
        const alt_object *o = &g->p[r->player].obj[r->source];
        return o->card == r->card && card_condition_holds(a, o);
    }
    case ALT_COND_FIRST_PLAYER:
        return (g->first_player == r->player) >= a->cond_arg;
    case ALT_COND_DAY_GE:
        return g->day >= a->cond_arg;
    case ALT_COND_FESTIVAL:
        return festival(g, r->player) >= a->cond_arg;
    case ALT_COND_OTHER_CHARS_GE:
        return count_zone_type(g, r->player, ALT_Z_EXP_HERO, ALT_TYPE_CHARACTER, 0, r->source) +
                   count_zone_type(g, r->player, ALT_Z_EXP_COMPANION, ALT_TYPE_CHARACTER, 0, r->source) >=
               a->cond_arg;
    default:
        return 1;
    }
}

/* Resupply (CR 7.3.22) and "top card to Mana": the Deck's top card moves,
 * the Discard pile reshuffled in first when the Deck is empty (CR 3.2.2.d). */
static void top_card_to(alt_game *g, int p, alt_zone to)
{
    alt_player *pl = &g->p[p];
    alt_state_deck_at_least(g, p, 1);
    if (pl->zone_n[ALT_Z_DECK] == 0)
        return;                                       /* CR 3.2.2.e */
    uint8_t top = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1];
    alt_state_move(g, p, top, to);
    if (to == ALT_Z_MANA)
        pl->obj[top].status |= ALT_ST_EXHAUSTED;      /* CR 3.2.9.b */
}

static alt_zone source_zone(const alt_game *g, const alt_reaction *r)
{
    if (r->source >= ALT_OBJ_MAX)
        return ALT_Z_NONE;                            /* the Hero: in no zone an effect looks at */
    const alt_object *o = &g->p[r->player].obj[r->source];
    return o->card == r->card ? (alt_zone)o->zone : ALT_Z_NONE;
}

static void create_tokens_in(alt_game *g, int p, uint16_t card, int n, alt_expedition e)
{
    for (int i = 0; i < n; i++)
        alt_state_create_token(g, p, card, e);
}

/* Where a "my Expedition" token goes: the source's Expedition, if it has one. */
static int source_expedition(const alt_game *g, const alt_reaction *r)
{
    alt_zone z = source_zone(g, r);
    return z == ALT_Z_EXP_HERO ? ALT_EXP_HERO : z == ALT_Z_EXP_COMPANION ? ALT_EXP_COMPANION : -1;
}

static void ask(alt_game *g, int player, alt_res_step step)
{
    g->res.step = (uint8_t)step;
    g->dec_kind = ALT_DEC_CHOICE;
    g->dec_player = (uint8_t)player;
}

/* The player a pick is asked of. */
static int picker(const alt_game *g)
{
    const alt_ability *a = ability_of(g, g->res.r.card, g->res.r.ability);
    if (a->effect == ALT_FX_EACH_SACRIFICE || a->effect == ALT_FX_EACH_MAY_RESUPPLY)
        return (alt_state_initiative(g) + g->res.done) & 1;   /* initiative order (CR 6.1.h) */
    return a->effect == ALT_FX_OPP_DISCARD_HAND ? 1 - g->res.r.player : g->res.r.player;
}

static int source_expedition(const alt_game *g, const alt_reaction *r);
static int picker(const alt_game *g);

/* Effects that ask their controller to pick something: a target, a card of
 * their own, an Expedition or a player. */
static int is_pick_effect(alt_effect e)
{
    switch (e) {
    case ALT_FX_TARGET_BOOST: case ALT_FX_TARGET_STATUS: case ALT_FX_TARGET_TO_RESERVE:
    case ALT_FX_TARGET_DISCARD: case ALT_FX_SABOTAGE: case ALT_FX_TARGET_FORWARD:
    case ALT_FX_TARGET_SWITCH: case ALT_FX_TARGET_TO_HAND: case ALT_FX_TARGET_TO_MANA:
    case ALT_FX_TARGET_ACTIVATE_JOIN: case ALT_FX_TARGET_LOSE_FLEETING: case ALT_FX_RESERVE_OR_DISCARD:
    case ALT_FX_RESERVE_DISCARD: case ALT_FX_BLOCK_TARGET: case ALT_FX_MANA_DISCARD:
    case ALT_FX_HAND_TO_RESERVE_DRAW: case ALT_FX_RESERVE_TO_HAND: case ALT_FX_RESERVE_DISCARD_DRAW:
    case ALT_FX_SACRIFICE: case ALT_FX_EACH_SACRIFICE: case ALT_FX_RESERVE_DISCARD_ANY_DRAW:
    case ALT_FX_TARGET: case ALT_FX_DISCARD_FOR_LESS: case ALT_FX_TARGET_TO_DECK:
    case ALT_FX_TARGETS_TO_RESERVE:
        return 1;
    case ALT_FX_GROUP_STATUS:
    case ALT_FX_GROUP_SWITCH:
        return 1;   /* the Expedition or player; GROUP_SWITCH "mine" never asks (see perform) */
    default:
        return 0;
    }
}

static int count_chars(const alt_game *g, int p, int what, uint8_t except);

/* CR 7.4.7.c: to target an opponent's object with Tough X, pay X more: its
 * printed Tough, a Tough whose X it computes, and the Tough its controller's
 * cards give their Characters (each Tough is paid). */
static int tough_cost(const alt_game *g, int controller, int owner, uint8_t id)
{
    if (owner == controller)
        return 0;
    const alt_card_info *c = alt_state_card(g, owner, id);
    int x = (c->keywords & ALT_KW_TOUGH) ? c->tough : 0;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, g->p[owner].obj[id].card, &n);
    const alt_player *pl = &g->p[owner];
    for (int i = 0; i < n; i++) {
        if (list[i].trigger != ALT_TRIG_STATIC)
            continue;
        if (list[i].effect == ALT_FX_TOUGH_REGIONS) {
            /* Regions strictly between the Hero and the Companion Expedition. */
            int hero = pl->distance[ALT_EXP_HERO], companion = ALT_LAST_REGION - pl->distance[ALT_EXP_COMPANION];
            int gap = companion > hero ? companion - hero - 1 : hero - companion - 1;
            x += gap > 0 ? gap : 0;
        } else if (list[i].effect == ALT_FX_TOUGH_PLANTS) {
            x += count_chars(g, owner, 0 /* plants */, ALT_NO_OBJECT);
        }
    }
    if (is_character(c)) {
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int k = 0; k < pl->zone_n[zones[z]]; k++) {
                const alt_ability *grants = alt_cards_abilities(g->db, pl->obj[pl->zone[zones[z]][k]].card, &n);
                for (int i = 0; i < n; i++)
                    if (grants[i].trigger == ALT_TRIG_STATIC && grants[i].effect == ALT_FX_GRANT_TOUGH)
                        x += grants[i].amount;
            }
    }
    return x;
}

static int target_matches(const alt_game *g, const alt_reaction *r, const alt_ability *a, int owner, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, owner, id);
    alt_zone z = (alt_zone)g->p[owner].obj[id].zone;
    int character = (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN) &&
                    (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION);
    int permanent = c->type == ALT_TYPE_PERMANENT && in_play(z);
    int ok;
    switch (a->where) {
    case ALT_TARGET_MYCHAR: ok = character && owner == r->player; break;
    case ALT_TARGET_OTHER_CHAR: ok = character && !(owner == r->player && id == r->source); break;
    case ALT_TARGET_CHAR_OR_PERM: ok = character || permanent; break;
    case ALT_TARGET_MYPERM: ok = permanent && owner == r->player; break;
    case ALT_TARGET_PLANT: ok = (character || permanent) && has_subtype(c, "PLANT"); break;
    case ALT_TARGET_MY_OTHER_EXP_CHAR: {
        int e = source_expedition(g, r);
        ok = character && owner == r->player && e >= 0 && z == (e ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
        break;
    }
    case ALT_TARGET_STATUS_CHAR:
    case ALT_TARGET_STATUS_CHAR_OR_PERM:
        ok = (character && (g->p[owner].obj[id].status & (ALT_ST_FLEETING | ALT_ST_ANCHORED | ALT_ST_ASLEEP))) ||
             (permanent && a->where == ALT_TARGET_STATUS_CHAR_OR_PERM);
        break;
    default: ok = character; break;
    }
    int most = a->cost_max == ALT_COST_MY_CHARS ? count_chars(g, r->player, -1 /* all */, ALT_NO_OBJECT)
               : a->effect == ALT_FX_TARGETS_TO_RESERVE ? a->cost_max - g->res.tally   /* what the total leaves */
                                                         : a->cost_max;
    if (ok && most >= 0 && c->hand_cost > most)
        ok = 0;
    if (ok && a->effect != ALT_FX_TARGET_STATUS && a->arg && c->hand_cost < a->arg)
        ok = 0;                                      /* "Hand Cost N or more" */
    return ok;
}

typedef struct target_list {
    alt_action *out;
    size_t cap, n;
} target_list;

static void offer(target_list *t, int player, uint8_t object, int expedition, int choice)
{
    if (t->n < t->cap)
        t->out[t->n] = alt_decision_action(ALT_ACT_CHOOSE, player, object, expedition, choice);
    t->n++;
}

/* A card of the controller's own zone (Hand or Reserve) an effect may pick:
 * never the source itself ("another card"). */
static void offer_own(const alt_game *g, target_list *t, alt_zone z, uint8_t filter)
{
    const alt_reaction *r = &g->res.r;
    const alt_player *pl = &g->p[r->player];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = pl->zone[z][i];
        if (id != r->source && alt_react_filter_matches(filter, alt_state_card(g, r->player, id)))
            offer(t, r->player, id, 0, r->player);
    }
}

/* Every legal pick of the resolving ability, "none" first when allowed.
 * Objects are offered as (object, owner in choice). */
static void list_targets(const alt_game *g, target_list *t)
{
    const alt_reaction *r = &g->res.r;
    const alt_ability *a = ability_of(g, r->card, r->ability);
    int p = r->player;
    if (a->flags & ALT_ABILITY_UPTO)
        offer(t, p, ALT_NO_OBJECT, 0, 0);
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_FORWARD:
    case ALT_FX_BLOCK_TARGET:
        for (int owner = 0; owner < 2; owner++)
            for (int e = 0; e < 2; e++)
                offer(t, p, ALT_NO_OBJECT, e, owner);
        return;
    case ALT_FX_GROUP_STATUS:
    case ALT_FX_GROUP_SWITCH:
        for (int owner = 0; owner < 2; owner++) {
            if (a->where == 1) {
                offer(t, p, ALT_NO_OBJECT, 0, owner);          /* target player */
                continue;
            }
            for (int e = 0; e < 2; e++)
                offer(t, p, ALT_NO_OBJECT, e, owner);          /* target Expedition */
        }
        return;
    case ALT_FX_HAND_TO_RESERVE_DRAW:
        offer_own(g, t, ALT_Z_HAND, ALT_FILTER_ANY);
        return;
    case ALT_FX_RESERVE_TO_HAND:
        offer_own(g, t, ALT_Z_RESERVE, a->where);
        return;
    case ALT_FX_RESERVE_DISCARD_DRAW:
    case ALT_FX_RESERVE_DISCARD:
    case ALT_FX_DISCARD_FOR_LESS:
        offer_own(g, t, ALT_Z_RESERVE, ALT_FILTER_ANY);
        return;
    case ALT_FX_MANA_DISCARD:
        offer_own(g, t, ALT_Z_MANA, ALT_FILTER_ANY);
        return;
    case ALT_FX_RESERVE_DISCARD_ANY_DRAW:
        if (!(a->flags & ALT_ABILITY_UPTO))
            offer(t, p, ALT_NO_OBJECT, 0, 0);         /* "that's all" */
        offer_own(g, t, ALT_Z_RESERVE, ALT_FILTER_ANY);
        return;
    case ALT_FX_SACRIFICE:
    case ALT_FX_EACH_SACRIFICE: {
        /* CR 7.3.25: a Character of the player's own; "in my Expedition"
         * narrows it to the source's Expedition. */
        int who = picker(g);
        int only = a->effect == ALT_FX_SACRIFICE && a->where == 1 ? source_expedition(g, r) : -1;
        if (a->effect == ALT_FX_SACRIFICE && a->where == 1 && only < 0)
            return;
        int perms = a->effect == ALT_FX_SACRIFICE && a->where == 2;
        for (int e = 0; e < 3; e++) {
            alt_zone z = e == 2 ? ALT_Z_LANDMARK : e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            if ((only >= 0 && e != only) || (e == 2 && !perms))
                continue;
            const alt_player *pl = &g->p[who];
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = pl->zone[z][i];
                const alt_card_info *c = alt_state_card(g, who, id);
                if (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN ||
                    (perms && c->type == ALT_TYPE_PERMANENT))
                    offer(t, who, id, 0, who);
            }
        }
        return;
    }
    default:
        break;
    }
    int ready = alt_state_ready_mana(&g->p[p]);
    for (int owner = 0; owner < 2; owner++) {
        const alt_player *pl = &g->p[owner];
        if (a->effect == ALT_FX_SABOTAGE) {         /* a card in a Reserve: no Tough there */
            for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
                offer(t, p, pl->zone[ALT_Z_RESERVE][i], 0, owner);
            continue;
        }
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
            for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
                uint8_t id = pl->zone[zones[k]][i];
                if (g->res.done && id == g->res.first_object && owner == g->res.first_owner)
                    continue;                       /* "up to two": two different targets */
                if (target_matches(g, r, a, owner, id) && tough_cost(g, p, owner, id) <= ready)
                    offer(t, p, id, 0, owner);   /* CR 7.4.7.d: never forced to pay */
            }
    }
}

static int is_character(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
}

int alt_react_controls_character(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (is_character(alt_state_card(g, p, pl->zone[z][i])))
                return 1;
    }
    return 0;
}

static int has_subtype(const alt_card_info *c, const char *sub)
{
    size_t n = strlen(sub);
    for (const char *p = c->subtypes; (p = strstr(p, sub)) != NULL; p += n)
        if ((p == c->subtypes || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
            return 1;
    return 0;
}

/* CR 7.3.28: a Character switches Expeditions, keeping its statuses and
 * boosts (it stays in the Expedition zone). */
static void switch_expedition(alt_game *g, int owner, uint8_t id)
{
    alt_player *pl = &g->p[owner];
    alt_object *o = &pl->obj[id];
    alt_zone to = o->zone == ALT_Z_EXP_HERO ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
    alt_object keep = *o;
    alt_state_remove(pl, id);
    *o = keep;
    alt_state_push(pl, id, to);
}

/* A Character gains boosts: "when a Character you control gains 1 or more
 * boosts" Reactions follow (boosts are gained only in an Expedition). */
static void gain_boosts(alt_game *g, int owner, uint8_t id, int n)
{
    alt_object *o = &g->p[owner].obj[id];
    if (n <= 0 || o->boosts == 255)
        return;
    o->boosts = (uint8_t)(o->boosts + n > 255 ? 255 : o->boosts + n);
    trigger_about(g, owner, ALT_TRIG_BOOSTED, id);
}

/* CR 7.3.25: to its owner's Discard pile; "when I'm sacrificed" reads the
 * card as it was ("if I'm not Fleeting"), then "when you sacrifice". */
static void sacrifice(alt_game *g, int owner, uint8_t id)
{
    alt_react_trigger(g, owner, id, ALT_TRIG_SACRIFICED, 0);
    alt_state_move(g, owner, id, ALT_Z_DISCARD);
    trigger_about(g, owner, ALT_TRIG_YOU_SACRIFICE, id);
}

static void apply_target(alt_game *g, const alt_ability *a, int owner, uint8_t id, int expedition)
{
    int p = g->res.r.player;
    g->res.did = 1;                                   /* for an "if you do" THEN step */
    alt_player *mine = &g->p[p];
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_FORWARD:
        alt_dusk_move_forward(g, owner, (alt_expedition)expedition);
        return;
    case ALT_FX_BLOCK_TARGET:
        g->p[owner].blocked_today |= (uint8_t)(1u << expedition);
        return;
    case ALT_FX_GROUP_STATUS:
    case ALT_FX_GROUP_SWITCH: {
        alt_player *pl = &g->p[owner];
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            if (a->where == 0 && a->effect == ALT_FX_GROUP_STATUS && k != expedition)
                continue;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                alt_object *o = &pl->obj[pl->zone[z][i]];
                if (is_character(alt_state_card(g, owner, pl->zone[z][i])) && a->effect == ALT_FX_GROUP_STATUS)
                    o->status |= a->arg;
            }
        }
        if (a->effect == ALT_FX_GROUP_SWITCH) {
            uint8_t ids[2][ALT_OBJ_MAX];
            int n[2];
            for (int k = 0; k < 2; k++) {       /* all at once: snapshot both first */
                alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
                n[k] = pl->zone_n[z];
                memcpy(ids[k], pl->zone[z], (size_t)n[k]);
            }
            for (int k = 0; k < 2; k++)
                for (int i = 0; i < n[k]; i++)
                    if (is_character(alt_state_card(g, owner, ids[k][i])))
                        switch_expedition(g, owner, ids[k][i]);
        }
        return;
    }
    case ALT_FX_HAND_TO_RESERVE_DRAW: {
        const alt_card_info *c = alt_state_card(g, p, id);
        alt_state_move(g, p, id, ALT_Z_RESERVE);
        if (alt_react_filter_matches(a->where, c))
            alt_state_draw(g, p, 1);
        return;
    }
    case ALT_FX_RESERVE_TO_HAND:
        alt_state_move(g, p, id, ALT_Z_HAND);
        return;
    case ALT_FX_RESERVE_DISCARD_DRAW:
    case ALT_FX_RESERVE_DISCARD:
    case ALT_FX_MANA_DISCARD:
    case ALT_FX_DISCARD_FOR_LESS:
        alt_state_move(g, p, id, ALT_Z_DISCARD);
        if (a->effect == ALT_FX_RESERVE_DISCARD_DRAW)
            alt_state_draw(g, p, 1);
        return;
    case ALT_FX_SACRIFICE:
    case ALT_FX_EACH_SACRIFICE:
        sacrifice(g, owner, id);
        return;
    default:
        break;
    }
    (void)mine;
    alt_state_pay(g, p, a->effect == ALT_FX_SABOTAGE ? 0 : tough_cost(g, p, owner, id));  /* CR 7.4.7.f */
    alt_object *o = &g->p[owner].obj[id];
    int exp = o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION;
    switch ((alt_effect)a->effect) {
    case ALT_FX_TARGET_BOOST:
        gain_boosts(g, owner, id, a->amount == ALT_AMOUNT_ROLL ? g->res.roll : a->amount);
        if (a->flags & ALT_ABILITY_LOSE_FLEETING)
            o->status &= (uint8_t)~ALT_ST_FLEETING;
        break;
    case ALT_FX_TARGET_STATUS:
        if (!(o->zone == ALT_Z_LANDMARK && a->arg == ALT_ST_FLEETING))
            o->status |= a->arg;
        break;
    case ALT_FX_TARGET_TO_RESERVE:
    case ALT_FX_TARGETS_TO_RESERVE:
        /* CR 2.4.6.d: Fleeting from the Expedition zone goes to Discard. */
        alt_state_move(g, owner, id, exp && (o->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
        break;
    case ALT_FX_TARGET_DISCARD:
    case ALT_FX_SABOTAGE:
        alt_state_move(g, owner, id, ALT_Z_DISCARD);
        break;
    case ALT_FX_TARGET_SWITCH:
        switch_expedition(g, owner, id);
        break;
    case ALT_FX_TARGET_TO_HAND:
        alt_state_move(g, owner, id, ALT_Z_HAND);   /* CR 1.4.3: its owner's */
        break;
    case ALT_FX_TARGET_TO_DECK:
        alt_state_move(g, owner, id, ALT_Z_DECK);   /* the Deck's last entry is its top */
        break;
    case ALT_FX_TARGET_TO_MANA:
        if (alt_state_move(g, owner, id, ALT_Z_MANA))
            g->p[owner].obj[id].status |= ALT_ST_EXHAUSTED;   /* CR 3.2.9.b */
        break;
    case ALT_FX_TARGET_ACTIVATE_JOIN:
        alt_react_trigger(g, owner, id, ALT_TRIG_JOIN, 0);   /* checked as usual (CR 4.4) */
        break;
    case ALT_FX_TARGET_LOSE_FLEETING:
        o->status &= (uint8_t)~ALT_ST_FLEETING;
        break;
    case ALT_FX_RESERVE_OR_DISCARD:
        /* The mode follows from the target: a Character to its owner's
         * Reserve (Fleeting: Discard, CR 2.4.6.d), a Permanent discarded. */
        if (alt_state_card(g, owner, id)->type == ALT_TYPE_PERMANENT)
            alt_state_move(g, owner, id, ALT_Z_DISCARD);
        else
            alt_state_move(g, owner, id, exp && (o->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
        break;
    default:
        break;
    }
}

/* A pick effect: asks for the pick, then applies it (twice for "up to
 * two"); returns 0 while a pick waits. */
/* Each player sacrifices a Character: the first player picks, then the
 * other; a player without one is skipped. */
static int run_each_sacrifice(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        apply_target(g, a, res->pick_choice, res->pick_object, 0);
        res->done++;
        res->step = ALT_RES_RUN;
    }
    while (res->done < 2) {
        target_list t = {NULL, 0, 0};
        list_targets(g, &t);
        if (t.n > 0) {
            ask(g, picker(g), ALT_RES_PICK_ASKED);
            return 0;
        }
        res->done++;
    }
    return 1;
}

/* One card at a time until the player says that's all or none is left;
 * the draws come after, one per card discarded. */
static int run_discard_any(alt_game *g)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    if (res->step == ALT_RES_PICK_ASKED) {
        res->step = ALT_RES_RUN;
        if (res->pick_object == ALT_NO_OBJECT) {
            alt_state_draw(g, p, res->done);
            return 1;
        }
        alt_state_move(g, p, res->pick_object, ALT_Z_DISCARD);
        res->done++;
        res->did = 1;
    }
    target_list t = {NULL, 0, 0};
    list_targets(g, &t);
    if (t.n > 1) {                                    /* "that's all" and at least one card */
        ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    alt_state_draw(g, p, res->done);
    return 1;
}

static int run_pick(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    if (res->step == ALT_RES_PICK_ASKED) {
        /* Expeditions and players are picked with no object. */
        int none = res->pick_object == ALT_NO_OBJECT && a->effect != ALT_FX_TARGET_FORWARD &&
                   a->effect != ALT_FX_BLOCK_TARGET && a->effect != ALT_FX_GROUP_STATUS &&
                   a->effect != ALT_FX_GROUP_SWITCH;
        if (none)
            return 1;                         /* "up to": no target chosen */
        apply_target(g, a, res->pick_choice, res->pick_object, res->pick_expedition);
        if (!(a->flags & ALT_ABILITY_TWO) || res->done)
            return 1;
        res->done = 1;                            /* "up to two": a second pick */
        res->first_object = res->pick_object;
        res->first_owner = (uint8_t)res->pick_choice;
    }
    target_list t = {NULL, 0, 0};
    list_targets(g, &t);
    if (t.n == 0 || (t.n == 1 && (a->flags & ALT_ABILITY_UPTO)))
        return 1;                                 /* CR 6.1.g: nothing left to pick */
    ask(g, res->r.player, ALT_RES_PICK_ASKED);
    return 0;
}

/* The k-th card "for each Permanent (other Character) you control" asks
 * about: in play, of that kind, with a {J} Reaction; ALT_NO_OBJECT past
 * the last. */
static uint8_t may_join_candidate(const alt_game *g, const alt_reaction *r, const alt_ability *a, int k)
{
    const alt_player *pl = &g->p[r->player];
    static const alt_zone zones[] = {ALT_Z_LANDMARK, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = pl->zone[zones[z]][i];
            const alt_card_info *c = alt_state_card(g, r->player, id);
            int kind = a->where == 0 ? c->type == ALT_TYPE_PERMANENT : is_character(c) && id != r->source;
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
static int resupply(alt_game *g, int p)
{
    alt_player *pl = &g->p[p];
    if (count_static(g, p, ALT_FX_RESUPPLY_OF_TWO) == 0) {
        top_card_to(g, p, ALT_Z_RESERVE);
        alt_react_drew(g, p);                         /* "draws or does Resupply" */
        return 1;
    }
    alt_state_deck_at_least(g, p, 2);                 /* CR 3.2.2.d: the top two must exist */
    if (pl->zone_n[ALT_Z_DECK] < 2) {                 /* one card or none: no choice */
        top_card_to(g, p, ALT_Z_RESERVE);
        return 1;
    }
    g->res.tally = 2;
    ask(g, p, ALT_RES_PICK_ASKED);
    return 0;
}

/* The replacement's choice: the card to Reserve; the other revealed one is discarded. */
static void resupply_chosen(alt_game *g, int p, uint8_t kept)
{
    alt_player *pl = &g->p[p];
    uint8_t top = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1];
    uint8_t second = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 2];
    alt_state_move(g, p, kept, ALT_Z_RESERVE);
    alt_state_move(g, p, kept == top ? second : top, ALT_Z_DISCARD);
    g->res.tally = 0;
}

/* How many of the revealed cards (the top res.tally of the Deck) are
 * Characters. */
static int revealed_characters(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < g->res.tally; i++)
        n += alt_state_card(g, p, pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1 - i])->type == ALT_TYPE_CHARACTER;
    return n;
}

/* Reveal the top N cards of your Deck; put up to M Characters among them
 * in your Expeditions, one pick at a time (card and Expedition), Fleeting;
 * discard the others. The revealed cards stay on top until then. */
static int run_reveal(alt_game *g, const alt_ability *a)
{
    alt_resolution *res = &g->res;
    int p = res->r.player;
    alt_player *pl = &g->p[p];
    if (res->step != ALT_RES_PICK_ASKED) {
        if (alt_state_rules(g) >= 2)
            alt_state_deck_at_least(g, p, a->amount); /* CR 3.2.2.d: the top N must exist */
        res->tally = (uint8_t)(pl->zone_n[ALT_Z_DECK] < a->amount ? pl->zone_n[ALT_Z_DECK] : a->amount);
    } else {
        res->step = ALT_RES_RUN;
        if (res->pick_object != ALT_NO_OBJECT) {
            uint8_t id = res->pick_object;
            alt_state_move(g, p, id, res->pick_expedition == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
            pl->obj[id].status |= ALT_ST_FLEETING;
            alt_react_trigger(g, p, id, ALT_TRIG_JOIN, 0);   /* it joins; no {H}: it was not played */
            res->tally--;
            res->done++;
            res->did = 1;
        } else {
            res->done = a->arg;                       /* no more */
        }
    }
    if (res->done < a->arg && revealed_characters(g, p) > 0) {
        ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    for (; res->tally > 0; res->tally--)               /* the other cards */
        alt_state_move(g, p, pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1], ALT_Z_DISCARD);
    return 1;
}

/* "Play me for free" from Reserve, as part of an effect: it joins an
 * Expedition played from Reserve (Fleeting, CR 2.4.6.a), with the status
 * the effect gives, and what reacts to a card played from Reserve reacts. */
static void play_free_from_reserve(alt_game *g, int p, uint8_t id, alt_expedition e, uint8_t status)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    alt_state_move(g, p, id, e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
    g->p[p].obj[id].status |= (uint8_t)(ALT_ST_FLEETING | status);
    alt_react_consume_mods(g, p, id, c, 0);
    alt_react_trigger(g, p, id, ALT_TRIG_JOIN, 0);
    alt_react_trigger(g, p, id, ALT_TRIG_RESERVE, 1);
    alt_react_card_played(g, p, id);
    alt_react_reserve_granted(g, p, id);
}

/* "Play it for free" for the revealed top card of the Deck: no {H} or {R}
 * (it comes from neither); a Spell waits in Limbo and resolves once the
 * effect that played it is done (alt_react_run). */
static void play_free_from_deck(alt_game *g, int p, uint8_t id, alt_expedition e)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    alt_player *pl = &g->p[p];
    if (c->type == ALT_TYPE_SPELL) {
        alt_state_move(g, p, id, ALT_Z_LIMBO);
        if (c->keywords & ALT_KW_FLEETING)
            pl->obj[id].status |= ALT_ST_FLEETING;   /* CR 2.4.6.b */
        alt_react_consume_mods(g, p, id, c, 0);
        return;
    }
    int landmark = c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_LANDMARK);
    alt_state_move(g, p, id, landmark ? ALT_Z_LANDMARK : e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION);
    alt_react_consume_mods(g, p, id, c, 0);
    alt_react_trigger(g, p, id, ALT_TRIG_JOIN, 0);
    alt_react_card_played(g, p, id);
}

/* The trigger of the ability a THEN step continues. */
static alt_trigger head_trigger(const alt_game *g, const alt_reaction *r)
{
    int i = r->ability;
    while (i > 0 && ability_of(g, r->card, (uint8_t)i)->trigger == ALT_TRIG_THEN)
        i--;
    return (alt_trigger)ability_of(g, r->card, (uint8_t)i)->trigger;
}

/* Performs the effect; returns 0 when it stopped to ask a player. */
static int perform(alt_game *g)
{
    alt_resolution *res = &g->res;
    alt_reaction *r = &res->r;
    int p = r->player;
    alt_player *pl = &g->p[p];

    if (r->ability == ALT_SCOUT_ABILITY) {
        if (in_play(source_zone(g, r)))
            alt_state_move(g, p, r->source, ALT_Z_RESERVE);
        return 1;
    }
    const alt_ability *a = ability_of(g, r->card, r->ability);
    alt_zone sz = source_zone(g, r);                  /* ALT_Z_NONE for a Hero: no self effect */
    alt_object *src = sz != ALT_Z_NONE ? &pl->obj[r->source] : NULL;

    switch ((alt_effect)a->effect) {
    case ALT_FX_BOOST_SELF:
        if (sz == ALT_Z_EXP_HERO || sz == ALT_Z_EXP_COMPANION) {
            gain_boosts(g, p, r->source, a->amount);
            if (a->flags & ALT_ABILITY_LOSE_FLEETING)
                src->status &= (uint8_t)~ALT_ST_FLEETING;
        }
        return 1;
    case ALT_FX_STATUS_SELF:
        if (in_play(sz) && !(sz == ALT_Z_LANDMARK && a->arg == ALT_ST_FLEETING))
            src->status |= a->arg;                    /* CR 2.4.1.f: gaining it twice changes nothing */
        return 1;
    case ALT_FX_LOSE_FLEETING_SELF:
        if (in_play(sz))
            src->status &= (uint8_t)~ALT_ST_FLEETING;
        return 1;
    case ALT_FX_DRAW:
        alt_state_draw(g, p, a->amount);
        return 1;
    case ALT_FX_EACH_DRAW:
    {
        int first = alt_state_initiative(g);           /* CR 1.4.5: initiative order */
        alt_state_draw(g, first, a->amount);
        alt_state_draw(g, first ^ 1, a->amount);
    }
        return 1;
    case ALT_FX_OPP_DRAW:
        alt_state_draw(g, 1 - p, a->amount);
        return 1;
    case ALT_FX_RESUPPLY:
        if (res->step == ALT_RES_PICK_ASKED) {        /* the replacement's card chosen */
            resupply_chosen(g, p, res->pick_object);
            res->done++;
            res->step = ALT_RES_RUN;
        }
        for (; res->done < a->amount; res->done++)
            if (!resupply(g, p))
                return 0;                             /* which of two cards */
        return 1;
    case ALT_FX_MANA_TOP:
        for (int i = 0; i < a->amount; i++)
            top_card_to(g, p, ALT_Z_MANA);
        return 1;
    case ALT_FX_EACH_MANA_TOP:
    {
        int first = alt_state_initiative(g);           /* CR 1.4.5: initiative order */
        top_card_to(g, first, ALT_Z_MANA);
        top_card_to(g, first ^ 1, ALT_Z_MANA);
    }
        return 1;
    case ALT_FX_TOKEN:
        switch (a->where) {
        case ALT_WHERE_MINE: {
            int e = source_expedition(g, r);
            if (e >= 0)
                create_tokens_in(g, p, a->card, a->amount, (alt_expedition)e);
            return 1;
        }
        case ALT_WHERE_OTHER: {
            int e = source_expedition(g, r);
            if (e >= 0)
                create_tokens_in(g, p, a->card, a->amount, (alt_expedition)(1 - e));
            return 1;
        }
        case ALT_WHERE_EACH:
            create_tokens_in(g, p, a->card, a->amount, ALT_EXP_HERO);
            create_tokens_in(g, p, a->card, a->amount, ALT_EXP_COMPANION);
            return 1;
        case ALT_WHERE_HERO:
        case ALT_WHERE_COMPANION:
            create_tokens_in(g, p, a->card, a->amount,
                             a->where == ALT_WHERE_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION);
            return 1;
        default:                                      /* ALT_WHERE_CHOICE: one Expedition per token */
            if (res->step == ALT_RES_PICK_ASKED) {
                create_tokens_in(g, p, a->card, 1, (alt_expedition)res->pick_expedition);
                res->done++;
            }
            if (res->done >= a->amount)
                return 1;
            ask(g, p, ALT_RES_PICK_ASKED);
            return 0;
        }
    case ALT_FX_NEXT:
        if (pl->mods_n >= ALT_MODS_MAX)
            g->overflow = 1;                          /* the engine's capacity: decision.c ends the game */
        else {
            alt_modifier *m = &pl->mods[pl->mods_n++];
            m->filter = a->where;
            m->kind = a->arg;
            m->amount = (uint8_t)a->amount;
            /* {D} and {T} are quick actions in your turn: "this turn" (MU_24, YZ_30). */
            alt_trigger head = head_trigger(g, r);
            m->until_afternoon_ends = head != ALT_TRIG_SUPPORT && head != ALT_TRIG_EXHAUST;
        }
        return 1;
    case ALT_FX_BOOST_SELF_PER:
        if (sz == ALT_Z_EXP_HERO || sz == ALT_Z_EXP_COMPANION)
            gain_boosts(g, p, r->source, a->arg ? g->p[0].zone_n[ALT_Z_RESERVE] + g->p[1].zone_n[ALT_Z_RESERVE]
                                                : pl->zone_n[ALT_Z_RESERVE]);
        return 1;
    case ALT_FX_GROUP_BOOST:
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                const alt_card_info *c = alt_state_card(g, p, pl->zone[z][i]);
                if (is_character(c) && (a->where == ALT_GROUP_ALL ||
                                        has_subtype(c, a->where == ALT_GROUP_ROBOT ? "ROBOT" : "PLANT")))
                    gain_boosts(g, p, pl->zone[z][i], a->amount);
            }
        }
        return 1;
    case ALT_FX_FACING_BACKWARD: {
        int e = source_expedition(g, r);
        alt_player *opp = &g->p[1 - p];
        if (e >= 0 && !g->arena && opp->distance[e] > 0)
            opp->distance[e]--;                       /* CR 7.3.16.b, 7.3.16.c */
        return 1;
    }
    case ALT_FX_EACH_REFRESH:
        for (int k = 0; k < 2; k++) {                 /* the discards happen together ... */
            alt_player *q = &g->p[k];
            while (q->zone_n[ALT_Z_HAND])
                alt_state_move(g, k, q->zone[ALT_Z_HAND][0], ALT_Z_DISCARD);
            while (a->arg && q->zone_n[ALT_Z_RESERVE])
                alt_state_move(g, k, q->zone[ALT_Z_RESERVE][0], ALT_Z_DISCARD);
        }
    {
        int first = alt_state_initiative(g);           /* ... then the draws, in initiative order */
        alt_state_draw(g, first, a->amount);
        alt_state_draw(g, first ^ 1, a->amount);
    }
        return 1;
    case ALT_FX_OPP_COST:
    case ALT_FX_MANA_ORBS:
    case ALT_FX_UNPLAYABLE:
    case ALT_FX_BOOSTED_TOKENS_DEFENDER:
    case ALT_FX_ROLL_EXTRA_DIE:
    case ALT_FX_RESUPPLY_OF_TWO:
    case ALT_FX_MORNING_DRAW_ONE:
    case ALT_FX_EXPAND_FROM_DECK:
    case ALT_FX_SILENCE_FACING:
    case ALT_FX_ALL_WATER:
        return 1;                                     /* passives: read where they apply */
    case ALT_FX_ROLL:
        if (res->step != ALT_RES_PICK_ASKED) {
            int extra = count_static(g, p, ALT_FX_ROLL_EXTRA_DIE);   /* "roll one more, ignore one" */
            if (extra > 2)
                extra = 2;
            if (extra) {
                for (int i = 0; i <= extra; i++)
                    res->dice[i] = (uint8_t)(alt_rng_below(g->rng, 6) + 1);
                ask(g, p, ALT_RES_PICK_ASKED);       /* which die to keep */
                return 0;
            }
            res->roll = (uint8_t)(alt_rng_below(g->rng, 6) + 1);   /* CR 7.3.19: a six-sided die */
            trigger_in_play(g, p, ALT_TRIG_ROLL);
        } else if (res->dice[0]) {                    /* the die kept; the others are ignored */
            res->step = ALT_RES_RUN;
            res->roll = (uint8_t)res->pick_choice;
            memset(res->dice, 0, sizeof res->dice);
            trigger_in_play(g, p, ALT_TRIG_ROLL);
        } else {                                      /* "you may add 1", once per such card */
            res->step = ALT_RES_RUN;
            res->roll = (uint8_t)(res->roll + (res->pick_choice != 0));
            res->done++;
        }
        if (res->done < count_static(g, p, ALT_FX_DIE_PLUS_ONE)) {
            ask(g, p, ALT_RES_PICK_ASKED);
            return 0;
        }
        return 1;
    case ALT_FX_ROLL_ADD:
        if (res->roll)
            res->roll = (uint8_t)(res->roll + a->amount);
        return 1;
    case ALT_FX_AFTER_YOU:
        if (g->resume == ALT_RESUME_TURN)
            g->resume = ALT_RESUME_END_TURN;          /* CR 7.3.2.b: not a pass */
        return 1;
    case ALT_FX_BLOCK_ALL:
        for (int k = 0; k < 2; k++)
            g->p[k].blocked_today = 3;
        return 1;
    case ALT_FX_BLOCK_OTHER:
    case ALT_FX_DEFENDER_UNLESS:
    case ALT_FX_TOKENS_GIGANTIC:
        return 1;                                     /* passives: read at Dusk */
    case ALT_FX_IT_BOOST:
    case ALT_FX_IT_STATUS:
    case ALT_FX_IT_TO_RESERVE:
    case ALT_FX_GRANT_RESERVE_BOOST:                  /* the granted "{R} I gain N boosts", about "it" */
        if (r->subject < ALT_OBJ_MAX) {
            alt_object *it = &g->p[r->subject_owner].obj[r->subject];
            if (it->card != ALT_CARD_NONE && (it->zone == ALT_Z_EXP_HERO || it->zone == ALT_Z_EXP_COMPANION)) {
                if (a->effect == ALT_FX_IT_BOOST || a->effect == ALT_FX_GRANT_RESERVE_BOOST)
                    gain_boosts(g, r->subject_owner, r->subject, a->amount);
                else if (a->effect == ALT_FX_IT_STATUS)
                    it->status |= a->arg;
                else                                  /* CR 2.4.6.d: Fleeting goes to Discard */
                    alt_state_move(g, r->subject_owner, r->subject,
                                   (it->status & ALT_ST_FLEETING) ? ALT_Z_DISCARD : ALT_Z_RESERVE);
            }
        }
        return 1;
    case ALT_FX_COUNTERS_SELF: {
        uint8_t *c = source_counters(g, p, r->source, r->card);
        if (c)
            *c = (uint8_t)(*c + a->amount > 255 ? 255 : *c + a->amount);
        return 1;
    }
    case ALT_FX_SACRIFICE_SELF:
        if (sz == ALT_Z_EXP_HERO || sz == ALT_Z_EXP_COMPANION || sz == ALT_Z_LANDMARK) {
            sacrifice(g, p, r->source);
            res->did = 1;
        }
        return 1;
    case ALT_FX_SELF_TO_RESERVE:
        if (sz != ALT_Z_NONE && sz != ALT_Z_RESERVE && alt_state_move(g, p, r->source, ALT_Z_RESERVE))
            res->did = 1;
        return 1;
    case ALT_FX_SELF_TO_MANA:
        if (sz != ALT_Z_NONE && sz != ALT_Z_MANA && alt_state_move(g, p, r->source, ALT_Z_MANA)) {
            pl->obj[r->source].status |= ALT_ST_EXHAUSTED;  /* CR 3.2.9.b */
            res->did = 1;
        }
        return 1;
    case ALT_FX_EACH_SACRIFICE:
        return run_each_sacrifice(g, a);
    case ALT_FX_RESERVE_DISCARD_ANY_DRAW:
        return run_discard_any(g);
    case ALT_FX_EACH_MAY_RESUPPLY:
        if (res->step == ALT_RES_PICK_ASKED) {
            res->step = ALT_RES_RUN;
            if (res->tally) {                         /* the replacement's card chosen */
                resupply_chosen(g, picker(g), res->pick_object);
            } else if (res->pick_choice && !resupply(g, picker(g))) {
                return 0;                             /* which of two cards */
            }
            res->done++;
        }
        if (res->done >= 2)
            return 1;
        ask(g, picker(g), ALT_RES_PICK_ASKED);       /* yes or no, each player in turn */
        return 0;
    case ALT_FX_SACRIFICE:
        return run_pick(g, a);
    case ALT_FX_GROUP_SWITCH:
        if (a->where == 0) {                          /* your own Characters: nothing to pick */
            apply_target(g, a, p, ALT_NO_OBJECT, 0);
            return 1;
        }
        return run_pick(g, a);                        /* target player */
    case ALT_FX_TARGET_BOOST:
    case ALT_FX_TARGET_STATUS:
    case ALT_FX_TARGET_TO_RESERVE:
    case ALT_FX_TARGET_DISCARD:
    case ALT_FX_SABOTAGE:
    case ALT_FX_TARGET_FORWARD:
    case ALT_FX_TARGET_SWITCH:
    case ALT_FX_TARGET_TO_HAND:
    case ALT_FX_TARGET_TO_MANA:
    case ALT_FX_TARGET_ACTIVATE_JOIN:
    case ALT_FX_TARGET_LOSE_FLEETING:
    case ALT_FX_RESERVE_OR_DISCARD:
    case ALT_FX_RESERVE_DISCARD:
    case ALT_FX_MANA_DISCARD:
    case ALT_FX_BLOCK_TARGET:
    case ALT_FX_GROUP_STATUS:
    case ALT_FX_HAND_TO_RESERVE_DRAW:
    case ALT_FX_RESERVE_TO_HAND:
    case ALT_FX_RESERVE_DISCARD_DRAW:
    case ALT_FX_TARGET:
    case ALT_FX_DISCARD_FOR_LESS:
    case ALT_FX_TARGET_TO_DECK:
        return run_pick(g, a);
    case ALT_FX_TARGETS_TO_RESERVE: {
        if (res->step == ALT_RES_PICK_ASKED) {
            if (res->pick_object == ALT_NO_OBJECT)
                return 1;                             /* no more targets */
            int cost = alt_state_card(g, res->pick_choice, res->pick_object)->hand_cost;
            res->tally = (uint8_t)(res->tally + (cost > 0 ? cost : 0));
            apply_target(g, a, res->pick_choice, res->pick_object, 0);
            res->done++;
            res->step = ALT_RES_RUN;
        }
        if (res->done >= a->amount)
            return 1;
        target_list t = {NULL, 0, 0};
        list_targets(g, &t);
        if (t.n <= 1)
            return 1;                                 /* only "none" is left */
        ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    case ALT_FX_REVEAL_PLAY_CHARS:
        return run_reveal(g, a);
    case ALT_FX_WIN:
        alt_day_card_win(g, p);
        return 1;
    case ALT_FX_REVEAL_TOP_PLAY:
        if (res->step != ALT_RES_PICK_ASKED) {
            alt_state_deck_at_least(g, p, 1);         /* CR 3.2.2.d, as for a draw */
            if (pl->zone_n[ALT_Z_DECK] == 0)
                return 1;
            res->tally = 1;                           /* the top card, revealed */
            ask(g, p, ALT_RES_PICK_ASKED);
            return 0;
        }
        res->step = ALT_RES_RUN;
        res->tally = 0;
        if (res->pick_object == ALT_NO_OBJECT)
            alt_state_move(g, p, pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1], ALT_Z_HAND);
        else
            play_free_from_deck(g, p, res->pick_object, (alt_expedition)res->pick_expedition);
        res->did = 1;
        return 1;
    case ALT_FX_IT_STATUS_CHOICE: {
        alt_object *it = r->subject < ALT_OBJ_MAX ? &g->p[r->subject_owner].obj[r->subject] : NULL;
        if (!it || it->card == ALT_CARD_NONE || (it->zone != ALT_Z_EXP_HERO && it->zone != ALT_Z_EXP_COMPANION))
            return 1;
        if (res->step == ALT_RES_PICK_ASKED) {
            it->status |= (uint8_t)res->pick_choice;  /* one of the three, as listed */
            return 1;
        }
        ask(g, p, ALT_RES_PICK_ASKED);
        return 0;
    }
    case ALT_FX_PLAY_SELF_ASLEEP:
        if (sz != ALT_Z_RESERVE)
            return 1;                                 /* it left the Reserve meanwhile */
        if (res->step == ALT_RES_PICK_ASKED) {
            play_free_from_reserve(g, p, r->source, (alt_expedition)res->pick_expedition, ALT_ST_ASLEEP);
            res->did = 1;
            return 1;
        }
        ask(g, p, ALT_RES_PICK_ASKED);               /* which Expedition */
        return 0;
    case ALT_FX_EACH_MAY_JOIN:
        if (res->step == ALT_RES_PICK_ASKED) {
            if (res->pick_choice)
                alt_react_trigger(g, p, res->pick_object, ALT_TRIG_JOIN, 0);   /* checked as usual (CR 4.4) */
            res->done++;
            res->step = ALT_RES_RUN;
        }
        if (may_join_candidate(g, r, a, res->done) == ALT_NO_OBJECT)
            return 1;
        ask(g, p, ALT_RES_PICK_ASKED);               /* yes or no, one card at a time */
        return 0;
    case ALT_FX_HAND_TO_RESERVE:
    case ALT_FX_OPP_DISCARD_HAND: {
        int who = picker(g);
        if (res->step == ALT_RES_PICK_ASKED) {
            alt_state_move(g, who, res->pick_object,
                           a->effect == ALT_FX_HAND_TO_RESERVE ? ALT_Z_RESERVE : ALT_Z_DISCARD);
            res->did = 1;
            return 1;
        }
        if (g->p[who].zone_n[ALT_Z_HAND] == 0)
            return 1;                                 /* CR 6.1.g: impossible, nothing happens */
        ask(g, who, ALT_RES_PICK_ASKED);
        return 0;
    }
    default:
        return 1;
    }
}

/* Runs the resolution as far as it goes; 1 when the ability is done. */
static int resolve(alt_game *g)
{
    alt_resolution *res = &g->res;
    if (res->r.ability != ALT_SCOUT_ABILITY) {
        const alt_ability *a = ability_of(g, res->r.card, res->r.ability);
        if (res->step == ALT_RES_DECLINED)
            return 1;
        if (res->step == ALT_RES_START) {
            if (!condition_holds(g, &res->r, a))
                return 1;
            if (a->flags & ALT_ABILITY_MAY) {
                ask(g, res->r.player, ALT_RES_MAY_ASKED);
                return 0;
            }
            res->step = ALT_RES_RUN;
        }
    }
    return perform(g);
}

static void start(alt_game *g, const alt_reaction *r, int spell)
{
    memset(&g->res, 0, sizeof g->res);
    g->res.r = *r;
    g->res.active = 1;
    g->res.spell = (uint8_t)spell;
}

void alt_react_start(alt_game *g, int p, uint8_t source, uint16_t card, uint8_t ability)
{
    alt_reaction r = {(uint8_t)p, source, ability, 0, card, ALT_NO_OBJECT, 0};
    start(g, &r, 0);
}

/* The THEN step right after this ability, or -1. */
static int next_then(const alt_game *g, const alt_reaction *r)
{
    if (r->ability == ALT_SCOUT_ABILITY)
        return -1;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, r->card, &n);
    return r->ability + 1 < n && list[r->ability + 1].trigger == ALT_TRIG_THEN ? r->ability + 1 : -1;
}

/* The next of the Spell's own effects after index `after`, or -1. */
static int next_spell_ability(const alt_game *g, uint16_t card, int after)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = after + 1; i < n; i++)
        if (list[i].trigger == ALT_TRIG_SPELL)
            return i;
    return -1;
}

/* CR 5.2.4.b: when done, to Reserve (exhausted with Cooldown), or to the
 * Discard pile when Fleeting (CR 2.4.6.e). */
static void finish_spell(alt_game *g, int p, uint8_t id)
{
    alt_player *pl = &g->p[p];
    const alt_card_info *c = alt_state_card(g, p, id);
    if (pl->obj[id].status & ALT_ST_FLEETING) {
        alt_state_move(g, p, id, ALT_Z_DISCARD);
    } else {
        alt_state_move(g, p, id, ALT_Z_RESERVE);
        if (c->keywords & ALT_KW_COOLDOWN)
            pl->obj[id].status |= ALT_ST_EXHAUSTED;   /* CR 7.4.1.b */
    }
    alt_react_spell_played(g, p);                     /* CR 5.1.2.j: as it leaves Limbo */
}

void alt_react_start_cost(alt_game *g, int p, uint8_t spell, uint8_t ability)
{
    alt_reaction r = {(uint8_t)p, spell, ability, 0, g->p[p].obj[spell].card, ALT_NO_OBJECT, 0};
    start(g, &r, 1);                                 /* its Spell effects follow (next_spell_ability) */
}

void alt_react_start_spell(alt_game *g, int p, uint8_t spell)
{
    uint16_t card = g->p[p].obj[spell].card;
    int first = next_spell_ability(g, card, -1);
    if (first < 0) {
        finish_spell(g, p, spell);
        return;
    }
    alt_reaction r = {(uint8_t)p, spell, (uint8_t)first, 0, card, ALT_NO_OBJECT, 0};
    start(g, &r, 1);
}

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
    case ALT_RESUME_NONE:
        break;
    }
    assert(!"Limbo emptied with nowhere to go");
}

static int limbo_count(const alt_game *g, int p)
{
    int n = 0;
    for (int i = 0; i < g->limbo_n; i++)
        n += g->limbo[i].player == p;
    return n;
}

static alt_reaction take(alt_game *g, int index)
{
    alt_reaction r = g->limbo[index];
    memmove(&g->limbo[index], &g->limbo[index + 1], (size_t)(g->limbo_n - index - 1) * sizeof r);
    g->limbo_n--;
    return r;
}

void alt_react_run(alt_game *g)
{
    for (;;) {
        if (g->res.active) {
            if (!resolve(g))
                return;                               /* a choice waits */
            if (g->phase == ALT_PHASE_OVER) {         /* "you win the game": nothing more resolves */
                memset(&g->res, 0, sizeof g->res);
                memset(g->limbo, 0, sizeof g->limbo);
                g->limbo_n = 0;
                g->resume = ALT_RESUME_NONE;
                return;
            }
            alt_resolution done = g->res;
            memset(&g->res, 0, sizeof g->res);
            int then = next_then(g, &done.r);
            if (then >= 0) {                          /* the same effect goes on */
                /* "it": what this step picked; a step that picked nothing keeps the one before. */
                if (done.did && done.step == ALT_RES_PICK_ASKED && done.pick_object < ALT_OBJ_MAX &&
                    is_pick_effect((alt_effect)ability_of(g, done.r.card, done.r.ability)->effect)) {
                    done.r.subject = done.pick_object;
                    done.r.subject_owner = (uint8_t)done.pick_choice;
                }
                done.r.ability = (uint8_t)then;
                start(g, &done.r, done.spell);
                g->res.roll = done.roll;
                g->res.did = done.did;
                continue;
            }
            if (done.spell) {
                int next = next_spell_ability(g, done.r.card, done.r.ability);
                if (next >= 0) {
                    done.r.ability = (uint8_t)next;
                    start(g, &done.r, 1);
                } else {
                    finish_spell(g, done.r.player, done.r.source);
                }
                continue;
            }
        }
        int waiting = -1;                             /* a Spell played by an effect, not yet resolved */
        for (int q = 0; q < 2 && waiting < 0; q++)
            if (g->p[q].zone_n[ALT_Z_LIMBO] > 0)
                waiting = q;
        if (waiting >= 0) {
            alt_react_start_spell(g, waiting, g->p[waiting].zone[ALT_Z_LIMBO][0]);
            continue;
        }
        if (g->limbo_n == 0) {
            resume(g);
            return;
        }
        /* CR 4.4.b, 4.4.c: the first player in initiative order who has a
         * Reaction plays one; with several, they choose which. */
        int first = alt_state_initiative(g);
        int p = limbo_count(g, first) ? first : first ^ 1;
        if (limbo_count(g, p) > 1) {
            g->dec_kind = ALT_DEC_REACTION;
            g->dec_player = (uint8_t)p;
            return;
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
    return alt_decision_action(ALT_ACT_CHOOSE, player, object, expedition, choice);
}

size_t alt_react_options(const alt_game *g, alt_action *out, size_t cap)
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
    if (g->res.step == ALT_RES_MAY_ASKED) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* no */
        const alt_ability *may = ability_of(g, g->res.r.card, g->res.r.ability);
        /* "pay 1 and put a card from your hand": yes only when both can be done */
        int hand_ok = may->effect != ALT_FX_HAND_TO_RESERVE || g->p[p].zone_n[ALT_Z_HAND] > 0;
        int exhaust_ok = !(may->flags & ALT_ABILITY_EXHAUST_ME) ||
                         source_ready(g, p, g->res.r.source, g->res.r.card);
        int spend_ok = may->spend == 0 || counters_of(g, p, g->res.r.source, g->res.r.card) >= may->spend;
        if (may->mana <= alt_state_ready_mana(&g->p[p]) && hand_ok && exhaust_ok && spend_ok)
            ADD(option(p, ALT_NO_OBJECT, 0, 1));      /* yes, paying what it asks (CR 6.4) */
        return n;
    }
    const alt_ability *a = ability_of(g, g->res.r.card, g->res.r.ability);
    if (is_pick_effect((alt_effect)a->effect)) {
        target_list t = {out, cap, 0};
        list_targets(g, &t);
        return t.n;
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
    if ((a->effect == ALT_FX_RESUPPLY || a->effect == ALT_FX_EACH_MAY_RESUPPLY) && g->res.tally == 2) {
        const alt_player *pl = &g->p[p];              /* the two revealed cards: which goes to Reserve */
        ADD(option(p, pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1], 0, p));
        ADD(option(p, pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 2], 0, p));
        return n;
    }
    if (a->effect == ALT_FX_REVEAL_TOP_PLAY) {
        const alt_player *pl = &g->p[p];
        uint8_t top = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1];
        const alt_card_info *c = alt_state_card(g, p, top);
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* into the Hand */
        int playable = c->supported && c->type != ALT_TYPE_TOKEN_MANA &&
                       !alt_react_play_refused(g, p, pl->obj[top].card);   /* "for free" is still played */
        int exps = c->type == ALT_TYPE_CHARACTER ||
                   (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK)) ? 2 : 1;
        for (int e = 0; e < exps && playable; e++)
            ADD(option(p, top, e, 1));                /* played for free (there) */
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
            uint8_t id = pl->zone[ALT_Z_DECK][pl->zone_n[ALT_Z_DECK] - 1 - i];
            if (alt_state_card(g, p, id)->type != ALT_TYPE_CHARACTER)
                continue;
            ADD(option(p, id, ALT_EXP_HERO, p));
            ADD(option(p, id, ALT_EXP_COMPANION, p));
        }
        return n;
    }
    if (a->effect == ALT_FX_EACH_MAY_JOIN) {
        uint8_t card = may_join_candidate(g, &g->res.r, a, g->res.done);
        ADD(option(p, card, 0, 0));                   /* no */
        ADD(option(p, card, 0, 1));                   /* yes: its {J} activate */
        return n;
    }
    if (a->effect == ALT_FX_EACH_MAY_RESUPPLY || a->effect == ALT_FX_ROLL) {
        ADD(option(p, ALT_NO_OBJECT, 0, 0));          /* no */
        ADD(option(p, ALT_NO_OBJECT, 0, 1));          /* yes */
        return n;
    }
    if (a->effect == ALT_FX_TOKEN || a->effect == ALT_FX_PLAY_SELF_ASLEEP) {
        ADD(option(p, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
        ADD(option(p, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
        return n;
    }
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[ALT_Z_HAND]; i++)
        ADD(option(p, pl->zone[ALT_Z_HAND][i], 0, p));   /* choice: the object's owner */
    return n;
#undef ADD
}

void alt_react_answer(alt_game *g, const alt_action *a)
{
    if (g->dec_kind == ALT_DEC_REACTION) {
        alt_reaction r = take(g, a->choice);
        start(g, &r, 0);
    } else if (g->res.step == ALT_RES_MAY_ASKED) {
        g->res.step = a->choice ? ALT_RES_RUN : ALT_RES_DECLINED;   /* declined: nothing happens */
        const alt_ability *may = ability_of(g, g->res.r.card, g->res.r.ability);
        if (a->choice)
            alt_state_pay(g, g->res.r.player, may->mana);
        uint8_t *counters = source_counters(g, g->res.r.player, g->res.r.source, g->res.r.card);
        if (a->choice && may->spend && counters)
            *counters = (uint8_t)(*counters - may->spend);   /* listed only when there are enough */
        if (a->choice && (may->flags & ALT_ABILITY_EXHAUST_ME)) {   /* CR 2.4.5.a */
            alt_player *pl = &g->p[g->res.r.player];
            if (g->res.r.source == ALT_HERO_OBJECT)
                pl->hero_status |= ALT_ST_EXHAUSTED;
            else
                pl->obj[g->res.r.source].status |= ALT_ST_EXHAUSTED;
        }
    } else {
        g->res.pick_object = a->object;
        g->res.pick_expedition = a->expedition;
        g->res.pick_choice = a->choice;
    }
    alt_react_run(g);
}

void alt_react_afternoon_passives(alt_game *g)
{
    for (int p = 0; p < 2; p++) {
        int n;
        const alt_ability *list = hero_abilities(g, p, &n);
        alt_player *pl = &g->p[p];
        for (int i = 0; i < n; i++) {
            const alt_ability *a = &list[i];
            if (a->trigger != ALT_TRIG_AFTERNOON || a->effect != ALT_FX_NEXT || pl->mods_n >= ALT_MODS_MAX)
                continue;
            alt_modifier *m = &pl->mods[pl->mods_n++];
            m->filter = a->where;
            m->kind = a->arg;
            m->amount = (uint8_t)a->amount;
            m->until_afternoon_ends = 1;
        }
    }
}

void alt_react_spell_played(alt_game *g, int p)
{
    trigger_in_play(g, p, ALT_TRIG_PLAY_SPELL);
}

void alt_react_reserve_granted(alt_game *g, int p, uint8_t id)
{
    if (alt_react_silenced(g, p, id))
        return;                                       /* a granted {R} is the Character's own */
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t src = pl->zone[zones[z]][i];
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, pl->obj[src].card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_GRANT_RESERVE_BOOST)
                    push_about(g, p, src, k, id);
        }
}

const char *alt_react_play_refused(const alt_game *g, int p, uint16_t card)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++) {
        if (list[i].trigger != ALT_TRIG_REQUIRE)
            continue;
        if (list[i].effect == ALT_FX_UNPLAYABLE)
            return "1.4.1.a: this card says it can't be played (it can only be a Mana Orb)";
        if (list[i].effect == ALT_FX_MANA_ORBS && g->p[p].zone_n[ALT_Z_MANA] < list[i].amount)
            return "1.4.1: this card cannot be played with fewer Mana Orbs than it asks";
    }
    return NULL;
}

int alt_react_hero_static(const alt_game *g, int p, alt_effect effect)
{
    return hero_static(g, p, effect) != NULL;
}

void alt_react_drew(alt_game *g, int p)
{
    trigger_in_play(g, 1 - p, ALT_TRIG_OPP_DRAWS);
}

int alt_react_silenced(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if (!is_character(alt_state_card(g, p, id)) || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION))
        return 0;
    int gigantic = alt_react_is_gigantic(g, p, id);
    const alt_player *opp = &g->p[1 - p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t other = opp->zone[z][i];
            int facing = gigantic || z == o->zone || alt_react_is_gigantic(g, 1 - p, other);
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, opp->obj[other].card, &n);
            for (int j = 0; j < n && facing; j++)
                if (list[j].trigger == ALT_TRIG_STATIC && list[j].effect == ALT_FX_SILENCE_FACING)
                    return 1;
        }
    }
    return 0;
}

int alt_react_all_water(const alt_game *g)
{
    return count_static(g, 0, ALT_FX_ALL_WATER) + count_static(g, 1, ALT_FX_ALL_WATER) > 0;
}

int alt_react_is_gigantic(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    if (c->keywords & ALT_KW_GIGANTIC)
        return 1;
    return c->type == ALT_TYPE_TOKEN && count_static(g, p, ALT_FX_TOKENS_GIGANTIC) > 0;
}

int alt_react_is_defender(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    if (c->keywords & ALT_KW_DEFENDER)
        return 1;
    int n;
    const alt_ability *tokens = hero_static(g, p, ALT_FX_BOOSTED_TOKENS_DEFENDER);
    if (tokens && c->type == ALT_TYPE_TOKEN && g->p[p].obj[id].boosts > 0 &&
        g->p[p].zone_n[ALT_Z_MANA] < tokens->amount)
        return 1;                                     /* "fewer than N Mana Orbs": Boosted tokens */
    const alt_ability *list = alt_cards_abilities(g->db, g->p[p].obj[id].card, &n);
    for (int k = 0; k < n; k++) {
        if (list[k].trigger != ALT_TRIG_STATIC || list[k].effect != ALT_FX_DEFENDER_UNLESS)
            continue;
        /* "unless you control N other Plants (Bureaucrats)": objects in play. */
        int others = 0;
        const alt_player *pl = &g->p[p];
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
                uint8_t o = pl->zone[zones[z]][i];
                others += o != id && alt_react_filter_matches(list[k].where, alt_state_card(g, p, o));
            }
        if (others < list[k].amount)
            return 1;
    }
    return 0;
}

int alt_react_blocked(const alt_game *g, int p, alt_expedition e)
{
    if (g->p[p].blocked_today & (1u << e))
        return 1;
    /* "Your other Expedition and the Expedition facing it can't move
     * forward": a card in its player's Expedition k blocks both k-bar. */
    for (int q = 0; q < 2; q++) {
        const alt_player *pl = &g->p[q];
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                int n;
                const alt_ability *list = alt_cards_abilities(g->db, pl->obj[pl->zone[z][i]].card, &n);
                for (int j = 0; j < n; j++)
                    if (list[j].trigger == ALT_TRIG_STATIC && list[j].effect == ALT_FX_BLOCK_OTHER &&
                        (int)e == 1 - k)
                        return 1;
            }
        }
    }
    return 0;
}

int alt_react_filter_matches(uint8_t filter, const alt_card_info *c)
{
    switch (filter) {
    case ALT_FILTER_CHARACTER: return c->type == ALT_TYPE_CHARACTER;
    case ALT_FILTER_SPELL: return c->type == ALT_TYPE_SPELL;
    case ALT_FILTER_PERMANENT: return c->type == ALT_TYPE_PERMANENT;
    case ALT_FILTER_PLANT: return has_subtype(c, "PLANT");
    case ALT_FILTER_BUREAUCRAT: return has_subtype(c, "BUREAUCRAT");
    case ALT_FILTER_SMALL_CHARACTER: return c->type == ALT_TYPE_CHARACTER && c->hand_cost <= 3;
    default: return 1;
    }
}

/* "Cards your opponents play cost N more": passives of the other player's
 * Characters and Permanents in play. */
static int cost_increase(const alt_game *g, int p, const alt_card_info *c)
{
    const alt_player *opp = &g->p[1 - p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    int more = 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < opp->zone_n[zones[z]]; i++) {
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, opp->obj[opp->zone[zones[z]][i]].card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_OPP_COST &&
                    alt_react_filter_matches(list[k].where, c))
                    more += list[k].amount;
        }
    return more;
}

int alt_react_cost(const alt_game *g, int p, const alt_card_info *c, int base)
{
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->mods_n; i++)
        if ((pl->mods[i].kind == ALT_MOD_FREE || pl->mods[i].kind == ALT_MOD_FREE_HAND_UNFLEETING) &&
            alt_react_filter_matches(pl->mods[i].filter, c))
            return 0;                          /* CR 5.1.2.e remark: free skips every cost */
    int cost = base + cost_increase(g, p, c);   /* CR 5.1.2.e: increases first */
    for (int i = 0; i < pl->mods_n; i++)
        if (pl->mods[i].kind == ALT_MOD_COST && alt_react_filter_matches(pl->mods[i].filter, c))
            cost -= pl->mods[i].amount;
    return cost < 0 ? 0 : cost;
}

int alt_react_consume_mods(alt_game *g, int p, uint8_t id, const alt_card_info *c, int from_hand)
{
    alt_player *pl = &g->p[p];
    int kept = 0, r_triggers = 0;
    for (int i = 0; i < pl->mods_n; i++) {
        alt_modifier m = pl->mods[i];
        if (!alt_react_filter_matches(m.filter, c) || (m.kind == ALT_MOD_HAND_R_TRIGGERS && !from_hand)) {
            pl->mods[kept++] = m;                     /* waits for a card it is for */
            continue;
        }
        r_triggers |= m.kind == ALT_MOD_HAND_R_TRIGGERS;
        alt_object *o = &pl->obj[id];
        if (m.kind == ALT_MOD_BOOST && c->type == ALT_TYPE_CHARACTER)
            gain_boosts(g, p, id, m.amount);
        else if (m.kind == ALT_MOD_ANCHORED && c->type == ALT_TYPE_CHARACTER)
            o->status |= ALT_ST_ANCHORED;
        else if (m.kind == ALT_MOD_LOSE_FLEETING || (m.kind == ALT_MOD_FREE_HAND_UNFLEETING && from_hand))
            o->status &= (uint8_t)~ALT_ST_FLEETING;
    }
    memset(&pl->mods[kept], 0, (size_t)(pl->mods_n - kept) * sizeof pl->mods[0]);
    pl->mods_n = (uint8_t)kept;
    return r_triggers;
}
