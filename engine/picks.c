/*
 * picks.c: every legal pick of the resolving ability (condition.h's
 * alt_cond_list_targets), from what its effects.def row says it picks
 * (ability.h's ALT_PICKS): a target in play, a card of one's own, an
 * Expedition, a player, a card to play, a region, a Terrain Marker; and
 * the kinds whose picks come in steps (alt_picks_stepped): a card in a
 * Reserve, one more Exhausted Resupply or one of two revealed cards, a
 * card to play at once, a card of the Reserve then one of the Hand, a card
 * of a Hand, a player then a Character of theirs, a Character of each
 * player's, any number of targets, a mode, read at the resolution's step
 * (res.done). The one place a pick's answers are listed, so that an
 * effect of a kind already here is its row and its function alone.
 */
#include "condition.h"
#include "count.h"
#include "standing.h"
#include "statics.h"
#include "terrain.h"

#include <string.h>

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

static void list_stepped(const alt_game *g, const alt_ability *a, target_list *t);

/* ---- targets, cards of one's own, Expeditions, players, plays, regions */

/* A card of the controller's own zone (Hand or Reserve) an effect may pick:
 * never the source itself ("another card"). */
static void offer_own(const alt_game *g, target_list *t, alt_zone z, uint8_t filter, int self_too)
{
    const alt_reaction *r = &g->res.r;
    const alt_player *pl = &g->p[r->player];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        if ((self_too || id != r->source) && alt_passive_filter_matches(filter, alt_state_card(g, r->player, id)))
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
                character = character && alt_state_object_has_subtype(g, who, id, "ROBOT") && !(who == r->player && id == r->source);
            else if (!each && a->where == 4)  /* "a Plant" */
                character = character && alt_state_object_has_subtype(g, who, id, "PLANT");
            if (there && (character || (perms && alt_state_counts_as(c, ALT_TYPE_PERMANENT))))
                offer(t, who, id, 0, who);
        }
    }
    /* "Discard a card from your hand or sacrifice a Character": the cards
     * of the Hand too, the source among them when it is there. */
    if (a->effect == ALT_FX_DISCARD_OR_SACRIFICE)
        for (int i = 0; i < g->p[who].zone_n[ALT_Z_HAND]; i++)
            offer(t, who, alt_state_zone(&g->p[who], ALT_Z_HAND)[i], 0, who);
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
                int tough = alt_cond_target_matches(g, r, a, owner, id) ? alt_cond_tough_cost(g, p, owner, id) : -1;
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
    int free = a->effect != ALT_FX_RUSH && a->effect != ALT_FX_RUSH_CHAR_DONE && a->effect != ALT_FX_RUSH_HAND_DONE &&
               a->effect != ALT_FX_RUSH_HAND_COST;
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
            /* The bounds are on the Base Cost, or with hand<= and hand>= on
             * the card's Hand Cost, wherever it is played from. */
            int base = (a->flags & ALT_ABILITY_BASE_COST) ? alt_state_base_cost(g, who, id) : c->hand_cost;
            if ((a->cost_max >= 0 && base > a->cost_max) || (a->it_cost_min && base < a->it_cost_min))
                continue;
            int joins = c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK));
            /* For free, no cost is declared (CR 4.0 7.3.23.a): Scout is not. */
            int last = free ? ALT_COST_NORMAL : a->effect == ALT_FX_RUSH_HAND_COST ? ALT_COST_HAND : ALT_COST_SCOUT;
            for (int cost = ALT_COST_NORMAL; cost <= last; cost++) {
                if (cost == ALT_COST_CHEAPER)
                    continue;                     /* the card's own way, played by a turn */
                for (int e = 0; e < (joins ? 2 : 1); e++) {
                    int mana = alt_passive_play_cost(g, who, pl->obj[id].card, from[k], cost,
                                                     alt_cond_self_less(g, who, id, joins ? e : -1));
                    if (mana >= 0 && (free || mana <= ready))
                        offer(t, who, id, e, who | cost << 1);
                }
            }
        }
}

/* "Spend 1 counter from a card you control or in your Reserve": each
 * object the picker controls (their Expeditions', Landmarks' and Hero,
 * CR 4.0's glossary, "Controller") or card of their Reserve, once per
 * kind of counter it holds (expedition 0: a boost, 1: another counter);
 * "from a card in your Reserve or Landmarks" (Whispers from the Maze):
 * those two zones' only; "1 boost from a Character you control" (a
 * Unique's): the boosts of the Characters of their Expeditions only. */
