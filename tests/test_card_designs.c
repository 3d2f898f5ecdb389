/*
 * test_card_designs.c: card designs whose abilities need a situation of
 * their own (conditions on what you control, cost passives, play
 * restrictions, several picks, effects on both players): one test each,
 * every print of the design run through it, the reference named.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "altered.h"
#include "bundled.h"
#include "rng.h"   /* the generator docs/rng.md describes, to read a position's next die */

#define RECRUIT "ALT_CORE_B_OR_31_C"
#define BRASSBUG "ALT_CORE_B_AX_31_C"

/* Player 0's turn with plenty of Mana and the card under test in Hand. */
static alt_game *ready(alt_game *g)
{
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    return g;
}

static void play(alt_game *g, uint8_t id)
{
    const alt_card_info *c = alt_cards_get(alt_game_cards(g), alt_game_object_card(g, 0, id));
    int exp = c->type == ALT_TYPE_CHARACTER;
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, id, exp ? ALT_EXP_HERO : 0, 0));
}

static int hand(const alt_game *g, int p)
{
    return alt_game_zone_count(g, p, ALT_ZONE_HAND);
}

/* ALT_CORE_B_AX_06_C: {J} Robots you control gain 1 boost; ALT_CORE_B_AX_06_R2:
 * Plants. Only those, each once. */
static void test_ax_06_group_boost_by_subtype(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game("ALT_CORE_B_AX_06_C"));
    uint8_t bug = ts_stage_token_card(g, 0, tb_card(BRASSBUG), ALT_EXP_COMPANION);   /* a Robot */
    uint8_t other = tb_deck_card(g, TB_FILLER);                                      /* a Soldier */
    tb_put(g, other, ALT_ZONE_EXP_HERO, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, bug), 1);
    assert_int_equal(ts_boosts(g, 0, other), 0);
    alt_game_destroy(&g);

    g = ready(tb_game_extra("ALT_CORE_B_AX_06_R2", "ALT_CORE_B_MU_08_C"));   /* a Plant */
    tb_put(g, 1, ALT_ZONE_EXP_HERO, 0);
    other = tb_deck_card(g, TB_FILLER);
    tb_put(g, other, ALT_ZONE_EXP_HERO, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, 1), 1);
    assert_int_equal(ts_boosts(g, 0, other), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_AX_13_C: {R} you may put a card from Hand in Reserve; if it is
 * a Permanent, draw. ALT_CORE_B_AX_13_R2: if it is a Spell. */
static void test_ax_13_hand_to_reserve_then_draw_if(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *matching;
    } prints[] = {{"ALT_CORE_B_AX_13_C", TB_LANDMARK}, {"ALT_CORE_B_AX_13_R2", "ALT_CORE_B_YZ_19_C"}};
    for (size_t k = 0; k < 2; k++) {
        for (int matches = 0; matches <= 1; matches++) {
            alt_game *g = tb_game_extra(prints[k].ref, k ? prints[k].matching : TB_FILLER);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            tb_put(g, 0, ALT_ZONE_RESERVE, 0);
            uint8_t pick = tb_deck_card(g, matches ? prints[k].matching : TB_FILLER);
            tb_put(g, pick, ALT_ZONE_HAND, 0);
            int before = hand(g, 0);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, pick, 0, 0));
            assert_int_equal(alt_game_object_zone(g, 0, pick), ALT_ZONE_RESERVE);
            assert_int_equal(hand(g, 0), before - 1 + matches);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_BR_23_C (7) and _R1, _R2 (6): it cannot be played with fewer
 * Mana Orbs. */
static void test_br_23_needs_mana_orbs(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int orbs;
    } prints[] = {{"ALT_CORE_B_BR_23_C", 7}, {"ALT_CORE_B_BR_23_R1", 6}, {"ALT_CORE_B_BR_23_R2", 6}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k].ref);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        while (alt_game_zone_count(g, 0, ALT_ZONE_MANA) < prints[k].orbs - 1)
            tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_MANA, 0);
        alt_action a = ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, "1.4.1"));
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_MANA, 0);
        ts_apply(g, a);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_EXP_HERO);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_05_C and _R1: {J} with three or more base statistics of 0
 * among your Characters, I gain 1 (2) boosts. Two Characters at 0/0/1
 * (ALT_CORE_B_OR_04_C) give four. */
static void test_ly_05_zero_statistics(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int boosts;
    } prints[] = {{"ALT_CORE_B_LY_05_C", 1}, {"ALT_CORE_B_LY_05_R1", 2}};
    for (size_t k = 0; k < 2; k++) {
        for (int staged = 0; staged <= 2; staged += 2) {
            alt_game *g = ready(tb_game_extra(prints[k].ref, "ALT_CORE_B_OR_04_C"));
            for (int i = 0; i < staged; i++)
                tb_put(g, (uint8_t)(1 + i), ALT_ZONE_EXP_HERO, 0);
            play(g, 0);
            assert_int_equal(ts_boosts(g, 0, 0), staged ? prints[k].boosts : 0);
            alt_game_destroy(&g);
        }
    }
}

/* Puts n fillers with one boost each in player 0's Hero Expedition. */
static void stage_boosted(alt_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        uint8_t id = tb_deck_card(g, TB_FILLER);
        tb_put(g, id, ALT_ZONE_EXP_HERO, 0);
        ts_set_boosts(g, 0, id, 1);
    }
}

/* ALT_CORE_B_LY_05_R2: {J} with two or more Boosted Characters, 2 boosts;
 * ALT_CORE_B_OR_11_R2: {J} with two other Boosted Characters, draw. */
static void test_boosted_characters_conditions(void **state)
{
    (void)state;
    for (int boosted = 1; boosted <= 2; boosted++) {
        alt_game *g = ready(tb_game("ALT_CORE_B_LY_05_R2"));
        stage_boosted(g, boosted);
        play(g, 0);
        assert_int_equal(ts_boosts(g, 0, 0), boosted == 2 ? 2 : 0);
        alt_game_destroy(&g);

        g = ready(tb_game("ALT_CORE_B_OR_11_R2"));
        stage_boosted(g, boosted);
        int before = hand(g, 0);
        play(g, 0);
        assert_int_equal(hand(g, 0), before - 1 + (boosted == 2));
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_21_C, _R2: {H} each player discards their Hand, then draws
 * three; ALT_CORE_B_LY_21_R1: their Reserve too. */
static void test_ly_21_each_player_refreshes(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_21_C", "ALT_CORE_B_LY_21_R1", "ALT_CORE_B_LY_21_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_RESERVE, 0);
        int discards = hand(g, 0) - 1 + hand(g, 1);
        play(g, 0);
        assert_int_equal(hand(g, 0), 3);
        assert_int_equal(hand(g, 1), 3);
        int reserve_too = k == 1;
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), reserve_too ? 0 : 1);
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DISCARD) + alt_game_zone_count(g, 1, ALT_ZONE_DISCARD),
                         discards + reserve_too);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_MU_10_C, _R1: {J} with two or more Plants, 2 boosts;
 * ALT_CORE_B_MU_10_R2: with three base statistics of 0. */
static void test_mu_10_plants_and_zeros(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *extra;
    } prints[] = {{"ALT_CORE_B_MU_10_C", "ALT_CORE_B_MU_08_C"},
                  {"ALT_CORE_B_MU_10_R1", "ALT_CORE_B_MU_08_C"},
                  {"ALT_CORE_B_MU_10_R2", "ALT_CORE_B_OR_04_C"}};
    for (size_t k = 0; k < 3; k++) {
        for (int staged = 1; staged <= 2; staged++) {
            alt_game *g = ready(tb_game_extra(prints[k].ref, prints[k].extra));
            for (int i = 0; i < staged; i++)
                tb_put(g, (uint8_t)(1 + i), ALT_ZONE_EXP_HERO, 0);
            play(g, 0);
            tb_answer_choices(g);   /* the Plants' own {J} do not apply: they were staged */
            assert_int_equal(ts_boosts(g, 0, 0), staged == 2 ? 2 : 0);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_MU_27_C, _R1, _R2: up to two target Characters each gain
 * boosts: the same one cannot be picked twice, and stopping after one is
 * an answer. */
static void test_mu_27_up_to_two_targets(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int n;
    } prints[] = {{"ALT_CORE_B_MU_27_C", 1}, {"ALT_CORE_B_MU_27_R1", 2}, {"ALT_CORE_B_MU_27_R2", 1}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k].ref));
        uint8_t a = tb_deck_card(g, TB_FILLER);
        tb_put(g, a, ALT_ZONE_EXP_HERO, 0);
        uint8_t b = tb_deck_card(g, TB_FILLER);
        tb_put(g, b, ALT_ZONE_EXP_HERO, 0);
        play(g, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, a, 0, 0));
        alt_action again = ts_act(ALT_ACT_CHOOSE, 0, a, 0, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &again, &why), ALT_E_ILLEGAL);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, b, 0, 0));
        assert_int_equal(ts_boosts(g, 0, a), prints[k].n);
        assert_int_equal(ts_boosts(g, 0, b), prints[k].n);
        alt_game_destroy(&g);
    }
    alt_game *g = ready(tb_game("ALT_CORE_B_MU_27_C"));
    uint8_t a = tb_deck_card(g, TB_FILLER);
    tb_put(g, a, ALT_ZONE_EXP_HERO, 0);
    uint8_t b = tb_deck_card(g, TB_FILLER);
    tb_put(g, b, ALT_ZONE_EXP_HERO, 0);
    play(g, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, a, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));   /* no second target */
    assert_int_equal(ts_boosts(g, 0, b), 0);
    assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* the Spell is done */
    alt_game_destroy(&g);
}

