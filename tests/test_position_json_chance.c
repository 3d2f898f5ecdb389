/*
 * test_position_json_chance.c: recorded chance in the JSON position
 * (docs/position.md, "chance"). A recorded game may be written down while
 * it waits on chance, before its setup, in the middle of a shuffle or
 * under a player's answer; its JSON loads back to the same game (the same
 * hash, the same answers, the same text), and `diff` names the chance
 * fields two such states differ in. A seeded game's JSON says so,
 * and documents written before recorded chance still load as seeded
 * games of the ruleset's newest encoding. The schema lists the keys the
 * writer writes, in its order.
 */
#include "bundled.h"
#include "position_diff.h"
#include "position_json.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char msg[512];

static void give(alt_game *g, uint8_t v)
{
    alt_action a = tb_chance(v);
    const char *why = NULL;
    if (alt_game_apply(g, &a, &why) != ALT_OK)
        fail_msg("outcome %u refused: %s", v, why ? why : "?");
}

static void assert_starts_with(const char *s, const char *prefix)
{
    if (strncmp(s, prefix, strlen(prefix)) != 0)
        fail_msg("\"%s\" does not start with \"%s\"", s, prefix);
}

static alt_action list_a[ALT_ANSWERS_MAX], list_b[ALT_ANSWERS_MAX];
static uint8_t bin_a[ALT_POS_ENCODED_MAX], bin_b[ALT_POS_ENCODED_MAX];

/* g to JSON and back: the same hash, the same legal answers in the same
 * order, the same text again and the same binary position. Returns the
 * document (caller decrefs). */
static json_t *round_trip(const alt_game *g)
{
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    alt_game *back = NULL;
    alt_err err = replay_position_from_json(tb_db(), text, strlen(text), &back, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("the JSON of a reachable state does not load: %s (%s)\n%s", msg, alt_strerror(err), text);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    assert_int_equal(alt_game_hash_version(back), alt_game_hash_version(g));
    alt_decision da = alt_game_decision(g), db = alt_game_decision(back);
    assert_int_equal(da.kind, db.kind);
    assert_int_equal(da.player, db.player);
    size_t n = alt_game_list(g, list_a, ALT_ANSWERS_MAX), m = alt_game_list(back, list_b, ALT_ANSWERS_MAX);
    assert_int_equal(n, m);
    assert_memory_equal(list_a, list_b, n * sizeof list_a[0]);
    char *again = replay_position_to_json(back);
    assert_non_null(again);
    assert_string_equal(again, text);
    size_t la = alt_position_encode(g, bin_a, sizeof bin_a), lb = alt_position_encode(back, bin_b, sizeof bin_b);
    assert_int_equal(la, lb);
    assert_memory_equal(bin_a, bin_b, la);
    free(again);
    alt_game_destroy(&back);
    json_t *doc = json_loads(text, 0, NULL);
    assert_non_null(doc);
    free(text);
    return doc;
}

static const char *str_at(const json_t *obj, const char *key)
{
    const json_t *v = json_object_get(obj, key);
    if (!json_is_string(v))
        fail_msg("\"%s\" is not a string", key);
    return json_string_value(v);
}

static json_int_t int_at(const json_t *obj, const char *key)
{
    const json_t *v = json_object_get(obj, key);
    if (!json_is_integer(v))
        fail_msg("\"%s\" is not an integer", key);
    return json_integer_value(v);
}

/* Loads text that must be refused with err; returns the message. */
static const char *refuse(const char *text, alt_err expected)
{
    alt_game *g = NULL;
    alt_err err = replay_position_from_json(tb_db(), text, strlen(text), &g, msg, sizeof msg);
    if (err == ALT_OK)
        fail_msg("accepted, where %s was expected:\n%s", alt_strerror(expected), text);
    assert_null(g);
    if (err != expected)
        fail_msg("refused with %s (%s), where %s was expected", alt_strerror(err), msg, alt_strerror(expected));
    return msg;
}

/* A document edited: loaded, changed by edit, dumped compact (caller frees). */
static char *edited(const alt_game *g, void (*edit)(json_t *root))
{
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    json_t *root = json_loads(text, 0, NULL);
    assert_non_null(root);
    free(text);
    edit(root);
    char *out = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER);
    assert_non_null(out);
    json_decref(root);
    return out;
}

