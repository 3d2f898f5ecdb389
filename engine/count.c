/*
 * count.c: the numbers a condition can read (count.h, counts.def). One
 * function computes each, so that "how many" means the same wherever a
 * card asks it: a Unique's condition part, a boost per something.
 */
#include "count.h"
#include "condition.h"
#include "statics.h"
#include "terrain.h"

static alt_zone exp_zone(int e)
{
    return e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
}

/* The Expedition the source stands in (a Gigantic one: the zone that
 * holds it), or -1. */
static int source_exp(const alt_game *g, const alt_reaction *r)
{
    return alt_passive_source_expedition(g, r);
}

/* Characters of player p present in Expedition e (CR 7.4.4.b: a Gigantic
 * one in both), but one object. */
static int chars_in(const alt_game *g, int p, int e, uint8_t except)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int k = 0; k < 2; k++) {
        alt_zone z = exp_zone(k);
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (id != except && alt_state_is_character(alt_state_card(g, p, id)) &&
                alt_passive_present_in(g, p, id, (alt_expedition)e))
                n++;
        }
    }
    return n;
}

/* The terrains of player p's Expedition e's region, as the cards in play
 * change them (terrain.c: the Kraken, a region that is Forest besides). */
static unsigned terrain_of(const alt_game *g, int p, int e)
{
    return alt_terrain_expedition(g, p, (alt_expedition)e);
}

/* Whether the source stands in a region with one of the terrains bits (a
 * Gigantic source: either of its Expeditions', CR 7.4.4). */
static int source_in(const alt_game *g, const alt_reaction *r, uint8_t bits)
{
    alt_zone z = alt_passive_source_zone(g, r);
    return (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION) && alt_terrain_object_in(g, r->player, r->source, bits);
}

/* Skybound Odyssey's "if I'm facing an Expedition in {O}": an Expedition
 * facing one the source is in (both, Gigantic) stands in a region of that
 * terrain, as the cards in play change terrains. */
static int facing_in(const alt_game *g, const alt_reaction *r, uint8_t bits)
{
    alt_zone z = alt_passive_source_zone(g, r);
    if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
        return 0;
    int in = alt_terrain_expeditions_of(g, r->player, r->source);
    for (int e = 0; e < 2; e++)
        if ((in & (1 << e)) && (alt_terrain_expedition(g, 1 - r->player, (alt_expedition)e) & bits))
            return 1;
    return 0;
}

/* The cards of player p's Reserve that are exhausted, or Spells with
 * Reserve Cost 4 or more. */
static int reserve_count(const alt_game *g, int p, int big_spells)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
        const alt_card_info *c = alt_state_card(g, p, id);
        n += big_spells ? alt_state_counts_as(c, ALT_TYPE_SPELL) && c->reserve_cost >= 4 : (pl->obj[id].status & ALT_ST_EXHAUSTED) != 0;
    }
    return n;
}

/* The Animals in player p's Reserve, but one object. */
static int reserve_animals(const alt_game *g, int p, uint8_t except)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
        n += id != except && alt_state_has_subtype(alt_state_card(g, p, id), "ANIMAL");
    }
    return n;
}

/* Skybound Odyssey: the Expeditions "it" (the subject the trigger or an
 * earlier step named) is present in, as bits (a Gigantic one: both); 0
 * when it is no Character in an Expedition. */
static int it_expeditions(const alt_game *g, const alt_reaction *r)
{
    if (r->subject >= ALT_OBJ_MAX || r->subject_owner > 1)
        return 0;
    const alt_object *o = &g->p[r->subject_owner].obj[r->subject];
    if (o->card == ALT_CARD_NONE || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION))
        return 0;
    return alt_terrain_expeditions_of(g, r->subject_owner, r->subject);
}

/* The player's Characters in play (and cards in Reserve): a sum over them. */
static int sum_chars(const alt_game *g, int p, int reserve_too, int zero_stats)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int k = 0; k < 3; k++) {
        alt_zone z = k == 2 ? ALT_Z_RESERVE : exp_zone(k);
        if (k == 2 && !reserve_too)
            break;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_card_info *c = alt_state_card(g, p, id);
            if (!alt_state_is_character(c))
                continue;
            n += zero_stats ? (c->forest == 0) + (c->mountain == 0) + (c->water == 0) : pl->obj[id].boosts;
        }
    }
    return n;
}