static void offer_own_counters(const alt_game *g, const alt_ability *a, target_list *t)
{
    int p = g->res.r.player;
    const alt_player *pl = &g->p[p];
    int stored = a->effect == ALT_FX_SPEND_COUNTER_STORED, chars = a->effect == ALT_FX_SPEND_BOOST_CHAR;
    if (!stored && !chars && pl->hero.card != ALT_CARD_NONE && pl->hero.counters)
        offer(t, p, ALT_HERO_OBJECT, 1, p);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK, ALT_Z_RESERVE};
    for (size_t k = stored ? 2 : 0; k < (chars ? 2 : sizeof zones / sizeof zones[0]); k++)
        for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[k])[i];
            if (chars && !alt_state_is_character(alt_state_card(g, p, id)))
                continue;
            if (pl->obj[id].boosts)
                offer(t, p, id, 0, p);
            if (pl->obj[id].counters && !chars)
                offer(t, p, id, 1, p);
        }
}

/* card_boost's targets: a Character card in play or in any Reserve (the
 * kind narrows it to a Reserve, or to another than the source), each once. */
static int reserve_kind_matches(const alt_game *g, const alt_ability *a, int owner, uint8_t id, alt_zone z)
{
    const alt_reaction *r = &g->res.r;
    const alt_card_info *c = alt_state_card(g, owner, id);
    if (!alt_state_is_character(c) || z == ALT_Z_LANDMARK)
        return 0;
    if (a->where == ALT_TARGET_RESERVE_CHAR)
        return z == ALT_Z_RESERVE;
    if (a->where == ALT_TARGET_MY_OTHER_RESERVE_CHAR)   /* Whispers from the Maze */
        return z == ALT_Z_RESERVE && owner == r->player && id != r->source;
    if (a->where == ALT_TARGET_BOOSTED_CHAR)            /* Sap Duende: Boosted (CR 4.0 2.4.5.a), there or in Reserve */
        return g->p[owner].obj[id].boosts > 0;
    if (a->where == ALT_TARGET_SUPPORT_CHAR_PLAY_OR_RESERVE)   /* "with a {D} ability" (a Unique part) */
        return alt_count_has_support(g, owner, id);
    return a->where != ALT_TARGET_OTHER_CHAR_PLAY_OR_RESERVE || !(owner == r->player && id == r->source);
}

/* Augment's targets (CR 4.0 7.3.4): a card in play or in any Reserve, a
 * Hero never (it is in the Hero zone). "One more of a (single) counter it
 * already has": an object holding boosts and other counters both is
 * offered once for each (expedition 0: a boost, 1: a counter), so its
 * augmenter chooses which; any other once, with what it holds (a card
 * with none is a legal target that gains nothing). A target an opponent
 * controls in play has its Tough paid (CR 7.4.7); a card in Reserve has
 * no passive working there (CR 2.2.12.g), so none. */
static void offer_play_or_reserve(const alt_game *g, target_list *t, const alt_ability *a)
{
    const alt_reaction *r = &g->res.r;
    const alt_resolution *res = &g->res;
    int p = r->player;
    /* Augment's and counters removed: any card, listed once per kind of counter it holds. */
    int augment = a->effect == ALT_FX_AUGMENT || a->effect == ALT_FX_AUGMENTS || a->effect == ALT_FX_REMOVE_COUNTERS;
    /* "Any number of targets", each once: from level 3 the held ones are
     * left out (picked_already); before, each was acted on as picked, and
     * the later picks come after it in (owner, id) order. */
    int after_last = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_ANY_NUMBER) && alt_state_rules(g) < 3 &&
                     res->done;
    if ((alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_ANY_NUMBER) && res->held_n >= ALT_HELD_MAX)
        return;                                   /* the engine's capacity: no more picks */
    int ready = alt_state_ready_mana(&g->p[p]);
    for (int i = 0; i < g->res.held_n; i++)
        if (g->p[g->res.held[i][2]].obj[g->res.held[i][0]].zone != ALT_Z_RESERVE)
            ready -= alt_cond_tough_cost(g, p, g->res.held[i][2], g->res.held[i][0]);
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK, ALT_Z_RESERVE};
    for (int owner = 0; owner < 2; owner++) {
        const alt_player *pl = &g->p[owner];
        for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
            for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
                uint8_t id = alt_state_zone(pl, zones[k])[i];
                if (picked_already(g, a, owner, id) ||
                    (after_last && (owner < res->first_owner || (owner == res->first_owner && id <= res->first_object))))
                    continue;
                if (!augment && !reserve_kind_matches(g, a, owner, id, zones[k]))
                    continue;
                if (zones[k] != ALT_Z_RESERVE && alt_cond_tough_cost(g, p, owner, id) > ready)
                    continue;                   /* CR 7.4.7.d */
                const alt_object *o = &pl->obj[id];
                if (!augment) {
                    offer(t, p, id, 0, owner);
                    continue;
                }
                if (o->boosts || !o->counters)
                    offer(t, p, id, 0, owner);
                if (o->counters)
                    offer(t, p, id, 1, owner);
            }
    }
}