/* ALT_CORE_B_OR_07_R1, _R2: {H} if you control a token, Resupply. */
static void test_or_07_token_condition(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_07_R1", "ALT_CORE_B_OR_07_R2"};
    for (size_t k = 0; k < 2; k++) {
        for (int token = 0; token <= 1; token++) {
            alt_game *g = ready(tb_game(prints[k]));
            if (token)
                ts_stage_token_card(g, 0, tb_card(RECRUIT), ALT_EXP_COMPANION);
            play(g, 0);
            assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), token);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_OR_21_C: Characters your opponents play cost 1 more;
 * ALT_CORE_B_OR_21_R1: every card. CR 5.1.2.e: increases apply first. */
static void test_or_21_opponents_pay_more(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int landmark_too;
    } prints[] = {{"ALT_CORE_B_OR_21_C", 0}, {"ALT_CORE_B_OR_21_R1", 1}};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = tb_game_vs(TB_FILLER, prints[k].ref);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);            /* the opponent's card, in play */
        uint8_t c = tb_deck_card(g, TB_FILLER);             /* Hand cost 1 */
        tb_put(g, c, ALT_ZONE_HAND, 0);
        int mana = ts_ready_mana(g, 0);
        play(g, c);
        assert_int_equal(mana - ts_ready_mana(g, 0), 2);
        if (alt_game_decision(g).player == 1)
            ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
        uint8_t lm = tb_deck_card(g, TB_LANDMARK);
        tb_put(g, lm, ALT_ZONE_HAND, 0);
        int cost = alt_cards_get(tb_db(), tb_card(TB_LANDMARK))->hand_cost;
        mana = ts_ready_mana(g, 0);
        play(g, lm);
        tb_answer_choices(g);
        assert_int_equal(mana - ts_ready_mana(g, 0), cost + prints[k].landmark_too);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_14_C, _R2: {H} you may return a Spell from your Reserve to
 * your Hand; a Character there is not an option. */
static void test_yz_14_returns_a_spell(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *spell;   /* a Spell of a faction the deck may hold (CR 1.1.5.d) */
    } prints[] = {{"ALT_CORE_B_YZ_14_C", "ALT_CORE_B_YZ_19_C"}, {"ALT_CORE_B_YZ_14_R2", "ALT_CORE_B_LY_22_C"}};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = ready(tb_game_extra(prints[k].ref, prints[k].spell));
        tb_put(g, 1, ALT_ZONE_RESERVE, 0);                      /* a Spell */
        uint8_t character = tb_deck_card(g, TB_FILLER);
        tb_put(g, character, ALT_ZONE_RESERVE, 0);
        play(g, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
        alt_action wrong = ts_act(ALT_ACT_CHOOSE, 0, character, 0, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &wrong, &why), ALT_E_ILLEGAL);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 1, 0, 0));
        assert_int_equal(alt_game_object_zone(g, 0, 1), ALT_ZONE_HAND);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_18_C, _R2: {H} the opponent's Expedition facing mine moves
 * backward one region (CR 7.3.16); not past its starting region. */
static void test_yz_18_facing_expedition_moves_backward(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_YZ_18_C", "ALT_CORE_B_YZ_18_R2"};
    for (size_t k = 0; k < 2; k++) {
        for (int start = 0; start <= 2; start += 2) {
            alt_game *g = ready(tb_game(prints[k]));
            ts_set_distance(g, 1, ALT_EXP_HERO, start);
            ts_set_distance(g, 1, ALT_EXP_COMPANION, 2);
            play(g, 0);                                      /* into the Hero Expedition */
            assert_int_equal(alt_game_distance(g, 1, ALT_EXP_HERO), start ? start - 1 : 0);
            assert_int_equal(alt_game_distance(g, 1, ALT_EXP_COMPANION), 2);
            alt_game_destroy(&g);
        }
    }
}

/* The die the next roll will show: the game's RNG, copied (docs/rng.md). */
static int next_die(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int die = (int)alt_rng_below(pos->rng, 6) + 1;
    free(pos);
    return die;
}

/* Draws one number from the game's RNG, through its position, so that the
 * next die is another. */
static void skip_a_number(alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    alt_rng_next(pos->rng);
    ts_restage(g, pos);
}

/* The die the ability being resolved rolled (docs/position.md). */
static int rolled(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int roll = pos->res.roll;
    free(pos);
    return roll;
}

/* ALT_CORE_B_LY_06_C, _R1, _R2 ({J}: on 4+ 2 (3) boosts, else 1) and
 * ALT_CORE_B_LY_20_C, _R1, _R2 ({J}: on 4+ Anchored, else 3 boosts): the
 * die comes from the game's RNG (CR 7.3.19); both results occur. */
static void test_rolls_on_joining(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int high, low;   /* boosts on 4+ (-1: Anchored instead) and on 1-3 */
    } prints[] = {{"ALT_CORE_B_LY_06_C", 2, 1},  {"ALT_CORE_B_LY_06_R1", 3, 1}, {"ALT_CORE_B_LY_06_R2", 2, 1},
                  {"ALT_CORE_B_LY_20_C", -1, 3}, {"ALT_CORE_B_LY_20_R1", -1, 3}, {"ALT_CORE_B_LY_20_R2", -1, 3}};
    for (size_t k = 0; k < sizeof prints / sizeof prints[0]; k++) {
        int seen[2] = {0, 0};
        for (uint64_t rolls = 0; rolls < 12 && !(seen[0] && seen[1]); rolls++) {
            alt_game *g = ready(tb_game(prints[k].ref));
            for (uint64_t i = 0; i < rolls; i++)
                skip_a_number(g);                /* another die */
            int die = next_die(g);
            play(g, 0);
            int high = die >= 4;
            seen[high] = 1;
            int boosts = high ? prints[k].high : prints[k].low;
            if (boosts < 0) {
                assert_true(ts_status(g, 0, 0) & ALT_STATUS_ANCHORED);
                assert_int_equal(ts_boosts(g, 0, 0), 0);
            } else {
                assert_int_equal(ts_boosts(g, 0, 0), boosts);
            }
            alt_game_destroy(&g);
        }
        assert_true(seen[0] && seen[1]);
    }
}

/* ALT_CORE_B_LY_17_C, _R1, _R2: {H} roll: on 4+ draw, else Resupply. */
static void test_ly_17_roll_draw_or_resupply(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_17_C", "ALT_CORE_B_LY_17_R1", "ALT_CORE_B_LY_17_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (uint64_t rolls = 0; rolls < 6; rolls++) {
            alt_game *g = ready(tb_game(prints[k]));
            for (uint64_t i = 0; i < rolls; i++)
                skip_a_number(g);
            int high = next_die(g) >= 4, h = hand(g, 0);
            play(g, 0);
            assert_int_equal(hand(g, 0), h - 1 + high);
            assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), !high);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_LY_25_C, _R2: roll; target Character gains X boosts, X the die. */
