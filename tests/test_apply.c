/*
 * test_apply.c: alt_game_apply as a referee.
 *
 *  - Every way it refuses an answer, each with the rule its reason cites; a
 *    refused answer leaves the state byte-for-byte as it was (the raw block,
 *    the canonical encoding and the hash), and alt_game_legal gives the same
 *    verdict and reason.
 *  - Every answer alt_game_list offers is accepted, at every position of
 *    the random games below, and (exhaustively, at sampled positions)
 *    nothing it leaves out is.
 *  - Over many random full games (several seeds, both rulesets, with and
 *    without a Hero) the invariant checker passes after every step (that it
 *    catches corrupted states is tests/test_invariant_checker.c's).
 *
 * Unreachable refusals: "5.1.2.d: this card has no cost to be played that
 * way" (every cost-less combination is refused earlier, by 7.4.5.c) and
 * "unknown action kind" (an unknown kind is first refused as the wrong
 * kind of answer).
 */
#include "support.h"

#include <string.h>

enum { P0 = 0, P1 = 1 };

static void assert_cites(const char *reason, const char *rule)
{
    assert_non_null(reason);
    if (!strstr(reason, rule))
        fail_msg("reason \"%s\" does not cite %s", reason, rule);
}

/* ------------------------------------------------------------ refusals */

/* A NULL game or answer is an argument error, not a verdict. */
static void test_apply_null_arguments(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(1);
    alt_action a = ts_act(ALT_ACT_PASS, P0, ALT_NO_OBJECT, 0, 0);
    assert_int_equal(alt_game_apply(NULL, &a, NULL), ALT_E_ARG);
    assert_int_equal(alt_game_apply(g, NULL, NULL), ALT_E_ARG);
    assert_int_equal(alt_game_legal(NULL, &a, NULL), ALT_E_ARG);
    assert_int_equal(alt_game_legal(g, NULL, NULL), ALT_E_ARG);
    assert_int_equal(alt_game_check(NULL, NULL), ALT_E_ARG);
    alt_game_destroy(&g);
}

/* An answer of a kind the pending decision does not take, including kinds
 * that do not exist. */
static void test_apply_rejects_the_wrong_kind_of_answer(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(2);
    int f = alt_game_first_player(g);
    uint8_t card = ts_id_at(g, f, ALT_ZONE_HAND, 0);
    ts_reject(g, ts_act(ALT_ACT_PASS, f, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act(ALT_ACT_EXPAND, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act(ALT_ACT_PLAY, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act(ALT_ACT_KEEP, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act((alt_action_kind)0, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act(ALT_ACT__COUNT, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act((alt_action_kind)200, f, card, 0, 0), ALT_E_WRONG_DECISION);
    ts_opening(g);
    ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, ts_id_at(g, f, ALT_ZONE_HAND, 0), 0, 0), ALT_E_WRONG_DECISION);
    ts_reject(g, ts_act(ALT_ACT_EXPAND_SKIP, f, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_DECISION);
    alt_game_destroy(&g);
}

/* CR 6.1.h: outside the Afternoon, choices are made in initiative order;
 * CR 4.2.3.b: in the Afternoon, players alternate; CR 4.2.3.e: a player who
 * passed takes no more turns. Player indices other than 0 and 1 are refused
 * the same way. */
static void test_apply_rejects_the_wrong_player(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(3);
    int f = alt_game_first_player(g), s = f ^ 1;
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, s, ts_id_at(g, s, ALT_ZONE_HAND, 0), 0, 0),
                           ALT_E_WRONG_PLAYER), "6.1.h");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, 7, 0, 0, 0), ALT_E_WRONG_PLAYER), "6.1.h");
    ts_opening(g);
    uint8_t card = ts_stage(g, s, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, s, card, 0, 0), ALT_E_WRONG_PLAYER), "4.2.3.b");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, s, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_PLAYER), "4.2.3.b");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, 2, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_PLAYER), "4.2.3.b");
    ts_pass(g);   /* f passes; s goes on alone */
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, f, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_PLAYER), "4.2.3.e");
    ts_play(g, card, ALT_EXP_HERO, 0);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, f, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_PLAYER), "4.2.3.e");
    assert_true(ts_end_day(g));
    /* Day 2's Expand: the new first player first. */
    int f2 = alt_game_first_player(g);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND_SKIP, f2 ^ 1, ALT_NO_OBJECT, 0, 0), ALT_E_WRONG_PLAYER),
                 "6.1.h");
    alt_game_destroy(&g);
}

