/*
 * test_rules_night.c: Night's three daily effects (seed 003; CR 4.2.5): Rest,
 * Clean-up and Check Victory, under both rulesets ("seeds", the default, and
 * "cr3"), and the tiebreakers in the Arena (CR 4.3) over several Days.
 *
 * Tests stage objects and Expedition distances on Day 1's Afternoon
 * through the game's position, then let both players pass so that Dusk and Night run on the
 * public path, and observe zones, statuses, the winner and the outcome.
 */
#include "support.h"

#include <string.h>

enum { P0 = 0, P1 = 1 };

static alt_game *afternoon_with(uint64_t seed, alt_ruleset r, const char *hero0)
{
    alt_deck d0 = ts_deck_kitchen(hero0), d1 = ts_deck_kitchen(NULL);
    alt_game *g = ts_game_new(seed, r, &d0, &d1);
    ts_opening(g);
    return g;
}

static alt_game *afternoon(uint64_t seed)
{
    return afternoon_with(seed, ts_ruleset(), NULL);
}

/* Both players pass: Dusk runs and Night begins. Returns at the first
 * Clean-up choice, the next Morning, or the game's end. */
static void pass_both(alt_game *g)
{
    while (alt_game_decision(g).kind == ALT_DEC_TURN)
        ts_pass(g);
}

static void keep(alt_game *g, int p, uint8_t id)
{
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CLEANUP);
    assert_int_equal(d.player, p);
    ts_apply(g, ts_act(ALT_ACT_KEEP, p, id, 0, 0));
}

/* ------------------------------------------------------------------ Rest */

/* CR 4.2.5.b, seed 003: Rest sends the Characters in both Expeditions to
 * Reserve, where they have no status. */
static void test_4_2_5_b_rest_sends_characters_to_reserve(void **state)
{
    (void)state;
    alt_game *g = afternoon(1);
    uint8_t a = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    uint8_t b = ts_stage(g, P0, "TEST_VANILLA_2", ALT_ZONE_EXP_COMPANION, ALT_STATUS_EXHAUSTED, 0);
    uint8_t c = ts_stage(g, P1, "TEST_ZERO", ALT_ZONE_EXP_HERO, 0, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, a), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, P0, b), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, P1, c), ALT_ZONE_RESERVE);
    assert_int_equal(ts_status(g, P0, b), 0);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_EXP_HERO) + ts_count(g, P0, ALT_ZONE_EXP_COMPANION), 0);
    alt_game_destroy(&g);
}

/* CR 2.4.2, 2.4.3 (and their remark): Anchored and Asleep Characters stay in
 * their Expedition at Rest and lose those statuses; a Character with both
 * loses both. Other statuses stay (CR 2.4.1.e). */
static void test_2_4_2_anchored_and_asleep_stay_and_lose_the_status(void **state)
{
    (void)state;
    alt_game *g = afternoon(2);
    uint8_t anchored = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, ALT_STATUS_ANCHORED, 0);
    uint8_t asleep = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, ALT_STATUS_ASLEEP, 0);
    uint8_t both = ts_stage(g, P1, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, ALT_STATUS_ANCHORED | ALT_STATUS_ASLEEP, 1);
    uint8_t fleet = ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION,
                             ALT_STATUS_ANCHORED | ALT_STATUS_FLEETING, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, anchored), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_status(g, P0, anchored), 0);
    assert_int_equal(ts_zone(g, P0, asleep), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_status(g, P0, asleep), 0);
    assert_int_equal(ts_zone(g, P1, both), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_status(g, P1, both), 0);
    assert_int_equal(ts_boosts(g, P1, both), 1);   /* it never left the Expedition */
    assert_int_equal(ts_zone(g, P1, fleet), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_status(g, P1, fleet), ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

/* CR 2.4.6.d (4.0 2.4.7.d): a Fleeting Character that would go to Reserve at Rest is
 * discarded instead, losing its boosts (CR 2.4.4.b remark). */
static void test_2_4_6_d_fleeting_character_is_discarded_at_rest(void **state)
{
    (void)state;
    alt_game *g = afternoon(3);
    uint8_t f = ts_stage(g, P0, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, ALT_STATUS_FLEETING, 2);
    uint8_t plain = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, f), ALT_ZONE_DISCARD);
    assert_int_equal(ts_status(g, P0, f), 0);
    assert_int_equal(ts_boosts(g, P0, f), 0);
    assert_int_equal(ts_zone(g, P0, plain), ALT_ZONE_RESERVE);
    alt_game_destroy(&g);
}

