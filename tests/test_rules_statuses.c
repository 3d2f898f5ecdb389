/*
 * test_rules_statuses.c: how statuses come and go with zones (CR 2.4.1):
 * an object entering a new zone starts with none (2.4.1.d), and an object
 * cannot gain a status it already has (2.4.1.f), so gaining it again leaves
 * it as it was. Both are easy to get wrong with statuses kept as bits
 * (a status carried along with a move, a second gain that toggles it off).
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-statuses-1\n"
    "T_BOUNCE\tBounce\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve(char)\n"
    "T_TRACER\tTracer\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:status_self(fleeting)\n"
    "T_FILLER\tFiller\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to take an Afternoon turn with two ready Mana Orbs and p0_zones;
 * P1 holds p1_zones. */
static alt_game *board(const char *p0_zones, const char *p1_zones)
{
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 11, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {%s, \"mana\": [\"T_FILLER\", \"T_FILLER\"],"
             "               \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}},"
             "  {\"zones\": {%s, \"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]}}]}",
             p0_zones, p1_zones);
    return ts_position_in(db(), json);
}

/* The statuses of the only object in one of a player's zones. */
static uint8_t only_status(const alt_game *g, int p, alt_zone_id z)
{
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->p[p].zone_n[z], 1);
    uint8_t status = pos->p[p].zone[z][0].status;
    free(pos);
    return status;
}

/* P0 plays the first card listed from zone `from` (into the Hero
 * Expedition when it goes to one). */
static void play_from(alt_game *g, alt_zone_id from)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO && list[i].choice == 0 &&
            alt_game_object_zone(g, P0, list[i].object) == (int)from) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("P0 cannot play from zone %d", (int)from);
}

/* Picks the target of `owner` in zone z (a target's owner is the choice). */
static void target_in(alt_game *g, int owner, alt_zone_id z)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_CHOOSE && list[i].choice == owner && list[i].object != ALT_NO_OBJECT &&
            alt_game_object_zone(g, owner, list[i].object) == (int)z) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("no target of player %d in zone %d", owner, (int)z);
}

/* CR 2.4.1.d: P1's Character is Exhausted, Anchored and Asleep in its
 * Expedition; sent to Reserve, it is a new object there and has none of
 * them (so it is ready to be played from Reserve). */
static void test_2_4_1_d_an_object_entering_a_new_zone_has_no_status(void **state)
{
    (void)state;
    alt_game *g = board("\"hand\": [\"T_BOUNCE\"]",
                        "\"hero_expedition\": [{\"card\": \"T_FILLER\","
                        " \"statuses\": [\"exhausted\", \"anchored\", \"asleep\"]}]");
    assert_int_equal(only_status(g, P1, ALT_ZONE_EXP_HERO),
                     ALT_STATUS_EXHAUSTED | ALT_STATUS_ANCHORED | ALT_STATUS_ASLEEP);
    play_from(g, ALT_ZONE_HAND);
    target_in(g, P1, ALT_ZONE_EXP_HERO);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_EXP_HERO), 0);
    assert_int_equal(only_status(g, P1, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

/* CR 2.4.1.f: played from Reserve, the Tracer is Fleeting already (CR
 * 5.2.1.c); its "I gain Fleeting" cannot give it Fleeting a second time,
 * so it stays Fleeting, with no other status. */
static void test_2_4_1_f_gaining_a_status_it_already_has_changes_nothing(void **state)
{
    (void)state;
    alt_game *g = board("\"reserve\": [\"T_TRACER\"]", "\"hand\": [\"T_FILLER\"]");
    play_from(g, ALT_ZONE_RESERVE);
    assert_int_equal(only_status(g, P0, ALT_ZONE_EXP_HERO), ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

/* The same Reaction from Hand, where the Tracer joins without Fleeting:
 * the Reaction does give it, so the test above sees a real second gain. */
static void test_2_4_1_f_the_first_gain_gives_the_status(void **state)
{
    (void)state;
    alt_game *g = board("\"hand\": [\"T_TRACER\"]", "\"hand\": [\"T_FILLER\"]");
    play_from(g, ALT_ZONE_HAND);
    assert_int_equal(only_status(g, P0, ALT_ZONE_EXP_HERO), ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_2_4_1_d_an_object_entering_a_new_zone_has_no_status),
        cmocka_unit_test(test_2_4_1_f_gaining_a_status_it_already_has_changes_nothing),
        cmocka_unit_test(test_2_4_1_f_the_first_gain_gives_the_status),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
