/*
 * test_rules_cr4.c: what the Complete Rules 4.0 change, and the words and
 * mechanics they add, played under a 4.0 ruleset (seeds-3) and, where the
 * editions differ, beside the same position under a 3.0 one (seeds-2 or
 * cr3-3). Every card is this test's own: each primitive is shown working
 * before any set's card uses it (docs/rules-choices.md lists each change
 * with its paragraph and the test here that plays it).
 */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

#define CHAR(ref, hand, res, f, m, w, kw, ab) \
    ref "\t" ref "\tCHARACTER\tAX\tCOMMON\t-\t" hand "\t" res "\t" f "\t" m "\t" w "\t-\t-\t" kw "\t" ab "\n"
#define LANDMARK(ref, ab) ref "\t" ref "\tPERMANENT\tAX\tCOMMON\tLANDMARK\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\n"
#define SPELL(ref, hand, res, ab) ref "\t" ref "\tSPELL\tAX\tCOMMON\t-\t" hand "\t" res "\t-\t-\t-\t-\t-\t-\t" ab "\n"
#define HERO(ref, ab) ref "\t" ref "\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t" ab "\n"

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-cr4-1\n"
    HERO("H_PLAIN", "-")
    HERO("H_BASE3", "PLAYCHAR:counters_self(1) base>=3")
    HERO("H_HAND3", "PLAYCHAR:counters_self(1) cost>=3")
    HERO("H_FESTIVAL", "PLAYCHAR:counters_self(1) if(festival>=1)")
    HERO("H_ASCENDMOVE", "ASCENDMOVE:counters_self(1)")
    HERO("H_FORESTMOVE", "FORESTMOVE:counters_self(1)")
    HERO("H_MARKERS", "START:hold_markers(mountain,water);T:place_held_marker")
    CHAR("C_FILLER", "1", "1", "1", "1", "1", "-", "-")
    CHAR("C_ZERO", "1", "1", "0", "0", "0", "-", "-")
    CHAR("C_FOREST3", "1", "1", "3", "0", "0", "-", "-")
    CHAR("C_MOUNTAIN3", "1", "1", "0", "3", "0", "-", "-")
    CHAR("C_WATER3", "1", "1", "0", "0", "3", "-", "-")
    CHAR("C_CHEAP_HAND", "2", "3", "1", "1", "1", "-", "-")     /* Hand Cost 2, Reserve Cost 3 */
    CHAR("C_DEAR_HAND", "4", "2", "1", "1", "1", "-", "-")      /* Hand Cost 4, Reserve Cost 2 */
    CHAR("C_GIGANTIC", "1", "1", "1", "1", "1", "gigantic", "-")
    CHAR("C_PERSEPHONE", "1", "1", "3", "0", "0", "-", "STATIC:region_gains(forest)")
    CHAR("C_ETERNAL_IN_FOREST", "1", "1", "3", "0", "0", "-", "STATIC:eternal_in(forest)")
    CHAR("C_ALL_FOREST", "1", "1", "0", "0", "0", "-", "STATIC:regions_forest_only")
    CHAR("C_ASCENDER", "1", "1", "1", "1", "1", "-", "J:ascend(mine)")
    CHAR("C_GARGOYLE", "1", "1", "1", "1", "1", "-", "H:target_ascend")
    CHAR("C_DEFECTOR", "1", "1", "1", "1", "1", "-", "H:target_defect(char)")
    CHAR("C_PLACER", "1", "1", "1", "1", "1", "-", "J:place_marker(mountain)")
    CHAR("C_MOVER", "1", "1", "1", "1", "1", "-", "J:move_marker_here(mountain)")
    CHAR("C_RUSHER", "1", "1", "1", "1", "1", "-", "H:rush(character);THEN:draw(1) if(did>=1)")
    CHAR("C_GIVER", "1", "1", "1", "1", "1", "-", "H:give_boost(2,char)")
    CHAR("C_WE", "1", "1", "1", "1", "1", "-", "ALLYJOINS:we_boost(1)")
    CHAR("C_HAVE", "1", "1", "1", "1", "1", "-", "H:have target_status(fleeting,char)")
    CHAR("C_HAND_COUNTER", "1", "1", "1", "1", "1", "-", "H:draw(1)")
    CHAR("C_FORWARD3", "1", "1", "1", "1", "1", "-", "J:target_forward(3)")
    CHAR("C_BACKWARD3", "1", "1", "1", "1", "1", "-", "J:facing_backward(3)")
    CHAR("C_LEAVES", "1", "1", "1", "1", "1", "-", "TORESERVE:token(T_RECRUIT,1,mine)")
    "T_RECRUIT\tRecruit\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\t-\n"
    "T_LEAVING_TOKEN\tLeaving Token\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\tTORESERVE:draw(1)\n"
    LANDMARK("L_MANDJET", "ATTEMPT_ASCEND:resupply(1)")
    LANDMARK("L_RESERVE_MINUS", "STATIC:reserve_limit(-3)")
    LANDMARK("L_LANDMARK_MINUS", "STATIC:landmark_limit(-3)")
    SPELL("S_FREE_CHAR", "1", "1", "SPELL:play_free(1,character);THEN:draw(1)")
    SPELL("S_FREE_CHEAP", "1", "1", "SPELL:play_free(1,character,base<=2)")
    SPELL("S_FREE_SPELL", "1", "1", "SPELL:play_free(1,spell);THEN:counters_self(1)")
    SPELL("S_DRAW", "1", "1", "SPELL:draw(1)")
    SPELL("S_TO_RESERVE", "1", "1", "SPELL:target_to_reserve(char)")
    SPELL("S_TOKENS", "1", "1", "SPELL:token(T_WATCHER,2,each)")
    SPELL("S_OPP_PLAYS", "1", "1", "SPELL:opp_play_free(1,permanent)")
    SPELL("S_SLEEP", "1", "1", "SPELL:target_status(asleep,char)")
    CHAR("C_TOUGH", "1", "1", "1", "1", "1", "tough=1", "-")
    CHAR("C_FETCHER", "1", "1", "1", "1", "1", "-", "H:may reserve_to_hand(spell)")
    CHAR("C_SLEEPER2", "1", "1", "1", "1", "1", "-", "H:two target_status(asleep,char)")
    CHAR("C_REVEALER", "1", "1", "1", "1", "1", "-", "H:reveal_top_play;THEN:draw(1)")
    "T_WATCHER\tWatcher\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\tALLYJOINS:boost_self(1)\n";

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* A game from a position: body is the document's keys after "ruleset". */
static alt_game *game(const char *ruleset, const char *body)
{
    size_t n = strlen(body) + 64;
    char *json = malloc(n);
    assert_non_null(json);
    snprintf(json, n, "{\"ruleset\": \"%s\", \"seed\": 3, %s}", ruleset, body);
    alt_game *g = ts_position_in(db(), json);
    free(json);
    return g;
}

