/*
 * test_rules_frost.c: the mechanics Trial by Frost brought, as the rules
 * define them, each played with this test's own cards (no card of the set
 * is named): exhaustion in the Reserve (CR 2.4.5, 7.3.10, 7.3.11, 7.3.18),
 * Cooldown (7.4.1), statuses gained as events (7.3.13), counters past a
 * threshold (7.3.12), joining an Expedition (7.5.8), terrains and where
 * things stand (7.5.2, 7.5.7), modes (6.5.g), cards played as an effect
 * resolves, Gears at Dusk, Night and in the Afternoon, and the costs the
 * set's passives change. docs/rules-choices.md says how each reading that
 * left room was chosen.
 */
#include "frost_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P0 = 0, P1 = 1 };

#define C(ref, hand, res, f, m, w, sub, kw, ab) \
    ref "\t" ref "\tCHARACTER\tAX\tCOMMON\t" sub "\t" hand "\t" res "\t" f "\t" m "\t" w "\t-\t-\t" kw "\t" ab "\n"
#define S(ref, hand, kw, ab) ref "\t" ref "\tSPELL\tAX\tCOMMON\t-\t" hand "\t" hand "\t-\t-\t-\t-\t-\t" kw "\t" ab "\n"
#define L(ref, ab) ref "\t" ref "\tPERMANENT\tAX\tCOMMON\tLANDMARK\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\n"
#define G(ref, ab) ref "\t" ref "\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\t" ab "\n"

/* One line a card (a string of its own: the whole text is longer than a
 * C string literal may portably be). */
static const char *const card_lines[] = {
    "altered-cards\t1\ttest-rules-frost-1\n",
    "T_HERO\tT_HERO\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t-\n",
    C("T_FILLER", "1", "1", "1", "1", "1", "-", "-", "-"),
    C("T_BIG", "2", "2", "3", "3", "3", "-", "-", "-"),
    C("T_FOREST", "1", "1", "2", "0", "0", "-", "-", "-"),
    C("T_MOUNT", "1", "1", "0", "3", "0", "-", "-", "-"),
    C("T_SUPPORT", "1", "1", "1", "1", "1", "-", "-", "D:draw(1)"),
    C("T_VAIKE", "1", "1", "1", "1", "1", "-", "-", "STATIC:play_exhausted"),
    C("T_MACHINE", "1", "1", "1", "1", "1", "-", "-", "TORESERVEANY:exhaust_self;H:self_to_reserve"),
    C("T_GERICHT", "1", "1", "1", "1", "1", "-", "-", "GAINFLEETING:boost_self(1);STATIC:refleeting"),
    C("T_GERICHT2", "1", "1", "1", "1", "1", "-", "-", "STATIC:fleeting_to_boost"),
    C("T_NAPPER", "1", "1", "1", "1", "1", "-", "-", "GAINASLEEP:boost_self(1)"),
    C("T_WARDEN", "1", "1", "1", "1", "1", "-", "-", "STATIC:asleep_to_anchored"),
    C("T_AMAROK", "3", "3", "2", "2", "2", "-", "-", "STATIC:self_cost_less_empty(2);JOINSMYEXP:it_sacrifice"),
    C("T_GIANT", "1", "1", "1", "1", "1", "-", "gigantic", "JOINSMYEXP:it_boost(1)"),
    C("T_QUEEN", "1", "1", "1", "1", "1", "-", "eternal", "STATIC:reserve_stays_exhausted"),
    C("T_PERSE", "1", "1", "1", "1", "1", "-", "-", "STATIC:region_forest"),
    C("T_PERSE2", "1", "1", "1", "1", "1", "-", "-", "STATIC:regions_forest_only"),
    C("T_DEMETER", "1", "1", "1", "1", "1", "-", "-", "STATIC:eternal_in(forest)"),
    C("T_HOUND", "1", "1", "1", "1", "1", "-", "-", "J:boost_self(1) if(exp_behind>=1)"),
    C("T_EROS", "1", "1", "1", "1", "1", "-", "-", "J:may play_now(character,3);THEN:it_boost(2)"),
    C("T_SANTA", "1", "1", "1", "1", "1", "-", "-", "H:each_may_play_free(cost3)"),
    C("T_WISP", "1", "1", "0", "0", "0", "-", "-", "STATIC:facing_only_due(water)"),
    C("T_WISP_OLD", "1", "1", "0", "0", "0", "-", "-", "STATIC:facing_only_due_ever(water)"),
    C("T_VALEMON", "1", "1", "3", "3", "3", "-", "-", "STATIC:defender_below_orbs(3);STATIC:gigantic_orbs(5)"),
    C("T_SUNISA", "1", "1", "2", "2", "2", "-", "defender", "STATIC:defenders_ignored_behind"),
    C("T_SCROOGE", "1", "1", "1", "1", "1", "-", "-", "STATIC:reserve_plays_cost_more(1)"),
    C("T_SCROOGE2", "1", "1", "1", "1", "1", "-", "-", "STATIC:reserve_plays_cost_less(1)"),
    C("T_CHRYSALIS", "1", "1", "1", "1", "1", "-", "-", "LEAVE:token(T_TOKEN,1,left)"),
    C("T_OVERSEER", "1", "1", "1", "1", "1", "BUREAUCRAT", "-", "J:token(T_TOKEN,bureaucrats,mine)"),
    C("T_CLERK", "1", "1", "1", "1", "1", "BUREAUCRAT", "-", "-"),
    C("T_OTTER", "1", "1", "1", "1", "1", "-", "-", "J:each_may_hand_to_reserve"),
    C("T_KEEPER", "1", "1", "1", "1", "1", "-", "-", "J:exchange(any)"),
    C("T_MAIDEN", "1", "1", "1", "1", "1", "-", "-", "H:opp_may_exhausted_resupply(2)"),
    S("T_COOL", "1", "cooldown", "SPELL:draw(1)"),
    S("T_EXR", "1", "-", "SPELL:exhausted_resupply(1)"),
    S("T_FREEZE", "1", "-", "SPELL:exhaust_reserve"),
    S("T_CHILL", "1", "-", "SPELL:target_status(fleeting,char)"),
    S("T_THAW", "1", "-", "SPELL:ready_reserve"),
    S("T_MODES", "1", "-", "SPELL:choose(2);MODE:draw(1);MODE:resupply(1);MODE:exhaust_reserve"),
    S("T_MODES_AGAIN", "1", "-", "SPELL:choose(2,repeat);MODE:draw(1);MODE:resupply(1)"),
    S("T_MODES_BOTH", "1", "-", "SPELL:choose(1,both_unless_ahead);MODE:draw(1);MODE:resupply(1)"),
    S("T_FLARE", "1", "-", "SPELL:play_now(spell,5)"),
    S("T_BREAK", "4", "-", "STATIC:self_cost_less(2) if(chars>=3);SPELL:draw(1)"),
    S("T_SWITCH", "1", "-", "SPELL:target_switch(char_or_gear)"),
    S("T_PUSH", "1", "-", "SPELL:target_forward"),
    S("T_RALLY", "1", "-", "SPELL:targets_boost(1,char)"),
    L("T_PASS", "YOUEXHAUST:counters_self(1);THIRDCOUNTER:draw(2)"),
    L("T_KEEP", "STATIC:keep_exhausted"),
    L("T_PEAK", "ALLYFLEETING:counters_self(1)"),
    G("T_HEATER", "STATIC:play_exhausted_here"),
    G("T_SLEIGH", "STATIC:extra_region"),
    G("T_SLEIGH_OLD", "STATIC:moves_twice"),
    G("T_OUTFITS", "STATIC:max_stats"),
    G("T_BARS", "STATIC:lone_gigantic"),
    G("T_ARMORY", "STATIC:defenders_ignored"),
    G("T_TENT", "STATIC:anchored_stays"),
    G("T_BOOTS", "MYEXPFORWARD:may boost_self(1)"),
    "T_TOKEN\tT_TOKEN\tTOKEN\tAX\tCOMMON\t-\t-\t-\t1\t1\t1\t-\t-\t-\t-\n",
};

