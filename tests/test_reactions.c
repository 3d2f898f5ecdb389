/*
 * test_reactions.c: the rules around abilities, with bundled cards:
 * Reactions in Limbo and who orders them (CR 4.4), "you may" (CR 6.1.g),
 * support quick actions (CR 2.2.11, 5.3), the daily caps (CR 1.4.6), and
 * the modifiers that wait for the next card played.
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

static int ready_mana(const alt_game *g, int p)
{
    return ts_ready_mana(g, p);
}

static int has_option(const alt_game *g, alt_action a)
{
    alt_action list[128];
    size_t n = alt_game_list(g, list, 128);
    for (size_t i = 0; i < n; i++)
        if (memcmp(&list[i], &a, sizeof a) == 0)
            return 1;
    return 0;
}

/* CR 4.4.b: with two Reactions of one player in Limbo, that player chooses
 * which resolves first; the last one needs no choice. Two Landmarks with
 * "At Noon" Reactions: ALT_CORE_B_YZ_29_C (draw a card) and
 * ALT_CORE_B_AX_25_C (Resupply). */
static void test_4_4_b_the_controller_orders_simultaneous_reactions(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_YZ_29_C");   /* a Landmark: At Noon, draw a card */
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
    tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);   /* At Noon, Resupply */
    /* Pass to the next Noon, stopping at the Reaction order. */
    unsigned day = alt_game_decision(g).day;
    while (alt_game_decision(g).kind != ALT_DEC_REACTION) {
        alt_decision d = alt_game_decision(g);
        assert_true(d.day <= day + 1);
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (d.kind == ALT_DEC_EXPAND)
            ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        else
            fail_msg("unexpected decision %d", d.kind);
    }
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.phase, ALT_PHASE_NOON);
    alt_action list[8];
    assert_int_equal(alt_game_list(g, list, 8), 2);
    /* Choose the Resupply first (the second listed), then the draw follows
     * by itself: the last Reaction needs no choice. */
    int hand = alt_game_zone_count(g, 0, ALT_ZONE_HAND), reserve = alt_game_zone_count(g, 0, ALT_ZONE_RESERVE);
    ts_apply(g, list[1]);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_HAND), hand + 1);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), reserve + 1);
    alt_game_destroy(&g);
}

/* CR 4.4.b: the answer must be one of the player's own Reactions. */
static void test_4_4_b_a_reaction_order_takes_only_listed_reactions(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_YZ_29_C");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
    tb_put(g, tb_deck_card(g, TB_LANDMARK), ALT_ZONE_LANDMARK, 0);
    while (alt_game_decision(g).kind != ALT_DEC_REACTION) {
        alt_decision d = alt_game_decision(g);
        ts_apply(g, ts_act(d.kind == ALT_DEC_TURN ? ALT_ACT_PASS : ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT,
                           0, 0));
    }
    const char *why = NULL;
    alt_action bad = ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 5);
    assert_int_equal(alt_game_apply(g, &bad, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, "4.4.b"));
    alt_action pass = ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0);
    assert_int_equal(alt_game_apply(g, &pass, &why), ALT_E_WRONG_DECISION);
    alt_game_destroy(&g);
}

/* CR 6.1.g and "you may": declining does nothing (ALT_CORE_B_AX_04_R1,
 * {H} you may put a card from your Hand in Reserve). */
static void test_you_may_decline(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_AX_04_R1");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    int hand = alt_game_zone_count(g, 0, ALT_ZONE_HAND);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_true(has_option(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 1)));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, ALT_NO_OBJECT, 0, 0));   /* no */
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_HAND), hand - 1);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

/* CR 6.1.h: the opponent chooses the card they discard
 * (ALT_CORE_B_YZ_10_C, {H} your opponent discards a card from Hand). */
