/*
 * test_errata.c: every card version an erratum made (the KEY@DATE rows of
 * cards/abilities/), played the day before its date and on it, in dated
 * games over the bundled database all-1: the day before, the card reads as
 * first printed; from the date, as the erratum says (CR: a card's text is
 * the one in force on the day of the game; docs/card-database.md,
 * "Versions"). Each situation is staged through a JSON position
 * (docs/position.md) or a game's own deal, then played through the public
 * API, so a test fails when either reading is lost.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "altered.h"
#include "bundled.h"
#include "frost_support.h"

#define FILLER TB_FILLER                   /* Ordis Trooper: Hand Cost 1, no ability */
#define SKALD "ALT_CORE_B_LY_08_C"         /* Lyra Skald: Hand Cost 2, no ability */
#define ARCHIVIST "ALT_CORE_B_OR_10_C"     /* Monolith Archivist: a Bureaucrat, Hand Cost 2, no ability */
#define BOOM "ALT_CORE_B_AX_21_C"          /* Boom!: you sacrifice a Character, then discard a target */
#define TRAINING "ALT_CORE_B_YZ_19_C"      /* Magical Training: a Spell of Hand Cost 1, you draw */

/* The resolution's steps, as docs/position.md lists them (their index is
 * the binary form's number). */
enum { STEP_START, STEP_MAY_ASKED, STEP_RUN, STEP_PICK_ASKED, STEP_DECLINED, STEP_INSTEAD_AT_PICK, STEP_INSTEAD };

/* A JSON position over all-1, dated `date`: `fmt` holds one %s, the
 * date's place. */
static alt_game *staged(const char *date, const char *fmt)
{
    char json[4096];
    int n = snprintf(json, sizeof json, fmt, date);
    assert_true(n > 0 && (size_t)n < sizeof json);
    return ts_position_in(tb_db_all(), json);
}

static int step_of(const alt_game *g)
{
    alt_position *pos = ts_position_of(g);
    int step = pos->res.active ? pos->res.step : -1;
    free(pos);
    return step;
}

/* The listed answer of the pending choice with this choice number. */
static alt_action listed(alt_game *g, int choice)
{
    alt_action list[128];
    size_t n = alt_game_list(g, list, 128);
    for (size_t i = 0; i < n && i < 128; i++)
        if (list[i].choice == choice)
            return list[i];
    fail_msg("no answer with choice %d is listed", choice);
    return list[0];
}

/* The listed answer of the pending choice that names this object. */
static alt_action listed_object(alt_game *g, uint8_t id)
{
    alt_action list[128];
    size_t n = alt_game_list(g, list, 128);
    for (size_t i = 0; i < n && i < 128; i++)
        if (list[i].object == id)
            return list[i];
    fail_msg("no answer names object %u", id);
    return list[0];
}

/* From an Afternoon turn: both pass until the game waits on a decision at
 * Night or later (Dusk's Reactions answered with the first listed). */
static void to_night(alt_game *g)
{
    for (int steps = 0; steps < 200; steps++) {
        alt_decision d = alt_game_decision(g);
        if (d.phase != ALT_PHASE_AFTERNOON && d.phase != ALT_PHASE_DUSK)
            return;
        alt_action first;
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
    fail_msg("the game never reached the Night");
}

/* ------------------------------------------- 2024-06-20: Tiny Jinn */

/* CR 6.2.b: a replacing modifier changes the move itself. Sacrificed by
 * Boom!, a Boosted Tiny Jinn goes from 2024-06-20 straight to Mana, and
 * Boom!'s next step (the target to discard) is asked with it there and no
 * Reaction waiting; the day before, it is in the Discard pile then, its
 * Reaction ("when I leave") waiting in Limbo to put it in Mana. */
static void test_6_2_b_tiny_jinn_goes_to_mana_instead_from_2024_06_20(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_BR_06_C", "ALT_CORE_B_BR_06_R1", "ALT_CORE_B_BR_06_R2"};
    for (int k = 0; k < 6; k++) {
        int after = k & 1;
        alt_game *g = tb_game_on(after ? "2024-06-20" : "2024-06-19", NULL, prints[k / 2], NULL, BOOM);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        ts_set_boosts(g, 0, 0, 1);
        tb_put(g, 1, ALT_ZONE_HAND, 0);
        ts_move(g, 1, 0, ALT_ZONE_EXP_HERO);   /* a target for Boom!'s second step */
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
        ts_apply(g, listed_object(g, 0));      /* sacrifice Tiny Jinn */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* the target to discard */
        assert_int_equal(ts_zone(g, 0, 0), after ? ALT_ZONE_MANA : ALT_ZONE_DISCARD);
        assert_int_equal(ts_limbo_count(g), after ? 0 : 1);
        tb_answer_choices(g);
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_MANA);           /* where both end */
        alt_game_destroy(&g);
    }
}

/* The same at Rest: from 2024-06-20 a Boosted Tiny Jinn goes from the
 * Expedition to Mana; without boosts it rests in Reserve. */
