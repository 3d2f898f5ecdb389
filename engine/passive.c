/*
 * passive.c: static abilities (passive.h): Heroes' and in-play cards'
 * abilities that change the rules by being there, each read where it
 * applies. One file so that "what does this passive change" has one answer.
 */
#include "passive.h"
#include "cards.h"

#include <assert.h>
#include <string.h>

/* ---- Trial by Frost's passives that Gigantic, Defender and costs read */

static const alt_zone frost_in_play[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};

/* The first static ability of a card with this effect, or NULL. */
static const alt_ability *frost_static(const alt_game *g, uint16_t card, alt_effect effect)
{
    if (card == ALT_CARD_NONE || !alt_state_may_have_static(g, effect) || !alt_cards_has_static(g->db, card, effect))
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == effect)
            return &list[i];
    return NULL;
}

/* Characters in player p's Expedition zone z. */
static int characters_in(const alt_game *g, int p, alt_zone z)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += alt_state_is_character(alt_state_card(g, p, alt_state_zone(pl, z)[i]));
    return n;
}

int alt_passive_zone_lone_gigantic(const alt_game *g, int p, int k)
{
    if (!alt_state_may_have_static(g, ALT_FX_LONE_GIGANTIC))
        return 0;                                    /* no card of this game has it */
    alt_zone z = k == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
    const alt_player *pl = &g->p[p];
    int gear = 0;
    for (int i = 0; i < pl->zone_n[z] && !gear; i++)
        gear = alt_cards_has_static(g->db, pl->obj[alt_state_zone(pl, z)[i]].card, ALT_FX_LONE_GIGANTIC);
    return gear && characters_in(g, p, z) == 1;
}

/* Whispers from the Maze's The Hunger: "If I'm Fleeting, I am Gigantic",
 * a keyword(gigantic) static whose condition is on the card itself
 * (ability.c allows no other), read on the card now. */
int alt_passive_keyword_gigantic(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if (!alt_state_may_have_static(g, ALT_FX_KEYWORD) || !alt_cards_has_static(g->db, o->card, ALT_FX_KEYWORD))
        return 0;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
    for (int k = 0; k < n; k++) {
        const alt_ability *a = &list[k];
        if (a->trigger != ALT_TRIG_STATIC || a->effect != ALT_FX_KEYWORD || (1u << a->arg) != ALT_KW_GIGANTIC)
            continue;
        int fleeting = (o->status & ALT_ST_FLEETING) != 0;
        switch ((alt_condition)a->cond) {
        case ALT_COND_NONE: return 1;
        case ALT_COND_SELF_FLEETING_GE: if (fleeting >= a->cond_arg) return 1; break;
        case ALT_COND_SELF_FLEETING_LE: if (fleeting <= a->cond_arg) return 1; break;
        case ALT_COND_SELF_BOOSTS_GE: if (o->boosts >= a->cond_arg) return 1; break;
        case ALT_COND_SELF_BOOSTS_LE: if (o->boosts <= a->cond_arg) return 1; break;
        default: break;
        }
    }
    return 0;
}

int alt_passive_card_gigantic(const alt_game *g, int p, uint8_t id)
{
    if (!alt_state_may_have_static(g, ALT_FX_GIGANTIC_ORBS) && !alt_state_may_have_static(g, ALT_FX_LONE_GIGANTIC) &&
        !alt_state_may_have_static(g, ALT_FX_GIGANTIC_HERO_COUNTERS) && !alt_state_may_have_static(g, ALT_FX_KEYWORD))
        return 0;
    const alt_object *o = &g->p[p].obj[id];
    if (alt_passive_keyword_gigantic(g, p, id))
        return 1;
    const alt_ability *orbs = frost_static(g, o->card, ALT_FX_GIGANTIC_ORBS);
    if (orbs && g->p[p].zone_n[ALT_Z_MANA] >= orbs->amount)
        return 1;
    /* Skybound Odyssey's Halua: "If your Hero has N or more Quest counters,
     * I am Gigantic" (a Hero's counters are its Quest counters, CR 2.5.e). */
    const alt_ability *quest = frost_static(g, o->card, ALT_FX_GIGANTIC_HERO_COUNTERS);
    if (quest && alt_state_obj_c(g, p, ALT_HERO_OBJECT)->counters >= quest->amount)
        return 1;
    /* "If there is only one Character in my Expedition, it is Gigantic":
     * the Characters of the Gear's Expedition zone, counted where their
     * cards are (docs/rules-choices.md). */
    if ((o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION) &&
        alt_state_is_character(alt_state_card(g, p, id)))
        return alt_passive_zone_lone_gigantic(g, p, o->zone == ALT_Z_EXP_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION);
    return 0;
}