static void test_6_1_h_the_opponent_makes_their_own_choice(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_YZ_10_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, 1);
    uint8_t chosen = ts_id_at(g, 1, ALT_ZONE_HAND, 2);
    const char *why = NULL;
    alt_action mine = ts_act(ALT_ACT_CHOOSE, 0, chosen, 0, 1);
    assert_int_equal(alt_game_apply(g, &mine, &why), ALT_E_WRONG_PLAYER);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, 1, chosen, 0, 1));   /* choice: the card's owner */
    assert_int_equal(alt_game_object_zone(g, 1, chosen), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* CR 2.2.11, 5.3: a support ability is a quick action: the card goes from
 * Reserve to the Discard pile, and the same player's turn goes on. */
static void test_5_3_support_ability_is_a_quick_action(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_LY_12_R1");   /* {D}: Resupply */
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    assert_true(has_option(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0)));
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_DISCARD);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_RESERVE), 1);   /* the Resupplied card */
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, 0);
    alt_game_destroy(&g);
}

/* CR 2.4.5.e: an exhausted card in Reserve has no support ability. */
static void test_2_4_5_e_exhausted_reserve_card_has_no_support(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_LY_12_R1");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, ALT_STATUS_EXHAUSTED);
    assert_false(has_option(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0)));
    const char *why = NULL;
    alt_action a = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0);
    assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, ts_cr("2.4.5.e", "2.4.6.e")));
    alt_game_destroy(&g);
}

/* The daily count of ability `ability` (a quick action when quick) of
 * player 0's object id: from revision 2 each ability's own (daily_uses),
 * in revision 1 the object's quick actions or Reactions together. */
static int uses_of(const alt_game *g, uint8_t id, uint8_t ability, int quick)
{
    alt_position *pos = ts_position_of(g);
    int n = 0;
    if (alt_ruleset_revision(pos->ruleset) < 2) {
        alt_pos_object *o = ts_pos_object(pos, 0, id);
        n = quick ? o->quick_uses : o->reactions;
    } else {
        for (int i = 0; i < pos->p[0].uses_n; i++)
            if (pos->p[0].uses[i].id == id && pos->p[0].uses[i].ability == ability)
                n = pos->p[0].uses[i].count;
    }
    free(pos);
    return n;
}

/* The same, set as if it had been used this many times today. */
static void set_uses(alt_game *g, uint8_t id, uint8_t ability, int quick, int count)
{
    alt_position *pos = ts_position_of(g);
    if (alt_ruleset_revision(pos->ruleset) < 2) {
        alt_pos_object *o = ts_pos_object(pos, 0, id);
        *(quick ? &o->quick_uses : &o->reactions) = (uint8_t)count;
    } else {
        alt_pos_player *pl = &pos->p[0];
        int k = 0;                       /* the others kept, in order */
        for (int i = 0; i < pl->uses_n; i++)
            if (pl->uses[i].id != id || pl->uses[i].ability != ability)
                pl->uses[k++] = pl->uses[i];
        if (count) {                     /* inserted where (id, ability) sorts */
            int at = k++;
            for (; at > 0 && (pl->uses[at - 1].id << 8 | pl->uses[at - 1].ability) > (id << 8 | ability); at--)
                pl->uses[at] = pl->uses[at - 1];
            pl->uses[at] = (alt_pos_use){id, ability, (uint8_t)count};
        }
        pl->uses_n = (uint8_t)k;
    }
    ts_restage(g, pos);
}

/* The game as it is, under the revision 1 ruleset of its family. */
static void as_revision_1(alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[0].uses_n + pos->p[1].uses_n, 0);
    pos->ruleset = alt_ruleset_is_cr(pos->ruleset) ? ALT_RULESET_CR3_1 : ALT_RULESET_SEEDS_1;
    pos->hash_encoding = 0;                   /* the ruleset's own encoding */
    ts_restage(g, pos);
}

/* CR 1.4.6.b: a quick action of one object is played at most 100 times a
 * Day; the count starts again each Morning, and stays with the card through
 * its moves, so that a card coming back to the same place cannot loop. */
static void test_1_4_6_b_quick_action_cap(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_LY_12_R1");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    set_uses(g, 0, 0, 1, 100);                              /* its {D} ability, its first */
    const char *why = NULL;
    alt_action a = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0);
    assert_int_equal(alt_game_apply(g, &a, &why), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, "1.4.6.b"));
    assert_false(has_option(g, a));
    set_uses(g, 0, 0, 1, 99);
    assert_true(has_option(g, a));
    ts_apply(g, a);                                         /* the 100th */
    assert_int_equal(uses_of(g, 0, 0, 1), 100);             /* kept through its move to Discard */
    alt_game_destroy(&g);
}

