/*
 * test_rules_maze.c: the mechanics Whispers from the Maze brought, as the
 * rules define them, each played with this test's own cards (no card of
 * the set is named): Augment (CR 4.0 7.3.4; 3.0 7.3.3), a target card in
 * play or in Reserve; support Reactions ({I}, CR 4.0 7.1.5.a, 2.2.12), which
 * work only in a ready card's Reserve; "up to a maximum of N"; boosts
 * or any counter spent as a cost; Mana Orbs readied; Characters in a
 * Reserve given boosts; "At Night — ... after Rest"; support passives;
 * doubled boosts, Reserve cards made Mana Orbs, discards from play or a
 * Reserve, bounded and two-status targets, tokens behind or tied, the
 * set's triggers (gaining Anchored, leaving your Expeditions, an opponent's
 * Character played, a card played from Reserve, for each of my boosts),
 * "choose up to one", any number augmented, the top card revealed, another
 * player's Resupply, counters removed (CR 4.0 2.5.g), the Arcane counters
 * of a Spell gained in its Reserve and counted as it resolves (2.5.f, k),
 * a step done X+1 times (6.5.i), X+1 modes chosen (6.5.g), sent to Reserve then exhausted, a token
 * in the Expedition of the Character discarded (7.3.5.b), a counter spent
 * from a card in the Reserve or Landmarks, Seasoned given to the
 * Characters of an Expedition (7.4.6), a Character sent to a position of
 * its owner's Deck (4.0 3.2.2), the next Character played in {V}, a card
 * readying itself, the statistics of the other Characters raised,
 * another Permanent joining, every other card in play and in Reserve
 * discarded, a card joining the discard pile (once per card, past
 * Limbo's 32 entries), Gigantic while Fleeting, an Expedition's move
 * forward replaced ("if my Expedition would move forward, you may ...
 * instead"), the top cards of the Deck looked at, one kept.
 * docs/rules-choices.md, "Whispers from the Maze", says how each reading
 * that left room was chosen.
 */
#include "frost_support.h"
#include "rng.h" /* the generator docs/rng.md describes, to find a seed's dice */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

#define C(ref, hand, kw, ab) \
    ref "\t" ref "\tCHARACTER\tAX\tCOMMON\t-\t" hand "\t" hand "\t1\t1\t1\t-\t-\t" kw "\t" ab "\n"
#define L(ref, ab) ref "\t" ref "\tPERMANENT\tAX\tCOMMON\tLANDMARK\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\n"

static const char *const card_lines[] = {
    "altered-cards\t1\ttest-rules-maze-1\n",
    "T_HERO\tT_HERO\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t-\n",
    C("T_FILLER", "1", "-", "-"),
    C("T_TOUGH", "1", "tough=1", "-"),
    C("T_SNIFFER", "1", "-", "J:augment"),
    C("T_MAYBE", "1", "-", "J:may augment"),
    C("T_COUNTING", "1", "-", "THIRDCOUNTER:draw(1)"),
    C("T_DRONE", "1", "-", "I.NOON:boost_self_max(1,2)"),
    C("T_CHEF", "1", "-", "I.PLAYCHAR:boost_self_max(1,3)"),
    C("T_CRIER", "1", "-", "I.ALLYJOINS:boost_self_max(1,2)"),
    C("T_GODDESS", "1", "-", "I.PLAYCHAR:may pay1 it_boost(1)"),
    C("T_SCHOLAR", "1", "-", "I.PLAYSPELL:boost_self_max(2,3)"),
    C("T_MAIN", "1", "-", "NOON:boost_self_max(1,2)"),
    C("T_SPENDER", "1", "-", "R:may draw(1) spend_boosts(1)"),
    C("T_READIER", "1", "-", "J:ready_mana(2)"),
    C("T_ROBOT", "1", "-", "I.NOON:choose(1);MODE:boost_self_max(1,3);MODE:exhaust_self;THEN:boost_self_max(2,3) if(did>=1)"),
    C("T_PENDEKAR", "1", "-", "NIGHTREST:sabotage if(self_boosts>=2)"),
    C("T_VAULT", "1", "-", "I.STATIC:play_exhausted"),
    C("T_SWARM", "1", "-", "J:card_boost(1,char_play_or_reserve)"),
    C("T_FLORE", "1", "-", "I.NOON:card_boost(1,other_char_play_or_reserve)"),
    "T_CUP\tT_CUP\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:card_boost(2,reserve_char)\n",
    "T_DISPERSE\tT_DISPERSE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:reserve_group_boost(1)\n",
    "T_BUGFIX\tT_BUGFIX\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:may spend_counter ifdone;THEN:draw(1) gated\n",
    "T_SPELL\tT_SPELL\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\t-\n",
    L("T_STORE", "-"),
    /* Whispers from the Maze's later primitives */
    "T_RECRUIT\tRecruit\tTOKEN\tOR\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\t-\n",
    "T_DOUBLER\tT_DOUBLER\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:double_boosts\n",
    "T_OVERFLOW\tT_OVERFLOW\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:card_discard(char_play_or_reserve)\n",
    "T_DUEL\tT_DUEL\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_discard(char,cost<=my_char_cost)\n",
    "T_REQUIEM\tT_REQUIEM\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_discard(fleeting_or_asleep_char)\n",
    "T_ENCORE\tT_ENCORE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_status(anchored,fleeting_or_boosted_char)\n",
    C("T_BIG", "4", "-", "-"),
    C("T_MILLER", "1", "-", "J:may reserve_to_mana"),
    C("T_MILLER_READY", "1", "-", "J:may reserve_to_mana_ready"),
    C("T_WIELDER", "1", "-", "J:boost_self_per(anchored_chars)"),
    L("T_BARRACKS", "J:token(T_RECRUIT,1,behind_or_tied)"),
    "T_ANCHOR\tT_ANCHOR\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_status(anchored,char)\n",
    "T_BOUNCE\tT_BOUNCE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve(char)\n",
    "T_SWITCH\tT_SWITCH\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_switch(char)\n",
    C("T_CORGI", "1", "-", "ALLYANCHORED:boost_self(1)"),
    C("T_GUIDE", "1", "-", "OPPPLAYCHAR:it_switch step_if(facing_chars<=0)"),
    L("T_MESS", "ALLYLEAVES:counters_self(1)"),
    L("T_MESS_NT", "ALLYLEAVES:counters_self(1) nontoken"),
    C("T_PICKY", "1", "-", "J:upto choose(1);MODE:draw(1);MODE:resupply(1)"),
    C("T_SAPPER", "1", "-", "J:augments"),
    C("T_DIGGER", "1", "-", "LEAVEPERBOOST:draw(1)"),
    C("T_SHOVEL", "1", "-", "LEAVEPERBOOST:card_boost(1,my_other_reserve_char)"),
    C("T_KEYS", "1", "-", "J:reveal_top(zero_stat_character,draw,discard)"),
    C("T_CLERK", "1", "-", "OPPPLAYRESERVE:draw(1)"),
    C("T_CLERK2", "1", "-", "PLAYRESERVE:draw(1)"),
    C("T_FOX", "1", "-", "J:opp_resupply"),
    C("T_FOX2", "1", "-", "J:target_discard(perm);THEN:it_controller_resupply if(did>=1)"),
    C("T_SIFTER", "1", "-", "STATIC:resupply_of_two"),
    C("T_MOUSE", "1", "-", "J:sabotage;THEN:it_owner_exhausted_resupply(1) if(did>=1)"),
    "T_REUNION\tT_REUNION\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:resupply_it;THEN:may it_to_hand if(it_char>=1)\n",
    "T_REUNION2\tT_REUNION2\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:resupply_it;THEN:may play_it(2) if(it_char>=1)\n",
    "T_DRAFT\tT_DRAFT\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:reserve_count_tokens(T_RECRUIT,1,target)\n",
    C("T_DRUMMER", "1", "-", "STATIC:play_less_min1(1,robot,reserve) if(self_boosts>=1)"),
    "T_ROBOT2\tT_ROBOT2\tCHARACTER\tAX\tCOMMON\tROBOT\t3\t3\t1\t1\t1\t-\t-\t-\t-\n",
    L("T_STAGE", "PLAYCHAR:counters_self(1) artist_or_song"),
    "T_SONG\tT_SONG\tSPELL\tAX\tCOMMON\tSONG\t1\t1\t-\t-\t-\t-\t-\t-\t-\n",
    "T_ARTIST\tT_ARTIST\tCHARACTER\tAX\tCOMMON\tARTIST\t1\t1\t1\t1\t1\t-\t-\t-\t-\n",
    "T_ZERO\tT_ZERO\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t0\t1\t1\t-\t-\t-\t-\n",
    /* Whispers from the Maze's later designs */
    C("T_REMOVER", "1", "-", "J:remove_counters(2)"),
    "T_INFUSE\tT_INFUSE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_boost(counters+2,char);"
    "I.PLAYSPELL:counters_self_max(1,3)\n",
    "T_INFUSE_X\tT_INFUSE_X\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_boost(1,char) times(counters+1);"
    "I.NOON:choose(1);MODE:counters_self_max(1,3);MODE:exhaust_self;THEN:counters_self_max(2,3) if(did>=1)\n",
    "T_FADE\tT_FADE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve_exhaust(char,cost<=counters+1)\n",
    "T_FADE_X\tT_FADE_X\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve_exhaust(char,cost<=1) times(counters+1)\n",
    C("T_MID", "2", "-", "-"),
    /* "Choose X+1, where X is my number of Arcane counters" (each once; the rare: the same again too) */
    "T_FEAST\tT_FEAST\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:choose(counters+1);"
    "MODE:draw(1);MODE:resupply(1);MODE:opp_draw(1)\n",
    "T_FEAST_R\tT_FEAST_R\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:choose(counters+1,repeat);"
    "MODE:draw(1);MODE:resupply(1);MODE:opp_draw(1)\n",
    "T_STEW\tT_STEW\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\tSTATIC:seasoned_here\n",
    "T_PLACE\tT_PLACE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_deck_at(3,char);"
    "THEN:ready_mana(1) if(roll_over_it_cost>=1)\n",
    L("T_GROVE", "T:next(forest_character,boost,1,turn);OPPDRAWS:ready_self"),
    C("T_WOODS", "1", "-", "STATIC:region_forest"),
    L("T_SPIRES", "PERMJOINS:counters_self(1)"),
    "T_WILD\tT_WILD\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t2\t0\t0\t-\t-\t-\t-\n",
    "T_BASS\tT_BASS\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t0\t0\t3\t-\t-\t-\tSTATIC:others_max_stats if(self_boosts>=1)\n",
    "T_GIFT\tT_GIFT\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:opp_draw(1)\n",
    C("T_RELIC", "1", "-", "NIGHTREST:may spend_counter_reserve_or_landmark ifdone;THEN:sabotage gated"),
    C("T_FANCY", "1", "-", "RESERVEBOOSTED:boost_self(1)"),
    C("T_INSPECT", "1", "-", "STATIC:no_counters_opp_reserve"),
    L("T_OUTPOST", "STATIC:support_max_more(1)"),
    L("T_OUTPOST2", "STATIC:support_no_max"),
    C("T_CAPPED", "1", "-", "PLAYSPELL:boost_self_max(2,3)"),
    C("T_INSPECT2", "1", "-", "STATIC:no_counters_with_counters"),
    /* "At Night", and the other Characters of my Expedition sent to Reserve */
    C("T_NIGHTLY", "1", "-", "STATIC:keyword(eternal) if(self_boosts>=1);NIGHT:lose_boosts_self(1)"),
    C("T_GATHER", "1", "-", "J:boost_self_per(exp_others);THEN:others_here_to_reserve"),
    /* boosts exchanged */
    "T_SWAP\tT_SWAP\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:exchange_boosts(char_play_or_reserve)\n",
    "T_SWAPB\tT_SWAPB\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:exchange_boosts(boosted_char)\n",
    C("T_LEFT", "1", "-", "-"),
    C("T_RIGHT", "1", "-", "IBOOSTED:draw(1)"),
    /* Reserve limits the cards change */
    C("T_CONTORT", "1", "-", "I.STATIC:reserve_uncounted"),
    C("T_SIMURGH", "1", "-", "I.STATIC:reserve_limit(-1,all)"),
    L("T_LIBRARY", "STATIC:reserve_limit_while(1,spell)"),
    L("T_BIGVAULT", "STATIC:plays_cost_less(1,character,hand>=7);STATIC:reserve_limit_while(1,character,hand>=7)"),
    "T_SEVEN\tT_SEVEN\tCHARACTER\tAX\tCOMMON\t-\t7\t5\t1\t1\t1\t-\t-\t-\t-\n",
    "T_CHANGE\tT_CHANGE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_discard_token(T_RECRUIT,char,cost<=2)\n",    /* modes chosen by the number of boosts removed */
    C("T_MAZE", "1", "-", "J:remove_all_boosts(1-4,5-8,9+);MODE:boost_self(2);MODE:play_free(1,any,hand<=3,must);MODE:my_forward"),
    C("T_MAZE_UP", "1", "-", "J:remove_all_boosts(1+,5+,9+);MODE:boost_self(2);MODE:play_free(1,any,hand<=3,must);MODE:my_forward"),
    "T_CHEAPRES\tT_CHEAPRES\tCHARACTER\tAX\tCOMMON\t-\t4\t1\t1\t1\t1\t-\t-\t-\t-\n",
    /* a die's result read, and the top card revealed as you roll */
    C("T_ROLLER", "1", "-", "J:roll"),
    C("T_ROLLSUP", "1", "-", "J:roll;THEN:resupply(1)"),
    C("T_SIX", "1", "-", "ROLLED:draw(1) if(roll>=6)"),
    C("T_PLUSONE", "1", "-", "STATIC:die_plus_one"),
    C("T_PATH", "1", "-", "WOULDFORWARD:roll"),
    C("T_WAY", "1", "-", "ROLLREVEAL:draw_it if(it_cost_is_roll>=1)"),
    C("T_WAYPLAY", "1", "-", "ROLLREVEAL:may exhaust play_it_free if(it_cost_is_roll>=1)"),
    C("T_WAYOWN", "1", "-", "PLAYCHAR:roll bureaucrat;ROLLREVEAL:draw_it own if(it_cost_is_roll>=1)"),
    C("T_THREE", "3", "-", "H:draw(1)"),
    "T_CLERKB\tT_CLERKB\tCHARACTER\tAX\tCOMMON\tBUREAUCRAT\t1\t1\t1\t1\t1\t-\t-\t-\t-\n",
    /* every other card discarded, a card joining a discard pile, Gigantic while Fleeting */
    C("T_HUNGRY", "1", "-", "H:discard_all_others;DISCARDJOINS:boost_self(1)"),
    C("T_WATCHER", "1", "-", "DISCARDJOINS:boost_self(1)"),
    C("T_PARTING", "1", "-", "LEAVE:draw(1)"),
    C("T_GIANT", "1", "-", "STATIC:keyword(gigantic) if(self_fleeting>=1)"),
    C("T_HUNGRY_BACK", "1", "-", "H:discard_all_others;J:send_self_to_reserve"),
    "T_MILL\tT_MILL\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:mill(2)\n",
    "T_TOSS\tT_TOSS\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:hand_discard\n",
    "T_KILL\tT_KILL\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_discard(char)\n",
    /* "If my Expedition would move forward, you may ... instead", any move */
    "T_WILL\tT_WILL\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\t"
    "WOULDFORWARD:may dusk_stays any ifyes;THEN:discard_self gated;THEN:draw(2) gated\n",
    "T_WILL4\tT_WILL4\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\t"
    "WOULDFORWARD:may dusk_stays any ifyes;THEN:discard_self gated;THEN:look_top_hand(4) gated\n",
    C("T_FAILED", "1", "-", "FAIL:draw(1)"),
    C("T_STRIDE", "1", "-", "J:my_forward"),
    "T_PUSH\tT_PUSH\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_forward\n",
};