/* CR 7.4.3.b: an Eternal Character is not sent to Reserve at Rest (and,
 * never leaving the Expedition, keeps its boosts). */
static void test_7_4_3_b_eternal_character_stays(void **state)
{
    (void)state;
    alt_game *g = afternoon(4);
    uint8_t e = ts_stage(g, P0, "TEST_ETERNAL", ALT_ZONE_EXP_COMPANION, 0, 1);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, e), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_boosts(g, P0, e), 1);
    /* It stays Day after Day. */
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, e), ALT_ZONE_EXP_COMPANION);
    alt_game_destroy(&g);
}

/* CR 7.3.4: a token sent to Reserve at Rest ceases to exist. */
static void test_7_3_4_tokens_cease_to_exist_at_rest(void **state)
{
    (void)state;
    alt_game *g = afternoon(5);
    uint8_t t = ts_stage_token(g, P1, ALT_EXP_HERO);
    assert_int_equal(ts_zone(g, P1, t), ALT_ZONE_EXP_HERO);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P1, t), TS_NO_ZONE);
    assert_int_equal(alt_game_object_card(g, P1, t), ALT_CARD_NONE);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_RESERVE), 0);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_DISCARD), 0);
    alt_game_destroy(&g);
}

/* CR 7.4.6.b, seed 003 "boosts": boosts are removed when a Character leaves
 * the Expeditions, except from a Seasoned one going to Reserve. */
static void test_7_4_6_b_seasoned_keeps_its_boosts_into_reserve(void **state)
{
    (void)state;
    alt_game *g = afternoon(6);
    uint8_t seasoned = ts_stage(g, P0, "TEST_SEASONED", ALT_ZONE_EXP_HERO, 0, 2);
    uint8_t plain = ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 2);
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, P0, seasoned), ALT_ZONE_RESERVE);
    assert_int_equal(ts_boosts(g, P0, seasoned), 2);
    assert_int_equal(ts_zone(g, P0, plain), ALT_ZONE_RESERVE);
    assert_int_equal(ts_boosts(g, P0, plain), 0);
    alt_game_destroy(&g);
}

/* Seed 003 "boosts", CR 2.4.4.b remark: a boost lives in the Expedition or
 * on a Landmark: a boosted Landmark sacrificed at Clean-up loses it. */
