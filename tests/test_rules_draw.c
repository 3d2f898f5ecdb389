/*
 * test_rules_draw.c: drawing from an empty Deck (seed 003 "If your deck is
 * empty and you must draw, shuffle your discard pile to form a new deck,
 * then finish drawing"; CR 3.2.2.d-e).
 *
 * Each test empties a Deck on Day 1's Afternoon (its cards staged into the
 * Discard pile or the Mana zone through the game's position), then
 * lets the Day end so that Morning's Draw (CR 4.2.1.d, two cards) runs on
 * the public path.
 */
#include "support.h"

#include <stdlib.h>
#include <string.h>

/* Moves the Deck's cards, bottom first, to zone z until keep remain. */
static void empty_deck_into(alt_game *g, int p, alt_zone_id z, int keep)
{
    alt_position *pos = ts_position_of(g);
    alt_pos_player *pl = &pos->p[p];
    int move = pl->zone_n[ALT_ZONE_DECK] - keep;
    for (int i = 0; i < move; i++) {
        alt_pos_object o = pl->zone[ALT_ZONE_DECK][i];
        pl->zone[z][pl->zone_n[z]++] = (alt_pos_object){o.id, o.card, 0, 0, 0, 0, 0, 0, 0};
    }
    memmove(&pl->zone[ALT_ZONE_DECK][0], &pl->zone[ALT_ZONE_DECK][move], (size_t)keep * sizeof pl->zone[0][0]);
    pl->zone_n[ALT_ZONE_DECK] = (uint8_t)keep;
    ts_restage(g, pos);
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
    alt_game *g = ts_game_at_afternoon(1, ts_ruleset());
    const int p = 1;
    empty_deck_into(g, p, ALT_ZONE_DISCARD, 1);
    uint8_t last = ts_id_at(g, p, ALT_ZONE_DECK, 0);
    uint8_t old_discard[ALT_POS_OBJECTS];
    int discard = ts_ids(g, p, ALT_ZONE_DISCARD, old_discard, ALT_POS_OBJECTS);
    int hand = ts_count(g, p, ALT_ZONE_HAND);
    int other_deck = ts_count(g, 1 - p, ALT_ZONE_DECK);

    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), hand + 2);
    assert_int_equal(ts_zone(g, p, last), ALT_ZONE_HAND);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DISCARD), 0);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), discard - 1);
    /* The new Deck and the second card drawn are exactly the old Discard. */
    int from_discard_in_hand = 0;
    for (int i = 0; i < ts_count(g, p, ALT_ZONE_HAND); i++)
        from_discard_in_hand += in_list(old_discard, discard, ts_id_at(g, p, ALT_ZONE_HAND, i));
    assert_int_equal(from_discard_in_hand, 1);
    for (int i = 0; i < ts_count(g, p, ALT_ZONE_DECK); i++)
        assert_true(in_list(old_discard, discard, ts_id_at(g, p, ALT_ZONE_DECK, i)));
    /* Shuffled: not the Discard pile's order. */
    uint8_t deck[ALT_POS_OBJECTS];
    ts_ids(g, p, ALT_ZONE_DECK, deck, ALT_POS_OBJECTS);
    assert_memory_not_equal(deck, old_discard, (size_t)(discard - 1));
    assert_int_equal(ts_count(g, 1 - p, ALT_ZONE_DECK), other_deck - 2);
    alt_game_destroy(&g);
}

/* Seed 003: a Deck already empty when the Draw begins is rebuilt from the
 * Discard pile before the first card. */
static void test_3_2_2_d_draw_from_an_empty_deck_uses_the_discard(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(2, ts_ruleset());
    const int p = 0;
    empty_deck_into(g, p, ALT_ZONE_MANA, 3);
    empty_deck_into(g, p, ALT_ZONE_DISCARD, 0);
    int hand = ts_count(g, p, ALT_ZONE_HAND);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DISCARD), 3);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), hand + 2);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), 1);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DISCARD), 0);
    alt_game_destroy(&g);
}

/* CR 3.2.2.e: with the Deck and the Discard pile both empty there is nothing
 * to draw: the draw does nothing and the game goes on. */
static void test_3_2_2_e_nothing_to_draw_does_nothing(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(3, ts_ruleset());
    const int p = 0;
    empty_deck_into(g, p, ALT_ZONE_MANA, 0);
    int hand = ts_count(g, p, ALT_ZONE_HAND);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), hand);
    assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), 0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.day, 2);
    /* The other player drew as usual. */
    assert_int_equal(ts_count(g, 1 - p, ALT_ZONE_HAND), 5);
    alt_game_destroy(&g);
}

/* CR 3.2.2.e: one card in all: the first draw takes it, the second finds
 * nothing even after trying the (empty) Discard pile. */
static void test_3_2_2_e_draw_stops_when_the_cards_run_out(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(4, ts_ruleset());
    const int p = 1;
    empty_deck_into(g, p, ALT_ZONE_MANA, 1);
    uint8_t last = ts_id_at(g, p, ALT_ZONE_DECK, 0);
    int hand = ts_count(g, p, ALT_ZONE_HAND);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), hand + 1);
    assert_int_equal(ts_zone(g, p, last), ALT_ZONE_HAND);
    alt_game_destroy(&g);
}

/* The reshuffle draws on the game's own random generator: two copies of one
 * state draw the same cards in the same order. */
static void test_reshuffle_is_deterministic(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(5, ts_ruleset());
    empty_deck_into(g, 0, ALT_ZONE_DISCARD, 0);
    alt_game *h = alt_game_clone(g);
    assert_non_null(h);
    assert_true(ts_end_day(g));
    assert_true(ts_end_day(h));
    assert_int_equal(alt_game_hash(g), alt_game_hash(h));
    uint8_t deck_g[ALT_POS_OBJECTS], deck_h[ALT_POS_OBJECTS];
    int n = ts_ids(g, 0, ALT_ZONE_DECK, deck_g, ALT_POS_OBJECTS);
    assert_int_equal(ts_ids(h, 0, ALT_ZONE_DECK, deck_h, ALT_POS_OBJECTS), n);
    assert_memory_equal(deck_g, deck_h, (size_t)n);
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
