/*
 * test_rules_skybound.c: the mechanics Skybound Odyssey brought, as the
 * rules (and, where they are silent, the cards' reminders) define them,
 * each played with this test's own cards (no card of the set is named):
 * "when you pass first" (CR 4.0 4.2.3.d-e), a Hero's Quest counters
 * (2.5.e-f) and a token Gigantic while its Hero has enough of them
 * (7.4.4.b), token Permanents created in a Landmark zone, sacrificed at
 * Clean-up when in excess (4.2.5.c) and ceasing to exist out of play
 * (2.1.e, 7.3.31.b), and what "when you sacrifice" hears (7.3.31).
 * docs/rules-choices.md, "Skybound Odyssey", says how each reading that
 * left room was chosen.
 */
#include "frost_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

/* Format 2 lines (docs/card-database.md): a Character, a Spell, a
 * Landmark, a token Character, a token Landmark, a Hero. */
#define C(ref, ab) ref "\t" ref "\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t" ab "\t" ref "\t-\n"
#define S(ref, ab) ref "\t" ref "\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\t" ref "\t-\n"
#define L(ref, ab) ref "\t" ref "\tLANDMARK_PERMANENT\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\t" ref "\t-\n"
#define TC(ref, ab) ref "\t" ref "\tTOKEN\tAX\tCOMMON\t-\t0\t0\t2\t2\t2\t-\t-\t-\t" ab "\t" ref "\t-\n"
#define TL(ref, ab) ref "\t" ref "\tTOKEN_LANDMARK_PERMANENT\tNE\tCOMMON\t-\t0\t0\t-\t-\t-\t-\t-\t-\t" ab "\t" ref "\t-\n"
#define H(ref, ab) ref "\t" ref "\tHERO\tAX\tCOMMON\t-\t0\t0\t-\t-\t-\t2\t2\t-\t" ab "\t" ref "\t-\n"

static const char *const card_lines[] = {
    "altered-cards\t2\ttest-rules-skybound-1\n",
    H("T_HERO", "-"),
    H("T_QUESTER", "PASSFIRST:counters_self(1);THEN:token(T_HALUA,1,companion) if(self_counters>=3)"),
    C("T_FILLER", "-"),
    C("T_FROG", "PASSFIRST:boost_self(1)"),
    C("T_FOGG", "R:may pass_now;THEN:boost_self(1) if(did>=1)"),
    C("T_NIGHT", "H:each_pass"),
    C("T_HARE", "H:set_first_player(player) if(first_player>=1)"),
    C("T_STORM", "DUSK:each_other_char_status(fleeting)"),
    C("T_LOOKOUT", "JOINSFACING:boost_self(1)"),
    C("T_SHEPHERD", "J:token(T_TOKEN,1,opp_companion)"),
    S("T_SHIFT", "SPELL:target_switch(char)"),
    C("T_SCOUTER", "H:may reveal_hand(big_character);THEN:draw(1) if(did>=1)"),
    C("T_DEITY", "H:reserve_boost(animal,1)"),
    S("T_GUST", "SPELL:target_backward"),
    "T_BIG\tT_BIG\tCHARACTER\tAX\tCOMMON\t-\t4\t4\t4\t4\t4\t-\t-\t-\t-\tT_BIG\t-\n",
    "T_BEAST\tT_BEAST\tCHARACTER\tAX\tCOMMON\tANIMAL\t1\t1\t1\t1\t1\t-\t-\t-\t-\tT_BEAST\t-\n",
    C("T_WATCH_PERM", "YOUSACRIFICE:boost_self(1) perm"),
    C("T_WATCH_ANY", "YOUSACRIFICE:boost_self(1) char_or_perm"),
    C("T_WATCH_CHAR", "YOUSACRIFICE:boost_self(1)"),
    L("T_QUARRY", "J:landmark_token(T_ROCK,mine)"),
    L("T_NURSERY", "T1:sacrifice(perm);THEN:token(T_TOKEN,1,hero)"),
    L("T_SITE", "-"),
    S("T_GIFT", "SPELL:landmark_token(T_ROCK,player)"),
    S("T_STONE", "SPELL:target_discard(char);THEN:landmark_token(T_ROCK,its) if(did>=1)"),
    S("T_RAIN", "SPELL:landmark_token(T_ROCK,each)"),
    S("T_RAZE", "SPELL:sacrifice(perm)"),
    S("T_CULL", "SPELL:sacrifice(mine)"),
    TC("T_HALUA", "STATIC:gigantic_hero_counters(5)"),
    TC("T_TOKEN", "-"),
    TL("T_ROCK", "SACRIFICED:resupply(1);T1:sacrifice_self"),
};

