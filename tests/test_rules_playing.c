/*
 * test_rules_playing.c: playing cards and quick actions (CR 5), and the
 * keyword actions that change how a turn is played: where a card waits
 * while it is played (5.1.2.g), what passives do to a card being played
 * (5.2.b), Expedition Permanents from Reserve (5.2.2.c), {T} costs (5.3.d),
 * cost alterations with Scout (7.4.5.d), "After You" (7.3.2.b) and
 * Sabotage's "up to one" (7.3.24.a). Each case is a position written for
 * it over the few cards below, played through the public API.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

#define CARD(ref, type, sub, hand, res, kw, abilities) \
    ref "\t" ref "\t" type "\tAX\tCOMMON\t" sub "\t" hand "\t" res "\t1\t1\t1\t-\t-\t" kw "\t" abilities "\n"

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-playing-1\n"
    CARD("T_PING", "SPELL", "-", "1", "1", "-", "SPELL:target_boost(1,char)")
    CARD("T_GEAR", "PERMANENT", "GEAR", "1", "1", "-", "-")
    CARD("T_TAPPER", "CHARACTER", "-", "1", "1", "-", "T:draw(1)")
    CARD("T_SCOUT", "CHARACTER", "-", "3", "2", "scout=1", "-")
    CARD("T_AFTER_YOU", "CHARACTER", "-", "1", "1", "-", "D:after_you")
    CARD("T_SABOTEUR", "CHARACTER", "-", "1", "1", "-", "J:sabotage")
    CARD("T_TRACER", "CHARACTER", "-", "1", "1", "-", "J:status_self(fleeting)")
    CARD("T_FILLER", "CHARACTER", "-", "1", "1", "-", "-");

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to take an Afternoon turn holding the "next card" modifiers mods;
 * p0 and p1 are the players' zones but the Deck. */
static alt_game *board(const char *mods, const char *p0, const char *p1)
{
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 13, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"modifiers\": [%s], \"zones\": {\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], %s}},"
             "  {\"zones\": {\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], %s}}]}",
             mods, p0, p1);
    return ts_position_in(db(), json);
}

/* The listed answer of P0's of this kind and choice about an object in
 * zone `from` (the Hero Expedition for a play into one), or kind 0. */
static alt_action find(const alt_game *g, alt_action_kind kind, alt_zone_id from, int choice)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == kind && list[i].expedition == ALT_EXP_HERO && list[i].choice == choice &&
            alt_game_object_zone(g, P0, list[i].object) == (int)from)
            return list[i];
    return (alt_action){0};
}

static void play_from(alt_game *g, alt_zone_id from)
{
    alt_action a = find(g, ALT_ACT_PLAY, from, 0);
    assert_int_equal(a.kind, ALT_ACT_PLAY);
    ts_apply(g, a);
}

/* Statuses and boosts of the only object in one of a player's zones. */
static alt_pos_object only_object(const alt_game *g, int p, alt_zone_id z)
{
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[p].zone_n[z], 1);
    alt_pos_object o = pos->p[p].zone[z][0];
    free(pos);
    return o;
}

/* CR 5.1.2.f-g: once P0 has declared the Spell and paid its cost (its
 * one Mana Orb exhausted), it is in Limbo, not in Hand, while its effect
 * waits on the choice of its target. */
static void test_5_1_2_g_a_declared_card_moves_to_limbo(void **state)
{
    (void)state;
    alt_game *g = board("", "\"hand\": [\"T_PING\"], \"mana\": [\"T_FILLER\"], \"hero_expedition\": [\"T_FILLER\"]",
                        "\"hero_expedition\": [\"T_FILLER\"]");
    alt_action play = find(g, ALT_ACT_PLAY, ALT_ZONE_HAND, 0);
    ts_apply(g, play);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_HAND), 0);
    assert_int_equal(alt_game_object_zone(g, P0, play.object), ALT_ZONE_LIMBO);
    assert_int_equal(ts_ready_mana(g, P0), 0);
    alt_game_destroy(&g);
}

/* CR 5.2.b (4.0 5.2.c): a passive that says the next Character gains a boost acts
 * during that Character's resolution: it joins with the boost, and the
 * modifier is spent. */
