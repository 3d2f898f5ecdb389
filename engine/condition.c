/*
 * condition.c: conditions, counts and targets (condition.h). Every "if
 * ...", "for each ..." and "target ..." of the card pool reads the state
 * through here, so that a rule about presence or counting is fixed once.
 */
#include "condition.h"
#include "standing.h"
#include "count.h"

#include <assert.h>
#include <string.h>

/* Whether "it" passes the trigger's filter (ALT_ABILITY_NONTOKEN, _ROBOT,
 * _BUREAUCRAT). */
int alt_cond_it_matches(const alt_ability *a, const alt_card_info *it)
{
    if ((a->flags & ALT_ABILITY_NONTOKEN) && it->type == ALT_TYPE_TOKEN)
        return 0;
    if ((a->flags & ALT_ABILITY_ROBOT) && !alt_state_has_subtype(it, "ROBOT"))
        return 0;
    if ((a->flags & ALT_ABILITY_BUREAUCRAT) && !alt_state_has_subtype(it, "BUREAUCRAT"))
        return 0;
    if ((a->flags & ALT_ABILITY_ZERO_STAT) && it->forest != 0 && it->mountain != 0 && it->water != 0)
        return 0;                                     /* "with a base statistic of 0" */
    if ((a->flags & ALT_ABILITY_NONILLUSION) && alt_state_has_subtype(it, "ILLUSION"))
        return 0;                                     /* "a non-Illusion Character" */
    return 1;
}

/* Reactions to an event that moves the card itself ("when I leave ...,
 * if I'm Boosted", "when I'm sacrificed, if I was not Fleeting"): their
 * conditions on the card read it as the event found it, since its boosts
 * and statuses go with the move (last known information, CR 6.3.k). A
 * step's condition reads the card as it is when the step resolves: Moonlight
 * Jellyfish as first printed, "if I'm not Fleeting", read in the Discard
 * pile (docs/rules-choices.md, "Card versions"). */
int alt_cond_reads_at_event(const alt_ability *a)
{
    if (a->flags & ALT_ABILITY_STEP_COND)
        return 0;
    int at_event = a->trigger == ALT_TRIG_LEAVE || a->trigger == ALT_TRIG_LEAVE_TO_RESERVE ||
                   a->trigger == ALT_TRIG_SACRIFICED;
    int on_card = a->cond == ALT_COND_SELF_BOOSTS_GE || a->cond == ALT_COND_SELF_BOOSTS_LE ||
                  a->cond == ALT_COND_SELF_FLEETING_GE || a->cond == ALT_COND_SELF_FLEETING_LE;
    return at_event && on_card;
}

/* CR 6.3.b: a trigger written in words ("When ...", "At Noon") may carry a
 * condition after its comma ("At Noon, if I have 2 or more boosts — ...");
 * the symbol triggers ({J}, {H}, {R}), quick actions, Spells and THEN steps
 * write theirs in the effect ("{J} If you control ..., I gain ..."), a
 * step's condition (CR 6.5.c). Conditions on this effect's own die or
 * previous step are a step's wherever they are written. */
int alt_cond_in_trigger(const alt_ability *a)
{
    if (a->flags & ALT_ABILITY_STEP_COND)
        return 0;                      /* written after the dash: the step's (CR 6.5.c) */
    switch ((alt_trigger)a->trigger) {
    case ALT_TRIG_NONE: case ALT_TRIG_HAND: case ALT_TRIG_RESERVE: case ALT_TRIG_JOIN:
    case ALT_TRIG_SPELL: case ALT_TRIG_SUPPORT: case ALT_TRIG_AFTERNOON: case ALT_TRIG_STATIC:
    case ALT_TRIG_REQUIRE: case ALT_TRIG_THEN: case ALT_TRIG_EXHAUST: case ALT_TRIG_START:
    case ALT_TRIG_MODE: case ALT_TRIG__COUNT:
        return 0;
    default:
        break;
    }
    switch ((alt_condition)a->cond) {
    case ALT_COND_NONE: case ALT_COND_ROLL_GE: case ALT_COND_ROLL_LE: case ALT_COND_DID: case ALT_COND_DID_LE:
        return 0;
    default:
        return 1;
    }
}