/* Whether Expedition e of owner is one of the step's picks held already
 * (ALT_FXF_N_EXPEDITIONS). */
static int expedition_held(const alt_resolution *res, int owner, int e)
{
    for (int i = 0; i < res->held_n; i++)
        if (res->held[i][0] == ALT_NO_OBJECT && res->held[i][1] == e && res->held[i][2] == owner)
            return 1;
    return 0;
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
    if (alt_picks_stepped(alt_ability_picks((alt_effect)a->effect))) {
        list_stepped(g, a, t);
        return;
    }
    if ((a->flags & ALT_ABILITY_UPTO) || ((flags & ALT_FXF_ANY_NUMBER)))
        offer(t, alt_cond_picker(g), ALT_NO_OBJECT, 0, 0);   /* "up to", or "that's all": the picker's */
    uint8_t filter = (flags & ALT_FXF_FILTERED) ? a->where : ALT_FILTER_ANY;
    switch (alt_ability_picks((alt_effect)a->effect)) {
    case ALT_PICKS_EXPEDITION:
        for (int owner = 0; owner < 2; owner++)
            for (int e = 0; e < 2; e++)
                if ((!(flags & ALT_FXF_MINE) || owner == p) &&   /* "target Expedition you control" */
                    (!(flags & ALT_FXF_FACING) || (owner != p && (alt_passive_source_expeditions(g, r) & (1 << e)))) &&
                    !expedition_held(&g->res, owner, e))        /* "N different Expeditions" */
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
        offer_own(g, t, ALT_Z_HAND, filter, 0);
        return;
    case ALT_PICKS_OWN_RESERVE:
        offer_own(g, t, ALT_Z_RESERVE, filter, (flags & ALT_FXF_SELF_TOO) != 0);
        return;
    case ALT_PICKS_OWN_MANA:
        offer_own(g, t, ALT_Z_MANA, filter, 0);
        return;
    case ALT_PICKS_OWN_IN_PLAY:
        offer_own_in_play(g, t, a);
        return;
    case ALT_PICKS_RESERVE_CARD: {                      /* a card in a Reserve: no Tough there */
        int most = (flags & ALT_FXF_STAT_AT_MOST) ? alt_static_stat(g, p, r->source, a->arg) : 0;
        int who = alt_cond_picker(g);                   /* the opponent, for "target opponent may ..." */
        for (int owner = 0; owner < 2; owner++)
            for (int i = 0; ((flags & ALT_FXF_MINE) == 0 || owner == who) && i < g->p[owner].zone_n[ALT_Z_RESERVE]; i++) {
                uint8_t id = alt_state_zone(&g->p[owner], ALT_Z_RESERVE)[i];
                if (a->effect == ALT_FX_SABOTAGE_COST && alt_state_card(g, owner, id)->reserve_cost > a->amount)
                    continue;                           /* "a card with Reserve Cost {N} or less" */
                if (!(flags & ALT_FXF_STAT_AT_MOST) ||
                    (alt_state_is_character(alt_state_card(g, owner, id)) && alt_static_stat(g, owner, id, a->arg) <= most))
                    offer(t, who, id, 0, owner);
            }
        return;
    }
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
    case ALT_PICKS_PLAY_OR_RESERVE:
        offer_play_or_reserve(g, t, a);
        return;
    case ALT_PICKS_OWN_COUNTER:
        offer_own_counters(g, a, t);
        return;
    case ALT_PICKS_MARKER:
        for (int i = 0; i < g->markers_n; i++)
            if (g->markers[i].where <= ALT_LAST_REGION && !(g->markers[i].terrains & ~a->arg))   /* of those terrains */
                offer(t, p, ALT_NO_OBJECT, 0, i);
        return;
    case ALT_PICKS_NONE:
    default:
        return;
    }
}

size_t alt_cond_list_targets(const alt_game *g, alt_action *out, size_t cap)
{
    target_list t = {out, cap, 0};
    list_targets(g, &t);
    return t.n;
}

/* ---- the kinds in steps (alt_picks_stepped) */

/* ---- a card in a Reserve */

/* Ready (or exhausted) cards of both Reserves, the controller's first; in
 * the picker's opponent's only (ALT_FXF_THEIRS) or the picker's own only
 * (ALT_FXF_MINE), of the ability's filter (ALT_FXF_FILTERED); never the
 * first of "up to two" again. */
