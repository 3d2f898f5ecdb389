/*
 * test_rules_gigantic.c: a Gigantic object is present in both of its
 * controller's Expeditions for every effect, target and count (CR 7.4.4),
 * not only at Dusk: from revision 2 of each ruleset. Its own small card set
 * (the project's ability encoding, docs/card-database.md) so that each
 * situation needs one card; positions stage the board.
 */
#include "support.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };
enum { PLAYED = 0, GIANT = 1 };   /* object ids: the deck list is the cards as listed */

static const char cards_text[] =
    "altered-cards\t1\ttest-rules-gigantic-1\n"
    "G_GIANT\tGiant\tCHARACTER\tAX\tCOMMON\t-\t3\t3\t2\t2\t2\t-\t-\tgigantic\t-\n"
    "G_OTHER_BOOST\tGatekeeper\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:target_boost(2,my_other_exp_char)\n"
    "G_SACRIFICE_MINE\tDissenter\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tJ:sacrifice(my_expedition)\n"
    "G_SLEEP\tLullaby\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:group_status(asleep,expedition)\n"
    "G_GIANT_OTHER\tGiant Herald\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tgigantic\tJ:token(G_TOKEN,1,other)\n"
    "G_GIANT_MINE\tGiant Mother\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tgigantic\tJ:token(G_TOKEN,2,mine)\n"
    "G_GIANT_FACING\tGiant Wave\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tgigantic\tH:facing_backward\n"
    "G_TOKEN\tRecruit\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\t-\n"
    "G_FILLER\tFiller\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";

static const alt_cards *db(void)
{
    return ts_db_text(cards_text);
}

/* P0 to play `played` from Hand; `giant` (a card, or NULL) in P0's zone
 * `giant_zone`; three ready Mana. */
static alt_game *board(const char *ruleset, const char *played, const char *giant, const char *giant_zone)
{
    char giant_part[256] = "";
    if (giant)
        snprintf(giant_part, sizeof giant_part, "\"%s\": [{\"id\": %d, \"card\": \"%s\"}],", giant_zone, GIANT,
                 giant);
    char json[2048];
    snprintf(json, sizeof json,
             "{\"seed\": 11, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"id\": %d, \"card\": \"%s\"}], %s"
             "               \"mana\": [\"G_FILLER\", \"G_FILLER\", \"G_FILLER\"],"
             "               \"deck\": [\"G_FILLER\", \"G_FILLER\", \"G_FILLER\"]}},"
             "  {\"zones\": {\"deck\": [\"G_FILLER\", \"G_FILLER\", \"G_FILLER\"]}}]}",
             ruleset, PLAYED, played, giant_part);
    return ts_position_in(db(), json);
}

/* Whether the pending choice lists object id of P0. */
static int offered(const alt_game *g, uint8_t id)
{
    if (alt_game_decision(g).kind != ALT_DEC_CHOICE)
        return 0;
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].object == id && list[i].choice == P0)
            return 1;
    return 0;
}

static int boosts_of(const alt_game *g, int p, uint8_t id)
{
    alt_position *pos = ts_position_of(g);
    int b = -1;
    for (int z = 0; z < ALT_ZONE__END; z++)
        for (int i = 0; i < pos->p[p].zone_n[z]; i++)
            if (pos->p[p].zone[z][i].id == id)
                b = pos->p[p].zone[z][i].boosts;
    free(pos);
    return b;
}

/* CR 7.4.4.b: "target Character of yours in your other Expedition", played
 * in the Hero Expedition: the Giant, in the Hero Expedition too, is present
 * in the Companion one, so it is a target. Revision 1 did not offer it. */
static void test_7_4_4_b_a_gigantic_target_is_in_your_other_expedition(void **state)
{
    (void)state;
    alt_game *g = board("seeds-2", "G_OTHER_BOOST", "G_GIANT", "hero_expedition");
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
    assert_true(offered(g, GIANT));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, GIANT, 0, P0));
    assert_int_equal(boosts_of(g, P0, GIANT), 2);
    alt_game_destroy(&g);

    g = board("seeds-1", "G_OTHER_BOOST", "G_GIANT", "hero_expedition");
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
    assert_false(offered(g, GIANT));
    alt_game_destroy(&g);
}

/* CR 7.4.4.b: "sacrifice a Character in my Expedition", played in the
 * Companion Expedition, may take the Giant of the Hero Expedition. */
