/*
 * test_rules_card_facts.c: what the rules make of a card's printed facts
 * where a number or a faction is missing: a missing number is zero in any
 * calculation (CR 1.1.6.d), and neutral cards and tokens belong to no
 * faction (CR 2.2.9.b, 2.2.9.d), so they never count toward the Limited
 * limit of three factions. The database written below holds exactly the
 * cards each case needs.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1, CAP = 16 };

#define REC(ref, type, faction, stats) \
    ref "\t" ref "\t" type "\t" faction "\tCOMMON\t-\t1\t1\t" stats "\t-\t-\t-\t-\n"

/* Bravos commons C01..C10, one card of each other faction, a neutral
 * Character, and Mana Convergence printed with a faction's colours. */
static const char cards_text[] =
    "altered-cards\t1\ttest-rules-card-facts-1\n"
    "H_BR\tBravos Hero\tHERO\tBR\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t-\n"
    REC("C01", "CHARACTER", "BR", "1\t1\t1") REC("C02", "CHARACTER", "BR", "1\t1\t1")
    REC("C03", "CHARACTER", "BR", "1\t1\t1") REC("C04", "CHARACTER", "BR", "1\t1\t1")
    REC("C05", "CHARACTER", "BR", "1\t1\t1") REC("C06", "CHARACTER", "BR", "1\t1\t1")
    REC("C07", "CHARACTER", "BR", "1\t1\t1") REC("C08", "CHARACTER", "BR", "1\t1\t1")
    REC("C09", "CHARACTER", "BR", "1\t1\t1") REC("C10", "CHARACTER", "BR", "1\t1\t1")
    REC("AX1", "CHARACTER", "AX", "1\t1\t1")
    REC("LY1", "CHARACTER", "LY", "1\t1\t1")
    REC("MU1", "CHARACTER", "MU", "1\t1\t1")
    REC("NEUTRAL", "CHARACTER", "NE", "1\t1\t1")
    REC("MANA_MU", "TOKEN_MANA", "MU", "-\t-\t-")
    REC("NO_STATS", "CHARACTER", "BR", "-\t-\t-")
    REC("SPELL", "SPELL", "BR", "-\t-\t-");

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* Validates, as Limited, a Bravos-led deck of 29 Bravos cards and what
 * extra adds; asserts it breaks `expected` rules (printing them if not)
 * and returns the first rule broken, or "". */
static const char *limited_violations(alt_ruleset r, const char *extra, size_t expected)
{
    static alt_violation v[CAP];
    char text[512];
    snprintf(text, sizeof text,
             "1 H_BR\n3 C01\n3 C02\n3 C03\n3 C04\n3 C05\n3 C06\n3 C07\n3 C08\n3 C09\n2 C10\n%s", extra);
    alt_deck deck;
    char msg[128];
    if (alt_deck_parse(db(), text, strlen(text), &deck, msg, sizeof msg) != ALT_OK)
        fail_msg("deck list refused: %s", msg);
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = ALT_FORMAT_LIMITED;
    rules.ruleset = r;
    size_t n = alt_deck_check(db(), &rules, &deck, v, CAP);
    for (size_t i = 0; n != expected && i < n && i < CAP; i++)
        print_error("violation %s: %s\n", v[i].rule, v[i].text);
    assert_int_equal(n, expected);
    return n ? v[0].rule : "";
}

/* CR 1.1.6.d: "-" in the database is a missing number, read as zero. */
static void test_1_1_6_d_a_missing_number_is_read_as_zero(void **state)
{
    (void)state;
    const alt_card_info *spell = alt_cards_get(db(), alt_cards_find(db(), "SPELL"));
    assert_int_equal(spell->forest, 0);
    assert_int_equal(spell->mountain, 0);
    assert_int_equal(spell->water, 0);
    assert_int_equal(spell->reserve_limit, 0);
}

/* CR 1.1.6.d in a calculation: at Dusk a boosted Character whose
 * statistics are all missing totals 0 + 1 in each terrain, beats P1's
 * empty Expedition and moves forward; the unboosted one totals 0 and
 * stays (CR 4.2.4.b: a total must be above 0). */
static void test_1_1_6_d_a_missing_statistic_counts_as_zero_at_dusk(void **state)
{
    (void)state;
    const char *json =
        "{\"seed\": 9, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
        " \"players\": ["
        "  {\"zones\": {\"hero_expedition\": [{\"card\": \"NO_STATS\", \"boosts\": 1}],"
        "               \"companion_expedition\": [\"NO_STATS\"],"
        "               \"deck\": [\"C01\", \"C02\", \"C03\"]}},"
        "  {\"passed\": true, \"zones\": {\"deck\": [\"C01\", \"C02\", \"C03\"]}}]}";
    alt_game *g = ts_position_in(db(), json);
    ts_pass(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 0);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* CR 2.2.9.b: a neutral card has no faction, so Bravos, Axiom, Lyra and a
 * neutral Character are three factions, within the Limited limit. A fourth
 * faction (Muna) is over it: the limit is really being checked. */
static void test_2_2_9_b_a_neutral_card_counts_toward_no_faction(void **state)
{
    (void)state;
    limited_violations(ALT_RULESET_SEEDS_2, "1 AX1\n1 LY1\n1 NEUTRAL\n", 0);
    assert_string_equal(limited_violations(ALT_RULESET_SEEDS_2, "1 AX1\n1 LY1\n1 MU1\n", 1), "1.1.5.d");
}

/* CR 4.0 2.2.10.b (3.0's 2.2.9.b): the same, cited by 4.0's numbers under
 * a ruleset of 4.0, where the factions' limit is 1.1.5.c. */
static void test_2_2_10_b_a_neutral_card_counts_toward_no_faction_4_0(void **state)
{
    (void)state;
    limited_violations(ALT_RULESET_CR4_1, "1 AX1\n1 LY1\n1 NEUTRAL\n", 0);
    assert_string_equal(limited_violations(ALT_RULESET_CR4_1, "1 AX1\n1 LY1\n1 MU1\n", 1), "4.0 1.1.5.c");
}

/* CR 2.2.9.d (4.0 2.2.10.d) and its Remark: a token has no faction even when the card is
 * printed with a faction's symbol and colour, so Mana Convergence printed
 * in Muna's adds no fourth faction to a Bravos, Axiom and Lyra deck. */
static void test_2_2_9_d_a_token_counts_toward_no_faction(void **state)
{
    (void)state;
    limited_violations(ALT_RULESET_SEEDS_2, "1 AX1\n1 LY1\n3 MANA_MU\n", 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_1_1_6_d_a_missing_number_is_read_as_zero),
        cmocka_unit_test(test_1_1_6_d_a_missing_statistic_counts_as_zero_at_dusk),
        cmocka_unit_test(test_2_2_9_b_a_neutral_card_counts_toward_no_faction),
        cmocka_unit_test(test_2_2_10_b_a_neutral_card_counts_toward_no_faction_4_0),
        cmocka_unit_test(test_2_2_9_d_a_token_counts_toward_no_faction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