/* ------------------------------------------------------ round trips */

static void test_a_recorded_game_waiting_before_its_setup_round_trips_through_json(void **state)
{
    (void)state;
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
    json_t *doc = round_trip(g);
    assert_int_equal(int_at(doc, "hash_encoding"), alt_hash_version(ts_ruleset()));
    assert_string_equal(str_at(doc, "chance_mode"), "recorded");
    assert_string_equal(str_at(doc, "phase"), "setup");
    json_t *c = json_object_get(doc, "chance");
    assert_true(json_is_object(c));
    assert_true(json_is_null(json_object_get(c, "action")));   /* the setup */
    assert_string_equal(str_at(c, "kind"), "tumult_order");
    assert_int_equal(int_at(c, "count"), 3);
    assert_int_equal(int_at(c, "given"), 0);
    assert_int_equal(json_array_size(json_object_get(c, "cards")), 3);
    assert_int_equal(json_array_size(json_object_get(c, "outcomes")), 0);
    json_decref(doc);
    alt_game_destroy(&g);
}

static void test_a_recorded_game_waiting_in_the_middle_of_a_deck_shuffle_round_trips_through_json(void **state)
{
    (void)state;
    uint8_t out[ALT_POS_CHANCE];
    size_t n = tb_setup_outcomes(3, out);
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    /* The Tumult (3 orders, 3 orientations), the first player, then 20
     * cards of player 0's Deck, from the top. */
    size_t stop = 7 + 20;
    assert_true(stop < n);
    for (size_t i = 0; i < stop; i++)
        give(g, out[i]);
    json_t *doc = round_trip(g);
    json_t *c = json_object_get(doc, "chance");
    assert_true(json_is_object(c));
    assert_true(json_is_null(json_object_get(c, "action")));
    assert_string_equal(str_at(c, "kind"), "deck");
    assert_int_equal(int_at(c, "player"), 0);
    assert_int_equal(int_at(c, "count"), s.deck[0].count);
    assert_int_equal(int_at(c, "given"), 20);
    assert_int_equal(json_array_size(json_object_get(c, "cards")), s.deck[0].count);
    json_t *outcomes = json_object_get(c, "outcomes");
    assert_int_equal(json_array_size(outcomes), stop);
    for (size_t i = 0; i < stop; i++)
        assert_int_equal(json_integer_value(json_array_get(outcomes, i)), out[i]);
    /* The game read back goes on as the one written: the rest of the
     * setup deals the same game. */
    char *text = replay_position_to_json(g);
    alt_game *back = NULL;
    assert_int_equal(replay_position_from_json(tb_db(), text, strlen(text), &back, msg, sizeof msg), ALT_OK);
    for (size_t i = stop; i < n; i++) {
        give(g, out[i]);
        give(back, out[i]);
    }
    assert_int_equal(alt_game_decision(back).kind, ALT_DEC_OPENING_MANA);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    free(text);
    alt_game_destroy(&back);
    json_decref(doc);
    alt_game_destroy(&g);
}

static void test_a_recorded_game_after_its_setup_round_trips_and_waits_on_no_chance(void **state)
{
    (void)state;
    uint8_t out[ALT_POS_CHANCE];
    size_t n = tb_setup_outcomes(5, out);
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    for (size_t i = 0; i < n; i++)
        give(g, out[i]);
    assert_int_equal(alt_game_decision(g).kind, ALT_DEC_OPENING_MANA);
    json_t *doc = round_trip(g);
    assert_string_equal(str_at(doc, "chance_mode"), "recorded");
    assert_int_equal(int_at(doc, "hash_encoding"), alt_hash_version(ts_ruleset()));
    assert_true(json_is_null(json_object_get(doc, "chance")));
    json_decref(doc);
    /* And through the opening picks and a few Days: every state. */
    for (int step = 0; step < 200 && alt_game_decision(g).kind != ALT_DEC_NONE; step++) {
        size_t k = alt_game_list(g, list_a, ALT_ANSWERS_MAX);
        assert_true(k > 0);
        alt_action a = list_a[(size_t)step * 7 % k];
        assert_int_equal(alt_game_apply(g, &a, NULL), ALT_OK);
        json_decref(round_trip(g));
    }
    alt_game_destroy(&g);
}