static void reserve_cards(const alt_game *g, const alt_ability *a, target_list *t, int exhausted, int perms)
{
    const alt_resolution *res = &g->res;
    int asked = alt_cond_picker(g);
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    if (a->flags & ALT_ABILITY_UPTO)
        offer(t, asked, ALT_NO_OBJECT, 0, 0);
    for (int k = 0; k < 2; k++) {
        int owner = (res->r.player + k) & 1;
        if (((flags & ALT_FXF_THEIRS) && owner == asked) || ((flags & ALT_FXF_MINE) && owner != asked))
            continue;
        const alt_player *pl = &g->p[owner];
        int no_reserve = a->effect == ALT_FX_EXHAUST_MY_PERM;   /* "a Permanent you control" alone */
        for (int i = 0; !no_reserve && i < pl->zone_n[ALT_Z_RESERVE]; i++) {
            uint8_t id = alt_state_zone(pl, ALT_Z_RESERVE)[i];
            if (res->done && id == res->first_object && owner == res->first_owner)
                continue;                              /* "up to two": two different cards */
            if ((flags & ALT_FXF_FILTERED) && !alt_passive_filter_matches(a->where, alt_state_card(g, owner, id)))
                continue;
            if (((pl->obj[id].status & ALT_ST_EXHAUSTED) != 0) == exhausted)
                offer(t, asked, id, 0, owner);
        }
        /* "target Permanent or target card in Reserve": its Permanents in
         * play too, in the Landmarks and the Expeditions. */
        static const alt_zone in_play[] = {ALT_Z_LANDMARK, ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION};
        for (size_t z = 0; perms && z < sizeof in_play / sizeof in_play[0]; z++)
            for (int i = 0; i < pl->zone_n[in_play[z]]; i++) {
                uint8_t id = alt_state_zone(pl, in_play[z])[i];
                if ((res->done && id == res->first_object && owner == res->first_owner) ||
                    !alt_state_counts_as(alt_state_card(g, owner, id), ALT_TYPE_PERMANENT))
                    continue;
                if (((pl->obj[id].status & ALT_ST_EXHAUSTED) != 0) == exhausted)
                    offer(t, asked, id, 0, owner);
            }
    }
}

/* ---- cards of a player's own zone */

/* Player p's cards of zone z of the filter (never the source: "another
 * card"), as (object, 0, p), asked of `asked`. */
static void own_cards(const alt_game *g, int p, int asked, alt_zone z, uint8_t filter, target_list *t)
{
    const alt_player *pl = &g->p[p];
    for (int i = 0; i < pl->zone_n[z]; i++) {
        uint8_t id = alt_state_zone(pl, z)[i];
        if (!(p == g->res.r.player && id == g->res.r.source) &&
            alt_passive_filter_matches(filter, alt_state_card(g, p, id)))
            offer(t, asked, id, 0, p);
    }
}

/* ---- a card played at once */

static int joins_expedition(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || (c->type == ALT_TYPE_PERMANENT && !(c->keywords & ALT_KW_LANDMARK));
}

/* What player p would pay to play object id into Expedition e this way (0
 * for free), or -1 when it cannot be played so: from Hand or Reserve, not
 * exhausted there unless a passive allows it (CR 2.4.5.c-d). */
static int cost_now(const alt_game *g, const alt_ability *a, int p, uint8_t id, int e, int free)
{
    const alt_object *o = &g->p[p].obj[id];
    const alt_card_info *c = alt_state_card(g, p, id);
    alt_zone from = (alt_zone)o->zone;
    if (!c->supported || c->type == ALT_TYPE_TOKEN_MANA || c->type == ALT_TYPE_HERO ||
        !alt_passive_play_matches(a->where, c, from) || alt_passive_play_refused(g, p, o->card))
        return -1;
    if (from == ALT_Z_RESERVE && (o->status & ALT_ST_EXHAUSTED) && !alt_static_may_play_exhausted(g, p, id, e))
        return -1;
    if (free)
        return 0;                                      /* CR 7.3.20: for free */
    int into = joins_expedition(c) ? e : -1;
    return alt_passive_play_cost(g, p, o->card, from, ALT_COST_NORMAL, a->amount + alt_cond_self_less(g, p, id, into));
}

