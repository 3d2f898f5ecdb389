/*
 * walk_cases.c: the named edge cases of corpora/fuzz_walk/, found and kept
 * honest. A walker input (fuzz/walk.h) is only a seed and choice bytes, so
 * nothing in it says what it covers; this tool plays an input exactly as
 * fuzz_walk does, watches every step through the engine's internals, and
 * reports which cases the game reaches. While watching, it checks Dusk,
 * Rest and Clean-up against its own reading of the rules (totals computed
 * here, not by the engine): a disagreement is a PROBLEM and fails the tool.
 *
 *   fuzz_walk_cases list                  the cases and what each requires
 *   fuzz_walk_cases explain FILE...       the cases each input reaches
 *   fuzz_walk_cases check DIR...          every file named CASE[+CASE...][.VARIANT]
 *                                         must reach each CASE (ctest
 *                                         fuzz_walk_cases); misc.* is not checked
 *   fuzz_walk_cases search CASE [--from SEED] [--tries N] [--pair K]
 *                          [--ruleset seeds|cr3] [--out FILE]
 *                                         plays games with randomised answers
 *                                         until one reaches CASE, and writes it
 *                                         (played to its end) as a walker input
 *   fuzz_walk_cases survey [--from SEED] [--tries N] [--pair K] [--out FILE]
 *                                         plays N such games and counts the
 *                                         games reaching each case
 *   fuzz_walk_cases log INPUT OUT         writes INPUT's game as a one-game
 *                                         archive with this build's header
 *   fuzz_walk_cases position INPUT WHEN[:K] OUT [--json]
 *                                         writes the binary (or JSON) position
 *                                         of the first (K-th) state of INPUT's
 *                                         game that WHEN names (`position`
 *                                         alone lists them): the reachable
 *                                         states corpora/fuzz_position/ starts
 *                                         from
 */
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ability.h"
#include "common.h"
#include "position_json.h"
#include "decision.h"   /* the internals, for the checks that still read them */
#include "walk.h"

/* ---------------------------------------------------------------- cases */

enum {
    C_CLEANUP_ORDER,
    C_CLEANUP_LIMIT,
    C_LANDMARK_LIMIT,
    C_SUM_WIN,
    C_MEET_CROSS_SEEDS,
    C_MEET_CROSS_CR3,
    C_ARENA_MEET,
    C_ARENA_CROSS,
    C_ARENA_SPLIT_TIE,
    C_ARENA_ZERO_TIE,
    C_ARENA_LONG,
    C_DUSK_TIE,
    C_DUSK_ZERO,
    C_DEFENDER,
    C_GIGANTIC,
    C_RESHUFFLE_MID,
    C_RESHUFFLE_EMPTY,
    C_DRAW_NOTHING,
    C_FLEETING,
    C_DAY_LIMIT,
    C_TOKEN_CEASES,
    C_BOOSTS_FALL_OFF,
    C_SEASONED,
    C_ASLEEP,
    C_ANCHORED,
    C_ETERNAL,
    C_REACTION_ORDER,
    C_ABILITY_CHOICE,
    C_SUPPORT,
    C_CLEANUP_HERO,
    C_MOVED_BY_EFFECT,
    C_FROST_EXHAUSTED,
    C_FROST_COOLDOWN,
    C_FROST_SHADE,
    C_SKY_AEROLITH,
    C_SKY_PASS_FIRST,
    C_MAZE_SCOUT,
    C__COUNT
};

static const struct {
    const char *name;
    const char *what;
} cases[C__COUNT] = {
    [C_CLEANUP_ORDER] = {"cleanup_first_player_first",
                         "a Night where both players keep Reserve or Landmark cards: every pick of the first player "
                         "comes before the second's (CR 4.2.5.c)"},
    [C_CLEANUP_LIMIT] = {"cleanup_reserve_limit_2",
                         "a player without Hero over the Reserve limit keeps exactly 2: the kept ones stay, the rest "
                         "go to Discard together"},
    [C_LANDMARK_LIMIT] = {"cleanup_landmark_limit_2",
                          "a player without Hero over the Landmark limit keeps exactly 2: the rest are sacrificed"},
    [C_SUM_WIN] = {"sum_win", "one player alone reaches a sum of 7 or more (4.2.5.d)"},
    [C_MEET_CROSS_SEEDS] = {"meet_cross_seeds",
                            "seeds: one meets (sum 7) while the other crosses (8) on the same Day: the one who went "
                            "further loses (tiebreaker)"},
    [C_MEET_CROSS_CR3] = {"meet_cross_cr3",
                          "cr3: one meets (sum 7) while the other crosses (8) on the same Day: the greater sum wins "
                          "(4.2.5.d)"},
    [C_ARENA_MEET] = {"arena_meet", "both meet with a sum of exactly 7 on the same Day: the Arena (4.3)"},
    [C_ARENA_CROSS] = {"arena_cross", "both past 7 with equal sums on the same Day: the Arena (4.3)"},
    [C_ARENA_SPLIT_TIE] = {"arena_split_tie",
                           "an Arena Dusk where both win as many terrains (at least one each): another Day"},
    [C_ARENA_ZERO_TIE] = {"arena_zero_tie", "an Arena Dusk where nobody wins a terrain: another Day"},
    [C_ARENA_LONG] = {"arena_long", "an Arena lasting 3 Days or more, then decided"},
    [C_DUSK_TIE] = {"dusk_tie",
                    "an Expedition whose totals equal the opponent's (above 0) on its region's terrains: no move"},
    [C_DUSK_ZERO] = {"dusk_zero_totals",
                     "an Expedition with Characters but totals of 0 against 0 on its region's terrains: no move"},
    [C_DEFENDER] = {"defender_dusk_rest",
                    "a Defender's Expedition wins a terrain but does not move (7.4.2.b); the Defender rests"},
    [C_GIGANTIC] = {"gigantic_dusk_rest",
                    "a Gigantic Character's stats move its other Expedition (7.4.4.e); it rests once"},
    [C_RESHUFFLE_MID] = {"reshuffle_mid_draw",
                         "the Deck runs out in the middle of the Morning's two-card draw: the Discard is shuffled "
                         "in and the draw goes on (3.2.2.d)"},
    [C_RESHUFFLE_EMPTY] = {"reshuffle_empty_deck", "an empty Deck must draw: the Discard becomes the Deck"},
    [C_DRAW_NOTHING] = {"draw_nothing_left", "Deck and Discard both empty: the draw gets fewer cards (3.2.2.e)"},
    [C_FLEETING] = {"fleeting_from_reserve",
                    "a Character played from Reserve is Fleeting and goes to Discard at Rest (2.4.6)"},
    [C_DAY_LIMIT] = {"day_limit", "nobody wins by ALT_DAY_LIMIT: the game stops without a winner"},
    [C_TOKEN_CEASES] = {"token_ceases_at_rest", "a token in an Expedition ceases to exist at Rest (7.3.4)"},
    [C_BOOSTS_FALL_OFF] = {"boosts_fall_off_at_rest",
                           "a boosted Character rests to Reserve without its boosts (2.5.1)"},
    [C_SEASONED] = {"seasoned_keeps_boosts", "a boosted Seasoned Character rests to Reserve with its boosts (7.4.6.b)"},
    [C_ASLEEP] = {"asleep_dusk_rest",
                  "an Asleep Character counts for nothing at Dusk, stays through Rest and wakes (2.4.3)"},
    [C_ANCHORED] = {"anchored_rest", "an Anchored Character stays in its Expedition at Rest and loses Anchored (2.4.2)"},
    [C_ETERNAL] = {"eternal_rest", "an Eternal Character stays in its Expedition at Rest (7.4.3.b)"},
    [C_REACTION_ORDER] = {"reaction_order", "a player orders two or more Reactions in Limbo (CR 4.4.b)"},
    [C_ABILITY_CHOICE] = {"ability_choice", "an ability asks its controller a choice"},
    [C_SUPPORT] = {"support_quick_action", "a support ability is used as a quick action, from Reserve (2.2.11)"},
    [C_CLEANUP_HERO] = {"cleanup_hero_limits",
                        "a player with a Hero over a Reserve or Landmark limit keeps exactly the Hero's limit "
                        "(3.2.10.b)"},
    [C_MOVED_BY_EFFECT] = {"moved_by_effect", "an ability moves an Expedition outside Dusk"},
    [C_FROST_EXHAUSTED] = {"frost_exhausted_in_reserve",
                           "Trial by Frost: a ready card in a Reserve is exhausted in the Afternoon (7.3.10); no "
                           "exhausted card is played from a Reserve unless a passive allows it (2.4.5.c, 2.4.5.d)"},
    [C_FROST_COOLDOWN] = {"frost_cooldown",
                          "Trial by Frost: a Cooldown Spell goes to Reserve after resolving, exhausted (7.4.1)"},
    [C_FROST_SHADE] = {"frost_dragon_shade",
                       "Trial by Frost: an Icebound landmark gains its third Trial counter, is sacrificed and a "
                       "Dragon Shade Illusion token is created (7.3.12)"},
    [C_SKY_AEROLITH] = {"sky_aerolith",
                        "Skybound Odyssey: an Aerolith token Permanent is created in a Landmark zone (CR 4.0 7.3.5)"},
    [C_SKY_PASS_FIRST] = {"sky_pass_first",
                          "Skybound Odyssey: a player passes first and their Hero gains a Quest counter by it (Sol & "
                          "Halua; CR 4.0 4.2.3.d-e, 2.5.e)"},
    [C_MAZE_SCOUT] = {"maze_scout",
                      "Whispers from the Maze: a card played from Hand for its Scout cost, then sent to Reserve "
                      "the same Afternoon by the Reaction Scout grants (CR 4.0 7.4.5.c)"},
};

static int case_by_name(const char *name, size_t len)
{
    for (int c = 0; c < C__COUNT; c++)
        if (strlen(cases[c].name) == len && memcmp(cases[c].name, name, len) == 0)
            return c;
    return -1;
}

/* ------------------------------------------------------------- observer */

typedef struct observer {
    int reached[C__COUNT];
    int arena_dusks;
    /* Clean-up of the current Night: who picked, in order. */
    int keep_day;
    uint8_t keep_first_player;
    uint8_t keepers[2 * ALT_OBJ_MAX];
    int n_keepers;
    /* Vanilla Characters played from Reserve, waiting for Rest. */
    uint8_t fleeting[2][ALT_OBJ_MAX];
    int n_fleeting[2];
    /* Cards played from Hand for their Scout cost, while in play. */
    uint8_t scouted[2][ALT_OBJ_MAX];
    /* The state just before the last Dusk, while its Night is not over;
     * and a scratch copy of it with the Expeditions where Dusk left them. */
    alt_game *dusk, *rest;
    int dusk_pending, night_pending;
    char problem[320];   /* a rule that did not hold (the tool fails) */
} observer;

static const uint8_t terrain_bits[ALT_TERRAINS] = {ALT_T_FOREST, ALT_T_MOUNTAIN, ALT_T_WATER};

static int region_of(const alt_game *g, int p, int e)
{
    int d = g->p[p].distance[e];
    return e == ALT_EXP_HERO ? d : ALT_LAST_REGION - d;
}

static alt_zone exp_zone(int e)
{
    return e == ALT_EXP_HERO ? ALT_Z_EXP_HERO : ALT_Z_EXP_COMPANION;
}

static int is_exp_zone(int z)
{
    return z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION;
}