static const alt_cards *db(void)
{
    static char text[8192];
    if (!text[0])
        for (size_t i = 0; i < sizeof card_lines / sizeof card_lines[0]; i++)
            strncat(text, card_lines[i], sizeof text - strlen(text) - 1);
    return ts_db_text(text);
}

/* Six ready Mana Orbs and a Deck of fillers for a player. */
#define MANA6 "\"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]"
#define DECK5 "\"deck\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]"

/* P0 to take an Afternoon turn; each player's keys inside "players". */
static alt_game *board(const char *p0, const char *p1)
{
    return fs_stage(db(), "{\"seed\": 5, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": [{%s}, {%s}]}", p0, p1);
}

static int exhausted(uint8_t status)
{
    return (status & ALT_STATUS_EXHAUSTED) != 0;
}

/* ------------------------------------------------ exhaustion in the Reserve */

/* CR 7.4.1.b: a Spell with Cooldown that goes to Reserve once it has
 * resolved is exhausted there; its controller exhausted a card in Reserve,
 * which their "when you exhaust a card in Reserve" sees (7.3.10.a). */
static void test_7_4_1_b_cooldown_exhausts_the_spell_and_is_an_exhaust(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_COOL\"], \"landmarks\": [\"T_PASS\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_COOL", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_COOL")));
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PASS"), 1);
    alt_game_destroy(&g);
}

/* CR 2.4.5.c, 2.4.5.d: an exhausted card in Reserve cannot be played,
 * unless a passive says so ("you may play exhausted cards from your
 * Reserve"); an exhausted Character may be played into the Expedition of
 * a Gear that allows it there only. */
static void test_2_4_5_d_a_passive_lets_exhausted_cards_be_played(void **state)
{
    (void)state;
    const char *p1 = "\"zones\": {" DECK5 "}";
    alt_game *g = board("\"zones\": {\"reserve\": [{\"card\": \"T_BIG\", \"statuses\": [\"exhausted\"]}], " MANA6 "}", p1);
    assert_false(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO));   /* 2.4.5.c */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"reserve\": [{\"card\": \"T_BIG\", \"statuses\": [\"exhausted\"]}], "
              "\"landmarks\": [], \"hero_expedition\": [\"T_VAIKE\"], " MANA6 "}", p1);
    assert_true(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO));
    assert_true(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_COMPANION));
    alt_game_destroy(&g);
    g = board("\"zones\": {\"reserve\": [{\"card\": \"T_BIG\", \"statuses\": [\"exhausted\"]}, "
              "{\"card\": \"T_COOL\", \"statuses\": [\"exhausted\"]}], \"hero_expedition\": [\"T_HEATER\"], " MANA6 "}", p1);
    assert_true(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO));       /* the Gear's Expedition */
    assert_false(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_COMPANION));
    assert_false(fs_can_play(g, P0, "T_COOL", ALT_ZONE_RESERVE, 0));                 /* Characters only */
    fs_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    assert_int_equal(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), ALT_STATUS_FLEETING);
    alt_game_destroy(&g);
}

/* CR 2.4.5.e: an exhausted card in Reserve has no support ability; readied
 * (7.3.18.a), it has it again. */
static void test_7_3_18_a_a_readied_card_has_its_support_ability_again(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_THAW\"], \"reserve\": [{\"card\": \"T_SUPPORT\", \"statuses\": "
                        "[\"exhausted\"]}], " MANA6 ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_FILLER\"], " DECK5 "}");
    alt_action support = ts_act(ALT_ACT_QUICK, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_SUPPORT"), 0, 0);
    ts_reject(g, support, ALT_E_ILLEGAL);
    fs_play(g, P0, "T_THAW", ALT_ZONE_HAND, 0);
    /* CR 7.3.18.b: only an exhausted card can be readied: P1's ready card is no option. */
    assert_false(fs_offered(g, "obj:1:T_FILLER"));
    fs_answer(g, "obj:0:T_SUPPORT");
    assert_false(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_SUPPORT")));
    fs_answer(g, "");
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    ts_apply(g, support);
    alt_game_destroy(&g);
}

/* CR 7.3.13.b: an exhausted card cannot be exhausted again, so it is no
 * target of "exhaust target card in Reserve"; exhausting a ready one is an
 * exhaust its controller's cards see (7.3.10.a), and a card that goes to
 * Reserve from anywhere may exhaust itself there (a self-move Reaction,
 * CR 6.3.c). */
static void test_7_3_13_b_only_ready_cards_are_exhausted(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FREEZE\"], \"landmarks\": [\"T_PASS\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [{\"card\": \"T_BIG\", \"statuses\": [\"exhausted\"]}, \"T_FILLER\"], " DECK5 "}");
    fs_play(g, P0, "T_FREEZE", ALT_ZONE_HAND, 0);
    assert_false(fs_offered(g, "obj:1:T_BIG"));
    fs_answer(g, "obj:1:T_FILLER");
    assert_true(exhausted(fs_status(g, P1, ALT_ZONE_RESERVE, "T_FILLER")));
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PASS"), 1);
    alt_game_destroy(&g);
}

