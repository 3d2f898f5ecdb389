/*
 * test_describe.c: the words every tool shows a judge (engine/describe.c).
 * In self-play on the ability decks (corpora/decks/abilities_*.txt) and in
 * every golden game, no two answers to one decision read the same (two
 * Reactions of one card in Limbo among them), every answer to an ability
 * choice says which card asks and what it does, a Reaction order answer
 * says which Reaction of Limbo, and no answer or state shows an engine
 * word. Staged positions check two Reactions of one card waiting in Limbo
 * (Haven's, one for each Character it boosts: they read apart), and the
 * Expedition totals the state shows at Dusk: a Gigantic Character in both
 * Expeditions, an Asleep one in none.
 */
#include "support.h"
#include "chooser.h"
#include "game.h"
#include "log.h"
#include "position_json.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TEXT = 4096 };

static alt_action answers[ALT_ANSWERS_MAX];
static char words[ALT_ANSWERS_MAX][TEXT];
static char state_text[1 << 16];

typedef struct seen {
    size_t states, answers, reaction_orders, choices, limbo_lines;
} seen;

/* No word of the engine's own: a name with an underscore other than a
 * card's reference, an ability by its index, a step of the resolution. */
static void assert_readable(const char *s)
{
    static const char *const engine_words[] = {"no such object", "ability 1", "ability 0", "May asked", "Pick asked",
                                               "next_boosts", "unknown action", "#255", "plays quick action "};
    for (size_t i = 0; i < sizeof engine_words / sizeof engine_words[0]; i++)
        if (strstr(s, engine_words[i]))
            fail_msg("engine words \"%s\" in: %s", engine_words[i], s);
    for (const char *p = s; (p = strchr(p, '_')) != NULL; p++) {
        /* Inside a reference (ALT_CORE_B_...): upper case or digits around. */
        char before = p > s ? p[-1] : ' ', after = p[1];
        if ((before >= 'a' && before <= 'z') || (after >= 'a' && after <= 'z'))
            fail_msg("an identifier with an underscore in: %s", s);
    }
}

/* Every answer of g's decision, described: all different, all readable. */
static void check_state(const alt_game *g, seen *k)
{
    alt_decision d = alt_game_decision(g);
    size_t n = alt_game_list(g, answers, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++) {
        size_t need = alt_action_describe(g, &answers[i], words[i], TEXT);
        assert_true(need < TEXT);
        assert_readable(words[i]);
        if (d.kind == ALT_DEC_REACTION) {
            if (!strstr(words[i], " in Limbo next: "))
                fail_msg("a Reaction order answer that does not say which Reaction: %s", words[i]);
            k->reaction_orders++;
        } else if (d.kind == ALT_DEC_CHOICE) {
            if (!strstr(words[i], ", asked by P") && !strstr(words[i], " to the \"you may\" of P"))
                fail_msg("an ability choice that does not say which card asks: %s", words[i]);
            k->choices++;
        }
        for (size_t j = 0; j < i; j++)
            if (strcmp(words[i], words[j]) == 0)
                fail_msg("two answers read the same (answers %zu and %zu): %s", j, i, words[i]);
    }
    k->answers += n;
    alt_game_describe(g, state_text, sizeof state_text);
    assert_readable(state_text);
    for (const char *p = state_text; (p = strstr(p, "\nLimbo ")) != NULL; p++)
        k->limbo_lines++;
    if (d.kind == ALT_DEC_CHOICE && !strstr(state_text, "\nResolving: P"))
        fail_msg("an ability waits on a choice, and the state does not say which:\n%s", state_text);
    k->states++;
}

static int check_step(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)step, (void)a, (void)hash;
    check_state(g, ctx);
    return 0;
}

static alt_deck read_deck(const alt_cards *db, const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char text[1 << 16];
    size_t len = fread(text, 1, sizeof text, f);
    fclose(f);
    alt_deck d;
    char msg[256];
    if (alt_deck_parse(db, text, len, &d, msg, sizeof msg) != ALT_OK)
        fail_msg("%s: %s", path, msg);
    return d;
}

static void test_describe_answers_in_self_play(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    static const char *const decks[] = {"abilities_auraq_resupply", "abilities_choices", "abilities_dice_sacrifice",
                                        "abilities_events_landmarks", "abilities_events_silence", "abilities_fen_lyra",
                                        "abilities_granted_cheaper", "abilities_reserve_mana", "abilities_reveal_festival",
                                        "abilities_tokens_boosts"};
    enum { DECKS = sizeof decks / sizeof decks[0], GAMES_PER_PAIR = 4 };
    seen k = {0};
    for (size_t i = 0; i < DECKS; i++) {
        char a[256], b[256];
        snprintf(a, sizeof a, "corpora/decks/%s.txt", decks[i]);
        snprintf(b, sizeof b, "corpora/decks/%s.txt", decks[(i + 1) % DECKS]);
        for (uint64_t seed = 1; seed <= GAMES_PER_PAIR; seed++) {
            alt_setup setup;
            memset(&setup, 0, sizeof setup);
            setup.seed = 1000 * i + seed;
            setup.ruleset = seed % 2 ? ts_ruleset() : ts_ruleset_cr();
            setup.format = ALT_FORMAT_LIMITED;
            setup.deck[0] = read_deck(db, a);
            setup.deck[1] = read_deck(db, b);
            alt_game *g = NULL;
            char msg[256];
            if (alt_game_new(db, &setup, &g, msg, sizeof msg) != ALT_OK)
                fail_msg("%s v %s: %s", a, b, msg);
            replay_chooser c;
            replay_chooser_seed(&c, setup.seed);
            check_state(g, &k);
            while (alt_game_decision(g).kind != ALT_DEC_NONE) {
                size_t n = alt_game_list(g, answers, ALT_ANSWERS_MAX);
                alt_action pick = answers[replay_chooser_pick(&c, n)];
                assert_int_equal(alt_game_apply(g, &pick, NULL), ALT_OK);
                check_state(g, &k);
            }
            alt_game_destroy(&g);
        }
    }
    print_message("self-play: %zu states, %zu answers (%zu Reaction orders, %zu ability choices), %zu Limbo lines\n",
                  k.states, k.answers, k.reaction_orders, k.choices, k.limbo_lines);
    /* The decks meet what this test is about: it cannot pass on nothing. */
    assert_true(k.reaction_orders >= 20 && k.choices >= 100 && k.limbo_lines >= 20);
    alt_cards_destroy(&db);
}

