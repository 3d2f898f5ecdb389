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
    /* "When you sacrifice a Character" (a Permanent; a Character or
     * Permanent: Skybound Odyssey's) hears only what it names (CR 7.3.31). */
    if (a->trigger == ALT_TRIG_YOU_SACRIFICE) {
        if (a->flags & ALT_ABILITY_SAC_PERM)
            return it->type == ALT_TYPE_PERMANENT;
        if (!(a->flags & ALT_ABILITY_SAC_ANY))
            return alt_state_is_character(it);
    }
    return 1;
}

/* Reactions to an event that moves the card itself ("when I leave ...,
 * if I'm Boosted", "when I'm sacrificed, if I was not Fleeting"): their
 * conditions on the card read it as the event found it, since its boosts
 * and statuses go with the move (last known information, CR 6.3.k; 4.0 6.3.l). A
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
        more.flags &= ~(uint32_t)ALT_ABILITY_COND_LE;
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
    case ALT_COND_ASCENDED_GE: {
        unsigned a_bits = g->p[r->player].ascended;
        return (int)((a_bits & 1) + ((a_bits >> 1) & 1)) >= a->cond_arg;
    }
    case ALT_COND_MY_EXP_ASCENDED:
        return ((alt_passive_source_expeditions(g, r) & g->p[r->player].ascended) != 0) >= a->cond_arg;
    case ALT_COND_SINGLE_TERRAIN_GE: {
        int n = 0;
        for (int region = 0; region <= ALT_LAST_REGION; region++) {
            uint8_t t = alt_terrain_region(g, region);
            n += alt_state_region_visible(g, region) && t && !(t & (t - 1));
        }
        return n >= a->cond_arg;
    }
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

/* The player a pick is asked of: each player in initiative order
 * (CR 6.1.h), the opponent, or the controller, as the effect's row says. */
int alt_cond_picker(const alt_game *g)
{
    int who = alt_standing_picker(g);                 /* Trial by Frost's effects (standing.c) */
    if (who >= 0)
        return who;
    const alt_ability *a = alt_state_ability(g, g->res.r.card, g->res.r.ability);
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    if (flags & ALT_FXF_EACH_PLAYER)
        return (alt_state_initiative(g) + g->res.done) & 1;
    return (flags & ALT_FXF_OPPONENT) ? 1 - g->res.r.player : g->res.r.player;
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
        /* "Your other Expedition": none for a Gigantic source (CR 7.4.4.k; 4.0 7.4.4.l);
         * a Gigantic target is present there too (CR 7.4.4.b). */
        int src = alt_passive_source_expeditions(g, r);
        int other = src == 1 ? ALT_EXP_COMPANION : ALT_EXP_HERO;
        ok = character && owner == r->player && (src == 1 || src == 2) &&
             alt_passive_present_in(g, owner, id, (alt_expedition)other);
        break;
    }
    case ALT_TARGET_FLEETING_CHAR: ok = character && (g->p[owner].obj[id].status & ALT_ST_FLEETING); break;
    case ALT_TARGET_MY_OTHER_CHAR: ok = character && owner == r->player && id != r->source; break;
    case ALT_TARGET_NONFLEETING_CHAR: ok = character && !(g->p[owner].obj[id].status & ALT_ST_FLEETING); break;
    case ALT_TARGET_ASCENDED_CHAR:   /* present in an Ascended Expedition (a Gigantic one: either) */
        ok = character && (alt_terrain_expeditions_of(g, owner, id) & g->p[owner].ascended) != 0;
        break;
    case ALT_TARGET_TOKEN_CHAR: ok = character && c->type == ALT_TYPE_TOKEN; break;
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
    int total = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_UP_TO_N) != 0;
    int most = a->cost_max == ALT_COST_MY_CHARS ? alt_cond_count_chars(g, r->player, -1 /* all */, ALT_NO_OBJECT)
               : total ? a->cost_max - g->res.tally   /* what the total leaves */
                       : a->cost_max;
    /* "Hand Cost N or less (more)", or its Base Cost (CR 4.0 2.2.9). */
    int cost = (a->flags & ALT_ABILITY_BASE_COST) ? alt_state_base_cost(g, owner, id) : c->hand_cost;
    if (ok && most >= 0 && cost > most)
        ok = 0;
    if (ok && a->it_cost_min && cost < a->it_cost_min)
        ok = 0;
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