static int frost_defender(const alt_game *g, int p, uint8_t id)
{
    const alt_ability *orbs = frost_static(g, g->p[p].obj[id].card, ALT_FX_DEFENDER_BELOW_ORBS);
    return orbs && g->p[p].zone_n[ALT_Z_MANA] < orbs->amount;
}

static void frost_reserve_costs(const alt_game *g, int *more, int *less)
{
    *more = *less = 0;
    if (!alt_state_may_have_static(g, ALT_FX_RESERVE_PLAYS_MORE) && !alt_state_may_have_static(g, ALT_FX_RESERVE_PLAYS_LESS))
        return;
    for (int p = 0; p < 2; p++) {
        const alt_player *pl = &g->p[p];
        for (size_t z = 0; z < sizeof frost_in_play / sizeof frost_in_play[0]; z++)
            for (int i = 0; i < pl->zone_n[frost_in_play[z]]; i++) {
                uint16_t card = pl->obj[alt_state_zone(pl, frost_in_play[z])[i]].card;
                const alt_ability *a = frost_static(g, card, ALT_FX_RESERVE_PLAYS_MORE);
                if (a)
                    *more += a->amount;
                a = frost_static(g, card, ALT_FX_RESERVE_PLAYS_LESS);
                if (a)
                    *less += a->amount;
            }
    }
}

/* Skybound Odyssey (the Studious Acolyte): "You may play Spells for {1}
 * less if their Base Cost is {4} or more": the decreases of player p's
 * cards in play for card c played from `from`, whose Base Cost is its
 * Reserve Cost from the Reserve, else its Hand Cost (CR 4.0 2.2.9). A
 * decrease is never worse for the player, so "you may" is always taken. */
/* Whether a plays_cost_less or play_less_min1 passive of object o fits
 * card c played from `from` (Base Cost base): its filter, the Base Cost
 * bounds, "from your Reserve" (arg 1), and Whispers from the Maze's "If
 * I'm Boosted" (the condition self_boosts>=N, read on o). */
static int play_decrease_fits(const alt_ability *a, const alt_object *o, const alt_card_info *c, alt_zone from, int base)
{
    if (!(a->flags & ALT_ABILITY_BASE_COST))
        base = c->hand_cost;                          /* "with Hand Cost {7} or more" (hand>=): wherever it is played from */
    if (!alt_passive_play_matches(a->where, c, from) || base < a->it_cost_min || (a->cost_max >= 0 && base > a->cost_max))
        return 0;
    if (a->arg == 1 && from != ALT_Z_RESERVE)
        return 0;
    return a->cond != ALT_COND_SELF_BOOSTS_GE || o->boosts >= a->cond_arg;
}

/* The decreases ("for {1} less", plays_cost_less; "down to a minimum of
 * {1}", play_less_min1) of player p's passives in play on card c played
 * from `from`, summed apart: one walk over the cards for both. */
static void own_decreases(const alt_game *g, int p, const alt_card_info *c, alt_zone from, int *less, int *less_min1)
{
    *less = *less_min1 = 0;
    if (!alt_state_may_have_static(g, ALT_FX_PLAYS_COST_LESS) && !alt_state_may_have_static(g, ALT_FX_PLAY_LESS_MIN1))
        return;
    int base = from == ALT_Z_RESERVE ? c->reserve_cost : c->hand_cost;
    const alt_player *pl = &g->p[p];
    for (size_t z = 0; z < sizeof frost_in_play / sizeof frost_in_play[0]; z++)
        for (int i = 0; i < pl->zone_n[frost_in_play[z]]; i++) {
            const alt_object *o = &pl->obj[alt_state_zone(pl, frost_in_play[z])[i]];
            if (!alt_cards_has_static(g->db, o->card, ALT_FX_PLAYS_COST_LESS) &&
                !alt_cards_has_static(g->db, o->card, ALT_FX_PLAY_LESS_MIN1))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
            for (int k = 0; k < n; k++) {
                const alt_ability *a = &list[k];
                if (a->trigger == ALT_TRIG_STATIC &&
                    (a->effect == ALT_FX_PLAYS_COST_LESS || a->effect == ALT_FX_PLAY_LESS_MIN1) &&
                    play_decrease_fits(a, o, c, from, base))
                    *(a->effect == ALT_FX_PLAYS_COST_LESS ? less : less_min1) += a->amount;
            }
        }
}

/* ---- where a Reaction's source is (CR 7.4.4.b, 2.1.h) */

