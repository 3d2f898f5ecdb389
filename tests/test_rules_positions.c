/*
 * test_rules_positions.c: rules checked on situations written as positions
 * (JSON files of tests/positions/, docs/position.md), the way a judge writes the
 * board in front of them: only what matters is written, the rest takes the
 * documented defaults. The situation is then played out through the public
 * API alone.
 */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>

enum { P0 = 0, P1 = 1 };

/* CR 4.2.3.e: a played card ends the turn; with the other player passed, the
 * next player in turn order who has not passed is the same one, so P0 takes
 * turns in a row (the Remark). */
static void test_4_2_3_e_turns_in_a_row_once_the_other_player_passed(void **state)
{
    (void)state;
    alt_game *g = ts_position_file("p0_boosted_companion_p1_passed.json");
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, P0);
    int hand = alt_game_zone_count(g, P0, ALT_ZONE_HAND);
    assert_int_equal(hand, 1);
    /* The card in Hand is the one the position lists there. */
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int played = 0;
    for (size_t i = 0; i < n && !played; i++) {
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO) {
            ts_apply(g, list[i]);
            played = 1;
        }
    }
    assert_true(played);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_EXP_HERO), 1);
    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, P0);
    alt_game_destroy(&g);
}

/* CR 4.2.3.e: once both have passed, the Afternoon ends and Dusk starts:
 * P0's pass here is the last one. CR 2.4.4.a with 4.2.4.b: the two boosts
 * count, so P0's Companion Expedition (1 + 2 in every terrain) beats P1's
 * (2) and moves forward; P1's does not. */
static void test_2_4_4_boosts_count_at_dusk_after_the_last_pass(void **state)
{
    (void)state;
    alt_game *g = ts_position_file("p0_boosted_companion_p1_passed.json");
    ts_pass(g);
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 1);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 0);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* The same board written inline, without the boosts: 1 against 2, P1's
 * Companion Expedition moves forward instead (CR 4.2.4.b). */
static void test_4_2_4_b_without_the_boosts_the_other_expedition_moves(void **state)
{
    (void)state;
    alt_game *g = ts_position(
        "{\"seed\": 1, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
        " \"players\": ["
        "  {\"zones\": {\"companion_expedition\": [{\"card\": \"TEST_VANILLA_1\"}],"
        "               \"deck\": [{\"card\": \"TEST_VANILLA_1\"}, {\"card\": \"TEST_VANILLA_1\"}]}},"
        "  {\"passed\": true,"
        "   \"zones\": {\"companion_expedition\": [{\"card\": \"TEST_VANILLA_2\"}],"
        "               \"deck\": [{\"card\": \"TEST_VANILLA_1\"}, {\"card\": \"TEST_VANILLA_1\"}]}}]}");
    ts_pass(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 0);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* The counters on P0's only Character, in Reserve, after it is played
 * from there under the ruleset given. */
static int counters_after_play_from_reserve(const char *ruleset)
{
    char json[1024];
    snprintf(json, sizeof json,
             "{\"seed\": 1, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"reserve\": [{\"card\": \"TEST_VANILLA_1\", \"counters\": 2}],"
             "               \"mana\": [{\"card\": \"TEST_VANILLA_2\"}],"
             "               \"deck\": [{\"card\": \"TEST_VANILLA_2\"}, {\"card\": \"TEST_VANILLA_2\"}]}},"
             "  {\"zones\": {\"deck\": [{\"card\": \"TEST_VANILLA_2\"}, {\"card\": \"TEST_VANILLA_2\"}]}}]}",
             ruleset);
    alt_game *g = ts_position(json);
    alt_position *pos = ts_position_of(g);
    uint8_t id = pos->p[P0].zone[ALT_ZONE_RESERVE][0].id;
    free(pos);
    ts_play(g, id, ALT_EXP_HERO, 0);
    pos = ts_position_of(g);
    assert_int_equal(pos->p[P0].zone_n[ALT_ZONE_EXP_HERO], 1);
    int counters = pos->p[P0].zone[ALT_ZONE_EXP_HERO][0].counters;
    free(pos);
    alt_game_destroy(&g);
    return counters;
}

/* CR 2.5.k: from the Reserve to another visible zone (here through Limbo
 * into an Expedition) an object keeps its counters. Revision 1 of each
 * ruleset dropped them with every move. */
static void test_2_5_k_counters_stay_on_a_card_played_from_reserve(void **state)
{
    (void)state;
    assert_int_equal(counters_after_play_from_reserve("seeds-2"), 2);
    assert_int_equal(counters_after_play_from_reserve("cr3-2"), 2);
    assert_int_equal(counters_after_play_from_reserve("seeds-1"), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_3_e_turns_in_a_row_once_the_other_player_passed),
        cmocka_unit_test(test_2_4_4_boosts_count_at_dusk_after_the_last_pass),
        cmocka_unit_test(test_4_2_4_b_without_the_boosts_the_other_expedition_moves),
        cmocka_unit_test(test_2_5_k_counters_stay_on_a_card_played_from_reserve),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
