/*
 * test_rules_capacities.c: what happens where a table of the engine is
 * full. The rules set no limit on Reactions in Limbo, "next card" effects,
 * tokens or abilities used in one Day; the engine holds 32, 8, 32 and 64
 * (ALT_POS_LIMBO, ALT_POS_MODS, ALT_POS_TOKENS, ALT_POS_USES). Past them a judge cannot say what the rules do, so from
 * revision 2 of each ruleset the game ends there without a winner
 * (ALT_OUTCOME_ENGINE_LIMIT) instead of playing on with something silently
 * dropped; revision 1 dropped it, and its logs replay as they were.
 */
#include "bundled.h"
#include "position_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BRASSBUG "{\"card\": \"ALT_CORE_B_AX_31_C\"}"
#define B4 BRASSBUG ", " BRASSBUG ", " BRASSBUG ", " BRASSBUG
#define B16 B4 ", " B4 ", " B4 ", " B4
#define FILLER "{\"card\": \"ALT_CORE_B_OR_05_C\"}"
#define F3 FILLER ", " FILLER ", " FILLER

/* P0 to play Foundry Armorer ({J}: create a Brassbug token in the
 * Expedition of your choice) with 32 tokens in play already. */
static alt_game *armorer_with_full_tokens(const char *ruleset)
{
    char json[8192];
    snprintf(json, sizeof json,
             "{\"seed\": 3, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_AX_16_R1\"}], \"mana\": [" F3 "],"
             "               \"hero_expedition\": [" B16 "], \"companion_expedition\": [" B16 "],"
             "               \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 "]}}]}",
             ruleset);
    return tb_position(json);
}

/* Plays the Armorer into the Hero Expedition and answers its choices
 * (the token's Expedition) with the first listed. */
static void play_armorer(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    uint16_t armorer = tb_card("ALT_CORE_B_AX_16_R1");
    for (size_t i = 0; i < n; i++) {
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO && list[i].choice == 0 &&
            alt_game_object_card(g, 0, list[i].object) == armorer) {
            ts_apply(g, list[i]);
            tb_answer_choices(g);
            return;
        }
    }
    fail_msg("Foundry Armorer cannot be played");
}

/* A 33rd token: the game ends, no winner, outcome engine limit. */
static void test_capacity_a_33rd_token_ends_the_game_without_a_winner(void **state)
{
    (void)state;
    alt_game *g = armorer_with_full_tokens("seeds-2");
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_EXP_HERO) + alt_game_zone_count(g, 0, ALT_ZONE_EXP_COMPANION),
                     32);
    play_armorer(g);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ENGINE_LIMIT);
    assert_int_equal(alt_game_winner(g), -1);
    assert_string_equal(alt_outcome_rule(alt_game_outcome(g)), "engine capacity");
    /* The ended game is a position like any other, and it round-trips. */
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t n = alt_position_encode(g, buf, sizeof buf);
    alt_game *back = NULL;
    char msg[256];
    assert_int_equal(alt_game_decode(alt_game_cards(g), buf, n, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    alt_game_destroy(&g);
}

/* Revision 1 dropped the token and played on. */
static void test_capacity_revision_1_drops_the_token_and_plays_on(void **state)
{
    (void)state;
    alt_game *g = armorer_with_full_tokens("seeds-1");
    play_armorer(g);
    assert_int_not_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_NONE);
    alt_game_destroy(&g);
}

/* Under the table's size nothing changes: with 31 tokens the 32nd is made. */
static void test_capacity_the_32nd_token_is_made(void **state)
{
    (void)state;
    char json[8192];
    snprintf(json, sizeof json,
             "{\"seed\": 3, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_AX_16_R1\"}], \"mana\": [" F3 "],"
             "               \"hero_expedition\": [" B16 "], \"companion_expedition\": [" B4 ", " B4 ", " B4 ", "
             BRASSBUG ", " BRASSBUG ", " BRASSBUG "],"
             "               \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 "]}}]}");
    alt_game *g = tb_position(json);
    play_armorer(g);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_NONE);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_EXP_HERO) + alt_game_zone_count(g, 0, ALT_ZONE_EXP_COMPANION),
                     33);   /* 32 tokens and the Armorer */
    alt_game_destroy(&g);
}

/* A ninth "next card" effect: P0 holds eight (spell cost modifiers that
 * wait until the Afternoon ends) and plays Foundry Engineer from Reserve,
 * whose {R} adds one more. */