/* Whether an object is one of this step's picks already: "up to two"
 * different targets, or the targets held (from level 3, CR 6.5.b: each
 * chosen once per step). */
static int picked_already(const alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    const alt_resolution *res = &g->res;
    /* Levels 1 and 2 leave out the first pick's object whenever a pick was
     * made, whatever the effect: for "up to N" targets that is P0's object
     * 0 (first_object's zero, never a pick there), which they never offer
     * as a later target. Kept for their logs. */
    int two = alt_state_rules(g) < 3 || (a->flags & ALT_ABILITY_TWO);
    if (two && res->done && id == res->first_object && owner == res->first_owner)
        return 1;
    for (int i = 0; i < res->held_n; i++)
        if (res->held[i][0] == id && res->held[i][2] == owner)
            return 1;
    return 0;
}

/* The sacrifice's picks (CR 7.3.25): a Character of the picker's own; "in
 * my Expedition" narrows it to the source's Expedition, both when it is
 * Gigantic (CR 7.4.4.f), where a Gigantic Character is present in either
 * (CR 7.4.4.b); where 2 adds Permanents; 3 "another Robot", 4 "a Plant", 5
 * "a Permanent". */
static void offer_own_in_play(const alt_game *g, target_list *t, const alt_ability *a)
{
    const alt_reaction *r = &g->res.r;
    int who = alt_cond_picker(g);
    int in_mine = !(alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_EACH_PLAYER) && a->where == 1;
    int src = in_mine ? alt_passive_source_expeditions(g, r) : 3;
    if (src == 0)
        return;
    int each = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_EACH_PLAYER) != 0;
    int perms = !in_mine && a->where >= 2 && !each;   /* "... or Permanent" (and, as the set's rows read, 3 and 4), "a Permanent" */
    int chars = !(!each && a->where == 5);            /* 5: a Permanent only */
    for (int e = 0; e < 3; e++) {
        alt_zone z = e == 2 ? ALT_Z_LANDMARK : e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        if (e == 2 && !perms)
            continue;
        const alt_player *pl = &g->p[who];
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_card_info *c = alt_state_card(g, who, id);
            int there = e == 2 || (src & 1 && alt_passive_present_in(g, who, id, ALT_EXP_HERO)) ||
                        (src & 2 && alt_passive_present_in(g, who, id, ALT_EXP_COMPANION));
            int character = chars && (c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN);
            if (!each && a->where == 3)       /* "another Robot" */
                character = character && alt_state_has_subtype(c, "ROBOT") && !(who == r->player && id == r->source);
            else if (!each && a->where == 4)  /* "a Plant" */
                character = character && alt_state_has_subtype(c, "PLANT");
            if (there && (character || (perms && c->type == ALT_TYPE_PERMANENT)))
                offer(t, who, id, 0, who);
        }
    }
}

/* Targets in play (CR 7.4.7: one an opponent controls with Tough X is an
 * answer only when X more can be paid, the Tough of the targets already
 * held counted, from level 3). */