static int sum_of(const alt_game *g, int p)
{
    return g->p[p].distance[0] + g->p[p].distance[1];
}

static const alt_card_info *card_of(const alt_game *g, int p, uint8_t id)
{
    return alt_cards_get(g->db, g->p[p].obj[id].card);
}

static int is_character(const alt_card_info *c)
{
    return c->type == ALT_TYPE_CHARACTER || c->type == ALT_TYPE_TOKEN;
}

static int stat_of(const alt_game *g, int p, uint8_t id, int t)
{
    const alt_card_info *c = card_of(g, p, id);
    int base = t == 0 ? c->forest : t == 1 ? c->mountain : c->water;
    return base + g->p[p].obj[id].boosts;
}

static void problem(observer *o, const char *fmt, ...)
{
    if (o->problem[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(o->problem, sizeof o->problem, fmt, ap);
    va_end(ap);
}

/* Trial by Frost's passives, read here from the cards' own abilities (not
 * through the engine's code for them): the static ability of card with
 * effect e, or NULL. */
static const alt_ability *static_ability(const alt_game *g, uint16_t card, alt_effect e)
{
    if (card == ALT_CARD_NONE)
        return NULL;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == ALT_TRIG_STATIC && list[i].effect == e)
            return &list[i];
    return NULL;
}

/* How many objects of player p's zone z have that static ability. */
static int zone_statics(const alt_game *g, int p, alt_zone z, alt_effect e)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += static_ability(g, pl->obj[alt_state_zone(pl, z)[i]].card, e) != NULL;
    return n;
}

static int characters_in(const alt_game *g, int p, alt_zone z)
{
    const alt_player *pl = &g->p[p];
    int n = 0;
    for (int i = 0; i < pl->zone_n[z]; i++)
        n += is_character(card_of(g, p, alt_state_zone(pl, z)[i]));
    return n;
}

/* Gigantic (CR 7.4.4): printed so; "if you have N or more Mana Orbs, I am
 * Gigantic"; the only Character of an Expedition with "if there is only
 * one Character in my Expedition, it is Gigantic". */
static int gigantic(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = card_of(g, p, id);
    if (c->keywords & ALT_KW_GIGANTIC)
        return 1;
    const alt_ability *orbs = static_ability(g, g->p[p].obj[id].card, ALT_FX_GIGANTIC_ORBS);
    if (orbs && g->p[p].zone_n[ALT_Z_MANA] >= orbs->amount)
        return 1;
    /* Skybound Odyssey: "while your Hero has N counters or more" (Halua). */
    const alt_ability *quest = static_ability(g, g->p[p].obj[id].card, ALT_FX_GIGANTIC_HERO_COUNTERS);
    if (quest && g->p[p].hero.counters >= quest->amount)
        return 1;
    int z = g->p[p].obj[id].zone;
    return is_exp_zone(z) && is_character(c) && zone_statics(g, p, (alt_zone)z, ALT_FX_LONE_GIGANTIC) > 0 &&
           characters_in(g, p, (alt_zone)z) == 1;
}

/* Whispers from the Maze (BLISS Bassist's rares): "if I have N boosts or
 * more, each statistic of the other Characters you control equals their
 * highest", from another Character of player p in one of p's Expeditions. */
static int others_max(const alt_game *g, int p, uint8_t id)
{
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < g->p[p].zone_n[exp_zone(k)]; i++) {
            uint8_t other = alt_state_zone(&g->p[p], exp_zone(k))[i];
            const alt_ability *a = other == id ? NULL : static_ability(g, g->p[p].obj[other].card, ALT_FX_OTHERS_MAX_STATS);
            if (a && (a->cond == ALT_COND_NONE || g->p[p].obj[other].boosts >= a->cond_arg))
                return 1;
        }
    return 0;
}

/* A statistic of object id counted in player p's Expedition e: Winter
 * Outfits there make each its highest printed one (with its boosts), as
 * does another Character's "the other Characters you control". */
static int stat_in(const alt_game *g, int p, uint8_t id, int t, int e)
{
    if (zone_statics(g, p, exp_zone(e), ALT_FX_MAX_STATS) == 0 && !others_max(g, p, id))
        return stat_of(g, p, id, t);
    const alt_card_info *c = card_of(g, p, id);
    int high = c->forest > c->mountain ? c->forest : c->mountain;
    return (c->water > high ? c->water : high) + g->p[p].obj[id].boosts;
}

/* This tool's own Dusk totals (CR 4.2.4.b, 2.4.3 Asleep, 7.4.4.e Gigantic). */
static void totals(const alt_game *g, int p, int e, int out[ALT_TERRAINS])
{
    for (int t = 0; t < ALT_TERRAINS; t++)
        out[t] = 0;
    for (int k = 0; k < 2; k++) {
        const alt_player *pl = &g->p[p];
        alt_zone z = exp_zone(k);
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            const alt_card_info *c = card_of(g, p, id);
            if (!is_character(c) || (pl->obj[id].status & ALT_ST_ASLEEP))
                continue;
            if (k != e && !gigantic(g, p, id))
                continue;
            for (int t = 0; t < ALT_TERRAINS; t++)
                out[t] += stat_in(g, p, id, t, e);
        }
    }
}

/* Region r's terrains: the Tumult's (the Kraken: {O} only), then {V} added
 * by "my region is {V} in addition", then {V} only by "my region and the
 * region of the Expedition facing me are {V} and lose their other
 * terrains" (docs/rules-choices.md, "Trial by Frost"). */
static uint8_t region_terrain(const alt_game *g, int r)
{
    /* A region with Terrain Markers has the newest one's terrains instead
     * of its own (CR 4.0 3.2.1.e); the game lists them oldest first. */
    uint8_t own = g->region_terrain[r];
    for (int m = 0; m < g->markers_n && m < ALT_MARKERS_MAX; m++)
        if (g->markers[m].where == r)
            own = g->markers[m].terrains;
    uint8_t bits = alt_passive_all_water(g) ? ALT_T_WATER : own;
    unsigned also = 0, only = 0;
    for (int q = 0; q < 2; q++)
        for (int k = 0; k < 2; k++) {
            const alt_player *pl = &g->p[q];
            alt_zone z = exp_zone(k);
            for (int i = 0; i < pl->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pl, z)[i];
                int add = static_ability(g, pl->obj[id].card, ALT_FX_REGION_FOREST) != NULL;
                int set = static_ability(g, pl->obj[id].card, ALT_FX_REGIONS_FOREST_ONLY) != NULL;
                for (int e = 0; e < 2 && (add || set); e++) {
                    if (e != k && !gigantic(g, q, id))
                        continue;
                    if (add)
                        also |= 1u << region_of(g, q, e);
                    if (set)
                        only |= 1u << region_of(g, q, e) | 1u << region_of(g, 1 - q, e);
                }
            }
        }
    if (also & (1u << r))
        bits |= ALT_T_FOREST;
    if (only & (1u << r))
        bits = ALT_T_FOREST;
    return bits;
}

/* The terrains player p's Expedition e may move forward due to: its
 * region's, less those a facing card ("an Expedition facing me in {O}
 * can only move forward due to {O}") forbids. */
static uint8_t terrains_for(const alt_game *g, int p, int e)
{
    uint8_t terrain = region_terrain(g, region_of(g, p, e)), allowed = ALT_T_ALL;
    const alt_player *opp = &g->p[1 - p];
    for (int k = 0; k < 2; k++) {
        alt_zone z = exp_zone(k);
        for (int i = 0; i < opp->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(opp, z)[i];
            if (k != e && !gigantic(g, 1 - p, id))
                continue;
            for (int ever = 0; ever < 2; ever++) {
                const alt_ability *a = static_ability(g, opp->obj[id].card,
                                                      ever ? ALT_FX_FACING_ONLY_DUE_EVER : ALT_FX_FACING_ONLY_DUE);
                if (a && (terrain & terrain_bits[a->arg]))
                    allowed &= terrain_bits[a->arg];
            }
        }
    }
    return terrain & allowed;
}

static int wins_a_terrain(const int mine[ALT_TERRAINS], const int theirs[ALT_TERRAINS], uint8_t terrain)
{
    for (int t = 0; t < ALT_TERRAINS; t++)
        if ((terrain & terrain_bits[t]) && mine[t] > theirs[t] && mine[t] > 0)
            return 1;
    return 0;
}

/* Defender: printed so; a Boosted token while its Hero says so ("while
 * you have fewer than N Mana Orbs"); "unless you control N other Plants"
 * (Bureaucrats); "unless you have N or more Mana Orbs". */
static int defender(const alt_game *g, int p, uint8_t id)
{
    const alt_card_info *c = card_of(g, p, id);
    const alt_player *pl = &g->p[p];
    if (c->keywords & ALT_KW_DEFENDER)
        return 1;
    const alt_ability *tokens = static_ability(g, g->setup.deck[p].hero, ALT_FX_BOOSTED_TOKENS_DEFENDER);
    if (tokens && c->type == ALT_TYPE_TOKEN && pl->obj[id].boosts > 0 && pl->zone_n[ALT_Z_MANA] < tokens->amount)
        return 1;
    const alt_ability *orbs = static_ability(g, pl->obj[id].card, ALT_FX_DEFENDER_BELOW_ORBS);
    if (orbs && pl->zone_n[ALT_Z_MANA] < orbs->amount)
        return 1;
    const alt_ability *unless = static_ability(g, pl->obj[id].card, ALT_FX_DEFENDER_UNLESS);
    if (!unless)
        return 0;
    int others = 0;
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK};
    for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
        for (int i = 0; i < pl->zone_n[zones[z]]; i++) {
            uint8_t o = alt_state_zone(pl, zones[z])[i];
            others += o != id && alt_passive_filter_matches(unless->where, card_of(g, p, o));
        }
    return others < unless->amount;
}

/* A Defender holding player p's Expedition e: in it, or Gigantic; none
 * where "Defender Characters don't prevent my Expedition from moving
 * forward" (if it is behind, for Sunisa's). */
static int has_defender(const alt_game *g, int p, int e, uint8_t *id_out)
{
    alt_zone ze = exp_zone(e);
    if (zone_statics(g, p, ze, ALT_FX_DEFENDERS_IGNORED) > 0 ||
        (zone_statics(g, p, ze, ALT_FX_DEFENDERS_IGNORED_BEHIND) > 0 && g->p[p].distance[e] < g->p[1 - p].distance[e]))
        return 0;
    for (int k = 0; k < 2; k++) {
        const alt_player *pl = &g->p[p];
        alt_zone z = exp_zone(k);
        for (int i = 0; i < pl->zone_n[z]; i++) {
            uint8_t id = alt_state_zone(pl, z)[i];
            if (defender(g, p, id) && (k == e || gigantic(g, p, id))) {
                *id_out = id;
                return 1;
            }
        }
    }
    return 0;
}

/* The regions an Expedition moving forward at Dusk moves: one, and one
 * more for each Magic Sleigh in it (one more for its first printing's
 * "moves twice", however many). */
static int regions_moved(const alt_game *g, int p, int e)
{
    alt_zone z = exp_zone(e);
    return 1 + zone_statics(g, p, z, ALT_FX_EXTRA_REGION) + (zone_statics(g, p, z, ALT_FX_MOVES_TWICE) > 0);
}

