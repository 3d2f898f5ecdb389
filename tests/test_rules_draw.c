/*
 * test_rules_draw.c: drawing from an empty Deck (seed 003 "If your deck is
 * empty and you must draw, shuffle your discard pile to form a new deck,
 * then finish drawing"; CR 3.2.2.d-e).
 *
 * Each test empties a Deck on Day 1's Afternoon (moving its cards to the
 * Discard pile or the Mana zone through the engine's zone primitive), then
 * lets the Day end so that Morning's Draw (CR 4.2.1.d, two cards) runs on
 * the public path.
 */
#include "support.h"

#include <string.h>

/* Moves the Deck's cards to zone z until keep remain. */
static void empty_deck_into(alt_game *g, int p, alt_zone z, int keep)
{
    while (ts_count(g, p, ALT_Z_DECK) > keep)
        assert_true(alt_event_move(g, p, g->p[p].zone[ALT_Z_DECK][0], z));
    ts_check(g);
}

static int in_list(const uint8_t *list, int n, uint8_t id)
{
    for (int i = 0; i < n; i++)
        if (list[i] == id)
            return 1;
    return 0;
}

/* Seed 003, CR 3.2.2.d: one card left, two to draw: the last card is drawn,
 * the Discard pile is shuffled into a new Deck, and the draw goes on from
 * it. The other player's Deck is untouched by this. */
static void test_3_2_2_d_empty_deck_reshuffles_the_discard_mid_draw(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(1, ALT_RULESET_SEEDS);
    const int p = 1;
    empty_deck_into(g, p, ALT_Z_DISCARD, 1);
    uint8_t last = g->p[p].zone[ALT_Z_DECK][0];
    int discard = ts_count(g, p, ALT_Z_DISCARD);
    uint8_t old_discard[ALT_OBJ_MAX];
    memcpy(old_discard, g->p[p].zone[ALT_Z_DISCARD], (size_t)discard);
    int hand = ts_count(g, p, ALT_Z_HAND);
    int other_deck = ts_count(g, 1 - p, ALT_Z_DECK);

    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_Z_HAND), hand + 2);
    assert_int_equal(ts_zone(g, p, last), ALT_Z_HAND);
    assert_int_equal(ts_count(g, p, ALT_Z_DISCARD), 0);
    assert_int_equal(ts_count(g, p, ALT_Z_DECK), discard - 1);
    /* The new Deck and the second card drawn are exactly the old Discard. */
    int from_discard_in_hand = 0;
    for (int i = 0; i < ts_count(g, p, ALT_Z_HAND); i++)
        from_discard_in_hand += in_list(old_discard, discard, g->p[p].zone[ALT_Z_HAND][i]);
    assert_int_equal(from_discard_in_hand, 1);
    for (int i = 0; i < ts_count(g, p, ALT_Z_DECK); i++)
        assert_true(in_list(old_discard, discard, g->p[p].zone[ALT_Z_DECK][i]));
    /* Shuffled: not the Discard pile's order. */
    assert_memory_not_equal(g->p[p].zone[ALT_Z_DECK], old_discard, (size_t)(discard - 1));
    assert_int_equal(ts_count(g, 1 - p, ALT_Z_DECK), other_deck - 2);
    alt_game_destroy(&g);
}

/* Seed 003: a Deck already empty when the Draw begins is rebuilt from the
 * Discard pile before the first card. */
static void test_3_2_2_d_draw_from_an_empty_deck_uses_the_discard(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(2, ALT_RULESET_SEEDS);
    const int p = 0;
    empty_deck_into(g, p, ALT_Z_MANA, 3);
    empty_deck_into(g, p, ALT_Z_DISCARD, 0);
    int hand = ts_count(g, p, ALT_Z_HAND);
    assert_int_equal(ts_count(g, p, ALT_Z_DISCARD), 3);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_Z_HAND), hand + 2);
    assert_int_equal(ts_count(g, p, ALT_Z_DECK), 1);
    assert_int_equal(ts_count(g, p, ALT_Z_DISCARD), 0);
    alt_game_destroy(&g);
}

/* CR 3.2.2.e: with the Deck and the Discard pile both empty there is nothing
 * to draw: the draw does nothing and the game goes on. */
static void test_3_2_2_e_nothing_to_draw_does_nothing(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(3, ALT_RULESET_SEEDS);
    const int p = 0;
    empty_deck_into(g, p, ALT_Z_MANA, 0);
    int hand = ts_count(g, p, ALT_Z_HAND);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_Z_HAND), hand);
    assert_int_equal(ts_count(g, p, ALT_Z_DECK), 0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.day, 2);
    /* The other player drew as usual. */
    assert_int_equal(ts_count(g, 1 - p, ALT_Z_HAND), 5);
    alt_game_destroy(&g);
}

/* CR 3.2.2.e: one card in all: the first draw takes it, the second finds
 * nothing even after trying the (empty) Discard pile. */
static void test_3_2_2_e_draw_stops_when_the_cards_run_out(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(4, ALT_RULESET_SEEDS);
    const int p = 1;
    empty_deck_into(g, p, ALT_Z_MANA, 1);
    uint8_t last = g->p[p].zone[ALT_Z_DECK][0];
    int hand = ts_count(g, p, ALT_Z_HAND);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_Z_HAND), hand + 1);
    assert_int_equal(ts_zone(g, p, last), ALT_Z_HAND);
    alt_game_destroy(&g);
}

/* The reshuffle draws on the game's own random generator: two copies of one
 * state draw the same cards in the same order. */
static void test_reshuffle_is_deterministic(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(5, ALT_RULESET_SEEDS);
    empty_deck_into(g, 0, ALT_Z_DISCARD, 0);
    alt_game *h = alt_game_clone(g);
    assert_non_null(h);
    assert_true(ts_end_day(g));
    assert_true(ts_end_day(h));
    assert_int_equal(alt_game_hash(g), alt_game_hash(h));
    assert_memory_equal(g->p[0].zone[ALT_Z_DECK], h->p[0].zone[ALT_Z_DECK], ts_count(g, 0, ALT_Z_DECK));
    alt_game_destroy(&g);
    alt_game_destroy(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_3_2_2_d_empty_deck_reshuffles_the_discard_mid_draw),
        cmocka_unit_test(test_3_2_2_d_draw_from_an_empty_deck_uses_the_discard),
        cmocka_unit_test(test_3_2_2_e_nothing_to_draw_does_nothing),
        cmocka_unit_test(test_3_2_2_e_draw_stops_when_the_cards_run_out),
        cmocka_unit_test(test_reshuffle_is_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