static const alt_cards *db(void)
{
    static char text[32768];
    if (!text[0])
        for (size_t i = 0; i < sizeof card_lines / sizeof card_lines[0]; i++)
            strncat(text, card_lines[i], sizeof text - strlen(text) - 1);
    return ts_db_text(text);
}

#define MANA(n) "\"mana\": [" n "]"
#define F "\"T_FILLER\""
#define DECK5 "\"deck\": [" F ", " F ", " F ", " F ", " F "]"
#define WITH_BOOSTS(ref, n) "{\"card\": \"" ref "\", \"boosts\": " #n "}"

/* P0 to take an Afternoon turn, each with the test's Hero. */
static alt_game *board(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": "
                          "[{\"hero\": \"T_HERO\", %s}, {\"hero\": \"T_HERO\", %s}]}", p0, p1);
}

/* CR 4.0 7.3.4.a: to augment is to have the object gain one more of a
 * counter it already has; boosts are counters too (its Remark). Here a
 * Character of the opponent's in play with two boosts. */
static void test_7_3_4_a_augment_adds_one_more_boost(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": 2}], " DECK5 "}");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 3);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.4.a: a Landmark's counters (Kelon, Sap and the like) count
 * up by one, an event as any gaining of counters is: the third one's
 * Reaction activates (7.3.12). */
static void test_7_3_4_a_augment_adds_one_more_of_other_counters(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], \"landmarks\": [{\"card\": \"T_STORE\", \"counters\": 1}], "
                        "\"hero_expedition\": [{\"card\": \"T_COUNTING\", \"counters\": 2}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_STORE");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STORE"), 2);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], \"hero_expedition\": [{\"card\": \"T_COUNTING\", \"counters\": 2}], "
              MANA(F) ", " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_COUNTING");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_EXP_HERO, "T_COUNTING"), 3);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);   /* "when I gain my third counter": draw */
    alt_game_destroy(&g);
}

/* "Target card in play or in Reserve": either player's Reserve, where a
 * card may hold boosts (a Seasoned Character keeps them, CR 7.4.6); no
 * ability of the card's reacts there. A card without counters may be
 * targeted (the target's legality does not ask for counters) and gains
 * nothing: "one more of a counter it already has". */
static void test_7_3_4_a_a_card_in_reserve_is_augmented_too(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [{\"card\": \"T_FILLER\", \"boosts\": 1}, \"T_TOUGH\"], " DECK5 "}");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "obj:1:T_TOUGH"));   /* no Tough in Reserve (CR 2.2.12.g): nothing to pay */
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"hero_expedition\": [\"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 0);
    assert_int_equal(fs_counters(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.4.a: "one more of a (single) counter": an object with boosts
 * and another counter gains one of them, which its augmenter chooses (the
 * same object is listed once for each: expedition 0 a boost, 1 a counter). */
static void test_7_3_4_a_one_counter_of_one_kind_chosen(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], \"hero_expedition\": [{\"card\": \"T_COUNTING\", "
                        "\"boosts\": 1, \"counters\": 1}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    uint8_t id = fs_find(g, P0, ALT_ZONE_EXP_HERO, "T_COUNTING");
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int as_boost = -1, as_counter = -1;
    for (size_t i = 0; i < n; i++)
        if (list[i].object == id && list[i].choice == P0)
            *(list[i].expedition ? &as_counter : &as_boost) = (int)i;
    assert_true(as_boost >= 0 && as_counter >= 0);
    ts_apply(g, list[as_counter]);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_EXP_HERO, "T_COUNTING"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_COUNTING"), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.7: an opponent's Tough Character in play is a target only when
 * its Tough can be paid, and targeting it pays it; "you may" (6.5.i)
 * lets the player augment nothing. A Hero's counters are out of reach: it
 * is in the Hero zone, neither in play nor in Reserve (the cards' "This
 * can't target Hero cards"). */
static void test_7_4_7_augmenting_an_opponents_tough_character_pays_tough(void **state)
{
    (void)state;
    const char *p1 = "\"hero_state\": {\"counters\": 2}, \"zones\": {\"hero_expedition\": [{\"card\": \"T_TOUGH\", "
                     "\"boosts\": 1}], " DECK5 "}";
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SNIFFER\"], " MANA(F) ", " DECK5 "}", p1);
    fs_play(g, P0, "T_SNIFFER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:T_TOUGH"));   /* no mana left for Tough 1 */
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_MAYBE\"], " MANA(F ", " F) ", " DECK5 "}", p1);
    fs_play(g, P0, "T_MAYBE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "yes obj:1:T_TOUGH");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_TOUGH"), 2);
    alt_pos_player pl = ts_player(g, P0);
    for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)   /* one Orb for the Character, one for Tough */
        assert_true(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ts_player(g, P1).hero_counters, 2);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_MAYBE\"], " MANA(F ", " F) ", " DECK5 "}", p1);
    fs_play(g, P0, "T_MAYBE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "no");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_TOUGH"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ support Reactions ({I}) */

/* Staged in the Morning, Expand next (Prepare is over, CR 4.2.1.c): both
 * skip it, and Noon's Reactions (4.2.2) resolve on the way to P0's turn. */
static alt_game *morning(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"seed\": 5, \"phase\": \"morning\", \"decision\": {\"kind\": \"expand\", \"player\": 0}, "
                          "\"players\": [{\"hero\": \"T_HERO\", %s}, {\"hero\": \"T_HERO\", %s}]}", p0, p1);
}

static void to_afternoon(alt_game *g)
{
    fs_run_to(g, ALT_PHASE_AFTERNOON, ALT_DEC_TURN);
}

/* CR 4.0 7.1.5.a, 2.2.12.e, i: "{I} At Noon": a support Reaction, which
 * works while its card is in the Reserve; the same ability of a card in
 * play does nothing (2.2.12.i), and an exhausted card in Reserve has none
 * (2.2.12.j). "Up to a maximum of 2": one boost, never past two. */
static void test_2_2_12_i_a_support_reaction_works_from_the_reserve(void **state)
{
    (void)state;
    alt_game *g = morning("\"zones\": {\"reserve\": [\"T_DRONE\", {\"card\": \"T_MAIN\"}], "
                          "\"hero_expedition\": [{\"card\": \"T_DRONE\"}], " DECK5 "}",
                          "\"zones\": {\"reserve\": [{\"card\": \"T_DRONE\", \"statuses\": [\"exhausted\"]}], " DECK5 "}");
    to_afternoon(g);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_DRONE"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_MAIN"), 0);         /* not a support ability */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_DRONE"), 0);        /* 2.2.12.i: in play, none */
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_DRONE"), 0);         /* 2.2.12.j: exhausted, none */
    alt_game_destroy(&g);
}

/* "I gain 1 boost, up to a maximum of 2": one short of the maximum gains
 * one, at the maximum none; "2 boosts, up to a maximum of 3" from two
 * gains only one. */
static void test_up_to_a_maximum_stops_at_the_maximum(void **state)
{
    (void)state;
    alt_game *g = morning("\"zones\": {\"reserve\": [{\"card\": \"T_DRONE\", \"boosts\": 1}], " DECK5 "}",
                          "\"zones\": {\"reserve\": [{\"card\": \"T_DRONE\", \"boosts\": 2}], " DECK5 "}");
    to_afternoon(g);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_DRONE"), 2);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_DRONE"), 2);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_SPELL\"], \"reserve\": [{\"card\": \"T_SCHOLAR\", \"boosts\": 2}], " MANA(F) ", "
              DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_SCHOLAR"), 3);
    alt_game_destroy(&g);
}

/* "{I} When you play another Character", "when another Character joins
 * your Expeditions": the cards of the player's Reserve hear their
 * player's plays; a card played from the Reserve is no longer there and
 * does not hear its own (nor would "another" let it). The boosts a card
 * gained in the Reserve go with it into the Expedition (CR 4.0 2.4.5.b's
 * remark: boosts fall off only as a card leaves the Expedition zone or
 * joins the Discard pile). */
static void test_2_2_12_e_support_reactions_hear_plays_and_arrivals(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FILLER\"], \"reserve\": [\"T_CHEF\", \"T_CRIER\"], "
                        MANA(F ", " F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_CHEF"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_CRIER"), 1);
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_CHEF", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_CHEF"), 1);      /* kept, and no boost of its own play */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_CRIER"), 2);
    alt_game_destroy(&g);
}

/* A support Reaction about the card played: "you may pay {1} to give it
 * 1 boost" (CR 4.0 7.3.16.a: giving is gaining). */
static void test_2_2_12_e_a_support_reaction_gives_the_card_played_a_boost(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FILLER\"], \"reserve\": [\"T_GODDESS\"], " MANA(F ", " F) ", "
                        DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "yes");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_GODDESS"), 0);
    alt_game_destroy(&g);
}

/* A support Reaction with modes (CR 6.5.g), one of which costs {T}
 * ("exhaust me"): in the Reserve, paying it is exhausting a card there
 * (CR 7.3.10), and then the card has no support ability until readied
 * (2.2.12.j). */
static void test_6_5_g_a_support_mode_paid_by_exhausting_the_card(void **state)
{
    (void)state;
    alt_game *g = morning("\"zones\": {\"reserve\": [\"T_ROBOT\"], " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_run_to(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
    fs_answer(g, "c:2");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_ROBOT"), 2);
    assert_true(fs_status(g, P0, ALT_ZONE_RESERVE, "T_ROBOT") & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);

    g = morning("\"zones\": {\"reserve\": [" "{\"card\": \"T_ROBOT\", \"boosts\": 2}], " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_run_to(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
    fs_answer(g, "c:1");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_ROBOT"), 3);
    assert_false(fs_status(g, P0, ALT_ZONE_RESERVE, "T_ROBOT") & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* "You may spend 1 of my boosts to ...": the boosts the card brought from
 * its Reserve pay it (CR 1.4.1.b: a cost is paid in full or not at all);
 * without one, "yes" could pay nothing, so the Reaction does not wait in
 * Limbo. */
static void test_1_4_1_b_spending_boosts_pays_a_you_may(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"reserve\": [{\"card\": \"T_SPENDER\", \"boosts\": 1}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SPENDER", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "yes");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_SPENDER"), 0);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"reserve\": [\"T_SPENDER\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SPENDER", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_TURN);   /* nothing asked */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);
    alt_game_destroy(&g);
}

/* "Ready two Mana Orbs": two exhausted Orbs of the player's are readied
 * (CR 7.3.18), no more than there are. */
static void test_7_3_18_ready_two_mana_orbs(void **state)
{
    (void)state;
    const char *ex = "{\"card\": \"T_FILLER\", \"statuses\": [\"exhausted\"]}";
    char p0[512];
    snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"T_READIER\"], \"mana\": [%s, %s, %s, " F "], " DECK5 "}", ex, ex, ex);
    alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_READIER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    alt_pos_player pl = ts_player(g, P0);
    int ready = 0;
    for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)
        ready += !(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ready, 2);
    alt_game_destroy(&g);
}

/* "Target Character in Reserve gains 2 boosts": a Character card of
 * either player's Reserve (no one controls it there, CR 2.2.12.g's
 * remark on the cards: "Cards in Reserve are not controlled"); neither a
 * Character in play nor a Spell in Reserve is one. */
static void test_a_character_in_a_reserve_gains_boosts(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_CUP\"], \"reserve\": [\"T_SPELL\", \"T_DRONE\"], "
                        "\"hero_expedition\": [\"T_TOUGH\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_CUP", ALT_ZONE_HAND, 0);
    assert_true(fs_offered(g, "obj:0:T_DRONE"));
    assert_false(fs_offered(g, "obj:0:T_SPELL"));
    assert_false(fs_offered(g, "obj:0:T_TOUGH"));
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    alt_game_destroy(&g);
}

/* "Target Character in play or in Reserve": an opponent's Tough
 * Character in play costs its Tough (CR 7.4.7), one in a Reserve nothing;
 * "another" leaves the source out, in its Reserve too. */
static void test_7_4_7_a_character_in_play_or_in_reserve_as_target(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SWARM\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_TOUGH\"], \"reserve\": [\"T_TOUGH\"], " DECK5 "}");
    fs_play(g, P0, "T_SWARM", ALT_ZONE_HAND, ALT_EXP_HERO);
    uint8_t in_play = fs_find(g, P1, ALT_ZONE_EXP_HERO, "T_TOUGH"), in_reserve = fs_find(g, P1, ALT_ZONE_RESERVE, "T_TOUGH");
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    int play_listed = 0, reserve_listed = 0;
    for (size_t i = 0; i < n; i++) {
        play_listed |= list[i].object == in_play && list[i].choice == P1;
        reserve_listed |= list[i].object == in_reserve && list[i].choice == P1;
    }
    assert_false(play_listed);                        /* no mana left for Tough 1 */
    assert_true(reserve_listed);
    alt_game_destroy(&g);

    g = morning("\"zones\": {\"reserve\": [\"T_FLORE\", \"T_FILLER\"], " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_run_to(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
    assert_false(fs_offered(g, "obj:0:T_FLORE"));
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* "Characters in your Reserve gain 1 boost": the player's Character
 * cards there, not a Spell, not the opponent's. */
static void test_characters_in_your_reserve_gain_a_boost(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_DISPERSE\"], \"reserve\": [\"T_SPELL\", \"T_DRONE\"], " MANA(F) ", "
                        DECK5 "}", "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_DISPERSE", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_DRONE"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_SPELL"), 0);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 0);
    alt_game_destroy(&g);
}

/* "You may spend 1 counter from a card you control or in your Reserve
 * to ...": a boost or another counter (CR 4.0 7.3.4's remark: boosts are
 * counters) of an object its player controls, the Hero included (CR 4.0's
 * glossary: a player controls their Hero zone), or of a card of their
 * Reserve; never the opponent's. "If you do": only a counter spent lets
 * the rest happen, and with none to spend "yes" is no answer (CR 6.1.g;
 * from level 3). */