/* The Adventure's Dusk, seen from the state just before it. */
static void observe_adventure_dusk(observer *o, const alt_game *b, const alt_game *after)
{
    int tot[2][2][ALT_TERRAINS];
    for (int p = 0; p < 2; p++)
        for (int e = 0; e < 2; e++)
            totals(b, p, e, tot[p][e]);
    for (int p = 0; p < 2; p++) {
        for (int e = 0; e < 2; e++) {
            int moved = after->p[p].distance[e] - b->p[p].distance[e];
            int regions = regions_moved(b, p, e);
            if (regions > ALT_LAST_REGION - b->p[p].distance[e])
                regions = ALT_LAST_REGION - b->p[p].distance[e];
            if (moved < 0 || moved > regions || (moved && moved != regions))
                problem(o, "P%d's Expedition %d moved %d regions at one Dusk", p, e, moved);
            if (b->p[p].distance[e] >= ALT_LAST_REGION) {
                if (moved)
                    problem(o, "an Expedition moved past the last region");
                continue;
            }
            /* The Kraken makes every region {O} only, Trial by Frost's cards
             * {V} (region_terrain); "can't move forward" effects (this Day's,
             * or a card's passive) hold it like Defender. */
            uint8_t terrain = terrains_for(b, p, e);
            const int *mine = tot[p][e], *theirs = tot[1 - p][e];
            uint8_t def_id = 0;
            int defender = has_defender(b, p, e, &def_id);
            int held = defender || alt_passive_blocked(b, p, (alt_expedition)e);
            int win = wins_a_terrain(mine, theirs, terrain);
            if (win && (!held) != (moved != 0))
                problem(o, "Day %u: P%d's Expedition %d %s with totals %d/%d/%d against %d/%d/%d on terrains %u%s",
                        (unsigned)b->day, p, e, moved ? "moved" : "stayed", mine[0], mine[1], mine[2], theirs[0],
                        theirs[1], theirs[2], terrain, defender ? " (Defender)" : "");
            if (!win && moved)
                problem(o, "Day %u: P%d's Expedition %d moved without winning a terrain", (unsigned)b->day, p, e);
            int tie = 0, loses = 0, zero = 1;
            for (int t = 0; t < ALT_TERRAINS; t++) {
                if (!(terrain & terrain_bits[t]))
                    continue;
                tie |= mine[t] == theirs[t] && mine[t] > 0;
                loses |= mine[t] > theirs[t];
                zero &= mine[t] == 0 && theirs[t] == 0;
            }
            if (!moved && tie && !loses && !held)
                o->reached[C_DUSK_TIE] = 1;
            if (!moved && zero && b->p[p].zone_n[exp_zone(e)] > 0)
                o->reached[C_DUSK_ZERO] = 1;
            if (defender && win && !moved)
                o->reached[C_DEFENDER] = 1;   /* its Rest is checked with the Night */
            /* Gigantic: a Character of the other Expedition made this one move. */
            const alt_player *pl = &b->p[p];
            alt_zone other = exp_zone(1 - e);
            for (int i = 0; i < pl->zone_n[other] && moved; i++) {
                uint8_t giant = alt_state_zone(pl, other)[i];
                const alt_card_info *c = card_of(b, p, giant);
                if (!is_character(c) || !gigantic(b, p, giant) || (pl->obj[giant].status & ALT_ST_ASLEEP))
                    continue;
                int without[ALT_TERRAINS];
                for (int t = 0; t < ALT_TERRAINS; t++)
                    without[t] = mine[t] - stat_in(b, p, giant, t, e);
                if (!wins_a_terrain(without, theirs, terrain))
                    o->reached[C_GIGANTIC] = 1;
            }
        }
    }
}

static void observe_arena_dusk(observer *o, const alt_game *b, const alt_game *after)
{
    int sum[2][ALT_TERRAINS] = {{0}};
    for (int p = 0; p < 2; p++) {
        for (int e = 0; e < 2; e++) {
            int t3[ALT_TERRAINS];
            totals(b, p, e, t3);
            for (int t = 0; t < ALT_TERRAINS; t++)
                sum[p][t] += t3[t];
        }
    }
    int won[2] = {0, 0};
    uint8_t terrains = alt_passive_all_water(b) ? ALT_T_WATER : ALT_T_ALL;
    for (int t = 0; t < ALT_TERRAINS; t++)
        for (int p = 0; p < 2; p++)
            won[p] += (terrains & terrain_bits[t]) && sum[p][t] > sum[1 - p][t] && sum[p][t] > 0;
    o->arena_dusks++;
    int over = after->phase == ALT_PHASE_OVER;
    if ((won[0] != won[1]) != over || (over && alt_game_winner(after) != (won[0] > won[1] ? 0 : 1)))
        problem(o, "Day %u: an Arena Dusk with %d terrains against %d %s", (unsigned)b->day, won[0], won[1],
                over ? "ended the game otherwise" : "did not end the game");
    if (!over && won[0] == won[1] && won[0] > 0)
        o->reached[C_ARENA_SPLIT_TIE] = 1;
    if (!over && won[0] == 0 && won[1] == 0)
        o->reached[C_ARENA_ZERO_TIE] = 1;
}

/* Whether a Reaction between b and the Morning could draw: a card of
 * either player (or a Hero) with an ability that draws on a trigger other
 * than being played or activated, e.g. Rest sending it to Reserve. Then the
 * Morning's count may exceed two. */
static int night_may_draw(const alt_game *b)
{
    static const alt_effect draws[] = {ALT_FX_DRAW, ALT_FX_EACH_DRAW, ALT_FX_OPP_DRAW, ALT_FX_RESERVE_DISCARD_DRAW,
                                       ALT_FX_RESERVE_DISCARD_ANY_DRAW, ALT_FX_HAND_TO_RESERVE_DRAW,
                                       ALT_FX_EACH_REFRESH, ALT_FX_RESERVE_TO_HAND};
    for (int p = 0; p < 2; p++)
        for (int id = -1; id < ALT_OBJ_MAX; id++) {   /* wherever it is: it may have left play already */
            uint16_t card = id < 0 ? b->setup.deck[p].hero : b->p[p].obj[id].card;
            if (card == ALT_CARD_NONE)
                continue;
            int n;
            const alt_ability *list = alt_cards_abilities(b->db, card, &n);
            for (int i = 0; i < n; i++)
                for (size_t k = 0; k < sizeof draws / sizeof draws[0]; k++)
                    if (list[i].effect == draws[k] && list[i].trigger != ALT_TRIG_HAND &&
                        list[i].trigger != ALT_TRIG_RESERVE && list[i].trigger != ALT_TRIG_SPELL &&
                        list[i].trigger != ALT_TRIG_SUPPORT && list[i].trigger != ALT_TRIG_EXHAUST)
                        return 1;
        }
    return 0;
}

static void observe_draws(observer *o, const alt_game *b, const alt_game *after)
{
    int may_draw = night_may_draw(b);
    for (int p = 0; p < 2; p++) {
        int deck = b->p[p].zone_n[ALT_Z_DECK];
        /* Cards drawn: from the Deck (or the Discard pile, reshuffled) to the
         * Hand; a Reaction at Night may return one from Reserve, not a draw. */
        int drawn = 0;
        for (int id = 0; id < ALT_TOKEN_BASE; id++) {
            int zb = b->p[p].obj[id].zone, za = after->p[p].obj[id].zone;
            drawn += za == ALT_Z_HAND && (zb == ALT_Z_DECK || zb == ALT_Z_DISCARD);
        }
        if (deck == 1 && drawn == 2)
            o->reached[C_RESHUFFLE_MID] = 1;
        if (deck == 0 && drawn >= 1)
            o->reached[C_RESHUFFLE_EMPTY] = 1;
        if (drawn < 2)
            o->reached[C_DRAW_NOTHING] = 1;
        if ((drawn > 2 && !may_draw) || drawn < 0)
            problem(o, "a Morning draw of %d cards", drawn);
    }
}

/* Whether a card has an ability of this trigger and effect: the cases
 * where a card's text, not a mistake, moves a card where the rules of Rest
 * alone would not (Tiny Jinn leaves for the Mana zone; Thoth creates
 * tokens after Rest; Fen & Crowbar Expands from the Deck). */
static int card_has(const alt_game *g, uint16_t card, alt_trigger t, alt_effect e)
{
    if (card == ALT_CARD_NONE)
        return 0;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, card, &n);
    for (int i = 0; i < n; i++)
        if (list[i].trigger == t && list[i].effect == e)
            return 1;
    return 0;
}

/* Whether player p had, at Dusk, a card in play whose Reaction after Rest,
 * or to its leaving at Rest ("create a Mana Moth where I was"), creates
 * tokens (a token slot may then hold a new token after the Night). */
static int tokens_after_rest(const alt_game *d, int p)
{
    for (int id = 0; id < ALT_OBJ_MAX; id++)
        if (d->p[p].obj[id].card != ALT_CARD_NONE && is_exp_zone(d->p[p].obj[id].zone) &&
            (card_has(d, d->p[p].obj[id].card, ALT_TRIG_FAIL_REST, ALT_FX_TOKEN) ||
             card_has(d, d->p[p].obj[id].card, ALT_TRIG_LEAVE, ALT_FX_TOKEN)))
            return 1;
    return 0;
}

/* Whether player p had, at Dusk, a card in play whose Reaction to its
 * leaving at Rest gives boosts to a Character in the Reserve (Whispers from
 * the Maze's Bravos Excavator: "for each of its boosts, another target
 * Character in your Reserve gains 1 boost"): a card Rest sent there may
 * then hold boosts again after the Night. */
static int boosts_after_rest(const alt_game *d, int p)
{
    for (int id = 0; id < ALT_OBJ_MAX; id++)
        if (d->p[p].obj[id].card != ALT_CARD_NONE && is_exp_zone(d->p[p].obj[id].zone) &&
            (card_has(d, d->p[p].obj[id].card, ALT_TRIG_LEAVE, ALT_FX_CARD_BOOST) ||
             card_has(d, d->p[p].obj[id].card, ALT_TRIG_LEAVE_PER_BOOST, ALT_FX_CARD_BOOST)))
            return 1;
    return 0;
}

/* Whether player p had, at Dusk, a card in play that reacts to its
 * Expedition moving forward ("when my Expedition moves forward, target
 * Character in it loses Fleeting"; "... due to {V}, you may put me in my
 * owner's Mana zone"): Rest may then find a card otherwise than Dusk did. */
static int reacts_at_dusk(const alt_game *d, int p)
{
    for (int id = 0; id < ALT_OBJ_MAX; id++) {
        uint16_t card = d->p[p].obj[id].card;
        int z = d->p[p].obj[id].zone;
        if (card == ALT_CARD_NONE || (!is_exp_zone(z) && z != ALT_Z_LANDMARK))
            continue;
        int n;
        const alt_ability *list = alt_cards_abilities(d->db, card, &n);
        for (int i = 0; i < n; i++)
            if (list[i].trigger == ALT_TRIG_MY_EXP_FORWARD || list[i].trigger == ALT_TRIG_MY_EXP_FOREST ||
                list[i].trigger == ALT_TRIG_FOREST_MOVE)
                return 1;
    }
    return 0;
}

/* "If I'm in {V}, I am Eternal": read as Rest finds it, the Expeditions
 * where Dusk left them (the Night moves none) and the cards as they were
 * before it (o->rest, the Dusk state with the Night's distances). */
