/*
 * test_rules_setup.c: the beginning of the game (seed 003; CR 4.1) and the
 * checks alt_game_new makes before it (CR 1.1.4, 1.1.5).
 *
 * Each test's name cites its rule. A game is created from a seed and two
 * decks of the synthetic test cards (tests/support.h) and observed through
 * the public API and the game's position; a region's terrains are observed
 * as what they do, at Progress.
 */
#include "support.h"

#include <stdlib.h>
#include <string.h>

enum { LAST_REGION = 7, FOREST = 1u << 0, MOUNTAIN = 1u << 1, WATER = 1u << 2, ALL = 7u };

/* The three Tumult cards, as the halves each shows (CR 1.1.7; seed 003:
 * V|MO, M|VO, O|VM). */
static const uint8_t tumult_halves[3][2] = {
    {FOREST, MOUNTAIN | WATER},
    {MOUNTAIN, FOREST | WATER},
    {WATER, FOREST | MOUNTAIN},
};

/* The terrains of a region of seed's Adventure, as Progress reads them: a
 * Character with 3 in one terrain alone, in player 0's Hero Expedition put
 * on that region against an empty one, moves it forward exactly when the
 * region has that terrain (CR 4.2.4.b). */
static unsigned terrains_at_progress(uint64_t seed, int region)
{
    static const char *const by_terrain[3] = {"TEST_FOREST_3", "TEST_MOUNTAIN_3", "TEST_WATER_3"};
    unsigned terrains = 0;
    for (int t = 0; t < 3; t++) {
        alt_game *g = ts_game_at_afternoon(seed, ts_ruleset());
        ts_set_distance(g, 0, ALT_EXP_HERO, region);
        ts_stage(g, 0, by_terrain[t], ALT_ZONE_EXP_HERO, 0, 0);
        ts_end_day(g);   /* region 6 -> 7 ends the game on 7 regions: the distance still tells */
        if (alt_game_distance(g, 0, ALT_EXP_HERO) == region + 1)
            terrains |= 1u << t;
        alt_game_destroy(&g);
    }
    return terrains;
}

/* CR 4.1.b-d, seed 003: 8 regions, the Hero and Companion regions (all three
 * terrains, CR 2.2.2.k) at the ends, three different Tumult cards between
 * them, face down, every marker on its starting region. */
static void test_4_1_c_adventure_of_eight_regions(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        alt_game *g = ts_game_kitchen(seed);
        alt_position *pos = ts_position_of(g);
        assert_int_equal(terrains_at_progress(seed, 0), ALL);
        int used[3] = {0, 0, 0};
        for (int s = 0; s < 3; s++) {
            int card = pos->tumult_card[s];
            assert_in_range(card, 0, 2);
            used[card]++;
            int flip = pos->tumult_flip[s];
            assert_in_range(flip, 0, 1);
            /* Slot s holds regions 1+2s and 2+2s: one half each. */
            if (seed <= 4) {
                assert_int_equal(terrains_at_progress(seed, 1 + 2 * s), tumult_halves[card][flip]);
                assert_int_equal(terrains_at_progress(seed, 2 + 2 * s), tumult_halves[card][1 - flip]);
            }
        }
        assert_int_equal(used[0], 1);   /* three different cards */
        assert_int_equal(used[1], 1);
        assert_int_equal(used[2], 1);
        assert_int_equal(pos->tumult_up, 0);   /* CR 4.1.c: face down */
        free(pos);
        for (int p = 0; p < 2; p++) {    /* CR 4.1.d */
            assert_int_equal(alt_game_distance(g, p, ALT_EXP_HERO), 0);
            assert_int_equal(alt_game_distance(g, p, ALT_EXP_COMPANION), 0);
            assert_int_equal(ts_region(g, p, ALT_EXP_HERO), 0);
            assert_int_equal(ts_region(g, p, ALT_EXP_COMPANION), LAST_REGION);
        }
        assert_false(alt_game_in_arena(g));
        alt_game_destroy(&g);
    }
}