static void test_1_4_1_b_a_counter_spent_from_any_card_of_yours(void **state)
{
    (void)state;
    alt_game *g = board("\"hero_state\": {\"counters\": 1}, \"zones\": {\"hand\": [\"T_BUGFIX\"], \"reserve\": "
                        "[{\"card\": \"T_FILLER\", \"boosts\": 1}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [{\"card\": \"T_FILLER\", \"boosts\": 1}], " DECK5 "}");
    fs_play(g, P0, "T_BUGFIX", ALT_ZONE_HAND, 0);
    fs_pick(g, "yes");
    assert_true(fs_offered(g, "obj:0:T_HERO"));
    assert_true(fs_offered(g, "obj:0:T_FILLER"));
    assert_false(fs_offered(g, "obj:1:T_FILLER"));
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 0);
    assert_int_equal(ts_player(g, P0).hero_counters, 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    alt_game_destroy(&g);

    g = board("\"hero_state\": {\"counters\": 1}, \"zones\": {\"hand\": [\"T_BUGFIX\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BUGFIX", ALT_ZONE_HAND, 0);
    fs_answer(g, "yes obj:0:T_HERO");
    assert_int_equal(ts_player(g, P0).hero_counters, 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_BUGFIX\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"reserve\": [{\"card\": \"T_FILLER\", \"boosts\": 1}], " DECK5 "}");
    fs_play(g, P0, "T_BUGFIX", ALT_ZONE_HAND, 0);
    /* Revision 2 rulesets (the 3.0 edition's here) list "yes" with nothing to pick, as their logs record it. */
    assert_int_equal(fs_offered(g, "yes"), alt_ruleset_level(ts_ruleset()) < 3);
    fs_answer(g, alt_ruleset_level(ts_ruleset()) < 3 ? "yes" : "no");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.2.b: "At Night — If I have 2 or more boosts, Sabotage after Rest":
 * the condition is read on the card in play as Night begins, the Sabotage
 * comes once Rest is over (CR 4.2.5.b), before Clean-up: the card has
 * gone to Reserve and lost its boosts by then, and still Sabotages. */
static void test_4_2_b_at_night_after_rest(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hero_expedition\": [{\"card\": \"T_PENDEKAR\", \"boosts\": 2}], " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}");
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CHOICE);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_PENDEKAR"), 1);   /* Rest is over */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_PENDEKAR"), 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hero_expedition\": [{\"card\": \"T_PENDEKAR\", \"boosts\": 1}], " DECK5 "}",
              "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 1);   /* nothing was asked: one boost */
    alt_game_destroy(&g);
}

/* CR 4.0 2.2.12.e, i-j: a support passive ({I}) works while its card is
 * in the Reserve and ready: "You may play exhausted cards from your
 * Reserve" (CR 2.4.5.d); exhausted, or in play, the card gives nothing. */
static void test_2_4_5_d_a_support_passive_lets_exhausted_cards_be_played(void **state)
{
    (void)state;
    const char *ex = "{\"card\": \"T_FILLER\", \"statuses\": [\"exhausted\"]}";
    char p0[512];
    snprintf(p0, sizeof p0, "\"zones\": {\"reserve\": [\"T_VAULT\", %s], " MANA(F) ", " DECK5 "}", ex);
    alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
    assert_true(fs_can_play(g, P0, "T_FILLER", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    alt_game_destroy(&g);
    snprintf(p0, sizeof p0, "\"zones\": {\"reserve\": [{\"card\": \"T_VAULT\", \"statuses\": [\"exhausted\"]}, %s], "
             MANA(F) ", " DECK5 "}", ex);
    g = board(p0, "\"zones\": {" DECK5 "}");
    assert_false(fs_can_play(g, P0, "T_FILLER", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    alt_game_destroy(&g);
    snprintf(p0, sizeof p0, "\"zones\": {\"hero_expedition\": [\"T_VAULT\"], \"reserve\": [%s], " MANA(F) ", " DECK5 "}", ex);
    g = board(p0, "\"zones\": {" DECK5 "}");
    assert_false(fs_can_play(g, P0, "T_FILLER", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.8.a: to double an object's boosts is to have it gain as many
 * as it has: the player's Characters in play and the Characters of their
 * Reserve; 7.3.8.b: none stays none. The opponent's are not theirs. */
static void test_7_3_8_a_doubling_boosts(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_DOUBLER\"], \"hero_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": 2}, "
                        "\"T_TOUGH\"], \"reserve\": [{\"card\": \"T_BIG\", \"boosts\": 1}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": 1}], " DECK5 "}");
    fs_play(g, P0, "T_DOUBLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 4);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_TOUGH"), 0);   /* 7.3.8.b */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 2);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 3.2.9.b: a card put in the Mana zone enters it exhausted unless
 * the effect says otherwise ("as a ready Mana Orb"). */
static void test_3_2_9_b_a_reserve_card_put_in_the_mana_zone(void **state)
{
    (void)state;
    static const char *const cards[] = {"T_MILLER", "T_MILLER_READY"};
    for (int ready = 0; ready < 2; ready++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"%s\"], \"reserve\": [\"T_BIG\"], " MANA(F) ", " DECK5 "}", cards[ready]);
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        fs_play(g, P0, cards[ready], ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "yes obj:0:T_BIG");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_MANA, NULL), 2);
        alt_pos_player pl = ts_player(g, P0);
        int readied = 0;
        for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)
            readied += !(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
        assert_int_equal(readied, ready);   /* the Orb that paid is exhausted; the new one as the words say */
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.3.7.a: to discard a card is to move it from its zone to the
 * Discard pile, a Reserve too: "target Character in play or in Reserve"
 * is either player's Character in an Expedition or a Character card in a
 * Reserve, never a Spell there or a Landmark. */
static void test_7_3_7_a_discarding_a_character_in_play_or_in_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_OVERFLOW\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_FILLER\"], \"reserve\": [\"T_BIG\", \"T_SPELL\"], "
                        "\"landmarks\": [\"T_STORE\"], " DECK5 "}");
    fs_play(g, P0, "T_OVERFLOW", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "obj:1:T_FILLER"));
    assert_false(fs_offered(g, "obj:1:T_SPELL"));
    assert_false(fs_offered(g, "obj:1:T_STORE"));
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 1);
    alt_game_destroy(&g);
}

/* "Target Character with Hand Cost less than or equal to the Hand Cost of
 * a Character you control": at most the highest of theirs (CR 7.5's
 * target, the cost a bound on it); with none, no target at all (CR 6.1.g). */
static void test_a_target_bounded_by_a_hand_cost_of_yours(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_DUEL\"], \"hero_expedition\": [\"T_FILLER\"], " MANA(F ", " F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_TOUGH\", \"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_DUEL", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    fs_answer(g, "obj:1:T_TOUGH");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_TOUGH"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_DUEL\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"hero_expedition\": [\"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_DUEL", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* Targets of two statuses: "Fleeting or Asleep" (CR 2.4: statuses of a
 * Character), "Fleeting or Boosted" (CR 4.0 2.4.5.a: Boosted, one boost or
 * more); an Anchored Character without boosts is neither. */
static void test_targets_fleeting_or_asleep_or_boosted(void **state)
{
    (void)state;
    const char *them = "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"statuses\": [\"asleep\"]}, "
                       "{\"card\": \"T_TOUGH\", \"boosts\": 1}, {\"card\": \"T_BIG\", \"statuses\": [\"anchored\"]}], "
                       "\"companion_expedition\": [{\"card\": \"T_MILLER\", \"statuses\": [\"fleeting\"]}], " DECK5 "}";
    alt_game *g = board("\"zones\": {\"hand\": [\"T_REQUIEM\"], " MANA(F ", " F) ", " DECK5 "}", them);
    fs_play(g, P0, "T_REQUIEM", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "obj:1:T_FILLER"));
    assert_true(fs_offered(g, "obj:1:T_MILLER"));
    assert_false(fs_offered(g, "obj:1:T_TOUGH"));
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_ENCORE\"], " MANA(F ", " F) ", " DECK5 "}", them);
    fs_play(g, P0, "T_ENCORE", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "obj:1:T_TOUGH"));
    assert_true(fs_offered(g, "obj:1:T_MILLER"));
    assert_false(fs_offered(g, "obj:1:T_FILLER"));
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    fs_answer(g, "obj:1:T_MILLER");
    assert_true(fs_status(g, P1, ALT_ZONE_EXP_COMPANION, "T_MILLER") & ALT_STATUS_ANCHORED);
    alt_game_destroy(&g);
}

/* CR 4.0 7.5.2: an Expedition is ahead, behind or tied against the one
 * facing it; "create a token in each of your Expeditions that's behind or
 * tied" leaves out the one ahead (CR 7.3.5: the token is its creator's). */
static void test_7_5_2_tokens_in_each_expedition_behind_or_tied(void **state)
{
    (void)state;
    alt_game *g = board("\"expeditions\": {\"hero\": {\"distance\": 2}, \"companion\": {\"distance\": 0}}, "
                        "\"zones\": {\"hand\": [\"T_BARRACKS\"], " MANA(F) ", " DECK5 "}",
                        "\"expeditions\": {\"hero\": {\"distance\": 1}, \"companion\": {\"distance\": 1}}, \"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BARRACKS", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 0);      /* ahead */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), 1); /* behind */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_BARRACKS\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BARRACKS", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 1);      /* tied */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), 1);
    alt_game_destroy(&g);
}

/* "A boost per Anchored Character you control" (CR 2.4: Anchored, a
 * status), the player's own only. */
static void test_a_boost_per_anchored_character(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_WIELDER\"], \"hero_expedition\": [{\"card\": \"T_FILLER\", \"statuses\": "
                        "[\"anchored\"]}, \"T_TOUGH\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"statuses\": [\"anchored\"]}], " DECK5 "}");
    fs_play(g, P0, "T_WIELDER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WIELDER"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.15: a Character gains a status; "when a Character you
 * control gains Anchored" hears the player's own Characters only, and not
 * one Anchored already (2.4.1.f: it cannot gain it again). */
static void test_7_3_15_a_character_you_control_gains_anchored(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_ANCHOR\"], \"hero_expedition\": [\"T_CORGI\", \"T_FILLER\", {\"card\": "
                       "\"T_BIG\", \"statuses\": [\"anchored\"]}], " MANA(F) ", " DECK5 "}";
    const char *theirs = "\"zones\": {\"hero_expedition\": [\"T_FILLER\"], " DECK5 "}";
    static const char *const picks[] = {"obj:0:T_FILLER", "obj:1:T_FILLER", "obj:0:T_BIG"};
    for (int k = 0; k < 3; k++) {
        alt_game *g = board(mine, theirs);
        fs_play(g, P0, "T_ANCHOR", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, picks[k]);
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_CORGI"), k == 0);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.5.10: "when a Character leaves your Expeditions": one sent to
 * Reserve (a), a token ceasing to exist as it would move (b; "non-token"
 * leaves it out), never one that switches Expeditions, which stays in the
 * Expedition zone (c). */
static void test_7_5_10_a_character_leaves_your_expeditions(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_BOUNCE\"], \"landmarks\": [\"T_MESS\", \"T_MESS_NT\"], "
                        "\"hero_expedition\": [\"T_FILLER\", \"T_RECRUIT\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_MESS"), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_MESS_NT"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_BOUNCE\"], \"landmarks\": [\"T_MESS\", \"T_MESS_NT\"], "
              "\"hero_expedition\": [\"T_RECRUIT\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_RECRUIT");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, NULL), 0);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_MESS"), 1);      /* 7.5.10.b */
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_MESS_NT"), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_SWITCH\"], \"landmarks\": [\"T_MESS\"], \"hero_expedition\": [\"T_FILLER\"], "
              MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_MESS"), 0);      /* 7.5.10.c */
    alt_game_destroy(&g);
}

/* CR 4.0 7.5.11.a: a card is played as it leaves Limbo; "when an opponent
 * plays a Character" is a Reaction of the other player's card, "that
 * Character" the opponent's, here switching Expeditions (7.3.34) while no
 * Character faces the card, read as it resolves. Its own player's plays it
 * does not hear. */
static void test_7_5_11_a_when_an_opponent_plays_a_character(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FILLER\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_GUIDE\"], " DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_FILLER\"], \"hero_expedition\": [\"T_TOUGH\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"hero_expedition\": [\"T_GUIDE\"], " DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 1);   /* the Tough Filler faces it */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_FILLER\"], \"hero_expedition\": [\"T_GUIDE\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 1);   /* its own player's */
    alt_game_destroy(&g);
}

/* CR 6.5.g: the controller chooses X modes; "choose up to one" lets them
 * choose none ("no more" listed first), and then nothing happens, or one. */
static void test_6_5_g_choose_up_to_one_mode(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        alt_game *g = board("\"zones\": {\"hand\": [\"T_PICKY\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_PICKY", ALT_ZONE_HAND, ALT_EXP_HERO);
        assert_true(fs_offered(g, "c:0"));
        fs_answer(g, k ? "c:1" : "c:0");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), k);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.3.4.a with "any number of target cards" (6.1.e-g, 6.5.b): each
 * card at most once, every one chosen before any is augmented, an
 * opponent's Tough in play paid for each (7.4.7), none in a Reserve. */
static void test_7_3_4_a_augmenting_any_number_of_cards(void **state)
{
    (void)state;
    /* Level 3 (seeds-3): held, then acted on together. */
    alt_game *g = fs_stage(db(), "{\"seed\": 5, \"ruleset\": \"seeds-3\", \"decision\": {\"kind\": \"turn\", \"player\": 0}, "
                                 "\"players\": [{\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_SAPPER\"], "
                                 "\"hero_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": 1}], " MANA(F ", " F) ", " DECK5 "}}, "
                                 "{\"hero\": \"T_HERO\", \"zones\": {\"hero_expedition\": [{\"card\": \"T_TOUGH\", \"boosts\": 1}], "
                                 "\"reserve\": [{\"card\": \"T_FILLER\", \"boosts\": 2}], " DECK5 "}}]}");
    fs_play(g, P0, "T_SAPPER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "c:0"));
    fs_pick(g, "obj:0:T_FILLER");
    assert_false(fs_offered(g, "obj:0:T_FILLER"));              /* each once */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);   /* held until the picks are over */
    fs_pick(g, "obj:1:T_TOUGH");
    fs_answer(g, "obj:1:T_FILLER c:0");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 2);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_TOUGH"), 2);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 3);
    alt_pos_player pl = ts_player(g, P0);
    int ready = 0;
    for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)
        ready += !(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ready, 0);                                  /* the Sapper's cost, then Tough 1 */
    alt_game_destroy(&g);
    /* A ruleset before level 3 (seeds-2) acts on each as it is picked. */
    g = fs_stage(db(), "{\"seed\": 5, \"ruleset\": \"seeds-2\", \"decision\": {\"kind\": \"turn\", \"player\": 0}, "
                       "\"players\": [{\"hero\": \"T_HERO\", \"zones\": {\"hand\": [\"T_SAPPER\"], \"hero_expedition\": "
                       "[{\"card\": \"T_FILLER\", \"boosts\": 1}], " MANA(F) ", " DECK5 "}}, {\"hero\": \"T_HERO\", "
                       "\"zones\": {\"reserve\": [{\"card\": \"T_FILLER\", \"boosts\": 2}], " DECK5 "}}]}");
    fs_play(g, P0, "T_SAPPER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 2);
    assert_false(fs_offered(g, "obj:0:T_FILLER"));
    fs_answer(g, "obj:1:T_FILLER");                              /* the last in (owner, id) order: the picks end */
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 3);
    alt_game_destroy(&g);
}

/* CR 4.0 6.3.g: a Reaction is activated once per matching atomic action;
 * "when I leave the Expedition zone, for each of my boosts" once per
 * boost the card had as it left (its boosts fall off as it goes, CR 4.0
 * 2.4.5.b): three boosts, three draws; none, none. */
static void test_6_3_g_a_reaction_for_each_of_my_boosts(void **state)
{
    (void)state;
    for (int boosts = 0; boosts <= 3; boosts += 3) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"T_BOUNCE\"], \"hero_expedition\": [{\"card\": \"T_DIGGER\", "
                 "\"boosts\": %d}], " MANA(F) ", " DECK5 "}", boosts);
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "obj:0:T_DIGGER");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), boosts);
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_DIGGER"), 0);
        alt_game_destroy(&g);
    }
}

/* "Another target Character in your Reserve": the player's own Reserve,
 * never the card itself (there now), nor a card of the opponent's. */