static void test_6_2_b_tiny_jinn_at_rest(void **state)
{
    (void)state;
    static const char *const position =
        "{\"date\": \"%s\", \"players\": [{\"zones\": {\"deck\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER
        "\", \"" FILLER "\"], \"hero_expedition\": [{\"card\": \"ALT_CORE_B_BR_06_C\", \"boosts\": %s}]}}, "
        "{\"passed\": true, \"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\", \"" SKALD "\", \"" SKALD "\"]}}]}";
    /* The date's %s is kept for staged(); the boosts are filled in. */
    char boosted[1024], bare[1024];
    snprintf(boosted, sizeof boosted, position, "%s", "1");
    snprintf(bare, sizeof bare, position, "%s", "0");
    const uint8_t jinn = 4;   /* the deck's four, then the Expedition's */

    alt_game *g = staged("2024-06-20", boosted);
    to_night(g);
    assert_int_equal(ts_zone(g, 0, jinn), ALT_ZONE_MANA);
    alt_game_destroy(&g);

    g = staged("2024-06-20", bare);
    to_night(g);
    assert_int_equal(ts_zone(g, 0, jinn), ALT_ZONE_RESERVE);     /* "if I'm Boosted" */
    alt_game_destroy(&g);
}

/* ------------------------------------------ 2024-09-06: Mighty Jinn */

static const char mighty_at_rest[] =
    "{\"date\": \"%s\", \"players\": [{\"zones\": {\"deck\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER
    "\", \"" FILLER "\"], \"hero_expedition\": [\"ALT_CORE_B_BR_19_%s\"]}}, "
    "{\"passed\": true, \"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\", \"" SKALD "\", \"" SKALD "\"]}}]}";

/* One print of Mighty Jinn at Rest, the day before its erratum and on
 * the day, answered no and yes. */
static void mighty_at_rest_runs(const char *print)
{
    char text[1024];
    const uint8_t jinn = 4;
    snprintf(text, sizeof text, mighty_at_rest, "%s", print);

    alt_game *g = staged("2024-09-05", text);
    to_night(g);
    assert_int_equal(ts_zone(g, 0, jinn), ALT_ZONE_RESERVE);   /* moved, then asked */
    assert_int_equal(step_of(g), STEP_MAY_ASKED);
    alt_game_destroy(&g);

    for (int yes = 0; yes <= 1; yes++) {
        g = staged("2024-09-06", text);
        to_night(g);
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        assert_int_equal(alt_game_decision(g).player, 0);
        assert_int_equal(step_of(g), STEP_INSTEAD);
        assert_int_equal(ts_zone(g, 0, jinn), ALT_ZONE_EXP_HERO);   /* asked before it moves */
        alt_action answer = listed(g, yes);
        assert_int_equal(answer.object, jinn);
        ts_apply(g, answer);
        assert_int_equal(ts_zone(g, 0, jinn), yes ? ALT_ZONE_MANA : ALT_ZONE_RESERVE);
        if (yes && alt_game_decision(g).phase == ALT_PHASE_NIGHT)
            assert_true(ts_status(g, 0, jinn) & ALT_STATUS_EXHAUSTED);
        assert_int_equal(ts_limbo_count(g), 0);                    /* no Reaction besides */
        assert_int_not_equal(step_of(g), STEP_MAY_ASKED);
        alt_game_destroy(&g);
    }
}

/* CR 6.2.d: an optional replacing modifier is asked of its controller as
 * the move is about to happen. From 2024-09-06 Mighty Jinn's controller
 * is asked before Rest moves it, Mighty Jinn still in the Expedition: yes
 * sends it to Mana exhausted, no lets it rest in Reserve. The day before,
 * it rests in Reserve first, and its "you may" Reaction asks after. */
static void test_6_2_d_mighty_jinn_is_asked_before_rest_from_2024_09_06(void **state)
{
    (void)state;
    static const char *const prints[] = {"C", "R2"};   /* R1: test_6_2_e_... */
    for (int k = 0; k < 2; k++)
        mighty_at_rest_runs(prints[k]);
}

/* CR 6.2.d at Rest: the question is asked once Night has begun (Rest is
 * Night's first daily effect, CR 4.2.5.a-b), Mighty Jinn still in the Expedition;
 * a position may wait there, and reloads as the same state. */
static void test_6_2_d_a_position_waits_on_mighty_jinns_question_at_rest(void **state)
{
    (void)state;
    char text[1024];
    snprintf(text, sizeof text, mighty_at_rest, "%s", "C");
    alt_game *g = staged("2024-09-06", text);
    to_night(g);
    assert_int_equal(step_of(g), STEP_INSTEAD);
    assert_int_equal(alt_game_decision(g).phase, ALT_PHASE_NIGHT);
    alt_position *pos = ts_position_of(g);
    alt_game *back = NULL;
    char msg[256];
    if (alt_game_from_position(alt_game_cards(g), pos, &back, msg, sizeof msg) != ALT_OK)
        fail_msg("the position waiting on the question at Rest is refused: %s", msg);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    free(pos);
    alt_game_destroy(&g);
}

/* CR 6.2.e: the Rare's "If you don't, draw a card" is the alternative of
 * its modifier: declined, Mighty Jinn rests in Reserve and its controller
 * draws; taken, no card is drawn. */