static void test_6_3_c_a_card_sent_to_reserve_exhausts_itself_there(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_MACHINE\"], \"landmarks\": [\"T_PASS\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_MACHINE", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_MACHINE"), 0);
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_MACHINE")));
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PASS"), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.11.a: Exhausted Resupply is a Resupply, then the card resupplied
 * exhausted, by the player who did it. */
static void test_7_3_11_a_exhausted_resupply_resupplies_then_exhausts(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_EXR\"], \"landmarks\": [\"T_PASS\"], " MANA6 ", "
                        "\"deck\": [\"T_FILLER\", \"T_BIG\"]}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_EXR", ALT_ZONE_HAND, 0);
    fs_answer(g, "");
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_BIG")));   /* the Deck's top */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DECK, NULL), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PASS"), 1);
    alt_game_destroy(&g);
}

/* CR 7.3.12: counters gained one at a time: the third activates "when I
 * gain my third counter", once. */
/* "Target opponent may Exhausted Resupply twice": a step done twice, the
 * opponent asked each time (CR 6.5.i); once they decline, a second time
 * would come to the same, and is not asked. */
static void test_6_5_i_the_opponent_is_asked_each_time(void **state)
{
    (void)state;
    static const struct {
        const char *words;
        int cards;
    } answers[] = {{"yes yes", 2}, {"yes no", 1}, {"no", 0}};
    for (size_t k = 0; k < sizeof answers / sizeof answers[0]; k++) {
        alt_game *g = board("\"zones\": {\"hand\": [\"T_MAIDEN\"], " MANA6 ", " DECK5 "}", "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_MAIDEN", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, answers[k].words);
        assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, NULL), answers[k].cards);
        assert_int_equal(fs_count(g, P1, ALT_ZONE_DECK, NULL), 5 - answers[k].cards);
        if (answers[k].cards)
            assert_true(exhausted(fs_status(g, P1, ALT_ZONE_RESERVE, "T_FILLER")));
        alt_game_destroy(&g);
    }
}

static void test_7_3_12_a_the_third_counter_activates_its_reaction_once(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FREEZE\"], \"landmarks\": [{\"card\": \"T_PASS\", \"counters\": 2}], "
                        MANA6 ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_FILLER\", \"T_FILLER\"], " DECK5 "}");
    int hand = fs_count(g, P0, ALT_ZONE_HAND, NULL);
    fs_play(g, P0, "T_FREEZE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PASS"), 3);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), hand - 1 + 2);   /* the Spell played, two drawn */
    alt_game_destroy(&g);
}

/* CR 4.2.5.c with "you may keep one more card in Reserve during Night if
 * it's exhausted": past the limit (2) the player keeps one more, an
 * exhausted card; a ready one past the limit is discarded. */
static void test_4_2_5_c_one_more_exhausted_card_is_kept(void **state)
{
    (void)state;
    alt_game *g = fs_stage(db(), "{\"seed\": 5, \"phase\": \"afternoon\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
                           " \"players\": [{\"hero\": \"T_HERO\", \"zones\": {\"landmarks\": [\"T_KEEP\"], \"reserve\": [\"T_FILLER\", "
                           "\"T_BIG\", \"T_SUPPORT\", {\"card\": \"T_COOL\", \"statuses\": [\"exhausted\"]}], " DECK5 "}},"
                           " {\"hero\": \"T_HERO\", \"zones\": {" DECK5 "}}]}");
    fs_run_to(g, ALT_PHASE_NIGHT, ALT_DEC_CLEANUP);
    fs_answer(g, "");
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_FILLER"), 0, 0));
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 0, 0));
    /* Past the limit only the exhausted card may be kept. */
    ts_reject(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_SUPPORT"), 0, 0), ALT_E_ILLEGAL);
    ts_apply(g, ts_act(ALT_ACT_KEEP, P0, fs_find(g, P0, ALT_ZONE_RESERVE, "T_COOL"), 0, 0));
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 3);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_SUPPORT"), 0);
    alt_game_destroy(&g);
}

/* CR 4.2.1.c: the Morning readies every card, but "exhausted Characters in
 * Reserve remain exhausted during Morning": both players', Characters only. */
static void test_4_2_1_c_exhausted_characters_stay_exhausted_with_the_queen(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hero_expedition\": [\"T_QUEEN\"], \"reserve\": [{\"card\": \"T_BIG\", \"statuses\": "
                        "[\"exhausted\"]}, {\"card\": \"T_COOL\", \"statuses\": [\"exhausted\"]}], " DECK5 "}",
                        "\"zones\": {\"reserve\": [{\"card\": \"T_FILLER\", \"statuses\": [\"exhausted\"]}], " DECK5 "}");
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_BIG")));
    assert_false(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_COOL")));
    assert_true(exhausted(fs_status(g, P1, ALT_ZONE_RESERVE, "T_FILLER")));
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ statuses as events */

/* CR 7.3.13.b: a status already held is not gained again, unless the card
 * says it can be ("I can gain Fleeting even if I was already Fleeting"):
 * played from Reserve it gains Fleeting as it joins (CR 5.2.1.c), which it
 * had in Limbo, and its "when I gain Fleeting" gives it a boost; a card
 * whose gain is replaced ("I gain 1 boost instead") ends with the boost
 * and without Fleeting. */
static void test_7_3_13_b_gaining_fleeting_again_and_instead(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"reserve\": [\"T_GERICHT\", \"T_GERICHT2\"], \"landmarks\": [\"T_PEAK\"], " MANA6 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_GERICHT", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_GERICHT"), ALT_STATUS_FLEETING);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GERICHT"), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PEAK"), 1);   /* "a Character you control gains Fleeting" */
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_GERICHT2", ALT_ZONE_RESERVE, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_GERICHT2"), 0);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_GERICHT2"), 1);
    assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PEAK"), 1);
    alt_game_destroy(&g);
}

/* Gaining Asleep is an event ("when I gain Asleep"), and a card may gain
 * Anchored instead. */
/* A status an object has already is not gained again: no event, so "when
 * a Character you control gains Fleeting" does not react (CR 7.3.13.b). */
static void test_7_3_13_b_a_status_held_is_not_gained_again(void **state)
{
    (void)state;
    for (int held = 0; held < 2; held++) {
        alt_game *g = board(held ? "\"zones\": {\"hand\": [\"T_CHILL\"], \"hero_expedition\": [{\"card\": \"T_BIG\", "
                                   "\"statuses\": [\"fleeting\"]}], \"landmarks\": [\"T_PEAK\"], " MANA6 "}"
                                 : "\"zones\": {\"hand\": [\"T_CHILL\"], \"hero_expedition\": [\"T_BIG\"], "
                                   "\"landmarks\": [\"T_PEAK\"], " MANA6 "}",
                            "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_CHILL", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "obj:0:T_BIG");
        assert_int_equal(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), ALT_STATUS_FLEETING);
        assert_int_equal(fs_counters(g, P0, ALT_ZONE_LANDMARK, "T_PEAK"), !held);
        alt_game_destroy(&g);
    }
}