static void test_ly_25_boosts_by_the_die(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_25_C", "ALT_CORE_B_LY_25_R2"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        uint8_t target = tb_deck_card(g, TB_FILLER);
        tb_put(g, target, ALT_ZONE_EXP_HERO, 0);
        int die = next_die(g);
        play(g, 0);
        tb_answer_choices(g);
        assert_int_equal(ts_boosts(g, 0, target), die);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_25_R1: roll; you may discard a card from your Reserve to
 * add 2 to the die; target Character gains that many boosts. */
static void test_ly_25_r1_discard_to_add_two(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = ready(tb_game("ALT_CORE_B_LY_25_R1"));
        uint8_t target = tb_deck_card(g, TB_FILLER);
        tb_put(g, target, ALT_ZONE_EXP_HERO, 0);
        uint8_t fodder = tb_deck_card(g, TB_FILLER);
        tb_put(g, fodder, ALT_ZONE_RESERVE, 0);
        int die = next_die(g);
        play(g, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* the die is seen first */
        assert_int_equal(rolled(g), die);
        if (!yes)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));
        tb_answer_choices(g);                 /* yes, the card in Reserve, the first Character */
        assert_int_equal(ts_boosts(g, 0, target), die + (yes ? 2 : 0));
        assert_int_equal(alt_game_object_zone(g, 0, fodder), yes ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_04_R1: if you would roll a die, you may add 1 to it, chosen
 * once the die is seen; here the die of ALT_CORE_B_LY_25_C. */
static void test_ly_04_r1_may_add_one_to_a_die(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = ready(tb_game_extra("ALT_CORE_B_LY_25_C", "ALT_CORE_B_LY_04_R1"));
        uint8_t target = tb_deck_card(g, TB_FILLER);
        tb_put(g, target, ALT_ZONE_EXP_HERO, 0);
        tb_put(g, tb_deck_card(g, "ALT_CORE_B_LY_04_R1"), ALT_ZONE_EXP_HERO, 0);
        int die = next_die(g);
        play(g, 0);
        alt_action list[8];
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_list(g, list, 8), 2);
        assert_int_equal(rolled(g), die);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, yes));
        tb_answer_choices(g);                 /* the first Character listed */
        assert_int_equal(ts_boosts(g, 0, target), die + yes);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_07_R2: when you roll a die, I gain 1 boost; here the die of
 * ALT_CORE_B_LY_25_C, whose boosts go to the first Character listed. */
static void test_yz_07_r2_boost_when_you_roll(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game_extra("ALT_CORE_B_LY_25_C", "ALT_CORE_B_YZ_07_R2"));
    uint8_t target = tb_deck_card(g, TB_FILLER);
    uint8_t dancer = tb_deck_card(g, "ALT_CORE_B_YZ_07_R2");
    tb_put(g, target, ALT_ZONE_EXP_HERO, 0);
    tb_put(g, dancer, ALT_ZONE_EXP_HERO, 0);
    int die = next_die(g);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, target), die);
    assert_int_equal(ts_boosts(g, 0, dancer), 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_09_R1: {R} roll: on 4+, Sabotage. */
static void test_ly_09_r1_sabotage_on_four_or_more(void **state)
{
    (void)state;
    for (uint64_t rolls = 0; rolls < 6; rolls++) {
        alt_game *g = tb_game("ALT_CORE_B_LY_09_R1");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_RESERVE, 0);
        uint8_t victim = tb_deck_card(g, TB_FILLER);
        tb_put(g, victim, ALT_ZONE_RESERVE, 0);
        for (uint64_t i = 0; i < rolls; i++)
            skip_a_number(g);
        int high = next_die(g) >= 4;
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        assert_int_equal(alt_game_object_zone(g, 0, victim), high ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_16_C, _R1, _R2: when my Expedition fails to move forward
 * during Dusk (CR 4.2.4.i), draw a card. Asleep, its statistics do not
 * count (CR 2.4.3), so its Expedition cannot move; Asleep, it stays at Rest. */
static void test_or_16_draws_when_its_expedition_fails(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_16_C", "ALT_CORE_B_OR_16_R1", "ALT_CORE_B_OR_16_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, ALT_STATUS_ASLEEP);
        int h = hand(g, 0);
        tb_to_next_afternoon(g);
        assert_int_equal(hand(g, 0), h + 1 + 2);   /* Dusk's draw, then the Morning's two */
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_17_C, _R1, _R2: when I leave the Expedition zone (here at
 * Rest), tokens in each of your Expeditions. */
static void test_or_17_tokens_when_it_leaves(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *token;
        int each;
    } prints[] = {{"ALT_CORE_B_OR_17_C", RECRUIT, 1}, {"ALT_CORE_B_OR_17_R1", RECRUIT, 2},
                  {"ALT_CORE_B_OR_17_R2", BRASSBUG, 1}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k].ref);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_RESERVE);
        for (int e = 0; e < 2; e++) {
            alt_zone_id z = e ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO;
            int n = 0;
            for (int i = 0; i < ts_count(g, 0, z); i++)
                n += alt_game_object_card(g, 0, ts_id_at(g, 0, z, i)) == tb_card(prints[k].token);
            assert_int_equal(n, prints[k].each);
        }
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_BR_19_C, _R2: when I leave the Expedition zone, you may put me
 * in my owner's Mana zone (exhausted, CR 3.2.9.b). */
static void test_br_19_to_mana_when_it_leaves(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_19_C", "ALT_CORE_B_BR_19_R2"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        int mana = alt_game_zone_count(g, 0, ALT_ZONE_MANA);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_MANA);
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_MANA), mana + 1);
        alt_game_destroy(&g);
    }
}

/* Plays on to the first "you may" and answers it (list[0] no, list[1] yes). */
static void answer_first_may(alt_game *g, int yes)
{
    alt_action list[128];
    while (!(alt_game_decision(g).kind == ALT_DEC_CHOICE && tb_may_asked(g))) {
        alt_decision d = alt_game_decision(g);
        assert_int_not_equal(d.kind, ALT_DEC_NONE);
        if (d.kind == ALT_DEC_TURN) {
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        } else {
            assert_true(alt_game_list(g, list, 128) > 0);
            ts_apply(g, list[0]);
        }
    }
    assert_int_equal(alt_game_list(g, list, 128), 2);
    ts_apply(g, list[yes]);
}

/* ALT_CORE_B_BR_19_R1: as _C, and "if you don't", draw a card. The same game
 * played twice, once declining: one more card in Hand, the Jinn in Reserve. */
static void test_br_19_r1_draws_if_you_dont(void **state)
{
    (void)state;
    int hand[2], zone[2];
    for (int yes = 0; yes < 2; yes++) {
        alt_game *g = tb_game("ALT_CORE_B_BR_19_R1");
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        answer_first_may(g, yes);
        hand[yes] = alt_game_zone_count(g, 0, ALT_ZONE_HAND);
        zone[yes] = alt_game_object_zone(g, 0, 0);
        alt_game_destroy(&g);
    }
    assert_int_equal(zone[1], ALT_ZONE_MANA);
    assert_int_equal(zone[0], ALT_ZONE_RESERVE);
    assert_int_equal(hand[0], hand[1] + 1);
}

/* ALT_CORE_B_MU_05_R1: {H} each player may Resupply, asked in initiative
 * order (CR 6.1.h): in the Afternoon the player taking the turn holds
 * initiative (CR 1.4.5.a), here P0, though P1 is the first player; the
 * one asked first says yes, the other no. */
static void test_1_4_5_a_mu_05_r1_each_player_may_resupply(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game("ALT_CORE_B_MU_05_R1"));
    assert_int_equal(alt_game_first_player(g), 1);    /* so that initiative and first player differ */
    int first = 0;                                    /* P0 takes the turn */
    int reserve[2], deck[2];
    for (int p = 0; p < 2; p++) {
        reserve[p] = alt_game_zone_count(g, p, ALT_ZONE_RESERVE);
        deck[p] = alt_game_zone_count(g, p, ALT_ZONE_DECK);
    }
    play(g, 0);
    for (int k = 0; k < 2; k++) {
        int asked = (first + k) & 1;
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_CHOICE);
        assert_int_equal(d.player, asked);
        alt_action list[8];
        assert_int_equal(alt_game_list(g, list, 8), 2);
        char text[128];
        alt_action yes = ts_act(ALT_ACT_CHOOSE, asked, ALT_NO_OBJECT, 0, 1);
        alt_action_describe(g, &yes, text, sizeof text);
        assert_non_null(strstr(text, "says yes"));
        alt_action maybe = ts_act(ALT_ACT_CHOOSE, asked, ALT_NO_OBJECT, 0, 2);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &maybe, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, "6.1.g"));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, asked, ALT_NO_OBJECT, 0, k == 0));
    }
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(alt_game_zone_count(g, first, ALT_ZONE_RESERVE), reserve[first] + 1);
    assert_int_equal(alt_game_zone_count(g, first, ALT_ZONE_DECK), deck[first] - 1);
    assert_int_equal(alt_game_zone_count(g, 1 - first, ALT_ZONE_RESERVE), reserve[1 - first]);
    assert_int_equal(alt_game_zone_count(g, 1 - first, ALT_ZONE_DECK), deck[1 - first]);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_08_R1: when I'm sacrificed (here to ALT_CORE_B_YZ_20_C),
 * you may have target Character gain 2 boosts; another Character
 * sacrificed instead sets nothing off. */