static void test_6_2_e_mighty_jinn_rare_draws_when_declined(void **state)
{
    (void)state;
    char text[1024];
    const uint8_t jinn = 4;
    snprintf(text, sizeof text, mighty_at_rest, "%s", "R1");
    int hand[2];
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = staged("2024-09-06", text);
        to_night(g);
        assert_int_equal(step_of(g), STEP_INSTEAD);
        int before = ts_count(g, 0, ALT_ZONE_HAND);
        ts_apply(g, listed(g, yes));
        assert_int_equal(ts_zone(g, 0, jinn), yes ? ALT_ZONE_MANA : ALT_ZONE_RESERVE);
        hand[yes] = ts_count(g, 0, ALT_ZONE_HAND) - before;
        alt_game_destroy(&g);
    }
    assert_int_equal(hand[0], hand[1] + 1);
}

/* CR 6.2.d in an effect: Boom! has its controller sacrifice a Character;
 * Mighty Jinn picked, the question comes before the sacrifice: yes puts it
 * in Mana, no lets it be sacrificed into the Discard pile. */
static void test_6_2_d_mighty_jinn_is_asked_when_an_effect_would_move_it(void **state)
{
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        alt_game *g = tb_game_on("2024-09-06", NULL, "ALT_CORE_B_BR_19_C", NULL, BOOM);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, 0);
        tb_put(g, 1, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
        /* The Character to sacrifice: Mighty Jinn, the only one. */
        assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
        ts_apply(g, listed_object(g, 0));
        assert_int_equal(step_of(g), STEP_INSTEAD_AT_PICK);
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_EXP_HERO);
        ts_apply(g, listed(g, yes));
        assert_int_equal(ts_zone(g, 0, 0), yes ? ALT_ZONE_MANA : ALT_ZONE_DISCARD);
        alt_game_destroy(&g);
    }
}

/* --------------------------- 2024-09-06: conditions after the dash */

/* CR 6.5.c (and 6.3.b from revision 2 rulesets): a condition written in
 * the trigger ("At Dusk, if I have 3 boosts or more — ...") is read as the
 * trigger's event happens; written after the dash, as the step resolves.
 * The templating update of 2024-09-06 moved these cards' conditions after
 * the dash. Each situation holds two of the card's Reactions in Limbo,
 * triggered, with the condition no longer true: the day before each still
 * does what it says, from the date neither does anything. */
typedef struct dash_case {
    const char *card;       /* the card whose Reaction waits */
    const char *position;   /* a position: %s the date */
    int (*measure)(const alt_game *g);
    int difference;         /* measure the day before minus measure on the date */
} dash_case;

static int hand0(const alt_game *g)
{
    return ts_count(g, 0, ALT_ZONE_HAND);
}

static int reserve0(const alt_game *g)
{
    return ts_count(g, 0, ALT_ZONE_RESERVE);
}

static int companion0(const alt_game *g)
{
    return ts_count(g, 0, ALT_ZONE_EXP_COMPANION);
}

static int hero_counters0(const alt_game *g)
{
    return ts_player(g, 0).hero_counters;
}

#define DECKS "\"deck\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\"]"
#define OPPONENT "{\"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\", \"" SKALD "\", \"" SKALD "\", \"" SKALD "\"]}}"

static const dash_case dash_cases[] = {
    {"Red (ALT_CORE_B_BR_10_R1)",
     "{\"date\": \"%s\", \"phase\": \"dusk\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, "
     "\"resume\": \"progress\", \"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0}, {\"player\": 0, \"source\": 5, \"ability\": 0}], "
     "\"players\": [{\"zones\": {" DECKS ", \"hero_expedition\": [{\"card\": \"ALT_CORE_B_BR_10_R1\", \"boosts\": 2}]}}, "
     OPPONENT "]}",
     hand0, 2},
    {"Kadigiran Mage-Dancer (ALT_CORE_B_YZ_07_R1)",
     "{\"date\": \"%s\", \"phase\": \"dusk\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, "
     "\"resume\": \"progress\", \"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 1}, {\"player\": 0, \"source\": 5, \"ability\": 1}], "
     "\"players\": [{\"zones\": {" DECKS ", \"hero_expedition\": [{\"card\": \"ALT_CORE_B_YZ_07_R1\", \"boosts\": 2}]}}, "
     OPPONENT "]}",
     hand0, 2},
    {"Spindle Harvesters (ALT_CORE_B_MU_06_R1)",
     "{\"date\": \"%s\", \"phase\": \"noon\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, "
     "\"resume\": \"afternoon\", \"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 1}, {\"player\": 0, \"source\": 5, \"ability\": 1}], "
     "\"players\": [{\"zones\": {" DECKS ", \"hero_expedition\": [{\"card\": \"ALT_CORE_B_MU_06_R1\", \"boosts\": 1}]}}, "
     OPPONENT "]}",
     reserve0, 2},
    {"Kojo & Booda (ALT_CORE_B_BR_01_C)",
     "{\"date\": \"%s\", \"phase\": \"noon\", \"first_player\": 1, \"decision\": {\"kind\": \"reaction\", \"player\": 0}, "
     "\"resume\": \"afternoon\", \"limbo\": [{\"player\": 0, \"source\": \"hero\", \"ability\": 0}, {\"player\": 0, \"source\": \"hero\", \"ability\": 0}], "
     "\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\", \"zones\": {" DECKS "}}, " OPPONENT "]}",
     companion0, 2},
    {"Treyst & Rossum (ALT_CORE_B_AX_02_C)",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, "
     "\"resume\": \"end_turn\", \"limbo\": [{\"player\": 0, \"source\": \"hero\", \"ability\": 0}, {\"player\": 0, \"source\": \"hero\", \"ability\": 0}], "
     "\"players\": [{\"hero\": \"ALT_CORE_B_AX_02_C\", \"hero_state\": {\"counters\": 5}, \"zones\": {" DECKS "}}, "
     OPPONENT "]}",
     hero_counters0, 2},
};