static alt_action find_listed(const alt_game *g, alt_action_kind kind, int player, uint8_t object, int expedition)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == kind && list[i].player == player && list[i].object == object &&
            list[i].expedition == expedition)
            return list[i];
    fail_msg("no listed answer of kind %d for player %d, object %u, Expedition %d", kind, player, object, expedition);
    return list[0];
}

/* Whether an answer of that shape is listed. */
static int listed(const alt_game *g, alt_action_kind kind, uint8_t object)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == kind && list[i].object == object)
            return 1;
    return 0;
}

/* Answers every pending Reaction order and "you may" with the first
 * listed answer until P0's turn or the end of the day's Afternoon. */
static void settle(alt_game *g)
{
    for (int guard = 0; guard < 64; guard++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind != ALT_DEC_REACTION && d.kind != ALT_DEC_CHOICE)
            return;
        alt_action list[ALT_ANSWERS_MAX];
        assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
        ts_apply(g, list[0]);
    }
    fail_msg("the Reactions do not settle");
}

/* Objects of zone z whose card is ref (this test's database). */
static int count_ref(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, z, ids, ALT_POS_OBJECTS), k = 0;
    for (int i = 0; i < n; i++)
        k += strcmp(ts_ref_of(g, p, ids[i]), ref) == 0;
    return k;
}

static int counters_of_hero(const alt_game *g, int p)
{
    return ts_player(g, p).hero_counters;
}

/* P0 to play; P1 has passed; decks of fillers. */
#define DECKS "\"deck\": [\"C_FILLER\", \"C_FILLER\", \"C_FILLER\", \"C_FILLER\"]"

/* ------------------------------------------------------------ Base Cost */

/* CR 4.0 2.2.9.b: a card's Base Cost is its Reserve Cost when played from
 * Reserve, its Hand Cost from Hand; "cost>=" keeps reading the Hand Cost. */
static void test_2_2_9_b_base_cost_of_a_card_played(void **state)
{
    (void)state;
    const char *heroes[2] = {"H_BASE3", "H_HAND3"};
    for (int h = 0; h < 2; h++) {
        for (int from_reserve = 0; from_reserve < 2; from_reserve++) {
            char body[1024];
            snprintf(body, sizeof body,
                     "\"players\": [{\"hero\": \"%s\", \"zones\": {\"%s\": [\"C_CHEAP_HAND\"],"
                     " \"mana\": [\"C_FILLER\", \"C_FILLER\", \"C_FILLER\"], " DECKS "}},"
                     " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]",
                     heroes[h], from_reserve ? "reserve" : "hand");
            alt_game *g = game("seeds-3", body);
            uint8_t id = ts_id_at(g, P0, from_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_HAND, 0);
            ts_play(g, id, ALT_EXP_HERO, 0);
            settle(g);
            /* base>=3: only from Reserve (Reserve Cost 3); cost>=3: never (Hand Cost 2). */
            int expected = h == 0 && from_reserve;
            if (counters_of_hero(g, P0) != expected)
                fail_msg("%s, played from %s: %d counters, expected %d", heroes[h], from_reserve ? "Reserve" : "Hand",
                         counters_of_hero(g, P0), expected);
            alt_game_destroy(&g);
        }
    }
}

/* CR 4.0 2.2.9.b, 7.3.23: "play ... with Base Cost 2 or less": a card in
 * Reserve is offered by its Reserve Cost, one in Hand by its Hand Cost. */
static void test_2_2_9_b_base_cost_bounds_what_an_effect_may_play(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"S_FREE_CHEAP\", \"C_DEAR_HAND\", \"C_CHEAP_HAND\"],"
                       " \"reserve\": [\"C_DEAR_HAND\", \"C_CHEAP_HAND\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    uint8_t dear_hand = ts_id_at(g, P0, ALT_ZONE_HAND, 0), cheap_hand = ts_id_at(g, P0, ALT_ZONE_HAND, 1);
    uint8_t dear_reserve = ts_id_at(g, P0, ALT_ZONE_RESERVE, 0), cheap_reserve = ts_id_at(g, P0, ALT_ZONE_RESERVE, 1);
    assert_false(listed(g, ALT_ACT_CHOOSE, dear_hand));      /* Hand Cost 4 */
    assert_true(listed(g, ALT_ACT_CHOOSE, cheap_hand));      /* Hand Cost 2 */
    assert_true(listed(g, ALT_ACT_CHOOSE, dear_reserve));    /* Reserve Cost 2 */
    assert_false(listed(g, ALT_ACT_CHOOSE, cheap_reserve));  /* Reserve Cost 3 */
    ts_apply(g, find_listed(g, ALT_ACT_CHOOSE, P0, dear_reserve, ALT_EXP_COMPANION));
    settle(g);
    assert_int_equal(ts_zone(g, P0, dear_reserve), ALT_ZONE_EXP_COMPANION);
    assert_true(ts_status(g, P0, dear_reserve) & ALT_STATUS_FLEETING);   /* from Reserve (CR 2.4.7.a) */
    assert_int_equal(ts_ready_mana(g, P0), 0);                           /* the Spell's 1; the Character free */
    alt_game_destroy(&g);
}

/* ---------------------------------------------------- Terrain Markers */

/* The Hero Expeditions of both players in region 5 (water, by default),
 * P0's holding p0_char, P1's a filler; the markers given. */
static alt_game *progress_board(const char *ruleset, const char *p0_char, const char *markers)
{
    char body[1536];
    snprintf(body, sizeof body,
             "%s \"players\": [{\"hero\": \"H_PLAIN\", \"expeditions\": {\"hero\": {\"distance\": 5}},"
             " \"zones\": {\"hero_expedition\": [\"%s\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
             " {\"hero\": \"H_PLAIN\", \"passed\": true, \"expeditions\": {\"hero\": {\"distance\": 5}},"
             " \"zones\": {\"hero_expedition\": [\"C_FILLER\"], " DECKS "}}]",
             markers, p0_char);
    return game(ruleset, body);
}

/* P0 passes: Dusk's Progress runs; the distance P0's Hero Expedition
 * travelled from 5. */
static int progress(alt_game *g)
{
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    return ts_player(g, P0).distance[ALT_EXP_HERO] - 5;
}

/* CR 4.0 3.2.1.d: a region with a Terrain Marker has the marker's terrains
 * and loses its own: region 5 (water) with a mountain marker. */