static void test_yz_08_r1_boosts_when_sacrificed(void **state)
{
    (void)state;
    for (int sacrifice_it = 0; sacrifice_it <= 1; sacrifice_it++) {
        alt_game *g = ready(tb_game_extra("ALT_CORE_B_YZ_20_C", "ALT_CORE_B_YZ_08_R1"));
        uint8_t stargazer = tb_deck_card(g, "ALT_CORE_B_YZ_08_R1");
        uint8_t other = tb_deck_card(g, TB_FILLER);
        tb_put(g, stargazer, ALT_ZONE_EXP_HERO, 0);
        tb_put(g, other, ALT_ZONE_EXP_HERO, 0);
        play(g, 0);
        uint8_t victim = sacrifice_it ? stargazer : other;
        uint8_t survivor = sacrifice_it ? other : stargazer;
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, victim, 0, 0));
        tb_answer_choices(g);                 /* yes, and the first Character listed: the survivor */
        assert_int_equal(alt_game_object_zone(g, 0, victim), ALT_ZONE_DISCARD);
        assert_int_equal(ts_boosts(g, 0, survivor), sacrifice_it ? 2 : 0);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_19_R1: {J} discard any number of cards from your Reserve,
 * one pick at a time with "that's all" (no object) first, then draw as
 * many. Two of three, then all three (no question left to ask). */
static void test_ly_19_r1_discard_any_number_to_draw(void **state)
{
    (void)state;
    for (int all = 0; all <= 1; all++) {
        alt_game *g = ready(tb_game("ALT_CORE_B_LY_19_R1"));
        uint8_t cards[3];
        for (int i = 0; i < 3; i++) {
            cards[i] = tb_deck_card(g, TB_FILLER);
            tb_put(g, cards[i], ALT_ZONE_RESERVE, 0);
        }
        int h = hand(g, 0);
        play(g, 0);
        int picks = all ? 3 : 2;
        for (int i = 0; i < picks; i++) {
            alt_action list[8];
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            assert_int_equal(alt_game_list(g, list, 8), 4 - i);
            assert_int_equal(list[0].object, ALT_NO_OBJECT);
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, cards[i], 0, 0));
        }
        if (!all) {
            alt_action enough = ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0);
            char text[128];
            alt_action_describe(g, &enough, text, sizeof text);
            assert_non_null(strstr(text, "chooses no more"));
            ts_apply(g, enough);
        }
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
        assert_int_equal(hand(g, 0), h - 1 + picks);
        for (int i = 0; i < 3; i++)
            assert_int_equal(alt_game_object_zone(g, 0, cards[i]), i < picks ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_BR_29_C, _R1, _R2: discard one of your Mana Orbs (any of them,
 * exhausted ones too); if you do, discard target Character or Permanent. */
static void test_br_29_mana_orb_for_a_target(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_29_C", "ALT_CORE_B_BR_29_R1", "ALT_CORE_B_BR_29_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_DECK, 0);
        ts_move(g, 1, theirs, ALT_ZONE_EXP_HERO);
        int orbs = alt_game_zone_count(g, 0, ALT_ZONE_MANA);
        play(g, 0);
        alt_action list[32];
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_list(g, list, 32), orbs);
        uint8_t orb = list[0].object;
        assert_int_equal(alt_game_object_zone(g, 0, orb), ALT_ZONE_MANA);
        ts_apply(g, list[0]);
        tb_answer_choices(g);                 /* the only target: theirs */
        assert_int_equal(alt_game_object_zone(g, 0, orb), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_MANA), orbs - 1);
        assert_int_equal(alt_game_object_zone(g, 1, theirs), ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_10_C, _R1, _R2: when I go to Reserve from the Expedition
 * zone, you may return another card from your Reserve to your Hand. */
static void test_ly_10_returns_a_card_when_it_rests(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_10_C", "ALT_CORE_B_LY_10_R1", "ALT_CORE_B_LY_10_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        uint8_t waiting = tb_deck_card(g, TB_FILLER);
        tb_put(g, waiting, ALT_ZONE_RESERVE, 0);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_object_zone(g, 0, waiting), ALT_ZONE_HAND);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_28_R1, _R2: {J} Sabotage; when I leave your Landmark zone
 * (here sacrificed at Clean-up, over the limit of 2), Sabotage again. */
static void test_ax_28_sabotage_when_it_leaves(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_AX_28_R1", "ALT_CORE_B_AX_28_R2"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
        tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);                  /* listed last: not kept */
        uint8_t victim = tb_deck_card(g, TB_FILLER);
        tb_put(g, victim, ALT_ZONE_RESERVE, 0);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_object_zone(g, 0, victim), ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_20_C, _R1, _R2: {J} each player sacrifices a Character,
 * the player with initiative choosing first (CR 6.1.h): P0, who takes the
 * turn (CR 1.4.5.a), not P1, the first player. */
static void test_1_4_5_a_or_20_each_player_sacrifices(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_20_C", "ALT_CORE_B_OR_20_R1", "ALT_CORE_B_OR_20_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        uint8_t mine = tb_deck_card(g, TB_FILLER);
        tb_put(g, mine, ALT_ZONE_EXP_HERO, 0);
        uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_DECK, 0);
        ts_move(g, 1, theirs, ALT_ZONE_EXP_COMPANION);
        play(g, 0);
        assert_int_equal(alt_game_first_player(g), 1);
        int first = 0;
        assert_int_equal(alt_game_decision(g).player, first);
        uint8_t pick[2] = {mine, theirs};
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, first, pick[first], 0, first));
        assert_int_equal(alt_game_decision(g).player, 1 - first);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 1 - first, pick[1 - first], 0, 1 - first));
        assert_int_equal(alt_game_object_zone(g, 0, mine), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_object_zone(g, 1, theirs), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_EXP_HERO);
        alt_game_destroy(&g);
    }
}

/* Revision 1 of each ruleset gave initiative to the first player in the
 * Afternoon too; a game under seeds-1 keeps that, so its logs replay as
 * they were played. */
static void test_1_4_5_a_revision_1_asks_the_first_player_first(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game("ALT_CORE_B_OR_20_C"));
    alt_position *pos = ts_position_of(g);
    pos->ruleset = ALT_RULESET_SEEDS_1;
    pos->hash_encoding = 0;                   /* the ruleset's own encoding */
    ts_restage(g, pos);
    uint8_t mine = tb_deck_card(g, TB_FILLER);
    tb_put(g, mine, ALT_ZONE_EXP_HERO, 0);
    uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_DECK, 0);
    ts_move(g, 1, theirs, ALT_ZONE_EXP_COMPANION);
    play(g, 0);
    assert_int_equal(alt_game_first_player(g), 1);
    assert_int_equal(alt_game_decision(g).player, 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_15_C, _R2: {J} sacrifice a Character in my Expedition;
 * ALT_CORE_B_YZ_15_R1: any of yours. */
static void test_yz_15_sacrifice_where(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int anywhere;
    } prints[] = {{"ALT_CORE_B_YZ_15_C", 0}, {"ALT_CORE_B_YZ_15_R1", 1}, {"ALT_CORE_B_YZ_15_R2", 0}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k].ref));
        uint8_t far = tb_deck_card(g, TB_FILLER);
        tb_put(g, far, ALT_ZONE_EXP_COMPANION, 0);
        play(g, 0);                                       /* into the Hero Expedition */
        alt_action far_pick = ts_act(ALT_ACT_CHOOSE, 0, far, 0, 0);
        const char *why = NULL;
        alt_err err = alt_game_legal(g, &far_pick, &why);
        assert_int_equal(err, prints[k].anywhere ? ALT_OK : ALT_E_ILLEGAL);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 0)); /* itself, in its Expedition */
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_20_C, _R2 (R1): sacrifice a Character; if you do, draw 2 (3).
 * ALT_CORE_B_AX_21_C, _R2: if you do, discard target Character or Permanent. */