static const alt_cards *db(void)
{
    static char text[8192];
    if (!text[0])
        for (size_t i = 0; i < sizeof card_lines / sizeof card_lines[0]; i++)
            strncat(text, card_lines[i], sizeof text - strlen(text) - 1);
    return ts_db_text(text);
}

#define MANA2 "\"mana\": [\"T_FILLER\", \"T_FILLER\"]"
#define FROG "{\"card\": \"T_FROG\", \"statuses\": [\"anchored\"]}"
#define DECK5 "\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]"

/* P0 to take an Afternoon turn; each player's keys inside "players". */
static alt_game *board(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": [{%s}, {%s}]}", p0, p1);
}

static void pass(alt_game *g, int p)
{
    ts_apply(g, ts_act(ALT_ACT_PASS, p, ALT_NO_OBJECT, 0, 0));
}

/* ------------------------------------------------------ passing first */

/* CR 4.0 4.2.3.d-e, and the reminder "(stop taking turns before other
 * players)": a player who passes while the other has not passed passes
 * first; their Reactions to it resolve, then the turn goes to the other.
 * The other, passing after, does not pass first (the Frogs are Anchored:
 * they keep their boosts through Rest, CR 4.0 2.4.2, to be counted after). */
static void test_4_2_3_e_the_first_player_to_pass_passes_first(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}");
    pass(g, P0);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FROG"), 1);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);                  /* the turn ended after the Reaction */
    assert_int_equal(d.player, P1);
    pass(g, P1);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FROG"), 0);
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    alt_game_destroy(&g);
}

/* The second player passes first when the first player has not passed:
 * who passes first is who stops first, not the first player. */
static void test_4_2_3_e_the_second_player_may_pass_first(void **state)
{
    (void)state;
    alt_game *g = fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 1}, \"players\": ["
                                 "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}},"
                                 "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}}]}");
    pass(g, P1);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FROG"), 1);
    pass(g, P0);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FROG"), 0);
    alt_game_destroy(&g);
}

/* An effect that passes (CR 4.0 4.2.3.d done by an effect): the player
 * passes, first when the other has not, and the turn ends once Limbo is
 * empty; the other player takes the next turn. */
static void test_4_2_3_d_an_effect_passes(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"reserve\": [\"T_FOGG\"], \"hero_expedition\": [" FROG "], "
                        MANA2 ", " DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FOGG", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "yes");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FOGG"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FROG"), 1);   /* it passed first */
    assert_true(ts_player(g, P0).passed);
    assert_int_equal(alt_game_decision(g).player, P1);
    pass(g, P1);                                                   /* both passed: Dusk */
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    alt_game_destroy(&g);
    /* "Each player passes, starting with you": the Afternoon ends. */
    g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_NIGHT\"], \"hero_expedition\": [" FROG "], " MANA2 ", "
              DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}");
    fs_play(g, P0, "T_NIGHT", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FROG"), 1);   /* P0 passed first */
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FROG"), 0);
    alt_game_destroy(&g);
}

/* CR 1.4.5: an effect makes target player first player; Dusk's order and
 * the next Day's Succeed (4.2.1.b) go from there. */
static void test_1_4_5_target_player_becomes_first_player(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_HARE\", \"T_HARE\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_HARE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "c:1");
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->first_player, P1);
    free(pos);
    pass(g, P1);
    fs_play(g, P0, "T_HARE", ALT_ZONE_HAND, ALT_EXP_HERO);   /* no longer first player: nothing to target */
    pos = ts_position_of(g);
    assert_int_equal(pos->first_player, P1);
    free(pos);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    fs_run_to(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN);
    assert_int_equal(alt_game_decision(g).day, 2);
    assert_int_equal(alt_game_decision(g).player, P0);       /* Succeed: from P1 to P0 */
    alt_game_destroy(&g);
}

/* "At Dusk — Each other Character gains Fleeting": both players'
 * Characters but the card itself. */
static void test_7_3_13_each_other_character_gains_fleeting(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_STORM\", \"T_FILLER\"], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {\"companion_expedition\": [\"T_FILLER\"], "
                        DECK5 "}");
    pass(g, P0);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_FILLER"), 1);   /* Fleeting at Rest */
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_STORM"), 1);
    alt_game_destroy(&g);
}

/* CR 7.5.8.c: a Character joins an Expedition by entering it or
 * switching into it; "when a Character joins the Expedition facing me"
 * hears the opponent's Expedition of the same kind only. */