alt_zone alt_passive_source_zone(const alt_game *g, const alt_reaction *r)
{
    if (r->source >= ALT_OBJ_MAX)
        return ALT_Z_NONE;                            /* the Hero: in no zone an effect looks at */
    const alt_object *o = &g->p[r->player].obj[r->source];
    return o->card == alt_state_source_card(g, r) ? (alt_zone)o->zone : ALT_Z_NONE;
}

/* What a Reaction remembers of the Expeditions its source left (level 3,
 * CR 2.1.h): bits 1 << e, 0 when it is still there or never was. */
static int last_known(const alt_game *g, const alt_reaction *r)
{
    return alt_state_rules(g) >= 3 ? (r->from_reserve / ALT_R_WAS_IN) & 3 : 0;
}

/* Where a "my Expedition" token goes: the source's Expedition, if it has
 * one; from level 3, the one it was last in once it left (CR 2.1.h). */
int alt_passive_source_expedition(const alt_game *g, const alt_reaction *r)
{
    alt_zone z = alt_passive_source_zone(g, r);
    if (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION)
        return z == ALT_Z_EXP_HERO ? ALT_EXP_HERO : ALT_EXP_COMPANION;
    int was = last_known(g, r);
    return was == 1 ? ALT_EXP_HERO : was == 2 ? ALT_EXP_COMPANION : -1;
}

int alt_passive_present_in(const alt_game *g, int p, uint8_t id, alt_expedition e)
{
    alt_zone z = (alt_zone)g->p[p].obj[id].zone;
    if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
        return 0;
    if (z == (e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION))
        return 1;
    return alt_state_rules(g) >= 2 && alt_passive_is_gigantic(g, p, id);
}

int alt_passive_source_expeditions(const alt_game *g, const alt_reaction *r)
{
    alt_zone z = alt_passive_source_zone(g, r);
    if (z != ALT_Z_EXP_HERO && z != ALT_Z_EXP_COMPANION)
        return last_known(g, r);                      /* where it was (CR 2.1.h), Gigantic or not */
    if (alt_state_rules(g) >= 2 && alt_passive_is_gigantic(g, r->player, r->source))
        return 3;                                     /* CR 7.4.4.f: both of its controller's */
    return z == ALT_Z_EXP_HERO ? 1 : 2;
}

/* Player p's Hero's static ability with this effect, or NULL. */
const alt_ability *alt_passive_hero_ability(const alt_game *g, int p, alt_effect effect)
{
    uint16_t hero = g->setup.deck[p].hero;
    if (hero == ALT_CARD_NONE || !alt_cards_has_static(g->db, hero, effect))
        return NULL;                 /* the usual answer, from one bit */
    int n;
    const alt_ability *list = alt_state_hero_abilities(g, p, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == effect)
            return &list[i];
    return NULL;
}

/* Player q's passives with this effect in play, and the support ones
 * ({I}, CR 4.0 2.2.12.e, i-j) of the ready cards of q's Reserve: how many
 * (sum 0), or, for player p, the amounts of those that reach p (sum 1:
 * q's own when q is p, and those written for every player, arg). */
static int statics_in_play(const alt_game *g, int q, alt_effect effect, int p, int sum)
{
    const alt_player *pl = &g->p[q];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK, ALT_Z_RESERVE};
    int total = 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            const alt_object *o = &pl->obj[alt_state_zone(pl, zones[z])[i]];
            if (!alt_cards_has_static(g->db, o->card, effect))
                continue;
            unsigned support = zones[z] == ALT_Z_RESERVE ? ALT_ABILITY_SUPPORT : 0;
            if (support && (o->status & ALT_ST_EXHAUSTED))
                continue;                         /* 2.2.12.j */
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == effect &&
                    (list[k].flags & ALT_ABILITY_SUPPORT) == support)
                    total += !sum ? 1 : (q == p || list[k].arg) ? list[k].amount : 0;
        }
    return total;
}

/* How many cards player p has in play with this static effect. */
int alt_passive_count_of(const alt_game *g, int p, alt_effect effect)
{
    return statics_in_play(g, p, effect, p, 0);
}

int alt_passive_hero_static(const alt_game *g, int p, alt_effect effect)
{
    return alt_passive_hero_ability(g, p, effect) != NULL;
}