static alt_game *engineer_with_full_modifiers(const char *ruleset)
{
    char json[8192];
    const char *mod = "{\"filter\": \"spell\", \"kind\": \"cost_less\", \"amount\": 1, \"until_afternoon_ends\": true}";
    char mods[1024] = "";
    for (int i = 0; i < 8; i++) {
        strcat(mods, i ? ", " : "");
        strcat(mods, mod);
    }
    snprintf(json, sizeof json,
             "{\"seed\": 3, \"ruleset\": \"%s\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
             " \"players\": ["
             "  {\"modifiers\": [%s],"
             "   \"zones\": {\"reserve\": [{\"card\": \"ALT_CORE_B_AX_05_C\"}], \"mana\": [" F3 "],"
             "               \"deck\": [" F3 "]}},"
             "  {\"zones\": {\"deck\": [" F3 "]}}]}",
             ruleset, mods);
    return tb_position(json);
}

static void play_engineer(alt_game *g)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    uint16_t engineer = tb_card("ALT_CORE_B_AX_05_C");
    for (size_t i = 0; i < n; i++) {
        if (list[i].kind == ALT_ACT_PLAY && list[i].expedition == ALT_EXP_HERO && list[i].choice == 0 &&
            alt_game_object_card(g, 0, list[i].object) == engineer) {
            ts_apply(g, list[i]);
            tb_answer_choices(g);
            return;
        }
    }
    fail_msg("Foundry Engineer cannot be played from Reserve");
}

static void test_capacity_a_ninth_next_card_effect_ends_the_game(void **state)
{
    (void)state;
    alt_game *g = engineer_with_full_modifiers("cr3-2");
    play_engineer(g);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ENGINE_LIMIT);
    assert_int_equal(alt_game_winner(g), -1);
    alt_game_destroy(&g);
    g = engineer_with_full_modifiers("cr3-1");
    play_engineer(g);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_NONE);   /* revision 1 dropped it */
    alt_game_destroy(&g);
}

/* P0 to play Haven Bouncer (two Reactions: {H} and {R}) from Hand, with
 * 32 more in the Deck (ids 0 to 31) that have used both today: the table
 * of daily counts (CR 1.4.6, ALT_POS_USES) is full. */
static alt_game *bouncer_with_full_daily_counts(void)
{
    static char json[16384];
    size_t n = (size_t)snprintf(json, sizeof json,
                                "{\"seed\": 3, \"ruleset\": \"seeds-2\", \"decision\": {\"kind\": \"turn\", \"player\": 0},"
                                " \"players\": [{\"zones\": {\"deck\": [");
    for (int i = 0; i < 32; i++)
        n += (size_t)snprintf(json + n, sizeof json - n, "%s\"ALT_CORE_B_BR_15_C\"", i ? ", " : "");
    n += (size_t)snprintf(json + n, sizeof json - n,
                          "], \"hand\": [\"ALT_CORE_B_BR_15_C\"], \"mana\": [" F3 ", " F3 "]}, \"daily_uses\": [");
    for (int i = 0; i < ALT_POS_USES; i++)
        n += (size_t)snprintf(json + n, sizeof json - n, "%s{\"object\": %d, \"ability\": %d, \"count\": 1}",
                              i ? ", " : "", i / 2, i % 2);
    snprintf(json + n, sizeof json - n, "]}, {\"zones\": {\"deck\": [" F3 "]}}]}");
    return tb_position(json);
}

/* A 65th ability used in one Day: the game ends at the end of that step,
 * no winner; the 64 before it were counted. */
static void test_capacity_a_65th_ability_used_in_a_day_ends_the_game(void **state)
{
    (void)state;
    alt_game *g = bouncer_with_full_daily_counts();
    assert_int_equal(ts_player(g, 0).uses_n, ALT_POS_USES);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 32, ALT_EXP_HERO, 0));   /* its {H} Reaction is the 65th */
    tb_answer_choices(g);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_ENGINE_LIMIT);
    assert_int_equal(alt_game_winner(g), -1);
    alt_game_destroy(&g);
    /* One fewer counted: the Reaction is the 64th, and the game goes on. */
    g = bouncer_with_full_daily_counts();
    alt_position *pos = ts_position_of(g);
    pos->p[0].uses_n--;
    ts_restage(g, pos);
    ts_apply(g, ts_act(ALT_ACT_PLAY, 0, 32, ALT_EXP_HERO, 0));
    tb_answer_choices(g);
    assert_int_equal(alt_game_outcome(g), ALT_OUTCOME_NONE);
    assert_int_equal(ts_player(g, 0).uses_n, ALT_POS_USES);
    alt_game_destroy(&g);
}