/* Walks a seeded game's moves at random (a fixed LCG), seeds 1 to 12,
 * and plays the recorded game of the same deal beside it, giving it what
 * each step of the seeded one drew. At every chance decision a player's
 * answer meets (a die, a Discard pile shuffled back into the Deck), calls
 * at_wait with the recorded game and the answer; a nonzero return stops
 * the walk, the game still waiting. */
typedef int (*wait_fn)(alt_game *g, const alt_action *answer, void *ctx);

static void walk(wait_fn at_wait, void *ctx)
{
    for (uint64_t seed = 1; seed <= 12; seed++) {
        alt_setup s = tb_chance_setup(ALT_CHANCE_SEEDED, seed);
        alt_game *seeded = tb_new_game(&s);
        s.chance = ALT_CHANCE_RECORDED;
        s.seed = 0;
        alt_game *g = tb_new_game(&s);
        alt_action drawn[ALT_POS_CHANCE];
        size_t k = alt_game_chance_drawn(seeded, drawn, ALT_POS_CHANCE);
        for (size_t i = 0; i < k; i++)
            give(g, (uint8_t)drawn[i].choice);
        uint32_t rnd = (uint32_t)seed * 7919u;
        for (int step = 0; step < 3000 && alt_game_decision(seeded).kind != ALT_DEC_NONE; step++) {
            size_t m = alt_game_list(seeded, list_a, ALT_ANSWERS_MAX);
            assert_true(m > 0);
            rnd = rnd * 1103515245u + 12345u;
            /* Mostly passing: longer games, whose Decks run out. */
            int pass = list_a[0].kind == ALT_ACT_PASS && (rnd >> 4) % 8 < 6;
            rnd = rnd * 1103515245u + 12345u;
            alt_action a = pass ? list_a[0] : list_a[(rnd >> 8) % m];
            assert_int_equal(alt_game_apply(seeded, &a, NULL), ALT_OK);
            assert_int_equal(alt_game_apply(g, &a, NULL), ALT_OK);
            k = alt_game_chance_drawn(seeded, drawn, ALT_POS_CHANCE);
            assert_true(k <= ALT_POS_CHANCE);
            for (size_t i = 0; i < k; i++) {
                assert_int_equal(alt_game_decision(g).kind, ALT_DEC_CHANCE);
                if (at_wait(g, &a, ctx)) {
                    alt_game_destroy(&g);
                    alt_game_destroy(&seeded);
                    return;
                }
                give(g, (uint8_t)drawn[i].choice);
            }
            assert_int_equal(alt_game_hash(g), alt_game_hash(seeded));
        }
        alt_game_destroy(&g);
        alt_game_destroy(&seeded);
    }
}

typedef struct waits {
    int n, dice, decks;
} waits;

static int through_json(alt_game *g, const alt_action *answer, void *ctx)
{
    waits *w = ctx;
    json_t *doc = round_trip(g);
    json_t *c = json_object_get(doc, "chance");
    json_t *act = json_object_get(c, "action");
    assert_true(json_is_object(act));
    assert_int_equal(int_at(act, "player"), answer->player);
    assert_int_equal(int_at(act, "choice"), answer->choice);
    w->dice += strcmp(str_at(c, "kind"), "die") == 0;
    w->decks += strcmp(str_at(c, "kind"), "deck") == 0;
    w->n++;
    json_decref(doc);
    return 0;
}

static void test_every_chance_wait_under_a_players_answer_round_trips_through_json(void **state)
{
    (void)state;
    waits w = {0, 0, 0};
    walk(through_json, &w);
    print_message("%d chance decisions under a player's answer through JSON: %d dice, %d Deck cards\n", w.n, w.dice,
                  w.decks);
    assert_true(w.dice > 0);
    assert_true(w.decks > 0);
}