static void test_3_2_1_d_a_terrain_marker_replaces_the_region_terrains(void **state)
{
    (void)state;
    const char *m = "\"terrain_markers\": [{\"region\": 5, \"terrains\": [\"mountain\"]}],";
    alt_game *g = progress_board("seeds-3", "C_WATER3", "");
    assert_int_equal(progress(g), 1);                 /* water 3 beats 1: no marker, it moves */
    alt_game_destroy(&g);
    g = progress_board("seeds-3", "C_WATER3", m);
    assert_int_equal(progress(g), 0);                 /* the region has no water any more */
    alt_game_destroy(&g);
    g = progress_board("seeds-3", "C_MOUNTAIN3", m);
    assert_int_equal(progress(g), 1);                 /* it is a mountain region */
    alt_game_destroy(&g);
}

/* CR 4.0 3.2.1.e, its example (Persephone, a mountain marker placed on her
 * region after she entered): markers apply before every other passive,
 * so "my region is forest in addition" is still there. */
static void test_3_2_1_e_markers_before_other_passives_persephone(void **state)
{
    (void)state;
    alt_game *g = progress_board("seeds-3", "C_PERSEPHONE",
                                 "\"terrain_markers\": [{\"region\": 5, \"terrains\": [\"mountain\"]}],");
    assert_int_equal(progress(g), 1);                 /* forest 3 beats 1: her forest holds */
    alt_game_destroy(&g);
}

/* CR 4.0 2.3.2.f, its example: "if I am in Forest, I am Gigantic" depends
 * on "the regions are Forests", which applies first. The engine reads no
 * Gigantic from a terrain, so the test's own card says the same of Eternal
 * ("in Forest, I am Eternal", Demeter's words): P0's Hero Expedition
 * stands in region 5 (Water); with the card that makes its region Forest,
 * the Character there is Eternal and stays at Rest; without it, it goes
 * to Reserve. */
static alt_game *dependency_board(const char *with)
{
    char body[1536];
    snprintf(body, sizeof body,
             "\"players\": [{\"hero\": \"H_PLAIN\", \"expeditions\": {\"hero\": {\"distance\": 5}},"
             " \"zones\": {\"hero_expedition\": [\"C_ETERNAL_IN_FOREST\"%s], \"mana\": [\"C_FILLER\"], " DECKS "}},"
             " {\"hero\": \"H_PLAIN\", \"passed\": true, \"expeditions\": {\"hero\": {\"distance\": 5}},"
             " \"zones\": {\"hero_expedition\": [\"C_FILLER\"], " DECKS "}}]",
             with);
    return game("cr4-1", body);
}

static void test_2_3_2_f_eternal_in_forest_depends_on_forest_regions(void **state)
{
    (void)state;
    alt_game *g = dependency_board(", \"C_ALL_FOREST\"");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(count_ref(g, P0, ALT_ZONE_EXP_HERO, "C_ETERNAL_IN_FOREST"), 1);   /* Eternal: it stayed */
    alt_game_destroy(&g);
    g = dependency_board("");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(count_ref(g, P0, ALT_ZONE_RESERVE, "C_ETERNAL_IN_FOREST"), 1);    /* region 5 is Water */
    alt_game_destroy(&g);
}

/* CR 4.0 3.2.1.e, 7.3.20.b: of two markers on a region, the newest (the
 * last in the game's list) applies last and decides. */
static void test_7_3_20_b_the_newest_marker_applies_last(void **state)
{
    (void)state;
    alt_game *g = progress_board("seeds-3", "C_MOUNTAIN3",
                                 "\"terrain_markers\": [{\"region\": 5, \"terrains\": [\"forest\"]},"
                                 " {\"region\": 5, \"terrains\": [\"mountain\"]}],");
    assert_int_equal(progress(g), 1);
    alt_game_destroy(&g);
    g = progress_board("seeds-3", "C_MOUNTAIN3",
                       "\"terrain_markers\": [{\"region\": 5, \"terrains\": [\"mountain\"]},"
                       " {\"region\": 5, \"terrains\": [\"forest\"]}],");
    assert_int_equal(progress(g), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 3.2.1.d, 7.3.20.a-b: an effect places a marker on a target visible
 * region; another moves it to its card's region, a new object there. */
static void test_7_3_20_a_markers_placed_and_moved_by_effects(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"expeditions\": {\"hero\": {\"distance\": 3}},"
                       " \"zones\": {\"hand\": [\"C_PLACER\", \"C_MOVER\"], \"mana\": [\"C_FILLER\", \"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    settle(g);   /* the first visible region offered: 0, the Hero region */
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, 0);
    assert_int_equal(pos->markers[0].terrains, 2);   /* mountain */
    free(pos);
    /* Face-down regions are not offered (CR 4.0 3.2.1.d: visible regions). */
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    settle(g);
    pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, 3);     /* the mover's region: distance 3 */
    free(pos);
    alt_game_destroy(&g);
}

/* A Hero holding markers from the start places one with its quick action
 * (the way Nadir & Bubbles does in CR 4.0 3.2.1.e's example). */
static void test_3_2_1_d_a_hero_holds_markers_from_the_start(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"terrain_markers\": [{\"held_by\": 0, \"terrains\": [\"mountain\"]},"
                       " {\"held_by\": 0, \"terrains\": [\"water\"]}],"
                       "\"players\": [{\"hero\": \"H_MARKERS\", \"zones\": {\"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
    ts_apply(g, find_listed(g, ALT_ACT_QUICK, P0, ALT_POS_HERO, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    /* The second marker (water) on region 7, the Companion region. */
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, 0, 7 + 8 * 1));
    settle(g);
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->markers_n, 2);
    assert_int_equal(pos->markers[0].where, ALT_POS_MARKER_HELD + 0);
    assert_int_equal(pos->markers[1].where, 7);
    assert_int_equal(pos->markers[1].terrains, 4);
    free(pos);
    alt_game_destroy(&g);
}

/* CR 4.0 4.3.a: when the tiebreakers start, the other regions leave the
 * game, the markers on them too; a Hero's held ones stay. */
static void test_4_3_a_tiebreakers_remove_the_regions_and_their_markers(void **state)
{
    (void)state;
    /* Each player's Expeditions meet in region 4, the sums equal (CR 4.2.5.d). */
    alt_game *g = game("seeds-3",
                       "\"terrain_markers\": [{\"region\": 4, \"terrains\": [\"forest\"]},"
                       " {\"held_by\": 1, \"terrains\": [\"water\"]}],"
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"expeditions\": {\"hero\": {\"distance\": 4},"
                       " \"companion\": {\"distance\": 3}}, \"zones\": {\"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"expeditions\": {\"hero\": {\"distance\": 4},"
                       " \"companion\": {\"distance\": 3}}, \"zones\": {" DECKS "}}]");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    alt_position *pos = ts_position_of(g);
    assert_true(pos->arena);
    assert_int_equal(pos->markers_n, 1);
    assert_int_equal(pos->markers[0].where, ALT_POS_MARKER_HELD + 1);
    free(pos);
    alt_game_destroy(&g);
}