int alt_cond_card_holds(const alt_ability *a, const alt_object *o)
{
    switch ((alt_condition)a->cond) {
    case ALT_COND_SELF_BOOSTS_GE: return o->boosts >= a->cond_arg;
    case ALT_COND_SELF_BOOSTS_LE: return o->boosts <= a->cond_arg;
    case ALT_COND_SELF_FLEETING_GE: return ((o->status & ALT_ST_FLEETING) != 0) >= a->cond_arg;
    case ALT_COND_SELF_FLEETING_LE: return ((o->status & ALT_ST_FLEETING) != 0) <= a->cond_arg;
    default: return 1;
    }
}

/* Counts over the Characters a player controls (each object once, Gigantic
 * included). */
typedef enum char_count { COUNT_PLANTS, COUNT_BOOSTED, COUNT_ZERO_STATS, COUNT_TOKENS } char_count;

int alt_cond_count_chars(const alt_game *g, int p, int what, uint8_t except)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_card_info *c = alt_state_card(g, p, id);
            if (id == except || !alt_state_is_character(c))
                continue;
            switch (what) {
            case -1: n++; break;                      /* every Character */
            case -2: n += alt_state_has_subtype(c, "BUREAUCRAT"); break;
            case COUNT_PLANTS: n += alt_state_has_subtype(c, "PLANT"); break;
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
        uint8_t id = alt_state_zone(pl, z)[i];
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
            if (alt_state_is_character(alt_state_card(g, p, alt_state_zone(pl, z)[i])))
                ids[n++] = alt_state_zone(pl, z)[i];
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

int alt_cond_holds(const alt_game *g, const alt_reaction *r, const alt_ability *a)
{
    if (a->cond >= ALT_COND_FIRST_COUNT) {
        int v = alt_count_value(g, r, (alt_condition)a->cond);
        return (a->flags & ALT_ABILITY_COND_LE) ? v <= a->cond_arg : v >= a->cond_arg;
    }
    if (a->flags & ALT_ABILITY_COND_LE) {            /* "at most N": not N + 1 or more */
        alt_ability more = *a;
        more.flags &= (uint16_t)~ALT_ABILITY_COND_LE;
        more.cond_arg = (int8_t)(a->cond_arg + 1);
        return !alt_cond_holds(g, r, &more);
    }
    switch ((alt_condition)a->cond) {
    case ALT_COND_LANDMARKS_GE:
        return count_zone_type(g, r->player, ALT_Z_LANDMARK, ALT_TYPE_PERMANENT, 1, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_PLANTS_GE:
        return alt_cond_count_chars(g, r->player, COUNT_PLANTS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_BOOSTED_GE:
        return alt_cond_count_chars(g, r->player, COUNT_BOOSTED, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_OTHER_BOOSTED_GE:
        return alt_cond_count_chars(g, r->player, COUNT_BOOSTED, r->source) >= a->cond_arg;
    case ALT_COND_ZERO_STATS_GE:
        return alt_cond_count_chars(g, r->player, COUNT_ZERO_STATS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_TOKENS_GE:
        return alt_cond_count_chars(g, r->player, COUNT_TOKENS, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_ROLL_GE:
        return g->res.roll >= a->cond_arg;
    case ALT_COND_ROLL_LE:
        return g->res.roll != 0 && g->res.roll <= a->cond_arg;
    case ALT_COND_DID:
        return g->res.did >= a->cond_arg;
    case ALT_COND_DID_LE:
        return g->res.did <= a->cond_arg;
    case ALT_COND_BUREAUCRATS_GE:
        return alt_cond_count_chars(g, r->player, -2 /* bureaucrats */, ALT_NO_OBJECT) >= a->cond_arg;
    case ALT_COND_SELF_COUNTERS_GE:
    case ALT_COND_SELF_COUNTERS_LE: {
        int n = alt_state_counters(g, r->player, r->source, r->card);
        return n >= 0 && (a->cond == ALT_COND_SELF_COUNTERS_GE ? n >= a->cond_arg : n <= a->cond_arg);
    }
    case ALT_COND_SELF_BOOSTS_GE:
    case ALT_COND_SELF_BOOSTS_LE:
    case ALT_COND_SELF_FLEETING_GE:
    case ALT_COND_SELF_FLEETING_LE: {
        if (alt_cond_reads_at_event(a))
            return 1;                                 /* read as the event happened */
        if (r->source >= ALT_OBJ_MAX)
            return 0;
        const alt_object *o = &g->p[r->player].obj[r->source];
        return o->card == r->card && alt_cond_card_holds(a, o);
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
    default: {
        int v = alt_standing_cond(g, r, a);           /* Trial by Frost's conditions (standing.c) */
        return v < 0 ? 1 : v;
    }
    }
}

/* The keyword statics (ALT_FX_KEYWORD) of object id whose condition holds
 * now: whether one gives kw, and for Tough the X they add up to. */
int alt_cond_keyword_of(const alt_game *g, int p, uint8_t id, uint32_t kw)
{
    uint16_t card = g->p[p].obj[id].card;
    if (!alt_cards_has_static(g->db, card, ALT_FX_KEYWORD))
        return 0;                                    /* the usual answer, from one bit */
    int n, x = 0;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int k = 0; k < n; k++) {
        const alt_ability *a = &list[k];
        if (a->trigger != ALT_TRIG_STATIC || a->effect != ALT_FX_KEYWORD || (1u << a->arg) != kw)
            continue;
        alt_reaction r = {(uint8_t)p, id, (uint8_t)k, 0, card, ALT_NO_OBJECT, 0};
        if (alt_cond_holds(g, &r, a))
            x += kw == ALT_KW_TOUGH ? a->amount : 1;
    }
    return kw == ALT_KW_TOUGH ? x : x > 0;
}

int alt_cond_cost_less_of(const alt_game *g, int p, uint16_t card)
{
    if (!alt_cards_has_static(g->db, card, ALT_FX_COST_LESS))
        return 0;
    int n, less = 0;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int k = 0; k < n; k++) {
        if (list[k].trigger != ALT_TRIG_STATIC || list[k].effect != ALT_FX_COST_LESS)
            continue;
        /* Read as it is played: of its controller's board, not of the card. */
        alt_reaction r = {(uint8_t)p, ALT_NO_OBJECT, (uint8_t)k, 0, card, ALT_NO_OBJECT, 0};
        if (alt_cond_holds(g, &r, &list[k]))
            less += list[k].amount;
    }
    return less;
}

alt_zone alt_cond_source_zone(const alt_game *g, const alt_reaction *r)
{
    if (r->source >= ALT_OBJ_MAX)
        return ALT_Z_NONE;                            /* the Hero: in no zone an effect looks at */
    const alt_object *o = &g->p[r->player].obj[r->source];
    return o->card == r->card ? (alt_zone)o->zone : ALT_Z_NONE;
}

/* Where a "my Expedition" token goes: the source's Expedition, if it has one. */
int alt_cond_source_expedition(const alt_game *g, const alt_reaction *r)
{
    alt_zone z = alt_cond_source_zone(g, r);
    return z == ALT_Z_EXP_HERO ? ALT_EXP_HERO : z == ALT_Z_EXP_COMPANION ? ALT_EXP_COMPANION : -1;
}

int alt_cond_present_in(const alt_game *g, int p, uint8_t id, alt_expedition e)
{
    alt_zone z = (alt_zone)g->p[p].obj[id].zone;
    if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
        return 0;
    if (z == (e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION))
        return 1;
    return alt_state_rules(g) >= 2 && alt_passive_is_gigantic(g, p, id);
}

int alt_cond_source_expeditions(const alt_game *g, const alt_reaction *r)
{
    int e = alt_cond_source_expedition(g, r);
    if (e < 0)
        return 0;
    if (alt_state_rules(g) >= 2 && alt_passive_is_gigantic(g, r->player, r->source))
        return 3;                                     /* CR 7.4.4.f: both of its controller's */
    return 1 << e;
}

/* The player a pick is asked of. */
int alt_cond_picker(const alt_game *g)
{
    int who = alt_standing_picker(g);                 /* Trial by Frost's effects (standing.c) */
    if (who >= 0)
        return who;
    const alt_ability *a = alt_state_ability(g, g->res.r.card, g->res.r.ability);
    if (a->effect == ALT_FX_EACH_SACRIFICE || a->effect == ALT_FX_EACH_MAY_RESUPPLY || a->effect == ALT_FX_EACH_RESUPPLY)
        return (alt_state_initiative(g) + g->res.done) & 1;   /* initiative order (CR 6.1.h) */
    return a->effect == ALT_FX_OPP_DISCARD_HAND ? 1 - g->res.r.player : g->res.r.player;
}

/* Effects that ask their controller to pick something: a target, a card of
 * their own, an Expedition or a player. */
int alt_cond_is_pick(alt_effect e)
{
    return (alt_ability_effect_flags(e) & ALT_FXF_PICK) != 0;   /* GROUP_SWITCH "mine" never asks (see perform) */
}

/* CR 7.4.7.c: to target an opponent's object with Tough X, pay X more: its
 * printed Tough, a Tough whose X it computes, and the Tough its controller's
 * cards give their Characters (each Tough is paid). */
int alt_cond_tough_cost(const alt_game *g, int controller, int owner, uint8_t id)
{
    if (owner == controller)
        return 0;
    const alt_card_info *c = alt_state_card(g, owner, id);
    int x = ((c->keywords & ALT_KW_TOUGH) ? c->tough : 0) + alt_cond_keyword(g, owner, id, ALT_KW_TOUGH);
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
            if (alt_state_rules(g) >= 2 && g->arena)
                gap = 0;                            /* CR 4.3.a: every Expedition is in the Arena */
            x += gap > 0 ? gap : 0;
        } else if (list[i].effect == ALT_FX_TOUGH_PLANTS) {
            x += alt_cond_count_chars(g, owner, 0 /* plants */, ALT_NO_OBJECT);
        } else if (list[i].effect == ALT_FX_TOUGH_EXHAUSTED) {
            x += alt_static_exhausted_in_reserves(g);   /* "X, the exhausted cards in Reserve" */
        }
    }
    if (alt_state_is_character(c) && alt_state_may_have_static(g, ALT_FX_GRANT_TOUGH)) {
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int k = 0; k < pl->zone_n[zones[z]]; k++) {
                uint16_t card = pl->obj[alt_state_zone(pl, zones[z])[k]].card;
                if (!alt_cards_has_static(g->db, card, ALT_FX_GRANT_TOUGH))
                    continue;
                const alt_ability *grants = alt_cards_abilities(g->db, card, &n);
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
    int permanent = c->type == ALT_TYPE_PERMANENT && alt_state_in_play(z);
    int ok;
    switch (a->where) {
    case ALT_TARGET_MYCHAR: ok = character && owner == r->player; break;
    case ALT_TARGET_OTHER_CHAR: ok = character && !(owner == r->player && id == r->source); break;
    case ALT_TARGET_CHAR_OR_PERM: ok = character || permanent; break;
    case ALT_TARGET_MYPERM: ok = permanent && owner == r->player; break;
    case ALT_TARGET_PLANT: ok = (character || permanent) && alt_state_has_subtype(c, "PLANT"); break;
    case ALT_TARGET_MY_OTHER_EXP_CHAR: {
        /* "Your other Expedition": none for a Gigantic source (CR 7.4.4.k);
         * a Gigantic target is present there too (CR 7.4.4.b). */
        int src = alt_cond_source_expeditions(g, r);
        int other = src == 1 ? ALT_EXP_COMPANION : ALT_EXP_HERO;
        ok = character && owner == r->player && (src == 1 || src == 2) &&
             alt_cond_present_in(g, owner, id, (alt_expedition)other);
        break;
    }
    case ALT_TARGET_FLEETING_CHAR: ok = character && (g->p[owner].obj[id].status & ALT_ST_FLEETING); break;
    case ALT_TARGET_MY_OTHER_CHAR: ok = character && owner == r->player && id != r->source; break;
    case ALT_TARGET_STATUS_CHAR:
    case ALT_TARGET_STATUS_CHAR_OR_PERM:
        ok = (character && (g->p[owner].obj[id].status & (ALT_ST_FLEETING | ALT_ST_ANCHORED | ALT_ST_ASLEEP))) ||
             (permanent && a->where == ALT_TARGET_STATUS_CHAR_OR_PERM);
        break;
    default: {
        int v = alt_standing_target(g, r, a, owner, id);   /* Trial by Frost's kinds (standing.c) */
        ok = v < 0 ? character : v;
        break;
    }
    }
    int most = a->cost_max == ALT_COST_MY_CHARS ? alt_cond_count_chars(g, r->player, -1 /* all */, ALT_NO_OBJECT)
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
        t->out[t->n] = alt_state_action(ALT_ACT_CHOOSE, player, object, expedition, choice);
    t->n++;
}

/* A card of the controller's own zone (Hand or Reserve) an effect may pick:
 * never the source itself ("another card"). */
static void offer_own(const alt_game *g, target_list *t, alt_zone z, uint8_t filter)
{
    const alt_reaction *r = &g->res.r;
    const alt_player *pl = &g->p[r->player];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        if (id != r->source && alt_passive_filter_matches(filter, alt_state_card(g, r->player, id)))
            offer(t, r->player, id, 0, r->player);
    }
}

/* Every legal pick of the resolving ability, "none" first when allowed.
 * Objects are offered as (object, owner in choice). */
static void list_targets(const alt_game *g, target_list *t)
{
    const alt_reaction *r = &g->res.r;
    const alt_ability *a = alt_state_ability(g, r->card, r->ability);
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
            for (int e = 0; e < 2; e++)                        /* target Expedition (that is ahead: where 2) */
                if (a->where != 2 || alt_terrain_standing(g, owner, (alt_expedition)e) > 0)
                    offer(t, p, ALT_NO_OBJECT, e, owner);
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
        int who = alt_cond_picker(g);
        int in_mine = a->effect == ALT_FX_SACRIFICE && a->where == 1;
        /* The source's Expeditions (both when it is Gigantic, CR 7.4.4.f);
         * a Gigantic Character is in either (CR 7.4.4.b). */
        int src = in_mine ? alt_cond_source_expeditions(g, r) : 3;
        if (src == 0)
            return;
        int perms = a->effect == ALT_FX_SACRIFICE && a->where >= 2;   /* "... or Permanent", "a Permanent" */
        int chars = !(a->effect == ALT_FX_SACRIFICE && a->where == 5);   /* 5: a Permanent only */
        for (int e = 0; e < 3; e++) {
            alt_zone z = e == 2 ? ALT_Z_LANDMARK : e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            if (e == 2 && !perms)
                continue;
            const alt_player *pl = &g->p[who];
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                const alt_card_info *c = alt_state_card(g, who, id);
                int there = e == 2 || (src & 1 && alt_cond_present_in(g, who, id, ALT_EXP_HERO)) ||
                            (src & 2 && alt_cond_present_in(g, who, id, ALT_EXP_COMPANION));
                int character = chars && (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN);
                if (a->effect == ALT_FX_SACRIFICE && a->where == 3)   /* "another Robot" */
                    character = character && alt_state_has_subtype(c, "ROBOT") && !(who == r->player && id == r->source);
                else if (a->effect == ALT_FX_SACRIFICE && a->where == 4)   /* "a Plant" */
                    character = character && alt_state_has_subtype(c, "PLANT");
                if (there && (character || (perms && c->type == ALT_TYPE_PERMANENT)))
                    offer(t, who, id, 0, who);
            }
        }
        return;
    }
    default:
        break;
    }
    int ready = alt_state_ready_mana(&g->p[p]);
    int offered = 0, all_tough = 1;
    for (int owner = 0; owner < 2; owner++) {
        const alt_player *pl = &g->p[owner];
        if (a->effect == ALT_FX_SABOTAGE) {         /* a card in a Reserve: no Tough there */
            for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
                offer(t, p, alt_state_zone(pl, ALT_Z_RESERVE)[i], 0, owner);
            continue;
        }
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
            for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
                uint8_t id = alt_state_zone(pl, zones[k])[i];
                if (g->res.done && id == g->res.first_object && owner == g->res.first_owner)
                    continue;                       /* "up to two": two different targets */
                int tough = target_matches(g, r, a, owner, id) ? alt_cond_tough_cost(g, p, owner, id) : -1;
                if (tough >= 0 && tough <= ready) {
                    offer(t, p, id, 0, owner);   /* CR 7.4.7.d: Tough one cannot pay is no option */
                    offered++;
                    all_tough &= tough > 0;
                }
            }
    }
    /* CR 7.4.7.d: never forced to pay Tough, even when every potential
     * target has it: then "no target" is an answer too, listed last (from
     * revision 2; revision 1 made the player target and pay). */
    if (alt_state_rules(g) >= 2 && offered && all_tough && !(a->flags & ALT_ABILITY_UPTO) &&
        a->effect != ALT_FX_SABOTAGE)
        offer(t, p, ALT_NO_OBJECT, 0, 0);
}

size_t alt_cond_list_targets(const alt_game *g, alt_action *out, size_t cap)
{
    target_list t = {out, cap, 0};
    list_targets(g, &t);
    return t.n;
}