static void test_7_3_13_a_gaining_asleep_and_anchored_instead(void **state)
{
    (void)state;
    static const char each_asleep[] = "altered-cards\t1\ttest-rules-frost-2\n"
        "T_FILLER\tT_FILLER\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n"
        "T_NAPPER\tT_NAPPER\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tGAINASLEEP:boost_self(1)\n"
        "T_WARDEN\tT_WARDEN\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tSTATIC:asleep_to_anchored\n"
        "T_LULLABY\tT_LULLABY\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:each_status(asleep)\n";
    alt_game *g = fs_stage(ts_db_text(each_asleep), "{\"seed\": 5, \"players\": [{\"zones\": {\"hand\": [\"T_LULLABY\"], "
                           "\"hero_expedition\": [\"T_NAPPER\"], \"mana\": [\"T_FILLER\"]}}, {\"zones\": {\"hero_expedition\": "
                           "[\"T_WARDEN\"]}}]}");
    fs_play(g, P0, "T_LULLABY", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_NAPPER obj:1:T_WARDEN");   /* you choose first (CR 6.1.h) */
    assert_int_equal(fs_status(g, P0, ALT_ZONE_EXP_HERO, "T_NAPPER"), ALT_STATUS_ASLEEP);
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_NAPPER"), 1);
    assert_int_equal(fs_status(g, P1, ALT_ZONE_EXP_HERO, "T_WARDEN"), ALT_STATUS_ANCHORED);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------------ joining */

/* CR 7.5.8.c: a Character that switches Expeditions joins its new
 * Expedition: "when another Character joins my Expedition" sees it, as it
 * sees one played there; not one played in the other Expedition. */
static void test_7_5_8_c_switching_joins_the_new_expedition(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SWITCH\", \"T_FILLER\"], \"hero_expedition\": [\"T_AMAROK\"], "
                        "\"companion_expedition\": [\"T_BIG\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_FILLER", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_FILLER"), 1);   /* not Amarok's Expedition */
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_BIG");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), 0);             /* joined it: sacrificed */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_BIG"), 1);
    alt_game_destroy(&g);
}

/* CR 7.4.4.i: a Gigantic card's Expeditions are one subset: a Character
 * switching between them joins neither for "my Expedition"; and CR 7.4.4.m:
 * a Gigantic Character that switches joins neither. A Gear switches as a
 * Character does (an Expedition Permanent). */
static void test_7_4_4_i_switching_inside_a_gigantic_cards_expeditions(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SWITCH\", \"T_SWITCH\"], \"hero_expedition\": [\"T_GIANT\", \"T_HEATER\"], "
                        "\"companion_expedition\": [\"T_BIG\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_BIG");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), 0);           /* 7.4.4.i: no boost */
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_HEATER");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_HEATER"), 1);
    alt_game_destroy(&g);
}

/* CR 4.0 7.4.4.j (3.0 7.4.4.i), its example as 4.0 words it (Amarok made
 * Gigantic by Eat Me Energy Bars): a Character switching from the
 * Companion Expedition into the Hero Expedition is not sacrificed. Amarok
 * stops being Gigantic as it arrives (no longer the only Character
 * there), but its Reaction needed only to exist before the event (4.0
 * 6.3.f), and the Character joined no Expedition of the subset "Amarok's
 * Expeditions" as it was before the event: it was in it already. The
 * 3.0 rulesets (the _cr3 run) read Amarok's Expeditions after the switch
 * and sacrifice it, as their logs recorded (docs/rules-choices.md). */
static void test_7_4_4_j_amarok_made_gigantic_sees_no_switch_join(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SWITCH\"], \"hero_expedition\": [\"T_AMAROK\", \"T_BARS\"], "
                        "\"companion_expedition\": [\"T_BIG\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_BIG");
    int cr4 = ts_edition() == 4;
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_BIG"), cr4 ? 1 : 0);   /* switched, and not sacrificed */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_DISCARD, "T_BIG"), cr4 ? 0 : 1);
    alt_game_destroy(&g);
}

static void test_7_4_4_m_a_gigantic_character_switching_joins_neither(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SWITCH\"], \"hero_expedition\": [\"T_AMAROK\"], "
                        "\"companion_expedition\": [\"T_GIANT\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SWITCH", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_GIANT");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_GIANT"), 1);          /* the card moved; not sacrificed */
    alt_game_destroy(&g);
}

/* A token made "in the Expedition I left" goes where the card was, and
 * "one per Bureaucrat you control" counts them as it resolves. */
static void test_7_5_8_b_tokens_where_the_card_was_and_per_bureaucrat(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_OVERSEER\"], \"hero_expedition\": [\"T_CLERK\"], "
                        "\"companion_expedition\": [\"T_CHRYSALIS\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_OVERSEER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_TOKEN"), 2);   /* two Bureaucrats: two tokens joined */
    fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);                        /* the Chrysalis rests to Reserve */
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_COMPANION, "T_TOKEN"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------- terrains and standing */

/* CR 7.5.7.b: a Character is in a terrain its Expedition's region has;
 * "my region is {V} besides its terrains" adds it, "... are {V} and lose
 * their other terrains" leaves only {V} there and in the region facing. */
static void test_7_5_7_b_regions_the_cards_change(void **state)
{
    (void)state;
    /* Region 3 is {M} only (the Tumult's second card, unflipped). P1's
     * Character there wins, so P0's Expedition stays for Rest. */
    for (int perse = 0; perse <= 1; perse++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": "
                 "[\"%s\", \"T_DEMETER\"], " DECK5 "}", perse ? "T_PERSE" : "T_FILLER");
        alt_game *g = board(p0, "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": "
                                "[\"T_BIG\"], " DECK5 "}");
        fs_run_to(g, ALT_PHASE_MORNING, ALT_DEC_EXPAND);
        /* In {V} (Persephone's), Demeter is Eternal and stays. */
        assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_DEMETER"), perse);
        alt_game_destroy(&g);
    }
    /* "... and lose their other terrains": the region facing it too, where
     * P1's Mountain Character no longer moves its Expedition forward. */
    for (int only = 0; only <= 1; only++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": "
                 "[{\"card\": \"%s\", \"statuses\": [\"asleep\"]}], " DECK5 "}", only ? "T_PERSE2" : "T_PERSE");
        alt_game *g = board(p0, "\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {\"hero_expedition\": "
                                "[\"T_MOUNT\"], " DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P1, ALT_EXP_HERO), only ? 3 : 4);
        alt_game_destroy(&g);
    }
}

/* CR 7.5.2.a, 7.5.2.b, 7.5.2.c: an Expedition is ahead, behind or tied
 * against the one facing it, by distance (7.5.2.d, the tiebreakers, below). */