/* ---------------------------------------------------------------- Ascend */

/* CR 4.0 7.3.3.a, 2.4.3: an Expedition that Ascends gains Ascended. */
static void test_7_3_3_a_ascend_gains_the_status(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"C_ASCENDER\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_COMPANION, 0);
    settle(g);
    assert_int_equal(ts_player(g, P0).ascended, 1u << ALT_EXP_COMPANION);
    alt_game_destroy(&g);
}

/* Both Hero Expeditions in the Hero region (all terrains), P0's Ascended
 * or not, each with one Character. */
static alt_game *tie_board(const char *p0_char, const char *p1_char, int ascended, const char *hero)
{
    char body[1536];
    snprintf(body, sizeof body,
             "\"players\": [{\"hero\": \"%s\", %s \"zones\": {\"hero_expedition\": [\"%s\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
             " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hero_expedition\": [\"%s\"], " DECKS "}}]",
             hero, ascended ? "\"ascended\": [\"hero\"]," : "", p0_char, p1_char);
    return game("seeds-3", body);
}

/* CR 4.0 4.2.4.e: a tie moves an Ascended Expedition forward; not another. */
static void test_4_2_4_e_an_ascended_expedition_moves_on_a_tie(void **state)
{
    (void)state;
    for (int ascended = 0; ascended < 2; ascended++) {
        alt_game *g = tie_board("C_FILLER", "C_FILLER", ascended, "H_PLAIN");
        ts_pass(g);
        ts_run_until(g, ALT_DEC_EXPAND);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], ascended);
        assert_int_equal(ts_player(g, P1).distance[ALT_EXP_HERO], 0);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 4.2.4.f: a tie at 0 is not enough, Ascended or not. */
static void test_4_2_4_f_a_tie_at_zero_is_not_enough_even_ascended(void **state)
{
    (void)state;
    alt_game *g = tie_board("C_ZERO", "C_ZERO", 1, "H_PLAIN");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
    alt_game_destroy(&g);
}

/* CR 4.0 4.2.4.k: "moves forward due to Ascend" only on a tied terrain. */
static void test_4_2_4_k_moves_forward_due_to_ascend(void **state)
{
    (void)state;
    alt_game *g = tie_board("C_FILLER", "C_FILLER", 1, "H_ASCENDMOVE");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1);
    assert_int_equal(counters_of_hero(g, P0), 1);
    alt_game_destroy(&g);
    g = tie_board("C_FOREST3", "C_ZERO", 1, "H_ASCENDMOVE");   /* it wins forest outright */
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1);
    assert_int_equal(counters_of_hero(g, P0), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 4.2.5.b, 2.4.3: Rest ends Ascended. */
static void test_4_2_5_b_rest_ends_ascended(void **state)
{
    (void)state;
    alt_game *g = tie_board("C_ZERO", "C_ZERO", 1, "H_PLAIN");
    assert_int_equal(ts_player(g, P0).ascended, 1);
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).ascended, 0);
    alt_game_destroy(&g);
}

/* CR 4.0 7.5.3.a, its example (Mandjet and Gargoyle): an Ascended
 * Expedition told to Ascend attempts to; Mandjet's "Resupply instead"
 * replaces that attempt. A Expedition not yet Ascended just Ascends. */
static void test_7_5_3_a_mandjet_attempt_to_ascend(void **state)
{
    (void)state;
    for (int target = 0; target < 2; target++) {
        alt_game *g = game("seeds-3",
                           "\"players\": [{\"hero\": \"H_PLAIN\", \"ascended\": [\"hero\"],"
                           " \"zones\": {\"hand\": [\"C_GARGOYLE\"], \"landmarks\": [\"L_MANDJET\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                           " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, target ? ALT_EXP_COMPANION : ALT_EXP_HERO, P0));
        settle(g);
        if (target == 0) {   /* the Ascended one: the attempt is replaced, P0 resupplies */
            assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 1);
            assert_int_equal(ts_player(g, P0).ascended, 1);
        } else {
            assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 0);
            assert_int_equal(ts_player(g, P0).ascended, 3);
        }
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------------------------ Limits */

/* CR 4.0 4.2.5.c: a limit below 0 counts as 0: with the Reserve limit 2
 * - 3, Clean-up keeps no card and asks nothing; the Hero's landmark limit
 * (3.2.7.b) less 3 is below 0 too. */
static void test_4_2_5_c_a_negative_limit_keeps_none(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"reserve\": [\"C_FILLER\", \"C_FILLER\"],"
                       " \"landmarks\": [\"L_RESERVE_MINUS\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"landmarks\": [\"L_LANDMARK_MINUS\"], " DECKS "}}]");
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 0);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_LANDMARK), 1);   /* P0's landmark limit is 2 */
    assert_int_equal(ts_count(g, P1, ALT_ZONE_LANDMARK), 0);   /* P1's is 2 - 3: its own Landmark goes */
    alt_game_destroy(&g);
}


/* ------------------------------------------------- the new words */

/* Two players' board: P0 with the Hand given and two ready Mana Orbs,
 * P1 (passed) with the Hero Expedition given. */
static alt_game *duel(const char *ruleset, const char *p0_hand, const char *p1_exp, const char *p1_companion)
{
    char body[2048];
    snprintf(body, sizeof body,
             "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [%s], \"mana\": [\"C_FILLER\", \"C_FILLER\"], " DECKS "}},"
             " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hero_expedition\": [%s],"
             " \"companion_expedition\": [%s], " DECKS "}}]",
             p0_hand, p1_exp, p1_companion);
    return game(ruleset, body);
}

/* CR 4.0 7.3.6.a, 7.5.5: a Character that defects moves to the Expedition
 * facing it, under the other player's control (it joins that Expedition,
 * as 7.3.34.b says of a switch); it is still its owner's card (1.1.3.d),
 * and leaving play it goes to its owner's zone (CR 1.4.3). */
static void test_7_3_6_a_defect_moves_to_the_facing_expedition(void **state)
{
    (void)state;
    alt_game *g = duel("seeds-3", "\"C_DEFECTOR\"", "\"C_FOREST3\"", "");
    uint8_t theirs = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, theirs, 0, P1));
    settle(g);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_EXP_HERO), 0);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_EXP_HERO), 2);
    uint8_t held = ts_top(g, P0, ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_object(g, P0, held).away, theirs + 1);
    assert_string_equal(ts_ref_of(g, P0, held), "C_FOREST3");
    /* Rest sends it to Reserve: its owner's. */
    ts_pass(g);
    ts_run_until(g, ALT_DEC_EXPAND);
    assert_int_equal(ts_zone(g, P1, theirs), ALT_ZONE_RESERVE);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 1);   /* the defector alone */
    alt_game_destroy(&g);
}

