/*
 * test_rules_day.c: Morning, Noon and Afternoon (seed 003; CR 4.2.1-4.2.3)
 * and playing cards: costs (CR 3.2.9.f), the Reserve (CR 2.4.5-2.4.6, 5.2),
 * Spells (5.2.4), Landmarks (5.2.3), Gears (5.2.2), Cooldown (7.4.1), Scout
 * (7.4.5) and boosts (2.4.4).
 *
 * Each test starts at Day 1's first Afternoon turn of a game between two
 * "kitchen" decks of test cards (tests/support.h), stages the cards it needs
 * into Hand or Reserve, and plays through alt_game_apply.
 */
#include "support.h"

#include <string.h>

static alt_game *afternoon(uint64_t seed)
{
    return ts_game_at_afternoon(seed, ts_ruleset());
}

static int exhausted(const alt_game *g, int p, uint8_t id)
{
    return (ts_status(g, p, id) & ALT_STATUS_EXHAUSTED) != 0;
}

static int fleeting(const alt_game *g, int p, uint8_t id)
{
    return (ts_status(g, p, id) & ALT_STATUS_FLEETING) != 0;
}

static int can_play(const alt_game *g, uint8_t id, int expedition, int choice)
{
    alt_action list[256];
    size_t n = alt_game_list(g, list, 256);
    assert_true(n <= 256);
    alt_decision d = alt_game_decision(g);
    return ts_in_list(list, n, ts_act(ALT_ACT_PLAY, d.player, id, expedition, choice));
}

/* ------------------------------------------------------------ Afternoon */

/* CR 4.2.3.b-c, seed 003 "1 turn = 1 card": the first player takes the first
 * turn; playing a card ends the turn and the other player takes the next. */
static void test_4_2_3_b_turns_alternate_one_card_each(void **state)
{
    (void)state;
    alt_game *g = afternoon(1);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t a1 = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    uint8_t a2 = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    uint8_t b1 = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);

    assert_int_equal(alt_game_decision(g).player, f);
    ts_play(g, a1, ALT_EXP_HERO, 0);
    assert_int_equal(ts_zone(g, f, a1), ALT_ZONE_EXP_HERO);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(alt_game_decision(g).player, s);       /* one card, turn over */
    ts_play(g, b1, ALT_EXP_COMPANION, 0);
    assert_int_equal(ts_zone(g, s, b1), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(alt_game_decision(g).player, f);
    ts_play(g, a2, ALT_EXP_COMPANION, 0);
    assert_int_equal(alt_game_decision(g).player, s);
    alt_game_destroy(&g);
}

/* CR 4.2.3.e, seed 003: a player who passes plays no more cards this
 * Afternoon; the other player goes on alone, turn after turn; when both
 * have passed the Day moves on to Dusk (and here, through Night, to the next
 * Morning). */
static void test_4_2_3_e_after_a_pass_the_other_player_goes_on_alone(void **state)
{
    (void)state;
    alt_game *g = afternoon(2);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t late = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    uint8_t b1 = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    uint8_t b2 = ts_stage(g, s, "TEST_ZERO", ALT_ZONE_HAND, 0, 0);

    ts_pass(g);
    assert_int_equal(alt_game_decision(g).player, s);
    ts_play(g, b1, ALT_EXP_HERO, 0);
    assert_int_equal(alt_game_decision(g).player, s);   /* again: f has passed */
    ts_play(g, b2, ALT_EXP_HERO, 0);
    assert_int_equal(alt_game_decision(g).player, s);

    const char *why = ts_reject(g, ts_act(ALT_ACT_PLAY, f, late, 0, 0), ALT_E_WRONG_PLAYER);
    assert_non_null(strstr(why, "4.2.3.e"));

    ts_pass(g);   /* both passed: Dusk, Night, then Day 2's Morning */
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.day, 2);
    assert_int_equal(d.phase, ALT_PHASE_MORNING);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(ts_zone(g, f, late), ALT_ZONE_HAND);   /* never played */
    alt_game_destroy(&g);
}

/* CR 3.2.9.f: a cost of X is paid by exhausting X ready Mana Orbs; with too
 * few ready the card cannot be played. */
