/*
 * condition.c: conditions, counts and targets (condition.h). Every "if
 * ...", "for each ..." and "target ..." of the card pool reads the state
 * through here, so that a rule about presence or counting is fixed once;
 * who answers a pick and what a target's Tough costs are here, the
 * answers of every pick picks.c's.
 */
#include "condition.h"
#include "standing.h"
#include "count.h"

#include <assert.h>
#include <string.h>

/* Whether "it" passes the trigger's filter (ALT_ABILITY_NONTOKEN, _ROBOT,
 * _BUREAUCRAT, _ANIMAL). */
int alt_cond_it_matches(const alt_ability *a, const alt_card_info *it)
{
    if ((a->flags & ALT_ABILITY_NONTOKEN) && it->type == ALT_TYPE_TOKEN)
        return 0;
    if ((a->flags & ALT_ABILITY_ROBOT) && !alt_state_has_subtype(it, "ROBOT"))
        return 0;
    if ((a->flags & ALT_ABILITY_BUREAUCRAT) && !alt_state_has_subtype(it, "BUREAUCRAT"))
        return 0;
    if ((a->flags & ALT_ABILITY_ANIMAL) && !alt_state_has_subtype(it, "ANIMAL"))
        return 0;                                     /* Unique parts: "an Animal" */
    if ((a->flags & ALT_ABILITY_ROBOT_OR_TOKEN) && it->type != ALT_TYPE_TOKEN && !alt_state_has_subtype(it, "ROBOT"))
        return 0;                                     /* Skybound Odyssey: "a Robot or a token" */
    if ((a->flags & ALT_ABILITY_ZERO_STAT) && it->forest != 0 && it->mountain != 0 && it->water != 0)
        return 0;                                     /* "with a base statistic of 0" */
    if ((a->flags & ALT_ABILITY_ARTIST_OR_SONG) && !alt_state_has_subtype(it, "ARTIST") && !alt_state_has_subtype(it, "SONG"))
        return 0;                                     /* "a Song or Artist" */
    if ((a->flags & ALT_ABILITY_NONILLUSION) && alt_state_has_subtype(it, "ILLUSION"))
        return 0;                                     /* "a non-Illusion Character" */
    /* "When you sacrifice a Character" (a Permanent; a Character or
     * Permanent: Skybound Odyssey's) hears only what it names (CR 7.3.31). */
    if (a->trigger == ALT_TRIG_YOU_SACRIFICE) {
        if (a->flags & ALT_ABILITY_SAC_PERM)
            return alt_state_counts_as(it, ALT_TYPE_PERMANENT);
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
                   a->trigger == ALT_TRIG_LEAVE_ASCENDED ||
                   a->trigger == ALT_TRIG_SACRIFICED || a->trigger == ALT_TRIG_NIGHT_REST;
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

int alt_cond_on_the_die(const alt_ability *a)
{
    return (a->trigger == ALT_TRIG_ROLLED || a->trigger == ALT_TRIG_ROLL_REVEAL) &&
           (a->cond == ALT_COND_ROLL_GE || a->cond == ALT_COND_ROLL_LE || a->cond == ALT_COND_IT_COST_IS_ROLL);
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
        int n = alt_state_counters(g, r->player, r->source, alt_state_source_card(g, r));
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
        return o->card == alt_state_source_card(g, r) && alt_cond_card_holds(a, o);
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

/* The player a pick is asked of, as the effect's row says: the target
 * player once chosen (ALT_PICKS_PLAYER_THEN_CHAR), each player in turn
 * from the controller ("you first") or in initiative order (CR 6.1.h),
 * the opponent, or the controller. */
int alt_cond_picker(const alt_game *g)
{
    const alt_resolution *res = &g->res;
    const alt_ability *a = alt_state_ability(g, res->r.card, res->r.ability);
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    int p = res->r.player;
    if (alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_PLAYER_THEN_CHAR && !alt_state_granted(res->r.ability))
        return res->done ? res->first_owner : p;
    if (a->effect == ALT_FX_PLAYER_EXHAUSTED_RESUPPLY)   /* Unique parts: the target player, once chosen */
        return res->done ? res->first_owner : p;
    if ((a->effect == ALT_FX_IT_CONTROLLER_RESUPPLY || a->effect == ALT_FX_IT_OWNER_EXHAUSTED_RESUPPLY) &&
        res->r.subject_owner <= 1)
        return res->r.subject_owner;                 /* Whispers from the Maze: "its controller", "its owner" */
    if (flags & ALT_FXF_YOU_FIRST)
        return (p + res->done) & 1;
    if (flags & ALT_FXF_EACH_PLAYER)
        return (alt_state_initiative(g) + res->done) & 1;
    return (flags & ALT_FXF_OPPONENT) ? 1 - p : p;
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
    /* Skybound Odyssey's "this Day, Characters ... are [Tough N]": the
     * Emblems its player holds among their modifiers (CR 4.0 2.2.15). */
    for (int i = 0; i < pl->mods_n; i++)
        if (pl->mods[i].kind == ALT_MOD_TOUGH && alt_passive_object_matches(g, owner, id, pl->mods[i].filter))
            x += pl->mods[i].amount;
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

/* How many Characters player p has present in Expedition e (a Gigantic
 * one is in both, CR 7.4.4.b). */
static int characters_in(const alt_game *g, int p, alt_expedition e)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            n += alt_state_is_character(alt_state_card(g, p, id)) && alt_passive_present_in(g, p, id, e);
        }
    }
    return n;
}

int alt_cond_self_less(const alt_game *g, int p, uint8_t id, int e)
{
    uint16_t card = g->p[p].obj[id].card;
    int less = alt_cond_cost_less(g, p, card);       /* "I cost N less while ..." (cost_less) */
    if (!alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_PER_EXHAUSTED) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_EMPTY) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_FACING) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_PER) &&
        !alt_state_may_have_static(g, ALT_FX_SELF_COST_LESS_CONTACT))
        return less;                                /* no card of this game has one */
    if (!alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_PER_EXHAUSTED) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_EMPTY) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_FACING) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_PER) &&
        !alt_cards_has_static(g->db, card, ALT_FX_SELF_COST_LESS_CONTACT))
        return less;                                /* nearly every card: six bits say so */
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
                 !characters_in(g, p, (alt_expedition)e))
            less += a->amount;
        else if (a->effect == ALT_FX_SELF_COST_LESS_FACING && (e == ALT_EXP_HERO || e == ALT_EXP_COMPANION) &&
                 characters_in(g, 1 - p, (alt_expedition)e) >= a->arg)
            less += a->amount;                      /* the Expedition facing it: the opponent's of that kind */
        else if (a->effect == ALT_FX_SELF_COST_LESS_CONTACT && (e == ALT_EXP_HERO || e == ALT_EXP_COMPANION) &&
                 alt_state_in_contact(g, p, (alt_expedition)e))
            less += a->amount;                      /* "in an Expedition that's In Contact" */
        else if (a->effect == ALT_FX_SELF_COST_LESS_PER && alt_cond_holds(g, &as_source, a))
            less += alt_count_per(g, &as_source, a->arg, 0);   /* "per other card you played this turn" */
    }
    return less;
}
