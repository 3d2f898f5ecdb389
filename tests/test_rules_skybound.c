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
#include "rng.h" /* the generator docs/rng.md describes, to find a seed's dice */
#include "position_json.h"

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
    S("T_AEGIS", "SPELL:day_tough(5,big_character,mine)"),
    S("T_BRAIN", "SPELL:play_any_reserve(character,2)"),
    C("T_ALSO_SPELL", "STATIC:also_type(spell)"),
    C("T_RESERVE_DRAW", "R:draw(1)"),
    C("T_ZENITH_CHAR", "ASCENDEDFORWARD:boost_self(1)"),
    C("T_ALSO_PERM", "STATIC:also_type(permanent)"),
    C("T_SPELLWATCH", "PLAYSPELL:boost_self(1)"),
    C("T_PERMWATCH", "PLAYPERM:boost_self(1)"),
    S("T_AEGIS_THEIRS", "SPELL:day_tough(5,mid_character,player)"),
    C("T_DUSK_RECALL", "DUSK:target_to_reserve(char)"),
    "T_MID\tT_MID\tCHARACTER\tAX\tCOMMON\t-\t3\t3\t1\t1\t1\t-\t-\t-\t-\tT_MID\t-\n",
    H("T_ZENITH", "ASCENDEDFORWARD:draw(1) step_if(facing_chars<=0)"),
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
    /* the set's last designs */
    S("T_BLAST", "STATIC:sacrifice_for_less(perm,1);SPELL:draw(1)"),
    C("T_GLUTTON", "J:sacrifices_boost(perm)"),
    C("T_PILOT", "JOINSMYEXP:boost_self(1) robot_or_token"),
    "T_ROBOT\tT_ROBOT\tCHARACTER\tAX\tCOMMON\tROBOT\t1\t1\t1\t1\t1\t-\t-\t-\t-\tT_ROBOT\t-\n",
    S("T_MAKE", "SPELL:token(T_TOKEN,1,hero)"),
    L("T_STATION", "T:targets_lose_fleeting(char)"),
    C("T_ACOLYTE", "STATIC:plays_cost_less(1,spell,base>=4)"),
    C("T_WELL", "PLAYSPELL:boost_self(1) base>=4"),
    C("T_WELL_MID", "PLAYSPELL:boost_self(1) base>=2 base<=3"),
    "T_MIDSPELL\tT_MIDSPELL\tSPELL\tAX\tCOMMON\t-\t3\t3\t-\t-\t-\t-\t-\t-\tSPELL:draw(1)\tT_MIDSPELL\t-\n",
    "T_BIGSPELL\tT_BIGSPELL\tSPELL\tAX\tCOMMON\t-\t4\t4\t-\t-\t-\t-\t-\t-\tSPELL:draw(1)\tT_BIGSPELL\t-\n",
    S("T_SMALLSPELL", "SPELL:draw(1)"),
    L("T_OPERA", "T:reveal_top(spell,draw,stay);THEN:reveal_top(permanent,reserve,stay) if(did<=0)"),
    "T_AERIAL\tT_AERIAL\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t0\t5\t3\t-\t-\t-\tSTATIC:self_max_stats_single(1)\tT_AERIAL\t-\n",
    "T_SKALD\tT_SKALD\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t3\t0\t2\t-\t-\t-\t-\tT_SKALD\t-\n",
    S("T_WIND", "SPELL:mine_back_other_forward"),
    S("T_RIPTIDE", "SPELL:target(char);THEN:ready_mana(2) if(it_in_water>=1);THEN:it_to_deck"),
    S("T_FLOCK", "SPELL:expeditions_token(T_TOKEN,3,target)"),
    S("T_LULL", "SPELL:token(T_TOKEN,1,all);THEN:each_status_of(asleep,char,cost<=1)"),
    S("T_LURE", "SPELL:upto targets_defect(3,token_char)"),
    S("T_FURY", "SPELL:expedition_discard_backward"),
    C("T_WARDEN", "H:player_hand_to_reserve"),
    C("T_CUCKOO", "TORESERVE:may reserve_to_mana"),
    S("T_RECALL", "SPELL:target_to_reserve(char)"),
    S("T_JOIN", "SPELL:may play_now_companion(character,1);THEN:it_status(anchored)"),
    S("T_FATES", "SPELL:player_may_play_free_companion(character);THEN:it_status(anchored)"),
    S("T_TIDE", "SPELL:draw(1);STATIC:pay_less_instead(1);SPELL:resupply(1)"),
    /* a die as my Expedition would move forward during Dusk */
    C("T_ERIS", "WOULDFORWARD:roll;THEN:dusk_more if(roll>=4);THEN:dusk_stays if(roll<=1)"),
    C("T_DICEWATCH", "ROLL:draw(1)"),
    C("T_DICEBOOST", "ROLL:boost_self(1)"),
    C("T_LUCKY", "STATIC:roll_extra_die"),
    "T_CAP\tT_CAP\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t0\t0\t0\t-\t-\t-\tFAIL:landmark_token(T_ROCK,mine) alone;FAIL:landmark_token(T_ROCK,mine) both;THEN:landmark_token(T_ROCK,mine)\tT_CAP\t-\n",
    /* Doppelganger's words: subtypes gained (CR 4.0 2.3.1.e) */
    "T_MIMIC\tT_MIMIC\tCHARACTER\tAX\tCOMMON\tELEMENTAL\t1\t1\t0\t0\t0\t-\t-\tseasoned\t"
    "J:gain_subtypes(facing_char);THEN:boost_self_per(it_highest)\tT_MIMIC\t-\n",
    "T_WILD\tT_WILD\tCHARACTER\tAX\tCOMMON\tANIMAL,PLANT\t1\t1\t1\t3\t2\t-\t-\t-\t-\tT_WILD\t-\n",
    C("T_HERDER", "H:boost_self_per(other_animals)"),
};