static void plays(const alt_game *g, const alt_ability *a, target_list *t)
{
    int p = alt_cond_picker(g);
    int each = (alt_ability_effect_flags((alt_effect)a->effect) & (ALT_FXF_YOU_FIRST | ALT_FXF_PLAYS)) != 0;
    if (each)
        offer(t, p, ALT_NO_OBJECT, 0, 0);                /* "may": none */
    if (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_ANY_RESERVE) {
        for (int owner = 0; owner < 2; owner++)          /* a target in any Reserve: no Tough there */
            for (int i = 0; i < g->p[owner].zone_n[ALT_Z_RESERVE]; i++) {
                uint8_t id = alt_state_zone(&g->p[owner], ALT_Z_RESERVE)[i];
                const alt_card_info *c = alt_state_card(g, owner, id);
                if (c->reserve_cost > a->amount || !alt_passive_filter_matches(a->where, c))
                    continue;
                /* The opponent's card: never an exhausted one (CR 4.0 2.4.6.c). */
                if (owner == p ? cost_now(g, a, p, id, 0, 1) < 0
                               : !c->supported || (g->p[owner].obj[id].status & ALT_ST_EXHAUSTED) ||
                                     alt_passive_play_refused(g, p, g->p[owner].obj[id].card))
                    continue;
                for (int e = 0; e < (joins_expedition(c) ? 2 : 1); e++)
                    offer(t, p, id, e, owner);
            }
        return;
    }
    static const alt_zone zones[] = {ALT_Z_HAND, ALT_Z_RESERVE};
    const alt_player *pl = &g->p[p];
    if (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_DECK) {
        /* The Wayfarer's rare: "it", the card a roll revealed, while it is
         * still the top card of the Deck, for free; what forbids a play
         * forbids it (CR 1.4.1). */
        uint8_t it = g->res.r.subject;
        if (p != g->res.r.subject_owner || pl->zone_n[ALT_Z_DECK] == 0 ||
            alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - 1] != it)
            return;
        const alt_card_info *c = alt_state_card(g, p, it);
        if (!c->supported || c->type == ALT_TYPE_TOKEN_MANA || alt_passive_play_refused(g, p, pl->obj[it].card))
            return;
        for (int e = 0; e < (joins_expedition(c) ? 2 : 1); e++)
            offer(t, p, it, e, p);
        return;
    }
    int ready = alt_state_ready_mana(pl);
    for (size_t z = 0; z < 2; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t id = alt_state_zone(pl, zones[z])[i];
            if (a->effect == ALT_FX_PLAY_IT && (id != g->res.r.subject || p != g->res.r.subject_owner))
                continue;                                /* "play it": that card alone */
            int exps = joins_expedition(alt_state_card(g, p, id)) ? 2 : 1;
            int companion = (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_COMPANION) != 0;
            for (int e = companion && exps == 2 ? ALT_EXP_COMPANION : 0; e < exps; e++) {   /* "in your Companion Expedition" */
                int cost = cost_now(g, a, p, id, e, each);
                if (cost >= 0 && cost <= ready)
                    offer(t, p, id, e, p);
            }
        }
}

/* ---- Characters */

static int is_char_in_exp(const alt_game *g, int owner, uint8_t id)
{
    const alt_object *o = &g->p[owner].obj[id];
    return (o->zone == ALT_Z_EXP_HERO || o->zone == ALT_Z_EXP_COMPANION) &&
           alt_state_is_character(alt_state_card(g, owner, id));
}

/* Player `who`'s Characters as (object, 0, who), asked of `who`. */
static void characters_of(const alt_game *g, int who, target_list *t)
{
    const alt_player *pl = &g->p[who];
    for (int k = 0; k < 2; k++) {
        alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (alt_state_is_character(alt_state_card(g, who, id)))
                offer(t, who, id, 0, who);
        }
    }
}

/* Unique parts: the Characters and Permanents player `who` controls with
 * the highest Base Cost (CR 4.0 2.2.9), each a pick of theirs: "the
 * Character or Permanent they control with the highest Base Cost", ties
 * theirs to break, as the player who sacrifices (6.1.h). */
static void highest_base_of(const alt_game *g, int who, target_list *t)
{
    const alt_player *pl = &g->p[who];
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (int pass = 0, most = -1; pass < 2; pass++)
        for (size_t k = 0; k < sizeof zones / sizeof zones[0]; k++)
            for (int i = 0; i < pl->zone_n[zones[k]]; i++) {
                uint8_t id = alt_state_zone(pl, zones[k])[i];
                const alt_card_info *c = alt_state_card(g, who, id);
                if (!alt_state_is_character(c) && c->type != ALT_TYPE_PERMANENT)
                    continue;
                int base = alt_state_base_cost(g, who, id);
                if (pass == 0 && base > most)
                    most = base;
                else if (pass == 1 && base == most)
                    offer(t, who, id, 0, who);
            }
}

/* ---- any number of targets */

static int held(const alt_resolution *res, int owner, uint8_t id)
{
    for (int i = 0; i < res->held_n; i++)
        if (res->held[i][0] == id && res->held[i][2] == owner)
            return 1;
    return 0;
}

