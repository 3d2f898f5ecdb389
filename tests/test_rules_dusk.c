/*
 * test_rules_dusk.c: Progress, Dusk's daily effect (seed 003; CR 4.2.4), with
 * the statuses and keywords that change it: Asleep (CR 2.4.3), Defender
 * (7.4.2.b), Gigantic (7.4.4.b, .e), boosts (2.4.4) and tokens.
 *
 * Each test stages Characters straight into the Expeditions on Day 1's
 * Afternoon, then lets both players pass, so Dusk runs on the public path
 * (alt_game_apply), and observes where the Expeditions stand afterwards.
 * Statistics cannot be negative in the card database (its numbers are 0 to
 * 99), so the "negative total" case of CR 4.2.4.f reduces to the zero case.
 */
#include "support.h"

#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1, TERRAINS = 3 };

/* The Tumult cards turned face up (bit s: slot s), as the position shows. */
static unsigned tumult_up(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    unsigned up = pos->tumult_up;
    free(pos);
    return up;
}

/* The terrains of region 1 (bit 0 forest, 1 mountain, 2 water): the first
 * slot's Tumult card shows its first half (the card's one terrain) there
 * unless flipped (then the other two; docs/position.md). */
static unsigned region_1_terrains(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    unsigned one = 1u << pos->tumult_card[0];
    unsigned t = pos->tumult_flip[0] ? 7u & ~one : one;
    free(pos);
    return t;
}

static alt_game *afternoon(uint64_t seed)
{
    return ts_game_at_afternoon(seed, ts_ruleset());
}

/* Both pass; Dusk and Night run; the next Day begins (nobody has won). */
static void run_dusk(alt_game *g)
{
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    assert_true(ts_end_day(g));
}

static void assert_distances(const alt_game *g, int h0, int c0, int h1, int c1)
{
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), h0);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), c0);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), h1);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), c1);
}

/* CR 4.2.4.b, seed 003: an Expedition with a greater positive statistic in a
 * terrain of its region than the Expedition facing it moves forward one
 * region. The starting regions have all three terrains. */
static void test_4_2_4_b_greater_positive_statistic_moves_forward(void **state)
{
    (void)state;
    alt_game *g = afternoon(1);
    ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    run_dusk(g);
    assert_distances(g, 1, 0, 0, 0);
    assert_int_equal(ts_region(g, P0, ALT_EXP_HERO), 1);
    alt_game_destroy(&g);
}