static int eternal_there(observer *o, const alt_game *d, const alt_game *after, int p, uint8_t id)
{
    const alt_ability *a = static_ability(d, d->p[p].obj[id].card, ALT_FX_ETERNAL_IN);
    if (!a)
        return 0;
    alt_game_copy(o->rest, d);
    for (int q = 0; q < 2; q++)
        for (int e = 0; e < 2; e++)
            o->rest->p[q].distance[e] = after->p[q].distance[e];
    for (int e = 0; e < 2; e++)
        if ((d->p[p].obj[id].zone == exp_zone(e) || gigantic(o->rest, p, id)) &&
            (region_terrain(o->rest, region_of(o->rest, p, e)) & terrain_bits[a->arg]))
            return 1;
    return 0;
}

/* Rest, seen from the state before Dusk and the one after the Night. */
static void observe_rest(observer *o, const alt_game *d, const alt_game *after)
{
    for (int p = 0; p < 2; p++) {
        const alt_player *pd = &d->p[p], *pa = &after->p[p];
        for (int e = 0; e < 2; e++) {
            alt_zone z = exp_zone(e);
            for (int i = 0; i < pd->zone_n[z]; i++) {
                uint8_t id = alt_state_zone(pd, z)[i];
                const alt_object *ob = &pd->obj[id], *oa = &pa->obj[id];
                const alt_card_info *c = card_of(d, p, id);
                if (!is_character(c))
                    continue;   /* Gears and other Permanents: not watched */
                int stays = (ob->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP)) ||
                            (c->type == ALT_TYPE_CHARACTER && (c->keywords & ALT_KW_ETERNAL)) ||
                            eternal_there(o, d, after, p, id);
                if (stays) {
                    if ((oa->zone == ALT_Z_DISCARD || oa->zone == ALT_Z_MANA) && reacts_at_dusk(d, p))
                        continue;   /* "you may sacrifice me" at Dusk (Mighty Simbi), before Rest */
                    if (oa->zone != z || oa->card != ob->card)
                        problem(o, "Day %u: P%d's object %u (Anchored, Asleep or Eternal) left its Expedition at Rest",
                                (unsigned)d->day, p, id);
                    else if (oa->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP))
                        problem(o, "Day %u: P%d's object %u is still Anchored or Asleep after Rest", (unsigned)d->day,
                                p, id);
                    else if (ob->status & ALT_ST_ASLEEP)
                        o->reached[C_ASLEEP] = 1;
                    else if (ob->status & ALT_ST_ANCHORED)
                        o->reached[C_ANCHORED] = 1;
                    else
                        o->reached[C_ETERNAL] = 1;
                    continue;
                }
                if (id >= ALT_TOKEN_BASE) {
                    if (oa->card != ALT_CARD_NONE && is_exp_zone(oa->zone) && oa->card == ob->card &&
                        !tokens_after_rest(d, p))
                        problem(o, "Day %u: P%d's token %u is still in play after Rest (7.3.4)", (unsigned)d->day, p,
                                id);
                    else if (oa->card == ALT_CARD_NONE)
                        o->reached[C_TOKEN_CEASES] = 1;
                    continue;
                }
                /* A card: to Reserve, or Discard when Fleeting; Clean-up may
                 * then discard it, and the Morning's draw reshuffle it. */
                int fleeting = ob->status & ALT_ST_FLEETING;
                int za = oa->zone;
                /* "to Mana instead" too, a replacing modifier (Tiny Jinn from
                 * its erratum of 2024-06-20, CR 6.2.d-e). */
                int to_mana = card_has(d, ob->card, ALT_TRIG_LEAVE, ALT_FX_SELF_TO_MANA) ||
                              card_has(d, ob->card, ALT_TRIG_INSTEAD_LEAVE, ALT_FX_SELF_TO_MANA) ||
                              card_has(d, ob->card, ALT_TRIG_MY_EXP_FOREST, ALT_FX_SELF_TO_MANA) ||
                              card_has(d, d->setup.deck[p].hero, ALT_TRIG_STATIC, ALT_FX_EXPAND_FROM_DECK);
                /* Fleeting lost at Dusk (reacts_at_dusk), or never gained:
                 * "if I would gain Fleeting, I gain 1 boost instead". */
                int unfleeting = reacts_at_dusk(d, p);
                int ok = za == ALT_Z_DISCARD || za == ALT_Z_DECK || za == ALT_Z_HAND ||
                         ((!fleeting || unfleeting) && za == ALT_Z_RESERVE) || (za == ALT_Z_MANA && to_mana);
                if (!ok)
                    problem(o, "Day %u: P%d's object %u (%s) went to zone %d at Rest", (unsigned)d->day, p, id,
                            fleeting ? "Fleeting" : "not Fleeting", za);
                if (za == ALT_Z_RESERVE && ob->boosts > 0) {
                    if (c->keywords & ALT_KW_SEASONED) {
                        if (oa->boosts != ob->boosts)
                            problem(o, "a Seasoned Character lost its boosts going to Reserve (7.4.6.b)");
                        else
                            o->reached[C_SEASONED] = 1;
                    } else if (oa->boosts != 0) {
                        if (!boosts_after_rest(d, p))
                            problem(o, "a Character kept its boosts leaving the Expedition (2.5.1)");
                    } else {
                        o->reached[C_BOOSTS_FALL_OFF] = 1;
                    }
                }
                if ((c->keywords & ALT_KW_DEFENDER) && o->reached[C_DEFENDER] == 1)
                    o->reached[C_DEFENDER] = 2;   /* held at Dusk, then rested */
                if ((c->keywords & ALT_KW_GIGANTIC) && o->reached[C_GIGANTIC] == 1)
                    o->reached[C_GIGANTIC] = 2;
            }
        }
    }
}

/* Whispers from the Maze's limit passives (CR 4.0 4.2.5.c), read by the
 * tool on its own: what the static abilities of both players' cards in
 * play, and the ready support abilities of their Reserves, add to player
 * p's Reserve or landmark limit ("your" limit, or every player's with
 * "all"); and "your Reserve limit is N more while your Reserve holds" a
 * kind of card. */
static int limit_passives(const alt_game *g, int p, alt_effect effect)
{
    static const alt_zone zones[] = {ALT_Z_EXP_HERO, ALT_Z_EXP_COMPANION, ALT_Z_LANDMARK, ALT_Z_RESERVE};
    int more = 0;
    for (int q = 0; q < 2; q++)
        for (size_t z = 0; z < sizeof zones / sizeof zones[0]; z++)
            for (int i = 0; i < g->p[q].zone_n[zones[z]]; i++) {
                const alt_object *ob = &g->p[q].obj[alt_state_zone(&g->p[q], zones[z])[i]];
                unsigned support = zones[z] == ALT_Z_RESERVE ? ALT_ABILITY_SUPPORT : 0;
                if (support && (ob->status & ALT_ST_EXHAUSTED))
                    continue;
                int n;
                const alt_ability *list = alt_cards_abilities(g->db, ob->card, &n);
                for (int k = 0; k < n; k++) {
                    const alt_ability *ab = &list[k];
                    if (ab->trigger != ALT_TRIG_STATIC || ab->effect != effect || (ab->flags & ALT_ABILITY_SUPPORT) != support)
                        continue;
                    if (effect != ALT_FX_RESERVE_LIMIT_WHILE) {
                        more += q == p || ab->arg ? ab->amount : 0;
                        continue;
                    }
                    if (q != p || support)
                        continue;
                    for (int j = 0; j < g->p[p].zone_n[ALT_Z_RESERVE]; j++) {
                        const alt_card_info *c = card_of(g, p, alt_state_zone(&g->p[p], ALT_Z_RESERVE)[j]);
                        if (alt_passive_filter_matches(ab->where, c) && c->hand_cost >= ab->it_cost_min) {
                            more += ab->amount;
                            break;
                        }
                    }
                }
            }
    return more;
}

/* A ready card of the Reserve with "{I} I don't count towards your Reserve
 * limit": Clean-up keeps it without a pick. */
static int uncounted(const alt_game *g, int p, uint8_t id)
{
    const alt_object *ob = &g->p[p].obj[id];
    if (ob->zone != ALT_Z_RESERVE || (ob->status & ALT_ST_EXHAUSTED))
        return 0;
    int n;
    const alt_ability *list = alt_cards_abilities(g->db, ob->card, &n);
    for (int k = 0; k < n; k++)
        if (list[k].trigger == ALT_TRIG_STATIC && list[k].effect == ALT_FX_RESERVE_UNCOUNTED &&
            (list[k].flags & ALT_ABILITY_SUPPORT))
            return 1;
    return 0;
}

static void observe_cleanup(observer *o, const alt_game *b, const alt_action *a, const alt_game *after)
{
    if (a->kind == ALT_ACT_KEEP) {
        if (o->keep_day != b->day) {
            o->keep_day = b->day;
            o->n_keepers = 0;
            o->keep_first_player = b->first_player;
        }
        if (o->n_keepers < (int)sizeof o->keepers)
            o->keepers[o->n_keepers++] = a->player;
    }
    if (b->dec_kind != ALT_DEC_CLEANUP || after->dec_kind == ALT_DEC_CLEANUP)
        return;
    /* The Clean-up is over. */
    int seen[2] = {0, 0}, ordered = 1;
    for (int i = 0; i < o->n_keepers; i++) {
        int p = o->keepers[i];
        seen[p] = 1;
        if (p == o->keep_first_player && seen[1 - p])
            ordered = 0;
    }
    if (!ordered)
        problem(o, "the second player picked before the first player finished (4.2.5.c)");
    if (seen[0] && seen[1] && o->keepers[0] == o->keep_first_player)
        o->reached[C_CLEANUP_ORDER] = 1;
    static const alt_zone zones[2] = {ALT_Z_RESERVE, ALT_Z_LANDMARK};
    for (int p = 0; p < 2; p++) {
        const alt_player *pb = &b->p[p];
        uint16_t hero = b->setup.deck[p].hero;
        const alt_card_info *hc = hero == ALT_CARD_NONE ? NULL : alt_cards_get(b->db, hero);
        for (int k = 0; k < 2; k++) {
            alt_zone zone = zones[k];
            int limit = !hc ? 2 : k == 0 ? hc->reserve_limit : hc->landmark_limit;   /* CR 3.2.10.b, 4.2.5.d */
            /* The limits the cards change, read before anything goes; below
             * 0, none is kept (CR 4.0 4.2.5.c). */
            limit += k == 0 ? limit_passives(b, p, ALT_FX_RESERVE_LIMIT) + limit_passives(b, p, ALT_FX_RESERVE_LIMIT_WHILE)
                            : limit_passives(b, p, ALT_FX_LANDMARK_LIMIT);
            if (limit < 0)
                limit = 0;
            /* The Reserve's cards that don't count: kept, and not counted. */
            int free_b = 0, free_after = 0;
            for (int i = 0; k == 0 && i < pb->zone_n[zone]; i++) {
                uint8_t id = alt_state_zone(pb, zone)[i];
                if (uncounted(b, p, id)) {
                    free_b++;
                    free_after += after->p[p].obj[id].zone == ALT_Z_RESERVE;
                }
            }
            /* "You may keep one more card in Reserve during Night if it's
             * exhausted": that many more, each an exhausted card. */
            int more = 0, exhausted_kept = 0, ready = 0;
            if (k == 0) {
                for (int i = 0; i < pb->zone_n[ALT_Z_LANDMARK]; i++)
                    more += static_ability(b, pb->obj[alt_state_zone(pb, ALT_Z_LANDMARK)[i]].card,
                                           ALT_FX_KEEP_EXHAUSTED) != NULL;
                for (int i = 0; i < pb->zone_n[zone]; i++)
                    ready += !(pb->obj[alt_state_zone(pb, zone)[i]].status & ALT_ST_EXHAUSTED);
                ready -= free_b;
            }
            /* Within the limit, or its ready cards within it and the rest
             * exhausted ones it may keep: kept without a choice. */
            int counted = pb->zone_n[zone] - free_b;
            if (counted <= limit || (more > 0 && ready <= limit && counted <= limit + more))
                continue;
            int n_after = after->p[p].zone_n[zone] - free_after;
            for (int i = 0; i < after->p[p].zone_n[zone]; i++)   /* as the Clean-up found them: the Morning readies */
                exhausted_kept += (pb->obj[alt_state_zone(&after->p[p], zone)[i]].status & ALT_ST_EXHAUSTED) != 0;
            int ok = n_after >= limit && n_after <= limit + more && (n_after == limit || exhausted_kept >= n_after - limit);
            /* Skybound Odyssey: the excess Landmarks are sacrificed (CR 4.0
             * 4.2.5.c) and a Reaction to it (the Aerolith's Resupply) may
             * put a card in the Reserve once the choices are over. */
            if (!ok && k == 0 && n_after > limit && alt_state_may_have_trigger(after, ALT_TRIG_SACRIFICED))
                ok = 1;
            for (int i = 0; i < pb->zone_n[zone]; i++) {
                uint8_t id = alt_state_zone(pb, zone)[i];
                int kept = (pb->obj[id].flags & ALT_OF_KEPT) ||
                           (a->kind == ALT_ACT_KEEP && a->player == p && a->object == id) ||
                           (k == 0 && uncounted(b, p, id));
                int z = after->p[p].obj[id].zone;
                if (kept ? z != (int)zone
                         : z != ALT_Z_DISCARD && z != ALT_Z_DECK && z != ALT_Z_HAND &&
                               !(z == ALT_Z_NONE && alt_state_is_token(id)))   /* a token ceases to exist (2.1.e) */
                    ok = 0;
            }
            if (!ok)
                problem(o, "Day %u: Clean-up of P%d's zone %d did not keep exactly the %d chosen (%d kept)", (unsigned)b->day,
                        p, zone, limit, n_after);
            else if (!hc)
                o->reached[k == 0 ? C_CLEANUP_LIMIT : C_LANDMARK_LIMIT] = 1;
            else
                o->reached[C_CLEANUP_HERO] = 1;
        }
    }
    o->n_keepers = 0;
    o->keep_day = 0;
}