/* Mana left for one more target's Tough: from level 3, less what the
 * targets held already cost (CR 7.4.7.e: each is paid for). */
static int mana_left(const alt_game *g)
{
    const alt_resolution *res = &g->res;
    int p = res->r.player, ready = alt_state_ready_mana(&g->p[p]);
    for (int i = 0; i < res->held_n; i++) {
        int again = 0;                                   /* held twice (distributed boosts): paid once */
        for (int j = 0; j < i; j++)
            again |= res->held[j][0] == res->held[i][0] && res->held[j][2] == res->held[i][2];
        if (!again)
            ready -= alt_cond_tough_cost(g, p, res->held[i][2], res->held[i][0]);
    }
    return ready;
}

/* "Distribute N boosts among any target Characters": N picks, the same
 * target again as often as liked, its Tough paid once (CR 7.4.7.f):
 * before level 3 in increasing (owner, id) from the last picked, which
 * may be picked again. */
static int distribute_fits(const alt_game *g, const alt_ability *a, int owner, uint8_t id)
{
    const alt_resolution *res = &g->res;
    int p = res->r.player;
    if (!alt_cond_target_matches(g, &res->r, a, owner, id))
        return 0;
    if (alt_state_rules(g) >= 3) {
        if (res->held_n >= ALT_HELD_MAX)
            return 0;                                    /* the engine's capacity */
        if (held(res, owner, id))
            return 1;                                    /* its Tough counted already */
    } else if (res->done) {
        if (owner < res->first_owner || (owner == res->first_owner && id < res->first_object))
            return 0;
        if (owner == res->first_owner && id == res->first_object)
            return 1;                                    /* its Tough paid already */
    }
    return alt_cond_tough_cost(g, p, owner, id) <= mana_left(g);
}

/* A target not picked yet (from level 3, none of those held; before, in
 * increasing (owner, id) after the last picked), of the kind (standing.c's
 * kinds; for a total {M}, what is left of it), whose Tough can be paid
 * (CR 7.4.7.d). */
static int target_fits(const alt_game *g, const alt_ability *a, int mountain, int owner, uint8_t id)
{
    const alt_resolution *res = &g->res;
    int p = res->r.player;
    if (alt_state_rules(g) >= 3 ? held(res, owner, id) || res->held_n >= ALT_HELD_MAX
                                : res->done && (owner < res->first_owner || (owner == res->first_owner && id <= res->first_object)))
        return 0;
    if (mountain) {
        if (!is_char_in_exp(g, owner, id) || alt_static_stat(g, owner, id, 1) > a->amount - res->tally)
            return 0;
    } else if (!alt_cond_target_matches(g, &res->r, a, owner, id)) {
        return 0;                                        /* its kind, as every target's */
    }
    /* Skybound Odyssey: one of the source's counters spent per target
     * (from level 3 once the picks held are over, before as each is picked). */
    if ((alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_PER_COUNTER) &&
        (alt_state_rules(g) >= 3 ? res->held_n : 0) >= alt_state_counters(g, p, res->r.source, alt_state_source_card(g, &res->r)))
        return 0;
    return alt_cond_tough_cost(g, p, owner, id) <= mana_left(g);
}

/* "[Sabotage] any number of Characters with total {V} less than or equal
 * to my {V}": Character cards of either Reserve not held yet (the others
 * are gone), each within what is left of the source's statistic, read as
 * it is picked (res.tally: the total picked so far). */
static void reserve_total(const alt_game *g, const alt_ability *a, target_list *t)
{
    const alt_resolution *res = &g->res;
    int p = res->r.player;
    int left = alt_static_stat(g, p, res->r.source, a->arg) - res->tally;
    for (int owner = 0; owner < 2 && res->held_n < ALT_HELD_MAX; owner++)
        for (int i = 0; i < g->p[owner].zone_n[ALT_Z_RESERVE]; i++) {
            uint8_t id = alt_state_zone(&g->p[owner], ALT_Z_RESERVE)[i];
            int v = alt_static_stat(g, owner, id, a->arg);
            if (alt_state_is_character(alt_state_card(g, owner, id)) && !held(res, owner, id) && (v > 0 ? v : 0) <= left)
                offer(t, p, id, 0, owner);
        }
}

