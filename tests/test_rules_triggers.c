/*
 * test_rules_triggers.c: when a Reaction's condition is read (CR 6.3.b,
 * 6.3.k, 6.5.c), on Beyond the Gates cards staged as positions.
 *
 * A trigger written in words may carry a condition after its comma ("At
 * Noon, if I have 2 or more boosts — Resupply"): from revision 2 of each
 * ruleset it is read as the event happens, and a Reaction whose condition
 * is false then never enters Limbo. A condition written in the effect ("{J}
 * If you control ..., I gain ...") is a step's and is read as it resolves.
 * Revision 1 read every condition as the Reaction resolved; its logs replay
 * as they were.
 */
#include "bundled.h"

#include <stdio.h>
#include <stdlib.h>

enum { P0 = 0, P1 = 1 };

enum { HARVESTERS = 0, SPINDLE = 1, PIGS = 0 };   /* ids: the deck list is the cards listed */   /* the object ids the positions give */

#define FILLER "{\"card\": \"ALT_CORE_B_OR_05_C\"}"
#define F3 FILLER ", " FILLER ", " FILLER

/* The Morning of Day 2, P1 (the second player) to Expand: after it, Noon.
 * P0 has Spindle Harvesters (MU_06_R1: "At Noon, if I have 2 or more boosts
 * — Resupply") in the Hero Expedition with `boosts` boosts, and The
 * Spindle (MU_30_R1, a Landmark: "At Noon — target Character you control
 * gains 1 boost"). */
static alt_game *noon_with(const char *ruleset, int boosts)
{
    char json[4096];
    snprintf(json, sizeof json,
             "{\"seed\": 5, \"ruleset\": \"%s\", \"day\": 2, \"phase\": \"morning\","
             " \"decision\": {\"kind\": \"expand\", \"player\": 1},"
             " \"players\": ["
             "  {\"zones\": {\"hero_expedition\": [{\"id\": %d, \"card\": \"ALT_CORE_B_MU_06_R1\", \"boosts\": %d}],"
             "               \"landmarks\": [{\"id\": %d, \"card\": \"ALT_CORE_B_MU_30_R1\"}],"
             "               \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 "]}}]}",
             ruleset, HARVESTERS, boosts, SPINDLE);
    alt_game *g = tb_position(json);
    ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, P1, ALT_NO_OBJECT, 0, 0));
    return g;
}

/* Answers the pending decisions: a Reaction order with the Spindle's
 * Reaction first, its target with the Harvesters; anything else with the first
 * answer listed. Stops once the Afternoon starts. */
static void resolve_noon(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    for (int guard = 0; guard < 20 && alt_game_decision(g).phase == ALT_PHASE_NOON; guard++) {
        alt_decision d = alt_game_decision(g);
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        assert_true(n > 0);
        alt_action pick = list[0];
        for (size_t i = 0; i < n; i++) {
            if (d.kind == ALT_DEC_REACTION && list[i].object == SPINDLE)
                pick = list[i];
            if (d.kind == ALT_DEC_CHOICE && list[i].object == HARVESTERS && list[i].choice == P0)
                pick = list[i];
        }
        ts_apply(g, pick);
    }
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
}

/* CR 6.3.b, 6.3.k: with 1 boost at Noon's start the Harvesters' condition
 * is false as the trigger happens, so its Reaction is not activated: only
 * the Spindle's waits (no order to choose), and the boost it gives comes
 * too late for a Resupply. */
static void test_6_3_b_a_false_trigger_condition_never_enters_limbo(void **state)
{
    (void)state;
    alt_game *g = noon_with("seeds-2", 1);
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_NOON);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* the Spindle's target: nothing to order */
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->limbo_n, 0);
    free(pos);
    resolve_noon(g);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 0);   /* no Resupply */
    alt_game_destroy(&g);
}

/* The same in the Complete Rules ruleset. */
static void test_6_3_b_cr3_reads_the_trigger_condition_at_the_event_too(void **state)
{
    (void)state;
    alt_game *g = noon_with("cr3-2", 1);
    resolve_noon(g);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

/* With 2 boosts the condition holds as Noon starts: both Reactions wait,
 * P0 orders them (CR 4.4.b), and the Harvesters Resupply. */
static void test_6_3_b_a_true_trigger_condition_activates(void **state)
{
    (void)state;
    alt_game *g = noon_with("seeds-2", 2);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_REACTION);
    resolve_noon(g);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&g);
}