/* The paths `diff` and `verify` name, one per line. */
static void collect(void *ctx, const replay_field_diff *d)
{
    char *paths = ctx;
    size_t len = strlen(paths);
    snprintf(paths + len, 1024 - len, "%s\n", d->path);
}

static void test_diff_names_the_chance_fields_two_recorded_states_differ_in(void **state)
{
    (void)state;
    uint8_t out[ALT_POS_CHANCE];
    tb_setup_outcomes(3, out);
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    char why[256], paths[1024] = "";
    json_t *before = replay_position_canonical(g, why, sizeof why);
    assert_non_null(before);
    give(g, out[0]);
    json_t *after = replay_position_canonical(g, why, sizeof why);
    assert_non_null(after);
    assert_true(replay_position_diff(before, after, collect, paths) > 0);
    /* One Tumult card placed: nothing else of the state has moved. */
    assert_non_null(strstr(paths, "chance.given\n"));
    assert_non_null(strstr(paths, "chance.outcomes[0]\n"));
    const char *line = paths;
    for (const char *nl; (nl = strchr(line, '\n')) != NULL; line = nl + 1)
        assert_int_equal(strncmp(line, "chance.", 7), 0);
    json_decref(before);
    json_decref(after);
    alt_game_destroy(&g);
}

/* ------------------------------------------------- seeded documents */

static void test_a_seeded_game_writes_its_mode_and_encoding_and_no_chance_event(void **state)
{
    (void)state;
    alt_setup s = tb_chance_setup(ALT_CHANCE_SEEDED, 9);
    s.ruleset = ALT_RULESET_SEEDS_2;   /* encoding 4 is level 2's */
    s.hash_encoding = 4;
    alt_game *g = tb_new_game(&s);
    json_t *doc = round_trip(g);
    assert_string_equal(str_at(doc, "chance_mode"), "seeded");
    assert_int_equal(int_at(doc, "hash_encoding"), 4);
    assert_true(json_is_null(json_object_get(doc, "chance")));
    assert_int_equal(json_array_size(json_object_get(doc, "rng")), 4);
    json_decref(doc);
    alt_game_destroy(&g);
    s.hash_encoding = 0;
    g = tb_new_game(&s);
    doc = round_trip(g);
    assert_int_equal(int_at(doc, "hash_encoding"), 5);
    /* Encoding 5 leaves the generator out of the hash, not out of the
     * position: the state read back draws as the one written. */
    assert_int_equal(json_array_size(json_object_get(doc, "rng")), 4);
    json_decref(doc);
    alt_game_destroy(&g);
}

static void test_a_document_without_the_new_keys_is_a_seeded_game_of_the_rulesets_newest_encoding(void **state)
{
    (void)state;
    alt_game *g = tb_position("{}");
    assert_int_equal(alt_game_setup(g)->chance, ALT_CHANCE_SEEDED);
    assert_int_equal(alt_game_hash_version(g), alt_hash_version(ts_ruleset()));
    alt_game_destroy(&g);
    g = tb_position("{\"ruleset\": \"seeds-1\"}");
    assert_int_equal(alt_game_hash_version(g), 3);
    alt_game_destroy(&g);
    g = tb_position("{\"ruleset\": \"seeds-2\", \"hash_encoding\": 4, \"chance_mode\": \"seeded\"}");
    assert_int_equal(alt_game_hash_version(g), 4);
    alt_game_destroy(&g);
    g = tb_position("{\"ruleset\": \"seeds-2\", \"hash_encoding\": 0, \"chance_mode\": \"recorded\", \"chance\": null}");
    assert_int_equal(alt_game_hash_version(g), 5);
    assert_int_equal(alt_game_setup(g)->chance, ALT_CHANCE_RECORDED);
    alt_game_destroy(&g);
    g = tb_position("{\"hash_encoding\": 0, \"chance_mode\": \"recorded\", \"chance\": null}");
    assert_int_equal(alt_game_hash_version(g), alt_hash_version(ts_ruleset()));
    assert_int_equal(alt_game_setup(g)->chance, ALT_CHANCE_RECORDED);
    alt_game_destroy(&g);
}