static void test_5_2_b_a_passive_boost_reaches_the_card_being_played(void **state)
{
    (void)state;
    alt_game *g = board("{\"filter\": \"character\", \"kind\": \"boosts\", \"amount\": 1}",
                                  "\"hand\": [\"T_FILLER\"], \"mana\": [\"T_FILLER\"]", "\"hand\": [\"T_FILLER\"]");
    play_from(g, ALT_ZONE_HAND);
    assert_int_equal(only_object(g, P0, ALT_ZONE_EXP_HERO).boosts, 1);
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[P0].mods_n, 0);
    free(pos);
    alt_game_destroy(&g);
}

/* Plays the rest of the resolution out with each first option; whether
 * P0's Character in the Hero Expedition ends without Fleeting. */
static int ends_unfleeting(alt_game *g)
{
    for (int steps = 0; steps < 16 && alt_game_decision(g).kind == ALT_DEC_REACTION; steps++) {
        alt_action list[ALT_ANSWERS_MAX];
        assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
        ts_apply(g, list[0]);
    }
    return !(only_object(g, P0, ALT_ZONE_EXP_HERO).status & ALT_STATUS_FLEETING);
}

/* CR 5.2.b, its Example: "the next Character you play loses Fleeting" and
 * the Tracer's "{J} I gain Fleeting" are two Reactions in Limbo, which P0
 * resolves in the order of their choice, so the Tracer can end without
 * Fleeting, even played from Reserve (revision 2 of each ruleset; revision
 * 1 applied the modifier at once, before the card's Reactions). */
static void test_5_2_b_passive_and_reaction_resolve_in_the_players_order(void **state)
{
    (void)state;
    for (int from_reserve = 0; from_reserve < 2; from_reserve++) {
        alt_game *g = board("{\"filter\": \"character\", \"kind\": \"lose_fleeting\"}",
                            from_reserve ? "\"reserve\": [\"T_TRACER\"], \"mana\": [\"T_FILLER\"]"
                                         : "\"hand\": [\"T_TRACER\"], \"mana\": [\"T_FILLER\"]",
                            "\"hand\": [\"T_FILLER\"]");
        play_from(g, from_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_HAND);
        int unfleeting = 0;
        if (alt_game_decision(g).kind == ALT_DEC_REACTION) {
            alt_action list[ALT_ANSWERS_MAX];
            size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
            for (size_t i = 0; i < n && !unfleeting; i++) {
                alt_game *order = alt_game_clone(g);
                ts_apply(order, list[i]);
                unfleeting = ends_unfleeting(order);
                alt_game_destroy(&order);
            }
        }
        assert_true(unfleeting);
        alt_game_destroy(&g);
    }
}

/* CR 5.2.2.c: an Expedition Permanent played from Reserve gained Fleeting
 * in Limbo (5.2.2.b), so it enters the Expedition Fleeting; from Hand it
 * does not. */
static void test_5_2_2_c_an_expedition_permanent_from_reserve_enters_fleeting(void **state)
{
    (void)state;
    for (int from_reserve = 0; from_reserve < 2; from_reserve++) {
        alt_game *g = board("", from_reserve ? "\"reserve\": [\"T_GEAR\"], \"mana\": [\"T_FILLER\"]"
                                         : "\"hand\": [\"T_GEAR\"], \"mana\": [\"T_FILLER\"]",
                            "\"hand\": [\"T_FILLER\"]");
        play_from(g, from_reserve ? ALT_ZONE_RESERVE : ALT_ZONE_HAND);
        uint8_t status = only_object(g, P0, ALT_ZONE_EXP_HERO).status;
        assert_int_equal(status & ALT_STATUS_FLEETING, from_reserve ? ALT_STATUS_FLEETING : 0);
        alt_game_destroy(&g);
    }
}

/* CR 5.3.d: the {T} cost is paid by exhausting the card, so the quick
 * action is played once and then is no longer an answer. */
static void test_5_3_d_a_tap_cost_exhausts_the_card(void **state)
{
    (void)state;
    alt_game *g = board("", "\"hero_expedition\": [\"T_TAPPER\"]", "\"hand\": [\"T_FILLER\"]");
    alt_action quick = find(g, ALT_ACT_QUICK, ALT_ZONE_EXP_HERO, 0);
    assert_int_equal(quick.kind, ALT_ACT_QUICK);
    int hand = alt_game_zone_count(g, P0, ALT_ZONE_HAND);
    ts_apply(g, quick);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_HAND), hand + 1);   /* its effect: draw 1 */
    assert_int_equal(only_object(g, P0, ALT_ZONE_EXP_HERO).status & ALT_STATUS_EXHAUSTED, ALT_STATUS_EXHAUSTED);
    /* A quick action leaves the turn with P0. */
    assert_int_equal(alt_game_decision(g).player, P0);
    assert_int_equal(find(g, ALT_ACT_QUICK, ALT_ZONE_EXP_HERO, 0).kind, 0);
    alt_game_destroy(&g);
}