static void test_7_5_8_c_a_character_joins_the_expedition_facing_me(void **state)
{
    (void)state;
    alt_game *g = fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 1}, \"players\": ["
                                 "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_LOOKOUT\"], " DECK5 "}},"
                                 "{\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FILLER\", \"T_FILLER\", \"T_SHIFT\"], "
                                 MANA2 ", " DECK5 "}}]}");
    fs_play(g, P1, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);   /* the other Expedition */
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LOOKOUT"), 0);
    pass(g, P0);
    fs_answer(g, "");
    fs_play(g, P1, "T_SHIFT", ALT_ZONE_HAND, ALT_EXP_HERO);        /* it switches into the facing one */
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LOOKOUT"), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.5.b's template, "in target opponent's Companion Expedition":
 * the token is made there, the opponent's. */
static void test_7_3_5_b_a_token_in_the_opponents_companion_expedition(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_SHEPHERD\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_LOOKOUT\"], " DECK5 "}");
    fs_play(g, P0, "T_SHEPHERD", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_COMPANION, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, NULL), 0);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_LOOKOUT"), 1);   /* P0's Shepherd joined the one facing it */
    alt_game_destroy(&g);
}

/* "You may reveal a Character with Hand Cost {4} or more from your hand.
 * If you do, ...": only such a card is offered, it stays in Hand, and
 * the rest follows only when one was revealed. */
static void test_reveal_a_card_from_hand(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_SCOUTER\", \"T_BIG\", \"T_FILLER\"], " MANA2 ", "
                        DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SCOUTER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "yes");
    assert_false(fs_offered(g, "obj:0:T_FILLER"));
    fs_answer(g, "obj:0:T_BIG");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 3);   /* and a card drawn */
    alt_game_destroy(&g);
}

/* CR 2.5.k, 2.5.1: a card in Reserve may gain boosts, and keeps them
 * when it is played from there. */
static void test_2_5_k_boosts_on_a_card_in_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_DEITY\"], \"reserve\": [\"T_BEAST\", "
                        "\"T_FILLER\"], " MANA2 ", " DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_DEITY", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_BEAST"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 0);
    pass(g, P1);
    fs_play(g, P0, "T_BEAST", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_BEAST"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.21.b-c: target Expedition moves backwards one region, never
 * past its region of origin. */
static void test_7_3_21_target_expedition_moves_backwards(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_GUST\", \"T_GUST\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GUST", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "exp:1:hero");
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    pass(g, P1);
    fs_play(g, P0, "T_GUST", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "exp:0:hero");                                /* at its origin already */
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 0);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ Quest counters */

/* CR 2.5.e-f: the Hero gains a Quest counter each time its player passes
 * first; from the third on, its "then" makes a token in the Companion
 * Expedition. */
static void test_2_5_f_the_hero_gains_quest_counters(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_QUESTER\", \"hero_state\": {\"counters\": 1}, \"zones\": {" DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    pass(g, P0);
    fs_answer(g, "");
    assert_int_equal(ts_player(g, P0).hero_counters, 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_HALUA"), 0);
    alt_game_destroy(&g);
    g = board("\"hero\": \"T_QUESTER\", \"hero_state\": {\"counters\": 2}, \"zones\": {" DECK5 "}",
              "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    pass(g, P0);
    fs_answer(g, "");
    assert_int_equal(ts_player(g, P0).hero_counters, 3);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_HALUA"), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.4.b: a token Gigantic while its Hero has 5 Quest counters or
 * more is present in both Expeditions, and both move forward with it at
 * Dusk (4.2.4); with 4 only its own does. */
static void test_7_4_4_b_gigantic_with_five_quest_counters(void **state)
{
    (void)state;
    for (int counters = 4; counters <= 5; counters++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"hero\": \"T_HERO\", \"hero_state\": {\"counters\": %d}, \"zones\": "
                                "{\"companion_expedition\": [\"T_HALUA\"], " DECK5 "}", counters);
        alt_game *g = board(p0, "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {" DECK5 "}");
        pass(g, P0);
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 1);
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), counters >= 5);
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------------ token Landmarks */

/* A token Permanent is created in a Landmark zone: yours, target
 * player's, the one of the controller of the Character the step before
 * discarded, or each player's. */
static void test_landmark_tokens_in_whose_landmarks(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_QUARRY\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_QUARRY", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_ROCK"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_LANDMARK, "T_ROCK"), 0);
    alt_game_destroy(&g);

    g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_GIFT\"], " MANA2 ", " DECK5 "}",
              "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GIFT", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "c:0"));                        /* either player */
    fs_answer(g, "c:1");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_LANDMARK, "T_ROCK"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, NULL), 0);
    alt_game_destroy(&g);

    g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_STONE\"], " MANA2 ", " DECK5 "}",
              "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_STONE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_LANDMARK, "T_ROCK"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, NULL), 0);
    alt_game_destroy(&g);

    g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_RAIN\"], " MANA2 ", " DECK5 "}",
              "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_RAIN", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_ROCK"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_LANDMARK, "T_ROCK"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.31.b and its remark, 2.1.e: "{T}, {1}: Sacrifice me" exhausts
 * the token and pays {1}; it is sacrificed, so its "when I'm sacrificed"
 * Resupplies, and being a token out of play it ceases to exist. */