static void test_3_2_9_f_cost_paid_by_exhausting_ready_mana(void **state)
{
    (void)state;
    alt_game *g = afternoon(3);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t two = ts_stage(g, f, "TEST_VANILLA_2", ALT_ZONE_HAND, 0, 0);    /* hand cost 2 */
    uint8_t two_b = ts_stage(g, f, "TEST_FOREST_3", ALT_ZONE_HAND, 0, 0);  /* hand cost 2 */
    uint8_t one = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);   /* hand cost 1 */
    assert_int_equal(ts_ready_mana(g, f), 3);

    ts_play(g, two, ALT_EXP_HERO, 0);
    assert_int_equal(ts_ready_mana(g, f), 1);
    int exhausted_orbs = 0;
    for (int i = 0; i < ts_count(g, f, ALT_ZONE_MANA); i++)
        exhausted_orbs += exhausted(g, f, ts_id_at(g, f, ALT_ZONE_MANA, i));
    assert_int_equal(exhausted_orbs, 2);
    assert_int_equal(ts_ready_mana(g, s), 3);   /* the other player pays nothing */

    ts_pass(g);   /* s passes; f goes on alone */
    assert_false(can_play(g, two_b, ALT_EXP_HERO, 0));
    const char *why = ts_reject(g, ts_act(ALT_ACT_PLAY, f, two_b, ALT_EXP_HERO, 0), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, "3.2.9.f"));
    assert_true(can_play(g, one, ALT_EXP_HERO, 0));
    ts_play(g, one, ALT_EXP_HERO, 0);
    assert_int_equal(ts_ready_mana(g, f), 0);
    alt_game_destroy(&g);
}

/* CR 5.2.1.a, 5.2.1.c: a Character enters the Expedition its player chose;
 * played from Hand it has no status. */