static void test_another_target_character_in_your_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_BOUNCE\"], \"hero_expedition\": [{\"card\": \"T_SHOVEL\", \"boosts\": 1}], "
                        "\"reserve\": [\"T_FILLER\", \"T_SPELL\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "obj:0:T_SHOVEL");
    assert_false(fs_offered(g, "obj:0:T_SHOVEL"));
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    assert_false(fs_offered(g, "obj:0:T_SPELL"));
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* "Reveal the top card of your deck. If it's a Character with a base
 * statistic of 0, draw it (CR 4.0 7.3.9.a). Otherwise, discard it
 * (7.3.7.a)." */
static void test_7_3_9_a_the_top_card_revealed_then_drawn_or_discarded(void **state)
{
    (void)state;
    static const char *const tops[] = {"T_ZERO", "T_FILLER"};
    for (int k = 0; k < 2; k++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"T_KEYS\"], " MANA(F) ", \"deck\": [" F ", " F ", \"%s\"]}", tops[k]);
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_KEYS", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, tops[k]), k == 0);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, tops[k]), k == 1);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), 2);
        alt_game_destroy(&g);
    }
}

/* Under 4.0, the rulesets these cards are played in (seeds-3 here). */
static alt_game *board4(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"seed\": 5, \"ruleset\": \"seeds-3\", \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": "
                          "[{\"hero\": \"T_HERO\", %s}, {\"hero\": \"T_HERO\", %s}]}", p0, p1);
}

/* CR 4.0 7.5.11.a: a card is played as it leaves Limbo; one played from
 * Reserve is told by its Base Cost there (2.2.9.b): "when an opponent
 * plays a card from Reserve" hears a Character or a Spell of theirs so,
 * never one from Hand; "when you play another card from Reserve" the
 * player's own, but that card itself. */
static void test_7_5_11_a_a_card_played_from_reserve(void **state)
{
    (void)state;
    static const char *const played[] = {"T_FILLER", "T_SPELL"};
    for (int k = 0; k < 2; k++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"reserve\": [\"%s\"], \"hero_expedition\": [\"T_CLERK2\"], " MANA(F) ", " DECK5 "}",
                 played[k]);
        alt_game *g = board4(p0, "\"zones\": {\"hero_expedition\": [\"T_CLERK\"], " DECK5 "}");
        fs_play(g, P0, played[k], ALT_ZONE_RESERVE, ALT_EXP_COMPANION);
        fs_answer(g, "");
        assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
        alt_game_destroy(&g);
    }
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_FILLER\"], \"hero_expedition\": [\"T_CLERK2\"], " MANA(F) ", " DECK5 "}",
                         "\"zones\": {\"hero_expedition\": [\"T_CLERK\"], " DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"reserve\": [\"T_CLERK2\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_CLERK2", ALT_ZONE_RESERVE, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);   /* another card */
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.26: another player Resupplies: the opponent, or the
 * controller of the Permanent the step before discarded; a Resupply of two
 * of theirs (the Sifter's) asks them which card. */
static void test_7_3_26_another_player_resupplies(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FOX\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_SIFTER\"], \"deck\": [\"T_FILLER\", \"T_BIG\", \"T_SPELL\"]}");
    fs_play(g, P0, "T_FOX", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "");
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    assert_int_equal(alt_game_decision(g).player, P1);
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_SPELL"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_FOX2\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"landmarks\": [\"T_STORE\"], " DECK5 "}");
    fs_play(g, P0, "T_FOX2", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_STORE");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.13.a: "Sabotage. If you discarded a card this way, its owner
 * Exhausted Resupplies": the player whose Reserve lost the card puts the
 * top card of their Deck in their Reserve and exhausts it; the
 * Sabotage's controller too when it was theirs; nobody when none was. */
static void test_7_3_13_the_owner_of_it_does_exhausted_resupply(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {\"reserve\": [\"T_BIG\"], \"deck\": [" F ", \"T_SPELL\"]}";
    alt_game *g = board("\"zones\": {\"hand\": [\"T_MOUSE\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_MOUSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 1);
    assert_true(fs_status(g, P1, ALT_ZONE_RESERVE, "T_SPELL") & ALT_STATUS_EXHAUSTED);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_MOUSE\"], \"reserve\": [\"T_BIG\"], " MANA(F) ", \"deck\": [" F ", \"T_SPELL\"]}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_MOUSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_BIG");                               /* its own card: its owner is P0 */
    assert_true(fs_status(g, P0, ALT_ZONE_RESERVE, "T_SPELL") & ALT_STATUS_EXHAUSTED);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_MOUSE\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_MOUSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "none");                                      /* nothing discarded: no Resupply */
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.26: "Resupply. If you put a Character in Reserve this way,
 * you may then put it in your hand": the card the Resupply put there, the
 * one kept of a Resupply of two (the Sifter's), is "it". */
static void test_7_3_26_the_card_a_resupply_put_in_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_REUNION\"], \"hero_expedition\": [\"T_SIFTER\"], " MANA(F) ", "
                        "\"deck\": [" F ", \"T_SPELL\", \"T_BIG\"]}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_REUNION", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_BIG yes");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_SPELL"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_REUNION\"], \"hero_expedition\": [\"T_SIFTER\"], " MANA(F) ", "
              "\"deck\": [" F ", \"T_BIG\", \"T_SPELL\"]}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_REUNION", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_SPELL");                             /* a Spell: nothing more is asked */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_SPELL"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 5.2.b, 7.3.29.a: "Resupply. If you put a Character in Reserve
 * this way, you may immediately play it for {2} less": that card alone
 * (not the same card in Hand), from the Reserve, as the effect resolves. */
static void test_5_2_b_playing_it_immediately_for_less(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_REUNION2\", \"T_BIG\"], " MANA(F ", " F ", " F) ", \"deck\": [" F ", \"T_BIG\"]}";
    alt_game *g = board(mine, "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_REUNION2", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 1);
    fs_pick(g, "yes");
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    assert_int_equal(n, 2);                                    /* the Reserve's card, into either Expedition */
    for (size_t i = 0; i < n; i++)
        assert_int_equal(alt_game_object_zone(g, P0, list[i].object), ALT_ZONE_RESERVE);
    fs_answer(g, "obj:0:T_BIG");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), 1);   /* 4 - 2 paid, of the 2 left */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 0);
    alt_game_destroy(&g);
    g = board(mine, "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_REUNION2", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "no");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, NULL), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_REUNION2\", \"T_BIG\"], " MANA(F ", " F ", " F) ", \"deck\": [" F ", \"T_SPELL\"]}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_REUNION2", ALT_ZONE_HAND, ALT_EXP_HERO);   /* a Spell: nothing is asked */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_SPELL"), 1);
    assert_int_equal(alt_game_decision(g).player, P1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.5.a: "Target an Expedition. Create X tokens in it, where X
 * is the number of cards in target player's Reserve": the player, then
 * the Expedition, either player's, whose player gets the tokens; X is
 * read as they are created (the Spell itself is not in the Reserve). */
static void test_7_3_5_tokens_per_card_in_target_players_reserve(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_DRAFT\"], \"reserve\": [" F "], " MANA(F) ", " DECK5 "}";
    const char *theirs = "\"zones\": {\"reserve\": [" F ", \"T_BIG\"], " DECK5 "}";
    alt_game *g = board(mine, theirs);
    fs_play(g, P0, "T_DRAFT", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_true(fs_offered(g, "c:0") && fs_offered(g, "c:1"));
    fs_pick(g, "c:1");                                         /* P1's Reserve: two cards */
    assert_true(fs_offered(g, "exp:0:hero") && fs_offered(g, "exp:1:comp"));
    fs_answer(g, "exp:1:comp");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, NULL) + fs_count(g, P0, ALT_ZONE_EXP_COMPANION, NULL), 0);
    alt_game_destroy(&g);
    g = board(mine, theirs);
    fs_play(g, P0, "T_DRAFT", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "c:0 exp:0:hero");                            /* its own Reserve: one card */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, NULL) + fs_count(g, P1, ALT_ZONE_EXP_COMPANION, NULL), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_DRAFT\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_DRAFT", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "c:0 exp:1:hero");                            /* an empty Reserve: none */
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 5.1.2.e: "If I'm Boosted, you may play Robots from your Reserve
 * for {1} less, down to a minimum of {1}": a decrease for Robots played
 * from the Reserve alone, while its card has a boost. */
static void test_5_1_2_e_a_decrease_from_reserve_while_boosted(void **state)
{
    (void)state;
    if (ts_edition() == 3)
        skip();                                                /* play_less_min1 is 4.0's words alone */
    const char *theirs = "\"zones\": {" DECK5 "}";
    alt_game *g = board("\"zones\": {\"hero_expedition\": [{\"card\": \"T_DRUMMER\", \"boosts\": 1}], "
                        "\"hand\": [\"T_ROBOT2\"], \"reserve\": [\"T_ROBOT2\", \"T_BIG\"], " MANA(F ", " F) ", " DECK5 "}", theirs);
    assert_true(fs_can_play(g, P0, "T_ROBOT2", ALT_ZONE_RESERVE, ALT_EXP_HERO));    /* 3 - 1 */
    assert_false(fs_can_play(g, P0, "T_ROBOT2", ALT_ZONE_HAND, ALT_EXP_HERO));      /* from Hand: 3 */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hero_expedition\": [\"T_DRUMMER\"], \"reserve\": [\"T_ROBOT2\"], " MANA(F ", " F) ", " DECK5 "}",
              theirs);
    assert_false(fs_can_play(g, P0, "T_ROBOT2", ALT_ZONE_RESERVE, ALT_EXP_HERO));   /* no boost: 3 */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hero_expedition\": [{\"card\": \"T_DRUMMER\", \"boosts\": 1}], \"reserve\": [\"T_BIG\"], "
              MANA(F ", " F ", " F) ", " DECK5 "}", theirs);
    assert_false(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO));      /* not a Robot: 4 */
    alt_game_destroy(&g);
}

/* CR 4.0 6.3.b (what a trigger says must happen): "When you play a Song or Artist":
 * one Reaction, heard when an Artist (a Character) or a Song (a Spell) is
 * played, as each kind's play is heard; another Character or Spell, not. */
static void test_6_3_b_a_reaction_to_a_song_or_an_artist(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {" DECK5 "}";
    alt_game *g = board("\"zones\": {\"landmarks\": [\"T_STAGE\"], \"hand\": [\"T_ARTIST\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_ARTIST", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STAGE"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"landmarks\": [\"T_STAGE\"], \"hand\": [\"T_SONG\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_SONG", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STAGE"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"landmarks\": [\"T_STAGE\"], \"hand\": [\"T_BIG\"], " MANA(F ", " F ", " F ", " F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_BIG", ALT_ZONE_HAND, ALT_EXP_HERO);          /* a Character, not an Artist */
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STAGE"), 0);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"landmarks\": [\"T_STAGE\"], \"hand\": [\"T_SPELL\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, ALT_EXP_HERO);        /* a Spell, not a Song */
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STAGE"), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 2.5.g: to remove X counters leaves none of an object holding X or
 * fewer, X fewer of one holding more. "Remove up to 2 counters from target
 * card in play or in Reserve": either player's card (a Hero never), boosts
 * or other counters; one holding both is listed once per kind, the kind
 * picked going first and the rest coming from the other. */
static void remove_kind(alt_game *g, int owner, const char *ref, alt_zone_id z, int kind)
{
    uint8_t id = fs_find(g, owner, z, ref);
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].object == id && list[i].choice == owner && list[i].expedition == kind) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("%s is not offered for its kind %d of counters", ref, kind);
}

static void test_2_5_g_counters_removed_from_a_card_in_play_or_in_reserve(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_REMOVER\"], " MANA(F) ", " DECK5 "}";
    alt_game *g = board(mine, "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": 3}], "
                              "\"reserve\": [{\"card\": \"T_BIG\", \"boosts\": 1}], " DECK5 "}");
    fs_play(g, P0, "T_REMOVER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);          /* three, less two */
    alt_game_destroy(&g);

    g = board(mine, "\"hero_state\": {\"counters\": 2}, \"zones\": {\"reserve\": [{\"card\": \"T_BIG\", \"boosts\": 1}], "
                    DECK5 "}");
    fs_play(g, P0, "T_REMOVER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 0);              /* one, and none is left */
    assert_int_equal(ts_player(g, P1).hero_counters, 2);                            /* no Hero is a target */
    alt_game_destroy(&g);

    for (int kind = 0; kind < 2; kind++) {
        g = board("\"zones\": {\"hand\": [\"T_REMOVER\"], \"landmarks\": [{\"card\": \"T_STORE\", \"counters\": 3}], "
                  "\"companion_expedition\": [{\"card\": \"T_COUNTING\", \"boosts\": 1, \"counters\": 2}], " MANA(F) ", "
                  DECK5 "}", "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_REMOVER", ALT_ZONE_HAND, ALT_EXP_HERO);
        remove_kind(g, P0, "T_COUNTING", ALT_ZONE_EXP_COMPANION, kind);
        /* boosts first: the one boost and one counter; counters first: both counters */
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_COMPANION, "T_COUNTING"), kind ? 1 : 0);
        assert_int_equal(fs_counters(g, P0, ALT_ZONE_EXP_COMPANION, "T_COUNTING"), kind ? 0 : 1);
        assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STORE"), 3);
        alt_game_destroy(&g);
    }
}

/* "{I} When you play another Spell — I gain 1 Arcane counter, up to a max
 * of 3": counters a card gains in its Reserve (CR 4.0 2.5.f), silently,
 * never past the maximum; "At Noon — Choose one: ... {T}: I gain 2" pays
 * by exhausting the card there. */