/* CR 4.2.4.e: a tie is not enough. */
static void test_4_2_4_e_a_tie_does_not_move(void **state)
{
    (void)state;
    alt_game *g = afternoon(2);
    ts_stage(g, P0, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_FOREST_3", ALT_ZONE_EXP_COMPANION, 0, 0);
    ts_stage(g, P1, "TEST_FOREST_3", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 0, 0, 0, 0);
    assert_int_equal(tumult_up(g), 0);
    alt_game_destroy(&g);
}

/* CR 4.2.4.f, seed 003 "must be > 0": a statistic of 0 is not enough, even
 * against an empty Expedition. */
static void test_4_2_4_f_zero_does_not_move(void **state)
{
    (void)state;
    alt_game *g = afternoon(3);
    ts_stage(g, P0, "TEST_ZERO", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_ZERO", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 0, 0, 0, 0);
    alt_game_destroy(&g);
}

/* CR 4.2.4.g: an Expedition moves once, even when it wins every terrain. */
static void test_4_2_4_g_moves_only_once_per_dusk(void **state)
{
    (void)state;
    alt_game *g = afternoon(4);
    ts_stage(g, P1, "TEST_VANILLA_5", ALT_ZONE_EXP_COMPANION, 0, 0);
    ts_stage(g, P1, "TEST_VANILLA_5", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 0, 0, 0, 1);
    assert_int_equal(ts_region(g, P1, ALT_EXP_COMPANION), 6);
    alt_game_destroy(&g);
}

/* Seed 003 "Hero vs Hero and Companion vs Companion, regardless of their
 * positions": P0's Hero Expedition is compared with P1's (empty) Hero
 * Expedition although P1's strong Companion Expedition stands on the same
 * region; that Companion Expedition is compared with P0's Companion. */
static void test_4_2_4_b_hero_faces_hero_companion_faces_companion(void **state)
{
    (void)state;
    alt_game *g = afternoon(5);
    ts_set_distance(g, P0, ALT_EXP_HERO, 3);
    ts_set_distance(g, P1, ALT_EXP_COMPANION, 4);
    assert_int_equal(ts_region(g, P0, ALT_EXP_HERO), ts_region(g, P1, ALT_EXP_COMPANION));
    ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_VANILLA_5", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 4, 0, 0, 5);
    alt_game_destroy(&g);
}

/* CR 4.2.4.b: only the terrains of the Expedition's own region count. With
 * the Hero Expeditions on region 1 (half of a Tumult card: one or two of the
 * three terrains), a Character strong only in a missing terrain does not
 * move; one strong in a present terrain does. */
static void test_4_2_4_b_only_the_terrains_of_its_region_count(void **state)
{
    (void)state;
    static const char *const by_terrain[TERRAINS] = {"TEST_FOREST_3", "TEST_MOUNTAIN_3", "TEST_WATER_3"};
    for (uint64_t seed = 1; seed <= 6; seed++) {
        alt_game *g = afternoon(seed);
        ts_set_distance(g, P0, ALT_EXP_HERO, 1);
        ts_set_distance(g, P1, ALT_EXP_HERO, 1);
        unsigned terrain = region_1_terrains(g);
        assert_true(terrain != 0 && terrain != 7u);
        int absent = -1, present = -1;
        for (int t = 0; t < TERRAINS; t++) {
            if (terrain & (1u << t))
                present = present < 0 ? t : present;
            else
                absent = absent < 0 ? t : absent;
        }
        ts_stage(g, P0, by_terrain[absent], ALT_ZONE_EXP_HERO, 0, 0);
        ts_stage(g, P1, by_terrain[present], ALT_ZONE_EXP_HERO, 0, 0);
        run_dusk(g);
        assert_distances(g, 1, 0, 2, 0);
        alt_game_destroy(&g);
    }
}

/* CR 4.2.4.h: all successful Expeditions move at once: both Hero
 * Expeditions win a terrain each and both move, with P0's Companion. */
static void test_4_2_4_h_all_successful_expeditions_move_together(void **state)
{
    (void)state;
    alt_game *g = afternoon(6);
    ts_stage(g, P0, "TEST_FOREST_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_MOUNTAIN_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_WATER_3", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 1, 1, 1, 0);
    alt_game_destroy(&g);
}

/* Seed 003, CR 7.3.17.b: a Tumult card is turned face up when an Expedition
 * moves onto it, and only then. */
static void test_7_3_17_b_tumult_card_flips_when_moved_onto(void **state)
{
    (void)state;
    alt_game *g = afternoon(7);
    assert_int_equal(tumult_up(g), 0);
    ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);   /* region 7 -> 6: the third Tumult card */
    assert_int_equal(tumult_up(g), 1u << 2);

    /* Day 2: P0's Hero Expedition, already on region 2 (the first card, face
     * up), moves onto region 3: the second card turns face up. */
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    ts_set_distance(g, P0, ALT_EXP_HERO, 2);
    assert_int_equal(tumult_up(g), (1u << 2) | (1u << 0));
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    run_dusk(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 3);
    assert_int_equal(tumult_up(g), 7u);
    alt_game_destroy(&g);
}

/* CR 2.4.3: an Asleep Character's statistics are not counted at Progress. */
static void test_2_4_3_asleep_statistics_are_ignored(void **state)
{
    (void)state;
    alt_game *g = afternoon(8);
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, ALT_STATUS_ASLEEP, 0);
    ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    run_dusk(g);   /* awake, the 5/5/5 would beat the 1/1/1 */
    assert_distances(g, 0, 0, 1, 0);
    alt_game_destroy(&g);
}

/* CR 7.4.2.b: an Expedition holding a Defender does not move forward; the
 * controller's other Expedition is unaffected. */