/* The Characters in the Expedition facing the source's: the opponent's of
 * the same kind; both facing a Gigantic source (CR 7.4.4.g). */
static int facing_chars(const alt_game *g, const alt_reaction *r, int q)
{
    int at = alt_passive_source_expeditions(g, r), n = 0;
    for (int k = 0; k < 2; k++)
        if (at & (1 << k))
            n += chars_in(g, q, k, ALT_NO_OBJECT);
    return n;
}

int alt_count_has_support(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if (o->card == ALT_CARD_NONE || (o->zone == ALT_Z_RESERVE && (o->status & ALT_ST_EXHAUSTED)))
        return 0;
    return alt_cards_has_trigger(g->db, o->card, ALT_TRIG_SUPPORT);
}

/* Unique parts: the cards of player p's Reserve with a {D} ability (with:
 * 1) or without one (0), but one object; with `exps`, those of their
 * Expeditions too. */
static int support_cards(const alt_game *g, int p, int with, int exps, uint8_t except)
{
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_RESERVE, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION};
    int n = 0;
    for (int z = 0; z < (exps ? 3 : 1); z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[z])[i];
            n += id != except && alt_count_has_support(g, p, id) == with;
        }
    return n;
}

static int count_in_play(const alt_game *g, int p, int status, int perms)
{
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    int n = 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[z])[i];
            const alt_card_info *c = alt_state_card(g, p, id);
            if (perms ? alt_state_counts_as(c, ALT_TYPE_PERMANENT) && (status == 0 || (pl->obj[id].status & status) != 0)
                      : alt_state_is_character(c) && (pl->obj[id].status & status) != 0)
                n++;
        }
    return n;
}