static const alt_cards *db(void)
{
    static char text[20480];
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

/* The same, in a ruleset of the Complete Rules 4.0 whatever the test's
 * edition: Base Cost and Terrain Markers are 4.0's words. */
static alt_game *board4(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"ruleset\": \"seeds-3\", \"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0}, "
                    "\"players\": [{%s}, {%s}]}", p0, p1);
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

/* The position of g through alt_game_from_position: accepted, the same
 * state (a state the engine reaches is one a position may hold). */
static void reloads(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    alt_game *back = NULL;
    char msg[256];
    if (alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg) != ALT_OK)
        fail_msg("the position of a reached state is refused: %s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    free(pos);
}

/* CR 4.2.3.e: the turn in which a player passed first ends once its
 * Reactions are done, the other player still to play: a position may wait
 * there, on the end of the turn of a player who passed. With both players
 * passed it is refused: passing second has no Reactions to wait on. */
static void test_4_2_3_e_a_position_waits_on_the_reactions_to_passing_first(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_QUESTER\", \"zones\": {\"hero_expedition\": [" FROG "], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    pass(g, P0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_REACTION);              /* the Hero's and the Frog's, in P0's order */
    assert_int_equal(d.player, P0);
    alt_position *pos = ts_position_of(g);
    assert_true(pos->p[P0].passed);
    assert_int_equal(pos->resume, 1);                        /* end_turn */
    assert_int_equal(pos->resume_player, P0);
    free(pos);
    reloads(g);

    pos = ts_position_of(g);
    pos->p[P1].passed = 1;
    alt_game *back = NULL;
    char msg[256];
    assert_int_equal(alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_null(back);
    assert_non_null(strstr(msg, "resume_player"));
    assert_non_null(strstr(msg, "4.2.3.e"));
    free(pos);
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

/* CR 4.2.5.c: a token Landmark sacrificed by Clean-up Resupplies as Night
 * goes on ("when I'm sacrificed"), into a Reserve already at its limit: it
 * stays past the limit until the next Clean-up, and a position of that
 * Morning loads. */
static void test_4_2_5_c_a_reserve_filled_past_its_limit_after_clean_up_is_a_position(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_SITE\", \"T_SITE\", \"T_ROCK\"], "
                        "\"reserve\": [\"T_SKALD\", \"T_SKALD\"], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {" DECK5 "}");
    pass(g, P0);
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CLEANUP);
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_LANDMARK, "T_SITE"), 0, 0));
    uint8_t ids[8];
    assert_int_equal(ts_ids(g, P0, ALT_ZONE_LANDMARK, ids, 8), 3);
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, ids[1], 0, 0));     /* the second Site */
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 3);   /* the limit is 2 */
    reloads(g);
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

/* ------------------------------------------- the set's last designs */

/* CR 4.0 5.1.2.c.3, 7.3.31.a: "You may sacrifice a Permanent to reduce my
 * cost by {1}" is an optional cost chosen as the card is declared (the
 * play's choice 2): the Permanent is sacrificed, so "when you sacrifice a
 * Permanent" hears it, and the Spell costs 1 less. Without a Permanent
 * to sacrifice, that way of paying is refused (CR 5.1.2.f). */
static void test_5_1_2_c_sacrificing_a_permanent_for_a_cheaper_cost(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_BLAST\"], \"hero_expedition\": [\"T_WATCH_PERM\"], "
                        "\"landmarks\": [\"T_SITE\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    uint8_t blast = ts_id_at(g, P0, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, P0, blast, 0, 2));
    fs_answer(g, "obj:0:T_SITE");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_SITE"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_PERM"), 1);
    assert_int_equal(ts_ready_mana(g, P0), 2);                  /* {1} less: free */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);  /* its effect: a card drawn */
    alt_game_destroy(&g);

    g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_BLAST\"], \"hero_expedition\": [\"T_FILLER\"], " MANA2 ", "
              DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    const char *why = ts_reject(g, ts_act(ALT_ACT_PLAY, P0, ts_id_at(g, P0, ALT_ZONE_HAND, 0), 0, 2), ALT_E_ILLEGAL);
    assert_non_null(strstr(why, "sacrifices a Permanent"));
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.31.a: "sacrifice any number of Permanents to give me that
 * many boosts": one at a time, each a sacrifice of its own, until the
 * player says that's all. */
static void test_7_3_31_a_sacrificing_any_number_of_permanents(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_GLUTTON\"], \"hero_expedition\": [\"T_WATCH_PERM\"], "
                        "\"landmarks\": [\"T_SITE\", \"T_SITE\", \"T_SITE\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GLUTTON", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_SITE obj:0:T_SITE none");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_SITE"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GLUTTON"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCH_PERM"), 2);   /* each heard */
    alt_game_destroy(&g);
}

/* CR 4.0 7.5.8.c: "When a Robot or a token joins my Expedition" hears a
 * Robot or a token Character joining, not another Character. */
static void test_7_5_8_c_a_robot_or_a_token_joins_my_expedition(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FILLER\", \"T_ROBOT\", \"T_MAKE\"], "
                        "\"hero_expedition\": [\"T_PILOT\"], \"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_PILOT"), 0);
    pass(g, P1);
    fs_play(g, P0, "T_ROBOT", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_PILOT"), 1);
    fs_play(g, P0, "T_MAKE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_PILOT"), 2);
    alt_game_destroy(&g);
}

/* "{T}, Spend any number of my counters: the same number of target
 * Characters lose Fleeting" (CR 4.0 7.3.33.a-b: counters spent; 6.1.e-g: the
 * targets chosen as the effect resolves): at most as many targets as the
 * counters, one spent per target, and "that's all" stops early. */
