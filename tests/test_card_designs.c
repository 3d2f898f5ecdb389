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

#include <string.h>

#include "altered.h"
#include "bundled.h"
#include "state.h"

#define RECRUIT "ALT_CORE_B_OR_31_C"
#define BRASSBUG "ALT_CORE_B_AX_31_C"

/* Player 0's turn with plenty of Mana and the card under test in Hand. */
static alt_game *ready(alt_game *g)
{
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_Z_HAND, 0);
    return g;
}

static void play(alt_game *g, uint8_t id)
{
    const alt_card_info *c = alt_state_card(g, 0, id);
    int exp = c->type == ALT_TYPE_CHARACTER;
    tb_apply(g, tb_act(ALT_ACT_PLAY, 0, id, exp ? ALT_EXP_HERO : 0, 0));
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
    uint8_t bug = alt_state_create_token(g, 0, tb_card(BRASSBUG), ALT_EXP_COMPANION);   /* a Robot */
    uint8_t other = tb_deck_card(g, TB_FILLER);                                      /* a Soldier */
    tb_put(g, other, ALT_Z_EXP_HERO, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(g->p[0].obj[bug].boosts, 1);
    assert_int_equal(g->p[0].obj[other].boosts, 0);
    alt_game_destroy(&g);

    g = ready(tb_game_extra("ALT_CORE_B_AX_06_R2", "ALT_CORE_B_MU_08_C"));   /* a Plant */
    tb_put(g, 1, ALT_Z_EXP_HERO, 0);
    other = tb_deck_card(g, TB_FILLER);
    tb_put(g, other, ALT_Z_EXP_HERO, 0);
    play(g, 0);
    tb_answer_choices(g);
    assert_int_equal(g->p[0].obj[1].boosts, 1);
    assert_int_equal(g->p[0].obj[other].boosts, 0);
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
            tb_put(g, 0, ALT_Z_RESERVE, 0);
            uint8_t pick = tb_deck_card(g, matches ? prints[k].matching : TB_FILLER);
            tb_put(g, pick, ALT_Z_HAND, 0);
            int before = hand(g, 0);
            tb_apply(g, tb_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
            tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
            tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, pick, 0, 0));
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
        tb_put(g, 0, ALT_Z_HAND, 0);
        while (alt_game_zone_count(g, 0, ALT_ZONE_MANA) < prints[k].orbs - 1)
            tb_put(g, tb_deck_card(g, TB_FILLER), ALT_Z_MANA, 0);
        alt_action a = tb_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
        assert_non_null(strstr(why, "1.4.1"));
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_Z_MANA, 0);
        tb_apply(g, a);
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
                tb_put(g, (uint8_t)(1 + i), ALT_Z_EXP_HERO, 0);
            play(g, 0);
            assert_int_equal(g->p[0].obj[0].boosts, staged ? prints[k].boosts : 0);
            alt_game_destroy(&g);
        }
    }
}

/* Puts n fillers with one boost each in player 0's Hero Expedition. */
static void stage_boosted(alt_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        uint8_t id = tb_deck_card(g, TB_FILLER);
        tb_put(g, id, ALT_Z_EXP_HERO, 0);
        g->p[0].obj[id].boosts = 1;
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
        assert_int_equal(g->p[0].obj[0].boosts, boosted == 2 ? 2 : 0);
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
        tb_put(g, tb_deck_card(g, TB_FILLER), ALT_Z_RESERVE, 0);
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
                tb_put(g, (uint8_t)(1 + i), ALT_Z_EXP_HERO, 0);
            play(g, 0);
            tb_answer_choices(g);   /* the Plants' own {J} do not apply: they were staged */
            assert_int_equal(g->p[0].obj[0].boosts, staged == 2 ? 2 : 0);
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
        tb_put(g, a, ALT_Z_EXP_HERO, 0);
        uint8_t b = tb_deck_card(g, TB_FILLER);
        tb_put(g, b, ALT_Z_EXP_HERO, 0);
        play(g, 0);
        tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, a, 0, 0));
        alt_action again = tb_act(ALT_ACT_CHOOSE, 0, a, 0, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &again, &why), ALT_E_ILLEGAL);
        tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, b, 0, 0));
        assert_int_equal(g->p[0].obj[a].boosts, prints[k].n);
        assert_int_equal(g->p[0].obj[b].boosts, prints[k].n);
        alt_game_destroy(&g);
    }
    alt_game *g = ready(tb_game("ALT_CORE_B_MU_27_C"));
    uint8_t a = tb_deck_card(g, TB_FILLER);
    tb_put(g, a, ALT_Z_EXP_HERO, 0);
    uint8_t b = tb_deck_card(g, TB_FILLER);
    tb_put(g, b, ALT_Z_EXP_HERO, 0);
    play(g, 0);
    tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, a, 0, 0));
    tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));   /* no second target */
    assert_int_equal(g->p[0].obj[b].boosts, 0);
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
                alt_state_create_token(g, 0, tb_card(RECRUIT), ALT_EXP_COMPANION);
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
        alt_state_move(g, 1, 0, ALT_Z_EXP_HERO);            /* the opponent's card, in play */
        uint8_t c = tb_deck_card(g, TB_FILLER);             /* Hand cost 1 */
        tb_put(g, c, ALT_Z_HAND, 0);
        int mana = alt_state_ready_mana(&g->p[0]);
        play(g, c);
        assert_int_equal(mana - alt_state_ready_mana(&g->p[0]), 2);
        if (alt_game_decision(g).player == 1)
            tb_apply(g, tb_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
        uint8_t lm = tb_deck_card(g, TB_LANDMARK);
        tb_put(g, lm, ALT_Z_HAND, 0);
        int cost = alt_cards_get(tb_db(), tb_card(TB_LANDMARK))->hand_cost;
        mana = alt_state_ready_mana(&g->p[0]);
        play(g, lm);
        tb_answer_choices(g);
        assert_int_equal(mana - alt_state_ready_mana(&g->p[0]), cost + prints[k].landmark_too);
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
        tb_put(g, 1, ALT_Z_RESERVE, 0);                      /* a Spell */
        uint8_t character = tb_deck_card(g, TB_FILLER);
        tb_put(g, character, ALT_Z_RESERVE, 0);
        play(g, 0);
        tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
        alt_action wrong = tb_act(ALT_ACT_CHOOSE, 0, character, 0, 0);
        const char *why = NULL;
        assert_int_equal(alt_game_apply(g, &wrong, &why), ALT_E_ILLEGAL);
        tb_apply(g, tb_act(ALT_ACT_CHOOSE, 0, 1, 0, 0));
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
            g->p[1].distance[ALT_EXP_HERO] = (uint8_t)start;
            g->p[1].distance[ALT_EXP_COMPANION] = 2;
            play(g, 0);                                      /* into the Hero Expedition */
            assert_int_equal(alt_game_distance(g, 1, ALT_EXP_HERO), start ? start - 1 : 0);
            assert_int_equal(alt_game_distance(g, 1, ALT_EXP_COMPANION), 2);
            alt_game_destroy(&g);
        }
    }
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