static void test_7_5_2_b_behind_ahead_and_tied(void **state)
{
    (void)state;
    const char *stages[][2] = {
        {"\"expeditions\": {\"hero\": {\"distance\": 1}}", "\"expeditions\": {\"hero\": {\"distance\": 2}}"},   /* behind */
        {"\"expeditions\": {\"hero\": {\"distance\": 2}}", "\"expeditions\": {\"hero\": {\"distance\": 2}}"},   /* tied */
        {"\"expeditions\": {\"hero\": {\"distance\": 3}}", "\"expeditions\": {\"hero\": {\"distance\": 2}}"},   /* ahead */
    };
    for (int k = 0; k < 3; k++) {
        char p0[512], p1[512];
        snprintf(p0, sizeof p0, "%s, \"zones\": {\"hand\": [\"T_HOUND\"], " MANA6 ", " DECK5 "}", stages[k][0]);
        snprintf(p1, sizeof p1, "%s, \"zones\": {" DECK5 "}", stages[k][1]);
        alt_game *g = board(p0, p1);
        fs_play(g, P0, "T_HOUND", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HOUND"), k == 0);
        alt_game_destroy(&g);
    }
}

static void test_7_5_2_d_in_the_arena_no_expedition_is_behind(void **state)
{
    (void)state;
    alt_game *g = fs_stage(db(), "{\"seed\": 5, \"arena\": true, \"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}, "
                           "\"companion\": {\"distance\": 4}}, \"zones\": {\"hand\": [\"T_HOUND\"], " MANA6 ", " DECK5 "}}, "
                           "{\"expeditions\": {\"hero\": {\"distance\": 4}, \"companion\": {\"distance\": 3}}, \"zones\": {" DECK5 "}}]}");
    fs_play(g, P0, "T_HOUND", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "");
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HOUND"), 0);
    alt_game_destroy(&g);
}

/* CR 7.4.4.j: "if my Expedition is behind" on a Gigantic card asks it of
 * both of its Expeditions. */
static void test_7_4_4_j_a_gigantic_card_is_behind_only_if_both_are(void **state)
{
    (void)state;
    static const char giant_hound[] = "altered-cards\t1\ttest-rules-frost-3\n"
        "T_FILLER\tT_FILLER\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n"
        "T_HOUND\tT_HOUND\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tgigantic\tJ:boost_self(1) if(exp_behind>=1)\n";
    for (int both = 0; both <= 1; both++) {
        alt_game *g = fs_stage(ts_db_text(giant_hound), "{\"seed\": 5, \"players\": [{\"zones\": {\"hand\": [\"T_HOUND\"], "
                               "\"mana\": [\"T_FILLER\"]}}, {\"expeditions\": {\"hero\": {\"distance\": 1}, \"companion\": "
                               "{\"distance\": %d}}}]}", both);
        fs_play(g, P0, "T_HOUND", ALT_ZONE_HAND, ALT_EXP_HERO);
        fs_answer(g, "");
        assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_HOUND"), both);
        alt_game_destroy(&g);
    }
}

/* -------------------------------------------------------------- modes */

/* CR 6.5.g: the modes are chosen first, each once, in the order the
 * player likes; they then resolve in that order. Draw then Resupply puts
 * the Deck's top in Hand and the next in Reserve; the other order the
 * reverse. */
static void test_6_5_g_modes_resolve_in_the_order_chosen(void **state)
{
    (void)state;
    for (int draw_first = 0; draw_first <= 1; draw_first++) {
        alt_game *g = board("\"zones\": {\"hand\": [\"T_MODES\"], " MANA6 ", \"deck\": [\"T_FILLER\", \"T_SUPPORT\", \"T_BIG\"]}",
                            "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_MODES", ALT_ZONE_HAND, 0);
        fs_pick(g, draw_first ? "c:1" : "c:2");
        assert_false(fs_offered(g, draw_first ? "c:1" : "c:2"));   /* each mode once */
        fs_answer(g, draw_first ? "c:2" : "c:1");
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_BIG"), draw_first);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), !draw_first);
        assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_SUPPORT"), !draw_first);
        alt_game_destroy(&g);
    }
}

/* "You may pick the same option multiple times", and "if each of your
 * Expeditions is behind or tied, you may choose both". */
static void test_6_5_g_repeated_and_optional_modes(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_MODES_AGAIN\"], " MANA6 ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    int hand = fs_count(g, P0, ALT_ZONE_HAND, NULL);
    fs_play(g, P0, "T_MODES_AGAIN", ALT_ZONE_HAND, 0);
    fs_answer(g, "c:1 c:1");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), hand - 1 + 2);
    alt_game_destroy(&g);
    for (int ahead = 0; ahead <= 1; ahead++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": %d}}, \"zones\": {\"hand\": [\"T_MODES_BOTH\"], "
                 MANA6 ", " DECK5 "}", ahead);
        g = board(p0, "\"zones\": {" DECK5 "}");
        fs_play(g, P0, "T_MODES_BOTH", ALT_ZONE_HAND, 0);
        fs_pick(g, "c:1");
        assert_int_equal(alt_game_decision(g).kind == ALT_DEC_CHOICE, !ahead);   /* a second mode, or none */
        if (!ahead) {
            assert_true(fs_offered(g, "none"));
            fs_answer(g, "c:2");
            assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, NULL), 2);    /* the Spell and the Resupply */
        }
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------------- cards played by an effect */

/* "You may immediately play a Character for {3} less": from Hand, paying
 * the rest; it is played, so its own Reactions and "it" follow. */
static void test_5_2_1_c_a_character_played_by_an_effect(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_EROS\", \"T_AMAROK\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_EROS", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "yes obj:0:T_AMAROK");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_EXP_HERO, "T_AMAROK"), 1);   /* 3 - 3 = 0 paid */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_AMAROK"), 2);
    assert_int_equal(alt_game_decision(g).player, P1);                      /* one turn: the Eros */
    alt_game_destroy(&g);
}

/* "Starting with you, each player may immediately play a card with Hand
 * Cost {3} or less for free"; a Spell played so waits in Limbo, while the
 * other player chooses, and resolves once the effect is done. */
static void test_7_3_20_each_player_plays_for_free_in_turn(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_SANTA\", \"T_COOL\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                        "\"zones\": {\"hand\": [\"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_SANTA", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "obj:0:T_COOL");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_LIMBO, "T_COOL"), 1);
    fs_answer(g, "obj:1:T_BIG");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_EXP_HERO, "T_BIG"), 1);
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_COOL")));   /* it resolved: Cooldown */
    alt_game_destroy(&g);
}