#define FLEETING(ref) "{\"card\": \"" ref "\", \"statuses\": [\"fleeting\"]}"
static void test_7_3_33_a_spending_any_number_of_counters_for_as_many_targets(void **state)
{
    (void)state;
    const char *three = "\"hero_expedition\": [" FLEETING("T_FILLER") ", " FLEETING("T_FROG") ", " FLEETING("T_BEAST") "]";
    char p0[1024];
    snprintf(p0, sizeof p0, "\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [{\"card\": \"T_STATION\", \"counters\": 2}], %s, "
             DECK5 "}", three);
    alt_game *g = board(p0, "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_quick(g, P0, "T_STATION", ALT_ZONE_LANDMARK);
    fs_answer(g, "obj:0:T_FILLER obj:0:T_FROG");          /* two counters: two targets, and no third */
    assert_false(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER") & ALT_STATUS_FLEETING);
    assert_false(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_FROG") & ALT_STATUS_FLEETING);
    assert_true(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_BEAST") & ALT_STATUS_FLEETING);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STATION"), 0);
    alt_game_destroy(&g);

    g = board(p0, "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_quick(g, P0, "T_STATION", ALT_ZONE_LANDMARK);
    fs_answer(g, "obj:0:T_FILLER none");
    assert_false(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER") & ALT_STATUS_FLEETING);
    assert_true(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_FROG") & ALT_STATUS_FLEETING);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STATION"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 2.2.9.b, 5.1.2.e: "You may play Spells for {1} less if their
 * Base Cost is {4} or more": a decrease, read on the Spell as it is
 * played (its Hand Cost from the Hand); a Spell of Base Cost 1 costs as
 * printed. "When you play a Spell with Base Cost {4} or more" hears the
 * first only. */
static void test_2_2_9_b_spells_by_their_base_cost(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_BIGSPELL\", \"T_SMALLSPELL\"], "
                        "\"hero_expedition\": [\"T_ACOLYTE\", \"T_WELL\"], \"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], "
                        DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BIGSPELL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(ts_ready_mana(g, P0), 1);                       /* 4, {1} less */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WELL"), 1);
    pass(g, P1);
    fs_play(g, P0, "T_SMALLSPELL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(ts_ready_mana(g, P0), 0);                       /* 1, as printed */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WELL"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 2.2.9.b: "When you play a Spell with Base Cost 2 to 3" (Moyo &
 * Silk's two bounds): a 3 is heard, a 4 is not. */
static void test_2_2_9_b_a_base_cost_between_two_bounds(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_MIDSPELL\", \"T_BIGSPELL\"], "
                         "\"hero_expedition\": [\"T_WELL_MID\"], \"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", "
                         "\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], " DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_MIDSPELL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WELL_MID"), 1);
    pass(g, P1);
    fs_play(g, P0, "T_BIGSPELL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WELL_MID"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.9, 7.3.24: "Reveal the top card of your deck. If it's a
 * Spell, draw it. If it's a Permanent, put it in Reserve": anything else
 * stays on top. */
static void test_7_3_24_the_top_card_revealed_goes_by_its_type(void **state)
{
    (void)state;
    static const struct { const char *top; alt_zone_id to; } cases[] = {
        {"T_SMALLSPELL", ALT_ZONE_HAND}, {"T_SITE", ALT_ZONE_RESERVE}, {"T_BEAST", ALT_ZONE_DECK}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_OPERA\"], \"deck\": [\"T_FILLER\", \"%s\"]}",
                 cases[k].top);
        alt_game *g = board(p0, "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
        fs_quick(g, P0, "T_OPERA", ALT_ZONE_LANDMARK);
        fs_answer(g, "");
        assert_int_equal(fs_count(g, P0, cases[k].to, cases[k].top), 1);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 3.2.1.d: "If one or more single-terrain regions are visible, my
 * statistics are equal to my highest": a Terrain Marker of one terrain
 * makes its region single-terrain; then 0/5/3 counts 5 in each terrain at
 * Dusk, and the 3/0/2 facing it wins none. */
static void test_3_2_1_d_statistics_equal_to_the_highest(void **state)
{
    (void)state;
    for (int marker = 0; marker < 2; marker++) {
        alt_game *g = fs_stage(db(), "{\"ruleset\": \"seeds-3\", \"seed\": 5, %s\"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": ["
                               "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_AERIAL\"], " DECK5 "}},"
                               "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_SKALD\"], " DECK5 "}}]}",
                               marker ? "\"terrain_markers\": [{\"region\": 7, \"terrains\": [\"water\"]}], " : "");
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
        assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), marker ? 0 : 1);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.3.21: "Target Expedition you control moves backwards": the
 * opponent's Expeditions are no answer. */
static void test_7_3_21_target_expedition_you_control(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hand\": [\"T_WIND\"], "
                        MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_WIND", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "exp:1:hero"));
    fs_answer(g, "exp:0:hero");
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.27, 6.3.l: "Return target Character to the top of its
 * owner's deck. If it was in {O}, ready two Mana Orbs": where it was is
 * read before it goes (the Hero region has every terrain). */
static void test_7_3_27_returned_to_the_top_of_the_deck(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_RIPTIDE\"], \"mana\": "
                        "[{\"card\": \"T_FILLER\", \"statuses\": [\"exhausted\"]}, \"T_FILLER\"], " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_BEAST\"], " DECK5 "}");
    fs_play(g, P0, "T_RIPTIDE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_BEAST");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DECK, "T_BEAST"), 1);
    assert_int_equal(ts_ready_mana(g, P0), 2);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.5: "Target three Expeditions and create a token in each
 * one": three different Expeditions, either player's (each token its
 * Expedition's player's), the fourth none; none picked twice. */
static void test_7_3_5_a_token_in_each_of_three_target_expeditions(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FLOCK\"], " MANA2 ", " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FLOCK", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "exp:1:comp");
    assert_false(fs_offered(g, "exp:1:comp"));
    fs_answer(g, "exp:0:hero exp:1:hero");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_COMPANION, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.5, 7.3.15: a token in each Expedition, each player's own;
 * then each Character with Hand Cost 1 or less gains Asleep (the tokens'
 * is 0; the Animal's 1; the 4-cost not). */
static void test_7_3_15_each_character_of_small_hand_cost_gains_asleep(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_LULL\"], \"hero_expedition\": [\"T_BIG\"], " MANA2 ", "
                        DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_BEAST\"], " DECK5 "}");
    fs_play(g, P0, "T_LULL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    for (int q = 0; q < 2; q++) {
        assert_int_equal(fs_count(g, q, ALT_ZONE_EXP_HERO, "T_TOKEN"), 1);
        assert_int_equal(fs_count(g, q, ALT_ZONE_EXP_COMPANION, "T_TOKEN"), 1);
        assert_true(fs_status(g, q, ALT_ZONE_EXP_COMPANION, "T_TOKEN") & ALT_STATUS_ASLEEP);
    }
    assert_true(fs_status(g, P1, ALT_ZONE_EXP_HERO, "T_BEAST") & ALT_STATUS_ASLEEP);
    assert_false(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_BIG") & ALT_STATUS_ASLEEP);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.6: "Up to three target token Characters defect": each joins
 * the Expedition facing its own, its controller changing; a Character
 * that is no token is no answer. */
static void test_7_3_6_up_to_three_tokens_defect(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_LURE\"], " MANA2 ", " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_TOKEN\", \"T_BEAST\"], "
                         "\"companion_expedition\": [\"T_TOKEN\"], " DECK5 "}");
    fs_play(g, P0, "T_LURE", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:T_BEAST"));
    fs_answer(g, "obj:1:T_TOKEN obj:1:T_TOKEN");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_TOKEN"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_BEAST"), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.7, 4.0 7.3.21: "Discard each Character from target Expedition,
 * then that Expedition moves backwards one region". */
static void test_7_3_21_an_expedition_emptied_then_moved_back(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FURY\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                        "[\"T_BEAST\", \"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_FURY", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "exp:1:hero");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, NULL), 2);
    assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.24: "Target player puts a card from their hand in Reserve":
 * the player targeted chooses which. */
static void test_7_3_24_target_player_puts_a_card_of_their_hand_in_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_WARDEN\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FILLER\", \"T_BEAST\"], " DECK5 "}");
    fs_play(g, P0, "T_WARDEN", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "c:1");
    assert_int_equal(alt_game_decision(g).player, P1);            /* their choice */
    fs_answer(g, "obj:1:T_BEAST");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_BEAST"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.24, 3.2.9.b: "You may put a card from your Reserve in your
 * Mana zone (as an exhausted Mana Orb)": the card just sent there among
 * them. */
static void test_7_3_24_a_card_of_the_reserve_to_the_mana_zone(void **state)
{
    (void)state;
    for (int itself = 0; itself < 2; itself++) {
        alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_RECALL\"], \"hero_expedition\": [\"T_CUCKOO\"], "
                            "\"reserve\": [\"T_BEAST\"], " MANA2 ", " DECK5 "}", "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_RECALL", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, itself ? "obj:0:T_CUCKOO yes obj:0:T_CUCKOO" : "obj:0:T_CUCKOO yes obj:0:T_BEAST");
        const char *to_mana = itself ? "T_CUCKOO" : "T_BEAST";
        assert_int_equal(fs_count(g, P0, ALT_ZONE_MANA, to_mana), 1);
        assert_true(fs_status(g, P0, ALT_ZONE_MANA, to_mana) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, itself ? "T_BEAST" : "T_CUCKOO"), 1);
        alt_game_destroy(&g);
    }
}

/* "You may immediately play a Character for {1} less in your Companion
 * Expedition. It gains Anchored": the Hero Expedition is no answer, and
 * the card played is "it". */
static void test_5_1_2_c_a_card_played_into_the_companion_expedition(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_JOIN\", \"T_BEAST\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_JOIN", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "yes");
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(list[i].expedition, ALT_EXP_COMPANION);
    fs_answer(g, "obj:0:T_BEAST");
    assert_true(fs_status(g, P0, ALT_ZONE_EXP_COMPANION, "T_BEAST") & ALT_STATUS_ANCHORED);
    assert_int_equal(ts_ready_mana(g, P0), 1);                  /* 1, then the Beast for 0 */
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.23: "Target player may immediately play a Character for
 * free in their Companion Expedition. It gains Anchored": the opponent
 * targeted chooses, among their own cards, and the card is theirs. */
static void test_7_3_23_target_player_may_play_a_card_for_free(void **state)
{
    (void)state;
    alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_FATES\"], " MANA2 ", " DECK5 "}",
                        "\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_FATES", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "c:1");
    assert_int_equal(alt_game_decision(g).player, P1);
    assert_true(fs_offered(g, "none"));
    fs_answer(g, "obj:1:T_BIG");
    assert_true(fs_status(g, P1, ALT_ZONE_EXP_COMPANION, "T_BIG") & ALT_STATUS_ANCHORED);
    alt_game_destroy(&g);
}

/* CR 4.0 5.1.2.c.3: "You may play me for {1} less. If you do, ..." is an
 * alternative cost chosen as the card is declared (the play's choice 2):
 * paid so, the Spell does what follows it instead of its other effect. */
static void test_5_1_2_c_played_for_less_it_does_the_other_effect(void **state)
{
    (void)state;
    for (int cheap = 0; cheap < 2; cheap++) {
        alt_game *g = board("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_TIDE\"], " MANA2 ", " DECK5 "}",
                            "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PLAY, P0, ts_id_at(g, P0, ALT_ZONE_HAND, 0), 0, cheap ? 2 : 0));
        fs_answer(g, "");
        assert_int_equal(ts_ready_mana(g, P0), cheap ? 2 : 1);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), cheap ? 0 : 1);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), cheap ? 2 : 1);   /* the Spell, and the Resupply */
        alt_game_destroy(&g);
    }
}

/* CR 4.2.4.i: "When my Expedition fails to move forward during Dusk ...
 * If both of your Expeditions failed, ... instead": the Reaction hears
 * whether its player's other Expedition failed too (an Expedition with
 * no Character does not move forward). */
static void test_4_2_4_i_whether_both_expeditions_failed(void **state)
{
    (void)state;
    for (int both = 0; both < 2; both++) {
        alt_game *g = board(both ? "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_CAP\"], " DECK5 "}"
                                 : "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_CAP\"], \"companion_expedition\": "
                                   "[\"T_BIG\"], " DECK5 "}",
                            "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_BIG\"], " DECK5 "}");
        pass(g, P0);
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), both ? 0 : 1);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_LANDMARK, "T_ROCK"), both ? 2 : 1);
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------- "I'm also considered a ..." */

/* "I'm also considered a Spell (an Expedition Permanent), even when not in
 * play. (Play me as a Character, but it counts as playing a Spell for
 * other abilities.)": the card is played as a Character and joins an
 * Expedition, and "When you play a Spell" ("a Permanent") hears it
 * besides "a Character"; one that names the other kind does not (the
 * cards' reminder; CR 2.2.1, docs/rules-choices.md). */
static void test_2_2_1_a_character_also_considered_a_spell_or_a_permanent(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_ALSO_SPELL\", \"T_ALSO_PERM\"], "
                         "\"hero_expedition\": [\"T_SPELLWATCH\", \"T_PERMWATCH\"], " MANA2 ", " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_ALSO_SPELL", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_pick(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_ALSO_SPELL"), 1);   /* played as a Character */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_SPELLWATCH"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_PERMWATCH"), 0);
    pass(g, P1);
    fs_play(g, P0, "T_ALSO_PERM", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_pick(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_ALSO_PERM"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_SPELLWATCH"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_PERMWATCH"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------- a card of any Reserve played */

/* CR 4.0 7.3.20, 7.5.5: "Target a Character in any Reserve with Reserve
 * Cost {2} or less. Play it for free. (Put it in one of your Expeditions.
 * If it would move to your Discard or any other personal zone, it goes to
 * its owner's instead.)": a Character of either Reserve within the bound
 * is offered; the opponent's is played by the Spell's controller, leaves
 * its owner's Reserve, joins their Expedition under their control,
 * Fleeting as a card played from Reserve (its {R} Reaction its new
 * controller's), and at Rest goes to its owner's Discard pile, its daily
 * count of that Reaction gone with the id it had (CR 1.4.6). An exhausted card of a Reserve cannot be played (CR 4.0
 * 2.4.6.c): it is not offered. */
static void test_7_5_5_a_card_of_the_opponents_reserve_played_under_your_control(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_BRAIN\"], \"reserve\": [\"T_BEAST\", "
                         "\"T_FROG\", \"T_FOGG\"], " MANA2 ", " DECK5 "}",   /* over the limit at Night: a Clean-up to answer */
                         "\"hero\": \"T_HERO\", \"zones\": {\"reserve\": [\"T_RESERVE_DRAW\", \"T_BIG\", {\"card\": \"T_AERIAL\", "
                         "\"statuses\": [\"exhausted\"]}], " DECK5 "}");
    fs_play(g, P0, "T_BRAIN", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:T_AERIAL"));              /* exhausted: it cannot be played (CR 4.0 2.4.6.c) */
    assert_true(fs_offered(g, "obj:0:T_BEAST"));
    assert_true(fs_offered(g, "obj:1:T_RESERVE_DRAW"));
    assert_false(fs_offered(g, "obj:1:T_BIG"));                 /* Reserve Cost 4 */
    fs_answer(g, "obj:1:T_RESERVE_DRAW");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_RESERVE_DRAW"), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RESERVE_DRAW"), 1);
    assert_true(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_RESERVE_DRAW") & ALT_STATUS_FLEETING);
    fs_pick(g, "");                                             /* its {R}, now P0's: P0 draws */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RESERVE_DRAW") + fs_count(g, P0, ALT_ZONE_DISCARD, "T_RESERVE_DRAW"), 0);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_RESERVE_DRAW"), 1);
    alt_game_destroy(&g);
}