int alt_passive_filter_matches(uint8_t filter, const alt_card_info *c)
{
    switch (filter) {
    case ALT_FILTER_CHARACTER: return c->type == ALT_TYPE_CHARACTER;
    case ALT_FILTER_SPELL: return alt_state_counts_as(c, ALT_TYPE_SPELL);
    case ALT_FILTER_PERMANENT: return alt_state_counts_as(c, ALT_TYPE_PERMANENT);
    case ALT_FILTER_PLANT: return alt_state_has_subtype(c, "PLANT");
    case ALT_FILTER_BUREAUCRAT: return alt_state_has_subtype(c, "BUREAUCRAT");
    case ALT_FILTER_SMALL_CHARACTER: return c->type == ALT_TYPE_CHARACTER && c->hand_cost <= 3;
    case ALT_FILTER_RESERVE_CHARACTER: return c->type == ALT_TYPE_CHARACTER;
    case ALT_FILTER_COST3: return c->hand_cost <= 3;
    case ALT_FILTER_BIG_CHARACTER: return c->type == ALT_TYPE_CHARACTER && c->hand_cost >= 4;
    case ALT_FILTER_BIG_SPELL: return alt_state_counts_as(c, ALT_TYPE_SPELL) && c->hand_cost >= 4;
    case ALT_FILTER_ANIMAL: return alt_state_has_subtype(c, "ANIMAL");
    case ALT_FILTER_ANIMAL_ADVENTURER: return alt_state_has_subtype(c, "ANIMAL") || alt_state_has_subtype(c, "ADVENTURER");
    case ALT_FILTER_ZERO_STAT_CHARACTER:
        return c->type == ALT_TYPE_CHARACTER && (c->forest == 0 || c->mountain == 0 || c->water == 0);
    case ALT_FILTER_ROBOT_OR_PERMANENT: return alt_state_counts_as(c, ALT_TYPE_PERMANENT) || alt_state_has_subtype(c, "ROBOT");
    case ALT_FILTER_ARTIST_OR_SONG: return alt_state_has_subtype(c, "ARTIST") || alt_state_has_subtype(c, "SONG");
    case ALT_FILTER_ARTIST: return alt_state_has_subtype(c, "ARTIST");
    case ALT_FILTER_ROBOT: return alt_state_has_subtype(c, "ROBOT");
    case ALT_FILTER_MID_CHARACTER: return c->type == ALT_TYPE_CHARACTER && c->hand_cost >= 3;
    case ALT_FILTER_FOREST_CHARACTER: return c->type == ALT_TYPE_CHARACTER;   /* and where it joins: modifier.c */
    default: return 1;
    }
}

int alt_passive_object_matches(const alt_game *g, int p, uint8_t id, uint8_t filter)
{
    if (alt_passive_filter_matches(filter, alt_state_card(g, p, id)))
        return 1;
    if (g->p[p].gained_n == 0)
        return 0;
    /* Only a subtype gained can make it match now: the filters naming one. */
    const char *sub[2] = {NULL, NULL};
    switch (filter) {
    case ALT_FILTER_PLANT: sub[0] = "PLANT"; break;
    case ALT_FILTER_BUREAUCRAT: sub[0] = "BUREAUCRAT"; break;
    case ALT_FILTER_ANIMAL: sub[0] = "ANIMAL"; break;
    case ALT_FILTER_ANIMAL_ADVENTURER: sub[0] = "ANIMAL", sub[1] = "ADVENTURER"; break;
    case ALT_FILTER_ROBOT_OR_PERMANENT: case ALT_FILTER_ROBOT: sub[0] = "ROBOT"; break;
    case ALT_FILTER_ARTIST_OR_SONG: sub[0] = "ARTIST", sub[1] = "SONG"; break;
    case ALT_FILTER_ARTIST: sub[0] = "ARTIST"; break;
    default: return 0;
    }
    return alt_state_object_has_subtype(g, p, id, sub[0]) || (sub[1] && alt_state_object_has_subtype(g, p, id, sub[1]));
}

int alt_passive_play_matches(uint8_t filter, const alt_card_info *c, alt_zone from)
{
    if (filter == ALT_FILTER_RESERVE_CHARACTER && from != ALT_Z_RESERVE)
        return 0;
    return alt_passive_filter_matches(filter, c);
}