static void test_describe_answers_in_golden_games(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    DIR *dir = opendir("corpora/games");
    assert_non_null(dir);
    struct dirent *e;
    seen k = {0};
    while ((e = readdir(dir)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 7 || strcmp(e->d_name + len - 7, ".altlog") != 0)
            continue;
        char path[512], err[256];
        snprintf(path, sizeof path, "corpora/games/%s", e->d_name);
        replay_reader *r = replay_reader_open(path, err, sizeof err);
        assert_non_null(r);
        Altered__GameLog *log = NULL;
        while (replay_reader_next(r, &log, err, sizeof err) == 1) {
            alt_game *initial = replay_state_before(db, log, 1);
            assert_non_null(initial);
            check_state(initial, &k);
            alt_game_destroy(&initial);
            replay_result res;
            replay_game(db, log, 1, check_step, &k, &res, NULL);
            assert_int_equal(res.code, 0);
        }
        replay_reader_close(&r);
    }
    closedir(dir);
    print_message("golden games: %zu states, %zu answers (%zu Reaction orders, %zu ability choices)\n", k.states,
                  k.answers, k.reaction_orders, k.choices);
    assert_true(k.states > 1000 && k.choices > 0);
    alt_cards_destroy(&db);
}

/* CR 4.4.b: the player orders the Reactions waiting in Limbo, so each
 * answer names its Reaction: two of one card and one ability (Haven's,
 * about two Characters) are two answers that read apart, and the state
 * lists both. */
static void test_describe_two_reactions_of_one_card(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    alt_game *g = NULL;
    char msg[256];
    if (replay_position_read_file(db, "tests/positions/two_reactions_of_one_card.json", &g, msg, sizeof msg) != ALT_OK)
        fail_msg("%s", msg);
    seen k = {0};
    check_state(g, &k);
    assert_int_equal(k.reaction_orders, 2);
    assert_non_null(strstr(words[0], "resolves Reaction 1 of 2 in Limbo next: P0's Haven, Bravos Bastion"));
    assert_non_null(strstr(words[0], "about P0's Ordis Trooper (#1 "));
    assert_non_null(strstr(words[1], "resolves Reaction 2 of 2 in Limbo next: P0's Haven, Bravos Bastion"));
    assert_non_null(strstr(words[1], "about P0's Ordis Trooper (#2 "));
    assert_int_equal(k.limbo_lines, 2);
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
}

/* CR 4.2.4.b, 7.4.4.e, 2.4.3: at Dusk an Expedition's totals are its
 * Characters' statistics, boosts counted; a Gigantic Character counts in
 * both of its controller's Expeditions and an Asleep one in none. */
static void test_describe_expedition_totals_at_dusk(void **state)
{
    (void)state;
    alt_game *g = ts_position(
        "{\"seed\": 1, \"decision\": {\"kind\": \"turn\", \"player\": 0},"
        " \"players\": ["
        "  {\"expeditions\": {\"hero\": {\"distance\": 1}},"
        "   \"zones\": {\"hero_expedition\": [{\"card\": \"TEST_VANILLA_2\"}, {\"card\": \"TEST_GIGANTIC\"},"
        "                                     {\"card\": \"TEST_FOREST_3\", \"statuses\": [\"asleep\"]}],"
        "               \"companion_expedition\": [{\"card\": \"TEST_WATER_3\", \"boosts\": 1}],"
        "               \"deck\": [{\"card\": \"TEST_VANILLA_1\"}, {\"card\": \"TEST_VANILLA_1\"}]}},"
        "  {\"zones\": {\"deck\": [{\"card\": \"TEST_VANILLA_1\"}, {\"card\": \"TEST_VANILLA_1\"}]}}]}");
    alt_game_describe(g, state_text, sizeof state_text);
    if (!strstr(state_text, "  Hero Expedition totals at Dusk: Forest 4, Mountain 4, Water 4; in region 1 ("))
        fail_msg("the Hero Expedition: Vanilla 2 and the Gigantic one, not the Asleep one:\n%s", state_text);
    if (!strstr(state_text, "  Companion Expedition totals at Dusk: Forest 3, Mountain 3, Water 6; in the Companion "
                            "region (Forest, Mountain and Water)"))
        fail_msg("the Companion Expedition: the boosted Water 3 and the Gigantic one:\n%s", state_text);
    if (!strstr(state_text, "[Forest 1, Mountain 1, Water 4]") || !strstr(state_text, "[Forest 2, Mountain 2, Water 2, Gigantic]"))
        fail_msg("each Character's statistics, boosts counted:\n%s", state_text);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_describe_answers_in_self_play),
        cmocka_unit_test(test_describe_answers_in_golden_games),
        cmocka_unit_test(test_describe_two_reactions_of_one_card),
        cmocka_unit_test(test_describe_expedition_totals_at_dusk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