static void test_if_you_do(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int draws;
    } prints[] = {{"ALT_CORE_B_YZ_20_C", 2}, {"ALT_CORE_B_YZ_20_R1", 3}, {"ALT_CORE_B_YZ_20_R2", 2}};
    for (size_t k = 0; k < 3; k++) {
        for (int have = 0; have <= 1; have++) {
            alt_game *g = ready(tb_game(prints[k].ref));
            if (have)
                tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_EXP_HERO, 0);
            int h = hand(g, 0);
            play(g, 0);
            tb_answer_choices(g);
            assert_int_equal(hand(g, 0), h - 1 + (have ? prints[k].draws : 0));
            alt_game_destroy(&g);
        }
    }
    /* ALT_CORE_B_AX_21_R1: a Character or a Permanent may be sacrificed. */
    alt_game *h = ready(tb_game("ALT_CORE_B_AX_21_R1"));
    uint8_t lm = tb_deck_card(h, TB_LANDMARK);
    tb_put(h, lm, ALT_ZONE_LANDMARK, 0);
    uint8_t theirs1 = ts_id_at(h, 1, ALT_ZONE_DECK, 0);
    ts_move(h, 1, theirs1, ALT_ZONE_EXP_HERO);
    play(h, 0);
    ts_apply(h, ts_act(ALT_ACT_CHOOSE, 0, lm, 0, 0));      /* the Landmark, sacrificed */
    tb_answer_choices(h);
    assert_int_equal(alt_game_object_zone(h, 0, lm), ALT_ZONE_DISCARD);
    assert_int_equal(alt_game_object_zone(h, 1, theirs1), ALT_ZONE_DISCARD);
    alt_game_destroy(&h);

    static const char *const discards[] = {"ALT_CORE_B_AX_21_C", "ALT_CORE_B_AX_21_R2"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = ready(tb_game(discards[k]));
        uint8_t mine = tb_deck_card(g, TB_FILLER);
        tb_put(g, mine, ALT_ZONE_EXP_HERO, 0);
        uint8_t theirs = ts_id_at(g, 1, ALT_ZONE_DECK, 0);
        ts_move(g, 1, theirs, ALT_ZONE_EXP_HERO);
        play(g, 0);
        tb_answer_choices(g);   /* sacrifices its only Character, then the target left: theirs */
        assert_int_equal(alt_game_object_zone(g, 0, mine), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_object_zone(g, 1, theirs), ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* Stages a Landmark with an exhaust ability, ready, in player 0's zone. */
static void stage_in_landmarks(alt_game *g)
{
    tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
}

/* ALT_CORE_B_AX_27_C ({2}, {T}) and _R1 ({1}, {T}): draw a card. The
 * exhaustion is part of the cost: once exhausted it cannot be used again
 * (CR 2.4.5.a) until the Morning readies it (CR 4.2.1.c). */
static void test_ax_27_exhaust_to_draw(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int mana;
    } prints[] = {{"ALT_CORE_B_AX_27_C", 2}, {"ALT_CORE_B_AX_27_R1", 1}, {"ALT_CORE_B_AX_27_R2", 1}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k].ref);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        stage_in_landmarks(g);
        alt_action use = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0);
        int h = hand(g, 0), mana = ts_ready_mana(g, 0);
        ts_apply(g, use);
        assert_int_equal(hand(g, 0), h + 1);
        assert_int_equal(mana - ts_ready_mana(g, 0), prints[k].mana);
        assert_true(ts_status(g, 0, 0) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* the turn goes on */
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &use, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, ts_cr("2.4.5.a", "2.4.6.a")));
        tb_to_next_afternoon(g);
        if (alt_game_decision(g).player != 0)
            ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_legal(g, &use, &why), ALT_OK);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_MU_24_C: {T}: the next Plant you play this turn costs 1 less;
 * ALT_CORE_B_MU_24_R2: the next Bureaucrat. Other cards pay in full, and
 * the turn ends with them: the reduction is gone. */
static void test_mu_24_next_subtype_costs_less(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *kind, *other;
    } prints[] = {{"ALT_CORE_B_MU_24_C", "ALT_CORE_B_MU_08_C", TB_FILLER},
                  {"ALT_CORE_B_MU_24_R2", "ALT_CORE_B_OR_09_C", "ALT_CORE_B_OR_07_C"}};
    for (size_t k = 0; k < 2; k++) {
        for (int matching = 0; matching <= 1; matching++) {
            const char *ref = matching ? prints[k].kind : prints[k].other;
            alt_game *g = tb_game_extra(prints[k].ref, ref);
            tb_to_player0_turn(g);
            tb_plenty_of_mana(g);
            stage_in_landmarks(g);
            uint8_t card = tb_deck_card(g, ref);
            tb_put(g, card, ALT_ZONE_HAND, 0);
            ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
            int cost = alt_cards_get(tb_db(), tb_card(ref))->hand_cost;
            int mana = ts_ready_mana(g, 0);
            play(g, card);
            tb_answer_choices(g);
            assert_int_equal(mana - ts_ready_mana(g, 0), matching ? cost - 1 : cost);
            assert_int_equal(ts_player(g, 0).mods_n, 0);   /* spent, or gone with the turn ("this turn") */
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_YZ_30_C: {T}: the next Spell you play this turn is free
 * (CR 7.3.20: no cost is paid). */
static void test_yz_30_next_spell_is_free(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_YZ_30_C", "ALT_CORE_B_YZ_30_R2"};
    for (size_t k = 0; k < 2; k++) {
    alt_game *g = tb_game_extra(prints[k], k ? "ALT_CORE_B_OR_26_C" : "ALT_CORE_B_YZ_19_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    stage_in_landmarks(g);
    tb_put(g, 1, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    int mana = ts_ready_mana(g, 0);
    play(g, 1);
    tb_answer_choices(g);
    assert_int_equal(ts_ready_mana(g, 0), mana);
    assert_int_equal(ts_player(g, 0).mods_n, 0);
    alt_game_destroy(&g);
    }
}

/* "Activate the {j} triggers of target Permanent you control" (CR 7.3.1):
 * ALT_CORE_B_AX_10_R1, _R2, ALT_CORE_B_MU_11_R2 ({D}), ALT_CORE_B_AX_17_C,
 * _R1, _R2 ({R}, you may), ALT_CORE_B_AX_22_C (a Spell), _R1 (up to two).
 * The Landmark ALT_CORE_B_AX_30_C's {J} makes a Brassbug again. */
static void test_activate_join_of_a_permanent(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int how;        /* 0 support, 1 from Reserve, 2 from Hand */
        int targets;
    } prints[] = {{"ALT_CORE_B_AX_10_R1", 0, 1}, {"ALT_CORE_B_AX_10_R2", 0, 1}, {"ALT_CORE_B_MU_11_R2", 0, 1},
                  {"ALT_CORE_B_AX_17_C", 1, 1},  {"ALT_CORE_B_AX_17_R1", 1, 1}, {"ALT_CORE_B_AX_17_R2", 1, 1},
                  {"ALT_CORE_B_AX_22_C", 2, 1},  {"ALT_CORE_B_AX_22_R1", 2, 2}};
    for (size_t k = 0; k < sizeof prints / sizeof prints[0]; k++) {
        alt_game *g = tb_game_extra(prints[k].ref, "ALT_CORE_B_AX_30_C");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 1, ALT_ZONE_LANDMARK, 0);
        tb_put(g, 2, ALT_ZONE_LANDMARK, 0);
        tb_put(g, 0, prints[k].how == 2 ? ALT_ZONE_HAND : ALT_ZONE_RESERVE, 0);
        if (prints[k].how == 0)
            ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
        else
            play(g, 0);
        tb_answer_choices(g);
        int bugs = 0;
        for (int e = 0; e < 2; e++) {
            alt_zone_id z = e ? ALT_ZONE_EXP_COMPANION : ALT_ZONE_EXP_HERO;
            for (int i = 0; i < ts_count(g, 0, z); i++)
                bugs += alt_game_object_card(g, 0, ts_id_at(g, 0, z, i)) == tb_card(BRASSBUG);
        }
        assert_int_equal(bugs, prints[k].targets);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_AX_22_R2: the {J} of target Character you control
 * (ALT_CORE_B_MU_22_C: {J} I gain 4 boosts). */
static void test_ax_22_r2_activate_join_of_a_character(void **state)
{
    (void)state;
    alt_game *g = tb_game_extra("ALT_CORE_B_AX_22_R2", "ALT_CORE_B_MU_22_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 1, ALT_ZONE_EXP_HERO, 0);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, 1), 4);
    alt_game_destroy(&g);
}

/* Leaves player 0 exactly `ready` ready Mana Orbs. */
static void ready_mana(alt_game *g, int ready)
{
    ts_leave_ready_mana(g, 0, ready);
}

static int can_say_yes(const alt_game *g)
{
    alt_action list[8];
    size_t n = alt_game_list(g, list, 8);
    for (size_t i = 0; i < n; i++)
        if (list[i].choice == 1 && list[i].object == ALT_NO_OBJECT)
            return 1;
    return 0;
}

/* "You may pay N to ...": ALT_CORE_B_BR_08_R1 ({H} pay 2: I gain 1 boost),
 * ALT_CORE_B_MU_16_R1, _R2 ({J} pay 1: I gain Anchored), ALT_CORE_B_MU_24_R1
 * ({J} pay 1: Resupply). Yes is an answer only with the Mana to pay (CR 6.4). */
static void test_may_pay(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int pay;
    } prints[] = {{"ALT_CORE_B_BR_08_R1", 2}, {"ALT_CORE_B_MU_16_R1", 1}, {"ALT_CORE_B_MU_16_R2", 1},
                  {"ALT_CORE_B_MU_24_R1", 1}};
    for (size_t k = 0; k < sizeof prints / sizeof prints[0]; k++) {
        for (int enough = 0; enough <= 1; enough++) {
            alt_game *g = ready(tb_game(prints[k].ref));
            int cost = alt_cards_get(tb_db(), tb_card(prints[k].ref))->hand_cost;
            ready_mana(g, cost + prints[k].pay - !enough);
            play(g, 0);
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            assert_int_equal(can_say_yes(g), enough);
            if (!enough) {
                alt_game_destroy(&g);
                continue;
            }
            int reserve = alt_game_zone_count(g, 0, ALT_ZONE_RESERVE);
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));
            assert_int_equal(ts_ready_mana(g, 0), 0);
            if (k == 0)
                assert_int_equal(ts_boosts(g, 0, 0), 1);
            else if (k < 3)
                assert_true(ts_status(g, 0, 0) & ALT_STATUS_ANCHORED);
            else
                assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), reserve + 1);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_AX_06_R1: {J} you may pay 2 to make a Brassbug; then Robots
 * you control gain 1 boost, paid or not. */
static void test_ax_06_r1_pay_then_robots(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = ready(tb_game("ALT_CORE_B_AX_06_R1"));
        uint8_t bug = ts_stage_token_card(g, 0, tb_card(BRASSBUG), ALT_EXP_COMPANION);
        play(g, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, yes));
        if (yes)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));   /* where it goes */
        assert_int_equal(ts_boosts(g, 0, bug), 1);
        int bugs = 0;
        for (int i = 0; i < ts_count(g, 0, ALT_ZONE_EXP_HERO); i++) {
            uint8_t id = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, i);
            if (alt_game_object_card(g, 0, id) == tb_card(BRASSBUG)) {
                bugs++;
                assert_int_equal(ts_boosts(g, 0, id), 1);
            }
        }
        assert_int_equal(bugs, yes);
        alt_game_destroy(&g);
    }
}