/* CR 4.0 7.4.4.i: a Gigantic Character that defects: the card moves to the
 * Expedition facing the one it physically is in. */
static void test_7_4_4_i_a_gigantic_character_defects(void **state)
{
    (void)state;
    alt_game *g = duel("seeds-3", "\"C_DEFECTOR\"", "", "\"C_GIGANTIC\"");
    uint8_t giant = ts_id_at(g, P1, ALT_ZONE_EXP_COMPANION, 0);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, giant, 0, P1));
    settle(g);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_EXP_COMPANION), 0);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.29.a-b: Rush plays a card at once, paid for; "Rush to ...":
 * the THEN step happens only if a card was played. */
static void test_7_3_29_b_rush_then_only_if_a_card_was_played(void **state)
{
    (void)state;
    for (int mana = 1; mana <= 2; mana++) {
        alt_game *g = duel("seeds-3", "\"C_RUSHER\", \"C_FILLER\"", "", "");
        if (mana == 1)
            ts_leave_ready_mana(g, P0, 1);   /* the Rusher's 1 only */
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        uint8_t filler = ts_id_at(g, P0, ALT_ZONE_HAND, 0);
        if (mana == 2) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            ts_apply(g, find_listed(g, ALT_ACT_CHOOSE, P0, filler, ALT_EXP_COMPANION));
        }
        settle(g);
        assert_int_equal(ts_ready_mana(g, P0), 0);
        if (mana == 2) {
            assert_int_equal(ts_zone(g, P0, filler), ALT_ZONE_EXP_COMPANION);
            assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), 1);   /* it drew */
        } else {
            assert_int_equal(ts_zone(g, P0, filler), ALT_ZONE_HAND);
            assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), 1);   /* the filler, and no draw */
        }
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.3.16.a: giving boosts is the target gaining them. */
static void test_7_3_16_a_give_is_gain(void **state)
{
    (void)state;
    alt_game *g = duel("seeds-3", "\"C_GIVER\"", "\"C_FILLER\"", "");
    uint8_t theirs = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, theirs, 0, P1));
    settle(g);
    assert_int_equal(ts_boosts(g, P1, theirs), 2);
    alt_game_destroy(&g);
}

/* CR 4.0 7.2.2.a: "we" is the card and another object: both gain. */
static void test_7_2_2_a_we_is_the_card_and_the_other(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hero_expedition\": [\"C_WE\"], \"hand\": [\"C_FILLER\"],"
                       " \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
    uint8_t we = ts_id_at(g, P0, ALT_ZONE_EXP_HERO, 0), other = ts_id_at(g, P0, ALT_ZONE_HAND, 0);
    ts_play(g, other, ALT_EXP_COMPANION, 0);
    settle(g);
    assert_int_equal(ts_boosts(g, P0, we), 1);
    assert_int_equal(ts_boosts(g, P0, other), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.17.a, its example (Lyra Cloth Dancer: "you may have target
 * Character gain Fleeting"): yes is the effect "target Character gains
 * Fleeting"; no does nothing. */
static void test_7_3_17_a_have_do_cloth_dancer(void **state)
{
    (void)state;
    for (int yes = 0; yes < 2; yes++) {
        alt_game *g = duel("seeds-3", "\"C_HAVE\"", "\"C_FILLER\"", "");
        uint8_t theirs = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, 0, yes));
        if (yes)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, theirs, 0, P1));
        settle(g);
        assert_int_equal((ts_status(g, P1, theirs) & ALT_STATUS_FLEETING) != 0, yes);
        alt_game_destroy(&g);
    }
}

/* ----------------------------------------------- playing, CR 4.0 5.2 */

/* CR 4.0 5.2.b, 5.1.1.d: an effect that plays a card plays it inside its own
 * resolution: the card's Reactions wait in Limbo while the effect goes on
 * (its THEN step draws first). */
static void test_5_2_b_a_card_an_effect_plays_is_played_inside_it(void **state)
{
    (void)state;
    alt_game *g = duel("seeds-3", "\"S_FREE_CHAR\", \"C_GIVER\"", "\"C_FILLER\"", "");
    uint8_t spell = ts_id_at(g, P0, ALT_ZONE_HAND, 0), played = ts_id_at(g, P0, ALT_ZONE_HAND, 1);
    ts_play(g, spell, ALT_EXP_HERO, 0);
    ts_apply(g, find_listed(g, ALT_ACT_CHOOSE, P0, played, ALT_EXP_HERO));
    /* The {H} Reaction of the card played asks its target: the Spell is
     * done by then (its draw made, the Spell in Reserve). */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    alt_position *pos = ts_position_of(g);
    assert_true(pos->res.active);
    assert_int_equal(pos->res.r.source, played);
    free(pos);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), 1);
    assert_int_equal(ts_zone(g, P0, spell), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, P0, played), ALT_ZONE_EXP_HERO);
    settle(g);
    alt_game_destroy(&g);
}

/* CR 4.0 5.2.b: a Spell an effect plays (CR 5.1.1.d, both editions)
 * resolves inside that effect, before its next step; under 3.0 it waited
 * for the effect to be done; free, it costs nothing (4.0 7.3.23.a, 3.0
 * 7.3.20.a: the costs of 5.1.2.f are skipped).
 * The effect: reveal the top card, play it for free, then draw. */