/* Action format: answers without an object carry 255; fields a kind does
 * not use are zero. */
static void test_apply_rejects_malformed_answers(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(4);
    int f = alt_game_first_player(g);
    uint8_t card = ts_id_at(g, f, ALT_ZONE_HAND, 0);
    alt_action a = ts_act(ALT_ACT_MANA_PICK, f, card, 0, 0);
    a.reserved = 1;
    assert_cites(ts_reject(g, a, ALT_E_ILLEGAL), "unused fields must be zero");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, card, 1, 0), ALT_E_ILLEGAL), "unused fields");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, card, 0, 1), ALT_E_ILLEGAL), "unused fields");

    ts_opening(g);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, f, 0, 0, 0), ALT_E_ILLEGAL), "takes no object");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, f, ALT_NO_OBJECT, 1, 0), ALT_E_ILLEGAL), "unused fields");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, f, ALT_NO_OBJECT, 0, 3), ALT_E_ILLEGAL), "unused fields");
    uint8_t c = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    a = ts_act(ALT_ACT_PLAY, f, c, 0, 0);
    a.reserved = 9;
    assert_cites(ts_reject(g, a, ALT_E_ILLEGAL), "unused fields must be zero");

    assert_true(ts_end_day(g));
    int f2 = alt_game_first_player(g);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND_SKIP, f2, 3, 0, 0), ALT_E_ILLEGAL), "takes no object");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND, f2, ts_id_at(g, f2, ALT_ZONE_HAND, 0), 0, 1), ALT_E_ILLEGAL),
                 "unused fields");
    alt_game_destroy(&g);
}

/* CR 4.1.k: opening Mana comes from the six cards drawn; CR 4.2.1.e: Expand
 * takes a card from Hand. */
static void test_4_1_k_and_4_2_1_e_mana_comes_from_hand(void **state)
{
    (void)state;
    alt_game *g = ts_game_kitchen(5);
    int f = alt_game_first_player(g);
    uint8_t in_deck = ts_id_at(g, f, ALT_ZONE_DECK, 0);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, in_deck, 0, 0), ALT_E_ILLEGAL), ts_cr("4.1.k", "4.1.i"));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, ALT_NO_OBJECT, 0, 0), ALT_E_ILLEGAL), ts_cr("4.1.k", "4.1.i"));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, ALT_POS_TOKEN_BASE, 0, 0), ALT_E_ILLEGAL), ts_cr("4.1.k", "4.1.i"));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, 200, 0, 0), ALT_E_ILLEGAL), ts_cr("4.1.k", "4.1.i"));
    uint8_t picked = ts_id_at(g, f, ALT_ZONE_HAND, 0);
    ts_apply(g, ts_act(ALT_ACT_MANA_PICK, f, picked, 0, 0));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_MANA_PICK, f, picked, 0, 0), ALT_E_ILLEGAL), ts_cr("4.1.k", "4.1.i"));

    ts_opening(g);
    assert_true(ts_end_day(g));
    int f2 = alt_game_first_player(g);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND, f2, ts_id_at(g, f2, ALT_ZONE_MANA, 0), 0, 0), ALT_E_ILLEGAL),
                 "4.2.1.e");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND, f2, ts_id_at(g, f2, ALT_ZONE_DECK, 0), 0, 0), ALT_E_ILLEGAL),
                 "4.2.1.e");
    alt_game_destroy(&g);
}

/* Playing a card: CR 5.2.a (your card, from Hand or Reserve), 2.4.5.c
 * (exhausted in Reserve), 5.1.2.c (the choice), 7.4.5.c (Scout only from
 * Hand, only with Scout), 5.2.1.a (which Expedition), 5.1.2.i (only cards
 * that join an Expedition name one), 3.2.9.f (enough ready Mana). */