/* The loop CR 1.4.6.a is about: with Deck and Discard empty, a card whose
 * support ability Resupplies (ALT_CORE_B_LY_12_R1) goes to Discard, is
 * shuffled back in and comes back to the Reserve. It stops at 100. */
static void test_1_4_6_a_a_self_returning_card_stops(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_LY_12_R1");
    tb_to_player0_turn(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    while (ts_count(g, 0, ALT_ZONE_DECK))                    /* an empty Deck ... */
        ts_move(g, 0, ts_id_at(g, 0, ALT_ZONE_DECK, 0), ALT_ZONE_MANA);
    while (ts_count(g, 0, ALT_ZONE_DISCARD))                 /* ... and Discard */
        ts_move(g, 0, ts_id_at(g, 0, ALT_ZONE_DISCARD, 0), ALT_ZONE_MANA);
    alt_action a = ts_act(ALT_ACT_QUICK, 0, 0, 0, 0);
    int uses = 0;
    while (has_option(g, a) && uses < 1000) {
        ts_apply(g, a);
        assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_RESERVE);
        uses++;
    }
    assert_int_equal(uses, 100);
    alt_game_destroy(&g);
}

/* CR 1.4.6.c: a Reaction of one object activates at most 100 times a Day. */
static void test_1_4_6_c_reaction_cap(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_YZ_11_C");   /* {H} draw a card */
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_HAND, 0);
    alt_game *twin = alt_game_clone(g);
    int hand = alt_game_zone_count(g, 0, ALT_ZONE_HAND);
    set_uses(g, 0, 0, 0, 100);   /* as if its {H} Reaction had activated 100 times today */
    set_uses(twin, 0, 0, 0, 99);
    /* Played from Hand, its {H} Reaction would draw a card: the count stays
     * with the card, so the 101st does not activate and the 100th does. */
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    ts_apply(twin, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    tb_answer_choices(twin);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_HAND), hand - 1);
    assert_int_equal(alt_game_zone_count(twin, 0, ALT_ZONE_HAND), hand);
    alt_game_destroy(&twin);
    alt_game_destroy(&g);
}

/* CR 1.4.6.c, 6.3.l: "a single Reaction of any given object": each
 * Reaction counts on its own. ALT_CORE_B_BR_15_C has two ({H} Sabotage,
 * {R} one boost); its {R} one at the cap, played from Hand, its {H} one
 * still activates. Revision 1 counted the object's Reactions together,
 * and there the {H} one does not. */
static void test_1_4_6_c_each_reaction_of_an_object_counts_on_its_own(void **state)
{
    (void)state;
    for (int revision = 2; revision >= 1; revision--) {
        alt_game *g = tb_game("ALT_CORE_B_BR_15_C");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        if (revision == 1)
            as_revision_1(g);
        set_uses(g, 0, 1, 0, 100);                           /* {R}, its second ability */
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        if (revision == 2) {
            assert_int_equal(uses_of(g, 0, 0, 0), 1);        /* {H} activated */
            assert_int_equal(uses_of(g, 0, 1, 0), 100);
        } else {
            assert_int_equal(uses_of(g, 0, 0, 0), 100);      /* the object's count: nothing activated */
        }
        alt_game_destroy(&g);
    }
}

/* CR 1.4.6.c counts "a single Reaction of any given object": the "{R} I
 * gain 1 boost" Haven (BR_30_C) gives is each Character's own, counted
 * under the Character (ability ALT_POS_GRANTED_BY + Haven's id), so one
 * Character at the cap does not stop another's; a count under Haven's own
 * passive ability is no count at all, and a position holding one is refused. */