static int dash_measure(const dash_case *c, const char *date)
{
    alt_game *g = staged(date, c->position);
    /* Two of the card's Reactions wait (an order is asked of a player
     * only for two or more, CR 4.4.b); the first resolves, then the
     * other. */
    assert_int_equal(ts_limbo_count(g), 2);
    ts_apply(g, listed(g, 0));
    int m = c->measure(g);
    alt_game_destroy(&g);
    return m;
}

static void test_6_5_c_conditions_after_the_dash_are_read_as_the_step_resolves(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof dash_cases / sizeof dash_cases[0]; i++) {
        const dash_case *c = &dash_cases[i];
        int before = dash_measure(c, "2024-09-05");
        int after = dash_measure(c, "2024-09-06");
        if (before - after != c->difference)
            fail_msg("%s: %d the day before, %d on 2024-09-06; a difference of %d expected", c->card, before, after,
                     c->difference);
    }
}

/* ------------------------------------ 2024-09-06: Moonlight Jellyfish */

/* CR 6.3.k (last known information): "if I was not Fleeting" reads the
 * Jellyfish as the sacrifice found it. Sacrificed while Fleeting, from
 * 2024-09-06 it stays in the Discard pile; the first printing's "if I'm
 * not Fleeting" read the card in the Discard pile, never Fleeting, and
 * returned it to Reserve. Not Fleeting, it returns either way. */
static void test_6_3_k_moonlight_jellyfish_reads_fleeting_as_it_was_sacrificed(void **state)
{
    (void)state;
    static const struct {
        const char *date;
        uint8_t status;
        alt_zone_id ends;
    } runs[] = {
        {"2024-09-05", ALT_STATUS_FLEETING, ALT_ZONE_RESERVE},
        {"2024-09-06", ALT_STATUS_FLEETING, ALT_ZONE_DISCARD},
        {"2024-09-06", 0, ALT_ZONE_RESERVE},
    };
    static const char *const prints[] = {"ALT_CORE_B_YZ_05_C", "ALT_CORE_B_YZ_05_R1", "ALT_CORE_B_YZ_05_R2"};
    for (size_t k = 0; k < 3 * (sizeof runs / sizeof runs[0]); k++) {
        size_t i = k % (sizeof runs / sizeof runs[0]);
        alt_game *g = tb_game_on(runs[i].date, NULL, prints[k / (sizeof runs / sizeof runs[0])], NULL, BOOM);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_EXP_HERO, runs[i].status);
        tb_put(g, 1, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 1, 0, 0));
        tb_answer_choices(g);
        if (ts_zone(g, 0, 0) != runs[i].ends)
            fail_msg("on %s, %s (status %u) ends in zone %d, not %d", runs[i].date,
                     prints[k / (sizeof runs / sizeof runs[0])], runs[i].status, ts_zone(g, 0, 0), runs[i].ends);
        alt_game_destroy(&g);
    }
}

/* ---------------------------------------------- 2024-11-15: Robin Hood */

/* Player 0 plays a Character of Hand Cost `cost` (Ordis Trooper 1, Lyra
 * Skald 2) against Robin Hood, a "next card" modifier of theirs waiting
 * (JSON, or nothing); returns the Mana paid. */
static int robin_cost(const char *date, const char *robin, const char *card, const char *modifier)
{
    char text[2048];
    snprintf(text, sizeof text,
             "{\"date\": \"%%s\", \"players\": [{\"modifiers\": [%s], \"zones\": {\"hand\": [\"%s\"], "
             "\"mana\": [\"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\", \"" FILLER "\"]}}, "
             "{\"zones\": {\"hero_expedition\": [\"%s\"], \"deck\": [\"" SKALD "\", \"" SKALD "\"]}}]}",
             modifier, card, robin);
    alt_game *g = staged(date, text);
    int ready = ts_ready_mana(g, 0);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    int paid = ready - ts_ready_mana(g, 0);
    alt_game_destroy(&g);
    return paid;
}

/* CR 6.2.h: "can't cost less than 2" restricts the final cost, after every
 * increase and decrease; the first printing's "costs 1 more" is an
 * increase. A 2-cost Character: 3 the day before, 2 from 2024-11-15; a
 * 1-cost one: 2 either way; a 1-cost one with "costs 1 less": 1 the day
 * before, 2 from the date. */