static void test_5_2_play_rejections_cite_their_rules(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(6, ts_ruleset());
    int f = alt_game_first_player(g);
    uint8_t c = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_HAND, 0, 0);
    uint8_t scout = ts_stage(g, f, "TEST_SCOUT", ALT_ZONE_HAND, 0, 0);
    uint8_t spell = ts_stage(g, f, "TEST_SPELL", ALT_ZONE_HAND, 0, 0);
    uint8_t big = ts_stage(g, f, "TEST_VANILLA_5", ALT_ZONE_HAND, 0, 0);
    uint8_t tired = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_RESERVE, ALT_STATUS_EXHAUSTED, 0);
    uint8_t rscout = ts_stage(g, f, "TEST_SCOUT", ALT_ZONE_RESERVE, 0, 0);
    uint8_t in_play = ts_stage(g, f, "TEST_VANILLA_2", ALT_ZONE_EXP_HERO, 0, 0);
    uint8_t in_mana = ts_id_at(g, f, ALT_ZONE_MANA, 0);
    uint8_t in_deck = ts_id_at(g, f, ALT_ZONE_DECK, 0);

    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, ALT_NO_OBJECT, 0, 0), ALT_E_ILLEGAL), "5.2.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, ALT_POS_TOKEN_BASE + 3, 0, 0), ALT_E_ILLEGAL), "5.2.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, in_play, 0, 0), ALT_E_ILLEGAL), "5.2.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, in_mana, 0, 0), ALT_E_ILLEGAL), "5.2.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, in_deck, 0, 0), ALT_E_ILLEGAL), "5.2.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, tired, 0, 0), ALT_E_ILLEGAL), ts_cr("2.4.5.c", "2.4.6.c"));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, c, 0, 2), ALT_E_ILLEGAL), "5.1.2.c");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, rscout, 0, 1), ALT_E_ILLEGAL), "7.4.5.c");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, c, 0, 1), ALT_E_ILLEGAL), "7.4.5.c");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, c, 2, 0), ALT_E_ILLEGAL), "5.2.1.a");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, spell, 1, 0), ALT_E_ILLEGAL), "5.1.2.i");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_PLAY, f, big, 0, 0), ALT_E_ILLEGAL), "3.2.9.f");
    /* The same card for its Scout cost is affordable. */
    alt_action by_scout = ts_act(ALT_ACT_PLAY, f, scout, 0, 1);
    assert_int_equal(alt_game_legal(g, &by_scout, NULL), ALT_OK);
    alt_game_destroy(&g);
}

/* CR 5.3.b: no supported card carries a quick action yet: a quick action is
 * refused, naming the rule, whatever the object. */
static void test_5_3_b_quick_actions_rejected(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(7, ts_ruleset());
    int f = alt_game_first_player(g);
    uint8_t r = ts_stage(g, f, "TEST_VANILLA_1", ALT_ZONE_RESERVE, 0, 0);
    assert_cites(ts_reject(g, ts_act(ALT_ACT_QUICK, f, ALT_NO_OBJECT, 0, 0), ALT_E_ILLEGAL), "5.3.b");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_QUICK, f, r, 0, 0), ALT_E_ILLEGAL), "5.3.b");
    alt_game_destroy(&g);
}

/* CR 4.2.5.c: Clean-up keeps objects of the zone being chosen (Reserve first,
 * then Landmarks), each at most once. */
static void test_4_2_5_c_keep_rejections(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(8, ts_ruleset());
    int f = alt_game_first_player(g), s = f ^ 1;
    uint8_t r[3], l[3];
    for (int i = 0; i < 3; i++) {
        r[i] = ts_stage(g, f, "TEST_SPELL", ALT_ZONE_RESERVE, 0, 0);
        l[i] = ts_stage(g, f, "TEST_LANDMARK", ALT_ZONE_LANDMARK, 0, 0);
    }
    uint8_t in_hand = ts_id_at(g, f, ALT_ZONE_HAND, 0);
    ts_pass(g);
    ts_pass(g);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CLEANUP);
    assert_int_equal(alt_game_decision(g).player, f);

    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, l[0], 0, 0), ALT_E_ILLEGAL), "your Reserve");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, in_hand, 0, 0), ALT_E_ILLEGAL), "4.2.5.c");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, ALT_NO_OBJECT, 0, 0), ALT_E_ILLEGAL), "4.2.5.c");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, r[0], 1, 0), ALT_E_ILLEGAL), "unused fields");
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, s, r[0], 0, 0), ALT_E_WRONG_PLAYER), "6.1.h");
    ts_apply(g, ts_act(ALT_ACT_KEEP, f, r[1], 0, 0));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, r[1], 0, 0), ALT_E_ILLEGAL), "already chosen");
    ts_apply(g, ts_act(ALT_ACT_KEEP, f, r[2], 0, 0));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, r[0], 0, 0), ALT_E_ILLEGAL), "your Landmark zone");
    ts_apply(g, ts_act(ALT_ACT_KEEP, f, l[2], 0, 0));
    assert_cites(ts_reject(g, ts_act(ALT_ACT_KEEP, f, l[2], 0, 0), ALT_E_ILLEGAL), "already chosen");
    alt_game_destroy(&g);
}

