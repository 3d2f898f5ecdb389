/*
 * test_heroes.c: Heroes and the abilities that react to a Spell being
 * played, with the bundled cards: a Hero's "At Noon" Reactions (CR 4.2.b),
 * its passive as each Afternoon begins, "When you play a Spell" (CR
 * 5.1.2.j), and the limits a Hero sets (CR 3.2.10.b, 4.2.5.c).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "altered.h"
#include "bundled.h"

#define RECRUIT "ALT_CORE_B_OR_31_C"
#define BOODA "ALT_CORE_B_BR_31_C"
#define DRAW_SPELL "ALT_CORE_B_YZ_19_C"   /* Spell: draw a card */

static int tokens(const alt_game *g, int p, const char *ref, alt_zone_id z)
{
    int n = 0;
    for (int i = 0; i < ts_count(g, p, z); i++)
        n += alt_game_object_card(g, p, ts_id_at(g, p, z, i)) == tb_card(ref);
    return n;
}

/* Passes to the next Afternoon and reports who was first player there. */
static int next_day(alt_game *g)
{
    tb_to_next_afternoon(g);
    return alt_game_first_player(g);
}

/* ALT_CORE_B_OR_01_C: At Noon, a Recruit token in the Hero Expedition. */
static void test_hero_or_01_noon_token_in_hero_expedition(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_OR_01_C", TB_FILLER);
    tb_to_player0_turn(g);
    /* Day 1 has a Noon (only its Morning is skipped, CR 4.1.l). */
    assert_int_equal(tokens(g, 0, RECRUIT, ALT_ZONE_EXP_HERO), 1);
    uint8_t first_token = ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0);
    ts_set_boosts(g, 0, first_token, 3);   /* to tell it from tomorrow's */
    next_day(g);
    /* It ceased to exist at Rest; Day 2's Noon made a new one. */
    assert_int_equal(tokens(g, 0, RECRUIT, ALT_ZONE_EXP_HERO), 1);
    assert_int_equal(ts_boosts(g, 0, ts_id_at(g, 0, ALT_ZONE_EXP_HERO, 0)), 0);
    assert_int_equal(tokens(g, 0, RECRUIT, ALT_ZONE_EXP_COMPANION), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_BR_01_C: At Noon, if you are the first player, a Booda token
 * in the Companion Expedition; not on the Days you are not. */
static void test_hero_br_01_noon_token_only_as_first_player(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_BR_01_C", TB_FILLER);
    tb_to_player0_turn(g);
    int seen[2] = {0, 0};
    for (int day = 0; day < 2; day++) {
        /* Yesterday's token ceased to exist at Rest: only today's counts. */
        int first = next_day(g);
        assert_int_equal(tokens(g, 0, BOODA, ALT_ZONE_EXP_COMPANION), first == 0 ? 1 : 0);
        seen[first]++;
    }
    assert_int_equal(seen[0], 1);   /* the first player alternates (CR 4.2.1.b) */
    assert_int_equal(seen[1], 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_MU_01_C: the first Character played each Afternoon gains 1
 * boost; the second does not. */
static void test_hero_mu_01_first_character_each_afternoon(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_MU_01_C", TB_FILLER);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    uint8_t a = tb_deck_card(g, TB_FILLER);
    tb_put(g, a, ALT_ZONE_HAND, 0);
    uint8_t b = tb_deck_card(g, TB_FILLER);
    tb_put(g, b, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, a, ALT_EXP_HERO, 0));
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, b, ALT_EXP_HERO, 0));
    assert_int_equal(ts_boosts(g, 0, a), 1);
    assert_int_equal(ts_boosts(g, 0, b), 0);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_03_C: when you play a Spell, target Character you control
 * gains 1 boost, once the Spell has left Limbo (CR 5.1.2.j). */
static void test_hero_yz_03_spell_boosts_your_character(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_YZ_03_C", DRAW_SPELL);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    uint8_t mine = tb_deck_card(g, TB_FILLER);
    tb_put(g, mine, ALT_ZONE_EXP_HERO, 0);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);          /* the Hero's target */
    assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_RESERVE);   /* the Spell is done */
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, mine), 1);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_YZ_07_C: "When you play a Spell, I gain 1 boost", while it is
 * in play; not when it is elsewhere. */
