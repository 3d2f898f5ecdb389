/*
 * test_rules_reaction_checks.c: when Reactions are checked, and what an
 * effect's steps are (CR 4.2.d, 4.4.c, 6.1.c). A Reaction that waits too
 * long, or a Reaction created while another resolves and then forgotten,
 * changes the board the next decision is taken on; so each test looks at
 * the board at the first decision after the Reaction should have resolved.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-reaction-checks-1\n"
    "T_WATCHER\tWatcher\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tOPPDRAWS:draw(1)\n"
    "T_COACH\tCoach\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:target_boost(1,mychar)\n"
    "T_FAN\tFan\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tBOOSTED:draw(1)\n"
    "T_SPY_CRAFT\tSpy Craft\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:sabotage;THEN:resupply(1)\n"
    "T_FILLER\tFiller\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";

#define DECK "\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]"

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to take an Afternoon turn; p0 and p1 are the players' keys. */
static alt_game *board(const char *p0, const char *p1)
{
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 19, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": [{%s}, {%s}]}",
             p0, p1);
    return ts_position_in(db(), json);
}

static void play_from_hand(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO && list[i].choice == 0 &&
            alt_game_object_zone(g, P0, list[i].object) == ALT_ZONE_HAND) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("P0 cannot play from Hand");
}

/* CR 4.2.d: the Morning's draw is a daily effect; P1's Watcher reacts to
 * P0's draw, and that Reaction is played before the next daily effect,
 * Expand: when Expand waits, P1 holds its own two cards and the Watcher's. */
static void test_4_2_d_reactions_are_checked_after_each_daily_effect(void **state)
{
    (void)state;
    /* Anchored, the Watcher stays in play through Rest (CR 2.4.2). */
    alt_game *g = board("\"zones\": {" DECK "}",
                        "\"passed\": true, \"zones\": {\"hero_expedition\": [{\"card\": \"T_WATCHER\","
                        " \"statuses\": [\"anchored\"]}], " DECK "}");
    int hand0 = alt_game_zone_count(g, P0, ALT_ZONE_HAND), hand1 = alt_game_zone_count(g, P1, ALT_ZONE_HAND);
    ts_pass(g);
    assert_true(ts_run_until(g, ALT_DEC_EXPAND));
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_MORNING);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_HAND), hand0 + 2);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_HAND), hand1 + 2 + 1);
    alt_game_destroy(&g);
}

/* CR 4.4.c: the Coach's {J} boosts the Fan, which creates the Fan's
 * Reaction while the Coach's resolves; Reactions are checked again, so
 * the Fan's draw happens before the turn passes to P1. */
static void test_4_4_c_reactions_are_checked_again_after_each_reaction(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_COACH\"], \"mana\": [\"T_FILLER\"],"
                        " \"companion_expedition\": [\"T_FAN\"], " DECK "}",
                        "\"zones\": {" DECK "}");
    play_from_hand(g);
    /* The Coach's target: the Fan (the Coach itself is listed too). */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int chose = 0;
    for (size_t i = 0; i < n && !chose; i++)
        if (list[i].object != ALT_NO_OBJECT && alt_game_object_zone(g, P0, list[i].object) == ALT_ZONE_EXP_COMPANION) {
            ts_apply(g, list[i]);
            chose = 1;
        }
    assert_true(chose);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, P1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_HAND), 1);   /* the Fan's draw */
    alt_game_destroy(&g);
}

/* CR 6.1.c, its Example (Spy Craft): "Sabotage, then Resupply" is two
 * steps. While P0 picks what to sabotage, the Resupply has not happened;
 * it happens after, whatever the first step did, none included. */
static void test_6_1_c_each_verb_is_a_separate_step(void **state)
{
    (void)state;
    for (int sabotage_none = 0; sabotage_none < 2; sabotage_none++) {
        alt_game *g = board("\"zones\": {\"hand\": [\"T_SPY_CRAFT\"], \"mana\": [\"T_FILLER\"], " DECK "}",
                            "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK "}");
        int deck = alt_game_zone_count(g, P0, ALT_ZONE_DECK);
        play_from_hand(g);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_DECK), deck);
        assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 0);
        alt_action list[ALT_ANSWERS_MAX];
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        int chose = 0;
        for (size_t i = 0; i < n && !chose; i++)
            if ((list[i].object == ALT_NO_OBJECT) == sabotage_none) {
                ts_apply(g, list[i]);
                chose = 1;
            }
        assert_true(chose);
        assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), sabotage_none ? 1 : 0);
        assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_DECK), deck - 1);   /* the Resupply */
        alt_game_destroy(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_d_reactions_are_checked_after_each_daily_effect),
        cmocka_unit_test(test_4_4_c_reactions_are_checked_again_after_each_reaction),
        cmocka_unit_test(test_6_1_c_each_verb_is_a_separate_step),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