static void test_1_4_6_c_a_granted_reaction_counts_for_the_character(void **state)
{
    (void)state;
    for (int capped = 0; capped <= 1; capped++) {
        alt_game *g = tb_game("ALT_CORE_B_BR_30_C");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);                  /* Haven, object 0 */
        uint8_t ally = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
        uint8_t other = tb_stage(g, TB_FILLER, ALT_ZONE_RESERVE);
        if (capped)
            set_uses(g, ally, ALT_POS_GRANTED_BY + 0, 0, 100);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, ally, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_boosts(g, 0, ally), !capped);
        assert_int_equal(uses_of(g, ally, ALT_POS_GRANTED_BY + 0, 0), capped ? 100 : 1);
        ts_set_passed(g, 1, 1);
        while (alt_game_decision(g).player != 0)
            ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, other, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_boosts(g, 0, other), 1);         /* its own Reaction, not yet used */
        alt_position *pos = ts_position_of(g);
        assert_int_equal(uses_of(g, 0, 0, 0), 0);            /* nothing counted under Haven */
        pos->p[0].uses_n = 1;
        pos->p[0].uses[0] = (alt_pos_use){0, 0, 1};          /* Haven's passive */
        alt_game *h = NULL;
        char msg[256];
        assert_int_equal(alt_game_from_position(tb_db(), pos, &h, msg, sizeof msg), ALT_E_POSITION);
        assert_non_null(strstr(msg, "no quick action or Reaction"));
        free(pos);
        alt_game_destroy(&g);
    }
}

/* CR 1.4.6.c: the counts start again each Morning (CR 4.2.1), every one of them. */
static void test_1_4_6_c_the_counts_start_again_each_morning(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_BR_15_C");
    tb_to_player0_turn(g);
    set_uses(g, 0, 1, 0, 100);
    set_uses(g, 0, 0, 0, 7);
    tb_to_next_afternoon(g);
    assert_int_equal(uses_of(g, 0, 0, 0), 0);
    assert_int_equal(uses_of(g, 0, 1, 0), 0);
    assert_int_equal(ts_player(g, 0).uses_n, 0);
    alt_game_destroy(&g);
}

/* "The next Character you play this turn gains 1 boost" (ALT_CORE_B_BR_05_C):
 * it waits for the next Character, applies once, and is spent. */
static void test_next_character_modifier_applies_once(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_BR_05_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    uint8_t a = tb_deck_card(g, TB_FILLER);
    tb_put(g, a, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    assert_int_equal(ts_player(g, 0).mods_n, 1);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, a, ALT_EXP_HERO, 0));
    assert_int_equal(ts_boosts(g, 0, a), 1);
    assert_int_equal(ts_player(g, 0).mods_n, 0);
    alt_game_destroy(&g);
}

/* "The next card you play this turn costs 1 less" (ALT_CORE_B_LY_04_C):
 * the cost falls by one (CR 5.1.2.e), and the modifier ends with the turn. */