/* CR 4.1.c: the Tumult cards are shuffled by position and by orientation:
 * over enough seeds every order of the three cards and both orientations of
 * each card turn up. */
static void test_4_1_c_tumult_shuffled_by_position_and_orientation(void **state)
{
    (void)state;
    int orders_seen[3][3][3] = {{{0}}};
    int flips_seen[3][2] = {{0}};
    for (uint64_t seed = 1; seed <= 300; seed++) {
        alt_game *g = ts_game_kitchen(seed);
        alt_position *pos = ts_position_of(g);
        orders_seen[pos->tumult_card[0]][pos->tumult_card[1]][pos->tumult_card[2]] = 1;
        for (int s = 0; s < 3; s++)
            flips_seen[pos->tumult_card[s]][pos->tumult_flip[s]] = 1;
        free(pos);
        alt_game_destroy(&g);
    }
    int orders = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 3; c++)
                orders += orders_seen[a][b][c];
    assert_int_equal(orders, 6);
    for (int card = 0; card < 3; card++) {
        assert_true(flips_seen[card][0]);
        assert_true(flips_seen[card][1]);
    }
}

/* CR 4.1.g: the first player is determined at random: both players are
 * first in some games. */
static void test_4_1_g_first_player_is_random(void **state)
{
    (void)state;
    int seen[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 64; seed++) {
        alt_game *g = ts_game_kitchen(seed);
        int first = alt_game_first_player(g);
        assert_in_range(first, 0, 1);
        seen[first]++;
        /* The first player makes the first opening choice (CR 4.1.k, 6.1.h). */
        assert_int_equal(alt_game_decision(g).player, first);
        alt_game_destroy(&g);
    }
    assert_true(seen[0] > 0);
    assert_true(seen[1] > 0);
}

/* CR 4.1.i-j, seed 003: each deck is shuffled and each player draws six;
 * the game waits on the first player's opening Mana pick (CR 4.1.k). */
static void test_4_1_j_each_player_draws_six(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(7);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_OPENING_MANA);
    assert_int_equal(d.phase, ALT_PHASE_SETUP);
    assert_int_equal(d.day, 1);
    for (int p = 0; p < 2; p++) {
        assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), 6);
        assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), TS_KITCHEN_CARDS - 6);
        assert_int_equal(ts_count(g, p, ALT_ZONE_MANA), 0);
        for (int i = 0; i < 6; i++)   /* cards in Hand have no status (CR 2.4.1.c) */
            assert_int_equal(ts_status(g, p, ts_id_at(g, p, ALT_ZONE_HAND, i)), 0);
    }
    /* The two identical decks were shuffled apart. */
    uint8_t deck[2][ALT_POS_OBJECTS];
    ts_ids(g, 0, ALT_ZONE_DECK, deck[0], ALT_POS_OBJECTS);
    ts_ids(g, 1, ALT_ZONE_DECK, deck[1], ALT_POS_OBJECTS);
    assert_memory_not_equal(deck[0], deck[1], TS_KITCHEN_CARDS - 6);
    alt_game_destroy(&g);
}

/* CR 4.1.i: the shuffle comes from the seed: the same seed gives the same
 * game, another seed another one. */
static void test_4_1_i_setup_is_a_function_of_the_seed(void **state)
{
    (void)state;
    alt_game *a = ts_game_kitchen(42), *b = ts_game_kitchen(42), *c = ts_game_kitchen(43);
    assert_int_equal(alt_game_hash(a), alt_game_hash(b));
    uint8_t hand[2][ALT_POS_OBJECTS];
    assert_int_equal(ts_ids(a, 0, ALT_ZONE_HAND, hand[0], ALT_POS_OBJECTS), 6);
    assert_int_equal(ts_ids(b, 0, ALT_ZONE_HAND, hand[1], ALT_POS_OBJECTS), 6);
    assert_memory_equal(hand[0], hand[1], 6);
    assert_int_not_equal(alt_game_hash(a), alt_game_hash(c));
    alt_game_destroy(&a);
    alt_game_destroy(&b);
    alt_game_destroy(&c);
}