static void test_7_4_2_b_defender_stops_its_expedition(void **state)
{
    (void)state;
    alt_game *g = afternoon(9);
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_DEFENDER", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 0, 1, 0, 0);
    alt_game_destroy(&g);
}

/* CR 7.4.4.e: a Gigantic Character's statistics count in both of its
 * controller's Expeditions. */
static void test_7_4_4_e_gigantic_counts_in_both_expeditions(void **state)
{
    (void)state;
    alt_game *g = afternoon(10);
    ts_stage(g, P0, "TEST_GIGANTIC", ALT_ZONE_EXP_HERO, 0, 0);   /* 2/2/2 */
    ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);   /* 2/2/2 beats 1/1/1 on both sides */
    assert_distances(g, 1, 1, 0, 0);
    alt_game_destroy(&g);
}

/* CR 7.4.4.b with 7.4.2.b: a Gigantic Defender is in both Expeditions, so
 * neither moves. */
static void test_7_4_4_b_gigantic_defender_stops_both_expeditions(void **state)
{
    (void)state;
    alt_game *g = afternoon(11);
    ts_stage(g, P0, "TEST_GIANT_WALL", ALT_ZONE_EXP_COMPANION, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    run_dusk(g);
    assert_distances(g, 0, 0, 0, 0);
    alt_game_destroy(&g);

    /* The same table with a Gigantic that is no Defender: facing empty
     * Expeditions, both move, so the wall is what stopped them. */
    g = afternoon(11);
    ts_stage(g, P0, "TEST_GIGANTIC", ALT_ZONE_EXP_COMPANION, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    run_dusk(g);
    assert_distances(g, 1, 1, 0, 0);
    alt_game_destroy(&g);
}

/* CR 2.4.4, seed 003: each boost adds 1 to each statistic at Progress: a
 * boosted 0/0/0 Character moves an Expedition; a 1/1/1 with one boost ties a
 * 2/2/2 and does not. */
static void test_2_4_4_boosts_count_at_progress(void **state)
{
    (void)state;
    alt_game *g = afternoon(12);
    ts_stage(g, P0, "TEST_ZERO", ALT_ZONE_EXP_HERO, 0, 1);
    ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 1);
    ts_stage(g, P1, "TEST_VANILLA_2", ALT_ZONE_EXP_COMPANION, 0, 0);
    run_dusk(g);
    assert_distances(g, 1, 0, 0, 0);
    alt_game_destroy(&g);
}

/* A Character token counts like any Character (CR 7.3.4: tokens are
 * objects in play). */
static void test_token_character_counts_at_progress(void **state)
{
    (void)state;
    alt_game *g = afternoon(13);
    ts_stage_token(g, P1, ALT_EXP_HERO);
    run_dusk(g);
    assert_distances(g, 0, 0, 1, 0);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_4_b_greater_positive_statistic_moves_forward),
        cmocka_unit_test(test_4_2_4_e_a_tie_does_not_move),
        cmocka_unit_test(test_4_2_4_f_zero_does_not_move),
        cmocka_unit_test(test_4_2_4_g_moves_only_once_per_dusk),
        cmocka_unit_test(test_4_2_4_b_hero_faces_hero_companion_faces_companion),
        cmocka_unit_test(test_4_2_4_b_only_the_terrains_of_its_region_count),
        cmocka_unit_test(test_4_2_4_h_all_successful_expeditions_move_together),
        cmocka_unit_test(test_7_3_17_b_tumult_card_flips_when_moved_onto),
        cmocka_unit_test(test_2_4_3_asleep_statistics_are_ignored),
        cmocka_unit_test(test_7_4_2_b_defender_stops_its_expedition),
        cmocka_unit_test(test_7_4_4_e_gigantic_counts_in_both_expeditions),
        cmocka_unit_test(test_7_4_4_b_gigantic_defender_stops_both_expeditions),
        cmocka_unit_test(test_2_4_4_boosts_count_at_progress),
        cmocka_unit_test(test_token_character_counts_at_progress),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