static void test_7_3_31_b_a_sacrificed_token_landmark_ceases_to_exist(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_ROCK\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    uint8_t rock = fs_find(g, P0, ALT_ZONE_LANDMARK, "T_ROCK");
    assert_true(rock >= ALT_POS_TOKEN_BASE && rock < ALT_POS_TOKEN_END);   /* a token's id */
    fs_quick(g, P0, "T_ROCK", ALT_ZONE_LANDMARK);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, NULL), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 0);   /* no card left behind */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    uint8_t mana[4];
    int orbs = ts_ids(g, P0, ALT_ZONE_MANA, mana, 4), ready = 0;
    for (int i = 0; i < orbs; i++)
        ready += !(ts_status(g, P0, mana[i]) & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ready, 1);                               /* {1} paid */
    alt_game_destroy(&g);
}

/* CR 4.0 4.2.5.c: at Clean-up the Landmarks past the limit (the Hero's 2)
 * are sacrificed, not only discarded: the token's "when I'm sacrificed"
 * Resupplies. */
static void test_4_2_5_c_excess_landmarks_are_sacrificed(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_SITE\", \"T_SITE\", \"T_ROCK\"], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {" DECK5 "}");
    pass(g, P0);
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CLEANUP);
    fs_answer(g, "");
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_LANDMARK, "T_SITE"), 0, 0));
    uint8_t ids[8];
    int n = ts_ids(g, P0, ALT_ZONE_LANDMARK, ids, 8);
    assert_int_equal(n, 3);
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, ids[1], 0, 0));     /* the second Site */
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_SITE"), 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_ROCK"), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 0);   /* the token ceased to exist */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ what a sacrifice is heard as */

/* CR 7.3.31.a: a sacrifice discards an object in play; "when you sacrifice
 * a Character" hears a Character only, "a Permanent" a Permanent only, "a
 * Character or Permanent" either. */
static void test_7_3_31_a_when_you_sacrifice_hears_what_it_names(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_RAZE\", \"T_CULL\"], \"hero_expedition\": "
                        "[\"T_WATCH_PERM\", \"T_WATCH_ANY\", \"T_WATCH_CHAR\"], \"companion_expedition\": [\"T_FILLER\"], "
                        "\"landmarks\": [\"T_SITE\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_RAZE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_SITE");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_SITE"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_PERM"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_ANY"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_CHAR"), 0);
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_CULL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_PERM"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_ANY"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_CHAR"), 1);
    alt_game_destroy(&g);
}

/* "{T}, {1}, Sacrifice a Permanent:" (CR 1.4.1.b): a Landmark that pays it
 * with itself can be activated by a player with no Character. */
static void test_1_4_1_b_sacrificing_a_permanent_as_a_cost(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_NURSERY\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_quick(g, P0, "T_NURSERY", ALT_ZONE_LANDMARK);
    fs_answer(g, "obj:0:T_NURSERY");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_NURSERY"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_TOKEN"), 1);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_3_e_the_first_player_to_pass_passes_first),
        cmocka_unit_test(test_4_2_3_e_the_second_player_may_pass_first),
        cmocka_unit_test(test_4_2_3_d_an_effect_passes),
        cmocka_unit_test(test_1_4_5_target_player_becomes_first_player),
        cmocka_unit_test(test_7_3_13_each_other_character_gains_fleeting),
        cmocka_unit_test(test_7_5_8_c_a_character_joins_the_expedition_facing_me),
        cmocka_unit_test(test_7_3_5_b_a_token_in_the_opponents_companion_expedition),
        cmocka_unit_test(test_reveal_a_card_from_hand),
        cmocka_unit_test(test_2_5_k_boosts_on_a_card_in_reserve),
        cmocka_unit_test(test_7_3_21_target_expedition_moves_backwards),
        cmocka_unit_test(test_2_5_f_the_hero_gains_quest_counters),
        cmocka_unit_test(test_7_4_4_b_gigantic_with_five_quest_counters),
        cmocka_unit_test(test_landmark_tokens_in_whose_landmarks),
        cmocka_unit_test(test_7_3_31_b_a_sacrificed_token_landmark_ceases_to_exist),
        cmocka_unit_test(test_4_2_5_c_excess_landmarks_are_sacrificed),
        cmocka_unit_test(test_7_3_31_a_when_you_sacrifice_hears_what_it_names),
        cmocka_unit_test(test_1_4_1_b_sacrificing_a_permanent_as_a_cost),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