static void test_next_card_costs_less_this_turn_only(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_LY_04_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    uint8_t a = tb_deck_card(g, TB_FILLER);   /* Hand cost 1 */
    tb_put(g, a, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    int mana = ready_mana(g, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, a, ALT_EXP_HERO, 0));
    assert_int_equal(ready_mana(g, 0), mana);   /* 1 - 1 = 0 */

    /* Used and not spent: gone when the turn ends. */
    alt_game *h = tb_game("ALT_CORE_B_LY_04_C");
    tb_to_player0_turn(h);
    tb_put(h, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(h, ts_act(ALT_ACT_QUICK, 0, 0, 0, 0));
    assert_int_equal(ts_player(h, 0).mods_n, 1);
    ts_apply(h, ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(ts_player(h, 0).mods_n, 0);
    alt_game_destroy(&h);
    alt_game_destroy(&g);
}

/* A modifier "this Afternoon" outlives the turn (ALT_CORE_B_AX_05_C, {R}). */
static void test_afternoon_modifier_lasts_until_dusk(void **state)
{
    (void)state;
    alt_game *g = tb_game("ALT_CORE_B_AX_05_C");
    tb_to_player0_turn(g);
    tb_plenty_of_mana(g);
    tb_put(g, 0, ALT_ZONE_RESERVE, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(ts_player(g, 0).mods_n, 1);
    assert_int_equal(ts_player(g, 0).mods[0].until_afternoon_ends, 1);
    /* The turn ended: it waits still. */
    if (alt_game_decision(g).player == 1)
        ts_apply(g, ts_act(ALT_ACT_PASS, 1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(ts_player(g, 0).mods_n, 1);
    /* A Landmark (a Permanent) costs 1 less. */
    uint8_t lm = tb_deck_card(g, TB_LANDMARK);
    tb_put(g, lm, ALT_ZONE_HAND, 0);
    int mana = ready_mana(g, 0);
    int cost = alt_cards_get(tb_db(), tb_card(TB_LANDMARK))->hand_cost;
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, lm, 0, 0));
    assert_int_equal(mana - ready_mana(g, 0), cost - 1);
    assert_int_equal(ts_player(g, 0).mods_n, 0);
    alt_game_destroy(&g);
}

/* CR 7.4.7.c, .d, .f: an opponent's Character with Tough 1 (Achilles,
 * ALT_CORE_B_BR_21_C) can be targeted (here by ALT_CORE_B_MU_18_C, {H}
 * target Character gains Anchored) only by paying 1 more; with nothing
 * left to pay, it is not a legal target, and nobody is forced to pay. */
static void test_7_4_7_tough_costs_the_targeting_player(void **state)
{
    (void)state;
    for (int spare = 0; spare <= 1; spare++) {
        alt_game *g = tb_game_vs("ALT_CORE_B_MU_18_C", "ALT_CORE_B_BR_21_C");
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);                   /* the opponent's Achilles */
        int cost = alt_cards_get(tb_db(), tb_card("ALT_CORE_B_MU_18_C"))->hand_cost;
        ts_leave_ready_mana(g, 0, cost + spare);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        alt_action achilles = ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 1);
        alt_action itself = ts_act(ALT_ACT_CHOOSE, 0, 0, 0, 0);
        assert_true(has_option(g, itself));
        if (!spare) {
            assert_false(has_option(g, achilles));
            const char *why = NULL;
            assert_int_equal(alt_game_apply(g, &achilles, &why), ALT_E_ILLEGAL);
        } else {
            assert_true(has_option(g, achilles));
            ts_apply(g, achilles);
            assert_int_equal(ready_mana(g, 0), 0);            /* the Tough cost was paid */
            assert_true(ts_status(g, 1, 0) & ALT_STATUS_ANCHORED);
        }
        alt_game_destroy(&g);
    }
}

/* The Tough a target has, as the targeting player pays it (CR 7.4.7):
 * one stage of the opponent's, then how many ready Mana Orbs beyond
 * ALT_CORE_B_MU_18_C's own cost make it a legal target. */
static int tough_paid(const char *opp_card, int where_landmark, int hero_distance, int companion_distance)
{
    int needed = -1;
    for (int spare = 0; spare <= 6 && needed < 0; spare++) {
        alt_game *g = tb_game_vs("ALT_CORE_B_MU_18_C", opp_card);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_set_distance(g, 1, ALT_EXP_HERO, hero_distance);
        ts_set_distance(g, 1, ALT_EXP_COMPANION, companion_distance);
        uint8_t target = 0;
        if (where_landmark) {
            ts_move(g, 1, 0, ALT_ZONE_LANDMARK);            /* the card that gives Tough */
            target = ts_top(g, 1, ALT_ZONE_DECK);
            while (alt_game_object_card(g, 1, target) == tb_card(opp_card))
                target = ts_id_at(g, 1, ALT_ZONE_DECK, 0);
        }
        ts_move(g, 1, target, ALT_ZONE_EXP_HERO);
        int cost = alt_cards_get(tb_db(), tb_card("ALT_CORE_B_MU_18_C"))->hand_cost;
        ts_leave_ready_mana(g, 0, cost + spare);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        if (has_option(g, ts_act(ALT_ACT_CHOOSE, 0, target, 0, 1))) {
            ts_apply(g, ts_act(ALT_ACT_CHOOSE, 0, target, 0, 1));
            assert_int_equal(ready_mana(g, 0), 0);   /* exactly the Tough was paid */
            needed = spare;
        }
        alt_game_destroy(&g);
    }
    return needed;
}

/* ALT_CORE_B_BR_24_C, _R1, _R2: Tough X, X the regions between its
 * player's Hero and Companion Expeditions; ALT_CORE_B_MU_30_C, _R1, _R2:
 * Characters you control have Tough 2; ALT_CORE_B_MU_22_R1: Tough X, X the
 * Plants you control (itself one). */
static void test_7_4_7_computed_and_granted_tough(void **state)
{
    (void)state;
    static const char *const regions[] = {"ALT_CORE_B_BR_24_C", "ALT_CORE_B_BR_24_R1", "ALT_CORE_B_BR_24_R2"};
    for (size_t k = 0; k < 3; k++) {
        assert_int_equal(tough_paid(regions[k], 0, 0, 0), 6);   /* regions 0 and 7: six between */
        assert_int_equal(tough_paid(regions[k], 0, 2, 3), 1);   /* regions 2 and 4: one between */
        assert_int_equal(tough_paid(regions[k], 0, 3, 4), 0);   /* adjacent, or the same: none */
    }
    static const char *const grants[] = {"ALT_CORE_B_MU_30_C", "ALT_CORE_B_MU_30_R1", "ALT_CORE_B_MU_30_R2"};
    for (size_t k = 0; k < 3; k++)
        assert_int_equal(tough_paid(grants[k], 1, 0, 0), 2);
    assert_int_equal(tough_paid("ALT_CORE_B_MU_22_R1", 0, 0, 0), 1);
}

/* A card whose abilities are not encoded is refused, never played bare. */
static void test_unsupported_card_is_refused(void **state)
{
    (void)state;
    /* Every bundled card is supported: a database of its own, with one
     * card whose abilities are "?" (not in the project's encoding). */
    static const char text[] =
        "altered-cards\t1\tsupport-test-1\n"
        "T_PLAIN\tPlain Soldier\tCHARACTER\tOR\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n"
        "T_UNKNOWN\tUnwritten Spirit\tCHARACTER\tOR\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t?\n";
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_parse(text, sizeof text - 1, &db, NULL), ALT_OK);
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0].hero = s.deck[1].hero = ALT_CARD_NONE;
    for (int i = 0; i < 30; i++) {
        s.deck[0].cards[s.deck[0].count++] = alt_cards_find(db, i ? "T_PLAIN" : "T_UNKNOWN");
        s.deck[1].cards[s.deck[1].count++] = alt_cards_find(db, "T_PLAIN");
    }
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_non_null(strstr(msg, "T_UNKNOWN"));
    assert_null(g);
    alt_cards_destroy(&db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_4_b_the_controller_orders_simultaneous_reactions),
        cmocka_unit_test(test_4_4_b_a_reaction_order_takes_only_listed_reactions),
        cmocka_unit_test(test_you_may_decline),
        cmocka_unit_test(test_6_1_h_the_opponent_makes_their_own_choice),
        cmocka_unit_test(test_5_3_support_ability_is_a_quick_action),
        cmocka_unit_test(test_2_4_5_e_exhausted_reserve_card_has_no_support),
        cmocka_unit_test(test_1_4_6_b_quick_action_cap),
        cmocka_unit_test(test_1_4_6_c_reaction_cap),
        cmocka_unit_test(test_1_4_6_c_each_reaction_of_an_object_counts_on_its_own),
        cmocka_unit_test(test_1_4_6_c_the_counts_start_again_each_morning),
        cmocka_unit_test(test_1_4_6_c_a_granted_reaction_counts_for_the_character),
        cmocka_unit_test(test_1_4_6_a_a_self_returning_card_stops),
        cmocka_unit_test(test_next_character_modifier_applies_once),
        cmocka_unit_test(test_next_card_costs_less_this_turn_only),
        cmocka_unit_test(test_afternoon_modifier_lasts_until_dusk),
        cmocka_unit_test(test_7_4_7_tough_costs_the_targeting_player),
        cmocka_unit_test(test_7_4_7_computed_and_granted_tough),
        cmocka_unit_test(test_unsupported_card_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