static void test_2_4_4_boosts_gone_when_leaving_a_landmark(void **state)
{
    (void)state;
    alt_game *g = afternoon(7);
    uint8_t l[3];
    for (int i = 0; i < 3; i++)
        l[i] = ts_stage(g, P1, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 1);
    pass_both(g);
    keep(g, P1, l[0]);
    keep(g, P1, l[1]);
    assert_int_equal(ts_zone(g, P1, l[2]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_boosts(g, P1, l[2]), 0);
    assert_int_equal(ts_boosts(g, P1, l[0]), 1);
    alt_game_destroy(&g);
}

/* CR 4.2.5.b: a Gear rests only when its Expedition moved forward this Day;
 * otherwise it stays, like any other Permanent. */
static void test_4_2_5_b_gears_rest_only_when_their_expedition_moved(void **state)
{
    (void)state;
    alt_game *g = afternoon(8);
    uint8_t moved = ts_stage(g, P0, "TEST_GEAR", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    uint8_t stayed = ts_stage(g, P0, "TEST_GEAR", ALT_ZONE_EXP_COMPANION, 0, 0);
    uint8_t fleet = ts_stage(g, P1, "TEST_GEAR", ALT_ZONE_EXP_HERO, ALT_STATUS_FLEETING, 0);
    ts_stage(g, P1, "TEST_FOREST_3", ALT_ZONE_EXP_COMPANION, 0, 0);   /* P1's Companion moves, not its Hero */
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 0);
    assert_int_equal(ts_zone(g, P0, moved), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, P0, stayed), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_zone(g, P1, fleet), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_status(g, P1, fleet), ALT_STATUS_FLEETING);

    /* Day 2: P1's Hero Expedition moves; its Fleeting Gear is discarded
     * (CR 2.4.6.d). */
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    ts_stage(g, P1, "TEST_VANILLA_5", ALT_ZONE_EXP_HERO, 0, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    assert_int_equal(ts_zone(g, P1, fleet), ALT_ZONE_DISCARD);
    assert_int_equal(ts_zone(g, P0, stayed), ALT_ZONE_EXP_COMPANION);
    alt_game_destroy(&g);
}

/* -------------------------------------------------------------- Clean-up */

/* CR 4.2.5.c-d, 3.2.10.b, seed 003: without a Hero, a player keeps 2 objects
 * in Reserve and 2 Landmarks. The first player chooses first (Reserve, then
 * Landmarks), then the second; only then is everything not chosen
 * discarded or sacrificed, all at once. */
static void test_4_2_5_c_cleanup_keeps_two_and_two_first_player_first(void **state)
{
    (void)state;
    alt_game *g = afternoon(9);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t fr[4], fl[3], sr[3];
    fr[0] = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    fr[1] = ts_stage(g, f, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    fr[2] = ts_stage(g, f, "TEST_ZERO", ALT_ZONE_EXP_COMPANION, 0, 0);
    fr[3] = ts_stage(g, f, "TEST_SPELL", ALT_ZONE_RESERVE, 0, 0);
    fl[0] = ts_stage(g, f, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    fl[1] = ts_stage(g, f, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    fl[2] = ts_stage(g, f, "TEST_SCOUT_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    sr[0] = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
    sr[1] = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    sr[2] = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    int f_discard = ts_count(g, f, ALT_ZONE_DISCARD), s_discard = ts_count(g, s, ALT_ZONE_DISCARD);

    pass_both(g);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CLEANUP);
    assert_int_equal(d.phase, ALT_PHASE_NIGHT);
    assert_int_equal(d.player, f);
    assert_int_equal(ts_count(g, f, ALT_ZONE_RESERVE), 4);   /* Rest came first */

    /* The choices offered are exactly the Reserve's objects. */
    alt_action list[16];
    size_t n = alt_game_list(g, list, 16);
    assert_int_equal(n, 4);
    for (int i = 0; i < 4; i++)
        assert_true(ts_in_list(list, n, ts_act(ALT_ACT_KEEP, f, fr[i], 0, 0)));
    keep(g, f, fr[3]);
    n = alt_game_list(g, list, 16);
    assert_int_equal(n, 3);   /* a kept object is not offered again */
    keep(g, f, fr[0]);
    /* Then f's Landmarks. */
    n = alt_game_list(g, list, 16);
    assert_int_equal(n, 3);
    assert_true(ts_in_list(list, n, ts_act(ALT_ACT_KEEP, f, fl[2], 0, 0)));
    keep(g, f, fl[2]);
    keep(g, f, fl[0]);

    /* Now s chooses; nothing of f's has been discarded yet. */
    assert_int_equal(alt_game_decision(g).player, s);
    assert_int_equal(ts_count(g, f, ALT_ZONE_RESERVE), 4);
    assert_int_equal(ts_count(g, f, ALT_ZONE_LANDMARK), 3);
    assert_int_equal(ts_count(g, f, ALT_ZONE_DISCARD), f_discard);
    keep(g, s, sr[2]);
    keep(g, s, sr[1]);

    /* All at once: Day 2 begins with everyone within the limits. */
    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.day, 2);
    assert_int_equal(ts_zone(g, f, fr[3]), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, f, fr[0]), ALT_ZONE_RESERVE);
    assert_int_equal(ts_zone(g, f, fr[1]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_zone(g, f, fr[2]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_zone(g, f, fl[2]), ALT_ZONE_LANDMARK);
    assert_int_equal(ts_zone(g, f, fl[0]), ALT_ZONE_LANDMARK);
    assert_int_equal(ts_zone(g, f, fl[1]), ALT_ZONE_DISCARD);   /* sacrificed */
    assert_int_equal(ts_zone(g, s, sr[0]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_count(g, f, ALT_ZONE_DISCARD), f_discard + 3);
    assert_int_equal(ts_count(g, s, ALT_ZONE_DISCARD), s_discard + 1);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < ts_count(g, p, ALT_ZONE_RESERVE); i++)
            assert_int_equal(ts_object(g, p, ts_id_at(g, p, ALT_ZONE_RESERVE, i)).flags, 0);
    alt_game_destroy(&g);
}

/* CR 4.2.5.c: a player within both limits has nothing to choose: the Night
 * asks no Clean-up question. */
static void test_4_2_5_c_within_the_limits_no_choice(void **state)
{
    (void)state;
    alt_game *g = afternoon(10);
    for (int p = 0; p < 2; p++) {
        ts_stage(g, p, "TEST_VANILLA_1", ALT_ZONE_EXP_HERO, 0, 0);
        ts_stage(g, p, "TEST_SPELL", ALT_ZONE_RESERVE, 0, 0);
        ts_stage(g, p, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
        ts_stage(g, p, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    }
    pass_both(g);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.day, 2);
    for (int p = 0; p < 2; p++) {
        assert_int_equal(ts_count(g, p, ALT_ZONE_RESERVE), 2);
        assert_int_equal(ts_count(g, p, ALT_ZONE_LANDMARK), 2);
    }
    alt_game_destroy(&g);
}

/* CR 3.2.10.b, 3.2.7.b, 2.2.12 (seed 000): a Hero's limits apply: TEST_HERO
 * keeps 3 in Reserve and 1 Landmark; the opponent without a Hero keeps 2. */
static void test_3_2_10_b_hero_reserve_limit_3_landmark_limit_1(void **state)
{
    (void)state;
    alt_game *g = afternoon_with(11, ts_ruleset(), "TEST_HERO");
    uint8_t r[4], l[2], o[3];
    for (int i = 0; i < 4; i++)
        r[i] = ts_stage(g, P0, i < 2 ? "TEST_VANILLA_1" : "TEST_ZERO", ALT_ZONE_RESERVE, 0, 0);
    l[0] = ts_stage(g, P0, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    l[1] = ts_stage(g, P0, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    for (int i = 0; i < 3; i++)
        o[i] = ts_stage(g, P1, "TEST_VANILLA_2", ALT_ZONE_RESERVE, 0, 0);
    pass_both(g);

    int order[2] = {alt_game_first_player(g), alt_game_first_player(g) ^ 1};
    for (int k = 0; k < 2; k++) {
        if (order[k] == P0) {
            keep(g, P0, r[1]);
            keep(g, P0, r[2]);
            keep(g, P0, r[3]);
            keep(g, P0, l[1]);   /* one Landmark */
        } else {
            keep(g, P1, o[0]);
            keep(g, P1, o[1]);
        }
    }
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_EXPAND);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_RESERVE), 3);
    assert_int_equal(ts_zone(g, P0, r[0]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_LANDMARK), 1);
    assert_int_equal(ts_zone(g, P0, l[0]), ALT_ZONE_DISCARD);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_RESERVE), 2);
    assert_int_equal(ts_zone(g, P1, o[2]), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* --------------------------------------------------------- Check Victory */

/* CR 4.2.5.d: with every sum at 6 or less (the Expeditions have neither met
 * nor crossed) nothing happens: another Day, outside the Arena. */
static void test_4_2_5_d_sums_of_six_or_less_play_on(void **state)
{
    (void)state;
    alt_game *g = afternoon(12);
    ts_set_distance(g, P0, ALT_EXP_HERO, 3);
    ts_set_distance(g, P0, ALT_EXP_COMPANION, 3);
    ts_set_distance(g, P1, ALT_EXP_HERO, 2);
    ts_set_distance(g, P1, ALT_EXP_COMPANION, 3);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_decision(g).day, 2);
    assert_int_equal(alt_game_winner(g), -1);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_NONE);
    assert_false(alt_game_in_arena(g));
    alt_game_destroy(&g);
}

/* CR 4.2.5.d, seed 003 "the first to have both Expedition markers meet
 * wins": a sum of 7 or more, strictly greater than the opponent's, wins at
 * Night, after Rest, in both rulesets. */
static void test_4_2_5_d_a_sum_of_seven_wins(void **state)
{
    (void)state;
    for (int r = 0; r < ALT_RULESET__COUNT; r++) {
        alt_game *g = afternoon_with(13, (alt_ruleset)r, NULL);
        ts_set_distance(g, P1, ALT_EXP_HERO, 4);
        ts_set_distance(g, P1, ALT_EXP_COMPANION, 2);
        ts_set_distance(g, P0, ALT_EXP_HERO, 5);
        uint8_t c = ts_stage(g, P1, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
        pass_both(g);
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_NONE);
        assert_int_equal(d.phase, ALT_PHASE_OVER);
        assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 3);
        assert_int_equal(ts_region(g, P1, ALT_EXP_HERO), ts_region(g, P1, ALT_EXP_COMPANION));
        assert_int_equal(alt_game_winner(g), P1);
        assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_SUM);
        assert_string_equal(alt_outcome_rule(alt_game_outcome(g)), "4.2.5.d");
        assert_int_equal(ts_zone(g, P1, c), ALT_ZONE_RESERVE);   /* Rest ran first */
        /* Nothing more applies (CR 1.3.3). */
        alt_action list[4];
        assert_int_equal(alt_game_list(g, list, 4), 0);
        ts_reject(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0), ALT_E_GAME_OVER);
        alt_game_destroy(&g);
    }
}