static void test_5_2_1_character_joins_the_chosen_expedition(void **state)
{
    (void)state;
    alt_game *g = afternoon(4);
    int f = alt_game_first_player(g);
    uint8_t c = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    assert_true(can_play(g, c, ALT_EXP_HERO, 0));
    assert_true(can_play(g, c, ALT_EXP_COMPANION, 0));
    ts_play(g, c, ALT_EXP_COMPANION, 0);
    assert_int_equal(ts_zone(g, f, c), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(ts_status(g, f, c), 0);
    assert_int_equal(ts_count(g, f, ALT_ZONE_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* CR 2.4.6.a, 5.2.1.b-c, seed 003 "The Reserve": a Character played from
 * Reserve pays its Reserve cost (here 3, its Hand cost is 2) and enters the
 * Expedition Fleeting; at Rest a Fleeting Character is discarded instead
 * (CR 2.4.6.d). */
static void test_2_4_6_a_from_reserve_pays_reserve_cost_and_gains_fleeting(void **state)
{
    (void)state;
    alt_game *g = afternoon(5);
    int f = alt_game_first_player(g);
    uint8_t c = ts_stage(g, f, "TEST_VANILLA_2", ALT_ZONE_RESERVE, 0, 0);
    ts_play(g, c, ALT_EXP_HERO, 0);
    assert_int_equal(ts_zone(g, f, c), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_ready_mana(g, f), 0);   /* 3 paid, not 2 */
    assert_true(fleeting(g, f, c));

    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, f, c), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* CR 5.2.3.a remark, 2.4.6.a remark, seed 003: a Landmark Permanent played
 * from Reserve pays the Reserve cost but does not gain Fleeting; from Hand
 * it enters the Landmark zone too. */
static void test_5_2_3_landmark_from_reserve_does_not_gain_fleeting(void **state)
{
    (void)state;
    alt_game *g = afternoon(6);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t from_reserve = ts_stage(g, f, "TEST_LANDMARK", ALT_ZONE_RESERVE, 0, 0);
    uint8_t from_hand = ts_stage(g, s, "TEST_LANDMARK", ALT_ZONE_HAND, 0, 0);
    /* A Landmark joins no Expedition: only expedition 0 is offered. */
    assert_true(can_play(g, from_reserve, 0, 0));
    assert_false(can_play(g, from_reserve, 1, 0));

    ts_play(g, from_reserve, 0, 0);
    assert_int_equal(ts_zone(g, f, from_reserve), ALT_ZONE_LANDMARK);
    assert_false(fleeting(g, f, from_reserve));
    assert_int_equal(ts_ready_mana(g, f), 2);
    ts_play(g, from_hand, 0, 0);
    assert_int_equal(ts_zone(g, s, from_hand), ALT_ZONE_LANDMARK);
    assert_int_equal(ts_status(g, s, from_hand), 0);

    /* A Landmark stays through Night (it is not a Character, CR 4.2.5.b). */
    assert_true(ts_end_day(g));
    assert_int_equal(ts_zone(g, f, from_reserve), ALT_ZONE_LANDMARK);
    assert_int_equal(ts_zone(g, s, from_hand), ALT_ZONE_LANDMARK);
    alt_game_destroy(&g);
}

/* CR 5.2.2: an Expedition Permanent (a Gear) joins the chosen Expedition;
 * played from Reserve it gains Fleeting (CR 5.2.2.b-c). */
static void test_5_2_2_gear_joins_the_chosen_expedition(void **state)
{
    (void)state;
    alt_game *g = afternoon(7);
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t gear = ts_stage(g, f, "TEST_GEAR", ALT_ZONE_HAND, 0, 0);
    uint8_t gear2 = ts_stage(g, s, "TEST_GEAR", ALT_ZONE_RESERVE, 0, 0);
    ts_play(g, gear, ALT_EXP_COMPANION, 0);
    assert_int_equal(ts_zone(g, f, gear), ALT_ZONE_EXP_COMPANION);
    assert_false(fleeting(g, f, gear));
    ts_play(g, gear2, ALT_EXP_HERO, 0);
    assert_int_equal(ts_zone(g, s, gear2), ALT_ZONE_EXP_HERO);
    assert_true(fleeting(g, s, gear2));
    alt_game_destroy(&g);
}

/* CR 2.4.5.c: exhausted cards in Reserve cannot be played; ready ones can. */
static void test_2_4_5_c_exhausted_reserve_cards_cannot_be_played(void **state)
{
    (void)state;
    alt_game *g = afternoon(8);
    int f = alt_game_first_player(g);
    uint8_t tired = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_RESERVE, ALT_STATUS_EXHAUSTED, 0);
    uint8_t ready = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_RESERVE, 0, 0);
    assert_false(can_play(g, tired, ALT_EXP_HERO, 0));
    assert_false(can_play(g, tired, ALT_EXP_COMPANION, 0));
    assert_true(can_play(g, ready, ALT_EXP_HERO, 0));
    const char *why = ts_reject(g, ts_act(ALT_ACT_PLAY, f, tired, ALT_EXP_HERO, 0), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, ts_cr("2.4.5.c", "2.4.6.c")));
    assert_int_equal(ts_zone(g, f, tired), ALT_ZONE_RESERVE);
    alt_game_destroy(&g);
}

/* CR 5.2.4.b: a Spell played from Hand goes to Reserve once it has resolved;
 * played again from there it gains Fleeting and goes to the Discard pile
 * (CR 2.4.6.a, 2.4.6.e; 4.0 2.4.7.a, 2.4.7.e). */
static void test_5_2_4_b_spell_goes_to_reserve_then_discard_from_reserve(void **state)
{
    (void)state;
    alt_game *g = afternoon(9);
    int f = alt_game_first_player(g);
    uint8_t spell = ts_stage(g, f, "TEST_SPELL", ALT_ZONE_HAND, 0, 0);
    /* A Spell joins no Expedition: only expedition 0 is offered. */
    assert_true(can_play(g, spell, 0, 0));
    assert_false(can_play(g, spell, 1, 0));
    ts_play(g, spell, 0, 0);
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_RESERVE);
    assert_int_equal(ts_status(g, f, spell), 0);   /* ready, not Fleeting */
    assert_int_equal(ts_ready_mana(g, f), 2);

    ts_pass(g);   /* the other player passes; f goes on alone */
    assert_true(can_play(g, spell, 0, 0));
    ts_play(g, spell, 0, 0);
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_DISCARD);
    assert_int_equal(ts_ready_mana(g, f), 1);
    alt_game_destroy(&g);
}

/* CR 2.4.6.b (4.0 2.4.7.b), 5.2.4.a-b: a Spell with Fleeting as a passive ability gains
 * Fleeting even from Hand, so it is discarded after resolving. */