static void test_2_5_f_counters_gained_in_the_reserve_up_to_a_maximum(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SPELL\"], \"reserve\": [\"T_INFUSE\", {\"card\": \"T_FADE\", "
                        "\"counters\": 1}], " MANA(F) ", " DECK5 "}", "\"zones\": {\"reserve\": [{\"card\": \"T_INFUSE\", "
                        "\"counters\": 2}], " DECK5 "}");
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_RESERVE, "T_INFUSE"), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_RESERVE, "T_FADE"), 1);        /* no support ability */
    assert_int_equal(fs_counters(g, P1, ALT_ZONE_RESERVE, "T_INFUSE"), 2);      /* the opponent's Spell: not theirs */
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_SPELL\"], \"reserve\": [{\"card\": \"T_INFUSE\", \"counters\": 3}], " MANA(F) ", "
              DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_RESERVE, "T_INFUSE"), 3);      /* at the maximum: none */
    alt_game_destroy(&g);

    g = morning("\"zones\": {\"reserve\": [{\"card\": \"T_INFUSE_X\", \"counters\": 2}], " DECK5 "}",
                "\"zones\": {\"reserve\": [\"T_INFUSE_X\"], " DECK5 "}");
    fs_run_to(g, ALT_PHASE_NOON, ALT_DEC_CHOICE);
    fs_answer(g, "c:2 c:1");
    to_afternoon(g);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_RESERVE, "T_INFUSE_X"), 3);    /* two more, up to three */
    assert_true(fs_status(g, P0, ALT_ZONE_RESERVE, "T_INFUSE_X") & ALT_STATUS_EXHAUSTED);
    assert_int_equal(fs_counters(g, P1, ALT_ZONE_RESERVE, "T_INFUSE_X"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 2.5.k: a card going from the Reserve to Limbo keeps its counters,
 * so a Spell played from Reserve reads "X, my number of Arcane counters"
 * as it resolves; played from Hand it has none (2.5.j: counters are not
 * kept in a hidden zone). "Gains X+2 boosts" is one gaining of boosts. */
static void test_2_5_k_a_spell_played_from_reserve_counts_its_counters(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {\"hero_expedition\": [\"T_FILLER\"], " DECK5 "}";
    alt_game *g = board("\"zones\": {\"reserve\": [{\"card\": \"T_INFUSE\", \"counters\": 2}], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_INFUSE", ALT_ZONE_RESERVE, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 4);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_INFUSE"), 1);    /* Fleeting from Reserve (2.4.7.a, e) */
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_INFUSE\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_INFUSE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 2);
    alt_game_destroy(&g);
}

/* "Send to Reserve target Character with Hand Cost X+1 or less, then
 * exhaust it": the bound read as the Spell resolves; the Character is
 * exhausted in its owner's Reserve (CR 4.0 7.3.12), a Fleeting one
 * discarded instead (2.4.7.d), with nothing to exhaust. */
static void test_7_3_12_sent_to_reserve_then_exhausted_within_x(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {\"hero_expedition\": [\"T_MID\", \"T_BIG\"], " DECK5 "}";
    alt_game *g = board("\"zones\": {\"reserve\": [{\"card\": \"T_FADE\", \"counters\": 1}], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_FADE", ALT_ZONE_RESERVE, 0);
    assert_true(fs_offered(g, "obj:1:T_MID"));
    assert_false(fs_offered(g, "obj:1:T_BIG"));                           /* Hand Cost 4 > 1+1 */
    fs_answer(g, "obj:1:T_MID");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_MID"), 1);
    assert_true(fs_status(g, P1, ALT_ZONE_RESERVE, "T_MID") & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_FADE\"], " MANA(F) ", " DECK5 "}", theirs);
    fs_play(g, P0, "T_FADE", ALT_ZONE_HAND, 0);
    assert_false(fs_offered(g, "obj:1:T_MID"));                           /* from Hand, X is 0 */
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_FADE\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"hero_expedition\": [{\"card\": \"T_FILLER\", \"statuses\": [\"fleeting\"]}], " DECK5 "}");
    fs_play(g, P0, "T_FADE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 6.5.i: "Do the following X+1 times": X+1 instances, one after the
 * other, each its own choice of target (the same one again too); with no
 * target left the rest is ignored (6.5.h). */
static void test_6_5_i_a_step_done_x_plus_one_times(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"reserve\": [{\"card\": \"T_INFUSE_X\", \"counters\": 2}], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_FILLER\", \"T_MID\"], " DECK5 "}");
    fs_play(g, P0, "T_INFUSE_X", ALT_ZONE_RESERVE, 0);
    fs_answer(g, "obj:1:T_FILLER obj:1:T_MID obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 2);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_MID"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_INFUSE_X"), 1);   /* done after the third */
    alt_game_destroy(&g);

    g = board("\"zones\": {\"reserve\": [{\"card\": \"T_FADE_X\", \"counters\": 2}], " MANA(F) ", " DECK5 "}",
              "\"zones\": {\"hero_expedition\": [\"T_FILLER\", \"T_TOUGH\"], " DECK5 "}");
    fs_play(g, P0, "T_FADE_X", ALT_ZONE_RESERVE, 0);
    fs_answer(g, "obj:1:T_FILLER");                          /* the other one's Tough 1 cannot be paid */
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_FADE_X"), 1);     /* no target left: the rest ignored */
    alt_game_destroy(&g);
}

/* CR 4.0 6.5.g with "Choose X+1, where X is my number of Arcane counters"
 * (2.5.k): X read from the Spell's own counters as the choosing step
 * resolves (from the Reserve it kept them; from Hand none, one mode); each
 * mode once, so with fewer modes than X+1 every mode; the chosen modes then
 * resolve in the order chosen. */
static void test_6_5_g_choose_x_plus_one_modes(void **state)
{
    (void)state;
#define DECK12 "\"deck\": [" F ", " F ", " F ", " F ", " F ", " F ", " F ", " F ", " F ", " F ", " F ", " F "]"
#define FEAST_IN_RESERVE(ref, n) "\"zones\": {\"reserve\": [{\"card\": \"" ref "\", \"counters\": " #n "}], " MANA(F) ", " DECK12 "}"
    alt_game *g = board(FEAST_IN_RESERVE("T_FEAST", 1), "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST", ALT_ZONE_RESERVE, 0);
    assert_false(fs_offered(g, "c:0"));                           /* exactly X+1: no "no more" */
    fs_pick(g, "c:3");
    assert_false(fs_offered(g, "c:3"));                           /* each once */
    assert_true(fs_offered(g, "c:1") && fs_offered(g, "c:2"));
    fs_answer(g, "c:1");                                          /* X+1 = 2: done */
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 0);  /* resupply not chosen */
    alt_game_destroy(&g);

    /* X = 5: X+1 = 6 passes the three modes, which are all chosen. */
    g = board(FEAST_IN_RESERVE("T_FEAST", 5), "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST", ALT_ZONE_RESERVE, 0);
    fs_answer(g, "c:2 c:3 c:1");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
    alt_game_destroy(&g);

    /* From Hand the Spell has no counter: one mode. */
    g = board("\"zones\": {\"hand\": [\"T_FEAST\"], " MANA(F) ", " DECK12 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST", ALT_ZONE_HAND, 0);
    fs_answer(g, "c:2");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);
    alt_game_destroy(&g);
}

/* CR 4.0 6.5.g, "the same mode may be chosen more than once": X+1 picks
 * past the three a plain "choose N" holds (X = 6: seven), each mode as
 * often as chosen, in the order chosen; the engine holds ten at most
 * (docs/rules-choices.md): X = 12 chooses ten. A "choose X+1" step has
 * four modes at most (its picks are packed two bits each): a fifth is no
 * encoding. */
static void test_6_5_g_choose_x_plus_one_the_same_mode_again(void **state)
{
    (void)state;
    alt_game *g = board(FEAST_IN_RESERVE("T_FEAST_R", 6), "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST_R", ALT_ZONE_RESERVE, 0);
    fs_pick(g, "c:1 c:2 c:1 c:3 c:1 c:1");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);    /* chosen first, resolved after */
    assert_true(fs_offered(g, "c:1") && fs_offered(g, "c:2") && fs_offered(g, "c:3"));
    fs_answer(g, "c:2");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 4);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 2);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), 6);
    alt_game_destroy(&g);

    g = board(FEAST_IN_RESERVE("T_FEAST_R", 12), "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST_R", ALT_ZONE_RESERVE, 0);
    fs_answer(g, "c:1 c:1 c:1 c:1 c:1 c:1 c:1 c:1 c:1 c:2");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 9);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), 2);
    alt_game_destroy(&g);

    static const char five[] = "altered-cards\t1\tfive-modes\n"
                               "T_HERO\tT_HERO\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t-\n"
                               "T_FIVE\tT_FIVE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:choose(counters+1);"
                               "MODE:draw(1);MODE:resupply(1);MODE:opp_draw(1);MODE:draw(2);MODE:resupply(2)\n";
    alt_cards *cards = NULL;
    size_t line = 0;
    assert_int_equal(alt_cards_parse(five, sizeof five - 1, &cards, &line), ALT_E_PARSE);
    assert_int_equal(line, 3);
    assert_null(cards);
}

/* CR 6.5.g: the picks of a "choose X+1" made so far are state a position
 * holds (packed, docs/position.md): a game stopped after five of seven
 * reloads with the same hash and goes on from there; a count past ten, or
 * a mode past the step's three, is refused. */
static void test_6_5_g_x_plus_one_modes_chosen_so_far_in_a_position(void **state)
{
    (void)state;
    alt_game *g = board(FEAST_IN_RESERVE("T_FEAST_R", 6), "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FEAST_R", ALT_ZONE_RESERVE, 0);
    fs_pick(g, "c:3 c:2 c:1 c:1 c:2");
    alt_position *pos = ts_position_of(g);
    alt_game *back = NULL;
    char msg[256];
    assert_int_equal(alt_game_from_position(db(), pos, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    fs_answer(back, "c:1 c:3");
    assert_int_equal(fs_count(back, P0, ALT_ZONE_HAND, NULL), 3);
    assert_int_equal(fs_count(back, P0, ALT_ZONE_RESERVE, NULL), 2);
    assert_int_equal(fs_count(back, P1, ALT_ZONE_HAND, NULL), 2);
    alt_game_destroy(&back);

    alt_position bad = *pos;
    bad.res.dice[0] = (uint8_t)((bad.res.dice[0] & 0xF0) | 11);       /* eleven to come */
    assert_int_equal(alt_game_from_position(db(), &bad, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "resolving.dice"));
    bad = *pos;
    bad.res.dice[0] |= 0x30;                                           /* the first one mode 4 of three */
    assert_int_equal(alt_game_from_position(db(), &bad, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "past T_FEAST_R's 3 modes"));
    bad = *pos;
    bad.res.dice[2] |= 0x80;                                           /* a bit past the fifth */
    assert_int_equal(alt_game_from_position(db(), &bad, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_null(back);
    free(pos);
    alt_game_destroy(&g);
#undef FEAST_IN_RESERVE
#undef DECK12
}

/* CR 4.0 7.3.7.a, 7.3.5.b: "Discard target Character, then create a token
 * in its Expedition": the Expedition that held the Character, its
 * controller's, who owns the token (the opponent's Character becomes their
 * token); the bound "Hand Cost 2 or less" narrows the target. */
static void test_7_3_5_b_a_token_in_the_expedition_of_the_character_discarded(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_CHANGE\"], \"hero_expedition\": [\"T_FILLER\"], " MANA(F) ", " DECK5 "}",
                        "\"zones\": {\"companion_expedition\": [\"T_MID\", \"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_CHANGE", ALT_ZONE_HAND, 0);
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    fs_answer(g, "obj:1:T_MID");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, "T_MID"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT") + fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_RECRUIT"), 0);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_CHANGE\"], \"hero_expedition\": [\"T_FILLER\"], " MANA(F) ", " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_CHANGE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 1);
    alt_game_destroy(&g);
}

/* CR 1.4.1.b: "You may spend 1 counter from a card in your Reserve or
 * Landmarks to [Sabotage] after Rest": a cost, paid from those two zones
 * only (not the Hero's counters, not a Character's boosts in play); with
 * no counter there, "yes" is no answer and nothing happens. */
static void test_1_4_1_b_a_counter_spent_from_your_reserve_or_landmarks(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}";
    alt_game *g = board("\"hero_state\": {\"counters\": 2}, \"zones\": {\"hero_expedition\": [\"T_RELIC\", {\"card\": "
                        "\"T_MID\", \"boosts\": 2, \"statuses\": [\"anchored\"]}], \"landmarks\": [{\"card\": \"T_STORE\", "
                        "\"counters\": 1}], " DECK5 "}", theirs);
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CHOICE);
    fs_pick(g, "yes");
    assert_true(fs_offered(g, "obj:0:T_STORE"));
    assert_false(fs_offered(g, "obj:0:T_MID"));          /* Anchored through Rest, in play with its boosts */
    assert_false(fs_offered(g, "obj:0:T_HERO"));
    fs_answer(g, "obj:0:T_STORE obj:1:T_FILLER");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_STORE"), 0);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 0);
    assert_int_equal(ts_player(g, P0).hero_counters, 2);
    alt_game_destroy(&g);

    g = board("\"hero_state\": {\"counters\": 2}, \"zones\": {\"hero_expedition\": [\"T_RELIC\", {\"card\": "
              "\"T_MID\", \"boosts\": 2, \"statuses\": [\"anchored\"]}], " DECK5 "}", theirs);
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CHOICE);
    /* Revision 2 rulesets (the 3.0 edition's here) list "yes" with nothing to pick, and then nothing happens. */
    assert_int_equal(fs_offered(g, "yes"), alt_ruleset_level(ts_ruleset()) < 3);
    fs_answer(g, alt_ruleset_level(ts_ruleset()) < 3 ? "yes" : "no");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.6.b-c: "Characters in my Expedition are Seasoned": the player's
 * Characters in the Gear's Expedition keep their boosts going to Reserve,
 * by an effect or by Rest; those of the other Expedition, and the
 * opponent's facing it, do not. */
static void test_7_4_6_c_characters_in_my_expedition_are_seasoned(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_BOUNCE\", \"T_BOUNCE\"], \"hero_expedition\": [\"T_STEW\", "
                       "{\"card\": \"T_FILLER\", \"boosts\": 2}], \"companion_expedition\": [{\"card\": \"T_MID\", "
                       "\"boosts\": 1}], " MANA(F ", " F) ", " DECK5 "}";
    const char *theirs = "\"zones\": {\"hero_expedition\": [{\"card\": \"T_BIG\", \"boosts\": 1}], " DECK5 "}";
    alt_game *g = board(mine, theirs);
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    alt_game_destroy(&g);

    g = board(mine, theirs);
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 0);         /* the opponent's: not "my Expedition" */
    alt_game_destroy(&g);

    /* Rest: the Stew's Expedition held back by a stronger one (the Stew stays), the other goes on. */
    theirs = "\"zones\": {\"hero_expedition\": [{\"card\": \"T_BIG\", \"boosts\": 5}], " DECK5 "}";
    g = board(mine, theirs);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_MID"), 0);          /* the other Expedition */
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_STEW"), 1);
    alt_game_destroy(&g);

    /* Its Expedition moved forward today: the Stew rests with them, all at once (CR 4.2.5.b), and they keep
     * their boosts though it goes to Reserve first. */
    g = board("\"expeditions\": {\"hero\": {\"moved_today\": true}}, \"zones\": {\"hero_expedition\": [\"T_STEW\", "
              "{\"card\": \"T_FILLER\", \"boosts\": 2}], " DECK5 "}", theirs);
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_STEW"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    alt_game_destroy(&g);
}

/* Where the card of ref is in player p's Deck, from its top (1: the top). */
static int from_top(const alt_game *g, int p, const char *ref)
{
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, ALT_ZONE_DECK, ids, ALT_POS_OBJECTS);
    uint8_t id = fs_find(g, p, ALT_ZONE_DECK, ref);
    for (int i = 0; i < n; i++)
        if (ids[i] == id)
            return n - i;                      /* the Deck's index 0 is its bottom */
    return 0;
}

/* CR 4.0 3.2.2.b, f: "Send target Character to the 3rd position of its
 * owner's Deck": two cards above it; in a Deck of fewer cards, at its
 * bottom. "If X is higher than its Hand Cost" reads the die this effect
 * rolled: none rolled, it is not. */
static void test_3_2_2_f_a_character_sent_to_a_position_of_its_owners_deck(void **state)
{
    (void)state;
    const char *mine = "\"zones\": {\"hand\": [\"T_PLACE\"], " MANA(F ", " F) ", " DECK5 "}";
    alt_game *g = board(mine, "\"zones\": {\"hero_expedition\": [\"T_MID\"], " DECK5 "}");
    fs_play(g, P0, "T_PLACE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_MID");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DECK, NULL), 6);
    assert_int_equal(from_top(g, P1, "T_MID"), 3);
    alt_game_destroy(&g);

    g = board(mine, "\"zones\": {\"hero_expedition\": [\"T_MID\"], \"deck\": [" F "]}");
    fs_play(g, P0, "T_PLACE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_MID");
    assert_int_equal(from_top(g, P1, "T_MID"), 2);              /* one card: the bottom is the 2nd */
    alt_pos_player pl = ts_player(g, P0);
    int ready = 0;
    for (int i = 0; i < pl.zone_n[ALT_ZONE_MANA]; i++)
        ready += !(pl.zone[ALT_ZONE_MANA][i].status & ALT_STATUS_EXHAUSTED);
    assert_int_equal(ready, 1);                                   /* no die: no Orb readied */
    alt_game_destroy(&g);
}