int alt_passive_silenced(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    if (!alt_state_is_character(alt_state_card(g, p, id)) || (o->zone != ALT_Z_EXP_HERO && o->zone != ALT_Z_EXP_COMPANION))
        return 0;
    int gigantic = -1;              /* read once an opposing card could silence it: most games have none */
    const alt_player *opp = &g->p[1 - p];
    for (int k = 0; k < 2 && alt_state_may_have_static(g, ALT_FX_SILENCE_FACING); k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t other = alt_state_zone(opp, z)[i];
            if (!alt_cards_has_static(g->db, opp->obj[other].card, ALT_FX_SILENCE_FACING))
                continue;
            if (gigantic < 0)
                gigantic = alt_passive_is_gigantic(g, p, id);
            int facing = gigantic || z == o->zone || alt_passive_is_gigantic(g, 1 - p, other);
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, opp->obj[other].card, &n);
            for (int j = 0; j < n && facing; j++)
                if (list[j].trigger == ALT_TRIG_STATIC && list[j].effect == ALT_FX_SILENCE_FACING)
                    return 1;
        }
    }
    return 0;
}

int alt_passive_all_water(const alt_game *g)
{
    return alt_passive_count(g, 0, ALT_FX_ALL_WATER) + alt_passive_count(g, 1, ALT_FX_ALL_WATER) > 0;
}

/* A limit and what the static abilities in play add to it: a player's
 * own ("your Reserve limit"), and everyone's ("all Reserve limits"). */
static int limit_with(const alt_game *g, int p, alt_effect effect, int base)
{
    if (alt_state_edition(g) < 4 || !alt_state_may_have_static(g, effect))
        return base;                              /* a 4.0 word, and no card of this game has it */
    return base + statics_in_play(g, 0, effect, p, 1) + statics_in_play(g, 1, effect, p, 1);
}

/* Whispers from the Maze (Scholars' Vault): "If there are one or more
 * Spells [Characters with Hand Cost {7} or more] in your Reserve, your
 * Reserve limit is increased by one": player p's passives in play whose
 * kind of card p's Reserve holds, read as the limit is (CR 4.0 4.2.5.c). */
static int limit_while(const alt_game *g, int p)
{
    if (alt_state_edition(g) < 4)
        return 0;                                 /* a 4.0 word (the caller asked whether any card has it) */
    const alt_player *pl = &g->p[p];
    int more = 0;
    for (size_t z = 0; z < sizeof frost_in_play / sizeof frost_in_play[0]; z++)
        for (int i = 0; i < pl->zone_n[frost_in_play[z]]; i++) {
            const alt_object *o = &pl->obj[alt_state_zone(pl, frost_in_play[z])[i]];
            if (!alt_cards_has_static(g->db, o->card, ALT_FX_RESERVE_LIMIT_WHILE))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, o->card, &n);
            for (int k = 0; k < n; k++) {
                const alt_ability *a = &list[k];
                if (a->trigger != ALT_TRIG_STATIC || a->effect != ALT_FX_RESERVE_LIMIT_WHILE)
                    continue;
                for (int j = 0; j < pl->zone_n[ALT_Z_RESERVE]; j++) {
                    const alt_card_info *c = alt_state_card(g, p, alt_state_zone(pl, ALT_Z_RESERVE)[j]);
                    if (alt_passive_filter_matches(a->where, c) && c->hand_cost >= a->it_cost_min) {
                        more += a->amount;
                        break;
                    }
                }
            }
        }
    return more;
}

int alt_passive_reserve_limit(const alt_game *g, int p)
{
    int limit = limit_with(g, p, ALT_FX_RESERVE_LIMIT, alt_state_reserve_limit(g, p));
    return alt_state_may_have_static(g, ALT_FX_RESERVE_LIMIT_WHILE) ? limit + limit_while(g, p) : limit;
}

int alt_passive_no_counters_now(const alt_game *g, int owner, uint8_t id)
{
    int opp_reserve = alt_state_may_have_static(g, ALT_FX_NO_COUNTERS_OPP_RESERVE);
    int with = alt_state_may_have_static(g, ALT_FX_NO_COUNTERS_WITH_COUNTERS);
    if (id >= ALT_OBJ_MAX)
        return 0;                                 /* a Hero always can */
    const alt_object *o = &g->p[owner].obj[id];
    if (o->zone == ALT_Z_RESERVE && opp_reserve && alt_passive_count(g, 1 - owner, ALT_FX_NO_COUNTERS_OPP_RESERVE) > 0)
        return 1;
    return with && (o->boosts || o->counters) && (o->zone == ALT_Z_RESERVE || alt_state_in_play((alt_zone)o->zone)) &&
           alt_passive_count(g, 0, ALT_FX_NO_COUNTERS_WITH_COUNTERS) + alt_passive_count(g, 1, ALT_FX_NO_COUNTERS_WITH_COUNTERS) > 0;
}

