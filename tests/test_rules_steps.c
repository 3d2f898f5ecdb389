/*
 * test_rules_steps.c: a step that asks each player (CR 6.1.e-h): the
 * choices are made in initiative order, each before the step's atomic
 * actions, which then happen together. Staged as positions on Beyond the
 * Gates cards.
 */
#include "bundled.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };
enum { ANUBIS = 0, MINE = 1, THEIRS = 0 };   /* object ids: each deck list is its cards as listed */

#define FILLER "{\"card\": \"ALT_CORE_B_OR_05_C\"}"
#define F3 FILLER ", " FILLER ", " FILLER

/* P0 plays Anubis (OR_20_C, "{J} Each player sacrifices a Character") with
 * an Ordis Trooper in the Hero Expedition; P1 has one too. P0 holds
 * initiative (their turn) and picks first: their Trooper. */
static alt_game *anubis_picked_by_p0(const char *ruleset)
{
    char json[4096];
    snprintf(json, sizeof json,
             "{\"seed\": 7, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"id\": %d, \"card\": \"ALT_CORE_B_OR_20_C\"}],"
             "               \"hero_expedition\": [{\"id\": %d, \"card\": \"ALT_CORE_B_OR_05_C\"}],"
             "               \"mana\": [" F3 ", " FILLER ", " FILLER "], \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"hero_expedition\": [{\"id\": %d, \"card\": \"ALT_CORE_B_OR_05_C\"}],"
             "               \"deck\": [" F3 "]}}]}",
             ruleset, ANUBIS, MINE, THEIRS);
    alt_game *g = tb_position(json);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, ANUBIS, ALT_EXP_HERO, 0));
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, P0);                  /* CR 6.1.h: initiative order */
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, MINE, 0, P0));
    d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, P1);
    return g;
}

/* CR 6.1.f, 6.1.h: when P1 decides, P0's choice is known but has not
 * happened: P0's Trooper is still in play. Once P1 picks, both are
 * sacrificed together. */
static void test_6_1_f_each_player_chooses_before_the_sacrifices_happen(void **state)
{
    (void)state;
    alt_game *g = anubis_picked_by_p0("seeds-2");
    assert_int_equal(alt_game_object_zone(g, P0, MINE), ALT_ZONE_EXP_HERO);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P1, THEIRS, 0, P1));
    assert_int_equal(alt_game_object_zone(g, P0, MINE), ALT_ZONE_DISCARD);
    assert_int_equal(alt_game_object_zone(g, P1, THEIRS), ALT_ZONE_DISCARD);
    assert_int_equal(alt_game_object_zone(g, P0, ANUBIS), ALT_ZONE_EXP_HERO);
    alt_game_destroy(&g);
}

/* The held choice is part of the position: it survives a save and load
 * between the two choices, and the game goes on the same. */
static void test_6_1_h_the_held_choice_is_in_the_position(void **state)
{
    (void)state;
    alt_game *g = anubis_picked_by_p0("cr3-2");
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = alt_position_encode(g, buf, sizeof buf);
    alt_game *back = NULL;
    char msg[256];
    assert_int_equal(alt_game_decode(alt_game_cards(g), buf, n, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    ts_apply(back, ts_act(ALT_ACT_CHOOSE, P1, THEIRS, 0, P1));
    assert_int_equal(alt_game_object_zone(back, P0, MINE), ALT_ZONE_DISCARD);
    alt_game_destroy(&back);
    alt_game_destroy(&g);
}

/* Revision 1 sacrificed P0's pick before P1 chose; its logs replay so. */
static void test_6_1_f_revision_1_sacrificed_each_as_picked(void **state)
{
    (void)state;
    alt_game *g = anubis_picked_by_p0("seeds-1");
    assert_int_equal(alt_game_object_zone(g, P0, MINE), ALT_ZONE_DISCARD);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P1, THEIRS, 0, P1));
    assert_int_equal(alt_game_object_zone(g, P1, THEIRS), ALT_ZONE_DISCARD);
    alt_game_destroy(&g);
}

/* A player with no Character is skipped (CR 6.1.g); the held pick of the
 * first still happens. P1 has nothing in play here. */
static void test_6_1_g_a_player_without_a_character_is_skipped(void **state)
{
    (void)state;
    char json[4096];
    snprintf(json, sizeof json,
             "{\"seed\": 7, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"id\": %d, \"card\": \"ALT_CORE_B_OR_20_C\"}],"
             "               \"hero_expedition\": [{\"id\": %d, \"card\": \"ALT_CORE_B_OR_05_C\"}],"
             "               \"mana\": [" F3 ", " FILLER ", " FILLER "], \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 "]}}]}",
             ANUBIS, MINE);
    alt_game *g = tb_position(json);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, ANUBIS, ALT_EXP_HERO, 0));
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, P0, MINE, 0, P0));
    assert_int_equal(alt_game_object_zone(g, P0, MINE), ALT_ZONE_DISCARD);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    alt_game_destroy(&g);
}