static void test_yz_07_gains_a_boost_per_spell(void **state)
{
    (void)state;
    /* Player 0: the Character (object 0) and two Spells (objects 1, 2). */
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 3;
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0].hero = s.deck[1].hero = ALT_CARD_NONE;
    s.deck[0].cards[s.deck[0].count++] = tb_card("ALT_CORE_B_YZ_07_C");
    s.deck[0].cards[s.deck[0].count++] = tb_card(DRAW_SPELL);
    s.deck[0].cards[s.deck[0].count++] = tb_card(DRAW_SPELL);
    for (int i = 0; i < 40; i++) {
        s.deck[0].cards[s.deck[0].count++] = tb_card(TB_FILLER);
        s.deck[1].cards[s.deck[1].count++] = tb_card(TB_OPPONENT);
    }
    alt_game *g = NULL;
    assert_int_equal(alt_game_new(tb_db(), &s, &g, NULL, 0), ALT_OK);
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 1, ALT_ZONE_HAND, 0);
    tb_put(g, 2, ALT_ZONE_RESERVE, 0);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);                    /* not in play: no Reaction */
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, 0), 0);
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);                   /* in play now */
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 2, 0, 0));     /* from Reserve: a play all the same */
    tb_answer_choices(g);
    assert_int_equal(ts_boosts(g, 0, 0), 1);
    alt_game_destroy(&g);
}

/* CR 3.2.10.b, 4.2.5.c: a Hero's reserve limit replaces the 2 of a player
 * without one (ALT_CORE_B_OR_01_C: read from the database). */
static void test_hero_sets_the_limits(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_OR_01_C", TB_FILLER);
    const alt_card_info *h = alt_cards_get(tb_db(), tb_card("ALT_CORE_B_OR_01_C"));
    tb_to_player0_turn(g);
    /* One card past each limit, so that Night's Clean-up shows it. */
    int reserve = h->reserve_limit + 1, landmarks = h->landmark_limit + 1 < 3 ? h->landmark_limit + 1 : 3;
    for (int i = 0; i < reserve; i++)
        tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
    for (int i = 0; i < landmarks; i++)
        tb_stage(g, TB_LANDMARK, ALT_ZONE_LANDMARK);
    for (int i = 0; i < 3; i++)
        ts_move(g, 1, ts_id_at(g, 1, ALT_ZONE_DECK, 0), ALT_ZONE_RESERVE);
    tb_run_until(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), h->reserve_limit);
    assert_int_equal(ts_count(g, 0, ALT_ZONE_LANDMARK), landmarks < h->landmark_limit ? landmarks : h->landmark_limit);
    assert_int_equal(ts_count(g, 1, ALT_ZONE_RESERVE), 2);
    alt_game_destroy(&g);
}

/* ALT_CORE_B_AX_03_C: At Noon, you may pay 1 and put a card from your Hand
 * in Reserve to make a Brassbug in target Expedition. */
static void test_hero_ax_03_pay_and_reserve_for_a_brassbug(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_AX_03_C", TB_FILLER);
    tb_to_player0_turn(g);   /* Day 1's Noon: yes, the first card of the Hand */
    assert_int_equal(tokens(g, 0, "ALT_CORE_B_AX_31_C", ALT_ZONE_EXP_HERO), 1);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), 1);
    assert_int_equal(ts_ready_mana(g, 0), 2);        /* 3 opening Orbs, 1 paid */
    alt_game_destroy(&g);
}

/* ALT_CORE_B_OR_02_C: At Noon, with a Bureaucrat, a Recruit in target
 * Expedition; when you play a Bureaucrat, you may have it gain Asleep. */
static void test_hero_or_02_bureaucrats(void **state)
{
    (void)state;
    alt_game *g = tb_game_hero("ALT_CORE_B_OR_02_C", "ALT_CORE_B_OR_09_C");   /* a Bureaucrat */
    tb_to_player0_turn(g);
    assert_int_equal(tokens(g, 0, RECRUIT, ALT_ZONE_EXP_HERO), 0);              /* none in play at Noon */
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1));   /* yes */
    assert_true(ts_status(g, 0, 0) & ALT_STATUS_ASLEEP);
    ts_set_status(g, 0, 0, ts_status(g, 0, 0) | ALT_STATUS_ANCHORED);   /* stays for tomorrow's Noon */
    tb_to_next_afternoon(g);
    assert_int_equal(tokens(g, 0, RECRUIT, ALT_ZONE_EXP_HERO), 1);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hero_or_01_noon_token_in_hero_expedition),
        cmocka_unit_test(test_hero_br_01_noon_token_only_as_first_player),
        cmocka_unit_test(test_hero_mu_01_first_character_each_afternoon),
        cmocka_unit_test(test_hero_yz_03_spell_boosts_your_character),
        cmocka_unit_test(test_yz_07_gains_a_boost_per_spell),
        cmocka_unit_test(test_hero_sets_the_limits),
        cmocka_unit_test(test_hero_ax_03_pay_and_reserve_for_a_brassbug),
        cmocka_unit_test(test_hero_or_02_bureaucrats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