int alt_passive_no_boosts_now(const alt_game *g, int owner, uint8_t id)
{
    const alt_player *pl = &g->p[owner];
    if (id >= ALT_OBJ_MAX || (pl->obj[id].zone != ALT_Z_EXP_HERO && pl->obj[id].zone != ALT_Z_EXP_COMPANION))
        return 0;                                 /* a Hero; a card no one controls */
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t other = alt_state_zone(pl, z)[i];
            if (other != id && alt_cards_has_static(g->db, pl->obj[other].card, ALT_FX_NO_BOOSTS_OTHERS) &&
                !alt_passive_silenced(g, owner, other))
                return 1;
        }
    }
    return 0;
}

int alt_passive_support_max_more(const alt_game *g)
{
    int none = alt_state_may_have_static(g, ALT_FX_SUPPORT_NO_MAX), more = alt_state_may_have_static(g, ALT_FX_SUPPORT_MAX_MORE);
    if ((!none && !more) || alt_state_edition(g) < 4)
        return 0;
    if (none && alt_passive_count(g, 0, ALT_FX_SUPPORT_NO_MAX) + alt_passive_count(g, 1, ALT_FX_SUPPORT_NO_MAX) > 0)
        return 255;                               /* no maximum: as many as a count holds */
    return more ? statics_in_play(g, 0, ALT_FX_SUPPORT_MAX_MORE, 0, 1) + statics_in_play(g, 1, ALT_FX_SUPPORT_MAX_MORE, 1, 1) : 0;
}

int alt_passive_reserve_uncounted(const alt_game *g, int p, uint8_t id)
{
    const alt_object *o = &g->p[p].obj[id];
    return o->zone == ALT_Z_RESERVE && !(o->status & ALT_ST_EXHAUSTED) && alt_state_edition(g) >= 4 &&
           alt_cards_has_static(g->db, o->card, ALT_FX_RESERVE_UNCOUNTED);
}

int alt_passive_reserve_counted(const alt_game *g, int p, int *ready)
{
    const alt_player *pl = &g->p[p];
    int n = 0, r = 0;
    int some = alt_state_may_have_static(g, ALT_FX_RESERVE_UNCOUNTED);
    for (int i = 0; i < pl->zone_n[ALT_Z_RESERVE]; i++) {
        uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
        if (some && alt_passive_reserve_uncounted(g, p, id))
            continue;
        n++;
        r += !(pl->obj[id].status & ALT_ST_EXHAUSTED);
    }
    if (ready)
        *ready = r;
    return n;
}

int alt_passive_landmark_limit(const alt_game *g, int p)
{
    return limit_with(g, p, ALT_FX_LANDMARK_LIMIT, alt_state_landmark_limit(g, p));
}

int alt_passive_is_gigantic(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    if (c->keywords & ALT_KW_GIGANTIC)
        return 1;
    if (c->type == ALT_TYPE_TOKEN && alt_passive_count(g, p, ALT_FX_TOKENS_GIGANTIC) > 0)
        return 1;
    return alt_passive_card_gigantic(g, p, id);     /* Trial by Frost's: a lone Character, enough Mana Orbs */
}

/* "Characters in your other Expedition (the one I'm not in) are
 * [Defender]": a card of player p's in one Expedition, not Gigantic (a
 * Gigantic one has no other, CR 4.0 7.4.4.l), makes Character id
 * Defender while it is present in the other (a Gigantic one is, 7.4.4.b). */
static int defender_other(const alt_game *g, int p, uint8_t id)
{
    const alt_player *pl = &g->p[p];
    for (int e = 0; e < 2; e++) {
        alt_zone z = e ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t src = alt_state_zone(pl, z)[i];
            if (src != id && alt_cards_has_static(g->db, pl->obj[src].card, ALT_FX_DEFENDER_OTHER) &&
                !alt_passive_is_gigantic(g, p, src) && alt_passive_present_in(g, p, id, (alt_expedition)(1 - e)))
                return 1;
        }
    }
    return 0;
}

int alt_passive_is_defender(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, p, id);
    if (c->keywords & ALT_KW_DEFENDER)
        return 1;
    if (alt_state_may_have_static(g, ALT_FX_DEFENDER_OTHER) && alt_state_is_character(c) && defender_other(g, p, id))
        return 1;
    int n;
    /* The Hero's list is read only for the tokens it is about. */
    const alt_ability *tokens = c->type == ALT_TYPE_TOKEN && g->p[p].obj[id].boosts > 0
                                    ? alt_passive_hero_ability(g, p, ALT_FX_BOOSTED_TOKENS_DEFENDER) : NULL;
    if (tokens && g->p[p].zone_n[ALT_Z_MANA] < tokens->amount)
        return 1;                                     /* "fewer than N Mana Orbs": Boosted tokens */
    if (frost_defender(g, p, id))
        return 1;                                     /* its own "unless you have N Mana Orbs" */
    if (!alt_cards_has_static(g->db, g->p[p].obj[id].card, ALT_FX_DEFENDER_UNLESS))
        return 0;
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
                uint8_t o = alt_state_zone(pl, zones[z])[i];
                others += o != id && alt_passive_object_matches(g, p, o, list[k].where);
            }
        if (others < list[k].amount)
            return 1;
    }
    return 0;
}