int alt_count_value(const alt_game *g, const alt_reaction *r, alt_condition c)
{
    int p = r->player, q = 1 - p;
    const alt_player *pl = &g->p[p], *opp = &g->p[q];
    int e = source_exp(g, r);
    switch (c) {
    case ALT_COND_CHARS: return alt_cond_count_chars(g, p, -1, ALT_NO_OBJECT);
    case ALT_COND_OTHER_PLANTS: return alt_cond_count_chars(g, p, 0 /* plants */, r->source);
    case ALT_COND_OTHER_BUREAUCRATS: return alt_cond_count_chars(g, p, -2 /* bureaucrats */, r->source);
    case ALT_COND_MANA_ORBS: return pl->zone_n[ALT_Z_MANA];
    case ALT_COND_RESERVE: return pl->zone_n[ALT_Z_RESERVE];
    case ALT_COND_HAND: return pl->zone_n[ALT_Z_HAND];
    case ALT_COND_DISCARD: return pl->zone_n[ALT_Z_DISCARD];
    case ALT_COND_LANDMARK_CARDS: return pl->zone_n[ALT_Z_LANDMARK];
    case ALT_COND_PERMS: return count_in_play(g, p, 0, 1);
    case ALT_COND_FLEETING_CHARS: return count_in_play(g, p, ALT_ST_FLEETING, 0);
    case ALT_COND_BOOSTED: return alt_cond_count_chars(g, p, 1 /* boosted */, ALT_NO_OBJECT);
    case ALT_COND_OPP_CHARS: return alt_cond_count_chars(g, q, -1, ALT_NO_OBJECT);
    case ALT_COND_OPP_RESERVE_MORE: return opp->zone_n[ALT_Z_RESERVE] > pl->zone_n[ALT_Z_RESERVE];
    case ALT_COND_OPP_HAND_MORE: return opp->zone_n[ALT_Z_HAND] > pl->zone_n[ALT_Z_HAND];
    case ALT_COND_EXP_OTHERS: return e < 0 ? 99 : chars_in(g, p, e, r->source);
    /* Ahead and behind as CR 7.5.2 says (terrain.c: never in the Arena). */
    case ALT_COND_EXP_BEHIND: return e >= 0 && alt_terrain_object_behind(g, p, r->source);
    case ALT_COND_EXP_AHEAD: return e >= 0 && alt_terrain_standing(g, p, (alt_expedition)e) > 0;
    case ALT_COND_HERO_BEHIND: return alt_terrain_standing(g, p, ALT_EXP_HERO) < 0;
    case ALT_COND_COMPANION_BEHIND: return alt_terrain_standing(g, p, ALT_EXP_COMPANION) < 0;
    case ALT_COND_BEHIND_OR_TIED:
        return (alt_terrain_standing(g, p, ALT_EXP_HERO) <= 0) + (alt_terrain_standing(g, p, ALT_EXP_COMPANION) <= 0);
    case ALT_COND_EXPS_WITH_CHARS: return (chars_in(g, p, 0, ALT_NO_OBJECT) > 0) + (chars_in(g, p, 1, ALT_NO_OBJECT) > 0);
    case ALT_COND_EXPS_WITH_OTHERS: return (chars_in(g, p, 0, r->source) > 0) + (chars_in(g, p, 1, r->source) > 0);
    case ALT_COND_IN_FOREST: return source_in(g, r, ALT_T_FOREST);
    case ALT_COND_IN_MOUNTAIN: return source_in(g, r, ALT_T_MOUNTAIN);
    case ALT_COND_IN_WATER: return source_in(g, r, ALT_T_WATER);
    case ALT_COND_FOREST_EXPS: return ((terrain_of(g, p, 0) & ALT_T_FOREST) != 0) + ((terrain_of(g, p, 1) & ALT_T_FOREST) != 0);
    case ALT_COND_EXHAUSTED_RESERVES: return alt_static_exhausted_in_reserves(g);
    case ALT_COND_FOREST_EXPS_ALL:
        return ((terrain_of(g, p, 0) & ALT_T_FOREST) != 0) + ((terrain_of(g, p, 1) & ALT_T_FOREST) != 0) +
               ((terrain_of(g, q, 0) & ALT_T_FOREST) != 0) + ((terrain_of(g, q, 1) & ALT_T_FOREST) != 0);
    case ALT_COND_FACING_CHARS: return facing_chars(g, r, q);
    case ALT_COND_RESERVE_SPELLS: {
        int n = 0;
        for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++)
            n += alt_state_counts_as(alt_state_card(g, p, alt_state_zone(pl, ALT_Z_RESERVE)[i]), ALT_TYPE_SPELL);
        return n;
    }
    case ALT_COND_SELF_ANCHORED:
        return alt_passive_source_zone(g, r) != ALT_Z_NONE && (pl->obj[r->source].status & ALT_ST_ANCHORED) != 0;
    case ALT_COND_BOOSTS_ALL: return sum_chars(g, p, 1, 0);
    case ALT_COND_ZERO_STATS_ALL: return sum_chars(g, p, 1, 1);
    /* Skybound Odyssey */
    case ALT_COND_HERO_COUNTERS: return alt_state_obj_c(g, p, ALT_HERO_OBJECT)->counters;
    case ALT_COND_ILLUSIONS: return alt_cond_count_chars(g, p, COUNT_ILLUSIONS, ALT_NO_OBJECT);
    case ALT_COND_SOLDIERS: return alt_cond_count_chars(g, p, COUNT_SOLDIERS, ALT_NO_OBJECT);
    case ALT_COND_IN_SINGLE_TERRAIN: {
        alt_zone z = alt_passive_source_zone(g, r);
        if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
            return 0;
        int in = alt_terrain_expeditions_of(g, p, r->source);
        for (int k = 0; k < 2; k++) {
            unsigned t = (in & (1 << k)) ? alt_terrain_expedition(g, p, (alt_expedition)k) : 0;
            if (t && !(t & (t - 1)))
                return 1;
        }
        return 0;
    }
    case ALT_COND_FACING_IN_FOREST: return facing_in(g, r, ALT_T_FOREST);
    case ALT_COND_FACING_IN_MOUNTAIN: return facing_in(g, r, ALT_T_MOUNTAIN);
    case ALT_COND_FACING_IN_WATER: return facing_in(g, r, ALT_T_WATER);
    /* Unique parts */
    case ALT_COND_OTHER_ANIMALS: return alt_cond_count_chars(g, p, COUNT_ANIMALS, r->source);
    case ALT_COND_RESERVE_ANIMALS: return reserve_animals(g, p, ALT_NO_OBJECT);
    case ALT_COND_OTHER_ANIMALS_ALL:
        return alt_cond_count_chars(g, p, COUNT_ANIMALS, r->source) + reserve_animals(g, p, r->source);
    case ALT_COND_OPP_ANIMALS: return alt_cond_count_chars(g, q, COUNT_ANIMALS, ALT_NO_OBJECT);
    case ALT_COND_ASCENDED_EXPS: return (int)((pl->ascended & 1) + ((pl->ascended >> 1) & 1));
    case ALT_COND_MOUNTAIN_EXPS:
        return ((terrain_of(g, p, 0) & ALT_T_MOUNTAIN) != 0) + ((terrain_of(g, p, 1) & ALT_T_MOUNTAIN) != 0);
    case ALT_COND_RESERVE_BIG_SPELLS: return reserve_count(g, p, 1);
    case ALT_COND_EXHAUSTED_PERMS: return count_in_play(g, p, ALT_ST_EXHAUSTED, 1);
    case ALT_COND_MY_EXHAUSTED_RESERVE: return reserve_count(g, p, 0);
    case ALT_COND_MY_EXHAUSTED: return reserve_count(g, p, 0) + count_in_play(g, p, ALT_ST_EXHAUSTED, 1);
    /* Skybound Odyssey, the set's last designs */
    case ALT_COND_IT_IN_WATER:
        return it_expeditions(g, r) != 0 && alt_terrain_object_in(g, r->subject_owner, r->subject, ALT_T_WATER);
    case ALT_COND_IT_FACING:   /* the opponent's, in an Expedition of the kind the source is in (CR 7.4.4.g) */
        return r->subject_owner != r->player && (it_expeditions(g, r) & alt_passive_source_expeditions(g, r)) != 0;
    case ALT_COND_IT_ASCENDED: return (it_expeditions(g, r) & g->p[r->subject_owner & 1].ascended) != 0;
    /* Whispers from the Maze */
    case ALT_COND_ANCHORED_CHARS: return count_in_play(g, p, ALT_ST_ANCHORED, 0);
    case ALT_COND_ROLL_OVER_IT_COST:   /* "If X is higher than the Hand Cost of the target" */
        return g->res.roll > 0 && r->subject < ALT_OBJ_MAX && r->subject_owner <= 1 &&
               g->p[r->subject_owner].obj[r->subject].card != ALT_CARD_NONE &&
               g->res.roll > alt_state_card(g, r->subject_owner, r->subject)->hand_cost;
    case ALT_COND_IT_COST_IS_ROLL:     /* The Wayfarer: "If its Hand Cost is equal to the die's result" */
        return g->res.roll > 0 && r->subject < ALT_OBJ_MAX && r->subject_owner <= 1 &&
               g->p[r->subject_owner].obj[r->subject].card != ALT_CARD_NONE &&
               g->res.roll == alt_state_card(g, r->subject_owner, r->subject)->hand_cost;
    case ALT_COND_IT_CHAR:
        return r->subject < ALT_OBJ_MAX && r->subject_owner <= 1 &&
               g->p[r->subject_owner].obj[r->subject].card != ALT_CARD_NONE &&
               alt_state_is_character(alt_state_card(g, r->subject_owner, r->subject));
    /* Skybound Odyssey, Doppelganger: "X equals its highest statistic" */
    case ALT_COND_IT_HIGHEST: {
        if (it_expeditions(g, r) == 0)
            return 0;
        int hi = 0;
        for (int t = 0; t < 3; t++) {
            int v = alt_static_stat(g, r->subject_owner, r->subject, t);
            hi = v > hi ? v : hi;
        }
        return hi;
    }
    /* Unique parts: triggers and conditions */
    case ALT_COND_OTHER_SUPPORT_CARDS: return support_cards(g, p, 1, 1, r->source);
    case ALT_COND_RESERVE_NO_SUPPORT: return support_cards(g, p, 0, 0, ALT_NO_OBJECT);
    case ALT_COND_FACING_ONE: return facing_chars(g, r, q) == 1;
    /* Unique parts: "If you control it", "If it's in your Reserve": the
     * step before did pick it (a declined "you may" leaves no "it"). */
    case ALT_COND_IT_YOURS: {
        if (!g->res.did || r->subject >= ALT_OBJ_MAX || r->subject_owner != r->player)
            return 0;
        const alt_object *it = &g->p[r->player].obj[r->subject];
        return it->card != ALT_CARD_NONE && (alt_state_in_play((alt_zone)it->zone) || it->zone == ALT_Z_RESERVE);
    }
    /* Unique parts: what happened this turn (alt_player.turn_*). Only the
     * player whose turn it is can activate a quick action, but "a {D}
     * ability was activated" names no player: either's counts. */
    case ALT_COND_PLAYED_TURN: return pl->turn_played;
    case ALT_COND_SUPPORT_USED_TURN: return ((pl->turn_did | opp->turn_did) & ALT_POS_TURN_SUPPORT) != 0;
    case ALT_COND_EXHAUST_USED_TURN: return ((pl->turn_did | opp->turn_did) & ALT_POS_TURN_EXHAUST) != 0;
    case ALT_COND_DISCARDED_HAND_TURN: return (pl->turn_did & ALT_POS_TURN_DISCARDED_HAND) != 0;
    case ALT_COND_DISCARDED_TURN:
        return (pl->turn_did & (ALT_POS_TURN_DISCARDED_HAND | ALT_POS_TURN_DISCARDED_RESERVE)) != 0;
    /* Seeds of Unity's "I'm In Contact if another player's Expedition is
     * in my region" (its reminder text): a card in an Expedition only. */
    case ALT_COND_IN_CONTACT: {
        alt_zone z = alt_passive_source_zone(g, r);
        if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
            return 0;
        int in = alt_terrain_expeditions_of(g, p, r->source);
        for (int k = 0; k < 2; k++)
            if ((in & (1 << k)) && alt_state_in_contact(g, p, (alt_expedition)k))
                return 1;
        return 0;
    }
    /* Unique parts: "each card with my name in your discard pile": a
     * Unique's name is its family's (CR 4.0 2.2.4), the card itself too. */
    case ALT_COND_MY_NAME_DISCARD: {
        const char *name = alt_cards_get(g->db, alt_state_source_card(g, r))->name;
        int n = 0;
        for (int i = 0; i < pl->zone_n[ALT_Z_DISCARD]; i++)
            n += strcmp(alt_state_card(g, p, alt_state_zone(pl, ALT_Z_DISCARD)[i])->name, name) == 0;
        return n;
    }
    default: return 0;
    }
}