static void targets(const alt_game *g, const alt_ability *a, int mountain, target_list *t)
{
    int p = g->res.r.player;
    int distributes = a->effect == ALT_FX_DISTRIBUTE_BOOSTS;
    if (!distributes)
        offer(t, p, ALT_NO_OBJECT, 0, 0);                /* "any number": no more */
    if (a->effect == ALT_FX_SABOTAGE_TOTAL_STAT) {
        reserve_total(g, a, t);
        return;
    }
    for (int owner = 0; owner < 2; owner++) {
        const alt_player *pl = &g->p[owner];
        for (int k = 0; k < 2; k++) {
            alt_zone z = k ? ALT_Z_EXP_COMPANION : ALT_Z_EXP_HERO;
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                if (distributes ? distribute_fits(g, a, owner, id) : target_fits(g, a, mountain, owner, id))
                    offer(t, p, id, 0, owner);
            }
        }
    }
}

/* ---- modes (CR 6.5.g) */

int alt_cond_modes_after(const alt_game *g, uint16_t card, int chooser, int k, int *at)
{
    int n, count = 0;
    const alt_ability *all = alt_cards_abilities(g->db, card, &n);
    for (int i = chooser + 1; i < n && (all[i].trigger == ALT_TRIG_MODE || all[i].trigger == ALT_TRIG_THEN); i++)
        if (all[i].trigger == ALT_TRIG_MODE && ++count == k && at)
            *at = i;
    return count;
}

int alt_cond_modes_choosable(const alt_game *g, const alt_ability *a, int *optional_from)
{
    int p = g->res.r.player, packed = alt_ability_modes_packed(a);
    int most = packed ? alt_count_amount(g, &g->res.r, a->amount) : a->amount;   /* X+K: X read now */
    if (packed && most > ALT_MODES_PACKED_MAX)
        most = ALT_MODES_PACKED_MAX;                   /* the store's room (docs/rules-choices.md) */
    *optional_from = (a->flags & ALT_ABILITY_UPTO) ? 0 : most;   /* "choose up to N": none is an answer */
    if (a->arg == ALT_CHOOSE_BOTH_UNLESS_AHEAD && alt_terrain_standing(g, p, ALT_EXP_HERO) <= 0 &&
        alt_terrain_standing(g, p, ALT_EXP_COMPANION) <= 0)
        most++;                                        /* each Expedition behind or tied (CR 7.5.2) */
    if (a->arg == ALT_CHOOSE_OR_BOTH)
        most++;                                        /* "you may choose both": the one more is optional */
    return packed || most <= 3 ? most : 3;
}

static void modes(const alt_game *g, const alt_ability *a, target_list *t)
{
    const alt_resolution *res = &g->res;
    int p = res->r.player, optional_from;
    alt_cond_modes_choosable(g, a, &optional_from);
    if (res->done >= optional_from)
        offer(t, p, ALT_NO_OBJECT, 0, 0);                /* no more */
    int n = alt_cond_modes_after(g, res->r.card, res->r.ability, 0, NULL);
    int packed = alt_ability_modes_packed(a);
    for (int k = 1; k <= n; k++) {
        int chosen = 0;
        for (int i = 0; i < res->done; i++)
            chosen |= alt_ability_mode_at(res->dice, packed, i) == k;
        if (a->arg == ALT_CHOOSE_REPEAT || !chosen)
            offer(t, p, ALT_NO_OBJECT, 0, k);
    }
}

/* ---- the one entry */