/* The Reaction waits in Limbo with the Expeditions that moved as where
 * its Hero source is: the position of that moment is one the engine
 * takes back, and "no Character facing it" is still read on those
 * Expeditions (docs/position.md, "was_in"): faced, no card is drawn. */
static void test_2_4_3_the_ascended_reaction_waits_in_a_position(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_ZENITH\", \"ascended\": [\"hero\"], \"zones\": {\"hero_expedition\": "
                         "[\"T_ZENITH_CHAR\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {\"hero_expedition\": [\"T_BEAST\"], "
                         DECK5 "}");                            /* a tie: it moves as Ascended, faced */
    pass(g, P0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_REACTION);                 /* the Hero's and the Character's: an order to choose */
    int hand = fs_count(g, P0, ALT_ZONE_HAND, NULL);
    ts_restage(g, ts_position_of(g));
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), hand + 2);   /* the Morning's two: a Character faces it */
    alt_game_destroy(&g);
}

/* ---------------------------------------------- "this Day" Tough Emblem */

/* CR 4.0 2.2.2.m, 2.2.15 and 7.4.7: "This Day, Characters with Hand Cost {4} or
 * more you control are [Tough 5]" is an Ongoing Emblem of its player's:
 * it holds for a Character that fits as the opponent targets, past the
 * Afternoon (an "At Dusk" Reaction's target), and ends with the Day; no
 * card played uses it up, and a Character that does not fit has no Tough. */