int alt_count_per(const alt_game *g, const alt_reaction *r, int per, int roll)
{
    return per == ALT_PER_MY_RESERVE     ? g->p[r->player].zone_n[ALT_Z_RESERVE]
           : per == ALT_PER_ALL_RESERVES ? g->p[0].zone_n[ALT_Z_RESERVE] + g->p[1].zone_n[ALT_Z_RESERVE]
           : per == ALT_PER_ROLL         ? roll
                                         : alt_count_value(g, r, (alt_condition)(ALT_COND_FIRST_COUNT + per - ALT_PER_COUNT));
}

/* Counts over the Characters a player controls (each object once, Gigantic
 * included): condition.h's. Here, beside the other counts, so that count.c
 * never calls condition.c back. */
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
            case -2: n += alt_state_object_has_subtype(g, p, id, "BUREAUCRAT"); break;
            case COUNT_PLANTS: n += alt_state_object_has_subtype(g, p, id, "PLANT"); break;
            case COUNT_BOOSTED: n += pl->obj[id].boosts > 0; break;
            case COUNT_ZERO_STATS: n += (c->forest == 0) + (c->mountain == 0) + (c->water == 0); break;
            case COUNT_TOKENS: n += c->type == ALT_TYPE_TOKEN; break;
            case COUNT_ILLUSIONS: n += alt_state_object_has_subtype(g, p, id, "ILLUSION"); break;
            case COUNT_SOLDIERS: n += alt_state_object_has_subtype(g, p, id, "SOLDIER"); break;
            case COUNT_ANIMALS: n += alt_state_object_has_subtype(g, p, id, "ANIMAL"); break;
            }
        }
    }
    return n;
}

int alt_count_my_counters(const alt_game *g, const alt_reaction *r)
{
    const alt_object *o = alt_state_obj_c(g, r->player, r->source);
    if (o->card != alt_state_source_card(g, r))
        return 0;
    alt_zone z = (alt_zone)o->zone;
    return z == ALT_Z_HERO || z == ALT_Z_RESERVE || z == ALT_Z_LIMBO || alt_state_in_play(z) ? o->counters : 0;
}

int alt_count_amount(const alt_game *g, const alt_reaction *r, int v)
{
    int k = alt_ability_counters_plus(v);
    return k < 0 ? v : alt_count_my_counters(g, r) + k;
}