/* "{T}: The next Character you play in {V} this turn gains 1 boost": the
 * Character played into an Expedition in {V} (CR 4.0 7.5.8.b) as it joins
 * it; one played elsewhere gains nothing. Region 3 is {M}
 * only here (the Tumult's second card, unflipped); a region_forest card
 * there makes it {V} too. "When an opponent draws one or more cards —
 * Ready me" (CR 4.0 7.3.25). */
static void test_7_5_8_b_the_next_character_played_in_forest(void **state)
{
    (void)state;
    for (int woods = 0; woods <= 1; woods++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"landmarks\": [\"T_GROVE\"], "
                 "\"hand\": [\"T_FILLER\"], \"hero_expedition\": [\"%s\"], " MANA(F) ", " DECK5 "}", woods ? "T_WOODS" : "T_MID");
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        fs_quick(g, P0, "T_GROVE", ALT_ZONE_LANDMARK);
        fs_answer(g, "");
        fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), woods);
        assert_true(fs_status(g, P0, ALT_ZONE_LANDMARK, "T_GROVE") & ALT_STATUS_EXHAUSTED);
        alt_game_destroy(&g);
    }
    alt_game *g = board("\"zones\": {\"landmarks\": [{\"card\": \"T_GROVE\", \"statuses\": [\"exhausted\"]}], "
                        "\"hand\": [\"T_GIFT\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GIFT", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, NULL), 1);
    assert_false(fs_status(g, P0, ALT_ZONE_LANDMARK, "T_GROVE") & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

/* CR 4.2.4.b: "If I'm Boosted, the {V}, {M}, and {O} of other Characters
 * you control are equal to their highest statistic": at Progress a
 * Forest-only Character (2/0/0) counts 2 in the {M} region 3, while the
 * card in the other Expedition has a boost; without one, 0, and its
 * Expedition ties and stays. */
static void test_4_2_4_b_the_statistics_of_your_other_characters_raised(void **state)
{
    (void)state;
    for (int boosted = 0; boosted <= 1; boosted++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                 "[\"T_WILD\"], \"companion_expedition\": [{\"card\": \"T_BASS\", \"boosts\": %d}], " DECK5 "}", boosted);
        alt_game *g = board(p0, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {" DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 2 + boosted);
        alt_game_destroy(&g);
    }
}

/* CR 4.0 7.5.9.a: "When another Permanent joins your Expeditions or
 * Landmarks": a Landmark or a Gear of the player's entering its zone (the
 * card itself is not "another"); a Character, or the opponent's
 * Permanent, is not heard. */
static void test_7_5_9_a_another_permanent_joins_your_expeditions_or_landmarks(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {\"hand\": [\"T_STORE\"], " MANA(F) ", " DECK5 "}";
    static const char *const played[] = {"T_STORE", "T_STEW", "T_SPIRES", "T_FILLER"};
    static const int gained[] = {1, 1, 1, 0};
    for (int k = 0; k < 4; k++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"zones\": {\"landmarks\": [\"T_SPIRES\"], \"hand\": [\"%s\"], " MANA(F) ", " DECK5 "}",
                 played[k]);
        alt_game *g = board(p0, theirs);
        fs_play(g, P0, played[k], ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        uint8_t ids[ALT_POS_OBJECTS];
        int n = ts_ids(g, P0, ALT_ZONE_LANDMARK, ids, ALT_POS_OBJECTS), total = 0;
        for (int i = 0; i < n; i++)
            total += ts_player(g, P0).zone[ALT_ZONE_LANDMARK][i].counters;
        assert_int_equal(total, gained[k]);              /* a second Spires: the first gains, not itself */
        assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_SPIRES"), gained[k]);
        alt_game_destroy(&g);
    }
    alt_game *g = board("\"zones\": {\"landmarks\": [\"T_SPIRES\"], " DECK5 "}", theirs);
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P1, "T_STORE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_SPIRES"), 0);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ counters that can't be gained */

/* CR 2.5 (boosts are counters): "Cards in your opponent's Reserve can't
 * gain counters" keeps the opponent's Reserve from gaining boosts, not its
 * own player's; "Cards in play or in Reserve with counters can't gain
 * counters" keeps a card holding a boost from gaining more, while one
 * without gains. */
static void test_2_5_cards_that_cannot_gain_counters(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_DISPERSE\"], \"reserve\": [\"T_LEFT\"], " MANA(F) ", " DECK5 "}",
                         "\"zones\": {\"hero_expedition\": [\"T_INSPECT\"], " DECK5 "}");
    fs_play(g, P0, "T_DISPERSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_LEFT"), 0);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_DISPERSE\"], \"hero_expedition\": [\"T_INSPECT\"], \"reserve\": [\"T_LEFT\"], "
               MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_DISPERSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_LEFT"), 1);   /* its own player's Reserve */
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_DISPERSE\"], \"reserve\": [" WITH_BOOSTS("T_LEFT", 1) ", \"T_RIGHT\"], "
               MANA(F) ", " DECK5 "}", "\"zones\": {\"hero_expedition\": [\"T_INSPECT2\"], " DECK5 "}");
    fs_play(g, P0, "T_DISPERSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_LEFT"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_RIGHT"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ past a support's maximum */

/* P0 plays a Spell with T_SCHOLAR ("{I} When you play a Spell, I gain 2
 * boosts, up to a maximum of 3") in its Reserve with `boosts`, and `land`
 * in its Landmarks (or the opponent's, `theirs`): the Scholar's boosts. */
static int scholar_after(int boosts, const char *land, const char *theirs)
{
    char p0[512], p1[256];
    snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"T_SPELL\"], \"reserve\": [{\"card\": \"T_SCHOLAR\", \"boosts\": %d}], "
             "\"landmarks\": [%s], " MANA(F) ", " DECK5 "}", boosts, land);
    snprintf(p1, sizeof p1, "\"zones\": {\"landmarks\": [%s], " DECK5 "}", theirs);
    alt_game *g = board4(p0, p1);
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    int n = fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_SCHOLAR");
    alt_game_destroy(&g);
    return n;
}

/* "The Support abilities of cards in Reserve can give them 1 more counter
 * than their maximum" (the rare: "counters beyond their maximum"): "up to
 * a max of 3" is 4 there (5, 8 with none), whoever's card says so; an
 * ability of a card in play keeps its maximum. */
static void test_2_5_f_a_support_ability_past_its_maximum(void **state)
{
    (void)state;
    assert_int_equal(scholar_after(3, "", ""), 3);
    assert_int_equal(scholar_after(3, "\"T_OUTPOST\"", ""), 4);
    assert_int_equal(scholar_after(2, "\"T_OUTPOST\"", ""), 4);
    assert_int_equal(scholar_after(3, "", "\"T_OUTPOST\""), 4);
    assert_int_equal(scholar_after(3, "\"T_OUTPOST\", \"T_OUTPOST\"", ""), 5);
    assert_int_equal(scholar_after(6, "\"T_OUTPOST2\"", ""), 8);
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_SPELL\"], \"hero_expedition\": [" WITH_BOOSTS("T_CAPPED", 3) "], "
                         "\"landmarks\": [\"T_OUTPOST2\"], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SPELL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_CAPPED"), 3);   /* no support ability: its maximum */
    alt_game_destroy(&g);
}

/* ------------------------------------------------------------ "At Night" */

/* CR 4.2.b: "At Night — I lose 1 boost" resolves as Night begins, before
 * Rest: with one boost the card is no longer Boosted when Rest comes, so
 * no longer Eternal ("If I'm Boosted, I'm Eternal"), and goes to Reserve;
 * with two it keeps one, stays Eternal and stays. */
static void test_4_2_b_at_night_before_rest(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hero_expedition\": [" WITH_BOOSTS("T_NIGHTLY", 1) "], " DECK5 "}",
                         "\"passed\": true, \"zones\": {" DECK5 "}");
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_NIGHTLY"), 1);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hero_expedition\": [" WITH_BOOSTS("T_NIGHTLY", 2) "], " DECK5 "}",
               "\"passed\": true, \"zones\": {" DECK5 "}");
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_NIGHTLY"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_NIGHTLY"), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.26: "I gain 1 boost per other Character in my Expedition, then
 * send them all to Reserve": the two others of its Expedition go, the one
 * in the other Expedition stays. */
static void test_7_3_26_the_other_characters_of_my_expedition_to_reserve(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_GATHER\"], \"hero_expedition\": [\"T_LEFT\", \"T_RIGHT\"], "
                         "\"companion_expedition\": [" F "], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GATHER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GATHER"), 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_LEFT") + fs_count(g, P0, ALT_ZONE_RESERVE, "T_RIGHT"), 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------- a Character in your Reserve boosted */

/* "When a Character in your Reserve gains 1 or more boosts": one Reaction
 * per Character that gains (CR 6.3.a: one event each), of the Reserve of
 * the card's own player only; a card there gains silently otherwise. */
static void test_2_4_5_b_when_a_character_in_your_reserve_gains_boosts(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_DISPERSE\"], \"hero_expedition\": [\"T_FANCY\"], \"reserve\": [" F ", "
                         F "], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_DISPERSE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FANCY"), 2);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_CUP\"], \"hero_expedition\": [\"T_FANCY\"], " MANA(F) ", " DECK5 "}",
               "\"zones\": {\"reserve\": [\"T_LEFT\"], " DECK5 "}");
    fs_play(g, P0, "T_CUP", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:1:T_LEFT");
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_LEFT"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FANCY"), 0);   /* not your Reserve */
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ boosts exchanged */

/* CR 4.0 7.3.10.a: "exchange the boosts" of two Characters: the one with
 * more loses the difference, the other gains it, at once; here P0's with
 * 3 and P1's with none, in play: P1's gains 3, which it hears ("when I
 * gain boosts"). Then one in play and one in a Reserve, which gains
 * silently; with equal boosts nothing happens (7.3.10.b). */
static void test_7_3_10_a_two_characters_exchange_their_boosts(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_SWAP\"], \"hero_expedition\": [" WITH_BOOSTS("T_LEFT", 3) "], "
                         MANA(F) ", " DECK5 "}", "\"zones\": {\"hero_expedition\": [\"T_RIGHT\"], " DECK5 "}");
    int hand = ts_count(g, P1, ALT_ZONE_HAND);
    fs_play(g, P0, "T_SWAP", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_LEFT obj:1:T_RIGHT");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LEFT"), 0);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_RIGHT"), 3);
    assert_int_equal(ts_count(g, P1, ALT_ZONE_HAND), hand + 1);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_SWAP\"], \"hero_expedition\": [" WITH_BOOSTS("T_LEFT", 3) "], \"reserve\": ["
               WITH_BOOSTS("T_RIGHT", 1) "], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    hand = ts_count(g, P0, ALT_ZONE_HAND);
    fs_play(g, P0, "T_SWAP", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_RIGHT obj:0:T_LEFT");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LEFT"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_RIGHT"), 3);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), hand - 1);    /* a gain in a Reserve is heard by no ability there */
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_SWAP\"], \"hero_expedition\": [" WITH_BOOSTS("T_LEFT", 2) "], \"reserve\": ["
               WITH_BOOSTS("T_RIGHT", 2) "], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    int mine = ts_count(g, P0, ALT_ZONE_HAND);
    fs_play(g, P0, "T_SWAP", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_LEFT obj:0:T_RIGHT");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LEFT"), 2);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_RESERVE, "T_RIGHT"), 2);
    assert_int_equal(ts_count(g, P0, ALT_ZONE_HAND), mine - 1);   /* the Spell played, nothing else */
    alt_game_destroy(&g);
}

/* CR 4.0 7.3.10 with 6.1.g: "Target two Boosted Characters": the second
 * must differ from the first and be Boosted too; with one Boosted
 * Character in the game, the one pick is made and nothing is exchanged. */
static void test_7_3_10_a_two_boosted_targets_or_none(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_SWAPB\"], \"hero_expedition\": [" WITH_BOOSTS("T_LEFT", 3) ", \"T_RIGHT\"], "
                         MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SWAPB", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_false(fs_offered(g, "obj:0:T_RIGHT"));
    assert_false(fs_offered(g, "none"));                     /* "two", not "up to two" */
    fs_answer(g, "obj:0:T_LEFT");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LEFT"), 3);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_RIGHT"), 0);
    alt_game_destroy(&g);
}

/* ------------------------------------------------ Reserve limits changed */

/* P0 (first player) passes with `mine` in its Reserve (and `land` in its
 * Landmarks), P1 passed with `theirs`; the game runs to Clean-up's first
 * pick, or to the next Morning when Clean-up asks none (returns 0 then). */
static int cleanup_asks(alt_game **out, const char *mine, const char *land, const char *theirs)
{
    char p0[1024], p1[512];
    snprintf(p0, sizeof p0, "\"zones\": {\"reserve\": [%s], \"landmarks\": [%s], " DECK5 "}", mine, land);
    snprintf(p1, sizeof p1, "\"passed\": true, \"zones\": {\"reserve\": [%s], " DECK5 "}", theirs);
    alt_game *g = board4(p0, p1);
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    for (int steps = 0; steps < 50; steps++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_CLEANUP || d.kind == ALT_DEC_EXPAND) {
            *out = g;
            return d.kind == ALT_DEC_CLEANUP;
        }
        alt_action first;
        assert_true(alt_game_list(g, &first, 1) > 0);
        ts_apply(g, first);
    }
    fail_msg("neither Clean-up nor the Morning came");
    return 0;
}

#define EXHAUSTED(ref) "{\"card\": \"" ref "\", \"statuses\": [\"exhausted\"]}"

/* CR 4.0 4.2.5.c with 2.2.12.i-j: "{I} I don't count towards your Reserve
 * limit": ready in the Reserve, the card is not counted at Clean-up and is
 * kept without a pick (never one of the picks); exhausted, it counts. */
static void test_4_2_5_c_a_card_that_does_not_count_towards_the_reserve_limit(void **state)
{
    (void)state;
    alt_game *g;
    assert_false(cleanup_asks(&g, "\"T_CONTORT\", " F ", " F, "", ""));         /* two counted: the limit */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 3);
    alt_game_destroy(&g);
    assert_true(cleanup_asks(&g, EXHAUSTED("T_CONTORT") ", " F ", " F, "", ""));
    alt_game_destroy(&g);
    assert_true(cleanup_asks(&g, "\"T_CONTORT\", " F ", " F ", " F, "", ""));
    assert_false(fs_offered(g, "obj:0:T_CONTORT"));
    uint8_t ids[8];
    int n = ts_ids(g, P0, ALT_ZONE_RESERVE, ids, 8), kept = 0;
    for (int i = 0; i < n && kept < 2; i++)
        if (ids[i] != fs_find(g, P0, ALT_ZONE_RESERVE, "T_CONTORT")) {
            ts_apply(g, ts_act(ALT_ACT_KEEP, P0, ids[i], 0, 0));
            kept++;
        }
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 2);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_CONTORT"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 4.2.5.c: "{I} All Reserve limits are reduced by one", ready in
 * a Reserve: both players keep one card of two; exhausted, it does
 * nothing. */
static void test_4_2_5_c_all_reserve_limits_reduced_from_a_reserve(void **state)
{
    (void)state;
    alt_game *g;
    assert_true(cleanup_asks(&g, "\"T_SIMURGH\", " F, "", F ", " F));
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 0, 0));
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CLEANUP);
    assert_int_equal(alt_game_decision(g).player, P1);
    ts_apply(g, ts_act(ALT_ACT_KEEP, P1, fs_find(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 0, 0));
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 1);
    alt_game_destroy(&g);
    assert_false(cleanup_asks(&g, EXHAUSTED("T_SIMURGH") ", " F, "", F ", " F));
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), 2);
    alt_game_destroy(&g);
}

