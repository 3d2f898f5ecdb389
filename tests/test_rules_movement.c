/*
 * test_rules_movement.c: where an Expedition cannot move (CR 7.3.16,
 * 7.3.17): backward from its region of origin, forward from the region
 * opposite it, and either way once the tiebreakers are in the Arena. These
 * are the edges of the Adventure, where a counter that moved anyway would
 * leave the board; each rule is checked with an effect that asks for the
 * move, played through the public API on a position written for it.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

/* Cards whose one Reaction moves an Expedition as the card joins. */
static const char cards_text[] =
    "altered-cards\t1\ttest-rules-movement-1\n"
    "T_BACKWARD\tBackward\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:facing_backward\n"
    "T_FORWARD\tForward\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:target_forward\n"
    "T_STRONG\tStrong\tCHARACTER\tAX\tCOMMON\t-\t4\t4\t5\t5\t5\t-\t-\t-\t-\n"
    "T_FILLER\tFiller\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to take an Afternoon turn with one ready Mana Orb and the zones
 * p0_zones adds; the Expeditions at the distances given (P0 hero, P0
 * companion, P1 hero, P1 companion). */
static alt_game *board_with(const char *p0_zones, int p1_passed, int arena, int h0, int c0, int h1, int c1)
{
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 5, \"arena\": %s, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"expeditions\": {\"hero\": {\"distance\": %d}, \"companion\": {\"distance\": %d}},"
             "   \"zones\": {%s, \"mana\": [\"T_FILLER\"],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}},"
             "  {\"passed\": %s, \"expeditions\": {\"hero\": {\"distance\": %d}, \"companion\": {\"distance\": %d}},"
             "   \"zones\": {\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}}]}",
             arena ? "true" : "false", h0, c0, p0_zones, p1_passed ? "true" : "false", h1, c1);
    return ts_position_in(db(), json);
}

/* The same with ref in P0's Hand, P1 still to pass. */
static alt_game *board(const char *ref, int arena, int h0, int c0, int h1, int c1)
{
    char zones[128];
    snprintf(zones, sizeof zones, "\"hand\": [\"%s\"]", ref);
    return board_with(zones, 0, arena, h0, c0, h1, c1);
}

/* P0 plays its card in Hand into the Hero Expedition. */
static void play_into_hero_expedition(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO && list[i].choice == 0) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("P0 cannot play its card");
}

/* Answers target_forward's pick with P0's own Hero Expedition. */
static void target_own_hero_expedition(alt_game *g)
{
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, ALT_EXP_HERO, P0));
}

/* The effect works where the rule does not stop it: the Expedition facing
 * the card goes back one region. Without this, the tests below could pass
 * on an effect that never moves anything. */
static void test_7_3_16_a_the_facing_expedition_moves_backward(void **state)
{
    (void)state;
    alt_game *g = board("T_BACKWARD", 0, 0, 0, 2, 1);
    play_into_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.16.b (4.0 7.3.21.b): P1's Hero Expedition is still in its region of origin, so
 * moving it backward does nothing (it does not leave the Adventure). */
static void test_7_3_16_b_backward_from_the_region_of_origin_does_nothing(void **state)
{
    (void)state;
    alt_game *g = board("T_BACKWARD", 0, 0, 0, 0, 3);
    play_into_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 0);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 3);
    ts_check(g);
    alt_game_destroy(&g);
}

/* CR 7.3.16.c: in the Arena the Adventure's regions no longer count, so
 * the same effect leaves P1's Expedition where it was. */
static void test_7_3_16_c_backward_in_the_arena_does_nothing(void **state)
{
    (void)state;
    alt_game *g = board("T_BACKWARD", 1, 4, 3, 3, 4);
    assert_true(alt_game_in_arena(g));
    play_into_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 3);
    alt_game_destroy(&g);
}

/* The forward effect works where the rule does not stop it. */
static void test_7_3_17_a_target_expedition_moves_forward(void **state)
{
    (void)state;
    alt_game *g = board("T_FORWARD", 0, 2, 0, 0, 0);
    play_into_hero_expedition(g);
    target_own_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 3);
    alt_game_destroy(&g);
}

/* CR 7.3.17.c: P0's Hero Expedition stands in the Companion region, the
 * one opposite its origin; moving it forward does nothing. */
static void test_7_3_17_c_forward_from_the_opposite_region_does_nothing(void **state)
{
    (void)state;
    alt_game *g = board("T_FORWARD", 0, 7, 0, 0, 0);
    play_into_hero_expedition(g);
    target_own_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 7);
    ts_check(g);
    alt_game_destroy(&g);
}

/* CR 7.3.17.c at Dusk: P0's Hero Expedition (5 in every terrain against
 * nothing) wins every terrain yet cannot move past the last region. */
static void test_7_3_17_c_dusk_does_not_move_past_the_opposite_region(void **state)
{
    (void)state;
    alt_game *g = board_with("\"hero_expedition\": [\"T_STRONG\"]", 1, 0, 7, 0, 0, 0);
    ts_pass(g);
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 7);
    alt_game_destroy(&g);
}

/* CR 7.3.17.d: in the Arena, target_forward on P0's Expedition does
 * nothing. */
static void test_7_3_17_d_forward_in_the_arena_does_nothing(void **state)
{
    (void)state;
    alt_game *g = board("T_FORWARD", 1, 4, 3, 3, 4);
    play_into_hero_expedition(g);
    target_own_hero_expedition(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 4);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_7_3_16_a_the_facing_expedition_moves_backward),
        cmocka_unit_test(test_7_3_16_b_backward_from_the_region_of_origin_does_nothing),
        cmocka_unit_test(test_7_3_16_c_backward_in_the_arena_does_nothing),
        cmocka_unit_test(test_7_3_17_a_target_expedition_moves_forward),
        cmocka_unit_test(test_7_3_17_c_forward_from_the_opposite_region_does_nothing),
        cmocka_unit_test(test_7_3_17_c_dusk_does_not_move_past_the_opposite_region),
        cmocka_unit_test(test_7_3_17_d_forward_in_the_arena_does_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
