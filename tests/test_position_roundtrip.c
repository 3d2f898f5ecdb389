/*
 * test_position_roundtrip.c: every state of every golden game and of 1,000
 * self-played games of gen's default Hero decks survives the binary
 * position: encode -> decode -> encode is the identity, the decoded game
 * hashes and lists as the original does, and it plays on to the very same
 * next state. The self-played games also go through JSON (JSON -> state ->
 * JSON the identity) at their first, every 25th and last state;
 * test_position_json.c takes every golden-game state through JSON. The last check is what proves that nothing the engine
 * depends on lives outside a position (docs/position.md).
 */
#include "support.h"
#include "chooser.h"
#include "decks.h"
#include "game.h"
#include "log.h"
#include "position_json.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct tracker {
    alt_game *decoded;   /* the previous state, through a position */
    size_t states;
} tracker;

static uint8_t pos_a[ALT_POS_ENCODED_MAX], pos_b[ALT_POS_ENCODED_MAX];
static alt_action list_a[ALT_ANSWERS_MAX], list_b[ALT_ANSWERS_MAX];

/* g through its binary position: the copy (caller destroys), asserted
 * identical in bytes, hash and answers. */
static alt_game *through_position(const alt_game *g)
{
    size_t n = alt_position_encode(g, pos_a, sizeof pos_a);
    assert_true(n <= sizeof pos_a);
    alt_game *back = NULL;
    char msg[256];
    alt_err err = alt_game_decode(alt_game_cards(g), pos_a, n, &back, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("a reachable state does not decode: %s (%s)", msg, alt_strerror(err));
    size_t m = alt_position_encode(back, pos_b, sizeof pos_b);
    assert_int_equal(m, n);
    assert_memory_equal(pos_a, pos_b, n);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    size_t la = alt_game_list(g, list_a, ALT_ANSWERS_MAX), lb = alt_game_list(back, list_b, ALT_ANSWERS_MAX);
    assert_int_equal(la, lb);
    assert_memory_equal(list_a, list_b, la * sizeof list_a[0]);
    ts_check(back);
    return back;
}

/* g through its JSON position: the same text again, and the same binary
 * position (so the same state). */
static void through_json(const alt_game *g)
{
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    alt_game *back = NULL;
    char msg[256];
    alt_err err = replay_position_from_json(alt_game_cards(g), text, strlen(text), &back, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("a reachable state's JSON does not load: %s (%s)", msg, alt_strerror(err));
    char *again = replay_position_to_json(back);
    assert_non_null(again);
    assert_string_equal(again, text);
    size_t n = alt_position_encode(g, pos_a, sizeof pos_a), m = alt_position_encode(back, pos_b, sizeof pos_b);
    assert_int_equal(m, n);
    assert_memory_equal(pos_a, pos_b, n);
    free(again);
    free(text);
    alt_game_destroy(&back);
}

/* After each step: the previous state's copy, given the same answer, must
 * reach this very state. */
static int track(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)step;
    tracker *t = ctx;
    if (t->decoded) {
        const char *reason = NULL;
        alt_err err = alt_game_apply(t->decoded, a, &reason);
        if (err != ALT_OK)
            fail_msg("the decoded state refuses step %zu: %s", step, reason ? reason : alt_strerror(err));
        assert_int_equal(alt_game_hash(t->decoded), hash);
        alt_game_destroy(&t->decoded);
    }
    t->decoded = through_position(g);
    t->states++;
    return 0;
}

static void test_position_roundtrip_golden_games(void **state)
{
    (void)state;
    const alt_cards *db = NULL;
    alt_cards *bundled = NULL;
    assert_int_equal(alt_cards_bundled_named("btg-4", &bundled), ALT_OK);
    db = bundled;
    DIR *dir = opendir("corpora/games");
    assert_non_null(dir);
    struct dirent *e;
    size_t games = 0, states = 0;
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
            tracker t = {NULL, 0};
            alt_game *initial = replay_state_before(db, log, 1);
            assert_non_null(initial);
            t.decoded = through_position(initial);
            alt_game_destroy(&initial);
            replay_result res;
            replay_game(db, log, 1, track, &t, &res, NULL);
            assert_int_equal(res.code, 0);
            alt_game_destroy(&t.decoded);
            states += t.states + 1;
            games++;
        }
        replay_reader_close(&r);
    }
    closedir(dir);
    print_message("golden games: %zu games, %zu states round-tripped\n", games, states);
    assert_true(games >= 60);
    alt_cards_destroy(&bundled);
}

static void test_position_roundtrip_hero_self_play(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled_named("btg-4", &db), ALT_OK);
    size_t states = 0, json_states = 0;
    enum { GAMES = 1000, JSON_EVERY = 25 };
    for (uint64_t seed = 1; seed <= GAMES; seed++) {
        int pair[2];
        replay_hero_pair(seed - 1, pair);
        alt_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.seed = seed;
        setup.ruleset = seed % 2 ? ts_ruleset() : ts_ruleset_cr();
        setup.format = ALT_FORMAT_CONSTRUCTED;
        char msg[256];
        for (int p = 0; p < 2; p++)
            assert_int_equal(replay_hero_deck(db, pair[p], &setup.deck[p], msg, sizeof msg), ALT_OK);
        alt_game *g = NULL;
        assert_int_equal(alt_game_new(db, &setup, &g, msg, sizeof msg), ALT_OK);
        replay_chooser c;
        replay_chooser_seed(&c, seed);
        alt_game *copy = through_position(g);
        states++;
        through_json(g);
        json_states++;
        size_t step = 0;
        while (alt_game_decision(g).kind != ALT_DEC_NONE) {
            size_t n = alt_game_list(g, list_a, ALT_ANSWERS_MAX);
            alt_action a = list_a[replay_chooser_pick(&c, n)];
            assert_int_equal(alt_game_apply(g, &a, NULL), ALT_OK);
            assert_int_equal(alt_game_apply(copy, &a, NULL), ALT_OK);
            assert_int_equal(alt_game_hash(copy), alt_game_hash(g));
            alt_game_destroy(&copy);
            copy = through_position(g);
            states++;
            /* JSON costs some milliseconds a state (a canonical document
             * is some 30 KB): every JSON_EVERY-th state and the last. */
            if (++step % JSON_EVERY == 0 || alt_game_decision(g).kind == ALT_DEC_NONE) {
                through_json(g);
                json_states++;
            }
        }
        alt_game_destroy(&copy);
        alt_game_destroy(&g);
    }
    print_message("self-play: %d games of gen's Hero decks, %zu states round-tripped as binary, %zu as JSON\n",
                  GAMES, states, json_states);
    alt_cards_destroy(&db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_position_roundtrip_golden_games),
        cmocka_unit_test(test_position_roundtrip_hero_self_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