/* ----------------------------------------------------------- refusals */

static void break_outcomes(json_t *root)
{
    /* The Tumult order given twice. */
    json_t *out = json_object_get(json_object_get(root, "chance"), "outcomes");
    assert_true(json_array_size(out) > 2);
    json_array_set_new(out, 0, json_integer(2));
    json_array_set_new(out, 1, json_integer(2));
}

static void seeded_with_event(json_t *root)
{
    json_object_set_new(root, "chance_mode", json_string("seeded"));
}

static void unknown_kind(json_t *root)
{
    json_object_set_new(json_object_get(root, "chance"), "kind", json_string("coin"));
}

static void one_card_short(json_t *root)
{
    json_t *c = json_object_get(root, "chance");
    json_t *cards = json_object_get(c, "cards");
    json_array_remove(cards, json_array_size(cards) - 1);
}

static void unknown_key(json_t *root)
{
    json_object_set_new(json_object_get(root, "chance"), "pending", json_true());
}

static void outcome_out_of_range(json_t *root)
{
    json_array_set_new(json_object_get(json_object_get(root, "chance"), "outcomes"), 0, json_integer(256));
}

static void test_a_chance_event_whose_outcomes_do_not_fit_is_refused_naming_chance(void **state)
{
    (void)state;
    uint8_t out[ALT_POS_CHANCE];
    tb_setup_outcomes(3, out);
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    for (size_t i = 0; i < 7 + 20; i++)
        give(g, out[i]);
    char *text = edited(g, break_outcomes);
    assert_starts_with(refuse(text, ALT_E_POSITION), "chance.outcomes: do not fit");
    free(text);
    alt_game_destroy(&g);
}

static void test_bad_chance_fields_are_refused_naming_their_path(void **state)
{
    (void)state;
    uint8_t out[ALT_POS_CHANCE];
    tb_setup_outcomes(3, out);
    alt_setup s = tb_chance_setup(ALT_CHANCE_RECORDED, 0);
    alt_game *g = tb_new_game(&s);
    for (size_t i = 0; i < 7 + 20; i++)
        give(g, out[i]);
    static const struct {
        void (*edit)(json_t *);
        alt_err err;
        const char *prefix;
    } cases[] = {
        {seeded_with_event, ALT_E_POSITION, "chance: only a recorded game"},
        {unknown_kind, ALT_E_POSITION, "chance.kind: \"coin\" is not one of"},
        {one_card_short, ALT_E_POSITION, "chance.cards: 43 cards, where the shuffle is of 44"},
        {unknown_key, ALT_E_POSITION, "chance: unknown key \"pending\""},
        {outcome_out_of_range, ALT_E_POSITION, "chance.outcomes[0]: 256 is outside 0..255"},
    };
    assert_int_equal(s.deck[0].count, 44);   /* the card, 3 Landmarks, 40 fillers */
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        char *text = edited(g, cases[k].edit);
        assert_starts_with(refuse(text, cases[k].err), cases[k].prefix);
        free(text);
    }
    alt_game_destroy(&g);
    assert_starts_with(refuse("{\"chance_mode\": \"random\"}", ALT_E_POSITION), "chance_mode: \"random\" is not one of");
    /* Encoding 4 hashes the generator's state, which a recorded game has none of. */
    assert_starts_with(refuse("{\"hash_encoding\": 4, \"chance_mode\": \"recorded\"}", ALT_E_VERSION),
                       "hash_encoding: 4 is not one ruleset");
    assert_starts_with(refuse("{\"hash_encoding\": 9}", ALT_E_VERSION), "hash_encoding: 9 is not one ruleset");
    assert_starts_with(refuse("{\"hash_encoding\": \"5\"}", ALT_E_POSITION), "hash_encoding: expected an integer");
    assert_starts_with(
        refuse("{\"chance_mode\": \"recorded\", \"chance\": {\"action\": {\"player\": 0}, \"kind\": \"die\"}}",
               ALT_E_POSITION),
        "chance.action: an answer names its kind");
}

