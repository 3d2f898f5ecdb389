/*
 * test_decks.c: the bundled decks of altered-replay (replay/decks.c): the
 * six Constructed decks with Heroes that gen plays by default are legal
 * (CR 1.1.4), each led by a Hero of its faction, every card supported;
 * 30 seeds in a row pit every faction against every other, both ways; the
 * two Limited decks stay legal (CR 1.1.5).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "altered.h"
#include "decks.h"

static alt_cards *db;

static int load_db(void **state)
{
    (void)state;
    return alt_cards_bundled_named("btg-4", &db) == ALT_OK ? 0 : -1;
}

static int free_db(void **state)
{
    (void)state;
    alt_cards_destroy(&db);
    return 0;
}

static void test_hero_decks_are_constructed_and_led_by_their_faction(void **state)
{
    (void)state;
    static const alt_faction factions[REPLAY_HERO_DECKS] = {ALT_FACTION_AX, ALT_FACTION_BR, ALT_FACTION_LY,
                                                            ALT_FACTION_MU, ALT_FACTION_OR, ALT_FACTION_YZ};
    for (int f = 0; f < REPLAY_HERO_DECKS; f++) {
        alt_deck deck;
        char msg[256];
        assert_int_equal(replay_hero_deck(db, f, &deck, msg, sizeof msg), ALT_OK);
        assert_int_not_equal(deck.hero, ALT_CARD_NONE);
        const alt_card_info *hero = alt_cards_get(db, deck.hero);
        assert_int_equal(hero->type, ALT_TYPE_HERO);
        assert_int_equal(hero->faction, factions[f]);
        assert_true(hero->supported);
        alt_violation v[4];
        size_t n = alt_deck_validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, 4);
        if (n)
            fail_msg("%s deck: %s: %s", replay_hero_deck_name(f), v[0].rule, v[0].text);
    }
    alt_deck deck;
    char msg[64];
    assert_int_equal(replay_hero_deck(db, REPLAY_HERO_DECKS, &deck, msg, sizeof msg), ALT_E_ARG);
    assert_int_equal(replay_hero_deck(db, -1, &deck, msg, sizeof msg), ALT_E_ARG);
}

static void test_thirty_seeds_play_every_pair_both_ways(void **state)
{
    (void)state;
    for (uint64_t start = 0; start < 90; start += 30) {   /* any 30 seeds in a row from a multiple of 30 */
        int seen[REPLAY_HERO_DECKS][REPLAY_HERO_DECKS];
        memset(seen, 0, sizeof seen);
        for (uint64_t s = start; s < start + 30; s++) {
            int pair[2];
            replay_hero_pair(s, pair);
            assert_in_range(pair[0], 0, REPLAY_HERO_DECKS - 1);
            assert_in_range(pair[1], 0, REPLAY_HERO_DECKS - 1);
            assert_int_not_equal(pair[0], pair[1]);
            seen[pair[0]][pair[1]]++;
        }
        for (int a = 0; a < REPLAY_HERO_DECKS; a++)
            for (int b = 0; b < REPLAY_HERO_DECKS; b++)
                assert_int_equal(seen[a][b], a != b);
    }
}

static void test_limited_decks_stay_limited(void **state)
{
    (void)state;
    for (int p = 0; p < 2; p++) {
        alt_deck deck;
        char msg[256];
        assert_int_equal(replay_limited_deck(db, p, &deck, msg, sizeof msg), ALT_OK);
        assert_int_equal(deck.hero, ALT_CARD_NONE);
        assert_int_equal(alt_deck_validate(db, ALT_FORMAT_LIMITED, &deck, NULL, 0), 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hero_decks_are_constructed_and_led_by_their_faction),
        cmocka_unit_test(test_thirty_seeds_play_every_pair_both_ways),
        cmocka_unit_test(test_limited_decks_stay_limited),
    };
    return cmocka_run_group_tests(tests, load_db, free_db);
}