static void test_6_2_h_robin_hood_sets_a_floor_on_the_final_cost_from_2024_11_15(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_21_C", "ALT_CORE_B_OR_21_R2"};   /* on Characters */
    const char *less = "{\"filter\": \"character\", \"kind\": \"cost_less\", \"amount\": 1}";
    for (int k = 0; k < 2; k++) {
        const char *robin = prints[k];
        assert_int_equal(robin_cost("2024-11-14", robin, SKALD, ""), 3);
        assert_int_equal(robin_cost("2024-11-15", robin, SKALD, ""), 2);
        assert_int_equal(robin_cost("2024-11-14", robin, FILLER, ""), 2);
        assert_int_equal(robin_cost("2024-11-15", robin, FILLER, ""), 2);
        assert_int_equal(robin_cost("2024-11-14", robin, FILLER, less), 1);
        assert_int_equal(robin_cost("2024-11-15", robin, FILLER, less), 2);
    }
    /* The Rare R1 on every card: a Character too. */
    assert_int_equal(robin_cost("2024-11-14", "ALT_CORE_B_OR_21_R1", FILLER, less), 1);
    assert_int_equal(robin_cost("2024-11-15", "ALT_CORE_B_OR_21_R1", FILLER, less), 2);
    /* Without Robin Hood, the modifier alone. */
    assert_int_equal(robin_cost("2024-11-15", SKALD, FILLER, less), 0);
}

/* CR 7.3.23.a: a card played for free costs nothing at all, a floor on
 * its cost included ("can't cost less than 2" restricts a cost, and a free
 * card has none to restrict). */
static void test_7_3_23_a_free_stays_free_under_robin_hood(void **state)
{
    (void)state;
    const char *free_next = "{\"filter\": \"character\", \"kind\": \"free\"}";
    assert_int_equal(robin_cost("2024-11-15", "ALT_CORE_B_OR_21_C", SKALD, free_next), 0);
    assert_int_equal(robin_cost("2024-11-15", "ALT_CORE_B_OR_21_R1", SKALD, free_next), 0);
    assert_int_equal(robin_cost("2024-11-14", "ALT_CORE_B_OR_21_C", SKALD, free_next), 0);
}

/* -------------------------------------------- 2025-02-01: Waru & Mack */

/* From 2025-02-01, a Bureaucrat Waru & Mack's player plays gains Asleep
 * without a question, and no Noon token is made; the day before, a "you
 * may" is asked, and a Bureaucrat in play brings a Recruit at Noon. */
static void test_waru_and_mack_sends_bureaucrats_to_sleep_from_2025_02_01(void **state)
{
    (void)state;
    for (int after = 0; after <= 1; after++) {
        alt_game *g = tb_game_on(after ? "2025-02-01" : "2025-01-31", "ALT_CORE_B_OR_02_C", ARCHIVIST, NULL, NULL);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        if (!after) {
            assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);
            assert_int_equal(step_of(g), STEP_MAY_ASKED);
            ts_apply(g, listed(g, 1));   /* yes */
        } else {
            assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_CHOICE);   /* nothing asked */
        }
        assert_true(ts_status(g, 0, 0) & ALT_STATUS_ASLEEP);
        /* Asleep, the Archivist stays through Rest. The next Noon, the
         * first printing makes a Recruit for a player with a Bureaucrat;
         * the erratum, none. */
        int before = ts_count(g, 0, ALT_ZONE_EXP_HERO) + ts_count(g, 0, ALT_ZONE_EXP_COMPANION);
        tb_to_next_afternoon(g);
        assert_int_equal(ts_zone(g, 0, 0), ALT_ZONE_EXP_HERO);
        int now = ts_count(g, 0, ALT_ZONE_EXP_HERO) + ts_count(g, 0, ALT_ZONE_EXP_COMPANION);
        assert_int_equal(now, before + (after ? 0 : 1));
        alt_game_destroy(&g);
    }
}

/* ----------------------------------------------- 2025-03-21: Ozma, Haven */

/* From 2025-03-21 Ozma, joining with 3 other Characters, Resupplies rather
 * than draws. */
static void test_ozma_resupplies_from_2025_03_21(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_CORE_B_OR_11_C", "ALT_CORE_B_OR_11_R1"};
    for (int k = 0; k < 4; k++) {
        int after = k & 1;
        alt_game *g = tb_game_on(after ? "2025-03-21" : "2025-03-20", NULL, prints[k / 2], NULL, NULL);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        for (int i = 0; i < 3; i++)
            tb_stage(g, FILLER, ALT_ZONE_EXP_COMPANION);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        int hand = ts_count(g, 0, ALT_ZONE_HAND), reserve = ts_count(g, 0, ALT_ZONE_RESERVE);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_HAND), hand - 1 + (after ? 0 : 1));
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), reserve + (after ? 1 : 0));
        alt_game_destroy(&g);
    }
}

/* Whether Haven (object 0) has a quick action listed. */
static int haven_quick(alt_game *g, alt_action *out)
{
    alt_action list[128];
    size_t n = alt_game_list(g, list, 128);
    for (size_t i = 0; i < n && i < 128; i++)
        if (list[i].kind == ALT_ACT_QUICK && list[i].object == 0) {
            *out = list[i];
            return 1;
        }
    return 0;
}