static void offer_targets(const alt_game *g, target_list *t, const alt_ability *a)
{
    const alt_reaction *r = &g->res.r;
    int p = r->player;
    int ready = alt_state_ready_mana(&g->p[p]);
    for (int i = 0; i < g->res.held_n; i++)
        ready -= alt_cond_tough_cost(g, p, g->res.held[i][2], g->res.held[i][0]);
    int offered = 0, all_tough = 1;
    for (int owner = 0; owner < 2; owner++) {
        const alt_player *pl = &g->p[owner];
        static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
        for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
            for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
                uint8_t id = alt_state_zone(pl, zones[k])[i];
                if (picked_already(g, a, owner, id))
                    continue;                       /* different targets */
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
     * level 2; level 1 made the player target and pay). */
    if (alt_state_rules(g) >= 2 && offered && all_tough && !(a->flags & ALT_ABILITY_UPTO))
        offer(t, p, ALT_NO_OBJECT, 0, 0);
}

/* The cards the picker may play by this effect (CR 4.0 5.2.b): of their
 * Hand or Reserve (not exhausted there, CR 2.4.5.c), of the filter and
 * the Base Cost's bounds, that nothing forbids (CR 1.4.1) and, unless the
 * effect makes them free, whose cost they can pay; each into either
 * Expedition when it joins one, and paid as Scout X too from Hand (CR
 * 7.4.5.c: free, that still gives it Scout's Reaction, 7.4.5.d). Offered
 * as (object, Expedition, owner | how paid << 1). */
static void offer_plays(const alt_game *g, target_list *t, const alt_ability *a)
{
    int who = alt_cond_picker(g);
    int free = a->effect != ALT_FX_RUSH;
    const alt_player *pl = &g->p[who];
    int ready = alt_state_ready_mana(pl);
    static const alt_zone from[2] = {ALT_Z_HAND, ALT_Z_RESERVE};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < pl->zone_n[from[k]]; i++) {
            uint8_t id = alt_state_zone(pl, from[k])[i];
            const alt_card_info *c = alt_state_card(g, who, id);
            if ((from[k] == ALT_Z_RESERVE && (pl->obj[id].status & ALT_ST_EXHAUSTED)) ||
                c->type == ALT_TYPE_TOKEN_MANA || !alt_passive_filter_matches(a->where, c) ||
                alt_passive_play_refused(g, who, pl->obj[id].card))
                continue;
            int base = alt_state_base_cost(g, who, id);
            if ((a->cost_max >= 0 && base > a->cost_max) || (a->it_cost_min && base < a->it_cost_min))
                continue;
            int joins = c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK));
            /* For free, no cost is declared (CR 4.0 7.3.23.a): Scout is not. */
            for (int cost = ALT_COST_NORMAL; cost <= (free ? ALT_COST_NORMAL : ALT_COST_SCOUT); cost++) {
                for (int e = 0; e < (joins ? 2 : 1); e++) {
                    int mana = alt_passive_play_cost(g, who, pl->obj[id].card, from[k], cost,
                                                     alt_cond_self_less(g, who, id, joins ? e : -1));
                    if (mana >= 0 && (free || mana <= ready))
                        offer(t, who, id, e, who | cost << 1);
                }
            }
        }
}

/* Every legal pick of the resolving ability, "none" first when allowed,
 * by what its effects.def row says it picks. Objects are offered as
 * (object, owner in choice), Expeditions as (expedition, owner in
 * choice), players as (owner in choice). */