static void test_5_2_b_a_spell_an_effect_plays_resolves_inside_it(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "seeds-2"};
    for (int r = 0; r < 2; r++) {
        char body[1024];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"C_REVEALER\"], \"mana\": [\"C_FILLER\"],"
                 " \"deck\": [\"C_FILLER\", \"C_FILLER\", \"S_TO_RESERVE\"]}},"
                 " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hero_expedition\": [\"C_FILLER\"], " DECKS "}}]");
        alt_game *g = game(rulesets[r], body);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        uint8_t spell = ts_top(g, P0, ALT_ZONE_DECK);
        ts_apply(g, find_listed(g, ALT_ACT_CHOOSE, P0, spell, ALT_EXP_HERO));
        /* The Spell's target is asked: 4.0 before the effect's draw, 3.0 after. */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), r == 0 ? 0 : 1);
        alt_position *pos = ts_position_of(g);
        assert_int_equal(pos->outer_n, r == 0 ? 1 : 0);
        free(pos);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0), 0, P1));
        settle(g);
        assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), 1);
        assert_int_equal(ts_count(g, P1, ALT_ZONE_RESERVE), 1);
        assert_int_equal(ts_zone(g, P0, spell), ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 5.2.1.c, 7.5.11.a: a Character played from Reserve is played as it
 * leaves Limbo, then gains Fleeting in a step of its own: "when you play
 * a Character, if you control a Fleeting, an Anchored and an Asleep one"
 * does not see it Fleeting; under 3.0 it entered Fleeting. */
static void test_5_2_1_c_fleeting_is_gained_after_it_is_played(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "seeds-2"};
    for (int r = 0; r < 2; r++) {
        char body[1024];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": \"H_FESTIVAL\", \"zones\": {\"reserve\": [\"C_FILLER\"],"
                 " \"hero_expedition\": [{\"card\": \"C_FILLER\", \"statuses\": [\"anchored\"]},"
                 " {\"card\": \"C_FILLER\", \"statuses\": [\"asleep\"]}], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                 " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]");
        alt_game *g = game(rulesets[r], body);
        uint8_t id = ts_id_at(g, P0, ALT_ZONE_RESERVE, 0);
        ts_play(g, id, ALT_EXP_COMPANION, 0);
        settle(g);
        assert_true(ts_status(g, P0, id) & ALT_STATUS_FLEETING);
        assert_int_equal(counters_of_hero(g, P0), r == 0 ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 5.1.2.c: the Expedition is chosen in a step of its own, before
 * the costs: an answer wrong in both is refused for the Expedition (3.0:
 * for the cost). */
static void test_5_1_2_c_the_expedition_is_declared_before_the_costs(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "seeds-2"};
    for (int r = 0; r < 2; r++) {
        alt_game *g = duel(rulesets[r], "\"C_FILLER\"", "", "");
        const char *why = ts_reject(g, ts_act(ALT_ACT_PLAY, P0, ts_id_at(g, P0, ALT_ZONE_HAND, 0), 2, 1), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, r == 0 ? "5.2.1.a" : "7.4.5.c"));
        alt_game_destroy(&g);
    }
}

/* ----------------------------- what a Reaction remembers, CR 4.0 6.3 */

/* CR 4.0 6.3.d: "When I go to Reserve from the Expedition zone" is not a
 * self-move Reaction (an exception to 6.3.c): a token sent to Reserve (which ceases to exist
 * instead of arriving) still activates it. Under 3.0 it is one, activated
 * only by what exists after the move: from cr3-3 a token's is not; cr3-2
 * and seeds-2 keep activating it for their logs. */
static void test_6_3_d_to_reserve_is_not_a_self_move_reaction(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "cr4-1", "cr3-3", "cr3-2"};
    const int draws[] = {1, 1, 0, 1};
    for (int r = 0; r < 4; r++) {
        char body[1024];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": %s, \"zones\": {\"hand\": [\"S_TO_RESERVE\"],"
                 " \"hero_expedition\": [{\"id\": 60, \"card\": \"T_LEAVING_TOKEN\"}], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                 " {\"hero\": %s, \"passed\": true, \"zones\": {" DECKS "}}]",
                 r < 2 ? "\"H_PLAIN\"" : "null", r < 2 ? "\"H_PLAIN\"" : "null");
        alt_game *g = game(rulesets[r], body);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, 60, 0, P0));
        settle(g);
        if (ts_count(g, P0, ALT_ZONE_HAND) != draws[r])
            fail_msg("%s: %d cards drawn, expected %d", rulesets[r], ts_count(g, P0, ALT_ZONE_HAND), draws[r]);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 6.3.k (3.0 6.3.j), 2.1.h, its example: "When I go to Reserve from the
 * Expedition zone, create a Recruit in my Expedition": "my" is the
 * Expedition it was in. From level 3 (seeds-3, cr4-1, cr3-3); before, the
 * effect found no Expedition and did nothing. */
static void test_6_3_k_a_reaction_knows_where_its_source_was(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "cr3-3", "seeds-2"};
    const int made[] = {1, 1, 0};
    for (int r = 0; r < 3; r++) {
        char body[1024];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": %s, \"zones\": {\"hand\": [\"S_TO_RESERVE\"],"
                 " \"companion_expedition\": [\"C_LEAVES\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                 " {\"hero\": %s, \"passed\": true, \"zones\": {" DECKS "}}]",
                 r != 1 ? "\"H_PLAIN\"" : "null", r != 1 ? "\"H_PLAIN\"" : "null");
        alt_game *g = game(rulesets[r], body);
        uint8_t leaves = ts_id_at(g, P0, ALT_ZONE_EXP_COMPANION, 0);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, leaves, 0, P0));
        settle(g);
        assert_int_equal(ts_zone(g, P0, leaves), ALT_ZONE_RESERVE);
        if (count_ref(g, P0, ALT_ZONE_EXP_COMPANION, "T_RECRUIT") != made[r])
            fail_msg("%s: %d Recruits in the Companion Expedition, expected %d", rulesets[r],
                     count_ref(g, P0, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), made[r]);
        assert_int_equal(count_ref(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 0);
        alt_game_destroy(&g);
    }
}

/* ------------------------------- a step on several objects, CR 6.1.e-g */

/* CR 6.1.e-f, the example of Open the Gates (two tokens in each
 * Expedition: one step, four atomic actions at once): from level 3 none
 * of the tokens sees another enter ("when a Character joins, I gain a
 * boost": a Reaction that is not self-move works before the event, 4.0
 * 6.3.f, 3.0 6.3.e); before, each saw those made after it. */
static void test_6_1_e_tokens_of_one_step_enter_together(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "cr3-3", "seeds-2"};
    for (int r = 0; r < 3; r++) {
        alt_game *g = duel(rulesets[r], "\"S_TOKENS\"", "", "");
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        settle(g);
        assert_int_equal(ts_count(g, P0, ALT_ZONE_EXP_HERO) + ts_count(g, P0, ALT_ZONE_EXP_COMPANION), 4);
        int boosts = 0;
        for (int z = ALT_ZONE_EXP_HERO; z <= ALT_ZONE_EXP_COMPANION; z++)
            for (int i = 0; i < ts_count(g, P0, (alt_zone_id)z); i++)
                boosts += ts_boosts(g, P0, ts_id_at(g, P0, (alt_zone_id)z, i));
        if (r < 2 ? boosts != 0 : boosts == 0)
            fail_msg("%s: %d boosts among the tokens", rulesets[r], boosts);
        alt_game_destroy(&g);
    }
}

/* CR 6.1.g, 6.5.b, 7.4.7.e: "up to two targets": both are chosen before
 * either gains the status (from level 3); before, the first was Asleep
 * when the second was asked. */
static void test_6_1_g_every_target_is_chosen_before_the_step_acts(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "seeds-2"};
    for (int r = 0; r < 2; r++) {
        alt_game *g = duel(rulesets[r], "\"C_SLEEPER2\"", "\"C_FILLER\", \"C_FILLER\"", "");
        uint8_t a = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0), b = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 1);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, a, 0, P1));
        assert_int_equal((ts_status(g, P1, a) & ALT_STATUS_ASLEEP) != 0, r == 1);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, b, 0, P1));
        settle(g);
        assert_true(ts_status(g, P1, a) & ALT_STATUS_ASLEEP);
        assert_true(ts_status(g, P1, b) & ALT_STATUS_ASLEEP);
        alt_game_destroy(&g);
    }
}