/* CR 4.1.k, seed 003: each player puts three of their six cards in Mana,
 * ready; the first player chooses all three first, then the second player. */
static void test_4_1_k_three_opening_mana_picks_first_player_first(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(3);
    int first = alt_game_first_player(g), second = first ^ 1;
    for (int k = 0; k < 2; k++) {
        int p = k == 0 ? first : second;
        for (int pick = 0; pick < 3; pick++) {
            alt_decision d = alt_game_decision(g);
            assert_int_equal(d.kind, ALT_DEC_OPENING_MANA);
            assert_int_equal(d.player, p);
            /* Every card in Hand may be picked, and only those. */
            alt_action list[16];
            size_t n = alt_game_list(g, list, 16);
            assert_int_equal(n, ts_count(g, p, ALT_ZONE_HAND));
            uint8_t id = ts_top(g, p, ALT_ZONE_HAND);
            ts_apply(g, ts_act(ALT_ACT_MANA_PICK, p, id, 0, 0));
            assert_int_equal(ts_zone(g, p, id), ALT_ZONE_MANA);
            assert_int_equal(ts_status(g, p, id) & ALT_STATUS_EXHAUSTED, 0);   /* ready */
        }
        assert_int_equal(ts_count(g, p, ALT_ZONE_MANA), 3);
        assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), 3);
    }
    alt_game_destroy(&g);
}

/* CR 4.1.l: the first Morning is skipped: after the opening picks, Day 1 is
 * at its Afternoon, the first player (unchanged: no Succeed) takes the first
 * turn, nobody drew, every Mana Orb is ready. */
static void test_4_1_l_first_morning_is_skipped(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        alt_game *g = ts_game_kitchen(seed);
        int first = alt_game_first_player(g);
        ts_opening(g);
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_TURN);
        assert_int_equal(d.phase, ALT_PHASE_AFTERNOON);
        assert_int_equal(d.day, 1);
        assert_int_equal(d.player, first);
        assert_int_equal(alt_game_first_player(g), first);
        for (int p = 0; p < 2; p++) {
            assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), 3);   /* no Draw */
            assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), TS_KITCHEN_CARDS - 6);
            assert_int_equal(ts_ready_mana(g, p), 3);
        }
        alt_game_destroy(&g);
    }
}

/* CR 4.1.h, 3.2.10.b: a player with a Hero has the Hero's limits; one without
 * has 2 and 2 (CR 4.2.5.d). */
static void test_4_1_h_hero_sets_the_limits(void **state)
{
    (void)state;
    alt_deck with = ts_deck_kitchen("TEST_HERO"), without = ts_deck_kitchen(NULL);
    alt_game *g = ts_game_new(1, ts_ruleset(), &with, &without);
    assert_int_equal(alt_game_setup(g)->deck[0].hero, ts_card("TEST_HERO"));
    /* The limits show at Night's Clean-up (CR 4.2.5.c): with four cards in
     * Reserve and three Landmarks each, what is left is the limit. */
    ts_opening(g);
    for (int p = 0; p < 2; p++) {
        ts_stage(g, p, "TEST_VANILLA_1", ALT_ZONE_RESERVE, 0, 0);
        ts_stage(g, p, "TEST_VANILLA_2", ALT_ZONE_RESERVE, 0, 0);
        ts_stage(g, p, "TEST_VANILLA_5", ALT_ZONE_RESERVE, 0, 0);
        ts_stage(g, p, "TEST_ZERO", ALT_ZONE_RESERVE, 0, 0);
        ts_stage(g, p, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
        ts_stage(g, p, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
        ts_stage(g, p, "TEST_SCOUT_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    }
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), 3);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_LANDMARK), 1);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_RESERVE), 2);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_LANDMARK), 2);
    alt_game_destroy(&g);
}