/* P0 plays Kitsune (MU_05_R1, "{H} Each player may Resupply") from Hand;
 * each Deck holds three fillers (none for a player in `empty`), each
 * Reserve nothing; bit p of `ouroboros`: player p has The Ouroboros
 * (LY_30_R2: a Resupply reveals two, one is kept) as a Landmark; P1 may
 * have Quetzalcoatl (OR_18_C: a token when an opponent does Resupply) in
 * play. P0 holds initiative (their turn) and is asked first. */
static alt_game *kitsune_board(const char *ruleset, int ouroboros, int empty, int quetzalcoatl)
{
    char json[4096];
    const char *ouro = "{\"card\": \"ALT_CORE_B_LY_30_R2\"}";
    snprintf(json, sizeof json,
             "{\"seed\": 7, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"id\": 0, \"card\": \"ALT_CORE_B_MU_05_R1\"}],"
             "               \"landmarks\": [%s],"
             "               \"mana\": [" F3 ", " FILLER ", " FILLER "], \"deck\": [%s]}},"
             "  {\"zones\": {\"deck\": [%s], \"landmarks\": [%s], \"hero_expedition\": [%s]}}]}",
             ruleset, ouroboros & 1 ? ouro : "", empty & 1 ? "" : F3, empty & 2 ? "" : F3, ouroboros & 2 ? ouro : "",
             quetzalcoatl ? "{\"card\": \"ALT_CORE_B_OR_18_C\"}" : "");
    alt_game *g = tb_position(json);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, 0, ALT_EXP_HERO, 0));
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, P0);                  /* CR 6.1.h: initiative order */
    return g;
}

static alt_game *kitsune_asks_p0(const char *ruleset, int ouroboros)
{
    return kitsune_board(ruleset, ouroboros, 0, 0);
}

static void say(alt_game *g, int p, int yes)
{
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, p);
    ts_apply(g, ts_act(ALT_ACT_CHOOSE, p, ALT_NO_OBJECT, 0, yes));
}

/* CR 6.1.f, 6.1.h: P0's yes is known but has not happened while P1
 * answers; then both Resupply together. */
static void test_6_1_f_each_player_may_resupply_answers_before_either_resupplies(void **state)
{
    (void)state;
    alt_game *g = kitsune_asks_p0("seeds-2", 0);
    say(g, P0, 1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 0);   /* not yet */
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_DECK), 3);
    say(g, P1, 1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 1);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_DECK), 2);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_DECK), 2);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    alt_game_destroy(&g);
}

/* The held answer is part of the position: saved and loaded between the
 * two answers, the game goes on the same; a "no" is held as well. */
static void test_6_1_f_each_player_may_resupply_the_held_answer_is_in_the_position(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = kitsune_asks_p0("seeds-2", 0);
        say(g, P0, yes);
        alt_position *pos = ts_position_of(g);
        assert_int_equal(pos->res.first_object, yes);
        alt_game *h = alt_game_clone(g);
        ts_restage(h, pos);
        assert_true(alt_game_hash(h) == alt_game_hash(g));
        say(g, P1, 1);
        say(h, P1, 1);
        assert_true(alt_game_hash(h) == alt_game_hash(g));
        assert_int_equal(alt_game_zone_count(h, P0, ALT_ZONE_RESERVE), yes);
        assert_int_equal(alt_game_zone_count(h, P1, ALT_ZONE_RESERVE), 1);
        alt_game_destroy(&h);
        alt_game_destroy(&g);
    }
}

/* A Resupply of two asks its card only once both have answered: P0 says
 * yes, P1 yes; then P0 keeps one of the top two, the other is discarded,
 * and P1 resupplies. */
static void test_6_1_f_each_player_may_resupply_a_resupply_of_two_chooses_after_both_answers(void **state)
{
    (void)state;
    alt_game *g = kitsune_asks_p0("seeds-2", 1);
    say(g, P0, 1);
    say(g, P1, 1);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.player, P0);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 0);   /* P1's Resupply comes after */
    alt_action list[8];
    assert_int_equal(alt_game_list(g, list, 8), 2);                       /* the two cards revealed */
    uint8_t kept = list[1].object;
    ts_apply(g, list[1]);
    assert_int_equal(alt_game_object_zone(g, P0, kept), ALT_ZONE_RESERVE);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_DISCARD), 1);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 1);
    alt_game_destroy(&g);
}

/* Both with The Ouroboros: after both answers, each keeps one of their
 * own top two, P0 first (initiative), then P1. */