/* CR 7.4.7.e: each target with Tough is paid for; two chosen before the
 * step acts are both counted when the second is offered: with one Mana
 * Orb left, the second Tough Character is not. */
static void test_7_4_7_e_tough_is_paid_for_every_target_chosen(void **state)
{
    (void)state;
    alt_game *g = duel("seeds-3", "\"C_SLEEPER2\"", "\"C_TOUGH\", \"C_TOUGH\"", "");
    uint8_t a = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0), b = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 1);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    assert_true(listed(g, ALT_ACT_CHOOSE, a));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, a, 0, P1));
    assert_false(listed(g, ALT_ACT_CHOOSE, b));
    settle(g);
    assert_true(ts_status(g, P1, a) & ALT_STATUS_ASLEEP);
    assert_false(ts_status(g, P1, b) & ALT_STATUS_ASLEEP);
    assert_int_equal(ts_ready_mana(g, P0), 0);
    alt_game_destroy(&g);
}

/* ------------------------------------------ moving several regions */

/* CR 4.0 7.3.22.b, 7.3.22.d: N regions forward, each Tumult card moved
 * into or passed revealed; no farther than the region opposite its
 * origin. */
static void test_7_3_22_b_and_d_forward_several_regions(void **state)
{
    (void)state;
    for (int from = 0; from <= 5; from += 5) {
        char body[1024];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": \"H_PLAIN\", \"expeditions\": {\"hero\": {\"distance\": %d}},"
                 " \"zones\": {\"hand\": [\"C_FORWARD3\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                 " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {" DECKS "}}]", from);
        alt_game *g = game("seeds-3", body);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, ALT_EXP_HERO, P0));
        settle(g);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], from == 0 ? 3 : 7);
        alt_position *pos = ts_position_of(g);
        if (from == 0)
            assert_int_equal(pos->tumult_up, 3);   /* regions 1-3: slots 0 and 1 revealed */
        free(pos);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.3.21.c: N regions backward, no farther than its origin. */
static void test_7_3_21_c_backward_no_farther_than_its_origin(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"C_BACKWARD3\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"expeditions\": {\"hero\": {\"distance\": 2}},"
                       " \"zones\": {" DECKS "}}]");
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    settle(g);
    assert_int_equal(ts_player(g, P1).distance[ALT_EXP_HERO], 0);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ the Adventure, setup */

/* CR 4.0 1.3.1.a: three distinct Tumult cards: a position with one twice
 * is refused, and every game dealt holds the three. */
static void test_1_3_1_a_three_distinct_tumult_cards(void **state)
{
    (void)state;
    alt_position *pos = NULL;
    alt_game *g = duel("seeds-3", "", "", "");
    pos = ts_position_of(g);
    alt_game_destroy(&g);
    assert_int_equal(1u << pos->tumult_card[0] | 1u << pos->tumult_card[1] | 1u << pos->tumult_card[2], 7u);
    pos->tumult_card[1] = pos->tumult_card[0];
    alt_game *twice = NULL;
    assert_int_equal(alt_game_from_position(db(), pos, &twice, NULL, 0), ALT_E_POSITION);
    free(pos);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        alt_deck d = ts_deck_kitchen(NULL);
        g = ts_game_new(seed, ALT_RULESET_SEEDS_3, &d, &d);
        pos = ts_position_of(g);
        assert_int_equal(1u << pos->tumult_card[0] | 1u << pos->tumult_card[1] | 1u << pos->tumult_card[2], 7u);
        free(pos);
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------------------ playing, more */

/* CR 4.0 5.2.3.a, 5.1.2.i: a Landmark joins the Landmark zone of the
 * player who played it: the opponent, playing one inside P0's effect
 * ("your opponent may play a Permanent for free"), puts it in theirs. */
static void test_5_2_3_a_a_landmark_joins_the_zone_of_who_played_it(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"S_OPP_PLAYS\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hand\": [\"L_MANDJET\"], " DECKS "}}]");
    uint8_t mandjet = ts_id_at(g, P1, ALT_ZONE_HAND, 0);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    assert_int_equal(alt_game_decision(g).player, P1);
    ts_apply(g, find_listed(g, ALT_ACT_CHOOSE, P1, mandjet, ALT_EXP_HERO));
    settle(g);
    assert_int_equal(ts_zone(g, P1, mandjet), ALT_ZONE_LANDMARK);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_LANDMARK), 0);
    alt_game_destroy(&g);
}

/* CR 6.1.g, its 4.0 example (Beauty Sleep, "Target Character gains
 * Asleep"): a Character already Asleep is a legal target. */
static void test_6_1_g_a_target_already_asleep_beauty_sleep(void **state)
{
    (void)state;
    alt_game *g = game("seeds-3",
                       "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"S_SLEEP\"], \"mana\": [\"C_FILLER\"], " DECKS "}},"
                       " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hero_expedition\":"
                       " [{\"card\": \"C_FILLER\", \"statuses\": [\"asleep\"]}], " DECKS "}}]");
    uint8_t asleep = ts_id_at(g, P1, ALT_ZONE_EXP_HERO, 0);
    ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
    assert_true(listed(g, ALT_ACT_CHOOSE, asleep));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, asleep, 0, P1));
    settle(g);
    assert_true(ts_status(g, P1, asleep) & ALT_STATUS_ASLEEP);
    alt_game_destroy(&g);
}

/* CR 6.1.g: "If one of the options is impossible, it cannot be chosen."
 * "You may return a Spell from your Reserve to your Hand" with no Spell
 * there: from level 3 only "no" is listed; seeds-2 offers "yes" too, which
 * does nothing, as its logs record it. With a Spell there, both. */