/* A deck list of corpora/decks/ twice over and cut at 80 cards: the most a
 * deck holds (Singleton's largest, ALT_DECK_MAX). */
static alt_deck eighty(const char *name)
{
    alt_deck d = ts_corpus_deck(tb_db_all(), name);
    int n = d.count;
    while (d.count < ALT_DECK_MAX)
        d.cards[d.count] = d.cards[d.count - n], d.count++;
    return d;
}

/* The binary and the JSON position of g load back as the same state. */
static void round_trips(const alt_game *g)
{
    uint8_t buf[ALT_POS_ENCODED_MAX];
    size_t len = alt_position_encode(g, buf, sizeof buf);
    assert_true(len > 0 && len <= sizeof buf);
    alt_game *back = NULL;
    char msg[256];
    if (alt_game_decode(alt_game_cards(g), buf, len, &back, msg, sizeof msg) != ALT_OK)
        fail_msg("the binary position does not load: %s", msg);
    assert_true(alt_game_hash(back) == alt_game_hash(g));
    alt_game_destroy(&back);
    char *json = replay_position_to_json(g);
    assert_non_null(json);
    if (replay_position_from_json(alt_game_cards(g), json, strlen(json), &back, msg, sizeof msg) != ALT_OK)
        fail_msg("the JSON position does not load: %s", msg);
    assert_true(alt_game_hash(back) == alt_game_hash(g));
    alt_game_destroy(&back);
    free(json);
}

/* Decks of 80 cards: the cards past the 60th take ids 92 to 111 (tokens
 * keep 60 to 91), and a game of them plays to its end, every state sound
 * (ts_apply runs the invariant checker) and its positions loading back the
 * same; a Deck of more than 96 ids is encoded whole. */
static void test_capacity_decks_of_80_cards_play_to_the_end(void **state)
{
    (void)state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 11;
    s.ruleset = ALT_RULESET_DEFAULT;
    s.format = ALT_FORMAT_LIMITED;
    assert_int_equal(alt_date_parse("2026-01-15", &s.date), ALT_OK);
    s.deck[0] = eighty("constructed_axiom.txt");
    s.deck[1] = eighty("constructed_lyra.txt");
    alt_game *g = NULL;
    char msg[256];
    if (alt_game_new(tb_db_all(), &s, &g, msg, sizeof msg) != ALT_OK)
        fail_msg("decks of 80: %s", msg);
    for (int p = 0; p < 2; p++) {
        int deck = ts_count(g, p, ALT_ZONE_DECK) + ts_count(g, p, ALT_ZONE_HAND) + ts_count(g, p, ALT_ZONE_MANA);
        assert_int_equal(deck, ALT_DECK_MAX);
        assert_int_equal(alt_game_object_zone(g, p, alt_deck_object_id(79)) != 0, 1);
        assert_int_equal(alt_game_object_card(g, p, 111), s.deck[p].cards[79]);
        assert_int_equal(alt_game_object_card(g, p, 60), ALT_CARD_NONE);   /* no token yet */
    }
    assert_int_equal(alt_deck_object_id(59), 59);
    assert_int_equal(alt_deck_object_id(60), 92);
    assert_int_equal(alt_object_deck_index(92), 60);
    assert_int_equal(alt_object_deck_index(91), -1);
    assert_int_equal(alt_object_deck_index(112), -1);
    round_trips(g);
    uint64_t rng = 5;
    alt_action list[ALT_ANSWERS_MAX];
    int steps = 0;
    while (alt_game_decision(g).kind != ALT_DEC_NONE && steps < 3000) {
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        assert_true(n > 0);
        /* Mostly the first answer (a pass, a skip), often another. */
        size_t k = ts_rand(&rng) % 3 ? ts_rand(&rng) % n : 0;
        ts_apply(g, list[k]);
        if (++steps % 25 == 0)
            round_trips(g);
    }
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_NONE);
    round_trips(g);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_capacity_a_33rd_token_ends_the_game_without_a_winner),
        cmocka_unit_test(test_capacity_revision_1_drops_the_token_and_plays_on),
        cmocka_unit_test(test_capacity_the_32nd_token_is_made),
        cmocka_unit_test(test_capacity_a_ninth_next_card_effect_ends_the_game),
        cmocka_unit_test(test_capacity_a_65th_ability_used_in_a_day_ends_the_game),
        cmocka_unit_test(test_capacity_decks_of_80_cards_play_to_the_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