/* CR 1.3.3: once the game is over nothing applies. */
static void test_1_3_3_nothing_applies_after_the_game(void **state)
{
    (void)state;
    alt_game *g = ts_game_at_afternoon(9, ts_ruleset());
    ts_set_distance(g, P0, ALT_EXP_HERO, 4);
    ts_set_distance(g, P0, ALT_EXP_COMPANION, 3);
    assert_false(ts_end_day(g));
    assert_int_equal(alt_game_winner(g), P0);
    for (int p = 0; p < 2; p++) {
        assert_cites(ts_reject(g, ts_act(ALT_ACT_PASS, p, ALT_NO_OBJECT, 0, 0), ALT_E_GAME_OVER), "1.3.3");
        assert_cites(ts_reject(g, ts_act(ALT_ACT_EXPAND_SKIP, p, ALT_NO_OBJECT, 0, 0), ALT_E_GAME_OVER), "1.3.3");
    }
    assert_int_equal(alt_game_list(g, NULL, 0), 0);
    alt_game_destroy(&g);
}

/* ---------------------------------------------------- random full games */

/* Every listed answer is accepted by both alt_game_legal and alt_game_apply,
 * leaving a state that passes the checker. */
static void check_every_listed_answer_applies(const alt_game *g)
{
    alt_action list[512];
    size_t n = alt_game_list(g, list, 512);
    assert_true(n > 0 && n <= 512);
    assert_int_equal(alt_game_list(g, NULL, 0), n);   /* the count alone */
    alt_game *h = alt_game_clone(g);
    assert_non_null(h);
    for (size_t i = 0; i < n; i++) {
        alt_game_copy(h, g);
        const char *reason = "unset";
        assert_int_equal(alt_game_legal(g, &list[i], &reason), ALT_OK);
        assert_int_equal(alt_game_apply(h, &list[i], &reason), ALT_OK);
        assert_null(reason);
        ts_check(h);
    }
    alt_game_destroy(&h);
}

/* Exhaustively: an answer is legal exactly when it is listed. */
static void check_list_is_exactly_the_legal_answers(const alt_game *g)
{
    alt_action list[512];
    size_t n = alt_game_list(g, list, 512);
    size_t legal = 0;
    for (int kind = 0; kind <= ALT_ACT__COUNT; kind++)
        for (int p = 0; p < 3; p++)
            for (int obj = 0; obj <= ALT_POS_OBJECTS; obj++)
                for (int e = 0; e < 3; e++)
                    for (int choice = 0; choice < 3; choice++) {
                        uint8_t id = obj == ALT_POS_OBJECTS ? ALT_NO_OBJECT : (uint8_t)obj;
                        alt_action a = ts_act((alt_action_kind)kind, p, id, e, choice);
                        int ok = alt_game_legal(g, &a, NULL) == ALT_OK;
                        assert_int_equal(ok, ts_in_list(list, n, a));
                        legal += (size_t)ok;
                    }
    assert_int_equal(legal, n);
}

typedef struct random_run {
    int finished;
    int steps;
    int winner;
    int outcome;
    uint64_t final_hash;
} random_run;