static void test_7_4_4_b_a_gigantic_character_is_in_my_expedition(void **state)
{
    (void)state;
    alt_game *g = board("cr3-2", "G_SACRIFICE_MINE", "G_GIANT", "hero_expedition");
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_COMPANION, 0));
    assert_true(offered(g, GIANT));
    assert_true(offered(g, PLAYED));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, GIANT, 0, P0));
    assert_int_equal(alt_game_object_zone(g, P0, GIANT), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* CR 7.4.4.b: every Character in target Expedition gains Asleep: the
 * Giant of P0's Companion Expedition is in the Hero one too. */
static void test_7_4_4_b_a_group_effect_on_an_expedition_reaches_the_giant(void **state)
{
    (void)state;
    alt_game *g = board("seeds-2", "G_SLEEP", "G_GIANT", "companion_expedition");
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, 0, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    /* P0's Hero Expedition: (no object, expedition 0, owner P0). */
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, ALT_EXP_HERO, P0));
    alt_position *pos = ts_position_of(g);
    const alt_pos_object *giant = &pos->p[P0].zone[ALT_ZONE_EXP_COMPANION][0];
    assert_int_equal(giant->id, GIANT);
    assert_true(giant->status & ALT_STATUS_ASLEEP);
    free(pos);
    alt_game_destroy(&g);
}

/* CR 7.4.4.k: "in your other Expedition" for a Gigantic source refers to
 * no Expedition: the token is not created. */
static void test_7_4_4_k_a_gigantic_sources_other_expedition_is_none(void **state)
{
    (void)state;
    alt_game *g = board("seeds-2", "G_GIANT_OTHER", NULL, NULL);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_EXP_HERO) + alt_game_zone_count(g, P0, ALT_ZONE_EXP_COMPANION),
                     1);
    alt_game_destroy(&g);

    g = board("seeds-1", "G_GIANT_OTHER", NULL, NULL);   /* revision 1: in the Companion Expedition */
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.4.f, 7.4.4.h: "create two tokens in my Expedition" for a
 * Gigantic source: "my Expedition" is both, so its controller picks an
 * Expedition for each token (the rule's Ratatoskr example): here one in
 * each. */
static void test_7_4_4_h_each_token_of_a_gigantic_source_picks_an_expedition(void **state)
{
    (void)state;
    alt_game *g = board("seeds-2", "G_GIANT_MINE", NULL, NULL);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, ALT_EXP_HERO, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, ALT_NO_OBJECT, ALT_EXP_COMPANION, 0));
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_EXP_HERO), 2);   /* the Giant Mother and a token */
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.4.g: "the Expedition facing me moves backward", played from Hand
 * by a Gigantic Character: both of P1's Expeditions, 2 and 3 regions out,
 * move back one. Revision 1 moved only the one facing the zone it was
 * played in. */
static void test_7_4_4_g_both_expeditions_face_a_gigantic_source(void **state)
{
    (void)state;
    static const char json_fmt[] =
        "{\"seed\": 11, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
        " \"players\": ["
        "  {\"zones\": {\"hand\": [{\"id\": 0, \"card\": \"G_GIANT_FACING\"}],"
        "               \"mana\": [\"G_FILLER\", \"G_FILLER\"], \"deck\": [\"G_FILLER\", \"G_FILLER\"]}},"
        "  {\"expeditions\": {\"hero\": {\"distance\": 2}, \"companion\": {\"distance\": 3}},"
        "   \"zones\": {\"deck\": [\"G_FILLER\", \"G_FILLER\"]}}]}";
    const char *rulesets[] = {"seeds-2", "seeds-1"};
    for (int k = 0; k < 2; k++) {
        char json[2048];
        snprintf(json, sizeof json, json_fmt, rulesets[k]);
        alt_game *g = ts_position_in(db(), json);
        ts_apply(g, ts_act(ALT_ACT_PLAY, P0, PLAYED, ALT_EXP_HERO, 0));
        assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
        assert_int_equal(alt_game_distance(g, P1, ALT_EXP_COMPANION), k == 0 ? 2 : 3);
        alt_game_destroy(&g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_7_4_4_b_a_gigantic_target_is_in_your_other_expedition),
        cmocka_unit_test(test_7_4_4_b_a_gigantic_character_is_in_my_expedition),
        cmocka_unit_test(test_7_4_4_b_a_group_effect_on_an_expedition_reaches_the_giant),
        cmocka_unit_test(test_7_4_4_k_a_gigantic_sources_other_expedition_is_none),
        cmocka_unit_test(test_7_4_4_h_each_token_of_a_gigantic_source_picks_an_expedition),
        cmocka_unit_test(test_7_4_4_g_both_expeditions_face_a_gigantic_source),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