static void test_2_2_15_a_this_day_characters_are_tough(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_AEGIS\", \"T_BIG\"], \"hero_expedition\": "
                         "[\"T_BIG\", \"T_MID\"], \"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", "
                         "\"T_FILLER\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_RECALL\"], \"companion_expedition\": "
                         "[\"T_DUSK_RECALL\"], \"mana\": [\"T_FILLER\", \"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_AEGIS", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(ts_player(g, P0).mods_n, 1);
    fs_play(g, P1, "T_RECALL", ALT_ZONE_HAND, ALT_EXP_HERO);   /* 1 Mana left: no Tough 5 paid */
    assert_false(fs_offered(g, "obj:0:T_BIG"));
    assert_true(fs_offered(g, "obj:0:T_MID"));                  /* Hand Cost 3: not "4 or more" */
    fs_answer(g, "obj:0:T_MID");
    fs_play(g, P0, "T_BIG", ALT_ZONE_HAND, ALT_EXP_HERO);       /* one that fits does not use it up, */
    assert_int_equal(ts_player(g, P0).mods_n, 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), 2);   /* and it holds for it as well */
    pass(g, P1);
    pass(g, P0);
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_DUSK);
    assert_false(fs_offered(g, "obj:0:T_BIG"));                 /* the Dusk Reaction's target: still Tough */
    assert_true(fs_offered(g, "obj:1:T_DUSK_RECALL"));
    fs_answer(g, "obj:1:T_DUSK_RECALL");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).mods_n, 0);               /* the Day is over */
    alt_game_destroy(&g);
}

/* The same Emblem given to target player: the opponent's Characters with
 * Hand Cost 3 or more are Tough 5 against the one who played it. */
static void test_2_2_15_a_this_day_tough_for_target_player(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_AEGIS_THEIRS\", \"T_RECALL\"], "
                         "\"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_MID\", \"T_BEAST\"], " DECK5 "}");
    fs_play(g, P0, "T_AEGIS_THEIRS", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "c:1");                                        /* target player: P1 */
    assert_int_equal(ts_player(g, P0).mods_n, 0);
    assert_int_equal(ts_player(g, P1).mods_n, 1);
    pass(g, P1);
    fs_play(g, P0, "T_RECALL", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:T_MID"));
    assert_true(fs_offered(g, "obj:1:T_BEAST"));
    fs_answer(g, "obj:1:T_BEAST");
    alt_game_destroy(&g);
}

/* ------------------------------------------- Ascended Expeditions move */

/* P0's hand at the next Expand (-1: no Expedition of P0's moved): T_ZENITH's
 * Hero, its Ascended Expeditions `ascended` (a JSON list), each side's
 * Hero and Companion Expedition holding T_FILLER or nothing, P1 passed. */
static int hand_after_dusk(const char *ascended, int p0_hero, int p0_comp, int p1_hero, int p1_comp)
{
    char p0[1024], p1[1024];
    snprintf(p0, sizeof p0, "\"hero\": \"T_ZENITH\", \"ascended\": %s, \"zones\": {\"hero_expedition\": [%s], "
             "\"companion_expedition\": [%s], " DECK5 "}", ascended, p0_hero ? "\"T_FILLER\"" : "", p0_comp ? "\"T_FILLER\"" : "");
    snprintf(p1, sizeof p1, "\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {\"hero_expedition\": [%s], "
             "\"companion_expedition\": [%s], " DECK5 "}", p1_hero ? "\"T_FILLER\"" : "", p1_comp ? "\"T_FILLER\"" : "");
    alt_game *g = board4(p0, p1);
    pass(g, P0);
    ts_run_until(g, ALT_DEC_EXPAND);
    int hand = ts_count(g, P0, ALT_ZONE_HAND);
    int moved = ts_player(g, P0).distance[ALT_EXP_HERO] + ts_player(g, P0).distance[ALT_EXP_COMPANION];
    alt_game_destroy(&g);
    return moved ? hand : -1;
}

