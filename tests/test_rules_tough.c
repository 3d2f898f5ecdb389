/*
 * test_rules_tough.c: what Tough X asks of the player who targets (CR
 * 7.4.7): the X is paid once per effect however many steps act on the
 * target (7.4.7.f), and no player is ever forced to pay it (7.4.7.d).
 * Tough is a cost hidden in a target choice, so each test counts the
 * ready Mana before and after the effect.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-tough-1\n"
    "T_TWICE\tTwice\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\t"
    "SPELL:target(char);THEN:it_boost(1);THEN:it_boost(1)\n"
    "T_PUSH\tPush\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve(char)\n"
    "T_TOUGH\tTough\tCHARACTER\tAX\tCOMMON\t-\t2\t2\t1\t1\t1\t-\t-\ttough=1\t-\n"
    "T_LEVIATHAN\tLeviathan\tCHARACTER\tAX\tCOMMON\t-\t2\t2\t1\t1\t1\t-\t-\tgigantic\tSTATIC:tough_regions\n"
    "T_FILLER\tFiller\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to play the Spell ref with `mana` ready Mana Orbs; P1's only
 * Character, T_TOUGH, in its Hero Expedition. P0 controls no Character,
 * so P1's is every potential target. */
static alt_game *board(const char *ref, int mana)
{
    char orbs[256] = "";
    for (int i = 0; i < mana; i++)
        strcat(orbs, i ? ", \"T_FILLER\"" : "\"T_FILLER\"");
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 17, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [\"%s\"], \"mana\": [%s],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}},"
             "  {\"zones\": {\"hero_expedition\": [\"T_TOUGH\"],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}}]}",
             ref, orbs);
    return ts_position_in(db(), json);
}

static int ready_mana(const alt_game *g, int p)
{
    alt_position *pos = ts_position_of(g);
    int ready = 0;
    for (int i = 0; i < pos->p[p].zone_n[ALT_ZONE_MANA]; i++)
        ready += !(pos->p[p].zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    free(pos);
    return ready;
}

static void play_the_spell(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].choice == 0) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("P0 cannot play the Spell");
}

/* The answer that targets P1's Character, if listed. */
static int target_tough(const alt_game *g, alt_action *out)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_CHOOSE && list[i].object != ALT_NO_OBJECT && list[i].choice == P1) {
            *out = list[i];
            return 1;
        }
    return 0;
}

/* CR 7.4.7.f: the Spell targets P1's Tough 1 Character once and boosts it
 * in two further steps of the same effect: Tough is paid once (1 Mana),
 * not per step. */
static void test_7_4_7_f_tough_is_paid_once_per_effect(void **state)
{
    (void)state;
    alt_game *g = board("T_TWICE", 4);
    play_the_spell(g);
    assert_int_equal(ready_mana(g, P0), 3);            /* the Spell's cost */
    alt_action target;
    assert_true(target_tough(g, &target));
    ts_apply(g, target);
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[P1].zone[ALT_ZONE_EXP_HERO][0].boosts, 2);
    free(pos);
    assert_int_equal(ready_mana(g, P0), 2);            /* and Tough 1, once */
    alt_game_destroy(&g);
}

/* CR 7.4.7.d: with only the Spell's cost in Mana, P0 cannot pay Tough;
 * P1's Character is not offered, nothing is paid and the effect does
 * nothing (CR 6.1.g: no legal target). */
static void test_7_4_7_d_a_tough_target_is_not_offered_to_who_cannot_pay(void **state)
{
    (void)state;
    alt_game *g = board("T_PUSH", 1);
    play_the_spell(g);
    alt_action target;
    assert_false(alt_game_decision(g).kind == ALT_DEC_CHOICE && target_tough(g, &target));
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_EXP_HERO), 1);
    assert_int_equal(alt_game_decision(g).player, P1);   /* the turn is over */
    alt_game_destroy(&g);
}

/* CR 7.4.7.d: P0 could pay Tough, but is never forced to, even though
 * every potential target has Tough: P0 may leave the Spell without a
 * target and keep the Mana ("no target" is listed beside the Tough one,
 * from revision 2 of each ruleset; docs/rules-choices.md). */
static void test_7_4_7_d_no_one_is_forced_to_pay_tough(void **state)
{
    (void)state;
    alt_game *g = board("T_PUSH", 2);
    play_the_spell(g);
    int declined = alt_game_decision(g).kind != ALT_DEC_CHOICE;
    if (!declined) {
        alt_action list[ALT_ANSWERS_MAX];
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        for (size_t i = 0; i < n && !declined; i++)
            if (list[i].object == ALT_NO_OBJECT) {
                ts_apply(g, list[i]);
                declined = 1;
            }
    }
    assert_true(declined);
    assert_int_equal(ready_mana(g, P0), 1);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_EXP_HERO), 1);
    alt_game_destroy(&g);
}

/* CR 4.3.a: once tiebreakers start every Expedition is in the Arena, so no
 * region lies between P1's Hero and Companion Expeditions (1 and 1 region
 * out: four between them before), and the Leviathan's "Tough X, where X is
 * the number of regions between your Hero and Companion" is Tough 0: P0,
 * with only the Spell's cost in Mana, may target it. Revision 1 counted the
 * regions of the Adventure still. */
static alt_game *arena_board(const char *ruleset)
{
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 17, \"ruleset\": \"%s\", \"arena\": true, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [\"T_PUSH\"], \"mana\": [\"T_FILLER\"],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}},"
             "  {\"expeditions\": {\"hero\": {\"distance\": 1}, \"companion\": {\"distance\": 1}},"
             "   \"zones\": {\"hero_expedition\": [\"T_LEVIATHAN\"],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}}]}",
             ruleset);
    return ts_position_in(db(), json);
}

static void test_4_3_a_no_region_lies_between_expeditions_in_the_arena(void **state)
{
    (void)state;
    alt_game *g = arena_board("seeds-2");
    play_the_spell(g);
    alt_action target;
    assert_true(target_tough(g, &target));
    ts_apply(g, target);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&g);

    g = arena_board("seeds-1");
    play_the_spell(g);
    assert_false(alt_game_decision(g).kind == ALT_DEC_CHOICE && target_tough(g, &target));
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_7_4_7_f_tough_is_paid_once_per_effect),
        cmocka_unit_test(test_7_4_7_d_a_tough_target_is_not_offered_to_who_cannot_pay),
        cmocka_unit_test(test_7_4_7_d_no_one_is_forced_to_pay_tough),
        cmocka_unit_test(test_4_3_a_no_region_lies_between_expeditions_in_the_arena),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