/* "At Dusk, if I have 3 or more boosts, draw a card" (CR 4.2.b):
 * ALT_CORE_B_BR_10_R1, ALT_CORE_B_YZ_07_R1. */
static void test_at_dusk_with_three_boosts(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_10_R1", "ALT_CORE_B_YZ_07_R1"};
    for (size_t k = 0; k < 2; k++) {
        for (int boosts = 2; boosts <= 3; boosts++) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
            ts_set_boosts(g, 0, 0, (uint8_t)boosts);
            int h = hand(g, 0);
            tb_to_next_afternoon(g);
            assert_int_equal(hand(g, 0), h + 2 + (boosts >= 3));
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_MU_06_R1: At Noon, if I have 2 or more boosts, Resupply. */
static void test_mu_06_r1_noon_with_boosts(void **state)
{
    (void)state;
    for (int boosts = 1; boosts <= 2; boosts++) {
        alt_game *g = tb_game("ALT_CORE_B_MU_06_R1");
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, ALT_STATUS_ANCHORED);       /* stays through Rest */
        ts_set_boosts(g, 0, 0, (uint8_t)boosts);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), boosts >= 2);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_BR_16_R1: {J} I gain 1 boost; {R} if I have 4 boosts or less,
 * I lose Fleeting (Seasoned: its boosts come back with it from Reserve). */
static void test_br_16_r1_loses_fleeting_with_few_boosts(void **state)
{
    (void)state;
    for (int boosts = 0; boosts <= 5; boosts += 5) {
        alt_game *g = tb_game("ALT_CORE_B_BR_16_R1");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_RESERVE, 0);
        ts_set_boosts(g, 0, 0, (uint8_t)boosts);
        play(g, 0);
        tb_answer_choices(g);                                /* {J} first, then {R} */
        assert_int_equal(ts_boosts(g, 0, 0), boosts + 1);
        assert_int_equal((ts_status(g, 0, 0) & ALT_STATUS_FLEETING) != 0, boosts + 1 > 4);
        alt_game_destroy(&g);
    }
}

/* "... you may have it gain 2 boosts": "it" is the target just chosen.
 * ALT_CORE_B_LY_15_R1, _R2 ({H} up to one target gains Asleep) and
 * ALT_CORE_B_MU_28_R1 (a Spell). */
static void test_it_is_the_target(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_15_R1", "ALT_CORE_B_LY_15_R2", "ALT_CORE_B_MU_28_R1"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        uint8_t other = tb_deck_card(g, TB_FILLER);
        tb_put(g, other, ALT_ZONE_EXP_HERO, 0);
        play(g, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, other, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
        assert_true(ts_status(g, 0, other) & ALT_STATUS_ASLEEP);
        assert_int_equal(ts_boosts(g, 0, other), 2);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_BR_14_C: {J} you may have another target Character lose
 * Fleeting; _R1, _R2: and gain 1 boost. */
static void test_br_14_another_loses_fleeting(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int boost;
    } prints[] = {{"ALT_CORE_B_BR_14_C", 0}, {"ALT_CORE_B_BR_14_R1", 1}, {"ALT_CORE_B_BR_14_R2", 1}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k].ref));
        uint8_t other = tb_deck_card(g, TB_FILLER);
        tb_put(g, other, ALT_ZONE_EXP_HERO, ALT_STATUS_FLEETING);
        play(g, 0);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
        alt_action itself = ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_legal(g, &itself, &why), ALT_E_ILLEGAL);   /* "another" */
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, other, 0, 0));
        assert_false(ts_status(g, 0, other) & ALT_STATUS_FLEETING);
        assert_int_equal(ts_boosts(g, 0, other), prints[k].boost);
        alt_game_destroy(&g);
    }
}

/* "When a Character joins your Expeditions, it gains 1 boost":
 * ALT_CORE_B_OR_28_C (every one), _R1, _R2 (non-token only), and
 * ALT_CORE_B_AX_30_R1 (Robots only; its own {J} makes one). */
static void test_allies_joining_gain_a_boost(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int tokens_too;
    } prints[] = {{"ALT_CORE_B_OR_28_C", 1}, {"ALT_CORE_B_OR_28_R1", 0}, {"ALT_CORE_B_OR_28_R2", 0}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game_extra(prints[k].ref, "ALT_CORE_B_OR_04_C");   /* {D}: a Recruit token */
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        tb_put(g, 1, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 1, 0, 0));
        tb_answer_choices(g);
        uint8_t token = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
        assert_int_equal(ts_boosts(g, 0, token), prints[k].tokens_too);
        uint8_t filler = tb_deck_card(g, TB_FILLER);
        tb_put(g, filler, ALT_ZONE_HAND, 0);
        play(g, filler);
        tb_answer_choices(g);
        assert_int_equal(ts_boosts(g, 0, filler), 1);
        alt_game_destroy(&g);
    }
    alt_game *g = ready(tb_game("ALT_CORE_B_AX_30_R1"));
    play(g, 0);
    tb_answer_choices(g);
    uint8_t bug = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    assert_int_equal(alt_game_object_card(g, 0, bug), tb_card(BRASSBUG));
    assert_int_equal(ts_boosts(g, 0, bug), 1);
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    uint8_t filler = tb_deck_card(g, TB_FILLER);
    tb_put(g, filler, ALT_ZONE_HAND, 0);
    play(g, filler);
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, filler), 0);          /* a Soldier, not a Robot */
    alt_game_destroy(&g);
}

static int is_option(const alt_game *g, alt_action a)
{
    const char *why = NULL;
    return alt_game_legal(g, &a, &why) == ALT_OK;
}

/* "Choose one: send to Reserve target Character, or discard target
 * Permanent, with Hand Cost 4 or less" (ALT_CORE_B_AX_23_C, _R1, _R2) or
 * "4 or more" (ALT_CORE_B_OR_25_C, _R1, _R2): the target says the mode. */
static void test_choose_one_reserve_or_discard(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *big;
        int at_most;   /* 1: cost 4 or less; 0: 4 or more */
    } prints[] = {{"ALT_CORE_B_AX_23_C", "ALT_CORE_B_OR_21_C", 1},  {"ALT_CORE_B_AX_23_R1", "ALT_CORE_B_OR_21_C", 1},
                  {"ALT_CORE_B_AX_23_R2", "ALT_CORE_B_OR_21_C", 1}, {"ALT_CORE_B_OR_25_C", "ALT_CORE_B_OR_21_C", 0},
                  {"ALT_CORE_B_OR_25_R1", "ALT_CORE_B_OR_21_C", 0}, {"ALT_CORE_B_OR_25_R2", "ALT_CORE_B_OR_21_C", 0}};
    for (size_t k = 0; k < sizeof prints / sizeof prints[0]; k++) {
        alt_game *g = ready(tb_game_extra(prints[k].ref, prints[k].big));
        uint8_t small = tb_deck_card(g, TB_FILLER);           /* Hand cost 1 */
        tb_put(g, small, ALT_ZONE_EXP_HERO, 0);
        tb_put(g, 1, ALT_ZONE_EXP_HERO, 0);                       /* Hand cost 4 */
        play(g, 0);
        uint8_t in = prints[k].at_most ? small : 1, out = prints[k].at_most ? 1 : small;
        if (prints[k].at_most)
            out = ALT_NO_OBJECT;                               /* 4 is "4 or less" too */
        if (out != ALT_NO_OBJECT)
            assert_false(is_option(g, ts_act(ALT_ACT_CHOOSE, 0, out, 0, 0)));
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, in, 0, 0));
        tb_answer_choices(g);
        assert_int_equal(alt_game_object_zone(g, 0, in), ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
    /* A Permanent chosen is discarded. */
    alt_game *g = ready(tb_game("ALT_CORE_B_AX_23_C"));
    uint8_t lm = tb_deck_card(g, TB_LANDMARK);
    tb_put(g, lm, ALT_ZONE_LANDMARK, 0);
    play(g, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, lm, 0, 0));
    assert_int_equal(alt_game_object_zone(g, 0, lm), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
    /* ALT_CORE_B_AX_23_R1: with two Landmarks, a Brassbug too. */
    g = ready(tb_game("ALT_CORE_B_AX_23_R1"));
    tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
    tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
    uint8_t small = tb_deck_card(g, TB_FILLER);
    tb_put(g, small, ALT_ZONE_EXP_HERO, 0);
    play(g, 0);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, small, 0, 0));
    tb_answer_choices(g);
    assert_int_equal(alt_game_object_card(g, 0, ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0)), tb_card(BRASSBUG));
    alt_game_destroy(&g);
}