/* Both players reach 7 or more on the same Day, P0 with 8 and P1 with 7:
 * both Hero Expeditions leave the all-terrain Hero region (P0 wins the
 * forest, P1 the mountain), and P0's Companion also arrives. */
static alt_game *same_day_meeting(alt_ruleset r, int p0_further)
{
    alt_game *g = afternoon_with(14, r, NULL);
    ts_set_distance(g, P0, ALT_EXP_COMPANION, 6);
    ts_set_distance(g, P1, ALT_EXP_COMPANION, 6);
    ts_stage(g, P0, "TEST_FOREST_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_MOUNTAIN_3", ALT_ZONE_EXP_HERO, 0, 0);
    if (p0_further)
        ts_stage(g, P0, "TEST_VANILLA_5", ALT_ZONE_EXP_COMPANION, 0, 0);
    pass_both(g);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), p0_further ? 7 : 6);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), 6);
    return g;
}

/* Seed 003 (the default ruleset): when both meet on the same Day, the player
 * who moved further than necessary loses the tiebreaker. */
static void test_seed003_same_day_further_than_necessary_loses(void **state)
{
    (void)state;
    alt_game *g = same_day_meeting(ts_ruleset(), 1);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_winner(g), P1);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_TIEBREAK);
    alt_game_destroy(&g);
}