/* Whether a card of player p in play reacts to a Character joining one of
 * that player's Expeditions (Trial by Frost's "when another Character joins
 * my Expedition"). */
static int joins_react(const alt_game *g, int p)
{
    for (int id = 0; id < ALT_OBJ_MAX; id++) {
        uint16_t card = g->p[p].obj[id].card;
        int z = g->p[p].obj[id].zone;
        if (card == ALT_CARD_NONE || (!is_exp_zone(z) && z != ALT_Z_LANDMARK))
            continue;
        int n;
        const alt_ability *list = alt_cards_abilities(g->db, card, &n);
        for (int i = 0; i < n; i++)
            if (list[i].trigger == ALT_TRIG_JOINS_MY_EXP || list[i].trigger == ALT_TRIG_JOINS_EXP)
                return 1;
    }
    return 0;
}

/* Trial by Frost's Reserve, Cooldown and Icebound landmarks, step by step. */
static void observe_frost(observer *o, const alt_game *b, const alt_action *a, const alt_game *after)
{
    /* Skybound Odyssey: passing while the other player has not passed is
     * passing first; a Hero's counter gained in that step is the Reaction
     * to it (the Hero's own, as the step resolves it). */
    if (a->kind == ALT_ACT_PASS && a->player < 2 && !b->p[a->player ^ 1].passed &&
        after->p[a->player].hero.counters > b->p[a->player].hero.counters)
        o->reached[C_SKY_PASS_FIRST] = 1;
    if (a->kind == ALT_ACT_PLAY && a->object < ALT_OBJ_MAX) {
        int p = a->player;
        const alt_object *ob = &b->p[p].obj[a->object];
        int allowed = 0;   /* "you may play exhausted cards from your Reserve" (a Character: "... in my Expedition") */
        for (int k = 0; k < 2; k++) {
            allowed += zone_statics(b, p, exp_zone(k), ALT_FX_PLAY_EXHAUSTED);
            allowed += k == a->expedition && is_character(card_of(b, p, a->object)) &&
                       zone_statics(b, p, exp_zone(k), ALT_FX_PLAY_EXHAUSTED_HERE);
        }
        allowed += zone_statics(b, p, ALT_Z_LANDMARK, ALT_FX_PLAY_EXHAUSTED);
        if (ob->zone == ALT_Z_RESERVE && (ob->status & ALT_ST_EXHAUSTED) && !allowed)
            problem(o, "Day %u: P%d played the exhausted card %u from Reserve (2.4.5.c)", (unsigned)b->day, p, a->object);
    }
    for (int p = 0; p < 2; p++) {
        const alt_player *pb = &b->p[p], *pa = &after->p[p];
        for (int id = 0; id < ALT_OBJ_MAX; id++) {
            const alt_object *ob = &pb->obj[id], *oa = &pa->obj[id];
            if (oa->card == ALT_CARD_NONE)
                continue;
            const alt_card_info *c = alt_cards_get(after->db, oa->card);
            if (b->phase == ALT_PHASE_AFTERNOON && after->phase == ALT_PHASE_AFTERNOON && ob->zone == ALT_Z_RESERVE &&
                oa->zone == ALT_Z_RESERVE && !(ob->status & ALT_ST_EXHAUSTED) && (oa->status & ALT_ST_EXHAUSTED))
                o->reached[C_FROST_EXHAUSTED] = 1;
            /* A Spell that resolved: from Limbo (or Hand, played and resolved
             * in one step) to Reserve. */
            int played = a->kind == ALT_ACT_PLAY && a->player == p && a->object == id;
            if (c->type == ALT_TYPE_SPELL && (c->keywords & ALT_KW_COOLDOWN) && oa->zone == ALT_Z_RESERVE &&
                (ob->zone == ALT_Z_LIMBO || played) && after->day == b->day) {
                if (!(oa->status & ALT_ST_EXHAUSTED))
                    problem(o, "Day %u: P%d's Cooldown Spell %d went to Reserve ready (7.4.1.b)", (unsigned)b->day, p, id);
                else
                    o->reached[C_FROST_COOLDOWN] = 1;
            }
            if (ob->zone == ALT_Z_LANDMARK && oa->zone == ALT_Z_DISCARD && card_has(b, ob->card, ALT_TRIG_THIRD_COUNTER,
                                                                                      ALT_FX_SACRIFICE_SELF))
                for (int t = ALT_TOKEN_BASE; t < ALT_TOKEN_END; t++)
                    if (pa->obj[t].card != ALT_CARD_NONE && pb->obj[t].card != pa->obj[t].card &&
                        strcmp(alt_cards_get(after->db, pa->obj[t].card)->name, "Dragon Shade") == 0)
                        o->reached[C_FROST_SHADE] = 1;
            /* Skybound Odyssey: a token Landmark that was not there. */
            if (oa->zone == ALT_Z_LANDMARK && c->type == ALT_TYPE_PERMANENT && (c->keywords & ALT_KW_TOKEN) &&
                (ob->card != oa->card || ob->zone != ALT_Z_LANDMARK) && strcmp(c->name, "Aerolith") == 0)
                o->reached[C_SKY_AEROLITH] = 1;
        }
    }
}

/* Whispers from the Maze: a card played from Hand for its Scout cost is
 * followed until it leaves play; it reaches the case when it goes from
 * play to the Reserve in the Afternoon it was played. */
static void observe_maze(observer *o, const alt_game *b, const alt_action *a, const alt_game *after)
{
    if (a->kind == ALT_ACT_PLAY && a->choice == 1 && a->player < 2 && a->object < ALT_OBJ_MAX &&
        b->p[a->player].obj[a->object].zone == ALT_Z_HAND)
        o->scouted[a->player][a->object] = 1;
    for (int p = 0; p < 2; p++)
        for (int id = 0; id < ALT_OBJ_MAX; id++) {
            if (!o->scouted[p][id])
                continue;
            int to = after->p[p].obj[id].zone;
            if (to == ALT_Z_LIMBO || is_exp_zone(to) || to == ALT_Z_LANDMARK)
                continue;
            if (to == ALT_Z_RESERVE && b->phase == ALT_PHASE_AFTERNOON && after->day == b->day)
                o->reached[C_MAZE_SCOUT] = 1;
            o->scouted[p][id] = 0;
        }
}