/* ALT_CORE_B_LY_24_C, _R2: discard target Fleeting, Anchored or Asleep
 * Character, or target Permanent; ALT_CORE_B_LY_24_R1: the Character only. */
static void test_ly_24_discard_a_character_with_a_status(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int permanents;
    } prints[] = {{"ALT_CORE_B_LY_24_C", 1}, {"ALT_CORE_B_LY_24_R1", 0}, {"ALT_CORE_B_LY_24_R2", 1}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k].ref));
        uint8_t plain = tb_deck_card(g, TB_FILLER);
        tb_put(g, plain, ALT_ZONE_EXP_HERO, 0);
        uint8_t asleep = tb_deck_card(g, TB_FILLER);
        tb_put(g, asleep, ALT_ZONE_EXP_HERO, ALT_STATUS_ASLEEP);
        uint8_t lm = tb_deck_card(g, TB_LANDMARK);
        tb_put(g, lm, ALT_ZONE_LANDMARK, 0);
        play(g, 0);
        assert_false(is_option(g, ts_act(ALT_ACT_CHOOSE, 0, plain, 0, 0)));
        assert_int_equal(is_option(g, ts_act(ALT_ACT_CHOOSE, 0, lm, 0, 0)), prints[k].permanents);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, asleep, 0, 0));
        assert_int_equal(alt_game_object_zone(g, 0, asleep), ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_24_C, _R2: send to Reserve target Character with Hand Cost
 * X or less, X the Characters you control; _R1 makes a Recruit first, and
 * it counts. */
static void test_or_24_cost_up_to_your_characters(void **state)
{
    (void)state;
    static const struct {
        const char *ref;
        int token_first;
    } prints[] = {{"ALT_CORE_B_OR_24_C", 0}, {"ALT_CORE_B_OR_24_R1", 1}, {"ALT_CORE_B_OR_24_R2", 0}};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game_vs(prints[k].ref, "ALT_CORE_B_BR_13_C"));   /* theirs costs 4 */
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);
        for (int i = 0; i < 3; i++)
            tb_put(g, tb_deck_card(g, TB_FILLER), ALT_ZONE_EXP_HERO, 0);   /* three of yours */
        play(g, 0);
        if (prints[k].token_first)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
        alt_action theirs = ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 1);
        assert_int_equal(is_option(g, theirs), prints[k].token_first);   /* 4 Characters with the token */
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_LY_08_R1, _R2: {H} you may discard a card from your Reserve to
 * Resupply. */
static void test_ly_08_discard_to_resupply(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_LY_08_R1", "ALT_CORE_B_LY_08_R2"};
    for (size_t k = 0; k < 2; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        uint8_t old = tb_deck_card(g, TB_FILLER);
        tb_put(g, old, ALT_ZONE_RESERVE, 0);
        play(g, 0);
        tb_answer_choices(g);
        assert_int_equal(alt_game_object_zone(g, 0, old), ALT_ZONE_DISCARD);
        assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), 1);   /* the Resupplied card */
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_YZ_14_R1: {H} Resupply, then you may return a Spell from your
 * Reserve to your Hand. */
static void test_yz_14_r1_resupply_then_a_spell(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game_extra("ALT_CORE_B_YZ_14_R1", "ALT_CORE_B_YZ_19_C"));
    tb_put(g, 1, ALT_ZONE_RESERVE, 0);
    int h = hand(g, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(alt_game_object_zone(g, 0, 1), ALT_ZONE_HAND);
    assert_int_equal(hand(g, 0), h);                          /* played one, got the Spell back */
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), 1);   /* the Resupplied card */
    alt_game_destroy(&g);
}

/* Makes player 1's Hero (or Companion) Expedition the stronger one at Dusk:
 * three of its cards there against nothing. */
static void strong_opponent(alt_game *g, alt_zone_id z)
{
    for (int i = 0; i < 3; i++)
        ts_move(g, 1, ts_id_at(g, 1, ALT_ZONE_DECK, 0), z);
}

/* "After You" (CR 7.3.2): the turn ends without a pass.
 * ALT_CORE_B_YZ_13_C, _R1, _R2 ({D}); the Hero ALT_CORE_B_YZ_01_C ({T}, only when
 * you are the first player). */
static void test_after_you(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R1", "ALT_CORE_B_YZ_13_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        int p1_passed = ts_player(g, 1).passed;
        tb_put(g, 0, ALT_ZONE_RESERVE, 0);
        ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
        assert_int_equal(ts_player(g, 0).passed, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
        assert_int_equal(alt_game_decision(g).player, p1_passed ? 0 : 1);
        alt_game_destroy(&g);
    }
    alt_game *g = tb_game_hero("ALT_CORE_B_YZ_01_C", TB_FILLER);
    tb_to_player0_turn(g);
    alt_action use = ts_act(ALT_ACT_QUICK, 0, ALT_POS_HERO, 0, 0);
    const char *why = NULL;
    if (alt_game_first_player(g) != 0) {
        assert_int_equal(alt_game_apply(g, &use, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, "first player"));
        ts_set_first_player(g, 0);   /* as on the next Day */
    }
    int p1_passed = ts_player(g, 1).passed;
    ts_apply(g, use);
    assert_true(ts_player(g, 0).hero_status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(alt_game_decision(g).player, p1_passed ? 0 : 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_28_C, _R1, _R2: {T}, sacrifice a Character: After You. With
 * no Character the cost cannot be paid (CR 7.3.25): not listed, rejected. */
static void test_yz_28_sacrifice_for_after_you(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_YZ_28_C", "ALT_CORE_B_YZ_28_R1", "ALT_CORE_B_YZ_28_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = tb_game(prints[k]);
        tb_to_player0_turn(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        alt_action use = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0);
        alt_action list[128];
        size_t n = alt_game_list(g, list, 128);
        for (size_t i = 0; i < n; i++)
            assert_false(list[i].kind == ALT_ACT_QUICK && list[i].object == 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &use, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, ts_cr("7.3.25", "7.3.31")));

        uint8_t victim = tb_deck_card(g, TB_FILLER);
        tb_put(g, victim, ALT_ZONE_EXP_HERO, 0);
        int p1_passed = ts_player(g, 1).passed;
        ts_apply(g, use);
        ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, victim, 0, 0));
        assert_int_equal(alt_game_object_zone(g, 0, victim), ALT_ZONE_DISCARD);
        assert_true(ts_status(g, 0, 0) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(ts_player(g, 0).passed, 0);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
        assert_int_equal(alt_game_decision(g).player, p1_passed ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_27_C: target Expedition can't move forward this Day;
 * ALT_CORE_B_OR_27_R1, _R2: no Expedition can. */
static void test_or_27_cant_move_forward(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_27_C", "ALT_CORE_B_OR_27_R1", "ALT_CORE_B_OR_27_R2"};
    for (size_t k = 0; k < 3; k++) {
        alt_game *g = ready(tb_game(prints[k]));
        strong_opponent(g, ALT_ZONE_EXP_HERO);
        play(g, 0);
        if (k == 0)
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, ALT_EXP_HERO, 1));   /* theirs */
        tb_answer_choices(g);
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_distance(g, 1, ALT_EXP_HERO), 0);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_OR_19_C, _R1, _R2: in my Hero Expedition, your Companion
 * Expedition and the one facing it can't move forward. */
static void test_or_19_blocks_the_other_expeditions(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_19_C", "ALT_CORE_B_OR_19_R1", "ALT_CORE_B_OR_19_R2"};
    for (size_t k = 0; k < 3; k++) {
        for (int present = 0; present <= 1; present++) {
            alt_game *g = tb_game(prints[k]);
            tb_to_player0_turn(g);
            strong_opponent(g, ALT_ZONE_EXP_COMPANION);
            if (present)
                tb_put(g, 0, ALT_ZONE_EXP_HERO, ALT_STATUS_ANCHORED);
            tb_to_next_afternoon(g);
            assert_int_equal(alt_game_distance(g, 1, ALT_EXP_COMPANION), present ? 0 : 1);
            alt_game_destroy(&g);
        }
    }
}

/* "I have Defender unless you control two or more other Plants"
 * (ALT_CORE_B_MU_19_C, _R1) or Bureaucrats (ALT_CORE_B_MU_19_R2,
 * ALT_CORE_B_OR_10_R1). */
static void test_defender_unless(void **state)
{
    (void)state;
    static const struct {
        const char *ref, *kind;
    } prints[] = {{"ALT_CORE_B_MU_19_C", "ALT_CORE_B_MU_08_C"},
                  {"ALT_CORE_B_MU_19_R1", "ALT_CORE_B_MU_08_C"},
                  {"ALT_CORE_B_MU_19_R2", "ALT_CORE_B_OR_09_C"},
                  {"ALT_CORE_B_OR_10_R1", "ALT_CORE_B_OR_09_C"}};
    for (size_t k = 0; k < 4; k++) {
        for (int friends = 0; friends <= 2; friends += 2) {
            alt_game *g = tb_game_extra(prints[k].ref, prints[k].kind);
            tb_to_player0_turn(g);
            tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
            for (int i = 0; i < friends; i++)
                tb_put(g, (uint8_t)(1 + i), ALT_ZONE_EXP_HERO, 0);
            tb_to_next_afternoon(g);
            /* Alone against nothing it would move forward; with Defender, not. */
            assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), friends >= 2 ? 1 : 0);
            alt_game_destroy(&g);
        }
    }
}