/* CR 4.2.5.d (ruleset cr3): the greater sum wins. */
static void test_4_2_5_d_cr3_same_day_greater_sum_wins(void **state)
{
    (void)state;
    alt_game *g = same_day_meeting(ts_ruleset_cr(), 1);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_winner(g), P0);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_SUM);
    alt_game_destroy(&g);
}

/* Seed 003 "if still tied, play another Day", CR 4.2.5.d, 4.3.a: equal sums
 * of 7 or more start the tiebreakers, in both rulesets: nobody wins, the
 * game goes to the Arena and on to the next Day. */
static void test_4_3_a_equal_sums_go_to_the_arena(void **state)
{
    (void)state;
    for (int r = 0; r < ALT_RULESET__COUNT; r++) {
        alt_game *g = same_day_meeting((alt_ruleset)r, 0);
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_EXPAND);
        assert_int_equal(d.day, 2);
        assert_int_equal(alt_game_winner(g), -1);
        assert_true(alt_game_in_arena(g));
        alt_game_destroy(&g);
    }
}

/* In the Arena, at Day 2's Afternoon. */
static alt_game *arena_afternoon(alt_ruleset r)
{
    alt_game *g = same_day_meeting(r, 0);
    assert_true(alt_game_in_arena(g));
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    return g;
}

/* CR 4.3.e, seed 003 "Arena": each player totals each terrain over both
 * Expeditions; the one winning more terrains (each positive and strictly
 * greater) wins, at Dusk. Expeditions no longer move (CR 4.3.d). */