static void observe_step(observer *o, const alt_game *b, const alt_action *a, size_t n_answers,
                         const alt_game *after)
{
    observe_cleanup(o, b, a, after);
    observe_frost(o, b, a, after);
    observe_maze(o, b, a, after);
    if (b->dec_kind == ALT_DEC_REACTION && n_answers >= 2)
        o->reached[C_REACTION_ORDER] = 1;
    if (b->dec_kind == ALT_DEC_CHOICE)
        o->reached[C_ABILITY_CHOICE] = 1;
    if (a->kind == ALT_ACT_QUICK && a->object < ALT_OBJ_MAX && b->p[a->player].obj[a->object].zone != ALT_Z_RESERVE) {
        /* An exhaust ability ({T}) of a card in play: its card is exhausted,
         * or gone (its own effect may sacrifice it). */
        const alt_object *oa = &after->p[a->player].obj[a->object];
        if (oa->card == b->p[a->player].obj[a->object].card && is_exp_zone(oa->zone) &&
            !(oa->status & ALT_ST_EXHAUSTED))
            problem(o, "Day %u: P%u's exhaust ability of object %u left it ready (2.4.5.a)", (unsigned)b->day,
                    a->player, a->object);
    } else if (a->kind == ALT_ACT_QUICK && a->object == ALT_HERO_OBJECT) {
        if (!(after->p[a->player].hero.status & ALT_ST_EXHAUSTED) && after->day == b->day)
            problem(o, "Day %u: P%u's Hero's exhaust ability left it ready (2.4.5.a)", (unsigned)b->day, a->player);
    } else if (a->kind == ALT_ACT_QUICK) {
        o->reached[C_SUPPORT] = 1;
        /* To Discard, unless its own effect drew on an empty Deck and the
         * Discard (the card with it) was shuffled into a new Deck. */
        const alt_player *pb = &b->p[a->player], *pa = &after->p[a->player];
        int reshuffled = pa->zone_n[ALT_Z_DISCARD] <= pb->zone_n[ALT_Z_DISCARD] && pb->zone_n[ALT_Z_DECK] <= 1;
        if (pb->obj[a->object].zone != ALT_Z_RESERVE ||
            (pa->obj[a->object].zone != ALT_Z_DISCARD && !reshuffled))
            problem(o, "Day %u: P%u's support quick action of object %u (zone %d) left it in zone %d, not Discard "
                       "(2.2.11)",
                    (unsigned)b->day, a->player, a->object, b->p[a->player].obj[a->object].zone,
                    after->p[a->player].obj[a->object].zone);
    }
    if (a->kind == ALT_ACT_PLAY && b->p[a->player].obj[a->object].zone == ALT_Z_RESERVE) {
        int p = a->player;
        const alt_card_info *c = card_of(b, p, a->object);
        const alt_object *ob = &after->p[p].obj[a->object];
        /* Only where nothing can take Fleeting away: a Character without
         * abilities, no next-card modifier waiting, and nothing in play
         * reacting to it joining (Amarok sacrifices it). */
        if (c->type == ALT_TYPE_CHARACTER && c->abilities[0] == '\0' && b->p[p].mods_n == 0 && !joins_react(b, p)) {
            if (!is_exp_zone(ob->zone) || !(ob->status & ALT_ST_FLEETING))
                problem(o, "a Character played from Reserve is not a Fleeting member of an Expedition");
            else if (o->n_fleeting[p] < ALT_OBJ_MAX)
                o->fleeting[p][o->n_fleeting[p]++] = a->object;
        }
    }
    /* A move between Morning and the end of the Afternoon is an ability's. */
    if (after->day == b->day && b->phase >= ALT_PHASE_MORNING && b->phase <= ALT_PHASE_AFTERNOON &&
        (after->phase == ALT_PHASE_NOON || after->phase == ALT_PHASE_AFTERNOON))
        for (int p = 0; p < 2; p++)
            for (int e = 0; e < 2; e++)
                if (after->p[p].distance[e] != b->p[p].distance[e])
                    o->reached[C_MOVED_BY_EFFECT] = 1;
    if (!b->arena && after->arena) {
        int s0 = sum_of(after, 0), s1 = sum_of(after, 1);
        if (s0 != s1 || s0 < ALT_LAST_REGION)
            problem(o, "the Arena began without equal sums of 7 or more");
        else
            o->reached[s0 == ALT_LAST_REGION ? C_ARENA_MEET : C_ARENA_CROSS] = 1;
    }
    /* Dusk: the Afternoon ended during this step (it ends on a pass). Its
     * moves are judged once the game is past Dusk (a Reaction could stop
     * the game there), from the state before it. */
    if (b->phase == ALT_PHASE_AFTERNOON && (after->phase != ALT_PHASE_AFTERNOON || after->day != b->day)) {
        alt_game_copy(o->dusk, b);
        o->dusk_pending = o->night_pending = 1;
    }
    if (o->dusk_pending && after->phase != ALT_PHASE_DUSK) {
        o->dusk_pending = 0;
        if (after->phase == ALT_PHASE_OVER && after->outcome == ALT_OUTCOME_CARD)
            ;   /* "at Dusk, you win the game" (Lyra Festival): won before any move */
        else if (o->dusk->arena)
            observe_arena_dusk(o, o->dusk, after);
        else
            observe_adventure_dusk(o, o->dusk, after);
    }
    /* The Night is over once the next Day has begun (Clean-up and any
     * Reaction at Night come before). */
    int night_done = o->night_pending && after->phase != ALT_PHASE_OVER && after->day > o->dusk->day;
    if (night_done) {
        o->night_pending = 0;
        observe_rest(o, o->dusk, after);
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < o->n_fleeting[p]; i++) {
                /* Only those still Fleeting in an Expedition at Dusk (an
                 * ability may have taken Fleeting away, or moved it), and
                 * not staying there. */
                const alt_object *od = &o->dusk->p[p].obj[o->fleeting[p][i]];
                if (!is_exp_zone(od->zone) || !(od->status & ALT_ST_FLEETING) ||
                    (od->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP)))
                    continue;   /* Anchored or Asleep: it stays (observe_rest) */
                int z = after->p[p].obj[o->fleeting[p][i]].zone;
                /* The Morning's draw may have shuffled the Discard into the Deck and drawn it again. */
                int reshuffled = after->p[p].zone_n[ALT_Z_DISCARD] == 0 && (z == ALT_Z_DECK || z == ALT_Z_HAND);
                int to_mana = z == ALT_Z_MANA &&
                              (card_has(after, after->p[p].obj[o->fleeting[p][i]].card, ALT_TRIG_LEAVE, ALT_FX_SELF_TO_MANA) ||
                               card_has(after, after->setup.deck[p].hero, ALT_TRIG_STATIC, ALT_FX_EXPAND_FROM_DECK));
                if (z == ALT_Z_DISCARD)
                    o->reached[C_FLEETING] = 1;
                else if (!reshuffled && !to_mana && !(z == ALT_Z_RESERVE && reacts_at_dusk(o->dusk, p)))
                    problem(o, "a Fleeting Character (P%d object %u) is in zone %d after the Night of Day %u, "
                               "not in Discard (2.4.6.d)",
                            p, o->fleeting[p][i], z, (unsigned)o->dusk->day);
            }
            o->n_fleeting[p] = 0;
        }
    }
    if (after->dec_kind == ALT_DEC_EXPAND && after->day == b->day + 1)
        observe_draws(o, b, after);
}

static void observe_end(observer *o, const alt_game *g)
{
    /* Defender and Gigantic count once they also rested. */
    o->reached[C_DEFENDER] = o->reached[C_DEFENDER] == 2;
    o->reached[C_GIGANTIC] = o->reached[C_GIGANTIC] == 2;
    if (g->phase != ALT_PHASE_OVER)
        return;
    int s[2] = {sum_of(g, 0), sum_of(g, 1)};
    int w = alt_game_winner(g);
    const int meet = ALT_LAST_REGION;
    switch ((alt_outcome)g->outcome) {
    case ALT_OUTCOME_SUM:
        if (s[1 - w] < meet && s[w] >= meet)
            o->reached[C_SUM_WIN] = 1;
        else if (alt_ruleset_is_cr(g->setup.ruleset) && s[w] > s[1 - w] && s[1 - w] >= meet)
            o->reached[C_MEET_CROSS_CR3] |= s[1 - w] == meet;
        else
            problem(o, "a win by sum (%d against %d) that 4.2.5.d does not give", s[w], s[1 - w]);
        break;
    case ALT_OUTCOME_TIEBREAK:
        if (!alt_ruleset_is_cr(g->setup.ruleset) && s[w] < s[1 - w] && s[w] >= meet)
            o->reached[C_MEET_CROSS_SEEDS] |= s[w] == meet;
        else
            problem(o, "a tiebreaker win (%d against %d) that seed 003 does not give", s[w], s[1 - w]);
        break;
    case ALT_OUTCOME_ARENA:
        if (o->arena_dusks >= 3)
            o->reached[C_ARENA_LONG] = 1;
        break;
    case ALT_OUTCOME_CARD:
        if (w < 0)
            problem(o, "a card's effect won the game for nobody");
        break;
    case ALT_OUTCOME_DAY_LIMIT:
        if (g->day == ALT_DAY_LIMIT && w < 0)
            o->reached[C_DAY_LIMIT] = 1;
        else
            problem(o, "the Day limit stopped a game at another Day");
        break;
    default:
        problem(o, "a game over without an outcome");
    }
}

/* ------------------------------------------------------------------ play */

/* Chooses an answer index among n; returns -1 to stop. */
typedef int (*chooser_fn)(void *ctx, const alt_game *g, const alt_action *list, size_t n, size_t step);

typedef struct game_run {
    observer obs;
    size_t steps;
    unsigned days;
    int over;
    int unusable;        /* the input's deck pair does not play under this database */
    char why[300];
} game_run;

/* Plays the game a header names, answering with choose; observes every step. */
static void play(const uint8_t header[FUZZ_WALK_HEADER], chooser_fn choose, void *ctx, game_run *run,
                 uint8_t *bytes_out, size_t bytes_cap)
{
    static alt_action list[FUZZ_WALK_LIST_CAP];
    memset(run, 0, sizeof *run);
    fuzz_walk_input in;
    fuzz_walk_decode(header, FUZZ_WALK_HEADER, &in);
    const alt_cards *db = fuzz_walk_db(&in);
    alt_setup setup;
    if (!fuzz_walk_setup(db, &in, &setup, run->why, sizeof run->why)) {
        run->unusable = 1;
        return;
    }
    alt_game *g = NULL;
    char msg[256];
    FUZZ_CHECK(alt_game_new(db, &setup, &g, msg, sizeof msg) == ALT_OK, "%s", msg);
    alt_game *before = alt_game_clone(g);
    run->obs.dusk = alt_game_clone(g);
    run->obs.rest = alt_game_clone(g);
    for (size_t k = 0;; k++) {
        if (g->dec_kind == ALT_DEC_NONE)
            break;
        size_t n = alt_game_list(g, list, FUZZ_WALK_LIST_CAP);
        FUZZ_CHECK(n > 0 && n <= FUZZ_WALK_LIST_CAP, "%zu answers", n);
        int i = choose(ctx, g, list, n, k);
        if (i < 0)
            break;
        if (bytes_out) {
            if (k >= bytes_cap)
                break;
            bytes_out[k] = (uint8_t)i;
        }
        alt_game_copy(before, g);
        const char *reason = NULL;
        FUZZ_CHECK(alt_game_apply(g, &list[i], &reason) == ALT_OK, "%s", reason ? reason : "");
        observe_step(&run->obs, before, &list[i], n, g);
        run->steps++;
    }
    observe_end(&run->obs, g);
    run->days = g->day;
    run->over = g->phase == ALT_PHASE_OVER;
    alt_game_destroy(&run->obs.dusk);
    alt_game_destroy(&run->obs.rest);
    alt_game_destroy(&before);
    alt_game_destroy(&g);
}

typedef struct bytes_ctx {
    const uint8_t *choices;
    size_t n;
} bytes_ctx;

static int choose_bytes(void *ctx, const alt_game *g, const alt_action *list, size_t n, size_t step)
{
    (void)g, (void)list;
    bytes_ctx *c = ctx;
    if (step >= c->n)
        return -1;
    return (int)(c->choices[step] % n);
}

/* Plays a walker input file; 0 when it is too short to be one. */
static int play_file(const char *path, game_run *run, fuzz_walk_input *in)
{
    size_t len = 0;
    uint8_t *data = fuzz_read_file(path, &len);
    if (!data) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        return 0;
    }
    if (!fuzz_walk_decode(data, len, in)) {
        free(data);
        return 0;
    }
    bytes_ctx c = {in->choices, in->n_choices};
    play(data, choose_bytes, &c, run, NULL, 0);
    free(data);
    return 1;
}

static void print_run(const char *path, const fuzz_walk_input *in, const game_run *run)
{
    if (run->unusable) {
        printf("%s: seed %" PRIu64 " %s pair %u: unusable under this database: %s\n", path, in->seed,
               alt_ruleset_name(in->ruleset), in->pair, run->why);
        return;
    }
    printf("%s: seed %" PRIu64 " %s pair %u: %zu steps, Day %u, %s; cases:", path, in->seed,
           alt_ruleset_name(in->ruleset), in->pair, run->steps, run->days, run->over ? "over" : "stopped");
    for (int c = 0; c < C__COUNT; c++)
        if (run->obs.reached[c])
            printf(" %s", cases[c].name);
    printf("\n");
    if (run->obs.problem[0])
        printf("  PROBLEM: %s\n", run->obs.problem);
}

static int cmd_explain(int argc, char **argv)
{
    int rc = 0;
    for (int i = 0; i < argc; i++) {
        game_run run;
        fuzz_walk_input in;
        if (!play_file(argv[i], &run, &in)) {
            printf("%s: not a walker input\n", argv[i]);
            continue;
        }
        print_run(argv[i], &in, &run);
        if (run.obs.problem[0])
            rc = 1;
    }
    return rc;
}