/* A Spell that plays a Spell: the second waits for the first to be done. */
static void test_5_2_4_b_a_spell_played_by_a_spell_resolves_after_it(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FLARE\", \"T_COOL\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    int hand = fs_count(g, P0, ALT_ZONE_HAND, NULL);
    fs_play(g, P0, "T_FLARE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:0:T_COOL");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_FLARE"), 1);
    assert_true(exhausted(fs_status(g, P0, ALT_ZONE_RESERVE, "T_COOL")));
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, NULL), hand - 2 + 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ Gears at Dusk */

/* "If my Expedition would move forward during Dusk, it moves forward one
 * more region instead": per Gear; the first printing's "moves twice" is
 * two regions however many; "when my Expedition moves forward" reacts once. */
static void test_4_2_4_g_the_sleighs_move_further(void **state)
{
    (void)state;
    const char *gears[] = {"\"T_SLEIGH\"", "\"T_SLEIGH\", \"T_SLEIGH\"", "\"T_SLEIGH_OLD\", \"T_SLEIGH_OLD\""};
    const int moved[] = {2, 3, 2};
    for (int k = 0; k < 3; k++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hero_expedition\": [\"T_BIG\", %s], " DECK5 "}", gears[k]);
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), moved[k]);
        alt_game_destroy(&g);
    }
}

/* "When my Expedition moves forward": once for a move of two regions. */
static void test_4_2_4_g_when_my_expedition_moves_forward(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hero_expedition\": [\"T_BIG\", \"T_SLEIGH\", \"T_BOOTS\"], " DECK5 "}",
                        "\"zones\": {" DECK5 "}");
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 2);
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_DUSK);   /* the Boots' "you may", asked once */
    fs_answer(g, "yes");
    assert_int_not_equal(alt_game_decision(g).phase, ALT_PHASE_DUSK);
    alt_game_destroy(&g);
}

/* CR 4.2.4.g with "if an Expedition facing me is in {O}, it can't move
 * forward during Dusk except due to {O}": an Expedition in {M} and {O}
 * winning only {M} stays; the first printing also keeps effects from
 * moving it. */
static void test_4_2_4_g_the_wisp_allows_only_water(void **state)
{
    (void)state;
    /* Region 2 is {M} and {O}: T_MOUNT wins {M} only, T_BIG both. */
    static const struct { const char *mine, *wisp; int moves; } cases[] = {
        {"T_MOUNT", "T_FILLER", 1}, {"T_MOUNT", "T_WISP", 0}, {"T_BIG", "T_WISP", 1}, {"T_MOUNT", "T_WISP_OLD", 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char p0[512], p1[512];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                 "[\"%s\"], " DECK5 "}", cases[k].mine);
        snprintf(p1, sizeof p1, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                 "[{\"card\": \"%s\", \"statuses\": [\"asleep\"]}], " DECK5 "}", cases[k].wisp);
        alt_game *g = board(p0, p1);
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 2 + cases[k].moves);
        alt_game_destroy(&g);
    }
    /* Effects move it forward under the current text, not the first printing's. */
    for (int old = 0; old <= 1; old++) {
        char p1[512];
        snprintf(p1, sizeof p1, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                 "[\"%s\"], " DECK5 "}", old ? "T_WISP_OLD" : "T_WISP");
        alt_game *g = board("\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hand\": [\"T_PUSH\"], " MANA6 ", "
                            DECK5 "}", p1);
        fs_play(g, P0, "T_PUSH", ALT_ZONE_HAND, 0);
        fs_answer(g, "exp:0:hero");
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), old ? 2 : 3);
        alt_game_destroy(&g);
    }
}

/* CR 7.4.2 with "Defender Characters don't prevent my Expedition from
 * moving forward" (while it is behind). */
static void test_7_4_2_b_defenders_ignored(void **state)
{
    (void)state;
    for (int behind = 0; behind <= 1; behind++) {
        char p1[256];
        snprintf(p1, sizeof p1, "\"expeditions\": {\"hero\": {\"distance\": %d}}, \"zones\": {" DECK5 "}", behind);
        alt_game *g = board("\"zones\": {\"hero_expedition\": [\"T_SUNISA\"], " DECK5 "}", p1);
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), behind);
        alt_game_destroy(&g);
    }
    alt_game *g = board("\"zones\": {\"hero_expedition\": [\"T_SUNISA\", \"T_ARMORY\"], " DECK5 "}", "\"zones\": {" DECK5 "}");
    ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 1);
    alt_game_destroy(&g);
}

/* "The {V}, {M} and {O} of Characters in my Expedition are equal to their
 * highest statistic": a Forest-only Character wins {M} there. */
static void test_4_2_4_b_winter_outfits_raise_every_statistic(void **state)
{
    (void)state;
    for (int outfits = 0; outfits <= 1; outfits++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {\"hero_expedition\": "
                 "[\"T_FOREST\"%s], " DECK5 "}", outfits ? ", \"T_OUTFITS\"" : "");
        alt_game *g = board(p0, "\"expeditions\": {\"hero\": {\"distance\": 2}}, \"zones\": {" DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), 2 + outfits);
        alt_game_destroy(&g);
    }
}

/* CR 7.4.4.b, 7.4.4.e: the only Character of a Gear's Expedition is
 * Gigantic ("if there is only one Character in my Expedition"), its
 * statistics counted in both; with Mana Orbs enough a card is Gigantic
 * too, and without enough it is Defender. */
static void test_7_4_4_b_gigantic_and_defender_that_come_and_go(void **state)
{
    (void)state;
    /* P1 has a 1/1/1 in its Companion Expedition: P0's lone T_BIG in the
     * Hero Expedition wins the Companion's region only as Gigantic. */
    for (int bars = 0; bars <= 1; bars++) {
        char p0[256];
        snprintf(p0, sizeof p0, "\"zones\": {\"hero_expedition\": [\"T_BIG\"%s], " DECK5 "}", bars ? ", \"T_BARS\"" : "");
        alt_game *g = board(p0, "\"zones\": {\"companion_expedition\": [\"T_FILLER\"], " DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), bars);
        alt_game_destroy(&g);
    }
    const char *mana[] = {"\"mana\": [\"T_FILLER\", \"T_FILLER\"]", "\"mana\": [\"T_FILLER\", \"T_FILLER\", \"T_FILLER\"]",
                          MANA6};
    const int hero[] = {0, 1, 1}, companion[] = {0, 0, 1};
    for (int k = 0; k < 3; k++) {
        char p0[512];
        snprintf(p0, sizeof p0, "\"zones\": {\"hero_expedition\": [\"T_VALEMON\"], %s, " DECK5 "}", mana[k]);
        alt_game *g = board(p0, "\"zones\": {" DECK5 "}");
        ts_apply(g, ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0));
        ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_HERO), hero[k]);
        assert_int_equal(alt_game_distance(g, P0, ALT_EXP_COMPANION), companion[k]);
        alt_game_destroy(&g);
    }
}