/* CR 4.0 2.4.3 with 7.4.4.k: "When one or more of your Ascended
 * Expeditions moves forward — If there is no Character facing it": one
 * Reaction for the Expeditions that moved at once, its condition true
 * only when no Character faces any of them (docs/rules-choices.md). */
static void test_2_4_3_one_or_more_ascended_expeditions_move_forward(void **state)
{
    (void)state;
    int base = hand_after_dusk("[]", 1, 0, 0, 1);                 /* moves, not Ascended: no draw */
    assert_true(base >= 0);
    assert_int_equal(hand_after_dusk("[\"hero\"]", 1, 0, 0, 1), base + 1);                 /* none facing it */
    assert_int_equal(hand_after_dusk("[\"hero\"]", 1, 0, 1, 0), base);                     /* a tie: it moves, faced */
    assert_int_equal(hand_after_dusk("[\"hero\", \"companion\"]", 1, 1, 0, 0), base + 1); /* both moved: once */
    assert_int_equal(hand_after_dusk("[\"hero\", \"companion\"]", 1, 1, 1, 0), base);     /* one of them faced */
    assert_int_equal(hand_after_dusk("[\"companion\"]", 1, 0, 0, 1), base);                /* the Ascended one stayed */
}

/* ---------------------------- a die as my Expedition would move forward */

/* P0 to pass, P1 passed, under seeds-3: P0's Expeditions `hero` and
 * `comp` (JSON lists), a Deck of five; the first seed whose dice come as
 * `dice` says (0 ends the list). Progress is the first chance of the Day. */
static alt_game *dusk_with_dice_facing(const char *hero, const char *comp, const char *p1_comp, const int *dice)
{
    for (int seed = 1; seed < 50000; seed++) {
        alt_game *g = fs_stage(db(), "{\"ruleset\": \"seeds-3\", \"seed\": %d, \"decision\": {\"kind\": \"turn\", "
                               "\"player\": 0}, \"players\": [{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": %s, "
                               "\"companion_expedition\": %s, " DECK5 "}}, {\"hero\": \"T_HERO\", \"passed\": true, "
                               "\"zones\": {\"companion_expedition\": %s, " DECK5 "}}]}", seed, hero, comp, p1_comp);
        alt_position *pos = ts_position_of(g);
        uint64_t probe[4];
        memcpy(probe, pos->rng, sizeof probe);
        free(pos);
        int i = 0;
        while (dice[i] && (int)alt_rng_below(probe, 6) + 1 == dice[i])
            i++;
        if (!dice[i])
            return g;
        alt_game_destroy(&g);
    }
    fail_msg("no seed rolls the dice asked");
    return NULL;
}

static alt_game *dusk_with_dice(const char *hero, const char *comp, const int *dice)
{
    return dusk_with_dice_facing(hero, comp, "[]", dice);
}

/* P0's hand and Expeditions' distances once the Day is over (Expand). */
static void after_night(alt_game *g, int *hand, int *hero, int *comp)
{
    pass(g, P0);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    *hand = ts_count(g, P0, ALT_ZONE_HAND);
    *hero = ts_player(g, P0).distance[ALT_EXP_HERO];
    *comp = ts_player(g, P0).distance[ALT_EXP_COMPANION];
    alt_game_destroy(&g);
}

/* CR 6.2.b with 4.2.4: "If my Expedition would move forward during Dusk,
 * roll a die. On a 4+, it moves forward one more region instead; on a 1,
 * it doesn't move instead": the die is rolled as Progress is about to move
 * the Expedition, and the move is what the die made of it; the other
 * Expedition moves as Progress says. "When you roll one or more dice"
 * hears the roll once the move is done (CR 4.4.a). */
static void test_6_2_b_a_die_as_my_expedition_would_move_forward(void **state)
{
    (void)state;
    static const int four[] = {4, 0}, three[] = {3, 0}, one[] = {1, 0};
    int hand, hero, comp;
    after_night(dusk_with_dice("[\"T_ERIS\"]", "[\"T_DICEWATCH\"]", four), &hand, &hero, &comp);
    assert_int_equal(hero, 2);
    assert_int_equal(comp, 1);
    int base = hand - 1;                                        /* the roll's Reaction drew one */
    after_night(dusk_with_dice("[\"T_ERIS\"]", "[\"T_DICEWATCH\"]", three), &hand, &hero, &comp);
    assert_int_equal(hero, 1);
    assert_int_equal(hand, base + 1);
    after_night(dusk_with_dice("[\"T_ERIS\"]", "[\"T_DICEWATCH\"]", one), &hand, &hero, &comp);
    assert_int_equal(hero, 0);
    assert_int_equal(comp, 1);
    assert_int_equal(hand, base + 1);
    /* An Expedition that would not move forward (nothing in it) rolls nothing. */
    after_night(dusk_with_dice("[]", "[\"T_DICEWATCH\"]", four), &hand, &hero, &comp);
    assert_int_equal(hero, 0);
    assert_int_equal(hand, base);
    /* The Reaction comes after the move: a boost it gives no longer counts.
     * Its Companion Expedition, 1 against 1, does not move forward. */
    alt_game *g = dusk_with_dice_facing("[\"T_ERIS\"]", "[\"T_DICEBOOST\"]", "[\"T_FILLER\"]", three);
    after_night(g, &hand, &hero, &comp);
    assert_int_equal(hero, 1);
    assert_int_equal(comp, 0);
}

/* CR 6.2.g, 6.2.i-j: once one modifier is applied, the next applies to the
 * modified move: two such cards, a 5 then a 6, move it three regions; a
 * 1 first makes it stay, and then it would not move forward: the other
 * rolls nothing (one Reaction to one roll). */