static void test_2_4_6_b_fleeting_spell_is_discarded_after_resolving(void **state)
{
    (void)state;
    alt_game *g = afternoon(10);
    int f = alt_game_first_player(g);
    uint8_t spell = ts_stage(g, f, "TEST_SPELL_FLEETING", ALT_ZONE_HAND, 0, 0);
    ts_play(g, spell, 0, 0);
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_DISCARD);
    assert_int_equal(ts_count(g, f, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

/* CR 7.4.1.b, 5.2.4.b: a Spell with Cooldown goes to Reserve exhausted, so it
 * cannot be played again (CR 2.4.5.c) until Morning's Prepare readies it
 * (CR 4.2.1.c); from Reserve it costs its Reserve cost and is discarded. */
static void test_7_4_1_b_cooldown_spell_goes_to_reserve_exhausted(void **state)
{
    (void)state;
    alt_game *g = afternoon(11);
    int f = alt_game_first_player(g);
    uint8_t spell = ts_stage(g, f, "TEST_SPELL_COOLDOWN", ALT_ZONE_HAND, 0, 0);
    ts_play(g, spell, 0, 0);
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_RESERVE);
    assert_true(exhausted(g, f, spell));
    assert_false(fleeting(g, f, spell));

    ts_pass(g);   /* the other player passes */
    assert_int_equal(alt_game_decision(g).player, f);
    assert_false(can_play(g, spell, 0, 0));
    ts_reject(g, ts_act(ALT_ACT_PLAY, f, spell, 0, 0), ALT_E_ILLEGAL);

    assert_true(ts_end_day(g));   /* Night keeps it (1 card, limit 2); Morning readies it */
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_RESERVE);
    assert_false(exhausted(g, f, spell));
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    if (alt_game_decision(g).player != f)
        ts_pass(g);
    assert_int_equal(alt_game_decision(g).player, f);
    assert_true(can_play(g, spell, 0, 0));
    ts_play(g, spell, 0, 0);
    assert_int_equal(ts_zone(g, f, spell), ALT_ZONE_DISCARD);
    assert_int_equal(ts_ready_mana(g, f), 1);   /* Reserve cost 2 of 3 */
    alt_game_destroy(&g);
}

/* CR 7.4.5.c: a card with Scout X may be played from Hand for X instead of
 * its Hand cost; it then goes to Reserve (without Fleeting: it came from
 * Hand). Playing for the normal cost stays possible. */
static void test_7_4_5_c_scout_pays_x_from_hand_and_goes_to_reserve(void **state)
{
    (void)state;
    alt_game *g = afternoon(12);
    int f = alt_game_first_player(g);
    uint8_t scout = ts_stage(g, f, "TEST_SCOUT", ALT_ZONE_HAND, 0, 0);   /* Hand 3, Scout 1 */
    uint8_t plain = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    assert_true(can_play(g, scout, ALT_EXP_HERO, 0));
    assert_true(can_play(g, scout, ALT_EXP_HERO, 1));
    assert_true(can_play(g, scout, ALT_EXP_COMPANION, 1));
    assert_false(can_play(g, plain, ALT_EXP_HERO, 1));   /* no Scout, no alternative cost */

    ts_play(g, scout, ALT_EXP_HERO, 1);
    assert_int_equal(ts_zone(g, f, scout), ALT_ZONE_RESERVE);
    assert_int_equal(ts_status(g, f, scout), 0);
    assert_int_equal(ts_ready_mana(g, f), 2);   /* paid 1, not 3 */
    assert_int_equal(ts_count(g, f, ALT_ZONE_EXP_HERO), 0);

    /* From Reserve, Scout is not available (7.4.5.b: it works from Hand);
     * the Reserve cost (2) applies and the card gains Fleeting. */
    ts_pass(g);
    assert_false(can_play(g, scout, ALT_EXP_HERO, 1));
    assert_true(can_play(g, scout, ALT_EXP_HERO, 0));
    ts_play(g, scout, ALT_EXP_HERO, 0);
    assert_int_equal(ts_zone(g, f, scout), ALT_ZONE_EXP_HERO);
    assert_true(fleeting(g, f, scout));
    assert_int_equal(ts_ready_mana(g, f), 0);
    alt_game_destroy(&g);
}

/* CR 7.4.5.c: Scout on a Landmark Permanent: paid for X from Hand, it goes to
 * Reserve as it enters the Landmark zone. */