/* ------------------------------------------------------------- schema */

/* The keys of obj, in order, as one comma-separated line. */
/* The keys of obj in order, but skip's (a list of them, NULL-terminated, or NULL). */
static void keys_of(const json_t *obj, const char *const *skip, char *out, size_t cap)
{
    const char *key;
    json_t *v;
    size_t len = 0;
    out[0] = '\0';
    json_object_foreach((json_t *)obj, key, v) {
        int skipped = 0;
        for (const char *const *k = skip; k && *k; k++)
            skipped |= strcmp(key, *k) == 0;
        if (skipped)
            continue;
        int n = snprintf(out + len, cap - len, "%s%s", len ? "," : "", key);
        assert_true(n > 0 && (size_t)n < cap - len);
        len += (size_t)n;
    }
}

/* Stops the walk at the first wait, writing the document down. */
static int keep_json(alt_game *g, const alt_action *answer, void *ctx)
{
    (void)answer;
    *(char **)ctx = replay_position_to_json(g);
    return 1;
}

static void test_the_schema_lists_the_keys_the_writer_writes_in_its_order(void **state)
{
    (void)state;
    json_error_t err;
    json_t *schema = json_load_file("docs/position.schema.json", JSON_PRESERVE_ORDER, &err);
    if (!schema)
        fail_msg("docs/position.schema.json: %d:%d: %s", err.line, err.column, err.text);
    /* A player's answer waiting on chance: every key the writer has. */
    char *text = NULL;
    walk(keep_json, &text);
    assert_non_null(text);
    json_t *doc = json_loads(text, JSON_PRESERVE_ORDER, NULL);
    assert_non_null(doc);
    json_t *defs = json_object_get(schema, "$defs");
    json_t *c = json_object_get(doc, "chance");
    char have[1024], want[1024];
    keys_of(doc, NULL, have, sizeof have);
    /* "seed" is input only, instead of "rng"; "outer" and
     * "terrain_markers" are written only when not empty (4.0's), "date"
     * for a dated game, "uniques" for one with Unique records. */
    static const char *const not_here[] = {"seed", "outer", "terrain_markers", "date", "uniques", NULL};
    keys_of(json_object_get(schema, "properties"), not_here, want, sizeof want);
    assert_string_equal(have, want);
    keys_of(c, NULL, have, sizeof have);
    keys_of(json_object_get(json_object_get(defs, "chance_event"), "properties"), NULL, want, sizeof want);
    assert_string_equal(have, want);
    keys_of(json_object_get(c, "action"), NULL, have, sizeof have);
    keys_of(json_object_get(json_object_get(defs, "answer"), "properties"), NULL, want, sizeof want);
    assert_string_equal(have, want);
    json_decref(doc);
    free(text);
    json_decref(schema);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_recorded_game_waiting_before_its_setup_round_trips_through_json),
        cmocka_unit_test(test_a_recorded_game_waiting_in_the_middle_of_a_deck_shuffle_round_trips_through_json),
        cmocka_unit_test(test_a_recorded_game_after_its_setup_round_trips_and_waits_on_no_chance),
        cmocka_unit_test(test_every_chance_wait_under_a_players_answer_round_trips_through_json),
        cmocka_unit_test(test_diff_names_the_chance_fields_two_recorded_states_differ_in),
        cmocka_unit_test(test_a_seeded_game_writes_its_mode_and_encoding_and_no_chance_event),
        cmocka_unit_test(test_a_document_without_the_new_keys_is_a_seeded_game_of_the_rulesets_newest_encoding),
        cmocka_unit_test(test_a_chance_event_whose_outcomes_do_not_fit_is_refused_naming_chance),
        cmocka_unit_test(test_bad_chance_fields_are_refused_naming_their_path),
        cmocka_unit_test(test_the_schema_lists_the_keys_the_writer_writes_in_its_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