static void list_targets(const alt_game *g, target_list *t)
{
    const alt_reaction *r = &g->res.r;
    const alt_ability *a = alt_state_ability(g, r->card, r->ability);
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    int p = r->player;
    if ((a->flags & ALT_ABILITY_UPTO) || ((flags & ALT_FXF_ANY_NUMBER)))
        offer(t, p, ALT_NO_OBJECT, 0, 0);            /* "up to", or "that's all" */
    uint8_t filter = (flags & ALT_FXF_FILTERED) ? a->where : ALT_FILTER_ANY;
    switch (alt_ability_picks((alt_effect)a->effect)) {
    case ALT_PICKS_EXPEDITION:
        for (int owner = 0; owner < 2; owner++)
            for (int e = 0; e < 2; e++)
                offer(t, p, ALT_NO_OBJECT, e, owner);
        return;
    case ALT_PICKS_SCOPE:
    case ALT_PICKS_PLAYER_OR_MINE:
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
    case ALT_PICKS_OWN_HAND:
        offer_own(g, t, ALT_Z_HAND, filter);
        return;
    case ALT_PICKS_OWN_RESERVE:
        offer_own(g, t, ALT_Z_RESERVE, filter);
        return;
    case ALT_PICKS_OWN_MANA:
        offer_own(g, t, ALT_Z_MANA, filter);
        return;
    case ALT_PICKS_OWN_IN_PLAY:
        offer_own_in_play(g, t, a);
        return;
    case ALT_PICKS_RESERVE_CARD:                        /* a card in a Reserve: no Tough there */
        for (int owner = 0; owner < 2; owner++)
            for (int i = 0; i < g->p[owner].zone_n[ALT_Z_RESERVE]; i++)
                offer(t, p, alt_state_zone(&g->p[owner], ALT_Z_RESERVE)[i], 0, owner);
        return;
    case ALT_PICKS_TARGET:
        offer_targets(g, t, a);
        return;
    case ALT_PICKS_PLAY:
        offer_plays(g, t, a);
        return;
    case ALT_PICKS_REGION:
        for (int region = 0; region <= ALT_LAST_REGION; region++)
            if (alt_state_region_visible(g, region))
                offer(t, p, ALT_NO_OBJECT, 0, region);
        return;
    case ALT_PICKS_REGION_HELD:
        for (int i = 0; i < g->markers_n; i++)
            if (g->markers[i].where == ALT_MARKER_HELD + p)
                for (int region = 0; region <= ALT_LAST_REGION; region++)
                    if (alt_state_region_visible(g, region))
                        offer(t, p, ALT_NO_OBJECT, 0, region + 8 * i);
        return;
    case ALT_PICKS_MARKER:
        for (int i = 0; i < g->markers_n; i++)
            if (g->markers[i].where <= ALT_LAST_REGION && g->markers[i].terrains == a->arg)
                offer(t, p, ALT_NO_OBJECT, 0, i);
        return;
    case ALT_PICKS_NONE:
        return;
    }
}

size_t alt_cond_list_targets(const alt_game *g, alt_action *out, size_t cap)
{
    target_list t = {out, cap, 0};
    list_targets(g, &t);
    return t.n;
}

/* Whether player p has a Character present in Expedition e. */
static int someone_in(const alt_game *g, int p, alt_expedition e)
{
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (alt_state_is_character(alt_state_card(g, p, id)) && alt_passive_present_in(g, p, id, e))
                return 1;
        }
    }
    return 0;
}

int alt_cond_self_less(const alt_game *g, int p, uint8_t id, int e)
{
    uint16_t card = g->p[p].obj[id].card;
    int less = alt_cond_cost_less(g, p, card);       /* "I cost N less while ..." (cost_less) */
    if (!alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_PER_EXHAUSTED) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_EMPTY))
        return less;                                /* no card of this game has one */
    if (!alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_PER_EXHAUSTED) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_EMPTY))
        return less;                                /* nearly every card: three bits say so */
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    alt_reaction as_source = {(uint8_t)p, id, 0, 0, card, ALT_NO_OBJECT, 0};
    for (int i = 0; i < n; i++) {
        const alt_ability *a = &list[i];
        if (a->trigger != ALT_TRIG_STATIC)
            continue;
        if (a->effect == ALT_FX_SELF_COST_LESS && alt_cond_holds(g, &as_source, a))
            less += a->amount;
        else if (a->effect == ALT_FX_SELF_COST_LESS_PER_EXHAUSTED)
            less += alt_static_exhausted_in_reserves(g);
        else if (a->effect == ALT_FX_SELF_COST_LESS_EMPTY && (e == ALT_EXP_HERO || e == ALT_EXP_COMPANION) &&
                 !someone_in(g, p, (alt_expedition)e))
            less += a->amount;
    }
    return less;
}