static void test_6_2_i_a_second_die_for_the_modified_move(void **state)
{
    (void)state;
    static const int five_six[] = {5, 6, 0}, one_six[] = {1, 6, 0};
    int hand, hero, comp;
    after_night(dusk_with_dice("[\"T_ERIS\", \"T_ERIS\"]", "[\"T_DICEWATCH\"]", five_six), &hand, &hero, &comp);
    assert_int_equal(hero, 3);
    int two_rolls = hand;
    after_night(dusk_with_dice("[\"T_ERIS\", \"T_ERIS\"]", "[\"T_DICEWATCH\"]", one_six), &hand, &hero, &comp);
    assert_int_equal(hero, 0);
    assert_int_equal(hand, two_rolls - 1);
}

/* CR 6.1.g: "roll one more die and ignore one of your choice" asks its
 * player in the middle of Progress: the Day waits in Dusk, nothing moved
 * and no Reaction to the roll in Limbo yet, a position the engine takes
 * back; the die kept decides the move. */
static void test_6_2_b_progress_waits_on_the_choice_of_a_die(void **state)
{
    (void)state;
    static const int one_five[] = {1, 5, 0};
    alt_game *g = dusk_with_dice("[\"T_ERIS\"]", "[\"T_LUCKY\", \"T_DICEWATCH\"]", one_five);
    int hand = ts_count(g, P0, ALT_ZONE_HAND);
    pass(g, P0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.phase, ALT_PHASE_DUSK);
    assert_int_equal(d.player, P0);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
    assert_int_equal(ts_limbo_count(g), 0);
    assert_true(fs_offered(g, "c:1") && fs_offered(g, "c:5"));
    uint64_t before = alt_game_hash(g);
    static uint8_t bytes[ALT_POS_ENCODED_MAX];
    size_t len = alt_position_encode(g, bytes, sizeof bytes);
    alt_game *back = NULL;
    char msg[256] = "";
    if (alt_game_decode(db(), bytes, len, &back, msg, sizeof msg) != ALT_OK)
        fail_msg("the waiting position is refused: %s", msg);
    assert_true(alt_game_hash(back) == before);
    fs_pick(back, "c:5");
    fs_run_to(back, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(back, P0).distance[ALT_EXP_HERO], 2);
    assert_int_equal(ts_count(back, P0, ALT_ZONE_HAND), hand + 1 + 2);   /* the roll's Reaction; the Morning's two (CR 4.2.1.d) */
    fs_pick(g, "c:1");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), hand + 1 + 2);
    alt_game_destroy(&back);
    alt_game_destroy(&g);
}

/* ------------------------------------------------- subtypes gained */

/* The subtypes gains of player p's Characters in a position: how many,
 * and the first one's object and card. */
static int gained(const alt_game *g, int p, uint8_t *id, const char **ref)
{
    alt_position *pos = ts_position_of(g);
    int n = pos->p[p].gained_n;
    if (n > 0) {
        *id = pos->p[p].gained[0].id;
        *ref = alt_cards_get(alt_game_cards(g), pos->p[p].gained[0].card)->ref;
    }
    free(pos);
    return n;
}

/* CR 4.0 2.3.1.e ("if an object does not have a characteristic, this
 * characteristic can be gained") and 2.2.2.c (any number of subtypes):
 * "{J} Target a Character facing me. I gain its subtypes and X boosts,
 * where X equals its highest statistic. (I lose these subtypes when I
 * leave the Expedition zone.)" The Character is an Animal and a Plant as
 * long as it stays in an Expedition: "another Animal you control" counts
 * it (2.2.2.n: an object in play with that subtype; 2.2.2.o: the object's
 * subtypes, not its card's alone). Sent to Reserve it
 * keeps its boosts (Seasoned, CR 7.4.6.b) but loses the subtypes. */
static void test_2_3_1_e_a_character_gains_the_subtypes_of_the_one_facing_it(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_MIMIC\", \"T_HERDER\", \"T_RECALL\", "
                         "\"T_HERDER\"], \"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_WILD\"], " DECK5 "}");
    fs_play(g, P0, "T_MIMIC", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_WILD");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_MIMIC"), 3);   /* its highest statistic: Mountain 3 */
    uint8_t id = ALT_NO_OBJECT;
    const char *ref = NULL;
    assert_int_equal(gained(g, P0, &id, &ref), 1);
    assert_int_equal(id, fs_find(g, P0, ALT_ZONE_EXP_HERO, "T_MIMIC"));
    assert_string_equal(ref, "T_WILD");
    pass(g, P1);
    fs_play(g, P0, "T_HERDER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HERDER"), 1);  /* the Doppelganger is an Animal */
    fs_play(g, P0, "T_RECALL", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_MIMIC");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_MIMIC"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_MIMIC"), 3);    /* Seasoned: its boosts kept */
    assert_int_equal(gained(g, P0, &id, &ref), 0);                         /* its subtypes lost */
    fs_play(g, P0, "T_HERDER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_COMPANION, "T_HERDER"), 0);   /* no other Animal now */
    alt_game_destroy(&g);
}

/* With no Character facing it, there is nothing to target: no subtype,
 * no boost (CR 6.1.d: a target that does not exist is not chosen). */
static void test_2_3_1_e_nothing_facing_gains_nothing(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_MIMIC\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_WILD\"], " DECK5 "}");
    fs_play(g, P0, "T_MIMIC", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    uint8_t id = ALT_NO_OBJECT;
    const char *ref = NULL;
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_COMPANION, "T_MIMIC"), 0);
    assert_int_equal(gained(g, P0, &id, &ref), 0);
    alt_game_destroy(&g);
}

/* The subtypes gained are state a position carries (docs/position.md,
 * "gained_subtypes"), both ways: JSON and bytes give the same game back;
 * one that names no Character in an Expedition is refused, as is one of
 * encoding 6, which cannot hold it. */