/* Haven's Axiom print (ALT_CORE_B_BR_30_R2): from 2025-03-21 its gift to
 * Characters played from Reserve is an exhaust ability of its own, "the
 * next Character you play from Reserve gains 1 boost"; the day before,
 * such a Character gains "{R} I gain 1 boost" and Haven has no quick
 * action. */
static void test_haven_axiom_print_exhausts_for_a_boost_from_2025_03_21(void **state)
{
    (void)state;
    for (int after = 0; after <= 1; after++) {
        alt_game *g = tb_game_on(after ? "2025-03-21" : "2025-03-20", NULL, "ALT_CORE_B_BR_30_R2", NULL, NULL);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_LANDMARK, 0);
        uint8_t first = tb_stage(g, FILLER, ALT_ZONE_RESERVE);
        uint8_t second = tb_stage(g, FILLER, ALT_ZONE_RESERVE);
        /* Played from Reserve without Haven's exhaust ability used. */
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, first, ALT_EXP_HERO, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_boosts(g, 0, first), after ? 0 : 1);
        alt_action quick;
        int has_quick = haven_quick(g, &quick);
        assert_int_equal(has_quick, after);
        if (after) {
            ts_apply(g, quick);
            tb_answer_choices(g);
            ts_apply(g, ts_act(ALT_ACT_PLAY, 0, second, ALT_EXP_HERO, 0));
            tb_answer_choices(g);
            assert_int_equal(ts_boosts(g, 0, second), 1);
        }
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------ 2025-08-11: Afanas & Senka */

/* From 2025-08-11, a Spell of Hand Cost 1 or less that Afanas & Senka's
 * player plays is Fleeting: after it resolves it goes to the Discard pile,
 * not to Reserve (CR 2.4.6). */
static void test_afanas_and_senka_make_cheap_spells_fleeting_from_2025_08_11(void **state)
{
    (void)state;
    for (int after = 0; after <= 1; after++) {
        alt_game *g = tb_game_on(after ? "2025-08-11" : "2025-08-10", "ALT_CORE_B_YZ_03_C", TRAINING, NULL, NULL);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_stage(g, FILLER, ALT_ZONE_EXP_HERO);   /* for the Hero's boost */
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, 0, 0));
        tb_answer_choices(g);
        assert_int_equal(ts_zone(g, 0, 0), after ? ALT_ZONE_DISCARD : ALT_ZONE_RESERVE);
        alt_game_destroy(&g);
    }
}

/* ------------------------------------------------- 2025-10-12: Kitsune */

/* From 2025-10-12 Kitsune's Rare has each player Resupply, asking no one;
 * the day before, each player is asked whether they do (both say yes). */
static void test_kitsune_rare_has_each_player_resupply_from_2025_10_12(void **state)
{
    (void)state;
    for (int after = 0; after <= 1; after++) {
        alt_game *g = tb_game_on(after ? "2025-10-12" : "2025-10-11", NULL, "ALT_CORE_B_MU_05_R1", NULL, NULL);
        tb_to_player0_turn(g);
        tb_plenty_of_mana(g);
        tb_put(g, 0, ALT_ZONE_HAND, 0);
        int mine = ts_count(g, 0, ALT_ZONE_RESERVE), theirs = ts_count(g, 1, ALT_ZONE_RESERVE);
        ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 0, ALT_EXP_HERO, 0));
        int asked = 0;
        while (alt_game_decision(g).kind == ALT_DEC_CHOICE || alt_game_decision(g).kind == ALT_DEC_REACTION) {
            int choice = alt_game_decision(g).kind == ALT_DEC_CHOICE;
            asked += choice;
            ts_apply(g, listed(g, choice));   /* a player asked whether they Resupply: yes */
        }
        assert_int_equal(asked > 0, !after);
        assert_int_equal(ts_count(g, 0, ALT_ZONE_RESERVE), mine + 1);
        assert_int_equal(ts_count(g, 1, ALT_ZONE_RESERVE), theirs + 1);
        alt_game_destroy(&g);
    }
}

/* ------------------------ Trial by Frost: the Icebound landmarks' triggers */

/* Icebound Tundra (2025-02-07), Icebound Taiga (2025-02-05) and Icebound
 * Lake (2025-02-18) first printed their condition in the trigger ("When
 * you play a Character, if it's in {V} —"), read as the Character was
 * played (CR 6.3.b); their errata moved it after the dash ("— If it's in
 * {V}, I gain ..."), read as the Reaction resolves (CR 6.5.c). Two of the
 * landmark's Reactions wait about a Character for whom the condition no
 * longer holds: the first printing, whose condition held as it was
 * played, gains both counters; the erratum none. */