/* "Your other Expedition and the Expedition facing it can't move
 * forward": a card in its player's Expedition k blocks both k-bar. Which
 * player's card it is does not matter, so one look serves all four. */
unsigned alt_passive_blocked_by_cards(const alt_game *g)
{
    unsigned blocked = 0;
    if (!alt_state_may_have_static(g, ALT_FX_BLOCK_OTHER))
        return 0;
    for (int q = 0; q < 2; q++) {
        const alt_player *pl = &g->p[q];
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++)
                if (alt_cards_has_static(g->db, pl->obj[alt_state_zone(pl, z)[i]].card, ALT_FX_BLOCK_OTHER)) {
                    blocked |= 1u << (1 - k);
                    break;
                }
        }
    }
    return blocked;
}

int alt_passive_blocked(const alt_game *g, int p, alt_expedition e)
{
    if (g->p[p].blocked_today & (1u << e))
        return 1;
    return (alt_passive_blocked_by_cards(g) >> e) & 1;
}

/* What the other player's Characters and Permanents in play do to the
 * cost of card c: "cost N more" (the increase, *more) and "can't cost less
 * than N" (the restriction on the final cost, CR 6.2.h: *floor, 0 for none),
 * in one pass over them. */
static void opponent_costs(const alt_game *g, int p, const alt_card_info *c, int *more, int *floor)
{
    const alt_player *opp = &g->p[1 - p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    *more = *floor = 0;
    if (!alt_state_may_have_static(g, ALT_FX_OPP_COST) && !alt_state_may_have_static(g, ALT_FX_OPP_COST_MIN))
        return;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < opp->zone_n[zones[z]]; i++) {
            uint16_t card = opp->obj[alt_state_zone(opp, zones[z])[i]].card;
            if (!alt_cards_has_static(g->db, card, ALT_FX_OPP_COST) &&
                !alt_cards_has_static(g->db, card, ALT_FX_OPP_COST_MIN))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, card, &n);
            for (int k = 0; k < n; k++) {
                const alt_ability *a = &list[k];
                if (a->trigger != ALT_TRIG_STATIC || !alt_passive_filter_matches(a->where, c))
                    continue;
                if (a->effect == ALT_FX_OPP_COST)
                    *more += a->amount;
                else if (a->effect == ALT_FX_OPP_COST_MIN && a->amount > *floor)
                    *floor = a->amount;
            }
        }
}

int alt_passive_cost(const alt_game *g, int p, const alt_card_info *c, alt_zone from, int base, int less)
{
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->mods_n; i++)
        if ((pl->mods[i].kind == ALT_MOD_FREE || pl->mods[i].kind == ALT_MOD_FREE_HAND_UNFLEETING) &&
            alt_passive_play_matches(pl->mods[i].filter, c, from))
            return 0;                          /* CR 5.1.2.e remark, 7.3.20.a of 3.0, 4.0 7.3.23.a: free skips every cost */
    int more, floor;
    opponent_costs(g, p, c, &more, &floor);
    int cost = base + more;                    /* CR 5.1.2.e, 6.2.h: increases first */
    if (from == ALT_Z_RESERVE) {
        /* "Cards played from Reserve cost N more", an increase; "... N
         * less, down to a minimum of 1", a decrease that stops at 1, before
         * the others, which may go further (docs/rules-choices.md). */
        int rmore, rless;
        frost_reserve_costs(g, &rmore, &rless);
        cost += rmore;
        for (int k = 0; k < rless && cost > 1; k++)
            cost--;
    }
    int own_less, own_min1;
    own_decreases(g, p, c, from, &own_less, &own_min1);
    for (int i = 0; i < pl->mods_n; i++)       /* "... less, down to a minimum of 1": so too */
        if (pl->mods[i].kind == ALT_MOD_COST_MIN1 && alt_passive_play_matches(pl->mods[i].filter, c, from))
            own_min1 += pl->mods[i].amount;
    for (int k = 0; k < own_min1 && cost > 1; k++)
        cost--;
    for (int i = 0; i < pl->mods_n; i++)
        if (pl->mods[i].kind == ALT_MOD_COST && alt_passive_play_matches(pl->mods[i].filter, c, from))
            cost -= pl->mods[i].amount;
    cost -= less + own_less;
    if (cost < 0)
        cost = 0;
    return cost < floor ? floor : cost;        /* CR 6.2.h: restrictions on the final cost last */
}