static void test_2_3_1_e_subtypes_gained_live_in_positions(void **state)
{
    (void)state;
    alt_game *g = board4("\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_MIMIC\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                         "\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [\"T_WILD\"], " DECK5 "}");
    fs_play(g, P0, "T_MIMIC", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_WILD");
    uint8_t id = ALT_NO_OBJECT;
    const char *ref = NULL;
    assert_int_equal(gained(g, P0, &id, &ref), 1);
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    const char *at = strstr(text, "\"gained_subtypes\"");
    assert_non_null(at);
    char want[32];
    snprintf(want, sizeof want, "\"object\": %u,", id);
    assert_non_null(strstr(at, want));
    assert_non_null(strstr(at, "\"card\": \"T_WILD\""));
    alt_game *back = NULL;
    char msg[256];
    assert_int_equal(replay_position_from_json(alt_game_cards(g), text, strlen(text), &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    static uint8_t bytes[ALT_POS_ENCODED_MAX], again[ALT_POS_ENCODED_MAX];
    size_t n = alt_position_encode(g, bytes, sizeof bytes);
    assert_int_equal(alt_game_decode(alt_game_cards(g), bytes, n, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    assert_int_equal(alt_position_encode(back, again, sizeof again), n);
    assert_memory_equal(again, bytes, n);
    alt_game_destroy(&back);

    alt_position *pos = ts_position_of(g);
    pos->p[P0].gained[0].id = fs_find(g, P0, ALT_ZONE_MANA, "T_FILLER");   /* a Mana Orb gains nothing */
    assert_int_equal(alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "gained_subtypes[0].id"));
    pos->p[P0].gained[0].id = id;
    pos->hash_encoding = 6;     /* the deck's card that gains them is refused first */
    assert_int_equal(alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg), ALT_E_VERSION);
    assert_non_null(strstr(msg, "encoding 6 cannot record"));
    free(pos);
    free(text);
    alt_game_destroy(&g);
}

/* A game hashed over encoding 6 cannot record a subtype gained: a deck
 * with a card that gains one is refused it at setup, with encoding 7
 * named; the same game over encoding 7, or 8 (the default), starts. */
static void test_2_3_1_e_encoding_6_refuses_a_card_that_gains_subtypes(void **state)
{
    (void)state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.ruleset = ALT_RULESET_SEEDS_3;
    s.format = ALT_FORMAT_LIMITED;
    s.seed = 1;
    s.hash_encoding = 6;
    s.deck[0].hero = s.deck[1].hero = alt_cards_find(db(), "T_HERO");
    for (int i = 0; i < 30; i++) {
        s.deck[0].cards[i] = alt_cards_find(db(), i == 0 ? "T_MIMIC" : "T_FILLER");
        s.deck[1].cards[i] = alt_cards_find(db(), "T_FILLER");
    }
    s.deck[0].count = s.deck[1].count = 30;
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(alt_game_new(db(), &s, &g, msg, sizeof msg), ALT_E_VERSION);
    if (!strstr(msg, "T_MIMIC gains subtypes") || !strstr(msg, "encoding 6"))
        fail_msg("%s", msg);
    s.deck[0].cards[0] = alt_cards_find(db(), "T_FILLER");
    assert_int_equal(alt_game_new(db(), &s, &g, msg, sizeof msg), ALT_OK);   /* encoding 6 without it: as before */
    alt_game_destroy(&g);
    s.deck[0].cards[0] = alt_cards_find(db(), "T_MIMIC");
    s.hash_encoding = 7;
    assert_int_equal(alt_game_new(db(), &s, &g, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash_version(g), 7);
    alt_game_destroy(&g);
    s.hash_encoding = 0;        /* the default, 8, holds them too */
    assert_int_equal(alt_game_new(db(), &s, &g, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash_version(g), 8);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_4_2_3_e_the_first_player_to_pass_passes_first),
        cmocka_unit_test(test_4_2_3_e_a_position_waits_on_the_reactions_to_passing_first),
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
        cmocka_unit_test(test_4_2_5_c_a_reserve_filled_past_its_limit_after_clean_up_is_a_position),
        cmocka_unit_test(test_7_3_31_a_when_you_sacrifice_hears_what_it_names),
        cmocka_unit_test(test_1_4_1_b_sacrificing_a_permanent_as_a_cost),
        cmocka_unit_test(test_5_1_2_c_sacrificing_a_permanent_for_a_cheaper_cost),
        cmocka_unit_test(test_7_3_31_a_sacrificing_any_number_of_permanents),
        cmocka_unit_test(test_7_5_8_c_a_robot_or_a_token_joins_my_expedition),
        cmocka_unit_test(test_7_3_33_a_spending_any_number_of_counters_for_as_many_targets),
        cmocka_unit_test(test_2_2_9_b_spells_by_their_base_cost),
        cmocka_unit_test(test_2_2_9_b_a_base_cost_between_two_bounds),
        cmocka_unit_test(test_7_3_24_the_top_card_revealed_goes_by_its_type),
        cmocka_unit_test(test_3_2_1_d_statistics_equal_to_the_highest),
        cmocka_unit_test(test_7_3_21_target_expedition_you_control),
        cmocka_unit_test(test_7_3_27_returned_to_the_top_of_the_deck),
        cmocka_unit_test(test_7_3_5_a_token_in_each_of_three_target_expeditions),
        cmocka_unit_test(test_7_3_15_each_character_of_small_hand_cost_gains_asleep),
        cmocka_unit_test(test_7_3_6_up_to_three_tokens_defect),
        cmocka_unit_test(test_7_3_21_an_expedition_emptied_then_moved_back),
        cmocka_unit_test(test_7_3_24_target_player_puts_a_card_of_their_hand_in_reserve),
        cmocka_unit_test(test_7_3_24_a_card_of_the_reserve_to_the_mana_zone),
        cmocka_unit_test(test_5_1_2_c_a_card_played_into_the_companion_expedition),
        cmocka_unit_test(test_4_2_4_i_whether_both_expeditions_failed),
        cmocka_unit_test(test_7_3_23_target_player_may_play_a_card_for_free),
        cmocka_unit_test(test_5_1_2_c_played_for_less_it_does_the_other_effect),
        cmocka_unit_test(test_2_4_3_one_or_more_ascended_expeditions_move_forward),
        cmocka_unit_test(test_2_4_3_the_ascended_reaction_waits_in_a_position),
        cmocka_unit_test(test_2_2_15_a_this_day_characters_are_tough),
        cmocka_unit_test(test_2_2_1_a_character_also_considered_a_spell_or_a_permanent),
        cmocka_unit_test(test_7_5_5_a_card_of_the_opponents_reserve_played_under_your_control),
        cmocka_unit_test(test_2_2_15_a_this_day_tough_for_target_player),
        cmocka_unit_test(test_6_2_b_a_die_as_my_expedition_would_move_forward),
        cmocka_unit_test(test_6_2_i_a_second_die_for_the_modified_move),
        cmocka_unit_test(test_6_2_b_progress_waits_on_the_choice_of_a_die),
        cmocka_unit_test(test_2_3_1_e_a_character_gains_the_subtypes_of_the_one_facing_it),
        cmocka_unit_test(test_2_3_1_e_nothing_facing_gains_nothing),
        cmocka_unit_test(test_2_3_1_e_subtypes_gained_live_in_positions),
        cmocka_unit_test(test_2_3_1_e_encoding_6_refuses_a_card_that_gains_subtypes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