static random_run play_random(uint64_t seed, alt_ruleset r, const char *hero0, const char *hero1,
                              int list_every, int exhaustive_every)
{
    alt_deck d0 = ts_deck_kitchen(hero0), d1 = ts_deck_kitchen(hero1);
    alt_game *g = ts_game_new(seed, r, &d0, &d1);
    uint64_t rng = seed * 7919u + (uint64_t)r;
    random_run out = {0, 0, -1, 0, 0};
    for (int step = 0; step < 20000; step++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE) {
            out.finished = 1;
            break;
        }
        if (list_every && step % list_every == 0)
            check_every_listed_answer_applies(g);
        if (exhaustive_every && step % exhaustive_every == 0)
            check_list_is_exactly_the_legal_answers(g);
        alt_action list[512];
        size_t n = alt_game_list(g, list, 512);
        assert_true(n > 0 && n <= 512);
        size_t pick = (size_t)(ts_rand(&rng) % n);
        ts_apply(g, list[pick]);   /* checks the invariants after the step */
        out.steps++;
    }
    out.winner = alt_game_winner(g);
    out.outcome = (int)alt_game_outcome(g);
    out.final_hash = alt_game_hash(g);
    alt_game_destroy(&g);
    return out;
}

/* The invariant checker passes after every step of many random games (400:
 * 200 seeds, both rulesets, with and without Heroes); at every position
 * every listed answer applies; and every game ends
 * with a winner; among them are games won by a sum (CR 4.2.5.d) and games
 * decided in the Arena (CR 4.3.e). */
static void test_random_games_keep_every_invariant(void **state)
{
    (void)state;
    static const char *const heroes[3][2] = {{NULL, NULL}, {"TEST_HERO", NULL}, {"TEST_HERO", "TEST_HERO"}};
    int finished = 0, games = 0, wins[2] = {0, 0}, outcomes[4] = {0, 0, 0, 0};
    for (uint64_t seed = 1; seed <= 200; seed++) {
        for (int r = 0; r < ALT_RULESET__COUNT; r++) {
            const char *const *h = heroes[seed % 3];
            random_run run = play_random(seed, (alt_ruleset)r, h[0], h[1], 1, 0);
            games++;
            finished += run.finished;
            if (run.finished) {
                assert_in_range(run.winner, 0, 1);
                wins[run.winner]++;
                assert_in_range(run.outcome, ALT_OUTCOME_SUM, ALT_OUTCOME_ARENA);
                outcomes[run.outcome]++;
            }
        }
    }
    assert_int_equal(finished, games);
    assert_true(wins[0] > 0 && wins[1] > 0);
    assert_true(outcomes[ALT_OUTCOME_SUM] > 0);
    assert_true(outcomes[ALT_OUTCOME_ARENA] > 0);
}

/* The same seed and the same answers give the same game. */
static void test_random_games_are_reproducible(void **state)
{
    (void)state;
    random_run a = play_random(99, ts_ruleset(), NULL, "TEST_HERO", 0, 0);
    random_run b = play_random(99, ts_ruleset(), NULL, "TEST_HERO", 0, 0);
    assert_int_equal(a.steps, b.steps);
    assert_int_equal(a.final_hash, b.final_hash);
    assert_int_equal(a.winner, b.winner);
}

/* At sampled positions of a few random games, the list holds exactly the
 * answers alt_game_legal accepts. */
static void test_list_and_verdict_agree_exhaustively(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        random_run run = play_random(seed, ts_ruleset(), seed == 1 ? "TEST_HERO" : NULL, NULL, 0, 37);
        assert_true(run.steps > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_apply_null_arguments),
        cmocka_unit_test(test_apply_rejects_the_wrong_kind_of_answer),
        cmocka_unit_test(test_apply_rejects_the_wrong_player),
        cmocka_unit_test(test_apply_rejects_malformed_answers),
        cmocka_unit_test(test_4_1_k_and_4_2_1_e_mana_comes_from_hand),
        cmocka_unit_test(test_5_2_play_rejections_cite_their_rules),
        cmocka_unit_test(test_5_3_b_quick_actions_rejected),
        cmocka_unit_test(test_4_2_5_c_keep_rejections),
        cmocka_unit_test(test_1_3_3_nothing_applies_after_the_game),
        cmocka_unit_test(test_random_games_keep_every_invariant),
        cmocka_unit_test(test_random_games_are_reproducible),
        cmocka_unit_test(test_list_and_verdict_agree_exhaustively),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