static void test_7_4_5_c_scout_landmark_goes_to_reserve(void **state)
{
    (void)state;
    alt_game *g = afternoon(13);
    int f = alt_game_first_player(g);
    uint8_t lm = ts_stage(g, f, "TEST_SCOUT_LANDMARK", ALT_ZONE_HAND, 0, 0);
    assert_true(can_play(g, lm, 0, 1));
    ts_play(g, lm, 0, 1);
    assert_int_equal(ts_zone(g, f, lm), ALT_ZONE_RESERVE);
    assert_int_equal(ts_ready_mana(g, f), 2);
    assert_int_equal(ts_count(g, f, ALT_ZONE_LANDMARK), 0);
    alt_game_destroy(&g);
}

/* CR 2.4.4.b remark, seed 003 "boosts": a boosted card played from Reserve
 * keeps its boosts into the Expedition, where each boost adds 1 to each
 * statistic. */
static void test_2_4_4_boosts_kept_from_reserve_and_add_to_each_stat(void **state)
{
    (void)state;
    alt_game *g = afternoon(14);
    int f = alt_game_first_player(g);
    uint8_t c = ts_stage(g, f, "TEST_FOREST_3", ALT_ZONE_RESERVE, 0, 2);
    ts_play(g, c, ALT_EXP_HERO, 0);
    assert_int_equal(ts_zone(g, f, c), ALT_ZONE_EXP_HERO);
    assert_int_equal(ts_boosts(g, f, c), 2);
    /* Facing exactly 5/2/2 without boosts (3/0/0 and 2/2/2) in the starting
     * region (all three terrains), at Progress neither Expedition is greater
     * in any terrain, so neither moves: the played card counts forest 3 + 2,
     * mountain 0 + 2, water 0 + 2. */
    ts_stage(g, 1 - f, "TEST_FOREST_3", ALT_ZONE_EXP_HERO, 0, 0);
    ts_stage(g, 1 - f, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_distance(g, f, ALT_EXP_HERO), 0);
    assert_int_equal(alt_game_distance(g, 1 - f, ALT_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* --------------------------------------------------------------- Morning */

/* CR 4.2.1.b (Succeed): each Morning the first player changes; CR 4.2.1.e:
 * the new first player is the first to Expand. */
static void test_4_2_1_b_succeed_changes_the_first_player(void **state)
{
    (void)state;
    alt_game *g = afternoon(15);
    int f1 = alt_game_first_player(g);
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_first_player(g), f1 ^ 1);
    assert_int_equal(alt_game_decision(g).player, f1 ^ 1);
    assert_int_equal(alt_game_decision(g).day, 2);
    assert_true(ts_run_until(g, ALT_DEC_TURN));
    assert_int_equal(alt_game_decision(g).player, f1 ^ 1);   /* CR 4.2.3.c */
    assert_true(ts_end_day(g));
    assert_int_equal(alt_game_first_player(g), f1);
    assert_int_equal(alt_game_decision(g).day, 3);
    alt_game_destroy(&g);
}

/* CR 4.2.1.c (Prepare): every exhausted Mana Orb and card is readied. */
static void test_4_2_1_c_prepare_readies_everything(void **state)
{
    (void)state;
    alt_game *g = afternoon(16);
    uint8_t spell[2];
    for (int p = 0; p < 2; p++) {
        ts_leave_ready_mana(g, p, 0);
        spell[p] = ts_stage(g, p, "TEST_SPELL_COOLDOWN", ALT_ZONE_RESERVE, ALT_STATUS_EXHAUSTED, 0);
        assert_int_equal(ts_ready_mana(g, p), 0);
    }
    assert_true(ts_end_day(g));
    for (int p = 0; p < 2; p++) {
        assert_int_equal(ts_ready_mana(g, p), ts_count(g, p, ALT_ZONE_MANA));
        assert_int_equal(ts_count(g, p, ALT_ZONE_MANA), 3);
        assert_int_equal(ts_zone(g, p, spell[p]), ALT_ZONE_RESERVE);
        assert_false(exhausted(g, p, spell[p]));
    }
    alt_game_destroy(&g);
}

/* CR 4.2.1.d (Draw): each player draws two cards. */
static void test_4_2_1_d_each_player_draws_two(void **state)
{
    (void)state;
    alt_game *g = afternoon(17);
    int hand[2], deck[2];
    for (int p = 0; p < 2; p++) {
        hand[p] = ts_count(g, p, ALT_ZONE_HAND);
        deck[p] = ts_count(g, p, ALT_ZONE_DECK);
    }
    uint8_t top = ts_top(g, 0, ALT_ZONE_DECK);
    assert_true(ts_end_day(g));
    for (int p = 0; p < 2; p++) {
        assert_int_equal(ts_count(g, p, ALT_ZONE_HAND), hand[p] + 2);
        assert_int_equal(ts_count(g, p, ALT_ZONE_DECK), deck[p] - 2);
    }
    assert_int_equal(ts_zone(g, 0, top), ALT_ZONE_HAND);
    alt_game_destroy(&g);
}

/* CR 4.2.1.e (Expand), seed 003: in first-player order each player may put
 * one card from Hand into Mana, ready, or skip; then Noon (no daily effect,
 * CR 4.2.2.a) leads straight to the Afternoon, the first player's turn. */
static void test_4_2_1_e_expand_in_first_player_order_skip_allowed(void **state)
{
    (void)state;
    alt_game *g = afternoon(18);
    assert_true(ts_end_day(g));
    int f = alt_game_first_player(g), s = f ^ 1;
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.player, f);

    alt_action list[32];
    size_t n = alt_game_list(g, list, 32);
    assert_int_equal(n, 1 + ts_count(g, f, ALT_ZONE_HAND));   /* skip, or any card in Hand */
    assert_true(ts_in_list(list, n, ts_act(ALT_ACT_EXPAND_SKIP, f, ALT_NO_OBJECT, 0, 0)));

    int hand_f = ts_count(g, f, ALT_ZONE_HAND), hand_s = ts_count(g, s, ALT_ZONE_HAND);
    uint8_t card = ts_id_at(g, f, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_EXPAND, f, card, 0, 0));
    assert_int_equal(ts_zone(g, f, card), ALT_ZONE_MANA);
    assert_false(exhausted(g, f, card));
    assert_int_equal(ts_count(g, f, ALT_ZONE_MANA), 4);
    assert_int_equal(ts_count(g, f, ALT_ZONE_HAND), hand_f - 1);

    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_EXPAND);
    assert_int_equal(d.player, s);
    ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, s, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(ts_count(g, s, ALT_ZONE_MANA), 3);
    assert_int_equal(ts_count(g, s, ALT_ZONE_HAND), hand_s);

    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(d.day, 2);
    assert_int_equal(d.player, f);
    assert_int_equal(ts_ready_mana(g, f), 4);
    assert_int_equal(ts_count(g, f, ALT_ZONE_HAND), hand_f - 1);   /* Noon did nothing */
    assert_int_equal(ts_count(g, s, ALT_ZONE_HAND), hand_s);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_3_b_turns_alternate_one_card_each),
        cmocka_unit_test(test_4_2_3_e_after_a_pass_the_other_player_goes_on_alone),
        cmocka_unit_test(test_3_2_9_f_cost_paid_by_exhausting_ready_mana),
        cmocka_unit_test(test_5_2_1_character_joins_the_chosen_expedition),
        cmocka_unit_test(test_2_4_6_a_from_reserve_pays_reserve_cost_and_gains_fleeting),
        cmocka_unit_test(test_5_2_3_landmark_from_reserve_does_not_gain_fleeting),
        cmocka_unit_test(test_5_2_2_gear_joins_the_chosen_expedition),
        cmocka_unit_test(test_2_4_5_c_exhausted_reserve_cards_cannot_be_played),
        cmocka_unit_test(test_5_2_4_b_spell_goes_to_reserve_then_discard_from_reserve),
        cmocka_unit_test(test_2_4_6_b_fleeting_spell_is_discarded_after_resolving),
        cmocka_unit_test(test_7_4_1_b_cooldown_spell_goes_to_reserve_exhausted),
        cmocka_unit_test(test_7_4_5_c_scout_pays_x_from_hand_and_goes_to_reserve),
        cmocka_unit_test(test_7_4_5_c_scout_landmark_goes_to_reserve),
        cmocka_unit_test(test_2_4_4_boosts_kept_from_reserve_and_add_to_each_stat),
        cmocka_unit_test(test_4_2_1_b_succeed_changes_the_first_player),
        cmocka_unit_test(test_4_2_1_c_prepare_readies_everything),
        cmocka_unit_test(test_4_2_1_d_each_player_draws_two),
        cmocka_unit_test(test_4_2_1_e_expand_in_first_player_order_skip_allowed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