static int cmd_check(int argc, char **argv)
{
    int bad = 0, checked = 0;
    for (int i = 0; i < argc; i++) {
        DIR *d = opendir(argv[i]);
        if (!d) {
            fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
            return 1;
        }
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            const char *name = e->d_name;
            if (name[0] == '.' || strncmp(name, "misc.", 5) == 0)
                continue;
            /* CASE[+CASE...][.VARIANT] */
            size_t stem = strcspn(name, ".");
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[i], name);
            int want[C__COUNT] = {0}, known = 1;
            for (size_t at = 0; at < stem;) {
                size_t len = strcspn(name + at, "+.");
                int c = case_by_name(name + at, len);
                if (c < 0) {
                    printf("%s: no case is named %.*s (fuzz_walk_cases list; misc.* files are not checked)\n",
                           path, (int)len, name + at);
                    known = 0;
                } else {
                    want[c] = 1;
                }
                at += len + (name[at + len] == '+');
            }
            if (!known) {
                bad++;
                continue;
            }
            game_run run;
            fuzz_walk_input in;
            if (!play_file(path, &run, &in)) {
                printf("%s: not a walker input\n", path);
                bad++;
                continue;
            }
            checked++;
            int failed = run.unusable || run.obs.problem[0] != '\0';
            for (int c = 0; c < C__COUNT; c++)
                failed |= want[c] && !run.obs.reached[c];
            if (failed) {
                printf("FAIL ");
                print_run(path, &in, &run);
                for (int c = 0; c < C__COUNT; c++)
                    if (want[c] && !run.obs.reached[c])
                        printf("  does not reach %s: %s\n", cases[c].name, cases[c].what);
                bad++;
            }
        }
        closedir(d);
    }
    printf("%d named walker inputs checked, %d failed\n", checked, bad);
    return bad ? 1 : 0;
}

/* -------------------------------------------------------------- search */

typedef struct policy {
    uint64_t rng;
    unsigned pass_pct;      /* pass a turn */
    unsigned expand_pct;    /* Expand rather than skip */
    unsigned reserve_pct;   /* prefer a play from Reserve when there is one */
    int always_pass;
    size_t max_steps;
} policy;

static unsigned pct(policy *p)
{
    return (unsigned)(fuzz_rand(&p->rng) % 100);
}

static int choose_policy(void *ctx, const alt_game *g, const alt_action *list, size_t n, size_t step)
{
    policy *p = ctx;
    if (step >= p->max_steps)
        return -1;
    size_t lim = n < 256 ? n : 256;
    switch ((alt_decision_kind)g->dec_kind) {
    case ALT_DEC_EXPAND:
        if (p->always_pass || lim == 1 || pct(p) >= p->expand_pct)
            return 0;   /* EXPAND_SKIP is listed first */
        return (int)(1 + fuzz_rand(&p->rng) % (lim - 1));
    case ALT_DEC_TURN: {
        if (p->always_pass || lim == 1 || pct(p) < p->pass_pct)
            return 0;   /* PASS is listed first */
        if (pct(p) < p->reserve_pct) {
            size_t from_reserve[FUZZ_WALK_LIST_CAP], m = 0;
            for (size_t i = 1; i < lim; i++)
                if (list[i].object < ALT_OBJ_MAX && g->p[list[i].player].obj[list[i].object].zone == ALT_Z_RESERVE)
                    from_reserve[m++] = i;
            if (m > 0)
                return (int)from_reserve[fuzz_rand(&p->rng) % m];
        }
        return (int)(1 + fuzz_rand(&p->rng) % (lim - 1));
    }
    default:
        return (int)(fuzz_rand(&p->rng) % lim);
    }
}

enum { MAX_BYTES = 8192 };

/* A random policy, deck pair and ruleset for one game (pair, ruleset < 0: random). */
static void make_policy(uint64_t seed, int pair, int ruleset, int always_pass, policy *pol, unsigned *pr,
                        alt_ruleset *rs)
{
    memset(pol, 0, sizeof *pol);
    pol->rng = seed * 0x9E3779B97F4A7C15ull + 12345;
    pol->max_steps = MAX_BYTES;
    pol->pass_pct = 5 + (unsigned)(fuzz_rand(&pol->rng) % 60);
    pol->expand_pct = (unsigned)(fuzz_rand(&pol->rng) % 100);
    pol->reserve_pct = (unsigned)(fuzz_rand(&pol->rng) % 100);
    pol->always_pass = always_pass;
    *pr = pair >= 0 ? (unsigned)pair : (unsigned)(fuzz_rand(&pol->rng) % FUZZ_WALK_PAIRS);
    /* The family (0 the seeds, 1 the Complete Rules) at its latest
     * revision, as the walker's header reads it without bit 6. */
    int cr = ruleset >= 0 ? ruleset : (int)(fuzz_rand(&pol->rng) % 2);
    *rs = cr ? ALT_RULESET_CR4 : ALT_RULESET_SEEDS;
}

/* Plays many games and counts the games reaching each case. */
static int cmd_survey(int argc, char **argv)
{
    uint64_t from = 1, tries = 1000;
    int pair = -1;
    const char *out = NULL;                  /* the first game with a PROBLEM, as an input */
    for (int i = 0; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--from") == 0)
            from = strtoull(argv[i + 1], NULL, 0);
        else if (strcmp(argv[i], "--tries") == 0)
            tries = strtoull(argv[i + 1], NULL, 0);
        else if (strcmp(argv[i], "--pair") == 0)
            pair = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--out") == 0)
            out = argv[i + 1];
    }
    static uint8_t buf[FUZZ_WALK_HEADER + MAX_BYTES];
    unsigned long count[C__COUNT] = {0}, games = 0, problems = 0, steps = 0;
    for (uint64_t t = 0; t < tries; t++) {
        policy pol;
        unsigned pr;
        alt_ruleset rs;
        make_policy(from + t, pair, -1, 0, &pol, &pr, &rs);
        fuzz_walk_encode_header(from + t, rs, pr, buf);
        game_run run;
        play(buf, choose_policy, &pol, &run, buf + FUZZ_WALK_HEADER, MAX_BYTES);
        if (run.unusable)
            continue;
        games++;
        steps += run.steps;
        for (int c = 0; c < C__COUNT; c++)
            count[c] += run.obs.reached[c] != 0;
        if (run.obs.problem[0] && out && problems == 0) {
            size_t len = FUZZ_WALK_HEADER + run.steps;
            FILE *f = fopen(out, "wb");
            if (!f || fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
                fprintf(stderr, "%s: cannot write\n", out);
                return 1;
            }
        }
        if (run.obs.problem[0] && problems++ < 10)
            printf("seed %" PRIu64 " %s pair %u: PROBLEM: %s\n", from + t, alt_ruleset_name(rs), pr,
                   run.obs.problem);
    }
    printf("%lu games, %lu steps, %lu with a problem\n", games, steps, problems);
    for (int c = 0; c < C__COUNT; c++)
        printf("  %-28s %lu\n", cases[c].name, count[c]);
    return problems ? 1 : 0;
}

static int cmd_search(int argc, char **argv)
{
    if (argc < 1) {
        fprintf(stderr, "search: which case?\n");
        return 64;
    }
    int c = case_by_name(argv[0], strlen(argv[0]));
    if (c < 0) {
        fprintf(stderr, "search: no case %s\n", argv[0]);
        return 64;
    }
    uint64_t from = 1, tries = 100000;
    int pair = -1, ruleset = -1;
    const char *out = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--from") == 0)
            from = strtoull(argv[i + 1], NULL, 0);
        else if (strcmp(argv[i], "--tries") == 0)
            tries = strtoull(argv[i + 1], NULL, 0);
        else if (strcmp(argv[i], "--pair") == 0)
            pair = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--ruleset") == 0)
            ruleset = strcmp(argv[i + 1], "cr3") == 0;
        else if (strcmp(argv[i], "--out") == 0)
            out = argv[i + 1];
    }
    static uint8_t buf[FUZZ_WALK_HEADER + MAX_BYTES];
    for (uint64_t t = 0; t < tries; t++) {
        uint64_t seed = from + t;
        policy pol;
        unsigned pr;
        alt_ruleset rs;
        make_policy(seed, pair, ruleset, c == C_DAY_LIMIT || (c == C_DRAW_NOTHING && t % 2 == 0), &pol, &pr, &rs);
        if (c == C_MEET_CROSS_SEEDS)
            rs = ALT_RULESET_SEEDS;
        if (c == C_MEET_CROSS_CR3)
            rs = ALT_RULESET_CR4;
        fuzz_walk_encode_header(seed, rs, pr, buf);
        game_run run;
        play(buf, choose_policy, &pol, &run, buf + FUZZ_WALK_HEADER, MAX_BYTES);
        if (run.unusable) {
            fprintf(stderr, "%s\n", run.why);
            if (pair >= 0)
                return 1;
            continue;
        }
        if (run.obs.problem[0]) {
            fprintf(stderr, "seed %" PRIu64 ": PROBLEM: %s\n", seed, run.obs.problem);
            return 1;
        }
        if (!run.obs.reached[c])
            continue;
        size_t len = FUZZ_WALK_HEADER + run.steps;
        printf("found %s: seed %" PRIu64 " %s pair %u, %zu steps, Day %u (try %" PRIu64 ")\n", cases[c].name, seed,
               alt_ruleset_name(rs), pr, run.steps, run.days, t + 1);
        if (out) {
            FILE *f = fopen(out, "wb");
            if (!f || fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
                fprintf(stderr, "%s: cannot write\n", out);
                return 1;
            }
            printf("wrote %s (%zu bytes)\n", out, len);
        }
        return 0;
    }
    printf("not found in %" PRIu64 " tries\n", tries);
    return 2;
}

/* Writes a walker input's game as a one-game archive with this build's
 * header (a corpus file for fuzz_log: fuzz/make_log_corpus.py). */
static int cmd_log(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "log: INPUT OUT\n");
        return 64;
    }
    size_t size = 0;
    uint8_t *data = fuzz_read_file(argv[0], &size);
    fuzz_walk_input in;
    if (!data || !fuzz_walk_decode(data, size, &in)) {
        fprintf(stderr, "%s: not a walker input\n", argv[0]);
        free(data);
        return 1;
    }
    const alt_cards *db = fuzz_walk_db(&in);
    alt_setup setup;
    char msg[300];
    if (!fuzz_walk_setup(db, &in, &setup, msg, sizeof msg)) {
        fprintf(stderr, "%s: %s\n", argv[0], msg);
        free(data);
        return 1;
    }
    alt_game *g = NULL;
    FUZZ_CHECK(alt_game_new(db, &setup, &g, msg, sizeof msg) == ALT_OK, "%s", msg);
    alt_action *acts = malloc(sizeof *acts * (in.n_choices + 1));
    uint64_t *hashes = malloc(sizeof *hashes * (in.n_choices + 1));
    static alt_action list[FUZZ_WALK_LIST_CAP];
    FUZZ_CHECK(acts && hashes, "out of memory");
    size_t n = 0;
    hashes[0] = alt_game_hash(g);
    for (size_t k = 0; k < in.n_choices && g->dec_kind != ALT_DEC_NONE; k++) {
        size_t count = alt_game_list(g, list, FUZZ_WALK_LIST_CAP);
        acts[n] = list[in.choices[k] % count];
        FUZZ_CHECK(alt_game_apply(g, &acts[n], NULL) == ALT_OK, "a listed answer is refused");
        hashes[++n] = alt_game_hash(g);
    }
    size_t len = 0;
    uint8_t *buf = fuzz_walk_pack_log(db, &setup, acts, hashes, n, &len, NULL);
    FUZZ_CHECK(buf != NULL, "the game does not pack");
    uint8_t prefix[10];
    size_t k = 0;
    for (uint64_t v = len;; v >>= 7) {
        prefix[k++] = (uint8_t)((v & 0x7F) | (v >= 0x80 ? 0x80 : 0));
        if (v < 0x80)
            break;
    }
    FILE *f = fopen(argv[1], "wb");
    int ok = f && fwrite(prefix, 1, k, f) == k && fwrite(buf, 1, len, f) == len;
    if (f && fclose(f) != 0)
        ok = 0;
    printf("%s: %zu steps, %zu bytes\n", argv[1], n, len + k);
    free(buf);
    free(hashes);
    free(acts);
    free(data);
    alt_game_destroy(&g);
    return ok ? 0 : 1;
}