/* CR 7.4.5.d: "the next Character costs 1 less" applies to Scout 1 too,
 * so with no Mana at all P0 can play the Scout for its Scout cost. */
static void test_7_4_5_d_a_cost_alteration_applies_to_scout(void **state)
{
    (void)state;
    alt_game *g = board("", "\"hand\": [\"T_SCOUT\"]", "\"hand\": [\"T_FILLER\"]");
    assert_int_equal(find(g, ALT_ACT_PLAY, ALT_ZONE_HAND, 1).kind, 0);   /* Scout 1, no Mana */
    alt_game_destroy(&g);

    g = board("{\"filter\": \"character\", \"kind\": \"cost_less\", \"amount\": 1}",
                        "\"hand\": [\"T_SCOUT\"]", "\"hand\": [\"T_FILLER\"]");
    alt_action scout = find(g, ALT_ACT_PLAY, ALT_ZONE_HAND, 1);
    assert_int_equal(scout.kind, ALT_ACT_PLAY);
    ts_apply(g, scout);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_HAND), 0);
    alt_game_destroy(&g);
}

/* CR 7.3.2.b: "After You" ends P0's turn but is not a pass: once P1
 * passes, the Afternoon goes on with P0's turn. */
static void test_7_3_2_b_after_you_is_not_passing(void **state)
{
    (void)state;
    alt_game *g = board("", "\"reserve\": [\"T_AFTER_YOU\"]", "\"hand\": [\"T_FILLER\"]");
    alt_action after_you = find(g, ALT_ACT_QUICK, ALT_ZONE_RESERVE, 0);
    assert_int_equal(after_you.kind, ALT_ACT_QUICK);
    ts_apply(g, after_you);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, P1);
    ts_pass(g);
    d = alt_game_decision(g);
    assert_int_equal(d.phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, P0);
    alt_game_destroy(&g);
}

/* CR 7.3.24.a (4.0 7.3.30.a): Sabotage discards up to one target card in a Reserve: P0
 * may pick none, or a card of either Reserve (the Remark: their own too). */
static void test_7_3_24_a_sabotage_is_up_to_one_card_in_a_reserve(void **state)
{
    (void)state;
    alt_game *g = board("", "\"hand\": [\"T_SABOTEUR\"], \"mana\": [\"T_FILLER\"], \"reserve\": [\"T_FILLER\"]",
                        "\"reserve\": [\"T_FILLER\"]");
    play_from(g, ALT_ZONE_HAND);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int none = -1, mine = 0, theirs = 0;
    for (size_t i = 0; i < n; i++) {
        if (list[i].object == ALT_NO_OBJECT)
            none = (int)i;
        else if (alt_game_object_zone(g, list[i].choice, list[i].object) == ALT_ZONE_RESERVE)
            *(list[i].choice == P0 ? &mine : &theirs) += 1;
    }
    assert_true(none >= 0);
    assert_int_equal(mine, 1);
    assert_int_equal(theirs, 1);

    alt_game *keep = alt_game_clone(g);
    ts_apply(keep, list[none]);
    assert_int_equal(alt_game_zone_count(keep, P0, ALT_ZONE_RESERVE), 1);
    assert_int_equal(alt_game_zone_count(keep, P1, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&keep);

    for (size_t i = 0; i < n; i++)
        if (list[i].object != ALT_NO_OBJECT && list[i].choice == P1) {
            ts_apply(g, list[i]);
            break;
        }
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 0);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_DISCARD), 1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_5_1_2_g_a_declared_card_moves_to_limbo),
        cmocka_unit_test(test_5_2_b_a_passive_boost_reaches_the_card_being_played),
        cmocka_unit_test(test_5_2_b_passive_and_reaction_resolve_in_the_players_order),
        cmocka_unit_test(test_5_2_2_c_an_expedition_permanent_from_reserve_enters_fleeting),
        cmocka_unit_test(test_5_3_d_a_tap_cost_exhausts_the_card),
        cmocka_unit_test(test_7_4_5_d_a_cost_alteration_applies_to_scout),
        cmocka_unit_test(test_7_3_2_b_after_you_is_not_passing),
        cmocka_unit_test(test_7_3_24_a_sabotage_is_up_to_one_card_in_a_reserve),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