/* ALT_CORE_B_BR_20_R2: tokens you control have Gigantic: a token counts in
 * both Expeditions (CR 7.4.4.e). */
static void test_br_20_r2_tokens_are_gigantic(void **state)
{
    (void)state;
    for (int present = 0; present <= 1; present++) {
        alt_game *g = tb_game("ALT_CORE_B_BR_20_R2");
        tb_to_player0_turn(g);
        /* Atlas is Gigantic itself: Asleep, its own statistics do not count
         * (CR 2.4.3), its passive still does. */
        if (present)
            tb_put(g, 0, ALT_ZONE_EXP_HERO, ALT_STATUS_ASLEEP);
        ts_stage_token_card(g, 0, tb_card(RECRUIT), ALT_EXP_HERO);
        /* The Companion Expedition holds nothing else: it moves forward
         * against the empty one facing it only if the Recruit counts there. */
        tb_to_next_afternoon(g);
        assert_int_equal(alt_game_distance(g, 0, ALT_EXP_COMPANION), present);
        alt_game_destroy(&g);
    }
}

/* ALT_CORE_B_MU_13_R1: {H} up to one target Plant gains 2 boosts. */
static void test_mu_13_r1_a_plant_gains_boosts(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game_extra("ALT_CORE_B_MU_13_R1", "ALT_CORE_B_MU_08_C"));
    tb_put(g, 1, ALT_ZONE_EXP_HERO, 0);
    uint8_t soldier = tb_deck_card(g, TB_FILLER);
    tb_put(g, soldier, ALT_ZONE_EXP_HERO, 0);
    play(g, 0);
    assert_false(is_option(g, ts_act(ALT_ACT_CHOOSE, 0, soldier, 0, 0)));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, 1, 0, 0));
    assert_int_equal(ts_boosts(g, 0, 1), 2);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_OR_13_R2: {J} target Character in your other Expedition gains
 * 2 boosts. */
static void test_or_13_r2_your_other_expedition(void **state)
{
    (void)state;
    alt_game *g = ready(tb_game("ALT_CORE_B_OR_13_R2"));
    uint8_t here = tb_deck_card(g, TB_FILLER);
    tb_put(g, here, ALT_ZONE_EXP_HERO, 0);
    uint8_t there = tb_deck_card(g, TB_FILLER);
    tb_put(g, there, ALT_ZONE_EXP_COMPANION, 0);
    play(g, 0);                                           /* into the Hero Expedition */
    assert_false(is_option(g, ts_act(ALT_ACT_CHOOSE, 0, here, 0, 0)));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, there, 0, 0));
    assert_int_equal(ts_boosts(g, 0, there), 2);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ax_06_group_boost_by_subtype),
        cmocka_unit_test(test_ax_13_hand_to_reserve_then_draw_if),
        cmocka_unit_test(test_br_23_needs_mana_orbs),
        cmocka_unit_test(test_ly_05_zero_statistics),
        cmocka_unit_test(test_boosted_characters_conditions),
        cmocka_unit_test(test_ly_21_each_player_refreshes),
        cmocka_unit_test(test_mu_10_plants_and_zeros),
        cmocka_unit_test(test_mu_27_up_to_two_targets),
        cmocka_unit_test(test_or_07_token_condition),
        cmocka_unit_test(test_or_21_opponents_pay_more),
        cmocka_unit_test(test_yz_14_returns_a_spell),
        cmocka_unit_test(test_yz_18_facing_expedition_moves_backward),
        cmocka_unit_test(test_rolls_on_joining),
        cmocka_unit_test(test_ly_17_roll_draw_or_resupply),
        cmocka_unit_test(test_ly_25_boosts_by_the_die),
        cmocka_unit_test(test_ly_25_r1_discard_to_add_two),
        cmocka_unit_test(test_ly_04_r1_may_add_one_to_a_die),
        cmocka_unit_test(test_yz_07_r2_boost_when_you_roll),
        cmocka_unit_test(test_ly_09_r1_sabotage_on_four_or_more),
        cmocka_unit_test(test_or_16_draws_when_its_expedition_fails),
        cmocka_unit_test(test_or_17_tokens_when_it_leaves),
        cmocka_unit_test(test_br_19_to_mana_when_it_leaves),
        cmocka_unit_test(test_br_19_r1_draws_if_you_dont),
        cmocka_unit_test(test_1_4_5_a_mu_05_r1_each_player_may_resupply),
        cmocka_unit_test(test_yz_08_r1_boosts_when_sacrificed),
        cmocka_unit_test(test_ly_19_r1_discard_any_number_to_draw),
        cmocka_unit_test(test_br_29_mana_orb_for_a_target),
        cmocka_unit_test(test_ly_10_returns_a_card_when_it_rests),
        cmocka_unit_test(test_ax_28_sabotage_when_it_leaves),
        cmocka_unit_test(test_1_4_5_a_or_20_each_player_sacrifices),
        cmocka_unit_test(test_1_4_5_a_revision_1_asks_the_first_player_first),
        cmocka_unit_test(test_yz_15_sacrifice_where),
        cmocka_unit_test(test_if_you_do),
        cmocka_unit_test(test_ax_27_exhaust_to_draw),
        cmocka_unit_test(test_mu_24_next_subtype_costs_less),
        cmocka_unit_test(test_yz_30_next_spell_is_free),
        cmocka_unit_test(test_activate_join_of_a_permanent),
        cmocka_unit_test(test_ax_22_r2_activate_join_of_a_character),
        cmocka_unit_test(test_may_pay),
        cmocka_unit_test(test_ax_06_r1_pay_then_robots),
        cmocka_unit_test(test_at_dusk_with_three_boosts),
        cmocka_unit_test(test_mu_06_r1_noon_with_boosts),
        cmocka_unit_test(test_br_16_r1_loses_fleeting_with_few_boosts),
        cmocka_unit_test(test_it_is_the_target),
        cmocka_unit_test(test_br_14_another_loses_fleeting),
        cmocka_unit_test(test_allies_joining_gain_a_boost),
        cmocka_unit_test(test_choose_one_reserve_or_discard),
        cmocka_unit_test(test_ly_24_discard_a_character_with_a_status),
        cmocka_unit_test(test_or_24_cost_up_to_your_characters),
        cmocka_unit_test(test_ly_08_discard_to_resupply),
        cmocka_unit_test(test_yz_14_r1_resupply_then_a_spell),
        cmocka_unit_test(test_after_you),
        cmocka_unit_test(test_yz_28_sacrifice_for_after_you),
        cmocka_unit_test(test_or_27_cant_move_forward),
        cmocka_unit_test(test_or_19_blocks_the_other_expeditions),
        cmocka_unit_test(test_defender_unless),
        cmocka_unit_test(test_br_20_r2_tokens_are_gigantic),
        cmocka_unit_test(test_mu_13_r1_a_plant_gains_boosts),
        cmocka_unit_test(test_or_13_r2_your_other_expedition),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