/* --------------------------------------------------------------- positions */

static int any_object(const alt_game *g, int (*pred)(const alt_game *g, int p, const alt_object *o, int z))
{
    for (int p = 0; p < 2; p++)
        for (int z = ALT_Z_DECK; z < ALT_Z__COUNT; z++)
            for (int i = 0; i < g->p[p].zone_n[z]; i++)
                if (pred(g, p, &g->p[p].obj[alt_state_zone(&g->p[p], z)[i]], z))
                    return 1;
    return 0;
}

static int is_token_obj(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)z;
    return (size_t)(o - g->p[p].obj) >= ALT_TOKEN_BASE;
}

static int has_counters(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p, (void)z;
    return o->counters > 0;
}

static int bare_daily(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p;
    return (z == ALT_Z_DECK || z == ALT_Z_HAND || z == ALT_Z_DISCARD) && (o->quick_uses || o->reactions);
}

static int boosted(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p;
    return (z == ALT_Z_EXP_HERO || z == ALT_Z_EXP_COMPANION) && o->boosts > 0;
}

static int kept(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p, (void)z;
    return (o->flags & ALT_OF_KEPT) != 0;
}

static int status_other(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p, (void)z;
    return (o->status & (ALT_ST_ANCHORED | ALT_ST_ASLEEP)) != 0;
}

static int in_limbo(const alt_game *g, int p, const alt_object *o, int z)
{
    (void)g, (void)p, (void)o;
    return z == ALT_Z_LIMBO;
}

/* The states a position seed can be taken at: the first one of the game
 * that fits. */
static const struct {
    const char *name, *what;
} whens[] = {
    {"start", "the first state (Setup, the opening Mana picks)"},
    {"end", "the last state the input reaches"},
    {"expand", "a Morning's Expand"},
    {"turn", "an Afternoon turn"},
    {"turn_day3", "an Afternoon turn on Day 3 or later"},
    {"cleanup", "a Night's Clean-up choice"},
    {"cleanup_kept", "a Clean-up choice after a first pick (a kept flag set)"},
    {"reaction", "a Reaction order (two or more Reactions of the deciding player in Limbo)"},
    {"choice", "an ability's choice"},
    {"choice_limbo", "an ability's choice while more Reactions wait in Limbo"},
    {"choice_resupply", "a Resupply's choice (each player's \"may Resupply\", or the two cards of a Resupply of two)"},
    {"choice_reveal", "a choice among revealed cards (the top card played or taken, Characters revealed)"},
    {"spell", "a Spell resolving in Limbo"},
    {"dusk", "a decision in the Dusk phase"},
    {"night", "a decision in the Night phase (Clean-up or Reactions)"},
    {"token", "a token in play"},
    {"counters", "counters on a card in play"},
    {"hero_counters", "counters on a Hero"},
    {"modifier", "a next-card modifier held"},
    {"daily", "a daily count on a card in Deck, Hand or Discard"},
    {"boosted", "a boosted Character in an Expedition"},
    {"status", "an Anchored or Asleep card"},
    {"arena", "the Arena (tiebreaker Days)"},
    {"over", "the game over"},
};

/* The effect of the ability waiting on a choice, or ALT_FX_NONE. */
static int choice_effect(const alt_game *g)
{
    if (g->dec_kind != ALT_DEC_CHOICE || !g->res.active || g->res.r.ability == ALT_SCOUT_ABILITY)
        return ALT_FX_NONE;
    int n;
    return alt_cards_abilities(g->db, g->res.r.card, &n)[g->res.r.ability].effect;
}

static int when_fits(int w, const alt_game *g, size_t step)
{
    const char *name = whens[w].name;
    (void)step;
    if (!strcmp(name, "start"))
        return step == 0;
    if (!strcmp(name, "end"))
        return 0;   /* the caller takes the last state */
    if (!strcmp(name, "expand"))
        return g->dec_kind == ALT_DEC_EXPAND;
    if (!strcmp(name, "turn"))
        return g->dec_kind == ALT_DEC_TURN;
    if (!strcmp(name, "turn_day3"))
        return g->dec_kind == ALT_DEC_TURN && g->day >= 3;
    if (!strcmp(name, "cleanup"))
        return g->dec_kind == ALT_DEC_CLEANUP;
    if (!strcmp(name, "cleanup_kept"))
        return g->dec_kind == ALT_DEC_CLEANUP && any_object(g, kept);
    if (!strcmp(name, "reaction"))
        return g->dec_kind == ALT_DEC_REACTION;
    if (!strcmp(name, "choice"))
        return g->dec_kind == ALT_DEC_CHOICE;
    if (!strcmp(name, "choice_limbo"))
        return g->dec_kind == ALT_DEC_CHOICE && g->limbo_n > 0;
    if (!strcmp(name, "choice_resupply"))
        return choice_effect(g) == ALT_FX_RESUPPLY || choice_effect(g) == ALT_FX_EACH_MAY_RESUPPLY;
    if (!strcmp(name, "choice_reveal"))
        return choice_effect(g) == ALT_FX_REVEAL_TOP_PLAY || choice_effect(g) == ALT_FX_REVEAL_PLAY_CHARS;
    if (!strcmp(name, "spell"))
        return any_object(g, in_limbo);
    if (!strcmp(name, "dusk"))
        return g->phase == ALT_PHASE_DUSK;
    if (!strcmp(name, "night"))
        return g->phase == ALT_PHASE_NIGHT;
    if (!strcmp(name, "token"))
        return any_object(g, is_token_obj);
    if (!strcmp(name, "counters"))
        return any_object(g, has_counters);
    if (!strcmp(name, "hero_counters"))
        return g->p[0].hero.counters || g->p[1].hero.counters;
    if (!strcmp(name, "modifier"))
        return g->p[0].mods_n || g->p[1].mods_n;
    if (!strcmp(name, "daily"))
        return any_object(g, bare_daily);
    if (!strcmp(name, "boosted"))
        return any_object(g, boosted);
    if (!strcmp(name, "status"))
        return any_object(g, status_other);
    if (!strcmp(name, "arena"))
        return g->arena && g->phase != ALT_PHASE_OVER;
    if (!strcmp(name, "over"))
        return g->phase == ALT_PHASE_OVER;
    return 0;
}

static int write_position(const alt_game *g, const char *path, int json, size_t step)
{
    uint8_t buf[ALT_POS_ENCODED_MAX];
    char *text = NULL;
    size_t len;
    if (json) {
        text = replay_position_to_json(g);
        if (!text) {
            fprintf(stderr, "%s: replay_position_to_json writes nothing (not built yet?)\n", path);
            return 1;
        }
        len = strlen(text);
    } else {
        len = alt_position_encode(g, buf, sizeof buf);
        FUZZ_CHECK(len <= sizeof buf, "a binary position of %zu bytes", len);
    }
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(json ? (const void *)text : (const void *)buf, 1, len, f) == len;
    if (f && fclose(f) != 0)
        ok = 0;
    free(text);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        return 1;
    }
    printf("%s: step %zu, Day %u, %s, %s decision of player %u, %zu bytes\n", path, step, g->day,
           alt_phase_name((alt_phase)g->phase), alt_decision_name((alt_decision_kind)g->dec_kind), g->dec_player, len);
    return 0;
}

static int cmd_position(int argc, char **argv)
{
    int nwhen = (int)(sizeof whens / sizeof whens[0]);
    int json = argc == 4 && strcmp(argv[3], "--json") == 0;
    if (argc != 3 && !json) {
        fprintf(stderr, "position: INPUT WHEN[:K] OUT [--json] (K: the K-th such state), WHEN one of:\n");
        for (int w = 0; w < nwhen; w++)
            fprintf(stderr, "  %-14s %s\n", whens[w].name, whens[w].what);
        return 64;
    }
    size_t name_len = strcspn(argv[1], ":");
    long nth = argv[1][name_len] ? strtol(argv[1] + name_len + 1, NULL, 10) : 1;
    int w = 0;
    while (w < nwhen && (strlen(whens[w].name) != name_len || strncmp(whens[w].name, argv[1], name_len) != 0))
        w++;
    if (w == nwhen || nth < 1) {
        fprintf(stderr, "position: unknown WHEN %s (`position` alone lists them)\n", argv[1]);
        return 64;
    }
    size_t size = 0;
    uint8_t *data = fuzz_read_file(argv[0], &size);
    fuzz_walk_input in;
    if (!data || !fuzz_walk_decode(data, size, &in)) {
        fprintf(stderr, "%s: not a walker input\n", argv[0]);
        free(data);
        return 1;
    }
    const alt_cards *db = fuzz_walk_db(&in);
    alt_setup setup;
    char msg[300];
    if (!fuzz_walk_setup(db, &in, &setup, msg, sizeof msg)) {
        fprintf(stderr, "%s: %s\n", argv[0], msg);
        free(data);
        return 1;
    }
    alt_game *g = NULL;
    FUZZ_CHECK(alt_game_new(db, &setup, &g, msg, sizeof msg) == ALT_OK, "%s", msg);
    static alt_action list[FUZZ_WALK_LIST_CAP];
    int rc = -1;
    size_t k = 0;
    for (;; k++) {
        if (when_fits(w, g, k) && --nth == 0) {
            rc = write_position(g, argv[2], json, k);
            break;
        }
        if (k >= in.n_choices || g->dec_kind == ALT_DEC_NONE)
            break;
        size_t count = alt_game_list(g, list, FUZZ_WALK_LIST_CAP);
        FUZZ_CHECK(alt_game_apply(g, &list[in.choices[k] % count], NULL) == ALT_OK, "a listed answer is refused");
    }
    if (rc < 0 && strcmp(whens[w].name, "end") == 0)
        rc = write_position(g, argv[2], json, k);
    if (rc < 0) {
        fprintf(stderr, "%s: its %zu steps reach too few states \"%s\" (%s)\n", argv[0], k, argv[1], whens[w].what);
        rc = 1;
    }
    free(data);
    alt_game_destroy(&g);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "list") == 0) {
        for (int c = 0; c < C__COUNT; c++)
            printf("%-28s %s\n", cases[c].name, cases[c].what);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "explain") == 0)
        return cmd_explain(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "check") == 0)
        return cmd_check(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "search") == 0)
        return cmd_search(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "survey") == 0)
        return cmd_survey(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "log") == 0)
        return cmd_log(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "position") == 0)
        return cmd_position(argc - 2, argv + 2);
    fprintf(stderr, "usage: fuzz_walk_cases list | explain FILE... | check DIR... | search CASE [--from SEED] "
                    "[--tries N] [--pair K] [--ruleset seeds|cr3] [--out FILE] | survey [--from SEED] [--tries N] "
                    "[--pair K] | log INPUT OUT | position INPUT WHEN[:K] OUT [--json]\n");
    return 64;
}