/* "If an Anchored Character would leave my Expedition during the
 * Afternoon, it loses Anchored instead." */
static void test_6_2_b_the_tent_keeps_an_anchored_character(void **state)
{
    (void)state;
    static const char tent[] = "altered-cards\t1\ttest-rules-frost-4\n"
        "T_FILLER\tT_FILLER\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n"
        "T_TENT\tT_TENT\tPERMANENT\tAX\tCOMMON\tGEAR\t1\t1\t-\t-\t-\t-\t-\t-\tSTATIC:anchored_stays\n"
        "T_BOUNCE\tT_BOUNCE\tSPELL\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tSPELL:target_to_reserve(char)\n";
    alt_game *g = fs_stage(ts_db_text(tent), "{\"seed\": 5, \"players\": [{\"zones\": {\"hand\": [\"T_BOUNCE\", \"T_BOUNCE\"], "
                           "\"mana\": [\"T_FILLER\", \"T_FILLER\"]}}, {\"zones\": {\"hero_expedition\": [\"T_TENT\", "
                           "{\"card\": \"T_FILLER\", \"statuses\": [\"anchored\"]}]}}]}");
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_status(g, P1, ALT_ZONE_EXP_HERO, "T_FILLER"), 0);   /* stayed, not Anchored any more */
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    fs_play(g, P0, "T_BOUNCE", ALT_ZONE_HAND, 0);
    fs_answer(g, "obj:1:T_FILLER");
    assert_int_equal(fs_count(g, P1, ALT_ZONE_RESERVE, "T_FILLER"), 1);
    alt_game_destroy(&g);
}

/* ---------------------------------------------------------------- costs */

/* CR 5.1.2.e: "cards played from Reserve cost {1} more" is an increase,
 * "... {1} less, down to a minimum of {1}" a decrease that stops at 1;
 * "I cost {2} less if you control three or more Characters", and "I cost
 * {2} less to play in an Expedition with no Characters". */
static void test_5_1_2_e_the_sets_cost_changes(void **state)
{
    (void)state;
    /* One ready Mana Orb: T_BIG from Reserve (2) only with the less. */
    alt_game *g = board("\"zones\": {\"reserve\": [\"T_BIG\", \"T_FILLER\"], \"hero_expedition\": [\"T_SCROOGE2\"], "
                        "\"mana\": [\"T_FILLER\"], " DECK5 "}", "\"zones\": {\"hero_expedition\": [\"T_SCROOGE\"], " DECK5 "}");
    assert_true(fs_can_play(g, P0, "T_FILLER", ALT_ZONE_RESERVE, ALT_EXP_HERO));   /* 1 + 1 - 1 */
    assert_false(fs_can_play(g, P0, "T_BIG", ALT_ZONE_RESERVE, ALT_EXP_HERO));     /* 2 + 1 - 1 */
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_BREAK\", \"T_AMAROK\"], \"hero_expedition\": [\"T_FILLER\", \"T_FILLER\"], "
              "\"mana\": [\"T_FILLER\", \"T_FILLER\"], " DECK5 "}", "\"zones\": {" DECK5 "}");
    assert_false(fs_can_play(g, P0, "T_BREAK", ALT_ZONE_HAND, 0));                 /* two Characters: 4 */
    assert_true(fs_can_play(g, P0, "T_AMAROK", ALT_ZONE_HAND, ALT_EXP_COMPANION));   /* empty there: 1 */
    assert_false(fs_can_play(g, P0, "T_AMAROK", ALT_ZONE_HAND, ALT_EXP_HERO));
    fs_play(g, P0, "T_AMAROK", ALT_ZONE_HAND, ALT_EXP_COMPANION);
    fs_answer(g, "");
    ts_apply(g, ts_act(ALT_ACT_PASS, P1, ALT_NO_OBJECT, 0, 0));
    ts_set_status(g, P0, fs_find(g, P0, ALT_ZONE_MANA, NULL), 0);
    assert_true(fs_can_play(g, P0, "T_BREAK", ALT_ZONE_HAND, 0));                  /* three Characters: 2 */
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ Hand and Reserve */

/* An exchange between Reserve and Hand; and "each player may put a card
 * from their hand in Reserve", in initiative order, done together. */
static void test_6_1_h_each_player_may_put_a_card_in_reserve(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_OTTER\", \"T_BIG\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
                        "\"zones\": {\"hand\": [\"T_SUPPORT\"], " DECK5 "}");
    fs_play(g, P0, "T_OTTER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "obj:0:T_BIG");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 0);             /* held until both answered */
    fs_answer(g, "none");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 1);
    assert_int_equal(fs_count(g, P1, ALT_ZONE_HAND, "T_SUPPORT"), 1);
    alt_game_destroy(&g);
    g = board("\"zones\": {\"hand\": [\"T_KEEPER\", \"T_BIG\"], \"reserve\": [\"T_SUPPORT\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_KEEPER", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_answer(g, "obj:0:T_SUPPORT obj:0:T_BIG");
    assert_int_equal(fs_count(g, P0, ALT_ZONE_HAND, "T_SUPPORT"), 1);
    assert_int_equal(fs_count(g, P0, ALT_ZONE_RESERVE, "T_BIG"), 1);
    alt_game_destroy(&g);
}

/* CR 6.1.e-g, 6.5.b: "any number of targets each gain 1 boost" is one
 * step acting on several objects: from level 3 (seeds-3, the default)
 * every target is chosen first and none gains its boost before "no more";
 * the older revisions (seeds-2, the _cr3 run) gave each its boost as it was
 * chosen, as their logs recorded. */
static void test_6_1_g_any_number_of_targets_are_chosen_then_act(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_RALLY\"], \"hero_expedition\": [\"T_FILLER\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {\"hero_expedition\": [\"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_RALLY", ALT_ZONE_HAND, ALT_EXP_HERO);
    fs_pick(g, "obj:0:T_FILLER");
    int level3 = ts_edition() == 4;
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), level3 ? 0 : 1);
    assert_false(fs_offered(g, "obj:0:T_FILLER"));            /* each target once */
    fs_answer(g, "obj:1:T_BIG");                              /* none left: the step acts */
    assert_int_equal(fs_boosts(g, P0, ALT_ZONE_EXP_HERO, "T_FILLER"), 1);
    assert_int_equal(fs_boosts(g, P1, ALT_ZONE_EXP_HERO, "T_BIG"), 1);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------ the words of the picks */

/* The words of the k-th answer listed (from 0), once the Reactions that
 * wait are ordered; what the judge reads after "P0 " or "P1 ", who answers. */