static void test_6_1_f_each_player_may_resupply_two_resupplies_of_two_in_initiative_order(void **state)
{
    (void)state;
    alt_game *g = kitsune_asks_p0("seeds-2", 3);
    say(g, P0, 1);
    say(g, P1, 1);
    for (int p = P0; p <= P1; p++) {
        alt_decision d = alt_game_decision(g);
        assert_int_equal(d.kind, ALT_DEC_CHOICE);
        assert_int_equal(d.player, p);
        alt_action list[8];
        assert_int_equal(alt_game_list(g, list, 8), 2);
        ts_apply(g, list[0]);
        assert_int_equal(alt_game_object_zone(g, p, list[0].object), ALT_ZONE_RESERVE);
        assert_int_equal(alt_game_zone_count(g, p, ALT_ZONE_DISCARD), 1);
    }
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);
    alt_game_destroy(&g);
}

/* CR 7.3.22.b (4.0 7.3.26.b): with Deck and Discard empty, Resupply does nothing: a yes
 * moves no card, and "when an opponent does Resupply" (Quetzalcoatl) is
 * not set off; a Resupply that puts a card in Reserve sets it off. */
static void test_7_3_22_b_a_resupply_that_does_nothing_sets_off_nothing(void **state)
{
    (void)state;
    for (int empty = 0; empty <= 1; empty++) {
        alt_game *g = kitsune_board("seeds-2", 0, empty, 1);
        say(g, P0, 1);
        say(g, P1, 0);
        assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), !empty);
        alt_decision d = alt_game_decision(g);
        if (empty) {
            assert_int_equal(d.kind, ALT_DEC_TURN);           /* nothing asked of P1 */
        } else {
            assert_int_equal(d.kind, ALT_DEC_CHOICE);         /* Quetzalcoatl's token: where */
            assert_int_equal(d.player, P1);
        }
        alt_game_destroy(&g);
    }
}

/* A position in the middle of "each player may Resupply" holds what the
 * engine's own steps can: a card pick only for a player who said yes and
 * whose Resupply is of two, no card revealed while the answers are asked. */
static void test_6_1_f_each_player_may_resupply_positions_the_steps_cannot_reach_are_refused(void **state)
{
    (void)state;
    alt_game *g = kitsune_asks_p0("seeds-2", 1);
    say(g, P0, 1);
    say(g, P1, 1);                                    /* P0's pick of two waits: done 2, tally 2 */
    static const struct {
        int done, tally, first, second;
    } bad[] = {{2, 0, 1, 1}, {2, 2, 0, 1}, {0, 2, 0, 0}, {4, 2, 1, 1}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        alt_position *pos = ts_position_of(g);
        pos->res.done = (uint8_t)bad[i].done;
        pos->res.tally = (uint8_t)bad[i].tally;
        pos->res.first_object = (uint8_t)bad[i].first;
        pos->res.first_owner = (uint8_t)bad[i].second;
        alt_game *h = NULL;
        char msg[256];
        assert_int_equal(alt_game_from_position(tb_db(), pos, &h, msg, sizeof msg), ALT_E_POSITION);
        if (!strstr(msg, "resolving"))
            fail_msg("case %zu: %s", i, msg);
        free(pos);
    }
    alt_game_destroy(&g);
    /* A pick of two asked of P0 without The Ouroboros. */
    g = kitsune_asks_p0("seeds-2", 2);
    say(g, P0, 1);
    alt_position *pos = ts_position_of(g);
    pos->res.tally = 2;
    pos->res.done = 2;
    pos->res.first_object = 1;
    pos->decider = P0;                                /* P0's own pick, as done 2 would ask */
    alt_game *h = NULL;
    char msg[256];
    assert_int_equal(alt_game_from_position(tb_db(), pos, &h, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "Resupply of two"));
    free(pos);
    alt_game_destroy(&g);
}

/* Revision 1 resupplied each player as they said yes. */
static void test_6_1_f_each_player_may_resupply_revision_1_resupplied_at_once(void **state)
{
    (void)state;
    alt_game *g = kitsune_asks_p0("seeds-1", 0);
    say(g, P0, 1);
    assert_int_equal(alt_game_zone_count(g, P0, ALT_ZONE_RESERVE), 1);
    say(g, P1, 0);
    assert_int_equal(alt_game_zone_count(g, P1, ALT_ZONE_RESERVE), 0);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_6_1_f_each_player_chooses_before_the_sacrifices_happen),
        cmocka_unit_test(test_6_1_h_the_held_choice_is_in_the_position),
        cmocka_unit_test(test_6_1_f_revision_1_sacrificed_each_as_picked),
        cmocka_unit_test(test_6_1_g_a_player_without_a_character_is_skipped),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_answers_before_either_resupplies),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_the_held_answer_is_in_the_position),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_a_resupply_of_two_chooses_after_both_answers),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_revision_1_resupplied_at_once),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_two_resupplies_of_two_in_initiative_order),
        cmocka_unit_test(test_7_3_22_b_a_resupply_that_does_nothing_sets_off_nothing),
        cmocka_unit_test(test_6_1_f_each_player_may_resupply_positions_the_steps_cannot_reach_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