static void test_4_3_e_arena_more_terrains_won_wins(void **state)
{
    (void)state;
    alt_game *g = arena_afternoon(ts_ruleset());
    ts_stage(g, P0, "TEST_FOREST_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_MOUNTAIN_3", ALT_ZONE_EXP_COMPANION, 0, 0);   /* sums across Expeditions */
    ts_stage(g, P1, "TEST_WATER_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_ZERO", ALT_ZONE_EXP_COMPANION, 0, 0);
    pass_both(g);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_winner(g), P0);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ARENA);
    assert_string_equal(alt_outcome_rule(ALT_OUTCOME_ARENA), "4.3.e");
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);   /* nobody moved */
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    /* Decided at Dusk: the Characters are still in their Expeditions. */
    assert_int_equal(ts_count(g, P0, ALT_ZONE_EXP_HERO), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.4.l (4.0 7.4.4.m): in the Arena a Gigantic Character counts twice: a 2/2/2
 * Gigantic (4/4/4) beats 3/3/3 in every terrain. */
static void test_7_4_4_l_gigantic_counts_twice_in_the_arena(void **state)
{
    (void)state;
    alt_game *g = arena_afternoon(ts_ruleset_cr());
    ts_stage(g, P1, "TEST_GIGANTIC", ALT_ZONE_EXP_COMPANION, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_VANILLA_1", ALT_ZONE_EXP_COMPANION, 0, 0);
    pass_both(g);
    assert_int_equal(alt_game_winner(g), P1);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ARENA);
    alt_game_destroy(&g);
}

/* CR 4.3.e-f, seed 003 "if still tied, play another Day in the Arena": an
 * Arena Dusk that is a tie in terrains won (1 each, one terrain tied, or no
 * positive total) decides nothing, Check Victory does nothing though both
 * sums are 7, and the Arena goes on Day after Day until a Dusk decides. */
static void test_4_3_f_arena_lasts_several_days(void **state)
{
    (void)state;
    alt_game *g = arena_afternoon(ts_ruleset());
    /* Day 2: forest to P0, mountain to P1, water tied. */
    ts_stage(g, P0, "TEST_FOREST_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P0, "TEST_WATER_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_MOUNTAIN_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, P1, "TEST_WATER_3", ALT_ZONE_EXP_COMPANION, 0, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_decision(g).day, 3);
    assert_int_equal(alt_game_winner(g), -1);
    assert_true(alt_game_in_arena(g));

    /* Day 3: nothing in play: every total 0, not positive. */
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    for (int p = 0; p < 2; p++)
        for (int e = 0; e < 2; e++)
            assert_int_equal(ts_count(g, p, e == 0 ? ALT_ZONE_EXP_HERO : ALT_ZONE_EXP_COMPANION), 0);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_decision(g).day, 4);
    assert_int_equal(alt_game_winner(g), -1);

    /* Day 4: P1 wins the water alone. */
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    ts_stage(g, P1, "TEST_WATER_3", ALT_ZONE_EXP_COMPANION, 0, 0);
    pass_both(g);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_winner(g), P1);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ARENA);
    alt_game_destroy(&g);
}

/* CR 4.3.f: Check Victory has no effect in the Arena, even with unequal
 * sums of 7 or more. */
static void test_4_3_f_check_victory_does_nothing_in_the_arena(void **state)
{
    (void)state;
    alt_game *g = arena_afternoon(ts_ruleset_cr());
    ts_set_distance(g, P0, ALT_EXP_HERO, 7);   /* sum 13 against 7 */
    assert_true(ts_end_day(g));   /* Night's Check Victory runs on the way */
    assert_int_equal(alt_game_winner(g), -1);
    assert_int_equal(alt_game_decision(g).day, 3);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_5_b_rest_sends_characters_to_reserve),
        cmocka_unit_test(test_2_4_2_anchored_and_asleep_stay_and_lose_the_status),
        cmocka_unit_test(test_2_4_6_d_fleeting_character_is_discarded_at_rest),
        cmocka_unit_test(test_7_4_3_b_eternal_character_stays),
        cmocka_unit_test(test_7_3_4_tokens_cease_to_exist_at_rest),
        cmocka_unit_test(test_7_4_6_b_seasoned_keeps_its_boosts_into_reserve),
        cmocka_unit_test(test_2_4_4_boosts_gone_when_leaving_a_landmark),
        cmocka_unit_test(test_4_2_5_b_gears_rest_only_when_their_expedition_moved),
        cmocka_unit_test(test_4_2_5_c_cleanup_keeps_two_and_two_first_player_first),
        cmocka_unit_test(test_4_2_5_c_within_the_limits_no_choice),
        cmocka_unit_test(test_3_2_10_b_hero_reserve_limit_3_landmark_limit_1),
        cmocka_unit_test(test_4_2_5_d_sums_of_six_or_less_play_on),
        cmocka_unit_test(test_4_2_5_d_a_sum_of_seven_wins),
        cmocka_unit_test(test_seed003_same_day_further_than_necessary_loses),
        cmocka_unit_test(test_4_2_5_d_cr3_same_day_greater_sum_wins),
        cmocka_unit_test(test_4_3_a_equal_sums_go_to_the_arena),
        cmocka_unit_test(test_4_3_e_arena_more_terrains_won_wins),
        cmocka_unit_test(test_7_4_4_l_gigantic_counts_twice_in_the_arena),
        cmocka_unit_test(test_4_3_f_arena_lasts_several_days),
        cmocka_unit_test(test_4_3_f_check_victory_does_nothing_in_the_arena),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