static const char *said(alt_game *g, size_t k)
{
    static char text[512];
    alt_action list[ALT_ANSWERS_MAX];
    while (alt_game_decision(g).kind == ALT_DEC_REACTION) {
        assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
        ts_apply(g, list[0]);
    }
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    assert_true(k < n);
    assert_true(alt_action_describe(g, &list[k], text, sizeof text) < sizeof text);
    assert_true(text[0] == 'P' && (text[1] == '0' || text[1] == '1') && text[2] == ' ');
    return text + 3;
}

static void assert_says(alt_game *g, size_t k, const char *words)
{
    const char *text = said(g, k);
    if (strncmp(text, words, strlen(words)) != 0)
        fail_msg("answer %zu reads \"%s\", not \"%s...\"", k + 1, text, words);
}

/* The picks that come in steps (a card in a Reserve, a yes or no, the two
 * cards of an exchange, a card of a Hand or to play at once, any number of
 * targets, a mode) say what they do, each answer in the words of its kind,
 * at the step the resolution is at. */
static void test_describe_the_picks_that_come_in_steps(void **state)
{
    (void)state;
    alt_game *g = board("\"zones\": {\"hand\": [\"T_FREEZE\"], " MANA6 ", " DECK5 "}",
                        "\"zones\": {\"reserve\": [\"T_BIG\"], " DECK5 "}");
    fs_play(g, P0, "T_FREEZE", ALT_ZONE_HAND, 0);
    assert_says(g, 0, "exhausts P1's T_BIG (#");
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_MAIDEN\"], " MANA6 ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_MAIDEN", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_says(g, 0, "says no to an Exhausted Resupply");
    assert_says(g, 1, "says yes to an Exhausted Resupply");
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_KEEPER\", \"T_BIG\"], \"reserve\": [\"T_SUPPORT\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_KEEPER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_says(g, 0, "exchanges T_SUPPORT (#");
    assert_true(strstr(said(g, 0), ") of the Reserve") != NULL);
    fs_pick(g, "obj:0:T_SUPPORT");
    assert_says(g, 0, "exchanges it with T_BIG (#");
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_OTTER\", \"T_BIG\"], \"mana\": [\"T_FILLER\"], " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_OTTER", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_says(g, 0, "puts no card in Reserve");
    assert_says(g, 1, "puts T_BIG (#");
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_SANTA\", \"T_FILLER\"], " MANA6 ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_SANTA", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_says(g, 0, "plays no card");
    assert_says(g, 1, "plays T_FILLER (#");
    assert_true(strstr(said(g, 1), ") into the Hero Expedition") != NULL);
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_RALLY\"], \"hero_expedition\": [\"T_FILLER\"], " MANA6 ", " DECK5 "}",
              "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_RALLY", ALT_ZONE_HAND, ALT_EXP_HERO);
    assert_says(g, 0, "chooses no more target");
    assert_says(g, 1, "chooses P0's T_FILLER (#");
    alt_game_destroy(&g);

    g = board("\"zones\": {\"hand\": [\"T_MODES\"], " MANA6 ", " DECK5 "}", "\"zones\": {" DECK5 "}");
    fs_play(g, P0, "T_MODES", ALT_ZONE_HAND, 0);
    assert_says(g, 0, "chooses mode 1: ");
    assert_true(strstr(said(g, 0), "draw") != NULL);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_7_4_1_b_cooldown_exhausts_the_spell_and_is_an_exhaust),
        cmocka_unit_test(test_2_4_5_d_a_passive_lets_exhausted_cards_be_played),
        cmocka_unit_test(test_7_3_18_a_a_readied_card_has_its_support_ability_again),
        cmocka_unit_test(test_7_3_13_b_only_ready_cards_are_exhausted),
        cmocka_unit_test(test_6_3_c_a_card_sent_to_reserve_exhausts_itself_there),
        cmocka_unit_test(test_7_3_11_a_exhausted_resupply_resupplies_then_exhausts),
        cmocka_unit_test(test_6_5_i_the_opponent_is_asked_each_time),
        cmocka_unit_test(test_7_3_12_a_the_third_counter_activates_its_reaction_once),
        cmocka_unit_test(test_4_2_5_c_one_more_exhausted_card_is_kept),
        cmocka_unit_test(test_4_2_1_c_exhausted_characters_stay_exhausted_with_the_queen),
        cmocka_unit_test(test_7_3_13_b_gaining_fleeting_again_and_instead),
        cmocka_unit_test(test_7_3_13_b_a_status_held_is_not_gained_again),
        cmocka_unit_test(test_7_3_13_a_gaining_asleep_and_anchored_instead),
        cmocka_unit_test(test_7_5_8_c_switching_joins_the_new_expedition),
        cmocka_unit_test(test_7_4_4_i_switching_inside_a_gigantic_cards_expeditions),
        cmocka_unit_test(test_7_4_4_m_a_gigantic_character_switching_joins_neither),
        cmocka_unit_test(test_7_4_4_j_amarok_made_gigantic_sees_no_switch_join),
        cmocka_unit_test(test_describe_the_picks_that_come_in_steps),
        cmocka_unit_test(test_7_5_8_b_tokens_where_the_card_was_and_per_bureaucrat),
        cmocka_unit_test(test_7_5_7_b_regions_the_cards_change),
        cmocka_unit_test(test_7_5_2_b_behind_ahead_and_tied),
        cmocka_unit_test(test_7_5_2_d_in_the_arena_no_expedition_is_behind),
        cmocka_unit_test(test_7_4_4_j_a_gigantic_card_is_behind_only_if_both_are),
        cmocka_unit_test(test_6_5_g_modes_resolve_in_the_order_chosen),
        cmocka_unit_test(test_6_5_g_repeated_and_optional_modes),
        cmocka_unit_test(test_5_2_1_c_a_character_played_by_an_effect),
        cmocka_unit_test(test_7_3_20_each_player_plays_for_free_in_turn),
        cmocka_unit_test(test_5_2_4_b_a_spell_played_by_a_spell_resolves_after_it),
        cmocka_unit_test(test_4_2_4_g_the_sleighs_move_further),
        cmocka_unit_test(test_4_2_4_g_when_my_expedition_moves_forward),
        cmocka_unit_test(test_4_2_4_g_the_wisp_allows_only_water),
        cmocka_unit_test(test_7_4_2_b_defenders_ignored),
        cmocka_unit_test(test_4_2_4_b_winter_outfits_raise_every_statistic),
        cmocka_unit_test(test_7_4_4_b_gigantic_and_defender_that_come_and_go),
        cmocka_unit_test(test_6_2_b_the_tent_keeps_an_anchored_character),
        cmocka_unit_test(test_5_1_2_e_the_sets_cost_changes),
        cmocka_unit_test(test_6_1_h_each_player_may_put_a_card_in_reserve),
        cmocka_unit_test(test_6_1_g_any_number_of_targets_are_chosen_then_act),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