static const struct {
    const char *card, *date_before, *date_of;
    const char *position;   /* one %s: the date */
} icebound_cases[] = {
    /* The Skald ({V} 3, {M} 0, {O} 2) in region 1, {V} only. */
    {"ALT_ALIZE_B_LY_45_C", "2025-02-06", "2025-02-07",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_LY_45_C\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
    {"ALT_ALIZE_B_LY_45_R1", "2025-02-06", "2025-02-07",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 1}}, \"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_LY_45_R1\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
    /* The Skald in region 3, {M} only. */
    {"ALT_ALIZE_B_MU_45_C", "2025-02-04", "2025-02-05",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_MU_45_C\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
    {"ALT_ALIZE_B_MU_45_R1", "2025-02-04", "2025-02-05",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}, \"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_MU_45_R1\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
    /* The Skald's Expedition tied with the one facing it, not behind. */
    {"ALT_ALIZE_B_OR_47_C", "2025-02-17", "2025-02-18",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_OR_47_C\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
    {"ALT_ALIZE_B_OR_47_R1", "2025-02-17", "2025-02-18",
     "{\"date\": \"%s\", \"decision\": {\"kind\": \"reaction\", \"player\": 0}, \"resume\": \"end_turn\", "
     "\"limbo\": [{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}, "
     "{\"player\": 0, \"source\": 5, \"ability\": 0, \"subject\": 6}], "
     "\"players\": [{\"zones\": {" DECKS ", \"landmarks\": [{\"card\": "
     "\"ALT_ALIZE_B_OR_47_R1\", \"id\": 5}], \"hero_expedition\": [{\"card\": \"" SKALD "\", \"id\": 6}]}}, " OPPONENT "]}"},
};

static void test_icebound_landmarks_read_their_condition_as_they_resolve_from_their_errata(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof icebound_cases / sizeof icebound_cases[0]; i++) {
        for (int on = 0; on < 2; on++) {
            const char *date = on ? icebound_cases[i].date_of : icebound_cases[i].date_before;
            alt_game *g = staged(date, icebound_cases[i].position);
            assert_int_equal(ts_limbo_count(g), 2);
            ts_apply(g, listed(g, 0));
            int counters = fs_counters(g, 0, ALT_ZONE_LANDMARK, icebound_cases[i].card);
            if (counters != (on ? 0 : 2))
                fail_msg("%s on %s: %d counters", icebound_cases[i].card, date, counters);
            alt_game_destroy(&g);
        }
    }
}

/* Icebound Lake's first printing reacted to a Character joining one of
 * your Expeditions, its erratum (2025-02-18) to one you play: Heimdall,
 * played into the Hero Expedition (behind), switches the Rune there from
 * the Companion Expedition; the Rune joins, and only the first printing
 * counts it (CR 7.5.8.c). */
static void test_icebound_lake_counts_characters_played_not_joining_from_2025_02_18(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_ALIZE_B_OR_47_C", "ALT_ALIZE_B_OR_47_R1"};
    for (size_t k = 0; k < 2; k++) {
        for (int on = 0; on < 2; on++) {
            char json[2048];
            snprintf(json, sizeof json,
                     "{\"date\": \"%s\", \"seed\": 3, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": [{\"zones\": "
                     "{" DECKS ", \"hand\": [\"ALT_ALIZE_B_LY_38_C\"], \"mana\": [\"%s\", \"%s\", \"%s\", \"%s\"], \"landmarks\": "
                     "[\"%s\"], \"companion_expedition\": [\"ALT_CORE_B_OR_07_C\"]}}, {\"expeditions\": {\"hero\": {\"distance\": 1}}, "
                     "\"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\", \"" SKALD "\"]}}]}",
                     on ? "2025-02-18" : "2025-02-17", FILLER, FILLER, FILLER, FILLER, prints[k]);
            alt_game *g = ts_position_in(tb_db_all(), json);
            fs_play(g, 0, "ALT_ALIZE_B_LY_38_C", ALT_ZONE_HAND, ALT_EXP_HERO);
            fs_answer(g, "yes obj:0:ALT_CORE_B_OR_07_C");
            assert_int_equal(fs_count(g, 0, ALT_ZONE_EXP_HERO, "ALT_CORE_B_OR_07_C"), 1);
            int counters = fs_counters(g, 0, ALT_ZONE_LANDMARK, prints[k]);
            if (counters != (on ? 1 : 2))
                fail_msg("%s on day %d: %d counters", prints[k], on, counters);
            alt_game_destroy(&g);
        }
    }
}

/* The Magic Sleigh first printed "moves twice instead", one more move
 * however many Sleighs there are; its erratum (2025-02-12), "moves
 * forward one more region instead", one region more for each. */
static void test_the_magic_sleighs_add_up_from_2025_02_12(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_ALIZE_B_LY_44_C", "ALT_ALIZE_B_LY_44_R1"};
    for (size_t k = 0; k < 2; k++) {
        for (int on = 0; on < 2; on++) {
            char json[2048];
            snprintf(json, sizeof json,
                     "{\"date\": \"%s\", \"seed\": 3, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": [{\"zones\": "
                     "{" DECKS ", \"hero_expedition\": [\"%s\", \"%s\", \"ALT_CORE_B_OR_07_C\"]}}, " OPPONENT "]}",
                     on ? "2025-02-12" : "2025-02-11", prints[k], prints[k]);
            alt_game *g = ts_position_in(tb_db_all(), json);
            to_night(g);
            int d = alt_game_distance(g, 0, ALT_EXP_HERO);
            if (d != (on ? 3 : 2))
                fail_msg("%s on day %d: the Expedition moved %d regions", prints[k], on, d);
            alt_game_destroy(&g);
        }
    }
}

/* Will-o'-the-Wisp first printed "an Expedition facing me in {O} can only
 * move forward due to {O}", so no effect moved it either; its erratum
 * (2025-10-03) speaks of Dusk only: Small Step, Giant Leap moves it from
 * then on. */
static void test_will_o_the_wisp_holds_only_dusk_from_2025_10_03(void **state)
{
    (void)state;
    static const char *const prints[] = {"ALT_ALIZE_B_LY_35_C", "ALT_ALIZE_B_LY_35_R1"};
    for (size_t k = 0; k < 2; k++) {
        for (int on = 0; on < 2; on++) {
            char json[2048];
            snprintf(json, sizeof json,
                     "{\"date\": \"%s\", \"seed\": 3, \"decision\": {\"kind\": \"turn\", \"player\": 0}, \"players\": [{\"zones\": "
                     "{" DECKS ", \"hand\": [\"ALT_CORE_B_YZ_25_C\"], \"mana\": [\"%s\", \"%s\", \"%s\", \"%s\", \"%s\", \"%s\"], "
                     "\"hero_expedition\": [\"ALT_CORE_B_OR_07_C\"]}}, {\"zones\": {\"deck\": [\"" SKALD "\", \"" SKALD "\"], "
                     "\"hero_expedition\": [\"%s\"]}}]}",
                     on ? "2025-10-03" : "2025-10-02", FILLER, FILLER, FILLER, FILLER, FILLER, FILLER, prints[k]);
            alt_game *g = ts_position_in(tb_db_all(), json);
            fs_play(g, 0, "ALT_CORE_B_YZ_25_C", ALT_ZONE_HAND, ALT_EXP_HERO);
            fs_answer(g, "exp:0:hero");
            int d = alt_game_distance(g, 0, ALT_EXP_HERO);
            if (d != on)
                fail_msg("%s on day %d: the Expedition is at %d", prints[k], on, d);
            alt_game_destroy(&g);
        }
    }
}

/* -------------------------------------------- one card, several days */

/* A game reads every card on its own date: the same deck list played on
 * the two sides of an erratum gives games that hash apart from the first
 * step (the date is part of the setup digest), and an undated game is the
 * first printing's. */
static void test_a_games_date_is_part_of_its_setup(void **state)
{
    (void)state;
    alt_game *before = tb_game_on("2024-11-14", NULL, "ALT_CORE_B_OR_21_C", NULL, NULL);
    alt_game *on = tb_game_on("2024-11-15", NULL, "ALT_CORE_B_OR_21_C", NULL, NULL);
    assert_int_not_equal(alt_game_hash(before), alt_game_hash(on));
    assert_int_not_equal(alt_game_object_card(before, 0, 0), alt_game_object_card(on, 0, 0));
    assert_string_equal(alt_cards_get(tb_db_all(), alt_game_object_card(on, 0, 0))->ref, "ALT_CORE_B_OR_21_C");
    alt_game_destroy(&before);
    alt_game_destroy(&on);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_6_2_b_tiny_jinn_goes_to_mana_instead_from_2024_06_20),
        cmocka_unit_test(test_6_2_b_tiny_jinn_at_rest),
        cmocka_unit_test(test_6_2_d_mighty_jinn_is_asked_before_rest_from_2024_09_06),
        cmocka_unit_test(test_6_2_d_a_position_waits_on_mighty_jinns_question_at_rest),
        cmocka_unit_test(test_6_2_e_mighty_jinn_rare_draws_when_declined),
        cmocka_unit_test(test_6_2_d_mighty_jinn_is_asked_when_an_effect_would_move_it),
        cmocka_unit_test(test_6_5_c_conditions_after_the_dash_are_read_as_the_step_resolves),
        cmocka_unit_test(test_6_3_k_moonlight_jellyfish_reads_fleeting_as_it_was_sacrificed),
        cmocka_unit_test(test_6_2_h_robin_hood_sets_a_floor_on_the_final_cost_from_2024_11_15),
        cmocka_unit_test(test_7_3_23_a_free_stays_free_under_robin_hood),
        cmocka_unit_test(test_waru_and_mack_sends_bureaucrats_to_sleep_from_2025_02_01),
        cmocka_unit_test(test_ozma_resupplies_from_2025_03_21),
        cmocka_unit_test(test_haven_axiom_print_exhausts_for_a_boost_from_2025_03_21),
        cmocka_unit_test(test_afanas_and_senka_make_cheap_spells_fleeting_from_2025_08_11),
        cmocka_unit_test(test_kitsune_rare_has_each_player_resupply_from_2025_10_12),
        cmocka_unit_test(test_icebound_landmarks_read_their_condition_as_they_resolve_from_their_errata),
        cmocka_unit_test(test_icebound_lake_counts_characters_played_not_joining_from_2025_02_18),
        cmocka_unit_test(test_the_magic_sleighs_add_up_from_2025_02_12),
        cmocka_unit_test(test_will_o_the_wisp_holds_only_dusk_from_2025_10_03),
        cmocka_unit_test(test_a_games_date_is_part_of_its_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