static void list_stepped(const alt_game *g, const alt_ability *a, target_list *tl)
{
    target_list t = *tl;
    const alt_resolution *res = &g->res;
    int who = alt_cond_picker(g), p = res->r.player;
    unsigned flags = alt_ability_effect_flags((alt_effect)a->effect);
    switch (alt_ability_picks((alt_effect)a->effect)) {
    case ALT_PICKS_RESERVE_READY:
    case ALT_PICKS_RESERVE_EXHAUSTED:
        reserve_cards(g, a, &t, alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_RESERVE_EXHAUSTED, 0);
        break;
    case ALT_PICKS_PERM_OR_RESERVE_READY:
    case ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED:
        reserve_cards(g, a, &t, alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_PERM_OR_RESERVE_EXHAUSTED, 1);
        break;
    case ALT_PICKS_REVEALED:
        if (res->tally == 2) {                         /* which of the two revealed cards */
            const alt_player *pl = &g->p[who];
            for (int i = 1; i <= 2 && pl->zone_n[ALT_Z_DECK] >= i; i++)
                offer(&t, who, alt_state_zone(pl, ALT_Z_DECK)[pl->zone_n[ALT_Z_DECK] - i], 0, who);
        } else if (a->effect == ALT_FX_PLAYER_EXHAUSTED_RESUPPLY) {
            offer(&t, p, ALT_NO_OBJECT, 0, 0);           /* target player */
            offer(&t, p, ALT_NO_OBJECT, 0, 1);
        } else {                                       /* no, yes */
            offer(&t, who, ALT_NO_OBJECT, 0, 0);
            offer(&t, who, ALT_NO_OBJECT, 0, 1);
        }
        break;
    case ALT_PICKS_PLAY_NOW:
        plays(g, a, &t);
        break;
    case ALT_PICKS_RESERVE_THEN_HAND:
        if (res->done == 0)
            own_cards(g, p, who, ALT_Z_RESERVE, a->where, &t);
        else
            own_cards(g, p, who, ALT_Z_HAND, ALT_FILTER_ANY, &t);
        break;
    case ALT_PICKS_HAND_CARD:
        if (flags & ALT_FXF_EACH_PLAYER)
            offer(&t, who, ALT_NO_OBJECT, 0, 0);         /* "may": none */
        own_cards(g, who, who, ALT_Z_HAND, ALT_FILTER_ANY, &t);
        break;
    case ALT_PICKS_PLAYER_THEN_CHAR:
        if (res->done == 0)
            for (int q = 0; q < 2; q++)
                offer(&t, p, ALT_NO_OBJECT, 0, q);       /* target player */
        else if (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_PLAYS)
            plays(g, a, &t);                             /* a card they may play, or none */
        else if (alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_HAND)
            for (int i = 0; i < g->p[res->first_owner & 1].zone_n[ALT_Z_HAND]; i++)   /* a card of their Hand */
                offer(&t, res->first_owner & 1, alt_state_zone(&g->p[res->first_owner & 1], ALT_Z_HAND)[i], 0,
                      res->first_owner & 1);
        else if (a->effect == ALT_FX_PLAYER_SACRIFICE_HIGHEST)
            highest_base_of(g, res->first_owner & 1, &t);
        else
            characters_of(g, res->first_owner & 1, &t);
        break;
    case ALT_PICKS_EACH_CHAR:
        characters_of(g, who, &t);
        break;
    case ALT_PICKS_YES_NO:
        offer(&t, who, ALT_NO_OBJECT, 0, 0);
        offer(&t, who, ALT_NO_OBJECT, 0, 1);
        break;
    case ALT_PICKS_PLAYER_THEN_EXPEDITION:               /* Whispers from the Maze */
        for (int q = 0; q < 2; q++)
            if (res->done == 0)
                offer(&t, p, ALT_NO_OBJECT, 0, q);       /* target player */
            else
                for (int e = 0; e < 2; e++)
                    offer(&t, p, ALT_NO_OBJECT, e, q);   /* target Expedition, player q's */
        break;
    case ALT_PICKS_TARGETS:
    case ALT_PICKS_TARGETS_MOUNTAIN:
        targets(g, a, alt_ability_picks((alt_effect)a->effect) == ALT_PICKS_TARGETS_MOUNTAIN, &t);
        break;
    case ALT_PICKS_MODE:
        modes(g, a, &t);
        break;
    default:
        break;
    }
    *tl = t;
}

const char *alt_cond_check_stepped(const alt_game *g)
{
    const alt_resolution *res = &g->res;
    if (!res->active || alt_state_granted(res->r.ability))
        return NULL;
    const alt_ability *a = alt_state_ability(g, res->r.card, res->r.ability);
    alt_picks k = alt_ability_picks((alt_effect)a->effect);
    if (!alt_picks_stepped(k))
        return NULL;
    if (k == ALT_PICKS_REVEALED) {
        if (res->tally != 0 && res->tally != 2)
            return "resolving.tally: an Exhausted Resupply reveals two cards (2) while its pick waits, else 0";
        if (res->tally == 2 && (g->p[g->dec_player].zone_n[ALT_Z_DECK] < 2 ||
                                alt_passive_count(g, g->dec_player, ALT_FX_RESUPPLY_OF_TWO) == 0))
            return "resolving.tally: two cards revealed for a player whose Resupply is not replaced, or a Deck of fewer";
        int targets_player = a->effect == ALT_FX_PLAYER_EXHAUSTED_RESUPPLY;   /* first, which player (done 0) */
        if (targets_player && res->done == 0 && res->tally != 0)
            return "resolving.done: target player's Exhausted Resupply reveals nothing before its player is chosen";
        if (!(alt_ability_effect_flags((alt_effect)a->effect) & ALT_FXF_OPPONENT) && res->tally != 2 &&
            res->step == ALT_RES_PICK_ASKED && !(targets_player && res->done == 0))
            return "resolving.step: an Exhausted Resupply of yours asks only which of two revealed cards";
    }
    if (res->step == ALT_RES_PICK_ASKED && alt_cond_list_targets(g, NULL, 0) == 0)
        return "resolving: a pick waits with nothing to pick";
    return NULL;
}
