/*
 * test_rules_deck_positions.c: CR 3.2.2.d-e, cards at a position of a Deck
 * too short for it. Every step that reads the top N cards (reveal, look
 * at, Resupply of two) first shuffles the Discard pile under the Deck, as
 * a draw does; revision 1 of each ruleset did so only for an empty Deck,
 * and stays as it was so that its logs replay unchanged. Situations are
 * positions over the bundled cards, played through the public API.
 */
#include "bundled.h"

#include <stdio.h>
#include <string.h>

#define FILLER "{\"card\": \"ALT_CORE_B_OR_05_C\"}"
#define TWO FILLER ", " FILLER
#define NINE TWO ", " TWO ", " TWO ", " TWO ", " FILLER

/* P0 to play Mind Apotheosis (reveal the top four, up to two Characters
 * into the Expeditions, the others discarded) with two cards in Deck and
 * three in the Discard pile, under the given ruleset. */
static alt_game *apotheosis(const char *ruleset)
{
    char json[4096];
    snprintf(json, sizeof json,
             "{\"seed\": 5, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_LY_27_C\"}], \"mana\": [" NINE "],"
             "               \"deck\": [" TWO "], \"discard\": [" TWO ", " FILLER "]}},"
             "  {\"zones\": {\"deck\": [" TWO "]}}]}",
             ruleset);
    return tb_position(json);
}

static void play_and_keep_none(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int played = 0;
    for (size_t i = 0; i < n && !played; i++)
        if (list[i].kind == ALT_ACT_PLAY && alt_game_object_card(g, 0, list[i].object) == tb_card("ALT_CORE_B_LY_27_C")) {
            ts_apply(g, list[i]);
            played = 1;
        }
    assert_true(played);
    /* The choice of Characters among the revealed cards: none. */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));
}

/* CR 3.2.2.d: the top four do not exist in a Deck of two, so the Discard
 * pile (three cards) is shuffled under it first and four are revealed:
 * one card stays in the Deck. */
static void test_3_2_2_d_reveal_shuffles_the_discard_under_a_short_deck(void **state)
{
    (void)state;
    alt_game *g = apotheosis("seeds-2");
    play_and_keep_none(g);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 1);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    alt_game_destroy(&g);
}

/* The same under the Complete Rules family. */
static void test_3_2_2_d_reveal_shuffles_under_cr3_too(void **state)
{
    (void)state;
    alt_game *g = apotheosis("cr3-2");
    play_and_keep_none(g);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 1);
    alt_game_destroy(&g);
}

/* Revision 1 revealed only what the Deck held: both cards, none shuffled
 * in, the Deck left empty. Its logs replay under exactly that. */
static void test_3_2_2_d_revision_1_reveals_only_what_the_deck_holds(void **state)
{
    (void)state;
    alt_game *g = apotheosis("seeds-1");
    int discard = alt_game_zone_count(g, 0, ALT_ZONE_DISCARD);
    play_and_keep_none(g);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 0);
    assert_true(alt_game_zone_count(g, 0, ALT_ZONE_DISCARD) >= discard + 2);
    alt_game_destroy(&g);
}

/* CR 3.2.2.e: with the Discard pile empty too, the positions that still
 * do not exist are simply not there: two cards are revealed. */
static void test_3_2_2_e_nothing_to_shuffle_reveals_what_there_is(void **state)
{
    (void)state;
    alt_game *g = tb_position(
        "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
        " \"players\": ["
        "  {\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_LY_27_C\"}], \"mana\": [" NINE "],"
        "               \"deck\": [" TWO "]}},"
        "  {\"zones\": {\"deck\": [" TWO "]}}]}");
    play_and_keep_none(g);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 0);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_3_2_2_d_reveal_shuffles_the_discard_under_a_short_deck),
        cmocka_unit_test(test_3_2_2_d_reveal_shuffles_under_cr3_too),
        cmocka_unit_test(test_3_2_2_d_revision_1_reveals_only_what_the_deck_holds),
        cmocka_unit_test(test_3_2_2_e_nothing_to_shuffle_reveals_what_there_is),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