/* CR 4.0 4.2.5.c: "If there are one or more Spells in your Reserve, your
 * Reserve limit is increased by one", read at Clean-up; and "Characters
 * with Hand Cost {7} or more", the Hand Cost wherever the card is. */
static void test_4_2_5_c_a_reserve_limit_while_the_reserve_holds_a_kind(void **state)
{
    (void)state;
    alt_game *g;
    assert_false(cleanup_asks(&g, "\"T_SPELL\", " F ", " F, "\"T_LIBRARY\"", ""));
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 3);
    alt_game_destroy(&g);
    assert_true(cleanup_asks(&g, F ", " F ", " F, "\"T_LIBRARY\"", ""));
    alt_game_destroy(&g);
    assert_false(cleanup_asks(&g, "\"T_SEVEN\", " F ", " F, "\"T_BIGVAULT\"", ""));
    alt_game_destroy(&g);
    assert_true(cleanup_asks(&g, "\"T_SPELL\", " F ", " F, "\"T_BIGVAULT\"", ""));
    alt_game_destroy(&g);
}

/* CR 5.1.2.e: "You may play Characters with Hand Cost {7} or more for {1}
 * less": the card's Hand Cost says, even played from the Reserve, where
 * it costs its Reserve Cost (5 here, then 4). */
static void test_5_1_2_e_a_decrease_by_hand_cost(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"reserve\": [\"T_SEVEN\"], \"landmarks\": [\"T_BIGVAULT\"], "
                         MANA(F ", " F ", " F ", " F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    assert_true(fs_can_play(g, P0, "T_SEVEN", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"reserve\": [\"T_SEVEN\"], \"landmarks\": [\"T_LIBRARY\"], "
               MANA(F ", " F ", " F ", " F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    assert_false(fs_can_play(g, P0, "T_SEVEN", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    alt_game_destroy(&g);
}

/* CR 4.0 6.5.g with 2.5.g: "Remove all boosts from Characters in play and
 * in Reserve. Then, depending on the number of boosts removed this way:
 * 1-4 ..., 5-8 ..., 9+ ...". Every Character's boosts go, both players', in
 * the Expeditions and the Reserves; then the count, not a player, chooses
 * the modes: the one range that holds it, or with "1+, 5+, 9+" each range it
 * reaches, in their printed order. "Play a card with Hand Cost {3} or
 * less for free" must play one when there is one (no "none"), of Hand or
 * Reserve, bounded by its Hand Cost wherever it is (the Reserve card of
 * Hand Cost 4 and Reserve Cost 1 is not offered); "my Expedition moves
 * forward" is the one the card is in. */
static void test_6_5_g_modes_chosen_by_the_number_of_boosts_removed(void **state)
{
    (void)state;
    static const struct {
        const char *card;
        int each;                  /* boosts on each of the three Characters */
        int boosts, plays, forward;
    } cases[] = {
        {"T_MAZE", 1, 2, 0, 0},    /* 3: 1-4 */
        {"T_MAZE", 2, 0, 1, 0},    /* 6: 5-8 */
        {"T_MAZE", 3, 0, 0, 1},    /* 9: 9+ */
        {"T_MAZE", 0, 0, 0, 0},    /* none removed: no mode */
        {"T_MAZE_UP", 3, 2, 1, 1}, /* 9: 1+, 5+ and 9+ */
        {"T_MAZE_UP", 2, 2, 1, 0}, /* 6: 1+ and 5+ */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char p0[512], p1[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hand\": [\"%s\", \"T_FILLER\", \"T_BIG\"], \"reserve\": [\"T_CHEAPRES\"], "
                 "\"hero_expedition\": [{\"card\": \"T_LEFT\", \"boosts\": %d}], " MANA(F) ", " DECK5 "}",
                 cases[k].card, cases[k].each);
        snprintf(p1, sizeof p1, "\"zones\": {\"companion_expedition\": [{\"card\": \"T_FILLER\", \"boosts\": %d}], "
                 "\"reserve\": [{\"card\": \"T_BIG\", \"boosts\": %d}], " DECK5 "}", cases[k].each, cases[k].each);
        alt_game *g = board4(p0, p1);
        fs_play(g, P0, cases[k].card, ALT_ZONE_HAND, ALT_EXP_HERO);
        if (cases[k].plays) {
            assert_true(fs_offered(g, "obj:0:T_FILLER"));
            assert_false(fs_offered(g, "none"));
            assert_false(fs_offered(g, "obj:0:T_BIG"));
            assert_false(fs_offered(g, "obj:0:T_CHEAPRES"));
            fs_answer(g, "obj:0:T_FILLER");
        }
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, cases[k].card), cases[k].boosts);
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_LEFT"), 0);
        assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 0);
        assert_int_equal(fs_boosts(g, P1, ALT_ZONE_RESERVE, "T_BIG"), 0);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_FILLER"), 1 - cases[k].plays);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], cases[k].forward);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_COMPANION], 0);
        alt_game_destroy(&g);
    }
}

/* Under seeds-3, P0 to take a turn (P1 passed when `p1_passed`), the first
 * seed whose first die comes as `die`. */
static alt_game *with_die(const char *p0, const char *p1, int p1_passed, int die)
{
    for (int seed = 1; seed < 50000; seed++) {
        alt_game *g = fs_stage(db(), "{\"ruleset\": \"seeds-3\", \"seed\": %d, \"decision\": {\"kind\": \"turn\", "
                               "\"player\": 0}, \"players\": [{\"hero\": \"T_HERO\", %s}, {\"hero\": \"T_HERO\", "
                               "\"passed\": %s, %s}]}", seed, p0, p1_passed ? "true" : "false", p1);
        alt_position *pos = ts_position_of(g);
        uint64_t probe[4];
        memcpy(probe, pos->rng, sizeof probe);
        free(pos);
        if ((int)alt_rng_below(probe, 6) + 1 == die)
            return g;
        alt_game_destroy(&g);
    }
    fail_msg("no seed rolls a %d", die);
    return NULL;
}

#define TOP3 "\"deck\": [" F ", " F ", " F ", \"T_THREE\", \"T_THREE\"]"

/* CR 7.3.28.a, c with 6.3.b: "When you roll one or more dice — If the
 * result is 6+, draw a card" reads the result once it is final: a 6
 * draws, a 5 does not, a 5 made 6 by "you may add 1" does. A die a
 * modifier of Progress rolls is read the same, its Reaction resolving once
 * the move is done (the Expedition moved, and the card was drawn). */
static void test_7_3_28_c_a_reaction_reads_the_final_result_of_the_die(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {" DECK5 "}";
    for (int die = 5; die <= 6; die++) {
        alt_game *g = with_die("\"zones\": {\"hand\": [\"T_ROLLER\"], \"hero_expedition\": [\"T_SIX\"], " MANA(F) ", "
                               DECK5 "}", theirs, 0, die);
        fs_play(g, P0, "T_ROLLER", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), die == 6);
        alt_game_destroy(&g);
    }
    alt_game *g = with_die("\"zones\": {\"hand\": [\"T_ROLLER\"], \"hero_expedition\": [\"T_SIX\", \"T_PLUSONE\"], "
                           MANA(F) ", " DECK5 "}", theirs, 0, 5);
    fs_play(g, P0, "T_ROLLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);       /* not before "you may add 1" */
    fs_answer(g, "c:1");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    alt_game_destroy(&g);

    for (int die = 5; die <= 6; die++) {
        g = with_die("\"zones\": {\"hero_expedition\": [\"T_PATH\", \"T_SIX\"], " DECK5 "}", theirs, 1, die);
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1);
        /* the Morning's two cards, and the Reaction's on a 6 */
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 2 + (die == 6));
        alt_game_destroy(&g);
    }
}

/* "If you would roll one or more dice, also reveal the top card of your
 * deck. When you reveal a card this way — If its Hand Cost is equal to the
 * die's result, draw it" (CR 7.3.28, 7.3.9.a): the card revealed is the
 * Deck's top as the die is rolled; a 3 draws the card of Hand Cost 3, a 4
 * does not; once the effect that rolled has put that card elsewhere
 * (Resupply), the Reaction draws nothing, not the next card. The rare's
 * "you may exhaust me to play it for free" plays it from the Deck (its {H}
 * Reaction does not activate: it is not played from Hand); "roll a die and
 * reveal" of a card's own effect reveals only for its own die. */
static void test_7_3_28_the_top_card_revealed_as_you_roll(void **state)
{
    (void)state;
    const char *theirs = "\"zones\": {" DECK5 "}";
    for (int die = 3; die <= 4; die++) {
        alt_game *g = with_die("\"zones\": {\"hand\": [\"T_ROLLER\"], \"hero_expedition\": [\"T_WAY\"], " MANA(F) ", "
                               TOP3 "}", theirs, 0, die);
        fs_play(g, P0, "T_ROLLER", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_THREE"), die == 3);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), die == 3 ? 4 : 5);
        alt_game_destroy(&g);
    }
    alt_game *g = with_die("\"zones\": {\"hand\": [\"T_ROLLSUP\"], \"hero_expedition\": [\"T_WAY\"], " MANA(F) ", "
                           TOP3 "}", theirs, 0, 3);
    fs_play(g, P0, "T_ROLLSUP", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_THREE"), 1);    /* the card revealed, resupplied */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);            /* and the next one not drawn */
    alt_game_destroy(&g);

    g = with_die("\"zones\": {\"hand\": [\"T_ROLLER\"], \"hero_expedition\": [\"T_WAYPLAY\"], " MANA(F) ", " TOP3 "}",
                 theirs, 0, 3);
    fs_play(g, P0, "T_ROLLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "yes at:2");   /* the Companion Expedition */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_THREE"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);            /* no {H} draw */
    assert_true(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_WAYPLAY") & ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);

    g = with_die("\"zones\": {\"hand\": [\"T_ROLLER\"], \"hero_expedition\": [\"T_WAYOWN\"], " MANA(F) ", " TOP3 "}",
                 theirs, 0, 3);
    fs_play(g, P0, "T_ROLLER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 0);            /* another card's die */
    alt_game_destroy(&g);
    g = with_die("\"zones\": {\"hand\": [\"T_CLERKB\"], \"hero_expedition\": [\"T_WAYOWN\"], " MANA(F) ", " TOP3 "}",
                 theirs, 0, 3);
    fs_play(g, P0, "T_CLERKB", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_THREE"), 1);
    alt_game_destroy(&g);
}

/* -------------------------- every other card discarded, and the discard pile */

/* CR 4.0 7.3.7.a, 3.1.4.a: "Discard all other cards in play and in
 * Reserve": both players' Characters, Landmarks and Reserves, never a
 * Hero or a Mana Orb, in one step (6.1.f); a token ceases to exist
 * instead of joining the pile (2.1.e). "When a card joins the discard
 * pile" worked before the step (6.3.f) and is activated once per card
 * that joins (6.3.g): eleven here, the token none. */
static void test_6_3_g_a_reaction_per_card_joining_the_discard_pile(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_HUNGRY\"], \"hero_expedition\": [" F ", " F "], "
                         "\"companion_expedition\": [" F "], \"landmarks\": [\"T_STORE\"], \"reserve\": [" F ", " F "], "
                         MANA(F) ", " DECK5 "}",
                         "\"zones\": {\"hero_expedition\": [" F ", " F ", " F ", \"T_RECRUIT\"], \"reserve\": [" F "], "
                         "\"landmarks\": [\"T_STORE\"], " MANA(F ", " F) ", " DECK5 "}");
    fs_play(g, P0, "T_HUNGRY", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HUNGRY"), 11);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 6);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_DISCARD, NULL), 5);   /* the token is in none */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, NULL), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, NULL) + fs_count(g, P1, ALT_ZONE_RESERVE, NULL) +
                         fs_count(g, P1, ALT_ZONE_LANDMARK, NULL), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_MANA, NULL), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_MANA, NULL), 2);
    alt_game_destroy(&g);
}

/* CR 4.0 6.3.g-h: one event activating the same Reaction more times than
 * Limbo has room for (32) still makes every Emblem-Reaction: those bound
 * to nothing are one entry of Limbo, standing for them all, each played
 * on its own (4.4.b) among the player's others, here "when I leave"'s
 * draw. The position says so ("repeats") and is staged back as it was. */
static void test_6_3_h_emblem_reactions_past_limbos_room(void **state)
{
    (void)state;
    char reserve[1024] = "";
    for (int i = 0; i < 36; i++)
        strcat(reserve, i ? ", " F : F);
    char p1[1200];
    snprintf(p1, sizeof p1, "\"zones\": {\"reserve\": [%s], " DECK5 "}", reserve);
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_HUNGRY\"], \"hero_expedition\": [\"T_PARTING\"], " MANA(F) ", " DECK5 "}",
                         p1);
    fs_play(g, P0, "T_HUNGRY", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_REACTION);   /* the draw, or one of the boosts */
    alt_position *pos = ts_position_of(g);
    assert_int_equal(pos->limbo_n, 3);   /* "when I leave", and 37 boosts: 32 in one entry, 5 in another */
    int boosts = 0;
    uint8_t hungry = fs_find(g, P0, ALT_ZONE_EXP_HERO, "T_HUNGRY");
    for (int i = 0; i < pos->limbo_n; i++)
        if (pos->limbo[i].source == hungry)
            boosts += 1 + pos->limbo[i].repeats;
    assert_int_equal(boosts, 37);
    ts_restage(g, pos);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HUNGRY"), 37);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);        /* the draw, played among them */
    alt_game_destroy(&g);
}

/* "When a card joins the discard pile": from any zone and of either
 * player's: a Spell discarding the top of a Deck (CR 4.0 7.3.7), a card of
 * a Hand, a Character in play; a token discarded joins no pile (2.1.e)
 * and nothing is activated. */
static void test_2_1_e_cards_join_the_discard_pile_from_anywhere_tokens_never(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_MILL\", \"T_TOSS\", " F "], \"hero_expedition\": [\"T_WATCHER\"], "
                         MANA(F ", " F) ", " DECK5 "}",
                         "\"zones\": {\"hero_expedition\": [\"T_RECRUIT\"], " DECK5 "}");
    fs_play(g, P0, "T_MILL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCHER"), 2);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_TOSS\", " F "], \"hero_expedition\": [\"T_WATCHER\"], " MANA(F) ", " DECK5 "}",
               "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_TOSS", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_FILLER");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_FILLER"), 1);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCHER"), 1);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_KILL\", \"T_KILL\"], \"hero_expedition\": [\"T_WATCHER\"], " MANA(F ", " F) ", "
               DECK5 "}", "\"zones\": {\"hero_expedition\": [\"T_RECRUIT\", " F "], " DECK5 "}");
    fs_play(g, P0, "T_KILL", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_RECRUIT");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_RECRUIT"), 0);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCHER"), 0);   /* it ceased to exist */
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_KILL\"], \"hero_expedition\": [\"T_WATCHER\"], " MANA(F) ", " DECK5 "}",
               "\"zones\": {\"hero_expedition\": [" F "], " DECK5 "}");
    fs_play(g, P0, "T_KILL", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_WATCHER"), 1);   /* the opponent's pile too */
    alt_game_destroy(&g);
}