/* Revision 1 read the condition as the Reaction resolved: the Spindle's
 * boost first makes it 2, and the Harvesters Resupply. */
static void test_6_3_b_revision_1_read_the_condition_when_resolving(void **state)
{
    (void)state;
    alt_game *g = noon_with("seeds-1", 1);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_REACTION);
    resolve_noon(g);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&g);
}

/* CR 6.5.c: a condition written in the effect is a step's, read as it
 * resolves, in every revision. Three Little Pigs (AX_12_C, "{J} If you
 * control two or more Landmarks, I gain 1 boost") played with one Landmark
 * gains nothing; with two, one boost. */
static void test_6_5_c_an_effect_condition_is_read_as_it_resolves(void **state)
{
    (void)state;
    for (int landmarks = 1; landmarks <= 2; landmarks++) {
        char json[4096];
        snprintf(json, sizeof json,
                 "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
                 " \"players\": ["
                 "  {\"zones\": {\"hand\": [{\"id\": %d, \"card\": \"ALT_CORE_B_AX_12_C\"}],"
                 "               \"landmarks\": [%s],"
                 "               \"mana\": [" F3 ", " F3 "], \"deck\": [" F3 "]}},"
                 "  {\"zones\": {\"deck\": [" F3 "]}}]}",
                 PIGS, landmarks == 1 ? "{\"card\": \"ALT_CORE_B_AX_25_C\"}"
                                       : "{\"card\": \"ALT_CORE_B_AX_25_C\"}, {\"card\": \"ALT_CORE_B_AX_25_C\"}");
        alt_game *g = tb_position(json);
        ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PIGS, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        alt_position *pos = ts_position_of(g);
        int boosts = -1;
        const alt_pos_player *pl = &pos->p[P0];
        for (int i = 0; i < pl->zone_n[ALT_ZONE_EXP_HERO]; i++)
            if (pl->zone[ALT_ZONE_EXP_HERO][i].id == PIGS)
                boosts = pl->zone[ALT_ZONE_EXP_HERO][i].boosts;
        free(pos);
        assert_int_equal(boosts, landmarks == 2 ? 1 : 0);
        alt_game_destroy(&g);
    }
}

/* CR 6.3.b with 6.3.l (4.0 6.3.m): a condition read as the event happened is not read
 * again as the Reaction resolves. Treyst & Rossum (AX_02_C, a Hero: "When a
 * card leaves your Reserve during the Afternoon, if I have less than five
 * Scrap counters — I gain a Scrap counter") hold 4; Loki (LY_21_R1, "{H}
 * Each player discards their hand and Reserve, then draws 3") empties P0's
 * Reserve of two cards at once: both Reactions activate at 4, and both
 * resolve, to 6. Revision 1 read the condition again at each resolution,
 * and stopped at 5. */
static int hero_counters_after_loki(const char *ruleset)
{
    char json[4096];
    snprintf(json, sizeof json,
             "{\"seed\": 5, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"hero\": \"ALT_CORE_B_AX_02_C\", \"hero_state\": {\"counters\": 4},"
             "   \"zones\": {\"hand\": [{\"id\": 0, \"card\": \"ALT_CORE_B_LY_21_R1\"}],"
             "               \"reserve\": [" FILLER ", " FILLER "],"
             "               \"mana\": [" F3 ", " F3 ", " FILLER "], \"deck\": [" F3 ", " F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 ", " F3 "]}}]}",
             ruleset);
    alt_game *g = tb_position(json);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, 0, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 0);
    alt_position *pos = ts_position_of(g);
    int counters = pos->p[P0].hero_counters;
    free(pos);
    alt_game_destroy(&g);
    return counters;
}

static void test_6_3_b_a_trigger_condition_is_not_read_again_when_resolving(void **state)
{
    (void)state;
    assert_int_equal(hero_counters_after_loki("seeds-2"), 6);
    assert_int_equal(hero_counters_after_loki("seeds-1"), 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_6_3_b_a_false_trigger_condition_never_enters_limbo),
        cmocka_unit_test(test_6_3_b_cr3_reads_the_trigger_condition_at_the_event_too),
        cmocka_unit_test(test_6_3_b_a_true_trigger_condition_activates),
        cmocka_unit_test(test_6_3_b_revision_1_read_the_condition_when_resolving),
        cmocka_unit_test(test_6_3_b_a_trigger_condition_is_not_read_again_when_resolving),
        cmocka_unit_test(test_6_5_c_an_effect_condition_is_read_as_it_resolves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