const char *alt_passive_play_refused(const alt_game *g, int p, uint16_t card)
{
    if (!alt_cards_get(g->db, card)->supported)
        return "support: this engine does not implement that card's abilities";   /* no rule: the engine's own */
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++) {
        if (list[i].trigger != ALT_TRIG_REQUIRE)
            continue;
        if (list[i].effect == ALT_FX_UNPLAYABLE)
            return ALT_CR(g, "1.4.1.a", "1.4.1.a", ": this card says it can't be played (it can only be a Mana Orb)");
        if (list[i].effect == ALT_FX_MANA_ORBS && g->p[p].zone_n[ALT_Z_MANA] < list[i].amount)
            return ALT_CR(g, "1.4.1", "1.4.1", ": this card cannot be played with fewer Mana Orbs than it asks");
    }
    return NULL;
}

int alt_passive_spell_fleeting(const alt_game *g, int p, const alt_card_info *c)
{
    if (c->keywords & ALT_KW_FLEETING)
        return 1;                                   /* CR 2.4.6.b (4.0 2.4.7.b): its own passive */
    /* "Spells you play with Hand Cost N or less have Fleeting": the Hero's,
     * or a card's in play; the printed Hand Cost (CR 2.2.9). */
    const alt_ability *hero = alt_passive_hero_ability(g, p, ALT_FX_SPELLS_FLEETING);
    if (hero && c->hand_cost <= hero->amount)
        return 1;
    const alt_player *pl = &g->p[p];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    if (!alt_state_may_have_static(g, ALT_FX_SPELLS_FLEETING))
        return 0;
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint16_t card = pl->obj[alt_state_zone(pl, zones[z])[i]].card;
            if (!alt_cards_has_static(g->db, card, ALT_FX_SPELLS_FLEETING))
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(g->db, card, &n);
            for (int k = 0; k < n; k++)
                if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_SPELLS_FLEETING &&
                    c->hand_cost <= list[k].amount)
                    return 1;
        }
    return 0;
}

int alt_passive_controls_character(const alt_game *g, int p)
{
    const alt_player *pl = &g->p[p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++)
            if (alt_state_is_character(alt_state_card(g, p, alt_state_zone(pl, z)[i])))
                return 1;
    }
    return 0;
}

int alt_passive_cheaper_ability(const alt_game *g, uint16_t card)
{
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC &&
            (list[i].effect == ALT_FX_DISCARD_FOR_LESS || list[i].effect == ALT_FX_SACRIFICE_FOR_LESS ||
             list[i].effect == ALT_FX_PAY_LESS_INSTEAD))
            return i;
    return -1;
}

/* Skybound Odyssey: whether the card's cheaper cost is a Permanent
 * sacrificed (Detonation) rather than a card discarded from Reserve. */
int alt_passive_cheaper_effect(const alt_game *g, uint16_t card)
{
    int i = alt_passive_cheaper_ability(g, card), n;
    return i >= 0 ? alt_cards_abilities(g->db, card, &n)[i].effect : ALT_FX_NONE;
}


/* The base is the Hand or Reserve Cost, or Scout X from Hand (CR 7.4.5.c:
 * X mana, which the modifiers alter too, 7.4.5.d); the card's own cheaper
 * cost takes N off (a decrease, CR 5.1.2.e). */
int alt_passive_play_cost(const alt_game *g, int p, uint16_t card, alt_zone from, int cost, int less)
{
    const alt_card_info *c = alt_cards_get(g->db, card);
    int base;
    if (cost == ALT_COST_SCOUT)
        base = (from == ALT_Z_HAND && (c->keywords & ALT_KW_SCOUT)) ? c->scout : -1;
    else if (cost == ALT_COST_HAND)
        base = from == ALT_Z_RESERVE ? c->hand_cost : -1;
    else
        base = from == ALT_Z_HAND ? c->hand_cost : c->reserve_cost;
    if (base < 0)
        return -1;
    if (cost == ALT_COST_CHEAPER) {
        int i = alt_passive_cheaper_ability(g, card), n;
        less += i < 0 ? 0 : alt_cards_abilities(g->db, card, &n)[i].amount;
    }
    return alt_passive_cost(g, p, c, from, base, less);
}