static void test_6_1_g_a_you_may_with_nothing_to_pick_offers_only_no(void **state)
{
    (void)state;
    static const struct {
        const char *ruleset, *reserve;
        size_t answers;
    } cases[] = {{"seeds-3", "", 1}, {"cr4-1", "", 1}, {"cr3-3", "", 1}, {"seeds-2", "", 2},
                 {"seeds-3", "\"reserve\": [\"S_DRAW\"], ", 2}, {"seeds-2", "\"reserve\": [\"S_DRAW\"], ", 2}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char body[512];
        snprintf(body, sizeof body,
                 "\"players\": [{\"hero\": \"H_PLAIN\", \"zones\": {\"hand\": [\"C_FETCHER\"], %s"
                 "\"mana\": [\"C_FILLER\"], " DECKS "}}, {\"hero\": \"H_PLAIN\", \"passed\": true, "
                 "\"zones\": {" DECKS "}}]",
                 cases[c].reserve);
        alt_game *g = game(cases[c].ruleset, body);
        ts_play(g, ts_id_at(g, P0, ALT_ZONE_HAND, 0), ALT_EXP_HERO, 0);
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_CHOICE);
        alt_action list[ALT_ANSWERS_MAX];
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        if (n != cases[c].answers)
            fail_msg("%s%s: %zu answers to the \"you may\", expected %zu", cases[c].ruleset,
                     cases[c].reserve[0] ? " with a Spell in Reserve" : "", n, cases[c].answers);
        assert_int_equal(list[0].choice, 0);                 /* "no" is always there */
        ts_apply(g, list[n - 1]);                             /* the last: "yes" where listed */
        settle(g);
        int hand_spells = count_ref(g, P0, ALT_ZONE_HAND, "S_DRAW");
        assert_int_equal(hand_spells, cases[c].reserve[0] ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* A 4.0 word under a 3.0 ruleset: a database card using one is refused
 * by a game of seeds-2 (its state has no place in encoding 5). */
static void test_4_0_words_need_a_4_0_ruleset(void **state)
{
    (void)state;
    alt_position *pos = NULL;
    alt_game *g = duel("seeds-3", "\"C_ASCENDER\"", "", "");
    pos = ts_position_of(g);
    alt_game_destroy(&g);
    pos->ruleset = ALT_RULESET_SEEDS_2;
    pos->hash_encoding = 0;
    alt_game *old = NULL;
    assert_int_not_equal(alt_game_from_position(db(), pos, &old, NULL, 0), ALT_OK);
    free(pos);
}

/* CR 4.2.4.j: an Expedition moves forward "due to forest" only with a
 * greater forest statistic: a tie an Ascended Expedition moves on is not
 * (4.0); a win is, in both editions. */
static void test_4_2_4_j_due_to_a_terrain_needs_a_greater_statistic(void **state)
{
    (void)state;
    const char *rulesets[] = {"seeds-3", "seeds-2"};
    for (int r = 0; r < 2; r++) {
        for (int win = 0; win < 2; win++) {
            if (r == 1 && !win)
                continue;                       /* no Ascended under 3.0 */
            char body[1536];
            snprintf(body, sizeof body,
                     "\"players\": [{\"hero\": \"H_FORESTMOVE\", %s \"zones\": {\"hero_expedition\": [\"%s\"],"
                     " \"mana\": [\"C_FILLER\"], " DECKS "}},"
                     " {\"hero\": \"H_PLAIN\", \"passed\": true, \"zones\": {\"hero_expedition\": [\"C_FILLER\"], " DECKS "}}]",
                     win ? "" : "\"ascended\": [\"hero\"],", win ? "C_FOREST3" : "C_FILLER");
            alt_game *g = game(rulesets[r], body);
            ts_pass(g);
            ts_run_until(g, ALT_DEC_EXPAND);
            assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1);
            assert_int_equal(counters_of_hero(g, P0), win);
            alt_game_destroy(&g);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_2_2_9_b_base_cost_of_a_card_played),
        cmocka_unit_test(test_2_2_9_b_base_cost_bounds_what_an_effect_may_play),
        cmocka_unit_test(test_3_2_1_d_a_terrain_marker_replaces_the_region_terrains),
        cmocka_unit_test(test_3_2_1_e_markers_before_other_passives_persephone),
        cmocka_unit_test(test_2_3_2_f_eternal_in_forest_depends_on_forest_regions),
        cmocka_unit_test(test_7_3_20_b_the_newest_marker_applies_last),
        cmocka_unit_test(test_7_3_20_a_markers_placed_and_moved_by_effects),
        cmocka_unit_test(test_3_2_1_d_a_hero_holds_markers_from_the_start),
        cmocka_unit_test(test_4_3_a_tiebreakers_remove_the_regions_and_their_markers),
        cmocka_unit_test(test_7_3_3_a_ascend_gains_the_status),
        cmocka_unit_test(test_4_2_4_e_an_ascended_expedition_moves_on_a_tie),
        cmocka_unit_test(test_4_2_4_f_a_tie_at_zero_is_not_enough_even_ascended),
        cmocka_unit_test(test_4_2_4_k_moves_forward_due_to_ascend),
        cmocka_unit_test(test_4_2_5_b_rest_ends_ascended),
        cmocka_unit_test(test_4_2_4_j_due_to_a_terrain_needs_a_greater_statistic),
        cmocka_unit_test(test_7_5_3_a_mandjet_attempt_to_ascend),
        cmocka_unit_test(test_4_2_5_c_a_negative_limit_keeps_none),
        cmocka_unit_test(test_7_3_6_a_defect_moves_to_the_facing_expedition),
        cmocka_unit_test(test_7_4_4_i_a_gigantic_character_defects),
        cmocka_unit_test(test_7_3_29_b_rush_then_only_if_a_card_was_played),
        cmocka_unit_test(test_7_3_16_a_give_is_gain),
        cmocka_unit_test(test_7_2_2_a_we_is_the_card_and_the_other),
        cmocka_unit_test(test_7_3_17_a_have_do_cloth_dancer),
        cmocka_unit_test(test_5_2_b_a_card_an_effect_plays_is_played_inside_it),
        cmocka_unit_test(test_5_2_b_a_spell_an_effect_plays_resolves_inside_it),
        cmocka_unit_test(test_5_2_1_c_fleeting_is_gained_after_it_is_played),
        cmocka_unit_test(test_5_1_2_c_the_expedition_is_declared_before_the_costs),
        cmocka_unit_test(test_6_3_d_to_reserve_is_not_a_self_move_reaction),
        cmocka_unit_test(test_6_3_k_a_reaction_knows_where_its_source_was),
        cmocka_unit_test(test_6_1_e_tokens_of_one_step_enter_together),
        cmocka_unit_test(test_6_1_g_every_target_is_chosen_before_the_step_acts),
        cmocka_unit_test(test_7_4_7_e_tough_is_paid_for_every_target_chosen),
        cmocka_unit_test(test_7_3_22_b_and_d_forward_several_regions),
        cmocka_unit_test(test_7_3_21_c_backward_no_farther_than_its_origin),
        cmocka_unit_test(test_1_3_1_a_three_distinct_tumult_cards),
        cmocka_unit_test(test_5_2_3_a_a_landmark_joins_the_zone_of_who_played_it),
        cmocka_unit_test(test_6_1_g_a_target_already_asleep_beauty_sleep),
        cmocka_unit_test(test_6_1_g_a_you_may_with_nothing_to_pick_offers_only_no),
        cmocka_unit_test(test_4_0_words_need_a_4_0_ruleset),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