/* Player 0 plays Reaction `k` of Limbo next (CR 4.4.b), then answers the rest. */
static void reaction_first(alt_game *g, int k)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_REACTION);
    assert_true((size_t)k < n);
    ts_apply(g, list[k]);
    fs_answer(g, "");
}

/* CR 2.1.d: "all other cards": other than the object whose Reaction it
 * is. Sent to its Reserve before its {H} resolves, the card there is
 * another object, and is discarded with the rest; resolved first, the
 * {H} spares it, and its {J} sends it to the Reserve after. */
static void test_2_1_d_all_other_cards_but_the_object_in_play(void **state)
{
    (void)state;
    const char *p0 = "\"zones\": {\"hand\": [\"T_HUNGRY_BACK\"], \"reserve\": [" F "], " MANA(F) ", " DECK5 "}";
    alt_game *g = board4(p0, "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_HUNGRY_BACK", ALT_ZONE_HAND, ALT_EXP_HERO);
    reaction_first(g, 0);                                   /* {J}: to the Reserve, then {H} */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_HUNGRY_BACK"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 2);
    alt_game_destroy(&g);
    g = board4(p0, "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_HUNGRY_BACK", ALT_ZONE_HAND, ALT_EXP_HERO);
    reaction_first(g, 1);                                   /* {H} first, then {J} */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_HUNGRY_BACK"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.4.4.b: "If I'm Fleeting, I am Gigantic": present in both of its
 * controller's Expeditions while Fleeting, so "the other Characters in my
 * Expedition" of a card played into the other one count it and send it
 * off (Fleeting: to the Discard pile, 2.4.7.d); not Fleeting, it is in
 * its own Expedition only. */
static void test_7_4_4_b_gigantic_while_fleeting(void **state)
{
    (void)state;
    alt_game *g = board4("\"zones\": {\"hand\": [\"T_GATHER\"], \"companion_expedition\": [{\"card\": \"T_GIANT\", "
                         "\"statuses\": [\"fleeting\"]}], " MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GATHER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GATHER"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_GIANT"), 1);
    alt_game_destroy(&g);
    g = board4("\"zones\": {\"hand\": [\"T_GATHER\"], \"companion_expedition\": [\"T_GIANT\"], " MANA(F) ", " DECK5 "}",
               "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GATHER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GATHER"), 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_GIANT"), 1);
    alt_game_destroy(&g);
}

/* P0 to pass into Dusk, P1 having passed. */
static alt_game *before_dusk(const char *p0)
{
    return fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": "
                          "[{\"hero\": \"T_HERO\", %s}, {\"hero\": \"T_HERO\", \"passed\": true, \"zones\": {" DECK5 "}}]}",
                    p0);
}

/* CR 6.2.b, 6.2.d with 4.2.4 and 4.0 7.3.22: "If my Expedition would move
 * forward, you may discard me instead to draw two cards" replaces every
 * move forward of its Expedition, Progress's at Dusk as an effect's. Its
 * controller says yes or no as the move is about to happen: yes, the
 * Expedition stays where it is, the card is discarded and two are drawn;
 * no, the move happens and the card stays. At Dusk, an Expedition that
 * stays did not move forward: it failed to (CR 4.2.4.i), and "when my
 * Expedition fails to move forward" is heard. */
static void test_6_2_d_if_my_expedition_would_move_forward_instead(void **state)
{
    (void)state;
    if (ts_edition() == 3)
        skip();                                 /* its replacement resolves in the step's place: 4.0's (7.5.3) */
    for (int yes = 0; yes <= 1; yes++) {        /* at Dusk */
        alt_game *g = before_dusk("\"zones\": {\"hero_expedition\": [\"T_WILL\", \"T_FAILED\"], " DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);   /* asked before anything moves */
        fs_answer(g, yes ? "yes" : "no");
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1 - yes);
        /* discarded instead; or kept, a Gear whose Expedition moved going to Reserve at Rest (CR 4.2.5.b) */
        assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_WILL"), yes);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_WILL"), 1 - yes);
        /* the Morning's two cards; yes: two more, and one for the failure */
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 2 + 3 * yes);
        alt_game_destroy(&g);
    }
    for (int yes = 0; yes <= 1; yes++) {        /* by a Spell's effect, the Expedition its target */
        alt_game *g = board("\"zones\": {\"hand\": [\"T_PUSH\"], \"hero_expedition\": [\"T_WILL\"], " MANA(F) ", "
                            DECK5 "}", "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_PUSH", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_pick(g, "exp:0:hero");
        assert_true(fs_offered(g, "obj:0:T_WILL"));   /* the question names the card, choice 1 applies it */
        alt_action list[4];
        char said[256];
        assert_int_equal(alt_game_list(g, list, 4), 2);
        alt_action_describe(g, &list[1], said, sizeof said);
        assert_non_null(strstr(said, "its Expedition doesn't move"));
        fs_answer(g, yes ? "at:2" : "at:1");
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1 - yes);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_WILL"), yes);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 2 * yes);
        alt_game_destroy(&g);
    }
    for (int yes = 0; yes <= 1; yes++) {        /* by a Character's "my Expedition moves forward" */
        alt_game *g = board("\"zones\": {\"hand\": [\"T_STRIDE\"], \"companion_expedition\": [\"T_WILL\"], " MANA(F)
                            ", " DECK5 "}", "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_STRIDE", ALT_ZONE_HAND, ALT_EXP_COMPANION);
        fs_answer(g, yes ? "at:2" : "at:1");
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_COMPANION], 1 - yes);
        assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_WILL"), 1 - yes);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 2 * yes);
        alt_game_destroy(&g);
    }
    /* Another Expedition's move asks nothing; nor does one that cannot
     * move ("during Dusk" only: Progress's, no effect's, asks the die). */
    alt_game *g = board("\"zones\": {\"hand\": [\"T_PUSH\"], \"companion_expedition\": [\"T_WILL\", \"T_PATH\"], "
                        MANA(F) ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_PUSH", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "exp:0:hero");
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_WILL"), 1);
    alt_game_destroy(&g);
}

#define DECK_KINDS "\"deck\": [" F ", " F ", " F ", " F ", \"T_BIG\", \"T_MID\", \"T_THREE\", \"T_SEVEN\"]"

/* CR 3.1.3.f, 7.3.7: "look at the top four cards of your deck. Put one in
 * your hand and discard the others": the four on top are offered (none
 * deeper), the one picked goes to the Hand, the three others to the
 * Discard pile. As the replacement of an effect's move it resolves right
 * after the step; at Dusk while Progress waits, the Gear already
 * discarded (the position holds it there: the Expedition was made to
 * stay), and the Expedition stays. */
static void test_3_1_3_f_the_top_four_looked_at_one_to_hand(void **state)
{
    (void)state;
    if (ts_edition() == 3)
        skip();                                 /* the card that asks it is 4.0's */
    alt_game *g = board("\"zones\": {\"hand\": [\"T_PUSH\"], \"hero_expedition\": [\"T_WILL4\"], " MANA(F) ", "
                        DECK_KINDS "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_PUSH", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "exp:0:hero at:2");
    for (int i = 0; i < 4; i++)
        assert_true(fs_offered(g, i == 0 ? "obj:0:T_SEVEN" : i == 1 ? "obj:0:T_THREE" : i == 2 ? "obj:0:T_MID" : "obj:0:T_BIG"));
    assert_false(fs_offered(g, "obj:0:T_FILLER"));
    alt_action first;
    char said[256];
    assert_true(alt_game_list(g, &first, 1) == 4);
    alt_action_describe(g, &first, said, sizeof said);
    assert_non_null(strstr(said, "in Hand and discards the other cards looked at"));
    fs_answer(g, "obj:0:T_MID");
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_MID"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 4);   /* three looked at, and the Gear */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), 4);
    alt_game_destroy(&g);

    g = before_dusk("\"zones\": {\"hero_expedition\": [\"T_WILL4\", \"T_FAILED\"], " DECK_KINDS "}");
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    fs_pick(g, "yes");
    assert_true(fs_offered(g, "obj:0:T_SEVEN"));
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_WILL4"), 1);
    ts_restage(g, ts_position_of(g));             /* a position while Progress waits on the pick */
    fs_answer(g, "obj:0:T_SEVEN");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(ts_player(g, P0).distance[ALT_EXP_HERO], 0);
    /* the card kept, the failure's draw and the Morning's two: the Deck's last cards */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_SEVEN"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), 4);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, NULL), 4);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_7_3_4_a_augment_adds_one_more_boost),
        cmocka_unit_test(test_7_3_4_a_augment_adds_one_more_of_other_counters),
        cmocka_unit_test(test_7_3_4_a_a_card_in_reserve_is_augmented_too),
        cmocka_unit_test(test_7_3_4_a_one_counter_of_one_kind_chosen),
        cmocka_unit_test(test_7_4_7_augmenting_an_opponents_tough_character_pays_tough),
        cmocka_unit_test(test_2_2_12_i_a_support_reaction_works_from_the_reserve),
        cmocka_unit_test(test_up_to_a_maximum_stops_at_the_maximum),
        cmocka_unit_test(test_2_2_12_e_support_reactions_hear_plays_and_arrivals),
        cmocka_unit_test(test_2_2_12_e_a_support_reaction_gives_the_card_played_a_boost),
        cmocka_unit_test(test_6_5_g_a_support_mode_paid_by_exhausting_the_card),
        cmocka_unit_test(test_1_4_1_b_spending_boosts_pays_a_you_may),
        cmocka_unit_test(test_7_3_18_ready_two_mana_orbs),
        cmocka_unit_test(test_a_character_in_a_reserve_gains_boosts),
        cmocka_unit_test(test_7_4_7_a_character_in_play_or_in_reserve_as_target),
        cmocka_unit_test(test_characters_in_your_reserve_gain_a_boost),
        cmocka_unit_test(test_1_4_1_b_a_counter_spent_from_any_card_of_yours),
        cmocka_unit_test(test_4_2_b_at_night_after_rest),
        cmocka_unit_test(test_2_4_5_d_a_support_passive_lets_exhausted_cards_be_played),
        cmocka_unit_test(test_7_3_8_a_doubling_boosts),
        cmocka_unit_test(test_3_2_9_b_a_reserve_card_put_in_the_mana_zone),
        cmocka_unit_test(test_7_3_7_a_discarding_a_character_in_play_or_in_reserve),
        cmocka_unit_test(test_a_target_bounded_by_a_hand_cost_of_yours),
        cmocka_unit_test(test_targets_fleeting_or_asleep_or_boosted),
        cmocka_unit_test(test_7_5_2_tokens_in_each_expedition_behind_or_tied),
        cmocka_unit_test(test_a_boost_per_anchored_character),
        cmocka_unit_test(test_7_3_15_a_character_you_control_gains_anchored),
        cmocka_unit_test(test_7_5_10_a_character_leaves_your_expeditions),
        cmocka_unit_test(test_7_5_11_a_when_an_opponent_plays_a_character),
        cmocka_unit_test(test_6_5_g_choose_up_to_one_mode),
        cmocka_unit_test(test_7_3_4_a_augmenting_any_number_of_cards),
        cmocka_unit_test(test_6_3_g_a_reaction_for_each_of_my_boosts),
        cmocka_unit_test(test_another_target_character_in_your_reserve),
        cmocka_unit_test(test_7_3_9_a_the_top_card_revealed_then_drawn_or_discarded),
        cmocka_unit_test(test_7_5_11_a_a_card_played_from_reserve),
        cmocka_unit_test(test_7_3_26_another_player_resupplies),
        cmocka_unit_test(test_7_3_26_the_card_a_resupply_put_in_reserve),
        cmocka_unit_test(test_7_3_13_the_owner_of_it_does_exhausted_resupply),
        cmocka_unit_test(test_5_2_b_playing_it_immediately_for_less),
        cmocka_unit_test(test_7_3_5_tokens_per_card_in_target_players_reserve),
        cmocka_unit_test(test_5_1_2_e_a_decrease_from_reserve_while_boosted),
        cmocka_unit_test(test_6_3_b_a_reaction_to_a_song_or_an_artist),
        cmocka_unit_test(test_2_5_g_counters_removed_from_a_card_in_play_or_in_reserve),
        cmocka_unit_test(test_2_5_f_counters_gained_in_the_reserve_up_to_a_maximum),
        cmocka_unit_test(test_2_5_k_a_spell_played_from_reserve_counts_its_counters),
        cmocka_unit_test(test_7_3_12_sent_to_reserve_then_exhausted_within_x),
        cmocka_unit_test(test_6_5_i_a_step_done_x_plus_one_times),
        cmocka_unit_test(test_6_5_g_choose_x_plus_one_modes),
        cmocka_unit_test(test_6_5_g_choose_x_plus_one_the_same_mode_again),
        cmocka_unit_test(test_6_5_g_x_plus_one_modes_chosen_so_far_in_a_position),
        cmocka_unit_test(test_7_3_5_b_a_token_in_the_expedition_of_the_character_discarded),
        cmocka_unit_test(test_1_4_1_b_a_counter_spent_from_your_reserve_or_landmarks),
        cmocka_unit_test(test_7_4_6_c_characters_in_my_expedition_are_seasoned),
        cmocka_unit_test(test_3_2_2_f_a_character_sent_to_a_position_of_its_owners_deck),
        cmocka_unit_test(test_7_5_8_b_the_next_character_played_in_forest),
        cmocka_unit_test(test_4_2_4_b_the_statistics_of_your_other_characters_raised),
        cmocka_unit_test(test_7_5_9_a_another_permanent_joins_your_expeditions_or_landmarks),
        cmocka_unit_test(test_4_2_5_c_a_card_that_does_not_count_towards_the_reserve_limit),
        cmocka_unit_test(test_4_2_5_c_all_reserve_limits_reduced_from_a_reserve),
        cmocka_unit_test(test_4_2_5_c_a_reserve_limit_while_the_reserve_holds_a_kind),
        cmocka_unit_test(test_5_1_2_e_a_decrease_by_hand_cost),
        cmocka_unit_test(test_7_3_10_a_two_characters_exchange_their_boosts),
        cmocka_unit_test(test_7_3_10_a_two_boosted_targets_or_none),
        cmocka_unit_test(test_2_4_5_b_when_a_character_in_your_reserve_gains_boosts),
        cmocka_unit_test(test_4_2_b_at_night_before_rest),
        cmocka_unit_test(test_7_3_26_the_other_characters_of_my_expedition_to_reserve),
        cmocka_unit_test(test_2_5_cards_that_cannot_gain_counters),
        cmocka_unit_test(test_2_5_f_a_support_ability_past_its_maximum),
        cmocka_unit_test(test_6_5_g_modes_chosen_by_the_number_of_boosts_removed),
        cmocka_unit_test(test_7_3_28_c_a_reaction_reads_the_final_result_of_the_die),
        cmocka_unit_test(test_7_3_28_the_top_card_revealed_as_you_roll),
        cmocka_unit_test(test_6_3_g_a_reaction_per_card_joining_the_discard_pile),
        cmocka_unit_test(test_6_3_h_emblem_reactions_past_limbos_room),
        cmocka_unit_test(test_2_1_e_cards_join_the_discard_pile_from_anywhere_tokens_never),
        cmocka_unit_test(test_7_4_4_b_gigantic_while_fleeting),
        cmocka_unit_test(test_2_1_d_all_other_cards_but_the_object_in_play),
        cmocka_unit_test(test_6_2_d_if_my_expedition_would_move_forward_instead),
        cmocka_unit_test(test_3_1_3_f_the_top_four_looked_at_one_to_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