/* CR 1.1.4.b: alt_game_new refuses a Constructed deck without a Hero;
 * CR 1.1.5.b: a Limited deck may go without one. */
static void test_1_1_4_b_constructed_needs_a_hero(void **state)
{
    (void)state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 1;
    s.format = ALT_FORMAT_CONSTRUCTED;
    s.deck[0] = ts_deck_of("TEST_VANILLA_1", 40, NULL);
    s.deck[1] = s.deck[0];
    alt_game *g = NULL;
    char msg[200];
    assert_int_equal(alt_game_new(ts_db(), &s, &g, msg, sizeof msg), ALT_E_DECK_INVALID);
    assert_null(g);
    assert_non_null(strstr(msg, "1.1.4.b"));

    s.format = ALT_FORMAT_LIMITED;
    assert_int_equal(alt_game_new(ts_db(), &s, &g, msg, sizeof msg), ALT_OK);
    assert_non_null(g);
    alt_game_destroy(&g);
}

/* CR 1.1.5.c: a Limited deck needs 29 non-Hero cards; the message names the
 * player and the rule. */
static void test_1_1_5_c_limited_deck_too_small(void **state)
{
    (void)state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0] = ts_deck_of("TEST_VANILLA_1", 30, NULL);
    s.deck[1] = ts_deck_of("TEST_VANILLA_1", 28, NULL);
    alt_game *g = NULL;
    char msg[200];
    assert_int_equal(alt_game_new(ts_db(), &s, &g, msg, sizeof msg), ALT_E_DECK_INVALID);
    assert_null(g);
    assert_non_null(strstr(msg, "player 1"));
    assert_non_null(strstr(msg, "1.1.5.c"));
}

/* alt_game_new refuses what it cannot set up: an unknown ruleset, a card
 * index the database lacks, a token in a deck (CR 1.1.7.b). */
static void test_setup_refuses_bad_arguments(void **state)
{
    (void)state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0] = ts_deck_of("TEST_VANILLA_1", 30, NULL);
    s.deck[1] = s.deck[0];
    alt_game *g = NULL;

    s.ruleset = ALT_RULESET__COUNT;
    assert_int_equal(alt_game_new(ts_db(), &s, &g, NULL, 0), ALT_E_RULESET);
    s.ruleset = ts_ruleset_cr();

    s.deck[1].cards[5] = (uint16_t)alt_cards_count(ts_db());
    assert_int_equal(alt_game_new(ts_db(), &s, &g, NULL, 0), ALT_E_UNKNOWN_CARD);

    s.deck[1].cards[5] = ts_card("TEST_TOKEN");
    assert_int_equal(alt_game_new(ts_db(), &s, &g, NULL, 0), ALT_E_DECK_INVALID);

    assert_int_equal(alt_game_new(NULL, &s, &g, NULL, 0), ALT_E_ARG);
    assert_null(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_1_c_adventure_of_eight_regions),
        cmocka_unit_test(test_4_1_c_tumult_shuffled_by_position_and_orientation),
        cmocka_unit_test(test_4_1_g_first_player_is_random),
        cmocka_unit_test(test_4_1_j_each_player_draws_six),
        cmocka_unit_test(test_4_1_i_setup_is_a_function_of_the_seed),
        cmocka_unit_test(test_4_1_k_three_opening_mana_picks_first_player_first),
        cmocka_unit_test(test_4_1_l_first_morning_is_skipped),
        cmocka_unit_test(test_4_1_h_hero_sets_the_limits),
        cmocka_unit_test(test_1_1_4_b_constructed_needs_a_hero),
        cmocka_unit_test(test_1_1_5_c_limited_deck_too_small),
        cmocka_unit_test(test_setup_refuses_bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
